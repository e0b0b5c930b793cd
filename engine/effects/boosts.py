"""Boosts and counters: giving, distributing, exchanging, doubling and losing boosts (7.3.12),
counters of other kinds (7.3.8), Augment (7.3.3), and the terrain markers placed on cards."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Step
from engine.decisions import DecisionKind, Option
from engine.effects.filters import IN_PLAY_OR_RESERVE, Filter, exhausted_yours, your_permanents
from engine.effects.permissions import support_cap
from engine.effects.selectors.many_targets import AmongTargets
from engine.effects.selectors.pronouns import It, Me
from engine.effects.selectors.targets import Target
from engine.effects.steps.common import plural, subject_text, then_text
from engine.effects.steps.gains import GainBoosts
from engine.messages import msg
from engine.model import BOOST, STATUS, ZONE, Terrain, counter_label
from engine.sentences import effect_text, terrain_name, upper_first

if TYPE_CHECKING:  # pragma: no cover

    from engine.decisions import Asks
    from engine.effects.context import Ctx
    from engine.effects.counts import Count, MyCountersX
    from engine.effects.dice import Outcome
    from engine.effects.selectors.base import Selector
    from engine.effects.steps.common import Run
    from engine.model import Card, Status
    from engine.state import GameState


@attrs.frozen
class BoostsAndStatus(Step):
    """"I gain 1 boost and Fleeting", "It gains 2 boosts and Fleeting": one object gains
    boosts (7.3.12), then the status (7.3.13); each part happens even if the other can't
    (1.2.6.f)."""

    who: Selector
    n: int
    status: Status
    #: printed "have [target] gain N boosts and [status]" (the effect's controller the
    #: subject of the sentence; the same steps)
    have: bool = False

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, "gain boosts")):
            g.gain_counters(c, "boost", self.n, "7.3.12", ctx=ctx)
            g.gain_status(c, self.status, "7.3.13", ctx=ctx)

    def text(self) -> str:
        boosts = f"{self.n} boost" + ("s" if self.n > 1 else "")
        status = self.status.value.capitalize()
        if self.have:
            return f"Have {self.who.text()} gain {boosts} and {status}"
        verb = "gain" if self.who.text(subject=True) == "I" else "gains"
        who = self.who.text(subject=True)
        return f"{who[:1].upper() + who[1:]} {verb} {boosts} and {status}"


@attrs.frozen
class GiveMeBoostsAndLose(Step):
    """"Give me N boosts and have me lose Asleep": the object of the ability gains the
    boosts (7.3.12), then loses the status (7.3.15); each part happens even if the other
    can't (1.2.6.f).  The wording has the controller of the effect as its subject."""

    n: int
    status: Status

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.effects.selectors.pronouns import Me
        from engine.effects.steps.gains import LoseStatus

        yield from GainBoosts(Me(), self.n).run(g, ctx)
        yield from LoseStatus(Me(), self.status).run(g, ctx)

    def text(self) -> str:
        return (f"Give me {self.n} boost{'s' if self.n > 1 else ''} and have me lose "
                f"{self.status.value.capitalize()}")


@attrs.frozen
class GainBoostsPerExhausted(Step):
    """"I gain 1 boost per exhausted Permanent you control and per exhausted card in your
    Reserve, up to a max of N boosts on me": counted once as the step resolves (6.5.i),
    gained at once (7.3.12), only until I hold N."""

    cap: int = 3

    def run(self, g: GameState, ctx: Ctx) -> Run:
        src = ctx.source
        if src is None or not g.alive(src, ctx.source_oid):
            return
        n = len(exhausted_yours(g, ctx.controller))
        have = src.counters.get("boost", 0)
        gain = max(0, min(n, self.cap - have))
        g.note(f"counts {n} exhausted (Permanents you control, cards in your Reserve); "
               f"{src.name} has {have} of at most {self.cap} boosts", "6.5.i", ctx=ctx)
        if gain:
            g.gain_counters(src, "boost", gain, "7.3.12", ctx=ctx)
        yield from ()

    def text(self) -> str:
        return ("I gain 1 boost per exhausted Permanent you control and per exhausted card "
                f"in your Reserve, up to a max of {self.cap} boosts on me")


