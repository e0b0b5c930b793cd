"""Words of the effects language added for the Yzmir cards of the later sets (Alize, Bise,
Cyclone, Duster): a card of one type put from hand in Reserve, "Base Cost" read after an
object has moved, "the … with the highest Base Cost", Spells played for less by their Base
Cost, and "[do X] unless [condition]".

Each is a small frozen value that runs through the state's primitives and renders its own
text, like the words of `steps.py`.  What each means and the rulings taken are in
docs/mechanisms.md ("Yzmir in the later sets").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from engine.decisions import Option
from engine.effects.abilities import CostChange, NextPlayed, Passive
from engine.effects.conditions import Condition
from engine.effects.costs import CostAndOneCard
from engine.effects.duster_words import IAmIf
from engine.effects.filters import TYPE_NOUNS, Filter, base_cost
from engine.effects.reserve_limits import ReserveLimitPassive
from engine.effects.selectors import Target
from engine.effects.steps import CreateToken, Run, Step, choose_own_card, then_text
from engine.effects.triggers import Trigger
from engine.model import STATUS, ZONE, Card, counter_label

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.state import GameState


@attrs.frozen
class PutTypeFromHand(Step):
    """"Put a Spell from your hand in Reserve": a card of that type, chosen by its owner
    from their hand (a hidden zone: nobody else sees which, 1.2.3.g).  With none in hand
    the step cannot be done, which "If you don't" then follows (6.5.f)."""

    reports_did = True

    type: str  # "spell" | "character" | "permanent"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False
        hand = [c for c in g.players[ctx.controller].hand if c.cdef.counts_as(self.type)]
        noun = TYPE_NOUNS[self.type]
        if not hand:
            g.note(f"no {noun} in hand to put in Reserve", "1.4.1.c", ctx=ctx)
            return
        card = yield from choose_own_card(
            g, ctx, hand, f"Choose a {noun} from your hand to put in your Reserve")
        new = yield from g.move(card, ZONE.RESERVE, rule="7.3.21", ctx=ctx)
        ctx.chosen = [new] if new else []
        ctx.did = True

    def text(self) -> str:
        return f"Put a {TYPE_NOUNS[self.type]} from your hand in Reserve"


def _last_base_cost(card: Card) -> int:
    """The Base Cost of an object as it last was in play (6.3.j): its Reserve Cost if it
    was Fleeting then, its Hand Cost if not."""
    if card.zone in (ZONE.EXPEDITION, ZONE.LANDMARK):
        return base_cost(card)
    was = (card.last or {}).get("statuses", frozenset())
    return card.cdef.reserve_cost if STATUS.FLEETING in was else card.cdef.hand_cost


@attrs.frozen
class ItsBaseCostWas(Condition):
    """"If its Base Cost was N or more": "it" is the object the step before chose (Partial
    Referee's discarded Character), looked at as it last was in play (6.3.j)."""

    n: int
    more: bool = True

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        it = ctx.chosen[0] if ctx.chosen else ctx.it
        if it is None:
            return False
        v = _last_base_cost(it)
        return v >= self.n if self.more else v <= self.n

    def text(self) -> str:
        return f"its Base Cost was {self.n} or {'more' if self.more else 'less'}"


@attrs.frozen
class ItsControllerDraws(Step):
    """"Its controller draws a card": the player who controlled the object the step before
    chose, as it last was in play (6.3.j)."""

    n: int = 1

    def run(self, g: GameState, ctx: Ctx) -> Run:
        it = ctx.chosen[0] if ctx.chosen else None
        if it is None:
            return
        if it.zone in (ZONE.EXPEDITION, ZONE.LANDMARK):
            who = g.controller_of(it)
        else:
            ctrl = (it.last or {}).get("controller")
            who = it.owner if ctrl is None else ctrl
        yield from g.draw(who, self.n, ctx=ctx)

    def text(self) -> str:
        return "its controller draws " + ("a card" if self.n == 1 else f"{self.n} cards")


@attrs.frozen
class SacrificeHighestBaseCost(Step):
    """"Target opponent sacrifices the Character they control with the highest Base
    Cost": they sacrifice (7.3.25) one of theirs whose Base Cost (Reserve Cost if Fleeting,
    else Hand Cost) is the highest; among equals, they choose which."""

    filter: Filter

    def run(self, g: GameState, ctx: Ctx) -> Run:
        p = 1 - ctx.controller  # with two players, target opponent is the other (6.5.b)
        sub = attrs.evolve(ctx, controller=p)
        own = [c for c in g.objects_in(self.filter.zones) if self.filter.matches(g, c, sub)
               and g.controller_of(c) == p]
        if not own:
            g.note(f"controls no {self.filter.noun()} to sacrifice", "1.4.1.c", ctx=ctx)
            return
        top = max(base_cost(c) for c in own)
        tied = [c for c in own if base_cost(c) == top]
        chosen = tied[0]
        if len(tied) > 1:
            opts = [Option(f"s:{c.oid}", g.describe(c), (c.oid,)) for c in tied]
            ans = yield from g.ask(p, "sacrifice", f"Choose {self.filter.noun()} with Base "
                                   f"Cost {top} to sacrifice", opts, source=ctx.source)
            chosen = next(c for c in tied if f"s:{c.oid}" == ans)
        yield from g.move(chosen, ZONE.DISCARD, rule="7.3.25", ctx=sub, sacrifice=True)
        ctx.did = True

    def text(self) -> str:
        return (f"Target opponent sacrifices the {self.filter.noun()} they control with the "
                "highest Base Cost")


@attrs.frozen
class ForLessByBaseCost(CostChange):
    """"You may play Spells for 1 less if their Base Cost is 4 or more": a decrease of the
    cost of your cards of that type whose Base Cost — the Reserve Cost when played from
    Reserve, the Hand Cost otherwise — is at least `min_base` (5.1.2.e).  Paying less is
    never worse, so the "may" is always taken (docs/mechanisms.md)."""

    min_base: int = 0

    def applies_to(self, card: Card, player: int, holder_ctrl: int, source_zone: str) -> bool:
        if not super().applies_to(card, player, holder_ctrl, source_zone):
            return False
        cd = card.cdef
        base = cd.reserve_cost if source_zone == "reserve" else cd.hand_cost
        return base >= self.min_base

    def text(self, duration: str | None = None) -> str:
        what = " and ".join(TYPE_NOUNS[t] + "s" for t in self.types)
        return (f"You may play {what} for {self.less} less if their Base Cost is "
                f"{self.min_base} or more.")


@attrs.frozen
class ExhaustedCardsInReserve:
    """"each exhausted card in Reserve": counted over every Reserve, no owner being named
    (7.5.4), when asked."""

    def value(self, g: GameState, ctx: Ctx) -> int:
        return sum(1 for p in g.players for c in p.reserve if STATUS.EXHAUSTED in c.statuses)

    def text(self) -> str:
        return "exhausted card in Reserve"


@attrs.frozen
class EachFromTargetExpedition(Step):
    """"Send to Reserve each Character from target Expedition, then exhaust them" /
    "Discard each Character from target Expedition, then that Expedition moves backwards
    one region": the Expedition, any of the four, is the target (6.5.b); every Character
    in it goes (Gigantic ones too, 7.4.4.b), then the second part acts on what the first
    did — the cards that did reach a Reserve (a Fleeting one is discarded instead,
    2.4.6.d; a token ceases to exist, 2.1.e), or that same Expedition (7.3.17)."""

    to: Any  # Zone.RESERVE | Zone.DISCARD
    then: str  # "exhaust" | "back"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.effects.steps import Where

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
class ExhaustFromReserveCost(CostAndOneCard):
    """A quick action's cost "[T], Exhaust a card in your Reserve": one cost paid in a
    single step (6.4.a); the card, one of your Reserve not yet exhausted, is chosen before
    anything is paid (6.1.g), then exhausted (7.3.10)."""

    base: Any  # a Cost

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
class CreateTokenInItsExpedition(Step):
    """"… then create a Mana Moth Illusion token in its Expedition": "it" is the object the
    step before chose, and its Expedition the one it was last in (6.3.j) — the token joins
    that Expedition, the opponent's if it was theirs (7.3.4)."""

    token: str

    def run(self, g: GameState, ctx: Ctx) -> Run:
        it = ctx.chosen[0] if ctx.chosen else None
        if it is None:
            g.note("nothing was chosen, so no token is created", "1.4.1.c", ctx=ctx)
            return
        if it.zone is ZONE.EXPEDITION:
            player, exp = g.controller_of(it), it.expedition
        else:
            last = it.last or {}
            player, exp = last.get("controller"), last.get("expedition")
        if player is None or exp is None:
            g.note("it was in no Expedition, so no token is created", "1.4.1.c", ctx=ctx)
            return
        g.create_token(self.token, ctx.controller, player, exp, "7.3.4", ctx=ctx)
        yield from ()

    def text(self) -> str:
        from engine.cards.registry import card_by_ref

        t = card_by_ref(self.token)
        sub = ", ".join(s.capitalize() for s in t.subtypes)
        n = "an" if t.name[0] in "AEIOU" else "a"
        return f"Create {n} {t.name} {t.stats} {sub} token in its Expedition"


@attrs.frozen
class DiscardTypeFromYourReserve(Step):
    """"You may discard a Spell from your Reserve. If you do, …": a card of that type of
    your own Reserve, of your choice (not a target); with none, nothing is discarded and
    "If you do" is false (6.5.f)."""

    reports_did = True

    type: str

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False
        cards = [c for c in g.players[ctx.controller].reserve if c.cdef.counts_as(self.type)]
        noun = TYPE_NOUNS[self.type]
        if not cards:
            g.note(f"no {noun} in your Reserve to discard", "1.4.1.c", ctx=ctx)
            return
        chosen = yield from choose_own_card(
            g, ctx, cards, f"Choose a {noun} from your Reserve to discard", key="r")
        yield from g.move(chosen, ZONE.DISCARD, rule="7.3.5", ctx=ctx)
        ctx.did = True

    def text(self) -> str:
        return f"Discard a {TYPE_NOUNS[self.type]} from your Reserve"


@attrs.frozen
class CreateTokensAmongAny(CreateToken):
    """"Create two Mana Moth Illusion tokens, distributed among any Expeditions": each
    token's Expedition, any of the four, chosen one after the other (7.3.4)."""

    distribute: bool = True

    def text(self) -> str:
        return super().text().replace(
            ", distributed as you choose among any number of target Expeditions",
            ", distributed among any Expeditions")


@attrs.frozen
class ExhaustedCardFromAReserve(Target):
    """"target exhausted card from a Reserve": any player's Reserve (7.5.4)."""

    filter: Filter = Filter(types=(), zones=(ZONE.RESERVE,), any_status=(STATUS.EXHAUSTED,))

    def text(self, subject: bool = False) -> str:
        return "target exhausted card from a Reserve"


@attrs.frozen
class ExhaustedCardsAre(Condition):
    """"If there's an exhausted card in Reserve" / "two or more exhausted card(s) in
    Reserve": counted over every Reserve, no owner being named (7.5.4)."""

    at_least: int = 1
    wording: str = attrs.field(default="", eq=False)  # the printed words

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return ExhaustedCardsInReserve().value(g, ctx) >= self.at_least

    def text(self) -> str:
        return self.wording or f"there are {self.at_least} or more exhausted cards in Reserve"


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


@attrs.frozen
class ExhaustUpToInReserve(Step):
    """"Exhaust up to two cards in Reserve": cards of any Reserve (no owner named, 7.5.4),
    not targets, chosen by the controller among the ready ones — an exhausted card can't be
    exhausted again (7.3.10) — then exhausted."""

    n: int = 2

    def run(self, g: GameState, ctx: Ctx) -> Run:
        cards = [c for p in g.players for c in p.reserve if STATUS.EXHAUSTED not in c.statuses]
        if not cards:
            g.note("no ready card in Reserve to exhaust", "1.4.1.c", ctx=ctx)
            return
        opts = [Option(f"r:{c.oid}", g.describe(c), (c.oid,)) for c in cards]
        ids = yield from g.ask(ctx.controller, "choose_card",
                               f"Choose up to {self.n} cards in Reserve to exhaust", opts,
                               0, min(self.n, len(cards)), source=ctx.source, multi=True)
        for c in cards:
            if f"r:{c.oid}" in ids:
                g.gain_status(c, STATUS.EXHAUSTED, "7.3.10", ctx=ctx)
                ctx.did = True

    def text(self) -> str:
        words = {1: "one card", 2: "two cards", 3: "three cards"}
        return f"Exhaust up to {words.get(self.n, f'{self.n} cards')} in Reserve"


@attrs.frozen
class TargetPlayerSacrifices(Step):
    """"Target player sacrifices a Character": either player, chosen as the step resolves
    (6.5.b), sacrifices one they control, of their choice (7.3.25)."""

    filter: Filter = Filter()

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.effects.players import choose_target_player
        from engine.effects.steps import Sacrifice

        p = yield from choose_target_player(g, ctx)
        sub = attrs.evolve(ctx, controller=p)
        yield from Sacrifice(self.filter).run(g, sub)
        ctx.did = sub.did

    def text(self) -> str:
        return f"Target player sacrifices a {self.filter.noun()}"


@attrs.frozen
class TargetOpponentControls:
    """"per Character target opponent controls": with two players, the opponent is the
    target (6.5.b); what they control is counted when asked (7.5.4)."""

    filter: Filter

    def value(self, g: GameState, ctx: Ctx) -> int:
        return self.filter.count_controlled(g, attrs.evolve(ctx, controller=1 - ctx.controller))

    def text(self) -> str:
        return f"{self.filter.noun()} target opponent controls"


@attrs.frozen
class CardsInYourHand:
    """"per card in your hand": the cards in the controller's hand when counted."""

    def value(self, g: GameState, ctx: Ctx) -> int:
        return len(g.players[ctx.controller].hand)

    def text(self) -> str:
        return "card in your hand"


@attrs.frozen
class CardInAnyPlayersReserve(Target):
    """"target card in any player's Reserve": the same as "in Reserve" (7.5.4), printed so."""

    filter: Filter = Filter(types=(), zones=(ZONE.RESERVE,))

    def text(self, subject: bool = False) -> str:
        return "target card in any player's Reserve"


def _chosen_in_reserve(ctx: Ctx) -> Card | None:
    it = ctx.chosen[0] if ctx.chosen else None
    return it if it is not None and it.zone is ZONE.RESERVE else None


@attrs.frozen
class ItWasTheOnlyCardInTheirReserve(Condition):
    """"If it was the only card in their Reserve": the card the step before chose is alone
    in its owner's Reserve (a Reserve is its owner's, 1.4.3)."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        it = _chosen_in_reserve(ctx)
        return it is not None and g.players[it.owner].reserve == [it]

    def text(self) -> str:
        return "it was the only card in their Reserve"


@attrs.frozen
class ItsInYourReserve(Condition):
    """"If it's in your Reserve": the card the step before chose is in the Reserve of the
    effect's controller."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        it = _chosen_in_reserve(ctx)
        return it is not None and it.owner == ctx.controller

    def text(self) -> str:
        return "it's in your Reserve"


@attrs.frozen
class TheyResupply(Step):
    """"they Resupply": the owner of the Reserve the step before chose a card in puts the
    top card of their deck in their Reserve (7.3.22)."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        it = ctx.chosen[0] if ctx.chosen else None
        if it is None:
            return
        yield from g.resupply(it.owner, ctx=ctx)

    def text(self) -> str:
        return "they Resupply"


@attrs.frozen
class CreateTokenFacingDraws(Step):
    """"Create a Mana Moth Illusion token in target Expedition. Then, the controller of the
    Expedition facing that Illusion draws a card": the Expedition facing the token's is the
    other player's of the same name (hero faces hero); that player draws (7.3.7)."""

    token: str

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.effects.steps import Where

        for p, e in (yield from Where("target").resolve(g, ctx)):
            g.create_token(self.token, ctx.controller, p, e, "7.3.4", ctx=ctx)
            yield from g.draw(1 - p, 1, "7.3.7", ctx=ctx)

    def text(self) -> str:
        from engine.cards.registry import card_by_ref

        t = card_by_ref(self.token)
        sub = ", ".join(s.capitalize() for s in t.subtypes)
        return (f"Create a {t.name} {t.stats} {sub} token in target Expedition. Then, the "
                f"controller of the Expedition facing that {sub} draws a card")


@attrs.frozen
class CreateTokenInAnOpponentsExpedition(Step):
    """"Create a Mana Moth Illusion token in an opponent's Expedition": one of the other
    player's two Expeditions, of the controller's choice (not a target); the token is in
    their Expedition and theirs to control (7.3.4)."""

    token: str

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.model import EXPEDITIONS

        opp = 1 - ctx.controller
        opts = [Option(f"e:{opp}:{e}", f"{g.players[opp].name}'s {e} Expedition",
                       expedition=(opp, e)) for e in EXPEDITIONS]
        ans = yield from g.ask(ctx.controller, "expedition",
                               "Choose the opponent's Expedition for the token", opts,
                               source=ctx.source)
        g.create_token(self.token, ctx.controller, opp, ans.split(":")[2], "7.3.4", ctx=ctx)
        ctx.did = True

    def text(self) -> str:
        from engine.cards.registry import card_by_ref

        t = card_by_ref(self.token)
        sub = ", ".join(s.capitalize() for s in t.subtypes)
        n = "an" if t.name[0] in "AEIOU" else "a"
        return f"Create {n} {t.name} {t.stats} {sub} token in an opponent's Expedition"


@attrs.frozen
class CharactersStayExhaustedInReserve(Passive):
    """"Exhausted Characters in Reserve remain exhausted during Morning": while it works, the
    Morning's Prepare (4.2.1.c) leaves the exhausted Characters of every Reserve exhausted;
    Spells and Permanents there are readied as usual."""

    def text(self, duration: str | None = None) -> str:
        return "Exhausted Characters in Reserve remain exhausted during Morning."


def characters_stay_exhausted(g: GameState) -> bool:
    """Whether a working passive keeps exhausted Characters in Reserve exhausted."""
    return bool(g.passives_of(CharactersStayExhaustedInReserve))


@attrs.frozen
class ExhaustedInReserveX:
    """"X, where X is the number of exhausted cards in Reserve": every Reserve, counted each
    time it is looked at (for Tough X)."""

    def value(self, g: GameState, player: int) -> int:
        return sum(1 for p in g.players for c in p.reserve if STATUS.EXHAUSTED in c.statuses)

    def text(self) -> str:
        return "the number of exhausted cards in Reserve"


@attrs.frozen
class ReserveLimitUpIf(ReserveLimitPassive):
    """"If there are one or more Spells [Characters of Hand Cost 7 or more] in your Reserve,
    your Reserve limit is increased by one": the limit Clean-up keeps to (4.2.5.c, 3.2.10.b)
    is the Hero's plus one while such a card is in its controller's Reserve."""

    type: str = "spell"
    min_hand_cost: int | None = None

    def limit_delta(self, g: GameState, player: int, ctrl: int) -> int:
        return int(ctrl == player and any(self.counts(c.cdef) for c in g.players[player].reserve))

    def counts(self, cd: Any) -> bool:
        if not cd.counts_as(self.type):
            return False
        return self.min_hand_cost is None or cd.hand_cost >= self.min_hand_cost

    def text(self, duration: str | None = None) -> str:
        what = TYPE_NOUNS[self.type] + "s"
        if self.min_hand_cost is not None:
            what += f" of Hand Cost {self.min_hand_cost} or more"
        return (f"If there are one or more {what} in your Reserve, your Reserve limit is "
                "increased by one.")


@attrs.frozen
class ForLessByHandCost(CostChange):
    """"You may play Spells of Hand Cost 7 or more for 1 less": a decrease of the cost of
    your cards of that type with that printed Hand Cost, wherever they are played from
    (5.1.2.e); taken always, as for `ForLessByBaseCost`."""

    min_hand: int = 0

    def applies_to(self, card: Card, player: int, holder_ctrl: int, source_zone: str) -> bool:
        return (super().applies_to(card, player, holder_ctrl, source_zone)
                and card.cdef.hand_cost >= self.min_hand)

    def text(self, duration: str | None = None) -> str:
        what = " and ".join(TYPE_NOUNS[t] + "s" for t in self.types)
        return f"You may play {what} of Hand Cost {self.min_hand} or more for {self.less} less."


@attrs.frozen
class DistributeBoosts(Step):
    """"Distribute N boosts among any target Characters in play [or in Reserve]": one to N
    targets (6.5.b), each getting at least one; the controller then places the boosts left
    one at a time on the targets of their choice, and each target gains its share at once
    (7.3.12)."""

    filter: Filter
    n: int = 2

    def run(self, g: GameState, ctx: Ctx) -> Run:
        sel = Target(self.filter, count=self.n, up_to=True)
        picked = yield from sel.pick(g, ctx, "gain boosts")
        if not picked:
            return
        share = {c.oid: 1 for c in picked}
        for k in range(self.n - len(picked)):
            if len(picked) == 1:
                share[picked[0].oid] += 1
                continue
            opts = [Option(f"b:{c.oid}", f"{g.describe(c)} ({share[c.oid]} so far)", (c.oid,))
                    for c in picked]
            ans = yield from g.ask(ctx.controller, "target",
                                   f"Place boost {len(picked) + k + 1} of {self.n}", opts,
                                   source=ctx.source)
            share[int(ans.split(":")[1])] += 1
        for c in picked:
            g.gain_counters(c, "boost", share[c.oid], "7.3.12", ctx=ctx)
        ctx.did = True

    def text(self) -> str:
        where = " or in Reserve" if ZONE.RESERVE in self.filter.zones else ""
        return f"Distribute {self.n} boosts among any target Characters in play{where}"


@attrs.frozen
class RemoveUpToCounters(Step):
    """"Remove up to 2 counters from target card in play or in Reserve": counters of any
    names (2.5.g), chosen one at a time; the player may stop earlier ("up to"). Without
    "up to" ("Remove 3 counters …"), as many as it has, up to N."""

    n: int = 2
    up_to: bool = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.effects.filters import IN_PLAY_OR_RESERVE

        sel = Target(Filter(types=(), zones=IN_PLAY_OR_RESERVE))
        for c in (yield from sel.pick(g, ctx, "remove counters")):
            for _ in range(self.n):
                kinds = [k for k, v in sorted(c.counters.items()) if v > 0]
                if not kinds:
                    break
                opts = [Option(f"c:{k}", counter_label(k))
                        for k in kinds]
                if self.up_to:
                    opts.append(Option("stop", "Remove no more"))
                ans = yield from g.ask(ctx.controller, "choose_counter",
                                       f"Remove a counter from {c.name}",
                                       opts, source=ctx.source)
                if ans == "stop":
                    break
                g.remove_counters(c, ans.split(":", 1)[1], 1, ctx=ctx)
                ctx.did = True

    def text(self) -> str:
        up = "up to " if self.up_to else ""
        return f"Remove {up}{self.n} counters from target card in play or in Reserve"


@attrs.frozen
class AlsoIfPlayedBaseCost(Step):
    """"If the Base Cost was 7 or more, also draw a card", after "You may exhaust me to …":
    only when that was done (6.5.f), and only if the card whose play set off the Reaction
    had that Base Cost — its Reserve Cost if played from Reserve, its Hand Cost if not."""

    n: int
    steps: tuple[Step, ...]

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ev = ctx.event  # the play that set off the Reaction: the card and where from
        it = ev.card if ev is not None and ev.kind == "play" else None
        if not ctx.did or it is None:
            return
        cd = it.cdef
        base = cd.reserve_cost if ev.value is ZONE.RESERVE else cd.hand_cost
        if base < self.n:
            g.note(f"its Base Cost was {base}, less than {self.n}", "6.5.d", ctx=ctx)
            return
        for s in self.steps:
            yield from g.run_step(s, ctx)

    def text(self) -> str:
        return f"If the Base Cost was {self.n} or more, also {then_text(self.steps)}"


@attrs.frozen
class WhenAnotherPermanentJoinsYours(Trigger):
    """"When another Permanent joins your Expeditions or Landmarks": a Permanent (a token
    one too) arriving in play under your control from elsewhere — played or created
    (7.1.1.a); moving between your own zones in play is not joining."""

    def match(self, g: GameState, ev: Any, me: Card, ctrl: int) -> Card | bool:
        if ev.kind not in ("move", "create") or ev.card is None or ev.card is me:
            return False
        if ev.dst not in (ZONE.EXPEDITION, ZONE.LANDMARK):
            return False
        if ev.src in (ZONE.EXPEDITION, ZONE.LANDMARK) and ev.old_controller == ctrl:
            return False
        if not ev.card.cdef.counts_as("permanent") or g.controller_of(ev.card) != ctrl:
            return False
        return ev.card

    def text(self) -> str:
        return "When another Permanent joins your Expeditions or Landmarks"


@attrs.frozen
class Defect(Step):
    """"Target Character defects" (the reminder text: it joins the Expedition facing it,
    changing controllers): it stays in the Expedition zone, the same object with its boosts
    and statuses (like switching Expeditions, 7.3.28), now in the other player's Expedition
    of the same name and under their control; its owner does not change, so a personal
    zone it later goes to is its owner's (1.4.3)."""

    who: Any  # a Selector

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, "defect")):
            if defect(g, c, ctx.controller):
                ctx.did = True

    def text(self) -> str:
        from engine.effects.steps import subject_text

        return subject_text(self.who, "defects", "defect")


