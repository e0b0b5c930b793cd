"""Conditions on boosts and counters (7.1.8): "if I am boosted", "if I have N boosts"."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.effects.conditions.base import Condition, _characters_you_have
from engine.gamestate.chars import READS_MARKS

if TYPE_CHECKING:  # pragma: no cover

    from engine.effects.context import Ctx
    from engine.state import GameState


@attrs.frozen
class IAmBoosted(Condition):
    """"While I'm Boosted": the bearer has at least one boost (2.4.4.a), looked at when
    the condition is checked."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        return (src is not None and g.alive(src, ctx.source_oid)
                and src.counters.get("boost", 0) > 0)

    def table_reads(self) -> int | None:
        return READS_MARKS

    def text(self) -> str:
        return "I'm Boosted"


@attrs.frozen
class IHaveAtMostBoosts(Condition):
    """"If I have N boosts or less": the bearer's boosts (2.4.4) when the condition is
    checked (6.5.d); none counts as zero. ("N or more" is `core_words.IHaveBoosts`.)"""

    n: int

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        return (src is not None and g.alive(src, ctx.source_oid)
                and src.counters.get("boost", 0) <= self.n)

    def table_reads(self) -> int | None:
        return READS_MARKS

    def text(self) -> str:
        return f"I have {self.n} boost{'' if self.n == 1 else 's'} or less"


@attrs.frozen
class YourHeroHasCounters(Condition):
    """"If your Hero has N or more [name] counters": the counters on the Hero of "you"
    when the condition is checked (2.5); no Hero, none."""

    name: str
    n: int

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        hero = g.players[ctx.controller].hero
        return hero is not None and hero.counters.get(self.name, 0) >= self.n

    def table_reads(self) -> int | None:
        return READS_MARKS

    def text(self) -> str:
        return f"your Hero has {self.n} or more {self.name.capitalize()} counters"


@attrs.frozen
class IHaveBoosts(Condition):
    """"If I have N or more boosts": the bearer's boosts when the condition is checked
    (2.5.1, 6.5.d)."""

    n: int

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        return (src is not None and g.alive(src, ctx.source_oid)
                and src.counters.get("boost", 0) >= self.n)

    def table_reads(self) -> int | None:
        return READS_MARKS

    def text(self) -> str:
        return f"I have {self.n} or more boosts"


@attrs.frozen
class IHaveCounters(Condition):
    """"If I have less than N / N or more [name] counters": the bearer's counters when the
    condition is checked (2.5, 6.5.d)."""

    name: str
    n: int
    less: bool = False

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        have = src.counters.get(self.name, 0) if src is not None else 0
        return have < self.n if self.less else have >= self.n

    def text(self) -> str:
        words = {5: "five", 3: "three", 2: "two"}
        k = words.get(self.n, str(self.n))
        name = self.name.capitalize()
        return (f"I have less than {k} {name} counters" if self.less
                else f"I have {k} or more {name} counters")


@attrs.frozen
class IHaveFewBoosts(Condition):
    """"If I have no boosts" / "If I have less than N boosts": the bearer's boosts (2.4.4)
    when the condition is checked (6.5.d)."""

    less_than: int = 1  # "no boosts" is "less than 1"

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        return (src is not None and g.alive(src, ctx.source_oid)
                and src.counters.get("boost", 0) < self.less_than)

    def table_reads(self) -> int | None:
        return READS_MARKS

    def text(self) -> str:
        if self.less_than == 1:
            return "I have no boosts"
        return f"I have less than {self.less_than} boosts"


@attrs.frozen
class IHaveNoBoosts(Condition):
    """"If I have no boosts": the bearer has no boost now (2.4.4)."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        return (src is not None and g.alive(src, ctx.source_oid)
                and not src.counters.get("boost", 0))

    def text(self) -> str:
        return "I have no boosts"


@attrs.frozen
class BoostsAmong(Condition):
    """"If there are N or more boosts among Characters you control and in your Reserve":
    the boosts on those Characters added up (2.5: counters stay on Reserve cards)."""

    n: int

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return sum(c.counters.get("boost", 0)
                   for c in _characters_you_have(g, ctx, True)) >= self.n

    def text(self) -> str:
        return f"there are {self.n} or more boosts among Characters you control and in your Reserve"


@attrs.frozen
class IHadBoosts(Condition):
    """"if I had N or more boosts": the boosts I held as I last was in play (6.3.j) — they
    are gone once I reach the Reserve (2.5.e), so the move keeps a note of them."""

    n: int

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        if src is None:
            return False
        had = (src.last or {}).get("boosts", 0)
        return had >= self.n

    def text(self) -> str:
        return f"I had {self.n} or more boosts"


@attrs.frozen
class IWasBoosted(IHadBoosts):
    """"if I was Boosted": I had at least one boost as I last was in play (6.3.j)."""

    n: int = 1

    def text(self) -> str:
        return "I was Boosted"
