"""Productions for Mana and Mana Orbs (engine/effects/mana.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cardtext.grammar import EFFECT
from engine.cardtext.nouns import NUM, number
from engine.effects.mana import (
    DeckToMana,
    DeckToManaExhausted,
    PutMeInMana,
    PutMeInMyOwnersMana,
    ReadyManaOrb,
    ReadyManaOrbs,
    ReadyOneManaOrb,
    ReserveToMana,
)
from engine.effects.steps.common import EACH

if TYPE_CHECKING:  # pragma: no cover
    from typing import Any

    from engine.cardtext.grammar import Card


@EFFECT.rule(r"put the top card of your deck in your mana zone, exhausted")
def _deck_to_mana_exhausted(card: Card) -> Any:
    return DeckToManaExhausted()


@EFFECT.rule(r"put me in your mana orbs")
def _put_me_in_mana(card: Card) -> Any:
    return PutMeInMana()


@EFFECT.rule(r"put a card from your reserve in your mana zone(?P<ready> as a ready mana orb)?")
def _reserve_to_mana(ready: str | None, card: Card) -> Any:
    return ReserveToMana(ready=bool(ready))


@EFFECT.rule(r"each player puts the top card of their deck in their mana zone")
def _each_deck_to_mana(card: Card) -> Any:
    return DeckToMana(1, EACH)


@EFFECT.rule(r"ready a mana orb")
def _ready_orb(card: Card) -> Any:
    return ReadyManaOrb()


@EFFECT.rule(r"ready one mana orb")
def _ready_one_orb(card: Card) -> Any:
    return ReadyOneManaOrb()


@EFFECT.rule(r"put me in my owner's mana zone")
def _me_to_mana(card: Card) -> Any:
    return PutMeInMyOwnersMana()


@EFFECT.rule(r"ready (?P<n>" + NUM + r") mana orbs")
def _ready_orbs(n: str, card: Card) -> Any:
    return ReadyManaOrbs(number(n))
