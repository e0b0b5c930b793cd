"""Decisions per CPU-second against an anchor (python-chess random playouts), for starter
and whole-pool decks, and games per CPU-second whole-pool vs starter (issue #27's table).

    .venv/bin/python benchmarks/speed_anchors.py [--rounds 5] [--games 120] [--base DIR]
    .venv/bin/python benchmarks/speed_anchors.py --smoke

Each measure runs in its own fresh process (`--worker`), so one cannot warm the caches
of another, and the rounds are interleaved (chess, then each engine's starter and
whole-pool games, then the next round) so that a change in the machine's load touches
every measure alike.  The clock is the worker's CPU time (time.process_time) over the
playing loop only, after a short warm-up: other engineers' load on a shared machine
slows the wall clock far more than it slows CPU time.  The figure of each measure is
the median over the rounds; ratios are of medians.

- chess: random playouts from the initial position with python-chess (pip install
  chess; left out with a note when missing): a random legal move until the game is
  over, each move one decision.
- starter: random games of the six starter decks over the 30 seatings (engine.sim's
  random policy, unchecked), each answer one decision.
- pool: the same with a fresh random legal deck per seat per game from the whole
  implemented pool, sets mixed (engine.gauntlet.build_deck, seeded: the same decks in
  every round and for every engine measured).

`--base DIR` also measures the engine of another checkout (e.g. the commit a change
started from, unpacked with `git archive`), in the same rounds, for before/after.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _settle(default_gc: bool) -> None:
    """The garbage collection the engine's batch runners use (engine.batch), for the
    engine and the anchor alike (python-chess makes few cyclic objects: it neither gains
    nor loses by it); `--default-gc` leaves Python's defaults to every measure.  An
    engine from before it (a `--base` checkout) runs as it ran then."""
    if default_gc:
        return
    try:
        from engine.batch import settle_for_batch
    except ImportError:
        return
    settle_for_batch()


def _chess(n: int, default_gc: bool = False) -> dict[str, float]:
    import chess

    rng = random.Random(1)
    decisions = 0

    def playout() -> int:
        board = chess.Board()
        k = 0
        while not board.is_game_over():
            board.push(rng.choice(list(board.legal_moves)))
            k += 1
        return k

    playout()  # warm-up
    _settle(default_gc)
    t0 = time.process_time()
    for _ in range(n):
        decisions += playout()
    return {"cpu": time.process_time() - t0, "decisions": decisions, "games": n}


def _decks(kind: str, n: int) -> list[list]:
    from engine.decks import STARTER_NAMES, starter_deck

    if kind == "starter":
        decks = [starter_deck(x) for x in STARTER_NAMES]
        pairs = [(a, b) for a in range(6) for b in range(6) if a != b]
        return [[decks[pairs[i % 30][0]], decks[pairs[i % 30][1]]] for i in range(n)]
    from engine.gauntlet import ALL, Tally, build_deck, pool

    cards = pool(ALL)
    factions = sorted({c.faction for c in cards if c.faction is not None}, key=lambda f: f.value)
    rng = random.Random(1)
    k = len(factions)
    out = []
    for i in range(n):
        a, b = factions[i % k], factions[(i // k + 1 + i) % k]
        out.append([build_deck(a, cards, Tally(), rng), build_deck(b, cards, Tally(), rng)])
    return out


def _engine(kind: str, n: int, default_gc: bool = False) -> dict[str, float]:
    from engine.sim import play_one

    pairs = _decks(kind, n + 6)
    for i in range(6):  # warm-up: card families built on first use, memos filled
        play_one(pairs[n + i], 10_000 + i, False)
    _settle(default_gc)
    decisions = 0
    t0 = time.process_time()
    for i in range(n):
        decisions += play_one(pairs[i], i, False)["decisions"]
    return {"cpu": time.process_time() - t0, "decisions": decisions, "games": n}


def worker(kind: str, n: int, default_gc: bool = False) -> dict[str, float]:
    return _chess(n, default_gc) if kind == "chess" else _engine(kind, n, default_gc)


def run_worker(root: Path, kind: str, n: int, default_gc: bool = False) -> dict[str, float]:
    """One measure in a fresh process, with `root`'s engine first on the path."""
    env = {**os.environ, "PYTHONPATH": str(root)}
    out = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--worker", kind,
                          "--games", str(n), "--root", str(root)]
                         + (["--default-gc"] if default_gc else []),
                         capture_output=True, text=True, env=env, check=True, cwd=root)
    return json.loads(out.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--games", type=int, default=120, help="engine games per measure")
    ap.add_argument("--chess-games", type=int, default=60, help="chess playouts per measure")
    ap.add_argument("--base", metavar="DIR", help="another checkout to measure alongside")
    ap.add_argument("--smoke", action="store_true", help="a tiny run, for CI: it runs, nothing is measured")
    ap.add_argument("--default-gc", action="store_true",
                    help="Python's default garbage collection for every measure, instead of "
                    "what the engine's batch runners use (engine.batch.settle_for_batch)")
    ap.add_argument("--worker", help=argparse.SUPPRESS)
    ap.add_argument("--root", help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    if a.worker:
        if a.root:
            sys.path.insert(0, a.root)
        print(json.dumps(worker(a.worker, a.games, a.default_gc)))
        return 0
    if a.smoke:
        a.rounds, a.games, a.chess_games = 1, 2, 2
    roots = {"now": ROOT} | ({"base": Path(a.base).resolve()} if a.base else {})
    measures: list[tuple[str, Path | None, str]] = []
    if importlib.util.find_spec("chess") is not None:  # the anchor is optional
        measures.append(("chess", ROOT, "chess"))
    else:
        print("python-chess is not installed (pip install chess): no anchor")
    for name, root in roots.items():
        measures += [(f"{name} starter", root, "starter"), (f"{name} pool", root, "pool")]
    rates: dict[str, list[float]] = {m[0]: [] for m in measures}
    games: dict[str, list[float]] = {m[0]: [] for m in measures}
    for r in range(a.rounds):
        for label, root, kind in measures:
            n = a.chess_games if kind == "chess" else a.games
            got = run_worker(root, kind, n, a.default_gc)  # type: ignore[arg-type]
            rates[label].append(got["decisions"] / got["cpu"])
            games[label].append(got["games"] / got["cpu"])
            print(f"round {r + 1} {label:13} {rates[label][-1]:9.0f} decisions/CPU-s "
                  f"{games[label][-1]:7.1f} games/CPU-s", flush=True)
    med = {k: statistics.median(v) for k, v in rates.items()}
    gmed = {k: statistics.median(v) for k, v in games.items()}
    print(f"medians over {a.rounds} round(s), CPU time:")
    for k in med:
        print(f"  {k:13} {med[k]:9.0f} decisions/CPU-s {gmed[k]:7.1f} games/CPU-s")
    for name in roots:
        s, p = f"{name} starter", f"{name} pool"
        line = f"{name}: games/CPU-s pool vs starter {gmed[p] / gmed[s]:.2f}"
        if "chess" in med:
            line += (f"; decisions/CPU-s vs chess: starter {med[s] / med['chess']:.2f}x, "
                     f"pool {med[p] / med['chess']:.2f}x")
        print(line)
    if a.base:
        print(f"now vs base decisions/CPU-s: starter {med['now starter'] / med['base starter']:.2f}x, "
              f"pool {med['now pool'] / med['base pool']:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
