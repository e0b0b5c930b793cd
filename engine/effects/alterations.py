"""Alteration words borrowed from other card games and written the Altered way.

- "additional": an amount added to the step it modifies and resolved with it, in the
  same atomic action and under the same conditions;
- "already": an alternative checked *before* the preceding step resolves; if it holds,
  the alternative happens instead of that step;
- "each time": an interruption — when the named thing happens during a step, the
  interruption resolves in full, then the step carries on;
- "this activation": a modifier of the activation being resolved (here: it resolves once
  more), which is not a new activation.

("That activation", a passive modifying another object's Emblem-Reaction as it is
created, lives in `modifiers.py`.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Step
from engine.effects.steps.common import plural, subject_text
from engine.model import ZONE
from engine.sentences import effect_text, lower_first

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.effects.filters import Filter
    from engine.effects.selectors.base import Selector
    from engine.effects.steps.common import Run
    from engine.model import Status
    from engine.state import GameState


@attrs.frozen
class GainBoostsAdditional(Step):
    """"[Object] gains N boosts. If it is a [sub-type], it gains M additional boosts."

    The additional boosts are one atomic action with the first ones: a single event,
    and nothing at all if the object cannot gain the first ones."""

    who: Selector
    n: int
    extra: int
    when: Filter

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, "gain boosts")):
            total = self.n
            if self.when.matches(g, c, ctx):
                total += self.extra
            g.gain_counters(c, "boost", total, "7.3.12", ctx=ctx)

    def text(self) -> str:
        noun = self.when.subtype.capitalize() if self.when.subtype else self.when.noun()
        return (subject_text(self.who, "gains", "gain") + f" {plural(self.n, 'boost')}. "
                f"If it is a {noun}, it gains {self.extra} additional "
                f"boost{'s' * (self.extra != 1)}")


@attrs.frozen
class StatusOrAlready(Step):
    """"[Object] gains [status]. If it already has [status], instead [steps on it]".

    "Already" is checked before the status is given: an object that gains the status by
    this very step does not get the alternative."""

    who: Selector
    status: Status
    instead: tuple[Step, ...]

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, f"gain {self.status.value}")):
            if self.status in c.statuses:
                g.note(f"{c.name} already has {self.status.value.capitalize()}: the alternative "
                       "happens instead", "6.2.b", ctx=ctx)
                ctx.it, ctx.it_oid = c, c.oid
                for s in self.instead:
                    yield from s.run(g, ctx)
            else:
                g.gain_status(c, self.status, "7.3.13", ctx=ctx)

    def text(self) -> str:
        st = self.status.value.capitalize()
        return (subject_text(self.who, "gains", "gain") + f" {st}. If it already has {st}, instead "
                + lower_first(effect_text(self.instead)).rstrip("."))


@attrs.frozen
class DiscardTopEachTime(Step):
    """"Discard the top N cards of your Deck one at a time. Each time a [type] card is
    discarded this way, [steps]" — the steps interrupt the discarding and resolve in full
    before the next card is discarded."""

    n: int
    types: tuple[str, ...]
    each_time: tuple[Step, ...]

    def run(self, g: GameState, ctx: Ctx) -> Run:
        p = g.players[ctx.controller]
        for _ in range(self.n):
            if not p.deck:
                g.note("no card left to discard", "1.2.6.f", ctx=ctx)
                return
            card = p.deck[-1]
            new = yield from g.move(card, ZONE.DISCARD, rule="7.3.5", ctx=ctx)
            if new is not None and new.cdef.counts_as(self.types):
                ctx.it, ctx.it_oid = new, new.oid
                for s in self.each_time:  # the interruption resolves in full first
                    yield from s.run(g, ctx)

    def text(self) -> str:
        noun = " or ".join(t.capitalize() for t in self.types)
        return (f"Discard the top {self.n} cards of your Deck one at a time. Each time a {noun} "
                f"card is discarded this way, {lower_first(effect_text(self.each_time))}")


def _contains(steps: tuple[Step, ...], target: Step) -> bool:
    for s in steps:
        if s is target:
            return True
        for attr in ("steps", "then", "otherwise", "each_time", "instead"):
            inner = getattr(s, attr, None)
            if isinstance(inner, tuple) and _contains(inner, target):
                return True
        outs = getattr(s, "outcomes", None)
        if isinstance(outs, tuple) and any(_contains(o.steps, target) for o in outs):
            return True
    return False


def _steps_of(ability: object) -> tuple[Step, ...]:
    """The steps of an ability that has some (a Reaction, a quick action...), else ()."""
    return getattr(ability, "steps", ())


@attrs.frozen(eq=False)
class ThisActivationAgain(Step):
    """"This activation resolves once more": a modifier of the activation being resolved —
    its effect is done again as part of it, with no new Emblem and no new activation (so
    it does not count toward the daily limit, 6.3.l)."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        src = ctx.source
        steps: tuple[Step, ...] | None = None
        if src is not None:  # the steps of the ability holding this one
            steps = next((_steps_of(a) for a in src.cdef.abilities
                          if _contains(_steps_of(a), self)), None)
        if steps is None:
            return
        g.note("this activation resolves once more", "6.2", ctx=ctx)
        for s in steps:
            yield from g.run_step(s, ctx)

    def text(self) -> str:
        return "this activation resolves once more"
