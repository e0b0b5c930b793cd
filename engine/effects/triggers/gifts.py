"""Triggers on gifts (6.3): a card given to an opponent, "when you make a gift"."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.effects.triggers.base import Trigger
from engine.events import Event
from engine.model import Card

if TYPE_CHECKING:  # pragma: no cover

    from engine.state import GameState


def is_gift(g: GameState, ev: Event, player: int) -> bool:
    """"A Gift is when on your turn, an opponent draws a card, Resupplies or receives a
    token" (reminder text): during `player`'s Afternoon turn (4.2.3.d), another player's
    drawing step (once, however many cards it draws), Resupply (Exhausted ones included)
    or a token created under their control (in their Expedition or their Landmarks)."""
    if g.turn_player != player:
        return False
    if ev.kind == "draw":
        return ev.player != player and ev.value == 1
    if ev.kind == "resupply":
        return ev.player != player
    if ev.kind == "create" and ev.card is not None:
        return ev.card.controller != player
    return False


@attrs.frozen
class WhenYouMakeAGift(Trigger):
    """"When you make a Gift —": see `is_gift`."""

    kinds = frozenset({"draw", "resupply", "create"})

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return is_gift(g, ev, ctrl)

    def text(self) -> str:
        return "When you make a Gift"


@attrs.frozen
class WhenAnOpponentReceivesAGift(WhenYouMakeAGift):
    """"When an opponent receives a Gift": the Gift you make (see `is_gift`)."""

    def text(self) -> str:
        return "When an opponent receives a Gift"
