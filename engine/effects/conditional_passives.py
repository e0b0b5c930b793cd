"""A passive ability that works only while a condition holds: "If [condition]: [passive]"
and "Unless [condition]: [passive]", as unique cards print them.

A passive states a fact about the game for as long as its object is where abilities work
(2.3.1.a); printed under a condition heading, that fact stands only while the condition
holds.  The condition is looked at each time the passive is, as for "If I'm In contact,
I'm Defender" (2.3.1.k: characteristics are worked out again after every event):

- the kernel's list of working passives (`GameState.passive_sources`) holds the inner
  passive only while the condition holds (it is a kernel `WorksWhile`), so restrictions, permissions, cost changes and
  replacements (everything asked for by kind, `passives_of`) obey it unchanged;
- a characteristic-changing inner passive, or a keyword of its object ("I am Eternal",
  "I have Tough X"), gives its facts to the 2.3 evaluation only while the condition
  holds (`delta`), so the dependency rules see the condition like any other part of it.

`PassiveWhile` is itself a characteristic-changing passive: its object is counted among
those whose passives must be looked at again after every event, since a condition may
change on any event (the hand empties, a boost is gained), not only when abilities do.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Keyword, Passive
from engine.effects.abilities.keywords import GrantKeyword
from engine.effects.context import Ctx
from engine.effects.passives.base import IN_PLAY, CharPassive
from engine.effects.passives.evaluation import delta_of
from engine.effects.variable import VariableKeyword
from engine.gamestate.chars import EMPTY, Delta
from engine.gamestate.conditional import WorksWhile
from engine.sentences import upper_first

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.conditions.base import Condition
    from engine.model import Card
    from engine.state import GameState


@attrs.frozen
class PassiveWhile(CharPassive, WorksWhile):
    """"If [condition]: [passive]" (`unless` False) or "Unless [condition]: [passive]"."""

    condition: Condition
    passive: Passive | Keyword  # a Keyword: of the object itself
    unless: bool = False

    @property
    def support(self) -> bool:  # type: ignore[override]
        """A support passive under a condition works in Reserve like the passive."""
        return bool(getattr(self.passive, "support", False))

    def holds(self, g: GameState, holder: Card | None, ctrl: int) -> bool:
        """Whether the passive works now, "you" being its controller and "I" its object."""
        return self.condition.holds(g, Ctx(ctrl, holder)) != self.unless

    def working(self, g: GameState, holder: Card | None, ctrl: int) -> Passive | None:
        """The passive the kernel lists among the working ones now: the inner one while
        the condition holds (a keyword of the object is not listed: it is a fact of 2.3)."""
        p = self.passive
        if isinstance(p, Passive) and self.holds(g, holder, ctrl):
            return p
        return None

    def held(self) -> tuple[Passive, ...]:
        """Itself, and the inner passive: `passives_of(kind)` looks for its kinds."""
        return (self, self.passive) if isinstance(self.passive, Passive) else (self,)

    def delta(self, g: GameState, holder: Card | None, ctrl: int) -> Delta:
        p = self.passive
        if not isinstance(p, (Keyword, CharPassive, GrantKeyword)) or not self.holds(
                g, holder, ctrl):
            return EMPTY
        if isinstance(p, Keyword):  # a keyword of my own: "I am Eternal", "I have Tough X"
            if holder is None or holder.zone not in IN_PLAY:
                return EMPTY
            value = p.amount(g, holder) if isinstance(p, VariableKeyword) else p.value
            return frozenset({("kw", holder.oid, p.name, value)})
        return delta_of(g, p, holder, ctrl)

    def text(self, duration: str | None = None) -> str:
        head = "Unless" if self.unless else "If"
        inner = self.passive.text() if isinstance(self.passive, Keyword) else self.passive.text(
            duration)
        return f"{head} {self.condition.text()}: {upper_first(inner)}"


