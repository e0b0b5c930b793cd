"""Abilities of the Bravos cards, keyed by official reference."""

from __future__ import annotations

ABILITIES: dict[str, tuple] = {}
