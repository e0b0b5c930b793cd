"""Words of the effects language added for the Axiom cards of the later sets (Alize, Bise,
Cyclone, Duster): exhausted cards among what you control and in your Reserve, a choice of
one object to exhaust, "target Permanent in play or target card in Reserve", counters spent
from any card you control or in your Reserve. What each means, and the rulings taken, is in
docs/mechanisms.md ("Axiom in the later sets")."""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

import attrs

from engine.cards.registry import card_by_ref
from engine.decisions import Option
from engine.effects.abilities import ICostLessIf, NextPlayed, Passive
from engine.effects.alize_words import WhenACharacterJoinsMyExpedition
from engine.effects.bravos_words import ActivateOne, NextPlayedActivatesOne
from engine.effects.conditions import Condition
from engine.effects.core_words import ActivateSymbol
from engine.effects.costs import Cost
from engine.effects.duster_words import CreateLandmarkToken
from engine.effects.filters import PERMANENT, TYPE_NOUNS, Filter
from engine.effects.reserve_limits import ReserveLimitPassive
from engine.effects.selectors import All, Me, Target
from engine.effects.steps import (
    YOU,
    Choose,
    CreateToken,
    GainBoosts,
    If,
    May,
    PutFromHand,
    Run,
    Step,
    Who,
    lower_first,
    then_text,
    upper_first,
)
from engine.effects.triggers import Trigger
from engine.model import STATUS, ZONE

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.events import Event
    from engine.model import Card, Status, Zone
    from engine.state import GameState

_IN_PLAY = (ZONE.EXPEDITION, ZONE.LANDMARK)


def your_permanents(g: GameState, player: int) -> list[Card]:
    """The Permanents a player controls (7.5.4): in their Expeditions and Landmarks."""
    return [c for c in g.objects_in(_IN_PLAY)
            if c.cdef.counts_as("permanent") and g.controller_of(c) == player]


def exhausted_yours(g: GameState, player: int, permanents: bool = True,
                    reserve: bool = True) -> list[Card]:
    """The exhausted Permanents a player controls and exhausted cards of their Reserve."""
    out: list[Card] = []
    if permanents:
        out += [c for c in your_permanents(g, player) if c.exhausted]
    if reserve:
        out += [c for c in g.players[player].reserve if c.exhausted]
    return out


# ----------------------------------------------------------------------------- selectors
@attrs.frozen
class OneOfFilter:
    """Objects that match any of several descriptions ("a Permanent in play or a card in
    Reserve"); `words` are the printed nouns, in order."""

    parts: tuple[Filter, ...]
    words: tuple[str, ...]

    @property
    def zones(self) -> tuple[Zone, ...]:
        out: list[Zone] = []
        for f in self.parts:
            out += [z for z in f.zones if z not in out]
        return tuple(out)

    def matches(self, g: GameState, card: Card, ctx: Ctx) -> bool:
        return any(f.matches(g, card, ctx) for f in self.parts)

    def noun(self, plural: bool = False) -> str:
        return " or ".join(self.words)


@attrs.frozen
class TargetOneOf(Target):
    """"Target Permanent in play or target card in Reserve": one target, of either kind
    (6.5.b). Tough still protects a Permanent an opponent controls (7.4.7.c); nobody
    controls a Reserve card (7.5.4)."""

    def text(self, subject: bool = False) -> str:
        return " or ".join(f"target {w}" for w in self.filter.words)


# ----------------------------------------------------------------------------- steps
_KIND_WORDS = {("permanent",): ("a Permanent you control", "a Permanent they control"),
               ("reserve",): ("a card in your Reserve", "a card in their Reserve"),
               ("permanent", "reserve"): (
                   "a Permanent you control or a card in your Reserve",
                   "a Permanent they control or a card in their Reserve")}


@attrs.frozen
class ExhaustOne(Step):
    """"Exhaust a Permanent you control or a card in your Reserve" (7.3.10): a choice, not a
    target, among the ready ones (exhausting an exhausted card changes nothing, 2.4.1.f).
    "Each player exhausts …": each chooses among their own, in initiative order. With
    nothing to exhaust nothing happens, and "If you do" does not follow (6.5.f)."""

    kinds: tuple[str, ...] = ("reserve",)
    who: Who = YOU
    reports_did = True

    def candidates(self, g: GameState, player: int) -> list[Card]:
        cards: list[Card] = []
        if "permanent" in self.kinds:
            cards += your_permanents(g, player)
        if "reserve" in self.kinds:
            cards += list(g.players[player].reserve)
        return [c for c in cards if not c.exhausted]

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False
        done: list[Card] = []
        for p in self.who.players(g, ctx):
            cards = self.candidates(g, p)
            if not cards:
                g.note(f"{g.players[p].name} has nothing to exhaust", "1.4.1.c", ctx=ctx)
                continue
            opts = [Option(f"x:{c.oid}", g.describe(c), (c.oid,)) for c in cards]
            words = _KIND_WORDS[self.kinds][0]
            ans = yield from g.ask(p, "choose_card", f"Choose {words} to exhaust", opts,
                                   source=ctx.source)
            pick = next(c for c in cards if f"x:{c.oid}" == ans)
            g.gain_status(pick, STATUS.EXHAUSTED, "7.3.10", ctx=attrs.evolve(ctx, controller=p))
            done.append(pick)
        ctx.did = bool(done)
        ctx.chosen = done

    def text(self) -> str:
        you, they = _KIND_WORDS[self.kinds]
        if self.who.who == "you":
            return f"Exhaust {you}"
        return f"{upper_first(self.who.noun())} exhausts {they}"


