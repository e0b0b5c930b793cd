"""Puzzles in the window: Learn ▸ Puzzles, the puzzle panel, and "Save this moment as a
puzzle" for teachers.

A puzzle is played on the ordinary table like a lesson, but nothing says what to play:
the session hands each answer to the `PuzzleRun` (engine/puzzle.py), which plays it, lets
the computer answer for the other seat and judges the goal.  The panel shows the goal, the
tries, the hint on request, and the solution once three tries have failed.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from altered_desktop import storage
from engine.puzzle import (
    GOALS,
    Goal,
    Puzzle,
    PuzzleError,
    PuzzleRun,
    all_puzzles,
    parse_puzzle,
    puzzle_from_game,
)

if TYPE_CHECKING:  # pragma: no cover
    from altered_desktop.main_window import MainWindow

DONE_KEY = "puzzles_done"
SET_NAMES = {"CORE": "Beyond the Gates", "ALIZE": "Trial by Frost", "BISE": "Whispers "
             "from the Maze", "CYCLONE": "Skybound Odyssey", "DUSTER": "Seeds of Unity"}


def _games_dir() -> Path:
    from altered_desktop.main_window import games_dir

    return games_dir()


def puzzles_done() -> set[str]:
    value = storage.load_settings().get(DONE_KEY, [])
    return {v for v in value if isinstance(v, str)} if isinstance(value, list) else set()


def _mark_done(puzzle_id: str) -> None:
    settings = storage.load_settings()
    settings[DONE_KEY] = sorted(set(settings.get(DONE_KEY, [])) | {puzzle_id})
    try:
        storage.save_settings(settings)
    except storage.StorageError:
        pass  # the tick is a courtesy; the puzzle was solved all the same


# ------------------------------------------------------------------ choosing a puzzle
class PuzzleListDialog(QDialog):
    """The built-in puzzles (solved ones ticked), and a teacher's puzzle file."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Puzzles")
        self.puzzles = all_puzzles()
        self.opened: Puzzle | None = None
        lay = QVBoxLayout(self)
        intro = QLabel("Each puzzle is a table and a goal. Find the plays that reach it: the "
                       "game judges the result. After three tries you may see the solution.")
        intro.setWordWrap(True)
        lay.addWidget(intro)
        self.list = QListWidget()
        done = puzzles_done()
        for i, p in enumerate(self.puzzles):
            tick = "✓ " if p.id in done else ""
            sets = ", ".join(SET_NAMES.get(s, s) for s in p.sets())
            item = QListWidgetItem(f"{tick}{i + 1}. {p.title} — {p.goal.text()}")
            item.setToolTip(f"Cards from: {sets}")
            self.list.addItem(item)
        self.list.setCurrentRow(0)
        self.list.itemDoubleClicked.connect(lambda _i: self.accept())
        lay.addWidget(self.list)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.start = buttons.addButton("Start puzzle", QDialogButtonBox.ButtonRole.AcceptRole)
        self.open_file = buttons.addButton("Open a puzzle file…",
                                           QDialogButtonBox.ButtonRole.ActionRole)
        self.open_file.clicked.connect(self._open_file)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.resize(620, 460)

    def _open_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Open a puzzle", str(_games_dir()),
                                              "Puzzles (*.json)")
        if path:
            self.opened = open_puzzle_file(self, path)
            if self.opened is not None:
                self.accept()

    def chosen(self) -> Puzzle:
        return self.opened or self.puzzles[max(0, self.list.currentRow())]


def open_puzzle_file(parent: QWidget | None, path: str | Path) -> Puzzle | None:
    """A puzzle file, or None with the reason shown (a damaged file changes nothing)."""
    try:
        text = Path(path).read_text(encoding="utf-8")
        return parse_puzzle(text, Path(path).name)
    except (OSError, UnicodeDecodeError, PuzzleError) as e:
        QMessageBox.warning(parent, "Could not open the puzzle", str(e))
        return None


