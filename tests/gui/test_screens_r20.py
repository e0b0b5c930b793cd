"""Review round 20's defects on the screens round the table: the teaching log's handle
and its key L live beside the hotseat hand-off screen (#19)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from altered_desktop.session import Mode
from engine.decks import starter_deck
from engine.game import Game
from tests.gui.conftest import make_window, play


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)], ids=["1366", "1920"])
def test_the_log_cannot_be_opened_from_behind_a_hand_off_screen(qtbot, size):
    """Review r20 #19: the status bar's "Teaching log (L)" button stayed live beside the
    hand-off screen, as if it could open the log over the hidden table.  While the
    curtain is up the button, the View menu's entry and the L key do nothing; once the
    seat shows its table they open the log again."""
    game = Game.new([starter_deck("lyra"), starter_deck("ordis")], seed=21,
                    names=("Ninette", "Lithium"))
    win = make_window(qtbot, game, Mode.HOTSEAT, handoff=True)
    win.resize(*size)
    qtbot.wait(20)
    win.handoff.reveal_button.click()
    win.log_dock.hide()
    qtbot.wait(10)
    for _ in range(60):
        if win.handoff.isVisible():
            break
        play(win, 1)
    assert win.handoff.isVisible()
    dock, opener, toggle = win.log_dock, win.log_opener, win.log_toggle
    assert not dock.isVisible()
    assert opener.isVisible() and not opener.isEnabled() and not toggle.isEnabled()
    qtbot.mouseClick(opener, Qt.MouseButton.LeftButton)
    toggle.trigger()  # the View menu's entry and its key L
    qtbot.keyClick(win, Qt.Key.Key_L)
    qtbot.wait(10)
    assert not dock.isVisible()
    win.handoff.reveal_button.click()
    qtbot.wait(10)
    assert opener.isEnabled() and toggle.isEnabled()
    qtbot.mouseClick(opener, Qt.MouseButton.LeftButton)
    qtbot.wait(10)
    assert dock.isVisible() and not dock.covered
