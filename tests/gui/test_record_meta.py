"""The app records the mode of the games it makes and plays a loaded or resumed game in
the mode its record names; only records saved before modes were recorded are guessed."""

from __future__ import annotations

import json

import pytest

from altered_desktop import app, goldfish, storage
from altered_desktop.session import GameSession, Mode
from engine.decks import starter_deck
from engine.game import Game
from engine.record import MODES, RecordError, read_record
from tests.engine.helpers import OLD_GOLDFISH, OLD_HOTSEAT, resign
from tests.gui.conftest import make_window, play


@pytest.fixture
def no_guessing(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fail if the app falls back to guessing the mode from the decks."""

    def guessed(game: Game) -> bool:
        raise AssertionError("the mode was guessed although the record names it")

    monkeypatch.setattr(goldfish, "is_goldfish", guessed)


def test_session_modes_are_the_record_modes() -> None:
    """Every mode the app can play is one a record can name, and back."""
    assert {m.value for m in Mode} == set(MODES)


@pytest.mark.parametrize("mode", list(Mode))
def test_new_game_records_its_mode(qtbot, mode: Mode) -> None:  # type: ignore[no-untyped-def]
    """A game started from the New game dialog's settings says its mode in the autosave
    from the first write on."""
    from altered_desktop.main_window import MainWindow

    win = MainWindow(handoff=False)
    qtbot.addWidget(win)
    win.start_new({"mode": mode, "decks": [starter_deck("axiom"), starter_deck("lyra")],
                   "names": ["Ninette", "Lithium"], "seed": 3})
    assert win.game.meta["mode"] == mode.value
    assert read_record(storage.autosave_path())["meta"]["mode"] == mode.value


def test_saved_goldfish_game_resumes_as_goldfish_from_meta(qtbot, monkeypatch,  # type: ignore[no-untyped-def]
                                                           no_guessing) -> None:
    """Resuming the autosave of a goldfish game reads the mode from the record: the idle
    opponent keeps playing itself and the human is the one asked."""
    from PySide6.QtWidgets import QMessageBox

    from altered_desktop.main_window import MainWindow

    game = goldfish.new_goldfish_game(starter_deck("bravos"), seed=4)
    win = make_window(qtbot, game, Mode.GOLDFISH)
    play(win, 6)
    answers = list(win.game.answers)
    win.close()
    fresh = MainWindow(handoff=False)
    qtbot.addWidget(fresh)
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: asked.append(a[2]) or QMessageBox.StandardButton.Yes)
    assert app.win_resume(fresh)
    assert asked[0].startswith("A goldfish game with ")  # the prompt reads the recorded mode
    assert fresh.session.mode is Mode.GOLDFISH
    assert fresh.game.answers == answers
    assert fresh.game.pending.player == 0


@pytest.mark.parametrize("mode", list(Mode))
def test_recorded_mode_wins_over_the_decks(qtbot, tmp_path, mode: Mode,  # type: ignore[no-untyped-def]
                                           no_guessing) -> None:
    """The record's mode is used as written even when the decks would suggest the other
    one (two full decks recorded as goldfish, an idle deck recorded as hotseat)."""
    if mode is Mode.GOLDFISH:
        decks = [starter_deck("ordis"), starter_deck("lyra")]
    else:
        decks = [starter_deck("ordis"), goldfish.idle_deck()]
    path = tmp_path / "g.json"
    Game.new(decks, seed=8, meta={"mode": mode.value}).save(path)
    win = make_window(qtbot, Game.new([starter_deck("axiom"), starter_deck("muna")], seed=1),
                      Mode.HOTSEAT)
    win.load_from(path)
    assert win.session.mode is mode


@pytest.mark.parametrize(("path", "mode"), [(OLD_GOLDFISH, Mode.GOLDFISH),
                                            (OLD_HOTSEAT, Mode.HOTSEAT)],
                         ids=["goldfish", "hotseat"])
def test_old_record_without_meta_is_still_guessed(qtbot, path, mode: Mode) -> None:  # type: ignore[no-untyped-def]
    """Saves from before modes were recorded keep opening in the right mode (by the idle
    deck), and say it once the app saves them again."""
    win = make_window(qtbot, Game.new([starter_deck("axiom"), starter_deck("muna")], seed=1),
                      Mode.HOTSEAT)
    win.load_from(path)
    assert win.session.mode is mode
    assert read_record(storage.autosave_path())["meta"]["mode"] == mode.value


def test_broken_meta_changes_nothing(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Opening a record with a bad meta says why, and leaves the game being played, its
    autosave and the bad file as they were."""
    win = make_window(qtbot, goldfish.new_goldfish_game(starter_deck("muna"), seed=2),
                      Mode.GOLDFISH)
    play(win, 4)
    win.session.flush_autosave()
    game, answers = win.game, list(win.game.answers)
    autosave = storage.autosave_path().read_bytes()
    rec = Game.new([starter_deck("ordis"), starter_deck("lyra")], seed=8).record
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(resign({**rec, "meta": {"mode": "solitaire"}})))
    bad_content = bad.read_bytes()
    with pytest.raises(RecordError, match=r"bad\.json: meta\.mode must be one of"):
        win.load_from(bad)
    assert win.game is game and win.game.answers == answers
    assert win.session.mode is Mode.GOLDFISH
    assert storage.autosave_path().read_bytes() == autosave
    assert bad.read_bytes() == bad_content


def test_undo_keeps_the_mode(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Undo rebuilds the game from its record; the mode must come back with it and be in
    the autosave written after the undo."""
    win = make_window(qtbot, goldfish.new_goldfish_game(starter_deck("bravos"), seed=4),
                      Mode.GOLDFISH)
    play(win, 6)
    before = win.game
    win.undo()
    assert win.game is not before
    assert win.game.meta["mode"] == "goldfish"
    assert read_record(storage.autosave_path())["meta"]["mode"] == "goldfish"


def test_explicit_mode_is_what_gets_recorded(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A session told its mode writes that mode, so the save matches how it was played."""
    game = Game.new([starter_deck("ordis"), starter_deck("lyra")], seed=8)
    assert game.meta == {}
    session = GameSession(game, Mode.HOTSEAT)
    assert session.game.meta["mode"] == "hotseat"
