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



ABILITIES: dict[str, tuple] = {
    # Brassbug, Booda and Ordis Recruit have no ability of their own.
    BRASSBUG: (),
    BOODA: (),
    ORDIS_RECRUIT: (),
    # Maw
    MAW: (Reaction(WhenYouSacrifice(), (GainBoosts(Me(), 2),)),),
}

RULINGS: dict[str, str] = {
    MAW: ("Only sacrifices of Characters count, made by you (7.3.25); Landmarks lost at "
          "Clean-up are Permanents and do not count."),
}
