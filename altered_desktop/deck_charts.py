"""The shape of a deck as small charts drawn with QPainter.

Four charts, the ones deck builders show: the hand-cost curve (stacked by type), the
count of each type, the statistics totals by terrain, and the rare and unique counts
against their constructed limits (1.1.4.f, 1.1.4.g).  They are bars and labels, so plain
QPainter draws them in a hundred lines with the table's own colours and fonts, adding
nothing to the bundle (docs/deck-builder.md says why not pyqtgraph, QtCharts or
matplotlib).  `deck_shape` works the numbers out without Qt, for the tests.
"""

from __future__ import annotations

from collections import Counter

import attrs
from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QGridLayout, QSizePolicy, QWidget

from altered_desktop import theme
from engine.cards.registry import card_by_ref
from engine.decks import Deck

CURVE_TOP = 7  # the last column of the curve counts this cost and above
CURVE_TYPES = ("character", "spell", "permanent")
TYPE_COLOURS = {"character": QColor("#d9a44a"), "spell": QColor("#6fa8dc"),
                "permanent": QColor("#93c47d"), "other": QColor("#999999")}
RARE_LIMIT, UNIQUE_LIMIT = 15, 3


@attrs.frozen
class DeckShape:
    """The numbers behind the charts; the Hero is left out of every count."""

    size: int
    curve: tuple[tuple[int, ...], ...]  # per hand cost 0..CURVE_TOP: counts per CURVE_TYPES
    types: tuple[tuple[str, int], ...]
    terrain_totals: tuple[int, int, int]  # forest, mountain, water over Characters
    rares: int
    uniques: int
    average_hand_cost: float


def deck_shape(deck: Deck) -> DeckShape:
    curve = [[0] * len(CURVE_TYPES) for _ in range(CURVE_TOP + 1)]
    types: Counter[str] = Counter()
    terrain = [0, 0, 0]
    rares = uniques = 0
    total_cost = 0
    for ref in deck.cards:
        c = card_by_ref(ref)
        kind = c.rules_type if c.rules_type in CURVE_TYPES else "permanent"
        types[kind] += 1
        curve[min(c.hand_cost, CURVE_TOP)][CURVE_TYPES.index(kind)] += 1
        total_cost += c.hand_cost
        if c.stats is not None:
            terrain[0] += c.stats.forest
            terrain[1] += c.stats.mountain
            terrain[2] += c.stats.water
        rares += c.rarity.value == "rare"
        uniques += c.rarity.value == "unique"
    n = len(deck.cards)
    return DeckShape(
        size=n, curve=tuple(tuple(col) for col in curve),
        types=tuple((t, types[t]) for t in CURVE_TYPES),
        terrain_totals=(terrain[0], terrain[1], terrain[2]), rares=rares, uniques=uniques,
        average_hand_cost=round(total_cost / n, 2) if n else 0.0)


@attrs.frozen
class Bar:
    label: str
    parts: tuple[tuple[int, QColor], ...]  # stacked from the bottom
    limit: int | None = None  # drawn as a line; the bar turns red above it

    @property
    def value(self) -> int:
        return sum(v for v, _ in self.parts)


