"""Yzmir starter cards (and the cross-faction rares of the Yzmir deck), and Maw."""

from __future__ import annotations

import pytest

from engine import IllegalAnswer
from engine.effects.abilities import Reaction
from engine.effects.steps import Sacrifice
from engine.effects.triggers import OnPlayed
from engine.model import Status, Zone
from tests.cards.helpers import (
    covers,
    exhausted_in_reserve,
    extra_card,
    quick_labels,
    scene,
)

AMELIA = "ALT_CORE_B_AX_11_C"  # a vanilla 2/2/2 with Hand Cost 3
PATHFINDER = "ALT_CORE_B_BR_08_C"  # a vanilla 0/3/3 with Hand Cost 2
ATLAS = "ALT_CORE_B_BR_20_C"  # Gigantic, Hand Cost 5
MAW = "ALT_CORE_B_YZ_31_C"
BOODA = "ALT_CORE_B_BR_31_C"  # a 2/2/2 token (Hand Cost 0)
KELONIC_GENERATOR = "ALT_CORE_B_AX_27_R"  # a Landmark Permanent


@covers("ALT_CORE_B_YZ_01_C")
def test_akesha_after_you_only_first_player() -> None:
    """Akesha & Taru: [T] After you — the turn ends without passing (7.3.2), so I play again
    after the opponent; only while I am the first player."""
    s = scene(hero="ALT_CORE_B_YZ_01_C", hand=[AMELIA])
    s.quick(s.p(0).hero)
    assert s.d.kind == "turn" and s.d.player == 1 and not s.p(0).passed
    s.opp_pass()
    s.play(s.named("Amelia Earhart"))  # my turn again
    s = scene(hero="ALT_CORE_B_YZ_01_C", first=False)
    s.to_my_turn()
    assert not [o for o in s.d.options if o.detail == "quick"]


@covers("ALT_CORE_B_YZ_13_C", "ALT_CORE_B_YZ_13_R")
def test_alice_support_after_you() -> None:
    """Alice: [S] discard me from Reserve — After you (7.3.2.b: not passing)."""
    for ref in ("ALT_CORE_B_YZ_13_C", "ALT_CORE_B_YZ_13_R"):
        s = scene(reserve=[ref], hand=[AMELIA])
        s.quick(s.named("Alice"))
        assert s.named("Alice").zone is Zone.DISCARD
        assert s.d.kind == "turn" and s.d.player == 1
        s.opp_pass()
        s.play(s.named("Amelia Earhart"))


@covers("ALT_CORE_B_YZ_04_C")
def test_studious_disciple_cheaper_spell() -> None:
    """Studious Disciple: [S] discard me — the next Spell you play this turn costs 1 less."""
    s = scene(reserve=["ALT_CORE_B_YZ_04_C"], hand=["ALT_CORE_B_YZ_24_C"], opp_hero_exp=[AMELIA])
    s.quick(s.named("Studious Disciple"))
    before = s.ready_mana(0)
    s.play(s.named("Banishing Gate"), None)
    assert s.ready_mana(0) == before - 3


@covers("ALT_CORE_B_YZ_26_C")
def test_krakens_wrath_total_hand_cost() -> None:
    """Kraken's Wrath: send up to three target Characters with a total Hand Cost of 5 or
    less to Reserve; a larger total is refused before anything moves."""
    s = scene(hand=["ALT_CORE_B_YZ_26_C"], opp_hero_exp=[AMELIA, PATHFINDER, ATLAS])
    s.play(s.named("Kraken's Wrath"), None)
    assert s.d.max == 3 and s.d.min == 0
    with pytest.raises(IllegalAnswer):
        s.pick(s.named("Amelia Earhart"), s.named("Atlas"))
    s.pick(s.named("Amelia Earhart"), s.named("Bravos Pathfinder"))
    assert s.named("Amelia Earhart").zone is Zone.RESERVE
    assert s.named("Bravos Pathfinder").zone is Zone.RESERVE
    assert s.named("Atlas").zone is Zone.EXPEDITION
    assert s.named("Kraken's Wrath").zone is Zone.DISCARD


