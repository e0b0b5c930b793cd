"""Exhausted is drawn as players know it, apart from "not usable now" (issue #23, review
round 15 #8: "A hero or card that is 'not usable in this step' is greyed almost like an
Exhausted one ... Only the small '↻ Exhausted' label tells them apart").

An exhausted card's picture is hatched across in light strokes with the exhaust sign on
its figure (and the card leans, its frame drained, its tag says Exhausted); a card not
usable now is veiled plain dark.  Measured on a flat picture, so that only the marks
count: the exhausted picture is striped, the veiled one even.
"""

from __future__ import annotations

import statistics

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from altered_desktop import card_painter, card_scene, card_tile, face_cache, theme

CARD = {"name": "Tanuki", "type": "character", "faction": "LY", "hand_cost": 3,
        "reserve_cost": 3, "stats": [3, 3, 0], "text": "", "zone": "expedition"}


@pytest.fixture(autouse=True)
def _flat_pictures(monkeypatch):  # type: ignore[no-untyped-def]
    monkeypatch.setattr(card_scene, "paint_scene",
                        lambda p, r, *_a, **_k: p.fillRect(r, QColor("#6a7a8a")))


def _paint(rect: QRectF, card: dict, **kw) -> QImage:  # type: ignore[no-untyped-def,type-arg]
    face_cache.FACES.clear()
    img = QImage(int(rect.right()) + 10, int(rect.bottom()) + 10, QImage.Format.Format_ARGB32)
    img.fill(QColor("#1f4a34"))
    p = QPainter(img)
    card_painter.paint_card(p, rect, card, **kw)
    p.end()
    return img


def _lightness(img: QImage, box: QRectF) -> list[float]:
    return [img.pixelColor(x, y).lightnessF()
            for x in range(int(box.left()), int(box.right()))
            for y in range(int(box.top()), int(box.bottom()))]


@pytest.mark.parametrize("size", [(100, 97), (134, 97), (150, 120)])
def test_an_exhausted_tile_is_striped_a_not_usable_one_is_even(qapp, size):
    rect = QRectF(10, 10, *size)
    spent = _paint(rect, {**CARD, "statuses": ["exhausted"]})
    veiled = _paint(rect, CARD, dim=True)
    # the picture's middle, right of the cost gems and under the Exhausted tag
    art = card_tile.marks_box(rect, CARD["name"])
    gems = card_tile.cost_boxes(rect, CARD)
    box = QRectF(max(g.right() for g in gems) + 4, art.top() + art.height() * 0.4,
                 art.right() - 6 - max(g.right() for g in gems) - 4, art.height() * 0.3)
    assert box.width() > 10 and box.height() > 4
    a, b = _lightness(spent, box), _lightness(veiled, box)
    assert statistics.pstdev(b) < 0.02, statistics.pstdev(b)
    assert statistics.pstdev(a) > 0.06, statistics.pstdev(a)
    # the words keep their contrast: the tag's white on its fill
    assert theme.contrast(QColor("white"), card_tile.EXHAUSTED_FILL) >= 4.5


def test_an_exhausted_hero_is_striped_and_keeps_its_portrait(qapp):
    hero = {"name": "Nevenka & Blotch", "type": "hero", "faction": "LY",
            "text": "Something.", "zone": "hero"}
    rect = QRectF(10, 10, 150, 200)
    spent = _paint(rect, {**hero, "statuses": ["exhausted"]})
    veiled = _paint(rect, hero, dim=True)
    lay = card_painter.face_layout(rect, hero)
    box = lay.art.adjusted(lay.art.width() * 0.3, 4, -lay.art.width() * 0.3,
                           -lay.type_line.height() - 4)
    assert statistics.pstdev(_lightness(veiled, box)) < 0.02
    assert statistics.pstdev(_lightness(spent, box)) > 0.04
