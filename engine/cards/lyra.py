"""Rulings of the Lyra starter cards (and the cross-faction rares of its deck), and the
abilities of those the card-text parser cannot read; every other card of the deck is
defined once, by the parser (engine/cards/parsed.py)."""

from __future__ import annotations

ABILITIES: dict[str, tuple] = {
}

RULINGS: dict[str, str] = {
    "ALT_CORE_B_LY_01_C": (
        "The Character is targeted before the die is rolled (6.5.b); if it has left play by "
        "the time the result applies, that part does nothing (1.2.6.f). With The Ouroboros, "
        "Lyra Bastion the result kept is the one chosen (6.2)."),
    "ALT_CORE_B_LY_25_C": (
        "The target is chosen after the roll, just before the step that gives the boosts "
        "(6.5.b), so the result is known when choosing."),
    "ALT_CORE_B_LY_26_C": (
        "The optional cost is declared with the intent to play (5.1.2.c) and paid with the "
        "mana (5.1.2.h); Paint Prison itself, being in Limbo, cannot be the discarded card. "
        "A token put on top of a Deck ceases to exist instead (2.1.e)."),
    "ALT_CORE_B_LY_07_C": (
        "Hathor is discarded as the cost (6.4), so 'another card' is any other card still in "
        "your Reserve, exhausted ones included (only support abilities need a ready card)."),
    "ALT_CORE_B_YZ_07_R2": (
        "One roll event triggers it once, even when a modifier makes you roll two dice and "
        "keep one (6.2)."),
    "ALT_CORE_B_LY_14_C": (
        "Any Character in play may be chosen, either player's; its Fleeting matters when it would next go to Reserve (2.4.6.d)."),
    "ALT_CORE_B_LY_30_R": (
        'With two dice rolled for one, you keep one result and ignore the other (6.2); effects that care about the roll see only the kept result.'),
}

# Rulings of the Lyra Core cards the grammar reads (engine/cards/parsed.py): where the text
# left a choice, what the engine does. The same note serves every version of a family.
_PARSED_RULINGS = {
    ("ALT_CORE_B_LY_04_R",): (
        "The +1 is offered after the die is seen, once per roll and per Martengale you "
        "control (6.2); with The Ouroboros it applies to the result you kept."),
    ("ALT_CORE_B_LY_08_R", "ALT_CORE_B_LY_08_R2", "ALT_CORE_B_LY_19_C", "ALT_CORE_B_LY_19_R2",
     "ALT_CORE_B_LY_25_R"): (
        "Discarding a card from your Reserve is a cost paid inside the effect (6.4): with an "
        "empty Reserve nothing is asked and the rest of that sentence does not happen."),
    ("ALT_CORE_B_LY_19_R",): (
        "Choosing no card is declining (6.5.c); the cards chosen are discarded together, "
        "then that many are drawn."),
    ("ALT_CORE_B_LY_13_C", "ALT_CORE_B_LY_13_R", "ALT_CORE_B_LY_13_R2"): (
        "The Reserve is counted once as the Reaction resolves, and the boosts come one at a "
        "time (6.5.i)."),
    ("ALT_CORE_B_LY_21_C", "ALT_CORE_B_LY_21_R", "ALT_CORE_B_LY_21_R2"): (
        "Both players discard at the same time (1.4.5), then each draws three, in "
        "initiative order."),
    ("ALT_CORE_B_LY_14_R", "ALT_CORE_B_LY_28_R"): (
        "Either player may be the target player (6.5.b), you included."),
    ("ALT_CORE_B_LY_25_R",): (
        "The increase changes the result this effect uses for X; it is not a new roll, so "
        "nothing that reacts to rolling happens again."),
    ("ALT_CORE_B_LY_27_C", "ALT_CORE_B_LY_27_R", "ALT_CORE_B_LY_27_R2"): (
        "With fewer than four cards in the Deck, the Discard pile is shuffled under it first "
        "(3.2.2.d). Each chosen Character goes to the Expedition of your choice; being put, "
        "not played, its [H] ability does not activate but its [J] one does (7.3.21)."),
    ("ALT_CORE_B_LY_29_C", "ALT_CORE_B_LY_29_R", "ALT_CORE_B_LY_29_R2"): (
        "Three different Characters you control are needed, one for each status: a "
        "Character with two of them counts once. The win ends the game at once, before "
        "Progress (1.3.3)."),
    ("ALT_CORE_B_LY_02_C",): (
        "The revealed card may also stay on top of your Deck. Played for free (7.3.20) "
        "from the Deck, it is not Fleeting and its [H] ability does not activate."),
    ("ALT_CORE_B_LY_03_C",): (
        "Expand stays optional (4.2.1.e): you may put the top card of your Deck in Mana, "
        "ready, or nothing; cards in hand are not offered."),
}
for _refs, _text in _PARSED_RULINGS.items():
    for _ref in _refs:
        RULINGS[_ref] = (RULINGS[_ref] + " " + _text) if _ref in RULINGS else _text
