"""Until the registry knows every Core reference (engine/cards/facts.json, another
branch), register the references a test module needs from the shared reference data, with
their hand-written or parsed abilities; a no-op for references the registry already has."""

from __future__ import annotations

import json
from pathlib import Path

from engine.cards import bravos, ordis, parsed
from engine.cards.registry import FACTION_CODES, UnknownCard, card_by_ref, register
from engine.model import CardDef, CardType, Rarity, Stats

CARDS = Path(__file__).resolve().parents[2].parent / "shared" / "reference" / "cards.json"
HAND_WRITTEN = {**bravos.ABILITIES, **ordis.ABILITIES}
RULINGS = {**bravos.RULINGS, **ordis.RULINGS}


def register_core(*prefixes: str) -> None:
    """Register every reference starting with one of `prefixes` the registry lacks."""
    cards = json.loads(CARDS.read_text(encoding="utf-8"))["cards"]
    for d in cards:
        ref = d["ref"]
        if not ref.startswith(prefixes) or d["type"] == "hero":
            continue
        try:
            card_by_ref(ref)
            continue
        except UnknownCard:
            pass
        kind = CardType(d["type"])
        stats = Stats(d["forest"], d["mountain"], d["water"]) if "forest" in d else None
        zone_type = None
        if kind is CardType.PERMANENT:
            zone_type = "landmark" if "landmark" in d["subtypes"] else "expedition"
        register(CardDef(
            ref=ref, name=d["name"], type=kind, faction=FACTION_CODES[d["faction"]],
            rarity=Rarity(d["rarity"]), subtypes=tuple(d["subtypes"]),
            hand_cost=d.get("hand_cost", 0), reserve_cost=d.get("reserve_cost", 0),
            stats=stats, zone_type=zone_type,
            abilities=tuple(HAND_WRITTEN.get(ref, parsed.ABILITIES.get(ref, ()))),
            ruling=RULINGS.get(ref, "")))