# ------------------------------------------------------------------ the puzzle panel
class PuzzleDock(QDockWidget):
    """Beside the table while a puzzle runs: goal, tries, hint, verdict, solution."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__("Puzzle", window)
        self.setObjectName("puzzle_dock")
        self.window_ = window
        self.run: PuzzleRun | None = None
        body = QWidget()
        lay = QVBoxLayout(body)
        self.title = QLabel()
        self.title.setObjectName("lesson_title")
        self.title.setWordWrap(True)
        self.goal = QLabel()
        self.goal.setWordWrap(True)
        self.tries = QLabel()
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setObjectName("lesson_feedback")
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.solution = QLabel()
        self.solution.setWordWrap(True)
        for w in (self.title, self.goal, self.tries, self.message, self.hint, self.solution):
            lay.addWidget(w)
        lay.addStretch(1)
        row = QHBoxLayout()
        self.hint_button = QPushButton("Hint")
        self.hint_button.clicked.connect(self.show_hint)
        self.again_button = QPushButton("Start again")
        self.again_button.clicked.connect(self.start_again)
        self.solution_button = QPushButton("Show the solution")
        self.solution_button.clicked.connect(self.show_solution)
        for b in (self.hint_button, self.again_button, self.solution_button):
            row.addWidget(b)
        lay.addLayout(row)
        self.setWidget(body)

    def start(self, run: PuzzleRun) -> None:
        self.run = run
        self.hint.setText("")
        self.solution.setText("")
        self.show()
        self.raise_()
        self.refresh()

    def refresh(self) -> None:
        run = self.run
        if run is None:
            return
        p = run.puzzle
        self.title.setText(f"<b>{p.title}</b>")
        self.goal.setText(f"Goal: {run.goal_text()}")
        self.tries.setText(f"Tries used: {run.tries} of {run.MAX_TRIES}"
                           + (" — solved!" if run.solved else ""))
        colour = "#8fe39a" if run.verdict == "solved" else \
            "#ffb36b" if run.verdict == "failed" or run.message.startswith("That") else \
            "#f3ead3"
        self.message.setText(f"<span style='color:{colour}'>{run.message}</span>")
        self.solution_button.setEnabled(run.show_solution)
        self.again_button.setText("Try again" if run.verdict == "failed" else "Start again")

    def show_hint(self) -> None:
        if self.run is not None:
            self.hint.setText(f"<i>Hint:</i> {self.run.puzzle.hint}")

    def show_solution(self) -> None:
        if self.run is not None and self.run.show_solution:
            self.solution.setText(f"<i>Solution:</i> {self.run.puzzle.solution_text}")

    def start_again(self) -> None:
        if self.run is not None:
            self.run.restart()
            _put_on_table(self.window_, self.run)
            self.refresh()

    def told(self) -> None:
        """After each answer: the verdict, and the tick once solved."""
        run = self.run
        if run is not None and run.verdict == "solved":
            _mark_done(run.puzzle.id)
        self.refresh()


def _put_on_table(window: MainWindow, run: PuzzleRun) -> None:
    from altered_desktop.session import GameSession, Mode

    session = GameSession(run.game, Mode.HOTSEAT, autosave=None)  # a puzzle is not resumed
    session.puzzle = run
    session.puzzle_feedback.connect(window.puzzle_dock.told)
    window.set_session(session)


def start_puzzle(window: MainWindow, puzzle: Puzzle) -> bool:
    """Play a puzzle on the table (after asking before leaving a running game)."""
    s = window.session
    if (s is None or s.puzzle is None) and not window.confirm_leaving("A puzzle"):
        return False
    if window.review_dock.active:
        window.review_dock.end()
    window.lesson_dock.hide()
    run = PuzzleRun(puzzle)
    _put_on_table(window, run)
    window.puzzle_dock.start(run)
    return True


def open_puzzles(window: MainWindow) -> bool:
    dlg = PuzzleListDialog(window)
    window.puzzle_dialog = dlg  # tests answer it
    if not dlg.exec():
        return False
    return start_puzzle(window, dlg.chosen())


# ------------------------------------------------------------------ save this moment
class SavePuzzleDialog(QDialog):
    """A teacher's words for the moment on the table: title, goal, hint, solution."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Save this moment as a puzzle")
        form = QFormLayout(self)
        self.title = QLineEdit("My puzzle")
        self.goal = QComboBox()
        for kind in GOALS:
            self.goal.addItem(Goal(kind, ("hero", "companion"), 7).text(), kind)
        self.hero = QCheckBox("hero")
        self.hero.setChecked(True)
        self.companion = QCheckBox("companion")
        self.companion.setChecked(True)
        exps = QHBoxLayout()
        exps.addWidget(self.hero)
        exps.addWidget(self.companion)
        self.hint = QPlainTextEdit()
        self.hint.setMaximumHeight(60)
        self.solution = QPlainTextEdit()
        self.solution.setMaximumHeight(80)
        form.addRow("Title", self.title)
        form.addRow("Goal", self.goal)
        form.addRow("Expeditions (for moving forward)", exps)
        form.addRow("Hint", self.hint)
        form.addRow("Solution, in words", self.solution)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def goal_value(self) -> Goal:
        kind = self.goal.currentData()
        exps = tuple(e for e, box in (("hero", self.hero), ("companion", self.companion))
                     if box.isChecked())
        return Goal(kind, exps if kind == "move_forward" else (), 7 if kind == "distance" else 0)


def save_moment_as_puzzle(window: MainWindow, path: str | Path | None = None,
                          dialog: SavePuzzleDialog | None = None) -> Path | None:
    """Write the moment on the table as a puzzle file for the player deciding now."""
    g = window.game if window.session is not None else None
    if g is None or g.pending is None:
        window.toast("There is no decision on the table to make a puzzle of.")
        return None
    dlg = dialog or SavePuzzleDialog(window)
    if dialog is None and not dlg.exec():
        return None
    try:
        puzzle = puzzle_from_game(g, g.pending.player, dlg.goal_value(), dlg.title.text(),
                                  dlg.hint.toPlainText(), dlg.solution.toPlainText())
    except (PuzzleError, ValueError) as e:
        QMessageBox.warning(window, "Not a puzzle", str(e))
        return None
    if path is None:
        path, _ = QFileDialog.getSaveFileName(window, "Save the puzzle",
                                              str(_games_dir() / "altered-puzzle.json"),
                                              "Puzzles (*.json)")
        if not path:
            return None
    from engine.record import write_atomic

    write_atomic(Path(path), json.dumps(puzzle.to_json(), indent=1))
    window.statusBar().showMessage(f"Puzzle saved to {path}", 5000)
    return Path(path)


def install(window: MainWindow) -> None:
    """Learn ▸ Puzzles…, Learn ▸ Save this moment as a puzzle…, and the puzzle panel."""
    dock = PuzzleDock(window)
    window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, dock)
    window.tabifyDockWidget(window.log_dock, dock)
    dock.hide()
    window.puzzle_dock = dock
    menu = window.learn_menu
    window.act_puzzles = menu.addAction("&Puzzles…", lambda: open_puzzles(window))
    window.act_save_puzzle = menu.addAction("&Save this moment as a puzzle…",
                                            lambda: save_moment_as_puzzle(window))
