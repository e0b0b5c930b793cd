"""Sentences added for the Axiom and Muna Core cards: players as subjects ("Each player
draws a card"), costs of two parts ("pay 1 and put a card from your hand in Reserve to",
"{T}, Discard a card from your Reserve:"), switching Expeditions, sacrificing, Mana
Reaping's move, activating [J]/[R] abilities ("For each Permanent you control, you may
activate its {j} abilities", "The next Character you play from your hand this turn
activates its {r} abilities"), "Tough X" counted over objects, and a few triggers and
conditions (the bearer's boosts and counters, base statistics of 0).

Kept in one module so the grammar's other tables stay as they were; its productions come
after those of `effects.py` (imported first), so they only read what nothing else reads.
"""

from __future__ import annotations

from typing import Any

from engine.cardtext.effects import clause, steps
from engine.cardtext.grammar import ABILITY, CONDITION, EFFECT, TRIGGER, Card, NotUnderstood
from engine.cardtext.nouns import NUM, STATUS_WORDS, filter_of, number, sacrificed_filter, selector
from engine.effects.abilities import NextPlayed, QuickAction
from engine.effects.boosts import GiveBoosts
from engine.effects.conditions import BaseStatsOfZero, IHaveBoosts, IHaveCounters
from engine.effects.costs import Cost, DiscardFromReserveCost, HandToReserveCost
from engine.effects.counts import ControlledCount
from engine.effects.filters import Filter
from engine.effects.mana import DeckToMana
from engine.effects.modes import Again, ForEachMayActivate, MayAll
from engine.effects.playing import PlayMeForFree
from engine.effects.regions import SwitchExpeditions
from engine.effects.selectors import It, Me
from engine.effects.steps import (
    EACH,
    YOU,
    CreateOngoing,
    Draw,
    GainStatus,
    May,
    PayToDo,
    Resupply,
    Sacrifice,
    Send,
    Who,
)
from engine.effects.triggers import (
    WhenACardLeavesYourReserve,
    WhenIGoTo,
    WhenILeave,
    WhenYourExpeditionMovesForwardDueTo,
)
from engine.effects.variable import VariableKeyword
from engine.model import Phase, Terrain, Zone

_PLAYERS = {"each player": EACH, "target opponent": Who("target_opponent")}


# ------------------------------------------------------------------ players as subjects
@EFFECT.rule(r"(?P<who>each player|target opponent) draws (?P<n>" + NUM + r") cards?")
def _player_draws(who: str, n: str, card: Card) -> Any:
    return Draw(number(n), _PLAYERS[who.lower()])


@EFFECT.rule(r"each player resupply")
def _each_resupplies(card: Card) -> Any:
    return Resupply(EACH)


@EFFECT.rule(r"each player puts the top card of their deck in their mana zone")
def _each_deck_to_mana(card: Card) -> Any:
    return DeckToMana(1, EACH)


# ------------------------------------------------------------------ costs of two parts
@EFFECT.rule(r"you may (?:pay (?P<n>\d+) and )?put a card from your hand in reserve to "
             r"(?P<what>.+)")
def _may_hand_to_reserve(n: str | None, what: str, card: Card) -> Any:
    # one cost of two parts, the card chosen before anything is paid (6.1.g, 6.4.a)
    return PayToDo(HandToReserveCost(int(n) if n else 0), clause(what, card))


# ------------------------------------------------------------------ objects
@EFFECT.rule(r"(?P<who>.+?) switch(?:es)? expeditions")
def _switch(who: str, card: Card) -> Any:
    return SwitchExpeditions(selector(who))


@EFFECT.rule(r"sacrifice an? (?P<what>.+)")
def _sacrifice(what: str, card: Card) -> Any:
    flt = sacrificed_filter(what)
    return Sacrifice(None if flt == Filter() else flt, who=YOU)


@EFFECT.rule(r"put (?P<who>.+?) in its owner's mana zone")
def _to_mana(who: str, card: Card) -> Any:
    return Send(selector(who), Zone.MANA)


@EFFECT.rule(r"you may play me for free and i gain (?P<st>asleep|anchored|fleeting)")
def _play_free_and(st: str, card: Card) -> Any:
    # one choice for both parts (6.5.h): declining leaves the card in Reserve, unchanged
    return MayAll((PlayMeForFree(optional=False), GainStatus(Me(), STATUS_WORDS[st.lower()])))


