"""Productions for the Axiom cards of the later sets (Alize, Bise, Cyclone, Duster) that the
other grammar modules do not read. Their words are in `engine/effects/axiom_words.py`;
what each mechanism means and the rulings taken are in docs/mechanisms.md ("Axiom in the
later sets")."""

from __future__ import annotations

from typing import Any

from engine.cardtext.effects import clause
from engine.cardtext.grammar import ABILITY, CONDITION, EFFECT, TRIGGER, Card, NotUnderstood
from engine.cardtext.nouns import NUM, filter_of, number, selector
from engine.effects.abilities import (
    NextPlayedHereActivatesOne,
    NextPlayedLessAndBoosts,
    OptionalCostReduction,
    QuickAction,
    Reaction,
    ReducedNextPlayed,
)
from engine.effects.activation import ItActivates
from engine.effects.boosts import (
    AnyNumberForBoosts,
    Augment,
    BoostThen,
    DistributeBoostsInReserve,
    GainBoostsPerExhausted,
    GiveBoosts,
    GiveBoostsTo,
)
from engine.effects.conditions import ItsHandCostWas, YouHaveExhausted
from engine.effects.cost_changes import PlayMeForLessIf
from engine.effects.costs import (
    Cost,
    CostAndSacrifice,
    ExhaustAndSpendAny,
    SacrificeForCost,
    SacrificeOneCost,
    SpendCounterCost,
)
from engine.effects.filters import IN_PLAY_OR_RESERVE, PERMANENT, Filter, OneOfFilter
from engine.effects.modes import (
    IfAfter,
    IfOtherwiseInline,
    IfYouCant,
    MayTargetGains,
    PaidMode,
)
from engine.effects.movement import DiscardToActivateTheirR, SacrificeEither
from engine.effects.passives import MayPlayExhaustedFromReserve, ReserveLimitUp
from engine.effects.playing import ChooseOrPayForBoth
from engine.effects.regions import CreateOngoingHere
from engine.effects.selectors import (
    All,
    AnyNumberOfTargets,
    Target,
    TargetOneOf,
    TargetOneOfTaxed,
    TargetsWithTotalStat,
    YourCardsInReserve,
)
from engine.effects.statuses import (
    ExhaustOne,
    ExhaustTarget,
    PutFromHandThenExhaust,
    Ready,
    ReadyTaxed,
    ReadyUpToOfYourExhausted,
    SameNumberLose,
)
from engine.effects.steps import (
    EACH,
    Choose,
    CreateOngoing,
    CreateToken,
    GainBoosts,
    PayToDo,
    Send,
)
from engine.effects.tokens import CreateLandmarkTokenForThem, CreateOnlyOne
from engine.effects.triggers import (
    OnJoin,
    OnPlayed,
    WhenACardGoesFromHandOrDeckToReserve,
    WhenRobotOrTokenJoinsMyExpedition,
)
from engine.model import Zone

_PERMANENT_OR_RESERVE_CARD = OneOfFilter(
    (PERMANENT, Filter(types=(), zones=(Zone.RESERVE,))), ("Permanent in play", "card in Reserve"))


# ------------------------------------------------------------------ exhausted and readied cards
@EFFECT.rule(r"ready target permanent in play or target card in reserve")
def _ready_permanent_or_reserve_card(card: Card) -> Any:
    # one target of either kind (6.5.b); readying is losing Exhausted (7.3.18)
    return Ready(TargetOneOf(_PERMANENT_OR_RESERVE_CARD))


_EXHAUST_KINDS = {"a permanent you control or a card in your reserve": ("permanent", "reserve"),
                  "a card in your reserve": ("reserve",),
                  "a permanent you control": ("permanent",)}


@EFFECT.rule(r"exhaust (?P<what>a permanent you control or a card in your reserve|"
             r"a card in your reserve|a permanent you control)")
def _exhaust_one(what: str, card: Card) -> Any:
    return ExhaustOne(_EXHAUST_KINDS[what.lower()])


@EFFECT.rule(r"each player exhausts a permanent they control or a card in their reserve")
def _each_exhausts_one(card: Card) -> Any:
    return ExhaustOne(("permanent", "reserve"), EACH)


@CONDITION.rule(r"you control an exhausted permanent or if there's an exhausted card in your "
                r"reserve")
