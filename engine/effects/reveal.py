"""Revealing cards from the top of the Deck and putting some of them into play: "Reveal the
top four cards of your Deck. Choose up to two Characters from these cards and put them in
your Expeditions. They gain Fleeting. Discard the other cards."."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Step
from engine.decisions import DecisionKind, Option
from engine.effects.conditions.zones import _WORDS_ORDIS
from engine.effects.movement.revealed import _revealed_on_top
from engine.effects.selectors.base import _its
from engine.model import EXPEDITIONS, STATUS, ZONE, Status, Zone

if TYPE_CHECKING:  # pragma: no cover

    from engine.effects.context import Ctx
    from engine.effects.filters import Filter
    from engine.effects.selectors.targets import Target
    from engine.effects.steps.common import Run
    from engine.model import Card
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
        ans = yield from g.ask(me, DecisionKind.CHOOSE_CARD,
                               f"Choose up to {self.up_to} Characters to "
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
        from engine.play import (  # on first use: a card look-up loads no game machinery
            Intent,
            free_play_forbidden,
            play_card,
            play_destination,
        )

        card = ctx.it
        if card is None or card.zone is not ZONE.DECK or not g.alive(card, ctx.it_oid):
            return
        why = free_play_forbidden(g, ctx.controller, card)
        if why:  # playing for free skips the costs, not the card's own "can't" (1.4.1)
            g.note(f"{card.name} can't be played for free: {why}", "1.4.1", ctx=ctx)
        options = _PLAY_OR_HAND[1:] if why else _PLAY_OR_HAND
        prompt = (f"{card.name}: put it into your hand, or leave it?" if why else
                  f"{card.name}: play it for free, put it into your hand, or neither?")
        ans = yield from g.ask(ctx.controller, DecisionKind.REVEALED,
                               prompt, options, source=ctx.source)
        if ans == "leave":
            g.note(f"leaves {card.name} on top of the Deck", "6.5.c", ctx=ctx)
            return
        if ans == "hand":
            yield from g.move(card, ZONE.HAND, rule="7.3.21", ctx=ctx)
            return
        exp = None
        if card.cdef.is_character or card.cdef.zone_type == "expedition":
            exp = yield from play_destination(g, ctx.controller, card, ctx)
        yield from play_card(g, ctx.controller, Intent(card, ZONE.DECK, exp, free=True))

    def text(self) -> str:
        return "You may play it for free or put it into your hand"


@attrs.frozen
class RevealFromHand(Step):
    """"Reveal a Character with Hand Cost 4 or more from your hand": the player shows one
    such card of their choice to everyone; it stays in the hand. "If you do" follows whether
    a card was revealed (6.5.f)."""

    filter: Filter
    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False
        cards = [c for c in g.players[ctx.controller].hand if self.filter.fits(c.cdef)]
        if not cards:
            g.note(f"has no {self.filter.noun()} in hand to reveal", "1.2.6.f", ctx=ctx)
            return
        opts = [Option(f"c:{c.oid}", c.name, (c.oid,)) for c in cards]
        ans = yield from g.ask(ctx.controller, DecisionKind.CHOOSE_CARD,
                               "Choose the card to reveal",
                               opts, source=ctx.source)
        card = next(c for c in cards if f"c:{c.oid}" == ans)
        g.entry(f"reveals {card.name} from the hand", "1.2.3.g", ctx.controller, (card.oid,))
        ctx.did = True

    def text(self) -> str:
        return f"reveal a {self.filter.noun()} from your hand"


_WORDS_BORROW = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}


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
        from engine.play import Intent, play_card, play_destination

        me = ctx.controller
        revealed = reveal_top(g, player, self.n)
        chars = [c for c in revealed if self._fits(g, c, me)]
        if chars:
            opts = [Option(f"v:{c.oid}", f"Play {c.name} for free", (c.oid,), "play")
                    for c in chars]
            ans = yield from g.ask(me, DecisionKind.CHOOSE_CARD,
                                   "You may play a Character from the "
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
            exp = yield from play_destination(g, me, picked, ctx)
            # "and it gains Fleeting": Fleeting from Limbo on, so it enters play Fleeting
            # (2.4.6.c), as with Phoibos below
            done = yield from play_card(g, me, Intent(picked, ZONE.DECK, exp, free=True,
                                                      fleeting=True))
            ctx.did = ctx.did or bool(done)
        for c in revealed:
            if c is not picked and c.zone is ZONE.DECK:
                yield from g.move(c, ZONE.DISCARD, rule="7.3.5", ctx=ctx)

    def text(self) -> str:
        n = _WORDS_BORROW.get(self.n, str(self.n))
        who = "That player" if self.each else "Target opponent"
        what = "a Character"
        if self.max_base_cost is not None:
            what += f" with Base Cost {self.max_base_cost} or less"
        out = (f"{who} reveals the top {n} cards of their deck. You may play {what} from these "
               "cards for free and it gains Fleeting, then discard the rest")
        if self.each:
            out = "Do this for each player, starting with you: • " + out
        return out


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
class PlayRevealedForFree(Step):
    """"Play it for free. (Don't activate any [H] abilities.)": the revealed card, still on
    top of your Deck, is played from there without paying its costs (7.3.20); from the Deck,
    so its [H] abilities don't activate."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.play import Intent, free_play_forbidden, play_card, play_destination

        card, deck = ctx.it, g.players[ctx.controller].deck
        ctx.did = False
        if card is None or not deck or deck[-1] is not card:
            g.note("the revealed card is no longer on top of the Deck", "6.5.c", ctx=ctx)
            return
        why = free_play_forbidden(g, ctx.controller, card)
        if why:  # for free skips the costs, not the card's own "can't" (1.4.1)
            g.note(f"{card.name} can't be played for free: {why}", "1.4.1", ctx=ctx)
            return
        exp = None
        if card.cdef.is_character or card.cdef.zone_type == "expedition":
            exp = yield from play_destination(g, ctx.controller, card, ctx)
        ctx.did = bool((yield from play_card(g, ctx.controller,
                                             Intent(card, ZONE.DECK, exp, free=True))))

    def text(self) -> str:
        return "play it for free"


