"""Productions for playing cards by effects: "play it for free", "you may pay N"
(engine/effects/playing.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cardtext.effects import clause
from engine.cardtext.grammar import EFFECT
from engine.cardtext.nouns import NUM, STATUS_WORDS, number
from engine.effects.costs.base import Cost
from engine.effects.modes.optional import MayAll
from engine.effects.playing import (
    AlsoIfPlayedBaseCost,
    MayPay,
    MayPayOrdis,
    PlayForFreeUpTo,
    PlayItForFree,
    PlayMeForFree,
    PlayNowInCompanion,
)
from engine.effects.selectors.pronouns import Me
from engine.effects.steps.gains import GainStatus

if TYPE_CHECKING:  # pragma: no cover
    from typing import Any

    from engine.cardtext.grammar import Card


@EFFECT.rule(r"you may play me for free and i gain (?P<st>asleep|anchored|fleeting)")
def _play_free_and(st: str, card: Card) -> Any:
    # one choice for both parts (6.5.h): declining leaves the card in Reserve, unchanged
    return MayAll((PlayMeForFree(optional=False), GainStatus(Me(), STATUS_WORDS[st.lower()])))


@EFFECT.rule(r"you may pay (?P<n>\d+)")
def _may_pay(n: str, card: Card) -> Any:
    return MayPay(int(n))


@EFFECT.rule(r"(?P<who>you|target player) may immediately play a character for "
             r"(?:(?P<n>\d+) less|(?P<free>free)) in (?:your|their) companion expedition")
def _play_into_companion(who: str, n: str | None, free: str | None, card: Card) -> Any:
    return PlayNowInCompanion(types=("character",), less=int(n) if n else 0, free=bool(free),
                              target_player=who.lower() == "target player")


@EFFECT.rule(r"you may pay (?P<n>\d+)")
def _may_pay_ordis(n: str, card: Card) -> Any:
    return MayPayOrdis(Cost(mana=int(n)), ())


@EFFECT.rule(r"immediately play for free up to (?P<n>" + NUM + r") characters with base cost "
             r"(?P<k>\d+) or less")
def _play_free_up_to(n: str, k: str, card: Card) -> Any:
    return PlayForFreeUpTo(number(n), int(k))


@EFFECT.rule(r"if the base cost was (?P<n>\d+) or more, also (?P<rest>.+)")
def _also_if_base_cost(n: str, rest: str, card: Card) -> Any:
    return AlsoIfPlayedBaseCost(int(n), clause(rest, card))


@EFFECT.rule(r"play it for free")
def _play_it_for_free(card: Card) -> Any:
    return PlayItForFree()
