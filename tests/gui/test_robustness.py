"""Random play through the GUI's own paths, and the PySide6 refcount workaround."""

from __future__ import annotations

import random
import sys

import pytest

from altered_desktop.session import Mode
from engine.decks import STARTER_NAMES, starter_deck
from engine.game import Game
from engine.policies import random_answer
from tests.gui.conftest import make_window


def test_none_true_false_are_pinned():
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        pytest.skip("only CPython 3.11 needs the workaround")
    for obj in (None, True, False):
        assert sys.getrefcount(obj) > 2**59


def test_many_signal_emits_do_not_abort(qtbot):
    from PySide6.QtCore import QObject, Signal

    class Pinger(QObject):
        ping = Signal(object)

    p = Pinger()
    got = []
    p.ping.connect(got.append)
    for i in range(20_000):  # without the workaround True's count hits zero long before
        p.ping.emit(i)
    assert len(got) == 20_000


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_hotseat_games_through_clicks_menus_buttons_and_undo(qtbot, seed):
    rng = random.Random(seed)
    a, b = STARTER_NAMES[seed % 6], STARTER_NAMES[(seed * 5 + 1) % 6]
    win = make_window(qtbot, Game.new([starter_deck(a), starter_deck(b)], seed=seed),
                      Mode.HOTSEAT, handoff=True)
    for _ in range(1500):
        g = win.game
        if g.over:
            break
        if win.handoff.isVisible():
            win.handoff.reveal_button.click()
            continue
        d = g.pending
        before = len(g.answers)
        if d.kind == "turn":
            o = rng.choice(d.options)
            if o.detail == "play" and rng.random() < 0.5:
                win.table.click_item(win.table.item_for(o.objects[0]))
                if win.panel.pending_card is not None:
                    win.panel.option_buttons[o.id].click()
            elif o.detail in ("play", "quick"):
                menu = win.context_menu_for(o.objects[0])
                label = o.label.replace("&", "&&")
                next(x for x in menu.actions() if x.text() == label).trigger()
            else:
                win.panel.pass_button.click()
                if len(g.answers) == before:  # cards left to play: it asks once more
                    assert win.panel.pass_armed
                    win.panel.pass_button.click()
        elif d.multi:
            for oid in random_answer(d, rng):
                win.panel.option_buttons[oid].click()
            win.panel.confirm.click()
            if len(g.answers) == before:  # refused by a whole-answer check: explained
                assert win.table._toast
                win.submit(random_answer(d, rng))
                continue
        else:
            win.panel.option_buttons[random_answer(d, rng)].click()
        assert win.game is not g or len(g.answers) == before + 1
        if rng.random() < 0.03 and win.act_undo.isEnabled():
            n = len(win.game.answers)
            win.undo()
            assert len(win.game.answers) == n - 1
    assert win.game.over
    assert win.log_dock.entry_count() == len(win.game.log)


@pytest.mark.parametrize("words", [3, 12, 40, 90])
def test_toast_box_holds_its_wrapped_text(qtbot, words):
    """A long warning wraps inside the toast: the box is as tall as the wrapped text (with
    its margin) and never wider than 80% of the board."""
    from PySide6.QtCore import QRect, Qt
    from PySide6.QtGui import QFontMetrics

    from altered_desktop import theme
    from altered_desktop.table_overlay import toast_box

    text = " ".join(["Ouroboros"] * words)
    fm = QFontMetrics(theme.font(16, bold=True))
    box = toast_box(fm, text, 900.0, 700.0)
    assert box.width() <= 900 * 0.8 + 0.5
    inner = fm.boundingRect(QRect(0, 0, int(box.width() - 40), 10_000),
                            int(Qt.TextFlag.TextWordWrap), text)
    assert box.height() >= inner.height() + 16
    if words == 3:
        assert box.height() < 2 * fm.lineSpacing() + 16  # one line only
    else:
        assert box.height() >= 2 * fm.lineSpacing()  # it wrapped
