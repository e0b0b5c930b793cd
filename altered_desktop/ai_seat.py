"""An AI at the table: one seat answered by an automatic player (engine.ai).

The player thinks in a worker process (one per seat, started when the seat is taken), so
the table stays responsive however long a search takes: the GUI thread only sends the
seat's view and decision and gets an answer back.  Moves are shown at a pace a person
can follow (`pace_ms` between two moves at least); while the AI thinks, a banner over the
table says so, and each move is then announced as its opponent sees it ("Lithium plays
Kappa from Hand into its hero Expedition — costs 4"), in the banner, the status bar and
the seat's notes (`notes`), which the prompt panel lists while the computer decides.

Why it chose the move (its estimate: "changes the next Dusk by +5.8 …") is the computer's
own reasoning, which a player at the table never hears (docs/solo-play.md); people tuning
the AI turn it on with ALTERED_AI_REASONS=1 in the environment, or the setting
`ai_reasons` (`reasons_shown`).  The gist of why it made a play, in the app's own plain
words naming no card ("the most strength for its mana, where the next Dusk needs it"),
is said beside that play in the side column (`whys`, `computer_why`: review r20 #12).

The worker gets only the seat's view (`Game.view(seat)`) and a copy of its decision
without the legality check (that stays with the real game): nothing hidden from the seat
leaves the GUI process.
"""

from __future__ import annotations

import math
import multiprocessing
import os
import random
import time
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

import attrs
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel, QWidget

from altered_desktop import computer_why, side_plays, symbol_text, visibility
from engine.ai.players import make_player
from engine.decisions import Decision, IllegalAnswer
from engine.decks import Deck, deck_from_json
from engine.policies import random_answer

AI_CHOICES = (("", QT_TRANSLATE_NOOP("AiSeat", "A person at this computer")),
              ("greedy", QT_TRANSLATE_NOOP("AiSeat", "Greedy AI (quick)")),
              ("search", QT_TRANSLATE_NOOP("AiSeat", "Search AI (thinks ahead, about a second "
                                                     "a turn)")))
PACE_MS = 900
LINGER_MS = 6000  # how long the last move's sentence stays over the table
SEARCH_BUDGET = 1.5
#: the environment variable that shows the computer's reasons (a developer's option)
REASONS_ENV = "ALTERED_AI_REASONS"


def reasons_shown() -> bool:
    """Whether the computer's moves are told with its reasons: never in play, unless a
    developer asks, by ALTERED_AI_REASONS (1/yes/on; 0/no/off turns it off whatever the
    setting) or by the setting `ai_reasons` (false by default, in no menu)."""
    env = os.environ.get(REASONS_ENV, "").strip().lower()
    if env:
        return env not in ("0", "no", "off", "false")
    from altered_desktop import storage

    try:
        return bool(storage.load_settings().get("ai_reasons", False))
    except OSError:
        return False

# ---------------------------------------------------------------------------- worker side
_PLAYERS: dict[tuple[str, int], Any] = {}


def think(policy: str, seed: int, own: dict[str, Any], theirs: dict[str, Any],
          view: dict[str, Any], d: Decision, options: dict[str, Any]) -> tuple[Any, str]:
    """In the worker process: the seat's answer and its reason.  The player is kept
    between calls, so what it remembers (quick actions used today) carries over."""
    key = (policy, seed)
    player = _PLAYERS.get(key)
    if player is None:
        player = _PLAYERS[key] = make_player(policy, seed, deck_from_json(own),
                                             deck_from_json(theirs), **options)
    answer = player.decide(view, d)
    return answer, player.reason


def warm_up() -> bool:
    """Import the engine and read the cards in the worker before the first decision."""
    from engine.decks import starter_deck

    starter_deck("axiom")
    return True


def portable(d: Decision) -> Decision:
    """The decision without its legality check (a closure over the real game)."""
    return attrs.evolve(d, check=None)


