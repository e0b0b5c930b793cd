"""The built-in course (engine/lessons): every lesson plays through with its expected
answers, and a wrong answer is explained and changes nothing."""

from __future__ import annotations

import json
from importlib import resources

import pytest

from engine.lesson import LessonError, LessonRun, course, parse_lesson
from tests.state_access import state_of

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
    its Defender; the log says so instead of 'it needed more than the other side'."""
    run = LessonRun(next(lesson for lesson in COURSE if lesson.id.endswith("winning")))
    while not run.done:
        run.try_answer(run.expected())
    lines = [e.text for e in run.game.log if e.text.startswith("Rival's companion")]
    held = [t for t in lines if " stays: " in t]
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


def _same_but_other_expedition(run, d, want):
    """The options that are the expected answer played into / aimed at the other
    Expedition (labels equal but for "hero" and "companion")."""
    swap = {"hero": "companion", "companion": "hero"}
    wanted = [o for o in d.options if o.id == want]
    return [o for o in d.options for w in wanted
            if o.id != want and o.expedition is not None and w.expedition is not None
            and " ".join(swap.get(x, x) for x in o.label.split(" ")) == w.label]


@pytest.mark.parametrize("lesson", COURSE, ids=[lesson.id for lesson in COURSE])
def test_an_answer_into_the_other_expedition_is_told_so(lesson) -> None:
    """A step that asks for one Expedition says so when the learner picks the other
    one: the step's hint alone is about the card and would not name the mistake."""
    run = LessonRun(lesson)
    while not run.done:
        d, want = run.game.pending, run.expected()
        if isinstance(want, str) and not d.multi:
            for o in _same_but_other_expedition(run, d, want):
                fb = run.try_answer(o.id)
                if fb.accepted:  # the step takes either Expedition: it moved on
                    break
                kind = d.options[[x.id for x in d.options].index(want)].expedition[1]
                assert f"asks for your {kind} Expedition, not the" in fb.text, fb.text
        if not run.done and run.game.pending is d:
            assert run.try_answer(want).accepted


def test_a_step_that_names_an_expedition_is_told_apart_from_the_other() -> None:
    """Lesson 3 asks for the companion Expedition; the hero one gets that named."""
    run = LessonRun(next(x for x in COURSE if x.id == "03-reserve"))
    d = run.game.pending
    hero = next(o for o in d.options if o.expedition == (0, "hero"))
    fb = run.try_answer(hero.id)
    assert not fb.accepted and fb.legal
    assert "it asks for your companion Expedition, not the hero one" in fb.text
    assert run.step.hint in fb.text


