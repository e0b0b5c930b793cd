"""What the screen shows, in every mode (issue #22), as a property: whatever the people do -
answer at random, undo, save and load, resume, switch to a game of another mode, wait for
the computer's turns - the table (and its zoom) shows no card hidden from the people at
the screen, the hand on screen is that of the person deciding (or who decided last) or
nobody's while a curtain is up, and a game never inherits another game's options.

The rule checked is the test's own, stated from the mode: who the people at the screen
are, and whether hands are laid open (the teacher's explicit choice) - never what
altered_desktop.visibility says, which is what is under test."""

from __future__ import annotations

import random
import shutil
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from altered_desktop import goldfish, lessons_ui, storage
from altered_desktop.session import GameSession, Mode
from engine.decks import starter_deck
from engine.game import Game
from engine.lesson import course
from engine.policies import random_answer
from tests.gui.conftest import make_window
from tests.gui.test_hidden_cards import faces_on_table

#: the modes, each started by `begin`
MODES = ("hotseat", "hotseat_open_table", "computer_1", "computer_0", "goldfish", "lesson",
         "lab_game", "open_hands", "report")
ACTIONS = ("answer", "answer", "answer", "answer", "reveal", "undo", "save_load", "resume",
           "switch")


def _decks() -> list[Any]:
    return [starter_deck("axiom"), starter_deck("bravos")]


def begin(win, mode: str, seed: int, tmp) -> tuple[frozenset[int], bool]:  # type: ignore[no-untyped-def]
    """Start a game of `mode` in `win` the way a person would; return the seats played by
    people at this screen and whether the hands were laid open on purpose."""
    names = ["Ninette", "Lithium"]
    win.confirm_leaving = lambda doing: True  # leaving the game before: no question box
    if mode in ("hotseat", "hotseat_open_table", "open_hands"):
        win.start_new({"mode": Mode.HOTSEAT, "decks": _decks(), "seed": seed, "names": names,
                       "handoff": mode == "hotseat"})
        if mode == "open_hands":
            win.act_open_hands.trigger()
            return frozenset({0, 1}), True
        return frozenset({0, 1}), False
    if mode.startswith("computer"):
        seat = int(mode[-1])
        win.start_new({"mode": Mode.HOTSEAT, "decks": _decks(), "seed": seed, "names": names,
                       "handoff": True, "ai": "greedy", "ai_seat": seat,
                       "ai_options": {"pace_ms": 0}})
        return frozenset({1 - seat}), False
    if mode == "goldfish":
        win.start_new({"mode": Mode.GOLDFISH, "decks": _decks(), "seed": seed, "names": names})
        return frozenset({0}), False
    if mode == "lab_game":  # a game of the goldfish lab, opened from its record
        g = goldfish.new_goldfish_game(starter_deck("lyra"), seed)
        rng = random.Random(seed)
        for _ in range(12):
            if g.pending is None:
                break
            g.answer(random_answer(g.pending, rng))
            goldfish.auto_play(g, {goldfish.IDLE_PLAYER})
        win.start_session(GameSession(Game.from_record(g.record), Mode.GOLDFISH,
                                      autosave=storage.autosave_path()))
        return frozenset({0}), False
    if mode == "lesson":
        lesson = course()[seed % len(course())]
        lessons_ui.start_lesson(win, lesson)
        return frozenset({lesson.learner}), False
    if mode == "report":  # a ruling report opens at the reported decision, for two people
        from engine.report import write_report

        g = Game.new(_decks(), seed=seed, names=tuple(names))
        rng = random.Random(seed)
        for _ in range(seed % 9 + 3):
            g.answer(random_answer(g.pending, rng))
        write_report(tmp / "report.json", g, "a note")
        win.load_from(tmp / "report.json")
        return frozenset({0, 1}), False
    raise AssertionError(mode)


def allowed_faces(win, seats: frozenset[int]) -> set[int]:  # type: ignore[no-untyped-def]
    """The objects the given seats may see: what their own views show."""
    out: set[int] = set()
    for s in seats:
        stack: list[Any] = [win.game.view(s)]
        while stack:
            x = stack.pop()
            if isinstance(x, dict):
                if isinstance(x.get("oid"), int):
                    out.add(x["oid"])
                stack.extend(x.values())
            elif isinstance(x, list):
                stack.extend(x)
    return out


