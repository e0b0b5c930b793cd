"""Dusk you can watch (issue #14): after an answer that ran Progress the markers that
moved glide to their new regions (under half a second) with the comparisons told over
the Adventure; a click skips it; it is off in the settings and in the tests."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt

from altered_desktop.session import Mode
from altered_desktop.table_motion import DURATION_MS
from engine.decks import starter_deck
from engine.game import Game
from engine.policies import random_answer
from tests.gui.conftest import make_window


def _to_first_move(win, on):  # type: ignore[no-untyped-def]
    """Answer until a Progress moves a marker; return the answers' count then."""
    win.set_animations(on)
    rng = random.Random(1)
    for _ in range(600):
        before = [p["expeditions"][e]["position"] for p in win.game.view(None)["players"]
                  for e in ("hero", "companion")]
        win.submit(random_answer(win.game.pending, rng))
        after = [p["expeditions"][e]["position"] for p in win.game.view(None)["players"]
                 for e in ("hero", "companion")]
        if before != after:
            return
    raise AssertionError("no Expedition moved")


def _window(qtbot):  # type: ignore[no-untyped-def]
    game = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=3)
    return make_window(qtbot, game, Mode.HOTSEAT)


def test_markers_glide_after_a_dusk_and_a_click_skips(qtbot):
    win = _window(qtbot)
    _to_first_move(win, True)
    show = win.table.motion
    assert show.running
    assert show.moves, "a marker that moved is shown moving"
    assert any("beats the facing Expedition" in line for line in show.lines)
    assert all(": in its region's terrains" not in line for line in show.lines)
    assert DURATION_MS < 500
    m = show.moves[0]
    assert m.start != m.end
    qtbot.mouseClick(win.table, Qt.MouseButton.LeftButton)
    assert not show.running  # skipped at once


def test_the_show_lasts_under_half_a_second_and_ends_by_itself(qtbot):
    win = _window(qtbot)
    _to_first_move(win, True)
    assert win.table.motion.anim.duration() < 500
    # (the wait allows for a busy test machine: the clock is the animation's own)
    qtbot.waitUntil(lambda: not win.table.motion.running, timeout=3000)
    assert win.table.motion.t == 1.0 and not win.table.motion.moves


def test_no_show_when_animations_are_off(qtbot):
    win = _window(qtbot)
    assert not win.table.animations  # the tests' settings turn them off
    _to_first_move(win, False)
    assert not win.table.motion.running
    assert not win.act_animations.isChecked()


def test_a_tumult_card_turns_over_and_rest_is_told(qtbot):
    """7.3.17.b: entering a face-down Tumult region reveals it — the show turns its
    back over; the Night's Rest (4.2.5.b) is told in the banner too."""
    win = _window(qtbot)
    win.set_animations(True)
    rng = random.Random(1)
    for _ in range(900):
        if win.game.over:
            break
        win.submit(random_answer(win.game.pending, rng))
        show = win.table.motion
        if show.running and show.flips:
            assert any("Tumult card is revealed" in line for line in show.lines) or \
                len(show.lines) == 6
            regions = [i.rect for i in win.table.items if i.kind == "region"]
            assert all(f in regions for f in show.flips)
            return
    raise AssertionError("no Tumult card was revealed")

