"""Words added for the Bravos cards of the later sets (Alize, Bise, Cyclone, Duster).

Rush and the other ways of playing a card during an effect are in
`engine.effects.immediate` (any faction uses them); here are the smaller words around
them: "If you don't, ...", passing in the middle of an effect, and the Mana variant
"put the top card of your deck in your Mana zone, exhausted". What each means and the
rulings taken: docs/mechanisms.md, "Bravos in the later sets".
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

import attrs

from engine.effects.abilities import NextPlayed
from engine.effects.immediate import activate_one
from engine.effects.mana import DeckToMana
from engine.effects.selectors import Me, Selector
from engine.effects.steps import Step, then_text

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.state import GameState

Run = Generator[Any, Any, None]


@attrs.frozen
class IfYouDidNot(Step):
    """"You may X. If you don't, Y": Y happens when X was not done — declined, or not
    possible (6.5.f, read the other way)."""

    steps: tuple[Step, ...]

    def run(self, g: GameState, ctx: Ctx) -> Run:
        if ctx.did:
            return
        for s in self.steps:
            yield from g.run_step(s, ctx)

    def text(self) -> str:
        return "If you don't, " + then_text(self.steps)


@attrs.frozen
class PassNow(Step):
    """"[You may] [immediately] pass": the controller passes as if at the end of a turn
    (4.2.3.d) — they take no more turns this Afternoon — while the effect goes on; the
    turn under way still ends as usual once the effect is over. Passing is an event
    ("When you pass first" sees it). A player who has already passed cannot pass again."""

    immediately: bool = False
    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.flow import pass_turn  # the flow builds on the effects

        ctx.did = False
        if g.players[ctx.controller].passed:
            g.note("has already passed", "4.2.3.d", ctx=ctx)
            return
        yield from pass_turn(g, ctx.controller)
        ctx.did = True

    def text(self) -> str:
        return "Immediately pass" if self.immediately else "Pass"


@attrs.frozen
class DeckToManaExhausted(DeckToMana):
    """"Put the top card of your deck in your Mana zone, exhausted": the same as the plain
    words (a new Mana Orb is always exhausted, 3.2.9.b), printed with the word after."""

    def text(self) -> str:
        return super().text() + ", exhausted"


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


@attrs.frozen
class NextPlayedActivatesOne(NextPlayed):
    """"The next Character played from your hand this turn activates one of its [R]
    abilities": an Ongoing effect used up by the next such Character (2.2.14), which gets
    an Emblem-Reaction while it resolves (5.2.b); when that Reaction resolves, one of the
    Character's [R] abilities of its controller's choice is activated (7.3.1.b)."""

    def on_played(self) -> tuple[tuple[tuple[Step, ...], str], ...]:
        return (((ActivateOne(Me(), self.activates or "R"),),
                 f"activates one of its [{self.activates}] abilities"),)

    def text(self, duration: str | None = None) -> str:
        when = {"turn": " this turn", "afternoon": " this afternoon"}.get(duration or "", "")
        return (f"The next Character played from your hand{when} activates one of its "
                f"[{self.activates}] abilities.")
