"""The teaching log's drawer on a laptop screen shows a handful of events, not two
(review r14, issue #23: at 1366x768 the open drawer showed two events above its rule box's
standing hint and its export button, lying between the Day's strip and the prompt panel)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from altered_desktop.main_window import MainWindow
from altered_desktop.session import GameSession, Mode
from tools import played_game

#: the events a player reads at once in the open drawer at 1366x768
LEAST_ROWS = 5


def _full_board(qtbot) -> MainWindow:  # type: ignore[no-untyped-def]
    """The review's full hotseat board (seed 91's day 8) at 1366x768, the seat to play
    shown the table."""
    game = played_game.new_game(played_game.FULL_BOARD_SEED)
    win = MainWindow(GameSession(game, Mode.HOTSEAT))
    qtbot.addWidget(win)
    win.setWindowState(Qt.WindowState.WindowNoState)
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    played_game.play_to(game, played_game.FULL_BOARD_TURN, submit=win.submit)
    qtbot.wait(50)
    if win.handoff.isVisible():  # the seat to play shows who sits at the computer
        win.handoff.reveal_button.click()
    return win


def _whole_rows(dock) -> int:  # type: ignore[no-untyped-def]
    """How many event rows lie whole in the drawer's list."""
    tree = dock.tree
    port = tree.viewport().rect()
    return sum(1 for item in dock.entry_items()
               if not tree.visualItemRect(item).isEmpty()
               and port.contains(tree.visualItemRect(item)))


def test_the_open_drawer_shows_five_events_at_1366_beside_the_choices(qtbot):
    win = _full_board(qtbot)
    win.log_opener.click()
    qtbot.wait(100)
    dock = win.log_dock
    assert dock.lying_over and dock.isVisible() and not dock.covered
    assert _whole_rows(dock) >= LEAST_ROWS, _whole_rows(dock)
    # the choices and Pass stay in sight under it
    shown = [b for b in win.panel.findChildren(QPushButton)
             if b.isVisibleTo(win.panel) and b.text()]
    # Pass stands beside the hand where it has room (the column's hidden, review r20 #5)
    shown += [win.pass_by_hand] if win.pass_by_hand.isVisible() else []
    assert any("Pass" in b.text() for b in shown)
    for b in shown:
        assert not dock.geometry().contains(b.mapTo(win, b.rect().center())), b.text()
    # an entry clicked explains its rule in the drawer, and the list keeps rows in sight
    item = dock.entry_items()[-1]
    dock.tree.setCurrentItem(item)
    qtbot.wait(20)
    assert dock.explain.isVisible() and "Rule" in dock.explain.text()
    assert dock.explain_box.height() <= 0.45 * dock.height()
    assert _whole_rows(dock) >= 2
