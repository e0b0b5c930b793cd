"""Productions for the Bravos cards of the later sets (Alize, Bise, Cyclone, Duster) that the
other grammar modules do not read. Their words are in `engine/effects/bravos_words.py`
and, for playing a card during an effect (Rush, "immediately play"), in
`engine/effects/immediate.py`; what each mechanism means and the rulings taken are in
docs/mechanisms.md ("Bravos in the later sets")."""

from __future__ import annotations

from typing import Any

from engine.cardtext.effects import clause, steps
from engine.cardtext.grammar import ABILITY, CONDITION, EFFECT, TRIGGER, Card, NotUnderstood
from engine.cardtext.nouns import NUM, STATUS_WORDS, filter_of, number, selector
from engine.effects.abilities import GrantKeyword, NextPlayedActivatesOne, QuickAction, Reaction
from engine.effects.boosts import BoostOrLose, BoostsAndStatus, ForEachOfMyBoosts, GiveBoosts
from engine.effects.conditions import DiscardedThisWay, YourHeroHasCounters
from engine.effects.cost_changes import CostLessIfEmptyExpedition, PlayMeForLessPer
from engine.effects.costs import CardsYouPlayedThisTurn, ExhaustMeAndX, XUpToYourMana
from engine.effects.counts import CountOf
from engine.effects.filters import Filter
from engine.effects.immediate import PlayNow
from engine.effects.mana import DeckToManaExhausted, PutMeInMana, ReserveToMana
from engine.effects.modes import ForEach, IfInline
from engine.effects.movement import SacrificeIt
from engine.effects.passives import (
    CanGainStatusAgain,
    GainBoostsInsteadOfStatus,
    IAmIfSpelledOut,
    LoneCharacterGains,
    SupportCountersBeyond,
)
from engine.effects.regions import ArmNextJoiner
from engine.effects.reveal import RevealFromHand
from engine.effects.selectors import Target
from engine.effects.statuses import ExhaustMeTo, TargetIt
from engine.effects.steps import CreateOngoing, IfYouDont, Send, Then, Where
from engine.effects.tokens import CreateLandmarkTokenThatPlayer, CreateNamedToken
from engine.effects.triggers import (
    OnJoin,
    OnPlayed,
    WhenACharacterLeavesYourExpeditions,
    WhenAnotherJoinsMyExpeditionBravos,
    WhenIGainFleeting,
    WhenILeaveForEachBoost,
)
from engine.effects.turns import PassNow
from engine.model import Terrain, Zone

_KINDS = {"character": ("character",), "spell": ("spell",), "permanent": ("permanent",),
          "card": ()}
_SYMBOLS = {"J": OnJoin(), "H": OnPlayed(Zone.HAND), "R": OnPlayed(Zone.RESERVE)}


# ------------------------------------------------------------------ Rush, playing now
# first: "you may" would otherwise read "Rush" as a step to ask about; Rush asks itself
@EFFECT.rule(r"you may rush(?: (?:a|an) (?P<kind>character|spell|permanent))?"
             r"(?: to (?P<then>.+))?", first=True)
def _rush(kind: str | None, then: str | None, card: Card) -> Any:
    return PlayNow(types=_KINDS[kind.lower()] if kind else (), rush=True,
                   then=clause(then, card) if then else ())


@EFFECT.rule(r"(?P<may>you may )?immediately play (?:a|an) (?P<kind>character|spell|permanent|"
             r"card) for (?P<n>\d+) less", first=True)
def _play_for_less(may: str | None, kind: str, n: str, card: Card) -> Any:
    return PlayNow(types=_KINDS[kind.lower()], less=int(n), optional=bool(may))


@EFFECT.rule(r"(?P<may>you may )?play (?:a|an) (?P<kind>character|spell|permanent|card) with "
             r"base cost (?P<n>\d+) or less for free", first=True)
def _play_base_cost_free(may: str | None, kind: str, n: str, card: Card) -> Any:
    return PlayNow(types=_KINDS[kind.lower()], max_base_cost=int(n), free=True,
                   optional=bool(may), immediately=False)


