"""Productions for the Ordis cards of the later sets (Alize, Bise, Cyclone, Duster) that the
other grammar modules do not read. Their words are in `engine/effects/ordis_words.py`;
what each mechanism means and the rulings taken are in docs/mechanisms.md ("Ordis in the
later sets")."""

from __future__ import annotations

import re
from typing import Any

import attrs

from engine.cards.tokens import token_ref
from engine.cardtext.effects import MODE_COUNTS, clause
from engine.cardtext.grammar import ABILITY, CONDITION, EFFECT, TRIGGER, Card, NotUnderstood
from engine.cardtext.nouns import NUM, STATUS_WORDS, filter_of, number, selector
from engine.effects.abilities import IAmKeyword, NextPlayed, Reaction, SpellEffect
from engine.effects.boosts import (
    BoostPerOthersThenSend,
    BoostsPerLandmark,
    GainItsSubtypesAndBoosts,
    GiveBoosts,
    GiveBoostsToOrdis,
    LoseAllBoosts,
    LoseBoosts,
)
from engine.effects.conditions import (
    AnyExpeditionAscended,
    BothExpeditionsFailed,
    CardsOfTypeInReserve,
    FewerInReserveThanOpponent,
    IAmInSingleTerrainRegion,
    ItIsFacingMe,
    ItIsInAscended,
    ItIsStatus,
    ManaOrbsAtLeast,
    MyExpeditionInContact,
    NoCharacterFacingIt,
    NoCharactersFacingMe,
    SpellInReserve,
    YourExpeditionsAre,
)
from engine.effects.cost_changes import ICostLess, PlayedFromCostChange
from engine.effects.costs import Cost, SpendCounterFrom
from engine.effects.counts import AscendedCount, CountOf, LandmarkCardCount
from engine.effects.mana import ReadyManaOrbs
from engine.effects.modes import ForEach, InsteadIf, ThenAfter
from engine.effects.movement import PlayerPutsFromHand
from engine.effects.passives import (
    CantGainCounters,
    DefendersDontStop,
    DiscardInsteadOfMovingForward,
    GainInstead,
    IfIAmKeyword,
    ReserveLimitsChange,
    ResupplyInsteadOfAscendingAgain,
    UnlessIAm,
)
from engine.effects.players import EachPlayerChoosesGains
from engine.effects.playing import MayPayOrdis, PlayForFreeUpTo
from engine.effects.regions import LandmarkFromHandForFree, SacrificeOneLandmark, SwitchExpeditions
from engine.effects.reveal import LookKeepOneDiscardRest
from engine.effects.selectors import It, ThatOne
from engine.effects.statuses import AheadExpeditionSleeps
from engine.effects.steps import CreateOngoing, CreateToken, PayToDo, Then, Where
from engine.effects.tokens import (
    BareToken,
    TokensInTargetExpedition,
    WhereAnyNamed,
    WhereStanding,
)
from engine.effects.triggers import (
    OnPlayed,
    WhenIGainStatus,
    WhenOpponentPlays,
    WhenPlaysFromReserve,
    WhenYourAscendedExpeditionsMoveForward,
)
from engine.model import Zone

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


# ------------------------------------------------------------------ players, Reserves
@EFFECT.rule(r"target (?P<who>player|opponent) puts a card from their hand in reserve")
def _player_puts_from_hand(who: str, card: Card) -> Any:
    return PlayerPutsFromHand(f"target_{who.lower()}")


@CONDITION.rule(r"you have less cards in reserve than target opponent")
def _fewer_in_reserve(card: Card) -> Any:
    return FewerInReserveThanOpponent()


@CONDITION.rule(r"it is (?P<st>asleep|anchored|fleeting)")
def _it_is(st: str, card: Card) -> Any:
    return ItIsStatus(STATUS_WORDS[st.lower()])


