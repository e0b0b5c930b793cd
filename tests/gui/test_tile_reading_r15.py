"""Round 15 (issue #23): how a card tile reads at 1366 x 768.

The choice's number stands in a corner of the picture, never on the name band (it hid
part of the name), nor on the statistics.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from altered_desktop import card_painter, card_tile
from tests.gui.test_faces_r11 import _tile_faces, badge_problems

#: Expedition tiles of a 1366 and a 1920 table, and a 1366 Reserve tile
PICTURE_TILES = [(134, 97), (142, 102), (155, 121), (167, 119), (201, 112), (160, 67)]


@pytest.mark.parametrize("w, h", PICTURE_TILES)
def test_a_choice_number_stands_on_the_picture_not_the_name_band(qapp, w, h):
    """Every name and shape of the pool: the number covers neither the name band nor
    the statistics, the costs or the picture's middle (a name on two lines leaves the
    picture too low above the gems: the number goes to its top right corner)."""
    faces = _tile_faces()
    rect = QRectF(10, 10, w, h)
    bad = []
    for f in faces:
        badge = card_painter.choice_number_rect(rect, f, True)
        if badge.intersects(card_tile.name_box(rect, f["name"])):
            bad.append(f"{f['name']} {w}x{h}: on the name band")
        bad += badge_problems(rect, f)
    assert not bad, bad[:12]


def test_foundry_mechanic_s_number_is_in_its_picture_s_right_corner(qapp):
    """The review's case: "Foundry Mechanic" on two lines on a 1366 Expedition tile."""
    from altered_desktop.card_browser_model import card_face
    from engine.cards.registry import shipped_cards

    card = card_face(next(c for c in shipped_cards() if c.name == "Foundry Mechanic"))
    rect = QRectF(10, 10, 100, 97)  # (the review's screenshot: its name on two lines)
    one_line = card_tile.name_box(QRectF(10, 10, 200, 97), card["name"]).height()
    assert card_tile.name_box(rect, card["name"]).height() > one_line
    badge = card_painter.choice_number_rect(rect, card, True)
    art = card_tile.marks_box(rect, card["name"])
    assert badge.center().x() > rect.center().x()
    assert badge.top() >= art.top() and badge.bottom() <= art.bottom() + 0.5
    assert badge.height() >= card_tile.BADGE_LEAST
