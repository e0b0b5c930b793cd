"""Cyclone cards read by the parser (engine/cards/parsed.py), one test per family of the
same text, played through real decisions; and the mechanisms Cyclone adds, each tested
with the reminder text it enforces (docs/mechanisms.md)."""

from __future__ import annotations

from engine.effects.passives import Ascended
from engine.explain import dusk_outlook
from engine.model import Status, Zone
from tests.cards.helpers import Scene, covers, scene

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


@covers(SOAR[0])  # the rares print another text: a family of their own
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


MEDUSA = ("ALT_CYCLONE_B_AX_71_C", "ALT_CYCLONE_B_AX_71_R2")


@covers(*MEDUSA)
def test_medusa_aerolith_goes_to_the_discarded_characters_controller() -> None:
    """Medusa: [R] "You may discard target Character. If you do, create an Aerolith token in
    its controller's Landmarks": the controller of the discarded Character as it last was
    in play (6.3.j) — the opponent's Landmarks for theirs, mine for mine; declined, none."""
    for ref in MEDUSA:
        for who in (1, 0):
            s = scene(reserve=[ref], hero_exp=[TROOPER] if who == 0 else [],
                      opp_hero_exp=[TROOPER] if who == 1 else [])
            s.play(s.named("Medusa"), "companion")
            s.settle()
            s.yes()
            if s.d.kind == "target":
                s.pick(s.named("Ordis Trooper"))
            s.settle()
            assert s.named("Ordis Trooper").zone is Zone.DISCARD
            assert len(_aeroliths(s, who)) == 1 and not _aeroliths(s, 1 - who), (ref, who)
        s = scene(reserve=[ref], opp_hero_exp=[TROOPER])
        s.play(s.named("Medusa"), "companion")
        s.settle()
        s.no()
        s.settle()
        assert not _aeroliths(s, 0) and not _aeroliths(s, 1)


def test_one_landmark_token_word_renders_both_printed_forms() -> None:
    """Cyclone's and Duster's Landmark-token sentences are one word (CreateLandmarkToken):
    the article follows the token's name, a count above one gives the plural."""
    from engine.effects.tokens import MANASEED, CreateLandmarkToken

    assert (CreateLandmarkToken(AEROLITH, "target").text()
            == "Create an Aerolith token in target player's Landmarks")
    assert (CreateLandmarkToken(MANASEED, "target_opponent", 2).text()
            == "Create two Manaseed tokens in target opponent's Landmarks")
    assert (CreateLandmarkToken(MANASEED).text()
            == "Create a Manaseed token in your Landmarks")


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


# ------------------------------------------------------------------ passing first
FROG = "ALT_CYCLONE_B_BR_66_C"
FROG_R = ("ALT_CYCLONE_B_BR_66_R1", "ALT_CYCLONE_B_BR_66_R2")
DOCKYARD = ("ALT_CYCLONE_B_BR_82_C", "ALT_CYCLONE_B_BR_82_R2")


def _my_pass(s) -> None:
    s.settle()
    assert s.d.kind == "turn" and s.d.player == s.me, s.d
    s.answer("pass")
    s.settle()


@covers(FROG)
def test_jumping_frog_boost_when_you_pass_first() -> None:
    """Jumping Frog: "When you pass first (stop taking turns before other players) — I gain
    1 boost": my pass before the opponent's activates it (4.2.3.d); after the opponent has
    passed, my pass does not."""
    s = scene(hero_exp=[FROG])
    _my_pass(s)
    assert s.named("Jumping Frog").counters.get("boost") == 1
    assert s.logged("passes first")
    s = scene(hero_exp=[FROG], first=False)
    s.until(lambda s: s.d.kind == "turn" and s.d.player == s.me)
    assert s.state.players[1].passed
    _my_pass(s)  # the Afternoon then ends: read the log, the Frog has gone to Reserve since
    assert not s.logged("Jumping Frog gains 1 boost")
    assert [e.actor for e in s.state.log if e.text == "passes first"] == ["Opp"]


@covers(*FROG_R)
def test_jumping_frog_rare_boosts_target_character() -> None:
    """Jumping Frog (rares): when you pass first — target Character gains 1 boost."""
    for ref in FROG_R:
        s = scene(hero_exp=[ref, AMELIA])
        _my_pass(s)
        s.pick(s.named("Amelia Earhart"))
        s.settle()
        assert s.named("Amelia Earhart").counters.get("boost") == 1, ref


@covers(*DOCKYARD)
def test_flying_dockyard_aerolith_when_you_pass_first() -> None:
    """Flying Dockyard: when you pass first — create an Aerolith token in your Landmarks."""
    for ref in DOCKYARD:
        s = scene(landmarks=[ref])
        _my_pass(s)
        assert len(_aeroliths(s, 0)) == 1, ref


@covers("ALT_CYCLONE_B_BR_82_R1")
def test_flying_dockyard_rare_boost_then_aerolith_for_target_player() -> None:
    """Flying Dockyard (R1): when you pass first — target Character gains 1 boost, then an
    Aerolith in target player's Landmarks."""
    s = scene(landmarks=["ALT_CYCLONE_B_BR_82_R1"], hero_exp=[AMELIA])
    _my_pass(s)  # the one Character is the only possible target
    s.answer("p:1")
    s.settle()
    assert s.named("Amelia Earhart").counters.get("boost") == 1
    assert len(_aeroliths(s, 1)) == 1


# ------------------------------------------------------------------ facing
SEA_NYMPH = ("ALT_CYCLONE_B_LY_68_C", "ALT_CYCLONE_B_LY_68_R2")
MOUNTAIN_NYMPH = ("ALT_CYCLONE_B_LY_70_C", "ALT_CYCLONE_B_LY_70_R2")
ROBIN = ("ALT_CYCLONE_B_MU_66_C", "ALT_CYCLONE_B_MU_66_R1", "ALT_CYCLONE_B_MU_66_R2")
CUCKOO = "ALT_CYCLONE_B_MU_70_C"
DODO_R = ("ALT_CYCLONE_B_MU_72_R1", "ALT_CYCLONE_B_MU_72_R2")
ARMORED_BIRD = ("ALT_CYCLONE_B_MU_69_R1", "ALT_CYCLONE_B_MU_69_R2")


def _facing_region_without(s, terrain_name: str) -> bool:
    """Move the opponent's Hero Expedition (set-up) to region 1; whether that region lacks
    the terrain."""
    s.state.players[1].position["hero"] = 1
    return terrain_name not in {t.value for t in s.state.terrains_at(1)}


@covers(*SEA_NYMPH)
def test_sea_nymph_sabotage_only_facing_water() -> None:
    """Sea Nymph: if I'm facing an Expedition in Water, Sabotage. The Expedition facing
    mine is the opponent's Hero Expedition; its region's terrains decide."""
    for ref in SEA_NYMPH:
        s = scene(hand=[ref], opp_reserve=[AMELIA])
        s.play(s.named("Sea Nymph"), "hero")  # facing region 0, which has every terrain
        s.settle()
        s.pick(s.named("Amelia Earhart"))
        s.settle()
        assert s.named("Amelia Earhart").zone is Zone.DISCARD, ref


@covers(*MOUNTAIN_NYMPH)
def test_mountain_nymph_aerolith_depends_on_facing_region() -> None:
    """Mountain Nymph: if I'm facing an Expedition in Mountain, create an Aerolith."""
    for ref in MOUNTAIN_NYMPH:
        s = scene(hand=[ref])
        without = _facing_region_without(s, "mountain")
        s.play(s.named("Mountain Nymph"), "hero")
        s.settle()
        if s.d.kind == "target_player":
            s.answer("p:0")
        assert len(_aeroliths(s, 0)) == (0 if without else 1), ref
        s = scene(hand=[ref])  # both Hero Expeditions in region 0: Mountain is there
        s.play(s.named("Mountain Nymph"), "hero")
        s.settle()
        if s.d.kind == "target_player":
            s.answer("p:0")
        assert len(_aeroliths(s, 0)) == 1


