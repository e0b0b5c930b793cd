"""Changes to what a card costs to play (5.1.2.e): "I cost N less if ...", "Play me for N less
per ...", and the passives that raise or lower the costs of other cards."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import CostChange
from engine.effects.abilities.costing import ICostLessFor, ICostLessIf
from engine.effects.context import Ctx
from engine.effects.filters import TYPE_NOUNS
from engine.effects.passives.prohibitions import in_starting_region
from engine.effects.standing import _in_contact
from engine.model import ZONE

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.conditions.base import Condition
    from engine.effects.counts import Count
    from engine.model import Card
    from engine.play import Intent
    from engine.state import GameState


@attrs.frozen
class PlayMeForLessIf(ICostLessIf):
    """"Play me for N less if [condition]": the same decrease of the card's own cost as
    "I cost N less if …" (5.1.2.e), in other words."""

    def text(self, duration: str | None = None) -> str:
        return f"Play me for {self.less} less if {self.cond.text()}."


@attrs.frozen
class PlayMeForLessIfEach(CostChange):
    """"Play me for 1 less if [condition], and also 1 less if [condition]": decreases of the
    card's own cost (5.1.2.e), one per condition that holds as it is played, added up
    (`parts`: (N, condition) pairs, in the printed order)."""

    parts: tuple[tuple[int, Condition], ...] = ()
    self_only = True

    def now(self, g: GameState, card: Card, player: int) -> CostChange:
        ctx = Ctx(controller=player, source=card)
        return attrs.evolve(self, less=sum(n for n, cond in self.parts if cond.holds(g, ctx)))

    def text(self, duration: str | None = None) -> str:
        (n, first), *rest = self.parts
        more = "".join(f", and also {k} less if {c.text()}" for k, c in rest)
        return f"Play me for {n} less if {first.text()}{more}."


@attrs.frozen
class CostLessIfEmptyExpedition(CostChange):
    """"If there are no Characters in the Expedition I'm played in, I cost N less": a
    decrease of my own cost (5.1.2.e) for the ways of playing me into an Expedition where
    my controller has no Character (a Gigantic one is in both, 7.4.4).  Its own cost only:
    in play it changes no other card's (1.2.4.d)."""

    self_only = True

    def applies_to_intent(self, g: GameState, intent: Intent) -> bool:
        exp = intent.expedition
        if exp is None:
            return False
        player = intent.card.owner
        return not any(c.cdef.is_character and g.controller_of(c) == player
                       and exp in g.expeditions_of(c)
                       for c in g.objects_in((ZONE.EXPEDITION,)))

    def text(self, duration: str | None = None) -> str:
        return (f"If there are no Characters in the Expedition I'm played in, I cost "
                f"{self.less} less.")


@attrs.frozen
class PlayMeForLessPer(ICostLessFor):
    """"Play me for N less per [count]": the same as "I cost N less for each [count]"."""

    def text(self, duration: str | None = None) -> str:
        return f"Play me for {self.per} less per {self.count.text()}."


@attrs.frozen
class PlayMeForLessInContact(CostChange):
    """"You may play me for N less in an Expedition that's In contact": played into one of
    your Expeditions that is In contact (the Expedition chosen as it is played, 5.1.2.c), the
    card costs N less (5.1.2.e).  Ruling: a lower cost is never worse, so the decrease is
    always taken ("you may" leaves nothing to decline)."""

    self_only = True

    def applies_to_intent(self, g: GameState, intent: Intent) -> bool:
        return (intent.expedition is not None
                and intent.expedition in _in_contact(g, intent.card.owner))

    def text(self, duration: str | None = None) -> str:
        return f"You may play me for {self.less} less in an Expedition that's In contact."


