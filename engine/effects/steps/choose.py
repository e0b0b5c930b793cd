"""Choosing among modes (7.3): "choose one: ...", "choose two: ..."."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Step
from engine.decisions import Asks, DecisionKind, Option
from engine.effects.context import Ctx as _Ctx
from engine.effects.steps.common import Run
from engine.messages import msg_text
from engine.sentences import effect_text

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.conditions.base import Condition
    from engine.effects.context import Ctx
    from engine.effects.counts import Count
    from engine.model import Card
    from engine.state import GameState


@attrs.frozen
class Choose(Step):
    """A modal step, "Choose one:" / "Choose two:" / "Choose up to three:" followed by modes
    (6.5.g): the controller picks that many modes, one after another, each at most once
    unless the text allows repeats, and they resolve in the order picked.  A Spell's modes
    are picked in its declaration of intent (5.1.2.c), other effects' as the step resolves.

    Variants: "Choose up to N" (one to N; `up_to`); "You may pick the same option multiple
    times" (`repeat`); "Choose one. If [condition], you may choose both:" (`more_if`: while
    the condition holds, up to `more_n`); "Choose up to the number of [X]:" (`count`, an
    object with `value(g, ctx)` and `text()`: none to that many)."""

    chooses_mode = True

    modes: tuple[tuple[Step, ...], ...]
    n: int = 1
    up_to: bool = False  # "Choose up to three": one to n of them
    repeat: bool = False  # "You may pick the same option multiple times"
    head: str = attrs.field(default="", eq=False)  # the printed words before the modes
    count: Count | None = None
    more_if: Condition | None = None
    more_n: int = 2

    def bounds(self, g: GameState, ctx: Ctx) -> tuple[int, int]:
        """How few and how many modes may be picked now (6.5.g)."""
        hi = self.count.value(g, ctx) if self.count is not None else self.n
        if self.more_if is not None and self.more_if.holds(g, ctx):
            hi = self.more_n
        if not self.repeat:
            hi = min(hi, len(self.modes))
        if self.up_to:  # "up to" includes none, as Sabotage's "up to one" (7.3.24)
            lo = 0
        elif self.count is not None:  # "Choose X+1, where X is …": exactly that many
            lo = hi
        else:  # "Choose two"; "Choose one. If …, you may choose both": at least n
            lo = self.n
        return min(lo, hi), hi

    def run(self, g: GameState, ctx: Ctx) -> Run:
        chosen = ctx.modes
        if chosen is None:
            chosen = yield from g.choose_modes(ctx.controller, self, ctx)
        if not chosen:
            g.note("chooses no mode", "6.5.g", ctx=ctx)
        for i in chosen:  # in the order picked (6.5.g), a mode picked twice done twice
            for s in self.modes[i]:
                yield from g.run_step(s, ctx)

    def ask_modes(self, g: GameState, player: int, source: Card | None, prompt: str,
                  back: bool, ctx: Ctx | None = None
                  ) -> Asks[tuple[int, ...] | None]:
        """The modes, picked one after another (5.1.2.c), in the order they will resolve;
        "done" once enough are picked.  None if the player went back."""
        lo, hi = self.bounds(g, ctx if ctx is not None else _Ctx(player, source))
        picked: list[int] = []
        while len(picked) < hi:
            opts = [Option(f"m:{i}", self.mode_text(i)) for i in range(len(self.modes))
                    if self.repeat or i not in picked]
            if back and not picked:
                opts.append(Option("back", msg_text("Back: choose something else")))
            if len(picked) >= lo and (picked or lo == 0):
                opts.append(Option("done", msg_text("Choose no more modes") if picked
                                   else msg_text("Choose no mode")))
            if not opts:
                break
            asked = prompt if hi <= 1 else msg_text(
                "{prompt} ({n} of up to {m})" if lo < hi else "{prompt} ({n} of {m})",
                prompt=prompt, n=len(picked) + 1, m=hi)
            ans = yield from g.ask(player, DecisionKind.MODE, asked, opts, 1, 1, source=source)
            if ans == "back":
                return None
            if ans == "done":
                break
            picked.append(int(ans.split(":")[1]))
        return tuple(picked)

    def mode_text(self, i: int) -> str:
        """A mode's sentences, as printed after its bullet (no final period)."""
        return effect_text(self.modes[i]).removesuffix(".")

    def head_text(self) -> str:
        if self.head:
            return self.head
        if self.count is not None:
            return f"Choose up to {self.count.text()}:"
        n = _MODE_COUNT.get(self.n, str(self.n))
        if self.more_if is not None:
            more = "both" if self.more_n == 2 else _MODE_COUNT.get(self.more_n, str(self.more_n))
            return f"Choose {n}. If {self.more_if.text()}, you may choose {more}:"
        return f"Choose {'up to ' if self.up_to else ''}{n}:"

    def text(self) -> str:
        return self.head_text() + "".join(f"\n • {self.mode_text(i)}"
                                          for i in range(len(self.modes)))


_MODE_COUNT = {1: "one", 2: "two", 3: "three", 4: "four"}
