"""Review round 16 #9 (issue #23): "Cost discs on table cards have no icons.  A white
disc means hand cost and a purple disc means Reserve cost.  Hand cards show a hand icon
and a card icon; table and Reserve cards don't."

A card in play now wears its costs as the hand's cards do: labelled badges, the digits
beside the cost's label (a hand, the Reserve symbol),
their digits at the statistics' floor (14 px of ink); a Reserve or Landmark tile's
costs keep that floor beside a text column too (they were ~10 px in the name band of
a column's narrow face).
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontInfo

from altered_desktop import card_tile, cost_badge, tile_text_column
from tests.gui.conftest import full_board_window


def _ink(box: QRectF, value: str) -> float:
    """The height of a badge's digits' ink, as painted (`cost_badge.digits_font`)."""
    return card_tile.digit_height(QFontInfo(cost_badge.digits_font(box, value)).pixelSize())


def _costs(it: Any) -> tuple[dict[str, Any], list[QRectF]]:
    face, card = tile_text_column.face_part(it.rect, it.card)
    if not card_tile.name_text_box(face, card)[1]:
        return card, []  # (a tile that leaves its costs to the zoom)
    return card, card_tile.cost_boxes(face, card)


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)], ids=["1366", "1920"])
def test_the_full_board_s_costs_say_which_is_which(qtbot, size):
    """Digits of 14 px on every tile; every card in play labels its costs (compact
    badges: review r17 #5, r20 #10)."""
    win = full_board_window(qtbot, size)
    tiles = [it for it in win.table.placement.items if it.kind == "card" and it.card
             and it.card.get("zone") in ("expedition", "reserve", "landmark")]
    in_play = labelled = 0
    bad = []
    for it in tiles:
        card, boxes = _costs(it)
        if card.get("zone") == "reserve" and \
                tile_text_column.split(it.rect, it.card) is None and \
                card_tile.costs_in_name_band(it.rect, card["name"], bool(card.get("stats"))):
            continue  # (a crowded Reserve's narrow tile: its costs share its name's band)
        for box, value in zip(boxes, (card.get("hand_cost"), card.get("reserve_cost")),
                              strict=False):
            if _ink(box, str(value)) < card_tile.STAT_LEAST_PX - 0.01:
                bad.append(f"{card['name']}: {_ink(box, str(value))} px digits")
        if card.get("zone") == "expedition" and boxes and \
                card_tile.name_lines(it.rect, card) == 1:
            in_play += 1
            labelled += all(cost_badge.is_labelled(b) for b in boxes)
            if not all(it.rect.contains(b) for b in boxes):
                bad.append(f"{card['name']}: a cost out of its tile")
            for b in boxes:
                if b.top() < card_tile.name_lines_bottom(it.rect, card["name"]) or \
                        any(b.intersects(s) for s in card_tile.stat_boxes(it.rect)):
                    bad.append(f"{card['name']}: a cost on the name or the statistics")
    assert not bad, bad
    # every card in play of the board whose name has one line labels its costs
    if size[0] == 1920:
        assert in_play >= 3 and labelled == in_play, (in_play, labelled)


@pytest.mark.parametrize("size", [(118, 146), (179, 170)])
def test_an_expedition_tile_labels_its_costs_in_one_place(qapp, size):
    """Labelled badges side by side, one place and size whatever the name (on one
    line), their feet where the plain discs' were (compact ones on every tile since
    review r20 #10: upright ones on some tiles read as a second design)."""
    rect = QRectF(10, 10, *size)
    places = set()
    for name in ("Ordis Spy", "Asmodeus", "Esmeralda"):
        card = {"name": name, "type": "character", "faction": "OR", "hand_cost": 3,
                "reserve_cost": 2, "stats": [1, 1, 1], "zone": "expedition"}
        hc, rc = card_tile.cost_boxes(rect, card)
        assert cost_badge.is_labelled(hc) and cost_badge.is_labelled(rc)
        assert hc.width() > hc.height() and rc.left() >= hc.right()  # side by side
        assert _ink(hc, "3") >= card_tile.STAT_LEAST_PX
        places.add((hc.getRect(), rc.getRect()))
        discs = card_tile.gem_boxes(rect, name, labelled=False)
        assert abs(hc.bottom() - discs[0].bottom()) < 0.01
    assert len(places) == 1


def test_a_low_tile_labels_its_costs_in_compact_badges(qapp):
    """A tile too low for upright badges under a name of two lines labels its costs
    inside compact badges, the discs' height (review r17 #5: plain "2 2" discs), their
    digits at the statistics' floor."""
    rect = QRectF(10, 10, 119, 85)
    card = {"name": "Ordis Spy", "type": "character", "faction": "OR", "hand_cost": 3,
            "reserve_cost": 2, "stats": [1, 1, 1], "zone": "expedition"}
    boxes = card_tile.cost_boxes(rect, card)
    assert all(cost_badge.is_labelled(b) and cost_badge.is_compact(b) for b in boxes)
    discs = card_tile.gem_boxes(rect, card["name"], labelled=False)
    assert all(abs(b.height() - d.height()) < 0.01 for b, d in zip(boxes, discs, strict=True))
    assert all(_ink(b, "3") >= card_tile.STAT_LEAST_PX - 0.01 for b in boxes)
