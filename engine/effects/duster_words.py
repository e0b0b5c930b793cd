"""Words added for the Duster set: Landmark tokens (the Manaseed), readying a Mana Orb, and
the cost "[T], Sacrifice me" of a Permanent.

The Complete Rules v3.0 only know Character tokens created in an Expedition (7.3.4.a).  The
Duster set adds a token Landmark Permanent, the Manaseed, whose meaning is given by the
reminder text printed with it: "It's a Permanent with "[T], Sacrifice me: Ready a Mana
Orb."" (docs/mechanisms.md, section Duster).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

import attrs

from engine.cards.registry import card_by_ref
from engine.decisions import Option
from engine.effects.conditions import Condition
from engine.effects.context import Ctx
from engine.effects.passives import EMPTY, IN_PLAY, CharPassive, Delta
from engine.effects.steps import Step
from engine.effects.triggers import Trigger
from engine.events import Event
from engine.model import STATUS, ZONE, Card
from engine.profile import profile_of

if TYPE_CHECKING:  # pragma: no cover
    from engine.state import GameState

Run = Generator[Any, Any, Any]

MANASEED = "ALT_DUSTER_B_NE_04_C"


def create_landmark_token(g: GameState, ref: str, creator: int, player: int,
                          ctx: Ctx | None = None) -> Card:
    """Put a new token Permanent in `player`'s Landmark zone.  A Landmark zone holds its
    player's cards only, so the token is owned and controlled by the player whose
    Landmarks it is created in (a ruling: the creator would own it under 1.1.7.b, but it
    never leaves that zone without ceasing to exist, so ownership changes nothing else)."""
    cdef = card_by_ref(ref)
    card = Card(0, cdef, player, profile=profile_of(cdef))
    g.place(card, ZONE.LANDMARK, None, player)
    article = "an" if cdef.name[:1].upper() in "AEIOU" else "a"
    g.entry(f"creates {article} {cdef.name} token in {g.players[player].name}'s Landmarks",
            "7.3.4", creator, (card.oid,))
    g._events.append(Event("create", card, creator, None, ZONE.LANDMARK, None, None))
    return card


_LANDMARK_OWNERS = {"you": "your", "target": "target player's",
                    "target_opponent": "target opponent's",
                    "another_target": "another target player's", "each": "each player's",
                    "its_controller": "its controller's"}


def _controller_of_it(g: GameState, ctx: Ctx) -> list[int]:
    it = ctx.it if ctx.it is not None else (ctx.chosen[0] if ctx.chosen else None)
    if it is None:
        return []
    if it.zone in (ZONE.EXPEDITION, ZONE.LANDMARK):
        return [g.controller_of(it)]
    ctrl = (it.last or {}).get("controller")
    return [it.owner if ctrl is None else ctrl]


@attrs.frozen
class CreateLandmarkToken(Step):
    """"Create a Manaseed token in your Landmarks", "Create two Manaseed tokens in target
    opponent's Landmarks", "Create an Aerolith token in target player's Landmarks": Permanent
    tokens (their card data says so) made in a Landmark zone (7.3.4), the one word of the
    Cyclone and Duster cards.

    "Target player" is chosen, you or an opponent (6.5.b); with two players, "target
    opponent" and "another target player" are both the other player.  "Its controller's" is
    the controller of the object the effect chose before ("it", 6.3.h) — as it last was in
    play if it has left (6.3.j).  Like every token, one ceases to exist when it leaves play
    (2.1.e); an excess of Landmarks is sacrificed at Clean-up as any Landmark (4.2.5.c)."""

    token: str = MANASEED
    whose: str = "you"  # see _LANDMARK_OWNERS
    count: int = 1

    def _players(self, g: GameState, ctx: Ctx) -> Run:
        if self.whose == "you":
            return [ctx.controller]
        if self.whose == "target":
            from engine.effects.players import choose_target_player

            return [(yield from choose_target_player(g, ctx))]
        if self.whose in ("target_opponent", "another_target"):
            return [1 - ctx.controller]
        if self.whose == "its_controller":
            return _controller_of_it(g, ctx)
        return list(g.initiative_order())  # "each player's"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for p in (yield from self._players(g, ctx)):
            for _ in range(self.count):
                create_landmark_token(g, self.token, ctx.controller, p, ctx)
        ctx.did = True

    def text(self) -> str:
        name = card_by_ref(self.token).name
        article = "an" if name[:1].upper() in "AEIOU" else "a"
        n = {1: article, 2: "two", 3: "three"}.get(self.count, str(self.count))
        noun = "token" if self.count == 1 else "tokens"
        return f"Create {n} {name} {noun} in {_LANDMARK_OWNERS[self.whose]} Landmarks"


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
            ans = yield from g.ask(ctx.controller, "choose_card", "Choose the Mana Orb to ready",
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
class AndSacrificeMe:
    """A quick action's cost "[T], Sacrifice me": paid in one step (6.4.a); payable while I
    am in play (a Permanent in the Landmark zone, or in an Expedition); paying it exhausts
    then sacrifices me (7.3.10, 7.3.25)."""

    base: Any  # a Cost

    def payable(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        return (bool(self.base.payable(g, ctx)) and src is not None
                and src.zone in (ZONE.EXPEDITION, ZONE.LANDMARK)
                and bool(g.alive(src, ctx.source_oid)))

    def why_not(self, g: GameState, ctx: Ctx) -> str | None:
        return self.base.why_not(g, ctx) or (None if self.payable(g, ctx)
                                            else "I am no longer in play")

    def pay(self, g: GameState, ctx: Ctx) -> Run:
        yield from self.base.pay(g, ctx)
        assert ctx.source is not None
        yield from g.move(ctx.source, ZONE.DISCARD, rule="7.3.25", ctx=ctx, sacrifice=True)

    @property
    def discard_me(self) -> bool:
        return False

    def text(self) -> str:
        return f"{self.base.text()} and sacrifice me"

    def symbol(self) -> str:
        return f"{self.base.symbol()}, Sacrifice me"


# ------------------------------------------------------------------ In contact
def expedition_in_contact(g: GameState, player: int, exp: str) -> bool:
    """"It's In Contact if there is another player's Expedition in its region" (reminder
    text of In contact): an Expedition of another player stands on the same region of the
    Adventure (both players' positions count on the one Adventure, 0 the Hero region) —
    or a passive says it is considered In contact (lyra_regions_words)."""
    from engine.effects.lyra_regions_words import considered

    if considered(g, player, exp, "in_contact"):
        return True
    here = g.players[player].position[exp]
    return any(q.position[e] == here for q in g.players if q.index != player
               for e in ("hero", "companion"))


@attrs.frozen
class IAmInContact(Condition):
    """"If I'm In contact": "I'm In Contact if another player's Expedition is in my region"
    (reminder text).  A Character in play is in its Expedition's region (both regions for a
    Gigantic one, 7.4.4); out of play, it is in no region and not In contact."""

    negated: bool = False

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        found = (src is not None and src.zone is ZONE.EXPEDITION
                 and any(expedition_in_contact(g, g.controller_of(src), e)
                         for e in g.expeditions_of(src)))
        return found != self.negated

    def text(self) -> str:
        return "I'm not In contact" if self.negated else "I'm In contact"


@attrs.frozen
class IAmIf(CharPassive):
    """"If [condition], I'm [keyword]": the bearer has the keyword while the condition holds,
    looked at each time characteristics are worked out (2.3.1.k) — "If I'm In contact, I'm
    Defender" follows the Expeditions as they move."""

    keyword: Any  # a Keyword
    condition: Any  # a Condition, "I" being the bearer, "you" its controller

    def delta(self, g: GameState, holder: Card | None, ctrl: int) -> Delta:
        if holder is None or holder.zone not in IN_PLAY:
            return EMPTY
        if not self.condition.holds(g, Ctx(ctrl, holder)):
            return EMPTY
        return frozenset({("kw", holder.oid, self.keyword.name, self.keyword.value)})

    def text(self, duration: str | None = None) -> str:
        return f"If {self.condition.text()}, I'm {self.keyword.text()}."


