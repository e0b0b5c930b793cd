"""Review round 19 #10: a face-down Tumult card spent about 220 px of a laptop's track
on a card's back while the face-up regions' tiles, their terrains and the markers on
them, were squeezed.  A face-down region is now a narrow tile: the card's two regions
together no wider than one face-up tile, the width they give to the face-up ones."""

from __future__ import annotations

import pytest

from altered_desktop import table_paint
from tests.gui.conftest import day3_window


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_a_face_down_card_is_as_narrow_as_one_tile(qtbot, size):
    win = day3_window(qtbot, size)
    t = win.table
    regions = [i for i in t.items if i.kind == "region"]
    down = [i for i in regions if i.extra.get("face_down")]
    up = [i for i in regions if not i.extra.get("face_down")]
    assert len(down) == 2 and len(up) == 6  # the review's day 3: Tumult 2 face down
    tile = min(i.rect.width() for i in up)
    card = next(i for i in t.items if i.kind == "regioncard" and i.extra.get("face_down"))
    assert card.rect.width() <= tile + 8, (card.rect, tile)
    # the width went to the face-up tiles: wider than eight equal tiles would be
    track = t.placement.track_rect
    assert tile > track.width() / 8, (tile, track)
    # the face-down card's plate keeps its name whole on the narrow card
    assert table_paint.region_card_caption(str(card.extra["name"]), True)
