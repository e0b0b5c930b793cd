"""Issue #23, the decision panel and side column after the fresh-eyes review r13.

#6: a Hero's quick action was cut to one line ("⟳: Target a Character you…") while the
column had room below it: its button says what it does whole, wrapped, never cut (since
review r19 #7 its gist, `quick_gist`, the whole text a hover away: the Hero's card
beside says it whole already)."""

from __future__ import annotations

import attrs
import pytest
from PySide6.QtGui import QFontMetrics

import engine
from altered_desktop.decision_panel import line_width
from altered_desktop.session import Mode
from engine.ability_kinds import QuickAction
from engine.messages import msg_text
from tests.gui.conftest import full_board_window, make_window
from tools import played_game


def _hero_quick_actions() -> list[tuple[str, str]]:
    """Every Hero's quick action in the card pool, (name, text), longest first."""
    found = {(c.name, a.text()) for c in engine.all_cards()
             if str(c.type).lower().endswith("hero")
             for a in c.abilities if isinstance(a, QuickAction)}
    return sorted(found, key=lambda nt: -len(nt[1]))


LONGEST = _hero_quick_actions()[:3]


def _full_board(qtbot, size):  # type: ignore[no-untyped-def]
    """The review's full board, Ninette to play on day 8 with her Hero's quick action
    among her options, in a window of `size` (a screen less its task bar)."""
    win = full_board_window(qtbot, size)
    return win, win.game


def _words(b) -> list[str]:  # type: ignore[no-untyped-def]
    return b.text().replace("&&", "&").split()


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)], ids=["1366", "1920"])
@pytest.mark.parametrize("hero", LONGEST, ids=[n for n, _t in LONGEST])
def test_a_heros_quick_action_button_says_its_gist_whole(qtbot, size, hero):
    """The longest Hero quick actions of the pool, each in the turn's panel in place of
    Nevenka's: every word of its gist (`quick_gist`, review r19 #7) on the button, in
    order, none cut with "…"; every line within the button; the button wholly in sight
    in the list; the whole text its tooltip."""
    from altered_desktop import quick_gist, symbol_text

    name, text = hero
    assert len(text) > 100, "the pool's longest quick actions are long ones"
    win, game = _full_board(qtbot, size)
    d = game.pending
    quick = next(o for o in d.options if o.detail == "quick")
    theirs = quick._replace(label=msg_text("{card}: {text}", card=name, text=text))
    win.panel.show_decision(attrs.evolve(d, options=tuple(
        theirs if o is quick else o for o in d.options)))
    qtbot.wait(60)  # the list shares its height out (`fit_room`)
    panel = win.panel
    b = panel.option_buttons[quick.id]
    assert b.isVisible()
    number = next(n for n, x in panel._numbered.items() if x is b)
    assert _words(b) == f"{number}. {name} {quick_gist.gist(text)}".split()  # in order
    assert "…" not in b.text()
    assert b.toolTip() == symbol_text.plain(f"{name}: {text}")
    f = b.font()
    f.setBold(True)
    fm = QFontMetrics(f)
    lines = b.text().replace("&&", "&").split("\n")
    inner = b.width() - 2 * 6  # the tight look: 6 px of padding a side
    indent = fm.horizontalAdvance(f"{number}. ")
    for n, line in enumerate(lines):
        assert line_width(line, fm) + (indent if n >= b.plain_from else 0) <= inner, line
    assert b.height() >= len(lines) * fm.height()  # no line clipped at the bottom
    port = panel.scroll.viewport()
    top = b.mapTo(port, b.rect().topLeft()).y()
    assert 0 <= top and top + b.height() <= port.height()  # in sight, not scrolled to


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)], ids=["1366", "1920"])
def test_on_the_computers_turn_a_card_pointed_at_and_its_plays_are_both_in_sight(
        qtbot, size):
    """#7: pointing at any face-up card on the board while the computer decides
    enlarges it, never over the card pointed at nor the Day's phase strip (beside the
    card over the board since review r20 #2); "Lithium's plays today" stay in sight."""
    from PySide6.QtCore import QRectF

    from tests.gui.test_card_preview import _computers_turn

    win, _game = _computers_turn(qtbot, *size)
    t, p, plays = win.table, win.preview, win.side_plays
    assert plays.isVisible() and plays.plays
    faces = [i for i in t.items if i.kind == "card" and i.card is not None]
    assert len(faces) >= 8
    for it in faces:
        t.hover = it
        assert p.isVisible(), it.card["name"]
        g = QRectF(p.geometry())
        assert not g.intersects(it.rect), it.card["name"]
        assert not g.intersects(QRectF(t.placement.tracker_rect))
        assert 0 <= g.top() and g.bottom() <= t.height() and g.left() >= 0
        assert p.face.height() >= 1.5 * it.rect.height()
        assert plays.isVisible()
        t.hover = None
        assert not p.isVisible() and plays.isVisible()


