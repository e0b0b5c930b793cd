"""Ordis cards of the later sets (Alize, Bise, Cyclone, Duster) added with the words of
engine/effects/ordis_words.py and the productions of engine/cardtext/ordis_text.py: one test
per family of the same text, played through real decisions, each citing the rule or the
reminder text it enforces (docs/mechanisms.md, "Ordis in the later sets")."""

from __future__ import annotations

from engine.cards.registry import card_by_ref
from engine.model import Zone
from tests.cards.helpers import covers, scene

MANASEED = "ALT_DUSTER_B_NE_04_C"
HOOKED = "ALT_CORE_B_AX_20_C"  # a Spell, to fill a Reserve
DEFENDER_REMINDER = "My Expedition can't advance during Dusk."


def _opp_ahead(s) -> None:
    """The opponent's Hero Expedition one region further from its start than mine: my Hero
    Expedition is behind (7.5.2.b)."""
    s.state.players[1].position["hero"] += 1


def _apart(s) -> None:
    """No Expedition of theirs shares a region with one of mine (not In contact)."""
    s.state.players[1].position["hero"] = 1
    s.state.players[1].position["companion"] = 6


# ------------------------------------------------------------------ Defender variants
SUNISA_ENSIGN = ("ALT_ALIZE_B_OR_38_C", "ALT_ALIZE_B_OR_38_R1", "ALT_ALIZE_B_OR_38_R2")


@covers(*SUNISA_ENSIGN)
def test_sunisa_ensign_lets_her_expedition_move_when_behind() -> None:
    """Sunisa, Dedicated Ensign: Defender ("My Expedition can't advance during Dusk.", 7.4.2);
    if my Expedition is behind (7.5.2.b), Defender Characters don't prevent it from moving
    forward.  Tied, she holds it back like any Defender."""
    for ref in SUNISA_ENSIGN:
        s = scene(hero_exp=[ref])
        s.to_night_end()  # tied: Defender holds the Expedition back
        assert s.p(0).distance("hero") == 0, ref
        assert s.logged("has a Defender and cannot move forward")
        s = scene(hero_exp=[ref])
        _opp_ahead(s)
        s.to_night_end()
        assert s.p(0).distance("hero") == 1, ref
        assert s.logged("has a Defender, but Sunisa, Dedicated Ensign lets it move forward")


@covers("ALT_ALIZE_B_OR_38_R1")
def test_sunisa_ensign_rare_creates_a_recruit() -> None:
    """Sunisa, Dedicated Ensign (R1): [J] Create an Ordis Recruit Soldier token in target
    Expedition (7.3.4)."""
    s = scene(hand=["ALT_ALIZE_B_OR_38_R1"])
    s.play(s.named("Sunisa, Dedicated Ensign"))
    s.settle()
    s.pick_label("Me's companion")
    s.settle()
    assert len(s.tokens("Ordis Recruit", 0, "companion")) == 1


SUNISA_BODYGUARD = ("ALT_DUSTER_B_OR_93_C", "ALT_DUSTER_B_OR_93_R1")


@covers(*SUNISA_BODYGUARD, "ALT_DUSTER_B_OR_93_R2")
def test_sunisa_bodyguard_releases_defenders_with_landmarks_or_spells() -> None:
    """Sunisa, Ordis Bodyguard: Defender; if there are two or more cards in your Landmarks
    (R2: two or more Spells in your Reserve), Defender Characters don't prevent my
    Expedition from moving forward.  One card is not enough (7.4.2 applies)."""
    for ref in SUNISA_BODYGUARD:
        for n in (1, 2):
            s = scene(hero_exp=[ref], landmarks=[MANASEED] * n)
            s.to_night_end()
            assert s.p(0).distance("hero") == (1 if n == 2 else 0), (ref, n)
    for n in (1, 2):
        s = scene(hero_exp=["ALT_DUSTER_B_OR_93_R2"], reserve=[HOOKED] * n)
        s.to_night_end()
        assert s.p(0).distance("hero") == (1 if n == 2 else 0), n


@covers("ALT_ALIZE_B_OR_45_R1", "ALT_ALIZE_B_OR_45_R2")
def test_mobile_armory_releases_the_defenders_of_its_expedition() -> None:
    """Mobile Armory (rares), an Expedition Permanent: Defender Characters don't prevent my
    Expedition from moving forward — a Defender (Sunisa) there no longer holds it back at
    Dusk, while the other Expedition's Defender still does (7.4.2)."""
    for ref in ("ALT_ALIZE_B_OR_45_R1", "ALT_ALIZE_B_OR_45_R2"):
        s = scene(hand=[ref], companion_exp=["ALT_ALIZE_B_OR_38_C"],
                  hero_exp=["ALT_ALIZE_B_OR_38_C"])
        s.play(s.named("Mobile Armory"), exp="hero")
        s.settle()
        assert len(s.tokens("Ordis Recruit", 0, "hero")) == 1  # [J] in my Expedition
        s.to_night_end()
        assert s.p(0).distance("hero") == 1, ref
        assert s.p(0).distance("companion") == 0, ref


@covers("ALT_DUSTER_B_OR_88_R1")
def test_galatea_rare_moves_forward_while_in_contact() -> None:
    """Galatea (R1): I'm Defender; if my Expedition is In contact ("I'm In Contact if
    another player's Expedition is in my region."), Defender Characters don't prevent it
    from moving forward.  At the start both Hero Expeditions share a region."""
    s = scene(hero_exp=["ALT_DUSTER_B_OR_88_R1"])
    assert s.state.has_keyword(s.named("Galatea"), "defender")
    s.to_night_end()
    assert s.p(0).distance("hero") == 1
    s = scene(hero_exp=["ALT_DUSTER_B_OR_88_R1"])
    _apart(s)
    s.to_night_end()
    assert s.p(0).distance("hero") == 0
    assert s.logged("has a Defender and cannot move forward")


VALEMON = ("ALT_ALIZE_B_OR_39_C", "ALT_ALIZE_B_OR_39_R1", "ALT_ALIZE_B_OR_39_R2")


@covers(*VALEMON)
def test_valemon_is_defender_below_eight_orbs() -> None:
    """Valemon: unless you have eight or more Mana Orbs (every card in the Mana zone,
    3.2.9.c), I am Defender — with seven it holds its Expedition back at Dusk (7.4.2), with
    eight it moves forward.  The rares: with ten or more, I am Gigantic (7.4.4)."""
    for ref in VALEMON:
        s = scene(hero_exp=[ref], mana=7)
        v = s.named("Valemon")
        assert s.state.has_keyword(v, "defender"), ref
        s.to_night_end()
        assert s.p(0).distance("hero") == 0, ref
        s = scene(hero_exp=[ref], mana=8)
        assert not s.state.has_keyword(s.named("Valemon"), "defender"), ref
        assert not s.state.has_keyword(s.named("Valemon"), "gigantic"), ref
        s.to_night_end()
        assert s.p(0).distance("hero") == 1, ref
    for ref in VALEMON[1:]:
        s = scene(hero_exp=[ref], mana=10)
        assert s.state.has_keyword(s.named("Valemon"), "gigantic"), ref


@covers("ALT_DUSTER_B_OR_96_R1", "ALT_DUSTER_B_OR_96_R2")
def test_talos_is_defender_unless_two_landmarks() -> None:
    """Talos (rares): Gigantic; I'm Defender unless there are two or more cards in your
    Landmarks (7.4.2)."""
    for ref in ("ALT_DUSTER_B_OR_96_R1", "ALT_DUSTER_B_OR_96_R2"):
        for n, defender in ((1, True), (2, False)):
            s = scene(hero_exp=[ref], landmarks=[MANASEED] * n)
            t = s.named("Talos")
            assert s.state.has_keyword(t, "gigantic"), ref
            assert s.state.has_keyword(t, "defender") is defender, (ref, n)
            assert t.zone is Zone.EXPEDITION


# ------------------------------------------------------------------ modal Spells (6.5.g)
SIGNET_C = "ALT_CYCLONE_B_OR_78_C"
SIGNET_R = ("ALT_CYCLONE_B_OR_78_R1", "ALT_CYCLONE_B_OR_78_R2")
AMELIA = "ALT_CORE_B_AX_11_C"  # a vanilla Character


@covers(SIGNET_C)
def test_ordis_signet_one_mode_strips_boosts_in_reserve() -> None:
    """Ordis Signet: choose one (chosen as it is declared, 5.1.2.c) — here "Target Character
    in Expedition or in Reserve loses all its boosts": a card in Reserve may hold boosts
    (2.5.a), and losing them all leaves it not Boosted (2.4.4.b)."""
    s = scene(hand=[SIGNET_C], opp_reserve=[AMELIA])
    amelia = s.named("Amelia Earhart")
    amelia.counters["boost"] = 2  # set-up: a boosted card in their Reserve
    s.play(s.named("Ordis Signet"), None)
    assert s.d.kind == "mode" and not s.d.multi
    s.answer("m:1")
    s.settle()
    assert "boost" not in amelia.counters
    assert s.logged("Amelia Earhart loses its 2 boosts")


@covers(*SIGNET_R)
def test_ordis_signet_rare_resolves_two_modes_in_the_chosen_order() -> None:
    """Ordis Signet (rares): choose two — two different modes, picked one after the other and
    resolved in the order the player chose them (6.5.g); a mode already picked is not
    offered again.  Here each Character in target Expedition gains 1 boost, then target
    Character gains Asleep."""
    for ref in SIGNET_R:
        s = scene(hand=[ref], hero_exp=[AMELIA])
        s.play(s.named("Ordis Signet"), None)
        assert s.d.kind == "mode" and "back" in [o.id for o in s.d.options]
        assert "done" not in [o.id for o in s.d.options]  # two must be chosen
        s.answer("m:2")
        ids = [o.id for o in s.d.options]
        assert s.d.kind == "mode" and ids == ["m:0", "m:1"], ids  # each mode once (6.5.g)
        s.answer("m:0")
        s.settle()
        s.pick_label("Me's hero")  # the Expedition of "each Character in target Expedition"
        s.settle()
        amelia = s.named("Amelia Earhart")  # the only Character: chosen by itself (6.1.g)
        assert amelia.counters.get("boost") == 1 and amelia.statuses, ref
        texts = [e.text for e in s.g.log]
        boost = next(i for i, t in enumerate(texts) if "Amelia Earhart gains 1 boost" in t)
        asleep = next(i for i, t in enumerate(texts) if "Amelia Earhart gains Asleep" in t)
        assert boost < asleep, ref


FIELD = ("ALT_ALIZE_B_OR_43_C", "ALT_ALIZE_B_OR_43_R1", "ALT_ALIZE_B_OR_43_R2")


@covers(*FIELD)
def test_field_reinforcements_both_modes_only_when_behind_or_tied() -> None:
    """Field Reinforcements: choose one; if each of your Expeditions is behind or tied
    (7.5.2), you may choose both — draw a card, and create an Ordis Recruit in target
    Expedition.  With one Expedition ahead, only one mode may be chosen."""
    for ref in FIELD:
        s = scene(hand=[ref])
        hand = len(s.p(0).hand)
        s.play(s.named("Field Reinforcements"), None)
        assert s.d.kind == "mode", ref
        s.answer("m:1")
        assert s.d.kind == "mode" and "done" in [o.id for o in s.d.options], ref
        s.answer("m:0")
        s.settle()
        s.pick_label("Me's companion")
        s.settle()
        assert len(s.tokens("Ordis Recruit", 0, "companion")) == 1, ref
        assert len(s.p(0).hand) == hand, ref  # one played, one drawn
        s = scene(hand=[ref])
        s.state.players[0].position["hero"] += 1  # my Hero Expedition ahead
        s.play(s.named("Field Reinforcements"), None)
        assert s.d.kind == "mode", ref
        s.answer("m:0")  # one only: no second mode is offered
        s.settle()
        assert s.d.kind != "mode", ref
        assert len(s.p(0).hand) == hand, ref


