"""Bravos starter cards (and the cross-faction rares of the Bravos deck)."""

from __future__ import annotations

from engine.model import Status, Zone
from tests.cards.helpers import covers, scene

BOODA = "ALT_CORE_B_BR_31_C"


@covers("ALT_CORE_B_BR_01_C", BOODA)
def test_kojo_booda_first_player_gets_booda() -> None:
    """Kojo & Booda: at Noon, if you are the first player, create a Booda in your
    Companion Expedition (4.2.b; a trigger condition, 6.3.b)."""
    s = scene(hero="ALT_CORE_B_BR_01_C", first=True)
    (booda,) = s.tokens("Booda", 0, "companion")
    assert str(s.state.stats(booda)) == "2/2/2"
    s.next_day()  # the other player is first on day 2 (4.2.1.b): no new Booda
    assert s.state.first == 1
    assert not any(e.text.startswith("creates a Booda") and e.day == 2 for e in s.g.log)


@covers("ALT_CORE_B_BR_01_C", BOODA)
def test_kojo_booda_second_player_no_booda_then_token_gone_at_rest() -> None:
    """Kojo & Booda: no Booda while second player; a Booda sent to Reserve at Rest ceases
    to exist (2.1.e)."""
    s = scene(hero="ALT_CORE_B_BR_01_C", first=False)
    assert not s.tokens("Booda")
    s.next_day()  # now first: a Booda arrives at Noon of day 2
    assert len(s.tokens("Booda", 0, "companion")) == 1
    s.to_night_end()
    assert not s.tokens("Booda") and all(c.name != "Booda" for c in s.p(0).reserve)


@covers("ALT_CORE_B_BR_05_C", "ALT_CORE_B_BR_17_R", "ALT_CORE_B_MU_25_R")
def test_discard_for_next_character_boost() -> None:
    """Issun-bōshi, Haven Warrior (rare), Meditation Training (rare): [S] discard me — the
    next Character you play this turn gains 1 boost (Ongoing Emblem, 2.2.14; applied as
    it resolves, 5.2.b)."""
    for ref in ("ALT_CORE_B_BR_05_C", "ALT_CORE_B_BR_17_R", "ALT_CORE_B_MU_25_R"):
        s = scene(reserve=[ref], hand=["ALT_CORE_B_AX_11_C", "ALT_CORE_B_BR_08_C"])
        s.quick(s.p(0).reserve[0])
        s.play(s.named("Amelia Earhart"))
        s.settle()
        assert s.named("Amelia Earhart").boosts == 1, ref
        s.opp_pass()
        s.play(s.named("Bravos Pathfinder"))
        s.settle()
        assert s.named("Bravos Pathfinder").boosts == 0  # used up


@covers("ALT_CORE_B_BR_05_C")
def test_next_character_boost_expires_with_turn() -> None:
    """Issun-bōshi: 'this turn' — the Ongoing effect ends with the turn (2.2.14)."""
    s = scene(reserve=["ALT_CORE_B_BR_05_C"], hand=["ALT_CORE_B_AX_25_C", "ALT_CORE_B_AX_11_C"])
    s.quick(s.named("Issun-bōshi"))
    s.play(s.named("Axiom Reprocessor"), None)  # a Permanent does not use it up
    s.opp_pass()
    s.play(s.named("Amelia Earhart"))
    s.settle()
    assert s.named("Amelia Earhart").boosts == 0


RESERVE_BOOSTERS = [("ALT_CORE_B_BR_09_C", 2), ("ALT_CORE_B_BR_04_C", 2),
                    ("ALT_CORE_B_BR_04_R", 3), ("ALT_CORE_B_BR_18_C", 2),
                    ("ALT_CORE_B_BR_15_C", 1)]


@covers(*[r for r, _ in RESERVE_BOOSTERS])
def test_reserve_boosts() -> None:
    """Haven Trainee, Ratatoskr, Sun Wukong, Haven Bouncer: [R] I gain N boosts (7.1.1.c);
    still Fleeting, so discarded at Rest (2.4.6.d)."""
    for ref, n in RESERVE_BOOSTERS:
        s = scene(reserve=[ref])
        card = s.p(0).reserve[0]
        s.play(card)
        s.settle()
        (new,) = s.exp(0)
        assert new.boosts == n and new.has(Status.FLEETING), ref
        s.to_night_end()
        assert new.zone is Zone.DISCARD


