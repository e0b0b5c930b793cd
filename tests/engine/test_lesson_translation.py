"""Lessons in another language (issue #29): a translator's file beside the lesson gives
its words; what the learner does stays the lesson's own; a file that does not fit leaves
the lesson in English."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from engine.lesson import LessonRun, course, lessons_folder, load_course, translated


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


def test_course_in_french_keeps_english_where_no_translation_exists(tmp_path):
    lessons = {lesson.id: lesson for lesson in course("fr")}
    assert lessons["02-mana"].goal.startswith("Faites grandir votre Mana")
    assert lessons["03-reserve"].title == "La Réserve : une seconde main"
    assert [lesson.id for lesson in course("fr")] == [lesson.id for lesson in course()]
    english = _lesson("03-reserve")
    assert translated(english, "fr", tmp_path) == english  # no file for it in that folder


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


# Every translator's file must fit its lesson: one that does not is silently ignored and the
# lesson shows in English, so each file is checked here to be read and used.
_KEPT = re.compile(r"\{[^}]*\}|\[[^\]]*\]|<[^>]+>|\b\d+(?:\.\d+)+(?:\.[a-z])?\b|\b\d+/\d+/\d+\b")


def _french_files() -> list[Path]:
    return sorted((lessons_folder() / "fr").glob("*.json"))


def test_every_lesson_has_a_french_file():
    assert {path.stem for path in _french_files()} == {lesson.id for lesson in course()}


@pytest.mark.parametrize("path", _french_files(), ids=lambda p: p.stem)
def test_each_french_file_is_used_and_keeps_the_lessons_marks(path: Path):
    data = json.loads(path.read_text(encoding="utf-8"))
    english = _lesson(path.stem)
    french = translated(english, "fr")
    assert french != english, f"{path.name} does not fit its lesson and would be ignored"
    pairs = [(english.title, french.title, data["title"]), (english.goal, french.goal, data["goal"]),
             (english.summary, french.summary, data["summary"])]
    for step_en, step_fr, words in zip(english.steps, french.steps, data["steps"], strict=True):
        pairs += [(step_en.say, step_fr.say, words["say"]), (step_en.hint, step_fr.hint, words["hint"])]
        if step_en.then:
            pairs.append((step_en.then, step_fr.then, words["then"]))
        else:
            assert not words.get("then"), "a step with no 'then' in English gets none in French"
    for en, fr, written in pairs:
        assert fr == written and fr != en, f"{path.name}: not used or left in English: {en!r}"
        assert sorted(_KEPT.findall(fr)) == sorted(_KEPT.findall(en)), (path.name, en, fr)
    assert [s.expect for s in french.steps] == [s.expect for s in english.steps]
    run = LessonRun(french)  # plays through in French, reading the French words
    while not run.done:
        step = run.step
        fb = run.try_answer(run.expected())
        assert fb.accepted and step is not None and step.then in fb.text, fb.text
    assert run.mistakes == 0 and run.summary().startswith(french.summary)