# ------------------------------------------------------------------ boosts
LIAISON = ("ALT_ALIZE_B_OR_41_C", "ALT_ALIZE_B_OR_41_R2")


@covers(*LIAISON, "ALT_ALIZE_B_OR_41_R1")
def test_ordis_liaison_boosts_each_other_character() -> None:
    """Ordis Liaison: [J] each other Character you control gains 1 boost — not me, not the
    opponent's; (R1) each Character in target Expedition gains 1 boost (me too if it is
    mine)."""
    for ref in LIAISON:
        s = scene(hand=[ref], companion_exp=[AMELIA], opp_hero_exp=[AMELIA])
        s.play(s.named("Ordis Liaison"))
        s.settle()
        assert s.named("Amelia Earhart", who=0).counters.get("boost") == 1, ref
        assert not s.named("Amelia Earhart", who=1).counters.get("boost"), ref
        assert not s.named("Ordis Liaison").counters.get("boost"), ref
    s = scene(hand=["ALT_ALIZE_B_OR_41_R1"], hero_exp=[AMELIA], companion_exp=[AMELIA])
    s.play(s.named("Ordis Liaison"), exp="hero")
    s.settle()
    s.pick_label("Me's hero")
    s.settle()
    assert s.named("Ordis Liaison").counters.get("boost") == 1
    boosts = sorted(c.counters.get("boost", 0) for c in s.state.expedition_zone
                    if c.name == "Amelia Earhart")
    assert boosts == [0, 1]


# ------------------------------------------------------------------ spending my boosts
def _from_reserve_boosted(ref: str, name: str, **kw):
    """A scene where `ref` sits in my Reserve with one boost, earned by its Support ability
    "When another Character joins your Expeditions — I gain 1 boost" (2.2.11.i): I play a
    Character from my hand first."""
    s = scene(reserve=[ref], hand=[AMELIA], **kw)
    s.play(s.named("Amelia Earhart", Zone.HAND))
    s.settle()
    card = s.named(name)
    assert card.zone is Zone.RESERVE and card.counters.get("boost") == 1, ref
    s.opp_pass()
    return s, card


ACCOUNTANT = ("ALT_BISE_B_OR_50_C", "ALT_BISE_B_OR_50_R1", "ALT_BISE_B_OR_50_R2")


@covers(*ACCOUNTANT)
def test_ordis_accountant_spends_a_boost_to_put_a_target_to_sleep() -> None:
    """Ordis Accountant: [R] you may spend 1 of my boosts (counters, spent from me, 7.3.27)
    to have target Character gain Asleep; the rares: you may give it 2 boosts — "it" is that
    target.  Support (C, R1): when another Character joins your Expeditions, I gain 1 boost,
    up to 2; (R2) at Noon."""
    for ref in ACCOUNTANT[:2]:
        s, acc = _from_reserve_boosted(ref, "Ordis Accountant", opp_hero_exp=[AMELIA])
        s.play(acc)
        s.settle()
        s.yes()
        target = s.named("Amelia Earhart", who=1)
        s.pick(target)
        s.settle()
        assert target.statuses and not acc.counters.get("boost"), ref
        if ref != ACCOUNTANT[0]:
            s.yes()
            s.settle()
            assert target.counters.get("boost") == 2, ref
        assert s.logged("Ordis Accountant spends 1 Boost counter")
    s = scene(reserve=[ACCOUNTANT[2]])
    acc = s.named("Ordis Accountant")
    assert acc.counters.get("boost") == 1  # At Noon (the scene starts at day 1's Noon)
    s.play(acc)
    s.settle()
    s.no()  # no boost spent: nothing else happens
    s.settle()
    assert acc.counters.get("boost") == 1 and s.d.kind == "turn"


CRIER = ("ALT_BISE_B_OR_49_R1", "ALT_BISE_B_OR_49_R2")


@covers(*CRIER)
def test_ordis_crier_spends_a_boost_to_ready_two_mana_orbs() -> None:
    """Ordis Crier (rares): [R] you may spend 1 of my boosts to ready two Mana Orbs (7.3.18,
    done twice); without a boost the cost can't be paid and nothing is asked (6.4)."""
    s, crier = _from_reserve_boosted(CRIER[0], "Ordis Crier")
    before = s.ready_mana()
    s.play(crier)
    s.settle()
    s.yes()
    s.settle()
    assert s.ready_mana() == before - 3 + 2  # Reserve Cost 3, then two readied
    s = scene(reserve=[CRIER[1]], hand=["ALT_CORE_B_AX_20_C"])
    crier = s.named("Ordis Crier")
    crier.counters["boost"] = 1  # set-up (its R2 Support counts Spells played)
    before = s.ready_mana()
    s.play(crier)
    s.settle()
    s.yes()
    s.settle()
    assert s.ready_mana() == before - 3 + 2
    s = scene(reserve=[CRIER[1]])
    s.play(s.named("Ordis Crier"))
    s.settle()
    assert s.d.kind == "turn" and s.logged("cannot pay spend 1 of my boosts")


DISPATCHER = ("ALT_BISE_B_OR_53_C", "ALT_BISE_B_OR_53_R1", "ALT_BISE_B_OR_53_R2")


@covers(*DISPATCHER)
def test_ordis_dispatcher_sends_recruits_to_the_other_expedition() -> None:
    """Ordis Dispatcher: [R] you may spend 1 of my boosts to create one (rares: two) Ordis
    Recruit Soldier tokens in your other Expedition — the one I am not in (7.3.4)."""
    for ref, n in zip(DISPATCHER, (1, 2, 2), strict=True):
        s = scene(reserve=[ref])
        d = s.named("Ordis Dispatcher")
        d.counters["boost"] = 1  # set-up
        s.play(d, exp="hero")
        s.settle()
        s.yes()
        s.settle()
        assert len(s.tokens("Ordis Recruit", 0, "companion")) == n, ref
        assert not s.tokens("Ordis Recruit", 0, "hero"), ref


# ------------------------------------------------------------------ Asleep, Reserve, Noon
TINY_JAIL = ("ALT_ALIZE_B_OR_42_C", "ALT_ALIZE_B_OR_42_R1", "ALT_ALIZE_B_OR_42_R2")


@covers(*TINY_JAIL)
def test_tiny_jail_sends_only_characters_with_no_statistic_over_three() -> None:
    """Tiny Jail: send to Reserve target Character with no statistic over 3 — its
    statistics with its boosts (2.5.1.b): a boost can put it out of reach."""
    for ref in TINY_JAIL:
        s = scene(hand=[ref], opp_hero_exp=[AMELIA])
        amelia = s.named("Amelia Earhart")
        s.play(s.named("Tiny Jail"), None)
        s.settle()
        assert amelia.zone is Zone.RESERVE, ref
        s = scene(hand=[ref], opp_hero_exp=[AMELIA])
        st = s.state.stats(s.named("Amelia Earhart"))
        s.named("Amelia Earhart").counters["boost"] = 4 - max(st.forest, st.mountain, st.water)
        s.play(s.named("Tiny Jail"), None)
        s.settle()
        assert s.named("Amelia Earhart").zone is Zone.EXPEDITION, ref
        assert s.logged("no legal target")


RALLYING = ("ALT_ALIZE_B_OR_44_C", "ALT_ALIZE_B_OR_44_R1", "ALT_ALIZE_B_OR_44_R2")


@covers(*RALLYING)
def test_rallying_call_wakes_its_target() -> None:
    """Rallying Call: target Character gains 1 boost; if it is Asleep, it loses Asleep
    (rares: it gains Anchored and loses Asleep).  "It" is the target (6.5.b); awake, only
    the boost."""
    from engine.model import Status

    for ref in RALLYING:
        s = scene(hand=[ref], hero_exp=[AMELIA])
        amelia = s.named("Amelia Earhart")
        amelia.statuses.add(Status.ASLEEP)  # set-up
        s.play(s.named("Rallying Call"), None)
        s.settle()
        assert amelia.counters.get("boost") == 1 and Status.ASLEEP not in amelia.statuses, ref
        assert (Status.ANCHORED in amelia.statuses) is (ref != RALLYING[0]), ref
        s = scene(hand=[ref], hero_exp=[AMELIA])
        s.play(s.named("Rallying Call"), None)
        s.settle()
        amelia = s.named("Amelia Earhart")
        assert amelia.counters.get("boost") == 1 and not amelia.statuses, ref


SCROOGE = ("ALT_ALIZE_B_OR_37_C", "ALT_ALIZE_B_OR_37_R1", "ALT_ALIZE_B_OR_37_R2")


@covers(*SCROOGE)
def test_ebenezer_scrooge_support_and_reserve_costs() -> None:
    """Ebenezer Scrooge: Support [D]: target Character you control with Hand Cost 4 or less
    gains Asleep.  R1: Cards played from Reserve cost 1 more — anyone's (5.1.2.e); R2: 1
    less, with a minimum cost of 1."""
    from engine.model import Status

    s = scene(reserve=[SCROOGE[0]], hero_exp=[AMELIA])
    s.quick(s.named("Ebenezer Scrooge"))
    s.settle()
    assert Status.ASLEEP in s.named("Amelia Earhart").statuses
    assert s.named("Ebenezer Scrooge").zone is Zone.DISCARD
    s = scene(hero_exp=[SCROOGE[1]], reserve=[AMELIA], opp_reserve=[AMELIA])
    amelia = s.named("Amelia Earhart", who=0)
    assert amelia.cdef.reserve_cost == 1
    before = s.ready_mana()
    s.play(amelia)
    s.settle()
    assert before - s.ready_mana() == 2
    theirs = s.named("Amelia Earhart", who=1)
    before = s.ready_mana(1)
    s.answer(f"play:{theirs.oid}:hero")  # theirs too
    s.settle()
    assert before - s.ready_mana(1) == 2
    s = scene(hero_exp=[SCROOGE[2]], reserve=["ALT_BISE_B_OR_49_R1"])
    before = s.ready_mana()
    s.play(s.named("Ordis Crier"))  # Reserve Cost 3
    assert before - s.ready_mana() == 2
    s = scene(hero_exp=[SCROOGE[2]], reserve=[AMELIA])  # Reserve Cost 1
    before = s.ready_mana()
    s.play(s.named("Amelia Earhart"))
    assert before - s.ready_mana() == 1  # not below the minimum of 1


WARDEN = ("ALT_CYCLONE_B_OR_68_C", "ALT_CYCLONE_B_OR_68_R1", "ALT_CYCLONE_B_OR_68_R2")


@covers(*WARDEN)
def test_ordis_warden_sleeps_and_has_a_player_put_a_card_in_reserve_at_noon() -> None:
    """Ordis Warden: [H] I gain Asleep (rares: you may have me gain Asleep); At Noon —
    target player puts a card from their hand in Reserve (7.3.21): the player is the target
    (6.5.b) and that player chooses the card, from a hand the others don't see."""
    from engine.model import Status

    for ref in WARDEN:
        s = scene(hand=[ref])
        s.play(s.named("Ordis Warden", Zone.HAND))
        s.settle()
        if ref != WARDEN[0]:
            s.yes()
            s.settle()
        warden = s.named("Ordis Warden")
        assert Status.ASLEEP in warden.statuses, ref
    s = scene(hero_exp=[WARDEN[0]])
    s.until(lambda s: s.d.kind == "target_player")
    s.pick_label("Opp")
    assert s.d.kind == "choose_card" and s.d.player == 1
    hand = len(s.p(1).hand)
    reserve = len(s.p(1).reserve)
    s.answer(s.d.options[0].id)
    assert len(s.p(1).hand) == hand - 1 and len(s.p(1).reserve) == reserve + 1