@attrs.frozen
class BoostThen(Step):
    """"Target Character in your Reserve gains 1 boost. Then exhaust it / ready it": the
    target (6.5.b) gains the boosts (7.3.12), then the same object is exhausted (7.3.10) or
    readied (7.3.18)."""

    who: Target
    n: int = 1
    then: str = "exhaust"  # exhaust | ready

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, f"gain {self.n} boost")):
            g.gain_counters(c, "boost", self.n, "7.3.12", ctx=ctx)
            if self.then == "exhaust":
                g.gain_status(c, STATUS.EXHAUSTED, "7.3.10", ctx=ctx)
            else:
                g.lose_status(c, STATUS.EXHAUSTED, "7.3.18", ctx=ctx)

    def text(self) -> str:
        boosts = "1 boost" if self.n == 1 else f"{self.n} boosts"
        return f"{upper_first(self.who.text())} gains {boosts}. Then {self.then} it"


@attrs.frozen
class AnyNumberForBoosts(Step):
    """"You may discard any number of cards from your Reserve (or sacrifice any number of
    Permanents) to give me that many boosts": the player chooses the cards, none included
    (6.5.c); they go at once (discarded 7.3.5, or sacrificed 7.3.25), then I gain one boost
    per card that went (7.3.12)."""

    what: str = "reserve"  # reserve | permanents

    def _candidates(self, g: GameState, ctx: Ctx) -> list[Card]:
        if self.what == "reserve":
            return list(g.players[ctx.controller].reserve)
        return your_permanents(g, ctx.controller)

    def run(self, g: GameState, ctx: Ctx) -> Run:
        cards = self._candidates(g, ctx)
        if not cards:
            g.note(f"has nothing to {self._verb()}", "1.4.1.c", ctx=ctx)
            return
        opts = [Option(f"c:{c.oid}", g.describe(c), (c.oid,)) for c in cards]
        ans = yield from g.ask(ctx.controller, DecisionKind.CHOOSE_CARD,
                               f"Choose any number of cards to {self._verb()}", opts, 0,
                               len(cards), source=ctx.source, multi=True)
        chosen = [c for c in cards if f"c:{c.oid}" in ans]
        gone = 0
        for c in chosen:
            new = yield from g.move(c, ZONE.DISCARD, rule="7.3.25" if self.what != "reserve"
                                    else "7.3.5", ctx=ctx, sacrifice=self.what != "reserve")
            gone += new is not None or c.cdef.is_token
        src = ctx.source
        if gone and src is not None and g.alive(src, ctx.source_oid):
            g.gain_counters(src, "boost", gone, "7.3.12", ctx=ctx)
        elif not gone:
            g.note(f"chooses to {self._verb()} nothing", "6.5.c", ctx=ctx)

    def _verb(self) -> str:
        return "discard from your Reserve" if self.what == "reserve" else "sacrifice"

    def text(self) -> str:
        what = ("discard any number of cards from your Reserve" if self.what == "reserve"
                else "sacrifice any number of Permanents")
        return f"You may {what} to give me that many boosts"


def hand_out_boosts(g: GameState, ctx: Ctx, cards: list[Card], share: dict[int, int],
                    n: int) -> Run:
    """Hand out the boosts of a distribution still to place, one at a time, each to one of
    `cards` as the controller chooses (a `choose_card` decision, ids `b:<oid>`); `share`
    holds what each has so far and grows.  With one card there is nothing to choose and
    nobody is asked.  The gains themselves come after, one per card (7.3.12)."""
    placed = sum(share.values())
    if len(cards) == 1:
        share[cards[0].oid] = share.get(cards[0].oid, 0) + n - placed
        return
    for k in range(placed, n):
        opts = [Option(f"b:{c.oid}", f"{g.describe(c)} ({share.get(c.oid, 0)} so far)",
                       (c.oid,)) for c in cards]
        ans = yield from g.ask(ctx.controller, DecisionKind.CHOOSE_CARD,
                               f"Boost {k + 1} of {n}: which Character gains it?", opts,
                               source=ctx.source)
        oid = int(ans.split(":")[1])
        share[oid] = share.get(oid, 0) + 1


