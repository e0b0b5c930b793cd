"""Keywords given or held (2.4.3): "I am [keyword]", granted ones and the words for how long."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import (
    Keyword,
    Passive,
)

if TYPE_CHECKING:  # pragma: no cover

    from engine.effects.conditions.base import Condition
    from engine.effects.filters import Description


_DURATION_WORDS = {"turn": " this turn", "afternoon": " this Afternoon", "day": " this Day"}


def duration_words(duration: str | None) -> str:
    """How long an Ongoing Emblem's passive lasts, as the end of its sentence (2.2.14)."""
    return _DURATION_WORDS.get(duration or "", "")


@attrs.frozen
class GrantKeyword(Passive):
    """"[Objects] have [keyword]" — a characteristic-changing passive (2.3.1.g)."""

    filter: Description
    keyword: Keyword
    verb: str = "have"  # have | are: the printed word only ("are Gigantic", "have Tough 2")
    condition: Condition | None = None  # "If you have less than eight Mana Orbs, …"
    alters_characteristics = True

    def text(self, duration: str | None = None) -> str:
        out = (f"{self.filter.noun(plural=True)} {self.verb} {self.keyword.text()}"
               f"{duration_words(duration)}.")
        if self.condition is not None:
            return f"If {self.condition.text()}, {out}"
        return out[:1].upper() + out[1:]


@attrs.frozen
class IAmKeyword(Keyword):
    """A keyword printed as a sentence, "I'm Defender.": the same keyword ability (7.4),
    only worded differently."""

    def text(self) -> str:
        return f"I'm {super().text()}."