@attrs.frozen
class IfAfter(If):
    """"[Step] if [condition]": the condition printed after the step; the same meaning as
    "If [condition], [step]" (6.5.d)."""

    def text(self) -> str:
        return f"{then_text(self.then)} if {self.cond.text()}"


@attrs.frozen
class GainBoostsPerExhausted(Step):
    """"I gain 1 boost per exhausted Permanent you control and per exhausted card in your
    Reserve, up to a max of N boosts on me": counted once as the step resolves (6.5.i),
    gained at once (7.3.12), only until I hold N."""

    cap: int = 3

    def run(self, g: GameState, ctx: Ctx) -> Run:
        src = ctx.source
        if src is None or not g.alive(src, ctx.source_oid):
            return
        n = len(exhausted_yours(g, ctx.controller))
        have = src.counters.get("boost", 0)
        gain = max(0, min(n, self.cap - have))
        g.note(f"counts {n} exhausted (Permanents you control, cards in your Reserve); "
               f"{src.name} has {have} of at most {self.cap} boosts", "6.5.i", ctx=ctx)
        if gain:
            g.gain_counters(src, "boost", gain, "7.3.12", ctx=ctx)
        yield from ()

    def text(self) -> str:
        return ("I gain 1 boost per exhausted Permanent you control and per exhausted card "
                f"in your Reserve, up to a max of {self.cap} boosts on me")


@attrs.frozen
class BoostThen(Step):
    """"Target Character in your Reserve gains 1 boost. Then exhaust it / ready it": the
    target (6.5.b) gains the boosts (7.3.12), then the same object is exhausted (7.3.10) or
    readied (7.3.18)."""

    who: Target
    n: int = 1
    then: str = "exhaust"  # exhaust | ready

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, f"gain {self.n} boost")):
            g.gain_counters(c, "boost", self.n, "7.3.12", ctx=ctx)
            if self.then == "exhaust":
                g.gain_status(c, STATUS.EXHAUSTED, "7.3.10", ctx=ctx)
            else:
                g.lose_status(c, STATUS.EXHAUSTED, "7.3.18", ctx=ctx)

    def text(self) -> str:
        boosts = "1 boost" if self.n == 1 else f"{self.n} boosts"
        return f"{upper_first(self.who.text())} gains {boosts}. Then {self.then} it"


# ----------------------------------------------------------------------------- conditions
@attrs.frozen
class YouHaveExhausted(Condition):
    """"If you control an exhausted Permanent", "if there's an exhausted card in your
    Reserve", or both joined by "or"; "If there are N or more exhausted cards among
    Permanents you control and cards in your Reserve". Nobody controls Reserve cards
    (7.5.4): "your Reserve" is the one you own."""

    permanents: bool = True
    reserve: bool = True
    at_least: int = 1

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        n = len(exhausted_yours(g, ctx.controller, self.permanents, self.reserve))
        return n >= self.at_least

    def text(self) -> str:
        if self.at_least > 1:
            return (f"there are {_NUMBER_WORDS.get(self.at_least, self.at_least)} or more "
                    "exhausted cards among Permanents you control and cards in your Reserve")
        parts = []
        if self.permanents:
            parts.append("you control an exhausted Permanent")
        if self.reserve:
            parts.append("there's an exhausted card in your Reserve")
        return " or if ".join(parts)


_NUMBER_WORDS = {2: "two", 3: "three", 4: "four", 5: "five"}


# ----------------------------------------------------------------------------- spending counters
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
        cards = self._holders(g, ctx)
        pick = cards[0]
        if len(cards) > 1:
            opts = [Option(f"c:{c.oid}", f"{g.describe(c)} ({_counter_words(c)})", (c.oid,))
                    for c in cards]
            ans = yield from g.ask(ctx.controller, "choose_card",
                                   "Choose the card to spend a counter from", opts,
                                   source=ctx.source)
            pick = next(c for c in cards if f"c:{c.oid}" == ans)
        names = ["boost"] if not self.anywhere else sorted(pick.counters)
        name = names[0]
        if len(names) > 1:
            opts = [Option(f"n:{k}", f"{k.capitalize()} counter") for k in names]
            ans = yield from g.ask(ctx.controller, "choose_counter", "Which counter to spend?", opts,
                                   source=ctx.source)
            name = ans.split(":", 1)[1]
        g.spend_counters(pick, name, self.n, ctx=ctx)

    def text(self) -> str:
        if not self.anywhere:
            return f"spend {self.n} of my boosts"
        return f"spend {self.n} counter from a card you control or in your Reserve"


