"""How the steps of an effect are put together: "You may ... If you do ...", "If you don't",
"Otherwise", "Then", "for each", "Do this X times", and choices among modes (6.5)."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import attrs

from engine.ability_kinds import Step
from engine.effects.activation import activatable, activate_symbol
from engine.effects.boosts import BoostsAndStatus
from engine.effects.costs.base import pay_in_full
from engine.effects.delayed import AfterRest
from engine.effects.dice import Outcome
from engine.effects.selectors.base import JUST_CHOOSE
from engine.effects.selectors.pronouns import It
from engine.effects.selectors.targets import Target
from engine.effects.steps.common import about, then_text
from engine.effects.steps.control import If, IfYouDid, May
from engine.effects.steps.control import IfYouDont as IfYouDontStep
from engine.effects.steps.gains import GainBoosts, Mark
from engine.effects.subjects import _predicate
from engine.messages import msg
from engine.sentences import effect_text, lower_first, upper_first

if TYPE_CHECKING:  # pragma: no cover

    from engine.effects.conditions.base import Condition
    from engine.effects.context import Ctx
    from engine.effects.costs.base import Payment, QuickCost
    from engine.effects.counts import Count, MyCountersX
    from engine.effects.filters import Filter
    from engine.effects.selectors.base import Selector
    from engine.effects.selectors.targets import Target
    from engine.effects.steps.common import Run, StepOn
    from engine.model import Status
    from engine.state import GameState


@attrs.frozen
class IfAfter(If):
    """"[Step] if [condition]": the condition printed after the step; the same meaning as
    "If [condition], [step]" (6.5.d)."""

    def text(self) -> str:
        return f"{then_text(self.then)} if {self.cond.text()}"


@attrs.frozen
class PaidMode(Step):
    """A mode (or sentence) with its own cost: "[T] : I gain 2 boosts" among the modes of
    "Choose one:", or "Spend 1 counter … to discard target Permanent". The cost is paid in
    full first (6.4); if it cannot be, the rest does not happen (as 6.4.a for any cost)."""

    cost: Payment  # with `colon`, a QuickCost (printed with its symbols)
    steps: tuple[Step, ...]
    colon: bool = True
    reports_did = True  # printed "[T] : …" rather than "Spend … to …"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        if not (yield from pay_in_full(g, ctx, self.cost,
                                       f"cannot {self.cost.text()}, so nothing more happens")):
            return
        for s in self.steps:
            yield from g.run_step(s, ctx)

    def text(self) -> str:
        if self.colon:
            return f"{cast('QuickCost', self.cost).symbol()} : {then_text(self.steps)}"
        return f"{upper_first(self.cost.text())} to {lower_first(then_text(self.steps))}"


@attrs.frozen
class MayTargetGains(Step):
    """"You may target a Character in Reserve, it gains 2 boosts": optional (6.5.c), then
    the target (6.5.b) gains the boosts (7.3.12)."""

    who: Target
    n: int = 2
    then_word: bool = False  # printed "Then you may …"
    status: Status | None = None  # also gained: "it gains 1 boost and Fleeting"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        step = (GainBoosts(self.who, self.n) if self.status is None
                else BoostsAndStatus(self.who, self.n, self.status))
        yield from g.run_step(May(step), ctx)

    def text(self) -> str:
        noun = self.who.filter.noun()
        article = "an" if noun[:1] in "AEIOU" else "a"
        head = "Then you may" if self.then_word else "You may"
        also = f" and {self.status.value.capitalize()}" if self.status is not None else ""
        return (f"{head} target {article} {noun}, it gains {self.n} "
                f"boost{'s' * (self.n != 1)}{also}")


@attrs.frozen
class IfYouDont(Step):
    """"If you don't, [steps]": after an optional step, when it was not done (6.5.f)."""

    steps: tuple[Step, ...]

    def run(self, g: GameState, ctx: Ctx) -> Run:
        if not ctx.did:
            for s in self.steps:
                yield from g.run_step(s, ctx)

    def text(self) -> str:
        return "If you don't, " + then_text(self.steps)


@attrs.frozen
class IfOtherwiseInline(If):
    """"If [condition], X, otherwise Y": one sentence with both branches (6.5.d-e)."""

    def text(self) -> str:
        return (f"If {self.cond.text()}, {then_text(self.then)}, otherwise "
                f"{then_text(self.otherwise)}")


@attrs.frozen
class IfYouCant(IfYouDont):
    """"If you can't, [steps]": the step before could not be done (nothing to sacrifice)."""

    def text(self) -> str:
        return "If you can't, " + then_text(self.steps)


@attrs.frozen
class IfInline(If):
    """"If [condition], X, otherwise Y" in one sentence: `If` with both branches (6.5.d),
    printed as the card prints it."""

    def text(self) -> str:
        return (f"If {self.cond.text()}, {then_text(self.then)}, otherwise "
                f"{then_text(self.otherwise)}")


@attrs.frozen
class Again(Step):
    """"[Step] again": the same step once more, its choices made anew (6.5.i); only the
    printed wording differs from the step alone."""

    step: Step

    def run(self, g: GameState, ctx: Ctx) -> Run:
        yield from g.run_step(self.step, ctx)

    def text(self) -> str:
        return f"{self.step.text()} again"


@attrs.frozen
class SubjectThen(Step):
    """"[Target X] [verb]. [Steps about it]": the subject is chosen once (6.5.b) and the
    following sentences call it "it" (6.3.h), e.g. "Target Character gains Asleep. You may
    give it 2 boosts."."""

    who: Selector
    first: Step  # written about "it"
    rest: tuple[Step, ...]
    have: bool = attrs.field(default=False, eq=False)  # "have [target X] [verb]": wording only

    def run(self, g: GameState, ctx: Ctx) -> Run:
        picked = yield from self.who.pick(g, ctx, _predicate(self.first, False))
        before = ctx.it, ctx.it_oid
        for c in picked:
            ctx.it, ctx.it_oid = c, c.oid
            for s in (self.first, *self.rest):
                yield from g.run_step(s, ctx)
        ctx.it, ctx.it_oid = before

    def text(self) -> str:
        if self.have:
            head = f"have {self.who.text()} {_predicate(self.first, False)}"
        else:
            head = f"{self.who.text(subject=True)} {_predicate(self.first, not self.who.plural)}"
        return f"{head}. {effect_text(self.rest).rstrip('.')}"


