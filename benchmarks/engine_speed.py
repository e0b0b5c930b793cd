"""Engine speed: complete random games per second on one core, and replay time of a
record of ten days or more.  A benchmark, not a test: run it and quote the numbers.

    .venv/bin/python benchmarks/engine_speed.py [--games 300] [--rounds 3]

The interpreter's build matters: on the development machine a Python 3.11 built with
--enable-shared (pyenv's default) runs these games about a fifth slower than the
distribution's python3.11, so the first line printed names the interpreter.  To measure with another Python 3.11 without a second venv:

    PYTHONPATH=.venv/lib/python3.11/site-packages:. /usr/bin/python3.11 benchmarks/engine_speed.py
"""

from __future__ import annotations

import argparse
import platform
import statistics
import sys
import time

from engine import Game, starter_deck
from engine.decks import STARTER_NAMES
from engine.sim import play_one


def play(seed: int, a: str, b: str) -> Game:
    """One random game, as `altered-sim` plays it without its invariant checks."""
    return play_one([starter_deck(a), starter_deck(b)], seed, check=False)["game"]


def _linkage() -> str:
    """Whether the running interpreter calls into a shared libpython (Linux only)."""
    try:
        with open("/proc/self/maps", encoding="utf-8") as maps:
            shared = any("libpython" in line for line in maps)
    except OSError:
        return "linkage unknown"
    return "shared libpython" if shared else "libpython linked in"


def play_round(games: int) -> tuple[float, float, int, Game | None]:
    """Wall seconds, CPU seconds, decisions, and the longest game of ten days or more."""
    pairs = [(a, b) for a in STARTER_NAMES for b in STARTER_NAMES if a != b]
    t0 = time.perf_counter()
    c0 = time.process_time()
    decisions = 0
    long_game: Game | None = None
    for i in range(games):
        a, b = pairs[i % len(pairs)]
        g = play(i, a, b)
        decisions += len(g.answers)
        if g.day >= 10 and (long_game is None or g.day > long_game.day):
            long_game = g
    return time.perf_counter() - t0, time.process_time() - c0, decisions, long_game


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--rounds", type=int, default=1,
                    help="play the same games this many times and report each round: "
                         "on a shared or virtual machine timings drift between rounds")
    ap.add_argument("--smoke", action="store_true", help="a tiny run, for CI: it runs, nothing is measured")
    args = ap.parse_args(argv)
    if args.smoke:
        args.games = 4
    print(f"interpreter: {sys.executable} (Python {platform.python_version()}, "
          f"{_linkage()})")
    rates = []
    for _ in range(max(1, args.rounds)):
        dt, cpu, decisions, long_game = play_round(args.games)
        rates.append(args.games / cpu)
        print(f"random games: {args.games} in {dt:.2f} s wall = {args.games / dt:.1f} games/s, "
              f"{decisions / dt:.0f} decisions/s (all 30 seatings of the starter decks); "
              f"CPU time {cpu:.2f} s = {args.games / cpu:.1f} games per CPU-second")
    if len(rates) > 1:
        print(f"rounds: {len(rates)}, games per CPU-second median "
              f"{statistics.median(rates):.1f}, lowest {min(rates):.1f}, highest {max(rates):.1f}")
    if long_game is None:
        print("no game reached ten days; replay not measured")
        return 0
    rec = long_game.record
    times = []
    for _ in range(15):
        t = time.process_time()
        Game.from_record(rec)
        times.append(time.process_time() - t)
    print(f"replay of a {long_game.day}-day record ({len(rec['answers'])} answers, "
          f"{len(long_game.log)} log entries): CPU time median {statistics.median(times) * 1000:.1f} ms, "
          f"best {min(times) * 1000:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
