"""Words the Alize cards add to the effects language.

Alize is the set of exhausted cards in Reserve (2.4.5.c, 2.4.5.e): cards that go to Reserve
exhausted (Exhausted Resupply, 7.3.11; Cooldown, 7.4.1), effects that exhaust or ready
cards already there, and Reactions to it.  The rules behind those words are in the
Complete Rules v3.0; what they leave open is noted in docs/mechanisms.md.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.effects.conditions import Condition
from engine.effects.filters import Filter
from engine.effects.selectors import Chosen, Selector
from engine.effects.steps import Run, Step
from engine.effects.triggers import Trigger
from engine.model import STATUS, ZONE, Card

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.events import Event
    from engine.state import GameState


@attrs.frozen
class WhenYouExhaustInReserve(Trigger):
    """"When you exhaust a card in Reserve": a card in a Reserve becomes exhausted and
    you are the player who did it (1.4.7) — by an effect you control, your Exhausted
    Resupply (7.3.11) or your Spell's Cooldown (7.4.1).  A card that was already exhausted
    does not become so again (2.4.1.f), so it activates nothing."""

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return (ev.kind == "status" and ev.value == (STATUS.EXHAUSTED, True)
                and ev.player == ctrl and ev.card is not None and ev.card.zone is ZONE.RESERVE)

    def text(self) -> str:
        return "When you exhaust a card in Reserve"


@attrs.frozen
class SendToReserveExhausted(Step):
    """"Send target Character to Reserve, then exhaust it": "it" is the card as it arrives
    in Reserve, a new object (1.4.4); a Fleeting one goes to the Discard pile instead
    (2.4.6) and a token ceases to exist (2.1.e), so nothing is exhausted then."""

    who: Selector

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, "send to Reserve")):
            new = yield from g.move(c, ZONE.RESERVE, rule="7.3.21", ctx=ctx)
            ctx.did = True
            if new is not None and new.zone is ZONE.RESERVE:
                g.gain_status(new, STATUS.EXHAUSTED, "7.3.10", ctx=ctx)

    def text(self) -> str:
        return f"Send {self.who.text()} to Reserve, then exhaust it"


@attrs.frozen
class ExhaustedInReserve(Chosen):
    """"An exhausted card in Reserve", chosen (not a target) from any Reserve."""

    filter: Filter = Filter(types=(), zones=(ZONE.RESERVE,), any_status=(STATUS.EXHAUSTED,))

    def text(self, subject: bool = False) -> str:
        return "an exhausted card in Reserve"


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


_COUNT_WORDS = {0: "no", 1: "one or more", 2: "two or more", 3: "three or more"}


@attrs.frozen
class YourZoneHolds(Condition):
    """"If your hand is empty", "If your Reserve is empty", "If you have two or more
    cards in Reserve": a count of the cards of a zone you own (7.5.4: nobody controls
    them), exhausted ones included."""

    zone: str  # "hand" | "reserve"
    at_least: int = 0  # 0: the zone is empty

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        n = len(getattr(g.players[ctx.controller], self.zone))
        return n == 0 if self.at_least == 0 else n >= self.at_least

    def text(self) -> str:
        name = "hand" if self.zone == "hand" else "Reserve"
        if self.at_least == 0:
            return f"your {name} is empty"
        return f"you have {_COUNT_WORDS.get(self.at_least, f'{self.at_least} or more')} cards in {name}"


@attrs.frozen
class WhenIGainBoosts(Trigger):
    """"When I gain 1 or more boosts": once for each gain of boosts (one atomic action,
    however many, 7.3.12), while I am in play."""

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return (ev.kind == "counters" and ev.card is me and ev.value[0] == "boost"
                and ev.value[1] > 0)

    def text(self) -> str:
        return "When I gain 1 or more boosts"
