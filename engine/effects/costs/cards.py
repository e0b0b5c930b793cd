"""Costs paid with one more card (1.2.5): discarded from Reserve, put from Hand to Reserve,
exhausted in Reserve."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.decisions import DecisionKind, Option
from engine.effects.costs.base import Cost
from engine.effects.steps.common import choose_from_hand
from engine.model import STATUS, ZONE

if TYPE_CHECKING:  # pragma: no cover
    from typing import ClassVar

    from engine.effects.context import Ctx
    from engine.effects.steps.common import Run
    from engine.model import Card
    from engine.state import GameState


class CostAndOneCard:
    """A quick action's cost "[T], <do something to> a card …": one cost paid in a single
    step (6.4.a). The card is chosen before anything is paid (6.1.g), then the base cost is
    paid and the card dealt with. Subclasses are attrs classes with a `base` Cost field and
    say which cards qualify, how the question reads and what happens to the card; the
    payability, refusal reason and both printed forms follow from those."""

    base: Cost
    #: the answer key prefix and decision kind of the question asking for the card
    key: ClassVar[str] = "r"
    kind: ClassVar[DecisionKind] = DecisionKind.CHOOSE_CARD

    def candidates(self, g: GameState, ctx: Ctx) -> list[Card]:  # pragma: no cover
        raise NotImplementedError

    def missing(self) -> str:  # pragma: no cover - why it can't be paid with no card
        raise NotImplementedError

    def prompt(self) -> str:  # pragma: no cover
        raise NotImplementedError

    def label(self, g: GameState, c: Card) -> str:
        return c.name

    def act(self, g: GameState, ctx: Ctx, chosen: Card) -> Run:  # pragma: no cover
        raise NotImplementedError

    def part(self) -> str:  # pragma: no cover - "discard a card from your Reserve"
        raise NotImplementedError

    def payable(self, g: GameState, ctx: Ctx) -> bool:
        return bool(self.base.payable(g, ctx)) and bool(self.candidates(g, ctx))

    def why_not(self, g: GameState, ctx: Ctx) -> str | None:
        if not self.candidates(g, ctx):
            return self.missing()
        return self.base.why_not(g, ctx)

    def pay(self, g: GameState, ctx: Ctx) -> Run:
        cards = self.candidates(g, ctx)
        opts = [Option(f"{self.key}:{c.oid}", self.label(g, c), (c.oid,)) for c in cards]
        ans = yield from g.ask(ctx.controller, self.kind, self.prompt(), opts,
                               source=ctx.source)
        chosen = next(c for c in cards if f"{self.key}:{c.oid}" == ans)
        yield from self.base.pay(g, ctx)
        yield from self.act(g, ctx, chosen)

    def text(self) -> str:
        return f"{self.base.text()} and {self.part()}"

    def symbol(self) -> str:
        part = self.part()
        return f"{self.base.symbol()}, {part[:1].upper()}{part[1:]}"


@attrs.frozen
class DiscardFromReserveCost(CostAndOneCard):
    """A quick action's cost "[T], Discard a card from your Reserve": one cost paid in a
    single step (6.4.a); the card is chosen before anything is paid (6.1.g)."""

    base: Cost

    def candidates(self, g: GameState, ctx: Ctx) -> list[Card]:
        return [c for c in g.players[ctx.controller].reserve if c is not ctx.source]

    def missing(self) -> str:
        return "there is no card in your Reserve to discard"

    def prompt(self) -> str:
        return "Choose a card from your Reserve to discard"

    def act(self, g: GameState, ctx: Ctx, chosen: Card) -> Run:
        yield from g.move(chosen, ZONE.DISCARD, rule="6.4", ctx=ctx)

    def part(self) -> str:
        return "discard a card from your Reserve"


@attrs.frozen
class HandToReserveCost:
    """A cost "pay N and put a card from your Hand in Reserve": one step (6.1.d, 6.4.a);
    the card is chosen before anything is paid (6.1.g)."""

    mana: int = 0

    def payable(self, g: GameState, ctx: Ctx) -> bool:
        return g.ready_mana(ctx.controller) >= self.mana and bool(g.players[ctx.controller].hand)

    def why_not(self, g: GameState, ctx: Ctx) -> str | None:
        return None if self.payable(g, ctx) else "it needs mana and a card in hand"

    def pay(self, g: GameState, ctx: Ctx) -> Run:
        card = yield from choose_from_hand(g, ctx)  # chosen before anything is paid (6.1.g)
        g.pay_mana(ctx.controller, self.mana, "6.4", ctx=ctx)
        yield from g.move(card, ZONE.RESERVE, rule="6.4", ctx=ctx)

    def text(self) -> str:
        if not self.mana:  # "You may put a card from your hand in Reserve to ..."
            return "put a card from your Hand in Reserve"
        return f"pay {self.mana} and put a card from your Hand in Reserve"

    def symbol(self) -> str:
        return f"({self.mana}), put a card from your Hand in Reserve"


@attrs.frozen
class ExhaustFromReserveCost(CostAndOneCard):
    """A quick action's cost "[T], Exhaust a card in your Reserve": one cost paid in a
    single step (6.4.a); the card, one of your Reserve not yet exhausted, is chosen before
    anything is paid (6.1.g), then exhausted (7.3.10)."""

    base: Cost

    def candidates(self, g: GameState, ctx: Ctx) -> list[Card]:
        return [c for c in g.players[ctx.controller].reserve
                if STATUS.EXHAUSTED not in c.statuses]

    def missing(self) -> str:
        return "there is no card in your Reserve to exhaust"

    def prompt(self) -> str:
        return "Choose a card from your Reserve to exhaust"

    def act(self, g: GameState, ctx: Ctx, chosen: Card) -> Run:
        g.gain_status(chosen, STATUS.EXHAUSTED, "7.3.10", ctx=ctx)
        yield from ()

    def part(self) -> str:
        return "exhaust a card in your Reserve"
