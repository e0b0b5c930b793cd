"""Each card's painting is a picture of its own, the frames wear their faction's material
and the table is a cloth under a lamp (issue #23, Look; review round 10: "every card is a
generic gold glyph on a gradient sky", "nothing is distinctive enough to find a card by
eye", "the dark-green felt is flat"; round 9: "per-card varied compositions and
backgrounds, and faction-textured frames")."""

from __future__ import annotations

import itertools
from typing import Any

import attrs
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from altered_desktop import (
    art_composition,
    art_felt,
    art_figure,
    art_frames,
    art_structures,
    card_art,
    card_painter,
    card_scene,
    card_tile,
    face_cache,
    theme,
)
from tests.gui import art_crops

FACTIONS = ("AX", "BR", "LY", "MU", "OR", "YZ")


def _pool() -> dict[str, dict[str, Any]]:
    return art_crops.pool_faces()


def _of_faction(faction: str, n: int) -> list[dict[str, Any]]:
    cards = [c for c in _pool().values() if c.get("faction") == faction
             and c.get("type") == "character"]
    return sorted(cards, key=lambda c: c["name"])[:n]


def _scene(card: dict[str, Any], w: int = 160, h: int = 64) -> QImage:
    img = QImage(w, h, QImage.Format.Format_ARGB32)
    img.fill(QColor("black"))
    p = QPainter(img)
    card_scene.paint_scene(p, QRectF(0, 0, w, h), card, focus=QRectF(30, 4, w - 50, h - 8))
    p.end()
    return img


def _coarse(img: QImage) -> list[QColor]:
    """The painting as a 16 x 6 grid of colours: its composition and light, not the
    figure's details (what tells cards apart across a table)."""
    small = img.scaled(16, 6, Qt.AspectRatioMode.IgnoreAspectRatio,
                       Qt.TransformationMode.SmoothTransformation)
    return [small.pixelColor(x, y) for y in range(6) for x in range(16)]


def _difference(a: list[QColor], b: list[QColor]) -> float:
    """Mean difference per channel (0-255) between two coarse paintings."""
    return sum(abs(x.red() - y.red()) + abs(x.green() - y.green()) + abs(x.blue() - y.blue())
               for x, y in zip(a, b, strict=True)) / (3 * len(a))


