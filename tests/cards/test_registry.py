"""The card registry and the six starter decks, ready to play out of the box."""

from __future__ import annotations

import pytest

from engine import (
    STARTER_NAMES,
    UnknownCard,
    card_by_ref,
    find_by_name,
    parse_decklist,
    starter_deck,
    validate_constructed,
)
from engine.decks import DeckError
from engine.model import CardType


@pytest.mark.parametrize("name", STARTER_NAMES)
def test_starter_deck_is_constructed_legal(name: str) -> None:
    """Each starter deck: one Hero, 39+ cards of its faction, legal counts (1.1.4)."""
    deck = starter_deck(name)
    assert validate_constructed(deck) == []
    assert card_by_ref(deck.hero).type is CardType.HERO
    assert len(deck.cards) >= 39


@pytest.mark.parametrize("name", STARTER_NAMES)
def test_starter_deck_round_trips_through_text(name: str) -> None:
    """Exporting a starter deck as decklist text and reading it back gives the same deck."""
    deck = starter_deck(name)
    again = parse_decklist(deck.to_text(), deck.name)
    assert again.hero == deck.hero
    assert sorted(again.cards) == sorted(deck.cards)
    assert again.to_text() == deck.to_text()


def test_starter_deck_names_are_forgiving_and_checked() -> None:
    """Deck names ignore case and spaces; an unknown name says which exist."""
    assert starter_deck(" Ordis ").hero == starter_deck("ordis").hero
    with pytest.raises(DeckError, match="axiom"):
        starter_deck("kelon")


def test_unknown_reference_raises() -> None:
    """An unknown reference raises UnknownCard naming it, also from a decklist line."""
    with pytest.raises(UnknownCard, match="ALT_CORE_B_XX_99_C"):
        card_by_ref("ALT_CORE_B_XX_99_C")
    with pytest.raises(DeckError, match="line 2: unknown card reference"):
        parse_decklist("1 ALT_CORE_B_OR_01_C\n3 ALT_CORE_B_XX_99_C\n")


def test_find_by_name_includes_rare_versions() -> None:
    """Searching by part of a name, any case, finds every version of the card."""
    refs = {c.ref for c in find_by_name("jeanne d'ARC")}
    assert {"ALT_CORE_B_OR_17_C", "ALT_CORE_B_OR_17_R"} <= refs
    assert all("Jeanne" in c.name for c in find_by_name("jeanne"))
    assert find_by_name("no such card at all") == []


def test_rare_versions_are_separate_references() -> None:
    """A rare version is its own reference with its own facts and abilities."""
    common, rare = card_by_ref("ALT_CORE_B_OR_17_C"), card_by_ref("ALT_CORE_B_OR_17_R")
    assert common.name == rare.name and common.hand_cost != rare.hand_cost
    assert common.text() != rare.text()


def test_tokens_cannot_be_put_in_a_deck() -> None:
    """Tokens are not deck cards (1.1.7.b)."""
    with pytest.raises(DeckError, match="token"):
        parse_decklist("1 ALT_CORE_B_OR_01_C\n1 ALT_CORE_B_OR_32_C\n")


@pytest.mark.parametrize("name", STARTER_NAMES)
def test_starter_deck_plays_out_of_the_box(name: str) -> None:
    """Each starter deck plays a whole random game against the next one with every
    invariant checked after each event (cards in one zone, mana paid, hidden hands)."""
    from engine.sim import play_one

    other = STARTER_NAMES[(STARTER_NAMES.index(name) + 1) % len(STARTER_NAMES)]
    r = play_one([starter_deck(name), starter_deck(other)], seed=11, check=True)
    assert r["game"].over and r["winner"] in (0, 1)


def test_no_card_is_written_both_by_hand_and_by_the_parser() -> None:
    """A card is defined once: the faction modules hold only what the parser cannot read
    (issue #26), so a hand-written shadow of a parsed card cannot drift from it."""
    from engine.cards import registry

    hand, parsed = registry.ability_sources()
    assert hand, "the cards the parser cannot read are written by hand"
    assert not set(hand) & set(parsed), sorted(set(hand) & set(parsed))[:5]