def test_facing_terrain_condition_fails_where_the_terrain_is_missing() -> None:
    """The condition reads the region of the Expedition facing me: a region without Water
    (set up) makes Sea Nymph do nothing."""
    s = scene(hand=[SEA_NYMPH[0]], opp_reserve=[AMELIA])
    for region in range(1, 7):
        if "water" not in {t.value for t in s.state.terrains_at(region)}:
            s.state.players[1].position["hero"] = region
            break
    else:
        return  # this Adventure has Water everywhere: nothing to check
    s.play(s.named("Sea Nymph"), "hero")
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.RESERVE
    assert s.logged("is not met")


@covers(*ROBIN)
def test_resentful_robin_boost_when_facing_a_character() -> None:
    """Resentful Robin: [J] if I'm facing a Character, I gain 1 boost (rares: [R] my
    Expedition Ascends)."""
    for ref in ROBIN:
        s = scene(hand=[ref], opp_hero_exp=[AMELIA])
        s.play(s.named("Resentful Robin"), "hero")
        s.settle()
        assert s.named("Resentful Robin").counters.get("boost") == 1, ref
        s = scene(hand=[ref], opp_hero_exp=[AMELIA])
        s.play(s.named("Resentful Robin"), "companion")  # nothing faces my Companion
        s.settle()
        assert s.named("Resentful Robin").counters.get("boost", 0) == 0
    s = scene(reserve=[ROBIN[1]])
    s.play(s.named("Resentful Robin"), "companion")
    s.settle()
    assert _ascended(s) == {(0, "companion")}


@covers(CUCKOO, *DODO_R)
def test_boost_when_a_character_joins_the_expedition_facing_me() -> None:
    """Colorful Cuckoo, Drowsy Dodo (rares): when a Character joins the Expedition facing me
    — I gain 1 boost. A Character joining the other Expedition does not count."""
    for ref, name in ((CUCKOO, "Colorful Cuckoo"), *((r, "Drowsy Dodo") for r in DODO_R)):
        for exp, boosts in (("companion", 0), ("hero", 1)):
            s = scene(hero_exp=[ref], opp_hand=[TROOPER], first=False)
            trooper = s.named("Ordis Trooper")
            s.answer(f"play:{trooper.oid}:{exp}")
            s.settle()
            assert s.named(name).counters.get("boost", 0) == boosts, (ref, exp)


@covers(*ARMORED_BIRD)
def test_armored_bird_defender_unless_facing_two_characters() -> None:
    """Armored Bird (rares): I am Defender unless I'm facing two or more Characters (7.4.2)."""
    for ref in ARMORED_BIRD:
        s = scene(hero_exp=[ref], opp_hero_exp=[TROOPER])
        s.to_night_end()  # a 3/3/3 against a 1/1/1, but Defender
        assert s.p(0).distance("hero") == 0, ref
        assert s.logged("has a Defender")
        s = scene(hero_exp=[ref], opp_hero_exp=[TROOPER, TROOPER])
        s.to_night_end()
        assert s.p(0).distance("hero") == 1, ref


@covers("ALT_CYCLONE_B_MU_72_C")
def test_drowsy_dodo_may_wake_when_a_character_joins_facing() -> None:
    """Drowsy Dodo: [J] I gain Asleep; when a Character joins the Expedition facing me — you
    may have me lose Asleep."""
    from engine.model import Status

    s = scene(hand=["ALT_CYCLONE_B_MU_72_C"], opp_hand=[TROOPER])
    s.play(s.named("Drowsy Dodo"), "hero")
    s.settle()
    assert Status.ASLEEP in s.named("Drowsy Dodo").statuses
    s.answer(f"play:{s.named('Ordis Trooper').oid}:hero")
    s.settle()
    s.yes()
    s.settle()
    assert Status.ASLEEP not in s.named("Drowsy Dodo").statuses


@covers("ALT_CYCLONE_B_MU_67_R2")
def test_helpful_pelican_resupplies_if_ascended() -> None:
    """Helpful Pelican (R2): when a Character joins the Expedition facing me — if my
    Expedition is Ascended, Resupply."""
    s = scene(hand=[GARGOYLE[0]], hero_exp=["ALT_CYCLONE_B_MU_67_R2"], opp_hand=[TROOPER],
              deck_top=[AMELIA])
    s.play(s.named("Gargoyle"), "companion")
    s.settle()
    s.answer("e:0:hero")
    s.settle()
    s.answer(f"play:{s.named('Ordis Trooper').oid}:hero")
    s.settle()
    assert [c.cdef.ref for c in s.p(0).reserve] == [AMELIA]
    s = scene(hero_exp=["ALT_CYCLONE_B_MU_67_R2"], opp_hand=[TROOPER], deck_top=[AMELIA],
              first=False)  # not Ascended: nothing
    s.answer(f"play:{s.named('Ordis Trooper').oid}:hero")
    s.settle()
    assert not s.p(0).reserve


@covers("ALT_CYCLONE_B_OR_72_R1", "ALT_CYCLONE_B_OR_72_R2")
def test_ordis_messenger_rare_ascends_or_aerolith() -> None:
    """Ordis Messenger (rares): [J] if I'm in an Ascended Expedition, an Aerolith in target
    player's Landmarks; otherwise my Expedition Ascends."""
    for ref in ("ALT_CYCLONE_B_OR_72_R1", "ALT_CYCLONE_B_OR_72_R2"):
        s = scene(hand=[ref, ref])
        first, second = [c for c in s.p(0).hand if c.cdef.ref == ref]
        s.play(first, "hero")
        s.settle()
        assert _ascended(s) == {(0, "hero")} and not _aeroliths(s, 0)
        s.opp_pass()
        s.play(second, "hero")
        s.settle()
        s.answer("p:0")
        assert len(_aeroliths(s, 0)) == 1, ref


@covers("ALT_CYCLONE_B_AX_77_R1", "ALT_CYCLONE_B_AX_77_R2")
def test_aerolith_reef_rare_sacrifices_itself_to_resupply() -> None:
    """Aerolith Reef (rares): when I'm sacrificed — Resupply; {T}, {1}: sacrifice me."""
    for ref in ("ALT_CYCLONE_B_AX_77_R1", "ALT_CYCLONE_B_AX_77_R2"):
        s = scene(landmarks=[ref], deck_top=[TROOPER])
        s.quick(s.named("Aerolith Reef"))
        s.settle()
        assert s.named("Aerolith Reef").zone is Zone.DISCARD, ref
        assert [c.cdef.ref for c in s.p(0).reserve] == [TROOPER]


@covers("ALT_CYCLONE_B_AX_71_R1")
def test_medusa_rare_aerolith_for_each_player() -> None:
    """Medusa (R1): [R] you may discard target Character; if you do, an Aerolith in each
    player's Landmarks."""
    s = scene(reserve=["ALT_CYCLONE_B_AX_71_R1"], opp_hero_exp=[AMELIA])
    s.play(s.named("Medusa"), "hero")
    s.settle()
    s.yes()
    if s.d.kind == "target":
        s.pick(s.named("Amelia Earhart"))
    s.settle()
    assert len(_aeroliths(s, 0)) == 1 and len(_aeroliths(s, 1)) == 1


@covers("ALT_CYCLONE_B_AX_66_R2")
def test_gavroche_r2_discard_from_reserve_for_aerolith() -> None:
    """Gavroche (R2): [R] you may discard a card from your Reserve to create an Aerolith."""
    s = scene(reserve=["ALT_CYCLONE_B_AX_66_R2", AMELIA])
    s.play(s.named("Gavroche"), "hero")
    s.settle()
    s.yes()
    if s.d is not None and s.d.kind != "turn":
        s.pick(s.named("Amelia Earhart"))
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.DISCARD
    assert len(_aeroliths(s, 0)) == 1


# ------------------------------------------------------------------ first player, moving forward
HARE = ("ALT_CYCLONE_B_BR_75_C", "ALT_CYCLONE_B_BR_75_R1", "ALT_CYCLONE_B_BR_75_R2")
PRIYA = ("ALT_CYCLONE_B_BR_74_C", "ALT_CYCLONE_B_BR_74_R1", "ALT_CYCLONE_B_BR_74_R2")