@covers("ALT_ALIZE_P_OR_48_R2")
def test_kuraokami_rare_has_the_opponent_fill_their_reserve_then_exhausts_all() -> None:
    """Kuraokami Unbound (R2): [H] target opponent puts a card from their hand in Reserve.
    Then, exhaust all cards in Reserve (7.3.10) — that card too."""
    s = scene(hand=["ALT_ALIZE_P_OR_48_R2"], reserve=[AMELIA], mana=8)
    s.play(s.named("Kuraokami Unbound"))
    s.settle()
    assert s.d.kind == "choose_card" and s.d.player == 1
    s.answer(s.d.options[0].id)
    s.settle()
    (theirs,) = s.p(1).reserve
    assert theirs.exhausted and s.named("Amelia Earhart").exhausted


SIMURGH = ("ALT_BISE_B_OR_58_C", "ALT_BISE_B_OR_58_R2")


@covers(*SIMURGH)
def test_simurgh_draws_with_fewer_cards_in_reserve() -> None:
    """Simurgh: Gigantic; [J] if you have less cards in Reserve than target opponent, draw a
    card (equal is not less)."""
    for ref in SIMURGH:
        for opp_reserve, draws in (([AMELIA], 1), ([], 0)):
            s = scene(hand=[ref], opp_reserve=opp_reserve, mana=8)
            hand = len(s.p(0).hand)
            s.play(s.named("Simurgh"))
            s.settle()
            assert len(s.p(0).hand) == hand - 1 + draws, (ref, draws)
            assert s.state.has_keyword(s.named("Simurgh"), "gigantic")


MESEKTET = ("ALT_BISE_B_OR_62_C", "ALT_BISE_B_OR_62_R1")


@covers(*MESEKTET, "ALT_BISE_B_OR_62_R2")
def test_mesektet_creates_tokens_where_you_are_behind_or_tied() -> None:
    """Mesektet: At Noon — create an Ordis Recruit (R2: a Brassbug) in each of your
    Expeditions that's behind or tied (7.5.2): not in one that is ahead.  R1 also on [J]."""
    for ref, token in (("ALT_BISE_B_OR_62_C", "Ordis Recruit"),
                       ("ALT_BISE_B_OR_62_R2", "Brassbug")):
        s = scene(hand=[ref])
        s.play(s.named("Mesektet"), None)
        s.settle()
        assert not s.tokens(token, 0), ref
        _opp_ahead(s)  # my Hero Expedition behind
        s.state.players[0].position["companion"] -= 1  # my Companion Expedition ahead
        s.next_day()
        assert len(s.tokens(token, 0, "hero")) == 1, ref
        assert not s.tokens(token, 0, "companion"), ref
    s = scene(hand=[MESEKTET[1]])
    s.state.players[0].position["companion"] -= 1
    s.play(s.named("Mesektet"), None)
    s.settle()
    assert len(s.tokens("Ordis Recruit", 0, "hero")) == 1  # [J]: tied counts
    assert not s.tokens("Ordis Recruit", 0, "companion")


CLERK = ("ALT_BISE_B_OR_51_C", "ALT_BISE_B_OR_51_R1")


@covers(*CLERK, "ALT_BISE_B_OR_51_R2")
def test_staff_clerk_recruits_when_a_card_is_played_from_reserve() -> None:
    """Staff Clerk: when an opponent plays a card from Reserve — create an Ordis Recruit in
    my Expedition (R1: target Expedition); R2: when you play another card from Reserve.
    Played from the hand, nothing."""
    for ref in CLERK:
        s = scene(hero_exp=[ref], opp_reserve=[AMELIA], opp_hand=[AMELIA], first=False)
        hand_amelia = s.named("Amelia Earhart", Zone.HAND)
        s.answer(f"play:{hand_amelia.oid}:hero")
        s.settle()
        assert not s.tokens("Ordis Recruit", 0), ref
        s.to_my_turn()
        s.answer("pass")
        s.settle()
        s.until(lambda s: s.d.kind == "turn" and s.d.player == 1)
        res = s.named("Amelia Earhart", Zone.RESERVE)
        s.answer(f"play:{res.oid}:hero")
        s.settle()
        if ref == CLERK[1]:
            s.pick_label("Me's companion")
            s.settle()
        assert len(s.tokens("Ordis Recruit", 0)) == 1, ref
    s = scene(hero_exp=["ALT_BISE_B_OR_51_R2"], reserve=[AMELIA])
    s.play(s.named("Amelia Earhart"))
    s.settle()
    assert len(s.tokens("Ordis Recruit", 0, "hero")) == 1


# ------------------------------------------------------------------ Landmarks (Duster)
LECTERN = ("ALT_DUSTER_B_OR_100_C", "ALT_DUSTER_B_OR_100_R1", "ALT_DUSTER_B_OR_100_R2")


@covers(*LECTERN)
def test_the_lectern_leaves_a_recruit_in_a_hero_expedition_when_sacrificed() -> None:
    """The Lectern: when I'm sacrificed — create an Ordis Recruit in a Hero Expedition
    (either player's: a choice, not a target); excess Landmarks are sacrificed at the end of
    the Day (reminder text).  [J] (C) Resupply; (rares) if there's another card in your
    Landmarks, draw a card, otherwise Resupply."""
    for ref in LECTERN:
        s = scene(landmarks=[ref, MANASEED, MANASEED])
        s.until(lambda s: s.d.kind == "cleanup")
        s.answer([o.id for o in s.d.options if o.label == "Manaseed"])
        s.settle()
        assert s.d.kind == "expedition", ref
        s.pick_label("Opp's hero")
        s.settle()
        assert len(s.tokens("Ordis Recruit", 1, "hero")) == 1, ref
        assert s.named("The Lectern").zone is Zone.DISCARD
    for ref, landmarks, drew in ((LECTERN[0], [MANASEED], False), (LECTERN[1], [MANASEED], True),
                                 (LECTERN[2], [], False)):
        s = scene(hand=[ref], landmarks=landmarks, deck_top=[AMELIA])
        hand = len(s.p(0).hand)
        s.play(s.named("The Lectern"), None)
        s.settle()
        assert (len(s.p(0).hand) == hand) is drew, ref  # one played, one drawn
        assert bool(s.p(0).reserve) is not drew, ref  # Resupply: the top card to Reserve


@covers("ALT_DUSTER_B_OR_101_C")
def test_the_reunion_chooses_up_to_the_number_of_cards_in_your_landmarks() -> None:
    """The Reunion: [T]: choose up to the number of cards in your Landmarks (6.5.g, each
    mode once, in the chosen order) — a Recruit in a Companion Expedition, a Recruit in a
    Hero Expedition, up to two target Characters gain 1 boost.  Two cards (itself and a
    Manaseed): two modes at most."""
    s = scene(landmarks=["ALT_DUSTER_B_OR_101_C", MANASEED], hero_exp=[AMELIA])
    s.quick(s.named("The Reunion"))
    assert s.d.kind == "mode" and "done" in [o.id for o in s.d.options]  # none is allowed
    s.answer("m:2")
    s.answer("m:0")  # two picked: no third is asked
    s.settle()
    s.pick(s.named("Amelia Earhart"))
    s.settle()
    s.pick_label("Me's companion")
    s.settle()
    assert s.named("Amelia Earhart").counters.get("boost") == 1
    assert len(s.tokens("Ordis Recruit", 0, "companion")) == 1
    assert not s.tokens("Ordis Recruit", 0, "hero") and s.named("The Reunion").exhausted


# ------------------------------------------------------------------ Ascended (Cyclone)
GARGOYLE = "ALT_CYCLONE_B_OR_71_C"  # [H] Target Expedition Ascends; Hand Cost 2


def _ascend(s, *exps: str) -> None:
    """Play a Gargoyle per Expedition to Ascend it (the opponent has passed)."""
    for e in exps:
        g = next(c for c in s.p(0).hand if c.cdef.ref == GARGOYLE)
        s.play(g, "hero")
        s.settle()
        s.answer(f"e:0:{e}")
        s.settle()
        if s.d.player == 1:
            s.opp_pass()


def _paid(s, card, exp: str | None = "hero") -> int:
    before = s.ready_mana()
    s.play(card, exp)
    return before - s.ready_mana()


SAGITTA = ("ALT_CYCLONE_B_OR_74_C", "ALT_CYCLONE_B_OR_74_R1", "ALT_CYCLONE_B_OR_74_R2")
CLEAR_SKY = ("ALT_CYCLONE_B_OR_77_C", "ALT_CYCLONE_B_OR_77_R1", "ALT_CYCLONE_B_OR_77_R2")


@covers(*SAGITTA)
def test_sagitta_costs_less_with_ascended_expeditions() -> None:
    """Sagitta, Soaring Leviathan (Gigantic, Hand Cost 6): I cost 1 less for each of your
    Ascended Expeditions (R1: 2 less if one or more is Ascended; R2: 2 less if there's a
    Spell with Reserve Cost 4 or more in your Reserve) — a cost decrease (5.1.2.e)."""
    for ascended, cost in (((), 6), (("hero",), 5), (("hero", "companion"), 4)):
        s = scene(hand=[SAGITTA[0], GARGOYLE, GARGOYLE], mana=12)
        _ascend(s, *ascended)
        assert _paid(s, s.named("Sagitta, Soaring Leviathan")) == cost, ascended
    for ascended, cost in (((), 6), (("companion",), 4)):
        s = scene(hand=[SAGITTA[1], GARGOYLE], mana=12)
        _ascend(s, *ascended)
        assert _paid(s, s.named("Sagitta, Soaring Leviathan")) == cost, ascended
    for spell, cost in ((CLEAR_SKY[0], 4), (HOOKED, 6)):  # Reserve Costs 4 and 2
        s = scene(hand=[SAGITTA[2]], reserve=[spell], mana=12)
        assert _paid(s, s.named("Sagitta, Soaring Leviathan")) == cost, spell


@covers(*CLEAR_SKY)
def test_out_of_a_clear_sky_costs_less_with_ascended_expeditions() -> None:
    """Out of a Clear Sky (Fleeting, Hand Cost 4): send target Character to Reserve; I cost
    1 less if at least one of your Expeditions is Ascended (R1: 1 less for each; R2: 2
    less if at least one)."""
    for ref, costs in zip(CLEAR_SKY, ((4, 3, 3), (4, 3, 2), (4, 2, 2)), strict=True):
        for ascended, cost in zip(((), ("hero",), ("hero", "companion")), costs, strict=True):
            s = scene(hand=[ref, GARGOYLE, GARGOYLE], opp_hero_exp=[AMELIA], mana=12)
            _ascend(s, *ascended)
            assert _paid(s, s.named("Out of a Clear Sky"), None) == cost, (ref, ascended)
            s.settle()
            if s.d.kind == "target":
                s.pick(s.named("Amelia Earhart"))
                s.settle()
            assert s.named("Amelia Earhart").zone is Zone.RESERVE, ref


INSPECTOR = ("ALT_BISE_B_OR_55_C", "ALT_BISE_B_OR_55_R2")
NOON_ACCOUNTANT = "ALT_BISE_B_OR_50_R2"  # Support: At Noon — I gain 1 boost, up to a max of 2


