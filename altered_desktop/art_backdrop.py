"""What every painting on a card shares: the seeded numbers it is drawn from, colour
arithmetic, soft lights, a Hero's burst of rays, and the canvas grain and vignette laid
over a finished painting.

The places themselves are `art_settings` (review round 12 found one landscape per
faction, "the same blue city with a different icon", and replaced it); the home
screen's wide landscape is `card_scene.paint_landscape`.
"""

from __future__ import annotations

import math

import attrs
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QPainter,
    QPainterPath,
    QPixmap,
    QRadialGradient,
)


def rnd(seed: int, k: int) -> float:
    """The `k`th pseudo-random number in [0, 1) of `seed` (no global state): an integer
    hash (murmur's finaliser), so neighbouring `k` give unrelated numbers (a CRC of
    the two put stars in diagonal rows)."""
    x = (seed * 0x9E3779B1 + k * 0x85EBCA77 + 0x165667B1) & 0xFFFFFFFF
    x ^= x >> 16
    x = (x * 0x85EBCA6B) & 0xFFFFFFFF
    x ^= x >> 13
    x = (x * 0xC2B2AE35) & 0xFFFFFFFF
    x ^= x >> 16
    return (x & 0xFFFFFF) / float(0x1000000)


def mix(a: QColor, b: QColor, t: float) -> QColor:
    return QColor(round(a.red() + (b.red() - a.red()) * t),
                  round(a.green() + (b.green() - a.green()) * t),
                  round(a.blue() + (b.blue() - a.blue()) * t),
                  round(a.alpha() + (b.alpha() - a.alpha()) * t))


def shifted(c: QColor, hue: float, light: float = 1.0) -> QColor:
    h, s, v, a = c.getHsvF()
    return QColor.fromHsvF((max(0.0, h) + hue) % 1.0, s, min(1.0, max(0.0, v * light)), a)


def deepened(c: QColor, value: float, saturation: float = 1.2) -> QColor:
    h, s, v, a = c.getHsvF()
    return QColor.fromHsvF(max(0.0, h), min(1.0, s * saturation), v * value, a)


def alpha(c: QColor, a: int) -> QColor:
    out = QColor(c)
    out.setAlpha(a)
    return out


def glow(p: QPainter, centre: QPointF, radius: float, rx: float, ry: float,
         stops: tuple[tuple[float, QColor], ...]) -> None:
    """A soft light: an ellipse filled with a radial gradient from `centre` (suns, fires,
    lamps, crater and crystal glows all paint this way; the painter keeps the brush, as
    an inline fill would)."""
    g = QRadialGradient(centre, radius)
    for at, colour in stops:
        g.setColorAt(at, colour)
    p.setBrush(g)
    p.drawEllipse(centre, rx, ry)


@attrs.frozen
class Scene:
    """What the backdrop decided, for the figure painted on it."""

    light: QColor
    sun: QPointF
    ground: float  # the y where the foreground's ground begins


def finish(p: QPainter, r: QRectF) -> None:
    """A canvas grain and a vignette over the whole painting."""
    p.save()
    p.setCompositionMode(QPainter.CompositionMode.CompositionMode_Overlay)
    p.setOpacity(0.1)
    p.fillRect(r, QBrush(_grain()))
    p.restore()
    vg = QRadialGradient(r.center(), max(r.width(), r.height()) * 0.72)
    vg.setColorAt(0.5, QColor(0, 0, 0, 0))
    vg.setColorAt(1, QColor(0, 0, 0, 130))
    p.fillRect(r, vg)


_grain_img: list[QImage] = []


def rounded_canvas(w: float, h: float, dpr: float,
                   radius: float) -> tuple[QPixmap, QPainter, QRectF]:
    """A transparent pixmap of `w` x `h` at device pixel ratio `dpr`, and a painter on it,
    antialiased and clipped to its rectangle rounded by `radius`: where a painting kept
    as a pixmap (a frame's material, a track's landscape) is made.  The caller ends the
    painter."""
    pm = QPixmap(max(1, math.ceil(w * dpr)), max(1, math.ceil(h * dpr)))
    pm.setDevicePixelRatio(dpr)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    r = QRectF(0, 0, w, h)
    clip = QPainterPath()
    clip.addRoundedRect(r, radius, radius)
    p.setClipPath(clip)
    return pm, p, r


def _grain() -> QImage:
    """A 64 px tile of grey noise, the same every run (a canvas's tooth)."""
    if not _grain_img:
        img = QImage(64, 64, QImage.Format.Format_ARGB32)
        x = 12345
        for yy in range(64):
            for xx in range(64):
                x = (1103515245 * x + 12345) & 0x7FFFFFFF
                v = 96 + (x >> 16) % 64
                img.setPixel(xx, yy, 0xFF000000 | (v << 16) | (v << 8) | v)
        _grain_img.append(img)
    return _grain_img[0]


def sunburst(p: QPainter, r: QRectF, c: QPointF, reach: float, light: QColor) -> None:
    """Rays of light all round `c` (behind a Hero: the card its deck is built on)."""
    g = QRadialGradient(c, reach)
    g.setColorAt(0, alpha(light, 150))
    g.setColorAt(0.4, alpha(light, 70))
    g.setColorAt(1, alpha(light, 0))
    path = QPainterPath()
    n = 18
    for i in range(n):
        a = math.tau * i / n
        path.moveTo(c)
        path.lineTo(c.x() + reach * math.cos(a - 0.07), c.y() + reach * math.sin(a - 0.07))
        path.lineTo(c.x() + reach * math.cos(a + 0.07), c.y() + reach * math.sin(a + 0.07))
        path.closeSubpath()
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, False)  # soft: as for _rays
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(g)
    p.drawPath(path)
    p.restore()


def cog_ring(c: QPointF, rad: float, path: QPainterPath | None = None) -> QPainterPath:
    """A ten-toothed cog `rad` round about `c` with a round hole through it, added to
    `path` (a tower the cog crowns) or alone: a workshop's wheels and a cog tower's
    crown are the same wheel."""
    shape = QPainterPath() if path is None else path
    shape.setFillRule(Qt.FillRule.WindingFill)
    n = 10
    for i in range(n * 2):
        a = math.pi * i / n
        rr = rad if i % 2 == 0 else rad * 0.8
        pt = QPointF(c.x() + rr * math.cos(a), c.y() + rr * math.sin(a))
        if i == 0:
            shape.moveTo(pt)
        else:
            shape.lineTo(pt)
    shape.closeSubpath()
    hole = QPainterPath()
    hole.addEllipse(c, rad * 0.35, rad * 0.35)
    return shape.subtracted(hole)