@TRIGGER.rule(r"an opponent plays a card from reserve")
def _opponent_plays_from_reserve(card: Card) -> Any:
    return WhenPlaysFromReserve("opponent")


@TRIGGER.rule(r"you play (?P<another>another|a) card from reserve")
def _you_play_from_reserve(another: str, card: Card) -> Any:
    return WhenPlaysFromReserve("you", other=another.lower() == "another")


@ABILITY.rule(r"cards played from reserve cost (?P<n>\d+) (?P<way>more|less)"
              r"(?:, with a minimum cost of (?P<floor>\d+))?\.?")
def _played_from_reserve_cost(n: str, way: str, floor: str | None, card: Card) -> Any:
    if way.lower() == "more":
        if floor:
            raise NotUnderstood("a minimum on an increase", "cost")
        return PlayedFromCostChange(more=int(n), from_zone="reserve")
    return PlayedFromCostChange(less=int(n), less_floor=int(floor) if floor else None,
                                from_zone="reserve")


# ------------------------------------------------------------------ tokens
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


MODE_COUNTS["the number of cards in your landmarks"] = LandmarkCardCount()


# ------------------------------------------------------------------ my own cost
@ABILITY.rule(r"I cost (?P<n>\d+) less for each of your ascended expeditions\.?")
def _i_cost_less_per_ascended(n: str, card: Card) -> Any:
    return ICostLess(less=int(n), per=AscendedCount())


@CONDITION.rule(r"(?P<w>one or more|at least one) of your expeditions is ascended")
def _any_ascended(w: str, card: Card) -> Any:
    return AnyExpeditionAscended(w.lower())


@CONDITION.rule(r"there's a spell with reserve cost (?P<n>\d+) or more in your reserve")
def _spell_in_reserve(n: str, card: Card) -> Any:
    return SpellInReserve(int(n))


# ------------------------------------------------------------------ counters
@ABILITY.rule(r"cards in your opponent's reserve can't gain counters\.?")
def _opponent_reserve_no_counters(card: Card) -> Any:
    return CantGainCounters("opponent_reserve")


@ABILITY.rule(r"cards in play or in reserve with counters can't gain counters\.?")
def _no_more_counters(card: Card) -> Any:
    return CantGainCounters("with_counters")


# ------------------------------------------------------------------ "Target an Expedition. Create X … in it"
_TOKEN = r"(?P<name>[A-Z][\w' ]+?) \d+/\d+/\d+ (?P<subs>[\w ,]+?)"


def _token_named(name: str) -> str:
    ref = token_ref(name)
    if ref is None:
        raise NotUnderstood(f"create {name}", "token")
    return ref


@ABILITY.rule(r"target an expedition\. create x " + _TOKEN + r" tokens in it, where x is the "
              r"number of cards in target player's reserve\.?")
def _tokens_x_in_target_expedition(name: str, subs: str, card: Card) -> Any:
    if card.type != "spell":
        raise NotUnderstood("target an Expedition", "not a Spell")
    return SpellEffect((TokensInTargetExpedition(_token_named(name)),))


@EFFECT.rule(r"target an expedition, then create one " + _TOKEN + r" token in it per card in "
             r"your landmarks, up to (?P<cap>" + NUM + r") per activation")
def _tokens_per_landmark(name: str, subs: str, cap: str, card: Card) -> Any:
    return TokensInTargetExpedition(_token_named(name), "your_landmarks", number(cap))


# ------------------------------------------------------------------ Fiore, Hypothermia, Nightwarden
@EFFECT.rule(r"I gain 1 boost per other character in my expedition, then send them all to "
             r"reserve")
def _boost_per_others_then_send(card: Card) -> Any:
    return BoostPerOthersThenSend()


@EFFECT.rule(r"(?P<who>I) lose (?P<n>" + NUM + r") boosts?")
def _lose_boosts(who: str, n: str, card: Card) -> Any:
    return LoseBoosts(selector(who), number(n))


