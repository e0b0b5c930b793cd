"""The pointer layer: what is drawn over the board image on every paint of the table.

The hovered card, the keyboard focus ring, the dragged card, the recap box, the zoomed
card and the toast follow the mouse, the keyboard or a timer rather than the game, so
they are kept out of the board's display list: moving the mouse then costs a blit of the
board and these few elements, never a re-listing of the board.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRect, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPen, QRegion

from altered_desktop import card_painter, keyword_reminders, log_dock, theme
from altered_desktop.sprites import SpriteCache
from altered_desktop.table_display import (
    Marks,
    card_sprite,
    dimmed,
    glow_for,
    number_for,
    shown_card,
)
from altered_desktop.table_layout import Item
from altered_desktop.table_paint import draw_side_frame, label

RECAP_LINE = 19.0  # height of one line of the recap box


def risen_rect(it: Item) -> QRectF | None:
    """Where a hovered card of a hand is drawn, risen a little as if picked up (None:
    the card is not one that rises: not in a hand, or clipped by its zone)."""
    if it.kind != "card" or it.card is None or it.card.get("zone") != "hand" \
            or "clip" in it.extra:
        return None
    r = it.rect
    return QRectF(r.left() - r.width() * 0.03, r.top() - r.height() * 0.06,
                  r.width() * 1.06, r.height() * 1.06)


def paint_hover(p: QPainter, sprites: SpriteCache, it: Item | None, marks: Marks,
                dragging: bool, bottom: int | None = None) -> None:
    """A hovered card in hand rises a little, as if picked up; every face-up card
    pointed at is outlined (`paint_hover_ring`)."""
    if it is None or it.card is None or dragging:
        return
    grown = risen_rect(it)
    if grown is not None:
        sprites.draw(p, *card_sprite(grown, shown_card(marks, it, bottom) or it.card,
                                     glow=glow_for(marks, it.oid)
                                     or QColor(255, 255, 255, 160),
                                     dim=dimmed(marks, it, bottom),
                                     number=number_for(marks, it.oid)))
    paint_hover_ring(p, it)


#: the outline of the card pointed at: solid ivory on a dark rim, unlike any glow of
#: the board (playable cyan, target yellow, selected green), the dashed orange "Just
#: played" ring and the dashed white keyboard focus ring (review r13 #7: nothing on the
#: board showed which card the preview beside it was of)
HOVER_RING = QColor("#fff6dc")
HOVER_RING_W = 2.5


def hover_ring_rect(it: Item) -> QRectF | None:
    """The rectangle the pointer's outline follows on item `it` (None: no outline):
    the risen card of a hand, else the part of a face-up card in sight."""
    if it.card is None or it.kind not in ("card", "discard"):
        return None
    grown = risen_rect(it)
    if grown is not None:
        return grown
    w = it.extra.get("shown_w") if it.kind == "card" else None
    r = it.rect
    return QRectF(r.left(), r.top(), float(w), r.height()) if w else QRectF(r)


def paint_hover_ring(p: QPainter, it: Item) -> None:
    r = hover_ring_rect(it)
    if r is None:
        return
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(Qt.BrushStyle.NoBrush)
    radius = r.width() * 0.06 + 2
    ring = r.adjusted(-2, -2, 2, 2)
    p.setPen(QPen(QColor(0, 0, 0, 170), HOVER_RING_W + 3))
    p.drawRoundedRect(ring, radius, radius)
    p.setPen(QPen(HOVER_RING, HOVER_RING_W))
    p.drawRoundedRect(ring, radius, radius)
    p.restore()


def hover_area(it: Item | None) -> QRect:
    """The pixels the pointer layer paints for `it` hovered (its outline, a hand
    card's rise): all that must be repainted when the pointer comes or goes."""
    if it is None:
        return QRect()
    r = hover_ring_rect(it)
    if r is None:
        return QRect()
    m = 2 + HOVER_RING_W + card_painter.GLOW_REACH
    return r.adjusted(-m, -m, m, m).toAlignedRect()


def paint_focus_ring(p: QPainter, rect: QRectF) -> None:
    p.setPen(QPen(QColor("white"), 2.5, Qt.PenStyle.DashLine))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(rect.adjusted(-5, -5, 5, 5), 8, 8)


def paint_dragged(p: QPainter, it: Item, pos: QPointF) -> None:
    """The card follows the mouse at its table size, lit as playable."""
    if it.card is None:
        return
    r = QRectF(it.rect)
    r.moveCenter(pos)
    card_painter.paint_card(p, r, it.card, glow=theme.PLAYABLE)


# ------------------------------------------------------------------ zoom
#: the zoom's face is this share of the board's height, and at least `GROWS` times the
#: widest card of an Expedition (review r20 #2: "at least 2x the table card")
HEIGHT_SHARE = 0.6
GROWS = 2.05
#: the room round a zoom's face, and the gap between the zoom and the card pointed at
ZOOM_PAD = 6.0
ZOOM_GAP = 10.0


def zoom_face(board: QRectF, cards: Iterable[QRectF] = ()) -> QSizeF:
    """The zoom's face size on a board of `board`'s size: `HEIGHT_SHARE` of its height,
    widened to `GROWS` times the widest of `cards` (the Expeditions' cards) where the
    board has the room (a face at most 0.82 of its height, 0.42 of its width)."""
    h = board.height() * HEIGHT_SHARE
    widest = max((r.width() for r in cards), default=0.0)
    h = max(h, GROWS * widest * theme.CARD_RATIO)
    h = min(h, board.height() * 0.82, board.width() * 0.42 * theme.CARD_RATIO)
    return QSizeF(h / theme.CARD_RATIO, h)


def beside(board: QRectF, pointed: QRectF | None, size: QSizeF) -> QRectF:
    """Where a zoom of `size` goes on `board`: beside the card `pointed` at, `ZOOM_GAP`
    from it, on the side with the more room that holds it (right, else left), level with it
    as far as the board allows; at the board's right edge, level with its middle, for
    no card pointed at.  Always inside the board."""
    w, h = size.width(), size.height()
    left_edge, right_edge = board.left() + ZOOM_PAD, board.right() - ZOOM_PAD
    if pointed is None:
        x = right_edge - w
        y = board.center().y() - h / 2
    else:
        right_x, left_x = pointed.right() + ZOOM_GAP, pointed.left() - ZOOM_GAP - w
        fits_right, fits_left = right_x + w <= right_edge, left_x >= left_edge
        more_right = right_edge - pointed.right() >= pointed.left() - left_edge
        if fits_right and (more_right or not fits_left):
            x = right_x
        elif fits_left:
            x = left_x
        else:  # a card wider than the board's room on either side: the roomier edge
            x = right_edge - w if more_right else left_edge
        y = pointed.center().y() - h / 2
    x = max(left_edge, min(x, right_edge - w))
    y = max(board.top() + ZOOM_PAD, min(y, board.bottom() - ZOOM_PAD - h))
    return QRectF(x, y, w, h)


def zoom_rect(mw: float, height: float, anchor: QRectF | None) -> QRectF:
    """Where the table's own zoom of a card goes on a board `mw` wide: where the
    window's zoom would (`card_preview`), beside the card it enlarges, never over it."""
    board = QRectF(0.0, 0.0, mw, height)
    return beside(board, anchor, zoom_face(board))


#: the key of a zoomed card's copy that says why the table darkens it (`TableWidget`)
DIM_NOTE = "dim_note"


def zoom_notes(card: dict[str, Any]) -> str:
    """What a small card cannot say, told under its enlarged face: why the table
    darkens it (review r16 #7: a Hero not among a decision's choices read as
    exhausted), its statuses and what each means (a newcomer meets "Anchored" on a
    tile with no explanation: review r8 #7), its ruling; one a line ("" for none)."""
    bits = [card[DIM_NOTE]] if card.get(DIM_NOTE) else []
    bits += [keyword_reminders.status_reminder(s) or s.capitalize()
             for s in card.get("statuses") or []]
    if card.get("ruling"):
        bits.append(card["ruling"])
    return "\n".join(bits)


def paint_zoom(p: QPainter, card: dict[str, Any], rect: QRectF) -> None:
    card_painter.paint_card(p, rect, card, allow_turn=False)
    text = zoom_notes(card)
    if text:
        p.setFont(theme.font(13))
        flags = int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWordWrap)
        need = p.fontMetrics().boundingRect(
            QRectF(0, 0, rect.width() - 16, 400).toRect(), flags, text)
        b = QRectF(rect.left(), rect.bottom() + 4, rect.width(), need.height() + 10)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 200))
        p.drawRoundedRect(b, 6, 6)
        p.setPen(theme.LABEL)
        p.drawText(b.adjusted(8, 5, -8, -5), flags, text)


