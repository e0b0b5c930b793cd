"""Words added for the Bravos cards of the later sets (Alize, Bise, Cyclone, Duster).

Rush and the other ways of playing a card during an effect are in
`engine.effects.immediate` (any faction uses them); here are the smaller words around
them: "If you don't, ...", passing in the middle of an effect, and the Mana variant
"put the top card of your deck in your Mana zone, exhausted". What each means and the
rulings taken: docs/mechanisms.md, "Bravos in the later sets".
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

import attrs

from engine.decisions import Option
from engine.effects.abilities import (
    CostChange,
    ICostLessFor,
    NextPlayed,
    Passive,
    duration_words,
)
from engine.effects.alize_words import WhenACharacterJoinsMyExpedition
from engine.effects.conditions import Condition
from engine.effects.context import Ctx
from engine.effects.duster_words import CreateLandmarkToken, IAmIf
from engine.effects.filters import Filter
from engine.effects.immediate import activate_one
from engine.effects.mana import DeckToMana
from engine.effects.ordis_words import WhenIGainStatus
from engine.effects.selectors import Me, Selector
from engine.effects.steps import (
    CreateToken,
    GainBoosts,
    If,
    Mark,
    Step,
    effect_text,
    then_text,
)
from engine.effects.triggers import Trigger, WhenILeave
from engine.events import Event
from engine.model import STATUS, ZONE, Card, Status

if TYPE_CHECKING:  # pragma: no cover
    from engine.state import GameState

Run = Generator[Any, Any, None]


@attrs.frozen
class PassNow(Step):
    """"[You may] [immediately] pass": the controller passes as if at the end of a turn
    (4.2.3.d) — they take no more turns this Afternoon — while the effect goes on; the
    turn under way still ends as usual once the effect is over. Passing is an event
    ("When you pass first" sees it). A player who has already passed cannot pass again."""

    immediately: bool = False
    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.flow import pass_turn  # the flow builds on the effects

        ctx.did = False
        if g.players[ctx.controller].passed:
            g.note("has already passed", "4.2.3.d", ctx=ctx)
            return
        yield from pass_turn(g, ctx.controller)
        ctx.did = True

    def text(self) -> str:
        return "Immediately pass" if self.immediately else "Pass"


@attrs.frozen
class DeckToManaExhausted(DeckToMana):
    """"Put the top card of your deck in your Mana zone, exhausted": the same as the plain
    words (a new Mana Orb is always exhausted, 3.2.9.b), printed with the word after."""

    def text(self) -> str:
        return super().text() + ", exhausted"


@attrs.frozen
class ActivateOne(Step):
    """"[It] activates one of its [R] abilities" (7.3.1.b): see `activate_one`."""

    who: Selector
    symbol: str = "R"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, f"activate one of its [{self.symbol}] "
                                           "abilities")):
            yield from activate_one(g, ctx, c, self.symbol)

    def text(self) -> str:
        return f"{self.who.text(subject=True)} activates one of its [{self.symbol}] abilities"


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


# ------------------------------------------------------------------ conditions and branches
@attrs.frozen
class IfInline(If):
    """"If [condition], X, otherwise Y" in one sentence: `If` with both branches (6.5.d),
    printed as the card prints it."""

    def text(self) -> str:
        return (f"If {self.cond.text()}, {then_text(self.then)}, otherwise "
                f"{then_text(self.otherwise)}")


# ------------------------------------------------------------------ zones
@attrs.frozen
class PutMeInMana(Step):
    """"Put me in your Mana Orbs (as an exhausted Mana Orb)": the Spell whose effect this
    is goes from Limbo to its owner's Mana zone, face down and exhausted (3.2.9.b), instead
    of to the Reserve or the Discard pile once its effect is over."""

    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        me = ctx.source
        ctx.did = False
        if me is None or me.zone is not ZONE.LIMBO:
            g.note("is no longer in Limbo: it stays where it is", "2.1.d", ctx=ctx)
            return
        yield from g.move(me, ZONE.MANA, rule="3.2.9.b", ctx=ctx, quiet=True)
        g.note("goes to the Mana zone as an exhausted Mana Orb", "3.2.9.b", ctx=ctx)
        ctx.did = True

    def text(self) -> str:
        return "put me in your Mana Orbs"


@attrs.frozen
class ReserveToMana(Step):
    """"Put a card from your Reserve in your Mana zone (as an exhausted / a ready Mana
    Orb)": a card of the controller's choice (not a target, 6.5.b) becomes a Mana Orb,
    face down and exhausted (3.2.9.b) unless the text says ready."""

    ready: bool = False
    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False
        cards = list(g.players[ctx.controller].reserve)
        if not cards:
            g.note("has no card in Reserve", "1.2.6.f", ctx=ctx)
            return
        opts = [Option(f"c:{c.oid}", c.name, (c.oid,)) for c in cards]
        ans = yield from g.ask(ctx.controller, "choose_card",
                               "Choose a card from your Reserve to put in your Mana zone",
                               opts, source=ctx.source)
        card = next(c for c in cards if f"c:{c.oid}" == ans)
        name = card.name
        yield from g.move(card, ZONE.MANA, rule="3.2.9.b", ctx=ctx, quiet=True)
        if self.ready:
            card.statuses.discard(STATUS.EXHAUSTED)
        g.note(f"puts {name} from the Reserve in the Mana zone as "
               f"{'a ready' if self.ready else 'an exhausted'} Mana Orb", "3.2.9.b", ctx=ctx)
        ctx.did = True

    def text(self) -> str:
        out = "put a card from your Reserve in your Mana zone"
        return out + (" as a ready Mana Orb" if self.ready else "")


@attrs.frozen
class RevealFromHand(Step):
    """"Reveal a Character with Hand Cost 4 or more from your hand": the player shows one
    such card of their choice to everyone; it stays in the hand. "If you do" follows whether
    a card was revealed (6.5.f)."""

    filter: Filter
    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False
        cards = [c for c in g.players[ctx.controller].hand if self.filter.fits(c.cdef)]
        if not cards:
            g.note(f"has no {self.filter.noun()} in hand to reveal", "1.2.6.f", ctx=ctx)
            return
        opts = [Option(f"c:{c.oid}", c.name, (c.oid,)) for c in cards]
        ans = yield from g.ask(ctx.controller, "choose_card", "Choose the card to reveal",
                               opts, source=ctx.source)
        card = next(c for c in cards if f"c:{c.oid}" == ans)
        g.entry(f"reveals {card.name} from the hand", "1.2.3.g", ctx.controller, (card.oid,))
        ctx.did = True

    def text(self) -> str:
        return f"reveal a {self.filter.noun()} from your hand"


@attrs.frozen
class CreateLandmarkTokenThatPlayer(CreateLandmarkToken):
    """"Create a Manaseed token in that player's Landmarks": the player named just before
    ("controlled by another player"), i.e. the controller of the object chosen (6.3.j)."""

    whose: str = "its_controller"

    def text(self) -> str:
        return super().text().replace("its controller's", "that player's")


@attrs.frozen
class TargetIt(Mark):
    """"[You may] target another Fleeting Character. It gains 2 boosts.": the object is
    chosen as a target (6.5.b) and is "it" for the next sentences."""

    def text(self) -> str:
        words = self.who.text()
        if words.startswith("another target "):
            return "target another " + words[len("another target "):]
        return words


# ------------------------------------------------------------------ triggers
@attrs.frozen
class WhenACharacterLeavesYourExpeditions(Trigger):
    """"When a [non-token] Character leaves your Expeditions": a Character its controller
    controlled leaves the Expedition zone, to any zone (a token ceases to exist, 2.1.e);
    moving between the two Expeditions is no leaving. Binds it (6.3.h)."""

    non_token: bool = False

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        card = ev.card
        if ev.kind != "move" or card is None or ev.src is not ZONE.EXPEDITION:
            return False
        if ev.dst is ZONE.EXPEDITION or not card.cdef.is_character:
            return False
        if self.non_token and card.cdef.is_token:
            return False
        return card if ev.old_controller == ctrl else False

    def text(self) -> str:
        what = "non-token Character" if self.non_token else "Character"
        return f"When a {what} leaves your Expeditions"


@attrs.frozen
class ForEachOfMyBoosts(Step):
    """"When I leave the Expedition zone, for each of my boosts — X": X is done once per
    boost I had as I left (the object as it last was, 2.1.h), each time with its own
    choices (6.5.i). Printed as X alone: the count is part of the trigger's words."""

    steps: tuple[Step, ...]

    def run(self, g: GameState, ctx: Ctx) -> Run:
        me = ctx.source
        n = (me.last or {}).get("boosts", 0) if me is not None else 0
        g.note(f"had {n} boost{'s' if n != 1 else ''} as it left", "2.1.h", ctx=ctx)
        for _ in range(n):
            for s in self.steps:
                yield from g.run_step(s, ctx)

    def text(self) -> str:
        return effect_text(self.steps).rstrip(".")


