"""Play the unique gauntlet (engine.uniques.gauntlet): random legal decks, each with three
random uniques made of the known combinations of printed parts, invariants checked, until
every effect part the grammar reads is exercised N times.

Usage: python benchmarks/unique_gauntlet.py [--times 3] [--max-games 2000] [--seed 1]
                                            [--minutes M] [--save failures.json]

Prints the games, the uniques defined, errors and invariant violations (each with its
seed), the effect parts exercised fewer than N times, and the effect parts no readable
combination holds (they cannot be printed on a unique the engine plays yet).  Exits 1 on
any error or violation, or when an effect part fell short.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from anywhere

from engine.uniques import gauntlet  # noqa: E402
from engine.uniques import parts as P  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--times", type=int, default=3)
    ap.add_argument("--max-games", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--minutes", type=float, default=0,
                    help="stop after this many minutes of games (and report)")
    ap.add_argument("--save", help="write the failing games (seed, decks, uniques) here")
    ap.add_argument("--smoke", action="store_true", help="a tiny run, for CI: it runs, nothing is measured")
    a = ap.parse_args(argv)
    if a.smoke:
        a.max_games = 2
    parts, known = P.load_parts()
    t0 = time.perf_counter()
    # the smoke run reads a sample: reading all 79,007 takes minutes on a loaded machine
    sample = random.Random(a.seed).sample(list(known), 300) if a.smoke else None
    readable = gauntlet.readable_combinations(sample)
    t1 = time.perf_counter()
    print(f"{sum(map(len, readable.values()))} readable combinations over {len(readable)} "
          f"effect parts (read in {t1 - t0:.1f} s)", flush=True)

    def progress(t: gauntlet.UniqueTally) -> None:
        if t.games % 50 == 0:
            least = min((t.exercised[e] for e in readable), default=0)
            print(f"  {t.games} games, {t.uniques} uniques, least exercised effect part: "
                  f"{least}, {len(t.errors)} errors, {len(t.violations)} violations",
                  flush=True)

    deadline = t1 + a.minutes * 60 if a.minutes else None
    tally = gauntlet.run(a.times, a.max_games, a.seed, progress, readable, deadline)
    dt = time.perf_counter() - t1
    short = sorted((tally.exercised[e], e) for e in readable if tally.exercised[e] < a.times)
    effects = [p for p, (kind, _t) in parts.items() if kind == "effect"]
    unreadable = [p for p in effects if p not in readable]
    print(f"{tally.games} games, {tally.uniques} uniques in {dt:.1f} s "
          f"({tally.games / dt:.2f} games/s), {len(tally.errors)} errors, "
          f"{len(tally.violations)} invariant violations")
    for line in tally.errors[:20] + tally.violations[:20]:
        print("  " + line)
    for n, e in short:
        print(f"  exercised {n} times: effect {e} {parts[e][1]!r}")
    print(f"{len(readable) - len(short)} of {len(readable)} readable effect parts exercised "
          f"at least {a.times} times; {len(unreadable)} of {len(effects)} effect parts have "
          "no readable combination")
    if a.save and tally.failed:
        Path(a.save).write_text(json.dumps(tally.failed, indent=1))
    return 1 if tally.errors or tally.violations or (short and not a.smoke) else 0


if __name__ == "__main__":
    sys.exit(main())
