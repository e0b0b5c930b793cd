"""Rulings of the Ordis starter cards (and the cross-faction rares of its deck), and the
abilities of those the card-text parser cannot read; every other card of the deck is
defined once, by the parser (engine/cards/parsed.py)."""

from __future__ import annotations

ABILITIES: dict[str, tuple] = {
    # Foundry Mechanic ALT_CORE_B_AX_07_R2 is written in axiom.py.
}

RULINGS: dict[str, str] = {
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
}


def _family(refs: str, ruling: str) -> dict[str, str]:
    """One ruling for every version of a card that prints the same words."""
    return {ref: ruling for ref in refs.split()}


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
