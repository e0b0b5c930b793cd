"""The deck's hand-cost curve in miniature, beside the folded charts' button: on a laptop
screen the charts fold so the deck list has the column's height, and the deck then had
no curve in sight at all (review r20 #15).  Bars stacked by type in the charts' colours,
each cost's digit under its bar, the counts on hovering."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from altered_desktop import theme
from altered_desktop.deck_charts import CURVE_TOP, CURVE_TYPES, TYPE_COLOURS, DeckShape

#: a cost's column: its bar's width and the gap after it
COLUMN_W, GAP = 11, 5
#: the digits' size (the floor) and the bars' most height, in the charts' button's height
DIGIT_PX, BARS_H = 11, 11


def cost_label(cost: int) -> str:
    return f"{cost}+" if cost == CURVE_TOP else str(cost)


class MiniCurve(QWidget):
    """The hand costs 0 to 7+ of a deck as a small bar chart, no taller than a button."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.columns: tuple[tuple[int, ...], ...] = ()
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setFixedSize(self.sizeHint())

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize((CURVE_TOP + 1) * (COLUMN_W + GAP) + 4, BARS_H + DIGIT_PX + 4)

    def show_shape(self, shape: DeckShape | None) -> None:
        self.columns = shape.curve if shape is not None else ()
        counts = [sum(col) for col in self.columns]
        said = " · ".join(f"{cost_label(c)}: {n}" for c, n in enumerate(counts))
        self.setToolTip(self.tr("Hand costs (cards per cost): {0}").format(said)
                        if counts else "")
        self.setAccessibleName(self.toolTip())
        self.update()

    def bar_rect(self, cost: int) -> QRectF:
        """Where cost `cost`'s bar stands at full height."""
        return QRectF(2 + cost * (COLUMN_W + GAP), 1, COLUMN_W, BARS_H)

    def digit_rect(self, cost: int) -> QRectF:
        bar = self.bar_rect(cost)
        return QRectF(bar.left() - GAP // 2, bar.bottom() + 1, bar.width() + GAP,
                      self.height() - bar.bottom() - 1)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        if not self.columns:
            return
        p = QPainter(self)
        most = max(1, max(sum(col) for col in self.columns))
        for cost, col in enumerate(self.columns):
            bar = self.bar_rect(cost)
            y = bar.bottom()
            for n, kind in zip(col, CURVE_TYPES, strict=True):
                h = BARS_H * n / most
                if h:
                    p.fillRect(QRectF(bar.left(), y - h, bar.width(), h), TYPE_COLOURS[kind])
                    y -= h
            p.fillRect(QRectF(bar.left(), bar.bottom(), bar.width(), 1), theme.LABEL_DIM)
        p.setPen(theme.LABEL_DIM)
        p.setFont(theme.font(DIGIT_PX))
        for cost in range(len(self.columns)):
            p.drawText(self.digit_rect(cost), Qt.AlignmentFlag.AlignHCenter
                       | Qt.AlignmentFlag.AlignTop, cost_label(cost))
        p.end()
