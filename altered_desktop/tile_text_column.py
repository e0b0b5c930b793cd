"""A Reserve or Landmark tile's rules text in a column beside its face.

A Reserve card is played from the Reserve and a Landmark works every turn: what it does
is read there, not only in the zoom.  On a tile too low for a picture and a text strip
(a 1366 x 768 table's Reserve tiles are 67 px high: a name band, a strip of picture and
the statistics fill it), the face (name, costs, picture, statistics) keeps the width it
needs and the text takes the rest of the tile's width, at its whole height, as Arena and
Board Game Arena players read a card laid on its side: whole words, the symbols as their
icons, a "more" tag at the end when the zoom holds the rest.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter

from altered_desktop import card_frame, card_tile, symbol_text, theme

Card = dict[str, Any]

#: the column's least width: about 18 letters of 11 px text a line (narrower, a line
#: holds two words and the face keeps the text strip or the ability symbols)
COLUMN_LEAST_W = 88.0
#: the column's text size: the least text size on a 1366 table's tiles, growing with the
#: tile up to this
TEXT_MOST_PX = 13.0
TEXT_SHARE = 0.13
#: the face's least width over the tile's height, and in pixels: its picture stays more
#: than a strip, each statistic keeps its terrain's icon beside its digits
FACE_LEAST_RATIO, FACE_LEAST_W = 1.1, 108.0


def split(rect: QRectF, card: Card) -> tuple[QRectF, QRectF] | None:
    """The face's part of a tile in `rect` and its text column, or None when the tile
    is no Reserve or Landmark tile with a text, or too narrow for a column of
    `COLUMN_LEAST_W` beside the face's width (`face_width`)."""
    text = card.get("text")
    if not text or card.get(card_tile.TEXT_BESIDE) or \
            card.get("zone") not in card_tile.ABILITY_ZONES or \
            card.get(card_tile.PILE_TOP) or not card_tile.is_tile(rect):
        return None
    h = rect.height()
    m = card_tile.margin(rect)
    fw = face_width(card, h, rect.width() - m - COLUMN_LEAST_W)
    if fw is None:
        return None
    # the column as narrow as holds the whole text, the face the rest (its picture)
    fw = rect.width() - m - column_width(str(text), h - 2 * m, rect.width() - fw - m)
    column = QRectF(rect.left() + fw, rect.top() + m, rect.width() - fw - m, h - 2 * m)
    return QRectF(rect.left(), rect.top(), fw, h), column


def face_part(rect: QRectF, card: Card) -> tuple[QRectF, Card]:
    """Where a tile's face is painted and the card it is painted as: left of its text
    column, marked `card_tile.TEXT_BESIDE`, where it has one (`split`); else the whole
    tile."""
    parts = split(rect, card)
    if parts is None:
        return rect, card
    return parts[0], {**card, card_tile.TEXT_BESIDE: True}


def face_width(card: Card, h: float, most: float) -> float | None:
    """The width the face of a tile `h` high takes left of its text, at most `most`:
    the narrowest at which its name is whole on one line (else on two over a picture
    still `PICTURE_LEAST` high) beside its costs where they open the name band, its
    digits fit their pills and its picture is more than a strip (`FACE_LEAST_RATIO`);
    None when no width up to `most` does."""
    stats = card.get("stats")
    widths = _face_widths(str(card.get("name", "?")), tuple(stats) if stats else None,
                          card_tile.shows_costs(card), str(card.get("zone", "")),
                          float(math.ceil(h)))
    for w in widths:
        if w is not None and w <= most:
            return w
    return None


#: the least height of a face's picture under a name on two lines
PICTURE_LEAST = 14.0


@lru_cache(maxsize=2048)
def _face_widths(name: str, stats: tuple[int, ...] | None, costs: bool, zone: str,
                 h: float) -> tuple[float | None, float | None]:
    """The narrowest widths of a face `h` high that reads with its name on one line,
    and on two (`face_width`), None where none up to four times `h` does."""
    card = {"name": name, "stats": list(stats) if stats else None, "zone": zone,
            "hand_cost": 1 if costs else None, "reserve_cost": 1 if costs else None}
    one_line = two_lines = None
    for w in range(math.ceil(max(FACE_LEAST_W, h * FACE_LEAST_RATIO)), int(h * 4) + 1, 2):
        r = QRectF(0, 0, w, h)
        if not _reads(card, r):
            continue
        lines = card_tile.name_lines(r, card)
        if lines == 1:
            one_line = float(w)
            break
        if two_lines is None and lines == 2 and \
                card_tile.marks_box(r, name).height() >= PICTURE_LEAST:
            two_lines = float(w)
    return one_line, two_lines


def _reads(card: Card, r: QRectF) -> bool:
    """Whether a face in `r` shows its name whole (beside its costs where they open the
    name band) and its statistics' digits at their size."""
    name = str(card["name"])
    if card_tile.name_only(r, card) or not card_tile.fully_shown(name, r):
        return False
    if card.get("stats") and not card_tile.digits_fit(r, card["stats"]):
        return False
    _box, costs = card_tile.name_text_box(r, card)
    return costs or not card_tile.shows_costs(card)


@lru_cache(maxsize=4096)
def column_width(text: str, height: float, most: float) -> float:
    """The narrowest column `height` high, `COLUMN_LEAST_W` to `most` wide, that holds
    `text` whole at its size (`text_px`); `most` when none does."""
    px = text_px(QRectF(0, 0, most, height))
    w = COLUMN_LEAST_W
    while w < most:
        box = text_box(QRectF(0, 0, w, height))
        if symbol_text.fits_at(text, box.width(), box.height(), px, ()):
            return w
        w += 4.0
    return most


def text_px(column: QRectF) -> float:
    """The column's largest text size (it shrinks to the least text size to hold more)."""
    return max(float(theme.LEAST_TEXT_PX), min(TEXT_MOST_PX, column.height() * TEXT_SHARE))


def text_box(column: QRectF) -> QRectF:
    """Where the column's words go: inside its parchment's edge."""
    return column.adjusted(4, 2, -3, -1)


def layout(column: QRectF, text: str) -> tuple[float, int, list[symbol_text.Run], float]:
    """The column's text as `symbol_text.fit_full` sets it (cached there): its size,
    stretch, runs and line height; whole words, a "more" tag at the end when cut."""
    return symbol_text.fit_full(text, text_box(column), text_px(column),
                                float(theme.LEAST_TEXT_PX), (), more=True)


def paint(p: QPainter, column: QRectF, card: Card, fc: QColor, radius: float) -> None:
    """The column: the rules text's parchment sunk into the frame, the text on it."""
    card_frame.text_box(p, column, fc, radius)
    symbol_text.draw(p, text_box(column), str(card.get("text") or ""), text_px(column),
                     float(theme.LEAST_TEXT_PX), tighter=(), more=True)
