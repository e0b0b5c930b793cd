"""Productions added for the Cyclone cards: Ascend ("Target Expedition Ascends", "My
Expedition Ascends", "Both of your Expeditions Ascend", "If I'm in an Ascended
Expedition"), and who is first player ("If you are first player", "If your opponent is
first player"). Their words are in `engine/effects/cyclone_words.py`."""

from __future__ import annotations

from typing import Any

from engine.cardtext.grammar import CONDITION, EFFECT, Card, NotUnderstood
from engine.effects.cyclone_words import (
    Ascend,
    CreateTokenInLandmarks,
    FirstPlayerIs,
    InAscendedExpedition,
    SacrificeMeStep,
)
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


# ------------------------------------------------------------------ Landmark tokens
_LANDMARK_OWNERS = {"your": "you", "target player's": "target", "each player's": "each"}


@EFFECT.rule(r"create an? (?P<name>[\w' ]+?) token in (?P<whose>your|target player's|each "
             r"player's) landmarks")
def _landmark_token(name: str, whose: str, card: Card) -> Any:
    ref = landmark_token_ref(name)
    if ref is None:
        raise NotUnderstood(name, "token")
    return CreateTokenInLandmarks(ref, _LANDMARK_OWNERS[whose.lower()])


@EFFECT.rule(r"sacrifice me")
def _sacrifice_me(card: Card) -> Any:
    return SacrificeMeStep()


def landmark_token_ref(name: str) -> str | None:
    """The reference of a Permanent token (Aerolith, Manaseed, …) by its name."""
    from engine.cards.registry import find_by_name

    found = [c.ref for c in find_by_name(name) if c.token and c.name.lower() == name.lower()]
    return found[0] if found else None
