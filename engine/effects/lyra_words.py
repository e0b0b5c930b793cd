"""Words added for the Lyra cards of the later sets (Alize, Bise, Cyclone, Duster).

What each one means, and the rulings taken where the printed text leaves a question, are
in docs/mechanisms.md ("Lyra in the later sets"); the grammar that reads them is
`engine/cardtext/lyra_text.py`.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

import attrs

from engine.effects.abilities import CostChange, ICostLessFor, ICostLessIf, Passive
from engine.effects.conditions import Condition
from engine.effects.context import Ctx
from engine.effects.passives import EMPTY, IN_PLAY, CharPassive, Delta
from engine.effects.selectors import It
from engine.effects.steps import GainBoosts, If, Step, plural, then_text, upper_first
from engine.effects.subjects import _predicate
from engine.effects.triggers import Trigger
from engine.model import ZONE, Card, Stats, Terrain

if TYPE_CHECKING:  # pragma: no cover
    from engine.state import GameState

Run = Generator[Any, Any, Any]


@attrs.frozen
class IfOtherwiseIt(Step):
    """"If [condition], target X [does A]. Otherwise, it [does B]." — the target is one
    object whichever branch happens (6.5.b: chosen once), so it is chosen first; then the
    condition is looked at (6.5.d) and A or B is done to it."""

    branch: If  # as printed: its `then` is one step about the target, `otherwise` about "it"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        first = self.branch.then[0]
        picked = yield from first.who.pick(g, ctx, _predicate(attrs.evolve(first, who=It()), False))
        before = ctx.it, ctx.it_oid
        for c in picked:
            ctx.it, ctx.it_oid = c, c.oid
            holds = self.branch.cond.holds(g, ctx)
            if not holds:
                g.note(f"the condition '{self.branch.cond.text()}' is not met", "6.5.d",
                       ctx=ctx)
            todo = (attrs.evolve(first, who=It()),) if holds else self.branch.otherwise
            for s in todo:
                yield from g.run_step(s, ctx)
        ctx.it, ctx.it_oid = before

    def text(self) -> str:
        return self.branch.text()


def otherwise_about_target(branch: If) -> Step:
    """The "If … target X …. Otherwise, it …" shape as one step when the otherwise branch
    speaks of the target; the plain conditional step when it does not."""
    from engine.effects.selectors import Target

    if (len(branch.then) == 1 and isinstance(getattr(branch.then[0], "who", None), Target)
            and any(isinstance(getattr(s, "who", None), It) for s in branch.otherwise)):
        return IfOtherwiseIt(branch)
    return branch


@attrs.frozen
class Have(Step):
    """"(You may) have [target X] [do Y]": X does Y — the printed wording of a step whose
    subject is named after "have"; it runs the step as it is."""

    step: Any  # a step with a `who`
    words: str  # the verb phrase after the subject, as printed
    subject: str = ""  # the subject as printed, when its filter renders it otherwise

    def run(self, g: GameState, ctx: Ctx) -> Run:
        yield from g.run_step(self.step, ctx)

    def text(self) -> str:
        return f"Have {self.subject or self.step.who.text()} {self.words}"


@attrs.frozen
class GiveBoostsTo(Step):
    """"Give N boosts to [target X]": X gains N boosts (7.3.12); the wording names the
    boosts before the object ("Give [object] N boosts" is `core_words.GiveBoosts`)."""

    who: Any  # a Selector
    n: int = 1

    def run(self, g: GameState, ctx: Ctx) -> Run:
        yield from GainBoosts(self.who, self.n).run(g, ctx)

    def text(self) -> str:
        return f"Give {plural(self.n, 'boost')} to {self.who.text()}"


def _characters_you_have(g: GameState, ctx: Ctx, reserve: bool) -> list[Card]:
    """Characters you control in play, and (when `reserve`) the Characters of your own
    Reserve (nobody controls those, 7.5.4: they are yours as their owner)."""
    out = [c for c in g.expedition_zone if c.cdef.is_character and c.controller == ctx.controller]
    if reserve:
        out += [c for c in g.players[ctx.controller].reserve if c.cdef.is_character]
    return out


_COUNT_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
                9: "nine"}


@attrs.frozen
class ZeroStatsAmong(Condition):
    """"If there are N or more base statistics of 0 among Characters you control [and in
    your Reserve]": each printed statistic equal to 0 counts once (2.2.10; boosts do not
    change a base statistic), over your Characters in play and, when said, in your Reserve."""

    n: int
    reserve: bool = False

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        zeros = 0
        for c in _characters_you_have(g, ctx, self.reserve):
            st = c.cdef.stats
            if st is not None:
                zeros += (st.forest == 0) + (st.mountain == 0) + (st.water == 0)
        return zeros >= self.n

    def text(self) -> str:
        where = " and in your Reserve" if self.reserve else ""
        return (f"there are {_COUNT_WORDS.get(self.n, self.n)} or more base statistics of 0 "
                f"among Characters you control{where}")


@attrs.frozen
class BoostsAmong(Condition):
    """"If there are N or more boosts among Characters you control and in your Reserve":
    the boosts on those Characters added up (2.5: counters stay on Reserve cards)."""

    n: int

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return sum(c.counters.get("boost", 0)
                   for c in _characters_you_have(g, ctx, True)) >= self.n

    def text(self) -> str:
        return f"there are {self.n} or more boosts among Characters you control and in your Reserve"


@attrs.frozen
class EachPlayerPasses(Step):
    """"Each player passes": starting with you, each player who has not yet passed passes
    (4.2.3.d): the Afternoon ends once the current turn is over, and nobody takes another
    turn this Day.  Each pass is the ordinary pass event, so "When you pass first" sees it."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.flow import _pass

        order = [ctx.controller, *(p for p in g.initiative_order() if p != ctx.controller)]
        for p in order:
            if not g.players[p].passed:
                yield from _pass(g, p)

    def text(self) -> str:
        return "Each player passes"


