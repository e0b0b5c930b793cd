"""Passives that grant abilities (2.3): to objects, for this day, to the next joiner."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import GrantsAbilities, Passive
from engine.effects.abilities.keywords import GrantKeyword, duration_words
from engine.effects.context import Ctx
from engine.effects.filters import Filter
from engine.effects.selectors.pronouns import Me
from engine.effects.steps.gains import GainBoosts
from engine.model import ZONE

if TYPE_CHECKING:  # pragma: no cover
    from engine.ability_kinds import Ability, Step
    from engine.events import Event
    from engine.model import Card
    from engine.state import GameState


@attrs.frozen
class GrantAbility(GrantsAbilities):
    """"[Objects] have '[ability]'" — e.g. a Landmark giving a Reaction to Characters."""

    filter: Filter
    ability: Ability
    your: bool = False  # printed "Your Characters have: …" (the Characters you control)

    def text(self, duration: str | None = None) -> str:
        if self.your:
            noun = attrs.evolve(self.filter, controller=None).noun(plural=True)
            return f"Your {noun} have: \u201c{self.ability.text()}\u201d"
        return f"{self.filter.noun(plural=True).capitalize()} have \u201c{self.ability.text()}\u201d."


def granted_abilities(g: GameState, card: Card) -> tuple[Ability, ...]:
    """The abilities passives give `card` now (2.3.1.g): `WORDS.granted_abilities`."""
    out: tuple[Ability, ...] = ()
    for h, pa, ctrl in g.passives_of(GrantAbility):
        if pa.filter.matches(g, card, Ctx(ctrl, h)):
            out += (pa.ability,)
    return out


@attrs.frozen
class NextJoinerGains(Passive):
    """"The next Character that joins my Expedition this turn gains N boosts": an Ongoing
    effect (2.2.14) used up by the first Character of its controller arriving in that
    Expedition (played, created, or moved there), which gets an Emblem-Reaction giving it
    the boosts (5.2.b). "My Expedition" is the one the source was in as the effect was
    made (`expeditions`): an Expedition Permanent does not move."""

    n: int = 2
    expeditions: tuple[str, ...] = ()
    reacts_once = True

    def match(self, g: GameState, ev: Event, ctrl: int) -> Card | None:
        card = ev.card
        if ev.kind not in ("move", "create") or ev.dst is not ZONE.EXPEDITION or card is None:
            return None
        if not card.cdef.is_character or g.controller_of(card) != ctrl:
            return None
        if ev.src is ZONE.EXPEDITION and ev.src_exp in self.expeditions:
            return None  # it was already there
        return card if set(g.expeditions_of(card)) & set(self.expeditions) else None

    def steps(self) -> tuple[Step, ...]:
        return (GainBoosts(Me(), self.n),)

    def words(self) -> str:
        return f"gains {self.n} boost{'s' if self.n != 1 else ''}"

    def text(self, duration: str | None = None) -> str:
        when = " this turn" if duration in (None, "turn") else duration_words(duration)
        return (f"The next Character that joins my Expedition{when} gains {self.n} "
                f"boost{'s' if self.n != 1 else ''}.")


@attrs.frozen
class ThisDayGrant(GrantKeyword):
    """"This Day, [objects] are [keyword]": the Core passive `GrantKeyword` held by an
    Ongoing Emblem that lasts until the end of the Day (2.2.14), printed with the duration
    first."""

    def text(self, duration: str | None = None) -> str:
        return (f"This Day, {self.filter.noun(plural=True)} {self.verb} {self.keyword.text()}.")
