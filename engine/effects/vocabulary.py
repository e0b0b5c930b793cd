"""More words of the effects language: the keyword actions of 7.3 and descriptors of 7.5
that the first vocabulary lacked, plus "each player may" and "for each" counts.

Each word is a small frozen value that runs through the state's primitives and renders
its own text, like the words of `steps.py`.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

import attrs

from engine.decisions import Option
from engine.effects.conditions import Condition
from engine.effects.filters import Filter
from engine.effects.selectors import Chosen, It, Me, Selector, Target
from engine.effects.steps import (
    Run,
    Step,
    Who,
    choose_from_hand,
    effect_text,
    lower_first,
    subject_text,
)
from engine.effects.triggers import Trigger
from engine.events import Event
from engine.model import (
    BOOST,
    EXPEDITIONS,
    STATUS,
    ZONE,
    Card,
    Status,
    Terrain,
    Zone,
    counter_label,
)

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.state import GameState



# ------------------------------------------------------------------------- players
@attrs.frozen
class EachPlayerMay(Step):
    """"Each player may [step]": one step whose choices are made in initiative order, each
    later player seeing the earlier public choices (1.4.5, 6.1.h); then all who said yes do
    it at the same time — so nobody sees a card moved by another's choice before choosing."""

    step: Step

    def run(self, g: GameState, ctx: Ctx) -> Run:
        info: list[str] = []
        doers = []
        for p in g.initiative_order():
            ok = yield from g.ask_yes_no(p, f"You may: {self.step.text()}. Do it?", ctx.source,
                                         info)
            info.append(f"{g.players[p].name} chose {'to' if ok else 'not to'}: "
                        f"{lower_first(self.step.text())}")
            if ok:
                doers.append(p)
            else:
                g.entry(f"chooses not to {lower_first(self.step.text())}", "6.1.h", p)
        for p in doers:
            yield from self.step.run(g, attrs.evolve(ctx, controller=p))

    def text(self) -> str:
        return f"Each player may {lower_first(self.step.text())}"


@attrs.frozen
class ForPlayer(Step):
    """"[Target opponent] [does steps]": the steps are done by that player as "you"."""

    who: Who
    steps: tuple[Step, ...]

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for p in self.who.players(g, ctx):
            sub = attrs.evolve(ctx, controller=p)
            for s in self.steps:
                yield from g.run_step(s, sub)

    def text(self) -> str:
        head = self.who.noun().capitalize()
        body = lower_first(effect_text(self.steps)).rstrip(".")
        if body.startswith("you "):  # "Target opponent may ...", not "... you may ..."
            body = body[4:]
        return head + " " + body


@attrs.frozen
class MayDo(Step):
    """"You may [step]. If you do, ..." — "did" only if the step actually changed something,
    so an impossible step cannot be "done" to get the rest (FAQ pattern)."""

    step: Step

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False
        ok = yield from g.ask_yes_no(ctx.controller, f"You may: {self.step.text()}. Do it?",
                                     source=ctx.source)
        if not ok:
            g.note(f"chose not to: {self.step.text()}", "6.5.c", ctx=ctx)
            return
        before = len(g._events)
        yield from self.step.run(g, ctx)
        ctx.did = len(g._events) > before

    def text(self) -> str:
        return "You may " + lower_first(self.step.text())


@attrs.frozen
class MayAll(Step):
    """"You may [X] and [Y]": one choice for both; each part is tried even if another part
    turns out to be impossible (6.5.h)."""

    steps: tuple[Step, ...]

    def run(self, g: GameState, ctx: Ctx) -> Run:
        text = " and ".join(lower_first(s.text()) for s in self.steps)
        ok = yield from g.ask_yes_no(ctx.controller, f"You may {text}. Do it?",
                                     source=ctx.source)
        if not ok:
            g.note(f"chose not to {text}", "6.5.c", ctx=ctx)
            return
        for s in self.steps:
            yield from s.run(g, ctx)

    def text(self) -> str:
        return "You may " + " and ".join(lower_first(s.text()) for s in self.steps)


# ------------------------------------------------------------------------- counts
@attrs.frozen
class CountOf:
    """"the number of [objects] you control": a count, taken when asked."""

    filter: Filter

    def value(self, g: GameState, ctx: Ctx) -> int:
        return self.filter.count_controlled(g, ctx)

    def text(self) -> str:
        return f"{self.filter.noun()} you control"


