"""A Reserve or Landmark tile's rules text in a column beside its face.

A Reserve card is played from the Reserve and a Landmark works every turn: what it does
is read there, not only in the zoom.  On a tile too low for a picture and a text strip
(a 1366 x 768 table's Reserve tiles are 67 px high: a name band, a strip of picture and
the statistics fill it), the face (name, costs, picture, statistics) keeps the width it
needs and the text takes the rest of the tile's width, at its whole height, as Arena and
Board Game Arena players read a card laid on its side: whole words, the symbols as their
icons, a "more" tag at the end when the zoom holds the rest.

Playing from the Reserve is half of the game, so the column holds the whole text wherever
it can (review round 16 #3: "…Create two Ordis more ▸" at 1366 and at 1920): the table
gives the tile the width its text needs (`tile_want`), and a text too long for its
column is set shorter before it is cut: its play phrases in short words ("From Reserve:")
(`card_tile.compact_text`, as the printed card writes them), then a little narrower
(`symbol_text.TIGHTER`: the letters keep their height, never under 11 px).
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter

from altered_desktop import card_frame, card_tile, cost_badge, symbol_text, theme

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
    faces = face_widths(card, h, rect.width() - m - COLUMN_LEAST_W)
    if not faces:
        return None
    # the column as narrow as holds the whole text, the face the rest (its picture);
    # beside the face with its name on one line where the text is whole so, else
    # beside the narrower one (its name on two lines over a lower picture): the text
    # at `READ_PX` beside either (its costs as big as on every tile: never smaller
    # costs for a bigger text) before it is at the least text size beside any
    col_w = column_width(str(text), h - 2 * m, rect.width() - faces[-1] - m)
    big = face_widths(card, h, rect.width() - m - COLUMN_LEAST_W, True)
    for least, sides in ((READ_PX, big), (float(theme.LEAST_TEXT_PX), faces)):
        found = False
        for fw in sides:
            col_w = column_width(str(text), h - 2 * m, rect.width() - fw - m)
            if holds(str(text), col_w, h - 2 * m, least):
                found = True
                break
        if found:
            break
    fw = rect.width() - m - col_w
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
    widths = face_widths(card, h, most)
    return widths[0] if widths else None


def face_widths(card: Card, h: float, most: float, big: bool = False) -> list[float]:
    """The widths, up to `most`, at which the face of a tile `h` high reads
    (`face_width`), widest first: with its name on one line, then on two, its costs as
    big as on every tile; then with smaller costs in its name band (`_face_widths`),
    as far as each reads at all (not those where `big`)."""
    stats = card.get("stats")
    widths = _face_widths(str(card.get("name", "?")), tuple(stats) if stats else None,
                          card_tile.shows_costs(card), str(card.get("zone", "")),
                          float(math.ceil(h)))
    if big:
        widths = widths[:2]
    out: list[float] = []
    for w in widths:
        if w is not None and w <= most and (not out or w < out[-1]):
            out.append(w)
    return out


#: the least height of a face's picture under a name on two lines
PICTURE_LEAST = 14.0


@lru_cache(maxsize=2048)
def _face_widths(name: str, stats: tuple[int, ...] | None, costs: bool, zone: str,
                 h: float) -> tuple[float | None, ...]:
    """The narrowest widths of a face `h` high that reads with its name on one line,
    and on two (`face_width`), its costs in its name band as big as on every tile;
    then the same with smaller costs there (a narrower face, where the text needs its
    column's width more); None where none up to four times `h` does."""
    card = {"name": name, "stats": list(stats) if stats else None, "zone": zone,
            "hand_cost": 1 if costs else None, "reserve_cost": 1 if costs else None}
    out: list[float | None] = []
    for big in (True, False):
        one_line = two_lines = None
        for w in range(math.ceil(max(FACE_LEAST_W, h * FACE_LEAST_RATIO)), int(h * 4) + 1, 2):
            r = QRectF(0, 0, w, h)
            if not _reads(card, r, big):
                continue
            lines = card_tile.name_lines(r, card)
            if lines == 1:
                one_line = float(w)
                break
            if two_lines is None and lines == 2 and \
                    card_tile.marks_box(r, name).height() >= PICTURE_LEAST:
                two_lines = float(w)
        out += [one_line, two_lines]
    return tuple(out)


def _reads(card: Card, r: QRectF, big: bool = True) -> bool:
    """Whether a face in `r` shows its name whole (beside its costs where they open the
    name band, as big as on every tile where `big`) and its statistics' digits at their
    size."""
    name = str(card["name"])
    if card_tile.name_only(r, card) or not card_tile.fully_shown(name, r):
        return False
    if card.get("stats") and not card_tile.digits_fit(r, card["stats"]):
        return False
    _box, costs = card_tile.name_text_box(r, card)
    if big and costs and card_tile.costs_in_name_band(r, name, bool(card.get("stats"))):
        # the costs at the band's head as big as on every tile, their digits at the
        # statistics' floor (review r16: ~10 px beside a column's narrow face), with
        # their labels (review r17 #7: Ratatoskr's bare "1 3")
        boxes = card_tile.cost_boxes(r, card)
        return boxes[0].height() >= card_tile.gem_least() - 0.5 and \
            all(cost_badge.is_labelled(b) for b in boxes)
    return costs or not card_tile.shows_costs(card)


#: the widest column a tile asks the table for (`tile_want`): a text longer than this
#: holds at the least text size is cut with "more", the zoom holding the rest
COLUMN_MOST_W = 300.0


def tile_want(card: Card, h: float, big: bool = True, whole: bool = True,
              read: bool = False) -> float | None:
    """The width a Reserve or Landmark tile `h` high asks for its card: its face and a
    column that holds its whole text (up to `COLUMN_MOST_W`), the narrowest way (its
    name on one line or two), its costs as big as on every tile and its text at
    `READ_PX` where it holds so within `COLUMN_MOST_W` if `read` (else at the least
    text size), where `big`; else as the narrowest face has them; a column of the least width beside the narrowest
    face unless `whole`; None for a card with no text or a face that reads at no
    width."""
    text = str(card.get("text") or "")
    if not text:
        return None
    m = max(2.0, h * 0.045)  # (`card_tile.margin` of a tile wider than high)
    best: float | None = None
    faces = face_widths(card, h, 1e9, big)
    if not whole:
        return faces[-1] + COLUMN_LEAST_W + m if faces else None
    for fw in faces if big else faces[-1:]:
        # (the table asks for `READ_PX` first where it has the room, then for the
        # least text size, then for smaller costs: review r19 #1)
        col = column_width(text, h - 2 * m, COLUMN_MOST_W, False, read=read and big)
        want = fw + col + m
        if best is None or want < best:
            best = want
        if holds(text, col, h - 2 * m):
            break  # (the name on one line, the text whole beside it)
    return best


@lru_cache(maxsize=4096)
def column_width(text: str, height: float, most: float, first_way: bool = True,
                 read: bool = True) -> float:
    """The narrowest column `height` high, `COLUMN_LEAST_W` to `most` wide, that holds
    `text` whole: at `READ_PX` or more where a column up to `most` does (unless not
    `read`: review r19 #1, the Reserve's abilities read at the 11 px floor), else at
    the least text size; at each size as the card writes it (unless not `first_way`),
    else in the shorter ways it may be set (`setting`); `most` when none does."""
    for least in ((READ_PX,) if read else ()) + (float(theme.LEAST_TEXT_PX),):
        if first_way:
            w = COLUMN_LEAST_W
            while w <= most + 0.01:
                if _holds_as_written(text, w, height, least):
                    return w
                w += 2.0
        w = COLUMN_LEAST_W
        while w <= most + 0.01:
            if holds(text, w, height, least):
                return w
            w += 2.0
    return most


def _holds_as_written(text: str, width: float, height: float,
                      least: float = theme.LEAST_TEXT_PX) -> bool:
    column = QRectF(0, 0, width, height)
    runs = symbol_text.fit_full(text, text_box(column), text_px(column), least, (),
                                more=True)[2]
    return not symbol_text.is_cut(runs)


def holds(text: str, width: float, height: float,
          least: float = theme.LEAST_TEXT_PX) -> bool:
    """Whether a column `width` x `height` holds `text` whole (`setting`), at `least`
    px or more."""
    px, _stretch, runs, _lh = layout(QRectF(0, 0, width, height), text)
    return not symbol_text.is_cut(runs) and px >= least - 0.01


#: a column's text is set at its letters' own width where the column holds it so
#: (review r17 #14: condensed 11 px letters, "legible but tiring for an hour"), else
#: as condensed as a card's rules text (`symbol_text.STRETCH`)
UNCONDENSED = 100


def setting(text: str, width: float, height: float, px: float
            ) -> tuple[str, int, tuple[int, ...], float]:
    """How a column's box `width` x `height` sets `text` (`set_as`), its short form
    in the language shown (`card_tile.compact_text`)."""
    return set_as(text, card_tile.compact_text(text), card_tile.compact_text(text, True),
                  width, height, px)


@lru_cache(maxsize=4096)
def set_as(text: str, short: str, tight: str, width: float, height: float, px: float
           ) -> tuple[str, int, tuple[int, ...], float]:
    """How a column's box `width` x `height` sets `text` (the words, the stretch they
    are set at first, the narrower ones they may take, the least size they may take):
    the first way that holds it whole, from its size `px` down to `READ_PX` (review
    r19 #1: the Reserve is where a player plans the next turn, its abilities read at
    the 11 px floor), then down to the least text size (`symbol_text.fit_full`) - as
    the card writes it, uncondensed (`UNCONDENSED`), then as the rules text is; its
    play phrases in short words (`short`), so; as their icons with a word (`tight`);
    at the least size only, that set narrower (`symbol_text.TIGHTER`: narrower letters
    read as smaller ones) - else the last, cut with "more"."""
    usual = symbol_text.STRETCH
    ways: list[tuple[str, int, tuple[int, ...]]] = [(text, UNCONDENSED, ()), (text, usual, ())]
    if short != text:
        ways += [(short, UNCONDENSED, ()), (short, usual, ()), (tight, usual, ())]
    box = QRectF(0, 0, width, height)
    least = float(theme.LEAST_TEXT_PX)
    for floor, tail in ((max(least, min(px, READ_PX)), []),
                        (least, [(tight, usual, symbol_text.TIGHTER)])):
        for shown, first, tighter in ways + tail:
            runs = symbol_text.fit_full(shown, box, px, floor, tighter, more=True,
                                        first=first)[2]
            if not symbol_text.is_cut(runs):
                return shown, first, tighter, floor
    return tight, usual, symbol_text.TIGHTER, least


def text_px(column: QRectF) -> float:
    """The column's largest text size: a size over the least text size on a 1366
    table's low tiles (review r18 #8: Reserve abilities "exactly at the 11-px floor,
    tiring for an hour"), growing with the tile; it shrinks to the least text size
    where the column holds no more so (`setting`)."""
    return max(TEXT_FIRST_PX, min(TEXT_MOST_PX, column.height() * TEXT_SHARE))


#: the size a column's text is first set at, however low the tile
TEXT_FIRST_PX = theme.LEAST_TEXT_PX + 1.0
#: the size a column's text keeps where its tile holds it whole so, before it goes
#: down to the least text size (review r19 #1: "9-10 px" by a player's eye at 11)
READ_PX = TEXT_FIRST_PX


def text_box(column: QRectF) -> QRectF:
    """Where the column's words go: inside its parchment's edge."""
    return column.adjusted(4, 2, -3, -1)


def shown(column: QRectF, text: str) -> tuple[str, int, tuple[int, ...]]:
    """The text a column writes for `text`, the stretch it sets it at first and the
    narrower ones it may take (`setting`)."""
    return _shown(column, text)[:3]  # type: ignore[return-value]


def _shown(column: QRectF, text: str) -> tuple[str, int, tuple[int, ...], float]:
    """`shown`, and the least size the column sets it at (`set_as`)."""
    box = text_box(column)
    return setting(text, round(box.width(), 1), round(box.height(), 1), text_px(column))


def layout(column: QRectF, text: str) -> tuple[float, int, list[symbol_text.Run], float]:
    """The column's text as `symbol_text.fit_full` sets it (cached there): its size,
    stretch, runs and line height; whole words, a "more" tag at the end when cut."""
    words, first, tighter, least = _shown(column, text)
    return symbol_text.fit_full(words, text_box(column), text_px(column), least, tighter,
                                more=True, first=first)


def paint(p: QPainter, column: QRectF, card: Card, fc: QColor, radius: float) -> None:
    """The column: the rules text's parchment sunk into the frame, the text on it."""
    card_frame.text_box(p, column, fc, radius)
    words, first, tighter, least = _shown(column, str(card.get("text") or ""))
    symbol_text.draw(p, text_box(column), words, text_px(column), least,
                     tighter=tighter, more=True, first=first)
