"""Lyra starter cards (and the cross-faction rares of the Lyra deck)."""

from __future__ import annotations

from engine.model import Status, Zone
from tests.cards.helpers import covers, exhausted_in_reserve, quick_labels, scene, tired_supplier

AMELIA = "ALT_CORE_B_AX_11_C"  # a vanilla 2/2/2 with Hand Cost 3
PATHFINDER = "ALT_CORE_B_BR_08_C"  # a vanilla 0/3/3 with Hand Cost 2
BOODA = "ALT_CORE_B_BR_31_C"  # a 2/2/2 token
OUROBOROS = "ALT_CORE_B_LY_30_R"
MAGE_DANCER = "ALT_CORE_B_YZ_07_R2"


@covers("ALT_CORE_B_LY_01_C")
def test_nevenka_blotch_die_outcomes() -> None:
    """Nevenka & Blotch: [T] target a Character you control, then roll a die (7.3.19):
    6 Anchored, 2-5 one boost, 1 back to Reserve; the Hero is exhausted (7.3.10)."""
    for roll, check in ((6, lambda c: c.has(Status.ANCHORED) and c.boosts == 0),
                        (4, lambda c: c.boosts == 1 and not c.has(Status.ANCHORED)),
                        (1, lambda c: c.zone is Zone.RESERVE)):
        s = scene(hero="ALT_CORE_B_LY_01_C", hero_exp=[AMELIA, PATHFINDER])
        s.rig_dice(roll)
        s.quick(s.p(0).hero)
        s.pick(s.named("Amelia Earhart"))  # chosen before the roll
        amelia = s.named("Amelia Earhart")
        assert check(amelia), roll
        assert s.p(0).hero.exhausted
        assert not [o for o in s.d.options if o.detail == "quick"]


@covers("ALT_CORE_B_LY_07_C")
def test_hathor_returns_reserve_card_to_hand() -> None:
    """Hathor: [S] discard me from Reserve — return another card from your Reserve to your
    hand (6.4 cost first, then the effect)."""
    s = scene(reserve=["ALT_CORE_B_LY_07_C", AMELIA], opp_reserve=[PATHFINDER])
    s.quick(s.named("Hathor"))
    assert s.named("Amelia Earhart").zone is Zone.HAND  # the only card it could take
    assert s.named("Hathor").zone is Zone.DISCARD
    assert s.named("Bravos Pathfinder").zone is Zone.RESERVE


def test_hathor_alone_in_reserve_has_nothing_to_choose() -> None:
    """Hathor: "another card of your choice" is a choice, not a target (6.5.b): alone in
    Reserve, the return does nothing and the log says there was nothing to choose, by the
    rule that an impossible part of an effect is skipped (1.4.1.c)."""
    s = scene(reserve=["ALT_CORE_B_LY_07_C"])
    s.quick(s.named("Hathor"))
    assert s.named("Hathor").zone is Zone.DISCARD  # the cost was paid all the same
    entry = next(e for e in s.g.log if "nothing to choose" in e.text)
    assert entry.rule == "1.4.1.c" and "Hathor" in entry.text
    assert not s.logged("no legal target")


@covers("ALT_CORE_B_LY_14_C", "ALT_CORE_B_LY_14_R2")
def test_cloth_dancer_gives_fleeting() -> None:
    """Lyra Cloth Dancer: [H] up to one target Character gains Fleeting (7.3.13), so at Rest
    it is discarded instead of going to Reserve (2.4.6.d)."""
    for ref in ("ALT_CORE_B_LY_14_C", "ALT_CORE_B_LY_14_R2"):
        s = scene(hand=[ref], opp_hero_exp=[AMELIA])
        s.play(s.named("Lyra Cloth Dancer"))
        s.settle()
        s.pick(s.named("Amelia Earhart"))
        amelia = s.named("Amelia Earhart")
        assert amelia.has(Status.FLEETING)
        s.to_night_end()
        assert amelia.zone is Zone.DISCARD and s.named("Lyra Cloth Dancer").zone is Zone.RESERVE


