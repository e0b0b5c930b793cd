"""Issue #23, the side column's words (fresh-eyes review after r10): a quick action says
its card's name and its text (whole since review r13, tests/gui/test_panel_r13.py), the
card's whole text also on hover, and the "Just now" box with one hint and one behaviour whether it shows
the last events or a recap over them."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QFontMetrics

from altered_desktop import log_dock, symbol_text
from altered_desktop.decision_panel import line_width, one_line
from altered_desktop.session import Mode
from tests.gui.conftest import make_window
from tools import played_game


def _full_board(qtbot):  # type: ignore[no-untyped-def]
    """The review's full board: Ninette to play on day 8, her Hero's quick action (a
    long text with a die's three results) among her options."""
    game = played_game.new_game(played_game.FULL_BOARD_SEED)
    played_game.play_to(game, played_game.FULL_BOARD_TURN)
    win = make_window(qtbot, game, Mode.HOTSEAT)
    win.resize(1366, 708)
    qtbot.wait(50)
    win.refresh()
    return win, game


def test_a_quick_action_is_its_name_and_its_gist_and_its_tooltip(qtbot):
    """Its card's name over what it does, whole to the end of its sentence (review r13
    #6: the one-line cut "Target a Character you…"; r19 #7: the die's results are the
    tooltip's and the card's, not said twice in the column)."""
    win, game = _full_board(qtbot)
    quick = next(o for o in game.pending.options if o.detail == "quick")
    b = win.panel.option_buttons[quick.id]
    assert b.isVisible()
    name, *effect = b.text().replace("&&", "&").split("\n")
    number = next(n for n, x in win.panel._numbered.items() if x is b)
    assert name == f"{number}. {quick.label.args['card']}"
    assert effect[0].startswith("[T]: Target a Character") and "…" not in b.text()
    assert " ".join(effect).endswith("then roll a die")
    # the whole text is also its tooltip, symbols in words
    assert b.toolTip() == symbol_text.plain(str(quick.label))
    assert "6+" in b.toolTip() and "1, send it to Reserve" in b.toolTip()


def test_one_line_cuts_at_a_word_and_counts_symbols_as_icons(qtbot):
    from PySide6.QtGui import QFont

    fm = QFontMetrics(QFont("DejaVu Sans", 10))
    text = "Nevenka & Blotch: [T]: Target a Character you control, then roll a die.\nOn a:"
    for width in (80, 150, 260, 400):
        cut = one_line(text, fm, width)
        assert "\n" not in cut
        assert line_width(cut, fm) <= width or " " not in cut  # one word left at least
        body = cut.removesuffix("…")
        assert " ".join(text.split()).startswith(body)  # whole words, in order
    assert one_line("Short: [T]", fm, 400) == "Short: [T]"


def _recap_hint_and_box_hint() -> tuple[str, str]:
    from altered_desktop import table_overlay, table_paint

    return table_overlay.recap_hint(), table_paint.recent_hint()


def test_the_just_now_box_and_its_recap_say_one_hint(qtbot):
    recap, box = _recap_hint_and_box_hint()
    assert recap == box == log_dock.just_now_hint()
    assert "L" in box and "click" in box.lower()


def test_a_click_on_the_recap_opens_the_whole_log_as_the_box_does(qtbot):
    win, _game = _full_board(qtbot)
    t = win.table
    win.log_dock.hide()
    # the box of the last events: a click opens the whole log
    box = t.placement.recent_rect
    assert not box.isEmpty()
    qtbot.mouseClick(t, Qt.MouseButton.LeftButton, pos=box.center().toPoint())
    assert win.log_dock.isVisible()
    win.log_dock.hide()
    # the same box while a recap covers it: the same click, the same log (and the
    # recap, read, goes)
    t.show_recap("Just now", ["Lithium: plays Kakoba, Legion Commander from Hand"])
    r = t._recap_rect()
    assert r is not None
    qtbot.mouseClick(t, Qt.MouseButton.LeftButton, pos=QPointF(r.center()).toPoint())
    assert win.log_dock.isVisible()
    assert t._recap is None
    # a click elsewhere on the table closes a recap and opens nothing
    win.log_dock.hide()
    t.show_recap("Just now", ["Lithium: passes"])
    away = next(i for i in t.items if i.kind == "region").rect.center()
    qtbot.mouseClick(t, Qt.MouseButton.LeftButton, pos=away.toPoint())
    assert t._recap is None and not win.log_dock.isVisible()


def test_pointing_at_a_quick_action_enlarges_its_card_with_the_whole_text(qtbot):
    """The button says one line; its card - the Hero, with its whole text - is
    enlarged while the pointer rests on it (in the column's free room, else over the
    board), and put away when the pointer leaves."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QEnterEvent
    from PySide6.QtWidgets import QApplication

    win, game = _full_board(qtbot)
    quick = next(o for o in game.pending.options if o.detail == "quick")
    b = win.panel.option_buttons[quick.id]
    QApplication.sendEvent(b, QEnterEvent(QPointF(4, 4), QPointF(4, 4), QPointF(4, 4)))
    card, _anchor = win.table.zoom_target()
    assert card is not None and card["oid"] == quick.objects[0]
    assert card["zone"] == "hero" and "6+" in card["text"]
    shown = win.preview.isVisible() or win.table._zoom_card() is not None
    assert shown and not (win.preview.isVisible() and win.table._zoom_card() is not None)
    QApplication.sendEvent(b, QEvent(QEvent.Type.Leave))
    assert win.table.zoom_target()[0] is None
    assert not win.preview.isVisible() and win.table._zoom_card() is None
