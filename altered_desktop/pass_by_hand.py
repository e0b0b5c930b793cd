"""A Pass button beside the player's hand (review r19, Acting: "Pass sits at the far
bottom right, away from the hand"): where the eye is while choosing a card, under the
player's name and hand count in the corner of the Hero column, left of the hand's first
card.  It does what P and the side column's Pass do (`MainWindow.pass_turn`: asked once
more while something can still be played), and says what the column's says ("Pass
anyway" once asked).  Nothing is placed where it would cover a card.  While it shows,
the column's Pass is hidden: one Pass on the screen (review r20 #5: "a player wonders
whether they differ"); and the warning Pass gives while cards can still be played ("You
can still play a card…") stands right over it, not in the column away from it (review r20
#5 again, `PassByHand.warning`)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from altered_desktop import table_display
from altered_desktop.table_layout import Item

#: the button's height at least and at most, in pixels
LEAST_H, MOST_H = 30.0, 40.0
#: its gap under the hand's count
GAP = 8.0
#: what the button and its warning never cover: the table's cards and piles
SOLID = ("card", "back", "deck", "discard", "mana")
#: the warning over it: its width at least (the button's when wider), and its gap
WARNING_W, WARNING_GAP = 280, 6


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
    if any(it.kind in SOLID and it.rect.intersects(place) for it in items):
        return None
    return place


def warning_width(items: Sequence[Item], place: QRectF) -> float:
    """How wide the warning over the button at `place` may be: `WARNING_W`, up to the
    first card right of the button that reaches down beside it (the hand's first card),
    never narrower than the button."""
    near = [it.rect.left() for it in items
            if it.kind in SOLID and it.rect.left() >= place.right()
            and it.rect.bottom() >= place.top() - 200 and it.rect.top() <= place.bottom()]
    room = min(near, default=place.left() + WARNING_W + WARNING_GAP) - WARNING_GAP - place.left()
    return max(place.width(), min(float(WARNING_W), room))


class PassByHand(QPushButton):
    """The button (a child of the table): its words and colour follow the side
    column's Pass button (`follow`)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("primary")
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys go to the table (P, 1-9)
        #: what Pass warns of once asked (the side column's words), over the button
        self.warning = QLabel(parent, objectName="passWarning", wordWrap=True)
        self.warning.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        # the column's colours, opaque: over the Hero's text nothing shows through
        self.warning.setStyleSheet(
            "QLabel#passWarning { color: #ffe3b8; background: #7a3418;"
            " border: 1px solid #e0a060; border-radius: 5px; padding: 5px; }")
        self.hide()
        self.warning.hide()

    def follow(self, twin: QPushButton, offered: bool, place: QRectF | None,
               warning: QLabel | None = None, width: float = WARNING_W) -> None:
        """Shown at `place` while Pass is `offered`, with the words, tooltip and colour
        of `twin` (the side column's Pass, hidden meanwhile), and over it what
        `warning` (the column's, hidden meanwhile) says while it shows, `width` wide
        (`warning_width`); hidden otherwise."""
        if place is None or not offered:
            self.hide()
            self.warning.hide()
            return
        self.setText(twin.text())
        self.setToolTip(twin.toolTip())
        self.setStyleSheet(twin.styleSheet())
        self.setGeometry(place.toAlignedRect())
        self.show()
        said = warning.text() if warning is not None else ""
        if not said:
            self.warning.hide()
            return
        w = self.warning
        w.setText(said)
        height = w.heightForWidth(int(width))
        top = max(0, int(place.top()) - WARNING_GAP - height)
        w.setGeometry(int(place.left()), top, int(width), height)
        w.show()
        w.raise_()
