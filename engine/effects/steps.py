"""Steps of effects: one word of the language per verb of section 7.3.

Every step has `run(g, ctx)`, a generator that may ask decisions and changes the game
through the primitives of `engine.state`, and `text()`, the words a player reads.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

import attrs

from engine.ability_kinds import Reaction
from engine.ability_kinds import Step as Step
from engine.decisions import Asks as Asks
from engine.decisions import DecisionKind, Option
from engine.effects.context import Ctx as _Ctx
from engine.effects.filters import CHARACTER, Filter
from engine.effects.selectors import JUST_CHOOSE, Me, Target
from engine.effects.triggers import OnJoin
from engine.events import Event
from engine.gamestate.questions import definition_of
from engine.gamestate.replacing import Action
from engine.messages import msg, msg_text
from engine.model import EXPEDITIONS, STATUS, ZONE
from engine.sentences import KEYWORD_VERBS as KEYWORD_VERBS
from engine.sentences import effect_text as effect_text
from engine.sentences import lower_first as lower_first
from engine.sentences import upper_first as upper_first

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.abilities import Passive
    from engine.effects.conditions import Condition
    from engine.effects.context import Ctx
    from engine.effects.costs import Payment
    from engine.effects.counts import Count
    from engine.effects.filters import Description
    from engine.effects.selectors import Selector
    from engine.model import Card, Status, Zone
    from engine.state import GameState

_OF_PLAYER = {"hero": "{player}'s hero Expedition", "companion": "{player}'s companion Expedition"}


#: what a step's `run` is: it yields the decisions it asks (up to the day flow, which
#: sends the answers back in) and gives nothing back
Run = Asks[None]


@attrs.frozen
class DieResult:
    """"X, where X is the result" of the die rolled earlier in the effect (7.3.19.b)."""

    final: bool = False  # printed "the final result" (after the effect changed it)

    def value(self, ctx: Ctx) -> int:
        return ctx.die or 0

    def __str__(self) -> str:
        return "X"


def amount(v: int | DieResult, ctx: Ctx) -> int:
    return v if isinstance(v, int) else v.value(ctx)


def plural(n: int | DieResult, word: str) -> str:
    if isinstance(n, int):
        return f"{n} {word}" + ("" if n == 1 else "s")
    return f"X {word}s"


def then_text(steps: tuple[Step, ...]) -> str:
    """Steps joined into one clause: "gain 1 boost, then draw a card"."""
    return ", then ".join(lower_first(s.text()) for s in steps)


class Runs(Protocol):
    """What the kernel asks of a step (`GameState.run_step`): carry it out, and say it.
    Every `Step` has this face."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        """Carry the step out: the decisions it asks are yielded, the answers sent back."""
        ...

    def text(self) -> str:
        """The step as printed."""
        ...


class StepOn(Runs, Protocol):
    """A step whose objects a selector names (`who`): "target Character gains 2 boosts".
    Every such step is an attrs class, so the same step about other objects ("it") is
    `about(step, It())`."""

    @property
    def who(self) -> Selector:
        """The selector naming the objects the step acts on."""
        ...


def about(step: StepOn, who: Selector) -> StepOn:
    """The same step acting on the objects `who` names."""
    # mypy's attrs plugin takes no protocol for `evolve`; every StepOn is an attrs class
    return attrs.evolve(step, who=who)  # type: ignore[misc]


def subject_text(sel: Selector, verb_s: str, verb_pl: str) -> str:
    if isinstance(sel, Me):
        return f"I {verb_pl}"
    s = sel.text(subject=True)
    return f"{s} {verb_pl if sel.plural else verb_s}"


@attrs.frozen
class Who:
    """Which player(s) do an action: you, each player (initiative order), target opponent."""

    who: str = "you"  # you | each | each_from_you | opponent | target_opponent

    def players(self, g: GameState, ctx: Ctx) -> list[int]:
        if self.who == "you":
            return [ctx.controller]
        if self.who in ("opponent", "target_opponent"):
            return [1 - ctx.controller]
        if self.who == "each_from_you":  # "starting with you, each player": then turn order
            me = ctx.controller
            return [me, *(p for p in g.initiative_order() if p != me)]
        return g.initiative_order()

    def noun(self) -> str:
        return {"you": "you", "each": "each player", "opponent": "your opponent",
                "each_from_you": "starting with you, each player",
                "target_opponent": "target opponent"}[self.who]

    def subject(self, verb_s: str, verb_pl: str) -> str:
        return f"{self.noun()} {verb_pl if self.who == 'you' else verb_s}"


YOU = Who("you")


EACH = Who("each")


@attrs.frozen
class Draw(Step):
    n: int = 1
    who: Who = YOU

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for p in self.who.players(g, ctx):
            yield from g.draw(p, self.n, "7.3.7", ctx=ctx)
        ctx.did = True

    def text(self) -> str:
        what = "a card" if self.n == 1 else f"{self.n} cards"
        if self.who.who == "you":
            return f"Draw {what}"
        return self.who.subject("draws", "draw").capitalize() + " " + what


@attrs.frozen
class Resupply(Step):
    who: Who = YOU
    exhausted: bool = False  # Exhausted Resupply (7.3.11)

    def run(self, g: GameState, ctx: Ctx) -> Run:
        put: list[Card] = []
        for p in self.who.players(g, ctx):
            card = yield from g.resupply(p, ctx=ctx)
            if card is not None:
                put.append(card)
                if self.exhausted:
                    g.gain_status(card, STATUS.EXHAUSTED, "7.3.11", ctx=ctx)
        ctx.did = True
        ctx.chosen = put  # "if you put a Character in Reserve this way" looks at them

    def text(self) -> str:
        verb = "Exhausted Resupply" if self.exhausted else "Resupply"
        if self.who.who == "you":
            return verb
        # the keyword keeps its printed form after any subject: "Each player Resupply"
        return f"{self.who.noun().capitalize()} {verb}"


_SABOTAGE_TARGET = Target(Filter(types=(), zones=(ZONE.RESERVE,)), up_to=True)


@attrs.frozen
class Sabotage(Step):
    """Discard up to one target card in a Reserve (7.3.24)."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        chosen = yield from _SABOTAGE_TARGET.pick(g, ctx, "discard (Sabotage)")
        if not chosen and g.objects_in((ZONE.RESERVE,)):
            g.note(msg("chooses no card to discard (Sabotage is 'up to one')"), "7.3.24", ctx=ctx)
        for c in chosen:
            yield from g.move(c, ZONE.DISCARD, rule="7.3.24", ctx=ctx)
        ctx.chosen = list(chosen)  # "if you discarded a Character this way"

    def text(self) -> str:
        return "Sabotage"