@attrs.frozen
class DistributeBoostsInReserve(Step):
    """"Distribute 3 boosts among any Characters in Reserve": no target is named, so this
    is not `DistributeBoosts` — the Characters are chosen, not targeted (Tough does not
    protect them, 7.4.7.c), of any Reserve (no owner is named, 7.5.4), and a Character
    need not get any: the player hands out the boosts one at a time, the same one as often
    as they like; then each gains its share at once (7.3.12). With no Character in a
    Reserve nothing happens (1.4.1.c)."""

    n: int = 3
    filter: Filter = Filter(zones=(ZONE.RESERVE,))

    def run(self, g: GameState, ctx: Ctx) -> Run:
        cards = [c for c in g.objects_in(self.filter.zones) if self.filter.matches(g, c, ctx)]
        if not cards:
            g.note("there is no Character in Reserve", "1.4.1.c", ctx=ctx)
            return
        share: dict[int, int] = {}
        yield from hand_out_boosts(g, ctx, cards, share, self.n)
        for c in cards:
            if share.get(c.oid):
                g.gain_counters(c, "boost", share[c.oid], "7.3.12", ctx=ctx)

    def text(self) -> str:
        return f"distribute {self.n} boosts among any Characters in Reserve"


@attrs.frozen
class GainBoostsUpTo(Step):
    """"[Object] gains N boosts, up to a max of M": it gains boosts (7.3.12) only until it
    has M; one that already has M or more gains none. The boosts it already has count,
    wherever it is (a card in Reserve may hold boosts, 2.5.a)."""

    who: Selector
    n: int
    cap: int

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, f"gain {plural(self.n, 'boost')}")):
            have = c.counters.get("boost", 0)
            cap = support_cap(g, ctx, c, self.cap)
            gain = self.n if cap is None else max(0, min(self.n, cap - have))
            if gain:
                g.gain_counters(c, "boost", gain, "7.3.12", ctx=ctx)
            if gain < self.n:
                g.note(f"{c.name} has {have} boost{'s' * (have != 1)}: it gains "
                       f"{gain if gain else 'none'}, up to a max of {cap}", "7.3.12", ctx)
            elif cap != self.cap and have + gain > self.cap:
                g.note(f"{c.name} goes beyond its maximum of {self.cap}", "7.3.12", ctx)

    def text(self) -> str:
        return (subject_text(self.who, "gains", "gain") + f" {plural(self.n, 'boost')}, "
                f"up to a max of {self.cap}")


@attrs.frozen
class GainBoostsPer(Step):
    """"[Object] gains 1 boost (or 1 [name] counter) per [count]": the count is taken once as the step resolves
    (as "for each", 6.5.i) and the boosts are gained at once, one gain (7.3.12); a count of
    0 gains nothing."""

    who: Selector
    count: Count
    name: str = "boost"  # or another counter: "1 Food counter per …" (2.5.f)

    def run(self, g: GameState, ctx: Ctx) -> Run:
        n = self.count.value(g, ctx)
        g.note(msg("counts {n} ({what})", n=n, what=self.count.text()), "6.5.i", ctx=ctx)
        for c in (yield from self.who.pick(g, ctx, f"gain {self._one()}s")):
            g.gain_counters(c, self.name, n, "7.3.12", ctx=ctx)

    def _one(self) -> str:
        return counter_label(self.name)

    def text(self) -> str:
        return subject_text(self.who, "gains", "gain") + f" 1 {self._one()} per {self.count.text()}"


@attrs.frozen
class ForEachOfMyBoosts(Step):
    """"When I leave the Expedition zone, for each of my boosts — X": X is done once per
    boost I had as I left (the object as it last was, 2.1.h), each time with its own
    choices (6.5.i). Printed as X alone: the count is part of the trigger's words."""

    steps: tuple[Step, ...]

    def run(self, g: GameState, ctx: Ctx) -> Run:
        me = ctx.source
        n = (me.last or {}).get("boosts", 0) if me is not None else 0
        g.note(f"had {n} boost{'s' if n != 1 else ''} as it left", "2.1.h", ctx=ctx)
        for _ in range(n):
            for s in self.steps:
                yield from g.run_step(s, ctx)

    def text(self) -> str:
        return effect_text(self.steps).rstrip(".")


