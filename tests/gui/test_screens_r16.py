"""Review round 16's defects on the screens round the table: the log drawer folding away
behind a hand-off (#15); the hover preview (#12) is test_screens_r17's now (review r17
#3 moved it from the board's edge to beside the card)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QAction, QKeySequence

from altered_desktop.session import Mode
from engine.decks import starter_deck
from engine.game import Game
from tests.gui.conftest import make_window, play


def test_the_docked_log_folds_away_behind_a_hand_off_and_comes_back(qtbot):
    """Review r16 #15: at 1920 the docked log stayed open behind the hand-off screen as
    an empty column, the screen's words off the window's middle."""
    game = Game.new([starter_deck("lyra"), starter_deck("ordis")], seed=21,
                    names=("Ninette", "Lithium"))
    win = make_window(qtbot, game, Mode.HOTSEAT, handoff=True)
    win.resize(1920, 1080)
    qtbot.wait(20)
    assert win.handoff.isVisible()  # the first seat's: the log shown once it is revealed
    win.handoff.reveal_button.click()
    win.log_dock.show()
    qtbot.wait(20)
    assert not win.log_dock.lying_over and win.log_dock.isVisible()
    width = win.log_dock.width()
    for _ in range(60):
        if win.handoff.isVisible():
            break
        play(win, 1)
    assert win.handoff.isVisible()
    qtbot.wait(20)
    assert not win.log_dock.isVisible()
    # the curtain spans the whole window, its words in the window's middle
    mid = win.handoff.mapTo(win, win.handoff.panel_rect().center().toPoint())
    assert abs(mid.x() - win.width() / 2) < 40
    win.handoff.reveal_button.click()
    qtbot.wait(20)
    assert win.log_dock.isVisible() and not win.log_dock.covered
    assert abs(win.log_dock.width() - width) <= 3


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_the_table_key_opens_from_the_side_column_and_f1(qtbot, size):
    """Review r16 #6, #7 and Teaching's +1: the table's own symbols had no key a
    newcomer could find.  A "Table key" button stands at the side column's head, inside
    the tracker, clear of its title; it and Help's F1 open one key window."""
    from tests.gui.conftest import day3_window

    win = day3_window(qtbot, size)
    t = win.table
    b = win.key_button
    assert b.isVisible() and b.parent() is t
    g = QRectF(b.geometry())
    tracker = t.placement.tracker_rect
    assert tracker.contains(g)
    assert g.left() >= t.width() - t.side_width  # in the side column
    # clear of "Day 3" (the title's words at the tracker's left) and of the phase pills
    from altered_desktop import table_paint
    py, _ph = table_paint.tracker_pills(tracker)
    assert g.bottom() <= py
    assert g.left() >= tracker.left() + tracker.width() * 0.45
    b.click()
    key = win.table_key
    assert key is not None and key.isVisible()
    assert key.width() <= win.width() and key.height() <= win.height()
    key.close()
    f1 = next(a for a in win.findChildren(QAction) if a.shortcut() == QKeySequence("F1"))
    f1.trigger()
    assert win.table_key is key and key.isVisible()  # the same window
    key.close()


def test_the_table_key_draws_its_symbols_with_the_tables_own_painters(qtbot, monkeypatch):
    """The key's symbols are painted by the functions that paint the table, so a change
    of the table's look changes the key: the two cost discs, a greyed total, an
    Expedition marker, the "=" of a marker staying at Dusk, a darkened card and an
    exhausted one; each row says in words what its symbol means."""
    from altered_desktop import card_painter, cost_badge, dusk_trail, table_paint
    from altered_desktop.table_key import TableKey

    calls: list[tuple[str, object]] = []

    def spy(name, fn, what):  # type: ignore[no-untyped-def]
        def wrapped(*a, **k):  # type: ignore[no-untyped-def]
            calls.append((name, what(*a, **k)))
            return fn(*a, **k)
        return wrapped

    monkeypatch.setattr(cost_badge, "paint", spy(
        "cost", cost_badge.paint, lambda p, r, kind, value, **k: (kind, k.get("unpaid", False))))
    monkeypatch.setattr(table_paint, "draw_stat", spy(
        "stat", table_paint.draw_stat, lambda p, rr, t, mine, theirs, counts: counts))
    monkeypatch.setattr(table_paint, "draw_marker", spy(
        "marker", table_paint.draw_marker, lambda p, m, colour, exp, *a: exp))
    monkeypatch.setattr(dusk_trail, "paint_stays", spy(
        "stays", dusk_trail.paint_stays, lambda p, r, colour, short=False: short))
    monkeypatch.setattr(card_painter, "paint_card", spy(
        "card", card_painter.paint_card,
        lambda p, r, card, **k: (bool(k.get("dim")), card_painter.is_exhausted(card),
                                 k.get("glow") is not None)))
    key = TableKey("<b>legend</b>")
    qtbot.addWidget(key)
    key.resize(1000, 2000)
    key.show()
    for sym, _text in key.rows:
        sym.grab()
    seen = set(calls)
    assert ("cost", ("hand", False)) in seen and ("cost", ("reserve", False)) in seen
    assert ("cost", ("hand", True)) in seen  # a cost that cannot be paid now
    assert ("stat", True) in seen and ("stat", False) in seen  # counted and greyed
    assert ("marker", "hero") in seen and ("marker", "companion") in seen
    assert ("stays", True) in seen
    assert ("card", (True, False, False)) in seen  # darkened, not exhausted
    assert ("card", (False, True, False)) in seen  # exhausted
    texts = " ".join(t.text() for _s, t in key.rows)
    for words in ("Hand cost", "Reserve cost", "does not count at Dusk", "not disabled",
                  "not exhausted", "stays where it is"):
        assert words in texts


