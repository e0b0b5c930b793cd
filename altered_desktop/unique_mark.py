"""The mark that tells a unique card's face from its family's: a gold pill with a diamond
and the word UNIQUE, at the top right of the card's picture.

A unique shares its family's name, faction and sub-types (docs/uniques.md), so its face
reads like the common's with other numbers but for the small rarity gem the face painter
(card_painter) puts at the picture's foot.  The face painter draws this mark itself, on
every face of a unique (in hand, on the table, in the deck builder and the Add a
unique… preview alike): no screen draws it again over the face.  On a
tile (a small face, `card_tile`, which has no rarity gem) the gem is drawn without the
word.  Nothing is drawn for any other card.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen, QPolygonF

from altered_desktop import card_tile, theme, tile_text_column
from altered_desktop.card_painter import card_image, face_layout

#: below this width a face is a thumbnail: no strip to write in
MIN_FACE_W = 90
_FILL = QColor("#3b2f4a")  # the reserve-cost disc's deep violet: the card's own palette
_RIM = theme.GOLD
WORD = "UNIQUE"


def is_unique_face(face: dict[str, Any]) -> bool:
    return face.get("rarity") == "unique"


def _pill_px(rect: QRectF) -> float:
    return max(float(theme.LEAST_TEXT_PX), rect.height() * 0.026)


def unique_mark_rect(rect: QRectF, face: dict[str, Any] | None = None) -> QRectF:
    """Where the mark goes on a full face of `rect`: at the top right of its picture (the
    face painter's `face_layout`), clear of the costs at the top left, the type ribbon and
    rarity gem at the picture's foot, and the rules text below; as wide as its word."""
    lay = face_layout(rect, face or {})
    art = lay.art
    px = _pill_px(rect)
    mh = max(px * 1.55, rect.height() * 0.05)
    text_w = QFontMetricsF(theme.font(px, bold=True)).horizontalAdvance(WORD)
    mw = min(art.width() * 0.6, text_w + mh * 1.55)
    inset = max(3.0, art.width() * 0.03)
    return QRectF(art.right() - inset - mw, art.top() + inset, mw, mh)


def paint_unique_mark(p: QPainter, rect: QRectF, face: dict[str, Any]) -> None:
    """Draw the unique mark on the face painted in `rect` (nothing for other cards, for a
    card shown by the player's own picture, or on a thumbnail)."""
    if not is_unique_face(face) or card_image(face.get("ref")) is not None:
        return
    if card_tile.is_tile(rect):
        _paint_tile_gem(p, rect, face)
        return
    if rect.width() < MIN_FACE_W:
        return
    r = unique_mark_rect(rect, face)
    if r.bottom() + 2 > face_layout(rect, face).type_line.top():
        return  # a picture too short for it (a long text): the painter's rarity gem says it
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(_RIM, max(1.0, r.height() * 0.08)))
    p.setBrush(_FILL)
    p.drawRoundedRect(r, r.height() / 2, r.height() / 2)
    _gem(p, QPointF(r.left() + r.height() * 0.62, r.center().y()), r.height() * 0.52)
    p.setFont(theme.font(_pill_px(rect), bold=True))
    p.setPen(QColor("#f6e7b8"))
    p.drawText(r.adjusted(r.height() * 1.05, 0, -r.height() * 0.3, 0),
               Qt.AlignmentFlag.AlignCenter, WORD)
    p.restore()


def _gem(p: QPainter, centre: QPointF, d: float, ring: QColor | None = None) -> None:
    """A gold diamond (a rarity gem) of height `d` centred on `centre`."""
    cx, cy = centre.x(), centre.y()
    gem = QPolygonF([QPointF(cx, cy - d / 2), QPointF(cx + d / 2, cy), QPointF(cx, cy + d / 2),
                     QPointF(cx - d / 2, cy)])
    p.setPen(QPen(ring, max(1.0, d * 0.12)) if ring is not None else Qt.PenStyle.NoPen)
    p.setBrush(_RIM)
    p.drawPolygon(gem)


def _paint_tile_gem(p: QPainter, rect: QRectF, face: dict[str, Any]) -> None:
    """On a tile (a small face: name, picture, statistics) no word fits: the gold gem
    alone, at the top right of the picture's band."""
    rect, face = tile_text_column.face_part(rect, face)  # (left of a text column)
    box = card_tile.marks_box(rect, str(face.get("name", "")))
    d = max(10.0, min(box.height() * 0.32, rect.width() * 0.16))
    if box.height() < d:
        return
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    _gem(p, QPointF(box.right() - d * 0.6, box.top() + d * 0.6), d, ring=_FILL)
    p.restore()
