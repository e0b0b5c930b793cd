"""The built-in puzzles (engine/puzzles): each is solved by its solution and refused on a
wrong attempt; the goal is judged by the engine, three failed tries show the solution."""

from __future__ import annotations

import json

import pytest

from engine import Game
from engine.puzzle import (
    Goal,
    PuzzleError,
    PuzzleRun,
    all_puzzles,
    parse_puzzle,
    puzzle_from_game,
    puzzle_from_json,
)

PUZZLES = all_puzzles()


def test_at_least_twelve_puzzles_on_cards_of_all_five_sets() -> None:
    assert len(PUZZLES) >= 12
    used = set().union(*(p.sets() for p in PUZZLES))
    assert {"CORE", "ALIZE", "BISE", "CYCLONE", "DUSTER"} <= used
    assert len({p.id for p in PUZZLES}) == len(PUZZLES)


@pytest.mark.parametrize("puzzle", PUZZLES, ids=[p.id for p in PUZZLES])
def test_puzzle_is_solved_by_its_solution(puzzle) -> None:
    run = PuzzleRun(puzzle)
    assert run.play_solution() == "solved", run.message
    assert run.solved and run.tries == 0 and run.message.startswith("Solved")


@pytest.mark.parametrize("puzzle", PUZZLES, ids=[p.id for p in PUZZLES])
def test_puzzle_refuses_a_wrong_attempt_and_starts_again(puzzle) -> None:
    run = PuzzleRun(puzzle)
    start = run.game.fingerprint()
    run.play_line(run.wrong_steps())
    assert run.verdict == "failed" and run.tries == 1 and not run.solved
    assert run.message.startswith("Not this time")
    run.restart()
    assert run.verdict is None and run.game.fingerprint() == start


def test_passing_at_once_never_solves_a_puzzle() -> None:
    """No puzzle is won by doing nothing: its goal needs the solver's play."""
    from engine.lesson import Expect

    for puzzle in PUZZLES:
        run = PuzzleRun(puzzle)
        run.play_line([Expect("pass")])
        assert run.verdict == "failed", puzzle.id


def test_three_failed_tries_show_the_solution() -> None:
    run = PuzzleRun(PUZZLES[0])
    for n in range(1, 4):
        run.restart()
        run.play_line(run.wrong_steps())
        assert run.tries == n
        assert run.show_solution == (n == 3)
    assert PUZZLES[0].solution_text in run.message


def test_an_illegal_answer_changes_nothing() -> None:
    run = PuzzleRun(PUZZLES[0])
    before = run.game.fingerprint()
    assert run.answer("no-such-option") is None
    assert run.message.startswith("That cannot be done")
    assert run.game.fingerprint() == before and run.tries == 0


def test_the_goal_is_judged_by_the_engine_not_the_steps() -> None:
    """4.2.4.b: in 12-gigantic, another way that moves both Expeditions also solves it,
    while the solution's first card alone does not."""
    from engine.lesson import Expect

    gig = next(p for p in PUZZLES if p.id == "12-gigantic")
    run = PuzzleRun(gig)
    run.play_line([Expect("play", card="Atlas"), Expect("pass")])
    assert run.verdict == "failed"
    run.restart()
    run.play_line([Expect("play", card="Atlas"), Expect("play", card="Ratatoskr", to="hero")])
    assert run.verdict == "solved"


def test_the_computer_plays_the_opponent_where_the_puzzle_says() -> None:
    p = next(p for p in PUZZLES if p.opponent == "greedy")
    run = PuzzleRun(p)
    run.play_solution()
    plays = [e for e in run.game.log if e.actor == "Rival" and e.text.startswith("plays ")]
    assert plays, "the computer played nothing"


def test_a_broken_puzzle_file_names_the_field() -> None:
    good = PUZZLES[0].to_json()
    assert puzzle_from_json(json.loads(json.dumps(good))) == PUZZLES[0]
    for key, value, words in (("goal", {"kind": "conquer"}, "goal.kind"),
                              ("opponent", "genius", "opponent"),
                              ("solver", 2, "solver"),
                              ("solution", [{"kind": "play"}], "solution[0].card")):
        bad = {**good, key: value}
        with pytest.raises(PuzzleError, match=words.replace("[", r"\[").replace("]", r"\]")):
            puzzle_from_json(bad)
    with pytest.raises(PuzzleError, match="not JSON"):
        parse_puzzle("{" * 5000)
    with pytest.raises(PuzzleError, match="not a puzzle"):
        parse_puzzle("[]")


def test_save_this_moment_as_a_puzzle_round_trips() -> None:
    run = PuzzleRun(PUZZLES[0])
    run.answer(run.game.pending.options[0].id)  # a moment inside the Afternoon
    saved = puzzle_from_game(run.game, 0, Goal("move_forward", ("hero",)), "Saved",
                             "Look at the hero Expedition.", "Play a Character there.",
                             author="teacher")
    again = parse_puzzle(json.dumps(saved.to_json()))
    assert again.position == saved.position and again.author == "teacher"
    fresh = PuzzleRun(again)
    assert fresh.game.pending is not None and fresh.game.pending.player == 0


def test_only_an_afternoon_moment_can_be_saved() -> None:
    run = PuzzleRun(PUZZLES[0])
    run.play_line(run.wrong_steps())  # the day has played out
    game = run.game
    assert not isinstance(game, type(None))
    with pytest.raises(PuzzleError, match="Afternoon"):
        puzzle_from_game(game, 0, Goal("win"), "t", "h", "s")
    assert isinstance(Game, type)