@attrs.frozen
class NeitherExpeditionIn(Condition):
    """"If neither of my Expeditions is in [terrain]": my controller's two Expeditions
    (my own and the other, 7.4.4) stand on regions without that terrain."""

    terrain: Terrain

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        p = g.players[ctx.controller]
        return not any(self.terrain in g.terrains_at(p.position[e]) for e in ("hero", "companion"))

    def text(self) -> str:
        return f"neither of my Expeditions is in {self.terrain.value.capitalize()}"


# ------------------------------------------------------------------ exchanging Reserve and hand
@attrs.frozen
class ExchangeWithHand(Step):
    """"Exchange [target] card from/in your Reserve with a card from your hand": the Reserve
    card (a target, or a card of your choice when no target is named) goes to your hand and
    a card of your hand, chosen among those you held before, goes to your Reserve (7.3.21).

    Ruling: an exchange needs both cards — with no card in hand, or none fitting in the
    Reserve, nothing moves (the exchange is impossible, 1.4.1.c) and "if you do" fails."""

    who: Any  # Target or Chosen over your Reserve
    prep: str = "from"  # printed "from your Reserve" or "in your Reserve": wording only
    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.decisions import Option

        ctx.did = False
        hand = list(g.players[ctx.controller].hand)
        if not hand:
            g.note("has no card in hand to exchange — nothing is exchanged", "1.4.1.c", ctx=ctx)
            return
        picked = yield from self.who.pick(g, ctx, "exchange with a card from your hand")
        if not picked:
            return
        (card,) = picked
        opts = [Option(f"h:{c.oid}", c.name, (c.oid,)) for c in hand]
        ans = yield from g.ask(ctx.controller, "choose_card",
                               f"Choose a card from your hand to exchange with {card.name}",
                               opts, source=ctx.source)
        mine = next(c for c in hand if f"h:{c.oid}" == ans)
        yield from g.move(card, ZONE.HAND, rule="7.3.21", ctx=ctx)
        yield from g.move(mine, ZONE.RESERVE, rule="7.3.21", ctx=ctx)
        ctx.did = True

    def text(self) -> str:
        words = self.who.text().replace(" in your Reserve", f" {self.prep} your Reserve")
        return f"Exchange {words} with a card from your hand"


