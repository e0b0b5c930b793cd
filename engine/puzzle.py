"""Puzzles: a position, a goal the engine checks, a hint and a solution.

Unlike a lesson, a puzzle does not say what to play: the solver answers every decision
of their seat freely, the other seat is played by the computer (the idle goldfish or the
greedy player, as the puzzle says), and the engine judges the attempt against the goal
("win at this Night", "both your Expeditions move forward tonight", "empty the
opponent's Reserve this Afternoon").  A failed attempt costs a try and the position is
set up again; after three tries the solution is shown.  The format is in docs/puzzles.md;
the built-in puzzles are `engine/puzzles/*.json`.

A teacher saves the moment of any game as a puzzle (`puzzle_from_game`): the board is
read back with `engine.position.position_of`, the goal and the words are theirs.
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from importlib import resources
from typing import Any

import attrs

from engine.decisions import IllegalAnswer
from engine.game import Game
from engine.lesson import Expect, LessonError, _expect, _need, _strings
from engine.model import PHASE, ZONE
from engine.policies import idle_answer
from engine.position import Position, PositionError, position_from_json, position_of
from engine.state import GameState

FORMAT = "altered-puzzle"
MAX_PUZZLE_BYTES = 1_000_000

#: goal kinds, and what each asks in words ({exps} is filled for move_forward)
GOALS = {
    "win": "Win the game by the end of this Night.",
    "move_forward": "At this Dusk, {exps} must move forward.",
    "empty_reserve": "Empty your opponent's Reserve before this Afternoon ends.",
    "distance": "By the end of this Night, your Expeditions must have travelled {n} regions "
                "together.",
}
OPPONENTS = ("idle", "greedy")


class PuzzleError(LessonError):
    """A puzzle file that cannot be played: the message names the file and the field."""


@attrs.frozen
class Goal:
    """What the solver must bring about, checked by the engine (`PuzzleRun.verdict`).

    `kind`: `win` (the solver wins by the end of the puzzle's day), `move_forward` (each
    of `expeditions` of the solver moves forward at the puzzle's Dusk), `empty_reserve`
    (the opponent's Reserve is empty at some moment of the puzzle's Afternoon),
    `distance` (the solver's two Expeditions have travelled `n` regions together by the
    end of the day)."""

    kind: str
    expeditions: tuple[str, ...] = ()
    n: int = 0

    def text(self) -> str:
        exps = " and ".join(f"your {e} Expedition" for e in self.expeditions)
        if len(self.expeditions) == 2:
            exps = "both your Expeditions"
        return GOALS[self.kind].format(exps=exps, n=self.n)


@attrs.frozen
class Puzzle:
    id: str
    title: str
    position: Position
    goal: Goal
    hint: str
    solution: tuple[Expect, ...]
    solution_text: str
    solver: int = 0
    seed: int = 1
    opponent: str = "idle"
    wrong: tuple[Expect, ...] = ()
    author: str = ""

    def sets(self) -> list[str]:
        """The card sets the position uses (from the references), for the puzzle list."""
        refs = [c.ref for side in self.position.players for c in _cards_of(side)]
        found = {r.split("_")[1] for r in refs if r.startswith("ALT_")}
        return sorted(found)

    def to_json(self) -> dict[str, Any]:
        def exp(e: Expect) -> dict[str, Any]:
            out: dict[str, Any] = {"kind": e.kind}
            for key, value in (("card", e.card), ("to", e.to), ("from", e.source),
                               ("text", e.text)):
                if value is not None:
                    out[key] = value
            if e.cards:
                out["cards"] = list(e.cards)
            return out

        goal: dict[str, Any] = {"kind": self.goal.kind}
        if self.goal.expeditions:
            goal["expeditions"] = list(self.goal.expeditions)
        if self.goal.kind == "distance":
            goal["n"] = self.goal.n
        data: dict[str, Any] = {
            "format": FORMAT, "version": 1, "id": self.id, "title": self.title,
            "solver": self.solver, "seed": self.seed, "opponent": self.opponent,
            "goal": goal, "hint": self.hint, "solution_text": self.solution_text,
            "solution": [exp(e) for e in self.solution],
            "position": self.position.to_json()}
        if self.wrong:
            data["wrong"] = [exp(e) for e in self.wrong]
        if self.author:
            data["author"] = self.author
        return data


def _cards_of(side: Any) -> list[Any]:
    out: list[Any] = [side.hero] if side.hero else []
    for name in ("hand", "deck", "discard", "reserve", "landmarks", "mana",
                 "hero_expedition", "companion_expedition"):
        out += list(getattr(side, name))
    return out


def _state(game: Game) -> GameState:
    """The runner is engine code, like the lesson runner: it reads the state to judge."""
    return game._state


class PuzzleRun:
    """A puzzle being solved: the game, the tries, and the verdict on each attempt."""

    MAX_TRIES = 3

    def __init__(self, puzzle: Puzzle) -> None:
        self.puzzle = puzzle
        self.tries = 0
        self.solved = False
        self.game: Game
        self.verdict: str | None = None  # None while an attempt goes on; "solved"/"failed"
        self.message = ""
        self.refused = False  # whether the last answer was refused (the game unchanged)
        self.restart()

    # ------------------------------------------------------------------ an attempt
    def restart(self) -> None:
        """Set the position up again (after a failed try, or on request)."""
        p = self.puzzle
        self.game = Game.from_position(p.position, seed=p.seed)
        self._rng = random.Random(p.seed)
        self._ai = None
        if p.opponent == "greedy":
            from engine.ai import make_player

            self._ai = make_player("greedy", p.seed)
        st = _state(self.game)
        self._day = st.day
        self._start = {e: st.players[p.solver].distance(e) for e in ("hero", "companion")}
        self.verdict = None
        self.message = ""  # nothing said yet: the goal is shown on its own
        self._others()
        self._judge()

    @property
    def show_solution(self) -> bool:
        """The solution is shown once three tries have failed (or the puzzle is solved)."""
        return self.solved or self.tries >= self.MAX_TRIES

    def goal_text(self) -> str:
        return self.puzzle.goal.text()

    def answer(self, answer: str | Sequence[str]) -> str | None:
        """Give the solver's answer. An illegal one is refused and changes nothing; a legal
        one is played, the computer answers for the other seat, and the goal is judged.
        Returns the verdict ("solved", "failed") or None while the attempt goes on."""
        self.refused = True
        if self.verdict is not None:
            self.message = "This attempt is over: start again."
            return self.verdict
        d = self.game.pending
        if d is None or d.player != self.puzzle.solver:
            self.message = "It is not your decision."
            return None
        try:
            self.game.answer(answer)
        except IllegalAnswer as e:
            self.message = f"That cannot be done: {e}"
            return None
        self.refused = False
        self._others()
        self._judge()
        return self.verdict

    def _others(self) -> None:
        """The other seat's decisions (the computer's) and the solver's forced ones (a
        single option: nothing to think about), until the solver has a real choice."""
        from engine.ai import seat_answer

        for _ in range(2000):
            d = self.game.pending
            if d is None or self._over():
                return
            if d.player == self.puzzle.solver:
                if len(d.options) > 1 or d.multi and d.max > 1:
                    return
                self.game.answer(d.options[0].id if not d.multi else [d.options[0].id])
                continue
            if self._ai is not None:
                self.game.answer(seat_answer(self.game, self._ai, self._rng))
            else:
                self.game.answer(idle_answer(d))
        raise PuzzleError(f"{self.puzzle.id}: 2000 decisions without the solver's turn")

    def _over(self) -> bool:
        """Whether the attempt has reached the moment the goal is judged at."""
        st = _state(self.game)
        if st.over or st.day != self._day:
            return True
        kind = self.puzzle.goal.kind
        if kind == "empty_reserve":
            return st.phase is not PHASE.AFTERNOON or self._reserve_empty()
        if kind == "move_forward":
            return st.phase is PHASE.NIGHT
        return False

    def _reserve_empty(self) -> bool:
        st = _state(self.game)
        return not st.players[1 - self.puzzle.solver].reserve

    def _judge(self) -> None:
        if not self._over():
            return
        ok, why = self._goal_met()
        if ok:
            self.verdict, self.solved = "solved", True
            self.message = f"Solved! {why}"
            return
        self.verdict = "failed"
        self.tries += 1
        self.message = f"Not this time: {why}"
        if self.tries >= self.MAX_TRIES:
            self.message += f" The solution: {self.puzzle.solution_text}"
        else:
            left = self.MAX_TRIES - self.tries
            self.message += (f" Try again ({left} more tr{'ies' if left != 1 else 'y'} before "
                             "the solution is shown), or ask for the hint.")

    def _goal_met(self) -> tuple[bool, str]:
        st, p = _state(self.game), self.puzzle
        me = st.players[p.solver]
        goal = p.goal
        if goal.kind == "win":
            if st.over and st.winner == p.solver:
                return True, "you won the game."
            if st.over:
                return False, "the game ended without you winning."
            return False, "the day ended and you have not won."
        if goal.kind == "empty_reserve":
            if self._reserve_empty():
                return True, "your opponent's Reserve is empty."
            left = len(st.players[1 - p.solver].reserve)
            return False, (f"the Afternoon ended with {left} card{'s' if left != 1 else ''} "
                           "still in your opponent's Reserve.")
        if goal.kind == "move_forward":
            moved = [e for e in goal.expeditions if me.distance(e) > self._start[e]]
            stayed = [e for e in goal.expeditions if e not in moved]
            if not stayed:
                return True, "every Expedition the goal named moved forward at Dusk."
            return False, ("at Dusk your " + " and ".join(stayed)
                           + f" Expedition{'s' if len(stayed) > 1 else ''} did not move forward.")
        total = me.distance("hero") + me.distance("companion")
        if total >= goal.n:
            return True, f"your Expeditions have travelled {total} regions together."
        return False, f"your Expeditions travelled {total} regions together, not {goal.n}."

    # ------------------------------------------------------------------ playing a line
    def play_line(self, steps: Sequence[Expect]) -> list[str]:
        """Play `steps` (a teacher's words, like a lesson's) in the current attempt, then
        let the day play out to the verdict; return the labels of the options played. A
        decision of the solver no step names (which Reaction first, what to keep at
        Clean-up) is answered as the lesson runner answers what a lesson does not teach
        (engine.policies.idle_answer)."""
        played: list[str] = []
        todo = list(steps)
        for _ in range(500):
            d = self.game.pending
            if self.verdict is not None or d is None:
                break
            step = todo[0] if todo else None  # steps done: the day plays out to the verdict
            if step is not None and any(step.matches(self.game, d, o) for o in d.options):
                answer = step.answer(self.game, d)
                todo.pop(0)
            else:
                answer = idle_answer(d)
            ids = {answer} if isinstance(answer, str) else set(answer)
            played.append(" + ".join(o.label for o in d.options if o.id in ids))
            self.answer(answer)
        if todo and self.verdict is None:
            raise PuzzleError(f"{self.puzzle.id}: no decision matched {todo[0].describe()}")
        return played

    def play_solution(self) -> str | None:
        """Play the puzzle's solution from the start ("show me", and the tests)."""
        self.restart()
        self.play_line(self.puzzle.solution)
        return self.verdict

    def wrong_steps(self) -> tuple[Expect, ...]:
        """The puzzle's example of a wrong attempt (default: pass at once)."""
        return self.puzzle.wrong or (Expect("pass"),)


