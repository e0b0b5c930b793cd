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

Only turn decisions are foreseen (elsewhere a copy is rebuilt by replaying answers,
which costs more than it saves), and not in a review, a lesson or a puzzle (their
answers go through a teacher first).
"""

from __future__ import annotations

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


def lit_by(d: Decision | None) -> Lit:
    """What decision `d` (None: none a person at this screen answers) lights."""
    if d is None:
        return Lit()
    if d.kind == "turn":
        return Lit(playable=frozenset(o for opt in d.options
                                      if opt.detail in ("play", "quick")
                                      for o in opt.objects))
    return Lit(highlight=frozenset(o for opt in d.options for o in opt.objects),
               expeditions=frozenset(o.expedition for o in d.options
                                     if o.expedition is not None and o.detail != "play"),
               emblems=frozenset(o.emblem for o in d.options if o.emblem is not None),
               regions=frozenset(region_options(d)),
               numbers=choice_numbers.card_numbers(d))


def person_decision(session: GameSession, game: Any) -> Decision | None:
    """`game`'s pending decision if a person at this screen answers it."""
    d = game.pending
    if d is None or d.player in session.auto_players or visibility.reviewing(session):
        return None
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
                     lit.regions, frozenset(), frozenset(lit.numbers.items()))


def can_foresee(session: GameSession) -> bool:
    """Whether the answers of `session`'s pending decision can be foreseen."""
    d = session.game.pending
    return (d is not None and d.kind == "turn" and d.player not in session.auto_players
            and not visibility.reviewing(session)
            and getattr(session, "lesson", None) is None
            and getattr(session, "puzzle", None) is None)


class Foresight:
    """The boards after the answers of one pending decision, worked out one at a time
    on demand (`boards`) and remembered: the painting ahead starts over whenever the
    table repaints, and must not answer the copies again."""

    def __init__(self, session: GameSession, most: int = MOST) -> None:
        self._session = session
        game = session.game
        self._game = game
        #: answers given before the decision foreseen (a refresh of the same decision
        #: keeps its foresight, `FaceWarmer.foresee`)
        self.answered = len(game.answers)
        d = game.pending
        self._answers = [str(o.id) for o in d.options][:most] if d is not None else []
        self._boards: list[Board] = []
        self._next = 0

    @property
    def game(self) -> Any:
        """The game whose pending decision this foresees (stale once it moved on)."""
        return self._game

    def boards(self) -> Iterator[Board]:
        """Each answer's board, in the options' order; the first time, each costs a
        copy of the game answered (the iterator may be dropped between any two)."""
        i = 0
        while True:
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
        g = self._game.clone()
        try:
            g.answer(answer)
        except Exception:  # noqa: BLE001  (an answer the copy refuses foresees nothing)
            return None
        goldfish.auto_play(g, s.idle_players)
        # (the session remembers the next decider after the answer, when a person, and
        # `eyes_in` prefers them anyway: the last viewer stays the session's)
        seen = visibility.sight(s, game=g)
        return Board(answer, seen.view, seen.eyes, seen.extra_hands,
                     lit_by(person_decision(s, g)))
