"""The goldfish lab's "wins sooner" figures drawn with their noise: a row per card, a dot
at the days the deck won sooner when it held the card early, a bar across the range the
games leave it in (CLEAR_T standard errors either side), a line at zero.

The Cards tab's table gives the figures; what a table cannot show at a glance is which of
them stand clear of chance - a bar that does not cross zero - and how far apart the cards
really are.  (Review r13 #19: the tab's chart had repeated the Charts tab's days of
victory, which says nothing about the cards.)"""

from __future__ import annotations

import math
from collections.abc import Sequence

import attrs
from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from altered_desktop import theme
from altered_desktop.lab_charts import TEXT_PX
from engine.lab_impact import CLEAR_T, EARLY_DAY

#: the words of a figure on few games, here and in the lab's table: the dialogs'
#: grey-brown for what is there but not to be leaned on (5.7:1 on the chart's felt,
#: 5.5:1 on the table's lighter rows)
FEW_INK = QColor("#a89a84")


@attrs.frozen
class ImpactRow:
    """One card's figure: its deck's short name and colour, its name, the days sooner
    and the t-statistic (the figure over its standard error; None when the error is 0);
    `few` when it stands on few games (goldfish_lab.FEW_GAMES), drawn hollow and dim."""

    deck: str
    colour: QColor
    name: str
    impact: float
    t: float | None
    clear: bool
    few: bool = False

    def spread(self) -> float:
        """The range either side the games leave the figure in: as many standard errors
        as a figure must stand from 0 to be called clear of chance (CLEAR_T), so a bar
        clear of 0 is exactly a figure the lab names."""
        if self.t is None or self.t == 0:
            return 0.0
        return CLEAR_T * abs(self.impact / self.t)


def axis_ticks(low: float, high: float, most: int = 7) -> list[float]:
    """Ticks at an even step (0.25, 0.5, 1, 2 ... days) that cover `low`..`high` and
    include 0, at most about `most` of them."""
    low, high = min(low, 0.0), max(high, 0.0)
    span = max(high - low, 0.5)
    for step in (0.25, 0.5, 1.0, 2.0, 5.0, 10.0):
        if span / step <= most - 1:
            break
    first, last = math.floor(low / step), math.ceil(high / step)
    return [k * step for k in range(first, last + 1)]


