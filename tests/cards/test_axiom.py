"""Axiom starter cards (and the cross-faction rares of the Axiom deck)."""

from __future__ import annotations

from engine.model import Status, Zone
from tests.cards.helpers import covers, scene

BRASSBUG = "ALT_CORE_B_AX_31_C"


@covers("ALT_CORE_B_AX_01_C", BRASSBUG)
def test_sierra_oddball_brassbug_after_big_permanent() -> None:
    """Sierra & Oddball: when you play a Permanent with Hand Cost 3+, you may exhaust the
    Hero to create a Brassbug in target Expedition (6.4 internal action, 7.3.4)."""
    s = scene(hero="ALT_CORE_B_AX_01_C", hand=["ALT_CORE_B_AX_25_C"])
    s.play(s.named("Axiom Reprocessor"), None)
    s.yes()
    s.pick_label("Me's companion Expedition")
    bugs = s.tokens("Brassbug", 0, "companion")
    assert len(bugs) == 1 and bugs[0].owner == 0
    assert s.p(0).hero.exhausted
    assert str(s.state.stats(bugs[0])) == "2/2/2"


@covers("ALT_CORE_B_AX_01_C")
def test_sierra_oddball_declined_or_small_permanent() -> None:
    """Sierra & Oddball: saying no keeps the Hero ready (6.5.c)."""
    s = scene(hero="ALT_CORE_B_AX_01_C", hand=["ALT_CORE_B_AX_25_C"])
    s.play(s.named("Axiom Reprocessor"), None)
    s.no()
    assert not s.p(0).hero.exhausted and not s.tokens("Brassbug")


@covers("ALT_CORE_B_AX_04_C")
def test_kelon_elemental_puts_hand_card_in_reserve() -> None:
    """Kelon Elemental: [H] put a card of your choice from your hand in Reserve (7.3.21)."""
    s = scene(hand=["ALT_CORE_B_AX_04_C", "ALT_CORE_B_AX_11_C"])
    s.play(s.named("Kelon Elemental"))
    s.pick(s.named("Amelia Earhart", Zone.HAND))
    assert s.named("Amelia Earhart").zone is Zone.RESERVE


@covers("ALT_CORE_B_AX_08_C")
def test_axiom_salvager_resupplies_when_played_from_reserve() -> None:
    """Axiom Salvager: [R] Resupply (7.3.22); it is Fleeting, having come from Reserve (2.4.6.a)."""
    s = scene(reserve=["ALT_CORE_B_AX_08_C"], deck_top=["ALT_CORE_B_AX_11_C"])
    s.play(s.named("Axiom Salvager"))
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.RESERVE
    assert s.named("Axiom Salvager").has(Status.FLEETING)


@covers("ALT_CORE_B_AX_08_C")
def test_axiom_salvager_from_hand_does_nothing() -> None:
    """Axiom Salvager: played from Hand its [R] Reaction does not trigger (7.1.1.c)."""
    s = scene(hand=["ALT_CORE_B_AX_08_C"], deck_top=["ALT_CORE_B_AX_11_C"])
    s.play(s.named("Axiom Salvager"))
    assert s.named("Amelia Earhart").zone is Zone.DECK


@covers("ALT_CORE_B_AX_16_C")
def test_foundry_armorer_reserve_brassbug() -> None:
    """Foundry Armorer: [R] create a Brassbug in target Expedition, the opponent's
    included (6.5.b); the token is owned by its creator (1.1.7.b)."""
    s = scene(reserve=["ALT_CORE_B_AX_16_C"])
    s.play(s.named("Foundry Armorer"))
    s.pick_label("Opp's hero Expedition")
    (bug,) = s.tokens("Brassbug", 1, "hero")
    assert bug.owner == 0 and bug.controller == 1


@covers("ALT_CORE_B_AX_23_C")
def test_kelon_burst_modes() -> None:
    """Kelon Burst: mode chosen when declared (5.1.2.c): send a Character (Hand Cost 4 or
    less) to Reserve; Fleeting, so it is discarded after (2.4.6.e)."""
    s = scene(hand=["ALT_CORE_B_AX_23_C"], opp_hero_exp=["ALT_CORE_B_AX_11_C"],
              opp_landmarks=["ALT_CORE_B_AX_25_C"])
    s.play(s.named("Kelon Burst"), None)
    assert s.d.kind == "mode"
    s.answer("m:0")
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.RESERVE
    assert s.named("Kelon Burst").zone is Zone.DISCARD
    # second mode on another game: discard a Permanent
    s = scene(hand=["ALT_CORE_B_AX_23_C"], opp_landmarks=["ALT_CORE_B_AX_25_C"])
    s.play(s.named("Kelon Burst"), None)
    s.answer("m:1")
    assert s.named("Axiom Reprocessor").zone is Zone.DISCARD