@covers("ALT_CORE_B_LY_17_C")
def test_ouroboros_croupier_draw_or_resupply() -> None:
    """Ouroboros Croupier: [H] roll a die; 4+ draw a card (7.3.7), 1-3 Resupply (7.3.22)."""
    s = scene(hand=["ALT_CORE_B_LY_17_C"], deck_top=[AMELIA])
    s.rig_dice(5)
    s.play(s.named("Ouroboros Croupier"))
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.HAND
    s = scene(hand=["ALT_CORE_B_LY_17_C"], deck_top=[AMELIA])
    s.rig_dice(3)
    s.play(s.named("Ouroboros Croupier"))
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.RESERVE


@covers("ALT_CORE_B_LY_25_C")
def test_all_in_boosts_by_die_result() -> None:
    """All In!: roll a die; target Character gains X boosts, X the result (7.3.19.b)."""
    s = scene(hand=["ALT_CORE_B_LY_25_C"], hero_exp=[AMELIA])
    s.rig_dice(5)
    s.play(s.named("All In!"), None)
    s.settle()
    assert s.named("Amelia Earhart").boosts == 5
    assert s.named("All In!").zone is Zone.RESERVE


@covers("ALT_CORE_B_LY_06_C", "ALT_CORE_B_LY_06_R")
def test_ouroboros_trickster() -> None:
    """Ouroboros Trickster: [J] roll; 4+ two boosts (rare: three), 1-3 one boost."""
    for ref, high in (("ALT_CORE_B_LY_06_C", 2), ("ALT_CORE_B_LY_06_R", 3)):
        for roll, n in ((4, high), (3, 1)):
            s = scene(hand=[ref])
            s.rig_dice(roll)
            s.play(s.named("Ouroboros Trickster"))
            s.settle()
            assert s.named("Ouroboros Trickster").boosts == n, (ref, roll)


@covers("ALT_CORE_B_LY_11_C", "ALT_CORE_B_LY_11_R")
def test_esmeralda_resupply() -> None:
    """Esmeralda: [H] Resupply; the rare has [J] instead, which also works when played
    from Reserve (7.1.1.a)."""
    for ref, zone, expect in (("ALT_CORE_B_LY_11_C", "hand", Zone.RESERVE),
                              ("ALT_CORE_B_LY_11_C", "reserve", Zone.DECK),
                              ("ALT_CORE_B_LY_11_R", "reserve", Zone.RESERVE)):
        s = scene(hand=[ref] if zone == "hand" else [], reserve=[ref] if zone == "reserve" else [],
                  deck_top=[AMELIA])
        s.play(s.named("Esmeralda"))
        s.settle()
        assert s.named("Amelia Earhart").zone is expect, (ref, zone)


@covers("ALT_CORE_B_LY_26_C", "ALT_CORE_B_LY_26_R")
def test_paint_prison_optional_reduction_and_top_of_deck() -> None:
    """Paint Prison: you may discard a Reserve card to pay 2 less (rare: 1), declared with
    the intent (5.1.2.c); target Character or Permanent goes on top of its owner's Deck."""
    for ref, cost, reduced in (("ALT_CORE_B_LY_26_C", 5, 3), ("ALT_CORE_B_LY_26_R", 4, 3)):
        s = scene(hand=[ref], reserve=[PATHFINDER], opp_hero_exp=[AMELIA])
        before = s.ready_mana(0)
        s.play(s.named("Paint Prison"), None, reduce=True)  # the one Reserve card is discarded
        s.settle()
        assert s.ready_mana(0) == before - reduced
        assert s.named("Bravos Pathfinder").zone is Zone.DISCARD
        amelia = s.named("Amelia Earhart")
        assert amelia.zone is Zone.DECK and s.p(1).deck[-1] is amelia
        assert s.named("Paint Prison").zone is Zone.DISCARD  # Fleeting
        s = scene(hand=[ref], opp_hero_exp=[AMELIA])
        before = s.ready_mana(0)
        assert not any("reduce" in o.id for o in s.d.options)  # nothing to discard
        s.play(s.named("Paint Prison"), None)
        assert s.ready_mana(0) == before - cost


