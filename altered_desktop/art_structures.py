"""A faction's landmark far off in a card's landscape: the secondary element that tells
the faction's world at a glance, the way printed art sets its figure in a place.

Two per faction, chosen per card (`art_composition`), each painted in the distance's
hazy colours with its face toward the sun lit and a touch of the faction's own light:

* Axiom: a foundry with smoking chimneys and lit windows; a tower crowned by a cog;
* Bravos: a volcano with its glowing crater and plume; a beacon burning on a crag;
* Lyra: striped tents with pennants; a domed theatre under floating lanterns;
* Muna: a great tree; giant mushrooms;
* Ordis: a walled town with towers and banners; a keep with a tall spire;
* Yzmir: crystal spires; a floating island with its waterfall.

QPainter paths only, a few dozen shapes: cheap, painted once per card and size.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
)

from altered_desktop.art_backdrop import alpha, cog_ring, glow, mix, rnd

#: a faction's own light in its landmark (windows, fire, flags, crystal)
ACCENTS: dict[str | None, str] = {
    "AX": "#ffb35a", "BR": "#ff6a2a", "LY": "#ff8fbf", "MU": "#d8ff8a",
    "OR": "#ffd86a", "YZ": "#9fe8ff", None: "#ffe6a0",
}


def paint_landmark(p: QPainter, r: QRectF, *, faction: str | None, kind: int, x: float,
                   base: float, height: float, body: QColor, lit: QColor, light: QColor,
                   night: bool, seed: int, sun_x: float) -> None:
    """Faction `faction`'s landmark number `kind`, centred on `x`, standing on `base`,
    about `height` tall, in the distance's `body` colour with `lit` faces."""
    if height < 6:
        return
    accent = QColor(ACCENTS.get(faction, ACCENTS[None]))
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    draw = _PAINTERS.get((faction, kind % 2)) or _PAINTERS.get((faction, 0)) or _hill_fort
    draw(p, r, x, base, height, body, lit, accent, light, night, seed, sun_x)
    p.restore()


def _lit_side(p: QPainter, shape: QPainterPath, x: float, sun_x: float, lit: QColor,
              top: float, bottom: float, width: float) -> None:
    """The half of `shape` toward the sun in `lit` (a flat, far light)."""
    half = QPainterPath()
    if sun_x >= x:
        half.addRect(QRectF(x, top - 2, width, bottom - top + 4))
    else:
        half.addRect(QRectF(x - width, top - 2, width, bottom - top + 4))
    g = QLinearGradient(QPointF(0, top), QPointF(0, bottom))
    g.setColorAt(0, alpha(lit, 200))
    g.setColorAt(1, alpha(lit, 60))
    p.setBrush(g)
    p.drawPath(shape.intersected(half))


def _windows(p: QPainter, pts: list[QPointF], s: float, accent: QColor, night: bool) -> None:
    p.setBrush(alpha(accent, 255 if night else 170))
    for pt in pts:
        p.drawRect(QRectF(pt.x() - s / 2, pt.y() - s * 0.7, s, s * 1.4))


def _smoke(p: QPainter, x: float, y: float, h: float, seed: int, colour: QColor) -> None:
    for i in range(5):
        rr = h * (0.06 + 0.035 * i)
        cx = x + h * 0.07 * i * (1 if rnd(seed, 1200 + i) > 0.3 else -0.5)
        cy = y - h * 0.12 * i - rr
        p.setBrush(alpha(colour, max(20, 110 - 18 * i)))
        p.drawEllipse(QPointF(cx, cy), rr * 1.3, rr)


