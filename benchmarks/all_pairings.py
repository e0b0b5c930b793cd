"""Play every pairing of the six starter decks, both seats, with the random policy.

Usage: python benchmarks/all_pairings.py [--games 20] [--seed 1] [--no-check]

Prints one row per (first deck, second deck) seat order: games, errors, invariant
violations, mean days, win rate of the first-listed deck and games/s, then totals.
Exits 1 if any game raised an error or broke an invariant, so it can guard a release.
"""

from __future__ import annotations

import argparse
import sys
import time
import traceback
from itertools import permutations
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from anywhere

from engine.decks import STARTER_NAMES, starter_deck
from engine.sim import InvariantViolation, play_one


def run_pair(a: str, b: str, games: int, seed: int, check: bool) -> dict:
    decks = [starter_deck(a), starter_deck(b)]
    errors = violations = wins = 0
    days: list[int] = []
    failures: list[str] = []
    t0 = time.perf_counter()
    for i in range(games):
        try:
            r = play_one(decks, seed + i, check)
            days.append(r["days"])
            wins += r["winner"] == 0
        except InvariantViolation as e:
            violations += 1
            failures.append(f"{a} v {b} seed {seed + i}: invariant: {e}")
        except Exception as e:  # noqa: BLE001 - every failure is reported
            errors += 1
            failures.append(f"{a} v {b} seed {seed + i}: {type(e).__name__}: {e}\n"
                            f"{traceback.format_exc()}")
    dt = time.perf_counter() - t0
    return {"pair": (a, b), "games": games, "errors": errors, "violations": violations,
            "mean_days": sum(days) / len(days) if days else 0.0,
            "win_first": wins / games if games else 0.0, "gps": games / dt if dt else 0.0,
            "failures": failures}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--no-check", action="store_true")
    ap.add_argument("--smoke", action="store_true", help="a tiny run, for CI: it runs, nothing is measured")
    a = ap.parse_args(argv)
    pairs = list(permutations(STARTER_NAMES, 2))
    if a.smoke:
        a.games, pairs = 1, pairs[:3]
    rows = [run_pair(x, y, a.games, a.seed, not a.no_check) for x, y in pairs]
    print(f"{'seat 1':>8} {'seat 2':>8} {'games':>6} {'errors':>7} {'inv.':>5} "
          f"{'days':>6} {'seat1 wins':>11} {'games/s':>8}")
    for r in rows:
        x, y = r["pair"]
        print(f"{x:>8} {y:>8} {r['games']:>6} {r['errors']:>7} {r['violations']:>5} "
              f"{r['mean_days']:>6.2f} {r['win_first']:>10.0%} {r['gps']:>8.1f}")
    total = sum(r["games"] for r in rows)
    errs = sum(r["errors"] for r in rows)
    viol = sum(r["violations"] for r in rows)
    print(f"{'total':>17} {total:>6} {errs:>7} {viol:>5}")
    for r in rows:
        for f in r["failures"][:2]:
            print(f, file=sys.stderr)
    return 1 if errs or viol else 0


if __name__ == "__main__":
    sys.exit(main())
