"""Muna Core cards read by the parser (engine/cards/parsed.py), one test per family of the
same text, played through real decisions; and the words of the effects language added for
them, each with a test citing its rule."""

from __future__ import annotations

from engine.cards.registry import card_by_ref
from engine.cardtext import parse_text
from engine.model import Status, Zone
from engine.position import card
from tests.cards.helpers import covers, extra_card, scene

AMELIA = "ALT_CORE_B_AX_11_C"  # a vanilla 2/2/2 with Hand Cost 3
PATHFINDER = "ALT_CORE_B_BR_08_C"  # a vanilla Character with Hand Cost 2
SHROOM = "ALT_CORE_B_MU_08_C"  # a Plant, Hand Cost 2: [J] I gain Anchored
LEGATE = "ALT_CORE_B_OR_08_C"  # a Bureaucrat, Hand Cost 2
MONUMENT = "ALT_CORE_B_AX_28_C"  # a Landmark Permanent


@covers("ALT_CORE_B_MU_05_R")
def test_kitsune_rare_each_player_resupplies() -> None:
    """Kitsune (rare): [H] each player does Resupply (7.3.22), the player with initiative
    first (1.4.5)."""
    s = scene(hand=["ALT_CORE_B_MU_05_R"], deck_top=[AMELIA], opp_deck_top=[PATHFINDER])
    s.play(s.named("Kitsune"))
    s.settle()
    assert [c.name for c in s.p(0).reserve] == ["Amelia Earhart"]
    assert [c.name for c in s.p(1).reserve] == ["Bravos Pathfinder"]
    assert card_by_ref("ALT_CORE_B_MU_05_R").text() == (
        "When played from Hand — Each player Resupply.")


@covers("ALT_CORE_B_MU_05_R2", "ALT_CORE_B_MU_12_R")
def test_each_player_draws() -> None:
    """Kitsune (R2), Daughter of Yggdrasil (rare): [H] each player draws a card (7.3.7)."""
    for ref, name in (("ALT_CORE_B_MU_05_R2", "Kitsune"),
                      ("ALT_CORE_B_MU_12_R", "Daughter of Yggdrasil")):
        s = scene(hand=[ref], deck_top=[AMELIA], opp_deck_top=[PATHFINDER])
        mine, theirs = len(s.p(0).hand), len(s.p(1).hand)
        s.play(s.named(name))
        s.settle()
        assert len(s.p(0).hand) == mine  # one played, one drawn
        assert s.named("Amelia Earhart").zone is Zone.HAND
        assert len(s.p(1).hand) == theirs + 1
        assert s.named("Bravos Pathfinder").zone is Zone.HAND


@covers("ALT_CORE_B_MU_12_R2")
def test_daughter_rare_target_opponent_draws() -> None:
    """Daughter of Yggdrasil (R2): [H] target opponent draws a card — I draw nothing."""
    s = scene(hand=["ALT_CORE_B_MU_12_R2"], deck_top=[AMELIA], opp_deck_top=[PATHFINDER])
    mine, theirs = len(s.p(0).hand), len(s.p(1).hand)
    s.play(s.named("Daughter of Yggdrasil"))
    s.settle()
    assert len(s.p(0).hand) == mine - 1
    assert len(s.p(1).hand) == theirs + 1
    assert s.named("Amelia Earhart").zone is Zone.DECK


@covers("ALT_CORE_B_MU_17_C", "ALT_CORE_B_MU_17_R", "ALT_CORE_B_MU_17_R2")
def test_aja_each_player_puts_top_card_in_mana() -> None:
    """Aja: [H] (rare: [J]) each player puts the top card of their Deck in their Mana zone,
    face down and exhausted (3.2.9.b)."""
    for ref in ("ALT_CORE_B_MU_17_C", "ALT_CORE_B_MU_17_R", "ALT_CORE_B_MU_17_R2"):
        s = scene(hand=[ref], deck_top=[AMELIA], opp_deck_top=[PATHFINDER])
        mine, theirs = len(s.p(0).mana), len(s.p(1).mana)
        s.play(s.named("Aja"))
        s.settle()
        assert len(s.p(0).mana) == mine + 1 and len(s.p(1).mana) == theirs + 1
        amelia, path = s.named("Amelia Earhart"), s.named("Bravos Pathfinder")
        assert amelia.zone is Zone.MANA and amelia.has(Status.EXHAUSTED)
        assert path.zone is Zone.MANA and path.has(Status.EXHAUSTED)


