"""Rulings of the Muna starter cards (and the cross-faction rares of its deck), and the
abilities of those the card-text parser cannot read; every other card of the deck is
defined once, by the parser (engine/cards/parsed.py)."""

from __future__ import annotations

ABILITIES: dict[str, tuple] = {
}

RULINGS: dict[str, str] = {
    "ALT_CORE_B_MU_01_C": (
        "Only the first Character played in each Afternoon counts, whether from Hand or "
        "Reserve; tokens created by effects are not played (7.1.1 remark) and do not use it "
        "up. The boost comes as an Emblem-Reaction while it resolves (5.2.b)."),
    "ALT_CORE_B_MU_08_R": (
        "Anchored at Rest keeps Sneezer Shroom in play for the next day (2.4.2), which is "
        "when its Noon boost matters; in Reserve it does nothing (not a support ability)."),
    "ALT_CORE_B_MU_25_R": (
        "The Spell effect works when played; its [D] support ability works only while the "
        "card is ready in Reserve (2.2.11.i)."),
    "ALT_CORE_B_MU_05_C": (
        'Both players draw, the player with initiative first (1.4.5); on your turn that is you.'),
    "ALT_CORE_B_MU_27_C": (
        "The two targets must be different objects (6.5.b); one target, or none, is allowed ('up to')."),
    "ALT_CORE_B_MU_10_C": (
        'Plants in either of your Expeditions count; Yong-Su is a Druid, so never counts itself.'),
    "ALT_CORE_B_MU_28_C": (
        "Any Character in play may be the target, either player's; Asleep stops it adding statistics at Dusk and keeps it in play at Rest (2.4.3)."),
}


# Rulings for the Core families the parser reads (their abilities are in parsed.py).
RULINGS.update({
    "ALT_CORE_B_MU_10_R2": (
        "Base statistics are the printed ones, boosts not counted (2.2.10); each 0 of each "
        "Character you control counts, Yong-Su's own included."),
    "ALT_CORE_B_MU_22_R": (
        "X counts the Plants its controller controls, Hydracaena included, each time a "
        "target is chosen (7.4.7)."),
    "ALT_CORE_B_MU_28_R": (
        "'It' is the target of the first sentence; the boosts are optional (6.5.c)."),
    "ALT_CORE_B_MU_02_C": (
        "The Reserve card is chosen before the Hero is exhausted (6.1.g); 'Hand Cost 3 or "
        "less' is the printed Hand Cost, whichever zone the Character is played from."),
    "ALT_CORE_B_MU_03_C": (
        "Either of your Expeditions counts; Forest must be one of the statistics that made it "
        "move forward at Dusk (4.2.4.j)."),
    **dict.fromkeys(("ALT_CORE_B_MU_26_C", "ALT_CORE_B_MU_26_R", "ALT_CORE_B_MU_26_R2"), (
        "The card becomes an exhausted Mana Orb of its owner (3.2.9.b), losing its boosts; a "
        "token ceases to exist instead (2.1.e).")),
    **dict.fromkeys(("ALT_CORE_B_MU_24_C", "ALT_CORE_B_MU_24_R", "ALT_CORE_B_MU_24_R2"), (
        "Any card with that sub-type counts; the first such card you play this turn uses "
        "the reduction.")),
})
