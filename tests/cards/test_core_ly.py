"""Lyra Core cards read by the parser (engine/cards/parsed.py), one test per family of the
same text, played through real decisions; and the words of the effects language added for
them, each with a test citing its rule."""

from __future__ import annotations

from engine.cards.registry import card_by_ref
from engine.model import Status, Zone
from engine.position import card
from tests.cards.helpers import covers, scene

AMELIA = "ALT_CORE_B_AX_11_C"  # a vanilla 2/2/2 with Hand Cost 3
PATHFINDER = "ALT_CORE_B_BR_08_C"  # a vanilla 0/3/3 with Hand Cost 2
CROUPIER = "ALT_CORE_B_LY_17_C"  # [H] roll a die: 4+ draw a card, 1-3 Resupply
INKCASTER = "ALT_CORE_B_LY_10_C"


@covers("ALT_CORE_B_LY_07_R", "ALT_CORE_B_LY_07_R2")
def test_hathor_rares_return_a_card_of_your_choice() -> None:
    """Hathor (rares): [S] discard me from Reserve (the cost, 6.4) — return another card
    from your Reserve to your hand: a choice among my own Reserve's cards, not the
    opponent's."""
    for ref in ("ALT_CORE_B_LY_07_R", "ALT_CORE_B_LY_07_R2"):
        s = scene(reserve=[ref, AMELIA, PATHFINDER], opp_reserve=[CROUPIER])
        s.quick(s.named("Hathor"))
        offered = {o for op in s.d.options for o in op.objects}
        assert offered == {s.named("Amelia Earhart").oid, s.named("Bravos Pathfinder").oid}
        s.pick(s.named("Bravos Pathfinder"))
        assert s.named("Bravos Pathfinder").zone is Zone.HAND
        assert s.named("Amelia Earhart").zone is Zone.RESERVE
        assert s.named("Hathor").zone is Zone.DISCARD
        assert "Return another card from your Reserve to your hand." in card_by_ref(ref).text()


@covers("ALT_CORE_B_LY_10_C", "ALT_CORE_B_LY_10_R", "ALT_CORE_B_LY_10_R2")
def test_ouroboros_inkcaster_sent_to_reserve_at_rest() -> None:
    """Ouroboros Inkcaster: when I go to Reserve from the Expedition zone (a self-move
    Reaction, 6.3.c) — you may return another card from your Reserve to your hand. At Rest
    it goes to Reserve (4.2.5.b) and I take back a card that was already there."""
    for ref in ("ALT_CORE_B_LY_10_C", "ALT_CORE_B_LY_10_R", "ALT_CORE_B_LY_10_R2"):
        s = scene(hero_exp=[ref], reserve=[AMELIA])
        s.until(lambda s: s.d.kind == "may" and s.d.player == 0)
        s.yes()
        if s.d.kind == "target":
            s.pick(s.named("Amelia Earhart"))
        assert s.named("Amelia Earhart").zone is Zone.HAND, ref
        assert s.named("Ouroboros Inkcaster").zone is Zone.RESERVE  # "another": not itself


@covers("ALT_CORE_B_LY_10_C")
def test_ouroboros_inkcaster_discarded_does_nothing() -> None:
    """Ouroboros Inkcaster: played from Reserve it is Fleeting, so at Rest it is discarded
    instead (2.4.6.d): it never goes to Reserve and the Reaction does not trigger."""
    s = scene(reserve=[INKCASTER, AMELIA])
    s.play(s.named("Ouroboros Inkcaster"))
    s.settle()
    s.to_night_end()
    assert s.named("Ouroboros Inkcaster").zone is Zone.DISCARD
    assert s.named("Amelia Earhart").zone is Zone.RESERVE


@covers("ALT_CORE_B_LY_28_C", "ALT_CORE_B_LY_28_R2")
def test_ride_the_bifrost_all_mine_switch() -> None:
    """Ride the Bifröst: all Characters you control switch Expeditions (7.3.28); the
    opponent's stay where they are."""
    for ref in ("ALT_CORE_B_LY_28_C", "ALT_CORE_B_LY_28_R2"):
        s = scene(hand=[ref], hero_exp=[AMELIA], companion_exp=[PATHFINDER],
                  opp_hero_exp=[CROUPIER])
        s.play(s.named("Ride the Bifröst"), None)
        s.settle()
        assert s.named("Amelia Earhart").expedition == "companion"
        assert s.named("Bravos Pathfinder").expedition == "hero"
        assert s.named("Ouroboros Croupier").expedition == "hero"
        assert card_by_ref(ref).text().endswith(
            "All Characters you control switch Expeditions.")


@covers("ALT_CORE_B_LY_26_R2")
def test_paint_prison_r2_reduction_by_two() -> None:
    """Paint Prison (rare): the optional discard from Reserve reduces the cost by 2
    (5.1.2.c); the target goes to the top of its owner's deck."""
    ref = "ALT_CORE_B_LY_26_R2"
    s = scene(hand=[ref], reserve=[PATHFINDER], opp_hero_exp=[AMELIA])
    before = s.ready_mana(0)
    s.play(s.named("Paint Prison"), None, reduce=True)
    s.settle()
    assert s.ready_mana(0) == before - (card_by_ref(ref).hand_cost - 2)
    assert s.named("Bravos Pathfinder").zone is Zone.DISCARD
    assert s.p(1).deck[-1] is s.named("Amelia Earhart")


