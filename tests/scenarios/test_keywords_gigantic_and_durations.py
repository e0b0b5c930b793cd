"""Gigantic sub-rules (7.4.4), roll modifiers (7.3.19.c) and Ongoing durations (2.2.14)."""

from __future__ import annotations

import tests.example_cards as T
from engine.flow import Region
from engine.model import Terrain, Zone
from tests.engine.helpers import FixedDice
from tests.scenarios.helpers import (
    LITHIUM,
    NINETTE,
    choose,
    choose_label,
    drain,
    pass_turn,
    pending,
    play,
    put,
    quick,
    start,
    table,
)
from tests.state_access import state_of


def test_7_4_4_c_d_e_gigantic_joins_both_triggers_once_counts_in_each() -> None:
    """7.4.4.c-e: a Gigantic Character played in one Expedition is in both, its [J] Reaction
    activates only once, and its statistics count in each Expedition."""
    g = table(first=NINETTE)
    giant = put(g, T.GIANT_J, NINETTE, Zone.HAND)
    start(g)
    play(g, giant, "hero")
    assert sum("ability triggers:" in e.text for e in g.log) == 1
    drain(g)
    assert giant.boosts == 1 and giant.expedition == "hero"
    assert str(state_of(g).expedition_stats(NINETTE, "hero")) == "3/3/3"
    assert str(state_of(g).expedition_stats(NINETTE, "companion")) == "3/3/3"


def test_7_4_4_g_facing_a_gigantic_character_means_both() -> None:
    """7.4.4.g: "the Expedition facing me" on a Gigantic Character is both opposing
    Expeditions: each moves backward."""
    g = table(first=NINETTE)
    state_of(g).players[LITHIUM].position.update({"hero": 2, "companion": 5})
    giant = put(g, T.GIANT_PULLER, NINETTE, Zone.HAND)
    start(g)
    play(g, giant, "hero")
    drain(g)
    assert state_of(g).players[LITHIUM].distance("hero") == 1
    assert state_of(g).players[LITHIUM].distance("companion") == 1


def test_7_4_4_k_the_other_expedition_of_a_gigantic_character_is_none() -> None:
    """7.4.4.k: "your other Expedition" seen from a Gigantic Character is no Expedition:
    no token is created."""
    g = table(first=NINETTE)
    giant = put(g, T.GIANT_OTHER, NINETTE, Zone.HAND)
    start(g)
    play(g, giant, "hero")
    drain(g)
    assert not [c for c in state_of(g).expedition_zone if c.cdef.is_token]


def test_7_4_4_l_gigantic_counts_twice_in_tiebreakers() -> None:
    """7.4.4.l: in the Arena a Gigantic Character's statistics count twice in its
    controller's total."""
    g = table(first=NINETTE)
    put(g, T.ATLAS, NINETTE, Zone.EXPEDITION, "hero")  # 2/2/2, Gigantic
    state_of(g).tiebreak = True
    state_of(g).regions = [Region("Arena", frozenset(Terrain))]
    for p in state_of(g).players:
        p.position = {"hero": 0, "companion": 0}
    start(g)
    pass_turn(g)
    pass_turn(g)
    assert any("Ninette: totals 4/4/4 in the Arena" in str(e) for e in g.log)
    assert g.over and g.winner == NINETTE


def test_7_3_19_c_roll_modifier_lets_the_player_choose() -> None:
    """7.3.19.c: "roll one more and set one aside": the player sees both dice and keeps the
    one they want; the 5 makes the Gamble draw a card."""
    g = table(first=NINETTE)
    state_of(g).rng = FixedDice([2, 5])
    put(g, T.LUCKY, NINETTE, Zone.EXPEDITION, "hero")
    gamble = put(g, T.GAMBLE, NINETTE, Zone.HAND)
    start(g)
    play(g, gamble)
    d = pending(g, "die", NINETTE)
    assert sorted(o.label for o in d.options) == ["Keep 2", "Keep 5"]
    choose_label(g, "Keep 5")
    assert len(state_of(g).players[NINETTE].hand) == 1


