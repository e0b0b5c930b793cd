"""Playing cards by effects: "play it for free", "play it now", "you may pay N" (5.1.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Step
from engine.decisions import DecisionKind, Option
from engine.effects.conditions.zones import _WORDS_ORDIS
from engine.effects.costs.base import Cost
from engine.effects.immediate import PlayNow
from engine.effects.players import choose_target_player
from engine.effects.steps.common import then_text
from engine.effects.steps.control import PayToDo
from engine.model import ZONE
from engine.sentences import upper_first

if TYPE_CHECKING:  # pragma: no cover

    from engine.effects.context import Ctx
    from engine.effects.costs.base import Payment
    from engine.effects.steps.choose import Choose
    from engine.effects.steps.common import Run
    from engine.model import Card
    from engine.play import Intent
    from engine.state import GameState


@attrs.frozen
class ChooseOrPayForBoth(Step):
    """"Choose one, or exhaust a Permanent you control to choose both: • … • …": if the
    cost can be paid, the controller may pay it (6.4) and both modes happen in order;
    otherwise one mode is chosen (6.5.g)."""

    cost: Payment
    choose: Choose

    def run(self, g: GameState, ctx: Ctx) -> Run:
        both = False
        if self.cost.payable(g, ctx):
            both = yield from g.ask_yes_no(
                ctx.controller, f"{upper_first(self.cost.text())} to choose both?",
                source=ctx.source)
        if both:
            yield from g.run_action(lambda: self.cost.pay(g, ctx))
            chosen: tuple[int, ...] = tuple(range(len(self.choose.modes)))
        else:
            chosen = yield from g.choose_modes(ctx.controller, self.choose, ctx)
        for i in chosen:
            for s in self.choose.modes[i]:
                yield from g.run_step(s, ctx)

    def text(self) -> str:
        return (f"Choose one, or {self.cost.text()} to choose both:"
                + "".join(f"\n • {self.choose.mode_text(i)}"
                          for i in range(len(self.choose.modes))))


@attrs.frozen
class MayPay(Step):
    """"You may pay [N]." followed by "If you do, …": the mana is paid (1.2.7.b) or not;
    "did" only when it was paid — with too little ready mana it cannot be (6.5.f)."""

    n: int

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False
        cost = Cost(mana=self.n)
        if not cost.payable(g, ctx):
            g.note(f"cannot pay {self.n}", "6.4", ctx=ctx)
            return
        if not (yield from g.ask_yes_no(ctx.controller, f"Pay {self.n}?", source=ctx.source)):
            g.note("chose not to pay", "6.5.c", ctx=ctx)
            return
        yield from g.run_action(lambda: cost.pay(g, ctx))
        ctx.did = True

    def text(self) -> str:
        return f"You may pay {self.n}"


@attrs.frozen
class PlayNowInCompanion(PlayNow):
    """"[You / Target player] may immediately play a Character for N less / for free in
    your / their Companion Expedition": Bravos' `PlayNow`, with only the ways of playing it
    into the Companion Expedition (a Gigantic Character goes into both, so it is one of
    them). "Target player" is either player, chosen by the effect's controller (6.5.b); that
    player makes the choices of playing (they play the card)."""

    target_player: bool = False

    def run(self, g: GameState, ctx: Ctx) -> Run:
        if not self.target_player:
            yield from super().run(g, ctx)
            return

        ctx.did = False
        player = yield from choose_target_player(g, ctx)
        played = yield from self._play_one(g, ctx, player)
        if played is not None:
            ctx.did = True
            ctx.it, ctx.it_oid = played, played.oid

    def choices(self, g: GameState, ctx: Ctx, player: int) -> list[tuple[Option, Intent]]:
        return [(o, it) for o, it in super().choices(g, ctx, player)
                if it.expedition in (None, "companion")]

    def text(self) -> str:
        out = super().text() + " in your Companion Expedition"
        if self.target_player:
            out = out.replace("You may", "Target player may").replace("your Companion",
                                                                      "their Companion")
        return out


@attrs.frozen
class MayPayOrdis(PayToDo):
    """"You may pay N." on its own, the sentence after saying "If you do, …" (6.5.f)."""

    def _effect_text(self) -> str:
        return "do what follows"

    def text(self) -> str:
        return f"You may {self.cost.text()}"


@attrs.frozen
class PlayForFreeUpTo(Step):
    """"Immediately play for free up to N Characters with Base Cost K or less" (reminder:
    "Reserve Cost if from Reserve, Hand Cost otherwise."): one at a time from your hand or
    Reserve, skipping their costs (7.3.20), each played in full before the next is chosen;
    you may stop at any time.  Exhausted cards in Reserve can't be played (2.4.5)."""

    n: int
    max_base_cost: int

    def _candidates(self, g: GameState, ctx: Ctx) -> list[Card]:
        from engine.play import play_refusal

        p = g.players[ctx.controller]
        out = [c for c in p.hand if c.cdef.is_character and c.cdef.hand_cost <= self.max_base_cost]
        out += [c for c in p.reserve if c.cdef.is_character
                and c.cdef.reserve_cost <= self.max_base_cost]
        # the one legality check: exhausted in Reserve (2.4.5.c), its own "can't" (1.4.1)
        return [c for c in out if play_refusal(g, ctx.controller, c) is None]

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.play import Intent, play_card, play_destination

        for i in range(self.n):
            cands = self._candidates(g, ctx)
            if not cands:
                g.note("no Character left to play for free", "7.3.20", ctx=ctx)
                return
            opts = [Option(f"f:{c.oid}", f"{c.name} (from {'Reserve' if c.zone is ZONE.RESERVE else 'hand'})",
                           (c.oid,)) for c in cands]
            opts.append(Option("stop", "Stop: play no more"))
            ans = yield from g.ask(ctx.controller, DecisionKind.CHOOSE_CARD,
                                   f"Choose a Character to play for free ({i + 1} of up to "
                                   f"{self.n})", opts, source=ctx.source)
            if ans == "stop":
                return
            card = next(c for c in cands if f"f:{c.oid}" == ans)
            exp = yield from play_destination(g, ctx.controller, card, ctx)
            yield from play_card(g, ctx.controller, Intent(card, card.zone, exp, free=True))

    def text(self) -> str:
        what = "Character" if self.n == 1 else "Characters"
        return (f"Immediately play for free up to {_WORDS_ORDIS.get(self.n, self.n)} {what} with "
                f"Base Cost {self.max_base_cost} or less")


