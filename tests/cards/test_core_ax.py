"""Axiom Core cards read by the parser (engine/cards/parsed.py), one test per family of the
same text, played through real decisions; and the words of the effects language added for
them, each with a test citing its rule."""

from __future__ import annotations

from engine.cards.registry import card_by_ref
from engine.model import Status, Zone
from engine.position import card
from tests.cards.helpers import covers, scene

AMELIA = "ALT_CORE_B_AX_11_C"  # a vanilla 2/2/2 with Hand Cost 3
PATHFINDER = "ALT_CORE_B_BR_08_C"  # a vanilla Character with Hand Cost 2
SUBHASH = "ALT_CORE_B_AX_03_C"
ADA_R = "ALT_CORE_B_AX_13_R"
JAMMER_R = "ALT_CORE_B_AX_28_R"


@covers(SUBHASH)
def test_subhash_marmo_pays_mana_and_a_hand_card_for_a_brassbug() -> None:
    """Subhash & Marmo: At Noon — you may pay 1 and put a card from your hand in Reserve
    (one cost, the card chosen before paying, 6.1.g) to create a Brassbug in target
    Expedition, an opponent's included (6.5.b)."""
    s = scene(hero=SUBHASH, settle=False)
    assert s.d.kind == "may"
    assert s.d.prompt.startswith("Pay 1 and put a card from your Hand in Reserve to create")
    before, hand = s.ready_mana(), len(s.p(0).hand)
    s.yes()
    assert s.d.kind == "choose_card"
    s.answer(s.d.options[0].id)
    assert s.d.kind == "target_expedition"
    s.pick_label("Opp's companion")
    s.settle()
    assert s.ready_mana() == before - 1
    assert len(s.p(0).hand) == hand - 1 and len(s.p(0).reserve) == 1
    assert len(s.tokens("Brassbug", who=1, which="companion")) == 1  # I created it there
    s = scene(hero=SUBHASH, settle=False)
    s.no()
    s.settle()
    assert not s.p(0).reserve and not s.tokens("Brassbug") and not s.tokens("Brassbug", who=1)


@covers(ADA_R, "ALT_CORE_B_AX_14_C", "ALT_CORE_B_AX_14_R", "ALT_CORE_B_AX_14_R2")
def test_ada_rare_puts_coppelia_in_reserve_which_plays_itself() -> None:
    """Ada Lovelace (rare): [R] you may put a card from your hand in Reserve to draw a card.
    Coppélia: when I go to Reserve from your hand — you may play me for free and I gain
    Asleep (7.3.20): played from Reserve it is also Fleeting (2.4.6.a); no mana is paid."""
    for ref in ("ALT_CORE_B_AX_14_C", "ALT_CORE_B_AX_14_R", "ALT_CORE_B_AX_14_R2"):
        s = scene(reserve=[ADA_R], hand=[ref], deck_top=[AMELIA])
        s.play(s.named("Ada Lovelace"))
        s.settle()
        assert s.d.prompt.startswith("Put a card from your Hand in Reserve to draw a card")
        s.yes()
        before = s.ready_mana()
        s.pick(s.named("Coppélia"))
        s.settle()
        assert s.d.kind == "may"
        s.yes()
        s.pick_label("Companion")
        s.settle()
        cop = s.named("Coppélia")
        assert cop.zone is Zone.EXPEDITION and cop.expedition == "companion"
        assert cop.has(Status.ASLEEP)
        assert s.ready_mana() == before  # for free
        assert s.named("Amelia Earhart").zone is Zone.HAND  # Ada's draw


@covers("ALT_CORE_B_AX_14_C")
def test_coppelia_declined_stays_in_reserve_without_asleep() -> None:
    """Coppélia: one choice for both parts (6.5.h) — declined, it stays in Reserve and gains
    nothing."""
    s = scene(reserve=[ADA_R], hand=["ALT_CORE_B_AX_14_C"])
    s.play(s.named("Ada Lovelace"))
    s.settle()
    s.yes()
    s.pick(s.named("Coppélia"))
    s.settle()
    s.no()
    s.settle()
    cop = s.named("Coppélia")
    assert cop.zone is Zone.RESERVE and not cop.has(Status.ASLEEP)


