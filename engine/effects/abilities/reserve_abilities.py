"""Abilities of a card in Reserve (3.2.6): discard or exhaust it from Reserve to do something."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.effects.context import Ctx
from engine.model import STATUS, ZONE

if TYPE_CHECKING:  # pragma: no cover

    from engine.effects.steps.common import Run
    from engine.model import Card
    from engine.state import GameState


@attrs.frozen
class DiscardFromReserve:
    """An additional cost: discard one card from your Reserve."""

    verb = "discard"

    def candidates(self, g: GameState, player: int, exclude: Card | None) -> list[Card]:
        return [c for c in g.players[player].reserve if c is not exclude]

    def payable(self, g: GameState, player: int, exclude: Card | None) -> bool:
        return bool(self.candidates(g, player, exclude))

    def pay_with(self, g: GameState, chosen: Card, ctx: Ctx) -> Run:
        yield from g.move(chosen, ZONE.DISCARD, rule="6.4", ctx=ctx)

    def text(self) -> str:
        return "discard a card from your Reserve"


@attrs.frozen
class ExhaustFromReserve(DiscardFromReserve):
    """An additional cost: exhaust ([T]) one card of your Reserve not yet exhausted
    (7.3.10); exhausted, it can't be played and has no support abilities (2.4.5)."""

    verb = "exhaust"

    def candidates(self, g: GameState, player: int, exclude: Card | None) -> list[Card]:
        return [c for c in g.players[player].reserve
                if c is not exclude and STATUS.EXHAUSTED not in c.statuses]

    def pay_with(self, g: GameState, chosen: Card, ctx: Ctx) -> Run:
        g.gain_status(chosen, STATUS.EXHAUSTED, "7.3.10", ctx=ctx)
        yield from ()

    def text(self) -> str:
        return "exhaust a card from your Reserve"
