"""Review round 18 #2: at Dusk the "=" badge of an Expedition that stays sat on its
marker's letter (Lithium's "C" read "C=").  The badge now stands beside the letter."""

from __future__ import annotations

import copy

import pytest

from altered_desktop import dusk_trail, table_paint


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_the_stays_badge_never_covers_a_markers_letter(qtbot, size):
    """Both seats' Hero and Companion on one tile, every one staying: the tile is too
    crowded for the word, so each gets its "=" badge, and no badge's box meets the
    box of any marker's letter (its own or a neighbour's), at 1366 and 1920, from
    either seat (the live show, the replay and the rest frame all take `marks`)."""
    from tests.gui.conftest import day3_window

    win = day3_window(qtbot, size)
    t = win.table
    regions = t._regions()
    assert regions
    at = 2
    view = copy.deepcopy(t.view)
    for pv in view["players"]:
        for exp in dusk_trail.EXPEDITIONS:
            pv["expeditions"][exp]["position"] = at
    steps = [dusk_trail.Step(pl, exp, at, at, at)
             for pl in (0, 1) for exp in dusk_trail.EXPEDITIONS]
    badges = 0
    for bottom in (0, 1):
        found = dusk_trail.marks(steps, regions, view, bottom, lambda k: 1.0)
        assert len(found) == 4
        letters = []
        for pl in (0, 1):
            for exp in dusk_trail.EXPEDITIONS:
                m = dusk_trail.marker_rect(regions, at, exp, pl == bottom, at)
                letters.append(table_paint.marker_letter_rect(m, exp))
        for mark in found:
            assert mark.stays is not None
            badges += mark.short
            for letter in letters:
                assert not mark.stays.intersects(letter), (size, bottom, mark.step,
                                                           mark.stays, letter)
    assert badges  # the crowded tile did give badges, not only words
