"""Words of the effects language added for the Muna cards of the later sets.

Most of them are about terrain: a region that "is [terrain] in addition to its other
types" or that is "[terrain] and loses its other types" (a passive of the card that says
so), a Terrain Marker placed on a visible region, an object or an Expedition "in
[terrain]", and a Reaction to an Expedition moving forward due to a terrain. The
Woollyback token (a 1/1/1 Animal) is created by the steps at the end. What each
mechanism means and the rulings taken are in docs/mechanisms.md ("Muna in the later
sets").
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

import attrs

from engine.decisions import Option
from engine.effects.abilities import GrantKeyword
from engine.effects.bise_words import GainBoostsPer
from engine.effects.conditions import Condition
from engine.effects.cyclone_words import characters_facing
from engine.effects.duster_words import IAmIf
from engine.effects.immediate import PlayNow
from engine.effects.passives import EMPTY, CharPassive, Delta
from engine.effects.selectors import JUST_CHOOSE, It
from engine.effects.steps import Run, Step, Where
from engine.effects.triggers import WhenAnOpponentDrawsOrResupplies
from engine.effects.vocabulary import WhenIGoTo
from engine.model import EXPEDITIONS, STATUS, ZONE, Terrain

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.model import Card
    from engine.state import GameState


def terrain_name(t: Terrain) -> str:
    return t.value.capitalize()


# ------------------------------------------------------------------ regions rewritten
@attrs.frozen
class MyRegionIs(CharPassive):
    """"My region is [terrain] in addition to its other types" (the region gains that
    terrain) or "My region and the region of the Expedition facing me are [terrain] and
    lose their other types" (they are that terrain only). "My region" is the region of
    the bearer's Expedition (both, for a Gigantic bearer); the facing Expedition is the
    opponent's Expedition of the same name. A characteristic of the regions, worked out
    again after each event (2.3.1.k), so it follows the Expeditions as they move; passives
    apply in timestamp order, so a later one decides between the two."""

    terrain: Terrain
    facing: bool = False
    only: bool = False

    def regions(self, g: GameState, holder: Card) -> set[int]:
        ctrl = g.controller_of(holder)
        out: set[int] = set()
        for e in g.expeditions_of(holder):
            out.add(g.players[ctrl].position[e])
            if self.facing:
                out |= {g.players[p].position[e] for p in range(len(g.players)) if p != ctrl}
        return out

    def delta(self, g: GameState, holder: Card | None, ctrl: int) -> Delta:
        if holder is None or holder.zone is not ZONE.EXPEDITION:
            return EMPTY
        if self.only:
            return frozenset(("terr=", i, frozenset({self.terrain}))
                             for i in self.regions(g, holder))
        return frozenset(("terr+", i, self.terrain) for i in self.regions(g, holder))

    def text(self, duration: str | None = None) -> str:
        t = terrain_name(self.terrain)
        head = ("My region and the region of the Expedition facing me are" if self.facing
                else "My region is")
        tail = "and lose their other types" if self.only else "in addition to its other types"
        if self.facing != self.only:  # the printed texts pair them; other mixes read plainly
            tail = "and loses its other types" if self.only else "in addition to their other types"
        return f"{head} {t} {tail}."


@attrs.frozen
class PlaceTerrainMarker(Step):
    """"Place a [terrain] Terrain Marker on target visible region": the region (face up,
    2.2.2.k) is that terrain and loses its others until the Marker is removed (the card's
    reminder text). A region with several Markers is the last one's terrain."""

    terrain: Terrain

    def run(self, g: GameState, ctx: Ctx) -> Run:
        opts = [Option(f"r:{i}", f"{r.name} ({', '.join(sorted(t.value for t in g.terrains_at(i)))})")
                for i, r in enumerate(g.regions) if not r.face_down]
        ans = yield from g.ask(ctx.controller, "target_region", "Choose target visible region",
                               opts, source=ctx.source)
        i = int(ans.split(":")[1])
        region = g.regions[i]
        region.markers = (*region.markers, self.terrain)
        g.note(f"places a {terrain_name(self.terrain)} Terrain Marker on the {region.name}: "
               f"it is {terrain_name(self.terrain)} and no other terrain while the Marker "
               "stays", "", ctx=ctx)
        ctx.did = True

    def text(self) -> str:
        return f"Place a {terrain_name(self.terrain)} Terrain Marker on target visible region"


