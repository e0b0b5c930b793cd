"""Sentences of the Alize set: exhausted cards in Reserve (2.4.5.c, 2.4.5.e), Exhausted
Resupply (7.3.11) and "behind / ahead / tied" Expeditions (7.5.2).

The words are in `engine/effects/alize_words.py` and the general vocabulary; what each
mechanism means, and the rulings taken, is in docs/mechanisms.md.
"""

from __future__ import annotations

from typing import Any

from engine.cardtext.grammar import CONDITION, EFFECT, TRIGGER, Card
from engine.cardtext.nouns import NUM, filter_of, number, selector
from engine.effects.boosts import BoostsAndStatus
from engine.effects.conditions import (
    ExhaustedInReserves,
    ItsExpeditionIs,
    MyExpeditionIs,
    YourZoneHolds,
)
from engine.effects.filters import Filter
from engine.effects.movement import SacrificeMyself
from engine.effects.reserve import ReadyInReserve, SendToReserveExhausted
from engine.effects.selectors import All, Me, Target
from engine.effects.steps import GainStatus, Resupply
from engine.effects.triggers import (
    WhenACharacterJoinsMyExpedition,
    WhenAnotherJoinsYourExpeditions,
    WhenIGainBoosts,
    WhenIGainMyNthCounter,
    WhenIGoTo,
    WhenYouExhaustInReserve,
    WhenYourCharacterGainsStatus,
)
from engine.model import Status, Zone


def _in_reserve(whose: str | None) -> Filter:
    """Cards in a Reserve; "an opponent's Reserve": the Reserve an opponent owns (7.5.4)."""
    owner = "opponent" if whose else None
    return Filter(types=(), zones=(Zone.RESERVE,), owner=owner)


@EFFECT.rule(r"exhausted resupply")
def _exhausted_resupply(card: Card) -> Any:
    return Resupply(exhausted=True)


@EFFECT.rule(r"exhaust target card in (?P<whose>an opponent's )?reserve")
def _exhaust_target_in_reserve(card: Card, whose: str | None = None) -> Any:
    # an exhausted card in Reserve can't be played and has no support abilities (2.4.5.c, 2.4.5.e)
    return GainStatus(Target(_in_reserve(whose)), Status.EXHAUSTED)


@EFFECT.rule(r"exhaust all cards in reserve")
def _exhaust_all_in_reserve(card: Card) -> Any:
    return GainStatus(All(_in_reserve(None), all_word=True), Status.EXHAUSTED)


@CONDITION.rule(r"my expedition is (?P<state>ahead|behind|tied)")
def _my_expedition_is(state: str, card: Card) -> Any:
    return MyExpeditionIs(state.lower())


@TRIGGER.rule(r"you exhaust a card in reserve")
def _you_exhaust_in_reserve(card: Card) -> Any:
    return WhenYouExhaustInReserve()


@EFFECT.rule(r"exhaust me")
def _exhaust_me(card: Card) -> Any:
    # "exhaust it" is not read alone: "it" must be bound by the step before (1.4.4)
    return GainStatus(Me(), Status.EXHAUSTED)


@EFFECT.rule(r"send (?P<who>target .+?) to reserve, then exhaust it")
def _send_to_reserve_exhausted(who: str, card: Card) -> Any:
    return SendToReserveExhausted(selector(who))


@EFFECT.rule(r"ready an exhausted card in reserve")
def _ready_exhausted_in_reserve(card: Card) -> Any:
    # 2.4.5.b: a readied card in Reserve may be played again and its support works
    return ReadyInReserve()


@TRIGGER.rule(r"i go to reserve from anywhere")
def _i_go_to_reserve_from_anywhere(card: Card) -> Any:
    # a self-move Reaction, looked at after the event (6.3.c-d)
    return WhenIGoTo(Zone.RESERVE)


@CONDITION.rule(r"your (?P<zone>hand|reserve) is empty")
def _your_zone_empty(zone: str, card: Card) -> Any:
    return YourZoneHolds(zone.lower())


@CONDITION.rule(r"you have (?P<n>" + NUM + r") or more cards in reserve")
def _cards_in_reserve(n: str, card: Card) -> Any:
    return YourZoneHolds("reserve", number(n))


@TRIGGER.rule(r"i gain 1 or more boosts")
def _i_gain_boosts(card: Card) -> Any:
    return WhenIGainBoosts()


_ORDINAL_WORDS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5}


@TRIGGER.rule(r"i gain my (?P<nth>first|second|third|fourth|fifth) (?P<name>\w+) counter")
def _i_gain_my_nth_counter(nth: str, name: str, card: Card) -> Any:
    return WhenIGainMyNthCounter(name.lower(), _ORDINAL_WORDS[nth.lower()])


@CONDITION.rule(r"its expedition is (?P<state>ahead|behind|tied)")
def _its_expedition_is(state: str, card: Card) -> Any:
    return ItsExpeditionIs(state.lower())


@TRIGGER.rule(r"another (?P<what>.+?) joins your expeditions")
def _another_joins_yours(what: str, card: Card) -> Any:
    return WhenAnotherJoinsYourExpeditions(filter_of(what))


@EFFECT.rule(r"sacrifice me")
def _sacrifice_me(card: Card) -> Any:
    return SacrificeMyself()


@EFFECT.rule(r"(?P<who>I|it) gains? (?P<n>" + NUM + r") boosts? and (?P<status>fleeting|anchored|asleep)")
def _boosts_and_status(who: str, n: str, status: str, card: Card) -> Any:
    return BoostsAndStatus(selector(who), number(n), Status(status.lower()))


@TRIGGER.rule(r"a character joins my expedition")
def _joins_my_expedition(card: Card) -> Any:
    return WhenACharacterJoinsMyExpedition()


@TRIGGER.rule(r"a character you control gains (?P<status>fleeting|anchored|asleep)")
def _your_character_gains_status(status: str, card: Card) -> Any:
    return WhenYourCharacterGainsStatus(Status(status.lower()))


@CONDITION.rule(r"there are (?P<n>" + NUM + r") or more exhausted cards in reserve")
def _exhausted_in_reserves(n: str, card: Card) -> Any:
    return ExhaustedInReserves(number(n))
