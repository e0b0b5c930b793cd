"""Test-only access behind `Game`'s protocol, outside the shipped package.  The app never
imports it (tests/gui/test_protocol_only.py fails if it does).

`Game` holds its rules state privately so that nothing can change a game behind the
rules' back.  Tests that arrange a situation the protocol cannot reach, or read a fact
it does not show, get the state here, by one obviously named door (the engine's own
tools use `Game.watch`, `Game.self_check` and the views instead).  Card tests go through
`tests/cards/helpers.Scene.state`, which uses it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.flow import run_from

if TYPE_CHECKING:  # pragma: no cover
    from engine.decisions import Decision
    from engine.game import Game
    from engine.model import Phase
    from engine.state import GameState


def state_of(game: Game) -> GameState:
    """The rules state behind `game` (live: changing it changes the game)."""
    return game._state


def restart_flow(game: Game, phase: Phase) -> None:
    """Run the day flow again from the start of `phase` and stop at its first decision:
    for tests that lay cards out with the state's own primitives, then play from there
    (the position builder, `Game.from_position`, is the public way to do this)."""
    game._flow = run_from(game._state, phase)
    game._advance(None, first=True)


def set_pending(game: Game, decision: Decision | None) -> None:
    """Put `decision` in front of the players as if the flow asked it (None: forget the
    pending one, as a test does before laying cards out and calling `restart_flow`).  A
    table's tests use it to show every kind of decision; answering it goes on with the
    flow's own decision, so only tests that capture the answer should use it."""
    game._pending = decision