def _counter_words(c: Card) -> str:
    return ", ".join(f"{n} {k}" for k, n in sorted(c.counters.items()))


@attrs.frozen
class PaidMode(Step):
    """A mode (or sentence) with its own cost: "[T] : I gain 2 boosts" among the modes of
    "Choose one:", or "Spend 1 counter … to discard target Permanent". The cost is paid in
    full first (6.4); if it cannot be, the rest does not happen (as 6.4.a for any cost)."""

    cost: Any
    steps: tuple[Step, ...]
    colon: bool = True
    reports_did = True  # printed "[T] : …" rather than "Spend … to …"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False
        if not self.cost.payable(g, ctx):
            g.note(f"cannot {self.cost.text()}, so nothing more happens", "6.4", ctx=ctx)
            return
        yield from g.run_action(lambda: self.cost.pay(g, ctx))
        ctx.did = True
        for s in self.steps:
            yield from g.run_step(s, ctx)

    def text(self) -> str:
        if self.colon:
            return f"{self.cost.symbol()} : {then_text(self.steps)}"
        return f"{upper_first(self.cost.text())} to {lower_first(then_text(self.steps))}"


@attrs.frozen
class ReducedNextPlayed(NextPlayed):
    """"Reduce the cost of the next Permanent you play this Afternoon by N": the same
    Ongoing effect as "… costs N less" (5.1.2.e), in other words."""

    def text(self, duration: str | None = None) -> str:
        what = " or ".join(TYPE_NOUNS[t] for t in self.types)
        when = {"turn": " this turn", "afternoon": " this Afternoon"}.get(duration or "", "")
        return f"Reduce the cost of the next {what} you play{when} by {self.cost_less}."


# ----------------------------------------------------------------------------- exhausted cards played
@attrs.frozen
class MayPlayExhaustedFromReserve(Passive):
    """"You may play exhausted cards from your Reserve" (and "… exhausted Characters from
    your Reserve in my Expedition"): a passive changing a rule (2.3), lifting 2.4.5.c for
    the controller's own Reserve; with `in_my_expedition`, only into an Expedition I (a Gear)
    am in. Playing the card is otherwise as usual: costs, Fleeting from Reserve (5.2.b)."""

    types: tuple[str, ...] = ()  # () every card; ("character",) Characters only
    in_my_expedition: bool = False
    support: bool = False

    def text(self, duration: str | None = None) -> str:
        what = "Characters" if self.types == ("character",) else "cards"
        where = " in my Expedition" if self.in_my_expedition else ""
        return f"{'[S] ' if self.support else ''}You may play exhausted {what} from your Reserve{where}."


ANYWHERE: frozenset[str | None] = frozenset({"hero", "companion", None})


def exhausted_play_destinations(g: GameState, player: int, card: Card) -> frozenset[str | None]:
    """Where `player` may play `card`, an exhausted card of their Reserve, to: nowhere
    (2.4.5.c) unless a working `MayPlayExhaustedFromReserve` they control allows it."""
    out: set[str | None] = set()
    for holder, pa, ctrl in g.passives_of(MayPlayExhaustedFromReserve):
        if ctrl != player or (pa.types and not card.cdef.counts_as(pa.types)):
            continue
        if not pa.in_my_expedition:
            return ANYWHERE
        if holder is not None and holder.zone is ZONE.EXPEDITION:
            out.update(g.expeditions_of(holder))
    return frozenset(out)


@attrs.frozen
class YourCardsInReserve(All):
    """"Your cards in Reserve" / "all cards in your Reserve": every card of the Reserve you
    own (nobody controls them, 7.5.4)."""

    filter: Filter = Filter(types=(), zones=(ZONE.RESERVE,), owner="you")
    words: str = "your cards in Reserve"

    def text(self, subject: bool = False) -> str:
        return self.words


@attrs.frozen
class WhenACardGoesFromHandOrDeckToReserve(Trigger):
    """"When a card goes from your Hand or deck to Reserve": a card its controller owns moves
    from their Hand or Deck into their Reserve — put there by an effect or a cost, or
    Resupplied (7.3.22); Rest's Characters coming from the Expeditions do not count."""

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return (ev.kind == "move" and ev.dst is ZONE.RESERVE
                and ev.src in (ZONE.HAND, ZONE.DECK)
                and ev.card is not None and ev.card.owner == ctrl)

    def text(self) -> str:
        return "When a card goes from your Hand or deck to Reserve"


# ----------------------------------------------------------------------------- Reserve limit
@attrs.frozen
class ReserveLimitUp(ReserveLimitPassive):
    """"Your Reserve limit is increased by one" and "You may keep one more card in Reserve
    during Night if it's exhausted": a passive changing the rule of Clean-up (4.2.5.c) for
    its controller. With `exhausted_only`, the one more card kept must be exhausted."""

    n: int = 1
    exhausted_only: bool = False

    def limit_delta(self, g: GameState, player: int, ctrl: int) -> int:
        return self.n if ctrl == player else 0

    def text(self, duration: str | None = None) -> str:
        if self.exhausted_only:
            return "You may keep one more card in Reserve during Night if it's exhausted."
        return f"Your Reserve limit is increased by {_WORDS.get(self.n, self.n)}."