def test_2_2_14_e_this_afternoon_ends_before_dusk() -> None:
    """2.2.14: an Ongoing "Expeditions can't move forward this Afternoon" ends with the
    Afternoon, so at Dusk the winning Expedition moves forward."""
    g = table(first=NINETTE)
    put(g, T.BIG, NINETTE, Zone.EXPEDITION, "hero")
    spell = put(g, T.PROCESSION, NINETTE, Zone.HAND)
    start(g)
    play(g, spell)
    assert [e.duration for e in state_of(g).emblems if e.kind == "ongoing"] == ["afternoon"]
    pass_turn(g)
    pass_turn(g)
    assert not state_of(g).emblems
    assert state_of(g).players[NINETTE].position["hero"] == 1


def test_7_4_4_n_gaining_gigantic_joins_the_other_expedition() -> None:
    """7.4.4.n: a Character that gains Gigantic joins its controller's other Expedition:
    when Eat Me Energy Bars makes the lone Character of the Hero Expedition Gigantic, it
    joins Amarok's Companion Expedition and Amarok sacrifices it."""
    g = table(first=NINETTE)
    lone = put(g, T.VANILLA, NINETTE, Zone.EXPEDITION, "hero")
    put(g, T.AMAROK, NINETTE, Zone.EXPEDITION, "companion")
    bars = put(g, T.ENERGY_BARS, NINETTE, Zone.HAND)
    start(g)
    assert not state_of(g).has_keyword(lone, "gigantic")
    play(g, bars, "hero")
    drain(g)
    assert lone.zone is Zone.DISCARD


def test_2_2_14_ongoing_characteristic_change_lasts_the_turn() -> None:
    """2.2.14 with 2.3: an Ongoing "Characters you control have Gigantic" made this turn
    applies to Characters in play (not the opponent's), then ends with the turn."""
    g = table(first=NINETTE)
    c = put(g, T.VANILLA, NINETTE, Zone.EXPEDITION, "hero")
    theirs = put(g, T.VANILLA, LITHIUM, Zone.EXPEDITION, "hero")
    grow = put(g, T.GROW, NINETTE, Zone.RESERVE)
    start(g)
    quick(g, grow)
    assert state_of(g).has_keyword(c, "gigantic") and not state_of(g).has_keyword(theirs, "gigantic")
    assert c in state_of(g).in_expedition(NINETTE, "companion")
    pass_turn(g)
    assert not state_of(g).has_keyword(c, "gigantic")


def test_2_3_3_b_independent_passives_apply_by_timestamp() -> None:
    """2.3.3.b: "All regions are Water and lose their other types" and "All regions are
    Forests" do not depend on each other, so the older applies first: Kraken then Forest
    gives Water and Forest; Forest then Kraken leaves only Water."""
    for older, newer, expected in ((T.KRAKEN, T.FOREST_MAKER, {Terrain.WATER, Terrain.FOREST}),
                                   (T.FOREST_MAKER, T.KRAKEN, {Terrain.WATER})):
        g = table(first=NINETTE)
        put(g, older, LITHIUM, Zone.EXPEDITION, "hero")
        card = put(g, newer, NINETTE, Zone.HAND)
        start(g)
        play(g, card, "hero")
        assert all(state_of(g).terrains_at(i) == expected for i in range(len(state_of(g).regions)))


def test_7_4_4_m_a_gigantic_card_switching_joins_nothing() -> None:
    """7.4.4.m: when Gigantic Atlas switches Expeditions only its card moves; Atlas was
    already in Amarok's Expedition, so Amarok does not sacrifice it."""
    g = table(first=NINETTE)
    atlas = put(g, T.ATLAS, NINETTE, Zone.EXPEDITION, "hero")
    put(g, T.AMAROK, NINETTE, Zone.EXPEDITION, "companion")
    switch = put(g, T.SWITCHER, NINETTE, Zone.HAND)
    start(g)
    play(g, switch)
    choose(g, atlas, kind="target")
    drain(g)
    assert atlas.zone is Zone.EXPEDITION and atlas.expedition == "companion"
