"""What the table will show after each answer the pending decision allows, worked out
on copies of the game while the window is idle.

Why: issue #23 asks for answer -> repainted table within 16 ms, and what the table
paints for the first time after an answer costs milliseconds each: a card's face at a
new size or with a new status (4-6 ms since faces carry paintings), a card lit and
numbered for the next decision, an Expedition's new totals.  `face_warmup` paints such
things ahead while the window is idle, but it could only guess what a play would show
(the card moved, its cost paid); Night's moves to the Reserve and the discard pile, an
ability's boosts and statuses, the tiles of a row resized, the cards the next decision
lights were all painted inside the answer window.

The engine can say it exactly.  `Game.clone()` is an independent copy that, given the
same answer, plays on exactly as the game will (shuffles and dice included), and at a
turn decision it costs a fraction of a millisecond.  So for each answer of the pending
turn decision a copy is answered, and the board the table will show after it is worked
out the way `MainWindow.refresh` works it out: the seat whose eyes the table will have
(`visibility.eyes_in`), that seat's view, the hands laid open, and what the next
decision lights (`lit_by`).  The boards are only laid out and painted into the caches
(`face_warmup`): nothing is shown, and each is the very view the table will be given
if that answer is chosen, so no card is painted that the table would not show then.

A copy of a state can only be made at a turn decision (elsewhere `Game.clone` replays
from the session's last snapshot, up to twenty answers back): a decision that follows a
turn (a target, the card put in Mana at Morning, one discarded at Night) is foreseen
from the copy made at that turn, the few answers since replayed on each copy
(`foresee`).  Nothing is foreseen in a review, a lesson or a puzzle (their answers go
through a teacher first), and where replaying the answers since the turn is slow, the
decision is foreseen no further.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import attrs

from altered_desktop import choice_numbers, goldfish, visibility
from altered_desktop.decision_panel import region_options
from altered_desktop.table_display import Marks

if TYPE_CHECKING:  # pragma: no cover
    from altered_desktop.session import GameSession
    from engine.decisions import Decision

View = dict[str, Any]

#: at most this many answers of one decision are foreseen (a turn with a long hand and
#: a long Reserve offers dozens of plays; the first ones are the likeliest in the
#: panel's order, and each costs an engine answer and a layout)
MOST = 32


@attrs.frozen
class Lit:
    """What a decision lights on the table (`MainWindow.refresh` hands these to
    `TableWidget.set_view`)."""

    highlight: frozenset[int] = frozenset()  # objects the decision is about
    playable: frozenset[int] = frozenset()  # cards with a legal play (a turn)
    expeditions: frozenset[tuple[int, str]] = frozenset()
    emblems: frozenset[int] = frozenset()
    regions: frozenset[int] = frozenset()
    numbers: dict[int, int] = attrs.field(factory=dict)  # oid -> its choice's number
    #: (seat, Expedition) -> its choice's number
    exp_numbers: dict[tuple[int, str], int] = attrs.field(factory=dict)


def lit_by(d: Decision | None, view: View | None = None, bottom: int | None = None) -> Lit:
    """What decision `d` (None: none a person at this screen answers) lights on the
    table drawing `view` with `bottom`'s side at the bottom (its viewer's unless given):
    its cards numbered in the order the decider reads that board
    (`choice_numbers.reading_order`), as the prompt panel lists them."""
    if d is None:
        return Lit()
    if d.kind == "turn":
        return Lit(playable=frozenset(o for opt in d.options
                                      if opt.detail in ("play", "quick")
                                      for o in opt.objects))
    reading = choice_numbers.reading_order(view, d.player, bottom)
    return Lit(highlight=frozenset(o for opt in d.options for o in opt.objects),
               expeditions=frozenset(o.expedition for o in d.options
                                     if o.expedition is not None and o.detail != "play"),
               emblems=frozenset(o.emblem for o in d.options if o.emblem is not None),
               regions=frozenset(region_options(d)),
               numbers=choice_numbers.card_numbers(d, reading),
               exp_numbers=choice_numbers.expedition_numbers(d, reading))


def person_decision(session: GameSession, game: Any) -> Decision | None:
    """`game`'s pending decision if a person at this screen answers it."""
    d = game.pending
    if d is None or d.player in session.auto_players or visibility.reviewing(session):
        return None
    watching = getattr(session, "watching", None)
    if watching is not None and d.player != watching:
        return None  # the other seat's, once the Dusk told to this one is over
    return d  # type: ignore[no-any-return]


