"""Ready-made keyword abilities (7.4), so card modules read like the printed text."""

from __future__ import annotations

from engine.ability_kinds import Keyword

FLEETING = Keyword("fleeting")


GIGANTIC = Keyword("gigantic")


DEFENDER = Keyword("defender")


ETERNAL = Keyword("eternal")


SEASONED = Keyword("seasoned")


COOLDOWN = Keyword("cooldown")


def tough(x: int) -> Keyword:
    return Keyword("tough", x)


def scout(x: int) -> Keyword:
    return Keyword("scout", x)
