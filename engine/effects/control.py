"""Control and exchange: taking control of an object (7.3.28), exchanging one card for another,
and steps done by "its controller"."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Step
from engine.decisions import DecisionKind, Option
from engine.effects.selectors.base import _its
from engine.events import Event
from engine.model import ZONE

if TYPE_CHECKING:  # pragma: no cover

    from engine.effects.context import Ctx
    from engine.effects.selectors.base import Selector
    from engine.effects.selectors.targets import Target
    from engine.effects.steps.common import Run
    from engine.model import Card
    from engine.state import GameState


@attrs.frozen
class ExchangeWithHand(Step):
    """"Exchange [target] card from/in your Reserve with a card from your hand": the Reserve
    card (a target, or a card of your choice when no target is named) goes to your hand and
    a card of your hand, chosen among those you held before, goes to your Reserve (7.3.21).

    Ruling: an exchange needs both cards — with no card in hand, or none fitting in the
    Reserve, nothing moves (the exchange is impossible, 1.4.1.c) and "if you do" fails."""

    who: Target  # Target or Chosen over your Reserve
    prep: str = "from"  # printed "from your Reserve" or "in your Reserve": wording only
    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False
        hand = list(g.players[ctx.controller].hand)
        if not hand:
            g.note("has no card in hand to exchange — nothing is exchanged", "1.4.1.c", ctx=ctx)
            return
        picked = yield from self.who.pick(g, ctx, "exchange with a card from your hand")
        if not picked:
            return
        (card,) = picked
        opts = [Option(f"h:{c.oid}", c.name, (c.oid,)) for c in hand]
        ans = yield from g.ask(ctx.controller, DecisionKind.CHOOSE_CARD,
                               f"Choose a card from your hand to exchange with {card.name}",
                               opts, source=ctx.source)
        mine = next(c for c in hand if f"h:{c.oid}" == ans)
        yield from g.move(card, ZONE.HAND, rule="7.3.21", ctx=ctx)
        yield from g.move(mine, ZONE.RESERVE, rule="7.3.21", ctx=ctx)
        ctx.did = True

    def text(self) -> str:
        words = self.who.text().replace(" in your Reserve", f" {self.prep} your Reserve")
        return f"Exchange {words} with a card from your hand"


@attrs.frozen
class ItsControllerResupplies(Step):
    """"its controller Resupplies": the controller of the object the step before named, as
    it last was in play if it has left (6.3.j), Resupplies (7.3.22)."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        it = _its(ctx)
        if it is None:
            return
        if it.zone in (ZONE.EXPEDITION, ZONE.LANDMARK):
            p = g.controller_of(it)
        else:
            p = (it.last or {}).get("controller", it.owner)
        yield from g.resupply(it.owner if p is None else p, ctx=ctx)

    def text(self) -> str:
        return "its controller Resupplies"


@attrs.frozen
class Exchange(Step):
    """Exchange two objects or cards: each moves to the other's zone (and Expedition), at
    once; if either cannot be determined, nothing happens (7.3.9)."""

    first: Selector
    second: Selector

    def run(self, g: GameState, ctx: Ctx) -> Run:
        a = yield from self.first.pick(g, ctx, "exchange")
        b = (yield from self.second.pick(g, ctx, "exchange")) if a else []
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


@attrs.frozen
class ItsControllerDraws(Step):
    """"Its controller draws a card": the player who controlled the object the step before
    chose, as it last was in play (6.3.j)."""

    n: int = 1

    def run(self, g: GameState, ctx: Ctx) -> Run:
        it = ctx.chosen[0] if ctx.chosen else None
        if it is None:
            return
        if it.zone in (ZONE.EXPEDITION, ZONE.LANDMARK):
            who = it.controller  # in play: controlled (7.5.4)
        else:
            ctrl = (it.last or {}).get("controller")
            who = it.owner if ctrl is None else ctrl
        yield from g.draw(who, self.n, ctx=ctx)

    def text(self) -> str:
        return "its controller draws " + ("a card" if self.n == 1 else f"{self.n} cards")


