"""Core set: the lines of tested families that no test exercised yet (tests/tools/ability_check.py
lists them), each through real decisions. The family tests in test_core_*.py play each
card for its main effect; these add the keyword lines (Seasoned, Gigantic, Tough), the
support abilities and the rares' extra lines, so that a card losing one would be seen."""

from __future__ import annotations

from engine.model import Status, Zone
from tests.cards.helpers import Scene, covers, scene

AMELIA = "ALT_CORE_B_AX_11_C"  # a vanilla 2/2/2 with Hand Cost 3
TROOPER = "ALT_CORE_B_OR_05_C"  # a vanilla 1/1/1 with Hand Cost 1
KAPPA = "ALT_CORE_B_BR_13_C"  # a vanilla 4/4/5 with Hand Cost 4
TRAINING = "ALT_CORE_B_YZ_19_C"  # Magical Training: a Spell costing 1, "Draw a card."
BEAUTY_SLEEP = "ALT_CORE_B_MU_28_C"  # a Spell costing 1: "Target Character gains Asleep."


def _boosts(card) -> int:
    return card.counters.get("boost", 0)


def _offered(s: Scene) -> set[int]:
    return {i for o in s.d.options for i in o.objects}


SEASONED = (("ALT_CORE_B_BR_13_R", "Kappa"), ("ALT_CORE_B_BR_20_R", "Atlas"),
            ("ALT_CORE_B_BR_08_R", "Bravos Pathfinder"), ("ALT_CORE_B_BR_10_R", "Red"))


@covers(*(r for r, _ in SEASONED))
def test_seasoned_keeps_its_boosts_going_to_reserve_at_rest() -> None:
    """Seasoned (Kappa, Atlas, Bravos Pathfinder, Red: rares): going to Reserve during Rest
    it keeps its boosts, where a card without it loses them (2.5.k, the keyword's reminder
    "I keep my boosts when I go to Reserve")."""
    for ref, name in SEASONED:
        s = scene(hero_exp=[ref], companion_exp=[AMELIA])
        me = s.named(name)
        me.counters["boost"] = 2  # set-up
        s.named("Amelia Earhart").counters["boost"] = 2
        s.to_night_end()
        assert me.zone is Zone.RESERVE and _boosts(me) == 2, ref
        assert _boosts(s.named("Amelia Earhart")) == 0


GIGANTIC = (("ALT_CORE_B_BR_24_C", "Kaibara, Asgarthan Leviathan"),
            ("ALT_CORE_B_BR_24_R", "Kaibara, Asgarthan Leviathan"),
            ("ALT_CORE_B_BR_24_R2", "Kaibara, Asgarthan Leviathan"),
            ("ALT_CORE_B_BR_20_R", "Atlas"), ("ALT_CORE_B_MU_21_R", "Son of Yggdrasil"),
            ("ALT_CORE_B_YZ_17_C", "The Kraken"), ("ALT_CORE_B_YZ_17_R2", "The Kraken"))


@covers(*(r for r, _ in GIGANTIC))
def test_gigantic_characters_are_in_both_expeditions() -> None:
    """Gigantic (7.4.4.b): the Character is in both of its controller's Expeditions and its
    statistics count in each."""
    for ref, name in GIGANTIC:
        s = scene(hero_exp=[ref])
        me = s.named(name)
        assert me in s.exp(0, "hero") and me in s.exp(0, "companion"), ref
        assert (str(s.state.expedition_stats(0, "hero"))
                == str(s.state.expedition_stats(0, "companion"))), ref


@covers("ALT_CORE_B_MU_21_R")
def test_son_of_yggdrasil_rare_is_tough_1_and_its_support_anchors() -> None:
    """Son of Yggdrasil (rare): Tough 1 (7.4.7: the opponent targeting it pays 1 more);
    "[S] Discard me from Reserve: Target Character with Hand Cost 3 or less gains
    Anchored"."""
    s = scene(first=False, hero_exp=["ALT_CORE_B_MU_21_R"], opp_hand=[BEAUTY_SLEEP])
    before = s.state.ready_mana(1)
    s.answer(s.option(lambda o: o.detail == "play"))
    s.settle()
    if s.d.kind == "target":
        s.pick(s.named("Son of Yggdrasil"))
        s.settle()
    assert before - s.state.ready_mana(1) == 2
    _support_anchors("ALT_CORE_B_MU_21_R", "Son of Yggdrasil")


def _support_anchors(ref: str, name: str) -> None:
    s = scene(reserve=[ref], hero_exp=[AMELIA, KAPPA])
    s.quick(s.named(name))
    s.settle()
    if s.d.kind == "target":
        assert s.named("Kappa").oid not in _offered(s), ref
        s.pick(s.named("Amelia Earhart"))
        s.settle()
    assert Status.ANCHORED in s.named("Amelia Earhart").statuses, ref
    assert s.named(name).zone is Zone.DISCARD


