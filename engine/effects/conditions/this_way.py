"""Conditions on what the effect did so far (7.1.8): discarded or put "this way", revealed,
a die's result, "if you do", played this way or this turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.effects.conditions.base import Condition
from engine.effects.filters import (
    TYPE_NOUNS,
    _has_zero_base_stat,
)
from engine.effects.triggers.base import REVEALED_WITH_ROLL
from engine.model import ZONE

if TYPE_CHECKING:  # pragma: no cover

    from engine.effects.context import Ctx
    from engine.model import Card
    from engine.state import GameState


@attrs.frozen
class DiscardedThisWay(Condition):
    """"If you discarded a [card / Character / …] this way": one of the cards the step before
    chose (`ctx.chosen`, e.g. the card a Sabotage picked, 7.3.24) is now in a Discard pile,
    of that type if one is named. With none chosen, or none discarded, it fails (6.5.d)."""

    types: tuple[str, ...] = ()  # empty: any card

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return any(c.zone is ZONE.DISCARD and (not self.types or c.cdef.counts_as(self.types))
                   for c in ctx.chosen)

    def text(self) -> str:
        kind = TYPE_NOUNS[self.types[0]] if self.types else "card"
        return f"you discarded a {kind} this way"


@attrs.frozen
class HandCostIsTheDie(Condition):
    """"If its Hand Cost is equal to the die's result": the revealed card's printed Hand
    Cost against the result of the roll it was revealed with."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        ev = ctx.event
        return (ev is not None and ev.kind == REVEALED_WITH_ROLL and ctx.it is not None
                and ctx.it.cdef.hand_cost == ev.value[0])

    def text(self) -> str:
        return "its Hand Cost is equal to the die's result"


def _put_this_way(g: GameState, ctx: Ctx) -> Card | None:
    """The Character the step before put in Reserve (a Resupply records what it put)."""
    for c in ctx.chosen:
        if c.zone is ZONE.RESERVE and c.cdef.is_character and g.alive(c):
            return c
    return None


@attrs.frozen
class PutACharacterThisWay(Condition):
    """"If you put a Character in Reserve this way": the card the step before put in your
    Reserve (Resupply) is a Character, and is still there."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return _put_this_way(g, ctx) is not None

    def text(self) -> str:
        return "you put a Character in Reserve this way"


@attrs.frozen
class RevealedIs(Condition):
    """"If it's a Character with a base statistic of 0" / "an Artist or Song" / "a Robot or
    Permanent": the card just revealed is of one of these kinds (a type, or a sub-type of
    any type), its printed facts (2.2)."""

    kinds: tuple[str, ...]  # "character" / "spell" / "permanent", or a sub-type
    zero_base_stat: bool = False

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        for c in ctx.chosen:
            cd = c.cdef
            if self.zero_base_stat and not _has_zero_base_stat(cd):
                continue
            if any(cd.counts_as(k) or k in cd.subtypes for k in self.kinds):
                return True
        return False

    def text(self) -> str:
        names = [k.capitalize() for k in self.kinds]
        article = "an" if names[0][:1] in "AEIOU" else "a"
        out = f"it's {article} {' or '.join(names)}"
        return out + (" with a base statistic of 0" if self.zero_base_stat else "")


@attrs.frozen
class TheResultIs(Condition):
    """"If the result is N+": the result of the roll that activated this Reaction."""

    at_least: int

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        ev = ctx.event
        return ev is not None and ev.kind == "roll" and ev.value >= self.at_least

    def text(self) -> str:
        return f"the result is {self.at_least}+"


@attrs.frozen
class ResultHigherThanHandCost(Condition):
    """"If X is higher than the Hand Cost of the target": the die result against the
    printed Hand Cost of the card the step before targeted."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return (ctx.die is not None and bool(ctx.chosen)
                and ctx.die > ctx.chosen[0].cdef.hand_cost)

    def text(self) -> str:
        return "X is higher than the Hand Cost of the target"


@attrs.frozen
class ChosenIs(Condition):
    """"If it's a [type]": checks the card chosen by the previous step wherever it is
    (2.2.1.i)."""

    type: str

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return any(c.cdef.counts_as(self.type) for c in ctx.chosen)

    def text(self) -> str:
        return f"it's a {self.type.capitalize()}"


@attrs.frozen
class YouDid(Condition):
    """"If you do" as a condition (the step before was done, 6.5.f): what a heading "If you
    do: You may choose both, otherwise choose one" lets choose both by."""

    negated: bool = False  # "If you don't"

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return bool(ctx.did) != self.negated

    def text(self) -> str:
        return "you don't" if self.negated else "you do"


@attrs.frozen
class DieResultIn(Condition):
    """The result of the die the effect rolled before is from `lo` to `hi` (7.3.19.b): what
    "Roll a die. On a 4+: You may choose both, otherwise choose one: …" lets choose both
    by (6.5.e: "otherwise", the other results, choose one)."""

    lo: int
    hi: int = 6

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return ctx.die is not None and self.lo <= ctx.die <= self.hi

    def text(self) -> str:
        if self.hi >= 6:
            return f"on a {self.lo}+"
        return f"on a {self.lo}" if self.lo == self.hi else f"on a {self.lo}-{self.hi}"


@attrs.frozen
class PlayedThisWay(Condition):
    """"[If / Unless] you played a Character this way": the step before played a card
    (a Rush, 6.5.f: `did`), and that card (`it`) is of the type, wherever it is now."""

    type: str

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return bool(ctx.did) and ctx.it is not None and ctx.it.cdef.counts_as(self.type)

    def text(self) -> str:
        return f"you played a {self.type.capitalize()} this way"


@attrs.frozen
class PlayedAnotherCardThisTurn(Condition):
    """"if you played another card this turn": a card "you" played earlier in the turn
    under way (the card being played is not counted yet as its cost is worked out)."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return g.turn_player is not None and g.played_this_turn[ctx.controller] >= 1

    def text(self) -> str:
        return "you played another card this turn"
