"""Import-to-playable time of a unique card: from its printed text to a definition a game
can deal (`engine.card_from_text`), in a fresh interpreter - a text never read before (the
productions of the grammar it needs are loaded: engine/cardtext/tables.py) and a text read
in an earlier session (built from the definitions kept by engine.uniques.cache, as the app
keeps them in its data folder) - then warm, and from a
decklist with a unique's block to a game set up.  `import engine` alone is timed in the
same fresh interpreters, back to back, so a change to it shows beside the others.

Usage: python benchmarks/unique_import.py [--rounds 5]

Figures are medians over the rounds (fresh interpreters for the cold figures).
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

TEXT = "When I go to Reserve from your hand — Draw a card.\nAt Noon — I gain 1 boost."
COLD = f"""
import sys, time
t0 = time.perf_counter()
import engine
t1 = time.perf_counter()
from engine.uniques import cache
cache.use_directory(sys.argv[1] if sys.argv[1] != "-" else None)
engine.card_by_ref("ALT_CORE_B_AX_04_C").abilities  # the family, as a pool card costs
t2 = time.perf_counter()
c = engine.card_from_text("ALT_CORE_B_AX_04_U_1234", hand_cost=3, reserve_cost=2, forest=2,
                          mountain=3, water=1, text={TEXT!r})
t3 = time.perf_counter()
print(t1 - t0, t2 - t1, t3 - t2)
"""


def cold(rounds: int) -> dict[str, float]:
    """Medians (seconds) in fresh interpreters: `import engine`, the family's pool card,
    then the unique: its text never read ("new") and read in an earlier session ("kept").
    The two kinds of run alternate, back to back."""
    import tempfile

    got: dict[str, list[float]] = {"import engine": [], "family": [], "new": [], "kept": []}
    with tempfile.TemporaryDirectory() as kept:
        subprocess.run([sys.executable, "-c", COLD, kept], cwd=ROOT, check=True,
                       capture_output=True)  # the earlier session that read the text
        for _ in range(rounds):
            for kind, folder in (("new", "-"), ("kept", kept)):
                out = subprocess.run([sys.executable, "-c", COLD, folder], cwd=ROOT,
                                     capture_output=True, text=True, check=True)
                imp, fam, uni = map(float, out.stdout.split())
                got["import engine"].append(imp)
                got["family"].append(fam)
                got[kind].append(uni)
    return {k: statistics.median(v) for k, v in got.items()}


def warm(rounds: int) -> tuple[float, float]:
    from engine import Game, card_from_text, parse_decklist, starter_deck

    card_from_text("ALT_CORE_B_AX_04_U_1", hand_cost=3, reserve_cost=2, forest=2,
                   mountain=3, water=1, text=TEXT)
    one, deck = [], []
    base = starter_deck("axiom")
    lines = "\n".join([f"1 {base.hero}", *(f"1 {r}" for r in base.cards[:38])])
    for i in range(rounds):
        t0 = time.perf_counter()
        card_from_text(f"ALT_CORE_B_AX_05_U_{i}", hand_cost=3, reserve_cost=2, forest=2,
                       mountain=3, water=1, text=TEXT)
        one.append(time.perf_counter() - t0)
        text = (lines + f"\n1 ALT_CORE_B_AX_05_U_9{i}\n  Costs: 3/2\n  Statistics: 2/3/1\n"
                "  Text: " + TEXT.replace("\n", "\n    ") + "\n")
        t0 = time.perf_counter()
        d = parse_decklist(text)
        Game.new([d, starter_deck("bravos")], seed=i)
        deck.append(time.perf_counter() - t0)
    return statistics.median(one), statistics.median(deck)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--smoke", action="store_true", help="a tiny run, for CI: it runs, nothing is measured")
    a = ap.parse_args(argv)
    if a.smoke:
        a.rounds = 1
    c = cold(a.rounds)
    w, d = warm(a.rounds)
    print(f"fresh interpreter: import engine {c['import engine'] * 1000:.0f} ms; the "
          f"family's pool card {c['family'] * 1000:.0f} ms; then the unique:")
    print(f"  text never read (the grammar it needs loaded, and read): {c['new'] * 1000:.0f} ms")
    print(f"  text read in an earlier session (kept definition): {c['kept'] * 1000:.0f} ms "
          f"({c['new'] / max(c['kept'], 1e-9):.0f}x faster)")
    print(f"card_from_text, warm: {w * 1000:.1f} ms")
    print(f"decklist with a unique's block -> game set up, warm: {d * 1000:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
