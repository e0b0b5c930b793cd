"""What the person at the screen may see: the one policy every widget draws from.

The engine already hides, in `Game.view(seat)`, what one seat may not see (a hand is
seen by its owner, Mana Orbs are face down, 3.2.9.d).  What it cannot know is who sits
at this screen.  That is decided here, for every mode, from two things that belong to
the game (never to the game played before it):

* who the people at the screen are (`people`): both seats in a hotseat game, the one seat
  a person plays against the computer, the deck's owner in a goldfish game or one of the
  goldfish lab's games, the learner in a lesson, the solver in a puzzle, and in a review
  of a recorded game whichever seat decided at the moment shown (of a game not yet over,
  only among the seats people play: a review never shows the computer's hand mid-game);
* the game's display options (`Display`): hand-off screens between two people, and the
  teacher's open hands, an explicit choice the table says it has made (in a review, its
  panel's "both hands", marked on the table the same way).

From them come whose eyes the table is drawn with (`eyes`), whose hands lie face up
(`face_up`), whether a curtain covers the table between two people (`curtains`), and
which objects the screen shows (`screen_oids`).  The table, the zoom, the tooltips and
the context menus only ever hold what `sight` hands them; Explain asks the engine with
`eyes`; the computer's sentences are screened by `screened_move` so they name no card the
screen does not show.  The log and its HTML export come from the engine's public log,
which names no hidden card (tests/gui/test_hidden_cards.py checks all of these).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any

import attrs

from engine.decisions import IllegalAnswer

if TYPE_CHECKING:  # pragma: no cover
    from altered_desktop.session import GameSession
    from engine.decisions import Decision
    from engine.game import Game

View = dict[str, Any]
SEATS = (0, 1)


@attrs.define
class Display:
    """A game's display options.  They live with the game's session, so a game loaded
    or resumed gets its mode's defaults (`for_mode`), never what another game left."""

    #: cover the table whenever the screen passes from one person to the other
    handoff: bool = True
    #: a teacher's open-handed game: every hand face up, and the table says so
    open_hands: bool = False
    #: with open hands, keep the first seat at the bottom instead of turning round
    fixed_side: bool = False


def people(session: GameSession) -> frozenset[int]:
    """The seats a person at this screen plays: not the idle goldfish, not an AI seat,
    not the seat a lesson answers for the learner."""
    lesson = getattr(session, "lesson", None)
    if lesson is not None:
        return frozenset({lesson.lesson.learner})
    puzzle = getattr(session, "puzzle", None)  # engine.puzzle.PuzzleRun, when there is one
    if puzzle is not None:
        return frozenset({int(getattr(getattr(puzzle, "puzzle", puzzle), "solver", 0))})
    if reviewing(session):
        # a record read move by move, from the deciding side; a game not yet over keeps
        # the people it had (a review is no way to see the computer's hand mid-game)
        return frozenset(getattr(session.review, "seats", SEATS))
    return frozenset(s for s in SEATS if s not in session.auto_players)


def reviewing(session: GameSession) -> bool:
    """Whether the session is a moment of a recorded game under review (read-only)."""
    return getattr(session, "review", None) is not None


def hands_open(session: GameSession) -> bool:
    """Every hand face up: the teacher's explicit choice, for this game (View > Open
    hands) or for this review (its panel's "both hands")."""
    review = getattr(session, "review", None)
    if review is not None and people(session) != frozenset(SEATS):
        return False  # a game not over, reviewed by fewer than both its players
    return session.display.open_hands or bool(getattr(review, "both_hands", False))


def curtains(session: GameSession) -> bool:
    """Whether a hand-off screen covers the table when the turn passes: only between two
    people at one screen, with hand-off screens on and hands not laid open."""
    d = session.display
    return d.handoff and not hands_open(session) and not reviewing(session) \
        and len(people(session)) > 1


def eyes(session: GameSession) -> int:
    """The seat the table is drawn from (at its bottom), and whose view Explain, the
    discard piles and the log's focus use: the person a Dusk is being told to, else the
    person deciding now, else the person who decided last; an open table with a fixed
    side keeps the first seat."""
    return eyes_in(session, session.game, session.last_viewer)


def eyes_in(session: GameSession, game: Game, last_viewer: int) -> int:
    """`eyes`, for `game` (the session's, or a copy of it played on: `foresight`) when
    the person who decided last sat at `last_viewer`."""
    seats = people(session)
    if hands_open(session) and session.display.fixed_side:
        return 0
    # a Dusk is told to the person who gave the day's last pass: the table turns to the
    # next decider only once it is over (review r10 #3: it turned as the Dusk began)
    watching = getattr(session, "watching", None)
    if watching is not None and watching in seats:
        return int(watching)
    d = game.pending
    if d is not None and d.player in seats:
        return d.player
    if last_viewer in seats or not seats:
        return last_viewer
    return min(seats)


