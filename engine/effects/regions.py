"""Terrains, regions and Expeditions: Ascended Expeditions, Expeditions moving forward
or switching (7.3.16-17), Defect, and abilities tied to an Expedition."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Step
from engine.decisions import DecisionKind, Option
from engine.effects.ascended import Ascended
from engine.effects.ascended import ascended_expeditions as ascended_expeditions
from engine.effects.ascended import is_ascended as is_ascended
from engine.effects.control import defect as defect
from engine.effects.immediate import PlayNow
from engine.effects.passives.grants import NextJoinerGains
from engine.effects.passives.replacing import ResupplyInsteadOfAscendingAgain
from engine.effects.replacements import ascend_again_replaced, move_one_region
from engine.effects.steps.common import subject_text
from engine.effects.steps.expeditions import MoveExpedition
from engine.effects.steps.tokens import Where
from engine.events import Event
from engine.gamestate.questions import definition_of
from engine.messages import msg
from engine.model import EXPEDITIONS, STATUS, ZONE

if TYPE_CHECKING:  # pragma: no cover

    from engine.ability_kinds import Ability
    from engine.decisions import Asks
    from engine.effects.abilities.next_played import NextPlayedHereActivatesOne
    from engine.effects.context import Ctx
    from engine.effects.selectors.base import Selector
    from engine.effects.steps.common import Run
    from engine.model import Card, Zone
    from engine.state import GameState


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
class GainAbility(Step):
    """"I gain "[ability]"": the object has the ability from now on, until it leaves its
    zone (2.3.1.g; a Hero never does).  Gaining an ability it already gained this way
    changes nothing, so it is not added twice."""

    who: Selector
    ability: Ability

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, "gain an ability")):
            if self.ability in c.granted:
                g.note(f"{c.name} already has that ability", "2.3.1.g", ctx=ctx)
                continue
            g.grant(c, self.ability)
            g.note(f"{c.name} gains \u201c{self.ability.text()}\u201d", "2.3.1.g", ctx=ctx)

    def text(self) -> str:
        inner = self.ability.text().rstrip(".")  # the sentence's own period ends it
        return f"{subject_text(self.who, 'gains', 'gain')} \u201c{inner}\u201d"


UNTIL_REST = "rest"  # an Ongoing Emblem's duration: ends once Rest is done (flow.rest_of_day)


_ASCEND_SUBJECT = {"target": "Target Expedition Ascends", "mine": "My Expedition Ascends",
                   "each": "Both of your Expeditions Ascend",
                   "hero": "Your Hero Expedition Ascends",
                   "companion": "Your Companion Expedition Ascends"}


@attrs.frozen
class Ascend(Step):
    """"[Expedition] Ascends": one Emblem per Expedition named (an Expedition that Ascends
    again stays Ascended; a second Emblem changes nothing)."""

    where: Where = Where("target")

    def run(self, g: GameState, ctx: Ctx) -> Run:

        for p, e in (yield from self.where.resolve(g, ctx)):
            name = f"{g.players[p].name}'s {e} Expedition"
            if (g.passives_of(ResupplyInsteadOfAscendingAgain) and is_ascended(g, p, e)
                    and (yield from ascend_again_replaced(g, p, e))):
                continue  # "… would attempt to Ascend again, Resupply instead" (6.2)
            if g.create_ongoing(Ascended((p, e)), UNTIL_REST, ctx) is not None:
                g.entry(f"{name} Ascends: until Rest it can move forward even where the facing "
                        "Expedition matches it", "2.2.14", ctx.controller)

    def text(self) -> str:
        return _ASCEND_SUBJECT[self.where.where]


@attrs.frozen
class HaveMe(Step):
    """"(You may) have me [do X]": I do X — the printed wording of a step whose subject is
    the source ("have me switch Expeditions"); it runs the step as it is."""

    step: Step
    words: str  # the verb phrase after "have me"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        yield from g.run_step(self.step, ctx)

    def text(self) -> str:
        return f"Have me {self.words}"


@attrs.frozen
class OneOfYourExpeditionsMoves(Step):
    """"One of your Expeditions moves backwards one region": you choose which of your two
    (a choice, not a target, 6.5.b), then it moves (7.3.16)."""

    forward: bool = False

    def expeditions(self, g: GameState, ctx: Ctx) -> Asks[list[tuple[int, str]]]:
        from engine.model import EXPEDITIONS

        e = yield from g.choose_expedition(ctx.controller, "the Expedition to move", EXPEDITIONS,
                                           ctx)
        return [(ctx.controller, e)]

    def run(self, g: GameState, ctx: Ctx) -> Run:
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
        other = "companion" if exp == "hero" else "hero"
        yield from move_one_region(g, player, other, True, ctx)

    def run(self, g: GameState, ctx: Ctx) -> Run:  # pragma: no cover - only under IfItMoved
        g.note("no Expedition moved before: nothing to do", "6.5.f", ctx=ctx)
        yield from ()

    def text(self) -> str:
        return self.words


@attrs.frozen
class TheExpeditionFacingMeMoves(Step):
    """"The Expedition facing me moves backwards one region": `MoveExpedition("facing_me")`
    in this wording."""

    forward: bool = False

    def run(self, g: GameState, ctx: Ctx) -> Run:
        yield from MoveExpedition("facing_me", forward=self.forward).run(g, ctx)

    def text(self) -> str:
        return f"The Expedition facing me moves {'forward' if self.forward else 'backwards'} one region"


@attrs.frozen
class CreateInTargetExpeditions(Step):
    """"Target N Expeditions and create a [token] in each one": N different Expeditions,
    any player's (6.5.b), chosen together; one token in each (7.3.4). With fewer
    Expeditions than N, all of them."""

    token: str
    n: int

    def run(self, g: GameState, ctx: Ctx) -> Run:
        opts = [Option(f"e:{p}:{e}", f"{g.players[p].name}'s {e} Expedition", expedition=(p, e))
                for p in g.initiative_order() for e in EXPEDITIONS]
        n = min(self.n, len(opts))

        def check(ans: tuple[str, ...]) -> str | None:
            return None if len(set(ans)) == n else f"choose {n} different Expeditions"

        ans = yield from g.ask(ctx.controller, DecisionKind.TARGET_EXPEDITION,
                               f"Choose {n} target Expeditions", opts, n, n,
                               source=ctx.source, check=check, multi=True)
        made = []
        for a in ans:
            _, p, e = a.split(":")
            made.append(g.create_token(self.token, ctx.controller, int(p), e, "7.3.4", ctx=ctx))
        ctx.chosen = made

    def text(self) -> str:
        cd = definition_of(self.token)
        count = {2: "two", 3: "three"}.get(self.n, str(self.n))
        subs = " ".join(s.capitalize() for s in cd.subtypes)
        return (f"Target {count} Expeditions and create a {cd.name} {cd.stats} {subs} token "
                "in each one")


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
        ans = yield from g.ask(ctx.controller, DecisionKind.SACRIFICE,
                               "Choose a card of your Landmarks "
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

    def _fits(self, g: GameState, ctx: Ctx, card: Card, zone: Zone) -> bool:
        cd = card.cdef
        return (zone is ZONE.HAND and cd.counts_as("permanent")
                and cd.zone_type == "landmark" and cd.hand_cost <= self.cap)

    def noun(self) -> str:
        return f"Landmark Permanent with Hand Cost {self.cap} or less"

    def text(self) -> str:
        return (f"Play for free a Landmark Permanent with a max Hand Cost of {self.more} more "
                "than the sacrificed card")


@attrs.frozen
class SwitchExpeditions(Step):
    """Send an object to its controller's other Expedition (7.3.28).  It stays the same
    object: it leaves one Expedition and joins the other but not the zone (7.5.8.c)."""

    who: Selector
    singular: bool = attrs.field(default=False, eq=False)  # printed "switches Expedition"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, "switch Expeditions")):
            if c.zone is not ZONE.EXPEDITION or c.expedition is None:
                continue
            old = c.expedition
            new = "companion" if old == "hero" else "hero"
            giant = g.has_keyword(c, "gigantic")
            c.expedition = new
            g.table_changed()
            g.entry(msg("{card} switches from the {old} to the {new} Expedition", card=c.name,
                        old=old, new=new), "7.3.28",
                    ctx.controller, (c.oid,))
            g.record_event(Event("move", c, ctx.controller, ZONE.EXPEDITION, ZONE.EXPEDITION,
                                   old, new, c.oid, c.controller, frozenset(c.statuses),
                                   ("switch", giant)))

    def text(self) -> str:
        return subject_text(self.who, "switches", "switch") + (
            " Expedition" if self.singular else " Expeditions")


@attrs.frozen
class EachFromTargetExpedition(Step):
    """"Send to Reserve each Character from target Expedition, then exhaust them" /
    "Discard each Character from target Expedition, then that Expedition moves backwards
    one region": the Expedition, any of the four, is the target (6.5.b); every Character
    in it goes (Gigantic ones too, 7.4.4.b), then the second part acts on what the first
    did — the cards that did reach a Reserve (a Fleeting one is discarded instead,
    2.4.6.d; a token ceases to exist, 2.1.e), or that same Expedition (7.3.17)."""

    to: Zone  # Zone.RESERVE | Zone.DISCARD
    then: str  # "exhaust" | "back"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for p, e in (yield from Where("target").resolve(g, ctx)):
            cards = [c for c in g.in_expedition(p, e) if c.cdef.is_character]
            rule = "7.3.5" if self.to is ZONE.DISCARD else "7.3.21"
            arrived = []
            for c in cards:
                new = yield from g.move(c, self.to, rule=rule, ctx=ctx)
                ctx.did = True
                if new is not None and new.zone is ZONE.RESERVE:
                    arrived.append(new)
            if self.then == "exhaust":
                for c in arrived:
                    g.gain_status(c, STATUS.EXHAUSTED, "7.3.10", ctx=ctx)
            else:
                g.move_expedition(p, e, -1, ctx=ctx)

    def text(self) -> str:
        verb = "Send to Reserve" if self.to is ZONE.RESERVE else "Discard"
        then = ("exhaust them" if self.then == "exhaust"
                else "that Expedition moves backwards one region")
        return f"{verb} each Character from target Expedition, then {then}"


@attrs.frozen
class Defect(Step):
    """"Target Character defects" (the reminder text: it joins the Expedition facing it,
    changing controllers): it stays in the Expedition zone, the same object with its boosts
    and statuses (like switching Expeditions, 7.3.28), now in the other player's Expedition
    of the same name and under their control; its owner does not change, so a personal
    zone it later goes to is its owner's (1.4.3)."""

    who: Selector

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, "defect")):
            if defect(g, c, ctx.controller):
                ctx.did = True

    def text(self) -> str:
        return subject_text(self.who, "defects", "defect")