@covers("ALT_CORE_B_MU_26_C", "ALT_CORE_B_MU_26_R", "ALT_CORE_B_MU_26_R2")
def test_mana_reaping_puts_target_in_owners_mana() -> None:
    """Mana Reaping: target Character or Permanent goes to its owner's Mana zone as an
    exhausted Mana Orb (3.2.9.b), its boosts gone; the common is Fleeting (to Discard, 2.4.6.e),
    the rare goes to Reserve after it resolves (5.2.4.b)."""
    for ref, after in (("ALT_CORE_B_MU_26_C", Zone.DISCARD), ("ALT_CORE_B_MU_26_R", Zone.RESERVE),
                       ("ALT_CORE_B_MU_26_R2", Zone.DISCARD)):
        s = scene(hand=[ref], opp_hero_exp=[card(AMELIA, boosts=2)], opp_landmarks=[MONUMENT])
        orbs = len(s.p(1).mana)
        s.play(s.named("Mana Reaping"), None)
        assert s.d.kind == "target"
        assert {s.named("Armored Jammer").oid, s.named("Amelia Earhart").oid} <= {
            o for op in s.d.options for o in op.objects}  # a Permanent may be chosen too
        s.pick(s.named("Amelia Earhart"))
        s.settle()
        amelia = s.named("Amelia Earhart")
        assert amelia.zone is Zone.MANA and amelia.owner == 1 and amelia.has(Status.EXHAUSTED)
        assert amelia.boosts == 0 and len(s.p(1).mana) == orbs + 1
        assert s.named("Mana Reaping").zone is after


@covers("ALT_CORE_B_MU_28_R")
def test_beauty_sleep_rare_may_give_the_target_boosts() -> None:
    """Beauty Sleep (rare): target Character gains Asleep; you may give it 2 boosts — "it"
    is that target, chosen once (6.5.b)."""
    for answer, boosts in (("yes", 2), ("no", 0)):
        s = scene(hand=["ALT_CORE_B_MU_28_R"], hero_exp=[PATHFINDER], opp_hero_exp=[AMELIA])
        s.play(s.named("Beauty Sleep"), None)
        s.pick(s.named("Amelia Earhart"))
        assert s.d.kind == "may"
        s.answer(answer)
        s.settle()
        amelia = s.named("Amelia Earhart")
        assert amelia.has(Status.ASLEEP) and amelia.boosts == boosts
        assert s.named("Bravos Pathfinder").boosts == 0
    assert card_by_ref("ALT_CORE_B_MU_28_R").text() == (
        "Target Character gains Asleep. You may give it 2 boosts.")


@covers("ALT_CORE_B_MU_29_R")
def test_harvest_rare_resupplies_twice() -> None:
    """Harvest (rare): Resupply, then Resupply again — two cards from the top of my Deck
    to my Reserve (7.3.22)."""
    s = scene(hand=["ALT_CORE_B_MU_29_R"], deck_top=[AMELIA, PATHFINDER])
    s.play(s.named("Harvest"), None)
    s.settle()
    names = {c.name for c in s.p(0).reserve}
    assert {"Amelia Earhart", "Bravos Pathfinder"} <= names
    assert card_by_ref("ALT_CORE_B_MU_29_R").text() == "Resupply, then Resupply again."


@covers("ALT_CORE_B_MU_24_C", "ALT_CORE_B_MU_24_R", "ALT_CORE_B_MU_24_R2")
def test_bountiful_meadow_next_subtype_costs_less() -> None:
    """Bountiful Meadow: [T]: the next Plant (R2: Bureaucrat) you play this turn costs 1
    less — a card without that sub-type keeps its full price."""
    for ref, cheap in (("ALT_CORE_B_MU_24_C", SHROOM), ("ALT_CORE_B_MU_24_R", SHROOM),
                       ("ALT_CORE_B_MU_24_R2", LEGATE)):
        s = scene(landmarks=[ref], hand=[PATHFINDER, cheap])
        s.quick(s.named("Bountiful Meadow"))  # a quick action: still my turn (5.3)
        s.settle()
        name = card_by_ref(cheap).name
        labels = [o.label for o in s.d.options if o.detail == "play"]
        assert any("Bravos Pathfinder" in x and "costs 2" in x for x in labels)  # full price
        assert any(name in x and "costs 1" in x for x in labels)
        before = s.ready_mana()
        s.play(s.named(name))
        s.settle()
        assert s.ready_mana() == before - 1