def defect(g: GameState, c: Card, actor: int) -> bool:
    """The Character `c` in an Expedition defects (see `Defect`); False if it is not in one."""
    from engine.events import Event

    if c.zone is not ZONE.EXPEDITION or c.expedition is None:
        return False
    old = g.controller_of(c)
    new = 1 - old
    c.controller = new
    g.abilities_changed()  # its passives now work for the other player
    g.entry(f"{c.name} defects to {g.players[new].name}'s {c.expedition} Expedition",
            "7.3.28", actor, (c.oid,))
    g._events.append(Event("move", c, actor, ZONE.EXPEDITION, ZONE.EXPEDITION,
                           c.expedition, c.expedition, c.oid, old,
                           frozenset(c.statuses), ("defect", False)))
    return True


def take_control(g: GameState, card: Card, new: int, ctx: Ctx, exp: str | None = None) -> bool:
    """`new` takes control of a Permanent in play (the cards' reminder text overrides 1.4.3.a
    for this move): not a zone change, so the object stays the same (1.4.4 does not apply:
    counters, statuses and id kept).  A Landmark joins its new controller's Landmarks; an
    Expedition Permanent stands in their Expedition `exp` (or the one of the same name).
    Its owner does not change, so any personal zone it later goes to is its owner's.
    False if nothing changed (it already was theirs, or it is no longer in play)."""
    from engine.events import Event

    old = g.controller_of(card)
    if old is None or card.zone not in (ZONE.LANDMARK, ZONE.EXPEDITION):
        return False
    if old == new:
        g.note(f"{g.players[new].name} already controls {card.name}", "7.5.4", ctx=ctx)
        return False
    src_exp = card.expedition
    if card.zone is ZONE.LANDMARK:
        g.players[old].landmarks.remove(card)
        card.controller = new
        g.players[new].landmarks.append(card)
        where = f"joins {g.players[new].name}'s Landmarks"
    else:
        card.controller = new
        card.expedition = exp or src_exp
        where = f"stands in {g.players[new].name}'s {card.expedition} Expedition"
    g.abilities_changed()  # its abilities now work for the new controller
    g.entry(f"{g.players[new].name} takes control of {card.name}, which {where}", "7.5.4",
            ctx.controller, (card.oid,))
    g._events.append(Event("move", card, ctx.controller, card.zone, card.zone, src_exp,
                           card.expedition, card.oid, old, frozenset(card.statuses),
                           ("control", False)))
    return True


