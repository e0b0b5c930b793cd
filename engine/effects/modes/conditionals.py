""""If" and "otherwise" inside one sentence, and "if you don't / can't" after an optional
step (6.5.d-f)."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import attrs

from engine.ability_kinds import Step
from engine.effects.selectors.pronouns import It
from engine.effects.selectors.targets import Target
from engine.effects.steps.common import about, then_text
from engine.effects.steps.control import If
from engine.effects.steps.gains import Mark
from engine.effects.subjects import _predicate
from engine.sentences import upper_first

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.conditions.base import Condition
    from engine.effects.context import Ctx
    from engine.effects.selectors.targets import Target
    from engine.effects.steps.common import Run, StepOn
    from engine.state import GameState


@attrs.frozen
class IfAfter(If):
    """"[Step] if [condition]": the condition printed after the step; the same meaning as
    "If [condition], [step]" (6.5.d)."""

    def text(self) -> str:
        return f"{then_text(self.then)} if {self.cond.text()}"


@attrs.frozen
class IfYouDont(Step):
    """"If you don't, [steps]": after an optional step, when it was not done (6.5.f)."""

    steps: tuple[Step, ...]

    def run(self, g: GameState, ctx: Ctx) -> Run:
        if not ctx.did:
            for s in self.steps:
                yield from g.run_step(s, ctx)

    def text(self) -> str:
        return "If you don't, " + then_text(self.steps)


@attrs.frozen
class IfOtherwiseInline(If):
    """"If [condition], X, otherwise Y": one sentence with both branches (6.5.d-e)."""

    def text(self) -> str:
        return (f"If {self.cond.text()}, {then_text(self.then)}, otherwise "
                f"{then_text(self.otherwise)}")


@attrs.frozen
class IfYouCant(IfYouDont):
    """"If you can't, [steps]": the step before could not be done (nothing to sacrifice)."""

    def text(self) -> str:
        return "If you can't, " + then_text(self.steps)


@attrs.frozen
class IfInline(If):
    """"If [condition], X, otherwise Y" in one sentence: `If` with both branches (6.5.d),
    printed as the card prints it."""

    def text(self) -> str:
        return (f"If {self.cond.text()}, {then_text(self.then)}, otherwise "
                f"{then_text(self.otherwise)}")


@attrs.frozen
class IfOtherwiseIt(Step):
    """"If [condition], target X [does A]. Otherwise, it [does B]." — the target is one
    object whichever branch happens (6.5.b: chosen once), so it is chosen first; then the
    condition is looked at (6.5.d) and A or B is done to it."""

    branch: If  # as printed: its `then` is one step about the target, `otherwise` about "it"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        first = cast("StepOn", self.branch.then[0])  # a target's step (otherwise_about_target)
        about_it = about(first, It())
        picked = yield from first.who.pick(g, ctx, _predicate(about_it, False))
        before = ctx.it, ctx.it_oid
        for c in picked:
            ctx.it, ctx.it_oid = c, c.oid
            holds = self.branch.cond.holds(g, ctx)
            if not holds:
                g.note(f"the condition '{self.branch.cond.text()}' is not met", "6.5.d",
                       ctx=ctx)
            todo = (about_it,) if holds else self.branch.otherwise
            for s in todo:
                yield from g.run_step(s, ctx)
        ctx.it, ctx.it_oid = before

    def text(self) -> str:
        return self.branch.text()


def otherwise_about_target(branch: If) -> Step:
    """The "If … target X …. Otherwise, it …" shape as one step when the otherwise branch
    speaks of the target; the plain conditional step when it does not."""
    if (len(branch.then) == 1 and isinstance(getattr(branch.then[0], "who", None), Target)
            and any(isinstance(getattr(s, "who", None), It) for s in branch.otherwise)):
        return IfOtherwiseIt(branch)
    return branch


@attrs.frozen
class InsteadIf(Step):
    """"[Step]. If [condition], [other step] instead.": one or the other, the condition read
    as the effect resolves (6.5.d); printed as two sentences."""

    step: Step
    cond: Condition
    instead: Step
    instead_words: str = "create two instead"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        chosen = self.instead if self.cond.holds(g, ctx) else self.step
        yield from g.run_step(chosen, ctx)

    def text(self) -> str:
        return f"{self.step.text()}. If {self.cond.text()}, {self.instead_words}"


@attrs.frozen
class TargetFirst(Step):
    """"If [condition]: Target Character gains 2 boosts, otherwise it gains 1 boost.": the
    target is chosen whatever the condition (6.5.b) and is "it" in both branches; `step` is
    the heading with the target's step about "it", `printed` that step as printed."""

    who: Target
    step: Step
    it_step: Step
    printed: Step

    def run(self, g: GameState, ctx: Ctx) -> Run:
        yield from g.run_step(Mark(self.who), ctx)
        yield from g.run_step(self.step, ctx)

    def text(self) -> str:
        return self.step.text().replace(upper_first(self.it_step.text()),
                                        upper_first(self.printed.text()), 1)
