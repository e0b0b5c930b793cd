"""Terrain Markers placed on or moved between regions of the Adventure: the region is
the Marker's terrain only while it stays (7.1.2.a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Step
from engine.decisions import DecisionKind, Option
from engine.model import Terrain
from engine.sentences import terrain_name

if TYPE_CHECKING:  # pragma: no cover
    from engine.decisions import Asks
    from engine.effects.context import Ctx
    from engine.effects.steps.common import Run
    from engine.state import GameState


def target_visible_region(g: GameState, ctx: Ctx) -> Asks[int]:
    """"Target visible region": the index of a face-up region of the Adventure (2.2.2.k),
    chosen by the effect's controller (6.5.b; ids `r:<index>`), each shown with its
    terrains as they are now."""
    opts = [Option(f"r:{i}", f"{r.name} ({', '.join(sorted(t.value for t in g.terrains_at(i)))})")
            for i, r in enumerate(g.regions) if not r.face_down]
    ans = yield from g.ask(ctx.controller, DecisionKind.TARGET_REGION,
                           "Choose target visible region", opts, source=ctx.source)
    return int(ans.split(":")[1])


@attrs.frozen
class PlaceOneOfMyMarkers(Step):
    """"Place one of my Markers on target visible region": a Terrain Marker its controller
    holds (`BeginsWithMarkers`) goes on a face-up region (2.2.2.k), newest there, so the
    region is that terrain only while it stays; it is no longer held. The region is
    targeted first (6.5.b), then the Marker chosen among the kinds held. Holding none:
    nothing happens."""

    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False
        p = g.players[ctx.controller]
        if not p.markers:
            g.note("holds no Terrain Marker to place", "7.1.2.a", ctx=ctx)
            return
        i = yield from target_visible_region(g, ctx)
        kinds = sorted(set(p.markers), key=p.markers.index)
        t = kinds[0]
        if len(kinds) > 1:
            ans = yield from g.ask(ctx.controller, DecisionKind.MODE,
                                   "Choose which Terrain Marker to place",
                                   [Option(f"t:{k.value}", f"{terrain_name(k)} Terrain Marker")
                                    for k in kinds], source=ctx.source)
            t = Terrain(ans.split(":")[1])
        k = p.markers.index(t)
        p.markers = p.markers[:k] + p.markers[k + 1:]
        region = g.regions[i]
        region.markers = (*region.markers, t)
        g.regions_changed()
        g.note(f"places a {terrain_name(t)} Terrain Marker on the {region.name}: it is "
               f"{terrain_name(t)} and no other terrain while the Marker stays", "7.1.2.a", ctx=ctx)
        ctx.did = True

    def text(self) -> str:
        return "Place one of my Markers on target visible region"


@attrs.frozen
class MoveTerrainMarker(Step):
    """"Move a [terrain] Terrain Marker from any region to my region": a Marker of that
    terrain is taken off the region it lies on (any player's side of the Adventure) and put
    on the region of the source's Expedition, as the newest Marker there, so that region is
    that terrain only while the Marker stays. With no such Marker anywhere, or no region of
    mine (the source is in no Expedition, known from before it left, 6.3.j), nothing
    happens. A Gigantic source has two regions: its controller picks one.

    "Move a {V}, {M} or {O} Terrain Marker …" (`others`): a Marker of any of those terrains,
    the player choosing which one, and from where, at once."""

    terrain: Terrain
    others: tuple[Terrain, ...] = ()

    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False
        src = ctx.source
        if src is None:
            return
        ctrl = ctx.controller
        kinds = (self.terrain, *self.others)
        mine = sorted({g.players[ctrl].position[e] for e in g.expeditions_of(src)})
        froms = [(i, t) for i, r in enumerate(g.regions) for t in kinds if t in r.markers]
        if not mine or not froms:
            g.note(f"has no {self._names()} Terrain Marker to move", "7.1.2.a", ctx=ctx)
            return
        if self.others:
            opts = [Option(f"r:{i}:{t.value}", f"{terrain_name(t)}: {g.regions[i].name}")
                    for i, t in froms]
            ask = f"Choose the {self._names()} Terrain Marker to move, and its region"
        else:
            opts = [Option(f"r:{i}", g.regions[i].name) for i, _t in froms]
            ask = f"Choose the region to take a {terrain_name(self.terrain)} Terrain Marker from"
        ans = yield from g.ask(ctrl, DecisionKind.TARGET_REGION, ask, opts, source=src)
        i, terrain = next((i, t) for (i, t), o in zip(froms, opts, strict=True) if o.id == ans)
        name = terrain_name(terrain)
        to = mine[0]
        if len(mine) > 1:
            ans = yield from g.ask(ctrl, DecisionKind.TARGET_REGION,
                                   "Choose my region to move it to",
                                   [Option(f"r:{j}", g.regions[j].name) for j in mine],
                                   source=src)
            to = int(ans.split(":")[1])
        old = g.regions[i].markers
        k = len(old) - 1 - old[::-1].index(terrain)  # the newest of that terrain
        g.regions[i].markers = old[:k] + old[k + 1:]
        g.regions[to].markers = (*g.regions[to].markers, terrain)
        g.regions_changed()
        g.note(f"moves a {name} Terrain Marker from the {g.regions[i].name} to the "
               f"{g.regions[to].name}: that region is now {name} and no other terrain", "",
               ctx=ctx)
        ctx.did = True

    def _names(self) -> str:
        names = [terrain_name(t) for t in (self.terrain, *self.others)]
        return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} or {names[-1]}"

    def text(self) -> str:
        return f"move a {self._names()} Terrain Marker from any region to my region"


@attrs.frozen
class PlaceTerrainMarker(Step):
    """"Place a [terrain] Terrain Marker on target visible region": the region (face up,
    2.2.2.k) is that terrain and loses its others until the Marker is removed (the card's
    reminder text). A region with several Markers is the last one's terrain."""

    terrain: Terrain

    def run(self, g: GameState, ctx: Ctx) -> Run:
        i = yield from target_visible_region(g, ctx)
        region = g.regions[i]
        region.markers = (*region.markers, self.terrain)
        g.regions_changed()
        g.note(f"places a {terrain_name(self.terrain)} Terrain Marker on the {region.name}: "
               f"it is {terrain_name(self.terrain)} and no other terrain while the Marker "
               "stays", "7.1.2.a", ctx=ctx)
        ctx.did = True

    def text(self) -> str:
        return f"Place a {terrain_name(self.terrain)} Terrain Marker on target visible region"