@covers("ALT_CORE_B_YZ_22_C")
def test_spy_craft_sabotage_then_resupply() -> None:
    """Spy Craft: Sabotage (7.3.24), then Resupply (7.3.22)."""
    s = scene(hand=["ALT_CORE_B_YZ_22_C"], opp_reserve=[AMELIA], deck_top=[PATHFINDER])
    s.play(s.named("Spy Craft"), None)
    s.pick(s.named("Amelia Earhart"))
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.DISCARD
    assert s.named("Bravos Pathfinder").zone is Zone.RESERVE


@covers("ALT_CORE_B_YZ_24_C")
def test_banishing_gate_discards() -> None:
    """Banishing Gate: discard target Character or Permanent (7.3.5), any Hand Cost."""
    s = scene(hand=["ALT_CORE_B_YZ_24_C"], opp_hero_exp=[ATLAS], opp_landmarks=["ALT_CORE_B_AX_27_R"])
    s.play(s.named("Banishing Gate"), None)
    s.pick(s.named("Atlas"))
    assert s.named("Atlas").zone is Zone.DISCARD
    assert s.named("Banishing Gate").zone is Zone.DISCARD


@covers("ALT_CORE_B_YZ_12_C", "ALT_CORE_B_YZ_12_R")
def test_kadigiran_alchemist_hand_boosts() -> None:
    """Kadigiran Alchemist: [H] I gain 2 boosts (rare: 3); nothing from Reserve (7.1.1.b)."""
    for ref, n in (("ALT_CORE_B_YZ_12_C", 2), ("ALT_CORE_B_YZ_12_R", 3)):
        s = scene(hand=[ref], reserve=[ref])
        s.play(s.named("Kadigiran Alchemist", Zone.HAND))
        s.settle()
        assert s.named("Kadigiran Alchemist", Zone.EXPEDITION).boosts == n
        s.opp_pass()
        s.play(s.named("Kadigiran Alchemist", Zone.RESERVE), "companion")
        s.settle()
        assert [c.boosts for c in s.exp(0, "companion")] == [0]


@covers("ALT_CORE_B_YZ_18_C", "ALT_CORE_B_YZ_18_R")
def test_sakarabru_pushes_facing_expedition_back() -> None:
    """Sakarabru: [H] your opponent's Expedition facing me moves backward one region
    (7.3.16); not past its starting region."""
    for ref in ("ALT_CORE_B_YZ_18_C", "ALT_CORE_B_YZ_18_R"):
        s = scene(hand=[ref, ref], mana=14)
        s.p(1).position["hero"] = 2  # set-up: the opponent's Hero Expedition is ahead
        s.play(s.p(0).hand[-1], "hero")
        s.settle()
        assert s.p(1).distance("hero") == 1 and s.p(1).distance("companion") == 0
        s.opp_pass()
        s.play(s.p(0).hand[-1], "companion")
        s.settle()
        assert s.p(1).distance("companion") == 0 and s.logged("cannot move backward")


@covers("ALT_CORE_B_YZ_18_R")
def test_sakarabru_rare_support_draw() -> None:
    """Sakarabru (rare): [S] discard me from Reserve — draw a card."""
    s = scene(reserve=["ALT_CORE_B_YZ_18_R"], deck_top=[AMELIA])
    s.quick(s.named("Sakarabru"))
    assert s.named("Amelia Earhart").zone is Zone.HAND
    assert s.named("Sakarabru").zone is Zone.DISCARD


@covers("ALT_CORE_B_YZ_11_C", "ALT_CORE_B_YZ_11_R")
def test_baba_yaga_draws() -> None:
    """Baba Yaga: [H] draw a card (7.3.7)."""
    for ref in ("ALT_CORE_B_YZ_11_C", "ALT_CORE_B_YZ_11_R"):
        s = scene(hand=[ref], deck_top=[AMELIA])
        s.play(s.named("Baba Yaga"))
        s.settle()
        assert s.named("Amelia Earhart").zone is Zone.HAND


@covers("ALT_CORE_B_OR_10_R2")
def test_monolith_archivist_defender() -> None:
    """Monolith Archivist (Yzmir rare): Defender — its Expedition cannot move forward at
    Progress (7.4.2), though it beats the facing one; the other Expedition still can."""
    s = scene(hero_exp=["ALT_CORE_B_OR_10_R2"], companion_exp=[AMELIA])
    s.to_night_end()
    assert s.p(0).distance("hero") == 0 and s.p(0).distance("companion") == 1
    assert s.logged("has a Defender")