def zoom_area(rect: QRectF, height: float) -> QRect:
    """The pixels a zoom in `rect` may paint: its face (with its glow's room) and the
    notes under it, down to the table's bottom at most (`height`)."""
    m = card_painter.GLOW_REACH + 4
    return QRectF(rect.left() - m, rect.top() - m, rect.width() + 2 * m,
                  max(rect.height(), height - rect.top()) + m).toAlignedRect()


# ------------------------------------------------------------------ recap
RECAP_PX = 12.0
#: the recap's hint ("full log: click or L"): over the 11 px floor (review r18 #8), the
#: title beside it gets smaller rather than run into it
RECAP_HINT_PX = 12.0


@functools.lru_cache(maxsize=512)
def _wrapped_height(line: str, width: int, font: str) -> int:
    fm = QFontMetrics(theme.font(RECAP_PX))
    return fm.boundingRect(QRect(0, 0, width, 10_000), int(Qt.TextFlag.TextWordWrap),
                           line).height()


def recap_line_height(line: str, width: int) -> int:
    """The height a recap line takes wrapped at `width`, and the gap under it.  Worked
    out once per line, width and font: the recap is laid out on every paint of the
    table, and a new recap mostly repeats the lines of the one before."""
    return _wrapped_height(line, width, theme.font(RECAP_PX).key()) + 3


