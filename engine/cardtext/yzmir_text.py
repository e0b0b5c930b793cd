"""Productions for the Yzmir cards of the later sets (Alize, Bise, Cyclone, Duster) that the
other grammar modules do not read. Their words are in `engine/effects/yzmir_words.py`;
what each mechanism means and the rulings taken are in docs/mechanisms.md ("Yzmir in the
later sets")."""

from __future__ import annotations

import re
from typing import Any

from engine.cards.tokens import token_ref
from engine.cardtext.effects import clause, steps
from engine.cardtext.grammar import ABILITY, CONDITION, EFFECT, TRIGGER, Card, NotUnderstood
from engine.cardtext.nouns import NUM, filter_of, number, sacrificed_filter, selector, subtype_of
from engine.effects.abilities import (
    ExhaustFromReserve,
    ICostLessFor,
    ICostLessIf,
    NextPlayedWorded,
    OptionalCostReduction,
    QuickAction,
    Reaction,
)
from engine.effects.boosts import (
    DistributeBoostsYzmir,
    GainBoostsPer,
    GainCountersUpTo,
    GainXBoosts,
    GiveBoosts,
    RemoveUpToCounters,
)
from engine.effects.conditions import (
    ExhaustedCardsAre,
    IAmStatus,
    ItsBaseCostWas,
    ItsInYourReserve,
    ItWasTheOnlyCardInTheirReserve,
)
from engine.effects.control import ItsControllerDraws, TakeControl
from engine.effects.cost_changes import ForLessByBaseCost, ForLessByHandCost
from engine.effects.costs import Cost, ExhaustFromReserveCost, ExhaustMeAndX
from engine.effects.counts import (
    CardsInYourHand,
    ExhaustedCardsInReserve,
    ExhaustedCardsInReserveTotal,
    ExhaustedInReserveAndPermanents,
    ExhaustedInReserveX,
    MyCountersX,
    TargetOpponentControls,
)
from engine.effects.filters import Filter
from engine.effects.modes import DoXTimes
from engine.effects.movement import (
    PutTypeFromHand,
    SacrificeHighestBaseCost,
    TargetPlayerSacrifices,
)
from engine.effects.passives import (
    AlsoConsidered,
    CharactersStayExhaustedInReserve,
    IAmIfPrinted,
    ReserveLimitUpIf,
)
from engine.effects.playing import AlsoIfPlayedBaseCost, PlayItForFree
from engine.effects.regions import Defect, EachFromTargetExpedition
from engine.effects.reserve import (
    DiscardAllOthersInPlayOrReserve,
    DiscardTypeFromYourReserve,
    ExhaustUpToInReserve,
    SendToReserveExhausted,
    TheyResupply,
)
from engine.effects.selectors import (
    CardInAnyPlayersReserve,
    CostXOrLessTarget,
    ExhaustedCardFromAReserve,
    It,
    Me,
    Target,
)
from engine.effects.steps import CreateOngoing, GainStatus, PayToDo, Send, Unless, Where
from engine.effects.tokens import (
    CreateTokenFacingDraws,
    CreateTokenInAnOpponentsExpedition,
    CreateTokenInItsExpedition,
    CreateTokensAmongAny,
    CreateXTokensInMyExpedition,
)
from engine.effects.triggers import (
    OnPlayed,
    WhenACardGoesToTheDiscardPile,
    WhenAnotherPermanentJoinsYours,
    WhenYouSacrifice,
)
from engine.effects.variable import VariableKeyword
from engine.model import Status, Zone

_TYPES = {"spell": "spell", "spells": "spell", "character": "character",
          "characters": "character", "permanent": "permanent", "permanents": "permanent"}


# ------------------------------------------------------------------ hand and Reserve
@EFFECT.rule(r"put an? (?P<what>spell|character|permanent) from your hand in (?:your )?reserve")
def _typed_hand_to_reserve(what: str, card: Card) -> Any:
    return PutTypeFromHand(_TYPES[what.lower()])


# ------------------------------------------------------------------ boosts
@EFFECT.rule(r"give (?P<who>(?:up to \w+ )?(?:another )?target .+?) (?P<n>" + NUM + r") boosts?")
def _give_target_boosts(who: str, n: str, card: Card) -> Any:
    # "give" has the effect's controller as subject; the target gains them (7.3.12)
    return GiveBoosts(selector(who), number(n))


# ------------------------------------------------------------------ Base Cost
@EFFECT.rule(r"send to reserve (?P<who>target .+), then exhaust it")
def _send_first_exhausted(who: str, card: Card) -> Any:
    return SendToReserveExhausted(selector(who), zone_first=True)


