"""The unique gauntlet (issue #24) in short: random legal decks with three random uniques
each (1.1.4.g), made of known combinations of printed parts, played with every invariant
checked.  The whole run is benchmarks/unique_gauntlet.py."""

from __future__ import annotations

import random

import pytest

from engine.cards.registry import card_by_ref
from engine.decks import validate_constructed
from engine.model import Rarity
from engine.uniques import gauntlet
from engine.uniques import parts as P

try:
    P.load_parts()
except FileNotFoundError:  # pragma: no cover - the reference data is beside the repository
    pytest.skip("../shared/reference/unique-parts.json is absent", allow_module_level=True)


def test_three_uniques_per_legal_deck_and_no_error_nor_violation() -> None:
    combos = random.Random(24).sample(list(P.load_parts()[1]), 400)
    readable = gauntlet.readable_combinations(combos)
    assert readable, "some of the sampled combinations are read"
    built: list = []
    original = gauntlet.with_uniques

    def spy(deck, uniques):  # type: ignore[no-untyped-def]
        d = original(deck, uniques)
        built.append(d)
        return d

    gauntlet.with_uniques = spy  # type: ignore[assignment]
    try:
        tally = gauntlet.run(times=1, max_games=3, seed=7, by_effect=readable)
    finally:
        gauntlet.with_uniques = original  # type: ignore[assignment]
    assert (tally.games, tally.errors, tally.violations) == (3, [], [])
    assert tally.uniques == 18 and len(built) == 6
    for d in built:
        assert validate_constructed(d) == []
        assert sum(card_by_ref(r).rarity is Rarity.UNIQUE for r in d.cards) == 3
    assert sum(tally.exercised.values()) > 0
