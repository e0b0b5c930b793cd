"""Checking Reactions (4.4): triggered Reactions wait in Limbo as Emblems and are played
one at a time, the player with initiative first, choosing the order of their own."""

from __future__ import annotations

import random

from engine import Game, starter_deck
from engine.effects.abilities import Reaction
from engine.effects.selectors import Me
from engine.effects.steps import Draw, GainBoosts, GainCounters
from engine.effects.triggers import AtPhase, OnJoin, OnPlayed
from engine.model import CardType, Phase, Zone
from engine.policies import random_answer
from tests.engine.helpers import answer_until, deck, filler, next_day, put, vanilla
from tests.state_access import state_of

JOINER = vanilla("TEST_JOINER", (1, 1, 1), cost=1, abilities=(
    Reaction(OnJoin(), (Draw(1),)),
    Reaction(OnPlayed(Zone.HAND), (GainBoosts(Me(), 2),)),
))
NOONER = vanilla("TEST_NOONER", cost=9, type=CardType.PERMANENT, zone_type="landmark",
                 abilities=(Reaction(AtPhase(Phase.NOON), (GainCounters(Me(), "sun", 1),)),))


def test_4_4_two_reactions_wait_in_limbo_and_the_player_orders_them() -> None:
    g = Game.new([deck([JOINER] * 30), deck([JOINER] * 30)], seed=2, names=("A", "B"))
    answer_until(g, "turn")
    me = g.pending.player
    hand_before = len(state_of(g).players[me].hand)
    play = next(o for o in g.pending.options if o.detail == "play")
    g.answer(play.id)
    d = g.pending
    assert d.kind == "reaction" and d.player == me and len(d.options) == 2
    assert len([e for e in state_of(g).emblems if e.kind == "reaction"]) == 2
    g.answer(next(o.id for o in d.options if "Draw" in o.label))
    assert len(state_of(g).players[me].hand) == hand_before  # one played, one drawn
    played = next(c for c in state_of(g).expedition_zone if c.cdef.ref == JOINER)
    assert played.boosts == 2  # the remaining Reaction resolved without a choice
    assert not state_of(g).emblems
    rules = [e.rule for e in g.log]
    assert "6.3" in rules and "4.4" in rules


def test_4_2_b_at_noon_reactions_trigger_as_noon_begins() -> None:
    g = Game.new([deck(filler()), deck(filler())], seed=2, names=("A", "B"))
    answer_until(g, "turn")
    n = put(g, NOONER, 0, Zone.LANDMARK)
    next_day(g)
    assert n.counters == {"sun": 1}
    noon = [e for e in g.log if e.phase == "Noon" and e.day == 2]
    assert any("Reaction triggers" in e.text for e in noon)


def test_2_2_14_d_a_this_turn_effect_cannot_start_outside_a_turn() -> None:
    """2.2.14.d: an At Noon Reaction making a 'this turn' effect creates nothing, while a
    'this Day' one made at the same time does last."""
    from engine.effects.abilities import NextPlayed
    from engine.effects.steps import CreateOngoing

    noon_turn = vanilla("TEST_NOON_TURN", cost=9, type=CardType.PERMANENT, zone_type="landmark",
                        abilities=(Reaction(AtPhase(Phase.NOON), (
                            CreateOngoing(NextPlayed(("character",), boosts=1), "turn"),
                            CreateOngoing(NextPlayed(("spell",), cost_less=1), "day"),)),))
    g = Game.new([deck(filler()), deck(filler())], seed=2, names=("A", "B"))
    answer_until(g, "turn")
    put(g, noon_turn, 0, Zone.LANDMARK)
    next_day(g)
    ongoing = [e for e in state_of(g).emblems if e.kind == "ongoing"]
    assert [e.duration for e in ongoing] == ["day"]
    assert any(e.rule == "2.2.14.d" for e in g.log)


def test_reaction_options_name_their_emblem() -> None:
    """4.4: the player chooses which waiting Emblem-Reaction to play next; each option
    names that Emblem as data, so a table can light it up in Limbo."""
    for seed in range(40):
        g = Game.new([starter_deck("lyra"), starter_deck("muna")], seed=seed)
        rng = random.Random(seed)
        while g.pending is not None and g.pending.kind != "reaction":
            g.answer(random_answer(g.pending, rng))
        if g.pending is not None:
            break
    d = g.pending
    assert d is not None and d.kind == "reaction"
    waiting = {e.oid for e in state_of(g).emblems if e.kind == "reaction" and e.controller == d.player}
    assert {o.emblem for o in d.options} <= waiting and len(d.options) >= 1
    assert all(o.id == f"r:{o.emblem}" for o in d.options)