# ------------------------------------------------------------------ "equal to their highest statistic"
@attrs.frozen
class StatsEqualHighest(CharPassive):
    """"My / Characters in my Expedition have their / the … of other Characters you control
    are — Forest, Mountain and Water equal to their highest statistic": each such Character's
    three statistics become the highest of the three (its printed ones, or as another such
    passive left them, 2.3); boosts still add one to each (2.5.1.b).  A condition ("If I'm In
    contact, …") is looked at each time characteristics are worked out (2.3.1.k).

    `who`: "me" | "my_expedition" (Characters in the Expedition I am in, a Gear's) |
    "others_you_control".  `comma`: the printed list has a comma before "and"."""

    who: str = "me"
    condition: Any = None  # a Condition, "I" being the bearer, "you" its controller
    comma: bool = True

    def _objects(self, g: GameState, holder: Card, ctrl: int) -> list[Card]:
        if self.who == "me":
            return [holder] if holder.zone is ZONE.EXPEDITION else []
        if self.who == "my_expedition":
            if holder.zone is not ZONE.EXPEDITION:
                return []
            exps = g.expeditions_of(holder)
            return [c for c in g.expedition_zone if c.cdef.is_character
                    and c.controller == holder.controller
                    and any(e in g.expeditions_of(c) for e in exps)]
        return [c for c in g.expedition_zone if c.cdef.is_character and c.controller == ctrl
                and c is not holder]

    def delta(self, g: GameState, holder: Card | None, ctrl: int) -> Delta:
        if holder is None or holder.zone not in IN_PLAY:
            return EMPTY
        if self.condition is not None and not self.condition.holds(g, Ctx(ctrl, holder)):
            return EMPTY
        now = g.chars().stats
        out = set()
        for c in self._objects(g, holder, ctrl):
            st = now.get(c.oid, c.cdef.stats)
            if st is None:
                continue
            h = max(st.forest, st.mountain, st.water)
            out.add(("stat=", c.oid, Stats(h, h, h)))
        return frozenset(out)

    def text(self, duration: str | None = None) -> str:
        stats = "Forest, Mountain, and Water" if self.comma else "Forest, Mountain and Water"
        if self.who == "me":
            body = f"my {stats} are equal to my highest statistic"
        elif self.who == "my_expedition":
            body = f"Characters in my Expedition have their {stats} equal to their highest statistic"
        else:
            body = f"the {stats} of other Characters you control are equal to their highest statistic"
        if self.condition is None:
            return upper_first(body) + "."
        return f"If {self.condition.text()}, {body}."


@attrs.frozen
class DiscardOneFromYourReserve(Step):
    """"Discard [another] card from your Reserve": a card of your choice among your own
    Reserve's (not a target, 6.5.b) goes to your Discard pile (7.3.5); "another" leaves out
    the source.  With none to choose nothing happens, and "If you do" fails (6.5.f)."""

    other: bool = True
    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.effects.filters import Filter
        from engine.effects.selectors import Chosen
        from engine.effects.steps import Send

        ctx.did = False
        flt = Filter(types=(), zones=(ZONE.RESERVE,), owner="you", other=self.other)
        yield from Send(Chosen(flt), ZONE.DISCARD).run(g, ctx)

    def text(self) -> str:
        return f"Discard {'another' if self.other else 'a'} card from your Reserve"


# ------------------------------------------------------------------ playing a card immediately
def _put_this_way(g: GameState, ctx: Ctx) -> Card | None:
    """The Character the step before put in Reserve (a Resupply records what it put)."""
    for c in ctx.chosen:
        if c.zone is ZONE.RESERVE and c.cdef.is_character and g.alive(c):
            return c
    return None


@attrs.frozen
class PutACharacterThisWay(Condition):
    """"If you put a Character in Reserve this way": the card the step before put in your
    Reserve (Resupply) is a Character, and is still there."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return _put_this_way(g, ctx) is not None

    def text(self) -> str:
        return "you put a Character in Reserve this way"


@attrs.frozen
class PlayItFromReserve(Step):
    """"(You may) immediately play it for N less": the Character just put in your Reserve is
    played from there now, its Reserve Cost lowered by N (5.1.2.e; never below 0), during
    this effect (remark under 4.4).  Not payable: nothing is played."""

    less: int = 0
    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.model import EXPEDITIONS
        from engine.play import Intent, card_cost, play_card

        ctx.did = False
        card = _put_this_way(g, ctx)
        if card is None or card.exhausted:
            return
        exp = yield from g.choose_expedition(ctx.controller, card.name, EXPEDITIONS, ctx)
        it = Intent(card, ZONE.RESERVE, exp, less=self.less)
        need, have = card_cost(g, ctx.controller, it), g.ready_mana(ctx.controller)
        if need > have:
            g.note(f"cannot pay {need} to play {card.name} ({have} ready Mana Orbs)", "1.2.5.c",
                   ctx=ctx)
            return
        played = yield from play_card(g, ctx.controller, it)
        ctx.did = played is not False

    def text(self) -> str:
        return f"Immediately play it for {self.less} less"


@attrs.frozen
class PutItInYourHand(Step):
    """"(You may) then put it in your hand": the Character just put in your Reserve goes to
    your hand (7.3.21)."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        card = _put_this_way(g, ctx)
        if card is not None:
            yield from g.move(card, ZONE.HAND, rule="7.3.21", ctx=ctx)

    def text(self) -> str:
        return "Then put it in your hand"


