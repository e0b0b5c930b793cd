"""Conditions of conditional steps (6.5.d) and of triggers (6.3.b)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.effects.filters import Filter

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.state import GameState


class Condition:
    def holds(self, g: GameState, ctx: Ctx) -> bool:  # pragma: no cover - abstract
        raise NotImplementedError

    def text(self) -> str:  # pragma: no cover - abstract
        raise NotImplementedError


@attrs.frozen
class YouControl(Condition):
    """"If you control N or more [objects]" (7.5.4: Reserve cards are not controlled)."""

    filter: Filter
    at_least: int = 1
    # printed "one or more [objects]" rather than "a [object]": wording only
    one_or_more: bool = attrs.field(default=False, eq=False)

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return self.filter.count_controlled(g, ctx) >= self.at_least

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
class IAmBoosted(Condition):
    """"While I'm Boosted": the bearer has at least one boost (2.4.4.a), looked at when
    the condition is checked."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        return src is not None and src.counters.get("boost", 0) > 0

    def text(self) -> str:
        return "I'm Boosted"


@attrs.frozen
class FewerManaOrbs(Condition):
    """"If you have less than N Mana Orbs": every card in your Mana zone counts, ready or
    exhausted (3.2.9.c)."""

    n: int

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return len(g.players[ctx.controller].mana) < self.n

    def text(self) -> str:
        return f"you have less than {self.n} Mana Orbs"



@attrs.frozen
class IHaveAtMostBoosts(Condition):
    """"If I have N boosts or less": the bearer's boosts (2.4.4) when the condition is
    checked (6.5.d); none counts as zero. ("N or more" is `core_words.IHaveBoosts`.)"""

    n: int

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        return (src is not None and g.alive(src, ctx.source_oid)
                and src.counters.get("boost", 0) <= self.n)

    def text(self) -> str:
        return f"I have {self.n} boost{'' if self.n == 1 else 's'} or less"
