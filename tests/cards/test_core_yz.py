"""Yzmir Core cards read by the parser (engine/cards/parsed.py), one test per family of the
same text, played through real decisions; and the words of the effects language added for
them, each with a test citing its rule."""

from __future__ import annotations

import pytest

from engine import IllegalAnswer
from engine.cards.registry import card_by_ref
from engine.model import Phase, Status, Zone
from tests.cards.helpers import covers, scene

AMELIA = "ALT_CORE_B_AX_11_C"  # a vanilla 2/2/2 with Hand Cost 3
PATHFINDER = "ALT_CORE_B_BR_08_C"  # a vanilla Character with Hand Cost 2
BANISHING_GATE = "ALT_CORE_B_YZ_24_C"  # Fleeting Spell, cost 2: discard target Character/Permanent
SPY_CRAFT = "ALT_CORE_B_YZ_22_C"  # Fleeting Spell, cost 2: Sabotage, then Resupply
ATLAS = "ALT_CORE_B_BR_20_C"  # Gigantic, Hand Cost 5
KELONIC_GENERATOR = "ALT_CORE_B_AX_27_R"  # a Landmark Permanent


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


# ------------------------------------------------------------------ sacrifices
GIFT_OF_SELF = "ALT_CORE_B_YZ_20_C"
COPPELIA = "ALT_CORE_B_AX_14_C"  # a Robot with Hand Cost 2 (its Reaction needs a Hand-to-Reserve move)


@covers("ALT_CORE_B_YZ_20_C", "ALT_CORE_B_YZ_20_R", "ALT_CORE_B_YZ_20_R2")
def test_gift_of_self_sacrifice_then_draw() -> None:
    """Gift of Self: sacrifice a Character (7.3.25); if you do, draw two (rare: three)
    cards (6.5.f). A Fleeting Spell: discarded after (2.4.6.e)."""
    for ref, n in (("ALT_CORE_B_YZ_20_C", 2), ("ALT_CORE_B_YZ_20_R", 3), ("ALT_CORE_B_YZ_20_R2", 2)):
        s = scene(hand=[ref], hero_exp=[AMELIA], opp_hero_exp=[PATHFINDER])
        hand = len(s.p(0).hand)
        s.play(s.named("Gift of Self"), None)  # my only Character: no question (6.1.g)
        s.settle()
        assert s.named("Amelia Earhart").zone is Zone.DISCARD, ref
        assert s.named("Bravos Pathfinder").zone is Zone.EXPEDITION  # not the opponent's
        assert len(s.p(0).hand) == hand - 1 + n, ref
        assert s.named("Gift of Self").zone is Zone.DISCARD


@covers("ALT_CORE_B_YZ_20_C")
def test_gift_of_self_nothing_to_sacrifice_draws_nothing() -> None:
    """Gift of Self: with no Character to sacrifice, 'if you do' is false (6.5.f)."""
    s = scene(hand=[GIFT_OF_SELF], opp_hero_exp=[AMELIA])
    hand = len(s.p(0).hand)
    s.play(s.named("Gift of Self"), None)
    s.settle()
    assert len(s.p(0).hand) == hand - 1
    assert s.named("Amelia Earhart").zone is Zone.EXPEDITION


@covers("ALT_CORE_B_YZ_15_C", "ALT_CORE_B_YZ_15_R2", "ALT_CORE_B_YZ_15_R")
def test_kuwat_sacrifices_in_my_expedition() -> None:
    """Kuwat, the Dissenter: [J] sacrifice a Character in my Expedition — Kuwat itself or
    another of mine there, not one of my other Expedition (7.5.8); the rare: any of mine."""
    for ref, other_offered in (("ALT_CORE_B_YZ_15_C", False), ("ALT_CORE_B_YZ_15_R2", False),
                               ("ALT_CORE_B_YZ_15_R", True)):
        s = scene(hand=[ref], hero_exp=[AMELIA], companion_exp=[PATHFINDER], mana=8)
        s.play(s.named("Kuwat, the Dissenter"), "hero")
        s.settle()
        assert s.d.kind == "sacrifice", ref
        offered = {o for op in s.d.options for o in op.objects}
        assert s.named("Kuwat, the Dissenter").oid in offered
        assert s.named("Amelia Earhart").oid in offered
        assert (s.named("Bravos Pathfinder").oid in offered) is other_offered, ref
        s.pick(s.named("Amelia Earhart"))
        s.settle()
        assert s.named("Amelia Earhart").zone is Zone.DISCARD
        assert s.logged("is sacrificed")