@attrs.frozen
class WhenILeaveForEachBoost(WhenILeave):
    """The trigger of "When I leave the Expedition zone, for each of my boosts — ..."."""

    def text(self) -> str:
        return "When I leave the Expedition zone, for each of my boosts"


# ------------------------------------------------------------------ counter maximums
@attrs.frozen
class SupportCountersBeyond(Passive):
    """"The Support abilities of cards in Reserve can give them 1 more counter than their
    maximum" (`extra` 1) / "... counters beyond their maximum" (`extra` None): an "up to a
    max of M" said by a card's own support ability about itself, while it is in Reserve,
    becomes M+1 / no maximum. No owner is named, so every Reserve (7.5.4); several such
    passives do not add up: the most generous applies."""

    extra: int | None = 1

    def text(self, duration: str | None = None) -> str:
        if self.extra is None:
            return ("The Support abilities of cards in Reserve can give them counters beyond "
                    "their maximum.")
        return (f"The Support abilities of cards in Reserve can give them {self.extra} more "
                "counter than their maximum.")


def support_cap(g: GameState, ctx: Ctx, card: Card, cap: int) -> int | None:
    """The maximum an "up to a max of `cap`" allows for `card` (None: no maximum)."""
    src = ctx.source
    if src is None or card is not src or card.zone is not ZONE.RESERVE:
        return cap  # only a card's own ability from the Reserve (a support ability, 2.2.11.i)
    found = [pa.extra for _h, pa, _c in g.passives_of(SupportCountersBeyond)]
    if not found:
        return cap
    if None in found:
        return None
    return cap + max(x for x in found if x is not None)


