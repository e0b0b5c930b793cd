"""The built-in course (engine/lessons): every lesson plays through with its expected
answers, and a wrong answer is explained and changes nothing."""

from __future__ import annotations

import json

import pytest

from engine.lesson import LessonError, LessonRun, course, parse_lesson

COURSE = course()


def test_the_course_has_at_least_ten_lessons_in_order() -> None:
    assert len(COURSE) >= 10
    assert [lesson.id for lesson in COURSE] == sorted(lesson.id for lesson in COURSE)


@pytest.mark.parametrize("lesson", COURSE, ids=[lesson.id for lesson in COURSE])
def test_lesson_plays_through_with_its_expected_answers(lesson) -> None:
    run = LessonRun(lesson)
    while not run.done:
        assert run.game.pending is not None, f"{lesson.id}: game ended before the step"
        for ex in run.highlights():  # every subject a step points at can be explained
            assert ex.summary
        fb = run.try_answer(run.expected())
        assert fb.accepted, fb.text
    assert run.mistakes == 0
    assert run.summary().startswith(lesson.summary)


@pytest.mark.parametrize("lesson", COURSE, ids=[lesson.id for lesson in COURSE])
def test_a_wrong_answer_is_explained_and_changes_nothing(lesson) -> None:
    run = LessonRun(lesson)
    d = run.game.pending
    want = run.expected()
    wanted = {want} if isinstance(want, str) else set(want)
    before = run.game.fingerprint()
    others = [o.id for o in d.options if o.id not in wanted
              and not run.step.expect.matches(run.game, d, o)]
    if others and not d.multi:
        fb = run.try_answer(others[0])
        assert not fb.accepted and fb.legal
        assert "not what this step asks" in fb.text and run.step.hint in fb.text
    fb = run.try_answer("no-such-option")
    assert not fb.accepted and not fb.legal and fb.text.startswith("That cannot be done")
    assert run.game.fingerprint() == before and run.index == 0
    assert run.try_answer(want).accepted


def test_the_winning_lesson_ends_in_a_win_for_the_learner() -> None:
    """4.2.5.d: the Expeditions meet at Night and the one who travelled further wins."""
    run = LessonRun(next(lesson for lesson in COURSE if lesson.id.endswith("winning")))
    while not run.done:
        run.try_answer(run.expected())
    assert run.game.over and run.game.winner == 0


def test_a_broken_lesson_file_names_the_field() -> None:
    good = json.loads(json.dumps({"format": "altered-lesson", "version": 1}))
    with pytest.raises(LessonError, match="position"):
        parse_lesson(json.dumps(good))
    with pytest.raises(LessonError, match="not valid JSON"):
        parse_lesson("{" * 5000)
    with pytest.raises(LessonError, match="not a lesson"):
        parse_lesson("[]")


def test_a_defender_held_expedition_is_not_said_to_need_more() -> None:
    """7.4.2 / 4.2.4.i: in lesson 10 the rival's companion Expedition was ahead but held by
    its Defender; the log says so instead of 'it needed more than the facing Expedition'."""
    run = LessonRun(next(lesson for lesson in COURSE if lesson.id.endswith("winning")))
    while not run.done:
        run.try_answer(run.expected())
    lines = [e.text for e in run.game.log if e.text.startswith("Rival's companion")]
    held = [t for t in lines if "fails to move forward" in t]
    assert any("has a Defender and cannot move forward" in t for t in lines)
    assert held and all("needed more" not in t and "Defender keeps it" in t for t in held)


def test_a_step_naming_no_expedition_accepts_either() -> None:
    """Lesson 6 asks for Ratatoskr from Reserve and names no Expedition: both are right."""
    lesson = next(lesson for lesson in COURSE if lesson.id.endswith("reactions"))
    for exp in ("hero", "companion"):
        run = LessonRun(lesson)
        ids = [o.id for o in run.game.pending.options if o.id.endswith(f":{exp}")]
        assert ids and run.try_answer(ids[0]).accepted


def test_the_later_sets_are_taught() -> None:
    """Lessons 11-20 cover the later sets' mechanisms, each on real cards of those sets."""
    ids = [lesson.id for lesson in COURSE]
    for word in ("scout", "rush", "ascend", "in-contact", "gift", "augment", "counters",
                 "tokens", "terrain-markers", "control"):
        assert any(word in i for i in ids[10:]), word
    assert len(COURSE) >= 20
