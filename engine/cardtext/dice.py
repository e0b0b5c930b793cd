"""Dice (7.3.19): "Target Character gains X boosts, where X is the [final] result",
"increase the result by N", and the modifiers of rolls ("If you would roll one or more
dice, instead …", "If you would roll a die, you may add 1 to its result")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cardtext.grammar import ABILITY, EFFECT
from engine.cardtext.nouns import filter_of, selector
from engine.effects.abilities.replacing import ReplaceRoll
from engine.effects.dice import IncreaseResult, MayAddToRoll, RollAndReveal
from engine.effects.selectors.targets import Target
from engine.effects.steps.common import DieResult
from engine.effects.steps.gains import GainBoosts, Mark

if TYPE_CHECKING:  # pragma: no cover
    from typing import Any

    from engine.cardtext.grammar import Card


@EFFECT.rule(r"(?P<who>.+?) gains? x boosts?, where x is the (?P<final>final )?result")
def _boosts_by_die(who: str, final: str | None, card: Card) -> Any:
    return GainBoosts(selector(who), DieResult(final=bool(final)))


@EFFECT.rule(r"increase the result by (?P<n>\d+)")
def _increase(n: str, card: Card) -> Any:
    return IncreaseResult(int(n))


@ABILITY.rule(r"if you would roll one or more dice, instead roll that many dice plus one and "
              r"ignore the roll of your choice\.?")
def _roll_one_more(card: Card) -> Any:
    return ReplaceRoll()


@ABILITY.rule(r"if you would roll a die, you may add (?P<n>\d+|one) to its result\.?")
def _may_add(n: str, card: Card) -> Any:
    return MayAddToRoll(1 if n.lower() == "one" else int(n))


@EFFECT.rule(r"target an? (?P<what>.+)")
def _target_first(what: str, card: Card) -> Any:
    # "Target a Character you control, then roll a die": chosen before the roll (6.5.b),
    # then called "it" by the die results
    return Mark(Target(filter_of(what)))


@EFFECT.rule(r"roll a die and reveal the top card of your deck")
def _roll_and_reveal(card: Card) -> Any:
    return RollAndReveal()
