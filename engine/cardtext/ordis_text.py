"""Productions for the Ordis cards of the later sets (Alize, Bise, Cyclone, Duster) that the
other grammar modules do not read. Their words are in `engine/effects/ordis_words.py`;
what each mechanism means and the rulings taken are in docs/mechanisms.md ("Ordis in the
later sets")."""

from __future__ import annotations

from typing import Any

from engine.cardtext.grammar import ABILITY, CONDITION, EFFECT, Card
from engine.cardtext.nouns import NUM, number, selector
from engine.effects.ordis_words import (
    CardsOfTypeInReserve,
    DefendersDontStop,
    IAmKeyword,
    IfIAmKeyword,
    LoseAllBoosts,
    ManaOrbsAtLeast,
    MyExpeditionInContact,
    ReadyManaOrbs,
    UnlessIAm,
    YourExpeditionsAre,
)

_KW = r"(?P<kw>defender|gigantic|eternal|seasoned|tough \d)"


def _keyword(word: str) -> Any:
    from engine.cardtext.abilities import keywords_of  # abilities imports this module

    (kw,) = keywords_of(word)
    return kw


# ------------------------------------------------------------------ Defender variants
@ABILITY.rule(r"(?:if (?P<cond>[^,]+), )?defender characters don't prevent "
              r"(?P<whom>it|my expedition) from moving forward\.?")
def _defenders_dont_stop(cond: str | None, whom: str, card: Card) -> Any:
    condition = CONDITION.read(cond, card) if cond else None
    return DefendersDontStop(condition, it_word=whom.lower() == "it")


@ABILITY.rule(r"I'm " + _KW + r"\.?")
def _im_keyword(kw: str, card: Card) -> Any:
    k = _keyword(kw)
    return IAmKeyword(k.name, k.value)


@ABILITY.rule(r"unless (?P<cond>[^,]+), I am " + _KW + r"\.?")
def _unless_i_am(cond: str, kw: str, card: Card) -> Any:
    return UnlessIAm(_keyword(kw), CONDITION.read(cond, card))


@ABILITY.rule(r"I'm " + _KW + r" unless (?P<cond>.+?)\.?")
def _im_unless(cond: str, kw: str, card: Card) -> Any:
    return UnlessIAm(_keyword(kw), CONDITION.read(cond, card), form="im")


@ABILITY.rule(r"if (?P<cond>[^,]+), I am " + _KW + r"\.?")
def _if_i_am(cond: str, kw: str, card: Card) -> Any:
    return IfIAmKeyword(_keyword(kw), CONDITION.read(cond, card))


# ------------------------------------------------------------------ conditions
@CONDITION.rule(r"you have (?P<n>" + NUM + r") or more mana orbs")
def _orbs_at_least(n: str, card: Card) -> Any:
    return ManaOrbsAtLeast(number(n))


@CONDITION.rule(r"my expedition is in contact")
def _my_expedition_in_contact(card: Card) -> Any:
    return MyExpeditionInContact()


@CONDITION.rule(r"there are (?P<n>" + NUM + r") or more (?P<t>characters|permanents|spells) "
                r"in your reserve")
def _type_in_reserve(n: str, t: str, card: Card) -> Any:
    return CardsOfTypeInReserve(t.lower()[:-1], number(n))





_STANDING = r"(?:ahead|behind|tied)"


@CONDITION.rule(r"each of your expeditions is (?P<states>" + _STANDING + r"(?: or " + _STANDING
                + r")*)")
def _your_expeditions_are(states: str, card: Card) -> Any:
    return YourExpeditionsAre(tuple(s.strip().lower() for s in states.split(" or ")))


# ------------------------------------------------------------------ boosts
@EFFECT.rule(r"(?P<who>.+?) loses? all (?:its|their) boosts")
def _lose_all_boosts(who: str, card: Card) -> Any:
    return LoseAllBoosts(selector(who))


# ------------------------------------------------------------------ Mana
@EFFECT.rule(r"ready (?P<n>" + NUM + r") mana orbs")
def _ready_orbs(n: str, card: Card) -> Any:
    return ReadyManaOrbs(number(n))
