"""Unique cards (issue #24): defined from their printed text by `engine.card_from_text`,
written in decklists and the card database's JSON, held by decks under the construction
rules (1.1.4.e, 1.1.4.g, 2.2.6.f), and carried by saved games so they replay anywhere."""

from __future__ import annotations

import doctest
import json
import random
from pathlib import Path

import pytest

import engine
from engine import Game, UniqueError, card_from_text, parse_decklist, starter_deck
from engine.cards.registry import card_by_ref, unique_cards
from engine.decks import Deck, DeckError, deck_from_json, validate_constructed
from engine.model import Rarity
from engine.policies import random_answer
from engine.uniques import blocks, define
from engine.uniques.store import UniqueSpec, forget, known_spec, learn

DOCS = Path(__file__).resolve().parents[2] / "docs"
KELON = "ALT_CORE_B_AX_04_U_1234"  # family ALT_CORE_B_AX_04: Kelon Elemental, Axiom
#: Axiom Character families the Axiom starter deck does not hold
FREE = ("05", "06", "09", "13")


def _spec(ref: str = KELON, text: str = "{J} Draw a card.", **kw: int) -> UniqueSpec:
    values = {"hand_cost": 3, "reserve_cost": 2, "forest": 2, "mountain": 3, "water": 1} | kw
    return UniqueSpec(ref, text=text, **values)


