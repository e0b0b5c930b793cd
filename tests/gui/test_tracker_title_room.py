"""The tracker's title and the table key's button on its row (review r17 #4: at 1920
"Replay · Day 3" ran under the button): the title keeps clear of it, shrinking a little
to stay whole."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

from altered_desktop import table_paint, theme
from tests.gui.conftest import full_board_window


@pytest.mark.parametrize("sheet", [False, True], ids=["bare", "app-style-sheet"])
@pytest.mark.parametrize("size", [(1366, 740), (1920, 1050), (2560, 1400)])
def test_the_tracker_title_keeps_clear_of_the_table_key(qtbot, size, sheet):
    # with the app's style sheet too (its buttons are bold: a whole-suite run, where an
    # earlier test had set it, found the button 5 px wider than the room kept)
    app = QApplication.instance()
    before = app.styleSheet()
    app.setStyleSheet(theme.STYLE_SHEET if sheet else "")
    try:
        _title_clear_of_the_key(qtbot, size)
    finally:
        app.setStyleSheet(before)


def _title_clear_of_the_key(qtbot, size):  # type: ignore[no-untyped-def]
    win = full_board_window(qtbot, size)
    tracker = win.table.placement.tracker_rect
    button = win.key_button.geometry()
    assert win.key_button.isVisible()
    # the room the title leaves holds the button as the window placed it
    assert tracker.right() - button.left() <= table_paint.key_button_room(tracker) - 6
    img = QImage(int(tracker.right()) + 2, int(tracker.bottom()) + 2,
                 QImage.Format.Format_ARGB32)
    img.fill(QColor("black"))
    p = QPainter(img)
    table_paint.draw_tracker_title(p, tracker, "Replay · Day 3 · a long title", False)
    p.end()
    gold = theme.GOLD

    def golden(x: int, y: int) -> bool:
        c = img.pixelColor(x, y)
        return abs(c.red() - gold.red()) + abs(c.green() - gold.green()) < 90 \
            and c.red() > 120
    title_rows = range(int(tracker.top()) + 4, int(tracker.top() + tracker.height() * 0.2))
    inked = [x for x in range(int(tracker.left()), int(tracker.right()))
             if any(golden(x, y) for y in title_rows)]
    assert inked, "the title is painted"
    assert max(inked) < button.left() - 2
