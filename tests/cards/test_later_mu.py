"""Muna cards of Alize, Bise, Cyclone and Duster read by the parser: one test per family of
the same printed text, played through real decisions. The mechanisms (regions rewritten,
Terrain Markers, "in [terrain]", Woollybacks) are described in docs/mechanisms.md, "Muna
in the later sets"; each test cites the rule or quotes the reminder text it enforces."""

from __future__ import annotations

from engine.model import Status, Terrain, Zone
from tests.cards.helpers import Scene, covers, scene

F, M, W = Terrain.FOREST, Terrain.MOUNTAIN, Terrain.WATER
AMELIA = "ALT_CORE_B_AX_11_C"  # a vanilla 2/2/2 Character with Hand Cost 3
PATHFINDER = "ALT_CORE_B_BR_08_C"  # a vanilla Character with Hand Cost 2
LEGATE = "ALT_CORE_B_OR_08_C"  # Monolith Legate, a Bureaucrat


def put_expedition(s: Scene, who: int, exp: str, region: int) -> None:
    """Arrange (set-up, not a game action): an Expedition stands on a region, which is
    turned face up so its terrains show (2.2.2.k)."""
    s.state.regions[region].face_down = False
    s.state.players[who].position[exp] = region


def terrains(s: Scene, region: int) -> set[Terrain]:
    return set(s.state.terrains_at(region))


def to_dusk_reaction(s: Scene, source_name: str) -> None:
    """Both players pass; stop at the first "may" decision of `source_name`'s Reaction."""
    s.until(lambda s: s.d is not None and s.d.kind == "may" and s.d.source is not None
            and s.state.items[s.d.source].name == source_name)


# ------------------------------------------------------------------ regions rewritten
@covers("ALT_ALIZE_B_MU_33_C")
def test_persephone_my_region_gains_forest() -> None:
    """Persephone: "My region is Forest in addition to its other types" — a characteristic
    of the region of my Expedition (2.3.1.k), and of no other region."""
    s = scene(hand=["ALT_ALIZE_B_MU_33_C"])
    put_expedition(s, 0, "hero", 1)  # Tumult 1, first half: Mountain and Water
    assert terrains(s, 1) == {M, W}
    s.play(s.named("Persephone"), "hero")
    s.settle()
    assert terrains(s, 1) == {F, M, W}
    assert terrains(s, 7) == {F, M, W}  # my Companion region is not "my region"


@covers("ALT_ALIZE_B_MU_33_R1", "ALT_ALIZE_B_MU_33_R2")
def test_persephone_rare_my_region_and_facing_are_forest_only() -> None:
    """Persephone (rare): "My region and the region of the Expedition facing me are Forest
    and lose their other types": both regions are Forest only; an Expedition with no
    Forest then cannot win there (4.2.4.b)."""
    s = scene(hand=["ALT_ALIZE_B_MU_33_R1"])
    put_expedition(s, 0, "hero", 1)  # mine: Mountain and Water; the opponent's: the Hero region
    s.play(s.named("Persephone"), "hero")
    s.settle()
    assert terrains(s, 1) == {F}
    assert terrains(s, 0) == {F}  # the region of the Expedition facing me
    assert terrains(s, 7) == {F, M, W}


@covers("ALT_ALIZE_B_MU_43_C")
def test_magic_beans_boosts_and_my_region_gains_forest() -> None:
    """Magic Beans (an Expedition Permanent): [J] Target Character in my Expedition gains
    1 boost; my region is Forest in addition to its other types (a Gear is in the region
    of its Expedition, 7.5.7)."""
    s = scene(hand=["ALT_ALIZE_B_MU_43_C"], hero_exp=[AMELIA])
    put_expedition(s, 0, "hero", 1)
    s.play(s.named("Magic Beans"), "hero")
    s.settle()
    assert s.named("Amelia Earhart").counters.get("boost") == 1
    assert terrains(s, 1) == {F, M, W}


@covers("ALT_ALIZE_B_MU_43_R1", "ALT_ALIZE_B_MU_43_R2")
def test_magic_beans_rare_regions_forest_only() -> None:
    """Magic Beans (rare): my region and the facing one are Forest and lose their other
    types; the [J] boost still happens."""
    s = scene(hand=["ALT_ALIZE_B_MU_43_R1"], companion_exp=[AMELIA])
    s.play(s.named("Magic Beans"), "companion")
    s.settle()
    assert s.named("Amelia Earhart").counters.get("boost") == 1
    assert terrains(s, 7) == {F}  # both Companion Expeditions stand there
    assert terrains(s, 0) == {F, M, W}


# ------------------------------------------------------------------ moving forward due to Forest
def _simbi(ref: str, take: bool) -> Scene:
    """Mighty Simbi alone in my Hero Expedition wins Forest and Water at Dusk; its
    Reaction is answered `take` (yes or no). The game goes on to the next Morning."""
    s = scene(hero_exp=[ref])
    to_dusk_reaction(s, "Mighty Simbi")
    s.yes() if take else s.no()
    s.settle()
    return s


@covers("ALT_ALIZE_B_MU_37_C")
def test_mighty_simbi_may_sacrifice_to_draw_when_moving_due_to_forest() -> None:
    """Mighty Simbi: When my Expedition moves forward due to Forest (4.2.4.j) — You may
    sacrifice me to draw a card. In a region without Forest it does not trigger."""
    took, left = _simbi("ALT_ALIZE_B_MU_37_C", True), _simbi("ALT_ALIZE_B_MU_37_C", False)
    assert took.named("Mighty Simbi").zone is Zone.DISCARD and took.logged("is sacrificed")
    assert left.named("Mighty Simbi").zone is Zone.RESERVE  # it stayed until Rest (4.2.5.b)
    assert len(took.p(0).hand) == len(left.p(0).hand) + 1  # the card drawn
    s = scene(hero_exp=["ALT_ALIZE_B_MU_37_C"])
    s.state.regions[0].terrains = frozenset({W})  # the Hero region shows Water only
    s.until(lambda s: s.g.day > 1)
    assert not s.triggered("Mighty Simbi")
    assert s.state.players[0].position["hero"] == 1  # it moved, due to Water


@covers("ALT_ALIZE_B_MU_37_R1", "ALT_ALIZE_B_MU_37_R2")
def test_mighty_simbi_rare_goes_to_mana_when_moving_due_to_forest() -> None:
    """Mighty Simbi (rare): ... — You may put me in my owner's Mana zone (as an exhausted
    Mana Orb, 3.2.9.b)."""
    took, left = _simbi("ALT_ALIZE_B_MU_37_R1", True), _simbi("ALT_ALIZE_B_MU_37_R1", False)
    assert took.named("Mighty Simbi").zone is Zone.MANA
    assert len(took.p(0).mana) == len(left.p(0).mana) + 1
    assert took.logged("becomes a Mana Orb")
    assert left.named("Mighty Simbi").zone is Zone.RESERVE


# ------------------------------------------------------------------ in Forest
@covers("ALT_ALIZE_B_MU_38_C", "ALT_ALIZE_B_MU_38_R2")
def test_leshy_counts_expeditions_in_forest() -> None:
    """Leshy: [J] I gain 1 boost for each Expedition in Forest — every player's
    Expeditions, counted once as the effect resolves (6.5.i)."""
    s = scene(hand=["ALT_ALIZE_B_MU_38_C"])
    put_expedition(s, 1, "companion", 3)  # the opponent's Companion: Water only
    s.play(s.named("Leshy"), "hero")
    s.settle()
    assert s.named("Leshy").counters.get("boost") == 3
    assert s.logged("counts 3 (Expedition in Forest)")


@covers("ALT_ALIZE_B_MU_38_R1")
def test_leshy_rare_gigantic_counts_expeditions_in_forest() -> None:
    """Leshy (rare): Gigantic (7.4.4); [J] one boost per Expedition in Forest."""
    s = scene(hand=["ALT_ALIZE_B_MU_38_R1"])
    put_expedition(s, 1, "hero", 1)  # Mountain and Water
    put_expedition(s, 1, "companion", 3)  # Water
    s.play(s.named("Leshy"))
    s.settle()
    leshy = s.named("Leshy")
    assert set(s.state.expeditions_of(leshy)) == {"hero", "companion"}
    assert leshy.counters.get("boost") == 2


