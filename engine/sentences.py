"""Sentences of card text as the words render them: a clause continued inside a sentence,
a sentence started, steps joined into an effect's text (model layer: the ability kinds
and the vocabulary both write with these)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:  # pragma: no cover
    from engine.model import Terrain


class HasText(Protocol):
    def text(self) -> str: ...


#: Verbs that are keywords of the rules keep their capital inside a sentence (7.3).
KEYWORD_VERBS = ("Sabotage", "Resupply", "Exhausted Resupply", "After you", "Rush")


def lower_first(t: str) -> str:
    """Lower-case a clause's first letter to continue a sentence ("I" stays upper-case)."""
    if t.startswith(("I ", "I'", *KEYWORD_VERBS)) or not t:
        return t
    return t[0].lower() + t[1:]


def upper_first(t: str) -> str:
    """Start a sentence with a capital ("it gains 1 boost" -> "It gains 1 boost")."""
    return t[:1].upper() + t[1:]


def effect_text(steps: Iterable[HasText]) -> str:
    """Join steps into sentences, each starting with a capital: "Sabotage. Resupply."."""
    out = ". ".join(upper_first(s.text()) for s in steps)
    return out + ("" if out.endswith((".", ":")) or "\n" in out[-3:] else ".")


def terrain_name(t: Terrain) -> str:
    """A terrain as card text names it: "Forest"."""
    return t.value.capitalize()
