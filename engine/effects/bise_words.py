"""Words of the effects language added for the Bise set cards.

- `GainBoostsUpTo`: "I gain 1 boost, up to a max of 3." — a wording newer than the
  Complete Rules v3.0 (see docs/mechanisms.md, "Bise");
- `WhenYouPlayAnother`, `WhenAnotherJoinsYourExpeditions`: the triggers with "another".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from engine.effects.conditions import Condition, IAmBoosted  # noqa: F401 - "I'm Boosted" is one word
from engine.effects.selectors import Selector
from engine.effects.steps import Run, Step, plural, subject_text
from engine.effects.triggers import WhenJoinsYourExpeditions, WhenYouPlay
from engine.model import counter_label

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.events import Event
    from engine.model import Card
    from engine.state import GameState


@attrs.frozen
class GainBoostsUpTo(Step):
    """"[Object] gains N boosts, up to a max of M": it gains boosts (7.3.12) only until it
    has M; one that already has M or more gains none. The boosts it already has count,
    wherever it is (a card in Reserve may hold boosts, 2.5.a)."""

    who: Selector
    n: int
    cap: int

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.effects.bravos_words import support_cap  # "beyond their maximum"

        for c in (yield from self.who.pick(g, ctx, f"gain {plural(self.n, 'boost')}")):
            have = c.counters.get("boost", 0)
            cap = support_cap(g, ctx, c, self.cap)
            gain = self.n if cap is None else max(0, min(self.n, cap - have))
            if gain:
                g.gain_counters(c, "boost", gain, "7.3.12", ctx=ctx)
            if gain < self.n:
                g.note(f"{c.name} has {have} boost{'s' * (have != 1)}: it gains "
                       f"{gain if gain else 'none'}, up to a max of {cap}", "7.3.12", ctx)
            elif cap != self.cap and have + gain > self.cap:
                g.note(f"{c.name} goes beyond its maximum of {self.cap}", "7.3.12", ctx)

    def text(self) -> str:
        return (subject_text(self.who, "gains", "gain") + f" {plural(self.n, 'boost')}, "
                f"up to a max of {self.cap}")


@attrs.frozen
class WhenYouPlayAnother(WhenYouPlay):
    """"When you play another [filter]": as `WhenYouPlay`, but never for the card that
    bears the ability itself (another = not me)."""

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        if ev.card is me:
            return False
        return super().match(g, ev, me, ctrl)

    def text(self) -> str:
        return f"When you play another {self.filter.noun()}"


@attrs.frozen
class WhenAnotherJoinsYourExpeditions(WhenJoinsYourExpeditions):
    """"When another [filter] joins your Expeditions": as `WhenJoinsYourExpeditions`, but
    not for the bearer itself."""

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        if ev.card is me:
            return False
        return super().match(g, ev, me, ctrl)

    def text(self) -> str:
        return f"When another {self.filter.noun()} joins your Expeditions"


@attrs.frozen
class ManaOrbsInYourManaZone:
    """"Mana Orb in your Mana Zone": every card there, ready or exhausted (3.2.9.c)."""

    def value(self, g: GameState, ctx: Ctx) -> int:
        return len(g.players[ctx.controller].mana)

    def text(self) -> str:
        return "Mana Orb in your Mana Zone"


@attrs.frozen
class GainBoostsPer(Step):
    """"[Object] gains 1 boost (or 1 [name] counter) per [count]": the count is taken once as the step resolves
    (as "for each", 6.5.i) and the boosts are gained at once, one gain (7.3.12); a count of
    0 gains nothing."""

    who: Selector
    count: Any  # a count: `value(g, ctx)` and `text()` (CountOf, ManaOrbsInYourManaZone)
    name: str = "boost"  # or another counter: "1 Food counter per …" (2.5.f)

    def run(self, g: GameState, ctx: Ctx) -> Run:
        n = self.count.value(g, ctx)
        g.note(f"counts {n} ({self.count.text()})", "6.5.i", ctx=ctx)
        for c in (yield from self.who.pick(g, ctx, f"gain {self._one()}s")):
            g.gain_counters(c, self.name, n, "7.3.12", ctx=ctx)

    def _one(self) -> str:
        return counter_label(self.name)

    def text(self) -> str:
        return subject_text(self.who, "gains", "gain") + f" 1 {self._one()} per {self.count.text()}"


@attrs.frozen
class YourHandIsEmpty(Condition):
    """"If your hand is empty": no card in your Hand when the condition is checked
    (6.5.d)."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return not g.players[ctx.controller].hand

    def text(self) -> str:
        return "your hand is empty"