# ------------------------------------------------------------------ the revealed card
def _revealed_on_top(g: GameState, ctx: Ctx) -> Card | None:
    """The card the step before revealed (or the revealed card a Reaction is about), if it
    is still on top of your Deck."""
    deck = g.players[ctx.controller].deck
    for c in (*ctx.chosen, ctx.it):
        if deck and deck[-1] is c:
            return c
    return None


@attrs.frozen
class RevealedIs(Condition):
    """"If it's a Character with a base statistic of 0" / "an Artist or Song" / "a Robot or
    Permanent": the card just revealed is of one of these kinds (a type, or a sub-type of
    any type), its printed facts (2.2)."""

    kinds: tuple[str, ...]  # "character" / "spell" / "permanent", or a sub-type
    zero_base_stat: bool = False

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        from engine.effects.filters import _has_zero_base_stat

        for c in ctx.chosen:
            cd = c.cdef
            if self.zero_base_stat and not _has_zero_base_stat(cd):
                continue
            if any(cd.counts_as(k) or k in cd.subtypes for k in self.kinds):
                return True
        return False

    def text(self) -> str:
        names = [k.capitalize() for k in self.kinds]
        article = "an" if names[0][:1] in "AEIOU" else "a"
        out = f"it's {article} {' or '.join(names)}"
        return out + (" with a base statistic of 0" if self.zero_base_stat else "")


@attrs.frozen
class DrawIt(Step):
    """"Draw it": the revealed card, still on top of your Deck, is drawn (7.3.7)."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        if _revealed_on_top(g, ctx) is not None:
            yield from g.draw(ctx.controller, 1, "7.3.7", ctx=ctx)

    def text(self) -> str:
        return "Draw it"


@attrs.frozen
class MoveRevealed(Step):
    """"Discard it" / "Put it in Reserve": the revealed card, still on top of your Deck,
    goes to that zone (7.3.5, 7.3.21)."""

    to: Any = ZONE.DISCARD

    def run(self, g: GameState, ctx: Ctx) -> Run:
        card = _revealed_on_top(g, ctx)
        if card is not None:
            yield from g.move(card, self.to, rule="7.3.5" if self.to is ZONE.DISCARD else "7.3.21",
                              ctx=ctx)

    def text(self) -> str:
        return "Discard it" if self.to is ZONE.DISCARD else "Put it in Reserve"


# ------------------------------------------------------------------ triggers: boosts in Reserve, dice
@attrs.frozen
class WhenACharacterInYourReserveGainsBoosts(Trigger):
    """"When a Character in your Reserve gains 1 or more boosts": once for each gain of
    boosts (one action, however many boosts, 7.3.12) on a Character card of your own
    Reserve (nobody controls it, 7.5.4: "your" is its owner); binds it (6.3.h)."""

    def match(self, g: GameState, ev: Any, me: Card, ctrl: int) -> Card | bool:
        card = ev.card
        if ev.kind != "counters" or card is None or ev.value[0] != "boost":
            return False
        if card.zone is not ZONE.RESERVE or card.owner != ctrl or not card.cdef.is_character:
            return False
        return card

    def text(self) -> str:
        return "When a Character in your Reserve gains 1 or more boosts"


@attrs.frozen
class TheResultIs(Condition):
    """"If the result is N+": the result of the roll that activated this Reaction."""

    at_least: int

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        ev = ctx.event
        return ev is not None and ev.kind == "roll" and ev.value >= self.at_least

    def text(self) -> str:
        return f"the result is {self.at_least}+"


# ------------------------------------------------------------------ back one region, the other forward
@attrs.frozen
class OneOfYourExpeditionsMoves(Step):
    """"One of your Expeditions moves backwards one region": you choose which of your two
    (a choice, not a target, 6.5.b), then it moves (7.3.16)."""

    forward: bool = False

    def expeditions(self, g: GameState, ctx: Ctx) -> Run:
        from engine.model import EXPEDITIONS

        e = yield from g.choose_expedition(ctx.controller, "the Expedition to move", EXPEDITIONS,
                                           ctx)
        return [(ctx.controller, e)]

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.effects.lyra_dice_words import move_one_region

        for p, e in (yield from self.expeditions(g, ctx)):
            yield from move_one_region(g, p, e, self.forward, ctx)

    def text(self) -> str:
        return f"One of your Expeditions moves {'forward' if self.forward else 'backwards'} one region"


@attrs.frozen
class OtherExpeditionForward(Step):
    """"… [its controller moves their / move your / your] other Expedition forward one
    region", after "If it does": the other Expedition of the player whose Expedition just
    moved (7.3.17).  Run by `IfItMoved`, which knows which one moved; `words` is the
    printed wording."""

    words: str = "your other Expedition moves forward one region"

    def move_other(self, g: GameState, ctx: Ctx, player: int, exp: str) -> Run:
        from engine.effects.lyra_dice_words import move_one_region

        other = "companion" if exp == "hero" else "hero"
        yield from move_one_region(g, player, other, True, ctx)

    def run(self, g: GameState, ctx: Ctx) -> Run:  # pragma: no cover - only under IfItMoved
        g.note("no Expedition moved before: nothing to do", "6.5.f", ctx=ctx)
        yield from ()

    def text(self) -> str:
        return self.words


@attrs.frozen
class IfItMoved(Step):
    """"[Expedition] moves backwards one region. If it does, [its other Expedition moves
    forward one region]": the second part only if the first move happened — an Expedition
    in its starting region cannot move backwards (7.3.16) — and for the same player."""

    move: Any  # MoveExpedition (target / target you control) or OneOfYourExpeditionsMoves
    then: tuple[Any, ...]  # OtherExpeditionForward

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.effects.steps import Where

        if isinstance(self.move, OneOfYourExpeditionsMoves):
            targets = yield from self.move.expeditions(g, ctx)
        else:
            targets = yield from Where(self.move.which).resolve(g, ctx)
        ctx.did = False
        from engine.effects.lyra_dice_words import move_one_region

        for p, e in targets:
            if not (yield from move_one_region(g, p, e, self.move.forward, ctx)):
                continue
            ctx.did = True
            for s in self.then:
                yield from s.move_other(g, ctx, p, e)

    def text(self) -> str:
        return f"{self.move.text()}. If it does, {then_text(self.then)}"


# ------------------------------------------------------------------ costs and In contact
def _in_contact(g: GameState, player: int) -> list[str]:
    from engine.effects.duster_words import expedition_in_contact

    return [e for e in ("hero", "companion") if expedition_in_contact(g, player, e)]


@attrs.frozen
class YourExpeditionsInContact(Condition):
    """"If one or more of your Expeditions are In contact" / "If each of your Expeditions
    is In contact": "It's In Contact if there is another player's Expedition in its region"
    (reminder text)."""

    each: bool = False

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        n = len(_in_contact(g, ctx.controller))
        return n == 2 if self.each else n >= 1

    def text(self) -> str:
        if self.each:
            return "each of your Expeditions is In contact"
        return "one or more of your Expeditions are In contact"


@attrs.frozen
class ExpeditionsInContact:
    """"per Expedition In contact that you control": how many of your two are, now."""

    def value(self, g: GameState, ctx: Ctx) -> int:
        return len(_in_contact(g, ctx.controller))

    def text(self) -> str:
        return "Expedition In contact that you control"


@attrs.frozen
class PlayMeForLessIf(ICostLessIf):
    """"Play me for N less if [condition]": the card's own cost decreases (5.1.2.e) when the
    condition holds as it is played — `ICostLessIf` in the Spell's wording."""

    def text(self, duration: str | None = None) -> str:
        return f"Play me for {self.less} less if {self.cond.text()}."