@attrs.frozen
class PlayMeForFree(Step):
    """"You may play me for free" (7.3.20): play the card bearing the ability, skipping its
    costs; the effect can follow the card through Limbo into play (2.1.g)."""

    optional: bool = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.play import Intent, free_play_forbidden, play_card, play_destination

        card = ctx.source
        if card is None or not g.alive(card, ctx.source_oid):
            return
        if card.zone not in (ZONE.HAND, ZONE.RESERVE):
            return
        why = free_play_forbidden(g, ctx.controller, card)
        if why:  # for free skips the costs, not the card's own "can't" (1.4.1)
            g.note(f"{card.name} can't be played for free: {why}", "1.4.1", ctx=ctx)
            return
        if self.optional:
            ok = yield from g.ask_yes_no(ctx.controller, f"Play {card.name} for free?",
                                         source=card)
            if not ok:
                return
        exp = None
        if card.cdef.is_character or card.cdef.zone_type == "expedition":
            exp = yield from play_destination(g, ctx.controller, card, ctx)
        done = yield from play_card(g, ctx.controller, Intent(card, card.zone, exp, free=True))
        if done and g.alive(card):
            ctx.source_oid = card.oid  # the same effect moved it: it may still say "I" (2.1.g)
            ctx.did = True

    def text(self) -> str:
        return ("You may play me for free" if self.optional else "Play me for free")


