"""Words that were written twice and drifted, now one (issue #26): the behaviour each
kept is the one the rules give."""

from __future__ import annotations

from engine.model import Zone
from tests.cards.helpers import scene

AMELIA = "ALT_CORE_B_AX_11_C"  # a vanilla Character
TROOPER = "ALT_CORE_B_OR_05_C"  # a vanilla Character
GENERATOR = "ALT_CORE_B_AX_27_C"  # Kelonic Generator: a Landmark Permanent
NURSERY_R1 = "ALT_CYCLONE_B_AX_78_R1"  # "[T], 1, Sacrifice a Permanent: create a Brassbug …"
SAP_DUENDE = "ALT_BISE_B_LY_61_C"  # "Target two Boosted Characters … exchange their boosts"


def test_6_4_a_t_1_sacrifice_a_permanent_chooses_the_permanent_before_paying() -> None:
    """"[T], 1, Sacrifice a Permanent" is one cost paid in one step (6.4.a), read like
    "[T], Sacrifice a Character": the Permanent is chosen first, then everything is paid
    — nothing is exhausted or spent while the player is still choosing."""
    s = scene(hand=[NURSERY_R1], landmarks=[GENERATOR])
    s.play(s.named("Brassbug Nursery"))
    s.settle()
    s.opp_pass()
    mana = s.ready_mana()
    nursery = s.named("Brassbug Nursery")
    s.quick(nursery)
    assert s.d.kind == "sacrifice"
    assert not nursery.exhausted and s.ready_mana() == mana  # nothing paid yet
    s.pick(s.named("Kelonic Generator"))
    s.settle()
    assert nursery.exhausted and s.ready_mana() == mana - 1
    assert s.named("Kelonic Generator").zone is Zone.DISCARD


def test_7_3_8_a_the_one_with_more_boosts_loses_the_difference_it_does_not_spend_it() -> None:
    """Exchanging boosts (7.3.8.a): the one with more loses the difference and the other
    gains it; losing is not spending (7.3.27), so the log says "loses", never "spends"."""
    s = scene(hand=[SAP_DUENDE], hero_exp=[AMELIA], reserve=[TROOPER])
    amelia, trooper = s.named("Amelia Earhart"), s.named("Ordis Trooper")
    amelia.counters["boost"], trooper.counters["boost"] = 3, 1  # set-up
    s.play(s.named("Sap Duende"), None)
    s.settle()
    s.pick(amelia, trooper)
    s.settle()
    assert (amelia.boosts, trooper.boosts) == (1, 3)
    lost = [e for e in s.g.log if e.text.startswith("Amelia Earhart loses 2 boosts")]
    assert len(lost) == 1 and lost[0].rule == "7.3.8.a"
    assert not [e for e in s.g.log if "spends" in e.text]
