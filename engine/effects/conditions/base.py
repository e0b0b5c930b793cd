"""What a condition is (`Condition`: a test an effect or a passive asks, 7.1.8) and the
words several conditions share."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover

    from engine.effects.context import Ctx
    from engine.model import Card
    from engine.state import GameState


class Condition:
    def holds(self, g: GameState, ctx: Ctx) -> bool:  # pragma: no cover - abstract
        raise NotImplementedError

    def table_reads(self) -> int | None:
        """What `holds` reads of the table beyond where objects are, when it reads
        nothing but the table (`GameState.table_changed`): a mask of
        `engine.gamestate.chars.READS_*` (statuses and counters, regions and positions,
        the phase; `READS_ALL` for all of it).  A passive standing on it is then not
        asked again while that stays as it is (issue #27).  None, the default, when it
        may read something else: a hand, the turn, a count may change anytime."""
        return None

    def text(self) -> str:  # pragma: no cover - abstract
        raise NotImplementedError


_COUNT_WORDS = {0: "no", 1: "one or more", 2: "two or more", 3: "three or more"}


_NUMBER_WORDS = {2: "two", 3: "three", 4: "four", 5: "five"}


def _characters_you_have(g: GameState, ctx: Ctx, reserve: bool) -> list[Card]:
    """Characters you control in play, and (when `reserve`) the Characters of your own
    Reserve (nobody controls those, 7.5.4: they are yours as their owner)."""
    out = [c for c in g.expedition_zone if c.cdef.is_character and c.controller == ctx.controller]
    if reserve:
        out += [c for c in g.players[ctx.controller].reserve if c.cdef.is_character]
    return out
