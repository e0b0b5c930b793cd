"""Review round 20 #9 and #10: the hand cost's badge on a hand card had its top against
the card's edge and its hand glyph under the digit (The Ouroboros, Lyra Bastion, Lyra
Skald at 1366), and the costs of the cards in play were laid out two ways (upright
badges on Ordis Spy, a side-by-side chip on Kakoba, Legion Commander).  Now every cost
is one chip: a pill, its label beside its digits; the hand card's two stacked at its
top left, inside its edge, and every card in play's side by side above its statistics.
Measured on painted pixels where it is a matter of looks."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from altered_desktop import card_art, card_painter, card_tile, cost_badge, face_cache
from tests.gui.conftest import full_board_window

#: the review's hand cards (a three-card hand) at 1366 x 768 and 1920 x 1080
HAND_SIZES = {"1366": (211, 152), "1920": (286, 206)}
CARD = {"name": "The Ouroboros, Lyra Bastion", "type": "permanent", "faction": "LY",
        "hand_cost": 3, "reserve_cost": 3, "text": "If you would roll one or more dice, "
        "instead roll that many dice plus one and ignore the roll of your choice.",
        "zone": "hand"}
LABEL = QColor(0, 255, 0)


def _ink_box(img: QImage, box: QRectF, test) -> QRectF | None:  # type: ignore[no-untyped-def]
    xs, ys = [], []
    for y in range(max(0, int(box.top())), min(img.height(), int(box.bottom()) + 1)):
        for x in range(max(0, int(box.left())), min(img.width(), int(box.right()) + 1)):
            if test(img.pixelColor(x, y)):
                xs.append(x)
                ys.append(y)
    if not xs:
        return None
    return QRectF(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


@pytest.mark.parametrize("size", list(HAND_SIZES.values()), ids=list(HAND_SIZES))
def test_a_hand_card_s_cost_badge_is_whole_and_its_label_beside_its_digit(
        qapp, monkeypatch, size):
    real = card_art.draw_icon

    def green_label(p, rect, name, colour):  # type: ignore[no-untyped-def]
        if name in cost_badge.LABEL_ICONS.values():
            colour = LABEL
        return real(p, rect, name, colour)

    monkeypatch.setattr(card_art, "draw_icon", green_label)
    rect = QRectF(10, 10, *size)
    img = QImage(size[0] + 20, size[1] + 20, QImage.Format.Format_ARGB32)
    img.fill(QColor("#1d3b2a"))
    face_cache.FACES.clear()
    p = QPainter(img)
    card_painter.paint_card(p, rect, CARD)
    p.end()
    face_cache.FACES.clear()
    lay = card_painter.face_layout(rect, CARD)
    # inside the card's edge by some pixels, not against it (its ring whole)
    inset = min(lay.hand_gem.top() - rect.top(), lay.hand_gem.left() - rect.left())
    assert inset >= 4, inset
    for gem in (lay.hand_gem, lay.reserve_gem):
        label = _ink_box(img, gem, lambda c: c.green() > 200 and c.red() < 90 and c.blue() < 90)
        _fill, ink = card_painter.disc_colours(cost_badge.FILLS[
            cost_badge.HAND if gem is lay.hand_gem else cost_badge.RESERVE])
        digit = _ink_box(img, gem.adjusted(1, 1, -1, -1), lambda c, ink=ink: abs(
            c.red() - ink.red()) + abs(c.green() - ink.green()) + abs(c.blue() - ink.blue()) < 90)
        assert label is not None and digit is not None
        # the label beside the digit, never under it
        assert label.right() < digit.left(), (label, digit)
        assert digit.height() >= card_tile.STAT_LEAST_PX, digit
    # the two badges are one shape: the hand cost's as the reserve cost's
    assert abs(lay.hand_gem.height() - lay.reserve_gem.height()) < 0.01
    assert lay.hand_gem.width() > lay.hand_gem.height()


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)], ids=["1366", "1920"])
def test_the_cards_in_play_wear_one_cost_chip(qtbot, size):
    """Every card in play of the review's full board shows its costs the one way."""
    win = full_board_window(qtbot, size)
    shapes = set()
    for it in win.table.placement.items:
        if it.kind != "card" or not it.card or it.card.get("zone") != "expedition":
            continue
        boxes = card_tile.cost_boxes(it.rect, it.card)
        if not boxes or not card_tile.name_text_box(it.rect, it.card)[1]:
            continue
        for b in boxes:
            assert cost_badge.is_compact(b), (it.card["name"], b)
        shapes.add((round(boxes[0].width()), round(boxes[0].height())))
    assert shapes and len(shapes) == 1, shapes
