"""Productions added for the Cyclone cards: Ascend ("Target Expedition Ascends", "My
Expedition Ascends", "Both of your Expeditions Ascend", "If I'm in an Ascended
Expedition"), and who is first player ("If you are first player", "If your opponent is
first player"). Their words are in `engine/effects/cyclone_words.py`."""

from __future__ import annotations

from typing import Any

from engine.cardtext.grammar import CONDITION, EFFECT, TRIGGER, Card
from engine.effects.conditions import (
    FacingCharacters,
    FacingExpeditionIn,
    FirstPlayerIs,
    InAscendedExpedition,
)
from engine.effects.movement import SacrificeMeStep
from engine.effects.regions import Ascend
from engine.effects.steps import Where
from engine.effects.triggers import (
    WhenACharacterJoinsFacing,
    WhenMyExpeditionMovesForward,
    WhenYouPassFirst,
)
from engine.effects.turns import BecomeFirstPlayer
from engine.model import Terrain

_ASCENDERS = {"target expedition ascends": "target", "my expedition ascends": "mine",
              "both of your expeditions ascend": "each",
              "your hero expedition ascends": "hero",
              "your companion expedition ascends": "companion"}


@EFFECT.rule(r"(?P<who>target expedition ascends|my expedition ascends|both of your "
             r"expeditions ascend|your hero expedition ascends|your companion expedition "
             r"ascends)")
def _ascends(who: str, card: Card) -> Any:
    return Ascend(Where(_ASCENDERS[who.lower()]))


@CONDITION.rule(r"i'm in an ascended expedition")
def _in_ascended(card: Card) -> Any:
    return InAscendedExpedition()


@CONDITION.rule(r"my expedition is ascended")
def _my_ascended(card: Card) -> Any:
    return InAscendedExpedition(wording="my")


@CONDITION.rule(r"(?P<who>you are|your opponent is) first player")
def _first_player(who: str, card: Card) -> Any:
    return FirstPlayerIs(opponent=who.lower() != "you are")


@EFFECT.rule(r"sacrifice me")
def _sacrifice_me(card: Card) -> Any:
    return SacrificeMeStep()


@TRIGGER.rule(r"you pass first")
def _pass_first(card: Card) -> Any:
    return WhenYouPassFirst()


# ------------------------------------------------------------------ facing
_TERRAINS = {"{v}": Terrain.FOREST, "{m}": Terrain.MOUNTAIN, "{o}": Terrain.WATER}


@TRIGGER.rule(r"a character joins the expedition facing me")
def _joins_facing(card: Card) -> Any:
    return WhenACharacterJoinsFacing()


@CONDITION.rule(r"i'm facing an expedition in (?P<t>\{[vmo]\})")
def _facing_in(t: str, card: Card) -> Any:
    return FacingExpeditionIn(_TERRAINS[t.lower()])


@CONDITION.rule(r"i'm facing (?P<n>a|two or more|three or more) characters?")
def _facing_chars(n: str, card: Card) -> Any:
    return FacingCharacters({"a": 1, "two or more": 2, "three or more": 3}[n.lower()])


@EFFECT.rule(r"(?P<who>target player becomes|you become) first player")
def _becomes_first(who: str, card: Card) -> Any:
    return BecomeFirstPlayer("you" if who.lower() == "you become" else "target")


@TRIGGER.rule(r"my expedition moves forward")
def _my_exp_moves(card: Card) -> Any:
    return WhenMyExpeditionMovesForward()


@TRIGGER.rule(r"you sacrifice an? (?P<what>permanent|character or permanent)")
def _you_sacrifice(what: str, card: Card) -> Any:
    from engine.cardtext.nouns import filter_of
    from engine.effects.triggers import WhenYouSacrifice

    return WhenYouSacrifice(filter_of(what))


@CONDITION.rule(r"i have (?:no boosts|less than (?P<n>\d+) boosts)")
def _few_boosts(card: Card, n: str | None = None) -> Any:
    from engine.effects.conditions import IHaveFewBoosts

    return IHaveFewBoosts(int(n) if n else 1)


@EFFECT.rule(r"have me (?P<words>switch expeditions)")
def _have_me(words: str, card: Card) -> Any:
    from engine.effects.regions import HaveMe, SwitchExpeditions
    from engine.effects.selectors import Me

    return HaveMe(SwitchExpeditions(Me()), words)


@EFFECT.rule(r"you may sacrifice an? (?P<what>permanent|character or permanent) to "
             r"(?P<rest>(?!reduce my cost).+)")
def _may_sacrifice_to(what: str, rest: str, card: Card) -> Any:
    from engine.cardtext.effects import clause
    from engine.cardtext.nouns import filter_of
    from engine.effects.costs import SacrificeToDo
    from engine.effects.steps import PayToDo

    return PayToDo(SacrificeToDo(filter_of(what)), clause(rest[:1].upper() + rest[1:], card))
