"""One boost (or counter) per something counted: the count is taken once, as the step
resolves (6.5.i), and the boosts are gained in one gain (7.3.12)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Step
from engine.effects.filters import exhausted_yours
from engine.effects.steps.common import subject_text
from engine.effects.steps.gains import GainBoosts
from engine.messages import msg
from engine.model import ZONE, counter_label
from engine.sentences import effect_text

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.effects.counts import Count, MyCountersX
    from engine.effects.selectors.base import Selector
    from engine.effects.steps.common import Run
    from engine.state import GameState


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
class GainBoostsForEach(GainBoostsPer):
    """"I gain 1 boost for each [count]": one gain of that many boosts (7.3.12), the
    count taken once (6.5.i) — "per" and "for each" are the same word here."""

    def text(self) -> str:
        return super().text().replace(" per ", " for each ", 1)


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
