"""What an effect knows while it resolves: who controls it, its source, bound objects."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

if TYPE_CHECKING:  # pragma: no cover
    from collections.abc import Sequence
    from typing import Any

    from engine.model import Card


@attrs.define(init=False)  # its own `__init__`, below
class Ctx:
    controller: int
    source: Card | None = None  # the object bearing the ability ("I", 7.2.1)
    it: Card | None = None  # the object bound by the trigger ("it", 6.3.h)
    event: Any = None
    modes: tuple[int, ...] | None = None  # modes chosen at declaration (5.1.2.c)
    die: int | None = None  # last die result (7.3.19.b)
    did: bool = False  # "if you did" (6.5.f)
    chosen: Sequence[Card] = ()  # objects chosen by the last step (each step sets it anew)
    tough_paid: set[int] = attrs.field(factory=set)  # Tough is paid once per effect (7.4.7.f)
    kind: str = "effect"  # spell | quick | reaction | daily
    source_oid: int | None = None
    it_oid: int | None = None
    spent: int | None = None  # "any number" paid as a cost, for "the same number" (6.4)
    x: int | None = None  # the X chosen as a cost "{X}" was paid (a quick action's)
    # the Spell was played with its optional cost (5.1.2.c): "If you do, …" reads it
    reduced: bool = False

    def __init__(self, controller: int, source: Card | None = None, it: Card | None = None,
                 event: Any = None, modes: tuple[int, ...] | None = None, die: int | None = None,
                 did: bool = False, chosen: Sequence[Card] = (),
                 tough_paid: set[int] | None = None, kind: str = "effect",
                 source_oid: int | None = None, it_oid: int | None = None,
                 spent: int | None = None, x: int | None = None, reduced: bool = False) -> None:
        """The fields in order, as attrs would take them (`attrs.evolve` gives them all by
        name), the ids of "I" and "it" taken from their objects when not given.  Written
        out rather than attrs' `__init__` calling an `__attrs_post_init__`: a context is
        made for every effect, Reaction and quick action looked at, more than one a
        decision (issue #27)."""
        self.controller = controller
        self.source = source
        self.it = it
        self.event = event
        self.modes = modes
        self.die = die
        self.did = did
        self.chosen = chosen
        self.tough_paid = set() if tough_paid is None else tough_paid
        self.kind = kind
        self.source_oid = source.oid if source_oid is None and source is not None else source_oid
        self.it_oid = it.oid if it_oid is None and it is not None else it_oid
        self.spent = spent
        self.x = x
        self.reduced = reduced