# ---------------------------------------------------------------------------- GUI side
class AISeat(QObject):
    """Plays `seat` of the window's game with `policy` ("greedy" or "search")."""

    thinking = Signal(bool)
    moved = Signal(str)  # the move and its reason, in a sentence

    def __init__(self, window: Any, seat: int, policy: str, pace_ms: int = PACE_MS,
                 seed: int = 0, options: dict[str, Any] | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.seat = seat
        self.policy = policy
        self.pace_ms = pace_ms
        self.seed = seed
        self.options = dict(options or {})
        if policy == "search":
            self.options.setdefault("budget", SEARCH_BUDGET)
        self.notes: list[tuple[int, str]] = []  # (answers before the move, sentence)
        #: why it made each of its plays, in a plain line, by the log entry of the play
        #: (`_note_why`)
        self.whys: dict[int, str] = {}
        #: tell the computer's reasons with its moves (a developer's option, off in play)
        self.reasons = reasons_shown()
        self.busy = False
        self.stopped = False
        self._pool: ProcessPoolExecutor | None = None
        self.ready: Future = Future()  # done once the worker has read the cards
        self.ready.set_result(False)
        self._start_worker()
        self.banner = QLabel(window.table)
        self.banner.setObjectName("aiBanner")
        self.banner.setStyleSheet("QLabel#aiBanner { background: rgba(20, 24, 32, 215); "
                                  "color: #f3e3b0; border: 1px solid #e2b54a; "
                                  "border-radius: 8px; padding: 3px 12px; font-size: 14px; }")
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.banner.hide()
        self._linger = QTimer(self)
        self._linger.setSingleShot(True)
        self._linger.setInterval(LINGER_MS)
        self._linger.timeout.connect(lambda: self._show_banner(""))
        self._poll = QTimer(self)
        self._poll.setInterval(30)
        self._poll.timeout.connect(self._collect)
        self._future: Future | None = None
        self._token: tuple[int, int] | None = None
        self.session = session = window.session
        session.seat_player(seat, policy)
        session.changed.connect(self.poke)
        QTimer.singleShot(0, self.poke)

    def _start_worker(self) -> None:
        """A fresh worker process ("spawn": nothing of the GUI process is inherited)."""
        try:
            self._pool = ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn"))
            self.ready = self._pool.submit(warm_up)
        except (OSError, RuntimeError):  # no process can be started: think here instead
            self._pool = None

    @property
    def name(self) -> str:
        return self.window.game.names[self.seat]

    def _decks(self) -> tuple[Deck, Deck]:
        decks = self.window.game.decks
        return decks[self.seat], decks[1 - self.seat]

    # ------------------------------------------------------------------ thinking
    def poke(self) -> None:
        """Start thinking if the pending decision is this seat's."""
        if self.window.session is not self.session:
            self.stop()  # another game was opened: this seat is not in it
            return
        if self.stopped or self.busy:
            return
        g = self.window.game
        d = g.pending
        if d is None or d.player != self.seat:
            if not self._linger.isActive():
                self._linger.start()  # the last move stays up a while, to be read
            return
        self.busy = True
        self._token = (id(g), len(g.answers))
        own, theirs = self._decks()
        args = (self.policy, self.seed, own.to_json(), theirs.to_json(), g.view(self.seat),
                portable(d), self.options)
        # that it thinks is said in one place, the prompt panel ("Lithium is thinking…"):
        # a banner saying it too made three (review r8 #8); the banner tells moves, and
        # the last one stays up its while even as the next is thought
        self.thinking.emit(True)  # before asking: a spell covers all of the thought
        self._future = self._submit(args)
        self._poll.start()

    def _submit(self, args: tuple[Any, ...]) -> Future:
        """Ask the worker; should it be gone (killed, or could not start), start another
        once, and failing that answer here with the greedy player (quick enough for the
        GUI thread), so the game never waits for an answer that cannot come."""
        for _ in range(2):
            if self._pool is None:
                break
            try:
                return self._pool.submit(think, *args)
            except (BrokenProcessPool, RuntimeError, OSError):
                self._pool.shutdown(wait=False, cancel_futures=True)
                self._start_worker()
        done: Future = Future()
        policy = "greedy" if args[0] == "search" else args[0]
        try:
            answer, reason = think(policy, *args[1:])
            done.set_result((answer, reason + " (thought over here: the worker is gone)"))
        except Exception as e:  # noqa: BLE001 - answered at random in _play
            done.set_exception(e)
        return done

    def _collect(self) -> None:
        f = self._future
        if f is None or not f.done():
            return
        self._poll.stop()
        self._future = None
        try:
            answer, reason = f.result()
        except BrokenProcessPool:  # the worker died while thinking: ask a new one
            if self._pool is not None:
                self._pool.shutdown(wait=False, cancel_futures=True)
            self._start_worker()
            self.busy = False
            self.poke()
            return
        except Exception as e:  # noqa: BLE001 - a failing player must not stop the game
            answer, reason = None, f"could not think ({type(e).__name__}: {e})"
        # the pace is the table's: since the last AI move at this table, whoever made it
        last = getattr(self.window, "ai_last_move", 0.0)
        wait = self.pace_ms / 1000 - (time.monotonic() - last)
        # rounded up, on a precise timer: a coarse one may fire a few ms early (Qt)
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.setTimerType(Qt.TimerType.PreciseTimer)
        timer.timeout.connect(lambda: (timer.deleteLater(), self._play(answer, reason)))
        timer.start(max(0, math.ceil(wait * 1000)))

    def _play(self, answer: Any, reason: str) -> None:
        table = getattr(self.window, "table", None)
        if not self.stopped and table is not None and table.motion.telling:
            # a Dusk is being told: the computer answers the next question once it is
            # over, as a person would (the show is not cut short)
            QTimer.singleShot(150, lambda: self._play(answer, reason))
            return
        self.busy = False
        self.thinking.emit(False)
        if self.stopped or self.window.session is not self.session:
            return
        g = self.window.game
        d = g.pending
        if d is None or d.player != self.seat or self._token != (id(g), len(g.answers)):
            self.poke()  # the game changed meanwhile (undo, a new game): think again
            return
        try:
            canon = d.normalise(answer) if answer is not None else None
        except IllegalAnswer:
            canon = None
        if canon is None:
            rng = random.Random(len(g.answers))
            for _ in range(100):
                try:
                    canon = d.normalise(random_answer(d, rng))
                    break
                except IllegalAnswer:
                    continue
            reason = "no better idea: a legal choice at random"
        before, logged = len(g.answers), len(g.log)
        seen_before = visibility.screen_oids(self.session)
        self.window.submit(canon)
        why = self._note_why(g, logged, reason)
        # told once the move is made, as the person at the screen may hear it: a card
        # played from the hand is in sight by then, a card put in Mana never is
        sentence = self.tell(d, canon, reason, seen_before)
        self.notes.append((before, sentence))
        # the play's why under it in the banner: the side column's plays say it only on
        # the computer's next turn, and the person answers before that (review r20 #12)
        self._show_banner(f"{sentence}\n{side_plays.why_lead()}{why}" if why and sentence
                          else sentence, quiet=True)
        self._linger.start()
        self.window.statusBar().showMessage(sentence, 8000)
        # the pace runs from the moment the move is told, after the banner and status
        # line are up (under load they took 10-20 ms, and two moves were told closer
        # than the pace)
        self.window.ai_last_move = time.monotonic()
        self.moved.emit(sentence)

    def _note_why(self, g: Any, logged: int, reason: str) -> str:
        """Keep the plain line of why the seat made the play its answer logged from
        entry `logged` on (`whys`, by that entry; the side column's plays say it: review
        r20 #12).  Said in the app's words (`computer_why`), never naming a card; the
        line kept, or "" when the answer was not a play."""
        why = computer_why.plain(reason)
        if not why:
            return ""
        for i in range(logged, len(g.log)):
            e = g.log[i]
            if e.seat == self.seat and side_plays.HOW.get(
                    getattr(e.message, "template", None) or "") is not None:
                self.whys[i] = why
                return why
        return ""

    def tell(self, d: Decision, answer: Any, reason: str, seen_before: set[int]) -> str:
        """The move in a sentence through the screen's eyes (altered_desktop.visibility):
        no name of a card the person at the screen may not see, and the computer's
        `reason` only when a developer asked for it (`reasons`); ability symbols in
        words ("(exhaust me)"), as every plain-text line says them."""
        g = self.window.game
        seen = visibility.screen_oids(self.session)
        names = set().union(*(visibility.view_names(g.view(s))
                              for s in visibility.face_up(self.session,
                                                          visibility.eyes(self.session))))

        def shows(oid: int) -> bool:
            now = g.current_oid(oid)
            return oid in seen_before or oid in seen or (now is not None and now in seen)

        secret = visibility.secret_names(g, self.seat, seen, names)
        said = visibility.screened_move(self.name, d, answer,
                                        reason if self.reasons else "", shows, secret)
        return symbol_text.plain(said)

    def banner_room(self) -> int:
        """How wide the banner may be: from the left end of the place the table gives
        it (`TableWidget.banner_spot`: the right third of the board's top strip) to the
        board's right edge, never over the prompt panel beside the board (review r6: at
        1366 a move's sentence ran off the window, "…puts the dearest in M…")."""
        t = self.window.table
        board_w = t.width() - getattr(t, "side_width", 0)
        return max(160, int(board_w - int(board_w * 0.66) - 10))

    def _show_banner(self, text: str, quiet: bool = False) -> None:
        if not text:
            self.banner.hide()
            return
        room = self.banner_room()
        self.banner.setWordWrap(False)
        self.banner.setText(text)
        self.banner.setMinimumWidth(0)
        self.banner.setMaximumWidth(room)
        if self.banner.sizeHint().width() > room:  # on as many lines as it needs
            self.banner.setWordWrap(True)
            self.banner.setFixedWidth(room)
            self.banner.setFixedHeight(self.banner.heightForWidth(room))
        else:
            self.banner.setMinimumHeight(0)
            self.banner.setMaximumHeight(16777215)
            self.banner.adjustSize()
        t = self.window.table
        self.banner.move(t.banner_spot(self.banner.size()))
        self.banner.show()
        self.banner.raise_()

    def stop(self) -> None:
        """Leave the seat: no more answers, and the worker process ends."""
        self.stopped = True
        self._poll.stop()
        self.banner.hide()
        if self.window.session is self.session:  # the game goes on with a person there
            self.session.seat_player(self.seat, None)
        else:
            self.session.ai_seats.discard(self.seat)
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)


