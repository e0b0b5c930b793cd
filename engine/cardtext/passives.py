"""Productions for passive abilities: "I am ...", "I have ...", Reserve limits, and the
other standing rules a card sets (engine/effects/passives.py)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.cardtext.abilities import _KW, _keyword, keywords_of
from engine.cardtext.effects import clause
from engine.cardtext.grammar import ABILITY, CONDITION, NotUnderstood
from engine.cardtext.movement import _TYPE_WORDS
from engine.cardtext.nouns import (
    NUM,
    STATUS_WORDS,
    TERRAIN,
    TERRAIN_SYMBOLS,
    TERRAIN_WORDS,
    filter_of,
    number,
)
from engine.effects.conditions.its_past import IAmStatus
from engine.effects.costs.others import NothingToPay
from engine.effects.keywords import GIGANTIC
from engine.effects.passives.char_changes import (
    AllRegionsAre,
    LoneCharacterGains,
    MyRegionIs,
    StatsEqualHighest,
)
from engine.effects.passives.conditional_chars import (
    IAmIf,
    IAmIfPrinted,
    IAmIfSpelledOut,
    IfIAmKeyword,
    IfThenIAm,
    UnlessIAm,
)
from engine.effects.passives.considered import AlsoConsidered, MyExpeditionConsidered
from engine.effects.passives.costs import PlayForLessNarrowed
from engine.effects.passives.counters import (
    BeginsWithMarkers,
    CanGainStatusAgain,
    GainBoostsInsteadOfStatus,
    GainInstead,
    SupportCountersBeyond,
)
from engine.effects.passives.prohibitions import (
    CantBePlayedInStartingRegion,
    CantGainCounters,
    DefendersDontStop,
)
from engine.effects.passives.replacing import (
    AlsoRevealOnRoll,
    DefectInsteadOfReserve,
    DiscardInsteadOfMovingForward,
    MovesTwiceAtDusk,
    ResupplyInsteadOfAscendingAgain,
    RollToMoveAtDusk,
)
from engine.effects.passives.reserve import (
    CharactersStayExhaustedInReserve,
    MayPlayExhaustedFromReserve,
    PlayedSpellsAreFleeting,
    ReserveLimitsChange,
    ReserveLimitUp,
    ReserveLimitUpIf,
)
from engine.effects.passives.terrain_limits import TerrainProgressLimit
from engine.effects.reveal import LookKeepOneDiscardRest
from engine.model import Status, Terrain

if TYPE_CHECKING:  # pragma: no cover
    from typing import Any

    from engine.cardtext.grammar import Card


@ABILITY.rule(r"you may play exhausted (?P<what>cards|characters) from your reserve"
              r"(?P<mine> in my expedition)?\.?")
def _may_play_exhausted(what: str, mine: str | None, card: Card) -> Any:
    types = ("character",) if what.lower() == "characters" else ()
    return MayPlayExhaustedFromReserve(types, in_my_expedition=bool(mine))


@ABILITY.rule(r"your reserve limit is increased by (?P<n>" + NUM + r")\.?")
def _reserve_limit_up(n: str, card: Card) -> Any:
    return ReserveLimitUp(number(n))


@ABILITY.rule(r"you may keep one more card in reserve during night if it's exhausted\.?")
def _keep_one_more_exhausted(card: Card) -> Any:
    return ReserveLimitUp(1, exhausted_only=True)


@ABILITY.rule(r"the support abilities of cards in reserve can give them (?:(?P<n>" + NUM
              + r") more counters? than|counters beyond) their maximum\.?")
def _support_beyond(n: str | None, card: Card) -> Any:
    return SupportCountersBeyond(number(n) if n else None)


@ABILITY.rule(r"if there is only one character in my expedition, it is "
              r"(?P<kw>gigantic|defender|eternal|seasoned|tough \d)\.?")
def _only_one_is(kw: str, card: Card) -> Any:
    (keyword,) = keywords_of(kw)
    return LoneCharacterGains(keyword)


@ABILITY.rule(r"if (?P<cond>[^,]+), i am (?P<kw>gigantic|defender|eternal|seasoned|tough \d)\.?")
def _i_am_if(cond: str, kw: str, card: Card) -> Any:
    (keyword,) = keywords_of(kw)
    return IAmIfSpelledOut(keyword, CONDITION.read(cond, card))


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


@ABILITY.rule(r"if (?P<cond>[^,]+), I'm (?P<kw>defender|gigantic|eternal|seasoned|tough \d)\.?")
def _i_am_if_duster(cond: str, kw: str, card: Card) -> Any:
    (keyword,) = keywords_of(kw)
    return IAmIf(keyword, CONDITION.read(cond, card))


_TERRAINS = {"{v}": Terrain.FOREST, "{m}": Terrain.MOUNTAIN, "{o}": Terrain.WATER,
             "{e}": Terrain.WATER,  # only The Kraken prints {E}; its other version prints {O}
             "forest": Terrain.FOREST, "mountain": Terrain.MOUNTAIN, "water": Terrain.WATER}


@ABILITY.rule(r"all regions are (?P<t>\{[vmoe]\}|\w+)(?P<only> and lose their other types)?\.?")
def _all_regions(t: str, only: str | None, card: Card) -> Any:
    if t.lower() not in _TERRAINS:
        raise NotUnderstood(t, "terrain")
    return AllRegionsAre(_TERRAINS[t.lower()], only=bool(only))


@ABILITY.rule(r"spells you play with hand cost (?P<n>\d+) or less are fleeting\.(?:\s+(?P<rest>.+))?")
def _played_spells_fleeting(n: str, rest: str | None, card: Card) -> Any:
    passive = PlayedSpellsAreFleeting(int(n))
    if not rest:
        return passive
    got = ABILITY.read(rest, card)  # a second ability printed in the same paragraph
    return (passive, *(got if isinstance(got, tuple) else (got,)))


@ABILITY.rule(r"you may play me for (?P<n>\d+) less\. if you do, i can only target an? "
              r"(?P<what>.+?)\.?", first=True)
def _play_for_less_narrowed(n: str, what: str, card: Card) -> Any:
    only = filter_of(what)
    words = f"for {n} less: then it can only target a {only.noun()}"
    return PlayForLessNarrowed(cost=NothingToPay(words), reduction=int(n), only=only)


@ABILITY.rule(r"if my expedition would move forward during dusk, roll a die\. on a 4\+: it moves "
              r"forward one more region instead\.?",
              r"if my expedition would move forward during dusk, roll a die\. on a:\s*•\s*4\+, "
              r"it moves forward one more region instead\.\s*•\s*(?P<one>1), it doesn['’]t move "
              r"instead\.?",
              r"if my expedition would move forward during dusk, roll a die:\s*•\s*"
              r"(?P<on_a>on a) 4\+: it moves forward one more region instead\.\s*"
              r"(?:•\s*on a (?P<one_>1): it doesn['’]t move instead\.?)?", first=True)
def _roll_to_move_at_dusk(card: Card, one: str | None = None, one_: str | None = None,
                          on_a: str | None = None) -> Any:
    return RollToMoveAtDusk(stays_on_one=bool(one or one_), on_a_bullets=bool(on_a))


@ABILITY.rule(r"if you would roll one or more dice, also reveal the top card of your deck\.?")
def _also_reveal_on_roll(card: Card) -> Any:
    return AlsoRevealOnRoll()


_ONE = r"one (" + TERRAIN + r")"


@ABILITY.rule(r"I begin the game with (?P<ts>" + _ONE + r"(?:, " + _ONE + r")*(?: and " + _ONE
              + r")?) terrain markers?\.?")
def _begins_with_markers(ts: str, card: Card) -> Any:
    if card.type != "hero":
        raise NotUnderstood("begin the game with Terrain Markers", "not a Hero")
    return BeginsWithMarkers(tuple(TERRAIN_WORDS[t.lower()]
                                   for t in re.findall(r"one (" + TERRAIN + r")", ts, re.I)))


@ABILITY.rule(r"my expedition and its characters are considered in contact\.?")
def _considered_in_contact(card: Card) -> Any:
    return MyExpeditionConsidered("in_contact")


@ABILITY.rule(r"my expedition is considered behind\.?")
def _considered_behind(card: Card) -> Any:
    return MyExpeditionConsidered("behind")


@ABILITY.rule(r"if i would go to reserve from the expedition zone, i gain fleeting and defect "
              r"instead\.?")
def _defect_instead(card: Card) -> Any:
    return DefectInsteadOfReserve()


_STATS = r"\{V\}, \{M\}(?P<comma>,)? and \{O\}"


@ABILITY.rule(r"(?:if (?P<cond>[^,]+), )?my " + _STATS + r" are equal to my highest statistic\.?")
def _my_stats_highest(cond: str | None, comma: str | None, card: Card) -> Any:
    return StatsEqualHighest("me", CONDITION.read(cond, card) if cond else None, bool(comma))


@ABILITY.rule(r"characters in my expedition have their " + _STATS +
              r" equal to their highest statistic\.?")
def _expedition_stats_highest(comma: str | None, card: Card) -> Any:
    return StatsEqualHighest("my_expedition", None, bool(comma))


@ABILITY.rule(r"(?:if (?P<cond>[^,]+), )?the " + _STATS + r" of (?:other characters you control|"
              r"(?P<end>characters you control other than me)) are equal to their highest "
              r"statistic\.?")
def _others_stats_highest(cond: str | None, comma: str | None, end: str | None,
                          card: Card) -> Any:
    return StatsEqualHighest("others_you_control", CONDITION.read(cond, card) if cond else None,
                             bool(comma), other_than_me=bool(end))


@ABILITY.rule(r"if (?:the|an) expedition facing me is in (?P<w>\{[vmo]\}), it (?:can only move "
              r"forward due to (?P<t>\{[vmo]\})|can[’'`]t move forward during dusk, except due "
              r"to (?P<d>\{[vmo]\}))\.?")
def _facing_terrain_limit(w: str, t: str | None, d: str | None, card: Card) -> Any:
    terrain = TERRAIN_SYMBOLS[(t or d or "").lower()]
    return TerrainProgressLimit(terrain, only=True, whose="facing_me",
                                when_in=TERRAIN_SYMBOLS[w.lower()], dusk_only=bool(d))


@ABILITY.rule(r"I can't be played in a starting region\.?")
def _not_in_starting_region(card: Card) -> Any:
    return CantBePlayedInStartingRegion()


@ABILITY.rule(r"if my expedition would move forward during dusk, it moves twice instead\.?")
def _moves_twice(card: Card) -> Any:
    return MovesTwiceAtDusk()


_T = r"(?P<t>" + TERRAIN + r")"


@ABILITY.rule(r"my region is " + _T + r" in addition to its other types\.?")
def _my_region_also(t: str, card: Card) -> Any:
    return MyRegionIs(TERRAIN_WORDS[t.lower()])


@ABILITY.rule(r"my region and the region of the expedition facing me are " + _T
              + r" and lose their other types\.?")
def _my_region_and_facing_only(t: str, card: Card) -> Any:
    return MyRegionIs(TERRAIN_WORDS[t.lower()], facing=True, only=True)


@ABILITY.rule(r"if (?P<cond>[^,]+), i am (?P<kw>defender|eternal|seasoned|tough \d)\.?")
def _if_then_i_am(cond: str, kw: str, card: Card) -> Any:
    (keyword,) = keywords_of(kw)
    return IfThenIAm(keyword, CONDITION.read(cond, card))


@ABILITY.rule(r"(?:if (?P<cond>[^,]+), )?defender characters don't prevent "
              r"(?P<whom>it|my expedition) from moving forward\.?")
def _defenders_dont_stop(cond: str | None, whom: str, card: Card) -> Any:
    condition = CONDITION.read(cond, card) if cond else None
    return DefendersDontStop(condition, it_word=whom.lower() == "it")


@ABILITY.rule(r"unless (?P<cond>[^,]+), I am " + _KW + r"\.?")
def _unless_i_am(cond: str, kw: str, card: Card) -> Any:
    return UnlessIAm(_keyword(kw), CONDITION.read(cond, card))


@ABILITY.rule(r"I'm " + _KW + r" unless (?P<cond>.+?)\.?")
def _im_unless(cond: str, kw: str, card: Card) -> Any:
    return UnlessIAm(_keyword(kw), CONDITION.read(cond, card), form="im")


@ABILITY.rule(r"if (?P<cond>[^,]+), I am " + _KW + r"\.?")
def _if_i_am(cond: str, kw: str, card: Card) -> Any:
    return IfIAmKeyword(_keyword(kw), CONDITION.read(cond, card))


@ABILITY.rule(r"cards in your opponent's reserve can't gain counters\.?")
def _opponent_reserve_no_counters(card: Card) -> Any:
    return CantGainCounters("opponent_reserve")


@ABILITY.rule(r"cards in play or in reserve with counters can't gain counters\.?",
              r"cards in play or in reserve that (?P<already>already) have counters can't gain "
              r"more\.?")
def _no_more_counters(card: Card, already: str | None = None) -> Any:
    return CantGainCounters("with_counters", already=bool(already))


@ABILITY.rule(r"if I would gain (?P<a>asleep|anchored), I gain (?P<b>asleep|anchored) instead\.?")
def _gain_instead(a: str, b: str, card: Card) -> Any:
    return GainInstead(STATUS_WORDS[a.lower()], STATUS_WORDS[b.lower()])


@ABILITY.rule(r"if my expedition would move forward, you may discard me instead to (?P<what>.+?)\.?")
def _discard_instead_of_forward(what: str, card: Card) -> Any:
    m = re.fullmatch(r"look at the top (?P<n>" + NUM + r") cards of your deck\. put one in your "
                     r"hand and discard the others", what, re.I)
    if m:
        return DiscardInsteadOfMovingForward((LookKeepOneDiscardRest(number(m["n"])),))
    return DiscardInsteadOfMovingForward(clause(what, card))


@ABILITY.rule(r"all reserve limits are (?P<way>reduced|increased) by (?P<n>" + NUM + r")\.?")
def _reserve_limits(way: str, n: str, card: Card) -> Any:
    k = number(n)
    return ReserveLimitsChange(-k if way.lower() == "reduced" else k)


@ABILITY.rule(r"if one of your ascended expeditions would attempt to ascend again, resupply "
              r"instead\.?")
def _ascend_again(card: Card) -> Any:
    return ResupplyInsteadOfAscendingAgain()


@ABILITY.rule(r"exhausted characters in reserve remain exhausted during morning\.?")
def _characters_stay_exhausted(card: Card) -> Any:
    return CharactersStayExhaustedInReserve()


@ABILITY.rule(r"if there are one or more (?P<what>spells|characters)(?: of hand cost (?P<k>\d+) or "
              r"more)? in your reserve, your reserve limit is increased by one\.?")
def _reserve_limit_up_yzmir(what: str, card: Card, k: str | None = None) -> Any:
    return ReserveLimitUpIf(_TYPE_WORDS[what.lower()], int(k) if k else None)


@ABILITY.rule(r"if i'm fleeting, i am gigantic\.?")
def _fleeting_gigantic(card: Card) -> Any:
    return IAmIfPrinted(GIGANTIC, IAmStatus(Status.FLEETING))


_ALSO = {"a spell": ("spell", "a Spell"), "an expedition permanent": ("permanent", "an Expedition Permanent")}


@ABILITY.rule(r"I'm also considered (?P<what>a spell|an expedition permanent),? even when not in "
              r"play\.?")
def _also_considered(what: str, card: Card) -> Any:
    """A type the card has for other abilities only (docs/mechanisms.md, Yzmir)."""
    kind, words = _ALSO[what.lower()]
    return AlsoConsidered(kind, words)
