"""Classes a first card lookup builds: `import engine; engine.card_by_ref(ref)` in a fresh
interpreter, then the attrs classes of the engine modules that are loaded (issue #27: an
attrs class costs 0.2-0.3 ms to make, so a lookup that builds words its card does not
use is start-up time thrown away).  A count, not a timing: it does not move with the
machine's load, so one run says it.

    .venv/bin/python benchmarks/lookup_classes.py [--cards 30] [--seed 30] [--base DIR] [-v]

The cards: ALT_CORE_B_AX_04_C (the card startup.py looks up) and a seeded sample of
`--cards` common cards of the whole pool.  `--base DIR` counts another checkout's engine
too, for the same cards (before/after).  `-v` names the modules that built the most.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIRST = "ALT_CORE_B_AX_04_C"

_COUNT = r"""
import json, sys
sys.path.insert(0, {root!r})
import attrs
import engine
engine.card_by_ref({ref!r})
per = {{}}
for name, module in list(sys.modules.items()):
    if module is None or not (name == "engine" or name.startswith("engine.")):
        continue
    for value in list(vars(module).values()):
        if isinstance(value, type) and value.__module__ == name and attrs.has(value):
            per[name] = per.get(name, 0) + 1
print(json.dumps(per))
"""


def classes_built(root: Path, ref: str) -> dict[str, int]:
    """module -> attrs classes it defined, after a fresh `import engine` and one lookup."""
    run = subprocess.run([sys.executable, "-c", _COUNT.format(root=str(root), ref=ref)],
                         capture_output=True, text=True, check=True)
    return json.loads(run.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


def sample(count: int, seed: int) -> list[str]:
    """`count` common cards of the whole pool, the same ones for the same seed."""
    sys.path.insert(0, str(ROOT))
    from engine.cards.registry import all_cards

    commons = sorted(c.ref for c in all_cards() if c.ref.endswith("_C"))
    return random.Random(seed).sample(commons, min(count, len(commons)))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cards", type=int, default=30)
    ap.add_argument("--seed", type=int, default=30)
    ap.add_argument("--base", type=Path, help="another checkout, counted for the same cards")
    ap.add_argument("-v", "--verbose", action="store_true")
    ap.add_argument("--smoke", action="store_true", help="two cards, for CI")
    a = ap.parse_args(argv)
    if a.smoke:
        a.cards = 1
    refs = [FIRST, *sample(a.cards, a.seed)]
    trees = [("now", ROOT)] + ([("base", a.base.resolve())] if a.base else [])
    for label, root in trees:
        counts = {ref: classes_built(root, ref) for ref in refs}
        totals = {ref: sum(per.values()) for ref, per in counts.items()}
        rest = [totals[r] for r in refs[1:]]
        print(f"{label} ({root}): {FIRST} builds {totals[FIRST]} classes; "
              f"{len(rest)} commons: median {statistics.median(rest):g}, mean "
              f"{statistics.mean(rest):.1f} ({min(rest)} to {max(rest)})")
        if a.verbose:
            for ref in refs:
                top = sorted(counts[ref].items(), key=lambda kv: -kv[1])[:6]
                print(f"  {ref}: {totals[ref]}  " + ", ".join(f"{m} {n}" for m, n in top))
    return 0


if __name__ == "__main__":
    sys.exit(main())