@covers("ALT_CORE_B_YZ_17_C", "ALT_CORE_B_YZ_17_R", "ALT_CORE_B_YZ_17_R2")
def test_kraken_sacrifices_and_floods_every_region() -> None:
    """The Kraken: Gigantic; [J] sacrifice two Characters (rare: one), chosen one after the
    other and sacrificed together (7.3.25); all regions are Water and lose their other
    types (a passive, 2.3)."""
    from engine.model import Terrain

    for ref, n in (("ALT_CORE_B_YZ_17_C", 2), ("ALT_CORE_B_YZ_17_R", 1),
                   ("ALT_CORE_B_YZ_17_R2", 2)):
        s = scene(hand=[ref], hero_exp=[AMELIA, PATHFINDER], opp_hero_exp=[ATLAS], mana=10)
        s.play(s.named("The Kraken"), "hero")
        s.settle()
        for victim in ("Amelia Earhart", "Bravos Pathfinder")[:n]:
            assert s.d.kind == "sacrifice", ref
            assert s.named("Atlas").oid not in {o for op in s.d.options for o in op.objects}
            s.pick(s.named(victim))
        s.settle()
        gone = [c.name for c in s.p(0).discard]
        assert sorted(gone) == sorted(("Amelia Earhart", "Bravos Pathfinder")[:n]), ref
        assert s.named("The Kraken").zone is Zone.EXPEDITION
        regions = range(len(s.state.regions))
        assert all(s.state.terrains_at(i) == frozenset({Terrain.WATER}) for i in regions), ref
    assert card_by_ref("ALT_CORE_B_YZ_17_R").abilities[1].text() == (
        "When I join — Sacrifice one Character.")


# ------------------------------------------------------------------ hands and turns
@covers("ALT_CORE_B_YZ_10_C", "ALT_CORE_B_YZ_10_R2", "ALT_CORE_B_YZ_10_R")
def test_baku_opponent_discards_from_hand() -> None:
    """Baku: [H] (rare: [J]) target opponent discards a card from their hand — the
    opponent chooses which (7.3.5)."""
    for ref, zone in (("ALT_CORE_B_YZ_10_C", "hand"), ("ALT_CORE_B_YZ_10_R2", "hand"),
                      ("ALT_CORE_B_YZ_10_R", "reserve")):
        kw = {"hand": [ref]} if zone == "hand" else {"reserve": [ref]}
        s = scene(opp_hand=[AMELIA], mana=8, **kw)
        opp_hand = len(s.p(1).hand)
        s.play(s.named("Baku"))
        s.settle()
        assert s.d.kind == "choose_card" and s.d.player == 1, ref
        s.pick(s.named("Amelia Earhart"))
        s.settle()
        assert s.named("Amelia Earhart").zone is Zone.DISCARD
        assert len(s.p(1).hand) == opp_hand - 1


@covers("ALT_CORE_B_YZ_10_C")
def test_baku_from_reserve_does_nothing() -> None:
    """Baku (common): [H] only when played from Hand (7.1.1.b)."""
    s = scene(reserve=["ALT_CORE_B_YZ_10_C"], opp_hand=[AMELIA])
    opp_hand = len(s.p(1).hand)
    s.play(s.named("Baku"))
    s.settle()
    assert len(s.p(1).hand) == opp_hand


@covers("ALT_CORE_B_YZ_13_R2")
def test_alice_r2_support_after_you() -> None:
    """Alice (R2): [S] discard me from Reserve — After you (7.3.2: not passing)."""
    s = scene(reserve=["ALT_CORE_B_YZ_13_R2"], hand=[AMELIA])
    s.quick(s.named("Alice"))
    assert s.named("Alice").zone is Zone.DISCARD
    assert s.d.kind == "turn" and s.d.player == 1 and not s.p(0).passed
    s.opp_pass()
    s.play(s.named("Amelia Earhart"))


