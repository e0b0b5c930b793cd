"""The course in the window (#17): a lesson played on the table through the lesson panel,
a wrong answer explained without changing the game, progress remembered, the course
offered at a first start, and 'Explain this' on a card."""

from __future__ import annotations

from altered_desktop import lessons_ui
from altered_desktop.main_window import MainWindow
from engine.decks import starter_deck
from engine.game import Game
from engine.lesson import course
from tests.gui.conftest import make_window


def _window(qtbot) -> MainWindow:  # type: ignore[no-untyped-def]
    game = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=3)
    return make_window(qtbot, game)


def _lesson(suffix: str):  # type: ignore[no-untyped-def]
    return next(lesson for lesson in course() if lesson.id.endswith(suffix))


def test_a_lesson_is_played_through_its_panel(qtbot) -> None:  # type: ignore[no-untyped-def]
    win = _window(qtbot)
    assert lessons_ui.start_lesson(win, _lesson("dusk"))
    dock = win.lesson_dock
    assert dock.isVisible() and "Step 1 of 2" in dock.progress.text()
    assert "Haven Warrior" in dock.look.text()  # what the step points at, explained
    assert win.table.log_focus  # and lit up on the table
    game = win.game
    # legal but not what the step asks: Lyra Skald into the hero Expedition
    wrong = next(o.id for o in game.pending.options if o.id.endswith(":hero"))
    answers = len(game.answers)
    assert not win.submit(wrong) or len(game.answers) == answers
    assert len(game.answers) == answers and "not what this step asks" in dock.feedback.text()
    dock.answer_button.click()  # "Show me"
    assert "Step 2 of 2" in dock.progress.text()
    dock.answer_button.click()
    assert "What you learned" in dock.say.text() and dock.next_button.isVisible()
    assert "04-dusk" in lessons_ui.lessons_done()  # remembered in the settings
    assert not win.session.can_undo()


def test_next_lesson_follows_in_the_course(qtbot) -> None:  # type: ignore[no-untyped-def]
    win = _window(qtbot)
    lessons_ui.start_lesson(win, _lesson("reserve"))
    win.lesson_dock.answer_button.click()
    win.lesson_dock.next_button.click()
    assert win.lesson_dock.run.lesson.id.endswith("dusk")


def test_the_course_is_offered_at_a_first_start_only(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    win = _window(qtbot)
    opened: list[str] = []
    monkeypatch.setattr(MainWindow, "new_game_dialog", lambda self: opened.append("new"))
    monkeypatch.setattr(lessons_ui.CourseDialog, "exec", lambda self: 1)
    assert lessons_ui.first_time()
    lessons_ui.offer_course_or_new_game(win)
    assert opened == [] and win.lesson_dock.run.lesson.id.startswith("01")
    assert "Welcome" in win.course_dialog.findChildren(type(win.lesson_dock.say))[0].text()
    lessons_ui.leave_lesson(win)  # leaving opens the New game dialog
    assert opened == ["new"]
    lessons_ui.offer_course_or_new_game(win)  # a later start: straight to New game
    assert opened == ["new", "new"]


def test_explain_this_on_a_card(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QMessageBox

    win = _window(qtbot)
    lessons_ui.start_lesson(win, _lesson("gigantic"))
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda self: shown.append(self.text()) or 0)
    atlas = next(o.objects[0] for o in win.game.pending.options if o.detail == "play")
    menu = win.context_menu_for(atlas)
    action = next(a for a in menu.actions() if a.text() == "Explain this")
    action.trigger()
    assert shown and "Atlas" in shown[0] and "cost" in shown[0].lower()
    shown.clear()
    lessons_ui.explain_mine(win, "dusk")
    assert "4.2.4" in shown[0]


def test_explain_this_on_the_table_places(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Right-click on an Expedition, the Mana, a Reserve: the engine's reasons, with the
    numbers the table shows (4.2.4.b totals, 1.2.5.e orbs)."""
    from PySide6.QtWidgets import QMessageBox

    win = _window(qtbot)
    lessons_ui.start_lesson(win, _lesson("winning"))
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda self: shown.append(self.text()) or 0)
    kinds = {(it.kind, it.player) for it in win.table.items}
    assert ("expedition", 0) in kinds and ("mana", 0) in kinds
    exp = next(it for it in win.table.items if it.kind == "expedition" and it.player == 0
               and it.exp == "hero")
    win.table.place_context.emit("expedition", 0, "hero", None)
    labels = [a.text() for a in win.place_menu.actions()]
    assert labels == ["Explain this", "Explain its statistics", "Explain its marker"]
    win.place_menu.actions()[1].trigger()
    assert "Forest 0, Mountain 0, Water 4" in shown[-1]
    win.place_menu.actions()[0].trigger()
    assert "would move forward" in shown[-1] and "Water" in shown[-1]
    win.table.place_context.emit("mana", 0, "", None)
    win.place_menu.actions()[0].trigger()
    assert "3 of 3 Mana Orbs are ready" in shown[-1]
    zone = next(it for it in win.table.items if it.kind == "zone" and it.player == 0)
    win.table.place_context.emit("zone", 0, zone.label, None)
    win.place_menu.actions()[0].trigger()
    assert "3.2.10" in shown[-1] or "3.2.7" in shown[-1]
    assert exp.rect.width() > 0


def test_a_lesson_starts_at_the_learner_without_hand_off_or_stale_news(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Issue #28: a lesson has one learner; it never asks to pass the computer to them,
    whoever decided last in the game before, and opens without a stale status line."""
    from tests.gui.conftest import play

    game = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=3)
    win = make_window(qtbot, game, handoff=True)
    play(win, 4)  # both seats have decided: the curtain has been used
    win.revealed_for = 1
    monkeypatch.setattr(MainWindow, "confirm_leaving", lambda self, what: True)
    for suffix in ("expeditions", "winning"):
        assert lessons_ui.start_lesson(win, _lesson(suffix))
        assert not win.handoff.isVisible()
        assert "no longer on the table" not in win.statusBar().currentMessage()
        assert win.session.viewer() == 0


def test_lesson_six_answers_pass_with_what_passing_does(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Issue #28: Pass on lesson 6 is told it would end the Afternoon (4.2.3.d), not
    'from hand it would not'; Ratatoskr from Reserve into either Expedition is right."""
    from engine.lesson import LessonRun

    run = LessonRun(_lesson("reactions"))
    fb = run.try_answer("pass")
    assert not fb.accepted and "end your turns for this Afternoon" in fb.text
    assert "from hand" not in fb.text
    either = [o.id for o in run.game.pending.options if o.id.startswith("play:")
              and o.id.endswith(":companion")]
    assert either and run.try_answer(either[0]).accepted