@attrs.frozen
class ThenAfter(Step):
    """A sentence printed "Then, [steps]": the steps follow the sentence before (6.1);
    only the wording differs from the steps alone."""

    steps: tuple[Step, ...]

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for s in self.steps:
            yield from g.run_step(s, ctx)

    def text(self) -> str:
        # a noun keeps its printed capital ("Then, Robots you control gain 1 boost"); a
        # clause that starts a sentence on its own does not ("Then, if …", "Then, you may …")
        first = self.steps[0].text() if self.steps else ""
        if first.split(" ", 1)[0] in _CLAUSE_STARTS:
            first = first[:1].lower() + first[1:]
        return "Then, " + ", then ".join([first, *(lower_first(s.text())
                                                   for s in self.steps[1:])])


#: first words of a clause that are not nouns, lower-cased after "Then, "
_CLAUSE_STARTS = frozenset({"If", "You", "Unless", "Send", "Discard", "Create", "Draw",
                            "Exhaust", "Target", "Sacrifice", "Return", "Put", "Give"})


@attrs.frozen
class ForEachMayActivate(Step):
    """"For each [object] you control, you may activate its [J] abilities": the objects are
    those controlled as the step starts (6.5.i); for each one that has such an ability its
    controller says yes or no (6.5.c), then it is activated (7.3.1.b).  An object without
    one is only noted: activating it would do nothing."""

    filter: Filter
    symbol: str = "J"
    word: str = attrs.field(default="abilities", eq=False)  # printed "triggers" on uniques

    def run(self, g: GameState, ctx: Ctx) -> Run:
        objs = [c for c in g.objects_in(self.filter.zones)
                if g.controller_of(c) == ctx.controller and self.filter.matches(g, c, ctx)]
        if not objs:
            g.note(f"controls no {self.filter.noun()}", "6.5.i", ctx=ctx)
        for c, oid in [(c, c.oid) for c in objs]:
            if not g.alive(c, oid) or not activatable(g, c, self.symbol):
                g.note(f"{c.name} has no [{self.symbol}] ability to activate", "7.3.1.b",
                       ctx=ctx)
                continue
            ok = yield from g.ask_yes_no(
                ctx.controller, f"Activate the [{self.symbol}] abilities of {c.name}?",
                ctx.source)
            if ok:
                activate_symbol(g, ctx, c, self.symbol)
            else:
                g.note(f"chose not to activate the [{self.symbol}] abilities of {c.name}",
                       "6.5.c", ctx=ctx)

    def text(self) -> str:
        noun = self.filter.noun()
        if noun.startswith("another "):  # "for each other Character"
            noun = "other " + noun[len("another "):]
        return f"For each {noun}, you may activate its [{self.symbol}] {self.word}"


