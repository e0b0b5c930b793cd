"""Headless games between automatic players (the strength benchmark, altered-sim)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from engine.ai.players import make_player, seat_answer
from engine.decks import Deck
from engine.game import Game

MAX_DAYS = 60


def play_match(decks: Sequence[Deck], seed: int, policies: Sequence[str],
               options: Sequence[dict[str, Any]] = ({}, {})) -> dict[str, Any]:
    """One game, seat i played by policies[i]; returns the winner (None for no winner
    after MAX_DAYS), days, decisions and the record."""
    g = Game.new(list(decks), seed=seed, names=("North", "South"))
    players = [make_player(policies[i], seed * 2 + i, decks[i], decks[1 - i], **options[i])
               for i in range(2)]
    rng = random.Random(seed)
    decisions = [0, 0]
    while g.pending is not None and g.day <= MAX_DAYS:
        seat = g.pending.player
        g.answer(seat_answer(g, players[seat], rng))
        decisions[seat] += 1
    return {"winner": g.winner, "days": g.day, "decisions": decisions, "seed": seed,
            "record": g.record, "stats": [getattr(p, "stats", None) for p in players]}