@covers(ADA_R)
def test_ada_rare_declined_draws_nothing() -> None:
    """Ada Lovelace (rare): the draw is bought by putting a card in Reserve (6.4); declined,
    no card moves and none is drawn."""
    s = scene(reserve=[ADA_R], deck_top=[AMELIA])
    hand = len(s.p(0).hand)
    s.play(s.named("Ada Lovelace"))
    s.settle()
    s.no()
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.DECK
    assert len(s.p(0).hand) == hand and len(s.p(0).reserve) == 0


@covers("ALT_CORE_B_AX_20_C", "ALT_CORE_B_AX_20_R", "ALT_CORE_B_AX_20_R2")
def test_hooked_switches_target_character() -> None:
    """Hooked: target Character switches Expeditions (7.3.28), any player's; the rare also
    draws a card."""
    for ref, draws in (("ALT_CORE_B_AX_20_C", 0), ("ALT_CORE_B_AX_20_R", 1),
                       ("ALT_CORE_B_AX_20_R2", 0)):
        s = scene(hand=[ref], opp_hero_exp=[AMELIA], deck_top=[PATHFINDER])
        hand = len(s.p(0).hand)
        s.play(s.named("Hooked"), None)
        s.settle()
        amelia = s.named("Amelia Earhart")
        assert amelia.zone is Zone.EXPEDITION and amelia.expedition == "companion"
        assert amelia.controller == 1
        assert len(s.p(0).hand) == hand - 1 + draws


@covers("ALT_CORE_B_AX_21_C", "ALT_CORE_B_AX_21_R2")
def test_boom_sacrifice_then_discard() -> None:
    """Boom!: sacrifice a Character (7.3.25); if you do, discard target Character or
    Permanent.  With no Character to sacrifice nothing is discarded (6.5.f)."""
    for ref in ("ALT_CORE_B_AX_21_C", "ALT_CORE_B_AX_21_R2"):
        s = scene(hand=[ref], hero_exp=[PATHFINDER], opp_hero_exp=[AMELIA])
        s.play(s.named("Boom!"), None)
        s.settle()
        s.settle()  # my only Character and the only target: nothing to choose (6.1.g)
        assert s.named("Bravos Pathfinder").zone is Zone.DISCARD
        assert s.named("Amelia Earhart").zone is Zone.DISCARD
        assert s.named("Boom!").zone is Zone.DISCARD  # Fleeting (2.4.6.e)
    s = scene(hand=["ALT_CORE_B_AX_21_C"], opp_hero_exp=[AMELIA])
    s.play(s.named("Boom!"), None)
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.EXPEDITION  # nothing sacrificed: no discard


@covers("ALT_CORE_B_AX_21_R", JAMMER_R, "ALT_CORE_B_AX_28_R2")
def test_boom_rare_sacrifices_armored_jammer_which_sabotages() -> None:
    """Boom! (rare) may sacrifice a Permanent; Armored Jammer (rare): when I leave your
    Landmark zone — Sabotage (7.3.24)."""
    for jammer in (JAMMER_R, "ALT_CORE_B_AX_28_R2"):
        s = scene(hand=["ALT_CORE_B_AX_21_R"], landmarks=[jammer], hero_exp=[PATHFINDER],
                  opp_hero_exp=[AMELIA], opp_reserve=[PATHFINDER])
        s.play(s.named("Boom!"), None)
        s.settle()
        assert s.d.kind == "sacrifice"
        assert s.named("Armored Jammer").oid in {o for op in s.d.options for o in op.objects}
        s.pick(s.named("Armored Jammer"))
        s.pick(s.named("Amelia Earhart"))
        s.settle()
        assert s.d.kind == "target"  # Sabotage: up to one card in a Reserve
        s.pick(s.named("Bravos Pathfinder", who=1))
        s.settle()
        assert s.named("Armored Jammer").zone is Zone.DISCARD
        assert s.named("Amelia Earhart").zone is Zone.DISCARD
        assert s.named("Bravos Pathfinder", who=1).zone is Zone.DISCARD
        assert s.named("Bravos Pathfinder", who=0).zone is Zone.EXPEDITION


@covers(JAMMER_R)
def test_armored_jammer_rare_sabotages_on_joining() -> None:
    """Armored Jammer (rare): [J] Sabotage — a card in a Reserve is discarded."""
    s = scene(hand=[JAMMER_R], opp_reserve=[AMELIA])
    s.play(s.named("Armored Jammer"), None)
    s.settle()
    s.pick(s.named("Amelia Earhart"))
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.DISCARD


