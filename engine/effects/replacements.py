"""The vocabulary's side of replacement effects ("instead", 1.4.4): an effect's forward move
proposed to the kernel's replacement path (engine.gamestate.replacing), and "Resupply
instead" of Ascending again.  The replacing words themselves are passives (passives.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.effects.context import Ctx
from engine.effects.passives import ResupplyInsteadOfAscendingAgain
from engine.gamestate.replacing import Action

if TYPE_CHECKING:  # pragma: no cover
    from collections.abc import Generator
    from typing import Any

    from engine.effects.steps import Asks
    from engine.state import GameState


def replaced_forward_move(g: GameState, player: int, exp: str
                          ) -> Generator[Any, Any, bool | None]:
    """An effect's forward move of that Expedition, proposed to the modifiers that replace
    it (6.2): None when none did (the caller moves it as usual), else whether it moved —
    "you may discard me instead" (it does not), "roll a die instead" (0, 1 or 2 regions)."""
    act = yield from g.replaced(Action("move_forward", player=player, exp=exp))
    if act.replaced:
        return False
    act = yield from g.replaced(Action("forward_distance", player=player, exp=exp))
    if act.result is None:
        return None
    return g.move_regions(player, exp, act.n)


def move_one_region(g: GameState, player: int, exp: str, forward: bool,
                    ctx: Ctx) -> Generator[Any, Any, bool]:
    """An effect moves that Expedition one region (7.3.16-17); a forward move is first
    proposed to the modifiers that replace it (6.2): whether it moved."""
    if forward:
        moved = yield from replaced_forward_move(g, player, exp)
        if moved is not None:
            return moved
    return g.move_expedition(player, exp, 1 if forward else -1, ctx=ctx)


def ascend_again_replaced(g: GameState, player: int, exp: str) -> Asks[bool]:
    """True when a `ResupplyInsteadOfAscendingAgain` of `player` replaced this Ascend."""
    from engine.effects.steps import Resupply

    for holder, _pa, ctrl in g.passives_of(ResupplyInsteadOfAscendingAgain):
        if ctrl != player or holder is None:
            continue
        g.entry(f"{g.players[player].name}'s {exp} Expedition is already Ascended: "
                f"{holder.name} has its controller Resupply instead", "6.2", ctrl, (holder.oid,))
        yield from g.run_step(Resupply(), Ctx(ctrl, holder))
        return True
    return False
