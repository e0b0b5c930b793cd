"""Reviewing a game (#28): the moments of a record, stepping by answer, phase and day,
the moment of a log entry, and a teacher's notes kept in the record."""

from __future__ import annotations

import json
import random

import pytest

from engine import Game, RecordError, starter_deck
from engine.policies import random_answer
from engine.record import parse_record
from engine.review import Timeline


def _played(n: int = 60, seed: int = 5) -> Game:
    g = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=seed)
    rng = random.Random(seed)
    for _ in range(n):
        if g.pending is None:
            break
        g.answer(random_answer(g.pending, rng))
    return g


@pytest.fixture(scope="module")
def timeline() -> Timeline:
    return Timeline(_played())


def test_every_moment_is_the_game_after_that_many_answers(timeline) -> None:
    g = timeline.source
    assert timeline.last == len(g.answers)
    for k in (0, 1, 17, timeline.last // 2, timeline.last):
        at = timeline.game_at(k)
        assert at.answers == g.answers[:k]
        assert at.fingerprint() == Game.from_record(g.record, k).fingerprint()
        assert timeline.moments[k].log_length == len(at.log)


def test_a_moment_is_a_new_game_that_plays_on(timeline) -> None:
    k = timeline.last // 2
    at = timeline.game_at(k)
    at.answer(random_answer(at.pending, random.Random(1)))
    assert timeline.game_at(k).answers == timeline.source.answers[:k]  # untouched


def test_stepping_by_answer_phase_and_day(timeline) -> None:
    ms = timeline.moments
    mid = timeline.last // 2
    assert timeline.step(mid, "answer", True) == mid + 1
    assert timeline.step(0, "answer", False) == 0
    nxt = timeline.step(mid, "phase", True)
    assert (ms[nxt].day, ms[nxt].phase) != (ms[mid].day, ms[mid].phase)
    assert all((m.day, m.phase) == (ms[mid].day, ms[mid].phase) for m in ms[mid:nxt])
    day = timeline.step(mid, "day", True)
    assert ms[day].day > ms[mid].day or day == timeline.last
    back = timeline.step(day, "day", False)
    assert ms[back].day < ms[day].day and (back == 0 or ms[back - 1].day < ms[back].day)


def test_the_moment_of_a_log_entry(timeline) -> None:
    final = timeline.final
    for entry in (0, len(final.log) // 3, len(final.log) - 1):
        k = timeline.moment_of_log(entry)
        assert len(timeline.game_at(k).log) > entry
        assert k == 0 or len(timeline.game_at(k - 1).log) <= entry


def test_notes_are_kept_in_the_record_and_survive_saving(tmp_path) -> None:
    g = _played(40)
    g.add_note(12, "Here the Reserve was the better choice.")
    g.add_note(3, "Mana first.")
    assert [n.at for n in g.notes] == [3, 12]
    path = tmp_path / "game.json"
    g.save(path)
    again = Game.load(path)
    assert [(n.at, n.text) for n in again.notes] == [(3, "Mana first."),
                                                    (12, "Here the Reserve was the better choice.")]
    assert again.fingerprint() == g.fingerprint()
    assert Game.from_record(again.record, 10).notes == again.notes[:1]


def test_a_bad_note_is_refused_and_an_edited_one_breaks_the_digest() -> None:
    g = _played(20)
    with pytest.raises(ValueError):
        g.add_note(21, "after the end")
    with pytest.raises(ValueError):
        g.add_note(3, "   ")
    g.add_note(2, "ok")
    rec = g.record
    bad = dict(rec, notes=[{"at": 99, "text": "x"}])
    with pytest.raises(RecordError, match=r"notes\[0\].at"):
        parse_record(json.dumps(bad))
    edited = dict(rec, notes=[{"at": 2, "text": "changed"}])
    with pytest.raises(RecordError, match="digest"):
        parse_record(json.dumps(edited))


def test_a_game_without_notes_has_the_record_it_had_before() -> None:
    g = _played(10)
    assert "notes" not in g.record
