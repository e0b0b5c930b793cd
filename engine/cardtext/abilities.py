"""Whole abilities: keywords, Reactions ({J} {H} {R}, "At Noon —", "When … —"), quick
actions ("{1}, {T} : …"), support abilities ("{D} : …") and passives.

Support markup (`support_markup`) is read with `support=True`: its abilities work only
from the Reserve (2.2.11.i).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import OptionalCostReduction, Passive, QuickAction, Reaction, SpellEffect
from engine.cards.registry import token_ref
from engine.cardtext.effects import clause, steps
from engine.cardtext.grammar import ABILITY, CONDITION, TRIGGER, NotUnderstood
from engine.cardtext.nouns import (
    NUM,
    STATUS_WORDS,
    TYPE_NAMES,
    filter_of,
    number,
    sacrificed_filter,
    selector,
)
from engine.cardtext.statuses import _PERMANENT_OR_RESERVE_CARD
from engine.effects.abilities.costing import ICostLessFor, ICostLessIf, QuickActionCostingMore
from engine.effects.abilities.keywords import GrantKeyword, IAmKeyword
from engine.effects.abilities.next_played import NextPlayed
from engine.effects.abilities.reserve_abilities import ExhaustFromReserve
from engine.effects.boosts.combined import BoostThen
from engine.effects.boosts.counted import ForEachOfMyBoosts
from engine.effects.conditions.expeditions import BothExpeditionsFailed, IAmInContact
from engine.effects.conditions.this_way import HandCostIsTheDie
from engine.effects.costs.base import Cost
from engine.effects.costs.cards import DiscardFromReserveCost, ExhaustFromReserveCost
from engine.effects.costs.exhausting import ExhaustAndSpendAny, ExhaustMeAndX, ExhaustOneCost
from engine.effects.costs.others import (
    AndThen,
    CostsMoreUnlessFirst,
    OpponentResupplies,
    XUpToYourMana,
)
from engine.effects.costs.sacrifices import SacrificeCost, SacrificeForCost, SacrificeMeCost
from engine.effects.counts import (
    ControlledCount,
    ExhaustedCardsInReserve,
    ExhaustedCardsInReserveTotal,
    ExhaustedInReserveAndPermanents,
    ExhaustedInReserveX,
)
from engine.effects.filters import PERMANENT, AnyOf, Filter
from engine.effects.immediate import PlayNow
from engine.effects.keywords import (
    COOLDOWN,
    DEFENDER,
    ETERNAL,
    FLEETING,
    GIGANTIC,
    SEASONED,
    scout,
    tough,
)
from engine.effects.modes.conditionals import InsteadIf
from engine.effects.modes.then import ThenAfter
from engine.effects.modifiers import KeepInMyExpedition
from engine.effects.morning import MorningDrawOneExpandFromDeck
from engine.effects.movement.discards import DiscardToActivateTheirR
from engine.effects.movement.revealed import DiscardItFromHand
from engine.effects.passives.conditional_chars import IAmIfHeading
from engine.effects.passives.counters import BeginsWithCounters
from engine.effects.players import EachPlayerChoosesGains, TargetPlayerThisDay
from engine.effects.playing import ChooseOrPayForBoth
from engine.effects.regions import ArmNextJoiner
from engine.effects.reserve_limits import NotCountedInReserveLimit
from engine.effects.reveal import PlayRevealedForFree, RevealAndPlayACharacter, RevealRandomFromHand
from engine.effects.selectors.cost_targets import TargetOneOfTaxed
from engine.effects.selectors.targets import Target
from engine.effects.statuses import (
    AheadExpeditionSleeps,
    MayPlayItForFreeFleeting,
    ReadyTaxed,
    SameNumberLose,
)
from engine.effects.steps.abilities import CreateOngoing
from engine.effects.steps.choose import Choose
from engine.effects.steps.control import If, IfYouDont, PayToDo
from engine.effects.steps.tokens import CreateToken, Where
from engine.effects.tokens import (
    CreateOnlyOne,
    CreateTokenFacingDraws,
    CreateTokenWith,
    CreateXTokensInMyExpedition,
    TokensInTargetExpedition,
)
from engine.effects.triggers.arrival import OnJoin, OnPlayed
from engine.effects.triggers.dice import WhenYouRevealThisWay
from engine.effects.triggers.leaving import WhenILeaveForEachBoost
from engine.effects.triggers.phases import AtPhase
from engine.effects.variable import (
    ExhaustedCardsInReserves,
    RegionsBetweenYourExpeditions,
    VariableKeyword,
    VariableKeywordSentence,
)
from engine.model import Phase, Status, Zone

if TYPE_CHECKING:  # pragma: no cover
    from typing import Any

    from engine.ability_kinds import Keyword
    from engine.cardtext.grammar import Card
    from engine.effects.counts import Count


@ABILITY.rule(r"\{T\}\s*:\s*(?P<who>target .+?) gains (?P<n>" + NUM + r") boosts?\. "
              r"then (?P<then>exhaust|ready) it\.?")
def _boost_then(who: str, n: str, then: str, card: Card) -> Any:
    sel = selector(who)
    if not isinstance(sel, Target) or sel.count != 1:
        raise NotUnderstood(who, "boost then exhaust/ready")
    return QuickAction(Cost(exhaust_me=True), (BoostThen(sel, number(n), then.lower()),))


@ABILITY.rule(r"\{R\}\s*choose one, or exhaust a permanent you control to choose both:\s*"
              r"(?P<modes>•.+)")
def _choose_or_both(modes: str, card: Card) -> Any:

    parts = tuple(steps(b.strip(), card) for b in modes.split("•") if b.strip())
    return Reaction(OnPlayed(Zone.RESERVE),
                    (ChooseOrPayForBoth(ExhaustOneCost("permanent"), Choose(parts)),))


@ABILITY.rule(r"you may sacrifice a permanent to reduce my cost by (?P<n>\d+)\.?")
def _sacrifice_for_cheaper(n: str, card: Card) -> Any:
    # an optional cost declared with the intent to play (5.1.2.c)
    return OptionalCostReduction(SacrificeForCost(), int(n))


@ABILITY.rule(r"(?P<cost>(?:\{T\}|\d+)(?:\s*,\s*(?:\{T\}|\d+))*)\s*,\s*sacrifice a permanent\s*:\s*"
              r"(?P<effect>.+)")
def _quick_sacrifice_permanent(cost: str, effect: str, card: Card) -> Any:

    return QuickAction(SacrificeCost(cost_of(cost), PERMANENT), steps(effect[:1].upper() + effect[1:], card))


@ABILITY.rule(r"\{R\}\s*(?P<text>choose up to one:\s*•.+)")
def _choose_up_to_one(text: str, card: Card) -> Any:
    return Reaction(OnPlayed(Zone.RESERVE), steps(text, card))


@ABILITY.rule(r"(?P<kw>scout \d)\.\s+(?P<rest>\{[JHR]\}.+)")
def _scout_then_reaction(kw: str, rest: str, card: Card) -> Any:
    got = ABILITY.read(rest, card)
    return (*keywords_of(kw), *(got if isinstance(got, tuple) else (got,)))


@ABILITY.rule(r"(?P<kws>(?:gigantic|defender|eternal|seasoned|tough \d)"
              r"(?:, (?:gigantic|defender|eternal|seasoned|tough \d))+)\.?")
def _keyword_list(kws: str, card: Card) -> Any:
    return keywords_of(kws)


@ABILITY.rule(r"\{J\}\s*if (?P<cond>[^,]+), create two (?P<name>[\w' ]+?) (?:\d+/\d+/\d+ )?\w+ tokens "
              r"in target expedition\. otherwise, create only one\.?")
def _two_tokens_otherwise_one(cond: str, name: str, card: Card) -> Any:
    from engine.cards.registry import token_ref

    ref = token_ref(name.strip())
    if ref is None:
        raise NotUnderstood(name, "token")
    where = Where("target")
    return Reaction(OnJoin(), (If(CONDITION.read(cond, card), (CreateToken(ref, where, 2),),
                                  (CreateOnlyOne(ref, where),)),))


@ABILITY.rule(r"\{J\}\s*you may discard (?:a character|up to (?P<n>two) characters) from your "
              r"reserve\. if you do, i activate (?:one of its|up to two of their) \{r\} "
              r"abilities as if (?:it was|they were) mine\.?")
def _discard_to_activate_r(n: str | None, card: Card) -> Any:
    return Reaction(OnJoin(), (DiscardToActivateTheirR(number(n) if n else 1),))


@ABILITY.rule(r"\{T\},\s*spend any number of my (?P<name>\w+) counters\s*:\s*the same number of "
              r"target (?P<what>.+?) lose (?P<st>fleeting|anchored|asleep)\.?")
def _spend_any_then_same_number(name: str, what: str, st: str, card: Card) -> Any:
    return QuickAction(ExhaustAndSpendAny(name.lower()),
                       (SameNumberLose(Target(filter_of(what)), STATUS_WORDS[st.lower()]),))


@ABILITY.rule(r"\{T\}\s*:\s*ready target permanent in play or target card in reserve\. this costs "
              r"(?P<n>\d+) more to target a permanent in play with hand cost (?P<k>\d+) or more\.?")
def _ready_taxed(n: str, k: str, card: Card) -> Any:
    sel = TargetOneOfTaxed(_PERMANENT_OR_RESERVE_CARD, more=int(n), min_hand_cost=int(k))
    return QuickAction(Cost(exhaust_me=True), (ReadyTaxed(sel),))


_SYMBOLS = {"J": OnJoin(), "H": OnPlayed(Zone.HAND), "R": OnPlayed(Zone.RESERVE)}


@ABILITY.rule(r"\{(?P<sym>[JHR])\}\s*you may rush\. if you would play a card from reserve this "
              r"way, you may pay its hand cost instead of its reserve cost\.?",
              r"when (?P<trig>[^—]+?) — you may rush\. if you would play a card from reserve "
              r"this way, you may pay its hand cost instead of its reserve cost\.?", first=True)
def _rush_hand_cost(card: Card, sym: str | None = None, trig: str | None = None) -> Any:
    # after a symbol or a trigger in words ("When I gain Fleeting — …")
    when = _SYMBOLS[sym.upper()] if sym else TRIGGER.read(trig or "", card)
    return Reaction(when, (PlayNow(rush=True, hand_cost_from_reserve=True),))


@ABILITY.rule(r"\{(?P<sym>[JHR])\}\s*you may rush a character\. if played from your hand, it "
              r"activates one of its \{(?P<act>[jhr])\} abilities\.?", first=True)
def _rush_then_activate(sym: str, act: str, card: Card) -> Any:
    return Reaction(_SYMBOLS[sym.upper()],
                    (PlayNow(types=("character",), rush=True, from_hand_activates=act.upper()),))


@ABILITY.rule(r"when (?P<trig>[^—]+?) — you may rush a character\. if played from your hand, "
              r"it activates one of its \{(?P<act>[jhr])\} abilities\.?", first=True)
def _when_rush_then_activate(trig: str, act: str, card: Card) -> Any:
    """The same effect after a trigger in words ("When I gain Fleeting — …")."""
    return Reaction(TRIGGER.read(trig, card),
                    (PlayNow(types=("character",), rush=True, from_hand_activates=act.upper()),))


@ABILITY.rule(r"(?P<kws>(?:gigantic|defender|eternal|seasoned|tough \d|scout \d)"
              r"(?:, (?:gigantic|defender|eternal|seasoned|tough \d|scout \d))+)\.?")
def _keywords_with_commas(kws: str, card: Card) -> Any:
    return keywords_of(kws.replace(",", "."))


@ABILITY.rule(r"(?P<what>(?:boosted )?characters in my expedition) (?P<verb>are|have) "
              r"(?P<kw>seasoned|gigantic|defender|eternal|tough \d)\.?")
def _grant_in_my_expedition(what: str, verb: str, kw: str, card: Card) -> Any:
    # "in my Expedition": Characters of my controller in an Expedition I am in (7.5.8)
    (keyword,) = keywords_of(kw)
    return GrantKeyword(filter_of(what), keyword, verb=verb.lower())


@ABILITY.rule(r"when i leave the expedition zone, for each of my boosts — (?P<effect>.+)")
def _leave_for_each_boost(effect: str, card: Card) -> Any:
    return Reaction(WhenILeaveForEachBoost(), (ForEachOfMyBoosts(steps(effect, card)),))


@ABILITY.rule(r"\{T\},\s*X\s*:\s*the next character that joins my expedition this turn gains x "
              r"boosts\.?")
def _next_joiner_x(card: Card) -> Any:
    # Rider's Mask (R1): the cost "{T}, {X}" of the Yzmir Mothcatcher Wand, X limited only
    # by the mana the player can pay
    return QuickAction(ExhaustMeAndX(XUpToYourMana()), (ArmNextJoiner(x=True),))


@ABILITY.rule(r"tough x, where x is the number of (?P<what>.+?) you control\.?")
def _tough_count(what: str, card: Card) -> Any:
    return VariableKeyword("tough", x=ControlledCount(filter_of(what)))


@ABILITY.rule(r"(?P<cost>\{T\}), discard a card from your reserve\s*:\s*(?P<effect>.+)")
def _quick_discard_from_reserve(cost: str, effect: str, card: Card) -> Any:
    base = Cost(exhaust_me=True)
    return QuickAction(DiscardFromReserveCost(base), steps(effect[:1].upper() + effect[1:], card))


@ABILITY.rule(r"the first character you play each afternoon gains (?P<n>" + NUM + r") boosts?\.?")
def _first_each_afternoon(n: str, card: Card) -> Any:
    # a passive: the boost comes as an Emblem-Reaction while that Character resolves (5.2.b)
    return NextPlayed(("character",), boosts=number(n), first_each_afternoon=True)


@ABILITY.rule(r"\{I\}\s*(?P<rest>.+)")
def _support_mark(rest: str, card: Card) -> Any:
    """{I} precedes a support ability that is a Reaction or a passive (2.2.11.e): it works
    only while its card is in Reserve and ready (2.2.11.i-j)."""
    got = ABILITY.read(rest, card)
    out = []
    for a in got if isinstance(got, tuple) else (got,):
        kind = type(a)
        if (not isinstance(a, (Reaction, Passive)) or not attrs.has(kind)
                or "support" not in attrs.fields_dict(kind)):
            raise NotUnderstood(rest, "{I} support ability")
        # an attrs class with a `support` field, just checked; mypy's attrs plugin only
        # sees the plain `Passive` base
        out.append(attrs.evolve(a, support=True))  # type: ignore[misc]
    return tuple(out) if len(out) != 1 else out[0]


@ABILITY.rule(r"\{T\},\s*sacrifice me\s*:\s*(?P<effect>.+)")
def _quick_sacrifice_me(effect: str, card: Card) -> Any:
    return QuickAction(AndThen(Cost(exhaust_me=True), SacrificeMeCost()),
                       steps(effect[:1].upper() + effect[1:], card))


@ABILITY.rule(r"\{T\},\s*sacrifice an? (?P<what>[^:]+?)\s*:\s*(?P<effect>.+)")
def _quick_sacrifice(what: str, effect: str, card: Card) -> Any:
    flt = sacrificed_filter(what)
    return QuickAction(SacrificeCost(Cost(exhaust_me=True), flt),
                       steps(effect[:1].upper() + effect[1:], card))


@ABILITY.rule(r"\{T\}\s*:\s*the next (?P<what>spell|character|permanent) you play this turn is "
              r"free\. if you play it from your hand, it loses fleeting\.?")
def _next_free_keeps(what: str, card: Card) -> Any:
    # "it" is the card played free: the second sentence belongs to the same Ongoing effect
    passive = NextPlayed(TYPE_NAMES[what.lower()], free=True, loses_from_hand=Status.FLEETING)
    return QuickAction(Cost(exhaust_me=True), (CreateOngoing(passive, "turn"),))


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


@ABILITY.rule(r"(?P<each>do this for each player, starting with you: • that player|target "
              r"opponent) reveals the top (?P<n>" + NUM + r") cards of their deck\. you may "
              r"play a character(?: with base cost (?P<k>\d+) or less)? from these cards for "
              r"free and it gains fleeting, then discard the rest\.?")
def _reveal_and_play(each: str, n: str, k: str | None, card: Card) -> Any:
    # two sentences about the same revealed cards: one Spell effect (5.1.2.i)
    if card.type != "spell":
        raise NotUnderstood("reveal and play a Character from these cards", "not a Spell")
    return SpellEffect((RevealAndPlayACharacter(number(n), each.lower().startswith("do this"),
                                                int(k) if k else None),))


@ABILITY.rule(r"\{h\}\s*target opponent reveals a random card from their hand\. if i'm in "
              r"contact, you may immediately play it for free and it gains fleeting\. if you "
              r"don't, discard it\.?", first=True)
def _random_from_hand(card: Card) -> Any:
    # one production for the three sentences: "it" is the card of the hand they reveal
    return Reaction(OnPlayed(Zone.HAND), (
        RevealRandomFromHand(),
        If(IAmInContact(), (MayPlayItForFreeFleeting(),)),
        IfYouDont((DiscardItFromHand(),)),
    ))


@ABILITY.rule(r"when you reveal a card this way\s*—\s*if its hand cost is equal to the die's "
              r"result, you may exhaust me(?: \(\{T\}\))? to play it for free\.?", first=True)
def _reveal_then_play_free(card: Card) -> Any:
    # the revealed card is in the Deck: played from there, its [H] abilities don't activate
    play = PayToDo(Cost(exhaust_me=True), (PlayRevealedForFree(),))
    return Reaction(WhenYouRevealThisWay(), (If(HandCostIsTheDie(), (play,)),))


@ABILITY.rule(r"I don't count towards your reserve limit\.?")
def _not_counted_in_limit(card: Card) -> Any:
    return NotCountedInReserveLimit()


@ABILITY.rule(r"if an? (?P<st>anchored|asleep|boosted) character would leave my expedition during "
              r"the afternoon, it loses (?P<lost>anchored|asleep|all its boosts) instead\.?",
              r"(?P<when>when) an? (?P<st>anchored|asleep|boosted) character would leave my "
              r"expedition during the afternoon, it loses (?P<lost>anchored|asleep|its boosts) "
              r"instead\.?")
def _keep_in_my_expedition(st: str, lost: str, card: Card, when: str | None = None) -> Any:
    # "When … would …, … instead": the same replacing modifier (6.2.b) in a unique's words,
    # not a Reaction (nothing happens after the event: it does not happen)
    if st.lower() == "boosted" and lost.lower() in ("all its boosts", "its boosts"):
        return KeepInMyExpedition(None, when_words=bool(when))
    if st.lower() != lost.lower():
        raise NotUnderstood(f"{st} … loses {lost}", "instead")
    return KeepInMyExpedition(STATUS_WORDS[st.lower()], when_words=bool(when))


@ABILITY.rule(r"\{T\},\s*target opponent resupplies\s*:\s*(?P<effect>.+)")
def _quick_opponent_resupplies(effect: str, card: Card) -> Any:
    return QuickAction(AndThen(Cost(exhaust_me=True), OpponentResupplies()),
                       steps(effect[:1].upper() + effect[1:], card))


@ABILITY.rule(r"(?P<a>anchored|asleep) and (?P<b>anchored|asleep) characters you control are "
              r"(?P<kw>tough \d)\.?")
def _two_statuses_tough(a: str, b: str, kw: str, card: Card) -> Any:
    flts = tuple(Filter(controller="you", any_status=(STATUS_WORDS[w.lower()],)) for w in (a, b))
    words = f"{a.capitalize()} and {b.capitalize()} Characters you control"
    (keyword,) = keywords_of(kw)
    return GrantKeyword(AnyOf(flts, words), keyword, verb="are")


@ABILITY.rule(r"target a player\. this day, (?P<what>.+?) that they control (?P<verb>are|have) "
              r"(?P<kw>tough \d)\.?")
def _target_player_this_day(what: str, verb: str, kw: str, card: Card) -> Any:
    if card.type != "spell":
        raise NotUnderstood(what, "target a player")
    flt = attrs.evolve(filter_of(what), controller="you")
    (keyword,) = keywords_of(kw)
    return SpellEffect((TargetPlayerThisDay(GrantKeyword(flt, keyword, verb=verb.lower())),))


_KW = r"(?P<kw>defender|gigantic|eternal|seasoned|tough \d)"


def _keyword(word: str) -> Any:
    (kw,) = keywords_of(word)
    return kw


@ABILITY.rule(r"I'm " + _KW + r"\.?")
def _im_keyword(kw: str, card: Card) -> Any:
    k = _keyword(kw)
    return IAmKeyword(k.name, k.value)


_TOKEN_STATS = r"(?P<name>[A-Z][\w' ]+?) \d+/\d+/\d+ (?P<subs>[\w ,]+?)"


def _token_named(name: str) -> str:
    ref = token_ref(name)
    if ref is None:
        raise NotUnderstood(f"create {name}", "token")
    return ref


@ABILITY.rule(r"target an expedition\. create x " + _TOKEN_STATS + r" tokens in it, where x is the "
              r"number of cards in target player's reserve\.?")
def _tokens_x_in_target_expedition(name: str, subs: str, card: Card) -> Any:
    if card.type != "spell":
        raise NotUnderstood("target an Expedition", "not a Spell")
    return SpellEffect((TokensInTargetExpedition(_token_named(name)),))


@ABILITY.rule(r"each player chooses a character they control\. it gains (?P<st>asleep|anchored)"
              r"\.?")
def _each_player_chooses(st: str, card: Card) -> Any:
    if card.type != "spell":
        raise NotUnderstood("each player chooses", "not a Spell")
    return SpellEffect((EachPlayerChoosesGains(STATUS_WORDS[st.lower()]),))


@ABILITY.rule(r"\{H\}\s*(?P<first>exhaust all cards in reserve)\. then, target an expedition "
              r"that's ahead\. each of its characters gain asleep\.?")
def _kuraokami(first: str, card: Card) -> Any:
    return Reaction(OnPlayed(Zone.HAND), (*clause(first, card),
                                          ThenAfter((AheadExpeditionSleeps(),))))


@ABILITY.rule(r"when (?P<trig>my expedition fails to move forward during dusk) — (?P<first>create "
              r"an? \w+ token in your landmarks)\. if both of your expeditions failed to move "
              r"forward, create two instead\.?")
def _two_instead(trig: str, first: str, card: Card) -> Any:
    (one,) = clause(first, card)
    step = InsteadIf(one, BothExpeditionsFailed(), attrs.evolve(one, count=2))
    return Reaction(TRIGGER.read(trig, card), (step,))


@ABILITY.rule(r"I cost (?P<n>\d+) less if (?P<cond>.+?)\.?")
def _i_cost_less_if(n: str, cond: str, card: Card) -> Any:
    return ICostLessIf(less=int(n), cond=CONDITION.read(cond, card))


@ABILITY.rule(r"if (?P<cond>[^,]+), I cost (?P<n>\d+) less\.?")
def _if_i_cost_less(n: str, cond: str, card: Card) -> Any:
    return ICostLessIf(less=int(n), cond=CONDITION.read(cond, card), cond_first=True)


@ABILITY.rule(r"I cost (?P<n>\d+) less for each exhausted card in reserve\.?")
def _i_cost_less_per_exhausted(n: str, card: Card) -> Any:
    return ICostLessFor(per=int(n), count=ExhaustedCardsInReserve())


@ABILITY.rule(r"\{T\}, exhaust a card in your reserve\s*:\s*(?P<effect>.+)")
def _quick_exhaust_in_reserve(effect: str, card: Card) -> Any:
    return QuickAction(ExhaustFromReserveCost(Cost(exhaust_me=True)),
                       steps(effect[:1].upper() + effect[1:], card))


@ABILITY.rule(r"you may exhaust a card from your reserve to play me for (?P<n>\d+) less\.?")
def _exhaust_for_cheaper(n: str, card: Card) -> Any:
    # an optional cost declared with the intent to play (5.1.2.c)
    return OptionalCostReduction(ExhaustFromReserve(), int(n), for_less=True)


@ABILITY.rule(r"\{H\}\s*create an? (?P<name>[A-Z][\w' ]+?) \d+/\d+/\d+ (?P<subs>\w+) token in "
              r"target expedition\. then, the controller of the expedition facing that "
              r"(?P<s2>\w+) draws a card\.?")
def _token_then_facing_draws(name: str, subs: str, s2: str, card: Card) -> Any:
    # two sentences about one token: "that Illusion" is the token just created
    ref = token_ref(name)
    if ref is None or subs.lower() != s2.lower():
        raise NotUnderstood(f"create {name}", "token")
    return Reaction(OnPlayed(Zone.HAND), (CreateTokenFacingDraws(ref),))


@ABILITY.rule(r"tough x, where x is the number of exhausted cards in reserve\.?")
def _tough_exhausted(card: Card) -> Any:
    return VariableKeyword("tough", x=ExhaustedInReserveX())


@ABILITY.rule(r"\{T\},\s*X\s*:\s*create x (?P<name>[A-Z][\w' ]+?) \d+/\d+/\d+ (?P<subs>\w+) tokens "
              r"in my expedition\. x can't be higher than (?P<limit>.+?)\.?")
def _quick_x_tokens(name: str, subs: str, limit: str, card: Card) -> Any:
    ref = token_ref(name)
    limits: dict[str, Count] = {
        "the number of exhausted cards in reserve": ExhaustedCardsInReserveTotal(),
           "the total number of exhausted cards in reserve and other exhausted permanents you "
        "control": ExhaustedInReserveAndPermanents()}
    lim = limits.get(limit.lower())
    if ref is None or lim is None:
        raise NotUnderstood(limit, "X")
    return QuickAction(ExhaustMeAndX(lim), (CreateXTokensInMyExpedition(ref, lim),))


_KEYWORDS = {"fleeting": FLEETING, "gigantic": GIGANTIC, "defender": DEFENDER,
             "eternal": ETERNAL, "seasoned": SEASONED, "cooldown": COOLDOWN}


@ABILITY.rule(r"(?P<kws>(?:(?:fleeting|gigantic|defender|eternal|seasoned|cooldown|tough \d|scout \d)"
              r"\.?\s*)+)")
def _keywords(kws: str, card: Card) -> Any:
    return keywords_of(kws)


def keywords_of(text: str) -> tuple[Keyword, ...]:
    """"Gigantic. Tough 2." -> the keyword abilities it names."""
    out = []
    for w in re.findall(r"(?:tough|scout) \d|\w+", text, re.I):
        w = w.lower()
        if w.startswith("tough"):
            out.append(tough(int(w.split()[1])))
        elif w.startswith("scout"):
            out.append(scout(int(w.split()[1])))  # 7.4.5
        else:
            out.append(_KEYWORDS[w])
    return tuple(out)


_KW_WORD = r"(?:gigantic|defender|eternal|seasoned|tough \d)"


@ABILITY.rule(r"(?P<i>i am|i have) (?P<kws>" + _KW_WORD + r"(?: and " + _KW_WORD + r")*)\.?")
def _keyword_sentence(i: str, kws: str, card: Card) -> Any:
    """"I am Gigantic and Defender." / "I have Tough 1.": keywords printed as a sentence."""
    got = keywords_of(re.sub(r"\s+and\s+", " ", kws, flags=re.I))
    head = "I am" if i.lower() == "i am" else "I have"
    out = [attrs.evolve(got[0], sentence=f"{head} {' and '.join(k.word() for k in got)}.")]
    out += [attrs.evolve(k, sentence="and") for k in got[1:]]
    return tuple(out)


@ABILITY.rule(r"tough x, where x is the number of regions between your hero and companion\.?")
def _tough_x(card: Card) -> Any:
    return VariableKeyword("tough", x=RegionsBetweenYourExpeditions())


@ABILITY.rule(r"if (?P<cond>[^:]+): i (?P<verb>am|have) (?P<kws>" + _KW_WORD + r"(?: and "
              + _KW_WORD + r")*)\.?")
def _if_i_am_keyword(cond: str, verb: str, kws: str, card: Card) -> Any:
    """"If [condition]: I am Gigantic and Defender.": each keyword while the condition
    holds (2.3.1.k); the first carries the sentence, the next ones "and"."""
    got = keywords_of(re.sub(r"\s+and\s+", " ", kws, flags=re.I))
    c = CONDITION.read(cond, card)
    words = " and ".join(k.word() for k in got)
    first = IAmIfHeading(attrs.evolve(got[0], sentence=words), c, verb=verb.lower())
    return (first, *(IAmIfHeading(attrs.evolve(k, sentence="and"), c, verb="and")
                     for k in got[1:]))


@ABILITY.rule(r"(?P<i>i have|i am) tough x, where x is (?P<what>the number of regions between "
              r"your hero and companion|the number of exhausted cards in reserve)\.?")
def _tough_x_sentence(i: str, what: str, card: Card) -> Any:
    x: Any = (RegionsBetweenYourExpeditions() if what.lower().startswith("the number of regions")
              else ExhaustedCardsInReserves())
    return VariableKeywordSentence("tough", x=x, sentence="I have" if i.lower() == "i have"
                                   else "I am")


@ABILITY.rule(r"I begin the game with (?P<n>" + NUM + r") (?P<name>\w+) counters\.?")
def _begins_with(n: str, name: str, card: Card) -> Any:
    if card.type != "hero":
        raise NotUnderstood("begin the game with counters", "not a Hero")
    return BeginsWithCounters(name.lower(), number(n))


_SYMBOL_TRIGGERS = {"J": OnJoin(), "H": OnPlayed(Zone.HAND), "R": OnPlayed(Zone.RESERVE)}


@ABILITY.rule(r"\{(?P<sym>[JHR])\}\s*(?P<effect>.+)")
def _symbol_reaction(sym: str, effect: str, card: Card) -> Any:
    return Reaction(_SYMBOL_TRIGGERS[sym.upper()], steps(effect, card))


_PHASES = {"noon": Phase.NOON, "dusk": Phase.DUSK, "night": Phase.NIGHT}


# "At Noon — if …, …": the condition is after the dash, a step of the effect (6.5.d);
# "At Noon, if … — …" is a condition of the trigger (6.3.b)
@ABILITY.rule(r"at (?P<phase>noon|dusk|night)(?:,? if (?P<cond>[^—]+?))? — (?P<effect>.+)")
def _at_phase(phase: str, cond: str | None, effect: str, card: Card) -> Any:
    condition = CONDITION.read(cond, card) if cond else None
    return Reaction(AtPhase(_PHASES[phase.lower()]), steps(_cap(effect), card),
                    condition=condition)


@ABILITY.rule(r"when (?P<trig>[^—]+?)(?:, if (?P<cond>[^—]+?))? — (?P<effect>.+)")
def _when(trig: str, cond: str | None, effect: str, card: Card) -> Any:
    condition = CONDITION.read(cond, card) if cond else None
    return Reaction(TRIGGER.read(trig, card), steps(effect, card), condition=condition)


@ABILITY.rule(r"(?P<rest>.+?)\.? ignore my abilities during the first day\.?")
def _hero_first_day(rest: str, card: Card) -> Any:
    """A Hero whose abilities do nothing on the first Day: each of its Reactions says so."""
    if card.type != "hero":
        raise NotUnderstood("ignore my abilities", "not a Hero")
    got = ABILITY.read(rest, card)
    got = got if isinstance(got, tuple) else (got,)
    if not all(isinstance(a, Reaction) for a in got):
        raise NotUnderstood(rest, "first-Day Hero ability")
    return tuple(attrs.evolve(a, hero_ignored_first_day=True) for a in got)


@attrs.frozen
class _FirstDayIgnored:
    """The paragraph "Ignore my abilities during the first Day." of a Hero: not an ability
    but a mark on the others (see `mark_first_day`). A Hero with one ability prints
    "ability"."""

    singular: bool = False


@ABILITY.rule(r"ignore my abilit(?P<y>y|ies) during the first day\.?")
def _first_day_alone(y: str, card: Card) -> Any:
    if card.type != "hero":
        raise NotUnderstood("ignore my abilities", "not a Hero")
    return _FirstDayIgnored(singular=y.lower() == "y")


def mark_first_day(abilities: tuple[Any, ...]) -> tuple[Any, ...]:
    """A Hero's "Ignore my abilities during the first Day." as a paragraph of its own: each
    of its other abilities carries the mark (they do nothing on Day 1)."""
    marks = [a for a in abilities if isinstance(a, _FirstDayIgnored)]
    if not marks:
        return abilities
    out = []
    for a in abilities:
        if isinstance(a, _FirstDayIgnored):
            continue
        if not (attrs.has(type(a)) and "hero_ignored_first_day" in attrs.fields_dict(type(a))):
            raise NotUnderstood("ignore my abilities during the first Day", "first-Day Hero")
        a = attrs.evolve(a, hero_ignored_first_day=True)
        if marks[0].singular and "first_day_singular" in attrs.fields_dict(type(a)):
            a = attrs.evolve(a, first_day_singular=True)
        out.append(a)
    return tuple(out)


def _cap(t: str) -> str:
    return t[:1].upper() + t[1:]


_COST_PART = re.compile(r"\{T\}|\{D\}|\d+|spend (?:" + NUM + r") of my \w+ counters?", re.I)


def cost_of(text: str) -> Cost:
    """"{1}, {T}" / "{D}" / "{T}, Spend one of my Kelon counters" -> a Cost."""
    kw: dict = {"spend": ()}
    for part in (p.strip() for p in text.split(",")):
        if not _COST_PART.fullmatch(part):
            raise NotUnderstood(part, "cost")
        low = part.lower()
        if low == "{t}":
            kw["exhaust_me"] = True
        elif low == "{d}":
            kw["discard_me"] = True
        elif low.isdigit():
            kw["mana"] = int(low)
            kw["exhaust_first"] = kw.get("exhaust_me", False)
        else:
            m = re.match(r"spend (\w+) of my (\w+) counters?", low)
            assert m is not None
            kw["spend"] = (*kw["spend"], (m[2], number(m[1])))
    return Cost(**kw)


@ABILITY.rule(r"(?P<cost>(?:\{[TD]\}|\d+|spend [^:]+?)(?:\s*,\s*(?:\{[TD]\}|\d+|spend [^:]+?))*)"
              r"\s*:\s*(?P<effect>.+)")
def _quick_action(cost: str, effect: str, card: Card) -> Any:
    c = cost_of(cost)
    return QuickAction(c, steps(_cap(effect), card), support=c.discard_me)


@ABILITY.rule(r"during morning, draw only one card\. then, put the top card of your deck in your "
              r"mana zone instead of a card from your hand\.?")
def _morning_fen(card: Card) -> Any:
    # modifies the Morning's Draw and Expand (4.2.1.d-e) of the Hero's controller

    return MorningDrawOneExpandFromDeck()
