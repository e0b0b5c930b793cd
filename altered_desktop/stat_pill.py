"""A statistic's pill: the terrain told by its glyph's shape as well as by the pill's
colour (review round 9 #2: forest and water differed by colour alone, which a
colour-blind player cannot tell), and the number beside it.

Everything in a pill is opaque: the glyph is cream ink on the pill's own fill, with no
soft rim spilling over the picture, so the pill reads the same over any painting (the
floor test `test_the_name_and_statistics_read_the_same_over_any_painting`).  The glyphs
are drawn as vector silhouettes rather than taken from the icon set: at 12-14 px a
filled pine, two peaks and two waves stay three different shapes, where the set's
mountains (a ring) and wave (thin strokes) blur into one another.

Shared by the tiles of the table (`card_tile`) and the full faces (`card_painter`).
"""

from __future__ import annotations

import attrs
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QTransform

#: the least height of a glyph's ink in a pill, in pixels (the floor: 12)
GLYPH_LEAST = 12.0
#: a glyph's width over its height
GLYPH_ASPECT = {"forest": 0.8, "mountain": 0.98, "water": 0.98}
#: the glyph's ink: cream, 3:1 or better on every pill's fill (whose white digits have 4.5:1)
GLYPH_INK = QColor("#fff3d6")


def _unit_path(terrain: str) -> QPainterPath:
    """The glyph in a unit box (x 0..1 across its width, y 0..1 down its height)."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    if terrain == "forest":  # a pine: three tiers on a trunk
        for top, foot, half in ((0.0, 0.4, 0.3), (0.2, 0.64, 0.4), (0.42, 0.86, 0.5)):
            path.moveTo(0.46, top)
            path.lineTo(0.54, top)
            path.lineTo(0.5 + half, foot)
            path.lineTo(0.5 - half, foot)
            path.closeSubpath()
        path.addRect(QRectF(0.39, 0.8, 0.22, 0.2))
    elif terrain == "mountain":  # two peaks on one foot, the taller with a snow line
        path.moveTo(0.0, 1.0)
        path.lineTo(0.36, 0.0)
        path.lineTo(0.44, 0.0)
        path.lineTo(0.6, 0.46)
        path.lineTo(0.72, 0.28)
        path.lineTo(0.78, 0.28)
        path.lineTo(1.0, 1.0)
        path.closeSubpath()
        snow = QPainterPath()
        snow.moveTo(0.2, 0.5)
        snow.lineTo(0.3, 0.42)
        snow.lineTo(0.4, 0.52)
        snow.lineTo(0.5, 0.42)
        snow.lineTo(0.56, 0.5)
        snow.lineTo(0.56, 0.58)
        snow.lineTo(0.5, 0.52)
        snow.lineTo(0.4, 0.62)
        snow.lineTo(0.3, 0.52)
        snow.lineTo(0.2, 0.6)
        snow.closeSubpath()
        path = path.subtracted(snow)
    else:  # water: two waves, one above the other
        for y in (0.08, 0.56):
            _wave(path, y, 0.36)
    return path


def _wave(path: QPainterPath, y: float, thick: float) -> None:
    """A wave band across the unit box: two broad crests at `y` (flat enough to fill the
    glyph's top row), `thick` deep."""
    d = 0.14  # the swell, from crest to trough
    for edge in (0.0, thick):
        pts = [(0.0, y + d), (0.08, y), (0.34, y), (0.5, y + d), (0.58, y),
               (0.84, y), (1.0, y + d)]
        if edge:
            pts = [(x, py + edge) for x, py in reversed(pts)]
            path.lineTo(*pts[0])
        else:
            path.moveTo(*pts[0])
        for k in range(1, len(pts) - 1, 3):
            path.cubicTo(*pts[k], *pts[k + 1], *pts[k + 2])
    path.closeSubpath()


def _filling(path: QPainterPath) -> QPainterPath:
    """`path` stretched to fill the unit box exactly (its ink's top on the box's top)."""
    b = path.boundingRect()
    return QTransform(1 / b.width(), 0, 0, 1 / b.height(), -b.left() / b.width(),
                      -b.top() / b.height()).map(path)


_UNIT = {t: _filling(_unit_path(t)) for t in GLYPH_ASPECT}


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


def glyph_path(terrain: str, rect: QRectF) -> QPainterPath:
    """Terrain `terrain`'s glyph in `rect` (its height the rectangle's; centred across)."""
    h = rect.height()
    w = h * GLYPH_ASPECT[terrain]
    return QTransform(w, 0, 0, h, rect.center().x() - w / 2, rect.top()).map(_UNIT[terrain])


def on_device_rows(p: QPainter, rect: QRectF) -> QRectF:
    """`rect` with its top and foot moved to whole device pixels (of the painter's
    device, which a kept face is blitted from whole: the same rows either way), so
    that a 12 px glyph keeps all of its 12 rows of ink, none of them half lit."""
    t = p.deviceTransform()
    if not t.isInvertible() or t.isRotating():
        return rect
    inv, _ok = t.inverted()
    top, bottom = t.map(rect.topLeft()), t.map(rect.bottomLeft())
    a = inv.map(QPointF(top.x(), round(top.y())))
    b = inv.map(QPointF(bottom.x(), round(bottom.y())))
    return QRectF(rect.left(), a.y(), rect.width(), max(1.0, b.y() - a.y()))


def paint_glyph(p: QPainter, rect: QRectF, terrain: str, ink: QColor = GLYPH_INK) -> None:
    if rect.isEmpty():
        return
    rect = on_device_rows(p, rect)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(ink)
    p.drawPath(glyph_path(terrain, rect))
    p.restore()


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
