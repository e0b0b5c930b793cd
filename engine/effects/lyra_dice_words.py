"""Words for the Lyra cards of the later sets read by `engine/cardtext/lyra_dice_text.py`:
The Stage's "a Song or Artist" (one of two sub-types, of any card type) and its "next
Character with a base statistic of 0 that you play". Why and the rulings are in
docs/mechanisms.md ("Revealing as you roll, Eris, The Stage, Lost in the Riptide")."""

from __future__ import annotations

import attrs

from engine.effects.abilities import NextPlayed
from engine.effects.filters import Filter, _has_zero_base_stat
from engine.model import Card, CardDef, Zone

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
