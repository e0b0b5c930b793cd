"""Cards the effect already knows (7.2): "me", "it", "they", "that character", "us"."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.decisions import Asks
from engine.effects.selectors.base import Gen
from engine.model import ZONE, Card

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.state import GameState


@attrs.frozen
class Me:
    """The object bearing the ability (7.2.1), if it is still the same object (1.4.4)."""

    def pick(self, g: GameState, ctx: Ctx, verb: str) -> Gen:
        if ctx.source is not None and g.alive(ctx.source, ctx.source_oid):
            return [ctx.source]
        if ctx.source is not None and ctx.kind == "scout" and g.alive(ctx.source):
            return [ctx.source]  # Scout's exception to 6.3.j (7.4.5.e)
        return []
        yield  # pragma: no cover - makes this a generator

    def text(self, subject: bool = False) -> str:
        return "I" if subject else "me"

    @property
    def plural(self) -> bool:
        return False


@attrs.frozen
class It:
    """The object bound by the trigger (6.3.h)."""

    def pick(self, g: GameState, ctx: Ctx, verb: str) -> Gen:
        if ctx.it is not None and g.alive(ctx.it, ctx.it_oid):
            return [ctx.it]
        return []
        yield  # pragma: no cover

    def text(self, subject: bool = False) -> str:
        return "it"

    @property
    def plural(self) -> bool:
        return False


@attrs.frozen
class They:
    """"They": the objects the step before chose, those still where they were (2.1.i)."""

    def pick(self, g: GameState, ctx: Ctx, verb: str) -> Asks[list[Card]]:
        return [c for c in ctx.chosen if c.zone in (ZONE.EXPEDITION, ZONE.LANDMARK)]
        yield  # pragma: no cover

    def text(self, subject: bool = False) -> str:
        return "they"

    @property
    def plural(self) -> bool:
        return True


@attrs.frozen
class ThatCharacter(It):
    """"That Character": the Character the trigger bound (6.3.h), as "it"."""

    def text(self, subject: bool = False) -> str:
        return "That Character" if subject else "that Character"


@attrs.frozen
class ThatOne(It):
    """"That Character": the object the trigger bound (6.3.h), printed with its noun."""

    noun: str = "Character"

    def text(self, subject: bool = False) -> str:
        return f"that {self.noun}"


@attrs.frozen
class Us:
    """"We both": the bearer of the ability and the object chosen earlier ("it")."""

    def pick(self, g: GameState, ctx: Ctx, verb: str) -> Asks[list[Card]]:
        out = yield from Me().pick(g, ctx, verb)
        out += [c for c in (yield from It().pick(g, ctx, verb)) if c not in out]
        return out

    def text(self, subject: bool = False) -> str:
        return "we both" if subject else "us both"

    @property
    def plural(self) -> bool:
        return True
