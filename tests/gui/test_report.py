"""Game ▸ Report a ruling problem (issue #16): the record, the board and a note saved to
one file; opening that file reopens the game at the reported decision."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QFileDialog, QInputDialog

from altered_desktop.session import Mode
from engine.decks import starter_deck
from engine.game import Game
from engine.record import RecordError
from tests.engine.test_position import sample
from tests.gui.conftest import make_window, play


def test_report_menu_saves_record_board_and_note(qtbot, tmp_path, monkeypatch):
    game = Game.new([starter_deck("ordis"), starter_deck("lyra")], seed=9)
    win = make_window(qtbot, game, Mode.HOTSEAT)
    play(win, 8)
    path = tmp_path / "ruling.json"
    monkeypatch.setattr(QInputDialog, "getMultiLineText",
                        staticmethod(lambda *a, **k: ("Should this Reaction wait? (4.4)", True)))
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: (str(path), "")))
    assert win.act_report.text() == "&Report a ruling problem…"
    win.act_report.trigger()
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["note"] == "Should this Reaction wait? (4.4)"
    assert data["record"]["answers"] == [a if isinstance(a, str) else list(a)
                                         for a in win.game.answers]
    assert data["position"]["day"] == win.game.day
    assert data["decision"]["kind"] == win.game.pending.kind


def test_cancelling_the_note_saves_nothing(qtbot, tmp_path, monkeypatch):
    win = make_window(qtbot, Game.from_position(sample()), Mode.HOTSEAT)
    monkeypatch.setattr(QInputDialog, "getMultiLineText",
                        staticmethod(lambda *a, **k: ("", False)))
    asked = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: asked.append(1) or ("", "")))
    win.report_dialog()
    assert not asked and not list(tmp_path.glob("*.json"))


@pytest.mark.parametrize("from_position", [True, False], ids=["position", "decks"])
def test_loading_a_report_opens_the_game_at_that_decision(qtbot, tmp_path, from_position):
    game = (Game.from_position(sample(), seed=1) if from_position
            else Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=3))
    win = make_window(qtbot, game, Mode.HOTSEAT)
    play(win, 6)
    path = tmp_path / "ruling.json"
    win.report_to(path, "Lithium's Expedition should not move")
    fingerprint, pending = win.game.fingerprint(), win.game.pending
    other = make_window(qtbot, Game.new([starter_deck("muna"), starter_deck("yzmir")], seed=2),
                        Mode.HOTSEAT)
    other.load_from(path)
    assert other.game.fingerprint() == fingerprint
    assert other.game.pending == pending
    assert other.report_note == "Lithium's Expedition should not move"
    assert "Lithium's Expedition should not move" in other.statusBar().currentMessage()
    assert other.session.mode is Mode.HOTSEAT
    assert other.log_dock.entry_count() == len(other.game.log)


def test_a_damaged_report_changes_nothing(qtbot, tmp_path):
    win = make_window(qtbot, Game.from_position(sample()), Mode.HOTSEAT)
    play(win, 3)
    path = tmp_path / "ruling.json"
    win.report_to(path, "note")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["record"]["answers"].append("no-such-option")
    path.write_text(json.dumps(data), encoding="utf-8")
    answers = list(win.game.answers)
    with pytest.raises(RecordError, match="digest"):
        win.load_from(path)
    assert win.game.answers == answers


def test_cli_screenshot_of_a_ruling_report(qtbot, tmp_path):
    """`--load REPORT --screenshot` draws the reported game, like a saved one."""
    from altered_desktop import app
    from engine.report import write_report

    g = Game.from_position(sample(), seed=2)
    path = tmp_path / "ruling.json"
    write_report(path, g, "look at the Reserve")
    png = tmp_path / "shot.png"
    assert app.main(["--load", str(path), "--screenshot", str(png), "--size", "1200x800"]) == 0
    assert png.stat().st_size > 10_000


def test_opening_a_position_file_starts_a_game_there(qtbot, tmp_path):
    """A lesson or a tester's situation saved as a position opens as a hotseat game at
    that position (even with an empty side, which a saved game would take for goldfish)."""
    from engine.position import Position, Side

    path = tmp_path / "lesson.json"
    lesson = Position((sample().players[0], Side("Lithium")), turn=0,
                      adventure=sample().adventure)
    path.write_text(json.dumps(lesson.to_json()), encoding="utf-8")
    win = make_window(qtbot, Game.new([starter_deck("muna"), starter_deck("yzmir")], seed=2),
                      Mode.HOTSEAT)
    win.load_from(path)
    assert win.session.mode is Mode.HOTSEAT
    assert win.game.position == lesson
    assert (win.game.pending.kind, win.game.pending.player) == ("turn", 0)
    assert win.report_note == ""
