"""Costs (1.2.5, 6.4): paid in full, in a single step, or not at all.  What a cost is
(`Payment`, `QuickCost`), the printed one (`Cost`: Mana, exhaust me, discard me, spend my
counters) and paying one as a step."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import attrs

from engine.ability_kinds import Step
from engine.model import STATUS, ZONE

if TYPE_CHECKING:  # pragma: no cover

    from engine.decisions import Asks
    from engine.effects.context import Ctx
    from engine.effects.steps.common import Run
    from engine.state import GameState


class Payment(Protocol):
    """A cost or a part of one (6.4): whether it can be paid, why not, paying it, and its
    words.  Every cost of this module has this face."""

    def payable(self, g: GameState, ctx: Ctx) -> bool:
        """Whether it can be paid in full now (6.4: paid in full or not at all)."""
        ...

    def why_not(self, g: GameState, ctx: Ctx) -> str | None:
        """Why it cannot be paid now, or None when it can."""
        ...

    def pay(self, g: GameState, ctx: Ctx) -> Run:
        """Pay it (asking the controller which cards, when the cost lets them choose)."""
        ...

    def text(self) -> str:
        """The cost in words ("exhaust me, discard a card from your Reserve")."""
        ...


class QuickCost(Payment, Protocol):
    """A quick action's cost: a payment printed with symbols before the colon (1.2.5)."""

    def symbol(self) -> str:
        """The cost as printed before the colon ("{T} {1}")."""
        ...


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
        if self.exhaust_me and (src is None or STATUS.EXHAUSTED in src.statuses
                                or not g.alive(src, ctx.source_oid)):
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

    def pay(self, g: GameState, ctx: Ctx) -> Run:
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


def pay_in_full(g: GameState, ctx: Ctx, cost: Payment, cannot: str) -> Asks[bool]:
    """Pay `cost` inside an effect: in full or not at all (6.4), paying being one event
    whose Reactions come before what follows (1.2.7.b); when it cannot be paid, the note
    `cannot` says so.  `ctx.did` (and the result) is whether it was paid: a following "If
    you do" reads it (6.5.f)."""
    ctx.did = False
    if not cost.payable(g, ctx):
        g.note(cannot, "6.4", ctx=ctx)
        return False
    yield from g.run_action(lambda: cost.pay(g, ctx))
    ctx.did = True
    return True


@attrs.frozen
class PayAsStep(Step):
    """"You may spend 1 of my boosts. If you do: …": an internal cost (6.4) paid as a step
    of the effect, only when it can be paid; "If you do" follows whether it was paid
    (6.5.f)."""

    cost: Payment  # e.g. SpendCounterCost
    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        yield from pay_in_full(g, ctx, self.cost, f"cannot {self.cost.text()}")

    def text(self) -> str:
        return self.cost.text()[:1].upper() + self.cost.text()[1:]
