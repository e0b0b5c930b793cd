"""The zoom of the card the pointer rests on: large, floating over the board beside it.

MTG Arena's and BGA's hover zoom show the card pointed at at least twice its size on the
table, beside it, whole and readable, and leave the game's log alone.  Here a card of
the table (in an Expedition, a hand, a Reserve, the Landmarks, the top of a Discard
pile) or of the side column's list of plays pointed at is shown enlarged - full text,
keywords with their reminders (card_painter's full face) - with its statuses and ruling
explained under it (`table_overlay.zoom_notes`).  Review r20 #2: docked in the side
column, the preview was 170 px wide against a 135 px card on the table, its type line
wrapped over its picture, and it covered "Just now".  It floats over the board now, as
large as `zoom_face` makes it, on the side of the card pointed at that has the room
(`table_overlay.beside`), kept inside the board: never over that card, nor over the side column's
"Just now", prompt and plays, nor over the log.

The table offers each card it would enlarge (`TableWidget.side_zoom`); while a hand-off
screen, a dialog, a menu or an animation is up, the window declines (`MainWindow.
preview_card`).  Only cards the table or the list of plays draws face up are offered, so
a hidden card (the other seat's hand, a Deck) is never shown.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRect, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from altered_desktop import card_painter, theme
from altered_desktop import table_overlay as overlay

#: the size of the notes under the face (statuses, ruling)
NOTE_PX = 12
#: the ground round the face
PAD = overlay.ZOOM_PAD


def _short(card: dict[str, Any]) -> dict[str, Any]:
    """What of `card`'s notes stays when the board is short of room: its statuses and
    why the table darkens it, not its ruling."""
    return {k: card.get(k) for k in ("statuses", overlay.DIM_NOTE)}


class CardPreview(QWidget):
    """A card's face, large, over the board; mouse events go through it to what lies
    under it (the pointer moves on over the table's cards)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardPreview")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.card: dict[str, Any] | None = None
        self.face = QRectF()  # where the face is painted, in this widget
        self.notes = ""  # what is said under it (`layout`)
        self.hide()

    def show_card(self, card: dict[str, Any], board: QRectF, pointed: QRectF | None,
                  face: QSizeF) -> None:
        """Show `card` with a face of `face`'s size (shrunk to leave its notes room)
        beside the card `pointed` at on `board` (the table's coordinates)."""
        size, self.notes = self.layout(board, face, card)
        notes_h = self.notes_height(self.notes, size.width())
        box = QSizeF(size.width() + 2 * PAD, size.height() + 2 * PAD + notes_h)
        self.card = card
        self.setGeometry(overlay.beside(board, pointed, box).toAlignedRect())
        self.face = QRectF(PAD, PAD, size.width(), size.height())
        self.show()
        self.raise_()
        self.update()

    def clear(self) -> None:
        self.card = None
        self.hide()

    @staticmethod
    def notes_height(text: str, width: float) -> float:
        """The height `text` (the notes under the face) takes at `width`, 0 for none."""
        if not text:
            return 0.0
        fm = QFontMetrics(theme.font(NOTE_PX))
        need = fm.boundingRect(QRect(0, 0, int(width - 4), 2000),
                               int(Qt.TextFlag.TextWordWrap), text)
        return need.height() + 8

    @classmethod
    def layout(cls, board: QRectF, face: QSizeF, card: dict[str, Any]) -> tuple[QSizeF, str]:
        """The face's size and the notes shown under it: the whole notes, else the
        statuses only, else none, the first that leaves the face 0.85 of `face`'s
        height within the board's height (the face shrunk to fit)."""
        room = board.height() - 4 * PAD
        h = face.height()
        for text in (overlay.zoom_notes(card), overlay.zoom_notes(_short(card)), ""):
            # the notes' height at the narrowest face kept: never more than room
            fit = min(h, room - cls.notes_height(text, face.width() * 0.85))
            if fit >= h * 0.85 or not text:
                break
        fit = max(fit, 0.0)
        return QSizeF(fit / theme.CARD_RATIO, fit), text

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.card is None:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        # a dark ground behind it: the board under it does not show through its notes
        p.setPen(QPen(QColor("#c9a650"), 1))
        p.setBrush(QColor(24, 16, 10))
        p.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 10, 10)
        card_painter.paint_card(p, self.face, self.card, allow_turn=False)
        text = self.notes
        if text:
            p.setFont(theme.font(NOTE_PX))
            p.setPen(theme.LABEL)
            box = QRectF(PAD + 2, self.face.bottom() + 4, self.width() - 2 * PAD - 4,
                         self.height() - self.face.bottom() - 6)
            p.drawText(box, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
                       | int(Qt.TextFlag.TextWordWrap), text)
        p.end()
