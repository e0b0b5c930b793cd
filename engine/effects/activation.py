"""Words that make an object activate its own abilities (7.3.1.b): "[it] activates its [R]
abilities", "activates one of them"."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.effects.immediate import activate_one
from engine.effects.steps import Step, upper_first
from engine.events import Event

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.effects.selectors import Selector
    from engine.effects.steps import Run
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
    from engine.effects.modes import activatable
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
