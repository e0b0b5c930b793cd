"""The headless simulator: complete games, summary, JSON last line."""

from __future__ import annotations

import json
from types import SimpleNamespace

from engine.sim import main
from tests.state_access import state_of


def test_sim_plays_complete_games_with_invariants(capsys) -> None:
    code = main(["--games", "4", "--seed", "9", "--decks", "muna,ordis", "--json"])
    out = capsys.readouterr().out.strip().splitlines()
    summary = json.loads(out[-1])
    assert code == 0
    assert summary["games"] == 4 and summary["errors"] == 0
    assert summary["invariant_violations"] == 0 and summary["checked"]
    assert summary["mean_days"] >= 2 and summary["games_per_s"] > 0


def test_sim_rejects_a_single_deck(capsys) -> None:
    assert main(["--games", "1", "--decks", "axiom"]) == 2


def test_a_failing_game_is_saved_and_replays_to_the_same_failure(tmp_path, monkeypatch, capsys) -> None:
    """Determinism: a failure found by the simulator is reproduced from its record."""
    import pytest

    import engine.flow as flow
    from engine import Game

    real = flow.rest

    def broken_rest(g):
        if g.day == 3:
            raise RuntimeError("deliberate failure on day 3")
        return real(g)

    monkeypatch.setattr(flow, "rest", broken_rest)
    code = main(["--games", "1", "--seed", "4", "--decks", "lyra,ordis", "--no-check",
                 "--save-failures", str(tmp_path)])
    assert code == 1
    saved = tmp_path / "failure-seed-4.json"
    assert saved.exists() and "deliberate failure" in (tmp_path / "failure-seed-4.txt").read_text()
    with pytest.raises(RuntimeError, match="deliberate failure on day 3"):
        Game.load(saved)


def test_sim_coverage_lists_every_starter_card(capsys) -> None:
    """`altered-sim --coverage`: every starter-deck reference has a covering test."""
    assert main(["--coverage"]) == 0
    cap = capsys.readouterr()
    assert "ALT_CORE_B_OR_32_C" in cap.out
    assert "130 of 130 references covered" in cap.out + cap.err


# ------------------------------------------------------------------ invariants of issue #16
def test_invariant_defender_expedition_moving_at_dusk_7_4_2_c() -> None:
    """7.4.2.c: a forward move of an Expedition holding a Defender, logged during Dusk,
    breaks an invariant; the same move in the Afternoon does not."""
    import pytest

    import tests.example_cards as T
    from engine.invariants import InvariantViolation, check_defender_at_dusk
    from engine.model import Phase
    from tests.cards.helpers import scene

    s = scene(hero_exp=[T.WALL])
    g = s.g
    state_of(g).entry("Me's hero Expedition moves forward to region 2", "7.3.17", 0)
    check_defender_at_dusk(state_of(g))  # the Afternoon: allowed
    state_of(g).phase = Phase.DUSK
    state_of(g).entry("Me's hero Expedition moves forward to region 3", "7.3.17", 0)
    with pytest.raises(InvariantViolation, match="Defender"):
        check_defender_at_dusk(state_of(g))
    state_of(g).entry("Me's companion Expedition moves forward to region 2", "7.3.17", 0)
    check_defender_at_dusk(state_of(g))  # no Defender there


def test_invariant_reaction_bound_to_an_object_newer_than_its_event_6_3_j() -> None:
    """6.3.e, 6.3.j: a Reaction (other than self-move) bound to an object that entered
    its zone after the step of its event breaks an invariant; the real one does not."""
    import pytest

    from engine.invariants import InvariantViolation, check_reaction_binding
    from engine.model import Zone
    from tests.cards.helpers import scene

    s = scene(hero="ALT_CORE_B_LY_01_C", hero_exp=["ALT_CORE_B_YZ_07_R2"])
    s.rig_dice(1)
    made: list = []
    s.state.observer = lambda st: made.extend(e for e in st.emblems if e not in made)
    s.quick(s.p(0).hero)  # the lone Reaction is made, then played without asking
    (em,) = made
    as_made = SimpleNamespace(emblems=[em], items=s.state.items)
    check_reaction_binding(as_made, set())  # bound to the Mage-Dancer in play
    dancer = s.named("Kadigiran Mage-Dancer")
    assert dancer.zone is Zone.RESERVE and em.source_oid != dancer.oid
    em.source_oid = dancer.oid  # what the defect did: the card the outcome sent away
    with pytest.raises(InvariantViolation, match="entered its zone after"):
        check_reaction_binding(as_made, set())