@attrs.frozen
class IAmStatus(Condition):
    """"If I'm Anchored / Asleep": the bearer has the status now (2.4.1)."""

    status: Any  # a Status

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        return src is not None and self.status in src.statuses

    def text(self) -> str:
        return f"I'm {self.status.value.capitalize()}"


# ------------------------------------------------------------------ Landmarks, Resupply, moving
@attrs.frozen
class LandmarkCount(Condition):
    """"If there are N or more cards in your Landmarks" / "if there's another card in your
    Landmarks": the cards in your Landmark zone now (3.2.8), Manaseeds included; "another"
    leaves out the bearer itself."""

    at_least: int = 1
    other: bool = False

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        cards = [c for c in g.players[ctx.controller].landmarks
                 if not (self.other and src is not None and c is src)]
        return len(cards) >= self.at_least

    def text(self) -> str:
        if self.other:
            return "there's another card in your Landmarks"
        n = {2: "two", 3: "three", 4: "four"}.get(self.at_least, str(self.at_least))
        return f"there are {n} or more cards in your Landmarks"


@attrs.frozen
class PlayerResupplies(Step):
    """"Target opponent / Target player / Each player [Exhausted] Resupplies" (7.3.22; the
    Exhausted one then exhausts the card, 7.3.11): a player as the subject.  "Target player"
    is either player, chosen by the effect's controller (6.5.b)."""

    who: str = "target_opponent"  # target_opponent | target_player | each
    exhausted: bool = False

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.effects.players import choose_target_player

        if self.who == "target_player":
            players = [(yield from choose_target_player(g, ctx))]
        elif self.who == "each":
            players = list(g.initiative_order())
        else:
            players = [1 - ctx.controller]
        for p in players:
            card = yield from g.resupply(p, ctx=ctx)
            if card is not None and self.exhausted:
                g.gain_status(card, STATUS.EXHAUSTED, "7.3.11", ctx=ctx)
        ctx.did = True

    def text(self) -> str:
        subject = {"target_opponent": "Target opponent", "target_player": "Target player",
                   "each": "Each player"}[self.who]
        return f"{subject} {'Exhausted ' if self.exhausted else ''}Resupplies"


