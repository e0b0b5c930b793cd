"""A tile's cost gems never touch its statistics (issue #23, review round 10 #4: on a
squeezed Expedition card and in a Reserve the hand and Reserve cost bubbles sat on the
forest pill's glyph).  Measured on painted pixels: a tile painted with its costs and
the same tile without (a token's), every pixel that changes lies at least `CLEAR`
pixels above the statistics' pills, at every tile size from a crowded Reserve's to a
1920 Expedition's, and on the tiles of the day-3 table at 1366 x 768 and 1920 x 1080."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from altered_desktop import card_tile
from altered_desktop.session import Mode
from tests.gui.conftest import make_window
from tests.gui.test_card_look import SIZES

#: the least gap, in pixels, between anything of a gem and a pill
CLEAR = 2

NAMES = ("Tanuki", "Ordis Spy", "Kakoba, Legion Commander", "Ouroboros Croupier")


@pytest.fixture(autouse=True)
def _flat_pictures(monkeypatch):  # type: ignore[no-untyped-def]
    """A flat picture: the painting follows the costs (its figure stands clear of
    them), which is no part of what is measured here."""
    from altered_desktop import card_scene

    monkeypatch.setattr(card_scene, "paint_scene",
                        lambda p, r, *_a, **_k: p.fillRect(r, QColor("#556677")))


def _paint(card: dict[str, Any], rect: QRectF) -> QImage:
    img = QImage(int(rect.right()) + 6, int(rect.bottom()) + 6, QImage.Format.Format_ARGB32)
    img.fill(QColor("#20302a"))
    p = QPainter(img)
    card_tile.paint_tile(p, rect, card, QColor("#2a5d9f"))
    p.end()
    return img


def _gem_pixels(card: dict[str, Any], rect: QRectF) -> list[tuple[int, int]]:
    """The pixels where the tile with its costs differs from the tile without them."""
    with_costs = _paint(card, rect)
    without = _paint({**card, "token": True}, rect)
    return [(x, y) for y in range(with_costs.height()) for x in range(with_costs.width())
            if with_costs.pixelColor(x, y) != without.pixelColor(x, y)]


def _check(card: dict[str, Any], rect: QRectF) -> None:
    if card_tile.name_only(rect, card) or not card_tile.name_text_box(rect, card)[1]:
        return  # no costs on this tile (the zoom shows them)
    pixels = _gem_pixels(card, rect)
    assert pixels, (card["name"], rect)  # the gems are drawn
    top = card_tile.stats_band(rect).top()
    assert max(y for _x, y in pixels) <= top - CLEAR, (card["name"], rect, top)


def _card(name: str, stats: list[int]) -> dict[str, Any]:
    return {"name": name, "type": "character", "faction": "OR", "hand_cost": 3,
            "reserve_cost": 4, "stats": stats, "text": "", "zone": "expedition"}


@pytest.mark.parametrize("size", [(60, 64), (78, 58), (86, 70), (97, 84), (105, 72),
                                  (119, 85), (134, 100), (189, 144)])
def test_the_gems_stand_clear_of_the_pills_at_every_size(qapp, size):
    for name in NAMES:
        for stats in ([2, 2, 2], [10, 4, 12]):
            _check(_card(name, stats), QRectF(3, 3, *size))


@pytest.mark.parametrize("screen", sorted(SIZES))
def test_the_tables_tiles_keep_their_gems_off_the_pills(qtbot, screen):
    from tools.table_scenes import day3_game

    win = make_window(qtbot, day3_game(), Mode.HOTSEAT)
    win.resize(*SIZES[screen])
    win.refresh()
    qtbot.wait(20)
    tiles = [i for i in win.table.items if i.kind == "card" and i.card
             and i.extra.get("tile") and i.card.get("stats")]
    assert len(tiles) >= 6
    for t in tiles:
        rect = QRectF(3, 3, t.rect.width(), t.rect.height())
        _check(t.card, rect)
