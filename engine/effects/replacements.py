"""Replacement effects ("instead", 1.4.4): the passives that change an action as the kernel
carries it out - a status gained as boosts, a forward move replaced by a discard, a card
going to the Reserve that defects instead."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.decisions import Option
from engine.effects.context import Ctx
from engine.effects.passives import (
    DefectInsteadOfReserve,
    DiscardInsteadOfMovingForward,
    GainBoostsInsteadOfStatus,
    GainInstead,
    MovesTwiceAtDusk,
    ResupplyInsteadOfAscendingAgain,
    RollToMoveAtDusk,
)
from engine.effects.steps import effect_text, lower_first
from engine.model import PHASE, STATUS, ZONE

if TYPE_CHECKING:  # pragma: no cover
    from collections.abc import Generator
    from typing import Any

    from engine.effects.steps import Run
    from engine.model import Card, Status, Terrain
    from engine.state import GameState


def status_gain_replaced(g: GameState, card: Card, status: Status) -> int:
    """How many boosts `card` gains instead of `status` (0: the status is gained)."""
    if card.zone is not ZONE.EXPEDITION or not any(
            isinstance(a, GainBoostsInsteadOfStatus) for a in card.cdef.abilities):
        return 0  # a fast answer for every other card
    return sum(a.boosts for a in g.working_abilities(card)
               if isinstance(a, GainBoostsInsteadOfStatus) and a.status is status)


def rolled_forward_move(g: GameState, player: int, exp: str, rule: str | None = None,
                        due_to: tuple[Terrain, ...] | None = None
                        ) -> Generator[Any, Any, bool | None]:
    """Carry out a forward move of that Expedition that a `RollToMoveAtDusk` replaces:
    None if none applies (the caller moves it as usual), else whether it moved."""
    regions = yield from rolled_forward_regions(g, player, exp, due_to)
    if regions is None:
        return None
    return move_rolled(g, player, exp, regions, rule=rule, due_to=due_to)


def rolled_forward_regions(g: GameState, player: int, exp: str,
                           due_to: tuple[Terrain, ...] | None = None
                           ) -> Generator[Any, Any, int | None]:
    """How many regions a forward move of that Expedition that a `RollToMoveAtDusk`
    replaces goes (0, 1 or 2), the die rolled now; None if no such modifier applies.
    Progress decides every move this way before any Expedition moves (4.2.4.h). With
    several such bearers, the Expedition's controller chooses the one applied (6.2.h)."""
    if g.phase is not PHASE.DUSK or g.tiebreak:
        return None
    found = [(h, pa) for h, pa, ctrl in g.passives_of(RollToMoveAtDusk)
             if h is not None and h.zone is ZONE.EXPEDITION and ctrl == player
             and exp in g.expeditions_of(h)]
    if not found or g.forward_refusal(player, exp, due_to) is not None:
        return None  # no modifier, or the move would not happen (then move_expedition says why)
    holder, pa = found[0]
    if len({pa for _h, pa in found}) > 1:
        opts = [Option(f"c:{h.oid}", h.name, (h.oid,)) for h, _pa in found]
        ans = yield from g.ask(player, "choose_card", "Choose the modifier to apply to the "
                               "move forward", opts, source=found[0][0])
        holder, pa = next((h, p) for h, p in found if f"c:{h.oid}" == ans)
    name = f"{g.players[player].name}'s {exp} Expedition"
    mine = Ctx(player, holder)  # the die is the bearer's ability's (7.3.19)
    g.entry(f"{name} would move forward during Dusk: {holder.name} has a die rolled instead",
            "6.2", player, (holder.oid,))
    roll = yield from g.roll_die(player, mine)
    if roll >= 4:
        g.entry(f"on a {roll}, {name} moves forward one more region", "6.2", player)
        return 2
    if roll == 1 and pa.stays_on_one:
        g.entry(f"on a 1, {name} does not move", "6.2", player)
        return 0
    g.entry(f"on a {roll}, {name} moves forward as it would have", "6.2", player)
    return 1


def move_rolled(g: GameState, player: int, exp: str, regions: int, rule: str | None = None,
                due_to: tuple[Terrain, ...] | None = None, checked: bool = False) -> bool:
    """Move that Expedition the `regions` a die roll decided (`rolled_forward_regions`):
    whether it moved.  `checked`: whether it may move was settled beforehand (Progress)."""
    if regions == 0:
        return False
    if not g.move_expedition(player, exp, 1, rule=rule, due_to=due_to, checked=checked):
        return False
    if regions == 2:
        g.move_expedition(player, exp, 1, rule=rule, due_to=due_to, twice=True,
                          checked=checked)
    return True


