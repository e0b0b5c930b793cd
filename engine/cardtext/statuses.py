"""Sentences about statuses (2.4): "Target Character gains Fleeting, Anchored or Asleep",
"you control a Fleeting Character, another Anchored Character and yet another Asleep
Character", and "You win the game"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cardtext.effects import clause
from engine.cardtext.grammar import CONDITION, EFFECT
from engine.cardtext.nouns import STATUS_WORDS, filter_of, number, selector
from engine.effects.filters import PERMANENT, AnyOf, Filter
from engine.effects.players import WinGame
from engine.effects.selectors.groups import YourCardsInReserve
from engine.effects.selectors.many_targets import UpToTargetsOfKinds
from engine.effects.selectors.pronouns import Me
from engine.effects.selectors.targets import Target, TargetOneOf
from engine.effects.statuses import (
    ExhaustMeTo,
    ExhaustOne,
    ExhaustTarget,
    GainStatusOfChoice,
    PutFromHandThenExhaust,
    Ready,
    ReadyUpToOfYourExhausted,
    TargetIt,
    YouControlDistinct,
)
from engine.effects.steps.common import EACH
from engine.model import Zone

if TYPE_CHECKING:  # pragma: no cover
    from typing import Any

    from engine.cardtext.grammar import Card


def _st(name: str) -> str:
    return rf"(?P<{name}>fleeting|anchored|asleep)"


@EFFECT.rule(r"(?P<who>.+?) gains? " + _st("a") + ", " + _st("b") + " or " + _st("c"))
def _gain_one_of(who: str, a: str, b: str, c: str, card: Card) -> Any:
    return GainStatusOfChoice(selector(who), tuple(STATUS_WORDS[w.lower()] for w in (a, b, c)))


@CONDITION.rule(r"you control an? " + _st("a") + " character, another " + _st("b")
                + " character and yet another " + _st("c") + " character")
def _distinct(a: str, b: str, c: str, card: Card) -> Any:
    return YouControlDistinct(tuple(STATUS_WORDS[w.lower()] for w in (a, b, c)))


@EFFECT.rule(r"you win the game")
def _win(card: Card) -> Any:
    return WinGame()


_PERMANENT_OR_RESERVE_CARD = AnyOf(
    (PERMANENT, Filter(types=(), zones=(Zone.RESERVE,))), "Permanent in play or card in Reserve",
    ("Permanent in play", "card in Reserve"))


_PERMANENT_OR_RESERVE_CARD_SHORT = AnyOf(
    (PERMANENT, Filter(types=(), zones=(Zone.RESERVE,))), "Permanent or card in Reserve",
    ("Permanent", "card in Reserve"))


@EFFECT.rule(r"(?P<verb>ready|exhaust) target permanent or target card in reserve")
def _either_permanent_or_reserve_card(verb: str, card: Card) -> Any:
    # one target of either kind (6.5.b): readying is losing Exhausted (7.3.18), exhausting
    # gaining it (7.3.10)
    who = TargetOneOf(_PERMANENT_OR_RESERVE_CARD_SHORT)
    if verb.lower() == "ready":
        return Ready(who)
    return ExhaustTarget(who, words="target Permanent or target card in Reserve")


@EFFECT.rule(r"ready up to (?P<n>two|three) targets, permanents or cards in reserve")
def _ready_up_to_permanents_or_reserve_cards(n: str, card: Card) -> Any:
    # each target a Permanent in play or a card in Reserve (6.5.b); readying is losing
    # Exhausted (7.3.18)
    kinds = AnyOf(_PERMANENT_OR_RESERVE_CARD.filters, "Permanents or cards in Reserve",
                  ("Permanents", "cards in Reserve"))
    return Ready(UpToTargetsOfKinds(kinds, count=number(n)))


@EFFECT.rule(r"ready target permanent in play or target card in reserve")
def _ready_permanent_or_reserve_card(card: Card) -> Any:
    # one target of either kind (6.5.b); readying is losing Exhausted (7.3.18)
    return Ready(TargetOneOf(_PERMANENT_OR_RESERVE_CARD))


_EXHAUST_KINDS = {"a permanent you control or a card in your reserve": ("permanent", "reserve"),
                  "a card in your reserve": ("reserve",),
                  "a permanent you control": ("permanent",),
                  "a character in your reserve": ("reserve_character",)}


@EFFECT.rule(r"exhaust (?P<what>a permanent you control or a card in your reserve|"
             r"a card in your reserve|a permanent you control|a character in your reserve)")
def _exhaust_one(what: str, card: Card) -> Any:
    return ExhaustOne(_EXHAUST_KINDS[what.lower()])


@EFFECT.rule(r"each player exhausts a permanent they control or a card in their reserve")
def _each_exhausts_one(card: Card) -> Any:
    return ExhaustOne(("permanent", "reserve"), EACH)


@EFFECT.rule(r"each player exhausts a card in their reserve")
def _each_exhausts_reserve_card(card: Card) -> Any:
    return ExhaustOne(("reserve",), EACH)


@EFFECT.rule(r"ready (?P<words>all cards in your reserve|your cards in reserve)")
def _ready_your_reserve(words: str, card: Card) -> Any:
    # readying is losing Exhausted (7.3.18); their support abilities work again (2.2.11.i)
    return Ready(YourCardsInReserve(words=words))


@EFFECT.rule(r"exhaust target card in any player's reserve")
def _exhaust_any_reserve_card(card: Card) -> Any:
    return ExhaustTarget(Target(Filter(types=(), zones=(Zone.RESERVE,))))


@EFFECT.rule(r"put a card from your hand in reserve, then exhaust it")
def _hand_to_reserve_exhausted(card: Card) -> Any:
    return PutFromHandThenExhaust()


@EFFECT.rule(r"ready up to (?P<n>two|three) of them")
def _ready_up_to_of_them(n: str, card: Card) -> Any:
    return ReadyUpToOfYourExhausted(number(n))


@EFFECT.rule(r"target (?P<what>another .+)")
def _mark_target(what: str, card: Card) -> Any:
    # "You may target another Fleeting Character. It gains 2 boosts.": chosen, then "it"
    return TargetIt(Target(filter_of(what)))


@EFFECT.rule(r"\{T\}\s*:\s*(?P<rest>.+)", first=True)
def _exhaust_me_to(rest: str, card: Card) -> Any:
    # a mode of "Choose one" with its own price: "{T} : I gain 2 boosts, up to a max of 3"
    return ExhaustMeTo(clause(rest, card))


@EFFECT.rule(r"ready me")
def _ready_me(card: Card) -> Any:
    return Ready(Me())