def _you_have_exhausted(card: Card) -> Any:
    return YouHaveExhausted()


@CONDITION.rule(r"you control an exhausted permanent")
def _you_control_exhausted(card: Card) -> Any:
    return YouHaveExhausted(reserve=False)


@CONDITION.rule(r"there's an exhausted card in your reserve")
def _exhausted_in_your_reserve(card: Card) -> Any:
    return YouHaveExhausted(permanents=False)


@CONDITION.rule(r"there are (?P<n>" + NUM + r") or more exhausted cards among permanents you "
                r"control and cards in your reserve")
def _exhausted_among_yours(n: str, card: Card) -> Any:
    return YouHaveExhausted(at_least=number(n))


@EFFECT.rule(r"(?P<what>i gain .+?) if (?P<cond>.+)")
def _step_if(what: str, cond: str, card: Card) -> Any:
    return IfAfter(CONDITION.read(cond, card), clause(what, card))


@EFFECT.rule(r"i gain 1 boost per exhausted permanent you control and per exhausted card in "
             r"your reserve, up to a max of (?P<cap>\d+) boosts on me")
def _boosts_per_exhausted(cap: str, card: Card) -> Any:
    return GainBoostsPerExhausted(int(cap))


@ABILITY.rule(r"\{T\}\s*:\s*(?P<who>target .+?) gains (?P<n>" + NUM + r") boosts?\. "
              r"then (?P<then>exhaust|ready) it\.?")
def _boost_then(who: str, n: str, then: str, card: Card) -> Any:
    sel = selector(who)
    if not isinstance(sel, Target) or sel.count != 1:
        raise NotUnderstood(who, "boost then exhaust/ready")
    return QuickAction(Cost(exhaust_me=True), (BoostThen(sel, number(n), then.lower()),))


# ------------------------------------------------------------------ spending counters
_ANY_COUNTER = r"1 counter from a card you control or in your reserve"


@EFFECT.rule(r"you may spend 1 of my boosts to (?P<what>.+)")
def _may_spend_boost(what: str, card: Card) -> Any:
    return PayToDo(SpendCounterCost(anywhere=False), clause(what, card))


@EFFECT.rule(r"spend " + _ANY_COUNTER + r" to (?P<what>.+)")
def _spend_any_counter(what: str, card: Card) -> Any:
    return PaidMode(SpendCounterCost(), clause(what, card), colon=False)


@EFFECT.rule(r"\{T\}\s*:\s*(?P<what>.+)")
def _exhaust_me_mode(what: str, card: Card) -> Any:
    # a mode of "Choose one:" with its own cost, "[T] : I gain 2 boosts" (6.4)
    return PaidMode(Cost(exhaust_me=True), clause(what, card))


@EFFECT.rule(r"reduce the cost of the next permanent you play this afternoon by (?P<n>\d+)")
def _reduce_next_permanent(n: str, card: Card) -> Any:
    return CreateOngoing(ReducedNextPlayed(("permanent",), cost_less=int(n)), "afternoon")


# ------------------------------------------------------------------ exhausted cards played
@ABILITY.rule(r"you may play exhausted (?P<what>cards|characters) from your reserve"
              r"(?P<mine> in my expedition)?\.?")
def _may_play_exhausted(what: str, mine: str | None, card: Card) -> Any:
    types = ("character",) if what.lower() == "characters" else ()
    return MayPlayExhaustedFromReserve(types, in_my_expedition=bool(mine))


@EFFECT.rule(r"ready (?P<words>all cards in your reserve|your cards in reserve)")
def _ready_your_reserve(words: str, card: Card) -> Any:
    # readying is losing Exhausted (7.3.18); their support abilities work again (2.2.11.i)
    return Ready(YourCardsInReserve(words=words))


@TRIGGER.rule(r"a card goes from your hand or deck to reserve")
def _hand_or_deck_to_reserve(card: Card) -> Any:
    return WhenACardGoesFromHandOrDeckToReserve()


# ------------------------------------------------------------------ Reserve limit (4.2.5.c)
@ABILITY.rule(r"your reserve limit is increased by (?P<n>" + NUM + r")\.?")
def _reserve_limit_up(n: str, card: Card) -> Any:
    return ReserveLimitUp(number(n))


