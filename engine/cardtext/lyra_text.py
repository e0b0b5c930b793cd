"""Productions for the Lyra cards of the later sets (Alize, Bise, Cyclone, Duster) that the
other grammar modules do not read. Their words are in `engine/effects/lyra_words.py`;
what each mechanism means and the rulings taken are in docs/mechanisms.md ("Lyra in the
later sets")."""

from __future__ import annotations

from typing import Any

from engine.cardtext.effects import clause
from engine.cardtext.grammar import ABILITY, CONDITION, EFFECT, TRIGGER, Card
from engine.cardtext.nouns import NUM, number, selector
from engine.effects.boosts import GiveBoostsToLyra
from engine.effects.conditions import BoostsAmong, NeitherExpeditionIn, ZeroStatsAmong
from engine.effects.filters import Filter
from engine.effects.modes import Have
from engine.effects.regions import SwitchExpeditions
from engine.effects.selectors import Chosen
from engine.effects.steps import Send, Unless
from engine.effects.turns import EachPlayerPasses
from engine.model import Terrain, Zone

_TERRAINS = {"{v}": Terrain.FOREST, "{m}": Terrain.MOUNTAIN, "{o}": Terrain.WATER}


@EFFECT.rule(r"unless (?P<cond>[^,]+), (?P<rest>.+)")
def _unless(cond: str, rest: str, card: Card) -> Any:
    return Unless(CONDITION.read(cond, card), clause(rest, card))


@EFFECT.rule(r"have (?P<who>.+?) (?P<words>switch expeditions)")
def _have_switch(who: str, words: str, card: Card) -> Any:
    return Have(SwitchExpeditions(selector(who)), words)


@EFFECT.rule(r"give (?P<n>" + NUM + r") boosts? to (?P<who>.+)")
def _give_boosts(n: str, who: str, card: Card) -> Any:
    return GiveBoostsToLyra(selector(who), number(n))


@EFFECT.rule(r"return another character from your reserve to your hand")
def _another_character_to_hand(card: Card) -> Any:
    return Send(Chosen(Filter(types=("character",), zones=(Zone.RESERVE,), owner="you",
                              other=True)), Zone.HAND)


@CONDITION.rule(r"there are (?P<n>" + NUM + r") or more base statistics of 0 among characters "
                r"you control(?P<res> and in your reserve)?")
def _zeros_among(n: str, res: str | None, card: Card) -> Any:
    return ZeroStatsAmong(number(n), reserve=bool(res))


@CONDITION.rule(r"there are (?P<n>" + NUM + r") or more boosts among characters you control and "
                r"in your reserve")
def _boosts_among(n: str, card: Card) -> Any:
    return BoostsAmong(number(n))


@EFFECT.rule(r"each player passes")
def _each_passes(card: Card) -> Any:
    return EachPlayerPasses()


@CONDITION.rule(r"neither of my expeditions is in (?P<t>\{[vmo]\})")
def _neither_in(t: str, card: Card) -> Any:
    return NeitherExpeditionIn(_TERRAINS[t.lower()])


@EFFECT.rule(r"exchange (?P<who>(?:another |a )?(?:target )?(?:card|character|spell)) "
             r"(?P<prep>from|in) your reserve with a card from your hand")
def _exchange(who: str, prep: str, card: Card) -> Any:
    from engine.effects.control import ExchangeWithHand
    from engine.effects.selectors import Target

    words = who.lower().split()
    other = words[0] == "another"
    kind = {"card": (), "character": ("character",), "spell": ("spell",)}[words[-1]]
    flt = Filter(types=kind, zones=(Zone.RESERVE,), owner="you", other=other)
    sel = Target(flt) if "target" in words else Chosen(flt)
    return ExchangeWithHand(sel, prep.lower())


_STATS = r"\{V\}, \{M\}(?P<comma>,)? and \{O\}"


@ABILITY.rule(r"(?:if (?P<cond>[^,]+), )?my " + _STATS + r" are equal to my highest statistic\.?")
def _my_stats_highest(cond: str | None, comma: str | None, card: Card) -> Any:
    from engine.effects.passives import StatsEqualHighest

    return StatsEqualHighest("me", CONDITION.read(cond, card) if cond else None, bool(comma))


@ABILITY.rule(r"characters in my expedition have their " + _STATS +
              r" equal to their highest statistic\.?")
def _expedition_stats_highest(comma: str | None, card: Card) -> Any:
    from engine.effects.passives import StatsEqualHighest

    return StatsEqualHighest("my_expedition", None, bool(comma))


@ABILITY.rule(r"(?:if (?P<cond>[^,]+), )?the " + _STATS + r" of other characters you control "
              r"are equal to their highest statistic\.?")
