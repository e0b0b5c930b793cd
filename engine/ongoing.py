"""Ongoing effects written as printed words, for positions that start with some in Limbo.

A position (engine.position) may hold Ongoing effects already created — "The next
Character you play this turn costs 1 less", "Expeditions can't move forward this Day"
(2.2.14) — without the card that made them.  A tester writes them the way a card prints
them; the card-text grammar (engine.cardtext) reads the words into the very passive and
duration the card's own ability would create, so the effect works exactly as in a game.
Going the other way, an Ongoing effect of a game is written out as its passive's words,
and those are accepted only if they read back to the same passive and duration: what a
position says is what the game rebuilt from it will do.
"""

from __future__ import annotations

from typing import Any

from engine.cardtext import NotUnderstood, parse_text
from engine.effects.steps.abilities import CreateOngoing

#: the durations an Ongoing effect of a position may have (2.2.14), in the words a
#: message uses
DURATIONS = {"turn": "this turn", "afternoon": "this Afternoon", "day": "this Day",
             "rest": "until Rest"}
_SYMBOLS = {"[R]": "{R}", "[H]": "{H}", "[J]": "{J}", "[T]": "{T}"}


class OngoingTextError(ValueError):
    """Words that are not one or more Ongoing effects the grammar reads."""


def _steps_of(abilities: tuple[Any, ...]) -> tuple[Any, ...]:
    return tuple(s for a in abilities for s in getattr(a, "steps", ()))


def read_ongoing(text: str) -> tuple[tuple[Any, str], ...]:
    """The (passive, duration) of each Ongoing effect the words create, in order.

    The words are read as a Spell's effect ("The next card you play this turn costs 1
    less."), or, failing that, as what a [T] ability does (some effects read as one
    sentence only there).  Anything else in the words is refused: a position holds the
    effect, not the rest of an ability."""
    words = text.strip()
    for a, b in _SYMBOLS.items():
        words = words.replace(a, b)
    if not words.endswith("."):
        words += "."
    why = "the card-text grammar reads no effect in these words"
    for card_type, wrapped in (("spell", words), ("permanent", "{T}: " + words)):
        try:
            steps = _steps_of(parse_text(wrapped, card_type=card_type))
        except NotUnderstood as e:
            why = str(e)
            continue
        if steps and all(isinstance(s, CreateOngoing) for s in steps):
            return tuple((s.passive, s.duration) for s in steps)
        why = "these words do more than create an Ongoing effect (2.2.14)"
    raise OngoingTextError(f"{text!r} is not an Ongoing effect the card text reads: {why}")


def ongoing_words(passive: Any, duration: str) -> str | None:
    """The printed words of an Ongoing effect, if they read back to the same effect
    (then a position can hold it); None if they do not."""
    text = passive.text(duration=duration)
    try:
        again = read_ongoing(text)
    except OngoingTextError:
        return None
    return text if again == ((passive, duration),) else None
