"""Review mode: step through any game, its table, log and "Explain this" at each moment.

Game ▸ Review this game (or Review a saved game…) opens the Review panel beside the table.
The table shows the game as it stood after the chosen number of answers, read-only: no
decision can be answered while reviewing.  The panel steps by answer, by phase or by day
(buttons, a slider, or the keys below), and a click on a log entry jumps to the moment that
entry was written.  A teacher can show both hands (marked "shown for review" on the table),
attach notes to the moment on screen (kept in the game's record when it is saved, shown
here and in the HTML export of the log), and "Play from here": the moment becomes a new
hotseat game or a game against the computer, the reviewed game left as it was.

The moments come from `engine.review.Timeline` (one replay of the record); the app uses
the engine's public face only.
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QDockWidget,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from engine.game import Game
from engine.review import Timeline

if TYPE_CHECKING:  # pragma: no cover
    from altered_desktop.main_window import MainWindow


class ReviewDock(QDockWidget):
    """The review controls: where we are, the steps, both hands, notes, play from here."""

    moved = Signal(int)

    def __init__(self, window: MainWindow) -> None:
        super().__init__("Review", window)
        self.setObjectName("review_dock")
        self.window_ = window
        self.timeline: Timeline | None = None
        self.index = 0
        self.path: Path | None = None  # the file the reviewed game came from, if any
        self.both_hands = False
        #: the seats whose eyes the review may take: both, unless the game is not over
        #: and fewer people played it (a computer seat, a lesson's or a puzzle's other side)
        self.seats: frozenset[int] = frozenset((0, 1))
        self._before: Any = None  # the session to go back to when the review ends
        body = QWidget()
        lay = QVBoxLayout(body)
        self.heading = QLabel()
        self.heading.setObjectName("lesson_title")
        self.heading.setWordWrap(True)
        self.where = QLabel()
        self.where.setWordWrap(True)
        lay.addWidget(self.heading)
        lay.addWidget(self.where)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setMinimum(0)
        self.slider.valueChanged.connect(self.go)
        lay.addWidget(self.slider)
        self.buttons: dict[tuple[str, bool], QPushButton] = {}
        for forward in (False, True):
            row = QHBoxLayout()
            for by in ("day", "phase", "answer"):
                text = {"day": "Day", "phase": "Phase", "answer": "Answer"}[by]
                b = QPushButton(f"{text} ▶" if forward else f"◀ {text}")
                b.setToolTip(("Next " if forward else "Previous ") + by)
                b.clicked.connect(lambda _c=False, by=by, f=forward: self.step(by, f))
                self.buttons[(by, forward)] = b
                row.addWidget(b)
            lay.addLayout(row)
        self.both = QCheckBox("Show both hands (for a teacher)")
        self.both.setToolTip("Show the other player's hand too, marked on the table")
        self.both.toggled.connect(self._both_toggled)
        lay.addWidget(self.both)
        lay.addWidget(QLabel("<b>Notes on this moment</b>"))
        self.notes = QListWidget()
        self.notes.setWordWrap(True)
        self.notes.setMaximumHeight(140)
        lay.addWidget(self.notes)
        self.note_text = QPlainTextEdit()
        self.note_text.setPlaceholderText("Write a note for this moment…")
        self.note_text.setMaximumHeight(70)
        lay.addWidget(self.note_text)
        row = QHBoxLayout()
        self.add_button = QPushButton("Add note")
        self.add_button.clicked.connect(lambda: self.add_note())
        self.remove_button = QPushButton("Remove note")
        self.remove_button.clicked.connect(self.remove_note)
        self.save_button = QPushButton("Save game with notes…")
        self.save_button.clicked.connect(lambda: self.save_notes())
        for b in (self.add_button, self.remove_button, self.save_button):
            row.addWidget(b)
        lay.addLayout(row)
        row = QHBoxLayout()
        self.play_button = QPushButton("Play from here")
        menu = QMenu(self.play_button)
        menu.addAction("As a hotseat game", lambda: self.play_from_here(None))
        menu.addAction("Against the computer", lambda: self.play_from_here("greedy"))
        self.play_button.setMenu(menu)
        self.close_button = QPushButton("End review")
        self.close_button.clicked.connect(self.end)
        row.addWidget(self.play_button)
        row.addWidget(self.close_button)
        lay.addLayout(row)
        lay.addStretch(1)
        self.setWidget(body)
        # keys while reviewing: arrows by answer, Page keys by phase (enabled only then,
        # so the arrows keep stepping through playable cards in a game)
        self.shortcuts: list[QShortcut] = []
        for key, by, forward in ((Qt.Key.Key_Right, "answer", True),
                                 (Qt.Key.Key_Left, "answer", False),
                                 (Qt.Key.Key_PageDown, "phase", True),
                                 (Qt.Key.Key_PageUp, "phase", False)):
            sc = QShortcut(QKeySequence(key), window)
            sc.setEnabled(False)
            sc.activated.connect(lambda by=by, f=forward: self.timeline and self.step(by, f))
            self.shortcuts.append(sc)

    def _keys(self, on: bool) -> None:
        for sc in self.shortcuts:
            sc.setEnabled(on)

    # ------------------------------------------------------------------ starting, ending
    @property
    def active(self) -> bool:
        return self.timeline is not None

    def start(self, game: Game, path: Path | None = None, at: int | None = None) -> None:
        """Review `game` (its record, replayed once), from moment `at` (default: the end)."""
        w = self.window_
        if self.timeline is None:
            self._before = w.session
        self.timeline = Timeline(game)
        self.path = path
        self.seats = reviewing_seats(game, self._before if path is None else None)
        whole = self.seats == frozenset((0, 1))
        self.both.setEnabled(whole)
        self.both.setToolTip("Show the other player's hand too, marked on the table" if whole
                             else "The game is not over: the other side's hand stays hidden")
        if not whole:
            self.both.setChecked(False)
        self.slider.blockSignals(True)
        self.slider.setMaximum(self.timeline.last)
        self.slider.blockSignals(False)
        self.heading.setText(f"Reviewing {html.escape(' vs '.join(self.timeline.names))}")
        w.lesson_dock.hide()
        self.show()
        self.raise_()
        self._keys(True)
        self.go(self.timeline.last if at is None else at, force=True)

    def end(self) -> None:
        """Leave the review: back to the game that was on the table before."""
        w = self.window_
        self.timeline = None
        self._keys(False)
        self.hide()
        if self._before is not None:
            before, self._before = self._before, None
            w.start_session(before)  # with its computer player again, if it had one
            if before.lesson is not None:  # back to the lesson or puzzle with its panel
                w.lesson_dock.show()
            elif before.puzzle is not None:
                w.puzzle_dock.show()

    # ------------------------------------------------------------------ moving
    def step(self, by: str, forward: bool) -> None:
        if self.timeline is not None:
            self.go(self.timeline.step(self.index, by, forward))

    def go(self, index: int, force: bool = False) -> None:
        """Show the moment after `index` answers on the table, the log and the panel."""
        from altered_desktop.session import GameSession, Mode
        from altered_desktop.visibility import Display

        tl = self.timeline
        if tl is None or (index == self.index and not force and self.window_.session
                          and getattr(self.window_.session, "review", None) is self):
            return
        index = max(0, min(tl.last, index))
        self.index = index
        game = tl.game_at(index)
        # a moment is not resumed (no autosave); both hands face up when the teacher asks,
        # which the table marks as an open-handed game (visibility.Display.open_hands)
        session = GameSession(game, Mode.HOTSEAT, autosave=None,
                              display=Display(handoff=False, open_hands=self.both_hands))
        session.review = self
        w = self.window_
        w.set_session(session)
        w.log_dock.rebuild(tl.final.log)  # the whole game's log: a click jumps to its moment
        w.log_dock.mark_upto(tl.moments[index].log_length)
        self.slider.blockSignals(True)
        self.slider.setValue(index)
        self.slider.blockSignals(False)
        m = tl.moments[index]
        self.where.setText(f"Moment {index} of {tl.last}<br>{html.escape(m.title(tl.names))}")
        for (_by, forward), b in self.buttons.items():
            b.setEnabled(index < tl.last if forward else index > 0)
        self._show_notes()
        self.moved.emit(index)

    def jump_to_log(self, entry: int) -> None:
        """A log entry was clicked: show the moment it was written."""
        if self.timeline is not None:
            self.go(self.timeline.moment_of_log(entry))

    def _both_toggled(self, on: bool) -> None:
        self.both_hands = on
        s = self.window_.session
        if s is not None and s.review is self:
            s.display.open_hands = on
            self.window_.refresh()

    # ------------------------------------------------------------------ notes
    def _show_notes(self) -> None:
        self.notes.clear()
        if self.timeline is None:
            return
        for note in self.timeline.notes_at(self.index):
            item = QListWidgetItem(note.text)
            item.setData(Qt.ItemDataRole.UserRole, note)
            self.notes.addItem(item)
        self.remove_button.setEnabled(self.notes.count() > 0)

    def add_note(self, text: str | None = None) -> bool:
        """Attach the text (default: the box's) to the moment on screen."""
        if self.timeline is None:
            return False
        text = self.note_text.toPlainText() if text is None else text
        try:
            self.timeline.source.add_note(self.index, text)
        except ValueError as e:
            self.window_.toast(str(e))
            return False
        self.note_text.clear()
        self._show_notes()
        return True

    def remove_note(self) -> None:
        item = self.notes.currentItem() or (self.notes.item(0) if self.notes.count() else None)
        if self.timeline is None or item is None:
            return
        self.timeline.source.remove_note(item.data(Qt.ItemDataRole.UserRole))
        self._show_notes()

    def save_notes(self, path: str | Path | None = None) -> bool:
        """Save the reviewed game, notes included, to `path` (asked for when not given;
        offered: the file it was opened from)."""
        if self.timeline is None:
            return False
        if path is None:
            from altered_desktop.main_window import games_dir

            start = str(self.path or games_dir() / "altered-game.json")
            path, _ = QFileDialog.getSaveFileName(self, "Save the game with its notes", start,
                                                  "Game records (*.json)")
            if not path:
                return False
        try:
            self.timeline.source.save(path)
        except OSError as e:
            QMessageBox.warning(self, "Could not save", f"could not write {path}: {e}")
            return False
        self.path = Path(path)
        self.window_.statusBar().showMessage(f"Saved with its notes to {path}", 5000)
        return True

    # ------------------------------------------------------------------ play from here
    def play_from_here(self, ai: str | None) -> None:
        """A new game from the moment on screen: hotseat, or against the computer (it
        takes the seat that is not deciding now, else the second)."""
        from altered_desktop import storage
        from altered_desktop.session import GameSession, Mode, default_display, record_players

        if self.timeline is None:
            return
        game = self.timeline.game_at(self.index)
        if game.pending is None:
            self.window_.toast("The game is over at this moment: there is nothing to play.")
            return
        self.timeline = None
        self._before = None
        self._keys(False)
        self.hide()
        w = self.window_
        # who plays the new game is written into it, as a new game's is (the reviewed
        # game's own players do not carry over): the computer takes the seat not deciding
        record_players(game, {1 - game.pending.player: ai} if ai else {})
        w.start_session(GameSession(game, Mode.HOTSEAT, autosave=storage.autosave_path(),
                                    display=default_display()))


def install(window: MainWindow) -> None:
    """The Review panel (hidden until used) and its Game menu entries."""
    dock = ReviewDock(window)
    window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, dock)
    window.tabifyDockWidget(window.log_dock, dock)
    dock.hide()
    window.review_dock = dock
    window.log_dock.entry_index_selected.connect(
        lambda i: dock.jump_to_log(i) if dock.active else None)
    menu = window.game_menu
    menu.addSeparator()
    window.act_review = menu.addAction("&Review this game", lambda: review_current(window))
    window.act_review_file = menu.addAction("Review a &saved game…",
                                            lambda: review_file_dialog(window))


