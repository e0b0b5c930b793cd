"""Steps that choose among a player's Mana Orbs, and the exchange the rules allow first.

Also: cards put in the Mana zone from the top of the Deck (3.2.9.b).

Mana Orbs are face-down cards the owner can look at (3.2.9.d), so which card is chosen can
matter to its owner while ready and exhausted orbs are otherwise alike.  Before any step
that asks a player to choose one of their Mana Orbs, that player may exhaust a ready orb
to ready an exhausted one (3.2.9.e): the number of ready orbs stays the same, only which
cards are ready changes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Step
from engine.decisions import DecisionKind, Option
from engine.effects.steps.common import YOU, choose_one_of, me_in_play, plural
from engine.messages import msg
from engine.model import STATUS, ZONE

if TYPE_CHECKING:  # pragma: no cover
    from engine.decisions import Asks
    from engine.effects.context import Ctx
    from engine.effects.steps.common import Run, Who
    from engine.model import Card
    from engine.state import GameState



NO_EXCHANGE = "x:none"


def exchange_can_matter(g: GameState, player: int, n: int) -> bool:
    """Whether the exchange of 3.2.9.e can change anything before choosing `n` orbs: the
    player needs a ready orb and an exhausted one, and more orbs than will be chosen (when
    every orb is chosen, which ones are ready makes no difference)."""
    orbs = g.players[player].mana
    ready = sum(1 for c in orbs if STATUS.EXHAUSTED not in c.statuses)
    return 0 < ready < len(orbs) and len(orbs) > n


def offer_exchanges(g: GameState, player: int, n: int, ctx: Ctx) -> Run:
    """Ask, up to `n` times, whether to exhaust a ready orb to ready an exhausted one
    (3.2.9.e); asked only when it can matter (`exchange_can_matter`)."""
    for _ in range(n):
        if not exchange_can_matter(g, player, n):
            return
        orbs = g.players[player].mana
        ready = [c for c in orbs if STATUS.EXHAUSTED not in c.statuses]
        opts = [Option(NO_EXCHANGE, "No exchange")]
        opts += [Option(f"x:{c.oid}", f"Exhaust {c.name} (ready)", (c.oid,)) for c in ready]
        ans = yield from g.ask(player, DecisionKind.MANA_EXCHANGE,
                               "Before choosing a Mana Orb, you may exhaust a ready Mana Orb to "
                               "ready an exhausted one (3.2.9.e)", opts, source=ctx.source)
        if ans == NO_EXCHANGE:
            return
        spent = next(c for c in ready if f"x:{c.oid}" == ans)
        tired = [c for c in orbs if STATUS.EXHAUSTED in c.statuses]
        topts = [Option(f"r:{c.oid}", f"Ready {c.name}", (c.oid,)) for c in tired]
        pick = yield from g.ask(player, DecisionKind.CHOOSE_CARD,
                                "Choose the exhausted Mana Orb to ready",
                                topts, source=ctx.source)
        back = next(c for c in tired if f"r:{c.oid}" == pick)
        # orbs are face down: the log names neither card (the opponent reads it too)
        spent.statuses.add(STATUS.EXHAUSTED)
        back.statuses.discard(STATUS.EXHAUSTED)
        g.entry(msg("exhausts a Mana Orb to ready another one"), "3.2.9.e", player)


def choose_mana_orbs(g: GameState, player: int, n: int, verb: str,
                     ctx: Ctx) -> Asks[list[Card]]:
    """The player chooses `n` of their Mana Orbs (all of them if they have fewer), after
    the exchanges 3.2.9.e allows."""
    yield from offer_exchanges(g, player, n, ctx)
    orbs = list(g.players[player].mana)
    if len(orbs) <= n:
        return orbs
    opts = [Option(f"o:{c.oid}", f"{c.name} ({'exhausted' if c.exhausted else 'ready'})",
                   (c.oid,)) for c in orbs]
    ids = yield from g.ask(player, DecisionKind.CHOOSE_CARD,
                           f"Choose {plural(n, 'Mana Orb')} to {verb}",
                           opts, n, n, source=ctx.source, multi=True)
    return [c for c in orbs if f"o:{c.oid}" in ids]


@attrs.frozen
class DiscardManaOrbs(Step):
    """"Discard one of your Mana Orbs": its controller chooses (after 3.2.9.e's exchange)
    and the card goes face up to the Discard pile (7.3.5)."""

    n: int = 1

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False  # "If you do" follows an orb actually discarded (6.5.f)
        chosen: list[Card] = yield from choose_mana_orbs(g, ctx.controller, self.n, "discard",
                                                         ctx)
        if not chosen:
            g.note("has no Mana Orb to discard", "1.2.6.f", ctx=ctx)
        for c in chosen:
            yield from g.move(c, ZONE.DISCARD, rule="7.3.5", ctx=ctx)
            ctx.did = True

    def text(self) -> str:
        if self.n == 1:
            return "Discard one of your Mana Orbs"
        return f"Discard {self.n} of your Mana Orbs"


@attrs.frozen
class DeckToMana(Step):
    """"Put the top N cards of your Deck in your Mana zone": they become Mana Orbs, face down
    and exhausted (3.2.9.b), one at a time from the top; an empty Deck is refilled from the
    Discard pile first (3.2.2.d), and with no card at all the rest does nothing (1.2.6.f)."""

    n: int = 1
    who: Who = YOU  # "Each player puts ...": in initiative order (1.4.5)

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False
        for player in self.who.players(g, ctx):
            sub = attrs.evolve(ctx, controller=player, did=False)
            yield from self._one(g, sub)
            ctx.did = ctx.did or sub.did

    def _one(self, g: GameState, ctx: Ctx) -> Run:
        p = g.players[ctx.controller]
        for _ in range(self.n):
            if not p.deck:
                g.refill_deck(ctx.controller)
            if not p.deck:
                g.note("no card left in the Deck to put in the Mana zone", "1.2.6.f", ctx=ctx)
                return
            # face down: the card is not revealed as it moves (3.2.9.b), so no name is logged
            yield from g.move(p.deck[-1], ZONE.MANA, rule="3.2.9.b", ctx=ctx, quiet=True)
            g.note(msg("puts the top card of the Deck in the Mana zone as an exhausted Mana Orb"),
                   "3.2.9.b", ctx=ctx)
            ctx.did = True

    def text(self) -> str:
        what = "card" if self.n == 1 else f"{self.n} cards"
        if self.who.who == "each":
            return f"Each player puts the top {what} of their deck in their Mana zone"
        return f"Put the top {what} of your deck in your Mana zone"


@attrs.frozen
class DeckToManaExhausted(DeckToMana):
    """"Put the top card of your deck in your Mana zone, exhausted": the same as the plain
    words (a new Mana Orb is always exhausted, 3.2.9.b), printed with the word after."""

    def text(self) -> str:
        return super().text() + ", exhausted"


@attrs.frozen
class PutMeInMana(Step):
    """"Put me in your Mana Orbs (as an exhausted Mana Orb)": the Spell whose effect this
    is goes from Limbo to its owner's Mana zone, face down and exhausted (3.2.9.b), instead
    of to the Reserve or the Discard pile once its effect is over."""

    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        me = ctx.source
        ctx.did = False
        if me is None or me.zone is not ZONE.LIMBO:
            g.note("is no longer in Limbo: it stays where it is", "2.1.d", ctx=ctx)
            return
        yield from g.move(me, ZONE.MANA, rule="3.2.9.b", ctx=ctx, quiet=True)
        g.note("goes to the Mana zone as an exhausted Mana Orb", "3.2.9.b", ctx=ctx)
        ctx.did = True

    def text(self) -> str:
        return "put me in your Mana Orbs"


@attrs.frozen
class ReserveToMana(Step):
    """"Put a card from your Reserve in your Mana zone (as an exhausted / a ready Mana
    Orb)": a card of the controller's choice (not a target, 6.5.b) becomes a Mana Orb,
    face down and exhausted (3.2.9.b) unless the text says ready."""

    ready: bool = False
    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False
        card = yield from choose_one_of(
            g, ctx, g.players[ctx.controller].reserve,
            "Choose a card from your Reserve to put in your Mana zone",
            "has no card in Reserve", key="c", rule="1.2.6.f")
        if card is None:
            return
        name = card.name
        yield from g.move(card, ZONE.MANA, rule="3.2.9.b", ctx=ctx, quiet=True)
        if self.ready:
            card.statuses.discard(STATUS.EXHAUSTED)
        g.note(f"puts {name} from the Reserve in the Mana zone as "
               f"{'a ready' if self.ready else 'an exhausted'} Mana Orb", "3.2.9.b", ctx=ctx)
        ctx.did = True

    def text(self) -> str:
        out = "put a card from your Reserve in your Mana zone"
        return out + (" as a ready Mana Orb" if self.ready else "")


@attrs.frozen
class ReadyManaOrb(Step):
    """"Ready a Mana Orb": one of your exhausted Mana Orbs loses exhausted (7.3.18); you
    choose which when they are different cards (orbs are cards their owner may look at,
    3.2.9.d).  With no exhausted orb, nothing happens (7.3.18.b)."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        tired = [c for c in g.players[ctx.controller].mana if STATUS.EXHAUSTED in c.statuses]
        if not tired:
            g.note("has no exhausted Mana Orb to ready", "7.3.18.b", ctx=ctx)
            return
        pick = tired[0]
        if len({c.cdef.ref for c in tired}) > 1:
            opts = [Option(f"r:{c.oid}", f"Ready {c.name}", (c.oid,)) for c in tired]
            ans = yield from g.ask(ctx.controller, DecisionKind.CHOOSE_CARD,
                                   "Choose the Mana Orb to ready",
                                   opts, source=ctx.source)
            pick = next(c for c in tired if f"r:{c.oid}" == ans)
        pick.statuses.discard(STATUS.EXHAUSTED)
        # orbs are face down: the log does not name the card (the opponent reads it too)
        g.entry("readies a Mana Orb", "7.3.18", ctx.controller)
        ctx.did = True

    def text(self) -> str:
        return "Ready a Mana Orb"


