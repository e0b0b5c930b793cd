"""Productions for the Muna cards of the later sets (Alize, Bise, Cyclone, Duster) that the
other grammar modules do not read. Their words are in `engine/effects/muna_words.py`;
what each mechanism means and the rulings taken are in docs/mechanisms.md ("Muna in the
later sets")."""

from __future__ import annotations

import re
from typing import Any

import attrs

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
from engine.effects.abilities import GrantKeyword, NextPlayed, QuickAction, SpellEffect
from engine.effects.boosts import (
    DistributeBoosts,
    DoubleBoostsOn,
    GainBoostsForEach,
    GainBoostsPer,
    PlaceTerrainMarker,
)
from engine.effects.conditions import (
    DiscardedThisWay,
    FacingOnly,
    IHadBoosts,
    ItWasntIn,
    OpponentControls,
)
from engine.effects.control import ItsControllerResupplies
from engine.effects.costs import AndOpponentResupplies, Cost, SacrificeMeCost
from engine.effects.counts import CharactersFacingMe, ExpeditionsIn
from engine.effects.filters import AnyOf, Filter
from engine.effects.mana import PutMeInMyOwnersMana
from engine.effects.modes import MarkTargets, ThenAfter
from engine.effects.modifiers import KeepInMyExpedition
from engine.effects.movement import HaveTargetOpponentDraw, PutFromTheirHand
from engine.effects.passives import IfThenIAm, MyRegionIs, ThisDayGrant
from engine.effects.players import EachPlayerMay, ForPlayer, TargetPlayerThisDay
from engine.effects.playing import MayPay, PlayNowInCompanion
from engine.effects.regions import CreateInTargetExpeditions
from engine.effects.reserve import AlsoReceiveIt
from engine.effects.reveal import ItsOwnerResupplies
from engine.effects.selectors import All, Each, It, Me, Target, ThatCharacter, They
from engine.effects.statuses import Ready
from engine.effects.steps import (
    CreateOngoing,
    CreateToken,
    GainBoosts,
    GainStatus,
    May,
    PayToDo,
    Repeat,
    Resupply,
    Who,
)
from engine.effects.tokens import TokenWhere
from engine.effects.triggers import (
    WhenIGoToYourReserveFrom,
    WhenMyExpeditionMovesForwardDueTo,
    WhenOpponentDrawsOrResupplies,
)
from engine.model import Status, Zone

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
    return ForPlayer(Who("target_opponent"), (May(Repeat(step, 2) if twice else step),))


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


# ------------------------------------------------------------------ counts and what "it" was
@CONDITION.rule(r"an opponent controls (?P<n>" + NUM + r") or more (?P<what>.+)")
def _opponent_controls(n: str, what: str, card: Card) -> Any:
    return OpponentControls(number(n), filter_of(what))


@CONDITION.rule(r"i'm facing only one character")
def _facing_only_one(card: Card) -> Any:
    return FacingOnly(1)


@CONDITION.rule(r"it wasn't in " + _T)
def _it_wasnt_in(t: str, card: Card) -> Any:
    return ItWasntIn(TERRAIN_WORDS[t.lower()])


@EFFECT.rule(r"its controller resupplies")
def _its_controller_resupplies(card: Card) -> Any:
    return ItsControllerResupplies()


@EFFECT.rule(r"that character gains (?P<n>" + NUM + r") boosts?")
def _that_character_gains(n: str, card: Card) -> Any:
    return GainBoosts(ThatCharacter(), number(n))


# ------------------------------------------------------------------ this Day; several kinds at once
@EFFECT.rule(r"this day, (?P<what>.+?) (?P<verb>are|have) (?P<kw>tough \d)")
def _this_day_grant(what: str, verb: str, kw: str, card: Card) -> Any:
    from engine.cardtext.abilities import keywords_of  # abilities imports the grammar modules

    flt = filter_of(what)
    if flt.controller is None:
        raise NotUnderstood(what, "who")
    (keyword,) = keywords_of(kw)
    return CreateOngoing(ThisDayGrant(flt, keyword, verb=verb.lower()), "day")


@EFFECT.rule(r"you may target (?P<what>.+?), it gains (?P<st>anchored|asleep|fleeting)")
def _may_target_it_gains(what: str, st: str, card: Card) -> Any:
    what = re.sub(r"^an? ", "", what, flags=re.I)
    return (MarkTargets(Target(filter_of(what), up_to=True), may=True),
            GainStatus(It(), STATUS_WORDS[st.lower()]))


_MINE_AND_RESERVE = AnyOf((Filter(controller="you"), Filter(zones=(Zone.RESERVE,), owner="you")),
                          "each Character you control and in your Reserve")


@EFFECT.rule(r"double the number of boosts on each character you control and in your reserve")
def _double_mine_and_reserve(card: Card) -> Any:
    return DoubleBoostsOn(All(_MINE_AND_RESERVE))  # type: ignore[arg-type]


