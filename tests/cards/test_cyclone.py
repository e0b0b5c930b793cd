"""Cyclone cards read by the parser (engine/cards/parsed.py), one test per family of the
same text, played through real decisions; and the mechanisms Cyclone adds, each tested
with the reminder text it enforces (docs/mechanisms.md)."""

from __future__ import annotations

from engine.effects.cyclone_words import Ascended
from engine.explain import dusk_outlook
from engine.model import Zone
from tests.cards.helpers import covers, scene

AMELIA = "ALT_CORE_B_AX_11_C"  # a vanilla 2/2/2 with Hand Cost 3
TROOPER = "ALT_CORE_B_OR_05_C"  # a vanilla 1/1/1 with Hand Cost 1
GARGOYLE = ("ALT_CYCLONE_B_OR_71_C", "ALT_CYCLONE_B_OR_71_R1", "ALT_CYCLONE_B_OR_71_R2")
ASC_TROOPER = ("ALT_CYCLONE_B_OR_67_C", "ALT_CYCLONE_B_OR_67_R1", "ALT_CYCLONE_B_OR_67_R2")
MELUSINE = ("ALT_CYCLONE_B_OR_70_C", "ALT_CYCLONE_B_OR_70_R1")
MESSENGER = "ALT_CYCLONE_B_OR_72_C"
DUCKLING = "ALT_CYCLONE_B_OR_66_C"
SOAR = ("ALT_CYCLONE_B_OR_79_C", "ALT_CYCLONE_B_OR_79_R1", "ALT_CYCLONE_B_OR_79_R2")
MANDJET = ("ALT_CYCLONE_B_OR_81_C", "ALT_CYCLONE_B_OR_81_R2")
NIKE = ("ALT_CYCLONE_B_OR_76_C", "ALT_CYCLONE_B_OR_76_R2")


def _ascended(s) -> set[tuple[int, str]]:
    return {e.passive.expedition for e in s.state.emblems if isinstance(e.passive, Ascended)}


def _matched(**kw):
    """My Hero Expedition and the one facing it both hold a 2/2/2: a match everywhere."""
    return scene(hero_exp=[AMELIA], opp_hero_exp=[AMELIA], **kw)


# ------------------------------------------------------------------ Ascend
def test_matched_expedition_does_not_move_without_ascend() -> None:
    """The baseline the Ascend tests compare with: a tie is not enough (4.2.4.b, 4.2.4.e)."""
    s = _matched()
    s.to_night_end()
    assert s.p(0).distance("hero") == 0 and s.p(1).distance("hero") == 0


@covers(*GARGOYLE)
def test_gargoyle_ascended_expedition_moves_forward_when_matched() -> None:
    """Ascend, reminder text: "Until Rest, it can move forward even if matched in its
    region's terrains by the opponent's Expedition." Gargoyle ([H] / [J]) makes my Hero
    Expedition Ascend; at Dusk it moves forward on the tie, the facing one does not; the
    effect is over once Rest is done."""
    for ref in GARGOYLE:
        s = _matched(hand=[ref])
        s.play(s.named("Gargoyle"), "companion")
        s.settle()
        s.answer("e:0:hero")
        assert _ascended(s) == {(0, "hero")}
        outlook = dusk_outlook(s.state, 0, "hero")  # what the player is told before Dusk
        assert "would move forward" in outlook.summary
        assert any("enough for an Ascended Expedition" in r.text for r in outlook.reasons)
        s.to_night_end()
        assert s.p(0).distance("hero") == 1, ref
        assert s.p(1).distance("hero") == 0
        assert s.logged("is Ascended, so matching the facing Expedition is enough")
        assert _ascended(s) == set()  # until Rest only


def test_ascended_expedition_still_needs_more_than_zero() -> None:
    """Ascend changes only "more than the facing Expedition" into "as much": 0 against 0
    still wins nothing (4.2.4.b)."""
    s = scene(hand=[GARGOYLE[0]])
    s.play(s.named("Gargoyle"), "companion")
    s.settle()
    s.answer("e:0:hero")  # my Hero Expedition is empty, as is the one facing it
    s.to_night_end()
    assert s.p(0).distance("hero") == 0


@covers(*ASC_TROOPER)
def test_ascended_trooper_ascends_then_boosts() -> None:
    """Ascended Trooper: if I'm in an Ascended Expedition, I gain 1 boost; otherwise my
    Expedition Ascends (6.5.d: the condition is read as the effect resolves)."""
    for ref in ASC_TROOPER:
        s = scene(hand=[ref, ref])
        first, second = [c for c in s.p(0).hand if c.cdef.ref == ref]
        s.play(first, "hero")
        s.settle()
        assert _ascended(s) == {(0, "hero")} and first.counters.get("boost", 0) == 0
        s.opp_pass()
        s.play(second, "hero")
        s.settle()
        assert second.counters.get("boost") == 1, ref
        assert _ascended(s) == {(0, "hero")}


