"""Lyra Core cards read by the parser (engine/cards/parsed.py), one test per family of the
same text, played through real decisions; and the words of the effects language added for
them, each with a test citing its rule."""

from __future__ import annotations

from engine.cards.registry import card_by_ref
from engine.model import Zone
from tests.cards.helpers import covers, scene

AMELIA = "ALT_CORE_B_AX_11_C"  # a vanilla 2/2/2 with Hand Cost 3
PATHFINDER = "ALT_CORE_B_BR_08_C"  # a vanilla 0/3/3 with Hand Cost 2
CROUPIER = "ALT_CORE_B_LY_17_C"  # [H] roll a die: 4+ draw a card, 1-3 Resupply
INKCASTER = "ALT_CORE_B_LY_10_C"


@covers("ALT_CORE_B_LY_07_R", "ALT_CORE_B_LY_07_R2")
def test_hathor_rares_return_a_card_of_your_choice() -> None:
    """Hathor (rares): [S] discard me from Reserve (the cost, 6.4) — return another card
    from your Reserve to your hand: a choice among my own Reserve's cards, not the
    opponent's."""
    for ref in ("ALT_CORE_B_LY_07_R", "ALT_CORE_B_LY_07_R2"):
        s = scene(reserve=[ref, AMELIA, PATHFINDER], opp_reserve=[CROUPIER])
        s.quick(s.named("Hathor"))
        offered = {o for op in s.d.options for o in op.objects}
        assert offered == {s.named("Amelia Earhart").oid, s.named("Bravos Pathfinder").oid}
        s.pick(s.named("Bravos Pathfinder"))
        assert s.named("Bravos Pathfinder").zone is Zone.HAND
        assert s.named("Amelia Earhart").zone is Zone.RESERVE
        assert s.named("Hathor").zone is Zone.DISCARD
        assert "Return another card from your Reserve to your hand." in card_by_ref(ref).text()


@covers("ALT_CORE_B_LY_10_C", "ALT_CORE_B_LY_10_R", "ALT_CORE_B_LY_10_R2")
def test_ouroboros_inkcaster_sent_to_reserve_at_rest() -> None:
    """Ouroboros Inkcaster: when I go to Reserve from the Expedition zone (a self-move
    Reaction, 6.3.c) — you may return another card from your Reserve to your hand. At Rest
    it goes to Reserve (4.2.5.b) and I take back a card that was already there."""
    for ref in ("ALT_CORE_B_LY_10_C", "ALT_CORE_B_LY_10_R", "ALT_CORE_B_LY_10_R2"):
        s = scene(hero_exp=[ref], reserve=[AMELIA])
        s.until(lambda s: s.d.kind == "may" and s.d.player == 0)
        s.yes()
        if s.d.kind == "target":
            s.pick(s.named("Amelia Earhart"))
        assert s.named("Amelia Earhart").zone is Zone.HAND, ref
        assert s.named("Ouroboros Inkcaster").zone is Zone.RESERVE  # "another": not itself


@covers("ALT_CORE_B_LY_10_C")
def test_ouroboros_inkcaster_discarded_does_nothing() -> None:
    """Ouroboros Inkcaster: played from Reserve it is Fleeting, so at Rest it is discarded
    instead (2.4.6.d): it never goes to Reserve and the Reaction does not trigger."""
    s = scene(reserve=[INKCASTER, AMELIA])
    s.play(s.named("Ouroboros Inkcaster"))
    s.settle()
    s.to_night_end()
    assert s.named("Ouroboros Inkcaster").zone is Zone.DISCARD
    assert s.named("Amelia Earhart").zone is Zone.RESERVE


@covers("ALT_CORE_B_LY_28_C", "ALT_CORE_B_LY_28_R2")
def test_ride_the_bifrost_all_mine_switch() -> None:
    """Ride the Bifröst: all Characters you control switch Expeditions (7.3.28); the
    opponent's stay where they are."""
    for ref in ("ALT_CORE_B_LY_28_C", "ALT_CORE_B_LY_28_R2"):
        s = scene(hand=[ref], hero_exp=[AMELIA], companion_exp=[PATHFINDER],
                  opp_hero_exp=[CROUPIER])
        s.play(s.named("Ride the Bifröst"), None)
        s.settle()
        assert s.named("Amelia Earhart").expedition == "companion"
        assert s.named("Bravos Pathfinder").expedition == "hero"
        assert s.named("Ouroboros Croupier").expedition == "hero"
        assert card_by_ref(ref).text().endswith(
            "All Characters you control switch Expeditions.")


@covers("ALT_CORE_B_LY_26_R2")
def test_paint_prison_r2_reduction_by_two() -> None:
    """Paint Prison (rare): the optional discard from Reserve reduces the cost by 2
    (5.1.2.c); the target goes to the top of its owner's deck."""
    ref = "ALT_CORE_B_LY_26_R2"
    s = scene(hand=[ref], reserve=[PATHFINDER], opp_hero_exp=[AMELIA])
    before = s.ready_mana(0)
    s.play(s.named("Paint Prison"), None, reduce=True)
    s.settle()
    assert s.ready_mana(0) == before - (card_by_ref(ref).hand_cost - 2)
    assert s.named("Bravos Pathfinder").zone is Zone.DISCARD
    assert s.p(1).deck[-1] is s.named("Amelia Earhart")


@covers("ALT_CORE_B_LY_25_R2")
def test_all_in_r2_boosts_by_die() -> None:
    """All In! (rare): roll a die; target Character gains X boosts, X the result
    (7.3.19.b). Read by the grammar as the common was written by hand."""
    s = scene(hand=["ALT_CORE_B_LY_25_R2"], hero_exp=[AMELIA])
    s.rig_dice(3)
    s.play(s.named("All In!"), None)
    s.settle()
    assert s.named("Amelia Earhart").boosts == 3
    assert card_by_ref("ALT_CORE_B_LY_25_R2").abilities == card_by_ref(
        "ALT_CORE_B_LY_25_C").abilities


@covers("ALT_CORE_B_LY_30_C")
def test_ouroboros_common_rolls_one_more() -> None:
    """The Ouroboros, Lyra Bastion: roll that many dice plus one and ignore the roll of
    your choice (6.2) — the kept result is the one that counts."""
    s = scene(landmarks=["ALT_CORE_B_LY_30_C"], hand=[CROUPIER], deck_top=[AMELIA])
    s.rig_dice(5, 2)
    s.play(s.named("Ouroboros Croupier"))
    s.settle()
    assert s.d.kind == "die"
    s.pick_label("Keep 2")
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.RESERVE  # 1-3: Resupply