@covers("ALT_CORE_B_AX_24_C")
def test_brassbug_hub_counters_and_noon_brassbug() -> None:
    """Brassbug Hub: [J] three Kelon counters; at Noon you may pay 1 and spend one to
    create a Brassbug (6.4: the cost is paid in full before the effect)."""
    s = scene(hand=["ALT_CORE_B_AX_24_C"])
    s.play(s.named("Brassbug Hub"), None)
    s.settle()
    hub = s.named("Brassbug Hub")
    assert hub.counters == {"kelon": 3}
    s.until(lambda s: s.d.kind == "may")
    assert s.g.day == 2
    ready = s.ready_mana(0)
    s.yes()
    s.pick_label("Me's hero Expedition")
    assert hub.counters == {"kelon": 2}
    assert s.ready_mana(0) == ready - 1
    assert len(s.tokens("Brassbug", 0, "hero")) == 1


@covers("ALT_CORE_B_AX_25_C")
def test_axiom_reprocessor_noon_resupply() -> None:
    """Axiom Reprocessor: at Noon, Resupply (4.2.b, 7.3.22)."""
    s = scene(landmarks=["ALT_CORE_B_AX_25_C"], deck_top=["ALT_CORE_B_AX_11_C"])
    assert s.named("Amelia Earhart").zone is Zone.RESERVE


@covers("ALT_CORE_B_AX_07_C", "ALT_CORE_B_AX_07_R", "ALT_CORE_B_AX_07_R2",
        "ALT_CORE_B_OR_09_R2")
def test_discard_for_cheaper_permanent() -> None:
    """Foundry Mechanic / The Frog Prince (rare): [S] discard me from Reserve — the next
    Permanent you play this turn costs 1 less (2.2.11.i support, 5.1.2.e decreases)."""
    for ref in ("ALT_CORE_B_AX_07_C", "ALT_CORE_B_AX_07_R", "ALT_CORE_B_AX_07_R2",
                "ALT_CORE_B_OR_09_R2"):
        s = scene(reserve=[ref], hand=["ALT_CORE_B_AX_25_C", "ALT_CORE_B_AX_24_C"])
        helper = s.p(0).reserve[0]
        s.quick(helper)
        assert helper.zone is Zone.DISCARD
        before = s.ready_mana(0)
        s.play(s.named("Axiom Reprocessor"), None)
        assert s.ready_mana(0) == before - 3
        s.opp_pass()
        before = s.ready_mana(0)
        s.play(s.named("Brassbug Hub"), None)  # used up: full price again
        assert s.ready_mana(0) == before - 3


@covers("ALT_CORE_B_AX_07_C")
def test_support_ability_needs_ready_card_in_reserve() -> None:
    """Foundry Mechanic: support abilities do not work in play nor while exhausted in
    Reserve (2.2.11.i, 2.4.5)."""
    s = scene(hero_exp=["ALT_CORE_B_AX_07_C"], reserve=["ALT_CORE_B_AX_07_C"])
    in_play, in_reserve = s.exp(0)[0], s.p(0).reserve[0]
    quick = [o for o in s.d.options if o.detail == "quick"]
    assert [o.objects for o in quick] == [(in_reserve.oid,)]
    assert in_play.oid not in {x for o in quick for x in o.objects}


@covers("ALT_CORE_B_AX_12_C", "ALT_CORE_B_AX_12_R")
def test_three_little_pigs_boosts_with_two_landmarks() -> None:
    """Three Little Pigs: [J] if you control two or more Landmarks, I gain 1 boost (rare: 2)
    — a condition checked as the step resolves (6.5.d)."""
    for ref, n in (("ALT_CORE_B_AX_12_C", 1), ("ALT_CORE_B_AX_12_R", 2)):
        s = scene(hand=[ref], landmarks=["ALT_CORE_B_AX_27_R", "ALT_CORE_B_AX_27_R"])
        s.play(s.named("Three Little Pigs"))
        s.settle()
        assert s.named("Three Little Pigs").boosts == n
        s = scene(hand=[ref], landmarks=["ALT_CORE_B_AX_27_R"], opp_landmarks=["ALT_CORE_B_AX_27_R"])
        s.play(s.named("Three Little Pigs"))
        s.settle()
        assert s.named("Three Little Pigs").boosts == 0


SABOTEURS = ["ALT_CORE_B_AX_15_C", "ALT_CORE_B_AX_15_R", "ALT_CORE_B_BR_15_C",
             "ALT_CORE_B_LY_09_C", "ALT_CORE_B_LY_09_R", "ALT_CORE_B_OR_14_C",
             "ALT_CORE_B_OR_14_R", "ALT_CORE_B_YZ_06_R"]


@covers(*SABOTEURS)
def test_hand_sabotage() -> None:
    """Axiom Scrambler, Haven Bouncer, Tanuki, Ordis Spy, Tooth Fairy: [H] Sabotage —
    discard up to one target card in a Reserve (7.3.24)."""
    for ref in SABOTEURS:
        s = scene(hand=[ref], opp_reserve=["ALT_CORE_B_AX_11_C"])
        s.play(s.p(0).hand[-1])
        s.settle()
        assert s.d.kind == "target" and s.d.min == 0  # "up to one": may choose none
        s.pick(s.named("Amelia Earhart"))
        assert s.named("Amelia Earhart").zone is Zone.DISCARD, ref


