"""Triggers on cards being played (6.3): "when you play ...", "when an opponent plays ..."."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.effects.filters import TYPE_NOUNS, Filter, in_terrain_now
from engine.effects.triggers.base import _PLAY, Trigger
from engine.events import Event
from engine.model import ZONE, Card, Terrain

if TYPE_CHECKING:  # pragma: no cover

    from engine.state import GameState


@attrs.frozen
class WhenYouPlay(Trigger):
    """"When you play a [filter]" — the card is played as it leaves Limbo (5.1.2.j)."""

    filter: Filter

    kinds = _PLAY

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        if ev.kind != "play" or ev.player != ctrl or ev.card is None:
            return False
        if self.filter.in_terrain is not None and not in_terrain_now(g, ev.card, self.filter.in_terrain):
            return False  # "a Character in [terrain]": where it was just played (7.5.7)
        # the Base Cost of a card being played: its Reserve Cost if from Reserve
        return ev.card if self.filter.fits(ev.card.cdef, played_from=ev.value) else False

    def text(self) -> str:
        return f"When you play a {self.filter.noun()}"


@attrs.frozen
class WhenYouPlayCostingMyCounters(Trigger):
    """"When you play a Character with Hand Cost greater than or equal to my number of
    [name] counters": the count on me as the card is played (5.1.2.j), its printed Hand
    Cost (2.2.7)."""

    name: str
    types: tuple[str, ...] = ("character",)

    kinds = _PLAY

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        if ev.kind != "play" or ev.player != ctrl or ev.card is None:
            return False
        cd = ev.card.cdef
        if not cd.counts_as(self.types):
            return False
        return ev.card if cd.hand_cost >= me.counters.get(self.name, 0) else False

    def text(self) -> str:
        return (f"When you play a {TYPE_NOUNS[self.types[0]]} with Hand Cost greater than or "
                f"equal to my number of {self.name.capitalize()} counters")


@attrs.frozen
class WhenYouPlayAnother(WhenYouPlay):
    """"When you play another [filter]": as `WhenYouPlay`, but never for the card that
    bears the ability itself (another = not me)."""

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        if ev.card is me:
            return False
        return super().match(g, ev, me, ctrl)

    def text(self) -> str:
        return f"When you play another {self.filter.noun()}"


@attrs.frozen
class WhenYouPlayIntoZeroTerrain(Trigger):
    """"When you play a Character in a region type where its base statistic is 0": the
    Character just played (5.1.2.j) stands in a region that has a terrain for which its
    printed statistic is 0 (Pinocchio, 0/0/3, played in a region with Forest or Mountain);
    binds it (6.3.h)."""

    kinds = _PLAY

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        card = ev.card
        if ev.kind != "play" or ev.player != ctrl or card is None or not card.cdef.is_character:
            return False
        st = card.cdef.stats
        if st is None or card.zone is not ZONE.EXPEDITION:
            return False

        zero = [t for t in (Terrain.FOREST, Terrain.MOUNTAIN, Terrain.WATER) if st[t] == 0]
        return card if any(in_terrain_now(g, card, t) for t in zero) else False

    def text(self) -> str:
        return "When you play a Character in a region type where its base statistic is 0"


@attrs.frozen
class WhenPlaysFromReserve(Trigger):
    """"When an opponent plays a card from Reserve" / "When you play another card from
    Reserve": a card is played as it leaves Limbo (5.1.2.j), from the zone it was played
    from; "another" leaves out the bearer itself."""

    whose: str = "opponent"  # opponent | you
    other: bool = False

    kinds = _PLAY

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        if ev.kind != "play" or ev.card is None or ev.value is not ZONE.RESERVE:
            return False
        if (ev.player == ctrl) != (self.whose == "you"):
            return False
        if self.other and (ev.card is me or ev.card.oid == me.oid):
            return False
        return ev.card

    def text(self) -> str:
        if self.whose == "you":
            return f"When you play {'another' if self.other else 'a'} card from Reserve"
        return "When an opponent plays a card from Reserve"


@attrs.frozen
class WhenOpponentPlays(Trigger):
    """"When an opponent plays a [Character]": the card is played as it leaves Limbo
    (5.1.2.j); it is "that Character" of the effect (6.3.h)."""

    filter: Filter

    kinds = _PLAY

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        if ev.kind != "play" or ev.card is None or ev.player == ctrl:
            return False
        return ev.card if self.filter.fits(ev.card.cdef) else False

    def text(self) -> str:
        return f"When an opponent plays a {self.filter.noun()}"
