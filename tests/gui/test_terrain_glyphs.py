"""Terrain told by shape, not colour alone (issue #23, review round 9 #2): the glyph in
each statistic pill was some 6 px of faint white, so forest (green) and water (blue)
differed only by colour.  Measured on painted pixels: the glyph's ink is at least
`GLYPH_LEAST` tall, cream on a dark edge, at the least Expedition tile of 1366 x 768
(97 x 84 with five cards, review r9 #3), a roomier tile, and a hand card's face."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from altered_desktop import card_painter, card_tile, theme

GLYPH_LEAST = 12
#: non-text graphics: 3:1 against what they stand on (WCAG 1.4.11)
GRAPHIC_CONTRAST = 3.0

CARD = {"name": "Ordis Recruit", "type": "character", "faction": "OR", "hand_cost": 2,
        "reserve_cost": 2, "stats": [3, 5, 7], "text": "", "zone": "expedition"}


def _lum(c: QColor) -> float:
    def ch(v: int) -> float:
        s = v / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4
    return 0.2126 * ch(c.red()) + 0.7152 * ch(c.green()) + 0.0722 * ch(c.blue())


def _ratio(a: QColor, b: QColor) -> float:
    la, lb = sorted((_lum(a), _lum(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def _glyph_ink(img: QImage, box: QRectF) -> tuple[int, QColor, int]:
    """The glyph's height left of the digits (and over the pill's top corner): its
    silhouette, the light ink and the dark rim around it, which is what the eye reads
    as its shape; its brightest pixel; how many dark edge pixels ring it."""
    rows, bright, dark = [], QColor("black"), 0
    for x in range(int(box.left()) - 3, int(box.left() + min(15, box.width() * 0.45))):
        for y in range(max(0, int(box.top()) - 12), int(box.bottom())):
            c = img.pixelColor(x, y)
            if _lum(c) > 0.4:  # light ink, well above every pill (< 0.2)
                rows.append(y)
                if _lum(c) > _lum(bright):
                    bright = c
            elif _lum(c) < 0.02:  # its rim, far below every pill
                rows.append(y)
                dark += 1
    return (max(rows) - min(rows) + 1 if rows else 0), bright, dark


def _check(img: QImage, boxes: list[QRectF]) -> None:
    for t, box in zip(theme.TERRAINS, boxes, strict=True):
        height, bright, dark = _glyph_ink(img, box)
        fill = img.pixelColor(int(box.center().x()), int(box.bottom()) - 3)
        assert height >= GLYPH_LEAST, (t, height, box)
        assert _ratio(bright, fill) >= GRAPHIC_CONTRAST, (t, bright.name(), fill.name())
        assert dark >= 10, (t, dark)  # a dark edge rings the cream ink


@pytest.mark.parametrize("size", [(97, 84), (119, 85), (189, 144)])
def test_a_tile_s_terrain_glyphs_are_big_and_ringed(qapp, size):
    rect = QRectF(4, 16, *size)
    img = QImage(int(rect.right()) + 8, int(rect.bottom()) + 8, QImage.Format.Format_ARGB32)
    img.fill(QColor("#808080"))
    p = QPainter(img)
    card_tile.paint_tile(p, rect, CARD, QColor("#2a5d9f"))
    p.end()
    assert card_tile.digits_fit(rect, CARD["stats"])  # the digits stay whole, 14 px
    _check(img, card_tile.stat_boxes(rect))


def test_a_face_s_terrain_glyphs_are_big_and_ringed(qapp):
    rect = QRectF(0, 0, 140, 200)  # a hand card at 1366 x 768
    row = card_painter.face_layout(rect, CARD).stats
    img = QImage(150, 210, QImage.Format.Format_ARGB32)
    img.fill(QColor("#808080"))
    p = QPainter(img)
    card_painter.paint_stat_pills(p, row, CARD["stats"], CARD["stats"])
    p.end()
    gap = max(2.0, row.width() * 0.03)
    pw = (row.width() - 2 * gap) / 3
    _check(img, [QRectF(row.left() + i * (pw + gap), row.top(), pw, row.height())
                 for i in range(3)])
