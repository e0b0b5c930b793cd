"""Lyra cards of the later sets (Alize, Bise, Cyclone, Duster) read by the grammar of
engine/cardtext/lyra_text.py and the shared modules, one test per family of the same text,
played through real decisions; the words they need (engine/effects/lyra_words.py and the
shared conditions) are described in docs/mechanisms.md, "Lyra in the later sets"."""

from __future__ import annotations

from engine.model import Status, Terrain, Zone
from tests.cards.helpers import covers, scene

AMELIA = "ALT_CORE_B_AX_11_C"  # a vanilla 2/2/2 with Hand Cost 3
TROOPER = "ALT_CORE_B_OR_05_C"  # a vanilla 1/1/1 with Hand Cost 1

BOON = ("ALT_CYCLONE_B_LY_80_C", "ALT_CYCLONE_B_LY_80_R1", "ALT_CYCLONE_B_LY_80_R2")
MAPMAKER = ("ALT_CYCLONE_B_LY_69_C",)
MAPMAKER_R = ("ALT_CYCLONE_B_LY_69_R1", "ALT_CYCLONE_B_LY_69_R2")
SHROOM_R = ("ALT_CYCLONE_B_LY_67_R1", "ALT_CYCLONE_B_LY_67_R2")


# ------------------------------------------------------------------ single-terrain regions
def _show_single_terrain_regions(s, k: int) -> None:
    """Set-up: turn face up k of the Tumult regions that have one terrain (there are three,
    one per Tumult card); a face-down region shows no terrain (remark under 2.2.2.k)."""
    singles = [r for r in s.state.regions if r.tumult is not None and len(r.terrains) == 1]
    for r in singles[:k]:
        r.face_down = False


def _boosts(card) -> int:
    return card.counters.get("boost", 0)


@covers(*BOON)
def test_mapmakers_boon_four_boosts_with_three_single_terrain_regions_visible() -> None:
    """Mapmaker's Boon: "If three or more single-terrain regions are visible, target
    Character gains 4 boosts. Otherwise, it gains 2 boosts."  The target is chosen once
    (6.5.b) and the condition looked at as the effect resolves (6.5.d)."""
    for ref in BOON:
        for shown, boosts in ((3, 4), (2, 2)):
            s = scene(hand=[ref], hero_exp=[AMELIA], opp_hero_exp=[TROOPER])
            _show_single_terrain_regions(s, shown)
            s.play(s.named("Mapmaker's Boon"), None)
            s.settle()
            s.pick(s.named("Amelia Earhart"))
            s.settle()
            assert _boosts(s.named("Amelia Earhart")) == boosts, (ref, shown)
        assert s.logged("is not met")


@covers(*MAPMAKER)
def test_lyra_mapmaker_boost_on_join_only_with_three_visible() -> None:
    """Lyra Mapmaker: [J] if three or more single-terrain regions are visible, I gain 1
    boost.  At the start every Tumult region is face down: only the Hero and Companion
    regions are visible, and they have three terrains each."""
    for shown, boosts in ((3, 1), (0, 0)):
        s = scene(hand=[MAPMAKER[0]])
        _show_single_terrain_regions(s, shown)
        s.play(s.named("Lyra Mapmaker"), "hero")
        s.settle()
        assert _boosts(s.named("Lyra Mapmaker")) == boosts, shown


@covers(*MAPMAKER_R)
def test_lyra_mapmaker_rare_asleep_needs_five_visible() -> None:
    """Lyra Mapmaker (rares): [H] if five or more single-terrain regions are visible, target
    Character gains Asleep.  Three are not enough; with the Hero and Companion regions made
    single-terrain (set-up) five are visible and the target falls Asleep."""
    for ref in MAPMAKER_R:
        s = scene(hand=[ref], opp_hero_exp=[AMELIA])
        _show_single_terrain_regions(s, 3)
        s.play(s.named("Lyra Mapmaker"), "hero")
        s.settle()
        assert not s.named("Amelia Earhart").statuses and s.logged("five or more")
        assert _boosts(s.named("Lyra Mapmaker")) == 1  # its [J] saw three
        s = scene(hand=[ref], opp_hero_exp=[AMELIA])
        _show_single_terrain_regions(s, 3)
        s.state.regions[0].terrains = frozenset({Terrain.FOREST})
        s.state.regions[-1].terrains = frozenset({Terrain.WATER})
        s.play(s.named("Lyra Mapmaker"), "hero")
        s.settle()
        s.pick(s.named("Amelia Earhart"))
        s.settle()
        assert Status.ASLEEP in s.named("Amelia Earhart").statuses, ref


# ------------------------------------------------------------------ "I'm in [terrain]"
@covers(*SHROOM_R)
def test_sticky_shroom_rare_aerolith_at_noon_only_in_forest() -> None:
    """Sticky Shroom (rares): At Noon — if I'm in Forest, create an Aerolith token in target
    player's Landmarks.  The Hero region has all three terrains; a Tumult region that is
    only Mountain does not have Forest."""
    for ref in SHROOM_R:
        s = scene(hero_exp=[ref], settle=False)
        s.settle()
        s.pick_label("Opp")  # target player
        s.settle()
        assert [c.name for c in s.p(1).landmarks] == ["Aerolith"], ref
    s = scene(hero_exp=[SHROOM_R[0]])
    s.pick_label("Opp")
    s.settle()
    shroom = s.named("Sticky Shroom")
    shroom.statuses.add(Status.ANCHORED)  # set-up: it stays in play through Rest
    mountain = next(i for i, r in enumerate(s.state.regions)
                    if r.terrains == frozenset({Terrain.MOUNTAIN}))
    s.state.regions[mountain].face_down = False
    s.state.players[0].position["hero"] = mountain  # set-up: its Mountain stat is 0
    s.next_day()  # its Noon Reaction of day 2: no longer in Forest
    assert shroom.zone is Zone.EXPEDITION and s.p(0).position["hero"] == mountain
    assert len(s.p(1).landmarks) == 1 and not s.p(0).landmarks
    assert s.logged("the condition 'I'm in Forest' is not met")


def _to_region_without(s, terrain: Terrain, who: int = 0, exp: str = "hero") -> int:
    """Set-up: put that Expedition on a face-up Tumult region that lacks `terrain`."""
    i = next(i for i, r in enumerate(s.state.regions)
             if r.tumult is not None and terrain not in r.terrains)
    s.state.regions[i].face_down = False
    s.state.players[who].position[exp] = i
    return i


ZIPLINER_R = ("ALT_DUSTER_B_LY_88_R1", "ALT_DUSTER_B_LY_88_R2")


@covers(*ZIPLINER_R)
def test_reka_zipliner_rare_manaseed_only_in_water() -> None:
    """Reka Zipliner (rares): [H] if I'm in Water, create a Manaseed token in your
    Landmarks.  The Hero region has every terrain; a Tumult region without Water does not."""
    for ref in ZIPLINER_R:
        s = scene(hand=[ref])
        s.play(s.named("Reka Zipliner"), "hero")
        s.settle()
        assert [c.name for c in s.p(0).landmarks] == ["Manaseed"], ref
        s = scene(hand=[ref])
        _to_region_without(s, Terrain.WATER)
        s.play(s.named("Reka Zipliner"), "hero")
        s.settle()
        assert not s.p(0).landmarks and s.logged("the condition 'I'm in Water' is not met")
