"""Conditions of conditional steps (6.5.d) and of triggers (6.3.b)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.effects.filters import TYPE_NOUNS, Filter, in_terrain_now
from engine.model import ZONE, Terrain

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
        return (src is not None and g.alive(src, ctx.source_oid)
                and src.counters.get("boost", 0) > 0)

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


def single_terrain_regions_visible(g: GameState) -> int:
    """How many regions of the Adventure are visible (face up: a face-down Tumult region
    shows nothing, remark under 2.2.2.k) and have exactly one terrain, as they are now
    (after passives such as "All regions are Water and lose their other types")."""
    return sum(1 for i, r in enumerate(g.regions)
               if not r.face_down and len(g.terrains_at(i)) == 1)


@attrs.frozen
class SingleTerrainRegionsVisible(Condition):
    """"If three or more single-terrain regions are visible": counted when the condition is
    checked (6.5.d), over the whole Adventure, whoever's Expeditions stand there."""

    at_least: int

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return single_terrain_regions_visible(g) >= self.at_least

    def text(self) -> str:
        words = {3: "three", 4: "four", 5: "five"}
        return f"{words.get(self.at_least, self.at_least)} or more single-terrain regions are visible"


@attrs.frozen
class IAmInTerrain(Condition):
    """"If I'm in [terrain]" / "Unless I'm in [terrain]": the region of my Expedition has
    that terrain now (a Gigantic object: either of its regions).  Out of play, I am in no
    region, so the condition does not hold."""

    terrain: Terrain
    negated: bool = False

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        found = src is not None and in_terrain_now(g, src, self.terrain)
        return found != self.negated

    def text(self) -> str:
        return f"I'm {'not ' if self.negated else ''}in {self.terrain.value.capitalize()}"


@attrs.frozen
class DiscardedThisWay(Condition):
    """"If you discarded a [card / Character / …] this way": one of the cards the step before
    chose (`ctx.chosen`, e.g. the card a Sabotage picked, 7.3.24) is now in a Discard pile,
    of that type if one is named. With none chosen, or none discarded, it fails (6.5.d)."""

    types: tuple[str, ...] = ()  # empty: any card

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return any(c.zone is ZONE.DISCARD and (not self.types or c.cdef.counts_as(self.types))
                   for c in ctx.chosen)

    def text(self) -> str:
        kind = TYPE_NOUNS[self.types[0]] if self.types else "card"
        return f"you discarded a {kind} this way"
