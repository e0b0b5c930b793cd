"""Words added for the Lyra cards of the later sets (Alize, Bise, Cyclone, Duster).

What each one means, and the rulings taken where the printed text leaves a question, are
in docs/mechanisms.md ("Lyra in the later sets"); the grammar that reads them is
`engine/cardtext/lyra_text.py`.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

import attrs

from engine.effects.conditions import Condition
from engine.effects.context import Ctx
from engine.effects.selectors import It
from engine.effects.steps import If, Step, then_text
from engine.effects.subjects import _predicate

if TYPE_CHECKING:  # pragma: no cover
    from engine.state import GameState

Run = Generator[Any, Any, Any]


@attrs.frozen
class Unless(Step):
    """"Unless [condition], [steps]": the steps happen when the condition does not hold,
    looked at just before (6.5.d, read the other way round)."""

    cond: Condition
    then: tuple[Step, ...]

    def run(self, g: GameState, ctx: Ctx) -> Run:
        if self.cond.holds(g, ctx):
            g.note(f"nothing happens: {self.cond.text()}", "6.5.d", ctx=ctx)
            return
        for s in self.then:
            yield from g.run_step(s, ctx)

    def text(self) -> str:
        return f"Unless {self.cond.text()}, {then_text(self.then)}"


@attrs.frozen
class IfOtherwiseIt(Step):
    """"If [condition], target X [does A]. Otherwise, it [does B]." — the target is one
    object whichever branch happens (6.5.b: chosen once), so it is chosen first; then the
    condition is looked at (6.5.d) and A or B is done to it."""

    branch: If  # as printed: its `then` is one step about the target, `otherwise` about "it"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        first = self.branch.then[0]
        picked = yield from first.who.pick(g, ctx, _predicate(attrs.evolve(first, who=It()), False))
        before = ctx.it, ctx.it_oid
        for c in picked:
            ctx.it, ctx.it_oid = c, c.oid
            holds = self.branch.cond.holds(g, ctx)
            if not holds:
                g.note(f"the condition '{self.branch.cond.text()}' is not met", "6.5.d",
                       ctx=ctx)
            todo = (attrs.evolve(first, who=It()),) if holds else self.branch.otherwise
            for s in todo:
                yield from g.run_step(s, ctx)
        ctx.it, ctx.it_oid = before

    def text(self) -> str:
        return self.branch.text()


def otherwise_about_target(branch: If) -> Step:
    """The "If … target X …. Otherwise, it …" shape as one step when the otherwise branch
    speaks of the target; the plain conditional step when it does not."""
    from engine.effects.selectors import Target

    if (len(branch.then) == 1 and isinstance(getattr(branch.then[0], "who", None), Target)
            and any(isinstance(getattr(s, "who", None), It) for s in branch.otherwise)):
        return IfOtherwiseIt(branch)
    return branch
