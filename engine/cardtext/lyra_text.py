"""Productions for the Lyra cards of the later sets (Alize, Bise, Cyclone, Duster) that the
other grammar modules do not read. Their words are in `engine/effects/lyra_words.py`;
what each mechanism means and the rulings taken are in docs/mechanisms.md ("Lyra in the
later sets")."""

from __future__ import annotations

from typing import Any

from engine.cardtext.effects import clause
from engine.cardtext.grammar import ABILITY, CONDITION, EFFECT, Card
from engine.cardtext.nouns import NUM, number, selector
from engine.effects.filters import Filter
from engine.effects.lyra_words import (
    BoostsAmong,
    EachPlayerPasses,
    GiveBoostsTo,
    Have,
    NeitherExpeditionIn,
    ZeroStatsAmong,
)
from engine.effects.selectors import Chosen
from engine.effects.steps import Send, Unless
from engine.effects.vocabulary import SwitchExpeditions
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
    return GiveBoostsTo(selector(who), number(n))


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
    from engine.effects.lyra_words import ExchangeWithHand
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
    from engine.effects.lyra_words import StatsEqualHighest

    return StatsEqualHighest("me", CONDITION.read(cond, card) if cond else None, bool(comma))


@ABILITY.rule(r"characters in my expedition have their " + _STATS +
              r" equal to their highest statistic\.?")
def _expedition_stats_highest(comma: str | None, card: Card) -> Any:
    from engine.effects.lyra_words import StatsEqualHighest

    return StatsEqualHighest("my_expedition", None, bool(comma))


@ABILITY.rule(r"(?:if (?P<cond>[^,]+), )?the " + _STATS + r" of other characters you control "
              r"are equal to their highest statistic\.?")
def _others_stats_highest(cond: str | None, comma: str | None, card: Card) -> Any:
    from engine.effects.lyra_words import StatsEqualHighest

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
    from engine.effects.lyra_words import DiscardOneFromYourReserve

    return DiscardOneFromYourReserve(other=another.lower() == "another")


@EFFECT.rule(r"(?P<who>starting with you, each player|target opponent|you) may immediately play "
             r"an? (?P<what>card|spell|character|permanent)(?: with (?P<kind>hand|base) cost "
             r"(?P<n>\d+) or (?P<way>less|more))? for free")
def _may_immediately_play(who: str, what: str, kind: str | None, n: str | None,
                          way: str | None, card: Card) -> Any:
    from engine.cardtext.grammar import NotUnderstood
    from engine.effects.lyra_words import MayImmediatelyPlay, PlayableFilter

    types = () if what.lower() == "card" else (what.lower(),)
    kw: dict[str, int] = {}
    if kind:
        key = {("hand", "less"): "max_hand_cost", ("base", "more"): "min_base_cost"}.get(
            (kind.lower(), (way or "").lower()))
        if key is None:
            raise NotUnderstood(f"{kind} cost {n} or {way}", "immediately play")
        kw[key] = int(n or 0)
    who_key = {"target opponent": "target_opponent", "you": "you"}.get(who.lower(), "each")
    return MayImmediatelyPlay(PlayableFilter(types, **kw), who_key)


@CONDITION.rule(r"you put a character in reserve this way")
def _put_character_this_way(card: Card) -> Any:
    from engine.effects.lyra_words import PutACharacterThisWay

    return PutACharacterThisWay()


@EFFECT.rule(r"immediately play it for (?P<n>\d+) less")
def _play_it_for_less(n: str, card: Card) -> Any:
    from engine.effects.lyra_words import PlayItFromReserve

    return PlayItFromReserve(int(n))


@EFFECT.rule(r"then put it in your hand")
def _then_put_in_hand(card: Card) -> Any:
    from engine.effects.lyra_words import PutItInYourHand

    return PutItInYourHand()
