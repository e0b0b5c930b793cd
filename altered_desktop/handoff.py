"""Full-table screens that hide the board: the hotseat hand-off and the game-over screen.

The hand-off screen exists so that, at one computer, a player never sees the other's hand:
the table stays covered until the player who must decide clicks to reveal it.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QPainter, QPaintEvent, QRadialGradient
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from altered_desktop import theme


class _Curtain(QWidget):
    """A felt-coloured cover with centred text and buttons."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._primary: QPushButton | None = None  # the button Enter presses
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)
        lay = QVBoxLayout(self)
        lay.addStretch(2)
        self.heading = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.heading.setStyleSheet("color: #e2b54a; font-size: 34px; font-weight: bold;")
        self.sub = QLabel(alignment=Qt.AlignmentFlag.AlignCenter, wordWrap=True)
        self.sub.setStyleSheet("color: #f3ead3; font-size: 17px;")
        lay.addWidget(self.heading)
        lay.addWidget(self.sub)
        self.buttons = QHBoxLayout()
        self.buttons.addStretch(1)
        lay.addSpacing(18)
        lay.addLayout(self.buttons)
        lay.addStretch(3)
        self.hide()

    def add_button(self, text: str, primary: bool = False) -> QPushButton:
        b = QPushButton(text)
        if primary:
            b.setObjectName("primary")
            self._primary = b
        b.setMinimumHeight(44)
        b.setStyleSheet("font-size: 16px; padding: 8px 22px;")
        self.buttons.addWidget(b)
        return b

    def finish_buttons(self) -> None:
        self.buttons.addStretch(1)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter works like clicking the main button: players expect it on a screen that
        only asks them to confirm who is sitting at the computer."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self._primary is not None:
            self._primary.click()
            return
        super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        r = self.rect()
        g = QRadialGradient(QPointF(r.center()), max(r.width(), r.height()) * 0.7)
        g.setColorAt(0, theme.FELT.darker(110))
        g.setColorAt(1, QColor("#07140e"))
        p.fillRect(r, QBrush(g))
        p.end()


class HandoffScreen(_Curtain):
    """'Pass the computer to X': covers the table until X clicks."""

    revealed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.reveal_button = self.add_button("Show my table", primary=True)
        self.finish_buttons()
        self.reveal_button.clicked.connect(self._reveal)
        self.player: int | None = None

    def cover(self, player: int, name: str, why: str) -> None:
        self.player = player
        self.heading.setText(f"Pass the computer to {name}")
        self.sub.setText(f"{why}\n\nThe table stays hidden so nobody sees a hand they "
                         "should not.")
        self.reveal_button.setText(f"I am {name} — show my table".replace("&", "&&"))
        self.show()
        self.raise_()
        self.reveal_button.setFocus()

    def _reveal(self) -> None:
        self.hide()
        self.revealed.emit()


class GameOverScreen(_Curtain):
    """Winner, reason and (in goldfish games) how many days the deck took."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.new_button = self.add_button("New game", primary=True)
        self.review_button = self.add_button("Look at the table")
        self.export_button = self.add_button("Export the log…")
        self.finish_buttons()
        self.review_button.clicked.connect(self.hide)

    def announce(self, heading: str, detail: str) -> None:
        self.heading.setText(heading)
        self.sub.setText(detail)
        self.show()
        self.raise_()
        self.new_button.setFocus()
