"""The card a step before revealed or put in Reserve, acted on again: drawn, discarded
from a Hand, put in a Hand (7.3.7, 7.3.5, 7.3.14)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Step
from engine.effects.conditions.this_way import _put_this_way
from engine.effects.context import Ctx
from engine.effects.statuses import _revealed_in_hand
from engine.model import ZONE

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.steps.common import Run
    from engine.model import Card
    from engine.state import GameState


@attrs.frozen
class DiscardItFromHand(Step):
    """"Discard it": the card revealed from a hand, still there, goes to its owner's
    Discard pile (7.3.5).  Each "it" of these steps is found its own way (here the card a
    reveal showed, `PutItInYourHand` the card put in Reserve this way): the moves look
    alike, the objects they name differ (6.3.h)."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        card = _revealed_in_hand(g, ctx)
        if card is not None:
            yield from g.move(card, ZONE.DISCARD, rule="7.3.5", ctx=ctx)

    def text(self) -> str:
        return "Discard it"


@attrs.frozen
class PutItInYourHand(Step):
    """"(You may) then put it in your hand": the Character just put in your Reserve goes to
    your hand (7.3.21)."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        card = _put_this_way(g, ctx)
        if card is not None:
            yield from g.move(card, ZONE.HAND, rule="7.3.21", ctx=ctx)

    def text(self) -> str:
        return "Then put it in your hand"


def _revealed_on_top(g: GameState, ctx: Ctx) -> Card | None:
    """The card the step before revealed (or the revealed card a Reaction is about), if it
    is still on top of your Deck."""
    deck = g.players[ctx.controller].deck
    for c in (*ctx.chosen, ctx.it):
        if deck and deck[-1] is c:
            return c
    return None


@attrs.frozen
class DrawIt(Step):
    """"Draw it": the revealed card, still on top of your Deck, is drawn (7.3.7)."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        if _revealed_on_top(g, ctx) is not None:
            yield from g.draw(ctx.controller, 1, "7.3.7", ctx=ctx)

    def text(self) -> str:
        return "Draw it"