@covers("ALT_CORE_B_LY_09_R")
def test_tanuki_rare_reserve_roll_sabotage() -> None:
    """Tanuki (rare): [R] roll a die; on 4+, Sabotage (7.3.24); on 1-3 nothing."""
    s = scene(reserve=["ALT_CORE_B_LY_09_R"], opp_reserve=[AMELIA])
    s.rig_dice(4)
    s.play(s.named("Tanuki"))
    s.settle()
    s.pick(s.named("Amelia Earhart"))
    assert s.named("Amelia Earhart").zone is Zone.DISCARD
    s = scene(reserve=["ALT_CORE_B_LY_09_R"], opp_reserve=[AMELIA])
    s.rig_dice(3)
    s.play(s.named("Tanuki"))
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.RESERVE and s.d.kind == "turn"


@covers("ALT_CORE_B_LY_20_C", "ALT_CORE_B_LY_20_R")
def test_asmodeus_anchored_or_boosts() -> None:
    """Asmodeus: [J] roll; 4+ I gain Anchored (stays at Rest, 2.4.2), 1-3 three boosts."""
    for ref in ("ALT_CORE_B_LY_20_C", "ALT_CORE_B_LY_20_R"):
        s = scene(hand=[ref])
        s.rig_dice(6)
        s.play(s.named("Asmodeus"))
        s.settle()
        asmo = s.named("Asmodeus")
        assert asmo.has(Status.ANCHORED)
        s.to_night_end()
        assert asmo.zone is Zone.EXPEDITION and not asmo.has(Status.ANCHORED)
        s = scene(hand=[ref])
        s.rig_dice(2)
        s.play(s.named("Asmodeus"))
        s.settle()
        assert s.named("Asmodeus").boosts == 3


@covers("ALT_CORE_B_LY_30_R", "ALT_CORE_B_YZ_07_R2")
def test_ouroboros_roll_two_keep_one_and_mage_dancer() -> None:
    """The Ouroboros, Lyra Bastion: roll one more die and ignore one of your choice (6.2);
    Kadigiran Mage-Dancer: when you roll dice, I gain 1 boost — once per roll."""
    s = scene(landmarks=["ALT_CORE_B_LY_30_R"], hero_exp=["ALT_CORE_B_YZ_07_R2"],
              hand=["ALT_CORE_B_LY_17_C"], deck_top=[AMELIA])
    s.rig_dice(1, 6)
    s.play(s.named("Ouroboros Croupier"))
    s.settle()
    assert s.d.kind == "die" and [o.label for o in s.d.options] == ["Keep 1", "Keep 6"]
    s.pick_label("Keep 6")
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.HAND
    assert s.named("Kadigiran Mage-Dancer").boosts == 1


@covers("ALT_CORE_B_YZ_07_R2")
def test_mage_dancer_ignores_opponent_rolls() -> None:
    """Kadigiran Mage-Dancer: only your own rolls count ('when you roll')."""
    s = scene(opp_hero_exp=["ALT_CORE_B_YZ_07_R2"], hand=["ALT_CORE_B_LY_06_C"])
    s.play(s.named("Ouroboros Trickster"))
    s.settle()
    assert s.named("Kadigiran Mage-Dancer").boosts == 0


@covers("ALT_CORE_B_YZ_21_C", "ALT_CORE_B_YZ_21_R2")
def test_off_you_go() -> None:
    """Off you go!: send target Character with Hand Cost 3 or less to Reserve; the Spell
    then goes to Reserve itself (5.2.4.b)."""
    for ref in ("ALT_CORE_B_YZ_21_C", "ALT_CORE_B_YZ_21_R2"):
        s = scene(hand=[ref], opp_hero_exp=[AMELIA, "ALT_CORE_B_BR_20_C"])
        s.play(s.named("Off you go!"), None)
        s.settle()
        assert s.named("Amelia Earhart").zone is Zone.RESERVE  # Atlas (5) was no choice
        assert s.named("Atlas").zone is Zone.EXPEDITION
        assert s.named("Off you go!").zone is Zone.RESERVE


