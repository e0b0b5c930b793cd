"""Passives that work only while a condition holds: the kernel's side of "If [condition]:
[passive]" (the vocabulary's `engine.effects.conditional_passives.PassiveWhile`).

The kernel lists the passives that work now (`Characteristics.passive_sources`, read by
kind through `passives_of`); a passive that is a `WorksWhile` is listed as the passive it
makes work now, or not at all, and its holder counts the kinds of that passive as held, so
that a search for that kind looks at it.  The kernel names no condition and no passive: a
new conditional word subclasses `WorksWhile`, as a new "instead" subclasses `Replacement`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from engine.model import Card
    from engine.state import GameState


class WorksWhile:
    """A passive standing on a condition (2.3.1.k: looked at again after every event)."""

    def working(self, g: GameState, holder: Card | None, ctrl: int) -> Any | None:
        """The passive that works now ("you" being `ctrl`, "I" the `holder`), or None."""
        raise NotImplementedError

    def held(self) -> tuple[Any, ...]:
        """The passives whose kinds its holder may make work (for `passives_of`)."""
        raise NotImplementedError
