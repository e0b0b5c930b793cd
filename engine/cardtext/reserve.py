"""Sentences about the cards of your Reserve: "You may discard a card from your Reserve to
[effect]", "… any number of cards … to draw that many cards", "I gain 1 boost for each card
in your Reserve"."""

from __future__ import annotations

from typing import Any

from engine.cardtext.effects import clause
from engine.cardtext.grammar import EFFECT, Card
from engine.effects.modes import ForEach
from engine.effects.reserve import (
    CardsInReserve,
    DiscardAnyFromReserveToDraw,
    DiscardFromYourReserve,
)
from engine.effects.selectors import Me
from engine.effects.steps import GainBoosts, PayToDo


@EFFECT.rule(r"you may discard a card from your reserve to (?P<what>.+)")
def _discard_to(what: str, card: Card) -> Any:
    # an internal cost inside the effect (6.4): no card in Reserve, no effect
    return PayToDo(DiscardFromYourReserve(), clause(what, card))


@EFFECT.rule(r"you may discard any number of cards from your reserve to draw that many cards")
def _discard_any_to_draw(card: Card) -> Any:
    return DiscardAnyFromReserveToDraw()


@EFFECT.rule(r"i gain 1 boost for each card in (?P<whose>your|each player's) reserve")
def _boost_per_reserve_card(whose: str, card: Card) -> Any:
    # "for each": the step done that many times, counted once (6.5.i)
    return ForEach(GainBoosts(Me(), 1), CardsInReserve(each_player=whose.lower() != "your"))