@ABILITY.rule(r"\{(?P<sym>[JHR])\}\s*you may rush\. if you would play a card from reserve this "
              r"way, you may pay its hand cost instead of its reserve cost\.?", first=True)
def _rush_hand_cost(sym: str, card: Card) -> Any:
    return Reaction(_SYMBOLS[sym.upper()], (PlayNow(rush=True, hand_cost_from_reserve=True),))


@ABILITY.rule(r"\{(?P<sym>[JHR])\}\s*you may rush a character\. if played from your hand, it "
              r"activates one of its \{(?P<act>[jhr])\} abilities\.?", first=True)
def _rush_then_activate(sym: str, act: str, card: Card) -> Any:
    return Reaction(_SYMBOLS[sym.upper()],
                    (PlayNow(types=("character",), rush=True, from_hand_activates=act.upper()),))


# ------------------------------------------------------------------ around them
@EFFECT.rule(r"if you don't, (?P<rest>.+)", first=True)
def _if_you_dont(rest: str, card: Card) -> Any:
    return IfYouDont(clause(rest, card))


@EFFECT.rule(r"(?P<now>immediately )?pass")
def _pass(now: str | None, card: Card) -> Any:
    return PassNow(immediately=bool(now))


@EFFECT.rule(r"give (?P<who>(?:another )?target .+?|it) (?P<n>" + NUM + r") boosts?")
def _give_target(who: str, n: str, card: Card) -> Any:
    return GiveBoosts(selector(who), number(n))


@EFFECT.rule(r"(?P<who>target .+?) gains (?P<n>" + NUM + r") boosts? and "
             r"(?P<status>fleeting|anchored|asleep)")
def _target_boosts_and_status(who: str, n: str, status: str, card: Card) -> Any:
    return BoostsAndStatus(selector(who), number(n), STATUS_WORDS[status.lower()])


@EFFECT.rule(r"put the top card of your deck in your mana zone, exhausted")
def _deck_to_mana_exhausted(card: Card) -> Any:
    return DeckToManaExhausted()


@EFFECT.rule(r"the next character played from your hand this turn activates one of its "
             r"\{(?P<sym>[jhr])\} abilities")
def _next_played_activates_one(sym: str, card: Card) -> Any:
    passive = NextPlayedActivatesOne(("character",), from_hand=True, activates=sym.upper())
    return CreateOngoing(passive, "turn")


@EFFECT.rule(r"return (?P<another>another )?target (?P<kind>character|spell|permanent|card) "
             r"from your reserve to your hand")
def _target_reserve_to_hand(another: str | None, kind: str, card: Card) -> Any:
    flt = Filter(types=_KINDS[kind.lower()], zones=(Zone.RESERVE,), owner="you",
                 other=bool(another))
    return Send(Target(flt), Zone.HAND)


# ------------------------------------------------------------------ keywords, branches
@ABILITY.rule(r"(?P<kws>(?:gigantic|defender|eternal|seasoned|tough \d|scout \d)"
              r"(?:, (?:gigantic|defender|eternal|seasoned|tough \d|scout \d))+)\.?")
def _keywords_with_commas(kws: str, card: Card) -> Any:
    from engine.cardtext.abilities import keywords_of  # abilities imports this module

    return keywords_of(kws.replace(",", "."))


@EFFECT.rule(r"if (?P<cond>[^,]+), (?P<a>[^,]+), otherwise (?P<b>.+)", first=True)
def _if_otherwise_inline(cond: str, a: str, b: str, card: Card) -> Any:
    return IfInline(CONDITION.read(cond, card), clause(a, card), clause(b, card))


@CONDITION.rule(r"you discarded a (?P<kind>character|spell|permanent) this way")
def _discarded_this_way(kind: str, card: Card) -> Any:
    return DiscardedThisWay(_KINDS[kind.lower()])


# ------------------------------------------------------------------ zones
@EFFECT.rule(r"put me in your mana orbs")
def _put_me_in_mana(card: Card) -> Any:
    return PutMeInMana()


