"""Conditions on what zones hold (7.1.8): Hand, Reserve, Landmarks, Mana, exhausted cards."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.effects.conditions.base import _COUNT_WORDS, _NUMBER_WORDS, Condition
from engine.effects.counts import ExhaustedCardsInReserve
from engine.effects.filters import (
    Filter,
    exhausted_yours,
)
from engine.gamestate.chars import READS_ALL
from engine.model import STATUS, ZONE

if TYPE_CHECKING:  # pragma: no cover

    from engine.effects.context import Ctx
    from engine.effects.filters import Filter
    from engine.model import Card
    from engine.state import GameState


@attrs.frozen
class FewerManaOrbs(Condition):
    """"If you have less than N Mana Orbs": every card in your Mana zone counts, ready or
    exhausted (3.2.9.c)."""

    n: int

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return len(g.players[ctx.controller].mana) < self.n

    def table_reads(self) -> int | None:  # how many cards the Mana zone holds
        return 0

    def text(self) -> str:
        return f"you have less than {self.n} Mana Orbs"


@attrs.frozen
class YourZoneHolds(Condition):
    """"If your hand is empty", "If your Reserve is empty", "If you have two or more
    cards in Reserve": a count of the cards of a zone you own (7.5.4: nobody controls
    them), exhausted ones included."""

    zone: str  # "hand" | "reserve"
    at_least: int = 0  # 0: the zone is empty

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        n = len(getattr(g.players[ctx.controller], self.zone))
        return n == 0 if self.at_least == 0 else n >= self.at_least

    def text(self) -> str:
        name = "hand" if self.zone == "hand" else "Reserve"
        if self.at_least == 0:
            return f"your {name} is empty"
        return f"you have {_COUNT_WORDS.get(self.at_least, f'{self.at_least} or more')} cards in {name}"


@attrs.frozen
class ExhaustedInReserves(Condition):
    """"If there are two or more exhausted cards in Reserve": counted over every Reserve
    (no owner is named, 7.5.4)."""

    at_least: int

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        n = sum(1 for p in g.players for c in p.reserve if STATUS.EXHAUSTED in c.statuses)
        return n >= self.at_least

    def text(self) -> str:
        words = _COUNT_WORDS.get(self.at_least, f"{self.at_least} or more")
        return f"there are {words} exhausted cards in Reserve"


@attrs.frozen
class YouHaveExhausted(Condition):
    """"If you control an exhausted Permanent", "if there's an exhausted card in your
    Reserve", or both joined by "or"; "If there are N or more exhausted cards among
    Permanents you control and cards in your Reserve". Nobody controls Reserve cards
    (7.5.4): "your Reserve" is the one you own."""

    permanents: bool = True
    reserve: bool = True
    at_least: int = 1
    # printed "there's an exhausted card in your Reserve or you control an exhausted
    # Permanent": wording only
    reserve_first: bool = attrs.field(default=False, eq=False)

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        n = len(exhausted_yours(g, ctx.controller, self.permanents, self.reserve))
        return n >= self.at_least

    def text(self) -> str:
        if self.at_least > 1:
            return (f"there are {_NUMBER_WORDS.get(self.at_least, self.at_least)} or more "
                    "exhausted cards among Permanents you control and cards in your Reserve")
        parts = []
        if self.permanents:
            parts.append("you control an exhausted Permanent")
        if self.reserve:
            parts.append("there's an exhausted card in your Reserve")
        if self.reserve_first:
            return " or ".join(reversed(parts))
        return " or if ".join(parts)


@attrs.frozen
class YourHandIsEmpty(Condition):
    """"If your hand is empty": no card in your Hand when the condition is checked
    (6.5.d)."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return not g.players[ctx.controller].hand

    def text(self) -> str:
        return "your hand is empty"


@attrs.frozen
class LandmarkCount(Condition):
    """"If there are N or more cards in your Landmarks" / "if there's another card in your
    Landmarks": the cards in your Landmark zone now (3.2.8), Manaseeds included; "another"
    leaves out the bearer itself."""

    at_least: int = 1
    other: bool = False

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        cards = [c for c in g.players[ctx.controller].landmarks
                 if not (self.other and src is not None and c is src)]
        return len(cards) >= self.at_least

    def table_reads(self) -> int | None:  # anything of the table
        return READS_ALL

    def text(self) -> str:
        if self.other:
            return "there's another card in your Landmarks"
        n = {2: "two", 3: "three", 4: "four"}.get(self.at_least, str(self.at_least))
        return f"there are {n} or more cards in your Landmarks"


