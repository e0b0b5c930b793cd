"""Replacing modifiers of the card itself (6.2): "If I would leave the Expedition zone
[while I'm Boosted], [you may] put me in my owner's Mana zone [instead]. [If you don't, …]"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cardtext.effects import steps
from engine.cardtext.grammar import ABILITY, NoMatch
from engine.effects.conditions.boosts import IAmBoosted
from engine.effects.modifiers import InsteadOfLeaving
from engine.model import Zone

if TYPE_CHECKING:  # pragma: no cover
    from typing import Any

    from engine.cardtext.grammar import Card


_TO = {"mana zone": Zone.MANA, "reserve": Zone.RESERVE, "hand": Zone.HAND}


@ABILITY.rule(r"if I would leave the expedition zone(?P<boosted> while I'm boosted)?, "
              r"(?P<may>you may )?put me in my owner's (?P<to>mana zone|reserve|hand)"
              r"(?P<instead> instead)?\.(?: if you don't, (?P<otherwise>.+))?")
def _instead_of_leaving(boosted: str | None, may: str | None, to: str, instead: str | None,
                        otherwise: str | None, card: Card) -> Any:
    # an optional one is printed without "instead"; an obligatory one always with it
    if bool(may) == bool(instead) or (otherwise and not may):
        raise NoMatch(to)
    return InsteadOfLeaving(_TO[to.lower()], optional=bool(may),
                            otherwise=steps(otherwise[:1].upper() + otherwise[1:], card)
                            if otherwise else (),
                            condition=IAmBoosted() if boosted else None)
