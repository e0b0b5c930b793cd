"""The fragile spots of issue #29, item 7, on the engine side: a record past any real
game's size is refused before anything is replayed; the public face refuses a list as a
single answer, a seat that does not exist and a record that is not one; an atomic write
removes the temporary files killed writes of the same file left."""

from __future__ import annotations

import json
import os
import time

import pytest

from engine import Game, RecordError, starter_deck
from engine.decisions import IllegalAnswer
from engine.record import (
    MAX_ANSWERS,
    MAX_RECORD_DECK_CARDS,
    STALE_TMP_SECONDS,
    read_record,
    write_atomic,
)


def game() -> Game:
    return Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=5)


def test_a_19_mb_record_of_giant_decks_is_refused_at_once(tmp_path, monkeypatch):
    """A deck past any real size is refused on its count, before a single reference is
    looked up or anything replayed (the replay took 23-28 s before the refusal).  Said
    by what is called, not by a stopwatch: a timed assertion fails on a loaded machine."""
    import engine.record

    rec = game().record
    rec["decks"][0]["cards"] = ["ALT_CORE_B_AX_04_C"] * 900_000  # about 19 MB of JSON
    path = tmp_path / "giant.json"
    path.write_text(json.dumps(rec))
    assert path.stat().st_size > 18_000_000
    looked_up: list[int] = []
    check = engine.record._check_deck_refs
    monkeypatch.setattr(engine.record, "_check_deck_refs",
                        lambda d, at: (looked_up.append(len(d["cards"])), check(d, at)))
    with pytest.raises(RecordError, match=f"900,000 cards; a deck holds at most {MAX_RECORD_DECK_CARDS}"):
        read_record(path)
    assert looked_up == []  # refused on its count, no reference of the giant deck checked


def test_a_record_of_more_answers_than_any_game_is_refused(tmp_path):
    rec = game().record
    rec["answers"] = ["pass"] * (MAX_ANSWERS + 1)
    path = tmp_path / "long.json"
    path.write_text(json.dumps(rec))
    with pytest.raises(RecordError, match=f"a game record holds at most {MAX_ANSWERS:,}"):
        read_record(path)


def test_a_list_is_not_a_single_answer():
    g = game()
    while g.pending.multi:
        g.answer(g.pending.options[0].id if not g.pending.multi else
                 [o.id for o in g.pending.options[: g.pending.min]])
    before = g.fingerprint()
    single = g.pending.options[0].id
    for bad in ([single], ["pass"], [], (single,)):
        with pytest.raises(IllegalAnswer, match="one option id, not a list"):
            g.answer(bad)
    assert g.fingerprint() == before  # an illegal answer changes nothing
    g.answer(single)


def test_a_seat_that_does_not_exist_has_no_view():
    g = game()
    for seat in (2, -1, "x", True, 0.0, "0"):
        with pytest.raises(ValueError, match="the seat is 0, 1 or None"):
            g.view(seat)
    assert g.view(0) and g.view(1) and g.view(None)


def test_from_record_of_what_is_not_a_record_says_so():
    for bad in ({}, [], None, {"names": ["a", "b"]}):
        with pytest.raises(RecordError, match="not a game record"):
            Game.from_record(bad)


def test_an_atomic_write_removes_the_leftovers_of_killed_writes(tmp_path):
    target = tmp_path / "autosave.json"
    old = tmp_path / "autosave.json.k1ll3d.tmp"
    fresh = tmp_path / "autosave.json.inprogress.tmp"
    other = tmp_path / "settings.json.x.tmp"
    for f in (old, fresh, other):
        f.write_text("half")
    long_ago = time.time() - STALE_TMP_SECONDS - 60
    os.utime(old, (long_ago, long_ago))
    os.utime(other, (long_ago, long_ago))
    write_atomic(target, "whole")
    assert target.read_text() == "whole"
    assert not old.exists()  # a killed save's leftover, gone at the next save
    assert fresh.exists()  # maybe another process's write in progress: left alone
    assert other.exists()  # another file's: cleaned when that file is written
