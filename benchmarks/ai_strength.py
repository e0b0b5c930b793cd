"""How strong the automatic players are: one policy against another over all 30 seatings
of the starter decks, each policy in each seat, with a 95 % Wilson interval.

Usage: python benchmarks/ai_strength.py [--a greedy] [--b random] [--reps 5] [--workers 2]
       [--budget 1.0] [--json]

Goals (issue #15): greedy beats random in at least 90 % of games; search beats greedy in
at least 65 %.  `--budget` is the search player's thinking time per decision in seconds.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from anywhere

from engine.ai.strength import measure


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--a", default="greedy")
    ap.add_argument("--b", default="random")
    ap.add_argument("--reps", type=int, default=5, help="games per seating and seat")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--budget", type=float, default=None,
                    help="search: seconds of thinking per turn decision")
    ap.add_argument("--playouts", type=int, default=None,
                    help="search: imagined games per turn decision")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--smoke", action="store_true", help="a tiny run, for CI: it runs, nothing is measured")
    a = ap.parse_args(argv)
    opts: dict = {"budget": a.budget} if a.budget is not None else {}
    if a.playouts is not None:
        opts["playouts"] = a.playouts
    t0 = time.perf_counter()
    r = measure(a.a, a.b, a.reps, a.seed, a.workers, opts, limit=2 if a.smoke else None)
    dt = time.perf_counter() - t0
    decisions = sum(sum(x["decisions"]) for x in r["results"])
    summary = {k: v for k, v in r.items() if k != "results"}
    summary.update(seconds=round(dt, 1), workers=a.workers,
                   rate=round(r["rate"], 4), ci95=[round(x, 4) for x in r["ci95"]],
                   decisions_per_s=round(decisions / dt, 1))
    by_deck: dict[str, list[float]] = {}
    for x in r["results"]:
        deck = x["decks"][x["seat"]]
        won = 1.0 if x["winner"] == x["seat"] else 0.0
        by_deck.setdefault(deck, []).append(won)
    searched = [s for x in r["results"] for s in x["search"]]
    if searched:
        n_dec = sum(s["decisions"] for s in searched)
        secs = sum(s["seconds"] for s in searched)
        summary["search_turn_decisions"] = n_dec
        summary["search_s_per_turn_decision"] = round(secs / n_dec, 3) if n_dec else None
        summary["search_max_s"] = max((s.get("max", 0.0) for s in searched), default=0.0)
        summary["search_playouts_per_s"] = round(
            sum(s["playouts"] for s in searched) / secs, 1) if secs else None
    summary["rate_by_deck_of_a"] = {d: round(sum(v) / len(v), 3) for d, v in sorted(by_deck.items())}
    if a.json:
        print(json.dumps(summary))
    else:
        lo, hi = summary["ci95"]
        print(f"{a.a} beats {a.b} in {r['wins_a']:g} of {r['games']} games: "
              f"{100 * r['rate']:.1f} % (95 % CI {100 * lo:.1f}-{100 * hi:.1f} %), "
              f"mean {r['mean_days']:.1f} days, {dt:.1f} s on {a.workers} worker(s)")
        if "search_turn_decisions" in summary:
            print(f"  search: {summary['search_s_per_turn_decision']} s per turn decision "
                  f"(slowest {summary['search_max_s']:.2f} s), "
                  f"{summary['search_playouts_per_s']} playouts/s")
        for d, v in summary["rate_by_deck_of_a"].items():
            print(f"  {a.a} with {d:>7}: {100 * v:.0f} %")
    return 0


if __name__ == "__main__":
    sys.exit(main())
