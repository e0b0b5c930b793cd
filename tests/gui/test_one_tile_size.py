"""One tile size for the cards in play (review r10 #4, r9 #3): a fifth Character
squeezed every tile of its Expedition from ~160 to ~95 px wide, its statistics bar no
longer like the others'.  Now every Expedition tile of a window has one size, whatever
each Expedition holds; a crowded Expedition overlaps its tiles at that size (name and
statistics written again in the strip left in sight) before any tile shrinks, and the
size grows with the window."""

from __future__ import annotations

import pytest

from altered_desktop.session import Mode
from tests.gui.conftest import make_window
from tests.gui.test_table_round6 import covered_parts, crowded_game

WINDOWS = {"1366x768": (1366, 708), "1920x1080": (1920, 1020)}


def _tiles(qtbot, game, size: str):  # type: ignore[no-untyped-def]
    win = make_window(qtbot, game, Mode.HOTSEAT)
    win.resize(*WINDOWS[size])
    win.log_dock.setVisible(False)  # the board at its widest: room for big tiles
    win.refresh()
    if win.handoff.isVisible():
        win.handoff.reveal_button.click()
    qtbot.wait(10)
    return win, [i for i in win.table.items if i.kind == "card" and i.card
                 and i.card.get("zone") == "expedition" and i.player == win.table.bottom]


@pytest.mark.parametrize("size", sorted(WINDOWS))
def test_a_fifth_character_overlaps_tiles_of_the_same_size(qtbot, size):
    """One size on a usual table; a fifth Character in one Expedition keeps to its
    half of the row (review r14 #1): side by side where the half has the room, else
    wrapped onto two rows or overlapping there, each written again
    whole in the strip left in sight, or where the half is too full for that, each
    pointable in its strip (the preview shows it whole)."""
    _win, usual = _tiles(qtbot, crowded_game(3, 3, (3, 3)), size)
    sizes = {(round(t.rect.width()), round(t.rect.height())) for t in usual}
    assert len(sizes) == 1, sizes  # one size on a usual table
    win, crowded = _tiles(qtbot, crowded_game(5, 3, (3, 3)), size)
    assert len(crowded) == 8
    half = [i.rect for i in win.table.items if i.kind == "expedition"
            and i.player == win.table.bottom and i.exp == "hero"][0]
    hero = [t for t in crowded if t.card.get("expedition") == "hero"]
    assert all(half.contains(t.rect) for t in hero)
    assert covered_parts(win, fans=True) == []


def test_the_tiles_are_bigger_at_1920(qtbot):
    _w, small = _tiles(qtbot, crowded_game(3, 3, (3, 3)), "1366x768")
    _w, big = _tiles(qtbot, crowded_game(3, 3, (3, 3)), "1920x1080")
    assert big[0].rect.width() >= small[0].rect.width() * 1.3
    assert big[0].rect.height() >= small[0].rect.height() * 1.3