_WORDS = {1: "one", 2: "two", 3: "three"}


# ----------------------------------------------------------------------------- Duster, more
@attrs.frozen
class ExhaustTarget(Step):
    """"Exhaust target card in any player's Reserve" (7.3.10): the target of the choice is
    what the next sentence calls "that player's" (its owner: nobody controls Reserve cards,
    7.5.4). Done only if the card was not exhausted yet (2.4.1.f), for "If you do" (6.5.f)."""

    who: Target
    words: str = "target card in any player's Reserve"
    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False
        picked = yield from self.who.pick(g, ctx, "exhaust")
        for c in picked:
            ctx.did = g.gain_status(c, STATUS.EXHAUSTED, "7.3.10", ctx=ctx) or ctx.did
        ctx.chosen = list(picked)

    def text(self) -> str:
        return f"Exhaust {self.words}"


@attrs.frozen
class CreateLandmarkTokenForThem(CreateLandmarkToken):
    """"Create a Manaseed token in that player's Landmarks": the owner of the card the step
    before chose (a card in Reserve), or the controller of the object ("its controller's",
    6.3.j: as it last was in play)."""

    whose: str = "that_player"  # that_player | its_controller

    def _players(self, g: GameState, ctx: Ctx) -> Run:
        if self.whose == "its_controller":
            return (yield from super()._players(g, ctx))
        return [ctx.chosen[0].owner] if ctx.chosen else []

    def text(self) -> str:
        name = card_by_ref(self.token).name
        article = "an" if name[:1] in "AEIOU" else "a"
        whose = "that player's" if self.whose == "that_player" else "its controller's"
        return f"Create {article} {name} token in {whose} Landmarks"


@attrs.frozen
class PutFromHandThenExhaust(Step):
    """"Put a card from your hand in Reserve, then exhaust it": the card as it arrives in
    Reserve, a new object (1.4.4), is exhausted (7.3.10). With an empty hand nothing is
    done and "If you do" does not follow (6.5.f)."""

    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False
        yield from g.run_step(PutFromHand(), ctx)
        for c in ctx.chosen:
            if c.zone is ZONE.RESERVE:
                g.gain_status(c, STATUS.EXHAUSTED, "7.3.10", ctx=ctx)

    def text(self) -> str:
        return "Put a card from your hand in Reserve, then exhaust it"


@attrs.frozen
class MayTargetGains(Step):
    """"You may target a Character in Reserve, it gains 2 boosts": optional (6.5.c), then
    the target (6.5.b) gains the boosts (7.3.12)."""

    who: Target
    n: int = 2
    then_word: bool = False  # printed "Then you may …"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        step = GainBoosts(self.who, self.n)
        yield from g.run_step(May(step), ctx)

    def text(self) -> str:
        noun = self.who.filter.noun()
        article = "an" if noun[:1] in "AEIOU" else "a"
        head = "Then you may" if self.then_word else "You may"
        return f"{head} target {article} {noun}, it gains {self.n} boost{'s' * (self.n != 1)}"


@attrs.frozen
class ChooseOrPayForBoth(Step):
    """"Choose one, or exhaust a Permanent you control to choose both: • … • …": if the
    cost can be paid, the controller may pay it (6.4) and both modes happen in order;
    otherwise one mode is chosen (6.5.g)."""

    cost: Any
    choose: Choose

    def run(self, g: GameState, ctx: Ctx) -> Run:
        both = False
        if self.cost.payable(g, ctx):
            both = yield from g.ask_yes_no(
                ctx.controller, f"{upper_first(self.cost.text())} to choose both?",
                source=ctx.source)
        if both:
            yield from g.run_action(lambda: self.cost.pay(g, ctx))
            chosen: tuple[int, ...] = tuple(range(len(self.choose.modes)))
        else:
            chosen = yield from g.choose_modes(ctx.controller, self.choose, ctx)
        for i in chosen:
            for s in self.choose.modes[i]:
                yield from g.run_step(s, ctx)

    def text(self) -> str:
        return (f"Choose one, or {self.cost.text()} to choose both:"
                + "".join(f"\n • {self.choose.mode_text(i)}"
                          for i in range(len(self.choose.modes))))


# ----------------------------------------------------------------------------- sacrifices as costs
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


def _sacrifice_candidates(g: GameState, ctx: Ctx, flt: Any) -> list[Card]:
    return [c for c in g.objects_in(flt.zones)
            if g.controller_of(c) == ctx.controller and flt.matches(g, c, ctx)]


