"""Costs paid by exhausting (1.2.5): one of yours, me and X, any with Mana."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.decisions import DecisionKind, Option
from engine.effects.steps.common import choose_own_card
from engine.model import STATUS, ZONE

if TYPE_CHECKING:  # pragma: no cover

    from engine.effects.context import Ctx
    from engine.effects.counts import Count
    from engine.effects.steps.common import Run
    from engine.model import Card
    from engine.state import GameState


@attrs.frozen
class ExhaustAndSpendAny:
    """A quick action's cost "[T], Spend any number of my Kelon counters" (6.4): exhausting
    me and spending as many of my counters of that name as the player says, none included;
    how many is kept (`ctx.spent`) for "the same number of …" in the effect."""

    name: str = "kelon"

    def payable(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        return src is not None and not src.exhausted and g.alive(src, ctx.source_oid)

    def why_not(self, g: GameState, ctx: Ctx) -> str | None:
        return None if self.payable(g, ctx) else "it is already exhausted (2.4.5.a)"

    def pay(self, g: GameState, ctx: Ctx) -> Run:
        src = ctx.source
        assert src is not None
        g.gain_status(src, STATUS.EXHAUSTED, "7.3.10", ctx=ctx)
        have = src.counters.get(self.name, 0)
        k = 0
        if have:
            opts = [Option(f"n:{i}", f"Spend {i}") for i in range(have + 1)]
            ans = yield from g.ask(ctx.controller, DecisionKind.CHOOSE_COUNTER,
                                   f"How many {self.name.capitalize()} counters to spend?", opts,
                                   source=ctx.source)
            k = int(ans.split(":")[1])
        if k:
            g.spend_counters(src, self.name, k, ctx=ctx)
        ctx.spent = k

    def text(self) -> str:
        return f"exhaust me and spend any number of my {self.name.capitalize()} counters"

    def symbol(self) -> str:
        return f"[T], Spend any number of my {self.name.capitalize()} counters"


@attrs.frozen
class ExhaustOneCost:
    """The internal cost "exhaust ([T]) a Permanent you control" / "a card in your Reserve"
    (6.4; 7.3.10): one of them, not yet exhausted, chosen by you as the cost is paid; with
    none, the cost cannot be paid and the effect after "to" does not happen."""

    what: str = "permanent"  # permanent | reserve

    def _candidates(self, g: GameState, ctx: Ctx) -> list[Card]:
        if self.what == "reserve":
            cards = g.players[ctx.controller].reserve
        else:
            cards = [c for c in g.objects_in((ZONE.EXPEDITION, ZONE.LANDMARK))
                     if c.cdef.counts_as("permanent") and g.controller_of(c) == ctx.controller]
        return [c for c in cards if STATUS.EXHAUSTED not in c.statuses]

    def payable(self, g: GameState, ctx: Ctx) -> bool:
        return bool(self._candidates(g, ctx))

    def why_not(self, g: GameState, ctx: Ctx) -> str | None:
        return None if self.payable(g, ctx) else f"there is nothing to {self.text()}"

    def pay(self, g: GameState, ctx: Ctx) -> Run:
        pick = yield from choose_own_card(g, ctx, self._candidates(g, ctx),
                                          f"Choose what to {self.text()}", key="x",
                                          label=g.describe)
        g.gain_status(pick, STATUS.EXHAUSTED, "7.3.10", ctx=ctx)

    def text(self) -> str:
        return ("exhaust a card in your Reserve" if self.what == "reserve"
                else "exhaust a Permanent you control")


@attrs.frozen
class ExhaustMeAndX:
    """The cost "{T}, {X}" of a quick action: exhaust me and pay X mana, X chosen as it is
    paid (6.4), from 0 up to the limit the text sets and the ready Mana Orbs; the X chosen
    is kept for the effect (`Ctx.x`)."""

    limit: Count

    def payable(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        return src is not None and not src.exhausted and g.alive(src, ctx.source_oid)

    def why_not(self, g: GameState, ctx: Ctx) -> str | None:
        return None if self.payable(g, ctx) else "it is already exhausted (2.4.5.a)"

    def pay(self, g: GameState, ctx: Ctx) -> Run:
        top = max(0, min(int(self.limit.value(g, ctx)), g.ready_mana(ctx.controller)))
        x = 0
        if top:
            opts = [Option(f"x:{i}", f"X = {i}") for i in range(top + 1)]
            ans = yield from g.ask(ctx.controller, DecisionKind.MODE,
                                   f"Choose X (at most {top})", opts,
                                   source=ctx.source)
            x = int(ans.split(":")[1])
        ctx.x = x
        if x:
            g.pay_mana(ctx.controller, x, "1.2.5.e", ctx=ctx)
        if ctx.source is not None:
            g.gain_status(ctx.source, STATUS.EXHAUSTED, "7.3.10", ctx=ctx)
        g.note(f"X is {x}", "6.4", ctx=ctx)

    def text(self) -> str:
        return "exhaust me and pay X"

    def symbol(self) -> str:
        return "[T], X"
