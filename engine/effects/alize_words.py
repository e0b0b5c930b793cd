"""Words the Alize cards add to the effects language.

Alize is the set of exhausted cards in Reserve (2.4.5.c, 2.4.5.e): cards that go to Reserve
exhausted (Exhausted Resupply, 7.3.11; Cooldown, 7.4.1), effects that exhaust or ready
cards already there, and Reactions to it.  The rules behind those words are in the
Complete Rules v3.0; what they leave open is noted in docs/mechanisms.md.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.effects.conditions import Condition
from engine.effects.filters import Filter
from engine.effects.selectors import Chosen, Selector
from engine.effects.steps import Run, Step
from engine.effects.triggers import Trigger, WhenJoinsYourExpeditions
from engine.effects.vocabulary import standing
from engine.model import STATUS, ZONE, Card, Status

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.events import Event
    from engine.state import GameState


@attrs.frozen
class WhenYouExhaustInReserve(Trigger):
    """"When you exhaust a card in Reserve": a card in a Reserve becomes exhausted and
    you are the player who did it (1.4.7) — by an effect you control, your Exhausted
    Resupply (7.3.11) or your Spell's Cooldown (7.4.1).  A card that was already exhausted
    does not become so again (2.4.1.f), so it activates nothing."""

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return (ev.kind == "status" and ev.value == (STATUS.EXHAUSTED, True)
                and ev.player == ctrl and ev.card is not None and ev.card.zone is ZONE.RESERVE)

    def text(self) -> str:
        return "When you exhaust a card in Reserve"


@attrs.frozen
class SendToReserveExhausted(Step):
    """"Send target Character to Reserve, then exhaust it": "it" is the card as it arrives
    in Reserve, a new object (1.4.4); a Fleeting one goes to the Discard pile instead
    (2.4.6) and a token ceases to exist (2.1.e), so nothing is exhausted then."""

    who: Selector
    # printed "Send to Reserve target …, then exhaust it": wording only, not part of equality
    zone_first: bool = attrs.field(default=False, eq=False)

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, "send to Reserve")):
            new = yield from g.move(c, ZONE.RESERVE, rule="7.3.21", ctx=ctx)
            ctx.did = True
            if new is not None and new.zone is ZONE.RESERVE:
                g.gain_status(new, STATUS.EXHAUSTED, "7.3.10", ctx=ctx)

    def text(self) -> str:
        if self.zone_first:
            return f"Send to Reserve {self.who.text()}, then exhaust it"
        return f"Send {self.who.text()} to Reserve, then exhaust it"


@attrs.frozen
class ExhaustedInReserve(Chosen):
    """"An exhausted card in Reserve", chosen (not a target) from any Reserve."""

    filter: Filter = Filter(types=(), zones=(ZONE.RESERVE,), any_status=(STATUS.EXHAUSTED,))

    def text(self, subject: bool = False) -> str:
        return "an exhausted card in Reserve"


@attrs.frozen
class ReadyInReserve(Step):
    """"Ready an exhausted card in Reserve" (7.3.18): chosen from any Reserve, not a
    target.  With no exhausted card in any Reserve nothing is done, so a following
    "If you do" does not happen (6.5.f)."""

    who: Selector = ExhaustedInReserve()
    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False
        for c in (yield from self.who.pick(g, ctx, "ready")):
            ctx.did = g.lose_status(c, STATUS.EXHAUSTED, "7.3.18", ctx=ctx) or ctx.did

    def text(self) -> str:
        return f"Ready {self.who.text()}"


_COUNT_WORDS = {0: "no", 1: "one or more", 2: "two or more", 3: "three or more"}


@attrs.frozen
class YourZoneHolds(Condition):
    """"If your hand is empty", "If your Reserve is empty", "If you have two or more
    cards in Reserve": a count of the cards of a zone you own (7.5.4: nobody controls
    them), exhausted ones included."""

    zone: str  # "hand" | "reserve"
    at_least: int = 0  # 0: the zone is empty

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        n = len(getattr(g.players[ctx.controller], self.zone))
        return n == 0 if self.at_least == 0 else n >= self.at_least

    def text(self) -> str:
        name = "hand" if self.zone == "hand" else "Reserve"
        if self.at_least == 0:
            return f"your {name} is empty"
        return f"you have {_COUNT_WORDS.get(self.at_least, f'{self.at_least} or more')} cards in {name}"


@attrs.frozen
class WhenIGainBoosts(Trigger):
    """"When I gain 1 or more boosts": once for each gain of boosts (one atomic action,
    however many, 7.3.12), while I am in play."""

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        return (ev.kind == "counters" and ev.card is me and ev.value[0] == "boost"
                and ev.value[1] > 0)

    def text(self) -> str:
        return "When I gain 1 or more boosts"


_ORDINALS = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth"}


@attrs.frozen
class WhenIGainMyNthCounter(Trigger):
    """"When I gain my third Trial counter": the gain that takes my count of those counters
    from below N to N or more (however many the gain gives, 7.3.12).  Losing some and
    gaining again may reach the Nth a second time: the printed words count the counters I
    have, not the gains I had."""

    name: str
    nth: int

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> bool:
        if ev.kind != "counters" or ev.card is not me or ev.value[0] != self.name:
            return False
        now = me.counters.get(self.name, 0)
        return now - ev.value[1] < self.nth <= now

    def text(self) -> str:
        return f"When I gain my {_ORDINALS[self.nth]} {self.name.capitalize()} counter"


@attrs.frozen
class ItsExpeditionIs(Condition):
    """"If its Expedition is behind": the Expedition of the object the trigger bound
    ("it", 6.3.h), compared with the Expedition facing it (7.5.2); a Gigantic one's
    Expeditions must all be (7.4.4.j).  Not in an Expedition: the condition fails."""

    state: str  # ahead | behind | tied

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        it = ctx.it
        if it is None or not g.alive(it, ctx.it_oid) or it.zone is not ZONE.EXPEDITION:
            return False
        ctrl = g.controller_of(it)
        exps = g.expeditions_of(it)
        return ctrl is not None and bool(exps) and all(
            standing(g, ctrl, e) == self.state for e in exps)

    def text(self) -> str:
        return f"its Expedition is {self.state}"


@attrs.frozen
class WhenAnotherJoinsYourExpeditions(WhenJoinsYourExpeditions):
    """"When another Character joins your Expeditions": as the Core trigger, not for me."""

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        if ev.card is me or (ev.card is not None and ev.card.oid == me.oid):
            return False
        return super().match(g, ev, me, ctrl)

    def text(self) -> str:
        return f"When another {self.filter.noun()} joins your Expeditions"


@attrs.frozen
class SacrificeMyself(Step):
    """"Sacrifice me" as a step (7.3.25): I go from play (an Expedition or the Landmark
    zone) to my owner's Discard pile.  If I am no longer in play, nothing is sacrificed
    and a following "If you do" does not happen (6.5.f)."""

    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        src = ctx.source
        ctx.did = False
        if (src is not None and src.zone in (ZONE.EXPEDITION, ZONE.LANDMARK)
                and g.alive(src, ctx.source_oid)):
            yield from g.move(src, ZONE.DISCARD, rule="7.3.25", ctx=ctx, sacrifice=True)
            ctx.did = True

    def text(self) -> str:
        return "Sacrifice me"


@attrs.frozen
class BoostsAndStatus(Step):
    """"I gain 1 boost and Fleeting", "It gains 2 boosts and Fleeting": one object gains
    boosts (7.3.12), then the status (7.3.13); each part happens even if the other can't
    (1.2.6.f)."""

    who: Selector
    n: int
    status: Status

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, "gain boosts")):
            g.gain_counters(c, "boost", self.n, "7.3.12", ctx=ctx)
            g.gain_status(c, self.status, "7.3.13", ctx=ctx)

    def text(self) -> str:
        verb = "gain" if self.who.text(subject=True) == "I" else "gains"
        boosts = f"{self.n} boost" + ("s" if self.n > 1 else "")
        who = self.who.text(subject=True)
        return f"{who[:1].upper() + who[1:]} {verb} {boosts} and {self.status.value.capitalize()}"


@attrs.frozen
class WhenACharacterJoinsMyExpedition(Trigger):
    """"When a Character joins my Expedition": a Character of my controller arrives in an
    Expedition I am in (7.5.8) — played, created, or moved there from the other
    Expedition; binds it (6.3.h).  Not me, and not while I am out of the Expeditions."""

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        card = ev.card
        if ev.kind not in ("move", "create") or ev.dst is not ZONE.EXPEDITION or card is None:
            return False
        if card is me or card.oid == me.oid or not card.cdef.is_character:
            return False
        if me.zone is not ZONE.EXPEDITION or g.controller_of(card) != ctrl:
            return False
        mine = set(g.expeditions_of(me))
        if ev.src is ZONE.EXPEDITION and ev.src_exp in mine and ev.old_controller == ctrl:
            return False  # it was already in my Expedition
        return card if mine & set(g.expeditions_of(card)) else False

    def text(self) -> str:
        return "When a Character joins my Expedition"


@attrs.frozen
class WhenYourCharacterGainsStatus(Trigger):
    """"When a Character you control gains Fleeting": the status is added to it (an
    object that already has it does not gain it again, 2.4.1.f); binds it (6.3.h)."""

    status: Status

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        card = ev.card
        if ev.kind != "status" or ev.value != (self.status, True) or card is None:
            return False
        if not card.cdef.is_character or g.controller_of(card) != ctrl:
            return False
        return card

    def text(self) -> str:
        return f"When a Character you control gains {self.status.value.capitalize()}"


@attrs.frozen
class ExhaustedInReserves(Condition):
    """"If there are two or more exhausted cards in Reserve": counted over every Reserve
    (no owner is named, 7.5.4)."""

    at_least: int

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        n = sum(1 for p in g.players for c in p.reserve if STATUS.EXHAUSTED in c.statuses)
        return n >= self.at_least

    def text(self) -> str:
        words = _COUNT_WORDS.get(self.at_least, f"{self.at_least} or more")
        return f"there are {words} exhausted cards in Reserve"
