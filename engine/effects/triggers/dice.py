"""Triggers on dice rolled and cards revealed by them (6.3): "when you roll a die"."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.effects.triggers.base import REVEALED_WITH_ROLL, Trigger
from engine.events import Event
from engine.model import Card

if TYPE_CHECKING:  # pragma: no cover

    from engine.state import GameState


@attrs.frozen
class WhenYouRoll(Trigger):
    """"When you roll one or more dice"."""

    kinds = frozenset({"roll"})

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return ev.kind == "roll" and ev.player == ctrl

    def text(self) -> str:
        return "When you roll one or more dice"


@attrs.frozen
class WhenYouRevealThisWay(Trigger):
    """"When you reveal a card this way": a card revealed with a roll for this very object;
    binds the revealed card ("it", 6.3.h)."""

    kinds = frozenset({REVEALED_WITH_ROLL})

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        if ev.kind != REVEALED_WITH_ROLL or ev.player != ctrl or ev.card is None:
            return False
        return ev.card if ev.value[1] == me.oid else False

    def text(self) -> str:
        return "When you reveal a card this way"