@covers("ALT_ALIZE_B_MU_40_C", "ALT_ALIZE_B_MU_40_R2")
def test_demeter_is_eternal_in_forest() -> None:
    """Demeter: If I'm in Forest, I am Eternal — it stays through Rest (4.2.5.b, 7.4.3);
    out of Forest it goes to Reserve like anyone."""
    # the opponent's Demeter holds mine in the Hero region (a tie moves no one, 4.2.4.b)
    s = scene(hero_exp=["ALT_ALIZE_B_MU_40_C"], opp_hero_exp=["ALT_ALIZE_B_MU_40_C"])
    assert s.state.has_keyword(s.named("Demeter", who=0), "eternal")
    s.to_night_end()
    assert s.named("Demeter", who=0).zone is Zone.EXPEDITION
    s = scene(hero_exp=["ALT_ALIZE_B_MU_40_C"], opp_hero_exp=["ALT_ALIZE_B_MU_40_C"])
    s.state.regions[0].terrains = frozenset({M, W})
    assert not s.state.has_keyword(s.named("Demeter", who=0), "eternal")
    s.to_night_end()
    assert s.named("Demeter", who=0).zone is Zone.RESERVE


@covers("ALT_ALIZE_B_MU_40_R1")
def test_demeter_rare_anchors_a_target_and_is_eternal_in_forest() -> None:
    """Demeter (rare): [J] Target Character gains Anchored; if I'm in Forest, I am
    Eternal."""
    s = scene(hand=["ALT_ALIZE_B_MU_40_R1"], companion_exp=[AMELIA])
    s.play(s.named("Demeter"), "hero")
    s.pick(s.named("Amelia Earhart"))
    s.settle()
    assert s.named("Amelia Earhart").has(Status.ANCHORED)
    assert s.state.has_keyword(s.named("Demeter"), "eternal")


@covers("ALT_ALIZE_B_MU_45_C", "ALT_ALIZE_B_MU_45_R1", "ALT_ALIZE_B_MU_45_R2")
def test_icebound_taiga_counts_characters_played_in_forest() -> None:
    """Icebound Taiga: When you play a Character in Forest — I gain a Trial counter (the
    region of the Expedition it was played into, 7.5.7). Played elsewhere: nothing."""
    s = scene(hand=[AMELIA, PATHFINDER], landmarks=["ALT_ALIZE_B_MU_45_C"])
    put_expedition(s, 0, "companion", 3)  # Water only
    s.play(s.named("Amelia Earhart"), "hero")
    s.settle()
    assert s.named("Icebound Taiga").counters.get("trial") == 1
    s.opp_pass()
    s.play(next(c for c in s.p(0).hand if c.cdef.ref == PATHFINDER), "companion")
    s.settle()
    assert s.named("Icebound Taiga").counters.get("trial") == 1


@covers("ALT_ALIZE_B_MU_42_C")
def test_lost_in_the_woods_sends_a_character_in_forest() -> None:
    """Lost in the Woods: Choose one: Send target Character in Forest to Reserve (only
    Characters whose Expedition's region has Forest may be targeted, 6.5.b)."""
    s = scene(hand=["ALT_ALIZE_B_MU_42_C"], opp_hero_exp=[AMELIA],
              opp_companion_exp=[PATHFINDER])
    put_expedition(s, 1, "companion", 3)  # Water only
    s.play(s.named("Lost in the Woods"), None)
    s.answer("m:0")  # one legal target, so none is asked (6.1.g): the Pathfinder is in Water
    s.settle()
    assert s.d.kind == "turn" and s.d.player == 1
    assert s.named("Amelia Earhart").zone is Zone.RESERVE
    assert s.named("Bravos Pathfinder").zone is Zone.EXPEDITION


def test_icebound_taiga_third_counter_makes_an_anchored_dragon_shade() -> None:
    """Icebound Taiga's third Trial counter: Sacrifice me. If you do, create a Dragon Shade
    in target Expedition, then it gains Anchored — "it" is the token just created."""
    s = scene(hand=[AMELIA], landmarks=["ALT_ALIZE_B_MU_45_C"])
    s.named("Icebound Taiga").counters["trial"] = 2  # arranged: two already gained
    s.play(s.named("Amelia Earhart"), "hero")
    s.until(lambda s: s.d.kind == "target_expedition")
    s.pick_label("Me's companion Expedition")
    s.settle()
    assert s.named("Icebound Taiga").zone is Zone.DISCARD
    (shade,) = s.tokens("Dragon Shade", 0, "companion")
    assert shade.has(Status.ANCHORED)


# ------------------------------------------------------------------ Woollybacks
WOOLLY = "Woollyback"


@covers("ALT_CYCLONE_B_MU_82_C", "ALT_CYCLONE_B_MU_82_R2")
def test_woolly_woolly_field_gives_the_opponent_a_woollyback() -> None:
    """Woolly Woolly Field: [T]: Create a Woollyback 1/1/1 Animal token in target
    opponent's Companion Expedition (its creator owns it, 1.1.7.b; the opponent controls
    it). The next Character you play this turn gains 1 boost."""
    s = scene(hand=[AMELIA], landmarks=["ALT_CYCLONE_B_MU_82_C"])
    s.quick(s.named("Woolly Woolly Field"))
    s.settle()
    (sheep,) = s.tokens(WOOLLY, 1, "companion")
    assert sheep.owner == 0 and sheep.controller == 1
    assert s.named("Woolly Woolly Field").exhausted
    s.play(s.named("Amelia Earhart"), "hero")
    s.settle()
    assert s.named("Amelia Earhart").counters.get("boost") == 1


@covers("ALT_CYCLONE_B_MU_82_R1")
def test_woolly_woolly_field_rare_also_on_joining() -> None:
    """Woolly Woolly Field (rare): [J] a Woollyback in target opponent's Companion
    Expedition too; then the [T] ability makes a second one."""
    s = scene(hand=["ALT_CYCLONE_B_MU_82_R1"])
    s.play(s.named("Woolly Woolly Field"), None)
    s.settle()
    assert len(s.tokens(WOOLLY, 1, "companion")) == 1
    s.opp_pass()
    s.quick(s.named("Woolly Woolly Field"))
    s.settle()
    assert len(s.tokens(WOOLLY, 1, "companion")) == 2


@covers("ALT_CYCLONE_B_MU_65_C")
def test_kauri_and_puff_first_player_gives_a_woollyback_and_draws() -> None:
    """Kauri & Puff: At Noon — If you are first player, create a Woollyback in target
    opponent's Companion Expedition, then draw a card. Not first player: nothing."""
    s = scene(hero="ALT_CYCLONE_B_MU_65_C")  # day 1: I am first player
    assert len(s.tokens(WOOLLY, 1, "companion")) == 1
    assert len(s.p(0).hand) == 4
    s = scene(hero="ALT_CYCLONE_B_MU_65_C", first=False)
    assert not s.tokens(WOOLLY, 1) and len(s.p(0).hand) == 3


@covers("ALT_CYCLONE_B_MU_80_C", "ALT_CYCLONE_B_MU_80_R2")
def test_counting_sheep_two_targets_then_small_characters_fall_asleep() -> None:
    """Counting Sheep: Target two Expeditions and create a Woollyback in each one. Then,
    each Character with Hand Cost 1 or less gains Asleep (the new tokens too: a token's
    costs are 0, 2.2.4)."""
    s = scene(hand=["ALT_CYCLONE_B_MU_80_C"], opp_hero_exp=[AMELIA])
    s.play(s.named("Counting Sheep"), None)
    s.settle()
    assert s.d.kind == "target_expedition" and s.d.min == 2 and s.d.max == 2
    s.answer(["e:0:hero", "e:1:hero"])
    s.settle()
    mine, theirs = s.tokens(WOOLLY, 0, "hero"), s.tokens(WOOLLY, 1, "hero")
    assert len(mine) == 1 and len(theirs) == 1
    assert all(t.has(Status.ASLEEP) for t in mine + theirs)
    assert not s.named("Amelia Earhart").has(Status.ASLEEP)  # Hand Cost 3