@attrs.frozen
class PlayMeForLessFacing(CostChange):
    """"You may play me for N less in an Expedition facing two or more Characters": played
    into one of your Expeditions whose facing Expedition (the other player's of the same
    name, 7.5.3) holds that many Characters as the cost is worked out (the Expedition chosen
    as it is played, 5.1.2.c), the card costs N less (5.1.2.e).  Ruling, as for "In
    contact": a lower cost is never worse, so the decrease is always taken."""

    self_only = True
    min_facing: int = 2

    def applies_to_intent(self, g: GameState, intent: Intent) -> bool:
        if intent.expedition is None:
            return False
        facing = g.in_expedition(1 - intent.card.owner, intent.expedition)
        return sum(1 for c in facing if c.cdef.is_character) >= self.min_facing

    def text(self, duration: str | None = None) -> str:
        n = {2: "two", 3: "three"}.get(self.min_facing, str(self.min_facing))
        return (f"You may play me for {self.less} less in an Expedition facing {n} or more "
                "Characters.")


@attrs.frozen
class IfIAmCardsCostLess(CostChange):
    """"If I'm Boosted, other Characters / Artists / Robots cost 1 less to play from your
    Reserve, with a minimum of 1": a decrease (5.1.2.e) of the cost of your cards of that
    kind played from your Reserve, not below the minimum, while the bearer's condition holds
    (looked at as the cost is worked out)."""

    condition: Condition | None = None  # "I" being the bearer
    subtype: str | None = None
    other: bool = True

    def applies_to(self, card: Card, player: int, holder_ctrl: int, source_zone: str) -> bool:
        if self.subtype is not None and self.subtype not in card.cdef.subtypes:
            return False
        return super().applies_to(card, player, holder_ctrl, source_zone)

    def bearer_holds(self, g: GameState, holder: Card | None, ctrl: int) -> bool:
        return holder is not None and (self.condition is None
                                       or self.condition.holds(g, Ctx(ctrl, holder)))

    def text(self, duration: str | None = None) -> str:
        noun = (self.subtype.capitalize() + "s") if self.subtype else "Characters"
        other = "other " if self.other else ""
        floor = f", with a minimum of {self.less_floor}" if self.less_floor is not None else ""
        head = f"If {self.condition.text()}, " if self.condition is not None else ""
        return (f"{head}{other}{noun} cost {self.less} less to play from your "
                f"{(self.from_zone or 'reserve').capitalize()}{floor}.")


@attrs.frozen
class PayMoreInStartingRegion(CostChange):
    """"Pay N more to play me in a starting region": an increase of my own cost (5.1.2.e)
    when the chosen Expedition is in its starting region."""

    self_only = True

    def applies_to_intent(self, g: GameState, intent: Intent) -> bool:
        return in_starting_region(g, intent.card.owner, intent.expedition)

    def text(self, duration: str | None = None) -> str:
        return f"Pay {self.more} more to play me in a starting region."


@attrs.frozen
class PlayedFromCostChange(CostChange):
    """"Cards played from Reserve cost N more" / "… N less, with a minimum cost of M": every
    player's cards (5.1.2.e); the minimum bounds this decrease only."""

    def applies_to(self, card: Card, player: int, holder_ctrl: int, source_zone: str) -> bool:
        return self.from_zone is None or self.from_zone == source_zone

    def text(self, duration: str | None = None) -> str:
        head = f"Cards played from {(self.from_zone or '').capitalize()}"
        if self.more:
            return f"{head} cost {self.more} more."
        floor = (f", with a minimum cost of {self.less_floor}" if self.less_floor is not None
                 else "")
        return f"{head} cost {self.less} less{floor}."


@attrs.frozen
class ICostLess(CostChange):
    """"I cost N less for each [count]": the card's own cost decrease (5.1.2.e), N times
    the count as it is played (from the Hand or the Reserve).  ("I cost N less if …" is
    `abilities.ICostLessIf`.)"""

    per: Count = attrs.field(kw_only=True)  # what is counted: required
    self_only = True

    def applies_to(self, card: Card, player: int, holder_ctrl: int, source_zone: str) -> bool:
        return True

    def now(self, g: GameState, card: Card, player: int) -> CostChange:
        return _Worked(less=self.less * self.per.value(g, Ctx(player, card)), words=self.text())

    def text(self, duration: str | None = None) -> str:
        return f"I cost {self.less} less for {self.per.text()}."


