"""A small hand takes the hand row's spare width (review r10 #1: at 1366 four hand cards
left a third of their row empty while their rules text was set at 9-10 px): its cards
are wider than a card's shape, so their rules text has a wider box and is set larger or
less condensed; a hand too big for the row keeps the card's shape and overlaps."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from altered_desktop import card_painter, symbol_text, theme
from altered_desktop.table_layout import HAND_WIDEST_RATIO, hand_card_width
from tests.gui.conftest import day3_window
from tests.gui.test_card_look import SIZES


def _hand(qtbot, size):  # type: ignore[no-untyped-def]
    win = day3_window(qtbot, SIZES[size])
    hand = [i for i in win.table.items if i.kind == "card" and i.card
            and i.card.get("zone") == "hand" and i.player == win.table.bottom]
    return win, hand


def _set(rect: QRectF, card: dict) -> tuple[float, int]:  # type: ignore[type-arg]
    """The size and the stretch the card's rules text is set at on a face in `rect`."""
    lay = card_painter.face_layout(rect, card)
    size, stretch, _runs, _lh = symbol_text.fit_full(
        lay.rules, card_painter.rules_box(lay), lay.text_px,
        card_painter.least_px(rect.height()))
    return size, stretch


@pytest.mark.parametrize("size", sorted(SIZES))
def test_a_small_hand_takes_the_rows_spare_width(qtbot, size):
    win, hand = _hand(qtbot, size)
    assert len(hand) == 4
    row = win.table.placement.hand_rect
    for a, b in zip(hand, hand[1:], strict=False):
        assert a.rect.right() < b.rect.left()  # side by side, none covering another
    for it in hand:
        r = it.rect
        assert row.adjusted(-1, -1, 1, 1).contains(r)
        # wider than a card of its height, up to the widest shape
        assert r.width() >= r.height() / theme.CARD_RATIO * 1.15, r
        assert r.width() <= r.height() / HAND_WIDEST_RATIO + 0.5, r
        card = r.height() / theme.CARD_RATIO
        narrow = QRectF(r.left(), r.top(), card, r.height())
        wide_box = card_painter.rules_box(card_painter.face_layout(r, it.card))
        narrow_box = card_painter.rules_box(card_painter.face_layout(narrow, it.card))
        assert wide_box.width() >= narrow_box.width() * 1.15
        # its text set no smaller and no narrower than on a card-shaped face; or, where
        # the wider box explains a keyword the narrow one cannot (Asmodeus: "Anchored
        # (stays in play at Rest ...)"), that longer text set at the reminders' size
        wide_lay, narrow_lay = (card_painter.face_layout(x, it.card) for x in (r, narrow))
        if wide_lay.rules == narrow_lay.rules:
            assert _set(r, it.card) >= _set(narrow, it.card), it.card["name"]
        elif len(wide_lay.rules) < len(narrow_lay.rules):
            # (the wider face's room went to its picture instead, review r20 #1: the
            # hand's "30 px strip of art"; the zoom writes the reminder)
            assert wide_lay.art.height() > narrow_lay.art.height() + 8, it.card["name"]
            assert not card_painter.text_is_cut(r, it.card), it.card["name"]
        else:
            assert len(wide_lay.rules) > len(narrow_lay.rules), it.card["name"]
            size, stretch = _set(r, it.card)
            assert size >= card_painter.reminder_px(wide_lay.text_px) \
                and stretch >= _set(narrow, it.card)[1], it.card["name"]


def test_a_big_hand_keeps_the_cards_shape():
    """Eight cards do not fit side by side at a card's width: each keeps it (they
    overlap, test_hand_fan) instead of being squeezed narrower."""
    assert hand_card_width(8, 900, 188) == pytest.approx(188 / theme.CARD_RATIO)
    assert hand_card_width(4, 900, 188) == pytest.approx(188 / HAND_WIDEST_RATIO)
    assert 188 / theme.CARD_RATIO < hand_card_width(6, 900, 188) < 188 / HAND_WIDEST_RATIO
