"""The round trip: a card's text rendered from its definition says what the printed card
says (after the normalisation of engine/cardtext/roundtrip.py)."""

from __future__ import annotations

from engine.cards.registry import all_cards
from engine.cardtext.roundtrip import plain, printed_form, same_text

#: The share of implemented Core cards (with text) whose rendering is identical to the
#: printed text after normalisation.  It may only go up; the goal is 0.90.
CORE_FLOOR = 0.97


def test_normalisation_folds_symbols_numbers_and_punctuation() -> None:
    assert plain(printed_form("{J} I gain #three# Kelon counters.")) == plain(
        "When I join — I gain 3 Kelon counters")
    assert plain(printed_form("{D} : Draw a card. (Discard me from Reserve to do this.)")) == plain(
        "[S] Discard me from Reserve: Draw 1 card.")


def test_a_dropped_word_is_a_difference() -> None:
    assert not same_text("When I join — I gain 1 boost.", "{J} Target Character gains 1 boost.", None)
    assert not same_text("The next Spell you play costs 1 less.",
                         "{R} The next Spell you play this Afternoon costs {1} less.", None)


def test_core_round_trip_share_does_not_fall(printed) -> None:
    same = total = 0
    for c in all_cards():
        p = printed.get(c.ref)
        if not c.ref.startswith("ALT_CORE_") or not c.implemented or not c.abilities or p is None:
            continue
        total += 1
        same += same_text(c.text(), p.get("text_markup"), p.get("support_markup"))
    assert total > 200
    assert same / total >= CORE_FLOOR, f"{same}/{total} identical"
