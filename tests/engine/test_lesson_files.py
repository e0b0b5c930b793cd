"""Lesson files as a teacher writes them, damaged (issue #29, item 4): every file is read
within bounds, parsed and rehearsed on load - its subjects explained, its answers found
and accepted - so a bad one is skipped with a message naming it and the rest of the
course is played; nothing fails later in the lesson panel or in "Show me"."""

from __future__ import annotations

import copy
import json
import shutil
from importlib import resources
from pathlib import Path

import pytest

from engine.lesson import LessonError, load_course, parse_lesson, rehearse

BUILT_IN = Path(str(resources.files("engine.lessons")))
GOOD = json.loads((BUILT_IN / "04-dusk.json").read_text(encoding="utf-8"))


def variant(**changes) -> str:
    data = copy.deepcopy(GOOD)
    data["id"] = "99-variant"
    for path, value in changes.items():
        target = data
        keys = path.split("__")
        for k in keys[:-1]:
            target = target[int(k)] if k.isdigit() else target[k]
        last = keys[-1]
        target[int(last) if last.isdigit() else last] = value
    return json.dumps(data)


def damaged(folder: Path) -> dict[str, str]:
    """file name -> what its message must say."""
    (folder / "20-a-folder.json").mkdir()
    (folder / "21-latin1.json").write_bytes(b'{"title": "\xe9t\xe9"}')
    (folder / "22-truncated.json").write_text(variant()[:200])
    (folder / "23-deep.json").write_text("[" * 100_000 + "]" * 100_000)
    (folder / "24-huge.json").write_text(" " * 1_100_000)
    (folder / "25-unknown-subject.json").write_text(variant(steps__0__look_at=["card:Nobody"]))
    (folder / "26-bad-subject-kind.json").write_text(variant(steps__0__look_at=["weather:1"]))
    (folder / "27-answer-nobody.json").write_text(
        variant(steps__0__expect={"kind": "play", "card": "Nobody At All"}))
    (folder / "28-label-nowhere.json").write_text(
        variant(steps__1__expect={"kind": "label", "text": "dance a jig"}))
    (folder / "29-same-id.json").write_text(json.dumps(GOOD))
    (folder / "30-not-a-lesson.json").write_text("[1, 2, 3]")
    (folder / "31-number.json").write_text(variant(seed=10**30))
    return {"20-a-folder": "folder", "21-latin1": "UTF-8", "22-truncated": "JSON",
            "23-deep": "nested too deeply", "24-huge": "larger", "25-unknown-subject": "Nobody",
            "26-bad-subject-kind": "step 1", "27-answer-nobody": "step 1",
            "28-label-nowhere": "step 2", "29-same-id": "another lesson's",
            "30-not-a-lesson": "not a lesson", "31-number": "seed"}


def test_every_built_in_lesson_rehearses():
    course = load_course()
    assert len(course.lessons) >= 10 and course.skipped == ()


def test_a_damaged_file_is_skipped_with_its_name_and_the_course_goes_on(tmp_path):
    for f in BUILT_IN.glob("*.json"):
        shutil.copy(f, tmp_path / f.name)
    expected = damaged(tmp_path)
    course = load_course(tmp_path)
    assert [lesson.id for lesson in course.lessons] == [
        lesson.id for lesson in load_course().lessons]
    assert len(course.skipped) == len(expected) == 12
    for name, words in expected.items():
        (msg,) = [m for m in course.skipped if f"{name}.json" in m]
        assert words in msg, (name, msg)
        assert "Traceback" not in msg and len(msg) < 400


def test_parse_accepts_what_only_a_rehearsal_refuses():
    """The three defects of the issue parse (the fields have the right types) and are
    refused by the rehearsal before a learner meets them."""
    for bad in (variant(steps__0__look_at=["card:Nobody"]),
                variant(steps__0__expect={"kind": "play", "card": "Nobody At All"}),
                variant(steps__1__expect={"kind": "label", "text": "dance a jig"})):
        lesson = parse_lesson(bad, "x")
        with pytest.raises(LessonError, match="99-variant, step"):
            rehearse(lesson)


def test_an_unreadable_folder_is_said(tmp_path):
    course = load_course(tmp_path / "gone")
    assert course.lessons == () and "cannot be read" in course.skipped[0]
