"""Productions for looking at and revealing cards (engine/effects/reveal.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cardtext.grammar import EFFECT
from engine.cardtext.nouns import filter_of, selector
from engine.effects.reveal import ItsOwnerResupplies, MoveRevealed, RevealFromHand, SendToXthOfDeck
from engine.model import Zone

if TYPE_CHECKING:  # pragma: no cover
    from typing import Any

    from engine.cardtext.grammar import Card


@EFFECT.rule(r"reveal (?:a|an) (?P<what>.+?) from your hand")
def _reveal_from_hand(what: str, card: Card) -> Any:
    return RevealFromHand(filter_of(what))


@EFFECT.rule(r"(?P<verb>discard it|put it in reserve)")
def _move_revealed(verb: str, card: Card) -> Any:
    return MoveRevealed(Zone.DISCARD if verb.lower() == "discard it" else Zone.RESERVE)


@EFFECT.rule(r"send (?P<who>target .+?) to the xth position of its owner's deck, where x is the "
             r"result")
def _send_xth(who: str, card: Card) -> Any:
    return SendToXthOfDeck(selector(who))


@EFFECT.rule(r"its owner (?P<ex>exhausted )?resupplies")
def _its_owner_resupplies(ex: str | None, card: Card) -> Any:
    return ItsOwnerResupplies(exhausted=bool(ex))