@covers("ALT_CORE_B_AX_30_C", "ALT_CORE_B_AX_30_R")
def test_brassbug_hive_join_and_noon() -> None:
    """Brassbug Hive: [J] and At Noon, create a Brassbug in target Expedition (7.3.4)."""
    s = scene(hand=["ALT_CORE_B_AX_30_C"])
    s.play(s.named("Brassbug Hive"), None)
    s.pick_label("Me's hero Expedition")
    assert len(s.tokens("Brassbug", 0)) == 1
    s.until(lambda s: s.d.kind == "target_expedition")
    assert s.g.day == 2
    s.pick_label("Me's companion Expedition")
    assert len(s.tokens("Brassbug", 0, "companion")) == 1


@covers("ALT_CORE_B_AX_30_R", BRASSBUG)
def test_brassbug_hive_rare_boosts_robots() -> None:
    """Brassbug Hive (rare): when a Robot joins your Expeditions, it gains 1 boost — the
    Brassbug made by its own [J] included (6.3.g); not a Robot the opponent controls."""
    s = scene(hand=["ALT_CORE_B_AX_30_R"])
    s.play(s.named("Brassbug Hive"), None)
    s.pick_label("Me's hero Expedition")
    s.settle()
    (bug,) = s.tokens("Brassbug", 0)
    assert bug.boosts == 1
    s = scene(hand=["ALT_CORE_B_AX_30_R"])
    s.play(s.named("Brassbug Hive"), None)
    s.pick_label("Opp's hero Expedition")
    s.settle()
    (bug,) = s.tokens("Brassbug", 1)
    assert bug.boosts == 0


@covers("ALT_CORE_B_AX_27_R")
def test_kelonic_generator_draws() -> None:
    """Kelonic Generator: (1), [T]: draw a card — once, since it stays exhausted (2.4.5)."""
    s = scene(landmarks=["ALT_CORE_B_AX_27_R"], deck_top=["ALT_CORE_B_AX_11_C"])
    gen = s.named("Kelonic Generator")
    before = s.ready_mana(0)
    s.quick(gen)
    assert s.named("Amelia Earhart").zone is Zone.HAND
    assert gen.exhausted and s.ready_mana(0) == before - 1
    assert not [o for o in s.d.options if o.detail == "quick"]


@covers("ALT_CORE_B_LY_30_R2")
def test_ouroboros_axiom_rare_resupply_replaced() -> None:
    """The Ouroboros, Lyra Bastion (Axiom rare): [J] Resupply, which its own replacing
    modifier turns into 'reveal two, keep one in Reserve, discard the other' (6.2)."""
    s = scene(hand=["ALT_CORE_B_LY_30_R2"], deck_top=["ALT_CORE_B_AX_11_C", "ALT_CORE_B_AX_04_C"])
    s.play(s.named("The Ouroboros, Lyra Bastion"), None)
    s.settle()
    assert s.d.kind == "choose_card" and len(s.d.options) == 2
    s.pick(s.named("Amelia Earhart"))
    assert s.named("Amelia Earhart").zone is Zone.RESERVE
    assert s.named("Kelon Elemental").zone is Zone.DISCARD


@covers("ALT_CORE_B_AX_10_R", "ALT_CORE_B_AX_24_C")
def test_jian_rare_activates_join_abilities() -> None:
    """Jian, Assembly Overseer (rare): [S] discard me — activate the [J] abilities of target
    Permanent you control (7.3.1.b): Brassbug Hub gains three more Kelon counters, the
    Emblem being the Hub's own (7.3.1.d)."""
    s = scene(reserve=["ALT_CORE_B_AX_10_R"], landmarks=["ALT_CORE_B_AX_24_C"])
    hub = s.named("Brassbug Hub")
    s.quick(s.named("Jian, Assembly Overseer"))
    s.settle()
    assert hub.counters == {"kelon": 3}
    assert s.named("Jian, Assembly Overseer").zone is Zone.DISCARD


@covers("ALT_CORE_B_AX_10_R", "ALT_CORE_B_AX_30_C")
def test_jian_rare_on_hive_and_on_permanent_without_join() -> None:
    """Jian, Assembly Overseer (rare): activating Brassbug Hive's [J] makes a Brassbug
    (7.3.1.b); a Permanent with no [J] ability can be chosen, and nothing happens."""
    s = scene(reserve=["ALT_CORE_B_AX_10_R"], landmarks=["ALT_CORE_B_AX_27_R"])
    s.quick(s.named("Jian, Assembly Overseer"))
    assert s.logged("has no 'When I join' ability")
    assert s.d.kind == "turn" and s.d.player == 0  # a quick action keeps the turn (4.2.3.e)
    s = scene(reserve=["ALT_CORE_B_AX_10_R"], hand=["ALT_CORE_B_AX_30_C"])
    s.play(s.named("Brassbug Hive"), None)
    s.pick_label("Me's hero Expedition")
    s.opp_pass()
    s.quick(s.named("Jian, Assembly Overseer"))
    s.pick_label("Me's companion Expedition")
    assert len(s.tokens("Brassbug", 0)) == 2
