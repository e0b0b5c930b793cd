"""Moving cards between zones: "Return another card from your Reserve to your hand",
"Return target Character to the top of its owner's deck", the optional cost "You may
discard a card from your Reserve to reduce my cost by N", and Resupply replaced."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.ability_kinds import OptionalCostReduction, SpellEffect
from engine.cardtext.effects import clause
from engine.cardtext.grammar import ABILITY, EFFECT, NotUnderstood
from engine.cardtext.nouns import NUM, number, selector
from engine.effects.abilities.replacing import ReplaceResupply
from engine.effects.abilities.reserve_abilities import DiscardFromReserve
from engine.effects.costs.base import Cost
from engine.effects.filters import Filter
from engine.effects.reveal import PlayItFreeOrHand, RevealPutCharacters, RevealTop
from engine.effects.selectors.targets import Chosen
from engine.effects.steps.control import PayToDo
from engine.effects.steps.zones import Send
from engine.model import Zone

if TYPE_CHECKING:  # pragma: no cover
    from typing import Any

    from engine.cardtext.grammar import Card


def your_reserve_card(other: bool, other_than_me: bool = False) -> Chosen:
    """"[another] card from your Reserve": a card of your choice among your own Reserve's
    (any card, ready or exhausted; not a target, 6.5.b)."""
    return Chosen(Filter(types=(), zones=(Zone.RESERVE,), owner="you", other=other,
                         other_than_me="noun" if other_than_me else None))


@EFFECT.rule(r"return (?P<another>another|a) card(?P<otm> other than me)? from your reserve to "
             r"your hand")
def _reserve_to_hand(another: str, card: Card, otm: str | None = None) -> Any:
    return Send(your_reserve_card(another.lower() == "another" or bool(otm), bool(otm)),
                Zone.HAND)


@EFFECT.rule(r"return (?P<who>.+?) to the top of its owner's deck")
def _to_deck_top(who: str, card: Card) -> Any:
    return Send(selector(who), Zone.DECK)


@ABILITY.rule(r"you may discard a card from your reserve to reduce my cost by (?P<n>\d+)\.?")
def _discard_for_cheaper(n: str, card: Card) -> Any:
    # an optional cost declared with the intent to play (5.1.2.c)
    return OptionalCostReduction(DiscardFromReserve(), int(n))


@ABILITY.rule(r"if you would resupply, instead (?P<how>reveal|look at) the top two cards of your "
              r"deck\. put one in reserve, and discard the other\.?")
def _resupply_two(how: str, card: Card) -> Any:
    return ReplaceResupply(look=how.lower() == "look at")


@ABILITY.rule(r"reveal the top (?P<n>" + NUM + r") cards of your deck\. choose up to (?P<k>" + NUM
              + r") characters from these cards and put them in your expeditions\. they gain "
              r"fleeting\. discard the other cards\.?")
def _reveal_put(n: str, k: str, card: Card) -> Any:
    # four sentences of one Spell effect about the same revealed cards (5.1.2.i)
    if card.type != "spell":
        raise NotUnderstood("reveal and put in your Expeditions", "not a Spell")
    return SpellEffect((RevealPutCharacters(number(n), number(k)),))


@EFFECT.rule(r"you may spend (?P<k>" + NUM + r") of my (?P<name>\w+) counters to (?P<what>.+)")
def _spend_to(k: str, name: str, what: str, card: Card) -> Any:
    return PayToDo(Cost(spend=((name.lower(), number(k)),)), clause(what, card))


@EFFECT.rule(r"reveal the top card of your deck")
def _reveal_top(card: Card) -> Any:
    return RevealTop()


@EFFECT.rule(r"you may play it for free or put it into your hand")
def _play_or_hand(card: Card) -> Any:
    return PlayItFreeOrHand()
