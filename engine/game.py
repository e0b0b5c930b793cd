"""`Game`: the engine's public face — the decision protocol, views, records, undo."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Generator, Iterator, Mapping, Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any, overload

import engine.effects.answers  # noqa: F401 - the vocabulary answers the kernel's questions
from engine.cards.registry import card_by_ref
from engine.decisions import Decision, IllegalAnswer, Option
from engine.decks import Deck, require_implemented
from engine.explain import Explanation
from engine.explain import subject as explain_subject
from engine.flow import run_from, run_game
from engine.gamestate.copying import copy_state, copyable
from engine.invariants import SelfCheck
from engine.loading import excerpt
from engine.log import LogEntry
from engine.model import CARD_TYPE, PHASE, ZONE, CardDef
from engine.play import why_card_unplayable
from engine.position import Position, check, place_position
from engine.profile import Profile, profile_of
from engine.record import (
    MAX_NOTE_CHARS,
    Note,
    RecordError,
    check_answer_count,
    check_game_args,
    check_meta,
    decks_of,
    make_record,
    meta_of,
    notes_of,
    position_of_record,
    replay_file,
    timestamp,
    versions_note,
    write_atomic,
)
from engine.state import GameState
from engine.view import GameView, KeptViews, lazy_view_for, view_for

Answer = str | tuple[str, ...]


@lru_cache(maxsize=64)
def _deck_cards(refs: tuple[str, ...]) -> tuple[tuple[CardDef, Profile], ...]:
    """The definitions of a deck's cards, each with its profile, looked up and checked
    once per list of references (by value, so a deck read again from a record, as each
    undo does, is not looked up again).  Bounded: a batch of games with a fresh deck
    each (the gauntlet, random whole-pool decks) would otherwise keep every deck it ever
    played (issue #27)."""
    out = []  # a loop: random whole-pool decks meet this once a game (no generators)
    for ref in refs:
        cdef = card_by_ref(ref)
        if cdef.type is CARD_TYPE.HERO or cdef.is_token:
            raise ValueError(f"{cdef.name} cannot be shuffled into a Deck")
        out.append((cdef, profile_of(cdef)))
    return tuple(out)


def _entry_to(fn: Callable[[LogEntry], None]) -> Callable[[GameState], None]:
    """The state's observer handing each new entry to `fn` (`Game.watch_entries`)."""
    def observe(state: GameState) -> None:
        fn(state.log[-1])
    return observe


class LogView(Sequence[LogEntry]):
    """The game's log, read-only: entries are immutable and the list cannot be changed
    through it.  A view, not a copy, so `len(game.log)` and `game.log[-1]` stay cheap
    however long the game."""

    __slots__ = ("_entries",)

    def __init__(self, entries: list[LogEntry]) -> None:
        self._entries = entries

    @overload
    def __getitem__(self, i: int) -> LogEntry: ...
    @overload
    def __getitem__(self, i: slice) -> Sequence[LogEntry]: ...
    def __getitem__(self, i: int | slice) -> LogEntry | Sequence[LogEntry]:
        if isinstance(i, slice):
            return tuple(self._entries[i])
        return self._entries[i]

    def __len__(self) -> int:
        return len(self._entries)

    def __iter__(self) -> Iterator[LogEntry]:
        return iter(self._entries)

    def __repr__(self) -> str:
        return f"<log of {len(self._entries)} entries>"


#: what a validated record always holds (engine.record.parse_record)
_RECORD_KEYS = frozenset({"names", "seed", "decks", "answers"})


class Game:
    """A game of Altered driven by answers to one pending `Decision` at a time.

    This is the whole public face of the engine (issue #16): create a game (`new`,
    `from_position`, `load`, `from_record`), read what is asked (`pending`,
    `legal_intents`) and answer it (`answer`), look at the table (`view`, `log`,
    `why_illegal`), keep it (`record`, `save`) and take answers back (`undo`).  The
    rules' state (`engine.state.GameState`) is held privately: nothing outside the
    engine can move a card behind the rules' back.  Tests that must arrange or inspect
    the state use `tests/state_access.py`, which ships with nothing
    (tests/gui/test_protocol_only.py)."""

    _watch: Callable[[Game], None] | None = None  # see `watch`
    _each: Callable[[LogEntry], None] | None = None  # see `watch_entries`
    _check: SelfCheck | None = None  # see `self_check`

    def __init__(self, decks: Sequence[Deck], seed: int, names: Sequence[str],
                 meta: Mapping[str, str] | None = None,
                 position: Position | None = None) -> None:
        check_game_args(decks, seed, names)  # nothing its record could not hold
        if len(decks) != 2 or len(names) != 2:
            raise ValueError("a game needs two decks and two player names (1.1.2.a)")
        for deck in decks:
            require_implemented(deck)  # never a blank card in play
        state = GameState(names, seed)
        self._state = state
        self._seed = seed
        #: what the game is for whoever saves and reopens it (see engine.record); the rules
        #: never read it, so it cannot change how the game plays or replays
        self._meta: dict[str, str] = check_meta({} if meta is None else meta, "new game")
        self._decks = tuple(decks)
        self._position = position
        self._answers: list[Answer] = []
        #: a teacher's comments on moments of the game (engine.record.Note), kept in the
        #: record; the rules never read them
        self._notes: list[Note] = []
        self._pending: Decision | None = None
        self._log = LogView(state.log)
        # copies of the state at turn decisions, by answer count, for undo (keep_snapshots)
        self._snapshots: list[tuple[int, GameState]] = []
        self._snapshot_every = 0
        self._flow: Generator[Decision, Any, None]
        if position is not None:
            place_position(state, position, seed)
            self._flow = run_from(state, position.phase, position.turn)
        else:
            for i, deck in enumerate(decks):
                p = state.players[i]
                if deck.hero:
                    hero = state.make_card(card_by_ref(deck.hero), i)
                    state.place(hero, ZONE.HERO)
                p.deck.extend(state.make_cards(_deck_cards(deck.cards), i))
            self._flow = run_game(state)
        self._advance(None, first=True)

    # ------------------------------------------------------------------ creation
    @classmethod
    def new(cls, decks: Sequence[Deck], seed: int = 0,
            names: Sequence[str] = ("Player 1", "Player 2"),
            meta: Mapping[str, str] | None = None) -> Game:
        return cls(decks, seed, names, meta)

    @classmethod
    def from_position(cls, position: Position, seed: int = 0,
                      meta: Mapping[str, str] | None = None) -> Game:
        """A game at `position` (engine.position): its cards placed as set-up, then the
        day flow run from the start of its phase up to the first decision.  An impossible
        position raises PositionError and builds nothing.  Everything random after it
        (shuffles, dice beyond `position.dice`) comes from `seed`."""
        check(position)  # before anything reads its cards
        return cls(position.decks(), seed, position.names, meta, position=position)

    # ------------------------------------------------------------------ what the game is
    @property
    def seed(self) -> int:
        """The seed all the game's randomness comes from."""
        return self._seed

    @property
    def names(self) -> tuple[str, ...]:
        """The players' names, player 0 first."""
        return tuple(p.name for p in self._state.players)

    @property
    def decks(self) -> tuple[Deck, ...]:
        """The decks the game was started with (for a position, the cards it placed)."""
        return self._decks

    @property
    def meta(self) -> dict[str, str]:
        """What the game is for whoever saves and reopens it (engine.record), e.g. the
        app's mode; the rules never read it.  The app may add to it."""
        return self._meta

    @property
    def position(self) -> Position | None:
        """The position the game started from (engine.position), None for a new game."""
        return self._position

    @property
    def answers(self) -> list[Answer]:
        """Every answer given so far, in canonical form (a copy): with the seed and the
        decks, all a record needs to replay the game."""
        return list(self._answers)

    @property
    def notes(self) -> tuple[Note, ...]:
        """A teacher's notes on moments of this game, in the order of the moments."""
        return tuple(self._notes)

    def add_note(self, at: int, text: str) -> Note:
        """Attach a comment to the moment after `at` answers (0 to the answers given so
        far); kept in order of the moments, several per moment allowed.  Empty or
        over-long text and moments the game has not reached are refused (ValueError)."""
        if type(at) is not int or not 0 <= at <= len(self._answers):
            raise ValueError(f"a note belongs to a moment of the game: 0 to "
                             f"{len(self._answers)} answers, not {excerpt(at)}")
        if not isinstance(text, str) or not text.strip() or len(text) > MAX_NOTE_CHARS:
            raise ValueError(f"a note is text of 1 to {MAX_NOTE_CHARS} characters")
        note = Note(at, text.strip())
        k = sum(1 for n in self._notes if n.at <= at)
        self._notes.insert(k, note)
        return note

    def remove_note(self, note: Note) -> None:
        self._notes.remove(note)

    @property
    def log(self) -> LogView:
        """The teaching log: every event with its rule (read-only)."""
        return self._log

    @property
    def day(self) -> int:
        return self._state.day

    @property
    def over(self) -> bool:
        return self._state.over

    @property
    def winner(self) -> int | None:
        """The winning player, None while the game goes on or after a draw."""
        return self._state.winner

    # ------------------------------------------------------------------ the protocol
    @property
    def pending(self) -> Decision | None:
        """The decision the game waits for; None once the game is over."""
        return self._pending

    def _advance(self, answer: Any, first: bool = False) -> None:
        try:
            self._pending = next(self._flow) if first else self._flow.send(answer)
        except StopIteration:
            self._pending = None

    def answer(self, answer: str | Sequence[str]) -> None:
        """Answer the pending decision.  An illegal answer raises IllegalAnswer and leaves
        the game exactly as it was (checked before anything moves)."""
        d = self._pending
        if d is None:
            raise IllegalAnswer("the game is over: there is nothing to answer")
        canon = d.normalise(answer)
        self._answers.append(canon)
        self._advance(canon)
        if self._snapshot_every:
            self._maybe_snapshot()

    @property
    def record(self) -> dict[str, Any]:
        return make_record(self)

    # ------------------------------------------------------------------ intents
    def legal_intents(self) -> list[Option]:
        """What the deciding player can do now (the pending decision's options)."""
        return list(self._pending.options) if self._pending else []

    def why_illegal(self, player: int, oid: int) -> str | None:
        """Plain-words reason why the card `oid` cannot be played by `player` now."""
        state = self._state
        card = state.find(oid)
        if card is None:
            return "there is no such card"
        if card.owner != player:
            return "you can only play your own cards (5.2.a)"
        if self._pending is None or self._pending.player != player:
            return "it is not your decision to make now (1.4.5)"
        if self._pending.kind != "turn":
            return "finish the current choice first"
        return why_card_unplayable(state, player, card)

    def current_oid(self, oid: int) -> int | None:
        """The id the card that once was object `oid` (as the log names it) has now, if
        it is in a visible zone; None if it is hidden or ceased to exist (2.1.j)."""
        return self._state.current_oid(oid)

    def visible_card(self, viewer: int | None, oid: int) -> CardDef | None:
        """The definition of object `oid` (as the log or a view names it) if `viewer` may
        see it now: in a visible zone (1.2.3.f), or in the viewer's own Hand; None when
        it is hidden from them or has ceased to exist (2.1.j).  None for a spectator
        sees the visible zones only."""
        card = self._state.find(oid)
        if card is None or card.zone is ZONE.GONE:
            return None
        if card.zone.hidden and not (card.zone is ZONE.HAND and card.owner == viewer):
            return None
        return card.cdef

    def watch(self, fn: Callable[[Game], None] | None) -> None:
        """Call `fn` with this game after every log entry from now on (`log[-1]` is the
        new one), or stop with None.  For tools that follow a game as it is played
        (the gauntlet counts plays, the goldfish lab what its pilot drew); `fn` looks
        through the protocol like anyone else."""
        self._watch = fn
        self._observe()

    def watch_entries(self, fn: Callable[[LogEntry], None] | None) -> None:
        """Call `fn` with each new log entry as it is made, from now on, or stop with None:
        `watch` for a follower that reads the entries one by one (the goldfish lab reads
        its pilot's draws, plays and payments).  Handed the entry, it makes no call to
        fetch it, and with nothing else following the game the entry reaches it through
        one call of the engine's, not two: a lab game makes some 180 entries, and the
        calls were a third of what following them cost (issue #27)."""
        self._each = fn
        self._observe()

    def self_check(self) -> None:
        """From now on check the rules' invariants after every log entry (engine.invariants:
        every card in one zone, mana paid equals the cost, ...); a broken one raises
        `InvariantViolation`.  For fuzzing (altered-sim, the gauntlet)."""
        expected = [len(d.cards) + (1 if d.hero else 0) for d in self._decks]
        self._check = SelfCheck(self._state, expected)
        self._observe()

    def _observe(self) -> None:
        check, watch, each = self._check, self._watch, self._each
        if check is None and watch is None:
            self._state.observer = None if each is None else _entry_to(each)
            return

        def observe(state: GameState) -> None:
            if check is not None:
                check()
            if watch is not None:
                watch(self)
            if each is not None:
                each(state.log[-1])
        self._state.observer = observe

    def explain(self, viewer: int | None, what: str) -> Explanation:
        """Why something is as `viewer` sees it ("Explain this", engine.explain): `what`
        names the subject, e.g. ``card:OID``, ``cost:OID``, ``stats:P:EXP``, ``mana:P``,
        ``log:N``.  A card hidden from the viewer is refused with ExplainError."""
        return explain_subject(self._state, viewer, what, self._pending)

    # ------------------------------------------------------------------ views
    def view(self, player: int | None, kept: KeptViews | None = None) -> GameView:
        """What `player` may see (hidden zones as counts); None for a spectator.  A seat
        that does not exist (2, -1, 'x', True) is a ValueError, never another seat's view.
        `kept`: a dict the caller keeps for this game, for views that share the card views
        of unchanged objects with the earlier ones (engine.view.view_for; the AI pilots'
        views, which are read, never changed)."""
        if player is not None and (type(player) is not int or player not in (0, 1)):
            raise ValueError(f"view: the seat is 0, 1 or None (a spectator), not "
                             f"{excerpt(player)}")
        return view_for(self._state, player, self._pending, kept)

    def lazy_view(self, player: int | None, kept: KeptViews | None = None
                  ) -> Mapping[str, Any]:
        """`view`, made as it is read (engine.view.lazy_view_for): for a reader that looks
        at a few things and is done before the game moves on (the AI pilots)."""
        if player is not None and (type(player) is not int or player not in (0, 1)):
            raise ValueError(f"view: the seat is 0, 1 or None (a spectator), not "
                             f"{excerpt(player)}")
        return lazy_view_for(self._state, player, self._pending, kept)

    def hand_refs(self, player: int) -> list[str]:
        """The references of the cards in `player`'s own Hand, in order: what that
        player's view lists as its hand, without building the whole view (the goldfish
        lab reads it after every draw; issue #27)."""
        return [c.cdef.ref for c in self._state.players[player].hand]

    def distances(self, player: int) -> tuple[int, int]:
        """How far `player`'s hero and companion Expeditions have moved (4.2.5.d): what
        every view shows as their `distance`, without building a view."""
        p = self._state.players[player]
        return p.distance("hero"), p.distance("companion")

    def fingerprint(self) -> str:
        """A digest of everything observable (both views, Limbo, log, RNG position), used to
        check that a replay rebuilt the same game."""
        state = self._state
        parts = [json.dumps(self.view(0), sort_keys=True), json.dumps(self.view(1), sort_keys=True),
                 "\n".join(map(str, state.log)), repr(state.rng.getstate()),
                 repr([(c.cdef.ref, c.oid) for p in state.players for c in p.deck])]
        return hashlib.sha256("\x00".join(parts).encode()).hexdigest()

    # ------------------------------------------------------------------ records
    def save(self, path: str | Path) -> None:
        """Write the record, stamped with the time (meta.saved) so a list of saved games can
        say when each was left without replaying it.  The game adopts the stamp only once
        the file is written, so a failed save leaves the game as it was."""
        meta = {**self.meta, "saved": timestamp()}
        write_atomic(Path(path), json.dumps(make_record(self, meta), indent=1))
        self._meta = meta

    @classmethod
    def load(cls, path: str | Path) -> Game:
        return replay_file(cls, Path(path))  # errors name the file

    @classmethod
    def from_record(cls, rec: dict[str, Any], upto: int | None = None) -> Game:
        """Replay a validated record (optionally only its first `upto` answers).  When the
        replay stops matching, the error names the answer and both engines' versions.
        `rec` is what `parse_record` returns; anything else is a RecordError."""
        if not isinstance(rec, dict) or not _RECORD_KEYS <= set(rec):
            raise RecordError("from_record: not a game record (read it with "
                              "engine.record.read_record or parse_record); missing "
                              + (", ".join(sorted(_RECORD_KEYS - set(rec)))
                                 if isinstance(rec, dict) else "everything"))
        pos = position_of_record(rec)
        if pos is not None:
            g = cls.from_position(pos, rec["seed"], meta_of(rec))
        else:
            g = cls(decks_of(rec), rec["seed"], rec["names"], meta_of(rec))
        answers = rec["answers"] if upto is None else \
            rec["answers"][:check_answer_count(upto, len(rec["answers"]), "upto")]
        g._notes = [n for n in notes_of(rec) if n.at <= len(answers)]
        for k, a in enumerate(answers, 1):
            if g._pending is None:
                raise RecordError(f"answer #{k} comes after the end of the game "
                                  f"({versions_note(rec)})")
            try:
                g.answer(a)
            except IllegalAnswer as e:
                raise RecordError(f"answer #{k} ({excerpt(a)}) is not legal: {e} "
                                  f"({versions_note(rec)})") from None
        return g

    def undo(self, n: int = 1) -> Game:
        """A new game equal to this one before its last `n` answers, with the same meta
        (taking back a move does not change what the game is): rebuilt from the latest
        snapshot before that point (`keep_snapshots`), else replayed from the seed."""
        check_answer_count(n, len(self._answers), "undo")
        return self._at(len(self._answers) - n)

    # ------------------------------------------------------------------ copies
    def clone(self) -> Game:
        """An independent game equal to this one: the same decision pending, and given
        the same answers it plays on exactly as this one would (shuffles and dice
        included).  Answering either leaves the other as it was.  At a turn decision it
        is a copy of the state (a fraction of a millisecond, benchmarks/clone_speed.py),
        for search players to try moves on; elsewhere it is rebuilt like `undo`.

        A clone holds everything the game does, the hidden cards too: a player program
        that must not know them searches a game rebuilt from its own view instead
        (engine.ai.determinize)."""
        d = self._pending
        if d is not None and d.kind == "turn" and copyable(self._state):
            return self._resumed(copy_state(self._state), len(self._answers))
        return self._at(len(self._answers))

    def keep_snapshots(self, every: int = 20) -> None:
        """From now on keep a copy of the state at the first turn decision after every
        `every` answers, so `undo` and `clone` go back to the nearest copy and replay only
        the answers since, instead of the whole game from the seed.  Each copy costs
        about a tenth of a millisecond; a game kept for undo (the app's) is worth it, the
        thousands of games a simulation plays are not, so it is asked for."""
        if not isinstance(every, int) or isinstance(every, bool) or every < 1:
            raise ValueError(f"keep a snapshot every 1 or more answers, not {every!r}")
        self._snapshot_every = every
        self._maybe_snapshot()

    def _maybe_snapshot(self) -> None:
        d = self._pending
        if d is None or d.kind != "turn" or not copyable(self._state):
            return
        n = len(self._answers)
        last = self._snapshots[-1][0] if self._snapshots else None
        if last is None or n - last >= self._snapshot_every:
            self._snapshots.append((n, copy_state(self._state)))

    def _resumed(self, state: GameState, n: int) -> Game:
        """A game on `state` (a copy at a turn decision, after the first `n` answers of
        this game), its flow started again at that turn."""
        g = Game.__new__(Game)
        g._state = state
        g._seed, g._decks, g._position = self._seed, self._decks, self._position
        g._meta = dict(self._meta)
        g._answers = self._answers[:n]
        g._notes = [note for note in self._notes if note.at <= n]
        g._pending = None
        g._log = LogView(state.log)
        g._snapshots = [s for s in self._snapshots if s[0] <= n]
        g._snapshot_every = self._snapshot_every
        g._flow = run_from(state, PHASE.AFTERNOON, state.turn_player)
        g._advance(None, first=True)
        return g

    def _at(self, n: int) -> Game:
        """A new game after this one's first `n` answers: from the latest snapshot at or
        before `n` if there is one, else replayed from the seed."""
        base = max((s for s in self._snapshots if s[0] <= n), key=lambda s: s[0],
                   default=None)
        if base is None:
            g = Game.from_record(self.record, n)
            g._snapshot_every = self._snapshot_every
            if g._snapshot_every:
                g._maybe_snapshot()
            return g
        g = self._resumed(copy_state(base[1]), base[0])
        for a in self._answers[base[0]:n]:
            g.answer(a)
        return g
