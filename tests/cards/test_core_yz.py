"""Yzmir Core cards read by the parser (engine/cards/parsed.py), one test per family of the
same text, played through real decisions; and the words of the effects language added for
them, each with a test citing its rule."""

from __future__ import annotations

from engine.cards.registry import card_by_ref
from engine.model import Phase, Status, Zone
from tests.cards.helpers import covers, scene

AMELIA = "ALT_CORE_B_AX_11_C"  # a vanilla 2/2/2 with Hand Cost 3
PATHFINDER = "ALT_CORE_B_BR_08_C"  # a vanilla Character with Hand Cost 2
BANISHING_GATE = "ALT_CORE_B_YZ_24_C"  # Fleeting Spell, cost 2: discard target Character/Permanent
SPY_CRAFT = "ALT_CORE_B_YZ_22_C"  # Fleeting Spell: Sabotage, then Resupply


@covers("ALT_CORE_B_YZ_25_C", "ALT_CORE_B_YZ_25_R", "ALT_CORE_B_YZ_25_R2")
def test_small_step_giant_leap_moves_target_expedition() -> None:
    """Small Step, Giant Leap: target Expedition moves forward one region (7.3.16); any of
    the four may be chosen (6.5.b). The common and R2 are Fleeting (2.4.6.e)."""
    for ref, fleeting in (("ALT_CORE_B_YZ_25_C", True), ("ALT_CORE_B_YZ_25_R", False),
                          ("ALT_CORE_B_YZ_25_R2", True)):
        s = scene(hand=[ref], mana=8)
        s.play(s.named("Small Step, Giant Leap"), None)
        assert s.d.kind == "target_expedition" and len(s.d.options) == 4
        s.answer("e:0:companion")
        s.settle()
        assert s.p(0).distance("companion") == 1 and s.p(0).distance("hero") == 0, ref
        assert s.p(1).distance("hero") == 0 and s.p(1).distance("companion") == 0
        spell = s.named("Small Step, Giant Leap")
        assert spell.zone is (Zone.DISCARD if fleeting else Zone.RESERVE), ref


@covers("ALT_CORE_B_YZ_18_R2")
def test_sakarabru_r2_pushes_facing_expedition_back() -> None:
    """Sakarabru (R2): [H] your opponent's Expedition facing me moves backwards one region
    (7.3.16) — the one on my side only."""
    s = scene(hand=["ALT_CORE_B_YZ_18_R2"], mana=8)
    s.state.players[1].position["hero"] = 2  # set-up: both of the opponent's Expeditions
    s.state.players[1].position["companion"] = 5  # are one region ahead
    s.play(s.named("Sakarabru"), "hero")
    s.settle()
    assert s.p(1).distance("hero") == 1 and s.p(1).distance("companion") == 2
    assert card_by_ref("ALT_CORE_B_YZ_18_R2").abilities[0].text() == (
        "When played from Hand — Your opponent's Expedition facing me moves backwards one region.")


@covers("ALT_CORE_B_YZ_07_R")
def test_kadigiran_mage_dancer_rare_draws_at_dusk() -> None:
    """Kadigiran Mage-Dancer (rare): when you play a Spell — I gain 1 boost; At Dusk — if I
    have 3 or more boosts, draw a card (the effect printed on its own line after the dash is
    still the trigger's)."""
    s = scene(hero_exp=["ALT_CORE_B_YZ_07_R"],
              hand=[SPY_CRAFT, SPY_CRAFT, SPY_CRAFT], mana=12)
    dancer = s.named("Kadigiran Mage-Dancer")
    for n in (1, 2, 3):
        s.play(next(c for c in s.p(0).hand if c.name == "Spy Craft"), None)
        s.until(lambda s: s.d.kind == "turn")  # Sabotage: nothing chosen
        assert dancer.boosts == n
        if s.d.player == 1:
            s.opp_pass()
    s.until(lambda s: s.state.phase is Phase.NIGHT)
    assert any(e.rule == "7.3.7" and e.phase == "Dusk" and e.actor == "Me" for e in s.state.log)
    assert not dancer.has(Status.FLEETING)
