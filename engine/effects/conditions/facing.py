"""Conditions on the Characters facing (7.1.8): "if no Character is facing me"."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.effects.conditions.base import Condition
from engine.effects.standing import characters_facing
from engine.gamestate.chars import READS_ALL
from engine.model import ZONE

if TYPE_CHECKING:  # pragma: no cover

    from engine.effects.context import Ctx
    from engine.state import GameState


@attrs.frozen
class FacingCharacters(Condition):
    """"If I'm facing a Character" / "… two or more Characters": Characters in the
    Expedition(s) facing me."""

    at_least: int = 1

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        return src is not None and len(characters_facing(g, src)) >= self.at_least

    def table_reads(self) -> int | None:  # anything of the table
        return READS_ALL

    def text(self) -> str:
        if self.at_least == 1:
            return "I'm facing a Character"
        return f"I'm facing {_WORDS.get(self.at_least, self.at_least)} or more Characters"


_WORDS = {2: "two", 3: "three", 4: "four"}


@attrs.frozen
class FacingOnly(Condition):
    """"If I'm facing only one Character": exactly that many Characters in the
    Expedition(s) facing me."""

    n: int = 1

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return ctx.source is not None and len(characters_facing(g, ctx.source)) == self.n

    def text(self) -> str:
        return "I'm facing only one Character"


@attrs.frozen
class NoCharactersFacingMe(Condition):
    """"If there are no Characters in the Expedition facing me": the opponent's Expedition
    of the same name as mine (7.5.6) holds no Character now."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        me = ctx.source
        if me is None or me.zone is not ZONE.EXPEDITION:
            return False
        opp = 1 - me.controller  # in an Expedition: controlled (7.5.4)
        return not any(c.cdef.is_character for e in g.expeditions_of(me)
                       for c in g.in_expedition(opp, e))

    def text(self) -> str:
        return "there are no Characters in the Expedition facing me"


@attrs.frozen
class ItIsFacingMe(Condition):
    """"If it's facing me": "it" (6.3.h) is in play in an opponent's Expedition of the same
    name as one I am in (7.5.6)."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        me, it = ctx.source, ctx.it
        if me is None or it is None or not g.alive(it, ctx.it_oid):
            return False
        if me.zone is not ZONE.EXPEDITION or it.zone is not ZONE.EXPEDITION:
            return False
        if g.controller_of(it) == g.controller_of(me):
            return False
        return bool(set(g.expeditions_of(it)) & set(g.expeditions_of(me)))

    def text(self) -> str:
        return "it's facing me"


@attrs.frozen
class NoCharacterFacingIt(Condition):
    """"If there is no Character facing it", "it" being each Ascended Expedition that just
    moved forward (the trigger's event): true if the opponent's Expedition of the same name
    facing at least one of them holds no Character (Gigantic ones count in both, 7.4.4)."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        ev = ctx.event
        if ev is None or ev.kind != "ascended_forward":
            return False
        opp = 1 - ctx.controller
        return any(not any(c.cdef.is_character for c in g.in_expedition(opp, exp))
                   for exp in ev.value)

    def text(self) -> str:
        return "there is no Character facing it"
