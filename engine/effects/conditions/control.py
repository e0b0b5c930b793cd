"""Conditions on who controls what and who plays first (7.1.8): "if you control ...",
"if you are the first player"."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.effects.conditions.base import Condition
from engine.effects.filters import (
    Filter,
    filter_table_reads,
)
from engine.model import EXPEDITIONS, ZONE

if TYPE_CHECKING:  # pragma: no cover

    from engine.effects.context import Ctx
    from engine.effects.filters import Description, Filter
    from engine.state import GameState


@attrs.frozen
class YouControl(Condition):
    """"If you control N or more [objects]" (7.5.4: Reserve cards are not controlled)."""

    filter: Filter
    at_least: int = 1
    # printed "one or more [objects]" rather than "a [object]": wording only
    one_or_more: bool = attrs.field(default=False, eq=False)

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return self.filter.count_controlled(g, ctx) >= self.at_least

    def table_reads(self) -> int | None:
        return filter_table_reads(self.filter)

    def text(self) -> str:
        words = {1: "a", 2: "two or more", 3: "three or more"}
        if self.one_or_more:
            return f"you control one or more {self.filter.noun(plural=True)}"
        if self.at_least == 1:
            noun = self.filter.noun()
            return f"you control {'an' if noun[:1] in 'AEIOU' else 'a'} {noun}"
        return f"you control {words.get(self.at_least, f'{self.at_least} or more')} {self.filter.noun(plural=True)}"


@attrs.frozen
class FirstPlayer(Condition):
    """"If you are the first player"."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return g.first == ctx.controller

    def text(self) -> str:
        return "you are the first player"


@attrs.frozen
class FirstPlayerIs(Condition):
    """"If you are first player" / "If your opponent is first player" (4.1: the first
    player, who may change during the game), looked at when the condition is checked."""

    opponent: bool = False
    not_words: bool = attrs.field(default=False, eq=False)  # printed "you are not first player"

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return (g.first == ctx.controller) != self.opponent

    def text(self) -> str:
        if self.not_words:
            return "you are not first player"
        return "your opponent is first player" if self.opponent else "you are first player"


@attrs.frozen
class YouControlIt(Condition):
    """"If you control it": the object the effect chose before ("it", 6.3.h) is in play
    under your control (7.5.4)."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        it = ctx.it if ctx.it is not None else (ctx.chosen[0] if ctx.chosen else None)
        return it is not None and g.alive(it) and g.controller_of(it) == ctx.controller

    def text(self) -> str:
        return "you control it"


@attrs.frozen
class OpponentControls(Condition):
    """"If an opponent controls N or more [objects]": an opponent has at least that many
    in play now (7.5.4: controlled objects are in play)."""

    n: int
    filter: Description  # without a controller

    # printed "three Characters or more" rather than "three or more Characters"
    more_after: bool = attrs.field(default=False, eq=False)

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return any(sum(1 for c in g.objects_in(self.filter.zones)
                       if g.controller_of(c) == p and self.filter.matches(g, c, ctx)) >= self.n
                   for p in range(len(g.players)) if p != ctx.controller)

    def text(self) -> str:
        words = {2: "two", 3: "three", 4: "four"}.get(self.n, str(self.n))
        if self.more_after:
            return f"an opponent controls {words} {self.filter.noun(plural=True)} or more"
        return f"an opponent controls {words} or more {self.filter.noun(plural=True)}"


# ------------------------------------------------------------------ unique cards' conditions
@attrs.frozen
class IAmTheOnlyCharacter(Condition):
    """"If I'm the only Character in my Expedition": no other Character is in an
    Expedition I am in (both, for a Gigantic one: either will do), when checked."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        me = ctx.source
        if me is None or me.zone is not ZONE.EXPEDITION:
            return False
        return any(all(c is me or not c.cdef.is_character
                       for c in g.in_expedition(me.controller, e))
                   for e in g.expeditions_of(me))

    def text(self) -> str:
        return "I'm the only Character in my Expedition"


@attrs.frozen
class CharacterInEachExpedition(Condition):
    """"If you control a Character in each of your Expeditions" (a Gigantic one is in
    both, 7.4.4.b)."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return all(any(c.cdef.is_character for c in g.in_expedition(ctx.controller, e))
                   for e in EXPEDITIONS)

    def text(self) -> str:
        return "you control a Character in each of your Expeditions"
