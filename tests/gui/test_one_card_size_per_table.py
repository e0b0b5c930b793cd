"""One card size per table (review r20 #4): a row much fuller than the other kept its
own, bigger size, so at 1366 Ninette's three cards stood 132 px wide facing Lithium's
six at 98 px, and at 1920 222 px facing 121 (the same card half the size on one side,
often the seat in front of the screen).  Both Expedition rows now plan their tiles at
the size the fuller row allows (`expedition_row.alike`)."""

from __future__ import annotations

import pytest

from tests.gui.layout_check import floor_problems
from tests.gui.test_short_hand_room import SIZES, review_window
from tools import played_game

#: the review's Dusk (scene 4a: three cards facing six, each seat in front of the
#: screen in turn) and its full board (scene 2: three facing four)
SCENES = {"dusk, Ninette's seat": (played_game.SEED, played_game.DAY3_LAST_TURN),
          "dusk, Lithium's seat": (played_game.SEED, played_game.DAY3_LAST_TURN + 1),
          "full board": (played_game.FULL_BOARD_SEED, played_game.FULL_BOARD_TURN)}


def _tiles_by_seat(win):  # type: ignore[no-untyped-def]
    items = win.table.items
    bands = [i for i in items if i.kind == "expedition"]
    out: dict[int, list] = {0: [], 1: []}
    for i in items:
        if i.kind == "card" and i.extra.get("tile") and any(
                b.rect.contains(i.rect.center()) for b in bands):
            out[i.player].append(i)
    return out


@pytest.mark.parametrize("size", sorted(SIZES))
@pytest.mark.parametrize("scene", sorted(SCENES))
def test_both_rows_share_one_card_size(qtbot, size, scene):
    win = review_window(qtbot, *SCENES[scene], size)
    seats = _tiles_by_seat(win)
    assert all(seats.values()), {p: len(t) for p, t in seats.items()}
    # (unequal counts: the point of the test)
    assert len(seats[0]) != len(seats[1]) or scene == "full board"
    widths = {p: {round(t.rect.width()) for t in tiles} for p, tiles in seats.items()}
    heights = {p: {round(t.rect.height()) for t in tiles} for p, tiles in seats.items()}
    every_w = widths[0] | widths[1]
    every_h = heights[0] | heights[1]
    assert max(every_w) - min(every_w) <= 1, widths
    assert max(every_h) - min(every_h) <= 1, heights
    # the seat in front of the screen never has the smaller cards
    own = win.table.bottom
    assert min(t.rect.width() for t in seats[own]) >= \
        max(t.rect.width() for t in seats[1 - own]) - 1
    assert floor_problems(win) == []