@attrs.frozen
class TakeControl(Step):
    """"Take control of target [Permanent][, putting it in my Expedition if it's an
    Expedition Permanent]" / "you take control of it" (`take_control`): the controller of
    the effect becomes its controller; an Expedition Permanent goes to the Expedition the
    source is (or was last) in, else the one of its own name."""

    who: Any  # a Selector
    into_my_expedition: bool = False
    words: str = "take"  # "take": "Take control of …"; "you": "you take control of it"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        ctx.did = False
        for c in (yield from self.who.pick(g, ctx, "take control of")):
            exp = None
            if self.into_my_expedition and c.zone is ZONE.EXPEDITION:
                src = ctx.source
                if src is not None and src.zone is ZONE.EXPEDITION and src.expedition:
                    exp = src.expedition
                elif src is not None:
                    exp = src.last.get("expedition")
            if take_control(g, c, ctx.controller, ctx, exp):
                ctx.did = True

    def text(self) -> str:
        if self.words == "you":
            return f"you take control of {self.who.text()}"
        out = f"Take control of {self.who.text()}"
        if self.into_my_expedition:
            out += ", putting it in my Expedition if it's an Expedition Permanent"
        return out


@attrs.frozen
class MyCountersX:
    """"X[+N], where X is my number of [name] counters": the source's counters, counted as
    the step resolves (a Spell keeps the counters it gained in Reserve as it is played,
    2.5.a)."""

    name: str
    plus: int = 0

    def value(self, g: GameState, ctx: Ctx) -> int:
        src = ctx.source
        return (src.counters.get(self.name, 0) if src is not None else 0) + self.plus

    def text(self) -> str:
        return f"X+{self.plus}, where X is my number of {self.name.capitalize()} counters"


