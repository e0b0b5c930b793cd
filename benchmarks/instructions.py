"""Machine instructions per decision, counted by valgrind's cachegrind: the one figure of
the engine's cost a shared machine's load does not move (issue #27).

    .venv/bin/python benchmarks/instructions.py [--games 20]
                                                [--kind pool|starter|both|lab|chess]
                                                [--base DIR] [--misses]
    .venv/bin/python benchmarks/instructions.py --smoke

CPU time on a two-core machine shared by several people drifts by 15 % and more from
minute to minute (docs/benchmarks.md), more than most single changes are worth.  The
number of instructions the interpreter executes for the same seeded games is the same
from run to run (within a few parts in a thousand: string hashing is salted per process),
whatever the neighbours do.  It is not time - a cache miss costs more than an addition -
but a change that removes work removes instructions, so it says which way a change went
and by how much, where timings cannot.

Each measure runs the same script twice under `valgrind --tool=cachegrind
--cache-sim=no`: the imports and a warm-up of four games alone, then the same plus
`--games` seeded games (those of benchmarks/speed_anchors.py, random legal answers); the
difference is the games' instructions, divided by their decisions.  `--base DIR` measures
another checkout's engine the same way (unpacked with `git archive`, see
docs/benchmarks.md).  Under valgrind a game runs some 50 times slower: 20 whole-pool
games take a few minutes.  Without valgrind the script says so and measures nothing;
`--smoke` plays one game without valgrind, for CI.

`--kind chess` counts the python-chess anchor's random playouts of speed_anchors.py, per
move.  `--misses` adds cachegrind's cache and branch simulation: the first-level data and
instruction cache misses and the mispredicted branches per decision, the parts of a
cycle that instructions do not show (a decision of this engine runs fewer instructions
than a chess move and still takes longer) and that `perf stat` would give on a machine
of one's own; simulated, so the same from run to run.

`--kind lab` counts the goldfish lab's games instead (benchmarks/goldfish_lab.py's seeded
whole-pool deck, the greedy pilot, `engine.goldfish_lab.play_goldfish`: the engine's
decisions, the pilot's views and choices and the lab's observer), per game.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def games(root: str, kind: str, n: int) -> int:
    """The worker: the imports, four warm-up games, then `n` seeded games; their decisions."""
    sys.path.insert(0, root)
    sys.path.insert(0, str(Path(root) / "benchmarks"))
    if kind == "lab":
        return lab_games(n)
    import speed_anchors

    if kind == "chess":  # the anchor: one warm-up playout, then `n` random playouts
        return int(speed_anchors.worker("chess", n)["decisions"])

    from engine.sim import play_one

    pairs = speed_anchors._decks(kind, n + 4)
    for i in range(4):
        play_one(pairs[n + i], 10_000 + i, False)
    speed_anchors._settle(False)
    return sum(play_one(pairs[i], i, False)["decisions"] for i in range(n))


def lab_games(n: int) -> int:
    """The lab's worker: four warm-up goldfish games, then `n` seeded ones; the pilot's
    decisions."""
    import random

    from engine.batch import settle_for_batch
    from engine.gauntlet import ALL, Tally, build_deck, pool
    from engine.goldfish_lab import play_goldfish
    from engine.model import Faction

    deck = build_deck(Faction("AX"), pool(ALL), Tally(), random.Random(1))
    assert deck is not None
    for i in range(4):
        play_goldfish(deck, 10_000 + i)
    settle_for_batch()
    return sum(play_goldfish(deck, seed)["decisions"] for seed in range(1, n + 1))


#: what `--misses` reports besides the instructions: cachegrind's simulated first-level
#: cache misses and mispredicted branches, each the sum of its events
MISSES = {"D1 misses": ("D1mr", "D1mw"), "I1 misses": ("I1mr",), "branch misses": ("Bcm", "Bim")}


def count(root: Path, kind: str, n: int, misses: bool = False) -> tuple[dict[str, int], int]:
    """(cachegrind's event totals, decisions) of one worker run: "Ir" the instructions,
    and with `misses` the simulated cache and branch events (`MISSES`)."""
    sim = ["--cache-sim=yes", "--branch-sim=yes"] if misses else ["--cache-sim=no"]
    with tempfile.TemporaryDirectory() as tmp:
        out = subprocess.run(
            ["valgrind", "--tool=cachegrind", *sim, f"--cachegrind-out-file={tmp}/cg.out",
             sys.executable, str(Path(__file__).resolve()),
             "--worker", kind, "--games", str(n), "--root", str(root)],
            capture_output=True, text=True, cwd=root, check=True,
            env={**os.environ, "PYTHONPATH": str(root)})
        totals = cachegrind_totals(Path(tmp, "cg.out").read_text())
    decided = re.search(r"decisions (\d+)", out.stdout)
    if not totals or decided is None:
        raise RuntimeError(f"no count in valgrind's output:\n{out.stderr[-2000:]}")
    return totals, int(decided.group(1))


def cachegrind_totals(text: str) -> dict[str, int]:
    """The whole run's count of each event, from a cachegrind output file's `events:`
    and `summary:` lines (empty when either is missing)."""
    events = re.search(r"^events:(.*)$", text, re.M)
    summary = re.search(r"^summary:(.*)$", text, re.M)
    if events is None or summary is None:
        return {}
    return dict(zip(events.group(1).split(), map(int, summary.group(1).split()), strict=True))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--kind", default="both",
                    choices=("pool", "starter", "both", "lab", "chess"),
                    help="chess: the python-chess anchor's random playouts, per move")
    ap.add_argument("--base", metavar="DIR", help="another checkout to count alongside")
    ap.add_argument("--misses", action="store_true",
                    help="also the simulated first-level cache misses and mispredicted "
                    "branches (cachegrind's cache and branch simulation; some 2 times slower)")
    ap.add_argument("--smoke", action="store_true", help="one game without valgrind, for CI")
    ap.add_argument("--worker", help=argparse.SUPPRESS)
    ap.add_argument("--root", help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    if a.worker:
        print(f"decisions {games(a.root, a.worker, a.games)}")
        return 0
    if a.smoke:
        print(f"smoke: decisions {games(str(ROOT), 'pool', 1)} (nothing counted)")
        return 0
    if shutil.which("valgrind") is None:
        print("valgrind is not installed (apt-get install valgrind): nothing counted")
        return 0
    roots = {"now": ROOT} | ({"base": Path(a.base).resolve()} if a.base else {})
    per: dict[tuple[str, str], float] = {}
    for kind in (("pool", "starter") if a.kind == "both" else (a.kind,)):
        for name, root in roots.items():
            alone, _ = count(root, kind, 0, a.misses)
            total, decisions = count(root, kind, a.games, a.misses)
            # the lab's figure is a game's cost; the others a decision's (a move's)
            per_what = a.games if kind == "lab" else decisions
            per[name, kind] = (total["Ir"] - alone["Ir"]) / per_what
            extra = "".join(
                f", {sum(total[e] - alone[e] for e in evs) / per_what:,.0f} {label}"
                for label, evs in MISSES.items()) if a.misses else ""
            print(f"{name:4} {kind:7} {a.games} games, {decisions} "
                  f"{'pilot decisions' if kind == 'lab' else 'decisions'}: "
                  f"{per[name, kind]:,.0f} instructions per "
                  f"{'game' if kind == 'lab' else 'decision'}{extra}", flush=True)
        if "base" in roots:
            print(f"     {kind:7} now/base {per['now', kind] / per['base', kind]:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
