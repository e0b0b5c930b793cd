"""A Pass button beside the player's hand (review r19, Acting: "Pass sits at the far
bottom right, away from the hand"): where the eye is while choosing a card, under the
player's name and hand count in the corner of the Hero column, left of the hand's first
card.  It does what P and the side column's Pass do (`MainWindow.pass_turn`: asked once
more while something can still be played), and says what the column's says ("Pass
anyway" once asked).  Nothing is placed where it would cover a card.  While it shows,
the column's Pass is hidden: one Pass on the screen (review r20 #5: "a player wonders
whether they differ")."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QPushButton, QWidget

from altered_desktop import table_display
from altered_desktop.table_layout import Item

#: the button's height at least and at most, in pixels
LEAST_H, MOST_H = 30.0, 40.0
#: its gap under the hand's count
GAP = 8.0


def slot(items: Sequence[Item], bottom: int) -> QRectF | None:
    """Where the button goes on the table: under the name and hand count of player
    `bottom` when they stand in the Hero column's corner (`table_display.stacked_label_
    bottom`), or over them when they stand at the hand row's left; None when that place
    has less than `LEAST_H` of room or would touch a card."""
    label = next((it for it in items if it.kind == "handlabel" and it.player == bottom),
                 None)
    if label is None:
        return None
    r = label.rect
    if label.extra.get("stacked"):
        top = table_display.stacked_label_bottom(r) + GAP
        room = QRectF(r.left() + 4, top, r.width() - 8, r.bottom() - top - 4)
        place = QRectF(room.left(), room.top(), room.width(), min(MOST_H, room.height()))
    elif r.width() <= r.height() * 2.5:  # a column: the name and count in its lower part
        room = QRectF(r.left() + 4, r.top() + 4, r.width() - 8, r.height() * 0.45 - 8)
        place = QRectF(room.left(), room.bottom() - min(MOST_H, room.height()),
                       room.width(), min(MOST_H, room.height()))
    else:
        return None
    if place.height() < LEAST_H or place.width() < 80:
        return None
    if any(it.kind in ("card", "back", "deck", "discard", "mana") and it.rect.intersects(place)
           for it in items):
        return None
    return place


class PassByHand(QPushButton):
    """The button (a child of the table): its words and colour follow the side
    column's Pass button (`follow`)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("primary")
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys go to the table (P, 1-9)
        self.hide()

    def follow(self, twin: QPushButton, offered: bool, place: QRectF | None) -> None:
        """Shown at `place` while Pass is `offered`, with the words, tooltip and colour
        of `twin` (the side column's Pass, hidden meanwhile); hidden otherwise."""
        if place is None or not offered:
            self.hide()
            return
        self.setText(twin.text())
        self.setToolTip(twin.toolTip())
        self.setStyleSheet(twin.styleSheet())
        self.setGeometry(place.toAlignedRect())
        self.show()