@attrs.frozen
class _Worked(CostChange):
    """An `ICostLess` worked out for one play: a fixed decrease, shown with its card's
    words (the cost explanation lists it)."""

    words: str = ""

    def text(self, duration: str | None = None) -> str:
        return self.words


@attrs.frozen
class ForLessByBaseCost(CostChange):
    """"You may play Spells for 1 less if their Base Cost is 4 or more": a decrease of the
    cost of your cards of that type whose Base Cost — the Reserve Cost when played from
    Reserve, the Hand Cost otherwise — is at least `min_base` (5.1.2.e).  Paying less is
    never worse, so the "may" is always taken (docs/mechanisms.md)."""

    min_base: int = 0

    def applies_to(self, card: Card, player: int, holder_ctrl: int, source_zone: str) -> bool:
        if not super().applies_to(card, player, holder_ctrl, source_zone):
            return False
        cd = card.cdef
        base = cd.reserve_cost if source_zone == "reserve" else cd.hand_cost
        return base >= self.min_base

    def text(self, duration: str | None = None) -> str:
        what = " and ".join(TYPE_NOUNS[t] + "s" for t in self.types)
        return (f"You may play {what} for {self.less} less if their Base Cost is "
                f"{self.min_base} or more.")


@attrs.frozen
class ForLessByHandCost(CostChange):
    """"You may play Spells of Hand Cost 7 or more for 1 less": a decrease of the cost of
    your cards of that type with that printed Hand Cost, wherever they are played from
    (5.1.2.e); taken always, as for `ForLessByBaseCost`."""

    min_hand: int = 0

    def applies_to(self, card: Card, player: int, holder_ctrl: int, source_zone: str) -> bool:
        return (super().applies_to(card, player, holder_ctrl, source_zone)
                and card.cdef.hand_cost >= self.min_hand)

    def text(self, duration: str | None = None) -> str:
        what = " and ".join(TYPE_NOUNS[t] + "s" for t in self.types)
        return f"You may play {what} of Hand Cost {self.min_hand} or more for {self.less} less."


@attrs.frozen
class OthersCostFromReserve(CostChange):
    """"Cards (Characters, Robots …) other than me cost 1 less (more) to play from [your]
    Reserve. This effect can't make them cost less than 1.": a change (5.1.2.e) of the cost
    of those cards played from Reserve - any player's, unless "your Reserve" says yours -
    a decrease not below its floor."""

    subtype: str | None = None
    your: bool = False  # "from your Reserve": only its holder's cards

    def applies_to(self, card: Card, player: int, holder_ctrl: int, source_zone: str) -> bool:
        if self.subtype is not None and self.subtype not in card.cdef.subtypes:
            return False
        if self.types and not card.cdef.counts_as(self.types):
            return False
        if source_zone != "reserve":
            return False
        return player == holder_ctrl or not self.your

    def text(self, duration: str | None = None) -> str:
        noun = (self.subtype.capitalize() + "s" if self.subtype
                else " and ".join(TYPE_NOUNS[t] + "s" for t in self.types) or "Cards")
        where = "your Reserve" if self.your else "Reserve"
        if self.more:
            return f"{noun} other than me cost {self.more} more to play from {where}."
        floor = (f" This effect can't make them cost less than {self.less_floor}."
                 if self.less_floor is not None else "")
        return f"{noun} other than me cost {self.less} less to play from {where}.{floor}"


@attrs.frozen
class ReduceMyCostIf(ICostLessIf):
    """"If [condition]: Reduce my cost by N.": `ICostLessIf` as the unique cards print it."""

    def text(self, duration: str | None = None) -> str:
        return f"If {self.cond.text()}: Reduce my cost by {self.less}."


@attrs.frozen
class ReduceMyCostIfEmptyExpedition(CostLessIfEmptyExpedition):
    """"If there are no Characters in the Expedition I'm played in: Reduce my cost by N.":
    `CostLessIfEmptyExpedition` as the unique cards print it."""

    def text(self, duration: str | None = None) -> str:
        return (f"If there are no Characters in the Expedition I'm played in: Reduce my cost "
                f"by {self.less}.")
