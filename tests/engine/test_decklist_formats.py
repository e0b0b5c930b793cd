"""Decklists as people paste them (issue #13): every format `read_decklist` reads, and
every problem reported by line with what to do."""

from __future__ import annotations

import pytest

from engine.decks import (
    MAX_COUNT,
    DeckError,
    parse_decklist,
    read_decklist,
    starter_deck,
    validate_constructed,
)

HERO = "ALT_CORE_B_AX_01_C"  # Sierra & Oddball
KELON = "ALT_CORE_B_AX_04_C"  # Kelon Elemental
FOUNDRY = "ALT_CORE_B_AX_05_C"  # Foundry Engineer


def cards_of(text: str) -> tuple[str | None, list[str]]:
    deck = parse_decklist(text)
    return deck.hero, list(deck.cards)


@pytest.mark.parametrize("line", [f"3 {KELON}", f"3x {KELON}", f"3X {KELON}", f"3 x {KELON}",
                                  f"3× {KELON}", f"x3 {KELON}", f"{KELON} x3", f"{KELON} (3)",
                                  f"  3   {KELON}  ", f"3 {KELON.lower()}",
                                  "3 Kelon Elemental", "3x kelon elemental",
                                  "Kelon Elemental x3", f"3 {KELON} # my favourite"])
def test_count_forms(line: str) -> None:
    assert cards_of(f"1 {HERO}\n{line}\n") == (HERO, [KELON] * 3)


def test_a_line_without_a_count_is_one_copy() -> None:
    assert cards_of(f"{HERO}\nKelon Elemental\n{FOUNDRY}\n") == (HERO, [KELON, FOUNDRY])


def test_comments_blank_lines_headers_and_sideboard() -> None:
    text = (f"# Axiom deck\n// by someone\n\nHero:\n1 {HERO}\n\nCharacters (3)\n3 {KELON}\n"
            f"Spells:\nSideboard\n3 {FOUNDRY}\n3 Nonsense that is never read\n")
    assert cards_of(text) == (HERO, [KELON] * 3)


def test_windows_line_ends_and_a_byte_order_mark() -> None:
    text = f"\ufeff1 {HERO}\r\n3 {KELON}\r\n\r\n2 {FOUNDRY}\r\n"
    deck = parse_decklist(text)
    assert deck.hero == HERO and deck.cards == (KELON,) * 3 + (FOUNDRY,) * 2
    assert dict(deck.lines) == {HERO: 1, KELON: 2, FOUNDRY: 4}


def test_line_numbers_are_the_editors() -> None:
    """Only CR LF, LF and CR end a line: U+2028, NEL, VT and FF do not (str.splitlines
    would split on them and number the lines differently from the editor)."""
    text = f"1 {HERO}\u2028\n3 {KELON}\x85\x0b\x0c\n3 ALT_NOPE_X\n"
    reading = read_decklist(text)
    assert [p.line for p in reading.problems] == [3]


def test_rarity_versions_and_kickstarter_references() -> None:
    deck = parse_decklist(f"1 {HERO}\n1 ALT_CORE_B_AX_07_R\n1 ALT_ALIZE_B_AX_32_R1\n"
                          "1 ALT_ALIZE_B_AX_32_R2\n2 ALT_COREKS_B_AX_04_C\n")
    assert deck.cards == ("ALT_CORE_B_AX_07_R", "ALT_ALIZE_B_AX_32_R1",
                          "ALT_ALIZE_B_AX_32_R2", "ALT_COREKS_B_AX_04_C",
                          "ALT_COREKS_B_AX_04_C")


def test_a_rare_written_the_other_sets_way_is_read_with_a_note() -> None:
    reading = read_decklist(f"1 {HERO}\n1 ALT_CORE_B_AX_07_R1\n")
    assert reading.deck is not None and reading.deck.cards == ("ALT_CORE_B_AX_07_R",)
    assert [(n.line, "read as ALT_CORE_B_AX_07_R" in n.message) for n in reading.notes] == \
        [(2, True)]


def test_a_name_picks_the_heros_faction_and_the_common_version() -> None:
    deck = parse_decklist(f"1 {HERO}\n1 Kuraokami Unbound\n")
    assert deck.cards == ("ALT_ALIZE_P_AX_48_C",)
    deck = parse_decklist("1 ALT_CORE_B_OR_01_C\n1 Kuraokami Unbound\n")
    assert deck.cards == ("ALT_ALIZE_P_OR_48_C",)


def test_a_name_for_several_factions_without_a_hero_says_which_it_took() -> None:
    reading = read_decklist("1 Kuraokami Unbound\n")
    assert reading.deck is not None and reading.notes and reading.notes[0].line == 1
    assert "write the reference" in reading.notes[0].message


def test_near_misses_get_a_did_you_mean() -> None:
    reading = read_decklist(f"1 {HERO}\n3 Kelon Elementl\n3 ALT_CORE_B_AX_04_CC\n")
    by_line = {p.line: p.message for p in reading.problems}
    assert "did you mean 'Kelon Elemental'?" in by_line[2]
    assert "did you mean ALT_CORE_B_AX_04_C?" in by_line[3]


def test_an_unknown_unique_reference_says_what_is_missing() -> None:
    """A unique given by its reference alone, that the program was never given, names what
    to write (its costs, statistics and text in a block; docs/uniques.md)."""
    reading = read_decklist(f"1 {HERO}\n1 ALT_CORE_B_AX_04_U_4321\n")
    (p,) = reading.problems
    assert p.line == 2 and "unique" in p.message
    assert "costs, statistics and text are not known" in p.message and "Costs: H/R" in p.message


@pytest.mark.parametrize("count", ["²", "③", "₃", "٣", "10000000000000000000", str(10**9),
                                   str(10**6), "0", "-3", str(MAX_COUNT + 1)])
def test_counts_that_are_not_small_plain_numbers_are_clean_errors(count: str) -> None:
    reading = read_decklist(f"1 {HERO}\n{count} {KELON}\n")
    assert reading.deck is None
    (p,) = reading.problems
    assert p.line == 2 and "count" in p.message


def test_every_problem_is_listed_with_its_line_and_what_to_do() -> None:
    text = (f"1 {HERO}\n1 ALT_CORE_B_BR_01_C\nthree {KELON}\n1 ALT_CORE_B_OR_32_C\n"
            "2 Nobody Here\n")
    with pytest.raises(DeckError) as err:
        parse_decklist(text)
    lines = [p.line for p in err.value.problems]
    assert lines == [2, 3, 4, 5]
    text = str(err.value)
    assert "keep one Hero line" in text and "COUNT REFERENCE" in text
    assert "remove the line" in text and "check the spelling" in text


def test_every_starter_reads_back_from_its_text_form() -> None:
    for name in ("axiom", "bravos", "lyra", "muna", "ordis", "yzmir"):
        d = starter_deck(name)
        again = parse_decklist(d.to_text(), d.name)
        assert (again.hero, sorted(again.cards)) == (d.hero, sorted(d.cards))
        assert validate_constructed(again) == []


def test_read_decklist_never_raises_on_non_text() -> None:
    reading = read_decklist(None)  # type: ignore[arg-type]
    assert reading.deck is None and reading.problems
