"""Costs of other shapes (1.2.5): X counted from the game, one cost then another, nothing,
an opponent's Resupply, costing more unless first."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.effects.costs.base import Cost, QuickCost

if TYPE_CHECKING:  # pragma: no cover

    from engine.effects.context import Ctx
    from engine.effects.steps.common import Run
    from engine.model import Card
    from engine.state import GameState


@attrs.frozen
class CardsYouPlayedThisTurn:
    """"[per] other card you played this turn": the cards "you" played in the turn under
    way, counted as the cost is worked out (5.1.2.e) — more than one only when an effect
    plays a card during the turn (Rush, "immediately play")."""

    def value(self, g: GameState, ctx: Ctx) -> int:
        return g.played_this_turn[ctx.controller] if g.turn_player is not None else 0

    def text(self) -> str:
        return "other card you played this turn"


@attrs.frozen
class XUpToYourMana:
    """The limit of a cost "{T}, {X}" whose card sets none: X may be as high as the
    player can pay (`ExhaustMeAndX` stops at the ready Mana Orbs)."""

    def value(self, g: GameState, ctx: Ctx) -> int:
        return g.ready_mana(ctx.controller)

    def text(self) -> str:
        return "the number of your ready Mana Orbs"


@attrs.frozen
class AndThen:
    """A cost of two parts paid in one step (6.4.a), "[T], Sacrifice me" or "[T], Target
    opponent Resupplies": payable when both parts are, paid in the printed order — the
    base (a `Cost`), then `extra` (a cost of one internal action: `SacrificeMeCost`,
    `OpponentResupplies`).  A part that chooses a card ("[T], 1, Sacrifice a Permanent")
    is a `CostAndOneCard` instead: the card is chosen before anything is paid.  One word for every such pair, so each part keeps one meaning:
    "sacrifice me" is payable while I am in play, in an Expedition or the Landmark zone
    (7.3.25)."""

    base: Cost
    extra: QuickCost  # SacrificeMeCost, OpponentResupplies

    def payable(self, g: GameState, ctx: Ctx) -> bool:
        return bool(self.base.payable(g, ctx)) and bool(self.extra.payable(g, ctx))

    def why_not(self, g: GameState, ctx: Ctx) -> str | None:
        return self.base.why_not(g, ctx) or self.extra.why_not(g, ctx)

    def pay(self, g: GameState, ctx: Ctx) -> Run:
        yield from self.base.pay(g, ctx)
        yield from self.extra.pay(g, ctx)

    @property
    def discard_me(self) -> bool:
        return False

    def text(self) -> str:
        return f"{self.base.text()} and {self.extra.text()}"

    def symbol(self) -> str:
        return f"{self.base.symbol()}, {self.extra.symbol()}"


@attrs.frozen
class NothingToPay:
    """The optional "cost" of "You may play me for N less": nothing is paid or chosen, the
    choice itself is what counts (and what "If you do" reads)."""

    label: str = "for less"  # the words in the play option's label
    verb = "play for less"
    chooses = False  # no card to choose when declaring it (5.1.2.c)

    def candidates(self, g: GameState, player: int, exclude: Card | None) -> list[Card]:
        return []

    def payable(self, g: GameState, player: int, exclude: Card | None) -> bool:
        return True

    def text(self) -> str:
        return "play me"


@attrs.frozen
class OpponentResupplies:
    """The internal cost "target opponent Resupplies" (6.4): the opponent (the target,
    6.5.b) puts the top card of their Deck in their Reserve (7.3.22); with an empty Deck
    they cannot Resupply, so the cost cannot be paid (6.4)."""

    def payable(self, g: GameState, ctx: Ctx) -> bool:
        return bool(g.players[1 - ctx.controller].deck)

    def why_not(self, g: GameState, ctx: Ctx) -> str | None:
        return None if self.payable(g, ctx) else "the opponent has no card to Resupply"

    def pay(self, g: GameState, ctx: Ctx) -> Run:
        yield from g.resupply(1 - ctx.controller, ctx=ctx)

    def text(self) -> str:
        return "have target opponent Resupply"

    def symbol(self) -> str:
        return "Target opponent Resupplies"


@attrs.frozen
class CostsMoreUnlessFirst:
    """A quick action's cost with "This action costs N more if you are not the first
    player" (5.1.2.e for a quick action, 5.3): the extra mana is asked when it is played."""

    base: Cost
    more: int = 1

    def _full(self, g: GameState, ctx: Ctx) -> Cost:
        if g.first == ctx.controller:
            return self.base
        return attrs.evolve(self.base, mana=self.base.mana + self.more)

    def payable(self, g: GameState, ctx: Ctx) -> bool:
        return bool(self._full(g, ctx).payable(g, ctx))

    def why_not(self, g: GameState, ctx: Ctx) -> str | None:
        return self._full(g, ctx).why_not(g, ctx)

    def pay(self, g: GameState, ctx: Ctx) -> Run:
        yield from self._full(g, ctx).pay(g, ctx)

    def text(self) -> str:
        return self.base.text()

    def symbol(self) -> str:
        return self.base.symbol()