@attrs.frozen
class ManaOrbsAtLeast(Condition):
    """"If you have N or more Mana Orbs": every card in your Mana zone is a Mana Orb, ready
    or exhausted (3.2.9.c)."""

    n: int

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return len(g.players[ctx.controller].mana) >= self.n

    def table_reads(self) -> int | None:  # how many cards the Mana zone holds
        return 0

    def text(self) -> str:
        return f"you have {_WORDS_ORDIS.get(self.n, str(self.n))} or more Mana Orbs"


@attrs.frozen
class CardsOfTypeInReserve(Condition):
    """"If there are N or more [Spells] in your Reserve": counted when checked."""

    type: str  # character | permanent | spell
    at_least: int

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return sum(1 for c in g.players[ctx.controller].reserve
                   if c.cdef.counts_as(self.type)) >= self.at_least

    def text(self) -> str:
        n = _WORDS_ORDIS.get(self.at_least, str(self.at_least))
        return f"there are {n} or more {self.type.capitalize()}s in your Reserve"


_WORDS_ORDIS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
          9: "nine", 10: "ten"}


@attrs.frozen
class FewerInReserveThanOpponent(Condition):
    """"If you have less cards in Reserve (in hand) than target opponent": the opponent is
    the target (with two players, the only one); the counts are taken when checked."""

    zone: str = "reserve"  # reserve | hand

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        mine, theirs = g.players[ctx.controller], g.players[1 - ctx.controller]
        return len(getattr(mine, self.zone)) < len(getattr(theirs, self.zone))

    def text(self) -> str:
        where = "Reserve" if self.zone == "reserve" else "hand"
        return f"you have less cards in {where} than target opponent"


@attrs.frozen
class SpellInReserve(Condition):
    """"If there's a Spell with Reserve Cost N or more in your Reserve": its printed Reserve
    Cost (2.2.8)."""

    min_reserve_cost: int

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return any(c.cdef.counts_as("spell") and c.cdef.reserve_cost >= self.min_reserve_cost
                   for c in g.players[ctx.controller].reserve)

    def text(self) -> str:
        return f"there's a Spell with Reserve Cost {self.min_reserve_cost} or more in your Reserve"


@attrs.frozen
class ExhaustedCardsAre(Condition):
    """"If there's an exhausted card in Reserve" / "two or more exhausted card(s) in
    Reserve": counted over every Reserve, no owner being named (7.5.4)."""

    at_least: int = 1
    wording: str = attrs.field(default="", eq=False)  # the printed words

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return ExhaustedCardsInReserve().value(g, ctx) >= self.at_least

    def text(self) -> str:
        return self.wording or f"there are {self.at_least} or more exhausted cards in Reserve"


def _chosen_in_reserve(ctx: Ctx) -> Card | None:
    it = ctx.chosen[0] if ctx.chosen else None
    return it if it is not None and it.zone is ZONE.RESERVE else None


@attrs.frozen
class ItWasTheOnlyCardInTheirReserve(Condition):
    """"If it was the only card in their Reserve": the card the step before chose is alone
    in its owner's Reserve (a Reserve is its owner's, 1.4.3)."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        it = _chosen_in_reserve(ctx)
        return it is not None and g.players[it.owner].reserve == [it]

    def text(self) -> str:
        return "it was the only card in their Reserve"


@attrs.frozen
class ItsInYourReserve(Condition):
    """"If it's in your Reserve": the card the step before chose is in the Reserve of the
    effect's controller."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        it = _chosen_in_reserve(ctx)
        return it is not None and it.owner == ctx.controller

    def text(self) -> str:
        return "it's in your Reserve"


@attrs.frozen
class YourReserveHolds(Condition):
    """"If there's a Spell (an Animal) in your Reserve": a card of yours there matching the
    description, when checked (nobody controls Reserve cards, 7.5.4)."""

    filter: Filter  # without zones: the card's printed facts

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return any(self.filter.fits(c.cdef) for c in g.players[ctx.controller].reserve)

    def text(self) -> str:
        noun = self.filter.noun()
        return f"there's {'an' if noun[:1] in 'AEIOU' else 'a'} {noun} in your Reserve"
