"""Ordis Core cards read by the parser (engine/cards/parsed.py), one test per family of the
same text, played through real decisions; and the words of the effects language added for
them, each with a test citing its rule."""

from __future__ import annotations

from engine.cards.registry import card_by_ref
from engine.model import Phase, Status, Zone
from tests.cards.helpers import covers, scene, tired_supplier

AMELIA = "ALT_CORE_B_AX_11_C"  # a vanilla 2/2/2 with Hand Cost 3
SHENLONG = "ALT_CORE_B_BR_22_C"  # a vanilla 8/8/8: the Expedition facing it fails
TROOPER = "ALT_CORE_B_OR_05_C"  # a vanilla 1/1/1 with Hand Cost 1
ISSUN = "ALT_CORE_B_BR_05_C"  # a Character with Hand Cost 1
HELPING_HAND = "ALT_CORE_B_BR_25_C"  # a Spell with Hand Cost 1
CADETS = "ALT_CORE_B_OR_06_C"  # [J] create an Ordis Recruit in my Expedition
TRAINING_R = "ALT_CORE_B_BR_26_R"  # Spell: target Character gains 3 boosts, draw a card
RECRUIT = "ALT_CORE_B_OR_32_C"


def _after(s, first: str, then: str) -> bool:
    """Whether a log entry containing `then` comes after one containing `first`."""
    texts = [e.text for e in s.g.log]
    i = next(n for n, t in enumerate(texts) if first in t)
    return any(then in t for t in texts[i + 1:])


@covers("ALT_CORE_B_OR_16_C", "ALT_CORE_B_OR_16_R", "ALT_CORE_B_OR_16_R2")
def test_ordis_attorney_draws_when_failing() -> None:
    """Ordis Attorney: when my Expedition fails to move forward during Dusk (4.2.4.i,
    7.5.6), draw a card; an Expedition that moves forward does not."""
    s = scene(hero_exp=["ALT_CORE_B_OR_16_C"], opp_hero_exp=[SHENLONG])
    s.next_day()
    assert any(e.rule == "7.3.7" and e.phase is Phase.DUSK for e in s.g.log)
    s = scene(hero_exp=["ALT_CORE_B_OR_16_C"])
    s.next_day()
    assert not any(e.rule == "7.3.7" and e.phase is Phase.DUSK for e in s.g.log)


@covers("ALT_CORE_B_OR_08_C", "ALT_CORE_B_OR_08_R", "ALT_CORE_B_OR_08_R2")
def test_monolith_legate_sabotage_after_rest() -> None:
    """Monolith Legate: when my Expedition fails to move forward during Dusk — Sabotage
    after Rest: the target is chosen after Rest (4.2.5.b), when the Legate is already in
    Reserve."""
    s = scene(hero_exp=["ALT_CORE_B_OR_08_C"], opp_hero_exp=[SHENLONG], opp_reserve=[AMELIA])
    s.until(lambda s: s.d.kind == "target" and s.d.player == 0)
    assert s.named("Monolith Legate").zone is Zone.RESERVE  # Rest is done
    assert s.named("Shenlong").zone is Zone.RESERVE
    s.pick(s.named("Amelia Earhart"))
    assert s.named("Amelia Earhart").zone is Zone.DISCARD
    assert _after(s, "Monolith Legate (Me's hero Expedition) goes to Reserve", "Amelia Earhart")


@covers("ALT_CORE_B_OR_22_C", "ALT_CORE_B_OR_22_R", "ALT_CORE_B_OR_22_R2")
def test_thoth_recruits_after_rest_stay() -> None:
    """Thoth: when my Expedition fails to move forward — create an Ordis Recruit (rare:
    two) in target Expedition after Rest, so they are still there the next day."""
    for ref, n in (("ALT_CORE_B_OR_22_C", 1), ("ALT_CORE_B_OR_22_R", 2)):
        s = scene(hero_exp=[ref], opp_hero_exp=[SHENLONG])
        s.until(lambda s: s.d.kind == "target_expedition" and s.d.player == 0)
        s.pick_label("Me's companion Expedition")
        s.until(lambda s: s.d.kind == "turn")  # the next day's Afternoon
        assert len(s.tokens("Ordis Recruit", 0, "companion")) == n, ref


