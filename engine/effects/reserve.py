"""Words about the cards of your Reserve: the cost "discard a card from your Reserve"
(paid inside an effect, "You may discard a card from your Reserve to …", 6.4), "discard
any number of cards from your Reserve to draw that many cards", and counts of Reserve
cards ("for each card in your Reserve").

A Reserve card is not controlled (7.5.4): "your Reserve" is the Reserve you own.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

import attrs

from engine.decisions import Option
from engine.effects.steps import Run, Step
from engine.model import ZONE, Card

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.state import GameState


def _pick_reserve_cards(g: GameState, ctx: Ctx, lo: int, hi: int,
                        prompt: str) -> Generator[Any, Any, list[Card]]:
    """The controller chooses `lo`..`hi` cards of their own Reserve (ready or exhausted)."""
    cards = list(g.players[ctx.controller].reserve)
    opts = [Option(f"r:{c.oid}", g.describe(c), (c.oid,)) for c in cards]
    ans = yield from g.ask(ctx.controller, "choose_card", prompt, opts, lo, min(hi, len(cards)),
                           source=ctx.source, multi=True)
    keep = set(ans or ())
    return [c for c in cards if f"r:{c.oid}" in keep]


@attrs.frozen
class DiscardFromYourReserve:
    """The cost "discard a card from your Reserve" of "You may [cost] to [effect]" (6.4):
    payable only with a card in your Reserve; the card is chosen as the cost is paid."""

    def payable(self, g: GameState, ctx: Ctx) -> bool:
        return bool(g.players[ctx.controller].reserve)

    def why_not(self, g: GameState, ctx: Ctx) -> str | None:
        return None if self.payable(g, ctx) else "there is no card in your Reserve"

    def pay(self, g: GameState, ctx: Ctx) -> Run:
        (card,) = yield from _pick_reserve_cards(
            g, ctx, 1, 1, "Choose a card of your Reserve to discard")
        yield from g.move(card, ZONE.DISCARD, rule="7.3.5", ctx=ctx)

    def text(self) -> str:
        return "discard a card from your Reserve"

    def symbol(self) -> str:
        return "discard a card from your Reserve"


@attrs.frozen
class DiscardAnyFromReserveToDraw(Step):
    """"You may discard any number of cards from your Reserve to draw that many cards": the
    cards are chosen (none is declining, 6.5.c) and discarded at once, as a cost (6.4),
    then their number is drawn (7.3.7)."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False
        if not g.players[ctx.controller].reserve:
            g.note("no card in Reserve to discard", "6.4", ctx=ctx)
            return
        chosen = yield from _pick_reserve_cards(
            g, ctx, 0, len(g.players[ctx.controller].reserve),
            "Choose any number of cards of your Reserve to discard; you draw that many")
        if not chosen:
            g.note("chose not to discard cards from the Reserve", "6.5.c", ctx=ctx)
            return

        def pay() -> Run:
            for c in chosen:
                yield from g.move(c, ZONE.DISCARD, rule="7.3.5", ctx=ctx)

        yield from g.run_action(pay)  # paying is one event (1.2.7.b)
        ctx.did = True
        yield from g.draw(ctx.controller, len(chosen), "7.3.7", ctx=ctx)

    def text(self) -> str:
        return "You may discard any number of cards from your Reserve to draw that many cards"


@attrs.frozen
class CardsInReserve:
    """"card in your Reserve" / "card in each player's Reserve": a count for `ForEach`,
    taken as the step starts resolving (6.5.i)."""

    each_player: bool = False

    def value(self, g: GameState, ctx: Ctx) -> int:
        who = range(len(g.players)) if self.each_player else (ctx.controller,)
        return sum(len(g.players[p].reserve) for p in who)

    def text(self) -> str:
        return "card in each player's Reserve" if self.each_player else "card in your Reserve"
