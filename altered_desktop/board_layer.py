"""The table's board image, repainted only where its display list changed.

The table describes the board as a list of drawing operations, each keyed by what it
shows and where.  After an answer most operations are the same as before (the felt, the
regions, most cards), so comparing the new list with the previous one gives the few
rectangles that really changed: only those are repainted in the image, and only those
are handed to Qt as the widget's dirty region, so Qt neither recomposes nor flushes the
rest of the window.  Everything drawn through an operation goes through the sprite
cache, so repainting a dirty rectangle is mostly blits.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable
from dataclasses import dataclass

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QRegion

from altered_desktop.sprites import SpriteCache

Draw = Callable[[QPainter], None]


@dataclass
class Op:
    """One element of the board: `draw` paints it, within `bounds`, in table coordinates;
    `key` names everything its look depends on apart from `bounds` (and `clip`)."""

    key: Hashable
    bounds: QRectF
    draw: Draw
    clip: QRectF | None = None

    def signature(self) -> tuple[Hashable, ...]:
        clip = self.clip.getRect() if self.clip is not None else None
        return (self.key, self.bounds.getRect(), clip)

    def area(self) -> QRect:
        """The logical pixels it may touch (rounded out, so antialiased edges count)."""
        r = self.bounds if self.clip is None else self.bounds.intersected(self.clip)
        return r.toAlignedRect().adjusted(-1, -1, 1, 1)


class BoardLayer:
    """Holds the board image and the display list it was painted from."""

    def __init__(self) -> None:
        self.image: QImage | None = None
        self.sprites = SpriteCache()
        self._ops: list[Op] = []
        self._sigs: Counter[tuple[Hashable, ...]] = Counter()
        self._areas: dict[tuple[Hashable, ...], QRect] = {}
        self._pending = QRegion()
        self.stamp: Hashable = None  # the table state the current list was built from
        self.repainted = QRegion()  # what the last `render` redrew (tests, benchmarks)

    def set_ops(self, ops: list[Op], width: int, height: int, dpr: float,
                stamp: Hashable) -> QRegion:
        """Adopt a new display list; return the region (logical pixels) that changed."""
        size = (round(width * dpr), round(height * dpr))
        full = QRect(0, 0, width, height)
        if self.image is None or (self.image.width(), self.image.height()) != size \
                or self.image.devicePixelRatio() != dpr:
            self.image = QImage(max(1, size[0]), max(1, size[1]),
                                QImage.Format.Format_ARGB32_Premultiplied)
            self.image.setDevicePixelRatio(dpr)
            self._sigs = Counter()
            dirty = QRegion(full)
        else:
            dirty = QRegion()
        new_sigs = Counter(op.signature() for op in ops)
        areas = {op.signature(): op.area() for op in ops}
        if not dirty.isEmpty():
            pass
        elif not ops or not self._sigs:
            dirty = QRegion(full)
        else:
            for sig in (new_sigs - self._sigs):
                dirty += areas[sig]
            for sig in (self._sigs - new_sigs):
                dirty += self._areas[sig]
        self._ops, self._sigs, self._areas, self.stamp = ops, new_sigs, areas, stamp
        dirty &= QRegion(full)
        self._pending += dirty
        return dirty

    def invalidate(self) -> None:
        """Forget the painted image (the next `set_ops` repaints everything)."""
        self._sigs = Counter()

    def render(self, background: Draw) -> None:
        """Repaint the pending region of the image: `background`, then every operation
        that touches it, in order, clipped to it."""
        if self.image is None or self._pending.isEmpty():
            self.repainted = QRegion()
            return
        region = self._pending
        self._pending = QRegion()
        p = QPainter(self.image)
        try:
            p.setClipRegion(region)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            background(p)
            for op in self._ops:
                if not region.intersects(op.area()):
                    continue
                if op.clip is not None:
                    p.save()
                    p.setClipRect(op.clip, Qt.ClipOperation.IntersectClip)
                self.sprites.draw(p, op.key, op.bounds, op.draw)
                if op.clip is not None:
                    p.restore()
        finally:
            p.end()
        self.repainted = region