def face_up(session: GameSession, seat: int) -> frozenset[int]:
    """Hands shown face up when the table is drawn from `seat`: that seat's own, and with
    open hands every hand (the teacher's explicit choice)."""
    if hands_open(session):
        return frozenset(SEATS)
    return frozenset({seat}) if seat in people(session) else frozenset()


@attrs.frozen
class Sight:
    """What the table shows now: `view` is `eyes`' own view, and `extra_hands` the hands
    that view hides but the open table lays face up."""

    eyes: int
    view: View
    extra_hands: dict[int, list[dict[str, Any]]]
    other_view: View | None  # the other seat's view when it was needed (prerendering)


def sight(session: GameSession, game: Game | None = None) -> Sight:
    """The view the table is drawn from, and the hands it may add; of `game` (a copy of
    the session's played on, `foresight`) when given."""
    if game is None:
        game = session.game
    seat = eyes_in(session, game, session.last_viewer)
    view = dict(game.view(seat))
    extra: dict[int, list[dict[str, Any]]] = {}
    other_view: View | None = None
    for other in face_up(session, seat) - {seat}:
        other_view = dict(game.view(other))
        extra[other] = list(other_view["players"][other]["hand"] or [])
    return Sight(seat, view, extra, other_view)


def screen_oids(session: GameSession) -> set[int]:
    """Every object the screen may show now: the union of the views of the seats whose
    hands lie face up (for the seat the table is drawn from, its own view)."""
    seat = eyes(session)
    out: set[int] = set()
    for s in face_up(session, seat) | {seat}:
        out |= view_oids(session.game.view(s))
    return out


def view_oids(view: Any) -> set[int]:
    """Every object id a view shows face up (walked through its dicts and lists)."""
    out: set[int] = set()
    stack = [view]
    while stack:
        x = stack.pop()
        if isinstance(x, dict):
            oid = x.get("oid")
            if isinstance(oid, int):
                out.add(oid)
            stack.extend(x.values())
        elif isinstance(x, list):
            stack.extend(x)
    return out


def view_names(view: Any) -> set[str]:
    """The names of the cards a view shows face up."""
    out: set[str] = set()
    stack = [view]
    while stack:
        x = stack.pop()
        if isinstance(x, dict):
            if isinstance(x.get("oid"), int) and isinstance(x.get("name"), str):
                out.add(x["name"])
            stack.extend(x.values())
        elif isinstance(x, list):
            stack.extend(x)
    return out


def secret_names(game: Game, seat: int, seen: set[int], seen_names: set[str]) -> set[str]:
    """Names of `seat`'s cards that the screen does not show (`seen`), less any name the
    screen shows on another card (naming it then tells nothing)."""
    own = game.view(seat)["players"][seat]
    cards = [*(own["hand"] or []), *(own["mana"]["cards"] or [])]
    return {c["name"] for c in cards if c["oid"] not in seen} - seen_names


def mode_title(session: GameSession) -> str:
    """The mode in a word or two, for the title bar and the status bar."""
    if reviewing(session):
        return "Review"
    if getattr(session, "puzzle", None) is not None:
        return "Puzzle"
    if getattr(session, "lesson", None) is not None:
        return "Lesson"
    if str(session.mode) == "goldfish":
        return "Goldfish"
    if session.ai_seats:
        return "Against the computer"
    return "Hotseat" + (", open hands" if session.display.open_hands else "")


# ---------------------------------------------------------------------------- the computer
NUMBERS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")

#: what a move about cards the opponent cannot see looks like from across the table,
#: by decision kind ({n}: how many, {cards}: "card" or "cards")
HIDDEN_MOVES = {
    "mana_setup": "puts {n} {cards} in Mana",
    "expand": "puts {n} {cards} from its hand in Mana",
    "cleanup": "keeps {n} {cards} you cannot see",
    "sacrifice": "gives up {n} {cards} you cannot see",
    "choose_card": "chooses {n} {cards} you cannot see",
    "target": "picks {n} {cards} you cannot see",
}


#: options that play a card or a quick action: it is revealed as it is played, even from
#: a hidden zone (5.1.2.c), so its label may name it - unlike a card put in Mana, which
#: is not revealed as it changes zones (3.2.9.b)
PLAYED = ("play", "quick")


def _count(n: int) -> str:
    return NUMBERS[n] if 0 <= n < len(NUMBERS) else str(n)


