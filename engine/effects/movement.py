"""Card movement between zones: drawing, discarding, sacrificing, putting from a Hand in play,
returning to a Hand (7.3.5, 7.3.7, 7.3.14, 7.3.24)."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import attrs

from engine.ability_kinds import Reaction, Step
from engine.decisions import DecisionKind, Option
from engine.effects.activation import _is_symbol
from engine.effects.conditions.base import _NUMBER_WORDS
from engine.effects.conditions.this_way import _put_this_way
from engine.effects.context import Ctx
from engine.effects.costs.sacrifices import choose_sacrifice, sacrifice_candidates
from engine.effects.filters import TYPE_NOUNS, Filter, base_cost
from engine.effects.players import choose_target_player
from engine.effects.replacements import move_one_region
from engine.effects.selectors.targets import Target
from engine.effects.statuses import _revealed_in_hand
from engine.effects.steps.common import (
    YOU,
    choose_from_hand,
    choose_one_of,
    choose_own_card,
    me_in_play,
    then_text,
)
from engine.effects.steps.zones import Sacrifice, Send
from engine.events import Event
from engine.messages import msg
from engine.model import ZONE

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.filters import AnyOf
    from engine.effects.regions import OneOfYourExpeditionsMoves, OtherExpeditionForward
    from engine.effects.selectors.base import Selector
    from engine.effects.steps.common import Run, Who
    from engine.effects.steps.expeditions import MoveExpedition
    from engine.model import Card, Zone
    from engine.state import GameState


@attrs.frozen
class SacrificeMyself(Step):
    """"Sacrifice me" as a step (7.3.25): I go from play (an Expedition or the Landmark
    zone) to my owner's Discard pile.  If I am no longer in play, nothing is sacrificed
    and a following "If you do" does not happen (6.5.f).  `SacrificeIt` has the same shape
    for another object: "it" is the one a trigger bound (6.3.h), which must also be
    controlled by the effect's controller (one sacrifices only what one controls, 7.3.25),
    while "me" is the source itself (2.1.i)."""

    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False
        src = me_in_play(g, ctx)
        if src is not None:
            yield from g.move(src, ZONE.DISCARD, rule="7.3.25", ctx=ctx, sacrifice=True)
            ctx.did = True

    def text(self) -> str:
        return "Sacrifice me"


@attrs.frozen
class SacrificeEither(Step):
    """"Sacrifice another Robot or Permanent" / "Sacrifice a Plant or Permanent": one object
    you control of either kind (7.3.25); what was sacrificed is "its" for the next sentence
    (its Hand Cost as it last was, 6.3.j). Nothing to sacrifice: "If you can't" follows."""

    filter: AnyOf
    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False
        cards = sacrifice_candidates(g, ctx, self.filter)
        ctx.chosen = []
        if not cards:
            g.note(f"controls no {self.filter.noun()} to sacrifice", "1.4.1.c", ctx=ctx)
            return
        pick = yield from choose_sacrifice(g, ctx, cards, self._noun())
        ctx.chosen = [pick]
        yield from g.move(pick, ZONE.DISCARD, rule="7.3.25", ctx=ctx, sacrifice=True)
        ctx.did = True

    def _noun(self) -> str:
        noun = self.filter.noun()
        return noun if noun.startswith("another ") else f"a {noun}"

    def text(self) -> str:
        return f"Sacrifice {self._noun()}"


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
class SacrificeIt(Step):
    """"Sacrifice it": the object the trigger bound (6.3.h), if it is still that object, in
    play and controlled by the effect's controller (7.3.25: one sacrifices only what one
    controls)."""

    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False
        it = ctx.it
        if (it is None or not g.alive(it, ctx.it_oid)
                or it.zone not in (ZONE.EXPEDITION, ZONE.LANDMARK)
                or g.controller_of(it) != ctx.controller):
            g.note("it is no longer there to be sacrificed", "7.3.25", ctx=ctx)
            return
        yield from g.move(it, ZONE.DISCARD, rule="7.3.25", ctx=ctx, sacrifice=True)
        ctx.did = True

    def text(self) -> str:
        return "Sacrifice it"


@attrs.frozen
class TargetOpponentDraws(Step):
    """"Target an opponent, they draw a card": the opponent as the target (6.5.b) draws
    (7.3.7) — under "You may", the whole sentence is optional."""

    n: int = 1

    def run(self, g: GameState, ctx: Ctx) -> Run:
        yield from g.draw(1 - ctx.controller, self.n, "7.3.7", ctx=ctx)
        ctx.did = True

    def text(self) -> str:
        return "Target an opponent, they draw a card" if self.n == 1 else (
            f"Target an opponent, they draw {self.n} cards")


@attrs.frozen
class DiscardItFromHand(Step):
    """"Discard it": the card revealed from a hand, still there, goes to its owner's
    Discard pile (7.3.5).  Each "it" of these steps is found its own way (here the card a
    reveal showed, `PutItInYourHand` the card put in Reserve this way): the moves look
    alike, the objects they name differ (6.3.h)."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        card = _revealed_in_hand(g, ctx)
        if card is not None:
            yield from g.move(card, ZONE.DISCARD, rule="7.3.5", ctx=ctx)

    def text(self) -> str:
        return "Discard it"


