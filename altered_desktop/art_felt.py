"""The table's cloth and the side column's rail, painted as materials.

Review round 10: "the dark-green felt is flat, and a brown sidebar".  A playmat under a
lamp has depth: its fibres catch the light, the lamp lights the middle and the corners
fall into shade, a pressed emblem sits in the cloth.  (A stitched hem ran round it
once: one more rectangle round every card on the table, telling nothing; review r20,
"the table is boxes inside boxes".)  The
rail is smoked wood, a deep green-grey of the felt's family (review r18: walnut brown
beside the green was "a slightly uneasy pairing"), with its grain, lit along its edge.

Everything here is deterministic (fixed seeds: the same table every run) and is painted
once per window size (`table_paint.Felt` caches the result as a pixmap), so its cost is
paid on a resize, never on a repaint.

Text is checked against `theme.FELT_LIGHT`, the lightest ground it sits on: the felt is
never lighter than that (its light pool peaks just under it, its fibres only darken).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)

from altered_desktop import theme
from altered_desktop.art_backdrop import rnd

#: the weave's tile (px): small enough to build at start, big enough not to repeat
#: visibly on a 4K table
WEAVE_TILE = 128
_weave: list[QImage] = []


def weave() -> QImage:
    """A tile of felt fibres: a fine twill of darker threads and short fibres lying
    every way, in black of low alpha (it only darkens what it lies on)."""
    if _weave:
        return _weave[0]
    n = WEAVE_TILE
    img = QImage(n, n, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    q = QPainter(img)
    q.setRenderHint(QPainter.RenderHint.Antialiasing)
    # the twill: diagonal threads, every other one a touch darker (wrapping the tile)
    for k in range(-n, n, 4):
        a = 14 if (k // 4) % 2 else 8
        q.setPen(QPen(QColor(0, 0, 0, a), 1.2))
        q.drawLine(QPointF(k, 0), QPointF(k + n, n))
    # fibres: short curved strokes, drawn also shifted by the tile so they wrap
    for i in range(900):
        x, y = rnd(17, i) * n, rnd(17, 2000 + i) * n
        ang = rnd(17, 4000 + i) * math.tau
        ln = 2.0 + 5.0 * rnd(17, 6000 + i)
        col = QColor(0, 0, 0, 10 + int(26 * rnd(17, 9000 + i)))
        q.setPen(QPen(col, 0.7))
        for dx in (-n, 0, n):
            for dy in (-n, 0, n):
                q.drawLine(QPointF(x + dx, y + dy),
                           QPointF(x + dx + ln * math.cos(ang), y + dy + ln * math.sin(ang)))
    q.end()
    _weave.append(img)
    return img


def paint_felt(p: QPainter, r: QRectF) -> None:
    """The playmat filling `r`: lit from above its middle, its corners in shade, its
    weave and a pressed compass rose in its middle; its edges fall into shade, with
    no hem drawn round it (review r20: "boxes inside boxes")."""
    if r.width() < 2 or r.height() < 2:
        return
    p.save()
    c = r.center()
    reach = math.hypot(r.width(), r.height()) * 0.55
    g = QRadialGradient(QPointF(c.x(), c.y() - r.height() * 0.05), reach)
    g.setColorAt(0, theme.FELT_LIGHT.darker(103))
    g.setColorAt(0.45, theme.FELT)
    g.setColorAt(0.8, _mix(theme.FELT, theme.FELT_DARK, 0.6))
    g.setColorAt(1, theme.FELT_DARK.darker(125))
    p.fillRect(r, QBrush(g))
    p.fillRect(r, QBrush(weave()))
    _mottle(p, r)
    _pressed_rose(p, c, min(r.width(), r.height()) * 0.42)
    # the corners' shade, on top of all: a lamp's vignette
    vg = QRadialGradient(c, reach * 1.05)
    vg.setColorAt(0.6, QColor(0, 0, 0, 0))
    vg.setColorAt(1, QColor(0, 0, 0, 90))
    p.fillRect(r, QBrush(vg))
    p.restore()


#: how many soft shades lie in the cloth (its nap brushed different ways), and how dark
#: the darkest is (alpha of black at its heart)
MOTTLES, MOTTLE_ALPHA = 18, 48


def _mottle(p: QPainter, r: QRectF) -> None:
    """The cloth's nap brushed different ways: big soft shades over it, each a little
    darker at its heart (never lighter: text is checked on the felt's lit centre),
    so the felt is a material with a surface rather than one flat green."""
    p.setPen(Qt.PenStyle.NoPen)
    span = max(r.width(), r.height())
    for i in range(MOTTLES):
        cx = r.left() + r.width() * rnd(41, i)
        cy = r.top() + r.height() * rnd(41, 100 + i)
        rad = span * (0.08 + 0.14 * rnd(41, 200 + i))
        g = QRadialGradient(QPointF(cx, cy), rad)
        g.setColorAt(0, QColor(0, 0, 0, int(MOTTLE_ALPHA * (0.5 + 0.5 * rnd(41, 300 + i)))))
        g.setColorAt(1, QColor(0, 0, 0, 0))
        p.setBrush(g)
        p.drawEllipse(QPointF(cx, cy), rad, rad)  # (the shade fades out at its rim)


def _mix(a: QColor, b: QColor, t: float) -> QColor:
    return QColor(round(a.red() + (b.red() - a.red()) * t),
                  round(a.green() + (b.green() - a.green()) * t),
                  round(a.blue() + (b.blue() - a.blue()) * t))


def _pressed_rose(p: QPainter, c: QPointF, rad: float) -> None:
    """A compass rose (the card backs' emblem) pressed into the cloth: darker where it
    sinks, a faint lit edge on its lower side (never lighter than the felt's middle)."""
    if rad < 40:
        return
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    for i in range(8):
        a = math.tau * i / 8 - math.pi / 2
        long = rad if i % 2 == 0 else rad * 0.55
        w = rad * (0.12 if i % 2 == 0 else 0.09)
        tip = QPointF(c.x() + long * math.cos(a), c.y() + long * math.sin(a))
        l1 = QPointF(c.x() + w * math.cos(a - math.pi / 2), c.y() + w * math.sin(a - math.pi / 2))
        l2 = QPointF(c.x() + w * math.cos(a + math.pi / 2), c.y() + w * math.sin(a + math.pi / 2))
        path.moveTo(l1)
        path.lineTo(tip)
        path.lineTo(l2)
        path.closeSubpath()
    ring = QPainterPath()
    ring.addEllipse(c, rad * 0.72, rad * 0.72)
    inner = QPainterPath()
    inner.addEllipse(c, rad * 0.68, rad * 0.68)
    band = ring.subtracted(inner)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 22))
    p.drawPath(path.united(band))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(QColor(0, 0, 0, 30), 1.0))
    p.drawPath(path.united(band))