@covers("ALT_CORE_B_OR_19_C", "ALT_CORE_B_OR_19_R", "ALT_CORE_B_OR_19_R2")
def test_issitoq_other_expedition_and_facing_cant_move() -> None:
    """Issitoq: your other Expedition and the Expedition facing it can't move forward (a
    "can't" wins, 1.4.1); my own Expedition still can."""
    s = scene(hero_exp=["ALT_CORE_B_OR_19_C"], companion_exp=[SHENLONG])
    s.next_day()
    me = s.state.players[0]
    assert me.distance("hero") == 1 and me.distance("companion") == 0
    assert s.logged("Me's companion Expedition can't move forward")
    s = scene(hero_exp=["ALT_CORE_B_OR_19_C"], opp_companion_exp=[SHENLONG])
    s.next_day()
    assert s.state.players[1].distance("companion") == 0
    assert s.logged("Opp's companion Expedition can't move forward")
    s = scene(hero_exp=["ALT_CORE_B_OR_19_C"], opp_hero_exp=[SHENLONG])
    s.next_day()
    assert s.state.players[1].distance("hero") == 1  # the one facing Issitoq itself moves


@covers("ALT_CORE_B_OR_20_C", "ALT_CORE_B_OR_20_R", "ALT_CORE_B_OR_20_R2")
def test_anubis_each_player_sacrifices() -> None:
    """Anubis: [J] each player sacrifices a Character (7.3.25), choices in initiative
    order (1.4.5); Anubis itself may be mine."""
    s = scene(hand=["ALT_CORE_B_OR_20_C"], hero_exp=[AMELIA], opp_hero_exp=[TROOPER, SHENLONG])
    s.play(s.named("Anubis"))
    s.settle()
    assert s.d.kind == "sacrifice" and s.d.player == 0
    s.pick(s.named("Amelia Earhart"))
    assert s.d.kind == "sacrifice" and s.d.player == 1
    s.pick(s.named("Ordis Trooper"))
    assert s.named("Amelia Earhart").zone is Zone.DISCARD
    assert s.named("Ordis Trooper").zone is Zone.DISCARD
    assert s.named("Anubis").zone is Zone.EXPEDITION and s.named("Shenlong").zone is Zone.EXPEDITION


def _opp_costs(s) -> dict[str, int]:
    return {o.label.split(" — costs ")[0]: int(o.label.split(" — costs ")[1])
            for o in s.d.options if o.detail == "play"}


@covers("ALT_CORE_B_OR_21_C", "ALT_CORE_B_OR_21_R2", "ALT_CORE_B_OR_21_R")
def test_robin_hood_opponents_pay_at_least_two() -> None:
    """Robin Hood: Characters (rare: cards) your opponents play can't cost less than 2 —
    a restriction on the final cost (5.1.2.e); mine are not affected."""
    s = scene(first=False, opp_hand=[ISSUN, HELPING_HAND], hero_exp=["ALT_CORE_B_OR_21_C"],
              hand=[TROOPER])
    assert s.d.player == 1
    costs = _opp_costs(s)
    assert costs["Play Issun-bōshi from Hand into your hero Expedition"] == 2
    assert costs["Play Helping Hand from Hand"] == 1
    s = scene(first=False, opp_hand=[ISSUN, HELPING_HAND], hero_exp=["ALT_CORE_B_OR_21_R"])
    assert _opp_costs(s)["Play Helping Hand from Hand"] == 2
    s = scene(hand=[TROOPER], hero_exp=["ALT_CORE_B_OR_21_C"])
    assert _opp_costs(s)["Play Ordis Trooper from Hand into your hero Expedition"] == 1


@covers("ALT_CORE_B_OR_12_C", "ALT_CORE_B_OR_12_R", "ALT_CORE_B_OR_12_R2")
def test_the_council_blocks_facing_join_reactions() -> None:
    """The Council: the [J], [H] and [R] abilities of Characters facing me can't activate
    (7.3.1.e); in the other Expedition they do."""
    s = scene(first=False, opp_hand=[CADETS, CADETS], hero_exp=["ALT_CORE_B_OR_12_C"])
    assert s.d.player == 1  # the opponent plays first
    s.answer(next(o.id for o in s.d.options if o.detail == "play" and o.id.endswith(":hero")))
    s.settle()
    assert not s.tokens("Ordis Recruit", 1)
    s.answer("pass")  # my turn
    s.settle()
    s.answer(next(o.id for o in s.d.options if o.detail == "play"
                  and o.id.endswith(":companion")))
    s.settle()
    assert len(s.tokens("Ordis Recruit", 1, "companion")) == 1