@attrs.frozen
class GainBoosts(Step):
    """"[Objects] gain N boosts", and the same action printed with the effect's controller
    as the subject: "Give [object] N boosts", "Give N boosts to [object]" (`printed`):
    each object gains the boosts in one gain (7.3.12)."""

    who: Selector
    n: int | DieResult = 1
    # "Up to two target Characters gain 1 boost", printed without "each": wording only
    no_each: bool = attrs.field(default=False, eq=False)
    # "gains", "give" ("Give it 2 boosts") or "give to" ("Give 2 boosts to …"): wording only
    printed: str = attrs.field(default="gains", eq=False)

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, f"gain {plural(self.n, 'boost')}")):
            g.gain_counters(c, "boost", amount(self.n, ctx), "7.3.12", ctx=ctx)

    def text(self) -> str:
        if self.printed == "give":
            return f"Give {self.who.text()} {plural(self.n, 'boost')}"
        if self.printed == "give to":
            return f"Give {plural(self.n, 'boost')} to {self.who.text()}"
        if isinstance(self.who, Target) and self.who.plural and not self.no_each:
            # "Up to two targets each gain"
            t = f"{self.who.text(subject=True)} each gain {plural(self.n, 'boost')}"
        else:
            t = subject_text(self.who, "gains", "gain") + " " + plural(self.n, "boost")
        if isinstance(self.n, DieResult):
            t += ", where X is the final result" if self.n.final else ", where X is the result"
        return t


