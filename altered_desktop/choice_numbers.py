"""The numbers a decision's choices go by, for the cards they pick.

The decision panel lists a decision's options as numbered buttons ("1. Lyra Cloth
Dancer"), the keys 1-9 press them, and the table lights the cards the options are about.
The table draws each lit card's number on it (review r6 #9: "press its number", but no
number on the cards), so a player can pick by the card or by the key alike.  A card is
numbered only when exactly one option picks it alone: a card two options name (play it
here or there) has no single number.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

#: the panel numbers its first nine options (keys 1-9)
NUMBERED = 9


def card_numbers(d: Any) -> dict[int, int]:
    """Object id -> the number of the one option that picks that card, for a decision
    `d` other than a turn (whose plays are cards lit as playable, chosen by a click)."""
    if d is None or d.kind == "turn":
        return {}
    named = Counter(obj for o in d.options for obj in o.objects)
    numbers: dict[int, int] = {}
    for i, o in enumerate(d.options[:NUMBERED]):
        if len(o.objects) == 1 and named[o.objects[0]] == 1:
            numbers[o.objects[0]] = i + 1
    return numbers