@covers("ALT_CORE_B_LY_25_R2")
def test_all_in_r2_boosts_by_die() -> None:
    """All In! (rare): roll a die; target Character gains X boosts, X the result
    (7.3.19.b). Read by the grammar as the common was written by hand."""
    s = scene(hand=["ALT_CORE_B_LY_25_R2"], hero_exp=[AMELIA])
    s.rig_dice(3)
    s.play(s.named("All In!"), None)
    s.settle()
    assert s.named("Amelia Earhart").boosts == 3
    assert card_by_ref("ALT_CORE_B_LY_25_R2").abilities == card_by_ref(
        "ALT_CORE_B_LY_25_C").abilities


@covers("ALT_CORE_B_LY_30_C")
def test_ouroboros_common_rolls_one_more() -> None:
    """The Ouroboros, Lyra Bastion: roll that many dice plus one and ignore the roll of
    your choice (6.2) — the kept result is the one that counts."""
    s = scene(landmarks=["ALT_CORE_B_LY_30_C"], hand=[CROUPIER], deck_top=[AMELIA])
    s.rig_dice(5, 2)
    s.play(s.named("Ouroboros Croupier"))
    s.settle()
    assert s.d.kind == "die"
    s.pick_label("Keep 2")
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.RESERVE  # 1-3: Resupply


@covers("ALT_CORE_B_LY_19_C", "ALT_CORE_B_LY_19_R2")
def test_amahle_discards_a_reserve_card_to_draw() -> None:
    """Amahle: [J] you may discard a card from your Reserve to draw a card — the discard is
    a cost inside the effect (6.4): chosen among my Reserve's cards, paid, then the draw."""
    for ref in ("ALT_CORE_B_LY_19_C", "ALT_CORE_B_LY_19_R2"):
        s = scene(hand=[ref], reserve=[AMELIA, PATHFINDER], deck_top=[CROUPIER])
        s.play(s.named("Amahle, Asgarthan Outcast"))
        s.settle()
        s.yes()
        s.pick(s.named("Bravos Pathfinder"))
        s.settle()
        assert s.named("Bravos Pathfinder").zone is Zone.DISCARD
        assert s.named("Amelia Earhart").zone is Zone.RESERVE
        assert s.named("Ouroboros Croupier").zone is Zone.HAND, ref


@covers("ALT_CORE_B_LY_19_C")
def test_amahle_with_empty_reserve_draws_nothing() -> None:
    """Amahle: with no card in Reserve the cost cannot be paid, so nothing is asked and
    nothing is drawn (6.4)."""
    s = scene(hand=["ALT_CORE_B_LY_19_C"], deck_top=[CROUPIER])
    hand = len(s.p(0).hand)
    s.play(s.named("Amahle, Asgarthan Outcast"))
    s.settle()
    assert s.d.kind == "turn" and len(s.p(0).hand) == hand - 1
    assert s.named("Ouroboros Croupier").zone is Zone.DECK


@covers("ALT_CORE_B_LY_19_R")
def test_amahle_rare_discards_any_number_and_draws_that_many() -> None:
    """Amahle (rare): [J] discard any number of cards from your Reserve to draw that many
    (6.4 then 7.3.7); choosing none is declining."""
    s = scene(hand=["ALT_CORE_B_LY_19_R"], reserve=[AMELIA, PATHFINDER, CROUPIER])
    hand = len(s.p(0).hand)
    s.play(s.named("Amahle, Asgarthan Outcast"))
    s.settle()
    assert s.d.multi and s.d.min == 0 and s.d.max == 3
    s.pick(s.named("Amelia Earhart"), s.named("Bravos Pathfinder"))
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.DISCARD
    assert s.named("Bravos Pathfinder").zone is Zone.DISCARD
    assert s.named("Ouroboros Croupier").zone is Zone.RESERVE
    assert len(s.p(0).hand) == hand - 1 + 2
    s = scene(hand=["ALT_CORE_B_LY_19_R"], reserve=[AMELIA])
    hand = len(s.p(0).hand)
    s.play(s.named("Amahle, Asgarthan Outcast"))
    s.settle()
    s.pick_none()
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.RESERVE and len(s.p(0).hand) == hand - 1


@covers("ALT_CORE_B_LY_08_R", "ALT_CORE_B_LY_08_R2")
def test_lyra_skald_discards_to_resupply() -> None:
    """Lyra Skald (rares): [H] you may discard a card from your Reserve to Resupply
    (6.4, 7.3.22); declining keeps the Reserve as it was."""
    for ref in ("ALT_CORE_B_LY_08_R", "ALT_CORE_B_LY_08_R2"):
        s = scene(hand=[ref], reserve=[PATHFINDER], deck_top=[AMELIA])
        s.play(s.named("Lyra Skald"))
        s.settle()
        s.yes()  # the only Reserve card is the one discarded (6.1.g)
        s.settle()
        assert s.named("Bravos Pathfinder").zone is Zone.DISCARD
        assert s.named("Amelia Earhart").zone is Zone.RESERVE, ref
    s = scene(hand=["ALT_CORE_B_LY_08_R"], reserve=[PATHFINDER], deck_top=[AMELIA])
    s.play(s.named("Lyra Skald"))
    s.settle()
    s.no()
    assert s.named("Bravos Pathfinder").zone is Zone.RESERVE
    assert s.named("Amelia Earhart").zone is Zone.DECK


