"""Productions added for the Bise set cards: the {I} mark of support Reactions and
passives (2.2.11.e) and boosts gained "up to a max of N". Their words are in
`engine/effects/bise_words.py`."""

from __future__ import annotations

from typing import Any

import attrs

from engine.cardtext.grammar import ABILITY, CONDITION, EFFECT, TRIGGER, Card, NotUnderstood
from engine.cardtext.nouns import NUM, filter_of, number, selector
from engine.effects.abilities import Passive, Reaction
from engine.effects.boosts import Augment, GainBoostsPer, GainBoostsUpTo
from engine.effects.conditions import IAmBoosted, YourHandIsEmpty
from engine.effects.counts import CountOf, ManaOrbsInYourManaZone
from engine.effects.filters import IN_PLAY_OR_RESERVE
from engine.effects.triggers import WhenAnotherJoinsYourExpeditionsBise, WhenYouPlayAnother


@ABILITY.rule(r"\{I\}\s*(?P<rest>.+)")
def _support_mark(rest: str, card: Card) -> Any:
    """{I} precedes a support ability that is a Reaction or a passive (2.2.11.e): it works
    only while its card is in Reserve and ready (2.2.11.i-j)."""
    got = ABILITY.read(rest, card)
    out = []
    for a in got if isinstance(got, tuple) else (got,):
        if not isinstance(a, (Reaction, Passive)) or "support" not in attrs.fields_dict(type(a)):
            raise NotUnderstood(rest, "{I} support ability")
        out.append(attrs.evolve(a, support=True))
    return tuple(out) if len(out) != 1 else out[0]


@EFFECT.rule(r"(?P<who>.+?) gains? (?P<n>" + NUM + r") boosts?, up to a max of (?P<cap>\d+)")
def _boosts_up_to(who: str, n: str, cap: str, card: Card) -> Any:
    return GainBoostsUpTo(selector(who), number(n), int(cap))


@TRIGGER.rule(r"you play another (?P<what>.+)")
def _you_play_another(what: str, card: Card) -> Any:
    return WhenYouPlayAnother(filter_of(what))


@TRIGGER.rule(r"another (?P<what>.+?) joins your expeditions")
def _another_joins_yours(what: str, card: Card) -> Any:
    return WhenAnotherJoinsYourExpeditionsBise(filter_of(what))


@EFFECT.rule(r"augment (?P<who>(?:another )?target .+)")
def _augment(who: str, card: Card) -> Any:
    # reminder: "If it has counters, it gains 1 more. This can't target Hero cards." (7.3.3)
    sel = selector(who)
    if sel.filter.zones != IN_PLAY_OR_RESERVE:
        raise NotUnderstood(who, "augment")
    return Augment(sel)


@EFFECT.rule(r"(?P<who>.+?) gains? 1 (?:boost|(?P<name>\w+) counter) per (?P<what>.+)")
def _boosts_per(who: str, name: str | None, what: str, card: Card) -> Any:
    if what.lower() == "mana orb in your mana zone":
        count: Any = ManaOrbsInYourManaZone()
    else:
        flt = filter_of(what)
        if flt.controller != "you":
            raise NotUnderstood(what, "count")
        count = CountOf(attrs.evolve(flt, controller=None))
    return GainBoostsPer(selector(who), count, name.lower() if name else "boost")


@CONDITION.rule(r"your hand is empty")
def _hand_empty(card: Card) -> Any:
    return YourHandIsEmpty()


@CONDITION.rule(r"i'm boosted")
def _i_am_boosted(card: Card) -> Any:
    return IAmBoosted()