class BarChart(QWidget):
    """A titled column chart: value above each column, label below, optional limit."""

    def __init__(self, title: str, parent: QWidget | None = None,
                 across: bool = False) -> None:
        super().__init__(parent)
        self.title = title
        #: bars lying across, each named at its left: for few bars with long names
        #: ("Characters", "Permanents"), which under upright bars had to stagger
        #: (review r6 #16), and for limits drawn to scale with their number on the line
        self.across = across
        self.bars: tuple[Bar, ...] = ()
        self.caption = ""
        #: what the colours of stacked bars mean, drawn as swatches under the title
        self.legend: tuple[tuple[str, QColor], ...] = ()
        self.setMinimumSize(150, 104)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(260, 170)

    def set_bars(self, bars: tuple[Bar, ...], caption: str = "",
                 legend: tuple[tuple[str, QColor], ...] = ()) -> None:
        self.bars, self.caption, self.legend = bars, caption, legend
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        """Every text at `theme.LEAST_TEXT_PX` or more: what does not fit on a line wraps
        (the legend) or moves (the labels under the bars), it never shrinks below it."""
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(4, 4, -4, -4)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 60))
        p.drawRoundedRect(r, 6, 6)
        least = theme.LEAST_TEXT_PX
        px = max(float(least), min(14.0, r.height() * 0.09))
        small = max(float(least), px * 0.85)
        p.setFont(theme.font(px, bold=True))
        p.setPen(theme.GOLD)
        title_h = px * 1.6
        p.drawText(QRectF(r.left() + 8, r.top() + 2, r.width() - 16, title_h),
                   Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, self.title)
        title_w = p.fontMetrics().horizontalAdvance(self.title)
        if self.caption:
            p.setFont(theme.font(small))
            p.setPen(theme.LABEL_DIM)
            line = p.fontMetrics().height()
            room = r.width() - 24 - title_w
            if p.fontMetrics().horizontalAdvance(self.caption) > room:  # a line of its own
                p.drawText(QRectF(r.left() + 8, r.top() + title_h - 2, r.width() - 16, line),
                           Qt.AlignmentFlag.AlignLeft, self.caption)
                title_h += line - 2
            else:
                p.drawText(QRectF(r.left() + 8, r.top() + 2, r.width() - 16, title_h),
                           Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                           self.caption)
        if self.legend:
            title_h += self._draw_legend(p, r, r.top() + title_h, small)
        if not self.bars or not any(b.value for b in self.bars):
            p.setFont(theme.font(px))
            p.setPen(theme.LABEL_DIM)
            p.drawText(r.adjusted(8, title_h, -8, -8),
                       Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                       "Add cards to see this chart")
            p.end()
            return
        if self.across:
            self._paint_across(p, r, title_h, px, small)
            p.end()
            return
        slot = (r.width() - 16) / len(self.bars)
        bw = min(slot * 0.7, 48)
        lf = theme.font(max(float(least), px * 0.9))
        p.setFont(lf)
        places, rows = _label_places(
            [p.fontMetrics().horizontalAdvance(b.label) + 2 for b in self.bars],
            r.left() + 8, slot, r.right() - 8)
        line_h = p.fontMetrics().height()
        label_h = line_h * rows + 3
        plot = QRectF(r.left() + 8, r.top() + title_h + px * 1.3, r.width() - 16,
                      r.height() - title_h - label_h - px * 1.3 - 4)
        top = max([b.value for b in self.bars] + [b.limit or 0 for b in self.bars] + [1])
        p.setPen(QPen(theme.LABEL_DIM, 1))
        p.drawLine(plot.bottomLeft(), plot.bottomRight())
        for i, b in enumerate(self.bars):
            x = plot.left() + i * slot + (slot - bw) / 2
            y = plot.bottom()
            over = b.limit is not None and b.value > b.limit
            for v, colour in b.parts:
                h = plot.height() * v / top
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor("#e05050") if over else colour)
                p.drawRect(QRectF(x, y - h, bw, h))
                y -= h
            label_y = y
            if b.limit is not None:
                ly = plot.bottom() - plot.height() * b.limit / top
                if ly - px * 0.2 < y < ly + px * 1.6:  # the value above the limit line
                    label_y = ly - px * 0.1
            p.setFont(theme.font(px, bold=True))
            p.setPen(QColor("#ff8080") if over else theme.LABEL)
            p.drawText(QRectF(x - slot, label_y - px * 1.4, bw + 2 * slot, px * 1.3),
                       Qt.AlignmentFlag.AlignCenter, str(b.value))
            if b.limit is not None:
                p.setPen(QPen(theme.GOLD, 1.5, Qt.PenStyle.DashLine))
                p.drawLine(x - 4, ly, x + bw + 4, ly)
            p.setFont(lf)
            p.setPen(theme.LABEL)
            left, width, row = places[i]
            p.drawText(QRectF(left, plot.bottom() + 2 + row * line_h, width, line_h),
                       Qt.AlignmentFlag.AlignCenter, b.label)
        p.end()

    def _paint_across(self, p: QPainter, r: QRectF, title_h: float, px: float,
                      small: float) -> None:
        """One row per bar: its name at the left, the bar from a common baseline, its
        value at its end; a limit is a dashed line across the row at its place on the
        same scale, its number written beside the line ("max 15")."""
        least = float(theme.LEAST_TEXT_PX)
        lf = theme.font(max(least, px * 0.9))
        vf = theme.font(px, bold=True)
        sf = theme.font(small)
        p.setFont(lf)
        label_w = max(p.fontMetrics().horizontalAdvance(b.label) for b in self.bars) + 10
        p.setFont(vf)
        value_w = p.fontMetrics().horizontalAdvance("000") + 8
        p.setFont(sf)
        note_h = p.fontMetrics().height() if any(b.limit is not None for b in self.bars) else 0
        area = QRectF(r.left() + 8 + label_w, r.top() + title_h + 2,
                      r.width() - 16 - label_w - value_w, r.height() - title_h - 8)
        row_h = area.height() / len(self.bars)
        bh = max(8.0, min(22.0, row_h - note_h - 6))
        top = max([b.value for b in self.bars] + [b.limit or 0 for b in self.bars] + [1])
        p.setPen(QPen(theme.LABEL_DIM, 1))
        p.drawLine(area.topLeft(), area.bottomLeft())
        for i, b in enumerate(self.bars):
            row_top = area.top() + i * row_h
            y = row_top + note_h + (row_h - note_h - bh) / 2
            over = b.limit is not None and b.value > b.limit
            p.setFont(lf)
            p.setPen(theme.LABEL)
            p.drawText(QRectF(r.left() + 8, y - 4, label_w - 6, bh + 8),
                       Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, b.label)
            x = area.left()
            for v, colour in b.parts:
                w = area.width() * v / top
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor("#e05050") if over else colour)
                p.drawRect(QRectF(x, y, w, bh))
                x += w
            p.setFont(vf)
            p.setPen(QColor("#ff8080") if over else theme.LABEL)
            p.drawText(QRectF(x + 4, y - 4, value_w + 40, bh + 8),
                       Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, str(b.value))
            if b.limit is not None:
                lx = area.left() + area.width() * b.limit / top
                p.setPen(QPen(theme.GOLD, 1.5, Qt.PenStyle.DashLine))
                p.drawLine(QPointF(lx, row_top + note_h - 1), QPointF(lx, y + bh + 3))
                p.setFont(sf)
                p.setPen(theme.GOLD)
                note = f"max {b.limit}"
                nw = p.fontMetrics().horizontalAdvance(note) + 2
                # beside the line, inside the chart: left of it at the right end
                nx = lx + 3 if lx + 3 + nw <= r.right() - 6 else lx - 3 - nw
                p.drawText(QRectF(nx, row_top, nw, note_h),
                           Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, note)

    def _draw_legend(self, p: QPainter, r: QRectF, y: float, px: float) -> float:
        """A swatch and a word per colour under the title, flowing onto a second line
        when the chart is too narrow for all of them; returns the height it took."""
        p.setFont(theme.font(px))
        fm = p.fontMetrics()
        line = fm.height()
        swatch = fm.ascent() * 0.8
        x, top = r.left() + 8, y
        for word, colour in self.legend:
            w = swatch + 4 + fm.horizontalAdvance(word) + 2
            if x > r.left() + 8 and x + w > r.right() - 8:
                x, y = r.left() + 8, y + line
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(colour)
            p.drawRect(QRectF(x, y + (line - swatch) / 2, swatch, swatch))
            p.setPen(theme.LABEL)
            p.drawText(QRectF(x + swatch + 4, y, w - swatch - 4, line),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, word)
            x += w + px * 0.6
        return y + line - top


