"""Characteristics that hold on a condition (2.3): "I am [keyword] if ...", "unless ...",
"if I am in a [terrain] region"."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.effects.context import Ctx
from engine.effects.filters import in_terrain_now
from engine.effects.passives.base import (
    IN_PLAY,
    CharPassive,
    condition_table_reads,
    gives_keyword,
)
from engine.gamestate.chars import EMPTY, READS_REGIONS, Delta
from engine.model import ZONE

if TYPE_CHECKING:  # pragma: no cover
    from engine.ability_kinds import Keyword
    from engine.effects.conditions.base import Condition
    from engine.model import Card, Terrain
    from engine.state import GameState


@attrs.frozen
class IfIAmIn(CharPassive):
    """"If I am in [terrain], I have [keyword]" — "in" as 7.5.7.b defines it."""

    terrain: Terrain
    keyword: Keyword

    def delta(self, g: GameState, holder: Card | None, ctrl: int) -> Delta:
        if holder is None or holder.zone is not ZONE.EXPEDITION:
            return EMPTY
        if not in_terrain_now(g, holder, self.terrain):
            return EMPTY
        return frozenset({("kw", holder.oid, self.keyword.name, self.keyword.value)})

    def table_reads(self) -> int | None:  # the terrains of the holder's regions
        return READS_REGIONS

    def facts_given(self) -> tuple[frozenset[str] | None, frozenset[str] | None]:
        return gives_keyword(self.keyword)

    def text(self, duration: str | None = None) -> str:
        return f"If I am in {self.terrain.value.capitalize()}, I am {self.keyword.text()}."


@attrs.frozen
class IAmUnless(CharPassive):
    """"I am [keyword] unless [condition]": the bearer has the keyword while the condition
    does not hold, looked at each time characteristics are worked out (2.3.1.k)."""

    keyword: Keyword
    unless: Condition  # "you" being my controller

    def delta(self, g: GameState, holder: Card | None, ctrl: int) -> Delta:
        if holder is None or holder.zone not in IN_PLAY:
            return EMPTY
        if self.unless.holds(g, Ctx(ctrl, holder)):
            return EMPTY
        return frozenset({("kw", holder.oid, self.keyword.name, self.keyword.value)})

    def table_reads(self) -> int | None:
        return condition_table_reads(self.unless)

    def facts_given(self) -> tuple[frozenset[str] | None, frozenset[str] | None]:
        return gives_keyword(self.keyword)

    def text(self, duration: str | None = None) -> str:
        return f"I am {self.keyword.text()} unless {self.unless.text()}."


@attrs.frozen
class IAmIf(CharPassive):
    """"If [condition], I'm [keyword]": the bearer has the keyword while the condition holds,
    looked at each time characteristics are worked out (2.3.1.k) — "If I'm In contact, I'm
    Defender" follows the Expeditions as they move."""

    keyword: Keyword
    condition: Condition  # "I" being the bearer, "you" its controller

    def delta(self, g: GameState, holder: Card | None, ctrl: int) -> Delta:
        if holder is None or holder.zone not in IN_PLAY:
            return EMPTY
        if not self.condition.holds(g, Ctx(ctrl, holder)):
            return EMPTY
        return frozenset({("kw", holder.oid, self.keyword.name, self.keyword.value)})

    def table_reads(self) -> int | None:
        return condition_table_reads(self.condition)

    def facts_given(self) -> tuple[frozenset[str] | None, frozenset[str] | None]:
        return gives_keyword(self.keyword)

    def text(self, duration: str | None = None) -> str:
        return f"If {self.condition.text()}, I'm {self.keyword.text()}."


@attrs.frozen
class IAmIfSpelledOut(IAmIf):
    """Duster's "If [condition], I'm [keyword]" printed "..., I am [keyword]." (Halua)."""

    def text(self, duration: str | None = None) -> str:
        return f"If {self.condition.text()}, I am {self.keyword.text()}."


@attrs.frozen
class IfThenIAm(IAmIf):
    """"If [condition], I am [keyword]": as `IAmIf`, printed with "I am"."""

    def text(self, duration: str | None = None) -> str:
        return f"If {self.condition.text()}, I am {self.keyword.text()}."


@attrs.frozen
class UnlessIAm(IAmUnless):
    """"Unless [condition], I am [keyword]" / "I'm [keyword] unless [condition]": the
    bearer has the keyword while the condition does not hold (`IAmUnless`), worded with
    the condition first or with "I'm"."""

    form: str = attrs.field(default="unless_first", eq=False)  # unless_first | im

    def text(self, duration: str | None = None) -> str:
        if self.form == "im":
            return f"I'm {self.keyword.text()} unless {self.unless.text()}."
        return f"Unless {self.unless.text()}, I am {self.keyword.text()}."


@attrs.frozen
class IfIAmKeyword(IAmIf):
    """"If [condition], I am [keyword]": `IAmIf` printed with "I am"."""

    def text(self, duration: str | None = None) -> str:
        return f"If {self.condition.text()}, I am {self.keyword.text()}."


@attrs.frozen
class IAmIfPrinted(IAmIf):
    """"If I'm Fleeting, I am Gigantic": `IAmIf` (the keyword while the condition holds,
    2.3.1.k) with "I am" as printed."""

    def text(self, duration: str | None = None) -> str:
        return f"If {self.condition.text()}, I am {self.keyword.text()}."


@attrs.frozen
class IAmIfHeading(IAmIf):
    """"If [condition]: I am Defender." / "… I have Tough 1.": `IAmIf` (the keyword while the
    condition holds, 2.3.1.k) as the unique cards print it; `verb` is "am" or "have"."""

    verb: str = attrs.field(default="am", eq=False)

    def text(self, duration: str | None = None) -> str:
        if self.verb == "and":  # said by the first keyword of the sentence
            return ""
        words = self.keyword.sentence or self.keyword.word()
        return f"If {self.condition.text()}: I {self.verb} {words}."
