"""Productions for how the steps of an effect are put together: "If you do", "Otherwise",
"Then", "Choose one" (engine/effects/modes.py)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.cardtext.effects import clause, steps
from engine.cardtext.grammar import CONDITION, EFFECT, NotUnderstood
from engine.cardtext.nouns import NUM, STATUS_WORDS, filter_of, number
from engine.effects.costs.base import Cost
from engine.effects.costs.counters import SpendCounterCost
from engine.effects.modes.conditionals import IfAfter, IfInline, IfOtherwiseInline, IfYouCant
from engine.effects.modes.optional import MarkTargets, MayTargetGains, PaidMode
from engine.effects.modes.repeats import ForEachMayActivate
from engine.effects.modes.then import Again, ThenAfter
from engine.effects.selectors.pronouns import It
from engine.effects.selectors.targets import Target
from engine.effects.steps.gains import GainStatus

if TYPE_CHECKING:  # pragma: no cover
    from typing import Any

    from engine.cardtext.grammar import Card


@EFFECT.rule(r"(?P<what>i gain .+?) if (?P<cond>.+)")
def _step_if(what: str, cond: str, card: Card) -> Any:
    return IfAfter(CONDITION.read(cond, card), clause(what, card))


_ANY_COUNTER = r"1 counter from a card you control or in your reserve"


@EFFECT.rule(r"spend " + _ANY_COUNTER + r" to (?P<what>.+)")
def _spend_any_counter(what: str, card: Card) -> Any:
    return PaidMode(SpendCounterCost(), clause(what, card), colon=False)


@EFFECT.rule(r"\{T\}\s*:\s*(?P<what>.+)")
def _exhaust_me_mode(what: str, card: Card) -> Any:
    # a mode of "Choose one:" with its own cost, "[T] : I gain 2 boosts" (6.4)
    return PaidMode(Cost(exhaust_me=True), clause(what, card))


@EFFECT.rule(r"(?P<then>then )?you may target an? (?P<what>.+?), it gains (?P<n>" + NUM
             + r") boosts?(?: and (?P<st>fleeting|anchored|asleep))?")
def _may_target_gains(then: str | None, what: str, n: str, card: Card,
                      st: str | None = None) -> Any:
    return MayTargetGains(Target(filter_of(what)), number(n), then_word=bool(then),
                          status=STATUS_WORDS[st.lower()] if st else None)


def _modes(text: str, card: Card) -> tuple[Any, ...]:
    return tuple(steps(b.strip(), card) for b in text.split("•") if b.strip())


@EFFECT.rule(r"if (?P<cond>[^,]+), (?P<a>[^,]+), otherwise (?P<b>.+)")
def _if_otherwise_inline(cond: str, a: str, b: str, card: Card) -> Any:
    return IfOtherwiseInline(CONDITION.read(cond, card), clause(a, card), clause(b, card))


@EFFECT.rule(r"if you can't, (?P<rest>.+)")
def _if_you_cant(rest: str, card: Card) -> Any:
    return IfYouCant(clause(rest, card))


@EFFECT.rule(r"if (?P<cond>[^,]+), (?P<a>[^,]+), otherwise (?P<b>.+)", first=True)
def _if_otherwise_inline_bravos(cond: str, a: str, b: str, card: Card) -> Any:
    return IfInline(CONDITION.read(cond, card), clause(a, card), clause(b, card))


@EFFECT.rule(r"(?P<what>resupply|sabotage|draw a card) again")
def _again(what: str, card: Card) -> Any:
    (step,) = clause(what, card)
    return Again(step)


@EFFECT.rule(r"for each (?P<what>.+?), you may activate its \{(?P<sym>[jhr])\} "
             r"(?P<word>abilities|triggers)")
def _for_each_activate(what: str, sym: str, word: str, card: Card) -> Any:
    flt = filter_of(what)
    if flt.controller != "you":
        raise NotUnderstood(what, "for each")
    return ForEachMayActivate(flt, sym.upper(), word=word.lower())


@EFFECT.rule(r"you may target (?P<what>another .+|an? .+)")
def _may_target(what: str, card: Card) -> Any:
    what = re.sub(r"^an? ", "", what, flags=re.I)
    return MarkTargets(Target(filter_of(what), up_to=True), may=True)


@EFFECT.rule(r"target any number of (?P<what>.+)")
def _target_any_number(what: str, card: Card) -> Any:
    return MarkTargets(Target(filter_of(what), count=99, up_to=True))


@EFFECT.rule(r"you may target (?P<what>.+?), it gains (?P<st>anchored|asleep|fleeting)")
def _may_target_it_gains(what: str, st: str, card: Card) -> Any:
    what = re.sub(r"^an? ", "", what, flags=re.I)
    return (MarkTargets(Target(filter_of(what), up_to=True), may=True),
            GainStatus(It(), STATUS_WORDS[st.lower()]))


@EFFECT.rule(r"then (?P<rest>you may .+)")
def _then_you_may(rest: str, card: Card) -> Any:
    return ThenAfter(clause(rest, card))
