"""`Emblem`: what waits in Limbo — a Reaction to be played (2.2.2.m) or an Ongoing effect."""

from __future__ import annotations

from typing import Any

import attrs

from engine.ability_kinds import Passive
from engine.gamestate.context import Ctx
from engine.profile import changes_characteristics


@attrs.define(eq=False)


class Emblem:
    """An Emblem in Limbo: a Reaction waiting to be played (2.2.2.m) or an Ongoing effect."""

    oid: int
    controller: int
    kind: str  # "reaction" | "ongoing"
    source_name: str
    text: str
    ability: Any = None
    ctx: Ctx | None = None
    passive: Passive | None = None
    duration: str | None = None  # turn | afternoon | day (2.2.14)
    source_oid: int | None = None
    # the last object id given out before the step whose event made this Reaction: an
    # object that worked before the event has an id no greater (6.3.e); None when a rule
    # or an effect made it directly (5.2.b, 7.3.1.b)
    made_before: int | None = None
    _changes: bool | None = attrs.field(default=None, repr=False)

    @property
    def changes(self) -> bool:
        """Whether this Ongoing effect changes characteristics (2.3); decided once."""
        got = self._changes
        if got is None:
            got = self._changes = changes_characteristics(self.passive)
        return got