@covers("ALT_CORE_B_MU_17_R", "ALT_CORE_B_MU_13_R")
def test_support_anchors_a_character_costing_3_or_less() -> None:
    """Aja, Muna Druid (rares): "[S] Discard me from Reserve: Target Character with Hand
    Cost 3 or less gains Anchored" (Kappa, 4, is not offered)."""
    _support_anchors("ALT_CORE_B_MU_17_R", "Aja")
    _support_anchors("ALT_CORE_B_MU_13_R", "Muna Druid")


CHEAPER_NEXT = (("ALT_CORE_B_LY_10_R", "Ouroboros Inkcaster"),
                ("ALT_CORE_B_LY_08_R", "Lyra Skald"), ("ALT_CORE_B_LY_08_R2", "Lyra Skald"),
                ("ALT_CORE_B_LY_04_R", "Martengale"), ("ALT_CORE_B_LY_23_R", "Twinkle Twinkle"))


@covers(*(r for r, _ in CHEAPER_NEXT))
def test_support_makes_the_next_card_cheaper() -> None:
    """"[S] Discard me from Reserve: The next card you play this turn costs 1 less"
    (Ouroboros Inkcaster, Lyra Skald, Martengale, Twinkle Twinkle: rares): Amelia Earhart
    then costs 2."""
    for ref, name in CHEAPER_NEXT:
        s = scene(reserve=[ref], hand=[AMELIA])
        s.quick(s.named(name))
        s.settle()
        assert s.named(name).zone is Zone.DISCARD, ref
        before = s.ready_mana()
        s.play(s.named("Amelia Earhart"))
        s.settle()
        assert s.ready_mana() == before - 2, ref


@covers("ALT_CORE_B_OR_06_R2")
def test_ordis_cadets_r2_joins_with_a_recruit() -> None:
    """Ordis Cadets (R2): "{J} Create an Ordis Recruit Soldier token in my Expedition"."""
    s = scene(hand=["ALT_CORE_B_OR_06_R2"])
    s.play(s.named("Ordis Cadets"), "companion")
    s.settle()
    assert len(s.tokens("Ordis Recruit", 0, "companion")) == 1


NEXT_CHARACTER_BOOST = (("ALT_CORE_B_BR_05_R", "Issun-bōshi"),
                        ("ALT_CORE_B_BR_05_R2", "Issun-bōshi"))


@covers(*(r for r, _ in NEXT_CHARACTER_BOOST))
def test_issun_boshi_rare_support_boosts_the_next_character() -> None:
    """Issun-bōshi (rares): "[S] Discard me from Reserve: The next Character you play this
    turn gains 1 boost"."""
    for ref, name in NEXT_CHARACTER_BOOST:
        s = scene(reserve=[ref], hand=[AMELIA])
        s.quick(s.named(name))
        s.settle()
        s.play(s.named("Amelia Earhart"))
        s.settle()
        assert _boosts(s.named("Amelia Earhart")) == 1, ref


@covers("ALT_CORE_B_OR_19_C", "ALT_CORE_B_OR_19_R", "ALT_CORE_B_OR_19_R2")
def test_issitoq_support_draws() -> None:
    """Issitoq: "[S] Discard me from Reserve: Draw a card"."""
    for ref in ("ALT_CORE_B_OR_19_C", "ALT_CORE_B_OR_19_R", "ALT_CORE_B_OR_19_R2"):
        s = scene(reserve=[ref])
        hand = len(s.p().hand)
        s.quick(s.named("Issitoq"))
        s.settle()
        assert len(s.p().hand) == hand + 1, ref


@covers("ALT_CORE_B_BR_15_R", "ALT_CORE_B_BR_15_R2")
def test_haven_bouncer_rare_sabotages_from_hand() -> None:
    """Haven Bouncer (rares): "{H} Sabotage" (7.3.24)."""
    for ref in ("ALT_CORE_B_BR_15_R", "ALT_CORE_B_BR_15_R2"):
        s = scene(hand=[ref], opp_reserve=[AMELIA])
        s.play(s.named("Haven Bouncer"))
        s.settle()
        s.pick(s.named("Amelia Earhart"))
        s.settle()
        assert s.named("Amelia Earhart").zone is Zone.DISCARD, ref


NOON_RESUPPLY = (("ALT_CORE_B_AX_25_R", "Axiom Reprocessor"),
                 ("ALT_CORE_B_MU_16_R", "Aloe Vera"), ("ALT_CORE_B_MU_16_R2", "Aloe Vera"))


@covers(*(r for r, _ in NOON_RESUPPLY))
def test_at_noon_resupply() -> None:
    """Axiom Reprocessor, Aloe Vera (rares): "At Noon — Resupply" (7.3.23)."""
    for ref, name in NOON_RESUPPLY:
        where = {"landmarks": [ref]} if name == "Axiom Reprocessor" else {"hero_exp": [ref]}
        s = scene(deck_top=[TROOPER], **where)
        assert [c.name for c in s.p().reserve] == ["Ordis Trooper"], ref


