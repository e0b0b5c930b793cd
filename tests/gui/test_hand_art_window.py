"""Review round 20 #1: "In the hand you see only a ~30 px strip of art" (the review's
full board at 1366 x 768, hand cards 152 px high: some 20 px of clear picture over a
rules text box half empty).  The picture of a hand card now takes the room its text
does not need at that size (`card_painter.art_height`) and the frame is a card's, not a
wide face's; measured on painted pixels (`art_measure.clear_art`: the biggest
rectangle of picture nothing covers), on the review's hand cards at both sizes, their
whole rules text still written."""

from __future__ import annotations

import pytest

from altered_desktop import card_painter
from tests.gui.art_measure import clear_art
from tests.gui.conftest import full_board_window

#: the clear picture's least height over a hand card's (was 0.13 at 1366, 0.16 at 1920)
CLEAR_SHARE = 0.24


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)], ids=["1366", "1920"])
def test_a_hand_card_shows_a_real_window_of_its_picture(qtbot, size):
    win = full_board_window(qtbot, size)
    hand = [it for it in win.table.placement.items if it.kind == "card" and it.card
            and it.extra.get("hand") and it.card.get("zone") == "hand"]
    assert len(hand) == 3
    for it in hand:
        w, h = it.rect.width(), it.rect.height()
        cw, ch, _area = clear_art(it.card, w, h)
        assert ch >= h * CLEAR_SHARE, (it.card["name"], cw, ch, h)
        assert cw >= w * 0.6, (it.card["name"], cw, w)
        assert not card_painter.text_is_cut(it.rect, it.card), it.card["name"]
