"""Costs (1.2.5, 6.4): paid in full, in a single step, or not at all."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import attrs

from engine.ability_kinds import Step
from engine.decisions import DecisionKind, Option
from engine.effects.filters import CHARACTER, PERMANENT, your_permanents
from engine.effects.steps.common import choose_from_hand, choose_own_card, me_in_play
from engine.model import STATUS, ZONE

if TYPE_CHECKING:  # pragma: no cover
    from typing import ClassVar

    from engine.decisions import Asks
    from engine.effects.context import Ctx
    from engine.effects.counts import Count
    from engine.effects.filters import Description, Filter
    from engine.effects.steps.common import Run
    from engine.model import Card
    from engine.state import GameState


class Payment(Protocol):
    """A cost or a part of one (6.4): whether it can be paid, why not, paying it, and its
    words.  Every cost of this module has this face."""

    def payable(self, g: GameState, ctx: Ctx) -> bool:
        """Whether it can be paid in full now (6.4: paid in full or not at all)."""
        ...

    def why_not(self, g: GameState, ctx: Ctx) -> str | None:
        """Why it cannot be paid now, or None when it can."""
        ...

    def pay(self, g: GameState, ctx: Ctx) -> Run:
        """Pay it (asking the controller which cards, when the cost lets them choose)."""
        ...

    def text(self) -> str:
        """The cost in words ("exhaust me, discard a card from your Reserve")."""
        ...


class QuickCost(Payment, Protocol):
    """A quick action's cost: a payment printed with symbols before the colon (1.2.5)."""

    def symbol(self) -> str:
        """The cost as printed before the colon ("{T} {1}")."""
        ...