@covers("ALT_CORE_B_LY_13_C", "ALT_CORE_B_LY_13_R2")
def test_anansi_boosts_per_card_in_my_reserve() -> None:
    """Anansi: [J] I gain 1 boost for each card in your Reserve, counted once as the step
    resolves (6.5.i); the opponent's Reserve does not count."""
    for ref in ("ALT_CORE_B_LY_13_C", "ALT_CORE_B_LY_13_R2"):
        s = scene(hand=[ref], reserve=[AMELIA, PATHFINDER], opp_reserve=[CROUPIER])
        s.play(s.named("Anansi"))
        s.settle()
        assert s.named("Anansi").boosts == 2, ref


@covers("ALT_CORE_B_LY_13_R")
def test_anansi_rare_counts_each_players_reserve() -> None:
    """Anansi (rare): one boost for each card in each player's Reserve (6.5.i)."""
    s = scene(hand=["ALT_CORE_B_LY_13_R"], reserve=[AMELIA, PATHFINDER], opp_reserve=[CROUPIER])
    s.play(s.named("Anansi"))
    s.settle()
    assert s.named("Anansi").boosts == 3


@covers("ALT_CORE_B_LY_25_R")
def test_all_in_rare_increases_the_result() -> None:
    """All In! (rare): roll a die; you may discard a card from your Reserve (6.4) to
    increase the result by 2; the target gains X boosts, X the final result (7.3.19.b)."""
    s = scene(hand=["ALT_CORE_B_LY_25_R"], reserve=[PATHFINDER], hero_exp=[AMELIA])
    s.rig_dice(3)
    s.play(s.named("All In!"), None)
    s.settle()
    s.yes()
    s.settle()
    assert s.named("Bravos Pathfinder").zone is Zone.DISCARD
    assert s.named("Amelia Earhart").boosts == 5
    s = scene(hand=["ALT_CORE_B_LY_25_R"], reserve=[PATHFINDER], hero_exp=[AMELIA])
    s.rig_dice(3)
    s.play(s.named("All In!"), None)
    s.settle()
    s.no()
    s.settle()
    assert s.named("Amelia Earhart").boosts == 3


@covers("ALT_CORE_B_LY_04_R")
def test_martengale_may_add_one_after_seeing_the_roll() -> None:
    """Martengale (rare): if you would roll a die, you may add 1 to its result, chosen after
    the result is seen (6.2): a 3 becomes a 4 and the Croupier draws instead of Resupplying;
    the opponent's rolls are not mine to change."""
    s = scene(hero_exp=["ALT_CORE_B_LY_04_R"], hand=[CROUPIER], deck_top=[AMELIA])
    s.rig_dice(3)
    s.play(s.named("Ouroboros Croupier"))
    s.settle()
    assert s.d.kind == "may" and "rolled 3" in s.d.prompt
    s.yes()
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.HAND
    s = scene(hero_exp=["ALT_CORE_B_LY_04_R"], hand=[CROUPIER], deck_top=[AMELIA])
    s.rig_dice(3)
    s.play(s.named("Ouroboros Croupier"))
    s.settle()
    s.no()
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.RESERVE
    s = scene(opp_hero_exp=["ALT_CORE_B_LY_04_R"], hand=[CROUPIER], deck_top=[AMELIA])
    s.rig_dice(3)
    s.play(s.named("Ouroboros Croupier"))
    s.settle()
    assert s.d.kind == "turn" and s.named("Amelia Earhart").zone is Zone.RESERVE


@covers("ALT_CORE_B_LY_21_C", "ALT_CORE_B_LY_21_R2")
def test_loki_each_player_discards_hand_then_draws_three() -> None:
    """Loki: [H] each player discards their hand (7.3.5), then draws three cards (7.3.7);
    Reserves are untouched."""
    for ref in ("ALT_CORE_B_LY_21_C", "ALT_CORE_B_LY_21_R2"):
        s = scene(hand=[ref, AMELIA], opp_hand=[PATHFINDER], reserve=[CROUPIER])
        s.play(s.named("Loki"))
        s.settle()
        assert s.named("Amelia Earhart").zone is Zone.DISCARD
        assert s.named("Bravos Pathfinder").zone is Zone.DISCARD
        assert len(s.p(0).hand) == 3 and len(s.p(1).hand) == 3, ref
        assert s.named("Ouroboros Croupier").zone is Zone.RESERVE
        assert card_by_ref(ref).text() == (
            "When played from Hand — Each player discards their hand, then draws 3 cards.")


