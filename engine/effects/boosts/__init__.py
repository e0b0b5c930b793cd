"""Boosts and counters: giving, distributing, exchanging, doubling and losing boosts (7.3.12),
counters of other kinds (7.3.8), Augment (7.3.3), and the terrain markers placed on cards.

Each word lives in a small module by what it does (`capped`: gains up to a maximum;
`counted`: one boost per something counted; `combined`: boosts with another change;
`sharing`: boosts handed out or exchanged; `losing`; `doubling`; `markers`: Terrain
Markers), so that building a card's abilities builds only the words it uses (issue #27).
This package keeps every name importable from `engine.effects.boosts`, loading its
module on first use (PEP 562); the engine's own code and the generated card families
import from the small modules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import lazy_names

#: name -> the module that defines it
_HOME = {
    "AnyNumberForBoosts": "engine.effects.boosts.sharing",
    "Augment": "engine.effects.boosts.doubling",
    "BoostOrLose": "engine.effects.boosts.combined",
    "BoostPerOthersThenSend": "engine.effects.boosts.counted",
    "BoostThen": "engine.effects.boosts.combined",
    "BoostsAndStatus": "engine.effects.boosts.combined",
    "BoostsPerLandmark": "engine.effects.boosts.counted",
    "DistributeBoosts": "engine.effects.boosts.sharing",
    "DistributeBoostsInReserve": "engine.effects.boosts.sharing",
    "Double": "engine.effects.boosts.doubling",
    "DoubleBoostsOn": "engine.effects.boosts.doubling",
    "ExchangeBoosts": "engine.effects.boosts.sharing",
    "ForEachOfMyBoosts": "engine.effects.boosts.counted",
    "GainBoostsForEach": "engine.effects.boosts.counted",
    "GainBoostsPer": "engine.effects.boosts.counted",
    "GainBoostsPerExhausted": "engine.effects.boosts.counted",
    "GainBoostsUpTo": "engine.effects.boosts.capped",
    "GainCountersUpTo": "engine.effects.boosts.capped",
    "GainItsSubtypesAndBoosts": "engine.effects.boosts.combined",
    "GainXBoosts": "engine.effects.boosts.counted",
    "GiveMeBoostsAndLose": "engine.effects.boosts.combined",
    "LoseAllBoosts": "engine.effects.boosts.losing",
    "LoseBoosts": "engine.effects.boosts.losing",
    "MoveTerrainMarker": "engine.effects.boosts.markers",
    "PlaceOneOfMyMarkers": "engine.effects.boosts.markers",
    "PlaceTerrainMarker": "engine.effects.boosts.markers",
    "RemoveAllBoostsThen": "engine.effects.boosts.losing",
    "RemoveUpToCounters": "engine.effects.boosts.losing",
    "WeBothGainBoosts": "engine.effects.boosts.combined",
    "hand_out_boosts": "engine.effects.boosts.sharing",
    "target_visible_region": "engine.effects.boosts.markers",
}

__getattr__, __dir__ = lazy_names.serve(globals(), _HOME)

# generated from _HOME by tools/lazy_exports.py: edit _HOME, then run it
if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.boosts.capped import GainBoostsUpTo as GainBoostsUpTo
    from engine.effects.boosts.capped import GainCountersUpTo as GainCountersUpTo
    from engine.effects.boosts.combined import BoostOrLose as BoostOrLose
    from engine.effects.boosts.combined import BoostsAndStatus as BoostsAndStatus
    from engine.effects.boosts.combined import BoostThen as BoostThen
    from engine.effects.boosts.combined import GainItsSubtypesAndBoosts as GainItsSubtypesAndBoosts
    from engine.effects.boosts.combined import GiveMeBoostsAndLose as GiveMeBoostsAndLose
    from engine.effects.boosts.combined import WeBothGainBoosts as WeBothGainBoosts
    from engine.effects.boosts.counted import BoostPerOthersThenSend as BoostPerOthersThenSend
    from engine.effects.boosts.counted import BoostsPerLandmark as BoostsPerLandmark
    from engine.effects.boosts.counted import ForEachOfMyBoosts as ForEachOfMyBoosts
    from engine.effects.boosts.counted import GainBoostsForEach as GainBoostsForEach
    from engine.effects.boosts.counted import GainBoostsPer as GainBoostsPer
    from engine.effects.boosts.counted import GainBoostsPerExhausted as GainBoostsPerExhausted
    from engine.effects.boosts.counted import GainXBoosts as GainXBoosts
    from engine.effects.boosts.doubling import Augment as Augment
    from engine.effects.boosts.doubling import Double as Double
    from engine.effects.boosts.doubling import DoubleBoostsOn as DoubleBoostsOn
    from engine.effects.boosts.losing import LoseAllBoosts as LoseAllBoosts
    from engine.effects.boosts.losing import LoseBoosts as LoseBoosts
    from engine.effects.boosts.losing import RemoveAllBoostsThen as RemoveAllBoostsThen
    from engine.effects.boosts.losing import RemoveUpToCounters as RemoveUpToCounters
    from engine.effects.boosts.markers import MoveTerrainMarker as MoveTerrainMarker
    from engine.effects.boosts.markers import PlaceOneOfMyMarkers as PlaceOneOfMyMarkers
    from engine.effects.boosts.markers import PlaceTerrainMarker as PlaceTerrainMarker
    from engine.effects.boosts.markers import target_visible_region as target_visible_region
    from engine.effects.boosts.sharing import AnyNumberForBoosts as AnyNumberForBoosts
    from engine.effects.boosts.sharing import DistributeBoosts as DistributeBoosts
    from engine.effects.boosts.sharing import DistributeBoostsInReserve as DistributeBoostsInReserve
    from engine.effects.boosts.sharing import ExchangeBoosts as ExchangeBoosts
    from engine.effects.boosts.sharing import hand_out_boosts as hand_out_boosts
