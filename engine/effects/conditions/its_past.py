"""Conditions on an object itself and where it was (7.1.8): its status, its costs, "if
it was in ..."."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.effects.conditions.base import Condition
from engine.effects.filters import (
    base_cost,
)
from engine.effects.selectors.base import _its
from engine.gamestate.chars import READS_MARKS
from engine.model import STATUS, ZONE
from engine.sentences import terrain_name

if TYPE_CHECKING:  # pragma: no cover

    from engine.effects.context import Ctx
    from engine.model import Card, Status, Terrain
    from engine.state import GameState


@attrs.frozen
class ItsHandCostWas(Condition):
    """"If its Hand Cost was N or more": the printed Hand Cost of the object the step before
    dealt with (a sacrificed card, looked at as it was, 6.3.j)."""

    at_least: int

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return bool(ctx.chosen) and ctx.chosen[0].cdef.hand_cost >= self.at_least

    def text(self) -> str:
        return f"its Hand Cost was {self.at_least} or more"


@attrs.frozen
class IAmStatus(Condition):
    """"If I'm Anchored / Asleep": the bearer has the status now (2.4.1)."""

    status: Status
    negated: bool = False  # "If I'm not Fleeting"

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        return src is not None and (self.status in src.statuses) != self.negated

    def table_reads(self) -> int | None:
        return READS_MARKS

    def text(self) -> str:
        return f"I'm {'not ' if self.negated else ''}{self.status.value.capitalize()}"


@attrs.frozen
class ItWasIn(Condition):
    """"If it was in [terrain]": the object the step before moved out of play was, as it
    last was in play (6.3.j), in an Expedition whose region has that terrain."""

    terrain: Terrain

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        for c in ctx.chosen:
            last = c.last or {}
            ctrl, exp = last.get("controller"), last.get("expedition")
            if last.get("zone") is not ZONE.EXPEDITION or ctrl is None or exp is None:
                continue
            exps = ("hero", "companion") if last.get("gigantic") else (exp,)
            if any(self.terrain in g.terrains_at(g.players[ctrl].position[e]) for e in exps):
                return True
        return False

    def text(self) -> str:
        return f"it was in {self.terrain.value.capitalize()}"


def _was_where(g: GameState, card: Card) -> tuple[int | None, list[str]]:
    """The controller and Expedition(s) of an object now, or as it last was in play (6.3.j)."""
    if card.zone is ZONE.EXPEDITION:
        return g.controller_of(card), list(g.expeditions_of(card))
    last = card.last or {}
    if last.get("zone") is not ZONE.EXPEDITION:
        return None, []
    exps = ["hero", "companion"] if last.get("gigantic") else [last.get("expedition")]
    return last.get("controller"), [e for e in exps if e]


@attrs.frozen
class ItWasntIn(Condition):
    """"If it wasn't in [terrain]": the object the step before moved was not, as it last
    was in play, in an Expedition whose region had that terrain (7.5.7; 6.3.j) — read
    when the condition is checked, right after the move."""

    terrain: Terrain

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        it = _its(ctx)
        if it is None:
            return False
        ctrl, exps = _was_where(g, it)
        if ctrl is None:
            return True  # it was in no Expedition, so in no terrain
        return not any(self.terrain in g.terrains_at(g.players[ctrl].position[e]) for e in exps)

    def text(self) -> str:
        return f"it wasn't in {terrain_name(self.terrain)}"


@attrs.frozen
class ItIsStatus(Condition):
    """"If it is Asleep": the object called "it" (6.3.h) has that status now (2.4)."""

    status: Status

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        it = ctx.it
        return it is not None and g.alive(it, ctx.it_oid) and self.status in it.statuses

    def text(self) -> str:
        return f"it is {self.status.value.capitalize()}"


@attrs.frozen
class IWas(Condition):
    """A past-tense trigger condition, "if I was (not) [status]", read from before the event
    (6.3.k)."""

    status: Status
    negate: bool = False

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        ev = ctx.event
        had = ev is not None and self.status in ev.was
        return had != self.negate

    def text(self) -> str:
        return f"I was {'not ' if self.negate else ''}{self.status.value.capitalize()}"


def _last_base_cost(card: Card) -> int:
    """The Base Cost of an object as it last was in play (6.3.j): its Reserve Cost if it
    was Fleeting then, its Hand Cost if not."""
    if card.zone in (ZONE.EXPEDITION, ZONE.LANDMARK):
        return base_cost(card)
    was = (card.last or {}).get("statuses", frozenset())
    return card.cdef.reserve_cost if STATUS.FLEETING in was else card.cdef.hand_cost


@attrs.frozen
class ItsBaseCostWas(Condition):
    """"If its Base Cost was N or more": "it" is the object the step before chose (Partial
    Referee's discarded Character), looked at as it last was in play (6.3.j)."""

    n: int
    more: bool = True

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        it = ctx.chosen[0] if ctx.chosen else ctx.it
        if it is None:
            return False
        v = _last_base_cost(it)
        return v >= self.n if self.more else v <= self.n

    def text(self) -> str:
        return f"its Base Cost was {self.n} or {'more' if self.more else 'less'}"