# ------------------------------------------------------------------ Expedition Permanents
@attrs.frozen
class CostLessIfEmptyExpedition(CostChange):
    """"If there are no Characters in the Expedition I'm played in, I cost N less": a
    decrease of my own cost (5.1.2.e) for the ways of playing me into an Expedition where
    my controller has no Character (a Gigantic one is in both, 7.4.4)."""

    def applies_to_intent(self, g: Any, intent: Any) -> bool:
        exp = intent.expedition
        if exp is None:
            return False
        player = intent.card.owner
        return not any(c.cdef.is_character and g.controller_of(c) == player
                       and exp in g.expeditions_of(c)
                       for c in g.objects_in((ZONE.EXPEDITION,)))

    def text(self, duration: str | None = None) -> str:
        return (f"If there are no Characters in the Expedition I'm played in, I cost "
                f"{self.less} less.")


@attrs.frozen
class WhenAnotherJoinsMyExpedition(WhenACharacterJoinsMyExpedition):
    """"When another Character joins my Expedition": the same (it never means me)."""

    def text(self) -> str:
        return "When another Character joins my Expedition"


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


# ------------------------------------------------------------------ Halua
@attrs.frozen
class YourHeroHasCounters(Condition):
    """"If your Hero has N or more [name] counters": the counters on the Hero of "you"
    when the condition is checked (2.5); no Hero, none."""

    name: str
    n: int

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        hero = g.players[ctx.controller].hero
        return hero is not None and hero.counters.get(self.name, 0) >= self.n

    def text(self) -> str:
        return f"your Hero has {self.n} or more {self.name.capitalize()} counters"


@attrs.frozen
class IAmIfSpelledOut(IAmIf):
    """Duster's "If [condition], I'm [keyword]" printed "..., I am [keyword]." (Halua)."""

    def text(self, duration: str | None = None) -> str:
        return f"If {self.condition.text()}, I am {self.keyword.text()}."


@attrs.frozen
class CreateNamedToken(CreateToken):
    """"Create a Halua token in your Companion Expedition": a token named without its
    statistics (its reminder text gives them), created as any Character token (7.3.4)."""

    def text(self) -> str:
        from engine.cards.registry import card_by_ref

        name = card_by_ref(self.token).name
        return f"Create a {name} token {self.where.text()}"


