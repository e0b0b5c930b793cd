"""Productions for boosts and counters: give, distribute, exchange, lose (engine/effects/boosts.py)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import attrs

from engine.cardtext.grammar import EFFECT, NotUnderstood
from engine.cardtext.nouns import (
    NUM,
    STATUS_WORDS,
    TERRAIN,
    TERRAIN_WORDS,
    filter_of,
    number,
    selector,
)
from engine.cardtext.passives import _T
from engine.effects.boosts.capped import GainBoostsUpTo, GainCountersUpTo
from engine.effects.boosts.combined import (
    BoostOrLose,
    BoostsAndStatus,
    GainItsSubtypesAndBoosts,
    WeBothGainBoosts,
)
from engine.effects.boosts.counted import (
    BoostPerOthersThenSend,
    BoostsPerLandmark,
    GainBoostsForEach,
    GainBoostsPer,
    GainBoostsPerExhausted,
    GainXBoosts,
)
from engine.effects.boosts.doubling import Augment, DoubleBoostsOn
from engine.effects.boosts.losing import (
    LoseAllBoosts,
    LoseBoosts,
    RemoveAllBoostsThen,
    RemoveUpToCounters,
)
from engine.effects.boosts.markers import MoveTerrainMarker, PlaceOneOfMyMarkers, PlaceTerrainMarker
from engine.effects.boosts.sharing import (
    AnyNumberForBoosts,
    DistributeBoosts,
    DistributeBoostsInReserve,
    ExchangeBoosts,
)
from engine.effects.costs.base import PayAsStep
from engine.effects.costs.counters import SpendCounterCost
from engine.effects.costs.sacrifices import SacrificeMeCost
from engine.effects.counts import (
    CardsInYourHand,
    CardsInYourReserve,
    CharactersFacingMe,
    CountOf,
    ExpeditionsIn,
    ManaOrbsInYourManaZone,
    MyCountersX,
    TargetOpponentControls,
)
from engine.effects.filters import IN_PLAY_OR_RESERVE, AnyOf, Filter
from engine.effects.selectors.groups import All
from engine.effects.selectors.many_targets import AmongTargets, AnyNumberOfTargets
from engine.effects.selectors.pronouns import It, Me
from engine.effects.selectors.targets import Target
from engine.effects.steps.control import May, PayToDo
from engine.effects.steps.gains import GainBoosts
from engine.model import Status, Zone

if TYPE_CHECKING:  # pragma: no cover
    from engine.cardtext.grammar import Card


@EFFECT.rule(r"(?P<who>I|it) gains? (?P<n>" + NUM + r") boosts? and (?P<status>fleeting|anchored|asleep)")
def _boosts_and_status(who: str, n: str, status: str, card: Card) -> Any:
    return BoostsAndStatus(selector(who), number(n), Status(status.lower()))


@EFFECT.rule(r"i gain 1 boost per exhausted permanent you control and per exhausted card in "
             r"your reserve, up to a max of (?P<cap>\d+) boosts on me")
def _boosts_per_exhausted(cap: str, card: Card) -> Any:
    return GainBoostsPerExhausted(int(cap))


@EFFECT.rule(r"give (?P<n>" + NUM + r") boosts? to (?P<who>.+)")
def _give_boosts_to(n: str, who: str, card: Card) -> Any:
    return GainBoosts(selector(who), number(n), printed="give to")


@EFFECT.rule(r"augment any number of target (?P<what>.+)")
def _augment_any_number(what: str, card: Card) -> Any:
    # reminder: "If they have counters, they gain 1 more. This can't target Hero cards." (7.3.3)
    flt = filter_of(what)
    if flt.zones != IN_PLAY_OR_RESERVE:
        raise NotUnderstood(what, "augment")
    return Augment(AnyNumberOfTargets(flt))


@EFFECT.rule(r"you may (?P<what>discard any number of cards from your reserve|sacrifice any "
             r"number of permanents) to give me that many boosts")
def _any_number_for_boosts(what: str, card: Card) -> Any:
    return AnyNumberForBoosts("reserve" if "reserve" in what.lower() else "permanents")


@EFFECT.rule(r"give (?P<who>target .+?) (?P<n>" + NUM + r") boosts?")
def _give_target_boosts(who: str, n: str, card: Card) -> Any:
    return GainBoosts(selector(who), number(n), printed="give")


@EFFECT.rule(r"distribute (?P<n>" + NUM + r") boosts among any characters in reserve")
def _distribute_boosts(n: str, card: Card) -> Any:
    return DistributeBoostsInReserve(number(n))


@EFFECT.rule(r"give (?P<who>(?:another )?target .+?|it) (?P<n>" + NUM + r") boosts?")
def _give_target(who: str, n: str, card: Card) -> Any:
    return GainBoosts(selector(who), number(n), printed="give")


@EFFECT.rule(r"(?P<who>target .+?) gains (?P<n>" + NUM + r") boosts? and "
             r"(?P<status>fleeting|anchored|asleep)")
def _target_boosts_and_status(who: str, n: str, status: str, card: Card) -> Any:
    return BoostsAndStatus(selector(who), number(n), STATUS_WORDS[status.lower()])


@EFFECT.rule(r"have (?P<who>target .+?) gain (?P<n>" + NUM + r") boosts? and "
             r"(?P<status>fleeting|anchored|asleep)")
def _have_boosts_and_status(who: str, n: str, status: str, card: Card) -> Any:
    # "You may have target Character gain 2 boosts and Fleeting": the same steps, the
    # controller of the effect as the subject of the sentence
    return BoostsAndStatus(selector(who), number(n), STATUS_WORDS[status.lower()], have=True)


@EFFECT.rule(r"have (?P<who>target .+?) gain (?P<n>" + NUM + r") boosts? or lose "
             r"(?P<st>fleeting|anchored|asleep)")
def _boost_or_lose(who: str, n: str, st: str, card: Card) -> Any:
    return BoostOrLose(selector(who), number(n), STATUS_WORDS[st.lower()])


@EFFECT.rule(r"you may give it (?P<n>" + NUM + r") boosts?")
def _may_give(n: str, card: Card) -> Any:
    return May(GainBoosts(It(), number(n), printed="give"))


@EFFECT.rule(r"(?P<who>.+?) gains? (?P<n>" + NUM + r") boosts?, up to a max of (?P<cap>\d+)")
def _boosts_up_to(who: str, n: str, cap: str, card: Card) -> Any:
    return GainBoostsUpTo(selector(who), number(n), int(cap))


@EFFECT.rule(r"augment (?P<who>(?:another )?target .+)")
def _augment(who: str, card: Card) -> Any:
    # reminder: "If it has counters, it gains 1 more. This can't target Hero cards." (7.3.3)
    sel = selector(who)
    if sel.filter.zones != IN_PLAY_OR_RESERVE:
        raise NotUnderstood(who, "augment")
    return Augment(sel)


@EFFECT.rule(r"(?P<who>.+?) gains? 1 (?:boost|(?P<name>\w+) counter) per (?P<what>.+)")
def _boosts_per(who: str, name: str | None, what: str, card: Card) -> Any:
    if what.lower() == "mana orb in your mana zone":
        count: Any = ManaOrbsInYourManaZone()
    else:
        flt = filter_of(what)
        if flt.controller != "you":
            raise NotUnderstood(what, "count")
        count = CountOf(attrs.evolve(flt, controller=None))
    return GainBoostsPer(selector(who), count, name.lower() if name else "boost")


@EFFECT.rule(r"give me (?P<n>" + NUM + r") boosts? and have me lose (?P<st>asleep|anchored|"
             r"fleeting)")
def _give_me_boosts_and_lose(n: str, st: str, card: Card) -> Any:
    from engine.effects.boosts.combined import GiveMeBoostsAndLose

    return GiveMeBoostsAndLose(number(n), STATUS_WORDS[st.lower()])


@EFFECT.rule(r"give me (?P<n>" + NUM + r") boosts?")
def _give_me_boosts(n: str, card: Card) -> Any:
    return GainBoosts(Me(), number(n), printed="give")


@EFFECT.rule(r"you may sacrifice me to (?P<what>give it (?P<n>" + NUM + r") boosts?)")
def _may_sacrifice_me(what: str, n: str, card: Card) -> Any:
    # an internal cost (6.4): the boosts only if I was sacrificed
    return PayToDo(SacrificeMeCost(), (GainBoosts(It(), number(n), printed="give"),))


@EFFECT.rule(r"place one of my markers on target visible region")
def _place_held_marker(card: Card) -> Any:
    return PlaceOneOfMyMarkers()


@EFFECT.rule(r"move an? (?P<t>" + TERRAIN + r")(?P<more>(?:, " + TERRAIN + r")* or " + TERRAIN
             + r")? terrain marker from any region to my region")
def _move_marker(t: str, card: Card, more: str | None = None) -> Any:
    # "a {V}, {M} or {O} Terrain Marker": one Marker of any of those terrains
    others = tuple(TERRAIN_WORDS[w.lower()] for w in re.findall(TERRAIN, more or "", re.I))
    return MoveTerrainMarker(TERRAIN_WORDS[t.lower()], others)


@EFFECT.rule(r"give (?P<n>" + NUM + r") boosts? to (?P<who>.+)")
def _give_boosts(n: str, who: str, card: Card) -> Any:
    return GainBoosts(selector(who), number(n), printed="give to")


@EFFECT.rule(r"target two (?P<what>.+?) and exchange their boosts")
def _exchange_boosts(what: str, card: Card) -> Any:

    return ExchangeBoosts(Target(filter_of(what), count=2), target_first=True)


@EFFECT.rule(r"we both gain (?P<n>" + NUM + r") boosts?")
def _we_both_gain(n: str, card: Card) -> Any:
    return WeBothGainBoosts(number(n))


@EFFECT.rule(r"(?P<who>.+?) gains? 1 boost per card in your reserve")
def _boost_per_reserve_card(who: str, card: Card) -> Any:

    return GainBoostsPer(selector(who), CardsInYourReserve())


@EFFECT.rule(r"remove all boosts from characters in play and in reserve")
def _remove_all_boosts(card: Card) -> Any:
    return RemoveAllBoostsThen()


@EFFECT.rule(r"place an? " + _T + r" terrain marker on target visible region")
def _place_marker(t: str, card: Card) -> Any:
    return PlaceTerrainMarker(TERRAIN_WORDS[t.lower()])


@EFFECT.rule(r"(?P<who>.+?) gains? 1 boost for each expedition in " + _T)
def _boost_per_expedition_in(who: str, t: str, card: Card) -> Any:
    return GainBoostsForEach(selector(who), ExpeditionsIn(TERRAIN_WORDS[t.lower()]))


@EFFECT.rule(r"(?P<who>.+?) gains? 1 boost per expedition in " + _T)
def _boost_per_expedition_in_words(who: str, t: str, card: Card) -> Any:
    """"I gain 1 boost per Expedition in {V}" (unique cards' wording of "for each")."""
    return GainBoostsPer(selector(who), ExpeditionsIn(TERRAIN_WORDS[t.lower()]))


@EFFECT.rule(r"i gain 1 boost per character in the expeditions facing me")
def _boost_per_facing(card: Card) -> Any:
    return GainBoostsPer(Me(), CharactersFacingMe())


_MINE_AND_RESERVE = AnyOf((Filter(controller="you"), Filter(zones=(Zone.RESERVE,), owner="you")),
                          "each Character you control and in your Reserve")


@EFFECT.rule(r"double the number of boosts on each character you control and in your reserve")
def _double_mine_and_reserve(card: Card) -> Any:
    return DoubleBoostsOn(All(_MINE_AND_RESERVE))


@EFFECT.rule(r"distribute (?P<n>\d+) boosts among any target (?P<what>.+)")
def _distribute(n: str, what: str, card: Card) -> Any:
    return DistributeBoosts(int(n), AmongTargets(filter_of(what), count=int(n)))


@EFFECT.rule(r"(?P<who>.+?) loses? all (?:its|their) boosts")
def _lose_all_boosts(who: str, card: Card) -> Any:
    return LoseAllBoosts(selector(who))


@EFFECT.rule(r"I gain 1 boost per other character in my expedition, then send them all to "
             r"reserve",
             r"I gain 1 boost per character (?P<other_than_me>other than me) in my expedition, "
             r"then send them to reserve")
def _boost_per_others_then_send(card: Card, other_than_me: str | None = None) -> Any:
    # "per Character other than me …, then send them to Reserve": the same word in a
    # unique's words ("them": the Characters counted)
    return BoostPerOthersThenSend(other_than_me=bool(other_than_me))


@EFFECT.rule(r"(?P<who>I) lose (?P<n>" + NUM + r") boosts?")
def _lose_boosts(who: str, n: str, card: Card) -> Any:
    return LoseBoosts(selector(who), number(n))


@EFFECT.rule(r"give it (?P<n>" + NUM + r") boosts?")
def _give_it(n: str, card: Card) -> Any:
    return GainBoosts(It(), number(n), printed="give")


@EFFECT.rule(r"give (?P<n>" + NUM + r") boosts? to (?P<who>.+)")
def _give_to(n: str, who: str, card: Card) -> Any:
    return GainBoosts(selector(who), number(n), printed="give to")


@EFFECT.rule(r"I gain 1 boost per card in your landmarks(?:, up to a max of (?P<cap>\d+) boosts "
             r"on me)?")
def _boosts_per_landmark(cap: str | None, card: Card) -> Any:
    return BoostsPerLandmark(int(cap) if cap else None)


@EFFECT.rule(r"I gain its subtype(?P<s>s?) and X boosts, where X equals its highest statistic")
def _copy_subtypes(s: str, card: Card) -> Any:
    # "its subtype" (a unique's wording): the same gain, of every sub-type it has (2.2.2.p)
    return GainItsSubtypesAndBoosts(singular=not s)


@EFFECT.rule(r"give (?P<who>(?:up to \w+ )?(?:another )?target .+?) (?P<n>" + NUM + r") boosts?")
def _give_target_boosts_yzmir(who: str, n: str, card: Card) -> Any:
    # "give" has the effect's controller as subject; the target gains them (7.3.12)
    return GainBoosts(selector(who), number(n), printed="give")


@EFFECT.rule(r"i gain 1 boost per (?P<what>.+?) target opponent controls")
def _boosts_per_opponents(what: str, card: Card) -> Any:
    return GainBoostsPer(Me(), TargetOpponentControls(filter_of(what)))


@EFFECT.rule(r"i gain 1 boost per card in your hand")
def _boosts_per_hand_card(card: Card) -> Any:
    return GainBoostsPer(Me(), CardsInYourHand())


@EFFECT.rule(r"remove (?P<up>up to )?(?P<n>" + NUM + r") counters from target card in play or "
             r"in reserve")
def _remove_counters(n: str, card: Card, up: str | None = None) -> Any:
    return RemoveUpToCounters(number(n), up_to=bool(up))


@EFFECT.rule(r"(?P<who>target character) gains " + r"x\+(?P<k>\d+) boosts, where x is my number "
             r"of (?P<name>\w+) counters")
def _gains_x_boosts(who: str, k: str, name: str, card: Card) -> Any:
    return GainXBoosts(selector(who), MyCountersX(name.lower(), int(k)))


@EFFECT.rule(r"(?P<who>.+?) gains? (?P<n>" + NUM + r") (?P<name>\w+) counters?, up to a max of "
             r"(?P<cap>\d+)")
def _counters_up_to(who: str, n: str, name: str, cap: str, card: Card) -> Any:
    if name.lower() == "boost":
        raise NotUnderstood(name, "counter")
    return GainCountersUpTo(selector(who), name.lower(), number(n), int(cap))


@EFFECT.rule(r"spend (?P<n>" + NUM + r") counters? from a card you control or in your reserve",
             r"spend (?P<mine>" + NUM + r") of my boosts?")
def _spend_as_step(card: Card, n: str | None = None, mine: str | None = None) -> Any:
    # "You may spend … If you do: …": the cost paid as a step (6.4), "If you do" after it

    if mine is not None:
        return PayAsStep(SpendCounterCost(anywhere=False, n=number(mine)))
    return PayAsStep(SpendCounterCost(anywhere=True, n=number(n or "1")))