@attrs.frozen
class PutItInYourHand(Step):
    """"(You may) then put it in your hand": the Character just put in your Reserve goes to
    your hand (7.3.21)."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        card = _put_this_way(g, ctx)
        if card is not None:
            yield from g.move(card, ZONE.HAND, rule="7.3.21", ctx=ctx)

    def text(self) -> str:
        return "Then put it in your hand"


def _revealed_on_top(g: GameState, ctx: Ctx) -> Card | None:
    """The card the step before revealed (or the revealed card a Reaction is about), if it
    is still on top of your Deck."""
    deck = g.players[ctx.controller].deck
    for c in (*ctx.chosen, ctx.it):
        if deck and deck[-1] is c:
            return c
    return None


@attrs.frozen
class DrawIt(Step):
    """"Draw it": the revealed card, still on top of your Deck, is drawn (7.3.7)."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        if _revealed_on_top(g, ctx) is not None:
            yield from g.draw(ctx.controller, 1, "7.3.7", ctx=ctx)

    def text(self) -> str:
        return "Draw it"


@attrs.frozen
class IfItMoved(Step):
    """"[Expedition] moves backwards one region. If it does, [its other Expedition moves
    forward one region]": the second part only if the first move happened — an Expedition
    in its starting region cannot move backwards (7.3.16) — and for the same player."""

    move: MoveExpedition | OneOfYourExpeditionsMoves  # a target, or one of yours
    then: tuple[OtherExpeditionForward, ...]

    def run(self, g: GameState, ctx: Ctx) -> Run:
        targets = yield from self.move.expeditions(g, ctx)
        ctx.did = False

        for p, e in targets:
            if not (yield from move_one_region(g, p, e, self.move.forward, ctx)):
                continue
            ctx.did = True
            for s in self.then:
                yield from s.move_other(g, ctx, p, e)

    def text(self) -> str:
        return f"{self.move.text()}. If it does, {then_text(self.then)}"


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
class HaveTargetOpponentDraw(Step):
    """"have target opponent draw a card": the opponent (the target, 6.5.b) draws (7.3.7);
    done if a card was drawn (an empty deck draws nothing)."""

    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        opp = 1 - ctx.controller
        before = len(g.players[opp].hand)
        yield from g.draw(opp, 1, "7.3.7", ctx=ctx)
        ctx.did = len(g.players[opp].hand) > before

    def text(self) -> str:
        return "Have target opponent draw a card"


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
class SacrificeThat(Step):
    """"Sacrifice it": its controller discards that object in play (7.3.25); still a
    sacrifice if the discard is modified (7.3.25.b)."""

    who: Selector

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, "sacrifice")):
            if c.zone not in (ZONE.EXPEDITION, ZONE.LANDMARK):
                continue
            yield from g.move(c, ZONE.DISCARD, rule="7.3.25", ctx=ctx, sacrifice=True)

    def text(self) -> str:
        return f"Sacrifice {self.who.text()}"


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


@attrs.frozen
class SacrificeHighestBaseCost(Step):
    """"Target opponent sacrifices the Character they control with the highest Base
    Cost": they sacrifice (7.3.25) one of theirs whose Base Cost (Reserve Cost if Fleeting,
    else Hand Cost) is the highest; among equals, they choose which.  "Target player
    sacrifices …" (`player`): either player, chosen as the step resolves (6.5.b)."""

    filter: Filter
    player: bool = False  # "target player" (either one) rather than "target opponent"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        if self.player:
            from engine.effects.players import choose_target_player

            p = yield from choose_target_player(g, ctx)
        else:
            p = 1 - ctx.controller  # with two players, target opponent is the other (6.5.b)
        sub = attrs.evolve(ctx, controller=p)
        own = [c for c in g.objects_in(self.filter.zones) if self.filter.matches(g, c, sub)
               and g.controller_of(c) == p]
        if not own:
            g.note(f"controls no {self.filter.noun()} to sacrifice", "1.4.1.c", ctx=ctx)
            return
        top = max(base_cost(c) for c in own)
        tied = [c for c in own if base_cost(c) == top]
        chosen = tied[0]
        if len(tied) > 1:
            opts = [Option(f"s:{c.oid}", g.describe(c), (c.oid,)) for c in tied]
            ans = yield from g.ask(p, DecisionKind.SACRIFICE,
                                   f"Choose {self.filter.noun()} with Base "
                                   f"Cost {top} to sacrifice", opts, source=ctx.source)
            chosen = next(c for c in tied if f"s:{c.oid}" == ans)
        yield from g.move(chosen, ZONE.DISCARD, rule="7.3.25", ctx=sub, sacrifice=True)
        ctx.did = True

    def text(self) -> str:
        who = "player" if self.player else "opponent"
        return (f"Target {who} sacrifices the {self.filter.noun()} they control with the "
                "highest Base Cost")


@attrs.frozen
class TargetPlayerSacrifices(Step):
    """"Target player sacrifices a Character": either player, chosen as the step resolves
    (6.5.b), sacrifices one they control, of their choice (7.3.25)."""

    filter: Filter = Filter()

    def run(self, g: GameState, ctx: Ctx) -> Run:

        p = yield from choose_target_player(g, ctx)
        sub = attrs.evolve(ctx, controller=p)
        yield from Sacrifice(self.filter).run(g, sub)
        ctx.did = sub.did

    def text(self) -> str:
        return f"Target player sacrifices a {self.filter.noun()}"