@covers("ALT_CYCLONE_B_MU_80_R1")
def test_counting_sheep_rare_a_woollyback_in_each_expedition() -> None:
    """Counting Sheep (rare): a Woollyback in each Expedition — all four — then each
    Character with Hand Cost 1 or less gains Asleep."""
    s = scene(hand=["ALT_CYCLONE_B_MU_80_R1"])
    s.play(s.named("Counting Sheep"), None)
    s.settle()
    sheep = s.tokens(WOOLLY, 0) + s.tokens(WOOLLY, 1)
    assert len(sheep) == 4 and all(t.has(Status.ASLEEP) for t in sheep)
    assert {(t.controller, t.expedition) for t in sheep} == {
        (0, "hero"), (0, "companion"), (1, "hero"), (1, "companion")}


@covers("ALT_CYCLONE_B_MU_79_C")
def test_muna_signet_modes() -> None:
    """Muna Signet: Choose one — three Woollybacks in three different target Expeditions;
    or a small Character gains Anchored; or a Forest Terrain Marker on target visible region:
    "It is Forest and loses its other terrains until the Marker is removed"."""
    s = scene(hand=["ALT_CYCLONE_B_MU_79_C"])
    s.play(s.named("Muna Signet"), None)
    s.answer("m:0")
    s.settle()
    bad = ["e:0:hero", "e:0:hero", "e:1:hero"]
    try:
        s.answer(bad)
        raise AssertionError("the same Expedition twice was accepted")
    except ValueError:
        pass
    s.answer(["e:0:hero", "e:1:hero", "e:1:companion"])
    s.settle()
    assert len(s.tokens(WOOLLY, 0) + s.tokens(WOOLLY, 1)) == 3
    s = scene(hand=["ALT_CYCLONE_B_MU_79_C"])
    s.play(s.named("Muna Signet"), None)
    s.answer("m:2")
    s.settle()
    assert s.d.kind == "target_region"
    assert {o.id for o in s.d.options} == {"r:0", "r:7"}  # the visible regions only
    s.answer("r:7")
    s.settle()
    assert terrains(s, 7) == {F} and terrains(s, 0) == {F, M, W}
    assert s.logged("places a Forest Terrain Marker on the Companion region")


# ------------------------------------------------------------------ Sabotage, then
@covers("ALT_CYCLONE_B_MU_76_C")
def test_pan_sabotage_gives_the_owner_a_woollyback() -> None:
    """Pan: [H] Sabotage. If you discarded a card this way, create a Woollyback in the
    Companion Expedition of its owner. Discarding nothing: no token."""
    s = scene(hand=["ALT_CYCLONE_B_MU_76_C"], opp_reserve=[AMELIA])
    s.play(s.named("Pan"), "hero")
    s.pick(s.named("Amelia Earhart"))
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.DISCARD
    (sheep,) = s.tokens(WOOLLY, 1, "companion")
    assert sheep.owner == 0
    s = scene(hand=["ALT_CYCLONE_B_MU_76_C"], opp_reserve=[AMELIA])
    s.play(s.named("Pan"), "hero")
    s.pick_none()
    s.settle()
    assert not s.tokens(WOOLLY, 1) and not s.tokens(WOOLLY, 0)


@covers("ALT_CYCLONE_B_MU_76_R1", "ALT_CYCLONE_B_MU_76_R2")
def test_pan_rare_may_put_the_woollyback_to_sleep() -> None:
    """Pan (rare): ... create a Woollyback in the Companion Expedition of the discarded
    card's owner (my own card: mine). You may have it gain Asleep."""
    s = scene(hand=["ALT_CYCLONE_B_MU_76_R1"], reserve=[AMELIA])
    s.play(s.named("Pan"), "hero")
    s.pick(s.named("Amelia Earhart"))
    s.yes()
    s.settle()
    (sheep,) = s.tokens(WOOLLY, 0, "companion")
    assert sheep.has(Status.ASLEEP)


@covers("ALT_BISE_B_MU_53_C")
def test_little_mouse_sabotage_then_owner_exhausted_resupplies() -> None:
    """The Little Mouse: [H] Sabotage. If you discarded a card this way, its owner
    Exhausted Resupplies ("They put the top card of their deck in Reserve, then they
    exhaust it")."""
    s = scene(hand=["ALT_BISE_B_MU_53_C"], opp_reserve=[AMELIA], opp_deck_top=[PATHFINDER])
    s.play(s.named("The Little Mouse"), "hero")
    s.pick(s.named("Amelia Earhart"))
    s.settle()
    card = s.named("Bravos Pathfinder")
    assert card.zone is Zone.RESERVE and card.owner == 1 and card.exhausted


@covers("ALT_BISE_B_MU_53_R1", "ALT_BISE_B_MU_53_R2")
def test_little_mouse_rare_on_joining_nothing_without_a_discard() -> None:
    """The Little Mouse (rare): the same on [J]; with no card discarded, no Resupply."""
    s = scene(hand=["ALT_BISE_B_MU_53_R1"], opp_reserve=[AMELIA])
    s.play(s.named("The Little Mouse"), "hero")
    s.pick_none()
    s.settle()
    assert [c.name for c in s.p(1).reserve] == ["Amelia Earhart"]
    s = scene(hand=["ALT_BISE_B_MU_53_R1"], reserve=[AMELIA], deck_top=[PATHFINDER])
    s.play(s.named("The Little Mouse"), "hero")
    s.pick(s.named("Amelia Earhart"))
    s.settle()
    assert s.named("Bravos Pathfinder").zone is Zone.RESERVE
    assert s.named("Bravos Pathfinder").exhausted


# ------------------------------------------------------------------ Reserve boosts
@covers("ALT_BISE_B_MU_59_C")
def test_sap_dispersal_boosts_characters_in_my_reserve() -> None:
    """Sap Dispersal: Characters in your Reserve gain 1 boost (counters on Reserve cards,
    2.5.a); the opponent's Reserve is not mine."""
    s = scene(hand=["ALT_BISE_B_MU_59_C"], reserve=[AMELIA, PATHFINDER], opp_reserve=[AMELIA])
    s.play(s.named("Sap Dispersal"), None)
    s.settle()
    assert [c.counters.get("boost") for c in s.p(0).reserve if c.name != "Sap Dispersal"] == [1, 1]
    assert s.named("Amelia Earhart", who=1).counters.get("boost") is None


@covers("ALT_CYCLONE_B_MU_77_C")
def test_tane_anchored_and_animals_in_reserve_gain_a_boost() -> None:
    """Tāne: [J] I gain Anchored. [J] Each Animal in your Reserve gains 1 boost."""
    s = scene(hand=["ALT_CYCLONE_B_MU_77_C"], reserve=["ALT_CORE_B_MU_06_C", AMELIA])
    s.play(s.named("Tāne"), "hero")
    s.settle()
    assert s.named("Tāne").has(Status.ANCHORED)
    assert s.named("Spindle Harvesters").counters.get("boost") == 1  # an Animal
    assert not s.named("Amelia Earhart").counters.get("boost")


# ------------------------------------------------------------------ targets in Forest
@covers("ALT_ALIZE_B_MU_35_C", "ALT_ALIZE_B_MU_35_R2")
def test_saskia_may_boost_another_character_in_forest() -> None:
    """Saskia, Sly Naturalist: [J] You may target another Character in Forest. It gains 2
    boosts. A Character in a region without Forest cannot be the target (6.5.b)."""
    s = scene(hand=["ALT_ALIZE_B_MU_35_C"], hero_exp=[AMELIA], companion_exp=[PATHFINDER])
    put_expedition(s, 0, "companion", 3)  # Water only
    s.play(s.named("Saskia, Sly Naturalist"), "hero")
    assert s.d.kind == "may"  # "You may target …": asked first, then the target (6.5.b)
    s.yes()  # the only legal target is taken without asking: Pathfinder is in Water only
    assert s.d.kind != "target"
    s.settle()
    assert s.named("Amelia Earhart").counters.get("boost") == 2
    assert not s.named("Saskia, Sly Naturalist").counters.get("boost")
    assert not s.exp(0, "companion")[0].counters.get("boost")
    s = scene(hand=["ALT_ALIZE_B_MU_35_C"], hero_exp=[AMELIA])
    s.play(s.named("Saskia, Sly Naturalist"), "hero")
    s.no()  # "you may": no target at all
    s.settle()
    assert not s.named("Amelia Earhart").counters.get("boost")


