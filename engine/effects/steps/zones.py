"""Steps that move cards between zones (7.3): draw, Resupply, Sabotage, send, put from
hand, sacrifice."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Step
from engine.decisions import DecisionKind, Option
from engine.effects.filters import CHARACTER, Filter
from engine.effects.selectors.targets import Target
from engine.effects.steps.common import YOU, Run, Who, choose_from_hand
from engine.messages import msg, msg_text
from engine.model import STATUS, ZONE

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.effects.filters import Description
    from engine.effects.selectors.base import Selector
    from engine.model import Card, Zone
    from engine.state import GameState


@attrs.frozen
class Draw(Step):
    n: int = 1
    who: Who = YOU

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for p in self.who.players(g, ctx):
            yield from g.draw(p, self.n, "7.3.7", ctx=ctx)
        ctx.did = True

    def text(self) -> str:
        what = "a card" if self.n == 1 else f"{self.n} cards"
        if self.who.who == "you":
            return f"Draw {what}"
        return self.who.subject("draws", "draw").capitalize() + " " + what


@attrs.frozen
class Resupply(Step):
    who: Who = YOU
    exhausted: bool = False  # Exhausted Resupply (7.3.11)

    def run(self, g: GameState, ctx: Ctx) -> Run:
        put: list[Card] = []
        for p in self.who.players(g, ctx):
            card = yield from g.resupply(p, ctx=ctx)
            if card is not None:
                put.append(card)
                if self.exhausted:
                    g.gain_status(card, STATUS.EXHAUSTED, "7.3.11", ctx=ctx)
        ctx.did = True
        ctx.chosen = put  # "if you put a Character in Reserve this way" looks at them

    def text(self) -> str:
        verb = "Exhausted Resupply" if self.exhausted else "Resupply"
        if self.who.who == "you":
            return verb
        # the keyword keeps its printed form after any subject: "Each player Resupply"
        return f"{self.who.noun().capitalize()} {verb}"


_SABOTAGE_TARGET = Target(Filter(types=(), zones=(ZONE.RESERVE,)), up_to=True)


@attrs.frozen
class Sabotage(Step):
    """Discard up to one target card in a Reserve (7.3.24)."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        # the keyword apart, for the app's plain words ("Tanuki's Sabotage: …")
        verb = msg_text("discard ({keyword})", keyword="Sabotage")
        chosen = yield from _SABOTAGE_TARGET.pick(g, ctx, verb)
        if not chosen and g.objects_in((ZONE.RESERVE,)):
            g.note(msg("chooses no card to discard (Sabotage is 'up to one')"), "7.3.24", ctx=ctx)
        for c in chosen:
            yield from g.move(c, ZONE.DISCARD, rule="7.3.24", ctx=ctx)
        ctx.chosen = list(chosen)  # "if you discarded a Character this way"

    def text(self) -> str:
        return "Sabotage"


@attrs.frozen
class Send(Step):
    """Send / put / return an object to a zone (7.3.21, 7.3.23, 7.3.26), or discard it."""

    #: after "You may", whether something was actually moved: with no target left to
    #: choose, "If you do" is false and "If you don't" true (6.5.f)
    reports_did = True

    who: Selector
    to: Zone
    top_of_deck: bool = False
    # printed "Send to Reserve target ...": wording only, so not part of equality
    zone_first: bool = attrs.field(default=False, eq=False)

    def run(self, g: GameState, ctx: Ctx) -> Run:
        verb = {ZONE.RESERVE: "send to Reserve", ZONE.HAND: "return to its owner's hand",
                ZONE.DISCARD: "discard", ZONE.DECK: "put on top of its owner's Deck",
                ZONE.MANA: "put in its owner's Mana zone"}[self.to]
        rule = {ZONE.DISCARD: "7.3.5"}.get(self.to, "7.3.21")
        picked = yield from self.who.pick(g, ctx, verb)
        for c in picked:
            yield from g.move(c, self.to, rule=rule, ctx=ctx)
            ctx.did = True
        ctx.chosen = list(picked)  # what "its controller" names next (6.3.j: as it last was)

    def text(self) -> str:
        w = self.who.text()
        if self.to is ZONE.DISCARD:
            return f"Discard {w}"
        if self.to is ZONE.RESERVE:
            return f"Send to Reserve {w}" if self.zone_first else f"Send {w} to Reserve"
        if self.to is ZONE.HAND:
            if _from_your_reserve(self.who):
                return f"Return {w.replace(' in your Reserve', ' from your Reserve')} to your hand"
            return f"Return {w} to its owner's hand"
        if self.to is ZONE.MANA:  # a Mana Orb, face down and exhausted (3.2.9.b)
            return f"Put {w} in its owner's Mana zone"
        return f"Return {w} to the top of its owner's deck"


