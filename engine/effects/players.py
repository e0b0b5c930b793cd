"""Words about players: "Each player discards their hand [and their Reserve]", two steps
of one subject ("…, then draws three cards"), and objects "controlled by target player".
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

import attrs

from engine.decisions import Option
from engine.effects.filters import Filter
from engine.effects.steps import Run, Step, Who, lower_first
from engine.model import ZONE, Card

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.state import GameState


@attrs.frozen
class DiscardHand(Step):
    """"[Players] discard their hand [and their Reserve]": every card of those zones goes
    to its owner's Discard pile (7.3.5), all in one step (1.4.5: each player does it,
    at the same time)."""

    who: Who
    reserve: bool = False

    def run(self, g: GameState, ctx: Ctx) -> Run:
        cards: list[Card] = []
        for p in self.who.players(g, ctx):
            pl = g.players[p]
            cards += list(pl.hand) + (list(pl.reserve) if self.reserve else [])
        for c in cards:
            yield from g.move(c, ZONE.DISCARD, rule="7.3.5", ctx=ctx)
        ctx.did = bool(cards)

    def text(self) -> str:
        what = "their hand and their Reserve" if self.reserve else "their hand"
        if self.who.who == "you":
            return "Discard your hand" + (" and your Reserve" if self.reserve else "")
        return self.who.subject("discards", "discard").capitalize() + " " + what


@attrs.frozen
class SameSubject(Step):
    """Steps of one subject written once: "Each player discards their hand, then draws
    three cards" — the steps follow each other (6.1); only the wording is shared."""

    steps: tuple[Step, ...]
    subject: str = "Each player"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for s in self.steps:
            yield from g.run_step(s, ctx)

    def text(self) -> str:
        parts = []
        for i, s in enumerate(self.steps):
            t = s.text()
            if i and t.lower().startswith(self.subject.lower() + " "):
                t = t[len(self.subject) + 1:]
            parts.append(t if not i else lower_first(t))
        return ", then ".join(parts)


def choose_target_player(g: GameState, ctx: Ctx) -> Generator[Any, Any, int]:
    """"Target player": either player, chosen by the effect's controller (6.5.b)."""
    opts = [Option(f"p:{p}", g.players[p].name + (" (you)" if p == ctx.controller else ""))
            for p in g.initiative_order()]
    ans = yield from g.ask(ctx.controller, "target_player", "Choose target player", opts,
                           source=ctx.source)
    return int(ans.split(":")[1])


@attrs.frozen
class ControlledByTargetPlayer:
    """"Each / All [objects] controlled by target player": the player is the target
    (6.5.b), chosen as the step resolves; then every matching object they control."""

    filter: Filter
    word: str = "all"  # "each" | "all": the printed word only

    def pick(self, g: GameState, ctx: Ctx, verb: str) -> Generator[Any, Any, list[Card]]:
        p = yield from choose_target_player(g, ctx)
        return [c for c in g.objects_in(self.filter.zones)
                if g.controller_of(c) == p and self.filter.matches(g, c, ctx)]

    def text(self, subject: bool = False) -> str:
        noun = self.filter.noun(plural=self.word == "all")
        return f"{self.word} {noun} controlled by target player"

    @property
    def plural(self) -> bool:
        return self.word == "all"


@attrs.frozen
class WinGame(Step):
    """"You win the game": the game ends at once with the effect's controller as the
    winner (1.3.3; the card's text takes precedence over Check Victory, 1.1.2.b)."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.flow import finish  # the flow builds on the effects

        if g.over:
            return
        name = ctx.source.name if ctx.source is not None else "an effect"
        finish(g, ctx.controller, f"{name} says so", "1.3.3")
        yield from ()

    def text(self) -> str:
        return "You win the game"
