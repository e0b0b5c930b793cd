"""Loading the card pool: `import engine`, the first card lookup (the registry: facts,
hand-written and parsed abilities of that card), every CardDef built, and what a game
then adds (`engine.game` imported, one game set up).  A benchmark, not a test: run it
and quote the numbers.

    .venv/bin/python benchmarks/card_pool_load.py [--runs 7]

Each run is a fresh interpreter with nothing of the engine imported yet, measured twice:
with warm bytecode caches (.pyc written to a temporary PYTHONPYCACHEPREFIX by a first
run, as an installed program has them) and with none (PYTHONDONTWRITEBYTECODE, every
source compiled on import, as in a development shell that forbids .pyc).  Figures are
medians over the runs, in milliseconds of wall time, with the process CPU time beside
(less sensitive to other load on the machine).  The acceptance figure is "registry" =
import engine + first lookup.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PROBE = """
import time
w = [time.perf_counter()]; c = [time.process_time()]
def mark():
    w.append(time.perf_counter()); c.append(time.process_time())
import engine
mark()
engine.card_by_ref("ALT_CORE_B_AX_01_C")
mark()
cards = engine.all_cards()
mark()
from engine.game import Game
Game.new([engine.starter_deck("axiom"), engine.starter_deck("bravos")], seed=1)
mark()
print(*((w[i + 1] - w[i]) * 1000 for i in range(4)), *((c[i + 1] - c[i]) * 1000 for i in range(4)), len(cards))
"""

WHAT = ("import engine", "first card_by_ref", "all_cards()", "import engine.game + Game.new")


def measure(runs: int, env: dict[str, str]) -> list[list[float]]:
    rows = []
    for _ in range(runs):
        out = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, capture_output=True,
                             text=True, check=True, env=env).stdout.split()
        rows.append([float(x) for x in out[:8]] + [float(out[8])])
    return rows


def report(title: str, rows: list[list[float]]) -> None:
    med = [statistics.median(r[i] for r in rows) for i in range(8)]
    print(f"{title} ({int(rows[0][8])} cards), median of {len(rows)} runs: wall ms (CPU ms)")
    for i, what in enumerate(WHAT):
        print(f"  {what:<32} {med[i]:7.1f} ({med[4 + i]:6.1f})")
    reg = [r[0] + r[1] for r in rows]
    reg_cpu = [r[4] + r[5] for r in rows]
    print(f"  {'registry = import + first lookup':<32} {statistics.median(reg):7.1f} "
          f"({statistics.median(reg_cpu):6.1f})")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--smoke", action="store_true", help="a tiny run, for CI: it runs, nothing is measured")
    a = ap.parse_args(argv)
    if a.smoke:
        a.runs = 1
    base = {k: v for k, v in os.environ.items()
            if k not in ("PYTHONDONTWRITEBYTECODE", "PYTHONPYCACHEPREFIX")}
    with tempfile.TemporaryDirectory() as cache:
        warm = {**base, "PYTHONPYCACHEPREFIX": cache}
        measure(1, warm)  # writes the .pyc files
        report("warm .pyc", measure(a.runs, warm))
    report("no .pyc", measure(a.runs, {**base, "PYTHONDONTWRITEBYTECODE": "1"}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