@covers(*MELUSINE)
def test_melusine_ascends_or_sabotages() -> None:
    """Melusine: [H] if I'm in an Ascended Expedition, Sabotage; otherwise my Expedition
    Ascends."""
    for ref in MELUSINE:
        s = scene(hand=[ref, ref], opp_reserve=[AMELIA])
        first, second = [c for c in s.p(0).hand if c.cdef.ref == ref]
        s.play(first, "companion")
        s.settle()
        assert _ascended(s) == {(0, "companion")}
        s.opp_pass()
        s.play(second, "companion")
        s.settle()
        s.pick(s.named("Amelia Earhart"))
        s.settle()
        assert s.named("Amelia Earhart").zone is Zone.DISCARD, ref


@covers(MESSENGER)
def test_ordis_messenger_ascends_or_resupplies() -> None:
    """Ordis Messenger: [H] if I'm in an Ascended Expedition, Resupply; otherwise my
    Expedition Ascends."""
    s = scene(hand=[MESSENGER, MESSENGER], deck_top=[TROOPER])
    first, second = s.p(0).hand[-2:]
    s.play(first, "hero")
    s.settle()
    assert _ascended(s) == {(0, "hero")} and not s.p(0).reserve
    s.opp_pass()
    s.play(second, "hero")
    s.settle()
    assert [c.cdef.ref for c in s.p(0).reserve] == [TROOPER]


@covers(DUCKLING)
def test_ugly_duckling_support_ascends() -> None:
    """The Ugly Duckling: support — discard me from Reserve: target Expedition Ascends."""
    s = _matched(reserve=[DUCKLING])
    s.quick(s.named("The Ugly Duckling"))
    s.settle()
    s.answer("e:0:hero")
    assert s.named("The Ugly Duckling").zone is Zone.DISCARD
    s.to_night_end()
    assert s.p(0).distance("hero") == 1


@covers(*SOAR)
def test_soar_ascends_target_expedition() -> None:
    """Soar: target Expedition Ascends — the opponent's may be chosen too (6.5.b)."""
    s = _matched(hand=[SOAR[0]])
    s.play(s.named("Soar"), None)
    s.settle()
    s.answer("e:1:hero")
    s.to_night_end()
    assert s.p(1).distance("hero") == 1 and s.p(0).distance("hero") == 0


@covers(*MANDJET)
def test_mandjet_quick_action_ascends() -> None:
    """Mandjet: [T]: target Expedition Ascends."""
    for ref in MANDJET:
        s = _matched(landmarks=[ref])
        s.quick(s.named("Mandjet"))
        s.settle()
        s.answer("e:0:hero")
        assert _ascended(s) == {(0, "hero")}, ref


@covers(*NIKE)
def test_nike_at_noon_ascends() -> None:
    """Nike: Eternal; at Noon — target Expedition Ascends (the Noon of day 2)."""
    for ref in NIKE:
        s = scene(hero_exp=[ref], opp_hero_exp=["ALT_CORE_B_BR_22_C"])  # an 8/8/8 faces it
        s.until(lambda s: s.g.day == 2 and s.d.kind == "target_expedition")
        s.answer("e:0:companion")
        assert _ascended(s) == {(0, "companion")}
        assert s.named("Nike").zone is Zone.EXPEDITION  # Eternal: stayed at Rest


# ------------------------------------------------------------------ Aerolith (a Landmark token)
AEROLITH = "ALT_CYCLONE_B_NE_03_C"
GAVROCHE = "ALT_CYCLONE_B_AX_66_C"
PAJU = "ALT_CYCLONE_B_AX_70_C"
QUARRY = ("ALT_CYCLONE_B_AX_82_C", "ALT_CYCLONE_B_AX_82_R2")
DEPOT = ("ALT_CYCLONE_B_AX_79_C", "ALT_CYCLONE_B_AX_79_R1", "ALT_CYCLONE_B_AX_79_R2")
BLUECAP = ("ALT_CYCLONE_B_OR_69_C", "ALT_CYCLONE_B_OR_69_R2")


def _aeroliths(s, who: int) -> list:
    return [c for c in s.p(who).landmarks if c.cdef.ref == AEROLITH]


@covers(GAVROCHE, AEROLITH)
def test_gavroche_creates_aerolith_which_resupplies_when_sacrificed() -> None:
    """Gavroche: [R] create an Aerolith token in your Landmarks. Aerolith (its reminder:
    "a Permanent with 'When I'm sacrificed — Resupply. {T}, {1}: Sacrifice me.'"): its quick
    action sacrifices it (7.3.25), it Resupplies (7.3.11), and as a token it ceases to exist
    instead of going to the discard pile (2.1.e)."""
    s = scene(reserve=[GAVROCHE], deck_top=[TROOPER])
    s.play(s.named("Gavroche"), "hero")
    s.settle()
    [rock] = _aeroliths(s, 0)
    assert rock.controller == 0 and rock.cdef.is_token
    s.opp_pass()
    before = s.ready_mana()
    s.quick(rock)
    s.settle()
    assert s.ready_mana() == before - 1 and not _aeroliths(s, 0)
    assert [c.cdef.ref for c in s.p(0).reserve] == [TROOPER]  # Resupplied
    assert all(c.cdef.ref != AEROLITH for c in s.p(0).discard)  # ceased to exist
    assert s.logged("Aerolith token leaves play and ceases to exist")


