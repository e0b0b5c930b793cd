"""Goldfishing: one deck against the idle opponent, who passes, skips and declines.

A goldfish game says so in its record (meta.mode, written when the game is made).  Records
saved before meta existed do not; for those, a second deck that is the empty idle deck
is what still tells a goldfish game apart (see `is_goldfish`).
"""

from __future__ import annotations

import random

from engine.decisions import IllegalAnswer
from engine.decks import Deck
from engine.game import Game
from engine.policies import idle_answer, random_answer

IDLE_NAME = "Idle opponent"
IDLE_PLAYER = 1


def idle_deck() -> Deck:
    return Deck(IDLE_NAME, None, ())


def is_idle_deck(deck: Deck) -> bool:
    return deck.hero is None and not deck.cards


def is_goldfish(game: Game) -> bool:
    """The guess for records without meta.mode (saved before it existed): only the
    program's own goldfish games have an empty second deck."""
    return is_idle_deck(game.decks[IDLE_PLAYER])


def new_goldfish_game(deck: Deck, seed: int, name: str = "Player") -> Game:
    # "goldfish" is session.Mode.GOLDFISH (not imported: the session imports this module);
    # recorded at creation so every save of the game says what it is
    return Game.new([deck, idle_deck()], seed=seed, names=(name, "Goldfish"),
                    meta={"mode": "goldfish"})


def auto_play(game: Game, players: set[int]) -> int:
    """Answer every pending decision of the automatic `players`; return how many."""
    n = 0
    rng = random.Random(len(game.answers))
    while game.pending is not None and game.pending.player in players:
        d = game.pending
        try:
            game.answer(idle_answer(d))
        except IllegalAnswer:
            # the idle policy can pick an answer a whole-answer check refuses; any legal
            # answer will do for a goldfish, and the record keeps it for replays
            for _ in range(50):
                try:
                    game.answer(random_answer(d, rng))
                    break
                except IllegalAnswer:
                    continue
            else:
                raise
        n += 1
    return n
