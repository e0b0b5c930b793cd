"""Moving Expeditions forward as an effect (7.3), through the modifiers that replace it (6.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Step
from engine.decisions import Asks
from engine.effects.steps.common import Run
from engine.effects.steps.tokens import Where
from engine.gamestate.replacing import Action

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.state import GameState


@attrs.frozen
class MoveExpedition(Step):
    """Move an Expedition forward or backward one region (7.3.16, 7.3.17)."""

    which: str = "facing_me"  # facing_me | mine | target | target_own
    forward: bool = False
    words: str = attrs.field(default="", eq=False)  # the printed subject, when another

    def expeditions(self, g: GameState, ctx: Ctx) -> Asks[list[tuple[int, str]]]:
        """The Expeditions (player, which) that move."""
        if self.which in ("target", "target_own"):  # any of the four, or one of yours (6.5.b)
            return (yield from Where(self.which).resolve(g, ctx))
        src = ctx.source
        exps = g.expeditions_of(src) if src is not None else []
        player = 1 - ctx.controller if self.which == "facing_me" else ctx.controller
        return [(player, e) for e in exps]

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for p, e in (yield from self.expeditions(g, ctx)):
            if self.forward and (yield from _forward_replaced(g, p, e)):
                continue
            g.move_expedition(p, e, 1 if self.forward else -1, ctx=ctx)

    def text(self) -> str:
        whose = self.words or {"facing_me": "Your opponent's Expedition facing me",
                               "mine": "My Expedition", "target": "Target Expedition",
                               "target_own": "Target Expedition you control"}[self.which]
        return f"{whose} moves {'forward' if self.forward else 'backwards'} one region"


def _forward_replaced(g: GameState, player: int, exp: str) -> Asks[bool]:
    """Whether a modifier of the move replaced it (6.2) — then it was done, or not, there:
    "… would move forward, you may discard me instead", "… would move forward during Dusk,
    roll a die …"."""
    return (yield from replaced_forward_move(g, player, exp)) is not None


def replaced_forward_move(g: GameState, player: int, exp: str
                          ) -> Asks[bool | None]:
    """An effect's forward move of that Expedition, proposed to the modifiers that replace
    it (6.2): None when none did (the caller moves it as usual), else whether it moved —
    "you may discard me instead" (it does not), "roll a die instead" (0, 1 or 2 regions)."""
    act = yield from g.replaced(Action("move_forward", player=player, exp=exp))
    if act.replaced:
        return False
    act = yield from g.replaced(Action("forward_distance", player=player, exp=exp))
    if act.result is None:
        return None
    return g.move_regions(player, exp, act.n)