@ABILITY.rule(r"each player chooses a character they control\. it gains (?P<st>asleep|anchored)"
              r"\.?")
def _each_player_chooses(st: str, card: Card) -> Any:
    if card.type != "spell":
        raise NotUnderstood("each player chooses", "not a Spell")
    return SpellEffect((EachPlayerChoosesGains(STATUS_WORDS[st.lower()]),))


@TRIGGER.rule(r"I gain (?P<st>asleep|anchored)")
def _when_i_gain_status(st: str, card: Card) -> Any:
    return WhenIGainStatus(STATUS_WORDS[st.lower()])


@ABILITY.rule(r"if I would gain (?P<a>asleep|anchored), I gain (?P<b>asleep|anchored) instead\.?")
def _gain_instead(a: str, b: str, card: Card) -> Any:
    return GainInstead(STATUS_WORDS[a.lower()], STATUS_WORDS[b.lower()])


# ------------------------------------------------------------------ paying, giving, playing
@EFFECT.rule(r"you may pay (?P<n>\d+)")
def _may_pay(n: str, card: Card) -> Any:
    return MayPayOrdis(Cost(mana=int(n)), ())


@EFFECT.rule(r"(?P<a>I gain " + NUM + r" boosts?) and (?P<b>my expedition ascends)")
def _gain_and_ascend(a: str, b: str, card: Card) -> Any:
    # two steps of different subjects in one sentence, one after the other (6.1)
    return Then((*clause(a, card), *clause(b, card)), word="and")


@EFFECT.rule(r"give it (?P<n>" + NUM + r") boosts?")
def _give_it(n: str, card: Card) -> Any:
    return GiveBoosts(It(), number(n))


@EFFECT.rule(r"give (?P<n>" + NUM + r") boosts? to (?P<who>.+)")
def _give_to(n: str, who: str, card: Card) -> Any:
    return GiveBoostsToOrdis(selector(who), number(n))


@EFFECT.rule(r"I gain 1 boost per card in your landmarks(?:, up to a max of (?P<cap>\d+) boosts "
             r"on me)?")
def _boosts_per_landmark(cap: str | None, card: Card) -> Any:
    return BoostsPerLandmark(int(cap) if cap else None)


@CONDITION.rule(r"it's in an ascended expedition")
def _it_in_ascended(card: Card) -> Any:
    return ItIsInAscended()


@EFFECT.rule(r"pay (?P<n>\d+) less for the next (?P<what>permanent|character|spell) you play "
             r"this turn, down to a minimum of (?P<floor>\d+)")
def _pay_less_next(n: str, what: str, floor: str, card: Card) -> Any:
    passive = NextPlayed((what.lower(),), cost_less=int(n), cost_floor=int(floor),
                         pay_words=True)
    return CreateOngoing(passive, "turn")


@EFFECT.rule(r"immediately play for free up to (?P<n>" + NUM + r") characters with base cost "
             r"(?P<k>\d+) or less")
def _play_free_up_to(n: str, k: str, card: Card) -> Any:
    return PlayForFreeUpTo(number(n), int(k))


# ------------------------------------------------------------------ Ariadne, Overseer
@TRIGGER.rule(r"an opponent plays an? (?P<what>character|permanent|spell)")
def _opponent_plays(what: str, card: Card) -> Any:
    return WhenOpponentPlays(filter_of(what))


@CONDITION.rule(r"there are no characters in the expedition facing me")
def _none_facing(card: Card) -> Any:
    return NoCharactersFacingMe()


@EFFECT.rule(r"that character switches expeditions")
def _that_switches(card: Card) -> Any:
    return SwitchExpeditions(ThatOne())


@EFFECT.rule(r"create an? " + _TOKEN + r" token in my expedition for each (?P<what>.+)")
def _token_for_each(name: str, subs: str, what: str, card: Card) -> Any:
    flt = filter_of(what)
    if flt.controller != "you":
        raise NotUnderstood(what, "count")
    count = CountOf(attrs.evolve(flt, controller=None))
    return ForEach(CreateToken(_token_named(name), Where("mine")), count)


