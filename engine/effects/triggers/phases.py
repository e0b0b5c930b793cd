"""Triggers on the day's phases and on passing (6.3, 4.2): "at Noon", "when you pass"."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.effects.triggers.base import Trigger
from engine.events import Event
from engine.model import PHASE, Card

if TYPE_CHECKING:  # pragma: no cover

    from engine.model import Phase
    from engine.state import GameState


_PASS = frozenset({"pass"})


@attrs.frozen
class AtPhase(Trigger):
    """"At Noon" / "At Dusk" / "At Night" (4.2.b)."""

    phase: Phase = PHASE.NOON

    kinds = frozenset({"phase"})

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return ev.kind == "phase" and ev.value is self.phase

    def text(self) -> str:
        return f"At {self.phase.value}"


@attrs.frozen
class WhenYouPassFirst(Trigger):
    """"When you pass first (stop taking turns before other players)" (4.2.3.d): the pass
    event of the Reaction's controller, made while no other player had passed."""

    kinds = _PASS

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return ev.kind == "pass" and ev.player == ctrl and ev.value is True

    def text(self) -> str:
        return "When you pass first"


# ------------------------------------------------------------------ unique cards' triggers
@attrs.frozen
class WhenYouPass(Trigger):
    """"When you pass" (4.2.3.d): the pass of the Reaction's controller, first or not."""

    kinds = _PASS

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return ev.kind == "pass" and ev.player == ctrl

    def text(self) -> str:
        return "When you pass"
