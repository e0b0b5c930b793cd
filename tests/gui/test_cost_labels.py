"""Costs a newcomer can read and tell apart (issue #23, review round 13 #8: "Hand cost
digit 9 px, Reserve cost digit 8 px ... The only difference between the two is a white
or dark circle").  Measured on painted pixels: on a Reserve tile and a hand card of a
1366 x 768 table the cost digits have 14 px of ink or more, the statistics' floor (review
r15 #4: "the Reserve-cost digit ~8 px ... reads as a smudge", the hand cost ~11 px), each
cost carries its label (a hand; the {R} symbol's picture), and every Expedition tile
labels them inside compact badges of the discs' size (review r17 #5, r20 #10)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFontInfo, QImage, QPainter

from altered_desktop import card_art, card_painter, card_tile, cost_badge, face_cache, theme

CARD = {"name": "Tanuki", "type": "character", "faction": "LY", "hand_cost": 4,
        "reserve_cost": 3, "stats": [3, 3, 0], "text": "", "zone": "reserve"}
#: the digits' least ink height (the statistics' floor: review r15 #4)
INK_LEAST = 14


def _ink_height(img: QImage, box: QRectF, ink: QColor) -> int:
    """How many rows of `box` hold a pixel close to `ink` (the digits' colour)."""
    rows = 0
    for y in range(int(box.top()), int(box.bottom()) + 1):
        for x in range(int(box.left()), int(box.right()) + 1):
            c = img.pixelColor(x, y)
            if abs(c.red() - ink.red()) + abs(c.green() - ink.green()) + \
                    abs(c.blue() - ink.blue()) < 120:
                rows += 1
                break
    return rows


def _painted(paint) -> QImage:  # type: ignore[no-untyped-def]
    img = QImage(320, 320, QImage.Format.Format_ARGB32)
    img.fill(QColor("#808080"))
    p = QPainter(img)
    paint(p)
    p.end()
    return img


@pytest.fixture
def labels(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    drawn: list[str] = []
    real = card_art.draw_icon

    def recording(p, rect, name, colour):  # type: ignore[no-untyped-def]
        drawn.append(name)
        return real(p, rect, name, colour)

    monkeypatch.setattr(card_art, "draw_icon", recording)
    return drawn


def _check_badges(img: QImage, hc: QRectF, rc: QRectF) -> None:
    for kind, box, value in ((cost_badge.HAND, hc, "4"), (cost_badge.RESERVE, rc, "3")):
        assert cost_badge.is_labelled(box), kind
        font = cost_badge.digits_font(box, value)
        assert QFontInfo(font).pixelSize() >= theme.LEAST_TEXT_PX
        _fill, ink = card_painter.disc_colours(cost_badge.FILLS[kind])
        _label, digits = cost_badge.parts(box)
        height = _ink_height(img, digits.adjusted(1, 0, -1, 0), ink)
        assert height >= INK_LEAST, (kind, height, box)


@pytest.mark.parametrize("size", [(124, 86), (119, 85), (160, 67), (115, 66), (160, 63), (215, 63)])
def test_a_reserve_tile_labels_its_costs_and_writes_them_big(qapp, labels, size):
    rect = QRectF(10, 10, *size)
    labels.clear()
    img = _painted(lambda p: card_tile.paint_tile(p, rect, CARD, QColor("#c0487a")))
    hc, rc = card_tile.cost_boxes(rect, CARD)
    _check_badges(img, hc, rc)
    assert labels.count(cost_badge.LABEL_ICONS[cost_badge.HAND]) == 1
    assert labels.count(cost_badge.LABEL_ICONS[cost_badge.RESERVE]) == 1


def test_a_hand_card_labels_its_costs_and_writes_them_big(qapp, labels):
    rect = QRectF(10, 10, 160, 190)  # a hand card at 1366 x 768
    card = dict(CARD, zone="hand")
    face_cache.FACES.clear()
    card_painter._face_cache.clear()
    labels.clear()
    img = _painted(lambda p: card_painter.paint_card(p, rect, card))
    lay = card_painter.face_layout(rect, card)
    _check_badges(img, lay.hand_gem, lay.reserve_gem)
    assert cost_badge.LABEL_ICONS[cost_badge.HAND] in labels
    assert cost_badge.LABEL_ICONS[cost_badge.RESERVE] in labels
    # the labels do not push the name: the banner starts where it did beside a disc
    name, _px = card_painter.name_box(rect, card["name"])
    assert name.left() <= lay.hand_gem.right() + 3
    # a pill, its label beside its digits, as the reserve cost's (review r20 #9)
    assert lay.hand_gem.width() > lay.hand_gem.height()


def test_a_low_expedition_tile_labels_its_costs_in_compact_badges(qapp, labels):
    """Review r17 #5: a low tile's plain discs said nothing of which cost is which; its
    costs now wear their labels small, inside badges of the discs' height."""
    rect = QRectF(10, 10, 119, 85)
    card = dict(CARD, zone="expedition")
    labels.clear()
    _painted(lambda p: card_tile.paint_tile(p, rect, card, QColor("#c0487a")))
    hc, rc = card_tile.cost_boxes(rect, card)
    assert cost_badge.is_compact(hc) and cost_badge.is_compact(rc)
    assert set(cost_badge.LABEL_ICONS.values()) <= set(labels)
    assert QFontInfo(cost_badge.digits_font(rc, "3")).pixelSize() >= theme.LEAST_TEXT_PX


@pytest.mark.parametrize("size", [(100, 97), (100, 85), (107, 82), (119, 85)])
def test_an_expedition_tile_s_cost_discs_have_the_statistics_digits(qapp, size):
    """The 1366 table's Expedition tiles (the review's Ordis Spy "3②", 100 x 97), a
    two-line name's low picture among them: each disc's digits have 14 px of ink, the
    reserve cost's as big as the hand cost's; the discs stay under the name's lines
    and above the statistics."""
    rect = QRectF(10, 10, *size)
    for name in ("Ordis Spy", "Foundry Mechanic", "Kakoba, Legion Commander"):
        card = dict(CARD, zone="expedition", name=name)
        img = _painted(lambda p, card=card: card_tile.paint_tile(p, rect, card,
                                                                 QColor("#2a5d9f")))
        if not card_tile.name_text_box(rect, card)[1]:
            # a three-line name on a low tile leaves its costs to the zoom
            assert size != (100, 97) and name.startswith("Kakoba"), (name, size)
            continue
        hc, rc = card_tile.cost_boxes(rect, card)
        assert hc.height() == rc.height(), name
        for kind, box in ((cost_badge.HAND, hc), (cost_badge.RESERVE, rc)):
            _fill, ink = card_painter.disc_colours(cost_badge.FILLS[kind])
            # (the reserve disc tucks under the hand disc: its own part of it)
            own = box.adjusted(card_tile.DISC_TUCK + 1 if kind == cost_badge.RESERVE else 1,
                               1, -1, -1)
            assert _ink_height(img, own, ink) >= INK_LEAST, (name, kind, size)
        assert hc.top() >= card_tile.name_lines_bottom(rect, name)
        assert rc.bottom() < card_tile.stats_band(rect).top()
