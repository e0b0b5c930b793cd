"""One game in the window: answers, automatic players, undo, save/load and autosave.

The main window talks to this object instead of the engine directly so every path that
changes the game (a click, a dialog, undo, load) goes through the same autosave and the
same `changed` signal that repaints the table.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from enum import StrEnum
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from altered_desktop import goldfish, storage, visibility
from altered_desktop.visibility import Display
from engine.decisions import IllegalAnswer
from engine.game import Game


class Mode(StrEnum):
    """Who plays; the values are those of meta.mode in a record (engine.record.MODES)."""

    HOTSEAT = "hotseat"
    GOLDFISH = "goldfish"


def recorded_mode(game: Game) -> Mode:
    """The mode the game's record names; a record saved before modes were recorded has
    none, and is a goldfish game when its second deck is the idle deck."""
    mode = game.meta.get("mode")
    if mode is not None:
        return Mode(mode)
    return Mode.GOLDFISH if goldfish.is_goldfish(game) else Mode.HOTSEAT


def default_display() -> Display:
    """A game's display options when nothing else is said: hand-off screens as the
    player last chose them for a hotseat game (only two people at one screen see them),
    hands closed."""
    try:
        handoff = bool(storage.load_settings().get("handoff", True))
    except OSError:
        handoff = True
    return Display(handoff=handoff)


def recorded_players(game: Game) -> dict[int, str]:
    """The automatic players the game's record seats ({seat: policy name}); a game
    recorded before meta.seats existed has none."""
    seats = str(game.meta.get("seats") or "")
    return {i: p for i, p in enumerate(seats.split(",")) if p and p != "person"}


def record_players(game: Game, players: dict[int, str]) -> None:
    """Write who plays each seat into the game's meta (kept by every save, autosave and
    undo), so the game resumes with the same players; nothing for two people."""
    if players:
        game.meta["seats"] = ",".join(players.get(i, "person") for i in (0, 1))
    else:
        game.meta.pop("seats", None)


class GameSession(QObject):
    """Holds the current `Game` and keeps the autosave file in step with it."""

    changed = Signal()
    #: emitted with the number of log entries before the change, so the log can append
    #: instead of rebuilding when the change only added entries
    answered = Signal(int)
    #: after an autosave that followed an answer, with its error ("" when it worked)
    autosaved = Signal(str)
    #: in a lesson, what the lesson says of each answer (an engine.lesson.Feedback)
    lesson_feedback = Signal(object)
    #: in a puzzle, after each answer the puzzle took (its run holds the verdict)
    puzzle_feedback = Signal()

    def __init__(self, game: Game, mode: Mode | None = None,
                 autosave: Path | None = None, display: Display | None = None) -> None:
        super().__init__()
        self.game = game
        game.keep_snapshots()  # undo goes back to the nearest copy, not to the seed
        self.mode = self._adopt(game, mode)
        #: this game's display options (altered_desktop.visibility): its mode's defaults
        #: unless given, never those of the game played before
        self.display = display if display is not None else default_display()
        self.autosave_path = autosave
        self.autosave_error = ""
        self.last_viewer = 0
        #: the seat a Dusk is being told to (`MainWindow._keep_front_seat`): the table
        #: stays turned to it until the show is over, whoever decides next
        self.watching: int | None = None
        #: the lesson being played (engine.lesson.LessonRun), which sees answers first
        self.lesson: Any = None
        #: the Review panel when this session is a moment of a reviewed game (read-only)
        self.review: Any = None
        #: the puzzle being solved (engine.puzzle.PuzzleRun), which plays the answers
        self.puzzle: Any = None
        #: seats an automatic player answers off the GUI thread (altered_desktop.ai_seat):
        #: known from the record before the players sit down, so the first look at the
        #: table is already from the person's side
        self.ai_seats: set[int] = set(recorded_players(game)) if self.mode is Mode.HOTSEAT \
            else set()
        # the autosave after an answer is written on the next turn of the event loop:
        # writing and syncing the file must not hold up the repaint of the table
        self._save_due = False
        self._save_timer = QTimer(self)
        self._save_timer.setSingleShot(True)
        self._save_timer.setInterval(0)
        self._save_timer.timeout.connect(self.flush_autosave)
        goldfish.auto_play(self.game, self.idle_players)
        self._remember_viewer()
        self._autosave()

    # ------------------------------------------------------------------ who plays
    @staticmethod
    def _adopt(game: Game, mode: Mode | None) -> Mode:
        """The mode to play `game` in: the one asked for, else the one its record names
        (guessed for old records).  It is written into the game's meta so every save,
        autosave and undo from now on says it, old records included once saved again."""
        chosen = mode or recorded_mode(game)
        game.meta["mode"] = chosen.value
        return chosen

    def seat_player(self, seat: int, policy: str | None) -> None:
        """An automatic player (`policy`) takes `seat`, or leaves it (None); the record
        says so from now on."""
        players = recorded_players(self.game)
        if policy:
            self.ai_seats.add(seat)
            players[seat] = policy
        else:
            self.ai_seats.discard(seat)
            players.pop(seat, None)
        record_players(self.game, players)

    @property
    def idle_players(self) -> set[int]:
        """Seats the idle goldfish opponent answers at once, on the GUI thread."""
        return {goldfish.IDLE_PLAYER} if self.mode is Mode.GOLDFISH else set()

    @property
    def auto_players(self) -> set[int]:
        """Seats no person at this table answers: the idle opponent and AI seats."""
        return self.idle_players | self.ai_seats

    @property
    def humans(self) -> list[int]:
        return [i for i in (0, 1) if i not in self.auto_players]

    def viewer(self) -> int:
        """Whose eyes the table shows: the person deciding now, else the last one
        (altered_desktop.visibility.eyes decides, for every mode)."""
        return visibility.eyes(self)

    def _remember_viewer(self) -> None:
        d = self.game.pending
        if d is not None and d.player in visibility.people(self):
            self.last_viewer = d.player

    # ------------------------------------------------------------------ changes
    def answer(self, answer: str | Sequence[str]) -> None:
        """Answer the pending decision (raises IllegalAnswer, game unchanged), then let
        the automatic players answer theirs."""
        before = len(self.game.log)
        if self.review is not None:
            raise IllegalAnswer("this is a moment of a game under review: use Play from "
                                "here to play on from it")
        if self.puzzle is not None:
            # the puzzle plays the answer, lets the computer answer the other seat and
            # judges the goal; an illegal answer changes nothing
            self.puzzle.answer(answer)
            if self.puzzle.refused:
                raise IllegalAnswer(self.puzzle.message)
            self.puzzle_feedback.emit()
        elif self.lesson is not None:
            # the lesson checks the answer before the game sees it, answers what it does
            # not teach, and leaves the game untouched when the answer is not the step's
            feedback = self.lesson.try_answer(answer)
            self.lesson_feedback.emit(feedback)
            if not feedback.accepted:
                return
        else:
            self.game.answer(answer)
        goldfish.auto_play(self.game, self.idle_players)
        self._remember_viewer()
        if self.autosave_path is not None:
            self._save_due = True
            self._save_timer.start()
        self.answered.emit(before)
        self.changed.emit()

    def flush_autosave(self) -> None:
        """Write the autosave an answer asked for, if not done yet (also on closing)."""
        if not self._save_due:
            return
        self._save_due = False
        self._save_timer.stop()
        self._autosave()
        self.autosaved.emit(self.autosave_error)

    def leave(self) -> None:
        """Another game takes the window: an autosave still due for this one is dropped,
        or it would overwrite the new game's (written when that session was made), and a
        resume would bring back the game that was left."""
        self._save_due = False
        self._save_timer.stop()
        self.autosave_path = None

    def can_undo(self) -> bool:
        return self.lesson is None and self._undo_target() is not None

    def _undo_target(self) -> int | None:
        """How many answers to keep so the last human answer is taken back."""
        n = len(self.game.answers)
        if n == 0:
            return None
        if not self.auto_players:
            return n - 1
        # replay prefixes until the pending decision is a human's again
        for keep in range(n - 1, -1, -1):
            g = self.game.undo(n - keep)
            if g.pending is not None and g.pending.player not in self.auto_players:
                return keep
        return None

    def undo(self) -> None:
        if self.lesson is not None:
            raise IllegalAnswer("a lesson has nothing to undo: a wrong answer never reaches "
                                "the game")
        keep = self._undo_target()
        if keep is None:
            raise IllegalAnswer("there is nothing to undo")
        self.game = self.game.undo(len(self.game.answers) - keep)
        self._remember_viewer()
        self._autosave()
        self.changed.emit()

    def replace(self, game: Game, mode: Mode | None = None,
                display: Display | None = None) -> None:
        """Switch to another game (new or loaded)."""
        self.game = game
        game.keep_snapshots()
        self.mode = self._adopt(game, mode)
        self.ai_seats = set(recorded_players(game)) if self.mode is Mode.HOTSEAT else set()
        self.display = display if display is not None else default_display()
        goldfish.auto_play(self.game, self.idle_players)
        self.last_viewer = 0
        self._remember_viewer()
        self._autosave()
        self.changed.emit()

    def save(self, path: str | Path) -> None:
        self.game.save(path)

    # ------------------------------------------------------------------ autosave
    def _autosave(self) -> None:
        """Keep the latest position on disk; a finished game leaves nothing to resume."""
        self._save_due = False
        self._save_timer.stop()
        if self.autosave_path is None:
            return
        self.autosave_error = ""
        try:
            if self.game.over:
                with contextlib.suppress(FileNotFoundError):
                    self.autosave_path.unlink()
                return
            self.game.save(self.autosave_path)
        except OSError as e:  # a full or read-only disk must not stop the game
            self.autosave_error = f"Autosave failed: {e.strerror or e}"