@covers("ALT_CORE_B_MU_06_R")
def test_spindle_harvesters_rare_resupplies_at_noon_when_boosted_twice() -> None:
    """Spindle Harvesters (rare): At Noon — if I have 2 or more boosts, Resupply; with one
    boost nothing happens (6.5.d)."""
    for boosts, resupplied in ((2, True), (1, False)):
        s = scene(hero_exp=[card("ALT_CORE_B_MU_06_R", Status.ANCHORED,
                                 boosts=boosts)], deck_top=[AMELIA])
        s.next_day()
        assert (s.named("Amelia Earhart").zone is Zone.RESERVE) is resupplied
    # imported here: `altered-sim --coverage` imports this module with the installed engine
    from engine.effects.conditions import IHaveBoosts
    from engine.effects.steps import If, Resupply

    (_join, noon) = parse_text("{J} I gain <ANCHORED>.  At Noon — if I have 2 or more boosts, "
                               "<RESUPPLY>.")
    # printed after the dash: a condition of the effect, checked as it resolves (6.5.d)
    assert noon.condition is None and noon.steps == (If(IHaveBoosts(2), (Resupply(),)),)


def _forest_walker() -> str:
    """A 3/0/0 Character: it can only win Progress in Forest."""
    return extra_card("TEST_CARD_MU_FOREST_ONLY", (), stats=(3, 0, 0))


def _water_walker() -> str:
    """A 0/0/3 Character: it can only win Progress in Water."""
    return extra_card("TEST_CARD_MU_WATER_ONLY", (), stats=(0, 0, 3))


@covers("ALT_CORE_B_MU_03_C")
def test_rin_orchid_draws_when_an_expedition_moves_due_to_forest() -> None:
    """Rin & Orchid: when one of your Expeditions moves forward due to Forest (4.2.4.j) —
    draw a card, then put a card from your hand in Reserve.  Winning in Water only does
    not trigger it."""
    s = scene(hero="ALT_CORE_B_MU_03_C", companion_exp=[_forest_walker()])
    s.until(lambda s: s.g.day > 1)
    assert s.triggered("Rin & Orchid")
    assert any(c.name == "Filler" for c in s.p(0).reserve)  # from my hand
    s = scene(hero="ALT_CORE_B_MU_03_C", companion_exp=[_water_walker()])
    s.until(lambda s: s.g.day > 1)
    assert not s.triggered("Rin & Orchid")


HYDRACAENA = "ALT_CORE_B_MU_22_R"  # a 0/0/0 Plant: Tough X, X the Plants you control


@covers(HYDRACAENA)
def test_hydracaena_tough_counts_plants() -> None:
    """Hydracaena (rare): Tough X, where X is the number of Plants its controller controls
    (7.4.7): itself and a Sneezer Shroom make 2 — targeting it costs 2 more (7.4.7.c)."""
    s = scene(hand=["ALT_CORE_B_MU_28_C"], opp_hero_exp=[HYDRACAENA, SHROOM])
    before = s.ready_mana()
    s.play(s.named("Beauty Sleep"), None)
    assert s.d.kind == "target"
    labels = [o.label for o in s.d.options if s.named("Hydracaena").oid in o.objects]
    assert labels and "Tough 2" in labels[0]
    s.pick(s.named("Hydracaena"))
    s.settle()
    assert s.named("Hydracaena").has(Status.ASLEEP)
    assert s.ready_mana() == before - 1 - 2


@covers("ALT_CORE_B_MU_10_R2")
def test_yong_su_rare_counts_base_statistics_of_zero() -> None:
    """Yong-Su (R2): [J] if you have three or more base statistics of 0 among Characters
    you control, I gain 2 boosts — the printed statistics: a boosted Hydracaena (0/0/0)
    still has three; a 1/1/1 Shroom has none."""
    for other, boosts in ((card(HYDRACAENA, boosts=1), 2), (SHROOM, 0)):
        s = scene(hand=["ALT_CORE_B_MU_10_R2"], hero_exp=[other])
        s.play(s.named("Yong-Su, Verdant Weaver"))
        s.settle()
        assert s.named("Yong-Su, Verdant Weaver").boosts == boosts