@covers("ALT_ALIZE_B_MU_35_R1")
def test_saskia_rare_boosts_any_number_in_forest() -> None:
    """Saskia (rare): [J] Target any number of other Characters in Forest. They gain 2
    boosts each."""
    s = scene(hand=["ALT_ALIZE_B_MU_35_R1"], hero_exp=[AMELIA], opp_hero_exp=[PATHFINDER])
    s.play(s.named("Saskia, Sly Naturalist"), "hero")
    assert s.d.max == 2
    s.pick(s.named("Amelia Earhart"), s.named("Bravos Pathfinder"))
    s.settle()
    assert s.named("Amelia Earhart").counters.get("boost") == 2
    assert s.named("Bravos Pathfinder").counters.get("boost") == 2


# ------------------------------------------------------------------ players doing things
@covers("ALT_ALIZE_B_MU_34_C", "ALT_ALIZE_B_MU_34_R2")
def test_repotter_otter_each_player_may_put_a_card_in_reserve() -> None:
    """Repotter Otter: [J] Each player may put a card from their Hand in Reserve — each
    chooses in initiative order (6.1.h); the one who declines keeps their hand."""
    s = scene(hand=["ALT_ALIZE_B_MU_34_C"])
    s.play(s.named("Repotter Otter"), "hero")
    assert s.d.kind == "may" and s.d.player == 0
    s.yes()
    assert s.d.kind == "may" and s.d.player == 1
    s.no()
    assert s.d.kind == "choose_card" and s.d.player == 0  # only after everyone chose
    s.answer(s.d.options[0].id)
    s.settle()
    assert len(s.p(0).reserve) == 1 and len(s.p(0).hand) == 2
    assert not s.p(1).reserve and len(s.p(1).hand) == 3


@covers("ALT_ALIZE_B_MU_34_R1")
def test_repotter_otter_rare_put_to_draw() -> None:
    """Repotter Otter (rare): … in Reserve to draw a card: who puts a card draws one."""
    s = scene(hand=["ALT_ALIZE_B_MU_34_R1"])
    s.play(s.named("Repotter Otter"), "hero")
    s.no()
    s.yes()
    assert s.d.kind == "choose_card" and s.d.player == 1
    s.answer(s.d.options[0].id)
    s.settle()
    assert len(s.p(1).reserve) == 1 and len(s.p(1).hand) == 3  # one out, one drawn
    assert not s.p(0).reserve and len(s.p(0).hand) == 3


@covers("ALT_ALIZE_B_MU_39_C", "ALT_ALIZE_B_MU_39_R2")
def test_snow_maiden_opponent_may_exhausted_resupply() -> None:
    """The Snow Maiden: [H] Target opponent may Exhausted Resupply ("They put the top card
    of their deck in Reserve, then exhaust it") — the opponent decides."""
    s = scene(hand=["ALT_ALIZE_B_MU_39_C"], opp_deck_top=[AMELIA])
    s.play(s.named("The Snow Maiden"), "hero")
    assert s.d.kind == "may" and s.d.player == 1
    s.yes()
    s.settle()
    card = s.named("Amelia Earhart")
    assert card.zone is Zone.RESERVE and card.owner == 1 and card.exhausted
    s = scene(hand=["ALT_ALIZE_B_MU_39_C"])
    s.play(s.named("The Snow Maiden"), "hero")
    s.no()
    s.settle()
    assert not s.p(1).reserve


@covers("ALT_ALIZE_B_MU_39_R1")
def test_snow_maiden_rare_twice() -> None:
    """The Snow Maiden (rare): Target opponent may Exhausted Resupply twice: one choice
    for both (6.5.h), two exhausted cards."""
    s = scene(hand=["ALT_ALIZE_B_MU_39_R1"], opp_deck_top=[AMELIA, PATHFINDER])
    s.play(s.named("The Snow Maiden"), "hero")
    s.yes()
    s.settle()
    assert len(s.p(1).reserve) == 2 and all(c.exhausted for c in s.p(1).reserve)


@covers("ALT_BISE_B_MU_56_C")
def test_gran_bwa_opponent_draws_then_anchored() -> None:
    """Gran Bwa: [J] You may have target opponent draw a card. If you do, I gain Anchored.
    Declined: no draw, no Anchored (6.5.f)."""
    s = scene(hand=["ALT_BISE_B_MU_56_C"])
    s.play(s.named("Gran Bwa"), "hero")
    s.yes()
    s.settle()
    assert len(s.p(1).hand) == 4 and s.named("Gran Bwa").has(Status.ANCHORED)
    s = scene(hand=["ALT_BISE_B_MU_56_C"])
    s.play(s.named("Gran Bwa"), "hero")
    s.no()
    s.settle()
    assert len(s.p(1).hand) == 3 and not s.named("Gran Bwa").has(Status.ANCHORED)


@covers("ALT_BISE_B_MU_56_R1", "ALT_BISE_B_MU_56_R2")
def test_gran_bwa_rare_boost_when_the_opponent_draws() -> None:
    """Gran Bwa (rare): also "When an opponent draws one or more cards or Resupplies — I
    gain 1 boost": the draw it gave on joining counts (once per drawing, 7.3.7)."""
    s = scene(hand=["ALT_BISE_B_MU_56_R1"])
    s.play(s.named("Gran Bwa"), "hero")
    s.yes()
    s.settle()
    assert s.named("Gran Bwa").counters.get("boost") == 1


@covers("ALT_BISE_B_MU_49_R1", "ALT_BISE_B_MU_49_R2")
def test_burrowing_noosh_boost_when_the_opponent_resupplies() -> None:
    """Burrowing Noosh: When an opponent draws one or more cards or Resupplies — I gain 1
    boost (an Exhausted Resupply is a Resupply too, 7.3.11)."""
    s = scene(hand=["ALT_ALIZE_B_MU_39_C"], hero_exp=["ALT_BISE_B_MU_49_R1"])
    s.play(s.named("The Snow Maiden"), "companion")
    s.yes()
    s.settle()
    assert s.named("Burrowing Noosh").counters.get("boost") == 1


@covers("ALT_CYCLONE_B_MU_74_C")
def test_zaratan_boost_per_character_facing() -> None:
    """Zaratan, Social Leviathan: Gigantic; [J] I gain 1 boost per Character in the
    Expeditions facing me — both of the opponent's, a Gigantic object facing both."""
    s = scene(hand=["ALT_CYCLONE_B_MU_74_C"], opp_hero_exp=[AMELIA, PATHFINDER],
              opp_companion_exp=[AMELIA], hero_exp=[AMELIA])
    s.play(s.named("Zaratan, Social Leviathan"))
    s.settle()
    assert s.named("Zaratan, Social Leviathan").counters.get("boost") == 3


@covers("ALT_CYCLONE_B_MU_74_R1", "ALT_CYCLONE_B_MU_74_R2")
def test_zaratan_rare_woollyback_first_counts_too() -> None:
    """Zaratan (rare): [J] Create a Woollyback in target Expedition; [J] one boost per
    Character facing me. The Reactions resolve in the order I choose (4.4): the
    Woollyback made first in the opponent's Expedition is counted."""
    s = scene(hand=["ALT_CYCLONE_B_MU_74_R1"], opp_hero_exp=[AMELIA])
    s.play(s.named("Zaratan, Social Leviathan"))
    while s.d.kind == "reaction":
        s.answer(next(o.id for o in s.d.options if "Woollyback" in o.label))
        if s.d.kind == "target_expedition":
            break
    s.pick_label("Opp's companion Expedition")
    s.settle()
    assert len(s.tokens(WOOLLY, 1, "companion")) == 1
    assert s.named("Zaratan, Social Leviathan").counters.get("boost") == 2


# ------------------------------------------------------------------ Asleep, Anchored, facing me
@covers("ALT_ALIZE_B_MU_32_C")
def test_snoozer_shroom_support_puts_my_small_character_to_sleep() -> None:
    """Snoozer Shroom (support): Discard me from Reserve: Target Character you control with
    Hand Cost 4 or less gains Asleep (the opponent's are not targets)."""
    s = scene(reserve=["ALT_ALIZE_B_MU_32_C"], hero_exp=[AMELIA], opp_hero_exp=[PATHFINDER])
    s.quick(s.named("Snoozer Shroom"))
    s.settle()
    assert s.named("Amelia Earhart").has(Status.ASLEEP)  # the only legal target (6.1.g)
    assert not s.named("Bravos Pathfinder").has(Status.ASLEEP)
    assert s.named("Snoozer Shroom").zone is Zone.DISCARD


