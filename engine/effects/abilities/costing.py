"""Changes to what playing costs (1.4.1): "I cost less if / for ...", Quick actions costing more."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import attrs

from engine.ability_kinds import (
    CostChange,
    QuickAction,
)
from engine.effects.context import Ctx

if TYPE_CHECKING:  # pragma: no cover

    from engine.effects.conditions.base import Condition
    from engine.effects.costs.others import CostsMoreUnlessFirst
    from engine.effects.counts import Count
    from engine.model import Card
    from engine.state import GameState


@attrs.frozen
class ICostLessIf(CostChange):
    """"I cost N less if [condition]" / "If [condition], I cost N less": a decrease of
    the card's own cost, when the condition holds as it is played (5.1.2.e); the
    condition is read with the card as "I" and its player as "you"."""

    cond: Condition = attrs.field(kw_only=True)
    self_only = True
    cond_first: bool = attrs.field(default=False, eq=False)  # printed "If …, I cost …"

    def holds(self, g: GameState, card: Card, player: int) -> bool:
        return self.cond.holds(g, Ctx(controller=player, source=card))

    def text(self, duration: str | None = None) -> str:
        if self.cond_first:
            return f"If {self.cond.text()}, I cost {self.less} less."
        return f"I cost {self.less} less if {self.cond.text()}."


@attrs.frozen
class ICostLessFor(CostChange):
    """"I cost N less for each [thing]": a decrease of the card's own cost of N per
    thing counted as it is played (5.1.2.e); `count` has value(g, ctx) and text()."""

    per: int = 1
    count: Count = attrs.field(kw_only=True)
    self_only = True

    def now(self, g: GameState, card: Card, player: int) -> CostChange:
        n = int(self.count.value(g, Ctx(controller=player, source=card)))
        return attrs.evolve(self, less=self.per * n)

    def text(self, duration: str | None = None) -> str:
        return f"I cost {self.per} less for each {self.count.text()}."


@attrs.frozen
class QuickActionCostingMore(QuickAction):
    """A quick action whose cost is a `CostsMoreUnlessFirst`: its text ends with the
    sentence that says so."""

    def text(self) -> str:
        more = cast("CostsMoreUnlessFirst", self.cost).more  # its cost, by construction
        return (f"{super().text()} This action costs {more} more if you are not "
                "the first player.")