@attrs.frozen
class GainXBoosts(Step):
    """"Target Character gains X+2 boosts, where X is my number of Arcane counters": the
    count taken as the step resolves (6.5.i)."""

    who: Any
    x: MyCountersX

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.effects.steps import GainBoosts

        n = self.x.value(g, ctx)
        g.note(f"X+{self.x.plus} is {n}", "6.5.i", ctx=ctx)
        yield from GainBoosts(self.who, n).run(g, ctx)

    def text(self) -> str:
        from engine.effects.steps import subject_text

        return (subject_text(self.who, "gains", "gain") + f" X+{self.x.plus} boosts, where X "
                f"is my number of {self.x.name.capitalize()} counters")


@attrs.frozen
class DoXTimes(Step):
    """"Do the following X+1 times, where X is my number of Arcane counters: • [steps]": X
    counted once as it starts (6.5.i); each time, its choices are made anew."""

    x: MyCountersX
    steps: tuple[Step, ...]

    def run(self, g: GameState, ctx: Ctx) -> Run:
        n = self.x.value(g, ctx)
        g.note(f"does it {n} times (X+{self.x.plus})", "6.5.i", ctx=ctx)
        for _ in range(n):
            for s in self.steps:
                yield from g.run_step(s, ctx)

    def text(self) -> str:
        return (f"Do the following X+{self.x.plus} times, where X is my number of "
                f"{self.x.name.capitalize()} counters:\n • {then_text(self.steps)[:1].upper()}"
                f"{then_text(self.steps)[1:]}")


