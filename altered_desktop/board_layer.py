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
from typing import Any

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


#: the area of each place an element was listed at, by its bounds and clip: the same
#: places come back in every listing (forgotten wholesale past `_AREAS_KEPT`)
_AREAS: dict[tuple[Any, ...], QRect] = {}
_AREAS_KEPT = 20_000


class Listing:
    """A display list with what is needed to compare it with another one."""

    def __init__(self, ops: list[Op]) -> None:
        self.ops = ops
        sigs: dict[tuple[Hashable, ...], int] = {}
        self.areas: dict[tuple[Hashable, ...], QRect] = {}
        self.op_areas: list[QRect] = []  # parallel to ops
        areas, op_areas, known = self.areas, self.op_areas, _AREAS
        if len(known) > _AREAS_KEPT:
            known.clear()
        for op in ops:
            # (Op.signature and Op.area, inlined: a board lists a hundred-odd elements
            # after every answer, most of them where they were before)
            clip = op.clip
            where = (op.bounds.getRect(), clip.getRect() if clip is not None else None)
            sig = (op.key, *where)
            sigs[sig] = sigs.get(sig, 0) + 1
            area = known.get(where)
            if area is None:
                area = known[where] = op.area()
            areas[sig] = area
            op_areas.append(area)
        self.sigs: Counter[tuple[Hashable, ...]] = Counter(sigs)

    def changes_from(self, old: Listing | None, full: QRect) -> QRegion:
        """Where this list paints differently from `old` (everything if there is none)."""
        if old is None or not old.ops or not self.ops:
            return QRegion(full)
        dirty = QRegion()
        new_sigs, old_sigs = self.sigs, old.sigs
        for sig, n in new_sigs.items():  # (cheaper than subtracting Counters)
            if old_sigs.get(sig, 0) < n:
                dirty += self.areas[sig]
        for sig, n in old_sigs.items():
            if new_sigs.get(sig, 0) < n:
                dirty += old.areas[sig]
        return dirty & QRegion(full)


class BoardLayer:
    """One board image and the display list it was painted from.

    The table keeps one per player at the bottom: a hotseat table turns round after
    most answers, and each player's side of it changed little since they last looked,
    so each image is only touched up where its own player's board changed."""

    def __init__(self, sprites: SpriteCache | None = None) -> None:
        self.image: QImage | None = None
        self.sprites = sprites if sprites is not None else SpriteCache()
        self.listing: Listing | None = None
        self._pending = QRegion()
        self.repainted = QRegion()  # what the last real `render` redrew (tests, benchmarks)

    def adopt(self, listing: Listing, width: int, height: int, dpr: float) -> None:
        """Take `listing` as what the image must show; note where it must be redrawn."""
        size = (round(width * dpr), round(height * dpr))
        full = QRect(0, 0, width, height)
        if self.image is None or (self.image.width(), self.image.height()) != size \
                or self.image.devicePixelRatio() != dpr:
            self.image = QImage(max(1, size[0]), max(1, size[1]),
                                QImage.Format.Format_RGB32)
            self.image.setDevicePixelRatio(dpr)
            self.listing = None
            self._pending = QRegion(full)
        self._pending += listing.changes_from(self.listing, full)
        self.listing = listing

    def render(self, background: Draw) -> None:
        """Repaint the pending region of the image: `background`, then every operation
        that touches it, in order, clipped to it."""
        if self.image is None or self.listing is None or self._pending.isEmpty():
            return
        region = self._pending
        self._pending = QRegion()
        listing = self.listing
        p = QPainter(self.image)
        try:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            for rect in region:  # a big blit through many-rectangle clips is slow
                p.setClipRect(rect)
                background(p)
            p.setClipRegion(region)
            dpr = self.image.devicePixelRatio()  # (the painter is not transformed)
            blit, intersects = self.sprites.blit, region.intersects
            for op, area in zip(listing.ops, listing.op_areas, strict=True):
                if not intersects(area):
                    continue
                if op.clip is not None:
                    p.save()
                    p.setClipRect(op.clip, Qt.ClipOperation.IntersectClip)
                blit(p, op.key, op.bounds, op.draw, dpr)
                if op.clip is not None:
                    p.restore()
        finally:
            p.end()
        self.repainted = region
