"""Abilities (1.2.4, 2.2.11): keywords, Reactions, quick actions, passives, spell effects."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import attrs

from engine.ability_kinds import TYPE_NOUNS, NextPlayedPassive

# the kinds live in the model (the kernel runs them); the words below are theirs
from engine.ability_kinds import Ability as Ability
from engine.ability_kinds import CostChange as CostChange
from engine.ability_kinds import Keyword as Keyword
from engine.ability_kinds import OptionalCostReduction as OptionalCostReduction
from engine.ability_kinds import Passive as Passive
from engine.ability_kinds import QuickAction as QuickAction
from engine.ability_kinds import Reaction as Reaction
from engine.ability_kinds import SpellEffect as SpellEffect
from engine.decisions import Asks, DecisionKind, Option
from engine.effects.activation import ActivateOne, ActivateSymbol
from engine.effects.context import Ctx
from engine.effects.filters import _has_zero_base_stat
from engine.effects.selectors.pronouns import Me
from engine.effects.steps.gains import GainBoosts, GainStatus
from engine.events import Event
from engine.gamestate.replacing import Action, Replacement
from engine.messages import msg
from engine.model import STATUS, ZONE, Zone

if TYPE_CHECKING:  # pragma: no cover

    from engine.ability_kinds import Step
    from engine.effects.conditions.base import Condition
    from engine.effects.costs import CostsMoreUnlessFirst
    from engine.effects.counts import Count
    from engine.effects.filters import Description
    from engine.effects.steps.common import Run
    from engine.model import Card, Status, Terrain
    from engine.state import GameState


_DURATION_WORDS = {"turn": " this turn", "afternoon": " this Afternoon", "day": " this Day"}


def duration_words(duration: str | None) -> str:
    """How long an Ongoing Emblem's passive lasts, as the end of its sentence (2.2.14)."""
    return _DURATION_WORDS.get(duration or "", "")


@attrs.frozen
class GrantKeyword(Passive):
    """"[Objects] have [keyword]" — a characteristic-changing passive (2.3.1.g)."""

    filter: Description
    keyword: Keyword
    verb: str = "have"  # have | are: the printed word only ("are Gigantic", "have Tough 2")
    condition: Condition | None = None  # "If you have less than eight Mana Orbs, …"
    alters_characteristics = True

    def text(self, duration: str | None = None) -> str:
        out = (f"{self.filter.noun(plural=True)} {self.verb} {self.keyword.text()}"
               f"{duration_words(duration)}.")
        if self.condition is not None:
            return f"If {self.condition.text()}, {out}"
        return out[:1].upper() + out[1:]


@attrs.frozen
class ICostLessIf(CostChange):
    """"I cost N less if [condition]" / "If [condition], I cost N less": a decrease of
    the card's own cost, when the condition holds as it is played (5.1.2.e); the
    condition is read with the card as "I" and its player as "you"."""

    cond: Condition = attrs.field(kw_only=True)
    self_only = True
    cond_first: bool = attrs.field(default=False, eq=False)  # printed "If …, I cost …"

    def holds(self, g: GameState, card: Card, player: int) -> bool:
        return self.cond.holds(g, Ctx(controller=player, source=card))

    def text(self, duration: str | None = None) -> str:
        if self.cond_first:
            return f"If {self.cond.text()}, I cost {self.less} less."
        return f"I cost {self.less} less if {self.cond.text()}."


@attrs.frozen
class ICostLessFor(CostChange):
    """"I cost N less for each [thing]": a decrease of the card's own cost of N per
    thing counted as it is played (5.1.2.e); `count` has value(g, ctx) and text()."""

    per: int = 1
    count: Count = attrs.field(kw_only=True)
    self_only = True

    def now(self, g: GameState, card: Card, player: int) -> CostChange:
        n = int(self.count.value(g, Ctx(controller=player, source=card)))
        return attrs.evolve(self, less=self.per * n)

    def text(self, duration: str | None = None) -> str:
        return f"I cost {self.per} less for each {self.count.text()}."