@ABILITY.rule(r"you may keep one more card in reserve during night if it's exhausted\.?")
def _keep_one_more_exhausted(card: Card) -> Any:
    return ReserveLimitUp(1, exhausted_only=True)


# ------------------------------------------------------------------ Duster: Reserve and Landmarks
@EFFECT.rule(r"exhaust target card in any player's reserve")
def _exhaust_any_reserve_card(card: Card) -> Any:
    return ExhaustTarget(Target(Filter(types=(), zones=(Zone.RESERVE,))))


@EFFECT.rule(r"create an? (?P<name>\w+) token in (?P<whose>that player's|its controller's) "
             r"landmarks")
def _landmark_token_for_them(name: str, whose: str, card: Card) -> Any:
    from engine.cardtext.effects_duster import landmark_token_ref

    ref = landmark_token_ref(name)
    if ref is None:
        raise NotUnderstood(name, "token")
    return CreateLandmarkTokenForThem(
        ref, whose="that_player" if whose.lower() == "that player's" else "its_controller")


@EFFECT.rule(r"put a card from your hand in reserve, then exhaust it")
def _hand_to_reserve_exhausted(card: Card) -> Any:
    return PutFromHandThenExhaust()


@EFFECT.rule(r"(?P<then>then )?you may target an? (?P<what>.+?), it gains (?P<n>" + NUM
             + r") boosts?")
def _may_target_gains(then: str | None, what: str, n: str, card: Card) -> Any:
    return MayTargetGains(Target(filter_of(what)), number(n), then_word=bool(then))


@ABILITY.rule(r"\{R\}\s*choose one, or exhaust a permanent you control to choose both:\s*"
              r"(?P<modes>•.+)")
def _choose_or_both(modes: str, card: Card) -> Any:
    from engine.cardtext.effects import steps
    from engine.effects.costs import ExhaustOneCost

    parts = tuple(steps(b.strip(), card) for b in modes.split("•") if b.strip())
    return Reaction(OnPlayed(Zone.RESERVE),
                    (ChooseOrPayForBoth(ExhaustOneCost("permanent"), Choose(parts)),))


# ------------------------------------------------------------------ sacrifices as costs
@ABILITY.rule(r"you may sacrifice a permanent to reduce my cost by (?P<n>\d+)\.?")
def _sacrifice_for_cheaper(n: str, card: Card) -> Any:
    # an optional cost declared with the intent to play (5.1.2.c)
    return OptionalCostReduction(SacrificeForCost(), int(n))


@ABILITY.rule(r"(?P<cost>(?:\{T\}|\d+)(?:\s*,\s*(?:\{T\}|\d+))*)\s*,\s*sacrifice a permanent\s*:\s*"
              r"(?P<effect>.+)")
def _quick_sacrifice_permanent(cost: str, effect: str, card: Card) -> Any:
    from engine.cardtext.abilities import cost_of
    from engine.cardtext.effects import steps

    return QuickAction(CostAndSacrifice(cost_of(cost)), steps(effect[:1].upper() + effect[1:], card))


@EFFECT.rule(r"you may sacrifice an? (?P<what>.+?) to (?P<effect>.+)")
def _may_sacrifice_to(what: str, effect: str, card: Card) -> Any:
    return PayToDo(SacrificeOneCost(filter_of(what)), clause(effect, card))


@EFFECT.rule(r"give (?P<n>" + NUM + r") boosts? to (?P<who>.+)")
def _give_boosts_to(n: str, who: str, card: Card) -> Any:
    return GiveBoostsTo(selector(who), number(n))


# ------------------------------------------------------------------ modes and activations
def _modes(text: str, card: Card) -> tuple[Any, ...]:
    from engine.cardtext.effects import steps

    return tuple(steps(b.strip(), card) for b in text.split("•") if b.strip())


@ABILITY.rule(r"\{R\}\s*(?P<text>choose up to one:\s*•.+)")
def _choose_up_to_one(text: str, card: Card) -> Any:
    from engine.cardtext.effects import steps

    return Reaction(OnPlayed(Zone.RESERVE), steps(text, card))


