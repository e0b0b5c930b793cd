"""Cards put from a Hand in Reserve or in play without being played (7.3.14, 7.3.24)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Step
from engine.decisions import DecisionKind, Option
from engine.effects.context import Ctx
from engine.effects.filters import TYPE_NOUNS
from engine.effects.players import choose_target_player
from engine.effects.steps.common import choose_from_hand, choose_one_of
from engine.messages import msg
from engine.model import ZONE

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.selectors.base import Selector
    from engine.effects.steps.common import Run
    from engine.state import GameState


@attrs.frozen
class PutFromTheirHand(Step):
    """"put a card from their Hand in Reserve [to draw a card]", said of each player who
    chose to (as "you"): a card of their choice goes from their hand to their Reserve
    (7.3.21); "to draw a card": that put is the price, so with an empty hand nothing is
    drawn (6.4)."""

    draw: bool = False

    def run(self, g: GameState, ctx: Ctx) -> Run:
        if not g.players[ctx.controller].hand:
            g.note(msg("has no card in hand to put in Reserve"), "6.4", ctx=ctx)
            return
        card = yield from choose_from_hand(g, ctx)
        yield from g.move(card, ZONE.RESERVE, rule="7.3.21", ctx=ctx)
        if self.draw:
            yield from g.draw(ctx.controller, 1, "7.3.7", ctx=ctx)

    def text(self) -> str:
        return "Put a card from their Hand in Reserve" + (" to draw a card" if self.draw else "")


@attrs.frozen
class PlayerPutsFromHand(Step):
    """"Target player puts a card from their hand in Reserve": the player is the target
    (6.5.b); that player chooses the card (their hand is hidden from the others, 3.2.6)
    and puts it in their Reserve (7.3.21).  An empty hand: nothing happens (1.4.1.c)."""

    who: str = "target_player"  # target_player | target_opponent

    def run(self, g: GameState, ctx: Ctx) -> Run:
        if self.who == "target_opponent":
            p = 1 - ctx.controller
        else:
            p = yield from choose_target_player(g, ctx)
        hand = g.players[p].hand
        if not hand:
            g.note(msg("{player} has no card in hand to put in Reserve",
                       player=g.players[p].name), "1.4.1.c",
                   ctx=ctx)
            return
        opts = [Option(f"h:{c.oid}", c.name, (c.oid,)) for c in hand]
        ans = yield from g.ask(p, DecisionKind.CHOOSE_CARD,
                               "Choose a card from your hand to put in your Reserve", opts,
                               source=ctx.source)
        card = next(c for c in hand if f"h:{c.oid}" == ans)
        yield from g.move(card, ZONE.RESERVE, rule="7.3.21", ctx=Ctx(p, ctx.source))
        ctx.did = True

    def text(self) -> str:
        who = "Target opponent" if self.who == "target_opponent" else "Target player"
        return f"{who} puts a card from their hand in Reserve"


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
class PutTypeFromHand(Step):
    """"Put a Spell from your hand in Reserve": a card of that type, chosen by its owner
    from their hand (a hidden zone: nobody else sees which, 1.2.3.g).  With none in hand
    the step cannot be done, which "If you don't" then follows (6.5.f)."""

    reports_did = True

    type: str  # "spell" | "character" | "permanent"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False
        noun = TYPE_NOUNS[self.type]
        card = yield from choose_one_of(
            g, ctx, [c for c in g.players[ctx.controller].hand if c.cdef.counts_as(self.type)],
            f"Choose a {noun} from your hand to put in your Reserve",
            f"no {noun} in hand to put in Reserve")
        if card is None:
            return
        new = yield from g.move(card, ZONE.RESERVE, rule="7.3.21", ctx=ctx)
        ctx.chosen = [new] if new else []
        ctx.did = True

    def text(self) -> str:
        return f"Put a {TYPE_NOUNS[self.type]} from your hand in Reserve"