# ------------------------------------------------------------------ cards played this turn
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
class PlayMeForLessPer(ICostLessFor):
    """"Play me for N less per [count]": the same as "I cost N less for each [count]"."""

    def text(self, duration: str | None = None) -> str:
        return f"Play me for {self.per} less per {self.count.text()}."


# ------------------------------------------------------------------ the next Character that joins
@attrs.frozen
class NextJoinerGains(Passive):
    """"The next Character that joins my Expedition this turn gains N boosts": an Ongoing
    effect (2.2.14) used up by the first Character of its controller arriving in that
    Expedition (played, created, or moved there), which gets an Emblem-Reaction giving it
    the boosts (5.2.b). "My Expedition" is the one the source was in as the effect was
    made (`expeditions`): an Expedition Permanent does not move."""

    n: int = 2
    expeditions: tuple[str, ...] = ()
    reacts_once = True

    def match(self, g: GameState, ev: Event, ctrl: int) -> Card | None:
        card = ev.card
        if ev.kind not in ("move", "create") or ev.dst is not ZONE.EXPEDITION or card is None:
            return None
        if not card.cdef.is_character or g.controller_of(card) != ctrl:
            return None
        if ev.src is ZONE.EXPEDITION and ev.src_exp in self.expeditions:
            return None  # it was already there
        return card if set(g.expeditions_of(card)) & set(self.expeditions) else None

    def steps(self) -> tuple[Step, ...]:
        return (GainBoosts(Me(), self.n),)

    def words(self) -> str:
        return f"gains {self.n} boost{'s' if self.n != 1 else ''}"

    def text(self, duration: str | None = None) -> str:
        when = " this turn" if duration in (None, "turn") else duration_words(duration)
        return (f"The next Character that joins my Expedition{when} gains {self.n} "
                f"boost{'s' if self.n != 1 else ''}.")


@attrs.frozen
class ArmNextJoiner(Step):
    """The step that makes `NextJoinerGains` for the Expedition(s) the source is in; a
    source out of the Expeditions has none, and the effect does nothing."""

    n: int = 2
    x: bool = False  # "gains X boosts": the X chosen as the cost "{T}, {X}" was paid (Ctx.x)

    def run(self, g: GameState, ctx: Ctx) -> Run:
        src = ctx.source
        exps = tuple(g.expeditions_of(src)) if src is not None and src.zone is ZONE.EXPEDITION else ()
        if not exps:
            g.note("is in no Expedition", "7.5.8", ctx=ctx)
            return
        n = (ctx.x or 0) if self.x else self.n
        if n <= 0:
            g.note("X is 0: no boost to give", "6.4", ctx=ctx)
            return
        g.create_ongoing(NextJoinerGains(n, exps), "turn", ctx)
        yield from ()

    def text(self) -> str:
        if self.x:
            return "The next Character that joins my Expedition this turn gains X boosts"
        return NextJoinerGains(self.n).text().rstrip(".")


@attrs.frozen
class XUpToYourMana:
    """The limit of a cost "{T}, {X}" whose card sets none: X may be as high as the
    player can pay (`ExhaustMeAndX` stops at the ready Mana Orbs)."""

    def value(self, g: GameState, ctx: Ctx) -> int:
        return g.ready_mana(ctx.controller)

    def text(self) -> str:
        return "the number of your ready Mana Orbs"


@attrs.frozen
class BoostOrLose(Step):
    """"Have target Character gain N boosts or lose [status]": the target is chosen
    (6.5.b), then the effect's controller chooses which of the two happens to it (as a
    mode chosen on resolution, 6.5.g); losing a status it does not have does nothing."""

    who: Selector
    n: int
    status: Status

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, "gain boosts or lose a status")):
            lose = f"lose {self.status.value.capitalize()}"
            opts = [Option("boost", f"{c.name}: gain {self.n} boost{'s' * (self.n != 1)}"),
                    Option("lose", f"{c.name}: {lose}")]
            ans = yield from g.ask(ctx.controller, "mode", "Choose what happens", opts,
                                   source=ctx.source)
            if ans == "boost":
                g.gain_counters(c, "boost", self.n, "7.3.12", ctx=ctx)
            elif not g.lose_status(c, self.status, "7.3.15", ctx=ctx):
                g.note(f"{c.name} is not {self.status.value.capitalize()}", "2.4.1.h", ctx=ctx)

    def text(self) -> str:
        return (f"have {self.who.text()} gain {self.n} boost{'s' * (self.n != 1)} or lose "
                f"{self.status.value.capitalize()}")


