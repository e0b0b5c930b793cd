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
from PySide6.QtCore import QRectF, QSize, Qt
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

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = title
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
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(4, 4, -4, -4)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 60))
        p.drawRoundedRect(r, 6, 6)
        px = max(11.0, min(14.0, r.height() * 0.09))
        p.setFont(theme.font(px, bold=True))
        p.setPen(theme.GOLD)
        title_h = px * 1.6
        p.drawText(QRectF(r.left() + 8, r.top() + 2, r.width() - 16, title_h),
                   Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, self.title)
        title_w = p.fontMetrics().horizontalAdvance(self.title)
        if self.caption:
            p.setFont(theme.font(px * 0.85))
            p.setPen(theme.LABEL_DIM)
            room = r.width() - 24 - title_w
            if p.fontMetrics().horizontalAdvance(self.caption) > room:  # a line of its own
                p.drawText(QRectF(r.left() + 8, r.top() + title_h - 2, r.width() - 16,
                                  px * 1.2), Qt.AlignmentFlag.AlignLeft, self.caption)
                title_h += px * 1.1
            else:
                p.drawText(QRectF(r.left() + 8, r.top() + 2, r.width() - 16, title_h),
                           Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                           self.caption)
        if self.legend:  # a swatch and a word per colour, on a line of their own
            lf = theme.font(px * 0.85)
            p.setFont(lf)
            room = r.width() - 16
            while lf.pixelSize() > 8 and sum(  # all of it inside the chart
                    px * 1.7 + p.fontMetrics().horizontalAdvance(w) for w, _ in self.legend) > room:
                lf.setPixelSize(lf.pixelSize() - 1)
                p.setFont(lf)
            x = r.left() + 8
            y = r.top() + title_h
            for word, colour in self.legend:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(colour)
                p.drawRect(QRectF(x, y + px * 0.2, px * 0.8, px * 0.8))
                p.setPen(theme.LABEL)
                x += px
                p.drawText(QRectF(x, y, r.right() - x, px * 1.2),
                           Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, word)
                x += p.fontMetrics().horizontalAdvance(word) + px * 0.7
            title_h += px * 1.2
        if not self.bars or not any(b.value for b in self.bars):
            p.setFont(theme.font(px))
            p.setPen(theme.LABEL_DIM)
            p.drawText(r.adjusted(8, title_h, -8, -8), Qt.AlignmentFlag.AlignCenter,
                       "Add cards to see this chart")
            p.end()
            return
        label_h = px * 1.5
        plot = QRectF(r.left() + 8, r.top() + title_h + px * 1.3, r.width() - 16,
                      r.height() - title_h - label_h - px * 1.5)
        top = max([b.value for b in self.bars] + [b.limit or 0 for b in self.bars] + [1])
        slot = plot.width() / len(self.bars)
        bw = min(slot * 0.7, 48)
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
            vf = theme.font(px, bold=True)
            p.setFont(vf)
            while p.fontMetrics().horizontalAdvance(f"{b.value} ") > slot and vf.pixelSize() > 8:
                vf.setPixelSize(vf.pixelSize() - 1)  # neighbours' values must not touch
                p.setFont(vf)
            p.setPen(QColor("#ff8080") if over else theme.LABEL)
            p.drawText(QRectF(x - slot, label_y - px * 1.4, bw + 2 * slot, px * 1.3),
                       Qt.AlignmentFlag.AlignCenter, str(b.value))
            if b.limit is not None:
                p.setPen(QPen(theme.GOLD, 1.5, Qt.PenStyle.DashLine))
                p.drawLine(x - 4, ly, x + bw + 4, ly)
            lf = theme.font(px * 0.9)
            p.setFont(lf)
            while p.fontMetrics().horizontalAdvance(b.label) > slot - 2 and lf.pixelSize() > 8:
                lf.setPixelSize(lf.pixelSize() - 1)
                p.setFont(lf)
            p.setPen(theme.LABEL)
            p.drawText(QRectF(x - (slot - bw) / 2, plot.bottom() + 2, slot, label_h),
                       Qt.AlignmentFlag.AlignCenter, b.label)
        p.end()


class DeckCharts(QWidget):
    """The four charts of a deck, in a 2×2 grid."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.curve = BarChart("Hand-cost curve")
        self.types = BarChart("Types")
        self.terrain = BarChart("Statistics by terrain")
        self.rarity = BarChart("Rares and uniques")
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
        # the dashed lines are the limits of a Constructed deck, said under each bar
        self.rarity.set_bars((Bar(f"Rares · max {RARE_LIMIT}", ((s.rares, QColor("#c9a650")),),
                                  RARE_LIMIT),
                              Bar(f"Uniques · max {UNIQUE_LIMIT}",
                                  ((s.uniques, QColor("#b07ad8")),), UNIQUE_LIMIT)),
                             "- - - limit")
