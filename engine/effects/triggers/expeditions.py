"""Triggers on Expeditions moving forward or failing to (6.3, 4.2.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.effects.ascended import is_ascended
from engine.effects.triggers.base import Trigger
from engine.events import Event
from engine.model import Card, Terrain

if TYPE_CHECKING:  # pragma: no cover

    from engine.state import GameState


_EXPEDITION = frozenset({"expedition"})


@attrs.frozen
class WhenYourExpeditionMovesForwardDueTo(Trigger):
    """"When one of your Expeditions moves forward due to [terrain]": Progress moved it
    forward and that terrain was one of the reasons (4.2.4.j), as Progress records in its
    move; either Expedition of the bearer's controller counts."""

    terrain: Terrain

    kinds = _EXPEDITION

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        if ev.kind != "expedition" or ev.player != ctrl:
            return False
        _exp, delta, due_to = ev.value
        return delta > 0 and self.terrain in due_to

    def text(self) -> str:
        return ("When one of your Expeditions moves forward due to "
                f"{self.terrain.value.capitalize()}")


@attrs.frozen
class WhenMyExpeditionMovesForward(Trigger):
    """"When my Expedition moves forward": any move forward of the Expedition I am in
    (Progress or an effect), made for my controller."""

    kinds = _EXPEDITION

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        if ev.kind != "expedition" or ev.player != ctrl:
            return False
        exp, delta, _due_to = ev.value
        return delta > 0 and exp in g.expeditions_of(me)

    def text(self) -> str:
        return "When my Expedition moves forward"


@attrs.frozen
class WhenMyExpeditionMovesForwardDuster(Trigger):
    """"When my Expedition moves forward": the Expedition the bearer is in (either one for
    a Gigantic bearer, 7.4.4) moves forward one region, by Progress at Dusk (4.2.4) or by an
    effect (7.3.16)."""

    kinds = _EXPEDITION

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        if ev.kind != "expedition" or ev.player != me.controller:
            return False
        exp, delta = ev.value[0], ev.value[1]
        return delta > 0 and exp in g.expeditions_of(me)

    def text(self) -> str:
        return "When my Expedition moves forward"


@attrs.frozen
class WhenYourAscendedExpeditionsMoveForward(Trigger):
    """"When one or more of your Ascended Expeditions moves forward": one Reaction per
    step (Progress moves both at once, 4.2.4.h), not one per Expedition.  It is matched on
    the whole step (`match_step`); the event it gives the Reaction names every Ascended
    Expedition of the controller that moved forward in that step, for "it"."""

    per_step = True

    kinds: frozenset[str] = frozenset()  # it matches whole steps only (match_step)

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return False  # see match_step

    def match_step(self, g: GameState, events: list[Event], me: Card, ctrl: int) -> Event | None:
        moved = tuple(dict.fromkeys(
            ev.value[0] for ev in events
            if ev.kind == "expedition" and ev.player == ctrl and ev.value[1] > 0
            and is_ascended(g, ctrl, ev.value[0])))
        if not moved:
            return None
        return Event("ascended_forward", None, ctrl, value=moved)

    def text(self) -> str:
        return "When one or more of your Ascended Expeditions moves forward"


@attrs.frozen
class WhenMyExpeditionFailsToMoveForward(Trigger):
    """"When my Expedition fails to move forward during Dusk": it did not move forward
    during Progress, outside tiebreakers (7.5.6) — Progress is the daily effect of Dusk
    (4.2.4), so "during Dusk" is what the word always means."""

    kinds = frozenset({"progress"})

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        if ev.kind != "progress" or ev.player != me.controller or g.tiebreak:
            return False
        return ev.value[0] in g.expeditions_of(me)

    def text(self) -> str:
        return "When my Expedition fails to move forward during Dusk"


@attrs.frozen
class WhenMyExpeditionMovesForwardDueTo(Trigger):
    """"When my Expedition moves forward due to [terrain]": Progress moved it, it was in a
    region of that terrain, no effect kept that terrain from counting and it had the
    greater statistic there (4.2.4.j) — Progress records those terrains in its move."""

    terrain: Terrain

    kinds = _EXPEDITION

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        if ev.kind != "expedition" or ev.player != me.controller:
            return False
        exp, delta, due_to = ev.value
        return delta > 0 and self.terrain in due_to and exp in g.expeditions_of(me)

    def text(self) -> str:
        return f"When my Expedition moves forward due to {self.terrain.value.capitalize()}"
