"""Small dialogs: browsing a pile of cards (Discard), and a generic choice dialog.

The generic choice dialog is the fallback for callers that need a modal answer outside
the table (the table's own prompt panel handles decisions during play).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from altered_desktop import card_painter, theme


class CardGrid(QWidget):
    """Cards painted in a grid; clicking one zooms it in the dialog's preview."""

    def __init__(self, cards: list[dict[str, Any]], card_h: float = 210,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cards = cards
        self.card_h = card_h
        self.card_w = card_h / theme.CARD_RATIO
        self.cols = 5
        self.zoomed: dict[str, Any] | None = None
        rows = max(1, (len(cards) + self.cols - 1) // self.cols)
        self.setMinimumSize(QSize(int(self.cols * (self.card_w + 12) + 12),
                                  int(rows * (self.card_h + 12) + 12)))

    def _rect(self, i: int) -> QRectF:
        r, c = divmod(i, self.cols)
        return QRectF(12 + c * (self.card_w + 12), 12 + r * (self.card_h + 12), self.card_w,
                      self.card_h)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), theme.FELT)
        for i, c in enumerate(self.cards):
            card_painter.paint_card(p, self._rect(i), c, allow_turn=False)
        p.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        for i, c in enumerate(self.cards):
            if self._rect(i).contains(event.position()):
                self.zoomed = c
                self.setToolTip(c.get("text") or c["name"])


class PileDialog(QDialog):
    """Browse a public pile, e.g. a Discard pile, newest card first."""

    def __init__(self, title: str, cards: list[dict[str, Any]],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.cards = list(reversed(cards))
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel(f"{title} — {len(cards)} card{'s' * (len(cards) != 1)}, "
                             "most recent first"))
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        self.grid = CardGrid(self.cards)
        scroll.setWidget(self.grid)
        lay.addWidget(scroll, 1)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        box.rejected.connect(self.reject)
        box.accepted.connect(self.accept)
        lay.addWidget(box)
        self.resize(self.grid.minimumWidth() + 40, 560)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