@CONDITION.rule(r"its base cost was (?P<n>\d+) or (?P<way>more|less)")
def _its_base_cost_was(n: str, way: str, card: Card) -> Any:
    return ItsBaseCostWas(int(n), more=way.lower() == "more")


@EFFECT.rule(r"its controller draws (?P<n>" + NUM + r") cards?")
def _its_controller_draws(n: str, card: Card) -> Any:
    return ItsControllerDraws(number(n))


@EFFECT.rule(r"target opponent sacrifices the (?P<what>.+?) they control with the highest "
             r"base cost")
def _sacrifice_highest(what: str, card: Card) -> Any:
    flt = sacrificed_filter(what)
    return SacrificeHighestBaseCost(flt)


@ABILITY.rule(r"you may play (?P<what>spells|characters|permanents) for (?P<n>\d+) less if "
              r"their base cost is (?P<k>\d+) or more\.?")
def _for_less_by_base_cost(what: str, n: str, k: str, card: Card) -> Any:
    return ForLessByBaseCost(types=(_TYPES[what.lower()],), less=int(n), min_base=int(k))


# ------------------------------------------------------------------ unless
@EFFECT.rule(r"(?P<what>.+?) unless (?P<cond>.+)")
def _unless(what: str, cond: str, card: Card) -> Any:
    if re.search(r",", what):
        raise NotUnderstood(what, "unless")  # one step only: which part the condition rules
    return Unless(CONDITION.read(cond, card), clause(what, card), after=True)


# ------------------------------------------------------------------ "I cost N less if …"
@ABILITY.rule(r"I cost (?P<n>\d+) less if (?P<cond>.+?)\.?")
def _i_cost_less_if(n: str, cond: str, card: Card) -> Any:
    return ICostLessIf(less=int(n), cond=CONDITION.read(cond, card))


@ABILITY.rule(r"if (?P<cond>[^,]+), I cost (?P<n>\d+) less\.?")
def _if_i_cost_less(n: str, cond: str, card: Card) -> Any:
    return ICostLessIf(less=int(n), cond=CONDITION.read(cond, card), cond_first=True)


@ABILITY.rule(r"I cost (?P<n>\d+) less for each exhausted card in reserve\.?")
def _i_cost_less_per_exhausted(n: str, card: Card) -> Any:
    return ICostLessFor(per=int(n), count=ExhaustedCardsInReserve())


# ------------------------------------------------------------------ whole Expeditions
@EFFECT.rule(r"(?P<verb>send to reserve|discard) each character from target expedition, then "
             r"(?P<then>exhaust them|that expedition moves backwards one region)")
def _each_from_target_expedition(verb: str, then: str, card: Card) -> Any:
    to = Zone.RESERVE if verb.lower().startswith("send") else Zone.DISCARD
    return EachFromTargetExpedition(to, "exhaust" if then.lower().startswith("exhaust") else "back")


# ------------------------------------------------------------------ exhausting in Reserve as a cost
@ABILITY.rule(r"\{T\}, exhaust a card in your reserve\s*:\s*(?P<effect>.+)")
def _quick_exhaust_in_reserve(effect: str, card: Card) -> Any:
    return QuickAction(ExhaustFromReserveCost(Cost(exhaust_me=True)),
                       steps(effect[:1].upper() + effect[1:], card))


@ABILITY.rule(r"you may exhaust a card from your reserve to play me for (?P<n>\d+) less\.?")
def _exhaust_for_cheaper(n: str, card: Card) -> Any:
    # an optional cost declared with the intent to play (5.1.2.c)
    return OptionalCostReduction(ExhaustFromReserve(), int(n), for_less=True)


# ------------------------------------------------------------------ tokens
@EFFECT.rule(r"create an? (?P<name>[A-Z][\w' ]+?) \d+/\d+/\d+ (?P<subs>[\w ,]+?) token in its "
             r"expedition")
def _token_in_its_expedition(name: str, subs: str, card: Card) -> Any:
    ref = token_ref(name)
    if ref is None:
        raise NotUnderstood(f"create {name}", "token")
    return CreateTokenInItsExpedition(ref)


@EFFECT.rule(r"create (?P<n>" + NUM + r") (?P<name>[A-Z][\w' ]+?) \d+/\d+/\d+ (?P<subs>[\w ,]+?) "
             r"tokens, distributed among any expeditions")
def _tokens_among_any(n: str, name: str, subs: str, card: Card) -> Any:
    ref = token_ref(name)
    if ref is None:
        raise NotUnderstood(f"create {name}", "token")
    return CreateTokensAmongAny(ref, Where("target"), number(n))


