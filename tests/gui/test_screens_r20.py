"""Review round 20's defects on the screens round the table: the teaching log's handle
and its key L live beside the hotseat hand-off screen (#19)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from altered_desktop.session import Mode
from engine.decks import starter_deck
from engine.game import Game
from tests.gui.conftest import make_window, play


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)], ids=["1366", "1920"])
def test_the_log_cannot_be_opened_from_behind_a_hand_off_screen(qtbot, size):
    """Review r20 #19: the status bar's "Teaching log (L)" button stayed live beside the
    hand-off screen, as if it could open the log over the hidden table.  While the
    curtain is up the button, the View menu's entry and the L key do nothing; once the
    seat shows its table they open the log again."""
    game = Game.new([starter_deck("lyra"), starter_deck("ordis")], seed=21,
                    names=("Ninette", "Lithium"))
    win = make_window(qtbot, game, Mode.HOTSEAT, handoff=True)
    win.resize(*size)
    qtbot.wait(20)
    win.handoff.reveal_button.click()
    win.log_dock.hide()
    qtbot.wait(10)
    for _ in range(60):
        if win.handoff.isVisible():
            break
        play(win, 1)
    assert win.handoff.isVisible()
    dock, opener, toggle = win.log_dock, win.log_opener, win.log_toggle
    assert not dock.isVisible()
    assert opener.isVisible() and not opener.isEnabled() and not toggle.isEnabled()
    qtbot.mouseClick(opener, Qt.MouseButton.LeftButton)
    toggle.trigger()  # the View menu's entry and its key L
    qtbot.keyClick(win, Qt.Key.Key_L)
    qtbot.wait(10)
    assert not dock.isVisible()
    win.handoff.reveal_button.click()
    qtbot.wait(10)
    assert opener.isEnabled() and toggle.isEnabled()
    qtbot.mouseClick(opener, Qt.MouseButton.LeftButton)
    qtbot.wait(10)
    assert dock.isVisible() and not dock.covered


def test_the_side_column_says_why_the_computer_made_each_play(qtbot, inline_ai):
    """Review r20 #12 (Teaching): on the computer's turn the column showed "Waiting for
    Lithium…" and its plays today, never why.  Each play the computer makes gets a
    plain line, in the app's words, under how it was played ("Why: the most strength
    for its mana…") and beside each earlier play; the line names no card (so no
    hidden one) and carries none of the computer's estimates ("+5.8", "statistics")."""
    import re

    from engine.ai.players import make_player
    from tests.gui.test_computer_words import _computer_game

    win = _computer_game(qtbot)
    seat, box, game = win.ai_seat, win.side_plays, win.game
    person = make_player("greedy", 3)
    said: list[str] = []

    def look() -> bool:
        if box.isVisible() and box.plays and box._seat == 1:
            said.append(box.words.text() + box.earlier.text())
        return game.over or game.pending.player != 1

    while not game.over and len(seat.whys) < 6:
        d = game.pending
        if d.player == 1:
            qtbot.waitUntil(look, timeout=20000)
            continue
        win.submit(d.normalise(person.decide(game.view(0), d)))
    seat.stop()
    assert len(seat.whys) >= 6, seat.whys
    for i, why in seat.whys.items():
        e = game.log[i]
        assert e.seat == 1 and why, (e, why)
        assert not re.search(r"\d|statistics|Dusk by", why), why
        assert str(e.message.args.get("card")) not in why
    # shown in the side column while the computer decides: the last play's "Why:"
    assert any("Why: " in s for s in said), said[:3]
    assert any(w in s for s in said for w in seat.whys.values())


def test_the_banner_of_a_computers_play_says_why_under_it(qtbot, inline_ai):
    """Review r20 #12: the side column's plays say why only on the computer's next
    turn, and the person answers before that.  The banner that tells a play gets its
    why on a second line ("Why: the most strength for its mana"), the status bar keeps
    the one-line move; a move that is no play (a card put in Mana) has no why line."""
    from engine.ai.players import make_player
    from tests.gui.test_computer_words import _computer_game

    win = _computer_game(qtbot)
    seat, game = win.ai_seat, win.game
    person = make_player("greedy", 3)
    banners: list[tuple[str, str]] = []
    seat.moved.connect(lambda s: banners.append((seat.banner.text(), s)))
    while not game.over and len(seat.whys) < 3:
        d = game.pending
        if d.player == 1:
            qtbot.waitUntil(lambda: game.over or game.pending.player != 1, timeout=20000)
            continue
        win.submit(d.normalise(person.decide(game.view(0), d)))
    seat.stop()
    with_why = [(b, s) for b, s in banners if "\nWhy: " in b]
    assert len(with_why) >= 3, banners[:6]
    for banner, sentence in with_why:
        told, why = banner.split("\nWhy: ")
        assert told == sentence and why in seat.whys.values()
    assert all(b == s for b, s in banners if " plays " not in s), banners[:6]


