"""Review round 16's defects on the screens round the table: the log drawer folding away
behind a hand-off (#15), the hover preview docked at the board's edge (#12)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

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
@pytest.mark.parametrize("name", ["Ordis Cadets", "Hathor"])
def test_the_hover_preview_docks_at_the_boards_edge_away_from_the_card(qtbot, size, name):
    """Review r16 #12: pointing at a card of the companion Expedition, the preview lay
    against it over the table's middle, hiding the region strip's middle and the
    neighbouring cards.  It docks at the board's edge away from the card pointed at,
    clear of the middle third of the board, the card pointed at and its neighbours."""
    from tests.gui.test_card_preview import _computers_turn, _item

    win, _game = _computers_turn(qtbot, *size)
    t = win.table
    it = _item(win, name)
    t.hover = it
    p = win.preview
    assert p.isVisible() and p.card is not None and p.card["oid"] == it.oid
    g = QRectF(p.geometry())
    board = QRectF(0, 0, t.width() - t.side_width, t.height())
    third = board.width() / 3
    assert g.right() <= board.right() and g.left() >= 0
    assert g.right() <= third + 1 or g.left() >= 2 * third - 1  # the middle in sight
    # at the edge away from the card pointed at
    if it.rect.center().x() < board.center().x():
        assert g.right() >= board.right() - 3
    else:
        assert g.left() <= board.left() + 3
    # the card pointed at and the cards beside it in its row stay in sight
    row = [i for i in t.items if i.kind == "card" and abs(i.rect.center().y()
                                                          - it.rect.center().y()) < 4]
    near = [i for i in row if abs(i.rect.center().x() - it.rect.center().x())
            < 1.5 * it.rect.width()]
    assert it in near and len(near) >= (2 if name == "Ordis Cadets" else 1)
    assert not any(g.intersects(i.rect) for i in near)
    assert p.face.height() >= 1.8 * it.rect.height()
