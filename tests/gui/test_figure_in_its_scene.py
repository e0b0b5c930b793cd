"""A card's figure stands in its picture, not on it (round 19, Look 5: "the cards use
emblem-style placeholder art"): it casts its shadow on its ground away from the sun, it
has no sticker's halo round it, figures are near and far from card to card, and few
Characters are glowing emblems."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from altered_desktop import art_composition, art_figure, card_art, card_scene
from altered_desktop.card_browser_model import card_face
from engine.cards.registry import shipped_cards

GROUND = QColor(128, 128, 128)
SKY = QColor("#9fb4d0")
LIGHT = QColor("#fff0c8")
#: a standing figure with a broad foot (the icon set's knight helm would do as well)
ICON = card_art.illustration_of({"name": "x", "type": "character",
                                 "subtypes": ["Adventurer"]})


def _luma(img: QImage, r: QRectF) -> float:
    total = n = 0
    for y in range(int(r.top()), int(r.bottom())):
        for x in range(int(r.left()), int(r.right())):
            c = img.pixelColor(x, y)
            total += 0.3 * c.red() + 0.59 * c.green() + 0.11 * c.blue()
            n += 1
    return total / max(1, n)


def _figure_on_ground(sun_x: float, *, sky: QColor | None = SKY) -> tuple[QImage, QRectF]:
    img = QImage(240, 160, QImage.Format.Format_ARGB32)
    img.fill(GROUND)
    focus = QRectF(60, 20, 120, 120)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    art_figure.paint_figure(p, focus, ICON, seed=7, faction="OR", light=LIGHT, sun_x=sun_x,
                            scale=0.5, place=0.5, foot=130.0, sky=sky)
    p.end()
    return img, art_figure.figure_box(focus, 0.5, 0.5, 130.0)


def _feet(box: QRectF) -> float:
    """Where the figure standing in `box` meets the ground: its lowest solid row."""
    made = art_figure.figure_image(ICON, int(box.width()), 1.0,
                                   art_figure.MATERIALS["bronze"], LIGHT, True, sky=SKY)
    assert made is not None
    img, pad = made
    for y in range(img.height() - 1, -1, -1):
        if any(img.pixelColor(x, y).alpha() > 200 for x in range(img.width())):
            return box.center().y() - img.height() / 2 + y + 1
    return box.bottom()


@pytest.mark.parametrize("sun_left", [True, False])
def test_a_figure_casts_its_shadow_on_the_ground_away_from_the_sun(qapp, sun_left):
    sun_x = 0.0 if sun_left else 240.0
    img, box = _figure_on_ground(sun_x)
    s = box.width()
    foot = _feet(box)
    # beside the figure, on the ground just behind its feet: in shade on the side away
    # from the sun, in none on the sun's side (a disc under the feet reached neither)
    away = (QRectF(box.right() + s * 0.2, foot - s * 0.22, s * 0.25, s * 0.18) if sun_left
            else QRectF(box.left() - s * 0.45, foot - s * 0.22, s * 0.25, s * 0.18))
    near = (QRectF(box.left() - s * 0.45, foot - s * 0.22, s * 0.25, s * 0.18) if sun_left
            else QRectF(box.right() + s * 0.2, foot - s * 0.22, s * 0.25, s * 0.18))
    grey = 0.3 * 128 + 0.59 * 128 + 0.11 * 128
    assert _luma(img, away) < grey - 10, (_luma(img, away), grey)
    assert _luma(img, near) > grey - 3, (_luma(img, near), grey)


def _ring_alpha(img: QImage, pad: int) -> float:
    """The mean alpha of the margin round a figure's square (its glow, its outline)."""
    total = n = 0
    w, h = img.width(), img.height()
    inner = max(2, pad // 3)  # past the outline's ink
    for y in range(h):
        for x in range(w):
            if pad - inner <= x < w - pad + inner and pad - inner <= y < h - pad + inner:
                continue
            total += img.pixelColor(x, y).alpha()
            n += 1
    return total / max(1, n)


def test_a_figure_in_its_scene_has_no_stickers_halo(qapp):
    material = art_figure.MATERIALS["bronze"]
    bare = art_figure.figure_image(ICON, 80, 1.0, material, LIGHT, True)
    lit = art_figure.figure_image(ICON, 80, 1.0, material, LIGHT, True, sky=SKY)
    assert bare is not None and lit is not None
    # a Hero's burst keeps its glow; a figure under its scene's sky only a breath of it
    assert _ring_alpha(lit[0], lit[1]) < 0.45 * _ring_alpha(bare[0], bare[1])


def test_figures_on_table_tiles_stand_near_and_far(qapp):
    focus = QRectF(0, 0, 80, 82)  # a 1366 Expedition tile's figure space
    cards = [card_face(c) for c in shipped_cards()][:120]
    sizes = {round(card_scene._scale(art_composition.compose(c, card_scene.seed_of(c)).scale,
                                     focus), 2) for c in cards}
    assert max(sizes) - min(sizes) >= 0.12, sorted(sizes)
    assert len(sizes) >= 8


def test_few_characters_are_glowing_emblems(qapp):
    chars = [card_face(c) for c in shipped_cards()]
    chars = [c for c in chars if c.get("type") == "character"]
    glow = sum(art_composition.compose(c, card_scene.seed_of(c)).treatment
               == art_composition.GLOW for c in chars)
    assert glow / len(chars) < 0.15, glow / len(chars)
    # spells stay magic
    spells = [card_face(c) for c in shipped_cards()]
    spells = [c for c in spells if c.get("type") == "spell"]
    glow_spells = sum(art_composition.compose(c, card_scene.seed_of(c)).treatment
                      == art_composition.GLOW for c in spells)
    assert glow_spells / len(spells) > 0.5


def _body_mean(img: QImage, inset: int = 3) -> tuple[float, float, float]:
    """The mean colour of a figure's body: its opaque pixels `inset` px or more inside
    its edges (not its outline, not the rims along them)."""
    w, h = img.width(), img.height()
    solid = [[img.pixelColor(x, y).alpha() == 255 for x in range(w)] for y in range(h)]
    rs = gs = bs = n = 0.0
    for y in range(inset, h - inset):
        for x in range(inset, w - inset):
            if all(solid[y + dy][x + dx] for dy in (-inset, 0, inset)
                   for dx in (-inset, 0, inset)):
                c = img.pixelColor(x, y)
                rs, gs, bs, n = rs + c.red(), gs + c.green(), bs + c.blue(), n + 1
    assert n > 50
    return rs / n, gs / n, bs / n


def test_a_figure_takes_the_light_of_its_scene(qapp):
    """One bronze figure under a night's blue sky and under a dusk's orange one: its
    body (not only its rims) is bluer under the one and warmer under the other, as
    a thing standing in that light is; before, a figure kept one metal at every hour
    and read as a badge laid on its picture."""
    material = art_figure.MATERIALS["bronze"]
    night = art_figure.figure_image(ICON, 90, 1.0, material, QColor("#9ab0ff"), True,
                                    sky=QColor("#2a3a78"))
    dusk = art_figure.figure_image(ICON, 90, 1.0, material, QColor("#ffb060"), True,
                                   sky=QColor("#c8603a"))
    assert night is not None and dusk is not None
    (nr, _ng, nb), (dr, _dg, db) = _body_mean(night[0]), _body_mean(dusk[0])
    assert (nb - nr) - (db - dr) >= 15, ((nr, nb), (dr, db))  # 7.8 before, 20.6 now
