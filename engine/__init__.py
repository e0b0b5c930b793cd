"""The Altered rules engine: pure Python, no Qt.

    from engine import Game, starter_deck
    game = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=7,
                    names=("Ninette", "Lithium"))
    while not game.over:
        game.answer(game.pending.options[0].id)
"""

from engine.cards.registry import UnknownCard, all_cards, card_by_ref, find_by_name
from engine.decisions import Decision, IllegalAnswer, Option
from engine.decks import (
    STARTER_NAMES,
    Deck,
    DeckError,
    parse_decklist,
    starter_deck,
    validate_constructed,
    validate_limited,
)
from engine.game import Game
from engine.log import LogEntry
from engine.position import (
    CardAt,
    Position,
    PositionError,
    Side,
    Tumult,
    card,
    orbs,
    parse_position,
    position_of,
)
from engine.record import RecordError

__all__ = [
    "Game", "Decision", "Option", "IllegalAnswer", "LogEntry", "RecordError", "Deck",
    "DeckError", "parse_decklist", "starter_deck", "validate_constructed", "validate_limited",
    "STARTER_NAMES", "card_by_ref", "find_by_name", "all_cards", "UnknownCard",
    "Position", "Side", "CardAt", "Tumult", "PositionError", "card", "orbs",
    "parse_position", "position_of",
]
