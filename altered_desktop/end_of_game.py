"""The end-of-game screen's pieces: the chart of the Expeditions' distances day by day
and the table of cards played per day (the screen itself is `handoff.GameOverScreen`)."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from altered_desktop import theme
from altered_desktop.chart_axes import integer_ticks
from altered_desktop.game_summary import MEET, Summary


class DistanceChart(QWidget):
    """Regions travelled by each player's two Expeditions together at the end of each day
    - the number the game is won on (4.2.5.d), so the chart ends where the headline's
    "7 regions to 4" does - against the line at which the Expeditions meet.  The players
    differ in colour, in the shape of their points and in the stroke (full, dashed), so
    the lines stay apart even for a reader who cannot tell gold from blue; each ends with
    its number.  Hovering a day tells it Expedition by Expedition."""

    MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 52, 96, 30, 40

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.summary: Summary | None = None
        self.setMinimumSize(360, 200)
        self.setMaximumHeight(560)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMouseTracking(True)

    def sizeHint(self) -> QSize:
        return QSize(640, 300)

    def show_summary(self, summary: Summary) -> None:
        self.summary = summary
        self.update()

    def plot_rect(self) -> QRectF:
        return QRectF(self.rect()).adjusted(self.MARGIN_LEFT, self.MARGIN_TOP,
                                            -self.MARGIN_RIGHT, -self.MARGIN_BOTTOM)

    def ticks(self) -> list[int]:
        """Whole regions from 0 to at least the meeting line, at one even step."""
        s = self.summary
        most = max((t for day in s.totals() for t in day), default=0) if s else 0
        return integer_ticks(max(MEET, most), 8)

    def point(self, day: int, regions: float) -> QPointF:
        """Where `regions` at the end of `day` is drawn."""
        r = self.plot_rect()
        days = max(1, len(self.summary.distances) - 1) if self.summary else 1
        return QPointF(r.left() + r.width() * day / days,
                       r.bottom() - r.height() * regions / self.ticks()[-1])

    def marks(self) -> list[list[QPointF]]:
        """Each player's points, day by day, each at its value's height: equal totals
        sit side by side (a few px left and right), never above or below their value,
        so no start mark is drawn under the 0 axis (review r5 #20)."""
        s = self.summary
        if s is None:
            return []
        totals = s.totals()
        out = []
        for player in range(len(s.names)):
            pts = []
            for d, day in enumerate(totals):
                at = self.point(d, day[player])
                if len(set(day)) < len(day):  # a tie: apart sideways
                    at += QPointF((player - (len(day) - 1) / 2) * 8, 0)
                pts.append(at)
            out.append(pts)
        return out

    def expedition_marks(self) -> list[tuple[int, int, list[QPointF]]]:
        """Each Expedition's own points, day by day: (player, 0 hero / 1 companion,
        points), at their values' heights; where two of them stand on one value they
        stand apart sideways, as the totals do (review r6 #17: the chart gave only the
        sums, not which Expedition had moved)."""
        s = self.summary
        if s is None:
            return []
        out = []
        for player in range(len(s.names)):
            for which in (0, 1):
                pts = []
                for d, day in enumerate(s.distances):
                    value = day[player][which]
                    same = [(pl, w) for pl in range(len(s.names)) for w in (0, 1)
                            if day[pl][w] == value]
                    at = self.point(d, value)
                    if len(same) > 1:
                        k = same.index((player, which))
                        at += QPointF((k - (len(same) - 1) / 2) * 7, 0)
                    pts.append(at)
                out.append((player, which, pts))
        return out

    def day_at(self, x: float) -> int | None:
        """The day whose column holds `x`, or None outside the plot."""
        if self.summary is None or not self.summary.distances:
            return None
        days = len(self.summary.distances) - 1
        r = self.plot_rect()
        if not r.left() - 20 <= x <= r.right() + 20:
            return None
        return max(0, min(days, round((x - r.left()) / max(1.0, r.width()) * max(1, days))))

    def day_text(self, day: int) -> str:
        """One day's positions, Expedition by Expedition (the hover text)."""
        s = self.summary
        assert s is not None
        when = self.tr("At the start") if day == 0 else self.tr("End of day {0}").format(day)
        rows = [self.tr("{0}: hero {1} + companion {2} = {3}").format(name, h, c, h + c)
                for name, (h, c) in zip(s.names, s.distances[day], strict=True)]
        return when + "\n" + "\n".join(rows)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        day = self.day_at(event.position().x())
        self.setToolTip("" if day is None else self.day_text(day))
        super().mouseMoveEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        s = self.summary
        if s is None or not s.distances:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.plot_rect()
        days = len(s.distances) - 1
        ticks = self.ticks()
        p.setFont(theme.font(12))
        for k in ticks:  # whole regions, a faint line each
            y = self.point(0, k).y()
            p.setPen(QPen(theme.ZONE_LINE, 1))
            p.drawLine(QPointF(r.left(), y), QPointF(r.right(), y))
            p.setPen(QPen(theme.LABEL_DIM, 1))
            # clear of the start's points, which sit on the axis (review r7 #18: the
            # 0 was hidden under them)
            p.drawText(QRectF(r.left() - 42, y - 8, 20, 16),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(k))
        p.setPen(QPen(theme.LABEL_DIM, 1))
        p.drawLine(r.bottomLeft(), r.bottomRight())
        p.drawLine(r.bottomLeft(), r.topLeft())
        for d in range(days + 1):
            x = self.point(d, 0).x()
            p.drawText(QRectF(x - 30, r.bottom() + 4, 60, 16), Qt.AlignmentFlag.AlignCenter,
                       self.tr("start") if d == 0 else str(d))
        p.drawText(QRectF(r.left(), r.bottom() + 20, r.width(), 16),
                   Qt.AlignmentFlag.AlignCenter, self.tr("Day"))
        p.save()  # the value axis's name, upwards along it
        p.translate(r.left() - 44, r.center().y())
        p.rotate(-90)
        p.drawText(QRectF(-r.height() / 2, -8, r.height(), 16), Qt.AlignmentFlag.AlignCenter,
                   self.tr("Regions travelled"))
        p.restore()
        # the meeting line: reaching it ends the game (4.2.5.d)
        y = self.point(0, MEET).y()
        p.setPen(QPen(theme.LABEL, 1.5, Qt.PenStyle.DotLine))  # no player's colour
        p.drawLine(QPointF(r.left(), y), QPointF(r.right(), y))
        p.setPen(theme.LABEL)
        p.drawText(QRectF(r.left() + 6, y + 2, r.width() - 12, 16),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   self.tr("{0} regions: a player's two Expeditions meet, the game ends and "
                           "whoever travelled further wins").format(MEET))
        # each Expedition on its own, thin and dotted in its player's colour, a triangle
        # for the hero Expedition and a diamond for the companion
        for player, which, pts in self.expedition_marks():
            p.setPen(QPen(theme.player_colour(player), 2.4, Qt.PenStyle.DotLine))
            for a, b in zip(pts, pts[1:], strict=False):
                p.drawLine(a, b)
            for pt in pts:
                _expedition_point(p, player, which, pt)
        totals = s.totals()
        styles = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine)
        ends: list[tuple[float, str, QColor]] = []
        for player, (name, pts) in enumerate(zip(s.names, self.marks(), strict=True)):
            colour = theme.player_colour(player)
            p.setPen(QPen(colour, 3.5, styles[player % 2]))
            for a, b in zip(pts, pts[1:], strict=False):
                p.drawLine(a, b)
            for pt in pts:
                _point(p, player, pt)
            ends.append((pts[-1].y(), f"{name} {totals[-1][player]}", colour))
        # each line's end names its player and total; two ends never overlap
        ends.sort()
        if len(ends) == 2 and ends[1][0] - ends[0][0] < 18:
            mid = (ends[0][0] + ends[1][0]) / 2
            ends = [(mid - 9, *ends[0][1:]), (mid + 9, *ends[1][1:])]
        p.setFont(theme.font(13, bold=True))
        for y, text, colour in ends:
            p.setPen(colour)
            p.drawText(QRectF(r.right() + 10, y - 9, self.MARGIN_RIGHT - 12, 18),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
        # the legend, above the plot: a stroke and a point per player's sum, then the
        # marks of each Expedition on its own
        p.setFont(theme.font(12))
        x = r.left()
        for player, name in enumerate(s.names):
            colour = theme.player_colour(player)
            p.setPen(QPen(colour, 3.5, styles[player % 2]))
            p.drawLine(QPointF(x, 12), QPointF(x + 30, 12))
            _point(p, player, QPointF(x + 15, 12))
            p.setPen(theme.LABEL)
            text = self.tr("{0}: both Expeditions").format(name)
            p.drawText(QRectF(x + 36, 3, 300, 18), Qt.AlignmentFlag.AlignVCenter, text)
            x += 36 + p.fontMetrics().horizontalAdvance(text) + 24
        for which, word in ((0, self.tr("hero Expedition")),
                            (1, self.tr("companion Expedition"))):
            # the mark in each player's colour, as on the lines (review r7 #18: a cream
            # swatch matched no line)
            for player in range(len(s.names)):
                p.setPen(QPen(theme.player_colour(player), 2.4, Qt.PenStyle.DotLine))
                p.drawLine(QPointF(x, 12), QPointF(x + 18, 12))
                _expedition_point(p, player, which, QPointF(x + 9, 12))
                x += 22
            p.setPen(theme.LABEL)
            p.drawText(QRectF(x + 6, 3, 300, 18), Qt.AlignmentFlag.AlignVCenter, word)
            x += 6 + p.fontMetrics().horizontalAdvance(word) + 20
        p.end()


def _point(p: QPainter, player: int, at: QPointF) -> None:
    """A point of `player`'s line: a disc for the first player, a square for the second,
    so the lines differ in more than colour."""
    colour = theme.player_colour(player)
    p.setPen(QPen(colour.darker(170), 1))
    p.setBrush(colour)
    if player == 0:
        p.drawEllipse(at, 5.0, 5.0)
    else:
        p.drawRect(QRectF(at.x() - 4.5, at.y() - 4.5, 9, 9))
    p.setBrush(Qt.BrushStyle.NoBrush)


def _expedition_point(p: QPainter, player: int | None, which: int, at: QPointF) -> None:
    """A point of one Expedition's line: a triangle for a hero Expedition, a diamond for
    a companion one, in its player's colour (the legend's, `player` None, in the text
    colour)."""
    from PySide6.QtGui import QPolygonF

    colour = theme.LABEL if player is None else theme.player_colour(player)
    p.setPen(QPen(colour.darker(160), 1))
    p.setBrush(colour)
    x, y = at.x(), at.y()
    if which == 0:
        shape = [QPointF(x, y - 6), QPointF(x + 6, y + 4.5), QPointF(x - 6, y + 4.5)]
    else:
        shape = [QPointF(x, y - 6), QPointF(x + 6, y), QPointF(x, y + 6), QPointF(x - 6, y)]
    p.drawPolygon(QPolygonF(shape))
    p.setBrush(Qt.BrushStyle.NoBrush)


def plays_table(summary: Summary) -> str:
    """The cards each player played, day by day, as a small table (rich text): a row per
    player, in the player's colour, a column per day; one long sentence of
    "day 1: Ninette 1, Lithium 1 · day 2: …" wrapped into a wall of text (review r7 #18)."""
    if not summary.plays:
        return ""
    head = "".join(f"<th style='padding: 1px 9px;'>{d}</th>"
                   for d in range(1, len(summary.plays) + 1))
    rows = []
    for player, name in enumerate(summary.names):
        colour = theme.player_colour(player).name()
        cells = "".join(f"<td align='center' style='padding: 1px 9px;'>{row[player]}</td>"
                        for row in summary.plays)
        rows.append(f"<tr><td style='color: {colour}; font-weight: bold; padding: 1px 9px;'>"
                    f"{html.escape(name)}</td>{cells}</tr>")
    title = html.escape(QCoreApplication.translate("EndOfGame", "Cards played, day by day"))
    return (f"<table align='center' cellspacing='0'><tr><th align='left' "
            f"style='padding: 1px 9px;'>{title}</th>{head}</tr>{''.join(rows)}</table>")