@covers("ALT_CORE_B_MU_02_C")
def test_arjun_spike_next_small_character_gains_anchored() -> None:
    """Arjun & Spike: [T], discard a card from your Reserve: the next Character you play
    this turn with Hand Cost 3 or less gains Anchored (an Emblem-Reaction, 5.2.b).  With an
    empty Reserve the cost cannot be paid (6.4)."""
    s = scene(hero="ALT_CORE_B_MU_02_C", reserve=[AMELIA], hand=[PATHFINDER])
    s.quick(s.p(0).hero)
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.DISCARD
    assert s.p(0).hero.has(Status.EXHAUSTED)
    s.play(s.named("Bravos Pathfinder"))
    s.settle()
    assert s.named("Bravos Pathfinder").has(Status.ANCHORED)
    s = scene(hero="ALT_CORE_B_MU_02_C", hand=[PATHFINDER])
    assert not [o for o in s.d.options if o.detail == "quick"]


# --------------------------------------------------------------------------- families read
# before this branch, without a test of their own until now
ANCHOR_SUPPORT = ("ALT_CORE_B_MU_04_C", "ALT_CORE_B_MU_04_R", "ALT_CORE_B_MU_04_R2",
                  "ALT_CORE_B_MU_07_R", "ALT_CORE_B_MU_09_R", "ALT_CORE_B_MU_09_R2",
                  "ALT_CORE_B_MU_13_R2", "ALT_CORE_B_MU_21_R")
ATHENA = "ALT_CORE_B_AX_18_C"  # a Character with Hand Cost 5


@covers(*ANCHOR_SUPPORT)
def test_support_anchors_a_small_character() -> None:
    """[S] Discard me from Reserve: target Character with Hand Cost 3 or less gains
    Anchored — works only from Reserve (2.2.11.i); a Hand Cost 5 Character is no target."""
    for ref in ANCHOR_SUPPORT:
        s = scene(reserve=[ref], hero_exp=[PATHFINDER, ATHENA])
        name = card_by_ref(ref).name
        s.quick(s.named(name))
        s.settle()
        assert s.named(name).zone is Zone.DISCARD
        assert s.named("Bravos Pathfinder").has(Status.ANCHORED)  # the only legal target
        assert not s.named("Athena").has(Status.ANCHORED)


@covers("ALT_CORE_B_MU_06_R2", "ALT_CORE_B_MU_20_R2", "ALT_CORE_B_MU_08_R2",
        "ALT_CORE_B_MU_15_C", "ALT_CORE_B_MU_15_R", "ALT_CORE_B_MU_15_R2")
def test_join_anchored_and_noon_boosts() -> None:
    """[J] I gain Anchored (Spindle Harvesters R2, Coniferal Coneman R2, Sneezer Shroom R2,
    Dracaena); At Noon — I gain 1 boost (Dracaena R: 2)."""
    for ref, noon in (("ALT_CORE_B_MU_06_R2", 0), ("ALT_CORE_B_MU_20_R2", 0),
                      ("ALT_CORE_B_MU_08_R2", 1), ("ALT_CORE_B_MU_15_C", 1),
                      ("ALT_CORE_B_MU_15_R", 2), ("ALT_CORE_B_MU_15_R2", 1)):
        name = card_by_ref(ref).name
        s = scene(hand=[ref])
        s.play(s.named(name))
        s.settle()
        assert s.named(name).has(Status.ANCHORED)
        s = scene(hero_exp=[ref])  # in play when the scene's Noon comes
        assert s.named(name).boosts == noon


