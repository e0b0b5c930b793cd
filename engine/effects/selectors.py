"""Words that pick objects: I/me, it, target ..., all ... (7.2, 6.5.b)."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Protocol, cast

import attrs

from engine.decisions import Asks, Decision, DecisionKind, Option
from engine.effects.filters import Description, Filter
from engine.messages import msg, msg_text
from engine.model import STATUS, ZONE, Card

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.effects.counts import MyCountersX
    from engine.effects.filters import AnyOf
    from engine.state import GameState


Gen = Asks[list[Card]]


class Selector(Protocol):
    """Which objects an effect acts on: a word that picks them as the effect resolves (I,
    it, target ..., all ..., they; 7.2, 6.5.b).  Every selector of this module has this
    face; a step or a cost holding one (`who`) asks it only this, so a new way of naming
    objects is a new class with these three, and no step changes."""

    def pick(self, g: GameState, ctx: Ctx, verb: str) -> Gen:
        """The objects, asking the controller when the text lets them choose; `verb` says
        what will be done to them, for the question ("gain 2 boosts")."""
        ...

    def text(self, subject: bool = False) -> str:
        """The words naming the objects, as a subject ("I") or an object ("me")."""
        ...

    @property
    def plural(self) -> bool:
        """Whether the words name several objects (for the verb's agreement)."""
        ...


#: the verb of a choice made for the steps that follow ("Target X, then …"): the prompt
#: then says only what to choose, not "… to be chosen"
JUST_CHOOSE = "be chosen"


@attrs.frozen
class Me:
    """The object bearing the ability (7.2.1), if it is still the same object (1.4.4)."""

    def pick(self, g: GameState, ctx: Ctx, verb: str) -> Gen:
        if ctx.source is not None and g.alive(ctx.source, ctx.source_oid):
            return [ctx.source]
        if ctx.source is not None and ctx.kind == "scout" and g.alive(ctx.source):
            return [ctx.source]  # Scout's exception to 6.3.j (7.4.5.e)
        return []
        yield  # pragma: no cover - makes this a generator

    def text(self, subject: bool = False) -> str:
        return "I" if subject else "me"

    @property
    def plural(self) -> bool:
        return False


@attrs.frozen
class It:
    """The object bound by the trigger (6.3.h)."""

    def pick(self, g: GameState, ctx: Ctx, verb: str) -> Gen:
        if ctx.it is not None and g.alive(ctx.it, ctx.it_oid):
            return [ctx.it]
        return []
        yield  # pragma: no cover

    def text(self, subject: bool = False) -> str:
        return "it"

    @property
    def plural(self) -> bool:
        return False


@attrs.frozen
class All:
    """Every object matching a filter, e.g. "Characters you control" (6.1.e)."""

    filter: Description
    all_word: bool = False  # printed "All Characters you control …": the same meaning

    def pick(self, g: GameState, ctx: Ctx, verb: str) -> Gen:
        return [c for c in g.objects_in(self.filter.zones) if self.filter.matches(g, c, ctx)]
        yield  # pragma: no cover

    def text(self, subject: bool = False) -> str:
        return ("all " if self.all_word else "") + self.filter.noun(plural=True)

    @property
    def plural(self) -> bool:
        return True


@attrs.frozen
class Each(All):
    """"Each Character [you control]": every matching object, as `All`, printed with a
    singular noun and verb ("each Character you control gains 1 boost")."""

    def text(self, subject: bool = False) -> str:
        noun = self.filter.noun()
        if noun.startswith("another "):  # "each other Character"
            noun = "other " + noun[len("another "):]
        return "each " + noun

    @property
    def plural(self) -> bool:
        return False


def _source_may_target(g: GameState, ctx: Ctx, card: Card) -> bool:
    """Whether the source's own words let it target `card`: "I can only target …" (an
    ability with `may_target`, e.g. once its optional cost was paid)."""
    if ctx.source is None:
        return True
    return all(a.may_target(g, ctx, card) for a in ctx.source.cdef.abilities
               if hasattr(a, "may_target"))


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
        prompt = (msg_text("Choose {what}", what=self.text()) if verb == JUST_CHOOSE else
                  msg_text("Choose {what} to {verb}", what=self.text(), verb=verb))
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
            opts.append(Option(f"t:{c.oid}", label, (c.oid,)))
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
        g.note(msg("no legal target for '{verb}' — that part does nothing", verb=verb), "6.5.b",
               ctx=ctx)

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
        g.note(msg("nothing to choose for '{verb}' — that part does nothing", verb=verb),
               "1.4.1.c", ctx=ctx)

    def text(self, subject: bool = False) -> str:
        noun = self.filter.noun(plural=self.count > 1)
        if self.count > 1:
            return f"{self.count} {noun}"
        return noun if noun.startswith("another") else f"a {noun}"



@attrs.frozen
class ExhaustedInReserve(Chosen):
    """"An exhausted card in Reserve", chosen (not a target) from any Reserve."""

    filter: Filter = Filter(types=(), zones=(ZONE.RESERVE,), any_status=(STATUS.EXHAUSTED,))

    def text(self, subject: bool = False) -> str:
        return "an exhausted card in Reserve"


@attrs.frozen
class TargetOneOf(Target):
    """"Target Permanent in play or target card in Reserve": one target, of either kind
    (6.5.b). Tough still protects a Permanent an opponent controls (7.4.7.c); nobody
    controls a Reserve card (7.5.4)."""

    def text(self, subject: bool = False) -> str:
        words = cast("AnyOf", self.filter).nouns  # its filter, by construction
        return " or ".join(f"target {w}" for w in words)


@attrs.frozen
class UpToTargetsOfKinds(TargetOneOf):
    """"Up to two targets, Permanents or cards in Reserve": none to `count` targets, each of
    any of the kinds (6.5.b; each target chosen once per step)."""

    count: int = 2
    up_to: bool = True

    def text(self, subject: bool = False) -> str:
        words = cast("AnyOf", self.filter).nouns  # its filter, by construction
        n = {2: "two", 3: "three"}.get(self.count, str(self.count))
        return f"up to {n} targets, {' or '.join(words)}"

    @property
    def plural(self) -> bool:
        return True


@attrs.frozen
class YourCardsInReserve(All):
    """"Your cards in Reserve" / "all cards in your Reserve": every card of the Reserve you
    own (nobody controls them, 7.5.4)."""

    filter: Filter = Filter(types=(), zones=(ZONE.RESERVE,), owner="you")
    words: str = "your cards in Reserve"

    def text(self, subject: bool = False) -> str:
        return self.words


@attrs.frozen
class AnyNumberOfTargets(Target):
    """"Any number of target …": as many targets as the player chooses, none included
    (6.5.b)."""

    count: int = 99
    up_to: bool = True

    def text(self, subject: bool = False) -> str:
        return f"any number of target {self.filter.noun(plural=True)}"

    @property
    def plural(self) -> bool:
        return True


@attrs.frozen
class AmongTargets(Target):
    """"Among any target [objects]", the targets of a distribution ("Distribute 4 boosts
    among any target Characters"): one to `count` targets, as the player chooses, since
    each gets at least one of the `count` things handed out (6.5.b: each target is chosen
    once).  The step is not optional (1.2.6.d: no "may", no "up to"), so at least one is
    chosen when one can be chosen without a Tough cost; with only Tough targets none need
    be (7.4.7.d)."""

    up_to: bool = True  # fewer than `count` is a legal choice

    def fewest(self, free: int) -> int:
        return min(1, free)

    def text(self, subject: bool = False) -> str:
        return f"any target {self.filter.noun(plural=True)}"

    @property
    def plural(self) -> bool:
        return True


_STAT_WORDS = {"forest": "Forest", "mountain": "Mountain", "water": "Water"}


@attrs.frozen
class TargetsWithTotalStat(AnyNumberOfTargets):
    """"Any number of target Characters with total [M] of 4 or less": the chosen targets'
    current Mountain statistics (boosts included, 2.2.10) add up to at most N when they are
    chosen (6.5.b); a choice over the limit is refused."""

    stat: str = "mountain"
    max_total: int = 4

    def limit_check(self, g: GameState, chosen: list[Card]) -> str | None:
        total = sum(getattr(g.stats(c), self.stat) for c in chosen)
        if total > self.max_total:
            return (f"their {_STAT_WORDS[self.stat]} statistics add up to {total}, more "
                    f"than {self.max_total}")
        return None

    def text(self, subject: bool = False) -> str:
        return (f"any number of target {self.filter.noun(plural=True)} with total "
                f"{_STAT_WORDS[self.stat]} of {self.max_total} or less")


@attrs.frozen
class TargetOneOfTaxed(TargetOneOf):
    """"… This costs 2 more to target a Permanent in play with Hand Cost 5 or more": choosing
    such a target costs the player N more mana, paid as the target is chosen (as a Tough cost
    is, 7.4.7.c), on top of any Tough cost; a target whose cost cannot be paid cannot be
    chosen."""

    more: int = 2
    min_hand_cost: int = 5

    def _taxed(self, card: Card) -> bool:
        return (card.zone in (ZONE.EXPEDITION, ZONE.LANDMARK)
                and card.cdef.counts_as("permanent")
                and card.cdef.hand_cost >= self.min_hand_cost)

    def tough(self, g: GameState, ctx: Ctx, card: Card) -> int:
        return super().tough(g, ctx, card) + (self.more if self._taxed(card) else 0)

    def cost_label(self, n: int) -> str:
        return f"pay {n} more to target it"

    def pick(self, g: GameState, ctx: Ctx, verb: str) -> Asks[list[Card]]:
        chosen = yield from super().pick(g, ctx, verb)  # pays Tough (7.4.7)
        for c in chosen:
            if self._taxed(c):
                g.pay_mana(ctx.controller, self.more, "5.3", ctx)
        return chosen


def _its(ctx: Ctx) -> Card | None:
    """The card "it" / "its" names: the one the step before chose or moved, else the one
    the trigger bound (6.3.h)."""
    return ctx.chosen[0] if ctx.chosen else ctx.it


@attrs.frozen
class They:
    """"They": the objects the step before chose, those still where they were (2.1.i)."""

    def pick(self, g: GameState, ctx: Ctx, verb: str) -> Asks[list[Card]]:
        return [c for c in ctx.chosen if c.zone in (ZONE.EXPEDITION, ZONE.LANDMARK)]
        yield  # pragma: no cover

    def text(self, subject: bool = False) -> str:
        return "they"

    @property
    def plural(self) -> bool:
        return True


@attrs.frozen
class ThatCharacter(It):
    """"That Character": the Character the trigger bound (6.3.h), as "it"."""

    def text(self, subject: bool = False) -> str:
        return "That Character" if subject else "that Character"


@attrs.frozen
class ThatOne(It):
    """"That Character": the object the trigger bound (6.3.h), printed with its noun."""

    noun: str = "Character"

    def text(self, subject: bool = False) -> str:
        return f"that {self.noun}"


@attrs.frozen
class Us:
    """"We both": the bearer of the ability and the object chosen earlier ("it")."""

    def pick(self, g: GameState, ctx: Ctx, verb: str) -> Asks[list[Card]]:
        out = yield from Me().pick(g, ctx, verb)
        out += [c for c in (yield from It().pick(g, ctx, verb)) if c not in out]
        return out

    def text(self, subject: bool = False) -> str:
        return "we both" if subject else "us both"

    @property
    def plural(self) -> bool:
        return True


@attrs.frozen
class ExhaustedCardFromAReserve(Target):
    """"target exhausted card from a Reserve": any player's Reserve (7.5.4)."""

    filter: Filter = Filter(types=(), zones=(ZONE.RESERVE,), any_status=(STATUS.EXHAUSTED,))

    def text(self, subject: bool = False) -> str:
        return "target exhausted card from a Reserve"


@attrs.frozen
class CardInAnyPlayersReserve(Target):
    """"target card in any player's Reserve": the same as "in Reserve" (7.5.4), printed so."""

    filter: Filter = Filter(types=(), zones=(ZONE.RESERVE,))

    def text(self, subject: bool = False) -> str:
        return "target card in any player's Reserve"


@attrs.frozen
class CostXOrLessTarget(Target):
    """"target Character with Hand Cost X+2 or less, where X is my number of Arcane
    Counters": the bound counted each time the target is checked."""

    x: MyCountersX = attrs.field(kw_only=True)

    def text(self, subject: bool = False) -> str:
        return (f"target Character with Hand Cost X+{self.x.plus} or less, where X is my "
                f"number of {self.x.name.capitalize()} Counters")