def _transcript_tool():
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "tools" / "teaching_transcript.py"
    spec = importlib.util.spec_from_file_location("teaching_transcript", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("lesson", COURSE, ids=[lesson.id for lesson in COURSE])
def test_the_transcript_tries_a_wrong_answer_the_step_refuses(lesson) -> None:
    """tools/teaching_transcript.py shows a refused answer, then the right one: a "wrong"
    answer the step takes (either Expedition where it does not matter) would end the
    step, and the right answer would then be told "The lesson is over"."""
    text = _transcript_tool().lesson_transcript(LessonRun(lesson))
    assert "The lesson is over" not in text
    answers = text.split("  Wrong answer tried")[1:]
    for chunk in answers:
        said = chunk.splitlines()[1]
        assert "not what this step asks" in said or "cannot be done" in said, said


def test_a_gigantic_character_may_be_played_into_either_expedition() -> None:
    """7.4.4: a Gigantic Character is in both Expeditions, so lesson 9 takes either."""
    lesson = next(x for x in COURSE if x.id == "09-gigantic")
    for kind in ("hero", "companion"):
        run = LessonRun(lesson)
        d = run.game.pending
        atlas = next(o for o in d.options if o.detail == "play" and o.expedition == (0, kind))
        assert run.try_answer(atlas.id).accepted


def test_in_contact_lesson_names_the_terrains_its_expedition_won_in() -> None:
    """4.2.4.b: lesson 14's closing words name the terrains that carried the hero
    Expedition forward; they are the ones the Dusk log says it beat the other in."""
    import re

    lesson = next(x for x in COURSE if x.id == "14-in-contact")
    run = LessonRun(lesson)
    while not run.done:
        step = run.step
        assert run.try_answer(run.expected()).accepted
    said = step.then.split("carried")[0]
    named = {t.lower() for t in re.findall(r"Forest|Mountain|Water", said.split(",")[1])}
    won = next(e.text for e in run.game.log
               if e.text.startswith("Player's hero Expedition") and " is ahead: " in e.text)
    beaten = set(re.findall(r"(forest|mountain|water) \d+ vs \d+", won.split("; ")[1]))
    assert named == beaten, (step.then, won)


def test_the_counters_lesson_calls_icebound_taiga_a_permanent_not_a_token() -> None:
    """2.2.1.a: Icebound Taiga's type line is Permanent - Site; its text creates a token
    (2.1.e) but the card is not one, and its explanation says so."""
    run = LessonRun(next(x for x in COURSE if x.id == "17-counters"))
    taiga = next(ex for ex in run.highlights() if ex.title == "Icebound Taiga")
    texts = [r.text for r in taiga.reasons]
    assert any(t.startswith("A Permanent — Site card") for t in texts), texts
    assert not any(t.startswith("Token:") for t in texts), texts
    assert any(t.startswith("Token (a word of its text; this card is not one)") for t in texts)


def test_a_token_is_explained_as_a_token() -> None:
    """2.1.e: the Dragon Shade the Taiga makes is a Character token, and says so."""
    run = LessonRun(next(x for x in COURSE if x.id == "17-counters"))
    while not run.done:
        assert run.try_answer(run.expected()).accepted
    st = run.game._state
    shade = next(c for c in st.all_cards() if c.name == "Dragon Shade")
    ex = run.game.explain(0, f"card:{shade.oid}")
    kind = next(r for r in ex.reasons if r.text.startswith("A Character — "))
    assert "token" in kind.text and kind.rule == "2.1.e"


@pytest.mark.parametrize("lesson", COURSE, ids=[lesson.id for lesson in COURSE])
def test_every_log_entry_of_a_lesson_cites_a_rule(lesson) -> None:
    """The lesson's log is read as teaching: each line names the rule behind it, one the
    engine can explain (a Terrain Marker's placement cites 7.1.2.a, a region's terrains)."""
    from engine.explain import rule_text

    run = LessonRun(lesson)
    while not run.done:
        assert run.try_answer(run.expected()).accepted
    for e in run.game.log:
        assert e.rule, f"{e.text!r} cites no rule"
        assert rule_text(e.rule), e.rule


def test_a_lesson_position_may_hold_a_unique_card() -> None:
    """A lesson written by hand may put one of the author's uniques in its position (the
    position builder's `uniques`, defined from the printed text by card_from_text): the
    file carries it, so it plays where the unique was never seen, through the lesson's own
    steps."""
    from engine.cards.registry import UnknownCard, card_by_ref
    from engine.uniques.store import forget

    ref = "ALT_CORE_B_BR_05_U_4242"
    data = json.loads((resources.files("engine.lessons") / "06-reactions.json").read_text(
        encoding="utf-8"))
    data["position"]["players"][1]["deck"].append(ref)  # the Rival's top card
    data["position"]["uniques"] = [{"reference": ref, "hand_cost": 2, "reserve_cost": 1,
                                    "forest": 2, "mountain": 1, "water": 1,
                                    "text": "{J} I gain 1 boost."}]
    forget(ref)
    with pytest.raises(UnknownCard):
        card_by_ref(ref)
    lesson = parse_lesson(json.dumps(data), "06 with a unique")
    run = LessonRun(lesson)
    (top,) = [c for c in state_of(run.game).players[1].deck if c.cdef.ref == ref]
    assert top.cdef.rarity.value == "unique" and top.cdef.hand_cost == 2
    while not run.done:
        fb = run.try_answer(run.expected())
        assert fb.accepted, fb.text
    assert run.mistakes == 0
    forget(ref)
