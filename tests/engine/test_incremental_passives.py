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
    st.chars()  # evaluated once (nothing asked before: no passive here takes abilities away)
    delta, _good = st._derived["chars_alone"]
    st._derived["chars_alone"] = (delta, Chars())  # as if nothing had become an Elemental
    with pytest.raises(StaleCharacteristics):
        pass_turn(g)
        st.chars()


# ---------------------------------------------------------------- passives that declare their reads
def _counting_evaluations(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """How many times the passives are evaluated from now on (a list of one count)."""
    from engine.gamestate.questions import WORDS

    count = [0]
    real = WORDS.evaluate

    def counted(g):  # type: ignore[no-untyped-def]
        count[0] += 1
        return real(g)

    monkeypatch.setattr(WORDS, "evaluate", counted)
    return count


def test_an_event_off_the_table_does_not_evaluate_passives_that_read_only_the_table(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """2.3.1.k asks for the characteristics to be worked out after each event; a passive
    that reads only the table ("All Characters are Elementals" reads which Characters are
    in play) cannot give anything new after an event that leaves the table as it was -
    passing, here - so the kept answer stands without asking it (issue #27)."""
    g = _elemental_table()
    st = state_of(g)
    before = st.chars()
    count = _counting_evaluations(monkeypatch)
    key = st.state_key()
    pass_turn(g)
    assert st.state_key() != key  # an event happened
    assert st.chars() is before
    assert count[0] == 0


def test_a_change_of_the_table_evaluates_them_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """2.3.1.k: a Character entering play is an event the passive reads; it is asked
    again and the newcomer is an Elemental too (2.2.2.p)."""
    g = _elemental_table()
    st = state_of(g)
    st.chars()
    count = _counting_evaluations(monkeypatch)
    atlas = put(g, T.ATLAS, NINETTE, Zone.EXPEDITION, "hero")
    assert "elemental" in st.subtypes(atlas)
    assert count[0] == 1


def test_a_checked_run_catches_a_change_of_the_table_left_unsaid() -> None:
    """Break it once: a Character put in play behind the rules' back (not through
    `place`, no `table_changed`) leaves kept characteristics that miss it.  Unchecked,
    the stale answer is given - the cache really is wrong; a checked run recomputes
    every kept answer and refuses it."""
    g = _elemental_table()
    st = state_of(g)
    st.chars()
    stray = st.players[NINETTE].deck.pop()
    stray.zone, stray.expedition, stray.controller = Zone.EXPEDITION, "hero", NINETTE
    st.expedition_zone.append(stray)
    st.entry("a stray Character", "1.4.4")  # an event: the state key moves on
    assert "elemental" not in st.subtypes(stray)  # kept, and wrong
    st.entry("another event", "1.4.4")
    st.self_checking = True
    with pytest.raises(StaleCharacteristics):
        st.chars()


def test_which_passives_declare_that_they_read_only_the_table() -> None:
    """A filter of the objects as they are reads the table; a count taken each time
    ("Hand Cost X or less, where X is ...") or a condition may read anything (a hand,
    the turn), so such a passive is asked after every event as 2.3.1.k says."""
    from engine.effects.abilities import GrantKeyword
    from engine.effects.conditions import IAmInContact, IAmStatus, YourHandIsEmpty
    from engine.effects.counts import CountOf
    from engine.effects.filters import Filter
    from engine.effects.keywords import GIGANTIC
    from engine.effects.passives import IAmIf, ObjectsAre
    from engine.effects.passives.evaluation import reads_only_table
    from engine.model import Status

    assert reads_only_table(ObjectsAre(Filter(), "elemental"))
    assert reads_only_table(GrantKeyword(Filter(subtype="elemental", boosted=True), GIGANTIC))
    assert not reads_only_table(GrantKeyword(Filter(), GIGANTIC,
                                             condition=YourHandIsEmpty()))
    assert not reads_only_table(GrantKeyword(Filter(max_hand_cost_x=CountOf(Filter())),
                                             GIGANTIC))
    assert not reads_only_table(IAmIf(GIGANTIC, YourHandIsEmpty()))
    # a condition that reads the table: the bearer's status, its Expedition's region
    assert reads_only_table(IAmIf(GIGANTIC, IAmStatus(Status.ANCHORED)))
    assert reads_only_table(GrantKeyword(Filter(), GIGANTIC, condition=IAmInContact()))


# ---------------------------------------------------------------- the working passives' list
def test_the_working_passives_are_kept_while_no_passive_can_take_abilities_away() -> None:
    """2.3.2.d: only a passive that removes abilities (or one standing on a condition,
    2.3.1.k) can make another passive stop working after an event; a Forest Maker
    changes terrains only, so after a pass the kept list of working passives stands,
    and a checked run finds it equal to a fresh one."""
    from engine.invariants import check_passives

    g = table(first=NINETTE)
    put(g, T.FOREST_MAKER, NINETTE, Zone.EXPEDITION, "companion")
    start(g)
    st = state_of(g)
    assert st._changers  # a characteristic-changing passive is held: the case here
    kept = st.passive_sources()
    pass_turn(g)
    assert st.passive_sources() is kept
    check_passives(st)


def test_a_passive_that_takes_abilities_away_makes_the_list_follow_every_event() -> None:
    """2.3.2.d: with a Silencer in play, the list is made again after an event."""
    g = table(first=NINETTE)
    put(g, T.SILENCER, NINETTE, Zone.EXPEDITION, "companion")
    put(g, T.FOREST_MAKER, LITHIUM, Zone.EXPEDITION, "hero")
    start(g)
    st = state_of(g)
    kept = st.passive_sources()
    pass_turn(g)
    assert st.passive_sources() is not kept
    assert [pa for _h, pa, _c in st.passive_sources()] == [pa for _h, pa, _c in kept]


def test_a_checked_run_catches_a_kept_list_of_passives_that_is_wrong() -> None:
    """Break it once: a kept list missing a passive is refused by the self-check."""
    from engine.invariants import InvariantViolation, check_passives

    g = table(first=NINETTE)
    put(g, T.FOREST_MAKER, NINETTE, Zone.EXPEDITION, "companion")
    start(g)
    st = state_of(g)
    st.passive_sources()
    key, _good = st._derived["passive_sources"]
    st._derived["passive_sources"] = (key, [])  # as if the Forest Maker's were not there
    with pytest.raises(InvariantViolation):
        check_passives(st)
