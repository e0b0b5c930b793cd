"""Words of the effects language for the Lyra cards of the later sets that handle Terrain
Markers (Nadir & Bubbles, the Nymph rares). A Terrain Marker lies on a region
(`Region.markers`, see the Muna words in `engine/effects/muna_words.py`) or is held by a
player until placed (`Player.markers`); what that means and the rulings taken are in
docs/mechanisms.md ("Terrain Markers, "considered In contact / behind", defecting
instead of Reserve").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from engine.decisions import Option
from engine.effects.muna_words import terrain_name
from engine.effects.passives import Passive
from engine.effects.steps import Run, Step
from engine.model import STATUS, ZONE, Terrain

if TYPE_CHECKING:  # pragma: no cover
    from collections.abc import Generator

    from engine.effects.context import Ctx
    from engine.model import Card, Player
    from engine.state import GameState


def _a_list(ts: tuple[Terrain, ...], article: str) -> str:
    words = [f"{article} {terrain_name(t)}" for t in ts]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


@attrs.frozen
class BeginsWithMarkers(Passive):
    """"I begin the game with one {V}, one {M} and one {O} Terrain Marker": the Hero's
    controller holds those Markers from the start of the game (4.1), off the Adventure,
    until an effect places them; held Markers change no region."""

    terrains: tuple[Terrain, ...]

    def begin(self, g: GameState, p: Player) -> None:
        p.markers = (*p.markers, *self.terrains)
        names = ", ".join(terrain_name(t) for t in self.terrains)
        g.entry(f"{p.name} begins the game holding Terrain Markers: {names}", "4.1", p.index)

    def text(self, duration: str | None = None) -> str:
        return f"I begin the game with {_a_list(self.terrains, 'one')} Terrain Marker."


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
            g.note("holds no Terrain Marker to place", "", ctx=ctx)
            return
        opts = [Option(f"r:{i}", f"{r.name} ({', '.join(sorted(t.value for t in g.terrains_at(i)))})")
                for i, r in enumerate(g.regions) if not r.face_down]
        ans = yield from g.ask(ctx.controller, "target_region", "Choose target visible region",
                               opts, source=ctx.source)
        i = int(ans.split(":")[1])
        kinds = sorted(set(p.markers), key=p.markers.index)
        t = kinds[0]
        if len(kinds) > 1:
            ans = yield from g.ask(ctx.controller, "mode", "Choose which Terrain Marker to place",
                                   [Option(f"t:{k.value}", f"{terrain_name(k)} Terrain Marker")
                                    for k in kinds], source=ctx.source)
            t = Terrain(ans.split(":")[1])
        k = p.markers.index(t)
        p.markers = p.markers[:k] + p.markers[k + 1:]
        region = g.regions[i]
        region.markers = (*region.markers, t)
        g.note(f"places a {terrain_name(t)} Terrain Marker on the {region.name}: it is "
               f"{terrain_name(t)} and no other terrain while the Marker stays", "", ctx=ctx)
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


# ------------------------------------------------------------------ considered In contact / behind
@attrs.frozen
class MyExpeditionConsidered(Passive):
    """"My Expedition and its Characters are considered In contact" / "My Expedition is
    considered behind" (Reka Headset, a Gear): while the holder is in play, its Expedition
    counts as In contact even with no other player's Expedition in its region (the
    reminder text), and its Characters with it; or counts as behind even when tied or
    ahead. Only that Expedition changes: the one facing it is not thereby ahead."""

    what: str  # in_contact | behind

    def text(self, duration: str | None = None) -> str:
        if self.what == "behind":
            return "My Expedition is considered behind."
        return "My Expedition and its Characters are considered In contact."


def considered(g: GameState, player: int, exp: str, what: str) -> bool:
    """Whether `player`'s Expedition `exp` is considered `what` (in_contact | behind) by a
    `MyExpeditionConsidered` of an object in it."""
    for holder, p, _ in g.passives_of(MyExpeditionConsidered):
        if p.what == what and _in(g, holder, player, exp):
            return True
    return False


def _in(g: GameState, holder: Card | None, player: int, exp: str) -> bool:
    return (holder is not None and holder.zone is ZONE.EXPEDITION
            and g.controller_of(holder) == player and exp in g.expeditions_of(holder))


# ------------------------------------------------------------------ defecting instead of Reserve
@attrs.frozen
class DefectInsteadOfReserve(Passive):
    """"If I would go to Reserve from the Expedition zone, I gain Fleeting and defect
    instead" (Don Juan): a replacing modifier (6.2.b) of the object's own move. The move
    does not happen; the Character gains Fleeting, then defects — it joins the Expedition
    facing it under the other player's control (yzmir_words `defect`); its owner is
    unchanged, so a personal zone it goes to later is its owner's (1.4.3)."""

    def text(self, duration: str | None = None) -> str:
        return ("If I would go to Reserve from the Expedition zone, I gain Fleeting and "
                "defect instead.")


def defects_instead(g: GameState, card: Card, ctx: Ctx | None) -> Generator[Any, Any, bool]:
    """Apply `DefectInsteadOfReserve` to `card` going from the Expedition zone to Reserve;
    True if the move is replaced. A Fleeting card meets two replacing modifiers of the
    same move, its own and Fleeting's (2.4.6.d: discarded instead): the controller of the
    step, or the first player in initiative order when a rule moves it, picks the one
    applied (6.2.h); once it is discarded instead, it no longer goes to Reserve."""
    from engine.decisions import Option
    from engine.effects.yzmir_words import defect

    mods = [a for a in g.working_abilities(card) if isinstance(a, DefectInsteadOfReserve)]
    if not mods:
        return False
    if STATUS.FLEETING in card.statuses:
        chooser = ctx.controller if ctx is not None else g.initiative()
        opts = [Option("mod:0", f"{card.name}: {mods[0].text()}"),
                Option("mod:1", f"{card.name} is Fleeting: it is discarded instead (2.4.6.d)")]
        ans = yield from g.ask(chooser, "modifier", "Several modifiers change this move: "
                               "choose the one to apply first (6.2.h)", opts, source=card)
        if ans == "mod:1":
            return False
    ctrl = g.controller_of(card)
    g.entry(f"{card.name} would go to Reserve; instead it gains Fleeting and defects",
            "6.2.b", ctrl, (card.oid,))
    g.gain_status(card, STATUS.FLEETING, "6.2.b", ctx=ctx)
    defect(g, card, ctx.controller if ctx is not None else ctrl)
    return True
