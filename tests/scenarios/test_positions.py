"""Rules examples set up with the public position builder (issue #16): each test states
the board as a `Position`, builds it with `Game.from_position`, then plays it through
real decisions."""

from __future__ import annotations

import tests.example_cards as T
from engine import Game
from engine.model import Phase, Status, Terrain
from engine.position import Position, Side, Tumult, card, orbs
from tests.scenarios.helpers import LITHIUM, NINETTE, pass_turn, play
from tests.state_access import state_of

F = T.FILLER
FACE_DOWN = (Tumult(Terrain.FOREST), Tumult(Terrain.MOUNTAIN), Tumult(Terrain.WATER))
OPEN = tuple(Tumult(t.single, t.single_first, True) for t in FACE_DOWN)


def _side(name: str, **kw: object) -> Side:
    return Side(name, deck=[F] * 10, **kw)  # type: ignore[arg-type]


def test_7_3_17_b_an_expedition_moving_onto_a_face_down_tumult_reveals_it() -> None:
    """Dusk: Ninette's boosted Recruit beats an empty Expedition (4.2.4), her Hero
    Expedition moves onto the first Tumult card, which is turned face up (7.3.17.b)."""
    pos = Position((_side("Ninette", hero_expedition=[card(T.VANILLA, boosts=1)]),
                    _side("Lithium")), phase=Phase.DUSK, adventure=FACE_DOWN)
    g = Game.from_position(pos)
    assert state_of(g).players[NINETTE].position["hero"] == 1
    assert not state_of(g).regions[1].face_down and not state_of(g).regions[2].face_down  # both halves
    assert state_of(g).regions[3].face_down
    assert any("Tumult card is revealed" in e.text and e.rule == "7.3.17.b" for e in g.log)


def test_4_2_5_d_the_player_who_travelled_further_wins_at_night() -> None:
    """Night of day 3: Ninette's Expeditions have travelled 4 and 3 regions, Lithium's 1
    and 1; the Expeditions met, so Ninette wins (4.2.5.d)."""
    pos = Position((_side("Ninette", travelled=(4, 3)), _side("Lithium", travelled=(1, 1))),
                   day=3, phase=Phase.NIGHT, adventure=OPEN)
    g = Game.from_position(pos)
    assert g.over and g.winner == NINETTE and g.pending is None
    assert g.log[-1].rule == "4.2.5.d"


def test_4_2_3_e_a_player_takes_turns_in_a_row_once_the_other_has_passed() -> None:
    """An Afternoon under way: Lithium has passed, so after Ninette plays a card it is
    her turn again (4.2.3.e, remark)."""
    pos = Position((_side("Ninette", hand=[T.VANILLA, T.VANILLA], mana=orbs(F, 3)),
                    _side("Lithium", passed=True)), turn=NINETTE, first=LITHIUM)
    g = Game.from_position(pos)
    play(g, state_of(g).players[NINETTE].hand[0], "hero")
    d = g.pending
    assert (d.kind, d.player) == ("turn", NINETTE)
    pass_turn(g)
    assert state_of(g).phase is not Phase.AFTERNOON  # both have passed: Dusk came


def test_2_4_2_and_2_4_3_anchored_and_asleep_characters_stay_at_rest() -> None:
    """Rest (4.2.5.b): an Anchored and an Asleep Character stay in their Expedition and
    lose that status; a plain one goes to Reserve."""
    pos = Position((_side("Ninette", hero_expedition=[card(T.VANILLA, "anchored"),
                                                      card(T.ROBOT, "asleep"), T.BIG]),
                    _side("Lithium")), phase=Phase.NIGHT)
    g = Game.from_position(pos)
    stayed = state_of(g).in_expedition(NINETTE, "hero")
    assert sorted(c.cdef.ref for c in stayed) == sorted([T.VANILLA, T.ROBOT])
    assert all(not c.statuses for c in stayed)
    assert [c.cdef.ref for c in state_of(g).players[NINETTE].reserve] == [T.BIG]


def test_7_4_6_a_seasoned_character_keeps_its_boosts_in_reserve() -> None:
    """Rest sends a boosted Seasoned Character to Reserve with its boosts (7.4.6); a
    boosted plain one loses them (2.5)."""
    pos = Position((_side("Ninette", hero_expedition=[card(T.VETERAN, boosts=2),
                                                      card(T.VANILLA, boosts=2)]),
                    _side("Lithium")), phase=Phase.NIGHT)
    g = Game.from_position(pos)
    boosts = {c.cdef.ref: c.boosts for c in state_of(g).players[NINETTE].reserve}
    assert boosts == {T.VETERAN: 2, T.VANILLA: 0}


def test_2_4_5_e_an_exhausted_reserve_card_has_no_support_ability() -> None:
    """Alice's support quick action is offered from Reserve when she is ready, not when
    the position has her exhausted (2.4.5.e)."""
    def quick_offered(*statuses: str) -> bool:
        pos = Position((_side("Ninette", reserve=[card(T.ALICE, *statuses), F]),
                        _side("Lithium")), turn=NINETTE)
        g = Game.from_position(pos)
        return any(o.detail == "quick" for o in g.pending.options)

    assert quick_offered() and not quick_offered("exhausted")


def test_4_2_1_c_morning_readies_what_the_position_left_exhausted() -> None:
    """A Morning readies exhausted Mana Orbs and Reserve cards (4.2.1.c)."""
    pos = Position((_side("Ninette", mana=orbs(F, 1, exhausted=2),
                          reserve=[card(T.VANILLA, "exhausted")]), _side("Lithium")),
                   day=2, phase=Phase.MORNING)
    g = Game.from_position(pos)
    assert state_of(g).ready_mana(NINETTE) == 3
    assert not state_of(g).players[NINETTE].reserve[0].has(Status.EXHAUSTED)
