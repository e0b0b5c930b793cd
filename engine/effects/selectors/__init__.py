"""Words that pick objects: I/me, it, target ..., all ... (7.2, 6.5.b).

Each selector lives in a small module by what it picks (`pronouns`, `groups`,
`targets`, ...), so that building a card's abilities builds only the selectors it uses
(issue #27).  This package keeps every name importable from `engine.effects.selectors`,
loading its module on first use (PEP 562); the engine's own code and the generated card
families import from the small modules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import lazy_names

#: name -> the module that defines it
_HOME = {
    "All": "engine.effects.selectors.groups",
    "AmongTargets": "engine.effects.selectors.many_targets",
    "AnyNumberOfTargets": "engine.effects.selectors.many_targets",
    "CardInAnyPlayersReserve": "engine.effects.selectors.reserve_targets",
    "Chosen": "engine.effects.selectors.targets",
    "CostXOrLessTarget": "engine.effects.selectors.cost_targets",
    "Each": "engine.effects.selectors.groups",
    "ExhaustedCardFromAReserve": "engine.effects.selectors.reserve_targets",
    "ExhaustedInReserve": "engine.effects.selectors.reserve_targets",
    "Gen": "engine.effects.selectors.base",
    "It": "engine.effects.selectors.pronouns",
    "JUST_CHOOSE": "engine.effects.selectors.base",
    "Me": "engine.effects.selectors.pronouns",
    "Selector": "engine.effects.selectors.base",
    "Target": "engine.effects.selectors.targets",
    "TargetOneOf": "engine.effects.selectors.targets",
    "TargetOneOfTaxed": "engine.effects.selectors.cost_targets",
    "TargetsWithTotalStat": "engine.effects.selectors.many_targets",
    "ThatCharacter": "engine.effects.selectors.pronouns",
    "ThatOne": "engine.effects.selectors.pronouns",
    "They": "engine.effects.selectors.pronouns",
    "UpToTargetsOfKinds": "engine.effects.selectors.many_targets",
    "Us": "engine.effects.selectors.pronouns",
    "YourCardsInReserve": "engine.effects.selectors.groups",
    "_its": "engine.effects.selectors.base",
}


__getattr__, __dir__ = lazy_names.serve(globals(), _HOME)

# generated from _HOME by tools/lazy_exports.py: edit _HOME, then run it
if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.selectors.base import JUST_CHOOSE as JUST_CHOOSE
    from engine.effects.selectors.base import Gen as Gen
    from engine.effects.selectors.base import Selector as Selector
    from engine.effects.selectors.base import _its as _its
    from engine.effects.selectors.cost_targets import CostXOrLessTarget as CostXOrLessTarget
    from engine.effects.selectors.cost_targets import TargetOneOfTaxed as TargetOneOfTaxed
    from engine.effects.selectors.groups import All as All
    from engine.effects.selectors.groups import Each as Each
    from engine.effects.selectors.groups import YourCardsInReserve as YourCardsInReserve
    from engine.effects.selectors.many_targets import AmongTargets as AmongTargets
    from engine.effects.selectors.many_targets import AnyNumberOfTargets as AnyNumberOfTargets
    from engine.effects.selectors.many_targets import TargetsWithTotalStat as TargetsWithTotalStat
    from engine.effects.selectors.many_targets import UpToTargetsOfKinds as UpToTargetsOfKinds
    from engine.effects.selectors.pronouns import It as It
    from engine.effects.selectors.pronouns import Me as Me
    from engine.effects.selectors.pronouns import ThatCharacter as ThatCharacter
    from engine.effects.selectors.pronouns import ThatOne as ThatOne
    from engine.effects.selectors.pronouns import They as They
    from engine.effects.selectors.pronouns import Us as Us
    from engine.effects.selectors.reserve_targets import (
        CardInAnyPlayersReserve as CardInAnyPlayersReserve,
    )
    from engine.effects.selectors.reserve_targets import (
        ExhaustedCardFromAReserve as ExhaustedCardFromAReserve,
    )
    from engine.effects.selectors.reserve_targets import ExhaustedInReserve as ExhaustedInReserve
    from engine.effects.selectors.targets import Chosen as Chosen
    from engine.effects.selectors.targets import Target as Target
    from engine.effects.selectors.targets import TargetOneOf as TargetOneOf
