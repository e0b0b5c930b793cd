"""A contact sheet of card paintings, to look at the art as a player does.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/art_sheet.py OUT.png [--faction OR]

Paints a row of cards per faction (the first cards of each faction in the shipped pool,
or `--names "A;B;C"`), each (`--mode`) as an Expedition tile of the 1366 table, a full
face of the hand's size, a zoomed face or a bare painting, side by side on the felt.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", type=Path)
    ap.add_argument("--faction", default="")
    ap.add_argument("--names", default="")
    ap.add_argument("--per", type=int, default=6, help="cards per faction")
    ap.add_argument("--mode", default="tile", choices=("tile", "face", "zoom", "scene"))
    ap.add_argument("--rarity", default="", help="only cards of this rarity (common ...)")
    ap.add_argument("--cols", type=int, default=0, help="wrap rows after this many cards")
    ap.add_argument("--size", default="", help="a tile's size WxH (default: the mode's)")
    ap.add_argument("--zoom", type=float, default=1.0, help="device pixel ratio of the sheet")
    args = ap.parse_args(argv)
    import altered_desktop  # noqa: F401  (the PySide6 workaround first)
    from altered_desktop import card_painter, card_scene, table_paint

    _app = QApplication.instance() or QApplication([])
    from altered_desktop.card_browser_model import card_face
    from engine.cards.registry import shipped_cards

    cards = [card_face(c) for c in shipped_cards()]
    if args.names:
        wanted = args.names.split(";")
        found = [next(c for c in cards if c["name"] == n) for n in wanted
                 if any(c["name"] == n for c in cards)]
        rows = [found[i:i + args.per] for i in range(0, len(found), args.per)]
    else:
        rows = []
        for f in (args.faction.split(",") if args.faction else
                  ["AX", "BR", "LY", "MU", "OR", "YZ"]):
            seen: list[dict] = []  # type: ignore[type-arg]
            for c in cards:
                if c.get("faction") == f and c["name"] not in {s["name"] for s in seen} \
                        and c.get("type") in ("character", "spell", "permanent", "hero") \
                        and (not args.rarity or c.get("rarity") == args.rarity):
                    seen.append(c)
                if len(seen) >= args.per:
                    break
            rows.append(seen)
    size = {"tile": (134, 100), "face": (150, 210), "zoom": (300, 420),
            "scene": (240, 150)}[args.mode]
    if args.size:
        size = tuple(int(v) for v in args.size.lower().split("x"))  # type: ignore[assignment]
    if args.cols:
        rows = [r[i:i + args.cols] for r in rows for i in range(0, len(r), args.cols)]
    gap = 10
    cols = max(len(r) for r in rows)
    img = QImage(round((cols * (size[0] + gap) + gap) * args.zoom),
                 round((len(rows) * (size[1] + gap) + gap) * args.zoom),
                 QImage.Format.Format_ARGB32)
    img.setDevicePixelRatio(args.zoom)
    img.fill(QColor("black"))
    p = QPainter(img)
    table_paint.draw_felt(p, QRectF(0, 0, img.width() / args.zoom,
                                    img.height() / args.zoom), 0)
    for j, row in enumerate(rows):
        for i, card in enumerate(row):
            r = QRectF(gap + i * (size[0] + gap), gap + j * (size[1] + gap), *size)
            if args.mode == "scene":
                card_scene.paint_scene(p, r, card, focus=r.adjusted(20, 6, -20, -6),
                                       radius=4)
            else:
                card_painter.paint_card(p, r, card, allow_turn=False,
                                        tile=args.mode == "tile")
    p.end()
    img.save(str(args.out))
    print("wrote", args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
