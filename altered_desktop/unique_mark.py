"""The mark that tells a unique card's face from its family's: a gold pill with a diamond
and the word UNIQUE, in the empty strip under the rules text.

A unique shares its family's name, faction and sub-types (docs/uniques.md), so without
a mark its face reads like the common's with other numbers.  The painter of faces
(card_painter.paint_card) knows nothing of rarities; the screens that show a unique's
face in full (the Add a unique… preview, the deck builder's grid and versions) draw this
mark over it, and the face painter may call `paint_unique_mark` itself after its own
face.  It draws nothing for any other card, or on a face too small to read it.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF

from altered_desktop import theme

#: below this width a face is a thumbnail: no strip to write in
MIN_FACE_W = 90
_FILL = QColor("#3b2f4a")  # the reserve-cost disc's deep violet: the card's own palette
_RIM = theme.GOLD


def is_unique_face(face: dict[str, Any]) -> bool:
    return face.get("rarity") == "unique"


def unique_mark_rect(rect: QRectF) -> QRectF:
    """Where the mark goes on a full face of `rect`: centred in the strip under the rules
    text (the face painter leaves about 7.5 % of the height there)."""
    w, h = rect.width(), rect.height()
    mh = max(theme.LEAST_TEXT_PX * 1.45, h * 0.052)
    mw = min(w * 0.46, max(mh * 4.6, w * 0.34))
    inner_bottom = rect.bottom() - w * 0.045
    return QRectF(rect.center().x() - mw / 2, inner_bottom - h * 0.0375 - mh / 2, mw, mh)


def paint_unique_mark(p: QPainter, rect: QRectF, face: dict[str, Any]) -> None:
    """Draw the unique mark on the face painted in `rect` (nothing for other cards)."""
    if not is_unique_face(face) or rect.width() < MIN_FACE_W:
        return
    r = unique_mark_rect(rect)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(_RIM, max(1.0, r.height() * 0.08)))
    p.setBrush(_FILL)
    p.drawRoundedRect(r, r.height() / 2, r.height() / 2)
    d = r.height() * 0.52  # the diamond: a rarity gem, in gold
    cx, cy = r.left() + r.height() * 0.62, r.center().y()
    gem = QPolygonF([QPointF(cx, cy - d / 2), QPointF(cx + d / 2, cy), QPointF(cx, cy + d / 2),
                     QPointF(cx - d / 2, cy)])
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(_RIM)
    p.drawPolygon(gem)
    px = max(theme.LEAST_TEXT_PX, r.height() * 0.56)
    p.setFont(theme.font(px, bold=True))
    p.setPen(QColor("#f6e7b8"))
    text_box = r.adjusted(r.height() * 1.05, 0, -r.height() * 0.35, 0)
    p.drawText(text_box, Qt.AlignmentFlag.AlignCenter, "UNIQUE")
    p.restore()