def test_invariant_event_outside_any_step_1_2_7_b() -> None:
    """1.2.7.b, 6.3.g: an event recorded outside any step is lost to Reactions."""
    import pytest

    from engine.events import Event
    from engine.invariants import InvariantViolation, check_events_seen
    from tests.cards.helpers import scene

    s = scene()
    outside = s.state._events
    check_events_seen(s.state, outside)
    outside.append(Event("roll", None, 0, value=3))
    with pytest.raises(InvariantViolation, match="outside any step"):
        check_events_seen(s.state, outside)


def test_defender_gained_by_moving_into_contact_does_not_break_the_dusk_invariant_4_2_4_h() -> None:
    """4.2.4.h, 7.4.2.b: Progress decides from the state before anything moves, and the
    winners move together.  Galatea ("If I'm In contact, I'm Defender") is not In contact
    when my Hero Expedition wins, so it moves forward, into the region of their Hero
    Expedition, where she becomes Defender: the gauntlet's Dusk invariant judges the
    Defender as it stood when Progress was decided, not after the move."""
    from engine.invariants import check_defender_at_dusk
    from engine.model import Phase
    from tests.cards.helpers import scene

    s = scene(hero_exp=["ALT_DUSTER_B_OR_88_C"])
    s.state.players[1].position["hero"] = 1  # theirs one region ahead of mine: apart
    s.state.players[1].position["companion"] = 6
    s.state.entry("(test) the Expeditions part", "-")
    galatea = s.named("Galatea")
    assert not s.state.has_keyword(galatea, "defender")
    decided: dict = {}
    st = s.state
    after_move: list[bool] = []

    def observe(_st: object) -> None:
        if st.log[-1].text.startswith("Me's hero Expedition moves forward"):
            assert st.log[-1].phase is Phase.DUSK and st.players[0].position["hero"] == 1
            after_move.append(st.has_keyword(galatea, "defender"))
        check_defender_at_dusk(st, decided)

    st.observer = observe
    s.next_day()
    assert after_move == [True]  # she moved, and is Defender once In contact


# ------------------------------------------------------------------ invariants of issue #25
def test_invariant_moves_of_a_progress_are_simultaneous_4_2_4_h() -> None:
    """4.2.4.h: once an Expedition has moved forward in Progress, another refused its
    move in the same Progress (what the old one-at-a-time Progress did) breaks the
    invariant; the same refusal once Progress is over (its Reactions) does not."""
    import pytest

    from engine.invariants import InvariantViolation, check_progress_simultaneous
    from engine.model import Phase
    from tests.cards.helpers import scene

    s = scene()
    st, moving = s.state, []
    st.phase = Phase.DUSK
    st.entry("Me's hero Expedition moves forward to region 2", "4.2.4.h", 0)
    check_progress_simultaneous(st, moving)
    st.entry("You's companion Expedition has a Defender and cannot move forward during "
             "Dusk", "7.4.2.c", 1)
    with pytest.raises(InvariantViolation, match="not simultaneous"):
        check_progress_simultaneous(st, moving)
    st.entry("plays the Reaction of Someone: something", "4.4", 0)
    check_progress_simultaneous(st, moving)
    st.entry("You's companion Expedition can't move forward", "1.4.1", 1)
    check_progress_simultaneous(st, moving)  # an effect's move after Progress: its own business


def test_invariant_an_offered_option_is_accepted_6_5_b() -> None:
    """6.5.b: a decision offering an option no legal answer can hold (a Character whose
    own Hand Cost is over the total allowed) breaks the invariant; one whose every
    option fits some answer does not."""
    import pytest

    from engine.decisions import Decision, Option, UndeclaredDecisionKind
    from engine.invariants import InvariantViolation
    from engine.sim import check_offered_accepted

    costs = {"a": 2, "b": 3, "c": 6}
    opts = tuple(Option(k, k) for k in costs)

    def total(ids: tuple[str, ...]) -> str | None:
        return None if sum(costs[i] for i in ids) <= 5 else "over 5"

    game = SimpleNamespace(pending=Decision(0, "target", "up to 3", opts, 0, 3, check=total))
    with pytest.raises(InvariantViolation, match="would refuse: c"):
        check_offered_accepted(game)
    game.pending = Decision(0, "target", "up to 3", opts[:2], 0, 3, check=total)
    check_offered_accepted(game)
    game.pending = Decision(0, "target", "one", (), 1, 1)
    with pytest.raises(InvariantViolation, match="no option"):
        check_offered_accepted(game)
    # a decision of a kind the protocol does not declare cannot even be made (issue #26)
    with pytest.raises(UndeclaredDecisionKind, match="'riddle'"):
        Decision(0, "riddle", "what?", (Option("a", "a"),))  # type: ignore[arg-type]
