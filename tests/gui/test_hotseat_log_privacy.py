"""An open teaching log through hotseat hand-offs tells the next seat nothing private
(review r10's caveat: the log drawer stayed open while the view turned to the other
seat; the table-review floor: no log line of a hidden card for a seat that may not see
it, 1.2.3.g - a Hand is hidden from the other players).

A two-person game with hand-off screens is played through the window, the log open the
whole time.  While the hand-off screen is up the log is covered; each time a seat shows
its table, nothing the window shows in words - every teaching-log line and its tooltip,
the box under the log, "Just now", the recap, the prompt panel, the status bar - names
a card in the other seat's Hand or Mana that the seat in front of the screen never saw.
"""

from __future__ import annotations

import random

from altered_desktop import visibility
from altered_desktop.session import Mode
from altered_desktop.visibility import view_names
from engine.decks import starter_deck
from engine.game import Game
from engine.policies import random_answer
from tests.gui.conftest import make_window
from tests.gui.test_hidden_cards import secret_faces


def _words_on_screen(win) -> list[str]:  # type: ignore[no-untyped-def]
    """Every text the window shows about the game, the open log's first."""
    dock = win.log_dock
    out = [t for item in dock.entry_items() for t in (item.text(0), item.toolTip(0))]
    out += [dock.explain.text(), *win.table.recent, win.panel.title.text(),
            win.panel.prompt.text(), win.panel.news.text(), win.statusBar().currentMessage()]
    out += [b.text() for b in win.panel.option_buttons.values()]
    if win.table._recap is not None:
        out += list(win.table._recap[1])
    return out


def test_the_open_log_names_no_card_of_the_hidden_hand_after_a_hand_off(qtbot):
    game = Game.new([starter_deck("lyra"), starter_deck("ordis")], seed=21,
                    names=("Ninette", "Lithium"))
    win = make_window(qtbot, game, Mode.HOTSEAT, handoff=True)
    win.log_dock.show()  # open, and it stays open through every hand-off
    rng = random.Random(4)
    seen = {0: set(), 1: set()}  # the card names each seat has seen
    hand_offs = checked = 0
    while not game.over and len(game.answers) < 180:
        for s in (0, 1):
            seen[s] |= view_names(game.view(s))
        if win.handoff.isVisible():
            # behind the curtain the log is covered: nobody has said who sits there
            assert win.log_dock.covered
            win.handoff.reveal_button.click()
            qtbot.wait(5)
            hand_offs += 1
            me = visibility.eyes(win.session)
            assert game.pending.player == me and not win.log_dock.covered
            assert win.log_dock.isVisible()
            # the log a click away: the newest line clicked, its box filled
            items = win.log_dock.entry_items()
            win.log_dock.tree.setCurrentItem(items[-1])
            hidden = set(secret_faces(game, 1 - me, me).values()) - seen[me]
            if hidden:
                checked += 1
            for text in _words_on_screen(win):
                named = sorted(n for n in hidden if n in text)
                assert not named, f"after the hand-off to seat {me}: {text!r} names {named}"
        win.submit(random_answer(game.pending, rng))
    assert hand_offs >= 10 and checked >= 10, (hand_offs, checked)
