"""Discarding (7.3.5): from a Hand, targets of either of two types, and cards of a
Reserve discarded to activate other Reactions."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import attrs

from engine.ability_kinds import Reaction, Step
from engine.decisions import DecisionKind, Option
from engine.effects.activation import _is_symbol
from engine.effects.conditions.base import _NUMBER_WORDS
from engine.effects.context import Ctx
from engine.effects.filters import Filter
from engine.effects.selectors.targets import Target
from engine.effects.steps.common import YOU, choose_own_card
from engine.effects.steps.zones import Send
from engine.events import Event
from engine.model import ZONE

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.steps.common import Run, Who
    from engine.model import Zone
    from engine.state import GameState


@attrs.frozen
class DiscardToActivateTheirR(Step):
    """"You may discard a Character (up to two Characters) from your Reserve. If you do, I
    activate one (up to two) of its (their) [R] abilities as if it was (they were) mine":
    the cards are chosen, not targeted, and discarded (7.3.5); then the chosen printed [R]
    abilities of the discarded cards are activated (7.3.1.b) as abilities of mine — "I" and
    "me" in them are this object, and the Emblems are mine (7.3.1.d)."""

    n: int = 1

    def run(self, g: GameState, ctx: Ctx) -> Run:
        mine = [c for c in g.players[ctx.controller].reserve if c.cdef.is_character]
        ctx.did = False
        if not mine:
            g.note("has no Character in Reserve to discard", "1.4.1.c", ctx=ctx)
            return
        opts = [Option(f"c:{c.oid}", g.describe(c), (c.oid,)) for c in mine]
        what = "a Character" if self.n == 1 else f"up to {self.n} Characters"
        ans = yield from g.ask(ctx.controller, DecisionKind.CHOOSE_CARD,
                               f"You may discard {what} from your Reserve", opts, 0,
                               min(self.n, len(mine)), source=ctx.source, multi=True)
        chosen = [c for c in mine if f"c:{c.oid}" in ans]
        if not chosen:
            g.note("chooses to discard nothing", "6.5.c", ctx=ctx)
            return
        for c in chosen:
            yield from g.move(c, ZONE.DISCARD, rule="7.3.5", ctx=ctx)
        ctx.did = True
        found = [(c, ab) for c in chosen for ab in c.cdef.abilities
                 if isinstance(ab, Reaction) and not ab.support and _is_symbol(ab.trigger, "R")]
        src = ctx.source
        if not found or src is None or not g.alive(src, ctx.source_oid):
            g.note("no [R] ability to activate", "7.3.1.b", ctx=ctx)
            return
        picks = found
        if self.n > 1 or len(found) > 1:  # "one of its" / "up to two of their"
            opts = [Option(f"a:{i}", f"{c.name}: {ab.text()}", (c.oid,))
                    for i, (c, ab) in enumerate(found)]
            lo = 1 if self.n == 1 else 0
            ans = yield from g.ask(ctx.controller, DecisionKind.CHOOSE_CARD,
                                   f"Choose the [R] abilities I activate (up to {self.n})", opts,
                                   lo, self.n, source=ctx.source, multi=True)
            picks = [found[int(a.split(":")[1])] for a in ans]
        for c, ab in picks:
            g.note(f"{src.name} activates {c.name}'s [R] ability as if it was its own",
                   "7.3.1.b", ctx=ctx)
            g.activate_reaction(src, ab, ctx.controller, Event("activate", src, ctx.controller), True)

    def text(self) -> str:
        if self.n == 1:
            return ("You may discard a Character from your Reserve. If you do, I activate one "
                    "of its [R] abilities as if it was mine")
        return (f"You may discard up to {_NUMBER_WORDS.get(self.n, self.n)} Characters from "
                f"your Reserve. If you do, I activate up to {_NUMBER_WORDS.get(self.n, self.n)} "
                "of their [R] abilities as if they were mine")


@attrs.frozen
class DiscardFromHand(Step):
    """"Target opponent discards a card from their hand": the player who discards chooses
    the card (7.3.5), seen only by them until it is in the Discard pile."""

    who: Who = YOU

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for p in self.who.players(g, ctx):
            hand = list(g.players[p].hand)
            if not hand:
                g.note(f"{g.players[p].name} has no card in hand to discard", "1.4.1.c", ctx=ctx)
                continue
            chosen = yield from choose_own_card(
                g, ctx, hand, "Choose a card from your hand to discard", player=p)
            yield from g.move(chosen, ZONE.DISCARD, rule="7.3.5", ctx=attrs.evolve(ctx, controller=p))
            ctx.did = True

    def text(self) -> str:
        if self.who.who == "you":
            return "Discard a card from your hand"
        return f"{self.who.noun().capitalize()} discards a card from their hand"


@attrs.frozen
class DiscardTargetsOfEither(Send):
    """"Discard up to two targets, Characters or Permanents" (7.3.5): up to N targets, each
    a Character or a Permanent; the same as discarding "up to N target Characters or
    Permanents", in the printed wording."""

    who: Target = Target(Filter(types=("character", "permanent")), count=2, up_to=True)
    to: Zone = ZONE.DISCARD

    def text(self) -> str:
        n = {1: "one", 2: "two", 3: "three"}.get(self.who.count, str(self.who.count))
        types = cast("Filter", self.who.filter).types  # a Filter of types, as read
        kinds = " or ".join(f"{t.capitalize()}s" for t in types)
        return f"Discard {'up to ' if self.who.up_to else ''}{n} targets, {kinds}"
