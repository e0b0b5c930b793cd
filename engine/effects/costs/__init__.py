"""Costs (1.2.5, 6.4): paid in full, in a single step, or not at all.

Each cost lives in a small module by what it asks to pay (`base` holds the printed
`Cost`; `counters`, `sacrifices`, `exhausting`, `cards`, `others`), so that building a
card's abilities builds only the costs it uses (issue #27).  This package keeps every
name importable from `engine.effects.costs`, loading its module on first use (PEP 562).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import lazy_names

#: name -> the module that defines it
_HOME = {
    "ANYWHERE": "engine.effects.costs.counters",
    "AndThen": "engine.effects.costs.others",
    "CardsYouPlayedThisTurn": "engine.effects.costs.others",
    "Cost": "engine.effects.costs.base",
    "CostAndOneCard": "engine.effects.costs.cards",
    "CostsMoreUnlessFirst": "engine.effects.costs.others",
    "DiscardFromReserveCost": "engine.effects.costs.cards",
    "ExhaustAndSpendAny": "engine.effects.costs.exhausting",
    "ExhaustFromReserveCost": "engine.effects.costs.cards",
    "ExhaustMeAndX": "engine.effects.costs.exhausting",
    "ExhaustOneCost": "engine.effects.costs.exhausting",
    "HandToReserveCost": "engine.effects.costs.cards",
    "NothingToPay": "engine.effects.costs.others",
    "OpponentResupplies": "engine.effects.costs.others",
    "PayAsStep": "engine.effects.costs.base",
    "Payment": "engine.effects.costs.base",
    "QuickCost": "engine.effects.costs.base",
    "SacrificeCost": "engine.effects.costs.sacrifices",
    "SacrificeForCost": "engine.effects.costs.sacrifices",
    "SacrificeMeCost": "engine.effects.costs.sacrifices",
    "SacrificeOneCost": "engine.effects.costs.sacrifices",
    "SpendCounterCost": "engine.effects.costs.counters",
    "SpendCounterFrom": "engine.effects.costs.counters",
    "XUpToYourMana": "engine.effects.costs.others",
    "choose_sacrifice": "engine.effects.costs.sacrifices",
    "pay_in_full": "engine.effects.costs.base",
    "sacrifice_candidates": "engine.effects.costs.sacrifices",
}

__getattr__, __dir__ = lazy_names.serve(globals(), _HOME)

# generated from _HOME by tools/lazy_exports.py: edit _HOME, then run it
if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.costs.base import Cost as Cost
    from engine.effects.costs.base import PayAsStep as PayAsStep
    from engine.effects.costs.base import Payment as Payment
    from engine.effects.costs.base import QuickCost as QuickCost
    from engine.effects.costs.base import pay_in_full as pay_in_full
    from engine.effects.costs.cards import CostAndOneCard as CostAndOneCard
    from engine.effects.costs.cards import DiscardFromReserveCost as DiscardFromReserveCost
    from engine.effects.costs.cards import ExhaustFromReserveCost as ExhaustFromReserveCost
    from engine.effects.costs.cards import HandToReserveCost as HandToReserveCost
    from engine.effects.costs.counters import ANYWHERE as ANYWHERE
    from engine.effects.costs.counters import SpendCounterCost as SpendCounterCost
    from engine.effects.costs.counters import SpendCounterFrom as SpendCounterFrom
    from engine.effects.costs.exhausting import ExhaustAndSpendAny as ExhaustAndSpendAny
    from engine.effects.costs.exhausting import ExhaustMeAndX as ExhaustMeAndX
    from engine.effects.costs.exhausting import ExhaustOneCost as ExhaustOneCost
    from engine.effects.costs.others import AndThen as AndThen
    from engine.effects.costs.others import CardsYouPlayedThisTurn as CardsYouPlayedThisTurn
    from engine.effects.costs.others import CostsMoreUnlessFirst as CostsMoreUnlessFirst
    from engine.effects.costs.others import NothingToPay as NothingToPay
    from engine.effects.costs.others import OpponentResupplies as OpponentResupplies
    from engine.effects.costs.others import XUpToYourMana as XUpToYourMana
    from engine.effects.costs.sacrifices import SacrificeCost as SacrificeCost
    from engine.effects.costs.sacrifices import SacrificeForCost as SacrificeForCost
    from engine.effects.costs.sacrifices import SacrificeMeCost as SacrificeMeCost
    from engine.effects.costs.sacrifices import SacrificeOneCost as SacrificeOneCost
    from engine.effects.costs.sacrifices import choose_sacrifice as choose_sacrifice
    from engine.effects.costs.sacrifices import sacrifice_candidates as sacrifice_candidates
