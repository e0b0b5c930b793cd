"""The track and the verdict area name the same region at each frame of a told Dusk
(issue #23, review r14 #3: mid-Dusk the verdict area spoke of region 8 while the
track showed the marker, and its Expedition's disc, on 7)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from altered_desktop import dusk_verdicts
from altered_desktop.table_layout import marker_rect
from tests.gui.test_dusk_trail import _day3, _held, _tiles


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_the_track_and_the_verdicts_name_the_same_region_at_each_frame(qtbot, size):
    """Sampled frames of the day-3 Dusk (Ninette's Companion 8 -> 7, Lithium's Hero
    1 -> 2): for each verdict told, the region its block names is the one its
    Expedition stands on in the board drawn at that frame (its marker on that tile,
    its title's disc that number); a marker on its way is still named where it set
    off, and named where it went from the frame it lands."""
    win, _game = _day3(qtbot)
    win.resize(*size)
    win.refresh()
    table, show = win.table, win.table.motion
    told = show.story.told
    moved = [k for k, t in enumerate(told) if t.moved]
    assert moved
    seen_before, seen_after = set(), set()
    for step in range(0, 96, 2):
        _held(show, step / 100)
        said = show.panel_regions()
        assert len(said) == show.verdicts_shown()
        shown = table.shown_view
        regions = [i for i in table.items if i.kind == "region"]
        tiles = _tiles(table)
        gliding = show.moving_markers()
        for k, region in enumerate(said):
            t = told[k]
            if (t.player, t.exp) in gliding:
                assert region == t.start, (step, k)
                continue
            at = shown["players"][t.player]["expeditions"]
            other = "companion" if t.exp == "hero" else "hero"
            assert at[t.exp]["position"] == region, (step, k, region)
            m = marker_rect(regions, region, t.exp, t.player == table.bottom,
                            at[other]["position"])
            assert tiles[region].contains(m.center())
            if t.moved:
                (seen_after if region == t.end else seen_before).add(k)
    assert set(moved) <= seen_before and set(moved) <= seen_after


def _block(told, arrived):  # type: ignore[no-untyped-def]
    img = QImage(320, 400, QImage.Format.Format_ARGB32)
    img.fill(0)
    p = QPainter(img)
    area = QRectF(0, 0, 320, 400)
    dusk_verdicts.paint_verdicts(p, area, told, len(told), None, arrived=arrived)
    p.end()
    return img, dusk_verdicts.layout(area, len(told))


def test_a_moved_block_shows_where_its_marker_went_once_it_landed(qtbot):
    """The block of a moved verdict draws "→" and the disc of the region it went to
    once its marker has landed, not before."""
    win, _game = _day3(qtbot)
    told = win.table.motion.story.told
    k = next(k for k, t in enumerate(told) if t.moved)
    before, lay = _block(told, k)
    after, _lay = _block(told, None)
    went = dusk_verdicts.went_rect(lay.blocks[k], lay.px)
    differ = sum(1 for x in range(int(went.left()), int(went.right()))
                 for y in range(int(went.top()), int(went.bottom()))
                 if before.pixel(x, y) != after.pixel(x, y))
    assert differ > 20
