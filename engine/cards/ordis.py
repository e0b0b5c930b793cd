"""The abilities of the Ordis starter cards (and the cross-faction rares of its deck) that
the card-text parser cannot read, written by hand; every other card is defined once,
by the parser (engine/cards/families/), and the rulings are in engine/cards/rulings.py."""

from __future__ import annotations

ABILITIES: dict[str, tuple] = {
    # Foundry Mechanic ALT_CORE_B_AX_07_R2 is written in axiom.py.
}
