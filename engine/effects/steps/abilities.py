"""Steps that make or start abilities: an Ongoing effect created (7.3), a join ability activated."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Reaction, Step
from engine.effects.steps.common import Run
from engine.effects.triggers.arrival import OnJoin
from engine.events import Event
from engine.messages import msg

if TYPE_CHECKING:  # pragma: no cover
    from engine.ability_kinds import Passive
    from engine.effects.context import Ctx
    from engine.effects.selectors.base import Selector
    from engine.state import GameState


@attrs.frozen
class CreateOngoing(Step):
    """Create an Ongoing Emblem in Limbo holding a passive, for a duration (2.2.14)."""

    passive: Passive
    duration: str = "turn"  # turn | afternoon | day

    def run(self, g: GameState, ctx: Ctx) -> Run:
        g.create_ongoing(self.passive, self.duration, ctx)
        yield from ()

    def text(self) -> str:
        return self.passive.text(duration=self.duration)


@attrs.frozen
class ActivateJoin(Step):
    """"Activate the [J] abilities of [object]" (7.3.1.b): each of its "when I join"
    Reactions is activated although nothing joined; the Emblem belongs to that object
    (7.3.1.d)."""

    who: Selector

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, "activate its [J] abilities")):
            found = False
            ctrl = g.controller_of(c)
            for ab in g.working_abilities(c):
                if isinstance(ab, Reaction) and isinstance(ab.trigger, OnJoin):
                    found = True
                    g.activate_reaction(c, ab, ctrl if ctrl is not None else ctx.controller,
                              Event("activate", c, ctx.controller), True)
            if not found:
                g.note(msg("{card} has no 'When I join' ability to activate", card=c.name),
                       "7.3.1.b", ctx=ctx)

    def text(self) -> str:
        return f"Activate the [J] abilities of {self.who.text()}"