def recap_rect(side: QRectF, title: str, lines: list[str]) -> QRectF:
    """Where the recap goes: in the side column, over the day tracker and Limbo (`side`,
    the room above the prompt), never over the board, the hand or the prompt; as tall
    as its wrapped lines need, at most the whole of `side`."""
    width = int(side.width() - 24)
    h = 40.0
    for line in lines:
        h += recap_line_height(line, width)
    return QRectF(side.left(), side.top(), side.width(), min(side.height(), h + 8))


def recap_text_lines(r: QRectF, lines: list[str]) -> list[tuple[QRectF, str]]:
    """Each line's place in recap box `r`; the latest lines are kept when not all fit
    (a first line then says the earlier ones are in the log)."""
    width = int(r.width() - 24)
    heights = [recap_line_height(line, width) for line in lines]
    room = r.height() - 44
    note_h = QFontMetrics(theme.font(RECAP_PX)).height() + 3

    def latest(room: float) -> list[int]:
        shown: list[int] = []
        used = 0.0
        for k in range(len(lines) - 1, -1, -1):
            if used + heights[k] > room:
                break
            shown.insert(0, k)
            used += heights[k]
        return shown

    shown = latest(room)
    note = ""
    if len(shown) < len(lines):  # not all fit: the earliest give way to a word on them
        shown = latest(room - note_h)
        note = QCoreApplication.translate("Table", "… earlier events are in the log (L)")
    out: list[tuple[QRectF, str]] = []
    y = r.top() + 36
    if note:
        out.append((QRectF(r.left() + 12, y, width, note_h), note))
        y += note_h
    for k in shown:
        out.append((QRectF(r.left() + 12, y, width, heights[k]), lines[k]))
        y += heights[k]
    return out


