"""Random games with decks built from the whole Core pool (or, with --decks mixed, from
the whole implemented pool, sets mixed), unchecked, against the starter decks in the
same run (the #11 speed goal: Core decks as fast as the starter decks, >= 100 games/s
unchecked; #12: the same for mixed-set decks).

    .venv/bin/python benchmarks/core_speed.py [--decks core|mixed] [--games 200] [--rounds 3]

Decks: legal constructed decks per faction from the implemented cards of the pool
(engine.gauntlet.build_deck, a fresh tally so every card is as likely), rotated over
the faction pairs. CPU time of this process, so other load on the machine counts less;
the figures are medians over the rounds, starter then pool decks back to back each round.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from anywhere

from engine.cards.registry import all_cards  # noqa: E402
from engine.decks import STARTER_NAMES, starter_deck  # noqa: E402
from engine.gauntlet import ALL, Tally, build_deck, pool  # noqa: E402
from engine.sim import play_one  # noqa: E402


def core_pairs(n: int, seed: int, card_set: str = "CORE") -> list[list]:
    cards = pool(card_set)
    factions = sorted({c.faction for c in cards if c.faction is not None}, key=lambda f: f.value)
    rng = random.Random(seed)
    tally = Tally()
    pairs = []
    for i in range(n):
        a, b = factions[i % 6], factions[(i // 6 + 1 + i) % 6]
        pairs.append([build_deck(a, cards, tally, rng), build_deck(b, cards, tally, rng)])
    return pairs


def starter_pairs(n: int) -> list[list]:
    decks = [starter_deck(x) for x in STARTER_NAMES]
    return [[decks[i % 6], decks[(i // 6 + 1 + i) % 6]] for i in range(n)]


def rate(pairs: list[list]) -> tuple[float, int]:
    t0 = time.process_time()
    decisions = 0
    for i, decks in enumerate(pairs):
        decisions += play_one(decks, i, False)["decisions"]
    return len(pairs) / (time.process_time() - t0), decisions


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--decks", choices=("core", "mixed"), default="core")
    ap.add_argument("--smoke", action="store_true", help="a tiny run, for CI: it runs, nothing is measured")
    a = ap.parse_args(argv)
    if a.smoke:
        a.games, a.rounds = 6, 1
    label = "Core" if a.decks == "core" else "mixed-set"
    core = core_pairs(a.games, 1, "CORE" if a.decks == "core" else ALL)
    starters = starter_pairs(a.games)
    all_cards()  # every definition built (parsed families are built on first use)
    rate(core[:6])  # warm the caches once
    rates: dict[str, list[float]] = {"starter": [], a.decks: []}
    for _ in range(a.rounds):
        for name, pairs in (("starter", starters), (a.decks, core)):
            r, dec = rate(pairs)
            rates[name].append(r)
            print(f"  {name:8} {r:7.1f} games/s  ({dec / len(pairs):.0f} decisions a game)")
    s, c = statistics.median(rates["starter"]), statistics.median(rates[a.decks])
    print(f"{sys.executable}\nstarter decks {s:.1f} games/s, {label} decks {c:.1f} games/s "
          f"(ratio {c / s:.2f}), {a.games} games a round, CPU time")
    return 0


if __name__ == "__main__":
    sys.exit(main())
