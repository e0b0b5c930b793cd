"""Conditions on Expeditions (7.1.8): in contact, ascended, ahead or behind (7.5.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.effects.conditions.base import Condition
from engine.effects.regions import ascended_expeditions, is_ascended
from engine.effects.standing import _in_contact, expedition_in_contact, standing
from engine.gamestate.chars import READS_REGIONS
from engine.model import EXPEDITIONS, ZONE

if TYPE_CHECKING:  # pragma: no cover

    from engine.effects.context import Ctx
    from engine.state import GameState


@attrs.frozen
class ItsExpeditionIs(Condition):
    """"If its Expedition is behind": the Expedition of the object the trigger bound
    ("it", 6.3.h), compared with the Expedition facing it (7.5.2); a Gigantic one's
    Expeditions must all be (7.4.4.j).  Not in an Expedition: the condition fails."""

    state: str  # ahead | behind | tied

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        it = ctx.it
        if it is None or not g.alive(it, ctx.it_oid) or it.zone is not ZONE.EXPEDITION:
            return False
        ctrl = g.controller_of(it)
        exps = g.expeditions_of(it)
        return ctrl is not None and bool(exps) and all(
            standing(g, ctrl, e) == self.state for e in exps)

    def text(self) -> str:
        return f"its Expedition is {self.state}"


@attrs.frozen
class InAscendedExpedition(Condition):
    """"If I'm in an Ascended Expedition" (a Gigantic object: in any of them); "If my
    Expedition is Ascended" is the same test, printed differently."""

    wording: str = attrs.field(default="in", eq=False)  # in | my

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        if src is None or src.zone is not ZONE.EXPEDITION:
            return False
        return any(is_ascended(g, src.controller, e) for e in g.expeditions_of(src))

    def text(self) -> str:
        if self.wording == "my":
            return "my Expedition is Ascended"
        return "I'm in an Ascended Expedition"


@attrs.frozen
class IAmInContact(Condition):
    """"If I'm In contact": "I'm In Contact if another player's Expedition is in my region"
    (reminder text).  A Character in play is in its Expedition's region (both regions for a
    Gigantic one, 7.4.4); out of play, it is in no region and not In contact."""

    negated: bool = False

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        found = (src is not None and src.zone is ZONE.EXPEDITION
                 and any(expedition_in_contact(g, src.controller, e)
                         for e in g.expeditions_of(src)))
        return found != self.negated

    def table_reads(self) -> int | None:  # the Expeditions' positions
        return READS_REGIONS

    def text(self) -> str:
        return "I'm not In contact" if self.negated else "I'm In contact"


@attrs.frozen
class YourExpeditionsInContact(Condition):
    """"If one or more of your Expeditions are In contact" / "If each of your Expeditions
    is In contact": "It's In Contact if there is another player's Expedition in its region"
    (reminder text)."""

    each: bool = False

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        n = len(_in_contact(g, ctx.controller))
        return n == 2 if self.each else n >= 1

    def text(self) -> str:
        if self.each:
            return "each of your Expeditions is In contact"
        return "one or more of your Expeditions are In contact"


@attrs.frozen
class MyExpeditionInContact(Condition):
    """"If my Expedition is In contact": another player's Expedition is in its region
    (reminder text of In contact); the bearer must be in play in that Expedition."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        if src is None or src.zone is not ZONE.EXPEDITION:
            return False
        return any(expedition_in_contact(g, src.controller, e)
                   for e in g.expeditions_of(src))

    def table_reads(self) -> int | None:  # the Expeditions' positions
        return READS_REGIONS

    def text(self) -> str:
        return "my Expedition is In contact"


@attrs.frozen
class YourExpeditionsAre(Condition):
    """"If each of your Expeditions is behind or tied": both of your Expeditions stand so
    against the opposing ones (7.5.2), looked at when the condition is checked."""

    states: tuple[str, ...]  # of ahead | behind | tied

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return all(standing(g, ctx.controller, e) in self.states for e in EXPEDITIONS)

    def text(self) -> str:
        return f"each of your Expeditions is {' or '.join(self.states)}"


@attrs.frozen
class AnyExpeditionAscended(Condition):
    """"If one or more (at least one) of your Expeditions is Ascended": until Rest."""

    wording: str = "one or more"  # one or more | at least one

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return bool(ascended_expeditions(g, ctx.controller))

    def text(self) -> str:
        return f"{self.wording} of your Expeditions is Ascended"


@attrs.frozen
class ItIsInAscended(Condition):
    """"If it's in an Ascended Expedition": "it" (6.3.h) is in play in one (until Rest)."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        it = ctx.it
        if it is None or not g.alive(it, ctx.it_oid) or it.zone is not ZONE.EXPEDITION:
            return False
        return any(is_ascended(g, it.controller, e) for e in g.expeditions_of(it))

    def text(self) -> str:
        return "it's in an Ascended Expedition"


@attrs.frozen
class BothExpeditionsFailed(Condition):
    """"If both of your Expeditions failed to move forward": at the Progress whose failure
    activated this Reaction (the event records every Expedition of that player that did
    not move forward then, 4.2.4.i)."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        ev = ctx.event
        if ev is None or ev.kind != "progress" or len(ev.value) < 3:
            return False
        return set(ev.value[2]) >= set(EXPEDITIONS)

    def text(self) -> str:
        return "both of your Expeditions failed to move forward"


@attrs.frozen
class MyExpeditionIs(Condition):
    """"If my Expedition is ahead / behind / tied": a Gigantic object's Expeditions must
    all be (7.4.4.j)."""

    state: str  # ahead | behind | tied

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        exps = g.expeditions_of(src) if src is not None else []
        ctrl = src.controller if src is not None else ctx.controller
        return bool(exps) and all(standing(g, ctrl, e) == self.state for e in exps)

    def text(self) -> str:
        return f"my Expedition is {self.state}"


@attrs.frozen
class YourExpeditionIs(Condition):
    """"If your Hero (Companion) Expedition is behind": that Expedition against the one
    facing it (7.5.2), when checked."""

    expedition: str  # hero | companion
    state: str  # ahead | behind | tied

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return standing(g, ctx.controller, self.expedition) == self.state

    def text(self) -> str:
        return f"your {self.expedition.capitalize()} Expedition is {self.state}"


@attrs.frozen
class BothExpeditionsAscended(Condition):
    """"If both of your Expeditions are Ascended" (until Rest)."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return len(set(ascended_expeditions(g, ctx.controller))) >= len(EXPEDITIONS)

    def text(self) -> str:
        return "both of your Expeditions are Ascended"


# a trigger that reads the standing of an Expedition, here beside `standing`: the
# triggers' module is below the conditions
