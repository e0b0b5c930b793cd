"""Words about dice rolls (7.3.19) beyond rolling one: a passive that lets you add to the
result of your rolls, and a step that increases the result an effect rolled.

The result an effect uses ("X, where X is the result", "On a 4+") is the one in the
effect's context (`Ctx.die`), set by `RollDie` through `roll`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Passive, Step
from engine.effects.passives.replacing import AlsoRevealOnRoll
from engine.effects.reveal import reveal_top
from engine.effects.steps.common import then_text
from engine.effects.triggers.base import REVEALED_WITH_ROLL
from engine.events import Event
from engine.sentences import upper_first

if TYPE_CHECKING:  # pragma: no cover

    from engine.effects.context import Ctx
    from engine.effects.steps.common import Run
    from engine.model import Card
    from engine.state import GameState


@attrs.frozen
class MayAddToRoll(Passive):
    """"If you would roll a die, you may add N to its result" — a modifier of your own rolls
    (6.2); the choice is made after the result is seen (the card's reminder)."""

    n: int = 1

    def text(self, duration: str | None = None) -> str:
        return f"If you would roll a die, you may add {self.n} to its result."


def roll(g: GameState, player: int, ctx: Ctx) -> Run:
    """Roll a die for `player` (7.3.19), then offer each of their `MayAddToRoll` modifiers,
    one at a time, with the result in view; return the final result."""
    result = yield from g.roll_die(player, ctx=ctx)
    for holder, mod, ctrl in g.passives_of(MayAddToRoll):
        if ctrl != player:
            continue
        name = holder.name if holder is not None else "an effect"
        ok = yield from g.ask_yes_no(player, f"You rolled {result}. Add {mod.n} to the result "
                                     f"({name})?", source=holder)
        if ok:
            result += mod.n
            g.entry(f"adds {mod.n} to the roll ({name}): the result is {result}", "6.2", player)
    return result


@attrs.frozen
class IncreaseResult(Step):
    """"Increase the result by N": the die result this effect rolled earlier (7.3.19.b)
    becomes N more; with no roll before it there is nothing to increase."""

    n: int

    def run(self, g: GameState, ctx: Ctx) -> Run:
        if ctx.die is None:
            g.note("no die was rolled: there is no result to increase", "7.3.19", ctx=ctx)
            return
        ctx.die += self.n
        g.note(f"increases the result by {self.n}: it is now {ctx.die}", "7.3.19", ctx=ctx)
        yield from ()

    def text(self) -> str:
        return f"Increase the result by {self.n}"


def reveal_with_roll(g: GameState, player: int, result: int, revealer: Card) -> None:
    """Reveal the top card of the player's Deck along with a die roll (for `revealer`)."""
    cards = reveal_top(g, player, 1)
    if cards:
        g.record_event(Event(REVEALED_WITH_ROLL, cards[0], player,
                               value=(result, revealer.oid)))


def reveal_with_rolls(g: GameState, player: int, result: int) -> None:
    """What `AlsoRevealOnRoll` adds to a roll of `player`'s (called by `roll_die`): one
    reveal for each such object that player controls."""
    for holder, _pa, ctrl in g.passives_of(AlsoRevealOnRoll):
        if holder is not None and ctrl == player:
            g.entry(f"also reveals the top card of the Deck ({holder.name})", "6.2.c", player,
                    (holder.oid,))
            reveal_with_roll(g, player, result, holder)


@attrs.frozen
class RollAndReveal(Step):
    """"Roll a die and reveal the top card of your deck": the reveal goes with the roll, so
    "When you reveal a card this way" sees both."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        yield from RollDie().run(g, ctx)
        if ctx.die is not None and ctx.source is not None:
            reveal_with_roll(g, ctx.controller, ctx.die, ctx.source)

    def text(self) -> str:
        return "Roll a die and reveal the top card of your deck"


@attrs.frozen
class RollDieThisWay(Step):
    """"…, then roll a die. When you roll a 1-3 this way — [steps]": a die roll (7.3.19)
    whose result, when in the range, is followed by the steps — the same as "On a 1-3, …"
    in the wording of a Reaction to one's own roll."""

    lo: int
    hi: int
    steps: tuple[Step, ...] = ()

    def run(self, g: GameState, ctx: Ctx) -> Run:
        yield from RollDie().run(g, ctx)
        if ctx.die is not None and self.lo <= ctx.die <= self.hi:
            for s in self.steps:
                yield from g.run_step(s, ctx)

    def text(self) -> str:
        body = ". ".join(upper_first(s.text()) for s in self.steps)
        return f"Roll a die. When you roll a {self.lo}-{self.hi} this way — {body}"


@attrs.frozen
class DieResults(Step):
    """"Roll a die, then target a Character. On a: • 4+, it … • 1-3, it …": the results of
    the die rolled before (7.3.19.b), once the target is chosen; the outcome for the result,
    if any, is done."""

    outcomes: tuple[Outcome, ...] = ()
    #: printed as sentences, "On a 4+, it …. On a 1-3, it …" (wording only)
    sentences: bool = attrs.field(default=False, eq=False)

    def run(self, g: GameState, ctx: Ctx) -> Run:
        if ctx.die is None:
            return
        yield from run_outcome(g, ctx, self.outcomes)

    def text(self) -> str:
        if self.sentences:
            return ". ".join(o.text() for o in self.outcomes)
        return "On a:" + bullet_outcomes(self.outcomes)


@attrs.frozen
class Outcome:
    lo: int
    hi: int
    steps: tuple[Step, ...]

    def range_text(self) -> str:
        return f"{self.lo}+" if self.hi >= 6 and self.lo > 1 else (
            f"{self.lo}" if self.lo == self.hi else f"{self.lo}-{self.hi}")

    def text(self) -> str:
        return f"On a {self.range_text()}, " + then_text(self.steps)


def run_outcome(g: GameState, ctx: Ctx, outcomes: tuple[Outcome, ...]) -> Run:
    """The steps of the outcome whose range holds the die's result (7.3.19.b), if any."""
    assert ctx.die is not None
    for o in outcomes:
        if o.lo <= ctx.die <= o.hi:
            for s in o.steps:
                yield from g.run_step(s, ctx)
            break


def bullet_outcomes(outcomes: tuple[Outcome, ...]) -> str:
    """The outcomes as printed after "On a:", one bullet each, the highest first."""
    return "".join(f"\n • {o.range_text()}, {then_text(o.steps)}"
                   for o in sorted(outcomes, key=lambda o: -o.lo))


@attrs.frozen
class RollDie(Step):
    """Roll a die (7.3.19), then the outcome for the result, if any is given."""

    outcomes: tuple[Outcome, ...] = ()
    bullets: bool = False  # printed "On a: • 6+, … • 1, …": the same meaning

    def run(self, g: GameState, ctx: Ctx) -> Run:
        # rolling is a step of its own and the outcome another (7.3.19.b): Reactions to the
        # roll are created before the outcome can move their objects (6.3.g)
        ctx.die = yield from g.run_action(lambda: roll(g, ctx.controller, ctx))
        yield from run_outcome(g, ctx, self.outcomes)

    def text(self) -> str:
        if not self.outcomes:
            return "Roll a die"
        if self.bullets:
            return "Roll a die. On a:" + bullet_outcomes(self.outcomes)
        return "Roll a die. " + ". ".join(t for o in sorted(self.outcomes, key=lambda o: -o.lo)
                                          if (t := o.text()))
