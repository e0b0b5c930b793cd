"""Conditions: "if you control two or more Landmarks", "if you are the first player"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cardtext.grammar import CONDITION, NotUnderstood
from engine.cardtext.nouns import (
    NUM,
    STATUS_WORDS,
    TERRAIN_SYMBOLS,
    TERRAIN_WORDS,
    filter_of,
    number,
    subtype_of,
)
from engine.cardtext.passives import _T
from engine.cardtext.steps import _KINDS
from engine.effects.conditions.boosts import (
    BoostsAmong,
    IAmBoosted,
    IHadBoosts,
    IHaveAtMostBoosts,
    IHaveBoosts,
    IHaveCounters,
    IHaveFewBoosts,
    IHaveNoBoosts,
    IWasBoosted,
    YourHeroHasCounters,
)
from engine.effects.conditions.control import (
    CharacterInEachExpedition,
    FirstPlayer,
    FirstPlayerIs,
    IAmTheOnlyCharacter,
    OpponentControls,
    YouControl,
    YouControlIt,
)
from engine.effects.conditions.expeditions import (
    AnyExpeditionAscended,
    BothExpeditionsAscended,
    IAmInContact,
    InAscendedExpedition,
    ItIsInAscended,
    ItsExpeditionIs,
    MyExpeditionInContact,
    MyExpeditionIs,
    YourExpeditionIs,
    YourExpeditionsAre,
    YourExpeditionsInContact,
)
from engine.effects.conditions.facing import (
    FacingCharacters,
    FacingOnly,
    ItIsFacingMe,
    NoCharacterFacingIt,
    NoCharactersFacingMe,
)
from engine.effects.conditions.its_past import (
    IAmStatus,
    ItIsStatus,
    ItsBaseCostWas,
    ItsHandCostWas,
    ItWasIn,
    ItWasntIn,
    IWas,
)
from engine.effects.conditions.terrains import (
    BaseStatsOfZero,
    FacingExpeditionIn,
    IAmInSingleTerrainRegion,
    IAmInTerrain,
    NeitherExpeditionIn,
    SingleTerrainRegionsVisible,
    ZeroStatsAmong,
)
from engine.effects.conditions.this_way import (
    DiscardedThisWay,
    HandCostIsTheDie,
    PlayedAnotherCardThisTurn,
    PutACharacterThisWay,
    ResultHigherThanHandCost,
    RevealedIs,
    TheResultIs,
)
from engine.effects.conditions.zones import (
    CardsOfTypeInReserve,
    ExhaustedCardsAre,
    ExhaustedInReserves,
    FewerInReserveThanOpponent,
    FewerManaOrbs,
    ItsInYourReserve,
    ItWasTheOnlyCardInTheirReserve,
    LandmarkCount,
    ManaOrbsAtLeast,
    SpellInReserve,
    YouHaveExhausted,
    YourHandIsEmpty,
    YourReserveHolds,
    YourZoneHolds,
)
from engine.model import Status

if TYPE_CHECKING:  # pragma: no cover
    from typing import Any

    from engine.cardtext.grammar import Card


@CONDITION.rule(r"you control (?P<n>" + NUM + r") (?P<more>or more) (?P<what>.+)",
                r"you control (?P<n>an?) (?P<what>.+)")
def _you_control(n: str, what: str, card: Card, more: str | None = None) -> Any:
    k = number(n)
    return YouControl(filter_of(what), k, one_or_more=bool(more) and k == 1)


@CONDITION.rule(r"you are the first player")
def _first(card: Card) -> Any:
    return FirstPlayer()


@CONDITION.rule(r"you have less than (?P<n>" + NUM + r") mana orbs")
def _fewer_orbs(n: str, card: Card) -> Any:
    return FewerManaOrbs(number(n))


@CONDITION.rule(r"I have (?P<n>" + NUM + r") boosts? or less")
def _i_have_at_most(n: str, card: Card) -> Any:
    return IHaveAtMostBoosts(number(n))




@CONDITION.rule(r"(?P<n>" + NUM + r") or more single-terrain regions are visible")
def _single_terrain_regions(n: str, card: Card) -> Any:
    return SingleTerrainRegionsVisible(number(n))


@CONDITION.rule(r"i'm (?P<neg>not )?in (?P<t>\{[vmo]\})")
def _i_am_in(neg: str | None, t: str, card: Card) -> Any:
    return IAmInTerrain(TERRAIN_SYMBOLS[t.lower()], negated=bool(neg))


@CONDITION.rule(r"my expedition is (?P<state>ahead|behind|tied)")
def _my_expedition_is(state: str, card: Card) -> Any:
    return MyExpeditionIs(state.lower())


@CONDITION.rule(r"your (?P<zone>hand|reserve) is empty")
def _your_zone_empty(zone: str, card: Card) -> Any:
    return YourZoneHolds(zone.lower())


@CONDITION.rule(r"you have (?P<n>" + NUM + r") or more cards in reserve")
def _cards_in_reserve(n: str, card: Card) -> Any:
    return YourZoneHolds("reserve", number(n))


@CONDITION.rule(r"its expedition is (?P<state>ahead|behind|tied)")
def _its_expedition_is(state: str, card: Card) -> Any:
    return ItsExpeditionIs(state.lower())


@CONDITION.rule(r"there are (?P<n>" + NUM + r") or more exhausted cards in reserve")
def _exhausted_in_reserves(n: str, card: Card) -> Any:
    return ExhaustedInReserves(number(n))


@CONDITION.rule(r"you control an exhausted permanent or if there's an exhausted card in your "
                r"reserve")
def _you_have_exhausted(card: Card) -> Any:
    return YouHaveExhausted()


@CONDITION.rule(r"you control an exhausted permanent")
def _you_control_exhausted(card: Card) -> Any:
    return YouHaveExhausted(reserve=False)


@CONDITION.rule(r"there's an exhausted card in your reserve")
def _exhausted_in_your_reserve(card: Card) -> Any:
    return YouHaveExhausted(permanents=False)


@CONDITION.rule(r"there are (?P<n>" + NUM + r") or more exhausted cards among permanents you "
                r"control and cards in your reserve")
def _exhausted_among_yours(n: str, card: Card) -> Any:
    return YouHaveExhausted(at_least=number(n))


@CONDITION.rule(r"its hand cost was (?P<n>\d+) or more")
def _its_hand_cost_was(n: str, card: Card) -> Any:
    return ItsHandCostWas(int(n))


@CONDITION.rule(r"you discarded a (?P<kind>character|spell|permanent) this way")
def _discarded_this_way(kind: str, card: Card) -> Any:
    return DiscardedThisWay(_KINDS[kind.lower()])


@CONDITION.rule(r"your hero has (?P<n>" + NUM + r") or more (?P<name>\w+) counters")
def _hero_has_counters(n: str, name: str, card: Card) -> Any:
    return YourHeroHasCounters(name.lower(), number(n))


@CONDITION.rule(r"i have (?P<n>" + NUM + r") or more boosts")
def _i_have_boosts(n: str, card: Card) -> Any:
    return IHaveBoosts(number(n))


@CONDITION.rule(r"you have (?P<n>" + NUM + r") or more base statistics of 0 among characters "
                r"you control")
def _base_stats_zero(n: str, card: Card) -> Any:
    return BaseStatsOfZero(number(n))


@CONDITION.rule(r"i have less than (?P<n>" + NUM + r") (?P<name>\w+) counters")
def _i_have_fewer_counters(n: str, name: str, card: Card) -> Any:
    return IHaveCounters(name.lower(), number(n), less=True)


@CONDITION.rule(r"i have (?P<n>" + NUM + r") or more (?P<name>\w+) counters")
def _i_have_counters(n: str, name: str, card: Card) -> Any:
    if name.lower() == "boost":
        raise NotUnderstood(name, "counters")
    return IHaveCounters(name.lower(), number(n))


@CONDITION.rule(r"your hand is empty")
def _hand_empty(card: Card) -> Any:
    return YourHandIsEmpty()


@CONDITION.rule(r"i'm boosted")
def _i_am_boosted(card: Card) -> Any:
    return IAmBoosted()


@CONDITION.rule(r"i'm in an ascended expedition")
def _in_ascended(card: Card) -> Any:
    return InAscendedExpedition()


@CONDITION.rule(r"my expedition is ascended")
def _my_ascended(card: Card) -> Any:
    return InAscendedExpedition(wording="my")


@CONDITION.rule(r"(?P<who>you are|your opponent is) first player")
def _first_player(who: str, card: Card) -> Any:
    return FirstPlayerIs(opponent=who.lower() != "you are")




@CONDITION.rule(r"i'm facing an expedition in (?P<t>\{[vmo]\})")
def _facing_in(t: str, card: Card) -> Any:
    return FacingExpeditionIn(TERRAIN_SYMBOLS[t.lower()])


@CONDITION.rule(r"i'm facing (?P<n>a|two or more|three or more) characters?")
def _facing_chars(n: str, card: Card) -> Any:
    return FacingCharacters({"a": 1, "two or more": 2, "three or more": 3}[n.lower()])


@CONDITION.rule(r"i have (?:no boosts|less than (?P<n>\d+) boosts)")
def _few_boosts(card: Card, n: str | None = None) -> Any:
    return IHaveFewBoosts(int(n) if n else 1)


@CONDITION.rule(r"i'm (?P<neg>not )?in contact")
def _in_contact(neg: str | None, card: Card) -> Any:
    return IAmInContact(negated=bool(neg))


@CONDITION.rule(r"i'm (?P<neg>not )?(?P<st>anchored|asleep|fleeting)")
def _i_am_status(st: str, card: Card, neg: str | None = None) -> Any:
    return IAmStatus(STATUS_WORDS[st.lower()], negated=bool(neg))


@CONDITION.rule(r"there are (?P<n>" + NUM + r") or more cards in your landmarks")
def _landmark_count(n: str, card: Card) -> Any:
    return LandmarkCount(number(n))


@CONDITION.rule(r"there's another card in your landmarks")
def _another_landmark(card: Card) -> Any:
    return LandmarkCount(1, other=True)


@CONDITION.rule(r"i have no boosts")
def _no_boosts(card: Card) -> Any:
    return IHaveNoBoosts()


@CONDITION.rule(r"(?:i )?was (?P<neg>not )?fleeting")
def _i_was_fleeting(neg: str | None, card: Card) -> Any:
    # past tense: the state before the event (6.3.k)
    return IWas(Status.FLEETING, negate=bool(neg))


@CONDITION.rule(r"its hand cost is equal to the die's result")
def _hand_cost_is_the_die(card: Card) -> Any:
    return HandCostIsTheDie()




@CONDITION.rule(r"there are (?P<n>" + NUM + r") or more base statistics of 0 among characters "
                r"you control(?P<res> and in your reserve)?")
def _zeros_among(n: str, res: str | None, card: Card) -> Any:
    return ZeroStatsAmong(number(n), reserve=bool(res))


@CONDITION.rule(r"there are (?P<n>" + NUM + r") or more boosts among characters you control and "
                r"in your reserve")
def _boosts_among(n: str, card: Card) -> Any:
    return BoostsAmong(number(n))


@CONDITION.rule(r"neither of (?P<whose>my|your) expeditions is in (?P<t>\{[vmo]\})")
def _neither_in(whose: str, t: str, card: Card) -> Any:
    # "your" (unique cards) and "my" name the same two: the controller's (7.4.4)
    return NeitherExpeditionIn(TERRAIN_SYMBOLS[t.lower()], your=whose.lower() == "your")


@CONDITION.rule(r"you put a character in reserve this way")
def _put_character_this_way(card: Card) -> Any:
    return PutACharacterThisWay()


_KIND_WORDS = {"character": "character", "spell": "spell", "permanent": "permanent"}


@CONDITION.rule(r"it's an? (?P<what>\w+(?: or \w+)?)(?P<zero> with a base statistic of 0)?")
def _revealed_is(what: str, zero: str | None, card: Card) -> Any:

    kinds = []
    for w in what.lower().split(" or "):
        k = _KIND_WORDS.get(w) or subtype_of(w)
        if k is None:
            raise NotUnderstood(w, "noun")
        kinds.append(k)
    return RevealedIs(tuple(kinds), zero_base_stat=bool(zero))


@CONDITION.rule(r"the result is (?P<n>\d)\+")
def _result_is(n: str, card: Card) -> Any:
    return TheResultIs(int(n))


@CONDITION.rule(r"(?P<which>one or more of your expeditions are|each of your expeditions is) "
                r"in contact")
def _your_expeditions_in_contact(which: str, card: Card) -> Any:
    return YourExpeditionsInContact(each=which.lower().startswith("each"))


@CONDITION.rule(r"x is higher than the hand cost of the target")
def _x_higher(card: Card) -> Any:
    return ResultHigherThanHandCost()


@CONDITION.rule(r"it was in (?P<t>\{[vmo]\})")
def _it_was_in(t: str, card: Card) -> Any:
    return ItWasIn(TERRAIN_SYMBOLS[t.lower()])


@CONDITION.rule(r"you control it")
def _you_control_it(card: Card) -> Any:
    return YouControlIt()


@CONDITION.rule(r"you discarded a card this way")
def _discarded_this_way_muna(card: Card) -> Any:
    return DiscardedThisWay()


@CONDITION.rule(r"an opponent controls (?P<n>" + NUM + r") or more (?P<what>.+)")
def _opponent_controls(n: str, what: str, card: Card) -> Any:
    return OpponentControls(number(n), filter_of(what))


@CONDITION.rule(r"an opponent controls (?P<n>" + NUM + r") (?P<what>.+) or more")
def _opponent_controls_or_more(n: str, what: str, card: Card) -> Any:
    return OpponentControls(number(n), filter_of(what), more_after=True)


@CONDITION.rule(r"i'm facing only one character")
def _facing_only_one(card: Card) -> Any:
    return FacingOnly(1)


@CONDITION.rule(r"it wasn't in " + _T)
def _it_wasnt_in(t: str, card: Card) -> Any:
    return ItWasntIn(TERRAIN_WORDS[t.lower()])


@CONDITION.rule(r"i had (?P<n>" + NUM + r") or more boosts")
def _i_had_boosts(n: str, card: Card) -> Any:
    return IHadBoosts(number(n))


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


@CONDITION.rule(r"you have less cards in reserve than target opponent")
def _fewer_in_reserve(card: Card) -> Any:
    return FewerInReserveThanOpponent()


@CONDITION.rule(r"it is (?P<st>asleep|anchored|fleeting)")
def _it_is(st: str, card: Card) -> Any:
    return ItIsStatus(STATUS_WORDS[st.lower()])


@CONDITION.rule(r"(?P<w>one or more|at least one) of your expeditions is ascended")
def _any_ascended(w: str, card: Card) -> Any:
    return AnyExpeditionAscended(w.lower())


@CONDITION.rule(r"there's a spell with reserve cost (?P<n>\d+) or more in your reserve")
def _spell_in_reserve(n: str, card: Card) -> Any:
    return SpellInReserve(int(n))


@CONDITION.rule(r"it's in an ascended expedition")
def _it_in_ascended(card: Card) -> Any:
    return ItIsInAscended()


@CONDITION.rule(r"there are no characters in the expedition facing me")
def _none_facing(card: Card) -> Any:
    return NoCharactersFacingMe()


@CONDITION.rule(r"it's facing me")
def _it_facing_me(card: Card) -> Any:
    return ItIsFacingMe()


@CONDITION.rule(r"I'm in a single-terrain region")
def _single_terrain(card: Card) -> Any:
    return IAmInSingleTerrainRegion()


@CONDITION.rule(r"there is no character facing it")
def _no_character_facing_it(card: Card) -> Any:
    """"it": the Ascended Expeditions the trigger saw move forward (docs, Ordis)."""
    return NoCharacterFacingIt()


@CONDITION.rule(r"its base cost was (?P<n>\d+) or (?P<way>more|less)")
def _its_base_cost_was(n: str, way: str, card: Card) -> Any:
    return ItsBaseCostWas(int(n), more=way.lower() == "more")


@CONDITION.rule(r"there's an exhausted card in reserve",
                r"there are (?P<n>" + NUM + r") or more exhausted card in reserve")
def _exhausted_cards_are(card: Card, n: str | None = None) -> Any:
    # "two or more exhausted card" is printed so on Belasenka: the words are kept as printed
    k = number(n) if n else 1
    words = (f"there are {_WORDS.get(k, k)} or more exhausted card in Reserve" if n
             else "there's an exhausted card in Reserve")
    return ExhaustedCardsAre(k, wording=words)


_WORDS = {1: "one", 2: "two", 3: "three", 4: "four"}


@CONDITION.rule(r"it was the only card in their reserve")
def _only_card_in_their_reserve(card: Card) -> Any:
    return ItWasTheOnlyCardInTheirReserve()


@CONDITION.rule(r"it's in your reserve")
def _its_in_your_reserve(card: Card) -> Any:
    return ItsInYourReserve()


# ------------------------------------------------------------------ unique cards' conditions
@CONDITION.rule(r"i'm the only character in my expedition")
def _only_character(card: Card) -> Any:
    return IAmTheOnlyCharacter()


@CONDITION.rule(r"you control a character in each of your expeditions")
def _character_in_each(card: Card) -> Any:
    return CharacterInEachExpedition()


@CONDITION.rule(r"your (?P<exp>hero|companion) expedition is (?P<state>ahead|behind|tied)")
def _your_expedition_is(exp: str, state: str, card: Card) -> Any:
    return YourExpeditionIs(exp.lower(), state.lower())


@CONDITION.rule(r"you have less cards in hand than target opponent")
def _fewer_in_hand(card: Card) -> Any:
    return FewerInReserveThanOpponent(zone="hand")


@CONDITION.rule(r"you are not first player")
def _not_first(card: Card) -> Any:
    return FirstPlayerIs(opponent=True, not_words=True)


@CONDITION.rule(r"both of your expeditions are ascended")
def _both_ascended(card: Card) -> Any:
    return BothExpeditionsAscended()


@CONDITION.rule(r"there's an? (?P<what>[\w-]+) in your reserve")
def _reserve_holds(what: str, card: Card) -> Any:
    if what.lower() == "exhausted":
        raise NotUnderstood(what, "an exhausted card is another condition")
    return YourReserveHolds(filter_of(what))


@CONDITION.rule(r"there's an exhausted card in your reserve or you control an exhausted permanent")
def _exhausted_either(card: Card) -> Any:
    return YouHaveExhausted(reserve_first=True)


@CONDITION.rule(r"i was boosted")
def _i_was_boosted(card: Card) -> Any:
    return IWasBoosted()


@CONDITION.rule(r"you played another card this turn")
def _played_another(card: Card) -> Any:
    return PlayedAnotherCardThisTurn()


@CONDITION.rule(r"you played an? (?P<what>character|permanent|spell) this way")
def _played_this_way(what: str, card: Card) -> Any:
    """After "You may Rush.": the card the Rush played, if any (6.5.f)."""
    from engine.effects.conditions.this_way import PlayedThisWay

    return PlayedThisWay(what.lower())
