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

#: `from engine import *` gives the public face: every name served above
__all__ = list(_HOME)


__getattr__, __dir__ = lazy_names.serve(globals(), _HOME)


# generated from _HOME by tools/lazy_exports.py: edit _HOME, then run it
if TYPE_CHECKING:  # pragma: no cover
    from engine.cards.registry import UnknownCard as UnknownCard
    from engine.cards.registry import all_cards as all_cards
    from engine.cards.registry import card_by_ref as card_by_ref
    from engine.cards.registry import find_by_name as find_by_name
    from engine.decisions import Decision as Decision
    from engine.decisions import IllegalAnswer as IllegalAnswer
    from engine.decisions import Option as Option
    from engine.decks import STARTER_NAMES as STARTER_NAMES
    from engine.decks import Deck as Deck
    from engine.decks import DeckError as DeckError
    from engine.decks import parse_decklist as parse_decklist
    from engine.decks import starter_deck as starter_deck
    from engine.decks import validate_constructed as validate_constructed
    from engine.decks import validate_limited as validate_limited
    from engine.game import Game as Game
    from engine.log import DuskVerdict as DuskVerdict
    from engine.log import LogEntry as LogEntry
    from engine.position import CardAt as CardAt
    from engine.position import Ongoing as Ongoing
    from engine.position import Position as Position
    from engine.position import PositionError as PositionError
    from engine.position import Side as Side
    from engine.position import Tumult as Tumult
    from engine.position import card as card
    from engine.position import orbs as orbs
    from engine.position import parse_position as parse_position
    from engine.position import position_of as position_of
    from engine.record import RecordError as RecordError
    from engine.uniques.define import UniqueError as UniqueError
    from engine.uniques.define import card_from_text as card_from_text
