"""The Adventure's regions painted as small landscapes of their terrains.

Review round 15 ("Look 5"): "the table is flat green felt ... BGA's Altered, with an
Altered-themed board, is clearly nicer to look at".  A region tile was a flat beige
card with terrain icons; now each is a view of its land under a day's sky: pines on a
hill for a forest, a range of peaks for a mountain, a lake for water, as many of each
as the region has (the Hero and Companion regions, which have all three, a wide
valley).  The hour runs along the track, morning at the Hero end to evening at the
Companion end, as an Expedition's day of travel would.

The terrain icons and the region's number stay on top of it on their own solid
colours, and the name on a parchment plate (`NAME_PLATE`), so what decides a Dusk reads
at 4.5:1 whatever the painting under it.

A landscape is painted once per size, terrains, place and pixel ratio and kept as a
pixmap (`landscape`): the board repaints a region whenever a marker moves onto it.
"""

from __future__ import annotations

import math
import zlib
from collections import OrderedDict
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPixmap

from altered_desktop import art_backdrop

#: the sky's top, its low part and the light along the day (morning at the Hero end)
HOURS: tuple[tuple[str, str, str], ...] = (
    ("#5b86c4", "#f4d9b0", "#fff1d0"),  # morning
    ("#4a8fd0", "#d8ecf4", "#ffffff"),  # noon
    ("#5a7fb8", "#f2e2bc", "#fff6dc"),  # afternoon
    ("#4d5a9c", "#f0b48a", "#ffe0b0"),  # evening
)
#: the plate a region's name is written on over its landscape (dark ink reads on it)
NAME_PLATE = QColor(244, 234, 208, 235)
#: a wash of parchment over the landscape: the board stays calm under the cards
WASH = QColor(240, 228, 200, 60)

_cache: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()
_KEEP = 64


def clear_cache() -> None:
    _cache.clear()


def land_of(terrains: Sequence[str]) -> tuple[int, int, int]:
    """How much forest, mountain and water a region's view shows (0 = none)."""
    have = set(terrains)
    return (3 if "forest" in have else 0, 4 if "mountain" in have else 0,
            3 if "water" in have else 0)


def hour_of(place: float) -> tuple[QColor, QColor, QColor]:
    """The sky's top, low part and light at `place` along the track (0 the Hero end,
    1 the Companion end), between the `HOURS`."""
    place = min(1.0, max(0.0, place))
    at = place * (len(HOURS) - 1)
    i = min(len(HOURS) - 2, int(at))
    t = at - i
    a, b = HOURS[i], HOURS[i + 1]
    return tuple(art_backdrop.mix(QColor(x), QColor(y), t)  # type: ignore[return-value]
                 for x, y in zip(a, b, strict=True))


def landscape(size: tuple[float, float], terrains: Sequence[str], name: str,
              place: float, dpr: float, radius: float = 8.0) -> QPixmap:
    """Region `name`'s view (its `terrains`) at `place` along the track, `size` logical
    pixels, rounded by `radius`: painted once, then kept."""
    w, h = size
    key = (round(w, 1), round(h, 1), tuple(sorted(terrains)), name, round(place, 3), dpr,
           round(radius, 1))
    pm = _cache.get(key)
    if pm is not None:
        _cache.move_to_end(key)
        return pm
    pm, p, r = art_backdrop.rounded_canvas(w, h, dpr, radius)
    paint_view(p, r, terrains, name, place)
    p.end()
    _cache[key] = pm
    while len(_cache) > _KEEP:
        _cache.popitem(last=False)
    return pm


