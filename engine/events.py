"""Events: what a step changed, as seen by Reactions' triggers (1.2.7, 6.2.m)."""

from __future__ import annotations

from typing import Any, NamedTuple

from engine.model import Card, Status, Zone


class Event(NamedTuple):
    """One atomic change.  `card` is the object after the change (or the last one it
    was, when it ceased to exist); `old_oid` is the object it was before a move.

    A named tuple rather than a frozen attrs class: just as immutable, and made three
    times faster, which matters for a record made hundreds of times a game
    (benchmarks/engine_speed.py)."""

    kind: str  # move | create | play | counters | status | roll | resupply | phase | progress | draw
    card: Card | None = None
    player: int | None = None  # who did it (1.4.7 / 7.5.5)
    src: Zone | None = None
    dst: Zone | None = None
    src_exp: str | None = None
    dst_exp: str | None = None
    old_oid: int | None = None
    old_controller: int | None = None
    was: frozenset[Status] = frozenset()
    value: Any = None


#: An Event made straight from all eleven of its fields, in order
#: (`new_event(Event, (kind, card, player, src, dst, src_exp, dst_exp, old_oid,
#: old_controller, was, value))`), without the named tuple's `__new__`, a Python function
#: (its keyword defaults filled in there): for the events made every decision (issue #27)
new_event = tuple.__new__
#: `Event.was`'s default, for `new_event`
NO_STATUSES: frozenset[Status] = Event._field_defaults["was"]