@attrs.frozen
class GainCounters(Step):
    """"[Objects] gain N [name] counters" (7.3.12 for a counter of any name).  Boosts are
    counters too, but "gains N boosts" is `GainBoosts`: its N may be a die's result and
    its words differ."""

    who: Selector
    name: str
    n: int = 1

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, f"gain {self.name} counters")):
            g.gain_counters(c, self.name, self.n, "7.3.12", ctx=ctx)

    def text(self) -> str:
        return subject_text(self.who, "gains", "gain") + f" {plural(self.n, self.name.capitalize() + ' counter')}"


@attrs.frozen
class GainStatus(Step):
    """"[Objects] gain [status]" (7.3.13), "Exhaust [objects]" (7.3.10: gaining Exhausted).
    `LoseStatus` has the same shape and the opposite action (7.3.15); the objects that
    gained it are "it" for the next sentence."""

    who: Selector
    status: Status

    def run(self, g: GameState, ctx: Ctx) -> Run:
        rule = "7.3.10" if self.status is STATUS.EXHAUSTED else "7.3.13"  # "Exhaust …" (7.3.10)
        picked = yield from self.who.pick(g, ctx, f"gain {self.status.value.capitalize()}")
        for c in picked:
            g.gain_status(c, self.status, rule, ctx=ctx)
        if picked:  # what "it" names in the next sentence ("If it's in your Reserve")
            ctx.chosen = list(picked)

    def text(self) -> str:
        if self.status is STATUS.EXHAUSTED:
            return "Exhaust " + self.who.text()
        return subject_text(self.who, "gains", "gain") + f" {self.status.value.capitalize()}"


@attrs.frozen
class LoseStatus(Step):
    """"[Objects] lose [status]" (7.3.15): the opposite action of `GainStatus`; losing a
    status the object does not have does nothing."""

    who: Selector
    status: Status

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, f"lose {self.status.value.capitalize()}")):
            g.lose_status(c, self.status, "7.3.15", ctx=ctx)

    def text(self) -> str:
        return subject_text(self.who, "loses", "lose") + f" {self.status.value.capitalize()}"


@attrs.frozen
class Send(Step):
    """Send / put / return an object to a zone (7.3.21, 7.3.23, 7.3.26), or discard it."""

    #: after "You may", whether something was actually moved: with no target left to
    #: choose, "If you do" is false and "If you don't" true (6.5.f)
    reports_did = True

    who: Selector
    to: Zone
    top_of_deck: bool = False
    # printed "Send to Reserve target ...": wording only, so not part of equality
    zone_first: bool = attrs.field(default=False, eq=False)

    def run(self, g: GameState, ctx: Ctx) -> Run:
        verb = {ZONE.RESERVE: "send to Reserve", ZONE.HAND: "return to its owner's hand",
                ZONE.DISCARD: "discard", ZONE.DECK: "put on top of its owner's Deck",
                ZONE.MANA: "put in its owner's Mana zone"}[self.to]
        rule = {ZONE.DISCARD: "7.3.5"}.get(self.to, "7.3.21")
        picked = yield from self.who.pick(g, ctx, verb)
        for c in picked:
            yield from g.move(c, self.to, rule=rule, ctx=ctx)
            ctx.did = True
        ctx.chosen = list(picked)  # what "its controller" names next (6.3.j: as it last was)

    def text(self) -> str:
        w = self.who.text()
        if self.to is ZONE.DISCARD:
            return f"Discard {w}"
        if self.to is ZONE.RESERVE:
            return f"Send to Reserve {w}" if self.zone_first else f"Send {w} to Reserve"
        if self.to is ZONE.HAND:
            if _from_your_reserve(self.who):
                return f"Return {w.replace(' in your Reserve', ' from your Reserve')} to your hand"
            return f"Return {w} to its owner's hand"
        if self.to is ZONE.MANA:  # a Mana Orb, face down and exhausted (3.2.9.b)
            return f"Put {w} in its owner's Mana zone"
        return f"Return {w} to the top of its owner's deck"