def paint_view(p: QPainter, r: QRectF, terrains: Sequence[str], name: str,
               place: float) -> None:
    """The landscape itself: the hour's sky and its sun, far peaks for a mountain, a
    green land (darker, wooded with pines, for a forest), a lake for water; then a
    parchment wash and a shade at the foot."""
    seed = zlib.crc32(name.encode("utf-8"))
    top, low, light = hour_of(place)
    forest, mountain, water = land_of(terrains)
    w, h = r.width(), r.height()
    horizon = r.top() + h * (0.5 + 0.06 * art_backdrop.rnd(seed, 1))
    sky = QLinearGradient(r.topLeft(), QPointF(r.left(), horizon))
    sky.setColorAt(0, top)
    sky.setColorAt(1, low)
    p.fillRect(r, sky)
    # the sun's way over the day: low left in the morning, high at noon, low right
    sun = QPointF(r.left() + w * (0.15 + 0.7 * place),
                  r.top() + h * (0.42 - 0.22 * math.sin(math.pi * place)))
    p.setPen(Qt.PenStyle.NoPen)
    art_backdrop.glow(p, sun, min(w, h) * 0.45, min(w, h) * 0.45, min(w, h) * 0.45,
                      ((0.0, art_backdrop.alpha(light, 230)),
                       (0.25, art_backdrop.alpha(light, 90)),
                       (1.0, art_backdrop.alpha(light, 0))))
    if mountain or not terrains:
        far = art_backdrop.mix(top, QColor("#6d7891"), 0.55)
        _peaks(p, r, horizon, h * (0.34 if mountain else 0.12), 3 if mountain else 5,
               seed, 10, far, snow=bool(mountain))
        if mountain:
            _peaks(p, r, horizon + h * 0.03, h * 0.2, 4, seed, 40,
                   art_backdrop.mix(far, QColor("#3a3340"), 0.45), snow=False)
    # the land from the horizon down: a forest's dark green, else a meadow's
    grass = QColor("#3f6b34") if forest else QColor("#7c9a4e")
    if not terrains:
        grass = QColor("#a08a62")
    land = QLinearGradient(QPointF(r.left(), horizon), r.bottomLeft())
    land.setColorAt(0, art_backdrop.mix(grass, low, 0.35))
    land.setColorAt(1, grass.darker(135))
    ground = QPainterPath(QPointF(r.left(), r.bottom()))
    ground.lineTo(r.left(), horizon + h * 0.02)
    ground.cubicTo(QPointF(r.left() + w * 0.35, horizon - h * 0.05),
                   QPointF(r.left() + w * 0.65, horizon + h * 0.06),
                   QPointF(r.right(), horizon))
    ground.lineTo(r.right(), r.bottom())
    ground.closeSubpath()
    p.setBrush(land)
    p.drawPath(ground)
    if forest:
        _pines(p, r, horizon, seed, grass)
    if water:
        _lake(p, r, horizon, seed, top, light, big=not forest and not mountain)
    p.fillRect(r, WASH)
    g = QLinearGradient(r.topLeft(), r.bottomLeft())
    g.setColorAt(0, QColor(0, 0, 0, 0))
    g.setColorAt(0.8, QColor(0, 0, 0, 0))
    g.setColorAt(1, QColor(0, 0, 0, 50))
    p.fillRect(r, g)


def _peaks(p: QPainter, r: QRectF, base: float, height: float, n: int, seed: int,
           k: int, colour: QColor, snow: bool) -> None:
    """A range of `n` peaks standing on `base`, capped with snow when `snow`."""
    path = QPainterPath(QPointF(r.left(), base + 2))
    tops: list[QPointF] = []
    for i in range(n * 2 + 1):
        x = r.left() + r.width() * i / (n * 2)
        up = i % 2 == 1
        j = art_backdrop.rnd(seed, k + i)
        y = base - (height * (0.6 + 0.4 * j) if up else height * 0.15 * j)
        path.lineTo(x, y)
        if up:
            tops.append(QPointF(x, y))
    path.lineTo(r.right(), base + 2)
    path.closeSubpath()
    g = QLinearGradient(QPointF(0, base - height), QPointF(0, base))
    g.setColorAt(0, colour.lighter(115))
    g.setColorAt(1, colour.darker(110))
    p.setBrush(g)
    p.drawPath(path)
    if snow and height > 8:
        caps = QPainterPath()
        s = height * 0.22
        for t in tops:
            caps.moveTo(t)
            caps.lineTo(t.x() - s * 0.8, t.y() + s)
            caps.lineTo(t.x() + s * 0.8, t.y() + s)
            caps.closeSubpath()
        p.setBrush(QColor(255, 255, 255, 200))
        p.drawPath(caps)


