"""The end screen's "Cards played, day by day": a small scoreboard, a row per player and
a column per day, each count beside a bar as long as it is, and each player's total.

Review r15 #14: the rich-text table it replaces was a bare grid of small numbers under
the chart; a player looking for "when did I run out of cards" had to read every digit.
Bars in the players' colours (as the chart above draws them) show the shape of the
game at a glance; the numbers stay, aligned in their columns, for the exact count.
Only counts are shown: nothing of a card, hidden or not, is named here.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QFontMetrics, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from altered_desktop import theme
from altered_desktop.game_summary import Summary

#: the type of the counts and the names (px); the header's day numbers one smaller
TEXT_PX, HEAD_PX = 14, 13
#: a row's height, a day's cell at its widest and narrowest, the total's cell (px)
ROW, CELL, LEAST_CELL, TOTAL = 19, 58, 40, 62
#: the bar's height, and the share of a cell the count takes at its left
BAR_H, NUMBER_SHARE = 10, 0.36


class PlaysByDay(QWidget):
    """Cards played per player and day, as counts and bars (`show_summary`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.summary: Summary | None = None
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(self.rows_height(2))

    @staticmethod
    def rows_height(players: int) -> int:
        """The header and a row per player, with the panel's margins."""
        return ROW * (1 + players) + 6

    def show_summary(self, summary: Summary) -> None:
        self.summary = summary
        self.setFixedHeight(self.rows_height(len(summary.names)))
        self.setAccessibleName(self.text())
        self.updateGeometry()
        self.update()

    def title(self) -> str:
        return self.tr("Cards played, day by day")

    def text(self) -> str:
        """The same in words: "Ninette: 1, 1, 2 (total 4)", a line per player (the
        accessible name, and what a test can read)."""
        s = self.summary
        if s is None or not s.plays:
            return ""
        return "\n".join(
            self.tr("{0}: {1} (total {2})").format(
                name, ", ".join(str(day[player]) for day in s.plays),
                sum(day[player] for day in s.plays))
            for player, name in enumerate(s.names))

    # ------------------------------------------------------------------ geometry
    def name_width(self) -> int:
        """The first column: the title (the header's first cell) or the longest name."""
        s = self.summary
        bold = QFontMetrics(theme.font(TEXT_PX, bold=True))
        names = s.names if s is not None else []
        return max([bold.horizontalAdvance(self.title())]
                   + [bold.horizontalAdvance(n) for n in names]) + 18

    def cell_width(self) -> float:
        """A day's cell: `CELL` wide where the widget has the room, down to
        `LEAST_CELL` in a narrow window (a long game)."""
        days = len(self.summary.plays) if self.summary is not None else 0
        if not days:
            return float(CELL)
        room = (self.width() - self.name_width() - TOTAL - 16) / days
        return max(float(LEAST_CELL), min(float(CELL), room))

    def sizeHint(self) -> QSize:
        days = len(self.summary.plays) if self.summary is not None else 7
        return QSize(self.name_width() + days * CELL + TOTAL + 16, self.height())

    def panel(self) -> QRectF:
        """The scoreboard's ground, centred in the widget."""
        days = len(self.summary.plays) if self.summary is not None else 0
        w = self.name_width() + days * self.cell_width() + TOTAL + 12
        w = min(w, self.width() - 2.0)
        return QRectF((self.width() - w) / 2, 1, w, self.height() - 2)

    def cell(self, row: int, column: int) -> QRectF:
        """The cell of `row` (0: the header, then a player each) and `column` (0: the
        names, 1…days: a day each, days + 1: the totals)."""
        box = self.panel()
        days = len(self.summary.plays) if self.summary is not None else 0
        top = box.top() + 3 + row * ROW
        x = box.left() + 6
        if column == 0:
            return QRectF(x, top, self.name_width(), ROW)
        x += self.name_width()
        cw = self.cell_width()
        if column <= days:
            return QRectF(x + (column - 1) * cw, top, cw, ROW)
        return QRectF(x + days * cw, top, TOTAL, ROW)

    def most(self) -> int:
        """The greatest count of a day: the full length of a bar."""
        s = self.summary
        return max((n for day in (s.plays if s else []) for n in day), default=0)

    def bar(self, player: int, day: int) -> QRectF:
        """The bar of `player`'s count on `day` (1…): right of its number, as long as
        the count against the greatest count of the game; empty for none."""
        s = self.summary
        assert s is not None
        n = s.plays[day - 1][player]
        c = self.cell(1 + player, day)
        room = c.adjusted(c.width() * NUMBER_SHARE + 3, 0, -5, 0)
        length = room.width() * n / self.most() if n and self.most() else 0.0
        return QRectF(room.left(), c.center().y() - BAR_H / 2, length, BAR_H)

    def number_rect(self, player: int, day: int) -> QRectF:
        """Where the count of `player` on `day` is written, right-aligned before its bar."""
        c = self.cell(1 + player, day)
        return QRectF(c.left(), c.top(), c.width() * NUMBER_SHARE, c.height())

    # ------------------------------------------------------------------ painting
    def paintEvent(self, event: QPaintEvent) -> None:
        s = self.summary
        if s is None or not s.plays:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = self.panel()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(theme.EXPEDITION_FILL)  # a darker band of the felt, as a table's row
        p.drawRoundedRect(box, 8, 8)
        days = len(s.plays)
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        centre = Qt.AlignmentFlag.AlignCenter
        # the header: the title, each day's number, "Total"; a rule under it
        p.setFont(theme.font(TEXT_PX, bold=True))
        p.setPen(theme.LABEL)
        p.drawText(self.cell(0, 0).adjusted(4, 0, 0, 0), left, self.title())
        p.setFont(theme.font(HEAD_PX, bold=True))
        p.setPen(theme.LABEL_DIM)
        for d in range(1, days + 1):
            p.drawText(self.cell(0, d), centre, self.tr("Day {0}").format(d)
                       if self.cell_width() >= CELL else str(d))
        p.drawText(self.cell(0, days + 1), centre, self.tr("Total"))
        rule_y = self.cell(1, 0).top()
        p.setPen(theme.ZONE_RULE)
        p.drawLine(int(box.left() + 6), int(rule_y), int(box.right() - 6), int(rule_y))
        # a row per player: the name in its colour, each day's count and bar, the total
        for player, name in enumerate(s.names):
            colour = theme.player_colour(player)
            p.setFont(theme.font(TEXT_PX, bold=True))
            p.setPen(colour)
            p.drawText(self.cell(1 + player, 0).adjusted(4, 0, 0, 0), left, name)
            p.setFont(theme.font(TEXT_PX))
            for d in range(1, days + 1):
                n = s.plays[d - 1][player]
                p.setPen(theme.LABEL if n else theme.LABEL_DIM)
                p.drawText(self.number_rect(player, d), right, str(n))
                bar = self.bar(player, d)
                if bar.width() > 0:
                    p.setPen(Qt.PenStyle.NoPen)
                    p.setBrush(colour)
                    p.drawRoundedRect(bar, 2, 2)
            p.setFont(theme.font(TEXT_PX, bold=True))
            p.setPen(theme.LABEL)
            p.drawText(self.cell(1 + player, days + 1), centre,
                       str(sum(day[player] for day in s.plays)))
        p.end()
