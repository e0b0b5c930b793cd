"""Tokens created by the starter decks (2.1.e: they cease to exist when they leave the
Expedition zone — a rule of the engine, so it is not written as an ability)."""

from __future__ import annotations

from engine.effects.abilities import Reaction
from engine.effects.selectors import Me
from engine.effects.steps import GainBoosts
from engine.effects.triggers import WhenYouSacrifice

BRASSBUG = "ALT_CORE_B_AX_31_C"
BOODA = "ALT_CORE_B_BR_31_C"
ORDIS_RECRUIT = "ALT_CORE_B_OR_32_C"
MAW = "ALT_CORE_B_YZ_31_C"



def token_ref(name: str) -> str | None:
    """The reference of the token a card text names ("Create a Brassbug 2/2/2 Robot
    token"), from the card data: every token of the five sets is found by its name."""
    from engine.cards.registry import find_by_name  # the registry loads this module
    from engine.model import CardType

    # Character tokens only: CreateToken makes Characters; Landmark tokens (Aerolith,
    # Manaseed) need a word of their own before a text may create them
    found = [c.ref for c in find_by_name(name) if c.type is CardType.TOKEN and c.name == name]
    return found[0] if found else None

ABILITIES: dict[str, tuple] = {
    # Brassbug, Booda and Ordis Recruit have no ability of their own.
    BRASSBUG: (),
    BOODA: (),
    ORDIS_RECRUIT: (),
    # Maw
    MAW: (Reaction(WhenYouSacrifice(), (GainBoosts(Me(), 2),)),),
}