@attrs.frozen
class ForEach(Step):
    """"[Step] for each [count]": the count is taken once, as the step starts resolving, and
    does not change while the repetitions happen (6.5.i; FAQ: counted once on resolution)."""

    step: Step
    count: CountOf

    def run(self, g: GameState, ctx: Ctx) -> Run:
        n = self.count.value(g, ctx)
        g.note(f"counts {n} ({self.count.text()})", "6.5.i", ctx=ctx)
        for _ in range(n):
            yield from g.run_step(self.step, ctx)

    def text(self) -> str:
        return f"{self.step.text()} for each {self.count.text()}"


# ------------------------------------------------------------------------- counters (7.3.3, 7.3.6, 7.3.8)
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
                ans = yield from g.ask(ctx.controller, "choose_counter",
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
    """Exchange the boosts of two Characters: each gains or loses the difference at once
    (7.3.8); equal numbers change nothing."""

    who: Selector  # picks exactly two Characters

    def run(self, g: GameState, ctx: Ctx) -> Run:
        pair = yield from self.who.pick(g, ctx, "exchange boosts")
        if len(pair) != 2:
            g.note("two Characters are needed to exchange boosts", "7.3.8", ctx=ctx)
            return
        a, b = pair
        na, nb = a.boosts, b.boosts
        if na == nb:
            g.note(f"{a.name} and {b.name} have as many boosts: nothing happens", "7.3.8",
                   ctx=ctx)
            return
        hi, lo = (a, b) if na > nb else (b, a)
        diff = abs(na - nb)
        g.spend_counters(hi, "boost", diff, ctx=ctx)
        g.gain_counters(lo, "boost", diff, "7.3.8", ctx=ctx)

    def text(self) -> str:
        return f"Exchange the boosts of {self.who.text()}"


# ------------------------------------------------------------------------- moving (7.3.9, 7.3.28)
@attrs.frozen
class Exchange(Step):
    """Exchange two objects or cards: each moves to the other's zone (and Expedition), at
    once; if either cannot be determined, nothing happens (7.3.9)."""

    first: Selector
    second: Selector

    def run(self, g: GameState, ctx: Ctx) -> Run:
        a = yield from self.first.pick(g, ctx, "exchange")
        b = yield from self.second.pick(g, ctx, "exchange") if a else []
        if not a or not b:
            g.note("one of the two cannot be determined, so nothing is exchanged", "7.3.9",
                   ctx=ctx)
            return
        x, y = a[0], b[0]
        to_x = (x.zone, x.expedition, g.controller_of(x))
        to_y = (y.zone, y.expedition, g.controller_of(y))
        yield from g.move(x, to_y[0], exp=to_y[1], controller=to_y[2], rule="7.3.9", ctx=ctx)
        yield from g.move(y, to_x[0], exp=to_x[1], controller=to_x[2], rule="7.3.9", ctx=ctx)
        ctx.did = True

    def text(self) -> str:
        return f"Exchange {self.first.text()} with {self.second.text()}"


def exchange_reserve_with_hand() -> Exchange:
    """"Exchange target card in your Reserve with a card from your Hand"."""
    return Exchange(Target(Filter(types=(), owner="you", zones=(ZONE.RESERVE,))),
                    Chosen(Filter(types=(), owner="you", zones=(ZONE.HAND,))))


@attrs.frozen
class SwitchExpeditions(Step):
    """Send an object to its controller's other Expedition (7.3.28).  It stays the same
    object: it leaves one Expedition and joins the other but not the zone (7.5.8.c)."""

    who: Selector

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, "switch Expeditions")):
            if c.zone is not ZONE.EXPEDITION or c.expedition is None:
                continue
            old = c.expedition
            new = "companion" if old == "hero" else "hero"
            giant = g.has_keyword(c, "gigantic")
            c.expedition = new
            g.entry(f"{c.name} switches from the {old} to the {new} Expedition", "7.3.28",
                    ctx.controller, (c.oid,))
            g._events.append(Event("move", c, ctx.controller, ZONE.EXPEDITION, ZONE.EXPEDITION,
                                   old, new, c.oid, c.controller, frozenset(c.statuses),
                                   ("switch", giant)))

    def text(self) -> str:
        return subject_text(self.who, "switches", "switch") + " Expeditions"


