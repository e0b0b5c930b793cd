"""Words of the effects language added for the Cyclone cards.

Ascend — the reminder text printed on the cards: "Until Rest, it can move forward even if
matched in its region's terrains by the opponent's Expedition." An Expedition that
Ascends gets an Ongoing Emblem (2.2.14) naming it, which lasts until Rest is over; while
it lasts, Progress (4.2.4.b) lets that Expedition win a terrain of its region where its
total equals the facing one's (still more than 0). See docs/mechanisms.md.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from engine.effects.abilities import Passive
from engine.effects.conditions import Condition
from engine.effects.filters import Filter
from engine.effects.steps import Run, Step, Where
from engine.effects.triggers import Trigger
from engine.events import Event
from engine.model import ZONE, Terrain

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.model import Card
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
        from engine.effects.ordis_words import (
            ResupplyInsteadOfAscendingAgain,
            ascend_again_replaced,
        )

        for p, e in (yield from self.where.resolve(g, ctx)):
            name = f"{g.players[p].name}'s {e} Expedition"
            if (g.passives_of(ResupplyInsteadOfAscendingAgain) and is_ascended(g, p, e)
                    and (yield from ascend_again_replaced(g, p, e))):
                continue  # "… would attempt to Ascend again, Resupply instead" (6.2)
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


# ------------------------------------------------------------------ Sacrifice me
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


# ------------------------------------------------------------------ passing first
@attrs.frozen
class WhenYouPassFirst(Trigger):
    """"When you pass first (stop taking turns before other players)" (4.2.3.d): the pass
    event of the Reaction's controller, made while no other player had passed."""

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return ev.kind == "pass" and ev.player == ctrl and ev.value is True

    def text(self) -> str:
        return "When you pass first"


# ------------------------------------------------------------------ facing (the opponent's
# Expedition of the same name as mine: Hero faces Hero, Companion faces Companion)
def facing_expeditions(g: GameState, me: Card) -> list[tuple[int, str]]:
    """The Expeditions facing an object in an Expedition (both, for a Gigantic one)."""
    if me.zone is not ZONE.EXPEDITION:
        return []
    return [(1 - me.controller, e) for e in g.expeditions_of(me)]


def characters_facing(g: GameState, me: Card) -> list[Card]:
    out: list[Card] = []
    for p, e in facing_expeditions(g, me):
        out += [c for c in g.in_expedition(p, e) if c.cdef.is_character and c not in out]
    return out


@attrs.frozen
class WhenACharacterJoinsFacing(Trigger):
    """"When a Character joins the Expedition facing me" (7.1.1.a's joining, seen from the
    other side): a Character arriving from another zone, or created, in the opponent's
    Expedition of the same name as mine; binds it (6.3.h)."""

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        if ev.kind not in ("move", "create") or ev.dst is not ZONE.EXPEDITION:
            return False
        if ev.src is ZONE.EXPEDITION or ev.card is None or not ev.card.cdef.is_character:
            return False
        if ev.card.controller == ctrl or me.zone is not ZONE.EXPEDITION:
            return False
        return ev.card if ev.dst_exp in g.expeditions_of(me) else False

    def text(self) -> str:
        return "When a Character joins the Expedition facing me"


@attrs.frozen
class FacingExpeditionIn(Condition):
    """"If I'm facing an Expedition in [terrain]": the Expedition facing me is in a region
    that has that terrain (its terrains as they are now, after passives)."""

    terrain: Terrain

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        if src is None:
            return False
        return any(self.terrain in g.terrains_at(g.players[p].position[e])
                   for p, e in facing_expeditions(g, src))

    def text(self) -> str:
        return f"I'm facing an Expedition in {self.terrain.value.capitalize()}"


@attrs.frozen
class FacingCharacters(Condition):
    """"If I'm facing a Character" / "… two or more Characters": Characters in the
    Expedition(s) facing me."""

    at_least: int = 1

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        return src is not None and len(characters_facing(g, src)) >= self.at_least

    def text(self) -> str:
        if self.at_least == 1:
            return "I'm facing a Character"
        return f"I'm facing {_WORDS.get(self.at_least, self.at_least)} or more Characters"


_WORDS = {2: "two", 3: "three", 4: "four"}


# ------------------------------------------------------------------ first player changes
@attrs.frozen
class BecomeFirstPlayer(Step):
    """"Target player becomes first player" / "you become first player": the first player
    changes now, as it otherwise does each Morning (4.2.1.b); it goes on changing each
    Morning from there."""

    who: str = "target"  # target | you

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.effects.players import choose_target_player

        p = ctx.controller if self.who == "you" else (yield from choose_target_player(g, ctx))
        if g.first == p:
            g.note(f"{g.players[p].name} is already the first player", "4.2.1.b", ctx=ctx)
            return
        g.first = p
        g.entry(f"{g.players[p].name} becomes the first player", "4.2.1.b", ctx.controller)

    def text(self) -> str:
        return ("you become first player" if self.who == "you"
                else "target player becomes first player")


# ------------------------------------------------------------------ moving forward
@attrs.frozen
class WhenMyExpeditionMovesForward(Trigger):
    """"When my Expedition moves forward": any move forward of the Expedition I am in
    (Progress or an effect), made for my controller."""

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        if ev.kind != "expedition" or ev.player != ctrl:
            return False
        exp, delta, _due_to = ev.value
        return delta > 0 and exp in g.expeditions_of(me)

    def text(self) -> str:
        return "When my Expedition moves forward"


@attrs.frozen
class IHaveFewBoosts(Condition):
    """"If I have no boosts" / "If I have less than N boosts": the bearer's boosts (2.4.4)
    when the condition is checked (6.5.d)."""

    less_than: int = 1  # "no boosts" is "less than 1"

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        return (src is not None and g.alive(src, ctx.source_oid)
                and src.counters.get("boost", 0) < self.less_than)

    def text(self) -> str:
        if self.less_than == 1:
            return "I have no boosts"
        return f"I have less than {self.less_than} boosts"


@attrs.frozen
class HaveMe(Step):
    """"(You may) have me [do X]": I do X — the printed wording of a step whose subject is
    the source ("have me switch Expeditions"); it runs the step as it is."""

    step: Step
    words: str  # the verb phrase after "have me"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        yield from g.run_step(self.step, ctx)

    def text(self) -> str:
        return f"Have me {self.words}"


def _sacrifice_cost_class() -> type:
    from engine.effects.yz_words import SacrificeCost

    return SacrificeCost


@attrs.frozen
class SacrificeToDo:
    """The internal cost of "You may sacrifice a [Permanent] to [effect]" (6.4): one
    object you control, chosen as it is paid, sacrificed (7.3.25)."""

    filter: Filter

    def _cost(self) -> Any:
        from engine.effects.costs import Cost

        return _sacrifice_cost_class()(Cost(), self.filter)

    def payable(self, g: GameState, ctx: Ctx) -> bool:
        return bool(self._cost().payable(g, ctx))

    def why_not(self, g: GameState, ctx: Ctx) -> str | None:
        return self._cost().why_not(g, ctx)

    def pay(self, g: GameState, ctx: Ctx) -> Run:
        yield from self._cost().pay(g, ctx)

    def text(self) -> str:
        return f"sacrifice a {self.filter.noun()}"
