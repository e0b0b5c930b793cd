"""Pixmap cache for table elements whose look depends only on a few facts.

A board repaint after an answer redraws a hundred-odd elements (regions, expedition
headers, stat pips, labels, mana orbs, cards with their glow), yet an answer changes only
a handful of them.  Drawing each element once into a pixmap keyed by what it shows, and
blitting that pixmap afterwards, turns a repaint from thousands of painter calls (text
layout and antialiased paths are the expensive ones) into about one blit per element.

The pixmap is drawn at the element's sub-pixel offset and blitted at a whole device
pixel, so a cached element lands on exactly the pixels it would have covered if it had
been painted directly: caching must not blur or shift anything.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Hashable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap

Painter = Callable[[QPainter], None]


class SpriteCache:
    """An LRU of pixmaps bounded in bytes; `draw` paints through it.

    Both sides of a hotseat table, a recap and the faces in between are around a
    thousand sprites of very different sizes, so the bound is on memory, not count."""

    def __init__(self, budget: int = 48 << 20) -> None:
        self.budget = budget  # bytes of pixels
        self._store: OrderedDict[Hashable, QPixmap] = OrderedDict()
        self._bytes = 0
        self.misses = 0  # how many sprites were drawn for real (tests and benchmarks)

    def clear(self) -> None:
        self._store.clear()
        self._bytes = 0

    def __len__(self) -> int:
        return len(self._store)

    def draw(self, p: QPainter, key: Hashable, bounds: QRectF, paint: Painter) -> None:
        """Blit the sprite `key`, painting it first with `paint` if it is not cached.

        `paint` draws in the same coordinates as `p` (no translation to do), and must
        stay inside `bounds` (the element's rectangle including any glow or shadow).
        `p` must not be rotated or scaled: sprites are placed on the device pixel grid.
        """
        dev = p.device()
        t = p.transform()
        self.blit(p, key, bounds, paint, dev.devicePixelRatioF() if dev is not None else 1.0,
                  t.dx(), t.dy())

    def holds(self, key: Hashable, bounds: QRectF, dpr: float) -> bool:
        """Whether `blit` of `key` at `bounds` on an untransformed painter of pixel
        ratio `dpr` would be a blit only (painting ahead asks before painting)."""
        x, y, w, h = bounds.getRect()
        dx, dy = x * dpr, y * dpr
        return _full_key(key, w, h, dpr, dx - math.floor(dx), dy - math.floor(dy)) \
            in self._store

    def blit(self, p: QPainter, key: Hashable, bounds: QRectF, paint: Painter, dpr: float,
             tx: float = 0.0, ty: float = 0.0) -> None:
        """`draw`, for a caller that knows the device pixel ratio of `p`'s device and the
        translation (`tx`, `ty`) of its transform: a board repaint blits a hundred-odd
        sprites, and asking the painter for them each time cost more than the blit."""
        x, y, w, h = bounds.getRect()
        dx, dy = (x + tx) * dpr, (y + ty) * dpr
        ix, iy = math.floor(dx), math.floor(dy)
        fx, fy = dx - ix, dy - iy  # sub-pixel offset in device pixels, exactly
        full = _full_key(key, w, h, dpr, fx, fy)
        pm = self._store.get(full)
        if pm is None:
            self.misses += 1
            pm = QPixmap(max(1, math.ceil(w * dpr + fx) + 1),
                         max(1, math.ceil(h * dpr + fy) + 1))
            pm.setDevicePixelRatio(dpr)
            pm.fill(Qt.GlobalColor.transparent)
            sp = QPainter(pm)
            sp.setRenderHint(QPainter.RenderHint.Antialiasing)
            sp.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            # shift the caller's coordinates by whole device pixels only, so every edge
            # and glyph falls on the sub-pixel offset (and rounds the way) it would have
            # on the target; the offset is in the key, since it changes the rasterisation
            sp.translate(tx - ix / dpr, ty - iy / dpr)
            paint(sp)
            sp.end()
            self._store[full] = pm
            self._bytes += pm.width() * pm.height() * 4
            while self._bytes > self.budget and len(self._store) > 1:
                _key, old = self._store.popitem(last=False)
                self._bytes -= old.width() * old.height() * 4
        else:
            self._store.move_to_end(full)
        p.drawPixmap(QPointF(ix / dpr - tx, iy / dpr - ty), pm)


def _full_key(key: Hashable, w: float, h: float, dpr: float, fx: float,
              fy: float) -> tuple[Hashable, ...]:
    """A sprite's key in the store: what it shows, its size, the pixel ratio and its
    offset from the pixel grid to a thousandth of a pixel (layouts reach one place by
    different sums, a few 1e-13 apart, and must share its sprite)."""
    return (key, round(w, 2), round(h, 2), dpr, round(fx, 3), round(fy, 3))
