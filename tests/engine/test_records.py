"""Records (save, load, replay, undo) and their validation against damaged files."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from engine import Game, RecordError, starter_deck
from engine.decks import STARTER_NAMES
from engine.policies import random_answer
from engine.record import parse_record
from tests.engine.helpers import resign, tamper


def random_game(seed: int, max_answers: int | None = None) -> Game:
    rng = random.Random(seed)
    a, b = rng.sample(STARTER_NAMES, 2)
    g = Game.new([starter_deck(a), starter_deck(b)], seed=seed, names=("Ninette", "Lithium"))
    n = 0
    while g.pending is not None and (max_answers is None or n < max_answers):
        g.answer(random_answer(g.pending, rng))
        n += 1
    return g


def test_fifty_random_games_replay_identically(tmp_path: Path) -> None:
    """Save, reload by replaying the answers: same state and same log, game after game."""
    for seed in range(50):
        g = random_game(seed)
        path = tmp_path / f"g{seed}.json"
        g.save(path)
        h = Game.load(path)
        assert h.fingerprint() == g.fingerprint(), f"seed {seed} replayed differently"
        assert [str(e) for e in h.log] == [str(e) for e in g.log]
        assert (h.winner, h.day) == (g.winner, g.day)


def test_undo_is_the_game_before_the_last_answer() -> None:
    g = random_game(7, max_answers=40)
    before = Game.from_record(g.record, len(g.answers) - 1)
    u = g.undo()
    assert u.fingerprint() == before.fingerprint()
    assert len(u.answers) == len(g.answers) - 1
    assert u.pending == before.pending


def test_save_is_atomic_and_leaves_no_temporary_files(tmp_path: Path) -> None:
    g = random_game(3, max_answers=10)
    path = tmp_path / "save.json"
    g.save(path)
    g.save(path)
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]
    assert json.loads(path.read_text())["format"] == "altered-record"


def _good(tmp_path: Path) -> tuple[dict, str]:
    g = random_game(11, max_answers=30)
    text = json.dumps(g.record)
    return json.loads(text), text


BROKEN = {
    "empty file": lambda rec, text: "",
    "truncated": lambda rec, text: text[: len(text) // 2],
    "not an object": lambda rec, text: "[1, 2, 3]",
    "other format": lambda rec, text: json.dumps(resign({**rec, "format": "chess"})),
    "future version": lambda rec, text: json.dumps(resign({**rec, "version": 99})),
    "missing answers": lambda rec, text: json.dumps({k: v for k, v in rec.items() if k != "answers"}),
    "extra field": lambda rec, text: json.dumps({**rec, "code": "__import__('os')"}),
    "bad names": lambda rec, text: json.dumps(resign({**rec, "names": ["only one"]})),
    "negative seed": lambda rec, text: json.dumps(resign({**rec, "seed": -4})),
    "unknown card": lambda rec, text: json.dumps(resign({**rec, "decks": [
        {**rec["decks"][0], "cards": ["ALT_NOPE"]}, rec["decks"][1]]})),
    "answer of wrong type": lambda rec, text: json.dumps(resign({**rec, "answers": [7]})),
    "edited answers": lambda rec, text: json.dumps(tamper(rec, answers=rec["answers"][:-1])),
    "edited seed": lambda rec, text: json.dumps(tamper(rec, seed=rec["seed"] + 1)),
    "illegal answer": lambda rec, text: json.dumps(resign({**rec, "answers": [*rec["answers"], "pass-pass"]})),
    "answers after the end": lambda rec, text: None,  # built below
}


@pytest.mark.parametrize("case", sorted(BROKEN))
def test_broken_records_are_rejected_clearly(tmp_path: Path, case: str) -> None:
    rec, text = _good(tmp_path)
    if case == "answers after the end":
        g = random_game(5)
        full = g.record
        bad = resign({**full, "answers": [*full["answers"], "pass"]})
        content = json.dumps(bad)
    else:
        content = BROKEN[case](rec, text)
    path = tmp_path / "broken.json"
    path.write_text(content)
    other = tmp_path / "other.json"
    other.write_text(text)
    with pytest.raises(RecordError) as err:
        Game.load(path)
    msg = str(err.value)
    assert msg and "Traceback" not in msg
    assert other.read_text() == text  # other saves are left untouched
    Game.load(other)  # and still load


def test_record_never_runs_code() -> None:
    """Loading is JSON parsing and field checks only: a pickle payload is just bad JSON."""
    import pickle

    payload = pickle.dumps({"x": 1}).decode("latin-1")
    with pytest.raises(RecordError, match="not valid JSON"):
        parse_record(payload)


def test_binary_garbage_is_rejected(tmp_path: Path) -> None:
    p = tmp_path / "garbage.json"
    p.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(RecordError, match="UTF-8"):
        Game.load(p)
