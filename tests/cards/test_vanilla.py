"""Cards of the starter decks without abilities (their whole text is their statistics)."""

from __future__ import annotations

from engine.cards.registry import card_by_ref
from engine.model import Zone
from tests.cards.helpers import covers, scene

VANILLA = ["ALT_CORE_B_AX_11_C", "ALT_CORE_B_AX_10_C", "ALT_CORE_B_BR_08_C", "ALT_CORE_B_BR_13_C",
           "ALT_CORE_B_BR_17_C", "ALT_CORE_B_LY_16_C", "ALT_CORE_B_LY_08_C", "ALT_CORE_B_MU_11_C",
           "ALT_CORE_B_MU_14_C", "ALT_CORE_B_OR_09_C", "ALT_CORE_B_OR_05_C", "ALT_CORE_B_OR_05_R",
           "ALT_CORE_B_OR_07_C", "ALT_CORE_B_YZ_08_C", "ALT_CORE_B_YZ_09_C"]


@covers(*VANILLA)
def test_vanilla_characters_join_with_printed_stats() -> None:
    """Vanilla Characters: played from Hand they join the chosen Expedition (5.2.1) with
    their printed statistics, trigger nothing, and go to Reserve at Rest (4.2.5.b)."""
    for ref in VANILLA:
        cdef = card_by_ref(ref)
        assert cdef.abilities == () and cdef.text() == "", ref
        s = scene(hand=[ref], mana=max(3, cdef.hand_cost))
        hand_before = len(s.p(0).hand)
        s.play(s.p(0).hand[-1], "companion")
        assert s.d.kind == "turn" and s.d.player == 1  # no Reaction, no question
        (card,) = s.exp(0, "companion")
        assert card.cdef.ref == ref and s.state.stats(card) == cdef.stats
        assert len(s.p(0).hand) == hand_before - 1
        assert s.state.expedition_stats(0, "companion") == cdef.stats
        s.to_night_end()
        assert card.zone is Zone.RESERVE
