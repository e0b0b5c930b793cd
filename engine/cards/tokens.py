"""Tokens created by the starter decks (2.1.e: they cease to exist when they leave the
Expedition zone — a rule of the engine, so it is not written as an ability)."""

from __future__ import annotations

BRASSBUG = "ALT_CORE_B_AX_31_C"
BOODA = "ALT_CORE_B_BR_31_C"
ORDIS_RECRUIT = "ALT_CORE_B_OR_32_C"
MAW = "ALT_CORE_B_YZ_31_C"



ABILITIES: dict[str, tuple] = {
}
