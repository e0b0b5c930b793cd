"""The teaching log as a drawer (issue #23): closed by default on a window narrower than
about 1600 px, one key away (L), and its handle in plain sight in the status bar, saying
what the log holds (review r6 #11: at 1366 only "full log: L" in a corner told of it)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QPushButton

from altered_desktop.main_window import LOG_OPEN_FROM_WIDTH, MainWindow
from altered_desktop.session import GameSession, Mode
from tools import played_game


def _window(qtbot, width: int,  # type: ignore[no-untyped-def]
            reveal: bool = True) -> MainWindow:
    """The review's game at day 3 in a hotseat window `width` px wide, its table shown
    (`reveal`: the log's handle is shut behind the hand-off screen, review r20 #19)."""
    game = played_game.new_game()
    win = MainWindow(GameSession(game, Mode.HOTSEAT))
    qtbot.addWidget(win)
    win.setWindowState(Qt.WindowState.WindowNoState)
    win.resize(width, 768)
    win.show()
    qtbot.waitExposed(win)
    qtbot.wait(50)  # the status bar lays its widgets out
    # played through the window, as a player would: the log grows with the game
    played_game.play_to(game, played_game.DAY3_TURN, submit=win.submit)
    qtbot.wait(50)
    if reveal and win.handoff.isVisible():
        win.handoff.reveal_button.click()
        qtbot.wait(20)
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
    tree = win.log_dock.tree
    tree.scrollToTop()  # wherever the shut drawer's list stood (rows re-wrap on opening)
    opener.click()
    assert win.log_dock.isVisible() and "Hide" in opener.text()
    qtbot.wait(100)
    # opening the drawer brings the newest entry into full view
    newest = win.log_dock.entry_items()[-1]
    assert tree.viewport().rect().contains(tree.visualItemRect(newest))
    # the game so far is in it, day by day (the scenes of the review play from the start)
    days = [win.log_dock.tree.topLevelItem(i).text(0)
            for i in range(win.log_dock.tree.topLevelItemCount())]
    assert days == ["Day 1", "Day 2", "Day 3"]
    # L (the View menu's action) shuts it again, and the handle follows
    win.log_dock.toggleViewAction().trigger()
    assert not win.log_dock.isVisible() and "Teaching log" in opener.text()


def test_a_wide_window_opens_with_the_drawer_open(qtbot):
    """Beside the table; behind a hand-off screen it is folded away, and opens with the
    table (review r16 #15)."""
    win = _window(qtbot, 1920, reveal=False)
    assert win.handoff.isVisible()
    assert not win.log_dock.isVisible()
    win.handoff.reveal_button.click()
    qtbot.wait(20)
    assert win.log_dock.isVisible()
    assert "Hide" in win.log_opener.text()


def test_the_days_routine_is_written_dimmer_and_still_readable(qtbot):
    """With the whole game in it (review r6 #11) the log is mostly routine - a phase
    begins, mana paid, a Reaction waits - around the plays a player looks for.  The
    routine is written dimmer, at 4.5:1 or more on the log's ground; the rest as before."""
    from PySide6.QtGui import QColor

    from altered_desktop import theme
    from altered_desktop.log_dock import ENTRY_ROLE, ROUTINE_COLOUR, ROUTINE_RULES

    win = _window(qtbot, 1920)
    log = win.game.log
    dim = plain = 0
    for item in win.log_dock.entry_items():
        e = log[item.data(0, ENTRY_ROLE)]
        brush = item.data(0, Qt.ItemDataRole.ForegroundRole)
        if e.rule in ROUTINE_RULES:
            dim += 1
            assert brush is not None and brush.color().name() == ROUTINE_COLOUR, e
        else:
            plain += 1
            assert brush is None, e
    assert dim > 10 and plain > 10
    assert theme.contrast(QColor(ROUTINE_COLOUR), QColor("#261d16")) >= 4.5
    # a review's marking of what has happened keeps the routine dim
    win.log_dock.mark_upto(len(log))
    routine = [i for i in win.log_dock.entry_items()
               if log[i.data(0, ENTRY_ROLE)].rule in ROUTINE_RULES]
    assert all(i.data(0, Qt.ItemDataRole.ForegroundRole).color().name() == ROUTINE_COLOUR
               for i in routine)


def test_on_a_laptop_screen_the_drawer_lies_over_the_table_and_leaves_the_board_alone(qtbot):
    """Review r7 #7: docked beside the table at 1366 the drawer took its width from the
    board (the opponent's cards shrank to 102x70, "Aftern…").  It lies over the table
    instead: the table and every card keep their place; Esc or L close it.  Review r8
    #6: over the table's left part it hid the player's Hero and first hand card; it
    lies over the side column now, and covers no card: hands, Heroes, Expeditions."""
    win = _window(qtbot, 1366)
    table = win.table
    before = (table.geometry(), table.side_width,
              [(i.oid, i.rect) for i in table.items if i.oid is not None])
    assert before[2]  # cards in play, in hand: something to compare
    win.log_opener.click()
    qtbot.wait(100)
    dock = win.log_dock
    assert dock.isVisible() and dock.lying_over
    after = (table.geometry(), table.side_width,
             [(i.oid, i.rect) for i in table.items if i.oid is not None])
    assert after == before
    # on top of the table's side column, whole: no card of the board under it
    assert table.geometry().contains(dock.geometry())
    board_right = table.mapTo(win, table.rect().topLeft()).x() + table.width() \
        - table.side_width
    assert dock.geometry().left() >= board_right - 1
    assert dock.geometry().width() >= 260  # room for the log's sentences
    cards = [i for i in table.items if i.kind in ("card", "back", "hand", "hero")
             or i.oid is not None]
    assert any(i.kind == "card" for i in cards)
    for i in cards:
        at = table.mapTo(win, i.rect.topLeft().toPoint())
        assert at.x() + i.rect.width() <= dock.geometry().left() + 1, (i.kind, i.label)
    centre = dock.geometry().center()
    hit = win.childAt(centre)
    assert hit is not None and (hit is dock or dock.isAncestorOf(hit))
    # review r12 #5: the drawer hid the whole prompt panel, Pass included.  The panel
    # sits at the column's foot, the log above it: every choice and Pass can be seen
    # and clicked while a rule is read
    panel = win.panel
    shown = [b for b in panel.findChildren(QPushButton)
             if b.isVisibleTo(panel) and b.text()]
    # Pass stands beside the hand where it has room (the column's hidden, review r20 #5)
    shown += [win.pass_by_hand] if win.pass_by_hand.isVisible() else []
    assert any("Pass" in b.text() for b in shown) and len(shown) >= 3
    for b in shown:
        at = b.mapTo(win, b.rect().center())
        assert not dock.geometry().contains(at), b.text()
        assert win.rect().contains(at), b.text()
    assert panel.scroll.verticalScrollBar().maximum() == 0  # the whole list, unscrolled
    assert dock.height() >= dock.LEAST_OVER_PANEL
    foot = panel.mapTo(win, panel.rect().bottomLeft()).y()
    assert foot >= table.mapTo(win, table.rect().bottomLeft()).y() - 20
    qtbot.keyClick(win, Qt.Key.Key_Escape)
    # closed, the panel goes back under the last events
    qtbot.wait(20)
    assert abs(panel.y() - table.panel_top) <= 1
    assert not dock.isVisible() and "Teaching log" in win.log_opener.text()
    win.log_opener.click()
    assert dock.isVisible()
    dock.toggleViewAction().trigger()  # L
    assert not dock.isVisible()
    # a wide window docks it beside the table again, open or shut as it was
    win.resize(1920, 1000)
    qtbot.wait(50)
    assert not dock.lying_over and not dock.isVisible()
    assert win.dockWidgetArea(dock) == Qt.DockWidgetArea.LeftDockWidgetArea


def test_the_drawer_over_the_table_wears_the_tables_colours(qtbot):
    """Review r8 #6: lying over the table the drawer showed the platform's light grey
    frame and a grey close glyph at 2.6:1.  Its title bar and body are the panel's dark
    brown, its close glyph cream at 4.5:1 or more, and the glyph closes the drawer."""
    from altered_desktop import theme

    win = _window(qtbot, 1366)
    win.log_opener.click()
    qtbot.wait(100)
    dock = win.log_dock
    assert dock.lying_over and dock.isVisible()
    close = dock.drawer_close
    assert close.isVisible()
    shot = dock.grab().toImage()
    # the close glyph's lightest pixel against the title bar behind it
    at = close.mapTo(dock, close.rect().topLeft())
    pixels = [shot.pixelColor(at.x() + x, at.y() + y) for x in range(close.width())
              for y in range(close.height())]
    back = shot.pixelColor(at.x() + 1, at.y() + 1)
    glyph = max(pixels, key=lambda c: c.lightness())
    assert theme.contrast(glyph, back) >= 4.5
    # no platform grey anywhere in the drawer (the old frame was (239, 239, 239)); but
    # the entries' scroll bar, which the app's style sheet dresses (not set here)
    bar = dock.tree.verticalScrollBar()
    bar_rect = QRect(bar.mapTo(dock, QPoint(0, 0)), bar.size()) if bar.isVisible() else QRect()
    greys = sum(1 for x in range(0, shot.width(), 3) for y in range(0, shot.height(), 3)
                if not bar_rect.contains(x, y) and shot.pixelColor(x, y).lightness() > 225
                and abs(shot.pixelColor(x, y).red() - shot.pixelColor(x, y).blue()) < 8)
    assert greys < 40, f"{greys} light grey samples in the drawer"
    close.click()
    assert not dock.isVisible()
