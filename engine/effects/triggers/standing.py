"""A trigger on an Expedition's standing (6.3, 7.5.2): "when another [filter] joins one of
your Expeditions that is behind"."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.effects.filters import Filter
from engine.effects.standing import standing
from engine.effects.triggers.base import Trigger
from engine.model import ZONE

if TYPE_CHECKING:  # pragma: no cover
    from engine.events import Event
    from engine.model import Card
    from engine.state import GameState


@attrs.frozen
class WhenAnotherJoinsYourBehindExpedition(Trigger):
    """"When another [filter] joins one of your Expeditions that is behind": an object of
    yours arrives in one of your Expeditions - played, created, or switched there from the
    other one (7.3.28.b: it joins its new Expedition) - and that Expedition is behind
    (7.5.2) after the event, the present tense of the trigger (6.3.k).  Not me; binds it
    (6.3.h)."""

    filter: Filter = Filter()
    kinds = frozenset({"move", "create"})

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        card = ev.card
        if ev.kind not in ("move", "create") or ev.dst is not ZONE.EXPEDITION or card is None:
            return False
        if card is me or card.oid == me.oid or g.controller_of(card) != ctrl:
            return False
        if not self.filter.fits(card.cdef):
            return False
        joined = set(g.expeditions_of(card))
        if ev.src is ZONE.EXPEDITION and ev.old_controller == ctrl and ev.src_exp:
            joined.discard(ev.src_exp)  # the one it was in already
        return card if any(standing(g, ctrl, e) == "behind" for e in joined) else False

    def text(self) -> str:
        return f"When another {self.filter.noun()} joins one of your Expeditions that is behind"
