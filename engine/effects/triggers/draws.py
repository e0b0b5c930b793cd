"""Triggers on drawing and resupplying (6.3): "when an opponent draws", "when you resupply"."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.effects.triggers.base import Trigger
from engine.events import Event
from engine.model import Card

if TYPE_CHECKING:  # pragma: no cover

    from engine.state import GameState


@attrs.frozen
class WhenAnOpponentDrawsOrResupplies(Trigger):
    """"When an opponent draws one or more cards or does Resupply": once for each drawing
    step (its first card, however many it draws) and once for each Resupply (7.3.22),
    Exhausted ones included (7.3.11)."""

    kinds = frozenset({"draw", "resupply"})

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        if ev.player is None or ev.player == ctrl:
            return False
        if ev.kind == "draw":
            return ev.value == 1  # the first card of the drawing step
        return ev.kind == "resupply"

    def text(self) -> str:
        return "When an opponent draws one or more cards or does Resupply"


@attrs.frozen
class WhenOpponentDrawsOrResupplies(WhenAnOpponentDrawsOrResupplies):
    """The same trigger as printed on the later sets: "… or Resupplies"."""

    def text(self) -> str:
        return "When an opponent draws one or more cards or Resupplies"


@attrs.frozen
class WhenAnOpponentDraws(Trigger):
    """"When an opponent draws one or more cards": once for each drawing step (its first
    card, however many it draws)."""

    kinds = frozenset({"draw"})

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return (ev.kind == "draw" and ev.player is not None and ev.player != ctrl
                and ev.value == 1)

    def text(self) -> str:
        return "When an opponent draws one or more cards"


@attrs.frozen
class WhenYouResupply(Trigger):
    """"When you Resupply" (7.3.22), Exhausted Resupply included (7.3.11)."""

    kinds = frozenset({"resupply"})

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return ev.kind == "resupply" and ev.player == ctrl

    def text(self) -> str:
        return "When you Resupply"