def _label_places(widths: list[float], left: float, slot: float,
                  right: float) -> tuple[list[tuple[float, float, int]], int]:
    """Where each bar's label goes: (left edge, width, row), and how many rows.  A label
    sits centred under its bar, pushed inside the chart at its ends; when two neighbours
    would still touch, every other label drops to a second row (as a chart with long
    category names staggers them) rather than shrinking below the legible size."""
    places = []
    for i, w in enumerate(widths):
        x = left + (i + 0.5) * slot - w / 2
        places.append((min(max(x, left), right - w), w, 0))
    touch = any(a[0] + a[1] + 4 > b[0] for a, b in zip(places, places[1:], strict=False))
    if not touch:
        return places, 1
    return [(x, w, i % 2) for i, (x, w, _row) in enumerate(places)], 2


class DeckCharts(QWidget):
    """The four charts of a deck, in a 2×2 grid."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.curve = BarChart("Hand costs")  # short: its average fits beside it
        self.types = BarChart("Types", across=True)
        self.terrain = BarChart("Statistics by terrain")
        self.rarity = BarChart("Rarity", across=True)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(6)
        for i, w in enumerate((self.curve, self.types, self.terrain, self.rarity)):
            grid.addWidget(w, i // 2, i % 2)
        self.shape: DeckShape | None = None

    def show_deck(self, deck: Deck) -> None:
        s = self.shape = deck_shape(deck)
        self.curve.set_bars(tuple(
            Bar(f"{cost}+" if cost == CURVE_TOP else str(cost),
                tuple((n, TYPE_COLOURS[t]) for n, t in zip(col, CURVE_TYPES, strict=True)))
            for cost, col in enumerate(s.curve)),
            f"average {s.average_hand_cost:g}",
            tuple((t.capitalize() + "s", TYPE_COLOURS[t]) for t in CURVE_TYPES))
        self.types.set_bars(tuple(Bar(t.capitalize() + "s", ((n, TYPE_COLOURS[t]),))
                                  for t, n in s.types), f"{s.size} cards")
        self.terrain.set_bars(tuple(
            Bar(t.capitalize(), ((n, theme.TERRAIN_COLOURS[t]),))
            for t, n in zip(theme.TERRAINS, s.terrain_totals, strict=True)), "over Characters")
        # the dashed lines are the limits of a Constructed deck, each at its place on
        # the bars' scale with its number beside it
        self.rarity.set_bars((Bar("Rares", ((s.rares, QColor("#c9a650")),), RARE_LIMIT),
                              Bar("Uniques", ((s.uniques, QColor("#b07ad8")),),
                                  UNIQUE_LIMIT)),
                             "Constructed limits")
