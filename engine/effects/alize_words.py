"""Words the Alize cards add to the effects language.

Alize is the set of exhausted cards in Reserve (2.4.5.c, 2.4.5.e): cards that go to Reserve
exhausted (Exhausted Resupply, 7.3.11; Cooldown, 7.4.1), effects that exhaust or ready
cards already there, and Reactions to it.  The rules behind those words are in the
Complete Rules v3.0; what they leave open is noted in docs/mechanisms.md.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.effects.triggers import Trigger
from engine.model import STATUS, ZONE, Card

if TYPE_CHECKING:  # pragma: no cover
    from engine.events import Event
    from engine.state import GameState


@attrs.frozen
class WhenYouExhaustInReserve(Trigger):
    """"When you exhaust a card in Reserve": a card in a Reserve becomes exhausted and
    you are the player who did it (1.4.7) — by an effect you control, your Exhausted
    Resupply (7.3.11) or your Spell's Cooldown (7.4.1).  A card that was already exhausted
    does not become so again (2.4.1.f), so it activates nothing."""

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return (ev.kind == "status" and ev.value == (STATUS.EXHAUSTED, True)
                and ev.player == ctrl and ev.card is not None and ev.card.zone is ZONE.RESERVE)

    def text(self) -> str:
        return "When you exhaust a card in Reserve"
