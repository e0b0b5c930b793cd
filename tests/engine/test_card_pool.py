"""The whole card pool: generated facts, lazy registry, and no card ever played blank."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

from engine import Game, card_by_ref, find_by_name, parse_decklist, starter_deck
from engine.cards import parsed, registry
from engine.cards.registry import all_cards, not_implemented
from engine.decks import NOT_IMPLEMENTED, DeckError, validate_constructed, validate_limited
from engine.model import CardDef, CardType, Faction, Rarity, Stats
from engine.uniques.parts import reference_dir

ROOT = Path(__file__).resolve().parents[2]
REFERENCE = (reference_dir() or ROOT.parent / "shared" / "reference") / "cards.json"


def _generator():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("generate_cards",
                                                  ROOT / "tools" / "generate_cards.py")
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.fixture(scope="module")
def printed() -> list[dict]:
    if not REFERENCE.exists():
        pytest.skip(f"the reference card data is not at {REFERENCE} (../shared is absent)")
    return json.loads(REFERENCE.read_text(encoding="utf-8"))["cards"]


def test_regenerating_the_facts_gives_the_committed_file(printed: list[dict]) -> None:
    """tools/generate_cards.py reproduces engine/cards/facts.json byte for byte."""
    gen = _generator()
    committed = (ROOT / "engine" / "cards" / "facts.json").read_text(encoding="utf-8")
    assert gen.render(printed) == committed


def test_generator_check_fails_on_a_stale_file(printed: list[dict], tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    """--check exits 0 on a current file and 1 on one that differs."""
    gen = _generator()
    out = tmp_path / "facts.json"
    out.write_text(gen.render(printed), encoding="utf-8")
    monkeypatch.setattr(gen, "OUT", out)
    assert gen.main(["--check"]) == 0
    out.write_text(gen.render(printed[:-1]), encoding="utf-8")
    assert gen.main(["--check"]) == 1
    assert "differs" in capsys.readouterr().out


def test_every_reference_loads_with_its_printed_facts(printed: list[dict]) -> None:
    """All 1,690 references are found, with the printed name, costs and statistics."""
    assert len(printed) == 1690
    for c in printed:
        cdef = card_by_ref(c["ref"])
        assert cdef.ref == c["ref"] and cdef.name == c["name"], c["ref"]
        if "forest" in c:
            assert cdef.stats == Stats(c["forest"], c["mountain"], c["water"]), c["ref"]
        assert (cdef.hand_cost, cdef.reserve_cost) == (c.get("hand_cost", 0),
                                                       c.get("reserve_cost", 0)), c["ref"]
        assert cdef.type.value in (c["type"], "token"), c["ref"]
    assert len([c for c in all_cards() if c.ref.startswith("ALT_")]) == 1690


def test_spot_checks_of_each_kind_of_card() -> None:
    """A Hero with its own limits, a Character token, a Landmark token, an Expedition
    Permanent, an Exalted card, and rare versions whose statistics or faction changed."""
    hero = card_by_ref("ALT_DUSTER_B_OR_85_C")
    assert (hero.name, hero.type, hero.faction) == ("Matz & Hive", CardType.HERO, Faction.ORDIS)
    assert (hero.reserve_limit, hero.landmark_limit, hero.rarity) == (2, 3, Rarity.NONE)
    booda = card_by_ref("ALT_CORE_B_BR_31_C")
    assert booda.type is CardType.TOKEN and booda.is_token and booda.faction is None
    assert booda.stats == Stats(2, 2, 2) and booda.subtypes == ("companion",)
    halua = card_by_ref("ALT_CYCLONE_B_BR_83_C")  # type line "Token - Companion Leviathan"
    assert halua.type is CardType.TOKEN and halua.subtypes == ("companion", "leviathan")
    aerolith = card_by_ref("ALT_CYCLONE_B_NE_03_C")  # neutral Landmark token
    assert aerolith.type is CardType.PERMANENT and aerolith.is_token
    assert aerolith.zone_type == "landmark" and aerolith.faction is None
    heater = card_by_ref("ALT_ALIZE_B_AX_43_C")
    assert heater.zone_type == "expedition" and heater.subtypes == ("gear",)
    assert card_by_ref("ALT_DUSTER_B_AX_95_E").rarity is Rarity.EXALTED
    common, r1, r2 = (card_by_ref(f"ALT_ALIZE_B_AX_32_{v}") for v in ("C", "R1", "R2"))
    assert common.stats == Stats(5, 3, 5) and r1.stats == Stats(4, 2, 4)
    assert (r1.reserve_cost, r1.rarity, r1.faction) == (2, Rarity.RARE, Faction.AXIOM)
    assert (r2.faction, r2.stats) == (Faction.MUNA, Stats(5, 3, 5))
    assert dict(card_by_ref("ALT_BISE_B_AX_54_R1").keywords) == {"scout": 2}
    assert dict(card_by_ref("ALT_CORE_B_BR_20_C").keywords) == {"gigantic": True}


def test_kickstarter_references_are_their_core_twin() -> None:
    """ALT_COREKS_ references, absent from the reference data, resolve to the same
    definition as their ALT_CORE_ twin; another set's KS-like name does not."""
    twin = card_by_ref("ALT_CORE_B_OR_17_R")
    assert card_by_ref("ALT_COREKS_B_OR_17_R") is twin
    assert card_by_ref("ALT_COREKS_B_AX_01_C") is card_by_ref("ALT_CORE_B_AX_01_C")
    with pytest.raises(registry.UnknownCard):
        card_by_ref("ALT_COREKS_B_XX_99_C")
    deck = parse_decklist("1 ALT_COREKS_B_OR_01_C\n3 ALT_COREKS_B_OR_17_C\n")
    assert deck.hero == "ALT_COREKS_B_OR_01_C" and len(deck.cards) == 3


