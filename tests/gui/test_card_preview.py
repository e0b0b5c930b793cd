"""The zoom of the card the pointer rests on (fresh-eyes review after r10: no card was
ever seen large), as MTG Arena's and BGA's hover zoom show it: since review r20 #2 at
least twice an Expedition's card, floating over the board beside the card pointed at,
clear of "Just now", the prompt, the plays and the log; one enlarged card at a time,
closed by dialogs, hand-offs and a Dusk, and never a hidden card."""

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


def _side_column(win: Any) -> list[tuple[str, QRectF]]:
    """What the side column shows and a zoom must leave in sight (the table's
    coordinates): the Day and its phases, "Just now", the prompt and the plays."""
    t = win.table
    out = [("Just now", QRectF(t.placement.recent_rect)),
           ("tracker", QRectF(t.placement.tracker_rect)),
           ("prompt", QRectF(win.panel.geometry()))]
    if win.side_plays.isVisible():
        out.append(("plays", QRectF(win.side_plays.geometry())))
    return out


def _board(t: Any) -> QRectF:
    return QRectF(0, 0, t.width() - t.side_width, t.height())


@pytest.mark.parametrize("size", [(1366, 708), (1366, 768), (1920, 1080)])
def test_a_card_pointed_at_is_zoomed_twice_its_size_beside_it(qtbot, size):
    """Review r20 #2: docked in the side column the preview was about 170 px wide
    against a 135 px card on the table, and it covered "Just now".  Every face-up card
    pointed at is zoomed over the board beside it: at least twice as wide as an
    Expedition's card (270 px or more at 1366, more at 1920), inside the board, never
    over the card pointed at nor over the side column; the plays it used to hide stay
    in sight, and it goes as the pointer leaves."""
    win, _game = _computers_turn(qtbot, *size)
    t, p = win.table, win.preview
    board = _board(t)
    widest = max(i.rect.width() for i in t.items if i.kind == "card" and i.card is not None
                 and i.card.get("zone") == "expedition")
    faces = [i for i in t.items if i.kind == "card" and i.card is not None]
    assert len(faces) >= 8
    for it in faces:
        t.hover = it
        name = it.card["name"]
        assert p.isVisible() and p.card is not None and p.card["oid"] == it.oid, name
        g = QRectF(p.geometry())
        assert board.contains(g), (name, g)
        assert not g.intersects(it.rect), (name, g, it.rect)
        for what, r in _side_column(win):
            assert not g.intersects(r), (name, what)
        assert p.face.width() >= 2 * widest - 1, (name, p.face.width(), widest)
        assert p.face.width() >= (270 if size[0] == 1366 else 400)
        assert t._zoom_card() is None  # one enlarged card at a time
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


def test_with_the_log_over_the_column_the_zoom_leaves_it_alone(qtbot):
    """The teaching log's drawer lies over the column on a laptop screen: the card is
    zoomed over the board beside it as ever, clear of the drawer and of the card
    pointed at."""
    from PySide6.QtCore import QRect

    win, _game = _computers_turn(qtbot, 1366, 768)
    t = win.table
    win.log_dock.lie_over(win, True)
    win.log_dock.show()
    qtbot.wait(10)
    drawer = win.log_dock.geometry()
    drawer = QRectF(QRect(t.mapFrom(win, drawer.topLeft()), drawer.size()))
    assert drawer.left() < t.width()  # over the table's column
    for name in ("Ordis Cadets", "Tanuki", "Hathor"):
        it = _item(win, name)
        t.hover = it
        g = QRectF(win.preview.geometry())
        assert win.preview.isVisible() and t._zoom_card() is None
        assert not g.intersects(it.rect) and not g.intersects(drawer), name
        t.hover = None


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


def test_a_zoom_asked_for_goes_beside_its_card(qtbot):
    """Right-click ▸ Zoom (or Z) on a card: zoomed beside it as a card pointed at is,
    not over it, and not a second time by the table."""
    win, _game = _computers_turn(qtbot)
    for name in ("Hathor", "Tanuki"):
        it = _item(win, name)
        win._zoom(it.oid)
        g = QRectF(win.preview.geometry())
        assert win.preview.isVisible() and win.preview.card["oid"] == it.oid
        assert not g.intersects(it.rect) and _board(win.table).contains(g)
        assert win.table._zoom_card() is None


def test_the_plays_lists_card_is_previewed_when_pointed_at(qtbot):
    win, _game = _computers_turn(qtbot)
    box = win.side_plays
    assert box.isVisible() and box.face.card is not None
    box.face.enterEvent(QEnterEvent(QPointF(5, 5), QPointF(5, 5), QPointF(5, 5)))
    assert win.preview.isVisible()
    assert win.preview.card["name"] == box.face.card["name"]
    assert box.isVisible()  # the face pointed at stays (no flicker of enter/leave)
    # over the board, left of the column
    assert _board(win.table).contains(QRectF(win.preview.geometry()))
    box.face.leaveEvent(None)
    assert not win.preview.isVisible()


def test_the_preview_grows_with_a_big_screen(qtbot):
    win, _game = _computers_turn(qtbot, 1920, 1020)
    win.table.hover = _item(win, "Ordis Cadets")
    assert win.preview.isVisible()
    assert win.preview.face.height() >= 330
