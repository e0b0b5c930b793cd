"""Productions added for the Cyclone cards: Ascend ("Target Expedition Ascends", "My
Expedition Ascends", "Both of your Expeditions Ascend", "If I'm in an Ascended
Expedition"), and who is first player ("If you are first player", "If your opponent is
first player"). Their words are in `engine/effects/cyclone_words.py`."""

from __future__ import annotations

from typing import Any

from engine.cardtext.grammar import CONDITION, EFFECT, Card
from engine.effects.cyclone_words import Ascend, FirstPlayerIs, InAscendedExpedition
from engine.effects.steps import Where

_ASCENDERS = {"target expedition ascends": "target", "my expedition ascends": "mine",
              "both of your expeditions ascend": "each",
              "your hero expedition ascends": "hero",
              "your companion expedition ascends": "companion"}


@EFFECT.rule(r"(?P<who>target expedition ascends|my expedition ascends|both of your "
             r"expeditions ascend|your hero expedition ascends|your companion expedition "
             r"ascends)")
def _ascends(who: str, card: Card) -> Any:
    return Ascend(Where(_ASCENDERS[who.lower()]))


@CONDITION.rule(r"i'm in an ascended expedition")
def _in_ascended(card: Card) -> Any:
    return InAscendedExpedition()


@CONDITION.rule(r"my expedition is ascended")
def _my_ascended(card: Card) -> Any:
    return InAscendedExpedition(wording="my")


@CONDITION.rule(r"(?P<who>you are|your opponent is) first player")
def _first_player(who: str, card: Card) -> Any:
    return FirstPlayerIs(opponent=who.lower() != "you are")
