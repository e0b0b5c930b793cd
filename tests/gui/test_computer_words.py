"""What the person at the screen hears of the computer's moves (issue #23, review r6 #2).

The computer's own estimate of a move ("changes the next Dusk by +5.8 (9 statistics for
2 mana)", "keeps the cheap cards to play, puts the dearest in Mana") is its reasoning, which
the table-review rubric forbids drawing for the other seat: a hand-based plan would leak
through the same words.  Play tells the public action only - "Greedy AI plays Kappa from
Hand into its hero Expedition — costs 4" - in the banner, the status bar and the panel;
a developer's option (ALTERED_AI_REASONS, or the setting `ai_reasons`) adds the reason.

The AI thinks on the GUI thread here (the `inline_ai` fixture of tests/gui/conftest.py)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from altered_desktop import ai_seat, storage, visibility
from altered_desktop.log_dock import entry_line
from altered_desktop.session import Mode
from engine.ai.players import make_player
from engine.decisions import Decision, Option
from engine.decks import starter_deck
from engine.game import Game
from tests.gui.conftest import make_window


def _computer_game(qtbot: Any) -> Any:
    decks = [starter_deck("lyra"), starter_deck("ordis")]
    win = make_window(qtbot, Game.new(decks, seed=99, names=("A", "B")), Mode.HOTSEAT)
    win.start_new({"mode": Mode.HOTSEAT, "decks": decks, "seed": 17,
                   "names": ["Ninette", "Player 2"], "handoff": True, "ai": "greedy",
                   "ai_seat": 1, "ai_options": {"pace_ms": 0}})
    return win


def _play(qtbot: Any, monkeypatch: pytest.MonkeyPatch, moves_wanted: int
          ) -> tuple[list[str], list[tuple[str, ...]]]:
    """A game against the greedy computer until it has moved `moves_wanted` times: its
    reasons as it gave them, and for each move every text shown to the person then (the
    banner, the status bar, the panel, the "Just now" box, the log's lines)."""
    reasons: list[str] = []
    think = ai_seat.think

    def recording_think(*args: Any) -> tuple[Any, str]:
        answer, reason = think(*args)
        reasons.append(reason)
        return answer, reason

    monkeypatch.setattr(ai_seat, "think", recording_think)
    win = _computer_game(qtbot)
    seat = win.ai_seat
    shown: list[tuple[str, ...]] = []

    def look(_sentence: str) -> None:
        win.show_recent()
        shown.append((seat.banner.text(), win.statusBar().currentMessage(),
                      win.panel.title.text(), win.panel.prompt.text(), win.panel.news.text(),
                      *win.table.recent, *(entry_line(e) for e in win.game.log)))

    seat.moved.connect(look)
    person = make_player("greedy", 3)  # a person who plays on, for a long game
    while len(shown) < moves_wanted and not win.game.over:
        d = win.game.pending
        if d.player == 1:
            qtbot.waitUntil(lambda: win.game.over or win.game.pending.player != 1
                            or len(shown) >= moves_wanted, timeout=20000)
        else:
            win.submit(d.normalise(person.decide(win.game.view(0), d)))
    assert len(shown) >= moves_wanted, "the computer moved too seldom"
    seat.stop()
    win.close()
    return [r for r in reasons if r], shown


def test_the_person_hears_the_computers_moves_not_its_reasons(qtbot, inline_ai,
                                                               monkeypatch):
    monkeypatch.delenv(ai_seat.REASONS_ENV, raising=False)
    reasons, shown = _play(qtbot, monkeypatch, 30)
    # the computer did reason, in words worth hiding: its estimates of a play
    assert any("changes the next Dusk by" in r for r in reasons), reasons[:5]
    for texts in shown:
        for text in texts:
            told = [r for r in reasons if r in text]
            assert not told, f"{text!r} tells the computer's reasoning {told}"
            assert not re.search(r"Dusk by [+-]\d|statistics for \d", text), text
    # ... and its moves, as public actions: "Greedy AI plays Lyra Skald from Hand into
    # its hero Expedition — costs 2", told in the banner and status bar alike (the
    # panel only says that it thinks: the "Just now" box above it has the moves)
    plays = [t[1] for t in shown if t[1].startswith("Greedy AI plays ")]
    assert plays, [t[1] for t in shown][:5]
    assert all(re.fullmatch(r"Greedy AI plays .+ — costs \d+( \(.*\))?", p)
               or re.fullmatch(r"Greedy AI plays .+ \(.*\) — costs \d+", p) for p in plays), plays
    assert any(t[1] == t[0] for t in shown)  # the banner says what the status bar says
    waiting = [t for t in shown if "Greedy AI" in t[2]]
    assert waiting and all(t[2] == "Waiting for Greedy AI…" and not t[4] for t in waiting)


def test_a_developer_can_hear_the_reasons(qtbot, inline_ai, monkeypatch):
    monkeypatch.setenv(ai_seat.REASONS_ENV, "1")
    reasons, shown = _play(qtbot, monkeypatch, 10)
    status = [t[1] for t in shown]
    assert any(r in s for r in reasons for s in status), status[:3]
    assert any("changes the next Dusk by" in s for s in status), status


def test_the_reasons_option_is_off_unless_asked(monkeypatch):
    monkeypatch.delenv(ai_seat.REASONS_ENV, raising=False)
    assert storage.DEFAULT_SETTINGS["ai_reasons"] is False
    assert not ai_seat.reasons_shown()
    storage.save_settings({"ai_reasons": True})
    assert ai_seat.reasons_shown()
    monkeypatch.setenv(ai_seat.REASONS_ENV, "0")  # the environment has the last word
    assert not ai_seat.reasons_shown()
    storage.save_settings({"ai_reasons": False})
    monkeypatch.setenv(ai_seat.REASONS_ENV, "yes")
    assert ai_seat.reasons_shown()


def _turn(*options: Option) -> Decision:
    return Decision(1, "turn", "Your turn", options)


def test_each_kind_of_move_is_said_of_its_player():
    """The option's label tells the deciding seat what to do; the sentence tells its
    opponent what it did, in the third person."""
    said = visibility.screened_move
    play = Option("play:5:hero", "Play Kappa from Hand into your hero Expedition — costs 4",
                  (5,), "play")
    quick = Option("quick:2:0", "Nevenka & Blotch: [T]: Target a Character you control",
                   (2,), "quick")
    passing = Option("pass", "Pass for the rest of the Afternoon", (), "pass")
    d = _turn(play, quick, passing)
    assert said("Lithium", d, "play:5:hero", "", lambda o: False, ()) \
        == "Lithium plays Kappa from Hand into its hero Expedition — costs 4"
    assert said("Lithium", d, "pass", "", lambda o: True, ()) \
        == "Lithium passes for the rest of the Afternoon"
    assert said("Lithium", d, "quick:2:0", "", lambda o: True, ()) \
        == "Lithium uses Nevenka & Blotch: [T]: Target a Character you control"
    target = Decision(1, "target", "Choose a target", (
        Option("t:7", "Kakoba (Ninette's hero Expedition)", (7,)),
        Option("t:8", "Lyra Skald (Ninette's companion Expedition)", (8,))))
    assert said("Lithium", target, "t:8", "", lambda o: True, ()) \
        == "Lithium targets Lyra Skald (Ninette's companion Expedition)"
    cleanup = Decision(1, "cleanup", "Keep two", (
        Option("a", "Tanuki", (3,)), Option("b", "Kappa", (4,)), Option("c", "Atlas", (6,))),
        min=2, max=2)
    assert said("Lithium", cleanup, ["a", "b"], "", lambda o: True, ()) \
        == "Lithium keeps Tanuki and Kappa in Reserve"
    # the reason, for a developer, after the move
    assert said("Lithium", d, "pass", "nothing left worth playing", lambda o: True, ()) \
        == "Lithium passes for the rest of the Afternoon — nothing left worth playing"


def test_the_move_banner_fits_the_board_at_1366(qtbot, inline_ai, monkeypatch):
    """Review r6: at 1366 the banner ran off the window ("…puts the dearest in M…").
    Any sentence, the longest a developer may see included, is written whole on as many
    lines as it needs, inside the board (left of the prompt panel)."""
    monkeypatch.delenv(ai_seat.REASONS_ENV, raising=False)
    win = _computer_game(qtbot)
    win.resize(1366, 708)
    qtbot.wait(20)
    seat = win.ai_seat
    t = win.table
    board = t.width() - t.side_width
    long = ("Greedy AI plays Paint Prison from Hand (discarding a Reserve card to pay "
            "less) — costs 3 — keeps the cheap cards to play, puts the dearest in Mana; "
            "Paint Prison in the companion Expedition changes the next Dusk by +5.8")
    for text in ("Greedy AI is thinking…", "Greedy AI passes for the rest of the Afternoon",
                 long):
        seat._show_banner(text)
        b = seat.banner
        assert b.isVisible()
        geo = b.geometry()
        assert geo.left() >= 0 and geo.right() <= board, (text, geo, board)
        assert geo.top() >= 0 and geo.bottom() <= t.height()
        # every line shown whole: the label is as tall as its words need at its width
        assert b.height() >= b.heightForWidth(b.width()) if b.wordWrap() \
            else b.width() >= b.sizeHint().width(), text
        if text != long:
            assert not b.wordWrap()  # a short one stays on one line
    seat.stop()
    win.close()
