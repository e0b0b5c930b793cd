"""A thin line that says "at work" while another seat decides.

Qt's busy progress bar (a range of 0 to 0) runs its chunk off the right edge and in
again at the left, so for a moment it is drawn as two pieces at both ends: a
fresh-eyes reviewer took it for a broken bar (review r13 #22).  This line's glow is
one piece always: a soft segment gliding from one end to the other and back, eased at
the turns, as the "thinking" lines of MTG Arena and Hearthstone do.  It moves only
while shown (no timer runs behind a hidden panel).
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QElapsedTimer, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

#: one glide from end to end and back, in milliseconds
PERIOD_MS = 1800
#: the glowing segment's share of the line's width
SEGMENT = 0.3
TRACK = QColor(255, 255, 255, 30)
GLOW = QColor("#e2b54a")


def segment_at(width: float, t_ms: float) -> tuple[float, float]:
    """The glowing segment's left and right edges at time `t_ms` on a line `width`
    wide: always within the line, one piece (eased back and forth)."""
    seg = width * SEGMENT
    phase = (t_ms % PERIOD_MS) / PERIOD_MS  # 0..1, there and back
    along = (1 - math.cos(2 * math.pi * phase)) / 2  # 0 at the left, 1 at the right
    left = along * (width - seg)
    return left, left + seg


class BusyLine(QWidget):
    """A 4 px line with a gold segment gliding back and forth (`segment_at`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("busy")
        self.setFixedHeight(4)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._clock = QElapsedTimer()
        self._clock.start()
        self._timer = QTimer(self)
        self._timer.setInterval(40)  # 25 frames a second: smooth, and light on the CPU
        self._timer.timeout.connect(self.update)
        #: a fixed time to draw at, in ms (tests and screenshots), or None: the clock
        self.frozen_at: float | None = None

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        self._timer.start()

    def hideEvent(self, event: Any) -> None:
        super().hideEvent(event)
        self._timer.stop()

    def segment(self) -> tuple[float, float]:
        t = self.frozen_at if self.frozen_at is not None else float(self._clock.elapsed())
        return segment_at(float(self.width()), t)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        r = QRectF(self.rect())
        radius = r.height() / 2
        p.setBrush(TRACK)
        p.drawRoundedRect(r, radius, radius)
        left, right = self.segment()
        glow = QLinearGradient(left, 0, right, 0)
        soft = QColor(GLOW)
        soft.setAlpha(120)
        glow.setColorAt(0.0, soft)
        glow.setColorAt(0.5, GLOW)
        glow.setColorAt(1.0, soft)
        p.setBrush(glow)
        p.drawRoundedRect(QRectF(left, r.top(), right - left, r.height()), radius, radius)
        p.end()
