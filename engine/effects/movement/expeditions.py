""""[Expedition] moves backwards one region. If it does, ...": a step that depends on an
Expedition having moved (4.2.5)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Step
from engine.effects.context import Ctx
from engine.effects.replacements import move_one_region
from engine.effects.steps.common import then_text

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.regions import OneOfYourExpeditionsMoves, OtherExpeditionForward
    from engine.effects.steps.common import Run
    from engine.effects.steps.expeditions import MoveExpedition
    from engine.state import GameState


@attrs.frozen
class IfItMoved(Step):
    """"[Expedition] moves backwards one region. If it does, [its other Expedition moves
    forward one region]": the second part only if the first move happened — an Expedition
    in its starting region cannot move backwards (7.3.16) — and for the same player."""

    move: MoveExpedition | OneOfYourExpeditionsMoves  # a target, or one of yours
    then: tuple[OtherExpeditionForward, ...]

    def run(self, g: GameState, ctx: Ctx) -> Run:
        targets = yield from self.move.expeditions(g, ctx)
        ctx.did = False

        for p, e in targets:
            if not (yield from move_one_region(g, p, e, self.move.forward, ctx)):
                continue
            ctx.did = True
            for s in self.then:
                yield from s.move_other(g, ctx, p, e)

    def text(self) -> str:
        return f"{self.move.text()}. If it does, {then_text(self.then)}"
