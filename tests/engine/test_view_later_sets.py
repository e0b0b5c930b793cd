"""What the view shows of the later sets' state: regions' terrains after passives and
Terrain Markers, the printed ones beside them, and Ascended Expeditions."""

from __future__ import annotations

from engine import Game, Position, Side, orbs
from engine.model import Phase, Terrain
from engine.position import Tumult

BR = "ALT_CORE_B_BR_01_C"
AX = "ALT_CORE_B_AX_01_C"
TRAINEE = "ALT_CORE_B_BR_09_C"
FILLER = "ALT_CORE_B_AX_04_C"
PERSEPHONE = "ALT_ALIZE_B_MU_33_C"  # My region is Forest in addition to its other types.
PERSEPHONE_R = "ALT_ALIZE_B_MU_33_R1"  # My region and the facing one are Forest and lose ...
TENGU = "ALT_CYCLONE_B_BR_70_R1"  # When I join — You may Rush. If you do, my Expedition Ascends.
ADVENTURE = (Tumult(Terrain.FOREST, single_first=False, revealed=True),
             Tumult(Terrain.MOUNTAIN), Tumult(Terrain.WATER, revealed=True))


def _game(mine: list[str], theirs: list[str], hand: list[str] = ()) -> Game:  # type: ignore[assignment]
    me = Side("Me", hero=BR, hand=list(hand), deck=[TRAINEE] * 5, mana=orbs(TRAINEE, ready=6),
              hero_expedition=mine, travelled=(1, 0))
    them = Side("Them", hero=AX, deck=[FILLER] * 5, mana=orbs(FILLER, ready=3),
                hero_expedition=theirs, travelled=(1, 0))
    return Game.from_position(Position((me, them), day=2, phase=Phase.AFTERNOON, first=0,
                                       turn=0, adventure=ADVENTURE), seed=1)


def test_a_region_shows_a_terrain_a_passive_adds() -> None:
    """Persephone: "My region is Forest in addition to its other types." Region 2 is
    printed Mountain and Water; the view gives its terrains now, the printed ones beside."""
    v = _game([PERSEPHONE], []).view(0)
    assert v["adventure"][1]["printed"] == ["mountain", "water"]
    assert v["adventure"][1]["terrains"] == ["forest", "mountain", "water"]
    assert v["players"][0]["expeditions"]["hero"]["region"] == ["forest", "mountain", "water"]
    assert v["adventure"][1]["markers"] == []


def test_a_region_that_loses_its_other_types() -> None:
    """Persephone (rares): "My region and the region of the Expedition facing me are Forest
    and lose their other types." The Companion region, untouched, keeps all three."""
    v = _game([], [PERSEPHONE_R]).view(0)
    assert v["adventure"][1]["terrains"] == ["forest"]
    assert v["players"][0]["expeditions"]["hero"]["region"] == ["forest"]
    assert v["adventure"][7]["terrains"] == ["forest", "mountain", "water"]


def test_face_down_regions_keep_their_printed_terrains_hidden() -> None:
    v = _game([PERSEPHONE], []).view(1)
    assert v["adventure"][3]["face_down"] and v["adventure"][3]["printed"] == []
    assert v["adventure"][3]["terrains"] == []


def test_an_ascended_expedition_is_in_the_view() -> None:
    """Tengu: "When I join — You may Rush. If you do, my Expedition Ascends." Once it has,
    the view marks that Expedition (and only it) as Ascended."""
    g = _game([], [], hand=[TENGU, TRAINEE])
    assert not g.view(0)["players"][0]["expeditions"]["hero"]["ascended"]
    tengu = next(c["oid"] for c in g.view(0)["players"][0]["hand"] if c["ref"] == TENGU)
    g.answer(next(o.id for o in g.pending.options if o.id == f"play:{tengu}:hero"))
    g.answer(next(o.id for o in g.pending.options if o.id.endswith(":companion")))
    while g.pending.kind != "turn":
        g.answer(g.pending.options[0].id)
    exps = g.view(0)["players"][0]["expeditions"]
    assert exps["hero"]["ascended"] and not exps["companion"]["ascended"]
    assert not g.view(1)["players"][1]["expeditions"]["hero"]["ascended"]
