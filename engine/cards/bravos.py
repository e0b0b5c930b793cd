"""Rulings of the Bravos starter cards (and the cross-faction rares of its deck), and the
abilities of those the card-text parser cannot read; every other card of the deck is
defined once, by the parser (engine/cards/parsed.py)."""

from __future__ import annotations

from engine.effects.abilities import (
    NextPlayed,
    QuickAction,
    Reaction,
)
from engine.effects.costs import Cost
from engine.effects.steps import (
    CreateOngoing,
    Resupply,
)
from engine.effects.triggers import OnJoin

ABILITIES: dict[str, tuple] = {
    # Haven, Bravos Bastion (R2): its reference text is cut short (no colon after [T], no
    # word after "this"); read as the template of every such line, "… this turn" (RULINGS)
    "ALT_CORE_B_BR_30_R2": (
        Reaction(OnJoin(), (Resupply(),)),
        QuickAction(Cost(exhaust_me=True), (CreateOngoing(
            NextPlayed(("character",), boosts=1, from_reserve=True), "turn"),)),
    ),
}

RULINGS: dict[str, str] = {
    "ALT_CORE_B_BR_28_C": (
        "A token returned to hand ceases to exist instead, as it leaves the Expedition zone "
        "(2.1.e); a Landmark returned to hand simply goes to its owner's hand (1.4.3)."),
    "ALT_CORE_B_MU_30_R2": (
        "'Characters you control' are the Characters in your Expeditions; a Character in "
        "Reserve is not controlled (7.5.4) and is not Tough."),
    "ALT_CORE_B_BR_18_R": (
        "Played from Reserve, Sun Wukong is Fleeting as it enters (2.4.6.a); its [R] Reaction "
        "then removes that status, so it goes back to Reserve at Rest (4.2.5.b)."),
    "ALT_CORE_B_BR_01_C": (
        "'First player' is checked at each Noon, after the Morning's Succeed has passed that role on (4.2.1.b); a Booda goes at Rest like any Character and, being a token, ceases to exist (2.1.e)."),
    "ALT_CORE_B_BR_07_C": (
        'Fleeting gained in play only matters when I would go to Reserve: I am discarded instead (2.4.6.d); it is lost if I change zones (1.4.4).'),
}


def _family(refs: str, ruling: str) -> dict[str, str]:
    """One ruling for every version of a card that prints the same words."""
    return {ref: ruling for ref in refs.split()}


RULINGS.update({
    "ALT_CORE_B_BR_30_R2": (
        "This version's printed text is cut short in the card data: no colon after [T] and no "
        "word after 'this'. It is read as the template every other card prints, '[T]: The next "
        "Character you play from your Reserve this turn gains 1 boost', an Ongoing effect that "
        "lasts until the end of the turn (2.2.14) and is used up by the first Character played "
        "from Reserve."),
    **_family("ALT_CORE_B_BR_30_C ALT_CORE_B_BR_30_R", (
        "'Your Characters' are the Characters you control. A [R] Reaction is looked at once "
        "the Character is in play (6.3.d), so the granted one works for every Character you "
        "play from Reserve while Haven is in your Landmark zone.")),
    **_family("ALT_CORE_B_BR_06_C ALT_CORE_B_BR_06_R ALT_CORE_B_BR_06_R2", (
        "Boosted is checked as I would leave. My own replacement comes before the one of the "
        "rules for Fleeting (2.4.6.d): a Boosted Tiny Jinn played from Reserve still goes to "
        "the Mana zone at Rest, exhausted (3.2.9.b).")),
    **_family("ALT_CORE_B_BR_19_C ALT_CORE_B_BR_19_R ALT_CORE_B_BR_19_R2", (
        "My controller chooses whenever I would leave the Expedition zone, Rest included "
        "(6.2.d); the rare's card is drawn in a step added right after the one that moved "
        "me (6.2.e).")),
    **_family("ALT_CORE_B_BR_23_C ALT_CORE_B_BR_23_R ALT_CORE_B_BR_23_R2", (
        "Every card in your Mana zone is a Mana Orb, ready or exhausted (3.2.9.c); being able "
        "to pay is not enough when the count is short (1.4.1).")),
    **_family("ALT_CORE_B_BR_24_C ALT_CORE_B_BR_24_R ALT_CORE_B_BR_24_R2", (
        "X is counted each time Tough matters, for the player who controls me: the regions "
        "strictly between that player's Hero and Companion Expeditions, 0 when they are "
        "adjacent or in one region.")),
    **_family("ALT_CORE_B_BR_27_C ALT_CORE_B_BR_27_R ALT_CORE_B_BR_27_R2", (
        "An empty Deck is refilled from the Discard pile first (3.2.2.d); the cards go face "
        "down and are not shown to the opponent (3.2.9.b).")),
    **_family("ALT_CORE_B_BR_29_C ALT_CORE_B_BR_29_R ALT_CORE_B_BR_29_R2", (
        "Any of your Mana Orbs may be discarded, ready or exhausted, after the exchange "
        "3.2.9.e allows; with none, nothing is discarded and the target is not (6.5.f).")),
    **_family("ALT_CORE_B_BR_14_C ALT_CORE_B_BR_14_R ALT_CORE_B_BR_14_R2", (
        "'Another' target: Bravos Vanguard cannot choose itself; the target is chosen once and "
        "both verbs of the rare apply to it (6.5.b).")),
    "ALT_CORE_B_BR_20_R2": (
        "'Tokens you control' are those in your Expeditions; a Gigantic token is in both "
        "(7.4.4), and it stays Gigantic only while Atlas is in play (2.3.1.k)."),
    **_family("ALT_CORE_B_BR_25_C ALT_CORE_B_BR_25_R ALT_CORE_B_BR_25_R2", (
        "One target, chosen once, gains the boosts and then loses Fleeting (6.5.b).")),
})
