"""Productions for the Muna cards of the later sets (Alize, Bise, Cyclone, Duster) that the
other grammar modules do not read. Their words are in `engine/effects/muna_words.py`;
what each mechanism means and the rulings taken are in docs/mechanisms.md ("Muna in the
later sets")."""

from __future__ import annotations

import re
from typing import Any

from engine.cards.tokens import token_ref
from engine.cardtext.grammar import ABILITY, CONDITION, EFFECT, TRIGGER, Card, NotUnderstood
from engine.cardtext.nouns import (
    NUM,
    STATUS_WORDS,
    TERRAIN,
    TERRAIN_WORDS,
    filter_of,
    number,
    selector,
)
from engine.effects.abilities import NextPlayed
from engine.effects.bise_words import GainBoostsPer
from engine.effects.conditions import DiscardedThisWay
from engine.effects.modifiers import KeepInMyExpedition
from engine.effects.muna_words import (
    CharactersFacingMe,
    CreateInTargetExpeditions,
    ExpeditionsIn,
    GainBoostsForEach,
    HaveTargetOpponentDraw,
    IfThenIAm,
    ImIn,
    ItsOwnerResupplies,
    MarkTargets,
    MayPay,
    MyRegionIs,
    PlaceTerrainMarker,
    PutFromTheirHand,
    PutMeInMyOwnersMana,
    SacrificeMeCost,
    They,
    TokenWhere,
    Twice,
    WhenOpponentDrawsOrResupplies,
)
from engine.effects.selectors import Me, Target
from engine.effects.steps import (
    CreateOngoing,
    CreateToken,
    GainBoosts,
    May,
    PayToDo,
    Resupply,
    Who,
)
from engine.effects.vocabulary import (
    EachPlayerMay,
    ForPlayer,
    Ready,
    WhenMyExpeditionMovesForwardDueTo,
)

_T = r"(?P<t>" + TERRAIN + r")"


# ------------------------------------------------------------------ regions rewritten
@ABILITY.rule(r"my region is " + _T + r" in addition to its other types\.?")
def _my_region_also(t: str, card: Card) -> Any:
    return MyRegionIs(TERRAIN_WORDS[t.lower()])


@ABILITY.rule(r"my region and the region of the expedition facing me are " + _T
              + r" and lose their other types\.?")
def _my_region_and_facing_only(t: str, card: Card) -> Any:
    return MyRegionIs(TERRAIN_WORDS[t.lower()], facing=True, only=True)


@EFFECT.rule(r"place an? " + _T + r" terrain marker on target visible region")
def _place_marker(t: str, card: Card) -> Any:
    return PlaceTerrainMarker(TERRAIN_WORDS[t.lower()])


# ------------------------------------------------------------------ in a terrain
@TRIGGER.rule(r"my expedition moves forward due to " + _T)
def _my_moves_due_to(t: str, card: Card) -> Any:
    return WhenMyExpeditionMovesForwardDueTo(TERRAIN_WORDS[t.lower()])


@CONDITION.rule(r"i'm in " + _T)
def _im_in(t: str, card: Card) -> Any:
    return ImIn(TERRAIN_WORDS[t.lower()])


@ABILITY.rule(r"if (?P<cond>[^,]+), i am (?P<kw>defender|eternal|seasoned|tough \d)\.?")
def _if_then_i_am(cond: str, kw: str, card: Card) -> Any:
    from engine.cardtext.abilities import keywords_of  # abilities imports the grammar modules

    (keyword,) = keywords_of(kw)
    return IfThenIAm(keyword, CONDITION.read(cond, card))


@EFFECT.rule(r"(?P<who>.+?) gains? 1 boost for each expedition in " + _T)
def _boost_per_expedition_in(who: str, t: str, card: Card) -> Any:
    return GainBoostsForEach(selector(who), ExpeditionsIn(TERRAIN_WORDS[t.lower()]))


# ------------------------------------------------------------------ leaving for a reason
@EFFECT.rule(r"you may sacrifice me to (?P<what>.+)")
def _may_sacrifice_me_to(what: str, card: Card) -> Any:
    from engine.cardtext.effects import clause

    return PayToDo(SacrificeMeCost(), clause(what, card))


