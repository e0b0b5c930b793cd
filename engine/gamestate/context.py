"""What an effect knows while it resolves: who controls it, its source, bound objects."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

if TYPE_CHECKING:  # pragma: no cover
    from collections.abc import Sequence
    from typing import Any

    from engine.model import Card


@attrs.define
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

    def __attrs_post_init__(self) -> None:
        if self.source is not None and self.source_oid is None:
            self.source_oid = self.source.oid
        if self.it is not None and self.it_oid is None:
            self.it_oid = self.it.oid