@covers("ALT_ALIZE_B_MU_32_R1", "ALT_ALIZE_B_MU_32_R2")
def test_snoozer_shroom_rare_pays_to_put_a_facing_character_to_sleep() -> None:
    """Snoozer Shroom (rare): [H] You may pay 2. If you do, target Character in the
    Expedition facing me gains Asleep — the opponent's Expedition of the same name."""
    s = scene(hand=["ALT_ALIZE_B_MU_32_R1"], opp_hero_exp=[AMELIA], opp_companion_exp=[PATHFINDER])
    mana = s.ready_mana()
    s.play(s.named("Snoozer Shroom"), "hero")
    s.yes()
    s.settle()
    assert s.named("Amelia Earhart").has(Status.ASLEEP)
    assert not s.named("Bravos Pathfinder").has(Status.ASLEEP)
    assert s.ready_mana() == mana - 2 - 2  # the Hand Cost, then the 2
    s = scene(hand=["ALT_ALIZE_B_MU_32_R1"], opp_hero_exp=[AMELIA])
    s.play(s.named("Snoozer Shroom"), "hero")
    s.no()
    s.settle()
    assert not s.named("Amelia Earhart").has(Status.ASLEEP)


@covers("ALT_CYCLONE_B_MU_68_R1", "ALT_CYCLONE_B_MU_68_R2")
def test_eru_anchors_a_facing_character_then_itself() -> None:
    """Eru, Emissary of the Wild: [H] You may have target Character facing me gain
    Anchored. If you do, I gain Anchored. With nobody facing me, nothing is done, so Eru
    does not gain Anchored (6.5.f)."""
    s = scene(hand=["ALT_CYCLONE_B_MU_68_R1"], opp_hero_exp=[AMELIA], opp_companion_exp=[PATHFINDER])
    s.play(s.named("Eru, Emissary of the Wild"), "hero")
    s.yes()
    s.settle()
    assert s.named("Amelia Earhart").has(Status.ANCHORED)
    assert not s.named("Bravos Pathfinder").has(Status.ANCHORED)
    assert s.named("Eru, Emissary of the Wild").has(Status.ANCHORED)
    s = scene(hand=["ALT_CYCLONE_B_MU_68_R1"], opp_companion_exp=[PATHFINDER])
    s.play(s.named("Eru, Emissary of the Wild"), "hero")
    s.yes()
    s.settle()
    assert not s.named("Eru, Emissary of the Wild").has(Status.ANCHORED)


@covers("ALT_BISE_B_MU_63_C", "ALT_BISE_B_MU_63_R2")
def test_undergrowth_next_character_played_in_forest() -> None:
    """The Undergrowth: [T]: The next Character you play in Forest this turn gains 1 boost.
    One played into an Expedition without Forest gets nothing (7.5.7)."""
    s = scene(hand=[PATHFINDER], landmarks=["ALT_BISE_B_MU_63_C"])
    put_expedition(s, 0, "companion", 3)  # Water only
    s.quick(s.named("The Undergrowth"))
    s.play(s.named("Bravos Pathfinder"), "companion")
    s.settle()
    assert not s.named("Bravos Pathfinder").counters.get("boost")
    assert not s.logged("the Ongoing effect applies")
    s = scene(hand=[PATHFINDER], landmarks=["ALT_BISE_B_MU_63_C"])
    s.quick(s.named("The Undergrowth"))
    s.play(s.named("Bravos Pathfinder"), "hero")
    s.settle()
    assert s.named("Bravos Pathfinder").counters.get("boost") == 1


@covers("ALT_BISE_B_MU_63_R1")
def test_undergrowth_rare_readies_when_the_opponent_resupplies() -> None:
    """The Undergrowth (rare): When an opponent draws one or more cards or Resupplies —
    Ready me."""
    s = scene(hand=["ALT_ALIZE_B_MU_39_C"], landmarks=["ALT_BISE_B_MU_63_R1"])
    s.quick(s.named("The Undergrowth"))
    assert s.named("The Undergrowth").exhausted
    s.play(s.named("The Snow Maiden"), "hero")
    s.settle()
    s.yes()  # the opponent Resupplies
    s.settle()
    assert not s.named("The Undergrowth").exhausted
    assert s.named("The Snow Maiden").counters.get("boost") == 1  # played in Forest


# ------------------------------------------------------------------ kept in my Expedition
LOST = "ALT_ALIZE_B_MU_42_C"  # Lost in the Woods: mode 0 sends a Character in Forest to Reserve


def _send_own(s: Scene, target: str) -> None:
    """I play Lost in the Woods on one of my own Characters (a real way to make it leave)."""
    s.play(s.named("Lost in the Woods"), None)
    s.answer("m:0")
    if s.d is not None and s.d.kind == "target":
        s.pick(s.named(target))
    s.settle()


@covers("ALT_ALIZE_B_MU_44_C", "ALT_ALIZE_B_MU_44_R1")
def test_floral_tent_anchored_character_stays_and_loses_anchored() -> None:
    """Floral Tent: If an Anchored Character would leave my Expedition during the
    Afternoon, it loses Anchored instead (a replacing modifier, 6.2.b): it stays. A
    Character of my other Expedition is not protected."""
    s = scene(hand=[LOST], hero_exp=["ALT_ALIZE_B_MU_44_C", AMELIA], companion_exp=[PATHFINDER])
    s.named("Amelia Earhart").statuses.add(Status.ANCHORED)  # arranged
    _send_own(s, "Amelia Earhart")
    amelia = s.named("Amelia Earhart")
    assert amelia.zone is Zone.EXPEDITION and not amelia.has(Status.ANCHORED)
    assert s.logged("would leave the Expedition; instead it loses Anchored (Floral Tent)")
    s = scene(hand=[LOST], hero_exp=["ALT_ALIZE_B_MU_44_C"], companion_exp=[AMELIA])
    s.named("Amelia Earhart").statuses.add(Status.ANCHORED)
    _send_own(s, "Amelia Earhart")
    assert s.named("Amelia Earhart").zone is Zone.RESERVE


@covers("ALT_ALIZE_B_MU_44_R2")
def test_floral_tent_rare_boosted_character_loses_its_boosts_instead() -> None:
    """Floral Tent (rare): If a Boosted Character would leave my Expedition during the
    Afternoon, it loses all its boosts instead; without boosts it leaves."""
    s = scene(hand=[LOST], hero_exp=["ALT_ALIZE_B_MU_44_R2", AMELIA])
    s.named("Amelia Earhart").counters["boost"] = 2  # arranged
    _send_own(s, "Amelia Earhart")
    amelia = s.named("Amelia Earhart")
    assert amelia.zone is Zone.EXPEDITION and not amelia.counters.get("boost")
    s = scene(hand=[LOST], hero_exp=["ALT_ALIZE_B_MU_44_R2", AMELIA])
    _send_own(s, "Amelia Earhart")
    assert s.named("Amelia Earhart").zone is Zone.RESERVE


@covers("ALT_CYCLONE_B_MU_79_R1", "ALT_CYCLONE_B_MU_79_R2")
def test_muna_signet_rare_two_modes() -> None:
    """Muna Signet (rare): Fleeting; Choose two — two different modes, both happen (6.5.g)."""
    s = scene(hand=["ALT_CYCLONE_B_MU_79_R1"], hero_exp=[PATHFINDER])
    s.play(s.named("Muna Signet"), None)
    assert s.d.kind == "mode" and "1 of 2" in s.d.prompt
    s.answer("m:1")
    assert s.d.kind == "mode" and "m:1" not in {o.id for o in s.d.options}  # a different one
    s.answer("m:2")
    s.settle()
    s.answer("r:0")
    s.settle()
    assert s.named("Bravos Pathfinder").has(Status.ANCHORED)
    assert terrains(s, 0) == {F}
    assert s.named("Muna Signet").zone is Zone.DISCARD  # Fleeting (2.4.6)