@covers("ALT_CORE_B_YZ_28_C", "ALT_CORE_B_YZ_28_R", "ALT_CORE_B_YZ_28_R2")
def test_babas_isba_draws_then_sacrifices_for_after_you() -> None:
    """Baba's Isba: [J] draw a card; [T], sacrifice a Character: After you — the sacrifice
    is part of the cost (6.4), so without a Character the action is not offered."""
    for ref in ("ALT_CORE_B_YZ_28_C", "ALT_CORE_B_YZ_28_R", "ALT_CORE_B_YZ_28_R2"):
        s = scene(hand=[ref], mana=8)
        hand = len(s.p(0).hand)
        s.play(s.named("Baba's Isba"), None)
        s.settle()
        assert len(s.p(0).hand) == hand  # played one, drew one
        s.opp_pass()
        assert not [o for o in s.d.options if o.detail == "quick"]  # no Character to sacrifice
        s = scene(landmarks=[ref], hero_exp=[AMELIA, PATHFINDER])
        s.quick(s.named("Baba's Isba"))
        assert s.d.kind == "sacrifice"
        s.pick(s.named("Bravos Pathfinder"))
        assert s.named("Bravos Pathfinder").zone is Zone.DISCARD
        assert s.named("Baba's Isba").has(Status.EXHAUSTED)
        assert s.d.kind == "turn" and s.d.player == 1 and not s.p(0).passed, ref
    assert card_by_ref("ALT_CORE_B_YZ_28_C").abilities[1].text() == (
        "[T], Sacrifice a Character: After you.")


# ------------------------------------------------------------------ Spells and Reserves
@covers("ALT_CORE_B_YZ_14_C", "ALT_CORE_B_YZ_14_R2")
def test_flamel_returns_a_spell_from_reserve() -> None:
    """Flamel: [H] you may return a Spell from your Reserve to your hand — a Spell only,
    chosen (not a target, 6.5.b)."""
    s = scene(hand=["ALT_CORE_B_YZ_14_C"], reserve=[SPY_CRAFT, BANISHING_GATE, AMELIA], mana=8)
    s.play(s.named("Flamel"))
    s.settle()
    s.yes()
    offered = {o for op in s.d.options for o in op.objects}
    assert s.named("Amelia Earhart").oid not in offered and len(offered) == 2
    s.pick(s.named("Spy Craft"))
    s.settle()
    assert s.named("Spy Craft").zone is Zone.HAND
    assert s.named("Banishing Gate").zone is Zone.RESERVE
    assert s.named("Amelia Earhart").zone is Zone.RESERVE
    assert card_by_ref("ALT_CORE_B_YZ_14_R2").abilities[0].text() == (
        "When played from Hand — You may return a Spell from your Reserve to your hand.")


@covers("ALT_CORE_B_YZ_14_R")
def test_flamel_rare_resupplies_first() -> None:
    """Flamel (rare): [H] Resupply; then you may return a Spell from your Reserve to your
    hand — the Spell just Resupplied may be the one (6.1)."""
    s = scene(hand=["ALT_CORE_B_YZ_14_R"], deck_top=[SPY_CRAFT], mana=8)
    s.play(s.named("Flamel"))
    s.settle()
    assert s.named("Spy Craft").zone is Zone.RESERVE
    s.yes()  # the only Spell there: chosen without a question (6.1.g)
    s.settle()
    assert s.named("Spy Craft").zone is Zone.HAND


@covers("ALT_CORE_B_YZ_14_C", "ALT_CORE_B_YZ_14_R", "ALT_CORE_B_YZ_14_R2")
def test_flamel_support_cheaper_spell() -> None:
    """Flamel: [S] discard me from Reserve — the next Spell you play this turn costs 1 less
    (2.2.14)."""
    for ref in ("ALT_CORE_B_YZ_14_C", "ALT_CORE_B_YZ_14_R", "ALT_CORE_B_YZ_14_R2"):
        s = scene(reserve=[ref], hand=[SPY_CRAFT])
        s.quick(s.named("Flamel"))
        before = s.ready_mana()
        s.play(s.named("Spy Craft"), None)
        assert s.ready_mana() == before - 1, ref


