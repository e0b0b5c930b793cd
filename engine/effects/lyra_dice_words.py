"""Words for the Lyra cards of the later sets read by `engine/cardtext/lyra_dice_text.py`:
The Stage's "a Song or Artist" (one of two sub-types, of any card type) and its "next
Character with a base statistic of 0 that you play"; Lost in the Riptide's "You may play me
for N less. If you do, I can only target …". Why and the rulings are in
docs/mechanisms.md ("Revealing as you roll, Eris, The Stage, Lost in the Riptide")."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.effects.abilities import NextPlayed, OptionalCostReduction
from engine.effects.filters import Filter, _has_zero_base_stat
from engine.model import Card, CardDef, Zone

if TYPE_CHECKING:
    from engine.effects.context import Ctx
    from engine.gamestate import GameState

ANY_TYPE = ("character", "spell", "permanent")


@attrs.frozen
class AnySubtype(Filter):
    """"a Song or Artist": a card with one of `subtypes`, whatever its type. A Song is a
    Spell and an Artist a Character, so the sub-type alone says which cards count."""

    types: tuple[str, ...] = ANY_TYPE
    subtypes: tuple[str, ...] = ()

    def fits(self, cd: CardDef, played_from: Zone | None = None) -> bool:
        return (super().fits(cd, played_from)
                and any(s in cd.subtypes for s in self.subtypes))

    def noun(self, plural: bool = False) -> str:
        return " or ".join(s.capitalize() + ("s" if plural else "") for s in self.subtypes)


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
class NothingToPay:
    """The optional "cost" of "You may play me for N less": nothing is paid or chosen, the
    choice itself is what counts (and what "If you do" reads)."""

    label: str = "for less"  # the words in the play option's label
    verb = "play for less"
    chooses = False  # no card to choose when declaring it (5.1.2.c)

    def candidates(self, g: GameState, player: int, exclude: Card | None) -> list[Card]:
        return []

    def payable(self, g: GameState, player: int, exclude: Card | None) -> bool:
        return True

    def text(self) -> str:
        return "play me"


@attrs.frozen
class PlayForLessNarrowed(OptionalCostReduction):
    """"You may play me for N less. If you do, I can only target a [filter]." — the choice is
    made when declaring the play (5.1.2.c, like any optional cost); if it was taken, the
    Spell's targets (6.5.b) must also fit `only`."""

    cost: object = attrs.field(factory=NothingToPay)
    reduction: int = 1
    only: Filter = attrs.field(factory=Filter)

    def may_target(self, g: GameState, ctx: Ctx, card: Card) -> bool:
        return not ctx.reduced or self.only.matches(g, card, ctx)

    def text(self, duration: str | None = None) -> str:
        return (f"You may play me for {self.reduction} less. If you do, I can only target a "
                f"{self.only.noun()}.")