# ------------------------------------------------------------------ describing a board
def describe_position(game: Game, viewer: int) -> list[str]:
    """The table in words, as `viewer` may see it (the other Hand as a count): for the
    transcript, and a text summary the puzzle list shows."""
    st = _state(game)
    lines = []
    regions = []
    for i, r in enumerate(st.regions[:8]):
        terr = "face down" if r.face_down else "/".join(sorted(t.value for t in st.terrains_at(i)))
        regions.append(f"{i}:{terr}")
    lines.append("Adventure regions (0 = Hero region ... 7 = Companion region): "
                 + ", ".join(regions))
    for p in st.players:
        who = "you" if p.index == viewer else "your opponent"
        lines.append(f"{p.name} ({who}), day {st.day}, {st.phase.value}:")
        if p.hero is not None:
            lines.append(f"  Hero: {p.hero.name}")
        ready = sum(1 for c in p.mana if "exhausted" not in {s.value for s in c.statuses})
        lines.append(f"  Mana: {ready} ready of {len(p.mana)}")
        if p.index == viewer:
            lines.append("  Hand: " + (", ".join(_card_words(st, c) for c in p.hand) or "empty"))
        else:
            lines.append(f"  Hand: {len(p.hand)} card(s), hidden")
        lines.append("  Reserve: " + (", ".join(_card_words(st, c) for c in p.reserve)
                                      or "empty"))
        if p.landmarks:
            lines.append("  Landmarks: " + ", ".join(_card_words(st, c) for c in p.landmarks))
        for exp in ("hero", "companion"):
            cards = [c for c in st.expedition_zone if c.controller == p.index
                     and (c.expedition == exp or st.has_keyword(c, "gigantic"))]
            terr = "/".join(sorted(t.value for t in st.terrains_at(p.position[exp])))
            lines.append(f"  {exp.capitalize()} Expedition, region {p.position[exp]} ({terr}), "
                         f"travelled {p.distance(exp)}: "
                         + (", ".join(_card_words(st, c) for c in cards) or "no Characters"))
    return lines


