"""Triggers on cards leaving a zone or going to one (6.3): "when I leave ...",
"when I go to ...", sacrifices, Reserve and discard pile arrivals."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.effects.filters import Filter
from engine.effects.triggers.base import Trigger
from engine.events import Event
from engine.model import ZONE, Card

if TYPE_CHECKING:  # pragma: no cover

    from engine.model import Phase, Zone
    from engine.state import GameState


#: the kinds of event (`Event.kind`) the triggers below can match, shared
_MOVE = frozenset({"move"})


@attrs.frozen
class WhenILeave(Trigger):
    """"When I leave the Expedition zone" / "When I leave your Landmark zone" (7.5.9) — not
    self-move: works before the event (6.3.e)."""

    zone: Zone = ZONE.EXPEDITION

    kinds = _MOVE

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return (ev.kind == "move" and ev.card is me and ev.src is self.zone
                and ev.dst is not self.zone)

    def text(self) -> str:
        if self.zone is ZONE.LANDMARK:
            return "When I leave your Landmark zone"
        return "When I leave the Expedition zone"


@attrs.frozen
class WhenYouSacrifice(Trigger):
    """"When you sacrifice a [filter]" (7.3.25): a move marked as a sacrifice by its
    controller; binds the sacrificed object (6.3.h)."""

    filter: Filter = Filter()

    kinds = _MOVE

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        if ev.kind != "move" or ev.value != "sacrifice" or ev.card is None:
            return False
        if ev.old_controller != ctrl:
            return False
        return ev.card if self.filter.fits(ev.card.cdef) else False

    def text(self) -> str:
        return f"When you sacrifice a {self.filter.noun()}"


@attrs.frozen
class WhenACardGoesFromHandOrDeckToReserve(Trigger):
    """"When a card goes from your Hand or deck to Reserve": a card its controller owns moves
    from their Hand or Deck into their Reserve — put there by an effect or a cost, or
    Resupplied (7.3.22); Rest's Characters coming from the Expeditions do not count."""

    kinds = _MOVE

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return (ev.kind == "move" and ev.dst is ZONE.RESERVE
                and ev.src in (ZONE.HAND, ZONE.DECK)
                and ev.card is not None and ev.card.owner == ctrl)

    def text(self) -> str:
        return "When a card goes from your Hand or deck to Reserve"


@attrs.frozen
class WhenACharacterLeavesYourExpeditions(Trigger):
    """"When a [non-token] Character leaves your Expeditions": a Character its controller
    controlled leaves the Expedition zone, to any zone (a token ceases to exist, 2.1.e);
    moving between the two Expeditions is no leaving. Binds it (6.3.h)."""

    non_token: bool = False

    kinds = _MOVE

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        card = ev.card
        if ev.kind != "move" or card is None or ev.src is not ZONE.EXPEDITION:
            return False
        if ev.dst is ZONE.EXPEDITION or not card.cdef.is_character:
            return False
        if self.non_token and card.cdef.is_token:
            return False
        return card if ev.old_controller == ctrl else False

    def text(self) -> str:
        what = "non-token Character" if self.non_token else "Character"
        return f"When a {what} leaves your Expeditions"


@attrs.frozen
class WhenILeaveForEachBoost(WhenILeave):
    """The trigger of "When I leave the Expedition zone, for each of my boosts — ..."."""

    def text(self) -> str:
        return "When I leave the Expedition zone, for each of my boosts"


@attrs.frozen
class WhenACardLeavesYourReserve(Trigger):
    """"When a card leaves your Reserve during the Afternoon": any card of the Reserve its
    controller owns going anywhere else — played (to Limbo, 5.1.2), discarded, returned to
    hand — while the Afternoon phase lasts (4.2.3).  Not a self-move: it works before the
    event (6.3.e)."""

    phase: Phase | None = None  # None: at any time

    kinds = _MOVE

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        if ev.kind != "move" or ev.src is not ZONE.RESERVE or ev.dst is ZONE.RESERVE:
            return False
        if ev.card is None or ev.card.owner != ctrl:
            return False
        return self.phase is None or g.phase is self.phase

    def text(self) -> str:
        during = f" during the {self.phase.value}" if self.phase is not None else ""
        return f"When a card leaves your Reserve{during}"


@attrs.frozen
class WhenIGoTo(Trigger):
    """"When I go to [zone] from [zone]" — a self-move Reaction (6.3.c-d)."""

    zone: Zone
    from_zone: Zone | None = None
    self_move = True

    kinds = _MOVE

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return (ev.kind == "move" and ev.card is me and ev.dst is self.zone
                and (self.from_zone is None or ev.src is self.from_zone))

    def text(self) -> str:
        names = {ZONE.RESERVE: "Reserve", ZONE.HAND: "your Hand", ZONE.EXPEDITION:
                 "the Expedition zone", ZONE.DISCARD: "the Discard pile"}
        src = f" from {names[self.from_zone]}" if self.from_zone else " from anywhere"
        return f"When I go to {names[self.zone]}{src}"


@attrs.frozen
class WhenIGoToYourReserveFrom(WhenIGoTo):
    """"When I go to your Reserve from the Expedition zone": the Core self-move Reaction
    (6.3.c-d), in the later sets' wording."""

    def text(self) -> str:
        return "When I go to your Reserve from the Expedition zone"


@attrs.frozen
class WhenISacrificed(Trigger):
    """"When I am sacrificed" — works before the event, in play (6.3.e)."""

    kinds = _MOVE

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return ev.kind == "move" and ev.card is me and ev.value == "sacrifice"

    def text(self) -> str:
        return "When I'm sacrificed"


@attrs.frozen
class WhenACardGoesToTheDiscardPile(Trigger):
    """"When a card goes to the discard pile": any card of any player moved there (7.3.5);
    a token that ceases to exist never reaches it (2.1.e)."""

    kinds = _MOVE

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        return bool(ev.kind == "move" and ev.dst is ZONE.DISCARD and ev.card is not None)

    def text(self) -> str:
        return "When a card goes to the discard pile"