def _from_your_reserve(sel: Selector) -> bool:
    """A choice among the cards of your own Reserve: they go back to *your* hand."""
    flt = getattr(sel, "filter", None)
    return flt is not None and flt.zones == (ZONE.RESERVE,) and flt.owner == "you"


def me_in_play(g: GameState, ctx: Ctx) -> Card | None:
    """The source, if it is still the same object (1.4.4) and in play: in an Expedition or
    the Landmark zone (2.2.1.h).  "Sacrifice me", "put me in my owner's Mana zone": once
    it has left, nothing happens to it (2.1.i)."""
    src = ctx.source
    if src is None or src.zone not in (ZONE.EXPEDITION, ZONE.LANDMARK):
        return None
    return src if g.alive(src, ctx.source_oid) else None


def choose_own_card(g: GameState, ctx: Ctx, cards: Sequence[Card], prompt: str,
                    key: str = "h", kind: DecisionKind = DecisionKind.CHOOSE_CARD,
                    label: Callable[[Card], str] | None = None,
                    player: int | None = None) -> Asks[Card]:
    """One of `cards` (at least one), picked by the controller as a step or a cost is
    carried out: not a target (6.5.b), so Tough plays no part.  The one way every word
    asks "which one?": `key` prefixes the ids (`<key>:<oid>`, docs/option-ids.md),
    `kind` is the decision's (a sacrifice is `sacrifice`), `label` names each card (its
    name by default); `player` asks another player than the controller (the one who
    discards, "that opponent targets …").  With a single card there is nothing to
    choose: a decision of these kinds answers itself (6.1.g) and nobody is asked."""
    opts = [Option(f"{key}:{c.oid}", label(c) if label is not None else c.name, (c.oid,))
            for c in cards]
    ans = yield from g.ask(ctx.controller if player is None else player, kind, prompt, opts,
                           source=ctx.source)
    return next(c for c in cards if f"{key}:{c.oid}" == ans)


def choose_one_of(g: GameState, ctx: Ctx, cards: Sequence[Card], prompt: str, none: str,
                  key: str = "h", rule: str = "1.4.1.c") -> Asks[Card | None]:
    """One of `cards` picked by the controller (`choose_own_card`), or None when there is
    none: then the step cannot be done (1.4.1.c) and the note `none` says why, and a
    following "If you do" does not happen (6.5.f)."""
    if not cards:
        g.note(none, rule, ctx=ctx)
        return None
    return (yield from choose_own_card(g, ctx, cards, prompt, key=key))


def choose_from_hand(g: GameState, ctx: Ctx) -> Asks[Card]:
    """The controller picks a card of their hand to put in their Reserve."""
    return (yield from choose_own_card(g, ctx, g.players[ctx.controller].hand,
                                       "Choose a card from your hand to put in your Reserve"))


@attrs.frozen
class PutFromHand(Step):
    """Put a card of your choice from your hand into a zone (Reserve)."""

    to: Zone = ZONE.RESERVE

    def run(self, g: GameState, ctx: Ctx) -> Run:
        if not g.players[ctx.controller].hand:
            g.note(msg("no card in hand to put in Reserve"), "1.2.6.f", ctx=ctx)
            return
        card = yield from choose_from_hand(g, ctx)
        ctx.chosen = [card]
        new = yield from g.move(card, self.to, rule="7.3.21", ctx=ctx)
        ctx.chosen = [new] if new else []
        ctx.did = True

    def text(self) -> str:
        return "Put a card from your hand in Reserve"