def _sacrifice_one(g: GameState, ctx: Ctx, cards: list[Card], noun: str) -> Run:
    pick = cards[0]
    if len(cards) > 1:
        opts = [Option(f"s:{c.oid}", g.describe(c), (c.oid,)) for c in cards]
        ans = yield from g.ask(ctx.controller, "sacrifice", f"Choose {noun} to sacrifice",
                               opts, source=ctx.source)
        pick = next(c for c in cards if f"s:{c.oid}" == ans)
    yield from g.move(pick, ZONE.DISCARD, rule="7.3.25", ctx=ctx, sacrifice=True)


@attrs.frozen
class SacrificeOneCost:
    """The internal cost "sacrifice a Permanent" of "You may sacrifice a Permanent to …"
    (6.4): one you control, chosen as it is paid (7.3.25); with none it cannot be paid."""

    filter: Any = PERMANENT

    def payable(self, g: GameState, ctx: Ctx) -> bool:
        return bool(_sacrifice_candidates(g, ctx, self.filter))

    def why_not(self, g: GameState, ctx: Ctx) -> str | None:
        return None if self.payable(g, ctx) else f"you control no {self.filter.noun()}"

    def pay(self, g: GameState, ctx: Ctx) -> Run:
        cards = _sacrifice_candidates(g, ctx, self.filter)
        yield from _sacrifice_one(g, ctx, cards, f"a {self.filter.noun()}")

    def text(self) -> str:
        return f"sacrifice a {self.filter.noun()}"


@attrs.frozen
class CostAndSacrifice:
    """A quick action's cost "[T], 1, Sacrifice a Permanent": paid in full, in one step (6.4.a):
    the mana, exhausting me, then the sacrifice of a Permanent I control (7.3.25) — which may
    be this very Permanent (it is one of the Permanents I control)."""

    base: Cost
    filter: Any = PERMANENT

    def payable(self, g: GameState, ctx: Ctx) -> bool:
        return self.base.payable(g, ctx) and bool(_sacrifice_candidates(g, ctx, self.filter))

    def why_not(self, g: GameState, ctx: Ctx) -> str | None:
        if not _sacrifice_candidates(g, ctx, self.filter):
            return f"you control no {self.filter.noun()} to sacrifice"
        return self.base.why_not(g, ctx)

    def pay(self, g: GameState, ctx: Ctx) -> Run:
        cards = _sacrifice_candidates(g, ctx, self.filter)
        yield from self.base.pay(g, ctx)
        yield from _sacrifice_one(g, ctx, cards, f"a {self.filter.noun()}")

    def text(self) -> str:
        return f"{self.base.text()} and sacrifice a {self.filter.noun()}"

    def symbol(self) -> str:
        return f"{self.base.symbol()}, Sacrifice a {self.filter.noun()}"


@attrs.frozen
class GiveBoostsTo(Step):
    """"Give 1 boost to target Character": the object gains the boosts (7.3.12)."""

    who: Any
    n: int = 1

    def run(self, g: GameState, ctx: Ctx) -> Run:
        yield from GainBoosts(self.who, self.n).run(g, ctx)

    def text(self) -> str:
        return f"Give {self.n} boost{'s' * (self.n != 1)} to {self.who.text()}"


@attrs.frozen
class IfYouDont(Step):
    """"If you don't, [steps]": after an optional step, when it was not done (6.5.f)."""

    steps: tuple[Step, ...]

    def run(self, g: GameState, ctx: Ctx) -> Run:
        if not ctx.did:
            for s in self.steps:
                yield from g.run_step(s, ctx)

    def text(self) -> str:
        return "If you don't, " + then_text(self.steps)


# ----------------------------------------------------------------------------- modes, activations
@attrs.frozen
class ItActivates(ActivateSymbol):
    """"Target Permanent you control activates its [J] abilities" (7.3.1.b): the object
    itself is the subject; the same as "Activate the [J] abilities of …"."""

    def text(self) -> str:
        return f"{upper_first(self.who.text())} activates its [{self.symbol}] abilities"


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
class AnyNumberForBoosts(Step):
    """"You may discard any number of cards from your Reserve (or sacrifice any number of
    Permanents) to give me that many boosts": the player chooses the cards, none included
    (6.5.c); they go at once (discarded 7.3.5, or sacrificed 7.3.25), then I gain one boost
    per card that went (7.3.12)."""

    what: str = "reserve"  # reserve | permanents

    def _candidates(self, g: GameState, ctx: Ctx) -> list[Card]:
        if self.what == "reserve":
            return list(g.players[ctx.controller].reserve)
        return your_permanents(g, ctx.controller)

    def run(self, g: GameState, ctx: Ctx) -> Run:
        cards = self._candidates(g, ctx)
        if not cards:
            g.note(f"has nothing to {self._verb()}", "1.4.1.c", ctx=ctx)
            return
        opts = [Option(f"c:{c.oid}", g.describe(c), (c.oid,)) for c in cards]
        ans = yield from g.ask(ctx.controller, "choose_card",
                               f"Choose any number of cards to {self._verb()}", opts, 0,
                               len(cards), source=ctx.source, multi=True)
        chosen = [c for c in cards if f"c:{c.oid}" in ans]
        gone = 0
        for c in chosen:
            new = yield from g.move(c, ZONE.DISCARD, rule="7.3.25" if self.what != "reserve"
                                    else "7.3.5", ctx=ctx, sacrifice=self.what != "reserve")
            gone += new is not None or c.cdef.is_token
        src = ctx.source
        if gone and src is not None and g.alive(src, ctx.source_oid):
            g.gain_counters(src, "boost", gone, "7.3.12", ctx=ctx)
        elif not gone:
            g.note(f"chooses to {self._verb()} nothing", "6.5.c", ctx=ctx)

    def _verb(self) -> str:
        return "discard from your Reserve" if self.what == "reserve" else "sacrifice"

    def text(self) -> str:
        what = ("discard any number of cards from your Reserve" if self.what == "reserve"
                else "sacrifice any number of Permanents")
        return f"You may {what} to give me that many boosts"


