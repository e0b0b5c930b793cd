"""Review round 18 #5 (a floor item): at Night's Clean-up the Reserve's cards glow as
choices, and their halos reached over the zone's caption: "Reserve 3/2" measured 2.3:1
on the yellow glow.  The caption is painted after the cards, on a plate of the felt."""

from __future__ import annotations

from statistics import median

import pytest
from PySide6.QtGui import QColor

from altered_desktop import theme
from altered_desktop.table_display import ZONE_LABEL_PX
from tests.gui.test_night_next import _clean_up


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)], ids=["1366", "1920"])
def test_a_glowing_zones_caption_keeps_its_contrast(qtbot, size):
    win, game = _clean_up(qtbot, size)
    assert game.pending.kind == "cleanup"
    seat = game.pending.player
    zone = next(it for it in win.table.placement.items
                if it.kind == "zone" and it.player == seat and it.label.startswith("Reserve"))
    img = win.table.grab().toImage()
    dpr = img.devicePixelRatio()
    r = zone.rect
    top, bottom = r.top() + 1, r.top() + 1 + ZONE_LABEL_PX
    # the caption's lower half, where the halos reached: the ground round its letters
    # (pixels far from the letters' colour), against the letters' colour
    ink = theme.LABEL_DIM
    ground: list[float] = []
    for y in range(int((top + bottom) / 2), int(bottom)):
        for x in range(int(r.left() + 8), int(r.left() + 8 + 70)):
            c = QColor(img.pixel(int(x * dpr), int(y * dpr)))
            if abs(c.red() - ink.red()) + abs(c.green() - ink.green()) \
                    + abs(c.blue() - ink.blue()) > 150:
                ground.append(theme.contrast(ink, c))
    assert len(ground) > 40
    # (the letters' antialiased edges blend ink and ground: the ground's bulk is read)
    ground.sort()
    assert median(ground) >= 4.5, median(ground)
    assert ground[len(ground) // 5] >= 4.5, ground[len(ground) // 5]
