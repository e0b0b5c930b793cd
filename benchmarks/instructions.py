"""Machine instructions per decision, counted by valgrind's cachegrind: the one figure of
the engine's cost a shared machine's load does not move (issue #27).

    .venv/bin/python benchmarks/instructions.py [--games 20] [--kind pool|starter|both|lab]
                                                [--base DIR]
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


def count(root: Path, kind: str, n: int) -> tuple[int, int]:
    """(instructions, decisions) of one worker run under cachegrind."""
    with tempfile.TemporaryDirectory() as tmp:
        out = subprocess.run(
            ["valgrind", "--tool=cachegrind", "--cache-sim=no",
             f"--cachegrind-out-file={tmp}/cg.out", sys.executable, str(Path(__file__).resolve()),
             "--worker", kind, "--games", str(n), "--root", str(root)],
            capture_output=True, text=True, cwd=root, check=True,
            env={**os.environ, "PYTHONPATH": str(root)})
    refs = re.search(r"I\s+refs:\s+([\d,]+)", out.stderr)
    decided = re.search(r"decisions (\d+)", out.stdout)
    if refs is None or decided is None:
        raise RuntimeError(f"no count in valgrind's output:\n{out.stderr[-2000:]}")
    return int(refs.group(1).replace(",", "")), int(decided.group(1))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--kind", default="both", choices=("pool", "starter", "both", "lab"))
    ap.add_argument("--base", metavar="DIR", help="another checkout to count alongside")
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
            alone, _ = count(root, kind, 0)
            total, decisions = count(root, kind, a.games)
            if kind == "lab":  # the lab's figure is a game's cost
                per[name, kind] = (total - alone) / a.games
                print(f"{name:4} {kind:7} {a.games} games, {decisions} pilot decisions: "
                      f"{per[name, kind]:,.0f} instructions per game", flush=True)
                continue
            per[name, kind] = (total - alone) / decisions
            print(f"{name:4} {kind:7} {a.games} games, {decisions} decisions: "
                  f"{per[name, kind]:,.0f} instructions per decision", flush=True)
        if "base" in roots:
            print(f"     {kind:7} now/base {per['now', kind] / per['base', kind]:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