@EFFECT.rule(r"put a card from your reserve in your mana zone(?P<ready> as a ready mana orb)?")
def _reserve_to_mana(ready: str | None, card: Card) -> Any:
    return ReserveToMana(ready=bool(ready))


@EFFECT.rule(r"reveal (?:a|an) (?P<what>.+?) from your hand")
def _reveal_from_hand(what: str, card: Card) -> Any:
    return RevealFromHand(filter_of(what))


@EFFECT.rule(r"create a manaseed token in that player's landmarks")
def _manaseed_that_player(card: Card) -> Any:
    return CreateLandmarkTokenThatPlayer()


# ------------------------------------------------------------------ passives
@ABILITY.rule(r"(?P<what>(?:boosted )?characters in my expedition) (?P<verb>are|have) "
              r"(?P<kw>seasoned|gigantic|defender|eternal|tough \d)\.?")
def _grant_in_my_expedition(what: str, verb: str, kw: str, card: Card) -> Any:
    from engine.cardtext.abilities import keywords_of  # abilities imports this module

    # "in my Expedition": Characters of my controller in an Expedition I am in (7.5.8)
    (keyword,) = keywords_of(kw)
    return GrantKeyword(filter_of(what), keyword, verb=verb.lower())


# ------------------------------------------------------------------ terrain, counting, targets
_TERRAINS = {"{v}": Terrain.FOREST, "{m}": Terrain.MOUNTAIN, "{o}": Terrain.WATER}


@EFFECT.rule(r"(?P<step>i gain 1 boost) for each (?P<what>.+?) you control")
def _for_each_you_control(step: str, what: str, card: Card) -> Any:
    (one,) = clause(step, card)
    return ForEach(one, CountOf(filter_of(what)))


@EFFECT.rule(r"target (?P<what>another .+)")
def _mark_target(what: str, card: Card) -> Any:
    # "You may target another Fleeting Character. It gains 2 boosts.": chosen, then "it"
    return TargetIt(Target(filter_of(what)))


@TRIGGER.rule(r"a (?P<nt>non-token )?character leaves your expeditions")
def _character_leaves_yours(nt: str | None, card: Card) -> Any:
    return WhenACharacterLeavesYourExpeditions(non_token=bool(nt))


@ABILITY.rule(r"when i leave the expedition zone, for each of my boosts — (?P<effect>.+)")
def _leave_for_each_boost(effect: str, card: Card) -> Any:
    return Reaction(WhenILeaveForEachBoost(), (ForEachOfMyBoosts(steps(effect, card)),))


@ABILITY.rule(r"the support abilities of cards in reserve can give them (?:(?P<n>" + NUM
              + r") more counters? than|counters beyond) their maximum\.?")
def _support_beyond(n: str | None, card: Card) -> Any:
    return SupportCountersBeyond(number(n) if n else None)


@ABILITY.rule(r"if there is only one character in my expedition, it is "
              r"(?P<kw>gigantic|defender|eternal|seasoned|tough \d)\.?")
def _only_one_is(kw: str, card: Card) -> Any:
    from engine.cardtext.abilities import keywords_of  # abilities imports this module

    (keyword,) = keywords_of(kw)
    return LoneCharacterGains(keyword)


@ABILITY.rule(r"if there are no characters in the expedition i'm played in, i cost (?P<n>\d+) "
              r"less\.?")
def _cost_less_if_empty(n: str, card: Card) -> Any:
    return CostLessIfEmptyExpedition(types=(card.type,) if card.type != "token" else (),
                                     less=int(n))


@TRIGGER.rule(r"another character joins my expedition")
def _another_joins_mine(card: Card) -> Any:
    return WhenAnotherJoinsMyExpeditionBravos()


@EFFECT.rule(r"sacrifice it(?: and (?P<more>I .+))?")
def _sacrifice_it(more: str | None, card: Card) -> Any:
    if more:  # two steps in one sentence, one after the other (6.1)
        return Then((SacrificeIt(), *clause(more, card)), word="and")
    return SacrificeIt()


