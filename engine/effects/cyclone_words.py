"""Words of the effects language added for the Cyclone cards.

Ascend — the reminder text printed on the cards: "Until Rest, it can move forward even if
matched in its region's terrains by the opponent's Expedition." An Expedition that
Ascends gets an Ongoing Emblem (2.2.14) naming it, which lasts until Rest is over; while
it lasts, Progress (4.2.4.b) lets that Expedition win a terrain of its region where its
total equals the facing one's (still more than 0). See docs/mechanisms.md.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.effects.abilities import Passive
from engine.effects.conditions import Condition
from engine.effects.steps import Run, Step, Where
from engine.model import ZONE

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.state import GameState

UNTIL_REST = "rest"  # an Ongoing Emblem's duration: ends once Rest is done (flow.rest_of_day)


# ------------------------------------------------------------------ Ascend
@attrs.frozen
class Ascended(Passive):
    """The Emblem's passive: this one Expedition (player, "hero"|"companion") is Ascended."""

    expedition: tuple[int, str]

    def text(self, duration: str | None = None) -> str:
        return "That Expedition is Ascended until Rest."


def is_ascended(g: GameState, player: int, exp: str) -> bool:
    """Whether an Expedition has Ascended and Rest has not yet come."""
    return any(isinstance(pa, Ascended) and pa.expedition == (player, exp)
               for _h, pa, _c in g.passives_of(Ascended))


def ascended_expeditions(g: GameState, player: int) -> list[str]:
    return [e for e in ("hero", "companion") if is_ascended(g, player, e)]


_ASCEND_SUBJECT = {"target": "Target Expedition Ascends", "mine": "My Expedition Ascends",
                   "each": "Both of your Expeditions Ascend",
                   "hero": "Your Hero Expedition Ascends",
                   "companion": "Your Companion Expedition Ascends"}


@attrs.frozen
class Ascend(Step):
    """"[Expedition] Ascends": one Emblem per Expedition named (an Expedition that Ascends
    again stays Ascended; a second Emblem changes nothing)."""

    where: Where = Where("target")

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for p, e in (yield from self.where.resolve(g, ctx)):
            name = f"{g.players[p].name}'s {e} Expedition"
            if g.create_ongoing(Ascended((p, e)), UNTIL_REST, ctx) is not None:
                g.entry(f"{name} Ascends: until Rest it can move forward even where the facing "
                        "Expedition matches it", "2.2.14", ctx.controller)

    def text(self) -> str:
        return _ASCEND_SUBJECT[self.where.where]


@attrs.frozen
class InAscendedExpedition(Condition):
    """"If I'm in an Ascended Expedition" (a Gigantic object: in any of them); "If my
    Expedition is Ascended" is the same test, printed differently."""

    wording: str = attrs.field(default="in", eq=False)  # in | my

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        if src is None or src.zone is not ZONE.EXPEDITION:
            return False
        return any(is_ascended(g, src.controller, e) for e in g.expeditions_of(src))

    def text(self) -> str:
        if self.wording == "my":
            return "my Expedition is Ascended"
        return "I'm in an Ascended Expedition"


# ------------------------------------------------------------------ first player
@attrs.frozen
class FirstPlayerIs(Condition):
    """"If you are first player" / "If your opponent is first player" (4.1: the first
    player, who may change during the game), looked at when the condition is checked."""

    opponent: bool = False

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return (g.first == ctx.controller) != self.opponent

    def text(self) -> str:
        return "your opponent is first player" if self.opponent else "you are first player"


# ------------------------------------------------------------------ Landmark tokens
_LANDMARKS_OF = {"you": "your", "target": "target player's", "each": "each player's"}


@attrs.frozen
class CreateTokenInLandmarks(Step):
    """"Create an Aerolith token in [whose] Landmarks": a Permanent token (its card data
    says so) made in a Landmark zone (7.3.4). A Landmark zone holds its player's own
    cards, so the token belongs to the player whose Landmarks receive it (a ruling: the
    rules only say a token's owner is who creates it, 1.1.7.b, for tokens in one's own
    zones). Like every token, it ceases to exist when it leaves play (2.1.e); an excess of
    Landmarks is sacrificed at the end of the Day as for any Landmark (4.2.5.c)."""

    token: str
    whose: str = "you"  # you | target | each

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.cards.registry import card_by_ref
        from engine.effects.players import choose_target_player
        from engine.events import Event
        from engine.model import Card
        from engine.profile import profile_of

        if self.whose == "you":
            players = [ctx.controller]
        elif self.whose == "each":
            players = g.initiative_order()
        else:
            players = [(yield from choose_target_player(g, ctx))]
        cdef = card_by_ref(self.token)
        for p in players:
            card = Card(0, cdef, p, profile=profile_of(cdef))
            g.place(card, ZONE.LANDMARK, None, p)
            article = "an" if cdef.name[:1].upper() in "AEIOU" else "a"
            g.entry(f"creates {article} {cdef.name} token in {g.players[p].name}'s Landmarks",
                    "7.3.4", ctx.controller, (card.oid,))
            g._events.append(Event("create", card, ctx.controller, None, ZONE.LANDMARK))
        ctx.did = True

    def text(self) -> str:
        from engine.cards.registry import card_by_ref

        name = card_by_ref(self.token).name
        article = "an" if name[:1].upper() in "AEIOU" else "a"
        return f"Create {article} {name} token in {_LANDMARKS_OF[self.whose]} Landmarks"


@attrs.frozen
class SacrificeMeStep(Step):
    """"Sacrifice me" as an effect (7.3.25): the source, if still in play, is discarded as
    a sacrifice; nothing happens once it has left (2.1.i)."""

    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        src = ctx.source
        ctx.did = False
        if src is None or src.zone not in (ZONE.EXPEDITION, ZONE.LANDMARK):
            return
        if not g.alive(src, ctx.source_oid):
            return
        yield from g.move(src, ZONE.DISCARD, rule="7.3.25", ctx=ctx, sacrifice=True)
        ctx.did = True

    def text(self) -> str:
        return "Sacrifice me"
