"""Playing cards on a turn: click, expedition choice, drag and drop, context menu,
keyboard, and plain-words explanations for what cannot be played."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from altered_desktop.session import Mode
from engine.decks import starter_deck
from engine.game import Game
from tests.gui.conftest import first_turn, make_window


@pytest.fixture
def turn(qtbot):
    win, game = first_turn(qtbot)
    assert game.pending.kind == "turn"
    return win, game


def character_with_two_places(game):
    d = game.pending
    for o in d.options:
        if o.detail == "play" and o.id.endswith(":hero"):
            oid = o.objects[0]
            if any(x.id == f"play:{oid}:companion" for x in d.options):
                return oid
    pytest.skip("no character playable into both Expeditions")


def move(widget, pos, buttons=Qt.MouseButton.NoButton):
    """A mouse move sent straight to `widget` (a synthetic cursor move can land on
    another test's window)."""
    p = QPointF(pos)
    ev = QMouseEvent(QEvent.Type.MouseMove, p, widget.mapToGlobal(p), Qt.MouseButton.NoButton,
                     buttons, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(widget, ev)


def cards_in(win, player, exp):
    return [c["name"] for c in win.game.view(player)["players"][player]["expeditions"][exp]["cards"]]


def test_click_card_then_expedition(turn):
    win, game = turn
    me = game.pending.player
    oid = character_with_two_places(game)
    name = win.table.item_for(oid).card["name"]
    assert oid in win.table.playable
    win.table.click_item(win.table.item_for(oid))
    assert win.panel.pending_card == oid
    assert win.table.drop_targets == {"hero", "companion"}
    win.table.click_item(win.table.expedition_item(me, "companion"))
    assert game.answers[-1] == f"play:{oid}:companion"
    assert name in cards_in(win, me, "companion")


def test_drag_card_onto_expedition(turn, qtbot):
    win, game = turn
    me = game.pending.player
    oid = character_with_two_places(game)
    src = win.table.item_for(oid).rect.center().toPoint()
    dst = win.table.expedition_item(me, "hero").rect.center().toPoint()
    qtbot.mousePress(win.table, Qt.MouseButton.LeftButton, pos=src)
    move(win.table, QPoint(src.x() + 30, src.y() - 30), Qt.MouseButton.LeftButton)
    move(win.table, dst, Qt.MouseButton.LeftButton)
    assert win.table._drag_pos is not None  # the card follows the mouse
    assert win.table.drop_targets == {"hero", "companion"}
    qtbot.mouseRelease(win.table, Qt.MouseButton.LeftButton, pos=dst)
    assert game.answers[-1] == f"play:{oid}:hero"


def test_unplayable_card_explains_why(turn):
    win, game = turn
    me = game.pending.player
    hero_oid = win.table.view["players"][me]["hero"]["oid"]
    win.table.click_item(win.table.item_for(hero_oid))
    reason = game.why_illegal(me, hero_oid)
    assert reason
    assert reason in win.table._toast
    # the opponent's cards are not yours to play
    theirs = win.table.view["players"][1 - me]["hero"]["oid"]
    win.table.click_item(win.table.item_for(theirs))
    assert "your own cards" in win.table._toast
    assert win.table.zoom_locked["oid"] == theirs  # ...and the click shows it up close


def test_context_menu_lists_the_card_actions(turn):
    win, game = turn
    oid = character_with_two_places(game)
    menu = win.context_menu_for(oid)
    labels = [a.text() for a in menu.actions() if a.text()]
    assert any("hero Expedition" in t for t in labels)
    assert any("companion Expedition" in t for t in labels)
    act = next(a for a in menu.actions() if "companion Expedition" in a.text())
    act.trigger()
    assert game.answers[-1] == f"play:{oid}:companion"


def test_pass_button_and_keyboard(turn, qtbot):
    """Passing is final for the day (4.2.3.e): with cards still playable the first click
    only asks (review r4 #19), the second passes."""
    win, game = turn
    first = game.pending.player
    # one Pass on the screen, the column's or the one beside the hand (review r20 #5)
    assert win.panel.pass_offered
    assert win.panel.pass_button.isVisible() != win.pass_by_hand.isVisible()
    assert win.panel.playable_left()[0] > 0
    before = list(game.answers)
    win.panel.pass_button.click()
    assert game.answers == before and win.panel.pass_armed
    # the warning beside the Pass shown (the hand's since review r20 #5), once
    shown = [w.isVisible() for w in (win.panel.pass_warning, win.pass_by_hand.warning)]
    assert shown.count(True) == 1
    win.panel.pass_button.click()
    assert game.answers[-1] == "pass"
    assert game.pending.player == 1 - first
    assert not win.panel.pass_warning.isVisible()
    assert not win.pass_by_hand.warning.isVisible()
    # keyboard route: the number keys play the ways listed in the panel (1: the first)
    from altered_desktop.choice_numbers import panel_order

    first_way = panel_order(game.pending)[0]
    assert win.panel.choose_number(1)
    assert game.answers[-1] == first_way.id


def test_hover_zooms_the_card_under_the_mouse(turn, qtbot):
    win, game = turn
    hand = [i for i in win.table.items if i.kind == "card" and i.card["zone"] == "hand"]
    move(win.table, hand[0].rect.center())
    assert win.table.hover is hand[0]
    # enlarged once: in the side column's free room (card_preview) when it has room
    # for a readable face, else over the board
    zoom = win.table._zoom_card()
    assert (zoom is None) == win.preview.isVisible()
    card, height = (win.preview.card, win.preview.face.height()) if zoom is None else \
        (zoom[0], zoom[1].height())
    assert card["oid"] == hand[0].oid
    assert height > hand[0].rect.height() * 1.5


def test_discard_pile_can_be_browsed(turn):
    from altered_desktop.dialogs import PileDialog

    win, game = turn
    me = game.pending.player
    pile = next(i for i in win.table.items if i.kind == "discard" and i.player == me)
    win.table.click_item(pile)
    dialogs = win.findChildren(PileDialog)
    assert dialogs and dialogs[-1].isVisible()
    assert len(dialogs[-1].cards) == len(win.table.view["players"][me]["discard"])


def test_keys_do_nothing_behind_the_handoff_curtain(qtbot):
    game = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=7)
    win = make_window(qtbot, game, Mode.HOTSEAT, handoff=True)
    assert win.handoff.isVisible()
    before = list(game.answers)
    win.pass_turn()
    assert game.answers == before


def test_zones_explain_themselves(turn):
    win, game = turn
    regions = [i for i in win.table.items if i.kind == "region"]
    assert len(regions) == len(win.table.view["adventure"])
    face_down = [r for r in regions if r.extra["face_down"]]
    assert face_down and "7.3.17.b" in win.table.describe(face_down[0])
    mana = next(i for i in win.table.items if i.kind == "mana" and i.player == game.pending.player)
    ready = win.table.view["players"][game.pending.player]["mana"]["ready"]
    assert f"{ready} ready" in win.table.describe(mana)


def test_tooltip_event_over_each_kind_of_item(turn):
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QToolTip

    win, game = turn
    for it in list(win.table.items):
        pos = it.rect.center().toPoint()
        ev = QHelpEvent(QEvent.Type.ToolTip, pos, win.table.mapToGlobal(pos))
        assert win.table.event(ev)
    region = next(i for i in win.table.items if i.kind == "region")
    pos = region.rect.center().toPoint()
    win.table.event(QHelpEvent(QEvent.Type.ToolTip, pos, win.table.mapToGlobal(pos)))
    assert QToolTip.isVisible() and "region" in QToolTip.text().lower()


def test_keyboard_steps_through_playable_cards_and_plays(turn, qtbot):
    win, game = turn
    win.table.setFocus()
    qtbot.keyClick(win.table, Qt.Key.Key_Right)
    focused = win.table.kbd_focus
    assert focused in win.table.playable
    qtbot.keyClick(win.table, Qt.Key.Key_Z)
    assert win.table.zoom_locked["oid"] == focused
    before = len(game.answers)
    qtbot.keyClick(win.table, Qt.Key.Key_Return)
    # either played at once or the prompt panel now asks where
    assert len(game.answers) == before + 1 or win.panel.pending_card == focused
    if win.panel.pending_card == focused:
        qtbot.keyClick(win, Qt.Key.Key_1)
        assert len(game.answers) == before + 1


def test_enter_reveals_the_table_behind_the_handoff_curtain(qtbot):
    """The hand-off screen answers the keyboard: Enter shows the table to the player."""
    game = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=7)
    win = make_window(qtbot, game, Mode.HOTSEAT, handoff=True)
    assert win.handoff.isVisible()
    with qtbot.waitSignal(win.handoff.revealed, timeout=2000):
        qtbot.keyClick(win.handoff.reveal_button, Qt.Key.Key_Return)
    assert not win.handoff.isVisible()