# ------------------------------------------------------------------ Halua
@EFFECT.rule(r"create a (?P<name>halua) token (?P<where>in your (?:companion|hero) expedition)")
def _named_token(name: str, where: str, card: Card) -> Any:
    from engine.cards.tokens import token_ref

    ref = token_ref(name.capitalize())
    if ref is None:
        raise NotUnderstood(name, "token")
    return CreateNamedToken(ref, Where("companion" if "companion" in where.lower() else "hero"))


@CONDITION.rule(r"your hero has (?P<n>" + NUM + r") or more (?P<name>\w+) counters")
def _hero_has_counters(n: str, name: str, card: Card) -> Any:
    return YourHeroHasCounters(name.lower(), number(n))


@ABILITY.rule(r"if (?P<cond>[^,]+), i am (?P<kw>gigantic|defender|eternal|seasoned|tough \d)\.?")
def _i_am_if(cond: str, kw: str, card: Card) -> Any:
    from engine.cardtext.abilities import keywords_of  # abilities imports this module

    (keyword,) = keywords_of(kw)
    return IAmIfSpelledOut(keyword, CONDITION.read(cond, card))


@ABILITY.rule(r"play me for (?P<n>\d+) less per other card you played this turn\.?")
def _play_me_less_per(n: str, card: Card) -> Any:
    return PlayMeForLessPer(types=(card.type,) if card.type != "token" else (), per=int(n),
                            count=CardsYouPlayedThisTurn())


@EFFECT.rule(r"the next character that joins my expedition this turn gains (?P<n>" + NUM
             + r") boosts?")
def _next_joiner(n: str, card: Card) -> Any:
    return ArmNextJoiner(number(n))


@EFFECT.rule(r"have (?P<who>target .+?) gain (?P<n>" + NUM + r") boosts? or lose "
             r"(?P<st>fleeting|anchored|asleep)")
def _boost_or_lose(who: str, n: str, st: str, card: Card) -> Any:
    return BoostOrLose(selector(who), number(n), STATUS_WORDS[st.lower()])


@EFFECT.rule(r"\{T\}\s*:\s*(?P<rest>.+)", first=True)
def _exhaust_me_to(rest: str, card: Card) -> Any:
    # a mode of "Choose one" with its own price: "{T} : I gain 2 boosts, up to a max of 3"
    return ExhaustMeTo(clause(rest, card))


@ABILITY.rule(r"if i would gain (?P<st>fleeting|anchored|asleep), i gain (?P<n>" + NUM
              + r") boosts? instead\.?")
def _boosts_instead_of_status(st: str, n: str, card: Card) -> Any:
    return GainBoostsInsteadOfStatus(STATUS_WORDS[st.lower()], number(n))


@ABILITY.rule(r"i can gain (?P<st>fleeting|anchored|asleep) even if i was already "
              r"(?P<again>fleeting|anchored|asleep)\.?")
def _can_gain_again(st: str, again: str, card: Card) -> Any:
    if st.lower() != again.lower():
        raise NotUnderstood("can gain a status again", "two different statuses")
    return CanGainStatusAgain(STATUS_WORDS[st.lower()])


@TRIGGER.rule(r"I gain fleeting")
def _when_i_gain_fleeting(card: Card) -> Any:
    # also as I enter play Fleeting from Reserve (2.4.6.c, the ruling in docs/mechanisms.md);
    # "When I gain Asleep/Anchored" are read in ordis_text
    return WhenIGainFleeting()


@ABILITY.rule(r"\{T\},\s*X\s*:\s*the next character that joins my expedition this turn gains x "
              r"boosts\.?")
def _next_joiner_x(card: Card) -> Any:
    # Rider's Mask (R1): the cost "{T}, {X}" of the Yzmir Mothcatcher Wand, X limited only
    # by the mana the player can pay
    return QuickAction(ExhaustMeAndX(XUpToYourMana()), (ArmNextJoiner(x=True),))