class ImpactChart(QWidget):
    """The cards whose figure says most (largest |t|), as many as fit, sorted from the
    one that speeds the deck up most to the one that slows it most."""

    ROW = 22.0  # a card's row at scale 1

    def __init__(self, title: str, note: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = title
        self.note = note
        self.rows: list[ImpactRow] = []
        self.setMinimumSize(QSize(360, 220))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_rows(self, rows: Sequence[ImpactRow]) -> None:
        self.rows = list(rows)
        self.update()

    def scale(self) -> float:
        """Texts grow with the room, as the lab's other charts do (1 to 1.4)."""
        return max(1.0, min(1.4, self.height() / 300, self.width() / 700))

    def _note_height(self, note: str, width: float, k: float) -> float:
        fm = QFontMetrics(theme.font(TEXT_PX * k))
        return float(fm.boundingRect(0, 0, int(width), 10_000,
                                     int(Qt.TextFlag.TextWordWrap), note).height())

    def subset_note(self, shown: int) -> str:
        """What the chart leaves out, when it does: its rows are the cards whose figures
        stand clearest of chance, not the table's first ones (review r16 #10: a card
        high in the table was missing with nothing to say why)."""
        if shown >= len(self.rows):
            return ""
        return self.tr("Shown: the {0} of {1} cards whose figures stand clearest of "
                       "chance.").format(shown, len(self.rows))

    def full_note(self) -> str:
        """The note under the title, with what the chart leaves out."""
        return self._layout()[2]

    def layout(self) -> tuple[QRectF, list[ImpactRow]]:
        """The plot's rectangle (rows and axis) and the rows shown in it, in order."""
        plot, shown, _note = self._layout()
        return plot, shown

    def _layout(self) -> tuple[QRectF, list[ImpactRow], str]:
        k = self.scale()
        w, h = float(self.width()), float(self.height())
        fm = QFontMetrics(theme.font(TEXT_PX * k))
        names = max((fm.horizontalAdvance(self.label(r)) for r in self.rows), default=0)
        # the names whole where they can be: up to half the width (with the games'
        # column in the table beside it, 42 % cut "Axiom · Foundry Mechanic (rare)")
        left = min(w * 0.5, names + 20 * k)
        note = self.note
        for _ in range(3):  # the subset's words take room, which may show a row less
            top = 30 * k + self._note_height(note, w - 20 * k, k) + 8 * k
            plot = QRectF(left, top, w - left - 16 * k, h - top - 40 * k)
            fit = max(0, int(plot.height() // (self.ROW * k)))
            more = self.subset_note(min(fit, len(self.rows)))
            wanted = f"{self.note} {more}" if more else self.note
            if wanted == note:
                break
            note = wanted
        shown = sorted(self.rows, key=lambda r: -abs(r.t if r.t is not None else 0.0))[:fit]
        shown.sort(key=lambda r: -r.impact)
        return plot, shown, note

    def caption(self) -> str:
        """The axis's name, under its days."""
        return self.tr("days sooner when held by day {0} (← later · sooner →)").format(
            EARLY_DAY)

    def caption_rect(self, fm: QFontMetrics, plot: QRectF, top: float) -> QRectF:
        """Where the axis's name is written: centred under the plot, moved left as far
        as it must to end inside the chart (wider than the plot at 1366: its two ends
        were cut, review r19 #14), never past the chart's left edge."""
        k = self.scale()
        need = fm.horizontalAdvance(self.caption()) + 4
        left = plot.center().x() - need / 2
        left = max(4 * k, min(left, self.width() - 4 * k - need))
        return QRectF(left, top, need, 16 * k)

    @staticmethod
    def label(row: ImpactRow) -> str:
        return f"{row.deck} · {row.name}" if row.deck else row.name

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        k = self.scale()
        w = float(self.width())
        p.fillRect(self.rect(), theme.FELT_DARK)
        p.setPen(theme.GOLD)
        p.setFont(theme.font(13 * k, bold=True))
        p.drawText(QRectF(10 * k, 4 * k, w - 20 * k, 22 * k), Qt.AlignmentFlag.AlignLeft,
                   self.title)
        text_font = theme.font(TEXT_PX * k)
        p.setFont(text_font)
        p.setPen(theme.LABEL_DIM)
        plot, shown, note = self._layout()
        note_h = self._note_height(note, w - 20 * k, k)
        p.drawText(QRectF(10 * k, 30 * k, w - 20 * k, note_h),
                   int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap), note)
        if not shown:
            p.drawText(plot, Qt.AlignmentFlag.AlignCenter,
                       self.tr("No card was held early in enough games, and missed in "
                               "enough, to compare."))
            p.end()
            return
        ticks = axis_ticks(min(r.impact - r.spread() for r in shown),
                           max(r.impact + r.spread() for r in shown))
        lo, hi = ticks[0], ticks[-1]

        def x_of(v: float) -> float:
            return plot.left() + plot.width() * (v - lo) / (hi - lo)

        row_h = self.ROW * k
        rows_bottom = plot.top() + row_h * len(shown)
        line = 16 * k
        for v in ticks:  # the grid, the zero line stronger, the days under it
            x = x_of(v)
            p.setPen(QPen(theme.LABEL if v == 0 else theme.ZONE_LINE, 1.5 if v == 0 else 1))
            p.drawLine(QPointF(x, plot.top()), QPointF(x, rows_bottom))
            p.setPen(theme.LABEL_DIM)
            text = "0" if v == 0 else f"{v:+g}".replace("-", "−")
            p.drawText(QRectF(x - 30 * k, rows_bottom + 2 * k, 60 * k, line),
                       Qt.AlignmentFlag.AlignCenter, text)
        p.drawText(self.caption_rect(p.fontMetrics(), plot, rows_bottom + line + 2 * k),
                   Qt.AlignmentFlag.AlignCenter, self.caption())
        fm = p.fontMetrics()
        for i, r in enumerate(shown):
            mid = plot.top() + (i + 0.5) * row_h
            name = fm.elidedText(self.label(r), Qt.TextElideMode.ElideRight,
                                 int(plot.left() - 16 * k))
            # a figure on few games: its name dim, as its row in the table (dim is the
            # one mark of it, review r20 #18)
            p.setPen(FEW_INK if r.few else r.colour if r.clear else theme.LABEL)
            p.drawText(QRectF(6 * k, mid - row_h / 2, plot.left() - 14 * k, row_h),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, name)
            ink = r.colour if r.clear else QColor(r.colour).darker(135)
            spread = r.spread()
            if spread:
                p.setPen(QPen(ink, 2.5 * k if r.clear else 1.5 * k))
                a, b = x_of(r.impact - spread), x_of(r.impact + spread)
                p.drawLine(QPointF(a, mid), QPointF(b, mid))
                for end in (a, b):
                    p.drawLine(QPointF(end, mid - 4 * k), QPointF(end, mid + 4 * k))
            radius = (5 if r.clear else 3.5) * k
            if r.few:  # hollow: a figure that may move a lot with more games
                p.setPen(QPen(ink, 1.5 * k))
                p.setBrush(theme.FELT_DARK)
                radius += 0.5 * k
            else:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(ink)
            p.drawEllipse(QPointF(x_of(r.impact), mid), radius, radius)
        p.end()
