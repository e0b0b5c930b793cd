"""Productions for the counts an effect reads: "for each ...", "X, where X is ..."
(engine/effects/counts.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.cardtext.abilities import _TOKEN_STATS, _token_named
from engine.cardtext.effects import MODE_COUNTS, clause
from engine.cardtext.grammar import EFFECT, NotUnderstood
from engine.cardtext.nouns import filter_of
from engine.effects.counts import CountOf, LandmarkCardCount, MyCountersX
from engine.effects.modes.repeats import DoXTimes, ForEach
from engine.effects.steps.tokens import CreateToken, Where

if TYPE_CHECKING:  # pragma: no cover
    from typing import Any

    from engine.cardtext.grammar import Card


@EFFECT.rule(r"(?P<step>i gain 1 boost) for each (?P<what>.+?) you control")
def _for_each_you_control(step: str, what: str, card: Card) -> Any:
    (one,) = clause(step, card)
    return ForEach(one, CountOf(filter_of(what)))


MODE_COUNTS["the number of cards in your landmarks"] = LandmarkCardCount()


@EFFECT.rule(r"create (?P<a>an?|one) " + _TOKEN_STATS + r" token in my expedition "
             r"(?P<word>for each|per) (?P<what>.+)")
def _token_for_each(a: str, name: str, subs: str, word: str, what: str, card: Card) -> Any:
    # "Create one Ordis Recruit … token in my Expedition per Bureaucrat you control": the
    # same count, taken once (6.5.i)
    flt = filter_of(what)
    if flt.controller != "you":
        raise NotUnderstood(what, "count")
    count = CountOf(attrs.evolve(flt, controller=None))
    token = CreateToken(_token_named(name), Where("mine"), one_word=a.lower() == "one")
    return ForEach(token, count, word=word.lower())


_X = r"x\+(?P<k>\d+)(?: times)?, where x is my number of (?P<name>\w+) counters"


@EFFECT.rule(r"do the following " + _X + r":\s*•\s*(?P<rest>.+)")
def _do_x_times(k: str, name: str, rest: str, card: Card) -> Any:
    return DoXTimes(MyCountersX(name.lower(), int(k)), clause(rest, card))