@attrs.frozen
class Board:
    """The table as it will be after `answer`: `view` from `bottom`'s seat, the hands
    laid open beside it, and what the next decision lights."""

    answer: str
    view: View
    bottom: int
    extra_hands: dict[int, list[dict[str, Any]]]
    lit: Lit

    def marks(self, log_focus: set[int]) -> Marks:
        """The marks `TableWidget.set_view` will set from this board (nothing selected,
        dragged or moving yet; the log entry studied kept)."""
        lit = self.lit
        return Marks(set(lit.highlight), set(), set(lit.playable), set(log_focus), set(),
                     set(lit.expeditions), set(lit.emblems), None, frozenset(),
                     lit.regions, frozenset(), frozenset(lit.numbers.items()),
                     exp_numbers=frozenset(lit.exp_numbers.items()))


def _answerable(session: GameSession) -> bool:
    """Whether a person at this screen answers the pending decision, in a game played
    on (not a review, a lesson or a puzzle, whose answers go through a teacher)."""
    return (person_decision(session, session.game) is not None
            and getattr(session, "lesson", None) is None
            and getattr(session, "puzzle", None) is None)


#: a decision other than a turn is foreseen from the copy made at the turn before it
#: when at most this many answers were given since (each is replayed on every copy)
MOST_REPLAYED = 4


def foresee(session: GameSession, previous: Foresight | None) -> Foresight | None:
    """What to foresee of `session`'s pending decision: a person's turn, from a copy
    made now; a single choice a person makes after one (a target, a card to put in
    Mana at Morning, one to discard at Night), from the copy made at that turn, the
    answers since replayed on it (`Game.clone` copies a state only at a turn; elsewhere
    it replays from the session's last snapshot, many answers back).  None: nothing."""
    if not _answerable(session):
        return None
    game = session.game
    d = game.pending
    assert d is not None
    if d.kind == "turn":
        return Foresight(session, None)  # (its copy made when first asked, while idle)
    base = previous.base if previous is not None else None
    if d.multi or base is None:
        return None
    answers = game.answers
    copy, at = base
    if not 0 < len(answers) - at <= MOST_REPLAYED or copy.answers != answers[:at]:
        return None  # too far from that turn, or another line of play (an undo)
    return Foresight(session, base)


#: answers replayed on a copy that took longer than this (CPU seconds: a Night with a
#: crowded board) end the foresight of that decision after this answer, as every copy
#: would hold the window as long
SLOWEST_S = 0.02


class Foresight:
    """The boards after the answers of one pending decision, worked out one at a time
    on demand (`boards`) and remembered: the painting ahead starts over whenever the
    table repaints, and must not answer the copies again."""

    def __init__(self, session: GameSession, base: tuple[Any, int] | None,
                 most: int = MOST) -> None:
        """`base`: a copy of the game at the last person's turn decision and the number
        of answers given then; None at a turn decision (a copy of it is made)."""
        self._session = session
        game = session.game
        self._game = game
        self._base = base
        #: answers given before the decision foreseen (a refresh of the same decision
        #: keeps its foresight, `FaceWarmer.foresee`)
        self.answered = len(game.answers)
        self._since = game.answers[base[1]:] if base is not None else []
        d = game.pending
        self._answers = [str(o.id) for o in d.options][:most] if d is not None else []
        self._boards: list[Board] = []
        self._next = 0

    @property
    def base(self) -> tuple[Any, int] | None:
        """A copy of the game at the last person's turn decision (never answered) and
        the number of answers given then: each answer is played on a copy of it.  At a
        turn decision, made when first asked while the game still waits there (an
        answer costs no copy inside the answer window); None once it moved on."""
        if self._base is None and len(self._game.answers) == self.answered:
            self._base = (self._game.clone(), self.answered)
        return self._base

    @property
    def game(self) -> Any:
        """The game whose pending decision this foresees (stale once it moved on)."""
        return self._game

    def boards(self) -> Iterator[Board]:
        """Each answer's board, in the options' order; the first time, each costs a
        copy of the game answered (the iterator may be dropped between any two)."""
        i = 0
        while True:
            if len(self._game.answers) != self.answered:
                return  # the game moved on: these answers are no longer to come
            if i < len(self._boards):
                yield self._boards[i]
                i += 1
                continue
            if self._next >= len(self._answers):
                return
            answer = self._answers[self._next]
            self._next += 1
            board = self._after(answer)
            if board is not None:
                self._boards.append(board)

    def _after(self, answer: str) -> Board | None:
        s = self._session
        base = self.base
        if base is None:
            return None
        g = base[0].clone()
        try:
            started = time.thread_time()
            for given in self._since:
                g.answer(given)
            if time.thread_time() - started > SLOWEST_S:
                self._next = len(self._answers)  # each copy would hold the window as long
            g.answer(answer)
        except Exception:  # noqa: BLE001  (an answer the copy refuses foresees nothing)
            return None
        goldfish.auto_play(g, s.idle_players)
        # (the session remembers the next decider after the answer, when a person, and
        # `eyes_in` prefers them anyway: the last viewer stays the session's)
        seen = visibility.sight(s, game=g)
        return Board(answer, seen.view, seen.eyes, seen.extra_hands,
                     lit_by(person_decision(s, g), seen.view, seen.eyes))