def paint_rail(p: QPainter, r: QRectF) -> None:
    """The side column's rail: smoked wood (`theme.WOOD`), its grain running down, a
    lit bevel where it meets the cloth and a shade along it."""
    if r.width() < 2:
        return
    p.save()
    p.setClipRect(r)
    base = QLinearGradient(r.topLeft(), r.topRight())
    dark, mid = theme.WOOD.darker(150), theme.WOOD.darker(118)
    base.setColorAt(0, dark)
    base.setColorAt(0.05, mid)
    base.setColorAt(0.6, theme.WOOD.darker(125))
    base.setColorAt(1, dark)
    p.fillRect(r, QBrush(base))
    # the grain: long wavy lines down the rail, some darker, some a touch lighter
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    lines = int(r.width() / 3) + 4
    for i in range(lines):
        x0 = r.left() + r.width() * (i + rnd(29, i)) / lines
        amp = 2.0 + 6.0 * rnd(29, 100 + i)
        period = 120 + 260 * rnd(29, 200 + i)
        phase = rnd(29, 300 + i) * math.tau
        path = QPainterPath(QPointF(x0, r.top()))
        y = r.top()
        while y < r.bottom():
            y += 24
            path.lineTo(x0 + amp * math.sin(y / period * math.tau + phase), y)
        lighter = rnd(29, 400 + i) < 0.3
        col = QColor(210, 160, 110, 16) if lighter else QColor(0, 0, 0,
                                                              24 + int(30 * rnd(29, 500 + i)))
        p.setPen(QPen(col, 0.8 + 1.6 * rnd(29, 600 + i)))
        p.drawPath(path)
    # knots, a few, as dark ellipses with rings round them
    for k in range(max(1, int(r.height() / 400))):
        kx = r.left() + r.width() * (0.2 + 0.6 * rnd(31, k))
        ky = r.top() + r.height() * rnd(31, 50 + k)
        for ring in range(3):
            p.setPen(QPen(QColor(0, 0, 0, 40 - 10 * ring), 1.0))
            p.drawEllipse(QPointF(kx, ky), 4 + ring * 4, 10 + ring * 8)
    # the bevel at the cloth's side: a lit edge, then a shade cast on the wood
    p.setPen(QPen(QColor(255, 220, 170, 60), 1.0))
    p.drawLine(QPointF(r.left() + 1.5, r.top()), QPointF(r.left() + 1.5, r.bottom()))
    shade = QLinearGradient(r.topLeft(), QPointF(r.left() + 14, r.top()))
    shade.setColorAt(0, QColor(0, 0, 0, 110))
    shade.setColorAt(1, QColor(0, 0, 0, 0))
    p.fillRect(QRectF(r.left() + 2, r.top(), 14, r.height()), QBrush(shade))
    p.restore()