@covers("ALT_CORE_B_AX_30_R")
def test_brassbug_hive_rare_makes_a_brassbug_at_noon() -> None:
    """Brassbug Hive (rare): "At Noon — Create a Brassbug Robot token in target
    Expedition"."""
    s = scene(landmarks=["ALT_CORE_B_AX_30_R"], settle=False)
    s.settle()
    s.pick_label("Me's companion Expedition")
    s.settle()
    assert len(s.tokens("Brassbug", 0, "companion")) == 1


@covers("ALT_CORE_B_AX_26_R")
def test_kelon_cylinder_rare_gains_kelon_counters() -> None:
    """Kelon Cylinder (rare): "[T]: I gain 2 Kelon counters"."""
    s = scene(landmarks=["ALT_CORE_B_AX_26_R"])
    cylinder = s.named("Kelon Cylinder")
    s.answer(s.option(lambda o: o.detail == "quick" and "I gain 2 Kelon" in o.label))
    s.settle()
    assert cylinder.counters.get("kelon", 0) == 2 and cylinder.exhausted


@covers("ALT_CORE_B_BR_30_R")
def test_haven_rare_gives_my_characters_a_reserve_boost() -> None:
    """Haven, Bravos Bastion (rare): "Your Characters have: 'When played from Reserve — I
    gain 1 boost.'": Amelia Earhart played from my Reserve gains 1 boost, from my hand
    none."""
    s = scene(landmarks=["ALT_CORE_B_BR_30_R"], reserve=[AMELIA], hand=[TROOPER])
    s.play(s.named("Amelia Earhart"))
    s.settle()
    assert _boosts(s.named("Amelia Earhart")) == 1
    s.opp_pass()
    s.play(s.named("Ordis Trooper"))
    s.settle()
    assert _boosts(s.named("Ordis Trooper")) == 0


@covers("ALT_CORE_B_MU_24_R")
def test_bountiful_meadow_rare_may_pay_1_to_resupply() -> None:
    """Bountiful Meadow (rare): "{J} You may pay 1 to Resupply"."""
    s = scene(hand=["ALT_CORE_B_MU_24_R"], deck_top=[TROOPER])
    s.play(s.named("Bountiful Meadow"), None)
    s.settle()
    before = s.ready_mana()
    s.yes()
    s.settle()
    assert s.ready_mana() == before - 1
    assert [c.name for c in s.p().reserve] == ["Ordis Trooper"]


@covers("ALT_CORE_B_MU_06_R")
def test_spindle_harvesters_rare_anchors_itself() -> None:
    """Spindle Harvesters (rare): "{J} I gain Anchored"."""
    s = scene(hand=["ALT_CORE_B_MU_06_R"])
    s.play(s.named("Spindle Harvesters"))
    s.settle()
    assert Status.ANCHORED in s.named("Spindle Harvesters").statuses


@covers("ALT_CORE_B_MU_22_R")
def test_hydracaena_rare_boosts_and_is_eternal() -> None:
    """Hydracaena (rare): "{J} I gain 4 boosts"; "At Noon — I gain 4 boosts"; Eternal (Rest
    does not send it to Reserve, 4.2.5.b)."""
    s = scene(hand=["ALT_CORE_B_MU_22_R"], mana=8)
    s.play(s.named("Hydracaena"))
    s.settle()
    hydra = s.named("Hydracaena")
    assert _boosts(hydra) == 4
    s.to_night_end()
    assert hydra.zone is Zone.EXPEDITION
    s.until(lambda s: s.d.kind == "turn")  # day 2, after its Noon
    assert _boosts(hydra) == 8


@covers("ALT_CORE_B_OR_08_R")
def test_monolith_legate_rare_sabotages_after_rest() -> None:
    """Monolith Legate (rare): "When my Expedition fails to move forward during Dusk —
    Sabotage after Rest"."""
    s = scene(hero_exp=["ALT_CORE_B_OR_08_R"], opp_hero_exp=["ALT_CORE_B_BR_22_C"],
              opp_reserve=[AMELIA])
    s.until(lambda s: s.d.kind == "target" and s.d.player == 0)
    s.pick(s.named("Amelia Earhart"))
    assert s.named("Amelia Earhart").zone is Zone.DISCARD


@covers("ALT_CORE_B_LY_29_R")
def test_lyra_festival_rare_wins_with_fleeting_anchored_and_asleep() -> None:
    """Lyra Festival (rare): "At Dusk, if you control a Fleeting Character, another Anchored
    Character and yet another Asleep Character — You win the game": with the three, the
    game ends at Dusk; with two of them, it goes on."""
    for statuses, wins in (((Status.FLEETING, Status.ANCHORED, Status.ASLEEP), True),
                           ((Status.FLEETING, Status.ANCHORED), False)):
        s = scene(landmarks=["ALT_CORE_B_LY_29_R"], hero_exp=[AMELIA, TROOPER, KAPPA])
        for name, status in zip(("Amelia Earhart", "Ordis Trooper", "Kappa"), statuses,
                                strict=False):
            s.state.gain_status(s.named(name), status)  # set-up
        s.until(lambda s: s.g.over or s.g.day > 1)
        assert s.g.over is wins, statuses
        if wins:
            assert s.g.winner == 0
