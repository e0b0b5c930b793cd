"""A condition or a die's result printed as a heading before a colon ("If [condition]:
[steps].", "On a 4+: ...", "After Rest: ..."): the same steps as the inline forms,
worded the way the card prints them (6.5.d-f, 7.3.19)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Step
from engine.effects.delayed import AfterRest
from engine.effects.dice import Outcome
from engine.effects.modes.conditionals import IfYouCant
from engine.effects.steps.common import then_text
from engine.effects.steps.control import If, IfYouDid
from engine.effects.steps.control import IfYouDont as IfYouDontStep
from engine.sentences import effect_text, upper_first

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.conditions.base import Condition
    from engine.effects.context import Ctx
    from engine.effects.steps.common import Run
    from engine.state import GameState


# ------------------------------------------------------------------ headings with a colon
def _body_text(steps: tuple[Step, ...]) -> str:
    """The steps after a heading's colon, as sentences (the ability adds the last period)."""
    return effect_text(steps).rstrip(".")


@attrs.frozen
class IfHeading(If):
    """"If [condition]: [steps]." - the condition printed as a heading, every sentence
    after the colon depending on it (6.5.d); "If [condition]: X, otherwise Y." has both
    branches (6.5.e)."""

    def text(self) -> str:
        if self.otherwise:
            return (f"If {self.cond.text()}: {upper_first(then_text(self.then))}, otherwise "
                    f"{then_text(self.otherwise)}")
        return f"If {self.cond.text()}: {_body_text(self.then)}"


def _heading_text(head: str, steps: tuple[Step, ...], otherwise: tuple[Step, ...]) -> str:
    """"[head]: [steps]." or "[head]: X, otherwise Y." (6.5.e)."""
    if otherwise:
        return f"{head}: {upper_first(then_text(steps))}, otherwise {then_text(otherwise)}"
    return f"{head}: {_body_text(steps)}"


@attrs.frozen
class IfYouDidHeading(IfYouDid):
    """"You may X. If you do: [steps]." (6.5.f), the steps after the colon; "If you do:
    X, otherwise Y." does Y when X was not done (6.5.e)."""

    otherwise: tuple[Step, ...] = ()

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for s in (self.steps if ctx.did else self.otherwise):
            yield from g.run_step(s, ctx)

    def text(self) -> str:
        return _heading_text("If you do", self.steps, self.otherwise)


@attrs.frozen
class IfYouDontHeading(IfYouDontStep):
    """"You may X. If you don't: [steps]." (6.5.f), the steps after the colon."""

    otherwise: tuple[Step, ...] = ()

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for s in (self.otherwise if ctx.did else self.steps):
            yield from g.run_step(s, ctx)

    def text(self) -> str:
        return _heading_text("If you don't", self.steps, self.otherwise)


@attrs.frozen
class IfYouCantHeading(IfYouCant):
    """"[Do X]. If you can't: [steps].": the step before could not be done."""

    otherwise: tuple[Step, ...] = ()

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for s in (self.otherwise if ctx.did else self.steps):
            yield from g.run_step(s, ctx)

    def text(self) -> str:
        return _heading_text("If you can't", self.steps, self.otherwise)


@attrs.frozen
class OutcomeHeading(Outcome):
    """"Roll a die. On a 4+: [steps].": a result printed as a heading (7.3.19); "On a 4+:
    X, otherwise Y." is followed by the other results' `OtherResults`."""

    otherwise: tuple[Step, ...] = ()

    def text(self) -> str:
        return _heading_text(f"On a {self.range_text()}", self.steps, self.otherwise)


@attrs.frozen
class OtherResults(Outcome):
    """The results "otherwise" covers after an `OutcomeHeading` (its text says them)."""

    def text(self) -> str:
        return ""


@attrs.frozen
class AfterRestHeading(AfterRest):
    """"After Rest: [steps]." - remembered now, done right after the next Rest."""

    def text(self) -> str:
        return f"After Rest: {_body_text(self.steps)}"


@attrs.frozen
class UnlessHeading(Step):
    """"Unless [condition]: [steps]." - the steps happen only when the condition does not
    hold, looked at just before (6.5.d)."""

    cond: Condition
    then: tuple[Step, ...]
    otherwise: tuple[Step, ...] = ()  # "Unless [condition]: X, otherwise Y."

    def run(self, g: GameState, ctx: Ctx) -> Run:
        if self.cond.holds(g, ctx):
            if not self.otherwise:
                g.note(f"nothing happens: {self.cond.text()}", "6.5.d", ctx=ctx)
            for s in self.otherwise:
                yield from g.run_step(s, ctx)
            return
        for s in self.then:
            yield from g.run_step(s, ctx)

    def text(self) -> str:
        return _heading_text(f"Unless {self.cond.text()}", self.then, self.otherwise)
