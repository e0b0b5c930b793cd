"""A ticked box shows a tick (review r7 #20: "Implemented cards only" was a plain
yellow square, on or off could not be told): the app's style sheet draws one."""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QCheckBox, QStyle, QStyleOptionButton

from altered_desktop import theme


def _dark_in_indicator(qtbot, checked: bool) -> int:  # type: ignore[no-untyped-def]
    box = QCheckBox("Implemented cards only")
    qtbot.addWidget(box)
    box.setStyleSheet(theme.STYLE_SHEET)
    box.setChecked(checked)
    box.resize(box.sizeHint())
    box.show()
    qtbot.waitExposed(box)
    img = box.grab().toImage()
    opt = QStyleOptionButton()
    box.initStyleOption(opt)
    r = box.style().subElementRect(QStyle.SubElement.SE_CheckBoxIndicator, opt, box)
    inner = r.adjusted(3, 3, -3, -3)  # inside the border
    dark = 0
    for x in range(inner.left(), inner.right() + 1):
        for y in range(inner.top(), inner.bottom() + 1):
            c = QColor(img.pixel(x, y))
            dark += c.lightness() < 90
    return dark, inner.width() * inner.height()


def test_a_ticked_box_shows_a_tick_and_an_empty_one_none(qtbot):
    ticked, area = _dark_in_indicator(qtbot, True)
    empty, _ = _dark_in_indicator(qtbot, False)
    # the tick: dark strokes on the gold, a part of the box and not all of it
    assert 6 <= ticked < area * 0.6
    # unticked: the box's dark ground, no gold
    assert empty > area * 0.8
