"""The vocabulary's side of replacement effects ("instead", 1.4.4): an effect's forward move
proposed to the kernel's replacement path (engine.gamestate.replacing), and "Resupply
instead" of Ascending again.  The replacing words themselves are passives (passives.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.effects.context import Ctx
from engine.effects.passives.replacing import ResupplyInsteadOfAscendingAgain
from engine.effects.steps.expeditions import replaced_forward_move as replaced_forward_move
from engine.effects.steps.zones import Resupply

if TYPE_CHECKING:  # pragma: no cover

    from engine.decisions import Asks
    from engine.state import GameState


def move_one_region(g: GameState, player: int, exp: str, forward: bool,
                    ctx: Ctx) -> Asks[bool]:
    """An effect moves that Expedition one region (7.3.16-17); a forward move is first
    proposed to the modifiers that replace it (6.2): whether it moved."""
    if forward:
        moved = yield from replaced_forward_move(g, player, exp)
        if moved is not None:
            return moved
    return g.move_expedition(player, exp, 1 if forward else -1, ctx=ctx)


def ascend_again_replaced(g: GameState, player: int, exp: str) -> Asks[bool]:
    """True when a `ResupplyInsteadOfAscendingAgain` of `player` replaced this Ascend."""
    for holder, _pa, ctrl in g.passives_of(ResupplyInsteadOfAscendingAgain):
        if ctrl != player or holder is None:
            continue
        g.entry(f"{g.players[player].name}'s {exp} Expedition is already Ascended: "
                f"{holder.name} has its controller Resupply instead", "6.2", ctrl, (holder.oid,))
        yield from g.run_step(Resupply(), Ctx(ctrl, holder))
        return True
    return False
