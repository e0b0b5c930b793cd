"""Boosts and counters lost or removed (2.4.4.b, 2.5)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Step
from engine.decisions import DecisionKind, Option
from engine.effects.filters import IN_PLAY_OR_RESERVE, Filter
from engine.effects.selectors.targets import Target
from engine.effects.steps.common import plural, subject_text, then_text
from engine.model import counter_label
from engine.sentences import upper_first

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.effects.dice import Outcome
    from engine.effects.selectors.base import Selector
    from engine.effects.steps.common import Run
    from engine.state import GameState


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
                g.marks_changed()
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
class LoseAllBoosts(Step):
    """"[Objects] lose all [their] boosts": every boost counter is removed; the object is no
    longer Boosted (2.4.4.b).  A card in Reserve may hold boosts too (2.5.a)."""

    who: Selector

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, "lose all its boosts")):
            n = c.counters.pop("boost", 0)
            g.marks_changed()
            if n:
                g.entry(f"{c.name} loses its {n} boost{'s' if n > 1 else ''}", "2.4.4.b",
                        ctx.controller, (c.oid,))
            else:
                g.note(f"{c.name} has no boost to lose", "2.4.4.b", ctx=ctx)

    def text(self) -> str:
        whose = "their" if self.who.plural else "its"
        return f"{subject_text(self.who, 'loses', 'lose')} all {whose} boosts"


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
            g.marks_changed()
            g.entry(f"{c.name} loses {k} boost{'s' if k > 1 else ''}", "2.4.4.b",
                    ctx.controller, (c.oid,))

    def text(self) -> str:
        noun = "boost" if self.n == 1 else "boosts"
        return f"{subject_text(self.who, 'loses', 'lose')} {self.n} {noun}"


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
