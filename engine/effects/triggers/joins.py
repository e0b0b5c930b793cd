"""Triggers on other cards joining Expeditions (6.3): "when a character joins ..."."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.effects.filters import Filter
from engine.effects.triggers.base import _MOVE_OR_CREATE, Trigger
from engine.events import Event
from engine.model import EXPEDITIONS, ZONE, Card

if TYPE_CHECKING:  # pragma: no cover

    from engine.state import GameState


@attrs.frozen
class WhenJoinsYourExpeditions(Trigger):
    """"When a [filter] joins your Expeditions" — binds it (6.3.h).  Moving between your
    own Expeditions is not joining that set (7.4.4.i)."""

    filter: Filter = Filter()

    kinds = _MOVE_OR_CREATE

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
class WhenAnotherJoinsYourExpeditions(WhenJoinsYourExpeditions):
    """"When another [filter] joins your Expeditions": as `WhenJoinsYourExpeditions`, but
    never for the bearer itself, whichever object it is now."""

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        if ev.card is me or (ev.card is not None and ev.card.oid == me.oid):
            return False
        return super().match(g, ev, me, ctrl)

    def text(self) -> str:
        return f"When another {self.filter.noun()} joins your Expeditions"


@attrs.frozen
class WhenACharacterJoinsMyExpedition(Trigger):
    """"When a Character joins my Expedition": a Character of my controller arrives in an
    Expedition I am in (7.5.8) — played, created, or moved there from the other
    Expedition; binds it (6.3.h).  Not me, and not while I am out of the Expeditions."""

    kinds = _MOVE_OR_CREATE

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        card = ev.card
        if ev.kind not in ("move", "create") or ev.dst is not ZONE.EXPEDITION or card is None:
            return False
        if card is me or card.oid == me.oid or not card.cdef.is_character:
            return False
        if me.zone is not ZONE.EXPEDITION or g.controller_of(card) != ctrl:
            return False
        mine = set(g.expeditions_of(me))
        if ev.src is ZONE.EXPEDITION and ev.src_exp in mine and ev.old_controller == ctrl:
            return False  # it was already in my Expedition
        return card if mine & set(g.expeditions_of(card)) else False

    def text(self) -> str:
        return "When a Character joins my Expedition"


@attrs.frozen
class WhenRobotOrTokenJoinsMyExpedition(WhenACharacterJoinsMyExpedition):
    """"When a Robot or a token joins my Expedition": as "When a Character joins my
    Expedition", for a Robot or a token only (a Robot token is both: one activation)."""

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        got = super().match(g, ev, me, ctrl)
        if got is False or ev.card is None:
            return False
        cd = ev.card.cdef
        return got if (cd.is_token or "robot" in g.subtypes(ev.card)) else False

    def text(self) -> str:
        return "When a Robot or a token joins my Expedition"


@attrs.frozen
class WhenACharacterJoinsFacing(Trigger):
    """"When a Character joins the Expedition facing me" (7.1.1.a's joining, seen from the
    other side): a Character arriving from another zone, or created, in the opponent's
    Expedition of the same name as mine; binds it (6.3.h)."""

    kinds = _MOVE_OR_CREATE

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        if ev.kind not in ("move", "create") or ev.dst is not ZONE.EXPEDITION:
            return False
        if ev.src is ZONE.EXPEDITION or ev.card is None or not ev.card.cdef.is_character:
            return False
        if ev.card.controller == ctrl or me.zone is not ZONE.EXPEDITION:
            return False
        return ev.card if ev.dst_exp in g.expeditions_of(me) else False

    def text(self) -> str:
        return "When a Character joins the Expedition facing me"


#: my Expeditions before a step, and the Expeditions each Character of my controller was
#: in, by object id (`WhenAnotherJoinsMyExpedition.snapshot`)
JoinSnapshot = tuple[frozenset[str], dict[int, frozenset[str]]]


@attrs.frozen
class WhenAnotherJoinsMyExpedition(Trigger):
    """"When another Character joins my Expedition" — binds it.  "My Expedition" is read
    before the event; with a Gigantic bearer it is one set of both Expeditions, so moving
    between them is not joining it (7.4.4.i, 7.5.8)."""

    def snapshot(self, g: GameState, me: Card) -> JoinSnapshot:
        """My Expeditions, and where each Character of my controller is, before the step."""
        members = {c.oid: frozenset(g.expeditions_of(c)) for c in g.expedition_zone
                   if c.controller == me.controller and c.cdef.is_character}
        return frozenset(g.expeditions_of(me)), members

    def implicit_joins(self, g: GameState, me: Card, snap: JoinSnapshot | None,
                       events: list[Event]) -> list[Card]:
        """Characters that joined my Expedition without moving — by gaining Gigantic
        (7.4.4.n).  Compared before and after the whole step, so the re-evaluation of
        passives in between is not a join (2.3.1.l)."""
        if snap is None:
            return []
        mine, members = snap
        moved = {id(ev.card) for ev in events if ev.card is not None}
        out = []
        for c in g.expedition_zone:
            if c is me or id(c) in moved or c.oid not in members:
                continue
            if c.controller != me.controller:
                continue
            after = set(g.expeditions_of(c))
            if (after & mine) and not (members[c.oid] & mine):
                out.append(c)
        return out

    kinds = _MOVE_OR_CREATE

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        card = ev.card
        if ev.kind not in ("move", "create") or ev.dst is not ZONE.EXPEDITION or card is None:
            return False
        if card is me or not card.cdef.is_character or card.controller != me.controller:
            return False
        snap = getattr(g, "snapshots", {}).get((me.oid, id(self)))
        mine = snap[0] if snap is not None else frozenset(g.expeditions_of(me))
        before: set[str] = set()
        if ev.src is ZONE.EXPEDITION and ev.old_controller == me.controller:
            if isinstance(ev.value, tuple) and ev.value[0] == "switch" and ev.value[1]:
                before = set(EXPEDITIONS)  # a Gigantic Character switching joins nothing (7.4.4.m)
            else:
                before = {ev.src_exp} if ev.src_exp else set()
        after = set(g.expeditions_of(card))
        return card if (after & mine) and not (before & mine) else False

    def text(self) -> str:
        return "When another Character joins my Expedition"


@attrs.frozen
class WhenAnotherPermanentJoinsYours(Trigger):
    """"When another Permanent joins your Expeditions or Landmarks": a Permanent (a token
    one too) arriving in play under your control from elsewhere — played or created
    (7.1.1.a); moving between your own zones in play is not joining."""

    kinds = _MOVE_OR_CREATE

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        if ev.kind not in ("move", "create") or ev.card is None or ev.card is me:
            return False
        if ev.dst not in (ZONE.EXPEDITION, ZONE.LANDMARK):
            return False
        if ev.src in (ZONE.EXPEDITION, ZONE.LANDMARK) and ev.old_controller == ctrl:
            return False
        if not ev.card.cdef.counts_as("permanent") or g.controller_of(ev.card) != ctrl:
            return False
        return ev.card

    def text(self) -> str:
        return "When another Permanent joins your Expeditions or Landmarks"
