"""A first start over damaged lesson files (issue #29, item 4): the course is offered
with the good lessons and a message naming each file left out; with no usable lesson
at all the New game dialog opens - the first start never breaks."""

from __future__ import annotations

import shutil
from importlib import resources
from pathlib import Path

from altered_desktop import lessons_ui
from altered_desktop.main_window import MainWindow
from engine import lesson as lesson_module
from engine.decks import starter_deck
from engine.game import Game
from tests.engine.test_lesson_files import damaged
from tests.gui.conftest import make_window

BUILT_IN = Path(str(resources.files("engine.lessons")))


def _window(qtbot) -> MainWindow:  # type: ignore[no-untyped-def]
    return make_window(qtbot, Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=3))


def test_first_start_offers_the_good_lessons_and_names_the_bad_files(qtbot, monkeypatch, tmp_path):
    for f in BUILT_IN.glob("*.json"):
        shutil.copy(f, tmp_path / f.name)
    bad = damaged(tmp_path)
    monkeypatch.setattr(lesson_module, "lessons_folder", lambda: tmp_path)
    win = _window(qtbot)
    opened: list[str] = []
    monkeypatch.setattr(MainWindow, "new_game_dialog", lambda self: opened.append("new"))
    monkeypatch.setattr(lessons_ui.CourseDialog, "exec", lambda self: 1)
    assert lessons_ui.first_time()
    lessons_ui.offer_course_or_new_game(win)
    dlg = win.course_dialog
    assert dlg.list.count() == len(list(BUILT_IN.glob("*.json")))
    assert f"{len(bad)} lesson file(s) could not be used" in dlg.skipped.text()
    assert "20-a-folder.json" in dlg.skipped.text() and "… and 7 more" in dlg.skipped.text()
    assert win.lesson_dock.run is not None and opened == []


def test_first_start_with_no_usable_lesson_goes_to_new_game(qtbot, monkeypatch, tmp_path):
    damaged(tmp_path)
    (tmp_path / "29-same-id.json").unlink()  # alone, that one is a good lesson
    monkeypatch.setattr(lesson_module, "lessons_folder", lambda: tmp_path)
    win = _window(qtbot)
    opened: list[str] = []
    monkeypatch.setattr(MainWindow, "new_game_dialog", lambda self: opened.append("new"))
    monkeypatch.setattr(lessons_ui.CourseDialog, "exec", lambda self: 1)
    lessons_ui.offer_course_or_new_game(win)
    assert not win.course_dialog.start.isEnabled()
    assert opened == ["new"] and win.lesson_dock.run is None
