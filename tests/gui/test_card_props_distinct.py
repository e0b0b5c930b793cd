"""Two different cards of one faction never stand with the same prop (review round 18,
defect 1: "Lyra Skald and Lyra Cloth Dancer both show a harp ... after an hour the
board is a grid of similar icons"): a card's prop comes from what it is (its name's
words, its subtypes, its type, its terrain), and where two would meet, the second takes
its next choice, so a faction's cards are told apart without reading."""

from __future__ import annotations

from collections import Counter, defaultdict
from typing import Any

from altered_desktop import art_cast, art_composition, art_settings, card_art, card_scene
from tests.gui import art_crops

#: the share of a faction's cards whose prop no other card of the faction has
UNIQUE_FLOOR = 0.9


def _signature(card: dict[str, Any]) -> tuple[str | None, tuple[Any, ...], str]:
    """What a player sees first in a card's picture: its prop, its figure's pose (how
    it is lit, which way it faces, where it stands) and its hour's palette."""
    seed = card_scene.seed_of(card)
    cast = art_cast.cast_of(card, seed, card_art.illustration_of(card))
    comp = art_composition.compose(card, seed)
    pal = art_settings.palette_of(card, seed, art_settings.setting_of(card, seed))
    return cast.prop, (comp.treatment, comp.mirror, round(comp.place, 1)), pal.name


def _by_faction() -> dict[str, list[dict[str, Any]]]:
    out: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for card in art_crops.pool_faces().values():
        if card.get("faction") and card.get("type") not in ("hero", "token"):
            out[card["faction"]].append(card)
    return out


def test_a_factions_cards_each_stand_with_a_prop_of_their_own(qapp):
    for faction, cards in _by_faction().items():
        props = Counter(_signature(c)[0] for c in cards)
        alone = [c["name"] for c in cards if props[_signature(c)[0]] == 1]
        assert len(alone) >= UNIQUE_FLOOR * len(cards), (
            faction, len(alone), len(cards), props.most_common(5))
        # and the whole signature tells every card apart
        assert len({_signature(c) for c in cards}) == len(cards), faction


def test_a_prop_is_never_its_own_figure_nor_another_cards_unless_its_name_asks(qapp):
    """A card's prop is not the figure of another card of its faction (it would read as
    that card), unless its own name asks for that very thing (a Navigator's compass)."""
    for faction, cards in _by_faction().items():
        figures = {card_art.illustration_of(c) for c in cards}
        for c in cards:
            prop = _signature(c)[0]
            assert prop != card_art.illustration_of(c), c["name"]
            if prop in figures:
                assert prop in art_cast._name_props(c), (faction, c["name"], prop)


def test_a_prop_says_what_the_card_is(qapp):
    """The name's words come first: a Skald sings, a Dancer spins her ribbons, a
    Mechanic has his wrench, a Spy his lantern."""
    faces = art_crops.pool_faces()
    for name, want in (("Lyra Skald", art_cast.WORD_PROPS["skald"]),
                       ("Lyra Cloth Dancer", art_cast.WORD_PROPS["dancer"]),
                       ("Foundry Mechanic", art_cast.WORD_PROPS["mechanic"]),
                       ("Ordis Spy", art_cast.WORD_PROPS["spy"])):
        assert _signature(faces[name])[0] in want, name
    skald, dancer = faces["Lyra Skald"], faces["Lyra Cloth Dancer"]
    assert _signature(skald)[0] != _signature(dancer)[0]


def test_a_card_outside_the_pool_still_gets_a_prop_of_its_kind(qapp):
    card = {"name": "Somebody Mechanic", "type": "character", "faction": "AX",
            "subtypes": ["engineer"], "stats": [1, 2, 0]}
    prop = art_cast.cast_of(card, card_scene.seed_of(card), "gear-hammer").prop
    assert prop in art_cast.WORD_PROPS["mechanic"]