@covers("ALT_CORE_B_MU_09_C", "ALT_CORE_B_MU_09_R", "ALT_CORE_B_MU_09_R2")
def test_kodama_falls_asleep_from_hand() -> None:
    """Kodama: [H] I gain Asleep — played from Reserve it stays awake."""
    for ref in ("ALT_CORE_B_MU_09_C", "ALT_CORE_B_MU_09_R", "ALT_CORE_B_MU_09_R2"):
        s = scene(hand=[ref])
        s.play(s.named("Kodama"))
        s.settle()
        assert s.named("Kodama").has(Status.ASLEEP)
    s = scene(reserve=["ALT_CORE_B_MU_09_C"])
    s.play(s.named("Kodama"))
    s.settle()
    assert not s.named("Kodama").has(Status.ASLEEP)


@covers("ALT_CORE_B_MU_11_R", "ALT_CORE_B_MU_16_C")
def test_noon_draw_and_noon_resupply() -> None:
    """Inari (R): At Noon — draw a card; Aloe Vera: At Noon — Resupply (4.2.2)."""
    s = scene(hero_exp=["ALT_CORE_B_MU_11_R"], deck_top=[AMELIA])
    assert s.named("Amelia Earhart").zone is Zone.HAND
    s = scene(hero_exp=["ALT_CORE_B_MU_16_C"], deck_top=[AMELIA])
    assert s.named("Amelia Earhart").zone is Zone.RESERVE
    s = scene(deck_top=[AMELIA])
    assert s.named("Amelia Earhart").zone is Zone.DECK


@covers("ALT_CORE_B_MU_16_R", "ALT_CORE_B_MU_16_R2")
def test_aloe_vera_rare_may_pay_for_anchored() -> None:
    """Aloe Vera (rares): [J] you may pay 1 to have me gain Anchored."""
    for ref in ("ALT_CORE_B_MU_16_R", "ALT_CORE_B_MU_16_R2"):
        for answer, anchored in (("yes", True), ("no", False)):
            s = scene(hand=[ref])
            before = s.ready_mana()
            s.play(s.named("Aloe Vera"))
            s.settle()
            s.answer(answer)
            s.settle()
            assert s.named("Aloe Vera").has(Status.ANCHORED) is anchored
            assert s.ready_mana() == before - 3 - (1 if anchored else 0)


@covers("ALT_CORE_B_MU_13_R")
def test_muna_druid_rare_boosts_a_plant() -> None:
    """Muna Druid (R): [H] up to one target Plant gains 2 boosts — not another Character."""
    s = scene(hand=["ALT_CORE_B_MU_13_R"], hero_exp=[SHROOM, AMELIA])
    s.play(s.named("Muna Druid"))
    s.settle()
    assert s.d.kind == "target"
    assert s.named("Amelia Earhart").oid not in {o for op in s.d.options for o in op.objects}
    s.pick(s.named("Sneezer Shroom"))
    s.settle()
    assert s.named("Sneezer Shroom").boosts == 2


@covers("ALT_CORE_B_MU_18_C", "ALT_CORE_B_MU_18_R2", "ALT_CORE_B_MU_25_R2")
def test_target_gains_anchored() -> None:
    """Parvati: [H] (R2: [J]) target Character gains Anchored; Meditation Training (R2): a
    Spell, target Character with Hand Cost 3 or less."""
    for ref in ("ALT_CORE_B_MU_18_C", "ALT_CORE_B_MU_18_R2"):
        s = scene(hand=[ref], opp_hero_exp=[ATHENA])
        s.play(s.named("Parvati"))
        s.settle()
        s.pick(s.named("Athena"))
        s.settle()
        assert s.named("Athena").has(Status.ANCHORED)
    s = scene(hand=["ALT_CORE_B_MU_25_R2"], opp_hero_exp=[ATHENA, PATHFINDER])
    s.play(s.named("Meditation Training"), None)
    s.settle()
    assert s.named("Bravos Pathfinder").has(Status.ANCHORED)  # Athena costs 5: no target
    assert not s.named("Athena").has(Status.ANCHORED)


@covers("ALT_CORE_B_MU_19_C", "ALT_CORE_B_MU_19_R", "ALT_CORE_B_MU_19_R2")
def test_verdantback_defender_unless() -> None:
    """Verdantback: I am Defender unless you control two or more other Plants (R2:
    Bureaucrats) — checked all the time (2.3)."""
    for ref, friends in (("ALT_CORE_B_MU_19_C", SHROOM), ("ALT_CORE_B_MU_19_R", SHROOM),
                         ("ALT_CORE_B_MU_19_R2", LEGATE)):
        s = scene(hero_exp=[ref, friends])
        assert s.state.has_keyword(s.named("Verdantback"), "defender")
        s = scene(hero_exp=[ref, friends], companion_exp=[friends])
        assert not s.state.has_keyword(s.named("Verdantback"), "defender")


