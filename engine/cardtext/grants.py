"""Abilities that give objects a keyword or an ability while their holder works:
"Tokens you control are Gigantic", "Characters you control have Tough 2",
"Your Characters have: "{R} I gain 1 boost."" (characteristic changes, 2.3.1.g)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import attrs

from engine.cardtext.abilities import keywords_of
from engine.cardtext.grammar import ABILITY, CONDITION, NoMatch, NotUnderstood
from engine.cardtext.nouns import filter_of
from engine.effects.abilities.keywords import GrantKeyword
from engine.effects.passives.conditional_chars import IAmUnless
from engine.effects.passives.grants import GrantAbility

if TYPE_CHECKING:  # pragma: no cover
    from typing import Any

    from engine.ability_kinds import Keyword
    from engine.cardtext.grammar import Card


_KEYWORD = r"(?P<kw>fleeting|gigantic|defender|eternal|seasoned|tough \d)"


def _keyword_named(word: str) -> Keyword:
    (kw,) = keywords_of(word)
    return kw


@ABILITY.rule(r"(?P<what>[^\".{}—]+?) (?P<verb>have|are) " + _KEYWORD + r"\.?")
def _grant_keyword(what: str, verb: str, kw: str, card: Card) -> Any:
    try:
        flt = filter_of(what)
    except NotUnderstood:
        raise NoMatch(what) from None  # not a noun phrase: some other ability's words
    if flt.controller is None:
        raise NoMatch(what)  # a bare plural names nobody in particular
    return GrantKeyword(flt, _keyword_named(kw), verb=verb.lower())


@ABILITY.rule(r"your characters(?P<other> other than me)? have: \"\s*(?P<ability>[^\"]+?)\"\.?")
def _grant_ability(other: str | None, ability: str, card: Card) -> Any:
    got = ABILITY.read(re.sub(r"\.\Z", "", ability.strip()) + ".", card)
    got = got if isinstance(got, tuple) else (got,)
    if len(got) != 1:
        raise NotUnderstood(ability, "granted ability")
    # "your Characters" are the ones you control: a granted [R] Reaction is looked at once
    # the Character is in play (6.3.d), where it is controlled (7.5.4)
    whom = "Characters you control other than me" if other else "Characters you control"
    return GrantAbility(filter_of(whom), got[0], your=True)


@ABILITY.rule(r"I am " + _KEYWORD + r" unless (?P<cond>.+?)\.?")
def _i_am_unless(kw: str, cond: str, card: Card) -> Any:
    return IAmUnless(_keyword_named(kw), CONDITION.read(cond, card))


@ABILITY.rule(r"if (?P<cond>[^,]+), (?P<what>[^\".{}—]+?) (?P<verb>have|are) " + _KEYWORD + r"\.?")
def _grant_keyword_if(cond: str, what: str, verb: str, kw: str, card: Card) -> Any:
    got = _grant_keyword(what=what, verb=verb, kw=kw, card=card)
    return attrs.evolve(got, condition=CONDITION.read(cond, card))
