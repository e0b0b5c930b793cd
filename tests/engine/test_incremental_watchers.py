"""The watching Reactions are kept between events and made afresh only when something
that can change them happens (issue #27); the kept list always equals a fresh one.

2.3.2.d: an object that loses its abilities to a passive has no Reaction that watches;
6.3.e: the Reactions that can trigger are those of the objects whose abilities work.
"""

from __future__ import annotations

import pytest

import tests.example_cards as T
from engine.effects.filters import Filter
from engine.effects.passives.char_changes import OthersLoseAbilities
from engine.effects.passives.prohibitions import CantMoveForward
from engine.gamestate.context import Ctx
from engine.invariants import InvariantViolation, check_watchers
from engine.model import Phase, Status, Zone
from tests.scenarios.helpers import LITHIUM, NINETTE, pass_turn, play, put, start, table
from tests.state_access import state_of

SIGISMAR = "ALT_CORE_B_OR_01_C"  # Sigismar & Wingspan: "At Noon", not on the first Day


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


def test_a_reserve_where_a_card_watches_nothing_leaves_the_list_be() -> None:
    """2.2.11.i: in Reserve only support abilities work, so a Character whose Reaction
    works in play (Amarok) watches nothing there: exhausting it, readying it, or the
    Morning readying that Reserve does not make the watching Reactions anew."""
    g = table(first=NINETTE)
    put(g, T.AMAROK, NINETTE, Zone.EXPEDITION, "hero")
    resting = put(g, T.AMAROK, LITHIUM, Zone.RESERVE, statuses=(Status.EXHAUSTED,))
    st = state_of(g)
    assert resting not in st.watching
    kept = st.reaction_watchers()
    assert _sources(g) == ["Amarok"]
    st.lose_status(resting, Status.EXHAUSTED)
    st.gain_status(resting, Status.EXHAUSTED)
    assert st.reaction_watchers() is kept
    start(g, Phase.MORNING)  # "readies everything exhausted" (4.2.1.c)
    assert Status.EXHAUSTED not in resting.statuses
    assert st.reaction_watchers() is kept
    check_watchers(st)


def test_the_morning_readying_a_support_reaction_brings_it_back() -> None:
    """2.2.11.i: Dredger Drone's "At Noon" works from a ready Reserve only: exhausted it
    does not watch, and once the Morning readies it, it does."""
    g = table(first=NINETTE)
    put(g, T.AMAROK, NINETTE, Zone.EXPEDITION, "hero")
    drone = put(g, T.DREDGER_DRONE, LITHIUM, Zone.RESERVE)
    st = state_of(g)
    st.gain_status(drone, Status.EXHAUSTED)
    assert _sources(g) == ["Amarok"]
    start(g, Phase.MORNING)
    assert _sources(g) == ["Amarok", "Dredger Drone"]
    check_watchers(st)


def test_a_new_day_keeps_the_list_but_after_the_first() -> None:
    """A Hero's "ignore my abilities during the first Day" is the one thing about the day
    the working abilities read: Sigismar & Wingspan's "At Noon" watches from day 2, and
    from then on a new day leaves the kept list as it was."""
    g = table(first=NINETTE, hero0=SIGISMAR)
    st = state_of(g)
    assert st.day == 1 and _sources(g) == []
    st.day = 2
    assert _sources(g) == ["Sigismar & Wingspan"]
    kept = st.reaction_watchers()
    st.day = 3
    assert st.reaction_watchers() is kept
    check_watchers(st)


def test_the_checked_run_sees_a_watcher_missing_from_watching() -> None:
    """The index `watching` is not taken on trust: a checked run compares the kept list
    with a look at every object whose abilities may work, so a watcher left out of the
    index (here taken out behind the rules' back) is caught."""
    g = table(first=NINETTE)
    drone = put(g, T.DREDGER_DRONE, LITHIUM, Zone.RESERVE)
    st = state_of(g)
    check_watchers(st)
    del st.watching[drone]
    st._watch_version += 1
    assert _sources(g) == []  # made afresh from the index, which lacks the Drone
    with pytest.raises(InvariantViolation):
        check_watchers(st)