@EFFECT.rule(r"you may spend 1 counter from a card in your reserve or landmarks to (?P<what>.+)")
def _spend_counter_from(what: str, card: Card) -> Any:
    return PayToDo(SpendCounterFrom(), clause(what, card))


@CONDITION.rule(r"it's facing me")
def _it_facing_me(card: Card) -> Any:
    return ItIsFacingMe()


@EFFECT.rule(r"I gain its subtypes and X boosts, where X equals its highest statistic")
def _copy_subtypes(card: Card) -> Any:
    return GainItsSubtypesAndBoosts()


@ABILITY.rule(r"if my expedition would move forward, you may discard me instead to (?P<what>.+?)\.?")
def _discard_instead_of_forward(what: str, card: Card) -> Any:
    m = re.fullmatch(r"look at the top (?P<n>" + NUM + r") cards of your deck\. put one in your "
                     r"hand and discard the others", what, re.I)
    if m:
        return DiscardInsteadOfMovingForward((LookKeepOneDiscardRest(number(m["n"])),))
    return DiscardInsteadOfMovingForward(clause(what, card))


@ABILITY.rule(r"all reserve limits are (?P<way>reduced|increased) by (?P<n>" + NUM + r")\.?")
def _reserve_limits(way: str, n: str, card: Card) -> Any:
    k = number(n)
    return ReserveLimitsChange(-k if way.lower() == "reduced" else k)


@ABILITY.rule(r"\{H\}\s*(?P<first>exhaust all cards in reserve)\. then, target an expedition "
              r"that's ahead\. each of its characters gain asleep\.?")
def _kuraokami(first: str, card: Card) -> Any:
    return Reaction(OnPlayed(Zone.HAND), (*clause(first, card),
                                          ThenAfter((AheadExpeditionSleeps(),))))


@ABILITY.rule(r"if one of your ascended expeditions would attempt to ascend again, resupply "
              r"instead\.?")
def _ascend_again(card: Card) -> Any:
    return ResupplyInsteadOfAscendingAgain()


@CONDITION.rule(r"I'm in a single-terrain region")
def _single_terrain(card: Card) -> Any:
    return IAmInSingleTerrainRegion()


@ABILITY.rule(r"when (?P<trig>my expedition fails to move forward during dusk) — (?P<first>create "
              r"an? \w+ token in your landmarks)\. if both of your expeditions failed to move "
              r"forward, create two instead\.?")
def _two_instead(trig: str, first: str, card: Card) -> Any:
    (one,) = clause(first, card)
    step = InsteadIf(one, BothExpeditionsFailed(), attrs.evolve(one, count=2))
    return Reaction(TRIGGER.read(trig, card), (step,))


@TRIGGER.rule(r"one or more of your ascended expeditions moves forward")
def _ascended_move_forward(card: Card) -> Any:
    return WhenYourAscendedExpeditionsMoveForward()


@CONDITION.rule(r"there is no character facing it")
def _no_character_facing_it(card: Card) -> Any:
    """"it": the Ascended Expeditions the trigger saw move forward (docs, Ordis)."""
    return NoCharacterFacingIt()


@EFFECT.rule(r"sacrifice one")
def _sacrifice_one_landmark(card: Card) -> Any:
    """"one": a card of your Landmarks, the only "sacrifice one" printed (after "If there
    are three or more cards in your Landmarks")."""
    return SacrificeOneLandmark()


@EFFECT.rule(r"play for free a landmark permanent with a max hand cost of \{?(?P<n>\d+)\}? "
             r"more than the sacrificed card")
def _landmark_for_free(n: str, card: Card) -> Any:
    """From the hand (docs/mechanisms.md, Ordis)."""
    return LandmarkFromHandForFree(more=int(n))
