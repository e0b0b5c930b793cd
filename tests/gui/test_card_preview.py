"""The large preview of the card the pointer rests on, in the side column's free room
(fresh-eyes review after r10: no card was ever seen large, and the column stood empty
under "Lithium is thinking…"), as Forge's card detail and MTG Arena's hover show it:
one enlarged card at a time - the preview when the column has room, else the zoom over
the board - closed by dialogs, hand-offs and a Dusk as the zoom is, and never a
hidden card."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QEnterEvent

from altered_desktop.session import Mode
from tests.gui.conftest import make_window
from tools import played_game


def _computers_turn(qtbot, width: int = 1366, height: int = 708):  # type: ignore[no-untyped-def]
    """The review's game against the computer (seat 1), on its turn on day 3: the
    prompt panel as short as "Lithium is deciding…", the column free under it."""
    game = played_game.new_game()
    win = make_window(qtbot, game, Mode.HOTSEAT)
    win.resize(width, height)
    win.private_hands = True
    win.session.seat_player(1, "greedy")  # no AI seat attached: it never moves here
    pilots = played_game.play_to(game, played_game.CLOTH_DANCER_TURN,
                                 submit=lambda a: bool(win.submit(a)))
    win.submit(pilots.answer(game))  # Ninette plays: the computer's turn
    qtbot.waitUntil(lambda: win.panel.compact, timeout=3000)
    qtbot.wait(20)
    assert game.pending.player == 1
    return win, game


def _item(win: Any, name: str) -> Any:
    return next(i for i in win.table.items if i.kind == "card"
                and (i.card or {}).get("name") == name)


@pytest.mark.parametrize("size", [(1366, 708), (1366, 768), (1920, 1080)])
def test_a_card_in_an_expedition_is_previewed_docked_the_phase_in_sight(
        qtbot, size):
    """On the other seat's turn the card pointed at is enlarged docked over the side
    column (review r18 #12, as MTG Arena's hover does), under the Day and its phase
    strip (review r15 #7: over the column's head it hid the phase), never over the card
    pointed at; the day's plays it lies over come back as the pointer leaves."""
    from altered_desktop.table_paint import tracker_pills

    win, _game = _computers_turn(qtbot, *size)
    t = win.table
    it = _item(win, "Ordis Cadets")  # in Lithium's companion Expedition
    t.hover = it
    p = win.preview
    assert p.isVisible() and p.card is not None and p.card["oid"] == it.oid
    g = QRectF(p.geometry())
    assert g.left() >= t.width() - t.side_width  # over the column, not the board
    assert g.top() >= 0 and g.bottom() <= t.height() and g.right() <= t.width()
    top, h = tracker_pills(t.placement.tracker_rect)
    assert g.top() >= top + h
    assert not g.intersects(it.rect)
    # large: a card's whole face (1.7 times at 1920, above the computer's news that
    # stay in sight since review r19 #5)
    assert p.face.height() >= 1.7 * it.rect.height()
    assert p.face.height() >= 220
    # one enlarged card at a time: no zoom over the board meanwhile
    assert t._zoom_card() is None
    # the pointer leaves: the preview goes, the plays are in sight
    t.hover = None
    assert not p.isVisible()
    assert win.side_plays.plays and win.side_plays.isVisible()


def test_the_preview_paints_the_card_face(qtbot):
    """What the preview shows is the card: its name is painted in its face's top band
    (a grab of the widget, not just a flag)."""
    win, _game = _computers_turn(qtbot)
    t = win.table
    t.hover = _item(win, "Ordis Cadets")
    img = win.preview.grab().toImage()
    face = win.preview.face
    # the card's frame colours the face: far from the column's dark ground
    x, y = int(face.center().x()), int(face.top() + face.height() * 0.05)
    c = img.pixelColor(x, y)
    assert max(c.red(), c.green(), c.blue()) > 60, c.name()
    assert img.pixelColor(3, img.height() // 2).lightness() < 60  # the dark ground


def test_a_hidden_card_is_never_previewed(qtbot):
    """The other seat's hand, backs and the Decks: pointing at them shows nothing
    enlarged, neither in the column nor over the board; every card previewed is one
    the table draws face up to this seat."""
    win, game = _computers_turn(qtbot)
    t = win.table
    # the computer's hand, as only its own seat's view shows it
    hidden = {c["oid"] for c in game.view(1)["players"][1]["hand"]}
    assert hidden
    backs = [i for i in t.items if i.kind in ("back", "deck")]
    assert backs
    for it in backs:
        t.hover = it
        assert not win.preview.isVisible() and t._zoom_card() is None, it.kind
    shown = 0
    for it in t.items:
        t.hover = it
        if win.preview.isVisible():
            shown += 1
            oid = win.preview.card["oid"]
            assert oid not in hidden
            assert it.kind in ("card", "discard") and it.card is win.preview.card
    assert shown >= 8  # Expeditions, Heroes, the hand: the preview works at all


def test_with_the_log_over_the_column_the_card_is_enlarged_at_the_boards_left(qtbot):
    """The teaching log's drawer lies over the column on a laptop screen: the card
    is enlarged at the board's other edge (over the Heroes' column, review r18 #12),
    clear of the drawer and the card pointed at, and only there."""
    win, _game = _computers_turn(qtbot)
    t = win.table
    win.log_dock.lie_over(win, True)
    win.log_dock.show()
    it = _item(win, "Ordis Cadets")
    t.hover = it
    g = QRectF(win.preview.geometry())
    assert win.preview.isVisible() and t._zoom_card() is None
    assert g.right() <= t.width() - t.side_width and not g.intersects(it.rect)
    assert not g.intersects(QRectF(win.log_dock.geometry()))
    win.log_dock.hide()
    t.hover = None
    t.hover = _item(win, "Ordis Cadets")
    assert win.preview.isVisible() and t._zoom_card() is None


def test_the_preview_closes_with_menus_dialogs_and_answers(qtbot):
    win, game = _computers_turn(qtbot)
    t = win.table
    t.hover = _item(win, "Tanuki")
    assert win.preview.isVisible()
    t.dismiss_pointer()  # a menu, a dialog, the hand-off screen, a Dusk starting
    assert not win.preview.isVisible()
    t.hover = _item(win, "Tanuki")
    assert win.preview.isVisible()
    win.refresh()  # the board is shown again (an answer, the other seat's move)
    assert not win.preview.isVisible()


def test_a_zoom_asked_for_goes_to_the_column_too(qtbot):
    """Right-click ▸ Zoom (or Z) on a card: shown in the column when it has room, not
    a second time over the board."""
    win, _game = _computers_turn(qtbot)
    it = _item(win, "Hathor")
    win._zoom(it.oid)
    assert win.preview.isVisible() and win.preview.card["oid"] == it.oid
    assert win.table._zoom_card() is None


def test_the_plays_lists_card_is_previewed_when_pointed_at(qtbot):
    win, _game = _computers_turn(qtbot)
    box = win.side_plays
    assert box.isVisible() and box.face.card is not None
    box.face.enterEvent(QEnterEvent(QPointF(5, 5), QPointF(5, 5), QPointF(5, 5)))
    assert win.preview.isVisible()
    assert win.preview.card["name"] == box.face.card["name"]
    assert box.isVisible()  # the face pointed at stays (no flicker of enter/leave)
    box.face.leaveEvent(None)
    assert not win.preview.isVisible()


def test_the_preview_grows_with_a_big_screen(qtbot):
    win, _game = _computers_turn(qtbot, 1920, 1020)
    win.table.hover = _item(win, "Ordis Cadets")
    assert win.preview.isVisible()
    assert win.preview.face.height() >= 330
