"""Words of the effects language added for the Yzmir Core cards: costs that sacrifice,
an opponent's discard from hand, the printed wording of "up to two targets, Characters or
Permanents", and the two Yzmir Heroes' words (Spells played Fleeting, a quick action that
costs more unless you are the first player).

Each is a small frozen value that runs through the state's primitives and renders its own
text, like the words of `steps.py`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

import attrs

from engine.decisions import Option
from engine.effects.abilities import Passive, QuickAction
from engine.effects.costs import CostAndOneCard
from engine.effects.filters import CHARACTER, Filter
from engine.effects.selectors import Target
from engine.effects.steps import YOU, CreateToken, Run, Send, Step, Who
from engine.model import ZONE, CardDef, CardType

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.model import Card
    from engine.state import GameState


@attrs.frozen
class SacrificeCost(CostAndOneCard):
    """A quick action's cost "[T], Sacrifice a Character": one cost paid in a single step
    (6.4.a); the Character, one you control (7.3.25), is chosen before anything is paid
    (6.1.g). The source itself may be sacrificed if it is such a Character."""

    base: Any  # a Cost
    filter: Filter = CHARACTER
    key: ClassVar[str] = "s"
    kind: ClassVar[str] = "sacrifice"

    def candidates(self, g: GameState, ctx: Ctx) -> list[Card]:
        return [c for c in g.objects_in(self.filter.zones) if self.filter.matches(g, c, ctx)
                and g.controller_of(c) == ctx.controller]

    def missing(self) -> str:
        return f"you control no {self.filter.noun()} to sacrifice"

    def prompt(self) -> str:
        return f"Choose {self.filter.noun()} to sacrifice"

    def label(self, g: GameState, c: Card) -> str:
        return g.describe(c)

    def act(self, g: GameState, ctx: Ctx, chosen: Card) -> Run:
        yield from g.move(chosen, ZONE.DISCARD, rule="7.3.25", ctx=ctx, sacrifice=True)

    def part(self) -> str:
        return f"sacrifice a {self.filter.noun()}"


@attrs.frozen
class DiscardFromHand(Step):
    """"Target opponent discards a card from their hand": the player who discards chooses
    the card (7.3.5), seen only by them until it is in the Discard pile."""

    who: Who = YOU

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for p in self.who.players(g, ctx):
            hand = list(g.players[p].hand)
            if not hand:
                g.note(f"{g.players[p].name} has no card in hand to discard", "1.4.1.c", ctx=ctx)
                continue
            opts = [Option(f"h:{c.oid}", c.name, (c.oid,)) for c in hand]
            ans = yield from g.ask(p, "choose_card", "Choose a card from your hand to discard",
                                   opts, source=ctx.source)
            chosen = next(c for c in hand if f"h:{c.oid}" == ans)
            yield from g.move(chosen, ZONE.DISCARD, rule="7.3.5", ctx=attrs.evolve(ctx, controller=p))
            ctx.did = True

    def text(self) -> str:
        if self.who.who == "you":
            return "Discard a card from your hand"
        return f"{self.who.noun().capitalize()} discards a card from their hand"


@attrs.frozen
class DiscardTargetsOfEither(Send):
    """"Discard up to two targets, Characters or Permanents" (7.3.5): up to N targets, each
    a Character or a Permanent; the same as discarding "up to N target Characters or
    Permanents", in the printed wording."""

    who: Target = Target(Filter(types=("character", "permanent")), count=2, up_to=True)
    to: Any = ZONE.DISCARD

    def text(self) -> str:
        n = {1: "one", 2: "two", 3: "three"}.get(self.who.count, str(self.who.count))
        kinds = " or ".join(f"{t.capitalize()}s" for t in self.who.filter.types)
        return f"Discard {'up to ' if self.who.up_to else ''}{n} targets, {kinds}"


@attrs.frozen
class SacrificeMe:
    """The internal cost of "You may sacrifice me to …" (6.4): payable while I am a
    Character in play; paying it sacrifices me (7.3.25)."""

    def payable(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        return (src is not None and src.zone is ZONE.EXPEDITION
                and bool(g.alive(src, ctx.source_oid)))

    def why_not(self, g: GameState, ctx: Ctx) -> str | None:
        return None if self.payable(g, ctx) else "I am no longer in play"

    def pay(self, g: GameState, ctx: Ctx) -> Run:
        assert ctx.source is not None
        yield from g.move(ctx.source, ZONE.DISCARD, rule="7.3.25", ctx=ctx, sacrifice=True)

    def text(self) -> str:
        return "sacrifice me"

    def symbol(self) -> str:
        return "Sacrifice me"


@attrs.frozen
class PutMeInReserve(Send):
    """"Put me in Reserve" (7.3.21): the printed wording of sending me to my owner's
    Reserve — after "When I'm sacrificed", from the Discard pile I went to (2.1.f)."""

    def text(self) -> str:
        return f"Put {self.who.text()} in Reserve"


# ------------------------------------------------------------------ Heroes
@attrs.frozen
class PlayedSpellsAreFleeting(Passive):
    """"Spells you play with Hand Cost N or less are Fleeting": such a Spell is Fleeting
    as it goes to Limbo (2.4.6.b), so it is discarded after it resolves (2.4.6.e)."""

    max_hand_cost: int

    def fits(self, cd: CardDef) -> bool:
        return cd.type is CardType.SPELL and cd.hand_cost <= self.max_hand_cost

    def text(self, duration: str | None = None) -> str:
        return f"Spells you play with Hand Cost {self.max_hand_cost} or less are Fleeting."


def played_spell_is_fleeting(g: GameState, player: int, cd: CardDef) -> bool:
    """Whether a passive of `player`'s makes this Spell Fleeting as it is played."""
    return any(ctrl == player and pa.fits(cd)
               for _holder, pa, ctrl in g.passives_of(PlayedSpellsAreFleeting))


@attrs.frozen
class CostsMoreUnlessFirst:
    """A quick action's cost with "This action costs N more if you are not the first
    player" (5.1.2.e for a quick action, 5.3): the extra mana is asked when it is played."""

    base: Any  # a Cost
    more: int = 1

    def _full(self, g: GameState, ctx: Ctx) -> Any:
        if g.first == ctx.controller:
            return self.base
        return attrs.evolve(self.base, mana=self.base.mana + self.more)

    def payable(self, g: GameState, ctx: Ctx) -> bool:
        return bool(self._full(g, ctx).payable(g, ctx))

    def why_not(self, g: GameState, ctx: Ctx) -> str | None:
        return self._full(g, ctx).why_not(g, ctx)

    def pay(self, g: GameState, ctx: Ctx) -> Run:
        yield from self._full(g, ctx).pay(g, ctx)

    def text(self) -> str:
        return self.base.text()

    def symbol(self) -> str:
        return self.base.symbol()


@attrs.frozen
class QuickActionCostingMore(QuickAction):
    """A quick action whose cost is a `CostsMoreUnlessFirst`: its text ends with the
    sentence that says so."""

    def text(self) -> str:
        return (f"{super().text()} This action costs {self.cost.more} more if you are not "
                "the first player.")


@attrs.frozen
class CreateTokenWith(CreateToken):
    """"Create a [token] … with "[its ability]"": the quoted ability is the token's own
    printed one (the token's definition carries it out); only the wording differs."""

    def text(self) -> str:
        from engine.cards.registry import card_by_ref

        ability = " ".join(a.text() for a in card_by_ref(self.token).abilities).rstrip(".")
        return f'{super().text()} with "{ability}"'