@EFFECT.rule(r"(?P<what>resupply|sabotage|draw a card) again")
def _again(what: str, card: Card) -> Any:
    (step,) = clause(what, card)
    return Again(step)


@EFFECT.rule(r"you may give it (?P<n>" + NUM + r") boosts?")
def _may_give(n: str, card: Card) -> Any:
    return May(GiveBoosts(It(), number(n)))


# ------------------------------------------------------------------ triggers
@TRIGGER.rule(r"i leave your landmark zone")
def _leave_landmarks(card: Card) -> Any:
    return WhenILeave(Zone.LANDMARK)


@TRIGGER.rule(r"i go to reserve from your hand")
def _hand_to_reserve(card: Card) -> Any:
    return WhenIGoTo(Zone.RESERVE, Zone.HAND)


_TERRAINS = {"{v}": Terrain.FOREST, "{m}": Terrain.MOUNTAIN, "{o}": Terrain.WATER,
             "forest": Terrain.FOREST, "mountain": Terrain.MOUNTAIN, "water": Terrain.WATER}


@TRIGGER.rule(r"one of your expeditions moves forward due to (?P<t>\{[vmo]\}|\w+)")
def _yours_move_due_to(t: str, card: Card) -> Any:
    if t.lower() not in _TERRAINS:
        raise NotUnderstood(t, "terrain")
    return WhenYourExpeditionMovesForwardDueTo(_TERRAINS[t.lower()])


# ------------------------------------------------------------------ conditions
@CONDITION.rule(r"i have (?P<n>" + NUM + r") or more boosts")
def _i_have_boosts(n: str, card: Card) -> Any:
    return IHaveBoosts(number(n))


@CONDITION.rule(r"you have (?P<n>" + NUM + r") or more base statistics of 0 among characters "
                r"you control")
def _base_stats_zero(n: str, card: Card) -> Any:
    return BaseStatsOfZero(number(n))


# ------------------------------------------------------------------ activating, the next card
@EFFECT.rule(r"for each (?P<what>.+?), you may activate its \{(?P<sym>[jhr])\} abilities")
def _for_each_activate(what: str, sym: str, card: Card) -> Any:
    flt = filter_of(what)
    if flt.controller != "you":
        raise NotUnderstood(what, "for each")
    return ForEachMayActivate(flt, sym.upper())


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


# ------------------------------------------------------------------ abilities
@ABILITY.rule(r"tough x, where x is the number of (?P<what>.+?) you control\.?")
def _tough_count(what: str, card: Card) -> Any:
    return VariableKeyword("tough", x=ControlledCount(filter_of(what)))


@ABILITY.rule(r"(?P<cost>\{T\}), discard a card from your reserve\s*:\s*(?P<effect>.+)")
def _quick_discard_from_reserve(cost: str, effect: str, card: Card) -> Any:
    base = Cost(exhaust_me=True)
    return QuickAction(DiscardFromReserveCost(base), steps(effect[:1].upper() + effect[1:], card))


# ------------------------------------------------------------------ counters of the bearer
@CONDITION.rule(r"i have less than (?P<n>" + NUM + r") (?P<name>\w+) counters")
def _i_have_fewer_counters(n: str, name: str, card: Card) -> Any:
    return IHaveCounters(name.lower(), number(n), less=True)


@CONDITION.rule(r"i have (?P<n>" + NUM + r") or more (?P<name>\w+) counters")
def _i_have_counters(n: str, name: str, card: Card) -> Any:
    if name.lower() == "boost":
        raise NotUnderstood(name, "counters")
    return IHaveCounters(name.lower(), number(n))


@TRIGGER.rule(r"a card leaves your reserve during the afternoon")
def _card_leaves_reserve(card: Card) -> Any:
    return WhenACardLeavesYourReserve(Phase.AFTERNOON)


@ABILITY.rule(r"the first character you play each afternoon gains (?P<n>" + NUM + r") boosts?\.?")
def _first_each_afternoon(n: str, card: Card) -> Any:
    # a passive: the boost comes as an Emblem-Reaction while that Character resolves (5.2.b)
    return NextPlayed(("character",), boosts=number(n), first_each_afternoon=True)
