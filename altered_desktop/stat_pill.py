"""A statistic's pill: the terrain told by its glyph's shape as well as by the pill's
colour (review round 9 #2: forest and water differed by colour alone, which a
colour-blind player cannot tell), and the number beside it.

Everything in a pill is opaque: the glyph is cream ink on the pill's own fill, with no
soft rim spilling over the picture, so the pill reads the same over any painting (the
floor test `test_the_name_and_statistics_read_the_same_over_any_painting`).  The glyphs
are the app's one set of terrain icons (`terrain_icons`), the same the track shows.

Shared by the tiles of the table (`card_tile`) and the full faces (`card_painter`).
"""

from __future__ import annotations

import attrs
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter

from altered_desktop import terrain_icons

#: the least height of a glyph's ink in a pill, in pixels (the floor: 12)
GLYPH_LEAST = 12.0
#: a glyph's width over its height
GLYPH_ASPECT = terrain_icons.ASPECT
#: the glyph's ink: cream, 3:1 or better on every pill's fill (whose white digits have 4.5:1)
GLYPH_INK = terrain_icons.INK


#: the smallest a glyph is drawn: only beside a two-digit value in the least tile's pill
GLYPH_SMALLEST = 8.0
#: the digits' narrower cut, used when the upright one leaves the glyph under its least
DIGITS_STRETCH = 84


@attrs.frozen
class PillParts:
    """Where a pill's parts go: the glyph's box, the digits' ink box and their font."""

    glyph: QRectF
    digits: QRectF
    font: QFont


def ink_box(font: QFont, digits: str) -> QRectF:
    """`digits`' ink in `font`, relative to the text's origin on its baseline."""
    return QFontMetricsF(font).tightBoundingRect(digits)


def pill_parts(box: QRectF, terrain: str, digits: str, font: QFont) -> PillParts:
    """The glyph and the digits side by side, centred in the pill as one group; the
    glyph as tall as the pill allows (`GLYPH_LEAST` at least), the digits in a narrower
    cut of their font before the glyph goes under it."""
    h = box.height()
    pad, gap = max(1.5, h * 0.08), max(1.5, h * 0.08)
    want = max(GLYPH_LEAST, min(h - 6, h * 0.66))
    aspect = GLYPH_ASPECT[terrain]
    for stretch in (100, DIGITS_STRETCH):
        f = QFont(font)
        f.setStretch(stretch)
        ink = ink_box(f, digits)
        gh = min(want, (box.width() - 2 * pad - gap - ink.width()) / aspect, h - 2)
        if gh >= GLYPH_LEAST:
            gw = gh * aspect
            left = box.center().x() - (gw + gap + ink.width()) / 2
            glyph = QRectF(left, box.center().y() - gh / 2, gw, gh)
            return PillParts(glyph, _ink_at(glyph.right() + gap, box, ink), f)
    # a two-digit value in a pill too narrow for it beside a glyph of the least size
    # (the least 1366 tile's, a rare boost past 9): the digits keep their 14 px and the
    # glyph takes what is left, down to `GLYPH_SMALLEST`; below that the digits stand
    # alone on the pill's colour (an empty glyph box)
    f = QFont(font)
    f.setStretch(DIGITS_STRETCH)
    ink = ink_box(f, digits)
    gh = min(want, (box.width() - 2 * pad - gap - ink.width()) / aspect)
    if gh < GLYPH_SMALLEST:
        return PillParts(QRectF(box.left() + pad, box.center().y(), 0, 0),
                         _ink_at(box.center().x() - ink.width() / 2, box, ink), f)
    gw = gh * aspect
    left = box.center().x() - (gw + gap + ink.width()) / 2
    glyph = QRectF(left, box.center().y() - gh / 2, gw, gh)
    return PillParts(glyph, _ink_at(glyph.right() + gap, box, ink), f)


def _ink_at(left: float, box: QRectF, ink: QRectF) -> QRectF:
    return QRectF(left, box.center().y() - ink.height() / 2, ink.width(), ink.height())


def paint_glyph(p: QPainter, rect: QRectF, terrain: str, ink: QColor = GLYPH_INK) -> None:
    """The terrain's icon in a pill (the app's one set: `terrain_icons`)."""
    terrain_icons.paint(p, rect, terrain, ink)


def paint_contents(p: QPainter, box: QRectF, terrain: str, digits: str,
                   font: QFont) -> PillParts:
    """A pill's glyph and digits (the pill's body is its caller's: tiles and faces
    shape it differently)."""
    parts = pill_parts(box, terrain, digits, font)
    paint_glyph(p, parts.glyph, terrain)
    p.setPen(QColor("white"))
    p.setFont(parts.font)
    ink = ink_box(parts.font, digits)
    p.drawText(QPointF(parts.digits.left() - ink.left(), parts.digits.top() - ink.top()),
               digits)
    return parts
