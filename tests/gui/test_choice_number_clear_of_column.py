"""A Reserve card's choice number stands clear of its text column (review round 18 #5:
"The yellow choice numbers 1/2/3 also overlap the edge of each Reserve card's text box",
`1366x768-4b-after-handoff-lithium-cleans-up-reserve.png`).

Measured over the pool's Reserve texts on the Clean-up's Reserve tiles at 1366 x 768 and
at 1920 x 1080: where a tile has a text column, its number's badge ends left of it.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from altered_desktop import card_painter, tile_text_column
from tests.gui.test_tile_reading_r15 import _reserve_faces


@pytest.mark.parametrize("size", [(270, 66), (250, 66), (330, 87), (380, 100)])
def test_a_reserve_tile_s_choice_number_stands_clear_of_its_text(qapp, size):
    rect = QRectF(10, 10, *size)
    checked = 0
    for f in _reserve_faces()[::3]:
        parts = tile_text_column.split(rect, f)
        if parts is None:
            continue
        column = parts[1]
        badge = card_painter.choice_number_rect(rect, f, True)
        assert badge.right() <= column.left() - 1, (f["name"], badge, column)
        checked += 1
    assert checked > 20
