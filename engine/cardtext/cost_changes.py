"""Productions for what a card costs: "I cost N less if ...", "Play me for N less ..."
(engine/effects/cost_changes.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cardtext.grammar import ABILITY, CONDITION, NotUnderstood
from engine.cardtext.movement import _TYPE_WORDS
from engine.cardtext.nouns import subtype_of
from engine.effects.cost_changes import (
    CostLessIfEmptyExpedition,
    ForLessByBaseCost,
    ForLessByHandCost,
    ICostLess,
    IfIAmCardsCostLess,
    OthersCostFromReserve,
    PayMoreInStartingRegion,
    PlayedFromCostChange,
    PlayMeForLessFacing,
    PlayMeForLessIf,
    PlayMeForLessIfEach,
    PlayMeForLessInContact,
    PlayMeForLessPer,
    ReduceMyCostIf,
    ReduceMyCostIfEmptyExpedition,
)
from engine.effects.costs.others import CardsYouPlayedThisTurn
from engine.effects.counts import AscendedCount, ExpeditionsInContact

if TYPE_CHECKING:  # pragma: no cover
    from typing import Any

    from engine.cardtext.grammar import Card


@ABILITY.rule(r"play me for (?P<n>\d+) less if (?P<a>.+?), and also (?P<m>\d+) less if "
              r"(?P<b>.+?)\.?", first=True)
def _play_me_for_less_if_each(n: str, a: str, m: str, b: str, card: Card) -> Any:
    # two decreases in one sentence, each with its condition (5.1.2.e)
    return PlayMeForLessIfEach(parts=((int(n), CONDITION.read(a, card)),
                                      (int(m), CONDITION.read(b, card))))


@ABILITY.rule(r"play me for (?P<n>\d+) less if (?P<cond>.+?)\.?")
def _play_me_for_less_if(n: str, cond: str, card: Card) -> Any:
    return PlayMeForLessIf(less=int(n), cond=CONDITION.read(cond, card))


@ABILITY.rule(r"if there are no characters in the expedition i'm played in, i cost (?P<n>\d+) "
              r"less\.?")
def _cost_less_if_empty(n: str, card: Card) -> Any:
    return CostLessIfEmptyExpedition(types=(card.type,) if card.type != "token" else (),
                                     less=int(n))


@ABILITY.rule(r"play me for (?P<n>\d+) less per other card you played this turn\.?")
def _play_me_less_per(n: str, card: Card) -> Any:
    return PlayMeForLessPer(types=(card.type,) if card.type != "token" else (), per=int(n),
                            count=CardsYouPlayedThisTurn())


@ABILITY.rule(r"play me for (?P<n>\d+) less if (?P<cond>.+?)\.?")
def _play_me_for_less_if_lyra(n: str, cond: str, card: Card) -> Any:
    return PlayMeForLessIf(less=int(n), cond=CONDITION.read(cond, card))


@ABILITY.rule(r"play me for (?P<n>\d+) less per expedition in contact that you control\.?")
def _play_me_for_less_per(n: str, card: Card) -> Any:

    return PlayMeForLessPer(per=int(n), count=ExpeditionsInContact())


@ABILITY.rule(r"you may play me for (?P<n>\d+) less in an expedition that's in contact\.?")
def _play_me_for_less_in_contact(n: str, card: Card) -> Any:
    return PlayMeForLessInContact(less=int(n))


@ABILITY.rule(r"you may play me for (?P<n>\d+) less in an expedition facing (?P<k>two|three) "
              r"or more characters\.?")
def _play_me_for_less_facing(n: str, k: str, card: Card) -> Any:
    return PlayMeForLessFacing(less=int(n), min_facing={"two": 2, "three": 3}[k.lower()])


@ABILITY.rule(r"if (?P<cond>[^,]+), (?P<other>other )?(?P<what>\w+) cost (?P<n>\d+) less to play "
              r"from your reserve, with a minimum of (?P<floor>\d+)\.?")
def _bearer_cards_cost_less(cond: str, other: str | None, what: str, n: str, floor: str,
                            card: Card) -> Any:

    sub = None if what.lower() == "characters" else subtype_of(what)
    if what.lower() != "characters" and sub is None:
        raise NotUnderstood(what, "noun")
    return IfIAmCardsCostLess(types=("character",), less=int(n), less_floor=int(floor),
                              from_zone="reserve", condition=CONDITION.read(cond, card),
                              subtype=sub, other=bool(other))


@ABILITY.rule(r"pay (?P<n>\d+) more to play me in a starting region\.?")
def _pay_more_in_starting_region(n: str, card: Card) -> Any:
    return PayMoreInStartingRegion(more=int(n))


@ABILITY.rule(r"cards played from reserve cost (?P<n>\d+) (?P<way>more|less)"
              r"(?:, with a minimum cost of (?P<floor>\d+))?\.?")
def _played_from_reserve_cost(n: str, way: str, floor: str | None, card: Card) -> Any:
    if way.lower() == "more":
        if floor:
            raise NotUnderstood("a minimum on an increase", "cost")
        return PlayedFromCostChange(more=int(n), from_zone="reserve")
    return PlayedFromCostChange(less=int(n), less_floor=int(floor) if floor else None,
                                from_zone="reserve")


@ABILITY.rule(r"I cost (?P<n>\d+) less for each of your ascended expeditions\.?")
def _i_cost_less_per_ascended(n: str, card: Card) -> Any:
    return ICostLess(less=int(n), per=AscendedCount())


@ABILITY.rule(r"you may play (?P<what>spells|characters|permanents) for (?P<n>\d+) less if "
              r"their base cost is (?P<k>\d+) or more\.?")
def _for_less_by_base_cost(what: str, n: str, k: str, card: Card) -> Any:
    return ForLessByBaseCost(types=(_TYPE_WORDS[what.lower()],), less=int(n), min_base=int(k))


@ABILITY.rule(r"you may play (?P<what>spells|characters|permanents) of hand cost (?P<k>\d+) or "
              r"more for (?P<n>\d+) less\.?")
def _for_less_by_hand_cost(what: str, k: str, n: str, card: Card) -> Any:
    return ForLessByHandCost(types=(_TYPE_WORDS[what.lower()],), less=int(n), min_hand=int(k))


@ABILITY.rule(r"(?P<what>\w+) other than me cost (?P<n>\d+) (?P<way>less|more) to play from "
              r"(?P<your>your )?reserve\.?(?: this effect can't make them cost less than "
              r"(?P<floor>\d+)\.?)?")
def _others_cost_from_reserve(what: str, n: str, way: str, card: Card,
                              your: str | None = None, floor: str | None = None) -> Any:

    w = what.lower()
    types: tuple[str, ...] = {"cards": (), "characters": ("character",), "spells": ("spell",),
                              "permanents": ("permanent",)}.get(w, ("character",))
    sub = None if w in ("cards", "characters", "spells", "permanents") else subtype_of(w)
    if w not in ("cards", "characters", "spells", "permanents") and sub is None:
        raise NotUnderstood(what, "noun")
    if way.lower() == "more":
        if floor:
            raise NotUnderstood("a minimum on an increase", "cost")
        return OthersCostFromReserve(types=types, more=int(n), subtype=sub, your=bool(your))
    return OthersCostFromReserve(types=types, less=int(n), subtype=sub, your=bool(your),
                                 less_floor=int(floor) if floor else None)


@ABILITY.rule(r"if (?P<cond>[^:]+): reduce my cost by (?P<n>\d+)\.?")
def _reduce_my_cost_if(cond: str, n: str, card: Card) -> Any:
    if cond.strip().lower() == "there are no characters in the expedition i'm played in":
        # the Expedition chosen as the card is played (5.1.2.b)
        return ReduceMyCostIfEmptyExpedition(
            types=(card.type,) if card.type != "token" else (), less=int(n))
    return ReduceMyCostIf(less=int(n), cond=CONDITION.read(cond, card))
