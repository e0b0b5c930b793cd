"""Productions for taking control and exchanging cards (engine/effects/control.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cardtext.grammar import EFFECT, NotUnderstood
from engine.cardtext.nouns import NUM, number, selector
from engine.effects.control import (
    ExchangeWithHand,
    ItsControllerDraws,
    ItsControllerResupplies,
    TakeControl,
)
from engine.effects.filters import Filter
from engine.effects.selectors.pronouns import It
from engine.effects.selectors.targets import Chosen, Target
from engine.model import Zone

if TYPE_CHECKING:  # pragma: no cover
    from typing import Any

    from engine.cardtext.grammar import Card


@EFFECT.rule(r"exchange (?P<who>(?:another |a )?(?:target )?(?:card|character|spell))"
             r"(?P<not_me> other than me)? (?P<prep>from|in) your reserve with a card from "
             r"your hand")
def _exchange(who: str, prep: str, card: Card, not_me: str | None = None) -> Any:
    # "a card other than me from your Reserve": not the card whose ability it is (a card
    # in Reserve with a support ability, 2.2.11.i), like "another"
    words = who.lower().split()
    other = words[0] == "another" or bool(not_me)
    kind = {"card": (), "character": ("character",), "spell": ("spell",)}[words[-1]]
    flt = Filter(types=kind, zones=(Zone.RESERVE,), owner="you", other=other,
                 other_than_me="noun" if not_me else None)
    sel = Target(flt) if "target" in words else Chosen(flt)
    return ExchangeWithHand(sel, prep.lower())


@EFFECT.rule(r"its controller resupplies")
def _its_controller_resupplies(card: Card) -> Any:
    return ItsControllerResupplies()


@EFFECT.rule(r"its controller draws (?P<n>" + NUM + r") cards?")
def _its_controller_draws(n: str, card: Card) -> Any:
    return ItsControllerDraws(number(n))


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