@covers(*INSPECTOR, "ALT_BISE_B_OR_55_R1")
def test_health_inspector_stops_counters() -> None:
    """Health Inspector: cards in your opponent's Reserve can't gain counters — boosts are
    counters (2.4.4); a "can't" wins (1.4.1); my own Reserve is not affected.  R1: cards in
    play or in Reserve with counters can't gain counters (a card without any still can)."""
    for ref in INSPECTOR:
        s = scene(hero_exp=[ref], reserve=[NOON_ACCOUNTANT], opp_reserve=[NOON_ACCOUNTANT])
        assert s.named("Ordis Accountant", who=0).counters.get("boost") == 1, ref
        assert not s.named("Ordis Accountant", who=1).counters.get("boost"), ref
        assert s.logged("Ordis Accountant can't gain counters (Health Inspector)")
    s = scene(hero_exp=["ALT_BISE_B_OR_55_R1", AMELIA], companion_exp=[AMELIA],
              hand=[LIAISON[0]])
    boosted = s.exp(0, "hero")[1]
    boosted.counters["boost"] = 1  # set-up: one Amelia already has a boost
    s.play(s.named("Ordis Liaison"), "hero")  # [J] each other Character you control: +1
    s.settle()
    assert boosted.counters.get("boost") == 1
    assert s.exp(0, "companion")[0].counters.get("boost") == 1
    assert s.named("Health Inspector").counters.get("boost") == 1
    assert s.logged("Amelia Earhart can't gain counters (Health Inspector)")


CONSCRIPTION = ("ALT_BISE_B_OR_60_C", "ALT_BISE_B_OR_60_R1", "ALT_BISE_B_OR_60_R2")


@covers(*CONSCRIPTION)
def test_conscription_creates_as_many_recruits_as_cards_in_a_reserve() -> None:
    """Conscription: target an Expedition; create X Ordis Recruits in it, where X is the
    number of cards in target player's Reserve — both targets chosen as it resolves
    (6.5.b), X counted once (6.5.i)."""
    for ref in CONSCRIPTION:
        s = scene(hand=[ref], opp_reserve=[AMELIA, AMELIA], reserve=[AMELIA])
        s.play(s.named("Conscription"), None)
        s.settle()
        s.pick_label("Me's companion")
        s.pick_label("Opp")
        s.settle()
        assert len(s.tokens("Ordis Recruit", 0, "companion")) == 2, ref
        assert s.logged("counts 2 cards in Opp's Reserve")


@covers("ALT_DUSTER_B_OR_102_R1", "ALT_DUSTER_B_OR_102_R2")
def test_the_consulate_recruits_per_landmark_up_to_three() -> None:
    """The Consulate (rares): [T]: target an Expedition, then create one Ordis Recruit in
    it per card in your Landmarks, up to three per activation ([J] Resupply)."""
    for ref in ("ALT_DUSTER_B_OR_102_R1", "ALT_DUSTER_B_OR_102_R2"):
        for seeds, made in ((1, 2), (3, 3)):
            s = scene(landmarks=[ref] + [MANASEED] * seeds)
            s.quick(s.named("The Consulate"))
            s.settle()
            s.pick_label("Opp's hero")
            s.settle()
            assert len(s.tokens("Ordis Recruit", 1, "hero")) == made, (ref, seeds)
        s = scene(hand=[ref], deck_top=[AMELIA])
        s.play(s.named("The Consulate"), None)
        s.settle()
        assert [c.name for c in s.p(0).reserve] == ["Amelia Earhart"], ref


# ------------------------------------------------------------------ Asleep and boosts (Alize, Bise)
FIORE = ("ALT_BISE_B_OR_56_C", "ALT_BISE_B_OR_56_R1", "ALT_BISE_B_OR_56_R2")


@covers(*FIORE)
def test_fiore_dei_liberi_takes_the_others_boosts_and_stays_while_boosted() -> None:
    """Fiore dei Liberi: [J] I gain 1 boost per other Character in my Expedition, then send
    them all to Reserve; At Night — I lose 1 boost; if I'm Boosted, I'm Eternal (7.4.3: at
    Rest I don't go to Reserve) — so with 2 boosts I lose one at Night and stay."""
    for ref in FIORE:
        s = scene(hand=[ref], hero_exp=[AMELIA, AMELIA], companion_exp=[AMELIA], mana=8)
        s.play(s.named("Fiore dei Liberi"), "hero")
        s.settle()
        fiore = s.named("Fiore dei Liberi")
        assert fiore.counters.get("boost") == 2, ref
        assert [c.name for c in s.exp(0, "hero")] == ["Fiore dei Liberi"], ref
        assert len(s.exp(0, "companion")) == 1 and len(s.p(0).reserve) == 2, ref
        assert s.state.has_keyword(fiore, "eternal"), ref
        s.to_night_end()
        assert fiore.zone is Zone.EXPEDITION and fiore.counters.get("boost") == 1, ref
        assert s.logged("Fiore dei Liberi loses 1 boost")


HYPOTHERMIA = ("ALT_ALIZE_B_OR_40_C", "ALT_ALIZE_B_OR_40_R1", "ALT_ALIZE_B_OR_40_R2")
TROOPER = "ALT_CORE_B_OR_05_C"  # a vanilla 1/1/1


@covers(*HYPOTHERMIA)
def test_hypothermia_each_player_puts_one_of_theirs_to_sleep() -> None:
    """Hypothermia: each player chooses a Character they control (reminder: "You choose
    first."); it gains Asleep.  Each player chooses their own, in that order."""
    from engine.model import Status

    for ref in HYPOTHERMIA:
        s = scene(hand=[ref], hero_exp=[AMELIA, TROOPER], opp_hero_exp=[AMELIA, TROOPER])
        s.play(s.named("Hypothermia"), None)
        s.settle()
        assert s.d.kind == "choose_card" and s.d.player == 0, ref
        s.pick(s.named("Ordis Trooper", who=0))
        assert s.d.kind == "choose_card" and s.d.player == 1, ref
        s.pick(s.named("Amelia Earhart", who=1))
        s.settle()
        asleep = {(c.owner, c.name) for c in s.state.expedition_zone if Status.ASLEEP in c.statuses}
        assert asleep == {(0, "Ordis Trooper"), (1, "Amelia Earhart")}, ref


NIGHTWARDEN_R = ("ALT_ALIZE_B_OR_36_R1", "ALT_ALIZE_B_OR_36_R2")


@covers("ALT_ALIZE_B_OR_36_C", *NIGHTWARDEN_R)
def test_ordis_nightwarden_reacts_to_asleep() -> None:
    """Ordis Nightwarden: when I gain Asleep — I gain 1 boost.  Rares: if I would gain
    Asleep, I gain Anchored instead (a replacing modifier, 6.2)."""
    from engine.model import Status

    s = scene(hand=[HYPOTHERMIA[0]], hero_exp=["ALT_ALIZE_B_OR_36_C"])
    s.play(s.named("Hypothermia"), None)
    s.settle()
    nw = s.named("Ordis Nightwarden")
    assert Status.ASLEEP in nw.statuses and nw.counters.get("boost") == 1
    for ref in NIGHTWARDEN_R:
        s = scene(hand=[HYPOTHERMIA[0]], hero_exp=[ref])
        s.play(s.named("Hypothermia"), None)
        s.settle()
        nw = s.named("Ordis Nightwarden")
        assert nw.statuses == {Status.ANCHORED}, ref
        assert s.logged("Ordis Nightwarden would gain Asleep: it gains Anchored instead")


@covers("ALT_CYCLONE_B_OR_76_R1")
def test_nike_rare_is_eternal_while_her_expedition_is_ascended() -> None:
    """Nike (R1): if my Expedition is Ascended (until Rest), I am Eternal (7.4.3)."""
    s = scene(hero_exp=["ALT_CYCLONE_B_OR_76_R1"], hand=[GARGOYLE])
    nike = s.named("Nike")
    assert not s.state.has_keyword(nike, "eternal")
    s.play(s.named("Gargoyle"), "companion")
    s.settle()
    s.answer("e:0:hero")
    s.settle()
    assert s.state.has_keyword(nike, "eternal")


@covers("ALT_BISE_B_OR_63_C")
def test_the_town_square_gathers_morale_and_boosts_an_expedition() -> None:
    """The Town Square: At Dusk — I gain 1 Morale counter per Character you control;
    [T], spend 6 of my Morale counters: Characters in target Expedition gain 1 boost (all of
    them, that Expedition being the target, 6.5.b)."""
    s = scene(landmarks=["ALT_BISE_B_OR_63_C"], hero_exp=[AMELIA, AMELIA],
              companion_exp=[AMELIA])
    square = s.named("The Town Square")
    s.to_night_end()
    assert square.counters.get("morale") == 3
    s = scene(landmarks=["ALT_BISE_B_OR_63_C"], hero_exp=[AMELIA, AMELIA],
              companion_exp=[AMELIA], hand=[TROOPER])
    square = s.named("The Town Square")
    square.counters["morale"] = 6  # set-up; my next turn offers the quick action
    s.play(s.named("Ordis Trooper"), "companion")
    s.opp_pass()
    s.quick(square)
    s.settle()
    s.pick_label("Me's hero")
    s.settle()
    assert [c.counters.get("boost") for c in s.exp(0, "hero")] == [1, 1]
    assert not s.exp(0, "companion")[0].counters.get("boost")
    assert not square.counters.get("morale") and square.exhausted


# ------------------------------------------------------------------ paying, giving, playing for free
DUCKLING_R = ("ALT_CYCLONE_B_OR_66_R1", "ALT_CYCLONE_B_OR_66_R2")


def _ascended(s) -> set[tuple[int, str]]:
    from engine.effects.passives import Ascended

    return {e.passive.expedition for e in s.state.emblems if isinstance(e.passive, Ascended)}


@covers(*DUCKLING_R)
def test_the_ugly_duckling_rare_may_pay_to_boost_and_ascend() -> None:
    """The Ugly Duckling (rares): [J] you may pay 1; if you do (6.5.f), I gain 1 boost and my
    Expedition Ascends.  Declining: nothing happens."""
    for ref in DUCKLING_R:
        s = scene(hand=[ref])
        s.play(s.named("The Ugly Duckling"), "companion")
        s.settle()
        before = s.ready_mana()
        s.yes()
        s.settle()
        assert s.ready_mana() == before - 1, ref
        assert s.named("The Ugly Duckling").counters.get("boost") == 1, ref
        assert _ascended(s) == {(0, "companion")}, ref
        s = scene(hand=[ref])
        s.play(s.named("The Ugly Duckling"), "companion")
        s.settle()
        s.no()
        s.settle()
        assert not s.named("The Ugly Duckling").counters.get("boost") and not _ascended(s)


@covers("ALT_CYCLONE_P_OR_84_R1")
def test_leviathan_whisperer_rare_discounts_and_boosts_the_next_leviathan() -> None:
    """Leviathan Whisperer (R1): [J] the next Leviathan you play this Afternoon costs 2 less
    and gains 1 boost (an Ongoing effect used up by that card, 5.1.2.e)."""
    s = scene(hand=["ALT_CYCLONE_P_OR_84_R1", SAGITTA[0]], mana=10)
    s.play(s.named("Leviathan Whisperer"), "hero")
    s.settle()
    s.opp_pass()
    assert _paid(s, s.named("Sagitta, Soaring Leviathan")) == 4
    s.settle()
    assert s.named("Sagitta, Soaring Leviathan").counters.get("boost") == 1


KIKIMORA = ("ALT_DUSTER_B_OR_95_C", "ALT_DUSTER_B_OR_95_R1", "ALT_DUSTER_B_OR_95_R2")


