"""Sentences about players: "Each player discards their hand [and their Reserve], then
draws three cards". ("… controlled by target player" is a noun phrase: see `nouns`.)"""

from __future__ import annotations

from typing import Any

from engine.cardtext.grammar import EFFECT, Card
from engine.cardtext.nouns import NUM, number
from engine.effects.players import DiscardHand, SameSubject
from engine.effects.steps import EACH, Draw


@EFFECT.rule(r"each player discards their hand(?P<res> and their reserve)?, then draws "
             r"(?P<n>" + NUM + r") cards?")
def _discard_hands_then_draw(res: str | None, n: str, card: Card) -> Any:
    return SameSubject((DiscardHand(EACH, reserve=bool(res)), Draw(number(n), EACH)))