def test_an_ongoing_effect_leaves_the_list_be_unless_it_takes_abilities() -> None:
    """2.2.14 / 6.3.e: an Ongoing effect changes which Reactions work only by taking
    abilities away (2.3.2.d), which the key reads itself: one that prevents moving forward
    coming and going leaves the kept list as it was; one that takes every other object's
    abilities silences Amarok, and Amarok watches again once it ends."""
    g = table(first=NINETTE)
    put(g, T.AMAROK, LITHIUM, Zone.EXPEDITION, "hero")
    start(g)
    st = state_of(g)
    kept = st.reaction_watchers()
    assert _sources(g) == ["Amarok"]
    st.create_ongoing(CantMoveForward(), "turn", Ctx(NINETTE))
    assert st.reaction_watchers() is kept
    check_watchers(st)
    st.expire("turn")
    assert st.reaction_watchers() is kept
    st.create_ongoing(OthersLoseAbilities(Filter()), "turn", Ctx(NINETTE))
    assert _sources(g) == []  # the key saw `lost` change
    check_watchers(st)
    st.expire("turn")
    assert _sources(g) == ["Amarok"]
    check_watchers(st)


def _ids(watchers) -> list[tuple[int, int]]:  # type: ignore[no-untyped-def]
    return [(id(c), oid) for c, _ab, _ctrl, oid in watchers]


def test_cards_entering_and_leaving_patch_the_kept_lists(monkeypatch: pytest.MonkeyPatch) -> None:
    """6.3.e: a watching card that enters play adds its Reactions at the end of the kept
    lists, one that leaves takes its own out, and one that leaves and comes back is a new
    object (1.4.4) found after those that stayed, in the order they came back: the lists are patched from those moves, not made afresh from
    every watching object, and equal what a fresh look makes, sub-lists by kind of event
    included (`check_watchers`)."""
    g = table(first=NINETTE)
    first = put(g, T.AMAROK, LITHIUM, Zone.EXPEDITION, "hero")
    drone = put(g, T.DREDGER_DRONE, LITHIUM, Zone.RESERVE)
    start(g)
    st = state_of(g)
    kept = st.reaction_watchers()
    assert _sources(g) == ["Amarok", "Dredger Drone"]

    def no_fresh_look(*_args: object) -> None:
        raise AssertionError("the kept lists were made afresh, not patched")

    with monkeypatch.context() as m:
        m.setattr(type(st), "_compute_watchers", no_fresh_look)
        second = put(g, T.AMAROK, NINETTE, Zone.EXPEDITION, "companion")
        assert _sources(g) == ["Amarok", "Dredger Drone", "Amarok"]
        assert st.reaction_watchers() is not kept  # new lists: a running step keeps its own
        assert _ids(kept) == [(id(first), first.oid), (id(drone), drone.oid)]
        st._remove(second)  # out and back in: its watcher last, after the first's ...
        st.place(second, Zone.EXPEDITION, "companion", NINETTE)
        st._remove(first)  # to the Discard and back into play: a new object, last
        st.place(first, Zone.DISCARD)
        st._remove(first)
        st.place(first, Zone.EXPEDITION, "hero", LITHIUM)
        st._remove(drone)
        st.place(drone, Zone.DISCARD)
        st._remove(second)  # ... until it leaves and comes back after the first
        st.place(second, Zone.EXPEDITION, "companion", NINETTE)
        patched = st.reaction_watchers()
    assert _ids(patched) == [(id(first), first.oid), (id(second), second.oid)]
    assert _ids(patched) == _ids(st._compute_watchers())
    check_watchers(st)


def test_the_checked_run_sees_a_wrongly_patched_sub_list() -> None:
    """The sub-lists by kind of event are checked too: a patched list that shows an
    event's kind fewer watchers than a fresh sorting would is caught."""
    g = table(first=NINETTE)
    put(g, T.AMAROK, LITHIUM, Zone.EXPEDITION, "hero")
    start(g)
    st = state_of(g)
    st.reaction_watchers()
    put(g, T.AMAROK, NINETTE, Zone.EXPEDITION, "companion")
    st.reaction_watchers()  # patched
    check_watchers(st)
    kept = st._watchers
    assert kept is not None
    for of_kind in kept[4].values():
        if of_kind:
            of_kind.pop()
    with pytest.raises(InvariantViolation):
        check_watchers(st)
