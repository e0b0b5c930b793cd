"""Play the gauntlet of a set: random legal constructed decks centred on its implemented
cards (ALL: the whole implemented pool, sets mixed), invariants checked, until every
card has been played N times.

Usage: python benchmarks/gauntlet.py [--set CORE|ALIZE|...|ALL|EVERY] [--times 5]
                                     [--max-games 3000] [--stall 300] [--seed 1]
                                     [--workers N | --scheduler tcp://HOST:8786] [--batch 8]

--set takes one code, several separated by commas, or EVERY (each set, then ALL).  For
each it prints the games played, errors and invariant violations (each with the seed of
its game), the cards played fewer than N times, and the time; then a summary line per
set.  --save FILE writes the failing games' seeds and decks; --replay FILE plays them
again (`engine.sim.play_one(decks, seed, True)`) and prints each traceback.  A token that no implemented card creates cannot be
played: it is listed apart and not waited for.  Exits 1 on any error or violation, or if
a card (such tokens aside) was played fewer than N times.

--workers N (local processes) or --scheduler (a Dask cluster, engine.batch) play the
games --batch at a time (default 1: each deck chosen after the game before it, in this
process); a given --batch plays the same games wherever they run.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from anywhere

from engine.batch import make_executor, settle_for_batch  # noqa: E402
from engine.cards.registry import card_by_ref  # noqa: E402
from engine.gauntlet import ALL, Tally, pool, run, sets  # noqa: E402


def one(card_set: str, a: argparse.Namespace, saved: list[dict]) -> tuple[Tally, list[str], float]:
    refs = [c.ref for c in pool(card_set)]
    t0 = time.perf_counter()

    def progress(t: Tally) -> None:
        if t.games % 100 == 0:
            print(f"  {card_set}: {t.games} games, least played card: {t.least(refs)} times, "
                  f"{len(t.errors)} errors, {len(t.violations)} violations", flush=True)

    tally = run(card_set, a.times, a.max_games, a.seed, progress, a.stall,
                executor=make_executor(a.workers, a.scheduler), batch=a.batch)
    dt = time.perf_counter() - t0
    short = sorted((tally.plays[r], r) for r in refs
                   if tally.plays[r] < a.times and r not in tally.uncreatable)
    print(f"set {card_set}: {len(refs)} implemented cards, {tally.games} games in {dt:.1f} s "
          f"({tally.games / dt:.1f} games/s), {len(tally.errors)} errors, "
          f"{len(tally.violations)} invariant violations")
    for line in tally.errors[:20] + tally.violations[:20]:
        print("  " + line)
    for n, r in short:
        print(f"  played {n} times: {r} {card_by_ref(r).name}")
    for r in tally.uncreatable:
        print(f"  cannot be played, no implemented card creates it: {r} {card_by_ref(r).name}")
    print(f"{len(refs) - len(short) - len(tally.uncreatable)} of {len(refs)} cards played at "
          f"least {a.times} times", flush=True)
    saved.extend({"set": card_set, "seed": s, "decks": [[d.hero, *d.cards] for d in decks]}
                 for s, decks in tally.failed)
    return tally, [r for _n, r in short], dt


def replay(path: str) -> int:
    """Play again each failing game a --save file holds (same seed, same decks)."""
    import traceback

    from engine.decks import Deck
    from engine.sim import play_one

    bad = 0
    for case in json.loads(Path(path).read_text(encoding="utf-8")):
        decks = [Deck(f"Gauntlet {i}", d[0], tuple(d[1:])) for i, d in enumerate(case["decks"])]
        try:
            play_one(decks, case["seed"], True)
            print(f"{case['set']} seed {case['seed']}: no failure now")
        except Exception:  # noqa: BLE001 - shown, not handled
            bad += 1
            print(f"{case['set']} seed {case['seed']}:")
            traceback.print_exc(file=sys.stdout)
    return 1 if bad else 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--set", default="CORE")
    ap.add_argument("--times", type=int, default=5)
    ap.add_argument("--max-games", type=int, default=3000)
    ap.add_argument("--stall", type=int, default=300,
                    help="stop after this many games bring no card closer to N (0: never)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=1, help="local processes (0: one per core)")
    ap.add_argument("--scheduler", metavar="tcp://HOST:8786", help="a Dask scheduler")
    ap.add_argument("--batch", type=int, default=1, help="games chosen and played at a time")
    ap.add_argument("--save", help="write the failing games (seed and decks) to this JSON file")
    ap.add_argument("--replay", help="instead, replay the games a --save file holds, with "
                    "the traceback of each failure")
    ap.add_argument("--smoke", action="store_true", help="a tiny run, for CI: it runs, nothing is measured")
    a = ap.parse_args(argv)
    if a.smoke:
        a.max_games = 2
    if a.replay:
        return replay(a.replay)
    settle_for_batch()  # many games in this process and its workers
    wanted = [*sets(), ALL] if a.set == "EVERY" else a.set.split(",")
    rows, saved, bad = [], [], False
    for s in wanted:
        tally, short, dt = one(s, a, saved)
        rows.append(f"{s:8} {len(pool(s)):5} cards {tally.games:5} games {len(tally.errors):3} errors "
                    f"{len(tally.violations):3} violations {len(short):4} short of {a.times} "
                    f"{len(tally.uncreatable):2} uncreatable tokens {dt:7.1f} s")
        bad |= bool(tally.errors or tally.violations or (short and not a.smoke))
    print("\n".join(["summary:", *rows]))
    if a.save:
        Path(a.save).write_text(json.dumps(saved, indent=1), encoding="utf-8")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