@attrs.frozen
class Sacrifice(Step):
    """Each affected player discards an object in play they control (7.3.25)."""

    reports_did = True

    filter: Description | None = None  # None: any Character
    who: Who = YOU
    count: int = 1  # "Sacrifice two Characters": as many as possible, up to this (1.4.1.c)
    count_word: bool = attrs.field(default=False, eq=False)  # printed "one Character"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        flt = self.filter or CHARACTER
        ctx.did = False  # "If you do" follows an object actually sacrificed (6.5.f)
        picks = []
        info: list[str] = []
        for p in self.who.players(g, ctx):
            sub = attrs.evolve(ctx, controller=p)
            own = [c for c in g.objects_in(flt.zones) if flt.matches(g, c, sub)
                   and g.controller_of(c) == p]
            for _ in range(self.count):
                if not own:
                    break
                opts = [Option(f"s:{c.oid}", g.describe(c), (c.oid,)) for c in own]
                ans = yield from g.ask(p, DecisionKind.SACRIFICE,
                                       f"Choose {flt.noun()} to sacrifice",
                                       opts, source=ctx.source, info=tuple(info))
                chosen = next(c for c in own if f"s:{c.oid}" == ans)
                info.append(msg_text("{player} chose {card}", player=g.players[p].name,
                                     card=chosen.name))  # public (1.4.5)
                picks.append(chosen)
                own.remove(chosen)
        for c in picks:  # simultaneously (1.4.5 example); each player does their own (1.4.7.b)
            doer = attrs.evolve(ctx, controller=c.controller)
            yield from g.move(c, ZONE.DISCARD, rule="7.3.25", ctx=doer, sacrifice=True)
            ctx.did = True

    def text(self) -> str:
        flt = self.filter or CHARACTER
        what = (("one " if self.count_word else "a ") + flt.noun() if self.count == 1
                else f"{_COUNT_WORDS.get(self.count, self.count)} {flt.noun(plural=True)}")
        if self.who.who == "you":  # an order to the controller: "Sacrifice a Character"
            return "Sacrifice " + what
        return self.who.subject("sacrifices", "sacrifice").capitalize() + " " + what


_COUNT_WORDS = {2: "two", 3: "three", 4: "four"}


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


@attrs.frozen
class MoveExpedition(Step):
    """Move an Expedition forward or backward one region (7.3.16, 7.3.17)."""

    which: str = "facing_me"  # facing_me | mine | target | target_own
    forward: bool = False
    words: str = attrs.field(default="", eq=False)  # the printed subject, when another

    def expeditions(self, g: GameState, ctx: Ctx) -> Asks[list[tuple[int, str]]]:
        """The Expeditions (player, which) that move."""
        if self.which in ("target", "target_own"):  # any of the four, or one of yours (6.5.b)
            return (yield from Where(self.which).resolve(g, ctx))
        src = ctx.source
        exps = g.expeditions_of(src) if src is not None else []
        player = 1 - ctx.controller if self.which == "facing_me" else ctx.controller
        return [(player, e) for e in exps]

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for p, e in (yield from self.expeditions(g, ctx)):
            if self.forward and (yield from _forward_replaced(g, p, e)):
                continue
            g.move_expedition(p, e, 1 if self.forward else -1, ctx=ctx)

    def text(self) -> str:
        whose = self.words or {"facing_me": "Your opponent's Expedition facing me",
                               "mine": "My Expedition", "target": "Target Expedition",
                               "target_own": "Target Expedition you control"}[self.which]
        return f"{whose} moves {'forward' if self.forward else 'backwards'} one region"


def _forward_replaced(g: GameState, player: int, exp: str) -> Asks[bool]:
    """Whether a modifier of the move replaced it (6.2) — then it was done, or not, there:
    "… would move forward, you may discard me instead", "… would move forward during Dusk,
    roll a die …"."""
    return (yield from replaced_forward_move(g, player, exp)) is not None


@attrs.frozen
class May(Step):
    """"You may [step]": asked just before the step (6.5.c)."""

    step: Step

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False
        ok = yield from g.ask_yes_no(ctx.controller, msg_text(
            "You may: {text}. Do it?", text=self.step.text()), source=ctx.source)
        if ok:
            yield from g.run_step(self.step, ctx)
            if not self.step.reports_did:  # else the step said whether it was done (6.5.f)
                ctx.did = True
        else:
            g.note(msg("chose not to: {text}", text=self.step.text()), "6.5.c", ctx=ctx)

    def text(self) -> str:
        t = self.step.text()
        return "You may " + lower_first(t)