def _card_words(st: GameState, c: Any) -> str:
    words = c.name
    if c.cdef.stats is not None:
        words += f" {st.stats(c)}" if c.zone is ZONE.EXPEDITION else f" {c.cdef.stats}"
    extra = [s.value for s in sorted(c.statuses, key=lambda s: s.value)]
    extra += [f"{n} {k}" for k, n in sorted(c.counters.items()) if n]
    if extra:
        words += f" ({', '.join(extra)})"
    return words


# ------------------------------------------------------------------ reading and saving
def _goal(data: Any, where: str) -> Goal:
    if not isinstance(data, dict):
        raise PuzzleError(f"{where}: expected an object")
    kind = _need(data, "kind", str, where)
    if kind not in GOALS:
        raise PuzzleError(f"{where}.kind: one of {', '.join(sorted(GOALS))}")
    exps = _strings(data.get("expeditions", []), f"{where}.expeditions")
    if kind == "move_forward":
        if not exps or any(e not in ("hero", "companion") for e in exps) \
                or len(set(exps)) != len(exps):
            raise PuzzleError(f"{where}.expeditions: 'hero' and/or 'companion'")
    n = data.get("n", 0)
    if kind == "distance" and (not isinstance(n, int) or isinstance(n, bool)
                               or not 1 <= n <= 14):
        raise PuzzleError(f"{where}.n: a number of regions from 1 to 14")
    return Goal(kind, exps, n if kind == "distance" else 0)