@attrs.frozen
class NextPlayed(NextPlayedPassive):
    """"The next [card] you play this turn costs N less / gains N boosts" (Ongoing Emblem).

    Used up by the first matching card played; cost reductions apply at declaration
    (5.1.2.e) and boosts via an Emblem-Reaction during resolution (5.2.b).
    """

    types: tuple[str, ...] = ("character",)
    cost_less: int = 0
    boosts: int = 0
    first_each_afternoon: bool = False  # "The first Character you play each Afternoon"
    loses: Status | None = None  # "... loses Fleeting" (an Emblem-Reaction, 5.2.b)
    subtype: str | None = None  # "The next Plant you play": a Character of that sub-type
    max_hand_cost: int | None = None  # "... with Hand Cost 3 or less"
    from_hand: bool = False  # "The next Character you play from your hand"
    from_reserve: bool = False  # "The next Character you play from your Reserve"
    gains: Status | None = None  # "... gains Anchored" (an Emblem-Reaction, 5.2.b)
    activates: str | None = None  # "... activates its [R] abilities" (7.3.1.b)
    free: bool = False  # "... is free": its costs are skipped whatever alters them (7.3.20)
    # "If you play it from your hand, it loses [status]" (after "is free")
    loses_from_hand: Status | None = None
    # "… down to a minimum of N": the decrease does not take the cost below N (5.1.2.e)
    cost_floor: int | None = None
    in_terrain: Terrain | None = None  # "… you play in [terrain]": into an Expedition in that terrain (7.5.7)
    pay_words: bool = attrs.field(default=False, eq=False)  # printed "Pay N less for the next …"
    # "… with Base Cost N or less": its Reserve Cost if played from Reserve, else its Hand Cost
    max_base_cost: int | None = None

    def matches(self, card: Card, zone: Zone | None = None) -> bool:
        """Whether `card`, played from `zone` (by default where it is now), uses this up."""
        cd = card.cdef
        if self.from_hand and (zone or card.zone) is not Zone.HAND:
            return False
        if self.from_reserve and (zone or card.zone) is not Zone.RESERVE:
            return False
        if self.max_hand_cost is not None and cd.hand_cost > self.max_hand_cost:
            return False
        if self.max_base_cost is not None and (
                cd.reserve_cost if (zone or card.zone) is Zone.RESERVE else cd.hand_cost
        ) > self.max_base_cost:
            return False
        return cd.counts_as(self.types) and (
            self.subtype is None or self.subtype in cd.subtypes)

    def on_played(self) -> tuple[tuple[tuple[Step, ...], str], ...]:
        """The steps the played card gets as Emblem-Reactions while it resolves (5.2.b),
        with their words; boosts and "loses" are handled by the play itself."""

        out: list[tuple[tuple[Step, ...], str]] = []
        if self.gains is not None:
            out.append(((GainStatus(Me(), self.gains),), f"gains {self.gains.value.capitalize()}"))
        if self.activates is not None:
            out.append(((ActivateSymbol(Me(), self.activates),),
                        f"activates its [{self.activates}] abilities"))
        return tuple(out)

    def text(self, duration: str | None = None) -> str:
        what = " or ".join(TYPE_NOUNS[t] for t in self.types)
        if set(self.types) == {"character", "permanent", "spell"}:
            what = "card"  # every type a player plays (2.2.2)
        if self.subtype is not None:
            what = self.subtype.capitalize()
        if self.first_each_afternoon:
            head = f"The first {what} you play each Afternoon"
        else:
            head = (f"The next {what} you play" + (" from your hand" if self.from_hand else "")
                    + (" from your Reserve" if self.from_reserve else "")
                    + (f" in {self.in_terrain.value.capitalize()}" if self.in_terrain else "")
                    + {"turn": " this turn", "afternoon": " this afternoon"}.get(duration or "", ""))
        if self.max_hand_cost is not None:
            head += f" with Hand Cost {self.max_hand_cost} or less"
        if self.max_base_cost is not None:
            head += f" with Base Cost {self.max_base_cost} or less"
        if self.gains is not None:
            return f"{head} gains {self.gains.value.capitalize()}."
        if self.activates is not None:
            return f"{head} activates its [{self.activates}] abilities."
        if self.free:
            then = (f" If you play it from your hand, it loses "
                    f"{self.loses_from_hand.value.capitalize()}." if self.loses_from_hand else "")
            return f"{head} is free.{then}"
        if self.cost_less and self.pay_words:
            floor = (f", down to a minimum of {self.cost_floor}" if self.cost_floor is not None
                     else "")
            return f"Pay {self.cost_less} less for {head[0].lower()}{head[1:]}{floor}."
        if self.cost_less and self.boosts:
            return (f"{head} costs {self.cost_less} less and gains {self.boosts} "
                    f"boost{'s' if self.boosts != 1 else ''}.")
        if self.cost_less:
            return f"{head} costs {self.cost_less} less."
        if self.loses is not None:
            return f"{head} loses {self.loses.value.capitalize()}."
        return f"{head} gains {self.boosts} boost{'s' if self.boosts != 1 else ''}."


