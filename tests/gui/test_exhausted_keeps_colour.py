"""An exhausted card reads as turned, not as missing (review round 18 #11: "The exhausted
hero's art is blacked out under grey hatching and its name bar loses the faction colour.
It reads as 'card missing' rather than 'tapped'").

Its picture keeps its colours, a step darker, and its name's band its faction's colour;
the turn is told by its signs (the exhaust sign, the Exhausted tag, the lean in play).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from altered_desktop import card_painter, card_tile, face_cache


def _paint(rect: QRectF, card: dict, **kw) -> QImage:  # type: ignore[no-untyped-def,type-arg]
    face_cache.FACES.clear()
    img = QImage(int(rect.right()) + 10, int(rect.bottom()) + 10, QImage.Format.Format_ARGB32)
    img.fill(QColor("#1f4a34"))
    p = QPainter(img)
    card_painter.paint_card(p, rect, card, allow_turn=False, **kw)
    p.end()
    return img


def _mean(img: QImage, box: QRectF, what: str) -> float:
    px = [img.pixelColor(x, y) for x in range(int(box.left()) + 2, int(box.right()) - 2, 2)
          for y in range(int(box.top()) + 2, int(box.bottom()) - 2, 2)]
    if what == "saturation":
        return sum(c.hsvSaturationF() for c in px) / len(px)
    return sum(c.lightnessF() for c in px) / len(px)


HERO = {"name": "Nevenka & Blotch", "type": "hero", "faction": "LY",
        "text": "Something.", "zone": "hero"}
TILE = {"name": "Tanuki", "type": "character", "faction": "LY", "hand_cost": 3,
        "reserve_cost": 3, "stats": [3, 3, 0], "text": "", "zone": "expedition"}


def test_an_exhausted_hero_keeps_its_portrait_s_colours_and_its_name_s_band(qapp):
    rect = QRectF(10, 10, 150, 200)
    plain = _paint(rect, HERO)
    spent = _paint(rect, {**HERO, "statuses": ["exhausted"]})
    lay = card_painter.face_layout(rect, HERO)
    art = lay.art.adjusted(0, lay.art.height() * 0.3, -lay.art.width() * 0.3, 0)
    assert _mean(spent, art, "saturation") > 0.6 * _mean(plain, art, "saturation")
    assert _mean(spent, art, "lightness") > 0.6 * _mean(plain, art, "lightness")
    name_rect, _px = card_painter.name_box(rect, HERO["name"], True, lay.type_px)
    band = QRectF(name_rect.left() + 2, name_rect.top() + 2, 8, name_rect.height() - 4)
    assert _mean(spent, band, "saturation") > 0.8 * _mean(plain, band, "saturation")


@pytest.mark.parametrize("size", [(112, 106), (150, 120)])
def test_an_exhausted_tile_keeps_its_picture_s_colours(qapp, size):
    rect = QRectF(10, 10, *size)
    plain = _paint(rect, TILE, tile=True)
    spent = _paint(rect, {**TILE, "statuses": ["exhausted"]}, tile=True)
    art = card_tile.marks_box(rect, TILE["name"])
    gems = card_tile.cost_boxes(rect, TILE)
    box = QRectF(max(g.right() for g in gems) + 4, art.top() + art.height() * 0.4,
                 art.right() - 6 - max(g.right() for g in gems) - 4, art.height() * 0.4)
    # (the exhaust sign's grey disc and the light strokes take part of it)
    assert _mean(spent, box, "saturation") > 0.45 * _mean(plain, box, "saturation")
    assert _mean(spent, box, "lightness") > 0.6 * _mean(plain, box, "lightness")
