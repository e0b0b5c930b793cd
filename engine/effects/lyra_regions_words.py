"""Words of the effects language for the Lyra cards of the later sets that handle Terrain
Markers (the Nymph rares). A Terrain Marker lies on a region (`Region.markers`, see the
Muna words in `engine/effects/muna_words.py`); what moving one means and the rulings taken
are in docs/mechanisms.md ("Terrain Markers, "considered In contact / behind", defecting
instead of Reserve").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.decisions import Option
from engine.effects.muna_words import terrain_name
from engine.effects.steps import Run, Step
from engine.model import Terrain

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.state import GameState


@attrs.frozen
class MoveTerrainMarker(Step):
    """"Move a [terrain] Terrain Marker from any region to my region": a Marker of that
    terrain is taken off the region it lies on (any player's side of the Adventure) and put
    on the region of the source's Expedition, as the newest Marker there, so that region is
    that terrain only while the Marker stays. With no such Marker anywhere, or no region of
    mine (the source is in no Expedition, known from before it left, 6.3.j), nothing
    happens. A Gigantic source has two regions: its controller picks one."""

    terrain: Terrain

    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False
        src = ctx.source
        if src is None:
            return
        ctrl = ctx.controller
        mine = sorted({g.players[ctrl].position[e] for e in g.expeditions_of(src)})
        froms = [i for i, r in enumerate(g.regions) if self.terrain in r.markers]
        if not mine or not froms:
            g.note(f"has no {terrain_name(self.terrain)} Terrain Marker to move", "", ctx=ctx)
            return
        name = terrain_name(self.terrain)
        ans = yield from g.ask(ctrl, "target_region",
                               f"Choose the region to take a {name} Terrain Marker from",
                               [Option(f"r:{i}", g.regions[i].name) for i in froms],
                               source=src)
        i = int(ans.split(":")[1])
        to = mine[0]
        if len(mine) > 1:
            ans = yield from g.ask(ctrl, "target_region", "Choose my region to move it to",
                                   [Option(f"r:{j}", g.regions[j].name) for j in mine],
                                   source=src)
            to = int(ans.split(":")[1])
        old = g.regions[i].markers
        k = len(old) - 1 - old[::-1].index(self.terrain)  # the newest of that terrain
        g.regions[i].markers = old[:k] + old[k + 1:]
        g.regions[to].markers = (*g.regions[to].markers, self.terrain)
        g.note(f"moves a {name} Terrain Marker from the {g.regions[i].name} to the "
               f"{g.regions[to].name}: that region is now {name} and no other terrain", "",
               ctx=ctx)
        ctx.did = True

    def text(self) -> str:
        return f"move a {terrain_name(self.terrain)} Terrain Marker from any region to my region"
