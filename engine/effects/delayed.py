"""Effects put off until a later moment of the day: "Sabotage after Rest".

The Complete Rules do not define "after Rest"; the project's ruling (engine/cards/ordis.py,
Monolith Legate) is that the steps are remembered when the effect resolves and done once,
by the same player and with the same source, as a daily effect of its own right after Rest
(4.2.5.b) and before Clean-up; their choices (targets) are made then.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Step
from engine.messages import msg
from engine.sentences import effect_text, lower_first

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.effects.steps.common import Run
    from engine.state import GameState


@attrs.frozen
class AfterRest(Step):
    """"[Steps] after Rest": remembered now, done right after the next Rest."""

    steps: tuple[Step, ...]

    def run(self, g: GameState, ctx: Ctx) -> Run:
        g.after_rest.append((self.steps, attrs.evolve(ctx)))
        g.note(msg("will {text} after Rest", text=lower_first(self._body())), "4.2.5.b", ctx=ctx)
        yield from ()

    def _body(self) -> str:
        return effect_text(self.steps).rstrip(".")

    def text(self) -> str:
        return f"{self._body()} after Rest"


def run_after_rest(g: GameState) -> Run:
    """The daily effect following Rest: every effect put off until then, in the order they
    were made."""
    todo, g.after_rest = g.after_rest, []
    for steps, ctx in todo:
        for s in steps:
            yield from g.run_step(s, ctx)
