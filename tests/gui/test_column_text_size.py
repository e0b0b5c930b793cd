"""A Reserve or Landmark tile's text column sets its words a size over the 11 px floor
where it has the room (review round 18 #8: "Reserve and Landmark abilities ... exactly at
the 11-px floor ... readable, but tiring for an hour"), never under it.

Measured on the review's full board (day 8, a crowded Reserve, a Landmark) at 1366 x 768
and 1920 x 1080.
"""

from __future__ import annotations

import pytest

from altered_desktop import theme, tile_text_column
from tests.gui.conftest import full_board_window


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_column_text_is_set_a_size_up_where_it_holds(qtbot, size):
    win = full_board_window(qtbot, size)
    sizes = []
    for it in win.table.items:
        if it.kind != "card" or not it.card:
            continue
        parts = tile_text_column.split(it.rect, it.card)
        if parts is None:
            continue
        px = tile_text_column.layout(parts[1], str(it.card["text"]))[0]
        assert px >= theme.LEAST_TEXT_PX, (it.card["name"], px)
        sizes.append((it.card["name"], px))
    assert len(sizes) >= 4, sizes
    # (a column the layout sized to hold its text whole at 11 px keeps it so: the
    # table gives the tile no more width for it)
    up = [n for n, px in sizes if px >= theme.LEAST_TEXT_PX + 1]
    assert up, sizes
