"""Words about dice rolls (7.3.19) beyond rolling one: a passive that lets you add to the
result of your rolls, and a step that increases the result an effect rolled.

The result an effect uses ("X, where X is the result", "On a 4+") is the one in the
effect's context (`Ctx.die`), set by `RollDie` through `roll`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.effects.abilities import Passive
from engine.effects.steps import Run, Step

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
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
