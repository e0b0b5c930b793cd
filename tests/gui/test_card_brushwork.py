"""A card's setting is painted, not drawn (review round 18, Look: "the card art is flat
pictograms"): brush strokes in its sky and on its ground, its far land paler in the air,
its figure and prop turning into a soft shade away from the sun and lit by the sky along
their upper edges."""

from __future__ import annotations

import statistics

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from altered_desktop import art_brush, art_figure


def _lum(c: QColor) -> float:
    return 0.3 * c.red() + 0.59 * c.green() + 0.11 * c.blue()


def _flat(colour: str, w: int = 120, h: int = 80) -> QImage:
    img = QImage(w, h, QImage.Format.Format_ARGB32)
    img.fill(QColor(colour))
    return img


def test_brushwork_marks_a_flat_sky_without_changing_its_colour(qapp):
    img = _flat("#406080")
    p = QPainter(img)
    art_brush.paint_brushwork(p, QRectF(0, 0, 120, 80), seed=5)
    p.end()
    lums = [_lum(img.pixelColor(x, y)) for x in range(0, 120, 2) for y in range(0, 80, 2)]
    assert statistics.pstdev(lums) > 2.0  # strokes: tone varies across the flat sky
    assert abs(statistics.mean(lums) - _lum(QColor("#406080"))) < 6  # its colour kept
    # two cards' skies carry their marks in different places
    other = _flat("#406080")
    p = QPainter(other)
    art_brush.paint_brushwork(p, QRectF(0, 0, 120, 80), seed=6)
    p.end()
    assert img != other


def test_the_air_pales_the_far_land_at_the_horizon_not_the_near_ground(qapp):
    img = _flat("#20301c", 100, 100)
    p = QPainter(img)
    art_brush.paint_air(p, QRectF(0, 0, 100, 100), 50.0, QColor("#c8d8f0"))
    p.end()
    at, near, high = (_lum(img.pixelColor(50, y)) for y in (50, 90, 2))
    dark = _lum(QColor("#20301c"))
    assert at > dark + 40  # the horizon's land paler, toward the sky's colour
    assert abs(near - dark) < 2 and abs(high - dark) < 2  # near ground and zenith untouched


def _darkening(flat: QImage, lit: QImage, pad: int) -> tuple[float, float]:
    """How much darker `lit` is than `flat` over the figure's body: mean over its left
    third and over its right third."""
    w = flat.width()
    left, right = [], []
    for y in range(pad, flat.height() - pad):
        for x in range(pad, w - pad):
            a, b = flat.pixelColor(x, y), lit.pixelColor(x, y)
            if a.alpha() == 255 and b.alpha() == 255:
                if x < pad + (w - 2 * pad) / 3:
                    left.append(_lum(a) - _lum(b))
                elif x > w - pad - (w - 2 * pad) / 3:
                    right.append(_lum(a) - _lum(b))
    return statistics.mean(left), statistics.mean(right)


def test_a_figure_under_a_sky_turns_into_shade_away_from_the_sun(qapp):
    """The goat's far side darkens more than its near side once it stands under a sky
    (its form turning away from the sun), whichever side the sun is on."""
    args = ("goat", 80, 1.0, art_figure.MATERIALS["silver"], QColor("#fff2cc"))
    for sun_left in (True, False):
        flat = art_figure.figure_image(*args, sun_left=sun_left)
        lit = art_figure.figure_image(*args, sun_left=sun_left, sky=QColor("#a0c0e0"))
        assert flat is not None and lit is not None
        near, far = _darkening(flat[0], lit[0], flat[1])
        if not sun_left:
            near, far = far, near
        assert far > near + 6 and far > 2 * near, (sun_left, near, far)
