"""Creating tokens (7.3.7) and where they go (`Where`: an Expedition named by the text)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Step
from engine.decisions import Asks, DecisionKind, Option
from engine.effects.steps.common import Run
from engine.gamestate.questions import definition_of
from engine.messages import msg_text
from engine.model import EXPEDITIONS

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.state import GameState


_OF_PLAYER = {"hero": "{player}'s hero Expedition", "companion": "{player}'s companion Expedition"}


@attrs.frozen
class Where:
    """Which Expedition(s): mine, your hero/companion/other/each, or a target one."""

    where: str = "mine"  # mine | hero | companion | other | each | target | target_own

    def text(self) -> str:
        return {"mine": "in my Expedition", "hero": "in your Hero Expedition",
                "companion": "in your Companion Expedition",
                "other": "in your other Expedition", "each": "in each of your Expeditions",
                "target": "in target Expedition",
                "target_own": "in target Expedition you control"}[self.where]

    def resolve(self, g: GameState, ctx: Ctx) -> Asks[list[tuple[int, str]]]:
        me = ctx.controller
        if self.where in ("hero", "companion"):
            return [(me, self.where)]
        if self.where == "each":
            return [(me, e) for e in EXPEDITIONS]
        if self.where in ("mine", "other"):
            src = ctx.source
            exps = g.expeditions_of(src) if src is not None else []
            if not exps:
                return []
            if self.where == "mine":
                if len(exps) > 1:  # Gigantic: one subset, pick one per object (7.4.4.h)
                    return [(me, (yield from g.choose_expedition(me, "the token", exps, ctx)))]
                return [(me, exps[0])]
            if len(exps) > 1:  # the other Expedition of a Gigantic object: none (7.4.4.k)
                return []
            return [(me, "companion" if exps[0] == "hero" else "hero")]
        players = [me] if self.where == "target_own" else g.initiative_order()
        opts = [Option(f"e:{p}:{e}", msg_text(_OF_PLAYER[e], player=g.players[p].name),
                       expedition=(p, e))
                for p in players for e in EXPEDITIONS]
        ans = yield from g.ask(me, DecisionKind.TARGET_EXPEDITION,
                               msg_text("Choose target Expedition"), opts, source=ctx.source)
        _, p, e = ans.split(":")
        return [(int(p), e)]


_TARGET_EXPEDITION = Where("target")


def token_words(token: str, how_many: str = "a", plural: bool = False) -> str:
    """A token as cards print it: "a Mana Moth 2/2/2 Illusion token", "X Brassbug 1/1/1
    Robot tokens": its name, statistics and sub-types from its definition (2.1.e); "a"
    becomes "an" before a vowel."""
    t = definition_of(token)
    sub = ", ".join(s.capitalize() for s in t.subtypes)
    if how_many == "a" and t.name[0] in "AEIOU":
        how_many = "an"
    return f"{how_many} {t.name} {t.stats} {sub} token{'s' if plural else ''}"


@attrs.frozen
class CreateToken(Step):
    """Create a token from its template (7.3.4): the token's card definition by reference."""

    token: str
    where: Where = Where("mine")
    count: int = 1
    distribute: bool = False  # "distributed as you choose among target Expeditions"
    one_word: bool = attrs.field(default=False, eq=False)  # printed "create one …": wording only
    # printed "Create one in …" after a mode naming the token: wording only
    pronoun: bool = attrs.field(default=False, eq=False)

    def run(self, g: GameState, ctx: Ctx) -> Run:
        if self.distribute:  # any target Expeditions, the opponent's included (6.5.b)
            for _ in range(self.count):
                for p, e in (yield from _TARGET_EXPEDITION.resolve(g, ctx)):
                    g.create_token(self.token, ctx.controller, p, e, "7.3.4", ctx=ctx)
            return
        src = ctx.source
        if self.where.where == "mine" and src is not None and len(g.expeditions_of(src)) > 1:
            exps = g.expeditions_of(src)  # a Gigantic source: one subset, a choice per token (7.4.4.h)
            for _ in range(self.count):
                e = yield from g.choose_expedition(ctx.controller, "the token", exps, ctx)
                g.create_token(self.token, ctx.controller, ctx.controller, e, "7.4.4", ctx=ctx)
            return
        dests = yield from self.where.resolve(g, ctx)
        if not dests:
            g.note("there is no such Expedition, so no token is created", "7.4.4", ctx=ctx)
        made = [g.create_token(self.token, ctx.controller, p, e, "7.3.4", ctx=ctx)
                for p, e in dests for _ in range(self.count)]
        if len(made) == 1:  # "create a … token, then it gains …": the token is "it"
            ctx.it, ctx.it_oid = made[0], made[0].oid
        ctx.chosen = made

    def text(self) -> str:
        n = "a" if self.count == 1 else {2: "two", 3: "three", 4: "four"}.get(self.count, str(self.count))
        if self.count == 1 and self.one_word:
            n = "one"
        if self.pronoun and not self.distribute:
            return f"Create one {self.where.text()}"
        where = (", distributed as you choose among any number of target Expeditions"
                 if self.distribute
                 else self.where.text())
        return (f"Create {token_words(self.token, n, plural=self.count != 1)}"
                f"{'' if self.distribute else ' '}{where}")