@covers("ALT_CORE_B_AX_24_R", "ALT_CORE_B_AX_24_R2")
def test_brassbug_hub_rare_spends_a_counter_for_a_brassbug() -> None:
    """Brassbug Hub (rare): At Noon — you may pay 1 and spend one of my Kelon counters (one
    cost, 6.4) to create a Brassbug in target Expedition; without counters it cannot pay."""
    for ref in ("ALT_CORE_B_AX_24_R", "ALT_CORE_B_AX_24_R2"):
        s = scene(landmarks=[card(ref, counters={"kelon": 3})], settle=False)
        assert s.d.prompt.startswith("Pay 1 and spend one of my Kelon counters to create")
        before = s.ready_mana()
        s.yes()
        s.pick_label("Me's hero")
        s.settle()
        assert s.named("Brassbug Hub").counters["kelon"] == 2
        assert s.ready_mana() == before - 1
        assert len(s.tokens("Brassbug", which="hero")) == 1
    s = scene(landmarks=["ALT_CORE_B_AX_24_R"], settle=False)
    assert s.d.kind == "turn" and not s.tokens("Brassbug")
    assert card_by_ref("ALT_CORE_B_AX_24_R").text().startswith("When I join — I gain 3 Kelon")


HUB = "ALT_CORE_B_AX_24_C"  # [J] I gain three Kelon counters
SALVAGER = "ALT_CORE_B_AX_08_C"  # [R] Resupply; Hand Cost 1
SHROOM = "ALT_CORE_B_MU_08_C"  # [J] I gain Anchored


@covers("ALT_CORE_B_AX_19_C", "ALT_CORE_B_AX_19_R")
def test_ganesha_may_activate_join_abilities_of_each_permanent() -> None:
    """Ganesha: [J] for each Permanent you control, you may activate its [J] abilities
    (7.3.1.b) — asked once per Permanent that has one; a Permanent without one is not
    asked about."""
    for ref in ("ALT_CORE_B_AX_19_C", "ALT_CORE_B_AX_19_R"):
        for answer, kelon in (("yes", 3), ("no", 0)):
            s = scene(hand=[ref], landmarks=[HUB, "ALT_CORE_B_AX_29_C"])
            s.play(s.named("Ganesha"))
            s.settle()
            assert s.d.kind == "may" and "Brassbug Hub" in s.d.prompt
            s.answer(answer)
            s.settle()
            assert s.d.kind == "turn"  # The Foundry has no [J] ability: no question
            assert s.named("Brassbug Hub").counters.get("kelon", 0) == kelon


@covers("ALT_CORE_B_AX_19_R2")
def test_ganesha_rare_activates_other_characters() -> None:
    """Ganesha (R2): for each other Character you control — Sneezer Shroom's [J] makes it
    Anchored again; Ganesha itself is not one of them."""
    s = scene(hand=["ALT_CORE_B_AX_19_R2"], hero_exp=[SHROOM])
    assert not s.named("Sneezer Shroom").has(Status.ANCHORED)
    s.play(s.named("Ganesha"))
    s.settle()
    assert s.d.kind == "may" and "Sneezer Shroom" in s.d.prompt
    s.yes()
    s.settle()
    assert s.d.kind == "turn"
    assert s.named("Sneezer Shroom").has(Status.ANCHORED)


@covers("ALT_CORE_B_AX_29_C", "ALT_CORE_B_AX_29_R", "ALT_CORE_B_AX_29_R2")
def test_foundry_next_character_from_hand_activates_its_reserve_abilities() -> None:
    """The Foundry: [T]: the next Character you play from your hand this turn activates its
    [R] abilities (7.3.1.b) — Axiom Salvager played from hand Resupplies as if played from
    Reserve.  The rare also draws a card when it joins."""
    for ref in ("ALT_CORE_B_AX_29_C", "ALT_CORE_B_AX_29_R", "ALT_CORE_B_AX_29_R2"):
        s = scene(landmarks=[ref], hand=[SALVAGER], deck_top=[AMELIA])
        s.quick(s.named("The Foundry, Axiom Bastion"))
        s.settle()
        s.play(s.named("Axiom Salvager"))
        s.settle()
        assert s.named("Amelia Earhart").zone is Zone.RESERVE
        assert s.named("Axiom Salvager").zone is Zone.EXPEDITION
    s = scene(hand=["ALT_CORE_B_AX_29_R"], deck_top=[AMELIA])
    s.play(s.named("The Foundry, Axiom Bastion"), None)
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.HAND