@covers(*KIKIMORA)
def test_kikimora_makes_the_next_permanent_cheaper_down_to_one() -> None:
    """Kikimora: Support [D]: pay 1 less for the next Permanent you play this turn, down to a
    minimum of 1 — The Lectern (Hand Cost 2) costs 1, a Mobile Armory (1) still 1.  Rares:
    when you play a Permanent — if I have no boosts, I gain 1 boost."""
    for ref in KIKIMORA:
        s = scene(reserve=[ref], hand=[LECTERN[0]])
        s.quick(s.named("Kikimora"))
        s.settle()
        assert _paid(s, s.named("The Lectern", Zone.HAND), None) == 1, ref
    s = scene(reserve=[KIKIMORA[0]], hand=["ALT_ALIZE_B_OR_45_C"])
    s.quick(s.named("Kikimora"))
    s.settle()
    assert _paid(s, s.named("Mobile Armory"), "hero") == 1
    for ref in KIKIMORA[1:]:
        s = scene(hero_exp=[ref], hand=[LECTERN[0], LECTERN[0]])
        kiki = s.named("Kikimora")
        s.play(s.p(0).hand[-1], None)
        s.settle()
        assert kiki.counters.get("boost") == 1, ref
        s.opp_pass()
        s.play(s.p(0).hand[-1], None)
        s.settle()
        assert kiki.counters.get("boost") == 1, ref  # it had one: no more


TOURIST_R = ("ALT_DUSTER_B_OR_90_R1", "ALT_DUSTER_B_OR_90_R2")


@covers(*TOURIST_R, "ALT_DUSTER_B_OR_97_E")
def test_boosts_per_card_in_your_landmarks() -> None:
    """Ordis Tourist (rares): [J] I gain 1 boost per card in your Landmarks, up to a max of 3
    boosts on me.  Astrape, Reka Hexarch: [J] create three Manaseeds in your Landmarks; then,
    I gain 1 boost per card in your Landmarks (the new ones count)."""
    for ref in TOURIST_R:
        for n, boosts in ((2, 2), (4, 3)):
            s = scene(hand=[ref], landmarks=[MANASEED] * n)
            s.play(s.named("Ordis Tourist"))
            s.settle()
            assert s.named("Ordis Tourist").counters.get("boost") == boosts, (ref, n)
    s = scene(hand=["ALT_DUSTER_B_OR_97_E"], landmarks=[MANASEED])
    s.play(s.named("Astrape, Reka Hexarch"))
    s.settle()
    assert s.named("Astrape, Reka Hexarch").counters.get("boost") == 4


SOAR_R = ("ALT_CYCLONE_B_OR_79_R1", "ALT_CYCLONE_B_OR_79_R2")


@covers(*SOAR_R)
def test_soar_rare_boosts_a_character_in_an_ascended_expedition() -> None:
    """Soar (rares): target Expedition Ascends; you may give 1 boost to target Character in
    an Ascended Expedition — only there (a Character elsewhere is no legal target)."""
    for ref in SOAR_R:
        s = scene(hand=[ref], hero_exp=[AMELIA], companion_exp=[TROOPER])
        s.play(s.named("Soar"), None)
        s.settle()
        s.answer("e:0:hero")
        s.settle()
        s.yes()
        s.settle()
        assert s.named("Amelia Earhart").counters.get("boost") == 1, ref  # the only one
        assert not s.named("Ordis Trooper").counters.get("boost"), ref


ORIGAMIUM = "ALT_CYCLONE_B_OR_82_C"


@covers(ORIGAMIUM, "ALT_CYCLONE_B_OR_82_R1")
def test_the_origamium_boosts_characters_in_ascended_expeditions() -> None:
    """The Origamium: [J] target Expedition Ascends; when you play a Character — if it's in
    an Ascended Expedition, you may exhaust me to give it 1 boost.  R1: [T]: target
    Character in an Ascended Expedition gains 1 boost."""
    s = scene(hand=[ORIGAMIUM, TROOPER, TROOPER])
    s.play(s.named("The Origamium", Zone.HAND), None)
    s.settle()
    s.answer("e:0:hero")
    s.settle()
    s.opp_pass()
    s.play(s.p(0).hand[-1], "companion")  # not Ascended: nothing asked
    s.settle()
    assert s.d.kind == "turn"
    s.play(s.p(0).hand[-1], "hero")
    s.settle()
    s.yes()
    s.settle()
    assert [c.counters.get("boost") for c in s.exp(0, "hero")] == [1]
    assert s.named("The Origamium").exhausted
    s = scene(hand=["ALT_CYCLONE_B_OR_82_R1", TROOPER], hero_exp=[AMELIA])
    s.play(s.named("The Origamium", Zone.HAND), None)
    s.settle()
    s.answer("e:0:hero")
    s.settle()
    s.opp_pass()
    s.quick(s.named("The Origamium"))
    s.settle()
    assert s.named("Amelia Earhart").counters.get("boost") == 1


@covers("ALT_DUSTER_B_OR_91_R1")
def test_adamant_receptionist_rare_boosts_itself_if_no_permanent_is_exhausted() -> None:
    """Adamant Receptionist (R1): [J] you may exhaust a Permanent you control to Sabotage;
    if you don't (declined, or nothing to exhaust), I gain 1 boost (6.5.f)."""
    s = scene(hand=["ALT_DUSTER_B_OR_91_R1"])
    s.play(s.named("Adamant Receptionist"))
    s.settle()
    assert s.named("Adamant Receptionist").counters.get("boost") == 1
    s = scene(hand=["ALT_DUSTER_B_OR_91_R1"], landmarks=[LECTERN[0]], opp_reserve=[AMELIA])
    s.play(s.named("Adamant Receptionist"))
    s.settle()
    s.yes()
    s.settle()
    if s.d.kind == "target":
        s.pick(s.named("Amelia Earhart"))
        s.settle()
    assert s.named("The Lectern").exhausted
    assert s.named("Amelia Earhart").zone is Zone.DISCARD
    assert not s.named("Adamant Receptionist").counters.get("boost")


SKYBOUND = ("ALT_CYCLONE_B_OR_80_C", "ALT_CYCLONE_B_OR_80_R1", "ALT_CYCLONE_B_OR_80_R2")


@covers(*SKYBOUND)
def test_skybound_odyssey_plays_small_characters_for_free() -> None:
    """Skybound Odyssey: draw a card; both of your Expeditions Ascend; immediately play for
    free up to two (R1: three) Characters with Base Cost 3 or less — "Reserve Cost if from
    Reserve, Hand Cost otherwise" (reminder text); their costs are skipped (7.3.20)."""
    for ref in SKYBOUND:
        s = scene(hand=[ref, TROOPER, TROOPER, SAGITTA[0]], reserve=[AMELIA], mana=10)
        s.play(s.named("Skybound Odyssey"), None)
        s.settle()
        assert _ascended(s) == {(0, "hero"), (0, "companion")}, ref
        labels = [o.label for o in s.d.options]
        assert not any("Sagitta" in lab for lab in labels), labels  # Hand Cost 6
        mana = s.ready_mana()
        s.pick(s.named("Amelia Earhart"))
        s.answer("x:hero") if s.d.kind == "expedition" else None
        s.settle()
        s.answer(s.d.options[0].id)  # an Ordis Trooper from my hand
        s.answer("x:companion") if s.d.kind == "expedition" else None
        s.settle()
        assert s.ready_mana() == mana, ref
        assert s.named("Amelia Earhart").zone is Zone.EXPEDITION, ref
        assert len(s.exp(0, "companion")) == 1, ref
        if ref == SKYBOUND[1]:  # a third one may be played; stop here
            s.pick_label("Stop")
            s.settle()
        assert s.d.kind == "turn", ref


# ------------------------------------------------------------------ other factions' cards
# read by the shared words added here ("each …", modes, "If you don't", "give … to …")
AEROLITH = "ALT_CYCLONE_B_NE_03_C"  # Landmark token: "{T}, {1}: Sacrifice me."; Resupply


@covers("ALT_ALIZE_B_BR_46_C", "ALT_ALIZE_B_BR_46_R1", "ALT_ALIZE_B_BR_46_R2")
def test_icebound_peak_third_trial_counter_makes_a_dragon_shade_and_boosts() -> None:
    """Icebound Peak: when a Character you control gains Fleeting (Marie Curie, declining
    her sacrifice) — I gain 1 Trial counter; at the third — sacrifice me; if you do, create a
    Dragon Shade in target Expedition, then each Character you control gains 1 boost."""
    for ref in ("ALT_ALIZE_B_BR_46_C", "ALT_ALIZE_B_BR_46_R1", "ALT_ALIZE_B_BR_46_R2"):
        s = scene(landmarks=[ref], hand=[CURIE[0]], hero_exp=[AMELIA])
        s.named("Icebound Peak").counters["trial"] = 2  # set-up
        s.play(s.named("Marie Curie"), "hero")
        s.settle()
        s.no()  # no sacrifice: Marie Curie gains Fleeting
        s.settle()
        if s.d.kind == "target_expedition":
            s.pick_label("Me's companion")
            s.settle()
        assert s.named("Icebound Peak").zone is not Zone.LANDMARK, ref
        (shade,) = s.tokens("Dragon Shade", 0, "companion")
        assert shade.counters.get("boost") == 1, ref
        assert s.named("Amelia Earhart").counters.get("boost") == 1, ref


BREAK_THE_ICE = ("ALT_ALIZE_B_LY_42_C", "ALT_ALIZE_B_LY_42_R1")
SNOOZER = "ALT_ALIZE_B_MU_32_C"  # 3/0/2: one base statistic of 0


@covers(*BREAK_THE_ICE, "ALT_ALIZE_B_LY_42_R2")
def test_break_the_ice_sends_to_reserve_exhausted_and_costs_less() -> None:
    """Break the Ice: I cost 2 less if you have three or more base statistics of 0 among
    Characters you control (R2: if you control three or more Characters); send target
    Character to Reserve, then exhaust it (Exhausted cards can't be played)."""
    for ref, mine in ((BREAK_THE_ICE[0], [SNOOZER] * 3), (BREAK_THE_ICE[1], [SNOOZER] * 3),
                      ("ALT_ALIZE_B_LY_42_R2", [TROOPER] * 3)):
        for have, cost in ((mine[:2], 4), (mine, 2)):
            s = scene(hand=[ref], hero_exp=have, opp_hero_exp=[AMELIA])
            assert _paid(s, s.named("Break the Ice"), None) == cost, (ref, len(have))
            s.settle()
            if s.d.kind == "target":
                s.pick(s.named("Amelia Earhart"))
                s.settle()
            amelia = s.named("Amelia Earhart")
            assert amelia.zone is Zone.RESERVE and amelia.exhausted, ref


@covers(SNOOZER)
def test_snoozer_shroom_support_puts_a_small_character_to_sleep() -> None:
    """Snoozer Shroom: Support [D]: target Character you control with Hand Cost 4 or less
    gains Asleep — not a Hand Cost 6 one."""
    from engine.model import Status

    s = scene(reserve=[SNOOZER], hero_exp=[AMELIA, SAGITTA[0]])
    s.quick(s.named("Snoozer Shroom"))
    s.settle()
    assert Status.ASLEEP in s.named("Amelia Earhart").statuses
    assert not s.named("Sagitta, Soaring Leviathan").statuses


GREMS = ("ALT_BISE_B_AX_53_C", "ALT_BISE_B_AX_53_R1")


