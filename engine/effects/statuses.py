"""Words about the statuses of 2.4 that the first vocabulary lacked: a choice of status to
gain, and the condition "you control a Fleeting Character, another Anchored Character and
yet another Asleep Character"."""

from __future__ import annotations

from itertools import permutations
from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Step
from engine.decisions import DecisionKind, Option
from engine.effects.conditions.base import _NUMBER_WORDS, Condition
from engine.effects.filters import exhausted_yours
from engine.effects.filters import your_permanents as your_permanents
from engine.effects.standing import standing
from engine.effects.steps.common import YOU, subject_text, then_text
from engine.effects.steps.gains import Mark
from engine.effects.steps.zones import PutFromHand
from engine.model import EXPEDITIONS, STATUS, ZONE, Status
from engine.sentences import upper_first

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.effects.selectors.base import Selector
    from engine.effects.selectors.cost_targets import TargetOneOfTaxed
    from engine.effects.selectors.targets import Target
    from engine.effects.steps.common import Run, Who
    from engine.model import Card
    from engine.state import GameState


def _names(statuses: tuple[Status, ...]) -> list[str]:
    return [st.value.capitalize() for st in statuses]


@attrs.frozen
class GainStatusOfChoice(Step):
    """"Target Character gains Fleeting, Anchored or Asleep": the object is chosen first
    (6.5.b), then the effect's controller chooses which status it gains (7.3.13)."""

    who: Selector
    statuses: tuple[Status, ...]

    def run(self, g: GameState, ctx: Ctx) -> Run:
        words = " or ".join(_names(self.statuses))
        for c in (yield from self.who.pick(g, ctx, f"gain {words}")):
            opts = [Option(f"st:{st.value}", st.value.capitalize(), (c.oid,))
                    for st in self.statuses]
            ans = yield from g.ask(ctx.controller, DecisionKind.CHOOSE_STATUS,
                                   f"Choose the status {c.name} gains", opts, source=ctx.source)
            g.gain_status(c, Status(ans.split(":", 1)[1]), "7.3.13", ctx=ctx)

    def text(self) -> str:
        names = _names(self.statuses)
        listed = ", ".join(names[:-1]) + " or " + names[-1]
        return subject_text(self.who, "gains", "gain") + " " + listed


@attrs.frozen
class YouControlDistinct(Condition):
    """"You control a [A] Character, another [B] Character and yet another [C] Character":
    as many different Characters you control, each with its own status (7.5.4) — one
    Character with two of them counts once."""

    statuses: tuple[Status, ...]

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        mine = [c for c in g.objects_in((ZONE.EXPEDITION,))
                if c.cdef.is_character and g.controller_of(c) == ctx.controller
                and any(st in c.statuses for st in self.statuses)]
        n = len(self.statuses)
        return any(all(st in c.statuses for c, st in zip(group, self.statuses, strict=True))
                   for group in permutations(mine, n))

    def text(self) -> str:
        words = ["a", "another", "yet another"]
        parts = [f"{words[min(i, 2)]} {name} Character"
                 for i, name in enumerate(_names(self.statuses))]
        return "you control " + ", ".join(parts[:-1]) + " and " + parts[-1]


_IN_PLAY = (ZONE.EXPEDITION, ZONE.LANDMARK)


_KIND_WORDS = {("permanent",): ("a Permanent you control", "a Permanent they control"),
               ("reserve",): ("a card in your Reserve", "a card in their Reserve"),
               ("permanent", "reserve"): (
                   "a Permanent you control or a card in your Reserve",
                   "a Permanent they control or a card in their Reserve"),
               ("reserve_character",): ("a Character in your Reserve",
                                        "a Character in their Reserve")}


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
        if "reserve_character" in self.kinds:
            cards += [c for c in g.players[player].reserve if c.cdef.counts_as("character")]
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
            ans = yield from g.ask(p, DecisionKind.CHOOSE_CARD, f"Choose {words} to exhaust", opts,
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
        ans = yield from g.ask(ctx.controller, DecisionKind.CHOOSE_CARD,
                               f"Choose up to {self.n} to ready", opts, 0,
                               min(self.n, len(cards)), source=ctx.source, multi=True)
        for c in cards:
            if f"r:{c.oid}" in ans:
                g.lose_status(c, STATUS.EXHAUSTED, "7.3.18", ctx=ctx)

    def text(self) -> str:
        return f"ready up to {_NUMBER_WORDS.get(self.n, self.n)} of them"


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


@attrs.frozen
class ReadyTaxed(Step):
    """"Ready target Permanent in play or target card in Reserve. This costs 2 more to target a
    Permanent in play with Hand Cost 5 or more." (7.3.18): readying a target chosen with a
    tax (`TargetOneOfTaxed`), with the tax's own sentence printed after it; its likeness to
    `SameNumberLose` (how many targets the cost paid says) is the shape of any step on
    targets."""

    who: TargetOneOfTaxed

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, "ready")):
            g.lose_status(c, STATUS.EXHAUSTED, "7.3.18", ctx=ctx)

    def text(self) -> str:
        return (f"Ready {self.who.text()}. This costs {self.who.more} more to target a Permanent "
                f"in play with Hand Cost {self.who.min_hand_cost} or more")


