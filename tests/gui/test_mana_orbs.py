"""The Mana Orbs read at a glance (review round 18 #14: "The mana orbs are tiny (about 12
px), and ready and spent differ only by blue versus dark grey").

At 1366 x 768 each orb is at least 16 px across, inside its box and apart from the
others; a spent orb is a hollow ring (the felt shows through its middle) where a ready
one is a filled gem.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from altered_desktop import table_paint
from tests.gui.conftest import day3_window


@pytest.mark.parametrize("size, least", [((1366, 768), 16.0), ((1920, 1080), 18.0)])
def test_the_orbs_are_big_and_apart_in_their_box(qtbot, size, least):
    win = day3_window(qtbot, size)
    boxes = [it for it in win.table.items if it.kind == "mana"]
    assert len(boxes) == 2
    for it in boxes:
        n = it.extra["ready"] + it.extra["exhausted"]
        assert n >= 5
        for m in (n, 8, 10):
            orbs = table_paint.mana_orbs(it.rect, m)
            assert len(orbs) == m
            for i, o in enumerate(orbs):
                assert o.width() >= least, (size, m, o)
                assert it.rect.contains(o)
                assert o.top() >= it.rect.top() + table_paint.mana_caption_h(it.rect)
                assert all(not o.intersects(q) for q in orbs[i + 1:])


def test_a_spent_orb_is_a_hollow_ring_a_ready_one_a_filled_gem(qapp):
    felt = QColor("#1f4a34")
    r = QRectF(0, 0, 108, 79)
    img = QImage(110, 82, QImage.Format.Format_ARGB32)
    img.fill(felt)
    p = QPainter(img)
    table_paint.draw_mana(p, r, 2, 3)
    p.end()
    orbs = table_paint.mana_orbs(r, 5)
    ready, spent = orbs[0], orbs[4]
    mid = img.pixelColor(int(ready.center().x()), int(ready.center().y()))
    assert mid.blue() > mid.red() + 60  # a blue gem, filled
    hole = img.pixelColor(int(spent.center().x()), int(spent.center().y()))
    # the felt shows through the spent ring's middle (a little darker)
    assert hole.green() > hole.red() and abs(hole.hue() - felt.hue()) < 20
    rim = img.pixelColor(int(spent.center().x()), int(spent.top() + spent.height() * 0.06))
    assert rim.lightness() > hole.lightness() + 50  # the ring, light on it