@attrs.frozen
class If(Step):
    """"If [condition], [steps]. Otherwise [steps]" — evaluated once, just before (6.5.d-e)."""

    cond: Condition
    then: tuple[Step, ...]
    otherwise: tuple[Step, ...] = ()

    def run(self, g: GameState, ctx: Ctx) -> Run:
        holds = self.cond.holds(g, ctx)
        branch = self.then if holds else self.otherwise
        if not holds:
            g.note(msg("the condition '{text}' is not met", text=self.cond.text()), "6.5.d",
                   ctx=ctx)
        for s in branch:
            yield from g.run_step(s, ctx)

    def text(self) -> str:
        out = f"If {self.cond.text()}, {then_text(self.then)}"
        if self.otherwise:
            out += ". Otherwise, " + then_text(self.otherwise)
        return out


@attrs.frozen
class Unless(Step):
    """"Unless [condition], [steps]" or "[steps] unless [condition]": the steps happen only
    when the condition is false, looked at just before (6.5.d). `after` keeps the printed
    order for the rendering; the meaning is the same."""

    cond: Condition
    then: tuple[Step, ...]
    after: bool = False

    def run(self, g: GameState, ctx: Ctx) -> Run:
        if self.cond.holds(g, ctx):
            g.note(f"nothing happens: {self.cond.text()}", "6.5.d", ctx=ctx)
            return
        for s in self.then:
            yield from g.run_step(s, ctx)

    def text(self) -> str:
        if self.after:
            return f"{upper_first(then_text(self.then))} unless {lower_first(self.cond.text())}"
        return f"Unless {self.cond.text()}, {then_text(self.then)}"


@attrs.frozen
class IfYouDid(Step):
    """"[Do X]; if you did, [do Y]" — true if X was started (6.5.f)."""

    steps: tuple[Step, ...]

    def run(self, g: GameState, ctx: Ctx) -> Run:
        if ctx.did:
            for s in self.steps:
                yield from g.run_step(s, ctx)

    def text(self) -> str:
        return "If you do, " + then_text(self.steps)  # as printed


@attrs.frozen
class IfYouDont(Step):
    """"[You may do X]. If you don't, [do Y]": the other side of "If you do" (6.5.f) — Y
    when X was not done, whether the player declined it or there was nothing to do it to."""

    steps: tuple[Step, ...]

    def run(self, g: GameState, ctx: Ctx) -> Run:
        if ctx.did:
            return
        for s in self.steps:
            yield from g.run_step(s, ctx)

    def text(self) -> str:
        return "If you don't, " + then_text(self.steps)  # as printed


