"""Productions for creating tokens and where they are created (engine/effects/tokens.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.registry import token_ref
from engine.cardtext.abilities import _TOKEN_STATS, _token_named
from engine.cardtext.conditions import _STANDING
from engine.cardtext.grammar import EFFECT, NotUnderstood
from engine.cardtext.nouns import NUM, number
from engine.effects.steps.tokens import CreateToken, Where
from engine.effects.tokens import (
    BareToken,
    CreateLandmarkToken,
    CreateLandmarkTokenForThem,
    CreateLandmarkTokenThatPlayer,
    CreateNamedToken,
    CreateTokenInAnOpponentsExpedition,
    CreateTokenInItsExpedition,
    CreateTokensAmongAny,
    TokensInTargetExpedition,
    TokenWhere,
    WhereAnyNamed,
    WhereStanding,
)

if TYPE_CHECKING:  # pragma: no cover
    from typing import Any

    from engine.cardtext.grammar import Card


@EFFECT.rule(r"create an? (?P<name>\w+) token in (?P<whose>that player's|its controller's) "
             r"landmarks")
def _landmark_token_for_them(name: str, whose: str, card: Card) -> Any:
    ref = landmark_token_ref(name)
    if ref is None:
        raise NotUnderstood(name, "token")
    return CreateLandmarkTokenForThem(
        ref, whose="that_player" if whose.lower() == "that player's" else "its_controller")


@EFFECT.rule(r"create a manaseed token in that player's landmarks")
def _manaseed_that_player(card: Card) -> Any:
    return CreateLandmarkTokenThatPlayer()


@EFFECT.rule(r"create a (?P<name>halua) token (?P<where>in your (?:companion|hero) expedition)")
def _named_token(name: str, where: str, card: Card) -> Any:
    from engine.cards.registry import token_ref

    ref = token_ref(name.capitalize())
    if ref is None:
        raise NotUnderstood(name, "token")
    return CreateNamedToken(ref, Where("companion" if "companion" in where.lower() else "hero"))


_WHOSE = {"your": "you", "target player's": "target", "target opponent's": "target_opponent",
          "another target player's": "another_target", "each player's": "each",
          "its controller's": "its_controller"}


@EFFECT.rule(r"create (?P<n>" + NUM + r") (?P<name>[\w' ]+?) tokens? in (?P<whose>[\w' ]+?) "
             r"landmarks")
def _landmark_token(n: str, name: str, whose: str, card: Card) -> Any:
    """A Permanent token (Aerolith, Manaseed, …) created in a player's Landmarks."""
    ref = landmark_token_ref(name)
    if ref is None or whose.lower() not in _WHOSE:
        raise NotUnderstood(f"create {name} in {whose} Landmarks", "Landmark token")
    return CreateLandmarkToken(ref, _WHOSE[whose.lower()], number(n))


def landmark_token_ref(name: str) -> str | None:
    """The reference of a Permanent token by its name."""
    from engine.cards.registry import find_by_name

    found = [c.ref for c in find_by_name(name) if c.token and c.name.lower() == name.lower()]
    return found[0] if found else None


_TOKEN = r"create an? (?P<name>[A-Z][\w' ]+?) \d+/\d+/\d+ (?P<subs>[\w ]+?) token "


_PLACES = {"in target opponent's companion expedition": "opp_companion",
           "in each expedition": "every", "in the companion expedition of its owner": "owner_companion"}


def _token(name: str) -> str:
    ref = token_ref(name)
    if ref is None:
        raise NotUnderstood(f"create {name}", "token")
    return ref


@EFFECT.rule(_TOKEN + r"(?P<where>in target opponent's companion expedition|in each expedition|"
             r"in the companion expedition of its owner)")
def _token_at(name: str, subs: str, where: str, card: Card) -> Any:
    return CreateToken(_token(name), TokenWhere(_PLACES[where.lower()]))


@EFFECT.rule(r"create (?P<n>" + NUM + r") (?P<name>[A-Z][\w' ]+?) \d+/\d+/\d+ (?P<subs>[\w ,]+?) "
             r"tokens? in each of your expeditions that's (?P<states>" + _STANDING
             + r"(?: or " + _STANDING + r")*)")
def _token_by_standing(n: str, name: str, subs: str, states: str, card: Card) -> Any:
    ref = token_ref(name)
    if ref is None:
        raise NotUnderstood(f"create {name}", "token")
    where = WhereStanding("each", tuple(s.strip().lower() for s in states.split(" or ")))
    return CreateToken(ref, where, number(n), one_word=n.lower() == "one")


@EFFECT.rule(r"create an? (?P<name>[A-Z][\w' ]+?) \d+/\d+/\d+(?: (?P<subs>[\w ,]+?) "
             r"(?P<tok>tokens?))? in an? (?P<which>hero|companion) expedition")
def _token_in_a_named_expedition(name: str, subs: str | None, tok: str | None, which: str,
                                 card: Card) -> Any:
    ref = token_ref(name)
    if ref is None:
        raise NotUnderstood(f"create {name}", "token")
    where = WhereAnyNamed(which.lower())
    if tok:
        return CreateToken(ref, where)
    return BareToken(ref, where)


@EFFECT.rule(r"target an expedition, then create one " + _TOKEN_STATS + r" token in it per card in "
             r"your landmarks, up to (?P<cap>" + NUM + r") per activation")
def _tokens_per_landmark(name: str, subs: str, cap: str, card: Card) -> Any:
    return TokensInTargetExpedition(_token_named(name), "your_landmarks", number(cap))


@EFFECT.rule(r"create an? (?P<name>[A-Z][\w' ]+?) \d+/\d+/\d+ (?P<subs>[\w ,]+?) token in its "
             r"expedition")
def _token_in_its_expedition(name: str, subs: str, card: Card) -> Any:
    ref = token_ref(name)
    if ref is None:
        raise NotUnderstood(f"create {name}", "token")
    return CreateTokenInItsExpedition(ref)


@EFFECT.rule(r"create (?P<n>" + NUM + r") (?P<name>[A-Z][\w' ]+?) \d+/\d+/\d+ (?P<subs>[\w ,]+?) "
             r"tokens,? distributed among any expeditions")
def _tokens_among_any(n: str, name: str, subs: str, card: Card) -> Any:
    ref = token_ref(name)
    if ref is None:
        raise NotUnderstood(f"create {name}", "token")
    return CreateTokensAmongAny(ref, Where("target"), number(n))


@EFFECT.rule(r"create an? (?P<name>[A-Z][\w' ]+?) \d+/\d+/\d+ (?P<subs>[\w ,]+?) token in an "
             r"opponent's expedition")
def _token_in_an_opponents_expedition(name: str, subs: str, card: Card) -> Any:
    ref = token_ref(name)
    if ref is None:
        raise NotUnderstood(f"create {name}", "token")
    return CreateTokenInAnOpponentsExpedition(ref)
