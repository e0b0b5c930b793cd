"""Rulings of the Yzmir starter cards (and the cross-faction rares of its deck), and the
abilities of those the card-text parser cannot read; every other card of the deck is
defined once, by the parser (engine/cards/parsed.py)."""

from __future__ import annotations

from engine.effects.abilities import QuickAction
from engine.effects.conditions import FirstPlayer
from engine.effects.costs import Cost
from engine.effects.steps import (
    AfterYou,
)

ABILITIES: dict[str, tuple] = {
    # Akesha & Taru
    "ALT_CORE_B_YZ_01_C": (
        QuickAction(Cost(exhaust_me=True), (AfterYou(),), condition=FirstPlayer()),
    ),
}

RULINGS: dict[str, str] = {
    "ALT_CORE_B_YZ_01_C": (
        "'After you' ends the turn without passing (7.3.2.b): the opponent plays next and "
        "Akesha's player keeps the right to play later this Afternoon."),
    "ALT_CORE_B_YZ_18_C": (
        "'The Expedition facing me' is the opponent's Expedition on the same side (hero or "
        "companion) as mine; a Gigantic Sakarabru faces both. It cannot move back past its "
        "starting region (7.3.16)."),
    "ALT_CORE_B_YZ_26_C": (
        "Up to three targets are chosen at once and their Hand Costs added; tokens count as "
        "Hand Cost 0. Targeting an opposing Tough Character costs extra mana (7.4.7)."),
    "ALT_CORE_B_YZ_16_C": (
        "'You may' is asked when the Reaction resolves (6.5.c); the target, any Character in "
        "play, Dorothy herself included, is chosen only if you say yes."),
    "ALT_CORE_B_YZ_22_C": (
        "Sabotage may discard nothing ('up to one', 7.3.24); the Resupply happens either way."),
    "ALT_CORE_B_OR_10_R2": (
        "Defender stops only my own Expedition from moving forward at Progress (7.4.2); the other Expedition and the opponent's are not affected."),
}


def _family(refs: str, ruling: str) -> dict[str, str]:
    """One ruling for every version of a card that prints the same words."""
    return dict.fromkeys(refs.split(), ruling)


# Rulings for Yzmir cards read by the parser (engine/cards/parsed.py).
RULINGS.update({
    **_family("ALT_CORE_B_YZ_15_C ALT_CORE_B_YZ_15_R2", (
        "'A Character in my Expedition' includes Kuwat itself; a Character of my other "
        "Expedition cannot be chosen. A Gigantic Kuwat is in both Expeditions (7.4.4).")),
    **_family("ALT_CORE_B_YZ_17_C ALT_CORE_B_YZ_17_R ALT_CORE_B_YZ_17_R2", (
        "The Characters are chosen one after the other and sacrificed together; The Kraken "
        "may be one of them. With fewer Characters, as many as there are (1.4.1.c). The "
        "common and rare print the region symbol {E}, read as Water like the {O} of the R2.")),
    **_family("ALT_CORE_B_YZ_05_C ALT_CORE_B_YZ_05_R ALT_CORE_B_YZ_05_R2", (
        "'If I was not Fleeting' looks at me just before I was sacrificed (6.3.k); I am put "
        "in Reserve from the Discard pile. The rare's 'if was Fleeting' is read as 'if I "
        "was Fleeting' (a word is missing from the printed text).")),
    **_family("ALT_CORE_B_YZ_30_C ALT_CORE_B_YZ_30_R ALT_CORE_B_YZ_30_R2", (
        "'Free' skips paying the costs whatever would increase them (7.3.20); the effect is "
        "used up by the next Spell played this turn, from hand or Reserve. The rare's "
        "Spell, played from hand, then goes to Reserve even if it is Fleeting.")),
    **_family("ALT_CORE_B_YZ_10_C ALT_CORE_B_YZ_10_R ALT_CORE_B_YZ_10_R2", (
        "The opponent chooses which card of their hand to discard; nobody else sees the "
        "hand.")),
    **_family("ALT_CORE_B_YZ_28_C ALT_CORE_B_YZ_28_R ALT_CORE_B_YZ_28_R2", (
        "The sacrifice is part of the cost (6.4): without a Character of yours in play the "
        "quick action cannot be used.")),
    **_family("ALT_CORE_B_YZ_14_C ALT_CORE_B_YZ_14_R ALT_CORE_B_YZ_14_R2", (
        "The Spell is chosen among your Reserve's, exhausted or not; it is not a target.")),
})