@covers("ALT_CORE_B_YZ_27_C", "ALT_CORE_B_YZ_27_R", "ALT_CORE_B_YZ_27_R2")
def test_celestial_blast_discards_up_to_two() -> None:
    """Celestial Blast: discard up to two targets, each a Character or a Permanent (7.3.5);
    the rares draw a card after."""
    for ref, draws in (("ALT_CORE_B_YZ_27_C", 0), ("ALT_CORE_B_YZ_27_R", 1),
                       ("ALT_CORE_B_YZ_27_R2", 1)):
        s = scene(hand=[ref], opp_hero_exp=[AMELIA, PATHFINDER],
                  opp_landmarks=[KELONIC_GENERATOR], mana=8)
        hand = len(s.p(0).hand)
        s.play(s.named("Celestial Blast"), None)
        assert s.d.kind == "target" and s.d.min == 0 and s.d.max == 2
        s.pick(s.named("Amelia Earhart"), s.named("Kelonic Generator"))
        s.settle()
        assert s.named("Amelia Earhart").zone is Zone.DISCARD
        assert s.named("Kelonic Generator").zone is Zone.DISCARD
        assert s.named("Bravos Pathfinder").zone is Zone.EXPEDITION
        assert len(s.p(0).hand) == hand - 1 + draws, ref
    assert card_by_ref("ALT_CORE_B_YZ_27_C").abilities[1].text() == (
        "Discard up to two targets, Characters or Permanents.")


@covers("ALT_CORE_B_YZ_26_R", "ALT_CORE_B_YZ_26_R2")
def test_krakens_wrath_rare_four_targets_total_six() -> None:
    """Kraken's Wrath (rares): up to four targets with a total Hand Cost of 6 or less; a
    larger total is refused before anything moves."""
    for ref in ("ALT_CORE_B_YZ_26_R", "ALT_CORE_B_YZ_26_R2"):
        s = scene(hand=[ref], opp_hero_exp=[AMELIA, PATHFINDER, ATLAS], mana=8)
        s.play(s.named("Kraken's Wrath"), None)
        assert s.d.max == 3 and s.d.min == 0  # four at most, three there
        with pytest.raises(IllegalAnswer):
            s.pick(s.named("Amelia Earhart"), s.named("Atlas"))  # 3 + 5
        s.pick(s.named("Amelia Earhart"), s.named("Bravos Pathfinder"))  # 3 + 2
        assert s.named("Amelia Earhart").zone is Zone.RESERVE
        assert s.named("Bravos Pathfinder").zone is Zone.RESERVE
        assert s.named("Atlas").zone is Zone.EXPEDITION
    assert card_by_ref("ALT_CORE_B_YZ_26_R").abilities[1].text() == (
        "Send to Reserve up to 4 target Characters with a total Hand Cost 6 or less.")


# ------------------------------------------------------------------ the next card you play
@covers("ALT_CORE_B_YZ_30_C", "ALT_CORE_B_YZ_30_R2")
def test_kadigir_next_spell_free() -> None:
    """The Kadigir: [T] the next Spell you play this turn is free — its costs are skipped
    (7.3.20); a Fleeting Spell still goes to the Discard pile."""
    for ref in ("ALT_CORE_B_YZ_30_C", "ALT_CORE_B_YZ_30_R2"):
        s = scene(landmarks=[ref], hand=[SPY_CRAFT, SPY_CRAFT])
        s.quick(s.named("The Kadigir, Yzmir Bastion"))  # a quick action keeps the turn
        before = s.ready_mana()
        s.play(s.p(0).hand[-1], None)
        s.until(lambda s: s.d.kind == "turn")
        assert s.ready_mana() == before, ref
        assert [c.name for c in s.p(0).discard] == ["Spy Craft"]
        s.opp_pass()
        s.play(next(c for c in s.p(0).hand if c.name == "Spy Craft"), None)  # used up
        assert s.ready_mana() == before - 2


@covers("ALT_CORE_B_YZ_30_R")
def test_kadigir_rare_free_spell_from_hand_loses_fleeting() -> None:
    """The Kadigir (rare): the free Spell, played from hand, loses Fleeting — it goes to
    Reserve after resolving (5.2.4.b) instead of the Discard pile (2.4.6.e)."""
    s = scene(landmarks=["ALT_CORE_B_YZ_30_R"], hand=[SPY_CRAFT])
    s.quick(s.named("The Kadigir, Yzmir Bastion"))
    before = s.ready_mana()
    s.play(s.named("Spy Craft"), None)
    s.until(lambda s: s.d.kind == "turn")
    assert s.ready_mana() == before
    assert s.named("Spy Craft").zone is Zone.RESERVE


