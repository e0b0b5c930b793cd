"""Lyra cards of the later sets that handle Terrain Markers (the Nymph rares), and the
region options of a Terrain Marker placed by a Muna card. One test per family, played
through real decisions; the rulings are in docs/mechanisms.md ("Terrain Markers,
"considered In contact / behind", defecting instead of Reserve")."""

from __future__ import annotations

from engine import Game
from engine.decks import Deck
from engine.model import Phase, Status, Terrain, Zone
from engine.position import Position, Side, card, orbs, position_from_json, position_to_json
from tests.cards.helpers import Scene, _filler, covers, scene
from tests.state_access import state_of

F, M, W = Terrain.FOREST, Terrain.MOUNTAIN, Terrain.WATER
NADIR = "ALT_CYCLONE_B_LY_65_C"
NYMPHS = (("ALT_CYCLONE_B_LY_68_R1", "Sea Nymph", W),
          ("ALT_CYCLONE_B_LY_70_R1", "Mountain Nymph", M),
          ("ALT_CYCLONE_B_LY_71_R1", "Forest Nymph", F))


def put_expedition(s: Scene, who: int, exp: str, region: int) -> None:
    """Arrange (set-up, not a game action): an Expedition stands on a region, turned face
    up so its terrains show (2.2.2.k)."""
    s.state.regions[region].face_down = False
    s.state.players[who].position[exp] = region


def terrains(s: Scene, region: int) -> set[Terrain]:
    return set(s.state.terrains_at(region))


@covers(*(ref for ref, _, _ in NYMPHS))
def test_nymph_rares_move_a_terrain_marker_to_my_region() -> None:
    """Nymph rares: [R] "You may move a [terrain] Terrain Marker from any region to my
    region". The Marker leaves the region it lay on (which gets its printed terrains back)
    and my region "gains the terrain of the Marker and loses its other terrains" (the
    Marker's reminder text); a Marker of another terrain cannot be moved."""
    for ref, name, t in NYMPHS:
        other = F if t is not F else M
        s = scene(reserve=[ref])
        put_expedition(s, 0, "hero", 1)  # Tumult 1, first half: Mountain and Water
        s.state.regions[0].markers = (t,)  # the opponent's Hero region
        s.state.regions[7].markers = (t, other)  # my Companion region: `other` counts
        s.play(s.named(name), "hero")
        s.settle()
        s.yes()
        assert s.d.kind == "target_region", ref
        assert {o.id for o in s.d.options} == {"r:0", "r:7"}, ref
        s.answer("r:7")
        s.settle()
        assert terrains(s, 1) == {t}, ref
        assert s.state.regions[7].markers == (other,), ref
        assert terrains(s, 7) == {other}, ref
        assert s.state.regions[0].markers == (t,), ref  # the Marker not chosen stays
        assert s.logged(f"moves a {t.value.capitalize()} Terrain Marker from the Companion "
                        "region"), ref


@covers("ALT_CYCLONE_B_LY_68_R1")
def test_nymph_rare_without_a_marker_of_its_terrain_does_nothing() -> None:
    """With no Water Terrain Marker on any region, nothing moves (a Forest one stays)."""
    s = scene(reserve=["ALT_CYCLONE_B_LY_68_R1"])
    put_expedition(s, 0, "hero", 1)
    s.state.regions[7].markers = (F,)
    s.play(s.named("Sea Nymph"), "hero")
    s.settle()
    s.yes()
    s.settle()
    assert s.state.regions[7].markers == (F,)
    assert terrains(s, 1) == {M, W}
    assert s.logged("has no Water Terrain Marker to move")


@covers("ALT_CYCLONE_B_MU_79_C", "ALT_ALIZE_B_MU_33_C")
def test_terrain_marker_region_options_show_terrains_as_they_are_now() -> None:
    """Muna Signet's "Place a Forest Terrain Marker on target visible region": each region
    offered is described with its terrains now, after passives (Persephone: "My region is
    Forest in addition to its other types", 2.3.1.k), not only its printed ones."""
    s = scene(hand=["ALT_ALIZE_B_MU_33_C", "ALT_CYCLONE_B_MU_79_C"])
    put_expedition(s, 0, "hero", 1)  # Tumult 1, first half: Mountain and Water
    s.play(s.named("Persephone"), "hero")
    s.settle()
    s.until(lambda s: s.d is not None and s.d.kind == "turn" and s.d.player == 0)
    s.play(s.named("Muna Signet"), None)
    s.answer("m:2")
    s.settle()
    assert s.d.kind == "target_region"
    labels = {o.id: o.label for o in s.d.options}
    assert "forest" in labels["r:1"] and "water" in labels["r:1"], labels