@attrs.frozen
class PutInPlay(Step):
    """"Put [a card] in your [hero|companion] Expedition": it joins without being played,
    so its [J] Reaction activates but not [H] or [R] (6.3.d)."""

    who: Selector
    expedition: str = "hero"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, "put in play")):
            yield from g.move(c, ZONE.EXPEDITION, exp=self.expedition, controller=ctx.controller,
                              rule="7.3.21", ctx=ctx)

    def text(self) -> str:
        return f"Put {self.who.text()} in your {self.expedition.capitalize()} Expedition"


@attrs.frozen
class PlayMeForFree(Step):
    """"You may play me for free" (7.3.20): play the card bearing the ability, skipping its
    costs; the effect can follow the card through Limbo into play (2.1.g)."""

    optional: bool = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.play import Intent, free_play_forbidden, play_card

        card = ctx.source
        if card is None or not g.alive(card, ctx.source_oid):
            return
        if card.zone not in (ZONE.HAND, ZONE.RESERVE):
            return
        why = free_play_forbidden(g, ctx.controller, card)
        if why:  # for free skips the costs, not the card's own "can't" (1.4.1)
            g.note(f"{card.name} can't be played for free: {why}", "1.4.1", ctx=ctx)
            return
        if self.optional:
            ok = yield from g.ask_yes_no(ctx.controller, f"Play {card.name} for free?",
                                         source=card)
            if not ok:
                return
        exp = None
        if card.cdef.is_character or card.cdef.zone_type == "expedition":
            exp = yield from g.choose_expedition(ctx.controller, card.name, EXPEDITIONS, ctx)
        done = yield from play_card(g, ctx.controller, Intent(card, card.zone, exp, free=True))
        if done and g.alive(card):
            ctx.source_oid = card.oid  # the same effect moved it: it may still say "I" (2.1.g)
            ctx.did = True

    def text(self) -> str:
        return ("You may play me for free" if self.optional else "Play me for free")


@attrs.frozen
class Ready(Step):
    """Ready: the object loses exhausted; one that is not exhausted cannot be readied (7.3.18)."""

    who: Selector

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, "ready")):
            g.lose_status(c, STATUS.EXHAUSTED, "7.3.18", ctx=ctx)

    def text(self) -> str:
        return f"Ready {self.who.text()}"


# ------------------------------------------------------------------------- selectors
@attrs.frozen
class Us:
    """"We both": the bearer of the ability and the object chosen earlier ("it")."""

    def pick(self, g: GameState, ctx: Ctx, verb: str) -> Generator[Any, Any, list[Card]]:
        out = yield from Me().pick(g, ctx, verb)
        out += [c for c in (yield from It().pick(g, ctx, verb)) if c not in out]
        return out

    def text(self, subject: bool = False) -> str:
        return "we both" if subject else "us both"

    @property
    def plural(self) -> bool:
        return True


# ------------------------------------------------------------------------- conditions
@attrs.frozen
class IWas(Condition):
    """A past-tense trigger condition, "if I was (not) [status]", read from before the event
    (6.3.k)."""

    status: Status
    negate: bool = False

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        ev = ctx.event
        had = ev is not None and self.status in ev.was
        return had != self.negate

    def text(self) -> str:
        return f"I was {'not ' if self.negate else ''}{self.status.value.capitalize()}"


@attrs.frozen
class ChosenIs(Condition):
    """"If it's a [type]": checks the card chosen by the previous step wherever it is
    (2.2.1.i)."""

    type: str

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return any(c.cdef.counts_as(self.type) for c in ctx.chosen)

    def text(self) -> str:
        return f"it's a {self.type.capitalize()}"


def standing(g: GameState, player: int, exp: str) -> str:
    """ahead / behind / tied, by distance from the starting region (7.5.2); a passive may
    have the Expedition considered behind (lyra_regions_words)."""
    from engine.effects.lyra_regions_words import considered

    if considered(g, player, exp, "behind"):
        return "behind"
    if g.tiebreak:
        return "tied"  # 7.5.2.d
    mine = g.players[player].distance(exp)
    theirs = g.players[1 - player].distance(exp)
    return "ahead" if mine > theirs else "behind" if mine < theirs else "tied"