def _pines(p: QPainter, r: QRectF, horizon: float, seed: int, grass: QColor) -> None:
    """Rows of pines on the land, smaller and paler toward the horizon."""
    for row, (depth, size, shade) in enumerate(((0.08, 0.16, 115), (0.3, 0.26, 150))):
        y = horizon + (r.bottom() - horizon) * depth
        s = r.height() * size
        n = 7 if row == 0 else 5
        wood = QPainterPath()
        for i in range(n):
            x = r.left() + r.width() * (i + 0.2 + 0.6 * art_backdrop.rnd(seed, 50 + 10 * row + i)) / n
            t = s * (0.7 + 0.3 * art_backdrop.rnd(seed, 80 + 10 * row + i))
            wood.moveTo(x, y - t)
            wood.lineTo(x - t * 0.3, y + 1)
            wood.lineTo(x + t * 0.3, y + 1)
            wood.closeSubpath()
        p.setBrush(grass.darker(shade))
        p.drawPath(wood)


def _lake(p: QPainter, r: QRectF, horizon: float, seed: int, top: QColor, light: QColor,
          big: bool) -> None:
    """Water at the land's foot (all of the land, for a region of water alone), the
    sky's colour in it and glints of the light."""
    y = horizon + (r.bottom() - horizon) * (0.05 if big else 0.45)
    band = QRectF(r.left(), y, r.width(), r.bottom() - y)
    g = QLinearGradient(band.topLeft(), band.bottomLeft())
    g.setColorAt(0, art_backdrop.mix(top, QColor("#7fb6dc"), 0.6))
    g.setColorAt(1, art_backdrop.mix(top, QColor("#1d4f86"), 0.6))
    shore = QPainterPath(QPointF(band.left(), band.bottom()))
    shore.lineTo(band.left(), band.top() + band.height() * 0.2)
    shore.quadTo(band.center().x(), band.top() - band.height() * 0.2, band.right(),
                 band.top() + band.height() * 0.15)
    shore.lineTo(band.right(), band.bottom())
    shore.closeSubpath()
    p.setBrush(g)
    p.drawPath(shore)
    p.setPen(QPen(art_backdrop.alpha(light, 150), 1.0))
    for k in range(5):
        gy = band.top() + band.height() * (0.35 + 0.55 * art_backdrop.rnd(seed, 90 + k))
        gx = band.left() + band.width() * art_backdrop.rnd(seed, 95 + k)
        p.drawLine(QPointF(gx, gy), QPointF(gx + band.width() * 0.12, gy))
    p.setPen(Qt.PenStyle.NoPen)


def draw(p: QPainter, full: QRectF, terrains: Sequence[str], name: str,
         place: float) -> None:
    """Region tile `full` filled with its landscape (`landscape`)."""
    dev = p.device()
    dpr = dev.devicePixelRatioF() if dev is not None else 1.0
    pm = landscape((full.width(), full.height()), terrains, name, place, dpr)
    p.drawPixmap(full, pm, QRectF(0, 0, pm.width(), pm.height()))


def name_plate(text_box: QRectF, text_w: float) -> QRectF:
    """The plate under a region's name: the name's width and a margin, centred in
    `text_box` (the name's line), never wider than it."""
    w = min(text_box.width(), text_w + text_box.height() * 0.8)
    return QRectF(text_box.center().x() - w / 2, text_box.top(), w, text_box.height())


def paint_plate(p: QPainter, plate: QRectF) -> None:
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(NAME_PLATE)
    p.drawRoundedRect(plate, plate.height() / 2, plate.height() / 2)
    p.restore()