def _from_your_reserve(sel: Selector) -> bool:
    """A choice among the cards of your own Reserve: they go back to *your* hand."""
    flt = getattr(sel, "filter", None)
    return flt is not None and flt.zones == (ZONE.RESERVE,) and flt.owner == "you"


@attrs.frozen
class PutFromHand(Step):
    """Put a card of your choice from your hand into a zone (Reserve)."""

    to: Zone = ZONE.RESERVE

    def run(self, g: GameState, ctx: Ctx) -> Run:
        if not g.players[ctx.controller].hand:
            g.note(msg("no card in hand to put in Reserve"), "1.2.6.f", ctx=ctx)
            return
        card = yield from choose_from_hand(g, ctx)
        ctx.chosen = [card]
        new = yield from g.move(card, self.to, rule="7.3.21", ctx=ctx)
        ctx.chosen = [new] if new else []
        ctx.did = True

    def text(self) -> str:
        return "Put a card from your hand in Reserve"


@attrs.frozen
class Sacrifice(Step):
    """Each affected player discards an object in play they control (7.3.25)."""

    reports_did = True

    filter: Description | None = None  # None: any Character
    who: Who = YOU
    count: int = 1  # "Sacrifice two Characters": as many as possible, up to this (1.4.1.c)
    count_word: bool = attrs.field(default=False, eq=False)  # printed "one Character"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        flt = self.filter or CHARACTER
        ctx.did = False  # "If you do" follows an object actually sacrificed (6.5.f)
        picks = []
        info: list[str] = []
        for p in self.who.players(g, ctx):
            sub = attrs.evolve(ctx, controller=p)
            own = [c for c in g.objects_in(flt.zones) if flt.matches(g, c, sub)
                   and g.controller_of(c) == p]
            for _ in range(self.count):
                if not own:
                    break
                opts = [Option(f"s:{c.oid}", g.describe(c), (c.oid,)) for c in own]
                ans = yield from g.ask(p, DecisionKind.SACRIFICE,
                                       f"Choose {flt.noun()} to sacrifice",
                                       opts, source=ctx.source, info=tuple(info))
                chosen = next(c for c in own if f"s:{c.oid}" == ans)
                info.append(msg_text("{player} chose {card}", player=g.players[p].name,
                                     card=chosen.name))  # public (1.4.5)
                picks.append(chosen)
                own.remove(chosen)
        for c in picks:  # simultaneously (1.4.5 example); each player does their own (1.4.7.b)
            doer = attrs.evolve(ctx, controller=c.controller)
            yield from g.move(c, ZONE.DISCARD, rule="7.3.25", ctx=doer, sacrifice=True)
            ctx.did = True

    def text(self) -> str:
        flt = self.filter or CHARACTER
        what = (("one " if self.count_word else "a ") + flt.noun() if self.count == 1
                else f"{_COUNT_WORDS.get(self.count, self.count)} {flt.noun(plural=True)}")
        if self.who.who == "you":  # an order to the controller: "Sacrifice a Character"
            return "Sacrifice " + what
        return self.who.subject("sacrifices", "sacrifice").capitalize() + " " + what


_COUNT_WORDS = {2: "two", 3: "three", 4: "four"}
