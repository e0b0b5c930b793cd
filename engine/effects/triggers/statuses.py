"""Triggers on statuses gained (6.3): "when I become Anchored", exhausting in Reserve."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.effects.triggers.base import Trigger
from engine.events import Event
from engine.model import STATUS, ZONE, Card

if TYPE_CHECKING:  # pragma: no cover

    from engine.model import Status
    from engine.state import GameState


_STATUS = frozenset({"status"})


@attrs.frozen
class WhenYouExhaustInReserve(Trigger):
    """"When you exhaust a card in Reserve": a card in a Reserve becomes exhausted and
    you are the player who did it (1.4.7) — by an effect you control, your Exhausted
    Resupply (7.3.11) or your Spell's Cooldown (7.4.1).  A card that was already exhausted
    does not become so again (2.4.1.f), so it activates nothing."""

    kinds = _STATUS

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return (ev.kind == "status" and ev.value == (STATUS.EXHAUSTED, True)
                and ev.player == ctrl and ev.card is not None and ev.card.zone is ZONE.RESERVE)

    def text(self) -> str:
        return "When you exhaust a card in Reserve"


@attrs.frozen
class WhenYourCharacterGainsStatus(Trigger):
    """"When a Character you control gains Fleeting": the status is added to it (an
    object that already has it does not gain it again, 2.4.1.f); binds it (6.3.h)."""

    status: Status

    kinds = _STATUS

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        card = ev.card
        if ev.kind != "status" or ev.value != (self.status, True) or card is None:
            return False
        if not card.cdef.is_character or g.controller_of(card) != ctrl:
            return False
        return card

    def text(self) -> str:
        return f"When a Character you control gains {self.status.value.capitalize()}"


@attrs.frozen
class WhenIGainStatus(Trigger):
    """"When I gain Asleep": the status is added to me (7.3.13), while I am in play."""

    status: Status

    kinds = _STATUS

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return ev.kind == "status" and ev.card is me and ev.value == (self.status, True)

    def text(self) -> str:
        return f"When I gain {self.status.value.capitalize()}"


@attrs.frozen
class WhenIGainFleeting(WhenIGainStatus):
    """"When I gain Fleeting": checked on the state after its event, as a self-move
    Reaction is (6.3.c-d) — the Fleeting gained as I enter the Expedition zone from Limbo
    (2.4.6.c) is part of my entering, and the lead's ruling is that it is a gain this
    trigger sees; under 6.3.e I would not exist yet to see it. Later gains (an effect
    giving me Fleeting) are seen the same way, as I exist both before and after them."""

    status: Status = STATUS.FLEETING
    self_move = True

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        # a self-move Reaction is looked at wherever its card is (6.3.d): this one only
        # works in play, like any other non-support ability (2.2.11)
        return me.zone is ZONE.EXPEDITION and super().match(g, ev, me, ctrl)


@attrs.frozen
class WhenIBecome(Trigger):
    """"When I become [status]": I did not have it before the event and have it after,
    also when I arrive somewhere with it (7.5.3)."""

    status: Status

    kinds = frozenset({"status", "move"})

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        if ev.card is not me:
            return False
        if ev.kind == "status":
            return ev.value == (self.status, True)
        if self.status is STATUS.FLEETING and ev.dst is ZONE.EXPEDITION:
            return False  # entering play Fleeting is a status event of its own (2.4.6.c)
        return ev.kind == "move" and self.status in me.statuses and self.status not in ev.was

    def text(self) -> str:
        return f"When I become {self.status.value.capitalize()}"


@attrs.frozen
class WhenAnotherCharacterGainsStatus(WhenYourCharacterGainsStatus):
    """"When another Character you control gains Fleeting": not the Reaction's bearer."""

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        card = super().match(g, ev, me, ctrl)
        return False if card is me else card

    def text(self) -> str:
        return f"When another Character you control gains {self.status.value.capitalize()}"
