"""Revealing cards from the top of the Deck and putting some of them into play: "Reveal the
top four cards of your Deck. Choose up to two Characters from these cards and put them in
your Expeditions. They gain Fleeting. Discard the other cards."."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.decisions import Option
from engine.effects.steps import Run, Step
from engine.model import EXPEDITIONS, ZONE, Card, Status

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.state import GameState

_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}


def reveal_top(g: GameState, player: int, n: int) -> list[Card]:
    """The top `n` cards of the player's Deck, top first, shown to both players; a Deck too
    short is first refilled from the Discard pile (3.2.2.d)."""
    p = g.players[player]
    if len(p.deck) < n:
        g.refill_deck(player)
    cards = list(reversed(p.deck[-n:])) if n else []
    if cards:
        g.entry(f"reveals the top {len(cards)} cards of the Deck: "
                + ", ".join(c.name for c in cards), "3.2.2.c", player, tuple(c.oid for c in cards))
    return cards


@attrs.frozen
class RevealPutCharacters(Step):
    """Reveal the top N cards of your Deck; choose up to K Characters among them and put
    each in one of your Expeditions (your choice; put, not played, so no [H] ability
    activates, 7.3.21); they gain a status; the other revealed cards are discarded."""

    n: int = 4
    up_to: int = 2
    status: Status | None = Status.FLEETING

    def run(self, g: GameState, ctx: Ctx) -> Run:
        me = ctx.controller
        revealed = reveal_top(g, me, self.n)
        chars = [c for c in revealed if c.cdef.is_character]
        opts = [Option(f"v:{c.oid}", c.name, (c.oid,)) for c in chars]
        ans = yield from g.ask(me, "choose_card", f"Choose up to {self.up_to} Characters to "
                               "put in your Expeditions", opts, 0, min(self.up_to, len(chars)),
                               source=ctx.source, multi=True)
        picked = [c for c in chars if f"v:{c.oid}" in set(ans or ())]
        placed: list[Card] = []
        for c in picked:
            exp = yield from g.choose_expedition(me, c.name, EXPEDITIONS, ctx)
            new = yield from g.move(c, ZONE.EXPEDITION, exp=exp, controller=me, rule="7.3.21",
                                    ctx=ctx)
            if new is not None:
                placed.append(new)
        if self.status is not None:
            for c in placed:
                g.gain_status(c, self.status, "7.3.13", ctx=ctx)
        for c in revealed:
            if c not in picked and c.zone is ZONE.DECK:
                yield from g.move(c, ZONE.DISCARD, rule="7.3.5", ctx=ctx)
        ctx.chosen = placed
        ctx.did = bool(revealed)

    def text(self) -> str:
        n = _WORDS.get(self.n, str(self.n))
        k = _WORDS.get(self.up_to, str(self.up_to))
        out = (f"Reveal the top {n} cards of your Deck. Choose up to {k} Characters from these "
               "cards and put them in your Expeditions.")
        if self.status is not None:
            out += f" They gain {self.status.value.capitalize()}."
        return out + " Discard the other cards"


@attrs.frozen
class RevealTop(Step):
    """"Reveal the top card of your deck": shown to both players, it stays on top; the
    following step calls it "it" (6.3.h)."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        cards = reveal_top(g, ctx.controller, 1)
        ctx.it = cards[0] if cards else None
        ctx.it_oid = ctx.it.oid if ctx.it is not None else None
        ctx.chosen = cards  # "If it's a Spell, …" looks at it (ChosenIs)
        ctx.did = bool(cards)
        yield from ()

    def text(self) -> str:
        return "Reveal the top card of your deck"


_PLAY_OR_HAND = (Option("play", "Play it for free"), Option("hand", "Put it into your hand"),
                 Option("leave", "Do neither: it stays on top of your Deck"))


@attrs.frozen
class PlayItFreeOrHand(Step):
    """"You may play it for free or put it into your hand": the revealed card is played
    for free (7.3.20) — from the Deck, so no [H] or [R] ability activates — or goes to
    your hand, or (you may) stays where it is."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.play import Intent, free_play_forbidden, play_card  # builds on the effects

        card = ctx.it
        if card is None or card.zone is not ZONE.DECK or not g.alive(card, ctx.it_oid):
            return
        why = free_play_forbidden(g, ctx.controller, card)
        if why:  # playing for free skips the costs, not the card's own "can't" (1.4.1)
            g.note(f"{card.name} can't be played for free: {why}", "1.4.1", ctx=ctx)
        options = _PLAY_OR_HAND[1:] if why else _PLAY_OR_HAND
        prompt = (f"{card.name}: put it into your hand, or leave it?" if why else
                  f"{card.name}: play it for free, put it into your hand, or neither?")
        ans = yield from g.ask(ctx.controller, "revealed", prompt, options, source=ctx.source)
        if ans == "leave":
            g.note(f"leaves {card.name} on top of the Deck", "6.5.c", ctx=ctx)
            return
        if ans == "hand":
            yield from g.move(card, ZONE.HAND, rule="7.3.21", ctx=ctx)
            return
        exp = None
        if card.cdef.is_character or card.cdef.zone_type == "expedition":
            exp = yield from g.choose_expedition(ctx.controller, card.name, EXPEDITIONS, ctx)
        yield from play_card(g, ctx.controller, Intent(card, ZONE.DECK, exp, free=True))

    def text(self) -> str:
        return "You may play it for free or put it into your hand"
