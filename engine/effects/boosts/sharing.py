"""Boosts handed out among several objects, paid for with cards, or exchanged between two
(7.3.12, 7.3.8.a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Step
from engine.decisions import DecisionKind, Option
from engine.effects.filters import Filter, your_permanents
from engine.effects.selectors.many_targets import AmongTargets
from engine.effects.selectors.targets import Target
from engine.effects.steps.common import plural
from engine.model import ZONE

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.effects.steps.common import Run
    from engine.model import Card
    from engine.state import GameState


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
        g.marks_changed()
        g.entry(f"{more.name} loses {plural(diff, 'boost')} in the exchange", "7.3.8.a",
                ctx.controller, (more.oid,))
        g.gain_counters(fewer, "boost", diff, "7.3.8.a", ctx=ctx)

    def text(self) -> str:
        if self.target_first:
            return f"Target two {self.who.filter.noun(plural=True)} and exchange their boosts"
        return f"Exchange the boosts of {self.who.text()}"