# ----------------------------------------------------------------------------- more words
@attrs.frozen
class WhenRobotOrTokenJoinsMyExpedition(WhenACharacterJoinsMyExpedition):
    """"When a Robot or a token joins my Expedition": as "When a Character joins my
    Expedition", for a Robot or a token only (a Robot token is both: one activation)."""

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        got = super().match(g, ev, me, ctrl)
        if got is False or ev.card is None:
            return False
        cd = ev.card.cdef
        return got if (cd.is_token or "robot" in g.subtypes(ev.card)) else False

    def text(self) -> str:
        return "When a Robot or a token joins my Expedition"


@attrs.frozen
class IfOtherwiseInline(If):
    """"If [condition], X, otherwise Y": one sentence with both branches (6.5.d-e)."""

    def text(self) -> str:
        return (f"If {self.cond.text()}, {then_text(self.then)}, otherwise "
                f"{then_text(self.otherwise)}")


@attrs.frozen
class NextPlayedLessAndBoosts(NextPlayed):
    """"The next Leviathan you play this Afternoon costs 2 less and gains 1 boost": one
    Ongoing effect (2.2.14) used up by the first such card: its cost (5.1.2.e) and its
    boosts as it resolves (5.2.b)."""

    def text(self, duration: str | None = None) -> str:
        what = (self.subtype or "").capitalize() or " or ".join(TYPE_NOUNS[t] for t in self.types)
        when = {"turn": " this turn", "afternoon": " this Afternoon"}.get(duration or "", "")
        return (f"The next {what} you play{when} costs {self.cost_less} less and gains "
                f"{self.boosts} boost{'s' * (self.boosts != 1)}.")


# ----------------------------------------------------------------------------- Flawed Prototype
@attrs.frozen
class SacrificeEither(Step):
    """"Sacrifice another Robot or Permanent" / "Sacrifice a Plant or Permanent": one object
    you control of either kind (7.3.25); what was sacrificed is "its" for the next sentence
    (its Hand Cost as it last was, 6.3.j). Nothing to sacrifice: "If you can't" follows."""

    filter: OneOfFilter
    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False
        cards = _sacrifice_candidates(g, ctx, self.filter)
        ctx.chosen = []
        if not cards:
            g.note(f"controls no {self.filter.noun()} to sacrifice", "1.4.1.c", ctx=ctx)
            return
        pick = cards[0]
        if len(cards) > 1:
            opts = [Option(f"s:{c.oid}", g.describe(c), (c.oid,)) for c in cards]
            ans = yield from g.ask(ctx.controller, "sacrifice",
                                   f"Choose {self._noun()} to sacrifice", opts, source=ctx.source)
            pick = next(c for c in cards if f"s:{c.oid}" == ans)
        ctx.chosen = [pick]
        yield from g.move(pick, ZONE.DISCARD, rule="7.3.25", ctx=ctx, sacrifice=True)
        ctx.did = True

    def _noun(self) -> str:
        noun = self.filter.noun()
        return noun if noun.startswith("another ") else f"a {noun}"

    def text(self) -> str:
        return f"Sacrifice {self._noun()}"


@attrs.frozen
class IfYouCant(IfYouDont):
    """"If you can't, [steps]": the step before could not be done (nothing to sacrifice)."""

    def text(self) -> str:
        return "If you can't, " + then_text(self.steps)


@attrs.frozen
class ItsHandCostWas(Condition):
    """"If its Hand Cost was N or more": the printed Hand Cost of the object the step before
    dealt with (a sacrificed card, looked at as it was, 6.3.j)."""

    at_least: int

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return bool(ctx.chosen) and ctx.chosen[0].cdef.hand_cost >= self.at_least

    def text(self) -> str:
        return f"its Hand Cost was {self.at_least} or more"


# ----------------------------------------------------------------------------- Avalanche
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
class CreateOnlyOne(CreateToken):
    """"Otherwise, create only one": the token of the sentence before, one of it (7.3.4)."""

    def text(self) -> str:
        return "create only one"


