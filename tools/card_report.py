"""What the parser reads of a set, faction by faction: for developers at work on the grammar.

    python tools/card_report.py [--set CORE] [--faction AX] [--unread] [--differs]

Lists each family (cards with the same printed text) that the grammar does not read,
with the clause that failed, and each read card whose rendered text differs from the
printed one after the round-trip normalisation (engine/cardtext/roundtrip.py).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.cardtext.grammar import NotUnderstood  # noqa: E402
from engine.cardtext.markup import UnknownTag  # noqa: E402
from engine.cardtext.read import read_card  # noqa: E402
from engine.cardtext.roundtrip import plain, printed_form  # noqa: E402

CARDS = ROOT.parent / "shared" / "reference" / "cards.json"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--set", default="CORE")
    ap.add_argument("--faction", default=None, help="AX, BR, LY, MU, OR, YZ, NE")
    ap.add_argument("--unread", action="store_true", help="only what the grammar cannot read")
    ap.add_argument("--differs", action="store_true", help="only round-trip differences")
    a = ap.parse_args(argv)
    cards = [c for c in json.loads(CARDS.read_text(encoding="utf-8"))["cards"]
             if c["ref"].split("_")[1] == a.set
             and (a.faction is None or c["ref"].split("_")[3] == a.faction)]
    seen: set[tuple] = set()
    read = unread = same = 0
    for c in cards:
        key = (c.get("text_markup"), c.get("support_markup"), c["type"])
        try:
            abilities = read_card(c)
        except (NotUnderstood, UnknownTag) as e:
            unread += 1
            if key not in seen and not a.differs:
                print(f"UNREAD  {c['ref']:<22} {c['name']}\n        {e}")
            seen.add(key)
            continue
        read += 1
        rendered = plain("\n".join(ab.text() for ab in abilities))
        printed = plain(" ".join(printed_form(m) for m in key[:2] if m))
        if rendered == printed:
            same += 1
        elif key not in seen and not a.unread:
            print(f"DIFFERS {c['ref']:<22} {c['name']}\n   ours {rendered}\n   card {printed}")
        seen.add(key)
    print(f"{a.set} {a.faction or 'all factions'}: {read} read ({same} round-trip identical), "
          f"{unread} not read, of {len(cards)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
