"""The game's one set of terrain icons: a pine for forest, two peaks for mountain, three
waves for water.

Every place that shows a terrain (a card's statistic pills, the region tiles of the
Adventure, each Expedition's totals, the Dusk verdicts, the end screen, the deck
builder's columns) draws it through `paint`, so a player learns one picture per terrain
(review round 13 #9: the pills drew a pine, peaks and a flat double wave that read as an
open book, while the track drew the icon set's mountains in a ring and a fanned wave).

The icons are vector silhouettes, not pictures from the vendored icon set: at 12-14 px
a filled pine, two peaks and three waves stay three different shapes, where the set's
mountains (a ring) and wave (thin strokes) blur into one another.  They are opaque ink
with no soft rim, so an icon reads the same over any painting.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform

from altered_desktop import theme

#: an icon's width over its height
ASPECT = {"forest": 0.8, "mountain": 0.98, "water": 0.98}
#: the icons' ink on a pill or chip: cream, 3:1 or better on every terrain's fill
INK = QColor("#fff3d6")
#: the ink of a terrain that does not count (a region lacks it): dim on the grey chip
INK_DIM = QColor("#b8ad9c")
#: the fill of a chip whose terrain does not count
FILL_DIM = QColor("#4a4640")


def _unit_path(terrain: str) -> QPainterPath:
    """The icon in a unit box (x 0..1 across its width, y 0..1 down its height)."""
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
    else:  # water: three rounded waves, one above another (the map sign for water)
        thick = 0.24
        gap = (1 - 3 * thick) / 2
        for i in range(3):
            _wave(path, i * (thick + gap), thick)
    return path


def _wave(path: QPainterPath, y: float, thick: float) -> None:
    """A wave band across the unit box from `y` down, `thick` deep: a swell of one and a
    half round crests (a flat-topped crest is what made the old double wave a book)."""
    swell = 0.1
    crest = [QPointF(0.0, y + swell), QPointF(0.17, y), QPointF(0.33, y + swell),
             QPointF(0.5, y + 2 * swell), QPointF(0.67, y + swell), QPointF(0.83, y),
             QPointF(1.0, y + swell)]
    path.moveTo(crest[0])
    for a, b in zip(crest[1::2], crest[2::2], strict=True):
        path.quadTo(a, b)
    path.lineTo(crest[-1] + QPointF(0, thick))
    for a, b in zip(reversed(crest[1:-1:2]), reversed(crest[:-2:2]), strict=True):
        path.quadTo(a + QPointF(0, thick), b + QPointF(0, thick))
    path.closeSubpath()


def _filling(path: QPainterPath) -> QPainterPath:
    """`path` stretched to fill the unit box exactly (its ink's top on the box's top)."""
    b = path.boundingRect()
    return QTransform(1 / b.width(), 0, 0, 1 / b.height(), -b.left() / b.width(),
                      -b.top() / b.height()).map(path)


_UNIT = {t: _filling(_unit_path(t)) for t in ASPECT}


def icon_path(terrain: str, rect: QRectF) -> QPainterPath:
    """Terrain `terrain`'s icon in `rect` (its height the rectangle's; centred across)."""
    h = rect.height()
    w = h * ASPECT[terrain]
    return QTransform(w, 0, 0, h, rect.center().x() - w / 2, rect.top()).map(_UNIT[terrain])


def on_device_rows(p: QPainter, rect: QRectF) -> QRectF:
    """`rect` with its top and foot moved to whole device pixels (of the painter's
    device, which a kept face is blitted from whole: the same rows either way), so
    that a 12 px icon keeps all of its 12 rows of ink, none of them half lit."""
    t = p.deviceTransform()
    if not t.isInvertible() or t.isRotating():
        return rect
    inv, _ok = t.inverted()
    top, bottom = t.map(rect.topLeft()), t.map(rect.bottomLeft())
    a = inv.map(QPointF(top.x(), round(top.y())))
    b = inv.map(QPointF(bottom.x(), round(bottom.y())))
    return QRectF(rect.left(), a.y(), rect.width(), max(1.0, b.y() - a.y()))


def paint(p: QPainter, rect: QRectF, terrain: str, ink: QColor = INK) -> None:
    """Terrain `terrain`'s icon, as tall as `rect` (fitted across when the rectangle is
    narrower than the icon), in `ink`: THE one way the app draws a terrain."""
    if rect.isEmpty():
        return
    if rect.width() < rect.height() * ASPECT[terrain]:  # too narrow: shrink to fit
        h = rect.width() / ASPECT[terrain]
        rect = QRectF(rect.left(), rect.center().y() - h / 2, rect.width(), h)
    rect = on_device_rows(p, rect)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(ink)
    p.drawPath(icon_path(terrain, rect))
    p.restore()


def paint_chip(p: QPainter, chip: QRectF, terrain: str, *, counts: bool = True,
               radius: float = 0.25, edge: float = 1.2, pad: float = 0.18) -> None:
    """A terrain's icon on a rounded square of its colour (grey, the icon dim, when it
    does not count): how the track, the Expedition totals and the Dusk verdicts show a
    terrain beside a number; `pad`, the square's margin around the icon over its side
    (`glyph_box`)."""
    side = min(chip.width(), chip.height())
    fill = QColor(theme.TERRAIN_COLOURS[terrain]) if counts else FILL_DIM
    p.setPen(QPen(fill.darker(150), edge) if edge else Qt.PenStyle.NoPen)
    p.setBrush(fill)
    p.drawRoundedRect(chip, side * radius, side * radius)
    paint(p, glyph_box(chip, pad), terrain, INK if counts else INK_DIM)


def glyph_box(chip: QRectF, pad: float = 0.18) -> QRectF:
    """Where a terrain chip in `chip` draws its icon (`paint_chip`)."""
    side = min(chip.width(), chip.height())
    pad_x, pad_y = side * pad, side * (pad - 0.01)
    return chip.adjusted(pad_x, pad_y, -pad_x, -pad_y)

