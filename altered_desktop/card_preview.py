"""The large preview of the card the pointer rests on, in the side column's free room.

Forge's card detail panel and MTG Arena's hover show the card the pointer is on large
and whole beside the battlefield; here the side column had room for it that stood
empty under a short prompt (about 275×330 px at 1366×768 while the computer thinks,
fresh-eyes review after r10), or under the options of a short decision.  Pointing at a
card on the table (in an Expedition, a hand, a Reserve, the Landmarks, the top of a
Discard pile) or in the side column's list of plays shows its whole face there - full
text, keywords with their reminders (card_painter's full face) - with its statuses and
ruling explained under it (`table_overlay.zoom_notes`).

The table offers each card it would enlarge (`TableWidget.side_zoom`); when the column
has no room for a face worth reading (a long list of options, the log drawer over the
column, a Dusk being told there), the preview declines and the table's zoom over the
board shows the card instead: one enlarged card at a time.  Only cards the table or the
list of plays draws face up are offered, so a hidden card (the other seat's hand, a
Deck) is never shown.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from altered_desktop import card_painter, theme
from altered_desktop import table_overlay as overlay

#: the least height of a face worth previewing in the column (its text readable);
#: less room than this and the zoom over the board shows the card
LEAST_FACE_PX = 190
#: the size of the notes under the face (statuses, ruling)
NOTE_PX = 12
#: the px² of the bands to keep in sight a preview beside a card may still cover (a
#: corner's few pixels)
AVOID_SLACK = 150.0
#: the face's px a preview beside a card gives up rather than leave out its notes (the
#: ruling, then the statuses)
NOTES_WORTH = 30.0

#: a place for the preview: its sort key, its box, its face in the box, its notes
_Place = tuple[tuple[float, ...], QRectF, QRectF, str]


def _area(r: QRectF) -> float:
    return max(0.0, r.width()) * max(0.0, r.height()) if not r.isEmpty() else 0.0


def _short(card: dict[str, Any]) -> dict[str, Any]:
    """What of `card`'s notes stays when the column is short of room: its statuses and
    why the table darkens it, not its ruling."""
    return {k: card.get(k) for k in ("statuses", overlay.DIM_NOTE)}


class CardPreview(QWidget):
    """A card's face, large, in a rect of the side column; mouse events go through it
    to what lies under it (the pointer is on the card it shows, not on it)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardPreview")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.card: dict[str, Any] | None = None
        self.face = QRectF()  # where the face is painted, in this widget
        self.notes = ""  # what is said under it (`layout`)
        self.hide()

    def show_card(self, card: dict[str, Any], room: QRect | None, least: float = 0.0) -> bool:
        """Show `card` in `room` (the table's coordinates); False, and hidden, when
        the room cannot hold a readable face (`LEAST_FACE_PX`) at least `least` px
        tall."""
        laid = self.layout(room, card) if room is not None else None
        if laid is not None and laid[0].height() < least:
            laid = None
        if laid is None or room is None:
            self.clear()
            return False
        face, self.notes = laid
        self.card = card
        # as tall as the face and its notes: the column under it stays as it was
        used = face.height() + 12 + self.notes_height(self.notes, room.width() - 12)
        self.setGeometry(QRect(room.left(), room.top(), room.width(),
                               min(room.height(), int(used + 1))))
        self.face = face.translated(-room.left(), -room.top())
        self.show()
        self.raise_()
        self.update()
        return True

    def show_beside(self, card: dict[str, Any], anchor: QRectF, board: QRectF,
                    avoid: Sequence[QRectF] = ()) -> bool:
        """Show `card` enlarged over `board` (the table less the side column, so the
        prompt's choices and the day's plays stay in sight) right beside the card it
        enlarges (`anchor`), on the side with the room, level with it and never over
        it, as MTG Arena's hover does: the eye goes from the card to its text without
        crossing the table (review r17 #3: docked at the board's far edge, it opened
        some 500 px from the pointer, over the other seat's Hero and totals).  Of the
        places beside it, one clear of `avoid` (the Expeditions' totals, the track's
        middle: review r16 #12) comes first, and there the largest face; a smaller face
        beside beats a larger one over the totals.  The face is at most about half the
        board's height, at least half again as tall as the card pointed at and
        readable (`LEAST_FACE_PX`); False, and hidden, when no side has that room."""
        pad = 6.0
        least = max(LEAST_FACE_PX, 1.5 * anchor.height())
        if anchor.left() >= board.right():
            # a card of the column (the plays' own face): beside it is the board's
            # edge next to the column, level with it
            anchor = QRectF(board.right() + 8, anchor.top(), 1, anchor.height())
        tallest = board.height() * 0.56
        if tallest < least * 0.999:
            self.clear()
            return False
        sizes = [tallest * (1 - 0.06 * i) for i in range(12)
                 if tallest * (1 - 0.06 * i) >= least] + [least]
        notes_of = (overlay.zoom_notes(card), overlay.zoom_notes(_short(card)), "")
        best: _Place | None = None
        for h in sizes:
            w = h / theme.CARD_RATIO
            for rank, text in enumerate(notes_of):
                if rank and text == notes_of[rank - 1]:
                    continue
                box_h = h + 2 * pad + self.notes_height(text, w)
                if box_h <= board.height():
                    best = self._best_place(best, anchor, board, avoid,
                                            QRectF(pad, pad, w, h), box_h, text,
                                            h - NOTES_WORTH * rank)
        if best is None:
            self.clear()
            return False
        _key, box, self.face, self.notes = best
        self.card = card
        self.setGeometry(box.toRect())
        self.show()
        self.raise_()
        self.update()
        return True

    @staticmethod
    def _best_place(best: _Place | None, anchor: QRectF, board: QRectF,
                    avoid: Sequence[QRectF], face: QRectF, box_h: float, text: str,
                    worth: float) -> _Place | None:
        """`best` or a better place beside `anchor` for a box round `face` `box_h`
        tall (`show_beside`): clear of `avoid`, then the largest `worth` (the face's
        height less what the notes left out cost), then the least of `avoid` covered,
        then the nearest the card."""
        gap = 8.0
        box_w = face.width() + 2 * face.left()
        # at its right or left, level with it: centred on it, its top or its foot
        # on the card's, or just clear of a band to keep in sight above or below
        ys = [anchor.center().y() - box_h / 2, anchor.top(), anchor.bottom() - box_h]
        for r in avoid:
            ys += [r.bottom() + 2, r.top() - 2 - box_h]
        places = [(x, y) for x in (anchor.right() + gap, anchor.left() - gap - box_w)
                  for y in ys]
        # or right under or over it, centred on it or flush with one of its sides
        places += [(x, y) for y in (anchor.bottom() + gap, anchor.top() - gap - box_h)
                   for x in (anchor.center().x() - box_w / 2, anchor.left(),
                             anchor.right() - box_w)]
        for x, y in places:
            x = max(board.left(), min(x, board.right() - box_w))
            y = max(board.top(), min(y, board.bottom() - box_h))
            box = QRectF(x, y, box_w, box_h)
            near = box.adjusted(-gap - 2, -gap - 2, gap + 2, gap + 2)
            if box.intersects(anchor) or not near.intersects(anchor):
                continue  # over the card, or no longer beside it
            covered = sum(_area(box.intersected(r)) for r in avoid)
            key = ((0.0, -worth, covered) if covered <= AVOID_SLACK
                   else (1.0, round(covered / 4000), -worth))
            key += ((box.center() - anchor.center()).manhattanLength(),)
            if best is None or key < best[0]:
                best = (key, box, face, text)
        return best

    def clear(self) -> None:
        self.card = None
        self.hide()

    @staticmethod
    def notes_height(text: str, width: float) -> float:
        """The height `text` (the notes under the face) takes at `width`, 0 for none."""
        if not text:
            return 0.0
        fm = QFontMetrics(theme.font(NOTE_PX))
        need = fm.boundingRect(QRect(0, 0, int(width - 16), 2000),
                               int(Qt.TextFlag.TextWordWrap), text)
        return need.height() + 10 + 6

    @classmethod
    def layout(cls, room: QRect, card: dict[str, Any]) -> tuple[QRectF, str] | None:
        """The face's rect in `room` (the card's proportions, as large as fits over its
        notes, centred) and the notes shown under it; None when the face would be
        shorter than `LEAST_FACE_PX`.  The face comes first: notes that would take
        more than a fifth of the room give way (the ruling first, then the statuses;
        the zoom's tooltip-like notes are also in "Explain this")."""
        pad = 6.0
        width = room.width() - 2 * pad
        tallest = min(room.height() - 2 * pad, width * theme.CARD_RATIO)
        statuses = overlay.zoom_notes(_short(card))
        for text in (overlay.zoom_notes(card), statuses, ""):
            notes = cls.notes_height(text, width)
            h = min(room.height() - 2 * pad - notes, width * theme.CARD_RATIO)
            if h >= tallest * 0.8 or not text:
                break
        if h < LEAST_FACE_PX:
            return None
        w = h / theme.CARD_RATIO
        return QRectF(room.left() + (room.width() - w) / 2, room.top() + pad, w, h), text

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.card is None:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        # a dark ground behind it: nothing of the column shows around the face
        p.setPen(QPen(QColor("#c9a650"), 1))
        p.setBrush(QColor(24, 16, 10))  # opaque: the plays box under it does not show
        p.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 10, 10)
        card_painter.paint_card(p, self.face, self.card, allow_turn=False)
        text = self.notes
        if text:
            p.setFont(theme.font(NOTE_PX))
            p.setPen(theme.LABEL)
            box = QRectF(8, self.face.bottom() + 6, self.width() - 16,
                         self.height() - self.face.bottom() - 10)
            p.drawText(box, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
                       | int(Qt.TextFlag.TextWordWrap), text)
        p.end()
