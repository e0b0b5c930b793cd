"""Copies of a game for search players (issue #15): clone time at a mid-game turn
decision, undo at answer 150 from snapshots against replay from the seed, and random
rollouts played on clones.  A benchmark, not a test: run it and quote the numbers.

    PYTHONPATH=. .venv/bin/python benchmarks/clone_speed.py [--games 30]

Goals (issue #15): a clone in at most 0.3 ms, an undo at answer 150 in at most 1 ms,
rollouts of a copied game at 5,000 decisions per second or more.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

from engine import Game, starter_deck
from engine.decks import STARTER_NAMES
from engine.policies import random_answer


def _pairs() -> list[tuple[str, str]]:
    return [(a, b) for a in STARTER_NAMES for b in STARTER_NAMES if a != b]


def mid_game(seed: int, a: str, b: str, day: int = 3) -> Game | None:
    """A random game at its first turn decision of `day` (mid-game: cards in play,
    Reserve and Discard filling, a log of a few hundred entries)."""
    rng = random.Random(seed)
    g = Game.new([starter_deck(a), starter_deck(b)], seed=seed)
    while g.pending is not None:
        if g.day == day and g.pending.kind == "turn":
            return g
        g.answer(random_answer(g.pending, rng))
    return None


def _ms(times: list[float]) -> str:
    return f"median {statistics.median(times) * 1000:.3f} ms, best {min(times) * 1000:.3f} ms"


def bench_clone(games: int) -> None:
    times: list[float] = []
    for i in range(games):
        a, b = _pairs()[i % 30]
        g = mid_game(i, a, b)
        if g is None:
            continue
        for _ in range(50):
            t = time.process_time()
            g.clone()
            times.append(time.process_time() - t)
    print(f"clone at a day-3 turn decision ({len(times)} clones): {_ms(times)}")


def long_game(min_answers: int = 151) -> Game:
    for seed in range(1000):
        a, b = _pairs()[seed % 30]
        rng = random.Random(seed)
        g = Game.new([starter_deck(a), starter_deck(b)], seed=seed)
        g.keep_snapshots(20)
        while g.pending is not None and len(g.answers) < min_answers:
            g.answer(random_answer(g.pending, rng))
        if len(g.answers) >= min_answers:
            return g
    raise RuntimeError("no game reached 151 answers")


def bench_undo() -> None:
    g = long_game()
    snap, replay = [], []
    for _ in range(30):
        t = time.process_time()
        g.undo(1)
        snap.append(time.process_time() - t)
        t = time.process_time()
        Game.from_record(g.record, len(g.answers) - 1)
        replay.append(time.process_time() - t)
    print(f"undo at answer {len(g.answers)} (snapshots every 20 answers, "
          f"{len(g._snapshots)} kept): {_ms(snap)}; replay from the seed: {_ms(replay)} "
          f"({statistics.median(replay) / statistics.median(snap):.1f}x)")


def bench_rollouts(games: int) -> None:
    decisions = 0
    cpu = 0.0
    for i in range(games):
        a, b = _pairs()[i % 30]
        g = mid_game(i, a, b, day=2)
        if g is None:
            continue
        rng = random.Random(i)
        for _ in range(10):
            t = time.process_time()
            c = g.clone()
            while c.pending is not None:
                c.answer(random_answer(c.pending, rng))
                decisions += 1
            cpu += time.process_time() - t
    print(f"random rollouts to the end from clones at day 2: {decisions} decisions in "
          f"{cpu:.2f} s CPU = {decisions / cpu:.0f} decisions per CPU-second")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--smoke", action="store_true", help="a tiny run, for CI: it runs, nothing is measured")
    args = ap.parse_args(argv)
    if args.smoke:
        args.games = 2
    bench_clone(args.games)
    bench_undo()
    bench_rollouts(args.games)
    return 0


if __name__ == "__main__":
    sys.exit(main())
