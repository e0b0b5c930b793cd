"""The "at region N" caption says the same thing in the same way at every size (review
r16 #5: "at region 3: water" in one band, "at region 5" over the terrains' icons in the
next).  Its long form now writes each terrain's icon before its word, the icons the
short and icons-only forms show (and the Expedition's totals), after the same words
"at region N"; painted, it stays inside the rectangle the layout measured for it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from altered_desktop import region_caption, theme


@pytest.mark.parametrize("terrains", [("water",), ("forest", "mountain"),
                                      ("forest", "mountain", "water")])
def test_the_long_form_shows_the_short_forms_words_and_icons(qapp, terrains):
    before, parts, after = region_caption.long_parts(3, terrains)
    assert before.startswith(region_caption.short_text(3))
    assert [t for t, _w in parts] == list(terrains) and after == ""
    # wider than its words alone by an icon and a gap per terrain
    words = region_caption._advance(region_caption.long_text(3, terrains),
                                    region_caption.px())
    d = region_caption.chip_size()
    assert region_caption.long_width(3, terrains) >= words + len(terrains) * d

    band = QRectF(0, 0, 420, 60)
    r = region_caption.long_rect(3, terrains, band)
    img = QImage(420, 60, QImage.Format.Format_ARGB32)
    img.fill(QColor(0, 0, 0, 0))
    p = QPainter(img)
    region_caption.paint_long(p, r, 3, terrains)
    p.end()
    inked = [(x, y) for y in range(60) for x in range(420) if img.pixelColor(x, y).alpha() > 40]
    assert inked
    # nothing outside its rectangle (no letter cut off by what lies left of it)
    assert all(r.adjusted(-1, -1, 1, 1).contains(x + 0.5, y + 0.5) for x, y in inked)
    # each terrain's icon in its colour
    for t in terrains:
        want = QColor(theme.TERRAIN_COLOURS[t])
        assert any(_near(img.pixelColor(x, y), want) for x, y in inked), t


def test_no_terrain_is_said_in_words(qapp):
    before, parts, _after = region_caption.long_parts(4, ())
    assert parts == () and before == region_caption.long_text(4, ())


def _near(a: QColor, b: QColor) -> bool:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) < 30