@attrs.frozen
class DiscardFromReserve:
    """An additional cost: discard one card from your Reserve."""

    verb = "discard"

    def candidates(self, g: GameState, player: int, exclude: Card | None) -> list[Card]:
        return [c for c in g.players[player].reserve if c is not exclude]

    def payable(self, g: GameState, player: int, exclude: Card | None) -> bool:
        return bool(self.candidates(g, player, exclude))

    def pay_with(self, g: GameState, chosen: Card, ctx: Ctx) -> Run:
        yield from g.move(chosen, ZONE.DISCARD, rule="6.4", ctx=ctx)

    def text(self) -> str:
        return "discard a card from your Reserve"


@attrs.frozen
class ExhaustFromReserve(DiscardFromReserve):
    """An additional cost: exhaust ([T]) one card of your Reserve not yet exhausted
    (7.3.10); exhausted, it can't be played and has no support abilities (2.4.5)."""

    verb = "exhaust"

    def candidates(self, g: GameState, player: int, exclude: Card | None) -> list[Card]:
        return [c for c in g.players[player].reserve
                if c is not exclude and STATUS.EXHAUSTED not in c.statuses]

    def pay_with(self, g: GameState, chosen: Card, ctx: Ctx) -> Run:
        g.gain_status(chosen, STATUS.EXHAUSTED, "7.3.10", ctx=ctx)
        yield from ()

    def text(self) -> str:
        return "exhaust a card from your Reserve"


@attrs.frozen
class ReplaceRoll(Passive, Replacement):
    """"If you would roll dice, instead roll that many plus one and ignore one" (6.2.b)."""

    replaces = "roll"

    extra: int = 1

    @classmethod
    def replace_now(cls, g: GameState, act: Action) -> Action:
        """Each of the roller's adds its dice; they keep as many as they would have rolled."""
        extra = sum(pa.extra for _h, pa, ctrl in g.passives_of(cls) if ctrl == act.player)
        return attrs.evolve(act, n=act.n + extra) if extra else act

    def text(self, duration: str | None = None) -> str:
        return ("If you would roll one or more dice, instead roll that many dice plus one and "
                "ignore the roll of your choice.")


@attrs.frozen
class ReplaceResupply(Passive, Replacement):
    """"If you would Resupply, instead reveal the top two; one to Reserve, one discarded".

    `look`: printed "instead look at the top two cards" - only the player sees them
    (1.2.3.g) until one goes to the Reserve and the other to the discard pile, both
    visible zones, so only the log's words differ."""

    look: bool = attrs.field(default=False, eq=False)

    replaces = "resupply"

    @classmethod
    def replace(cls, g: GameState, act: Action) -> Asks[Action]:
        """The card kept in Reserve is the action's result (None with an empty Deck)."""

        player = act.player
        mine = [pa for _h, pa, ctrl in g.passives_of(cls) if ctrl == player]
        if player is None or not mine:
            return act
        p = g.players[player]
        if mine[0].look:  # (a unique's words only: not among the translated templates)
            g.entry("would Resupply; a modifier replaces it: look at the top two cards",
                    "6.2", player)
        else:
            g.entry(msg("would Resupply; a modifier replaces it: reveal the top two cards"),
                    "6.2", player)
        for _ in range(2):
            if len(p.deck) < 2:
                g.refill_deck(player)
        top = list(reversed(p.deck[-2:]))
        if not top:
            return attrs.evolve(act, replaced=True, result=None)
        opts = [Option(f"r:{c.oid}", c.name, (c.oid,)) for c in top]
        ans = yield from g.ask(player, DecisionKind.CHOOSE_CARD,
                               ("Choose the card to put in your Reserve; the other is discarded"
                                if mine[0].look else "Revealed: choose the card to put in your "
                                "Reserve; the other is discarded"), opts)
        keep = None
        for c in top:
            if f"r:{c.oid}" == ans:
                keep = yield from g.move(c, ZONE.RESERVE, rule="6.2", ctx=act.ctx)
            else:
                yield from g.move(c, ZONE.DISCARD, rule="6.2", ctx=act.ctx)
        g.record_event(Event("resupply", keep, player))
        return attrs.evolve(act, replaced=True, result=keep)

    def text(self, duration: str | None = None) -> str:
        return (f"If you would Resupply, instead {'look at' if self.look else 'reveal'} the top "
                "two cards of your deck. Put one in Reserve, and discard the other.")