def test_the_plays_own_face_pointed_at_is_enlarged_beside_it_over_the_board(qtbot):
    """The plays' face pointed at is enlarged over the board (beside the column since
    review r20 #2): the Day's phase strip above the prompt stays in sight (review r15
    #7), and so do the prompt and the plays."""
    from PySide6.QtCore import QPointF, QRectF
    from PySide6.QtGui import QEnterEvent

    from tests.gui.test_card_preview import _computers_turn

    win, _game = _computers_turn(qtbot, 1366, 768)
    plays = win.side_plays
    plays.face.enterEvent(QEnterEvent(QPointF(5, 5), QPointF(5, 5), QPointF(5, 5)))
    g = QRectF(win.preview.geometry())
    assert win.preview.isVisible() and plays.isVisible()
    assert g.right() <= win.table.width() - win.table.side_width
    assert not g.intersects(QRectF(plays.geometry()))
    assert not g.intersects(QRectF(win.panel.geometry()))
    plays.face.leaveEvent(None)
    assert not win.preview.isVisible() and plays.isVisible()


@pytest.mark.parametrize("size", [(1366, 768), (1280, 720)], ids=["1366", "1280"])
def test_the_day_and_its_phase_strip_stay_in_sight_over_the_open_log_drawer(
        qtbot, size):
    """#14: at 1366 the teaching log's drawer covered the Day and phase strip.  It
    lies under them now; the choices and Pass stay in sight under it as before."""
    from PySide6.QtCore import QPoint

    from altered_desktop import table_paint

    win, _game = _full_board(qtbot, size)
    win.log_opener.click()
    qtbot.wait(100)
    dock, t = win.log_dock, win.table
    assert dock.isVisible() and dock.lying_over
    tracker = t.placement.tracker_rect
    top, height = table_paint.tracker_pills(tracker)
    chips_bottom = t.mapTo(win, QPoint(0, int(top + height))).y()
    assert dock.geometry().top() >= chips_bottom  # the strip, whole, above it
    for x in (tracker.left() + 20, tracker.center().x(), tracker.right() - 20):
        for y in (tracker.top() + 8, top + height / 2):  # the Day title, the chips
            at = t.mapTo(win, QPoint(int(x), int(y)))
            hit = win.childAt(at)
            # (the table key's button stands in the title's row, at its right end)
            assert hit is t or hit is win.key_button, (x, y, hit)
    assert dock.height() >= dock.LEAST_OVER_PANEL  # a log worth reading under them
    assert dock.geometry().bottom() < win.panel.mapTo(win, QPoint(0, 0)).y()


