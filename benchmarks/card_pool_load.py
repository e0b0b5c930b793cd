"""Loading the card pool: `import engine` (the registry reads nothing yet), the first
card lookup (facts plus hand-written and parsed abilities), and every CardDef built.
A benchmark, not a test: run it and quote the numbers.

    .venv/bin/python benchmarks/card_pool_load.py [--runs 7]

Each run is a fresh interpreter, so module caches (.pyc) are warm but nothing of the
engine is imported yet; the figure quoted is the median over the runs, in milliseconds.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PROBE = """
import time
t0 = time.perf_counter()
import engine
t1 = time.perf_counter()
engine.card_by_ref("ALT_CORE_B_AX_01_C")
t2 = time.perf_counter()
cards = engine.all_cards()
t3 = time.perf_counter()
print((t1 - t0) * 1000, (t2 - t1) * 1000, (t3 - t2) * 1000, len(cards))
"""


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=int, default=7)
    a = ap.parse_args(argv)
    rows = []
    for _ in range(a.runs):
        out = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, capture_output=True,
                             text=True, check=True).stdout.split()
        rows.append([float(x) for x in out[:3]])
        n = int(out[3])
    for i, what in enumerate(("import engine", "first card_by_ref", f"all_cards() ({n})")):
        print(f"{what:<24} {statistics.median(r[i] for r in rows):7.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