@covers("ALT_CORE_B_OR_27_C")
def test_celebration_day_target_expedition() -> None:
    """Celebration Day: target Expedition can't move forward this Day (an Ongoing Emblem,
    2.2.14; a "can't", 1.4.1); the others still can, and it ends with the Day."""
    s = scene(hand=["ALT_CORE_B_OR_27_C"], hero_exp=[AMELIA], companion_exp=[TROOPER])
    s.play(s.named("Celebration Day"), None)
    s.pick_label("Me's hero Expedition")
    s.settle()
    s.next_day()
    me = s.state.players[0]
    assert me.distance("hero") == 0 and me.distance("companion") == 1
    assert not [e for e in s.state.emblems if e.kind == "ongoing"]  # it ended with the Day


@covers("ALT_CORE_B_OR_27_R", "ALT_CORE_B_OR_27_R2")
def test_celebration_day_rare_no_expedition_moves() -> None:
    """Celebration Day (rare): Expeditions can't move forward this Day — none of them."""
    s = scene(hand=["ALT_CORE_B_OR_27_R"], hero_exp=[AMELIA], opp_companion_exp=[TROOPER])
    s.play(s.named("Celebration Day"), None)
    s.settle()
    s.next_day()
    assert all(p.distance(e) == 0 for p in s.state.players for e in ("hero", "companion"))


@covers("ALT_CORE_B_OR_28_R", "ALT_CORE_B_OR_28_R2", RECRUIT)
def test_monolith_rare_non_token_joins() -> None:
    """The Monolith (rare): when a non-token Character joins your Expeditions, it gains 1
    boost — a Recruit created there gets none."""
    s = scene(landmarks=["ALT_CORE_B_OR_28_R"], hand=[CADETS])
    s.play(s.named("Ordis Cadets"))
    s.settle()
    assert s.named("Ordis Cadets").boosts == 1
    (rec,) = s.tokens("Ordis Recruit", 0)
    assert rec.boosts == 0


@covers("ALT_CORE_B_OR_24_C", "ALT_CORE_B_OR_24_R2", "ALT_CORE_B_OR_24_R")
def test_teamwork_training_hand_cost_up_to_my_characters() -> None:
    """Teamwork Training: send to Reserve target Character with Hand Cost X or less, X the
    number of Characters you control, counted as the target is chosen (6.5.b)."""
    s = scene(hand=["ALT_CORE_B_OR_24_C"], hero_exp=[TROOPER, TROOPER],
              opp_hero_exp=[AMELIA, "ALT_CORE_B_OR_06_C"])
    s.play(s.named("Teamwork Training"), None)
    assert s.d.kind == "target"
    names = {s.state.find(o.objects[0]).name for o in s.d.options}
    assert names == {"Ordis Cadets", "Ordis Trooper"}  # Hand Cost 2 and 1; Amelia costs 3
    s.pick(s.named("Ordis Cadets"))
    s.settle()
    assert s.named("Ordis Cadets").zone is Zone.RESERVE
    s = scene(hand=["ALT_CORE_B_OR_24_R"], hero_exp=[TROOPER, TROOPER], opp_hero_exp=[AMELIA])
    s.play(s.named("Teamwork Training"), None)
    s.pick_label("Me's hero Expedition")  # the Recruit first: now three Characters
    s.pick(s.named("Amelia Earhart"))
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.RESERVE


@covers("ALT_CORE_B_OR_18_C", "ALT_CORE_B_OR_18_R", "ALT_CORE_B_OR_18_R2")
def test_quetzalcoatl_opponent_draws() -> None:
    """Quetzalcóatl: when an opponent draws one or more cards or does Resupply, create an
    Ordis Recruit in target Expedition — once for a draw of two cards (the Morning draw,
    4.2.1.d), not for my own draws."""
    s = scene(first=False, hero_exp=["ALT_CORE_B_OR_18_C"], opp_hand=[TRAINING_R],
              hand=[TRAINING_R])
    s.answer(next(o.id for o in s.d.options if o.detail == "play"))  # the opponent draws
    s.settle()
    assert s.d.kind == "target_expedition" and s.d.player == 0
    s.pick_label("Me's hero Expedition")
    s.settle()
    assert len(s.tokens("Ordis Recruit", 0, "hero")) == 1
    s.play(s.named("Physical Training", Zone.HAND, 0), None)  # my own draw: nothing
    s.pick(s.named("Quetzalcóatl"))
    s.settle()
    assert s.d.kind == "turn" and len(s.tokens("Ordis Recruit", 0)) == 1


