"""Muna starter cards (and the cross-faction rares of the Muna deck)."""

from __future__ import annotations

from engine.model import Status, Zone
from tests.cards.helpers import covers, scene

AMELIA = "ALT_CORE_B_AX_11_C"  # a vanilla 2/2/2 with Hand Cost 3
PATHFINDER = "ALT_CORE_B_BR_08_C"  # a vanilla 0/3/3 with Hand Cost 2
ATLAS = "ALT_CORE_B_BR_20_C"  # Gigantic, Hand Cost 5


@covers("ALT_CORE_B_MU_01_C")
def test_teija_first_character_each_afternoon() -> None:
    """Teija & Nauraa: the first Character you play each Afternoon gains 1 boost (5.2.b);
    the second does not, and a new Afternoon starts the count again."""
    s = scene(hero="ALT_CORE_B_MU_01_C", hand=[AMELIA, PATHFINDER], reserve=[AMELIA])
    s.play(s.named("Amelia Earhart", Zone.HAND))
    s.settle()
    assert s.named("Amelia Earhart", Zone.EXPEDITION).boosts == 1
    s.opp_pass()
    s.play(s.named("Bravos Pathfinder"))
    s.settle()
    assert s.named("Bravos Pathfinder").boosts == 0
    s.next_day()
    s.to_my_turn()
    s.play(s.p(0).reserve[0])  # from Reserve counts too
    s.settle()
    assert [c.boosts for c in s.exp(0) if c.has(Status.FLEETING)] == [1]


@covers("ALT_CORE_B_MU_05_C")
def test_kitsune_each_player_draws() -> None:
    """Kitsune: [H] each player draws a card, in initiative order (1.4.5)."""
    s = scene(hand=["ALT_CORE_B_MU_05_C"])
    mine, theirs = len(s.p(0).hand), len(s.p(1).hand)
    s.play(s.named("Kitsune"))
    s.settle()
    assert (len(s.p(0).hand), len(s.p(1).hand)) == (mine, theirs + 1)


ANCHORED_ON_JOIN = ["ALT_CORE_B_MU_06_C", "ALT_CORE_B_MU_08_C", "ALT_CORE_B_MU_08_R",
                    "ALT_CORE_B_MU_20_C", "ALT_CORE_B_MU_20_R"]


@covers(*ANCHORED_ON_JOIN)
def test_join_anchored_stays_at_rest() -> None:
    """Spindle Harvesters, Sneezer Shroom, Coniferal Coneman: [J] I gain Anchored, so I
    stay in my Expedition at Rest and lose Anchored (2.4.2)."""
    for ref in ANCHORED_ON_JOIN:
        s = scene(hand=[ref])
        card = s.p(0).hand[-1]
        s.play(card)
        s.settle()
        (new,) = s.exp(0)
        assert new.has(Status.ANCHORED), ref
        s.to_night_end()
        assert new.zone is Zone.EXPEDITION and not new.has(Status.ANCHORED)


@covers("ALT_CORE_B_MU_08_R")
def test_sneezer_shroom_rare_noon_boost() -> None:
    """Sneezer Shroom (rare): at Noon, I gain 1 boost (4.2.b) — only while in play."""
    s = scene(hero_exp=["ALT_CORE_B_MU_08_R"], reserve=["ALT_CORE_B_MU_08_R"])
    assert s.named("Sneezer Shroom", Zone.EXPEDITION).boosts == 1
    assert s.named("Sneezer Shroom", Zone.RESERVE).boosts == 0


@covers("ALT_CORE_B_MU_12_C")
def test_daughter_of_yggdrasil_opponent_draws() -> None:
    """Daughter of Yggdrasil: [H] target opponent draws a card (7.3.7)."""
    s = scene(hand=["ALT_CORE_B_MU_12_C"])
    mine, theirs = len(s.p(0).hand), len(s.p(1).hand)
    s.play(s.named("Daughter of Yggdrasil"))
    s.settle()
    assert (len(s.p(0).hand), len(s.p(1).hand)) == (mine - 1, theirs + 1)