@attrs.frozen
class PlayMeForLessPer(ICostLessFor):
    """"Play me for N less per [thing]": `ICostLessFor` in the Spell's wording."""

    def text(self, duration: str | None = None) -> str:
        return f"Play me for {self.per} less per {self.count.text()}."


@attrs.frozen
class PlayMeForLessInContact(CostChange):
    """"You may play me for N less in an Expedition that's In contact": played into one of
    your Expeditions that is In contact (the Expedition chosen as it is played, 5.1.2.c), the
    card costs N less (5.1.2.e).  Ruling: a lower cost is never worse, so the decrease is
    always taken ("you may" leaves nothing to decline)."""

    self_only = True

    def applies_to_intent(self, g: GameState, intent: Any) -> bool:
        return (intent.expedition is not None
                and intent.expedition in _in_contact(g, intent.card.owner))

    def text(self, duration: str | None = None) -> str:
        return f"You may play me for {self.less} less in an Expedition that's In contact."


# ------------------------------------------------------------------ boosts exchanged, a deck position
@attrs.frozen
class ExchangeBoosts(Step):
    """"Target two [Boosted] Characters in play or in Reserve and exchange their boosts":
    each ends with the number of boosts the other had (2.5).  The one that had fewer gains
    the difference (7.3.12, a gain of boosts like any other); the other loses it."""

    who: Any  # Target, count 2

    def run(self, g: GameState, ctx: Ctx) -> Run:
        picked = yield from self.who.pick(g, ctx, "exchange their boosts")
        if len(picked) != 2:
            g.note("two Characters are needed to exchange boosts", "1.4.1.c", ctx=ctx)
            return
        a, b = picked
        na, nb = a.counters.get("boost", 0), b.counters.get("boost", 0)
        if na == nb:
            g.note(f"{a.name} and {b.name} have as many boosts: nothing changes", "2.5", ctx=ctx)
            return
        more, fewer = (a, b) if na > nb else (b, a)
        diff = abs(na - nb)
        more.counters["boost"] -= diff
        if not more.counters["boost"]:
            del more.counters["boost"]
        g.entry(f"{more.name} loses {plural(diff, 'boost')} in the exchange", "2.5",
                ctx.controller, (more.oid,))
        g.gain_counters(fewer, "boost", diff, "7.3.12", ctx=ctx)

    def text(self) -> str:
        return f"Target two {self.who.filter.noun(plural=True)} and exchange their boosts"


