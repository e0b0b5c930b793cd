"""Decklists: the COUNT REFERENCE text form, the JSON form, constructed and limited rules."""

from __future__ import annotations

import pytest

from engine import DeckError, parse_decklist, starter_deck, validate_constructed, validate_limited
from engine.decks import STARTER_NAMES, deck_from_json


def test_starter_decks_are_legal_constructed_decks() -> None:
    for name in STARTER_NAMES:
        d = starter_deck(name)
        assert d.hero and len(d.cards) >= 39
        assert validate_constructed(d) == [], name


def test_decklist_text_round_trip() -> None:
    d = starter_deck("ordis")
    again = parse_decklist(d.to_text(), d.name)
    assert sorted(again.cards) == sorted(d.cards) and again.hero == d.hero
    j = deck_from_json(d.to_json())
    assert sorted(j.cards) == sorted(d.cards) and j.hero == d.hero


def test_malformed_lines_are_reported_with_their_line() -> None:
    text = "1 ALT_CORE_B_AX_01_C\n\n# comment\nthree ALT_CORE_B_AX_04_C\n3 ALT_NOPE_X\n0 ALT_CORE_B_AX_04_C\n"
    with pytest.raises(DeckError) as e:
        parse_decklist(text)
    msg = str(e.value)
    assert "line 4" in msg and "COUNT REFERENCE" in msg
    assert "line 5" in msg and "ALT_NOPE_X" in msg
    assert "line 6" in msg


def test_tokens_and_second_heroes_are_refused() -> None:
    with pytest.raises(DeckError, match="token"):
        parse_decklist("1 ALT_CORE_B_AX_01_C\n3 ALT_CORE_B_OR_32_C")
    with pytest.raises(DeckError, match="second Hero"):
        parse_decklist("1 ALT_CORE_B_AX_01_C\n1 ALT_CORE_B_BR_01_C")


def test_constructed_violations_name_rule_and_line() -> None:
    """1.1.4.c-e: too few cards, another faction, more than three of a name."""
    text = "\n".join(["1 ALT_CORE_B_AX_01_C", "4 ALT_CORE_B_AX_04_C", "2 ALT_CORE_B_BR_05_C"])
    probs = validate_constructed(parse_decklist(text))
    by_rule = {p.rule: p for p in probs}
    assert set(by_rule) == {"1.1.4.c", "1.1.4.d", "1.1.4.e"}
    assert by_rule["1.1.4.d"].line == 3 and "Bravos" in by_rule["1.1.4.d"].message
    assert by_rule["1.1.4.e"].line == 2 and "Kelon Elemental" in str(by_rule["1.1.4.e"])


def test_same_name_counts_across_versions() -> None:
    """1.1.4.e counts names, so common and rare versions add up."""
    text = "1 ALT_CORE_B_AX_01_C\n3 ALT_CORE_B_AX_07_C\n1 ALT_CORE_B_AX_07_R\n"
    rules = [p.rule for p in validate_constructed(parse_decklist(text))]
    assert "1.1.4.e" in rules


def test_no_hero_is_a_constructed_error_but_fine_in_limited() -> None:
    d = parse_decklist("\n".join(["3 ALT_CORE_B_AX_04_C"] * 10))
    assert "1.1.4.b" in [p.rule for p in validate_constructed(d)]
    assert [p.rule for p in validate_limited(d)] == []


def test_limited_allows_three_factions_only() -> None:
    refs = ["ALT_CORE_B_AX_04_C", "ALT_CORE_B_BR_05_C", "ALT_CORE_B_LY_07_C", "ALT_CORE_B_MU_05_C"]
    d = parse_decklist("\n".join(f"8 {r}" for r in refs))
    assert [p.rule for p in validate_limited(d)] == ["1.1.5.d"]