@covers(PAJU)
def test_paju_support_aerolith_in_target_players_landmarks() -> None:
    """Paju, Axiom Pilot: support — create an Aerolith token in target player's Landmarks;
    the token is made in (and belongs to) the chosen player's Landmark zone."""
    s = scene(reserve=[PAJU])
    s.quick(s.named("Paju, Axiom Pilot"))
    s.settle()
    s.answer("p:1")
    [rock] = _aeroliths(s, 1)
    assert rock.controller == 1 and not _aeroliths(s, 0)


@covers(*QUARRY)
def test_aerolith_quarry_at_noon_if_opponent_is_first() -> None:
    """Aerolith Quarry: at Noon — if your opponent is first player, create an Aerolith."""
    for ref in QUARRY:
        s = scene(landmarks=[ref], first=False)
        assert len(_aeroliths(s, 0)) == 1, ref
        s = scene(landmarks=[ref], first=True)
        assert not _aeroliths(s, 0)


@covers("ALT_CYCLONE_B_AX_65_C")
def test_isaree_and_pebble_at_noon_if_first() -> None:
    """Isaree & Pebble: at Noon — if you are first player, create an Aerolith token."""
    s = scene(hero="ALT_CYCLONE_B_AX_65_C", first=True)
    assert len(_aeroliths(s, 0)) == 1
    s = scene(hero="ALT_CYCLONE_B_AX_65_C", first=False)
    assert not _aeroliths(s, 0)


@covers(*DEPOT)
def test_abandoned_depot_sacrificed_draws_or_resupplies() -> None:
    """Abandoned Depot: [J] draw a card; when I'm sacrificed — draw (C) / Resupply (rares);
    {T}, {1}: sacrifice me. A card, not a token: it goes to the discard pile."""
    for ref, resupplies in zip(DEPOT, (False, True, True), strict=True):
        s = scene(landmarks=[ref], deck_top=[TROOPER])
        depot = s.named("Abandoned Depot")
        hand = len(s.p(0).hand)
        s.quick(depot)
        s.settle()
        assert s.named("Abandoned Depot").zone is Zone.DISCARD
        if resupplies:
            assert [c.cdef.ref for c in s.p(0).reserve] == [TROOPER]
        else:
            assert len(s.p(0).hand) == hand + 1


@covers(*BLUECAP)
def test_bluecap_aerolith_when_failing_at_dusk() -> None:
    """Bluecap: when my Expedition fails to move forward during Dusk (4.2.4.i) — Aerolith."""
    for ref in BLUECAP:
        s = scene(hero_exp=[ref], opp_hero_exp=["ALT_CORE_B_BR_22_C"])
        s.to_night_end()
        assert len(_aeroliths(s, 0)) >= 1, ref


@covers("ALT_CYCLONE_B_YZ_67_R1", "ALT_CYCLONE_B_YZ_67_R2")
def test_winged_monkey_rare_boosts_then_aerolith_for_target_player() -> None:
    """Winged Monkey (rares): [H] I gain 2 boosts, then an Aerolith in target player's
    Landmarks."""
    for ref in ("ALT_CYCLONE_B_YZ_67_R1", "ALT_CYCLONE_B_YZ_67_R2"):
        s = scene(hand=[ref])
        s.play(s.named("Winged Monkey"), "hero")
        s.settle()
        s.answer("p:0")
        assert s.named("Winged Monkey").counters.get("boost") == 2
        assert len(_aeroliths(s, 0)) == 1


@covers("ALT_CYCLONE_B_AX_67_C")
def test_demolition_expert_aerolith_then_sacrifice_from_reserve() -> None:
    """Demolition Expert: [H] an Aerolith in your Landmarks; [R] you may sacrifice a
    Permanent (the Aerolith then Resupplies)."""
    s = scene(hand=["ALT_CYCLONE_B_AX_67_C"])
    s.play(s.named("Demolition Expert"), "hero")
    s.settle()
    assert len(_aeroliths(s, 0)) == 1
    s = scene(reserve=["ALT_CYCLONE_B_AX_67_C"], landmarks=[AEROLITH], deck_top=[TROOPER])
    s.play(s.named("Demolition Expert"), "hero")
    s.settle()
    s.yes()  # the Aerolith is my only Permanent: it is the one sacrificed
    s.settle()
    assert not _aeroliths(s, 0)
    assert TROOPER in [c.cdef.ref for c in s.p(0).reserve]