@attrs.frozen
class WhenMyExpeditionMovesForward(Trigger):
    """"When my Expedition moves forward": the Expedition the bearer is in (either one for
    a Gigantic bearer, 7.4.4) moves forward one region, by Progress at Dusk (4.2.4) or by an
    effect (7.3.16)."""

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        if ev.kind != "expedition" or ev.player != me.controller:
            return False
        exp, delta = ev.value[0], ev.value[1]
        return delta > 0 and exp in g.expeditions_of(me)

    def text(self) -> str:
        return "When my Expedition moves forward"


# ------------------------------------------------------------------ Gift
def is_gift(g: GameState, ev: Event, player: int) -> bool:
    """"A Gift is when on your turn, an opponent draws a card, Resupplies or receives a
    token" (reminder text): during `player`'s Afternoon turn (4.2.3.d), another player's
    drawing step (once, however many cards it draws), Resupply (Exhausted ones included)
    or a token created under their control (in their Expedition or their Landmarks)."""
    if g.turn_player != player:
        return False
    if ev.kind == "draw":
        return ev.player != player and ev.value == 1
    if ev.kind == "resupply":
        return ev.player != player
    if ev.kind == "create" and ev.card is not None:
        return ev.card.controller != player
    return False


@attrs.frozen
class WhenYouMakeAGift(Trigger):
    """"When you make a Gift —": see `is_gift`."""

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return is_gift(g, ev, ctrl)

    def text(self) -> str:
        return "When you make a Gift"


@attrs.frozen
class IHaveNoBoosts(Condition):
    """"If I have no boosts": the bearer has no boost now (2.4.4)."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        return (src is not None and g.alive(src, ctx.source_oid)
                and not src.counters.get("boost", 0))

    def text(self) -> str:
        return "I have no boosts"


# ------------------------------------------------------------------ exhausting as a cost
@attrs.frozen
class ExhaustOneCost:
    """The internal cost "exhaust ([T]) a Permanent you control" / "a card in your Reserve"
    (6.4; 7.3.10): one of them, not yet exhausted, chosen by you as the cost is paid; with
    none, the cost cannot be paid and the effect after "to" does not happen."""

    what: str = "permanent"  # permanent | reserve

    def _candidates(self, g: GameState, ctx: Ctx) -> list[Card]:
        if self.what == "reserve":
            cards = g.players[ctx.controller].reserve
        else:
            cards = [c for c in g.objects_in((ZONE.EXPEDITION, ZONE.LANDMARK))
                     if c.cdef.counts_as("permanent") and g.controller_of(c) == ctx.controller]
        return [c for c in cards if STATUS.EXHAUSTED not in c.statuses]

    def payable(self, g: GameState, ctx: Ctx) -> bool:
        return bool(self._candidates(g, ctx))

    def why_not(self, g: GameState, ctx: Ctx) -> str | None:
        return None if self.payable(g, ctx) else f"there is nothing to {self.text()}"

    def pay(self, g: GameState, ctx: Ctx) -> Run:
        cards = self._candidates(g, ctx)
        pick = cards[0]
        if len(cards) > 1:
            opts = [Option(f"x:{c.oid}", g.describe(c), (c.oid,)) for c in cards]
            ans = yield from g.ask(ctx.controller, "choose_card", f"Choose what to {self.text()}",
                                   opts, source=ctx.source)
            pick = next(c for c in cards if f"x:{c.oid}" == ans)
        g.gain_status(pick, STATUS.EXHAUSTED, "7.3.10", ctx=ctx)

    def text(self) -> str:
        return ("exhaust a card in your Reserve" if self.what == "reserve"
                else "exhaust a Permanent you control")


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
