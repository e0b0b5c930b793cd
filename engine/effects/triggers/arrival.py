"""A card's own arrival: "when I am played" (`OnPlayed`) and "when I join" (`OnJoin`),
the triggers most cards and the play machinery use."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.effects.triggers.base import _MOVE_OR_CREATE, _PLAY, Trigger
from engine.events import Event
from engine.model import ZONE, Card

if TYPE_CHECKING:  # pragma: no cover

    from engine.model import Zone
    from engine.state import GameState


@attrs.frozen
class OnJoin(Trigger):
    """[J]: when I join the Expedition zone or the Landmark zone (7.1.1.a)."""

    self_move = True

    kinds = _MOVE_OR_CREATE

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return (ev.kind in ("move", "create") and ev.card is me
                and ev.dst in (ZONE.EXPEDITION, ZONE.LANDMARK) and ev.src != ev.dst)

    def text(self) -> str:
        return "When I join"


@attrs.frozen
class OnPlayed(Trigger):
    """[H] / [R]: when I am played from Hand / from Reserve (7.1.1.b-c)."""

    zone: Zone = ZONE.HAND
    self_move = True

    kinds = _PLAY

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return ev.kind == "play" and ev.card is me and ev.value is self.zone

    def text(self) -> str:
        return "When played from Hand" if self.zone is ZONE.HAND else "When played from Reserve"
