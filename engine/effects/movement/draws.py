"""An opponent made to draw (7.3.7), named as the target (6.5.b)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Step
from engine.effects.context import Ctx

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.steps.common import Run
    from engine.state import GameState


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