@covers(*HARE)
def test_the_hare_gives_first_player_away() -> None:
    """The Hare: [H] if you are first player, target player becomes first player (the
    Morning's succession, 4.2.1.b, then goes on from there)."""
    for ref in HARE:
        s = scene(hand=[ref], first=True)
        s.play(s.named("The Hare"), "hero")
        s.settle()
        s.answer("p:1")
        assert s.state.first == 1, ref
        assert s.logged("Opp becomes the first player")
    s = scene(hand=[HARE[0]], opp_hand=[], first=False)
    s.until(lambda s: s.d.kind == "turn" and s.d.player == s.me)
    s.play(s.named("The Hare"), "hero")
    s.settle()
    assert s.d.kind != "target_player" and s.state.first == 1  # not first: nothing


@covers("ALT_CYCLONE_B_YZ_69_R1")
def test_the_tortoise_rare_takes_first_player() -> None:
    """The Tortoise (R1): [H] if your opponent is first player, you become first player."""
    s = scene(hand=["ALT_CYCLONE_B_YZ_69_R1"], first=False)
    s.until(lambda s: s.d.kind == "turn" and s.d.player == s.me)
    s.play(s.named("The Tortoise"), "hero")
    s.settle()
    assert s.state.first == 0


@covers(*PRIYA)
def test_priya_aerolith_when_my_expedition_moves_forward() -> None:
    """Priya, Bravos Signaler: when my Expedition moves forward — create an Aerolith token
    in your Landmarks (Progress moves it, 4.2.4.b); the other Expedition's move does not."""
    for ref in PRIYA:
        s = scene(hero_exp=[ref], companion_exp=[AMELIA], opp_hero_exp=["ALT_CORE_B_BR_22_C"])
        s.to_night_end()  # my Companion Expedition moves forward, my Hero one does not
        assert s.p(0).distance("companion") == 1 and s.p(0).distance("hero") == 0
        assert not _aeroliths(s, 0), ref
        s = scene(hero_exp=[ref])
        s.to_night_end()
        assert s.p(0).distance("hero") == 1
        assert len(_aeroliths(s, 0)) == 1, ref


BESSIE = (("ALT_CYCLONE_B_AX_68_C", 1), ("ALT_CYCLONE_B_AX_68_R1", 2),
          ("ALT_CYCLONE_B_AX_68_R2", 1))


@covers(*(ref for ref, _ in BESSIE))
def test_bessie_coleman_boost_when_you_sacrifice_a_permanent() -> None:
    """Bessie Coleman: when you sacrifice a Permanent (7.3.25) — if I have no boosts (R1:
    less than 2), I gain 1 boost. Two Aeroliths sacrificed one after the other."""
    for ref, most in BESSIE:
        s = scene(hero_exp=[ref], landmarks=[AEROLITH, AEROLITH])
        for rock in _aeroliths(s, 0):
            s.quick(rock)
            s.settle()
        assert s.named("Bessie Coleman").counters.get("boost") == most, ref


@covers("ALT_CYCLONE_B_LY_71_C", "ALT_CYCLONE_B_LY_71_R2")
def test_forest_nymph_may_make_a_character_fleeting() -> None:
    """Forest Nymph: if I'm facing an Expedition in Forest, you may have target Character
    gain Fleeting (the Hero region has every terrain)."""
    from engine.model import Status

    for ref in ("ALT_CYCLONE_B_LY_71_C", "ALT_CYCLONE_B_LY_71_R2"):
        s = scene(hand=[ref], opp_hero_exp=[AMELIA])
        s.play(s.named("Forest Nymph"), "hero")
        s.settle()
        s.yes()
        if s.d.kind == "target":
            s.pick(s.named("Amelia Earhart"))
        s.settle()
        assert Status.FLEETING in s.named("Amelia Earhart").statuses, ref


@covers("ALT_CYCLONE_B_MU_71_C", "ALT_CYCLONE_B_MU_71_R1", "ALT_CYCLONE_B_MU_71_R2")
def test_migratory_crane_may_switch_when_a_character_joins_facing() -> None:
    """Migratory Crane: when a Character joins the Expedition facing me — you may have me
    switch Expeditions (declining leaves me where I am)."""
    for ref in ("ALT_CYCLONE_B_MU_71_C", "ALT_CYCLONE_B_MU_71_R1", "ALT_CYCLONE_B_MU_71_R2"):
        for accept, where in ((True, "companion"), (False, "hero")):
            s = scene(hero_exp=[ref], opp_hand=[TROOPER], first=False)
            s.answer(f"play:{s.named('Ordis Trooper').oid}:hero")
            s.settle()
            if accept:
                s.yes()
            else:
                s.no()
            s.settle()
            assert s.named("Migratory Crane").expedition == where, (ref, accept)


@covers("ALT_CYCLONE_B_AX_72_C", "ALT_CYCLONE_B_AX_72_R1")
def test_axiom_puppeteer_sacrifices_a_permanent_to_sabotage() -> None:
    """Axiom Puppeteer: [H] you may sacrifice a Permanent to Sabotage (an internal cost,
    6.4: the Sabotage only if the Permanent was sacrificed)."""
    for ref in ("ALT_CYCLONE_B_AX_72_C", "ALT_CYCLONE_B_AX_72_R1"):
        s = scene(hand=[ref], landmarks=[AEROLITH], opp_reserve=[AMELIA], deck_top=[TROOPER])
        s.play(s.named("Axiom Puppeteer"), "hero")
        s.settle()
        s.yes()  # the Aerolith, my only Permanent, is sacrificed
        s.settle()
        if s.d.kind == "target":
            s.pick(s.named("Amelia Earhart"))
        s.settle()
        assert not _aeroliths(s, 0)
        assert s.named("Amelia Earhart").zone is Zone.DISCARD, ref
        s = scene(hand=[ref], opp_reserve=[AMELIA])  # no Permanent: nothing to pay with
        s.play(s.named("Axiom Puppeteer"), "hero")
        s.settle()
        assert s.named("Amelia Earhart").zone is Zone.RESERVE


@covers("ALT_CYCLONE_B_AX_66_R1")
def test_gavroche_r1_sacrifice_a_permanent_for_aerolith() -> None:
    """Gavroche (R1): [R] you may sacrifice a Permanent to create an Aerolith token."""
    s = scene(reserve=["ALT_CYCLONE_B_AX_66_R1"], landmarks=[AEROLITH], deck_top=[TROOPER])
    old = _aeroliths(s, 0)[0]
    s.play(s.named("Gavroche"), "hero")
    s.settle()
    s.yes()
    s.settle()
    [new] = _aeroliths(s, 0)
    assert new is not old


# ================================================================ the other families
# Every Cyclone family with an implemented card gets a test through real decisions.

JAMMER = "ALT_CORE_B_AX_28_C"  # Armored Jammer, a Landmark with Hand Cost 2
KAPPA = "ALT_CORE_B_BR_13_C"  # a vanilla 4/4/5 with Hand Cost 4
TRAINING = "ALT_CORE_B_YZ_19_C"  # Magical Training: a Spell costing 1, "Draw a card."
FARFETCH = ("ALT_CYCLONE_B_AX_69_C", "ALT_CYCLONE_B_AX_69_R1")
FARFETCH_R2 = "ALT_CYCLONE_B_AX_69_R2"
DROPSHIP = ("ALT_CYCLONE_B_AX_80_C", "ALT_CYCLONE_B_AX_80_R1", "ALT_CYCLONE_B_AX_80_R2")


def _boosts(card) -> int:
    return card.counters.get("boost", 0)


def _offered(s: Scene) -> set[int]:
    return {i for o in s.d.options for i in o.objects}


@covers(*FARFETCH, *DROPSHIP)
def test_farfetch_sacrifices_a_dropship_to_switch_a_character() -> None:
    """FarFetch 2.0: "{J} You may sacrifice a Permanent. If you do, target Character switches
    Expeditions"; Brassbug Dropship: "When I'm sacrificed — Create a Brassbug Robot token in
    each of your Expeditions" (7.3.25)."""
    for far, ship in zip(FARFETCH * 2, DROPSHIP, strict=False):
        s = scene(hand=[far], landmarks=[ship], opp_hero_exp=[KAPPA])
        s.play(s.named("FarFetch 2.0"))
        s.settle()
        s.yes()
        if s.d.kind == "sacrifice":  # the only Permanent I control: nothing to choose
            s.pick(s.named("Brassbug Dropship"))
        assert s.named("Brassbug Dropship").zone is Zone.DISCARD
        s.pick(s.named("Kappa"))
        s.settle()  # the Dropship's Reaction waited for FarFetch's effect to end (6.4)
        assert s.named("Kappa").expedition == "companion", far
        assert len(s.tokens("Brassbug", 0, "hero")) == 1, ship
        assert len(s.tokens("Brassbug", 0, "companion")) == 1, ship


