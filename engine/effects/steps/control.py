"""Steps made of steps (7.3): "you may", "if", "unless", "if you do", "then", paying to
do, repeating, "after you"."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Step
from engine.effects.steps.common import Run, then_text
from engine.messages import msg, msg_text
from engine.sentences import lower_first, upper_first

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.conditions.base import Condition
    from engine.effects.context import Ctx
    from engine.effects.costs.base import Payment
    from engine.state import GameState


@attrs.frozen
class May(Step):
    """"You may [step]": asked just before the step (6.5.c)."""

    step: Step

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False
        ok = yield from g.ask_yes_no(ctx.controller, msg_text(
            "You may: {text}. Do it?", text=self.step.text()), source=ctx.source)
        if ok:
            yield from g.run_step(self.step, ctx)
            if not self.step.reports_did:  # else the step said whether it was done (6.5.f)
                ctx.did = True
        else:
            g.note(msg("chose not to: {text}", text=self.step.text()), "6.5.c", ctx=ctx)

    def text(self) -> str:
        t = self.step.text()
        return "You may " + lower_first(t)


@attrs.frozen
class If(Step):
    """"If [condition], [steps]. Otherwise [steps]" — evaluated once, just before (6.5.d-e)."""

    cond: Condition
    then: tuple[Step, ...]
    otherwise: tuple[Step, ...] = ()

    def run(self, g: GameState, ctx: Ctx) -> Run:
        holds = self.cond.holds(g, ctx)
        branch = self.then if holds else self.otherwise
        if not holds:
            g.note(msg("the condition '{text}' is not met", text=self.cond.text()), "6.5.d",
                   ctx=ctx)
        for s in branch:
            yield from g.run_step(s, ctx)

    def text(self) -> str:
        out = f"If {self.cond.text()}, {then_text(self.then)}"
        if self.otherwise:
            out += ". Otherwise, " + then_text(self.otherwise)
        return out


@attrs.frozen
class Unless(Step):
    """"Unless [condition], [steps]" or "[steps] unless [condition]": the steps happen only
    when the condition is false, looked at just before (6.5.d). `after` keeps the printed
    order for the rendering; the meaning is the same."""

    cond: Condition
    then: tuple[Step, ...]
    after: bool = False

    def run(self, g: GameState, ctx: Ctx) -> Run:
        if self.cond.holds(g, ctx):
            g.note(f"nothing happens: {self.cond.text()}", "6.5.d", ctx=ctx)
            return
        for s in self.then:
            yield from g.run_step(s, ctx)

    def text(self) -> str:
        if self.after:
            return f"{upper_first(then_text(self.then))} unless {lower_first(self.cond.text())}"
        return f"Unless {self.cond.text()}, {then_text(self.then)}"


@attrs.frozen
class IfYouDid(Step):
    """"[Do X]; if you did, [do Y]" — true if X was started (6.5.f)."""

    steps: tuple[Step, ...]

    def run(self, g: GameState, ctx: Ctx) -> Run:
        if ctx.did:
            for s in self.steps:
                yield from g.run_step(s, ctx)

    def text(self) -> str:
        return "If you do, " + then_text(self.steps)  # as printed


@attrs.frozen
class IfYouDont(Step):
    """"[You may do X]. If you don't, [do Y]": the other side of "If you do" (6.5.f) — Y
    when X was not done, whether the player declined it or there was nothing to do it to."""

    steps: tuple[Step, ...]

    def run(self, g: GameState, ctx: Ctx) -> Run:
        if ctx.did:
            return
        for s in self.steps:
            yield from g.run_step(s, ctx)

    def text(self) -> str:
        return "If you don't, " + then_text(self.steps)  # as printed


@attrs.frozen
class PayToDo(Step):
    """Internal action "you may pay [cost] to [effect]" (6.4): targets chosen at resolution."""

    cost: Payment
    steps: tuple[Step, ...]

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False
        if not self.cost.payable(g, ctx):
            g.note(msg("cannot pay {text}", text=self.cost.text()), "6.4", ctx=ctx)
            return
        ok = yield from g.ask_yes_no(
            ctx.controller, msg_text("{cost} to {effect}?", cost=upper_first(self.cost.text()),
                                     effect=self._effect_text()),
            source=ctx.source)
        if not ok:
            g.note(msg("chose not to pay"), "6.4", ctx=ctx)
            return
        # paying is one event (1.2.7.b): its Reactions are created before the effect
        yield from g.run_action(lambda: self.cost.pay(g, ctx))
        ctx.did = True
        for s in self.steps:
            yield from g.run_step(s, ctx)

    def _effect_text(self) -> str:
        return lower_first(", then ".join(s.text() for s in self.steps))

    def text(self) -> str:
        return f"You may {self.cost.text()} to {self._effect_text()}"


@attrs.frozen
class AfterYou(Step):
    """End the turn once no Reactions are waiting, without passing (7.3.2)."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        g.after_you = True
        g.note(msg("will hand the turn over without passing (After you)"), "7.3.2", ctx=ctx)
        yield from ()

    def text(self) -> str:
        return "After you"


@attrs.frozen
class Repeat(Step):
    """"[Do step] X times": each time its choices are made anew (6.5.i)."""

    step: Step
    times: int = 2

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for _ in range(self.times):
            yield from g.run_step(self.step, ctx)

    def text(self) -> str:
        return f"{self.step.text()} {'twice' if self.times == 2 else f'{self.times} times'}"


@attrs.frozen
class Then(Step):
    """Two steps written as one sentence: "Sabotage, then Resupply"."""

    steps: tuple[Step, ...]
    word: str = "then"  # "then" | "and": the printed joint; the steps follow each other (6.1)

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for s in self.steps:
            yield from g.run_step(s, ctx)

    def text(self) -> str:
        joint = ", then " if self.word == "then" else f" {self.word} "
        return joint.join(lower_first(s.text()) if i else s.text()
                          for i, s in enumerate(self.steps))