def _gold_at(win, rect):
    """Whether the table, painted, shows a choice number's gold at `rect`'s middle."""
    from altered_desktop import theme

    img = win.table.grab().toImage()
    dpr = img.devicePixelRatio()
    c = img.pixelColor(int(rect.center().x() * dpr), int(rect.top() * dpr + 4 * dpr))
    gold = theme.TARGET
    return abs(c.red() - gold.red()) + abs(c.green() - gold.green()) \
        + abs(c.blue() - gold.blue()) < 40


def test_a_picked_card_lights_where_it_can_go_with_the_panels_numbers(turn):
    """Review r16 (acting): the panel lists "1. ... hero Expedition, 2. ... companion",
    and the two Expedition rows wear the same numbers, so key, button and row agree."""
    from altered_desktop.table_display import expedition_number_rect

    win, game = turn
    me = game.pending.player
    oid = character_with_two_places(game)
    band = win.table.expedition_item(me, "companion").rect
    assert not _gold_at(win, expedition_number_rect(band))  # nothing before the pick
    win.table.click_item(win.table.item_for(oid))
    numbers = dict(win.table._marks().exp_numbers)
    assert numbers == {(me, "hero"): 1, (me, "companion"): 2}
    for exp, n in ((me, "hero"), 1), ((me, "companion"), 2):
        button = win.panel.option_buttons[f"play:{oid}:{exp[1]}"]
        assert button.text().startswith(f"{n}.")
    assert _gold_at(win, expedition_number_rect(band))
    win.panel.cancel_button.click()
    assert dict(win.table._marks().exp_numbers) == {}