@covers(*GREMS)
def test_the_grems_choose_up_to_one() -> None:
    """The Grems: [R] choose up to one (6.5.g) — discard target Permanent with Hand Cost 3
    (R1: 5) or less; or sacrifice a Permanent, if you do create a Brassbug in target
    Expedition."""
    for ref in GREMS:
        s = scene(reserve=[ref], opp_landmarks=[LECTERN[0]])
        s.play(s.named("The Grems"), "hero")
        s.settle()
        s.answer("m:0")
        s.settle()
        assert s.named("The Lectern").zone is Zone.DISCARD, ref
        s = scene(reserve=[ref], landmarks=[LECTERN[0]])
        s.play(s.named("The Grems"), "hero")
        s.settle()
        s.answer("m:1")
        s.settle()
        if s.d.kind == "expedition":  # The Lectern's own Reaction as it is sacrificed
            s.pick_label("Me's hero")
            s.settle()
        s.pick_label("Me's companion")
        s.settle()
        assert len(s.tokens("Brassbug", 0, "companion")) == 1, ref


HESTIA = ("ALT_BISE_B_BR_55_C", "ALT_BISE_B_BR_55_R1")


@covers(*HESTIA)
def test_hestia_support_may_pay_to_boost_a_played_character() -> None:
    """Hestia: Support — when you play another Character — you may pay 1 to give it 1
    boost (6.4)."""
    for ref in HESTIA:
        s = scene(reserve=[ref], hand=[TROOPER])
        s.play(s.named("Ordis Trooper"))
        s.settle()
        before = s.ready_mana()
        s.yes()
        s.settle()
        assert s.named("Ordis Trooper").counters.get("boost") == 1, ref
        assert s.ready_mana() == before - 1, ref


@covers("ALT_CYCLONE_B_AX_67_R1", "ALT_CYCLONE_B_AX_67_R2", "ALT_CYCLONE_B_AX_82_R1")
def test_demolition_expert_and_aerolith_quarry_boost_on_a_sacrifice() -> None:
    """Demolition Expert (rares): [R] you may sacrifice a Permanent to give 1 boost to target
    Character.  Aerolith Quarry (R1): when you sacrifice a Permanent — you may exhaust me to
    give target Character 1 boost."""
    for ref in ("ALT_CYCLONE_B_AX_67_R1", "ALT_CYCLONE_B_AX_67_R2"):
        s = scene(reserve=[ref], landmarks=["ALT_CYCLONE_B_AX_82_R1", MANASEED],
                  hero_exp=[AMELIA])
        s.play(s.named("Demolition Expert"), "companion")
        s.settle()
        s.yes()
        s.settle()
        s.pick(s.named("Manaseed"))
        s.settle()
        if s.d.kind == "target":
            s.pick(s.named("Amelia Earhart"))
            s.settle()
        if s.d.kind == "may":  # the Quarry: exhaust it to give 1 boost
            s.yes()
            s.settle()
            if s.d.kind == "target":
                s.pick(s.named("Amelia Earhart"))
                s.settle()
        assert s.named("Amelia Earhart").counters.get("boost") == 2, ref
        assert s.named("Aerolith Quarry").exhausted, ref


CURIE = ("ALT_CYCLONE_B_AX_73_R1", "ALT_CYCLONE_B_AX_73_R2")


@covers(*CURIE)
def test_marie_curie_gains_fleeting_unless_you_sacrifice() -> None:
    """Marie Curie (rares): [H] you may sacrifice a Permanent (R2: a Character or Permanent);
    if you don't, I gain Fleeting (6.5.f: declined or impossible)."""
    from engine.model import Status

    for ref in CURIE:
        s = scene(hand=[ref], landmarks=[MANASEED])
        s.play(s.named("Marie Curie"))
        s.settle()
        s.yes()
        s.settle()
        if s.d.kind == "sacrifice":
            s.pick(s.named("Manaseed"))
            s.settle()
        assert Status.FLEETING not in s.named("Marie Curie").statuses, ref
        s = scene(hand=[ref], landmarks=[MANASEED])
        s.play(s.named("Marie Curie"))
        s.settle()
        s.no()
        s.settle()
        assert Status.FLEETING in s.named("Marie Curie").statuses, ref


@covers("ALT_CYCLONE_B_BR_77_C")
def test_halua_makes_each_character_fleeting_at_dusk() -> None:
    """Halua, Raging Leviathan: At Dusk — each Character gains Fleeting (every player's,
    itself too): at Rest, Fleeting Characters are discarded instead of going to Reserve
    (2.4.6)."""
    s = scene(hero_exp=["ALT_CYCLONE_B_BR_77_C"], opp_hero_exp=[AMELIA])
    s.to_night_end()
    assert s.logged("Amelia Earhart gains Fleeting")
    assert s.named("Amelia Earhart").zone is Zone.DISCARD


@covers("ALT_CYCLONE_B_BR_79_R1", "ALT_CYCLONE_B_BR_79_R2")
def test_bravos_signet_rare_two_modes() -> None:
    """Bravos Signet (rares): choose two (6.5.g) — target Character gains 3 boosts; return
    target Character with Hand Cost 3 or less to its owner's hand; put the top card of your
    deck in your Mana zone."""
    for ref in ("ALT_CYCLONE_B_BR_79_R1", "ALT_CYCLONE_B_BR_79_R2"):
        s = scene(hand=[ref], hero_exp=[AMELIA])
        orbs = len(s.p(0).mana)
        s.play(s.named("Bravos Signet"), None)
        s.answer("m:0")
        s.answer("m:2")
        s.settle()
        assert s.named("Amelia Earhart").counters.get("boost") == 3, ref
        assert len(s.p(0).mana) == orbs + 1, ref


ANGRY_CROWD = ("ALT_DUSTER_B_OR_99_R1", "ALT_DUSTER_B_OR_99_R2")


@covers(*ANGRY_CROWD)
def test_angry_crowd_rare_manaseed_for_a_cheap_victim() -> None:
    """Angry Crowd (rares): discard target Character or Permanent; if its Base Cost was 2 or
    less (the Hand Cost, or the Reserve Cost if it was Fleeting), create a Manaseed token in
    your Landmarks."""
    for ref in ANGRY_CROWD:
        for victim, seeds in ((TROOPER, 1), (AMELIA, 0)):  # Hand Costs 1 and 3
            s = scene(hand=[ref], opp_hero_exp=[victim])
            s.play(s.named("Angry Crowd"), None)
            s.settle()
            assert len([c for c in s.p(0).landmarks if c.name == "Manaseed"]) == seeds, ref


@covers("ALT_ALIZE_B_OR_34_R1")
def test_ordis_overseer_rare_recruits_for_each_bureaucrat() -> None:
    """Ordis Overseer (R1, a Bureaucrat): [J] if my Expedition is behind, create an Ordis
    Recruit in my Expedition for each Bureaucrat you control (itself and Ariadne: two;
    counted once, 6.5.i)."""
    s = scene(hand=["ALT_ALIZE_B_OR_34_R1"], companion_exp=["ALT_BISE_B_OR_57_C"])
    _opp_ahead(s)
    s.play(s.named("Ordis Overseer"), "hero")
    s.settle()
    assert len(s.tokens("Ordis Recruit", 0, "hero")) == 2
    s = scene(hand=["ALT_ALIZE_B_OR_34_R1"], companion_exp=["ALT_BISE_B_OR_57_C"])
    s.play(s.named("Ordis Overseer"), "hero")  # tied: nothing
    s.settle()
    assert not s.tokens("Ordis Recruit", 0)


ARIADNE = ("ALT_BISE_B_OR_57_C", "ALT_BISE_B_OR_57_R1", "ALT_BISE_B_OR_57_R2")


@covers(*ARIADNE)
def test_ariadne_pulls_a_played_character_in_front_of_her() -> None:
    """Ariadne: when an opponent plays a Character — if there are no Characters in the
    Expedition facing me, that Character switches Expeditions (7.3.28): played into their
    Companion Expedition, it comes to face my Hero one; played facing me, it stays."""
    for ref in ARIADNE:
        s = scene(hero_exp=[ref], opp_hand=[TROOPER], first=False)
        trooper = s.named("Ordis Trooper")
        s.answer(f"play:{trooper.oid}:companion")
        s.settle()
        assert [c.name for c in s.exp(1, "hero")] == ["Ordis Trooper"], ref
        assert s.logged("Ordis Trooper switches from the companion to the hero Expedition")
        s = scene(hero_exp=[ref], opp_hand=[TROOPER], first=False)
        trooper = s.named("Ordis Trooper")
        s.answer(f"play:{trooper.oid}:hero")
        s.settle()
        assert [c.name for c in s.exp(1, "hero")] == ["Ordis Trooper"], ref
        assert not s.logged("switches from"), ref


LEO = ("ALT_BISE_B_OR_52_C", "ALT_BISE_B_OR_52_R2")


@covers(*LEO)
def test_leo_spends_a_counter_to_sabotage_after_rest() -> None:
    """Leo, Relic Expert: At Night — you may spend 1 counter from a card in your Reserve or
    Landmarks (7.3.27) to Sabotage after Rest ("Discard up to one target card from a
    Reserve"): the discard comes once Rest is over.  No counter anywhere: nothing asked."""
    for ref in LEO:
        s = scene(hero_exp=[ref], reserve=[NOON_ACCOUNTANT], opp_reserve=[AMELIA])
        acc = s.named("Ordis Accountant")
        assert acc.counters.get("boost") == 1  # its Noon Support
        s.until(lambda s: s.d.kind == "may")
        s.yes()
        s.settle()
        assert not acc.counters.get("boost"), ref
        assert s.named("Amelia Earhart").zone is Zone.RESERVE  # not yet: after Rest
        s.until(lambda s: s.d.kind == "target")
        s.pick(s.named("Amelia Earhart"))
        assert s.named("Amelia Earhart").zone is Zone.DISCARD, ref
        assert s.named("Leo, Relic Expert").zone is Zone.RESERVE  # Rest came first
    s = scene(hero_exp=[LEO[0]], opp_reserve=[AMELIA])
    s.to_night_end()
    assert s.logged("cannot pay spend 1 counter from a card in your Reserve or Landmarks")


@covers("ALT_DUSTER_B_OR_101_R1", "ALT_DUSTER_B_OR_101_R2")
def test_the_reunion_rare_create_one_in_a_hero_expedition_and_draw() -> None:
    """The Reunion (rares): [T]: choose up to the number of cards in your Landmarks — …,
    "Create one in a Hero Expedition" (one Ordis Recruit, the token the mode before names),
    …, draw a card.  Three cards: up to three modes; here two, then no more."""
    for ref in ("ALT_DUSTER_B_OR_101_R1", "ALT_DUSTER_B_OR_101_R2"):
        s = scene(landmarks=[ref, MANASEED, MANASEED])
        hand = len(s.p(0).hand)
        s.quick(s.named("The Reunion"))
        s.answer("m:1")
        s.answer("m:3")
        s.answer("done")
        s.settle()
        s.pick_label("Opp's hero")
        s.settle()
        assert len(s.tokens("Ordis Recruit", 1, "hero")) == 1, ref
        assert len(s.p(0).hand) == hand + 1, ref


YANNA_R = ("ALT_CYCLONE_B_OR_75_R1", "ALT_CYCLONE_B_OR_75_R2")


@covers(*YANNA_R)
def test_yanna_rare_sabotages_when_her_sleeper_faces_her() -> None:
    """Yanna, Qorgan Agent (rares): [J] you may have target Character gain Asleep; if it's
    facing me (in the opponent's Expedition of my Expedition's name), Sabotage — discard up
    to one target card from a Reserve."""
    from engine.model import Status

    for ref in YANNA_R:
        for victim, sabotage in ((AMELIA, True), (TROOPER, False)):
            s = scene(hand=[ref], opp_hero_exp=[AMELIA], opp_companion_exp=[TROOPER],
                      opp_reserve=[HOOKED], mana=8)
            s.play(s.named("Yanna, Qorgan Agent"), "hero")
            s.settle()
            s.yes()
            target = s.named("Amelia Earhart" if victim == AMELIA else "Ordis Trooper", who=1)
            s.pick(target)
            s.settle()
            assert Status.ASLEEP in target.statuses, ref
            if sabotage:
                s.pick(s.named("Hooked"))
                s.settle()
            assert (s.named("Hooked").zone is Zone.DISCARD) is sabotage, (ref, victim)