@covers("ALT_CORE_B_OR_10_R")
def test_monolith_archivist_defender_unless_bureaucrats() -> None:
    """Monolith Archivist (rare): I am Defender unless you control two or more other
    Bureaucrats — checked as characteristics are worked out (2.3.1.k)."""
    s = scene(hero_exp=["ALT_CORE_B_OR_10_R", "ALT_CORE_B_OR_16_C"],
              hand=["ALT_CORE_B_OR_08_C"])
    arch = s.named("Monolith Archivist")
    assert s.state.has_keyword(arch, "defender")
    s.play(s.named("Monolith Legate"))
    s.settle()
    assert not s.state.has_keyword(arch, "defender")


@covers("ALT_CORE_B_OR_13_R2")
def test_gatekeeper_rare_boosts_other_expedition() -> None:
    """Ordis Gatekeeper (rare): [J] target Character in your other Expedition gains 2
    boosts — not one in my Expedition."""
    s = scene(hand=["ALT_CORE_B_OR_13_R2"], hero_exp=[AMELIA], companion_exp=[TROOPER])
    s.play(s.named("Ordis Gatekeeper"), "companion")
    s.settle()
    assert s.named("Amelia Earhart").boosts == 2 and s.named("Ordis Trooper").boosts == 0


@covers("ALT_CORE_B_OR_11_R2")
def test_ozma_rare_boosted_others() -> None:
    """Ozma (rare): [J] if you control two or more other Boosted Characters (2.4.4),
    draw a card."""
    s = scene(hand=["ALT_CORE_B_OR_23_C", "ALT_CORE_B_OR_11_R2"], hero_exp=[AMELIA, TROOPER])
    s.play(s.named("Ozma"))  # nobody Boosted yet: no card
    s.settle()
    assert s.logged("is not met")
    s = scene(hand=["ALT_CORE_B_OR_23_C", "ALT_CORE_B_OR_11_R2"], hero_exp=[AMELIA, TROOPER])
    s.play(s.named("Charge!"), None)
    s.settle()
    s.opp_pass()
    hand = len(s.p(0).hand)
    s.play(s.named("Ozma"))
    s.settle()
    assert len(s.p(0).hand) == hand  # Ozma left, a card came


@covers("ALT_CORE_B_OR_03_C", RECRUIT)
def test_gulrang_tocsin_boosts_tokens_made_defenders() -> None:
    """Gulrang & Tocsin: when you create a token Character, it gains 1 boost (6.3.h); if you
    have less than eight Mana Orbs, Boosted tokens you control are Defender — a condition
    checked each time characteristics are worked out (2.3.1.k)."""
    for orbs, defender in ((7, True), (8, False)):
        s = scene(hero="ALT_CORE_B_OR_03_C", hand=[CADETS], opp_hand=[CADETS], mana=orbs)
        s.play(s.named("Ordis Cadets", who=0))
        s.settle()
        (rec,) = s.tokens("Ordis Recruit", 0)
        assert rec.boosts == 1
        assert s.state.has_keyword(rec, "defender") is defender, orbs
        assert not s.state.has_keyword(s.named("Ordis Cadets", who=0), "defender")


@covers("ALT_CORE_B_OR_18_C")
def test_quetzalcoatl_opponent_resupplies() -> None:
    """Quetzalcóatl: an opponent's Resupply activates it too — an Exhausted Resupply is a
    Resupply (7.3.11)."""
    s = scene(first=False, hero_exp=["ALT_CORE_B_OR_18_C"], opp_hand=[tired_supplier()])
    s.answer(next(o.id for o in s.d.options if o.detail == "play" and o.id.endswith(":hero")))
    s.settle()
    assert s.d.kind == "target_expedition" and s.d.player == 0
    s.pick_label("Opp's hero Expedition")
    s.settle()
    assert len(s.tokens("Ordis Recruit", 1, "hero")) == 1  # in the opponent's: any target


