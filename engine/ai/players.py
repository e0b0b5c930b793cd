"""Making automatic players by name, and asking one for its seat's answer."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Protocol

from engine.decisions import Decision, IllegalAnswer
from engine.decks import Deck
from engine.policies import random_answer

if TYPE_CHECKING:
    from engine.game import Game
    from engine.view import KeptViews

POLICY_NAMES = ("random", "greedy", "search")

Answer = str | list[str]


class AIPlayer(Protocol):
    """Decides for one seat from that seat's view (`Game.view(seat)`) and its own pending
    decision; `reason` says in plain words why it answered what it answered."""

    name: str
    reason: str

    def decide(self, view: Mapping[str, Any], d: Decision) -> Answer: ...


class RandomPlayer:
    """The random legal policy of engine.policies, as a player."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.reason = "a random legal choice"

    def decide(self, view: Mapping[str, Any], d: Decision) -> Answer:
        return random_answer(d, self.rng)


def make_player(name: str, seed: int = 0, own_deck: Deck | None = None,
                their_deck: Deck | None = None, **options: Any) -> AIPlayer:
    """A player by policy name.  The search player needs its own deck list and a guess
    at the opponent's (engine.ai.search explains what it assumes)."""
    if name == "random":
        return RandomPlayer(seed)
    if name == "greedy":
        from engine.ai.greedy import Greedy

        return Greedy(seed)
    if name == "search":
        from engine.ai.search import Search

        return Search(seed, own_deck, their_deck, **options)
    raise ValueError(f"unknown policy {name!r}: choose from {', '.join(POLICY_NAMES)}")


def seat_answer(game: Game, player: AIPlayer, rng: random.Random | None = None,
                kept: KeptViews | None = None) -> Answer:
    """The answer of `player` to the game's pending decision, decided from the view of
    the deciding seat only.  Should a heuristic ever give an answer the decision refuses,
    a random legal one is taken instead (and the reason says so).  `kept`: the game's
    kept card views (engine.game.Game.view), for a caller asking about many decisions."""
    d = game.pending
    if d is None:
        raise ValueError("seat_answer: the game is over, no decision is pending")
    view = game.lazy_view(d.player, kept)
    ans = player.decide(view, d)
    try:
        d.normalise(ans)
    except IllegalAnswer:
        rng = rng or random.Random(len(game.answers))
        for _ in range(100):
            ans = random_answer(d, rng)
            try:
                d.normalise(ans)
                break
            except IllegalAnswer:
                continue
        player.reason = "no better idea: a legal choice at random"
    return ans
