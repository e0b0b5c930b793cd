"""Targets (7.2.2): one card chosen, or one of several descriptions."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, cast

import attrs

from engine.decisions import Decision, DecisionKind, Option, new_option
from engine.effects.filters import Description
from engine.effects.selectors.base import JUST_CHOOSE, Gen
from engine.memo import IdentityMemo
from engine.messages import msg, msg_text
from engine.model import Card

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.effects.filters import AnyOf
    from engine.state import GameState


def _source_may_target(g: GameState, ctx: Ctx, card: Card) -> bool:
    """Whether the source's own words let it target `card`: "I can only target …" (an
    ability with `may_target`, e.g. once its optional cost was paid)."""
    if ctx.source is None:
        return True
    return all(a.may_target(g, ctx, card) for a in ctx.source.cdef.abilities
               if hasattr(a, "may_target"))


def _word_prompt(target: Target, verb: str) -> str:
    """"Choose target Character to return": worded once per target description and verb
    (both immutable), not at every choice (issue #27)."""
    if verb == JUST_CHOOSE:
        return msg_text("Choose {what}", what=target.text())
    return msg_text("Choose {what} to {verb}", what=target.text(), verb=verb)


_prompt = IdentityMemo(_word_prompt)


@attrs.frozen
class Target:
    """Chosen by the effect's controller just before the step (6.5.b)."""

    filter: Description
    count: int = 1
    up_to: bool = False
    max_total_hand_cost: int | None = None  # "with a total Hand Cost of N or less"

    #: Tough protects an object from being chosen as a target (7.4.7.c), nothing else
    tough_applies = True

    def tough(self, g: GameState, ctx: Ctx, card: Card) -> int:
        """What choosing `card` costs its controller's opponent (7.4.7.c, 7.4.7.f)."""
        return g.tough_cost(ctx, card) if self.tough_applies else 0

    def pick(self, g: GameState, ctx: Ctx, verb: str) -> Gen:
        cands = [c for c in g.objects_in(self.filter.zones) if self.filter.matches(g, c, ctx)
                 and _source_may_target(g, ctx, c)]
        costs = {c: self.tough(g, ctx, c) for c in cands}
        have = g.ready_mana(ctx.controller)
        cands = [c for c in cands if costs[c] <= have]  # a Tough cost must be payable (7.4.7.c)
        ask = self._asked(g, ctx, cands, costs)
        # offered options are exactly the legal ones (6.5.b): a candidate that no allowed
        # choice can hold (its own Hand Cost over the total allowed) is not offered, and
        # what is left is asked again, until every option fits some choice
        for _ in range(3):
            refused = set(ask[0].refused_options()) if ask is not None else set()
            if not refused:
                break
            cands = [c for c in cands if f"t:{c.oid}" not in refused]
            ask = self._asked(g, ctx, cands, costs)
        if ask is None:
            self.nothing_to_pick(g, ctx, verb)
            return []
        asked, by_id = ask
        # a verb that is a message (its words translatable) is worded afresh: the memo
        # compares verbs by their English alone
        prompt = _prompt(self, verb) if type(verb) is str else _word_prompt(self, verb)
        ids = yield from g.ask(ctx.controller, self.kind, prompt, asked.options,
                               asked.min, asked.max, source=ctx.source, check=asked.check,
                               multi=True)
        chosen = [by_id[i] for i in ids]
        if len(chosen) < asked.max and not self.up_to:
            g.note(msg("chooses not to pay Tough for another target") if chosen else
                   msg("chooses not to pay Tough for any target"), "7.4.7.d", ctx=ctx)
        if self.tough_applies:
            yield from g.pay_tough(ctx, chosen)
        return chosen

    #: the kind of decision: a target (6.5.b); `Chosen` is a choice that names none
    kind: ClassVar[DecisionKind] = DecisionKind.TARGET

    def _asked(self, g: GameState, ctx: Ctx, cands: list[Card], costs: dict[Card, int]
               ) -> tuple[Decision, dict[str, Card]] | None:
        """The decision choosing among `cands` (its options, counts and check, the
        player not yet asked) and the candidates by option id; None with none to choose."""
        if not cands:
            return None
        opts = []
        for c in cands:
            tough = costs[c]
            label = (msg_text("{card} ({cost})", card=g.describe(c), cost=self.cost_label(tough))
                     if tough else g.describe(c))
            opts.append(new_option(Option, (f"t:{c.oid}", label, (c.oid,), "", None, None)))
        # nobody is forced to pay a Tough cost (7.4.7.d): only the targets that cost nothing
        # must be chosen, so with only Tough ones the player may choose none — and is asked
        free = [c for c in cands if not costs[c]]
        lo = self.fewest(len(free))
        hi = min(self.count, len(cands))
        by_id = {f"t:{c.oid}": c for c in cands}

        def check(ids: tuple[str, ...]) -> str | None:
            chosen = [by_id[i] for i in ids]
            if self.max_total_hand_cost is not None:
                total = sum(c.cdef.hand_cost for c in chosen)
                if total > self.max_total_hand_cost:
                    return (f"their Hand Costs add up to {total}, more than "
                            f"{self.max_total_hand_cost}")
            limit = self.limit_check(g, chosen)
            if limit is not None:
                return limit
            if not self.up_to and len(chosen) < hi and any(
                    c not in chosen for c in free):
                return "only targets with Tough may be left out; choose the others (7.4.7.d)"
            need = sum(self.tough(g, ctx, c) for c in chosen)
            if need > g.ready_mana(ctx.controller):
                return f"Tough asks you to pay {need} mana and you have {g.ready_mana(ctx.controller)}"
            return None

        return Decision(ctx.controller, self.kind, "", tuple(opts), lo, hi, check=check), by_id

    def fewest(self, free: int) -> int:
        """How many targets must be chosen when `free` candidates cost no Tough: "up to"
        allows none (7.3.24's "up to one"); otherwise as many as the text says and there
        are free ones, since only a Tough target may be left out (7.4.7.d)."""
        return 0 if self.up_to else min(self.count, free)

    def cost_label(self, n: int) -> str:
        """What choosing a target costs, in its option's label."""
        return msg_text("Tough {n}: pay {n}", n=n)

    def limit_check(self, g: GameState, chosen: list[Card]) -> str | None:
        """Why these targets together are not allowed (a limit on their total), or None."""
        return None

    def nothing_to_pick(self, g: GameState, ctx: Ctx, verb: str) -> None:
        # `what` (the kind of card looked for) is not in the English: it is for the app's
        # plain words ("there is no card in a Reserve to discard")
        g.note(msg("no legal target for '{verb}' — that part does nothing", verb=verb,
                   what=self.filter.noun()), "6.5.b", ctx=ctx)

    def text(self, subject: bool = False) -> str:
        if self.count == 1:
            noun = self.filter.noun()
            core = (f"another target {noun[len('another '):]}" if noun.startswith("another ")
                    else f"target {noun}")
        else:
            core = f"{self.count} target {self.filter.noun(plural=True)}"
        if self.max_total_hand_cost is not None:
            core += f" with a total Hand Cost {self.max_total_hand_cost} or less"
        return ("up to " + ("one " if self.count == 1 else "") + core) if self.up_to else core

    @property
    def plural(self) -> bool:
        return self.count > 1


@attrs.frozen
class Chosen(Target):
    """"A [card] of your choice": picked like a target, but the text names no target, so
    Tough does not protect from it (7.4.7.c)."""

    tough_applies = False
    kind: ClassVar[DecisionKind] = DecisionKind.CHOOSE_CARD  # no target is named (6.5.b)

    def nothing_to_pick(self, g: GameState, ctx: Ctx, verb: str) -> None:
        # not a target (6.5.b): a choice with nothing to choose is an impossible part of
        # the effect, and the rest of it resolves (1.4.1.c)
        g.note(msg("nothing to choose for '{verb}' — that part does nothing", verb=verb,
                   what=self.filter.noun()), "1.4.1.c", ctx=ctx)

    def text(self, subject: bool = False) -> str:
        noun = self.filter.noun(plural=self.count > 1)
        if self.count > 1:
            return f"{self.count} {noun}"
        return noun if noun.startswith("another") else f"a {noun}"


@attrs.frozen
class TargetOneOf(Target):
    """"Target Permanent in play or target card in Reserve": one target, of either kind
    (6.5.b). Tough still protects a Permanent an opponent controls (7.4.7.c); nobody
    controls a Reserve card (7.5.4)."""

    def text(self, subject: bool = False) -> str:
        words = cast("AnyOf", self.filter).nouns  # its filter, by construction
        return " or ".join(f"target {w}" for w in words)