@attrs.frozen
class ExhaustMeTo(Step):
    """"{T} : [effect]" as one mode of a "Choose one": exhausting the card is the price of
    that mode (6.4); the effect happens only if it could be paid — a card already
    exhausted cannot pay it (2.4.5)."""

    steps: tuple[Step, ...]

    def run(self, g: GameState, ctx: Ctx) -> Run:
        me = ctx.source
        if me is None or me.exhausted or not g.gain_status(me, STATUS.EXHAUSTED, "6.4", ctx=ctx):
            g.note("cannot exhaust itself to pay for this", "6.4", ctx=ctx)
            return
        for s in self.steps:
            yield from g.run_step(s, ctx)

    def text(self) -> str:
        return "[T] : " + then_text(self.steps)


# ------------------------------------------------------------------ replacing a status gain
@attrs.frozen
class GainBoostsInsteadOfStatus(Passive):
    """"If I would gain Fleeting, I gain 1 boost instead": a replacing modifier of the
    bearer (6.2) — whenever it would gain the status (by an effect, or as it enters the
    Expedition zone from Limbo after being played from Reserve, 2.4.6.c), it gains the
    boosts and not the status. One already Fleeting would not gain it (2.4.1.f)."""

    status: Status = STATUS.FLEETING
    boosts: int = 1

    def text(self, duration: str | None = None) -> str:
        n = f"{self.boosts} boost{'s' if self.boosts != 1 else ''}"
        return f"If I would gain {self.status.value.capitalize()}, I gain {n} instead."


def status_gain_replaced(g: GameState, card: Card, status: Status) -> int:
    """How many boosts `card` gains instead of `status` (0: the status is gained)."""
    if card.zone is not ZONE.EXPEDITION or not any(
            isinstance(a, GainBoostsInsteadOfStatus) for a in card.cdef.abilities):
        return 0  # a fast answer for every other card
    return sum(a.boosts for a in g.working_abilities(card)
               if isinstance(a, GainBoostsInsteadOfStatus) and a.status is status)


@attrs.frozen
class CanGainStatusAgain(Passive):
    """"I can gain Fleeting even if I was already Fleeting": an exception to 2.4.1.f
    (2.4.1.g) — an effect giving the bearer the status it has is still a gain: nothing
    changes on the object, but the gain is an event its Reactions ("When I gain Fleeting")
    see. Ruling: docs/mechanisms.md, "Gaining Fleeting"."""

    status: Status = STATUS.FLEETING

    def text(self, duration: str | None = None) -> str:
        st = self.status.value.capitalize()
        return f"I can gain {st} even if I was already {st}."


def gains_status_again(g: GameState, card: Card, status: Status) -> bool:
    """Whether `card`, which has `status`, may gain it again (2.4.1.g)."""
    if card.zone is not ZONE.EXPEDITION or not any(
            isinstance(a, CanGainStatusAgain) for a in card.cdef.abilities):
        return False  # a fast answer for every other card
    return any(isinstance(a, CanGainStatusAgain) and a.status is status
               for a in g.working_abilities(card))


@attrs.frozen
class WhenIGainFleeting(WhenIGainStatus):
    """"When I gain Fleeting": checked on the state after its event, as a self-move
    Reaction is (6.3.c-d) — the Fleeting gained as I enter the Expedition zone from Limbo
    (2.4.6.c) is part of my entering, and the lead's ruling is that it is a gain this
    trigger sees; under 6.3.e I would not exist yet to see it. Later gains (an effect
    giving me Fleeting) are seen the same way, as I exist both before and after them."""

    status: Status = STATUS.FLEETING
    self_move = True

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        # a self-move Reaction is looked at wherever its card is (6.3.d): this one only
        # works in play, like any other non-support ability (2.2.11)
        return me.zone is ZONE.EXPEDITION and super().match(g, ev, me, ctrl)