# ---------------------------------------------------------------------------- hooks
def seat_choice(parent: QWidget | None = None) -> Any:
    """The New game dialog's "Who plays the second seat?" choice."""
    from PySide6.QtWidgets import QComboBox

    box = QComboBox(parent)
    for key, title in AI_CHOICES:
        box.addItem(QCoreApplication.translate("AiSeat", title), key)
    box.setToolTip(QCoreApplication.translate(
        "AiSeat", "Let an AI play the second seat: it decides from what its seat can see."))
    return box


def computer_seat_choice(parent: QWidget | None = None) -> Any:
    """The New game dialog's "Which seat does the computer play?" choice: the second by
    default, or the first, so the person can take either seat (who has the first
    initiative is drawn from the seed, 1.4.5.a, whatever the seat)."""
    from PySide6.QtWidgets import QComboBox

    box = QComboBox(parent)
    box.addItem(QCoreApplication.translate("AiSeat", "The second seat"), 1)
    box.addItem(QCoreApplication.translate("AiSeat", "The first seat"), 0)
    box.setToolTip(QCoreApplication.translate(
        "AiSeat", "Which seat the AI takes; you play the other, in front of the screen. "
                  "Who goes first is drawn with the shuffle."))
    return box


#: the property a name field keeps the person's name in while it shows the computer's
HELD_NAME = "personName"