@covers("ALT_CORE_B_LY_21_R")
def test_loki_rare_also_discards_reserves() -> None:
    """Loki (rare): each player discards their hand and their Reserve, then draws three."""
    s = scene(hand=["ALT_CORE_B_LY_21_R", AMELIA], reserve=[CROUPIER], opp_reserve=[PATHFINDER])
    s.play(s.named("Loki"))
    s.settle()
    for name in ("Amelia Earhart", "Ouroboros Croupier", "Bravos Pathfinder"):
        assert s.named(name).zone is Zone.DISCARD, name
    assert not s.p(0).reserve and not s.p(1).reserve
    assert len(s.p(0).hand) == 3 and len(s.p(1).hand) == 3


@covers("ALT_CORE_B_LY_24_C", "ALT_CORE_B_LY_24_R2")
def test_cloth_cocoon_discards_a_character_with_a_lyra_status() -> None:
    """Cloth Cocoon: choose one — discard target Fleeting, Anchored or Asleep Character (a
    Character with one of those statuses, 2.4), or discard target Permanent."""
    for ref in ("ALT_CORE_B_LY_24_C", "ALT_CORE_B_LY_24_R2"):
        s = scene(hand=[ref], reserve=[PATHFINDER], opp_hero_exp=[AMELIA])
        s.play(s.named("Bravos Pathfinder"))  # from Reserve: Fleeting (2.4.6.a)
        s.settle()
        s.opp_pass()
        s.play(s.named("Cloth Cocoon"), None)
        s.pick_label("Discard target Fleeting")
        s.settle()
        assert s.named("Bravos Pathfinder").zone is Zone.DISCARD, ref
        assert s.named("Amelia Earhart").zone is Zone.EXPEDITION  # no status: not a target
        s = scene(hand=[ref], opp_landmarks=["ALT_CORE_B_LY_30_C"])
        s.play(s.named("Cloth Cocoon"), None)
        s.pick_label("Discard target Permanent")
        s.settle()
        assert s.named("The Ouroboros, Lyra Bastion").zone is Zone.DISCARD


@covers("ALT_CORE_B_LY_24_R")
def test_cloth_cocoon_rare_only_status_characters() -> None:
    """Cloth Cocoon (rare): only a Fleeting, Anchored or Asleep Character may be chosen;
    an Anchored one is."""
    s = scene(hand=["ALT_CORE_B_LY_24_R"], opp_hero_exp=[AMELIA, PATHFINDER])
    amelia = s.named("Amelia Earhart")
    s.state.gain_status(amelia, Status.ANCHORED)
    s.play(s.named("Cloth Cocoon"), None)
    s.settle()
    assert amelia.zone is Zone.DISCARD
    assert s.named("Bravos Pathfinder").zone is Zone.EXPEDITION


@covers("ALT_CORE_B_LY_14_R")
def test_cloth_dancer_rare_each_character_of_target_player() -> None:
    """Lyra Cloth Dancer (rare): [H] each Character controlled by target player gains
    Fleeting — the player is the target (6.5.b); the other player's are untouched."""
    s = scene(hand=["ALT_CORE_B_LY_14_R"], hero_exp=[CROUPIER],
              opp_hero_exp=[AMELIA], opp_companion_exp=[PATHFINDER])
    s.play(s.named("Lyra Cloth Dancer"))
    s.settle()
    assert s.d.kind == "target_player"
    s.answer("p:1")
    assert s.named("Amelia Earhart").has(Status.FLEETING)
    assert s.named("Bravos Pathfinder").has(Status.FLEETING)
    assert not s.named("Ouroboros Croupier").has(Status.FLEETING)
    assert not s.named("Lyra Cloth Dancer").has(Status.FLEETING)


@covers("ALT_CORE_B_LY_28_R")
def test_ride_the_bifrost_rare_target_players_characters_switch() -> None:
    """Ride the Bifröst (rare): all Characters controlled by target player switch
    Expeditions (7.3.28)."""
    s = scene(hand=["ALT_CORE_B_LY_28_R"], hero_exp=[CROUPIER],
              opp_hero_exp=[AMELIA], opp_companion_exp=[PATHFINDER])
    s.play(s.named("Ride the Bifröst"), None)
    s.answer("p:1")
    s.settle()
    assert s.named("Amelia Earhart").expedition == "companion"
    assert s.named("Bravos Pathfinder").expedition == "hero"
    assert s.named("Ouroboros Croupier").expedition == "hero"


FESTIVAL = "ALT_CORE_B_LY_29_C"


def _past_dusk(s) -> None:  # noqa: ANN001 - a Scene
    s.until(lambda s: s.state.over or s.state.day > 1)


@covers("ALT_CORE_B_LY_29_C", "ALT_CORE_B_LY_29_R2")
def test_lyra_festival_wins_at_dusk_with_three_statuses() -> None:
    """Lyra Festival: [J] draw a card; at Dusk, if you control a Fleeting Character, another
    Anchored Character and yet another Asleep Character, you win the game — at once,
    before Progress (1.3.3)."""
    for ref in ("ALT_CORE_B_LY_29_C", "ALT_CORE_B_LY_29_R2"):
        s = scene(hand=[ref], hero_exp=[AMELIA, PATHFINDER], companion_exp=[CROUPIER],
                  deck_top=[INKCASTER])
        s.play(s.named("Lyra Festival"))
        s.settle()
        assert s.named("Ouroboros Inkcaster").zone is Zone.HAND  # [J] draw a card
        for name, st in (("Amelia Earhart", Status.FLEETING),
                         ("Bravos Pathfinder", Status.ANCHORED),
                         ("Ouroboros Croupier", Status.ASLEEP)):
            s.state.gain_status(s.named(name), st)
        _past_dusk(s)
        assert s.state.over and s.state.winner == 0, ref
        assert s.d is None
        log = list(s.state.log)
        won = next(i for i, e in enumerate(log) if e.rule == "1.3.3")
        assert not any(e.rule.startswith("4.2.4") for e in log[won:])  # no Progress after


