"""Play the gauntlet of a set: random legal constructed decks from its implemented cards,
invariants checked, until every card has been played N times.

Usage: python benchmarks/gauntlet.py [--set CORE] [--times 5] [--max-games 2000] [--seed 1]

Prints the games played, errors and invariant violations (each with the seed that
replays it), the cards played fewest times, and games/s.  Exits 1 on any error or
violation, or if a card was never played N times.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from anywhere

from engine.cards.registry import card_by_ref  # noqa: E402
from engine.gauntlet import pool, run  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--set", default="CORE")
    ap.add_argument("--times", type=int, default=5)
    ap.add_argument("--max-games", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args(argv)
    refs = [c.ref for c in pool(a.set)]
    t0 = time.perf_counter()

    def progress(t) -> None:
        if t.games % 50 == 0:
            print(f"  {t.games} games, least played card: {t.least(refs)} times", flush=True)

    tally = run(a.set, a.times, a.max_games, a.seed, progress)
    dt = time.perf_counter() - t0
    short = sorted((tally.plays[r], r) for r in refs if tally.plays[r] < a.times)
    print(f"set {a.set}: {len(refs)} implemented cards, {tally.games} games in {dt:.1f} s "
          f"({tally.games / dt:.1f} games/s), {len(tally.errors)} errors, "
          f"{len(tally.violations)} invariant violations")
    for line in tally.errors[:10] + tally.violations[:10]:
        print("  " + line)
    for n, r in short[:40]:
        print(f"  played {n} times: {r} {card_by_ref(r).name}")
    print(f"{len(refs) - len(short)} of {len(refs)} cards played at least {a.times} times")
    return 1 if tally.errors or tally.violations or short else 0


if __name__ == "__main__":
    sys.exit(main())
