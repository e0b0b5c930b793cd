"""Modifiers of the Morning's daily effects (4.2.1): "During Morning, draw only one card.
Then, put the top card of your deck in your Mana zone instead of a card from your hand."
(a Hero's passive, asked about by the flow's Draw and Expand)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Passive

if TYPE_CHECKING:  # pragma: no cover
    from engine.state import GameState


@attrs.frozen
class MorningDrawOneExpandFromDeck(Passive):
    """Its controller draws one card instead of two at Morning (4.2.1.d) and, at Expand
    (4.2.1.e), may put the top card of their Deck in Mana instead of a card from hand."""

    hero_ignored_first_day: bool = False  # "Ignore my abilities during the first Day"

    def text(self, duration: str | None = None) -> str:
        return ("During Morning, draw only one card. Then, put the top card of your deck in "
                "your Mana zone instead of a card from your hand.")


def _has(g: GameState, player: int) -> bool:
    for _h, _pa, ctrl in g.passives_of(MorningDrawOneExpandFromDeck):  # no generator made
        if ctrl == player:
            return True
    return False


def morning_draws(g: GameState, player: int) -> int:
    """How many cards the player draws in the Morning's Draw (4.2.1.d)."""
    return 1 if _has(g, player) else 2


def expands_from_deck(g: GameState, player: int) -> bool:
    """Whether the player's Expand takes the top card of the Deck, not a card from hand."""
    return _has(g, player)
