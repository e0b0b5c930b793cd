"""Words for the Ordis cards of the later sets (Alize, Bise, Cyclone, Duster).

The Defender variants live here: a passive that lets Defender Characters stop holding an
Expedition back (`DefendersDontStop`), and the wordings "I'm Defender", "Unless …, I am
Defender", "I'm Defender unless …" of keywords the bearer has on a condition.  What each
mechanism means and the rulings taken are in docs/mechanisms.md ("Ordis in the later
sets")."""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

import attrs

from engine.decisions import Option
from engine.effects.abilities import CostChange, Keyword, Passive
from engine.effects.conditions import Condition
from engine.effects.context import Ctx
from engine.effects.core_words import GiveBoosts
from engine.effects.duster_words import IAmIf, expedition_in_contact
from engine.effects.immediate import PlayNow
from engine.effects.passives import EMPTY, CharPassive, Delta, IAmUnless
from engine.effects.reserve_limits import ReserveLimitPassive
from engine.effects.selectors import It
from engine.effects.steps import (
    CreateToken,
    PayToDo,
    Step,
    Where,
    effect_text,
    lower_first,
    plural,
    subject_text,
)
from engine.effects.triggers import Trigger
from engine.effects.vocabulary import standing
from engine.events import Event
from engine.model import EXPEDITIONS, ZONE, Card, Status

if TYPE_CHECKING:  # pragma: no cover
    from engine.state import GameState

Run = Generator[Any, Any, Any]


# ------------------------------------------------------------------ Defender variants
@attrs.frozen
class DefendersDontStop(Passive):
    """"[If …,] Defender Characters don't prevent my Expedition from moving forward."

    Defender holds its own Expedition back at Dusk (7.4.2.b-c); this passive cancels that
    for the Expeditions its bearer is in, while its condition holds (looked at each time
    the question is asked, so at Progress it is the standing before anyone moves, 4.2.4.h).
    Whose Defender does not matter: a Defender only ever holds back its own Expedition."""

    condition: Condition | None = None
    # printed "… don't prevent it from moving forward" after "If my Expedition is …"
    it_word: bool = attrs.field(default=False, eq=False)

    def lets_move(self, g: GameState, holder: Card | None, ctrl: int, player: int,
                  exp: str) -> bool:
        if holder is None or holder.zone is not ZONE.EXPEDITION or player != ctrl:
            return False
        if exp not in g.expeditions_of(holder):
            return False
        return self.condition is None or self.condition.holds(g, Ctx(ctrl, holder))

    def text(self, duration: str | None = None) -> str:
        whom = "it" if self.it_word else "my Expedition"
        out = f"Defender Characters don't prevent {whom} from moving forward."
        if self.condition is not None:
            return f"If {self.condition.text()}, {out}"
        return out


def defenders_released_by(g: GameState, player: int, exp: str) -> Card | None:
    """The object whose passive lets this Expedition move forward despite its Defenders,
    or None (see `DefendersDontStop`)."""
    for holder, pa, ctrl in g.passives_of(DefendersDontStop):
        if pa.lets_move(g, holder, ctrl, player, exp):
            return holder
    return None


@attrs.frozen
class IAmKeyword(Keyword):
    """A keyword printed as a sentence, "I'm Defender.": the same keyword ability (7.4),
    only worded differently."""

    def text(self) -> str:
        return f"I'm {super().text()}."


@attrs.frozen
class UnlessIAm(IAmUnless):
    """"Unless [condition], I am [keyword]" / "I'm [keyword] unless [condition]": the
    bearer has the keyword while the condition does not hold (`IAmUnless`), worded with
    the condition first or with "I'm"."""

    form: str = attrs.field(default="unless_first", eq=False)  # unless_first | im

    def text(self, duration: str | None = None) -> str:
        if self.form == "im":
            return f"I'm {self.keyword.text()} unless {self.unless.text()}."
        return f"Unless {self.unless.text()}, I am {self.keyword.text()}."


@attrs.frozen
class IfIAmKeyword(IAmIf):
    """"If [condition], I am [keyword]": `IAmIf` printed with "I am"."""

    def text(self, duration: str | None = None) -> str:
        return f"If {self.condition.text()}, I am {self.keyword.text()}."


# ------------------------------------------------------------------ conditions
@attrs.frozen
class ManaOrbsAtLeast(Condition):
    """"If you have N or more Mana Orbs": every card in your Mana zone is a Mana Orb, ready
    or exhausted (3.2.9.c)."""

    n: int

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return len(g.players[ctx.controller].mana) >= self.n

    def text(self) -> str:
        return f"you have {_WORDS.get(self.n, str(self.n))} or more Mana Orbs"


