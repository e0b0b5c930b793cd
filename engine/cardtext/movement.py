"""Productions for card movement: draw, discard, sacrifice, put in play or in a Hand
(engine/effects/movement.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cardtext.effects import clause
from engine.cardtext.grammar import EFFECT, NotUnderstood
from engine.cardtext.nouns import NUM, number, sacrificed_filter, subtype_of
from engine.effects.filters import CHAR_OR_PERM, PERMANENT, AnyOf, Filter
from engine.effects.movement.discards import DiscardFromHand, DiscardTargetsOfEither
from engine.effects.movement.draws import HaveTargetOpponentDraw, TargetOpponentDraws
from engine.effects.movement.hands import PlayerPutsFromHand, PutFromTheirHand, PutTypeFromHand
from engine.effects.movement.revealed import DrawIt, PutItInYourHand
from engine.effects.movement.sacrifices import (
    SacrificeEither,
    SacrificeHighestBaseCost,
    SacrificeIt,
    SacrificeMyself,
    TargetPlayerSacrifices,
)
from engine.effects.players import EachPlayerMay
from engine.effects.selectors.targets import Target
from engine.effects.steps.common import Who
from engine.effects.steps.control import Then

if TYPE_CHECKING:  # pragma: no cover
    from typing import Any

    from engine.cardtext.grammar import Card


@EFFECT.rule(r"sacrifice me")
def _sacrifice_me(card: Card) -> Any:
    return SacrificeMyself()


@EFFECT.rule(r"sacrifice (?P<another>another|a) (?P<sub>\w+) or permanent")
def _sacrifice_either(another: str, sub: str, card: Card) -> Any:
    st = subtype_of(sub)
    if st is None:
        raise NotUnderstood(sub, "sub-type")
    other = another.lower() == "another"
    words = ("another " if other else "") + f"{st.capitalize()} or Permanent"
    kind = Filter(types=("character",), subtype=st, other=other)
    return SacrificeEither(AnyOf((kind, PERMANENT), words))


@EFFECT.rule(r"sacrifice it(?: and (?P<more>I .+))?")
def _sacrifice_it(more: str | None, card: Card) -> Any:
    if more:  # two steps in one sentence, one after the other (6.1)
        return Then((SacrificeIt(), *clause(more, card)), word="and")
    return SacrificeIt()


@EFFECT.rule(r"target an opponent, they draw a card")
def _target_opponent_draws(card: Card) -> Any:
    return TargetOpponentDraws()


@EFFECT.rule(r"target opponent discards a card from their hand")
def _opponent_discards(card: Card) -> Any:
    return DiscardFromHand(Who("target_opponent"))


@EFFECT.rule(r"discard up to (?P<n>" + NUM + r") targets, characters or permanents")
def _discard_either(n: str, card: Card) -> Any:
    return DiscardTargetsOfEither(who=Target(CHAR_OR_PERM, count=number(n), up_to=True))


@EFFECT.rule(r"then put it in your hand")
def _then_put_in_hand(card: Card) -> Any:
    return PutItInYourHand()


@EFFECT.rule(r"draw it")
def _draw_it(card: Card) -> Any:
    return DrawIt()


@EFFECT.rule(r"each player may put a card from their hand in reserve(?P<draw> to draw a card)?")
def _each_may_hand_to_reserve(draw: str | None, card: Card) -> Any:
    return EachPlayerMay(PutFromTheirHand(draw=bool(draw)))


@EFFECT.rule(r"have target opponent draw a card")
def _have_opponent_draw(card: Card) -> Any:
    return HaveTargetOpponentDraw()


@EFFECT.rule(r"target (?P<who>player|opponent) puts a card from their hand in reserve")
def _player_puts_from_hand(who: str, card: Card) -> Any:
    return PlayerPutsFromHand(f"target_{who.lower()}")


_TYPE_WORDS = {"spell": "spell", "spells": "spell", "character": "character",
          "characters": "character", "permanent": "permanent", "permanents": "permanent"}


@EFFECT.rule(r"put an? (?P<what>spell|character|permanent) from your hand in (?:your )?reserve")
def _typed_hand_to_reserve(what: str, card: Card) -> Any:
    return PutTypeFromHand(_TYPE_WORDS[what.lower()])


@EFFECT.rule(r"target (?P<who>opponent|player) sacrifices the (?P<what>.+?) they control with "
             r"the highest base cost")
def _sacrifice_highest(who: str, what: str, card: Card) -> Any:
    flt = sacrificed_filter(what)
    return SacrificeHighestBaseCost(flt, player=who.lower() == "player")


@EFFECT.rule(r"target player sacrifices an? (?P<what>.+)")
def _target_player_sacrifices(what: str, card: Card) -> Any:
    flt = sacrificed_filter(what)
    return TargetPlayerSacrifices(flt)