@covers(MAW)
def test_maw_grows_when_you_sacrifice() -> None:
    """Maw: when you sacrifice a Character (7.3.25), I gain 2 boosts — not when the opponent
    does."""
    offering = extra_card("TEST_CARD_OFFERING", (Reaction(OnPlayed(Zone.HAND), (Sacrifice(),)),),
                         cost=1)
    s = scene(hero_exp=[MAW, AMELIA], hand=[offering])
    s.play(s.named("Offering"), "companion")
    s.settle()
    s.pick(s.named("Amelia Earhart"))
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.DISCARD
    assert s.named("Maw").boosts == 2
    s = scene(opp_hero_exp=[MAW], hero_exp=[AMELIA], hand=[offering])
    s.play(s.named("Offering"), "companion")
    s.settle()
    s.pick(s.named("Amelia Earhart"))
    s.settle()
    assert s.named("Maw").boosts == 0


@covers("ALT_CORE_B_YZ_01_C")
def test_akesha_follows_the_first_player_each_day() -> None:
    """Akesha & Taru: "only if you are the first player" is checked each time — the first
    player changes every Morning (4.2.1.b, Succeed) and the Hero is readied then (4.2.1.c),
    so the After you is offered on day 1, not on day 2, and again on day 3."""
    s = scene(hero="ALT_CORE_B_YZ_01_C")
    s.quick(s.p(0).hero)
    assert s.p(0).hero.exhausted and quick_labels(s) == []  # the opponent's turn now
    s.next_day()
    s.to_my_turn()
    assert s.state.first == 1 and quick_labels(s) == []
    s.next_day()
    s.to_my_turn()
    assert s.state.first == 0 and not s.p(0).hero.exhausted
    assert len(quick_labels(s)) == 1


@covers("ALT_CORE_B_YZ_13_C")
def test_alice_after_you_once_the_opponent_has_passed() -> None:
    """Alice: After you is not passing (7.3.2.b) — when the opponent has already passed,
    the next turn is mine again and I may still play."""
    s = scene(reserve=["ALT_CORE_B_YZ_13_C", AMELIA], first=False)
    s.opp_pass()
    s.quick(s.named("Alice"))
    assert s.d.kind == "turn" and s.d.player == 0 and not s.p(0).passed
    s.play(s.named("Amelia Earhart"))
    assert s.named("Amelia Earhart").zone is Zone.EXPEDITION


@covers("ALT_CORE_B_YZ_13_C", "ALT_CORE_B_YZ_13_R", "ALT_CORE_B_YZ_04_C", "ALT_CORE_B_YZ_18_R")
def test_yzmir_support_abilities_only_from_a_ready_reserve_card() -> None:
    """Alice, Studious Disciple, Sakarabru (rare): support abilities work only while the
    card is in Reserve and ready (2.2.11.i); an exhausted one has none (and cannot be
    played, 2.4.5), and gets them back when readied in the Morning (4.2.1.c)."""
    for ref in ("ALT_CORE_B_YZ_13_C", "ALT_CORE_B_YZ_13_R", "ALT_CORE_B_YZ_04_C",
                "ALT_CORE_B_YZ_18_R"):
        s, card = exhausted_in_reserve(ref, mana=10)
        s.opp_pass()
        assert quick_labels(s) == [], ref
        assert not [o for o in s.d.options if card.oid in o.objects], ref
        s.next_day()
        s.to_my_turn()
        assert s.p(0).reserve[0].cdef.ref == ref and len(quick_labels(s)) == 1, ref
    s = scene(hero_exp=["ALT_CORE_B_YZ_13_C", "ALT_CORE_B_YZ_04_C", "ALT_CORE_B_YZ_18_R"])
    assert quick_labels(s) == []  # in an Expedition they do nothing


