"""Targets in Reserves (7.2.2): exhausted cards, any player's Reserve."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.effects.filters import Filter
from engine.effects.selectors.targets import Chosen, Target
from engine.model import STATUS, ZONE

if TYPE_CHECKING:  # pragma: no cover
    pass


@attrs.frozen
class ExhaustedInReserve(Chosen):
    """"An exhausted card in Reserve", chosen (not a target) from any Reserve."""

    filter: Filter = Filter(types=(), zones=(ZONE.RESERVE,), any_status=(STATUS.EXHAUSTED,))

    def text(self, subject: bool = False) -> str:
        return "an exhausted card in Reserve"


@attrs.frozen
class ExhaustedCardFromAReserve(Target):
    """"target exhausted card from a Reserve": any player's Reserve (7.5.4)."""

    filter: Filter = Filter(types=(), zones=(ZONE.RESERVE,), any_status=(STATUS.EXHAUSTED,))

    def text(self, subject: bool = False) -> str:
        return "target exhausted card from a Reserve"


@attrs.frozen
class CardInAnyPlayersReserve(Target):
    """"target card in any player's Reserve": the same as "in Reserve" (7.5.4), printed so."""

    filter: Filter = Filter(types=(), zones=(ZONE.RESERVE,))

    def text(self, subject: bool = False) -> str:
        return "target card in any player's Reserve"