@EFFECT.rule(r"put me in my owner's mana zone")
def _me_to_mana(card: Card) -> Any:
    return PutMeInMyOwnersMana()


# ------------------------------------------------------------------ Woollybacks (and other tokens)
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


@EFFECT.rule(r"target (?P<n>two|three) expeditions and " + _TOKEN + r"in each one")
def _tokens_in_targets(n: str, name: str, subs: str, card: Card) -> Any:
    return CreateInTargetExpeditions(_token(name), number(n))


@CONDITION.rule(r"you discarded a card this way")
def _discarded_this_way(card: Card) -> Any:
    return DiscardedThisWay()


@EFFECT.rule(r"its owner (?P<ex>exhausted )?resupplies")
def _its_owner_resupplies(ex: str | None, card: Card) -> Any:
    return ItsOwnerResupplies(exhausted=bool(ex))


# ------------------------------------------------------------------ targets named, then "it" / "they"
@EFFECT.rule(r"you may target (?P<what>another .+|an? .+)")
def _may_target(what: str, card: Card) -> Any:
    what = re.sub(r"^an? ", "", what, flags=re.I)
    return MarkTargets(Target(filter_of(what), up_to=True), may=True)


@EFFECT.rule(r"target any number of (?P<what>.+)")
def _target_any_number(what: str, card: Card) -> Any:
    return MarkTargets(Target(filter_of(what), count=99, up_to=True))


@EFFECT.rule(r"they gain (?P<n>" + NUM + r") boosts?")
def _they_gain(n: str, card: Card) -> Any:
    return GainBoosts(They(), number(n))


# ------------------------------------------------------------------ players doing things
@EFFECT.rule(r"target opponent may (?P<ex>exhausted )?resupply(?P<twice> twice)?")
def _opponent_may_resupply(ex: str | None, twice: str | None, card: Card) -> Any:
    # the opponent decides (they are "you" of the steps); one choice covers "twice" (6.5.h)
    step: Any = Resupply(exhausted=bool(ex))
    return ForPlayer(Who("target_opponent"), (May(Twice(step) if twice else step),))


@EFFECT.rule(r"each player may put a card from their hand in reserve(?P<draw> to draw a card)?")
def _each_may_hand_to_reserve(draw: str | None, card: Card) -> Any:
    return EachPlayerMay(PutFromTheirHand(draw=bool(draw)))


@EFFECT.rule(r"have target opponent draw a card")
def _have_opponent_draw(card: Card) -> Any:
    return HaveTargetOpponentDraw()


@TRIGGER.rule(r"an opponent draws one or more cards or resupplies")
def _opponent_draws_or_resupplies(card: Card) -> Any:
    return WhenOpponentDrawsOrResupplies()


@EFFECT.rule(r"i gain 1 boost per character in the expeditions facing me")
def _boost_per_facing(card: Card) -> Any:
    return GainBoostsPer(Me(), CharactersFacingMe())


@EFFECT.rule(r"you may pay (?P<n>\d+)")
def _may_pay(n: str, card: Card) -> Any:
    return MayPay(int(n))


@EFFECT.rule(r"the next character you play in " + _T + r" this turn gains (?P<n>" + NUM + r") boosts?")
def _next_in_terrain(t: str, n: str, card: Card) -> Any:
    passive = NextPlayed(("character",), boosts=number(n), in_terrain=TERRAIN_WORDS[t.lower()])
    return CreateOngoing(passive, "turn")


@EFFECT.rule(r"ready me")
def _ready_me(card: Card) -> Any:
    return Ready(Me())


# ------------------------------------------------------------------ kept in my Expedition
@ABILITY.rule(r"if an? (?P<st>anchored|asleep|boosted) character would leave my expedition during "
              r"the afternoon, it loses (?P<lost>anchored|asleep|all its boosts) instead\.?")
def _keep_in_my_expedition(st: str, lost: str, card: Card) -> Any:
    if st.lower() == "boosted" and lost.lower() == "all its boosts":
        return KeepInMyExpedition(None)
    if st.lower() != lost.lower():
        raise NotUnderstood(f"{st} … loses {lost}", "instead")
    return KeepInMyExpedition(STATUS_WORDS[st.lower()])
