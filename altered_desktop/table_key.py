"""The table key: each of the table's own symbols drawn as the table draws it, with one
line on what it means.

A newcomer met the light and the dark cost discs, the greyed terrain totals, the "="
by a marker at Dusk and a darkened Hero with nothing on the table to say what they
were (review r16 #6, #7 and Teaching's +1: a greyed total read as "disabled or zero",
a Hero not among a decision's choices as exhausted).  The key opens from the side
column's "Table key" button and from Help ▸ Reading the table (F1); its symbols are
painted by the very functions that paint the table (`cost_badge.paint`,
`table_paint.draw_stat`, `table_paint.draw_marker`, `dusk_trail.paint_stays`,
`card_painter.paint_card`), so a change to the table's look changes the key with it.
Under the symbols, the whole account in words (`MainWindow.LEGEND`).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

import attrs
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from altered_desktop import card_painter, card_tile, cost_badge, dusk_trail, table_paint, theme

#: the symbols' column and the size of a card drawn in it (a table tile's size at 1366)
SYMBOL_W, TILE_W, TILE_H = 132.0, 112.0, 106.0
#: a row of small symbols (discs, totals, markers)
SMALL_H = 40.0

Paint = Callable[[QPainter, QRectF], None]


@cache
def sample_card() -> dict[str, Any]:
    """A Character as the table shows it in an Expedition: Lyra Cloth Dancer, Hand cost
    3 and Reserve cost 2 (two costs that read apart), from the Lyra starter deck."""
    from altered_desktop.card_browser_model import card_face
    from engine import card_by_ref

    return {**card_face(card_by_ref("ALT_CORE_B_LY_14_C")), "zone": "expedition"}


def _tile(r: QRectF) -> QRectF:
    """A table tile's rect, centred in symbol box `r`."""
    return QRectF(r.left() + (r.width() - TILE_W) / 2, r.top() + (r.height() - TILE_H) / 2,
                  TILE_W, TILE_H)


def _paint_costs(p: QPainter, r: QRectF) -> None:
    d = min(r.height() - 8, 28.0)
    y = r.center().y() - d / 2
    w = cost_badge.compact_width(d)  # (as the table's tiles wear them)
    cost_badge.paint(p, QRectF(r.left() + 10, y, w, d), cost_badge.HAND, "3")
    cost_badge.paint(p, QRectF(r.left() + 14 + w, y, w, d), cost_badge.RESERVE, "2")


#: a hand card's full face in the key (`_paint_unpaid`), a hand card's shape
HAND_W, HAND_H = 126.0, 168.0


def _paint_unpaid(p: QPainter, r: QRectF) -> None:
    """A hand card its seat cannot play now, as the hand shows it: greyed and darker,
    its Hand cost ringed in red (review r18 #7: nothing explained the ring)."""
    card = {**sample_card(), "zone": "hand", card_tile.UNPAYABLE: True}
    face = QRectF(r.left() + (r.width() - HAND_W) / 2, r.top() + (r.height() - HAND_H) / 2,
                  HAND_W, HAND_H)
    card_painter.paint_card(p, face, card, tile=False)


def _stat_row(r: QRectF) -> QRectF:
    return QRectF(r.left() + 4, r.center().y() - 13, r.width() - 8, 26)


def _paint_counted(p: QPainter, r: QRectF) -> None:
    table_paint.draw_stat(p, _stat_row(r), "forest", 4, 2, True)


def _paint_trailing(p: QPainter, r: QRectF) -> None:
    table_paint.draw_stat(p, _stat_row(r), "mountain", 1, 3, True)


def _paint_greyed(p: QPainter, r: QRectF) -> None:
    table_paint.draw_stat(p, _stat_row(r), "water", 6, 1, False)


def _paint_region_tag(p: QPainter, r: QRectF) -> None:
    box = QRectF(r.left() + 4, r.top() + 2, r.width() - 8, r.height() * 5)
    table_paint.draw_expedition_title(p, box, theme.player_colour(0), QCoreApplication.translate(
        "Table", "Hero"), 5)


