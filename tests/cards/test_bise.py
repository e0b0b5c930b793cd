"""Bise set cards, family by family, through real decisions (issue #12)."""

from __future__ import annotations

from engine.model import Zone
from tests.cards.helpers import Scene, covers, scene

SKATER = "ALT_BISE_B_BR_52_C"
THESEUS = "ALT_BISE_B_BR_58_C"
THESEUS_R1 = "ALT_BISE_B_BR_58_R1"
MOTHBREEDER = "ALT_BISE_B_YZ_59_C"
MERLIN = "ALT_BISE_B_YZ_54_C"
VANILLA = "ALT_CORE_B_AX_11_C"  # Amelia Earhart, no text


def _scout(s: Scene, card_oid: int, exp: str = "hero") -> None:
    """Answer my turn by playing this card from hand for its Scout cost (7.4.5)."""
    s.settle()
    s.answer(f"play:{card_oid}:{exp}:scout")


@covers(SKATER)
def test_scout_1_plays_for_1_then_goes_to_reserve() -> None:
    """7.4.5.c: Scout 1 lets me play Talarian Skater (Hand Cost 3) from hand for 1; its {J}
    still happens, then the gained "{h} Send me to Reserve" sends it to my Reserve."""
    s = scene(hand=[SKATER], hero_exp=[VANILLA], mana=3)
    skater = s.named("Talarian Skater")
    amelia = s.named("Amelia Earhart")
    labels = [o.label for o in s.d.options if o.id == f"play:{skater.oid}:hero:scout"]
    assert labels and labels[0].endswith("costs 1")
    before = s.ready_mana()
    _scout(s, skater.oid)
    s.settle()
    if s.d.kind != "turn":
        s.pick(amelia)  # {J} Target Character gains 1 boost
    s.settle()
    assert s.ready_mana() == before - 1
    assert amelia.counters.get("boost", 0) == 1
    assert s.named("Talarian Skater").zone is Zone.RESERVE


@covers(SKATER)
def test_scout_card_may_still_be_played_for_its_hand_cost() -> None:
    """7.4.5: Scout is an alternative; paying the Hand Cost plays Talarian Skater normally
    and it stays in its Expedition."""
    s = scene(hand=[SKATER], mana=3)
    skater = s.named("Talarian Skater")
    s.play(skater)
    s.settle()
    if s.d.kind != "turn":
        s.pick(skater)
    s.settle()
    assert s.ready_mana() == 0
    assert skater.zone is Zone.EXPEDITION