def nadir_at_noon(markers: tuple[Terrain, ...]) -> Scene:
    """Noon of day 1, my Hero Nadir & Bubbles holding `markers` (the position carries
    them), before the Noon Reactions are played."""
    f = _filler()
    sides = [Side(name, hero=hero, hand=[f] * 3, deck=[f] * 14, mana=orbs(f, 3), markers=m)
             for name, hero, m in (("Me", NADIR, markers), ("Opp", None, ()))]
    pos = Position((sides[0], sides[1]), day=1, phase=Phase.NOON, first=0)
    pos = position_from_json(position_to_json(pos))  # held Markers survive a save
    return Scene(Game.from_position(pos, seed=0))


@covers(NADIR)
def test_nadir_and_bubbles_begins_with_three_markers_and_places_one_at_noon() -> None:
    """Nadir & Bubbles: "I begin the game with one Forest, one Mountain and one Water
    Terrain Marker" (held from the start, 4.1, changing no region); "At Noon — You may place
    one of my Markers on target visible region": the region "gains the terrain of the
    Marker and loses its other terrains", and the Marker is no longer held."""
    f = _filler()
    g = Game.new([Deck("Me", NADIR, (f,) * 30), Deck("Opp", None, (f,) * 30)], seed=1)
    assert state_of(g).players[0].markers == (F, M, W)
    assert all(not r.markers for r in state_of(g).regions)
    assert g.view(1)["players"][0]["markers"] == ["forest", "mountain", "water"]

    s = nadir_at_noon((F, M, W))
    s.state.regions[1].face_down = False  # Tumult 1, first half: Mountain and Water
    s.settle()
    s.yes()
    assert s.d.kind == "target_region"
    assert {o.id for o in s.d.options} == {"r:0", "r:1", "r:7"}  # the visible regions
    s.answer("r:1")
    assert s.d.kind == "mode" and {o.id for o in s.d.options} == {
        "t:forest", "t:mountain", "t:water"}
    s.answer("t:forest")
    s.settle()
    assert terrains(s, 1) == {F}
    assert s.state.players[0].markers == (M, W)
    assert s.logged("places a Forest Terrain Marker on the")


@covers(NADIR)
def test_nadir_and_bubbles_declining_or_holding_none_places_nothing() -> None:
    """"You may": declining keeps the Markers; holding none, nothing is placed (and the
    Marker of the other side of the table is not mine to place)."""
    s = nadir_at_noon((W,))
    s.settle()
    s.no()
    s.settle()
    assert s.state.players[0].markers == (W,)
    assert all(not r.markers for r in s.state.regions)
    s = nadir_at_noon(())
    s.state.players[1].markers = (F,)
    s.settle()
    s.yes()
    s.settle()
    assert s.state.players[1].markers == (F,)
    assert all(not r.markers for r in s.state.regions)
    assert s.logged("holds no Terrain Marker to place")


REKA = ("ALT_DUSTER_B_LY_101_C", "ALT_DUSTER_B_LY_101_R1")


@covers(*REKA)
def test_reka_headset_my_expedition_is_considered_in_contact() -> None:
    """Reka Headset: "My Expedition and its Characters are considered In contact. (Even if
    there are no other Expeditions in my region.)" — my Hero Expedition alone on its region
    is In contact once the Gear is in it, and a Character of it "is In contact"; the
    Companion Expedition is not changed by it."""
    from engine.effects.conditions import IAmInContact, expedition_in_contact
    from engine.effects.context import Ctx

    for ref in REKA:
        s = scene(hand=[ref], hero_exp=["ALT_CORE_B_AX_11_C"])
        put_expedition(s, 0, "hero", 1)
        put_expedition(s, 0, "companion", 6)  # the opponent's Companion stays on region 7
        amelia = s.named("Amelia Earhart")
        in_contact = IAmInContact()
        assert not expedition_in_contact(s.state, 0, "hero"), ref
        assert not in_contact.holds(s.state, Ctx(controller=0, source=amelia)), ref
        s.play(s.named("Reka Headset"), "hero")
        s.settle()
        assert expedition_in_contact(s.state, 0, "hero"), ref
        assert in_contact.holds(s.state, Ctx(controller=0, source=amelia)), ref
        assert not expedition_in_contact(s.state, 0, "companion"), ref
        assert not expedition_in_contact(s.state, 1, "hero"), ref  # the opponent's is not