# ------------------------------------------------------------------ Reserves
@EFFECT.rule(r"discard an? (?P<what>spell|character|permanent) from your reserve")
def _discard_typed_from_reserve(what: str, card: Card) -> Any:
    return DiscardTypeFromYourReserve(_TYPES[what.lower()])


@EFFECT.rule(r"discard target exhausted card from a reserve")
def _discard_exhausted_from_a_reserve(card: Card) -> Any:
    return Send(ExhaustedCardFromAReserve(), Zone.DISCARD)


@CONDITION.rule(r"there's an exhausted card in reserve",
                r"there are (?P<n>" + NUM + r") or more exhausted card in reserve")
def _exhausted_cards_are(card: Card, n: str | None = None) -> Any:
    # "two or more exhausted card" is printed so on Belasenka: the words are kept as printed
    k = number(n) if n else 1
    words = (f"there are {_WORDS.get(k, k)} or more exhausted card in Reserve" if n
             else "there's an exhausted card in Reserve")
    return ExhaustedCardsAre(k, wording=words)


_WORDS = {1: "one", 2: "two", 3: "three", 4: "four"}


# ------------------------------------------------------------------ the next card you play
_WHEN = {"this turn": "turn", "this afternoon": "afternoon"}


@EFFECT.rule(r"pay (?P<n>\d+) less for the next (?P<what>spell|character|permanent) you play "
             r"(?P<dur>this turn|this afternoon)(?:, down to a minimum of (?P<floor>\d+))?")
def _pay_less_for_next(n: str, what: str, dur: str, card: Card, floor: str | None = None) -> Any:
    passive = NextPlayedWorded((_TYPES[what.lower()],), cost_less=int(n),
                               cost_floor=int(floor) if floor else None, pay_words=True)
    return CreateOngoing(passive, _WHEN[dur.lower()])


@EFFECT.rule(r"the next (?P<what>\w+) you play (?P<dur>this turn|this afternoon) costs "
             r"(?P<n>\d+) less and gains (?P<k>" + NUM + r") boosts?")
def _next_less_and_boosts(what: str, dur: str, n: str, k: str, card: Card) -> Any:
    sub = subtype_of(what)
    if what.lower() in _TYPES or sub is None:
        raise NotUnderstood(what, "noun")  # a sub-type: a Character of it
    passive = NextPlayedWorded(("character",), cost_less=int(n), boosts=number(k), subtype=sub)
    return CreateOngoing(passive, _WHEN[dur.lower()])


@EFFECT.rule(r"exhaust up to (?P<n>" + NUM + r") cards in reserve")
def _exhaust_up_to_in_reserve(n: str, card: Card) -> Any:
    return ExhaustUpToInReserve(number(n))


@EFFECT.rule(r"target player sacrifices an? (?P<what>.+)")
def _target_player_sacrifices(what: str, card: Card) -> Any:
    flt = sacrificed_filter(what)
    return TargetPlayerSacrifices(flt)


# ------------------------------------------------------------------ spending my counters
@EFFECT.rule(r"you may (?P<ex>exhaust me and )?spend (?P<k>" + NUM + r") of my "
             r"(?:(?P<boosts>boosts)|(?P<name>\w+) counters) to (?P<what>.+)")
def _may_spend_to(k: str, what: str, card: Card, ex: str | None = None,
                  boosts: str | None = None, name: str | None = None) -> Any:
    # an internal cost (6.4): spending counters needs that many on me (2.5.h)
    counter = "boost" if boosts else (name or "").lower()
    return PayToDo(Cost(exhaust_me=bool(ex), spend=((counter, number(k)),)), clause(what, card))


# ------------------------------------------------------------------ boosts by a count
@EFFECT.rule(r"i gain 1 boost per (?P<what>.+?) target opponent controls")
def _boosts_per_opponents(what: str, card: Card) -> Any:
    return GainBoostsPer(Me(), TargetOpponentControls(filter_of(what)))


@EFFECT.rule(r"i gain 1 boost per card in your hand")
def _boosts_per_hand_card(card: Card) -> Any:
    return GainBoostsPer(Me(), CardsInYourHand())


@TRIGGER.rule(r"you sacrifice an? (?P<what>non-\w+ characters?)")
def _you_sacrifice_non(what: str, card: Card) -> Any:
    return WhenYouSacrifice(filter_of(what))


# ------------------------------------------------------------------ Hextag Chaser, Harry Houdini
@EFFECT.rule(r"exhaust target card in any player's reserve")
def _exhaust_in_any_reserve(card: Card) -> Any:
    return GainStatus(CardInAnyPlayersReserve(), Status.EXHAUSTED)