@attrs.frozen
class MyExpeditionIs(Condition):
    """"If my Expedition is ahead / behind / tied": a Gigantic object's Expeditions must
    all be (7.4.4.j)."""

    state: str  # ahead | behind | tied

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        exps = g.expeditions_of(src) if src is not None else []
        ctrl = src.controller if src is not None else ctx.controller
        return bool(exps) and all(standing(g, ctrl, e) == self.state for e in exps)

    def text(self) -> str:
        return f"my Expedition is {self.state}"


# ------------------------------------------------------------------------- triggers
@attrs.frozen
class WhenIGoTo(Trigger):
    """"When I go to [zone] from [zone]" — a self-move Reaction (6.3.c-d)."""

    zone: Zone
    from_zone: Zone | None = None
    self_move = True

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return (ev.kind == "move" and ev.card is me and ev.dst is self.zone
                and (self.from_zone is None or ev.src is self.from_zone))

    def text(self) -> str:
        names = {ZONE.RESERVE: "Reserve", ZONE.HAND: "your Hand", ZONE.EXPEDITION:
                 "the Expedition zone", ZONE.DISCARD: "the Discard pile"}
        src = f" from {names[self.from_zone]}" if self.from_zone else " from anywhere"
        return f"When I go to {names[self.zone]}{src}"


@attrs.frozen
class WhenISacrificed(Trigger):
    """"When I am sacrificed" — works before the event, in play (6.3.e)."""

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return ev.kind == "move" and ev.card is me and ev.value == "sacrifice"

    def text(self) -> str:
        return "When I'm sacrificed"


@attrs.frozen
class WhenAnotherJoinsMyExpedition(Trigger):
    """"When another Character joins my Expedition" — binds it.  "My Expedition" is read
    before the event; with a Gigantic bearer it is one set of both Expeditions, so moving
    between them is not joining it (7.4.4.i, 7.5.8)."""

    def snapshot(self, g: GameState, me: Card) -> Any:
        """My Expeditions, and where each Character of my controller is, before the step."""
        members = {c.oid: frozenset(g.expeditions_of(c)) for c in g.expedition_zone
                   if c.controller == me.controller and c.cdef.is_character}
        return frozenset(g.expeditions_of(me)), members

    def implicit_joins(self, g: GameState, me: Card, snap: Any, events: list[Event]) -> list[Card]:
        """Characters that joined my Expedition without moving — by gaining Gigantic
        (7.4.4.n).  Compared before and after the whole step, so the re-evaluation of
        passives in between is not a join (2.3.1.l)."""
        if snap is None:
            return []
        mine, members = snap
        moved = {id(ev.card) for ev in events if ev.card is not None}
        out = []
        for c in g.expedition_zone:
            if c is me or id(c) in moved or c.oid not in members:
                continue
            if c.controller != me.controller:
                continue
            after = set(g.expeditions_of(c))
            if (after & mine) and not (members[c.oid] & mine):
                out.append(c)
        return out

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        card = ev.card
        if ev.kind not in ("move", "create") or ev.dst is not ZONE.EXPEDITION or card is None:
            return False
        if card is me or not card.cdef.is_character or card.controller != me.controller:
            return False
        snap = getattr(g, "snapshots", {}).get((me.oid, id(self)))
        mine = snap[0] if snap is not None else frozenset(g.expeditions_of(me))
        before: set[str] = set()
        if ev.src is ZONE.EXPEDITION and ev.old_controller == me.controller:
            if isinstance(ev.value, tuple) and ev.value[0] == "switch" and ev.value[1]:
                before = set(EXPEDITIONS)  # a Gigantic Character switching joins nothing (7.4.4.m)
            else:
                before = {ev.src_exp} if ev.src_exp else set()
        after = set(g.expeditions_of(card))
        return card if (after & mine) and not (before & mine) else False

    def text(self) -> str:
        return "When another Character joins my Expedition"


