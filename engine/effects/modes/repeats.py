"""Steps done several times: "for each" a count taken once (6.5.i), "X times", and "for
each object you control, you may activate ..."."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Step
from engine.effects.activation import activatable, activate_symbol
from engine.effects.steps.common import then_text
from engine.messages import msg

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.effects.counts import Count, MyCountersX
    from engine.effects.filters import Filter
    from engine.effects.steps.common import Run
    from engine.state import GameState


@attrs.frozen
class ForEachMayActivate(Step):
    """"For each [object] you control, you may activate its [J] abilities": the objects are
    those controlled as the step starts (6.5.i); for each one that has such an ability its
    controller says yes or no (6.5.c), then it is activated (7.3.1.b).  An object without
    one is only noted: activating it would do nothing."""

    filter: Filter
    symbol: str = "J"
    word: str = attrs.field(default="abilities", eq=False)  # printed "triggers" on uniques

    def run(self, g: GameState, ctx: Ctx) -> Run:
        objs = [c for c in g.objects_in(self.filter.zones)
                if g.controller_of(c) == ctx.controller and self.filter.matches(g, c, ctx)]
        if not objs:
            g.note(msg("controls no {what}", what=self.filter.noun()), "6.5.i", ctx=ctx)
        for c, oid in [(c, c.oid) for c in objs]:
            if not g.alive(c, oid) or not activatable(g, c, self.symbol):
                g.note(f"{c.name} has no [{self.symbol}] ability to activate", "7.3.1.b",
                       ctx=ctx)
                continue
            ok = yield from g.ask_yes_no(
                ctx.controller, f"Activate the [{self.symbol}] abilities of {c.name}?",
                ctx.source)
            if ok:
                activate_symbol(g, ctx, c, self.symbol)
            else:
                g.note(f"chose not to activate the [{self.symbol}] abilities of {c.name}",
                       "6.5.c", ctx=ctx)

    def text(self) -> str:
        noun = self.filter.noun()
        if noun.startswith("another "):  # "for each other Character"
            noun = "other " + noun[len("another "):]
        return f"For each {noun}, you may activate its [{self.symbol}] {self.word}"


@attrs.frozen
class ForEach(Step):
    """"[Step] for each [count]": the count is taken once, as the step starts resolving, and
    does not change while the repetitions happen (6.5.i; FAQ: counted once on resolution)."""

    step: Step
    count: Count
    word: str = attrs.field(default="for each", eq=False)  # "for each" | "per": wording only

    def run(self, g: GameState, ctx: Ctx) -> Run:
        n = self.count.value(g, ctx)
        g.note(msg("counts {n} ({what})", n=n, what=self.count.text()), "6.5.i", ctx=ctx)
        for _ in range(n):
            yield from g.run_step(self.step, ctx)

    def text(self) -> str:
        return f"{self.step.text()} {self.word} {self.count.text()}"


@attrs.frozen
class DoXTimes(Step):
    """"Do the following X+1 times, where X is my number of Arcane counters: • [steps]": X
    counted once as it starts (6.5.i); each time, its choices are made anew."""

    x: MyCountersX
    steps: tuple[Step, ...]

    def run(self, g: GameState, ctx: Ctx) -> Run:
        n = self.x.value(g, ctx)
        g.note(f"does it {n} times (X+{self.x.plus})", "6.5.i", ctx=ctx)
        for _ in range(n):
            for s in self.steps:
                yield from g.run_step(s, ctx)

    def text(self) -> str:
        return (f"Do the following X+{self.x.plus} times, where X is my number of "
                f"{self.x.name.capitalize()} counters:\n • {then_text(self.steps)[:1].upper()}"
                f"{then_text(self.steps)[1:]}")
