"""The parser reads printed markup into the same definitions a person would write."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine.cards import axiom, bravos, lyra, muna, ordis, tokens, yzmir
from engine.cardtext import NotUnderstood, parse_text
from engine.cardtext.markup import UnknownTag, clean, paragraphs
from engine.cardtext.read import read_card
from engine.effects.abilities import QuickAction, Reaction, SpellEffect
from engine.effects.costs import Cost
from engine.effects.dice import RollDie
from engine.effects.filters import Filter
from engine.effects.selectors import All, Me, Target
from engine.effects.steps import Choose, Draw, GainBoosts, If, Send
from engine.effects.triggers import OnJoin, OnPlayed
from engine.model import Zone

ROOT = Path(__file__).resolve().parents[2]
HAND_WRITTEN = {}
for _m in (axiom, bravos, lyra, muna, ordis, yzmir, tokens):
    HAND_WRITTEN.update(_m.ABILITIES)


def test_clean_drops_emphasis_reminders_and_boost_symbol() -> None:
    text = clean("{J} If you control two Landmarks, I gain #2 boosts$<BB>#. (Cards in Reserve "
                 "are not controlled.)")
    assert text == "{J} If you control two Landmarks, I gain 2 boosts."


def test_clean_turns_tags_into_words_and_numbers_bare() -> None:
    assert clean("At Noon — You may pay {1} to $<RESUPPLY>.") == "At Noon — You may pay 1 to Resupply."
    assert clean("Create a <BRASSBUG> Robot token.") == "Create a Brassbug 2/2/2 Robot token."


def test_unknown_tag_is_a_clear_error() -> None:
    with pytest.raises(UnknownTag, match="NOT_A_TAG"):
        clean("$<NOT_A_TAG>.")


def test_bullets_stay_with_their_paragraph() -> None:
    paras = paragraphs(clean("$<FLEETING>.  Choose one:  • Draw a card.  • $<RESUPPLY>."))
    assert paras == ["Fleeting.", "Choose one: • Draw a card. • Resupply."]


def test_symbol_reactions_and_quick_actions() -> None:
    assert parse_text("{R} I gain 2 boosts$<BB>.") == (
        Reaction(OnPlayed(Zone.RESERVE), (GainBoosts(Me(), 2),)),)
    assert parse_text("#{1}#, {T} : Draw a card.") == (
        QuickAction(Cost(mana=1, exhaust_me=True), (Draw(1),)),)


def test_spell_modes_and_die_outcomes() -> None:
    (_, spell) = parse_text("$<FLEETING>.  Choose one:  • Send to Reserve target Character with "
                            "Hand Cost {4} or less.  • Discard target Permanent.", "spell")
    assert isinstance(spell, SpellEffect)
    (choose,) = spell.steps
    assert isinstance(choose, Choose) and len(choose.modes) == 2
    assert choose.modes[0] == (Send(Target(Filter(max_hand_cost=4)), Zone.RESERVE),)
    (join,) = parse_text("{J} Roll a die. On a 4+, I gain 2 boosts. On a 1-3, I gain 1 boost.")
    (roll,) = join.steps
    assert isinstance(roll, RollDie)
    assert [(o.lo, o.hi) for o in roll.outcomes] == [(4, 6), (1, 3)]


def test_subtypes_and_conditions() -> None:
    (r,) = parse_text("{J} Robots you control gain 1 boost.")
    assert r == Reaction(OnJoin(), (GainBoosts(All(Filter(subtype="robot", controller="you")), 1),))
    (r,) = parse_text("{J} If you control two or more Plants, I gain 2 boosts.")
    assert isinstance(r.steps[0], If)
    assert r.steps[0].cond.at_least == 2 and r.steps[0].cond.filter.subtype == "plant"


def test_a_clause_nobody_reads_is_named() -> None:
    with pytest.raises(NotUnderstood) as e:
        parse_text("{J} I gain 1 boost. Juggle three flaming torches.")
    assert e.value.clause == "Juggle three flaming torches"


def test_only_the_cards_the_grammar_cannot_read_are_written_by_hand(printed) -> None:
    """A card is defined once (issue #26): the starter cards written by hand are exactly
    those the grammar does not read; every other starter card is read (the hand-written
    definitions the grammar used to be checked against were folded into the parser's, all
    114 read identically, and removed)."""
    unread_by_hand = []
    for ref in HAND_WRITTEN:
        if ref not in printed:
            continue
        try:
            read_card(printed[ref])
        except NotUnderstood:
            unread_by_hand.append(ref)
    assert sorted(unread_by_hand) == sorted(r for r in HAND_WRITTEN if r in printed), \
        "a card the grammar reads is still written by hand"
    assert len(unread_by_hand) >= 3


def test_generated_definitions_are_up_to_date(printed) -> None:
    """engine/cards/parsed.py is what tools/parse_cards.py writes from today's grammar."""
    done = subprocess.run([sys.executable, "tools/parse_cards.py", "--check"], cwd=ROOT,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_generated_definitions_load_as_the_parser_built_them(printed) -> None:
    from engine.cards import parsed

    for ref, abilities in list(parsed.ABILITIES.items())[:400]:
        assert read_card(printed[ref]) == abilities, ref
    assert json.dumps(sorted(parsed.UNPARSED))  # references only, serialisable
