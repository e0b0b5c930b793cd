"""Both players' Expedition rows show their cards at one size (review r16: at 1920 the
lighter row's tiles stood 195-205 px wide beside the crowded row's 172 px ones facing
them, so the same card looked bigger on one side).  While each row lies on one row of
tiles, both plan them at the smaller of their two base widths
(`expedition_row.alike`)."""

from __future__ import annotations

import pytest

from altered_desktop import expedition_row
from tests.gui.layout_check import floor_problems
from tests.gui.test_short_hand_room import SIZES, review_window
from tools import played_game

#: the review's full board (scene 2) and its targets scene (scene 3)
SCENES = {"full board": (played_game.FULL_BOARD_SEED, played_game.FULL_BOARD_TURN),
          "targets": (played_game.SEED, played_game.CLOTH_DANCER_TURN)}


@pytest.mark.parametrize("size", sorted(SIZES))
@pytest.mark.parametrize("scene", sorted(SCENES))
def test_both_rows_cards_are_one_size(qtbot, size, scene):
    win = review_window(qtbot, *SCENES[scene], size)
    t = win.table
    bands = [i for i in t.items if i.kind == "expedition"]
    tiles = [i for i in t.items if i.kind == "card" and i.extra.get("tile")
             and any(b.rect.contains(i.rect.center()) for b in bands)]
    assert {i.player for i in tiles} == {0, 1} and len(tiles) >= 6
    widths = [i.rect.width() for i in tiles]
    heights = [i.rect.height() for i in tiles]
    assert max(widths) - min(widths) <= 1.0, sorted({round(w) for w in widths})
    assert max(heights) - min(heights) <= 1.0, sorted({round(h) for h in heights})
    assert floor_problems(win) == []


def _side(names: list[str], number: int) -> expedition_row.Side:
    return expedition_row.Side(tuple((n, (1, 1, 1)) for n in names), number, ("forest",))


def test_a_much_fuller_row_sets_the_size_of_both(qapp):
    """A row of six cards facing one of three (the review's Dusk at 1366): the lighter
    row's cards are the crowded row's size (review r20 #4: they kept their own, 132 px
    facing 98), as are a row of three facing four."""
    light = (_side(["Hathor"], 3), _side(["Lyra Skald", "Tanuki"], 7))
    full = (_side(["Ordis Recruit"], 2),
            _side(["Foundry Mechanic", "Ordis Cadets", "Ordis Recruit", "Ordis Cadets",
                   "Ordis Recruit", "Ordis Cadets"], 7))
    w = expedition_row.alike([(900.0, 134.0, light), (900.0, 134.0, full)])
    assert w is not None
    assert w == expedition_row.plan(900.0, 134.0, full).w
    assert w < expedition_row.plan(900.0, 134.0, light).w
    near = (_side(["Ordis Recruit"], 2), _side(["Ordis Spy", "Ordis Cadets", "Ordis Recruit"], 7))
    w = expedition_row.alike([(1048.0, 203.0, light), (1048.0, 203.0, near)])
    assert w is not None
    assert w == min(expedition_row.plan(1048.0, 203.0, s).w for s in (light, near))