@attrs.frozen
class BoostOrLose(Step):
    """"Have target Character gain N boosts or lose [status]": the target is chosen
    (6.5.b), then the effect's controller chooses which of the two happens to it (as a
    mode chosen on resolution, 6.5.g); losing a status it does not have does nothing."""

    who: Selector
    n: int
    status: Status

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, "gain boosts or lose a status")):
            lose = f"lose {self.status.value.capitalize()}"
            opts = [Option("boost", f"{c.name}: gain {self.n} boost{'s' * (self.n != 1)}"),
                    Option("lose", f"{c.name}: {lose}")]
            ans = yield from g.ask(ctx.controller, DecisionKind.MODE, "Choose what happens", opts,
                                   source=ctx.source)
            if ans == "boost":
                g.gain_counters(c, "boost", self.n, "7.3.12", ctx=ctx)
            elif not g.lose_status(c, self.status, "7.3.15", ctx=ctx):
                g.note(f"{c.name} is not {self.status.value.capitalize()}", "2.4.1.h", ctx=ctx)

    def text(self) -> str:
        return (f"have {self.who.text()} gain {self.n} boost{'s' * (self.n != 1)} or lose "
                f"{self.status.value.capitalize()}")


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
        g.table_changed()
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
        g.table_changed()
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
class WeBothGainBoosts(Step):
    """"We both gain N boosts": I (the source) and "it" (the object chosen before) each
    gain them (7.3.12), me first."""

    n: int = 1

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for sel in (Me(), It()):
            yield from GainBoosts(sel, self.n).run(g, ctx)

    def text(self) -> str:
        return f"We both gain {plural(self.n, 'boost')}"


@attrs.frozen
class RemoveAllBoostsThen(Step):
    """"Remove all boosts from Characters in play and in Reserve. Then, depending on the
    number of boosts removed this way: • 1-4: … • 5-8: … • 9+: …": every Character in play
    and in every Reserve loses its boosts (2.5); then each bullet whose range holds the
    number removed is done, in the printed order (ranges written "N+" may overlap)."""

    outcomes: tuple[Outcome, ...] = ()

    def run(self, g: GameState, ctx: Ctx) -> Run:
        removed = 0
        for c in [*g.expedition_zone, *(c for p in g.players for c in p.reserve)]:
            n = c.counters.get("boost", 0) if c.cdef.is_character else 0
            if n:
                del c.counters["boost"]
                g.table_changed()
                removed += n
                g.entry(f"{c.name} loses {plural(n, 'boost')}", "2.5", ctx.controller, (c.oid,))
        g.note(f"{plural(removed, 'boost')} removed in all", "2.5", ctx=ctx)
        for o in self.outcomes:
            if o.lo <= removed <= o.hi:
                for s in o.steps:
                    yield from g.run_step(s, ctx)

    def text(self) -> str:
        def span(o: Outcome) -> str:  # "N+" is written with an open end (99)
            return f"{o.lo}+" if o.hi >= 99 else f"{o.lo}" if o.lo == o.hi else f"{o.lo}-{o.hi}"

        bullets = "".join(f"\n • {span(o)}: {upper_first(then_text(o.steps))}."
                          for o in self.outcomes)
        return ("Remove all boosts from Characters in play and in Reserve. Then, depending on "
                f"the number of boosts removed this way:{bullets}")


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
        g.table_changed()
        g.note(f"places a {terrain_name(self.terrain)} Terrain Marker on the {region.name}: "
               f"it is {terrain_name(self.terrain)} and no other terrain while the Marker "
               "stays", "7.1.2.a", ctx=ctx)
        ctx.did = True

    def text(self) -> str:
        return f"Place a {terrain_name(self.terrain)} Terrain Marker on target visible region"


@attrs.frozen
class GainBoostsForEach(GainBoostsPer):
    """"I gain 1 boost for each [count]": one gain of that many boosts (7.3.12), the
    count taken once (6.5.i) — "per" and "for each" are the same word here."""

    def text(self) -> str:
        return super().text().replace(" per ", " for each ", 1)


@attrs.frozen
class DoubleBoostsOn(Step):
    """"Double the number of boosts on each [object]": each one gains as many boosts as it
    has (7.3.6); one without boosts has none to double."""

    who: Selector

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, "double its boosts")):
            n = c.counters.get("boost", 0)
            if n:
                g.gain_counters(c, "boost", n, "7.3.6", ctx=ctx)

    def text(self) -> str:
        return f"Double the number of boosts on {self.who.text()}"


