"""Words for playing a card taken from an opponent's deck (Romantic Encounter): the player
who plays it controls it while it is in play, but it stays its owner's card, so every zone
it goes to afterwards is its owner's (1.4.3.a) — `GameState.move` already files a card in
its owner's zones. What the cards mean and the rulings taken: docs/mechanisms.md ("Playing
a card taken from an opponent")."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.decisions import Option
from engine.effects.reveal import reveal_top
from engine.effects.steps import Run, Step
from engine.model import EXPEDITIONS, ZONE, Card

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.state import GameState

_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}
_SKIP = Option("skip", "Play none of them", (), "skip")


@attrs.frozen
class RevealAndPlayACharacter(Step):
    """"[Target opponent / That player] reveals the top N cards of their deck. You may play
    a Character [with Base Cost K or less] from these cards for free and it gains Fleeting,
    then discard the rest."

    `each`: "Do this for each player, starting with you" — the controller's own Deck
    first, then the other players' in turn order. The Character is played from the Deck
    (7.3.20: for free), so none of its [H] abilities activate; the controller of the
    effect plays it and controls it, whoever owns it (1.4.3.a). Its Base Cost is its Hand
    Cost (not in a Reserve). The revealed cards left are discarded to their owner's
    Discard pile."""

    n: int = 4
    each: bool = False
    max_base_cost: int | None = None

    def players(self, g: GameState, ctx: Ctx) -> list[int]:
        me = ctx.controller
        if not self.each:
            return [1 - me]  # "target opponent": the one opponent (a player target, 6.5)
        return [me, *(p for p in g.initiative_order() if p != me)]

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False
        for p in self.players(g, ctx):
            yield from self._one(g, ctx, p)

    def _fits(self, g: GameState, card: Card, me: int) -> bool:
        from engine.play import free_play_forbidden

        if not card.cdef.is_character or card.zone is not ZONE.DECK:
            return False
        if self.max_base_cost is not None and card.cdef.hand_cost > self.max_base_cost:
            return False
        return not free_play_forbidden(g, me, card)

    def _one(self, g: GameState, ctx: Ctx, player: int) -> Run:
        from engine.play import Intent, play_card  # playing builds on the effects

        me = ctx.controller
        revealed = reveal_top(g, player, self.n)
        chars = [c for c in revealed if self._fits(g, c, me)]
        if chars:
            opts = [Option(f"v:{c.oid}", f"Play {c.name} for free", (c.oid,), "play")
                    for c in chars]
            ans = yield from g.ask(me, "choose_card", "You may play a Character from the "
                                   "revealed cards for free", [*opts, _SKIP], source=ctx.source)
            picked = next((c for c in chars if f"v:{c.oid}" == ans), None)
            if picked is None:
                g.note("chose to play none of the revealed cards", "6.5.c", ctx=ctx)
        else:
            g.note("no Character among the revealed cards can be played", "6.5.c", ctx=ctx)
            picked = None
        if picked is not None:
            whose = "their own" if player == me else f"{g.players[player].name}'s"
            g.note(f"plays {picked.name} from {whose} Deck; it stays its owner's card",
                   "1.4.3.a", ctx=ctx)
            exp = yield from g.choose_expedition(me, picked.name, EXPEDITIONS, ctx)
            # "and it gains Fleeting": Fleeting from Limbo on, so it enters play Fleeting
            # (2.4.6.c), as with Phoibos below
            done = yield from play_card(g, me, Intent(picked, ZONE.DECK, exp, free=True,
                                                      fleeting=True))
            ctx.did = ctx.did or bool(done)
        for c in revealed:
            if c is not picked and c.zone is ZONE.DECK:
                yield from g.move(c, ZONE.DISCARD, rule="7.3.5", ctx=ctx)

    def text(self) -> str:
        n = _WORDS.get(self.n, str(self.n))
        who = "That player" if self.each else "Target opponent"
        what = "a Character"
        if self.max_base_cost is not None:
            what += f" with Base Cost {self.max_base_cost} or less"
        out = (f"{who} reveals the top {n} cards of their deck. You may play {what} from these "
               "cards for free and it gains Fleeting, then discard the rest")
        if self.each:
            out = "Do this for each player, starting with you: • " + out
        return out


# ------------------------------------------------------------------ a random card of a hand
def _revealed_in_hand(g: GameState, ctx: Ctx) -> Card | None:
    """The card the step before revealed from a hand, if it is still there."""
    card = ctx.it
    if card is None or card.zone is not ZONE.HAND or not g.alive(card, ctx.it_oid):
        return None
    return card


@attrs.frozen
class RevealRandomFromHand(Step):
    """"Target opponent reveals a random card from their hand": one card of the opponent's
    hand, drawn by the game's seed, is shown to both players and stays in that hand; the
    steps after call it "it" (6.3.h). Nothing has been played yet, so "If you don't" after
    starts from "not done" (6.5.f)."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        opp = 1 - ctx.controller
        hand = g.players[opp].hand
        ctx.did = False
        ctx.it, ctx.it_oid = None, None
        if not hand:
            g.note(f"{g.players[opp].name} has no card in hand to reveal", "6.5.c", ctx=ctx)
            return
        card = hand[g.rng.randrange(len(hand))]
        g.entry(f"reveals a random card from the hand: {card.name}", "7.3", opp, (card.oid,))
        ctx.it, ctx.it_oid = card, card.oid
        yield from ()

    def text(self) -> str:
        return "Target opponent reveals a random card from their hand"


@attrs.frozen
class MayPlayItForFreeFleeting(Step):
    """"You may immediately play it for free and it gains Fleeting": the card revealed from
    an opponent's hand is played by you, during this effect (5.1.1.d), for free (7.3.20),
    from that hand, so its [H] abilities activate; it is Fleeting from Limbo on (7.3.13,
    2.4.6): a Spell is discarded once resolved, a Character or Expedition Permanent is
    discarded when it would go to Reserve; a Landmark Permanent cannot be Fleeting (the
    remark under 2.4.6.b) and joins its player's Landmarks. You control it; it stays its owner's (1.4.3.a). A card
    whose own text forbids playing it now is not played."""

    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.play import Intent, free_play_forbidden, play_card

        ctx.did = False
        me = ctx.controller
        card = _revealed_in_hand(g, ctx)
        if card is None:
            return
        why = free_play_forbidden(g, me, card)
        if why:
            g.note(f"{card.name} can't be played for free: {why}", "1.4.1", ctx=ctx)
            return
        if not (yield from g.ask_yes_no(me, f"Play {card.name} for free (it gains Fleeting)?",
                                        source=ctx.source)):
            g.note(f"chose not to play {card.name}", "6.5.c", ctx=ctx)
            return
        exp = None
        if card.cdef.is_character or card.cdef.zone_type == "expedition":
            exp = yield from g.choose_expedition(me, card.name, EXPEDITIONS, ctx)
        g.note(f"plays {card.name} from {g.players[card.owner].name}'s hand; it stays its "
               "owner's card", "1.4.3.a", ctx=ctx)
        ctx.did = bool((yield from play_card(g, me, Intent(card, ZONE.HAND, exp, free=True,
                                                            fleeting=True))))

    def text(self) -> str:
        return "You may immediately play it for free and it gains Fleeting"


@attrs.frozen
class DiscardItFromHand(Step):
    """"Discard it": the card revealed from a hand, still there, goes to its owner's
    Discard pile (7.3.5)."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        card = _revealed_in_hand(g, ctx)
        if card is not None:
            yield from g.move(card, ZONE.DISCARD, rule="7.3.5", ctx=ctx)

    def text(self) -> str:
        return "Discard it"