@attrs.frozen
class MyExpeditionInContact(Condition):
    """"If my Expedition is In contact": another player's Expedition is in its region
    (reminder text of In contact); the bearer must be in play in that Expedition."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        if src is None or src.zone is not ZONE.EXPEDITION:
            return False
        return any(expedition_in_contact(g, g.controller_of(src), e)
                   for e in g.expeditions_of(src))

    def text(self) -> str:
        return "my Expedition is In contact"


@attrs.frozen
class CardsOfTypeInReserve(Condition):
    """"If there are N or more [Spells] in your Reserve": counted when checked."""

    type: str  # character | permanent | spell
    at_least: int

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return sum(1 for c in g.players[ctx.controller].reserve
                   if c.cdef.counts_as(self.type)) >= self.at_least

    def text(self) -> str:
        n = _WORDS.get(self.at_least, str(self.at_least))
        return f"there are {n} or more {self.type.capitalize()}s in your Reserve"


_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
          9: "nine", 10: "ten"}


@attrs.frozen
class YourExpeditionsAre(Condition):
    """"If each of your Expeditions is behind or tied": both of your Expeditions stand so
    against the opposing ones (7.5.2), looked at when the condition is checked."""

    states: tuple[str, ...]  # of ahead | behind | tied

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return all(standing(g, ctx.controller, e) in self.states for e in EXPEDITIONS)

    def text(self) -> str:
        return f"each of your Expeditions is {' or '.join(self.states)}"


# ------------------------------------------------------------------ steps
@attrs.frozen
class LoseAllBoosts(Step):
    """"[Objects] lose all [their] boosts": every boost counter is removed; the object is no
    longer Boosted (2.4.4.b).  A card in Reserve may hold boosts too (2.5.a)."""

    who: Any  # a selector

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, "lose all its boosts")):
            n = c.counters.pop("boost", 0)
            if n:
                g.entry(f"{c.name} loses its {n} boost{'s' if n > 1 else ''}", "2.4.4.b",
                        ctx.controller, (c.oid,))
            else:
                g.note(f"{c.name} has no boost to lose", "2.4.4.b", ctx=ctx)

    def text(self) -> str:
        whose = "their" if self.who.plural else "its"
        return f"{subject_text(self.who, 'loses', 'lose')} all {whose} boosts"


# ------------------------------------------------------------------ players and hands
@attrs.frozen
class PlayerPutsFromHand(Step):
    """"Target player puts a card from their hand in Reserve": the player is the target
    (6.5.b); that player chooses the card (their hand is hidden from the others, 3.2.6)
    and puts it in their Reserve (7.3.21).  An empty hand: nothing happens (1.4.1.c)."""

    who: str = "target_player"  # target_player | target_opponent

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.effects.players import choose_target_player

        if self.who == "target_opponent":
            p = 1 - ctx.controller
        else:
            p = yield from choose_target_player(g, ctx)
        hand = g.players[p].hand
        if not hand:
            g.note(f"{g.players[p].name} has no card in hand to put in Reserve", "1.4.1.c",
                   ctx=ctx)
            return
        opts = [Option(f"h:{c.oid}", c.name, (c.oid,)) for c in hand]
        ans = yield from g.ask(p, "choose_card",
                               "Choose a card from your hand to put in your Reserve", opts,
                               source=ctx.source)
        card = next(c for c in hand if f"h:{c.oid}" == ans)
        yield from g.move(card, ZONE.RESERVE, rule="7.3.21", ctx=Ctx(p, ctx.source))
        ctx.did = True

    def text(self) -> str:
        who = "Target opponent" if self.who == "target_opponent" else "Target player"
        return f"{who} puts a card from their hand in Reserve"


@attrs.frozen
class FewerInReserveThanOpponent(Condition):
    """"If you have less cards in Reserve than target opponent": the opponent is the
    target (with two players, the only one); the counts are taken when checked."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return len(g.players[ctx.controller].reserve) < len(g.players[1 - ctx.controller].reserve)

    def text(self) -> str:
        return "you have less cards in Reserve than target opponent"


# ------------------------------------------------------------------ where tokens go
@attrs.frozen
class WhereStanding(Where):
    """"In each of your Expeditions that's behind or tied": each of your Expeditions whose
    standing (7.5.2) is one of these, looked at as the step resolves."""

    states: tuple[str, ...] = ("behind", "tied")

    def text(self) -> str:
        return f"in each of your Expeditions that's {' or '.join(self.states)}"

    def resolve(self, g: GameState, ctx: Ctx) -> Generator[Any, Any, list[tuple[int, str]]]:
        me = ctx.controller
        return [(me, e) for e in EXPEDITIONS if standing(g, me, e) in self.states]
        yield  # pragma: no cover - makes this a generator


# ------------------------------------------------------------------ triggers, conditions
@attrs.frozen
class WhenPlaysFromReserve(Trigger):
    """"When an opponent plays a card from Reserve" / "When you play another card from
    Reserve": a card is played as it leaves Limbo (5.1.2.j), from the zone it was played
    from; "another" leaves out the bearer itself."""

    whose: str = "opponent"  # opponent | you
    other: bool = False

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        if ev.kind != "play" or ev.card is None or ev.value is not ZONE.RESERVE:
            return False
        if (ev.player == ctrl) != (self.whose == "you"):
            return False
        if self.other and (ev.card is me or ev.card.oid == me.oid):
            return False
        return ev.card

    def text(self) -> str:
        if self.whose == "you":
            return f"When you play {'another' if self.other else 'a'} card from Reserve"
        return "When an opponent plays a card from Reserve"


@attrs.frozen
class ItIsStatus(Condition):
    """"If it is Asleep": the object called "it" (6.3.h) has that status now (2.4)."""

    status: Status

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        it = ctx.it
        return it is not None and g.alive(it, ctx.it_oid) and self.status in it.statuses

    def text(self) -> str:
        return f"it is {self.status.value.capitalize()}"


