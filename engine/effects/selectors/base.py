"""What a selector is (`Selector`: the cards an effect acts on, 7.2) and what they share."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from engine.decisions import Asks
from engine.model import Card

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.state import GameState


Gen = Asks[list[Card]]


class Selector(Protocol):
    """Which objects an effect acts on: a word that picks them as the effect resolves (I,
    it, target ..., all ..., they; 7.2, 6.5.b).  Every selector of this module has this
    face; a step or a cost holding one (`who`) asks it only this, so a new way of naming
    objects is a new class with these three, and no step changes."""

    def pick(self, g: GameState, ctx: Ctx, verb: str) -> Gen:
        """The objects, asking the controller when the text lets them choose; `verb` says
        what will be done to them, for the question ("gain 2 boosts")."""
        ...

    def text(self, subject: bool = False) -> str:
        """The words naming the objects, as a subject ("I") or an object ("me")."""
        ...

    @property
    def plural(self) -> bool:
        """Whether the words name several objects (for the verb's agreement)."""
        ...


#: the verb of a choice made for the steps that follow ("Target X, then …"): the prompt
#: then says only what to choose, not "… to be chosen"
JUST_CHOOSE = "be chosen"


def _its(ctx: Ctx) -> Card | None:
    """The card "it" / "its" names: the one the step before chose or moved, else the one
    the trigger bound (6.3.h)."""
    return ctx.chosen[0] if ctx.chosen else ctx.it