def move_one_region(g: GameState, player: int, exp: str, forward: bool,
                    ctx: Ctx) -> Generator[Any, Any, bool]:
    """An effect moves that Expedition one region (7.3.16-17); a forward move first goes
    through the modifiers that replace it (6.2). Whether it moved."""
    if forward:
        from engine.effects.passives import DiscardInsteadOfMovingForward
        from engine.effects.replacements import forward_move_replaced

        if g.passives_of(DiscardInsteadOfMovingForward) and (
                yield from forward_move_replaced(g, player, exp)):
            return False
        moved = yield from rolled_forward_move(g, player, exp)
        if moved is not None:
            return moved
    return g.move_expedition(player, exp, 1 if forward else -1, ctx=ctx)


def defects_instead(g: GameState, card: Card, ctx: Ctx | None) -> Generator[Any, Any, bool]:
    """Apply `DefectInsteadOfReserve` to `card` going from the Expedition zone to Reserve;
    True if the move is replaced. A Fleeting card meets two replacing modifiers of the
    same move, its own and Fleeting's (2.4.6.d: discarded instead): the controller of the
    step, or the first player in initiative order when a rule moves it, picks the one
    applied (6.2.h); once it is discarded instead, it no longer goes to Reserve."""
    from engine.decisions import Option
    from engine.effects.regions import defect

    mods = [a for a in g.working_abilities(card) if isinstance(a, DefectInsteadOfReserve)]
    if not mods:
        return False
    if STATUS.FLEETING in card.statuses:
        chooser = ctx.controller if ctx is not None else g.initiative()
        opts = [Option("mod:0", f"{card.name}: {mods[0].text()}"),
                Option("mod:1", f"{card.name} is Fleeting: it is discarded instead (2.4.6.d)")]
        ans = yield from g.ask(chooser, "modifier", "Several modifiers change this move: "
                               "choose the one to apply first (6.2.h)", opts, source=card)
        if ans == "mod:1":
            return False
    ctrl = g.controller_of(card)
    g.entry(f"{card.name} would go to Reserve; instead it gains Fleeting and defects",
            "6.2.b", ctrl, (card.oid,))
    g.gain_status(card, STATUS.FLEETING, "6.2.b", ctx=ctx)
    defect(g, card, ctx.controller if ctx is not None else ctrl)
    return True


def moves_twice_at_dusk(g: GameState, player: int, exp: str) -> Card | None:
    """The object whose `MovesTwiceAtDusk` applies to that Expedition, if any."""
    for holder, _pa, ctrl in g.passives_of(MovesTwiceAtDusk):
        if holder is not None and ctrl == player and exp in g.expeditions_of(holder):
            return holder
    return None


def status_instead(g: GameState, card: Card, status: Status) -> Status:
    """The status `card` gains when it would gain `status`, after its own `GainInstead`."""
    for holder, pa, _ctrl in g.passives_of(GainInstead):
        if holder is card and pa.would is status:
            g.entry(f"{card.name} would gain {status.value.capitalize()}: it gains "
                    f"{pa.instead.value.capitalize()} instead", "6.2", card.controller,
                    (card.oid,))
            return pa.instead
    return status


def forward_move_replaced(g: GameState, player: int, exp: str) -> Run:
    """Ask the bearers of `DiscardInsteadOfMovingForward` in that Expedition, in turn,
    whether they replace its move forward; True if one did (then it does not move)."""
    for holder, pa, ctrl in list(g.passives_of(DiscardInsteadOfMovingForward)):
        if (holder is None or holder.zone is not ZONE.EXPEDITION or ctrl != player
                or exp not in g.expeditions_of(holder)):
            continue
        name = f"{g.players[player].name}'s {exp} Expedition"
        ok = yield from g.ask_yes_no(
            ctrl, f"{name} would move forward: discard {holder.name} instead to "
            f"{lower_first(effect_text(pa.steps)).removesuffix('.')}?", source=holder)
        if not ok:
            continue
        ctx = Ctx(ctrl, holder)
        g.entry(f"{name} does not move forward: {holder.name} is discarded instead", "6.2",
                ctrl, (holder.oid,))
        yield from g.move(holder, ZONE.DISCARD, rule="7.3.5", ctx=ctx)
        for s in pa.steps:
            yield from g.run_step(s, ctx)
        return True
    return False


def ascend_again_replaced(g: GameState, player: int, exp: str) -> Run:
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
