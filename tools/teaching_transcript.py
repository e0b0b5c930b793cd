"""A text transcript of the course and the puzzles, produced by the real runners.

For every lesson: what the learner reads at each step, the choices on offer, what the
runner says to a wrong answer (a legal but different one when there is one, and an
impossible one) and to the right one, and the log of what the game then did.  For each
puzzle: the position in words, the goal, the hint, a wrong attempt and what the puzzle
says of it, then the solution played through and the verdict.  Nothing is hand-written:
every line comes from `engine.lesson.LessonRun` and `engine.puzzle.PuzzleRun`, so the
transcript is what a learner of this build would see (the lead's "fresh reader" test).

    .venv/bin/python tools/teaching_transcript.py OUT_DIR [--puzzles 5]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.lesson import LessonRun, course  # noqa: E402
from engine.puzzle import PuzzleRun, all_puzzles, describe_position  # noqa: E402


def _log_since(game, start: int) -> list[str]:
    return [f"    [log, day {e.day} {e.phase}] {e.text} (rule {e.rule})"
            for e in game.log[start:]]


def _choices(game) -> list[str]:
    d = game.pending
    if d is None:
        return ["    (the game is over)"]
    out = [f"    Decision for {game.names[d.player]}: {d.prompt}"]
    out += [f"      - {o.label}" for o in d.options]
    return out


def lesson_transcript(run: LessonRun) -> str:
    lesson = run.lesson
    out = [f"# Lesson {lesson.id}: {lesson.title}", "", f"Goal: {lesson.goal}", ""]
    out.append("The table at the start:")
    out += ["    " + line for line in describe_position(run.game, lesson.learner)]
    out.append("")
    n = 1
    while not run.done:
        step = run.step
        assert step is not None
        out.append(f"## Step {n}")
        out.append(f"The lesson says: {step.say}")
        for ex in run.highlights():
            out.append(f"    [highlighted: {ex.title}] {ex.summary}")
            out += [f"        - {r.text}" + (f" (rule {r.rule})" if r.rule else "")
                    for r in ex.reasons]
        out += _choices(run.game)
        d = run.game.pending
        want = run.expected()
        wanted = {want} if isinstance(want, str) else set(want)
        # a wrong answer is one the step refuses: an option its words also match (a step
        # that names no Expedition takes either) would be accepted and end the step
        other = next((o for o in d.options if o.id not in wanted
                      and not step.expect.matches(run.game, d, o)), None) if d else None
        if other is not None and not d.multi:
            fb = run.try_answer(other.id)
            assert not fb.accepted, f"{lesson.id}: the wrong answer {other.label!r} was taken"
            out.append(f"  Wrong answer tried: \"{other.label}\"")
            out.append(f"    The lesson answers: {fb.text}"
                       + (f" (rule {fb.rule})" if fb.rule else ""))
        else:
            fb = run.try_answer("no-such-choice")
            out.append("  Wrong answer tried: a choice that is not on offer")
            out.append(f"    The lesson answers: {fb.text}")
        labels = [o.label for o in d.options if o.id in wanted]
        before = len(run.game.log)
        fb = run.try_answer(want)
        out.append(f"  Right answer: \"{' + '.join(labels)}\"")
        out.append(f"    The lesson answers: {fb.text}" + (f" (rule {fb.rule})" if fb.rule else ""))
        out += _log_since(run.game, before)
        out.append("")
        n += 1
    out.append(f"Summary: {run.summary()}")
    if run.game.over:
        w = run.game.winner
        out.append(f"The game is over: {'a draw' if w is None else run.game.names[w] + ' wins'}.")
    return "\n".join(out) + "\n"


def puzzle_transcript(run: PuzzleRun) -> str:
    p = run.puzzle
    out = [f"# Puzzle {p.id}: {p.title}", "", f"Goal: {run.goal_text()}",
           f"Sets used: {', '.join(p.sets())}", "", "The table at the start:"]
    out += ["    " + line for line in describe_position(run.game, p.solver)]
    out += ["", f"Hint (on request): {p.hint}", ""]
    out.append("## A wrong attempt")
    for label in run.play_line(run.wrong_steps()):
        out.append(f"  plays: {label}")
    out.append(f"  The puzzle says: {run.message}")
    out.append(f"  Tries used: {run.tries} of {run.MAX_TRIES} before the solution is shown")
    out.append("")
    run.restart()
    out.append("## The solution")
    out.append(f"  {p.solution_text}")
    before = len(run.game.log)
    for label in run.play_line(p.solution):
        out.append(f"  plays: {label}")
    out += _log_since(run.game, before)
    out.append(f"  The puzzle says: {run.message}")
    return "\n".join(out) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("out", type=Path)
    ap.add_argument("--puzzles", type=int, default=5, help="how many puzzles (0: all)")
    args = ap.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    lessons = [lesson_transcript(LessonRun(lesson)) for lesson in course()]
    (args.out / "lessons.txt").write_text("\n\n".join(lessons), encoding="utf-8")
    chosen = all_puzzles()
    if args.puzzles:
        chosen = chosen[: args.puzzles]
    puzzles = [puzzle_transcript(PuzzleRun(p)) for p in chosen]
    (args.out / "puzzles.txt").write_text("\n\n".join(puzzles), encoding="utf-8")
    print(f"wrote {len(lessons)} lessons and {len(puzzles)} puzzles to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
