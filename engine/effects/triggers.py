"""Triggers of Reactions (6.3): which events activate them and what they bind ("it")."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.effects.filters import TYPE_NOUNS, Filter, in_terrain_now
from engine.events import Event
from engine.model import PHASE, ZONE, Card, Phase, Zone

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.state import GameState


class Trigger:
    self_move: bool = False  # 6.3.c: checked on the state after the event (6.3.d)
    # "When one or more …": matched once on a whole step's events by `match_step(g, events,
    # me, ctrl)`, which gives the event the Reaction sees, or None (6.3.g)
    per_step: bool = False

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | None | bool:
        """False if the event does not activate; else True or the object to bind as "it"."""
        raise NotImplementedError  # pragma: no cover

    def text(self) -> str:  # pragma: no cover
        raise NotImplementedError


@attrs.frozen
class OnJoin(Trigger):
    """[J]: when I join the Expedition zone or the Landmark zone (7.1.1.a)."""

    self_move = True

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

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return ev.kind == "play" and ev.card is me and ev.value is self.zone

    def text(self) -> str:
        return "When played from Hand" if self.zone is ZONE.HAND else "When played from Reserve"


@attrs.frozen
class AtPhase(Trigger):
    """"At Noon" / "At Dusk" / "At Night" (4.2.b)."""

    phase: Phase = PHASE.NOON

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return ev.kind == "phase" and ev.value is self.phase

    def text(self) -> str:
        return f"At {self.phase.value}"


@attrs.frozen
class WhenYouPlay(Trigger):
    """"When you play a [filter]" — the card is played as it leaves Limbo (5.1.2.j)."""

    filter: Filter

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
class WhenJoinsYourExpeditions(Trigger):
    """"When a [filter] joins your Expeditions" — binds it (6.3.h).  Moving between your
    own Expeditions is not joining that set (7.4.4.i)."""

    filter: Filter = Filter()

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        if ev.kind not in ("move", "create") or ev.dst is not ZONE.EXPEDITION or ev.card is None:
            return False
        if g.controller_of(ev.card) != ctrl:
            return False
        if ev.src is ZONE.EXPEDITION and ev.old_controller == ctrl:
            return False
        return ev.card if self.filter.fits(ev.card.cdef) else False

    def text(self) -> str:
        return f"When a {self.filter.noun()} joins your Expeditions"


@attrs.frozen
class WhenILeave(Trigger):
    """"When I leave the Expedition zone" / "When I leave your Landmark zone" (7.5.9) — not
    self-move: works before the event (6.3.e)."""

    zone: Zone = ZONE.EXPEDITION

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return (ev.kind == "move" and ev.card is me and ev.src is self.zone
                and ev.dst is not self.zone)

    def text(self) -> str:
        if self.zone is ZONE.LANDMARK:
            return "When I leave your Landmark zone"
        return "When I leave the Expedition zone"


@attrs.frozen
class WhenYouRoll(Trigger):
    """"When you roll one or more dice"."""

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return ev.kind == "roll" and ev.player == ctrl

    def text(self) -> str:
        return "When you roll one or more dice"


@attrs.frozen
class WhenYouSacrifice(Trigger):
    """"When you sacrifice a [filter]" (7.3.25): a move marked as a sacrifice by its
    controller; binds the sacrificed object (6.3.h)."""

    filter: Filter = Filter()

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        if ev.kind != "move" or ev.value != "sacrifice" or ev.card is None:
            return False
        if ev.old_controller != ctrl:
            return False
        return ev.card if self.filter.fits(ev.card.cdef) else False

    def text(self) -> str:
        return f"When you sacrifice a {self.filter.noun()}"


def bind(ctx: Ctx, hit: Card | bool | None) -> None:
    if isinstance(hit, Card):
        ctx.it = hit
        ctx.it_oid = hit.oid


@attrs.frozen
class WhenAnOpponentDrawsOrResupplies(Trigger):
    """"When an opponent draws one or more cards or does Resupply": once for each drawing
    step (its first card, however many it draws) and once for each Resupply (7.3.22),
    Exhausted ones included (7.3.11)."""

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        if ev.player is None or ev.player == ctrl:
            return False
        if ev.kind == "draw":
            return ev.value == 1  # the first card of the drawing step
        return ev.kind == "resupply"

    def text(self) -> str:
        return "When an opponent draws one or more cards or does Resupply"


@attrs.frozen
class WhenYouCreateAToken(Trigger):
    """"When you create a token [Character]": you are the token's creator (1.1.7.b); binds
    the token as "it" (6.3.h)."""

    filter: Filter = Filter(token=True)

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        if ev.kind != "create" or ev.player != ctrl or ev.card is None:
            return False
        return ev.card if self.filter.fits(ev.card.cdef) else False

    def text(self) -> str:
        return "When you create a token Character"


@attrs.frozen
class WhenYouPlayCostingMyCounters(Trigger):
    """"When you play a Character with Hand Cost greater than or equal to my number of
    [name] counters": the count on me as the card is played (5.1.2.j), its printed Hand
    Cost (2.2.7)."""

    name: str
    types: tuple[str, ...] = ("character",)

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
class WhenYourCharacterGainsBoosts(Trigger):
    """"When a Character you control gains 1 or more boosts": once for each gain of
    boosts (one atomic action, however many), on a Character its controller controls;
    binds that Character (6.3.h)."""

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        card = ev.card
        if ev.kind != "counters" or card is None or ev.value[0] != "boost":
            return False
        if not card.cdef.is_character or g.controller_of(card) != ctrl:
            return False
        return card

    def text(self) -> str:
        return "When a Character you control gains 1 or more boosts"