def take_control(g: GameState, card: Card, new: int, ctx: Ctx, exp: str | None = None) -> bool:
    """`new` takes control of a Permanent in play (the cards' reminder text overrides 1.4.3.a
    for this move): not a zone change, so the object stays the same (1.4.4 does not apply:
    counters, statuses and id kept).  A Landmark joins its new controller's Landmarks; an
    Expedition Permanent stands in their Expedition `exp` (or the one of the same name).
    Its owner does not change, so any personal zone it later goes to is its owner's.
    False if nothing changed (it already was theirs, or it is no longer in play)."""
    old = g.controller_of(card)
    if old is None or card.zone not in (ZONE.LANDMARK, ZONE.EXPEDITION):
        return False
    if old == new:
        g.note(f"{g.players[new].name} already controls {card.name}", "7.5.4", ctx=ctx)
        return False
    src_exp = card.expedition
    if card.zone is ZONE.LANDMARK:
        g.players[old].landmarks.remove(card)
        card.controller = new
        g.players[new].landmarks.append(card)
        where = f"joins {g.players[new].name}'s Landmarks"
    else:
        card.controller = new
        card.expedition = exp or src_exp
        where = f"stands in {g.players[new].name}'s {card.expedition} Expedition"
    g.abilities_changed()  # its abilities now work for the new controller
    g.entry(f"{g.players[new].name} takes control of {card.name}, which {where}", "7.5.4",
            ctx.controller, (card.oid,))
    g.record_event(Event("move", card, ctx.controller, card.zone, card.zone, src_exp,
                           card.expedition, card.oid, old, frozenset(card.statuses),
                           ("control", False)))
    return True


@attrs.frozen
class TakeControl(Step):
    """"Take control of target [Permanent][, putting it in my Expedition if it's an
    Expedition Permanent]" / "you take control of it" (`take_control`): the controller of
    the effect becomes its controller; an Expedition Permanent goes to the Expedition the
    source is (or was last) in, else the one of its own name."""

    who: Selector
    into_my_expedition: bool = False
    words: str = "take"  # "take": "Take control of …"; "you": "you take control of it"
    #: `into_my_expedition` printed as a sentence of its own: "Take control of …. If it's
    #: an Expedition Permanent, it joins my Expedition." (wording only)
    joins: bool = attrs.field(default=False, eq=False)

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False
        for c in (yield from self.who.pick(g, ctx, "take control of")):
            exp = None
            if self.into_my_expedition and c.zone is ZONE.EXPEDITION:
                src = ctx.source
                if src is not None and src.zone is ZONE.EXPEDITION and src.expedition:
                    exp = src.expedition
                elif src is not None:
                    exp = src.last.get("expedition")
            if take_control(g, c, ctx.controller, ctx, exp):
                ctx.did = True

    def text(self) -> str:
        if self.words == "you":
            return f"you take control of {self.who.text()}"
        out = f"Take control of {self.who.text()}"
        if self.into_my_expedition and self.joins:
            out += ". If it's an Expedition Permanent, it joins my Expedition"
        elif self.into_my_expedition:
            out += ", putting it in my Expedition if it's an Expedition Permanent"
        return out


def defect(g: GameState, c: Card, actor: int | None) -> bool:
    """The Character `c` in an Expedition defects (see `Defect`); False if it is not in one."""
    if c.zone is not ZONE.EXPEDITION or c.expedition is None:
        return False
    old = c.controller  # in an Expedition: controlled (7.5.4)
    new = 1 - old
    c.controller = new
    g.abilities_changed()  # its passives now work for the other player
    g.entry(f"{c.name} defects to {g.players[new].name}'s {c.expedition} Expedition",
            "7.3.28", actor, (c.oid,))
    g.record_event(Event("move", c, actor, ZONE.EXPEDITION, ZONE.EXPEDITION,
                           c.expedition, c.expedition, c.oid, old,
                           frozenset(c.statuses), ("defect", False)))
    return True
