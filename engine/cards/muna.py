"""Abilities of the Muna cards, keyed by official reference."""

from __future__ import annotations

ABILITIES: dict[str, tuple] = {}