# ------------------------------------------------------------------ in a terrain
@attrs.frozen
class IfThenIAm(IAmIf):
    """"If [condition], I am [keyword]": as `IAmIf`, printed with "I am"."""

    def text(self, duration: str | None = None) -> str:
        return f"If {self.condition.text()}, I am {self.keyword.text()}."


@attrs.frozen
class ExpeditionsIn:
    """"each Expedition in [terrain]": how many Expeditions, of every player, are in a
    region that has the terrain now; taken when the effect resolves (6.5.i)."""

    terrain: Terrain

    def value(self, g: GameState, ctx: Ctx) -> int:
        return sum(1 for p in g.players for e in EXPEDITIONS
                   if self.terrain in g.terrains_at(p.position[e]))

    def text(self) -> str:
        return f"Expedition in {terrain_name(self.terrain)}"


@attrs.frozen
class GainBoostsForEach(GainBoostsPer):
    """"I gain 1 boost for each [count]": one gain of that many boosts (7.3.12), the
    count taken once (6.5.i) — "per" and "for each" are the same word here."""

    def text(self) -> str:
        return super().text().replace(" per ", " for each ", 1)



# ------------------------------------------------------------------ leaving for a reason
@attrs.frozen
class SacrificeMeCost:
    """The internal cost "sacrifice me" of "You may sacrifice me to …" (6.4; 7.3.25): it
    can be paid while the source is still in play, and paying it discards the source."""

    def payable(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        return (src is not None and src.zone in (ZONE.EXPEDITION, ZONE.LANDMARK)
                and g.alive(src, ctx.source_oid))

    def why_not(self, g: GameState, ctx: Ctx) -> str | None:
        return None if self.payable(g, ctx) else "I am no longer in play"

    def pay(self, g: GameState, ctx: Ctx) -> Run:
        assert ctx.source is not None
        yield from g.move(ctx.source, ZONE.DISCARD, rule="7.3.25", ctx=ctx, sacrifice=True)

    def text(self) -> str:
        return "sacrifice me"


@attrs.frozen
class PutMeInMyOwnersMana(Step):
    """"Put me in my owner's Mana zone": the source, if still in play, becomes an
    exhausted Mana Orb of its owner (3.2.9.b); once gone, nothing happens (2.1.i)."""

    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        src = ctx.source
        ctx.did = False
        if src is None or src.zone not in (ZONE.EXPEDITION, ZONE.LANDMARK):
            return
        if not g.alive(src, ctx.source_oid):
            return
        yield from g.move(src, ZONE.MANA, rule="3.2.9.b", ctx=ctx)
        ctx.did = True

    def text(self) -> str:
        return "Put me in my owner's Mana zone"


# ------------------------------------------------------------------ Woollybacks (and other tokens)
@attrs.frozen
class TokenWhere(Where):
    """More places a token is created in, besides those of `Where`: "in target opponent's
    Companion Expedition" (with two players, the other player's, 6.5.b), "in each
    Expedition" (every player's two), "in the Companion Expedition of its owner" (the
    owner of the card "it" names, e.g. the card a Sabotage discarded)."""

    def text(self) -> str:
        return _TOKEN_PLACES.get(self.where) or super().text()

    def resolve(self, g: GameState, ctx: Ctx) -> Generator[Any, Any, list[tuple[int, str]]]:
        if self.where == "opp_companion":
            return [(1 - ctx.controller, "companion")]
        if self.where == "every":
            return [(p, e) for p in g.initiative_order() for e in EXPEDITIONS]
        if self.where == "owner_companion":
            it = _its(ctx)
            return [] if it is None else [(it.owner, "companion")]
        return (yield from super().resolve(g, ctx))


_TOKEN_PLACES = {"opp_companion": "in target opponent's Companion Expedition",
                 "every": "in each Expedition",
                 "owner_companion": "in the Companion Expedition of its owner"}


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

        def check(ans: Any) -> str | None:
            return None if len(set(ans)) == n else f"choose {n} different Expeditions"

        ans = yield from g.ask(ctx.controller, "target_expedition",
                               f"Choose {n} target Expeditions", opts, n, n,
                               source=ctx.source, check=check, multi=True)
        made = []
        for a in ans:
            _, p, e = a.split(":")
            made.append(g.create_token(self.token, ctx.controller, int(p), e, "7.3.4", ctx=ctx))
        ctx.chosen = made

    def text(self) -> str:
        from engine.cards.registry import card_by_ref

        cd = card_by_ref(self.token)
        count = {2: "two", 3: "three"}.get(self.n, str(self.n))
        subs = " ".join(s.capitalize() for s in cd.subtypes)
        return (f"Target {count} Expeditions and create a {cd.name} {cd.stats} {subs} token "
                "in each one")


def _its(ctx: Ctx) -> Card | None:
    """The card "it" / "its" names: the one the step before chose or moved, else the one
    the trigger bound (6.3.h)."""
    return ctx.chosen[0] if ctx.chosen else ctx.it


@attrs.frozen
class ItsOwnerResupplies(Step):
    """"its owner [Exhausted] Resupplies": the owner of the card "it" names puts the top
    card of their Deck in Reserve (7.3.22), then exhausts it when Exhausted (7.3.11)."""

    exhausted: bool = False

    def run(self, g: GameState, ctx: Ctx) -> Run:
        it = _its(ctx)
        if it is None:
            return
        card = yield from g.resupply(it.owner, ctx=ctx)
        if card is not None and self.exhausted:
            g.gain_status(card, STATUS.EXHAUSTED, "7.3.11", ctx=ctx)

    def text(self) -> str:
        return f"its owner {'Exhausted ' if self.exhausted else ''}Resupplies"


# ------------------------------------------------------------------ targets named, then "it" / "they"
@attrs.frozen
class MarkTargets(Step):
    """"You may target [object]." / "Target any number of [objects].": the targets are
    chosen (6.5.b; "you may": none at all is allowed) and named "it" / "they" for the
    sentence after; with none chosen, that sentence does nothing."""

    who: Any  # a Target
    may: bool = False

    def run(self, g: GameState, ctx: Ctx) -> Run:
        chosen = list((yield from self.who.pick(g, ctx, JUST_CHOOSE)))
        ctx.chosen = chosen
        ctx.it = chosen[0] if len(chosen) == 1 else None
        ctx.it_oid = ctx.it.oid if ctx.it is not None else None
        ctx.did = bool(chosen)

    def text(self) -> str:
        if self.may:
            noun = self.who.filter.noun()
            return f"You may target {noun if noun.startswith('another') else 'a ' + noun}"
        return f"Target any number of {self.who.filter.noun(plural=True)}"


@attrs.frozen
class They:
    """"They": the objects the step before chose, those still where they were (2.1.i)."""

    def pick(self, g: GameState, ctx: Ctx, verb: str) -> Generator[Any, Any, list[Card]]:
        return [c for c in ctx.chosen if c.zone in (ZONE.EXPEDITION, ZONE.LANDMARK)]
        yield  # pragma: no cover

    def text(self, subject: bool = False) -> str:
        return "they"

    @property
    def plural(self) -> bool:
        return True


# ------------------------------------------------------------------ players doing things
@attrs.frozen
class PutFromTheirHand(Step):
    """"put a card from their Hand in Reserve [to draw a card]", said of each player who
    chose to (as "you"): a card of their choice goes from their hand to their Reserve
    (7.3.21); "to draw a card": that put is the price, so with an empty hand nothing is
    drawn (6.4)."""

    draw: bool = False

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.effects.steps import choose_from_hand

        if not g.players[ctx.controller].hand:
            g.note("has no card in hand to put in Reserve", "6.4", ctx=ctx)
            return
        card = yield from choose_from_hand(g, ctx)
        yield from g.move(card, ZONE.RESERVE, rule="7.3.21", ctx=ctx)
        if self.draw:
            yield from g.draw(ctx.controller, 1, "7.3.7", ctx=ctx)

    def text(self) -> str:
        return "Put a card from their Hand in Reserve" + (" to draw a card" if self.draw else "")


@attrs.frozen
class HaveTargetOpponentDraw(Step):
    """"have target opponent draw a card": the opponent (the target, 6.5.b) draws (7.3.7);
    done if a card was drawn (an empty deck draws nothing)."""

    reports_did = True

    def run(self, g: GameState, ctx: Ctx) -> Run:
        opp = 1 - ctx.controller
        before = len(g.players[opp].hand)
        yield from g.draw(opp, 1, "7.3.7", ctx=ctx)
        ctx.did = len(g.players[opp].hand) > before

    def text(self) -> str:
        return "Have target opponent draw a card"


@attrs.frozen
class WhenOpponentDrawsOrResupplies(WhenAnOpponentDrawsOrResupplies):
    """The same trigger as printed on the later sets: "… or Resupplies"."""

    def text(self) -> str:
        return "When an opponent draws one or more cards or Resupplies"


@attrs.frozen
class CharactersFacingMe:
    """"Character in the Expeditions facing me": a count of the Characters in the
    Expedition(s) facing the source (both, for a Gigantic one), taken once (6.5.i)."""

    def value(self, g: GameState, ctx: Ctx) -> int:
        return 0 if ctx.source is None else len(characters_facing(g, ctx.source))

    def text(self) -> str:
        return "Character in the Expeditions facing me"


@attrs.frozen
class MayPay(Step):
    """"You may pay [N]." followed by "If you do, …": the mana is paid (1.2.7.b) or not;
    "did" only when it was paid — with too little ready mana it cannot be (6.5.f)."""

    n: int

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.effects.costs import Cost

        ctx.did = False
        cost = Cost(mana=self.n)
        if not cost.payable(g, ctx):
            g.note(f"cannot pay {self.n}", "6.4", ctx=ctx)
            return
        if not (yield from g.ask_yes_no(ctx.controller, f"Pay {self.n}?", source=ctx.source)):
            g.note("chose not to pay", "6.5.c", ctx=ctx)
            return
        yield from g.run_action(lambda: cost.pay(g, ctx))
        ctx.did = True

    def text(self) -> str:
        return f"You may pay {self.n}"


# ------------------------------------------------------------------ counts and what "it" was
@attrs.frozen
class OpponentControls(Condition):
    """"If an opponent controls N or more [objects]": an opponent has at least that many
    in play now (7.5.4: controlled objects are in play)."""

    n: int
    filter: Any  # a Filter, without a controller

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return any(sum(1 for c in g.objects_in(self.filter.zones)
                       if g.controller_of(c) == p and self.filter.matches(g, c, ctx)) >= self.n
                   for p in range(len(g.players)) if p != ctx.controller)

    def text(self) -> str:
        words = {2: "two", 3: "three", 4: "four"}.get(self.n, str(self.n))
        return f"an opponent controls {words} or more {self.filter.noun(plural=True)}"


@attrs.frozen
class FacingOnly(Condition):
    """"If I'm facing only one Character": exactly that many Characters in the
    Expedition(s) facing me."""

    n: int = 1

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return ctx.source is not None and len(characters_facing(g, ctx.source)) == self.n

    def text(self) -> str:
        return "I'm facing only one Character"


@attrs.frozen
class ThatCharacter(It):
    """"That Character": the Character the trigger bound (6.3.h), as "it"."""

    def text(self, subject: bool = False) -> str:
        return "That Character" if subject else "that Character"


def _was_where(g: GameState, card: Card) -> tuple[int | None, list[str]]:
    """The controller and Expedition(s) of an object now, or as it last was in play (6.3.j)."""
    if card.zone is ZONE.EXPEDITION:
        return g.controller_of(card), list(g.expeditions_of(card))
    last = card.last or {}
    if last.get("zone") is not ZONE.EXPEDITION:
        return None, []
    exps = ["hero", "companion"] if last.get("gigantic") else [last.get("expedition")]
    return last.get("controller"), [e for e in exps if e]


@attrs.frozen
class ItWasntIn(Condition):
    """"If it wasn't in [terrain]": the object the step before moved was not, as it last
    was in play, in an Expedition whose region had that terrain (7.5.7; 6.3.j) — read
    when the condition is checked, right after the move."""

    terrain: Terrain

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        it = _its(ctx)
        if it is None:
            return False
        ctrl, exps = _was_where(g, it)
        if ctrl is None:
            return True  # it was in no Expedition, so in no terrain
        return not any(self.terrain in g.terrains_at(g.players[ctrl].position[e]) for e in exps)

    def text(self) -> str:
        return f"it wasn't in {terrain_name(self.terrain)}"


@attrs.frozen
class ItsControllerResupplies(Step):
    """"its controller Resupplies": the controller of the object the step before named, as
    it last was in play if it has left (6.3.j), Resupplies (7.3.22)."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        it = _its(ctx)
        if it is None:
            return
        if it.zone in (ZONE.EXPEDITION, ZONE.LANDMARK):
            p = g.controller_of(it)
        else:
            p = (it.last or {}).get("controller", it.owner)
        yield from g.resupply(it.owner if p is None else p, ctx=ctx)

    def text(self) -> str:
        return "its controller Resupplies"


# ------------------------------------------------------------------ this Day; several kinds at once
@attrs.frozen
class ThisDayGrant(GrantKeyword):
    """"This Day, [objects] are [keyword]": the Core passive `GrantKeyword` held by an
    Ongoing Emblem that lasts until the end of the Day (2.2.14), printed with the duration
    first."""

    def text(self, duration: str | None = None) -> str:
        return (f"This Day, {self.filter.noun(plural=True)} {self.verb} {self.keyword.text()}.")


@attrs.frozen
class AnyOf:
    """A description made of several ("Animal and Adventurer in your Reserve", "Permanent in
    play or card in Reserve"): an object matching any one of them; `words` is the printed
    noun. It answers what a selector asks of a `Filter`."""

    filters: tuple[Any, ...]
    words: str

    @property
    def zones(self) -> tuple[Any, ...]:
        out: list[Any] = []
        for f in self.filters:
            out += [z for z in f.zones if z not in out]
        return tuple(out)

    def matches(self, g: GameState, card: Card, ctx: Ctx) -> bool:
        return any(f.matches(g, card, ctx) for f in self.filters)

    def noun(self, plural: bool = False) -> str:
        return self.words


@attrs.frozen
class DoubleBoostsOn(Step):
    """"Double the number of boosts on each [object]": each one gains as many boosts as it
    has (7.3.6); one without boosts has none to double."""

    who: Any  # a selector

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for c in (yield from self.who.pick(g, ctx, "double its boosts")):
            n = c.counters.get("boost", 0)
            if n:
                g.gain_counters(c, "boost", n, "7.3.6", ctx=ctx)

    def text(self) -> str:
        return f"Double the number of boosts on {self.who.text()}"


@attrs.frozen
class DistributeBoosts(Step):
    """"Distribute N boosts among any target [objects]": one to N targets are chosen (6.5.b),
    each gets at least one boost, and the rest are handed out one at a time by the
    controller; each target then gains its share in one gain (7.3.12)."""

    n: int
    who: Any  # a Target with count N, up to

    def run(self, g: GameState, ctx: Ctx) -> Run:
        chosen = list((yield from self.who.pick(g, ctx, "gain boosts")))
        if not chosen:
            return
        share = {c.oid: 1 for c in chosen}
        for k in range(self.n - len(chosen)):
            opts = [Option(f"x:{c.oid}", f"{g.describe(c)} ({share[c.oid]} so far)", (c.oid,))
                    for c in chosen]
            ans = yield from g.ask(ctx.controller, "choose_card",
                                   f"Which target gets boost {len(chosen) + k + 1} of {self.n}?",
                                   opts, source=ctx.source)
            share[int(ans.split(":")[1])] += 1
        for c in chosen:
            g.gain_counters(c, "boost", share[c.oid], "7.3.12", ctx=ctx)

    def text(self) -> str:
        return (f"Distribute {self.n} boosts among any target "
                f"{self.who.filter.noun(plural=True)}")


# ------------------------------------------------------------------ playing a card into one Expedition
@attrs.frozen
class PlayNowInCompanion(PlayNow):
    """"[You / Target player] may immediately play a Character for N less / for free in
    your / their Companion Expedition": Bravos' `PlayNow`, with only the ways of playing it
    into the Companion Expedition (a Gigantic Character goes into both, so it is one of
    them). "Target player" is either player, chosen by the effect's controller (6.5.b); that
    player makes the choices of playing (they play the card)."""

    target_player: bool = False

    def run(self, g: GameState, ctx: Ctx) -> Run:
        if not self.target_player:
            yield from super().run(g, ctx)
            return
        from engine.effects.players import choose_target_player

        ctx.did = False
        player = yield from choose_target_player(g, ctx)
        played = yield from self._play_one(g, ctx, player)
        if played is not None:
            ctx.did = True
            ctx.it, ctx.it_oid = played, played.oid

    def choices(self, g: GameState, ctx: Ctx, player: int) -> list[tuple[Option, Any]]:
        return [(o, it) for o, it in super().choices(g, ctx, player)
                if it.expedition in (None, "companion")]

    def text(self) -> str:
        out = super().text() + " in your Companion Expedition"
        if self.target_player:
            out = out.replace("You may", "Target player may").replace("your Companion",
                                                                      "their Companion")
        return out


# ------------------------------------------------------------------ a cost the opponent pays
@attrs.frozen
class AndOpponentResupplies:
    """A quick action's cost "[T], Target opponent Resupplies": paid in one step (6.4.a):
    I am exhausted, then the opponent (the target, 6.5.b) puts the top card of their Deck in
    their Reserve (7.3.22). With an empty Deck they cannot Resupply, so the cost cannot be
    paid (6.4)."""

    base: Any  # a Cost

    def payable(self, g: GameState, ctx: Ctx) -> bool:
        return bool(self.base.payable(g, ctx)) and bool(g.players[1 - ctx.controller].deck)

    def why_not(self, g: GameState, ctx: Ctx) -> str | None:
        return self.base.why_not(g, ctx) or (None if self.payable(g, ctx)
                                            else "the opponent has no card to Resupply")

    def pay(self, g: GameState, ctx: Ctx) -> Run:
        yield from self.base.pay(g, ctx)
        yield from g.resupply(1 - ctx.controller, ctx=ctx)

    @property
    def discard_me(self) -> bool:
        return False

    def text(self) -> str:
        return f"{self.base.text()} and have target opponent Resupply"

    def symbol(self) -> str:
        return f"{self.base.symbol()}, Target opponent Resupplies"


# ------------------------------------------------------------------ what I had before I left
@attrs.frozen
class WhenIGoToYourReserveFrom(WhenIGoTo):
    """"When I go to your Reserve from the Expedition zone": the Core self-move Reaction
    (6.3.c-d), in the later sets' wording."""

    def text(self) -> str:
        return "When I go to your Reserve from the Expedition zone"


@attrs.frozen
class IHadBoosts(Condition):
    """"if I had N or more boosts": the boosts I held as I last was in play (6.3.j) — they
    are gone once I reach the Reserve (2.5.e), so the move keeps a note of them."""

    n: int

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        if src is None:
            return False
        had = (src.last or {}).get("boosts", 0)
        return had >= self.n

    def text(self) -> str:
        return f"I had {self.n} or more boosts"


@attrs.frozen
class TargetPlayerThisDay(Step):
    """"Target a player. This Day, [objects] that they control are [keyword].": the player
    is chosen (6.5.b), then an Ongoing Emblem lasting the Day (2.2.14) grants the keyword to
    the matching objects of that player — the Emblem is held on their side, so "you
    control" in its filter means them."""

    grant: Any  # a GrantKeyword whose filter says "you control"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.effects.players import choose_target_player

        p = yield from choose_target_player(g, ctx)
        g.note(f"targets {g.players[p].name}", "6.5.b", ctx=ctx)
        g.create_ongoing(self.grant, "day", attrs.evolve(ctx, controller=p))

    def text(self) -> str:
        noun = self.grant.filter.noun(plural=True).removesuffix(" you control")
        return (f"Target a player. This Day, {noun} that they control {self.grant.verb} "
                f"{self.grant.keyword.text()}")


# ------------------------------------------------------------------ receiving a Gift too
@attrs.frozen
class AlsoReceiveIt(Step):
    """"… to also receive it" after "When you make a Gift": the Gift that triggered, given to
    "you" as well — a drawing step: you draw a card; a Resupply: you Resupply; a token: you
    create the same token, in your own Expedition of the same name (or your Landmarks)."""

    def run(self, g: GameState, ctx: Ctx) -> Run:
        from engine.effects.duster_words import create_landmark_token

        ev = ctx.event
        me = ctx.controller
        if ev is None:
            return
        if ev.kind == "draw":
            yield from g.draw(me, 1, "7.3.7", ctx=ctx)
        elif ev.kind == "resupply":
            yield from g.resupply(me, ctx=ctx)
        elif ev.kind == "create" and ev.card is not None:
            if ev.dst is ZONE.LANDMARK:
                create_landmark_token(g, ev.card.cdef.ref, me, me, ctx)
            else:
                g.create_token(ev.card.cdef.ref, me, me, ev.dst_exp or "hero", "7.3.4", ctx=ctx)

    def text(self) -> str:
        return "also receive it"