@covers("ALT_CORE_B_AX_29_C")
def test_foundry_is_not_used_by_a_character_from_reserve() -> None:
    """The Foundry: a Character played from Reserve does not use it up — its own [R]
    abilities activate once, not twice."""
    s = scene(landmarks=["ALT_CORE_B_AX_29_C"], reserve=[SALVAGER], deck_top=[AMELIA, PATHFINDER])
    s.quick(s.named("The Foundry, Axiom Bastion"))
    s.settle()
    s.play(s.named("Axiom Salvager"))
    s.settle()
    assert s.named("Bravos Pathfinder").zone is Zone.RESERVE  # its own [R]: one Resupply
    assert s.named("Amelia Earhart").zone is Zone.DECK
    assert not s.logged("the Ongoing effect applies to Axiom Salvager")  # not used up


TREYST = "ALT_CORE_B_AX_02_C"


@covers(TREYST)
def test_treyst_rossum_scrap_counters_then_quick_action() -> None:
    """Treyst & Rossum: when a card leaves your Reserve during the Afternoon — with fewer
    than five Scrap counters I gain one; with five or more I gain "[T]: draw a card, then
    put a card from your hand in Reserve" (the fifth counter and the ability come in the
    same resolution, 6.5.d)."""
    s = scene(hero=card(TREYST, counters={"scrap": 3}), reserve=[PATHFINDER, SALVAGER],
              deck_top=[AMELIA, SHROOM])  # the Salvager's Resupply takes the Shroom
    s.play(s.named("Bravos Pathfinder"))  # leaves my Reserve: 4 counters
    s.settle()
    assert s.p(0).hero.counters["scrap"] == 4
    assert not [o for o in s.d.options if o.detail == "quick"]
    s.opp_pass()
    s.play(s.named("Axiom Salvager"))  # the fifth counter, and the ability
    s.settle()
    hero = s.p(0).hero
    assert hero.counters["scrap"] == 5
    hand = len(s.p(0).hand)
    s.quick(hero)
    s.settle()
    assert s.d.kind == "choose_card"  # draw, then put a card from hand in Reserve
    s.pick(s.named("Amelia Earhart"))
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.RESERVE
    assert len(s.p(0).hand) == hand and hero.has(Status.EXHAUSTED)


@covers(TREYST)
def test_treyst_rossum_ignores_the_opponents_reserve() -> None:
    """Treyst & Rossum: only your Reserve counts — a card Sabotaged out of the opponent's
    Reserve gives no counter."""
    s = scene(hero=TREYST, hand=[JAMMER_R], opp_reserve=[AMELIA])
    s.play(s.named("Armored Jammer"), None)
    s.settle()
    s.pick(s.named("Amelia Earhart"))
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.DISCARD
    assert s.p(0).hero.counters.get("scrap", 0) == 0


# --------------------------------------------------------------------------- families read
# before this branch, without a test of their own until now
TINKER = "ALT_CORE_B_AX_09_C"
COPPELIA = "ALT_CORE_B_AX_14_C"  # a Robot, Hand Cost 2
JAMMER_C = "ALT_CORE_B_AX_28_C"  # a Landmark, Hand Cost 2: [J] Sabotage
HOOKED = "ALT_CORE_B_AX_20_C"  # a Spell


@covers("ALT_CORE_B_AX_09_C", "ALT_CORE_B_AX_09_R", "ALT_CORE_B_AX_09_R2",
        "ALT_CORE_B_AX_08_R", "ALT_CORE_B_AX_08_R2")
def test_reserve_played_sabotage_and_resupply() -> None:
    """Tinker Bell: [R] Sabotage (7.3.24); Axiom Salvager (rares): [R] Resupply (7.3.22)."""
    for ref in ("ALT_CORE_B_AX_09_C", "ALT_CORE_B_AX_09_R", "ALT_CORE_B_AX_09_R2"):
        s = scene(reserve=[ref], opp_reserve=[AMELIA])
        s.play(s.named("Tinker Bell"))
        s.settle()
        s.pick(s.named("Amelia Earhart"))
        s.settle()
        assert s.named("Amelia Earhart").zone is Zone.DISCARD
    for ref in ("ALT_CORE_B_AX_08_R", "ALT_CORE_B_AX_08_R2"):
        s = scene(reserve=[ref], deck_top=[AMELIA])
        s.play(s.named("Axiom Salvager"))
        s.settle()
        assert s.named("Amelia Earhart").zone is Zone.RESERVE


