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
from engine.effects.bise_words import GainBoostsPer
from engine.effects.conditions import Condition
from engine.effects.cyclone_words import characters_facing
from engine.effects.duster_words import IAmIf
from engine.effects.filters import in_terrain_now
from engine.effects.passives import EMPTY, CharPassive, Delta
from engine.effects.selectors import JUST_CHOOSE
from engine.effects.steps import Run, Step, Where
from engine.effects.triggers import WhenAnOpponentDrawsOrResupplies
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
        opts = [Option(f"r:{i}", f"{r.name} ({', '.join(sorted(t.value for t in r.shown_terrains))})")
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
class ImIn(Condition):
    """"If I'm in [terrain]": one of my Expeditions is in a region that has it now (7.5.7)."""

    terrain: Terrain

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return ctx.source is not None and in_terrain_now(g, ctx.source, self.terrain)

    def text(self) -> str:
        return f"I'm in {terrain_name(self.terrain)}"


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
class Twice(Step):
    """"[Step] twice": the step, then the same step once more (its choices made anew)."""

    step: Step

    def run(self, g: GameState, ctx: Ctx) -> Run:
        yield from g.run_step(self.step, ctx)
        yield from g.run_step(self.step, ctx)

    def text(self) -> str:
        return f"{self.step.text()} twice"


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
