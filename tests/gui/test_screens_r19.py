"""Review round 19, the screens around the table (issue #23): the deck builder's list,
the home screen, the goldfish lab."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from altered_desktop import theme

# ------------------------------------------------------------------ deck builder (#16)


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_the_card_list_fills_its_column_and_its_terrain_heads_read(qtbot, size):
    """Review r19 #16: the browser's list filled some 570 of its 640 px, a dead strip at
    its right, and its Forest/Mountain/Water heads were small icons.  At 1366 the shown
    columns fill the list's width (no horizontal scroll bar); at 1920 they grow into
    the room too (each by at most 60 %: a row's facts stay together, r18 #17).  Each
    terrain's head is an icon 19 px or more across, named for a tooltip and a screen
    reader."""
    from altered_desktop.card_browser_model import STAT_COLUMNS
    from tests.gui.test_lab_screens_r8 import _builder

    b = _builder(qtbot, *size)
    t = b.table
    shown = [c for c in range(t.model().columnCount()) if not t.isColumnHidden(c)]
    total = sum(t.columnWidth(c) for c in shown)
    assert total <= t.viewport().width() and not t.horizontalScrollBar().isVisible()
    if size[0] == 1366:
        assert total >= t.viewport().width() - 2, (total, t.viewport().width())
    for c in shown[1:]:
        assert b._base_widths[c] < t.columnWidth(c) <= b._base_widths[c] * 1.6 + 1, c
    head = t.horizontalHeader()
    img = head.grab().toImage()
    horizontal = Qt.Orientation.Horizontal
    for col, terrain in STAT_COLUMNS.items():
        assert b.model.headerData(col, horizontal,
                                  Qt.ItemDataRole.AccessibleTextRole) == terrain.title()
        assert terrain.title() in b.model.headerData(col, horizontal,
                                                     Qt.ItemDataRole.ToolTipRole)
        colour = theme.TERRAIN_COLOURS[terrain]
        left = head.sectionViewportPosition(col)
        xs, ys = [], []
        for x in range(left, left + head.sectionSize(col)):
            for y in range(img.height()):
                c = QColor(img.pixel(x, y))
                if abs(c.red() - colour.red()) + abs(c.green() - colour.green()) \
                        + abs(c.blue() - colour.blue()) < 30:
                    xs.append(x)
                    ys.append(y)
        assert xs, terrain
        side = min(max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
        assert side >= 19, (terrain, side)