@covers("ALT_CORE_B_LY_29_C")
def test_lyra_festival_needs_three_different_characters() -> None:
    """Lyra Festival: one Character both Fleeting and Anchored counts once — with only
    two Characters there is no win and the day goes on to Night."""
    s = scene(landmarks=[FESTIVAL], hero_exp=[AMELIA, PATHFINDER], opp_hero_exp=[CROUPIER])
    for name, st in (("Amelia Earhart", Status.FLEETING), ("Amelia Earhart", Status.ANCHORED),
                     ("Bravos Pathfinder", Status.ASLEEP)):
        s.state.gain_status(s.named(name), st)
    s.state.gain_status(s.named("Ouroboros Croupier"), Status.ANCHORED)  # not mine
    _past_dusk(s)
    assert not s.state.over and s.state.day == 2


@covers("ALT_CORE_B_LY_29_R")
def test_lyra_festival_rare_target_gains_status_of_choice() -> None:
    """Lyra Festival (rare): [J] target Character gains Fleeting, Anchored or Asleep — the
    target first (6.5.b), then the status, my choice (7.3.13)."""
    s = scene(hand=["ALT_CORE_B_LY_29_R"], hero_exp=[AMELIA, PATHFINDER])
    s.play(s.named("Lyra Festival"))
    s.settle()
    s.pick(s.named("Amelia Earhart"))
    assert s.d.kind == "choose_status"
    assert [o.label for o in s.d.options] == ["Fleeting", "Anchored", "Asleep"]
    s.pick_label("Asleep")
    amelia = s.named("Amelia Earhart")
    assert amelia.has(Status.ASLEEP) and not amelia.has(Status.FLEETING)
    assert card_by_ref("ALT_CORE_B_LY_29_R").abilities[0].text() == (
        "When I join — Target Character gains Fleeting, Anchored or Asleep.")


@covers("ALT_CORE_B_LY_05_C", "ALT_CORE_B_LY_05_R")
def test_lyra_thespian_counts_base_statistics_of_zero() -> None:
    """Lyra Thespian: [J] if you have three or more base statistics of 0 among Characters
    you control, I gain 1 boost (rare: 2) — printed statistics (2.2.10), boosts aside."""
    zeros = "ALT_CORE_B_LY_13_R"  # Anansi rare: a 0/0/0 (its count is empty here)
    for ref, n in (("ALT_CORE_B_LY_05_C", 1), ("ALT_CORE_B_LY_05_R", 2)):
        s = scene(hand=[ref], hero_exp=[zeros])
        s.play(s.named("Lyra Thespian"))
        s.settle()
        assert s.named("Lyra Thespian").boosts == n, ref
        s = scene(hand=[ref], hero_exp=[PATHFINDER])  # a single 0
        s.play(s.named("Lyra Thespian"))
        s.settle()
        assert s.named("Lyra Thespian").boosts == 0, ref


@covers("ALT_CORE_B_LY_27_C", "ALT_CORE_B_LY_27_R", "ALT_CORE_B_LY_27_R2")
def test_mind_apotheosis_puts_revealed_characters_in_play() -> None:
    """Mind Apotheosis: reveal the top four cards of your Deck; up to two Characters among
    them are put in your Expeditions (put, not played: no [H] ability, 7.3.21) and gain
    Fleeting; the other revealed cards are discarded."""
    for ref in ("ALT_CORE_B_LY_27_C", "ALT_CORE_B_LY_27_R", "ALT_CORE_B_LY_27_R2"):
        s = scene(hand=[ref], mana=10, deck_top=[INKCASTER, "ALT_CORE_B_LY_26_C", CROUPIER, PATHFINDER,
                                        AMELIA])
        s.play(s.named("Mind Apotheosis"), None)
        assert s.d.kind == "choose_card" and s.d.min == 0 and s.d.max == 2
        offered = {o.label for o in s.d.options}
        assert offered == {"Amelia Earhart", "Bravos Pathfinder", "Ouroboros Croupier"}
        s.pick(s.named("Amelia Earhart"), s.named("Ouroboros Croupier"))
        s.pick_label("Hero")
        s.pick_label("Companion")
        s.settle()
        amelia, croupier = s.named("Amelia Earhart"), s.named("Ouroboros Croupier")
        assert amelia.expedition == "hero" and croupier.expedition == "companion", ref
        assert amelia.has(Status.FLEETING) and croupier.has(Status.FLEETING)
        assert not s.logged("rolls a die")  # Croupier's [H] does not activate
        assert s.named("Bravos Pathfinder").zone is Zone.DISCARD
        assert s.named("Paint Prison").zone is Zone.DISCARD
        assert s.named("Ouroboros Inkcaster").zone is Zone.DECK  # the fifth card stays
        assert s.named("Mind Apotheosis").zone is Zone.DISCARD  # a Fleeting Spell