@covers("ALT_CORE_B_YZ_09_R")
def test_lady_of_the_lake_next_spell_keeps() -> None:
    """Lady of the Lake (rare): [S] the next Spell you play this turn loses Fleeting: it
    goes to Reserve after resolving (5.2.4.b)."""
    s = scene(reserve=["ALT_CORE_B_YZ_09_R"], hand=[SPY_CRAFT])
    s.quick(s.named("Lady of the Lake"))
    assert s.named("Lady of the Lake").zone is Zone.DISCARD
    s.play(s.named("Spy Craft"), None)
    s.until(lambda s: s.d.kind == "turn")
    assert s.named("Spy Craft").zone is Zone.RESERVE


@covers("ALT_CORE_B_YZ_09_R", "ALT_CORE_B_YZ_27_C")
def test_lady_of_the_lake_fleeting_spell_loses_it_inside_a_step() -> None:
    """Lady of the Lake (rare) before Celestial Blast, a Spell with Fleeting (2.4.6.b): it
    loses Fleeting as it is played, in a step whose Reactions see the change (1.2.7.b),
    and goes to Reserve (5.2.4.b). The gauntlet found this status change outside any step."""
    from engine.invariants import check_events_seen

    s = scene(reserve=["ALT_CORE_B_YZ_09_R"], hand=["ALT_CORE_B_YZ_27_C"])
    outside = s.state._events  # where events go when no step is running
    s.quick(s.named("Lady of the Lake"))
    s.play(s.named("Celestial Blast"), None)
    s.until(lambda s: s.d.kind == "turn" or s.d.kind == "target")
    if s.d.kind == "target":
        s.pick_none()
    s.until(lambda s: s.d.kind == "turn")
    assert s.named("Celestial Blast").zone is Zone.RESERVE
    check_events_seen(s.state, outside)


@covers("ALT_CORE_B_YZ_09_R2")
def test_lady_of_the_lake_r2_next_character_keeps() -> None:
    """Lady of the Lake (R2): [S] the next Character you play this turn loses Fleeting —
    played from Reserve it would be Fleeting (2.4.6.a); it stays at Rest."""
    s = scene(reserve=["ALT_CORE_B_YZ_09_R2", PATHFINDER])
    s.quick(s.named("Lady of the Lake"))
    s.play(s.named("Bravos Pathfinder"))
    s.settle()
    assert not s.named("Bravos Pathfinder").has(Status.FLEETING)
    s.to_night_end()
    assert s.named("Bravos Pathfinder").zone is Zone.RESERVE  # not discarded at Rest (4.2.5.b)


# ------------------------------------------------------------------ when I'm sacrificed
@covers("ALT_CORE_B_YZ_05_C", "ALT_CORE_B_YZ_05_R")
def test_moonlight_jellyfish_back_to_reserve_unless_fleeting() -> None:
    """Moonlight Jellyfish: when I'm sacrificed, if I was not Fleeting (before the event,
    6.3.k) — put me in Reserve; the rare, if I was Fleeting — draw a card."""
    for ref in ("ALT_CORE_B_YZ_05_C", "ALT_CORE_B_YZ_05_R"):
        s = scene(hand=[GIFT_OF_SELF], hero_exp=[ref])
        s.play(s.named("Gift of Self"), None)
        s.settle()
        assert s.named("Moonlight Jellyfish").zone is Zone.RESERVE, ref
    for ref, draws in (("ALT_CORE_B_YZ_05_C", 0), ("ALT_CORE_B_YZ_05_R", 1)):
        s = scene(hand=[GIFT_OF_SELF], reserve=[ref])
        s.play(s.named("Moonlight Jellyfish"))  # from Reserve: Fleeting (2.4.6.a)
        s.settle()
        s.opp_pass()
        hand = len(s.p(0).hand)
        s.play(s.named("Gift of Self"), None)
        s.settle()
        assert s.named("Moonlight Jellyfish").zone is Zone.DISCARD, ref
        assert len(s.p(0).hand) == hand - 1 + 2 + draws, ref


@covers("ALT_CORE_B_YZ_05_R2")
def test_moonlight_jellyfish_r2_sacrifices_for_a_robot() -> None:
    """Moonlight Jellyfish (R2): when a Robot joins your Expeditions — you may sacrifice me
    to give it 2 boosts (6.4); then, not Fleeting, I go back to Reserve."""
    s = scene(hand=[COPPELIA], hero_exp=["ALT_CORE_B_YZ_05_R2"])
    s.play(s.named("Coppélia"))
    s.settle()
    assert s.d.kind == "may"
    s.yes()
    s.settle()
    assert s.named("Coppélia").boosts == 2
    assert s.named("Moonlight Jellyfish").zone is Zone.RESERVE


