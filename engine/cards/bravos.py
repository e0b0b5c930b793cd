"""The abilities of the Bravos starter cards (and the cross-faction rares of its deck) that
the card-text parser cannot read, written by hand; every other card is defined once,
by the parser (engine/cards/families/), and the rulings are in engine/cards/rulings.py."""

from __future__ import annotations

from engine.ability_kinds import QuickAction, Reaction
from engine.effects.abilities.next_played import NextPlayed
from engine.effects.costs.base import Cost
from engine.effects.steps.abilities import CreateOngoing
from engine.effects.steps.zones import Resupply
from engine.effects.triggers.arrival import OnJoin

ABILITIES: dict[str, tuple] = {
    # Haven, Bravos Bastion (R2): its reference text is cut short (no colon after [T], no
    # word after "this"); read as the template of every such line, "… this turn" (rulings.py)
    "ALT_CORE_B_BR_30_R2": (
        Reaction(OnJoin(), (Resupply(),)),
        QuickAction(Cost(exhaust_me=True), (CreateOngoing(
            NextPlayed(("character",), boosts=1, from_reserve=True), "turn"),)),
    ),
}
