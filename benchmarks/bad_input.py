"""How long reading and checking bad input takes (issue #10): decklist pastes as the
Import dialog checks them (read + validate_constructed), and damaged records as the
start-up reads them.  Each figure is the best of --repeat runs, in milliseconds.

Usage: python benchmarks/bad_input.py [--repeat 5] [--limit-ms 100]

Exits 1 if any decklist check takes longer than --limit-ms (the issue asks for under
100 ms for any paste), so it can guard a release.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from anywhere

from engine.decks import DeckError, parse_decklist, starter_deck, validate_constructed
from engine.record import RecordError, read_record

HERO, CARD = "ALT_CORE_B_AX_01_C", "ALT_CORE_B_AX_04_C"

PASTES: dict[str, str] = {
    "starter deck": starter_deck("axiom").to_text(),
    "count 10^6": f"1 {HERO}\n{10**6} {CARD}\n",
    "count 10^7": f"1 {HERO}\n{10**7} {CARD}\n",
    "count 10^9": f"1 {HERO}\n{10**9} {CARD}\n",
    "count of 19 digits": f"1 {HERO}\n{10**19} {CARD}\n",
    "900 good lines": f"1 {HERO}\n" + f"1 {CARD}\n" * 400 + "".join(f"1 ALT_CORE_B_AX_{i:02}_C\n" for i in range(2, 30)) * 17,
    "100k good lines": f"1 {HERO}\n" + f"3 {CARD}\n" * 100_000,
    "100k bad lines": "".join(f"3 ALT_NOPE_{i}\n" for i in range(100_000)),
    "999 near-miss names": "".join(f"1 Kelon Elementl {i}\n" for i in range(999)),
    "5 MB unknown reference": f"1 ALT_{'X' * 5_000_000}\n",
}


def check(text: str) -> None:
    """What the Import dialog does with a paste (deck_picker.check_decklist_notes)."""
    try:
        deck = parse_decklist(text)
    except DeckError:
        return
    validate_constructed(deck)


def best_ms(fn: Callable[[], object], repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best * 1000


def records(folder: Path) -> dict[str, Path]:
    out = {
        "nested 1,000 deep": "[" * 1000 + "]" * 1000,
        "number of 5,000 digits": '{"seed": ' + "9" * 5000 + "}",
        "5 MB unknown reference": '{"decks": ["ALT_' + "X" * 5_000_000 + '"]}',
        "19 MB of spaces": " " * 19_000_000,
    }
    paths = {}
    for name, text in out.items():
        p = folder / (name.replace(" ", "-").replace(",", "") + ".json")
        p.write_text(text)
        paths[name] = p
    return paths


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--limit-ms", type=float, default=100.0)
    ap.add_argument("--smoke", action="store_true", help="a tiny run, for CI: it runs, nothing is measured")
    args = ap.parse_args(argv)
    if args.smoke:
        args.repeat = 1
    slow = 0
    print(f"{'decklist paste':28} {'ms':>8}")
    for name, text in PASTES.items():
        ms = best_ms(lambda text=text: check(text), args.repeat)
        slow += ms > args.limit_ms
        print(f"{name:28} {ms:8.2f}{'  SLOW' if ms > args.limit_ms else ''}")
    print(f"\n{'damaged record':28} {'ms':>8}")
    with tempfile.TemporaryDirectory() as tmp:
        for name, path in records(Path(tmp)).items():
            def load(path: Path = path) -> None:
                try:
                    read_record(path)
                except RecordError:
                    pass
            print(f"{name:28} {best_ms(load, args.repeat):8.2f}")
    return 1 if slow and not args.smoke else 0


if __name__ == "__main__":
    sys.exit(main())
