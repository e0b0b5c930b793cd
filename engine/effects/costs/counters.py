"""Costs paid in counters (1.2.5): "spend N of my counters", from another object."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.decisions import DecisionKind, Option
from engine.effects.steps.common import choose_own_card
from engine.model import ZONE

if TYPE_CHECKING:  # pragma: no cover

    from engine.effects.context import Ctx
    from engine.effects.steps.common import Run
    from engine.model import Card
    from engine.state import GameState


@attrs.frozen
class SpendCounterCost:
    """The internal cost (6.4) "spend 1 of my boosts" (`anywhere=False`: from the bearer)
    or "spend 1 counter from a card you control or in your Reserve" (`anywhere=True`: any
    counter, boosts included, of a card in play you control or in your own Reserve; you
    choose the card and, if it holds several kinds, which counter). Spending removes the
    counter (2.5, 7.3.27); with no counter to spend the cost cannot be paid."""

    anywhere: bool = True
    n: int = 1

    def _holders(self, g: GameState, ctx: Ctx) -> list[Card]:
        if not self.anywhere:
            src = ctx.source
            ok = (src is not None and g.alive(src, ctx.source_oid)
                  and src.counters.get("boost", 0) >= self.n)
            return [src] if ok and src is not None else []
        cards = [c for c in g.objects_in((ZONE.EXPEDITION, ZONE.LANDMARK, ZONE.HERO))
                 if g.controller_of(c) == ctx.controller]
        cards += list(g.players[ctx.controller].reserve)
        return [c for c in cards if sum(c.counters.values()) >= self.n]

    def payable(self, g: GameState, ctx: Ctx) -> bool:
        return bool(self._holders(g, ctx))

    def why_not(self, g: GameState, ctx: Ctx) -> str | None:
        return None if self.payable(g, ctx) else f"there is no counter to {self.text()}"

    def pay(self, g: GameState, ctx: Ctx) -> Run:
        pick = yield from choose_own_card(
            g, ctx, self._holders(g, ctx), "Choose the card to spend a counter from", key="c",
            label=lambda c: f"{g.describe(c)} ({_counter_words(c)})")
        names = ["boost"] if not self.anywhere else sorted(pick.counters)
        name = names[0]
        if len(names) > 1:
            opts = [Option(f"n:{k}", f"{k.capitalize()} counter") for k in names]
            ans = yield from g.ask(ctx.controller, DecisionKind.CHOOSE_COUNTER,
                                   "Which counter to spend?", opts,
                                   source=ctx.source)
            name = ans.split(":", 1)[1]
        g.spend_counters(pick, name, self.n, ctx=ctx)

    def text(self) -> str:
        if not self.anywhere:
            return f"spend {self.n} of my boosts"
        return f"spend {self.n} counter from a card you control or in your Reserve"


def _counter_words(c: Card) -> str:
    return ", ".join(f"{n} {k}" for k, n in sorted(c.counters.items()))


ANYWHERE: frozenset[str | None] = frozenset({"hero", "companion", None})


@attrs.frozen
class SpendCounterFrom:
    """The internal cost "spend 1 counter from a card in your Reserve or Landmarks" (6.4;
    7.3.27): one counter of any kind (boosts included) from one such card, chosen as the
    cost is paid; with none, the cost can't be paid and what follows "to" does not happen."""

    def _candidates(self, g: GameState, ctx: Ctx) -> list[Card]:
        p = g.players[ctx.controller]
        return [c for c in (*p.reserve, *p.landmarks) if any(c.counters.values())]

    def payable(self, g: GameState, ctx: Ctx) -> bool:
        return bool(self._candidates(g, ctx))

    def why_not(self, g: GameState, ctx: Ctx) -> str | None:
        return None if self.payable(g, ctx) else "no card in your Reserve or Landmarks has a counter"

    def pay(self, g: GameState, ctx: Ctx) -> Run:
        cards = self._candidates(g, ctx)
        opts = [Option(f"k:{c.oid}:{name}", f"{c.name}: a {name.capitalize()} counter"
                       if name != "boost" else f"{c.name}: a boost", (c.oid,))
                for c in cards for name, n in sorted(c.counters.items()) if n]
        ans = opts[0].id
        if len(opts) > 1:
            ans = yield from g.ask(ctx.controller, DecisionKind.CHOOSE_CARD,
                                   "Choose the counter to spend",
                                   opts, source=ctx.source)
        _, oid, name = ans.split(":")
        card = next(c for c in cards if str(c.oid) == oid)
        g.spend_counters(card, name, 1, ctx=ctx)

    def text(self) -> str:
        return "spend 1 counter from a card in your Reserve or Landmarks"
