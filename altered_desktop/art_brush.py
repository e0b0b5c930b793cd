"""The painter's hand over a card's setting: brush strokes in its sky and on its ground,
and the air between the eye and the far land.

Review round 18: "the card art is flat pictograms ... after an hour the board is a grid
of similar icons".  Smooth gradients and clean paths read as a diagram; a painting has
the marks of the brush in its sky and its fields, and its far hills fade into the sky's
colour.  So, over the setting and under the figure (which stays crisp, the subject):

* `paint_brushwork`: a tile of short, mostly level strokes, light and dark, laid over
  the picture in soft light, shifted by the card's seed (no two skies share their marks);
* `paint_air`: a band of the sky's low colour along the horizon, fading up into the sky
  and down into the near land: what stands far off is paler than what stands near.

The stroke tile is made once per run; the painting that uses it is cached per card and
size (`card_scene`), so neither runs on a repaint.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QLinearGradient, QPainter, QPen, QTransform

from altered_desktop.art_backdrop import alpha, rnd

#: the stroke tile's side (px) and how many strokes it holds
TILE = 96
STROKES = 220
#: how strongly the strokes show (the opacity of their soft-light layer)
BRUSH_OPACITY = 0.55
#: the air's strongest alpha at the horizon, outdoors and under a roof
AIR = 120
AIR_INDOORS = 55

_tile: list[QImage] = []


def stroke_tile() -> QImage:
    """A seamless `TILE` px square of short strokes, mostly level with a little slant,
    half lighter and half darker than mid-grey, the same every run."""
    if not _tile:
        img = QImage(TILE, TILE, QImage.Format.Format_ARGB32_Premultiplied)
        img.fill(QColor(128, 128, 128))
        p = QPainter(img)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        for k in range(STROKES):
            x, y = rnd(7, 3 * k) * TILE, rnd(7, 3 * k + 1) * TILE
            ln = 4 + 10 * rnd(7, 3 * k + 2)
            a = (rnd(11, k) - 0.5) * 0.5  # radians: a little off level
            tone = 255 if k % 2 else 0
            pen = QPen(QColor(tone, tone, tone, 26 + int(30 * rnd(13, k))),
                       1.2 + 1.6 * rnd(17, k), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
            p.setPen(pen)
            dx, dy = math.cos(a) * ln / 2, math.sin(a) * ln / 2
            for ox in (-TILE, 0, TILE):  # drawn again across each edge: seamless
                for oy in (-TILE, 0, TILE):
                    p.drawLine(QPointF(x - dx + ox, y - dy + oy),
                               QPointF(x + dx + ox, y + dy + oy))
        p.end()
        _tile.append(img)
    return _tile[0]


def paint_brushwork(p: QPainter, r: QRectF, seed: int, scale: float = 1.0) -> None:
    """Brush strokes over `r` (soft light: they lighten and darken what is there, its
    colours kept), the tile shifted by `seed` and sized by `scale`."""
    brush = QBrush(stroke_tile())
    t = QTransform()
    t.translate(r.left() - rnd(seed, 801) * TILE, r.top() - rnd(seed, 802) * TILE)
    t.scale(scale, scale)
    brush.setTransform(t)
    p.save()
    p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SoftLight)
    p.setOpacity(BRUSH_OPACITY)
    p.fillRect(r, brush)
    p.restore()


def paint_air(p: QPainter, r: QRectF, horizon: float, colour: QColor,
              indoors: bool = False) -> None:
    """The air along the horizon at `horizon`: `colour` (the sky's low tone) strongest
    there, fading up into the sky and down over the land: far hills and towns paler."""
    strongest = AIR_INDOORS if indoors else AIR
    top = max(r.top(), horizon - r.height() * 0.38)
    bottom = min(r.bottom(), horizon + r.height() * 0.16)
    if bottom <= top:
        return
    g = QLinearGradient(QPointF(0, top), QPointF(0, bottom))
    at = (horizon - top) / (bottom - top)
    g.setColorAt(0, alpha(colour, 0))
    g.setColorAt(max(0.0, min(1.0, at * 0.55)), alpha(colour, strongest // 3))
    g.setColorAt(max(0.0, min(1.0, at)), alpha(colour, strongest))
    g.setColorAt(1, alpha(colour, 0))
    p.fillRect(QRectF(r.left(), top, r.width(), bottom - top), g)
