"""Markers you can tell apart (issue #14): each player's Hero and Companion markers keep
one colour whoever sits at the bottom, carry the hero's faction, and never cover a
region's letters or name."""

from __future__ import annotations

from altered_desktop import theme
from altered_desktop.table_display import list_board
from altered_desktop.table_layout import place
from tests.gui.conftest import first_turn


def _markers(win, bottom):  # type: ignore[no-untyped-def]
    view = win.game.view(bottom)
    placement = place(view, bottom, {}, 1500, 900, 1.0)
    ops = list_board(view, bottom, placement, win.table._marks())
    regions = [i.rect for i in placement.items if i.kind == "region"]
    return [op for op in ops if op.key[0] == "marker"], regions


def test_markers_keep_their_player_colour_and_faction_on_either_side(qtbot):
    win, game = first_turn(qtbot)
    seen = {}
    for bottom in (0, 1):
        markers, regions = _markers(win, bottom)
        assert len(markers) == 4
        for op in markers:
            _marker, own, exp, rgba, faction = op.key
            player = bottom if own else 1 - bottom
            seen.setdefault((player, exp), set()).add((rgba, faction))
            assert rgba == theme.player_colour(player).rgba()
            assert faction == game.view(player)["players"][player]["hero"]["faction"]
            # a marker sits beside the region tiles, never on one
            body = op.bounds.adjusted(2, 2, -2, -2)
            assert not any(body.intersects(r) for r in regions), (body, exp)
    # the same player's marker looks the same from both sides of the table
    assert all(len(v) == 1 for v in seen.values()), seen
    assert theme.player_colour(0).rgba() != theme.player_colour(1).rgba()