@covers("ALT_CORE_B_YZ_04_C", "ALT_CORE_B_YZ_22_C")
def test_studious_disciple_only_spells_this_turn() -> None:
    """Studious Disciple: the next Spell costs 1 less — from Reserve too (its Reserve Cost,
    5.1.2.e); Characters are not cheaper, and the Ongoing effect ends with the turn
    (2.2.14)."""
    s = scene(reserve=["ALT_CORE_B_YZ_04_C", "ALT_CORE_B_YZ_22_C"], hand=[AMELIA])
    s.quick(s.named("Studious Disciple"))
    costs = {o.label.split(" — costs ")[0]: int(o.label.split(" — costs ")[1])
             for o in s.d.options if o.detail == "play"}
    assert costs["Play Spy Craft from Reserve"] == 1  # Reserve Cost 2, minus 1
    assert costs["Play Amelia Earhart from Hand into your hero Expedition"] == 3
    before = s.ready_mana(0)
    s.play(s.named("Amelia Earhart"))
    assert s.ready_mana(0) == before - 3
    assert s.logged("the Ongoing effect ends")
    s.opp_pass()
    before = s.ready_mana(0)
    s.play(s.named("Spy Craft"), None)
    s.settle()
    assert s.ready_mana(0) == before - 2


@covers("ALT_CORE_B_YZ_24_C")
def test_banishing_gate_discards_a_landmark() -> None:
    """Banishing Gate: a Permanent in a Landmark zone is a legal target too (2.2.1.h), and is
    discarded (7.3.5)."""
    s = scene(hand=["ALT_CORE_B_YZ_24_C"], opp_landmarks=[KELONIC_GENERATOR], hero_exp=[AMELIA])
    s.play(s.named("Banishing Gate"), None)
    generator = s.p(1).landmarks[0]
    s.pick(generator)
    assert generator.zone is Zone.DISCARD and s.named("Amelia Earhart").zone is Zone.EXPEDITION


@covers("ALT_CORE_B_YZ_26_C")
def test_krakens_wrath_token_counts_as_hand_cost_zero() -> None:
    """Kraken's Wrath: a token's Hand Cost is 0, so a token and a Hand Cost 5 Character fit
    the total of 5; the token sent to Reserve ceases to exist (2.1.e)."""
    s = scene(hand=["ALT_CORE_B_YZ_26_C"], opp_companion_exp=[BOODA], opp_hero_exp=[ATLAS])
    s.play(s.named("Kraken's Wrath"), None)
    s.pick(s.named("Booda"), s.named("Atlas"))
    assert s.named("Atlas").zone is Zone.RESERVE
    assert s.tokens("Booda", 1) == [] and s.logged("ceases to exist")


@covers("ALT_CORE_B_YZ_18_C", "ALT_CORE_B_YZ_12_C", "ALT_CORE_B_YZ_11_C")
def test_hand_reactions_not_from_reserve() -> None:
    """Sakarabru, Kadigiran Alchemist, Baba Yaga: [H] works only when played from Hand
    (7.1.1.b) — played from Reserve they join (Fleeting, 2.4.6.a) and do nothing more."""
    for ref in ("ALT_CORE_B_YZ_18_C", "ALT_CORE_B_YZ_12_C", "ALT_CORE_B_YZ_11_C"):
        s = scene(reserve=[ref], deck_top=[AMELIA])
        s.p(1).position["hero"] = 2  # set-up: the facing Expedition could move back
        hand, away = len(s.p(0).hand), s.p(1).distance("hero")
        card = s.p(0).reserve[0]
        s.play(card)
        s.settle()
        (joined,) = s.exp(0, "hero")
        assert joined.has(Status.FLEETING) and joined.boosts == 0, ref
        assert s.p(1).distance("hero") == away and len(s.p(0).hand) == hand, ref
        assert s.d.kind == "turn" and s.d.player == 1, ref


@covers("ALT_CORE_B_YZ_22_C")
def test_spy_craft_own_reserve_and_from_reserve() -> None:
    """Spy Craft: Sabotage may target a card in either Reserve (7.3.24); played from Reserve
    it resolves fully and is then discarded (Fleeting, 2.4.6.e)."""
    s = scene(reserve=["ALT_CORE_B_YZ_22_C", PATHFINDER], deck_top=[AMELIA])
    s.play(s.named("Spy Craft"), None)
    s.pick(s.named("Bravos Pathfinder"))
    s.settle()
    assert s.named("Bravos Pathfinder").zone is Zone.DISCARD
    assert s.named("Amelia Earhart").zone is Zone.RESERVE
    assert s.named("Spy Craft").zone is Zone.DISCARD