def _computer_thinking(qtbot, size):  # type: ignore[no-untyped-def]
    """The review's game against the computer: Ninette has just played, the computer
    (seat 1, a slow pace) thinks."""
    import time

    from altered_desktop import ai_seat

    game = played_game.new_game()
    win = make_window(qtbot, game, Mode.HOTSEAT)
    win.resize(*size)
    win.private_hands = True
    win.session.seat_player(1, "greedy")
    pilots = played_game.play_to(game, played_game.CLOTH_DANCER_TURN,
                                 submit=lambda a: bool(win.submit(a)))
    seat = ai_seat.attach(win, "greedy", pace_ms=60_000)
    win.refresh()
    win.ai_last_move = time.monotonic()
    win.submit(pilots.answer(game))  # Ninette plays: the computer's turn
    qtbot.waitUntil(lambda: win.panel.compact, timeout=3000)
    qtbot.wait(50)
    assert game.pending.player == 1
    return win, game, seat


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)], ids=["1366", "1920"])
def test_waiting_for_the_computer_is_said_in_the_turns_panel(qtbot, inline_ai, size):
    """#16, and review r18 #16: while the computer decides, "Waiting for Lithium" is
    said in the side column's turn panel (its title, the thinking line under it), not
    in a chip over the middle of the player's own zone; no label over the table says
    it; it goes when it is the player's turn again."""
    from PySide6.QtWidgets import QLabel

    win, game, seat = _computer_thinking(qtbot, size)
    who = game.names[1]
    try:
        p = win.panel
        assert p.isVisible() and p.title.text() == f"Waiting for {who}…"
        assert p.busy_bar.isVisible()
        on_table = [w for w in win.table.findChildren(QLabel)
                    if w.isVisible() and "Waiting for" in w.text()
                    and not p.isAncestorOf(w)]
        assert not on_table
    finally:
        seat.stop()
    # the player's own decision: no waiting said
    win.ai_seat = None
    win.session.seat_player(1, None)
    while game.pending.player == 1:
        game.answer(game.pending.options[0].id)
    win.refresh()
    assert "Waiting for" not in win.panel.title.text()


def test_the_thinking_line_is_one_piece_at_every_moment(qtbot):
    """#22: Qt's busy bar ran its chunk off one end and in at the other (two pieces);
    the thinking line's glow is one piece, within the line, at every moment."""
    from altered_desktop import busy_line

    line = busy_line.BusyLine()
    qtbot.addWidget(line)
    line.resize(260, 4)
    line.show()
    for t_ms in range(0, busy_line.PERIOD_MS, 75):
        left, right = busy_line.segment_at(260, t_ms)
        assert 0 <= left < right <= 260
        line.frozen_at = float(t_ms)
        img = line.grab().toImage()
        gold = [x for x in range(img.width())
                if img.pixelColor(x, 2).red() > 150 and img.pixelColor(x, 2).blue() < 140]
        assert gold, t_ms
        assert gold[-1] - gold[0] + 1 == len(gold), f"two pieces at {t_ms} ms"
        assert len(gold) >= 0.2 * 260  # a glow worth seeing


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)], ids=["1366", "1920"])
def test_the_trackers_turn_lines_have_headroom_over_the_floor(qtbot, monkeypatch, size):
    """#17: "Lithium's turn" and the tracker's other lines were drawn at the 11 px
    floor.  At 1366 and up the first is 13 px or more, the others 12 or more, every
    line within the tracker, under its phase chips."""
    from PySide6.QtGui import QImage, QPainter

    from altered_desktop import table_paint

    win, _game = _full_board(qtbot, size)
    r = win.table.placement.tracker_rect
    drawn: list[tuple[object, float]] = []
    monkeypatch.setattr(table_paint, "label",
                        lambda p, rect, text, px, **kw: drawn.append((rect, px)))
    img = QImage(win.table.width(), win.table.height(), QImage.Format.Format_ARGB32)
    p = QPainter(img)
    lines = ("Lithium's turn", "Initiative: Lithium", "First player today: Lithium",
             "Waiting for Ninette")
    table_paint.draw_tracker_lines(p, r, lines)
    p.end()
    assert len(drawn) == 4
    top, height = table_paint.tracker_pills(r)
    for k, (rect, px) in enumerate(drawn):
        assert px >= (13 if k == 0 else 12), (k, px)
        assert rect.top() >= top + height and rect.bottom() <= r.bottom() + 0.5, k
        assert rect.height() >= px * 1.2  # the line's room holds its size
