"""The near ground in front of a small card picture's figure: what makes a table tile's
picture a little scene instead of an icon.

Review r17: "the picture on each card is an icon (gold emblem on a sunburst ...), not
Altered's art".  A figure filling its tile reads as a glyph whatever stands behind it;
a smaller figure standing on its ground, with something near the eye at the picture's
edge (the card's own terrain: a tree and its leaves for forest, a rock for mountain,
reeds and a pool for water) reads as a place with someone in it: far land, the figure
in the middle distance, the foreground framing it.

Everything is a few QPainter paths drawn from the card's seed: the same on every run;
the painted scene is cached per card and size (`card_scene`), so this runs once a face.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen

from altered_desktop.art_backdrop import alpha, mix, rnd

FOREST, MOUNTAIN, WATER = "forest", "mountain", "water"


def terrain_of(land: tuple[int, int, int], seed: int) -> str:
    """The terrain the card is strongest in (forest, mountain, water); a tie by seed."""
    best = max(land)
    kinds = [k for k, v in zip((FOREST, MOUNTAIN, WATER), land, strict=True) if v == best]
    return kinds[int(rnd(seed, 610) * len(kinds)) % len(kinds)]


def paint_foreground(p: QPainter, r: QRectF, box: QRectF, foot: float, *, on_left: bool,
                     terrain: str,
                     ground: QColor, light: QColor, sun_x: float, seed: int) -> None:
    """The near ground of a picture `r` whose figure stands in `box` on the ground at
    `foot`: a darker band of ground from a little above its feet down, then the
    terrain's near thing at the picture's left edge if `on_left`, else its right one (a
    table tile's cost gems cover its left edge): it frames the figure."""
    h = max(1.0, foot - r.top())
    near = mix(ground, QColor("#000000"), 0.45)
    # the ground nearest the eye, darker toward the picture's foot
    g = QLinearGradient(QPointF(0, foot - h * 0.08), QPointF(0, r.bottom()))
    g.setColorAt(0, alpha(near, 0))
    g.setColorAt(0.35, alpha(near, 150))
    g.setColorAt(1, alpha(near, 220))
    p.fillRect(QRectF(r.left(), foot - h * 0.08, r.width(), r.bottom() - foot + h * 0.08), g)
    edge = r.left() if on_left else r.right()
    inward = 1.0 if on_left else -1.0
    room = box.left() - r.left() if on_left else r.right() - box.right()
    lit_side = (sun_x > edge) == on_left  # the sun on the figure's side of the thing
    rim = alpha(light, 150 if lit_side else 70)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    if terrain == FOREST:
        _tree(p, r, edge, inward, foot, h, room, near, rim, seed)
    elif terrain == MOUNTAIN:
        _rock(p, edge, inward, foot, h, room, near, rim, seed)
    else:
        _reeds(p, r, edge, inward, foot, h, room, near, rim, light, seed)
    _tufts(p, r, box, foot, h, near, seed)
    p.restore()


def paint_ground(p: QPainter, box: QRectF, foot: float, *, ground: QColor,
                light: QColor, sun_x: float) -> None:
    """The patch of ground the figure stands on, its top lit from the sun's side: a
    figure standing on land, not floating before it."""
    w, d = box.width() * 2.2, max(3.0, box.height() * 0.32)
    patch = QRectF(box.center().x() - w / 2, foot - d * 0.45, w, d)
    lit_x = patch.left() if sun_x < box.center().x() else patch.right()
    g = QLinearGradient(QPointF(lit_x, patch.top()), QPointF(patch.center().x(),
                                                            patch.bottom()))
    g.setColorAt(0, alpha(mix(ground, light, 0.45), 230))
    g.setColorAt(0.6, alpha(ground, 200))
    g.setColorAt(1, alpha(ground, 0))
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(g)
    p.drawEllipse(patch)
    p.restore()


def _tree(p: QPainter, r: QRectF, edge: float, inward: float, foot: float, h: float,
          room: float, near: QColor, rim: QColor, seed: int) -> None:
    """A trunk at the picture's edge, its leaves a mass over the top corner and a bush
    at its foot."""
    tw = max(3.0, h * 0.16)
    x = edge + inward * tw * 0.3
    trunk = QPainterPath(QPointF(x - tw / 2, foot + h * 0.3))
    trunk.lineTo(x - tw * 0.35, r.top())
    trunk.lineTo(x + tw * 0.35, r.top())
    trunk.lineTo(x + tw / 2, foot + h * 0.3)
    trunk.closeSubpath()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(mix(near, QColor("#2a1a10"), 0.4))
    p.drawPath(trunk)
    leaves = QPainterPath()
    reach = max(h * 0.3, min(room * 0.8, h * 0.6))
    for k in range(7):
        cx = edge + inward * reach * (0.05 + 0.8 * rnd(seed, 620 + k))
        cy = r.top() + h * (0.0 + 0.3 * rnd(seed, 630 + k))
        rad = h * (0.13 + 0.09 * rnd(seed, 640 + k))
        leaves.addEllipse(QPointF(cx, cy), rad * 1.2, rad)
    for k in range(3):  # a bush at the trunk's foot
        cx = edge + inward * h * (0.05 + 0.2 * rnd(seed, 645 + k))
        leaves.addEllipse(QPointF(cx, foot - h * 0.02), h * 0.14, h * 0.1)
    leaves.setFillRule(Qt.FillRule.WindingFill)  # one mass, not holes where clumps meet
    # lit on the side toward the figure: the leaves in the light's colour, then in
    # their shade moved a little away from it (a lit crescent left on each clump)
    p.setBrush(mix(mix(near, QColor("#1c3a1c"), 0.35), QColor(rim.red(), rim.green(),
                                                             rim.blue()), 0.35))
    p.drawPath(leaves)
    p.setBrush(mix(near, QColor("#1c3a1c"), 0.35))
    p.drawPath(leaves.translated(-inward * max(0.8, h * 0.025), max(0.8, h * 0.025)))


def _rock(p: QPainter, edge: float, inward: float, foot: float, h: float, room: float,
          near: QColor, rim: QColor, seed: int) -> None:
    """A boulder at the picture's edge, its crest lit from the scene's light."""
    w = max(h * 0.3, min(room * 0.95, h * 0.55))
    top = foot - h * (0.26 + 0.14 * rnd(seed, 650))
    path = QPainterPath(QPointF(edge - inward * 2, foot + h * 0.3))
    path.lineTo(edge - inward * 2, top)
    path.lineTo(edge + inward * w * 0.45, top - h * 0.06)
    path.lineTo(edge + inward * w * 0.8, top + h * 0.05)
    path.lineTo(edge + inward * w, foot + h * 0.3)
    path.closeSubpath()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(mix(near, QColor("#5a5460"), 0.4))
    p.drawPath(path)
    p.setPen(QPen(rim, max(0.8, h * 0.02)))
    p.drawPolyline([QPointF(edge, top), QPointF(edge + inward * w * 0.45, top - h * 0.06),
                    QPointF(edge + inward * w * 0.8, top + h * 0.05)])


def _reeds(p: QPainter, r: QRectF, edge: float, inward: float, foot: float, h: float,
           room: float, near: QColor, rim: QColor, light: QColor, seed: int) -> None:
    """A pool's edge in the near ground and reeds rising at the picture's edge."""
    pool = QRectF(edge - inward * r.width() * 0.15 - r.width() * 0.25, foot - h * 0.02,
                  r.width() * 0.5, h * 0.2)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(alpha(mix(near, QColor("#2a5a80"), 0.55), 210))
    p.drawEllipse(pool)
    p.setPen(QPen(alpha(light, 120), max(0.7, h * 0.012)))
    p.drawLine(QPointF(pool.center().x() - pool.width() * 0.15, pool.center().y()),
               QPointF(pool.center().x() + pool.width() * 0.1, pool.center().y()))
    reach = max(h * 0.2, min(room * 0.8, h * 0.4))
    stems, heads = QPainterPath(), QPainterPath()
    for k in range(5):  # a clump fanning out from its root, a few with their heads
        x = edge + inward * reach * (0.15 + 0.5 * rnd(seed, 660 + k))
        tall = h * (0.35 + 0.35 * rnd(seed, 670 + k))
        lean = tall * (0.45 * (k / 4 - 0.5) + 0.15 * (rnd(seed, 680 + k) - 0.5))
        tip = QPointF(x + lean, foot - tall)
        stems.moveTo(x, foot + h * 0.3)
        stems.quadTo(QPointF(x, foot - tall * 0.5), tip)
        if k % 2 == 0:
            heads.addEllipse(QPointF(tip.x() - lean * 0.08, tip.y() + tall * 0.12),
                             max(0.8, h * 0.025), max(1.5, tall * 0.09))
    reed = mix(near, QColor("#2a3a18"), 0.3)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(reed, max(1.2, h * 0.035), Qt.PenStyle.SolidLine,
                  Qt.PenCapStyle.RoundCap))
    p.drawPath(stems)
    p.setPen(QPen(rim, max(0.6, h * 0.01)))
    p.drawPath(stems)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(mix(reed, QColor("#5a3a1c"), 0.5))
    p.drawPath(heads)


def _tufts(p: QPainter, r: QRectF, box: QRectF, foot: float, h: float, near: QColor,
           seed: int) -> None:
    """Blades of grass along the near ground, none in front of the figure's feet."""
    blades = QPainterPath()
    for k in range(9):
        x = r.left() + r.width() * rnd(seed, 690 + k)
        if box.left() - h * 0.05 < x < box.right() + h * 0.05:
            continue
        y = foot + h * (0.04 + 0.1 * rnd(seed, 700 + k))
        s = h * (0.06 + 0.06 * rnd(seed, 710 + k))
        for a in (-0.5, 0.0, 0.5):
            blades.moveTo(x, y)
            blades.lineTo(x + s * math.sin(a), y - s * math.cos(a))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(mix(near, QColor("#000000"), 0.2), max(0.8, h * 0.018)))
    p.drawPath(blades)
