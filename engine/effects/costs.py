"""Costs (1.2.5, 6.4): paid in full, in a single step, or not at all."""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any, ClassVar

import attrs

from engine.model import STATUS, ZONE

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.model import Card
    from engine.state import GameState


@attrs.frozen
class Cost:
    """Mana, exhaust me (T), discard me from Reserve (D), spend my counters."""

    mana: int = 0
    exhaust_me: bool = False
    discard_me: bool = False
    spend: tuple[tuple[str, int], ...] = ()
    # printed "{T}, {1}" rather than "{1}, {T}": wording only, so not part of equality
    exhaust_first: bool = attrs.field(default=False, eq=False)

    def payable(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        if self.mana and g.ready_mana(ctx.controller) < self.mana:
            return False
        if self.exhaust_me and (src is None or src.exhausted or not g.alive(src, ctx.source_oid)):
            return False
        if self.discard_me and (src is None or src.zone is not ZONE.RESERVE):
            return False
        for name, n in self.spend:
            if src is None or src.counters.get(name, 0) < n:
                return False
        return True

    def why_not(self, g: GameState, ctx: Ctx) -> str | None:
        src = ctx.source
        if self.mana and g.ready_mana(ctx.controller) < self.mana:
            return f"it costs {self.mana} and you have {g.ready_mana(ctx.controller)} ready Mana Orbs"
        if self.exhaust_me and src is not None and src.exhausted:
            return f"{src.name} is already exhausted (2.4.5.a)"
        for name, n in self.spend:
            if src is None or src.counters.get(name, 0) < n:
                what = "boosts" if name == "boost" else f"{name.capitalize()} counters"
                return f"it needs {n} {what} (2.5.h)"
        return None if self.payable(g, ctx) else "the cost cannot be paid"

    def pay(self, g: GameState, ctx: Ctx) -> Generator[Any, Any, None]:
        src = ctx.source
        if self.mana:
            g.pay_mana(ctx.controller, self.mana, "1.2.5.e", ctx=ctx)
        if self.exhaust_me and src is not None:
            g.gain_status(src, STATUS.EXHAUSTED, "7.3.10", ctx=ctx)
        for name, n in self.spend:
            if src is not None:
                g.spend_counters(src, name, n, ctx=ctx)
        if self.discard_me and src is not None:
            yield from g.move(src, ZONE.DISCARD, rule="7.3.5", ctx=ctx)

    def text(self) -> str:
        parts = []
        if self.mana:
            parts.append(f"pay {self.mana}")
        if self.exhaust_me:
            parts.append("exhaust me")
        if self.discard_me:
            parts.append("discard me from Reserve")
        for name, n in self.spend:
            if name == "boost":  # boosts are counters too (2.5.1), printed "of my boosts"
                parts.append(f"spend {n} of my boosts")
            else:
                parts.append(f"spend {'one' if n == 1 else n} of my {name.capitalize()} counters")
        return " and ".join(parts) if parts else "nothing"

    def symbol(self) -> str:
        """The compact form shown before a quick action's colon: "{1}, [T]"."""
        parts = []
        if self.mana:
            parts.append(f"({self.mana})")
        if self.exhaust_me:
            parts.insert(0 if self.exhaust_first else len(parts), "[T]")
        if self.discard_me:
            parts.append("[D]")
        for name, n in self.spend:
            parts.append(_spend_text(name, n))
        return ", ".join(parts)


def _spend_text(name: str, n: int) -> str:
    if name == "boost":  # boosts are counters, printed as "spend 1 of my boosts"
        return f"spend {n} of my boosts"
    return f"spend {'one' if n == 1 else n} of my {name.capitalize()} counters"


Run = Generator[Any, Any, None]


class CostAndOneCard:
    """A quick action's cost "[T], <do something to> a card …": one cost paid in a single
    step (6.4.a). The card is chosen before anything is paid (6.1.g), then the base cost is
    paid and the card dealt with. Subclasses are attrs classes with a `base` Cost field and
    say which cards qualify, how the question reads and what happens to the card; the
    payability, refusal reason and both printed forms follow from those."""

    base: Any  # a Cost
    #: the answer key prefix and decision kind of the question asking for the card
    key: ClassVar[str] = "r"
    kind: ClassVar[str] = "choose_card"

    def candidates(self, g: GameState, ctx: Ctx) -> list[Card]:  # pragma: no cover
        raise NotImplementedError

    def missing(self) -> str:  # pragma: no cover - why it can't be paid with no card
        raise NotImplementedError

    def prompt(self) -> str:  # pragma: no cover
        raise NotImplementedError

    def label(self, g: GameState, c: Card) -> str:
        return c.name

    def act(self, g: GameState, ctx: Ctx, chosen: Card) -> Run:  # pragma: no cover
        raise NotImplementedError

    def part(self) -> str:  # pragma: no cover - "discard a card from your Reserve"
        raise NotImplementedError

    def payable(self, g: GameState, ctx: Ctx) -> bool:
        return bool(self.base.payable(g, ctx)) and bool(self.candidates(g, ctx))

    def why_not(self, g: GameState, ctx: Ctx) -> str | None:
        if not self.candidates(g, ctx):
            return self.missing()
        return self.base.why_not(g, ctx)

    def pay(self, g: GameState, ctx: Ctx) -> Run:
        from engine.decisions import Option

        cards = self.candidates(g, ctx)
        opts = [Option(f"{self.key}:{c.oid}", self.label(g, c), (c.oid,)) for c in cards]
        ans = yield from g.ask(ctx.controller, self.kind, self.prompt(), opts,
                               source=ctx.source)
        chosen = next(c for c in cards if f"{self.key}:{c.oid}" == ans)
        yield from self.base.pay(g, ctx)
        yield from self.act(g, ctx, chosen)

    def text(self) -> str:
        return f"{self.base.text()} and {self.part()}"

    def symbol(self) -> str:
        part = self.part()
        return f"{self.base.symbol()}, {part[:1].upper()}{part[1:]}"
