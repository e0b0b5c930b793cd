"""Review round 20 (Acting): "nothing shows how to play from Reserve".  On its own turn,
a seat's Reserve card whose play the decision offers wears its reserve cost lit, a
thick ring and halo in the playable outline's cyan: the price of playing it from
there.  A card it cannot play now, the other seat's Reserve and an exhausted card
(2.4.5.c: not played from the Reserve) keep the plain chip."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from altered_desktop import card_painter, card_tile, face_cache, theme, tile_text_column
from altered_desktop.table_display import Marks, shown_card
from altered_desktop.table_layout import Item

CARD = {"oid": 7, "name": "Esmeralda", "type": "character", "faction": "LY",
        "hand_cost": 2, "reserve_cost": 3, "stats": [0, 2, 2], "zone": "reserve",
        "text": "When I join — Resupply."}


def _marks(playable: set[int]) -> Marks:
    return Marks(set(), set(), playable, set(), set(), set(), set())


def test_the_table_marks_a_reserve_card_playable_now_for_its_own_seat_only():
    mine = Item(QRectF(0, 0, 238, 63), "card", CARD, 0)
    assert (shown_card(_marks({7}), mine, 0) or {}).get(card_tile.PLAYABLE)
    assert not (shown_card(_marks({8}), mine, 0) or {}).get(card_tile.PLAYABLE)
    assert not (shown_card(_marks({7}), mine, 1) or {}).get(card_tile.PLAYABLE)
    hand = Item(QRectF(0, 0, 211, 152), "card", {**CARD, "zone": "hand"}, 0)
    assert not (shown_card(_marks({7}), hand, 0) or {}).get(card_tile.PLAYABLE)


def _cyan_near_reserve_cost(card: dict, size: tuple[int, int]) -> int:  # type: ignore[type-arg]
    rect = QRectF(10, 10, *size)
    img = QImage(size[0] + 20, size[1] + 20, QImage.Format.Format_ARGB32)
    img.fill(QColor("#1d3b2a"))
    face_cache.FACES.clear()
    p = QPainter(img)
    card_painter.paint_card(p, rect, card, tile=True)
    p.end()
    face, shown = tile_text_column.face_part(rect, card)
    rc = card_tile.cost_boxes(face, shown)[1].adjusted(-4, -4, 4, 4)
    cyan = theme.PLAYABLE
    return sum(1 for x in range(int(rc.left()), int(rc.right()) + 1)
               for y in range(int(rc.top()), int(rc.bottom()) + 1)
               if abs(img.pixelColor(x, y).red() - cyan.red()) + abs(
                   img.pixelColor(x, y).green() - cyan.green()) + abs(
                   img.pixelColor(x, y).blue() - cyan.blue()) < 80)


def test_a_playable_reserve_card_s_cost_is_lit(qapp):
    for size in ((238, 63), (238, 56), (238, 80), (238, 100)):
        lit = _cyan_near_reserve_cost({**CARD, card_tile.PLAYABLE: True}, size)
        plain = _cyan_near_reserve_cost(CARD, size)
        assert lit > 40 and plain < 5, (size, lit, plain)
        spent = {**CARD, card_tile.PLAYABLE: True, "statuses": ["exhausted"]}
        assert _cyan_near_reserve_cost(spent, size) < 5, size