@attrs.frozen
class MoveRevealed(Step):
    """"Discard it" / "Put it in Reserve": the revealed card, still on top of your Deck,
    goes to that zone (7.3.5, 7.3.21)."""

    to: Zone = ZONE.DISCARD

    def run(self, g: GameState, ctx: Ctx) -> Run:
        card = _revealed_on_top(g, ctx)
        if card is not None:
            yield from g.move(card, self.to, rule="7.3.5" if self.to is ZONE.DISCARD else "7.3.21",
                              ctx=ctx)

    def text(self) -> str:
        return "Discard it" if self.to is ZONE.DISCARD else "Put it in Reserve"


@attrs.frozen
class SendToXthOfDeck(Step):
    """"Send target Character to the Xth position of its owner's deck, where X is the
    result": it goes to its owner's Deck (7.3.26) with X-1 cards above it (the top when X
    is 1, the bottom when the Deck holds fewer than X); a token ceases to exist instead."""

    who: Target

    def run(self, g: GameState, ctx: Ctx) -> Run:
        x = ctx.die if ctx.die is not None else 1
        picked = yield from self.who.pick(g, ctx, f"send to position {x} of its owner's Deck")
        ctx.chosen = list(picked)
        for c in picked:
            new = yield from g.move(c, ZONE.DECK, rule="7.3.26", ctx=ctx)
            if new is None:
                continue
            deck = g.players[new.owner].deck
            if not any(d is new for d in deck):
                continue  # a replacement sent it elsewhere instead (e.g. to Mana): no position
            deck.remove(new)
            deck.insert(max(0, len(deck) - (x - 1)), new)
            g.entry(f"{new.name} is put in position {min(x, len(deck))} from the top of the Deck",
                    "7.3.26", ctx.controller, (new.oid,))

    def text(self) -> str:
        return (f"Send {self.who.text()} to the Xth position of its owner's deck, where X is "
                "the result")


@attrs.frozen
class ItsOwnerResupplies(Step):
    """"its owner [Exhausted] Resupplies": the owner of the card "it" names puts the top
    card of their Deck in Reserve (7.3.22), then exhausts it when Exhausted (7.3.11)."""

    exhausted: bool = False

    def run(self, g: GameState, ctx: Ctx) -> Run:
        it = _its(ctx)
        if it is None:
            return
        card = yield from g.resupply(it.owner, ctx=ctx)
        if card is not None and self.exhausted:
            g.gain_status(card, STATUS.EXHAUSTED, "7.3.11", ctx=ctx)

    def text(self) -> str:
        return f"its owner {'Exhausted ' if self.exhausted else ''}Resupplies"


@attrs.frozen
class LookKeepOneDiscardRest(Step):
    """"Look at the top N cards of your deck. Put one in your hand and discard the others.":
    only the controller sees them (their deck is hidden, 1.2.3.g); the one kept goes to the
    hand unnamed in the log, the others to the discard pile (public)."""

    n: int = 4

    def run(self, g: GameState, ctx: Ctx) -> Run:
        deck = g.players[ctx.controller].deck
        top = list(reversed(deck[-self.n:])) if deck else []  # the top card first
        if not top:
            g.note("has no card in deck to look at", "1.4.1.c", ctx=ctx)
            return
        g.entry(f"looks at the top {len(top)} card{'s' if len(top) > 1 else ''} of their deck",
                "1.2.3.g", ctx.controller)
        opts = [Option(f"k:{c.oid}", c.name, (c.oid,)) for c in top]
        ans = yield from g.ask(ctx.controller, DecisionKind.CHOOSE_CARD,
                               "Choose the card to put in your hand",
                               opts, source=ctx.source)
        keep = next(c for c in top if f"k:{c.oid}" == ans)
        yield from g.move(keep, ZONE.HAND, rule="7.3.21", ctx=ctx, quiet=True)
        g.entry("puts one of them into their hand", "7.3.21", ctx.controller)
        for c in top:
            if c is not keep:
                yield from g.move(c, ZONE.DISCARD, rule="7.3.5", ctx=ctx)

    def text(self) -> str:
        n = _WORDS_ORDIS.get(self.n, str(self.n))
        return (f"look at the top {n} cards of your deck. Put one in your hand and discard "
                "the others")
