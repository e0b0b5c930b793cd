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