@covers("ALT_CORE_B_MU_21_C", "ALT_CORE_B_MU_21_R2")
def test_son_of_yggdrasil_is_gigantic() -> None:
    """Son of Yggdrasil: Gigantic — in both of my Expeditions (7.4.4)."""
    for ref in ("ALT_CORE_B_MU_21_C", "ALT_CORE_B_MU_21_R2"):
        s = scene(hand=[ref])
        s.play(s.named("Son of Yggdrasil"))
        s.settle()
        assert set(s.state.expeditions_of(s.named("Son of Yggdrasil"))) == {"hero", "companion"}


@covers("ALT_CORE_B_MU_22_C", "ALT_CORE_B_MU_22_R2")
def test_hydracaena_join_and_noon_boosts() -> None:
    """Hydracaena: Eternal; [J] I gain 4 boosts; At Noon — I gain 4 boosts."""
    for ref in ("ALT_CORE_B_MU_22_C", "ALT_CORE_B_MU_22_R2"):
        s = scene(hand=[ref])
        s.play(s.named("Hydracaena"))
        s.settle()
        assert s.named("Hydracaena").boosts == 4
        s = scene(hero_exp=[ref])
        assert s.named("Hydracaena").boosts == 4
        assert s.state.has_keyword(s.named("Hydracaena"), "eternal")


@covers("ALT_CORE_B_MU_23_C", "ALT_CORE_B_MU_23_R", "ALT_CORE_B_MU_23_R2",
        "ALT_CORE_B_MU_29_C", "ALT_CORE_B_MU_29_R2")
def test_merchant_and_harvest_resupply() -> None:
    """Muna Merchant: [R] Resupply; Harvest: Resupply (7.3.22)."""
    for ref in ("ALT_CORE_B_MU_23_C", "ALT_CORE_B_MU_23_R", "ALT_CORE_B_MU_23_R2"):
        s = scene(reserve=[ref], deck_top=[AMELIA])
        s.play(s.named("Muna Merchant"))
        s.settle()
        assert s.named("Amelia Earhart").zone is Zone.RESERVE
    for ref in ("ALT_CORE_B_MU_29_C", "ALT_CORE_B_MU_29_R2"):
        s = scene(hand=[ref], deck_top=[AMELIA])
        s.play(s.named("Harvest"), None)
        s.settle()
        assert s.named("Amelia Earhart").zone is Zone.RESERVE


@covers("ALT_CORE_B_MU_27_R2")
def test_nurture_r2_two_targets_one_boost_each() -> None:
    """Nurture (R2): up to two target Characters each gain 1 boost."""
    s = scene(hand=["ALT_CORE_B_MU_27_R2"], hero_exp=[AMELIA, PATHFINDER])
    s.play(s.named("Nurture"), None)
    s.pick(s.named("Amelia Earhart"), s.named("Bravos Pathfinder"))
    s.settle()
    assert s.named("Amelia Earhart").boosts == 1 and s.named("Bravos Pathfinder").boosts == 1


@covers("ALT_CORE_B_MU_30_C", "ALT_CORE_B_MU_30_R")
def test_the_spindle_gives_tough_2() -> None:
    """The Spindle: Characters you control have Tough 2 — the opponent pays 2 more to target
    them (7.4.7.c); the rare's Noon boost goes to a Character of mine."""
    for ref in ("ALT_CORE_B_MU_30_C", "ALT_CORE_B_MU_30_R"):
        s = scene(hand=["ALT_CORE_B_MU_28_C"], opp_landmarks=[ref], opp_hero_exp=[AMELIA])
        before = s.ready_mana()
        s.play(s.named("Beauty Sleep"), None)
        s.pick(s.named("Amelia Earhart"))
        s.settle()
        assert s.ready_mana() == before - 1 - 2
    s = scene(landmarks=["ALT_CORE_B_MU_30_R"], hero_exp=[AMELIA])
    assert s.named("Amelia Earhart").boosts == 1