@attrs.frozen
class SendToXthOfDeck(Step):
    """"Send target Character to the Xth position of its owner's deck, where X is the
    result": it goes to its owner's Deck (7.3.26) with X-1 cards above it (the top when X
    is 1, the bottom when the Deck holds fewer than X); a token ceases to exist instead."""

    who: Any  # Target

    def run(self, g: GameState, ctx: Ctx) -> Run:
        x = ctx.die if ctx.die is not None else 1
        picked = yield from self.who.pick(g, ctx, f"send to position {x} of its owner's Deck")
        ctx.chosen = list(picked)
        for c in picked:
            new = yield from g.move(c, ZONE.DECK, rule="7.3.26", ctx=ctx)
            if new is None:
                continue
            deck = g.players[new.owner].deck
            deck.remove(new)
            deck.insert(max(0, len(deck) - (x - 1)), new)
            g.entry(f"{new.name} is put in position {min(x, len(deck))} from the top of the Deck",
                    "7.3.26", ctx.controller, (new.oid,))

    def text(self) -> str:
        return (f"Send {self.who.text()} to the Xth position of its owner's deck, where X is "
                "the result")


@attrs.frozen
class ResultHigherThanHandCost(Condition):
    """"If X is higher than the Hand Cost of the target": the die result against the
    printed Hand Cost of the card the step before targeted."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return (ctx.die is not None and bool(ctx.chosen)
                and ctx.die > ctx.chosen[0].cdef.hand_cost)

    def text(self) -> str:
        return "X is higher than the Hand Cost of the target"


@attrs.frozen
class ReadyOneManaOrb(Step):
    """"Ready one Mana Orb": `ReadyManaOrb` in this wording."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.effects.duster_words import ReadyManaOrb

        yield from ReadyManaOrb().run(g, ctx)

    def text(self) -> str:
        return "Ready one Mana Orb"


@attrs.frozen
class WeBothGainBoosts(Step):
    """"We both gain N boosts": I (the source) and "it" (the object chosen before) each
    gain them (7.3.12), me first."""

    n: int = 1

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.effects.selectors import Me

        for sel in (Me(), It()):
            yield from GainBoosts(sel, self.n).run(g, ctx)

    def text(self) -> str:
        return f"We both gain {plural(self.n, 'boost')}"


@attrs.frozen
class CardsInYourReserve:
    """"per card in your Reserve": the cards of your own Reserve now, exhausted ones too."""

    def value(self, g: GameState, ctx: Ctx) -> int:
        return len(g.players[ctx.controller].reserve)

    def text(self) -> str:
        return "card in your Reserve"


@attrs.frozen
class IfIAmCardsCostLess(CostChange):
    """"If I'm Boosted, other Characters / Artists / Robots cost 1 less to play from your
    Reserve, with a minimum of 1": a decrease (5.1.2.e) of the cost of your cards of that
    kind played from your Reserve, not below the minimum, while the bearer's condition holds
    (looked at as the cost is worked out)."""

    condition: Any = None  # "I" being the bearer
    subtype: str | None = None
    other: bool = True

    def applies_to(self, card: Card, player: int, holder_ctrl: int, source_zone: str) -> bool:
        if self.subtype is not None and self.subtype not in card.cdef.subtypes:
            return False
        return super().applies_to(card, player, holder_ctrl, source_zone)

    def bearer_holds(self, g: GameState, holder: Card | None, ctrl: int) -> bool:
        return holder is not None and self.condition.holds(g, Ctx(ctrl, holder))

    def text(self, duration: str | None = None) -> str:
        noun = (self.subtype.capitalize() + "s") if self.subtype else "Characters"
        other = "other " if self.other else ""
        floor = f", with a minimum of {self.less_floor}" if self.less_floor is not None else ""
        head = f"If {self.condition.text()}, " if self.condition is not None else ""
        return (f"{head}{other}{noun} cost {self.less} less to play from your "
                f"{(self.from_zone or 'reserve').capitalize()}{floor}.")


