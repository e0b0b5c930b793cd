"""Random games with decks of the test-only cards: every word of the language must keep
the engine answering legal decisions until the game ends (no crash, no stuck state)."""

from __future__ import annotations

import random

import pytest

import tests.example_cards  # noqa: F401 - registers the test-only cards
from engine import Game
from engine.policies import random_answer
from tests.engine.helpers import decks_of_test_cards


@pytest.mark.parametrize("seed", range(8))
def test_random_games_with_every_test_card(seed: int) -> None:
    """Decks drawn from all test cards, random legal answers, up to 3000 decisions; the
    record replays to the very same log."""
    rng = random.Random(seed)
    g = Game.new(decks_of_test_cards(rng, "fuzz"), seed)
    for _ in range(3000):
        if g.pending is None:
            break
        g.answer(random_answer(g.pending, rng))
    for e in g.log:
        assert e.explanation  # every rule the log cites is explained
    again = Game.from_record(g.record)  # the same answers replay to the same game
    assert [str(e) for e in again.log] == [str(e) for e in g.log]