@covers(FARFETCH[0])
def test_farfetch_without_a_permanent_switches_nothing() -> None:
    """"If you do" (6.5.f): declining the sacrifice, no Character switches."""
    s = scene(hand=[FARFETCH[0]], landmarks=[JAMMER], opp_hero_exp=[KAPPA])
    s.play(s.named("FarFetch 2.0"))
    s.settle()
    s.no()
    s.settle()
    assert s.named("Kappa").expedition == "hero"
    assert s.named("Armored Jammer").zone is Zone.LANDMARK


@covers(FARFETCH_R2)
def test_farfetch_r2_may_sacrifice_a_character() -> None:
    """FarFetch 2.0 (R2): "You may sacrifice a Character or Permanent. If you do, target
    Character switches Expeditions": my Ordis Trooper is sacrificed."""
    s = scene(hand=[FARFETCH_R2], hero_exp=[TROOPER], opp_hero_exp=[KAPPA])
    s.play(s.named("FarFetch 2.0"), "companion")
    s.settle()
    s.yes()
    assert s.d.kind == "sacrifice"
    s.pick(s.named("Ordis Trooper"))
    s.settle()
    assert s.named("Ordis Trooper").zone is Zone.DISCARD
    s.pick(s.named("Kappa"))
    s.settle()
    assert s.named("Kappa").expedition == "companion"


PUPPETEER_R2 = "ALT_CYCLONE_B_AX_72_R2"


@covers(PUPPETEER_R2)
def test_axiom_puppeteer_r2_sacrifices_to_sabotage() -> None:
    """Axiom Puppeteer (R2): "{H} You may sacrifice a Character or Permanent to Sabotage"
    (the sacrifice is the price, 7.3.24: then a card in a Reserve is discarded)."""
    s = scene(hand=[PUPPETEER_R2], landmarks=[JAMMER], opp_reserve=[AMELIA])
    s.play(s.named("Axiom Puppeteer"))
    s.settle()
    s.yes()
    assert s.d.kind == "sacrifice"
    s.pick(s.named("Armored Jammer"))
    s.settle()
    assert s.named("Armored Jammer").zone is Zone.DISCARD
    s.pick(s.named("Amelia Earhart"))
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.DISCARD


REEF = "ALT_CYCLONE_B_AX_77_C"


@covers(REEF)
def test_aerolith_reef_sends_a_cheap_character_to_reserve() -> None:
    """Aerolith Reef: "{J} You may send to Reserve target Character with Hand Cost 2 or
    less": Ordis Trooper (1) goes to its owner's Reserve; Kappa (4) is not offered."""
    s = scene(hand=[REEF], opp_hero_exp=[TROOPER, KAPPA])
    s.play(s.named("Aerolith Reef"), None)
    s.settle()
    s.yes()
    if s.d.kind == "target":
        assert s.named("Kappa").oid not in _offered(s)
        s.pick(s.named("Ordis Trooper"))
        s.settle()
    assert s.named("Ordis Trooper").zone is Zone.RESERVE
    assert s.named("Ordis Trooper") in s.p(1).reserve


STATION = ("ALT_CYCLONE_B_AX_81_C", "ALT_CYCLONE_B_AX_81_R2")


@covers(*STATION)
def test_restocking_station_spends_kelon_to_unfleet() -> None:
    """Restocking Station: "{J} I gain 2 Kelon counters"; "{T}, spend one of my Kelon
    counters: Target Character loses Fleeting"."""
    for ref in STATION:
        s = scene(hand=[ref, TROOPER], hero_exp=[AMELIA])
        amelia = s.named("Amelia Earhart")
        s.state.gain_status(amelia, Status.FLEETING)  # set-up
        s.play(s.named("Restocking Station"), None)
        s.settle()
        station = s.named("Restocking Station")
        assert station.counters.get("kelon", 0) == 2
        s.opp_pass()
        s.quick(station)
        s.settle()
        if s.d.kind == "target":
            s.pick(amelia)
            s.settle()
        assert Status.FLEETING not in amelia.statuses, ref
        assert station.counters.get("kelon", 0) == 1 and station.exhausted


JINN = ("ALT_CYCLONE_B_BR_68_C", "ALT_CYCLONE_B_BR_68_R2")


@covers(*JINN)
def test_smoldering_jinn_from_reserve_feeds_my_mana() -> None:
    """Smoldering Jinn: "{R} Put the top card of your deck in your Mana zone" (as an
    exhausted Mana Orb); from hand, nothing."""
    for ref in JINN:
        s = scene(reserve=[ref])
        mana = len(s.p().mana)
        s.play(s.named("Smoldering Jinn"))
        s.settle()
        assert len(s.p().mana) == mana + 1 and s.p().mana[-1].exhausted, ref
        s = scene(hand=[ref])
        mana = len(s.p().mana)
        s.play(s.named("Smoldering Jinn"))
        s.settle()
        assert len(s.p().mana) == mana


BRAVOS_SIGNET = "ALT_CYCLONE_B_BR_79_C"


@covers(BRAVOS_SIGNET)
def test_bravos_signet_three_modes() -> None:
    """Bravos Signet: "Choose one: • target Character gains 3 boosts • Return target
    Character with Hand Cost 3 or less to its owner's hand • Put the top card of your deck
    in your Mana zone"."""
    s = scene(hand=[BRAVOS_SIGNET], hero_exp=[AMELIA])
    s.play(s.named("Bravos Signet"), None)
    s.settle()
    s.answer(s.d.options[0].id)
    s.settle()
    if s.d.kind == "target":
        s.pick(s.named("Amelia Earhart"))
        s.settle()
    assert _boosts(s.named("Amelia Earhart")) == 3
    s = scene(hand=[BRAVOS_SIGNET], opp_hero_exp=[AMELIA, KAPPA])
    s.play(s.named("Bravos Signet"), None)
    s.settle()
    s.answer(s.d.options[1].id)
    s.settle()
    if s.d.kind == "target":
        assert s.named("Kappa").oid not in _offered(s)
        s.pick(s.named("Amelia Earhart"))
        s.settle()
    assert s.named("Amelia Earhart").zone is Zone.HAND
    s = scene(hand=[BRAVOS_SIGNET])
    mana = len(s.p().mana)
    s.play(s.named("Bravos Signet"), None)
    s.settle()
    s.answer(s.d.options[2].id)
    s.settle()
    assert len(s.p().mana) == mana + 1


PARLIAMENT = "ALT_CYCLONE_B_BR_81_C"
PARLIAMENT_RARE = ("ALT_CYCLONE_B_BR_81_R1", "ALT_CYCLONE_B_BR_81_R2")
BEAUTY_SLEEP = "ALT_CORE_B_MU_28_C"  # a Spell costing 1: "Target Character gains Asleep."


def _tough_costs(s: Scene, target: str) -> int:
    """The opponent targets my `target` with Beauty Sleep: what it paid (7.4.7.c)."""
    before = s.state.ready_mana(1)
    s.answer(s.option(lambda o: o.detail == "play"))
    s.settle()
    if s.d.kind == "target":
        s.pick(s.named(target))
        s.settle()
    return before - s.state.ready_mana(1)