@attrs.frozen
class ReducedNextPlayed(NextPlayed):
    """"Reduce the cost of the next Permanent you play this Afternoon by N": the same
    Ongoing effect as "… costs N less" (5.1.2.e), in other words."""

    def text(self, duration: str | None = None) -> str:
        what = " or ".join(TYPE_NOUNS[t] for t in self.types)
        when = {"turn": " this turn", "afternoon": " this Afternoon"}.get(duration or "", "")
        return f"Reduce the cost of the next {what} you play{when} by {self.cost_less}."


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


@attrs.frozen
class NextPlayedActivatesOne(NextPlayed):
    """"The next Character played from your hand this turn activates one of its [R]
    abilities": an Ongoing effect used up by the next such Character (2.2.14), which gets
    an Emblem-Reaction while it resolves (5.2.b); when that Reaction resolves, one of the
    Character's [R] abilities of its controller's choice is activated (7.3.1.b)."""

    def on_played(self) -> tuple[tuple[tuple[Step, ...], str], ...]:
        return (((ActivateOne(Me(), self.activates or "R"),),
                 f"activates one of its [{self.activates}] abilities"),)

    def text(self, duration: str | None = None) -> str:
        when = {"turn": " this turn", "afternoon": " this afternoon"}.get(duration or "", "")
        return (f"The next Character played from your hand{when} activates one of its "
                f"[{self.activates}] abilities.")


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
class NextPlayedAmong(NextPlayed):
    """"The next Song or Artist you play this turn …" (one of `subtypes`, any card type) and
    "The next Character with a base statistic of 0 that you play this turn …" (a printed 0
    among its statistics, 2.2.10): used up by the first card played that fits."""

    subtypes: tuple[str, ...] = ()
    zero_base_stat: bool = False

    def matches(self, card: Card, zone: Zone | None = None) -> bool:
        cd = card.cdef
        if self.subtypes and not any(s in cd.subtypes for s in self.subtypes):
            return False
        if self.zero_base_stat and not _has_zero_base_stat(cd):
            return False
        return super().matches(card, zone)

    def text(self, duration: str | None = None) -> str:
        when = {"turn": " this turn", "afternoon": " this afternoon"}.get(duration or "", "")
        if self.subtypes:
            head = "The next " + " or ".join(s.capitalize() for s in self.subtypes)
            head += f" you play{when}"
        else:
            head = f"The next Character with a base statistic of 0 that you play{when}"
        if self.loses is None:  # only "loses [status]" is printed in these wordings
            raise ValueError("NextPlayedAmong says only what the card loses")
        return f"{head} loses {self.loses.value.capitalize()}."


@attrs.frozen
class IAmKeyword(Keyword):
    """A keyword printed as a sentence, "I'm Defender.": the same keyword ability (7.4),
    only worded differently."""

    def text(self) -> str:
        return f"I'm {super().text()}."


@attrs.frozen
class QuickActionCostingMore(QuickAction):
    """A quick action whose cost is a `CostsMoreUnlessFirst`: its text ends with the
    sentence that says so."""

    def text(self) -> str:
        more = cast("CostsMoreUnlessFirst", self.cost).more  # its cost, by construction
        return (f"{super().text()} This action costs {more} more if you are not "
                "the first player.")


@attrs.frozen
class NextPlayedWorded(NextPlayed):
    """A "next card you play" Ongoing effect in the wordings the plain one does not print:
    "Pay 1 less for the next Spell you play this turn, down to a minimum of 1" and "The next
    Leviathan you play this Afternoon costs 2 less and gains 1 boost"."""

    pay_words: bool = attrs.field(default=False, eq=False)

    def text(self, duration: str | None = None) -> str:
        what = (self.subtype.capitalize() if self.subtype is not None
                else " or ".join(TYPE_NOUNS[t] for t in self.types))
        when = {"turn": "this turn", "afternoon": "this Afternoon"}.get(duration or "", "")
        if self.pay_words:
            floor = (f", down to a minimum of {self.cost_floor}"
                     if self.cost_floor is not None else "")
            return f"Pay {self.cost_less} less for the next {what} you play {when}{floor}."
        return (f"The next {what} you play {when} costs {self.cost_less} less and gains "
                f"{self.boosts} boost{'s' if self.boosts != 1 else ''}.")
