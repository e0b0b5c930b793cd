"""A one-line label given several wordings of one thing, longest first: it shows the
first that fits its width, the first (whole) wording in its tooltip.

A line of figures beside a button ("average hand cost 3.13 · 8 rares · 0 uniques")
wrapped its last word onto a line of its own in the deck builder's 390 px column at
1366x768 (issue #23); a shorter wording of the same figures reads better than a wrapped
or cut one, and on a wide window the full wording still shows.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget


class WordingsLabel(QLabel):
    """Says the longest of its wordings that fits on one line; the last one, elided,
    where none does."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.wordings: list[str] = []
        self.setWordWrap(False)
        self.setTextFormat(Qt.TextFormat.PlainText)
        # its width is the layout's to give, not its words' to ask for
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def set_wordings(self, wordings: Sequence[str]) -> None:
        self.wordings = [w for w in wordings if w]
        self.setToolTip(self.wordings[0] if self.wordings else "")
        self._fit()

    def fitting(self, width: int) -> str:
        """The wording shown at `width` px."""
        if not self.wordings:
            return ""
        fm = self.fontMetrics()
        room = width - self.contentsMargins().left() - self.contentsMargins().right() \
            - 2 * self.margin()
        for text in self.wordings:
            if fm.horizontalAdvance(text) <= room:
                return text
        return fm.elidedText(self.wordings[-1], Qt.TextElideMode.ElideRight, max(0, room))

    def _fit(self) -> None:
        super().setText(self.fitting(self.width()))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(0, super().minimumSizeHint().height())

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit()
