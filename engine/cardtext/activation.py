"""Productions for "[it] activates its abilities" (engine/effects/activation.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cardtext.grammar import EFFECT
from engine.cardtext.nouns import selector
from engine.effects.activation import ItActivates

if TYPE_CHECKING:  # pragma: no cover
    from typing import Any

    from engine.cardtext.grammar import Card


@EFFECT.rule(r"(?P<who>target .+?) activates its \{(?P<sym>[jhr])\} abilities")
def _it_activates(who: str, sym: str, card: Card) -> Any:
    return ItActivates(selector(who), sym.upper())