DOPPEL = ("ALT_CYCLONE_B_OR_73_C", "ALT_CYCLONE_B_OR_73_R1", "ALT_CYCLONE_B_OR_73_R2")


@covers(*DOPPEL)
def test_doppelganger_copies_the_subtypes_and_boosts_of_the_character_facing_it() -> None:
    """Doppelgänger: [J] (rares: [H], and Seasoned) target a Character facing me; I gain its
    sub-types and X boosts, X its highest statistic — only a Character facing me may be
    chosen (not one in the other Expedition); the sub-types last while I stay in the
    Expedition zone (reminder text)."""
    for ref in DOPPEL:
        s = scene(hand=[ref], opp_hero_exp=[ARIADNE[0]], opp_companion_exp=[TROOPER])
        s.play(s.named("Doppelgänger"), "hero")
        s.settle()  # Ariadne, the only Character facing it, is chosen by itself (6.1.g)
        d = s.named("Doppelgänger")
        ariadne = s.named("Ariadne")
        st = s.state.stats(ariadne)
        assert d.counters.get("boost") == max(st.forest, st.mountain, st.water), ref
        assert {"bureaucrat", "noble"} <= s.state.subtypes(d), ref
        assert "soldier" not in s.state.subtypes(d), ref


ERU_R = ("ALT_CYCLONE_B_MU_68_R1", "ALT_CYCLONE_B_MU_68_R2")


@covers(*ERU_R)
def test_eru_rare_anchors_a_character_facing_it_and_itself() -> None:
    """Eru, Emissary of the Wild (rares; read by "… facing me"): [H] you may have target
    Character facing me gain Anchored; if you do, I gain Anchored — one in the other
    Expedition is no legal target."""
    from engine.model import Status

    for ref in ERU_R:
        s = scene(hand=[ref], opp_hero_exp=[AMELIA], opp_companion_exp=[TROOPER])
        s.play(s.named("Eru, Emissary of the Wild"), "hero")
        s.settle()
        s.yes()
        s.settle()  # Amelia, the only Character facing Eru, is chosen by itself (6.1.g)
        assert Status.ANCHORED in s.named("Amelia Earhart").statuses, ref
        assert Status.ANCHORED in s.named("Eru, Emissary of the Wild").statuses, ref
        assert not s.named("Ordis Trooper").statuses, ref


REFINERY = ("ALT_BISE_B_AX_63_C", "ALT_BISE_B_AX_63_R2")


@covers(*REFINERY)
def test_the_refinery_gathers_sap_and_boosts_the_reserve() -> None:
    """The Refinery: when a card leaves your Reserve during the Afternoon — I gain 1 Sap
    counter; [T], spend 3 of my Sap counters: Characters in your Reserve gain 1 boost (a
    card in Reserve may hold boosts, 2.5.a)."""
    for ref in REFINERY:
        s = scene(landmarks=[ref], reserve=[TROOPER, AMELIA], hand=[TROOPER])
        refinery = s.named("The Refinery")
        s.play(s.named("Ordis Trooper", Zone.RESERVE), "hero")  # leaves my Reserve
        s.settle()
        assert refinery.counters.get("sap") == 1, ref
        refinery.counters["sap"] = 3  # set-up; my next turn offers the quick action
        s.opp_pass()
        s.quick(refinery)
        s.settle()
        assert s.named("Amelia Earhart").counters.get("boost") == 1, ref
        assert not refinery.counters.get("sap") and refinery.exhausted, ref


BIOENGINEER = ("ALT_DUSTER_B_AX_92_R1", "ALT_DUSTER_B_AX_92_R2")


@covers(*BIOENGINEER)
def test_reka_bioengineer_rare_exhausts_a_reserve_card_for_a_manaseed() -> None:
    """Reka Bioengineer (rares): [J] you may exhaust target card in any player's Reserve; if
    you do, create a Manaseed token in that player's Landmarks."""
    for ref in BIOENGINEER:
        s = scene(hand=[ref], opp_reserve=[AMELIA])
        s.play(s.named("Reka Bioengineer"))
        s.settle()
        s.yes()
        s.settle()
        if s.d.kind == "target":
            s.pick(s.named("Amelia Earhart"))
            s.settle()
        assert s.named("Amelia Earhart").exhausted, ref
        assert [c.name for c in s.p(1).landmarks] == ["Manaseed"], ref


RUNE = ("ALT_BISE_B_OR_61_C", "ALT_BISE_B_OR_61_R2")


@covers(*RUNE)
def test_runes_testament_may_replace_the_move_forward_with_two_cards() -> None:
    """Rune's Testament (an Expedition Permanent): if my Expedition would move forward, you
    may discard me instead to draw two cards — an optional replacing modifier (6.2.d): the
    Expedition stays, the Testament is discarded and two cards are drawn.  Declined, the
    Expedition moves forward as usual."""
    for ref in RUNE:
        s = scene(hero_exp=[ref, AMELIA])
        s.until(lambda s: s.d.kind == "may")
        s.yes()
        s.to_night_end()
        assert s.p(0).distance("hero") == 0, ref
        assert s.named("Rune's Testament").zone is Zone.DISCARD, ref
        texts = [e.text for e in s.g.log]
        i = next(i for i, t in enumerate(texts) if "is discarded instead" in t)
        assert "draws 2 cards" in texts[i + 1:i + 4], texts[i:i + 4]
        s = scene(hero_exp=[ref, AMELIA])
        s.until(lambda s: s.d.kind == "may")
        s.no()
        s.to_night_end()
        assert s.p(0).distance("hero") == 1, ref


@covers("ALT_BISE_B_OR_58_R1")
def test_simurgh_rare_support_lowers_every_reserve_limit() -> None:
    """Simurgh (R1): Gigantic; [J] as the others; Support: all Reserve limits are reduced by
    one (2.2.11.i: while it is ready in Reserve) — at Clean-up each player keeps one card
    fewer (4.2.5.c).  Without a Hero the limit is 2 (3.2.10.b), so here 1."""
    s = scene(reserve=["ALT_BISE_B_OR_58_R1", AMELIA], opp_reserve=[AMELIA, AMELIA])
    s.until(lambda s: s.d.kind == "cleanup")
    assert s.d.min == s.d.max == 1, s.d
    s.to_night_end()
    assert len(s.p(0).reserve) == 1 and len(s.p(1).reserve) == 1


@covers("ALT_ALIZE_P_OR_48_R1")
def test_kuraokami_rare_exhausts_reserves_then_puts_an_expedition_ahead_to_sleep() -> None:
    """Kuraokami Unbound (R1): [H] exhaust all cards in Reserve; then, target an Expedition
    that's ahead (7.5.2: only those may be chosen); each of its Characters gains Asleep."""
    from engine.model import Status

    s = scene(hand=["ALT_ALIZE_P_OR_48_R1"], reserve=[AMELIA], opp_hero_exp=[AMELIA, TROOPER],
              opp_companion_exp=[TROOPER], mana=8)
    _opp_ahead(s)  # their Hero Expedition ahead; the Companion ones tied
    s.play(s.named("Kuraokami Unbound"), "companion")
    s.settle()
    assert s.named("Amelia Earhart", who=0).exhausted
    ahead = {c.name for c in s.exp(1, "hero") if Status.ASLEEP in c.statuses}
    assert ahead == {"Amelia Earhart", "Ordis Trooper"}  # the only choice: chosen by itself
    assert not s.exp(1, "companion")[0].statuses


@covers("ALT_CYCLONE_B_OR_81_R1")
def test_mandjet_rare_resupplies_instead_of_ascending_again() -> None:
    """Mandjet (R1): [T]: target Expedition Ascends; if one of your Ascended Expeditions would
    attempt to Ascend again, Resupply instead (a replacing modifier, 6.2): the top card of my
    deck goes to my Reserve (7.3.22).  A first Ascend is not replaced."""
    s = scene(landmarks=["ALT_CYCLONE_B_OR_81_R1"], hand=[GARGOYLE], deck_top=[AMELIA])
    s.quick(s.named("Mandjet"))
    s.settle()
    s.answer("e:0:hero")
    s.settle()
    assert _ascended(s) == {(0, "hero")} and not s.p(0).reserve
    s.play(s.named("Gargoyle"), "companion")  # a quick action does not end the turn
    s.settle()
    s.answer("e:0:hero")  # already Ascended: Resupply instead
    s.settle()
    assert [c.name for c in s.p(0).reserve] == ["Amelia Earhart"]
    assert s.logged("is already Ascended: Mandjet has its controller Resupply instead")


@covers("ALT_BISE_B_OR_61_R1")
def test_runes_testament_rare_looks_at_four_keeps_one() -> None:
    """Rune's Testament (R1): if my Expedition would move forward, you may discard me
    instead to look at the top four cards of your deck, put one in your hand and discard
    the others — the one kept is not named in the log (a hidden zone, 1.2.3.g)."""
    s = scene(hero_exp=["ALT_BISE_B_OR_61_R1", AMELIA],
              deck_top=[TROOPER, TROOPER, TROOPER, SAGITTA[0]])
    s.until(lambda s: s.d.kind == "may")
    s.yes()
    s.settle()
    assert s.d.kind == "choose_card" and len(s.d.options) == 4
    s.pick(s.named("Sagitta, Soaring Leviathan"))
    assert s.named("Sagitta, Soaring Leviathan").zone is Zone.HAND
    assert [c.name for c in s.p(0).discard].count("Ordis Trooper") == 3
    assert not s.logged("Sagitta, Soaring Leviathan goes")
    s.to_night_end()
    assert s.p(0).distance("hero") == 0


def _stand_in_region(s, who: int, exp: str, region: int) -> None:
    """Set-up: the Expedition stands in that region, turned face up (Tumult regions are
    face down until an Expedition reaches them, 7.3.17.b)."""
    s.state.regions[region].face_down = False
    s.state.players[who].position[exp] = region


@covers("ALT_CYCLONE_B_OR_70_R2")
def test_melusine_rare_sabotages_in_a_single_terrain_region() -> None:
    """Melusine (R2): [H] if I'm in a single-terrain region (face up, exactly one terrain —
    the ruling of docs/mechanisms.md), Sabotage; otherwise, my Expedition Ascends."""
    s = scene(hand=["ALT_CYCLONE_B_OR_70_R2"], opp_reserve=[AMELIA])
    _stand_in_region(s, 0, "hero", 2)  # Forest only
    s.play(s.named("Melusine"), "hero")
    s.settle()
    s.pick(s.named("Amelia Earhart"))
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.DISCARD and not _ascended(s)
    s = scene(hand=["ALT_CYCLONE_B_OR_70_R2"], opp_reserve=[AMELIA])
    _stand_in_region(s, 0, "hero", 1)  # Mountain and Water
    s.play(s.named("Melusine"), "hero")
    s.settle()
    assert _ascended(s) == {(0, "hero")}
    assert s.named("Amelia Earhart").zone is Zone.RESERVE


