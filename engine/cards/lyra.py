"""The abilities of the Lyra starter cards (and the cross-faction rares of its deck) that
the card-text parser cannot read, written by hand; every other card is defined once,
by the parser (engine/cards/families/), and the rulings are in engine/cards/rulings.py."""

from __future__ import annotations

ABILITIES: dict[str, tuple] = {
}
