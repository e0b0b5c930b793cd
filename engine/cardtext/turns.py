"""Productions for passing and becoming the first player (engine/effects/turns.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cardtext.grammar import EFFECT
from engine.effects.turns import BecomeFirstPlayer, EachPlayerPasses, PassNow

if TYPE_CHECKING:  # pragma: no cover
    from typing import Any

    from engine.cardtext.grammar import Card


@EFFECT.rule(r"(?P<now>immediately )?pass")
def _pass(now: str | None, card: Card) -> Any:
    return PassNow(immediately=bool(now))


@EFFECT.rule(r"(?P<who>target player becomes|you become) first player")
def _becomes_first(who: str, card: Card) -> Any:
    return BecomeFirstPlayer("you" if who.lower() == "you become" else "target")


@EFFECT.rule(r"each player passes")
def _each_passes(card: Card) -> Any:
    return EachPlayerPasses()
