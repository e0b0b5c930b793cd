"""Triggers: the words between "When" and the dash of a Reaction (6.3)."""

from __future__ import annotations

from typing import Any

from engine.cardtext.grammar import TRIGGER, Card
from engine.cardtext.nouns import filter_of
from engine.effects.triggers import (
    WhenAnOpponentDrawsOrResupplies,
    WhenIGoTo,
    WhenILeave,
    WhenJoinsYourExpeditions,
    WhenMyExpeditionFailsToMoveForward,
    WhenYouCreateAToken,
    WhenYouPlay,
    WhenYouPlayCostingMyCounters,
    WhenYourCharacterGainsBoosts,
)
from engine.model import Zone


@TRIGGER.rule(r"you play an? (?P<what>.+)")
def _you_play(what: str, card: Card) -> Any:
    return WhenYouPlay(filter_of(what))


@TRIGGER.rule(r"an? (?P<what>.+?) joins your expeditions")
def _joins_yours(what: str, card: Card) -> Any:
    return WhenJoinsYourExpeditions(filter_of(what))


@TRIGGER.rule(r"i leave the expedition zone")
def _i_leave(card: Card) -> Any:
    return WhenILeave()


@TRIGGER.rule(r"my expedition fails to move forward during dusk")
def _fails_to_move(card: Card) -> Any:
    # only Progress, at Dusk, makes an Expedition fail to move forward (4.2.4.i)
    return WhenMyExpeditionFailsToMoveForward()


@TRIGGER.rule(r"an opponent draws one or more cards or does resupply")
def _opponent_draws_or_resupplies(card: Card) -> Any:
    return WhenAnOpponentDrawsOrResupplies()


@TRIGGER.rule(r"you create a token character")
def _you_create_token(card: Card) -> Any:
    return WhenYouCreateAToken()


@TRIGGER.rule(r"you play a character with hand cost greater than or equal to my number of "
              r"(?P<name>\w+) counters")
def _you_play_costing_counters(name: str, card: Card) -> Any:
    return WhenYouPlayCostingMyCounters(name.lower())


@TRIGGER.rule(r"a character you control gains 1 or more boosts")
def _your_character_gains_boosts(card: Card) -> Any:
    return WhenYourCharacterGainsBoosts()


@TRIGGER.rule(r"i go to reserve from the expedition zone")
def _i_go_to_reserve(card: Card) -> Any:
    # a self-move Reaction, looked at after the event (6.3.c-d)
    return WhenIGoTo(Zone.RESERVE, Zone.EXPEDITION)
