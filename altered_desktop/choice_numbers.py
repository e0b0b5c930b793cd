"""The numbers of a decision's choices: one mapping, read by the prompt panel (which
writes "3." on its buttons and answers the key 3) and by the table (which draws a "3"
on the lit card that choice picks), so "press its number" means the same number on
both (review r6 #9: "press its number", but no number on the cards).

Numbers run from 1 to 9 (the keys); a choice past the ninth has none.  A turn's choices
are numbered in the order the panel lists them (each playable card's ways to play, card
by card, then quick actions, then any other action); any other decision's in the engine's
order of its options.  The table draws a card's number only for a choice among cards (a
target, a card to keep...), not on a turn - where most cards have two ways to play and
the glow says what can be played - and only where exactly one option picks that card
alone: a card two options name has no single number to draw.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from engine.decisions import Decision, Option

#: the number keys: choices past the ninth are clicked, not keyed
KEYS = 9


def play_groups(options: Sequence[Option]) -> list[tuple[int, list[Option]]]:
    """A turn's plays, card by card (the card's object id and its ways to play), in the
    order the engine offers them."""
    groups: dict[int, list[Option]] = {}
    for o in options:
        if o.detail == "play" and o.objects:
            groups.setdefault(o.objects[0], []).append(o)
    return list(groups.items())


def panel_order(d: Decision) -> list[Option]:
    """The choices in the order the prompt panel lists (and numbers) them; Pass, which
    has its own button and key (P), is not among them on a turn."""
    if d.kind != "turn":
        return list(d.options)
    quick = [o for o in d.options if o.detail == "quick"]
    others = [o for o in d.options if o.detail not in ("play", "quick", "pass")]
    plays = [o for _oid, ways in play_groups(d.options) for o in ways]
    return plays + quick + others


def option_numbers(d: Decision) -> dict[str, int]:
    """Option id -> its number (1 to 9) as the panel shows it."""
    return {o.id: n for n, o in enumerate(panel_order(d)[:KEYS], 1)}


def card_numbers(d: Any) -> dict[int, int]:
    """Object id -> the number to draw on that lit card: the cards that are, each, the
    only object of exactly one numbered choice (none on a turn)."""
    if d is None or d.kind == "turn":
        return {}
    named = Counter(obj for o in d.options for obj in o.objects)
    out: dict[int, int] = {}
    for n, o in enumerate(panel_order(d)[:KEYS], 1):
        if len(o.objects) == 1 and named[o.objects[0]] == 1:
            out[o.objects[0]] = n
    return out
