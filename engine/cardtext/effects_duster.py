"""Productions added for the Duster set: Manaseed tokens created in a player's Landmarks,
and the Manaseed's own ability "[T], Sacrifice me: Ready a Mana Orb." (their words are in
engine/effects/duster_words.py; the mechanism is described in docs/mechanisms.md)."""

from __future__ import annotations

from typing import Any

from engine.cardtext.effects import steps
from engine.cardtext.grammar import ABILITY, CONDITION, EFFECT, TRIGGER, Card, NotUnderstood
from engine.cardtext.nouns import NUM, STATUS_WORDS, number
from engine.effects.abilities import QuickAction
from engine.effects.boosts import GiveBoosts
from engine.effects.conditions import IAmInContact, IAmStatus, IHaveNoBoosts, LandmarkCount
from engine.effects.costs import AndSacrificeMe, Cost, ExhaustOneCost
from engine.effects.mana import ReadyManaOrb
from engine.effects.movement import TargetOpponentDraws
from engine.effects.passives import IAmIf
from engine.effects.players import PlayerResupplies
from engine.effects.selectors import Me
from engine.effects.steps import PayToDo
from engine.effects.tokens import CreateLandmarkToken
from engine.effects.triggers import WhenMyExpeditionMovesForwardDuster, WhenYouMakeAGift

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


@CONDITION.rule(r"there are (?P<n>" + NUM + r") or more cards in your landmarks")
def _landmark_count(n: str, card: Card) -> Any:
    return LandmarkCount(number(n))


@CONDITION.rule(r"there's another card in your landmarks")
def _another_landmark(card: Card) -> Any:
    return LandmarkCount(1, other=True)


@EFFECT.rule(r"(?P<who>target opponent|target player|each player) (?P<ex>exhausted )?resupplies")
def _player_resupplies(who: str, ex: str | None, card: Card) -> Any:
    return PlayerResupplies(who.lower().replace(" ", "_").replace("each_player", "each"),
                            exhausted=bool(ex))


@TRIGGER.rule(r"my expedition moves forward")
def _my_expedition_moves_forward(card: Card) -> Any:
    return WhenMyExpeditionMovesForwardDuster()


@TRIGGER.rule(r"you make a gift")
def _gift(card: Card) -> Any:
    return WhenYouMakeAGift()


@CONDITION.rule(r"i have no boosts")
def _no_boosts(card: Card) -> Any:
    return IHaveNoBoosts()


@EFFECT.rule(r"you may exhaust an? (?P<what>permanent you control|card in your reserve) to "
             r"(?P<effect>.+)")
def _may_exhaust_to(what: str, effect: str, card: Card) -> Any:
    kind = "reserve" if "reserve" in what.lower() else "permanent"
    return PayToDo(ExhaustOneCost(kind), steps(effect[:1].upper() + effect[1:], card))


@EFFECT.rule(r"target an opponent, they draw a card")
def _target_opponent_draws(card: Card) -> Any:
    return TargetOpponentDraws()


@EFFECT.rule(r"give me (?P<n>" + NUM + r") boosts?")
def _give_me_boosts(n: str, card: Card) -> Any:
    return GiveBoosts(Me(), number(n))