@CONDITION.rule(r"it was the only card in their reserve")
def _only_card_in_their_reserve(card: Card) -> Any:
    return ItWasTheOnlyCardInTheirReserve()


@CONDITION.rule(r"it's in your reserve")
def _its_in_your_reserve(card: Card) -> Any:
    return ItsInYourReserve()


@EFFECT.rule(r"they resupply")
def _they_resupply(card: Card) -> Any:
    return TheyResupply()


@EFFECT.rule(r"create an? (?P<name>[A-Z][\w' ]+?) \d+/\d+/\d+ (?P<subs>[\w ,]+?) token in an "
             r"opponent's expedition")
def _token_in_an_opponents_expedition(name: str, subs: str, card: Card) -> Any:
    ref = token_ref(name)
    if ref is None:
        raise NotUnderstood(f"create {name}", "token")
    return CreateTokenInAnOpponentsExpedition(ref)


@ABILITY.rule(r"\{H\}\s*create an? (?P<name>[A-Z][\w' ]+?) \d+/\d+/\d+ (?P<subs>\w+) token in "
              r"target expedition\. then, the controller of the expedition facing that "
              r"(?P<s2>\w+) draws a card\.?")
def _token_then_facing_draws(name: str, subs: str, s2: str, card: Card) -> Any:
    # two sentences about one token: "that Illusion" is the token just created
    ref = token_ref(name)
    if ref is None or subs.lower() != s2.lower():
        raise NotUnderstood(f"create {name}", "token")
    return Reaction(OnPlayed(Zone.HAND), (CreateTokenFacingDraws(ref),))


# ------------------------------------------------------------------ The Snow Queen, Scholars' Vault
@ABILITY.rule(r"exhausted characters in reserve remain exhausted during morning\.?")
def _characters_stay_exhausted(card: Card) -> Any:
    return CharactersStayExhaustedInReserve()


@ABILITY.rule(r"tough x, where x is the number of exhausted cards in reserve\.?")
def _tough_exhausted(card: Card) -> Any:
    return VariableKeyword("tough", x=ExhaustedInReserveX())


@ABILITY.rule(r"if there are one or more (?P<what>spells|characters)(?: of hand cost (?P<k>\d+) or "
              r"more)? in your reserve, your reserve limit is increased by one\.?")
def _reserve_limit_up(what: str, card: Card, k: str | None = None) -> Any:
    return ReserveLimitUpIf(_TYPES[what.lower()], int(k) if k else None)


@ABILITY.rule(r"you may play (?P<what>spells|characters|permanents) of hand cost (?P<k>\d+) or "
              r"more for (?P<n>\d+) less\.?")
def _for_less_by_hand_cost(what: str, k: str, n: str, card: Card) -> Any:
    return ForLessByHandCost(types=(_TYPES[what.lower()],), less=int(n), min_hand=int(k))


# ------------------------------------------------------------------ boosts and counters
@EFFECT.rule(r"distribute (?P<n>" + NUM + r") boosts among any target characters in play"
             r"(?P<res> or in reserve)?")
def _distribute_boosts(n: str, card: Card, res: str | None = None) -> Any:
    from engine.effects.filters import IN_PLAY_OR_RESERVE

    flt = Filter(zones=IN_PLAY_OR_RESERVE) if res else Filter()
    return DistributeBoostsYzmir(flt, number(n))


@EFFECT.rule(r"remove (?P<up>up to )?(?P<n>" + NUM + r") counters from target card in play or "
             r"in reserve")
def _remove_counters(n: str, card: Card, up: str | None = None) -> Any:
    return RemoveUpToCounters(number(n), up_to=bool(up))


# ------------------------------------------------------------------ Moyo & Silk, Nilam Spires
@EFFECT.rule(r"if the base cost was (?P<n>\d+) or more, also (?P<rest>.+)")
def _also_if_base_cost(n: str, rest: str, card: Card) -> Any:
    return AlsoIfPlayedBaseCost(int(n), clause(rest, card))


@TRIGGER.rule(r"another permanent joins your expeditions or landmarks")
def _another_permanent_joins(card: Card) -> Any:
    return WhenAnotherPermanentJoinsYours()


# ------------------------------------------------------------------ Defect
@EFFECT.rule(r"(?P<who>.+?) defects?")
def _defects(who: str, card: Card) -> Any:
    sel = selector(who)
    if not isinstance(sel, Target):
        raise NotUnderstood(who, "defect")
    return Defect(sel)


