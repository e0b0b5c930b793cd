"""Words about the Mana zone (3.2.9): cards put there from the Deck, Mana Orbs discarded."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.decisions import Option
from engine.effects.steps import Run, Step
from engine.model import ZONE

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.state import GameState


@attrs.frozen
class DeckToMana(Step):
    """"Put the top N cards of your Deck in your Mana zone": they become Mana Orbs, face down
    and exhausted (3.2.9.b), one at a time from the top; an empty Deck is refilled from the
    Discard pile first (3.2.2.d), and with no card at all the rest does nothing (1.2.6.f)."""

    n: int = 1

    def run(self, g: GameState, ctx: Ctx) -> Run:
        p = g.players[ctx.controller]
        ctx.did = False
        for _ in range(self.n):
            if not p.deck:
                g.refill_deck(ctx.controller)
            if not p.deck:
                g.note("no card left in the Deck to put in the Mana zone", "1.2.6.f", ctx=ctx)
                return
            # face down: the card is not revealed as it moves (3.2.9.b), so no name is logged
            yield from g.move(p.deck[-1], ZONE.MANA, rule="3.2.9.b", ctx=ctx, quiet=True)
            g.note("puts the top card of the Deck in the Mana zone as an exhausted Mana Orb",
                   "3.2.9.b", ctx=ctx)
            ctx.did = True

    def text(self) -> str:
        what = "card" if self.n == 1 else f"{self.n} cards"
        return f"Put the top {what} of your deck in your Mana zone"


@attrs.frozen
class DiscardManaOrb(Step):
    """"Discard one of your Mana Orbs": its controller chooses one, ready or exhausted, and
    it goes to the Discard pile (7.3.5); with none, nothing is done, so "if you do" fails
    (6.5.f)."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False
        orbs = list(g.players[ctx.controller].mana)
        if not orbs:
            g.note("has no Mana Orb to discard", "1.2.6.f", ctx=ctx)
            return
        opts = [Option(f"m:{c.oid}", f"{c.name} ({'exhausted' if c.exhausted else 'ready'})",
                       (c.oid,)) for c in orbs]
        ans = yield from g.ask(ctx.controller, "choose_card", "Choose one of your Mana Orbs to "
                               "discard", opts, source=ctx.source)
        orb = next(c for c in orbs if f"m:{c.oid}" == ans)
        yield from g.move(orb, ZONE.DISCARD, rule="7.3.5", ctx=ctx)
        ctx.did = True

    def text(self) -> str:
        return "Discard one of your Mana Orbs"
