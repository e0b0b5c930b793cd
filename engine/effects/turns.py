"""Turn order words: passing (4.2.5), becoming the first player."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Step
from engine.effects.players import choose_target_player
from engine.messages import msg

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.effects.steps.common import Run
    from engine.state import GameState


@attrs.frozen
class PassNow(Step):
    """"[You may] [immediately] pass": the controller passes as if at the end of a turn
    (4.2.3.d) — they take no more turns this Afternoon — while the effect goes on; the
    turn under way still ends as usual once the effect is over. Passing is an event
    ("When you pass first" sees it). A player who has already passed cannot pass again."""

    immediately: bool = False
    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.flow import pass_turn  # on first use: a card look-up loads no game machinery

        ctx.did = False
        if g.players[ctx.controller].passed:
            g.note("has already passed", "4.2.3.d", ctx=ctx)
            return
        yield from pass_turn(g, ctx.controller)
        ctx.did = True

    def text(self) -> str:
        return "Immediately pass" if self.immediately else "Pass"


@attrs.frozen
class BecomeFirstPlayer(Step):
    """"Target player becomes first player" / "you become first player": the first player
    changes now, as it otherwise does each Morning (4.2.1.b); it goes on changing each
    Morning from there."""

    who: str = "target"  # target | you

    def run(self, g: GameState, ctx: Ctx) -> Run:
        p = ctx.controller if self.who == "you" else (yield from choose_target_player(g, ctx))
        if g.first == p:
            g.note(f"{g.players[p].name} is already the first player", "4.2.1.b", ctx=ctx)
            return
        g.first = p
        g.entry(msg("{player} becomes the first player", player=g.players[p].name), "4.2.1.b",
                ctx.controller)

    def text(self) -> str:
        return ("you become first player" if self.who == "you"
                else "target player becomes first player")


@attrs.frozen
class EachPlayerPasses(Step):
    """"Each player passes": starting with you, each player who has not yet passed passes
    (4.2.3.d): the Afternoon ends once the current turn is over, and nobody takes another
    turn this Day.  Each pass is the ordinary pass event, so "When you pass first" sees it."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.flow import pass_turn

        order = [ctx.controller, *(p for p in g.initiative_order() if p != ctx.controller)]
        for p in order:
            if not g.players[p].passed:
                yield from pass_turn(g, p)

    def text(self) -> str:
        return "Each player passes"