def _foundry(p: QPainter, r: QRectF, x: float, base: float, h: float, body: QColor,
             lit: QColor, accent: QColor, light: QColor, night: bool, seed: int,
             sun_x: float) -> None:
    w = h * 1.5
    left = x - w / 2
    shape = QPainterPath()
    shape.setFillRule(Qt.FillRule.WindingFill)
    # the hall: a saw-tooth roof
    teeth = 3
    hall_top = base - h * 0.38
    shape.moveTo(left, base)
    shape.lineTo(left, hall_top)
    for i in range(teeth):
        tx = left + w * 0.7 * i / teeth
        shape.lineTo(tx + w * 0.7 / teeth, hall_top - h * 0.14)
        shape.lineTo(tx + w * 0.7 / teeth, hall_top)
    shape.lineTo(left + w, hall_top + h * 0.05)
    shape.lineTo(left + w, base)
    shape.closeSubpath()
    chimneys = []
    for i in range(2 + seed % 2):
        cx = left + w * (0.15 + 0.3 * i) + h * 0.05 * rnd(seed, 1100 + i)
        ch = h * (0.75 + 0.25 * rnd(seed, 1110 + i))
        shape.addRect(QRectF(cx - h * 0.045, base - ch, h * 0.09, ch))
        chimneys.append((cx, base - ch))
    p.setBrush(body)
    p.drawPath(shape)
    _lit_side(p, shape, x, sun_x, lit, base - h, base, w)
    smoke = mix(light, QColor("#8a8a90"), 0.6)
    for cx, cy in chimneys:
        _smoke(p, cx, cy, h, seed + int(cx), smoke)
        p.setBrush(alpha(accent, 200))
        p.drawRect(QRectF(cx - h * 0.045, cy, h * 0.09, h * 0.025))
    _windows(p, [QPointF(left + w * (0.1 + 0.16 * i), base - h * 0.16) for i in range(5)],
             max(1.0, h * 0.05), accent, night)


def _cog_tower(p: QPainter, r: QRectF, x: float, base: float, h: float, body: QColor,
               lit: QColor, accent: QColor, light: QColor, night: bool, seed: int,
               sun_x: float) -> None:
    shape = QPainterPath()
    shape.setFillRule(Qt.FillRule.WindingFill)
    tw = h * 0.16
    shape.moveTo(x - tw * 1.4, base)
    shape.lineTo(x - tw * 0.6, base - h * 0.7)
    shape.lineTo(x + tw * 0.6, base - h * 0.7)
    shape.lineTo(x + tw * 1.4, base)
    shape.closeSubpath()
    shape = cog_ring(QPointF(x, base - h * 0.78), h * 0.22, shape)
    p.setBrush(body)
    p.drawPath(shape)
    _lit_side(p, shape, x, sun_x, lit, base - h, base, h)
    # a pylon beside it, its cables catching the light
    px = x + h * (0.55 if rnd(seed, 1130) < 0.5 else -0.55)
    p.setBrush(body.darker(110))
    mast = QPainterPath()
    mast.moveTo(px - h * 0.08, base)
    mast.lineTo(px, base - h * 0.55)
    mast.lineTo(px + h * 0.08, base)
    mast.closeSubpath()
    p.drawPath(mast)
    _windows(p, [QPointF(x, base - h * 0.2), QPointF(x, base - h * 0.42)],
             max(1.0, h * 0.05), accent, night)
    p.setBrush(alpha(accent, 230))
    p.drawEllipse(QPointF(px, base - h * 0.55), max(0.8, h * 0.03), max(0.8, h * 0.03))