def puzzle_from_json(data: Any, where: str = "puzzle") -> Puzzle:
    """A puzzle from its JSON form, every field checked (PuzzleError names the field)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise PuzzleError(f"{where}: not a puzzle (format '{FORMAT}' expected)")
    if data.get("version") != 1:
        raise PuzzleError(f"{where}: puzzle format version 1 expected")
    try:
        position = position_from_json(_need(data, "position", dict, where), f"{where}.position")
    except PositionError as e:
        raise PuzzleError(str(e)) from None
    if position.phase is not PHASE.AFTERNOON:
        raise PuzzleError(f"{where}.position: a puzzle starts in an Afternoon")

    def steps(key: str) -> tuple[Expect, ...]:
        raw = data.get(key, [])
        if not isinstance(raw, list):
            raise PuzzleError(f"{where}.{key}: expected a list")
        try:
            return tuple(_expect(s, f"{where}.{key}[{i}]") for i, s in enumerate(raw))
        except LessonError as e:
            raise PuzzleError(str(e)) from None

    solver, seed = data.get("solver", 0), data.get("seed", 1)
    if solver not in (0, 1) or isinstance(solver, bool):
        raise PuzzleError(f"{where}.solver: 0 or 1")
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**32:
        raise PuzzleError(f"{where}.seed: a whole number from 0 to 2^32 - 1")
    opponent = data.get("opponent", "idle")
    if opponent not in OPPONENTS:
        raise PuzzleError(f"{where}.opponent: one of {', '.join(OPPONENTS)}")
    author = data.get("author", "")
    if not isinstance(author, str):
        raise PuzzleError(f"{where}.author: expected text")
    return Puzzle(
        id=_need(data, "id", str, where), title=_need(data, "title", str, where),
        position=position, goal=_goal(data.get("goal"), f"{where}.goal"),
        hint=_need(data, "hint", str, where), solution=steps("solution"),
        solution_text=_need(data, "solution_text", str, where), solver=solver, seed=seed,
        opponent=opponent, wrong=steps("wrong"), author=author)


def parse_puzzle(text: str, where: str = "puzzle") -> Puzzle:
    if len(text) > MAX_PUZZLE_BYTES:
        raise PuzzleError(f"{where}: larger than {MAX_PUZZLE_BYTES // 1024} KB")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as e:
        raise PuzzleError(f"{where}: not JSON ({str(e)[:80]})") from None
    return puzzle_from_json(data, where)


def all_puzzles() -> list[Puzzle]:
    """The built-in puzzles, in file-name order."""
    folder = resources.files("engine.puzzles")
    out = []
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".json"):
            out.append(parse_puzzle(entry.read_text("utf-8"), f"puzzles/{entry.name}"))
    return out


def puzzle_from_game(game: Game, solver: int, goal: Goal, title: str, hint: str,
                     solution_text: str, author: str = "") -> Puzzle:
    """"Save this moment as a puzzle": the board of `game` now (read back as a position,
    so the Afternoon starts over at `solver`'s turn) with a teacher's goal and words.
    Only an Afternoon moment can be saved; the solution steps are left for the teacher
    to add (the words of `solution_text` are shown after three tries)."""
    st = _state(game)
    if st.phase is not PHASE.AFTERNOON or game.over:
        raise PuzzleError("a puzzle starts in an Afternoon: go to an Afternoon moment first")
    pos = position_of(game)
    pos = attrs.evolve(pos, turn=solver if not pos.players[solver].passed else pos.turn)
    puzzle = Puzzle(id="saved", title=title, position=pos, goal=goal, hint=hint,
                    solution=(), solution_text=solution_text, solver=solver,
                    seed=game.seed, author=author)
    # the round trip must hold, so the saved file opens again
    puzzle_from_json(json.loads(json.dumps(puzzle.to_json())), "saved puzzle")
    return puzzle
