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


_LANDMARK_OWNERS = {"you": "your", "target_opponent": "target opponent's",
                    "another_target": "another target player's", "each": "each player's"}


@attrs.frozen
class CreateLandmarkToken(Step):
    """"Create a Manaseed token in your / target opponent's / each player's Landmarks".

    With two players, "target opponent" and "another target player" are both the other
    player (6.5.b: a player as target)."""

    token: str = MANASEED
    whose: str = "you"  # see _LANDMARK_OWNERS
    count: int = 1

    def _players(self, g: GameState, ctx: Ctx) -> list[int]:
        if self.whose == "you":
            return [ctx.controller]
        if self.whose in ("target_opponent", "another_target"):
            return [1 - ctx.controller]
        return list(g.initiative_order())  # "each player's"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for p in self._players(g, ctx):
            for _ in range(self.count):
                create_landmark_token(g, self.token, ctx.controller, p, ctx)
        ctx.did = True
        return
        yield  # a generator, as every step

    def text(self) -> str:
        name = card_by_ref(self.token).name
        n = {1: "a", 2: "two", 3: "three"}.get(self.count, str(self.count))
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
    Adventure (both players' positions count on the one Adventure, 0 the Hero region)."""
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
