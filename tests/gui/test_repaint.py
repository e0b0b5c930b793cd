"""The table repaints only what changed (and draws the other hotseat side ahead of time):
whatever it skips, the picture must be exactly the one a full repaint would give."""

from __future__ import annotations

import random

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from altered_desktop.table import TableWidget
from engine.decks import starter_deck
from engine.game import Game
from engine.policies import random_answer
from tests.gui.conftest import make_window


def full_repaint(table: TableWidget) -> QImage:
    """The board of a brand-new table (empty caches) shown the same state as `table`."""
    fresh = TableWidget()
    fresh.resize(table.size())
    # (the sizes its rows keep this day, `TableWidget._day_hold`: the same layout, so
    # the same picture)
    fresh._day_rows = dict(table._day_rows)
    assert table.view is not None
    fresh.recent = table.recent  # the last events' box, as the window gave it
    fresh.set_view(table.view, extra_hands=table.extra_hands, highlight=table.highlight,
                   playable=table.playable, selected=table.selected,
                   numbers=dict(table.numbers))
    fresh.set_targets(table.exp_targets, table.emblem_targets)
    fresh.set_log_focus(table.log_focus)
    fresh.grab()  # paints
    image = fresh.board.image
    assert image is not None
    return image.copy()


def settle() -> None:
    """Let the event loop run what it deferred (log, drawing the other side ahead)."""
    for _ in range(5):
        QApplication.processEvents()


def test_incremental_board_equals_full_repaint(qtbot) -> None:
    game = Game.new([starter_deck("ordis"), starter_deck("lyra")], seed=3,
                    names=("Ninette", "Lithium"))
    win = make_window(qtbot, game)  # hotseat, open hands: the table turns round often
    rng = random.Random(3)
    checked = partial = 0
    for step in range(40):
        if win.game.over:
            break
        assert win.submit(random_answer(win.game.pending, rng))
        settle()
        win.table.grab()
        redrawn = sum(r.width() * r.height() for r in win.table.board.repainted)
        partial += redrawn < win.table.width() * win.table.height()
        if step % 4 == 0:  # a log entry's objects lit up must repaint too
            win.table.set_log_focus(set(list(win.table.visible_oids())[:2]))
        win.table.grab()  # paints whatever is pending
        shown = win.table.board.image
        assert shown is not None
        assert shown == full_repaint(win.table), f"board differs after answer {step}"
        checked += 1
    assert checked >= 20
    assert partial >= checked // 2  # most answers did not redraw the whole table