def _paint_markers(p: QPainter, r: QRectF) -> None:
    d = min(r.height() - 10, 26.0)
    y = r.center().y() - d / 2
    table_paint.draw_marker(p, QRectF(r.left() + 10, y, d * 1.4, d),
                            theme.player_colour(0), "hero")
    table_paint.draw_marker(p, QRectF(r.left() + 24 + d * 1.4, y, d * 1.4, d),
                            theme.player_colour(1), "companion")


def _paint_stays(p: QPainter, r: QRectF) -> None:
    d = min(r.height() - 10, 26.0)
    y = r.center().y() - d / 2
    m = QRectF(r.left() + 10, y, d * 1.4, d)
    table_paint.draw_marker(p, m, theme.player_colour(0), "hero")
    tag = max(float(theme.LEAST_TEXT_PX) + 6, d * 0.75)
    dusk_trail.paint_stays(p, QRectF(m.right() + 4, r.center().y() - tag / 2, tag, tag),
                           theme.player_colour(0), short=True)


def _card(exhausted: bool = False, **marks: Any) -> Paint:
    """A Character tile painted as the table paints it, with `marks` (dim, glow, a
    choice's number), exhausted or not."""
    def paint(p: QPainter, r: QRectF) -> None:
        card = sample_card()
        if exhausted:
            card = {**card, "statuses": ["exhausted"]}
        card_painter.paint_card(p, _tile(r), card, tile=True, **marks)
    return paint


@attrs.frozen
class KeyRow:
    """One symbol of the table and what it means."""

    paint: Paint
    words: str  # untranslated (QT_TRANSLATE_NOOP), in the "TableKey" context
    height: float = SMALL_H


#: the key's two columns: the cards', then the Expeditions' and the track's
CARD_ROWS: tuple[KeyRow, ...] = (
    KeyRow(_paint_costs, QT_TRANSLATE_NOOP(
        "TableKey", "Costs. The one marked with a hand is the Hand cost (to play the card "
        "from your hand), the dark one marked with the Reserve symbol the Reserve cost (to "
        "play it from your Reserve).")),
    KeyRow(_paint_unpaid, QT_TRANSLATE_NOOP(
        "TableKey", "A hand card greyed and darker, its Hand cost ringed in red: you "
        "cannot play it now (not enough mana, or nowhere to play it). It is still yours "
        "to read; it lights up again when you can play it."), HAND_H + 8),
    KeyRow(_card(dim=True), QT_TRANSLATE_NOOP(
        "TableKey", "Picture darkened: not one of the choices asked for now (or a hand "
        "waiting while the other seat decides). The card is not exhausted; pointing "
        "at it says why."), TILE_H + 8),
    KeyRow(_card(exhausted=True), QT_TRANSLATE_NOOP(
        "TableKey", "Hatched, leaning and tagged Exhausted: the card is exhausted. It "
        "readies at the next Morning."), TILE_H + 8),
    KeyRow(_card(glow=theme.PLAYABLE), QT_TRANSLATE_NOOP(
        "TableKey", "Blue glow: you can play it or use it now."), TILE_H + 8),
    KeyRow(_card(glow=theme.TARGET, number=1), QT_TRANSLATE_NOOP(
        "TableKey", "Yellow glow and a number: one of the current choices; click it or "
        "press its number. Green: chosen already."), TILE_H + 8),
)
TRACK_ROWS: tuple[KeyRow, ...] = (
    KeyRow(_paint_region_tag, QT_TRANSLATE_NOOP(
        "TableKey", "The pin beside Hero or Companion: the region that Expedition stands "
        "on, numbered as the track's tiles (not a score).")),
    KeyRow(_paint_counted, QT_TRANSLATE_NOOP(
        "TableKey", "Beside an Expedition: its forest total against the facing "
        "Expedition's; ▲ ahead. At Dusk it moves forward if it is ahead in a terrain of "
        "its region.")),
    KeyRow(_paint_trailing, QT_TRANSLATE_NOOP(
        "TableKey", "▼ behind in that terrain. Green is good news for you, red bad news: "
        "the other player's ▼ is green.")),
    KeyRow(_paint_greyed, QT_TRANSLATE_NOOP(
        "TableKey", "Greyed: the region the Expedition stands on has no water, so this "
        "total does not count at Dusk. It is not disabled and not zero.")),
    KeyRow(_paint_markers, QT_TRANSLATE_NOOP(
        "TableKey", "H and C: the region each player's Hero and Companion Expedition has "
        "reached, pointing the way it travels; one player's round and gold, the "
        "other's square and blue.")),
    KeyRow(_paint_stays, QT_TRANSLATE_NOOP(
        "TableKey", "\"=\" by a marker at Dusk: that Expedition stays where it is (it was "
        "ahead in none of its region's terrains).")),
)


