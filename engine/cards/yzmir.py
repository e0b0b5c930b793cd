"""The abilities of the Yzmir starter cards (and the cross-faction rares of its deck) that
the card-text parser cannot read, written by hand; every other card is defined once,
by the parser (engine/cards/families/), and the rulings are in engine/cards/rulings.py."""

from __future__ import annotations

from engine.ability_kinds import QuickAction
from engine.effects.conditions.control import FirstPlayer
from engine.effects.costs.base import Cost
from engine.effects.steps.control import AfterYou

ABILITIES: dict[str, tuple] = {
    # Akesha & Taru
    "ALT_CORE_B_YZ_01_C": (
        QuickAction(Cost(exhaust_me=True), (AfterYou(),), condition=FirstPlayer()),
    ),
}