@covers("ALT_CORE_B_OR_17_R2", "ALT_CORE_B_AX_31_C")
def test_jeanne_darc_rare_brassbugs_when_leaving() -> None:
    """Jeanne d'Arc (rare): when I leave the Expedition zone (read before the event,
    6.3.e), create a Brassbug in each of your Expeditions."""
    s = scene(hero_exp=["ALT_CORE_B_OR_17_R2"])
    s.to_night_end()
    assert s.named("Jeanne d'Arc").zone is Zone.RESERVE
    assert len(s.tokens("Brassbug", 0, "hero")) == 1
    assert len(s.tokens("Brassbug", 0, "companion")) == 1


@covers("ALT_CORE_B_OR_02_C")
def test_waru_mack_bureaucrats_fall_asleep() -> None:
    """Waru & Mack: when you play a Bureaucrat, it gains Asleep (6.3.h) — others do not."""
    s = scene(hero="ALT_CORE_B_OR_02_C", hand=["ALT_CORE_B_OR_16_C", TROOPER])
    s.play(s.named("Ordis Attorney"))
    s.settle()
    assert s.named("Ordis Attorney").has(Status.ASLEEP)
    s.opp_pass()
    s.play(s.named("Ordis Trooper"))
    s.settle()
    assert not s.named("Ordis Trooper").has(Status.ASLEEP)


@covers("ALT_CORE_B_OR_04_C", "ALT_CORE_B_OR_04_R", "ALT_CORE_B_OR_04_R2", RECRUIT)
def test_paper_herald_support_recruit() -> None:
    """Paper Herald: [S] discard me from Reserve — create an Ordis Recruit in target
    Expedition (any of the four, 6.5.b)."""
    s = scene(reserve=["ALT_CORE_B_OR_04_C"])
    s.quick(s.named("Paper Herald"))
    s.pick_label("Opp's companion Expedition")
    s.settle()
    assert s.named("Paper Herald").zone is Zone.DISCARD
    assert len(s.tokens("Ordis Recruit", 1, "companion")) == 1


@covers("ALT_CORE_B_OR_06_R2", RECRUIT)
def test_ordis_cadets_r2_spell_discount() -> None:
    """Ordis Cadets (R2): [S] discard me from Reserve — the next Spell you play this turn
    costs 1 less (5.1.2.e)."""
    s = scene(reserve=["ALT_CORE_B_OR_06_R2"], hand=[HELPING_HAND, "ALT_CORE_B_OR_23_C"])
    s.quick(s.named("Ordis Cadets"))
    costs = _opp_costs(s)
    assert costs["Play Charge! from Hand"] == 1 and costs["Play Helping Hand from Hand"] == 0


@covers("ALT_CORE_B_OR_11_C", "ALT_CORE_B_OR_11_R")
def test_ozma_resupplies_with_three_others() -> None:
    """Ozma: [J] if you control three or more other Characters (7.5.4), Resupply."""
    s = scene(hand=["ALT_CORE_B_OR_11_C"], hero_exp=[TROOPER, TROOPER], companion_exp=[AMELIA],
              deck_top=[SHENLONG])
    s.play(s.named("Ozma"))
    s.settle()
    assert s.named("Shenlong").zone is Zone.RESERVE
    s = scene(hand=["ALT_CORE_B_OR_11_C"], hero_exp=[TROOPER, TROOPER], deck_top=[SHENLONG])
    s.play(s.named("Ozma"))
    s.settle()
    assert s.named("Shenlong").zone is Zone.DECK


@covers("ALT_CORE_B_OR_13_R", "ALT_CORE_B_OR_30_R", "ALT_CORE_B_OR_26_C", "ALT_CORE_B_OR_26_R2",
        RECRUIT, "ALT_CORE_B_AX_31_C")
def test_tokens_in_each_of_your_expeditions() -> None:
    """Ordis Gatekeeper (rare) [J], Ordis Carrier (rare) at Noon, Open the Gates (two
    each) and its R2 (a Brassbug each): tokens in each of your Expeditions (7.3.4)."""
    s = scene(hand=["ALT_CORE_B_OR_13_R"])
    s.play(s.named("Ordis Gatekeeper"))
    s.settle()
    assert [len(s.tokens("Ordis Recruit", 0, e)) for e in ("hero", "companion")] == [1, 1]
    s = scene(landmarks=["ALT_CORE_B_OR_30_R"])  # its Noon has passed as the scene starts
    assert [len(s.tokens("Ordis Recruit", 0, e)) for e in ("hero", "companion")] == [1, 1]
    s = scene(hand=["ALT_CORE_B_OR_26_C"])
    s.play(s.named("Open the Gates"), None)
    s.settle()
    assert [len(s.tokens("Ordis Recruit", 0, e)) for e in ("hero", "companion")] == [2, 2]
    s = scene(hand=["ALT_CORE_B_OR_26_R2"])
    s.play(s.named("Open the Gates"), None)
    s.settle()
    assert [len(s.tokens("Brassbug", 0, e)) for e in ("hero", "companion")] == [1, 1]


