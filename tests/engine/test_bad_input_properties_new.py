"""Property tests (hypothesis) of issue #29 over the inputs read since issue #10: decklist
pastes, lesson files, `altered-goldfish` arguments, deck folders and huge records.  For
any of them the program gives a clean refusal or a valid result within the deadline (a
hang or a slow path fails the example), and no file is lost.  Derandomized, like the
other property tests, so every run tries the same inputs."""

from __future__ import annotations

import copy
import json
import os
import tempfile
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engine import goldfish_lab
from engine.decks import (
    MAX_LINES,
    MAX_PASTE_LINE_CHARS,
    MAX_TEXT_CHARS,
    Deck,
    paste_refusal,
    starter_deck,
)
from engine.game import Game
from engine.lesson import load_course
from engine.record import MAX_ANSWERS, MAX_RECORD_DECK_CARDS, RecordError, _digest, parse_record
from tests.engine.test_bad_input_properties import FAST, SLOW, json_values

LESSONS = Path(str(resources.files("engine.lessons")))


# ---------------------------------------------------------------------- pastes
@given(piece=st.text(max_size=50), times=st.integers(0, 400_000),
       tail=st.text(alphabet="\r\n x", max_size=3000))
@FAST
def test_any_paste_is_refused_with_a_reason_or_fits_a_decklist(piece: str, times: int,
                                                              tail: str) -> None:
    text = piece * times + tail
    why = paste_refusal(text)
    if why is None:
        lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
        assert len(text) <= MAX_TEXT_CHARS and len(lines) <= MAX_LINES
        assert max(map(len, lines)) <= MAX_PASTE_LINE_CHARS
    else:
        assert why.endswith("paste one deck") and len(why) < 200


# ---------------------------------------------------------------------- lesson files
@cache
def good_lesson() -> dict[str, Any]:
    return json.loads((LESSONS / "04-dusk.json").read_text(encoding="utf-8"))


def _paths(data: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(data, dict):
        for k, v in data.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            out += _paths(v, (*prefix, i))
    return out


LESSON_PATHS = [p for p in _paths(good_lesson()) if p]


@given(where=st.sampled_from(LESSON_PATHS), value=json_values | st.text(max_size=40))
@SLOW
def test_any_value_anywhere_in_a_lesson_is_skipped_by_name_or_plays(where: tuple[Any, ...],
                                                                   value: Any) -> None:
    data = copy.deepcopy(good_lesson())
    target = data
    for k in where[:-1]:
        target = target[k]
    target[where[-1]] = value
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "50-fuzzed.json").write_text(json.dumps(data))
        course = load_course(Path(tmp))
    if course.lessons:
        assert course.skipped == ()
    else:
        (msg,) = course.skipped
        assert "50-fuzzed.json" in msg and len(msg) < 600


@given(raw=st.binary(max_size=3000))
@FAST
def test_any_bytes_as_a_lesson_file_are_skipped_by_name(raw: bytes) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "51-bytes.json").write_bytes(raw)
        course = load_course(Path(tmp))
    assert course.lessons == () and "51-bytes.json" in course.skipped[0]


# ---------------------------------------------------------------------- goldfish arguments
class WouldPlay(Exception):
    pass


numbers = (st.integers() | st.integers(-(2**70), 2**70)
           | st.text(alphabet="0123456789-+ x", min_size=1, max_size=60)
           | st.builds(lambda n: "9" * n, st.integers(1, 6000)))
OUTPUTS = ["folder", "missing/x.csv", "afile", "afile/below", "ok.csv", "new/records"]


@given(games=numbers, seed=numbers, workers=numbers,
       out=st.sampled_from(["--csv", "--cards-csv", "--records"]), where=st.sampled_from(OUTPUTS))
