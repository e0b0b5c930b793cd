"""The AI players meet the later sets' mechanisms: a card played during an effect (Rush,
"immediately play ..."), and Terrain Markers in a determinized copy."""

from __future__ import annotations

import random

import attrs

from engine import Game, Position, Side, orbs
from engine.ai import make_player, seat_answer
from engine.ai.determinize import rebuild
from engine.decks import starter_deck
from engine.model import Phase, Terrain
from engine.position import (
    Tumult,
    position_from_json,
    position_of,
    position_to_json,
    problems,
)

BR = "ALT_CORE_B_BR_01_C"  # Kojo & Booda
AX = "ALT_CORE_B_AX_01_C"
TRAINEE = "ALT_CORE_B_BR_09_C"  # Haven Trainee, 2 mana, 3/1/1
TEAMMATE = "ALT_CYCLONE_B_BR_67_C"  # Altrun Teammate: [J] You may Rush to give me 1 boost


def _rush_game(mana: int) -> Game:
    me = Side("Me", hero=BR, hand=[TEAMMATE, TRAINEE], deck=[TRAINEE] * 5,
              mana=orbs(TRAINEE, ready=mana))
    them = Side("Them", hero=AX, deck=["ALT_CORE_B_AX_04_C"] * 5,
                mana=orbs("ALT_CORE_B_AX_04_C", ready=3))
    g = Game.from_position(Position((me, them), day=2, phase=Phase.AFTERNOON, first=0,
                                    turn=0), seed=1)
    teammate = next(c for c in g.view(0)["players"][0]["hand"] if c["ref"] == TEAMMATE)
    g.answer(next(o.id for o in g.pending.options
                  if o.id.startswith(f"play:{teammate['oid']}:")))
    while g.pending.kind == "expedition":
        g.answer(g.pending.options[0].id)
    return g


def test_greedy_rushes_when_a_card_is_worth_playing() -> None:
    """Rush, reminder text: "Rush means playing another card immediately." Offered a
    Character it can pay for, the greedy player plays it rather than "Play nothing"."""
    g = _rush_game(mana=6)
    d = g.pending
    assert d.kind == "choose_card" and any(o.id == "skip" for o in d.options)
    p = make_player("greedy")
    ans = seat_answer(g, p)
    assert ans != "skip" and ans.startswith("play:"), ans
    assert "during the effect" in p.reason
    g.answer(ans)
    while g.pending.kind != "turn":  # where it goes, then the boost
        g.answer(seat_answer(g, p))
    mine = [c["ref"] for e in ("hero", "companion")
            for c in g.view(0)["players"][0]["expeditions"][e]["cards"]]
    assert sorted(mine) == sorted([TEAMMATE, TRAINEE])


def test_greedy_still_answers_play_nothing_legally() -> None:
    """With only a "Play nothing" left worth choosing, the answer is still one of the
    decision's options (an illegal answer would leave the game unchanged)."""
    g = _rush_game(mana=6)
    d = g.pending
    ans = make_player("greedy").decide(g.view(0), d)
    d.normalise(ans)


def _marked_position() -> Position:
    """Regions 1-2 (Tumult 1) revealed; Tumult 1's two-terrain half first, so region 1 is
    Mountain and Water; a Water Terrain Marker then makes it Water only."""
    adventure = (Tumult(Terrain.FOREST, single_first=False, revealed=True),
                 Tumult(Terrain.MOUNTAIN), Tumult(Terrain.WATER))
    me = Side("Me", hero=BR, hand=[TRAINEE], deck=[TRAINEE] * 5,
              mana=orbs(TRAINEE, ready=3), travelled=(1, 0))
    them = Side("Them", hero=AX, deck=["ALT_CORE_B_AX_04_C"] * 5,
                mana=orbs("ALT_CORE_B_AX_04_C", ready=3), travelled=(1, 0))
    return Position((me, them), day=2, phase=Phase.AFTERNOON, first=0, turn=0,
                    adventure=adventure, markers=((1, Terrain.WATER),))


def test_a_marked_region_looks_the_same_in_a_rebuilt_game() -> None:
    """Terrain Marker: the region "is the marker's terrain and loses its other types" while
    it stays. A determinized copy keeps the Marker and reads the Tumult card from its
    printed halves, so every region shows what it shows in the real game."""
    g = Game.from_position(_marked_position(), seed=3)
    v = g.view(0)
    assert v["adventure"][1]["terrains"] == ["water"]
    assert v["adventure"][1]["printed"] == ["mountain", "water"]
    assert v["adventure"][1]["markers"] == ["water"]
    decks = [starter_deck("bravos"), starter_deck("axiom")]
    for k in range(4):
        copy = rebuild(v, decks[0], decks[1], random.Random(k))
        cv = copy.view(0)
        assert [(r["terrains"], r["printed"], r["markers"]) for r in cv["adventure"][:3]] == \
            [(r["terrains"], r["printed"], r["markers"]) for r in v["adventure"][:3]]
        assert cv["players"][0]["expeditions"]["hero"]["region"] == ["water"]


def test_markers_survive_the_position_json_round_trip() -> None:
    """A position keeps its Terrain Markers through its JSON form and back from a game."""
    pos = _marked_position()
    assert position_from_json(position_to_json(pos)).markers == pos.markers
    assert position_of(Game.from_position(pos, seed=3)).markers == ((1, Terrain.WATER),)
    bad = attrs.evolve(pos, markers=((3, Terrain.FOREST),))  # Tumult 2 is face down
    assert any("face down" in p for p in problems(bad))


SIGNET = "ALT_CYCLONE_B_MU_79_C"  # Muna Signet: Choose one (3rd: a Forest Terrain Marker)
BIG_FOREST = "ALT_CORE_B_BR_09_C"  # Haven Trainee 3/1/1
BOUNCER = "ALT_CORE_B_BR_15_C"  # Haven Bouncer 2/2/2


def test_greedy_puts_a_terrain_marker_where_its_expedition_wins() -> None:
    """"Place a Forest Terrain Marker on target visible region": the region is Forest only
    while the Marker stays. Both Hero Expeditions stand on region 2, printed Mountain and
    Water, where the opponent's (2/2/2) beats the greedy player's (3/1/1); as Forest only,
    it turns round (4.2.4.b), so that is where the greedy player puts the Marker."""
    adventure = (Tumult(Terrain.FOREST, single_first=False, revealed=True),
                 Tumult(Terrain.MOUNTAIN), Tumult(Terrain.WATER))
    me = Side("Me", hero=BR, hand=[SIGNET], deck=[TRAINEE] * 5, mana=orbs(TRAINEE, ready=4),
              hero_expedition=[BIG_FOREST], travelled=(1, 0))
    them = Side("Them", hero=AX, deck=["ALT_CORE_B_AX_04_C"] * 5,
                mana=orbs("ALT_CORE_B_AX_04_C", ready=3), hero_expedition=[BOUNCER],
                travelled=(1, 0))
    g = Game.from_position(Position((me, them), day=2, phase=Phase.AFTERNOON, first=0, turn=0,
                                    adventure=adventure), seed=1)
    signet = next(c["oid"] for c in g.view(0)["players"][0]["hand"] if c["ref"] == SIGNET)
    g.answer(f"play:{signet}")
    g.answer(["m:2"] if g.pending.multi else "m:2")
    assert g.pending.kind == "target_region"
    p = make_player("greedy")
    assert seat_answer(g, p) == "r:1"
    assert "Forest" in p.reason
