"""Words about the cards of your Reserve: the cost "discard a card from your Reserve"
(paid inside an effect, "You may discard a card from your Reserve to …", 6.4), "discard
any number of cards from your Reserve to draw that many cards", and counts of Reserve
cards ("for each card in your Reserve").

A Reserve card is not controlled (7.5.4): "your Reserve" is the Reserve you own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Step
from engine.decisions import Asks, DecisionKind, Option
from engine.effects.conditions.this_way import _put_this_way
from engine.effects.control import Exchange
from engine.effects.filters import IN_PLAY_OR_RESERVE, TYPE_NOUNS, Filter
from engine.effects.selectors.reserve_targets import ExhaustedInReserve
from engine.effects.selectors.targets import Chosen, Target
from engine.effects.steps.common import choose_one_of, choose_own_card
from engine.effects.steps.zones import Send
from engine.effects.tokens import create_landmark_token
from engine.model import STATUS, ZONE

if TYPE_CHECKING:  # pragma: no cover

    from engine.effects.context import Ctx
    from engine.effects.selectors.base import Selector
    from engine.effects.steps.common import Run
    from engine.model import Card
    from engine.state import GameState


def _pick_reserve_cards(g: GameState, ctx: Ctx, lo: int, hi: int,
                        prompt: str) -> Asks[list[Card]]:
    """The controller chooses `lo`..`hi` cards of their own Reserve (ready or exhausted)."""
    cards = list(g.players[ctx.controller].reserve)
    opts = [Option(f"r:{c.oid}", g.describe(c), (c.oid,)) for c in cards]
    ans = yield from g.ask(ctx.controller, DecisionKind.CHOOSE_CARD,
                           prompt, opts, lo, min(hi, len(cards)),
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


@attrs.frozen
class SendToReserveExhausted(Step):
    """"Send target Character to Reserve, then exhaust it": "it" is the card as it arrives
    in Reserve, a new object (1.4.4); a Fleeting one goes to the Discard pile instead
    (2.4.6) and a token ceases to exist (2.1.e), so nothing is exhausted then."""

    who: Selector
    # printed "Send to Reserve target …, then exhaust it": wording only, not part of equality
    zone_first: bool = attrs.field(default=False, eq=False)

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, "send to Reserve")):
            new = yield from g.move(c, ZONE.RESERVE, rule="7.3.21", ctx=ctx)
            ctx.did = True
            if new is not None and new.zone is ZONE.RESERVE:
                g.gain_status(new, STATUS.EXHAUSTED, "7.3.10", ctx=ctx)

    def text(self) -> str:
        if self.zone_first:
            return f"Send to Reserve {self.who.text()}, then exhaust it"
        return f"Send {self.who.text()} to Reserve, then exhaust it"


@attrs.frozen
class ReadyInReserve(Step):
    """"Ready an exhausted card in Reserve" (7.3.18): chosen from any Reserve, not a
    target.  With no exhausted card in any Reserve nothing is done, so a following
    "If you do" does not happen (6.5.f)."""

    who: Selector = ExhaustedInReserve()
    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False
        for c in (yield from self.who.pick(g, ctx, "ready")):
            ctx.did = g.lose_status(c, STATUS.EXHAUSTED, "7.3.18", ctx=ctx) or ctx.did

    def text(self) -> str:
        return f"Ready {self.who.text()}"


@attrs.frozen
class DiscardOneFromYourReserve(Step):
    """"Discard [another] card from your Reserve": a card of your choice among your own
    Reserve's (not a target, 6.5.b) goes to your Discard pile (7.3.5); "another" leaves out
    the source.  With none to choose nothing happens, and "If you do" fails (6.5.f)."""

    other: bool = True
    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:

        ctx.did = False
        flt = Filter(types=(), zones=(ZONE.RESERVE,), owner="you", other=self.other)
        yield from Send(Chosen(flt), ZONE.DISCARD).run(g, ctx)

    def text(self) -> str:
        return f"Discard {'another' if self.other else 'a'} card from your Reserve"


@attrs.frozen
class PlayItFromReserve(Step):
    """"(You may) immediately play it for N less": the Character just put in your Reserve is
    played from there now, its Reserve Cost lowered by N (5.1.2.e; never below 0), during
    this effect (remark under 4.4).  Not payable: nothing is played."""

    less: int = 0
    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.play import Intent, card_cost, play_card, play_destination, play_refusal

        ctx.did = False
        card = _put_this_way(g, ctx)
        if card is None:
            return
        why = play_refusal(g, ctx.controller, card)
        if why:  # 2.4.5.c, the card's own "can't" (1.4.1)
            g.note(f"{card.name} can't be played: {why}", "1.4.1", ctx=ctx)
            return
        exp = yield from play_destination(g, ctx.controller, card, ctx)
        it = Intent(card, ZONE.RESERVE, exp, less=self.less)
        need, have = card_cost(g, ctx.controller, it), g.ready_mana(ctx.controller)
        if need > have:
            g.note(f"cannot pay {need} to play {card.name} ({have} ready Mana Orbs)", "1.2.5.c",
                   ctx=ctx)
            return
        played = yield from play_card(g, ctx.controller, it)
        ctx.did = played is not False

    def text(self) -> str:
        return f"Immediately play it for {self.less} less"


@attrs.frozen
class ThatOpponentTargetsYourReserveCard(Step):
    """"That opponent targets a card in your Reserve": the opponent named before (the other
    player, with two) chooses a target among your Reserve's cards (6.5.b, the choice is
    theirs); the next sentence calls it "it"."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        opp = 1 - ctx.controller
        cards = list(g.players[ctx.controller].reserve)
        ctx.it, ctx.it_oid = None, None
        if not cards:
            g.note("there is no card in the Reserve to target", "6.5.b", ctx=ctx)
            return
        card = yield from choose_own_card(
            g, ctx, cards, "Choose target card in your opponent's Reserve", key="t",
            kind=DecisionKind.TARGET, player=opp)
        g.entry(f"targets {card.name}", "6.5.b", opp, (card.oid,))
        ctx.it, ctx.it_oid = card, card.oid

    def text(self) -> str:
        return "That opponent targets a card in your Reserve"