@covers("ALT_CORE_B_LY_23_R")
def test_twinkle_twinkle_rare_puts_one_expedition_to_sleep() -> None:
    """Twinkle Twinkle (rare): all Characters in target Expedition gain Asleep — one
    player's Expedition (6.5.b): the other Expeditions are untouched."""
    s = scene(hand=["ALT_CORE_B_LY_23_R"], hero_exp=[CROUPIER],
              opp_hero_exp=[AMELIA, PATHFINDER], opp_companion_exp=[INKCASTER])
    s.play(s.named("Twinkle Twinkle"), None)
    assert s.d.kind == "target_expedition"
    s.answer("e:1:hero")
    s.settle()
    assert s.named("Amelia Earhart").has(Status.ASLEEP)
    assert s.named("Bravos Pathfinder").has(Status.ASLEEP)
    assert not s.named("Ouroboros Inkcaster").has(Status.ASLEEP)
    assert not s.named("Ouroboros Croupier").has(Status.ASLEEP)
    assert s.named("Twinkle Twinkle").zone is Zone.DISCARD  # Fleeting (rare)


@covers("ALT_CORE_B_LY_03_C")
def test_fen_and_crowbar_morning_draw_one_expand_from_deck() -> None:
    """Fen & Crowbar: during Morning draw only one card (4.2.1.d) and Expand with the top
    card of the Deck instead of one from hand (4.2.1.e); at Noon Resupply — but nothing
    on the first Day."""
    s = scene(hero="ALT_CORE_B_LY_03_C", deck_top=[CROUPIER, PATHFINDER, AMELIA])
    assert not s.p(0).reserve  # day 1: the Noon Resupply is ignored
    hand, opp_hand = len(s.p(0).hand), len(s.p(1).hand)
    orbs = len(s.p(0).mana)
    s.until(lambda s: s.d.kind == "expand" and s.d.player == 0)
    assert len(s.p(0).hand) == hand + 1 and len(s.p(1).hand) == opp_hand + 2
    assert s.named("Amelia Earhart").zone is Zone.HAND  # the one card drawn
    assert [o.id for o in s.d.options] == ["deck", "skip"]
    s.answer("deck")
    pathfinder = s.named("Bravos Pathfinder")
    assert pathfinder.zone is Zone.MANA and not pathfinder.exhausted
    assert len(s.p(0).mana) == orbs + 1
    s.until(lambda s: s.d.kind == "turn")
    assert s.named("Ouroboros Croupier").zone is Zone.RESERVE  # day 2: Noon Resupply


@covers("ALT_CORE_B_LY_03_C")
def test_fen_and_crowbar_expand_may_be_skipped() -> None:
    """Fen & Crowbar: Expand stays optional; skipping keeps the Deck as it is."""
    s = scene(hero="ALT_CORE_B_LY_03_C", deck_top=[PATHFINDER, AMELIA])
    s.until(lambda s: s.d.kind == "expand" and s.d.player == 0)
    orbs = len(s.p(0).mana)
    s.answer("skip")
    assert len(s.p(0).mana) == orbs
    assert s.named("Bravos Pathfinder").zone is Zone.RESERVE  # still on top for the Resupply


AURAQ = "ALT_CORE_B_LY_02_C"


@covers("ALT_CORE_B_LY_02_C")
def test_auraq_kibble_counts_characters_with_a_zero() -> None:
    """Auraq & Kibble: when you play a Character with a base statistic of 0 (printed,
    2.2.10), I gain a Performance counter; a 2/2/2 gives none."""
    s = scene(hero=AURAQ, hand=[PATHFINDER, AMELIA])
    hero = s.p(0).hero
    s.play(s.named("Bravos Pathfinder"))  # 0/3/3
    s.settle()
    assert hero.counters.get("performance") == 1
    s.opp_pass()
    s.play(s.named("Amelia Earhart"))  # 2/2/2
    s.settle()
    assert hero.counters.get("performance") == 1


@covers("ALT_CORE_B_LY_02_C")
def test_auraq_kibble_noon_reveal_play_free_or_hand() -> None:
    """Auraq & Kibble: at Noon you may spend five Performance counters (7.3.27) to reveal
    the top card of your deck, then play it for free (7.3.20, from the Deck: no [H]
    ability) or put it into your hand — or leave it there."""
    for choice in ("play", "hand", "leave"):
        s = scene(hero=AURAQ, deck_top=[CROUPIER, AMELIA, PATHFINDER])
        hero = s.p(0).hero
        hero.counters["performance"] = 6  # arranged: as if six such Characters were played
        s.until(lambda s: s.d.kind == "may" and s.d.player == 0)
        s.yes()
        assert hero.counters["performance"] == 1
        assert s.d.kind == "revealed" and s.logged("reveals the top 1 cards")
        s.answer(choice)
        croupier = s.named("Ouroboros Croupier")
        if choice == "play":
            s.pick_label("Companion")
            s.settle()
            assert croupier.zone is Zone.EXPEDITION and croupier.expedition == "companion"
            assert not croupier.has(Status.FLEETING) and not s.logged("rolls a die")
            assert s.logged("plays Ouroboros Croupier from Deck")
        elif choice == "hand":
            assert croupier.zone is Zone.HAND
        else:
            assert croupier.zone is Zone.DECK and s.p(0).deck[-1] is croupier


