"""Undo, save, load, autosave and resume."""

from __future__ import annotations

import pytest

from altered_desktop import app, goldfish, storage
from altered_desktop.session import GameSession, Mode
from altered_desktop.smoke import scripted_step
from engine.decks import starter_deck
from engine.game import Game
from engine.record import RecordError
from tests.gui.conftest import make_window, play


def test_undo_takes_back_the_last_answer(qtbot):
    game = Game.new([starter_deck("yzmir"), starter_deck("muna")], seed=5)
    win = make_window(qtbot, game, Mode.HOTSEAT)
    play(win, 6)
    before = list(win.game.answers)
    view_before = win.game.view(0)
    scripted_step(win)
    assert len(win.game.answers) == len(before) + 1
    win.act_undo.trigger()
    assert win.game.answers == before
    assert win.game.view(0) == view_before
    assert win.log_dock.entry_count() == len(win.game.log)


def test_goldfish_undo_skips_the_idle_opponent(qtbot):
    game = goldfish.new_goldfish_game(starter_deck("bravos"), seed=4)
    win = make_window(qtbot, game, Mode.GOLDFISH)
    play(win, 8)
    win.undo()
    assert win.game.pending.player == 0


def test_save_and_load(qtbot, tmp_path):
    game = Game.new([starter_deck("ordis"), starter_deck("lyra")], seed=9)
    win = make_window(qtbot, game, Mode.HOTSEAT)
    play(win, 10)
    path = tmp_path / "game.json"
    win.save_to(path)
    answers = list(win.game.answers)
    win.start_new({"mode": Mode.GOLDFISH, "decks": [starter_deck("axiom")],
                   "names": ["X", "Y"], "seed": 1})
    assert win.session.mode is Mode.GOLDFISH
    win.load_from(path)
    assert win.game.answers == answers
    assert win.session.mode is Mode.HOTSEAT
    bad = tmp_path / "bad.json"
    bad.write_text(path.read_text().replace('"seed": 9', '"seed": 10'))
    with pytest.raises(RecordError, match="digest"):
        win.load_from(bad)
    assert win.game.answers == answers  # a damaged file changes nothing


def test_goldfish_record_reloads_as_goldfish(qtbot, tmp_path):
    game = goldfish.new_goldfish_game(starter_deck("muna"), seed=2)
    session = GameSession(game)
    assert session.mode is Mode.GOLDFISH
    game.save(tmp_path / "g.json")
    assert GameSession(Game.load(tmp_path / "g.json")).mode is Mode.GOLDFISH


def test_autosave_and_resume_after_close(qtbot, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from altered_desktop.main_window import MainWindow

    game = Game.new([starter_deck("axiom"), starter_deck("yzmir")], seed=21)
    win = make_window(qtbot, game, Mode.HOTSEAT)
    play(win, 7)
    answers = list(win.game.answers)
    assert storage.autosave_path().exists()
    win.close()
    fresh = MainWindow(handoff=False)
    qtbot.addWidget(fresh)
    asked = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: asked.append(a) or QMessageBox.StandardButton.Yes)
    assert app.win_resume(fresh)
    assert asked
    prompt = asked[0][2]  # (parent, title, text): it says what the saved game is
    names = [d.name for d in win.game.decks]
    assert f"A game of {names[0]} against {names[1]}" in prompt
    assert f"after {len(answers)} decisions" in prompt
    assert fresh.game.answers == answers
    # declining leaves the window empty
    other = MainWindow(handoff=False)
    qtbot.addWidget(other)
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.No)
    assert not app.win_resume(other)
    assert other.session is None


def test_window_layout_is_remembered(qtbot):
    from altered_desktop.main_window import MainWindow

    win = MainWindow(handoff=False)
    qtbot.addWidget(win)
    win.resize(1300, 850)
    win.show()
    win.log_dock.hide()
    win.close()
    saved = storage.load_settings()["window"]
    assert "|" in saved
    again = MainWindow(handoff=False)
    qtbot.addWidget(again)
    again.restore_layout()
    again.show()
    assert not again.log_dock.isVisible()


def test_autosave_failure_does_not_stop_the_game(qtbot, tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the autosave folder should be")
    game = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=7)
    session = GameSession(game, Mode.HOTSEAT, autosave=blocker / "autosave.json")
    assert session.autosave_error.startswith("Autosave failed")
    session.answer([o.id for o in game.pending.options[:3]])
    assert len(session.game.answers) == 1