# ----------------------------------------------------------------------------- Fab Lab Unit
@attrs.frozen
class NextPlayedHereActivatesOne(NextPlayedActivatesOne):
    """"The next Character played from your hand in my Expedition this turn activates one of
    its [R] abilities[, then gains 1 boost]": as Bravos' word, used up only by a Character
    played into the Expedition the source (a Gear) was in when the effect began
    (`in_expedition`, filled in by `CreateOngoingHere`)."""

    in_expedition: str | None = None
    then_boosts: int = 0

    def on_played(self) -> tuple[tuple[tuple[Step, ...], str], ...]:
        steps: tuple[Step, ...] = (ActivateOne(Me(), self.activates or "R"),)
        words = f"activates one of its [{self.activates}] abilities"
        if self.then_boosts:
            steps += (GainBoosts(Me(), self.then_boosts),)
            words += f", then gains {self.then_boosts} boost{'s' * (self.then_boosts != 1)}"
        return ((steps, words),)

    def text(self, duration: str | None = None) -> str:
        when = {"turn": " this turn", "afternoon": " this afternoon"}.get(duration or "", "")
        then = (f", then gains {self.then_boosts} boost{'s' * (self.then_boosts != 1)}"
                if self.then_boosts else "")
        return (f"The next Character played from your hand in my Expedition{when} activates "
                f"one of its [{self.activates}] abilities{then}.")


@attrs.frozen
class CreateOngoingHere(Step):
    """Create the Ongoing effect (2.2.14) of `NextPlayedHereActivatesOne` for the Expedition
    the source is in now; out of the Expeditions, there is no "my Expedition" and nothing is
    created (1.4.1.c)."""

    passive: NextPlayedHereActivatesOne
    duration: str = "turn"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        src = ctx.source
        exps = g.expeditions_of(src) if src is not None and src.zone is ZONE.EXPEDITION else []
        if len(exps) != 1:
            g.note("I am in no single Expedition, so nothing happens", "1.4.1.c", ctx=ctx)
            return
        g.create_ongoing(attrs.evolve(self.passive, in_expedition=exps[0]), self.duration, ctx)
        yield from ()

    def text(self) -> str:
        return self.passive.text(duration=self.duration)


# ----------------------------------------------------------------------------- Thomas Edison
@attrs.frozen
class DiscardToActivateTheirR(Step):
    """"You may discard a Character (up to two Characters) from your Reserve. If you do, I
    activate one (up to two) of its (their) [R] abilities as if it was (they were) mine":
    the cards are chosen, not targeted, and discarded (7.3.5); then the chosen printed [R]
    abilities of the discarded cards are activated (7.3.1.b) as abilities of mine — "I" and
    "me" in them are this object, and the Emblems are mine (7.3.1.d)."""

    n: int = 1

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.effects.abilities import Reaction
        from engine.effects.core_words import _is_symbol
        from engine.events import Event

        mine = [c for c in g.players[ctx.controller].reserve if c.cdef.is_character]
        ctx.did = False
        if not mine:
            g.note("has no Character in Reserve to discard", "1.4.1.c", ctx=ctx)
            return
        opts = [Option(f"c:{c.oid}", g.describe(c), (c.oid,)) for c in mine]
        what = "a Character" if self.n == 1 else f"up to {self.n} Characters"
        ans = yield from g.ask(ctx.controller, "choose_card",
                               f"You may discard {what} from your Reserve", opts, 0,
                               min(self.n, len(mine)), source=ctx.source, multi=True)
        chosen = [c for c in mine if f"c:{c.oid}" in ans]
        if not chosen:
            g.note("chooses to discard nothing", "6.5.c", ctx=ctx)
            return
        for c in chosen:
            yield from g.move(c, ZONE.DISCARD, rule="7.3.5", ctx=ctx)
        ctx.did = True
        found = [(c, ab) for c in chosen for ab in c.cdef.abilities
                 if isinstance(ab, Reaction) and not ab.support and _is_symbol(ab.trigger, "R")]
        src = ctx.source
        if not found or src is None or not g.alive(src, ctx.source_oid):
            g.note("no [R] ability to activate", "7.3.1.b", ctx=ctx)
            return
        picks = found
        if self.n > 1 or len(found) > 1:  # "one of its" / "up to two of their"
            opts = [Option(f"a:{i}", f"{c.name}: {ab.text()}", (c.oid,))
                    for i, (c, ab) in enumerate(found)]
            lo = 1 if self.n == 1 else 0
            ans = yield from g.ask(ctx.controller, "choose_card",
                                   f"Choose the [R] abilities I activate (up to {self.n})", opts,
                                   lo, self.n, source=ctx.source, multi=True)
            picks = [found[int(a.split(":")[1])] for a in ans]
        for c, ab in picks:
            g.note(f"{src.name} activates {c.name}'s [R] ability as if it was its own",
                   "7.3.1.b", ctx=ctx)
            g._emblem(src, ab, ctx.controller, Event("activate", src, ctx.controller), True)

    def text(self) -> str:
        if self.n == 1:
            return ("You may discard a Character from your Reserve. If you do, I activate one "
                    "of its [R] abilities as if it was mine")
        return (f"You may discard up to {_NUMBER_WORDS.get(self.n, self.n)} Characters from "
                f"your Reserve. If you do, I activate up to {_NUMBER_WORDS.get(self.n, self.n)} "
                "of their [R] abilities as if they were mine")


