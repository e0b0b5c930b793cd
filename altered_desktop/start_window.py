"""The window painted at once while the table loads (issue #27: start-up).

Building the main window imports the rules engine, its card definitions and every
screen's widgets, which takes several times as long as Qt needs to show a window.  So
the app first shows this one - the table's felt, the game's name and "Opening the
table..." - from Qt and the theme's colours alone, and lets it paint before importing
anything else; the main window then takes its place.  Only
PySide6 is imported here: importing the engine from this module would defeat its
purpose (tests/gui/test_start_window.py checks that).
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QRect, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPainter, QPaintEvent
from PySide6.QtWidgets import QApplication, QWidget

#: the table's felt and label colours (altered_desktop.theme's FELT and LABEL, repeated
#: as plain values: theme imports more than a first paint needs)
FELT = "#1d4a36"
LABEL = "#e9dfc7"
DEFAULT_SIZE = (1640, 980)


class StartWindow(QWidget):
    """A top-level window showing that the table is on its way."""

    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle("Altered")
        self.setObjectName("start_window")
        self.painted = False
        w, h = DEFAULT_SIZE
        screen = QGuiApplication.primaryScreen()
        if screen is not None:
            avail = screen.availableGeometry()
            w, h = min(w, avail.width()), min(h, avail.height())
            self.setGeometry(QRect(avail.x() + (avail.width() - w) // 2,
                                   avail.y() + (avail.height() - h) // 2, w, h))
        else:
            self.resize(w, h)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), QColor(FELT))
        p.setPen(QColor(LABEL))
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 2.2)
        p.setFont(font)
        title = self.rect().adjusted(0, 0, 0, -self.height() // 10)
        p.drawText(title, Qt.AlignmentFlag.AlignCenter, "Altered")
        font.setPointSizeF(font.pointSizeF() / 2)
        p.setFont(font)
        p.drawText(self.rect().adjusted(0, self.height() // 10, 0, 0),
                   Qt.AlignmentFlag.AlignCenter, "Opening the table\u2026")
        p.end()
        self.painted = True

    def hand_over(self) -> None:
        """The main window is shown (it keeps the size and place the user left it at):
        this one goes."""
        self.close()
        self.deleteLater()


def show_start_window(wait_ms: int = 500) -> StartWindow:
    """Show the start window and let it paint (at most `wait_ms` of event processing:
    a window manager that never exposes it must not hold the app up)."""
    win = StartWindow()
    win.show()
    app = QApplication.instance()
    clock = QElapsedTimer()
    clock.start()
    while not win.painted and clock.elapsed() < wait_ms and app is not None:
        app.processEvents()
    return win