def _volcano(p: QPainter, r: QRectF, x: float, base: float, h: float, body: QColor,
             lit: QColor, accent: QColor, light: QColor, night: bool, seed: int,
             sun_x: float) -> None:
    w = h * 2.2
    top = base - h
    shape = QPainterPath(QPointF(x - w / 2, base))
    shape.quadTo(QPointF(x - w * 0.2, base - h * 0.3), QPointF(x - h * 0.2, top))
    shape.lineTo(x + h * 0.2, top)
    shape.quadTo(QPointF(x + w * 0.2, base - h * 0.3), QPointF(x + w / 2, base))
    shape.closeSubpath()
    p.setBrush(body)
    p.drawPath(shape)
    _lit_side(p, shape, x, sun_x, lit, top, base, w / 2)
    # the glow of the crater, its plume, lava down one flank
    glow(p, QPointF(x, top), h * 0.6, h * 0.6, h * 0.6,
         ((0, alpha(accent, 220)), (0.3, alpha(accent, 90)), (1, alpha(accent, 0))))
    _smoke(p, x, top, h * 1.3, seed, mix(body, QColor("#2a1a1a"), 0.5))
    lava = QPainterPath(QPointF(x - h * 0.05, top + 1))
    side = 1 if rnd(seed, 1140) < 0.5 else -1
    lava.quadTo(QPointF(x + side * h * 0.25, base - h * 0.55),
                QPointF(x + side * h * 0.35, base - h * 0.15))
    pen = p.pen()
    p.setPen(QPen(alpha(accent, 210), max(0.8, h * 0.045)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(lava)
    p.setPen(pen)


def _beacon(p: QPainter, r: QRectF, x: float, base: float, h: float, body: QColor,
            lit: QColor, accent: QColor, light: QColor, night: bool, seed: int,
            sun_x: float) -> None:
    crag = QPainterPath(QPointF(x - h * 0.7, base))
    crag.lineTo(x - h * 0.45, base - h * 0.45)
    crag.lineTo(x - h * 0.2, base - h * 0.55)
    crag.lineTo(x - h * 0.12, base - h * 0.85)
    crag.lineTo(x + h * 0.12, base - h * 0.85)
    crag.lineTo(x + h * 0.3, base - h * 0.5)
    crag.lineTo(x + h * 0.7, base)
    crag.closeSubpath()
    p.setBrush(body)
    p.drawPath(crag)
    _lit_side(p, crag, x, sun_x, lit, base - h, base, h)
    fire = QPointF(x, base - h * 0.92)
    glow(p, fire, h * 0.45, h * 0.45, h * 0.45,
         ((0, QColor(255, 240, 190, 240)), (0.2, alpha(accent, 200)), (1, alpha(accent, 0))))


def _tents(p: QPainter, r: QRectF, x: float, base: float, h: float, body: QColor,
           lit: QColor, accent: QColor, light: QColor, night: bool, seed: int,
           sun_x: float) -> None:
    for i, (dx, s) in enumerate(((-0.55, 0.7), (0.5, 0.78), (0.0, 1.0))):
        cx, th = x + dx * h, h * s
        tw = th * 0.55
        tent = QPainterPath(QPointF(cx - tw, base))
        tent.quadTo(QPointF(cx - tw * 0.3, base - th * 0.45), QPointF(cx, base - th))
        tent.quadTo(QPointF(cx + tw * 0.3, base - th * 0.45), QPointF(cx + tw, base))
        tent.closeSubpath()
        p.setBrush(mix(body, accent, 0.25))
        p.drawPath(tent)
        stripes = QPainterPath()
        for k in range(-2, 3, 2):
            stripes.moveTo(cx, base - th)
            stripes.lineTo(cx + tw * (k - 0.5) / 2.5, base)
            stripes.lineTo(cx + tw * (k + 0.5) / 2.5, base)
            stripes.closeSubpath()
        p.setBrush(alpha(mix(accent, light, 0.3), 170))
        p.drawPath(stripes.intersected(tent))
        # the pennant at its top
        p.setBrush(alpha(accent, 230))
        flag = QPainterPath(QPointF(cx, base - th))
        flag.lineTo(cx, base - th - h * 0.18)
        flag.lineTo(cx + h * 0.14 * (1 if i % 2 else -1), base - th - h * 0.13)
        flag.lineTo(cx, base - th - h * 0.09)
        p.drawPath(flag)
    if night:
        glow(p, QPointF(x, base - h * 0.2), h, h, h * 0.6,
             ((0, alpha(accent, 70)), (1, alpha(accent, 0))))


def _theatre(p: QPainter, r: QRectF, x: float, base: float, h: float, body: QColor,
             lit: QColor, accent: QColor, light: QColor, night: bool, seed: int,
             sun_x: float) -> None:
    shape = QPainterPath()
    shape.setFillRule(Qt.FillRule.WindingFill)
    w = h * 1.1
    shape.addRect(QRectF(x - w / 2, base - h * 0.42, w, h * 0.42))
    shape.addEllipse(QPointF(x, base - h * 0.42), w * 0.36, h * 0.34)
    shape.addRect(QRectF(x - h * 0.02, base - h * 0.95, h * 0.04, h * 0.25))
    p.setBrush(body)
    p.drawPath(shape)
    _lit_side(p, shape, x, sun_x, lit, base - h, base, w)
    _windows(p, [QPointF(x + w * (i - 2) * 0.18, base - h * 0.15) for i in range(5)],
             max(1.0, h * 0.06), accent, night)
    # lanterns rising over it
    for i in range(5):
        lx = x + (rnd(seed, 1150 + i) - 0.5) * h * 2.4
        ly = base - h * (1.0 + 0.9 * rnd(seed, 1160 + i))
        s = max(0.8, h * (0.035 + 0.02 * rnd(seed, 1170 + i)))
        glow(p, QPointF(lx, ly), s * 3, s * 3, s * 3,
             ((0, alpha(QColor("#fff0c0"), 240)), (0.35, alpha(accent, 140)), (1, alpha(accent, 0))))


def _great_tree(p: QPainter, r: QRectF, x: float, base: float, h: float, body: QColor,
                lit: QColor, accent: QColor, light: QColor, night: bool, seed: int,
                sun_x: float) -> None:
    h *= 1.25
    trunk = QPainterPath(QPointF(x - h * 0.14, base))
    trunk.quadTo(QPointF(x - h * 0.05, base - h * 0.3), QPointF(x - h * 0.06, base - h * 0.6))
    trunk.lineTo(x + h * 0.06, base - h * 0.6)
    trunk.quadTo(QPointF(x + h * 0.05, base - h * 0.3), QPointF(x + h * 0.14, base))
    trunk.closeSubpath()
    crown = QPainterPath()
    crown.setFillRule(Qt.FillRule.WindingFill)
    for i in range(7):
        a = math.pi * (1.0 + i / 6)
        cx = x + h * 0.42 * math.cos(a) * (0.8 + 0.3 * rnd(seed, 1180 + i))
        cy = base - h * 0.72 + h * 0.28 * math.sin(a)
        rr = h * (0.16 + 0.08 * rnd(seed, 1190 + i))
        crown.addEllipse(QPointF(cx, cy), rr * 1.2, rr)
    crown.addEllipse(QPointF(x, base - h * 0.8), h * 0.3, h * 0.2)
    p.setBrush(body.darker(105))
    p.drawPath(trunk)
    green = mix(body, QColor("#3a6a3a"), 0.3)
    p.setBrush(green)
    p.drawPath(crown)
    _lit_side(p, crown, x, sun_x, lit, base - h, base - h * 0.45, h)
    # its fireflies or blossoms
    for i in range(6):
        fx = x + (rnd(seed, 1200 + i) - 0.5) * h * 0.9
        fy = base - h * (0.55 + 0.4 * rnd(seed, 1210 + i))
        s = max(0.6, h * 0.025)
        p.setBrush(alpha(accent, 230 if night else 150))
        p.drawEllipse(QPointF(fx, fy), s, s)


def _mushrooms(p: QPainter, r: QRectF, x: float, base: float, h: float, body: QColor,
               lit: QColor, accent: QColor, light: QColor, night: bool, seed: int,
               sun_x: float) -> None:
    for dx, s in ((-0.5, 0.6), (0.45, 0.75), (0.0, 1.0)):
        cx, mh = x + dx * h, h * s
        stem = QPainterPath(QPointF(cx - mh * 0.08, base))
        stem.quadTo(QPointF(cx - mh * 0.02, base - mh * 0.5), QPointF(cx - mh * 0.05, base - mh * 0.8))
        stem.lineTo(cx + mh * 0.05, base - mh * 0.8)
        stem.quadTo(QPointF(cx + mh * 0.02, base - mh * 0.5), QPointF(cx + mh * 0.08, base))
        stem.closeSubpath()
        p.setBrush(mix(body, lit, 0.3))
        p.drawPath(stem)
        cap = QPainterPath(QPointF(cx - mh * 0.42, base - mh * 0.76))
        cap.cubicTo(QPointF(cx - mh * 0.38, base - mh * 1.12), QPointF(cx + mh * 0.38,
                                                                      base - mh * 1.12),
                    QPointF(cx + mh * 0.42, base - mh * 0.76))
        cap.closeSubpath()
        p.setBrush(mix(body, accent, 0.35))
        p.drawPath(cap)
        _lit_side(p, cap, cx, sun_x, lit, base - mh * 1.1, base - mh * 0.75, mh)
        p.setBrush(alpha(QColor("#fffbe0"), 170))
        for k in range(3):
            p.drawEllipse(QPointF(cx + mh * (k - 1) * 0.18, base - mh * (0.9 + 0.05 * (k % 2))),
                          max(0.5, mh * 0.035), max(0.5, mh * 0.035))
        if night:
            glow(p, QPointF(cx, base - mh * 0.8), mh * 0.6, mh * 0.6, mh * 0.6,
                 ((0, alpha(accent, 80)), (1, alpha(accent, 0))))


def _walled_town(p: QPainter, r: QRectF, x: float, base: float, h: float, body: QColor,
                 lit: QColor, accent: QColor, light: QColor, night: bool, seed: int,
                 sun_x: float) -> None:
    w = h * 2.0
    left = x - w / 2
    shape = QPainterPath()
    shape.setFillRule(Qt.FillRule.WindingFill)
    wall_top = base - h * 0.32
    shape.addRect(QRectF(left, wall_top, w, h * 0.32))
    merlon = h * 0.06
    k = 0
    mx = left
    while mx < left + w - merlon:
        shape.addRect(QRectF(mx, wall_top - merlon, merlon, merlon))
        mx += merlon * 2
        k += 1
    roofs = QPainterPath()
    roofs.setFillRule(Qt.FillRule.WindingFill)
    towers = 3
    for i in range(towers):
        tx = left + w * (0.12 + 0.76 * i / (towers - 1))
        th = h * (0.62 + 0.3 * rnd(seed, 1220 + i)) * (1.25 if i == 1 else 1.0)
        tw = h * 0.13
        shape.addRect(QRectF(tx - tw / 2, base - th, tw, th))
        roofs.moveTo(tx - tw * 0.7, base - th)
        roofs.lineTo(tx, base - th - h * 0.24)
        roofs.lineTo(tx + tw * 0.7, base - th)
        roofs.closeSubpath()
        # its banner
        p.setBrush(alpha(accent, 230))
        flag = QPainterPath(QPointF(tx, base - th - h * 0.24))
        flag.lineTo(tx, base - th - h * 0.36)
        flag.lineTo(tx + h * 0.12, base - th - h * 0.32)
        flag.lineTo(tx, base - th - h * 0.28)
        p.drawPath(flag)
    p.setBrush(body)
    p.drawPath(shape)
    _lit_side(p, shape, x, sun_x, lit, base - h, base, w)
    p.setBrush(mix(body, QColor("#2a3a6a"), 0.35))
    p.drawPath(roofs)
    _windows(p, [QPointF(left + w * (0.12 + 0.76 * i / 2), base - h * 0.48) for i in range(3)],
             max(1.0, h * 0.045), accent, night)


def _keep(p: QPainter, r: QRectF, x: float, base: float, h: float, body: QColor,
          lit: QColor, accent: QColor, light: QColor, night: bool, seed: int,
          sun_x: float) -> None:
    shape = QPainterPath()
    shape.setFillRule(Qt.FillRule.WindingFill)
    shape.addRect(QRectF(x - h * 0.35, base - h * 0.45, h * 0.7, h * 0.45))
    shape.addRect(QRectF(x - h * 0.12, base - h * 0.8, h * 0.24, h * 0.8))
    spire = QPainterPath(QPointF(x - h * 0.15, base - h * 0.8))
    spire.lineTo(x, base - h * 1.25)
    spire.lineTo(x + h * 0.15, base - h * 0.8)
    spire.closeSubpath()
    shape.addPath(spire)
    for side in (-1, 1):
        tx = x + side * h * 0.35
        shape.addRect(QRectF(tx - h * 0.07, base - h * 0.6, h * 0.14, h * 0.6))
    p.setBrush(body)
    p.drawPath(shape)
    _lit_side(p, shape, x, sun_x, lit, base - h * 1.25, base, h)
    _windows(p, [QPointF(x, base - h * 0.6), QPointF(x - h * 0.2, base - h * 0.22),
                 QPointF(x + h * 0.2, base - h * 0.22)], max(1.0, h * 0.05), accent, night)


def _spires(p: QPainter, r: QRectF, x: float, base: float, h: float, body: QColor,
            lit: QColor, accent: QColor, light: QColor, night: bool, seed: int,
            sun_x: float) -> None:
    glow(p, QPointF(x, base - h * 0.5), h, h, h, ((0, alpha(accent, 70)), (1, alpha(accent, 0))))
    for i in range(5):
        sx = x + (i - 2) * h * 0.22 + (rnd(seed, 1230 + i) - 0.5) * h * 0.1
        sh = h * (0.45 + 0.55 * rnd(seed, 1240 + i)) * (1.3 if i == 2 else 1.0)
        sw = h * (0.07 + 0.04 * rnd(seed, 1250 + i))
        lean = (rnd(seed, 1260 + i) - 0.5) * h * 0.12
        shard = QPainterPath(QPointF(sx - sw, base))
        shard.lineTo(sx - sw * 0.8 + lean, base - sh * 0.85)
        shard.lineTo(sx + lean, base - sh)
        shard.lineTo(sx + sw * 0.8 + lean, base - sh * 0.85)
        shard.lineTo(sx + sw, base)
        shard.closeSubpath()
        g = QLinearGradient(QPointF(0, base - sh), QPointF(0, base))
        g.setColorAt(0, mix(accent, QColor("white"), 0.3))
        g.setColorAt(0.4, mix(body, accent, 0.45))
        g.setColorAt(1, body)
        p.setBrush(g)
        p.drawPath(shard)
        facet = QPainterPath(QPointF(sx + lean, base - sh))
        facet.lineTo(sx + sw * (0.8 if sun_x > sx else -0.8) + lean, base - sh * 0.85)
        facet.lineTo(sx + sw * (1 if sun_x > sx else -1), base)
        facet.lineTo(sx, base)
        facet.closeSubpath()
        p.setBrush(alpha(QColor("white"), 70))
        p.drawPath(facet)


def _floating_isle(p: QPainter, r: QRectF, x: float, base: float, h: float, body: QColor,
                   lit: QColor, accent: QColor, light: QColor, night: bool, seed: int,
                   sun_x: float) -> None:
    y = base - h * 0.9
    w = h * 1.1
    rock = QPainterPath(QPointF(x - w / 2, y))
    rock.quadTo(QPointF(x, y - h * 0.08), QPointF(x + w / 2, y))
    rock.lineTo(x + w * 0.25, y + h * 0.22)
    rock.lineTo(x + w * 0.05, y + h * 0.45)
    rock.lineTo(x - w * 0.2, y + h * 0.2)
    rock.closeSubpath()
    p.setBrush(body)
    p.drawPath(rock)
    _lit_side(p, rock, x, sun_x, lit, y - h * 0.1, y + h * 0.45, w)
    # a slim tower on it, a waterfall from its lip
    p.setBrush(body.darker(110))
    tower = QPainterPath(QPointF(x - h * 0.06, y - h * 0.03))
    tower.lineTo(x - h * 0.03, y - h * 0.45)
    tower.lineTo(x, y - h * 0.55)
    tower.lineTo(x + h * 0.03, y - h * 0.45)
    tower.lineTo(x + h * 0.06, y - h * 0.03)
    tower.closeSubpath()
    p.drawPath(tower)
    p.setBrush(alpha(accent, 240))
    p.drawEllipse(QPointF(x, y - h * 0.42), max(0.7, h * 0.03), max(0.7, h * 0.03))
    fall = QLinearGradient(QPointF(0, y), QPointF(0, base))
    fall.setColorAt(0, alpha(QColor("#e8f6ff"), 200))
    fall.setColorAt(1, alpha(QColor("#e8f6ff"), 0))
    p.setBrush(fall)
    fx = x + w * 0.3 * (1 if rnd(seed, 1270) < 0.5 else -0.6)
    p.drawRect(QRectF(fx, y - 1, max(1.0, h * 0.05), base - y))


def _hill_fort(p: QPainter, r: QRectF, x: float, base: float, h: float, body: QColor,
               lit: QColor, accent: QColor, light: QColor, night: bool, seed: int,
               sun_x: float) -> None:
    _keep(p, r, x, base, h * 0.7, body, lit, accent, light, night, seed, sun_x)


_PAINTERS = {
    ("AX", 0): _foundry, ("AX", 1): _cog_tower,
    ("BR", 0): _volcano, ("BR", 1): _beacon,
    ("LY", 0): _tents, ("LY", 1): _theatre,
    ("MU", 0): _great_tree, ("MU", 1): _mushrooms,
    ("OR", 0): _walled_town, ("OR", 1): _keep,
    ("YZ", 0): _spires, ("YZ", 1): _floating_isle,
}
