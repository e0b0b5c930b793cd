"""Import-to-playable time of a unique card: from its printed text to a definition a game
can deal (`engine.card_from_text`), first in a fresh interpreter (the grammar is loaded on
first use) and then warm, and from a decklist with a unique's block to a game set up.

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
import time
t0 = time.perf_counter()
from engine import card_from_text
c = card_from_text("ALT_CORE_B_AX_04_U_1234", hand_cost=3, reserve_cost=2, forest=2,
                   mountain=3, water=1, text={TEXT!r})
print(time.perf_counter() - t0)
"""


def cold(rounds: int) -> float:
    times = []
    for _ in range(rounds):
        out = subprocess.run([sys.executable, "-c", COLD], cwd=ROOT, capture_output=True,
                             text=True, check=True)
        times.append(float(out.stdout.strip()))
    return statistics.median(times)


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


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rounds", type=int, default=5)
    a = ap.parse_args()
    c = cold(a.rounds)
    w, d = warm(a.rounds)
    print(f"card_from_text, fresh interpreter (import engine + grammar + read): {c * 1000:.0f} ms")
    print(f"card_from_text, warm: {w * 1000:.1f} ms")
    print(f"decklist with a unique's block -> game set up, warm: {d * 1000:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
