"""Ruling reports (issue #16): the record, the board as a position and a note in one
file, which reopens the game at the reported decision."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from engine import Game, RecordError, starter_deck
from engine.invariants import check_invariants
from engine.policies import random_answer
from engine.position import Position, position_of
from engine.report import make_report, read_report, write_report
from tests.engine.helpers import resign
from tests.engine.test_position import owned, sample
from tests.state_access import state_of


def _game(answers: int, from_position: bool = True) -> Game:
    g = (Game.from_position(sample(), seed=2) if from_position else
         Game.new([starter_deck("axiom"), starter_deck("lyra")], seed=8))
    rng = random.Random(answers)
    for _ in range(answers):
        g.answer(random_answer(g.pending, rng))
    return g


@pytest.mark.parametrize("from_position", [True, False], ids=["position", "decks"])
def test_a_report_reopens_the_game_at_the_reported_decision(tmp_path: Path,
                                                            from_position: bool) -> None:
    g = _game(7, from_position)
    path = tmp_path / "report.json"
    write_report(path, g, "Kojo should not have moved (4.2.4.h)")
    rep = read_report(path)
    assert rep.note == "Kojo should not have moved (4.2.4.h)"
    assert rep.game.fingerprint() == g.fingerprint()
    assert rep.game.pending == g.pending
    assert rep.position == position_of(g)
    data = json.loads(path.read_text())
    assert data["decision"]["kind"] == g.pending.kind
    assert [o["id"] for o in data["decision"]["options"]] == [o.id for o in g.pending.options]


def test_the_reports_position_builds_a_game_with_the_same_cards(tmp_path: Path) -> None:
    """A tester starts a new test from the report's board: it builds (the phase starts
    over from its beginning), every card of each player accounted for."""
    g = _game(5)
    rep = read_report(_written(tmp_path, g))
    assert isinstance(rep.position, Position)
    again = Game.from_position(rep.position)
    assert again.day == g.day
    check_invariants(state_of(again), owned(rep.position))
    check_invariants(state_of(g), owned(rep.position))


def _written(tmp_path: Path, g: Game, note: str = "note") -> Path:
    path = tmp_path / "r.json"
    write_report(path, g, note)
    return path


def _edited(tmp_path: Path, **changes: object) -> Path:
    data = make_report(_game(4), "a note")
    data.update(changes)
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(data))
    return path


@pytest.mark.parametrize(("change", "message"), [
    ({"note": 5}, r"'note' must be text"),
    ({"weather": 1}, r"unexpected field\(s\) weather"),
    ({"engine": None}, r"'engine' must be an object"),
    ({"decision": {"player": 0}}, r"'decision' must be null or the pending decision"),
    ({"position": {"format": "nope"}}, r"position: .*missing field"),
    ({"record": []}, r"'record' must be a game record"),
    ({"version": 9}, r"report version 9 is not supported"),
])
def test_a_damaged_report_is_refused_with_a_clear_message(tmp_path: Path, change: dict,
                                                          message: str) -> None:
    with pytest.raises(RecordError, match=message):
        read_report(_edited(tmp_path, **change))


def test_a_report_whose_record_no_longer_reaches_its_decision_says_so(tmp_path: Path) -> None:
    """The reported decision is checked against the reopened game: a record that now
    stops elsewhere is named as such, with the versions."""
    data = make_report(_game(6), "")
    data["record"] = resign({**data["record"], "answers": data["record"]["answers"][:-1]})
    path = tmp_path / "moved.json"
    path.write_text(json.dumps(data))
    with pytest.raises(RecordError, match=r"does not reopen at the reported decision.*rules"):
        read_report(path)


def test_a_report_with_a_tampered_record_is_refused(tmp_path: Path) -> None:
    data = make_report(_game(3), "")
    data["record"]["seed"] += 1
    path = tmp_path / "tampered.json"
    path.write_text(json.dumps(data))
    with pytest.raises(RecordError, match=r"record: the digest does not match"):
        read_report(path)


def test_a_report_of_a_finished_game_has_no_decision(tmp_path: Path) -> None:
    g = _game(0)
    rng = random.Random(3)
    while g.pending is not None:
        g.answer(random_answer(g.pending, rng))
    rep = read_report(_written(tmp_path, g))
    assert rep.game.over and rep.game.pending is None


def test_damaged_reports_never_crash_the_reader(tmp_path: Path) -> None:
    """Random edits anywhere in a report: each is read, or refused with RecordError."""
    rng = random.Random(16)
    good = make_report(_game(3), "note")
    junk: list[object] = [None, -1, 0, 7, "", "x", [], {}, True, ["yes"], {"id": "x"}]
    path = tmp_path / "fuzz.json"
    for _ in range(150):
        data = json.loads(json.dumps(good))
        node: object = data
        trail = []
        while isinstance(node, (dict, list)) and node and rng.random() < 0.85:
            key = rng.choice(list(node)) if isinstance(node, dict) else rng.randrange(len(node))
            trail.append((node, key))
            node = node[key]  # type: ignore[index]
        if not trail:
            continue
        parent, key = trail[-1]
        parent[key] = rng.choice(junk)  # type: ignore[index]
        path.write_text(json.dumps(data))
        try:
            read_report(path)
        except RecordError:
            pass


def test_open_saved_tells_records_reports_and_positions_apart(tmp_path: Path) -> None:
    from engine.report import open_saved

    g = _game(4)
    rec, rep, pos = tmp_path / "g.json", tmp_path / "r.json", tmp_path / "p.json"
    g.save(rec)
    write_report(rep, g, "n")
    pos.write_text(json.dumps(sample().to_json()))
    assert [open_saved(p).kind for p in (rec, rep, pos)] == ["record", "report", "position"]
    assert open_saved(rec).game.fingerprint() == g.fingerprint()
    assert open_saved(pos).game.fingerprint() == Game.from_position(sample()).fingerprint()
    bad = tmp_path / "bad.json"
    for text, message in (("{", r"not valid JSON"), ('{"format": "chess"}', r"not a game record"),
                          (json.dumps({**sample().to_json(), "day": 0}), r"day: must be")):
        bad.write_text(text)
        with pytest.raises(RecordError, match=message):
            open_saved(bad)
