"""Passives that replace or add to what happens (6.2): defecting or discarding instead,
resupplying instead of Ascending again, rolling or moving twice at Dusk, revealing on a roll."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Passive
from engine.decisions import Asks, DecisionKind, Option
from engine.effects.context import Ctx
from engine.effects.control import defect
from engine.gamestate.replacing import Action, Replacement
from engine.model import PHASE, STATUS, ZONE
from engine.sentences import effect_text, lower_first

if TYPE_CHECKING:  # pragma: no cover
    from engine.ability_kinds import Step
    from engine.state import GameState


@attrs.frozen
class RollToMoveAtDusk(Passive, Replacement):
    """"If my Expedition would move forward during Dusk, roll a die. On a 4+: it moves forward
    one more region instead." (the rares add "• 1, it doesn't move instead."): a replacing
    modifier (6.2) of each forward move of the bearer's Expedition during Dusk, by Progress
    or by an effect. The die is rolled only if the move would happen (the Expedition can
    move forward); the replacement's own moves are not replaced again."""

    stays_on_one: bool = False  # "• 1, it doesn't move instead."
    #: printed "roll a die: • On a 4+: … • On a 1: …" (wording only)
    on_a_bullets: bool = attrs.field(default=False, eq=False)

    replaces = "forward_distance"

    @classmethod
    def replace(cls, g: GameState, act: Action) -> Asks[Action]:
        """How far the move goes (0, 1 or 2 regions), the die rolled now; the action as it
        was when no such modifier applies.  Progress decides every move this way before any
        Expedition moves (4.2.4.h). With several such bearers, the Expedition's controller
        chooses the one applied (6.2.h)."""
        player, exp = act.player, act.exp
        if g.phase is not PHASE.DUSK or g.tiebreak or player is None or exp is None:
            return act
        found = [(h, pa) for h, pa, ctrl in g.passives_of(cls)
                 if h is not None and h.zone is ZONE.EXPEDITION and ctrl == player
                 and exp in g.expeditions_of(h)]
        if not found or g.forward_refusal(player, exp, act.due_to) is not None:
            return act  # no modifier, or the move would not happen (move_expedition says why)
        holder, pa = found[0]
        if len({pa for _h, pa in found}) > 1:
            opts = [Option(f"c:{h.oid}", h.name, (h.oid,)) for h, _pa in found]
            ans = yield from g.ask(player, DecisionKind.CHOOSE_CARD,
                                   "Choose the modifier to apply to the "
                                   "move forward", opts, source=found[0][0])
            holder, pa = next((h, p) for h, p in found if f"c:{h.oid}" == ans)
        name = f"{g.players[player].name}'s {exp} Expedition"
        mine = Ctx(player, holder)  # the die is the bearer's ability's (7.3.19)
        g.entry(f"{name} would move forward during Dusk: {holder.name} has a die rolled "
                "instead", "6.2", player, (holder.oid,))
        roll = yield from g.roll_die(player, mine)
        if roll >= 4:
            g.entry(f"on a {roll}, {name} moves forward one more region", "6.2", player)
            return attrs.evolve(act, n=2, result=holder)
        if roll == 1 and pa.stays_on_one:
            g.entry(f"on a 1, {name} does not move", "6.2", player)
            return attrs.evolve(act, n=0, result=holder)
        g.entry(f"on a {roll}, {name} moves forward as it would have", "6.2", player)
        return attrs.evolve(act, n=1, result=holder)

    def text(self, duration: str | None = None) -> str:
        head = "If my Expedition would move forward during Dusk, roll a die. On a"
        more = "it moves forward one more region instead."
        if self.on_a_bullets:
            return (f"{head[:-len('. On a')]}:\n • On a 4+: {more}"
                    + ("\n • On a 1: it doesn't move instead." if self.stays_on_one else ""))
        if not self.stays_on_one:
            return f"{head} 4+: {more}"
        return f"{head}:\n • 4+, {more}\n • 1, it doesn't move instead."


@attrs.frozen
class AlsoRevealOnRoll(Passive):
    """"If you would roll one or more dice, also reveal the top card of your deck": an
    additive modifier (6.2.c) of each roll of the controller's; the reveal is an event
    that "When you reveal a card this way" sees, with the die's result."""

    def text(self, duration: str | None = None) -> str:
        return "If you would roll one or more dice, also reveal the top card of your deck."