@attrs.frozen
class IfOtherwiseIt(Step):
    """"If [condition], target X [does A]. Otherwise, it [does B]." — the target is one
    object whichever branch happens (6.5.b: chosen once), so it is chosen first; then the
    condition is looked at (6.5.d) and A or B is done to it."""

    branch: If  # as printed: its `then` is one step about the target, `otherwise` about "it"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        first = cast("StepOn", self.branch.then[0])  # a target's step (otherwise_about_target)
        about_it = about(first, It())
        picked = yield from first.who.pick(g, ctx, _predicate(about_it, False))
        before = ctx.it, ctx.it_oid
        for c in picked:
            ctx.it, ctx.it_oid = c, c.oid
            holds = self.branch.cond.holds(g, ctx)
            if not holds:
                g.note(f"the condition '{self.branch.cond.text()}' is not met", "6.5.d",
                       ctx=ctx)
            todo = (about_it,) if holds else self.branch.otherwise
            for s in todo:
                yield from g.run_step(s, ctx)
        ctx.it, ctx.it_oid = before

    def text(self) -> str:
        return self.branch.text()


def otherwise_about_target(branch: If) -> Step:
    """The "If … target X …. Otherwise, it …" shape as one step when the otherwise branch
    speaks of the target; the plain conditional step when it does not."""
    if (len(branch.then) == 1 and isinstance(getattr(branch.then[0], "who", None), Target)
            and any(isinstance(getattr(s, "who", None), It) for s in branch.otherwise)):
        return IfOtherwiseIt(branch)
    return branch


@attrs.frozen
class Have(Step):
    """"(You may) have [target X] [do Y]": X does Y — the printed wording of a step whose
    subject is named after "have"; it runs the step as it is."""

    step: StepOn
    words: str  # the verb phrase after the subject, as printed
    subject: str = ""  # the subject as printed, when its filter renders it otherwise

    def run(self, g: GameState, ctx: Ctx) -> Run:
        yield from g.run_step(self.step, ctx)

    def text(self) -> str:
        return f"Have {self.subject or self.step.who.text()} {self.words}"


@attrs.frozen
class MarkTargets(Step):
    """"You may target [object]." / "Target any number of [objects].": the targets are
    chosen (6.5.b; "you may": none at all is allowed) and named "it" / "they" for the
    sentence after; with none chosen, that sentence does nothing."""

    who: Target
    may: bool = False

    def run(self, g: GameState, ctx: Ctx) -> Run:
        chosen = list((yield from self.who.pick(g, ctx, JUST_CHOOSE)))
        ctx.chosen = chosen
        ctx.it = chosen[0] if len(chosen) == 1 else None
        ctx.it_oid = ctx.it.oid if ctx.it is not None else None
        ctx.did = bool(chosen)

    def text(self) -> str:
        if self.may:
            noun = self.who.filter.noun()
            return f"You may target {noun if noun.startswith('another') else 'a ' + noun}"
        return f"Target any number of {self.who.filter.noun(plural=True)}"