@attrs.frozen
class TargetIt(Mark):
    """"[You may] target another Fleeting Character. It gains 2 boosts.": the object is
    chosen as a target (6.5.b) and is "it" for the next sentences."""

    def text(self) -> str:
        words = self.who.text()
        if words.startswith("another target "):
            return "target another " + words[len("another target "):]
        return words


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


def _revealed_in_hand(g: GameState, ctx: Ctx) -> Card | None:
    """The card the step before revealed from a hand, if it is still there."""
    card = ctx.it
    if card is None or card.zone is not ZONE.HAND or not g.alive(card, ctx.it_oid):
        return None
    return card


@attrs.frozen
class MayPlayItForFreeFleeting(Step):
    """"You may immediately play it for free and it gains Fleeting": the card revealed from
    an opponent's hand is played by you, during this effect (5.1.1.d), for free (7.3.20),
    from that hand, so its [H] abilities activate; it is Fleeting from Limbo on (7.3.13,
    2.4.6): a Spell is discarded once resolved, a Character or Expedition Permanent is
    discarded when it would go to Reserve; a Landmark Permanent cannot be Fleeting (the
    remark under 2.4.6.b) and joins its player's Landmarks. You control it; it stays its owner's (1.4.3.a). A card
    whose own text forbids playing it now is not played."""

    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.play import Intent, free_play_forbidden, play_card, play_destination

        ctx.did = False
        me = ctx.controller
        card = _revealed_in_hand(g, ctx)
        if card is None:
            return
        why = free_play_forbidden(g, me, card)
        if why:
            g.note(f"{card.name} can't be played for free: {why}", "1.4.1", ctx=ctx)
            return
        if not (yield from g.ask_yes_no(me, f"Play {card.name} for free (it gains Fleeting)?",
                                        source=ctx.source)):
            g.note(f"chose not to play {card.name}", "6.5.c", ctx=ctx)
            return
        exp = None
        if card.cdef.is_character or card.cdef.zone_type == "expedition":
            exp = yield from play_destination(g, me, card, ctx)
        g.note(f"plays {card.name} from {g.players[card.owner].name}'s hand; it stays its "
               "owner's card", "1.4.3.a", ctx=ctx)
        ctx.did = bool((yield from play_card(g, me, Intent(card, ZONE.HAND, exp, free=True,
                                                            fleeting=True))))

    def text(self) -> str:
        return "You may immediately play it for free and it gains Fleeting"


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
        ans = yield from g.ask(ctx.controller, DecisionKind.TARGET_EXPEDITION,
                               "Choose target Expedition",
                               opts, source=ctx.source)
        _, p, e = ans.split(":")
        for c in list(g.in_expedition(int(p), e)):
            if c.cdef.is_character:
                g.gain_status(c, Status.ASLEEP, "7.3.13", ctx=ctx)

    def text(self) -> str:
        return "target an Expedition that's ahead. Each of its Characters gain Asleep"


@attrs.frozen
class Ready(Step):
    """Ready: the object loses exhausted; one that is not exhausted cannot be readied (7.3.18)."""

    who: Selector

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, "ready")):
            g.lose_status(c, STATUS.EXHAUSTED, "7.3.18", ctx=ctx)

    def text(self) -> str:
        return f"Ready {self.who.text()}"
