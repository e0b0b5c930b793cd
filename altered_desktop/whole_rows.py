"""Scroll areas that end on a whole row or line.

A table or text box taller than its room showed a last row cut through its middle
("Three Little Pigs (rare)" half hidden under the lab's table, the card detail's note
ending on "…printed in" with the line's lower half missing: review r9 #7).  Where the
content does not fit, these views leave the odd pixels under their last whole row
or line empty, so what is shown is whole and the scroll bar says there is more.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QResizeEvent, QTextBlock
from PySide6.QtWidgets import (
    QAbstractSlider,
    QTableView,
    QTableWidget,
    QTextBrowser,
    QToolButton,
)


def _spare_under_rows(view: QTableView) -> int:
    """The pixels under the last row wholly shown, or 0 when every row is shown."""
    rows = view.model().rowCount() if view.model() is not None else 0
    if rows == 0:
        return 0
    height = view.viewport().height() + view.viewportMargins().bottom()
    first = view.rowAt(0)
    if first < 0:
        return 0
    # where the first shown row starts (above 0 when it is scrolled partly away)
    y = view.rowViewportPosition(first)
    row = first
    while row < rows and y + view.rowHeight(row) <= height:
        y += view.rowHeight(row)
        row += 1
    if row >= rows:  # all the rest fit
        return 0
    return max(0, height - y)


class _WholeRows:
    """For a QTableView kind: keep the viewport's bottom on a row's bottom."""

    def updateGeometries(self) -> None:  # noqa: N802 - Qt's name
        view: QTableView = self  # type: ignore[assignment]
        super().updateGeometries()  # type: ignore[misc]  # resets the margins to the headers
        spare = _spare_under_rows(view)
        if spare:
            m = view.viewportMargins()
            view.setViewportMargins(m.left(), m.top(), m.right(), spare)


class WholeRowsTableView(_WholeRows, QTableView):
    """A QTableView whose last shown row is whole."""


class WholeRowsTableWidget(_WholeRows, QTableWidget):
    """A QTableWidget whose last shown row is whole."""


def _line_bottoms(box: QTextBrowser) -> list[float]:
    """Every laid-out line's bottom, in the document's coordinates, in order."""
    doc = box.document()
    layout = doc.documentLayout()
    out = []
    block: QTextBlock = doc.begin()
    while block.isValid():
        rect = layout.blockBoundingRect(block)
        lines = block.layout()
        for i in range(lines.lineCount()):
            line = lines.lineAt(i)
            out.append(rect.top() + line.y() + line.height())
        block = block.next()
    return sorted(out)


class WholeLinesTextBrowser(QTextBrowser):
    """A QTextBrowser whose bottom edge falls under a whole line of text, never through
    one, when its text is longer than its room; under that line a "more" button says
    the text goes on (and turns the page), so a text that stops at a line's end is not
    read as the whole of it (review r9 #7: "…printed in")."""

    def __init__(self, *args: object) -> None:
        super().__init__(*args)  # type: ignore[arg-type]
        self._snapping = False
        self.more = QToolButton(self)
        self.more.setText(QCoreApplication.translate("WholeLinesTextBrowser", "more ▾"))
        self.more.setAutoRaise(True)
        self.more.setCursor(Qt.CursorShape.PointingHandCursor)
        self.more.setStyleSheet("QToolButton { color: #e2b54a; border: none; padding: 0 6px;"
                                " background: transparent; }")
        self.more.clicked.connect(lambda: self.verticalScrollBar().triggerAction(
            QAbstractSlider.SliderAction.SliderPageStepAdd))
        self.more.hide()
        self.verticalScrollBar().valueChanged.connect(lambda _v: self.snap())
        self.document().documentLayout().documentSizeChanged.connect(lambda _s: self.snap())

    def _room(self) -> int:
        """The viewport's height with no bottom margin."""
        return self.viewport().height() + self.viewportMargins().bottom()

    def spare(self) -> int:
        """The bottom margin that ends the viewport under a whole line, with the "more"
        button's height under it, or 0 when the rest of the text is shown."""
        height = self._room()
        top = self.verticalScrollBar().value()
        doc_h = self.document().size().height()
        if top + height >= doc_h - 1:
            return 0
        lines = _line_bottoms(self)
        reserve = self.more.sizeHint().height()
        whole = [b for b in lines if b <= top + height - reserve and b > top]
        if not whole:
            return 0
        return max(0, int(top + height - whole[-1]))

    def snap(self) -> None:
        if self._snapping:
            return
        self._snapping = True
        try:
            spare = self.spare()
            if spare != self.viewportMargins().bottom():
                self.setViewportMargins(0, 0, 0, spare)
            self.more.setVisible(spare > 0)
            if spare:
                hint = self.more.sizeHint()
                vp = self.viewport().geometry()
                self.more.setGeometry(vp.left(), vp.bottom() + spare - hint.height() + 1,
                                      hint.width(), hint.height())
        finally:
            self._snapping = False

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self.snap()

    def event(self, e: QEvent) -> bool:
        handled = super().event(e)
        if e.type() == QEvent.Type.Show:
            self.snap()
        return handled
