"""Moving cards between zones: "Return another card from your Reserve to your hand",
"Return target Character to the top of its owner's deck", the optional cost "You may
discard a card from your Reserve to reduce my cost by N", and Resupply replaced."""

from __future__ import annotations

from typing import Any

from engine.cardtext.grammar import ABILITY, EFFECT, Card
from engine.cardtext.nouns import selector
from engine.effects.abilities import DiscardFromReserve, OptionalCostReduction, ReplaceResupply
from engine.effects.filters import Filter
from engine.effects.selectors import Chosen
from engine.effects.steps import Send
from engine.model import Zone


def your_reserve_card(other: bool) -> Chosen:
    """"[another] card from your Reserve": a card of your choice among your own Reserve's
    (any card, ready or exhausted; not a target, 6.5.b)."""
    return Chosen(Filter(types=(), zones=(Zone.RESERVE,), owner="you", other=other))


@EFFECT.rule(r"return (?P<another>another|a) card from your reserve to your hand")
def _reserve_to_hand(another: str, card: Card) -> Any:
    return Send(your_reserve_card(another.lower() == "another"), Zone.HAND)


@EFFECT.rule(r"return (?P<who>.+?) to the top of its owner's deck")
def _to_deck_top(who: str, card: Card) -> Any:
    return Send(selector(who), Zone.DECK)


@ABILITY.rule(r"you may discard a card from your reserve to reduce my cost by (?P<n>\d+)\.?")
def _discard_for_cheaper(n: str, card: Card) -> Any:
    # an optional cost declared with the intent to play (5.1.2.c)
    return OptionalCostReduction(DiscardFromReserve(), int(n))


@ABILITY.rule(r"if you would resupply, instead reveal the top two cards of your deck\. put one "
              r"in reserve, and discard the other\.?")
def _resupply_two(card: Card) -> Any:
    return ReplaceResupply()
