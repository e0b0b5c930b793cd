"""A crowded table at 1366×768 (issue #14): overlapped hand cards keep their names in
sight (a name tab in the strip the next card leaves), and on a short screen your own
Reserve row grows while the Adventure track and the opponent's hand give way."""

from __future__ import annotations

import random

from PySide6.QtGui import QFontMetricsF

from altered_desktop import card_painter, theme
from altered_desktop.session import Mode
from altered_desktop.table_layout import table_rows
from engine.decks import starter_deck
from engine.game import Game
from engine.policies import random_answer
from tests.gui.conftest import make_window


def _crowded_hand(qtbot):  # type: ignore[no-untyped-def]
    """A hotseat game at the 1366×768 window size with 8+ cards in the hand shown."""
    game = Game.new([starter_deck("lyra"), starter_deck("ordis")], seed=5,
                    names=("Ninette", "Lithium"))
    win = make_window(qtbot, game, Mode.HOTSEAT)
    win.resize(1366, 708)
    win.log_dock.show()  # the teaching log's drawer open: the table at its narrowest
    rng = random.Random(4)
    for _ in range(300):
        d = game.pending
        hand = [i for i in win.table.items if i.extra.get("hand") and i.kind == "card"
                and i.player == win.table.bottom]
        if d.kind == "turn" and len(hand) >= 8:
            return win, hand
        quiet = [o for o in d.options if o.detail not in ("play", "quick")]
        if d.kind == "turn" and game.view(None)["day"] >= 2 and quiet:
            win.submit(quiet[0].id)
        else:
            win.submit(random_answer(d, rng))
    raise AssertionError("the hand never held 8 cards")


def test_overlapped_hand_cards_show_their_names_in_a_tab(qtbot):
    win, hand = _crowded_hand(qtbot)
    covered = hand[:-1]
    assert all(0 < it.extra.get("shown_w", it.rect.width()) < it.rect.width()
               for it in covered), "every card but the last is partly covered"
    whole = 0
    fm = QFontMetricsF(theme.font(theme.LEAST_TEXT_PX, bold=True))
    # a single word wider than the strip cannot be shown whole at the least text size
    # (text is never drawn smaller, issue #23): such a name is not counted
    wrappable = 0
    for it in covered:
        tab = card_painter.name_tab_rect(it.rect, it.extra["shown_w"], it.card["name"])
        assert tab is not None
        assert tab.right() <= it.rect.left() + it.extra["shown_w"]  # in sight
        _, px = card_painter.name_box(it.rect)
        whole += card_painter.is_fully_shown(it.card["name"], tab.adjusted(2, 0, -1, 0), px,
                                             bold=True)
        wrappable += all(fm.horizontalAdvance(w) <= tab.width() - 3
                         for w in it.card["name"].split())
    # without the tabs none is whole: each name is cut by its neighbour
    assert wrappable >= len(covered) // 2
    assert whole >= wrappable
    keys = [op.key[0] for op in win.table._list_board() if isinstance(op.key, tuple)]
    assert keys.count("name_tab") >= len(covered)


def test_a_short_screen_keeps_reserve_tiles_readable():
    """At 1366×768 a Reserve with cards gets a row tall enough for tiles (name, gems,
    statistics at the least text sizes), and the Expeditions stay the tallest rows."""
    short, tall = table_rows(668), table_rows(1000)
    assert short["own_base"][1] * 668 >= 80
    assert short["own_exp"][1] > short["own_base"][1]
    assert short["track"][1] * 668 < tall["track"][1] * 1000
