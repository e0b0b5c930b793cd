"""The track's terrain icons are its most visible marks (review r20 #8: about 16 px,
smaller than the "Tumult 1" labels, though they decide every Dusk), and a Dusk's
"stays" is a word at every size (r20 #6: at 1366 it was an "=" glyph, the word having
no room beside its marker).  The icons take the room between the markers' bands (24
px and more at 1366), clear of the markers; a Tumult card's name stands on its seam
in the bottom seat's band, clear of the markers there."""

from __future__ import annotations

import copy

import pytest
from PySide6.QtCore import QRectF

from altered_desktop import dusk_trail, table_paint, terrain_icons
from altered_desktop.table_layout import marker_rect, pawn_band
from tests.gui.conftest import day3_window

SIZES = [(1366, 768), (1920, 1080)]


def _markers(t) -> list[QRectF]:  # type: ignore[no-untyped-def]
    regions = t._regions()
    out = []
    for pv in t.view["players"]:
        at = dusk_trail.positions(t.view, pv["index"])
        for exp in dusk_trail.EXPEDITIONS:
            other = "companion" if exp == "hero" else "hero"
            out.append(marker_rect(regions, at[exp], exp, pv["index"] == t.bottom, at[other]))
    return out


@pytest.mark.parametrize("size", SIZES)
def test_the_terrain_icons_are_the_tracks_biggest_marks(qtbot, size):
    win = day3_window(qtbot, size)
    t = win.table
    regions = [r for r in t._regions() if not r.extra.get("face_down")]
    assert len(regions) >= 4
    markers = _markers(t)
    labels = dusk_trail.card_labels(t._regions())
    assert labels
    for r in regions:
        chips = table_paint.region_chips(r.rect, len(r.extra.get("terrains") or []))
        assert chips
        top, bottom = pawn_band(r.rect, False), pawn_band(r.rect, True)
        for c in chips:
            icon = terrain_icons.glyph_box(c, table_paint.REGION_CHIP_PAD)
            assert icon.height() >= 24 - 0.01, (size, icon)
            # taller than the names' plates, clear of both seats' bands and markers
            assert all(c.height() > lab.height() for lab in labels)
            assert c.top() >= top.bottom() + 2.9 and c.bottom() <= bottom.top() - 2.9
            assert not any(m.adjusted(-3, -3, 3, 3).intersects(c) for m in markers)
    # the cards' names on their seams never meet a marker
    for lab in labels:
        assert not any(m.intersects(lab) for m in markers), lab


@pytest.mark.parametrize("size", SIZES)
def test_stays_is_a_word_at_every_size(qtbot, size):
    """Each Expedition of the day-3 board staying where it stands (one marker of its
    seat on its tile): each says "stays" in words, clear of every number, icon, name
    and marker."""
    win = day3_window(qtbot, size)
    t = win.table
    regions = t._regions()
    view = copy.deepcopy(t.view)
    steps = []
    for pv in view["players"]:
        at = dusk_trail.positions(view, pv["index"])
        for exp in dusk_trail.EXPEDITIONS:
            steps.append(dusk_trail.Step(pv["index"], exp, at[exp], at[exp], at[exp]))
    keep = dusk_trail.obstacles(regions, view, t.bottom)
    for bottom in (0, 1):
        found = dusk_trail.marks(steps, regions, view, bottom, lambda k: 1.0)
        assert len(found) == 4
        for mark in found:
            assert mark.stays is not None and not mark.short, (size, bottom, mark.step)
        words = [m.stays for m in found]
        for k, w in enumerate(words):
            assert not any(w.intersects(o) for o in words[k + 1:])
    mine = dusk_trail.marks(steps, regions, view, t.bottom, lambda k: 1.0)
    markers = _markers(t)
    for mark in mine:
        assert not any(mark.stays.intersects(o) for o in keep if o not in markers)