@covers("ALT_CORE_B_LY_02_C")
def test_auraq_kibble_without_five_counters_asks_nothing() -> None:
    """Auraq & Kibble: with fewer than five counters the cost cannot be paid (6.4)."""
    s = scene(hero=AURAQ, deck_top=[CROUPIER, AMELIA, PATHFINDER])
    s.p(0).hero.counters["performance"] = 4
    s.until(lambda s: s.d.kind == "turn" and s.state.day == 2)
    assert s.named("Ouroboros Croupier").zone is Zone.DECK
    assert s.p(0).hero.counters["performance"] == 4


@covers("ALT_CORE_B_LY_15_R", "ALT_CORE_B_LY_15_R2")
def test_sandman_rares_asleep_then_may_give_two_boosts() -> None:
    """The Sandman (rares): [H] up to one target Character gains Asleep (2.4.3); you may
    have it gain 2 boosts — the same Character, chosen once (6.5.b); choosing no target
    leaves nothing to boost."""
    for ref in ("ALT_CORE_B_LY_15_R", "ALT_CORE_B_LY_15_R2"):
        s = scene(hand=[ref], opp_hero_exp=[AMELIA], hero_exp=[PATHFINDER])
        s.play(s.named("The Sandman"))
        s.settle()
        s.pick(s.named("Amelia Earhart"))
        amelia = s.named("Amelia Earhart")
        assert amelia.has(Status.ASLEEP)
        s.yes()
        assert amelia.boosts == 2 and s.named("Bravos Pathfinder").boosts == 0, ref
        s = scene(hand=[ref], opp_hero_exp=[AMELIA])
        s.play(s.named("The Sandman"))
        s.settle()
        s.pick_none()
        s.settle()
        assert s.d.kind == "turn" and not s.named("Amelia Earhart").has(Status.ASLEEP)


def test_random_games_with_every_lyra_core_card() -> None:
    """Random legal answers through games of Lyra Core decks (every reference, each Hero)
    end without error, and every option id offered is one docs/option-ids.md describes —
    the new decisions (target player, status, revealed card, Expand from the Deck)
    included."""
    import random

    from engine import Game
    from engine.cards.registry import all_cards
    from engine.decks import Deck
    from engine.model import CardType
    from engine.policies import random_answer
    from tests.engine.test_option_ids_doc import documented_forms

    lyra = [c for c in all_cards() if c.ref.startswith("ALT_CORE_B_LY_")]
    refs = [c.ref for c in lyra if c.type not in (CardType.HERO, CardType.TOKEN)]
    heroes = [c.ref for c in lyra if c.type is CardType.HERO]
    assert all(c.implemented for c in lyra) and len(heroes) == 3
    forms = documented_forms()
    kinds: set[str] = set()
    for i in range(30):
        rng = random.Random(i)
        decks = [Deck("Lyra", heroes[(i + k) % 3], tuple(rng.choice(refs) for _ in range(40)))
                 for k in range(2)]
        g = Game.new(decks, seed=i)
        while g.pending is not None and g.day < 30:
            d = g.pending
            kinds.add(d.kind)
            undocumented = [o.id for o in d.options if not any(f.fullmatch(o.id) for f in forms)]
            assert not undocumented, (d.kind, undocumented)
            g.answer(random_answer(d, rng))
        assert g.over or g.day >= 30
    assert {"target_player", "revealed", "choose_status"} <= kinds, kinds


# ------------------------------------------------------------------ families the lead added
# tests for: versions that read like cards tested elsewhere but print other words

WARRIOR = "ALT_CORE_B_BR_17_C"  # a vanilla 4/2/4 with Hand Cost 3


def _target(s, name: str) -> None:  # type: ignore[no-untyped-def]
    """Pick that target when asked; a lone legal target without Tough is taken without
    asking (1.4.1.c)."""
    if s.d.kind == "target":
        s.pick(s.named(name))


def _costs_one_less(ref: str, name: str) -> None:
    """[S] Discard me from Reserve: the next card you play this turn costs 1 less — paid
    as a cost (6.4), an Ongoing effect used by the next card (2.2.14, 5.1.2.e)."""
    s = scene(reserve=[ref], hand=[WARRIOR], mana=3)
    s.quick(s.named(name))
    assert s.named(name).zone is Zone.DISCARD
    s.play(s.named("Haven Warrior"))
    s.settle()
    assert s.ready_mana() == 1  # 3 - (3 - 1)


@covers("ALT_CORE_B_LY_04_C", "ALT_CORE_B_LY_04_R2")
def test_martengale_next_card_costs_one_less() -> None:
    for ref in ("ALT_CORE_B_LY_04_C", "ALT_CORE_B_LY_04_R2"):
        _costs_one_less(ref, "Martengale")