@covers(PARLIAMENT, *PARLIAMENT_RARE)
def test_parliament_of_ashes_makes_my_characters_tough_1() -> None:
    """Parliament of Ashes: "{J} Resupply" (R1/R2: "{J} Draw a card"); "Characters you
    control are Tough 1" (7.4.7: an opponent targeting one pays 1 more)."""
    for ref in (PARLIAMENT, *PARLIAMENT_RARE):
        s = scene(hand=[ref], hero_exp=[AMELIA], opp_hand=[BEAUTY_SLEEP], deck_top=[TROOPER])
        hand = len(s.p().hand)
        s.play(s.named("Parliament of Ashes"), None)
        s.settle()
        if ref == PARLIAMENT:
            assert [c.name for c in s.p().reserve] == ["Ordis Trooper"]
            assert len(s.p().hand) == hand - 1
        else:
            assert not s.p().reserve and len(s.p().hand) == hand
        assert s.d.player == 1
        assert _tough_costs(s, "Amelia Earhart") == 2, ref
        assert Status.ASLEEP in s.named("Amelia Earhart").statuses


MOUNTAIN_GUIDE = ("ALT_CYCLONE_B_LY_66_R1", "ALT_CYCLONE_B_LY_66_R2")


@covers(*MOUNTAIN_GUIDE)
def test_mountain_guide_discarded_from_reserve_makes_the_next_card_cheaper() -> None:
    """Mountain Guide (R1/R2): "[S] Discard me from Reserve: The next card you play this
    turn costs 1 less"."""
    for ref in MOUNTAIN_GUIDE:
        s = scene(reserve=[ref], hand=[AMELIA])
        s.quick(s.named("Mountain Guide"))
        s.settle()
        assert s.named("Mountain Guide").zone is Zone.DISCARD
        before = s.ready_mana()
        s.play(s.named("Amelia Earhart"))
        s.settle()
        assert s.ready_mana() == before - 2, ref


STICKY_SHROOM = "ALT_CYCLONE_B_LY_67_C"


@covers(STICKY_SHROOM)
def test_sticky_shroom_anchors_itself_and_stays_through_rest() -> None:
    """Sticky Shroom: "{J} I gain Anchored" (during Rest it stays and loses Anchored)."""
    s = scene(hand=[STICKY_SHROOM])
    shroom = s.named("Sticky Shroom")
    s.play(shroom)
    s.settle()
    assert Status.ANCHORED in shroom.statuses
    s.to_night_end()
    assert shroom.zone is Zone.EXPEDITION and Status.ANCHORED not in shroom.statuses


KOI = ("ALT_CYCLONE_B_LY_74_C", "ALT_CYCLONE_B_LY_74_R2")
WHISPERER = ("ALT_CYCLONE_P_AX_84_C", "ALT_CYCLONE_P_BR_84_C", "ALT_CYCLONE_P_LY_84_C",
             "ALT_CYCLONE_P_MU_84_C", "ALT_CYCLONE_P_OR_84_C", "ALT_CYCLONE_P_YZ_84_C")


@covers(*KOI)
def test_koi_is_gigantic() -> None:
    """Koi, Playful Leviathan: Gigantic — in both of my Expeditions, its statistics count
    in each (7.4.4.b)."""
    for ref in KOI:
        s = scene(hand=[ref])
        s.play(s.named("Koi, Playful Leviathan"))
        s.settle()
        koi = s.named("Koi, Playful Leviathan")
        assert koi in s.exp(0, "hero") and koi in s.exp(0, "companion"), ref
        assert str(s.state.expedition_stats(0, "companion")) == "3/0/3"


@covers(*WHISPERER)
def test_leviathan_whisperer_makes_the_next_leviathan_cheaper() -> None:
    """Leviathan Whisperer: "{J} The next Leviathan you play this afternoon costs 2 less":
    Koi (Hand Cost 4) then costs 2; a second Leviathan pays in full."""
    for ref in WHISPERER:
        s = scene(hand=[ref, KOI[0], KOI[0]], mana=9)
        s.play(s.named("Leviathan Whisperer"))
        s.settle()
        s.opp_pass()
        first, second = [c for c in s.p().hand if c.cdef.ref == KOI[0]]
        before = s.ready_mana()
        s.play(first)
        s.settle()
        assert s.ready_mana() == before - 2, ref
        before = s.ready_mana()
        s.play(second)
        s.settle()
        assert s.ready_mana() == before - 4


ARMORED_BIRD_C = "ALT_CYCLONE_B_MU_69_C"


@covers(ARMORED_BIRD_C)
def test_armored_bird_is_defender() -> None:
    """Armored Bird: Defender — its Expedition does not move forward at Progress (7.4.2),
    even beating the facing one; my other Expedition still can."""
    s = scene(hero_exp=[ARMORED_BIRD_C], companion_exp=[AMELIA])
    s.to_night_end()
    assert s.p(0).distance("hero") == 0 and s.p(0).distance("companion") == 1
    assert s.logged("has a Defender")


WYVERN = "ALT_CYCLONE_B_MU_73_C"
WYVERN_RARE = ("ALT_CYCLONE_B_MU_73_R1", "ALT_CYCLONE_B_MU_73_R2")
CALADRIUS = "ALT_CYCLONE_B_YZ_72_C"
CALADRIUS_RARE = ("ALT_CYCLONE_B_YZ_72_R1", "ALT_CYCLONE_B_YZ_72_R2")
JIAN = "ALT_CORE_B_AX_10_C"  # a vanilla 3/2/0 with Hand Cost 2


@covers(WYVERN, *CALADRIUS_RARE)
def test_send_to_reserve_a_character_costing_1_or_less() -> None:
    """Wyvern and Caladrius (R1/R2): "{H} You may send to Reserve target Character with
    Hand Cost 1 or less": Ordis Trooper (1) goes to its owner's Reserve, Jian (2) is not
    offered."""
    for ref, name in ((WYVERN, "Wyvern"), *((r, "Caladrius") for r in CALADRIUS_RARE)):
        s = scene(hand=[ref], opp_hero_exp=[TROOPER, JIAN])
        s.play(s.named(name))
        s.settle()
        s.yes()
        if s.d.kind == "target":
            assert s.named("Jian, Assembly Overseer").oid not in _offered(s), ref
            s.pick(s.named("Ordis Trooper"))
            s.settle()
        assert s.named("Ordis Trooper") in s.p(1).reserve, ref
        assert s.named("Jian, Assembly Overseer").zone is Zone.EXPEDITION


@covers(CALADRIUS)
def test_caladrius_sends_a_character_costing_2_or_less() -> None:
    """Caladrius: "{H} You may send to Reserve target Character with Hand Cost 2 or less":
    Jian (2) may be the target, Amelia Earhart (3) may not."""
    s = scene(hand=[CALADRIUS], opp_hero_exp=[JIAN, AMELIA])
    s.play(s.named("Caladrius"))
    s.settle()
    s.yes()
    if s.d.kind == "target":
        assert s.named("Amelia Earhart").oid not in _offered(s)
        s.pick(s.named("Jian, Assembly Overseer"))
        s.settle()
    assert s.named("Jian, Assembly Overseer") in s.p(1).reserve


@covers(*WYVERN_RARE)
def test_wyvern_rare_sends_up_to_two() -> None:
    """Wyvern (R1/R2): "You may send to Reserve up to 2 target Characters with Hand Cost 1
    or less"."""
    for ref in WYVERN_RARE:
        s = scene(hand=[ref], opp_hero_exp=[TROOPER, TROOPER, JIAN])
        s.play(s.named("Wyvern"))
        s.settle()
        s.yes()
        assert s.d.multi and s.d.max == 2
        s.answer([o.id for o in s.d.options if o.objects][:2])
        s.settle()
        assert [c.name for c in s.p(1).reserve] == ["Ordis Trooper"] * 2, ref
        assert s.named("Jian, Assembly Overseer").zone is Zone.EXPEDITION


YANNA = "ALT_CYCLONE_B_OR_75_C"


@covers(YANNA)
def test_yanna_may_put_a_character_to_sleep() -> None:
    """Yanna, Qorgan Agent: "{J} You may have target Character gain Asleep" (Asleep: its
    statistics are not counted at Dusk, and it does not go to Reserve at Rest, 2.4.4)."""
    s = scene(hand=[YANNA], opp_hero_exp=[KAPPA])
    s.play(s.named("Yanna, Qorgan Agent"))
    s.settle()
    s.yes()
    if s.d.kind == "target":
        s.pick(s.named("Kappa"))
        s.settle()
    assert Status.ASLEEP in s.named("Kappa").statuses