def reviewing_seats(game: Game, before: Any) -> frozenset[int]:
    """The seats a review of `game` may show from.  A finished game is read whole; one
    still being played keeps the people at the screen it was opened from (`before`, the
    live session: between hand-off screens, only the person at the screen then), or for
    a saved file, every seat its record does not give a computer."""
    from altered_desktop.session import recorded_players
    from altered_desktop.visibility import SEATS, curtains, eyes, people

    both = frozenset(SEATS)
    if game.over:
        return both
    if before is not None and curtains(before):  # two people taking turns at the screen:
        return frozenset({eyes(before)})  # the one who opened the review sees their own
    if before is not None:
        return people(before) or both
    return frozenset(s for s in SEATS if s not in recorded_players(game)) or both


def review_current(window: MainWindow) -> None:
    """Review the game on the table (a lesson's or a moment's included)."""
    s = window.session
    if s is None:
        return
    dock = window.review_dock
    source = dock.timeline.source if dock.active else s.game
    dock.start(source)


def review_file(window: MainWindow, path: str | Path, at: int | None = None) -> bool:
    """Open a saved game for review; a damaged file is explained, nothing else changes."""
    from engine.record import RecordError

    try:
        game = Game.load(path)
    except (RecordError, OSError) as e:
        QMessageBox.warning(window, "Could not open the game", str(e))
        return False
    window.review_dock.start(game, Path(path), at)
    return True


def review_file_dialog(window: MainWindow) -> None:
    from altered_desktop.main_window import games_dir

    path, _ = QFileDialog.getOpenFileName(window, "Review a saved game", str(games_dir()),
                                          "Game records (*.json)")
    if path:
        review_file(window, path)


def notes_for_export(game: Game) -> list[tuple[int, str]]:
    """A game's notes as (log length at their moment, text), for the HTML export."""
    if not game.notes:
        return []
    tl = Timeline(game)
    return [(tl.moments[n.at].log_length, n.text) for n in game.notes]
