"""Words of the effects language added for the Axiom and Muna Core cards.

Each is a small frozen value that runs through the state's primitives and renders its own
text, like the words of `steps.py` and `vocabulary.py`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from engine.effects.conditions import Condition
from engine.effects.costs import CostAndOneCard
from engine.effects.filters import Filter
from engine.effects.selectors import Selector
from engine.effects.steps import GainBoosts, Run, Step, plural
from engine.effects.subjects import _predicate
from engine.effects.triggers import Trigger
from engine.events import Event
from engine.model import Card, Terrain

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.state import GameState


# ------------------------------------------------------------------------- flow
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
        from engine.effects.steps import effect_text

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
        from engine.effects.steps import lower_first

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
class GiveBoosts(Step):
    """"Give [object] N boosts": the object gains the boosts (7.3.12); the wording has the
    controller of the effect as its subject."""

    who: Selector
    n: int = 1

    def run(self, g: GameState, ctx: Ctx) -> Run:
        yield from GainBoosts(self.who, self.n).run(g, ctx)

    def text(self) -> str:
        return f"Give {self.who.text()} {plural(self.n, 'boost')}"


# ------------------------------------------------------------------------- conditions
@attrs.frozen
class IHaveBoosts(Condition):
    """"If I have N or more boosts": the bearer's boosts when the condition is checked
    (2.5.1, 6.5.d)."""

    n: int

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        return (src is not None and g.alive(src, ctx.source_oid)
                and src.counters.get("boost", 0) >= self.n)

    def text(self) -> str:
        return f"I have {self.n} or more boosts"


# ------------------------------------------------------------------------- triggers
@attrs.frozen
class WhenYourExpeditionMovesForwardDueTo(Trigger):
    """"When one of your Expeditions moves forward due to [terrain]": Progress moved it
    forward and that terrain was one of the reasons (4.2.4.j), as Progress records in its
    move; either Expedition of the bearer's controller counts."""

    terrain: Terrain

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        if ev.kind != "expedition" or ev.player != ctrl:
            return False
        _exp, delta, due_to = ev.value
        return delta > 0 and self.terrain in due_to

    def text(self) -> str:
        return ("When one of your Expeditions moves forward due to "
                f"{self.terrain.value.capitalize()}")


# ------------------------------------------------------------------------- activating (7.3.1)
def _is_symbol(trigger: Trigger, symbol: str) -> bool:
    from engine.effects.triggers import OnJoin, OnPlayed
    from engine.model import Zone

    if symbol == "J":
        return isinstance(trigger, OnJoin)
    zone = Zone.HAND if symbol == "H" else Zone.RESERVE
    return isinstance(trigger, OnPlayed) and trigger.zone is zone


def activatable(g: GameState, c: Card, symbol: str) -> list:
    """The working [J]/[H]/[R] Reactions of an object, gained ones included."""
    from engine.effects.abilities import Reaction

    return [ab for ab in g.abilities_of(c)
            if isinstance(ab, Reaction) and _is_symbol(ab.trigger, symbol)]


def activate_symbol(g: GameState, ctx: Ctx, c: Card, symbol: str) -> None:
    """Activate the [J]/[H]/[R] abilities of `c` (7.3.1.b): each such Reaction makes its
    Emblem although nothing matched its trigger; the Emblem is the object's (7.3.1.d)."""
    found = activatable(g, c, symbol)
    if not found:
        g.note(f"{c.name} has no [{symbol}] ability to activate", "7.3.1.b", ctx=ctx)
    ctrl = g.controller_of(c)
    for ab in found:
        g._emblem(c, ab, ctrl if ctrl is not None else ctx.controller,
                  Event("activate", c, ctx.controller), True)


@attrs.frozen
class ActivateSymbol(Step):
    """"[Object] activates its [R] abilities" (7.3.1.b)."""

    who: Selector
    symbol: str = "R"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, f"activate its [{self.symbol}] abilities")):
            activate_symbol(g, ctx, c, self.symbol)

    def text(self) -> str:
        return f"Activate the [{self.symbol}] abilities of {self.who.text()}"


@attrs.frozen
class ForEachMayActivate(Step):
    """"For each [object] you control, you may activate its [J] abilities": the objects are
    those controlled as the step starts (6.5.i); for each one that has such an ability its
    controller says yes or no (6.5.c), then it is activated (7.3.1.b).  An object without
    one is only noted: activating it would do nothing."""

    filter: Filter
    symbol: str = "J"

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
        return f"For each {noun}, you may activate its [{self.symbol}] abilities"


