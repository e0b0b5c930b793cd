"""Boosts gained together with another change of the same object or of another one: a
status gained or lost, exhausting or readying, sub-types (each part happens even if the
other can't, 1.2.6.f)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Step
from engine.decisions import DecisionKind, Option
from engine.effects.selectors.pronouns import It, Me
from engine.effects.selectors.targets import Target
from engine.effects.steps.common import plural
from engine.effects.steps.gains import GainBoosts
from engine.model import STATUS, ZONE
from engine.sentences import upper_first

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.effects.selectors.base import Selector
    from engine.effects.steps.common import Run
    from engine.model import Status
    from engine.state import GameState


@attrs.frozen
class BoostsAndStatus(Step):
    """"I gain 1 boost and Fleeting", "It gains 2 boosts and Fleeting": one object gains
    boosts (7.3.12), then the status (7.3.13); each part happens even if the other can't
    (1.2.6.f)."""

    who: Selector
    n: int
    status: Status
    #: printed "have [target] gain N boosts and [status]" (the effect's controller the
    #: subject of the sentence; the same steps)
    have: bool = False

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, "gain boosts")):
            g.gain_counters(c, "boost", self.n, "7.3.12", ctx=ctx)
            g.gain_status(c, self.status, "7.3.13", ctx=ctx)

    def text(self) -> str:
        boosts = f"{self.n} boost" + ("s" if self.n > 1 else "")
        status = self.status.value.capitalize()
        if self.have:
            return f"Have {self.who.text()} gain {boosts} and {status}"
        verb = "gain" if self.who.text(subject=True) == "I" else "gains"
        who = self.who.text(subject=True)
        return f"{who[:1].upper() + who[1:]} {verb} {boosts} and {status}"


@attrs.frozen
class GiveMeBoostsAndLose(Step):
    """"Give me N boosts and have me lose Asleep": the object of the ability gains the
    boosts (7.3.12), then loses the status (7.3.15); each part happens even if the other
    can't (1.2.6.f).  The wording has the controller of the effect as its subject."""

    n: int
    status: Status

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.effects.selectors.pronouns import Me
        from engine.effects.steps.gains import LoseStatus

        yield from GainBoosts(Me(), self.n).run(g, ctx)
        yield from LoseStatus(Me(), self.status).run(g, ctx)

    def text(self) -> str:
        return (f"Give me {self.n} boost{'s' if self.n > 1 else ''} and have me lose "
                f"{self.status.value.capitalize()}")


@attrs.frozen
class BoostThen(Step):
    """"Target Character in your Reserve gains 1 boost. Then exhaust it / ready it": the
    target (6.5.b) gains the boosts (7.3.12), then the same object is exhausted (7.3.10) or
    readied (7.3.18)."""

    who: Target
    n: int = 1
    then: str = "exhaust"  # exhaust | ready

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, f"gain {self.n} boost")):
            g.gain_counters(c, "boost", self.n, "7.3.12", ctx=ctx)
            if self.then == "exhaust":
                g.gain_status(c, STATUS.EXHAUSTED, "7.3.10", ctx=ctx)
            else:
                g.lose_status(c, STATUS.EXHAUSTED, "7.3.18", ctx=ctx)

    def text(self) -> str:
        boosts = "1 boost" if self.n == 1 else f"{self.n} boosts"
        return f"{upper_first(self.who.text())} gains {boosts}. Then {self.then} it"


@attrs.frozen
class BoostOrLose(Step):
    """"Have target Character gain N boosts or lose [status]": the target is chosen
    (6.5.b), then the effect's controller chooses which of the two happens to it (as a
    mode chosen on resolution, 6.5.g); losing a status it does not have does nothing."""

    who: Selector
    n: int
    status: Status

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, "gain boosts or lose a status")):
            lose = f"lose {self.status.value.capitalize()}"
            opts = [Option("boost", f"{c.name}: gain {self.n} boost{'s' * (self.n != 1)}"),
                    Option("lose", f"{c.name}: {lose}")]
            ans = yield from g.ask(ctx.controller, DecisionKind.MODE, "Choose what happens", opts,
                                   source=ctx.source)
            if ans == "boost":
                g.gain_counters(c, "boost", self.n, "7.3.12", ctx=ctx)
            elif not g.lose_status(c, self.status, "7.3.15", ctx=ctx):
                g.note(f"{c.name} is not {self.status.value.capitalize()}", "2.4.1.h", ctx=ctx)

    def text(self) -> str:
        return (f"have {self.who.text()} gain {self.n} boost{'s' * (self.n != 1)} or lose "
                f"{self.status.value.capitalize()}")


@attrs.frozen
class WeBothGainBoosts(Step):
    """"We both gain N boosts": I (the source) and "it" (the object chosen before) each
    gain them (7.3.12), me first."""

    n: int = 1

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for sel in (Me(), It()):
            yield from GainBoosts(sel, self.n).run(g, ctx)

    def text(self) -> str:
        return f"We both gain {plural(self.n, 'boost')}"


@attrs.frozen
class GainItsSubtypesAndBoosts(Step):
    """"I gain its subtypes and X boosts, where X equals its highest statistic": "it" is the
    Character targeted before (6.3.h); its sub-types as they are now (2.2.2.p) are granted
    to me while I stay in the Expedition zone, and X is its highest statistic, boosts
    included (2.5.1.b), taken as the step resolves."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        me, it = ctx.source, ctx.it
        if it is None or not g.alive(it, ctx.it_oid):
            g.note("no Character to copy", "6.5.h", ctx=ctx)
            return
        if me is None or not g.alive(me, ctx.source_oid) or me.zone is not ZONE.EXPEDITION:
            return
        subs = tuple(sorted(g.subtypes(it) - g.subtypes(me)))
        if subs:
            from engine.effects.passives.char_changes import HasSubtypes

            g.grant(me, HasSubtypes(subs))
            g.entry(f"{me.name} gains the sub-types {', '.join(s.capitalize() for s in subs)}",
                    "2.2.2.p", ctx.controller, (me.oid,))
        st = g.stats(it)
        g.gain_counters(me, "boost", max(st.forest, st.mountain, st.water), "7.3.12", ctx=ctx)
        yield from ()

    #: printed "its subtype" (wording only)
    singular: bool = attrs.field(default=False, eq=False)

    def text(self) -> str:
        return (f"I gain its subtype{'' if self.singular else 's'} and X boosts, where X "
                "equals its highest statistic")
