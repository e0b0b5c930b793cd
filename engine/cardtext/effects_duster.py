"""Productions added for the Duster set: Manaseed tokens created in a player's Landmarks,
and the Manaseed's own ability "[T], Sacrifice me: Ready a Mana Orb." (their words are in
engine/effects/duster_words.py; the mechanism is described in docs/mechanisms.md)."""

from __future__ import annotations

from typing import Any

from engine.cardtext.effects import steps
from engine.cardtext.grammar import ABILITY, CONDITION, EFFECT, Card, NotUnderstood
from engine.cardtext.nouns import NUM, STATUS_WORDS, number
from engine.effects.abilities import QuickAction
from engine.effects.costs import Cost
from engine.effects.duster_words import (
    MANASEED,
    AndSacrificeMe,
    CreateLandmarkToken,
    IAmIf,
    IAmInContact,
    IAmStatus,
    ReadyManaOrb,
)

_WHOSE = {"your": "you", "target opponent's": "target_opponent",
          "another target player's": "another_target", "each player's": "each"}
_LANDMARK_TOKENS = {"manaseed": MANASEED}


@EFFECT.rule(r"create (?P<n>" + NUM + r") (?P<name>\w+) tokens? in (?P<whose>[\w' ]+?) "
             r"landmarks")
def _landmark_token(n: str, name: str, whose: str, card: Card) -> Any:
    ref = _LANDMARK_TOKENS.get(name.lower())
    if ref is None or whose.lower() not in _WHOSE:
        raise NotUnderstood(f"create {name} in {whose} Landmarks", "Landmark token")
    return CreateLandmarkToken(ref, _WHOSE[whose.lower()], number(n))


@EFFECT.rule(r"ready a mana orb")
def _ready_orb(card: Card) -> Any:
    return ReadyManaOrb()


@ABILITY.rule(r"\{T\},\s*sacrifice me\s*:\s*(?P<effect>.+)")
def _quick_sacrifice_me(effect: str, card: Card) -> Any:
    return QuickAction(AndSacrificeMe(Cost(exhaust_me=True)),
                       steps(effect[:1].upper() + effect[1:], card))


@CONDITION.rule(r"i'm (?P<neg>not )?in contact")
def _in_contact(neg: str | None, card: Card) -> Any:
    return IAmInContact(negated=bool(neg))


@ABILITY.rule(r"if (?P<cond>[^,]+), I'm (?P<kw>defender|gigantic|eternal|seasoned|tough \d)\.?")
def _i_am_if(cond: str, kw: str, card: Card) -> Any:
    from engine.cardtext.abilities import keywords_of  # abilities imports this module

    (keyword,) = keywords_of(kw)
    return IAmIf(keyword, CONDITION.read(cond, card))


@CONDITION.rule(r"i'm (?P<st>anchored|asleep)")
def _i_am_status(st: str, card: Card) -> Any:
    return IAmStatus(STATUS_WORDS[st.lower()])
