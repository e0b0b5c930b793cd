"""Lessons in another language (issue #29): a translator's file beside the lesson gives
its words; what the learner does stays the lesson's own; a file that does not fit leaves
the lesson in English."""

from __future__ import annotations

import json
from pathlib import Path

from engine.lesson import LessonRun, course, load_course, translated


def _lesson(lesson_id: str):  # type: ignore[no-untyped-def]
    return next(lesson for lesson in load_course().lessons if lesson.id == lesson_id)


def test_the_first_lesson_reads_in_french_and_plays_the_same():
    english = _lesson("01-expeditions")
    french = translated(english, "fr")
    assert french.title == "L'Aventure et vos deux Expéditions"
    assert french.steps[0].say.startswith("La longue rangée de régions")
    assert french.steps[1].then.startswith("Au Crépuscule")
    assert [s.expect for s in french.steps] == [s.expect for s in english.steps]
    assert french.position == english.position and french.rules == english.rules
    run = LessonRun(french)
    fb = run.try_answer(run.expected())
    assert fb.accepted and fb.text == french.steps[0].then


def test_course_in_french_keeps_english_where_no_translation_exists():
    lessons = {lesson.id: lesson for lesson in course("fr")}
    assert lessons["02-mana"].goal.startswith("Faites grandir votre Mana")
    assert lessons["03-reserve"].title == _lesson("03-reserve").title  # not translated yet
    assert [lesson.id for lesson in course("fr")] == [lesson.id for lesson in course()]


def _folder(tmp_path: Path, data: object) -> Path:
    (tmp_path / "fr").mkdir(parents=True)
    (tmp_path / "fr" / "01-expeditions.json").write_text(
        data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return tmp_path


def test_a_translation_that_does_not_fit_is_ignored(tmp_path):
    english = _lesson("01-expeditions")
    good = {"format": "altered-lesson-translation", "version": 1, "id": "01-expeditions",
            "title": "Titre", "steps": [{"say": "Un"}, {"say": "Deux", "hint": ""}]}
    one = translated(english, "fr", _folder(tmp_path / "a", good))
    assert one.title == "Titre" and one.steps[1].say == "Deux"
    assert one.goal == english.goal and one.steps[1].hint == english.steps[1].hint
    for bad in ({**good, "steps": [{"say": "Un"}]}, {**good, "id": "02-mana"},
                {**good, "format": "altered-lesson"}, "{not json", [1, 2]):
        folder = _folder(tmp_path / str(abs(hash(str(bad)))), bad)
        assert translated(english, "fr", folder) == english
    assert translated(english, "../fr", tmp_path) == english  # not a language code
