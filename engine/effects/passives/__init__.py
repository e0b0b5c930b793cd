"""Passive abilities that change characteristics, forbid actions or alter costs (2.3, 1.4.1).

Characteristic-changing passives are applied the way rule 2.3 describes: start from the
printed characteristics, then apply the passives one at a time, each time picking the one
with the smallest timestamp among those free from dependency (2.3.3).  Dependency is not
declared by hand: it is found by trying — [A] depends on [B] when applying [B] first would
remove [A] or change what [A] does or applies to (2.3.2.c-f).  The result is cached until
the next logged event (2.3.1.k), so a game without such passives pays nothing for them.

Each passive returns a *delta*: a frozen set of small facts ("this object has this
sub-type", "that region is Water") so two deltas can be compared for the dependency test.

Each passive lives in a small module by what it does (`evaluation` holds the 2.3
machinery; `char_changes`, `conditional_chars`, `prohibitions`, `grants`, `reserve`,
`counters`, `replacing`, `terrain_limits`, `considered`, `costs` the words), so that
building a card's abilities builds only the passives it uses (issue #27).  This package
keeps every name importable from `engine.effects.passives`, loading its module on first
use (PEP 562); the engine's own code and the generated card families import from the
small modules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import lazy_names

#: name -> the module that defines it
_HOME = {
    "AllRegionsAre": "engine.effects.passives.char_changes",
    "AlsoConsidered": "engine.effects.passives.considered",
    "AlsoRevealOnRoll": "engine.effects.passives.replacing",
    "Ascended": "engine.effects.ascended",
    "BeginsWithCounters": "engine.effects.passives.counters",
    "BeginsWithMarkers": "engine.effects.passives.counters",
    "CanGainStatusAgain": "engine.effects.passives.counters",
    "CantBePlayedInStartingRegion": "engine.effects.passives.prohibitions",
    "CantBePlayedWithFewerOrbs": "engine.effects.passives.prohibitions",
    "CantGainCounters": "engine.effects.passives.prohibitions",
    "CantMoveForward": "engine.effects.passives.prohibitions",
    "CharPassive": "engine.effects.passives.base",
    "CharactersStayExhaustedInReserve": "engine.effects.passives.reserve",
    "Chars": "engine.gamestate.chars",
    "DefectInsteadOfReserve": "engine.effects.passives.replacing",
    "DefendersDontStop": "engine.effects.passives.prohibitions",
    "Delta": "engine.gamestate.chars",
    "DiscardInsteadOfMovingForward": "engine.effects.passives.replacing",
    "EMPTY": "engine.gamestate.chars",
    "GainBoostsInsteadOfStatus": "engine.effects.passives.counters",
    "GainInstead": "engine.effects.passives.counters",
    "GrantAbility": "engine.effects.passives.grants",
    "HasSubtypes": "engine.effects.passives.char_changes",
    "IAmIf": "engine.effects.passives.conditional_chars",
    "IAmIfHeading": "engine.effects.passives.conditional_chars",
    "IAmIfPrinted": "engine.effects.passives.conditional_chars",
    "IAmIfSpelledOut": "engine.effects.passives.conditional_chars",
    "IAmUnless": "engine.effects.passives.conditional_chars",
    "IN_PLAY": "engine.effects.passives.base",
    "IfIAmIn": "engine.effects.passives.conditional_chars",
    "IfIAmKeyword": "engine.effects.passives.conditional_chars",
    "IfThenIAm": "engine.effects.passives.conditional_chars",
    "IgnoreAbilities": "engine.effects.passives.char_changes",
    "LoneCharacterGains": "engine.effects.passives.char_changes",
    "MayPlayExhaustedFromReserve": "engine.effects.passives.reserve",
    "MovesTwiceAtDusk": "engine.effects.passives.replacing",
    "MyExpeditionConsidered": "engine.effects.passives.considered",
    "MyRegionIs": "engine.effects.passives.char_changes",
    "NO_CHANGES": "engine.gamestate.chars",
    "NextJoinerGains": "engine.effects.passives.grants",
    "ObjectsAre": "engine.effects.passives.char_changes",
    "OthersLoseAbilities": "engine.effects.passives.char_changes",
    "PlayForLessNarrowed": "engine.effects.passives.costs",
    "PlayedSpellsAreFleeting": "engine.effects.passives.reserve",
    "ReserveLimitUp": "engine.effects.passives.reserve",
    "ReserveLimitUpIf": "engine.effects.passives.reserve",
    "ReserveLimitsChange": "engine.effects.passives.reserve",
    "ResupplyInsteadOfAscendingAgain": "engine.effects.passives.replacing",
    "RollToMoveAtDusk": "engine.effects.passives.replacing",
    "StaleCharacteristics": "engine.effects.passives.evaluation",
    "StatsEqualHighest": "engine.effects.passives.char_changes",
    "SupportCountersBeyond": "engine.effects.passives.counters",
    "TerrainProgressLimit": "engine.effects.passives.terrain_limits",
    "ThisDayGrant": "engine.effects.passives.grants",
    "TriggersDontActivate": "engine.effects.passives.prohibitions",
    "UnlessIAm": "engine.effects.passives.conditional_chars",
    "blocked_trigger": "engine.effects.passives.prohibitions",
    "delta_of": "engine.effects.passives.evaluation",
    "evaluate": "engine.effects.passives.evaluation",
    "gather_items": "engine.effects.passives.evaluation",
    "granted_abilities": "engine.effects.passives.grants",
    "in_starting_region": "engine.effects.passives.prohibitions",
    "item_delta": "engine.effects.passives.evaluation",
    "play_restriction": "engine.effects.passives.prohibitions",
    "terrain_name": "engine.sentences",
    "trigger_symbol": "engine.effects.passives.prohibitions",
}

__getattr__, __dir__ = lazy_names.serve(globals(), _HOME)

# generated from _HOME by tools/lazy_exports.py: edit _HOME, then run it
if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.ascended import Ascended as Ascended
    from engine.effects.passives.base import IN_PLAY as IN_PLAY
    from engine.effects.passives.base import CharPassive as CharPassive
    from engine.effects.passives.char_changes import AllRegionsAre as AllRegionsAre
    from engine.effects.passives.char_changes import HasSubtypes as HasSubtypes
    from engine.effects.passives.char_changes import IgnoreAbilities as IgnoreAbilities
    from engine.effects.passives.char_changes import LoneCharacterGains as LoneCharacterGains
    from engine.effects.passives.char_changes import MyRegionIs as MyRegionIs
    from engine.effects.passives.char_changes import ObjectsAre as ObjectsAre
    from engine.effects.passives.char_changes import OthersLoseAbilities as OthersLoseAbilities
    from engine.effects.passives.char_changes import StatsEqualHighest as StatsEqualHighest
    from engine.effects.passives.conditional_chars import IAmIf as IAmIf
    from engine.effects.passives.conditional_chars import IAmIfHeading as IAmIfHeading
    from engine.effects.passives.conditional_chars import IAmIfPrinted as IAmIfPrinted
    from engine.effects.passives.conditional_chars import IAmIfSpelledOut as IAmIfSpelledOut
    from engine.effects.passives.conditional_chars import IAmUnless as IAmUnless
    from engine.effects.passives.conditional_chars import IfIAmIn as IfIAmIn
    from engine.effects.passives.conditional_chars import IfIAmKeyword as IfIAmKeyword
    from engine.effects.passives.conditional_chars import IfThenIAm as IfThenIAm
    from engine.effects.passives.conditional_chars import UnlessIAm as UnlessIAm
    from engine.effects.passives.considered import AlsoConsidered as AlsoConsidered
    from engine.effects.passives.considered import MyExpeditionConsidered as MyExpeditionConsidered
    from engine.effects.passives.costs import PlayForLessNarrowed as PlayForLessNarrowed
    from engine.effects.passives.counters import BeginsWithCounters as BeginsWithCounters
    from engine.effects.passives.counters import BeginsWithMarkers as BeginsWithMarkers
    from engine.effects.passives.counters import CanGainStatusAgain as CanGainStatusAgain
    from engine.effects.passives.counters import (
        GainBoostsInsteadOfStatus as GainBoostsInsteadOfStatus,
    )
    from engine.effects.passives.counters import GainInstead as GainInstead
    from engine.effects.passives.counters import SupportCountersBeyond as SupportCountersBeyond
    from engine.effects.passives.evaluation import StaleCharacteristics as StaleCharacteristics
    from engine.effects.passives.evaluation import delta_of as delta_of
    from engine.effects.passives.evaluation import evaluate as evaluate
    from engine.effects.passives.evaluation import gather_items as gather_items
    from engine.effects.passives.evaluation import item_delta as item_delta
    from engine.effects.passives.grants import GrantAbility as GrantAbility
    from engine.effects.passives.grants import NextJoinerGains as NextJoinerGains
    from engine.effects.passives.grants import ThisDayGrant as ThisDayGrant
    from engine.effects.passives.grants import granted_abilities as granted_abilities
    from engine.effects.passives.prohibitions import (
        CantBePlayedInStartingRegion as CantBePlayedInStartingRegion,
    )
    from engine.effects.passives.prohibitions import (
        CantBePlayedWithFewerOrbs as CantBePlayedWithFewerOrbs,
    )
    from engine.effects.passives.prohibitions import CantGainCounters as CantGainCounters
    from engine.effects.passives.prohibitions import CantMoveForward as CantMoveForward
    from engine.effects.passives.prohibitions import DefendersDontStop as DefendersDontStop
    from engine.effects.passives.prohibitions import TriggersDontActivate as TriggersDontActivate
    from engine.effects.passives.prohibitions import blocked_trigger as blocked_trigger
    from engine.effects.passives.prohibitions import in_starting_region as in_starting_region
    from engine.effects.passives.prohibitions import play_restriction as play_restriction
    from engine.effects.passives.prohibitions import trigger_symbol as trigger_symbol
    from engine.effects.passives.replacing import AlsoRevealOnRoll as AlsoRevealOnRoll
    from engine.effects.passives.replacing import DefectInsteadOfReserve as DefectInsteadOfReserve
    from engine.effects.passives.replacing import (
        DiscardInsteadOfMovingForward as DiscardInsteadOfMovingForward,
    )
    from engine.effects.passives.replacing import MovesTwiceAtDusk as MovesTwiceAtDusk
    from engine.effects.passives.replacing import (
        ResupplyInsteadOfAscendingAgain as ResupplyInsteadOfAscendingAgain,
    )
    from engine.effects.passives.replacing import RollToMoveAtDusk as RollToMoveAtDusk
    from engine.effects.passives.reserve import (
        CharactersStayExhaustedInReserve as CharactersStayExhaustedInReserve,
    )
    from engine.effects.passives.reserve import (
        MayPlayExhaustedFromReserve as MayPlayExhaustedFromReserve,
    )
    from engine.effects.passives.reserve import PlayedSpellsAreFleeting as PlayedSpellsAreFleeting
    from engine.effects.passives.reserve import ReserveLimitsChange as ReserveLimitsChange
    from engine.effects.passives.reserve import ReserveLimitUp as ReserveLimitUp
    from engine.effects.passives.reserve import ReserveLimitUpIf as ReserveLimitUpIf
    from engine.effects.passives.terrain_limits import TerrainProgressLimit as TerrainProgressLimit
    from engine.gamestate.chars import EMPTY as EMPTY
    from engine.gamestate.chars import NO_CHANGES as NO_CHANGES
    from engine.gamestate.chars import Chars as Chars
    from engine.gamestate.chars import Delta as Delta
    from engine.sentences import terrain_name as terrain_name
