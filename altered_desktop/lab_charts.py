"""Small charts for the goldfish lab, painted with QPainter like the deck charts (no
plotting library in the bundle): grouped bars over days, and lines over days, one colour
per deck so two decks read side by side."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from altered_desktop import theme
from altered_desktop.chart_axes import integer_ticks

SERIES_COLOURS = (QColor("#e2b54a"), QColor("#6fa8dc"), QColor("#93c47d"),
                  QColor("#e06666"))

Series = tuple[str, Sequence[float], bool]  # name, one value per day (from day 1), dashed
# one entry of a legend: its words, its colour and how it is drawn: "box" (a swatch, for
#: a bar or a deck's colour), "line" (a full stroke) or "dash" (a dashed stroke)
LegendEntry = tuple[str, QColor, str]
#: a row of figures under the days: its name, its colour, a figure per day
CountRow = tuple[str, QColor, Sequence[str]]
#: the lab's small words (ticks, legends, notes, the rows of games under the days) at
#: scale 1, the lab at 1366x768; they grow with a chart (`DayChart.scale`).  Review r19
#: #14: set at 11 px and 10 px they sat on the least text size, or under it.
TEXT_PX = 12.0


class DayChart(QWidget):
    """Values per day: bars (grouped, one per series) or lines, with a title, axes and a
    legend.  `set_data` replaces what is shown."""

    def __init__(self, title: str, y_label: str, bars: bool = False,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = title
        self.y_label = y_label  # the value axis's name, written up along it
        self.x_label = QCoreApplication.translate("DayChart", "Day")
        self.bars = bars
        self.series: list[Series] = []
        self.colours: list[QColor] = []
        self.first_day = 1
        self.legend: list[LegendEntry] = []
        # an optional row under the days: how many games each day's values stand on,
        # with its name, and a note after the title saying how the values are taken
        # a row per deck, named in its colour (review r12 #18: "40/40 ... 11/28 ... 0/10"
        # under one "games" did not say which number was which deck's)
        self.count_rows: list[CountRow] = []
        self.note = ""
        self.setMinimumSize(QSize(300, 200))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_data(self, series: Sequence[Series], colours: Sequence[QColor] | None = None,
                 first_day: int = 1, legend: Sequence[LegendEntry] | None = None,
                 count_rows: Sequence[CountRow] = (), note: str = "") -> None:
        """Show `series`, their values from `first_day` on (a chart of victory days
        starts at the first day with a win: empty columns before it told nothing,
        review r8 #15).  `legend`: its entries, when the series' own names and strokes
        would repeat themselves (a colour per deck, a stroke per Expedition).
        `count_rows`: rows of a number under each day, each named (and coloured) at its
        left, a row per deck; `note`: a line under the title that says what the values
        are."""
        self.count_rows = [(label, colour, list(values)) for label, colour, values in count_rows]
        self.note = note
        self.series = list(series)
        self.colours = list(colours or [SERIES_COLOURS[i % len(SERIES_COLOURS)]
                                        for i in range(len(series))])
        self.first_day = first_day
        self.legend = list(legend) if legend is not None else [
            (name, self.colours[i], "box" if self.bars else "dash" if dashed else "line")
            for i, (name, _v, dashed) in enumerate(self.series)]
        self.update()

    def day_labels(self) -> list[str]:
        """The day under each column, from `first_day`."""
        return [str(self.first_day + d) for d in range(self.days())]

    def days(self) -> int:
        return max((len(v) for _, v, _ in self.series), default=0)

    def ticks(self) -> list[float]:
        """The value axis at an even step, labelled at whole numbers (counts, and any
        values of 3 or more), else at halves (small averages)."""
        values = [x for _, v, _ in self.series for x in v]
        m = max(values, default=0.0)
        if m >= 3 or all(float(x).is_integer() for x in values):
            return [float(t) for t in integer_ticks(m)]
        halves = max(1, int(-(-m * 2 // 1)))
        return [k / 2 for k in range(halves + 1)]

    def top(self) -> float:
        return self.ticks()[-1]

    def scale(self) -> float:
        """How much the texts and margins grow with the chart: 1 up to a chart of about
        300 px by 700 (the lab at 1366×768), up to 1.4 on a big screen, so a 1920×1080
        lab is not set in the same small print across twice the room."""
        return max(1.0, min(1.4, self.height() / 300, self.width() / 700))

    def note_rect(self, top: float) -> QRectF | None:
        """Where the note goes, from `top` down: as many lines as it takes at the
        chart's width, never cut at its edge (review r10 #8: at 1366 it stopped at
        "the games still going on tha")."""
        if not self.note:
            return None
        k = self.scale()
        width = self.width() - 20 * k
        fm = QFontMetrics(theme.font(TEXT_PX * k))
        need = fm.boundingRect(QRect(0, 0, int(width), 10_000),
                               int(Qt.TextFlag.TextWordWrap), self.note)
        return QRectF(10 * k, top - 6 * k, width, max(18 * k, need.height() + 2))

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.width(), self.height()
        k = self.scale()
        title_font, text_font = theme.font(13 * k, bold=True), theme.font(TEXT_PX * k)
        p.fillRect(self.rect(), theme.FELT_DARK)
        p.setPen(theme.GOLD)
        p.setFont(title_font)
        p.drawText(QRectF(10 * k, 4 * k, w - 20 * k, 22 * k), Qt.AlignmentFlag.AlignLeft,
                   self.title)
        # the legend goes right of the title, or under it when both do not fit
        p.setFont(text_font)
        legend_w = sum(p.fontMetrics().horizontalAdvance(n) + 44 * k for n, _, _ in self.legend)
        p.setFont(title_font)
        title_w = p.fontMetrics().horizontalAdvance(self.title)
        legend_y = 4.0 * k if title_w + legend_w + 30 * k < w else 26.0 * k
        top_y = (34 if legend_y == 4.0 * k else 54) * k
        note = self.note_rect(top_y)
        if note is not None:  # under the title and legend, wrapped to the chart's width
            p.setFont(text_font)
            p.setPen(theme.LABEL_DIM)
            p.drawText(note, int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap),
                       self.note)
            top_y = note.bottom() + 6 * k
        rows = len(self.count_rows)  # lines of counts under the days
        left = 58 * k
        if rows:  # room for the rows' names left of the plot
            fm = QFontMetrics(theme.font(TEXT_PX * k, bold=True))
            left = max(left, 12 * k + max(fm.horizontalAdvance(label)
                                           for label, _c, _v in self.count_rows))
            left = min(left, w * 0.3)
        plot = QRectF(left, top_y, w - left - 14 * k, h - top_y - (44 + 16 * rows) * k)
        days = self.days()
        p.setFont(text_font)
        if days == 0 or plot.width() < 40 or plot.height() < 30:
            p.setPen(theme.LABEL_DIM)
            p.drawText(plot, Qt.AlignmentFlag.AlignCenter, "No games yet")
            p.end()
            return
        ticks = self.ticks()
        top = ticks[-1]
        whole = all(t.is_integer() for t in ticks)
        line = 16 * k  # a line of axis text
        # horizontal grid and the value axis, a line at each tick
        for v in ticks:
            y = plot.bottom() - plot.height() * v / top
            p.setPen(QPen(theme.ZONE_LINE, 1))
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            p.setPen(theme.LABEL_DIM)
            text = f"{v:.0f}" if whole else f"{v:.1f}"
            p.drawText(QRectF(0, y - line / 2, plot.left() - 6 * k, line),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, text)
        slot = plot.width() / days
        every = integer_ticks(days, 12)[1] if days > 12 else 1  # labels that fit
        for d, label in enumerate(self.day_labels()):
            if d and (d + 1) % every:
                continue
            p.setPen(theme.LABEL_DIM)
            p.drawText(QRectF(plot.left() + d * slot, plot.bottom() + 2 * k, slot, line),
                       Qt.AlignmentFlag.AlignCenter, label)
        below = plot.bottom() + line
        for label, colour, values in self.count_rows:
            p.setFont(theme.font(TEXT_PX * k, bold=True))
            p.setPen(colour)
            name = p.fontMetrics().elidedText(label, Qt.TextElideMode.ElideRight,
                                              int(plot.left() - 8 * k))
            p.drawText(QRectF(0, below, plot.left() - 6 * k, line),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, name)
            p.setFont(theme.font(TEXT_PX * k))
            for d, count in enumerate(values[:days]):
                if d and (d + 1) % every:
                    continue
                p.drawText(QRectF(plot.left() + d * slot, below, slot, line),
                           Qt.AlignmentFlag.AlignCenter, count)
            below += line
        p.setFont(text_font)
        p.setPen(theme.LABEL_DIM)
        # the axes' names: the days along the bottom, the values up the left side
        p.drawText(QRectF(plot.left(), below, plot.width(), line + 4 * k),
                   Qt.AlignmentFlag.AlignCenter, self.x_label)
        p.save()
        p.translate(4 * k + line / 2, plot.center().y())
        p.rotate(-90)
        p.drawText(QRectF(-plot.height() / 2, -line / 2, plot.height(), line),
                   Qt.AlignmentFlag.AlignCenter, self.y_label)
        p.restore()
        n = len(self.series)
        for i, (_name, values, dashed) in enumerate(self.series):
            colour = self.colours[i]
            if self.bars:
                bw = slot * 0.8 / max(1, n)
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(colour)
                for d, v in enumerate(values):
                    bh = plot.height() * v / top
                    x = plot.left() + d * slot + slot * 0.1 + i * bw
                    p.drawRect(QRectF(x, plot.bottom() - bh, bw - 1, bh))
            else:
                pen = QPen(colour, 2.2 * k)
                if dashed:
                    pen.setStyle(Qt.PenStyle.DashLine)
                p.setPen(pen)
                pts = [QPointF(plot.left() + (d + 0.5) * slot,
                               plot.bottom() - plot.height() * v / top)
                       for d, v in enumerate(values)]
                for a, b in zip(pts, pts[1:], strict=False):
                    p.drawLine(a, b)
                p.setBrush(colour)
                for pt in pts:
                    p.drawEllipse(pt, 2.5 * k, 2.5 * k)
        # legend, top right: a swatch or a stroke long enough to show its dashes
        x = w - 10 * k
        p.setFont(text_font)
        for name, colour, kind in reversed(self.legend):
            tw = p.fontMetrics().horizontalAdvance(name)
            x -= tw + 44 * k
            mid = legend_y + 11 * k
            if kind == "box":
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(colour)
                p.drawRect(QRectF(x + 6 * k, mid - 5 * k, 12 * k, 10 * k))
            else:
                pen = QPen(colour, 2.2 * k)
                if kind == "dash":
                    pen.setStyle(Qt.PenStyle.DashLine)
                p.setPen(pen)
                p.drawLine(QPointF(x, mid), QPointF(x + 24 * k, mid))
            p.setPen(theme.LABEL)
            p.drawText(QRectF(x + 28 * k, legend_y, tw + 6 * k, 20 * k),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        p.end()
