"""A log entry names its player's seat as well as the name: two players may share a name
(a hotseat of two "Sam"s), and the checks that read the log must still tell them apart
(engine.invariants reads the seat, 1.1.2.a: a game has two players)."""

from __future__ import annotations

import random

from engine import Game, starter_deck
from engine.policies import random_answer


def test_players_with_one_name_are_told_apart_by_seat() -> None:
    g = Game.new([starter_deck("axiom"), starter_deck("lyra")], seed=4, names=("Sam", "Sam"))
    g.self_check()  # mana paid is checked against the seat that paid (engine.invariants)
    rng = random.Random(4)
    paid = set()
    for _ in range(400):
        if g.pending is None:
            break
        g.answer(random_answer(g.pending, rng))
    for e in g.log:
        assert (e.seat is None) == (e.actor is None)
        if e.seat is not None:
            assert e.actor == "Sam" and e.seat in (0, 1)
            if e.starts("pays "):
                paid.add(e.seat)
    assert paid == {0, 1}, "both seats paid for something in 400 answers"