@attrs.frozen
class AlsoReceiveIt(Step):
    """"… to also receive it" after "When you make a Gift": the Gift that triggered, given to
    "you" as well — a drawing step: you draw a card; a Resupply: you Resupply; a token: you
    create the same token, in your own Expedition of the same name (or your Landmarks)."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ev = ctx.event
        me = ctx.controller
        if ev is None:
            return
        if ev.kind == "draw":
            yield from g.draw(me, 1, "7.3.7", ctx=ctx)
        elif ev.kind == "resupply":
            yield from g.resupply(me, ctx=ctx)
        elif ev.kind == "create" and ev.card is not None:
            if ev.dst is ZONE.LANDMARK:
                create_landmark_token(g, ev.card.cdef.ref, me, me, ctx)
            else:
                g.create_token(ev.card.cdef.ref, me, me, ev.dst_exp or "hero", "7.3.4", ctx=ctx)

    def text(self) -> str:
        return "also receive it"


def exchange_reserve_with_hand() -> Exchange:
    """"Exchange target card in your Reserve with a card from your Hand"."""
    return Exchange(Target(Filter(types=(), owner="you", zones=(ZONE.RESERVE,))),
                    Chosen(Filter(types=(), owner="you", zones=(ZONE.HAND,))))


@attrs.frozen
class PutMeInReserve(Send):
    """"Put me in Reserve" (7.3.21): the printed wording of sending me to my owner's
    Reserve — after "When I'm sacrificed", from the Discard pile I went to (2.1.f)."""

    def text(self) -> str:
        return f"Put {self.who.text()} in Reserve"


@attrs.frozen
class DiscardTypeFromYourReserve(Step):
    """"You may discard a Spell from your Reserve. If you do, …": a card of that type of
    your own Reserve, of your choice (not a target); with none, nothing is discarded and
    "If you do" is false (6.5.f)."""

    reports_did = True

    type: str

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False
        noun = TYPE_NOUNS[self.type]
        chosen = yield from choose_one_of(
            g, ctx, [c for c in g.players[ctx.controller].reserve
                     if c.cdef.counts_as(self.type)],
            f"Choose a {noun} from your Reserve to discard",
            f"no {noun} in your Reserve to discard", key="r")
        if chosen is None:
            return
        yield from g.move(chosen, ZONE.DISCARD, rule="7.3.5", ctx=ctx)
        ctx.did = True

    def text(self) -> str:
        return f"Discard a {TYPE_NOUNS[self.type]} from your Reserve"


@attrs.frozen
class ExhaustUpToInReserve(Step):
    """"Exhaust up to two cards in Reserve": cards of any Reserve (no owner named, 7.5.4),
    not targets, chosen by the controller among the ready ones — an exhausted card can't be
    exhausted again (7.3.10) — then exhausted."""

    n: int = 2

    def run(self, g: GameState, ctx: Ctx) -> Run:
        cards = [c for p in g.players for c in p.reserve if STATUS.EXHAUSTED not in c.statuses]
        if not cards:
            g.note("no ready card in Reserve to exhaust", "1.4.1.c", ctx=ctx)
            return
        opts = [Option(f"r:{c.oid}", g.describe(c), (c.oid,)) for c in cards]
        ids = yield from g.ask(ctx.controller, DecisionKind.CHOOSE_CARD,
                               f"Choose up to {self.n} cards in Reserve to exhaust", opts,
                               0, min(self.n, len(cards)), source=ctx.source, multi=True)
        for c in cards:
            if f"r:{c.oid}" in ids:
                g.gain_status(c, STATUS.EXHAUSTED, "7.3.10", ctx=ctx)
                ctx.did = True

    def text(self) -> str:
        words = {1: "one card", 2: "two cards", 3: "three cards"}
        return f"Exhaust up to {words.get(self.n, f'{self.n} cards')} in Reserve"


@attrs.frozen
class TheyResupply(Step):
    """"they Resupply": the owner of the Reserve the step before chose a card in puts the
    top card of their deck in their Reserve (7.3.22)."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        it = ctx.chosen[0] if ctx.chosen else None
        if it is None:
            return
        yield from g.resupply(it.owner, ctx=ctx)

    def text(self) -> str:
        return "they Resupply"


@attrs.frozen
class DiscardAllOthersInPlayOrReserve(Step):
    """"Discard all other cards in play or in Reserve": every card in the Expedition and
    Landmark zones and in every Reserve except me, all at once (7.3.5); Heroes stay in the
    Hero zone (they never leave it), tokens cease to exist (2.1.e)."""

    # the printed words after "other cards": "in play or in Reserve" (the pool), "in play
    # and in Reserve", "from play and Reserve" (unique cards)
    words: str = attrs.field(default="in play or in Reserve", eq=False)

    def run(self, g: GameState, ctx: Ctx) -> Run:
        src = ctx.source
        cards = [c for c in g.objects_in(IN_PLAY_OR_RESERVE) if src is None or c is not src]
        for c in cards:
            yield from g.move(c, ZONE.DISCARD, rule="7.3.5", ctx=ctx)
            ctx.did = True

    def text(self) -> str:
        return f"Discard all other cards {self.words}"