@EFFECT.rule(r"(?P<who>target .+?) activates its \{(?P<sym>[jhr])\} abilities")
def _it_activates(who: str, sym: str, card: Card) -> Any:
    return ItActivates(selector(who), sym.upper())


# ------------------------------------------------------------------ Augment, keywords
@EFFECT.rule(r"augment any number of target (?P<what>.+)")
def _augment_any_number(what: str, card: Card) -> Any:
    # reminder: "If they have counters, they gain 1 more. This can't target Hero cards." (7.3.3)
    flt = filter_of(what)
    if flt.zones != IN_PLAY_OR_RESERVE:
        raise NotUnderstood(what, "augment")
    return Augment(AnyNumberOfTargets(flt))


@ABILITY.rule(r"(?P<kw>scout \d)\.\s+(?P<rest>\{[JHR]\}.+)")
def _scout_then_reaction(kw: str, rest: str, card: Card) -> Any:
    from engine.cardtext.abilities import keywords_of

    got = ABILITY.read(rest, card)
    return (*keywords_of(kw), *(got if isinstance(got, tuple) else (got,)))


@ABILITY.rule(r"(?P<kws>(?:gigantic|defender|eternal|seasoned|tough \d)"
              r"(?:, (?:gigantic|defender|eternal|seasoned|tough \d))+)\.?")
def _keyword_list(kws: str, card: Card) -> Any:
    from engine.cardtext.abilities import keywords_of

    return keywords_of(kws)


@EFFECT.rule(r"you may (?P<what>discard any number of cards from your reserve|sacrifice any "
             r"number of permanents) to give me that many boosts")
def _any_number_for_boosts(what: str, card: Card) -> Any:
    return AnyNumberForBoosts("reserve" if "reserve" in what.lower() else "permanents")


# ------------------------------------------------------------------ small sentences
@EFFECT.rule(r"if (?P<cond>[^,]+), (?P<a>[^,]+), otherwise (?P<b>.+)")
def _if_otherwise_inline(cond: str, a: str, b: str, card: Card) -> Any:
    return IfOtherwiseInline(CONDITION.read(cond, card), clause(a, card), clause(b, card))


@EFFECT.rule(r"(?P<who>characters in your reserve) gain (?P<n>" + NUM + r") boosts?")
def _reserve_characters_gain(who: str, n: str, card: Card) -> Any:
    # a Reserve's cards may hold counters (2.5.a); nobody controls them (7.5.4)
    return GainBoosts(All(filter_of(who)), number(n))


@EFFECT.rule(r"give (?P<who>target .+?) (?P<n>" + NUM + r") boosts?")
def _give_target_boosts(who: str, n: str, card: Card) -> Any:
    return GiveBoosts(selector(who), number(n))


@EFFECT.rule(r"the next (?P<sub>\w+) you play this afternoon costs (?P<n>\d+) less and gains "
             r"(?P<b>" + NUM + r") boosts?")
def _next_less_and_boosts(sub: str, n: str, b: str, card: Card) -> Any:
    from engine.cardtext.nouns import subtype_of

    st = subtype_of(sub)
    if st is None:
        raise NotUnderstood(sub, "sub-type")
    return CreateOngoing(NextPlayedLessAndBoosts(("character",), cost_less=int(n),
                                                 boosts=number(b), subtype=st), "afternoon")


@TRIGGER.rule(r"a robot or a token joins my expedition")
def _robot_or_token_joins(card: Card) -> Any:
    return WhenRobotOrTokenJoinsMyExpedition()


# ------------------------------------------------------------------ Flawed Prototype
@EFFECT.rule(r"sacrifice (?P<another>another|a) (?P<sub>\w+) or permanent")
def _sacrifice_either(another: str, sub: str, card: Card) -> Any:
    from engine.cardtext.nouns import subtype_of

    st = subtype_of(sub)
    if st is None:
        raise NotUnderstood(sub, "sub-type")
    other = another.lower() == "another"
    words = ("another " if other else "") + f"{st.capitalize()} or Permanent"
    kind = Filter(types=("character",), subtype=st, other=other)
    return SacrificeEither(OneOfFilter((kind, PERMANENT), (words,)))


@EFFECT.rule(r"if you can't, (?P<rest>.+)")
def _if_you_cant(rest: str, card: Card) -> Any:
    return IfYouCant(clause(rest, card))