@covers("ALT_CORE_B_YZ_08_R")
def test_yzmir_stargazer_rare_boosts_when_sacrificed() -> None:
    """Yzmir Stargazer (rare): when I'm sacrificed — you may have target Character gain 2
    boosts."""
    s = scene(hand=[GIFT_OF_SELF], hero_exp=["ALT_CORE_B_YZ_08_R", AMELIA])
    s.play(s.named("Gift of Self"), None)
    s.pick(s.named("Yzmir Stargazer"))
    s.settle()
    s.yes()
    s.settle()
    assert s.named("Amelia Earhart").boosts == 2
    assert s.named("Yzmir Stargazer").zone is Zone.DISCARD


# ------------------------------------------------------------------ Heroes
MAGICAL_TRAINING = "ALT_CORE_B_YZ_19_C"  # Spell, Hand Cost 1: draw a card (not Fleeting)
CONJURING_SEAL = "ALT_CORE_B_YZ_23_C"  # Spell, Hand Cost 3: draw two cards


@covers("ALT_CORE_B_YZ_03_C")
def test_afanas_senka_cheap_spells_fleeting_and_boost() -> None:
    """Afanas & Senka: Spells you play with Hand Cost 1 or less are Fleeting (discarded
    after resolving, 2.4.6.e); when you play a Spell — target Character you control gains 1
    boost, once the Spell has resolved (5.1.2.j)."""
    s = scene(hero="ALT_CORE_B_YZ_03_C", hand=[MAGICAL_TRAINING, CONJURING_SEAL],
              hero_exp=[AMELIA], opp_hero_exp=[PATHFINDER], mana=8)
    s.play(s.named("Magical Training"), None)
    s.settle()
    assert s.named("Magical Training").zone is Zone.DISCARD
    assert s.named("Amelia Earhart").boosts == 1  # my only Character: no question
    assert s.named("Bravos Pathfinder").boosts == 0
    s.opp_pass()
    s.play(s.named("Conjuring Seal"), None)
    s.settle()
    assert s.named("Conjuring Seal").zone is Zone.RESERVE  # Hand Cost 3: not Fleeting
    assert s.named("Amelia Earhart").boosts == 2
    assert card_by_ref("ALT_CORE_B_YZ_03_C").abilities[0].text() == (
        "Spells you play with Hand Cost 1 or less are Fleeting.")


@covers("ALT_CORE_B_YZ_02_C")
def test_lindiwe_maw_creates_maw_costing_more_when_second() -> None:
    """Lindiwe & Maw: [T] create a Maw in your Companion Expedition (its own ability: when
    you sacrifice a Character — I gain 2 boosts); the action costs 1 more if you are not
    the first player."""
    s = scene(hero="ALT_CORE_B_YZ_02_C", hand=[GIFT_OF_SELF], hero_exp=[AMELIA])
    before = s.ready_mana()
    s.quick(s.p(0).hero)
    (maw,) = s.tokens("Maw", 0, "companion")
    assert s.ready_mana() == before and s.p(0).hero.has(Status.EXHAUSTED)
    s.play(s.named("Gift of Self"), None)  # sacrifices Amelia (the Maw is a Character too)
    s.pick(s.named("Amelia Earhart"))
    s.settle()
    assert maw.boosts == 2
    s = scene(hero="ALT_CORE_B_YZ_02_C", first=False)
    s.to_my_turn()
    before = s.ready_mana()
    s.quick(s.p(0).hero)
    assert s.ready_mana() == before - 1 and len(s.tokens("Maw", 0, "companion")) == 1
    assert card_by_ref("ALT_CORE_B_YZ_02_C").abilities[0].text() == (
        '[T]: Create a Maw 0/0/0 Companion token in your Companion Expedition with "When you '
        'sacrifice a Character — I gain 2 boosts". This action costs 1 more if you are not '
        "the first player.")


# ------------------------------------------------------------------ families read earlier, untested
@covers("ALT_CORE_B_YZ_08_R2", "ALT_CORE_B_BR_08_R2", "ALT_CORE_B_BR_13_R2", "ALT_CORE_B_BR_22_C",
        "ALT_CORE_B_BR_22_R2", "ALT_CORE_B_OR_05_R2", "ALT_CORE_B_OR_09_R")
