"""What every trigger is (`Trigger`) and the kinds of event they declare they match."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.events import Event
from engine.model import Card

if TYPE_CHECKING:  # pragma: no cover

    from engine.state import GameState


_MOVE_OR_CREATE = frozenset({"move", "create"})


_PLAY = frozenset({"play"})


class Trigger:
    self_move: bool = False  # 6.3.c: checked on the state after the event (6.3.d)
    #: every kind of event (`Event.kind`) `match` can answer other than False for, or
    #: None for "any kind": a watcher is asked only about the events of its kinds
    #: (`engine.gamestate.reactions`, issue #27).  A trigger that declares too few would
    #: miss events: checked runs ask every watcher about every event and compare
    #: (`Reactions.self_checking`), and a test asks every trigger of the pool.
    kinds: frozenset[str] | None = None
    # "When one or more …": matched once on a whole step's events by `match_step(g, events,
    # me, ctrl)`, which gives the event the Reaction sees, or None (6.3.g)
    per_step: bool = False

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | None | bool:
        """False if the event does not activate; else True or the object to bind as "it"."""
        raise NotImplementedError  # pragma: no cover

    def text(self) -> str:  # pragma: no cover
        raise NotImplementedError

    def match_step(self, g: GameState, events: list[Event], me: Card,
                   ctrl: int) -> Event | None:
        """For a `per_step` trigger: the event the Reaction sees, or None (6.3.g)."""
        raise NotImplementedError  # pragma: no cover


#: the event of a card revealed with a die roll: value = (the die's result, the revealer)
REVEALED_WITH_ROLL = "reveal_with_roll"
