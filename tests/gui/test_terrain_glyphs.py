"""Terrain told by shape, not colour alone (issue #23, review round 9 #2): the glyph in
each statistic pill was some 6 px of faint white, so forest (green) and water (blue)
differed only by colour.  Measured on painted pixels: the glyph's ink is at least
`GLYPH_LEAST` tall, cream on the pill's own opaque fill (3:1 at least), the three
glyphs three different shapes, at the least Expedition tile of 1366 x 768 (97 x 84
with five cards), a roomier tile, a 1920 tile and a hand card's face; and whatever the
painting under the pill, the glyph and digits are the same pixels (an earlier glyph's
soft dark rim spilled over the picture and broke that)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from altered_desktop import card_painter, card_tile, stat_pill, theme

GLYPH_LEAST = 12
#: non-text graphics: 3:1 against what they stand on (WCAG 1.4.11)
GRAPHIC_CONTRAST = 3.0

CARD = {"name": "Ordis Recruit", "type": "character", "faction": "OR", "hand_cost": 2,
        "reserve_cost": 2, "stats": [3, 5, 7], "text": "", "zone": "expedition"}
#: every digit's ink, the widest ("0", "4") among them: each one must leave the glyph whole
WIDE = {**CARD, "stats": [0, 4, 8]}


def _lum(c: QColor) -> float:
    def ch(v: int) -> float:
        s = v / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4
    return 0.2126 * ch(c.red()) + 0.7152 * ch(c.green()) + 0.0722 * ch(c.blue())


def _ratio(a: QColor, b: QColor) -> float:
    la, lb = sorted((_lum(a), _lum(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def _glyph(img: QImage, area: QRectF) -> tuple[set[tuple[int, int]], QColor]:
    """The glyph's ink pixels in `area` (light: well above every pill), relative to the
    ink's top left corner, and its brightest pixel."""
    pts = [(x, y) for x in range(int(area.left()), int(area.right()) + 1)
           for y in range(max(0, int(area.top())), int(area.bottom()) + 1)
           if _lum(img.pixelColor(x, y)) > 0.4]
    if not pts:
        return set(), QColor("black")
    x0, y0 = min(x for x, _ in pts), min(y for _, y in pts)
    return {(x - x0, y - y0) for x, y in pts}, max(
        (img.pixelColor(x, y) for x, y in pts), key=_lum)


def _check(img: QImage, boxes: list[QRectF], stats: list[int], px: float) -> None:
    shapes = []
    for t, box, v in zip(theme.TERRAINS, boxes, stats, strict=True):
        parts = stat_pill.pill_parts(box, t, str(v), theme.font(px, bold=True))
        # nothing of the digits in the glyph's box (a pixel round it for its soft edge)
        assert not parts.glyph.adjusted(-1, -1, 1, 1).intersects(parts.digits), t
        ink, bright = _glyph(img, parts.glyph.adjusted(-1, -1, 1, 1))
        height = max(y for _, y in ink) + 1 if ink else 0
        assert height >= GLYPH_LEAST, (t, height, box)
        fill = img.pixelColor(int(box.right()) - 3, int(box.bottom()) - 4)
        assert _ratio(bright, fill) >= GRAPHIC_CONTRAST, (t, bright.name(), fill.name())
        shapes.append(ink)
    # three shapes, not one shape in three colours: each pair differs in most of its ink
    for i in range(3):
        for j in range(i + 1, 3):
            a, b = shapes[i], shapes[j]
            assert len(a & b) / len(a | b) < 0.6, (theme.TERRAINS[i], theme.TERRAINS[j])


def _tile(card: dict, size: tuple[float, float]) -> tuple[QImage, QRectF]:
    rect = QRectF(4, 30, *size)
    img = QImage(int(rect.right()) + 8, int(rect.bottom()) + 8, QImage.Format.Format_ARGB32)
    img.fill(QColor("#808080"))
    p = QPainter(img)
    card_tile.paint_tile(p, rect, card, QColor("#2a5d9f"))
    p.end()
    return img, rect


@pytest.mark.parametrize("card", [CARD, WIDE], ids=["narrow", "wide-digits"])
@pytest.mark.parametrize("size", [(97, 84), (119, 85), (189, 144)])
def test_a_tile_s_terrain_glyphs_are_big_and_distinct(qapp, size, card):
    img, rect = _tile(card, size)
    assert card_tile.digits_fit(rect, card["stats"])  # the digits stay whole, 14 px
    _check(img, card_tile.stat_boxes(rect), card["stats"], card_tile.stat_px(rect))


@pytest.mark.parametrize("size", [(97, 84), (119, 85)])
def test_the_glyph_sits_inside_its_pill_when_the_digits_are_single(qapp, size):
    """At 1366 a one-digit statistic keeps its glyph, `GLYPH_LEAST` tall at least,
    inside its pill: nothing of the pill covers the picture above it."""
    _img, rect = _tile(WIDE, size)
    px = card_tile.stat_px(rect)
    for t, box, v in zip(theme.TERRAINS, card_tile.stat_boxes(rect), WIDE["stats"],
                         strict=True):
        parts = stat_pill.pill_parts(box, t, str(v), theme.font(px, bold=True))
        assert box.contains(parts.glyph), (t, parts.glyph, box)
        assert box.contains(parts.digits), (t, parts.digits, box)
        assert not parts.glyph.intersects(parts.digits), (t, parts.glyph, parts.digits)
        assert parts.glyph.height() >= GLYPH_LEAST


def test_a_face_s_terrain_glyphs_are_big_and_distinct(qapp):
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
                 for i in range(3)], CARD["stats"], card_painter.stat_digits_px(row))


@pytest.mark.parametrize("stats", [[3, 5, 7], [10, 12, 11]], ids=["one-digit", "two-digit"])
def test_a_pill_reads_the_same_over_any_picture(qapp, stats):
    """The glyph and the digits are opaque on their pill, a two-digit value's on the
    least tile too: painted over two very different pictures, every pixel of them is
    the same."""
    card = {**CARD, "stats": stats}
    rect = QRectF(4, 30, 97, 84)
    shots = []
    for under in (QColor(20, 200, 40), QColor(120, 20, 160)):
        img = QImage(110, 124, QImage.Format.Format_ARGB32)
        img.fill(under)
        p = QPainter(img)
        card_tile._paint_stats(p, rect, card)
        p.end()
        shots.append(img)
    px = card_tile.stat_px(rect)
    checked = 0
    for t, box, v in zip(theme.TERRAINS, card_tile.stat_boxes(rect), stats, strict=True):
        parts = stat_pill.pill_parts(box, t, str(v), theme.font(px, bold=True))
        # even "10" on the least tile: its digits whole in the pill, a glyph beside
        # them where one of `GLYPH_SMALLEST` fits (the forest's "10" has none)
        assert box.contains(parts.digits), (t, v)
        if not parts.glyph.isEmpty():
            assert box.contains(parts.glyph) and parts.glyph.right() <= parts.digits.left()
            assert parts.glyph.height() >= stat_pill.GLYPH_SMALLEST
        for r in (parts.glyph, parts.digits):
            for x in range(int(r.left()), int(r.right())):
                for y in range(int(r.top()), int(r.bottom())):
                    checked += 1
                    assert shots[0].pixelColor(x, y) == shots[1].pixelColor(x, y), (t, x, y)
    assert checked > 400