# ------------------------------------------------------------------ X, my number of counters
_X = r"x\+(?P<k>\d+)(?: times)?, where x is my number of (?P<name>\w+) counters"


@EFFECT.rule(r"(?P<who>target character) gains " + r"x\+(?P<k>\d+) boosts, where x is my number "
             r"of (?P<name>\w+) counters")
def _gains_x_boosts(who: str, k: str, name: str, card: Card) -> Any:
    return GainXBoosts(selector(who), MyCountersX(name.lower(), int(k)))


@EFFECT.rule(r"do the following " + _X + r":\s*•\s*(?P<rest>.+)")
def _do_x_times(k: str, name: str, rest: str, card: Card) -> Any:
    return DoXTimes(MyCountersX(name.lower(), int(k)), clause(rest, card))


@EFFECT.rule(r"send to reserve target character with hand cost x\+(?P<k>\d+) or less, where x is "
             r"my number of (?P<name>\w+) counters, then exhaust it")
def _send_x_exhausted(k: str, name: str, card: Card) -> Any:
    x = MyCountersX(name.lower(), int(k))
    return SendToReserveExhausted(CostXOrLessTarget(Filter(max_hand_cost_x=x), x=x),
                                  zone_first=True)


# ------------------------------------------------------------------ The Hunger
@EFFECT.rule(r"discard all other cards in play or in reserve")
def _discard_all_others(card: Card) -> Any:
    return DiscardAllOthersInPlayOrReserve()


@TRIGGER.rule(r"a card goes to the discard pile")
def _card_to_discard(card: Card) -> Any:
    return WhenACardGoesToTheDiscardPile()


@ABILITY.rule(r"if i'm fleeting, i am gigantic\.?")
def _fleeting_gigantic(card: Card) -> Any:
    from engine.effects.keywords import GIGANTIC

    return IAmIfPrinted(GIGANTIC, IAmStatus(Status.FLEETING))


@EFFECT.rule(r"(?P<who>.+?) gains? (?P<n>" + NUM + r") (?P<name>\w+) counters?, up to a max of "
             r"(?P<cap>\d+)")
def _counters_up_to(who: str, n: str, name: str, cap: str, card: Card) -> Any:
    if name.lower() == "boost":
        raise NotUnderstood(name, "counter")
    return GainCountersUpTo(selector(who), name.lower(), number(n), int(cap))


# ------------------------------------------------------------------ Mothcatcher Wand
@ABILITY.rule(r"\{T\},\s*X\s*:\s*create x (?P<name>[A-Z][\w' ]+?) \d+/\d+/\d+ (?P<subs>\w+) tokens "
              r"in my expedition\. x can't be higher than (?P<limit>.+?)\.?")
def _quick_x_tokens(name: str, subs: str, limit: str, card: Card) -> Any:
    ref = token_ref(name)
    lim = {"the number of exhausted cards in reserve": ExhaustedCardsInReserveTotal(),
           "the total number of exhausted cards in reserve and other exhausted permanents you "
           "control": ExhaustedInReserveAndPermanents()}.get(limit.lower())
    if ref is None or lim is None:
        raise NotUnderstood(limit, "X")
    return QuickAction(ExhaustMeAndX(lim), (CreateXTokensInMyExpedition(ref, lim),))


# ------------------------------------------------------------------ Brainwash
@EFFECT.rule(r"play it for free")
def _play_it_for_free(card: Card) -> Any:
    return PlayItForFree()


_ALSO = {"a spell": ("spell", "a Spell"), "an expedition permanent": ("permanent", "an Expedition Permanent")}


@ABILITY.rule(r"I'm also considered (?P<what>a spell|an expedition permanent),? even when not in "
              r"play\.?")
def _also_considered(what: str, card: Card) -> Any:
    """A type the card has for other abilities only (docs/mechanisms.md, Yzmir)."""
    kind, words = _ALSO[what.lower()]
    return AlsoConsidered(kind, words)


@EFFECT.rule(r"take control of (?P<who>target .+?)(?P<exp>, putting it in my expedition if it's an "
             r"expedition permanent)?")
def _take_control(who: str, exp: str | None, card: Card) -> Any:
    """A Permanent changing controller (docs/mechanisms.md, Yzmir: "Taking control")."""
    sel = selector(who)
    if not getattr(sel, "filter", None) or sel.filter.types != ("permanent",):
        raise NotUnderstood(who, "take control of")
    return TakeControl(sel, into_my_expedition=bool(exp))


@EFFECT.rule(r"you take control of it")
def _you_take_control_of_it(card: Card) -> Any:
    return TakeControl(It(), words="you")