@attrs.frozen
class AlsoIfPlayedBaseCost(Step):
    """"If the Base Cost was 7 or more, also draw a card", after "You may exhaust me to …":
    only when that was done (6.5.f), and only if the card whose play set off the Reaction
    had that Base Cost — its Reserve Cost if played from Reserve, its Hand Cost if not."""

    n: int
    steps: tuple[Step, ...]

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ev = ctx.event  # the play that set off the Reaction: the card and where from
        it = ev.card if ev is not None and ev.kind == "play" else None
        if not ctx.did or it is None:
            return
        cd = it.cdef
        base = cd.reserve_cost if ev.value is ZONE.RESERVE else cd.hand_cost
        if base < self.n:
            g.note(f"its Base Cost was {base}, less than {self.n}", "6.5.d", ctx=ctx)
            return
        for s in self.steps:
            yield from g.run_step(s, ctx)

    def text(self) -> str:
        return f"If the Base Cost was {self.n} or more, also {then_text(self.steps)}"


@attrs.frozen
class PlayItForFree(Step):
    """"Target a Character in any Reserve …. Play it for free." (the reminder text: "Put it in
    one of your Expeditions. If it would move to your Discard or any other personal zone,
    it goes to its owner's instead."): the effect's controller plays the marked card,
    whoever owns it, skipping its costs (7.3.20), into an Expedition of theirs; played from
    a Reserve it is Fleeting (2.4.6.a); later it goes to its owner's zones (1.4.3)."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.play import Intent, free_play_forbidden, play_card, play_destination

        card = ctx.it
        if card is None or not g.alive(card, ctx.it_oid) or card.zone is not ZONE.RESERVE:
            return
        why = free_play_forbidden(g, ctx.controller, card)
        if why:  # for free skips the costs, not the card's own "can't" (1.4.1)
            g.note(f"{card.name} can't be played for free: {why}", "1.4.1", ctx=ctx)
            return
        exp = yield from play_destination(g, ctx.controller, card, ctx)
        done = yield from play_card(g, ctx.controller, Intent(card, card.zone, exp, free=True))
        ctx.did = bool(done)

    def text(self) -> str:
        return "Play it for free"


@attrs.frozen
class PlayItFromReserveForFree(Step):
    """"Target a Character in any Reserve … Immediately play it for free": the targeted
    card, if it is still in that Reserve, is played from there by the effect's controller
    without paying its costs (7.3.20) - so its [R] abilities activate.  Its player controls
    it; its owner stays its owner (1.1.3.c-d), so it goes back to its owner's zones when it
    leaves play (1.4.3.a).  A card that moved, or may not be played (1.4.1), is not."""

    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.play import Intent, free_play_forbidden, play_card, play_destination

        card, me = ctx.it, ctx.controller
        ctx.did = False
        if card is None or card.zone is not ZONE.RESERVE or card.oid != ctx.it_oid:
            g.note("the targeted card is no longer in a Reserve", "6.5.h", ctx=ctx)
            return
        why = free_play_forbidden(g, me, card)
        if why:  # for free skips the costs, not the card's own "can't" (1.4.1)
            g.note(f"{card.name} can't be played for free: {why}", "1.4.1", ctx=ctx)
            return
        if card.owner != me:
            g.note(f"plays {card.name} from {g.players[card.owner].name}'s Reserve; it stays "
                   "its owner's card", "1.4.3.a", ctx=ctx)
        exp = None
        if card.cdef.is_character or card.cdef.zone_type == "expedition":
            exp = yield from play_destination(g, me, card, ctx)
        ctx.did = bool((yield from play_card(g, me, Intent(card, ZONE.RESERVE, exp, free=True))))

    def text(self) -> str:
        return "Immediately play it for free"
