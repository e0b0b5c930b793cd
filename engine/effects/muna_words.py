"""Words of the effects language added for the Muna cards of the later sets.

Most of them are about terrain: a region that "is [terrain] in addition to its other
types" or that is "[terrain] and loses its other types" (a passive of the card that says
so), a Terrain Marker placed on a visible region, an object or an Expedition "in
[terrain]", and a Reaction to an Expedition moving forward due to a terrain. The
Woollyback token (a 1/1/1 Animal) is created by the steps at the end. What each
mechanism means and the rulings taken are in docs/mechanisms.md ("Muna in the later
sets").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.decisions import Option
from engine.effects.bise_words import GainBoostsPer
from engine.effects.conditions import Condition
from engine.effects.duster_words import IAmIf
from engine.effects.filters import in_terrain_now
from engine.effects.passives import EMPTY, CharPassive, Delta
from engine.effects.steps import Run, Step
from engine.model import EXPEDITIONS, ZONE, Terrain

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.model import Card
    from engine.state import GameState


def terrain_name(t: Terrain) -> str:
    return t.value.capitalize()


# ------------------------------------------------------------------ regions rewritten
@attrs.frozen
class MyRegionIs(CharPassive):
    """"My region is [terrain] in addition to its other types" (the region gains that
    terrain) or "My region and the region of the Expedition facing me are [terrain] and
    lose their other types" (they are that terrain only). "My region" is the region of
    the bearer's Expedition (both, for a Gigantic bearer); the facing Expedition is the
    opponent's Expedition of the same name. A characteristic of the regions, worked out
    again after each event (2.3.1.k), so it follows the Expeditions as they move; passives
    apply in timestamp order, so a later one decides between the two."""

    terrain: Terrain
    facing: bool = False
    only: bool = False

    def regions(self, g: GameState, holder: Card) -> set[int]:
        ctrl = g.controller_of(holder)
        out: set[int] = set()
        for e in g.expeditions_of(holder):
            out.add(g.players[ctrl].position[e])
            if self.facing:
                out |= {g.players[p].position[e] for p in range(len(g.players)) if p != ctrl}
        return out

    def delta(self, g: GameState, holder: Card | None, ctrl: int) -> Delta:
        if holder is None or holder.zone is not ZONE.EXPEDITION:
            return EMPTY
        if self.only:
            return frozenset(("terr=", i, frozenset({self.terrain}))
                             for i in self.regions(g, holder))
        return frozenset(("terr+", i, self.terrain) for i in self.regions(g, holder))

    def text(self, duration: str | None = None) -> str:
        t = terrain_name(self.terrain)
        head = ("My region and the region of the Expedition facing me are" if self.facing
                else "My region is")
        tail = "and lose their other types" if self.only else "in addition to its other types"
        if self.facing != self.only:  # the printed texts pair them; other mixes read plainly
            tail = "and loses its other types" if self.only else "in addition to their other types"
        return f"{head} {t} {tail}."


@attrs.frozen
class PlaceTerrainMarker(Step):
    """"Place a [terrain] Terrain Marker on target visible region": the region (face up,
    2.2.2.k) is that terrain and loses its others until the Marker is removed (the card's
    reminder text). A region with several Markers is the last one's terrain."""

    terrain: Terrain

    def run(self, g: GameState, ctx: Ctx) -> Run:
        opts = [Option(f"r:{i}", f"{r.name} ({', '.join(sorted(t.value for t in r.shown_terrains))})")
                for i, r in enumerate(g.regions) if not r.face_down]
        ans = yield from g.ask(ctx.controller, "target_region", "Choose target visible region",
                               opts, source=ctx.source)
        i = int(ans.split(":")[1])
        region = g.regions[i]
        region.markers = (*region.markers, self.terrain)
        g.note(f"places a {terrain_name(self.terrain)} Terrain Marker on the {region.name}: "
               f"it is {terrain_name(self.terrain)} and no other terrain while the Marker "
               "stays", "", ctx=ctx)
        ctx.did = True

    def text(self) -> str:
        return f"Place a {terrain_name(self.terrain)} Terrain Marker on target visible region"


# ------------------------------------------------------------------ in a terrain
@attrs.frozen
class ImIn(Condition):
    """"If I'm in [terrain]": one of my Expeditions is in a region that has it now (7.5.7)."""

    terrain: Terrain

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return ctx.source is not None and in_terrain_now(g, ctx.source, self.terrain)

    def text(self) -> str:
        return f"I'm in {terrain_name(self.terrain)}"


@attrs.frozen
class IfThenIAm(IAmIf):
    """"If [condition], I am [keyword]": as `IAmIf`, printed with "I am"."""

    def text(self, duration: str | None = None) -> str:
        return f"If {self.condition.text()}, I am {self.keyword.text()}."


@attrs.frozen
class ExpeditionsIn:
    """"each Expedition in [terrain]": how many Expeditions, of every player, are in a
    region that has the terrain now; taken when the effect resolves (6.5.i)."""

    terrain: Terrain

    def value(self, g: GameState, ctx: Ctx) -> int:
        return sum(1 for p in g.players for e in EXPEDITIONS
                   if self.terrain in g.terrains_at(p.position[e]))

    def text(self) -> str:
        return f"Expedition in {terrain_name(self.terrain)}"


@attrs.frozen
class GainBoostsForEach(GainBoostsPer):
    """"I gain 1 boost for each [count]": one gain of that many boosts (7.3.12), the
    count taken once (6.5.i) — "per" and "for each" are the same word here."""

    def text(self) -> str:
        return super().text().replace(" per ", " for each ", 1)



# ------------------------------------------------------------------ leaving for a reason
@attrs.frozen
class SacrificeMeCost:
    """The internal cost "sacrifice me" of "You may sacrifice me to …" (6.4; 7.3.25): it
    can be paid while the source is still in play, and paying it discards the source."""

    def payable(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        return (src is not None and src.zone in (ZONE.EXPEDITION, ZONE.LANDMARK)
                and g.alive(src, ctx.source_oid))

    def why_not(self, g: GameState, ctx: Ctx) -> str | None:
        return None if self.payable(g, ctx) else "I am no longer in play"

    def pay(self, g: GameState, ctx: Ctx) -> Run:
        assert ctx.source is not None
        yield from g.move(ctx.source, ZONE.DISCARD, rule="7.3.25", ctx=ctx, sacrifice=True)

    def text(self) -> str:
        return "sacrifice me"


@attrs.frozen
class PutMeInMyOwnersMana(Step):
    """"Put me in my owner's Mana zone": the source, if still in play, becomes an
    exhausted Mana Orb of its owner (3.2.9.b); once gone, nothing happens (2.1.i)."""

    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        src = ctx.source
        ctx.did = False
        if src is None or src.zone not in (ZONE.EXPEDITION, ZONE.LANDMARK):
            return
        if not g.alive(src, ctx.source_oid):
            return
        yield from g.move(src, ZONE.MANA, rule="3.2.9.b", ctx=ctx)
        ctx.did = True

    def text(self) -> str:
        return "Put me in my owner's Mana zone"
