"""Abilities (1.2.4, 2.2.11): keywords, Reactions, quick actions, passives, spell effects.

Each lives in a small module by what it holds (`keywords`, `next_played`, `costing`,
`reserve_abilities`, `replacing`), so that building a card's abilities builds only the
words it uses (issue #27).  This package keeps every name importable from
`engine.effects.abilities` (the kinds of ability of `engine.ability_kinds` too), loading
its module on first use (PEP 562).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import lazy_names

#: name -> the module that defines it
_HOME = {
    "Ability": "engine.ability_kinds",
    "CostChange": "engine.ability_kinds",
    "DiscardFromReserve": "engine.effects.abilities.reserve_abilities",
    "ExhaustFromReserve": "engine.effects.abilities.reserve_abilities",
    "GrantKeyword": "engine.effects.abilities.keywords",
    "IAmKeyword": "engine.effects.abilities.keywords",
    "ICostLessFor": "engine.effects.abilities.costing",
    "ICostLessIf": "engine.effects.abilities.costing",
    "Keyword": "engine.ability_kinds",
    "NextPlayed": "engine.effects.abilities.next_played",
    "NextPlayedActivatesOne": "engine.effects.abilities.next_played",
    "NextPlayedAmong": "engine.effects.abilities.next_played",
    "NextPlayedHereActivatesOne": "engine.effects.abilities.next_played",
    "NextPlayedLessAndBoosts": "engine.effects.abilities.next_played",
    "NextPlayedWorded": "engine.effects.abilities.next_played",
    "OptionalCostReduction": "engine.ability_kinds",
    "Passive": "engine.ability_kinds",
    "QuickAction": "engine.ability_kinds",
    "QuickActionCostingMore": "engine.effects.abilities.costing",
    "Reaction": "engine.ability_kinds",
    "ReducedNextPlayed": "engine.effects.abilities.next_played",
    "ReplaceResupply": "engine.effects.abilities.replacing",
    "ReplaceRoll": "engine.effects.abilities.replacing",
    "SpellEffect": "engine.ability_kinds",
    "duration_words": "engine.effects.abilities.keywords",
}

__getattr__, __dir__ = lazy_names.serve(globals(), _HOME)

# generated from _HOME by tools/lazy_exports.py: edit _HOME, then run it
if TYPE_CHECKING:  # pragma: no cover
    from engine.ability_kinds import Ability as Ability
    from engine.ability_kinds import CostChange as CostChange
    from engine.ability_kinds import Keyword as Keyword
    from engine.ability_kinds import OptionalCostReduction as OptionalCostReduction
    from engine.ability_kinds import Passive as Passive
    from engine.ability_kinds import QuickAction as QuickAction
    from engine.ability_kinds import Reaction as Reaction
    from engine.ability_kinds import SpellEffect as SpellEffect
    from engine.effects.abilities.costing import ICostLessFor as ICostLessFor
    from engine.effects.abilities.costing import ICostLessIf as ICostLessIf
    from engine.effects.abilities.costing import QuickActionCostingMore as QuickActionCostingMore
    from engine.effects.abilities.keywords import GrantKeyword as GrantKeyword
    from engine.effects.abilities.keywords import IAmKeyword as IAmKeyword
    from engine.effects.abilities.keywords import duration_words as duration_words
    from engine.effects.abilities.next_played import NextPlayed as NextPlayed
    from engine.effects.abilities.next_played import (
        NextPlayedActivatesOne as NextPlayedActivatesOne,
    )
    from engine.effects.abilities.next_played import NextPlayedAmong as NextPlayedAmong
    from engine.effects.abilities.next_played import (
        NextPlayedHereActivatesOne as NextPlayedHereActivatesOne,
    )
    from engine.effects.abilities.next_played import (
        NextPlayedLessAndBoosts as NextPlayedLessAndBoosts,
    )
    from engine.effects.abilities.next_played import NextPlayedWorded as NextPlayedWorded
    from engine.effects.abilities.next_played import ReducedNextPlayed as ReducedNextPlayed
    from engine.effects.abilities.replacing import ReplaceResupply as ReplaceResupply
    from engine.effects.abilities.replacing import ReplaceRoll as ReplaceRoll
    from engine.effects.abilities.reserve_abilities import DiscardFromReserve as DiscardFromReserve
    from engine.effects.abilities.reserve_abilities import ExhaustFromReserve as ExhaustFromReserve