@covers("ALT_DUSTER_B_LY_101_R2")
def test_reka_headset_rare_my_expedition_is_considered_behind() -> None:
    """Reka Headset (R2): "My Expedition is considered behind. (Even if it's tied or
    ahead.)" — my Hero Expedition, ahead by one region, is behind for "If my Expedition is
    behind" (7.5.2); the opponent's facing one is not made ahead."""
    from engine.effects.conditions import standing

    s = scene(hand=["ALT_DUSTER_B_LY_101_R2"])
    put_expedition(s, 0, "hero", 1)
    assert standing(s.state, 0, "hero") == "ahead"
    s.play(s.named("Reka Headset"), "hero")
    s.settle()
    assert standing(s.state, 0, "hero") == "behind"
    assert standing(s.state, 1, "hero") == "behind"  # by distance, unchanged
    assert standing(s.state, 0, "companion") == "tied"


DON_JUAN = ("ALT_DUSTER_B_LY_96_C", "ALT_DUSTER_B_LY_96_R1", "ALT_DUSTER_B_LY_96_R2")
DOROTHY = "ALT_CORE_B_YZ_16_C"  # [H] You may send target Character to Reserve.


@covers(*DON_JUAN)
def test_don_juan_defects_instead_of_going_to_reserve() -> None:
    """Don Juan: "If I would go to Reserve from the Expedition zone, I gain Fleeting and
    defect instead. (I join the Expedition facing me, changing controllers.)" — a replacing
    modifier (6.2.b): it stays in play, Fleeting, in the opponent's Hero Expedition."""
    for ref in DON_JUAN:
        s = scene(hand=[DOROTHY], hero_exp=[ref])
        don = s.named("Don Juan")
        s.play(s.named("Dorothy Gale"), "hero")
        s.settle()
        s.yes()
        s.pick(don)
        s.settle()
        assert don.zone is Zone.EXPEDITION and don.expedition == "hero", ref
        assert don.controller == 1 and don.owner == 0, ref
        assert don in s.exp(1, "hero") and don not in s.exp(0, "hero"), ref
        assert Status.FLEETING in don.statuses, ref
        assert don not in s.p(0).reserve, ref
        assert s.logged("Don Juan would go to Reserve; instead it gains Fleeting and defects")


@covers(*DON_JUAN)
def test_don_juan_fleeting_the_step_controller_picks_the_modifier() -> None:
    """Already Fleeting, Don Juan meets two replacing modifiers of one move: its own and
    Fleeting's ("it is discarded instead", 2.4.6.d); the controller of the step picks
    (6.2.h). Discarded: it goes to its owner's Discard pile (1.4.3), not its controller's."""
    fleeting_don = card(DON_JUAN[0], "fleeting", owner=0)
    s = scene(hand=[DOROTHY], opp_hero_exp=[fleeting_don])
    don = s.named("Don Juan")
    assert don.controller == 1
    s.play(s.named("Dorothy Gale"), "hero")
    s.settle()
    s.yes()
    s.pick(don)
    assert s.d.kind == "modifier" and s.d.player == 0
    s.answer("mod:1")
    s.settle()
    assert don.zone is Zone.DISCARD and don in s.p(0).discard
    s = scene(hand=[DOROTHY], opp_hero_exp=[fleeting_don])
    don = s.named("Don Juan")
    s.play(s.named("Dorothy Gale"), "hero")
    s.settle()
    s.yes()
    s.pick(don)
    s.answer("mod:0")
    s.settle()
    assert don.zone is Zone.EXPEDITION and don.controller == 0 and don in s.exp(0, "hero")