def test_the_documented_examples_run() -> None:
    assert doctest.testmod(define).failed == 0
    result = doctest.testfile(str(DOCS / "uniques.md"), module_relative=False,
                              optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.attempted >= 6
    assert result.failed == 0


def test_a_unique_is_its_familys_name_faction_and_subtypes_with_its_own_numbers() -> None:
    c = card_from_text(KELON, hand_cost=5, reserve_cost=1, forest=0, mountain=7, water=2,
                       text="At Noon — I gain 1 boost.", support_text="{D} : Draw a card.")
    common = card_by_ref("ALT_CORE_B_AX_04_C")
    assert (c.name, c.faction, c.subtypes) == (common.name, common.faction, common.subtypes)
    assert (c.rarity, c.hand_cost, c.reserve_cost) == (Rarity.UNIQUE, 5, 1)
    assert (c.stats.forest, c.stats.mountain, c.stats.water) == (0, 7, 2)
    assert c.implemented
    # the rendered text is the engine's own words: the support ability is marked [S]
    assert c.text() == "At Noon — I gain 1 boost.\n[S] Discard me from Reserve: Draw a card."
    assert [a.support for a in c.abilities] == [False, True]


def test_the_rendered_text_reads_back_to_the_same_card() -> None:
    c = card_from_text(KELON, hand_cost=3, reserve_cost=2, forest=2, mountain=3, water=1,
                       text="{H} I gain 2 boosts.  {R} Draw a card.")
    again = card_from_text(KELON, hand_cost=3, reserve_cost=2, forest=2, mountain=3,
                           water=1, text=c.text())
    assert again.abilities == c.abilities


def test_every_clause_not_understood_is_named_with_where_it_is() -> None:
    text = "{J} Draw a card.\nAt Noon — I juggle.\n{H} I whistle a tune."
    with pytest.raises(UniqueError) as e:
        card_from_text(KELON, hand_cost=3, reserve_cost=2, forest=2, mountain=3, water=1,
                       text=text)
    clauses = e.value.clauses
    assert [c.written for c in clauses] == ["I juggle", "I whistle a tune"]
    assert [text[c.start:c.end] for c in clauses] == ["I juggle", "I whistle a tune"]
    assert "I juggle" in str(e.value) and "I whistle a tune" in str(e.value)


@pytest.mark.parametrize("ref, kw, words", [
    ("ALT_CORE_B_AX_04_C", {}, "not a unique card's reference"),
    ("ALT_CORE_B_AX_99_U_1", {}, "no card family ALT_CORE_B_AX_99"),
    ("ALT_CORE_B_AX_01_U_1", {}, "is a Hero family"),
    (KELON, {"hand_cost": -1}, "hand cost must be from 0"),
    (KELON, {"water": "two"}, "water must be a whole number"),
    (KELON, {"text": ""}, "the text is empty"),
])
def test_bad_facts_are_refused_with_the_reason(ref: str, kw: dict, words: str) -> None:
    args = {"hand_cost": 3, "reserve_cost": 2, "forest": 2, "mountain": 3, "water": 1,
            "text": "{J} Draw a card."} | kw
    with pytest.raises(UniqueError, match=words):
        card_from_text(ref, **args)


def test_a_learnt_unique_is_found_by_reference_and_can_be_forgotten() -> None:
    ref = "ALT_CORE_B_AX_04_U_9001"
    learn(_spec(ref))
    assert card_by_ref(ref).rarity is Rarity.UNIQUE
    assert known_spec(ref) == _spec(ref)
    assert ref in [c.ref for c in unique_cards()]
    forget(ref)
    with pytest.raises(engine.UnknownCard):
        card_by_ref(ref)


# ------------------------------------------------------------------ decklists and rules
def _axiom_deck_with(uniques: list[str], commons: int) -> str:
    d = starter_deck("axiom")
    lines = [f"1 {d.hero}"] + [f"1 {r}" for r in d.cards[:commons]]
    for i, ref in enumerate(uniques):
        lines += [f"1 {ref}", "  Costs: 3/2", f"  Statistics: {i}/2/3",
                  "  Text: {J} Draw a card.", "    At Noon — I gain 1 boost."]
    return "\n".join(lines) + "\n"


def test_a_decklist_block_defines_its_unique_and_the_deck_writes_it_back() -> None:
    refs = [f"ALT_CORE_B_AX_{f}_U_50{i}" for i, f in enumerate(FREE[:3])]
    deck = parse_decklist(_axiom_deck_with(refs, 36))
    assert validate_constructed(deck) == []
    assert card_by_ref(refs[1]).stats.forest == 1
    assert card_by_ref(refs[0]).text() == "When I join — Draw a card.\nAt Noon — I gain 1 boost."
    text, data = deck.to_text(), json.dumps(deck.to_json())
    for r in refs:  # the deck's own text carries the blocks: it reads anywhere
        forget(r)
    assert parse_decklist(text).cards == deck.cards
    for r in refs:
        forget(r)
    assert deck_from_json(json.loads(data)).cards == deck.cards
    assert card_by_ref(refs[2]).stats.forest == 2


def test_a_unique_given_by_reference_only_says_what_is_missing() -> None:
    with pytest.raises(DeckError) as e:
        parse_decklist("1 ALT_CORE_B_AX_04_U_777\n")
    msg = str(e.value)
    assert "line 1" in msg and "costs, statistics and text" in msg and "Costs: H/R" in msg


def test_a_block_missing_fields_names_them() -> None:
    with pytest.raises(DeckError, match="gives no reserve cost, no Water"):
        parse_decklist("1 ALT_CORE_B_AX_04_U_778\n  Hand cost: 3\n  Forest: 1\n"
                       "  Mountain: 1\n  Text: {J} Draw a card.\n")
    with pytest.raises(DeckError, match="line 4: .*I juggle"):
        parse_decklist("1 ALT_CORE_B_AX_04_U_779\n  Costs: 3/2\n  Statistics: 1/1/1\n"
                       "  Text: {J} I juggle.\n")
    with pytest.raises(engine.UnknownCard):
        card_by_ref("ALT_CORE_B_AX_04_U_779")  # nothing learnt from a failed block


def test_at_most_three_uniques_1_1_4_g() -> None:
    refs = [f"ALT_CORE_B_AX_{f}_U_60{i}" for i, f in enumerate(FREE)]
    deck = parse_decklist(_axiom_deck_with(refs, 36))
    assert [p.rule for p in validate_constructed(deck)] == ["1.1.4.g"]


def test_a_unique_counts_with_its_family_for_three_of_a_name_1_1_4_e() -> None:
    d = starter_deck("axiom")
    learn(_spec("ALT_CORE_B_AX_04_U_610"))
    family = [r for r in d.cards if r.startswith("ALT_CORE_B_AX_04_")]
    others = [r for r in d.cards if not r.startswith("ALT_CORE_B_AX_04_")]
    three = ["ALT_CORE_B_AX_04_C"] * 3
    deck = Deck("d", d.hero, tuple(others[:36] + three + ["ALT_CORE_B_AX_04_U_610"]))
    probs = validate_constructed(deck)
    assert [p.rule for p in probs] == ["1.1.4.e"], (family, probs)
    assert "4 cards named Kelon Elemental" in probs[0].message
    twice = Deck("d", d.hero, tuple(others + ["ALT_CORE_B_AX_04_C"]
                                    + ["ALT_CORE_B_AX_04_U_610"] * 2))
    assert [p.rule for p in validate_constructed(twice)] == ["2.2.6.f"]


# ------------------------------------------------------------------ the card database
def _official(ref: str, effect: str, echo: str = "") -> dict:
    return {"reference": ref, "name": "Kelon Elemental",
            "elements": {"MAIN_COST": "3", "RECALL_COST": "2", "FOREST_POWER": "2",
                         "MOUNTAIN_POWER": "#3#", "OCEAN_POWER": "1", "MAIN_EFFECT": effect,
                         "ECHO_EFFECT": echo}}


def test_the_official_json_one_card_or_a_collection() -> None:
    one = blocks.specs_from_official(_official(KELON, "{J} Draw a card."))
    assert one == [_spec(KELON)]
    many = blocks.specs_from_official({"hydra:member": [
        _official("ALT_CORE_B_AX_05_U_1", "{H} I gain 2 boosts."),
        _official("ALT_CORE_B_AX_06_U_2", "{R} Draw a card.", "{D} : I gain 1 boost.")]})
    assert [s.reference for s in many] == ["ALT_CORE_B_AX_05_U_1", "ALT_CORE_B_AX_06_U_2"]
    assert many[1].define().abilities[-1].support


def test_the_official_json_says_what_is_missing() -> None:
    card = _official(KELON, "{J} Draw a card.")
    del card["elements"]["RECALL_COST"]
    with pytest.raises(UniqueError, match="card 1 .*no RECALL_COST"):
        blocks.specs_from_official([card])
    with pytest.raises(UniqueError, match="not a unique card"):
        blocks.specs_from_official(_official("ALT_CORE_B_AX_04_C", "x"))


# ------------------------------------------------------------------ games and records
def test_a_game_with_three_uniques_saves_and_replays_where_they_are_not_known(
        tmp_path: Path) -> None:
    refs = [f"ALT_CORE_B_AX_{f}_U_70{i}" for i, f in enumerate(FREE[:3])]
    deck = parse_decklist(_axiom_deck_with(refs, 36))
    g = Game.new([deck, starter_deck("bravos")], seed=5)
    rng = random.Random(5)
    while g.pending is not None:
        g.answer(random_answer(g.pending, rng))
    path = tmp_path / "g.json"
    g.save(path)
    assert len(json.loads(path.read_text())["uniques"]) == 3
    for r in refs:
        forget(r)
    h = Game.load(path)
    assert h.fingerprint() == g.fingerprint()
    assert [str(e) for e in h.log] == [str(e) for e in g.log]


def test_the_goldfish_lab_plays_uniques_in_a_worker_that_never_saw_them() -> None:
    """A goldfish lab worker gets the deck as JSON (Deck.to_json): the uniques' definitions
    travel with it, and the computer pilot plays the deck."""
    from engine.goldfish_lab import _chunk, summarise

    refs = [f"ALT_CORE_B_AX_{f}_U_80{i}" for i, f in enumerate(FREE[:3])]
    deck = parse_decklist(_axiom_deck_with(refs, 36))
    data = json.loads(json.dumps(deck.to_json()))
    for r in refs:
        forget(r)
    results = _chunk(data, [1, 2], "greedy", False, {})
    assert len(results) == 2 and summarise(results)["games"] == 2
    assert card_by_ref(refs[0]).rarity is Rarity.UNIQUE


def test_a_misprinted_unique_is_read_as_meant_by_card_from_text():
    """Part 84 reaches players with its quotes escaped (\\") and part 145 with "gain" for
    "gains": a unique printing them, typed or imported as printed, is defined and plays
    as the corrected sentence says (the unique gauntlet was refused them)."""
    from engine import card_from_text

    c = card_from_text("ALT_CORE_B_AX_04_U_1234", hand_cost=3, reserve_cost=2, forest=2,
                       mountain=3, water=1,
                       text='If your hand is empty: Your Characters other than me have: '
                            '\\"{R} I gain 1 boost.\\"')
    assert '\\"' not in c.text() and "other than me have" in c.text()
