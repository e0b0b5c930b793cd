"""Targets bound by costs (7.2.2): a taxed target, "costing X or less"."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.decisions import Asks
from engine.effects.selectors.targets import Target, TargetOneOf
from engine.model import ZONE, Card

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.effects.counts import MyCountersX
    from engine.state import GameState


@attrs.frozen
class TargetOneOfTaxed(TargetOneOf):
    """"… This costs 2 more to target a Permanent in play with Hand Cost 5 or more": choosing
    such a target costs the player N more mana, paid as the target is chosen (as a Tough cost
    is, 7.4.7.c), on top of any Tough cost; a target whose cost cannot be paid cannot be
    chosen."""

    more: int = 2
    min_hand_cost: int = 5

    def _taxed(self, card: Card) -> bool:
        return (card.zone in (ZONE.EXPEDITION, ZONE.LANDMARK)
                and card.cdef.counts_as("permanent")
                and card.cdef.hand_cost >= self.min_hand_cost)

    def tough(self, g: GameState, ctx: Ctx, card: Card) -> int:
        return super().tough(g, ctx, card) + (self.more if self._taxed(card) else 0)

    def cost_label(self, n: int) -> str:
        return f"pay {n} more to target it"

    def pick(self, g: GameState, ctx: Ctx, verb: str) -> Asks[list[Card]]:
        chosen = yield from super().pick(g, ctx, verb)  # pays Tough (7.4.7)
        for c in chosen:
            if self._taxed(c):
                g.pay_mana(ctx.controller, self.more, "5.3", ctx)
        return chosen


@attrs.frozen
class CostXOrLessTarget(Target):
    """"target Character with Hand Cost X+2 or less, where X is my number of Arcane
    Counters": the bound counted each time the target is checked."""

    x: MyCountersX = attrs.field(kw_only=True)

    def text(self, subject: bool = False) -> str:
        return (f"target Character with Hand Cost X+{self.x.plus} or less, where X is my "
                f"number of {self.x.name.capitalize()} Counters")
