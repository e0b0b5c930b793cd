"""Words about whole Expeditions (2.2.10): "Target Expedition can't move forward this Day"."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.effects.abilities import duration_words
from engine.effects.passives import CantMoveForward
from engine.effects.steps import Run, Step, Where

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.state import GameState


@attrs.frozen
class TargetExpeditionCantMoveForward(Step):
    """The target Expedition (any of the four, 6.5.b) is chosen as the step resolves; an
    Ongoing Emblem then forbids that one Expedition to move forward for the duration
    (2.2.14, 1.4.1)."""

    duration: str = "day"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for p, e in (yield from Where("target").resolve(g, ctx)):
            g.create_ongoing(CantMoveForward("chosen", (p, e)), self.duration, ctx)

    def text(self) -> str:
        return f"Target Expedition can't move forward{duration_words(self.duration)}"
