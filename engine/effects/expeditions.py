"""Words about whole Expeditions (2.2.10): "Target Expedition can't move forward this Day",
"All Characters in target Expedition"."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Step
from engine.decisions import Asks
from engine.effects.abilities.keywords import duration_words
from engine.effects.passives.prohibitions import CantMoveForward
from engine.effects.steps.tokens import Where

if TYPE_CHECKING:  # pragma: no cover

    from engine.effects.context import Ctx
    from engine.effects.filters import Filter
    from engine.effects.steps.common import Run
    from engine.model import Card
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


@attrs.frozen
class AllInTargetExpedition:
    """"All [objects] in target Expedition": the Expedition is the target (any of the four,
    so one player's objects only, 6.5.b), chosen as the step resolves; then every matching
    object in it, Gigantic ones included (7.4.4.b)."""

    filter: Filter

    def pick(self, g: GameState, ctx: Ctx, verb: str) -> Asks[list[Card]]:
        out: list[Card] = []
        for p, e in (yield from Where("target").resolve(g, ctx)):
            out += [c for c in g.in_expedition(p, e) if self.filter.matches(g, c, ctx)]
        return out

    def text(self, subject: bool = False) -> str:
        return f"all {self.filter.noun(plural=True)} in target Expedition"

    @property
    def plural(self) -> bool:
        return True


@attrs.frozen
class EachInTargetExpedition(AllInTargetExpedition):
    """"Each [object] in target Expedition" / "[objects] in target Expedition": the same
    objects as `AllInTargetExpedition`, worded as a singular subject or without "all"."""

    word: str = attrs.field(default="each", eq=False)  # each | bare

    def text(self, subject: bool = False) -> str:
        if self.word == "bare":
            return f"{self.filter.noun(plural=True)} in target Expedition"
        return f"each {self.filter.noun()} in target Expedition"

    @property
    def plural(self) -> bool:
        return self.word == "bare"
