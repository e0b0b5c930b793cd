"""Issue #23, the screens around the table (session 29): the goldfish lab's Cards tab at
1366, its rows of few games, the home screen's tiles, the deck builder's folded charts
line, the end screen's equal marks, the side column on big screens."""

from __future__ import annotations

import pytest

from tests.gui.test_lab_screens_r8 import _builder

# ------------------------------------------------------------ deck builder


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_the_folded_charts_line_stays_on_one_line(qtbot, size):
    """Issue #23: at 1366 "average hand cost 3.13 · 8 rares · 0 uniques" wrapped
    "uniques" onto a line of its own beside "Show the charts".  The line is one line,
    whole (no "…"), in shorter words where the column is narrow; the full wording is
    in its tooltip, and shows as it is where there is room."""
    b = _builder(qtbot, *size)
    b.show_charts(False)
    qtbot.wait(30)
    line = b.charts_summary
    fm = line.fontMetrics()
    text = line.text()
    assert text and "…" not in text and "uniques" in text and "rares" in text
    assert fm.horizontalAdvance(text) <= line.contentsRect().width()
    assert line.height() < 2 * fm.lineSpacing()  # one line high
    assert line.toolTip().startswith("average hand cost")
    if size[0] >= 1920:
        assert text == line.toolTip()


# ------------------------------------------------------------ home screen


@pytest.mark.parametrize("size", [(1366, 725), (1920, 1020)])
def test_no_home_tile_is_framed_in_an_error_s_red(qtbot, size):
    """Issue #23: "Open a saved game" stood in a red frame (Bravos red) that read as an
    error among the other tiles.  No tile's frame is an alarm red: each is its own
    colour, none of them the red a warning wears."""
    from PySide6.QtCore import Qt

    from altered_desktop.home_screen import CHOICES, HomeScreen

    home = HomeScreen()
    qtbot.addWidget(home)
    home.resize(*size)
    home.refresh(None, [])
    home.show()
    qtbot.waitExposed(home)
    home.setFocus(Qt.FocusReason.OtherFocusReason)  # no tile lit by the keyboard's focus
    hues = {}
    for key, *_ in CHOICES:
        tile = home.buttons[key]
        img = tile.grab().toImage()
        # the frame's band, left of the dark body, halfway down: its most coloured
        # pixel (the bevel lightens and darkens it across)
        frame = max((img.pixelColor(x, img.height() // 2) for x in range(3, 8)),
                    key=lambda c: c.hsvSaturation())
        hue, sat = frame.hsvHue(), frame.hsvSaturation()
        red = sat >= 100 and (hue >= 345 or 0 <= hue <= 15)
        assert not red, (key, frame.name())
        hues[key] = hue
    assert len(set(hues.values())) >= 5  # still a colour a tile, not one for all