@CONDITION.rule(r"its hand cost was (?P<n>\d+) or more")
def _its_hand_cost_was(n: str, card: Card) -> Any:
    return ItsHandCostWas(int(n))


_STAT_SYMBOLS = {"{v}": "forest", "{m}": "mountain", "{o}": "water"}


@EFFECT.rule(r"send to reserve any number of target (?P<what>.+?) with total "
             r"(?P<sym>\{[vmo]\}) of (?P<n>\d+) or less")
def _send_targets_with_total(what: str, sym: str, n: str, card: Card) -> Any:
    sel = TargetsWithTotalStat(filter_of(what), stat=_STAT_SYMBOLS[sym.lower()], max_total=int(n))
    return Send(sel, Zone.RESERVE, zone_first=True)


@ABILITY.rule(r"\{J\}\s*if (?P<cond>[^,]+), create two (?P<name>[\w' ]+?) (?:\d+/\d+/\d+ )?\w+ tokens "
              r"in target expedition\. otherwise, create only one\.?")
def _two_tokens_otherwise_one(cond: str, name: str, card: Card) -> Any:
    from engine.cards.tokens import token_ref
    from engine.effects.steps import If, Where

    ref = token_ref(name.strip())
    if ref is None:
        raise NotUnderstood(name, "token")
    where = Where("target")
    return Reaction(OnJoin(), (If(CONDITION.read(cond, card), (CreateToken(ref, where, 2),),
                                  (CreateOnlyOne(ref, where),)),))


@EFFECT.rule(r"the next character played from your hand in my expedition this turn activates "
             r"one of its \{(?P<sym>[jhr])\} abilities(?:, then gains (?P<n>" + NUM + r") boosts?)?")
def _next_played_here_activates(sym: str, n: str | None, card: Card) -> Any:
    passive = NextPlayedHereActivatesOne(("character",), from_hand=True, activates=sym.upper(),
                                         then_boosts=number(n) if n else 0)
    return CreateOngoingHere(passive)


@ABILITY.rule(r"\{J\}\s*you may discard (?:a character|up to (?P<n>two) characters) from your "
              r"reserve\. if you do, i activate (?:one of its|up to two of their) \{r\} "
              r"abilities as if (?:it was|they were) mine\.?")
def _discard_to_activate_r(n: str | None, card: Card) -> Any:
    return Reaction(OnJoin(), (DiscardToActivateTheirR(number(n) if n else 1),))


@ABILITY.rule(r"play me for (?P<n>\d+) less if (?P<cond>.+?)\.?")
def _play_me_for_less_if(n: str, cond: str, card: Card) -> Any:
    return PlayMeForLessIf(less=int(n), cond=CONDITION.read(cond, card))


@EFFECT.rule(r"ready up to (?P<n>two|three) of them")
def _ready_up_to_of_them(n: str, card: Card) -> Any:
    return ReadyUpToOfYourExhausted(number(n))


@EFFECT.rule(r"distribute (?P<n>" + NUM + r") boosts among any characters in reserve")
def _distribute_boosts(n: str, card: Card) -> Any:
    return DistributeBoostsInReserve(number(n))


@ABILITY.rule(r"\{T\},\s*spend any number of my (?P<name>\w+) counters\s*:\s*the same number of "
              r"target (?P<what>.+?) lose (?P<st>fleeting|anchored|asleep)\.?")
def _spend_any_then_same_number(name: str, what: str, st: str, card: Card) -> Any:
    from engine.cardtext.nouns import STATUS_WORDS

    return QuickAction(ExhaustAndSpendAny(name.lower()),
                       (SameNumberLose(Target(filter_of(what)), STATUS_WORDS[st.lower()]),))


@ABILITY.rule(r"\{T\}\s*:\s*ready target permanent in play or target card in reserve\. this costs "
              r"(?P<n>\d+) more to target a permanent in play with hand cost (?P<k>\d+) or more\.?")
def _ready_taxed(n: str, k: str, card: Card) -> Any:
    sel = TargetOneOfTaxed(_PERMANENT_OR_RESERVE_CARD, more=int(n), min_hand_cost=int(k))
    return QuickAction(Cost(exhaust_me=True), (ReadyTaxed(sel),))