@covers("ALT_CORE_B_BR_18_R")
def test_sun_wukong_rare_loses_fleeting() -> None:
    """Sun Wukong (rare): [R] I gain 2 boosts and lose Fleeting (7.3.15), so it goes back
    to Reserve at Rest instead of the Discard pile (4.2.5.b)."""
    s = scene(reserve=["ALT_CORE_B_BR_18_R"])
    s.play(s.named("Sun Wukong"))
    s.settle()
    wu = s.named("Sun Wukong")
    assert wu.boosts == 2 and not wu.has(Status.FLEETING)
    s.to_night_end()
    assert wu.zone is Zone.RESERVE


@covers("ALT_CORE_B_BR_20_C")
def test_atlas_gigantic_in_both_expeditions() -> None:
    """Atlas: Gigantic — in both of its controller's Expeditions, its statistics count in
    each (7.4.4.b)."""
    s = scene(hand=["ALT_CORE_B_BR_20_C"])
    s.play(s.named("Atlas"))
    atlas = s.named("Atlas")
    assert atlas in s.exp(0, "hero") and atlas in s.exp(0, "companion")
    assert str(s.state.expedition_stats(0, "hero")) == str(s.state.expedition_stats(0, "companion")) == "3/3/3"


@covers("ALT_CORE_B_BR_28_C")
def test_intimidation_returns_to_hand() -> None:
    """Intimidation: return target Character or Permanent with Hand Cost 4 or less to its
    owner's hand (7.3.21); a token ceases to exist instead (2.1.e); Fleeting (2.4.6.b)."""
    s = scene(hand=["ALT_CORE_B_BR_28_C"], opp_hero_exp=["ALT_CORE_B_AX_11_C", "ALT_CORE_B_BR_20_C"],
              opp_landmarks=["ALT_CORE_B_AX_25_C"])
    s.play(s.named("Intimidation"), None)
    ids = {x for o in s.d.options for x in o.objects}
    assert s.named("Atlas").oid not in ids  # Hand Cost 5
    assert s.named("Axiom Reprocessor").oid in ids  # a Permanent with Hand Cost 4
    s.pick(s.named("Amelia Earhart"))
    assert s.named("Amelia Earhart").zone is Zone.HAND and s.named("Amelia Earhart").owner == 1
    assert s.named("Intimidation").zone is Zone.DISCARD


@covers("ALT_CORE_B_BR_07_C", "ALT_CORE_B_BR_07_R")
def test_bravos_tracer_gains_fleeting() -> None:
    """Bravos Tracer: [J] I gain Fleeting, so at Rest I am discarded instead of going to
    Reserve (2.4.6.d)."""
    for ref in ("ALT_CORE_B_BR_07_C", "ALT_CORE_B_BR_07_R"):
        s = scene(hand=[ref])
        s.play(s.named("Bravos Tracer"))
        s.settle()
        tracer = s.named("Bravos Tracer")
        assert tracer.has(Status.FLEETING)
        s.to_night_end()
        assert tracer.zone is Zone.DISCARD


@covers("ALT_CORE_B_BR_26_C", "ALT_CORE_B_BR_26_R2", "ALT_CORE_B_BR_26_R")
def test_physical_training() -> None:
    """Physical Training: target Character gains 3 boosts (7.3.12); the rare also draws a
    card (7.3.7); not Fleeting, so it goes to Reserve after (5.2.4.b)."""
    for ref, draws in (("ALT_CORE_B_BR_26_C", 0), ("ALT_CORE_B_BR_26_R2", 0),
                       ("ALT_CORE_B_BR_26_R", 1)):
        s = scene(hand=[ref], opp_hero_exp=["ALT_CORE_B_AX_11_C"], hero_exp=["ALT_CORE_B_BR_08_C"])
        hand = len(s.p(0).hand)
        s.play(s.named("Physical Training"), None)
        s.pick(s.named("Amelia Earhart"))
        assert s.named("Amelia Earhart").boosts == 3
        assert s.named("Physical Training").zone is Zone.RESERVE
        assert len(s.p(0).hand) == hand - 1 + draws