# ------------------------------------------------------------------ costs
@attrs.frozen
class PlayedFromCostChange(CostChange):
    """"Cards played from Reserve cost N more" / "… N less, with a minimum cost of M": every
    player's cards (5.1.2.e); the minimum bounds this decrease only."""

    def applies_to(self, card: Card, player: int, holder_ctrl: int, source_zone: str) -> bool:
        return self.from_zone is None or self.from_zone == source_zone

    def text(self, duration: str | None = None) -> str:
        head = f"Cards played from {(self.from_zone or '').capitalize()}"
        if self.more:
            return f"{head} cost {self.more} more."
        floor = (f", with a minimum cost of {self.less_floor}" if self.less_floor is not None
                 else "")
        return f"{head} cost {self.less} less{floor}."


@attrs.frozen
class WhereAnyNamed(Where):
    """"In a Hero Expedition" / "in a Companion Expedition": one Expedition of that name,
    either player's, chosen by the effect's controller as the step resolves — a choice,
    not a target (no "target", 6.5.b).  A token created in an opponent's Expedition is
    controlled by that player and owned by its creator (1.1.7.b)."""

    def text(self) -> str:
        return f"in a {self.where.capitalize()} Expedition"

    def resolve(self, g: GameState, ctx: Ctx) -> Generator[Any, Any, list[tuple[int, str]]]:
        opts = [Option(f"e:{p}:{self.where}", f"{g.players[p].name}'s {self.where} Expedition",
                       expedition=(p, self.where))
                for p in g.initiative_order()]
        ans = yield from g.ask(ctx.controller, "expedition",
                               f"Choose a {self.where.capitalize()} Expedition", opts,
                               source=ctx.source)
        _, p, e = ans.split(":")
        return [(int(p), e)]


@attrs.frozen
class BareToken(CreateToken):
    """"Create an Ordis Recruit 1/1/1 in a Hero Expedition": a token named without the
    words "[sub-types] token" — the same creation (7.3.4)."""

    def text(self) -> str:
        from engine.cards.registry import card_by_ref

        t = card_by_ref(self.token)
        article = "an" if t.name[:1] in "AEIOU" else "a"
        return f"Create {article} {t.name} {t.stats} {self.where.text()}"


@attrs.frozen
class LandmarkCardCount:
    """"The number of cards in your Landmarks": counted when asked (Manaseeds included)."""

    def value(self, g: GameState, ctx: Ctx) -> int:
        return len(g.players[ctx.controller].landmarks)

    def text(self) -> str:
        return "the number of cards in your Landmarks"


@attrs.frozen
class ICostLess(CostChange):
    """"I cost N less for each [count]": the card's own cost decrease (5.1.2.e), N times
    the count as it is played (from the Hand or the Reserve).  ("I cost N less if …" is
    `abilities.ICostLessIf`.)"""

    per: Any = None  # a count with value(g, ctx) and text()
    self_only = True

    def applies_to(self, card: Card, player: int, holder_ctrl: int, source_zone: str) -> bool:
        return True

    def now(self, g: Any, card: Card, player: int) -> CostChange:
        return _Worked(less=self.less * self.per.value(g, Ctx(player, card)), words=self.text())

    def text(self, duration: str | None = None) -> str:
        return f"I cost {self.less} less for {self.per.text()}."


@attrs.frozen
class _Worked(CostChange):
    """An `ICostLess` worked out for one play: a fixed decrease, shown with its card's
    words (the cost explanation lists it)."""

    words: str = ""

    def text(self, duration: str | None = None) -> str:
        return self.words


@attrs.frozen
class AnyExpeditionAscended(Condition):
    """"If one or more (at least one) of your Expeditions is Ascended": until Rest."""

    wording: str = "one or more"  # one or more | at least one

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        from engine.effects.cyclone_words import ascended_expeditions

        return bool(ascended_expeditions(g, ctx.controller))

    def text(self) -> str:
        return f"{self.wording} of your Expeditions is Ascended"


@attrs.frozen
class AscendedCount:
    """"Each of your Ascended Expeditions": how many of them are Ascended now (0 to 2)."""

    def value(self, g: GameState, ctx: Ctx) -> int:
        from engine.effects.cyclone_words import ascended_expeditions

        return len(ascended_expeditions(g, ctx.controller))

    def text(self) -> str:
        return "each of your Ascended Expeditions"


@attrs.frozen
class SpellInReserve(Condition):
    """"If there's a Spell with Reserve Cost N or more in your Reserve": its printed Reserve
    Cost (2.2.8)."""

    min_reserve_cost: int

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return any(c.cdef.counts_as("spell") and c.cdef.reserve_cost >= self.min_reserve_cost
                   for c in g.players[ctx.controller].reserve)

    def text(self) -> str:
        return f"there's a Spell with Reserve Cost {self.min_reserve_cost} or more in your Reserve"


# ------------------------------------------------------------------ counters
@attrs.frozen
class CantGainCounters(Passive):
    """"Cards in your opponent's Reserve can't gain counters" / "Cards in play or in Reserve
    with counters can't gain counters" (boosts are counters, 2.4.4): a "can't" beats any
    effect that would give them (1.4.1).  Hero cards are neither in play nor in Reserve, so
    they are never affected (reminder text: "This doesn't affect Hero cards.")."""

    which: str = "opponent_reserve"  # opponent_reserve | with_counters

    def forbids(self, g: GameState, holder: Card | None, ctrl: int, card: Card) -> bool:
        if holder is None or holder.zone is not ZONE.EXPEDITION:
            return False
        if self.which == "opponent_reserve":
            return card.zone is ZONE.RESERVE and card.owner != ctrl
        return (card.zone in (ZONE.EXPEDITION, ZONE.LANDMARK, ZONE.RESERVE)
                and any(card.counters.values()))

    def text(self, duration: str | None = None) -> str:
        if self.which == "opponent_reserve":
            return "Cards in your opponent's Reserve can't gain counters."
        return "Cards in play or in Reserve with counters can't gain counters."