@attrs.frozen
class DistributeBoosts(Step):
    """"Distribute N boosts among any target [objects]" (every printing: "… Characters in
    play", "… in play or in Reserve"): one to N targets are chosen (`AmongTargets`: the
    step is mandatory, 1.2.6.d, and each target is chosen once, 6.5.b), each gets one
    boost, and the controller places the rest one at a time (`hand_out_boosts`: not asked
    with a single target); then each target gains its share in one gain (7.3.12)."""

    n: int
    who: AmongTargets  # count == n

    def run(self, g: GameState, ctx: Ctx) -> Run:
        chosen = list((yield from self.who.pick(g, ctx, "gain boosts")))
        if not chosen:
            return
        share = {c.oid: 1 for c in chosen}
        yield from hand_out_boosts(g, ctx, chosen, share, self.n)
        for c in chosen:
            g.gain_counters(c, "boost", share[c.oid], "7.3.12", ctx=ctx)
        ctx.did = True

    def text(self) -> str:
        return f"Distribute {self.n} boosts among {self.who.text()}"


@attrs.frozen
class LoseAllBoosts(Step):
    """"[Objects] lose all [their] boosts": every boost counter is removed; the object is no
    longer Boosted (2.4.4.b).  A card in Reserve may hold boosts too (2.5.a)."""

    who: Selector

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, "lose all its boosts")):
            n = c.counters.pop("boost", 0)
            g.table_changed()
            if n:
                g.entry(f"{c.name} loses its {n} boost{'s' if n > 1 else ''}", "2.4.4.b",
                        ctx.controller, (c.oid,))
            else:
                g.note(f"{c.name} has no boost to lose", "2.4.4.b", ctx=ctx)

    def text(self) -> str:
        whose = "their" if self.who.plural else "its"
        return f"{subject_text(self.who, 'loses', 'lose')} all {whose} boosts"


@attrs.frozen
class BoostPerOthersThenSend(Step):
    """"I gain 1 boost per other Character in my Expedition, then send them all to
    Reserve": counted once (6.5.i), one gain (7.3.12), then those very Characters go to
    their owners' Reserves (7.3.26) — the ones counted, as they still are."""

    #: printed "per Character other than me in my Expedition, then send them to Reserve"
    other_than_me: bool = attrs.field(default=False, eq=False)

    def run(self, g: GameState, ctx: Ctx) -> Run:
        me = ctx.source
        if me is None or not g.alive(me, ctx.source_oid) or me.zone is not ZONE.EXPEDITION:
            return
        others = [c for e in g.expeditions_of(me) for c in g.in_expedition(me.controller, e)
                  if c is not me and c.cdef.is_character]
        g.note(msg("counts {n} other Characters in its Expedition", n=len(others)), "6.5.i",
               ctx=ctx)
        g.gain_counters(me, "boost", len(others), "7.3.12", ctx=ctx)
        for c in others:
            if g.alive(c) and c.zone is ZONE.EXPEDITION:
                yield from g.move(c, ZONE.RESERVE, rule="7.3.26", ctx=ctx)

    def text(self) -> str:
        if self.other_than_me:
            return ("I gain 1 boost per Character other than me in my Expedition, then send "
                    "them to Reserve")
        return ("I gain 1 boost per other Character in my Expedition, then send them all to "
                "Reserve")


@attrs.frozen
class LoseBoosts(Step):
    """"I lose N boosts": that many boost counters removed, as many as there are (1.4.1.c)."""

    who: Selector
    n: int = 1

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, f"lose {self.n} boosts")):
            have = c.counters.get("boost", 0)
            k = min(have, self.n)
            if not k:
                g.note(f"{c.name} has no boost to lose", "1.4.1.c", ctx=ctx)
                continue
            if have == k:
                del c.counters["boost"]
            else:
                c.counters["boost"] = have - k
            g.table_changed()
            g.entry(f"{c.name} loses {k} boost{'s' if k > 1 else ''}", "2.4.4.b",
                    ctx.controller, (c.oid,))

    def text(self) -> str:
        noun = "boost" if self.n == 1 else "boosts"
        return f"{subject_text(self.who, 'loses', 'lose')} {self.n} {noun}"


