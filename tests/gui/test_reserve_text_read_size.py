"""Review round 19 #1 (issue #23): the Reserve's and Landmarks' abilities printed at the
11 px floor ("9-10 px" by a player's eye) and cut with "more ▸".

The Reserve is where a player plans the next turn: a tile's column now holds its text
whole at 12 px (`tile_text_column.READ_PX`) wherever the tile's width allows it, the
face beside it giving up width (never its costs' size) before the text goes down to
the 11 px floor.  Measured over the pool's Characters and Spells on the tile a 1366 x 768
table's Reserve row gives a tile with room (320 x 56), and on the review's full board.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF

from altered_desktop import symbol_text, theme, tile_text_column
from altered_desktop.card_browser_model import card_face
from engine.cards.registry import shipped_cards


def _reserve_pool(step: int) -> list[dict[str, Any]]:
    seen: set[tuple[str, str]] = set()
    out = []
    for c in shipped_cards():
        f = card_face(c)
        if f.get("type") not in ("character", "spell") or f.get("token") or not f.get("text"):
            continue
        if (f["name"], f["text"]) not in seen:
            seen.add((f["name"], f["text"]))
            out.append({**f, "zone": "reserve"})
    return out[::step]


def _read(rect: QRectF, card: dict[str, Any]) -> tuple[float, bool]:
    """The size a tile's column writes its card's text at, and whether it is whole."""
    parts = tile_text_column.split(rect, card)
    if parts is None:
        return 0.0, False
    px, _st, runs, _lh = tile_text_column.layout(parts[1], str(card["text"]))
    return px, not symbol_text.is_cut(runs)


def test_a_roomy_reserve_tile_at_1366_reads_its_texts_at_12_px(qapp):
    """On a 1366 table's Reserve tile with room, most of the pool's texts are whole at
    12 px (each column took the width that held its text at 11 px and the face the
    rest); none under 11 px."""
    cards = _reserve_pool(9)
    rect = QRectF(10, 10, 320, 56)
    read = [_read(rect, c) for c in cards]
    assert all(px >= theme.LEAST_TEXT_PX for px, _whole in read if px)
    at_12 = sum(1 for px, whole in read if whole and px >= 12)
    assert at_12 >= 0.5 * len(cards), (at_12, len(cards))
    # (no text whole at 11 px before is cut now)
    assert sum(1 for _px, whole in read if whole) >= 0.9 * len(cards)


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)], ids=["1366", "1920"])
def test_the_full_boards_one_card_zones_read_at_12_px(qtbot, size):
    """The review's board: Lithium's Ratatoskr (Reserve), "9-10 px" in round 19, is
    whole at 12 px or more, the table giving its tile that width; Ordis Carrier
    (Landmark) whole, at 11 px or more."""
    from tests.gui.conftest import full_board_window

    win = full_board_window(qtbot, size)
    seen = {}
    for it in win.table.placement.items:
        if it.kind == "card" and it.card and it.card.get("name") in ("Ratatoskr",
                                                                       "Ordis Carrier"):
            seen[it.card["name"]] = _read(it.rect, it.card)
    assert set(seen) == {"Ratatoskr", "Ordis Carrier"}, seen
    px, whole = seen["Ratatoskr"]
    assert whole and px >= 12, seen
    px, whole = seen["Ordis Carrier"]
    assert whole and px >= theme.LEAST_TEXT_PX, seen
