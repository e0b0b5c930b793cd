"""Speed of the automatic players (engine.ai), on one core.

- greedy: decisions per second in greedy-against-greedy games of the starter decks;
- copies: milliseconds to rebuild a game from one seat's view with the hidden cards
  sampled (engine.ai.determinize, through the position builder) at mid-game turns;
- search: seconds per turn decision and playouts per second at its default settings.

Usage: python benchmarks/ai_speed.py [--games 30] [--search-decisions 20]
Run pinned to one core for the per-core figures: taskset -c 0 python benchmarks/ai_speed.py
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from itertools import permutations
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from anywhere

from engine.ai import make_player, seat_answer
from engine.ai.determinize import rebuild
from engine.decks import STARTER_NAMES, starter_deck
from engine.game import Game


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--search-decisions", type=int, default=20)
    ap.add_argument("--smoke", action="store_true", help="a tiny run, for CI: it runs, nothing is measured")
    a = ap.parse_args(argv)
    if a.smoke:
        a.games, a.search_decisions = 1, 1
    pairs = list(permutations(STARTER_NAMES, 2))
    decisions = 0
    greedy_s = 0.0
    copies: list[float] = []
    turns: list[tuple[Game, int]] = []
    t_all = time.perf_counter()
    for k in range(a.games):
        d0, d1 = pairs[k % len(pairs)]
        decks = [starter_deck(d0), starter_deck(d1)]
        g = Game.new(decks, seed=k)
        players = [make_player("greedy", 2 * k), make_player("greedy", 2 * k + 1)]
        while g.pending is not None:
            t0 = time.perf_counter()
            ans = seat_answer(g, players[g.pending.player])
            greedy_s += time.perf_counter() - t0
            decisions += 1
            d = g.pending
            if d.kind == "turn" and g.day >= 3 and len(d.options) > 2:
                v = g.view(d.player)
                t0 = time.perf_counter()
                rebuild(v, decks[d.player], decks[1 - d.player], random.Random(decisions))
                copies.append(time.perf_counter() - t0)
                if len(turns) < a.search_decisions and decisions % 3 == 0:
                    turns.append((Game.from_record(g.record), d.player))
            g.answer(ans)
    wall = time.perf_counter() - t_all
    print(f"greedy: {decisions} decisions in {greedy_s:.2f} s of deciding: "
          f"{decisions / greedy_s:.0f} decisions/s ({a.games} games, {wall:.1f} s in all)")
    copies.sort()
    if copies:
        print(f"copies: {len(copies)} rebuilds from a seat's view, median "
              f"{1000 * copies[len(copies) // 2]:.2f} ms, 90th percentile "
              f"{1000 * copies[int(len(copies) * 0.9)]:.2f} ms")
    times: list[float] = []
    playouts = 0
    for g, seat in turns:
        decks = g.decks
        p = make_player("search", 1, decks[seat], decks[1 - seat])
        t0 = time.perf_counter()
        seat_answer(g, p)
        times.append(time.perf_counter() - t0)
        playouts += p.stats["playouts"]  # type: ignore[attr-defined]
    if times:
        times.sort()
        print(f"search (defaults): {len(times)} turn decisions, mean {sum(times) / len(times):.2f} s, "
              f"slowest {times[-1]:.2f} s, {playouts / sum(times):.0f} playouts/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
