"""One subject, several verbs: "Target Character gains 1 boost and loses Fleeting",
"You may have another target Character lose Fleeting and gain 1 boost".

The subject is chosen once (a target is chosen a single time, 6.5.b) and each verb is a
step about "it"; the steps happen in the order printed, to the same object(s).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Step
from engine.effects.selectors.pronouns import It, Me

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.effects.selectors.base import Selector
    from engine.effects.steps.common import Run, StepOn
    from engine.state import GameState


def _predicate(step: Step | StepOn, third_person: bool) -> str:
    """"it gains 1 boost" -> "gains 1 boost" (or "gain 1 boost")."""
    words = step.text().split(" ", 1)
    if len(words) != 2 or words[0].lower() != "it":
        raise ValueError(f"a verb of one subject must be about 'it': {step.text()!r}")
    verb, rest = words[1].split(" ", 1) if " " in words[1] else (words[1], "")
    if not third_person and verb.endswith("s"):
        verb = verb[:-1]  # gains -> gain, loses -> lose
    return f"{verb} {rest}".strip()


@attrs.frozen
class OneSubject(Step):
    """[Subject] [verb] and [verb]: the subject is picked once, then each step (written
    about "it") is done to each object picked, in order."""

    who: Selector
    steps: tuple[Step, ...]
    have: bool = False  # "have [subject] [verb]": same meaning, printed wording only

    #: "You may have target X gain Y. If you do, …": done only when a subject was picked
    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        picked = yield from self.who.pick(g, ctx, self._verbs(third_person=False))
        before = ctx.it, ctx.it_oid
        for c in picked:
            ctx.it, ctx.it_oid = c, c.oid
            for s in self.steps:
                yield from g.run_step(s, ctx)
        ctx.it, ctx.it_oid = before
        ctx.did = bool(picked)

    def _verbs(self, third_person: bool) -> str:
        return " and ".join(_predicate(s, third_person) for s in self.steps)

    def text(self) -> str:
        if self.have:
            return f"Have {self.who.text()} {self._verbs(third_person=False)}"
        singular = not isinstance(self.who, Me) and not self.who.plural
        return f"{self.who.text(subject=True)} {self._verbs(third_person=singular)}"


__all__ = ["OneSubject", "It"]