def check(win, people: frozenset[int], open_hands: bool) -> None:  # type: ignore[no-untyped-def]
    d = win.game.pending
    assert win.session.display.open_hands == open_hands  # the game's own options
    assert win.open_badge.isVisible() == open_hands  # said on the table
    if open_hands:
        return  # every hand face up is the teacher's explicit choice
    if win.handoff.isVisible():
        assert len(people) == 2, "a curtain with one person at the screen"
        assert d is not None and win.handoff.player == d.player
        assert win.hand_on_screen() == set()
        return
    eyes = win.table.view["viewer"]
    assert eyes in people, f"the table is drawn from seat {eyes}, not a person's"
    if d is not None and d.player in people:
        assert eyes == d.player, "the table is not the deciding person's"
    assert win.hand_on_screen() <= {eyes}
    leaked = set(faces_on_table(win)) - allowed_faces(win, frozenset({eyes}))
    assert not leaked, f"faces hidden from seat {eyes} on screen: {leaked}"


def step(win, action: str, rng: random.Random, tmp, qtbot) -> str | None:  # type: ignore[no-untyped-def]
    """Do `action`; return a mode to switch to, if the action is a switch."""
    s = win.session
    if win.game.over and action == "answer":
        action = "undo"
    if action == "answer" and win.handoff.isVisible():
        action = "reveal"
    if action == "answer":
        d = win.my_decision()
        if d is not None:
            win.submit(random_answer(d, rng))
        elif s.ai_seats:  # the computer's turn: let it play
            qtbot.waitUntil(lambda: win.game.over or win.my_decision() is not None,
                            timeout=20000)
    elif action == "reveal":
        if win.handoff.isVisible():
            win.handoff.reveal_button.click()
    elif action == "undo":
        if win.session.can_undo():
            win.undo()
    elif action == "save_load":
        if s.lesson is None:  # a lesson is not saved: it restarts
            win.save_to(tmp / "g.json")
            win.load_from(tmp / "g.json")
    elif action == "resume":
        s.flush_autosave()
        if s.lesson is None and storage.autosave_path().exists():
            shutil.copy(storage.autosave_path(), tmp / "resume.json")
            win.load_from(tmp / "resume.json")
    elif action == "switch":
        return rng.choice(MODES)
    return None


@settings(max_examples=14, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 40), first=st.sampled_from(MODES),
       script=st.lists(st.sampled_from(ACTIONS), min_size=8, max_size=30))
def test_no_mode_shows_a_card_hidden_from_the_people_at_the_screen(
        qtbot, inline_ai, tmp_path, seed, first, script):
    win = make_window(qtbot, Game.new(_decks(), seed=1, names=("A", "B")), Mode.HOTSEAT,
                      handoff=True)
    rng = random.Random(seed)
    people, open_hands = begin(win, first, seed, tmp_path)
    check(win, people, open_hands)
    for action in script:
        switch = step(win, action, rng, tmp_path, qtbot)
        if switch is not None:
            people, open_hands = begin(win, switch, rng.randrange(50), tmp_path)
        elif action in ("save_load", "resume") and open_hands:
            open_hands = False  # a loaded game has its mode's defaults: hands closed
        check(win, people, open_hands)
    if win.ai_seat is not None:
        win.ai_seat.stop()
    win.close()


@pytest.mark.parametrize("mode", MODES)
def test_every_mode_starts_from_its_own_defaults(qtbot, inline_ai, tmp_path, mode):
    """Whatever the game before left behind (hands laid open, hand-off screens off, the
    computer in a seat), a game started or loaded gets its own mode's options."""
    win = make_window(qtbot, Game.new(_decks(), seed=1, names=("A", "B")), Mode.HOTSEAT,
                      handoff=True)
    begin(win, "open_hands", 3, tmp_path)
    win.set_handoff(True)  # the remembered choice stays: hand-off screens in hotseat
    begin(win, "computer_0", 4, tmp_path)
    people, open_hands = begin(win, mode, 5, tmp_path)
    check(win, people, open_hands)
    expect_curtains = mode in ("hotseat", "report")
    assert win.handoff_enabled == expect_curtains
    if expect_curtains:
        assert win.handoff.isVisible() and win.hand_on_screen() == set()
    assert bool(win.session.ai_seats) == mode.startswith("computer")
    if win.ai_seat is not None:
        win.ai_seat.stop()
    win.close()


def test_the_autosave_is_always_the_game_on_the_table(qtbot, inline_ai, tmp_path):
    """Found by the property above: the game left behind flushed its autosave after the
    new game had written its own, so resuming brought back the game that was left (a
    hotseat game instead of the computer game, its curtain and all)."""
    win = make_window(qtbot, Game.new(_decks(), seed=1, names=("A", "B")), Mode.HOTSEAT,
                      handoff=True)
    begin(win, "hotseat", 2, tmp_path)
    win.handoff.reveal_button.click()
    win.submit(random_answer(win.game.pending, random.Random(1)))  # an autosave is due
    begin(win, "computer_0", 3, tmp_path)
    qtbot.wait(50)  # the event loop turns: no late autosave of the game left behind
    assert Game.load(storage.autosave_path()).meta.get("seats") == "greedy,person"
    win.ai_seat.stop()
    win.close()