# ------------------------------------------------------------------ starting regions
def in_starting_region(g: GameState, player: int, exp: str | None) -> bool:
    """Whether that Expedition is in its starting region (7.5.2: no region travelled)."""
    return exp is not None and g.players[player].distance(exp) == 0


@attrs.frozen
class CantBePlayedInStartingRegion(Passive):
    """"I can't be played in a starting region": not into an Expedition that is in its
    starting region (the Expedition is chosen as the card is played, 5.1.2.c)."""

    def forbids_intent(self, g: GameState, player: int, intent: Any) -> bool:
        return in_starting_region(g, player, intent.expedition)

    def text(self, duration: str | None = None) -> str:
        return "I can't be played in a starting region."


@attrs.frozen
class PayMoreInStartingRegion(CostChange):
    """"Pay N more to play me in a starting region": an increase of my own cost (5.1.2.e)
    when the chosen Expedition is in its starting region."""

    self_only = True

    def applies_to_intent(self, g: Any, intent: Any) -> bool:
        return in_starting_region(g, intent.card.owner, intent.expedition)

    def text(self, duration: str | None = None) -> str:
        return f"Pay {self.more} more to play me in a starting region."


# ------------------------------------------------------------------ boosts removed, then by their number
@attrs.frozen
class RemoveAllBoostsThen(Step):
    """"Remove all boosts from Characters in play and in Reserve. Then, depending on the
    number of boosts removed this way: • 1-4: … • 5-8: … • 9+: …": every Character in play
    and in every Reserve loses its boosts (2.5); then each bullet whose range holds the
    number removed is done, in the printed order (ranges written "N+" may overlap)."""

    outcomes: tuple[Any, ...] = ()  # steps.Outcome

    def run(self, g: GameState, ctx: Ctx) -> Run:
        removed = 0
        for c in [*g.expedition_zone, *(c for p in g.players for c in p.reserve)]:
            n = c.counters.get("boost", 0) if c.cdef.is_character else 0
            if n:
                del c.counters["boost"]
                removed += n
                g.entry(f"{c.name} loses {plural(n, 'boost')}", "2.5", ctx.controller, (c.oid,))
        g.note(f"{plural(removed, 'boost')} removed in all", "2.5", ctx=ctx)
        for o in self.outcomes:
            if o.lo <= removed <= o.hi:
                for s in o.steps:
                    yield from g.run_step(s, ctx)

    def text(self) -> str:
        def span(o: Any) -> str:  # "N+" is written with an open end (99)
            return f"{o.lo}+" if o.hi >= 99 else f"{o.lo}" if o.lo == o.hi else f"{o.lo}-{o.hi}"

        bullets = "".join(f"\n • {span(o)}: {upper_first(then_text(o.steps))}."
                          for o in self.outcomes)
        return ("Remove all boosts from Characters in play and in Reserve. Then, depending on "
                f"the number of boosts removed this way:{bullets}")


@attrs.frozen
class TheExpeditionFacingMeMoves(Step):
    """"The Expedition facing me moves backwards one region": `MoveExpedition("facing_me")`
    in this wording."""

    forward: bool = False

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.effects.steps import MoveExpedition

        yield from MoveExpedition("facing_me", forward=self.forward).run(g, ctx)

    def text(self) -> str:
        return f"The Expedition facing me moves {'forward' if self.forward else 'backwards'} one region"


# ------------------------------------------------------------------ a Character played where it is weak
@attrs.frozen
class WhenYouPlayIntoZeroTerrain(Trigger):
    """"When you play a Character in a region type where its base statistic is 0": the
    Character just played (5.1.2.j) stands in a region that has a terrain for which its
    printed statistic is 0 (Pinocchio, 0/0/3, played in a region with Forest or Mountain);
    binds it (6.3.h)."""

    def match(self, g: GameState, ev: Any, me: Card, ctrl: int) -> Card | bool:
        card = ev.card
        if ev.kind != "play" or ev.player != ctrl or card is None or not card.cdef.is_character:
            return False
        st = card.cdef.stats
        if st is None or card.zone is not ZONE.EXPEDITION:
            return False
        from engine.effects.filters import in_terrain_now

        zero = [t for t in (Terrain.FOREST, Terrain.MOUNTAIN, Terrain.WATER) if st[t] == 0]
        return card if any(in_terrain_now(g, card, t) for t in zero) else False

    def text(self) -> str:
        return "When you play a Character in a region type where its base statistic is 0"