@settings(FAST, deadline=10_000)  # the first example loads the card pool
def test_any_goldfish_arguments_are_refused_before_playing_or_in_bounds(
        games: Any, seed: Any, workers: Any, out: str, where: str) -> None:
    played: list[Any] = []

    def fake_lab(deck: Deck, n: int, pilot: str, s: int, w: int, **_k: Any) -> Any:
        played.append((n, s, w))
        raise WouldPlay

    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "folder").mkdir()
        (Path(tmp) / "afile").write_text("x")
        argv = ["axiom", "--games", str(games), "--seed", str(seed), "--workers", str(workers),
                out, str(Path(tmp) / where)]
        real = goldfish_lab.run_lab
        goldfish_lab.run_lab = fake_lab
        try:
            code = goldfish_lab.main(argv)
        except SystemExit as e:  # argparse: a word that is not a number, said in one line
            code = e.code
        except WouldPlay:
            code = None
        finally:
            goldfish_lab.run_lab = real
    if code is None:
        n, s, w = played[0]
        assert 1 <= n <= goldfish_lab.MAX_GAMES and 0 <= w <= goldfish_lab.MAX_WORKERS
        assert 0 <= s and s + n <= 2**63
        # a CSV goes into an existing folder (over a file as well); a records folder is
        # an existing folder or one that can be made
        ok = ({"ok.csv", "afile"} if out != "--records" else
              {"folder", "new/records", "missing/x.csv", "ok.csv"})
        assert where in ok, (out, where)
    else:
        assert code == 2


# ---------------------------------------------------------------------- deck folders
files = st.lists(st.tuples(st.text(alphabet="abcXY-_é", min_size=1, max_size=8),
                           st.sampled_from(["good", "same-name", "json", "bytes", "empty",
                                            "folder"]),
                           json_values, st.binary(max_size=200)), max_size=25)


@given(entries=files)
@SLOW
def test_any_deck_folder_lists_every_file_and_loses_none(entries: list[Any]) -> None:
    from altered_desktop import storage

    axiom = starter_deck("axiom")
    with tempfile.TemporaryDirectory() as tmp:
        os.environ[storage.ENV_OVERRIDE] = tmp
        try:
            folder = Path(tmp) / "decks"
            folder.mkdir()
            for i, (stem, kind, value, raw) in enumerate(entries):
                path = folder / f"{stem}-{i}.json"
                if kind == "good":
                    path.write_text(json.dumps(Deck(f"D{i}", axiom.hero, axiom.cards).to_json()))
                elif kind == "same-name":
                    path.write_text(json.dumps(Deck("Same", axiom.hero, axiom.cards).to_json()))
                elif kind == "json":
                    path.write_text(json.dumps(value))
                elif kind == "bytes":
                    path.write_bytes(raw)
                elif kind == "empty":
                    path.write_text("")
                else:
                    path.mkdir()
            before = {p.name: (p.read_bytes() if p.is_file() else None) for p in folder.iterdir()}
            decks, broken = storage.user_decks()
            from altered_desktop.deck_picker import deck_choices, deck_for_key

            keys = [k for k, _t in deck_choices() if not k.startswith("starter:")]
            assert len(decks) + len(broken) == len(entries) == len(keys)
            assert len(set(keys)) == len(keys)  # every deck can be told apart and opened
            for k in keys:
                if not k.startswith("broken:"):
                    deck_for_key(k)
            after = {p.name: (p.read_bytes() if p.is_file() else None) for p in folder.iterdir()}
            assert after == before  # listing loses nothing
        finally:
            del os.environ[storage.ENV_OVERRIDE]
            storage._read_decks.clear()


# ---------------------------------------------------------------------- huge records
@cache
def a_record() -> dict[str, Any]:
    return Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=2).record


@given(cards=st.sampled_from([0, 1, 40, 500, 501, 5_000, 900_000]) | st.integers(0, 2_000),
       answers=st.sampled_from([0, 7, 50_000, 50_001, 200_000]) | st.integers(0, 2_000),
       signed=st.booleans())
@settings(SLOW, max_examples=40, deadline=10_000)
def test_a_record_of_any_size_is_refused_at_once_or_read(cards: int, answers: int,
                                                         signed: bool) -> None:
    rec = copy.deepcopy(a_record())
    rec["decks"][1]["cards"] = ["ALT_CORE_B_BR_04_C"] * cards
    rec["answers"] = ["pass"] * answers
    if signed:
        content = {k: v for k, v in rec.items() if k != "digest"}
        rec["digest"] = _digest(content)
    try:
        parse_record(json.dumps(rec))
    except RecordError as e:
        assert len(str(e)) < 400
        if cards > MAX_RECORD_DECK_CARDS:
            assert "cards; a deck holds at most" in str(e)
        elif answers > MAX_ANSWERS:
            assert "answers; a game record holds at most" in str(e)
    else:
        assert cards <= MAX_RECORD_DECK_CARDS and answers <= MAX_ANSWERS and signed
