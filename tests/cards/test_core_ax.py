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
