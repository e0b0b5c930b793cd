"""The "Just now" recap (review r7 #4, one name since r8 #8): as tall as its lines,
with the prompt panel right under it while it is up, so the decision list is not cut
by an empty band of a stale box; back under the last events' box when it goes."""

from __future__ import annotations

from PySide6.QtCore import Qt

from altered_desktop import table_overlay
from altered_desktop.session import Mode
from tests.gui.conftest import make_window
from tools import played_game


def test_the_recap_fits_its_lines_and_the_decision_list_rises_under_it(qtbot):
    game = played_game.new_game(played_game.FULL_BOARD_SEED)
    win = make_window(qtbot, game, Mode.HOTSEAT, handoff=True)
    win.setWindowState(Qt.WindowState.WindowNoState)
    win.resize(1366, 768)
    qtbot.wait(50)
    played_game.play_to(game, played_game.FULL_BOARD_TURN, submit=win.submit)
    win.handoff.reveal_button.click()  # Ninette back at the table: Lithium's moves told
    qtbot.wait(50)
    table = win.table
    recap = table._recap_rect()
    assert recap is not None
    title, lines = table._recap
    assert 2 <= len(lines) <= 6  # Lithium's turn, in a few lines
    # as tall as its lines (the room it may take is the last events' box, taller)
    recent = table.placement.recent_rect
    need = table_overlay.recap_rect(recap, title, lines).height()
    assert recap.height() == need < recent.bottom() - recap.top() - 20
    # the prompt panel starts right under it, not under the box it covers
    panel_top = win.panel.geometry().top()
    assert recap.bottom() < panel_top <= recap.bottom() + 12
    assert panel_top < table.placement.panel_top - 20
    # the recap goes (a click, or 15 s): the panel goes back under the last events
    table.clear_recap()
    qtbot.wait(20)
    assert abs(win.panel.geometry().top() - table.placement.panel_top) <= 2