def test_the_computers_reasons_become_plain_lines():
    """The reasons the computer's players give for a play, worded for people tuning
    them, become one plain line each; what is not a play's reason says nothing."""
    from altered_desktop import computer_why as why

    dusk = why.plain("Ordis Cadets in the companion Expedition changes the next Dusk by "
                     "+5.8 (4 statistics for 2 mana)")
    flat = why.plain("Ordis Cadets in the hero Expedition changes the next Dusk by +0.0 "
                     "(4 statistics for 2 mana), played during the effect")
    assert dusk == "the most strength for its mana, where the next Dusk needs it"
    assert flat == "the most strength for its mana"
    assert why.plain("Kappa for 3 mana: its effect is worth the card; tried in 12 of 40 "
                     "deals") == "its effect is worth what it costs"
    assert why.plain("a quick action costs no card") == "quick actions cost no card"
    assert why.plain("nothing left worth its mana") == ""
    assert why.plain("keeps the cheap cards to play, puts the dearest in Mana") == ""


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)], ids=["1366", "1920"])
def test_the_pass_warning_stands_by_the_pass_beside_the_hand(qtbot, size):
    """Review r20 #5: "You can still play…" still showed in the side column, away from
    the Pass beside the hand that asked it.  Pass clicked while cards can be played: the
    warning shows right over that Pass (its words the column's), inside the table, clear
    of the hand's cards; not in the column; and goes with Esc."""
    from PySide6.QtCore import QRectF

    from tests.gui.conftest import full_board_window

    win = full_board_window(qtbot, size)
    if win.handoff.isVisible():
        win.handoff.reveal_button.click()
        qtbot.wait(20)
    t, hand_pass, panel = win.table, win.pass_by_hand, win.panel
    assert hand_pass.isVisible() and panel.playable_left()[0] > 0
    qtbot.mouseClick(hand_pass, Qt.MouseButton.LeftButton)
    assert panel.pass_armed
    warning = hand_pass.warning
    assert warning.isVisible() and not panel.pass_warning.isVisible()
    assert "4.2.3.e" in warning.text() and warning.text() == panel.pass_warning.text()
    g, b = QRectF(warning.geometry()), QRectF(hand_pass.geometry())
    assert 0 <= b.top() - g.bottom() <= 12 and abs(g.left() - b.left()) <= 2  # over it
    assert g.top() >= 0 and g.right() <= t.width() - t.side_width
    hand = [i.rect for i in t.items if i.kind == "card" and i.card is not None
            and i.card.get("zone") == "hand"]
    assert hand and not any(g.intersects(r) for r in hand)
    assert "anyway" in hand_pass.text()
    win._escape()
    assert not warning.isVisible() and not panel.pass_warning.isVisible()


def test_the_log_drawer_gives_each_event_air(qtbot):
    """Review r20 #14: at 1366 the drawer's events, 3-4 wrapped lines each in a narrow
    column, ran into each other.  Lying over the side column each event's row is its
    wrapped words and at least 10 px of air; docked beside a wide table, rows stay
    tight (the column is wide there)."""
    from PySide6.QtCore import QRect

    from tests.gui.test_log_drawer import _window

    win = _window(qtbot, 1366)
    win.log_opener.click()
    qtbot.wait(100)
    dock, tree = win.log_dock, win.log_dock.tree
    assert dock.lying_over and dock.isVisible()
    rows = [it for it in dock.entry_items()[-8:] if not tree.visualItemRect(it).isEmpty()]
    assert len(rows) >= 3
    fm = tree.fontMetrics()
    for it in rows:
        r = tree.visualItemRect(it)
        words = fm.boundingRect(QRect(0, 0, r.width() - 8, 10_000),
                                int(Qt.TextFlag.TextWordWrap), it.text(0)).height()
        assert r.height() >= words + 10, (it.text(0), r.height(), words)


def test_at_1920_just_now_takes_the_room_on_the_players_turn(qtbot):
    """Review r20 #11: at 1920 on the player's turn the side column stood empty from
    y≈420 to 1000 under a short prompt.  "Just now" takes more of the column then and
    shows more of what happened (9 events or more, against 6); the prompt keeps the
    room its words, ways and Pass need; on the computer's turn the box is as before,
    its plays under the prompt keeping their room."""
    from altered_desktop import table_paint
    from tests.gui.conftest import full_board_window
    from tests.gui.test_card_preview import _computers_turn

    win = full_board_window(qtbot, (1920, 1080))
    if win.handoff.isVisible():
        win.handoff.reveal_button.click()
        qtbot.wait(20)
    win.show_recent()
    t = win.table
    r = t.placement.recent_rect
    shown = table_paint.recent_layout(r, t.recent)
    assert len(shown) >= 9, (len(shown), r)
    panel = win.panel
    assert panel.isVisible() and panel.height() >= panel.sizeHint().height() * 0.9
    assert r.height() >= 0.34 * t.height()
    other, _game = _computers_turn(qtbot, 1920, 1080)
    assert other.table.placement.recent_rect.height() <= 0.26 * other.table.height()
