"""Rulings of the Axiom starter cards (and the cross-faction rares of its deck), and the
abilities of those the card-text parser cannot read; every other card of the deck is
defined once, by the parser (engine/cards/parsed.py)."""

from __future__ import annotations

from engine.effects.abilities import (
    QuickAction,
    Reaction,
)
from engine.effects.conditions import IHaveCounters
from engine.effects.costs import Cost
from engine.effects.regions import GainAbility
from engine.effects.selectors import Me
from engine.effects.steps import (
    Draw,
    GainCounters,
    If,
    PutFromHand,
    Then,
)
from engine.effects.triggers import (
    WhenACardLeavesYourReserve,
)
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

RULINGS: dict[str, str] = {
    "ALT_CORE_B_AX_02_C": (
        "Both sentences belong to the Reaction, checked in order as it resolves (6.5.d): the "
        "card that brings the fifth Scrap counter also gives the Hero its quick action at "
        "once. Any card leaving your Reserve counts — played, discarded by Sabotage, "
        "exchanged — but only in the Afternoon. The gained ability stays: a Hero never "
        "leaves its zone; gaining it again adds nothing."),
    "ALT_CORE_B_AX_10_R": (
        "Activating a Permanent's [J] abilities makes their Emblems as if it had just joined "
        "(7.3.1.b); the Emblems belong to that Permanent, not to Jian (7.3.1.d). A Permanent "
        "without a [J] ability can still be chosen; nothing happens."),
    "ALT_CORE_B_AX_01_C": (
        "'Target Expedition' may be any of the four Expeditions, the opponent's included "
        "(6.5.b); a Brassbug made there is controlled by that Expedition's player (7.5.4) "
        "but owned by its creator (1.1.7.b)."),
}


def _same(refs: tuple[str, ...], text: str) -> dict[str, str]:
    return dict.fromkeys(refs, text)


# Rulings for the Core families the parser reads (their abilities are in parsed.py).
RULINGS.update({
    **_same(("ALT_CORE_B_AX_14_C", "ALT_CORE_B_AX_14_R", "ALT_CORE_B_AX_14_R2"), (
        "One choice for both parts (6.5.h): if you decline, Coppélia stays in your Reserve "
        "and gains nothing. Played this way from Reserve it is also Fleeting (2.4.6.a); no "
        "cost is paid (7.3.20).")),
    **_same(("ALT_CORE_B_AX_21_C", "ALT_CORE_B_AX_21_R", "ALT_CORE_B_AX_21_R2"), (
        "You choose what you sacrifice among what you control; with nothing to sacrifice, "
        "nothing is discarded (6.5.f). The target is chosen after the sacrifice.")),
    **_same(("ALT_CORE_B_AX_19_C", "ALT_CORE_B_AX_19_R", "ALT_CORE_B_AX_19_R2"), (
        "The objects are those you control as the ability resolves; you are asked once for "
        "each that has a [J] ability, and each activation makes its own Emblems (7.3.1.b, "
        "7.3.1.d). The R2 version does not count Ganesha itself.")),
    **_same(("ALT_CORE_B_AX_29_C", "ALT_CORE_B_AX_29_R", "ALT_CORE_B_AX_29_R2"), (
        "Only a Character played from your hand uses it up; its [R] abilities are activated "
        "while it resolves (5.2.b, 7.3.1.b). A Character played from Reserve leaves it "
        "waiting until the turn ends.")),
    **_same(("ALT_CORE_B_AX_13_R", "ALT_CORE_B_AX_03_C"), (
        "Putting the card in Reserve is part of the cost (6.4): the card is chosen first, and "
        "with no card in hand the effect cannot be bought.")),
})
