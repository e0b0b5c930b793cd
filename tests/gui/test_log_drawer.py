"""The teaching log as a drawer (issue #23): closed by default on a window narrower than
about 1600 px, one key away (L), and its handle in plain sight in the status bar, saying
what the log holds (review r6 #11: at 1366 only "full log: L" in a corner told of it)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from altered_desktop.main_window import LOG_OPEN_FROM_WIDTH, MainWindow
from altered_desktop.session import GameSession, Mode
from tools import played_game


def _window(qtbot, width: int) -> MainWindow:  # type: ignore[no-untyped-def]
    game = played_game.new_game()
    played_game.play_to(game, played_game.DAY3_TURN)
    win = MainWindow(GameSession(game, Mode.HOTSEAT))
    qtbot.addWidget(win)
    win.setWindowState(Qt.WindowState.WindowNoState)
    win.resize(width, 768)
    win.show()
    qtbot.waitExposed(win)
    qtbot.wait(50)  # the status bar lays its widgets out
    return win


def test_a_laptop_window_opens_with_the_drawer_shut_and_its_handle_in_sight(qtbot):
    win = _window(qtbot, 1366)
    assert 1366 < LOG_OPEN_FROM_WIDTH
    opener = win.log_opener
    assert not win.log_dock.isVisible()
    assert opener.isVisible() and win.statusBar().isAncestorOf(opener)
    assert "Teaching log" in opener.text() and "(L)" in opener.text()
    assert "rule" in opener.text()  # what it holds, not only its key
    assert opener.width() >= opener.sizeHint().width()  # whole, not squeezed
    # no taller than the status line: the table keeps its height
    assert opener.height() <= win.status_label.fontMetrics().height() + 4
    opener.click()
    assert win.log_dock.isVisible() and "Hide" in opener.text()
    # the game so far is in it, day by day (the scenes of the review play from the start)
    days = [win.log_dock.tree.topLevelItem(i).text(0)
            for i in range(win.log_dock.tree.topLevelItemCount())]
    assert days == ["Day 1", "Day 2", "Day 3"]
    # L (the View menu's action) shuts it again, and the handle follows
    win.log_dock.toggleViewAction().trigger()
    assert not win.log_dock.isVisible() and "Teaching log" in opener.text()


def test_a_wide_window_opens_with_the_drawer_open(qtbot):
    win = _window(qtbot, 1920)
    assert win.log_dock.isVisible()
    assert "Hide" in win.log_opener.text()
