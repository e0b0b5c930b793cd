"""The end-of-game screen's pieces: the chart of the Expeditions' distances day by day
and the table of cards played per day (the screen itself is `handoff.GameOverScreen`)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from altered_desktop import theme
from altered_desktop.chart_axes import integer_ticks
from altered_desktop.game_summary import Summary


class DistanceChart(QWidget):
    """Each player's two Expeditions, regions travelled at the end of each day: the
    player's colour, a full line for the Hero Expedition, dashes for the Companion."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.summary: Summary | None = None
        self.setMinimumSize(360, 180)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(560, 240)

    def show_summary(self, summary: Summary) -> None:
        self.summary = summary
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        s = self.summary
        if s is None or not s.distances:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(44, 12, -12, -34)
        days = len(s.distances) - 1
        ticks = integer_ticks(max(max(d) for day in s.distances for d in day), 7)
        top = ticks[-1]
        p.setPen(QPen(theme.LABEL_DIM, 1))
        p.setFont(theme.font(12))
        p.drawLine(r.bottomLeft(), r.bottomRight())
        p.drawLine(r.bottomLeft(), r.topLeft())

        def at(day: int, dist: int) -> QPointF:
            x = r.left() + r.width() * (day / max(1, days))
            return QPointF(x, r.bottom() - r.height() * dist / top)

        for d in range(days + 1):
            pt = at(d, 0)
            p.drawText(QRectF(pt.x() - 20, r.bottom() + 4, 40, 16),
                       Qt.AlignmentFlag.AlignCenter, str(d))
        for k in ticks:
            pt = at(0, k)
            p.setPen(QPen(theme.ZONE_LINE, 1))
            p.drawLine(pt, QPointF(r.right(), pt.y()))
            p.setPen(QPen(theme.LABEL_DIM, 1))
            p.drawText(QRectF(r.left() - 40, pt.y() - 8, 34, 16),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(k))
        p.drawText(QRectF(r.left(), r.bottom() + 18, r.width(), 16),
                   Qt.AlignmentFlag.AlignCenter, "day (end of its Dusk) · regions travelled")
        for player in range(len(s.names)):
            for e, style in ((0, Qt.PenStyle.SolidLine), (1, Qt.PenStyle.DashLine)):
                colour = theme.player_colour(player)
                p.setPen(QPen(colour, 3, style))
                # the lines of equal distances sit side by side, not on top of each other
                shift = QPointF(0, (player * 2 + e - 1.5) * 2.5)
                pts = [at(d, day[player][e]) + shift for d, day in enumerate(s.distances)]
                for a, b in zip(pts, pts[1:], strict=False):
                    p.drawLine(a, b)
                p.setPen(QPen(colour.darker(160), 1))
                p.setBrush(colour)
                for pt in pts:  # each player's points have a shape of their own
                    if player == 0:
                        p.drawEllipse(pt, 4.0, 4.0)
                    else:
                        p.drawRect(QRectF(pt.x() - 3.5, pt.y() - 3.5, 7, 7))
        # the legend: each line named, in the top left corner
        y = r.top() + 2
        for player, name in enumerate(s.names):
            for e, (word, style) in enumerate((("Hero", Qt.PenStyle.SolidLine),
                                               ("Companion", Qt.PenStyle.DashLine))):
                x = r.left() + 12 + e * 190
                p.setPen(QPen(theme.player_colour(player), 3, style))
                p.drawLine(QPointF(x, y + 8), QPointF(x + 26, y + 8))
                p.setPen(theme.LABEL)
                p.drawText(QRectF(x + 32, y, 156, 16), Qt.AlignmentFlag.AlignVCenter,
                           f"{name} · {word}")
            y += 18
        p.end()


def plays_text(summary: Summary) -> str:
    """'Cards played — day 1: Ninette 2, Lithium 1 · day 2: …' in one short paragraph."""
    days = [f"day {d}: " + ", ".join(f"{n} {c}" for n, c in zip(summary.names, row,
                                                              strict=True))
            for d, row in enumerate(summary.plays, start=1)]
    return "Cards played — " + " · ".join(days) if days else ""