def test_vanilla_core_versions_of_yzmir_bravos_ordis() -> None:
    """Core versions printed without text: they join with their printed statistics
    (5.2.1), trigger nothing, and go to Reserve at Rest (4.2.5.b)."""
    for ref in ("ALT_CORE_B_YZ_08_R2", "ALT_CORE_B_BR_08_R2", "ALT_CORE_B_BR_13_R2",
                "ALT_CORE_B_BR_22_C", "ALT_CORE_B_BR_22_R2", "ALT_CORE_B_OR_05_R2",
                "ALT_CORE_B_OR_09_R"):
        cdef = card_by_ref(ref)
        assert cdef.abilities == () and cdef.text() == "", ref
        s = scene(hand=[ref], mana=max(3, cdef.hand_cost))
        s.play(s.p(0).hand[-1], "companion")
        assert s.d.kind == "turn" and s.d.player == 1, ref  # no Reaction, no question
        (c,) = s.exp(0, "companion")
        assert s.state.stats(c) == cdef.stats, ref
        s.to_night_end()
        assert c.zone is Zone.RESERVE, ref


@covers("ALT_CORE_B_YZ_04_R", "ALT_CORE_B_YZ_04_R2")
def test_studious_disciple_rares_cheaper_spell_from_reserve_play() -> None:
    """Studious Disciple (rares): [R] the next Spell you play this Afternoon costs 1 less
    (an Ongoing effect lasting the Afternoon, 2.2.14) — still there on a later turn; the
    support ability as the common's."""
    for ref in ("ALT_CORE_B_YZ_04_R", "ALT_CORE_B_YZ_04_R2"):
        s = scene(reserve=[ref], hand=[SPY_CRAFT])
        s.play(s.named("Studious Disciple"))
        s.settle()
        s.opp_pass()  # a later turn of the same Afternoon
        before = s.ready_mana()
        s.play(s.named("Spy Craft"), None)
        assert s.ready_mana() == before - 1, ref
        s = scene(reserve=[ref], hand=[SPY_CRAFT])
        s.quick(s.named("Studious Disciple"))
        before = s.ready_mana()
        s.play(s.named("Spy Craft"), None)
        assert s.ready_mana() == before - 1, ref


@covers("ALT_CORE_B_YZ_06_C", "ALT_CORE_B_YZ_06_R2")
def test_tooth_fairy_sabotage_from_hand() -> None:
    """Tooth Fairy: [H] Sabotage — discard up to one target card in a Reserve (7.3.24)."""
    for ref in ("ALT_CORE_B_YZ_06_C", "ALT_CORE_B_YZ_06_R2"):
        s = scene(hand=[ref], opp_reserve=[AMELIA])
        s.play(s.named("Tooth Fairy"))
        s.settle()
        s.pick(s.named("Amelia Earhart"))
        s.settle()
        assert s.named("Amelia Earhart").zone is Zone.DISCARD, ref


@covers("ALT_CORE_B_YZ_07_C")
def test_kadigiran_mage_dancer_boosts_when_you_play_a_spell() -> None:
    """Kadigiran Mage-Dancer: when you play a Spell — I gain 1 boost; not for a Character."""
    s = scene(hero_exp=["ALT_CORE_B_YZ_07_C"], hand=[MAGICAL_TRAINING, PATHFINDER])
    s.play(s.named("Magical Training"), None)
    s.settle()
    dancer = s.named("Kadigiran Mage-Dancer")
    assert dancer.boosts == 1
    s.opp_pass()
    s.play(s.named("Bravos Pathfinder"))
    s.settle()
    assert dancer.boosts == 1


@covers("ALT_CORE_B_YZ_11_R2", "ALT_CORE_B_YZ_12_R2")
def test_baba_yaga_and_alchemist_r2_from_hand() -> None:
    """Baba Yaga (R2): [H] draw a card; Kadigiran Alchemist (R2): [H] I gain 3 boosts."""
    s = scene(hand=["ALT_CORE_B_YZ_11_R2"], deck_top=[AMELIA])
    s.play(s.named("Baba Yaga"))
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.HAND
    s = scene(hand=["ALT_CORE_B_YZ_12_R2"])
    s.play(s.named("Kadigiran Alchemist"))
    s.settle()
    assert s.named("Kadigiran Alchemist").boosts == 3


@covers("ALT_CORE_B_YZ_19_C", "ALT_CORE_B_YZ_19_R", "ALT_CORE_B_YZ_19_R2",
        "ALT_CORE_B_YZ_23_C", "ALT_CORE_B_YZ_23_R", "ALT_CORE_B_YZ_23_R2")
