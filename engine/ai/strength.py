"""Measuring one automatic player against another over the 30 seatings of the starter
decks (every ordered pair of two different decks), each policy in each seat.

The win rate comes with a Wilson score interval, which stays honest near 0 % and 100 %.
Games run in worker processes (`concurrent.futures`); each game's seed is fixed by its
seating and repetition, so a run is the same whatever the number of workers.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from itertools import permutations
from typing import Any

from engine.decks import STARTER_NAMES, starter_deck


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a proportion (a draw counts half a win)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def jobs(a: str, b: str, reps: int, seed: int) -> Iterator[tuple[str, str, int, list[str], int]]:
    """(deck 0, deck 1, seed, policies by seat, seat of policy `a`) for every game."""
    for k, (d0, d1) in enumerate(permutations(STARTER_NAMES, 2)):
        for r in range(reps):
            game_seed = seed + 1000 * r + k
            yield d0, d1, game_seed, [a, b], 0
            yield d0, d1, game_seed, [b, a], 1


def _one(job: tuple[str, str, int, list[str], int], options: dict[str, Any]
         ) -> dict[str, Any]:
    from engine.ai.match import play_match

    d0, d1, seed, pols, seat = job
    opts = [options if p == "search" else {} for p in pols]
    r = play_match([starter_deck(d0), starter_deck(d1)], seed, pols, opts)
    return {"decks": [d0, d1], "seed": seed, "policies": pols, "seat": seat,
            "winner": r["winner"], "days": r["days"], "decisions": r["decisions"],
            "search": [x for x in r["stats"] if x]}


def measure(a: str, b: str, reps: int = 1, seed: int = 1, workers: int = 1,
            options: dict[str, Any] | None = None,
            progress: Callable[[int, int], None] | None = None,
            limit: int | None = None) -> dict[str, Any]:
    """Play `a` against `b`: 30 seatings x 2 seats x `reps` games (only the first `limit`
    of them when given: the benchmarks' smoke run)."""
    todo = list(jobs(a, b, reps, seed))[:limit]
    opts = options or {}
    results: list[dict[str, Any]] = []
    if workers <= 1:
        for j in todo:
            results.append(_one(j, opts))
            if progress:
                progress(len(results), len(todo))
    else:
        with ProcessPoolExecutor(workers) as pool:
            for r in pool.map(_one, todo, [opts] * len(todo), chunksize=4):
                results.append(r)
                if progress:
                    progress(len(results), len(todo))
    wins = sum(1.0 if r["winner"] == r["seat"] else 0.5 if r["winner"] is None else 0.0
               for r in results)
    n = len(results)
    lo, hi = wilson(wins, n)
    return {"a": a, "b": b, "games": n, "wins_a": wins, "rate": wins / n if n else 0.0,
            "ci95": [lo, hi], "no_winner": sum(r["winner"] is None for r in results),
            "mean_days": sum(r["days"] for r in results) / n if n else 0.0,
            "results": results}
