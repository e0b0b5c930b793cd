"""Passives on the next card played (2.3): it costs less, gains boosts, activates one of
its abilities, is one of a few kinds."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import (
    TYPE_NOUNS,
    NextPlayedPassive,
)
from engine.effects.activation import ActivateOne, ActivateSymbol
from engine.effects.filters import _has_zero_base_stat
from engine.effects.selectors.pronouns import Me
from engine.effects.steps.gains import GainBoosts, GainStatus
from engine.model import Zone

if TYPE_CHECKING:  # pragma: no cover

    from engine.ability_kinds import Step
    from engine.model import Card, Status, Terrain


@attrs.frozen
class NextPlayed(NextPlayedPassive):
    """"The next [card] you play this turn costs N less / gains N boosts" (Ongoing Emblem).

    Used up by the first matching card played; cost reductions apply at declaration
    (5.1.2.e) and boosts via an Emblem-Reaction during resolution (5.2.b).
    """

    types: tuple[str, ...] = ("character",)
    cost_less: int = 0
    boosts: int = 0
    first_each_afternoon: bool = False  # "The first Character you play each Afternoon"
    loses: Status | None = None  # "... loses Fleeting" (an Emblem-Reaction, 5.2.b)
    subtype: str | None = None  # "The next Plant you play": a Character of that sub-type
    max_hand_cost: int | None = None  # "... with Hand Cost 3 or less"
    from_hand: bool = False  # "The next Character you play from your hand"
    from_reserve: bool = False  # "The next Character you play from your Reserve"
    gains: Status | None = None  # "... gains Anchored" (an Emblem-Reaction, 5.2.b)
    activates: str | None = None  # "... activates its [R] abilities" (7.3.1.b)
    free: bool = False  # "... is free": its costs are skipped whatever alters them (7.3.20)
    # "If you play it from your hand, it loses [status]" (after "is free")
    loses_from_hand: Status | None = None
    # "… down to a minimum of N": the decrease does not take the cost below N (5.1.2.e)
    cost_floor: int | None = None
    in_terrain: Terrain | None = None  # "… you play in [terrain]": into an Expedition in that terrain (7.5.7)
    pay_words: bool = attrs.field(default=False, eq=False)  # printed "Pay N less for the next …"
    # "… with Base Cost N or less": its Reserve Cost if played from Reserve, else its Hand Cost
    max_base_cost: int | None = None

    def matches(self, card: Card, zone: Zone | None = None) -> bool:
        """Whether `card`, played from `zone` (by default where it is now), uses this up."""
        cd = card.cdef
        if self.from_hand and (zone or card.zone) is not Zone.HAND:
            return False
        if self.from_reserve and (zone or card.zone) is not Zone.RESERVE:
            return False
        if self.max_hand_cost is not None and cd.hand_cost > self.max_hand_cost:
            return False
        if self.max_base_cost is not None and (
                cd.reserve_cost if (zone or card.zone) is Zone.RESERVE else cd.hand_cost
        ) > self.max_base_cost:
            return False
        return cd.counts_as(self.types) and (
            self.subtype is None or self.subtype in cd.subtypes)

    def on_played(self) -> tuple[tuple[tuple[Step, ...], str], ...]:
        """The steps the played card gets as Emblem-Reactions while it resolves (5.2.b),
        with their words; boosts and "loses" are handled by the play itself."""

        out: list[tuple[tuple[Step, ...], str]] = []
        if self.gains is not None:
            out.append(((GainStatus(Me(), self.gains),), f"gains {self.gains.value.capitalize()}"))
        if self.activates is not None:
            out.append(((ActivateSymbol(Me(), self.activates),),
                        f"activates its [{self.activates}] abilities"))
        return tuple(out)

    def text(self, duration: str | None = None) -> str:
        what = " or ".join(TYPE_NOUNS[t] for t in self.types)
        if set(self.types) == {"character", "permanent", "spell"}:
            what = "card"  # every type a player plays (2.2.2)
        if self.subtype is not None:
            what = self.subtype.capitalize()
        if self.first_each_afternoon:
            head = f"The first {what} you play each Afternoon"
        else:
            head = (f"The next {what} you play" + (" from your hand" if self.from_hand else "")
                    + (" from your Reserve" if self.from_reserve else "")
                    + (f" in {self.in_terrain.value.capitalize()}" if self.in_terrain else "")
                    + {"turn": " this turn", "afternoon": " this afternoon"}.get(duration or "", ""))
        if self.max_hand_cost is not None:
            head += f" with Hand Cost {self.max_hand_cost} or less"
        if self.max_base_cost is not None:
            head += f" with Base Cost {self.max_base_cost} or less"
        if self.gains is not None:
            return f"{head} gains {self.gains.value.capitalize()}."
        if self.activates is not None:
            return f"{head} activates its [{self.activates}] abilities."
        if self.free:
            then = (f" If you play it from your hand, it loses "
                    f"{self.loses_from_hand.value.capitalize()}." if self.loses_from_hand else "")
            return f"{head} is free.{then}"
        if self.cost_less and self.pay_words:
            floor = (f", down to a minimum of {self.cost_floor}" if self.cost_floor is not None
                     else "")
            return f"Pay {self.cost_less} less for {head[0].lower()}{head[1:]}{floor}."
        if self.cost_less and self.boosts:
            return (f"{head} costs {self.cost_less} less and gains {self.boosts} "
                    f"boost{'s' if self.boosts != 1 else ''}.")
        if self.cost_less:
            return f"{head} costs {self.cost_less} less."
        if self.loses is not None:
            return f"{head} loses {self.loses.value.capitalize()}."
        return f"{head} gains {self.boosts} boost{'s' if self.boosts != 1 else ''}."


@attrs.frozen
class ReducedNextPlayed(NextPlayed):
    """"Reduce the cost of the next Permanent you play this Afternoon by N": the same
    Ongoing effect as "… costs N less" (5.1.2.e), in other words."""

    def text(self, duration: str | None = None) -> str:
        what = " or ".join(TYPE_NOUNS[t] for t in self.types)
        when = {"turn": " this turn", "afternoon": " this Afternoon"}.get(duration or "", "")
        return f"Reduce the cost of the next {what} you play{when} by {self.cost_less}."


@attrs.frozen
class NextPlayedLessAndBoosts(NextPlayed):
    """"The next Leviathan you play this Afternoon costs 2 less and gains 1 boost": one
    Ongoing effect (2.2.14) used up by the first such card: its cost (5.1.2.e) and its
    boosts as it resolves (5.2.b)."""

    def text(self, duration: str | None = None) -> str:
        what = (self.subtype or "").capitalize() or " or ".join(TYPE_NOUNS[t] for t in self.types)
        when = {"turn": " this turn", "afternoon": " this Afternoon"}.get(duration or "", "")
        return (f"The next {what} you play{when} costs {self.cost_less} less and gains "
                f"{self.boosts} boost{'s' * (self.boosts != 1)}.")


@attrs.frozen
class NextPlayedActivatesOne(NextPlayed):
    """"The next Character played from your hand this turn activates one of its [R]
    abilities": an Ongoing effect used up by the next such Character (2.2.14), which gets
    an Emblem-Reaction while it resolves (5.2.b); when that Reaction resolves, one of the
    Character's [R] abilities of its controller's choice is activated (7.3.1.b)."""

    def on_played(self) -> tuple[tuple[tuple[Step, ...], str], ...]:
        return (((ActivateOne(Me(), self.activates or "R"),),
                 f"activates one of its [{self.activates}] abilities"),)

    def text(self, duration: str | None = None) -> str:
        when = {"turn": " this turn", "afternoon": " this afternoon"}.get(duration or "", "")
        return (f"The next Character played from your hand{when} activates one of its "
                f"[{self.activates}] abilities.")


@attrs.frozen
class NextPlayedHereActivatesOne(NextPlayedActivatesOne):
    """"The next Character played from your hand in my Expedition this turn activates one of
    its [R] abilities[, then gains 1 boost]": as Bravos' word, used up only by a Character
    played into the Expedition the source (a Gear) was in when the effect began
    (`in_expedition`, filled in by `CreateOngoingHere`)."""

    in_expedition: str | None = None
    then_boosts: int = 0

    def on_played(self) -> tuple[tuple[tuple[Step, ...], str], ...]:
        steps: tuple[Step, ...] = (ActivateOne(Me(), self.activates or "R"),)
        words = f"activates one of its [{self.activates}] abilities"
        if self.then_boosts:
            steps += (GainBoosts(Me(), self.then_boosts),)
            words += f", then gains {self.then_boosts} boost{'s' * (self.then_boosts != 1)}"
        return ((steps, words),)

    def text(self, duration: str | None = None) -> str:
        when = {"turn": " this turn", "afternoon": " this afternoon"}.get(duration or "", "")
        then = (f", then gains {self.then_boosts} boost{'s' * (self.then_boosts != 1)}"
                if self.then_boosts else "")
        return (f"The next Character played from your hand in my Expedition{when} activates "
                f"one of its [{self.activates}] abilities{then}.")


@attrs.frozen
class NextPlayedAmong(NextPlayed):
    """"The next Song or Artist you play this turn …" (one of `subtypes`, any card type) and
    "The next Character with a base statistic of 0 that you play this turn …" (a printed 0
    among its statistics, 2.2.10): used up by the first card played that fits."""

    subtypes: tuple[str, ...] = ()
    zero_base_stat: bool = False

    def matches(self, card: Card, zone: Zone | None = None) -> bool:
        cd = card.cdef
        if self.subtypes and not any(s in cd.subtypes for s in self.subtypes):
            return False
        if self.zero_base_stat and not _has_zero_base_stat(cd):
            return False
        return super().matches(card, zone)

    def text(self, duration: str | None = None) -> str:
        when = {"turn": " this turn", "afternoon": " this afternoon"}.get(duration or "", "")
        if self.subtypes:
            head = "The next " + " or ".join(s.capitalize() for s in self.subtypes)
            head += f" you play{when}"
        else:
            head = f"The next Character with a base statistic of 0 that you play{when}"
        if self.loses is None:  # only "loses [status]" is printed in these wordings
            raise ValueError("NextPlayedAmong says only what the card loses")
        return f"{head} loses {self.loses.value.capitalize()}."


@attrs.frozen
class NextPlayedWorded(NextPlayed):
    """A "next card you play" Ongoing effect in the wordings the plain one does not print:
    "Pay 1 less for the next Spell you play this turn, down to a minimum of 1" and "The next
    Leviathan you play this Afternoon costs 2 less and gains 1 boost"."""

    pay_words: bool = attrs.field(default=False, eq=False)

    def text(self, duration: str | None = None) -> str:
        what = (self.subtype.capitalize() if self.subtype is not None
                else " or ".join(TYPE_NOUNS[t] for t in self.types))
        when = {"turn": "this turn", "afternoon": "this Afternoon"}.get(duration or "", "")
        if self.pay_words:
            floor = (f", down to a minimum of {self.cost_floor}"
                     if self.cost_floor is not None else "")
            return f"Pay {self.cost_less} less for the next {what} you play {when}{floor}."
        return (f"The next {what} you play {when} costs {self.cost_less} less and gains "
                f"{self.boosts} boost{'s' if self.boosts != 1 else ''}.")
