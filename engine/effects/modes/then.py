"""Sentences that follow the one before or name its subject: "Then, ...", "[Target X]
[verb]. [Steps about it]", "(You may) have X do Y", "... again" (6.1, 6.5.b)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Step
from engine.effects.subjects import _predicate
from engine.sentences import effect_text, lower_first

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.effects.selectors.base import Selector
    from engine.effects.steps.common import Run, StepOn
    from engine.state import GameState


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
    have: bool = attrs.field(default=False, eq=False)  # "have [target X] [verb]": wording only

    def run(self, g: GameState, ctx: Ctx) -> Run:
        picked = yield from self.who.pick(g, ctx, _predicate(self.first, False))
        before = ctx.it, ctx.it_oid
        for c in picked:
            ctx.it, ctx.it_oid = c, c.oid
            for s in (self.first, *self.rest):
                yield from g.run_step(s, ctx)
        ctx.it, ctx.it_oid = before

    def text(self) -> str:
        if self.have:
            head = f"have {self.who.text()} {_predicate(self.first, False)}"
        else:
            head = f"{self.who.text(subject=True)} {_predicate(self.first, not self.who.plural)}"
        return f"{head}. {effect_text(self.rest).rstrip('.')}"


@attrs.frozen
class ThenAfter(Step):
    """A sentence printed "Then, [steps]": the steps follow the sentence before (6.1);
    only the wording differs from the steps alone."""

    steps: tuple[Step, ...]

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for s in self.steps:
            yield from g.run_step(s, ctx)

    def text(self) -> str:
        # a noun keeps its printed capital ("Then, Robots you control gain 1 boost"); a
        # clause that starts a sentence on its own does not ("Then, if …", "Then, you may …")
        first = self.steps[0].text() if self.steps else ""
        if first.split(" ", 1)[0] in _CLAUSE_STARTS:
            first = first[:1].lower() + first[1:]
        return "Then, " + ", then ".join([first, *(lower_first(s.text())
                                                   for s in self.steps[1:])])


#: first words of a clause that are not nouns, lower-cased after "Then, "
_CLAUSE_STARTS = frozenset({"If", "You", "Unless", "Send", "Discard", "Create", "Draw",
                            "Exhaust", "Target", "Sacrifice", "Return", "Put", "Give"})


@attrs.frozen
class Have(Step):
    """"(You may) have [target X] [do Y]": X does Y — the printed wording of a step whose
    subject is named after "have"; it runs the step as it is."""

    step: StepOn
    words: str  # the verb phrase after the subject, as printed
    subject: str = ""  # the subject as printed, when its filter renders it otherwise

    def run(self, g: GameState, ctx: Ctx) -> Run:
        yield from g.run_step(self.step, ctx)

    def text(self) -> str:
        return f"Have {self.subject or self.step.who.text()} {self.words}"
