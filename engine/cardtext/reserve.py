"""Sentences about the cards of your Reserve: "You may discard a card from your Reserve to
[effect]", "… any number of cards … to draw that many cards", "I gain 1 boost for each card
in your Reserve"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cardtext.effects import clause
from engine.cardtext.grammar import EFFECT
from engine.cardtext.movement import _TYPE_WORDS
from engine.cardtext.nouns import NUM, number, selector
from engine.effects.counts import MyCountersX
from engine.effects.filters import Filter
from engine.effects.modes.repeats import ForEach
from engine.effects.reserve import (
    AlsoReceiveIt,
    CardsInReserve,
    DiscardAllOthersInPlayOrReserve,
    DiscardAnyFromReserveToDraw,
    DiscardFromYourReserve,
    DiscardOneFromYourReserve,
    DiscardTypeFromYourReserve,
    ExhaustUpToInReserve,
    PlayItFromReserve,
    PutMeInReserve,
    ReadyInReserve,
    SendToReserveExhausted,
    ThatOpponentTargetsYourReserveCard,
    TheyResupply,
)
from engine.effects.selectors.cost_targets import CostXOrLessTarget
from engine.effects.selectors.pronouns import Me
from engine.effects.steps.control import PayToDo
from engine.effects.steps.gains import GainBoosts
from engine.model import Zone

if TYPE_CHECKING:  # pragma: no cover
    from typing import Any

    from engine.cardtext.grammar import Card


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


@EFFECT.rule(r"send (?P<who>target .+?) to reserve, then exhaust it")
def _send_to_reserve_exhausted(who: str, card: Card) -> Any:
    return SendToReserveExhausted(selector(who))


@EFFECT.rule(r"ready an exhausted card in reserve")
def _ready_exhausted_in_reserve(card: Card) -> Any:
    # 2.4.5.b: a readied card in Reserve may be played again and its support works
    return ReadyInReserve()


@EFFECT.rule(r"put me in (?:your )?reserve")
def _me_to_reserve(card: Card) -> Any:
    return PutMeInReserve(Me(), Zone.RESERVE)


@EFFECT.rule(r"discard (?P<another>another|a) card from your reserve")
def _discard_from_reserve(another: str, card: Card) -> Any:
    return DiscardOneFromYourReserve(other=another.lower() == "another")


@EFFECT.rule(r"immediately play it for (?P<n>\d+) less")
def _play_it_for_less(n: str, card: Card) -> Any:
    return PlayItFromReserve(int(n))


@EFFECT.rule(r"that opponent targets a card in your reserve")
def _opponent_targets_reserve_card(card: Card) -> Any:
    return ThatOpponentTargetsYourReserveCard()


@EFFECT.rule(r"also receive it")
def _also_receive_it(card: Card) -> Any:
    return AlsoReceiveIt()


@EFFECT.rule(r"send to reserve (?P<who>target .+), then exhaust it")
def _send_first_exhausted(who: str, card: Card) -> Any:
    return SendToReserveExhausted(selector(who), zone_first=True)


@EFFECT.rule(r"discard an? (?P<what>spell|character|permanent) from your reserve")
def _discard_typed_from_reserve(what: str, card: Card) -> Any:
    return DiscardTypeFromYourReserve(_TYPE_WORDS[what.lower()])


@EFFECT.rule(r"exhaust up to (?P<n>" + NUM + r") cards in reserve")
def _exhaust_up_to_in_reserve(n: str, card: Card) -> Any:
    return ExhaustUpToInReserve(number(n))


@EFFECT.rule(r"they resupply")
def _they_resupply(card: Card) -> Any:
    return TheyResupply()


@EFFECT.rule(r"send to reserve target character with hand cost x\+(?P<k>\d+) or less, where x is "
             r"my number of (?P<name>\w+) counters, then exhaust it")
def _send_x_exhausted(k: str, name: str, card: Card) -> Any:
    x = MyCountersX(name.lower(), int(k))
    return SendToReserveExhausted(CostXOrLessTarget(Filter(max_hand_cost_x=x), x=x),
                                  zone_first=True)


_ALL_OTHERS_WORDS = {"in play or in reserve": "in play or in Reserve",
                     "in play and in reserve": "in play and in Reserve",
                     "from play and reserve": "from play and Reserve"}


@EFFECT.rule(r"discard all other cards (?P<words>in play or in reserve|in play and in reserve|"
             r"from play and reserve)")
def _discard_all_others(words: str, card: Card) -> Any:
    return DiscardAllOthersInPlayOrReserve(words=_ALL_OTHERS_WORDS[words.lower()])
