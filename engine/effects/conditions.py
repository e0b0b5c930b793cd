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

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return self.filter.count_controlled(g, ctx) >= self.at_least

    def text(self) -> str:
        words = {1: "a", 2: "two or more", 3: "three or more"}
        if self.at_least == 1:
            return f"you control a {self.filter.noun()}"
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
class IHaveBoosts(Condition):
    """"If I have N or more boosts" / "If I have N boosts or less": the bearer's boost
    counters (2.4.4), counted when the condition is checked (6.5.d)."""

    at_least: int | None = None
    at_most: int | None = None

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        n = src.counters.get("boost", 0) if src is not None else 0
        return ((self.at_least is None or n >= self.at_least)
                and (self.at_most is None or n <= self.at_most))

    def text(self) -> str:
        if self.at_most is not None:
            return f"I have {self.at_most} boost{'' if self.at_most == 1 else 's'} or less"
        return f"I have {self.at_least} or more boosts"