@covers("ALT_CORE_B_LY_18_C", "ALT_CORE_B_MU_13_C")
def test_discard_to_anchor_small_character() -> None:
    """The Hatter, Muna Druid: [S] discard me — target Character with Hand Cost 3 or less
    gains Anchored (stays at Rest, then loses it, 2.4.2)."""
    for ref in ("ALT_CORE_B_LY_18_C", "ALT_CORE_B_MU_13_C"):
        s = scene(reserve=[ref], hero_exp=[AMELIA, "ALT_CORE_B_BR_20_C"])
        s.quick(s.p(0).reserve[0])
        s.settle()
        amelia = s.named("Amelia Earhart")
        assert amelia.has(Status.ANCHORED) and not s.named("Atlas").has(Status.ANCHORED)
        s.to_night_end()
        assert amelia.zone is Zone.EXPEDITION and not amelia.has(Status.ANCHORED)
        assert s.named("Atlas").zone is Zone.RESERVE


@covers("ALT_CORE_B_LY_01_C", OUROBOROS, MAGE_DANCER)
def test_nevenka_with_ouroboros_keeps_the_chosen_die() -> None:
    """Nevenka & Blotch with The Ouroboros, Lyra Bastion: two dice, the one kept is chosen
    (6.2), so a 1 and a 6 give Anchored, not a trip to Reserve; Kadigiran Mage-Dancer gains
    1 boost for that one roll."""
    s = scene(hero="ALT_CORE_B_LY_01_C", hero_exp=[AMELIA, MAGE_DANCER], landmarks=[OUROBOROS])
    s.rig_dice(1, 6)
    s.quick(s.p(0).hero)
    s.pick(s.named("Amelia Earhart"))
    assert s.d.kind == "die"
    s.pick_label("Keep 6")
    s.settle()
    amelia = s.named("Amelia Earhart")
    assert amelia.zone is Zone.EXPEDITION and amelia.has(Status.ANCHORED)
    assert s.named("Kadigiran Mage-Dancer").boosts == 1


@covers("ALT_CORE_B_LY_01_C")
def test_nevenka_only_own_characters() -> None:
    """Nevenka & Blotch: "a Character you control" — the opponent's Characters are no
    choice; with none of mine the die is still rolled and the rest does nothing (1.2.6.f)."""
    s = scene(hero="ALT_CORE_B_LY_01_C", hero_exp=[AMELIA], opp_hero_exp=[PATHFINDER])
    s.rig_dice(4)
    s.quick(s.p(0).hero)  # one legal choice: taken without asking (6.1.g)
    assert s.named("Amelia Earhart").boosts == 1 and s.named("Bravos Pathfinder").boosts == 0
    s = scene(hero="ALT_CORE_B_LY_01_C", opp_hero_exp=[PATHFINDER])
    s.rig_dice(1)
    s.quick(s.p(0).hero)
    assert s.logged("rolls a die") and s.named("Bravos Pathfinder").zone is Zone.EXPEDITION


@covers("ALT_CORE_B_LY_14_C", "ALT_CORE_B_YZ_21_R2")
def test_cloth_dancer_then_off_you_go_discards() -> None:
    """Lyra Cloth Dancer then Off you go!: a Fleeting Character that would be sent to
    Reserve is discarded instead (2.4.6.d)."""
    s = scene(hand=["ALT_CORE_B_LY_14_C", "ALT_CORE_B_YZ_21_R2"], opp_hero_exp=[AMELIA])
    s.play(s.named("Lyra Cloth Dancer"))
    s.settle()
    s.pick(s.named("Amelia Earhart"))
    s.opp_pass()
    s.play(s.named("Off you go!"), None)
    s.pick(s.named("Amelia Earhart"))
    assert s.named("Amelia Earhart").zone is Zone.DISCARD


@covers("ALT_CORE_B_LY_14_C")
def test_cloth_dancer_may_choose_nothing() -> None:
    """Lyra Cloth Dancer: "up to one" target (6.5.b) — choosing none is legal."""
    s = scene(hand=["ALT_CORE_B_LY_14_C"], opp_hero_exp=[AMELIA])
    s.play(s.named("Lyra Cloth Dancer"))
    s.settle()
    s.pick_none()
    assert not s.named("Amelia Earhart").has(Status.FLEETING)
    assert not s.named("Lyra Cloth Dancer").has(Status.FLEETING)