def ai_name(policy: str) -> str:
    """The name a computer seat plays under ("Greedy AI")."""
    return f"{policy.capitalize()} AI"


def person_name(field: Any) -> str:
    """The name a person gave a seat's field, even while it shows the computer's."""
    held = field.property(HELD_NAME)
    return str(held) if held is not None else field.text()


def _show_name(field: Any, computer: str | None) -> None:
    """The field shows the computer's name (`computer`), keeping the person's aside, or
    the person's name again."""
    held = field.property(HELD_NAME)
    if computer is not None:
        if held is None:
            field.setProperty(HELD_NAME, field.text())
        field.setText(computer)
    elif held is not None:
        field.setText(str(held))
        field.setProperty(HELD_NAME, None)


def seat_chosen(dialog: Any) -> None:
    """In the New game dialog: with an AI in a seat, that seat's name and the hand-off
    option do not apply (greyed, saying why) and the seat's name field shows the name
    the AI plays under, not the person's name it held before (kept, and shown again if
    a person takes the seat back); the seat choice only applies with an AI."""
    hot = dialog.hotseat.isChecked()
    policy = dialog.second_seat.currentData()
    ai = bool(policy) and hot
    seat = int(dialog.computer_seat.currentData()) if ai else None
    dialog.computer_seat.setEnabled(ai)
    dialog.computer_seat_label.setEnabled(ai)
    why = QCoreApplication.translate(
        "AiSeat", "The AI plays under its own name; with one person at the screen there is "
                  "nothing to hand off, and its hand stays face down.") if ai else ""
    for n, field in enumerate((dialog.name1, dialog.name2)):
        _show_name(field, ai_name(policy) if seat == n else None)
    dialog.name1.setEnabled(seat != 0)
    dialog.name1.setToolTip(why if seat == 0 else "")
    for w in (dialog.name2, dialog.handoff):
        greyed = ai and (w is dialog.handoff or seat == 1)
        w.setEnabled(hot and not greyed)
        w.setToolTip(why if greyed else "")


def prepare_config(cfg: dict[str, Any]) -> dict[str, Any]:
    """A new-game configuration with an AI seat, named for what it is (the second name
    of the dialog is a person's: it may well be a friend's remembered name).  The
    hand-off option is left as it was: with one person at the screen no curtain ever
    comes (altered_desktop.visibility), and the next hotseat game keeps its own."""
    policy = cfg.get("ai")
    if not policy:
        return cfg
    seat = int(cfg.get("ai_seat", 1))
    names = list(cfg.get("names") or ["Player 1", "Player 2"])[:2]
    names += ["Player 1", "Player 2"][len(names):]
    names[seat] = ai_name(policy)
    return dict(cfg, names=names)


def attach(window: Any, policy: str | None, seat: int = 1, **kw: Any) -> AISeat | None:
    """Seat an AI for `seat` in the window's current game (the previous one leaves)."""
    old = getattr(window, "ai_seat", None)
    if old is not None:
        old.stop()
    window.ai_seat = None
    if not policy:
        return None
    window.ai_seat = AISeat(window, seat, policy, **kw)
    return window.ai_seat
