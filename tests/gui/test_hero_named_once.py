"""Review round 19 #13: "Hero" named two things side by side, the Hero card's slot (a
caption over the card) and the Hero Expedition right of it.  The slot has no caption
now: the card's own face says "Hero · Ordis", and "Hero" on the board is the
Expedition's title alone."""

from __future__ import annotations

import pytest

from altered_desktop.table_display import list_board
from altered_desktop.table_layout import HERO_INSET
from tests.gui.conftest import full_board_window


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_hero_names_the_expedition_only(qtbot, size):
    win = full_board_window(qtbot, size)
    t = win.table
    ops = list_board(t.shown_view, t.bottom, t.placement, t._marks())
    keys = [op.key for op in ops if isinstance(op.key, tuple)]
    assert not [k for k in keys if k[0] == "herocaption"]
    titles = [k for k in keys if k[0] == "exp_title" and k[2] == "Hero"]
    assert len(titles) == 2  # each seat's Hero Expedition keeps its title
    for slot in (i for i in t.items if i.kind == "herozone"):
        hero = next(i for i in t.items if i.kind == "card" and i.player == slot.player
                    and i.extra.get("hero"))
        # the card takes the slot's top: no strip kept for a caption
        assert hero.rect.top() - slot.rect.top() <= HERO_INSET + 0.5