@covers("ALT_CORE_B_LY_26_R", "ALT_CORE_B_LY_26_C")
def test_paint_prison_from_reserve_and_on_a_token() -> None:
    """Paint Prison played from Reserve: the optional discard lowers its Reserve Cost
    (5.1.2.e) and must be another card (Paint Prison is in Limbo); a token put on top of a
    Deck ceases to exist (2.1.e)."""
    s = scene(reserve=["ALT_CORE_B_LY_26_R", PATHFINDER], opp_hero_exp=[AMELIA])
    before = s.ready_mana(0)
    s.play(s.named("Paint Prison"), None, reduce=True)
    s.settle()
    assert s.ready_mana(0) == before - 3
    assert s.named("Bravos Pathfinder").zone is Zone.DISCARD
    assert s.named("Amelia Earhart").zone is Zone.DECK
    assert s.named("Paint Prison").zone is Zone.DISCARD
    s = scene(reserve=["ALT_CORE_B_LY_26_C"], opp_hero_exp=[AMELIA])
    assert not any("reduce" in o.id for o in s.d.options)  # itself is no payment
    s = scene(hand=["ALT_CORE_B_LY_26_C"], opp_companion_exp=[BOODA])
    deck = len(s.p(1).deck)
    s.play(s.named("Paint Prison"), None)
    s.settle()
    assert s.tokens("Booda", 1) == [] and len(s.p(1).deck) == deck


@covers("ALT_CORE_B_LY_07_C", "ALT_CORE_B_LY_18_C")
def test_lyra_support_abilities_only_from_a_ready_reserve_card() -> None:
    """Hathor, The Hatter: support abilities work only while the card is in Reserve and
    ready (2.2.11.i); exhausted, it has none until readied in the Morning (4.2.1.c)."""
    for ref in ("ALT_CORE_B_LY_07_C", "ALT_CORE_B_LY_18_C"):
        s, card = exhausted_in_reserve(ref, hero_exp=[AMELIA])
        s.opp_pass()
        assert quick_labels(s) == [], ref
        s.next_day()
        s.to_my_turn()
        assert len(quick_labels(s)) == 1, ref


@covers("ALT_CORE_B_LY_07_C")
def test_hathor_may_return_an_exhausted_card() -> None:
    """Hathor: "another card from your Reserve" — an exhausted one too (only support
    abilities need a ready card, 2.2.11.i)."""
    s = scene(hand=[tired_supplier()], deck_top=[AMELIA], reserve=["ALT_CORE_B_LY_07_C"])
    s.play(s.named("Tired Supplier"))
    s.settle()
    assert s.named("Amelia Earhart").exhausted
    s.opp_pass()
    s.quick(s.named("Hathor"))
    assert s.named("Amelia Earhart").zone is Zone.HAND


@covers("ALT_CORE_B_LY_06_C", "ALT_CORE_B_LY_09_C")
def test_join_works_from_reserve_hand_does_not() -> None:
    """Ouroboros Trickster: [J] works when played from Reserve (7.1.1.a); Tanuki (common):
    its [H] Sabotage does not (7.1.1.b)."""
    s = scene(reserve=["ALT_CORE_B_LY_06_C"])
    s.rig_dice(5)
    s.play(s.named("Ouroboros Trickster"))
    s.settle()
    assert s.named("Ouroboros Trickster").boosts == 2
    s = scene(reserve=["ALT_CORE_B_LY_09_C"], opp_reserve=[AMELIA])
    s.play(s.named("Tanuki"))
    s.settle()
    assert s.d.kind == "turn" and s.named("Amelia Earhart").zone is Zone.RESERVE


@covers("ALT_CORE_B_LY_20_R")
def test_asmodeus_from_reserve_anchored_stays() -> None:
    """Asmodeus played from Reserve is Fleeting (2.4.6.a), but when its [J] roll gives
    Anchored it does not go to Reserve at Rest (2.4.2), so it is not discarded either."""
    s = scene(reserve=["ALT_CORE_B_LY_20_R"])
    s.rig_dice(5)
    s.play(s.named("Asmodeus"))
    s.settle()
    asmo = s.named("Asmodeus")
    assert asmo.has(Status.FLEETING) and asmo.has(Status.ANCHORED)
    s.to_night_end()
    assert asmo.zone is Zone.EXPEDITION and not asmo.has(Status.ANCHORED)
