"""The abilities of the Axiom starter cards (and the cross-faction rares of its deck) that
the card-text parser cannot read, written by hand; every other card is defined once,
by the parser (engine/cards/families/), and the rulings are in engine/cards/rulings.py."""

from __future__ import annotations

from engine.ability_kinds import QuickAction, Reaction
from engine.effects.conditions.boosts import IHaveCounters
from engine.effects.costs.base import Cost
from engine.effects.regions import GainAbility
from engine.effects.selectors.pronouns import Me
from engine.effects.steps.control import If, Then
from engine.effects.steps.gains import GainCounters
from engine.effects.steps.zones import Draw, PutFromHand
from engine.effects.triggers.leaving import WhenACardLeavesYourReserve
from engine.model import Phase, Zone

# Treyst & Rossum: the paragraph after the Reaction's first sentence goes on with its effect
_treyst_quick = QuickAction(Cost(exhaust_me=True), (Then((Draw(1), PutFromHand(Zone.RESERVE))),))
_treyst = Reaction(WhenACardLeavesYourReserve(Phase.AFTERNOON), (
    If(IHaveCounters("scrap", 5, less=True), (GainCounters(Me(), "scrap", 1),)),
    If(IHaveCounters("scrap", 5), (GainAbility(Me(), _treyst_quick),)),
))

ABILITIES: dict[str, tuple] = {
    # Treyst & Rossum
    "ALT_CORE_B_AX_02_C": (_treyst,),
}
