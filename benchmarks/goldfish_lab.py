"""Speed of the goldfish lab: N goldfish games of a starter deck with the greedy pilot,
on 1, 2, ... worker processes (goal, issue #15: 1,000 games in at most 60 s on 2 cores).

Usage: python benchmarks/goldfish_lab.py [--deck axiom] [--games 1000] [--workers 1,2]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from anywhere

from engine.decks import starter_deck
from engine.goldfish_lab import run_lab


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--deck", default="axiom")
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--pilot", default="greedy")
    ap.add_argument("--workers", default="1,2")
    ap.add_argument("--smoke", action="store_true", help="a tiny run, for CI: it runs, nothing is measured")
    a = ap.parse_args(argv)
    if a.smoke:
        a.games = 8
    deck = starter_deck(a.deck)
    base = None
    for w in [int(x) for x in a.workers.split(",")]:
        t0 = time.perf_counter()
        s = run_lab(deck, a.games, a.pilot, workers=w)
        dt = time.perf_counter() - t0
        base = base or dt
        print(f"{a.games} games of {a.deck} ({a.pilot}) on {w} process(es): {dt:.2f} s, "
              f"{a.games / dt:.0f} games/s, speed-up x{base / dt:.2f}; won {s['wins']}, "
              f"mean day of victory {s['mean_victory_day']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