def test_find_by_name_finds_every_name(printed: list[dict]) -> None:
    """Each printed name finds every reference carrying it (all rarity versions)."""
    by_name: dict[str, set[str]] = {}
    for c in printed:
        by_name.setdefault(c["name"], set()).add(c["ref"])
    for name, refs in by_name.items():
        assert refs <= {c.ref for c in find_by_name(name)}, name


def test_implemented_is_hand_written_parsed_or_vanilla() -> None:
    """A card is implemented when a faction module writes it, the parser read it, or it
    has no text; otherwise it says why (the clause the parser failed on)."""
    for name in ("axiom", "bravos", "lyra", "muna", "ordis", "yzmir"):
        d = starter_deck(name)
        assert all(card_by_ref(r).implemented for r in (d.hero, *d.cards))
    vanilla = card_by_ref("ALT_CORE_B_AX_11_C")
    assert vanilla.implemented and vanilla.abilities == () and vanilla.missing == ""
    hand = registry._hand_written()
    for ref, clause in parsed.UNPARSED.items():
        if ref not in hand:
            cdef = card_by_ref(ref)
            assert not cdef.implemented and cdef.missing == clause and cdef.abilities == ()
    for ref in parsed.ABILITIES:
        assert card_by_ref(ref).implemented
    for cdef in not_implemented():
        assert cdef.missing and cdef.abilities == (), cdef.ref


def test_hand_written_definitions_are_for_what_the_parser_cannot_read() -> None:
    """The registry reads a hand-written definition only for a card the parser does not
    read (a parsed card's hand-written one is the same, tests/cardtext/test_parser.py),
    and a hand-written entry of a card without text is empty, as a vanilla card's."""
    facts = registry._facts()
    for ref, abilities in registry._hand_written().items():
        if ref in parsed.ABILITIES:
            assert card_by_ref(ref).abilities == tuple(abilities), ref
        elif not facts[ref].get("has_text"):
            assert tuple(abilities) == (), ref
        else:
            assert card_by_ref(ref).abilities == tuple(abilities) != (), ref


def test_rulings_come_with_the_card_hand_written_or_parsed() -> None:
    assert "fifth Scrap counter" in card_by_ref("ALT_CORE_B_AX_02_C").ruling  # hand-written
    assert "Fleeting" in card_by_ref("ALT_CORE_B_AX_14_R2").ruling  # parsed family
    assert card_by_ref("ALT_CORE_B_YZ_31_C").ruling  # a token's
    assert card_by_ref("ALT_CORE_B_AX_11_C").ruling == ""


def test_a_parsed_card_is_looked_up_without_the_hand_written_modules() -> None:
    """The first lookup of a parsed card imports its family's words, not the faction
    modules (which import most of the vocabulary): issue #27's start-up figure."""
    probe = ("import sys, engine\n"
             "c = engine.card_by_ref('ALT_CORE_B_AX_04_C')\n"
             "assert c.implemented and c.abilities and c.ruling == ''\n"
             "print(sorted(m for m in sys.modules if m.startswith('engine.cards.')))\n"
             "engine.card_by_ref('ALT_CORE_B_AX_02_C')  # written by hand\n"
             "print('engine.cards.axiom' in sys.modules)\n")
    import subprocess
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True,
                         text=True, check=True).stdout.splitlines()
    assert out == ["['engine.cards.families', 'engine.cards.families.core_ax', "
                   "'engine.cards.lazy', 'engine.cards.parsed', 'engine.cards.registry', "
                   "'engine.cards.rulings']", "True"]