@attrs.frozen
class CostXOrLessTarget(Target):
    """"target Character with Hand Cost X+2 or less, where X is my number of Arcane
    Counters": the bound counted each time the target is checked."""

    x: Any = None

    def text(self, subject: bool = False) -> str:
        return (f"target Character with Hand Cost X+{self.x.plus} or less, where X is my "
                f"number of {self.x.name.capitalize()} Counters")


@attrs.frozen
class WhenACardGoesToTheDiscardPile(Trigger):
    """"When a card goes to the discard pile": any card of any player moved there (7.3.5);
    a token that ceases to exist never reaches it (2.1.e)."""

    def match(self, g: GameState, ev: Any, me: Card, ctrl: int) -> Card | bool:
        return bool(ev.kind == "move" and ev.dst is ZONE.DISCARD and ev.card is not None)

    def text(self) -> str:
        return "When a card goes to the discard pile"


@attrs.frozen
class DiscardAllOthersInPlayOrReserve(Step):
    """"Discard all other cards in play or in Reserve": every card in the Expedition and
    Landmark zones and in every Reserve except me, all at once (7.3.5); Heroes stay in the
    Hero zone (they never leave it), tokens cease to exist (2.1.e)."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.effects.filters import IN_PLAY_OR_RESERVE

        src = ctx.source
        cards = [c for c in g.objects_in(IN_PLAY_OR_RESERVE) if src is None or c is not src]
        for c in cards:
            yield from g.move(c, ZONE.DISCARD, rule="7.3.5", ctx=ctx)
            ctx.did = True

    def text(self) -> str:
        return "Discard all other cards in play or in Reserve"


@attrs.frozen
class IAmIfPrinted(IAmIf):
    """"If I'm Fleeting, I am Gigantic": `IAmIf` (the keyword while the condition holds,
    2.3.1.k) with "I am" as printed."""

    def text(self, duration: str | None = None) -> str:
        return f"If {self.condition.text()}, I am {self.keyword.text()}."


@attrs.frozen
class GainCountersUpTo(Step):
    """"I gain 1 Arcane counter, up to a max of 3": as for boosts (Bise's "up to a max"), a
    counter of that name (2.5.f) only until it has M; a card in Reserve may hold counters
    (2.5.a)."""

    who: Any
    name: str
    n: int
    cap: int

    def run(self, g: GameState, ctx: Ctx) -> Run:
        label = f"{self.name.capitalize()} counter"
        for c in (yield from self.who.pick(g, ctx, f"gain {label}s")):
            have = c.counters.get(self.name, 0)
            gain = max(0, min(self.n, self.cap - have))
            if gain:
                g.gain_counters(c, self.name, gain, "2.5.f", ctx=ctx)
            if gain < self.n:
                g.note(f"{c.name} has {have} {label}{'s' * (have != 1)}: it gains "
                       f"{gain if gain else 'none'}, up to a max of {self.cap}", "2.5.f", ctx)

    def text(self) -> str:
        from engine.effects.steps import subject_text

        what = f"{self.n} {self.name.capitalize()} counter{'s' * (self.n != 1)}"
        return subject_text(self.who, "gains", "gain") + f" {what}, up to a max of {self.cap}"


@attrs.frozen
class ExhaustedInReserveAndPermanents:
    """"the total number of exhausted cards in Reserve and other exhausted Permanents you
    control": every Reserve's exhausted cards plus your exhausted Permanents in play other
    than the source."""

    def value(self, g: GameState, ctx: Ctx) -> int:
        n = ExhaustedCardsInReserve().value(g, ctx)
        return n + sum(1 for c in g.objects_in((ZONE.EXPEDITION, ZONE.LANDMARK))
                       if c.cdef.counts_as("permanent") and c is not ctx.source
                       and g.controller_of(c) == ctx.controller
                       and STATUS.EXHAUSTED in c.statuses)

    def text(self) -> str:
        return ("the total number of exhausted cards in Reserve and other exhausted Permanents "
                "you control")


@attrs.frozen
class ExhaustedCardsInReserveTotal(ExhaustedCardsInReserve):
    """The count "the number of exhausted cards in Reserve", in those words."""

    def text(self) -> str:
        return "the number of exhausted cards in Reserve"


@attrs.frozen
class ExhaustMeAndX:
    """The cost "{T}, {X}" of a quick action: exhaust me and pay X mana, X chosen as it is
    paid (6.4), from 0 up to the limit the text sets and the ready Mana Orbs; the X chosen
    is kept for the effect (`Ctx.x`)."""

    limit: Any  # value(g, ctx), text()

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
            ans = yield from g.ask(ctx.controller, "mode", f"Choose X (at most {top})", opts,
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


@attrs.frozen
class CreateXTokensInMyExpedition(Step):
    """"Create X Mana Moth Illusion tokens in my Expedition. X can't be higher than …": X
    is the one chosen as the cost was paid (`ExhaustMeAndX`)."""

    token: str
    limit: Any

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.effects.steps import Where

        n = ctx.x or 0
        if n:
            yield from CreateToken(self.token, Where("mine"), n).run(g, ctx)

    def text(self) -> str:
        from engine.cards.registry import card_by_ref

        t = card_by_ref(self.token)
        sub = ", ".join(s.capitalize() for s in t.subtypes)
        return (f"Create X {t.name} {t.stats} {sub} tokens in my Expedition. X can't be higher "
                f"than {self.limit.text()}")


@attrs.frozen
class PlayItForFree(Step):
    """"Target a Character in any Reserve …. Play it for free." (the reminder text: "Put it in
    one of your Expeditions. If it would move to your Discard or any other personal zone,
    it goes to its owner's instead."): the effect's controller plays the marked card,
    whoever owns it, skipping its costs (7.3.20), into an Expedition of theirs; played from
    a Reserve it is Fleeting (2.4.6.a); later it goes to its owner's zones (1.4.3)."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.model import EXPEDITIONS
        from engine.play import Intent, free_play_forbidden, play_card

        card = ctx.it
        if card is None or not g.alive(card, ctx.it_oid) or card.zone is not ZONE.RESERVE:
            return
        why = free_play_forbidden(g, ctx.controller, card)
        if why:  # for free skips the costs, not the card's own "can't" (1.4.1)
            g.note(f"{card.name} can't be played for free: {why}", "1.4.1", ctx=ctx)
            return
        exp = yield from g.choose_expedition(ctx.controller, card.name, EXPEDITIONS, ctx)
        done = yield from play_card(g, ctx.controller, Intent(card, card.zone, exp, free=True))
        ctx.did = bool(done)

    def text(self) -> str:
        return "Play it for free"


# ------------------------------------------------------------------ extra types
@attrs.frozen
class AlsoConsidered(Passive):
    """"I'm also considered a Spell / an Expedition Permanent, even when not in play": a
    characteristic of the card in every zone, seen by other abilities only (their filters,
    counts and "when you play a Spell" triggers read it through `CardDef.counts_as`); the
    rules still treat the card as its printed type (how it is played, where it goes)."""

    type: str  # "spell" | "permanent"
    words: str  # the printed noun: "a Spell", "an Expedition Permanent"

    @property
    def also_types(self) -> tuple[str, ...]:
        return (self.type,)

    def text(self, duration: str | None = None) -> str:
        return f"I'm also considered {self.words}, even when not in play."
