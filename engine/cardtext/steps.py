"""Productions for the steps of the first vocabulary (engine/effects/steps.py) in the wordings
of the later sets: sacrifice, exhaust, target, send, and their like."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.cardtext.abilities import keywords_of
from engine.cardtext.effects import clause, steps
from engine.cardtext.grammar import CONDITION, EFFECT, NotUnderstood
from engine.cardtext.movement import _TYPE_WORDS
from engine.cardtext.nouns import (
    NUM,
    STATUS_WORDS,
    TERRAIN_WORDS,
    TYPE_NAMES,
    filter_of,
    number,
    sacrificed_filter,
    selector,
    subtype_of,
)
from engine.cardtext.passives import _T
from engine.cardtext.triggers import _two_subtypes
from engine.effects.abilities.next_played import (
    NextPlayed,
    NextPlayedActivatesOne,
    NextPlayedAmong,
    NextPlayedLessAndBoosts,
    NextPlayedWorded,
    ReducedNextPlayed,
)
from engine.effects.costs.base import Cost
from engine.effects.costs.cards import HandToReserveCost
from engine.effects.costs.counters import SpendCounterCost, SpendCounterFrom
from engine.effects.costs.exhausting import ExhaustOneCost
from engine.effects.costs.sacrifices import SacrificeMeCost, SacrificeOneCost
from engine.effects.dice import Outcome, RollDie
from engine.effects.filters import ANY_TYPE, CHARACTER, AnyOf, Filter
from engine.effects.immediate import PlayNow
from engine.effects.passives.grants import ThisDayGrant
from engine.effects.selectors.groups import All, Each
from engine.effects.selectors.many_targets import TargetsWithTotalStat
from engine.effects.selectors.pronouns import Me, ThatCharacter, They
from engine.effects.selectors.reserve_targets import (
    CardInAnyPlayersReserve,
    ExhaustedCardFromAReserve,
)
from engine.effects.selectors.targets import Chosen, Target
from engine.effects.steps.abilities import CreateOngoing
from engine.effects.steps.common import EACH, YOU, Who
from engine.effects.steps.control import AfterYou, IfYouDont, PayToDo, Then, Unless
from engine.effects.steps.gains import GainBoosts, GainStatus, Mark
from engine.effects.steps.zones import Draw, Resupply, Sacrifice, Send
from engine.model import Status, Zone

if TYPE_CHECKING:  # pragma: no cover
    from typing import Any

    from engine.cardtext.grammar import Card


def _in_reserve(whose: str | None) -> Filter:
    """Cards in a Reserve; "an opponent's Reserve": the Reserve an opponent owns (7.5.4)."""
    owner = "opponent" if whose else None
    return Filter(types=(), zones=(Zone.RESERVE,), owner=owner)


@EFFECT.rule(r"exhausted resupply")
def _exhausted_resupply(card: Card) -> Any:
    return Resupply(exhausted=True)


@EFFECT.rule(r"exhaust target card in (?P<whose>an opponent's )?reserve")
def _exhaust_target_in_reserve(card: Card, whose: str | None = None) -> Any:
    # an exhausted card in Reserve can't be played and has no support abilities (2.4.5.c, 2.4.5.e)
    return GainStatus(Target(_in_reserve(whose)), Status.EXHAUSTED)


@EFFECT.rule(r"exhaust all cards in reserve")
def _exhaust_all_in_reserve(card: Card) -> Any:
    return GainStatus(All(_in_reserve(None), all_word=True), Status.EXHAUSTED)


@EFFECT.rule(r"exhaust me")
def _exhaust_me(card: Card) -> Any:
    # "exhaust it" is not read alone: "it" must be bound by the step before (1.4.4)
    return GainStatus(Me(), Status.EXHAUSTED)


@EFFECT.rule(r"you may spend 1 of my boosts to (?P<what>.+)")
def _may_spend_boost(what: str, card: Card) -> Any:
    return PayToDo(SpendCounterCost(anywhere=False), clause(what, card))


@EFFECT.rule(r"reduce the cost of the next permanent you play this afternoon by (?P<n>\d+)")
def _reduce_next_permanent(n: str, card: Card) -> Any:
    return CreateOngoing(ReducedNextPlayed(("permanent",), cost_less=int(n)), "afternoon")


@EFFECT.rule(r"you may sacrifice an? (?P<what>.+?) to (?P<effect>.+)")
def _may_sacrifice_to(what: str, effect: str, card: Card) -> Any:
    return PayToDo(SacrificeOneCost(filter_of(what)), clause(effect, card))


@EFFECT.rule(r"(?P<who>characters in your reserve) gain (?P<n>" + NUM + r") boosts?")
def _reserve_characters_gain(who: str, n: str, card: Card) -> Any:
    # a Reserve's cards may hold counters (2.5.a); nobody controls them (7.5.4)
    return GainBoosts(All(filter_of(who)), number(n))


@EFFECT.rule(r"the next (?P<sub>\w+) you play this afternoon costs (?P<n>\d+) less and gains "
             r"(?P<b>" + NUM + r") boosts?")
def _next_less_and_boosts(sub: str, n: str, b: str, card: Card) -> Any:
    st = subtype_of(sub)
    if st is None:
        raise NotUnderstood(sub, "sub-type")
    return CreateOngoing(NextPlayedLessAndBoosts(("character",), cost_less=int(n),
                                                 boosts=number(b), subtype=st), "afternoon")


_STAT_SYMBOLS = {"{v}": "forest", "{m}": "mountain", "{o}": "water"}


@EFFECT.rule(r"send to reserve any number of target (?P<what>.+?) with total "
             r"(?P<sym>\{[vmo]\}) of (?P<n>\d+) or less")
def _send_targets_with_total(what: str, sym: str, n: str, card: Card) -> Any:
    sel = TargetsWithTotalStat(filter_of(what), stat=_STAT_SYMBOLS[sym.lower()], max_total=int(n))
    return Send(sel, Zone.RESERVE, zone_first=True)


_KINDS = {"character": ("character",), "spell": ("spell",), "permanent": ("permanent",),
          "card": ()}


# first: "you may" would otherwise read "Rush" as a step to ask about; Rush asks itself
@EFFECT.rule(r"you may rush(?: (?:a|an) (?P<kind>character|spell|permanent))?"
             r"(?: to (?P<then>.+))?", first=True)
def _rush(kind: str | None, then: str | None, card: Card) -> Any:
    return PlayNow(types=_KINDS[kind.lower()] if kind else (), rush=True,
                   then=clause(then, card) if then else ())


@EFFECT.rule(r"(?P<may>you may )?immediately play (?:a|an) (?P<kind>character|spell|permanent|"
             r"card) for (?P<n>\d+) less", first=True)
def _play_for_less(may: str | None, kind: str, n: str, card: Card) -> Any:
    return PlayNow(types=_KINDS[kind.lower()], less=int(n), optional=bool(may))


@EFFECT.rule(r"(?P<may>you may )?play (?:a|an) (?P<kind>character|spell|permanent|card) with "
             r"base cost (?P<n>\d+) or less for free", first=True)
def _play_base_cost_free(may: str | None, kind: str, n: str, card: Card) -> Any:
    return PlayNow(types=_KINDS[kind.lower()], max_base_cost=int(n), free=True,
                   optional=bool(may), immediately=False)


@EFFECT.rule(r"if you don't, (?P<rest>.+)", first=True)
def _if_you_dont(rest: str, card: Card) -> Any:
    return IfYouDont(clause(rest, card))


@EFFECT.rule(r"the next character played from your hand this turn activates one of its "
             r"\{(?P<sym>[jhr])\} abilities")
def _next_played_activates_one(sym: str, card: Card) -> Any:
    passive = NextPlayedActivatesOne(("character",), from_hand=True, activates=sym.upper())
    return CreateOngoing(passive, "turn")


@EFFECT.rule(r"return (?P<another>another )?target (?P<kind>character|spell|permanent|card) "
             r"from your reserve to your hand")
def _target_reserve_to_hand(another: str | None, kind: str, card: Card) -> Any:
    flt = Filter(types=_KINDS[kind.lower()], zones=(Zone.RESERVE,), owner="you",
                 other=bool(another))
    return Send(Target(flt), Zone.HAND)


_PLAYERS = {"each player": EACH, "target opponent": Who("target_opponent")}


@EFFECT.rule(r"(?P<who>each player|target opponent) draws (?P<n>" + NUM + r") cards?")
def _player_draws(who: str, n: str, card: Card) -> Any:
    return Draw(number(n), _PLAYERS[who.lower()])


@EFFECT.rule(r"each player resupply")
def _each_resupplies(card: Card) -> Any:
    return Resupply(EACH)


@EFFECT.rule(r"you may (?:pay (?P<n>\d+) and )?put a card from your hand in reserve to "
             r"(?P<what>.+)")
def _may_hand_to_reserve(n: str | None, what: str, card: Card) -> Any:
    # one cost of two parts, the card chosen before anything is paid (6.1.g, 6.4.a)
    return PayToDo(HandToReserveCost(int(n) if n else 0), clause(what, card))


@EFFECT.rule(r"sacrifice an? (?P<what>.+)")
def _sacrifice(what: str, card: Card) -> Any:
    flt = sacrificed_filter(what)
    return Sacrifice(None if flt == Filter() else flt, who=YOU)


@EFFECT.rule(r"put (?P<who>.+?) in its owner's mana zone")
def _to_mana(who: str, card: Card) -> Any:
    return Send(selector(who), Zone.MANA)


@EFFECT.rule(r"the next (?P<what>character) you play (?P<hand>from your hand )?(?P<dur>this turn)"
             r"(?: with hand cost (?P<max>\d+) or less)? (?:gains (?P<st>anchored|asleep)|"
             r"activates its \{(?P<sym>r|h|j)\} abilities)")
def _next_played_gains(what: str, hand: str | None, dur: str, max: str | None, st: str | None,
                       sym: str | None, card: Card) -> Any:
    passive = NextPlayed(("character",), from_hand=bool(hand),
                         max_hand_cost=int(max) if max else None,
                         gains=STATUS_WORDS[st.lower()] if st else None,
                         activates=sym.upper() if sym else None)
    return CreateOngoing(passive, "turn")


@EFFECT.rule(r"you may exhaust an? (?P<what>permanent you control|card in your reserve) to "
             r"(?P<effect>.+)")
def _may_exhaust_to(what: str, effect: str, card: Card) -> Any:
    kind = "reserve" if "reserve" in what.lower() else "permanent"
    return PayToDo(ExhaustOneCost(kind), steps(effect[:1].upper() + effect[1:], card))


@EFFECT.rule(r"sacrifice (?P<n>one|two|three|four) (?P<what>.+)")
def _sacrifice_n(n: str, what: str, card: Card) -> Any:
    flt = sacrificed_filter(what)
    return Sacrifice(None if flt == Filter() else flt, count=number(n), count_word=True)


@EFFECT.rule(r"after you")
def _after_you(card: Card) -> Any:
    return AfterYou()


@EFFECT.rule(r"return an? (?P<what>spell|character|permanent) from your reserve to your hand")
def _typed_reserve_to_hand(what: str, card: Card) -> Any:
    # a card of your choice among your own Reserve's (not a target, 6.5.b)
    return Send(Chosen(Filter(types=(what.lower(),), zones=(Zone.RESERVE,), owner="you")),
                Zone.HAND)


@EFFECT.rule(r"send to reserve up to (?P<n>" + NUM + r") target characters with a total hand "
             r"cost (?:of )?(?P<k>\d+) or less")
def _send_total_cost(n: str, k: str, card: Card) -> Any:
    return Send(Target(CHARACTER, count=number(n), up_to=True, max_total_hand_cost=int(k)),
                Zone.RESERVE, zone_first=True)




@EFFECT.rule(r"the next (?P<what>spell|character|permanent) you play this turn loses fleeting")
def _next_loses_fleeting(what: str, card: Card) -> Any:
    return CreateOngoing(NextPlayed(TYPE_NAMES[what.lower()], loses=Status.FLEETING), "turn")


@EFFECT.rule(r"the next (?P<what>spell|character|permanent) you play this turn is free")
def _next_free(what: str, card: Card) -> Any:
    return CreateOngoing(NextPlayed(TYPE_NAMES[what.lower()], free=True), "turn")


@EFFECT.rule(r"the next (?P<a>\w+) or (?P<b>\w+) you play this turn loses fleeting")
def _next_either_loses_fleeting(a: str, b: str, card: Card) -> Any:
    passive = NextPlayedAmong(ANY_TYPE, loses=Status.FLEETING, subtypes=_two_subtypes(a, b))
    return CreateOngoing(passive, "turn")


@EFFECT.rule(r"the next character with a base statistic of 0 that you play this turn loses "
             r"fleeting")
def _next_zero_loses_fleeting(card: Card) -> Any:
    passive = NextPlayedAmong(("character",), loses=Status.FLEETING, zero_base_stat=True)
    return CreateOngoing(passive, "turn")


@EFFECT.rule(r"unless (?P<cond>[^,]+), (?P<rest>.+)")
def _unless(cond: str, rest: str, card: Card) -> Any:
    return Unless(CONDITION.read(cond, card), clause(rest, card))


@EFFECT.rule(r"return another character from your reserve to your hand")
def _another_character_to_hand(card: Card) -> Any:
    return Send(Chosen(Filter(types=("character",), zones=(Zone.RESERVE,), owner="you",
                              other=True)), Zone.HAND)


@EFFECT.rule(r"roll a die:\s*•\s*on a (?P<lo>\d)(?P<plus>\+|-(?P<hi>\d))?, (?P<rest>.+)")
def _roll_then_bullets(lo: str, plus: str | None, hi: str | None, rest: str, card: Card) -> Any:
    # "Roll a die: • On a 4+, X. • On a 1-3, Y.": the first result; the next bullets are
    # joined to the roll as the paragraph is read (engine/cardtext/effects.py)

    top = 6 if plus == "+" else int(hi) if hi else int(lo)
    return RollDie((Outcome(int(lo), top, clause(rest, card)),))


@EFFECT.rule(r"(?P<who>starting with you, each player|target opponent|you) may immediately play "
             r"an? (?P<what>card|spell|character|permanent)(?: with (?P<kind>hand|base) cost "
             r"(?P<n>\d+) or (?P<way>less|more))? for free")
def _may_immediately_play(who: str, what: str, kind: str | None, n: str | None,
                          way: str | None, card: Card) -> Any:

    types = () if what.lower() == "card" else (what.lower(),)
    bound: dict[str, int | None] = {"max_hand_cost": None, "min_base_cost": None,
                                    "max_base_cost": None}
    if kind:
        key = {("hand", "less"): "max_hand_cost", ("base", "more"): "min_base_cost",
               ("base", "less"): "max_base_cost"}.get(
            (kind.lower(), (way or "").lower()))
        if key is None:
            raise NotUnderstood(f"{kind} cost {n} or {way}", "immediately play")
        bound[key] = int(n or 0)
    who_key = {"target opponent": "target_opponent", "you": "you"}.get(who.lower(),
                                                                       "each_from_you")
    return PlayNow(types=types, free=True, who=Who(who_key),
                   max_hand_cost=bound["max_hand_cost"], min_base_cost=bound["min_base_cost"],
                   max_base_cost=bound["max_base_cost"])


@EFFECT.rule(r"target (?P<what>another .+)")
def _target_another_first(what: str, card: Card) -> Any:
    # "Target another Character in play or in Reserve. Then, roll a die: …": chosen first
    # and called "it" by the die results (as dice.py's "Target a …")

    return Mark(Target(filter_of(what)))


@EFFECT.rule(r"play a card with hand cost (?P<n>\d+) or less for free")
def _must_play(n: str, card: Card) -> Any:
    return PlayNow(free=True, max_hand_cost=int(n), optional=False, immediately=False)


@EFFECT.rule(r"you may sacrifice me to (?P<what>.+)")
def _may_sacrifice_me_to(what: str, card: Card) -> Any:
    return PayToDo(SacrificeMeCost(), clause(what, card))


@EFFECT.rule(r"they gain (?P<n>" + NUM + r") boosts?")
def _they_gain(n: str, card: Card) -> Any:
    return GainBoosts(They(), number(n))


@EFFECT.rule(r"the next character you play in " + _T + r" this turn gains (?P<n>" + NUM + r") boosts?")
def _next_in_terrain(t: str, n: str, card: Card) -> Any:
    passive = NextPlayed(("character",), boosts=number(n), in_terrain=TERRAIN_WORDS[t.lower()])
    return CreateOngoing(passive, "turn")


@EFFECT.rule(r"that character gains (?P<n>" + NUM + r") boosts?")
def _that_character_gains(n: str, card: Card) -> Any:
    return GainBoosts(ThatCharacter(), number(n))


@EFFECT.rule(r"this day, (?P<what>.+?) (?P<verb>are|have) (?P<kw>tough \d)")
def _this_day_grant(what: str, verb: str, kw: str, card: Card) -> Any:
    flt = filter_of(what)
    if flt.controller is None:
        raise NotUnderstood(what, "who")
    (keyword,) = keywords_of(kw)
    return CreateOngoing(ThisDayGrant(flt, keyword, verb=verb.lower()), "day")


@EFFECT.rule(r"each (?P<a>\w+) and (?P<b>\w+) in your reserve gains (?P<n>" + NUM + r") boosts?")
def _each_of_two_in_reserve(a: str, b: str, n: str, card: Card) -> Any:
    flts = tuple(filter_of(f"{w} in your Reserve") for w in (a, b))
    if any(f.subtype is None for f in flts):
        raise NotUnderstood(f"{a} and {b}", "noun")
    words = f"{a.capitalize()} and {b.capitalize()} in your Reserve"
    return GainBoosts(Each(AnyOf(flts, words)), number(n))


_PERMANENT_IN_PLAY = Filter(types=("permanent",))


_CARD_IN_RESERVE = Filter(types=(), zones=(Zone.RESERVE,))


@EFFECT.rule(r"exhaust target permanent in play(?P<either> or target card in reserve)?",
             r"exhaust target (?P<bare>permanent)")
def _exhaust_permanent_in_play(card: Card, either: str | None = None,
                               bare: str | None = None) -> Any:
    if either:
        what = AnyOf((_PERMANENT_IN_PLAY, _CARD_IN_RESERVE),
                     "Permanent in play or target card in Reserve")
    else:  # "target Permanent": one in play, the only place Permanents are (2.2.3)
        what = AnyOf((_PERMANENT_IN_PLAY,), "Permanent" if bare else "Permanent in play")
    return GainStatus(Target(what), Status.EXHAUSTED)


@EFFECT.rule(r"the next character you play this turn with base cost (?P<n>\d+) or less gains "
             r"(?P<st>anchored|asleep)")
def _next_base_cost_gains(n: str, st: str, card: Card) -> Any:
    passive = NextPlayed(("character",), max_base_cost=int(n), gains=STATUS_WORDS[st.lower()])
    return CreateOngoing(passive, "turn")


@EFFECT.rule(r"(?P<a>I gain " + NUM + r" boosts?) and (?P<b>my expedition ascends)")
def _gain_and_ascend(a: str, b: str, card: Card) -> Any:
    # two steps of different subjects in one sentence, one after the other (6.1)
    return Then((*clause(a, card), *clause(b, card)), word="and")


@EFFECT.rule(r"pay (?P<n>\d+) less for the next (?P<what>permanent|character|spell|card) you "
             r"play this turn, down to a minimum of (?P<floor>\d+)")
def _pay_less_next(n: str, what: str, floor: str, card: Card) -> Any:
    # "the next card": of any type a player plays (2.2.2)
    kinds = ANY_TYPE if what.lower() == "card" else (what.lower(),)
    passive = NextPlayed(kinds, cost_less=int(n), cost_floor=int(floor), pay_words=True)
    return CreateOngoing(passive, "turn")


@EFFECT.rule(r"you may spend 1 counter from a card in your reserve or landmarks to (?P<what>.+)")
def _spend_counter_from(what: str, card: Card) -> Any:
    return PayToDo(SpendCounterFrom(), clause(what, card))


@EFFECT.rule(r"(?P<what>.+?) unless (?P<cond>.+)")
def _unless_yzmir(what: str, cond: str, card: Card) -> Any:
    if re.search(r",", what):
        raise NotUnderstood(what, "unless")  # one step only: which part the condition rules
    return Unless(CONDITION.read(cond, card), clause(what, card), after=True)


@EFFECT.rule(r"discard target exhausted card from a reserve")
def _discard_exhausted_from_a_reserve(card: Card) -> Any:
    return Send(ExhaustedCardFromAReserve(), Zone.DISCARD)


_WHEN = {"this turn": "turn", "this afternoon": "afternoon"}


@EFFECT.rule(r"pay (?P<n>\d+) less for the next (?P<what>spell|character|permanent) you play "
             r"(?P<dur>this turn|this afternoon)(?:, down to a minimum of (?P<floor>\d+))?")
def _pay_less_for_next(n: str, what: str, dur: str, card: Card, floor: str | None = None) -> Any:
    passive = NextPlayedWorded((_TYPE_WORDS[what.lower()],), cost_less=int(n),
                               cost_floor=int(floor) if floor else None, pay_words=True)
    return CreateOngoing(passive, _WHEN[dur.lower()])


@EFFECT.rule(r"the next (?P<what>\w+) you play (?P<dur>this turn|this afternoon) costs "
             r"(?P<n>\d+) less and gains (?P<k>" + NUM + r") boosts?")
def _next_less_and_boosts_yzmir(what: str, dur: str, n: str, k: str, card: Card) -> Any:
    sub = subtype_of(what)
    if what.lower() in _TYPE_WORDS or sub is None:
        raise NotUnderstood(what, "noun")  # a sub-type: a Character of it
    passive = NextPlayedWorded(("character",), cost_less=int(n), boosts=number(k), subtype=sub)
    return CreateOngoing(passive, _WHEN[dur.lower()])


@EFFECT.rule(r"you may (?P<ex>exhaust me and )?spend (?P<k>" + NUM + r") of my "
             r"(?:(?P<boosts>boosts)|(?P<name>\w+) counters) to (?P<what>.+)")
def _may_spend_to(k: str, what: str, card: Card, ex: str | None = None,
                  boosts: str | None = None, name: str | None = None) -> Any:
    # an internal cost (6.4): spending counters needs that many on me (2.5.h)
    counter = "boost" if boosts else (name or "").lower()
    return PayToDo(Cost(exhaust_me=bool(ex), spend=((counter, number(k)),)), clause(what, card))


@EFFECT.rule(r"exhaust target card in any player's reserve")
def _exhaust_in_any_reserve(card: Card) -> Any:
    return GainStatus(CardInAnyPlayersReserve(), Status.EXHAUSTED)
