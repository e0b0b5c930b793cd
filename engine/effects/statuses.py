"""Words about the statuses of 2.4 that the first vocabulary lacked: a choice of status to
gain, and the condition "you control a Fleeting Character, another Anchored Character and
yet another Asleep Character"."""

from __future__ import annotations

from itertools import permutations
from typing import TYPE_CHECKING

import attrs

from engine.decisions import Option
from engine.effects.conditions import Condition
from engine.effects.selectors import Selector
from engine.effects.steps import Run, Step, subject_text
from engine.model import ZONE, Status

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.state import GameState


def _names(statuses: tuple[Status, ...]) -> list[str]:
    return [st.value.capitalize() for st in statuses]


@attrs.frozen
class GainStatusOfChoice(Step):
    """"Target Character gains Fleeting, Anchored or Asleep": the object is chosen first
    (6.5.b), then the effect's controller chooses which status it gains (7.3.13)."""

    who: Selector
    statuses: tuple[Status, ...]

    def run(self, g: GameState, ctx: Ctx) -> Run:
        words = " or ".join(_names(self.statuses))
        for c in (yield from self.who.pick(g, ctx, f"gain {words}")):
            opts = [Option(f"st:{st.value}", st.value.capitalize(), (c.oid,))
                    for st in self.statuses]
            ans = yield from g.ask(ctx.controller, "choose_status",
                                   f"Choose the status {c.name} gains", opts, source=ctx.source)
            g.gain_status(c, Status(ans.split(":", 1)[1]), "7.3.13", ctx=ctx)

    def text(self) -> str:
        names = _names(self.statuses)
        listed = ", ".join(names[:-1]) + " or " + names[-1]
        return subject_text(self.who, "gains", "gain") + " " + listed


@attrs.frozen
class YouControlDistinct(Condition):
    """"You control a [A] Character, another [B] Character and yet another [C] Character":
    as many different Characters you control, each with its own status (7.5.4) — one
    Character with two of them counts once."""

    statuses: tuple[Status, ...]

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        mine = [c for c in g.objects_in((ZONE.EXPEDITION,))
                if c.cdef.is_character and g.controller_of(c) == ctx.controller
                and any(st in c.statuses for st in self.statuses)]
        n = len(self.statuses)
        return any(all(st in c.statuses for c, st in zip(group, self.statuses, strict=True))
                   for group in permutations(mine, n))

    def text(self) -> str:
        words = ["a", "another", "yet another"]
        parts = [f"{words[min(i, 2)]} {name} Character"
                 for i, name in enumerate(_names(self.statuses))]
        return "you control " + ", ".join(parts[:-1]) + " and " + parts[-1]
