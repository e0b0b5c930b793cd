"""A choice's number in one fixed corner (issue #23, review round 15 #9: "Numbered
target badges sit sometimes on the left of the art and sometimes on the right (Hathor 1
left, Lyra Cloth Dancer 2 right ...). Your eye has to search for each number").

Every lit tile of a size shows its number in the same place: the bottom right corner of
its picture, right above its statistics, whatever its name's lines (a little smaller
under a two-line name), its costs, its boosts or its statuses; clear of its cost gems,
its name and its statistics.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF

from altered_desktop import card_painter, card_tile
from tests.gui.test_faces_r11 import _tile_faces

#: Expedition tiles of a 1366 and a 1920 table (the review's 100 x 97 among them)
TILES = [(100, 97), (107, 82), (134, 97), (142, 102), (155, 121), (167, 119)]


def _variants(face: dict[str, Any]) -> list[dict[str, Any]]:
    """The face as it is lit in play: plain, boosted and Fleeting, exhausted."""
    return [face, {**face, "boosts": 3, "statuses": ["fleeting"]},
            {**face, "statuses": ["exhausted"]}]


@pytest.mark.parametrize("w, h", TILES)
def test_every_lit_tile_of_a_size_has_its_number_in_one_place(qapp, w, h):
    rect = QRectF(10, 10, w, h)
    places: dict[tuple[float, ...], list[str]] = {}
    faces = [f for f in _tile_faces() if f.get("stats")]
    assert len(faces) > 300
    for f in faces:
        if card_tile.name_only(rect, f):
            continue
        for v in _variants(f):
            badge = card_painter.choice_number_rect(rect, v, True)
            key = (round(badge.right(), 1), round(badge.bottom(), 1))
            assert badge.width() >= card_tile.BADGE_LEAST
            places.setdefault(key, []).append(v["name"])
            for gem in card_tile.cost_boxes(rect, v):
                assert not badge.intersects(gem), (v["name"], w, h)
            if card_tile.number_corner(rect, v) is None:
                continue  # (elsewhere: the fallbacks' own tests)
            assert badge == card_tile.number_corner(rect, v)
            assert badge.top() >= card_tile.name_lines_bottom(rect, v["name"]), v["name"]
            assert badge.bottom() <= card_tile.stats_band(rect).top(), v["name"]
    most = max(places.values(), key=len)
    # (a name on three lines leaves no room under it at 1366: its number goes elsewhere)
    assert len(most) >= 0.97 * sum(len(v) for v in places.values()), \
        {k: v[:3] for k, v in places.items()}
    right, bottom = max(places, key=lambda k: len(places[k]))
    assert right > rect.right() - 1 and bottom <= card_tile.stats_band(rect).top()


def test_the_corner_leaves_the_number_its_room(qapp):
    """What stands along the picture's right (a boost, a status, a Reserve card's
    symbols, the Exhausted tag) ends left of the number."""
    faces = {f["name"]: f for f in _tile_faces()}
    rect = QRectF(10, 10, 100, 97)
    spy = {**faces["Ordis Spy"], "boosts": 2, "statuses": ["fleeting", "exhausted"]}
    numbered = {**spy, card_tile.NUMBERED: card_tile.CORNER}
    badge = card_tile.number_corner(rect, numbered)
    assert badge is not None
    tag, _px = card_tile.exhausted_tag(rect, numbered)
    assert tag.right() <= badge.left() or tag.bottom() <= badge.top()
    mid = card_tile.marks_box(rect, spy["name"])
    marks = QRectF(mid)
    marks.setRight(rect.right() - 1)
    assert card_tile.corner_left(rect, numbered, marks.top(), marks.bottom()) is not None
    assert card_tile.corner_left(rect, spy, marks.top(), marks.bottom()) is None
