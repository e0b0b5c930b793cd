"""The unclear messages of issue #29, item 6, each now saying what is wrong in the
reader's terms: an empty deck file, a count of 5,000 digits, a deck file that is not
UTF-8, a count padded with zeros, and a rarity a card does not come in."""

from __future__ import annotations

import pytest

from engine.decks import EMPTY_DECKLIST, read_decklist
from engine.goldfish_lab import main


def test_an_empty_decklist_says_it_holds_no_card():
    for text in ("", "\n\n", "# only a comment\n", "Characters:\n"):
        reading = read_decklist(text)
        assert reading.deck is None and [str(p) for p in reading.problems] == [EMPTY_DECKLIST]


def test_an_empty_deck_file_in_the_goldfish_lab(tmp_path, capsys):
    empty = tmp_path / "empty.txt"
    empty.write_text("")
    assert main([str(empty), "--workers", "1"]) == 2
    err = capsys.readouterr().err
    assert "empty" in err and "could never end" not in err and "empty.txt" in err


def test_a_count_of_5000_digits_is_called_far_too_large(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["axiom", "--games", "9" * 5000])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "5,000 digits is far too large" in err and "set_int_max_str_digits" not in err
    assert len(err) < 600


def test_a_deck_file_that_is_not_utf8_is_named(tmp_path, capsys):
    latin = tmp_path / "latin1-deck.txt"
    latin.write_bytes("1 ALT_CORE_B_AX_01_C\n3 Kélon\n".encode("latin-1"))
    assert main([str(latin), "--workers", "1"]) == 2
    err = capsys.readouterr().err
    assert "latin1-deck.txt" in err and "not UTF-8" in err and "codec" not in err


def test_a_count_padded_with_zeros_is_read_as_written():
    reading = read_decklist("1 ALT_CORE_B_AX_01_C\n0003 ALT_CORE_B_AX_04_C\n")
    assert reading.deck is not None and reading.deck.cards.count("ALT_CORE_B_AX_04_C") == 3
    (p,) = read_decklist("0000100 ALT_CORE_B_AX_04_C").problems
    assert "far too large" in str(p)


def test_a_rarity_a_card_does_not_come_in_is_answered_with_its_own_versions():
    (p,) = read_decklist("1 ALT_CORE_B_AX_01_R1").problems
    assert "there is no 'ALT_CORE_B_AX_01_R1'" in str(p)
    assert "ALT_CORE_B_AX_01_C" in str(p) and "AX_30" not in str(p)