@attrs.frozen
class Cost:
    """Mana, exhaust me (T), discard me from Reserve (D), spend my counters."""

    mana: int = 0
    exhaust_me: bool = False
    discard_me: bool = False
    spend: tuple[tuple[str, int], ...] = ()
    # printed "{T}, {1}" rather than "{1}, {T}": wording only, so not part of equality
    exhaust_first: bool = attrs.field(default=False, eq=False)

    def payable(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        if self.mana and g.ready_mana(ctx.controller) < self.mana:
            return False
        if self.exhaust_me and (src is None or src.exhausted or not g.alive(src, ctx.source_oid)):
            return False
        if self.discard_me and (src is None or src.zone is not ZONE.RESERVE):
            return False
        for name, n in self.spend:
            if src is None or src.counters.get(name, 0) < n:
                return False
        return True

    def why_not(self, g: GameState, ctx: Ctx) -> str | None:
        src = ctx.source
        if self.mana and g.ready_mana(ctx.controller) < self.mana:
            return f"it costs {self.mana} and you have {g.ready_mana(ctx.controller)} ready Mana Orbs"
        if self.exhaust_me and src is not None and src.exhausted:
            return f"{src.name} is already exhausted (2.4.5.a)"
        for name, n in self.spend:
            if src is None or src.counters.get(name, 0) < n:
                what = "boosts" if name == "boost" else f"{name.capitalize()} counters"
                return f"it needs {n} {what} (2.5.h)"
        return None if self.payable(g, ctx) else "the cost cannot be paid"

    def pay(self, g: GameState, ctx: Ctx) -> Run:
        src = ctx.source
        if self.mana:
            g.pay_mana(ctx.controller, self.mana, "1.2.5.e", ctx=ctx)
        if self.exhaust_me and src is not None:
            g.gain_status(src, STATUS.EXHAUSTED, "7.3.10", ctx=ctx)
        for name, n in self.spend:
            if src is not None:
                g.spend_counters(src, name, n, ctx=ctx)
        if self.discard_me and src is not None:
            yield from g.move(src, ZONE.DISCARD, rule="7.3.5", ctx=ctx)

    def text(self) -> str:
        parts = []
        if self.mana:
            parts.append(f"pay {self.mana}")
        if self.exhaust_me:
            parts.append("exhaust me")
        if self.discard_me:
            parts.append("discard me from Reserve")
        for name, n in self.spend:
            if name == "boost":  # boosts are counters too (2.5.1), printed "of my boosts"
                parts.append(f"spend {n} of my boosts")
            else:
                parts.append(f"spend {'one' if n == 1 else n} of my {name.capitalize()} counters")
        return " and ".join(parts) if parts else "nothing"

    def symbol(self) -> str:
        """The compact form shown before a quick action's colon: "{1}, [T]"."""
        parts = []
        if self.mana:
            parts.append(f"({self.mana})")
        if self.exhaust_me:
            parts.insert(0 if self.exhaust_first else len(parts), "[T]")
        if self.discard_me:
            parts.append("[D]")
        for name, n in self.spend:
            parts.append(_spend_text(name, n))
        return ", ".join(parts)


def _spend_text(name: str, n: int) -> str:
    if name == "boost":  # boosts are counters, printed as "spend 1 of my boosts"
        return f"spend {n} of my boosts"
    return f"spend {'one' if n == 1 else n} of my {name.capitalize()} counters"



class CostAndOneCard:
    """A quick action's cost "[T], <do something to> a card …": one cost paid in a single
    step (6.4.a). The card is chosen before anything is paid (6.1.g), then the base cost is
    paid and the card dealt with. Subclasses are attrs classes with a `base` Cost field and
    say which cards qualify, how the question reads and what happens to the card; the
    payability, refusal reason and both printed forms follow from those."""

    base: Cost
    #: the answer key prefix and decision kind of the question asking for the card
    key: ClassVar[str] = "r"
    kind: ClassVar[DecisionKind] = DecisionKind.CHOOSE_CARD

    def candidates(self, g: GameState, ctx: Ctx) -> list[Card]:  # pragma: no cover
        raise NotImplementedError

    def missing(self) -> str:  # pragma: no cover - why it can't be paid with no card
        raise NotImplementedError

    def prompt(self) -> str:  # pragma: no cover
        raise NotImplementedError

    def label(self, g: GameState, c: Card) -> str:
        return c.name

    def act(self, g: GameState, ctx: Ctx, chosen: Card) -> Run:  # pragma: no cover
        raise NotImplementedError

    def part(self) -> str:  # pragma: no cover - "discard a card from your Reserve"
        raise NotImplementedError

    def payable(self, g: GameState, ctx: Ctx) -> bool:
        return bool(self.base.payable(g, ctx)) and bool(self.candidates(g, ctx))

    def why_not(self, g: GameState, ctx: Ctx) -> str | None:
        if not self.candidates(g, ctx):
            return self.missing()
        return self.base.why_not(g, ctx)

    def pay(self, g: GameState, ctx: Ctx) -> Run:
        cards = self.candidates(g, ctx)
        opts = [Option(f"{self.key}:{c.oid}", self.label(g, c), (c.oid,)) for c in cards]
        ans = yield from g.ask(ctx.controller, self.kind, self.prompt(), opts,
                               source=ctx.source)
        chosen = next(c for c in cards if f"{self.key}:{c.oid}" == ans)
        yield from self.base.pay(g, ctx)
        yield from self.act(g, ctx, chosen)

    def text(self) -> str:
        return f"{self.base.text()} and {self.part()}"

    def symbol(self) -> str:
        part = self.part()
        return f"{self.base.symbol()}, {part[:1].upper()}{part[1:]}"


@attrs.frozen
class SpendCounterCost:
    """The internal cost (6.4) "spend 1 of my boosts" (`anywhere=False`: from the bearer)
    or "spend 1 counter from a card you control or in your Reserve" (`anywhere=True`: any
    counter, boosts included, of a card in play you control or in your own Reserve; you
    choose the card and, if it holds several kinds, which counter). Spending removes the
    counter (2.5, 7.3.27); with no counter to spend the cost cannot be paid."""

    anywhere: bool = True
    n: int = 1

    def _holders(self, g: GameState, ctx: Ctx) -> list[Card]:
        if not self.anywhere:
            src = ctx.source
            ok = (src is not None and g.alive(src, ctx.source_oid)
                  and src.counters.get("boost", 0) >= self.n)
            return [src] if ok and src is not None else []
        cards = [c for c in g.objects_in((ZONE.EXPEDITION, ZONE.LANDMARK, ZONE.HERO))
                 if g.controller_of(c) == ctx.controller]
        cards += list(g.players[ctx.controller].reserve)
        return [c for c in cards if sum(c.counters.values()) >= self.n]

    def payable(self, g: GameState, ctx: Ctx) -> bool:
        return bool(self._holders(g, ctx))

    def why_not(self, g: GameState, ctx: Ctx) -> str | None:
        return None if self.payable(g, ctx) else f"there is no counter to {self.text()}"

    def pay(self, g: GameState, ctx: Ctx) -> Run:
        pick = yield from choose_own_card(
            g, ctx, self._holders(g, ctx), "Choose the card to spend a counter from", key="c",
            label=lambda c: f"{g.describe(c)} ({_counter_words(c)})")
        names = ["boost"] if not self.anywhere else sorted(pick.counters)
        name = names[0]
        if len(names) > 1:
            opts = [Option(f"n:{k}", f"{k.capitalize()} counter") for k in names]
            ans = yield from g.ask(ctx.controller, DecisionKind.CHOOSE_COUNTER,
                                   "Which counter to spend?", opts,
                                   source=ctx.source)
            name = ans.split(":", 1)[1]
        g.spend_counters(pick, name, self.n, ctx=ctx)

    def text(self) -> str:
        if not self.anywhere:
            return f"spend {self.n} of my boosts"
        return f"spend {self.n} counter from a card you control or in your Reserve"


def _counter_words(c: Card) -> str:
    return ", ".join(f"{n} {k}" for k, n in sorted(c.counters.items()))


ANYWHERE: frozenset[str | None] = frozenset({"hero", "companion", None})


@attrs.frozen
class SacrificeForCost:
    """The optional cost "sacrifice a Permanent" of "You may sacrifice a Permanent to reduce
    my cost by N" (5.1.2.c): declared with the intent to play, paid with the other costs
    (5.1.2.h) by sacrificing a Permanent you control (7.3.25)."""

    label = "sacrificing a Permanent to pay less"
    prompt = "Choose a Permanent to sacrifice"
    verb = "sacrifice"

    def pay_with(self, g: GameState, chosen: Card, ctx: Ctx) -> Run:
        yield from g.move(chosen, ZONE.DISCARD, rule="7.3.25", ctx=ctx, sacrifice=True)

    def candidates(self, g: GameState, player: int, exclude: Card | None) -> list[Card]:
        return [c for c in your_permanents(g, player) if c is not exclude]

    def payable(self, g: GameState, player: int, exclude: Card | None) -> bool:
        return bool(self.candidates(g, player, exclude))

    def text(self) -> str:
        return "sacrifice a Permanent"


def sacrifice_candidates(g: GameState, ctx: Ctx, flt: Description) -> list[Card]:
    return [c for c in g.objects_in(flt.zones)
            if g.controller_of(c) == ctx.controller and flt.matches(g, c, ctx)]


def choose_sacrifice(g: GameState, ctx: Ctx, cards: list[Card], noun: str) -> Asks[Card]:
    """Which of `cards` (objects the controller controls) is sacrificed (7.3.25)."""
    return (yield from choose_own_card(g, ctx, cards, f"Choose {noun} to sacrifice", key="s",
                                       kind=DecisionKind.SACRIFICE, label=g.describe))


def _sacrifice_one(g: GameState, ctx: Ctx, cards: list[Card], noun: str) -> Run:
    pick = yield from choose_sacrifice(g, ctx, cards, noun)
    yield from g.move(pick, ZONE.DISCARD, rule="7.3.25", ctx=ctx, sacrifice=True)


@attrs.frozen
class SacrificeOneCost:
    """The internal cost "sacrifice a Permanent" of "You may sacrifice a Permanent to …"
    (6.4): one you control, chosen as it is paid (7.3.25); with none it cannot be paid."""

    filter: Filter = PERMANENT

    def payable(self, g: GameState, ctx: Ctx) -> bool:
        return bool(sacrifice_candidates(g, ctx, self.filter))

    def why_not(self, g: GameState, ctx: Ctx) -> str | None:
        return None if self.payable(g, ctx) else f"you control no {self.filter.noun()}"

    def pay(self, g: GameState, ctx: Ctx) -> Run:
        cards = sacrifice_candidates(g, ctx, self.filter)
        yield from _sacrifice_one(g, ctx, cards, f"a {self.filter.noun()}")

    def text(self) -> str:
        return f"sacrifice a {self.filter.noun()}"


@attrs.frozen
class ExhaustAndSpendAny:
    """A quick action's cost "[T], Spend any number of my Kelon counters" (6.4): exhausting
    me and spending as many of my counters of that name as the player says, none included;
    how many is kept (`ctx.spent`) for "the same number of …" in the effect."""

    name: str = "kelon"

    def payable(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        return src is not None and not src.exhausted and g.alive(src, ctx.source_oid)

    def why_not(self, g: GameState, ctx: Ctx) -> str | None:
        return None if self.payable(g, ctx) else "it is already exhausted (2.4.5.a)"

    def pay(self, g: GameState, ctx: Ctx) -> Run:
        src = ctx.source
        assert src is not None
        g.gain_status(src, STATUS.EXHAUSTED, "7.3.10", ctx=ctx)
        have = src.counters.get(self.name, 0)
        k = 0
        if have:
            opts = [Option(f"n:{i}", f"Spend {i}") for i in range(have + 1)]
            ans = yield from g.ask(ctx.controller, DecisionKind.CHOOSE_COUNTER,
                                   f"How many {self.name.capitalize()} counters to spend?", opts,
                                   source=ctx.source)
            k = int(ans.split(":")[1])
        if k:
            g.spend_counters(src, self.name, k, ctx=ctx)
        ctx.spent = k

    def text(self) -> str:
        return f"exhaust me and spend any number of my {self.name.capitalize()} counters"

    def symbol(self) -> str:
        return f"[T], Spend any number of my {self.name.capitalize()} counters"


@attrs.frozen
class CardsYouPlayedThisTurn:
    """"[per] other card you played this turn": the cards "you" played in the turn under
    way, counted as the cost is worked out (5.1.2.e) — more than one only when an effect
    plays a card during the turn (Rush, "immediately play")."""

    def value(self, g: GameState, ctx: Ctx) -> int:
        return g.played_this_turn[ctx.controller] if g.turn_player is not None else 0

    def text(self) -> str:
        return "other card you played this turn"


@attrs.frozen
class XUpToYourMana:
    """The limit of a cost "{T}, {X}" whose card sets none: X may be as high as the
    player can pay (`ExhaustMeAndX` stops at the ready Mana Orbs)."""

    def value(self, g: GameState, ctx: Ctx) -> int:
        return g.ready_mana(ctx.controller)

    def text(self) -> str:
        return "the number of your ready Mana Orbs"


@attrs.frozen
class DiscardFromReserveCost(CostAndOneCard):
    """A quick action's cost "[T], Discard a card from your Reserve": one cost paid in a
    single step (6.4.a); the card is chosen before anything is paid (6.1.g)."""

    base: Cost

    def candidates(self, g: GameState, ctx: Ctx) -> list[Card]:
        return [c for c in g.players[ctx.controller].reserve if c is not ctx.source]

    def missing(self) -> str:
        return "there is no card in your Reserve to discard"

    def prompt(self) -> str:
        return "Choose a card from your Reserve to discard"

    def act(self, g: GameState, ctx: Ctx, chosen: Card) -> Run:
        yield from g.move(chosen, ZONE.DISCARD, rule="6.4", ctx=ctx)

    def part(self) -> str:
        return "discard a card from your Reserve"


@attrs.frozen
class AndThen:
    """A cost of two parts paid in one step (6.4.a), "[T], Sacrifice me" or "[T], Target
    opponent Resupplies": payable when both parts are, paid in the printed order — the
    base (a `Cost`), then `extra` (a cost of one internal action: `SacrificeMeCost`,
    `OpponentResupplies`).  A part that chooses a card ("[T], 1, Sacrifice a Permanent")
    is a `CostAndOneCard` instead: the card is chosen before anything is paid.  One word for every such pair, so each part keeps one meaning:
    "sacrifice me" is payable while I am in play, in an Expedition or the Landmark zone
    (7.3.25)."""

    base: Cost
    extra: QuickCost  # SacrificeMeCost, OpponentResupplies

    def payable(self, g: GameState, ctx: Ctx) -> bool:
        return bool(self.base.payable(g, ctx)) and bool(self.extra.payable(g, ctx))

    def why_not(self, g: GameState, ctx: Ctx) -> str | None:
        return self.base.why_not(g, ctx) or self.extra.why_not(g, ctx)

    def pay(self, g: GameState, ctx: Ctx) -> Run:
        yield from self.base.pay(g, ctx)
        yield from self.extra.pay(g, ctx)

    @property
    def discard_me(self) -> bool:
        return False

    def text(self) -> str:
        return f"{self.base.text()} and {self.extra.text()}"

    def symbol(self) -> str:
        return f"{self.base.symbol()}, {self.extra.symbol()}"


@attrs.frozen
class ExhaustOneCost:
    """The internal cost "exhaust ([T]) a Permanent you control" / "a card in your Reserve"
    (6.4; 7.3.10): one of them, not yet exhausted, chosen by you as the cost is paid; with
    none, the cost cannot be paid and the effect after "to" does not happen."""

    what: str = "permanent"  # permanent | reserve

    def _candidates(self, g: GameState, ctx: Ctx) -> list[Card]:
        if self.what == "reserve":
            cards = g.players[ctx.controller].reserve
        else:
            cards = [c for c in g.objects_in((ZONE.EXPEDITION, ZONE.LANDMARK))
                     if c.cdef.counts_as("permanent") and g.controller_of(c) == ctx.controller]
        return [c for c in cards if STATUS.EXHAUSTED not in c.statuses]

    def payable(self, g: GameState, ctx: Ctx) -> bool:
        return bool(self._candidates(g, ctx))

    def why_not(self, g: GameState, ctx: Ctx) -> str | None:
        return None if self.payable(g, ctx) else f"there is nothing to {self.text()}"

    def pay(self, g: GameState, ctx: Ctx) -> Run:
        pick = yield from choose_own_card(g, ctx, self._candidates(g, ctx),
                                          f"Choose what to {self.text()}", key="x",
                                          label=g.describe)
        g.gain_status(pick, STATUS.EXHAUSTED, "7.3.10", ctx=ctx)

    def text(self) -> str:
        return ("exhaust a card in your Reserve" if self.what == "reserve"
                else "exhaust a Permanent you control")


@attrs.frozen
class NothingToPay:
    """The optional "cost" of "You may play me for N less": nothing is paid or chosen, the
    choice itself is what counts (and what "If you do" reads)."""

    label: str = "for less"  # the words in the play option's label
    verb = "play for less"
    chooses = False  # no card to choose when declaring it (5.1.2.c)

    def candidates(self, g: GameState, player: int, exclude: Card | None) -> list[Card]:
        return []

    def payable(self, g: GameState, player: int, exclude: Card | None) -> bool:
        return True

    def text(self) -> str:
        return "play me"


@attrs.frozen
class SacrificeMeCost:
    """The internal cost "sacrifice me" of "You may sacrifice me to …" (6.4; 7.3.25): it
    can be paid while the source is still in play (in an Expedition, or a Permanent in the
    Landmark zone), and paying it discards the source."""

    def payable(self, g: GameState, ctx: Ctx) -> bool:
        return me_in_play(g, ctx) is not None

    def why_not(self, g: GameState, ctx: Ctx) -> str | None:
        return None if self.payable(g, ctx) else "I am no longer in play"

    def pay(self, g: GameState, ctx: Ctx) -> Run:
        assert ctx.source is not None
        yield from g.move(ctx.source, ZONE.DISCARD, rule="7.3.25", ctx=ctx, sacrifice=True)

    def text(self) -> str:
        return "sacrifice me"

    def symbol(self) -> str:
        return "Sacrifice me"


@attrs.frozen
class OpponentResupplies:
    """The internal cost "target opponent Resupplies" (6.4): the opponent (the target,
    6.5.b) puts the top card of their Deck in their Reserve (7.3.22); with an empty Deck
    they cannot Resupply, so the cost cannot be paid (6.4)."""

    def payable(self, g: GameState, ctx: Ctx) -> bool:
        return bool(g.players[1 - ctx.controller].deck)

    def why_not(self, g: GameState, ctx: Ctx) -> str | None:
        return None if self.payable(g, ctx) else "the opponent has no card to Resupply"

    def pay(self, g: GameState, ctx: Ctx) -> Run:
        yield from g.resupply(1 - ctx.controller, ctx=ctx)

    def text(self) -> str:
        return "have target opponent Resupply"

    def symbol(self) -> str:
        return "Target opponent Resupplies"


@attrs.frozen
class SpendCounterFrom:
    """The internal cost "spend 1 counter from a card in your Reserve or Landmarks" (6.4;
    7.3.27): one counter of any kind (boosts included) from one such card, chosen as the
    cost is paid; with none, the cost can't be paid and what follows "to" does not happen."""

    def _candidates(self, g: GameState, ctx: Ctx) -> list[Card]:
        p = g.players[ctx.controller]
        return [c for c in (*p.reserve, *p.landmarks) if any(c.counters.values())]

    def payable(self, g: GameState, ctx: Ctx) -> bool:
        return bool(self._candidates(g, ctx))

    def why_not(self, g: GameState, ctx: Ctx) -> str | None:
        return None if self.payable(g, ctx) else "no card in your Reserve or Landmarks has a counter"

    def pay(self, g: GameState, ctx: Ctx) -> Run:
        cards = self._candidates(g, ctx)
        opts = [Option(f"k:{c.oid}:{name}", f"{c.name}: a {name.capitalize()} counter"
                       if name != "boost" else f"{c.name}: a boost", (c.oid,))
                for c in cards for name, n in sorted(c.counters.items()) if n]
        ans = opts[0].id
        if len(opts) > 1:
            ans = yield from g.ask(ctx.controller, DecisionKind.CHOOSE_CARD,
                                   "Choose the counter to spend",
                                   opts, source=ctx.source)
        _, oid, name = ans.split(":")
        card = next(c for c in cards if str(c.oid) == oid)
        g.spend_counters(card, name, 1, ctx=ctx)

    def text(self) -> str:
        return "spend 1 counter from a card in your Reserve or Landmarks"


@attrs.frozen
class HandToReserveCost:
    """A cost "pay N and put a card from your Hand in Reserve": one step (6.1.d, 6.4.a);
    the card is chosen before anything is paid (6.1.g)."""

    mana: int = 0

    def payable(self, g: GameState, ctx: Ctx) -> bool:
        return g.ready_mana(ctx.controller) >= self.mana and bool(g.players[ctx.controller].hand)

    def why_not(self, g: GameState, ctx: Ctx) -> str | None:
        return None if self.payable(g, ctx) else "it needs mana and a card in hand"

    def pay(self, g: GameState, ctx: Ctx) -> Run:
        card = yield from choose_from_hand(g, ctx)  # chosen before anything is paid (6.1.g)
        g.pay_mana(ctx.controller, self.mana, "6.4", ctx=ctx)
        yield from g.move(card, ZONE.RESERVE, rule="6.4", ctx=ctx)

    def text(self) -> str:
        if not self.mana:  # "You may put a card from your hand in Reserve to ..."
            return "put a card from your Hand in Reserve"
        return f"pay {self.mana} and put a card from your Hand in Reserve"

    def symbol(self) -> str:
        return f"({self.mana}), put a card from your Hand in Reserve"


@attrs.frozen
class SacrificeCost(CostAndOneCard):
    """A quick action's cost "[T], Sacrifice a Character" ("[T], 1, Sacrifice a Permanent":
    `filter`): one cost paid in a single step
    (6.4.a); the Character, one you control (7.3.25), is chosen before anything is paid
    (6.1.g). The source itself may be sacrificed if it is such a Character."""

    base: Cost
    filter: Filter = CHARACTER
    key: ClassVar[str] = "s"
    kind: ClassVar[DecisionKind] = DecisionKind.SACRIFICE

    def candidates(self, g: GameState, ctx: Ctx) -> list[Card]:
        return [c for c in g.objects_in(self.filter.zones) if self.filter.matches(g, c, ctx)
                and g.controller_of(c) == ctx.controller]

    def missing(self) -> str:
        return f"you control no {self.filter.noun()} to sacrifice"

    def prompt(self) -> str:
        return f"Choose {self.filter.noun()} to sacrifice"

    def label(self, g: GameState, c: Card) -> str:
        return g.describe(c)

    def act(self, g: GameState, ctx: Ctx, chosen: Card) -> Run:
        yield from g.move(chosen, ZONE.DISCARD, rule="7.3.25", ctx=ctx, sacrifice=True)

    def part(self) -> str:
        return f"sacrifice a {self.filter.noun()}"


@attrs.frozen
class CostsMoreUnlessFirst:
    """A quick action's cost with "This action costs N more if you are not the first
    player" (5.1.2.e for a quick action, 5.3): the extra mana is asked when it is played."""

    base: Cost
    more: int = 1

    def _full(self, g: GameState, ctx: Ctx) -> Cost:
        if g.first == ctx.controller:
            return self.base
        return attrs.evolve(self.base, mana=self.base.mana + self.more)

    def payable(self, g: GameState, ctx: Ctx) -> bool:
        return bool(self._full(g, ctx).payable(g, ctx))

    def why_not(self, g: GameState, ctx: Ctx) -> str | None:
        return self._full(g, ctx).why_not(g, ctx)

    def pay(self, g: GameState, ctx: Ctx) -> Run:
        yield from self._full(g, ctx).pay(g, ctx)

    def text(self) -> str:
        return self.base.text()

    def symbol(self) -> str:
        return self.base.symbol()


@attrs.frozen
class ExhaustFromReserveCost(CostAndOneCard):
    """A quick action's cost "[T], Exhaust a card in your Reserve": one cost paid in a
    single step (6.4.a); the card, one of your Reserve not yet exhausted, is chosen before
    anything is paid (6.1.g), then exhausted (7.3.10)."""

    base: Cost

    def candidates(self, g: GameState, ctx: Ctx) -> list[Card]:
        return [c for c in g.players[ctx.controller].reserve
                if STATUS.EXHAUSTED not in c.statuses]

    def missing(self) -> str:
        return "there is no card in your Reserve to exhaust"

    def prompt(self) -> str:
        return "Choose a card from your Reserve to exhaust"

    def act(self, g: GameState, ctx: Ctx, chosen: Card) -> Run:
        g.gain_status(chosen, STATUS.EXHAUSTED, "7.3.10", ctx=ctx)
        yield from ()

    def part(self) -> str:
        return "exhaust a card in your Reserve"


@attrs.frozen
class ExhaustMeAndX:
    """The cost "{T}, {X}" of a quick action: exhaust me and pay X mana, X chosen as it is
    paid (6.4), from 0 up to the limit the text sets and the ready Mana Orbs; the X chosen
    is kept for the effect (`Ctx.x`)."""

    limit: Count

    def payable(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        return src is not None and not src.exhausted and g.alive(src, ctx.source_oid)

    def why_not(self, g: GameState, ctx: Ctx) -> str | None:
        return None if self.payable(g, ctx) else "it is already exhausted (2.4.5.a)"

    def pay(self, g: GameState, ctx: Ctx) -> Run:
        top = max(0, min(int(self.limit.value(g, ctx)), g.ready_mana(ctx.controller)))
        x = 0
        if top:
            opts = [Option(f"x:{i}", f"X = {i}") for i in range(top + 1)]
            ans = yield from g.ask(ctx.controller, DecisionKind.MODE,
                                   f"Choose X (at most {top})", opts,
                                   source=ctx.source)
            x = int(ans.split(":")[1])
        ctx.x = x
        if x:
            g.pay_mana(ctx.controller, x, "1.2.5.e", ctx=ctx)
        if ctx.source is not None:
            g.gain_status(ctx.source, STATUS.EXHAUSTED, "7.3.10", ctx=ctx)
        g.note(f"X is {x}", "6.4", ctx=ctx)

    def text(self) -> str:
        return "exhaust me and pay X"

    def symbol(self) -> str:
        return "[T], X"


def pay_in_full(g: GameState, ctx: Ctx, cost: Payment, cannot: str) -> Asks[bool]:
    """Pay `cost` inside an effect: in full or not at all (6.4), paying being one event
    whose Reactions come before what follows (1.2.7.b); when it cannot be paid, the note
    `cannot` says so.  `ctx.did` (and the result) is whether it was paid: a following "If
    you do" reads it (6.5.f)."""
    ctx.did = False
    if not cost.payable(g, ctx):
        g.note(cannot, "6.4", ctx=ctx)
        return False
    yield from g.run_action(lambda: cost.pay(g, ctx))
    ctx.did = True
    return True


@attrs.frozen
class PayAsStep(Step):
    """"You may spend 1 of my boosts. If you do: …": an internal cost (6.4) paid as a step
    of the effect, only when it can be paid; "If you do" follows whether it was paid
    (6.5.f)."""

    cost: Payment  # e.g. SpendCounterCost
    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        yield from pay_in_full(g, ctx, self.cost, f"cannot {self.cost.text()}")

    def text(self) -> str:
        return self.cost.text()[:1].upper() + self.cost.text()[1:]
