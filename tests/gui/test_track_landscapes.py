"""The Adventure's regions are small landscapes of their terrains (issue #23, review r15
"Look 5": "flat green felt ... BGA's Altered-themed board is nicer to look at"), and what
a Dusk is decided on still reads on them: the terrain icons on their own colours, the
number on its disc, the name on a parchment plate at 4.5:1 or more."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from altered_desktop import art_backdrop, art_track, table_paint, theme

TILE = QRectF(10, 10, 110, 92)


def _region(terrains: list[str], name: str = "Tumult 1", place: float = 0.5) -> QImage:
    art_track.clear_cache()
    img = QImage(int(TILE.right()) + 10, int(TILE.bottom()) + 10, QImage.Format.Format_ARGB32)
    img.fill(QColor("#1f4a35"))
    p = QPainter(img)
    table_paint.draw_region(p, TILE, {"name": name, "terrains": terrains}, number=3,
                            place=place)
    p.end()
    return img


def _difference(a: QImage, b: QImage, box: QRectF) -> float:
    """Mean summed channel difference over `box`, sampled every 2 px."""
    total, n = 0, 0
    for y in range(int(box.top()), int(box.bottom()), 2):
        for x in range(int(box.left()), int(box.right()), 2):
            ca, cb = a.pixelColor(x, y), b.pixelColor(x, y)
            total += abs(ca.red() - cb.red()) + abs(ca.green() - cb.green()) + \
                abs(ca.blue() - cb.blue())
            n += 1
    return total / max(1, n)


def test_a_region_shows_the_land_of_its_terrains(qapp):
    """A forest's view and a water's differ (pines on a hill, a lake), and a region is
    no flat tile: its pixels vary (the old beige gradient varied by a few levels)."""
    forest, water = _region(["forest"]), _region(["water"])
    assert _difference(forest, water, TILE.adjusted(4, 4, -4, -4)) > 25
    lights = [forest.pixelColor(int(TILE.left()) + 6 + 4 * i, int(TILE.center().y()) + 12
                                ).lightness() for i in range(24)]
    assert max(lights) - min(lights) > 40


def test_the_hour_runs_along_the_track(qapp):
    """Morning at the Hero end, evening at the Companion end: one region painted at
    either end differs."""
    morning, evening = _region(["mountain"], place=0.0), _region(["mountain"], place=1.0)
    assert _difference(morning, evening, TILE.adjusted(4, 4, -4, -30)) > 20


def test_the_name_s_plate_keeps_4_5_to_1_over_any_painting(qapp):
    """The plate is near-solid: dark ink on it reads at 4.5:1 over a black or a white
    painting (the two ends of what a landscape can be under it)."""
    for under in (QColor("black"), QColor("white")):
        plate = art_backdrop.mix(under, QColor(art_track.NAME_PLATE.rgb()),
                                 art_track.NAME_PLATE.alphaF())
        assert theme.contrast(theme.INK, plate) >= 4.5, under.name()


def test_a_landscape_is_painted_once_per_size(qapp):
    art_track.clear_cache()
    a = art_track.landscape((110.0, 92.0), ["forest", "water"], "Tumult 2", 0.5, 1.0)
    b = art_track.landscape((110.0, 92.0), ["forest", "water"], "Tumult 2", 0.5, 1.0)
    assert a is b
    c = art_track.landscape((120.0, 92.0), ["forest", "water"], "Tumult 2", 0.5, 1.0)
    assert c is not a


def _block_spread(monkeypatch: object | None = None) -> float:
    """The spread (standard deviation) of the mean lightness of 40 px blocks across the
    felt's middle band."""
    from PySide6.QtCore import QRectF as _R

    from altered_desktop import art_felt

    img = QImage(800, 500, QImage.Format.Format_ARGB32)
    img.fill(QColor("black"))
    p = QPainter(img)
    art_felt.paint_felt(p, _R(0, 0, 800, 500))
    p.end()
    means = []
    for bx in range(40, 760, 40):
        for by in (120, 330):
            cs = [img.pixelColor(x, y).lightness() for x in range(bx, bx + 40, 4)
                  for y in range(by, by + 40, 4)]
            means.append(sum(cs) / len(cs))
    avg = sum(means) / len(means)
    return (sum((m - avg) ** 2 for m in means) / len(means)) ** 0.5


def test_the_felt_is_a_cloth_with_a_surface(qapp, monkeypatch):
    """Review r15: "flat green felt".  Soft shades lie in the cloth (its nap brushed
    different ways) beyond the lamp's pool: the lightness of blocks across the middle
    varies more than under the lamp alone."""
    from altered_desktop import art_felt

    with_shades = _block_spread()
    monkeypatch.setattr(art_felt, "MOTTLES", 0)
    assert with_shades > _block_spread() * 1.2
