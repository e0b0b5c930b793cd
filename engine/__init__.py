"""The Altered rules engine: pure Python, no Qt.

    from engine import Game, starter_deck
    game = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=7,
                    names=("Ninette", "Lithium"))
    while not game.over:
        game.answer(game.pending.options[0].id)

The names below are imported on first use (PEP 562): a tool that only looks cards up
(the deck builder, the card browser) loads the registry and the card definitions, not
the game machinery, and `import engine` itself costs next to nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import attrs_cache, lazy_names

# before any of the engine's attrs classes is defined: their generated methods are read
# compiled from the table the last run left, as .pyc files are (engine.attrs_cache)
attrs_cache.install()

#: public name -> the module that defines it
_HOME = {
    "UnknownCard": "engine.cards.registry", "all_cards": "engine.cards.registry",
    "card_by_ref": "engine.cards.registry", "find_by_name": "engine.cards.registry",
    "Decision": "engine.decisions", "IllegalAnswer": "engine.decisions",
    "Option": "engine.decisions",
    "STARTER_NAMES": "engine.decks", "Deck": "engine.decks", "DeckError": "engine.decks",
    "parse_decklist": "engine.decks", "starter_deck": "engine.decks",
    "validate_constructed": "engine.decks", "validate_limited": "engine.decks",
    "Game": "engine.game", "LogEntry": "engine.log", "DuskVerdict": "engine.log", "RecordError": "engine.record",
    "CardAt": "engine.position", "Ongoing": "engine.position", "Position": "engine.position",
    "PositionError": "engine.position", "Side": "engine.position",
    "Tumult": "engine.position", "card": "engine.position", "orbs": "engine.position",
    "parse_position": "engine.position", "position_of": "engine.position",
    "card_from_text": "engine.uniques.define", "UniqueError": "engine.uniques.define",
}

__all__ = [
    "Game", "Decision", "Option", "IllegalAnswer", "LogEntry", "DuskVerdict", "RecordError", "Deck",
    "DeckError", "parse_decklist", "starter_deck", "validate_constructed", "validate_limited",
    "STARTER_NAMES", "card_by_ref", "find_by_name", "all_cards", "UnknownCard",
    "Position", "Side", "CardAt", "Ongoing", "Tumult", "PositionError", "card", "orbs",
    "parse_position", "position_of", "card_from_text", "UniqueError",
]


__getattr__, __dir__ = lazy_names.serve(globals(), _HOME)


if TYPE_CHECKING:
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
    from engine.log import DuskVerdict, LogEntry
    from engine.position import (
        CardAt,
        Ongoing,
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
    from engine.uniques.define import UniqueError, card_from_text
