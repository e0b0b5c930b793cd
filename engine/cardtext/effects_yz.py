"""Productions added for the Yzmir Core cards: sacrifices (as an effect, as a cost, as a
trigger), "After you", an opponent's discard from hand, Spells returned from the Reserve,
the next Spell that is free or loses Fleeting, The Kraken's regions, and the two Yzmir
Heroes' abilities."""

from __future__ import annotations

from typing import Any

from engine.cards.tokens import token_ref
from engine.cardtext.effects import steps
from engine.cardtext.grammar import ABILITY, CONDITION, EFFECT, TRIGGER, Card, NotUnderstood
from engine.cardtext.nouns import NUM, number, sacrificed_filter
from engine.effects.abilities import NextPlayed, QuickAction, QuickActionCostingMore
from engine.effects.boosts import GiveBoosts
from engine.effects.conditions import IWas
from engine.effects.costs import Cost, CostsMoreUnlessFirst, SacrificeCost, SacrificeMe
from engine.effects.filters import CHAR_OR_PERM, CHARACTER, Filter
from engine.effects.movement import DiscardFromHand, DiscardTargetsOfEither
from engine.effects.passives import AllRegionsAre, PlayedSpellsAreFleeting
from engine.effects.reserve import PutMeInReserve
from engine.effects.selectors import Chosen, It, Me, Target
from engine.effects.steps import AfterYou, CreateOngoing, PayToDo, Sacrifice, Send, Where, Who
from engine.effects.tokens import CreateTokenWith
from engine.effects.triggers import WhenISacrificed, WhenYouSacrifice
from engine.model import Status, Terrain, Zone


# ------------------------------------------------------------------ sacrifices
@EFFECT.rule(r"sacrifice (?P<n>one|two|three|four) (?P<what>.+)")
def _sacrifice_n(n: str, what: str, card: Card) -> Any:
    flt = sacrificed_filter(what)
    return Sacrifice(None if flt == Filter() else flt, count=number(n), count_word=True)


@ABILITY.rule(r"\{T\},\s*sacrifice an? (?P<what>[^:]+?)\s*:\s*(?P<effect>.+)")
def _quick_sacrifice(what: str, effect: str, card: Card) -> Any:
    flt = sacrificed_filter(what)
    return QuickAction(SacrificeCost(Cost(exhaust_me=True), flt),
                       steps(effect[:1].upper() + effect[1:], card))


@EFFECT.rule(r"you may sacrifice me to (?P<what>give it (?P<n>" + NUM + r") boosts?)")
def _may_sacrifice_me(what: str, n: str, card: Card) -> Any:
    # an internal cost (6.4): the boosts only if I was sacrificed
    return PayToDo(SacrificeMe(), (GiveBoosts(It(), number(n)),))


@TRIGGER.rule(r"i'm sacrificed|i am sacrificed")
def _i_am_sacrificed(card: Card) -> Any:
    return WhenISacrificed()


@CONDITION.rule(r"(?:i )?was (?P<neg>not )?fleeting")
def _i_was_fleeting(neg: str | None, card: Card) -> Any:
    # past tense: the state before the event (6.3.k)
    return IWas(Status.FLEETING, negate=bool(neg))


@EFFECT.rule(r"put me in (?:your )?reserve")
def _me_to_reserve(card: Card) -> Any:
    return PutMeInReserve(Me(), Zone.RESERVE)


# ------------------------------------------------------------------ turns and hands
@EFFECT.rule(r"after you")
def _after_you(card: Card) -> Any:
    return AfterYou()


@EFFECT.rule(r"target opponent discards a card from their hand")
def _opponent_discards(card: Card) -> Any:
    return DiscardFromHand(Who("target_opponent"))


@EFFECT.rule(r"return an? (?P<what>spell|character|permanent) from your reserve to your hand")
def _typed_reserve_to_hand(what: str, card: Card) -> Any:
    # a card of your choice among your own Reserve's (not a target, 6.5.b)
    return Send(Chosen(Filter(types=(what.lower(),), zones=(Zone.RESERVE,), owner="you")),
                Zone.HAND)


# ------------------------------------------------------------------ targets
@EFFECT.rule(r"discard up to (?P<n>" + NUM + r") targets, characters or permanents")
def _discard_either(n: str, card: Card) -> Any:
    return DiscardTargetsOfEither(Target(CHAR_OR_PERM, count=number(n), up_to=True))


