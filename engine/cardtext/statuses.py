"""Sentences about statuses (2.4): "Target Character gains Fleeting, Anchored or Asleep",
"you control a Fleeting Character, another Anchored Character and yet another Asleep
Character", and "You win the game"."""

from __future__ import annotations

from typing import Any

from engine.cardtext.grammar import CONDITION, EFFECT, Card
from engine.cardtext.nouns import STATUS_WORDS, selector
from engine.effects.players import WinGame
from engine.effects.statuses import GainStatusOfChoice, YouControlDistinct


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
