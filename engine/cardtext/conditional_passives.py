"""Productions for a passive under a condition heading: "If [condition]: [passive]" and
"Unless [condition]: [passive]" (engine/effects/conditional_passives.py).

Tried after every other production (`last`): the headings that have words of their own
("If …: I am Defender.", "If …: Reduce my cost by 1.") keep them; this one reads the rest,
any passive the grammar reads alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.ability_kinds import Keyword, Passive
from engine.cardtext.grammar import ABILITY, CONDITION, NoMatch, NotUnderstood
from engine.effects.conditional_passives import PassiveWhile

if TYPE_CHECKING:  # pragma: no cover
    from typing import Any

    from engine.cardtext.grammar import Card


@ABILITY.rule(r'(?P<word>if|unless) (?P<cond>[^:•"]+?):\s+(?P<body>[^•]+)', last=True)
def _passive_while(word: str, cond: str, body: str, card: Card) -> Any:
    try:
        got = ABILITY.read(body, card)
    except NotUnderstood:
        raise NoMatch(body) from None  # not a passive the grammar reads: another shape
    inner = got[0] if isinstance(got, tuple) and len(got) == 1 else got
    if isinstance(inner, Keyword) and inner.sentence == "and":
        raise NoMatch(body)  # one keyword of several: no single fact to put under it
    if not isinstance(inner, (Passive, Keyword)) or isinstance(inner, PassiveWhile):
        raise NoMatch(body)  # a Reaction, an ability of several parts: not a passive
    return PassiveWhile(CONDITION.read(cond, card), inner, unless=word.lower() == "unless")
