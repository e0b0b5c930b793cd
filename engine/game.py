"""`Game`: the engine's public face — the decision protocol, views, records, undo."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Generator, Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import Any

from engine.cards.registry import card_by_ref
from engine.decisions import Decision, IllegalAnswer
from engine.decks import Deck, require_implemented
from engine.flow import run_from, run_game
from engine.loading import excerpt
from engine.model import CARD_TYPE, ZONE, Card, CardDef
from engine.play import why_card_unplayable
from engine.position import Position, check, place_position
from engine.record import (
    RecordError,
    check_answer_count,
    check_game_args,
    check_meta,
    decks_of,
    make_record,
    meta_of,
    position_of_record,
    replay_file,
    timestamp,
    versions_note,
    write_atomic,
)
from engine.state import GameState
from engine.view import view_for

Answer = str | tuple[str, ...]


@cache
def _deck_cards(refs: tuple[str, ...]) -> tuple[CardDef, ...]:
    """The definitions of a deck's cards, looked up and checked once per list of references
    (by value, so a deck read again from a record, as each undo does, is not looked up
    again and does not add an entry)."""
    cdefs = tuple(card_by_ref(ref) for ref in refs)
    for cdef in cdefs:
        if cdef.type is CARD_TYPE.HERO or cdef.is_token:
            raise ValueError(f"{cdef.name} cannot be shuffled into a Deck")
    return cdefs


class Game(GameState):
    """A game of Altered driven by answers to one pending `Decision` at a time."""

    def __init__(self, decks: Sequence[Deck], seed: int, names: Sequence[str],
                 meta: Mapping[str, str] | None = None,
                 position: Position | None = None) -> None:
        if len(decks) != 2 or len(names) != 2:
            raise ValueError("a game needs two decks and two player names (1.1.2.a)")
        check_game_args(decks, seed, names)  # nothing its record could not hold
        for deck in decks:
            require_implemented(deck)  # never a blank card in play
        super().__init__(names, seed)
        self.seed = seed
        #: what the game is for whoever saves and reopens it (see engine.record); the rules
        #: never read it, so it cannot change how the game plays or replays
        self.meta: dict[str, str] = check_meta({} if meta is None else meta, "new game")
        self.decks = tuple(decks)
        #: the position the game started from (engine.position), None for a new game
        self.position = position
        self.answers: list[Answer] = []
        self.pending: Decision | None = None
        self._flow: Generator[Decision, Any, None]
        if position is not None:
            place_position(self, position, seed)
            self._flow = run_from(self, position.phase, position.turn)
        else:
            for i, deck in enumerate(decks):
                p = self.players[i]
                if deck.hero:
                    hero = self.make_card(card_by_ref(deck.hero), i)
                    self.place(hero, ZONE.HERO)
                for cdef in _deck_cards(deck.cards):
                    c = self.make_card(cdef, i)  # made in the Deck zone (Card's default)
                    p.deck.append(c)
            self._flow = run_game(self)
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

    # ------------------------------------------------------------------ the protocol
    def _advance(self, answer: Any, first: bool = False) -> None:
        try:
            self.pending = next(self._flow) if first else self._flow.send(answer)
        except StopIteration:
            self.pending = None

    def answer(self, answer: str | Sequence[str]) -> None:
        """Answer the pending decision.  An illegal answer raises IllegalAnswer and leaves
        the game exactly as it was (checked before anything moves)."""
        d = self.pending
        if d is None:
            raise IllegalAnswer("the game is over: there is nothing to answer")
        canon = d.normalise(answer)
        self.answers.append(canon)
        self._advance(canon)

    @property
    def record(self) -> dict[str, Any]:
        return make_record(self)

    # ------------------------------------------------------------------ intents
    def legal_intents(self) -> list[Any]:
        """What the deciding player can do now (the pending decision's options)."""
        return list(self.pending.options) if self.pending else []

    def why_illegal(self, player: int, oid: int) -> str | None:
        """Plain-words reason why the card `oid` cannot be played by `player` now."""
        card = self.find(oid)
        if card is None:
            return "there is no such card"
        if card.owner != player:
            return "you can only play your own cards (5.2.a)"
        if self.pending is None or self.pending.player != player:
            return "it is not your decision to make now (1.4.5)"
        if self.pending.kind != "turn":
            return "finish the current choice first"
        return why_card_unplayable(self, player, card)

    def find(self, oid: int) -> Card | None:
        item = self.items.get(oid)
        if item is not None and item.oid == oid:
            return item
        for c in self.all_cards():
            if c.oid == oid:
                return c
        return None

    # ------------------------------------------------------------------ views
    def view(self, player: int | None) -> dict[str, Any]:
        """What `player` may see (hidden zones as counts); None for a spectator."""
        return view_for(self, player)

    def fingerprint(self) -> str:
        """A digest of everything observable (both views, Limbo, log, RNG position), used to
        check that a replay rebuilt the same game."""
        parts = [json.dumps(self.view(0), sort_keys=True), json.dumps(self.view(1), sort_keys=True),
                 "\n".join(map(str, self.log)), repr(self.rng.getstate()),
                 repr([(c.cdef.ref, c.oid) for p in self.players for c in p.deck])]
        return hashlib.sha256("\x00".join(parts).encode()).hexdigest()

    # ------------------------------------------------------------------ records
    def save(self, path: str | Path) -> None:
        """Write the record, stamped with the time (meta.saved) so a list of saved games can
        say when each was left without replaying it.  The game adopts the stamp only once
        the file is written, so a failed save leaves the game as it was."""
        meta = {**self.meta, "saved": timestamp()}
        write_atomic(Path(path), json.dumps(make_record(self, meta), indent=1))
        self.meta = meta

    @classmethod
    def load(cls, path: str | Path) -> Game:
        return replay_file(cls, Path(path))  # errors name the file

    @classmethod
    def from_record(cls, rec: dict[str, Any], upto: int | None = None) -> Game:
        """Replay a validated record (optionally only its first `upto` answers).  When the
        replay stops matching, the error names the answer and both engines' versions."""
        pos = position_of_record(rec)
        if pos is not None:
            g = cls.from_position(pos, rec["seed"], meta_of(rec))
        else:
            g = cls(decks_of(rec), rec["seed"], rec["names"], meta_of(rec))
        answers = rec["answers"] if upto is None else \
            rec["answers"][:check_answer_count(upto, len(rec["answers"]), "upto")]
        for k, a in enumerate(answers, 1):
            if g.pending is None:
                raise RecordError(f"answer #{k} comes after the end of the game "
                                  f"({versions_note(rec)})")
            try:
                g.answer(a)
            except IllegalAnswer as e:
                raise RecordError(f"answer #{k} ({excerpt(a)}) is not legal: {e} "
                                  f"({versions_note(rec)})") from None
        return g

    def undo(self, n: int = 1) -> Game:
        """A new game equal to this one before its last `n` answers (replayed from the seed,
        with the same meta: taking back a move does not change what the game is)."""
        check_answer_count(n, len(self.answers), "undo")
        return Game.from_record(self.record, len(self.answers) - n)