@attrs.frozen
class InsteadIf(Step):
    """"[Step]. If [condition], [other step] instead.": one or the other, the condition read
    as the effect resolves (6.5.d); printed as two sentences."""

    step: Step
    cond: Condition
    instead: Step
    instead_words: str = "create two instead"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        chosen = self.instead if self.cond.holds(g, ctx) else self.step
        yield from g.run_step(chosen, ctx)

    def text(self) -> str:
        return f"{self.step.text()}. If {self.cond.text()}, {self.instead_words}"


@attrs.frozen
class MayDo(Step):
    """"You may [step]. If you do, ..." — "did" only if the step actually changed something,
    so an impossible step cannot be "done" to get the rest (FAQ pattern)."""

    step: Step

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False
        ok = yield from g.ask_yes_no(ctx.controller, f"You may: {self.step.text()}. Do it?",
                                     source=ctx.source)
        if not ok:
            g.note(f"chose not to: {self.step.text()}", "6.5.c", ctx=ctx)
            return
        before = g.events_recorded()
        yield from self.step.run(g, ctx)
        ctx.did = g.events_recorded() > before

    def text(self) -> str:
        return "You may " + lower_first(self.step.text())


@attrs.frozen
class MayAll(Step):
    """"You may [X] and [Y]": one choice for both; each part is tried even if another part
    turns out to be impossible (6.5.h)."""

    steps: tuple[Step, ...]

    def run(self, g: GameState, ctx: Ctx) -> Run:
        text = " and ".join(lower_first(s.text()) for s in self.steps)
        ok = yield from g.ask_yes_no(ctx.controller, f"You may {text}. Do it?",
                                     source=ctx.source)
        if not ok:
            g.note(f"chose not to {text}", "6.5.c", ctx=ctx)
            return
        for s in self.steps:
            yield from s.run(g, ctx)

    def text(self) -> str:
        return "You may " + " and ".join(lower_first(s.text()) for s in self.steps)


@attrs.frozen
class ForEach(Step):
    """"[Step] for each [count]": the count is taken once, as the step starts resolving, and
    does not change while the repetitions happen (6.5.i; FAQ: counted once on resolution)."""

    step: Step
    count: Count
    word: str = attrs.field(default="for each", eq=False)  # "for each" | "per": wording only

    def run(self, g: GameState, ctx: Ctx) -> Run:
        n = self.count.value(g, ctx)
        g.note(msg("counts {n} ({what})", n=n, what=self.count.text()), "6.5.i", ctx=ctx)
        for _ in range(n):
            yield from g.run_step(self.step, ctx)

    def text(self) -> str:
        return f"{self.step.text()} {self.word} {self.count.text()}"


@attrs.frozen
class DoXTimes(Step):
    """"Do the following X+1 times, where X is my number of Arcane counters: • [steps]": X
    counted once as it starts (6.5.i); each time, its choices are made anew."""

    x: MyCountersX
    steps: tuple[Step, ...]

    def run(self, g: GameState, ctx: Ctx) -> Run:
        n = self.x.value(g, ctx)
        g.note(f"does it {n} times (X+{self.x.plus})", "6.5.i", ctx=ctx)
        for _ in range(n):
            for s in self.steps:
                yield from g.run_step(s, ctx)

    def text(self) -> str:
        return (f"Do the following X+{self.x.plus} times, where X is my number of "
                f"{self.x.name.capitalize()} counters:\n • {then_text(self.steps)[:1].upper()}"
                f"{then_text(self.steps)[1:]}")


# ------------------------------------------------------------------ headings with a colon
def _body_text(steps: tuple[Step, ...]) -> str:
    """The steps after a heading's colon, as sentences (the ability adds the last period)."""
    return effect_text(steps).rstrip(".")


@attrs.frozen
class IfHeading(If):
    """"If [condition]: [steps]." - the condition printed as a heading, every sentence
    after the colon depending on it (6.5.d); "If [condition]: X, otherwise Y." has both
    branches (6.5.e)."""

    def text(self) -> str:
        if self.otherwise:
            return (f"If {self.cond.text()}: {upper_first(then_text(self.then))}, otherwise "
                    f"{then_text(self.otherwise)}")
        return f"If {self.cond.text()}: {_body_text(self.then)}"


