"""Review round 8, the screens around the table: the home tiles' copy wraps with no word
alone on a line (#20), the goldfish lab's charts and cards table (#15), the end screen's
chart (#16) and the deck builder (#17)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetrics

from altered_desktop import home_screen, theme
from altered_desktop.text_balance import balanced_lines
from tests.gui.test_table_review_items import _bare_window

# ------------------------------------------------------------------- #20: home copy


def test_a_balanced_wrap_leaves_no_word_alone(qapp):
    fm = QFontMetrics(theme.font(14))
    text = "Short lessons on a real table, one rule at a time"
    width = fm.horizontalAdvance("Short lessons on a real table, one rule at a") + 2
    lines = balanced_lines(text, fm, width)
    assert len(lines) == 2 and len(lines[-1].split()) >= 2
    assert " ".join(lines) == text
    assert all(fm.horizontalAdvance(line) <= width for line in lines)
    assert balanced_lines("Short", fm, width) == ["Short"]


@pytest.mark.parametrize("size", [(1366, 708), (1920, 1020)])
def test_the_home_tiles_copy_leaves_no_word_alone_on_a_line(qtbot, size):
    """Review r8 #20: at 1366 "Short lessons on a real table, one rule at a / time" and
    "…what its seat / may" left a word alone on the last line.  Every tile's line, at
    1366 and 1920, is written in lines of two words or more, within the tile."""
    win = _bare_window(qtbot, *size)
    home_screen.show_home(win)
    qtbot.waitUntil(lambda: win.home.buttons["learn"].width() > 200)
    for key, tile in win.home.buttons.items():
        lines = tile.what_lines()
        assert " ".join(lines) == " ".join(tile.what.split()), key
        if len(lines) > 1:
            assert all(len(line.split()) >= 2 for line in lines), (key, size, lines)
        fm = QFontMetrics(tile.what_font())
        assert all(fm.horizontalAdvance(line) <= tile.text_rect().width()
                   for line in lines), (key, lines)
