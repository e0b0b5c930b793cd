"""Dusk you can watch: after an answer that ran Progress, each Expedition marker that moved
glides from its old region to its new one while a banner over the Adventure tells each
comparison as the log gave it (which terrains, both totals, who won).

Under half a second, drawn over the board on the pointer layer (the board itself is
already in its new state, so skipping costs nothing), stopped by a click, and off in
the settings (View ▸ Animations) and in the tests.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEasingCurve, QObject, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QPainter, QPen

from altered_desktop import theme
from altered_desktop.table_paint import draw_marker, label

DURATION_MS = 450


@dataclass
class Move:
    """One marker's way: from the rectangle it sat in to the one it sits in now."""

    start: QRectF
    end: QRectF
    colour: QColor
    exp: str
    faction: str | None


class DuskShow(QObject):
    """The animation of one Progress: markers moving and the comparisons told."""

    frame = Signal()  # repaint the table's pointer layer

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.moves: list[Move] = []
        self.lines: list[str] = []
        self.flips: list[QRectF] = []  # Tumult regions revealed: their backs turn away
        self.t = 1.0
        self.anim = QVariantAnimation(self)
        self.anim.setStartValue(0.0)
        self.anim.setEndValue(1.0)
        self.anim.setDuration(DURATION_MS)
        self.anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
        self.anim.valueChanged.connect(self._step)
        self.anim.finished.connect(self._done)

    @property
    def running(self) -> bool:
        return self.anim.state() == QVariantAnimation.State.Running

    def play(self, moves: list[Move], lines: list[str],
             flips: list[QRectF] | None = None) -> None:
        self.anim.stop()
        self.moves, self.lines, self.t = moves, lines, 0.0
        self.flips = list(flips or [])
        self.anim.start()

    def skip(self) -> None:
        """A click ends the show at once: the board already shows where things are."""
        if self.running:
            self.anim.stop()
            self._done()

    def _step(self, value: object) -> None:
        self.t = float(value)  # type: ignore[arg-type]
        self.frame.emit()

    def _done(self) -> None:
        self.t = 1.0
        self.moves, self.lines, self.flips = [], [], []
        self.frame.emit()

    def paint(self, p: QPainter, track: QRectF) -> None:
        if not self.running:
            return
        t = self.t
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        for r in self.flips:  # the face-down card turns over (half a turn, then gone)
            k = max(0.0, 1.0 - 2.0 * t)
            if k > 0:
                back = QRectF(r.center().x() - r.width() * k / 2, r.top(), r.width() * k,
                              r.height())
                p.setPen(QPen(theme.CARD_BACK_TRIM, 1.5))
                p.setBrush(theme.CARD_BACK)
                p.drawRoundedRect(back, 6, 6)
        for m in self.moves:
            r = QRectF(m.start.left() + (m.end.left() - m.start.left()) * t,
                       m.start.top() + (m.end.top() - m.start.top()) * t,
                       m.start.width(), m.start.height())
            glow = QColor(m.colour)
            glow.setAlpha(120)
            p.setPen(QPen(glow, 6))
            p.drawLine(m.start.center(), r.center())  # its trail
            draw_marker(p, r, m.colour, m.exp, m.faction)
        if self.lines:
            lh = 18.0
            shown = self.lines[:6]
            box = QRectF(track.left() + track.width() * 0.1, track.top() - lh * len(shown) - 18,
                         track.width() * 0.8, lh * len(shown) + 14)
            p.setPen(QPen(theme.GOLD, 1.5))
            p.setBrush(QColor(12, 10, 8))  # opaque: its text is read over a busy board
            p.drawRoundedRect(box, 8, 8)
            for k, line in enumerate(shown):
                label(p, QRectF(box.left() + 12, box.top() + 7 + k * lh, box.width() - 24, lh),
                      line, 13, colour=theme.LABEL, bold=False,
                      align=Qt.AlignmentFlag.AlignLeft)
        p.restore()
