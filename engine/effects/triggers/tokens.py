"""Triggers on tokens created (6.3): "when you create a token"."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.effects.filters import Filter
from engine.effects.triggers.base import Trigger
from engine.events import Event
from engine.model import Card

if TYPE_CHECKING:  # pragma: no cover

    from engine.state import GameState


_CREATE = frozenset({"create"})


@attrs.frozen
class WhenYouCreateAToken(Trigger):
    """"When you create a token [Character]": you are the token's creator (1.1.7.b); binds
    the token as "it" (6.3.h)."""

    filter: Filter = Filter(token=True)

    kinds = _CREATE

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        if ev.kind != "create" or ev.player != ctrl or ev.card is None:
            return False
        return ev.card if self.filter.fits(ev.card.cdef) else False

    def text(self) -> str:
        return "When you create a token Character"


@attrs.frozen
class WhenYouCreateTokens(Trigger):
    """"When you create a token" / "When you create one or more tokens": a token of any
    type whose creator is you (1.1.7.b).  "One or more" activates once for the tokens one
    step creates together (7.3.4): the first of them."""

    one_or_more: bool = False

    kinds = _CREATE

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        if ev.kind != "create" or ev.player != ctrl or ev.card is None:
            return False
        if self.one_or_more and _created_earlier_in_step(g, ev):
            return False
        return ev.card

    def text(self) -> str:
        return "When you create one or more tokens" if self.one_or_more \
            else "When you create a token"


def _created_earlier_in_step(g: GameState, ev: Event) -> bool:
    """Whether another token was created by the same player in the events of the step
    whose Reactions are activated before `ev` (tokens one step creates together)."""
    events = getattr(g, "step_events", None) or []
    for other in events:
        if other is ev:
            return False
        if other.kind == "create" and other.player == ev.player:
            return True
    return False