@covers("ALT_CORE_B_OR_23_R", "ALT_CORE_B_OR_23_R2", "ALT_CORE_B_OR_25_R")
def test_charge_and_sticky_note_seals_rares_stay() -> None:
    """Charge! and Sticky Note Seals (rares): no Fleeting, so the Spell goes to Reserve
    after it resolves (5.2.4.b)."""
    s = scene(hand=["ALT_CORE_B_OR_23_R"], hero_exp=[AMELIA])
    s.play(s.named("Charge!"), None)
    s.settle()
    assert s.named("Amelia Earhart").boosts == 1 and s.named("Charge!").zone is Zone.RESERVE
    s = scene(hand=["ALT_CORE_B_OR_25_R"], opp_hero_exp=[SHENLONG])
    s.play(s.named("Sticky Note Seals"), None)
    s.answer("m:0")
    s.settle()
    assert s.named("Shenlong").zone is Zone.RESERVE
    assert s.named("Sticky Note Seals").zone is Zone.RESERVE


@covers("ALT_CORE_B_OR_29_C", "ALT_CORE_B_OR_29_R", "ALT_CORE_B_OR_29_R2")
def test_grand_endeavor_moves_target_expedition_forward() -> None:
    """Grand Endeavor: At Noon — target Expedition moves forward one region (7.3.16): any
    of the four is offered (6.5.b), the opponent's too; the rare has Tough 2 besides."""
    for ref, mine in (("ALT_CORE_B_OR_29_C", True), ("ALT_CORE_B_OR_29_R", False),
                      ("ALT_CORE_B_OR_29_R2", True)):
        s = scene(landmarks=[ref], settle=False)
        s.settle()
        assert s.d.kind == "target_expedition" and len(s.d.options) == 4, ref
        before = (s.p(0).distance("hero"), s.p(1).distance("companion"))
        s.answer("e:0:hero" if mine else "e:1:companion")
        s.settle()
        after = (s.p(0).distance("hero"), s.p(1).distance("companion"))
        assert after == ((before[0] + 1, before[1]) if mine else (before[0], before[1] + 1)), ref
    assert card_by_ref("ALT_CORE_B_OR_29_R").abilities[0].text() == "Tough 2"


# ------------------------------------------------------------------ Core versions not yet exercised
@covers("ALT_CORE_B_OR_06_R", RECRUIT)
def test_ordis_cadets_rare_recruit_in_other_expedition() -> None:
    """Ordis Cadets (rare): [J] create an Ordis Recruit in your other Expedition."""
    s = scene(hand=["ALT_CORE_B_OR_06_R"])
    s.play(s.named("Ordis Cadets"), "hero")
    s.settle()
    assert len(s.tokens("Ordis Recruit", 0, "companion")) == 1
    assert s.tokens("Ordis Recruit", 0, "hero") == []


@covers("ALT_CORE_B_OR_07_R2")
def test_rune_scribe_r2_resupply_with_token() -> None:
    """Monolith Rune-Scribe (R2): [H] if you control a token, Resupply (6.5.d)."""
    for mine, zone in ((True, Zone.RESERVE), (False, Zone.DECK)):
        kw = {"companion_exp": [RECRUIT]} if mine else {"opp_companion_exp": [RECRUIT]}
        s = scene(hand=["ALT_CORE_B_OR_07_R2"], deck_top=[AMELIA], **kw)
        s.play(s.named("Monolith Rune-Scribe"))
        s.settle()
        assert s.named("Amelia Earhart").zone is zone


@covers("ALT_CORE_B_OR_10_C")
def test_monolith_archivist_defender() -> None:
    """Monolith Archivist: Defender — my Expedition does not move forward at Dusk (7.4.2)."""
    s = scene(hero_exp=["ALT_CORE_B_OR_10_C", SHENLONG])
    s.to_night_end()
    assert s.p(0).distance("hero") == 0
    assert s.logged("has a Defender")


