""""You may ..." (6.5.c) and modes with their own cost: one choice, then what was done
decides what follows."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import attrs

from engine.ability_kinds import Step
from engine.effects.boosts.combined import BoostsAndStatus
from engine.effects.costs.base import pay_in_full
from engine.effects.selectors.base import JUST_CHOOSE
from engine.effects.selectors.targets import Target
from engine.effects.steps.common import then_text
from engine.effects.steps.control import May
from engine.effects.steps.gains import GainBoosts
from engine.sentences import lower_first, upper_first

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.effects.costs.base import Payment, QuickCost
    from engine.effects.selectors.targets import Target
    from engine.effects.steps.common import Run
    from engine.model import Status
    from engine.state import GameState


@attrs.frozen
class PaidMode(Step):
    """A mode (or sentence) with its own cost: "[T] : I gain 2 boosts" among the modes of
    "Choose one:", or "Spend 1 counter … to discard target Permanent". The cost is paid in
    full first (6.4); if it cannot be, the rest does not happen (as 6.4.a for any cost)."""

    cost: Payment  # with `colon`, a QuickCost (printed with its symbols)
    steps: tuple[Step, ...]
    colon: bool = True
    reports_did = True  # printed "[T] : …" rather than "Spend … to …"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        if not (yield from pay_in_full(g, ctx, self.cost,
                                       f"cannot {self.cost.text()}, so nothing more happens")):
            return
        for s in self.steps:
            yield from g.run_step(s, ctx)

    def text(self) -> str:
        if self.colon:
            return f"{cast('QuickCost', self.cost).symbol()} : {then_text(self.steps)}"
        return f"{upper_first(self.cost.text())} to {lower_first(then_text(self.steps))}"


@attrs.frozen
class MayTargetGains(Step):
    """"You may target a Character in Reserve, it gains 2 boosts": optional (6.5.c), then
    the target (6.5.b) gains the boosts (7.3.12)."""

    who: Target
    n: int = 2
    then_word: bool = False  # printed "Then you may …"
    status: Status | None = None  # also gained: "it gains 1 boost and Fleeting"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        step = (GainBoosts(self.who, self.n) if self.status is None
                else BoostsAndStatus(self.who, self.n, self.status))
        yield from g.run_step(May(step), ctx)

    def text(self) -> str:
        noun = self.who.filter.noun()
        article = "an" if noun[:1] in "AEIOU" else "a"
        head = "Then you may" if self.then_word else "You may"
        also = f" and {self.status.value.capitalize()}" if self.status is not None else ""
        return (f"{head} target {article} {noun}, it gains {self.n} "
                f"boost{'s' * (self.n != 1)}{also}")


@attrs.frozen
class MarkTargets(Step):
    """"You may target [object]." / "Target any number of [objects].": the targets are
    chosen (6.5.b; "you may": none at all is allowed) and named "it" / "they" for the
    sentence after; with none chosen, that sentence does nothing."""

    who: Target
    may: bool = False

    def run(self, g: GameState, ctx: Ctx) -> Run:
        chosen = list((yield from self.who.pick(g, ctx, JUST_CHOOSE)))
        ctx.chosen = chosen
        ctx.it = chosen[0] if len(chosen) == 1 else None
        ctx.it_oid = ctx.it.oid if ctx.it is not None else None
        ctx.did = bool(chosen)

    def text(self) -> str:
        if self.may:
            noun = self.who.filter.noun()
            return f"You may target {noun if noun.startswith('another') else 'a ' + noun}"
        return f"Target any number of {self.who.filter.noun(plural=True)}"


@attrs.frozen
class MayDo(Step):
    """"You may [step]. If you do, ..." — "did" only if the step actually changed something,
    so an impossible step cannot be "done" to get the rest (FAQ pattern)."""

    step: Step

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False
        ok = yield from g.ask_yes_no(ctx.controller, f"You may: {self.step.text()}. Do it?",
                                     source=ctx.source)
        if not ok:
            g.note(f"chose not to: {self.step.text()}", "6.5.c", ctx=ctx)
            return
        before = g.events_recorded()
        yield from self.step.run(g, ctx)
        ctx.did = g.events_recorded() > before

    def text(self) -> str:
        return "You may " + lower_first(self.step.text())


@attrs.frozen
class MayAll(Step):
    """"You may [X] and [Y]": one choice for both; each part is tried even if another part
    turns out to be impossible (6.5.h)."""

    steps: tuple[Step, ...]

    def run(self, g: GameState, ctx: Ctx) -> Run:
        text = " and ".join(lower_first(s.text()) for s in self.steps)
        ok = yield from g.ask_yes_no(ctx.controller, f"You may {text}. Do it?",
                                     source=ctx.source)
        if not ok:
            g.note(f"chose not to {text}", "6.5.c", ctx=ctx)
            return
        for s in self.steps:
            yield from s.run(g, ctx)

    def text(self) -> str:
        return "You may " + " and ".join(lower_first(s.text()) for s in self.steps)