@attrs.frozen
class WhenIBecome(Trigger):
    """"When I become [status]": I did not have it before the event and have it after,
    also when I arrive somewhere with it (7.5.3)."""

    status: Status

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        if ev.card is not me:
            return False
        if ev.kind == "status":
            return ev.value == (self.status, True)
        if self.status is STATUS.FLEETING and ev.dst is ZONE.EXPEDITION:
            return False  # entering play Fleeting is a status event of its own (2.4.6.c)
        return ev.kind == "move" and self.status in me.statuses and self.status not in ev.was

    def text(self) -> str:
        return f"When I become {self.status.value.capitalize()}"


@attrs.frozen
class SacrificeThat(Step):
    """"Sacrifice it": its controller discards that object in play (7.3.25); still a
    sacrifice if the discard is modified (7.3.25.b)."""

    who: Selector

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, "sacrifice")):
            if c.zone not in (ZONE.EXPEDITION, ZONE.LANDMARK):
                continue
            yield from g.move(c, ZONE.DISCARD, rule="7.3.25", ctx=ctx, sacrifice=True)

    def text(self) -> str:
        return f"Sacrifice {self.who.text()}"


@attrs.frozen
class HandToReserveCost:
    """A cost "pay N and put a card from your Hand in Reserve": one step (6.1.d, 6.4.a);
    the card is chosen before anything is paid (6.1.g)."""

    mana: int = 0

    def payable(self, g: GameState, ctx: Ctx) -> bool:
        return g.ready_mana(ctx.controller) >= self.mana and bool(g.players[ctx.controller].hand)

    def why_not(self, g: GameState, ctx: Ctx) -> str | None:
        return None if self.payable(g, ctx) else "it needs mana and a card in hand"

    def pay(self, g: GameState, ctx: Ctx) -> Run:
        card = yield from choose_from_hand(g, ctx)  # chosen before anything is paid (6.1.g)
        g.pay_mana(ctx.controller, self.mana, "6.4", ctx=ctx)
        yield from g.move(card, ZONE.RESERVE, rule="6.4", ctx=ctx)

    def text(self) -> str:
        if not self.mana:  # "You may put a card from your hand in Reserve to ..."
            return "put a card from your Hand in Reserve"
        return f"pay {self.mana} and put a card from your Hand in Reserve"

    def symbol(self) -> str:
        return f"({self.mana}), put a card from your Hand in Reserve"


@attrs.frozen
class MoreUnlessFirst:
    """A quick action's cost that "costs N more if you are not the first player"."""

    base: Any  # a Cost
    more: int = 1

    def _now(self, g: GameState, ctx: Ctx) -> Any:
        extra = self.more if g.first != ctx.controller else 0
        return attrs.evolve(self.base, mana=self.base.mana + extra)

    def payable(self, g: GameState, ctx: Ctx) -> bool:
        return bool(self._now(g, ctx).payable(g, ctx))

    def why_not(self, g: GameState, ctx: Ctx) -> str | None:
        return self._now(g, ctx).why_not(g, ctx)

    def pay(self, g: GameState, ctx: Ctx) -> Run:
        yield from self._now(g, ctx).pay(g, ctx)

    def text(self) -> str:
        return self.base.text()

    def symbol(self) -> str:
        return (f"{self.base.symbol()} (this action costs {self.more} more if you are not "
                "the first player)")


@attrs.frozen
class WhenMyExpeditionFailsToMoveForward(Trigger):
    """"When my Expedition fails to move forward during Dusk": it did not move forward
    during Progress, outside tiebreakers (7.5.6) — Progress is the daily effect of Dusk
    (4.2.4), so "during Dusk" is what the word always means."""

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        if ev.kind != "progress" or ev.player != me.controller or g.tiebreak:
            return False
        return ev.value[0] in g.expeditions_of(me)

    def text(self) -> str:
        return "When my Expedition fails to move forward during Dusk"


@attrs.frozen
class WhenMyExpeditionMovesForwardDueTo(Trigger):
    """"When my Expedition moves forward due to [terrain]": Progress moved it, it was in a
    region of that terrain, no effect kept that terrain from counting and it had the
    greater statistic there (4.2.4.j) — Progress records those terrains in its move."""

    terrain: Terrain

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        if ev.kind != "expedition" or ev.player != me.controller:
            return False
        exp, delta, due_to = ev.value
        return delta > 0 and self.terrain in due_to and exp in g.expeditions_of(me)

    def text(self) -> str:
        return f"When my Expedition moves forward due to {self.terrain.value.capitalize()}"
