"""Ordis starter cards (and the cross-faction rares of the Ordis deck)."""

from __future__ import annotations

from engine.model import Zone
from tests.cards.helpers import covers, scene

RECRUIT = "ALT_CORE_B_OR_32_C"
AMELIA = "ALT_CORE_B_AX_11_C"  # a vanilla 2/2/2 with Hand Cost 3
ATLAS = "ALT_CORE_B_BR_20_C"  # Gigantic, Hand Cost 5


@covers("ALT_CORE_B_OR_01_C", RECRUIT)
def test_sigismar_recruit_from_second_day() -> None:
    """Sigismar & Wingspan: at Noon create an Ordis Recruit in your Hero Expedition — the
    Hero's abilities are ignored during the first Day."""
    s = scene(hero="ALT_CORE_B_OR_01_C")
    assert not s.tokens("Ordis Recruit")
    s.next_day()
    (rec,) = s.tokens("Ordis Recruit", 0, "hero")
    assert str(s.state.stats(rec)) == "1/1/1" and rec.cdef.is_token


@covers("ALT_CORE_B_OR_13_C")
def test_ordis_gatekeeper_other_expedition() -> None:
    """Ordis Gatekeeper: [J] create an Ordis Recruit in your other Expedition."""
    s = scene(hand=["ALT_CORE_B_OR_13_C"])
    s.play(s.named("Ordis Gatekeeper"), "companion")
    s.settle()
    assert len(s.tokens("Ordis Recruit", 0, "hero")) == 1
    assert not s.tokens("Ordis Recruit", 0, "companion")


@covers("ALT_CORE_B_OR_23_C")
def test_charge_boosts_your_characters() -> None:
    """Charge!: Characters you control gain 1 boost — not the opponent's, not Reserve cards
    (7.5.4); Fleeting, so discarded after (2.4.6.e)."""
    s = scene(hand=["ALT_CORE_B_OR_23_C"], hero_exp=[AMELIA], companion_exp=[ATLAS],
              opp_hero_exp=["ALT_CORE_B_BR_08_C"], reserve=["ALT_CORE_B_OR_05_C"])
    s.play(s.named("Charge!"), None)
    s.settle()
    assert s.named("Amelia Earhart").boosts == 1 and s.named("Atlas").boosts == 1
    assert s.named("Bravos Pathfinder").boosts == 0 and s.named("Ordis Trooper").boosts == 0
    assert s.named("Charge!").zone is Zone.DISCARD


@covers("ALT_CORE_B_OR_25_C")
def test_sticky_note_seals_big_targets() -> None:
    """Sticky Note Seals: choose one — send a Character with Hand Cost 4 or more to Reserve,
    or discard a Permanent with Hand Cost 4 or more (6.5.g)."""
    s = scene(hand=["ALT_CORE_B_OR_25_C"], opp_hero_exp=[AMELIA, ATLAS])
    s.play(s.named("Sticky Note Seals"), None)
    s.answer("m:0")
    s.settle()
    assert s.named("Atlas").zone is Zone.RESERVE and s.named("Amelia Earhart").zone is Zone.EXPEDITION
    s = scene(hand=["ALT_CORE_B_OR_25_C"], opp_landmarks=["ALT_CORE_B_AX_25_C", "ALT_CORE_B_LY_30_R"])
    s.play(s.named("Sticky Note Seals"), None)
    s.answer("m:1")
    s.settle()
    assert s.named("Axiom Reprocessor").zone is Zone.DISCARD
    assert s.named("The Ouroboros, Lyra Bastion").zone is Zone.LANDMARK  # Hand Cost 3


@covers("ALT_CORE_B_OR_28_C", RECRUIT)
def test_monolith_boosts_joining_characters() -> None:
    """The Monolith, Ordis Bastion: when a Character joins your Expeditions, it gains 1
    boost (6.3.h) — tokens created there too; not the opponent's."""
    s = scene(landmarks=["ALT_CORE_B_OR_28_C"], hand=["ALT_CORE_B_OR_06_C"])
    s.play(s.named("Ordis Cadets"))
    s.settle()
    assert s.named("Ordis Cadets").boosts == 1
    (rec,) = s.tokens("Ordis Recruit", 0)
    assert rec.boosts == 1
    s = scene(opp_landmarks=["ALT_CORE_B_OR_28_C"], hand=[AMELIA])
    s.play(s.named("Amelia Earhart"))
    s.settle()
    assert s.named("Amelia Earhart").boosts == 0


@covers("ALT_CORE_B_OR_30_C", RECRUIT)
def test_ordis_carrier_noon_recruit() -> None:
    """Ordis Carrier: at Noon, create an Ordis Recruit in your Companion Expedition."""
    s = scene(landmarks=["ALT_CORE_B_OR_30_C"])
    assert len(s.tokens("Ordis Recruit", 0, "companion")) == 1


@covers("ALT_CORE_B_OR_14_R")
def test_ordis_spy_rare_reserve_recruit() -> None:
    """Ordis Spy (rare): [R] create an Ordis Recruit in my Expedition."""
    s = scene(reserve=["ALT_CORE_B_OR_14_R"])
    s.play(s.named("Ordis Spy"), "companion")
    s.settle()
    assert len(s.tokens("Ordis Recruit", 0, "companion")) == 1


