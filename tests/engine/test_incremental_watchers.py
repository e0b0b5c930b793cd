"""The watching Reactions are kept between events and made afresh only when something
that can change them happens (issue #27); the kept list always equals a fresh one.

2.3.2.d: an object that loses its abilities to a passive has no Reaction that watches;
6.3.e: the Reactions that can trigger are those of the objects whose abilities work.
"""

from __future__ import annotations

import tests.example_cards as T
from engine.invariants import check_watchers
from engine.model import Zone
from tests.scenarios.helpers import LITHIUM, NINETTE, pass_turn, play, put, start, table
from tests.state_access import state_of


def _sources(g) -> list[str]:  # type: ignore[no-untyped-def]
    return [c.name for c, _ab, _ctrl, _oid in state_of(g).reaction_watchers()]


def test_a_silenced_reaction_stops_watching_and_the_kept_list_follows() -> None:
    """2.3.2.d / 6.3.e: Amarok watches until a Silencer takes its abilities away."""
    g = table(first=NINETTE)
    put(g, T.AMAROK, LITHIUM, Zone.EXPEDITION, "hero")
    silencer = put(g, T.SILENCER, NINETTE, Zone.HAND)
    start(g)
    st = state_of(g)
    assert _sources(g) == ["Amarok"]
    kept = st.reaction_watchers()
    assert st.reaction_watchers() is kept  # nothing changed: the same list, not remade
    play(g, silencer, "hero")
    assert _sources(g) == []  # silenced (the key saw `lost` change)
    check_watchers(st)  # and the kept list is what a fresh look finds


def test_an_event_that_changes_no_ability_keeps_the_list() -> None:
    """Passing a turn logs entries but moves no object with abilities: nothing is remade,
    even while a passive that changes characteristics is in play (the Forest Maker),
    after which every logged event used to remake the list."""
    g = table(first=NINETTE)
    put(g, T.AMAROK, LITHIUM, Zone.EXPEDITION, "hero")
    put(g, T.FOREST_MAKER, NINETTE, Zone.EXPEDITION, "companion")
    start(g)
    st = state_of(g)
    assert st._changers  # the case this test is about
    kept = st.reaction_watchers()
    entries = len(g.log)
    pass_turn(g)
    assert len(g.log) > entries
    assert st.reaction_watchers() is kept
    check_watchers(st)
