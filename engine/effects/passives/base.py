"""What characteristic-changing passives are (`CharPassive`: a delta of small facts, 2.3)
and the objects they apply to."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.ability_kinds import Passive
from engine.effects.context import Ctx
from engine.effects.filters import Description
from engine.gamestate.chars import Delta
from engine.model import ZONE

if TYPE_CHECKING:  # pragma: no cover
    from engine.model import Card
    from engine.state import GameState


class CharPassive(Passive):
    """A passive that changes characteristics of objects in play (2.3.1.g-h)."""

    alters_characteristics = True

    def delta(self, g: GameState, holder: Card | None, ctrl: int) -> Delta:  # pragma: no cover
        raise NotImplementedError


IN_PLAY = (ZONE.EXPEDITION, ZONE.LANDMARK)


def _matching(g: GameState, flt: Description, holder: Card | None,
              ctrl: int) -> list[Card]:
    """The objects in play a passive's filter is about, "you" being its controller."""
    ctx = Ctx(ctrl, holder)
    return [c for c in g.objects_in(IN_PLAY) if flt.matches(g, c, ctx)]