@covers("ALT_CORE_B_OR_17_C", "ALT_CORE_B_OR_17_R", RECRUIT)
def test_jeanne_darc_leaving_makes_recruits() -> None:
    """Jeanne d'Arc: when I leave the Expedition zone, create an Ordis Recruit (rare: two)
    in each of your Expeditions — a Reaction that looks before the event (6.3.e)."""
    for ref, n in (("ALT_CORE_B_OR_17_C", 1), ("ALT_CORE_B_OR_17_R", 2)):
        s = scene(hero_exp=[ref])
        s.to_night_end()  # Rest sends her to Reserve
        assert s.named("Jeanne d'Arc").zone is Zone.RESERVE
        assert len(s.tokens("Ordis Recruit", 0, "hero")) == n
        assert len(s.tokens("Ordis Recruit", 0, "companion")) == n
    s = scene(hand=["ALT_CORE_B_YZ_24_C"], opp_hero_exp=["ALT_CORE_B_OR_17_C"])
    s.play(s.named("Banishing Gate"), None)
    s.settle()
    assert len(s.tokens("Ordis Recruit", 1)) == 2  # her controller gets them


@covers("ALT_CORE_B_OR_15_C", "ALT_CORE_B_OR_15_R")
def test_kakoba_three_other_characters() -> None:
    """Kakoba, Legion Commander: [J] if you control three or more other Characters, I gain
    2 boosts (rare: 3); tokens count, the opponent's do not."""
    for ref, n in (("ALT_CORE_B_OR_15_C", 2), ("ALT_CORE_B_OR_15_R", 3)):
        s = scene(hand=[ref], hero_exp=[AMELIA, RECRUIT], companion_exp=[RECRUIT])
        s.play(s.named("Kakoba, Legion Commander"))
        s.settle()
        assert s.named("Kakoba, Legion Commander").boosts == n
        s = scene(hand=[ref], hero_exp=[AMELIA, RECRUIT], opp_hero_exp=[RECRUIT])
        s.play(s.named("Kakoba, Legion Commander"))
        s.settle()
        assert s.named("Kakoba, Legion Commander").boosts == 0


@covers("ALT_CORE_B_OR_07_R")
def test_rune_scribe_rare_resupply_with_token() -> None:
    """Monolith Rune-Scribe (rare): [H] if you control a token, Resupply (6.5.d)."""
    s = scene(hand=["ALT_CORE_B_OR_07_R"], companion_exp=[RECRUIT], deck_top=[AMELIA])
    s.play(s.named("Monolith Rune-Scribe"))
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.RESERVE
    s = scene(hand=["ALT_CORE_B_OR_07_R"], opp_companion_exp=[RECRUIT], deck_top=[AMELIA])
    s.play(s.named("Monolith Rune-Scribe"))
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.DECK


@covers("ALT_CORE_B_OR_26_R", RECRUIT)
def test_open_the_gates_distributes_four_recruits() -> None:
    """Open the Gates (rare): create four Ordis Recruits distributed as you choose among
    any number of target Expeditions (6.5.b: the opponent's may be chosen too)."""
    s = scene(hand=["ALT_CORE_B_OR_26_R"])
    s.play(s.named("Open the Gates"), None)
    for label in ("Me's hero", "Me's hero", "Me's companion", "Opp's companion"):
        assert s.d.kind == "target_expedition"
        s.pick_label(label)
    s.settle()
    assert len(s.tokens("Ordis Recruit", 0, "hero")) == 2
    assert len(s.tokens("Ordis Recruit", 0, "companion")) == 1
    (theirs,) = s.tokens("Ordis Recruit", 1, "companion")
    assert theirs.owner == 0


@covers("ALT_CORE_B_BR_04_R2", RECRUIT)
def test_ratatoskr_ordis_rare_two_recruits() -> None:
    """Ratatoskr (Ordis rare): [R] create two Ordis Recruits in my Expedition."""
    s = scene(reserve=["ALT_CORE_B_BR_04_R2"], hand=["ALT_CORE_B_BR_04_R2"])
    s.play(s.named("Ratatoskr", Zone.RESERVE), "companion")
    s.settle()
    assert len(s.tokens("Ordis Recruit", 0, "companion")) == 2
    s.opp_pass()
    s.play(s.named("Ratatoskr", Zone.HAND), "hero")  # from Hand: nothing
    s.settle()
    assert not s.tokens("Ordis Recruit", 0, "hero")


@covers("ALT_CORE_B_OR_06_C", RECRUIT)
def test_ordis_cadets_join_recruit() -> None:
    """Ordis Cadets: [J] create an Ordis Recruit in my Expedition."""
    s = scene(reserve=["ALT_CORE_B_OR_06_C"])
    s.play(s.named("Ordis Cadets"), "hero")
    s.settle()
    assert len(s.tokens("Ordis Recruit", 0, "hero")) == 1