@attrs.frozen
class BoostsPerLandmark(Step):
    """"I gain 1 boost per card in your Landmarks[, up to a max of N boosts on me]": counted
    once (6.5.i), one gain (7.3.12); the cap counts the boosts I already have."""

    cap: int | None = None

    def run(self, g: GameState, ctx: Ctx) -> Run:
        me = ctx.source
        if me is None or not g.alive(me, ctx.source_oid):
            return
        n = len(g.players[ctx.controller].landmarks)
        g.note(msg("counts {n} cards in your Landmarks", n=n), "6.5.i", ctx=ctx)
        if self.cap is not None:
            n = max(0, min(n, self.cap - me.counters.get("boost", 0)))
        g.gain_counters(me, "boost", n, "7.3.12", ctx=ctx)
        yield from ()

    def text(self) -> str:
        cap = f", up to a max of {self.cap} boosts on me" if self.cap is not None else ""
        return f"I gain 1 boost per card in your Landmarks{cap}"


@attrs.frozen
class GainItsSubtypesAndBoosts(Step):
    """"I gain its subtypes and X boosts, where X equals its highest statistic": "it" is the
    Character targeted before (6.3.h); its sub-types as they are now (2.2.2.p) are granted
    to me while I stay in the Expedition zone, and X is its highest statistic, boosts
    included (2.5.1.b), taken as the step resolves."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        me, it = ctx.source, ctx.it
        if it is None or not g.alive(it, ctx.it_oid):
            g.note("no Character to copy", "6.5.h", ctx=ctx)
            return
        if me is None or not g.alive(me, ctx.source_oid) or me.zone is not ZONE.EXPEDITION:
            return
        subs = tuple(sorted(g.subtypes(it) - g.subtypes(me)))
        if subs:
            from engine.effects.passives.char_changes import HasSubtypes

            g.grant(me, HasSubtypes(subs))
            g.entry(f"{me.name} gains the sub-types {', '.join(s.capitalize() for s in subs)}",
                    "2.2.2.p", ctx.controller, (me.oid,))
        st = g.stats(it)
        g.gain_counters(me, "boost", max(st.forest, st.mountain, st.water), "7.3.12", ctx=ctx)
        yield from ()

    #: printed "its subtype" (wording only)
    singular: bool = attrs.field(default=False, eq=False)

    def text(self) -> str:
        return (f"I gain its subtype{'' if self.singular else 's'} and X boosts, where X "
                "equals its highest statistic")


@attrs.frozen
class Augment(Step):
    """Augment: the object gains one more of a single kind of counter it already has (7.3.3);
    with several kinds its controller picks one; with none nothing happens."""

    who: Selector

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, "augment")):
            kinds = sorted(k for k, v in c.counters.items() if v > 0)
            if not kinds:
                g.note(f"{c.name} has no counter to augment", "7.3.3", ctx=ctx)
                continue
            kind = kinds[0]
            if len(kinds) > 1:
                opts = [Option(f"k:{k}", counter_label(k)) for k in kinds]
                ans = yield from g.ask(ctx.controller, DecisionKind.CHOOSE_COUNTER,
                                       f"Choose the counter of {c.name} to augment", opts,
                                       source=ctx.source)
                kind = ans.split(":", 1)[1]
            g.gain_counters(c, kind, 1, "7.3.3", ctx=ctx)

    def text(self) -> str:
        words = self.who.text()
        if words.rstrip().endswith("target"):  # a filter of any type: "target card"
            words = words.rstrip() + " card in play or in Reserve"
        return f"Augment {words}"


@attrs.frozen
class Double(Step):
    """Double the [name] counters: gain as many as it has; doubling zero is impossible (7.3.6)."""

    who: Selector
    name: str = "boost"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, f"double its {self.name}s")):
            n = c.counters.get(self.name, 0)
            if n == 0:
                g.note(f"{c.name} has no {counter_label(self.name)} to double", "7.3.6", ctx=ctx)
                continue
            g.gain_counters(c, self.name, n, "7.3.6", ctx=ctx)

    def text(self) -> str:
        noun = "boosts" if self.name == BOOST else f"{self.name.capitalize()} counters"
        return f"Double the {noun} of {self.who.text()}"


@attrs.frozen
class ExchangeBoosts(Step):
    """"Exchange the boosts of [two Characters]", and "Target two [Boosted] Characters in
    play or in Reserve and exchange their boosts" (`target_first`, wording only): each
    ends with the number the other had, as one action — the one with more loses the
    difference and the other gains it (7.3.8.a; losing is not spending, 7.3.27, so
    nothing "when you spend" hears it); equal numbers change nothing (7.3.8.b).  A card in
    Reserve may hold boosts (2.5.a).  With fewer than two chosen, no exchange (1.4.1.c)."""

    who: Target  # two Characters: count 2
    target_first: bool = attrs.field(default=False, eq=False)

    def run(self, g: GameState, ctx: Ctx) -> Run:
        pair = yield from self.who.pick(g, ctx, "exchange their boosts")
        if len(pair) != 2:
            g.note("two Characters are needed to exchange boosts", "1.4.1.c", ctx=ctx)
            return
        a, b = pair
        na, nb = a.boosts, b.boosts
        if na == nb:
            g.note(f"{a.name} and {b.name} have as many boosts: nothing happens", "7.3.8.b",
                   ctx=ctx)
            return
        more, fewer = (a, b) if na > nb else (b, a)
        diff = abs(na - nb)
        more.counters["boost"] -= diff
        if not more.counters["boost"]:
            del more.counters["boost"]
        g.table_changed()
        g.entry(f"{more.name} loses {plural(diff, 'boost')} in the exchange", "7.3.8.a",
                ctx.controller, (more.oid,))
        g.gain_counters(fewer, "boost", diff, "7.3.8.a", ctx=ctx)

    def text(self) -> str:
        if self.target_first:
            return f"Target two {self.who.filter.noun(plural=True)} and exchange their boosts"
        return f"Exchange the boosts of {self.who.text()}"


@attrs.frozen
class RemoveUpToCounters(Step):
    """"Remove up to 2 counters from target card in play or in Reserve": counters of any
    names (2.5.g), chosen one at a time; the player may stop earlier ("up to"). Without
    "up to" ("Remove 3 counters …"), as many as it has, up to N."""

    n: int = 2
    up_to: bool = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        sel = Target(Filter(types=(), zones=IN_PLAY_OR_RESERVE))
        for c in (yield from sel.pick(g, ctx, "remove counters")):
            for _ in range(self.n):
                kinds = [k for k, v in sorted(c.counters.items()) if v > 0]
                if not kinds:
                    break
                opts = [Option(f"c:{k}", counter_label(k))
                        for k in kinds]
                if self.up_to:
                    opts.append(Option("stop", "Remove no more"))
                ans = yield from g.ask(ctx.controller, DecisionKind.CHOOSE_COUNTER,
                                       f"Remove a counter from {c.name}",
                                       opts, source=ctx.source)
                if ans == "stop":
                    break
                g.remove_counters(c, ans.split(":", 1)[1], 1, ctx=ctx)
                ctx.did = True

    def text(self) -> str:
        up = "up to " if self.up_to else ""
        return f"Remove {up}{self.n} counters from target card in play or in Reserve"


@attrs.frozen
class GainXBoosts(Step):
    """"Target Character gains X+2 boosts, where X is my number of Arcane counters": the
    count taken as the step resolves (6.5.i)."""

    who: Selector
    x: MyCountersX

    def run(self, g: GameState, ctx: Ctx) -> Run:
        n = self.x.value(g, ctx)
        g.note(f"X+{self.x.plus} is {n}", "6.5.i", ctx=ctx)
        yield from GainBoosts(self.who, n).run(g, ctx)

    def text(self) -> str:
        return (subject_text(self.who, "gains", "gain") + f" X+{self.x.plus} boosts, where X "
                f"is my number of {self.x.name.capitalize()} counters")


@attrs.frozen
class GainCountersUpTo(Step):
    """"I gain 1 Arcane counter, up to a max of 3": as for boosts (Bise's "up to a max"), a
    counter of that name (2.5.f) only until it has M; a card in Reserve may hold counters
    (2.5.a)."""

    who: Selector
    name: str
    n: int
    cap: int

    def run(self, g: GameState, ctx: Ctx) -> Run:
        label = f"{self.name.capitalize()} counter"
        for c in (yield from self.who.pick(g, ctx, f"gain {label}s")):
            have = c.counters.get(self.name, 0)
            gain = max(0, min(self.n, self.cap - have))
            if gain:
                g.gain_counters(c, self.name, gain, "2.5.f", ctx=ctx)
            if gain < self.n:
                g.note(f"{c.name} has {have} {label}{'s' * (have != 1)}: it gains "
                       f"{gain if gain else 'none'}, up to a max of {self.cap}", "2.5.f", ctx)

    def text(self) -> str:
        what = f"{self.n} {self.name.capitalize()} counter{'s' * (self.n != 1)}"
        return subject_text(self.who, "gains", "gain") + f" {what}, up to a max of {self.cap}"
