"""A faction's material on its cards' frames.

Review round 9: "at least per-card varied compositions and backgrounds, and
faction-textured frames".  A frame of one flat colour per faction told the faction but
nothing of its world.  Each faction's frame now has a material of its own, worked into
the frame's colour so it stays that colour at a glance:

* Axiom: brass plate, brushed, riveted along its edges;
* Bravos: tooled leather, stitched round, with a row of embossed chevrons;
* Lyra: a harlequin of diamonds, as a theatre's curtain, scrolls at the corners;
* Muna: wood, its grain running down, a vine leaf at the corners;
* Ordis: dressed stone, an engraved double rule and a meander along the edges;
* Yzmir: a night of tiny stars joined in constellations, a crescent at the corners.

Subtle by design: only light and shade of low alpha over the frame's own colour, never
a new colour, so what is written on or beside the frame keeps its contrast (the name
band, the pills and the gems are drawn over it afterwards, opaque).

`texture` is called from `card_frame.bevel`, the one place every frame (a full face, a
tile, a home screen card) passes through after its fill; it reads the frame's colour from
the brush that fill was made with, so it needs nothing more from its caller.  A material
is white and black of low alpha, the same for every card of a faction: it is painted
once per faction and size, and blitted.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPixmap

from altered_desktop import theme
from altered_desktop.art_backdrop import rnd, rounded_canvas

#: how strong the material's light and shade are (alpha of white and of black)
LIGHT, SHADE = 46, 70


def faction_of_colour(colour: QColor) -> str | None:
    """The faction whose colour has `colour`'s hue (a tired, drained frame keeps its
    hue); None for a grey (tokens, neutral)."""
    h, s, _v, _a = colour.getHsvF()
    if h < 0 or s < 0.03:
        return None
    best, dist = None, 1.0
    for faction, fc in theme.FACTION_COLOURS.items():
        if faction is None:
            continue
        fh = max(0.0, fc.getHsvF()[0])
        d = min(abs(fh - h), 1 - abs(fh - h))
        if d < dist:
            best, dist = faction, d
    return best if dist < 0.06 else None


def drained(colour: QColor | None) -> bool:
    """A frame drained of its colour (an exhausted card's, `theme.tired_colour`): it
    shows no material, so a spent card reads as spent across the table."""
    return colour is not None and colour.hsvSaturationF() < 0.25


def frame_colour(brush: QBrush) -> QColor | None:
    """The colour a frame was filled with: its gradient's middle stop, or its colour."""
    grad = brush.gradient()
    if grad is not None:
        stops = grad.stops()
        if stops:
            return QColor(stops[len(stops) // 2][1])
    if brush.style() == Qt.BrushStyle.SolidPattern:
        return QColor(brush.color())
    return None


def texture(p: QPainter, rect: QRectF, inner: QRectF, radius: float) -> None:
    """The material of the faction whose colour `p`'s brush holds, over the frame
    `rect` (its ring outside `inner` most of all).  The material is light and shade
    only, the same for every card of a faction and size: it is painted once into a
    pixmap per faction, size and pixel ratio and blitted afterwards."""
    colour = frame_colour(p.brush())
    faction = faction_of_colour(colour) if colour is not None else None
    if faction not in _MATERIALS or rect.width() < 24 or drained(colour):
        return  # an exhausted card's frame is drained: its material with its colour
    dev = p.device()
    dpr = dev.devicePixelRatioF() if dev is not None else 1.0
    rel = inner.translated(-rect.left(), -rect.top())
    key = (faction, round(rect.width(), 1), round(rect.height(), 1), round(rel.left(), 1),
           round(rel.top(), 1), round(rel.width(), 1), round(rel.height(), 1),
           round(radius, 1), dpr)
    pm = _made.get(key)
    if pm is None:
        pm = _material(faction, rect.width(), rect.height(), rel, radius, dpr)
        if len(_made) > 64:
            _made.clear()
        _made[key] = pm
    p.drawPixmap(rect, pm, QRectF(pm.rect()))


_made: dict[tuple[object, ...], QPixmap] = {}


def _material(faction: str, w: float, h: float, inner: QRectF, radius: float,
              dpr: float) -> QPixmap:
    pm, q, rect = rounded_canvas(w, h, dpr, radius)
    q.setBrush(Qt.BrushStyle.NoBrush)
    _MATERIALS[faction](q, rect, inner, max(1.0, w / 60))
    q.end()
    return pm


def _light(a: int = LIGHT) -> QColor:
    return QColor(255, 255, 255, a)


def _shade(a: int = SHADE) -> QColor:
    return QColor(0, 0, 0, a)


def _ring_points(rect: QRectF, inner: QRectF, step: float) -> list[QPointF]:
    """Points along the middle of the frame's ring, `step` apart."""
    mx = (inner.left() - rect.left()) / 2
    my = (inner.top() - rect.top()) / 2
    ring = rect.adjusted(mx, my, -mx, -my)
    pts: list[QPointF] = []
    n = max(2, int(ring.width() / step))
    for i in range(n + 1):
        x = ring.left() + ring.width() * i / n
        pts += [QPointF(x, ring.top()), QPointF(x, ring.bottom())]
    n = max(2, int(ring.height() / step))
    for i in range(1, n):
        y = ring.top() + ring.height() * i / n
        pts += [QPointF(ring.left(), y), QPointF(ring.right(), y)]
    return pts


def _axiom(p: QPainter, rect: QRectF, inner: QRectF, u: float) -> None:
    # brushed metal: fine horizontal lines, alternately lit and shaded
    y, k = rect.top(), 0
    while y < rect.bottom():
        p.setPen(QPen(_light(22) if k % 2 else _shade(26), 0.6))
        p.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
        y += max(1.5, u * 0.9) * (1 + 0.6 * rnd(3, k))
        k += 1
    # rivets round the ring
    r = max(0.9, u * 0.75)
    for pt in _ring_points(rect, inner, u * 9):
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(_shade(110))
        p.drawEllipse(QPointF(pt.x() + r * 0.35, pt.y() + r * 0.35), r, r)
        p.setBrush(_light(120))
        p.drawEllipse(pt, r * 0.8, r * 0.8)
    p.setBrush(Qt.BrushStyle.NoBrush)


def _bravos(p: QPainter, rect: QRectF, inner: QRectF, u: float) -> None:
    # leather: mottled patches, a stitched line round the edge
    for i in range(int(rect.width() * rect.height() / (u * u * 30)) + 8):
        x = rect.left() + rect.width() * rnd(5, i)
        y = rect.top() + rect.height() * rnd(5, 500 + i)
        s = u * (1.5 + 3 * rnd(5, 1000 + i))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(_shade(18) if rnd(5, 1500 + i) < 0.6 else _light(12))
        p.drawEllipse(QPointF(x, y), s, s * 0.7)
    mx = (inner.left() - rect.left()) * 0.5
    stitch = QPen(_light(95), max(0.7, u * 0.45))
    stitch.setDashPattern([2.2, 1.8])
    p.setPen(stitch)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(rect.adjusted(mx, mx, -mx, -mx), u * 3, u * 3)
    # chevrons embossed along the bottom edge
    y = rect.bottom() - (rect.bottom() - inner.bottom()) / 2
    x = rect.left() + u * 6
    while x < rect.right() - u * 6:
        for dy, col in ((0.5, _shade(80)), (-0.5, _light(60))):
            path = QPainterPath(QPointF(x - u * 1.6, y - u + dy))
            path.lineTo(x, y + u * 0.6 + dy)
            path.lineTo(x + u * 1.6, y - u + dy)
            p.setPen(QPen(col, max(0.6, u * 0.5)))
            p.drawPath(path)
        x += u * 5


def _lyra(p: QPainter, rect: QRectF, inner: QRectF, u: float) -> None:
    # a harlequin of diamonds, alternate ones a little lighter
    d = u * 5
    p.setPen(Qt.PenStyle.NoPen)
    row = 0
    y = rect.top()
    while y < rect.bottom() + d:
        x = rect.left() + (d if row % 2 else 0)
        while x < rect.right() + d:
            dia = QPainterPath(QPointF(x, y - d))
            dia.lineTo(x + d, y)
            dia.lineTo(x, y + d)
            dia.lineTo(x - d, y)
            dia.closeSubpath()
            p.setBrush(_light(34) if (row + int(x / d)) % 4 < 2 else _shade(30))
            p.drawPath(dia)
            x += d * 2
        y += d
        row += 1
    p.setBrush(Qt.BrushStyle.NoBrush)
    # scrolls curling in from each corner
    for cx, cy, sx, sy in ((rect.left(), rect.top(), 1, 1), (rect.right(), rect.top(), -1, 1),
                           (rect.left(), rect.bottom(), 1, -1),
                           (rect.right(), rect.bottom(), -1, -1)):
        path = QPainterPath(QPointF(cx + sx * u * 1.5, cy + sy * u * 9))
        path.cubicTo(QPointF(cx + sx * u * 1.5, cy + sy * u * 2),
                     QPointF(cx + sx * u * 4, cy + sy * u * 1.5),
                     QPointF(cx + sx * u * 9, cy + sy * u * 1.5))
        path.addEllipse(QPointF(cx + sx * u * 4, cy + sy * u * 4), u * 1.2, u * 1.2)
        p.setPen(QPen(_light(120), max(0.7, u * 0.5)))
        p.drawPath(path)


def _muna(p: QPainter, rect: QRectF, inner: QRectF, u: float) -> None:
    # wood grain: wavy lines running down, some darker
    n = int(rect.width() / (u * 2.2)) + 2
    for i in range(n):
        x0 = rect.left() + rect.width() * (i + rnd(7, i) * 0.6) / n
        amp = u * (0.6 + 1.8 * rnd(7, 100 + i))
        per = rect.height() * (0.4 + 0.8 * rnd(7, 200 + i))
        ph = rnd(7, 300 + i) * math.tau
        path = QPainterPath(QPointF(x0, rect.top()))
        y = rect.top()
        while y < rect.bottom():
            y += u * 3
            path.lineTo(x0 + amp * math.sin(y / per * math.tau + ph), y)
        p.setPen(QPen(_shade(34) if rnd(7, 400 + i) < 0.7 else _light(26), max(0.5, u * 0.4)))
        p.drawPath(path)
    # a leaf at each corner
    for cx, cy, ang in ((rect.left(), rect.top(), 45), (rect.right(), rect.top(), 135),
                        (rect.left(), rect.bottom(), -45),
                        (rect.right(), rect.bottom(), -135)):
        p.save()
        p.translate(cx, cy)
        p.rotate(ang)
        leaf = QPainterPath(QPointF(u * 1.5, 0))
        leaf.quadTo(QPointF(u * 5, -u * 2.4), QPointF(u * 9, 0))
        leaf.quadTo(QPointF(u * 5, u * 2.4), QPointF(u * 1.5, 0))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(_light(70))
        p.drawPath(leaf)
        p.setPen(QPen(_shade(70), max(0.5, u * 0.35)))
        p.drawLine(QPointF(u * 1.5, 0), QPointF(u * 8, 0))
        p.restore()


def _ordis(p: QPainter, rect: QRectF, inner: QRectF, u: float) -> None:
    # dressed stone: courses of blocks, their joints engraved (shade, then light below)
    h = u * 4.5
    y, row = rect.top(), 0
    while y < rect.bottom():
        for dy, col in ((0.0, _shade(40)), (0.7, _light(24))):
            p.setPen(QPen(col, 0.7))
            p.drawLine(QPointF(rect.left(), y + dy), QPointF(rect.right(), y + dy))
            x = rect.left() + (h * 1.2 if row % 2 else 0)
            while x < rect.right():
                p.drawLine(QPointF(x + dy, y + dy), QPointF(x + dy, y + h + dy))
                x += h * 2.4
        y += h
        row += 1
    # an engraved double rule inside the edge
    m = (inner.left() - rect.left()) * 0.45
    for k, col in ((0.0, _light(90)), (u * 1.2, _shade(90))):
        p.setPen(QPen(col, max(0.6, u * 0.4)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(rect.adjusted(m + k, m + k, -m - k, -m - k), u * 2, u * 2)


def _yzmir(p: QPainter, rect: QRectF, inner: QRectF, u: float) -> None:
    # a field of tiny stars, some joined into constellations
    stars: list[QPointF] = []
    n = int(rect.width() * rect.height() / (u * u * 6)) + 10
    p.setPen(Qt.PenStyle.NoPen)
    for i in range(n):
        pt = QPointF(rect.left() + rect.width() * rnd(11, i),
                     rect.top() + rect.height() * rnd(11, 700 + i))
        s = u * (0.2 + 0.45 * rnd(11, 1400 + i))
        p.setBrush(_light(60 + int(90 * rnd(11, 2100 + i))))
        p.drawEllipse(pt, s, s)
        stars.append(pt)
    p.setPen(QPen(_light(40), max(0.5, u * 0.25)))
    for i in range(0, min(len(stars) - 1, 24), 3):
        a, b = stars[i], stars[i + 1]
        if math.hypot(a.x() - b.x(), a.y() - b.y()) < u * 14:
            p.drawLine(a, b)
    # a crescent in each corner
    for cx, cy in ((rect.left() + u * 4, rect.top() + u * 4),
                   (rect.right() - u * 4, rect.bottom() - u * 4)):
        moon = QPainterPath()
        moon.addEllipse(QPointF(cx, cy), u * 2.2, u * 2.2)
        bite = QPainterPath()
        bite.addEllipse(QPointF(cx + u * 1, cy - u * 0.7), u * 2, u * 2)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(_light(110))
        p.drawPath(moon.subtracted(bite))


_MATERIALS = {"AX": _axiom, "BR": _bravos, "LY": _lyra, "MU": _muna, "OR": _ordis,
              "YZ": _yzmir}
