"""Guided lessons: a position, a goal and a script a newcomer plays through.

A lesson is a data file (`engine/lessons/*.json`, format in docs/lessons.md) so a teacher
can write one without code: the position comes from the public position builder, each step
says what to notice, names what to look at, and describes the answer it expects in words a
teacher can write ("play Lyra Skald into your hero Expedition", "pass") rather than option
ids, which depend on the position. `LessonRun` drives the game: the learner's answers are
checked against the step before the game sees them, so a wrong answer changes nothing and
gets an explanation — the rule that makes it illegal, or the step's reason why it is legal
but not what the lesson asks — and the other seat and the decisions the lesson does not
teach are answered for the learner the way the idle goldfish opponent would.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from importlib import resources
from typing import Any

import attrs

from engine import explain
from engine.decisions import Decision, IllegalAnswer, Option
from engine.game import Game
from engine.messages import msg_text
from engine.policies import idle_answer
from engine.position import Position, PositionError, position_from_json
from engine.rules import RULES
from engine.state import GameState

FORMAT = "altered-lesson"
MAX_LESSON_BYTES = 1_000_000  # a lesson is a few KB; a bigger file is not one


def _state(game: Game) -> GameState:
    """The state behind a game's public face: the runner is engine code, like the flow,
    and finds cards by name there (the app only sees the protocol)."""
    return game._state


def _name(game: Game, oid: int) -> str | None:
    c = _state(game).items.get(oid)
    return c.name if c is not None else None


def _visible(game: Game, name: str, viewer: int) -> int | None:
    """The oid of a card of that name the viewer can see (their own Hand included)."""
    st = _state(game)
    for c in st.all_cards():
        if c.name == name and c.zone.value not in ("deck", "gone") and (
                c.zone.value != "hand" or c.owner == viewer):
            return c.oid
    return None


class LessonError(ValueError):
    """A lesson file that cannot be played: the message names the file and the field."""


@attrs.frozen
class Expect:
    """The answer a step asks for, in a teacher's words.

    `kind`: `pass`, `play` (a card by name, optionally into `to` = hero/companion, from
    `source` = hand/reserve), `quick` (a card's quick action, support abilities included),
    `pick` (the option(s) naming these cards, for targets, Mana, Clean-up...), `yes`, `no`, `skip`, or `label` (the option whose label contains `text`)."""

    kind: str
    card: str | None = None
    to: str | None = None
    source: str | None = None
    cards: tuple[str, ...] = ()
    text: str | None = None

    def matches(self, game: Game, d: Decision, option: Option) -> bool:
        if self.kind in ("pass", "yes", "no", "skip"):
            return option.id == self.kind
        if self.kind == "label":
            return self.text is not None and self.text.lower() in option.label.lower()
        names = [_name(game, oid) for oid in option.objects]
        if self.kind == "play":
            if option.detail != "play" or self.card not in names:
                return False
            if self.to is not None and option.expedition != (d.player, self.to):
                return False
            return self.source is None or f"from {self.source}" in option.label.lower()
        if self.kind == "quick":
            return option.detail == "quick" and self.card in names
        if self.kind == "pick":
            return bool(names) and names[0] in self.cards
        return False

    def answer(self, game: Game, d: Decision) -> str | list[str]:
        """The answer this expectation stands for in the pending decision."""
        hits = [o.id for o in d.options if self.matches(game, d, o)]
        if not hits:
            raise LessonError(f"no option of '{d.prompt}' matches {self.describe()}")
        if d.multi:
            return hits[: max(d.min, min(len(self.cards) or 1, d.max))]
        return hits[0]

    def describe(self) -> str:
        if self.kind == "play":
            where = f" into your {self.to} Expedition" if self.to else ""
            return f"play {self.card}{where}"
        if self.kind == "pick":
            return "choose " + " and ".join(self.cards)
        if self.kind == "quick":
            return f"use the quick action of {self.card}"
        if self.kind == "label":
            return f"choose '{self.text}'"
        return self.kind


@attrs.frozen
class Step:
    """One thing the learner does. `say` is shown before; `look_at` are "explain this"
    subjects (cards by name: `card:Lyra Skald`) lit up on the table; `hint` says why the
    expected answer is the one to give (shown when the learner asks for the answer or gives
    another legal one); `then` is read after the answer; `rules` are cited with it."""

    say: str
    expect: Expect
    hint: str
    then: str = ""
    look_at: tuple[str, ...] = ()
    rules: tuple[str, ...] = ()


@attrs.frozen
class Lesson:
    id: str
    title: str
    goal: str
    position: Position
    steps: tuple[Step, ...]
    summary: str
    rules: tuple[str, ...]
    learner: int = 0
    seed: int = 1


@attrs.frozen
class Feedback:
    """What the learner is told after an answer: whether the lesson moves on, the words,
    and the rule behind them."""

    accepted: bool
    text: str
    rule: str | None = None
    legal: bool = True


class LessonRun:
    """A lesson being played: the game, the step reached, and the checks on answers."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.game = Game.from_position(lesson.position, seed=lesson.seed)
        self.index = 0
        self.mistakes = 0
        self._others()

    # ------------------------------------------------------------------ reading
    @property
    def step(self) -> Step | None:
        return self.lesson.steps[self.index] if self.index < len(self.lesson.steps) else None

    @property
    def done(self) -> bool:
        return self.step is None

    def expected(self) -> str | list[str]:
        """The answer the current step asks for ("show me the answer")."""
        assert self.step is not None and self.game.pending is not None
        return self.step.expect.answer(self.game, self.game.pending)

    def highlights(self) -> list[explain.Explanation]:
        """The step's `look_at` subjects explained, for the table to light up and show."""
        out: list[explain.Explanation] = []
        if self.step is None:
            return out
        for what in self.step.look_at:
            out.append(self.game.explain(self.lesson.learner, self._subject(what)))
        return out

    def _subject(self, what: str) -> str:
        kind, _, rest = what.partition(":")
        if kind in ("card", "cost") and not rest.isdigit():
            oid = _visible(self.game, rest, self.lesson.learner)
            if oid is None:
                raise LessonError(f"{self.lesson.id}: no visible card named {rest!r}")
            return f"{kind}:{oid}"
        return what

    # ------------------------------------------------------------------ answering
    def try_answer(self, answer: str | Sequence[str]) -> Feedback:
        """Check an answer against the step before the game sees it; only the expected
        answer is played. A wrong one leaves the game exactly as it was."""
        step, d = self.step, self.game.pending
        if step is None or d is None:
            return Feedback(False, msg_text("The lesson is over."), legal=False)
        why = self._why_illegal(d, answer)
        if why is not None:
            self.mistakes += 1
            return Feedback(False, msg_text("That cannot be done: {why}", why=why), _rule_in(why),
                            legal=False)
        if not self._fits(d, answer):
            self.mistakes += 1
            rule = step.rules[0] if step.rules else None
            why = ""
            if answer == "pass" and d.kind == "turn":
                why = msg_text("passing now would end your turns for this Afternoon (4.2.3.d) "
                               "with this step not done. ")
            elif isinstance(answer, str):
                why = self._other_expedition(d, answer)
            return Feedback(False, msg_text(
                "That is allowed, but it is not what this step asks: {why}{hint} Try again, "
                "or ask for the answer.", why=why, hint=step.hint), rule)
        self.game.answer(answer)
        self.index += 1
        self._others()
        rule = step.rules[0] if step.rules else None
        return Feedback(True, step.then or msg_text("Well done."), rule)

    def _fits(self, d: Decision, answer: str | Sequence[str]) -> bool:
        """Whether a legal answer is one the step asks for: any option its words match
        (a step that names no Expedition accepts either), or for a choice of several, the
        very options it names."""
        assert self.step is not None
        if isinstance(answer, str) and not d.multi:
            option = next((o for o in d.options if o.id == answer), None)
            return option is not None and self.step.expect.matches(self.game, d, option)
        want = self.expected()
        wanted = [want] if isinstance(want, str) else list(want)
        mine = [answer] if isinstance(answer, str) else list(answer)
        return sorted(mine) == sorted(wanted)

    def _other_expedition(self, d: Decision, answer: str) -> str:
        """When the answer is the step's own but for the Expedition (the same card played
        into, or the same effect aimed at, the other one), the sentence that says so:
        a hint written about the card alone would not name the mistake."""
        chosen = next((o for o in d.options if o.id == answer), None)
        if chosen is None or chosen.expedition is None:
            return ""
        want = self.expected()
        wanted = [want] if isinstance(want, str) else list(want)
        for o in d.options:
            if o.id not in wanted or o.expedition is None:
                continue
            (owner, kind), mine = o.expedition, chosen.expedition
            if (owner == mine[0] and kind != mine[1] and o.objects == chosen.objects
                    and o.detail == chosen.detail
                    and _swap_expeditions(chosen.label) == o.label):
                return msg_text("it asks for your {kind} Expedition, not the {other} one. "
                                if owner == self.lesson.learner else
                                "it asks for your opponent's {kind} Expedition, not the {other} "
                                "one. ", kind=kind, other=mine[1])
        return ""

    def _why_illegal(self, d: Decision, answer: str | Sequence[str]) -> str | None:
        """Why an answer cannot be given, in plain words: for a card that cannot be played,
        the rule that stops it (cost, phase, exhausted...), else the decision's own check."""
        try:
            d.normalise(answer)
        except IllegalAnswer as e:
            if isinstance(answer, str) and answer.startswith("play:"):
                oid = answer.split(":")[1]
                if oid.isdigit():
                    why = self.game.why_illegal(d.player, int(oid))
                    if why:
                        return why
            return str(e)
        return None

    def _others(self) -> None:
        """Answer what the lesson does not teach: the other seat's decisions, and the
        learner's decisions until the next step's (idle policy: pass, skip, decline)."""
        for _ in range(500):
            d = self.game.pending
            if d is None:
                return
            if d.player == self.lesson.learner:
                if self.step is None:
                    return  # the lesson is over: the day played out to the learner's turn
                if any(self.step.expect.matches(self.game, d, o) for o in d.options):
                    return
            self.game.answer(idle_answer(d))
        raise LessonError(f"{self.lesson.id}: the game ran 500 decisions without the step "
                          "asked for")

    def summary(self) -> str:
        rules = "; ".join(f"{r} {RULES.get(r, '')}".strip() for r in self.lesson.rules)
        return f"{self.lesson.summary} Rules: {rules}"


def _swap_expeditions(label: str) -> str:
    """The label with "hero" and "companion" exchanged: two options whose labels differ
    only so name the same answer for the other Expedition."""
    return " ".join({"hero": "companion", "companion": "hero"}.get(w, w)
                    for w in label.split(" "))


def _rule_in(text: str) -> str | None:
    if text.endswith(")") and "(" in text:
        inner = text.rsplit("(", 1)[1][:-1]
        if inner[:1].isdigit():
            return inner
    return None


# ------------------------------------------------------------------ reading lesson files
def _need(data: dict[str, Any], key: str, kind: type, where: str) -> Any:
    if key not in data:
        raise LessonError(f"{where}: missing field '{key}'")
    value = data[key]
    if not isinstance(value, kind) or isinstance(value, bool) and kind is not bool:
        raise LessonError(f"{where}.{key}: expected {kind.__name__}")
    return value


def _strings(value: Any, where: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise LessonError(f"{where}: expected a list of strings")
    return tuple(value)


_EXPECT_KINDS = {"pass", "play", "quick", "pick", "yes", "no", "skip", "label"}


def _expect(data: Any, where: str) -> Expect:
    if not isinstance(data, dict):
        raise LessonError(f"{where}: expected an object")
    kind = _need(data, "kind", str, where)
    if kind not in _EXPECT_KINDS:
        raise LessonError(f"{where}.kind: one of {', '.join(sorted(_EXPECT_KINDS))}")
    to = data.get("to")
    if to not in (None, "hero", "companion"):
        raise LessonError(f"{where}.to: 'hero' or 'companion'")
    source = data.get("from")
    if source not in (None, "hand", "reserve"):
        raise LessonError(f"{where}.from: 'hand' or 'reserve'")
    out = Expect(kind, data.get("card"), to, source,
                 _strings(data.get("cards", []), f"{where}.cards"), data.get("text"))
    if kind in ("play", "quick") and not isinstance(out.card, str):
        raise LessonError(f"{where}.card: the name of the card to play")
    if kind == "pick" and not out.cards:
        raise LessonError(f"{where}.cards: the names of the cards to choose")
    if kind == "label" and not isinstance(out.text, str):
        raise LessonError(f"{where}.text: the words of the option to choose")
    return out


def _rules(value: Any, where: str) -> tuple[str, ...]:
    rules = _strings(value, where)
    for r in rules:
        try:
            explain.rule_text(r)
        except KeyError:
            raise LessonError(f"{where}: rule {r} has no explanation in engine/rules.py") from None
    return rules


def lesson_from_json(data: Any, where: str = "lesson") -> Lesson:
    """A lesson from its JSON form, every field checked (LessonError names the field)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise LessonError(f"{where}: not a lesson (format '{FORMAT}' expected)")
    if data.get("version") != 1:
        raise LessonError(f"{where}: lesson format version 1 expected")
    try:
        position = position_from_json(_need(data, "position", dict, where), f"{where}.position")
    except PositionError as e:
        raise LessonError(str(e)) from None
    steps = []
    for i, s in enumerate(_need(data, "steps", list, where)):
        w = f"{where}.steps[{i}]"
        if not isinstance(s, dict):
            raise LessonError(f"{w}: expected an object")
        steps.append(Step(
            say=_need(s, "say", str, w), expect=_expect(s.get("expect"), f"{w}.expect"),
            hint=_need(s, "hint", str, w), then=s.get("then", ""),
            look_at=_strings(s.get("look_at", []), f"{w}.look_at"),
            rules=_rules(s.get("rules", []), f"{w}.rules")))
    if not steps:
        raise LessonError(f"{where}.steps: a lesson needs at least one step")
    learner = data.get("learner", 0)
    seed = data.get("seed", 1)
    if learner not in (0, 1) or isinstance(learner, bool):
        raise LessonError(f"{where}.learner: 0 or 1")
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**32:
        raise LessonError(f"{where}.seed: a whole number from 0 to 2^32 - 1")
    return Lesson(
        id=_need(data, "id", str, where), title=_need(data, "title", str, where),
        goal=_need(data, "goal", str, where), position=position, steps=tuple(steps),
        summary=_need(data, "summary", str, where),
        rules=_rules(data.get("rules", []), f"{where}.rules"), learner=learner, seed=seed)


def parse_lesson(text: str, where: str = "lesson") -> Lesson:
    if len(text) > MAX_LESSON_BYTES:
        raise LessonError(f"{where}: larger than {MAX_LESSON_BYTES // 1024} KB")
    from engine.loading import parse_json

    return lesson_from_json(parse_json(text, where, LessonError), where)


def rehearse(lesson: Lesson, where: str = "") -> None:
    """Play `lesson` through once with the answers it asks for, lighting up every step's
    subjects and finding every expected answer, as the lesson panel and "Show me" will:
    a subject it cannot explain, an answer no option matches, a step the game never
    reaches or a game that does not accept the answer is a LessonError naming the step,
    raised now instead of in front of a learner.  `where` names the file in messages."""
    where = where or lesson.id
    try:
        run = LessonRun(lesson)
    except LessonError as e:  # the game never reached the first step's answer
        raise LessonError(f"{where}, step 1: {_why(e)}") from None
    except Exception as e:  # noqa: BLE001 - whatever a teacher's file does, it is said
        raise LessonError(f"{where}: its position cannot be played ({_why(e)})") from None
    while not run.done:
        try:
            run.highlights()
            if run.game.pending is None:
                raise LessonError("the game ended before this step")
            feedback = run.try_answer(run.expected())
        except Exception as e:  # noqa: BLE001 - as above
            # (a failure while reaching the next step's decision is that step's)
            raise LessonError(f"{where}, step {run.index + 1}: {_why(e)}") from None
        if not feedback.accepted:
            raise LessonError(f"{where}, step {run.index + 1}: its own answer is refused "
                              f"({feedback.text})")


def _why(e: Exception) -> str:
    text = str(e) or type(e).__name__
    return text if len(text) <= 300 else text[:299] + "…"


@attrs.frozen
class Course:
    """The lessons that can be played, in order, and the files skipped, each with why
    (shown to the learner, never a reason not to start)."""

    lessons: tuple[Lesson, ...]
    skipped: tuple[str, ...] = ()


def read_lesson_file(entry: Any, where: str) -> Lesson:
    """One lesson file read within MAX_LESSON_BYTES (a folder, a device or a non-UTF-8
    file is a LessonError naming it), parsed and rehearsed."""
    from pathlib import Path

    from engine.loading import read_bytes_bounded

    if isinstance(entry, Path):
        raw = read_bytes_bounded(entry, MAX_LESSON_BYTES, LessonError, "lesson file")
    else:
        if not entry.is_file():
            raise LessonError(f"{where}: not a file")
        raw = entry.read_bytes()[: MAX_LESSON_BYTES + 1]
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise LessonError(f"{where}: not UTF-8 text (byte {e.start})") from None
    lesson = parse_lesson(text, where)
    rehearse(lesson, where)
    return lesson


def lessons_folder() -> Any:
    """Where the course's files are: the package's `lessons` folder."""
    return resources.files("engine.lessons")


_rehearsed: dict[tuple[Any, ...], Course] = {}


def _signature(folder: Any, entries: list[Any]) -> tuple[Any, ...]:
    """What identifies the folder's files: names, sizes and times (a file edited while
    the program runs is read again)."""
    out: list[Any] = [str(folder)]
    for e in entries:
        try:
            st = e.stat() if hasattr(e, "stat") else None
        except OSError:
            st = None
        out.append((e.name, st and st.st_size, st and st.st_mtime_ns, st and st.st_mode))
    return tuple(out)


def load_course(folder: Any = None) -> Course:
    """The course from `folder` (`lessons_folder()` by default), in file-name order: every
    file read, parsed and rehearsed (once per version of the files); a bad one, or a
    second lesson with an id already taken, is skipped with a message naming it."""
    folder = folder if folder is not None else lessons_folder()
    try:
        entries = sorted(folder.iterdir(), key=lambda e: e.name)
    except OSError as e:
        return Course((), (f"the lessons folder cannot be read ({e.strerror or e})",))
    key = _signature(folder, entries)
    if key not in _rehearsed:
        _rehearsed.clear()
        _rehearsed[key] = _read_course(entries)
    return _rehearsed[key]


def _read_course(entries: list[Any]) -> Course:
    lessons: list[Lesson] = []
    skipped: list[str] = []
    for entry in entries:
        if not entry.name.endswith(".json"):
            continue
        where = f"lessons/{entry.name}"
        try:
            lesson = read_lesson_file(entry, where)
        except LessonError as e:
            skipped.append(str(e))
            continue
        except OSError as e:
            skipped.append(f"{where}: cannot be read ({e.strerror or e})")
            continue
        if any(other.id == lesson.id for other in lessons):
            skipped.append(f"{where}: the id '{lesson.id}' is another lesson's")
            continue
        lessons.append(lesson)
    return Course(tuple(lessons), tuple(skipped))


def course(language: str = "en") -> list[Lesson]:
    """The built-in course, in order (file names sort the lessons); a bad file is left
    out (`load_course` says which and why); in `language` where a translation exists."""
    return [translated(lesson, language) for lesson in load_course().lessons]


# ------------------------------------------------------------------ translations
TRANSLATION_FORMAT = "altered-lesson-translation"


def translated(lesson: Lesson, language: str, folder: Any = None) -> Lesson:
    """The lesson with its words in `language`, from `lessons/<language>/<id>.json` (a
    translator's file: title, goal, summary, and each step's say, hint and then, step by
    step; format in docs/lessons.md).  What the learner does is the lesson's own, so only
    words change; a missing or unusable translation leaves the lesson in English, a
    missing word leaves that word's text in English."""
    if language == "en" or not language.isalpha():
        return lesson
    folder = folder if folder is not None else lessons_folder()
    try:
        raw = (folder / language / f"{lesson.id}.json").read_bytes()[: MAX_LESSON_BYTES + 1]
        data = json.loads(raw.decode("utf-8")) if len(raw) <= MAX_LESSON_BYTES else None
    except (OSError, ValueError):
        return lesson
    if (not isinstance(data, dict) or data.get("format") != TRANSLATION_FORMAT
            or data.get("id") != lesson.id or not isinstance(data.get("steps"), list)
            or len(data["steps"]) != len(lesson.steps)):
        return lesson

    def word(obj: Any, key: str, english: str) -> str:
        value = obj.get(key) if isinstance(obj, dict) else None
        return value if isinstance(value, str) and value.strip() else english

    steps = tuple(attrs.evolve(s, say=word(t, "say", s.say), hint=word(t, "hint", s.hint),
                               then=word(t, "then", s.then) if s.then else "")
                  for s, t in zip(lesson.steps, data["steps"], strict=True))
    return attrs.evolve(lesson, title=word(data, "title", lesson.title),
                        goal=word(data, "goal", lesson.goal),
                        summary=word(data, "summary", lesson.summary), steps=steps)