def test_a_darkened_card_says_why_when_pointed_at(qtbot):
    """Review r16 #7: while a decision asked for other cards, both Heroes were darkened
    and read as exhausted.  Pointing at a darkened card, its enlarged face says it is
    not one of the choices asked for now, and not exhausted; a card offered says
    nothing of the kind."""
    from altered_desktop.table_overlay import zoom_notes
    from tests.gui.conftest import day3_window

    win = day3_window(qtbot, (1366, 768))
    t = win.table
    cards = [i for i in t.items if i.kind == "card" and i.card is not None and i.oid is not None]
    hero = next(i for i in cards if i.card.get("type") == "hero" and i.player == t.bottom)
    other = next(i for i in cards if i is not hero and i.card.get("type") != "hero")
    t.highlight = {other.oid}  # a decision about another card
    t.update()
    t.hover = hero
    card, _anchor = t.zoom_target()
    assert card is not None and "not one of the choices" in zoom_notes(card)
    assert "not exhausted" in zoom_notes(card)
    assert t.zoom_target()[0] is card  # the same copy: the zoom is not offered again
    t.hover = other
    card, _anchor = t.zoom_target()
    assert card is not None and "Darkened" not in zoom_notes(card)


def test_the_home_screen_is_laid_out_for_the_room_it_takes_at_1920(qtbot):
    """Review r16 #16: at 1920 the home screen was laid out for the table beside the
    teaching log (1920 less the log) and kept two wide tiles a row once the log had
    gone, their words in the left third of each.  It is set out for the whole window:
    three tiles a row, each tile's words across its text's width, from its first paint."""
    from altered_desktop import home_screen
    from altered_desktop.main_window import MainWindow

    win = MainWindow(None, handoff=False)
    qtbot.addWidget(win)
    win.resize(1920, 1080)
    win.show()
    qtbot.waitExposed(win)
    # the home screen seen once (its tiles sized for the window), then left for a game
    # with the log beside the table, then asked for again (Game > Home)
    home_screen.show_home(win)
    qtbot.wait(50)
    home_screen.leave_home(win)
    win.log_dock.show()
    qtbot.wait(50)
    assert win.log_dock.isVisible() and win.table.width() < 1800
    home_screen.show_home(win)
    h = win.home
    assert h._columns == (3, False)  # before any event: as it is first painted
    qtbot.wait(50)
    assert h._columns == (3, False) and not win.log_dock.isVisible()
    tiles = list(h.buttons.values())
    assert len({round(t.geometry().top()) for t in tiles}) == 2  # two rows of three
    for t in tiles:
        assert t.width() <= h.width() / 3
        assert t.text_rect().right() - t.text_rect().left() >= 0.45 * t.width()


def test_the_deck_builder_list_has_more_rows_at_1366(qtbot):
    """Review r16 #17: at 1366×768 the list showed some 13 rows, the card's faces and
    its words sharing the lower half.  On a short window the faces stand under the
    filters and the words take the full width under the list: the list shows 15 rows
    or more; on a tall window the faces stand beside the words again."""
    from tests.gui.test_lab_screens_r8 import _builder

    b = _builder(qtbot, 1366, 768)
    rows = b.table.viewport().height() // b.table.rowHeight(0)
    assert rows >= 15
    strip = b.detail.versions
    assert strip.parentWidget() is b.left and strip.isVisible()
    assert strip.height() >= 200 and strip.width() >= 200  # a face still to read
    b.resize(1366, 1000)
    qtbot.wait(30)
    assert strip.parentWidget() is b.detail and strip.isVisible()
