"""Memory over many whole-pool games in one process: flat after warm-up, or a leak.

Plays N random games (the random policy, unchecked, as `altered-sim --no-check`) with
a fresh random legal deck per seat per game from the whole implemented pool, sets mixed
(engine.gauntlet.build_deck), and every `--every` games prints the resident set size,
the number of live objects the garbage collector tracks, and the size of the engine's
per-object memos.  A leak shows as live objects growing with the games played; warm-up
(card families built on first use, the memos of definitions met for the first time)
shows as growth that stops.  The last line compares the second report with the last.

    .venv/bin/python benchmarks/memory_flat.py [--games 10000] [--every 1000]
    .venv/bin/python benchmarks/memory_flat.py --smoke      (CI: a few games)

Why these measures: RSS is what a user sees but moves in steps (the allocator keeps
arenas); the live-object count moves by exactly what is kept, so it names a leak
before RSS does.  tracemalloc would slow the games tenfold and is left out; to find
what grows, run with --trace (slow) for the allocation sites that grew the most.
"""

from __future__ import annotations

import argparse
import gc
import random
import sys
import time
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from anywhere

from engine.decks import Deck  # noqa: E402
from engine.gauntlet import ALL, Tally, build_deck, pool  # noqa: E402
from engine.memo import IdentityMemo  # noqa: E402
from engine.sim import play_one  # noqa: E402


def whole_pool_pairs(seed: int) -> Iterator[list[Deck]]:
    """Endless pairs of random legal decks from the whole implemented pool, rotating the
    faction pairs; made one game at a time, so the decks themselves are not kept."""
    cards = pool(ALL)
    factions = sorted({c.faction for c in cards if c.faction is not None}, key=lambda f: f.value)
    rng = random.Random(seed)
    n = len(factions)
    i = 0
    while True:
        a, b = factions[i % n], factions[(i // n + 1 + i) % n]
        da, db = build_deck(a, cards, Tally(), rng), build_deck(b, cards, Tally(), rng)
        assert da is not None and db is not None
        yield [da, db]
        i += 1


def rss_mib() -> float:
    """Resident set size now (Linux /proc), else the peak (getrusage)."""
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def memo_entries() -> int:
    """Entries held by every per-object memo of the engine (engine.memo)."""
    return sum(len(o) for o in gc.get_objects() if isinstance(o, IdentityMemo))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=10_000)
    ap.add_argument("--every", type=int, default=1_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--trace", action="store_true",
                    help="also trace allocations and print the sites that grew (slow)")
    ap.add_argument("--smoke", action="store_true", help="a few games, for CI")
    a = ap.parse_args(argv)
    if a.smoke:
        a.games, a.every = 12, 4
    if a.trace:
        import tracemalloc
        tracemalloc.start(12)
    pairs = whole_pool_pairs(a.seed)
    rows: list[tuple[int, float, int, int]] = []
    t0 = time.process_time()
    print(f"{'games':>7} {'RSS MiB':>8} {'live objects':>13} {'memo entries':>13} {'CPU s':>7}")
    snap = None
    for i in range(1, a.games + 1):
        play_one(next(pairs), i, False)
        if i % a.every == 0:
            gc.collect()
            row = (i, rss_mib(), len(gc.get_objects()), memo_entries())
            rows.append(row)
            print(f"{row[0]:>7} {row[1]:>8.1f} {row[2]:>13,} {row[3]:>13,} "
                  f"{time.process_time() - t0:>7.1f}", flush=True)
            if a.trace:
                import tracemalloc
                now = tracemalloc.take_snapshot()
                if snap is not None:
                    for stat in now.compare_to(snap, "lineno")[:5]:
                        print("   ", stat)
                snap = now
    if len(rows) >= 3:
        (g1, r1, o1, _), (g2, r2, o2, _) = rows[1], rows[-1]
        print(f"from game {g1:,} to {g2:,}: RSS {r1:.1f} -> {r2:.1f} MiB ({r2 - r1:+.1f}), "
              f"live objects {o1:,} -> {o2:,} ({o2 - o1:+,}, "
              f"{(o2 - o1) * 1000 / (g2 - g1):+.0f} per 1,000 games)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
