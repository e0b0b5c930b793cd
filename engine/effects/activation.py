"""Words that make an object activate its own abilities (7.3.1.b): "[it] activates its [R]
abilities", "activates one of them"."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Reaction, Step
from engine.decisions import DecisionKind, Option
from engine.effects.triggers.arrival import OnJoin, OnPlayed
from engine.events import Event
from engine.model import Zone
from engine.sentences import upper_first

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.effects.selectors.base import Selector
    from engine.effects.steps.common import Run
    from engine.effects.triggers.base import Trigger
    from engine.model import Card
    from engine.state import GameState


@attrs.frozen
class ActivateOne(Step):
    """"[It] activates one of its [R] abilities" (7.3.1.b): see `activate_one`."""

    who: Selector
    symbol: str = "R"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, f"activate one of its [{self.symbol}] "
                                           "abilities")):
            yield from activate_one(g, ctx, c, self.symbol)

    def text(self) -> str:
        return f"{self.who.text(subject=True)} activates one of its [{self.symbol}] abilities"


def activate_symbol(g: GameState, ctx: Ctx, c: Card, symbol: str) -> None:
    """Activate the [J]/[H]/[R] abilities of `c` (7.3.1.b): each such Reaction makes its
    Emblem although nothing matched its trigger; the Emblem is the object's (7.3.1.d)."""
    found = activatable(g, c, symbol)
    if not found:
        g.note(f"{c.name} has no [{symbol}] ability to activate", "7.3.1.b", ctx=ctx)
    ctrl = g.controller_of(c)
    for ab in found:
        g.activate_reaction(c, ab, ctrl if ctrl is not None else ctx.controller,
                  Event("activate", c, ctx.controller), True)


@attrs.frozen
class ActivateSymbol(Step):
    """"[Object] activates its [R] abilities" (7.3.1.b)."""

    who: Selector
    symbol: str = "R"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, f"activate its [{self.symbol}] abilities")):
            activate_symbol(g, ctx, c, self.symbol)

    def text(self) -> str:
        return f"Activate the [{self.symbol}] abilities of {self.who.text()}"


@attrs.frozen
class ItActivates(ActivateSymbol):
    """"Target Permanent you control activates its [J] abilities" (7.3.1.b): the object
    itself is the subject; the same as "Activate the [J] abilities of …"."""

    def text(self) -> str:
        return f"{upper_first(self.who.text())} activates its [{self.symbol}] abilities"


def activate_one(g: GameState, ctx: Ctx, card: Card, symbol: str) -> Run:
    """"[It] activates one of its [R] abilities" (7.3.1.b): the player picks one of the
    object's working abilities with that symbol (any, if it has a single one) and it makes
    its Emblem-Reaction although nothing matched its trigger; the Emblem is the object's
    (7.3.1.d). An object with none is only noted."""
    found = activatable(g, card, symbol)
    if not found:
        g.note(f"{card.name} has no [{symbol}] ability to activate", "7.3.1.b", ctx=ctx)
        return
    ab = found[0]
    if len(found) > 1:
        opts = [Option(f"a:{i}", f"{card.name}: {a.text()}", (card.oid,))
                for i, a in enumerate(found)]
        ans = yield from g.ask(ctx.controller, DecisionKind.CHOOSE_CARD,
                               f"Choose which [{symbol}] ability of {card.name} activates",
                               opts, source=ctx.source)
        ab = found[int(ans.split(":")[1])]
    ctrl = g.controller_of(card)
    g.activate_reaction(card, ab, ctrl if ctrl is not None else ctx.controller,
              Event("activate", card, ctx.controller), True)


def _is_symbol(trigger: Trigger, symbol: str) -> bool:
    if symbol == "J":
        return isinstance(trigger, OnJoin)
    zone = Zone.HAND if symbol == "H" else Zone.RESERVE
    return isinstance(trigger, OnPlayed) and trigger.zone is zone


def activatable(g: GameState, c: Card, symbol: str) -> list:
    """The working [J]/[H]/[R] Reactions of an object, gained ones included."""
    return [ab for ab in g.abilities_of(c)
            if isinstance(ab, Reaction) and _is_symbol(ab.trigger, symbol)]