def screened_move(name: str, d: Decision, answer: str | Sequence[str], reason: str,
                  shows: Callable[[int], bool], secret: Iterable[str]) -> str:
    """The computer's move in a sentence, as its opponent may hear it: "Lithium plays
    Monolith Archivist from Hand into its companion Expedition — costs 2".

    An option about objects the screen does not show (`shows` is False for one of them)
    is told by its kind and count - "puts three cards in Mana" - instead of its label,
    unless it plays the card, which reveals it (`PLAYED`); any `secret` card name left
    in the words becomes "a card".  `reason` is the computer's own estimate of its move,
    for people tuning it (ai_seat.reasons_shown); play passes "" and hears only the move."""
    ids = [answer] if isinstance(answer, str) else list(answer)
    told: list[Any] = []
    hidden = 0
    for i in ids:
        try:
            opt = d.option(i)
        except IllegalAnswer:  # an id the decision does not know: said as it is
            told.append(str(i))
            continue
        if opt.objects and opt.detail not in PLAYED and not all(shows(o) for o in opt.objects):
            hidden += 1
        else:
            told.append(opt)
    clauses = [move_words(str(d.kind), told)] if told else []
    if hidden:
        clauses.append(HIDDEN_MOVES.get(str(d.kind), "chooses {n} {cards} you cannot see")
                       .format(n=_count(hidden), cards="card" if hidden == 1 else "cards"))
    what = _unname(" and ".join(clauses) if clauses else "does nothing", secret)
    why = _unname(reason, secret)
    return f"{name} {what} — {why}" if why else f"{name} {what}"


#: an option's label tells the deciding seat what to do ("Play X…", "Put X in Mana"):
#: said of that seat by its opponent, its first word becomes "plays", "puts"...
VERBS = {"Play": "plays", "Pass": "passes", "Put": "puts", "Keep": "keeps",
         "Use": "uses", "Discard": "discards", "Send": "sends", "Return": "returns",
         "Draw": "draws", "Roll": "rolls", "Exchange": "exchanges", "Choose": "chooses",
         "Give": "gives", "Skip": "skips", "Move": "moves", "Take": "takes",
         "Sacrifice": "sacrifices", "Reveal": "reveals", "Exhaust": "exhausts",
         "Swap": "swaps", "Shuffle": "shuffles", "Create": "creates"}

#: the kinds whose options begin with what to do (above); the others name a card, an
#: Expedition or an answer, and are told with the kind's verb (`KIND_WORDS`)
IMPERATIVE_KINDS = ("turn", "expand", "mana_exchange")

#: how a choice of each kind is said ({what}: the options chosen, joined)
KIND_WORDS = {
    "target": "targets {what}",
    "cleanup": "keeps {what} in Reserve",
    "sacrifice": "gives up {what}",
    "reaction": "takes this Reaction first: {what}",
    "may": "answers {what}",
    "mode": "chooses the mode {what}",
    "mana_setup": "puts {what} in Mana",
    "timestamp_order": "orders {what}",
    "modifier": "orders {what}",
}


def move_words(kind: str, options: Sequence[Any]) -> str:
    """What the options chosen (or ids said as they are) do, in the third person."""
    labels = [_its(o.label) if hasattr(o, "label") else str(o) for o in options]
    quick = [o for o in options if getattr(o, "detail", None) == "quick"]
    if quick and len(options) == 1:
        return f"uses {labels[0]}"
    if kind in IMPERATIVE_KINDS or kind not in KIND_WORDS:
        said = [_conjugated(label) for label in labels]
        if all(said):
            return _joined([s for s in said if s])
    template = KIND_WORDS.get(kind, "chooses {what}")
    return template.format(what=_joined(labels))


def _conjugated(label: str) -> str | None:
    """ "Play X from Hand" said of its player: "plays X from Hand"; None when the label
    does not begin with a verb this knows."""
    head, _, rest = label.partition(" ")
    verb = VERBS.get(head)
    if verb is None:
        return None
    return f"{verb} {rest}" if rest else verb


def _joined(items: Sequence[str]) -> str:
    """ "a", "a and b", "a, b and c". """
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} and {items[-1]}"


def _its(label: str) -> str:
    """An option's label, written to the seat that decides ("into your hero
    Expedition"), as said of that seat to its opponent ("into its hero Expedition")."""
    return re.sub(r"\b[Yy]our\b", lambda m: "Its" if m.group(0)[0] == "Y" else "its", label)


def _unname(text: str, secret: Iterable[str]) -> str:
    """`text` with every `secret` card name said as "a card" (longest names first, so
    a name inside another is not half replaced)."""
    for card in sorted(set(secret), key=len, reverse=True):
        if card:
            text = re.sub(rf"(?<!\w){re.escape(card)}(?!\w)", "a card", text)
    return text