# ------------------------------------------------------------------ counts and what "it" was
@covers("ALT_ALIZE_B_MU_42_R1", "ALT_ALIZE_B_MU_42_R2")
def test_lost_in_the_woods_rare_draw_unless_it_was_in_forest() -> None:
    """Lost in the Woods (rare): Send target Character to Reserve. If it wasn't in Forest
    (where it last was, 6.3.j), its controller draws a card."""
    s = scene(hand=["ALT_ALIZE_B_MU_42_R1"], opp_companion_exp=[AMELIA])
    put_expedition(s, 1, "companion", 3)  # Water only
    s.play(s.named("Lost in the Woods"), None)
    s.answer("m:0")
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.RESERVE
    assert len(s.p(1).hand) == 4
    s = scene(hand=["ALT_ALIZE_B_MU_42_R1"], opp_hero_exp=[AMELIA])  # the Hero region: Forest
    s.play(s.named("Lost in the Woods"), None)
    s.answer("m:0")
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.RESERVE
    assert len(s.p(1).hand) == 3


@covers("ALT_BISE_B_MU_51_R1", "ALT_BISE_B_MU_51_R2")
def test_fair_fox_rare_pays_to_discard_a_small_permanent() -> None:
    """Fair Fox (rare): [H] You may pay 1 to discard target Permanent with Hand Cost 2 or
    less. If you do, its controller Resupplies (as it last was in play, 6.3.j)."""
    s = scene(hand=["ALT_BISE_B_MU_51_R1"], opp_landmarks=["ALT_BISE_B_MU_63_C"],
              opp_deck_top=[AMELIA])
    s.play(s.named("Fair Fox"), "hero")
    s.yes()
    s.settle()
    assert s.named("The Undergrowth").zone is Zone.DISCARD
    assert s.named("Amelia Earhart").zone is Zone.RESERVE  # the opponent's top card


@covers("ALT_BISE_B_MU_52_R1")
def test_cuddly_corgi_rare_boosts_a_character_that_gains_anchored() -> None:
    """Cuddly Corgi (rare): When a Character you control gains Anchored — That Character
    gains 1 boost."""
    s = scene(hand=["ALT_CORE_B_MU_08_C"], hero_exp=["ALT_BISE_B_MU_52_R1"])
    s.play(next(c for c in s.p(0).hand if c.cdef.ref == "ALT_CORE_B_MU_08_C"), "companion")
    s.settle()
    shroom = next(c for c in s.state.in_expedition(0, "companion"))
    assert shroom.has(Status.ANCHORED) and shroom.counters.get("boost") == 1
    assert not s.named("Cuddly Corgi").counters.get("boost")


@covers("ALT_CYCLONE_B_MU_67_R1")
def test_helpful_pelican_rare_resupplies_when_facing_only_one() -> None:
    """Helpful Pelican (rare): When a Character joins the Expedition facing me — If I'm
    facing only one Character, Resupply."""
    s = scene(first=False, opp_hand=[AMELIA], hero_exp=["ALT_CYCLONE_B_MU_67_R1"])
    s.play(s.named("Amelia Earhart"), "hero")  # the opponent's turn
    s.settle()
    assert len(s.p(0).reserve) == 1
    s = scene(first=False, opp_hand=[AMELIA], opp_hero_exp=[PATHFINDER],
              hero_exp=["ALT_CYCLONE_B_MU_67_R1"])
    s.play(s.named("Amelia Earhart"), "hero")
    s.settle()
    assert not s.p(0).reserve and s.logged("the condition")


@covers("ALT_CYCLONE_B_MU_78_C")
def test_puffs_challenge_costs_less_against_three_characters() -> None:
    """Puff's Challenge: Fleeting. If an opponent controls three or more Characters, I cost
    1 less (5.1.2.e). Send target Character to Reserve."""
    s = scene(hand=["ALT_CYCLONE_B_MU_78_C"], opp_hero_exp=[AMELIA, PATHFINDER],
              opp_companion_exp=[AMELIA])
    mana = s.ready_mana()
    s.play(s.named("Puff's Challenge"), None)
    s.pick(s.named("Bravos Pathfinder"))
    s.settle()
    assert s.ready_mana() == mana - 3
    assert s.named("Bravos Pathfinder").zone is Zone.RESERVE
    s = scene(hand=["ALT_CYCLONE_B_MU_78_C"], opp_hero_exp=[AMELIA, PATHFINDER])
    mana = s.ready_mana()
    s.play(s.named("Puff's Challenge"), None)
    s.pick(s.named("Bravos Pathfinder"))
    s.settle()
    assert s.ready_mana() == mana - 4


@covers("ALT_CYCLONE_B_MU_78_R1", "ALT_CYCLONE_B_MU_78_R2")
def test_puffs_challenge_rare_costs_two_less() -> None:
    """Puff's Challenge (rare): … I cost 2 less."""
    s = scene(hand=["ALT_CYCLONE_B_MU_78_R1"], opp_hero_exp=[AMELIA, PATHFINDER, AMELIA])
    mana = s.ready_mana()
    s.play(s.named("Puff's Challenge"), None)
    s.pick(s.named("Bravos Pathfinder"))
    s.settle()
    assert s.ready_mana() == mana - 2


@covers("ALT_CYCLONE_P_MU_84_R1")
def test_leviathan_whisperer_rare_next_leviathan() -> None:
    """Leviathan Whisperer (rare): [J] The next Leviathan you play this Afternoon costs 2
    less and gains 1 boost."""
    s = scene(hand=["ALT_CYCLONE_P_MU_84_R1", "ALT_CYCLONE_B_MU_74_C"])
    s.play(s.named("Leviathan Whisperer"), "hero")
    s.settle()
    s.opp_pass()
    mana = s.ready_mana()
    s.play(s.named("Zaratan, Social Leviathan"))
    s.settle()
    zaratan = s.named("Zaratan, Social Leviathan")
    assert s.ready_mana() == mana - (zaratan.cdef.hand_cost - 2)
    assert zaratan.counters.get("boost") == 1  # nobody faces it: its own [J] adds none


# ------------------------------------------------------------------ this Day; several kinds at once
@covers("ALT_CYCLONE_B_MU_75_C")
def test_kauris_intervention_big_characters_are_tough_this_day() -> None:
    """Kauri's Intervention: This Day, Characters with Hand Cost 4 or more you control are
    Tough 5 ("Opponents must pay 5 to target them", 7.4.7); smaller ones are not."""
    s = scene(hand=["ALT_CYCLONE_B_MU_75_C"], hero_exp=["ALT_ALIZE_B_MU_39_C", AMELIA])
    s.play(s.named("Kauri's Intervention"), None)
    s.settle()
    assert s.state.keywords(s.named("The Snow Maiden")).get("tough") == 5  # Hand Cost 4
    assert "tough" not in s.state.keywords(s.named("Amelia Earhart"))  # Hand Cost 3
    s.next_day()
    assert "tough" not in s.state.keywords(s.named("The Snow Maiden"))  # the Day is over


@covers("ALT_BISE_B_MU_59_R1", "ALT_BISE_B_MU_59_R2")
def test_sap_dispersal_rare_doubles_boosts_in_play_and_reserve() -> None:
    """Sap Dispersal (rare): Double the number of boosts on each Character you control and
    in your Reserve (7.3.6); the opponent's are left alone."""
    s = scene(hand=["ALT_BISE_B_MU_59_R1"], hero_exp=[AMELIA], reserve=[PATHFINDER],
              opp_hero_exp=[AMELIA])
    s.named("Amelia Earhart", who=0).counters["boost"] = 2  # arranged
    s.named("Bravos Pathfinder").counters["boost"] = 1
    s.named("Amelia Earhart", who=1).counters["boost"] = 3
    s.play(s.named("Sap Dispersal"), None)
    s.settle()
    assert s.named("Amelia Earhart", who=0).counters["boost"] == 4
    assert s.named("Bravos Pathfinder").counters["boost"] == 2
    assert s.named("Amelia Earhart", who=1).counters["boost"] == 3


