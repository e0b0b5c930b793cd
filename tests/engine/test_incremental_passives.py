"""Characteristics changed by one passive are re-evaluated after every event (2.3.1.k),
but when its facts are the ones it gave last time, the characteristics made from them
then are the answer (issue #27); a checked run recomputes them and compares.

2.3.1.g-h: passives change objects in play; 2.3.1.k: the changes are worked out again
after each event.
"""

from __future__ import annotations

import pytest

import tests.example_cards as T
from engine.effects.passives import StaleCharacteristics
from engine.gamestate.chars import Chars
from engine.model import Zone
from tests.scenarios.helpers import LITHIUM, NINETTE, pass_turn, put, start, table
from tests.state_access import state_of


def _elemental_table():  # type: ignore[no-untyped-def]
    g = table(first=NINETTE)
    put(g, T.ELEMENTALIZER, NINETTE, Zone.EXPEDITION, "companion")
    put(g, T.AMAROK, LITHIUM, Zone.EXPEDITION, "hero")
    start(g)
    return g


def test_an_event_that_changes_no_fact_reuses_the_characteristics() -> None:
    """2.3.1.k: after a pass (an event) the passive is asked again and gives the same
    facts - every object in play is an Elemental (2.2.2.p) - so the same characteristics
    come back, not a copy."""
    g = _elemental_table()
    st = state_of(g)
    before = st.chars()
    assert {c.name: "elemental" in st.subtypes(c) for c in st.expedition_zone} == {
        "Test Elementalizer": True, "Amarok": True}
    entries = len(g.log)
    pass_turn(g)
    assert len(g.log) > entries  # the state key moved on: evaluated again
    assert st.chars() is before


def test_a_checked_run_catches_kept_characteristics_that_are_wrong() -> None:
    """Break it once: kept characteristics that the facts would not give are refused
    in a checked run, not silently used.  (`Game.self_check` turns the caches' own
    checks on; its other invariants would object to cards put on the table by hand.)"""
    g = _elemental_table()
    st = state_of(g)
    st.self_checking = True
    delta, _good = st._derived["chars_alone"]
    st._derived["chars_alone"] = (delta, Chars())  # as if nothing had become an Elemental
    with pytest.raises(StaleCharacteristics):
        pass_turn(g)
        st.chars()
