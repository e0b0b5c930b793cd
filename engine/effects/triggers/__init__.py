"""Triggers of Reactions (6.3): which events activate them and what they bind ("it").

Each trigger lives in a small module by what it watches (`arrival`, `joins`, `playing`,
`leaving`, ...), so that building a card's abilities builds only the triggers it uses
(issue #27: attrs classes cost 0.2-0.3 ms each to make).  This package keeps every name
importable from `engine.effects.triggers`, loading its module on first use (PEP 562);
the engine's own code and the generated card families import from the small modules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import lazy_names

#: name -> the module that defines it
_HOME = {
    "AtPhase": "engine.effects.triggers.phases",
    "JoinSnapshot": "engine.effects.triggers.joins",
    "OnJoin": "engine.effects.triggers.arrival",
    "OnPlayed": "engine.effects.triggers.arrival",
    "REVEALED_WITH_ROLL": "engine.effects.triggers.base",
    "Trigger": "engine.effects.triggers.base",
    "WhenACardGoesFromHandOrDeckToReserve": "engine.effects.triggers.leaving",
    "WhenACardGoesToTheDiscardPile": "engine.effects.triggers.leaving",
    "WhenACardLeavesYourReserve": "engine.effects.triggers.leaving",
    "WhenACharacterInYourReserveGainsBoosts": "engine.effects.triggers.boosts",
    "WhenACharacterJoinsFacing": "engine.effects.triggers.joins",
    "WhenACharacterJoinsMyExpedition": "engine.effects.triggers.joins",
    "WhenACharacterLeavesYourExpeditions": "engine.effects.triggers.leaving",
    "WhenAnOpponentDraws": "engine.effects.triggers.draws",
    "WhenAnOpponentDrawsOrResupplies": "engine.effects.triggers.draws",
    "WhenAnOpponentReceivesAGift": "engine.effects.triggers.gifts",
    "WhenAnotherCharacterGainsStatus": "engine.effects.triggers.statuses",
    "WhenAnotherJoinsMyExpedition": "engine.effects.triggers.joins",
    "WhenAnotherJoinsYourBehindExpedition": "engine.effects.triggers.standing",
    "WhenAnotherJoinsYourExpeditions": "engine.effects.triggers.joins",
    "WhenAnotherPermanentJoinsYours": "engine.effects.triggers.joins",
    "WhenIBecome": "engine.effects.triggers.statuses",
    "WhenIGainBoosts": "engine.effects.triggers.boosts",
    "WhenIGainFleeting": "engine.effects.triggers.statuses",
    "WhenIGainMyNthCounter": "engine.effects.triggers.boosts",
    "WhenIGainStatus": "engine.effects.triggers.statuses",
    "WhenIGoTo": "engine.effects.triggers.leaving",
    "WhenIGoToYourReserveFrom": "engine.effects.triggers.leaving",
    "WhenILeave": "engine.effects.triggers.leaving",
    "WhenILeaveForEachBoost": "engine.effects.triggers.leaving",
    "WhenISacrificed": "engine.effects.triggers.leaving",
    "WhenJoinsYourExpeditions": "engine.effects.triggers.joins",
    "WhenMyExpeditionFailsToMoveForward": "engine.effects.triggers.expeditions",
    "WhenMyExpeditionMovesForward": "engine.effects.triggers.expeditions",
    "WhenMyExpeditionMovesForwardDueTo": "engine.effects.triggers.expeditions",
    "WhenMyExpeditionMovesForwardDuster": "engine.effects.triggers.expeditions",
    "WhenOpponentDrawsOrResupplies": "engine.effects.triggers.draws",
    "WhenOpponentPlays": "engine.effects.triggers.playing",
    "WhenPlaysFromReserve": "engine.effects.triggers.playing",
    "WhenRobotOrTokenJoinsMyExpedition": "engine.effects.triggers.joins",
    "WhenYouCreateAToken": "engine.effects.triggers.tokens",
    "WhenYouCreateTokens": "engine.effects.triggers.tokens",
    "WhenYouExhaustInReserve": "engine.effects.triggers.statuses",
    "WhenYouMakeAGift": "engine.effects.triggers.gifts",
    "WhenYouPass": "engine.effects.triggers.phases",
    "WhenYouPassFirst": "engine.effects.triggers.phases",
    "WhenYouPlay": "engine.effects.triggers.playing",
    "WhenYouPlayAnother": "engine.effects.triggers.playing",
    "WhenYouPlayCostingMyCounters": "engine.effects.triggers.playing",
    "WhenYouPlayIntoZeroTerrain": "engine.effects.triggers.playing",
    "WhenYouResupply": "engine.effects.triggers.draws",
    "WhenYouRevealThisWay": "engine.effects.triggers.dice",
    "WhenYouRoll": "engine.effects.triggers.dice",
    "WhenYouSacrifice": "engine.effects.triggers.leaving",
    "WhenYourAscendedExpeditionsMoveForward": "engine.effects.triggers.expeditions",
    "WhenYourCharacterGainsBoosts": "engine.effects.triggers.boosts",
    "WhenYourCharacterGainsStatus": "engine.effects.triggers.statuses",
    "WhenYourCharacterOfKindGainsBoosts": "engine.effects.triggers.boosts",
    "WhenYourExpeditionMovesForwardDueTo": "engine.effects.triggers.expeditions",
    "is_gift": "engine.effects.triggers.gifts",
}

__getattr__, __dir__ = lazy_names.serve(globals(), _HOME)

# generated from _HOME by tools/lazy_exports.py: edit _HOME, then run it
if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.triggers.arrival import OnJoin as OnJoin
    from engine.effects.triggers.arrival import OnPlayed as OnPlayed
    from engine.effects.triggers.base import REVEALED_WITH_ROLL as REVEALED_WITH_ROLL
    from engine.effects.triggers.base import Trigger as Trigger
    from engine.effects.triggers.boosts import (
        WhenACharacterInYourReserveGainsBoosts as WhenACharacterInYourReserveGainsBoosts,
    )
    from engine.effects.triggers.boosts import WhenIGainBoosts as WhenIGainBoosts
    from engine.effects.triggers.boosts import WhenIGainMyNthCounter as WhenIGainMyNthCounter
    from engine.effects.triggers.boosts import (
        WhenYourCharacterGainsBoosts as WhenYourCharacterGainsBoosts,
    )
    from engine.effects.triggers.boosts import (
        WhenYourCharacterOfKindGainsBoosts as WhenYourCharacterOfKindGainsBoosts,
    )
    from engine.effects.triggers.dice import WhenYouRevealThisWay as WhenYouRevealThisWay
    from engine.effects.triggers.dice import WhenYouRoll as WhenYouRoll
    from engine.effects.triggers.draws import WhenAnOpponentDraws as WhenAnOpponentDraws
    from engine.effects.triggers.draws import (
        WhenAnOpponentDrawsOrResupplies as WhenAnOpponentDrawsOrResupplies,
    )
    from engine.effects.triggers.draws import (
        WhenOpponentDrawsOrResupplies as WhenOpponentDrawsOrResupplies,
    )
    from engine.effects.triggers.draws import WhenYouResupply as WhenYouResupply
    from engine.effects.triggers.expeditions import (
        WhenMyExpeditionFailsToMoveForward as WhenMyExpeditionFailsToMoveForward,
    )
    from engine.effects.triggers.expeditions import (
        WhenMyExpeditionMovesForward as WhenMyExpeditionMovesForward,
    )
    from engine.effects.triggers.expeditions import (
        WhenMyExpeditionMovesForwardDueTo as WhenMyExpeditionMovesForwardDueTo,
    )
    from engine.effects.triggers.expeditions import (
        WhenMyExpeditionMovesForwardDuster as WhenMyExpeditionMovesForwardDuster,
    )
    from engine.effects.triggers.expeditions import (
        WhenYourAscendedExpeditionsMoveForward as WhenYourAscendedExpeditionsMoveForward,
    )
    from engine.effects.triggers.expeditions import (
        WhenYourExpeditionMovesForwardDueTo as WhenYourExpeditionMovesForwardDueTo,
    )
    from engine.effects.triggers.gifts import (
        WhenAnOpponentReceivesAGift as WhenAnOpponentReceivesAGift,
    )
    from engine.effects.triggers.gifts import WhenYouMakeAGift as WhenYouMakeAGift
    from engine.effects.triggers.gifts import is_gift as is_gift
    from engine.effects.triggers.joins import JoinSnapshot as JoinSnapshot
    from engine.effects.triggers.joins import WhenACharacterJoinsFacing as WhenACharacterJoinsFacing
    from engine.effects.triggers.joins import (
        WhenACharacterJoinsMyExpedition as WhenACharacterJoinsMyExpedition,
    )
    from engine.effects.triggers.joins import (
        WhenAnotherJoinsMyExpedition as WhenAnotherJoinsMyExpedition,
    )
    from engine.effects.triggers.joins import (
        WhenAnotherJoinsYourExpeditions as WhenAnotherJoinsYourExpeditions,
    )
    from engine.effects.triggers.joins import (
        WhenAnotherPermanentJoinsYours as WhenAnotherPermanentJoinsYours,
    )
    from engine.effects.triggers.joins import WhenJoinsYourExpeditions as WhenJoinsYourExpeditions
    from engine.effects.triggers.joins import (
        WhenRobotOrTokenJoinsMyExpedition as WhenRobotOrTokenJoinsMyExpedition,
    )
    from engine.effects.triggers.leaving import (
        WhenACardGoesFromHandOrDeckToReserve as WhenACardGoesFromHandOrDeckToReserve,
    )
    from engine.effects.triggers.leaving import (
        WhenACardGoesToTheDiscardPile as WhenACardGoesToTheDiscardPile,
    )
    from engine.effects.triggers.leaving import (
        WhenACardLeavesYourReserve as WhenACardLeavesYourReserve,
    )
    from engine.effects.triggers.leaving import (
        WhenACharacterLeavesYourExpeditions as WhenACharacterLeavesYourExpeditions,
    )
    from engine.effects.triggers.leaving import WhenIGoTo as WhenIGoTo
    from engine.effects.triggers.leaving import WhenIGoToYourReserveFrom as WhenIGoToYourReserveFrom
    from engine.effects.triggers.leaving import WhenILeave as WhenILeave
    from engine.effects.triggers.leaving import WhenILeaveForEachBoost as WhenILeaveForEachBoost
    from engine.effects.triggers.leaving import WhenISacrificed as WhenISacrificed
    from engine.effects.triggers.leaving import WhenYouSacrifice as WhenYouSacrifice
    from engine.effects.triggers.phases import AtPhase as AtPhase
    from engine.effects.triggers.phases import WhenYouPass as WhenYouPass
    from engine.effects.triggers.phases import WhenYouPassFirst as WhenYouPassFirst
    from engine.effects.triggers.playing import WhenOpponentPlays as WhenOpponentPlays
    from engine.effects.triggers.playing import WhenPlaysFromReserve as WhenPlaysFromReserve
    from engine.effects.triggers.playing import WhenYouPlay as WhenYouPlay
    from engine.effects.triggers.playing import WhenYouPlayAnother as WhenYouPlayAnother
    from engine.effects.triggers.playing import (
        WhenYouPlayCostingMyCounters as WhenYouPlayCostingMyCounters,
    )
    from engine.effects.triggers.playing import (
        WhenYouPlayIntoZeroTerrain as WhenYouPlayIntoZeroTerrain,
    )
    from engine.effects.triggers.standing import (
        WhenAnotherJoinsYourBehindExpedition as WhenAnotherJoinsYourBehindExpedition,
    )
    from engine.effects.triggers.statuses import (
        WhenAnotherCharacterGainsStatus as WhenAnotherCharacterGainsStatus,
    )
    from engine.effects.triggers.statuses import WhenIBecome as WhenIBecome
    from engine.effects.triggers.statuses import WhenIGainFleeting as WhenIGainFleeting
    from engine.effects.triggers.statuses import WhenIGainStatus as WhenIGainStatus
    from engine.effects.triggers.statuses import WhenYouExhaustInReserve as WhenYouExhaustInReserve
    from engine.effects.triggers.statuses import (
        WhenYourCharacterGainsStatus as WhenYourCharacterGainsStatus,
    )
    from engine.effects.triggers.tokens import WhenYouCreateAToken as WhenYouCreateAToken
    from engine.effects.triggers.tokens import WhenYouCreateTokens as WhenYouCreateTokens