@covers("ALT_CYCLONE_B_MU_77_R1", "ALT_CYCLONE_B_MU_77_R2")
def test_tane_rare_animals_and_adventurers_in_reserve() -> None:
    """Tāne (rare): Tough 1; [J] I gain Anchored; [J] Each Animal and Adventurer in your
    Reserve gains 1 boost."""
    s = scene(hand=["ALT_CYCLONE_B_MU_77_R1"], reserve=["ALT_CORE_B_MU_06_C", AMELIA, LEGATE])
    s.play(s.named("Tāne"), "hero")
    s.settle()
    assert s.named("Spindle Harvesters").counters.get("boost") == 1  # an Animal
    assert s.named("Amelia Earhart").counters.get("boost") == 1  # an Adventurer
    assert not s.named("Monolith Legate").counters.get("boost")  # a Bureaucrat: neither
    assert s.state.keywords(s.named("Tāne")).get("tough") == 1


@covers("ALT_DUSTER_B_MU_88_C")
def test_muna_botanist_opponent_resupplies_and_a_small_character_is_anchored() -> None:
    """Muna Botanist: [H] Target opponent Resupplies. [H] You may target another Character
    with Base Cost 3 or less, it gains Anchored (Base Cost: the Hand Cost if not Fleeting)."""
    s = scene(hand=["ALT_DUSTER_B_MU_88_C"], hero_exp=[AMELIA, "ALT_ALIZE_B_MU_39_C"],
              opp_deck_top=[PATHFINDER])
    s.play(s.named("Muna Botanist"), "hero")
    s.until(lambda s: s.d.kind == "target")
    assert {s.state.items[o.objects[0]].name for o in s.d.options} == {"Amelia Earhart"}
    s.pick(s.named("Amelia Earhart"))
    s.settle()
    assert s.named("Amelia Earhart").has(Status.ANCHORED)
    assert s.named("Bravos Pathfinder").zone is Zone.RESERVE


@covers("ALT_DUSTER_B_MU_88_R1", "ALT_DUSTER_B_MU_88_R2")
def test_muna_botanist_rare_exhausted_resupply() -> None:
    """Muna Botanist (rare): [H] Target opponent Exhausted Resupplies; the Anchored part
    may be declined."""
    s = scene(hand=["ALT_DUSTER_B_MU_88_R1"], hero_exp=[AMELIA], opp_deck_top=[PATHFINDER])
    s.play(s.named("Muna Botanist"), "hero")
    s.until(lambda s: s.d.kind == "target")
    s.pick_none()
    s.settle()
    assert s.named("Bravos Pathfinder").exhausted
    assert not s.named("Amelia Earhart").has(Status.ANCHORED)


@covers("ALT_DUSTER_B_MU_90_C")
def test_flore_exhausts_a_permanent_or_a_reserve_card() -> None:
    """Flore, Fuming Gardener: [J] You may exhaust target Permanent in play or target card in
    Reserve ("Exhausted cards can't be played and have no Support abilities")."""
    s = scene(hand=["ALT_DUSTER_B_MU_90_C"], opp_landmarks=["ALT_BISE_B_MU_63_C"],
              opp_reserve=[AMELIA])
    s.play(s.named("Flore, Fuming Gardener"), "hero")
    s.settle()
    assert s.d.kind == "may"
    s.yes()
    names = {s.state.items[o.objects[0]].name for o in s.d.options}
    assert {"The Undergrowth", "Amelia Earhart"} <= names
    s.pick(s.named("Amelia Earhart"))
    s.settle()
    assert s.named("Amelia Earhart").exhausted and not s.named("The Undergrowth").exhausted


@covers("ALT_DUSTER_B_MU_90_R1", "ALT_DUSTER_B_MU_90_R2")
def test_flore_rare_exhausts_a_permanent_then_a_reserve_card() -> None:
    """Flore (rare): You may exhaust target Permanent in play. Then you may exhaust target
    card in Reserve."""
    s = scene(hand=["ALT_DUSTER_B_MU_90_R1"], opp_landmarks=["ALT_BISE_B_MU_63_C"],
              opp_reserve=[AMELIA])
    s.play(s.named("Flore, Fuming Gardener"), "hero")
    s.settle()
    s.yes()
    s.settle()
    s.yes()
    s.settle()
    assert s.named("The Undergrowth").exhausted and s.named("Amelia Earhart").exhausted


@covers("ALT_DUSTER_B_MU_98_C")
def test_soul_encounter_distributes_four_boosts() -> None:
    """Soul Encounter: Distribute 4 boosts among any target Characters in play or in
    Reserve: each target gets one, the rest as I choose (2.5.a: Reserve cards hold
    counters)."""
    s = scene(hand=["ALT_DUSTER_B_MU_98_C"], hero_exp=[AMELIA], reserve=[PATHFINDER])
    s.play(s.named("Soul Encounter"), None)
    s.pick(s.named("Amelia Earhart"), s.named("Bravos Pathfinder"))
    for _ in range(2):
        assert s.d.kind == "choose_card"
        s.pick(s.named("Amelia Earhart"))
    s.settle()
    assert s.named("Amelia Earhart").counters["boost"] == 3
    assert s.named("Bravos Pathfinder").counters["boost"] == 1


@covers("ALT_DUSTER_B_MU_98_R1", "ALT_DUSTER_B_MU_98_R2")
def test_soul_encounter_rare_cooldown_one_target() -> None:
    """Soul Encounter (rare): Cooldown ("If I go to Reserve after my effect resolves,
    exhaust me"); one target gets all four.  Distributing is not optional (1.2.6.d), so
    the only legal target is chosen without asking, and nobody is asked where the boosts
    go."""
    s = scene(hand=["ALT_DUSTER_B_MU_98_R1"], hero_exp=[AMELIA])
    s.play(s.named("Soul Encounter"), None)
    s.settle()
    assert s.named("Amelia Earhart").counters["boost"] == 4
    spell = s.named("Soul Encounter")
    assert spell.zone is Zone.RESERVE and spell.exhausted


@covers("ALT_DUSTER_B_YZ_97_R1", "ALT_DUSTER_B_YZ_97_R2")
def test_sports_encounter_rare_distributes_two_boosts() -> None:
    """Sports Encounter (Yzmir rare; read with this module's "Distribute N boosts among any
    target …"): two boosts split between a Character in play and one in Reserve."""
    s = scene(hand=["ALT_DUSTER_B_YZ_97_R1"], hero_exp=[AMELIA], opp_reserve=[PATHFINDER])
    s.play(s.named("Sports Encounter"), None)
    s.pick(s.named("Amelia Earhart"), s.named("Bravos Pathfinder"))
    s.settle()
    assert s.named("Amelia Earhart").counters["boost"] == 1
    assert s.named("Bravos Pathfinder").counters["boost"] == 1


@covers("ALT_DUSTER_B_MU_99_C")
def test_newtons_law_manaseed_then_send_a_small_character_of_theirs() -> None:
    """Newton's Law: Create a Manaseed token in target opponent's Landmarks. Then, send to
    Reserve target Character they control with Base Cost 3 or less — only theirs, and only
    small ones (the Hand Cost, as it is not Fleeting)."""
    s = scene(hand=["ALT_DUSTER_B_MU_99_C"], hero_exp=[PATHFINDER],
              opp_hero_exp=[AMELIA, "ALT_ALIZE_B_MU_39_C"])
    s.play(s.named("Newton's Law"), None)
    s.settle()  # one legal target: chosen without asking (6.1.g)
    assert [c.name for c in s.p(1).landmarks] == ["Manaseed"]
    assert s.named("Amelia Earhart").zone is Zone.RESERVE
    assert s.named("The Snow Maiden").zone is Zone.EXPEDITION
    assert s.named("Bravos Pathfinder").zone is Zone.EXPEDITION


@covers("ALT_DUSTER_B_MU_99_R1", "ALT_DUSTER_B_MU_99_R2")
def test_newtons_law_rare_discards_instead() -> None:
    """Newton's Law (rare): … Then, discard target Character they control with Base Cost 3
    or less."""
    s = scene(hand=["ALT_DUSTER_B_MU_99_R1"], opp_hero_exp=[AMELIA])
    s.play(s.named("Newton's Law"), None)
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.DISCARD
    assert len(s.p(1).landmarks) == 1


