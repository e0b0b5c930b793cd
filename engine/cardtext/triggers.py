"""Triggers: the words between "When" and the dash of a Reaction (6.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cardtext.grammar import TRIGGER, NoMatch, NotUnderstood
from engine.cardtext.nouns import STATUS_WORDS, TERRAIN_WORDS, filter_of, subtype_of
from engine.cardtext.passives import _T
from engine.effects.filters import AnySubtype
from engine.effects.triggers.boosts import (
    WhenACharacterInYourReserveGainsBoosts,
    WhenIGainBoosts,
    WhenIGainMyNthCounter,
    WhenYourCharacterGainsBoosts,
    WhenYourCharacterOfKindGainsBoosts,
)
from engine.effects.triggers.dice import WhenYouRevealThisWay, WhenYouRoll
from engine.effects.triggers.draws import (
    WhenAnOpponentDraws,
    WhenAnOpponentDrawsOrResupplies,
    WhenOpponentDrawsOrResupplies,
    WhenYouResupply,
)
from engine.effects.triggers.expeditions import (
    WhenMyExpeditionFailsToMoveForward,
    WhenMyExpeditionMovesForward,
    WhenMyExpeditionMovesForwardDueTo,
    WhenMyExpeditionMovesForwardDuster,
    WhenYourAscendedExpeditionsMoveForward,
    WhenYourExpeditionMovesForwardDueTo,
)
from engine.effects.triggers.gifts import WhenAnOpponentReceivesAGift, WhenYouMakeAGift
from engine.effects.triggers.joins import (
    WhenACharacterJoinsFacing,
    WhenACharacterJoinsMyExpedition,
    WhenAnotherJoinsMyExpedition,
    WhenAnotherJoinsYourExpeditions,
    WhenAnotherPermanentJoinsYours,
    WhenJoinsYourExpeditions,
    WhenRobotOrTokenJoinsMyExpedition,
)
from engine.effects.triggers.leaving import (
    WhenACardGoesFromHandOrDeckToReserve,
    WhenACardGoesToTheDiscardPile,
    WhenACardLeavesYourReserve,
    WhenACharacterLeavesYourExpeditions,
    WhenIGoTo,
    WhenIGoToYourReserveFrom,
    WhenILeave,
    WhenISacrificed,
    WhenYouSacrifice,
)
from engine.effects.triggers.phases import WhenYouPass, WhenYouPassFirst
from engine.effects.triggers.playing import (
    WhenOpponentPlays,
    WhenPlaysFromReserve,
    WhenYouPlay,
    WhenYouPlayAnother,
    WhenYouPlayCostingMyCounters,
    WhenYouPlayIntoZeroTerrain,
)
from engine.effects.triggers.statuses import (
    WhenAnotherCharacterGainsStatus,
    WhenIGainFleeting,
    WhenIGainStatus,
    WhenYouExhaustInReserve,
    WhenYourCharacterGainsStatus,
)
from engine.effects.triggers.tokens import WhenYouCreateAToken, WhenYouCreateTokens
from engine.model import Phase, Status, Terrain, Zone

if TYPE_CHECKING:  # pragma: no cover
    from typing import Any

    from engine.cardtext.grammar import Card


@TRIGGER.rule(r"you play an? (?P<what>.+)")
def _you_play(what: str, card: Card) -> Any:
    return WhenYouPlay(filter_of(what))


@TRIGGER.rule(r"an? (?P<what>.+?) joins your expeditions")
def _joins_yours(what: str, card: Card) -> Any:
    return WhenJoinsYourExpeditions(filter_of(what))


@TRIGGER.rule(r"i leave the expedition zone")
def _i_leave(card: Card) -> Any:
    return WhenILeave()


@TRIGGER.rule(r"my expedition fails to move forward during dusk")
def _fails_to_move(card: Card) -> Any:
    # only Progress, at Dusk, makes an Expedition fail to move forward (4.2.4.i)
    return WhenMyExpeditionFailsToMoveForward()


@TRIGGER.rule(r"an opponent draws one or more cards or does resupply")
def _opponent_draws_or_resupplies(card: Card) -> Any:
    return WhenAnOpponentDrawsOrResupplies()


@TRIGGER.rule(r"you create a token character")
def _you_create_token(card: Card) -> Any:
    return WhenYouCreateAToken()


@TRIGGER.rule(r"you play a character with hand cost greater than or equal to my number of "
              r"(?P<name>\w+) counters")
def _you_play_costing_counters(name: str, card: Card) -> Any:
    return WhenYouPlayCostingMyCounters(name.lower())


@TRIGGER.rule(r"a character you control gains 1 or more boosts")
def _your_character_gains_boosts(card: Card) -> Any:
    return WhenYourCharacterGainsBoosts()


@TRIGGER.rule(r"i go to reserve from the expedition zone")
def _i_go_to_reserve(card: Card) -> Any:
    # a self-move Reaction, looked at after the event (6.3.c-d)
    return WhenIGoTo(Zone.RESERVE, Zone.EXPEDITION)


@TRIGGER.rule(r"you exhaust a card in reserve")
def _you_exhaust_in_reserve(card: Card) -> Any:
    return WhenYouExhaustInReserve()


@TRIGGER.rule(r"i go to reserve from anywhere")
def _i_go_to_reserve_from_anywhere(card: Card) -> Any:
    # a self-move Reaction, looked at after the event (6.3.c-d)
    return WhenIGoTo(Zone.RESERVE)


@TRIGGER.rule(r"i gain 1 or more boosts")
def _i_gain_boosts(card: Card) -> Any:
    return WhenIGainBoosts()


_ORDINAL_WORDS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5}


@TRIGGER.rule(r"i gain my (?P<nth>first|second|third|fourth|fifth) (?P<name>\w+) counter")
def _i_gain_my_nth_counter(nth: str, name: str, card: Card) -> Any:
    return WhenIGainMyNthCounter(name.lower(), _ORDINAL_WORDS[nth.lower()])


@TRIGGER.rule(r"another (?P<what>.+?) joins one of your expeditions that is behind")
def _another_joins_behind(what: str, card: Card) -> Any:
    from engine.effects.triggers.standing import WhenAnotherJoinsYourBehindExpedition

    return WhenAnotherJoinsYourBehindExpedition(filter_of(what))


@TRIGGER.rule(r"another (?P<what>.+?) joins your expeditions")
def _another_joins_yours(what: str, card: Card) -> Any:
    return WhenAnotherJoinsYourExpeditions(filter_of(what))


@TRIGGER.rule(r"a character joins my expedition")
def _joins_my_expedition(card: Card) -> Any:
    return WhenACharacterJoinsMyExpedition()


@TRIGGER.rule(r"a character you control gains (?P<status>fleeting|anchored|asleep)")
def _your_character_gains_status(status: str, card: Card) -> Any:
    return WhenYourCharacterGainsStatus(Status(status.lower()))


@TRIGGER.rule(r"a card goes from your hand or deck to reserve")
def _hand_or_deck_to_reserve(card: Card) -> Any:
    return WhenACardGoesFromHandOrDeckToReserve()


@TRIGGER.rule(r"a robot or a token joins my expedition")
def _robot_or_token_joins(card: Card) -> Any:
    return WhenRobotOrTokenJoinsMyExpedition()


@TRIGGER.rule(r"a (?P<nt>non-token )?character leaves your expeditions")
def _character_leaves_yours(nt: str | None, card: Card) -> Any:
    return WhenACharacterLeavesYourExpeditions(non_token=bool(nt))


@TRIGGER.rule(r"another character joins my expedition")
def _another_joins_mine(card: Card) -> Any:
    return WhenAnotherJoinsMyExpedition()


@TRIGGER.rule(r"I gain fleeting")
def _when_i_gain_fleeting(card: Card) -> Any:
    # also as I enter play Fleeting from Reserve (2.4.6.c, the ruling in docs/mechanisms.md);
    # "When I gain Asleep/Anchored" are read in ordis_text
    return WhenIGainFleeting()


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


@TRIGGER.rule(r"a card leaves your reserve during the afternoon")
def _card_leaves_reserve(card: Card) -> Any:
    return WhenACardLeavesYourReserve(Phase.AFTERNOON)


@TRIGGER.rule(r"you play another (?P<what>.+)")
def _you_play_another(what: str, card: Card) -> Any:
    return WhenYouPlayAnother(filter_of(what))


@TRIGGER.rule(r"you pass first")
def _pass_first(card: Card) -> Any:
    return WhenYouPassFirst()


@TRIGGER.rule(r"a character joins the expedition facing me")
def _joins_facing(card: Card) -> Any:
    return WhenACharacterJoinsFacing()


@TRIGGER.rule(r"my expedition moves forward")
def _my_exp_moves(card: Card) -> Any:
    return WhenMyExpeditionMovesForward()


@TRIGGER.rule(r"you sacrifice an? (?P<what>permanent|character or permanent)")
def _you_sacrifice(what: str, card: Card) -> Any:

    return WhenYouSacrifice(filter_of(what))


@TRIGGER.rule(r"my expedition moves forward")
def _my_expedition_moves_forward(card: Card) -> Any:
    return WhenMyExpeditionMovesForwardDuster()


@TRIGGER.rule(r"you make a gift")
def _gift(card: Card) -> Any:
    return WhenYouMakeAGift()


@TRIGGER.rule(r"i'm sacrificed|i am sacrificed")
def _i_am_sacrificed(card: Card) -> Any:
    return WhenISacrificed()


@TRIGGER.rule(r"you sacrifice a character")
def _you_sacrifice_yz(card: Card) -> Any:
    return WhenYouSacrifice()


def _two_subtypes(a: str, b: str) -> tuple[str, str]:
    """"Song or Artist": both words sub-types, else another production reads the noun."""
    sa, sb = subtype_of(a), subtype_of(b)
    if sa is None or sb is None:
        raise NoMatch
    return sa, sb


@TRIGGER.rule(r"you play an? (?P<a>\w+) or (?P<b>\w+)")
def _you_play_either(a: str, b: str, card: Card) -> Any:
    return WhenYouPlay(AnySubtype(subtypes=_two_subtypes(a, b)))


@TRIGGER.rule(r"you reveal a card this way")
def _you_reveal_this_way(card: Card) -> Any:
    return WhenYouRevealThisWay()


@TRIGGER.rule(r"a character in your reserve gains 1 or more boosts")
def _reserve_char_gains_boosts(card: Card) -> Any:
    return WhenACharacterInYourReserveGainsBoosts()


@TRIGGER.rule(r"you roll one or more dice")
def _you_roll(card: Card) -> Any:
    return WhenYouRoll()


@TRIGGER.rule(r"you play a character in a region type where its base statistic is 0")
def _play_into_zero_terrain(card: Card) -> Any:
    return WhenYouPlayIntoZeroTerrain()


@TRIGGER.rule(r"my expedition moves forward due to " + _T)
def _my_moves_due_to(t: str, card: Card) -> Any:
    return WhenMyExpeditionMovesForwardDueTo(TERRAIN_WORDS[t.lower()])


@TRIGGER.rule(r"an opponent draws one or more cards or resupplies")
def _opponent_draws_or_resupplies_muna(card: Card) -> Any:
    return WhenOpponentDrawsOrResupplies()


@TRIGGER.rule(r"i go to your reserve from the expedition zone")
def _i_go_to_your_reserve(card: Card) -> Any:
    return WhenIGoToYourReserveFrom(Zone.RESERVE, Zone.EXPEDITION)


@TRIGGER.rule(r"an opponent plays a card from reserve")
def _opponent_plays_from_reserve(card: Card) -> Any:
    return WhenPlaysFromReserve("opponent")


@TRIGGER.rule(r"you play (?P<another>another|a) card from reserve")
def _you_play_from_reserve(another: str, card: Card) -> Any:
    return WhenPlaysFromReserve("you", other=another.lower() == "another")


@TRIGGER.rule(r"I gain (?P<st>asleep|anchored)")
def _when_i_gain_status(st: str, card: Card) -> Any:
    return WhenIGainStatus(STATUS_WORDS[st.lower()])


@TRIGGER.rule(r"an opponent plays an? (?P<what>character|permanent|spell)")
def _opponent_plays(what: str, card: Card) -> Any:
    return WhenOpponentPlays(filter_of(what))


@TRIGGER.rule(r"one or more of your ascended expeditions moves forward")
def _ascended_move_forward(card: Card) -> Any:
    return WhenYourAscendedExpeditionsMoveForward()


@TRIGGER.rule(r"you sacrifice an? (?P<what>non-\w+ characters?)")
def _you_sacrifice_non(what: str, card: Card) -> Any:
    return WhenYouSacrifice(filter_of(what))


@TRIGGER.rule(r"another permanent joins your expeditions or landmarks")
def _another_permanent_joins(card: Card) -> Any:
    return WhenAnotherPermanentJoinsYours()


@TRIGGER.rule(r"a card goes to the discard pile")
def _card_to_discard(card: Card) -> Any:
    return WhenACardGoesToTheDiscardPile()


# ------------------------------------------------------------------ unique cards' triggers
@TRIGGER.rule(r"you pass")
def _you_pass(card: Card) -> Any:
    return WhenYouPass()


@TRIGGER.rule(r"an? non-(?P<kind>boosted|token) character you control gains 1 or more boosts")
def _your_kind_gains_boosts(kind: str, card: Card) -> Any:
    k = kind.lower()
    return WhenYourCharacterOfKindGainsBoosts(non_boosted=k == "boosted",
                                              non_token=k == "token", token_word=kind)


@TRIGGER.rule(r"you create (?P<what>a token|one or more tokens)")
def _you_create_tokens(what: str, card: Card) -> Any:
    return WhenYouCreateTokens(one_or_more=what.lower() != "a token")


@TRIGGER.rule(r"another character you control gains (?P<status>fleeting|anchored|asleep)")
def _another_gains_status(status: str, card: Card) -> Any:
    return WhenAnotherCharacterGainsStatus(Status(status.lower()))


@TRIGGER.rule(r"an opponent receives a gift")
def _opponent_receives_gift(card: Card) -> Any:
    return WhenAnOpponentReceivesAGift()


@TRIGGER.rule(r"an opponent draws one or more cards")
def _opponent_draws(card: Card) -> Any:
    return WhenAnOpponentDraws()


@TRIGGER.rule(r"you resupply")
def _you_resupply(card: Card) -> Any:
    return WhenYouResupply()