@covers("ALT_CORE_B_AX_15_R2", JAMMER_C)
def test_sabotage_from_hand_and_on_joining() -> None:
    """Axiom Scrambler (R2): [H] Sabotage; Armored Jammer: [J] Sabotage."""
    for ref, name in (("ALT_CORE_B_AX_15_R2", "Axiom Scrambler"), (JAMMER_C, "Armored Jammer")):
        s = scene(hand=[ref], opp_reserve=[AMELIA])
        s.play(s.named(name), "hero" if ref.endswith("R2") else None)
        s.settle()
        s.pick(s.named("Amelia Earhart"))
        s.settle()
        assert s.named("Amelia Earhart").zone is Zone.DISCARD


@covers("ALT_CORE_B_AX_11_R", "ALT_CORE_B_AX_11_R2")
def test_amelia_rare_boost_from_hand_only() -> None:
    """Amelia Earhart (rares): [H] I gain 1 boost — not when played from Reserve."""
    for ref in ("ALT_CORE_B_AX_11_R", "ALT_CORE_B_AX_11_R2"):
        s = scene(hand=[ref])
        s.play(s.named("Amelia Earhart"))
        s.settle()
        assert s.named("Amelia Earhart").boosts == 1
        s = scene(reserve=[ref])
        s.play(s.named("Amelia Earhart"))
        s.settle()
        assert s.named("Amelia Earhart").boosts == 0


@covers("ALT_CORE_B_AX_04_R", "ALT_CORE_B_AX_04_R2")
def test_kelon_elemental_rare_may_put_a_hand_card_in_reserve() -> None:
    """Kelon Elemental (rares): [H] you may put a card from your hand in Reserve."""
    for ref in ("ALT_CORE_B_AX_04_R", "ALT_CORE_B_AX_04_R2"):
        for answer, moved in (("yes", True), ("no", False)):
            s = scene(hand=[ref, AMELIA])
            s.play(s.named("Kelon Elemental"))
            s.settle()
            s.answer(answer)
            if moved:
                s.pick(s.named("Amelia Earhart"))
            s.settle()
            assert (s.named("Amelia Earhart").zone is Zone.RESERVE) is moved


@covers("ALT_CORE_B_AX_05_C", "ALT_CORE_B_AX_05_R", "ALT_CORE_B_AX_05_R2")
def test_foundry_engineer_next_permanent_this_afternoon() -> None:
    """Foundry Engineer: [R] the next Permanent you play this Afternoon costs 1 (rares: 2)
    less — still there on my next turn of the same Afternoon (2.2.14)."""
    for ref, less in (("ALT_CORE_B_AX_05_C", 1), ("ALT_CORE_B_AX_05_R", 2),
                      ("ALT_CORE_B_AX_05_R2", 2)):
        s = scene(reserve=[ref], hand=[JAMMER_C])
        s.play(s.named("Foundry Engineer"))
        s.settle()
        s.opp_pass()
        labels = [o.label for o in s.d.options if o.detail == "play"
                  and s.named("Armored Jammer").oid in o.objects]
        assert labels and labels[0].endswith(f"costs {2 - less}")


@covers("ALT_CORE_B_AX_06_C", "ALT_CORE_B_AX_06_R2")
def test_ogun_boosts_robots_or_plants_you_control() -> None:
    """Ogun: [J] Robots (R2: Plants) you control gain 1 boost — not the other Characters."""
    for ref, boosted in (("ALT_CORE_B_AX_06_C", "Coppélia"), ("ALT_CORE_B_AX_06_R2", "Sneezer Shroom")):
        s = scene(hand=[ref], hero_exp=[COPPELIA, SHROOM, AMELIA], opp_hero_exp=[COPPELIA])
        s.play(s.named("Ogun"))
        s.settle()
        assert s.named(boosted, who=0).boosts == 1
        assert s.named("Amelia Earhart").boosts == 0
        assert s.named("Coppélia", who=1).boosts == 0


@covers("ALT_CORE_B_AX_06_R")
def test_ogun_rare_brassbug_then_robots_gain_a_boost() -> None:
    """Ogun (rare): [J] you may pay 2 to create a Brassbug in target Expedition. Then, Robots
    you control gain 1 boost — the new Brassbug too; declined, the Robots still gain it."""
    s = scene(hand=["ALT_CORE_B_AX_06_R"], hero_exp=[COPPELIA])
    s.play(s.named("Ogun"))
    s.settle()
    s.yes()
    s.pick_label("Me's companion")
    s.settle()
    (bug,) = s.tokens("Brassbug", which="companion")
    assert bug.boosts == 1 and s.named("Coppélia").boosts == 1
    s = scene(hand=["ALT_CORE_B_AX_06_R"], hero_exp=[COPPELIA])
    s.play(s.named("Ogun"))
    s.settle()
    s.no()
    s.settle()
    assert not s.tokens("Brassbug") and s.named("Coppélia").boosts == 1


