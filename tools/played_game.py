"""The game the review's screenshots are taken from (`tools/review_shots.py`): played
from its first decision with a fixed seed, both seats answered by the app's own Greedy
AI through the public decision protocol (`Game.pending`, `Game.answer`), so the
teaching log and the "Just now" box hold the game's real history (review r6 #3: scenes
built from a position said "Nothing has happened yet." on day 3).

The seed and the moments below were chosen by playing seeds and looking for the one
whose day 3 holds what the review judges: Expeditions of three to five cards, a card
whose target may be any of seven Characters on both sides, a Dusk where markers move and
a Night where a Reserve over its limit is cleaned up.  `tests/tools/test_played_game.py`
holds these facts, so a change of the engine or the AI that loses them is seen.

The hotseat turn the review judges the board by (../shared/docs/table-review.md, item 2:
three Characters or more on each side, a boost, a Landmark, two cards in a Reserve) is
from a second game, seed 91, same decks and pilots: the Greedy AI plays from its
Reserve as soon as it can, so full Reserves and a Landmark in play come only late, and
seed 107 never has them on one board.  Its day 8 has all of them at once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

SEED = 107
DECKS = ("lyra", "ordis")
NAMES = ("Ninette", "Lithium")

#: answers given when Ninette is to play on day 3 with three cards in hand she can pay
#: for, Lithium's companion Expedition three cards strong; one of her cards is Lyra Cloth
#: Dancer, whose "When played from Hand" targets up to one Character in play, either
#: player's: seven to choose from once it joins
DAY3_TURN = CLOTH_DANCER_TURN = 21
CLOTH_DANCER = "Lyra Cloth Dancer"
#: answers given at Ninette's last turn of day 3: two passes from here run Dusk
DAY3_LAST_TURN = 25

#: the game whose late turn shows a full board (see above)
FULL_BOARD_SEED = 91
#: answers given when Ninette is to play on day 8 of that game, just after Lithium's turn
#: (so the hand-off and "While you were away" come first): three Characters on her
#: side, four on Lithium's, boosted Characters, a Landmark, three cards in her Reserve,
#: and a choice to make (Lyra Skald into either Expedition, her Hero's ability, pass)
FULL_BOARD_TURN = 81


def new_game(seed: int = SEED) -> Any:
    """The game at its start: Ninette (Lyra starter) against Lithium (Ordis starter)."""
    from engine import Game, starter_deck

    return Game.new([starter_deck(d) for d in DECKS], seed=seed, names=NAMES)


class Pilots:
    """One Greedy AI per seat, seeded from the game's seed: asked in the game's order
    they give the same answers every run (all randomness from the seed)."""

    def __init__(self, seed: int = SEED) -> None:
        from engine.ai import make_player

        self.players = [make_player("greedy", seed * 2 + i) for i in (0, 1)]

    def answer(self, game: Any) -> Any:
        """The deciding seat's answer, from that seat's view only."""
        from engine.ai import seat_answer

        return seat_answer(game, self.players[game.pending.player])


def play_to(game: Any, upto: int, pilots: Pilots | None = None,
            submit: Callable[[Any], object] | None = None) -> Pilots:
    """Play `game` on until `upto` answers are given (or it ends), each answer through
    `submit` (a window's, so the app sees every move as a player's), else
    `game.answer`.  Returns the pilots, to go on with."""
    pilots = pilots or Pilots(game.seed)
    give = submit or game.answer
    while game.pending is not None and len(game.answers) < upto:
        before = len(game.answers)
        give(pilots.answer(game))
        if len(game.answers) == before:
            raise RuntimeError(f"answer {before} was refused: the script lost its game")
    return pilots


def option_playing(decision: Any, name: str) -> Any:
    """The decision's option that plays the card `name` from Hand."""
    for opt in decision.options:
        if opt.label.startswith(f"Play {name} from Hand"):
            return opt
    raise LookupError(f"no option plays {name} from Hand")