def counters_forbidden_by(g: GameState, card: Card) -> Card | None:
    """The object whose passive says `card` can't gain counters now, or None."""
    for holder, pa, ctrl in g.passives_of(CantGainCounters):
        if pa.forbids(g, holder, ctrl, card):
            return holder
    return None


# ------------------------------------------------------------------ "Target an Expedition. Create X … in it"
@attrs.frozen
class TokensInTargetExpedition(Step):
    """"Target an Expedition. Create X [token]s in it, where X is the number of cards in
    target player's Reserve" / "Target an Expedition, then create one [token] in it per
    card in your Landmarks, up to three per activation": the Expedition (any of the four)
    and the player are targets chosen as the step resolves (6.5.b), in the printed order;
    X is counted once, then the tokens are created one after the other (6.5.i)."""

    token: str
    count: str = "target_player_reserve"  # target_player_reserve | your_landmarks
    cap: int | None = None  # "up to three per activation"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.effects.players import choose_target_player

        exps = yield from Where("target").resolve(g, ctx)
        if self.count == "target_player_reserve":
            p = yield from choose_target_player(g, ctx)
            n = len(g.players[p].reserve)
            g.note(f"counts {n} cards in {g.players[p].name}'s Reserve", "6.5.i", ctx=ctx)
        else:
            n = len(g.players[ctx.controller].landmarks)
            g.note(f"counts {n} cards in your Landmarks", "6.5.i", ctx=ctx)
        if self.cap is not None:
            n = min(n, self.cap)
        for p, e in exps:
            for _ in range(n):
                g.create_token(self.token, ctx.controller, p, e, "7.3.4", ctx=ctx)

    def text(self) -> str:
        from engine.cards.registry import card_by_ref

        t = card_by_ref(self.token)
        sub = ", ".join(s.capitalize() for s in t.subtypes)
        if self.count == "target_player_reserve":
            return (f"Target an Expedition. Create X {t.name} {t.stats} {sub} tokens in it, "
                    "where X is the number of cards in target player's Reserve")
        cap = f", up to {_WORDS.get(self.cap, self.cap)} per activation" if self.cap else ""
        return (f"Target an Expedition, then create one {t.name} {t.stats} {sub} token in it "
                f"per card in your Landmarks{cap}")