def test_compositions_vary_from_card_to_card_and_stay_put_for_one(qapp):
    cards = list(_pool().values())
    comps = [art_composition.compose(c, card_scene.seed_of(c)) for c in cards]
    # the same card is composed the same way every time
    again = [art_composition.compose(dict(c), card_scene.seed_of(dict(c))) for c in cards]
    assert comps == again
    places = [c.place for c in comps]
    assert sum(p < 0.34 for p in places) > len(places) / 5  # left
    assert sum(p > 0.66 for p in places) > len(places) / 5  # right
    assert sum(0.34 <= p <= 0.66 for p in places) > len(places) / 5  # middle
    kinds = {c.treatment for c in comps}
    assert kinds == {art_composition.STATUE, art_composition.SILHOUETTE,
                     art_composition.GLOW}
    for kind in kinds:  # none of them a rarity
        assert sum(c.treatment == kind for c in comps) > len(comps) / 10
    scales = sorted(c.scale for c in comps)
    assert scales[len(scales) // 10] < 0.7 < 0.85 < scales[-len(scales) // 10]
    horizons = sorted(c.horizon for c in comps)
    assert horizons[-1] - horizons[0] > 0.2


def test_paintings_of_one_factions_cards_differ_at_a_glance(qapp):
    """Two cards of one faction seen as a 16 x 6 grid (their composition, sky and light)
    differ clearly, pair by pair; the same card twice is the same picture."""
    for faction in FACTIONS:
        cards = _of_faction(faction, 10)
        assert len(cards) >= 8, faction
        shots = [_coarse(_scene(c)) for c in cards]
        diffs = [_difference(a, b) for a, b in itertools.combinations(shots, 2)]
        mean = sum(diffs) / len(diffs)
        assert mean > 30, (faction, mean)
        assert sum(d < 8 for d in diffs) <= len(diffs) // 20, (faction, sorted(diffs)[:5])
    card = _of_faction("OR", 1)[0]
    first = _scene(card)
    card_scene.clear_cache()
    card_art._tinted.clear()
    assert _scene(card) == first


def test_a_backlit_figure_stands_before_a_big_sun_or_moon(qapp, monkeypatch):
    """A silhouette has its light right behind it: round its figure the painting is
    brighter than round the same figure painted as a lit sculpture (on a big face: a
    table's tile has no disc behind its figure, `card_scene.BACKLIT_FOCUS`)."""
    pool = list(_pool().values())
    backlit = [c for c in pool if c.get("type") == "character" and art_composition.compose(
        c, card_scene.seed_of(c)).treatment == art_composition.SILHOUETTE][:6]
    assert len(backlit) == 6
    real = art_composition.compose
    w, h = 300, 220
    focus = QRectF(20, 6, w - 40, h - 12)

    def around(card: dict[str, Any], treatment: str) -> float:
        monkeypatch.setattr(art_composition, "compose", lambda c, s: attrs.evolve(
            real(c, s), treatment=treatment))
        card_scene.clear_cache()
        comp = art_composition.compose(card, card_scene.seed_of(card))
        box = art_figure.figure_box(focus, card_scene._scale(comp.scale, focus), comp.place)
        img = QImage(w, h, QImage.Format.Format_ARGB32)
        img.fill(QColor("black"))
        p = QPainter(img)
        card_scene.paint_scene(p, QRectF(0, 0, w, h), card, focus=focus)
        p.end()
        wide = box.adjusted(-box.width() * 0.3, -box.height() * 0.3, box.width() * 0.3, 0)
        cs = [img.pixelColor(x, y) for x in range(max(0, int(wide.left())),
                                                  min(w, int(wide.right())), 2)
              for y in range(max(0, int(wide.top())), int(box.center().y()), 2)
              if not box.contains(x, y)]
        return sum(c.lightness() for c in cs) / len(cs)

    for card in backlit:
        assert around(card, art_composition.SILHOUETTE) > \
            around(card, art_composition.STATUE) + 12, card["name"]
    card_scene.clear_cache()


def test_each_faction_has_landmarks_of_its_own(qapp):
    def landmark(faction: str, kind: int) -> QImage:
        img = QImage(200, 120, QImage.Format.Format_ARGB32)
        img.fill(QColor(90, 120, 160))
        p = QPainter(img)
        art_structures.paint_landmark(p, QRectF(0, 0, 200, 120), faction=faction, kind=kind,
                                      x=100, base=100, height=50, body=QColor(40, 40, 60),
                                      lit=QColor(200, 190, 160), light=QColor("white"),
                                      night=False, seed=7, sun_x=160)
        p.end()
        return img

    blank = QImage(200, 120, QImage.Format.Format_ARGB32)
    blank.fill(QColor(90, 120, 160))
    shots = {(f, k): landmark(f, k) for f in FACTIONS for k in (0, 1)}
    for key, img in shots.items():
        changed = sum(img.pixelColor(x, y) != blank.pixelColor(x, y)
                      for x in range(0, 200, 2) for y in range(0, 120, 2))
        assert changed > 150, key  # something stands there, not a speck
    assert len({bytes(img.constBits()) for img in shots.values()}) == len(shots)


def _tile(card: dict[str, Any]) -> QImage:
    img = QImage(154, 120, QImage.Format.Format_ARGB32)
    img.fill(QColor("black"))
    p = QPainter(img)
    card_painter.paint_card(p, QRectF(10, 10, 134, 100), card, allow_turn=False, tile=True)
    p.end()
    return img


def test_each_factions_frame_has_its_material(qapp, monkeypatch):
    """The frame's ring differs from a plain one, in a pattern of its faction's own;
    the name band and the statistics stay the same pixels (drawn over it)."""
    base = _of_faction("OR", 1)[0]
    rect = QRectF(10, 10, 134, 100)
    textured = {}
    for f in FACTIONS:
        face_cache.FACES.clear()
        textured[f] = _tile(dict(base, faction=f))
    monkeypatch.setattr(art_frames, "texture", lambda *_a, **_kw: None)
    for f in FACTIONS:
        face_cache.FACES.clear()
        plain = _tile(dict(base, faction=f))
        ring = [(x, y) for x in range(10, 144) for y in list(range(11, 14)) + list(range(106, 109))]
        changed = sum(textured[f].pixelColor(x, y) != plain.pixelColor(x, y) for x, y in ring)
        assert changed > len(ring) / 10, (f, changed, len(ring))
        for box in (card_tile.name_box(rect, base["name"]), card_tile.stats_band(rect)):
            inside = box.adjusted(2, 2, -2, -2)
            for x in range(int(inside.left()), int(inside.right()), 2):
                for y in range(int(inside.top()), int(inside.bottom()), 2):
                    assert textured[f].pixelColor(x, y) == plain.pixelColor(x, y), (f, x, y)
    face_cache.FACES.clear()


def test_an_exhausted_cards_frame_is_drained_of_its_material(qapp, monkeypatch):
    """A spent card reads as spent: its grey frame shows no material (which would
    lighten it again)."""
    card = dict(_of_faction("LY", 1)[0], statuses=["exhausted"])
    face_cache.FACES.clear()
    tired = _tile(card)
    monkeypatch.setattr(art_frames, "texture", lambda *_a, **_kw: None)
    face_cache.FACES.clear()
    assert _tile(card) == tired
    face_cache.FACES.clear()
    assert art_frames.drained(card_tile.tired_colour(theme.FACTION_COLOURS["LY"]))
    assert not art_frames.drained(theme.FACTION_COLOURS["LY"])


def test_a_frame_colour_tells_its_faction_even_when_drained(qapp):
    for f in FACTIONS:
        fc = theme.FACTION_COLOURS[f]
        assert art_frames.faction_of_colour(fc) == f
        assert art_frames.faction_of_colour(theme.readable_fill(fc, ratio=3.0)) == f
        assert art_frames.faction_of_colour(card_tile.tired_colour(fc)) == f
    assert art_frames.faction_of_colour(theme.FACTION_COLOURS[None]) is None


def _lum(c: QColor) -> float:
    def lin(v: int) -> float:
        s = v / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4
    return 0.2126 * lin(c.red()) + 0.7152 * lin(c.green()) + 0.0722 * lin(c.blue())


def test_the_felt_has_depth_and_stays_a_dark_ground_for_text(qapp):
    def felt() -> QImage:
        img = QImage(800, 500, QImage.Format.Format_ARGB32)
        img.fill(QColor("black"))
        p = QPainter(img)
        art_felt.paint_felt(p, QRectF(0, 0, 800, 500))
        p.end()
        return img

    img = felt()
    art_felt._weave.clear()
    assert felt() == img  # the same cloth every time
    px = [img.pixelColor(x, y) for x in range(0, 800, 3) for y in range(0, 500, 3)]
    # never lighter than the ground the table's text is checked on
    assert max(_lum(c) for c in px) <= _lum(theme.FELT_LIGHT) * 1.02
    # a weave: neighbouring pixels differ (a flat fill or a smooth gradient would not)
    rough = sum(img.pixelColor(x, 250) != img.pixelColor(x + 1, 250) for x in range(300, 500))
    assert rough > 80
    # lit in its middle, the corners in shade
    def mean(x0: int, y0: int) -> float:
        cs = [img.pixelColor(x, y) for x in range(x0, x0 + 40) for y in range(y0, y0 + 40)]
        return sum(c.lightness() for c in cs) / len(cs)
    assert mean(380, 230) > mean(10, 10) + 8
    assert mean(380, 230) > mean(750, 450) + 8
