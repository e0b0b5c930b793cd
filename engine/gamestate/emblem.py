"""`Emblem`: what waits in Limbo — a Reaction to be played (2.2.2.m) or an Ongoing effect."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import attrs

from engine.ability_kinds import Passive
from engine.gamestate.context import Ctx
from engine.messages import msg_text
from engine.model import ZONE, Card
from engine.profile import changes_characteristics

#: "it", "It", "its", "Its" as words: an effect speaking of the object its trigger bound
_IT = re.compile(r"\b[Ii]ts?\b")


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

    def subject(self, viewer: int | None) -> Card | None:
        """The object this Emblem's text calls "it" (the one its trigger bound, 6.3.h),
        when the text speaks of one other than its source and `viewer` may look where it
        is (not in a Deck, nor in another player's Hand, 1.2.3.g, or Mana, 3.2.9.d): two
        Monolith Reactions both reading "It gains 1 boost" differ only by the Ordis
        Recruit each one boosts."""
        it = self.ctx.it if self.ctx is not None else None
        if it is None or it.oid == self.source_oid or not _IT.search(self.text):
            return None
        z = it.zone
        if z is ZONE.DECK or ((z is ZONE.HAND or z is ZONE.MANA) and it.owner != viewer):
            return None
        return it

    def effect(self, describe: Callable[[Card], str], viewer: int | None) -> str:
        """The text with its "it" named by `describe` ("Ordis Recruit (Ann's hero
        Expedition) gains 1 boost."), for `viewer`; the text as it is when it has no
        subject that viewer may see."""
        it = self.subject(viewer)
        if it is None:
            return self.text
        if self.text.startswith("It "):
            return msg_text("{it} {rest}", it=describe(it), rest=self.text[3:])
        return msg_text("For {it}: {text}", it=describe(it), text=self.text)

    @property
    def changes(self) -> bool:
        """Whether this Ongoing effect changes characteristics (2.3); decided once."""
        got = self._changes
        if got is None:
            got = self._changes = changes_characteristics(self.passive)
        return got
