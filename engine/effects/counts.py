"""Counts: the numbers an effect reads when it resolves ("for each ...", "X, where X is ..."),
each taken when asked (6.5.i)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import attrs

from engine.effects.ascended import ascended_expeditions
from engine.effects.context import Ctx
from engine.effects.standing import _in_contact, characters_facing
from engine.model import EXPEDITIONS, STATUS, ZONE
from engine.sentences import terrain_name

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.filters import Filter
    from engine.model import Terrain
    from engine.state import GameState


class Count(Protocol):
    """A number an effect reads as it resolves: every count of this module has this face,
    so a step or a cost holding one ("for each ...", "X, where X is ...") asks only this."""

    def value(self, g: GameState, ctx: Ctx) -> int:
        """The number now (6.5.i)."""
        ...

    def text(self) -> str:
        """What is counted, in words ("Characters you control")."""
        ...


@attrs.frozen
class ManaOrbsInYourManaZone:
    """"Mana Orb in your Mana Zone": every card there, ready or exhausted (3.2.9.c)."""

    def value(self, g: GameState, ctx: Ctx) -> int:
        return len(g.players[ctx.controller].mana)

    def text(self) -> str:
        return "Mana Orb in your Mana Zone"


@attrs.frozen
class ControlledCount:
    """"X, where X is the number of [objects] you control": counted for the player who
    controls the object with the ability, each time it is looked at."""

    filter: Filter

    def value(self, g: GameState, player: int) -> int:
        return self.filter.count_controlled(g, Ctx(player))

    def text(self) -> str:
        return f"the number of {self.filter.noun(plural=True)} you control"


@attrs.frozen
class ExpeditionsInContact:
    """"per Expedition In contact that you control": how many of your two are, now."""

    def value(self, g: GameState, ctx: Ctx) -> int:
        return len(_in_contact(g, ctx.controller))

    def text(self) -> str:
        return "Expedition In contact that you control"


@attrs.frozen
class CardsInYourReserve:
    """"per card in your Reserve": the cards of your own Reserve now, exhausted ones too."""

    def value(self, g: GameState, ctx: Ctx) -> int:
        return len(g.players[ctx.controller].reserve)

    def text(self) -> str:
        return "card in your Reserve"


@attrs.frozen
class ExpeditionsIn:
    """"each Expedition in [terrain]": how many Expeditions, of every player, are in a
    region that has the terrain now; taken when the effect resolves (6.5.i)."""

    terrain: Terrain

    def value(self, g: GameState, ctx: Ctx) -> int:
        return sum(1 for p in g.players for e in EXPEDITIONS
                   if self.terrain in g.terrains_at(p.position[e]))

    def text(self) -> str:
        return f"Expedition in {terrain_name(self.terrain)}"


@attrs.frozen
class CharactersFacingMe:
    """"Character in the Expeditions facing me": a count of the Characters in the
    Expedition(s) facing the source (both, for a Gigantic one), taken once (6.5.i)."""

    def value(self, g: GameState, ctx: Ctx) -> int:
        return 0 if ctx.source is None else len(characters_facing(g, ctx.source))

    def text(self) -> str:
        return "Character in the Expeditions facing me"


@attrs.frozen
class LandmarkCardCount:
    """"The number of cards in your Landmarks": counted when asked (Manaseeds included)."""

    def value(self, g: GameState, ctx: Ctx) -> int:
        return len(g.players[ctx.controller].landmarks)

    def text(self) -> str:
        return "the number of cards in your Landmarks"


@attrs.frozen
class AscendedCount:
    """"Each of your Ascended Expeditions": how many of them are Ascended now (0 to 2)."""

    def value(self, g: GameState, ctx: Ctx) -> int:
        return len(ascended_expeditions(g, ctx.controller))

    def text(self) -> str:
        return "each of your Ascended Expeditions"


@attrs.frozen
class CountOf:
    """"the number of [objects] you control": a count, taken when asked."""

    filter: Filter

    def value(self, g: GameState, ctx: Ctx) -> int:
        return self.filter.count_controlled(g, ctx)

    def text(self) -> str:
        return f"{self.filter.noun()} you control"


@attrs.frozen
class ExhaustedCardsInReserve:
    """"each exhausted card in Reserve": counted over every Reserve, no owner being named
    (7.5.4), when asked."""

    def value(self, g: GameState, ctx: Ctx) -> int:
        return sum(1 for p in g.players for c in p.reserve if STATUS.EXHAUSTED in c.statuses)

    def text(self) -> str:
        return "exhausted card in Reserve"


@attrs.frozen
class TargetOpponentControls:
    """"per Character target opponent controls": with two players, the opponent is the
    target (6.5.b); what they control is counted when asked (7.5.4)."""

    filter: Filter

    def value(self, g: GameState, ctx: Ctx) -> int:
        return self.filter.count_controlled(g, attrs.evolve(ctx, controller=1 - ctx.controller))

    def text(self) -> str:
        return f"{self.filter.noun()} target opponent controls"


@attrs.frozen
class CardsInYourHand:
    """"per card in your hand": the cards in the controller's hand when counted."""

    def value(self, g: GameState, ctx: Ctx) -> int:
        return len(g.players[ctx.controller].hand)

    def text(self) -> str:
        return "card in your hand"


@attrs.frozen
class ExhaustedInReserveX:
    """"X, where X is the number of exhausted cards in Reserve": every Reserve, counted each
    time it is looked at (for Tough X)."""

    def value(self, g: GameState, player: int) -> int:
        return sum(1 for p in g.players for c in p.reserve if STATUS.EXHAUSTED in c.statuses)

    def text(self) -> str:
        return "the number of exhausted cards in Reserve"


@attrs.frozen
class MyCountersX:
    """"X[+N], where X is my number of [name] counters": the source's counters, counted as
    the step resolves (a Spell keeps the counters it gained in Reserve as it is played,
    2.5.a)."""

    name: str
    plus: int = 0

    def value(self, g: GameState, ctx: Ctx) -> int:
        src = ctx.source
        return (src.counters.get(self.name, 0) if src is not None else 0) + self.plus

    def text(self) -> str:
        return f"X+{self.plus}, where X is my number of {self.name.capitalize()} counters"


@attrs.frozen
class ExhaustedInReserveAndPermanents:
    """"the total number of exhausted cards in Reserve and other exhausted Permanents you
    control": every Reserve's exhausted cards plus your exhausted Permanents in play other
    than the source."""

    def value(self, g: GameState, ctx: Ctx) -> int:
        n = ExhaustedCardsInReserve().value(g, ctx)
        return n + sum(1 for c in g.objects_in((ZONE.EXPEDITION, ZONE.LANDMARK))
                       if c.cdef.counts_as("permanent") and c is not ctx.source
                       and g.controller_of(c) == ctx.controller
                       and STATUS.EXHAUSTED in c.statuses)

    def text(self) -> str:
        return ("the total number of exhausted cards in Reserve and other exhausted Permanents "
                "you control")


@attrs.frozen
class ExhaustedCardsInReserveTotal(ExhaustedCardsInReserve):
    """The count "the number of exhausted cards in Reserve", in those words."""

    def text(self) -> str:
        return "the number of exhausted cards in Reserve"