@attrs.frozen
class DefectInsteadOfReserve(Passive, Replacement):
    """"If I would go to Reserve from the Expedition zone, I gain Fleeting and defect
    instead" (Don Juan): a replacing modifier (6.2.b) of the object's own move. The move
    does not happen; the Character gains Fleeting, then defects — it joins the Expedition
    facing it under the other player's control (`regions.defect`); its owner is
    unchanged, so a personal zone it goes to later is its owner's (1.4.3)."""

    replaces = "leave_expedition"
    precedence = 1  # after the modifiers that keep it in the Expedition

    @classmethod
    def replace(cls, g: GameState, act: Action) -> Asks[Action]:
        """A Fleeting card meets two replacing modifiers of the same move, its own and
        Fleeting's (2.4.6.d: discarded instead): the controller of the step, or the first
        player in initiative order when a rule moves it, picks the one applied (6.2.h);
        once it is discarded instead, it no longer goes to Reserve."""
        card, ctx = act.card, act.ctx
        if card is None or act.dst is not ZONE.RESERVE or not g.passives_of(cls):
            return act
        mods = [a for a in g.working_abilities(card) if isinstance(a, cls)]
        if not mods:
            return act
        if STATUS.FLEETING in card.statuses:
            chooser = ctx.controller if ctx is not None else g.initiative()
            opts = [Option("mod:0", f"{card.name}: {mods[0].text()}"),
                    Option("mod:1", f"{card.name} is Fleeting: it is discarded instead (2.4.6.d)")]
            ans = yield from g.ask(chooser, DecisionKind.MODIFIER,
                                   "Several modifiers change this move: "
                                   "choose the one to apply first (6.2.h)", opts, source=card)
            if ans == "mod:1":
                return act
        ctrl = g.controller_of(card)
        g.entry(f"{card.name} would go to Reserve; instead it gains Fleeting and defects",
                "6.2.b", ctrl, (card.oid,))
        g.gain_status(card, STATUS.FLEETING, "6.2.b", ctx=ctx)
        defect(g, card, ctx.controller if ctx is not None else ctrl)
        return attrs.evolve(act, replaced=True)

    def text(self, duration: str | None = None) -> str:
        return ("If I would go to Reserve from the Expedition zone, I gain Fleeting and "
                "defect instead.")


@attrs.frozen
class MovesTwiceAtDusk(Passive, Replacement):
    """"If my Expedition would move forward during Dusk, it moves twice instead" (a Gear's
    passive, a modifier, 6.2): each forward move of the bearer's Expedition during Dusk —
    by Progress or by an effect — is two moves; the second is not doubled again (it is the
    replacement, not a new "would move")."""

    replaces = "forward_at_dusk"

    @classmethod
    def replace_now(cls, g: GameState, act: Action) -> Action:
        for holder, _pa, ctrl in g.passives_of(cls):
            if holder is not None and ctrl == act.player and act.exp in g.expeditions_of(holder):
                name = f"{g.players[ctrl].name}'s {act.exp} Expedition"
                g.entry(f"{name} moves twice instead ({holder.name})", "6.2", ctrl)
                return attrs.evolve(act, n=2, result=holder)
        return act

    def text(self, duration: str | None = None) -> str:
        return "If my Expedition would move forward during Dusk, it moves twice instead."


@attrs.frozen
class DiscardInsteadOfMovingForward(Passive, Replacement):
    """"If my Expedition would move forward, you may discard me instead to [effect]": an
    optional replacing modifier (6.2.d) of the move of the Expedition its bearer is in —
    the bearer is discarded, the effect happens, and the Expedition stays where it is."""

    steps: tuple[Step, ...]

    replaces = "move_forward"

    @classmethod
    def replace(cls, g: GameState, act: Action) -> Asks[Action]:
        """The bearers in that Expedition are asked in turn; the first who discards itself
        replaces the move (then it does not move)."""
        player, exp = act.player, act.exp
        for holder, pa, ctrl in list(g.passives_of(cls)):
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
            return attrs.evolve(act, replaced=True, result=holder)
        return act

    def text(self, duration: str | None = None) -> str:
        return ("If my Expedition would move forward, you may discard me instead to "
                f"{lower_first(effect_text(self.steps)).removesuffix('.')}.")


@attrs.frozen
class ResupplyInsteadOfAscendingAgain(Passive):
    """"If one of your Ascended Expeditions would attempt to Ascend again, Resupply
    instead": a replacing modifier (6.2) of an Ascend step on an Expedition of its
    controller that is already Ascended — the controller Resupplies (7.3.22) instead."""

    def text(self, duration: str | None = None) -> str:
        return ("If one of your Ascended Expeditions would attempt to Ascend again, Resupply "
                "instead.")
