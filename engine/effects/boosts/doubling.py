"""Counters doubled (7.3.6) and Augment (7.3.3): one more, or as many more, of what an
object already holds."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Step
from engine.decisions import DecisionKind, Option
from engine.model import BOOST, counter_label

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.effects.selectors.base import Selector
    from engine.effects.steps.common import Run
    from engine.state import GameState


@attrs.frozen
class DoubleBoostsOn(Step):
    """"Double the number of boosts on each [object]": each one gains as many boosts as it
    has (7.3.6); one without boosts has none to double."""

    who: Selector

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, "double its boosts")):
            n = c.counters.get("boost", 0)
            if n:
                g.gain_counters(c, "boost", n, "7.3.6", ctx=ctx)

    def text(self) -> str:
        return f"Double the number of boosts on {self.who.text()}"


@attrs.frozen
class Augment(Step):
    """Augment: the object gains one more of a single kind of counter it already has (7.3.3);
    with several kinds its controller picks one; with none nothing happens."""

    who: Selector

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, "augment")):
            kinds = sorted(k for k, v in c.counters.items() if v > 0)
            if not kinds:
                g.note(f"{c.name} has no counter to augment", "7.3.3", ctx=ctx)
                continue
            kind = kinds[0]
            if len(kinds) > 1:
                opts = [Option(f"k:{k}", counter_label(k)) for k in kinds]
                ans = yield from g.ask(ctx.controller, DecisionKind.CHOOSE_COUNTER,
                                       f"Choose the counter of {c.name} to augment", opts,
                                       source=ctx.source)
                kind = ans.split(":", 1)[1]
            g.gain_counters(c, kind, 1, "7.3.3", ctx=ctx)

    def text(self) -> str:
        words = self.who.text()
        if words.rstrip().endswith("target"):  # a filter of any type: "target card"
            words = words.rstrip() + " card in play or in Reserve"
        return f"Augment {words}"


@attrs.frozen
class Double(Step):
    """Double the [name] counters: gain as many as it has; doubling zero is impossible (7.3.6)."""

    who: Selector
    name: str = "boost"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, f"double its {self.name}s")):
            n = c.counters.get(self.name, 0)
            if n == 0:
                g.note(f"{c.name} has no {counter_label(self.name)} to double", "7.3.6", ctx=ctx)
                continue
            g.gain_counters(c, self.name, n, "7.3.6", ctx=ctx)

    def text(self) -> str:
        noun = "boosts" if self.name == BOOST else f"{self.name.capitalize()} counters"
        return f"Double the {noun} of {self.who.text()}"