@covers("ALT_CORE_B_OR_14_R2", RECRUIT)
def test_ordis_spy_r2_sabotage_or_recruit() -> None:
    """Ordis Spy (R2): [H] Sabotage; [R] create an Ordis Recruit in my Expedition."""
    s = scene(hand=["ALT_CORE_B_OR_14_R2"], opp_reserve=[AMELIA])
    s.play(s.named("Ordis Spy"))
    s.settle()
    s.pick(s.named("Amelia Earhart"))
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.DISCARD
    s = scene(reserve=["ALT_CORE_B_OR_14_R2"])
    s.play(s.named("Ordis Spy"), "companion")
    s.settle()
    assert len(s.tokens("Ordis Recruit", 0, "companion")) == 1


@covers("ALT_CORE_B_OR_15_R2")
def test_kakoba_r2_three_boosts() -> None:
    """Kakoba, Legion Commander (R2): [J] if you control three or more other Characters, I
    gain 3 boosts."""
    s = scene(hand=["ALT_CORE_B_OR_15_R2"], hero_exp=[AMELIA, RECRUIT], companion_exp=[RECRUIT])
    s.play(s.named("Kakoba, Legion Commander"))
    s.settle()
    assert s.named("Kakoba, Legion Commander").boosts == 3
    s = scene(hand=["ALT_CORE_B_OR_15_R2"], hero_exp=[AMELIA, RECRUIT])
    s.play(s.named("Kakoba, Legion Commander"))
    s.settle()
    assert s.named("Kakoba, Legion Commander").boosts == 0


@covers("ALT_CORE_B_OR_25_R2")
def test_sticky_note_seals_r2_modes() -> None:
    """Sticky Note Seals (R2): choose one — send to Reserve target Character with Hand Cost
    4 or more, or discard target Permanent with Hand Cost 4 or more (6.5.g)."""
    s = scene(hand=["ALT_CORE_B_OR_25_R2"], opp_hero_exp=[SHENLONG, AMELIA])
    s.play(s.named("Sticky Note Seals"), None)
    assert s.d.kind == "mode"
    s.answer("m:0")
    s.settle()
    assert s.named("Shenlong").zone is Zone.RESERVE  # Amelia costs 3: not a legal target
    assert s.named("Amelia Earhart").zone is Zone.EXPEDITION
    assert s.named("Sticky Note Seals").zone is Zone.DISCARD


@covers("ALT_CORE_B_OR_30_R2", RECRUIT)
def test_ordis_carrier_r2_recruit_at_noon() -> None:
    """Ordis Carrier (R2): At Noon — create an Ordis Recruit in your Companion Expedition."""
    s = scene(landmarks=["ALT_CORE_B_OR_30_R2"])
    assert len(s.tokens("Ordis Recruit", 0, "companion")) == 1


@covers("ALT_CORE_B_OR_08_R")
def test_monolith_legate_rare_support_creates_a_recruit() -> None:
    """Monolith Legate (rare): "[S] Discard me from Reserve: Create an Ordis Recruit Soldier
    token in target Expedition" (2.2.11.i: from the Reserve only)."""
    s = scene(reserve=["ALT_CORE_B_OR_08_R"])
    s.quick(s.named("Monolith Legate"))
    s.settle()
    s.pick_label("Me's companion Expedition")
    s.settle()
    assert s.named("Monolith Legate").zone is Zone.DISCARD
    assert len(s.tokens("Ordis Recruit", 0, "companion")) == 1


@covers("ALT_CORE_B_OR_21_R2")
def test_robin_hood_r2_support_makes_my_next_card_cheaper() -> None:
    """Robin Hood (R2): "[S] Discard me from Reserve: The next card you play this turn costs
    1 less"; and, as the common one, Characters the opponent plays can't cost less than 2."""
    s = scene(reserve=["ALT_CORE_B_OR_21_R2"], hand=[AMELIA])
    s.quick(s.named("Robin Hood"))
    s.settle()
    before = s.ready_mana()
    s.play(s.named("Amelia Earhart"))
    s.settle()
    assert s.ready_mana() == before - 2
    s = scene(first=False, opp_hand=[ISSUN], hero_exp=["ALT_CORE_B_OR_21_R2"])
    assert _opp_costs(s)["Play Issun-bōshi from Hand into your hero Expedition"] == 2