@covers("ALT_CORE_B_BR_22_R")
def test_shenlong_tough_costs_the_opponent() -> None:
    """Shenlong: Tough 1 — an opponent's effect targeting it costs 1 more mana (7.4.7);
    its own controller targets it for free."""
    s = scene(hand=["ALT_CORE_B_BR_26_C"], opp_hero_exp=["ALT_CORE_B_BR_22_R"],
              hero_exp=["ALT_CORE_B_BR_08_C"])
    s.play(s.named("Physical Training"), None)
    before = s.ready_mana(0)
    assert any("Tough 1" in o.label for o in s.d.options)
    s.pick(s.named("Shenlong"))
    assert s.ready_mana(0) == before - 1
    assert s.named("Shenlong").boosts == 3
    s = scene(hand=["ALT_CORE_B_BR_26_C"], hero_exp=["ALT_CORE_B_BR_22_R"])
    s.play(s.named("Physical Training"), None)
    before = s.ready_mana(0)
    s.settle()
    assert s.ready_mana(0) == before and s.named("Shenlong").boosts == 3


@covers("ALT_CORE_B_MU_30_R2")
def test_spindle_gives_tough_two() -> None:
    """The Spindle, Muna Bastion: Characters you control have Tough 2 (2.3.1.g); a target
    whose Tough cannot be paid is not a legal choice (7.4.7.c)."""
    s = scene(hand=["ALT_CORE_B_BR_26_C"], opp_hero_exp=["ALT_CORE_B_AX_11_C"],
              opp_landmarks=["ALT_CORE_B_MU_30_R2"], opp_reserve=["ALT_CORE_B_BR_08_C"],
              hero_exp=["ALT_CORE_B_BR_08_C"])
    assert s.state.keywords(s.named("Amelia Earhart")).get("tough") == 2
    assert "tough" not in s.state.keywords(s.named("Bravos Pathfinder", Zone.RESERVE))  # not controlled
    s.play(s.named("Physical Training"), None)
    before = s.ready_mana(0)
    s.pick(s.named("Amelia Earhart"))
    assert s.ready_mana(0) == before - 2
    s = scene(hand=["ALT_CORE_B_BR_26_C"], opp_hero_exp=["ALT_CORE_B_AX_11_C"],
              opp_landmarks=["ALT_CORE_B_MU_30_R2"], mana=3)
    s.play(s.named("Physical Training"), None)
    s.settle()
    assert s.named("Amelia Earhart").boosts == 0 and s.logged("no legal target")


@covers("ALT_CORE_B_YZ_16_C", "ALT_CORE_B_YZ_16_R2", "ALT_CORE_B_YZ_16_R")
def test_dorothy_gale_may_send_to_reserve() -> None:
    """Dorothy Gale: [H] (rare: [J]) you may send target Character to Reserve (6.5.c)."""
    for ref in ("ALT_CORE_B_YZ_16_C", "ALT_CORE_B_YZ_16_R2", "ALT_CORE_B_YZ_16_R"):
        s = scene(hand=[ref], opp_hero_exp=["ALT_CORE_B_AX_11_C"])
        s.play(s.named("Dorothy Gale"))
        s.settle()
        s.yes()
        s.pick(s.named("Amelia Earhart"))
        assert s.named("Amelia Earhart").zone is Zone.RESERVE, ref
    s = scene(hand=["ALT_CORE_B_YZ_16_C"], opp_hero_exp=["ALT_CORE_B_AX_11_C"])
    s.play(s.named("Dorothy Gale"))
    s.no()
    assert s.named("Amelia Earhart").zone is Zone.EXPEDITION


@covers("ALT_CORE_B_YZ_16_R")
def test_dorothy_gale_rare_joins_without_being_played() -> None:
    """Dorothy Gale (rare): [J] works from Reserve too, while the common's [H] does not
    (7.1.1.a-c)."""
    s = scene(reserve=["ALT_CORE_B_YZ_16_R"], opp_hero_exp=["ALT_CORE_B_AX_11_C"])
    s.play(s.named("Dorothy Gale"))
    s.settle()
    assert s.d.kind == "may"
    s = scene(reserve=["ALT_CORE_B_YZ_16_C"], opp_hero_exp=["ALT_CORE_B_AX_11_C"])
    s.play(s.named("Dorothy Gale"))
    s.settle()
    assert s.d.kind == "turn"
