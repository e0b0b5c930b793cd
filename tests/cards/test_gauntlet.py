"""A small gauntlet: random legal Core decks from the implemented cards, invariants checked
(the full run, every card at least 5 times, is benchmarks/gauntlet.py)."""

from __future__ import annotations

import random

from engine.decks import validate_constructed
from engine.gauntlet import Tally, build_deck, pool, run
from engine.model import Faction


def test_gauntlet_decks_are_legal_constructed_decks() -> None:
    """1.1.4: one Hero, 39 others of its faction, at most 3 of a name, at most 15 rares."""
    cards = pool("CORE")
    for faction in Faction:
        deck = build_deck(faction, cards, Tally(), random.Random(3))
        assert deck is not None, faction
        assert validate_constructed(deck) == [], faction


def test_core_gauntlet_plays_every_implemented_card_without_error() -> None:
    tally = run("CORE", times=1, max_games=60, seed=7)
    assert tally.errors == [] and tally.violations == []
    refs = [c.ref for c in pool("CORE")]
    never = [r for r in refs if tally.plays[r] == 0]
    assert len(never) <= len(refs) // 10, f"never played in 60 games: {never}"
