"""Conditions of conditional steps (6.5.d) and of triggers (6.3.b).

Each condition lives in a small module by what it tests (`control`, `boosts`,
`terrains`, `expeditions`, `facing`, `zones`, `this_way`, `its_past`), so that building a
card's abilities builds only the conditions it uses (issue #27).  This package keeps
every name importable from `engine.effects.conditions`, loading its module on first use
(PEP 562); the engine's own code and the generated card families import from the small
modules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import lazy_names

#: name -> the module that defines it
_HOME = {
    "AnyExpeditionAscended": "engine.effects.conditions.expeditions",
    "BaseStatsOfZero": "engine.effects.conditions.terrains",
    "BoostsAmong": "engine.effects.conditions.boosts",
    "BothExpeditionsAscended": "engine.effects.conditions.expeditions",
    "BothExpeditionsFailed": "engine.effects.conditions.expeditions",
    "CardsOfTypeInReserve": "engine.effects.conditions.zones",
    "CharacterInEachExpedition": "engine.effects.conditions.control",
    "ChosenIs": "engine.effects.conditions.this_way",
    "Condition": "engine.effects.conditions.base",
    "DieResultIn": "engine.effects.conditions.this_way",
    "DiscardedThisWay": "engine.effects.conditions.this_way",
    "ExhaustedCardsAre": "engine.effects.conditions.zones",
    "ExhaustedInReserves": "engine.effects.conditions.zones",
    "FacingCharacters": "engine.effects.conditions.facing",
    "FacingExpeditionIn": "engine.effects.conditions.terrains",
    "FacingOnly": "engine.effects.conditions.facing",
    "FewerInReserveThanOpponent": "engine.effects.conditions.zones",
    "FewerManaOrbs": "engine.effects.conditions.zones",
    "FirstPlayer": "engine.effects.conditions.control",
    "FirstPlayerIs": "engine.effects.conditions.control",
    "HandCostIsTheDie": "engine.effects.conditions.this_way",
    "IAmBoosted": "engine.effects.conditions.boosts",
    "IAmInContact": "engine.effects.conditions.expeditions",
    "IAmInSingleTerrainRegion": "engine.effects.conditions.terrains",
    "IAmInTerrain": "engine.effects.conditions.terrains",
    "IAmStatus": "engine.effects.conditions.its_past",
    "IAmTheOnlyCharacter": "engine.effects.conditions.control",
    "IHadBoosts": "engine.effects.conditions.boosts",
    "IHaveAtMostBoosts": "engine.effects.conditions.boosts",
    "IHaveBoosts": "engine.effects.conditions.boosts",
    "IHaveCounters": "engine.effects.conditions.boosts",
    "IHaveFewBoosts": "engine.effects.conditions.boosts",
    "IHaveNoBoosts": "engine.effects.conditions.boosts",
    "IWas": "engine.effects.conditions.its_past",
    "IWasBoosted": "engine.effects.conditions.boosts",
    "InAscendedExpedition": "engine.effects.conditions.expeditions",
    "ItIsFacingMe": "engine.effects.conditions.facing",
    "ItIsInAscended": "engine.effects.conditions.expeditions",
    "ItIsStatus": "engine.effects.conditions.its_past",
    "ItWasIn": "engine.effects.conditions.its_past",
    "ItWasTheOnlyCardInTheirReserve": "engine.effects.conditions.zones",
    "ItWasntIn": "engine.effects.conditions.its_past",
    "ItsBaseCostWas": "engine.effects.conditions.its_past",
    "ItsExpeditionIs": "engine.effects.conditions.expeditions",
    "ItsHandCostWas": "engine.effects.conditions.its_past",
    "ItsInYourReserve": "engine.effects.conditions.zones",
    "LandmarkCount": "engine.effects.conditions.zones",
    "ManaOrbsAtLeast": "engine.effects.conditions.zones",
    "MyExpeditionInContact": "engine.effects.conditions.expeditions",
    "MyExpeditionIs": "engine.effects.conditions.expeditions",
    "NeitherExpeditionIn": "engine.effects.conditions.terrains",
    "NoCharacterFacingIt": "engine.effects.conditions.facing",
    "NoCharactersFacingMe": "engine.effects.conditions.facing",
    "OpponentControls": "engine.effects.conditions.control",
    "PlayedAnotherCardThisTurn": "engine.effects.conditions.this_way",
    "PlayedThisWay": "engine.effects.conditions.this_way",
    "PutACharacterThisWay": "engine.effects.conditions.this_way",
    "ResultHigherThanHandCost": "engine.effects.conditions.this_way",
    "RevealedIs": "engine.effects.conditions.this_way",
    "SingleTerrainRegionsVisible": "engine.effects.conditions.terrains",
    "SpellInReserve": "engine.effects.conditions.zones",
    "TheResultIs": "engine.effects.conditions.this_way",
    "WhenAnotherJoinsYourBehindExpedition": "engine.effects.triggers.standing",
    "YouControl": "engine.effects.conditions.control",
    "YouControlIt": "engine.effects.conditions.control",
    "YouDid": "engine.effects.conditions.this_way",
    "YouHaveExhausted": "engine.effects.conditions.zones",
    "YourExpeditionIs": "engine.effects.conditions.expeditions",
    "YourExpeditionsAre": "engine.effects.conditions.expeditions",
    "YourExpeditionsInContact": "engine.effects.conditions.expeditions",
    "YourHandIsEmpty": "engine.effects.conditions.zones",
    "YourHeroHasCounters": "engine.effects.conditions.boosts",
    "YourReserveHolds": "engine.effects.conditions.zones",
    "YourZoneHolds": "engine.effects.conditions.zones",
    "ZeroStatsAmong": "engine.effects.conditions.terrains",
    "_NUMBER_WORDS": "engine.effects.conditions.base",
    "_WORDS_ORDIS": "engine.effects.conditions.zones",
    "_put_this_way": "engine.effects.conditions.this_way",
    "expedition_in_contact": "engine.effects.standing",
    "in_single_terrain_region": "engine.effects.filters",
    "single_terrain_regions_visible": "engine.effects.conditions.terrains",
    "standing": "engine.effects.standing",
}

__getattr__, __dir__ = lazy_names.serve(globals(), _HOME)

# generated from _HOME by tools/lazy_exports.py: edit _HOME, then run it
if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.conditions.base import _NUMBER_WORDS as _NUMBER_WORDS
    from engine.effects.conditions.base import Condition as Condition
    from engine.effects.conditions.boosts import BoostsAmong as BoostsAmong
    from engine.effects.conditions.boosts import IAmBoosted as IAmBoosted
    from engine.effects.conditions.boosts import IHadBoosts as IHadBoosts
    from engine.effects.conditions.boosts import IHaveAtMostBoosts as IHaveAtMostBoosts
    from engine.effects.conditions.boosts import IHaveBoosts as IHaveBoosts
    from engine.effects.conditions.boosts import IHaveCounters as IHaveCounters
    from engine.effects.conditions.boosts import IHaveFewBoosts as IHaveFewBoosts
    from engine.effects.conditions.boosts import IHaveNoBoosts as IHaveNoBoosts
    from engine.effects.conditions.boosts import IWasBoosted as IWasBoosted
    from engine.effects.conditions.boosts import YourHeroHasCounters as YourHeroHasCounters
    from engine.effects.conditions.control import (
        CharacterInEachExpedition as CharacterInEachExpedition,
    )
    from engine.effects.conditions.control import FirstPlayer as FirstPlayer
    from engine.effects.conditions.control import FirstPlayerIs as FirstPlayerIs
    from engine.effects.conditions.control import IAmTheOnlyCharacter as IAmTheOnlyCharacter
    from engine.effects.conditions.control import OpponentControls as OpponentControls
    from engine.effects.conditions.control import YouControl as YouControl
    from engine.effects.conditions.control import YouControlIt as YouControlIt
    from engine.effects.conditions.expeditions import AnyExpeditionAscended as AnyExpeditionAscended
    from engine.effects.conditions.expeditions import (
        BothExpeditionsAscended as BothExpeditionsAscended,
    )
    from engine.effects.conditions.expeditions import BothExpeditionsFailed as BothExpeditionsFailed
    from engine.effects.conditions.expeditions import IAmInContact as IAmInContact
    from engine.effects.conditions.expeditions import InAscendedExpedition as InAscendedExpedition
    from engine.effects.conditions.expeditions import ItIsInAscended as ItIsInAscended
    from engine.effects.conditions.expeditions import ItsExpeditionIs as ItsExpeditionIs
    from engine.effects.conditions.expeditions import MyExpeditionInContact as MyExpeditionInContact
    from engine.effects.conditions.expeditions import MyExpeditionIs as MyExpeditionIs
    from engine.effects.conditions.expeditions import YourExpeditionIs as YourExpeditionIs
    from engine.effects.conditions.expeditions import YourExpeditionsAre as YourExpeditionsAre
    from engine.effects.conditions.expeditions import (
        YourExpeditionsInContact as YourExpeditionsInContact,
    )
    from engine.effects.conditions.facing import FacingCharacters as FacingCharacters
    from engine.effects.conditions.facing import FacingOnly as FacingOnly
    from engine.effects.conditions.facing import ItIsFacingMe as ItIsFacingMe
    from engine.effects.conditions.facing import NoCharacterFacingIt as NoCharacterFacingIt
    from engine.effects.conditions.facing import NoCharactersFacingMe as NoCharactersFacingMe
    from engine.effects.conditions.its_past import IAmStatus as IAmStatus
    from engine.effects.conditions.its_past import ItIsStatus as ItIsStatus
    from engine.effects.conditions.its_past import ItsBaseCostWas as ItsBaseCostWas
    from engine.effects.conditions.its_past import ItsHandCostWas as ItsHandCostWas
    from engine.effects.conditions.its_past import ItWasIn as ItWasIn
    from engine.effects.conditions.its_past import ItWasntIn as ItWasntIn
    from engine.effects.conditions.its_past import IWas as IWas
    from engine.effects.conditions.terrains import BaseStatsOfZero as BaseStatsOfZero
    from engine.effects.conditions.terrains import FacingExpeditionIn as FacingExpeditionIn
    from engine.effects.conditions.terrains import (
        IAmInSingleTerrainRegion as IAmInSingleTerrainRegion,
    )
    from engine.effects.conditions.terrains import IAmInTerrain as IAmInTerrain
    from engine.effects.conditions.terrains import NeitherExpeditionIn as NeitherExpeditionIn
    from engine.effects.conditions.terrains import (
        SingleTerrainRegionsVisible as SingleTerrainRegionsVisible,
    )
    from engine.effects.conditions.terrains import ZeroStatsAmong as ZeroStatsAmong
    from engine.effects.conditions.terrains import (
        single_terrain_regions_visible as single_terrain_regions_visible,
    )
    from engine.effects.conditions.this_way import ChosenIs as ChosenIs
    from engine.effects.conditions.this_way import DieResultIn as DieResultIn
    from engine.effects.conditions.this_way import DiscardedThisWay as DiscardedThisWay
    from engine.effects.conditions.this_way import HandCostIsTheDie as HandCostIsTheDie
    from engine.effects.conditions.this_way import (
        PlayedAnotherCardThisTurn as PlayedAnotherCardThisTurn,
    )
    from engine.effects.conditions.this_way import PlayedThisWay as PlayedThisWay
    from engine.effects.conditions.this_way import PutACharacterThisWay as PutACharacterThisWay
    from engine.effects.conditions.this_way import (
        ResultHigherThanHandCost as ResultHigherThanHandCost,
    )
    from engine.effects.conditions.this_way import RevealedIs as RevealedIs
    from engine.effects.conditions.this_way import TheResultIs as TheResultIs
    from engine.effects.conditions.this_way import YouDid as YouDid
    from engine.effects.conditions.this_way import _put_this_way as _put_this_way
    from engine.effects.conditions.zones import _WORDS_ORDIS as _WORDS_ORDIS
    from engine.effects.conditions.zones import CardsOfTypeInReserve as CardsOfTypeInReserve
    from engine.effects.conditions.zones import ExhaustedCardsAre as ExhaustedCardsAre
    from engine.effects.conditions.zones import ExhaustedInReserves as ExhaustedInReserves
    from engine.effects.conditions.zones import (
        FewerInReserveThanOpponent as FewerInReserveThanOpponent,
    )
    from engine.effects.conditions.zones import FewerManaOrbs as FewerManaOrbs
    from engine.effects.conditions.zones import ItsInYourReserve as ItsInYourReserve
    from engine.effects.conditions.zones import (
        ItWasTheOnlyCardInTheirReserve as ItWasTheOnlyCardInTheirReserve,
    )
    from engine.effects.conditions.zones import LandmarkCount as LandmarkCount
    from engine.effects.conditions.zones import ManaOrbsAtLeast as ManaOrbsAtLeast
    from engine.effects.conditions.zones import SpellInReserve as SpellInReserve
    from engine.effects.conditions.zones import YouHaveExhausted as YouHaveExhausted
    from engine.effects.conditions.zones import YourHandIsEmpty as YourHandIsEmpty
    from engine.effects.conditions.zones import YourReserveHolds as YourReserveHolds
    from engine.effects.conditions.zones import YourZoneHolds as YourZoneHolds
    from engine.effects.filters import in_single_terrain_region as in_single_terrain_region
    from engine.effects.standing import expedition_in_contact as expedition_in_contact
    from engine.effects.standing import standing as standing
    from engine.effects.triggers.standing import (
        WhenAnotherJoinsYourBehindExpedition as WhenAnotherJoinsYourBehindExpedition,
    )
