"""Review round 17 #14: "The Reserve and Landmark rules text uses a condensed font with
8 px capitals.  It is legible but tiring for an hour."

A Reserve or Landmark tile's text column sets its words at their own width wherever the
column holds them so, condensed only where it must be (as a card's rules text, then
narrower still), never under the least text size.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from altered_desktop import symbol_text, theme, tile_text_column
from tests.gui.conftest import full_board_window

#: letters at their own width (QFont.Stretch.Unstretched)
UNCONDENSED = 100
TEXT = "When I join — Resupply."
LONG = ("When played from Hand — Roll a die. On a 4+, draw a card. On a 1-3, Resupply. "
        "At Noon — each player draws a card.")


def test_a_roomy_column_is_not_condensed(qapp):
    px, stretch, runs, _lh = tile_text_column.layout(QRectF(0, 0, 150, 60), TEXT)
    assert stretch == UNCONDENSED and px >= theme.LEAST_TEXT_PX
    assert not symbol_text.is_cut(runs)


def test_a_tight_column_condenses_before_it_cuts(qapp):
    """A column that holds the text only condensed sets it so, whole, at 11 px."""
    col = QRectF(0, 0, 112, 62)
    px, stretch, runs, _lh = tile_text_column.layout(col, LONG)
    assert stretch < UNCONDENSED and px >= theme.LEAST_TEXT_PX
    wide = tile_text_column.layout(QRectF(0, 0, 400, 62), LONG)
    assert wide[1] == UNCONDENSED


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)], ids=["1366", "1920"])
def test_the_full_board_s_roomy_columns_read_uncondensed(qtbot, size):
    win = full_board_window(qtbot, size)
    stretches = {}
    for it in win.table.placement.items:
        if it.kind != "card" or not it.card or it.card.get("zone") not in ("reserve",
                                                                             "landmark"):
            continue
        parts = tile_text_column.split(it.rect, it.card)
        if parts is None:
            continue
        px, stretch, runs, _lh = tile_text_column.layout(parts[1], it.card["text"])
        assert px >= theme.LEAST_TEXT_PX
        stretches[it.card["name"]] = stretch
    assert stretches.get("Esmeralda") == UNCONDENSED, stretches