# ------------------------------------------------------------------------- counts and conditions
@attrs.frozen
class ControlledCount:
    """"X, where X is the number of [objects] you control": counted for the player who
    controls the object with the ability, each time it is looked at."""

    filter: Filter

    def value(self, g: GameState, player: int) -> int:
        from engine.effects.context import Ctx

        return self.filter.count_controlled(g, Ctx(player))

    def text(self) -> str:
        return f"the number of {self.filter.noun(plural=True)} you control"


@attrs.frozen
class BaseStatsOfZero(Condition):
    """"If you have N or more base statistics of 0 among Characters you control": each
    printed statistic (Forest, Mountain, Water, 2.2.10) equal to 0 counts once, boosts not
    included; a token's are those its effect gave it."""

    n: int

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        from engine.effects.filters import CHARACTER

        zeros = 0
        for c in g.objects_in(CHARACTER.zones):
            if g.controller_of(c) != ctx.controller or not CHARACTER.matches(g, c, ctx):
                continue
            st = c.cdef.stats
            if st is not None:
                zeros += (st.forest == 0) + (st.mountain == 0) + (st.water == 0)
        return zeros >= self.n

    def text(self) -> str:
        words = {2: "two", 3: "three", 4: "four"}
        return (f"you have {words.get(self.n, self.n)} or more base statistics of 0 among "
                "Characters you control")


# ------------------------------------------------------------------------- costs
@attrs.frozen
class DiscardFromReserveCost(CostAndOneCard):
    """A quick action's cost "[T], Discard a card from your Reserve": one cost paid in a
    single step (6.4.a); the card is chosen before anything is paid (6.1.g)."""

    base: Any  # a Cost

    def candidates(self, g: GameState, ctx: Ctx) -> list[Card]:
        return [c for c in g.players[ctx.controller].reserve if c is not ctx.source]

    def missing(self) -> str:
        return "there is no card in your Reserve to discard"

    def prompt(self) -> str:
        return "Choose a card from your Reserve to discard"

    def act(self, g: GameState, ctx: Ctx, chosen: Card) -> Run:
        from engine.model import ZONE

        yield from g.move(chosen, ZONE.DISCARD, rule="6.4", ctx=ctx)

    def part(self) -> str:
        return "discard a card from your Reserve"


# ------------------------------------------------------------------------- Treyst & Rossum
@attrs.frozen
class WhenACardLeavesYourReserve(Trigger):
    """"When a card leaves your Reserve during the Afternoon": any card of the Reserve its
    controller owns going anywhere else — played (to Limbo, 5.1.2), discarded, returned to
    hand — while the Afternoon phase lasts (4.2.3).  Not a self-move: it works before the
    event (6.3.e)."""

    phase: Any = None  # a Phase, or None: at any time

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        from engine.model import ZONE

        if ev.kind != "move" or ev.src is not ZONE.RESERVE or ev.dst is ZONE.RESERVE:
            return False
        if ev.card is None or ev.card.owner != ctrl:
            return False
        return self.phase is None or g.phase is self.phase

    def text(self) -> str:
        during = f" during the {self.phase.value}" if self.phase is not None else ""
        return f"When a card leaves your Reserve{during}"


@attrs.frozen
class IHaveCounters(Condition):
    """"If I have less than N / N or more [name] counters": the bearer's counters when the
    condition is checked (2.5, 6.5.d)."""

    name: str
    n: int
    less: bool = False

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        have = src.counters.get(self.name, 0) if src is not None else 0
        return have < self.n if self.less else have >= self.n

    def text(self) -> str:
        words = {5: "five", 3: "three", 2: "two"}
        k = words.get(self.n, str(self.n))
        name = self.name.capitalize()
        return (f"I have less than {k} {name} counters" if self.less
                else f"I have {k} or more {name} counters")


@attrs.frozen
class GainAbility(Step):
    """"I gain "[ability]"": the object has the ability from now on, until it leaves its
    zone (2.3.1.g; a Hero never does).  Gaining an ability it already gained this way
    changes nothing, so it is not added twice."""

    who: Selector
    ability: Any

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, "gain an ability")):
            if self.ability in c.granted:
                g.note(f"{c.name} already has that ability", "2.3.1.g", ctx=ctx)
                continue
            g.grant(c, self.ability)
            g.note(f"{c.name} gains \u201c{self.ability.text()}\u201d", "2.3.1.g", ctx=ctx)

    def text(self) -> str:
        from engine.effects.steps import subject_text

        inner = self.ability.text().rstrip(".")  # the sentence's own period ends it
        return f"{subject_text(self.who, 'gains', 'gain')} \u201c{inner}\u201d"
