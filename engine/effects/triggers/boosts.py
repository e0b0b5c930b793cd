"""Triggers on boosts and counters gained (6.3): "when I gain boosts", "my third counter"."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.effects.triggers.base import Trigger
from engine.events import Event
from engine.model import ZONE, Card

if TYPE_CHECKING:  # pragma: no cover

    from engine.state import GameState


_COUNTERS = frozenset({"counters"})


@attrs.frozen
class WhenYourCharacterGainsBoosts(Trigger):
    """"When a Character you control gains 1 or more boosts": once for each gain of
    boosts (one atomic action, however many), on a Character its controller controls;
    binds that Character (6.3.h)."""

    kinds = _COUNTERS

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        card = ev.card
        if ev.kind != "counters" or card is None or ev.value[0] != "boost":
            return False
        if not card.cdef.is_character or g.controller_of(card) != ctrl:
            return False
        return card

    def text(self) -> str:
        return "When a Character you control gains 1 or more boosts"


@attrs.frozen
class WhenIGainBoosts(Trigger):
    """"When I gain 1 or more boosts": once for each gain of boosts (one atomic action,
    however many, 7.3.12), while I am in play."""

    kinds = _COUNTERS

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return (ev.kind == "counters" and ev.card is me and ev.value[0] == "boost"
                and ev.value[1] > 0)

    def text(self) -> str:
        return "When I gain 1 or more boosts"


_ORDINALS = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth"}


@attrs.frozen
class WhenIGainMyNthCounter(Trigger):
    """"When I gain my third Trial counter": the gain that takes my count of those counters
    from below N to N or more (however many the gain gives, 7.3.12).  Losing some and
    gaining again may reach the Nth a second time: the printed words count the counters I
    have, not the gains I had."""

    name: str
    nth: int

    kinds = _COUNTERS

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        if ev.kind != "counters" or ev.card is not me or ev.value[0] != self.name:
            return False
        now = me.counters.get(self.name, 0)
        return now - ev.value[1] < self.nth <= now

    def text(self) -> str:
        return f"When I gain my {_ORDINALS[self.nth]} {self.name.capitalize()} counter"


@attrs.frozen
class WhenACharacterInYourReserveGainsBoosts(Trigger):
    """"When a Character in your Reserve gains 1 or more boosts": once for each gain of
    boosts (one action, however many boosts, 7.3.12) on a Character card of your own
    Reserve (nobody controls it, 7.5.4: "your" is its owner); binds it (6.3.h)."""

    kinds = _COUNTERS

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        card = ev.card
        if ev.kind != "counters" or card is None or ev.value[0] != "boost":
            return False
        if card.zone is not ZONE.RESERVE or card.owner != ctrl or not card.cdef.is_character:
            return False
        return card

    def text(self) -> str:
        return "When a Character in your Reserve gains 1 or more boosts"


@attrs.frozen
class WhenYourCharacterOfKindGainsBoosts(WhenYourCharacterGainsBoosts):
    """"When a non-Boosted (non-Token) Character you control gains 1 or more boosts":
    once for each gain of boosts on such a Character; a non-Boosted one had no boost
    before this gain (2.4.4.a); binds it (6.3.h)."""

    non_boosted: bool = False
    non_token: bool = False
    token_word: str = attrs.field(default="Token", eq=False)  # as printed

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        card = super().match(g, ev, me, ctrl)
        if not isinstance(card, Card):
            return False
        if self.non_token and card.cdef.is_token:
            return False
        if self.non_boosted and card.counters.get("boost", 0) - ev.value[1] > 0:
            return False
        return card

    def text(self) -> str:
        kind = "non-Boosted " if self.non_boosted else f"non-{self.token_word} "
        return f"When a {kind}Character you control gains 1 or more boosts"