@covers("ALT_CORE_B_AX_12_R2")
def test_three_little_pigs_rare_one_landmark_is_enough() -> None:
    """Three Little Pigs (R2): [J] if you control one or more Landmarks, I gain 1 boost."""
    for landmarks, boosts in (([JAMMER_C], 1), ([], 0)):
        s = scene(hand=["ALT_CORE_B_AX_12_R2"], landmarks=landmarks)
        s.play(s.named("Three Little Pigs"))
        s.settle()
        assert s.named("Three Little Pigs").boosts == boosts


@covers("ALT_CORE_B_AX_13_C", "ALT_CORE_B_AX_13_R2")
def test_ada_draws_if_the_card_put_in_reserve_is_of_a_type() -> None:
    """Ada Lovelace: [R] you may put a card from your hand in Reserve. If it's a Permanent
    (R2: a Spell), draw a card — the card chosen is looked at in Reserve (2.2.1.i)."""
    for ref, good, bad in (("ALT_CORE_B_AX_13_C", "Armored Jammer", "Hooked"),
                           ("ALT_CORE_B_AX_13_R2", "Hooked", "Armored Jammer")):
        for put, draws in ((good, True), (bad, False)):
            s = scene(reserve=[ref], hand=[JAMMER_C, HOOKED], deck_top=[AMELIA])
            s.play(s.named("Ada Lovelace"))
            s.settle()
            s.yes()
            s.pick(s.named(put))
            s.settle()
            assert s.named(put).zone is Zone.RESERVE
            assert (s.named("Amelia Earhart").zone is Zone.HAND) is draws


@covers("ALT_CORE_B_AX_16_R", "ALT_CORE_B_AX_16_R2")
def test_foundry_armorer_rare_brassbug() -> None:
    """Foundry Armorer: [J] (R) / [R] (R2) create a Brassbug in target Expedition."""
    for ref, zone in (("ALT_CORE_B_AX_16_R", "hand"), ("ALT_CORE_B_AX_16_R", "reserve"),
                      ("ALT_CORE_B_AX_16_R2", "reserve")):
        s = scene(**{zone: [ref]})
        s.play(s.named("Foundry Armorer"))
        s.settle()
        s.pick_label("Me's companion")
        s.settle()
        assert len(s.tokens("Brassbug", which="companion")) == 1
    s = scene(hand=["ALT_CORE_B_AX_16_R2"])
    s.play(s.named("Foundry Armorer"))
    s.settle()
    assert not s.tokens("Brassbug") and s.d.kind == "turn"


@covers("ALT_CORE_B_AX_17_C", "ALT_CORE_B_AX_17_R", "ALT_CORE_B_AX_17_R2",
        "ALT_CORE_B_AX_22_C", "ALT_CORE_B_AX_10_R2", "ALT_CORE_B_MU_11_R2")
def test_activate_the_join_abilities_of_a_permanent() -> None:
    """Dr. Frankenstein ([R] you may…), Mechanical Training (a Spell), Jian (R2) and Inari
    (R2) support: activate the [J] abilities of target Permanent you control (7.3.1.b) —
    Brassbug Hub gains three Kelon counters."""
    for ref in ("ALT_CORE_B_AX_17_C", "ALT_CORE_B_AX_17_R", "ALT_CORE_B_AX_17_R2"):
        s = scene(reserve=[ref], landmarks=[HUB])
        s.play(s.named("Dr. Frankenstein"))
        s.settle()
        s.yes()
        s.settle()
        assert s.named("Brassbug Hub").counters["kelon"] == 3
    s = scene(hand=["ALT_CORE_B_AX_22_C"], landmarks=[HUB])
    s.play(s.named("Mechanical Training"), None)
    s.settle()
    assert s.named("Brassbug Hub").counters["kelon"] == 3
    for ref, name in (("ALT_CORE_B_AX_10_R2", "Jian, Assembly Overseer"),
                      ("ALT_CORE_B_MU_11_R2", "Inari")):
        s = scene(reserve=[ref], landmarks=[HUB])
        s.quick(s.named(name))
        s.settle()
        assert s.named(name).zone is Zone.DISCARD
        assert s.named("Brassbug Hub").counters["kelon"] == 3


