"""Dusk you can watch (issues #14 and #23): after an answer that ran Progress (4.2.4) the
markers that moved glide to their new regions one after the other, with each comparison
told over the Adventure in its turn, in about three seconds; a click skips it; behind a
hand-off screen it waits for the next seat to reveal the table; the winning Dusk plays
before the end screen; it is off in the settings and in the tests."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt

from altered_desktop.session import Mode
from altered_desktop.table_motion import DURATION_MS, DUSK_SHOW_MS, banner_rect
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


def test_the_show_takes_about_three_seconds_one_comparison_at_a_time(qtbot):
    win = _window(qtbot)
    _to_first_move(win, True)
    show = win.table.motion
    assert 2500 <= show.anim.duration() == DUSK_SHOW_MS <= 3500
    # the comparisons are told one after another, the markers move one after another
    show.t = 0.0
    assert show.lines_shown() == 1
    show.t = 0.85
    assert show.lines_shown() == len(show.lines)
    if len(show.moves) > 1:
        show.t = 0.7 / len(show.moves)
        assert show.marker_t(0) == 1.0 and show.marker_t(1) == 0.0
    # (the wait allows for a busy test machine: the clock is the animation's own)
    qtbot.waitUntil(lambda: not show.running, timeout=8000)
    assert show.t == 1.0 and not show.moves


def test_the_banner_grows_with_its_lines_and_never_cuts_one():
    from PySide6.QtCore import QRect, QRectF
    from PySide6.QtGui import QFontMetrics

    from altered_desktop import theme
    from altered_desktop.table_motion import BANNER_PX

    track = QRectF(0, 300, 700, 70)
    long = ("Ninette's companion Expedition (12/5/6 against 6/5/8) beats the facing "
            "Expedition in forest (12 against 6) and moves forward to region 6")
    one, three = banner_rect(track, [long], 1), banner_rect(track, [long] * 3, 3)
    assert three.height() > one.height() * 2
    fm = QFontMetrics(theme.font(BANNER_PX))
    wrapped = fm.boundingRect(QRect(0, 0, int(one.width() - 24), 10_000),
                              int(Qt.TextFlag.TextWordWrap), long)
    assert wrapped.height() <= one.height() - 12  # the whole line, wrapped, fits


def test_a_dusk_behind_the_handoff_screen_plays_once_the_table_is_revealed(qtbot):
    """Hotseat with hand-off screens: the Dusk the last pass ran is not shown to the
    curtain; the seat that reveals the table sees it first (issue #23)."""
    game = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=3)
    win = make_window(qtbot, game, Mode.HOTSEAT, handoff=True)
    win.set_animations(True)
    rng = random.Random(1)
    for _ in range(900):
        if win.handoff.isVisible():
            due = win._dusk_due.get(win.handoff.player)
            if due is not None and any("Expedition" in line for line in due[1]):
                assert not win.table.motion.running  # nobody watches a curtain
                win.handoff.reveal_button.click()
                assert win.table.motion.running and win.table.motion.lines
                return
            win.handoff.reveal_button.click()
        win.table.motion.skip()
        win.submit(random_answer(win.game.pending, rng))
    raise AssertionError("no Dusk happened behind a hand-off screen")


def test_each_seat_sees_each_dusk_once(qtbot):
    """The seat that passed last watches the Dusk at once; the other seat, who was not
    in front of the screen, watches the same Dusk after the hand-off."""
    from tools.table_scenes import day3_game

    game = day3_game()
    win = make_window(qtbot, game, Mode.HOTSEAT, handoff=True)
    win.set_animations(True)
    win.handoff.reveal_button.click()
    win.submit("pass")  # Ninette passes
    win.handoff.reveal_button.click()
    win.submit("pass")  # Lithium passes: Dusk (4.2.4) with Lithium in front
    shown_to_lithium = list(win.table.motion.lines) if win.table.motion.running else \
        list(win._dusk_due.get(1, (None, []))[1])
    assert any("Expedition" in line for line in shown_to_lithium)
    for _ in range(20):  # Lithium settles the Night's choices, then the table turns
        if win.handoff.isVisible():
            break
        win.table.motion.skip()
        win.submit(game.pending.options[0].id)
    assert win.handoff.isVisible() and win.handoff.player == 0
    assert not win.table.motion.running
    win.handoff.reveal_button.click()
    assert win.table.motion.running  # Ninette sees the Dusk she missed
    assert any("Expedition" in line for line in win.table.motion.lines)
    win.table.motion.skip()
    assert 0 not in win._dusk_due  # once


def test_the_winning_dusk_plays_before_the_end_screen(qtbot):
    game = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=3)
    win = make_window(qtbot, game, Mode.HOTSEAT)
    win.set_animations(True)
    rng = random.Random(1)
    while not game.over:
        win.table.motion.skip()
        win.submit(random_answer(game.pending, rng))
    assert win.table.motion.running and not win.game_over.isVisible()
    win.table.motion.skip()  # a click: the end screen follows at once
    assert win.game_over.isVisible()


def test_no_show_when_animations_are_off(qtbot):
    win = _window(qtbot)
    assert not win.table.animations  # the tests' settings turn them off
    _to_first_move(win, False)
    assert not win.table.motion.running
    assert not win.act_animations.isChecked()


def test_a_tumult_card_turns_over_and_rest_is_told(qtbot):
    """7.3.17.b: entering a face-down Tumult region reveals it — the show turns its
    back over and the banner tells the reveal."""
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
                len(show.lines) == 8
            regions = [i.rect for i in win.table.items if i.kind == "region"]
            assert all(f in regions for f in show.flips)
            return
    raise AssertionError("no Tumult card was revealed")

