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
    from engine.effects.passives.evaluation import table_reads
    from engine.model import Status

    assert table_reads(ObjectsAre(Filter(), "elemental")) is not None
    assert table_reads(GrantKeyword(Filter(subtype="elemental", boosted=True),
                                    GIGANTIC)) is not None
    assert table_reads(GrantKeyword(Filter(), GIGANTIC, condition=YourHandIsEmpty())) is None
    assert table_reads(GrantKeyword(Filter(max_hand_cost_x=CountOf(Filter())),
                                    GIGANTIC)) is None
    assert table_reads(IAmIf(GIGANTIC, YourHandIsEmpty())) is None
    # a condition that reads the table: the bearer's status, its Expedition's region
    assert table_reads(IAmIf(GIGANTIC, IAmStatus(Status.ANCHORED))) is not None
    assert table_reads(GrantKeyword(Filter(), GIGANTIC, condition=IAmInContact())) is not None


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


# ---------------------------------------------------------------- what of the table they read
def test_a_status_or_a_boost_does_not_ask_a_passive_that_reads_neither(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """2.3.1.k: "All Characters are Elementals" reads which Characters are in play, not
    their statuses or counters (`table_reads` 0): exhausting one or boosting one
    (2.4.4.a) cannot change what it gives, so the kept answer stands (issue #27)."""
    from engine.model import Status

    g = _elemental_table()
    st = state_of(g)
    amarok = next(c for c in st.expedition_zone if c.name == "Amarok")
    before = st.chars()
    count = _counting_evaluations(monkeypatch)
    st.gain_status(amarok, Status.EXHAUSTED)
    st.gain_counters(amarok, "boost", 1)
    assert st.chars() is before
    assert count[0] == 0


def _guard_table():  # type: ignore[no-untyped-def]
    """Ninette's "Your boosted Characters have Defender" and her unboosted Atlas."""
    g = table(first=NINETTE)
    put(g, T.BOOSTED_GUARD, NINETTE, Zone.EXPEDITION, "companion")
    atlas = put(g, T.ATLAS, NINETTE, Zone.EXPEDITION, "hero")
    start(g)
    return g, atlas


def test_a_boost_asks_a_passive_whose_filter_reads_boosts_again(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """2.4.4.a, 2.3.1.k: "Your boosted Characters have Defender" reads boosts
    (`READS_MARKS`): Atlas gaining a boost is a change it reads, so it is asked again
    and Atlas is a Defender; losing the boost, it is not any more."""
    g, atlas = _guard_table()
    st = state_of(g)
    assert not st.has_keyword(atlas, "defender")
    count = _counting_evaluations(monkeypatch)
    st.gain_counters(atlas, "boost", 1)
    assert st.has_keyword(atlas, "defender")
    assert count[0] == 1
    st.remove_counters(atlas, "boost", 1)
    assert not st.has_keyword(atlas, "defender")
    assert count[0] == 2


def test_a_checked_run_catches_a_boost_left_unsaid() -> None:
    """Break it once: a boost put on Atlas behind the rules' back (no `marks_changed`)
    leaves kept characteristics without its Defender.  Unchecked, the stale answer is
    given; a checked run recomputes it and refuses it."""
    g, atlas = _guard_table()
    st = state_of(g)
    st.chars()
    atlas.counters["boost"] = 1
    st.entry("a stray boost", "1.4.4")  # an event: the state key moves on
    assert not st.has_keyword(atlas, "defender")  # kept, and wrong
    st.entry("another event", "1.4.4")
    st.self_checking = True
    with pytest.raises(StaleCharacteristics):
        st.chars()


def test_what_of_the_table_passives_declare_they_read() -> None:
    """A filter naming boosts or a status reads the objects' marks (a Base Cost reads
    Fleeting, 2.4.6), one naming a terrain the regions; a Mana Orb count reads only
    which cards are where; In contact reads the positions; a passive may say it reads
    all of the table (`READS_ALL`), and one that says nothing may read anything (None)."""
    from engine.effects.abilities import GrantKeyword
    from engine.effects.conditions import FewerManaOrbs, IAmInContact
    from engine.effects.filters import Filter, filter_table_reads
    from engine.effects.keywords import DEFENDER, GIGANTIC
    from engine.effects.passives import CharPassive, IAmIf, LoneCharacterGains, ObjectsAre
    from engine.effects.passives.evaluation import table_reads
    from engine.gamestate.chars import READS_ALL, READS_MARKS, READS_REGIONS
    from engine.model import Status, Terrain

    assert filter_table_reads(Filter(controller="you", subtype="elemental")) == 0
    assert filter_table_reads(Filter(boosted=True)) == READS_MARKS
    assert filter_table_reads(Filter(without_status=Status.FLEETING)) == READS_MARKS
    assert filter_table_reads(Filter(max_base_cost=2)) == READS_MARKS
    assert filter_table_reads(Filter(in_terrain=Terrain.FOREST)) == READS_REGIONS
    assert table_reads(ObjectsAre(Filter(), "elemental")) == 0
    assert table_reads(GrantKeyword(Filter(boosted=True), DEFENDER,
                                    condition=FewerManaOrbs(8))) == READS_MARKS
    assert table_reads(IAmIf(DEFENDER, IAmInContact())) == READS_REGIONS
    assert table_reads(LoneCharacterGains(GIGANTIC)) == 0

    class AllOfIt(CharPassive):
        def table_reads(self) -> int | None:
            return READS_ALL

    assert table_reads(AllOfIt()) == READS_ALL
    assert table_reads(CharPassive()) is None  # saying nothing: it may read anything


def test_every_filter_field_is_sorted_by_what_it_reads() -> None:
    """A new `Filter` field compared when matching must be put in one of the lists of
    `filter_table_reads` (objects, marks, regions); until it is, a filter using it is
    taken to read everything - this test says which field was forgotten."""
    import attrs

    from engine.effects import filters
    from engine.effects.filters import Filter

    known = filters._OBJECT_FIELDS | filters._MARKS_FIELDS | filters._REGIONS_FIELDS
    # the two that do not read only the table at all (`filter_reads_only_table`)
    known |= {"max_hand_cost_x", "in_ascended"}
    compared = {f.name for f in attrs.fields(Filter) if f.eq}
    assert compared - known == set()


# ---------------------------------------------------------------- what they may give
def test_a_keyword_no_passive_gives_is_answered_without_asking_them(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """2.3.1.j: a keyword an object has comes from its card, a grant, or a passive that
    gives it.  "All Characters are Elementals" gives sub-types only (`facts_given`):
    after Atlas enters play (a change that passive reads), "is Amarok Eternal?" (asked
    of every Character at Rest, 4.2.5.b) and its statistics are answered from the card,
    without working the passives out again; its sub-types still ask them (issue #27)."""
    g = _elemental_table()
    st = state_of(g)
    amarok = next(c for c in st.expedition_zone if c.name == "Amarok")
    st.chars()
    count = _counting_evaluations(monkeypatch)
    put(g, T.ATLAS, LITHIUM, Zone.EXPEDITION, "hero")
    assert not st.has_keyword(amarok, "eternal")
    assert st.keywords(amarok) == {}  # what Tough's cost reads (7.4.7)
    assert st.stats(amarok) == amarok.cdef.stats
    assert count[0] == 0
    assert "elemental" in st.subtypes(amarok)
    assert count[0] == 1


def test_a_passive_giving_the_keyword_arriving_is_asked(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """2.3.1.k: once "Elementals are Gigantic" enters play, what the passives may give
    is looked at again (a characteristic-changing passive came), so "is Amarok
    Gigantic?" asks them and Amarok, an Elemental, is (7.4.4)."""
    g = _elemental_table()
    st = state_of(g)
    amarok = next(c for c in st.expedition_zone if c.name == "Amarok")
    assert not st.has_keyword(amarok, "gigantic")  # none gives it: kept so
    put(g, T.ELEMENTAL_GIANTS, NINETTE, Zone.EXPEDITION, "hero")
    count = _counting_evaluations(monkeypatch)
    assert st.has_keyword(amarok, "gigantic")
    assert count[0] == 1


def test_a_checked_run_catches_what_the_passives_may_give_kept_wrong() -> None:
    """Break it once: kept word that the passives give nothing at all (as if a passive
    had come without `_changers_version` saying so) is refused by the self-check."""
    from engine.invariants import InvariantViolation, check_facts_given

    g = _elemental_table()
    st = state_of(g)
    check_facts_given(st)
    version, _good = st._facts_given
    st._facts_given = (version, (frozenset(), frozenset()))
    with pytest.raises(InvariantViolation, match="kept"):
        check_facts_given(st)


def test_a_checked_run_catches_a_passive_that_says_it_gives_less_than_it_does(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Break it once: were "All Characters are Elementals" to say it gives terrains,
    the sub-types it gives would be missed by `subtypes`; the self-check compares what
    the passives give with what they said and refuses it."""
    from engine.effects.passives import evaluation
    from engine.effects.passives.base import GIVES_TERRAINS
    from engine.invariants import InvariantViolation, check_facts_given

    monkeypatch.setattr(evaluation, "passive_gives", lambda p: GIVES_TERRAINS)
    g = _elemental_table()
    with pytest.raises(InvariantViolation, match="sub"):
        check_facts_given(state_of(g))
