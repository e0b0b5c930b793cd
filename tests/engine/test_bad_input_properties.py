"""Property tests (hypothesis) of issue #10: for any record, deck file, decklist, answer or
`Game.new` argument, the program gives a clean error or a valid result, within a time
bound (each example's `deadline`; a hang or a slow path fails it).

Examples are derandomized so every run tries the same inputs (the project's tests are
deterministic); `python -m pytest tests/engine/test_bad_input_properties.py
--hypothesis-show-statistics` prints how many each test tried.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.cards.registry import card_by_ref
from engine.decisions import IllegalAnswer
from engine.decks import (
    MAX_CARDS,
    MAX_COUNT,
    DeckError,
    deck_from_json,
    read_decklist,
    starter_deck,
)
from engine.game import Game
from engine.model import CardType
from engine.record import RecordError, _digest, parse_record, read_record

FAST = settings(max_examples=200, deadline=2000, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                       HealthCheck.function_scoped_fixture])
SLOW = settings(FAST, max_examples=80, deadline=5000)

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
    | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=10), inner,
                                                                 max_size=5),
    max_leaves=20)


@cache
def good_record() -> dict[str, Any]:
    g = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=11, names=("A", "B"))
    for _ in range(5):
        d = g.pending
        g.answer([o.id for o in d.options[:d.min]] if d.multi else d.options[0].id)
    return g.record


def resigned(rec: dict[str, Any]) -> dict[str, Any]:
    content = {k: v for k, v in rec.items() if k != "digest"}
    return {**content, "digest": _digest(content)}


def load_or_refuse(text: str) -> Game | None:
    """The game the record text holds, or None when it is refused with a RecordError
    (any other exception fails the test)."""
    try:
        rec = parse_record(text, "prop")
    except RecordError:
        return None
    try:
        return Game.from_record(rec)
    except (RecordError, DeckError):
        return None


# ---------------------------------------------------------------------- records
FIELDS = ["format", "version", "names", "seed", "decks", "answers", "meta", "engine",
          "position", "digest", "extra"]


@FAST
@given(field=st.sampled_from(FIELDS), value=json_values, sign=st.booleans())
def test_any_value_in_any_record_field_is_refused_or_loads(field: str, value: Any,
                                                           sign: bool) -> None:
    rec = {**good_record(), field: value}
    if sign:
        rec = resigned(rec)
    g = load_or_refuse(json.dumps(rec))
    if g is not None:  # it loaded: then it is a game that saves and loads again
        assert Game.from_record(parse_record(json.dumps(g.record))).fingerprint() == \
            g.fingerprint()


@FAST
@given(deck=st.integers(0, 1), key=st.sampled_from(["name", "hero", "cards"]),
       value=json_values | st.lists(st.sampled_from(
           ["ALT_CORE_B_AX_01_C", "ALT_CORE_B_OR_32_C", "ALT_CORE_B_AX_04_C", "x\n", ""]),
           max_size=50))
def test_any_deck_in_a_signed_record_is_refused_or_loads(deck: int, key: str,
                                                         value: Any) -> None:
    rec = json.loads(json.dumps(good_record()))
    rec["decks"][deck][key] = value
    rec["answers"] = []
    g = load_or_refuse(json.dumps(resigned(rec)))
    if g is not None:
        for d in g.decks:
            for ref in d.cards:
                c = card_by_ref(ref)
                assert c.type is not CardType.HERO and not c.is_token


@FAST
@given(cut=st.integers(0, 20_000), insert=st.text(max_size=20))
def test_a_record_text_cut_or_spliced_anywhere_is_refused_or_loads(cut: int,
                                                                   insert: str) -> None:
    text = json.dumps(good_record(), indent=1)
    cut = min(cut, len(text))
    load_or_refuse(text[:cut] + insert + text[cut + len(insert):])


@FAST
@given(raw=st.binary(max_size=2000))
def test_any_bytes_as_a_record_file_are_refused(tmp_path_factory, raw: bytes) -> None:
    path = Path(tmp_path_factory.mktemp("rec")) / "autosave.json"
    path.write_bytes(raw)
    with pytest.raises(RecordError) as err:
        read_record(path)
    assert str(err.value).startswith(str(path)) and len(str(err.value)) < 600 + len(str(path))


@FAST
@given(depth=st.integers(1, 5000), digits=st.integers(1, 6000))
def test_deep_nesting_and_long_numbers_are_refused_cleanly(depth: int, digits: int) -> None:
    text = json.dumps(good_record()).replace('"seed": 11', '"seed": ' + "7" * digits, 1)
    text = text.replace('"answers": [', '"answers": [' + "[" * depth + "]" * depth + ",", 1)
    assert load_or_refuse(text) is None


# ---------------------------------------------------------------------- decks
deck_lines = st.lists(st.one_of(
    st.text(max_size=40),
    st.builds(lambda c, r, sep: f"{c}{sep}{r}",
              st.sampled_from(["1", "3", "3x", "x3", "0", "-1", "²", "③", "₃", "٣", "99",
                               "100", "1000000", "9" * 25, "", "three"]),
              st.sampled_from(["ALT_CORE_B_AX_01_C", "ALT_CORE_B_AX_04_C", "ALT_CORE_B_OR_32_C",
                               "ALT_COREKS_B_AX_05_C", "ALT_CORE_B_AX_04_U_77",
                               "ALT_CORE_B_AX_07_R1", "Kelon Elemental", "Kelon Elementl",
                               "kuraokami unbound", "ALT_NOPE", "Sierra & Oddball"]),
              st.sampled_from([" ", "  ", "\t", " x "])),
    st.sampled_from(["# c", "// c", "Hero:", "Sideboard", "", "\ufeff", "\u2028", "\x85"])),
    max_size=60)


@FAST
@given(lines=deck_lines, end=st.sampled_from(["\n", "\r\n", "\r"]))
def test_any_decklist_gives_problems_by_line_or_a_valid_deck(lines: list[str],
                                                             end: str) -> None:
    text = end.join(lines)
    reading = read_decklist(text, "Prop")
    n_lines = text.replace("\r\n", "\n").replace("\r", "\n").count("\n") + 1
    if reading.deck is None:
        assert reading.problems
        assert all(p.line is None or 1 <= p.line <= n_lines for p in reading.problems)
    else:
        d = reading.deck
        assert len(d.cards) <= MAX_CARDS
        assert d.hero is None or card_by_ref(d.hero).type is CardType.HERO
        for ref in d.cards:
            c = card_by_ref(ref)
            assert c.type is not CardType.HERO and not c.is_token


@FAST
@given(text=st.text(max_size=3000))
def test_any_text_as_a_decklist_never_raises(text: str) -> None:
    read_decklist(text)


@FAST
@given(data=json_values | st.fixed_dictionaries({
    "format": st.just("altered-deck"), "version": json_values, "name": json_values,
    "hero": json_values, "cards": st.lists(st.fixed_dictionaries(
        {"ref": st.sampled_from(["ALT_CORE_B_AX_04_C", "ALT_CORE_B_OR_32_C", "x\ny", ""])
         | json_values, "count": st.integers(-5, 10**20) | json_values}), max_size=8)}))
def test_any_deck_file_content_is_a_deck_error_or_a_valid_deck(data: Any) -> None:
    try:
        d = deck_from_json(data)
    except DeckError:
        return
    assert all(1 <= n <= MAX_COUNT for n in (d.cards.count(r) for r in set(d.cards)))


# ---------------------------------------------------------------------- answers
answers = st.one_of(json_values, st.text(max_size=50), st.lists(st.text(max_size=8),
                                                                  max_size=8))


@SLOW
@given(steps=st.integers(0, 12), answer=answers)
def test_any_answer_is_legal_or_leaves_the_game_unchanged(steps: int, answer: Any) -> None:
    g = Game.new([starter_deck("lyra"), starter_deck("ordis")], seed=4)
    for _ in range(steps):
        d = g.pending
        g.answer([o.id for o in d.options[:d.min]] if d.multi else d.options[0].id)
    before, n = g.fingerprint(), len(g.answers)
    try:
        g.answer(answer)
    except IllegalAnswer as e:
        assert g.fingerprint() == before and len(g.answers) == n
        assert len(str(e)) < 600
    else:
        assert len(g.answers) == n + 1


# ---------------------------------------------------------------------- Game.new
@FAST
@given(seed=json_values | st.integers(), names=json_values
       | st.lists(st.text(max_size=45), min_size=0, max_size=3))
def test_game_new_refuses_or_makes_a_game_its_record_holds(seed: Any, names: Any) -> None:
    decks = [starter_deck("axiom"), starter_deck("muna")]
    try:
        g = Game.new(decks, seed=seed, names=names)
    except ValueError:  # RecordError included: never a TypeError
        return
    assert load_or_refuse(json.dumps(g.record)) is not None
