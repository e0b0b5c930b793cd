"""Words of the effects language added for the Axiom and Muna Core cards.

Each is a small frozen value that runs through the state's primitives and renders its own
text, like the words of `steps.py` and `vocabulary.py`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.effects.conditions import Condition
from engine.effects.selectors import Selector
from engine.effects.steps import GainBoosts, Run, Step, plural
from engine.effects.subjects import _predicate
from engine.effects.triggers import Trigger
from engine.events import Event
from engine.model import Card, Terrain

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.state import GameState


# ------------------------------------------------------------------------- flow
@attrs.frozen
class Again(Step):
    """"[Step] again": the same step once more, its choices made anew (6.5.i); only the
    printed wording differs from the step alone."""

    step: Step

    def run(self, g: GameState, ctx: Ctx) -> Run:
        yield from g.run_step(self.step, ctx)

    def text(self) -> str:
        return f"{self.step.text()} again"


@attrs.frozen
class SubjectThen(Step):
    """"[Target X] [verb]. [Steps about it]": the subject is chosen once (6.5.b) and the
    following sentences call it "it" (6.3.h), e.g. "Target Character gains Asleep. You may
    give it 2 boosts."."""

    who: Selector
    first: Step  # written about "it"
    rest: tuple[Step, ...]

    def run(self, g: GameState, ctx: Ctx) -> Run:
        picked = yield from self.who.pick(g, ctx, _predicate(self.first, False))
        before = ctx.it, ctx.it_oid
        for c in picked:
            ctx.it, ctx.it_oid = c, c.oid
            for s in (self.first, *self.rest):
                yield from g.run_step(s, ctx)
        ctx.it, ctx.it_oid = before

    def text(self) -> str:
        from engine.effects.steps import effect_text

        head = f"{self.who.text(subject=True)} {_predicate(self.first, not self.who.plural)}"
        return f"{head}. {effect_text(self.rest).rstrip('.')}"


@attrs.frozen
class GiveBoosts(Step):
    """"Give [object] N boosts": the object gains the boosts (7.3.12); the wording has the
    controller of the effect as its subject."""

    who: Selector
    n: int = 1

    def run(self, g: GameState, ctx: Ctx) -> Run:
        yield from GainBoosts(self.who, self.n).run(g, ctx)

    def text(self) -> str:
        return f"Give {self.who.text()} {plural(self.n, 'boost')}"


# ------------------------------------------------------------------------- conditions
@attrs.frozen
class IHaveBoosts(Condition):
    """"If I have N or more boosts": the bearer's boosts when the condition is checked
    (2.5.1, 6.5.d)."""

    n: int

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        return (src is not None and g.alive(src, ctx.source_oid)
                and src.counters.get("boost", 0) >= self.n)

    def text(self) -> str:
        return f"I have {self.n} or more boosts"


# ------------------------------------------------------------------------- triggers
@attrs.frozen
class WhenYourExpeditionMovesForwardDueTo(Trigger):
    """"When one of your Expeditions moves forward due to [terrain]": Progress moved it
    forward and that terrain was one of the reasons (4.2.4.j), as Progress records in its
    move; either Expedition of the bearer's controller counts."""

    terrain: Terrain

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        if ev.kind != "expedition" or ev.player != ctrl:
            return False
        _exp, delta, due_to = ev.value
        return delta > 0 and self.terrain in due_to

    def text(self) -> str:
        return ("When one of your Expeditions moves forward due to "
                f"{self.terrain.value.capitalize()}")