@covers("ALT_CYCLONE_B_OR_82_R2")
def test_the_origamium_rare_boosts_a_character_in_a_single_terrain_region() -> None:
    """The Origamium (R2): [J] target Expedition Ascends; [T]: target Character in a
    single-terrain region gains 1 boost — not one in a region of several terrains."""
    s = scene(hand=["ALT_CYCLONE_B_OR_82_R2"], hero_exp=[AMELIA], companion_exp=[TROOPER])
    _stand_in_region(s, 0, "hero", 2)  # Forest only
    _stand_in_region(s, 0, "companion", 4)  # Forest and Mountain
    s.play(s.named("The Origamium", Zone.HAND), None)
    s.settle()
    s.answer("e:0:hero")
    s.settle()
    s.opp_pass()
    s.quick(s.named("The Origamium"))
    s.settle()  # Amelia, the only legal target, is chosen by itself (6.1.g)
    assert s.named("Amelia Earhart").counters.get("boost") == 1
    assert not s.named("Ordis Trooper").counters.get("boost")


@covers("ALT_CYCLONE_B_OR_69_R1")
def test_bluecap_rare_two_aeroliths_when_both_expeditions_fail() -> None:
    """Bluecap (R1): when my Expedition fails to move forward during Dusk — create an
    Aerolith token in your Landmarks; if both of your Expeditions failed to move forward
    (at that Progress, 4.2.4.i), create two instead."""
    for companion, made in (([], 2), ([TROOPER], 1)):
        s = scene(hero_exp=["ALT_CYCLONE_B_OR_69_R1"], companion_exp=companion,
                  opp_hero_exp=[AMELIA, AMELIA])
        s.to_night_end()
        rocks = [c for c in s.p(0).landmarks if c.name == "Aerolith"]
        assert len(rocks) == made, companion
        assert s.p(0).distance("companion") == (1 if companion else 0)


# ------------------------------------------------------------------ Zhen & Zephyr
ZHEN = "ALT_CYCLONE_B_OR_65_C"
_PLAIN = "ALT_CORE_B_LY_12_C"  # a vanilla Character, to stand in an Expedition


def _zhen_day(opp_hero: list[str], opp_companion: list[str]) -> tuple[int, object]:
    """Zhen & Zephyr as Hero (first player: the Hero Expedition Ascended at Noon), the
    Companion Expedition made Ascended by a Gargoyle, each of mine holding Characters at
    least as strong as the facing ones; pass to the next day.  Deck size left and scene."""
    s = scene(hero=ZHEN, hand=[GARGOYLE], hero_exp=[_PLAIN, _PLAIN],
              companion_exp=[_PLAIN, _PLAIN], opp_hero_exp=opp_hero,
              opp_companion_exp=opp_companion)
    _ascend(s, "companion")
    s.next_day()
    return len(s.p(0).deck), s


@covers(ZHEN)
def test_zhen_and_zephyr_draws_once_if_an_ascended_expedition_faces_no_character() -> None:
    """Zhen & Zephyr: "When one or more of your Ascended Expeditions moves forward — If
    there is no Character facing it, draw a card."  Ruling: one Reaction for the event
    (both Expeditions move at once at Progress, 4.2.4.h); "it" is each Ascended Expedition
    that moved; one card if at least one of them faces no Character."""
    both_faced, s = _zhen_day([_PLAIN], [_PLAIN])
    assert s.p(0).distance("hero") == 1 and s.p(0).distance("companion") == 1
    none_faced, _ = _zhen_day([], [])
    one_faced, _ = _zhen_day([_PLAIN], [])
    assert none_faced == both_faced - 1  # one card, not one per Expedition
    assert one_faced == both_faced - 1
    assert card_by_ref(ZHEN).text().endswith(
        "When one or more of your Ascended Expeditions moves forward — If there is no "
        "Character facing it, draw a card.")


# ------------------------------------------------------------------ Matz & Hive
MATZ = "ALT_DUSTER_B_OR_85_C"
CYLINDER = "ALT_CORE_B_AX_26_C"  # Kelon Cylinder, a Landmark Permanent, Hand Cost 1
MEADOW = "ALT_CORE_B_MU_24_C"  # Bountiful Meadow, a Landmark Permanent, Hand Cost 2
KELONIC = "ALT_CORE_B_AX_27_C"  # Kelonic Generator, a Landmark Permanent, Hand Cost 3
SHARD = "ALT_CORE_B_YZ_29_C"  # Aether Shard, a Landmark Permanent, Hand Cost 5


def _matz(hand: list[str], reserve: list[str] = (), landmarks=(CYLINDER, KELONIC, MEADOW)):
    s = scene(hero=MATZ, hand=hand, reserve=list(reserve), landmarks=list(landmarks),
              settle=False)
    s.until(lambda s: s.d.kind in ("may", "turn"))
    return s


@covers(MATZ)
def test_matz_and_hive_trades_a_landmark_for_a_costlier_one_from_hand() -> None:
    """Matz & Hive: "At Noon — If there are three or more cards in your Landmarks, you may
    sacrifice one. If you do, play for free a Landmark Permanent with a max Hand Cost of 2
    more than the sacrificed card."  Ruling: played from the hand (not the Reserve), free
    (7.3.20); the cap is the sacrificed card's printed Hand Cost plus 2."""
    s = _matz([SHARD, "ALT_CORE_B_YZ_30_C"], reserve=[SHARD])
    assert s.d.kind == "may"
    s.yes()
    assert s.d.kind == "sacrifice"
    s.pick(s.named("Kelonic Generator"))  # Hand Cost 3: up to 5
    mana = s.ready_mana()
    # one card fits (the Aether Shard of the hand; not the Reserve's, not the Kadigir of
    # Hand Cost 8): a single choice is made by itself, and the Afternoon begins
    assert s.d.kind == "turn"
    s.settle()
    assert s.named("Kelonic Generator").zone is Zone.DISCARD
    shards = sorted(c.zone for c in s.state.all_cards() if c.cdef.ref == SHARD)
    assert shards == sorted([Zone.LANDMARK, Zone.RESERVE])
    assert s.named("The Kadigir, Yzmir Bastion").zone is Zone.HAND
    assert s.ready_mana() == mana  # for free
    # Kelon Cylinder (Hand Cost 1) allows 3 at most: the Aether Shard stays in hand
    s = _matz([SHARD])
    s.yes()
    s.pick(s.named("Kelon Cylinder"))
    s.settle()
    assert s.named("Aether Shard").zone is Zone.HAND
    assert s.logged("has no Landmark Permanent with Hand Cost 3 or less")
    # two cards in the Landmarks: nothing is asked
    s = _matz([SHARD], landmarks=(CYLINDER, KELONIC))
    assert s.d.kind == "turn"
    assert card_by_ref(MATZ).text().endswith(
        "If you do, play for free a Landmark Permanent with a max Hand Cost of 2 more than "
        "the sacrificed card.")


# ------------------------------------------------------------------ taking control of a Landmark
UNFAIR = ("ALT_DUSTER_B_OR_98_C", "ALT_DUSTER_B_OR_98_R1", "ALT_DUSTER_B_OR_98_R2")


def _quick_holders(s, who: int) -> set[str]:
    """Names of the cards whose quick actions `who` is offered now (a turn decision)."""
    assert s.d.kind == "turn" and s.d.player == who, s.d
    return {s.state.items[o.objects[0]].name for o in s.d.options
            if o.detail == "quick" and o.objects}


@covers(UNFAIR[0])
def test_unfair_encounter_takes_control_of_a_cheap_landmark() -> None:
    """Unfair Encounter: "Take control of target Landmark Permanent with Hand Cost 2 or less.
    (It joins your Landmarks.)"  Ruling: no zone change, so the same object with its
    counters (1.4.4 does not apply); now controlled by me — its quick action is mine, it
    counts for my Landmark limit at Clean-up (4.2.5.c) — and, sacrificed there, it goes to
    its owner's discard pile (1.4.3.a)."""
    from engine.position import card

    s = scene(hand=[UNFAIR[0]], landmarks=[KELONIC, MEADOW],
              opp_landmarks=[card(CYLINDER, counters={"kelon": 2}), KELONIC])
    cyl = s.named("Kelon Cylinder")
    oid = cyl.oid
    s.play(s.named("Unfair Encounter"))
    s.settle()
    # my Bountiful Meadow may be chosen too, not the opponent's Kelonic Generator (Hand 3)
    assert {s.state.items[o.objects[0]].name for o in s.d.options} == {
        "Kelon Cylinder", "Bountiful Meadow"}
    s.pick(cyl)
    s.settle()
    assert cyl.oid == oid and cyl.counters == {"kelon": 2}
    assert cyl.controller == 0 and cyl.owner == 1
    assert cyl in s.p(0).landmarks and cyl not in s.p(1).landmarks
    assert "Kelon Cylinder" not in _quick_holders(s, 1)  # the opponent's turn
    s.answer("pass")
    s.settle()
    assert "Kelon Cylinder" in _quick_holders(s, 0)
    # Clean-up: three cards in my Landmarks for a limit of 2; I keep my own two
    s.until(lambda s: s.d.kind == "cleanup" and s.d.player == 0)
    s.answer([s.option(lambda o, n=n: n in o.objects) for n in
              (c.oid for c in s.p(0).landmarks if c.owner == 0)])
    s.settle()
    assert cyl.zone is Zone.DISCARD and cyl in s.p(1).discard


@covers(UNFAIR[1], UNFAIR[2])
def test_unfair_encounter_rare_resupplies_its_controller_first() -> None:
    """Unfair Encounter (R1, R2): "Target a Landmark Permanent with Hand Cost 2 or less. Its
    controller Resupplies, then you take control of it."  The controller when the step
    resolves (the opponent) Resupplies (7.3.22), then the Landmark joins my Landmarks."""
    for ref in UNFAIR[1:]:
        s = scene(hand=[ref], opp_landmarks=[MEADOW])
        before = len(s.p(1).reserve)
        s.play(s.named("Unfair Encounter"))
        s.settle()
        meadow = s.named("Bountiful Meadow")
        assert len(s.p(1).reserve) == before + 1, ref
        assert meadow.controller == 0 and meadow in s.p(0).landmarks, ref
        assert card_by_ref(ref).text().endswith(
            "Its controller Resupplies, then you take control of it.")


@covers(UNFAIR[0])
def test_a_landmark_taken_over_is_kept_by_saving_and_cloning() -> None:
    """The board saved as a position and rebuilt, a clone of the state, and the AI's
    determinized copy built from the opponent's view all keep the Landmark in my
    Landmarks, owned by the opponent (7.5.4)."""
    from engine import Game
    from engine.gamestate.copying import copy_state
    from engine.position import board_of

    s = scene(hand=[UNFAIR[0]], opp_landmarks=[MEADOW])
    s.play(s.named("Unfair Encounter"))
    s.settle()
    pos = board_of(s.state)
    assert [c.owner for c in pos.players[0].landmarks] == [1]
    again = Game.from_position(pos)
    from tests.state_access import state_of

    mine = state_of(again).players[0].landmarks
    assert [(c.name, c.owner, c.controller) for c in mine] == [("Bountiful Meadow", 1, 0)]
    twin = copy_state(s.state)
    assert [(c.owner, c.controller) for c in twin.players[0].landmarks] == [(1, 0)]
    # the AI's determinized copy, rebuilt from what the opponent sees, at their turn
    import random

    from engine.ai.determinize import rebuild
    from engine.decks import Deck

    assert s.d.player == 1 and s.d.kind == "turn"
    deck = Deck("any", None, (MEADOW,) * 40)
    guess = rebuild(s.g.view(1), deck, deck, random.Random(1))
    mine = state_of(guess).players[0].landmarks
    assert [(c.name, c.owner, c.controller) for c in mine] == [("Bountiful Meadow", 1, 0)]
