"""Productions for Lyra cards of the later sets: Terrain Markers (Nadir & Bubbles, the
Nymph rares), "considered In contact / behind" (Reka Headset) and defecting instead of
going to Reserve (Don Juan). What they mean and the rulings taken are in
docs/mechanisms.md ("Lyra in the later sets")."""

from __future__ import annotations

from typing import Any

from engine.cardtext.grammar import EFFECT, Card
from engine.cardtext.nouns import TERRAIN, TERRAIN_WORDS
from engine.effects.lyra_regions_words import MoveTerrainMarker


@EFFECT.rule(r"move an? (?P<t>" + TERRAIN + r") terrain marker from any region to my region")
def _move_marker(t: str, card: Card) -> Any:
    return MoveTerrainMarker(TERRAIN_WORDS[t.lower()])