_ORB_COUNTS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
               9: "nine", 10: "ten"}


@attrs.frozen
class ReadyManaOrbs(Step):
    """"Ready two Mana Orbs": "Ready a Mana Orb" (7.3.18) that many times, one after the
    other (6.5.i), so each orb is chosen in turn; with fewer exhausted orbs, the rest does
    nothing (7.3.18.b, 1.4.1.c)."""

    n: int = 2

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for _ in range(self.n):
            yield from g.run_step(ReadyManaOrb(), ctx)

    def text(self) -> str:
        return f"Ready {_ORB_COUNTS.get(self.n, str(self.n))} Mana Orbs"


@attrs.frozen
class ReadyOneManaOrb(Step):
    """"Ready one Mana Orb": `ReadyManaOrb` in this wording."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        yield from ReadyManaOrb().run(g, ctx)

    def text(self) -> str:
        return "Ready one Mana Orb"


@attrs.frozen
class PutMeInMyOwnersMana(Step):
    """"Put me in my owner's Mana zone": the source, if still in play, becomes an
    exhausted Mana Orb of its owner (3.2.9.b); once gone, nothing happens (2.1.i)."""

    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False
        src = me_in_play(g, ctx)
        if src is None:
            return
        yield from g.move(src, ZONE.MANA, rule="3.2.9.b", ctx=ctx)
        ctx.did = True

    def text(self) -> str:
        return "Put me in my owner's Mana zone"