@covers("ALT_CORE_B_AX_22_R", "ALT_CORE_B_AX_22_R2")
def test_mechanical_training_rares() -> None:
    """Mechanical Training: (R) up to two target Permanents you control; (R2) target
    Character you control — its [J] abilities are activated."""
    s = scene(hand=["ALT_CORE_B_AX_22_R"], landmarks=[HUB, "ALT_CORE_B_AX_24_R"])
    s.play(s.named("Mechanical Training"), None)
    hubs = [c for c in s.p(0).landmarks]
    s.pick(*hubs)
    s.settle()
    assert [h.counters["kelon"] for h in hubs] == [3, 3]
    s = scene(hand=["ALT_CORE_B_AX_22_R2"], hero_exp=[SHROOM])
    s.play(s.named("Mechanical Training"), None)
    s.settle()
    assert s.named("Sneezer Shroom").has(Status.ANCHORED)


@covers("ALT_CORE_B_AX_18_C", "ALT_CORE_B_AX_18_R", "ALT_CORE_B_AX_18_R2")
def test_athena_landmarks_or_characters() -> None:
    """Athena: [R] if you control two or more Landmarks (R2: other Characters), I lose
    Fleeting (2.4.6.a gave it); the rares' [H] gives 2 boosts on the same condition."""
    for ref, two, one in (
            ("ALT_CORE_B_AX_18_C", {"landmarks": [JAMMER_C, HUB]}, {"landmarks": [JAMMER_C]}),
            ("ALT_CORE_B_AX_18_R", {"landmarks": [JAMMER_C, HUB]}, {"landmarks": [JAMMER_C]}),
            ("ALT_CORE_B_AX_18_R2", {"hero_exp": [AMELIA, PATHFINDER]}, {"hero_exp": [AMELIA]})):
        for kw, met in ((two, True), (one, False)):
            s = scene(reserve=[ref], **kw)
            s.play(s.named("Athena"))
            s.settle()
            assert s.named("Athena").has(Status.FLEETING) is not met
            if ref != "ALT_CORE_B_AX_18_C":
                s = scene(hand=[ref], **kw)
                s.play(s.named("Athena"))
                s.settle()
                assert s.named("Athena").boosts == (2 if met else 0)


@covers("ALT_CORE_B_AX_23_R", "ALT_CORE_B_AX_23_R2")
def test_kelon_burst_rares() -> None:
    """Kelon Burst (R): a mode, then with two or more Landmarks a Brassbug in target
    Expedition; (R2) the modes only."""
    s = scene(hand=["ALT_CORE_B_AX_23_R"], landmarks=[JAMMER_C, HUB], opp_hero_exp=[AMELIA])
    s.play(s.named("Kelon Burst"), None)
    s.answer("m:0")
    s.settle()
    s.pick_label("Me's hero")
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.RESERVE
    assert len(s.tokens("Brassbug", which="hero")) == 1
    s = scene(hand=["ALT_CORE_B_AX_23_R2"], opp_landmarks=[JAMMER_C], landmarks=[JAMMER_C, HUB])
    s.play(s.named("Kelon Burst"), None)
    s.answer("m:1")
    s.pick(s.named("Armored Jammer", who=1))
    s.settle()
    assert s.named("Armored Jammer", who=1).zone is Zone.DISCARD
    assert not s.tokens("Brassbug") and s.d.kind == "turn"


@covers("ALT_CORE_B_AX_25_R", "ALT_CORE_B_AX_25_R2")
def test_axiom_reprocessor_rares_resupply() -> None:
    """Axiom Reprocessor: (R) [J] Resupply; (R2) At Noon — Resupply (4.2.2)."""
    s = scene(hand=["ALT_CORE_B_AX_25_R"], deck_top=[AMELIA])
    s.play(s.named("Axiom Reprocessor"), None)
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.RESERVE
    s = scene(landmarks=["ALT_CORE_B_AX_25_R2"], deck_top=[AMELIA])  # the scene starts at Noon
    assert s.named("Amelia Earhart").zone is Zone.RESERVE
    s = scene(deck_top=[AMELIA])
    assert s.named("Amelia Earhart").zone is Zone.DECK


