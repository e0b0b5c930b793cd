"""Steps that give or take marks on cards (7.3): boosts, counters, statuses, a mark."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Step
from engine.effects.selectors.base import JUST_CHOOSE
from engine.effects.selectors.targets import Target
from engine.effects.steps.common import DieResult, Run, amount, plural, subject_text
from engine.model import STATUS

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.effects.selectors.base import Selector
    from engine.model import Status
    from engine.state import GameState


@attrs.frozen
class GainBoosts(Step):
    """"[Objects] gain N boosts", and the same action printed with the effect's controller
    as the subject: "Give [object] N boosts", "Give N boosts to [object]" (`printed`):
    each object gains the boosts in one gain (7.3.12)."""

    who: Selector
    n: int | DieResult = 1
    # "Up to two target Characters gain 1 boost", printed without "each": wording only
    no_each: bool = attrs.field(default=False, eq=False)
    # "gains", "give" ("Give it 2 boosts") or "give to" ("Give 2 boosts to …"): wording only
    printed: str = attrs.field(default="gains", eq=False)

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, f"gain {plural(self.n, 'boost')}")):
            g.gain_counters(c, "boost", amount(self.n, ctx), "7.3.12", ctx=ctx)

    def text(self) -> str:
        if self.printed == "give":
            return f"Give {self.who.text()} {plural(self.n, 'boost')}"
        if self.printed == "give to":
            return f"Give {plural(self.n, 'boost')} to {self.who.text()}"
        if isinstance(self.who, Target) and self.who.plural and not self.no_each:
            # "Up to two targets each gain"
            t = f"{self.who.text(subject=True)} each gain {plural(self.n, 'boost')}"
        else:
            t = subject_text(self.who, "gains", "gain") + " " + plural(self.n, "boost")
        if isinstance(self.n, DieResult):
            t += ", where X is the final result" if self.n.final else ", where X is the result"
        return t


@attrs.frozen
class GainCounters(Step):
    """"[Objects] gain N [name] counters" (7.3.12 for a counter of any name).  Boosts are
    counters too, but "gains N boosts" is `GainBoosts`: its N may be a die's result and
    its words differ."""

    who: Selector
    name: str
    n: int = 1

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, f"gain {self.name} counters")):
            g.gain_counters(c, self.name, self.n, "7.3.12", ctx=ctx)

    def text(self) -> str:
        return subject_text(self.who, "gains", "gain") + f" {plural(self.n, self.name.capitalize() + ' counter')}"


@attrs.frozen
class GainStatus(Step):
    """"[Objects] gain [status]" (7.3.13), "Exhaust [objects]" (7.3.10: gaining Exhausted).
    `LoseStatus` has the same shape and the opposite action (7.3.15); the objects that
    gained it are "it" for the next sentence."""

    who: Selector
    status: Status

    def run(self, g: GameState, ctx: Ctx) -> Run:
        rule = "7.3.10" if self.status is STATUS.EXHAUSTED else "7.3.13"  # "Exhaust …" (7.3.10)
        picked = yield from self.who.pick(g, ctx, f"gain {self.status.value.capitalize()}")
        for c in picked:
            g.gain_status(c, self.status, rule, ctx=ctx)
        if picked:  # what "it" names in the next sentence ("If it's in your Reserve")
            ctx.chosen = list(picked)

    def text(self) -> str:
        if self.status is STATUS.EXHAUSTED:
            return "Exhaust " + self.who.text()
        return subject_text(self.who, "gains", "gain") + f" {self.status.value.capitalize()}"


@attrs.frozen
class LoseStatus(Step):
    """"[Objects] lose [status]" (7.3.15): the opposite action of `GainStatus`; losing a
    status the object does not have does nothing."""

    who: Selector
    status: Status

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, f"lose {self.status.value.capitalize()}")):
            g.lose_status(c, self.status, "7.3.15", ctx=ctx)

    def text(self) -> str:
        return subject_text(self.who, "loses", "lose") + f" {self.status.value.capitalize()}"


@attrs.frozen
class Mark(Step):
    """"Target [object], then ...": choose the object first and call it "it" for the
    following steps (6.5.b, 6.3.h) — e.g. a target chosen before a die is rolled."""

    who: Selector

    def run(self, g: GameState, ctx: Ctx) -> Run:
        chosen = yield from self.who.pick(g, ctx, JUST_CHOOSE)
        ctx.it = chosen[0] if chosen else None
        ctx.it_oid = ctx.it.oid if ctx.it is not None else None
        ctx.chosen = list(chosen)

    def text(self) -> str:
        words = self.who.text()
        if words.startswith("target "):  # "Target a Character you control, then …"
            noun = words[len("target "):]
            article = "" if noun.startswith("another ") else "an " if noun[:1] in "AEIOU" else "a "
            return f"Target {article}{noun}"
        return f"Choose {words}"