def test_a_card_with_text_but_no_definition_is_not_implemented(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Neither hand-written nor parsed nor listed as unread: 'no definition yet'; a card
    the parser does not read takes its hand-written entry; a parsed one its parsed
    definition (a hand-written one of it must be the same: test_parser); text-less cards
    are vanilla."""
    facts = {"ref": "X_1", "name": "Probe", "type": "character", "faction": "AX",
             "rarity": "common", "stats": [1, 1, 1]}
    written, read = (object(),), (object(), object())
    monkeypatch.setattr(registry, "_sources", lambda: ({"X_3": "a ruling"}, {"X_3": read},
                                                       {"X_4": "effect: 'x'"}))
    monkeypatch.setattr(registry, "_hand_written", lambda: {"X_2": written})
    build = registry._build
    assert build({**facts, "has_text": False}).implemented
    blank = build({**facts, "has_text": True})
    assert not blank.implemented and blank.missing == registry.NO_DEFINITION
    assert build({**facts, "ref": "X_2", "has_text": True}).abilities == written
    got = build({**facts, "ref": "X_3", "has_text": True})
    assert (got.abilities, got.ruling) == (read, "a ruling")
    unread = build({**facts, "ref": "X_4", "has_text": True})
    assert (unread.implemented, unread.missing) == (False, "effect: 'x'")


UNWRITTEN = CardDef("TEST_UNWRITTEN", "Unwritten Scholar", CardType.CHARACTER,
                    faction=Faction.ORDIS, hand_cost=1, reserve_cost=1, stats=Stats(1, 1, 1),
                    implemented=False, missing="effect: 'rewrite the rules'")


@pytest.fixture
def unwritten(monkeypatch: pytest.MonkeyPatch) -> CardDef:
    """A not-implemented card, known only for this test (other tests draw decks from
    every registered test card)."""
    monkeypatch.setitem(registry._extra, UNWRITTEN.ref, UNWRITTEN)
    return UNWRITTEN


def test_a_deck_with_a_not_implemented_card_is_refused(unwritten: CardDef) -> None:
    """Validation lists each such card with its name, reference, line and reason, and
    Game.new refuses the deck rather than play a blank card."""
    ordis = starter_deck("ordis")
    text = ordis.to_text() + f"1 {unwritten.ref}\n"
    deck = parse_decklist(text, "Ordis plus one")
    for probs in (validate_constructed(deck), validate_limited(deck)):
        (prob,) = [p for p in probs if p.rule == NOT_IMPLEMENTED]
        assert "Unwritten Scholar" in str(prob) and unwritten.ref in str(prob)
        assert "rewrite the rules" in str(prob) and prob.line == len(text.splitlines())
    with pytest.raises(DeckError, match=r"Unwritten Scholar \(TEST_UNWRITTEN\).*rewrite"):
        Game.new([deck, starter_deck("axiom")], seed=1)
    assert not [p for p in validate_constructed(ordis) if p.rule == NOT_IMPLEMENTED]


def test_a_real_unread_card_is_refused_by_game_new() -> None:
    """The same with a card of the pool the parser does not read yet (while any)."""
    cdef = next((c for c in not_implemented() if c.type is CardType.CHARACTER), None)
    if cdef is None:
        pytest.skip("every Character of the pool is implemented")
    deck = parse_decklist(f"1 ALT_CORE_B_AX_01_C\n1 {cdef.ref}\n")
    with pytest.raises(DeckError) as err:
        Game.new([deck, starter_deck("axiom")], seed=1)
    assert cdef.name in str(err.value) and cdef.ref in str(err.value)


def test_import_engine_reads_no_card() -> None:
    """The registry is lazy: importing the engine loads neither the facts nor the
    parsed abilities (measured import times are in benchmarks, not here)."""
    import subprocess

    code = ("import sys, engine; from engine.cards import registry; "
            "print(registry._facts.cache_info().currsize, 'engine.cards.parsed' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True).stdout.split()
    assert out == ["0", "False"]


def test_pool_report_lists_each_unimplemented_card_with_its_clause() -> None:
    """`python -m engine.coverage --pool`: a line per not-implemented card naming the
    clause, then per-set counts that add up to the whole pool."""
    from engine.coverage import pool_report

    lines = pool_report()
    missing = [c for c in not_implemented() if c.ref.startswith("ALT_")]
    for c in missing:
        assert any(ln.startswith(c.ref) and ln.endswith(c.missing) for ln in lines), c.ref
    rows = [ln.split() for ln in lines if ln.split()[:1] and ln.split()[0] in
            ("CORE", "ALIZE", "BISE", "CYCLONE", "DUSTER")]
    assert len(rows) == 5  # the per-set summary closes the report
    assert sum(int(r[1]) for r in rows) == 1690  # references
    assert sum(int(r[2]) for r in rows) == 1690 - len(missing)  # implemented


def test_landmark_tokens_cannot_be_put_in_a_deck() -> None:
    """Tokens are not deck cards (1.1.7.b), Landmark tokens (type Permanent) included."""
    with pytest.raises(DeckError, match="Aerolith is a token"):
        parse_decklist("1 ALT_CORE_B_OR_01_C\n1 ALT_CYCLONE_B_NE_03_C\n")
