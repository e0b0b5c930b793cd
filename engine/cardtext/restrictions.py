"""Abilities that forbid ("can't", 1.4.1): a final cost kept from going under a floor, the
Reactions of the Characters facing me kept from activating, Expeditions kept from moving.

A "can't" beats every "can" (1.4.1), so these read into passives the engine checks where
the forbidden thing would happen, never into steps.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.ability_kinds import CostChange
from engine.cardtext.grammar import ABILITY, NoMatch
from engine.cardtext.nouns import NUM, number
from engine.effects.passives.prohibitions import (
    CantBePlayedWithFewerOrbs,
    CantMoveForward,
    TriggersDontActivate,
)

if TYPE_CHECKING:  # pragma: no cover
    from typing import Any

    from engine.cardtext.grammar import Card


_PLAYED = {"characters": ("character",), "permanents": ("permanent",), "spells": ("spell",),
           "cards": ()}


@ABILITY.rule(r"(?P<what>characters|permanents|spells|cards) (?P<who>you|your opponents) play "
              r"can't cost less than (?P<n>\d+)\.?")
def _cost_floor(what: str, who: str, n: str, card: Card) -> Any:
    # a restriction on the final cost, applied after every increase and decrease (5.1.2.e)
    return CostChange(_PLAYED[what.lower()], at_least=int(n),
                      whose="you" if who.lower() == "you" else "opponent")


_SYMBOLS = {"{j}": "J", "{h}": "H", "{r}": "R"}


@ABILITY.rule(r"the (?P<syms>\{[jhr]\}(?:, \{[jhr]\})*(?: and \{[jhr]\})?) abilities of "
              r"characters facing me can't activate\.?")
def _facing_cant_activate(syms: str, card: Card) -> Any:
    found = tuple(_SYMBOLS[s.lower()] for s in re.findall(r"\{[jhr]\}", syms, re.I))
    if len(set(found)) != len(found):
        raise NoMatch(syms)
    return TriggersDontActivate(found)


@ABILITY.rule(r"I can't be played if you have less than (?P<n>" + NUM + r") mana orbs\.?")
def _fewer_orbs(n: str, card: Card) -> Any:
    return CantBePlayedWithFewerOrbs(number(n))


@ABILITY.rule(r"your other expedition and the expedition facing it can't move forward\.?")
def _other_and_facing(card: Card) -> Any:
    return CantMoveForward("other_and_facing")