@EFFECT.rule(r"each (?P<a>\w+) and (?P<b>\w+) in your reserve gains (?P<n>" + NUM + r") boosts?")
def _each_of_two_in_reserve(a: str, b: str, n: str, card: Card) -> Any:
    flts = tuple(filter_of(f"{w} in your Reserve") for w in (a, b))
    if any(f.subtype is None for f in flts):
        raise NotUnderstood(f"{a} and {b}", "noun")
    words = f"{a.capitalize()} and {b.capitalize()} in your Reserve"
    return GainBoosts(Each(AnyOf(flts, words)), number(n))  # type: ignore[arg-type]


_PERMANENT_IN_PLAY = Filter(types=("permanent",))
_CARD_IN_RESERVE = Filter(types=(), zones=(Zone.RESERVE,))


@EFFECT.rule(r"exhaust target permanent in play(?P<either> or target card in reserve)?")
def _exhaust_permanent_in_play(either: str | None, card: Card) -> Any:
    if either:
        what = AnyOf((_PERMANENT_IN_PLAY, _CARD_IN_RESERVE),
                     "Permanent in play or target card in Reserve")
    else:
        what = AnyOf((_PERMANENT_IN_PLAY,), "Permanent in play")
    return GainStatus(Target(what), Status.EXHAUSTED)  # type: ignore[arg-type]


@EFFECT.rule(r"then (?P<rest>you may .+)")
def _then_you_may(rest: str, card: Card) -> Any:
    from engine.cardtext.effects import clause

    return ThenAfter(clause(rest, card))


@EFFECT.rule(r"distribute (?P<n>\d+) boosts among any target (?P<what>.+)")
def _distribute(n: str, what: str, card: Card) -> Any:
    return DistributeBoosts(int(n), Target(filter_of(what), count=int(n), up_to=True))


# ------------------------------------------------------------------ playing a card into one Expedition
@EFFECT.rule(r"(?P<who>you|target player) may immediately play a character for "
             r"(?:(?P<n>\d+) less|(?P<free>free)) in (?:your|their) companion expedition")
def _play_into_companion(who: str, n: str | None, free: str | None, card: Card) -> Any:
    return PlayNowInCompanion(types=("character",), less=int(n) if n else 0, free=bool(free),
                              target_player=who.lower() == "target player")


# ------------------------------------------------------------------ a cost the opponent pays
@ABILITY.rule(r"\{T\},\s*target opponent resupplies\s*:\s*(?P<effect>.+)")
def _quick_opponent_resupplies(effect: str, card: Card) -> Any:
    from engine.cardtext.effects import steps

    return QuickAction(AndOpponentResupplies(Cost(exhaust_me=True)),
                       steps(effect[:1].upper() + effect[1:], card))


@EFFECT.rule(r"the next character you play this turn with base cost (?P<n>\d+) or less gains "
             r"(?P<st>anchored|asleep)")
def _next_base_cost_gains(n: str, st: str, card: Card) -> Any:
    passive = NextPlayed(("character",), max_base_cost=int(n), gains=STATUS_WORDS[st.lower()])
    return CreateOngoing(passive, "turn")


@ABILITY.rule(r"(?P<a>anchored|asleep) and (?P<b>anchored|asleep) characters you control are "
              r"(?P<kw>tough \d)\.?")
def _two_statuses_tough(a: str, b: str, kw: str, card: Card) -> Any:
    from engine.cardtext.abilities import keywords_of  # abilities imports the grammar modules

    flts = tuple(Filter(controller="you", any_status=(STATUS_WORDS[w.lower()],)) for w in (a, b))
    words = f"{a.capitalize()} and {b.capitalize()} Characters you control"
    (keyword,) = keywords_of(kw)
    return GrantKeyword(AnyOf(flts, words), keyword, verb="are")  # type: ignore[arg-type]


# ------------------------------------------------------------------ what I had before I left
@TRIGGER.rule(r"i go to your reserve from the expedition zone")
def _i_go_to_your_reserve(card: Card) -> Any:
    return WhenIGoToYourReserveFrom(Zone.RESERVE, Zone.EXPEDITION)


@CONDITION.rule(r"i had (?P<n>" + NUM + r") or more boosts")
def _i_had_boosts(n: str, card: Card) -> Any:
    return IHadBoosts(number(n))


@ABILITY.rule(r"target a player\. this day, (?P<what>.+?) that they control (?P<verb>are|have) "
              r"(?P<kw>tough \d)\.?")
def _target_player_this_day(what: str, verb: str, kw: str, card: Card) -> Any:
    from engine.cardtext.abilities import keywords_of  # abilities imports the grammar modules

    if card.type != "spell":
        raise NotUnderstood(what, "target a player")
    flt = attrs.evolve(filter_of(what), controller="you")
    (keyword,) = keywords_of(kw)
    return SpellEffect((TargetPlayerThisDay(GrantKeyword(flt, keyword, verb=verb.lower())),))


@EFFECT.rule(r"also receive it")
def _also_receive_it(card: Card) -> Any:
    return AlsoReceiveIt()