UNDINE = ("ALT_CYCLONE_B_YZ_66_C", "ALT_CYCLONE_B_YZ_66_R1", "ALT_CYCLONE_B_YZ_66_R2")
SUSTENANCE = "ALT_BISE_B_MU_61_C"  # a Fleeting Spell costing 2


@covers(*UNDINE)
def test_undine_discarded_from_reserve_unfleets_the_next_spell() -> None:
    """Undine: "[S] Discard me from Reserve: The next Spell you play this turn loses
    Fleeting": the Fleeting Sustenance then goes to my Reserve after resolving (2.4.6)."""
    for ref in UNDINE:
        s = scene(reserve=[ref], hand=[SUSTENANCE])
        s.quick(s.named("Undine"))
        s.settle()
        assert s.named("Undine").zone is Zone.DISCARD
        s.play(s.named("Sustenance"), None)
        s.settle()
        assert s.named("Sustenance").zone is Zone.RESERVE, ref


def test_without_undine_the_fleeting_spell_is_discarded() -> None:
    """The baseline: Sustenance is Fleeting, so it goes to the Discard pile (2.4.6)."""
    s = scene(hand=[SUSTENANCE])
    s.play(s.named("Sustenance"), None)
    s.settle()
    assert s.named("Sustenance").zone is Zone.DISCARD


WINGED_MONKEY = "ALT_CYCLONE_B_YZ_67_C"


@covers(WINGED_MONKEY)
def test_winged_monkey_gains_2_boosts_from_hand_only() -> None:
    """Winged Monkey: "{H} I gain 2 boosts"; from Reserve, none."""
    s = scene(hand=[WINGED_MONKEY])
    s.play(s.named("Winged Monkey"))
    s.settle()
    assert _boosts(s.named("Winged Monkey")) == 2
    s = scene(reserve=[WINGED_MONKEY])
    s.play(s.named("Winged Monkey"))
    s.settle()
    assert _boosts(s.named("Winged Monkey")) == 0


TORTOISE = ("ALT_CYCLONE_B_YZ_69_C", "ALT_CYCLONE_B_YZ_69_R2")


@covers(*TORTOISE)
def test_the_tortoise_discarded_from_reserve_is_after_you() -> None:
    """The Tortoise: "[S] Discard me from Reserve: After you" (7.3.2: my turn ends without
    passing, the opponent plays next)."""
    for ref in TORTOISE:
        s = scene(reserve=[ref], hand=[AMELIA])
        s.quick(s.named("The Tortoise"))
        assert s.named("The Tortoise").zone is Zone.DISCARD
        assert s.d.kind == "turn" and s.d.player == 1 and not s.p(0).passed, ref
        s.opp_pass()
        s.play(s.named("Amelia Earhart"))


SUHA = "ALT_CYCLONE_B_YZ_70_C"
SUHA_RARE = ("ALT_CYCLONE_B_YZ_70_R1", "ALT_CYCLONE_B_YZ_70_R2")


@covers(SUHA)
def test_suha_boosts_then_sabotages() -> None:
    """Suha, Qorgan Operative: "{H} I gain 1 boost, then Sabotage" (7.3.24)."""
    s = scene(hand=[SUHA], opp_reserve=[AMELIA])
    s.play(s.named("Suha, Qorgan Operative"))
    s.settle()
    assert _boosts(s.named("Suha, Qorgan Operative")) == 1
    s.pick(s.named("Amelia Earhart"))
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.DISCARD


@covers(*SUHA_RARE)
def test_suha_rare_sabotages_when_it_goes_to_reserve_at_rest() -> None:
    """Suha (R1/R2): "{H} I gain 2 boosts"; "When I go to Reserve from the Expedition zone —
    Sabotage": at Rest it goes to my Reserve and a card of the opponent's Reserve is
    discarded."""
    for ref in SUHA_RARE:
        s = scene(hand=[ref], opp_reserve=[AMELIA])
        s.play(s.named("Suha, Qorgan Operative"))
        s.settle()
        assert _boosts(s.named("Suha, Qorgan Operative")) == 2
        s.until(lambda s: s.d.kind == "target" and s.d.player == 0)
        assert s.named("Suha, Qorgan Operative").zone is Zone.RESERVE, ref
        s.pick(s.named("Amelia Earhart"))
        assert s.named("Amelia Earhart").zone is Zone.DISCARD


YZMIR_SIGNET = "ALT_CYCLONE_B_YZ_76_C"


@covers(YZMIR_SIGNET)
def test_yzmir_signet_three_modes() -> None:
    """Yzmir Signet: "Choose one: • Send to Reserve target Character with Hand Cost 2 or
    less • Sabotage • Draw a card"."""
    s = scene(hand=[YZMIR_SIGNET], opp_hero_exp=[JIAN, AMELIA])
    s.play(s.named("Yzmir Signet"), None)
    s.settle()
    s.answer(s.d.options[0].id)
    s.settle()
    if s.d.kind == "target":
        assert s.named("Amelia Earhart").oid not in _offered(s)
        s.pick(s.named("Jian, Assembly Overseer"))
        s.settle()
    assert s.named("Jian, Assembly Overseer") in s.p(1).reserve
    s = scene(hand=[YZMIR_SIGNET], opp_reserve=[AMELIA])
    s.play(s.named("Yzmir Signet"), None)
    s.settle()
    s.answer(s.d.options[1].id)
    s.settle()
    s.pick(s.named("Amelia Earhart"))
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.DISCARD
    s = scene(hand=[YZMIR_SIGNET])
    hand = len(s.p().hand)
    s.play(s.named("Yzmir Signet"), None)
    s.settle()
    s.answer(s.d.options[2].id)
    s.settle()
    assert len(s.p().hand) == hand


MOTH_SPRING = "ALT_CYCLONE_B_YZ_78_C"


@covers(MOTH_SPRING)
def test_moth_to_a_spring_creates_a_mana_moth_and_draws() -> None:
    """Moth to a Spring: "Create a Mana Moth Illusion token in target Expedition. Draw a
    card."."""
    s = scene(hand=[MOTH_SPRING])
    hand = len(s.p().hand)
    s.play(s.named("Moth to a Spring"), None)
    s.settle()
    s.pick_label("Me's companion Expedition")
    s.settle()
    assert len(s.tokens("Mana Moth", 0, "companion")) == 1
    assert len(s.p().hand) == hand


FURY = "ALT_CYCLONE_B_YZ_80_C"


@covers(FURY)
def test_sakarabrus_fury_moves_an_expedition_backwards() -> None:
    """Sakarabru's Fury: "Fleeting. Target Expedition moves backwards one region." The
    opponent's Hero Expedition, two regions out, comes back to one; the Spell, Fleeting,
    is discarded (2.4.6)."""
    s = scene(hand=[FURY])
    s.p(1).position["hero"] = 2  # set-up: it has travelled two regions
    s.play(s.named("Sakarabru's Fury"), None)
    s.settle()
    s.pick_label("Opp's hero Expedition")
    s.settle()
    assert s.p(1).distance("hero") == 1
    assert s.named("Sakarabru's Fury").zone is Zone.DISCARD


SIGNET_RARE = ("ALT_CYCLONE_B_BR_79_R1", "ALT_CYCLONE_B_BR_79_R2")


@covers(*SIGNET_RARE)
def test_bravos_signet_rare_chooses_two_modes() -> None:
    """Bravos Signet (R1/R2): "Fleeting. Choose two: • target Character gains 3 boosts •
    Return target Character with Hand Cost 3 or less to its owner's hand • Put the top card
    of your deck in your Mana zone." — both modes chosen as it is played (5.1.2.c), a mode
    not twice, carried out in printed order."""
    for ref in SIGNET_RARE:
        s = scene(hand=[ref], hero_exp=[AMELIA], opp_hero_exp=[TROOPER])
        mana = len(s.p().mana)
        s.play(s.named("Bravos Signet"), None)
        s.answer("m:0")
        assert [o.id for o in s.d.options] == ["m:1", "m:2"]
        s.answer("m:2")
        s.settle()
        if s.d.kind == "target":
            s.pick(s.named("Amelia Earhart"))
            s.settle()
        assert _boosts(s.named("Amelia Earhart")) == 3, ref
        assert len(s.p().mana) == mana + 1
        assert s.named("Ordis Trooper").zone is Zone.EXPEDITION
        assert s.named("Bravos Signet").zone is Zone.DISCARD  # Fleeting