def paint_recap(p: QPainter, sprites: SpriteCache, r: QRectF, title: str, lines: list[str],
                painting: QRegion) -> None:
    """The box, its title and each line are sprites of their own: a new recap mostly
    repeats the lines of the previous one."""
    if not painting.intersects(r.toAlignedRect()):
        return  # a dozen sprites: not worth walking through when all are clipped
    w = r.width()
    sprites.draw(p, ("recap_box", round(r.height())), r.adjusted(-2, -2, 2, 2),
                 lambda sp: _draw_recap_box(sp, r))
    head = QRectF(r.left() + 12, r.top() + 6, w - 24, 26)
    sprites.draw(p, ("recap_title", title), head.adjusted(-2, -4, 2, 4),
                 lambda sp: _draw_recap_title(sp, head, title))
    for lr, line in recap_text_lines(r, lines):
        sprites.draw(p, ("recap_line", line, round(lr.height())), lr.adjusted(-2, -2, 2, 2),
                     lambda sp, lr=lr, line=line: _draw_recap_line(sp, lr, line))


def _draw_recap_line(p: QPainter, r: QRectF, line: str) -> None:
    p.setPen(theme.LABEL)
    p.setFont(theme.font(RECAP_PX))
    p.drawText(r, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
               | int(Qt.TextFlag.TextWordWrap), line)


def _draw_recap_box(p: QPainter, r: QRectF) -> None:
    # the side column's one look, opaque: nothing of the column shows through
    draw_side_frame(p, r, QColor(24, 16, 10))


def recap_hint() -> str:
    """The recap's hint: the same as the box it covers says, for the same click."""
    return log_dock.just_now_hint()


def _draw_recap_title(p: QPainter, head: QRectF, title: str) -> None:
    """The title, and the box's hint on the right (`recap_hint`): the title gets
    smaller rather than run into it."""
    close = recap_hint()
    cw = QFontMetrics(theme.font(RECAP_HINT_PX)).horizontalAdvance(close) + 10
    label(p, QRectF(head.left(), head.top(), head.width() - cw, head.height()), title, 15,
          colour=theme.GOLD, shrink=0.75)
    label(p, head, close, RECAP_HINT_PX, colour=theme.LABEL_DIM, bold=False,
          align=Qt.AlignmentFlag.AlignRight)


# ------------------------------------------------------------------ toast
def toast_box(fm: QFontMetrics, text: str, mw: float, height: float) -> QRectF:
    """Where the toast goes: as wide as its text up to 80% of the board, as tall as the
    text takes once wrapped at word boundaries (plus a margin)."""
    # a few pixels of slack: wrapping at exactly the text's advance can break its last word
    tw = min(mw * 0.8, fm.horizontalAdvance(text) + 44)
    wrapped = fm.boundingRect(QRect(0, 0, max(1, int(tw - 40)), 10_000),
                              int(Qt.TextFlag.TextWordWrap), text)
    th = 16 + wrapped.height()
    return QRectF((mw - tw) / 2, height * 0.43 - th / 2, tw, th)


def paint_toast(p: QPainter, text: str, mw: float, height: float) -> None:
    """A short warning in the middle of the board, wrapped to at most 80% of its width."""
    p.setFont(theme.font(16, bold=True))
    r = toast_box(p.fontMetrics(), text, mw, height)
    p.setPen(QPen(QColor("#ffb74d"), 2))
    p.setBrush(QColor(30, 18, 10, 235))
    p.drawRoundedRect(r, 10, 10)
    p.setPen(QColor("#ffe0b2"))
    p.drawText(r.adjusted(20, 8, -20, -8), int(Qt.AlignmentFlag.AlignCenter) | int(
        Qt.TextFlag.TextWordWrap), text)


def paint_veil_note(p: QPainter, r: QRectF) -> None:
    """Across the hand's backs while a Dusk is told at a hotseat table: why they are
    face down (both players watch the Dusk; it needs no hand)."""
    p.save()
    p.setPen(QPen(theme.GOLD, 1.2))
    p.setBrush(QColor(12, 10, 8, 225))
    p.drawRoundedRect(r, r.height() / 2, r.height() / 2)
    label(p, r.adjusted(r.height() * 0.4, 0, -r.height() * 0.4, 0),
          QCoreApplication.translate("Table", "Hands face down while Dusk is told"),
          r.height() * 0.5, colour=theme.LABEL, align=Qt.AlignmentFlag.AlignHCenter,
          shrink=0.7)
    p.restore()
