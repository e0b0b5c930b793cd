"""Conditions on terrains and statistics (7.1.8): "if I am in a Forest region", regions of
one terrain, base statistics of 0."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.effects.conditions.base import Condition, _characters_you_have
from engine.effects.filters import (
    CHARACTER,
    in_single_terrain_region,
    in_terrain_now,
)
from engine.effects.standing import facing_expeditions

if TYPE_CHECKING:  # pragma: no cover

    from engine.effects.context import Ctx
    from engine.model import Terrain
    from engine.state import GameState


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
class BaseStatsOfZero(Condition):
    """"If you have N or more base statistics of 0 among Characters you control": each
    printed statistic (Forest, Mountain, Water, 2.2.10) equal to 0 counts once, boosts not
    included; a token's are those its effect gave it."""

    n: int

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        zeros = 0
        for c in g.objects_in(CHARACTER.zones):
            if g.controller_of(c) != ctx.controller or not CHARACTER.matches(g, c, ctx):
                continue
            st = c.cdef.stats
            if st is not None:
                zeros += (st.forest == 0) + (st.mountain == 0) + (st.water == 0)
        return zeros >= self.n

    def text(self) -> str:
        words = {2: "two", 3: "three", 4: "four"}
        return (f"you have {words.get(self.n, self.n)} or more base statistics of 0 among "
                "Characters you control")


@attrs.frozen
class FacingExpeditionIn(Condition):
    """"If I'm facing an Expedition in [terrain]": the Expedition facing me is in a region
    that has that terrain (its terrains as they are now, after passives)."""

    terrain: Terrain

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        if src is None:
            return False
        return any(self.terrain in g.terrains_at(g.players[p].position[e])
                   for p, e in facing_expeditions(g, src))

    def text(self) -> str:
        return f"I'm facing an Expedition in {self.terrain.value.capitalize()}"


_COUNT_WORDS_LYRA = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
                9: "nine"}


@attrs.frozen
class ZeroStatsAmong(Condition):
    """"If there are N or more base statistics of 0 among Characters you control [and in
    your Reserve]": each printed statistic equal to 0 counts once (2.2.10; boosts do not
    change a base statistic), over your Characters in play and, when said, in your Reserve."""

    n: int
    reserve: bool = False

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        zeros = 0
        for c in _characters_you_have(g, ctx, self.reserve):
            st = c.cdef.stats
            if st is not None:
                zeros += (st.forest == 0) + (st.mountain == 0) + (st.water == 0)
        return zeros >= self.n

    def text(self) -> str:
        where = " and in your Reserve" if self.reserve else ""
        return (f"there are {_COUNT_WORDS_LYRA.get(self.n, self.n)} or more base statistics of 0 "
                f"among Characters you control{where}")


@attrs.frozen
class NeitherExpeditionIn(Condition):
    """"If neither of my Expeditions is in [terrain]": my controller's two Expeditions
    (my own and the other, 7.4.4) stand on regions without that terrain."""

    terrain: Terrain
    your: bool = attrs.field(default=False, eq=False)  # printed "your Expeditions" (uniques)

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        p = g.players[ctx.controller]
        return not any(self.terrain in g.terrains_at(p.position[e]) for e in ("hero", "companion"))

    def text(self) -> str:
        whose = "your" if self.your else "my"
        return f"neither of {whose} Expeditions is in {self.terrain.value.capitalize()}"


@attrs.frozen
class IAmInSingleTerrainRegion(Condition):
    """"If I'm in a single-terrain region"."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        return src is not None and g.alive(src, ctx.source_oid) and in_single_terrain_region(g, src)

    def text(self) -> str:
        return "I'm in a single-terrain region"
