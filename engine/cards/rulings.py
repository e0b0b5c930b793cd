"""Rulings: where a card's text leaves a choice, what the engine does, by reference.

Shown with the card (`CardDef.ruling`) and in its explanation.  Plain text, kept apart
from the abilities so that looking a card up reads these and not the hand-written
definitions of engine/cards/<faction>.py (which import the effects vocabulary); the
registry imports those only for a card the parser does not read.
"""

from __future__ import annotations

RULINGS: dict[str, str] = {}


def _same(refs: tuple[str, ...], text: str) -> dict[str, str]:
    """One ruling for each of `refs`."""
    return dict.fromkeys(refs, text)


def _family(refs: str, ruling: str) -> dict[str, str]:
    """One ruling for every version of a card that prints the same words."""
    return dict.fromkeys(refs.split(), ruling)


# ---- Axiom (the starter deck's cards, then the Core families the parser reads)
RULINGS.update({
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
})


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


# ---- Bravos
RULINGS.update({
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
})


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


# ---- Lyra
RULINGS.update({
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
})

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


# ---- Muna
RULINGS.update({
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
})


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


# ---- Ordis
RULINGS.update({
    "ALT_CORE_B_OR_01_C": (
        "On the first Day the Hero's abilities are ignored, so no Recruit is made at the "
        "first Noon; from the second Day on, one is made each Noon."),
    "ALT_CORE_B_OR_13_C": (
        "'Your other Expedition' is the one I am not in; if I am Gigantic (in both), there is "
        "no other Expedition and nothing is created (7.4.4.k)."),
    "ALT_CORE_B_OR_17_C": (
        "The Reaction works before the event (6.3.e): it triggers when I leave the Expedition "
        "zone for any zone, Rest included, and the tokens go to both of your Expeditions."),
    "ALT_CORE_B_OR_26_R": (
        "'Any number of target Expeditions' allows any of the four Expeditions, the "
        "opponent's included (6.5.b); each token's Expedition is chosen in turn."),
    "ALT_CORE_B_OR_15_C": (
        "'Other Characters' counts tokens and Characters in both of your Expeditions, not "
        "cards in Reserve (7.5.4); a Gigantic Character counts once."),
    "ALT_CORE_B_BR_04_R2": (
        "'My Expedition' is the one Ratatoskr joined; if it has left play before the Reaction "
        "resolves, the last Expedition it was in is used (6.3.j)."),
    "ALT_CORE_B_OR_23_C": (
        'Only Characters you control as it resolves gain the boost (7.5.4); ones played later get nothing.'),
    "ALT_CORE_B_OR_28_C": (
        'Tokens created in your Expeditions join them too, so they gain the boost; a Character moving between your own Expeditions does not join them (7.4.4).'),
})


_AFTER_REST = (
    "The rules do not define 'after Rest': the effect is remembered when the Reaction "
    "resolves at Dusk and is done once, by the same player, as a daily effect of its own "
    "right after Rest (4.2.5.b) and before Clean-up; its target is chosen then.")

RULINGS.update({
    **_family("ALT_CORE_B_OR_08_C ALT_CORE_B_OR_08_R ALT_CORE_B_OR_08_R2", _AFTER_REST),
    **_family("ALT_CORE_B_OR_22_C ALT_CORE_B_OR_22_R ALT_CORE_B_OR_22_R2", _AFTER_REST),
    **_family("ALT_CORE_B_OR_18_C ALT_CORE_B_OR_18_R ALT_CORE_B_OR_18_R2", (
        "It activates once for each drawing step of an opponent, however many cards it "
        "draws (the Morning draw included, 4.2.1.d), and once for each Resupply, Exhausted "
        "ones included (7.3.11).")),
    **_family("ALT_CORE_B_OR_19_C ALT_CORE_B_OR_19_R ALT_CORE_B_OR_19_R2", (
        "'Your other Expedition' is the one Issitoq is not in; the one facing it is the "
        "opponent's Expedition of the same name. A Gigantic Issitoq is in both and has no "
        "other Expedition (7.4.4.k).")),
    **_family("ALT_CORE_B_OR_21_C ALT_CORE_B_OR_21_R ALT_CORE_B_OR_21_R2", (
        "A restriction on the final cost, applied after every increase and decrease "
        "(5.1.2.e); a card played for free costs nothing (7.3.20).")),
    **_family("ALT_CORE_B_OR_24_C ALT_CORE_B_OR_24_R ALT_CORE_B_OR_24_R2", (
        "X is counted as the target is chosen (6.5.b): on the rare, after its Recruit is "
        "created. Cards in Reserve are not controlled (7.5.4).")),
    "ALT_CORE_B_OR_27_C": (
        "Any of the four Expeditions may be the target (6.5.b); the Ongoing effect ends with "
        "the Day (2.2.14)."),
    "ALT_CORE_B_OR_10_R": (
        "Only other Bureaucrats you control in your Expeditions count (7.5.4); the count is "
        "checked each time characteristics are worked out (2.3.1.k)."),
    **_family("ALT_CORE_B_OR_12_C ALT_CORE_B_OR_12_R ALT_CORE_B_OR_12_R2", (
        "The Characters facing me are the opponent's in the Expedition of the same name as "
        "mine (both, if I am Gigantic); their Reactions of those three kinds do not activate "
        "(7.3.1.e).")),
    **_family("ALT_CORE_B_OR_20_C ALT_CORE_B_OR_20_R ALT_CORE_B_OR_20_R2", (
        "Each player chooses in initiative order, seeing the earlier choice (1.4.5), then all "
        "are sacrificed at once; Anubis itself may be its controller's choice (7.3.25).")),
})


# ---- Yzmir
RULINGS.update({
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
})


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


# ---- tokens
RULINGS.update({
    "ALT_CORE_B_YZ_31_C": (  # Maw
        "Only sacrifices of Characters count, made by you (7.3.25); Landmarks lost at "
        "Clean-up are Permanents and do not count."),
})
