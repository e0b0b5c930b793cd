"""Productions for Lyra cards of the later sets: Terrain Markers (Nadir & Bubbles, the
Nymph rares), "considered In contact / behind" (Reka Headset) and defecting instead of
going to Reserve (Don Juan). What they mean and the rulings taken are in
docs/mechanisms.md ("Lyra in the later sets")."""

from __future__ import annotations

import re
from typing import Any

from engine.cardtext.grammar import ABILITY, EFFECT, Card, NotUnderstood
from engine.cardtext.nouns import TERRAIN, TERRAIN_WORDS
from engine.effects.boosts import MoveTerrainMarker, PlaceOneOfMyMarkers
from engine.effects.passives import (
    BeginsWithMarkers,
    DefectInsteadOfReserve,
    MyExpeditionConsidered,
)

_ONE = r"one (" + TERRAIN + r")"


@ABILITY.rule(r"I begin the game with (?P<ts>" + _ONE + r"(?:, " + _ONE + r")*(?: and " + _ONE
              + r")?) terrain markers?\.?")
def _begins_with_markers(ts: str, card: Card) -> Any:
    if card.type != "hero":
        raise NotUnderstood("begin the game with Terrain Markers", "not a Hero")
    return BeginsWithMarkers(tuple(TERRAIN_WORDS[t.lower()]
                                   for t in re.findall(r"one (" + TERRAIN + r")", ts, re.I)))


@EFFECT.rule(r"place one of my markers on target visible region")
def _place_held_marker(card: Card) -> Any:
    return PlaceOneOfMyMarkers()


@EFFECT.rule(r"move an? (?P<t>" + TERRAIN + r") terrain marker from any region to my region")
def _move_marker(t: str, card: Card) -> Any:
    return MoveTerrainMarker(TERRAIN_WORDS[t.lower()])


@ABILITY.rule(r"my expedition and its characters are considered in contact\.?")
def _considered_in_contact(card: Card) -> Any:
    return MyExpeditionConsidered("in_contact")


@ABILITY.rule(r"my expedition is considered behind\.?")
def _considered_behind(card: Card) -> Any:
    return MyExpeditionConsidered("behind")


@ABILITY.rule(r"if i would go to reserve from the expedition zone, i gain fleeting and defect "
              r"instead\.?")
def _defect_instead(card: Card) -> Any:
    return DefectInsteadOfReserve()
