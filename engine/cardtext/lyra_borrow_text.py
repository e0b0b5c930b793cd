"""Productions for Lyra cards of the later sets: playing a card taken from an opponent's deck
or hand (Romantic Encounter, Phoibos). What they mean and the rulings taken are in
docs/mechanisms.md ("Lyra in the later sets")."""

from __future__ import annotations

from typing import Any

from engine.cardtext.grammar import ABILITY, Card, NotUnderstood
from engine.cardtext.nouns import NUM, number
from engine.effects.abilities import Reaction, SpellEffect
from engine.effects.conditions import IAmInContact
from engine.effects.movement import DiscardItFromHand
from engine.effects.reveal import RevealAndPlayACharacter, RevealRandomFromHand
from engine.effects.statuses import MayPlayItForFreeFleeting
from engine.effects.steps import If, IfYouDont
from engine.effects.triggers import OnPlayed
from engine.model import Zone


@ABILITY.rule(r"(?P<each>do this for each player, starting with you: • that player|target "
              r"opponent) reveals the top (?P<n>" + NUM + r") cards of their deck\. you may "
              r"play a character(?: with base cost (?P<k>\d+) or less)? from these cards for "
              r"free and it gains fleeting, then discard the rest\.?")
def _reveal_and_play(each: str, n: str, k: str | None, card: Card) -> Any:
    # two sentences about the same revealed cards: one Spell effect (5.1.2.i)
    if card.type != "spell":
        raise NotUnderstood("reveal and play a Character from these cards", "not a Spell")
    return SpellEffect((RevealAndPlayACharacter(number(n), each.lower().startswith("do this"),
                                                int(k) if k else None),))


@ABILITY.rule(r"\{h\}\s*target opponent reveals a random card from their hand\. if i'm in "
              r"contact, you may immediately play it for free and it gains fleeting\. if you "
              r"don't, discard it\.?", first=True)
def _random_from_hand(card: Card) -> Any:
    # one production for the three sentences: "it" is the card of the hand they reveal
    return Reaction(OnPlayed(Zone.HAND), (
        RevealRandomFromHand(),
        If(IAmInContact(), (MayPlayItForFreeFleeting(),)),
        IfYouDont((DiscardItFromHand(),)),
    ))
