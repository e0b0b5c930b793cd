"""Sacrifices as steps (7.3.25): me, it, that object, one of two kinds, the opponent's
dearest Character, a Character of a target player."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Step
from engine.decisions import DecisionKind, Option
from engine.effects.context import Ctx
from engine.effects.costs.sacrifices import choose_sacrifice, sacrifice_candidates
from engine.effects.filters import Filter, base_cost
from engine.effects.players import choose_target_player
from engine.effects.steps.common import me_in_play
from engine.effects.steps.zones import Sacrifice
from engine.messages import msg
from engine.model import ZONE

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.filters import AnyOf
    from engine.effects.selectors.base import Selector
    from engine.effects.steps.common import Run
    from engine.state import GameState


@attrs.frozen
class SacrificeMyself(Step):
    """"Sacrifice me" as a step (7.3.25): I go from play (an Expedition or the Landmark
    zone) to my owner's Discard pile.  If I am no longer in play, nothing is sacrificed
    and a following "If you do" does not happen (6.5.f).  `SacrificeIt` has the same shape
    for another object: "it" is the one a trigger bound (6.3.h), which must also be
    controlled by the effect's controller (one sacrifices only what one controls, 7.3.25),
    while "me" is the source itself (2.1.i)."""

    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False
        src = me_in_play(g, ctx)
        if src is not None:
            yield from g.move(src, ZONE.DISCARD, rule="7.3.25", ctx=ctx, sacrifice=True)
            ctx.did = True

    def text(self) -> str:
        return "Sacrifice me"


@attrs.frozen
class SacrificeEither(Step):
    """"Sacrifice another Robot or Permanent" / "Sacrifice a Plant or Permanent": one object
    you control of either kind (7.3.25); what was sacrificed is "its" for the next sentence
    (its Hand Cost as it last was, 6.3.j). Nothing to sacrifice: "If you can't" follows."""

    filter: AnyOf
    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False
        cards = sacrifice_candidates(g, ctx, self.filter)
        ctx.chosen = []
        if not cards:
            g.note(msg("controls no {what} to sacrifice", what=self.filter.noun()), "1.4.1.c",
                   ctx=ctx)
            return
        pick = yield from choose_sacrifice(g, ctx, cards, self._noun())
        ctx.chosen = [pick]
        yield from g.move(pick, ZONE.DISCARD, rule="7.3.25", ctx=ctx, sacrifice=True)
        ctx.did = True

    def _noun(self) -> str:
        noun = self.filter.noun()
        return noun if noun.startswith("another ") else f"a {noun}"

    def text(self) -> str:
        return f"Sacrifice {self._noun()}"


@attrs.frozen
class SacrificeIt(Step):
    """"Sacrifice it": the object the trigger bound (6.3.h), if it is still that object, in
    play and controlled by the effect's controller (7.3.25: one sacrifices only what one
    controls)."""

    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False
        it = ctx.it
        if (it is None or not g.alive(it, ctx.it_oid)
                or it.zone not in (ZONE.EXPEDITION, ZONE.LANDMARK)
                or g.controller_of(it) != ctx.controller):
            g.note("it is no longer there to be sacrificed", "7.3.25", ctx=ctx)
            return
        yield from g.move(it, ZONE.DISCARD, rule="7.3.25", ctx=ctx, sacrifice=True)
        ctx.did = True

    def text(self) -> str:
        return "Sacrifice it"


@attrs.frozen
class SacrificeThat(Step):
    """"Sacrifice it": its controller discards that object in play (7.3.25); still a
    sacrifice if the discard is modified (7.3.25.b)."""

    who: Selector

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, "sacrifice")):
            if c.zone not in (ZONE.EXPEDITION, ZONE.LANDMARK):
                continue
            yield from g.move(c, ZONE.DISCARD, rule="7.3.25", ctx=ctx, sacrifice=True)

    def text(self) -> str:
        return f"Sacrifice {self.who.text()}"


@attrs.frozen
class SacrificeHighestBaseCost(Step):
    """"Target opponent sacrifices the Character they control with the highest Base
    Cost": they sacrifice (7.3.25) one of theirs whose Base Cost (Reserve Cost if Fleeting,
    else Hand Cost) is the highest; among equals, they choose which.  "Target player
    sacrifices …" (`player`): either player, chosen as the step resolves (6.5.b)."""

    filter: Filter
    player: bool = False  # "target player" (either one) rather than "target opponent"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        if self.player:
            from engine.effects.players import choose_target_player

            p = yield from choose_target_player(g, ctx)
        else:
            p = 1 - ctx.controller  # with two players, target opponent is the other (6.5.b)
        sub = attrs.evolve(ctx, controller=p)
        own = [c for c in g.objects_in(self.filter.zones) if self.filter.matches(g, c, sub)
               and g.controller_of(c) == p]
        if not own:
            g.note(msg("controls no {what} to sacrifice", what=self.filter.noun()), "1.4.1.c",
                   ctx=ctx)
            return
        top = max(base_cost(c) for c in own)
        tied = [c for c in own if base_cost(c) == top]
        chosen = tied[0]
        if len(tied) > 1:
            opts = [Option(f"s:{c.oid}", g.describe(c), (c.oid,)) for c in tied]
            ans = yield from g.ask(p, DecisionKind.SACRIFICE,
                                   f"Choose {self.filter.noun()} with Base "
                                   f"Cost {top} to sacrifice", opts, source=ctx.source)
            chosen = next(c for c in tied if f"s:{c.oid}" == ans)
        yield from g.move(chosen, ZONE.DISCARD, rule="7.3.25", ctx=sub, sacrifice=True)
        ctx.did = True

    def text(self) -> str:
        who = "player" if self.player else "opponent"
        return (f"Target {who} sacrifices the {self.filter.noun()} they control with the "
                "highest Base Cost")


@attrs.frozen
class TargetPlayerSacrifices(Step):
    """"Target player sacrifices a Character": either player, chosen as the step resolves
    (6.5.b), sacrifices one they control, of their choice (7.3.25)."""

    filter: Filter = Filter()

    def run(self, g: GameState, ctx: Ctx) -> Run:

        p = yield from choose_target_player(g, ctx)
        sub = attrs.evolve(ctx, controller=p)
        yield from Sacrifice(self.filter).run(g, sub)
        ctx.did = sub.did

    def text(self) -> str:
        return f"Target player sacrifices a {self.filter.noun()}"
