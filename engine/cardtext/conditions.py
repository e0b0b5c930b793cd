"""Conditions: "if you control two or more Landmarks", "if you are the first player"."""

from __future__ import annotations

from typing import Any

from engine.cardtext.grammar import CONDITION, Card
from engine.cardtext.nouns import NUM, filter_of, number
from engine.effects.conditions import FewerManaOrbs, FirstPlayer, IHaveBoosts, YouControl


@CONDITION.rule(r"you control (?P<n>" + NUM + r") or more (?P<what>.+)",
                r"you control (?P<n>an?) (?P<what>.+)")
def _you_control(n: str, what: str, card: Card) -> Any:
    return YouControl(filter_of(what), number(n))


@CONDITION.rule(r"you are the first player")
def _first(card: Card) -> Any:
    return FirstPlayer()


@CONDITION.rule(r"you have less than (?P<n>" + NUM + r") mana orbs")
def _fewer_orbs(n: str, card: Card) -> Any:
    return FewerManaOrbs(number(n))


@CONDITION.rule(r"I have (?P<n>" + NUM + r") or more boosts")
def _i_have_at_least(n: str, card: Card) -> Any:
    return IHaveBoosts(at_least=number(n))


@CONDITION.rule(r"I have (?P<n>" + NUM + r") boosts? or less")
def _i_have_at_most(n: str, card: Card) -> Any:
    return IHaveBoosts(at_most=number(n))