def words(row: KeyRow) -> str:
    return QCoreApplication.translate("TableKey", row.words)


class KeySymbol(QWidget):
    """One row's symbol, painted by the table's own code."""

    def __init__(self, row: KeyRow, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.row = row
        self.setFixedSize(QSize(int(SYMBOL_W), int(row.height)))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self.row.paint(p, QRectF(self.rect()))
        p.end()


class TableKey(QDialog):
    """The table's symbols and what they mean, then the whole account in words; not
    modal, so it can stay open beside the table while a newcomer plays."""

    def __init__(self, legend: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableKey")
        self.setWindowTitle(self.tr("Table key"))
        self.setModal(False)
        inner = QWidget()
        inner.setObjectName("tableKeyInner")
        inner.setStyleSheet(f"#tableKeyInner {{ background: {theme.SIDE_FILL.name()}; }} "
                            f"QLabel {{ color: {theme.LABEL.name()}; font-size: 13px; }}")
        lay = QVBoxLayout(inner)
        columns = QHBoxLayout()
        columns.setSpacing(24)
        self.rows: list[tuple[KeySymbol, QLabel]] = []
        for title, rows in ((self.tr("Cards"), CARD_ROWS),
                            (self.tr("Expeditions and the track"), TRACK_ROWS)):
            grid = QGridLayout()
            grid.setHorizontalSpacing(10)
            grid.setVerticalSpacing(10)
            head = QLabel(f"<b>{title}</b>")
            head.setStyleSheet(f"color: {theme.GOLD.name()}; font-size: 16px;")
            grid.addWidget(head, 0, 0, 1, 2)
            for n, row in enumerate(rows, start=1):
                sym = KeySymbol(row)
                text = QLabel(words(row), wordWrap=True)
                text.setMinimumWidth(230)
                grid.addWidget(sym, n, 0, Qt.AlignmentFlag.AlignTop)
                grid.addWidget(text, n, 1, Qt.AlignmentFlag.AlignVCenter)
                self.rows.append((sym, text))
            grid.setColumnStretch(1, 1)
            grid.setRowStretch(len(rows) + 1, 1)
            columns.addLayout(grid, 1)
        lay.addLayout(columns)
        more = QLabel(self.tr("In words"))
        more.setStyleSheet(f"color: {theme.GOLD.name()}; font-size: 16px; font-weight: bold;")
        lay.addSpacing(8)
        lay.addWidget(more)
        self.legend = QLabel(legend, wordWrap=True)
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        lay.addWidget(self.legend)
        lay.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(inner)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        outer = QVBoxLayout(self)
        outer.addWidget(scroll)
        outer.addWidget(buttons)

    def fit_to(self, window: QWidget) -> None:
        """As wide as the two columns need, as tall as the window allows."""
        w = min(int(window.width() * 0.9), 2 * int(SYMBOL_W) + 2 * 330 + 80)
        h = min(int(window.height() * 0.9), 900)
        self.resize(w, h)
