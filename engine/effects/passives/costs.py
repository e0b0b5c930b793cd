"""Narrowed cost reductions (1.4.1): "you may play me for less if ..."."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import OptionalCostReduction
from engine.effects.context import Ctx
from engine.effects.costs.others import NothingToPay
from engine.effects.filters import Filter

if TYPE_CHECKING:  # pragma: no cover
    from engine.model import Card
    from engine.state import GameState


@attrs.frozen
class PlayForLessNarrowed(OptionalCostReduction):
    """"You may play me for N less. If you do, I can only target a [filter]." — the choice is
    made when declaring the play (5.1.2.c, like any optional cost); if it was taken, the
    Spell's targets (6.5.b) must also fit `only`."""

    cost: object = attrs.field(factory=NothingToPay)
    reduction: int = 1
    only: Filter = attrs.field(factory=Filter)

    def may_target(self, g: GameState, ctx: Ctx, card: Card) -> bool:
        return not ctx.reduced or self.only.matches(g, card, ctx)

    def text(self, duration: str | None = None) -> str:
        return (f"You may play me for {self.reduction} less. If you do, I can only target a "
                f"{self.only.noun()}.")