def _others_stats_highest(cond: str | None, comma: str | None, card: Card) -> Any:
    from engine.effects.passives import StatsEqualHighest

    return StatsEqualHighest("others_you_control", CONDITION.read(cond, card) if cond else None,
                             bool(comma))


@EFFECT.rule(r"roll a die:\s*•\s*on a (?P<lo>\d)(?P<plus>\+|-(?P<hi>\d))?, (?P<rest>.+)")
def _roll_then_bullets(lo: str, plus: str | None, hi: str | None, rest: str, card: Card) -> Any:
    # "Roll a die: • On a 4+, X. • On a 1-3, Y.": the first result; the next bullets are
    # joined to the roll as the paragraph is read (engine/cardtext/effects.py)
    from engine.effects.steps import Outcome, RollDie

    top = 6 if plus == "+" else int(hi) if hi else int(lo)
    return RollDie((Outcome(int(lo), top, clause(rest, card)),))


@EFFECT.rule(r"discard (?P<another>another|a) card from your reserve")
def _discard_from_reserve(another: str, card: Card) -> Any:
    from engine.effects.reserve import DiscardOneFromYourReserve

    return DiscardOneFromYourReserve(other=another.lower() == "another")


@EFFECT.rule(r"(?P<who>starting with you, each player|target opponent|you) may immediately play "
             r"an? (?P<what>card|spell|character|permanent)(?: with (?P<kind>hand|base) cost "
             r"(?P<n>\d+) or (?P<way>less|more))? for free")
def _may_immediately_play(who: str, what: str, kind: str | None, n: str | None,
                          way: str | None, card: Card) -> Any:
    from engine.cardtext.grammar import NotUnderstood
    from engine.effects.immediate import PlayNow
    from engine.effects.steps import Who

    types = () if what.lower() == "card" else (what.lower(),)
    kw: dict[str, int] = {}
    if kind:
        key = {("hand", "less"): "max_hand_cost", ("base", "more"): "min_base_cost"}.get(
            (kind.lower(), (way or "").lower()))
        if key is None:
            raise NotUnderstood(f"{kind} cost {n} or {way}", "immediately play")
        kw[key] = int(n or 0)
    who_key = {"target opponent": "target_opponent", "you": "you"}.get(who.lower(),
                                                                       "each_from_you")
    return PlayNow(types=types, free=True, who=Who(who_key), **kw)


@CONDITION.rule(r"you put a character in reserve this way")
def _put_character_this_way(card: Card) -> Any:
    from engine.effects.conditions import PutACharacterThisWay

    return PutACharacterThisWay()


@EFFECT.rule(r"immediately play it for (?P<n>\d+) less")
def _play_it_for_less(n: str, card: Card) -> Any:
    from engine.effects.reserve import PlayItFromReserve

    return PlayItFromReserve(int(n))


@EFFECT.rule(r"then put it in your hand")
def _then_put_in_hand(card: Card) -> Any:
    from engine.effects.movement import PutItInYourHand

    return PutItInYourHand()


_KIND_WORDS = {"character": "character", "spell": "spell", "permanent": "permanent"}


@CONDITION.rule(r"it's an? (?P<what>\w+(?: or \w+)?)(?P<zero> with a base statistic of 0)?")
def _revealed_is(what: str, zero: str | None, card: Card) -> Any:
    from engine.cardtext.grammar import NotUnderstood
    from engine.cardtext.nouns import subtype_of
    from engine.effects.conditions import RevealedIs

    kinds = []
    for w in what.lower().split(" or "):
        k = _KIND_WORDS.get(w) or subtype_of(w)
        if k is None:
            raise NotUnderstood(w, "noun")
        kinds.append(k)
    return RevealedIs(tuple(kinds), zero_base_stat=bool(zero))


@EFFECT.rule(r"draw it")
def _draw_it(card: Card) -> Any:
    from engine.effects.movement import DrawIt

    return DrawIt()


@EFFECT.rule(r"(?P<verb>discard it|put it in reserve)")
def _move_revealed(verb: str, card: Card) -> Any:
    from engine.effects.reveal import MoveRevealed

    return MoveRevealed(Zone.DISCARD if verb.lower() == "discard it" else Zone.RESERVE)


@TRIGGER.rule(r"a character in your reserve gains 1 or more boosts")
def _reserve_char_gains_boosts(card: Card) -> Any:
    from engine.effects.triggers import WhenACharacterInYourReserveGainsBoosts

    return WhenACharacterInYourReserveGainsBoosts()


@TRIGGER.rule(r"you roll one or more dice")
def _you_roll(card: Card) -> Any:
    from engine.effects.triggers import WhenYouRoll

    return WhenYouRoll()