@covers("ALT_CORE_B_AX_26_C", "ALT_CORE_B_AX_26_R2")
def test_kelon_cylinder_counters_and_next_character_boost() -> None:
    """Kelon Cylinder: [T]: I gain 2 Kelon counters; [T], spend one: the next Character you
    play this turn gains 1 boost (a cost paid in full, 6.4)."""
    for ref in ("ALT_CORE_B_AX_26_C", "ALT_CORE_B_AX_26_R2"):
        s = scene(landmarks=[ref])
        s.quick(s.named("Kelon Cylinder"))
        s.settle()
        cyl = s.named("Kelon Cylinder")
        assert cyl.counters["kelon"] == 2 and cyl.exhausted
        assert not [o for o in s.d.options if o.detail == "quick"]  # exhausted (2.4.5)
        s = scene(landmarks=[card(ref, counters={"kelon": 1})], hand=[PATHFINDER])
        labels = [o.label for o in s.d.options if o.detail == "quick"]
        s.answer(next(o.id for o in s.d.options if o.detail == "quick" and "spend" in o.label))
        s.settle()
        assert len(labels) == 2 and s.named("Kelon Cylinder").counters.get("kelon", 0) == 0
        s.play(s.named("Bravos Pathfinder"))
        s.settle()
        assert s.named("Bravos Pathfinder").boosts == 1


@covers("ALT_CORE_B_AX_26_R")
def test_kelon_cylinder_rare_boosts_target() -> None:
    """Kelon Cylinder (R): [J] target Character gains 1 boost; [T], spend one of my Kelon
    counters: target Character gains 1 boost."""
    s = scene(hand=["ALT_CORE_B_AX_26_R"], hero_exp=[AMELIA])
    s.play(s.named("Kelon Cylinder"), None)
    s.settle()
    assert s.named("Amelia Earhart").boosts == 1
    s = scene(landmarks=[card("ALT_CORE_B_AX_26_R", counters={"kelon": 1})], hero_exp=[AMELIA])
    s.answer(next(o.id for o in s.d.options if o.detail == "quick" and "spend" in o.label))
    s.settle()
    assert s.named("Amelia Earhart").boosts == 1


@covers("ALT_CORE_B_AX_27_C", "ALT_CORE_B_AX_27_R2")
def test_kelonic_generator_costs() -> None:
    """Kelonic Generator: (2) [C] / (1) [R2], [T]: draw a card."""
    for ref, cost in (("ALT_CORE_B_AX_27_C", 2), ("ALT_CORE_B_AX_27_R2", 1)):
        s = scene(landmarks=[ref], deck_top=[AMELIA])
        before = s.ready_mana()
        s.quick(s.named("Kelonic Generator"))
        s.settle()
        assert s.named("Amelia Earhart").zone is Zone.HAND
        assert s.ready_mana() == before - cost


@covers("ALT_CORE_B_AX_30_R2")
def test_brassbug_hive_r2_join_brassbug() -> None:
    """Brassbug Hive (R2): [J] create a Brassbug in target Expedition (and At Noon)."""
    s = scene(hand=["ALT_CORE_B_AX_30_R2"])
    s.play(s.named("Brassbug Hive"), None)
    s.pick_label("Me's hero Expedition")
    s.settle()
    assert len(s.tokens("Brassbug", 0, "hero")) == 1
    s.until(lambda s: s.d.kind == "target_expedition")
    s.pick_label("Me's companion Expedition")
    assert len(s.tokens("Brassbug", 0, "companion")) == 1


def test_may_sacrifice_with_nothing_to_sacrifice_is_not_done() -> None:
    """"You may sacrifice a Permanent. If you do, …": saying yes with no Permanent to
    sacrifice does nothing, so the rest does not happen (6.5.f) — FarFetch 2.0 (a card the
    same words read)."""
    farfetch = "ALT_CYCLONE_B_AX_69_C"
    s = scene(hand=[farfetch], opp_hero_exp=[AMELIA])
    s.play(s.named("FarFetch 2.0"))
    s.settle()
    s.yes()
    s.settle()
    assert s.d.kind == "turn"  # no target is asked for: the switch does not happen
    assert s.named("Amelia Earhart").expedition == "hero"
    s = scene(hand=[farfetch], landmarks=[JAMMER_C], opp_hero_exp=[AMELIA])
    s.play(s.named("FarFetch 2.0"))
    s.settle()
    s.yes()
    s.settle()
    if s.d.kind == "target":
        s.pick(s.named("Amelia Earhart"))
        s.settle()
    assert s.named("Armored Jammer").zone is Zone.DISCARD
    assert s.named("Amelia Earhart").expedition == "companion"