def test_magical_training_and_conjuring_seal_draw() -> None:
    """Magical Training: draw a card; Conjuring Seal: draw two (rare: three) cards (7.3.7);
    not Fleeting, they go to Reserve after resolving (5.2.4.b)."""
    for ref, name, n in (("ALT_CORE_B_YZ_19_C", "Magical Training", 1),
                         ("ALT_CORE_B_YZ_19_R", "Magical Training", 1),
                         ("ALT_CORE_B_YZ_19_R2", "Magical Training", 1),
                         ("ALT_CORE_B_YZ_23_C", "Conjuring Seal", 2),
                         ("ALT_CORE_B_YZ_23_R", "Conjuring Seal", 3),
                         ("ALT_CORE_B_YZ_23_R2", "Conjuring Seal", 2)):
        s = scene(hand=[ref])
        hand = len(s.p(0).hand)
        s.play(s.named(name), None)
        s.settle()
        assert len(s.p(0).hand) == hand - 1 + n, ref
        assert s.named(name).zone is Zone.RESERVE, ref


@covers("ALT_CORE_B_YZ_21_R")
def test_off_you_go_rare_hand_cost_five() -> None:
    """Off you go! (rare): send to Reserve target Character with Hand Cost 5 or less."""
    s = scene(hand=["ALT_CORE_B_YZ_21_R"], opp_hero_exp=[ATLAS], opp_companion_exp=[
        "ALT_CORE_B_BR_22_C"], mana=8)
    s.play(s.named("Off You Go!"), None)
    s.settle()
    assert s.named("Atlas").zone is Zone.RESERVE  # the only one with Hand Cost 5 or less
    assert s.named("Shenlong").zone is Zone.EXPEDITION


@covers("ALT_CORE_B_YZ_22_R", "ALT_CORE_B_YZ_22_R2")
def test_spy_craft_rares_sabotage_then_resupply() -> None:
    """Spy Craft (rares): Sabotage, then Resupply; the R2 is Fleeting, the R is not."""
    for ref, after in (("ALT_CORE_B_YZ_22_R", Zone.RESERVE), ("ALT_CORE_B_YZ_22_R2", Zone.DISCARD)):
        s = scene(hand=[ref], opp_reserve=[AMELIA], deck_top=[PATHFINDER])
        s.play(s.named("Spy Craft"), None)
        s.pick(s.named("Amelia Earhart"))
        s.settle()
        assert s.named("Amelia Earhart").zone is Zone.DISCARD
        assert s.named("Bravos Pathfinder").zone is Zone.RESERVE
        assert s.named("Spy Craft").zone is after, ref


@covers("ALT_CORE_B_YZ_24_R", "ALT_CORE_B_YZ_24_R2")
def test_banishing_gate_rares_discard() -> None:
    """Banishing Gate (rares): discard target Character or Permanent (7.3.5)."""
    for ref in ("ALT_CORE_B_YZ_24_R", "ALT_CORE_B_YZ_24_R2"):
        s = scene(hand=[ref], opp_landmarks=[KELONIC_GENERATOR], opp_hero_exp=[AMELIA])
        s.play(s.named("Banishing Gate"), None)
        s.pick(s.named("Kelonic Generator"))
        s.settle()
        assert s.named("Kelonic Generator").zone is Zone.DISCARD, ref
        assert s.named("Amelia Earhart").zone is Zone.EXPEDITION


@covers("ALT_CORE_B_YZ_29_C", "ALT_CORE_B_YZ_29_R", "ALT_CORE_B_YZ_29_R2")
def test_aether_shard_draws_at_noon() -> None:
    """Aether Shard: At Noon — draw a card (4.2.2); the rares also [J] draw a card."""
    for ref, on_join in (("ALT_CORE_B_YZ_29_C", 0), ("ALT_CORE_B_YZ_29_R", 1),
                         ("ALT_CORE_B_YZ_29_R2", 1)):
        s = scene(hand=[ref], mana=8)
        hand = len(s.p(0).hand)
        s.play(s.named("Aether Shard"), None)
        s.settle()
        assert len(s.p(0).hand) == hand - 1 + on_join, ref
        s.next_day()
        noon = [e for e in s.state.log if e.rule == "7.3.7" and e.phase == "Noon"
                and e.actor == "Me" and e.day == 2]
        assert noon, ref
