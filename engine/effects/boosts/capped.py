"""Boosts and counters gained "up to a max of M" (7.3.12, 2.5.f): the commonest words of
the boost family, kept apart so a card that gains a few boosts builds only these."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Step
from engine.effects.permissions import support_cap
from engine.effects.steps.common import plural, subject_text

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.effects.selectors.base import Selector
    from engine.effects.steps.common import Run
    from engine.state import GameState


@attrs.frozen
class GainBoostsUpTo(Step):
    """"[Object] gains N boosts, up to a max of M": it gains boosts (7.3.12) only until it
    has M; one that already has M or more gains none. The boosts it already has count,
    wherever it is (a card in Reserve may hold boosts, 2.5.a)."""

    who: Selector
    n: int
    cap: int

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, f"gain {plural(self.n, 'boost')}")):
            have = c.counters.get("boost", 0)
            cap = support_cap(g, ctx, c, self.cap)
            gain = self.n if cap is None else max(0, min(self.n, cap - have))
            if gain:
                g.gain_counters(c, "boost", gain, "7.3.12", ctx=ctx)
            if gain < self.n:
                g.note(f"{c.name} has {have} boost{'s' * (have != 1)}: it gains "
                       f"{gain if gain else 'none'}, up to a max of {cap}", "7.3.12", ctx)
            elif cap != self.cap and have + gain > self.cap:
                g.note(f"{c.name} goes beyond its maximum of {self.cap}", "7.3.12", ctx)

    def text(self) -> str:
        return (subject_text(self.who, "gains", "gain") + f" {plural(self.n, 'boost')}, "
                f"up to a max of {self.cap}")


@attrs.frozen
class GainCountersUpTo(Step):
    """"I gain 1 Arcane counter, up to a max of 3": as for boosts (Bise's "up to a max"), a
    counter of that name (2.5.f) only until it has M; a card in Reserve may hold counters
    (2.5.a)."""

    who: Selector
    name: str
    n: int
    cap: int

    def run(self, g: GameState, ctx: Ctx) -> Run:
        label = f"{self.name.capitalize()} counter"
        for c in (yield from self.who.pick(g, ctx, f"gain {label}s")):
            have = c.counters.get(self.name, 0)
            gain = max(0, min(self.n, self.cap - have))
            if gain:
                g.gain_counters(c, self.name, gain, "2.5.f", ctx=ctx)
            if gain < self.n:
                g.note(f"{c.name} has {have} {label}{'s' * (have != 1)}: it gains "
                       f"{gain if gain else 'none'}, up to a max of {self.cap}", "2.5.f", ctx)

    def text(self) -> str:
        what = f"{self.n} {self.name.capitalize()} counter{'s' * (self.n != 1)}"
        return subject_text(self.who, "gains", "gain") + f" {what}, up to a max of {self.cap}"
