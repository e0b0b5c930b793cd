"""Speed of the goldfish lab: N goldfish games of a deck with the greedy pilot, on 1, 2,
... worker processes (issue #15: 1,000 starter games in at most 60 s on 2 cores; issue
#27: 1,000 whole-pool games in at most 4 s with 2 workers on a quiet machine).

Usage: python benchmarks/goldfish_lab.py [--deck axiom|pool] [--games 1000] [--workers 1,2]

`--deck pool`: a random legal deck of the whole implemented pool, sets mixed
(engine.gauntlet.build_deck, seeded: the same deck every run), Axiom by default
(`--faction`).  Wall time is what a user waits for; the load average is printed with it,
since on a shared machine the neighbours' load is most of the spread.  The CPU time of
this process and its workers is printed too: divided by the workers, it is the least wall
time the same games can take on a quiet machine (start-up and hand-over add to it).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from anywhere

from engine.batch import settle_for_batch
from engine.decks import starter_deck
from engine.goldfish_lab import run_lab


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--deck", default="axiom", help="a starter deck's name, or 'pool'")
    ap.add_argument("--faction", default="AX", help="the pool deck's faction code")
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--pilot", default="greedy")
    ap.add_argument("--workers", default="1,2")
    ap.add_argument("--smoke", action="store_true", help="a tiny run, for CI: it runs, nothing is measured")
    a = ap.parse_args(argv)
    if a.smoke:
        a.games = 8
    if a.deck == "pool":
        from engine.gauntlet import ALL, Tally, build_deck, pool
        from engine.model import Faction

        built = build_deck(Faction(a.faction), pool(ALL), Tally(), random.Random(1))
        if built is None:
            raise SystemExit(f"no legal {a.faction} deck in the pool")
        deck = built
    else:
        deck = starter_deck(a.deck)
    settle_for_batch()  # as altered-goldfish does before its workers start
    base = None
    for w in [int(x) for x in a.workers.split(",")]:
        c0 = os.times()
        t0 = time.perf_counter()
        s = run_lab(deck, a.games, a.pilot, workers=w)
        dt = time.perf_counter() - t0
        c1 = os.times()  # the workers are reaped by now: their CPU time is counted
        cpu = (c1.user + c1.system + c1.children_user + c1.children_system
               - c0.user - c0.system - c0.children_user - c0.children_system)
        base = base or dt
        load = ", load average {:.2f} {:.2f} {:.2f}".format(*os.getloadavg())
        print(f"{a.games} games of {a.deck} ({a.pilot}) on {w} process(es): {dt:.2f} s{load}, "
              f"{a.games / dt:.0f} games/s, speed-up x{base / dt:.2f}; CPU {cpu:.2f} s in all "
              f"(quiet-machine wall at least {cpu / w:.2f} s); won {s['wins']}, "
              f"mean day of victory {s['mean_victory_day']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