CURIE_RARE = (("ALT_CYCLONE_B_AX_73_R1", JAMMER), ("ALT_CYCLONE_B_AX_73_R2", TROOPER))


@covers(*(r for r, _ in CURIE_RARE))
def test_marie_curie_rare_fleeting_unless_something_is_sacrificed() -> None:
    """Marie Curie (R1: "You may sacrifice a Permanent"; R2: "a Character or Permanent").
    "If you don't, I gain Fleeting.": sacrificing, she stays as she is; declining, she is
    Fleeting."""
    for ref, fodder in CURIE_RARE:
        for sacrifice in (True, False):
            s = scene(hand=[ref], **({"landmarks": [fodder]} if fodder == JAMMER
                                     else {"companion_exp": [fodder]}))
            s.play(s.named("Marie Curie"))
            s.settle()
            if sacrifice:
                s.yes()
                if s.d.kind == "sacrifice":
                    s.pick(next(c for c in s.state.all_cards() if c.cdef.ref == fodder))
            else:
                s.no()
            s.settle()
            curie = s.named("Marie Curie")
            assert (Status.FLEETING in curie.statuses) is not sacrifice, (ref, sacrifice)
            gone = next(c for c in s.state.all_cards() if c.cdef.ref == fodder)
            assert (gone.zone is Zone.DISCARD) is sacrifice, (ref, sacrifice)


QUARRY_R1 = "ALT_CYCLONE_B_AX_82_R1"


@covers(QUARRY_R1)
def test_aerolith_quarry_r1_boosts_when_i_sacrifice_a_permanent() -> None:
    """Aerolith Quarry (R1): "At Noon — If your opponent is first player, create an Aerolith
    token in your Landmarks"; "When you sacrifice a Permanent — You may exhaust me to give
    target Character 1 boost": sacrificing the Aerolith ({T}, {1}: Sacrifice me) does."""
    s = scene(landmarks=[QUARRY_R1], hero_exp=[AMELIA], first=False)
    [rock] = _aeroliths(s, 0)
    s.to_my_turn()
    s.quick(rock)
    s.settle()
    quarry = s.named("Aerolith Quarry")
    s.yes()
    if s.d.kind == "target":
        s.pick(s.named("Amelia Earhart"))
    s.settle()
    assert _boosts(s.named("Amelia Earhart")) == 1 and quarry.exhausted
    s = scene(landmarks=[QUARRY_R1], first=True)
    assert not _aeroliths(s, 0)


# ---------------------------------------------------------------- the other lines of a card
# Abilities of tested families no test had exercised yet (a family's test now fails if any
# one of its abilities is dropped).
@covers(*DEPOT)
def test_abandoned_depot_draws_when_it_joins() -> None:
    """Abandoned Depot: "{J} Draw a card"."""
    for ref in DEPOT:
        s = scene(hand=[ref])
        hand = len(s.p().hand)
        s.play(s.named("Abandoned Depot"), None)
        s.settle()
        assert len(s.p().hand) == hand, ref  # minus the Depot, plus the card drawn


@covers("ALT_CYCLONE_B_AX_77_R1", "ALT_CYCLONE_B_AX_77_R2")
def test_aerolith_reef_rare_sends_a_cheap_character_to_reserve() -> None:
    """Aerolith Reef (R1/R2): "{J} You may send to Reserve target Character with Hand Cost 2
    or less"."""
    for ref in ("ALT_CYCLONE_B_AX_77_R1", "ALT_CYCLONE_B_AX_77_R2"):
        s = scene(hand=[ref], opp_hero_exp=[TROOPER, KAPPA])
        s.play(s.named("Aerolith Reef"), None)
        s.settle()
        s.yes()
        if s.d.kind == "target":
            assert s.named("Kappa").oid not in _offered(s)
            s.pick(s.named("Ordis Trooper"))
            s.settle()
        assert s.named("Ordis Trooper") in s.p(1).reserve, ref


@covers("ALT_CYCLONE_B_AX_72_R1")
def test_axiom_puppeteer_r1_boosts_when_i_sacrifice_a_permanent() -> None:
    """Axiom Puppeteer (R1): "When you sacrifice a Permanent — If I have no boosts, I gain 1
    boost": sacrificing the Aerolith ({T}, {1}: Sacrifice me) boosts it once, not twice."""
    s = scene(hero_exp=["ALT_CYCLONE_B_AX_72_R1"], landmarks=[AEROLITH, AEROLITH])
    puppeteer = s.named("Axiom Puppeteer")
    first, second = _aeroliths(s, 0)
    s.quick(first)
    s.settle()
    assert _boosts(puppeteer) == 1
    s.quick(second)  # quick actions do not end my turn (1.3.2.d)
    s.settle()
    assert _boosts(puppeteer) == 1


@covers(CUCKOO, *DODO_R)
def test_cuckoo_anchors_and_dodo_sleeps_when_they_join() -> None:
    """Colorful Cuckoo: "{J} I gain Anchored"; Drowsy Dodo (R1/R2): "{J} I gain Asleep"."""
    for ref, name, status in ((CUCKOO, "Colorful Cuckoo", Status.ANCHORED),
                              *((r, "Drowsy Dodo", Status.ASLEEP) for r in DODO_R)):
        s = scene(hand=[ref])
        s.play(s.named(name))
        s.settle()
        assert status in s.named(name).statuses, ref


BEAUTY_SLEEP_SPELL = "ALT_CORE_B_MU_28_C"  # a Spell costing 1: "Target Character gains Asleep."


@covers(*PRIYA[1:])
def test_priya_rare_is_tough_1() -> None:
    """Priya, Bravos Signaler (R1/R2): Tough 1 (7.4.7: an opponent targeting her pays 1
    more)."""
    for ref in PRIYA[1:]:
        s = scene(first=False, hero_exp=[ref], opp_hand=[BEAUTY_SLEEP_SPELL])
        before = s.state.ready_mana(1)
        s.answer(s.option(lambda o: o.detail == "play"))
        s.settle()
        if s.d.kind == "target":
            s.pick(s.named("Priya, Bravos Signaler"))
            s.settle()
        assert before - s.state.ready_mana(1) == 2, ref
        assert Status.ASLEEP in s.named("Priya, Bravos Signaler").statuses


@covers(SOAR[0])
def test_soar_discarded_from_reserve_boosts_the_next_character() -> None:
    """Soar: "[S] Discard me from Reserve: The next Character you play this turn gains 1
    boost"."""
    s = scene(reserve=[SOAR[0]], hand=[AMELIA])
    s.quick(s.named("Soar"))
    s.settle()
    assert s.named("Soar").zone is Zone.DISCARD
    s.play(s.named("Amelia Earhart"))
    s.settle()
    assert _boosts(s.named("Amelia Earhart")) == 1


@covers("ALT_CYCLONE_B_YZ_69_R1")
def test_the_tortoise_r1_discarded_from_reserve_is_after_you() -> None:
    """The Tortoise (R1): "[S] Discard me from Reserve: After you" (7.3.2)."""
    s = scene(reserve=["ALT_CYCLONE_B_YZ_69_R1"])
    s.quick(s.named("The Tortoise"))
    assert s.named("The Tortoise").zone is Zone.DISCARD
    assert s.d.kind == "turn" and s.d.player == 1 and not s.p(0).passed


DEMOLITION_RARE = ("ALT_CYCLONE_B_AX_67_R1", "ALT_CYCLONE_B_AX_67_R2")


@covers(*DEMOLITION_RARE)
def test_demolition_expert_rare_aerolith_then_sacrifice_for_a_boost() -> None:
    """Demolition Expert (R1/R2): "{H} Create an Aerolith token in target player's
    Landmarks"; "{R} You may sacrifice a Permanent to give 1 boost to target Character"."""
    for ref in DEMOLITION_RARE:
        s = scene(hand=[ref])
        s.play(s.named("Demolition Expert"))
        s.settle()
        s.answer("p:1")
        s.settle()
        assert len(_aeroliths(s, 1)) == 1 and not _aeroliths(s, 0), ref
        s = scene(reserve=[ref], landmarks=[JAMMER], hero_exp=[AMELIA])
        s.play(s.named("Demolition Expert"))
        s.settle()
        s.yes()
        if s.d.kind == "sacrifice":
            s.pick(s.named("Armored Jammer"))
        s.settle()
        if s.d.kind == "target":
            s.pick(s.named("Amelia Earhart"))
            s.settle()
        assert s.named("Armored Jammer").zone is Zone.DISCARD, ref
        assert _boosts(s.named("Amelia Earhart")) == 1, ref


