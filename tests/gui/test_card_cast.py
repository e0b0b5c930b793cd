"""A card's painting is a small scene, not one glyph: the tokens it creates stand behind
its figure, a token stands with its squad, a prop of its kind stands beside it (review
round 16, defect 1: "one flat glyph per card, so cards can't be told apart at a glance.
Ordis Recruit, Ordis Cadets and Ordis Spy all read as a dark icon on teal-grey")."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from PySide6.QtGui import QImage

from altered_desktop import art_cast, art_figure, card_art, card_scene
from tests.gui import art_crops

#: a table tile's size at 1366 x 768 (review r16: cards about 110 x 105 px)
TILE_1366 = (108.0, 104.0)


def _face(name: str) -> dict[str, Any]:
    return art_crops.pool_faces()[name]


def _changed(a: QImage, b: QImage, step: int = 60) -> float:
    """The share of pixels whose colour differs by more than `step` (channels summed)."""
    hit = 0
    for y in range(a.height()):
        for x in range(a.width()):
            p, q = a.pixelColor(x, y), b.pixelColor(x, y)
            if abs(p.red() - q.red()) + abs(p.green() - q.green()) + \
                    abs(p.blue() - q.blue()) > step:
                hit += 1
    return hit / max(1, a.width() * a.height())


def test_the_cast_comes_from_the_cards_facts(qapp):
    recruit = card_art.card_icons()["Ordis Recruit"]
    cadets = art_cast.cast_of(_face("Ordis Cadets"), 1, "x")
    assert (cadets.followers, cadets.count) == (recruit, 1)  # "Create an Ordis Recruit"
    two = {"name": "X", "type": "character", "subtypes": ["messenger"], "text":
           "When played from Reserve — Create two Ordis Recruit 1/1/1 Soldier tokens "
           "in my Expedition."}
    assert (art_cast.cast_of(two, 1, "x").followers, art_cast.cast_of(two, 1, "x").count) \
        == (recruit, 2)
    squad = art_cast.cast_of(_face("Ordis Recruit"), 1, recruit)
    assert (squad.followers, squad.count, squad.prop) == (recruit, 2, None)
    spy = _face("Ordis Spy")
    prop = art_cast.cast_of(spy, card_scene.seed_of(spy), card_art.illustration_of(spy)).prop
    assert prop in art_cast._props(spy)  # of what it is: its name, its kind
    assert prop != card_art.illustration_of(spy)


def test_every_prop_is_a_vendored_icon_and_every_character_has_a_cast(qapp):
    have = {p.stem for p in card_art.ICON_DIR.glob("*.png")}
    assert art_cast.all_prop_icons() <= have
    assert art_cast.all_prop_icons() <= set(card_art.all_icon_names())
    for card in art_crops.pool_faces().values():
        if card.get("type") in ("character", "spell", "permanent"):
            cast = art_cast.cast_of(card, card_scene.seed_of(card),
                                    card_art.illustration_of(card))
            assert cast.prop or cast.count, card["name"]


@pytest.mark.parametrize("name", ["Ordis Recruit", "Ordis Cadets", "Ordis Spy",
                                  "Foundry Mechanic"])
def test_the_cast_shows_on_a_1366_tile(qapp, monkeypatch, name):
    """What the cast adds is seen on the table, not hidden under gems and pills: at
    least a tenth of the picture's clear part changes when it is left out; 6 % since
    a tile's figure, and its followers with it, stands half as tall in its landscape
    (review r17: "an icon, not Altered's art"; Ordis Recruit's two followers 6.5 %,
    the others 20-32 %)."""
    card = _face(name)
    rect = art_crops.seen_rect(card, *TILE_1366)
    full = art_crops._tile(card, *TILE_1366).copy(rect)
    monkeypatch.setattr(art_cast, "cast_of", lambda *_a: art_cast.Cast(None, None, 0, True))
    alone = art_crops._tile(card, *TILE_1366).copy(rect)
    assert _changed(full, alone) > 0.06, name


def test_one_factions_soldiers_and_citizens_differ_on_the_table(qapp):
    """Ordis Recruit, Ordis Cadets, Ordis Spy and Foundry Mechanic, as a player sees
    them at 1366: any two differ in most of the picture's clear part."""
    names = ["Ordis Recruit", "Ordis Cadets", "Ordis Spy", "Foundry Mechanic"]
    seen = {}
    for name in names:
        card = _face(name)
        seen[name] = art_crops._tile(card, *TILE_1366).copy(
            art_crops.seen_rect(card, *TILE_1366))
    for a, b in itertools.combinations(names, 2):
        w = min(seen[a].width(), seen[b].width())
        h = min(seen[a].height(), seen[b].height())
        assert _changed(seen[a].copy(0, 0, w, h), seen[b].copy(0, 0, w, h)) > 0.45, (a, b)


#: a narrow table tile at 1366 x 768 (five cards in an Expedition, review r18: "the
#: narrowest layout")
TILE_NARROW = (86.0, 104.0)
#: the share of such a tile the prop changes when it is seen (0.6-1.8 %; 0-0.3 % when
#: it stood under the gems)
PROP_SEEN = 0.005


@pytest.mark.parametrize("name", ["Foundry Mechanic", "Ordis Cadets", "Lyra Skald"])
def test_the_prop_is_not_hidden_under_the_gems_of_a_narrow_tile(qapp, monkeypatch, name):
    """On the narrowest tile the prop stands at the figure's right, clear of the cost
    gems at the tile's left (it stood at the figure's left, under the gems: Foundry
    Mechanic's wrench and Ordis Cadets' stripes were not seen at all): leaving it out
    changes the tile (gems and pills the same in both)."""
    card = _face(name)
    full = art_crops._tile(card, *TILE_NARROW)  # the whole tile: gems, pills and all
    prop = art_cast.cast_of(card, card_scene.seed_of(card), card_art.illustration_of(card)).prop
    real = art_figure.figure_image
    # the prop alone left out, everything else standing where it stood
    monkeypatch.setattr(art_figure, "figure_image",
                        lambda name, *a, **k: None if name == prop else real(name, *a, **k))
    card_scene.clear_cache()
    alone = art_crops._tile(card, *TILE_NARROW)
    assert _changed(full, alone) > PROP_SEEN, name