@covers("ALT_CORE_B_MU_28_C", "ALT_CORE_B_MU_28_R2")
def test_beauty_sleep_asleep() -> None:
    """Beauty Sleep: target Character gains Asleep: its statistics do not count at Dusk,
    and it stays at Rest, then wakes (2.4.3)."""
    for ref in ("ALT_CORE_B_MU_28_C", "ALT_CORE_B_MU_28_R2"):
        s = scene(hand=[ref], opp_hero_exp=[AMELIA])
        s.play(s.named("Beauty Sleep"), None)
        s.settle()
        amelia = s.named("Amelia Earhart")
        assert amelia.has(Status.ASLEEP)
        assert str(s.state.expedition_stats(1, "hero", for_progress=True)) == "0/0/0"
        s.to_night_end()
        assert amelia.zone is Zone.EXPEDITION and not amelia.has(Status.ASLEEP)
        assert s.p(1).distance("hero") == 0  # it did not carry the Expedition forward


@covers("ALT_CORE_B_MU_10_C", "ALT_CORE_B_MU_10_R")
def test_yong_su_two_plants() -> None:
    """Yong-Su, Verdant Weaver: [J] if you control two or more Plants, I gain 2 boosts;
    Plants in Reserve are not controlled (7.5.4)."""
    for ref in ("ALT_CORE_B_MU_10_C", "ALT_CORE_B_MU_10_R"):
        s = scene(hand=[ref], hero_exp=["ALT_CORE_B_MU_06_C"], companion_exp=["ALT_CORE_B_MU_08_C"])
        s.play(s.named("Yong-Su, Verdant Weaver"))
        s.settle()
        assert s.named("Yong-Su, Verdant Weaver").boosts == 2
        s = scene(hand=[ref], hero_exp=["ALT_CORE_B_MU_06_C"], reserve=["ALT_CORE_B_MU_08_C"])
        s.play(s.named("Yong-Su, Verdant Weaver"))
        s.settle()
        assert s.named("Yong-Su, Verdant Weaver").boosts == 0


@covers("ALT_CORE_B_MU_27_C", "ALT_CORE_B_MU_27_R")
def test_nurture_up_to_two_targets() -> None:
    """Nurture: up to two target Characters each gain 1 boost (rare: 2) (6.5.b)."""
    for ref, n in (("ALT_CORE_B_MU_27_C", 1), ("ALT_CORE_B_MU_27_R", 2)):
        s = scene(hand=[ref], hero_exp=[AMELIA, PATHFINDER, ATLAS])
        s.play(s.named("Nurture"), None)
        assert s.d.min == 0 and s.d.max == 2
        s.pick(s.named("Amelia Earhart"), s.named("Atlas"))
        assert [s.named(x).boosts for x in ("Amelia Earhart", "Atlas", "Bravos Pathfinder")] == [n, n, 0]


@covers("ALT_CORE_B_MU_25_C", "ALT_CORE_B_MU_25_R")
def test_meditation_training_anchors_small_character() -> None:
    """Meditation Training: target Character with Hand Cost 3 or less gains Anchored."""
    for ref in ("ALT_CORE_B_MU_25_C", "ALT_CORE_B_MU_25_R"):
        s = scene(hand=[ref], hero_exp=[AMELIA, ATLAS])
        s.play(s.named("Meditation Training"), None)
        s.settle()  # Atlas (5) is no legal target: Amelia is the only choice
        assert s.named("Amelia Earhart").has(Status.ANCHORED)
        assert not s.named("Atlas").has(Status.ANCHORED)


@covers("ALT_CORE_B_MU_18_R")
def test_parvati_anchors_target() -> None:
    """Parvati (rare): [J] target Character gains Anchored — any Hand Cost, itself included."""
    s = scene(reserve=["ALT_CORE_B_MU_18_R"], hero_exp=[ATLAS])
    s.play(s.named("Parvati"))
    s.settle()
    s.pick(s.named("Atlas"))
    assert s.named("Atlas").has(Status.ANCHORED)
    s.to_night_end()
    assert s.named("Atlas").zone is Zone.EXPEDITION
    assert s.named("Parvati").zone is Zone.DISCARD  # Fleeting from Reserve