@CONDITION.rule(r"the result is (?P<n>\d)\+")
def _result_is(n: str, card: Card) -> Any:
    from engine.effects.conditions import TheResultIs

    return TheResultIs(int(n))


@ABILITY.rule(r"I don't count towards your reserve limit\.?")
def _not_counted_in_limit(card: Card) -> Any:
    from engine.effects.reserve_limits import NotCountedInReserveLimit

    return NotCountedInReserveLimit()


@EFFECT.rule(r"one of your expeditions moves (?P<way>forward|backwards) one region")
def _one_of_yours_moves(way: str, card: Card) -> Any:
    from engine.effects.regions import OneOfYourExpeditionsMoves

    return OneOfYourExpeditionsMoves(forward=way.lower() == "forward")


@EFFECT.rule(r"(?P<words>its controller moves their other expedition forward one region|move "
             r"your other expedition forward one region|your other expedition moves forward "
             r"one region)")
def _other_forward(words: str, card: Card) -> Any:
    from engine.effects.regions import OtherExpeditionForward

    return OtherExpeditionForward(words[:1].lower() + words[1:])


@CONDITION.rule(r"(?P<which>one or more of your expeditions are|each of your expeditions is) "
                r"in contact")
def _your_expeditions_in_contact(which: str, card: Card) -> Any:
    from engine.effects.conditions import YourExpeditionsInContact

    return YourExpeditionsInContact(each=which.lower().startswith("each"))


@ABILITY.rule(r"play me for (?P<n>\d+) less if (?P<cond>.+?)\.?")
def _play_me_for_less_if(n: str, cond: str, card: Card) -> Any:
    from engine.effects.cost_changes import PlayMeForLessIf

    return PlayMeForLessIf(less=int(n), cond=CONDITION.read(cond, card))


@ABILITY.rule(r"play me for (?P<n>\d+) less per expedition in contact that you control\.?")
def _play_me_for_less_per(n: str, card: Card) -> Any:
    from engine.effects.cost_changes import PlayMeForLessPer
    from engine.effects.counts import ExpeditionsInContact

    return PlayMeForLessPer(per=int(n), count=ExpeditionsInContact())


@ABILITY.rule(r"you may play me for (?P<n>\d+) less in an expedition that's in contact\.?")
def _play_me_for_less_in_contact(n: str, card: Card) -> Any:
    from engine.effects.cost_changes import PlayMeForLessInContact

    return PlayMeForLessInContact(less=int(n))


@ABILITY.rule(r"if (?:the|an) expedition facing me is in (?P<w>\{[vmo]\}), it (?:can only move "
              r"forward due to (?P<t>\{[vmo]\})|can[’'`]t move forward during dusk, except due "
              r"to (?P<d>\{[vmo]\}))\.?")
def _facing_terrain_limit(w: str, t: str | None, d: str | None, card: Card) -> Any:
    from engine.effects.passives import TerrainProgressLimit

    terrain = _TERRAINS[(t or d or "").lower()]
    return TerrainProgressLimit(terrain, only=True, whose="facing_me",
                                when_in=_TERRAINS[w.lower()], dusk_only=bool(d))


@EFFECT.rule(r"target two (?P<what>.+?) and exchange their boosts")
def _exchange_boosts(what: str, card: Card) -> Any:
    from engine.cardtext.nouns import filter_of
    from engine.effects.boosts import ExchangeBoostsLyra
    from engine.effects.selectors import Target

    return ExchangeBoostsLyra(Target(filter_of(what), count=2))


@EFFECT.rule(r"send (?P<who>target .+?) to the xth position of its owner's deck, where x is the "
             r"result")
def _send_xth(who: str, card: Card) -> Any:
    from engine.effects.reveal import SendToXthOfDeck

    return SendToXthOfDeck(selector(who))


@CONDITION.rule(r"x is higher than the hand cost of the target")
def _x_higher(card: Card) -> Any:
    from engine.effects.conditions import ResultHigherThanHandCost

    return ResultHigherThanHandCost()


@EFFECT.rule(r"ready one mana orb")
def _ready_one_orb(card: Card) -> Any:
    from engine.effects.mana import ReadyOneManaOrb

    return ReadyOneManaOrb()


@EFFECT.rule(r"we both gain (?P<n>" + NUM + r") boosts?")
def _we_both_gain(n: str, card: Card) -> Any:
    from engine.effects.boosts import WeBothGainBoosts

    return WeBothGainBoosts(number(n))


