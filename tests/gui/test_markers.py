"""Markers you can tell apart (issue #14): each player's Hero and Companion markers keep
one colour whoever sits at the bottom, carry the hero's faction, and stand on their
region's tile without covering its terrains or name (review round 3, #8)."""

from __future__ import annotations

from altered_desktop import theme
from altered_desktop.table_display import list_board
from altered_desktop.table_layout import place, region_content
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
            # a marker stands on its region's tile (review r3 #8: not beside it at a
            # boundary), never over any region's terrains or name
            body = op.bounds.adjusted(2, 2, -2, -2)
            pv = game.view(bottom)["players"][player]
            home = regions[pv["expeditions"][exp]["position"]]
            on = body.intersected(home)
            assert on.width() * on.height() >= 0.6 * body.width() * body.height(), (body, exp)
            assert not any(body.intersects(region_content(r)) for r in regions), (body, exp)
            # big enough to see at a glance: a pawn, not a letter chip
            assert body.width() >= 24
    # the same player's marker looks the same from both sides of the table
    assert all(len(v) == 1 for v in seen.values()), seen
    assert theme.player_colour(0).rgba() != theme.player_colour(1).rgba()
