"""A table tile's picture is its face (issue #23, review r15 "Look 5" and #5: "the art is
a thin strip, 100 x 40 px at 1366 ... Kakoba's three-line name leaves about 30 px").

The painting fills the tile inside its frame's rim; the name stands on a banner over its
top, as wide as the name (the painting shows either side of it), and the statistics'
pills over its foot.

Figures, at a 1366 x 768 table's 100 x 103 Expedition tile (pixels of picture seen,
measured by painting the picture in one flat colour and counting it), before -> now:
Ordis Spy 4045 -> 4656, Ordis Recruit (a token: no costs) 4788 -> 5032, Foundry
Mechanic (two lines) 2873 -> 3516, Kakoba, Legion Commander (three lines) 1795 -> 1970
(with the cost discs of 14 px digits, review r15 #4).  Review r17 #5 asked the costs to
carry their hand and Reserve labels on every tile: compact badges, the discs' height,
a small label inside each, take some 5 px more of each badge's width: Ordis Spy 4410,
Foundry Mechanic 3290, Kakoba 1724.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from altered_desktop import card_painter, card_scene, card_tile, face_cache, theme
from tests.gui.art_crops import pool_faces
from tests.gui.art_measure import MARK

#: a 1366 x 768 table's Expedition tile, and a 1920 x 1080 one's
TILE_1366, TILE_1920 = (100.0, 103.0), (118.0, 146.0)


def _face(name: str) -> dict[str, Any]:
    return {**pool_faces()[name], "zone": "expedition"}


def _painted(card: dict[str, Any], w: float, h: float, flat: bool = False) -> QImage:
    """`card` painted as the table paints a tile (its picture in one flat colour when
    `flat`), in an image 10 px larger on every side."""
    real = card_scene.paint_scene
    if flat:
        card_scene.paint_scene = (  # type: ignore[assignment]
            lambda p, rect, *_a, **_k: p.fillRect(rect, MARK))
    face_cache.FACES.clear()
    card_scene.clear_cache()
    img = QImage(int(w) + 20, int(h) + 20, QImage.Format.Format_ARGB32)
    img.fill(QColor("black"))
    try:
        p = QPainter(img)
        card_painter.paint_card(p, QRectF(10, 10, w, h), card, allow_turn=False, tile=True)
        p.end()
    finally:
        card_scene.paint_scene = real  # type: ignore[assignment]
        face_cache.FACES.clear()
    return img


def _seen(img: QImage) -> int:
    mark = MARK.rgba()
    return sum(1 for y in range(img.height()) for x in range(img.width())
               if img.pixel(x, y) == mark)


@pytest.mark.parametrize("size", [TILE_1366, TILE_1920])
def test_the_painting_shows_beside_a_short_name_and_above_its_foot(qapp, size):
    """The picture reaches the frame's top corners beside a short name's banner, and
    runs under the statistics between their pills."""
    w, h = size
    card = _face("Tanuki")
    img = _painted(card, w, h, flat=True)
    rect = QRectF(10, 10, w, h)
    banner, frame = card_tile.name_banner(rect, card), card_tile.picture_frame(rect)
    assert banner.width() < frame.width() - 20  # a short name: a plaque, not a band
    y = int(banner.center().y())
    assert img.pixelColor(int(frame.left() + 3), y) == MARK
    assert img.pixelColor(int(frame.right() - 3), y) == MARK
    first, second = card_tile.stat_boxes(rect)[:2]
    gap = int((first.right() + second.left()) / 2)
    assert img.pixelColor(gap, int(first.center().y())) == MARK


#: the least pixels of picture a 1366 table's 100 x 103 tile shows, by the name's lines
#: (the figures in the docstring, less a margin)
SEEN_FLOOR_1366 = {"Ordis Spy": 4350, "Foundry Mechanic": 3200,
                   "Kakoba, Legion Commander": 1650}


@pytest.mark.parametrize("name", sorted(SEEN_FLOOR_1366))
def test_a_1366_tile_shows_more_picture(qapp, name):
    w, h = TILE_1366
    assert _seen(_painted(_face(name), w, h, flat=True)) >= SEEN_FLOOR_1366[name]


@pytest.mark.parametrize("name", ["Ordis Spy", "Kakoba, Legion Commander", "Asmodeus",
                                  "Esmeralda", "Foundry Mechanic"])
@pytest.mark.parametrize("size", [TILE_1366, TILE_1920])
def test_the_name_reads_on_its_banner_whatever_the_painting(qapp, name, size):
    """White letters on the banner's own fill, at 4.5:1 or more, in its margins left
    and right of the letters (no painting shows through it), and the letters, the
    statistics and the costs never overlap the banner's edges."""
    w, h = size
    card = _face(name)
    rect = QRectF(10, 10, w, h)
    img = _painted(card, w, h)
    banner = card_tile.name_banner(rect, card)
    letters = card_tile.name_letters(rect, card)
    assert banner.contains(letters.adjusted(1, 1, -1, -1))
    for box in card_tile.stat_boxes(rect):
        assert not box.intersects(banner)
    for x in (int(banner.left() + 2), int(banner.right() - 2)):
        if letters.left() - 1 <= x <= letters.right() + 1:
            continue
        for y in range(int(banner.top()) + 3, int(banner.bottom()) - 1):
            c = img.pixelColor(x, y)
            assert theme.contrast(QColor("white"), c) >= 4.5, (name, x, y, c.name())


def test_a_tile_is_painted_the_same_twice(qapp):
    """The picture is made from the card alone: two paintings, caches emptied between,
    are equal to the pixel (a face cached once per card and size is the same face)."""
    w, h = TILE_1366
    card = _face("Ordis Cadets")
    assert _painted(card, w, h) == _painted(card, w, h)


def test_a_dimmed_tile_veils_the_painting_beside_its_banner(qapp):
    """A tile that cannot be chosen now is veiled over its whole painting, beside the
    name's banner too, never over the banner itself."""
    w, h = TILE_1366
    card = _face("Ordis Spy")
    rect = QRectF(0, 0, w, h)
    area = card_painter.dim_area(rect, card, True)
    banner, frame = card_tile.name_banner(rect, card), card_tile.picture_frame(rect)
    assert area.contains(QRectF(frame.left() + 1, banner.top() + 2, 3, 3))
    assert not area.intersects(banner.adjusted(1, 1, -1, -1))