@covers("ALT_CORE_B_LY_17_R", "ALT_CORE_B_LY_17_R2")
def test_ouroboros_croupier_rares_roll_and_support() -> None:
    """Ouroboros Croupier (rares): [H] roll a die, 4+ draw a card, 1-3 Resupply (7.3.19);
    and from Reserve the same support as Martengale."""
    for ref in ("ALT_CORE_B_LY_17_R", "ALT_CORE_B_LY_17_R2"):
        s = scene(hand=[ref], deck_top=[AMELIA])
        s.rig_dice(6)
        s.play(s.named("Ouroboros Croupier"))
        s.settle()
        assert s.named("Amelia Earhart").zone is Zone.HAND
        _costs_one_less(ref, "Ouroboros Croupier")


@covers("ALT_CORE_B_LY_23_C", "ALT_CORE_B_LY_23_R2")
def test_twinkle_twinkle_puts_to_sleep_and_supports() -> None:
    """Twinkle Twinkle: target Character gains Asleep (2.4.3: it adds nothing at Dusk);
    [S] the next card costs 1 less."""
    for ref in ("ALT_CORE_B_LY_23_C", "ALT_CORE_B_LY_23_R2"):
        s = scene(hand=[ref], opp_hero_exp=[WARRIOR])
        s.play(s.named("Twinkle Twinkle"), None)
        _target(s, "Haven Warrior")
        s.settle()
        assert Status.ASLEEP in s.named("Haven Warrior").statuses
        _costs_one_less(ref, "Twinkle Twinkle")


@covers("ALT_CORE_B_LY_05_R2")
def test_lyra_thespian_r2_needs_two_boosted_characters() -> None:
    """Lyra Thespian (R2): [J] if you control two or more Boosted Characters (2.4.4), I
    gain 2 boosts — checked as the Reaction resolves."""
    s = scene(hand=["ALT_CORE_B_LY_05_R2"],
              hero_exp=[card(AMELIA, boosts=1), card(PATHFINDER, boosts=1)])
    s.play(s.named("Lyra Thespian"))
    s.settle()
    assert s.named("Lyra Thespian").boosts == 2
    s = scene(hand=["ALT_CORE_B_LY_05_R2"], hero_exp=[card(AMELIA, boosts=1), PATHFINDER])
    s.play(s.named("Lyra Thespian"))
    s.settle()
    assert s.named("Lyra Thespian").boosts == 0


@covers("ALT_CORE_B_LY_12_R", "ALT_CORE_B_LY_16_R", "ALT_CORE_B_LY_16_R2")
def test_navigator_and_chronicler_rares_resupply_from_reserve() -> None:
    """[S] Discard me from Reserve: Resupply — the top card of the Deck goes to the
    Reserve (7.3.22)."""
    for ref, name in (("ALT_CORE_B_LY_12_R", "Lyra Navigator"),
                      ("ALT_CORE_B_LY_16_R", "Lyra Chronicler"),
                      ("ALT_CORE_B_LY_16_R2", "Lyra Chronicler")):
        s = scene(reserve=[ref], deck_top=[AMELIA])
        s.quick(s.named(name))
        s.settle()
        assert s.named(name).zone is Zone.DISCARD
        assert s.named("Amelia Earhart").zone is Zone.RESERVE


@covers("ALT_CORE_B_LY_15_C")
def test_the_sandman_up_to_one_target_falls_asleep() -> None:
    """The Sandman: [H] up to one target Character gains Asleep — choosing none is allowed
    (6.5)."""
    s = scene(hand=["ALT_CORE_B_LY_15_C"], opp_hero_exp=[WARRIOR])
    s.play(s.named("The Sandman"))
    s.settle()
    s.pick(s.named("Haven Warrior"))
    s.settle()
    assert Status.ASLEEP in s.named("Haven Warrior").statuses
    s = scene(hand=["ALT_CORE_B_LY_15_C"], opp_hero_exp=[WARRIOR])
    s.play(s.named("The Sandman"))
    s.settle()
    s.pick_none()
    s.settle()
    assert Status.ASLEEP not in s.named("Haven Warrior").statuses


@covers("ALT_CORE_B_LY_22_C", "ALT_CORE_B_LY_22_R", "ALT_CORE_B_LY_22_R2")
def test_a_cappella_training_makes_the_target_fleeting() -> None:
    """A Cappella Training: target Character gains Fleeting, so at Rest it is discarded
    instead of going to Reserve (2.4.6.d); the rare also draws a card and is itself
    Fleeting (2.4.6.b)."""
    for ref in ("ALT_CORE_B_LY_22_C", "ALT_CORE_B_LY_22_R", "ALT_CORE_B_LY_22_R2"):
        s = scene(hand=[ref], opp_hero_exp=[WARRIOR], deck_top=[AMELIA])
        s.play(s.named("A Cappella Training"), None)
        _target(s, "Haven Warrior")
        s.settle()
        assert Status.FLEETING in s.named("Haven Warrior").statuses
        drew = s.named("Amelia Earhart").zone is Zone.HAND
        assert drew == (ref == "ALT_CORE_B_LY_22_R")
        where = Zone.DISCARD if ref == "ALT_CORE_B_LY_22_R" else Zone.RESERVE
        assert s.named("A Cappella Training").zone is where
