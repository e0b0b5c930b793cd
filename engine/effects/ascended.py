"""Ascended (4.2.4.b): an Expedition that has Ascended stays so until Rest, as an Ongoing
effect's passive; what the words and the kernel ask about it.  Below the other words: the
filters, triggers, conditions and counts all look at it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Passive

if TYPE_CHECKING:  # pragma: no cover
    from engine.state import GameState


@attrs.frozen
class Ascended(Passive):
    """The Emblem's passive: this one Expedition (player, "hero"|"companion") is Ascended."""

    expedition: tuple[int, str]

    def text(self, duration: str | None = None) -> str:
        return "That Expedition is Ascended until Rest."


def is_ascended(g: GameState, player: int, exp: str) -> bool:
    """Whether an Expedition has Ascended and Rest has not yet come."""
    for _h, pa, _c in g.passives_of(Ascended):  # a loop: no generator made (issue #27)
        if isinstance(pa, Ascended) and pa.expedition == (player, exp):
            return True
    return False


def ascended_expeditions(g: GameState, player: int) -> list[str]:
    return [e for e in ("hero", "companion") if is_ascended(g, player, e)]