@EFFECT.rule(r"send to reserve up to (?P<n>" + NUM + r") target characters with a total hand "
             r"cost (?:of )?(?P<k>\d+) or less")
def _send_total_cost(n: str, k: str, card: Card) -> Any:
    return Send(Target(CHARACTER, count=number(n), up_to=True, max_total_hand_cost=int(k)),
                Zone.RESERVE, zone_first=True)


# ------------------------------------------------------------------ the next card you play
_TYPES = {"spell": ("spell",), "character": ("character",), "permanent": ("permanent",)}


@EFFECT.rule(r"the next (?P<what>spell|character|permanent) you play this turn loses fleeting")
def _next_loses_fleeting(what: str, card: Card) -> Any:
    return CreateOngoing(NextPlayed(_TYPES[what.lower()], loses=Status.FLEETING), "turn")


@EFFECT.rule(r"the next (?P<what>spell|character|permanent) you play this turn is free")
def _next_free(what: str, card: Card) -> Any:
    return CreateOngoing(NextPlayed(_TYPES[what.lower()], free=True), "turn")


@ABILITY.rule(r"\{T\}\s*:\s*the next (?P<what>spell|character|permanent) you play this turn is "
              r"free\. if you play it from your hand, it loses fleeting\.?")
def _next_free_keeps(what: str, card: Card) -> Any:
    # "it" is the card played free: the second sentence belongs to the same Ongoing effect
    passive = NextPlayed(_TYPES[what.lower()], free=True, loses_from_hand=Status.FLEETING)
    return QuickAction(Cost(exhaust_me=True), (CreateOngoing(passive, "turn"),))


# ------------------------------------------------------------------ regions
_TERRAINS = {"{v}": Terrain.FOREST, "{m}": Terrain.MOUNTAIN, "{o}": Terrain.WATER,
             "{e}": Terrain.WATER,  # only The Kraken prints {E}; its other version prints {O}
             "forest": Terrain.FOREST, "mountain": Terrain.MOUNTAIN, "water": Terrain.WATER}


@ABILITY.rule(r"all regions are (?P<t>\{[vmoe]\}|\w+)(?P<only> and lose their other types)?\.?")
def _all_regions(t: str, only: str | None, card: Card) -> Any:
    if t.lower() not in _TERRAINS:
        raise NotUnderstood(t, "terrain")
    return AllRegionsAre(_TERRAINS[t.lower()], only=bool(only))



# ------------------------------------------------------------------ Heroes
@ABILITY.rule(r"spells you play with hand cost (?P<n>\d+) or less are fleeting\.(?:\s+(?P<rest>.+))?")
def _played_spells_fleeting(n: str, rest: str | None, card: Card) -> Any:
    passive = PlayedSpellsAreFleeting(int(n))
    if not rest:
        return passive
    got = ABILITY.read(rest, card)  # a second ability printed in the same paragraph
    return (passive, *(got if isinstance(got, tuple) else (got,)))


@ABILITY.rule(r"\{T\}\s*:\s*create an? \[?(?P<name>[A-Z][\w' ]+?) \d+/\d+/\d+\]? (?P<subs>\w+) "
              r"token in your (?P<where>hero|companion) expedition with \"(?P<quoted>[^\"]+)\"\. "
              r"this action costs (?P<n>\d+) more if you are not the first player\.?")
def _hero_token_action(name: str, subs: str, where: str, quoted: str, n: str,
                       card: Card) -> Any:
    ref = token_ref(name)
    if ref is None:
        raise NotUnderstood(f"create {name}", "token")
    # the quoted ability must be the token's own: its definition carries it out
    from engine.cards.registry import card_by_ref  # the registry reads parsed cards

    said = ABILITY.read(quoted, card)
    said = said if isinstance(said, tuple) else (said,)
    if said != tuple(card_by_ref(ref).abilities):
        raise NotUnderstood(quoted, "the token's ability")
    return QuickActionCostingMore(CostsMoreUnlessFirst(Cost(exhaust_me=True), int(n)),
                                  (CreateTokenWith(ref, Where(where.lower())),))


@TRIGGER.rule(r"you sacrifice a character")
def _you_sacrifice(card: Card) -> Any:
    return WhenYouSacrifice()
