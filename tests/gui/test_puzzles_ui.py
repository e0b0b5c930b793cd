"""Puzzles in the window (#28): chosen from Learn > Puzzles, played on the table against
the goal the engine judges, a wrong attempt refused and tried again, the hint and the
solution after three tries, and a teacher saving the moment on the table as a puzzle."""

from __future__ import annotations

import json

from altered_desktop import puzzles_ui
from altered_desktop.main_window import MainWindow
from engine.decks import starter_deck
from engine.game import Game
from engine.puzzle import Goal, all_puzzles, parse_puzzle
from tests.gui.conftest import make_window


def _window(qtbot):  # type: ignore[no-untyped-def]
    return make_window(qtbot, Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=3))


def _solve_through_window(win, steps) -> None:  # type: ignore[no-untyped-def]
    from engine.policies import idle_answer

    todo = list(steps)
    run = win.puzzle_dock.run
    while run.verdict is None and win.game.pending is not None:
        d = win.game.pending
        if todo and any(todo[0].matches(win.game, d, o) for o in d.options):
            answer = todo.pop(0).answer(win.game, d)
        else:
            answer = idle_answer(d)
        assert win.submit(answer)


def test_a_puzzle_is_chosen_played_and_solved(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    win = _window(qtbot)
    monkeypatch.setattr(puzzles_ui.PuzzleListDialog, "exec", lambda self: 1)
    assert puzzles_ui.open_puzzles(win)
    dock = win.puzzle_dock
    run = dock.run
    assert dock.isVisible() and run.puzzle.id == all_puzzles()[0].id
    assert "Goal:" in dock.goal.text() and "Tries used: 0" in dock.tries.text()
    # an impossible answer: refused, nothing changes
    before = win.game.fingerprint()
    assert not win.submit("no-such-option") and win.game.fingerprint() == before
    # a wrong attempt: judged by the engine, then tried again
    _solve_through_window(win, run.wrong_steps())
    assert run.verdict == "failed" and "Not this time" in dock.message.text()
    assert "Tries used: 1" in dock.tries.text() and not dock.solution_button.isEnabled()
    dock.hint_button.click()
    assert run.puzzle.hint in dock.hint.text()
    dock.again_button.click()
    assert run.verdict is None and win.game is run.game and len(win.game.answers) == 0
    _solve_through_window(win, run.puzzle.solution)
    assert run.verdict == "solved" and "Solved" in dock.message.text()
    assert run.puzzle.id in puzzles_ui.puzzles_done()
    dock.solution_button.click()
    assert run.puzzle.solution_text in dock.solution.text()


def test_the_solution_is_offered_after_three_tries(qtbot) -> None:  # type: ignore[no-untyped-def]
    win = _window(qtbot)
    puzzle = next(p for p in all_puzzles() if p.id.startswith("04"))
    assert puzzles_ui.start_puzzle(win, puzzle)
    dock = win.puzzle_dock
    for _ in range(3):
        _solve_through_window(win, dock.run.wrong_steps())
        assert dock.run.verdict == "failed"
        dock.again_button.click()
    assert dock.solution_button.isEnabled()
    dock.solution_button.click()
    assert puzzle.solution_text in dock.solution.text()
    assert not win.handoff.isVisible()  # one solver: nobody to hand the computer to


def test_save_this_moment_as_a_puzzle(qtbot, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from tests.gui.conftest import play

    win = _window(qtbot)
    play(win, 8)  # into the first Afternoon
    while win.game.view(None)["phase"] != "Afternoon":
        play(win, 1)
    dlg = puzzles_ui.SavePuzzleDialog(win)
    dlg.title.setText("Mid-game")
    dlg.goal.setCurrentIndex(list(puzzles_ui.GOALS).index("move_forward"))
    dlg.companion.setChecked(False)
    dlg.hint.setPlainText("Look at the hero Expedition.")
    dlg.solution.setPlainText("Play your strongest Character there.")
    path = puzzles_ui.save_moment_as_puzzle(win, tmp_path / "p.json", dialog=dlg)
    assert path is not None
    p = parse_puzzle(path.read_text(encoding="utf-8"))
    assert p.title == "Mid-game" and p.goal == Goal("move_forward", ("hero",))
    assert json.loads(path.read_text())["format"] == "altered-puzzle"
    monkeypatch.setattr(MainWindow, "confirm_leaving", lambda self, what: True)
    assert puzzles_ui.start_puzzle(win, p)  # it opens again as a puzzle
    assert win.game.pending.player == p.solver


def test_the_computer_s_hand_stays_hidden_in_a_puzzle(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A puzzle has one solver: even on an open-handed hotseat table (no hand-off), the
    computer's cards in hand are not shown (1.2.3.g)."""
    win = make_window(qtbot, Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=3),
                      handoff=False)
    puzzle = next(p for p in all_puzzles() if p.opponent == "greedy")
    assert puzzles_ui.start_puzzle(win, puzzle)
    assert win.game.view(1)["players"][1]["hand"]  # the computer holds cards
    assert not win.table.extra_hands