@EFFECT.rule(r"target (?P<what>another .+)")
def _target_another_first(what: str, card: Card) -> Any:
    # "Target another Character in play or in Reserve. Then, roll a die: …": chosen first
    # and called "it" by the die results (as dice.py's "Target a …")
    from engine.cardtext.nouns import filter_of
    from engine.effects.selectors import Target
    from engine.effects.steps import Mark

    return Mark(Target(filter_of(what)))


@EFFECT.rule(r"(?P<who>.+?) gains? 1 boost per card in your reserve")
def _boost_per_reserve_card(who: str, card: Card) -> Any:
    from engine.effects.boosts import GainBoostsPer
    from engine.effects.counts import CardsInYourReserve

    return GainBoostsPer(selector(who), CardsInYourReserve())


@ABILITY.rule(r"if (?P<cond>[^,]+), (?P<other>other )?(?P<what>\w+) cost (?P<n>\d+) less to play "
              r"from your reserve, with a minimum of (?P<floor>\d+)\.?")
def _bearer_cards_cost_less(cond: str, other: str | None, what: str, n: str, floor: str,
                            card: Card) -> Any:
    from engine.cardtext.grammar import NotUnderstood
    from engine.cardtext.nouns import subtype_of
    from engine.effects.cost_changes import IfIAmCardsCostLess

    sub = None if what.lower() == "characters" else subtype_of(what)
    if what.lower() != "characters" and sub is None:
        raise NotUnderstood(what, "noun")
    return IfIAmCardsCostLess(types=("character",), less=int(n), less_floor=int(floor),
                              from_zone="reserve", condition=CONDITION.read(cond, card),
                              subtype=sub, other=bool(other))


@ABILITY.rule(r"I can't be played in a starting region\.?")
def _not_in_starting_region(card: Card) -> Any:
    from engine.effects.passives import CantBePlayedInStartingRegion

    return CantBePlayedInStartingRegion()


@ABILITY.rule(r"pay (?P<n>\d+) more to play me in a starting region\.?")
def _pay_more_in_starting_region(n: str, card: Card) -> Any:
    from engine.effects.cost_changes import PayMoreInStartingRegion

    return PayMoreInStartingRegion(more=int(n))


@EFFECT.rule(r"remove all boosts from characters in play and in reserve")
def _remove_all_boosts(card: Card) -> Any:
    from engine.effects.boosts import RemoveAllBoostsThen

    return RemoveAllBoostsThen()


@EFFECT.rule(r"the expedition facing me moves (?P<way>forward|backwards) one region")
def _the_facing_expedition_moves(way: str, card: Card) -> Any:
    from engine.effects.regions import TheExpeditionFacingMeMoves

    return TheExpeditionFacingMeMoves(forward=way.lower() == "forward")


@EFFECT.rule(r"play a card with hand cost (?P<n>\d+) or less for free")
def _must_play(n: str, card: Card) -> Any:
    from engine.effects.immediate import PlayNow

    return PlayNow(free=True, max_hand_cost=int(n), optional=False, immediately=False)


@TRIGGER.rule(r"you play a character in a region type where its base statistic is 0")
def _play_into_zero_terrain(card: Card) -> Any:
    from engine.effects.triggers import WhenYouPlayIntoZeroTerrain

    return WhenYouPlayIntoZeroTerrain()


@ABILITY.rule(r"if my expedition would move forward during dusk, it moves twice instead\.?")
def _moves_twice(card: Card) -> Any:
    from engine.effects.passives import MovesTwiceAtDusk

    return MovesTwiceAtDusk()


@CONDITION.rule(r"it was in (?P<t>\{[vmo]\})")
def _it_was_in(t: str, card: Card) -> Any:
    from engine.effects.conditions import ItWasIn

    return ItWasIn(_TERRAINS[t.lower()])


@EFFECT.rule(r"have (?P<subject>target character or expedition permanent) (?P<words>switch "
             r"expeditions)")
def _have_expedition_object_switch(subject: str, words: str, card: Card) -> Any:
    # an Expedition Permanent (a Gear) is in an Expedition like a Character (7.3.28)
    from engine.effects.selectors import Target

    who = Target(Filter(types=("character", "permanent"), zones=(Zone.EXPEDITION,)))
    return Have(SwitchExpeditions(who), words, "target Character or Expedition Permanent")


@EFFECT.rule(r"that opponent targets a card in your reserve")
def _opponent_targets_reserve_card(card: Card) -> Any:
    from engine.effects.reserve import ThatOpponentTargetsYourReserveCard

    return ThatOpponentTargetsYourReserveCard()


@CONDITION.rule(r"you control it")
def _you_control_it(card: Card) -> Any:
    from engine.effects.conditions import YouControlIt

    return YouControlIt()
