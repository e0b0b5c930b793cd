"""Card faces painted once and kept as pixmaps, so repainting the table is mostly blits.

Why: a card's face is the dearest thing the table paints.  Since every card has its own
illustration (`card_scene`: a landscape under its faction's sky, a lit picture with its
shadow, a vignette) a face costs about 2.5-4 ms to paint against 1 ms before, and a
repaint after an answer shows dozens of faces, nearly all unchanged.  Issue #23 asks
for answer -> repainted table within 16 ms: each face is painted once into a pixmap at
its size and device pixel ratio, and blitted afterwards.  `face_warmup` paints ahead,
while the window is idle, the faces the next answer is likely to show, so even a card
just played costs a blit.

The key must hold everything a face's look depends on, or a stale picture would show:

* every field of the card's view except those in `NOT_SHOWN` (its identity, who holds
  it, which Expedition: a card keeps its face when it only changes hands or sides).  A field the painters
  start to read is therefore in the key without anyone remembering to add it, and
  tests/gui/test_face_cache.py fails if a painter reads one of `NOT_SHOWN`;
* the size (to a tenth of a pixel), the device pixel ratio, tile or full face;
* what the painters read besides the card: `context` (the player's folder of card
  images, set by the painter module) and the language installed (words on faces).

Memory stays flat: the cache is an LRU bounded in bytes of pixels, not in entries
(a zoomed face at pixel ratio 2 weighs as much as forty tiles).
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Hashable, Mapping
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap, QTransform

from altered_desktop import i18n

#: fields of a card's view that never change its face: its identity, who holds it and
#: which Expedition it is in (its zone does: a Landmark's tile in the Landmarks zone
#: shows its picture where its kind's ribbon would be)
NOT_SHOWN = frozenset({"oid", "owner", "controller", "expedition"})

Paint = Callable[[QPainter, QRectF], None]


#: the look last worked out for each object, with a copy of the card it was worked out
#: from: the table asks for the look of every card in sight after each answer, and most
#: cards are equal to the ones the view before showed.  Comparing two views of a card
#: (==, every field) costs a tenth of writing one out.
_LOOKS: dict[Any, tuple[dict[str, Any], str]] = {}
_LOOKS_KEPT = 4096


def look_of(card: Mapping[str, Any]) -> str:
    """Everything of `card` its face may show, as one hashable text."""
    oid = card.get("oid")
    kept = _LOOKS.get(oid)
    if kept is not None and kept[0] == card:
        return kept[1]
    shown = dict(card)  # (a copy and four pops: twice as quick as a comprehension)
    for k in NOT_SHOWN:
        shown.pop(k, None)
    look = repr(shown)
    if len(_LOOKS) >= _LOOKS_KEPT:
        _LOOKS.clear()
    _LOOKS[oid] = (dict(card), look)
    return look


class FaceCache:
    """An LRU of painted faces, bounded in bytes; `draw` blits through it."""

    def __init__(self, budget: int = 64 << 20) -> None:
        self.budget = budget
        self._store: OrderedDict[Hashable, QPixmap] = OrderedDict()
        self._bytes = 0
        #: what the painters read besides the card and the language (the image
        #: folder); part of every key, so changing it never shows a face painted for
        #: another
        self.context: Hashable = None
        self.hits = 0
        self.misses = 0  # faces painted for real (tests and benchmarks)

    def key(self, card: Mapping[str, Any], width: float, height: float, dpr: float,
            tile: bool) -> tuple[Hashable, ...]:
        return (round(width, 1), round(height, 1), dpr, tile, look_of(card), self.setting())

    def setting(self) -> tuple[Hashable, str]:
        """What faces depend on besides the card, its size and the pixel ratio."""
        return self.context, i18n.installed()

    def __contains__(self, key: Hashable) -> bool:
        return key in self._store

    def __len__(self) -> int:
        return len(self._store)

    @property
    def bytes(self) -> int:
        return self._bytes

    def clear(self) -> None:
        self._store.clear()
        self._bytes = 0

    def pixmap(self, key: Hashable, width: float, height: float, dpr: float, paint: Paint,
               at: QPointF | None = None) -> QPixmap:
        """The face `key`, painted by `paint` if it is not kept yet, for a face whose
        top left corner falls at `at` (device pixels; only its fraction matters, as it
        decides how edges and glyphs are rasterised, so it is part of the key)."""
        fx, fy = (at.x() - math.floor(at.x()), at.y() - math.floor(at.y())) if at else (0, 0)
        full = (key, round(fx, 3), round(fy, 3))
        pm = self._store.get(full)
        if pm is not None:
            self.hits += 1
            self._store.move_to_end(full)
            return pm
        self.misses += 1
        m = _margin_px(width, dpr)
        pm = QPixmap(math.ceil(width * dpr + fx) + 2 * m + 1,
                     math.ceil(height * dpr + fy) + 2 * m + 1)
        pm.setDevicePixelRatio(dpr)
        pm.fill(Qt.GlobalColor.transparent)
        pp = QPainter(pm)
        try:
            paint(pp, QRectF((m + fx) / dpr, (m + fy) / dpr, width, height))
        finally:
            pp.end()
        self._store[full] = pm
        self._bytes += pm.width() * pm.height() * 4
        while self._bytes > self.budget and len(self._store) > 1:
            _old_key, old = self._store.popitem(last=False)
            self._bytes -= old.width() * old.height() * 4
        return pm

    def draw(self, p: QPainter, rect: QRectF, key: Hashable, dpr: float,
             paint: Paint) -> None:
        """Draw face `key` at `rect`: a blit, on the same pixels and exactly as
        `paint` would have drawn it there.  On a turned painter (an exhausted card shown
        sideways or leaning) the face is drawn through the turn, smoothly if the caller
        asks: a picture only sits exactly on an upright pixel grid."""
        t = p.transform()
        if t.type().value > QTransform.TransformationType.TxTranslate.value:
            pm = self.pixmap(key, rect.width(), rect.height(), dpr, paint)
            m = _margin_px(rect.width(), dpr) / dpr
            p.drawPixmap(QPointF(rect.left() - m, rect.top() - m), pm)
            return
        at = _device(rect.translated(t.dx(), t.dy()), dpr)
        pm = self.pixmap(key, rect.width(), rect.height(), dpr, paint, at)
        m = _margin_px(rect.width(), dpr)
        p.drawPixmap(QPointF((math.floor(at.x()) - m) / dpr - t.dx(),
                             (math.floor(at.y()) - m) / dpr - t.dy()), pm)


def _device(rect: QRectF, dpr: float) -> QPointF:
    return QPointF(rect.left() * dpr, rect.top() * dpr)


def _margin_px(width: float, dpr: float) -> int:
    """The room around a face for its drop shadow, in whole device pixels."""
    return math.ceil(max(2.0, width * 0.05) * dpr)


#: the faces of the whole program (table, zoom, hand-off, dialogs)
FACES = FaceCache()

