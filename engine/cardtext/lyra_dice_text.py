"""Productions for Lyra cards of the later sets: revealing as you roll (The Wayfarer), a die
rolled as Progress would move an Expedition (Eris), The Stage and Lost in the Riptide. What
they mean and the rulings taken are in docs/mechanisms.md ("Lyra in the later sets")."""

from __future__ import annotations

from typing import Any

from engine.cardtext.grammar import ABILITY, CONDITION, EFFECT, TRIGGER, Card, NoMatch
from engine.cardtext.nouns import filter_of, subtype_of
from engine.effects.abilities import NextPlayedAmong, Reaction
from engine.effects.conditions import HandCostIsTheDie
from engine.effects.costs import Cost, NothingToPay
from engine.effects.dice import RollAndReveal
from engine.effects.filters import ANY_TYPE, AnySubtype
from engine.effects.passives import AlsoRevealOnRoll, PlayForLessNarrowed, RollToMoveAtDusk
from engine.effects.reveal import PlayRevealedForFree
from engine.effects.steps import CreateOngoing, If, PayToDo
from engine.effects.triggers import WhenYouPlay, WhenYouRevealThisWay
from engine.model import Status


def _two_subtypes(a: str, b: str) -> tuple[str, str]:
    """"Song or Artist": both words sub-types, else another production reads the noun."""
    sa, sb = subtype_of(a), subtype_of(b)
    if sa is None or sb is None:
        raise NoMatch
    return sa, sb


@TRIGGER.rule(r"you play an? (?P<a>\w+) or (?P<b>\w+)")
def _you_play_either(a: str, b: str, card: Card) -> Any:
    return WhenYouPlay(AnySubtype(subtypes=_two_subtypes(a, b)))


@EFFECT.rule(r"the next (?P<a>\w+) or (?P<b>\w+) you play this turn loses fleeting")
def _next_either_loses_fleeting(a: str, b: str, card: Card) -> Any:
    passive = NextPlayedAmong(ANY_TYPE, loses=Status.FLEETING, subtypes=_two_subtypes(a, b))
    return CreateOngoing(passive, "turn")


@EFFECT.rule(r"the next character with a base statistic of 0 that you play this turn loses "
             r"fleeting")
def _next_zero_loses_fleeting(card: Card) -> Any:
    passive = NextPlayedAmong(("character",), loses=Status.FLEETING, zero_base_stat=True)
    return CreateOngoing(passive, "turn")


@ABILITY.rule(r"you may play me for (?P<n>\d+) less\. if you do, i can only target an? "
              r"(?P<what>.+?)\.?", first=True)
def _play_for_less_narrowed(n: str, what: str, card: Card) -> Any:
    only = filter_of(what)
    words = f"for {n} less: then it can only target a {only.noun()}"
    return PlayForLessNarrowed(cost=NothingToPay(words), reduction=int(n), only=only)


@ABILITY.rule(r"if my expedition would move forward during dusk, roll a die\. on a 4\+: it moves "
              r"forward one more region instead\.?",
              r"if my expedition would move forward during dusk, roll a die\. on a:\s*•\s*4\+, "
              r"it moves forward one more region instead\.\s*•\s*(?P<one>1), it doesn['’]t move "
              r"instead\.?", first=True)
def _roll_to_move_at_dusk(card: Card, one: str | None = None) -> Any:
    return RollToMoveAtDusk(stays_on_one=bool(one))


@ABILITY.rule(r"if you would roll one or more dice, also reveal the top card of your deck\.?")
def _also_reveal_on_roll(card: Card) -> Any:
    return AlsoRevealOnRoll()


@EFFECT.rule(r"roll a die and reveal the top card of your deck")
def _roll_and_reveal(card: Card) -> Any:
    return RollAndReveal()


@TRIGGER.rule(r"you reveal a card this way")
def _you_reveal_this_way(card: Card) -> Any:
    return WhenYouRevealThisWay()


@CONDITION.rule(r"its hand cost is equal to the die's result")
def _hand_cost_is_the_die(card: Card) -> Any:
    return HandCostIsTheDie()


@ABILITY.rule(r"when you reveal a card this way\s*—\s*if its hand cost is equal to the die's "
              r"result, you may exhaust me(?: \(\{T\}\))? to play it for free\.?", first=True)
def _reveal_then_play_free(card: Card) -> Any:
    # the revealed card is in the Deck: played from there, its [H] abilities don't activate
    play = PayToDo(Cost(exhaust_me=True), (PlayRevealedForFree(),))
    return Reaction(WhenYouRevealThisWay(), (If(HandCostIsTheDie(), (play,)),))
