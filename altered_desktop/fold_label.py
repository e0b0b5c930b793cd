"""A box of words that folds to one line when the panel it sits in is short of room.

The prompt panel keeps the play being answered in sight ("You chose: Play Lyra Cloth
Dancer from Hand into your hero Expedition — costs 3"), but at 1366x768 those three
lines pushed the last legal targets of a seven-target choice under a scroll bar
(review r8 #2).  Folded, the box is one line ending in "…", its whole text in the
tooltip; a click unfolds it (and folds it again), and the player's choice is kept
until the box is given other words.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

#: said after a folded line: there is more, and a click shows it
UNFOLD_MARK = "  ▸"


class FoldingLabel(QLabel):
    """A word-wrapped label that can be folded to one elided line."""

    #: the label's padding and border on each side (its style sheet's), for the room
    #: its words have
    INSET = 6

    def __init__(self, parent: QWidget | None = None, **kw: Any) -> None:
        super().__init__(parent, **kw)
        self._full = ""
        self._folded = False
        self._pinned: bool | None = None  # the player's own fold, when they clicked
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        # never taller than its words: the room left over goes to the list under it
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)

    # ------------------------------------------------------------------ state
    @property
    def full_text(self) -> str:
        return self._full

    @property
    def folded(self) -> bool:
        return self._folded

    @property
    def pinned(self) -> bool:
        """Whether the player folded or unfolded it by hand (then it stays so)."""
        return self._pinned is not None

    def set_full_text(self, text: str) -> None:
        """New words, shown whole (the panel folds them if room is short)."""
        self._full = text
        self._pinned = None
        self._folded = False
        self.setToolTip(text)
        self._render()

    def fold(self, on: bool) -> None:
        if on != self._folded:
            self._folded = on
            self._render()

    def unfolded_height(self, width: int) -> int:
        """How tall the box is with its words whole at `width`."""
        fm = QFontMetrics(self.font())
        room = max(40, width - 2 * self.INSET)
        text_h = fm.boundingRect(QRect(0, 0, room, 100000),
                                 int(Qt.TextFlag.TextWordWrap), self._full).height()
        return text_h + 2 * self.INSET

    def one_line_height(self) -> int:
        return QFontMetrics(self.font()).height() + 2 * self.INSET

    # ------------------------------------------------------------------ drawing
    def _render(self) -> None:
        if not self._folded:
            self.setWordWrap(True)
            self.setText(self._full)
            self.updateGeometry()
            return
        self.setWordWrap(False)
        self.updateGeometry()  # one line tall now: the layout must ask again
        fm = QFontMetrics(self.font())
        room = max(40, self.width() - 2 * self.INSET - fm.horizontalAdvance(UNFOLD_MARK) - 2)
        line = " ".join(self._full.split())
        shown = fm.elidedText(line, Qt.TextElideMode.ElideRight, room)
        self.setText(shown + UNFOLD_MARK if shown != line else shown)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        if self._folded and event.oldSize().width() != event.size().width():
            self._render()

    def mousePressEvent(self, event: Any) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._pinned = not self._folded
            self.fold(not self._folded)
            event.accept()
            return
        super().mousePressEvent(event)
