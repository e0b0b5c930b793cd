"""Costs paid by sacrificing (1.2.5, 1.4.5): me, one of yours, a chosen one."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.decisions import DecisionKind
from engine.effects.costs.base import Cost
from engine.effects.costs.cards import CostAndOneCard
from engine.effects.filters import CHARACTER, PERMANENT, your_permanents
from engine.effects.steps.common import choose_own_card, me_in_play
from engine.model import ZONE

if TYPE_CHECKING:  # pragma: no cover
    from typing import ClassVar

    from engine.decisions import Asks
    from engine.effects.context import Ctx
    from engine.effects.filters import Description, Filter
    from engine.effects.steps.common import Run
    from engine.model import Card
    from engine.state import GameState


@attrs.frozen
class SacrificeForCost:
    """The optional cost "sacrifice a Permanent" of "You may sacrifice a Permanent to reduce
    my cost by N" (5.1.2.c): declared with the intent to play, paid with the other costs
    (5.1.2.h) by sacrificing a Permanent you control (7.3.25)."""

    label = "sacrificing a Permanent to pay less"
    prompt = "Choose a Permanent to sacrifice"
    verb = "sacrifice"

    def pay_with(self, g: GameState, chosen: Card, ctx: Ctx) -> Run:
        yield from g.move(chosen, ZONE.DISCARD, rule="7.3.25", ctx=ctx, sacrifice=True)

    def candidates(self, g: GameState, player: int, exclude: Card | None) -> list[Card]:
        return [c for c in your_permanents(g, player) if c is not exclude]

    def payable(self, g: GameState, player: int, exclude: Card | None) -> bool:
        return bool(self.candidates(g, player, exclude))

    def text(self) -> str:
        return "sacrifice a Permanent"


def sacrifice_candidates(g: GameState, ctx: Ctx, flt: Description) -> list[Card]:
    return [c for c in g.objects_in(flt.zones)
            if g.controller_of(c) == ctx.controller and flt.matches(g, c, ctx)]


def choose_sacrifice(g: GameState, ctx: Ctx, cards: list[Card], noun: str) -> Asks[Card]:
    """Which of `cards` (objects the controller controls) is sacrificed (7.3.25)."""
    return (yield from choose_own_card(g, ctx, cards, f"Choose {noun} to sacrifice", key="s",
                                       kind=DecisionKind.SACRIFICE, label=g.describe))


def _sacrifice_one(g: GameState, ctx: Ctx, cards: list[Card], noun: str) -> Run:
    pick = yield from choose_sacrifice(g, ctx, cards, noun)
    yield from g.move(pick, ZONE.DISCARD, rule="7.3.25", ctx=ctx, sacrifice=True)


@attrs.frozen
class SacrificeOneCost:
    """The internal cost "sacrifice a Permanent" of "You may sacrifice a Permanent to …"
    (6.4): one you control, chosen as it is paid (7.3.25); with none it cannot be paid."""

    filter: Filter = PERMANENT

    def payable(self, g: GameState, ctx: Ctx) -> bool:
        return bool(sacrifice_candidates(g, ctx, self.filter))

    def why_not(self, g: GameState, ctx: Ctx) -> str | None:
        return None if self.payable(g, ctx) else f"you control no {self.filter.noun()}"

    def pay(self, g: GameState, ctx: Ctx) -> Run:
        cards = sacrifice_candidates(g, ctx, self.filter)
        yield from _sacrifice_one(g, ctx, cards, f"a {self.filter.noun()}")

    def text(self) -> str:
        return f"sacrifice a {self.filter.noun()}"


@attrs.frozen
class SacrificeMeCost:
    """The internal cost "sacrifice me" of "You may sacrifice me to …" (6.4; 7.3.25): it
    can be paid while the source is still in play (in an Expedition, or a Permanent in the
    Landmark zone), and paying it discards the source."""

    def payable(self, g: GameState, ctx: Ctx) -> bool:
        return me_in_play(g, ctx) is not None

    def why_not(self, g: GameState, ctx: Ctx) -> str | None:
        return None if self.payable(g, ctx) else "I am no longer in play"

    def pay(self, g: GameState, ctx: Ctx) -> Run:
        assert ctx.source is not None
        yield from g.move(ctx.source, ZONE.DISCARD, rule="7.3.25", ctx=ctx, sacrifice=True)

    def text(self) -> str:
        return "sacrifice me"

    def symbol(self) -> str:
        return "Sacrifice me"


@attrs.frozen
class SacrificeCost(CostAndOneCard):
    """A quick action's cost "[T], Sacrifice a Character" ("[T], 1, Sacrifice a Permanent":
    `filter`): one cost paid in a single step
    (6.4.a); the Character, one you control (7.3.25), is chosen before anything is paid
    (6.1.g). The source itself may be sacrificed if it is such a Character."""

    base: Cost
    filter: Filter = CHARACTER
    key: ClassVar[str] = "s"
    kind: ClassVar[DecisionKind] = DecisionKind.SACRIFICE

    def candidates(self, g: GameState, ctx: Ctx) -> list[Card]:
        return [c for c in g.objects_in(self.filter.zones) if self.filter.matches(g, c, ctx)
                and g.controller_of(c) == ctx.controller]

    def missing(self) -> str:
        return f"you control no {self.filter.noun()} to sacrifice"

    def prompt(self) -> str:
        return f"Choose {self.filter.noun()} to sacrifice"

    def label(self, g: GameState, c: Card) -> str:
        return g.describe(c)

    def act(self, g: GameState, ctx: Ctx, chosen: Card) -> Run:
        yield from g.move(chosen, ZONE.DISCARD, rule="7.3.25", ctx=ctx, sacrifice=True)

    def part(self) -> str:
        return f"sacrifice a {self.filter.noun()}"
