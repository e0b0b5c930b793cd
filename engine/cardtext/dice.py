"""Dice (7.3.19): "Target Character gains X boosts, where X is the result", and the
modifiers of rolls ("If you would roll one or more dice, instead …")."""

from __future__ import annotations

from typing import Any

from engine.cardtext.grammar import ABILITY, EFFECT, Card
from engine.cardtext.nouns import selector
from engine.effects.abilities import ReplaceRoll
from engine.effects.steps import DieResult, GainBoosts


@EFFECT.rule(r"(?P<who>.+?) gains? x boosts?, where x is the result")
def _boosts_by_die(who: str, card: Card) -> Any:
    return GainBoosts(selector(who), DieResult())


@ABILITY.rule(r"if you would roll one or more dice, instead roll that many dice plus one and "
              r"ignore the roll of your choice\.?")
def _roll_one_more(card: Card) -> Any:
    return ReplaceRoll()
