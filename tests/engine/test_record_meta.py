"""The record's optional `meta` (mode, time saved): kept through save, load and undo,
covered by the digest but not by replay equality, validated strictly, and absent from
old records, which must keep loading exactly as before."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path

import pytest

from engine import Game, RecordError, starter_deck
from engine.policies import random_answer
from engine.record import read_record
from engine.version import stamp
from tests.engine.helpers import OLD_GOLDFISH, OLD_HOTSEAT, resign, tamper


def played(meta: dict[str, str] | None, seed: int = 3, answers: int = 25) -> Game:
    rng = random.Random(seed)
    g = Game.new([starter_deck("ordis"), starter_deck("lyra")], seed=seed,
                 names=("Ninette", "Lithium"), meta=meta)
    for _ in range(answers):
        g.answer(random_answer(g.pending, rng))
    return g


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Callable[[str], None]:
    """Set the time `Game.save` stamps, so tests can tell two saves apart."""

    def set_time(when: str) -> None:
        monkeypatch.setattr("engine.game.timestamp", lambda: when)

    return set_time


# ---------------------------------------------------------------------- round trips
def test_meta_round_trips_through_save_load_and_undo(tmp_path: Path, clock) -> None:
    """What a game is does not change by saving it, reopening it or taking back moves."""
    clock("2025-01-31T18:05:00+01:00")
    g = played({"mode": "goldfish"})
    path = tmp_path / "g.json"
    g.save(path)
    expected = {"mode": "goldfish", "saved": "2025-01-31T18:05:00+01:00"}
    assert g.meta == expected
    assert read_record(path)["meta"] == expected  # readable without replaying
    h = Game.load(path)
    assert h.meta == expected
    assert h.undo().meta == expected
    assert h.undo(len(h.answers)).meta == expected  # back to the very start
    assert Game.from_record(g.record, 0).meta == expected
    assert h.record == g.record  # the reopened game is the saved one, meta included


def test_record_meta_is_a_copy(tmp_path: Path) -> None:
    """A record handed out (or a mapping handed in) cannot change the game's meta later."""
    given = {"mode": "hotseat"}
    g = played(given, answers=2)
    given["mode"] = "goldfish"
    g.record["meta"]["mode"] = "goldfish"
    assert g.meta == {"mode": "hotseat"}


def test_saved_time_is_in_the_digest_but_not_in_replay_equality(tmp_path: Path,
                                                                clock) -> None:
    """Saving the same game at two times gives two valid files that replay to the same
    game; editing the time by hand is refused like any other edit."""
    g = played({"mode": "hotseat"})
    first, second = tmp_path / "first.json", tmp_path / "second.json"
    clock("2025-01-31T18:05:00+01:00")
    g.save(first)
    clock("2025-02-01T09:00:00+01:00")
    g.save(second)
    a, b = Game.load(first), Game.load(second)
    assert a.meta["saved"] != b.meta["saved"]
    assert a.fingerprint() == b.fingerprint() == g.fingerprint()
    rec = json.loads(first.read_text())
    edited = tmp_path / "edited.json"
    edited.write_text(json.dumps(tamper(rec, meta={**rec["meta"],
                                                    "saved": "2020-01-01T00:00:00+00:00"})))
    with pytest.raises(RecordError, match="digest"):
        Game.load(edited)


def test_real_clock_stamp_is_accepted_back(tmp_path: Path) -> None:
    """The stamp the program writes is one its own validation accepts."""
    g = played({"mode": "hotseat"}, answers=3)
    g.save(tmp_path / "g.json")
    assert Game.load(tmp_path / "g.json").meta["saved"] == g.meta["saved"]


def test_failed_save_leaves_meta_as_it_was(tmp_path: Path, clock) -> None:
    """A save that could not be written must not claim the game was saved."""
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    g = played({"mode": "hotseat"}, answers=3)
    clock("2025-01-31T18:05:00+01:00")
    with pytest.raises(OSError):
        g.save(blocker / "g.json")
    assert g.meta == {"mode": "hotseat"}


def test_game_without_meta_has_the_record_it_always_had() -> None:
    """An empty meta is left out, so engine users that never set one (the simulator,
    benchmarks) write the fields they always wrote, plus the stamp of the engine that
    wrote them (issue #16: a replay that stops matching names the versions)."""
    rec = played(None, answers=5).record
    assert "meta" not in rec
    assert list(rec) == ["format", "version", "engine", "names", "seed", "decks", "answers",
                         "digest"]


# ---------------------------------------------------------------------- old records
@pytest.mark.parametrize("path", [OLD_GOLDFISH, OLD_HOTSEAT], ids=["goldfish", "hotseat"])
def test_old_record_without_meta_loads_exactly_as_before(path: Path) -> None:
    """Backward compatibility: saves from before meta (and the engine stamp) existed
    load, with an empty meta, and the same game re-recorded is the same record but for
    the stamp of the engine that now writes it (and so its digest)."""
    before = path.read_bytes()
    g = Game.load(path)
    assert g.meta == {}
    assert g.answers, "the fixture holds a game in progress"
    old, now = json.loads(before), g.record
    assert "engine" not in old and now.pop("engine") == stamp()
    assert {k: v for k, v in now.items() if k != "digest"} == \
        {k: v for k, v in old.items() if k != "digest"}
    assert path.read_bytes() == before