def _heading_text(head: str, steps: tuple[Step, ...], otherwise: tuple[Step, ...]) -> str:
    """"[head]: [steps]." or "[head]: X, otherwise Y." (6.5.e)."""
    if otherwise:
        return f"{head}: {upper_first(then_text(steps))}, otherwise {then_text(otherwise)}"
    return f"{head}: {_body_text(steps)}"


@attrs.frozen
class IfYouDidHeading(IfYouDid):
    """"You may X. If you do: [steps]." (6.5.f), the steps after the colon; "If you do:
    X, otherwise Y." does Y when X was not done (6.5.e)."""

    otherwise: tuple[Step, ...] = ()

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for s in (self.steps if ctx.did else self.otherwise):
            yield from g.run_step(s, ctx)

    def text(self) -> str:
        return _heading_text("If you do", self.steps, self.otherwise)


@attrs.frozen
class IfYouDontHeading(IfYouDontStep):
    """"You may X. If you don't: [steps]." (6.5.f), the steps after the colon."""

    otherwise: tuple[Step, ...] = ()

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for s in (self.otherwise if ctx.did else self.steps):
            yield from g.run_step(s, ctx)

    def text(self) -> str:
        return _heading_text("If you don't", self.steps, self.otherwise)


@attrs.frozen
class IfYouCantHeading(IfYouCant):
    """"[Do X]. If you can't: [steps].": the step before could not be done."""

    otherwise: tuple[Step, ...] = ()

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for s in (self.otherwise if ctx.did else self.steps):
            yield from g.run_step(s, ctx)

    def text(self) -> str:
        return _heading_text("If you can't", self.steps, self.otherwise)


@attrs.frozen
class OutcomeHeading(Outcome):
    """"Roll a die. On a 4+: [steps].": a result printed as a heading (7.3.19); "On a 4+:
    X, otherwise Y." is followed by the other results' `OtherResults`."""

    otherwise: tuple[Step, ...] = ()

    def text(self) -> str:
        return _heading_text(f"On a {self.range_text()}", self.steps, self.otherwise)


@attrs.frozen
class OtherResults(Outcome):
    """The results "otherwise" covers after an `OutcomeHeading` (its text says them)."""

    def text(self) -> str:
        return ""


@attrs.frozen
class AfterRestHeading(AfterRest):
    """"After Rest: [steps]." - remembered now, done right after the next Rest."""

    def text(self) -> str:
        return f"After Rest: {_body_text(self.steps)}"


@attrs.frozen
class UnlessHeading(Step):
    """"Unless [condition]: [steps]." - the steps happen only when the condition does not
    hold, looked at just before (6.5.d)."""

    cond: Condition
    then: tuple[Step, ...]
    otherwise: tuple[Step, ...] = ()  # "Unless [condition]: X, otherwise Y."

    def run(self, g: GameState, ctx: Ctx) -> Run:
        if self.cond.holds(g, ctx):
            if not self.otherwise:
                g.note(f"nothing happens: {self.cond.text()}", "6.5.d", ctx=ctx)
            for s in self.otherwise:
                yield from g.run_step(s, ctx)
            return
        for s in self.then:
            yield from g.run_step(s, ctx)

    def text(self) -> str:
        return _heading_text(f"Unless {self.cond.text()}", self.then, self.otherwise)


@attrs.frozen
class TargetFirst(Step):
    """"If [condition]: Target Character gains 2 boosts, otherwise it gains 1 boost.": the
    target is chosen whatever the condition (6.5.b) and is "it" in both branches; `step` is
    the heading with the target's step about "it", `printed` that step as printed."""

    who: Target
    step: Step
    it_step: Step
    printed: Step

    def run(self, g: GameState, ctx: Ctx) -> Run:
        yield from g.run_step(Mark(self.who), ctx)
        yield from g.run_step(self.step, ctx)

    def text(self) -> str:
        return self.step.text().replace(upper_first(self.it_step.text()),
                                        upper_first(self.printed.text()), 1)