# ------------------------------------------------------------------ moving twice at Dusk
@attrs.frozen
class MovesTwiceAtDusk(Passive):
    """"If my Expedition would move forward during Dusk, it moves twice instead" (a Gear's
    passive, a modifier, 6.2): each forward move of the bearer's Expedition during Dusk —
    by Progress or by an effect — is two moves; the second is not doubled again (it is the
    replacement, not a new "would move")."""

    def text(self, duration: str | None = None) -> str:
        return "If my Expedition would move forward during Dusk, it moves twice instead."


def moves_twice_at_dusk(g: GameState, player: int, exp: str) -> Card | None:
    """The object whose `MovesTwiceAtDusk` applies to that Expedition, if any."""
    for holder, _pa, ctrl in g.passives_of(MovesTwiceAtDusk):
        if holder is not None and ctrl == player and exp in g.expeditions_of(holder):
            return holder
    return None


# ------------------------------------------------------------------ where "it" was
@attrs.frozen
class ItWasIn(Condition):
    """"If it was in [terrain]": the object the step before moved out of play was, as it
    last was in play (6.3.j), in an Expedition whose region has that terrain."""

    terrain: Terrain

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        for c in ctx.chosen:
            last = c.last or {}
            ctrl, exp = last.get("controller"), last.get("expedition")
            if last.get("zone") is not ZONE.EXPEDITION or ctrl is None or exp is None:
                continue
            exps = ("hero", "companion") if last.get("gigantic") else (exp,)
            if any(self.terrain in g.terrains_at(g.players[ctrl].position[e]) for e in exps):
                return True
        return False

    def text(self) -> str:
        return f"it was in {self.terrain.value.capitalize()}"


@attrs.frozen
class RollDieThisWay(Step):
    """"…, then roll a die. When you roll a 1-3 this way — [steps]": a die roll (7.3.19)
    whose result, when in the range, is followed by the steps — the same as "On a 1-3, …"
    in the wording of a Reaction to one's own roll."""

    lo: int
    hi: int
    steps: tuple[Step, ...] = ()

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.effects.steps import RollDie

        yield from RollDie().run(g, ctx)
        if ctx.die is not None and self.lo <= ctx.die <= self.hi:
            for s in self.steps:
                yield from g.run_step(s, ctx)

    def text(self) -> str:
        body = ". ".join(upper_first(s.text()) for s in self.steps)
        return f"Roll a die. When you roll a {self.lo}-{self.hi} this way — {body}"


@attrs.frozen
class ThatOpponentTargetsYourReserveCard(Step):
    """"That opponent targets a card in your Reserve": the opponent named before (the other
    player, with two) chooses a target among your Reserve's cards (6.5.b, the choice is
    theirs); the next sentence calls it "it"."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.decisions import Option

        opp = 1 - ctx.controller
        cards = list(g.players[ctx.controller].reserve)
        ctx.it, ctx.it_oid = None, None
        if not cards:
            g.note("there is no card in the Reserve to target", "6.5.b", ctx=ctx)
            return
        opts = [Option(f"t:{c.oid}", c.name, (c.oid,)) for c in cards]
        ans = yield from g.ask(opp, "target", "Choose target card in your opponent's Reserve",
                               opts, source=ctx.source)
        card = next(c for c in cards if f"t:{c.oid}" == ans)
        g.entry(f"targets {card.name}", "6.5.b", opp, (card.oid,))
        ctx.it, ctx.it_oid = card, card.oid

    def text(self) -> str:
        return "That opponent targets a card in your Reserve"


@attrs.frozen
class YouControlIt(Condition):
    """"If you control it": the object the effect chose before ("it", 6.3.h) is in play
    under your control (7.5.4)."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        it = ctx.it if ctx.it is not None else (ctx.chosen[0] if ctx.chosen else None)
        return it is not None and g.alive(it) and g.controller_of(it) == ctx.controller

    def text(self) -> str:
        return "you control it"


@attrs.frozen
class DieResults(Step):
    """"Roll a die, then target a Character. On a: • 4+, it … • 1-3, it …": the results of
    the die rolled before (7.3.19.b), once the target is chosen; the outcome for the result,
    if any, is done."""

    outcomes: tuple[Any, ...] = ()  # steps.Outcome

    def run(self, g: GameState, ctx: Ctx) -> Run:
        if ctx.die is None:
            return
        for o in self.outcomes:
            if o.lo <= ctx.die <= o.hi:
                for s in o.steps:
                    yield from g.run_step(s, ctx)
                break

    def text(self) -> str:
        return "On a:" + "".join(f"\n • {o.range_text()}, {then_text(o.steps)}"
                                 for o in sorted(self.outcomes, key=lambda o: -o.lo))