# ---------------------------------------------------------------------- validation
def _with_meta(meta: object) -> dict:
    rec = played({"mode": "hotseat"}, answers=5).record
    return resign({**rec, "meta": meta})


BROKEN_META: dict[str, tuple[Callable[[], dict], str]] = {
    "meta is a list": (lambda: _with_meta(["goldfish"]),
                       r"'meta' must be an object of named text fields, not a list$"),
    "meta is text": (lambda: _with_meta("goldfish"), r"'meta' must be an object.* not text$"),
    "meta is null": (lambda: _with_meta(None), r"'meta' must be an object.* not null$"),
    "unknown mode": (lambda: _with_meta({"mode": "chess"}),
                     r"meta\.mode must be one of 'hotseat', 'goldfish', not 'chess'"),
    "mode of wrong type": (lambda: _with_meta({"mode": 1}), r"meta\.mode must be one of .* not 1"),
    "mode in capitals": (lambda: _with_meta({"mode": "Goldfish"}), r"meta\.mode"),
    "huge mode is quoted short": (lambda: _with_meta({"mode": "x" * 5000}),
                                  r"meta\.mode must be .* not 'x{30,40}…\[cut\]$"),
    "unknown meta field": (lambda: _with_meta({"mode": "hotseat", "code": "rm -rf"}),
                           r"unexpected field\(s\) in 'meta': code \(known: mode, saved, seats\)"),
    "saved is not a date": (lambda: _with_meta({"saved": "yesterday"}),
                            r"meta\.saved must be a date and time .* not 'yesterday'"),
    "saved without offset": (lambda: _with_meta({"saved": "2025-01-31T18:05:00"}),
                             r"meta\.saved must be a date and time with its UTC offset"),
    "saved is a number": (lambda: _with_meta({"saved": 1738343100}), r"meta\.saved"),
    "edited mode": (lambda: tamper(played({"mode": "hotseat"}, answers=5).record,
                                    meta={"mode": "goldfish"}), r"digest does not match"),
    "meta stripped": (lambda: {k: v for k, v in played({"mode": "goldfish"}, answers=5)
                               .record.items() if k != "meta"}, r"digest does not match"),
}


@pytest.mark.parametrize("case", sorted(BROKEN_META))
def test_broken_meta_is_rejected_saying_what_and_where(tmp_path: Path, case: str) -> None:
    """Meta is validated as strictly as the rest: the message names the file and the field,
    and other saved games are neither touched nor made unloadable."""
    build, message = BROKEN_META[case]
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(build()))
    content = path.read_bytes()
    good = tmp_path / "good.json"
    played({"mode": "goldfish"}, answers=5).save(good)
    good_content = good.read_bytes()
    with pytest.raises(RecordError, match=message) as err:
        Game.load(path)
    assert str(err.value).startswith(f"{path}: ")
    assert path.read_bytes() == content
    assert good.read_bytes() == good_content
    assert Game.load(good).meta["mode"] == "goldfish"


@pytest.mark.parametrize("meta", [{"mode": "chess"}, {"note": "x"}, {"saved": "now"}])
def test_new_game_refuses_a_meta_its_record_could_not_load_with(meta: dict) -> None:
    """A game given a bad meta would write a save that cannot be opened: refuse it up
    front instead."""
    with pytest.raises(RecordError, match="new game: "):
        Game.new([starter_deck("ordis"), starter_deck("lyra")], meta=meta)



def test_replaying_an_unchecked_record_with_bad_meta_says_so() -> None:
    """`from_record` given a record that never went through `parse_record` (a program
    building one in memory) still gets a RecordError naming the field, not a crash."""
    rec = {**played(None, answers=2).record, "meta": ["goldfish"]}
    with pytest.raises(RecordError, match="'meta' must be an object of named text fields"):
        Game.from_record(rec)


# ---------------------------------------------------------------------- who plays each seat
def test_seats_round_trip_and_a_bad_one_is_refused(tmp_path: Path) -> None:
    """meta.seats says who plays each seat (issue #22: a game against the computer
    resumes against the computer); anything but two known players is refused."""
    from engine.ai.players import POLICY_NAMES
    from engine.record import SEAT_PLAYERS

    assert set(POLICY_NAMES) < set(SEAT_PLAYERS)  # every automatic player can be named
    g = played({"mode": "hotseat", "seats": "person,search"}, answers=4)
    g.save(tmp_path / "g.json")
    assert Game.load(tmp_path / "g.json").meta["seats"] == "person,search"
    assert Game.load(tmp_path / "g.json").undo().meta["seats"] == "person,search"
    for bad in ("person", "person,robot", "person,greedy,greedy", "", 3):
        with pytest.raises(RecordError, match="meta.seats"):
            played({"seats": bad}, answers=0)  # type: ignore[dict-item]
