"""Card movement between zones: drawing, discarding, sacrificing, putting from a Hand in play,
returning to a Hand (7.3.5, 7.3.7, 7.3.14, 7.3.24).

Each word lives in a small module by what it moves (`sacrifices`, `draws`, `revealed`:
the card a step before revealed, `hands`: cards put from a Hand, `discards`,
`expeditions`), so that building a card's abilities builds only the words it uses (issue
#27).  This package keeps every name importable from `engine.effects.movement`, loading
its module on first use (PEP 562); the engine's own code and the generated card families
import from the small modules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import lazy_names

#: name -> the module that defines it
_HOME = {
    "DiscardFromHand": "engine.effects.movement.discards",
    "DiscardItFromHand": "engine.effects.movement.revealed",
    "DiscardTargetsOfEither": "engine.effects.movement.discards",
    "DiscardToActivateTheirR": "engine.effects.movement.discards",
    "DrawIt": "engine.effects.movement.revealed",
    "HaveTargetOpponentDraw": "engine.effects.movement.draws",
    "IfItMoved": "engine.effects.movement.expeditions",
    "PlayerPutsFromHand": "engine.effects.movement.hands",
    "PutFromTheirHand": "engine.effects.movement.hands",
    "PutInPlay": "engine.effects.movement.hands",
    "PutItInYourHand": "engine.effects.movement.revealed",
    "PutTypeFromHand": "engine.effects.movement.hands",
    "SacrificeEither": "engine.effects.movement.sacrifices",
    "SacrificeHighestBaseCost": "engine.effects.movement.sacrifices",
    "SacrificeIt": "engine.effects.movement.sacrifices",
    "SacrificeMyself": "engine.effects.movement.sacrifices",
    "SacrificeThat": "engine.effects.movement.sacrifices",
    "TargetOpponentDraws": "engine.effects.movement.draws",
    "TargetPlayerSacrifices": "engine.effects.movement.sacrifices",
}

__getattr__, __dir__ = lazy_names.serve(globals(), _HOME)

# generated from _HOME by tools/lazy_exports.py: edit _HOME, then run it
if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.movement.discards import DiscardFromHand as DiscardFromHand
    from engine.effects.movement.discards import DiscardTargetsOfEither as DiscardTargetsOfEither
    from engine.effects.movement.discards import DiscardToActivateTheirR as DiscardToActivateTheirR
    from engine.effects.movement.draws import HaveTargetOpponentDraw as HaveTargetOpponentDraw
    from engine.effects.movement.draws import TargetOpponentDraws as TargetOpponentDraws
    from engine.effects.movement.expeditions import IfItMoved as IfItMoved
    from engine.effects.movement.hands import PlayerPutsFromHand as PlayerPutsFromHand
    from engine.effects.movement.hands import PutFromTheirHand as PutFromTheirHand
    from engine.effects.movement.hands import PutInPlay as PutInPlay
    from engine.effects.movement.hands import PutTypeFromHand as PutTypeFromHand
    from engine.effects.movement.revealed import DiscardItFromHand as DiscardItFromHand
    from engine.effects.movement.revealed import DrawIt as DrawIt
    from engine.effects.movement.revealed import PutItInYourHand as PutItInYourHand
    from engine.effects.movement.sacrifices import SacrificeEither as SacrificeEither
    from engine.effects.movement.sacrifices import (
        SacrificeHighestBaseCost as SacrificeHighestBaseCost,
    )
    from engine.effects.movement.sacrifices import SacrificeIt as SacrificeIt
    from engine.effects.movement.sacrifices import SacrificeMyself as SacrificeMyself
    from engine.effects.movement.sacrifices import SacrificeThat as SacrificeThat
    from engine.effects.movement.sacrifices import TargetPlayerSacrifices as TargetPlayerSacrifices