# ------------------------------------------------------------------ Fiore, Hypothermia, Nightwarden
@attrs.frozen
class BoostPerOthersThenSend(Step):
    """"I gain 1 boost per other Character in my Expedition, then send them all to
    Reserve": counted once (6.5.i), one gain (7.3.12), then those very Characters go to
    their owners' Reserves (7.3.26) — the ones counted, as they still are."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        me = ctx.source
        if me is None or not g.alive(me, ctx.source_oid) or me.zone is not ZONE.EXPEDITION:
            return
        others = [c for e in g.expeditions_of(me) for c in g.in_expedition(me.controller, e)
                  if c is not me and c.cdef.is_character]
        g.note(f"counts {len(others)} other Characters in its Expedition", "6.5.i", ctx=ctx)
        g.gain_counters(me, "boost", len(others), "7.3.12", ctx=ctx)
        for c in others:
            if g.alive(c) and c.zone is ZONE.EXPEDITION:
                yield from g.move(c, ZONE.RESERVE, rule="7.3.26", ctx=ctx)

    def text(self) -> str:
        return ("I gain 1 boost per other Character in my Expedition, then send them all to "
                "Reserve")


@attrs.frozen
class LoseBoosts(Step):
    """"I lose N boosts": that many boost counters removed, as many as there are (1.4.1.c)."""

    who: Any
    n: int = 1

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, f"lose {self.n} boosts")):
            have = c.counters.get("boost", 0)
            k = min(have, self.n)
            if not k:
                g.note(f"{c.name} has no boost to lose", "1.4.1.c", ctx=ctx)
                continue
            if have == k:
                del c.counters["boost"]
            else:
                c.counters["boost"] = have - k
            g.entry(f"{c.name} loses {k} boost{'s' if k > 1 else ''}", "2.4.4.b",
                    ctx.controller, (c.oid,))

    def text(self) -> str:
        noun = "boost" if self.n == 1 else "boosts"
        return f"{subject_text(self.who, 'loses', 'lose')} {self.n} {noun}"


@attrs.frozen
class EachPlayerChoosesGains(Step):
    """"Each player chooses a Character they control. It gains Asleep." (reminder: "You
    choose first."): a choice, not a target (no Tough, 7.4.7.c); every choice is made, then
    each chosen Character gains the status (7.3.13).  A player who controls none chooses
    nothing (1.4.1.c)."""

    status: Status

    def run(self, g: GameState, ctx: Ctx) -> Run:
        chosen: list[Card] = []
        for p in (ctx.controller, 1 - ctx.controller):
            mine = [c for c in g.expedition_zone if c.cdef.is_character and g.controller_of(c) == p]
            if not mine:
                g.note(f"{g.players[p].name} controls no Character to choose", "1.4.1.c",
                       ctx=ctx)
                continue
            opts = [Option(f"c:{c.oid}", g.describe(c), (c.oid,)) for c in mine]
            ans = yield from g.ask(p, "choose_card",
                                   f"Choose a Character you control: it gains "
                                   f"{self.status.value.capitalize()}", opts, source=ctx.source)
            chosen.append(next(c for c in mine if f"c:{c.oid}" == ans))
        for c in chosen:
            g.gain_status(c, self.status, "7.3.13", ctx=ctx)

    def text(self) -> str:
        return (f"Each player chooses a Character they control. It gains "
                f"{self.status.value.capitalize()}")


@attrs.frozen
class WhenIGainStatus(Trigger):
    """"When I gain Asleep": the status is added to me (7.3.13), while I am in play."""

    status: Status

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return ev.kind == "status" and ev.card is me and ev.value == (self.status, True)

    def text(self) -> str:
        return f"When I gain {self.status.value.capitalize()}"


@attrs.frozen
class GainInstead(Passive):
    """"If I would gain Asleep, I gain Anchored instead": a replacing modifier of the bearer
    (6.2) on the atomic action that gives it that status."""

    would: Status
    instead: Status

    def text(self, duration: str | None = None) -> str:
        return (f"If I would gain {self.would.value.capitalize()}, I gain "
                f"{self.instead.value.capitalize()} instead.")


def status_instead(g: GameState, card: Card, status: Status) -> Status:
    """The status `card` gains when it would gain `status`, after its own `GainInstead`."""
    for holder, pa, _ctrl in g.passives_of(GainInstead):
        if holder is card and pa.would is status:
            g.entry(f"{card.name} would gain {status.value.capitalize()}: it gains "
                    f"{pa.instead.value.capitalize()} instead", "6.2", card.controller,
                    (card.oid,))
            return pa.instead
    return status


# ------------------------------------------------------------------ paying, giving, playing
@attrs.frozen
class MayPay(PayToDo):
    """"You may pay N." on its own, the sentence after saying "If you do, …" (6.5.f)."""

    def _effect_text(self) -> str:
        return "do what follows"

    def text(self) -> str:
        return f"You may {self.cost.text()}"


@attrs.frozen
class GiveBoostsTo(GiveBoosts):
    """"Give N boosts to [object]": "Give [object] N boosts", printed the other way round."""

    def text(self) -> str:
        return f"Give {plural(self.n, 'boost')} to {self.who.text()}"


@attrs.frozen
class BoostsPerLandmark(Step):
    """"I gain 1 boost per card in your Landmarks[, up to a max of N boosts on me]": counted
    once (6.5.i), one gain (7.3.12); the cap counts the boosts I already have."""

    cap: int | None = None

    def run(self, g: GameState, ctx: Ctx) -> Run:
        me = ctx.source
        if me is None or not g.alive(me, ctx.source_oid):
            return
        n = len(g.players[ctx.controller].landmarks)
        g.note(f"counts {n} cards in your Landmarks", "6.5.i", ctx=ctx)
        if self.cap is not None:
            n = max(0, min(n, self.cap - me.counters.get("boost", 0)))
        g.gain_counters(me, "boost", n, "7.3.12", ctx=ctx)
        yield from ()

    def text(self) -> str:
        cap = f", up to a max of {self.cap} boosts on me" if self.cap is not None else ""
        return f"I gain 1 boost per card in your Landmarks{cap}"


@attrs.frozen
class ItIsInAscended(Condition):
    """"If it's in an Ascended Expedition": "it" (6.3.h) is in play in one (until Rest)."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        from engine.effects.cyclone_words import is_ascended

        it = ctx.it
        if it is None or not g.alive(it, ctx.it_oid) or it.zone is not ZONE.EXPEDITION:
            return False
        return any(is_ascended(g, g.controller_of(it), e) for e in g.expeditions_of(it))

    def text(self) -> str:
        return "it's in an Ascended Expedition"


@attrs.frozen
class PlayForFreeUpTo(Step):
    """"Immediately play for free up to N Characters with Base Cost K or less" (reminder:
    "Reserve Cost if from Reserve, Hand Cost otherwise."): one at a time from your hand or
    Reserve, skipping their costs (7.3.20), each played in full before the next is chosen;
    you may stop at any time.  Exhausted cards in Reserve can't be played (2.4.5)."""

    n: int
    max_base_cost: int

    def _candidates(self, g: GameState, ctx: Ctx) -> list[Card]:
        p = g.players[ctx.controller]
        out = [c for c in p.hand if c.cdef.is_character and c.cdef.hand_cost <= self.max_base_cost]
        out += [c for c in p.reserve if c.cdef.is_character and not c.exhausted
                and c.cdef.reserve_cost <= self.max_base_cost]
        return out

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.play import Intent, play_card

        for i in range(self.n):
            cands = self._candidates(g, ctx)
            if not cands:
                g.note("no Character left to play for free", "7.3.20", ctx=ctx)
                return
            opts = [Option(f"f:{c.oid}", f"{c.name} (from {'Reserve' if c.zone is ZONE.RESERVE else 'hand'})",
                           (c.oid,)) for c in cands]
            opts.append(Option("stop", "Stop: play no more"))
            ans = yield from g.ask(ctx.controller, "choose_card",
                                   f"Choose a Character to play for free ({i + 1} of up to "
                                   f"{self.n})", opts, source=ctx.source)
            if ans == "stop":
                return
            card = next(c for c in cands if f"f:{c.oid}" == ans)
            exp = yield from g.choose_expedition(ctx.controller, card.name, EXPEDITIONS, ctx)
            yield from play_card(g, ctx.controller, Intent(card, card.zone, exp, free=True))

    def text(self) -> str:
        what = "Character" if self.n == 1 else "Characters"
        return (f"Immediately play for free up to {_WORDS.get(self.n, self.n)} {what} with "
                f"Base Cost {self.max_base_cost} or less")


# ------------------------------------------------------------------ Ariadne, Overseer
@attrs.frozen
class WhenOpponentPlays(Trigger):
    """"When an opponent plays a [Character]": the card is played as it leaves Limbo
    (5.1.2.j); it is "that Character" of the effect (6.3.h)."""

    filter: Any  # a Filter

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        if ev.kind != "play" or ev.card is None or ev.player == ctrl:
            return False
        return ev.card if self.filter.fits(ev.card.cdef) else False

    def text(self) -> str:
        return f"When an opponent plays a {self.filter.noun()}"


@attrs.frozen
class ThatOne(It):
    """"That Character": the object the trigger bound (6.3.h), printed with its noun."""

    noun: str = "Character"

    def text(self, subject: bool = False) -> str:
        return f"that {self.noun}"


@attrs.frozen
class NoCharactersFacingMe(Condition):
    """"If there are no Characters in the Expedition facing me": the opponent's Expedition
    of the same name as mine (7.5.6) holds no Character now."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        me = ctx.source
        if me is None or me.zone is not ZONE.EXPEDITION:
            return False
        opp = 1 - g.controller_of(me)
        return not any(c.cdef.is_character for e in g.expeditions_of(me)
                       for c in g.in_expedition(opp, e))

    def text(self) -> str:
        return "there are no Characters in the Expedition facing me"


# ------------------------------------------------------------------ Leo: a counter from anywhere
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
            ans = yield from g.ask(ctx.controller, "choose_card", "Choose the counter to spend",
                                   opts, source=ctx.source)
        _, oid, name = ans.split(":")
        card = next(c for c in cards if str(c.oid) == oid)
        g.spend_counters(card, name, 1, ctx=ctx)

    def text(self) -> str:
        return "spend 1 counter from a card in your Reserve or Landmarks"


@attrs.frozen
class ItIsFacingMe(Condition):
    """"If it's facing me": "it" (6.3.h) is in play in an opponent's Expedition of the same
    name as one I am in (7.5.6)."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        me, it = ctx.source, ctx.it
        if me is None or it is None or not g.alive(it, ctx.it_oid):
            return False
        if me.zone is not ZONE.EXPEDITION or it.zone is not ZONE.EXPEDITION:
            return False
        if g.controller_of(it) == g.controller_of(me):
            return False
        return bool(set(g.expeditions_of(it)) & set(g.expeditions_of(me)))

    def text(self) -> str:
        return "it's facing me"


# ------------------------------------------------------------------ Doppelgänger
@attrs.frozen
class HasSubtypes(CharPassive):
    """The sub-types an object gained from an effect (2.2.2.p): granted to it until it
    leaves the Expedition zone (reminder text: "I lose these subtypes when I leave the
    Expedition zone.")."""

    subtypes: tuple[str, ...]

    def delta(self, g: GameState, holder: Card | None, ctrl: int) -> Delta:
        if holder is None or holder.zone is not ZONE.EXPEDITION:
            return EMPTY
        return frozenset(("sub", holder.oid, s) for s in self.subtypes)

    def text(self, duration: str | None = None) -> str:
        return "I have the sub-types " + ", ".join(s.capitalize() for s in self.subtypes) + "."


@attrs.frozen
class GainItsSubtypesAndBoosts(Step):
    """"I gain its subtypes and X boosts, where X equals its highest statistic": "it" is the
    Character targeted before (6.3.h); its sub-types as they are now (2.2.2.p) are granted
    to me while I stay in the Expedition zone, and X is its highest statistic, boosts
    included (2.5.1.b), taken as the step resolves."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        me, it = ctx.source, ctx.it
        if it is None or not g.alive(it, ctx.it_oid):
            g.note("no Character to copy", "6.5.h", ctx=ctx)
            return
        if me is None or not g.alive(me, ctx.source_oid) or me.zone is not ZONE.EXPEDITION:
            return
        subs = tuple(sorted(g.subtypes(it) - g.subtypes(me)))
        if subs:
            g.grant(me, HasSubtypes(subs))
            g.entry(f"{me.name} gains the sub-types {', '.join(s.capitalize() for s in subs)}",
                    "2.2.2.p", ctx.controller, (me.oid,))
        st = g.stats(it)
        g.gain_counters(me, "boost", max(st.forest, st.mountain, st.water), "7.3.12", ctx=ctx)
        yield from ()

    def text(self) -> str:
        return "I gain its subtypes and X boosts, where X equals its highest statistic"


# ------------------------------------------------------------------ Rune's Testament
@attrs.frozen
class DiscardInsteadOfMovingForward(Passive):
    """"If my Expedition would move forward, you may discard me instead to [effect]": an
    optional replacing modifier (6.2.d) of the move of the Expedition its bearer is in —
    the bearer is discarded, the effect happens, and the Expedition stays where it is."""

    steps: tuple[Step, ...]

    def text(self, duration: str | None = None) -> str:
        return ("If my Expedition would move forward, you may discard me instead to "
                f"{lower_first(effect_text(self.steps)).removesuffix('.')}.")


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


# ------------------------------------------------------------------ Reserve limits
@attrs.frozen
class ReserveLimitsChange(ReserveLimitPassive):
    """"All Reserve limits are reduced by one": every player's Reserve limit (3.2.10.b) is
    that much lower while the ability works (a Support ability: while its card is ready in
    its owner's Reserve, 2.2.11.i); read at Clean-up (4.2.5.c)."""

    delta: int = -1
    support: bool = False

    def limit_delta(self, g: GameState, player: int, ctrl: int) -> int:
        return self.delta  # every player's

    def text(self, duration: str | None = None) -> str:
        words = {1: "one", 2: "two"}
        way = "reduced" if self.delta < 0 else "increased"
        out = f"All Reserve limits are {way} by {words.get(abs(self.delta), abs(self.delta))}."
        return ("[S] " if self.support else "") + out


# ------------------------------------------------------------------ Kuraokami
@attrs.frozen
class AheadExpeditionSleeps(Step):
    """"Target an Expedition that's ahead. Each of its Characters gain Asleep.": the
    Expedition is a target (6.5.b) among those ahead of the one facing them (7.5.2); with
    none, nothing happens; then every Character in it gains Asleep (7.3.13)."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        cands = [(p, e) for p in g.initiative_order() for e in EXPEDITIONS
                 if standing(g, p, e) == "ahead"]
        if not cands:
            g.note("no Expedition is ahead: nothing to target", "6.5.b", ctx=ctx)
            return
        opts = [Option(f"e:{p}:{e}", f"{g.players[p].name}'s {e} Expedition",
                       expedition=(p, e)) for p, e in cands]
        ans = yield from g.ask(ctx.controller, "target_expedition", "Choose target Expedition",
                               opts, source=ctx.source)
        _, p, e = ans.split(":")
        for c in list(g.in_expedition(int(p), e)):
            if c.cdef.is_character:
                g.gain_status(c, Status.ASLEEP, "7.3.13", ctx=ctx)

    def text(self) -> str:
        return "target an Expedition that's ahead. Each of its Characters gain Asleep"


# ------------------------------------------------------------------ Mandjet
@attrs.frozen
class ResupplyInsteadOfAscendingAgain(Passive):
    """"If one of your Ascended Expeditions would attempt to Ascend again, Resupply
    instead": a replacing modifier (6.2) of an Ascend step on an Expedition of its
    controller that is already Ascended — the controller Resupplies (7.3.22) instead."""

    def text(self, duration: str | None = None) -> str:
        return ("If one of your Ascended Expeditions would attempt to Ascend again, Resupply "
                "instead.")


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


# ------------------------------------------------------------------ look at the top cards
@attrs.frozen
class LookKeepOneDiscardRest(Step):
    """"Look at the top N cards of your deck. Put one in your hand and discard the others.":
    only the controller sees them (their deck is hidden, 1.2.3.g); the one kept goes to the
    hand unnamed in the log, the others to the discard pile (public)."""

    n: int = 4

    def run(self, g: GameState, ctx: Ctx) -> Run:
        deck = g.players[ctx.controller].deck
        top = list(reversed(deck[-self.n:])) if deck else []  # the top card first
        if not top:
            g.note("has no card in deck to look at", "1.4.1.c", ctx=ctx)
            return
        g.entry(f"looks at the top {len(top)} card{'s' if len(top) > 1 else ''} of their deck",
                "1.2.3.g", ctx.controller)
        opts = [Option(f"k:{c.oid}", c.name, (c.oid,)) for c in top]
        ans = yield from g.ask(ctx.controller, "choose_card", "Choose the card to put in your hand",
                               opts, source=ctx.source)
        keep = next(c for c in top if f"k:{c.oid}" == ans)
        yield from g.move(keep, ZONE.HAND, rule="7.3.21", ctx=ctx, quiet=True)
        g.entry("puts one of them into their hand", "7.3.21", ctx.controller)
        for c in top:
            if c is not keep:
                yield from g.move(c, ZONE.DISCARD, rule="7.3.5", ctx=ctx)

    def text(self) -> str:
        n = _WORDS.get(self.n, str(self.n))
        return (f"look at the top {n} cards of your deck. Put one in your hand and discard "
                "the others")


# ------------------------------------------------------------------ single-terrain regions
def in_single_terrain_region(g: GameState, card: Card) -> bool:
    """In play in an Expedition whose region is face up with exactly one terrain as it is
    now — the ruling taken for "single-terrain regions" (docs/mechanisms.md, Cyclone); a
    Gigantic object is in both of its Expeditions' regions (7.4.4)."""
    if card.zone is not ZONE.EXPEDITION:
        return False
    p = g.players[g.controller_of(card)]
    for e in g.expeditions_of(card):
        i = p.position[e]
        if not g.regions[i].face_down and len(g.terrains_at(i)) == 1:
            return True
    return False


@attrs.frozen
class IAmInSingleTerrainRegion(Condition):
    """"If I'm in a single-terrain region"."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        return src is not None and g.alive(src, ctx.source_oid) and in_single_terrain_region(g, src)

    def text(self) -> str:
        return "I'm in a single-terrain region"


# ------------------------------------------------------------------ Bluecap
@attrs.frozen
class BothExpeditionsFailed(Condition):
    """"If both of your Expeditions failed to move forward": at the Progress whose failure
    activated this Reaction (the event records every Expedition of that player that did
    not move forward then, 4.2.4.i)."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        ev = ctx.event
        if ev is None or ev.kind != "progress" or len(ev.value) < 3:
            return False
        return set(ev.value[2]) >= set(EXPEDITIONS)

    def text(self) -> str:
        return "both of your Expeditions failed to move forward"


@attrs.frozen
class InsteadIf(Step):
    """"[Step]. If [condition], [other step] instead.": one or the other, the condition read
    as the effect resolves (6.5.d); printed as two sentences."""

    step: Step
    cond: Condition
    instead: Step
    instead_words: str = "create two instead"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        chosen = self.instead if self.cond.holds(g, ctx) else self.step
        yield from g.run_step(chosen, ctx)

    def text(self) -> str:
        return f"{self.step.text()}. If {self.cond.text()}, {self.instead_words}"


# ------------------------------------------------------------------ Ascended moving forward
@attrs.frozen
class WhenYourAscendedExpeditionsMoveForward(Trigger):
    """"When one or more of your Ascended Expeditions moves forward": one Reaction per
    step (Progress moves both at once, 4.2.4.h), not one per Expedition.  It is matched on
    the whole step (`match_step`); the event it gives the Reaction names every Ascended
    Expedition of the controller that moved forward in that step, for "it"."""

    per_step = True

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return False  # see match_step

    def match_step(self, g: GameState, events: list[Event], me: Card, ctrl: int) -> Event | None:
        from engine.effects.cyclone_words import is_ascended

        moved = tuple(dict.fromkeys(
            ev.value[0] for ev in events
            if ev.kind == "expedition" and ev.player == ctrl and ev.value[1] > 0
            and is_ascended(g, ctrl, ev.value[0])))
        if not moved:
            return None
        return Event("ascended_forward", None, ctrl, value=moved)

    def text(self) -> str:
        return "When one or more of your Ascended Expeditions moves forward"


@attrs.frozen
class NoCharacterFacingIt(Condition):
    """"If there is no Character facing it", "it" being each Ascended Expedition that just
    moved forward (the trigger's event): true if the opponent's Expedition of the same name
    facing at least one of them holds no Character (Gigantic ones count in both, 7.4.4)."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        ev = ctx.event
        if ev is None or ev.kind != "ascended_forward":
            return False
        opp = 1 - ctx.controller
        return any(not any(c.cdef.is_character for c in g.in_expedition(opp, exp))
                   for exp in ev.value)

    def text(self) -> str:
        return "there is no Character facing it"


# ------------------------------------------------------------------ Matz & Hive
@attrs.frozen
class SacrificeOneLandmark(Step):
    """"[If there are three or more cards in your Landmarks,] sacrifice one": a card of your
    Landmarks of your choice goes to its owner's discard pile (7.3.25); it is "the
    sacrificed card" of the next sentence (`ctx.it`, now in the discard pile)."""

    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False
        mine = [c for c in g.objects_in((ZONE.LANDMARK,))
                if g.controller_of(c) == ctx.controller]
        if not mine:
            g.note("no card in the Landmarks to sacrifice", "1.2.6.f", ctx=ctx)
            return
        opts = [Option(f"s:{c.oid}", g.describe(c), (c.oid,)) for c in mine]
        ans = yield from g.ask(ctx.controller, "sacrifice", "Choose a card of your Landmarks "
                               "to sacrifice", opts, source=ctx.source)
        card = next(c for c in mine if f"s:{c.oid}" == ans)
        new = yield from g.move(card, ZONE.DISCARD, rule="7.3.25", ctx=ctx, sacrifice=True)
        ctx.it, ctx.it_oid = (new, new.oid) if new is not None else (card, card.oid)
        ctx.did = True

    def text(self) -> str:
        return "Sacrifice one"


@attrs.frozen
class LandmarkFromHandForFree(PlayNow):
    """"Play for free a Landmark Permanent with a max Hand Cost of N more than the sacrificed
    card".  Ruling (lead): "play" naming no zone is from your hand, as the engine's other
    "play for free" words.  Not a "may": a fitting card in hand must be played (7.3.20);
    with none, nothing happens (1.2.6.f).  The cap is the printed Hand Cost (2.2.7) of the
    card the step before sacrificed (`ctx.it`; a Landmark token's is 0) plus N."""

    more: int = 2
    free: bool = True
    optional: bool = False
    immediately: bool = False
    cap: int = 0  # set as it runs

    def run(self, g: GameState, ctx: Ctx) -> Run:
        gone = ctx.it
        cap = (gone.cdef.hand_cost if gone is not None else 0) + self.more
        yield from super(LandmarkFromHandForFree, attrs.evolve(self, cap=cap)).run(g, ctx)

    def _fits(self, g: GameState, ctx: Ctx, card: Card, zone: Any) -> bool:
        cd = card.cdef
        return (zone is ZONE.HAND and cd.counts_as("permanent")
                and cd.zone_type == "landmark" and cd.hand_cost <= self.cap)

    def noun(self) -> str:
        return f"Landmark Permanent with Hand Cost {self.cap} or less"

    def text(self) -> str:
        return (f"Play for free a Landmark Permanent with a max Hand Cost of {self.more} more "
                "than the sacrificed card")