@attrs.frozen
class Choose(Step):
    """A modal step, "Choose one:" / "Choose two:" / "Choose up to three:" followed by modes
    (6.5.g): the controller picks that many modes, one after another, each at most once
    unless the text allows repeats, and they resolve in the order picked.  A Spell's modes
    are picked in its declaration of intent (5.1.2.c), other effects' as the step resolves.

    Variants: "Choose up to N" (one to N; `up_to`); "You may pick the same option multiple
    times" (`repeat`); "Choose one. If [condition], you may choose both:" (`more_if`: while
    the condition holds, up to `more_n`); "Choose up to the number of [X]:" (`count`, an
    object with `value(g, ctx)` and `text()`: none to that many)."""

    chooses_mode = True

    modes: tuple[tuple[Step, ...], ...]
    n: int = 1
    up_to: bool = False  # "Choose up to three": one to n of them
    repeat: bool = False  # "You may pick the same option multiple times"
    head: str = attrs.field(default="", eq=False)  # the printed words before the modes
    count: Count | None = None
    more_if: Condition | None = None
    more_n: int = 2

    def bounds(self, g: GameState, ctx: Ctx) -> tuple[int, int]:
        """How few and how many modes may be picked now (6.5.g)."""
        hi = self.count.value(g, ctx) if self.count is not None else self.n
        if self.more_if is not None and self.more_if.holds(g, ctx):
            hi = self.more_n
        if not self.repeat:
            hi = min(hi, len(self.modes))
        if self.up_to:  # "up to" includes none, as Sabotage's "up to one" (7.3.24)
            lo = 0
        elif self.count is not None:  # "Choose X+1, where X is …": exactly that many
            lo = hi
        else:  # "Choose two"; "Choose one. If …, you may choose both": at least n
            lo = self.n
        return min(lo, hi), hi

    def run(self, g: GameState, ctx: Ctx) -> Run:
        chosen = ctx.modes
        if chosen is None:
            chosen = yield from g.choose_modes(ctx.controller, self, ctx)
        if not chosen:
            g.note("chooses no mode", "6.5.g", ctx=ctx)
        for i in chosen:  # in the order picked (6.5.g), a mode picked twice done twice
            for s in self.modes[i]:
                yield from g.run_step(s, ctx)

    def ask_modes(self, g: GameState, player: int, source: Card | None, prompt: str,
                  back: bool, ctx: Ctx | None = None
                  ) -> Asks[tuple[int, ...] | None]:
        """The modes, picked one after another (5.1.2.c), in the order they will resolve;
        "done" once enough are picked.  None if the player went back."""
        lo, hi = self.bounds(g, ctx if ctx is not None else _Ctx(player, source))
        picked: list[int] = []
        while len(picked) < hi:
            opts = [Option(f"m:{i}", self.mode_text(i)) for i in range(len(self.modes))
                    if self.repeat or i not in picked]
            if back and not picked:
                opts.append(Option("back", msg_text("Back: choose something else")))
            if len(picked) >= lo and (picked or lo == 0):
                opts.append(Option("done", msg_text("Choose no more modes") if picked
                                   else msg_text("Choose no mode")))
            if not opts:
                break
            asked = prompt if hi <= 1 else msg_text(
                "{prompt} ({n} of up to {m})" if lo < hi else "{prompt} ({n} of {m})",
                prompt=prompt, n=len(picked) + 1, m=hi)
            ans = yield from g.ask(player, DecisionKind.MODE, asked, opts, 1, 1, source=source)
            if ans == "back":
                return None
            if ans == "done":
                break
            picked.append(int(ans.split(":")[1]))
        return tuple(picked)

    def mode_text(self, i: int) -> str:
        """A mode's sentences, as printed after its bullet (no final period)."""
        return effect_text(self.modes[i]).removesuffix(".")

    def head_text(self) -> str:
        if self.head:
            return self.head
        if self.count is not None:
            return f"Choose up to {self.count.text()}:"
        n = _MODE_COUNT.get(self.n, str(self.n))
        if self.more_if is not None:
            more = "both" if self.more_n == 2 else _MODE_COUNT.get(self.more_n, str(self.more_n))
            return f"Choose {n}. If {self.more_if.text()}, you may choose {more}:"
        return f"Choose {'up to ' if self.up_to else ''}{n}:"

    def text(self) -> str:
        return self.head_text() + "".join(f"\n • {self.mode_text(i)}"
                                          for i in range(len(self.modes)))


_MODE_COUNT = {1: "one", 2: "two", 3: "three", 4: "four"}


@attrs.frozen
class PayToDo(Step):
    """Internal action "you may pay [cost] to [effect]" (6.4): targets chosen at resolution."""

    cost: Payment
    steps: tuple[Step, ...]

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False
        if not self.cost.payable(g, ctx):
            g.note(msg("cannot pay {text}", text=self.cost.text()), "6.4", ctx=ctx)
            return
        ok = yield from g.ask_yes_no(
            ctx.controller, msg_text("{cost} to {effect}?", cost=upper_first(self.cost.text()),
                                     effect=self._effect_text()),
            source=ctx.source)
        if not ok:
            g.note(msg("chose not to pay"), "6.4", ctx=ctx)
            return
        # paying is one event (1.2.7.b): its Reactions are created before the effect
        yield from g.run_action(lambda: self.cost.pay(g, ctx))
        ctx.did = True
        for s in self.steps:
            yield from g.run_step(s, ctx)

    def _effect_text(self) -> str:
        return lower_first(", then ".join(s.text() for s in self.steps))

    def text(self) -> str:
        return f"You may {self.cost.text()} to {self._effect_text()}"


