"""Abilities of the Axiom cards, keyed by official reference."""

from __future__ import annotations

ABILITIES: dict[str, tuple] = {}