@covers("ALT_CYCLONE_B_OR_76_R1")
def test_nike_r1_is_eternal_only_in_an_ascended_expedition() -> None:
    """Nike (R1): "If my Expedition is Ascended, I am Eternal" (Eternal: Rest does not send
    it to Reserve, 4.2.5.b): with Soar making its Expedition Ascend it stays; without, it
    goes to Reserve."""
    for ascend in (True, False):
        s = scene(hero_exp=["ALT_CYCLONE_B_OR_76_R1"], hand=[SOAR[0]])
        if ascend:
            s.play(s.named("Soar"), None)
            s.settle()
            s.answer("e:0:hero")
            s.settle()
        s.to_night_end()
        assert (s.named("Nike").zone is Zone.EXPEDITION) is ascend, ascend


@covers("ALT_CYCLONE_B_BR_77_C")
def test_halua_is_gigantic_and_tough_1() -> None:
    """Halua, Raging Leviathan: Gigantic (in both of my Expeditions, 7.4.4.b) and Tough 1
    (7.4.7: the opponent targeting it pays 1 more)."""
    s = scene(first=False, hero_exp=["ALT_CYCLONE_B_BR_77_C"], opp_hand=[BEAUTY_SLEEP_SPELL])
    halua = s.named("Halua, Raging Leviathan")
    assert halua in s.exp(0, "hero") and halua in s.exp(0, "companion")
    before = s.state.ready_mana(1)
    s.answer(s.option(lambda o: o.detail == "play"))
    s.settle()
    if s.d.kind == "target":
        s.pick(halua)
        s.settle()
    assert before - s.state.ready_mana(1) == 2


@covers("ALT_CYCLONE_B_LY_67_R1", "ALT_CYCLONE_B_LY_67_R2")
def test_sticky_shroom_rare_anchors_itself() -> None:
    """Sticky Shroom (R1/R2): "{J} I gain Anchored"."""
    for ref in ("ALT_CYCLONE_B_LY_67_R1", "ALT_CYCLONE_B_LY_67_R2"):
        s = scene(hand=[ref])
        s.play(s.named("Sticky Shroom"))
        s.settle()
        assert Status.ANCHORED in s.named("Sticky Shroom").statuses, ref


@covers("ALT_CYCLONE_B_LY_74_R1")
def test_koi_r1_is_gigantic() -> None:
    """Koi, Playful Leviathan (R1): Gigantic (7.4.4.b)."""
    s = scene(hero_exp=["ALT_CYCLONE_B_LY_74_R1"])
    koi = s.named("Koi, Playful Leviathan")
    assert koi in s.exp(0, "hero") and koi in s.exp(0, "companion")


@covers("ALT_CYCLONE_B_AX_70_R1", "ALT_CYCLONE_B_AX_70_R2")
def test_paju_rare_support_aerolith_in_target_players_landmarks() -> None:
    """Paju, Axiom Pilot (R1/R2): "[S] Discard me from Reserve: Create an Aerolith token in
    target player's Landmarks"."""
    for ref in ("ALT_CYCLONE_B_AX_70_R1", "ALT_CYCLONE_B_AX_70_R2"):
        s = scene(reserve=[ref])
        s.quick(s.named("Paju, Axiom Pilot"))
        s.settle()
        s.answer("p:1")
        s.settle()
        assert len(_aeroliths(s, 1)) == 1 and not _aeroliths(s, 0), ref


@covers("ALT_CYCLONE_B_OR_68_R1", "ALT_CYCLONE_B_OR_68_R2")
def test_ordis_warden_rare_at_noon_target_player_puts_a_card_in_reserve() -> None:
    """Ordis Warden (R1/R2): "At Noon — Target player puts a card from their hand in
    Reserve": I choose the opponent, who puts one of theirs."""
    for ref in ("ALT_CYCLONE_B_OR_68_R1", "ALT_CYCLONE_B_OR_68_R2"):
        s = scene(hero_exp=[ref], settle=False)
        hand = len(s.p(1).hand)
        s.settle()
        s.answer("p:1")
        while s.d.kind != "turn":
            s.answer(s.d.options[0].id)
        assert len(s.p(1).hand) == hand - 1 and len(s.p(1).reserve) == 1, ref


@covers("ALT_CYCLONE_B_OR_66_R1", "ALT_CYCLONE_B_OR_66_R2")
def test_ugly_duckling_rare_support_makes_target_expedition_ascend() -> None:
    """The Ugly Duckling (R1/R2): "[S] Discard me from Reserve: Target Expedition Ascends"
    (until Rest it may move forward when matched)."""
    for ref in ("ALT_CYCLONE_B_OR_66_R1", "ALT_CYCLONE_B_OR_66_R2"):
        s = _matched(reserve=[ref])
        s.quick(s.named("The Ugly Duckling"))
        s.settle()
        s.answer("e:0:hero")
        assert _ascended(s) == {(0, "hero")}, ref
        s.to_night_end()
        assert s.p(0).distance("hero") == 1, ref


@covers("ALT_CYCLONE_B_OR_79_R1", "ALT_CYCLONE_B_OR_79_R2")
def test_soar_rare_support_boosts_the_next_character() -> None:
    """Soar (R1/R2): "[S] Discard me from Reserve: The next Character you play this turn
    gains 1 boost"."""
    for ref in ("ALT_CYCLONE_B_OR_79_R1", "ALT_CYCLONE_B_OR_79_R2"):
        s = scene(reserve=[ref], hand=[AMELIA])
        s.quick(s.named("Soar"))
        s.settle()
        s.play(s.named("Amelia Earhart"))
        s.settle()
        assert _boosts(s.named("Amelia Earhart")) == 1, ref


CUCKOO_RARE = ("ALT_CYCLONE_B_MU_70_R1", "ALT_CYCLONE_B_MU_70_R2")


@covers(*CUCKOO_RARE)
def test_colorful_cuckoo_rare_anchors_and_boosts_when_one_joins_facing() -> None:
    """Colorful Cuckoo (R1/R2): "{J} I gain Anchored"; "When a Character joins the
    Expedition facing me — I gain 1 boost" (the opponent's Character joining their Hero
    Expedition, facing mine)."""
    for ref in CUCKOO_RARE:
        s = scene(hand=[ref], opp_hand=[TROOPER])
        s.play(s.named("Colorful Cuckoo"), "hero")
        s.settle()
        cuckoo = s.named("Colorful Cuckoo")
        assert Status.ANCHORED in cuckoo.statuses, ref
        s.answer(s.option(lambda o: o.detail == "play" and o.id.endswith(":hero")))
        s.settle()
        assert _boosts(cuckoo) == 1, ref


@covers("ALT_CYCLONE_B_MU_77_R1", "ALT_CYCLONE_B_MU_77_R2")
def test_tane_rare_anchors_itself() -> None:
    """Tāne (R1/R2): "{J} I gain Anchored"."""
    for ref in ("ALT_CYCLONE_B_MU_77_R1", "ALT_CYCLONE_B_MU_77_R2"):
        s = scene(hand=[ref], mana=8)
        s.play(s.named("Tāne"))
        s.settle()
        assert Status.ANCHORED in s.named("Tāne").statuses, ref


@covers("ALT_CYCLONE_B_OR_65_C")
def test_zhen_and_zephyr_hero_ascends_at_noon_when_first() -> None:
    """Zhen & Zephyr: "At Noon — If you are first player, your Hero Expedition Ascends"."""
    s = scene(hero="ALT_CYCLONE_B_OR_65_C", first=True)
    assert _ascended(s) == {(0, "hero")}
    s = scene(hero="ALT_CYCLONE_B_OR_65_C", first=False)
    assert _ascended(s) == set()