# ------------------------------------------------------------------ playing a card into one Expedition
@covers("ALT_CYCLONE_B_MU_81_C", "ALT_CYCLONE_B_MU_81_R2")
def test_joining_fates_plays_a_character_into_the_companion_expedition() -> None:
    """Joining Fates: You may immediately play a Character for 7 less in your Companion
    Expedition (5.1.1.d: during the effect). It gains Anchored. Only the Companion
    Expedition is offered."""
    s = scene(hand=["ALT_CYCLONE_B_MU_81_C", "ALT_ALIZE_B_MU_39_C"], mana=8)
    s.play(s.named("Joining Fates"), None)
    assert s.d.kind == "choose_card"
    plays = [o for o in s.d.options if o.id != "skip"]
    assert plays and all("companion" in o.id for o in plays)
    s.answer(next(o.id for o in plays if str(s.named("The Snow Maiden").oid) in o.id))
    s.settle()
    maiden = s.named("The Snow Maiden")
    assert maiden.zone is Zone.EXPEDITION and maiden.expedition == "companion"
    assert maiden.has(Status.ANCHORED)
    assert s.ready_mana() == 8 - 7  # Joining Fates; the Snow Maiden cost 4 - 7, so 0


@covers("ALT_CYCLONE_B_MU_81_R1")
def test_joining_fates_rare_target_player_plays_for_free() -> None:
    """Joining Fates (rare): Target player may immediately play a Character for free in
    their Companion Expedition. It gains Anchored — the opponent, when targeted, chooses."""
    s = scene(hand=["ALT_CYCLONE_B_MU_81_R1"], opp_hand=["ALT_ALIZE_B_MU_39_C"], mana=8)
    s.play(s.named("Joining Fates"), None)
    s.pick_label("Opp")
    assert s.d.kind == "choose_card" and s.d.player == 1
    s.answer(next(o.id for o in s.d.options if str(s.named("The Snow Maiden").oid) in o.id))
    s.settle()
    maiden = s.named("The Snow Maiden")
    assert maiden.controller == 1 and maiden.expedition == "companion"
    assert maiden.has(Status.ANCHORED)


# ------------------------------------------------------------------ a cost the opponent pays
@covers("ALT_DUSTER_B_MU_101_C")
def test_the_embassy_opponent_resupplies_as_the_cost() -> None:
    """The Embassy: [T], Target opponent Resupplies: The next Character you play this turn
    with Base Cost 3 or less gains Anchored (the Hand Cost when played from the hand)."""
    s = scene(hand=[AMELIA], landmarks=["ALT_DUSTER_B_MU_101_C"], opp_deck_top=[PATHFINDER])
    s.quick(s.named("The Embassy"))
    assert s.named("Bravos Pathfinder").zone is Zone.RESERVE  # paid by the opponent
    assert s.named("The Embassy").exhausted
    s.play(s.named("Amelia Earhart"), "hero")
    s.settle()
    assert s.named("Amelia Earhart").has(Status.ANCHORED)
    s = scene(hand=["ALT_ALIZE_B_MU_39_C"], landmarks=["ALT_DUSTER_B_MU_101_C"])
    s.quick(s.named("The Embassy"))
    s.play(s.named("The Snow Maiden"), "hero")  # Base Cost 4
    s.settle()
    assert not s.named("The Snow Maiden").has(Status.ANCHORED)


@covers("ALT_DUSTER_B_MU_101_R1", "ALT_DUSTER_B_MU_101_R2")
def test_the_embassy_rare_anchored_and_asleep_are_tough() -> None:
    """The Embassy (rare): Anchored and Asleep Characters you control are Tough 1 ("Your
    opponent's Spells and abilities that target me cost 1 more", 7.4.7)."""
    s = scene(landmarks=["ALT_DUSTER_B_MU_101_R1"], hero_exp=[PATHFINDER, LEGATE],
              reserve=["ALT_ALIZE_B_MU_32_C"], hand=["ALT_CORE_B_MU_08_C"])
    s.quick(s.named("Snoozer Shroom"))  # its support: my Pathfinder gains Asleep
    s.pick(s.named("Bravos Pathfinder"))
    s.settle()
    shroom = next(c for c in s.p(0).hand if c.cdef.ref == "ALT_CORE_B_MU_08_C")
    s.play(shroom, "companion")  # [J] I gain Anchored
    s.settle()
    assert shroom.has(Status.ANCHORED)
    assert s.state.keywords(shroom).get("tough") == 1
    assert s.state.keywords(s.named("Bravos Pathfinder")).get("tough") == 1
    assert "tough" not in s.state.keywords(s.named("Monolith Legate"))


# ------------------------------------------------------------------ what I had before I left
@covers("ALT_CYCLONE_B_MU_70_R1", "ALT_CYCLONE_B_MU_70_R2")
def test_colorful_cuckoo_rare_to_mana_when_it_leaves_with_boosts() -> None:
    """Colorful Cuckoo (rare): When I go to your Reserve from the Expedition zone, if I had
    2 or more boosts (as I last was in play, 6.3.j) — You may put a card from your Reserve
    in your Mana zone. With fewer boosts nothing triggers."""
    s = scene(hand=[LOST], hero_exp=["ALT_CYCLONE_B_MU_70_R1"], reserve=[AMELIA])
    s.named("Colorful Cuckoo").counters["boost"] = 2  # arranged
    orbs = len(s.p(0).mana)
    _send_own(s, "Colorful Cuckoo")
    assert s.d.kind == "may"
    s.yes()
    s.answer(next(o.id for o in s.d.options if s.named("Amelia Earhart").oid in o.objects))
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.MANA and len(s.p(0).mana) == orbs + 1
    s = scene(hand=[LOST], hero_exp=["ALT_CYCLONE_B_MU_70_R1"], reserve=[AMELIA])
    s.named("Colorful Cuckoo").counters["boost"] = 1
    _send_own(s, "Colorful Cuckoo")
    assert s.named("Colorful Cuckoo").zone is Zone.RESERVE
    assert s.d.kind == "turn" and s.named("Amelia Earhart").zone is Zone.RESERVE


@covers("ALT_CYCLONE_B_MU_75_R1", "ALT_CYCLONE_B_MU_75_R2")
def test_kauris_intervention_rare_target_players_characters_are_tough() -> None:
    """Kauri's Intervention (rare): Target a player. This Day, Characters with Hand Cost 3
    or more that they control are Tough 5 — that player's only."""
    s = scene(hand=["ALT_CYCLONE_B_MU_75_R1"], hero_exp=["ALT_ALIZE_B_MU_39_C"],
              opp_hero_exp=["ALT_ALIZE_B_MU_39_C", PATHFINDER])
    s.play(s.named("Kauri's Intervention"), None)
    s.pick_label("Opp")
    s.settle()
    assert s.state.keywords(s.named("The Snow Maiden", who=1)).get("tough") == 5
    assert "tough" not in s.state.keywords(s.named("Bravos Pathfinder"))  # Hand Cost 2
    assert "tough" not in s.state.keywords(s.named("The Snow Maiden", who=0))


# ------------------------------------------------------------------ receiving a Gift too
@covers("ALT_DUSTER_B_MU_85_C")
def test_turuun_and_benih_also_receive_the_gift() -> None:
    """Turuun & Benih: When you make a Gift ("on your turn, an opponent draws a card,
    Resupplies or receives a token") — You may exhaust me to also receive it: the opponent
    drew, so I draw too. Ignore my ability during the first Day."""
    s = scene(hero="ALT_DUSTER_B_MU_85_C", hand=["ALT_BISE_B_MU_56_C"])
    s.play(s.named("Gran Bwa"), "hero")
    s.yes()  # the opponent draws: a Gift, but on the first Day nothing happens
    s.settle()
    assert not s.triggered("Turuun & Benih")
    s = scene(hero="ALT_DUSTER_B_MU_85_C", hand=["ALT_BISE_B_MU_56_C"])
    s.next_day()
    s.to_my_turn()
    hand = len(s.p(0).hand)
    s.play(s.named("Gran Bwa"), "hero")
    s.yes()  # Gran Bwa: the opponent draws
    s.settle()
    assert s.d.kind == "may"  # Turuun & Benih: exhaust me to also receive it?
    s.yes()
    s.settle()
    assert len(s.p(0).hand) == hand  # Gran Bwa out, one card in
    assert s.p(0).hero.exhausted