@attrs.frozen
class AfterYou(Step):
    """End the turn once no Reactions are waiting, without passing (7.3.2)."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        g.after_you = True
        g.note(msg("will hand the turn over without passing (After you)"), "7.3.2", ctx=ctx)
        yield from ()

    def text(self) -> str:
        return "After you"


@attrs.frozen
class CreateOngoing(Step):
    """Create an Ongoing Emblem in Limbo holding a passive, for a duration (2.2.14)."""

    passive: Passive
    duration: str = "turn"  # turn | afternoon | day

    def run(self, g: GameState, ctx: Ctx) -> Run:
        g.create_ongoing(self.passive, self.duration, ctx)
        yield from ()

    def text(self) -> str:
        return self.passive.text(duration=self.duration)


@attrs.frozen
class Repeat(Step):
    """"[Do step] X times": each time its choices are made anew (6.5.i)."""

    step: Step
    times: int = 2

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for _ in range(self.times):
            yield from g.run_step(self.step, ctx)

    def text(self) -> str:
        return f"{self.step.text()} {'twice' if self.times == 2 else f'{self.times} times'}"


@attrs.frozen
class Mark(Step):
    """"Target [object], then ...": choose the object first and call it "it" for the
    following steps (6.5.b, 6.3.h) — e.g. a target chosen before a die is rolled."""

    who: Selector

    def run(self, g: GameState, ctx: Ctx) -> Run:
        chosen = yield from self.who.pick(g, ctx, JUST_CHOOSE)
        ctx.it = chosen[0] if chosen else None
        ctx.it_oid = ctx.it.oid if ctx.it is not None else None
        ctx.chosen = list(chosen)

    def text(self) -> str:
        words = self.who.text()
        if words.startswith("target "):  # "Target a Character you control, then …"
            noun = words[len("target "):]
            article = "" if noun.startswith("another ") else "an " if noun[:1] in "AEIOU" else "a "
            return f"Target {article}{noun}"
        return f"Choose {words}"


@attrs.frozen
class ActivateJoin(Step):
    """"Activate the [J] abilities of [object]" (7.3.1.b): each of its "when I join"
    Reactions is activated although nothing joined; the Emblem belongs to that object
    (7.3.1.d)."""

    who: Selector

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, "activate its [J] abilities")):
            found = False
            ctrl = g.controller_of(c)
            for ab in g.working_abilities(c):
                if isinstance(ab, Reaction) and isinstance(ab.trigger, OnJoin):
                    found = True
                    g.activate_reaction(c, ab, ctrl if ctrl is not None else ctx.controller,
                              Event("activate", c, ctx.controller), True)
            if not found:
                g.note(msg("{card} has no 'When I join' ability to activate", card=c.name),
                       "7.3.1.b", ctx=ctx)

    def text(self) -> str:
        return f"Activate the [J] abilities of {self.who.text()}"


@attrs.frozen
class Then(Step):
    """Two steps written as one sentence: "Sabotage, then Resupply"."""

    steps: tuple[Step, ...]
    word: str = "then"  # "then" | "and": the printed joint; the steps follow each other (6.1)

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for s in self.steps:
            yield from g.run_step(s, ctx)

    def text(self) -> str:
        joint = ", then " if self.word == "then" else f" {self.word} "
        return joint.join(lower_first(s.text()) if i else s.text()
                          for i, s in enumerate(self.steps))


def replaced_forward_move(g: GameState, player: int, exp: str
                          ) -> Asks[bool | None]:
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