# ----------------------------------------------------------------------------- Sphura
@attrs.frozen
class PlayMeForLessIf(ICostLessIf):
    """"Play me for N less if [condition]": the same decrease of the card's own cost as
    "I cost N less if …" (5.1.2.e), in other words."""

    def text(self, duration: str | None = None) -> str:
        return f"Play me for {self.less} less if {self.cond.text()}."


@attrs.frozen
class ReadyUpToOfYourExhausted(Step):
    """"… ready up to two of them": of the exhausted Permanents you control and exhausted
    cards in your Reserve the condition before counted, the player chooses up to N (not
    targets) and they lose Exhausted (7.3.18)."""

    n: int = 2

    def run(self, g: GameState, ctx: Ctx) -> Run:
        cards = exhausted_yours(g, ctx.controller)
        if not cards:
            return
        opts = [Option(f"r:{c.oid}", g.describe(c), (c.oid,)) for c in cards]
        ans = yield from g.ask(ctx.controller, "choose_card",
                               f"Choose up to {self.n} to ready", opts, 0,
                               min(self.n, len(cards)), source=ctx.source, multi=True)
        for c in cards:
            if f"r:{c.oid}" in ans:
                g.lose_status(c, STATUS.EXHAUSTED, "7.3.18", ctx=ctx)

    def text(self) -> str:
        return f"ready up to {_NUMBER_WORDS.get(self.n, self.n)} of them"


# ----------------------------------------------------------------------------- The Refinery R1
@attrs.frozen
class DistributeBoosts(Step):
    """"Distribute 3 boosts among any Characters in Reserve": the player hands out the
    boosts one at a time, to Characters of any Reserve (no owner is named, 7.5.4; chosen, not
    targeted), the same one as often as they like; then each gains its share at once
    (7.3.12). With no Character in a Reserve nothing happens (1.4.1.c)."""

    n: int = 3
    filter: Filter = Filter(zones=(ZONE.RESERVE,))

    def run(self, g: GameState, ctx: Ctx) -> Run:
        cards = [c for c in g.objects_in(self.filter.zones) if self.filter.matches(g, c, ctx)]
        if not cards:
            g.note("there is no Character in Reserve", "1.4.1.c", ctx=ctx)
            return
        share: dict[int, int] = {}
        for k in range(self.n):
            opts = [Option(f"b:{c.oid}", f"{g.describe(c)} (+{share.get(c.oid, 0)} so far)",
                           (c.oid,)) for c in cards]
            ans = yield from g.ask(ctx.controller, "choose_card",
                                   f"Boost {k + 1} of {self.n}: which Character gains it?", opts,
                                   source=ctx.source)
            oid = int(ans.split(":")[1])
            share[oid] = share.get(oid, 0) + 1
        for c in cards:
            if share.get(c.oid):
                g.gain_counters(c, "boost", share[c.oid], "7.3.12", ctx=ctx)

    def text(self) -> str:
        return f"distribute {self.n} boosts among any Characters in Reserve"


# ----------------------------------------------------------------------------- Restocking Station R1
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
            ans = yield from g.ask(ctx.controller, "choose_counter",
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
class SameNumberLose(Step):
    """"The same number of target Characters lose Fleeting": as many targets (6.5.b) as
    counters were spent for the cost (7.3.15); none if none were."""

    who: Target
    status: Status

    def run(self, g: GameState, ctx: Ctx) -> Run:
        k = ctx.spent or 0
        if not k:
            g.note("no counter was spent, so there is no target", "6.5.b", ctx=ctx)
            return
        for c in (yield from attrs.evolve(self.who, count=k).pick(
                g, ctx, f"lose {self.status.value.capitalize()}")):
            g.lose_status(c, self.status, "7.3.15", ctx=ctx)

    def text(self) -> str:
        return (f"the same number of target {self.who.filter.noun(plural=True)} lose "
                f"{self.status.value.capitalize()}")


# ----------------------------------------------------------------------------- Della & Bolt
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

    def pick(self, g: GameState, ctx: Ctx, verb: str) -> Generator[Any, Any, list[Card]]:
        chosen = yield from super().pick(g, ctx, verb)  # pays Tough (7.4.7)
        for c in chosen:
            if self._taxed(c):
                g.pay_mana(ctx.controller, self.more, "5.3", ctx)
        return chosen


@attrs.frozen
class ReadyTaxed(Step):
    """"Ready target Permanent in play or target card in Reserve. This costs 2 more to target a
    Permanent in play with Hand Cost 5 or more." (7.3.18)."""

    who: TargetOneOfTaxed

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, "ready")):
            g.lose_status(c, STATUS.EXHAUSTED, "7.3.18", ctx=ctx)

    def text(self) -> str:
        return (f"Ready {self.who.text()}. This costs {self.who.more} more to target a Permanent "
                f"in play with Hand Cost {self.who.min_hand_cost} or more")
