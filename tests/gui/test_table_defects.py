"""The defects a new player met at the table (issue #14, defects 4-10), each checked the
way the player met it."""

from __future__ import annotations

import re

from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtGui import QFontMetrics

from altered_desktop import theme
from altered_desktop.main_window import games_dir, plural
from altered_desktop.session import Mode
from engine.decks import starter_deck
from engine.game import Game
from tests.gui.conftest import first_turn, make_window, play
from tests.gui.test_turns import move


def _dusk_game() -> Game:
    """A hotseat game played past its first Dusk."""
    g = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=7,
                 names=("Ninette", "Lithium"))
    return g


# ------------------------------------------------------------------ 4: drop-down lists
# (the turn's action drop-down is gone: its ways to play are buttons, review r6 #8,
# tests/gui/test_panel_round6.py)
def test_drop_down_lists_are_styled_dark_with_light_text():
    sheet = theme.STYLE_SHEET
    block = re.search(r"QComboBox QAbstractItemView \{([^}]*)\}", sheet)
    assert block is not None
    assert "color: #f3ead3" in block.group(1) and "background: #261d16" in block.group(1)


# ------------------------------------------------------------------ 5: hover preview
def test_zoom_of_a_clicked_card_gives_way_to_the_next_card_pointed_at(qtbot):
    win, game = first_turn(qtbot)
    cards = [i for i in win.table.items if i.kind == "card" and i.card]
    first, other = cards[0], cards[-1]
    win._zoom(first.oid)
    assert win.table.zoom_locked is first.card
    move(win.table, other.rect.center())
    assert win.table.zoom_locked is None
    # enlarged beside it (the preview) or, without the room, over the board
    shown = win.preview.card if win.preview.isVisible() else win.table._zoom_card()[0]
    assert shown is other.card


def test_nothing_enlarged_covers_the_expeditions_while_dragging(qtbot):
    win, game = first_turn(qtbot)
    oid = next(o.objects[0] for o in game.pending.options if o.detail == "play")
    it = win.table.item_for(oid)
    win._zoom(oid)
    start = it.rect.center()
    qtbot.mousePress(win.table, Qt.MouseButton.LeftButton, pos=start.toPoint())
    move(win.table, start + QPointF(0, -60), Qt.MouseButton.LeftButton)
    assert win.table._drag_pos is not None
    assert win.table._zoom_card() is None
    qtbot.mouseRelease(win.table, Qt.MouseButton.LeftButton, pos=start.toPoint())


# ------------------------------------------------------------------ 6, 8: Dusk in the log
def test_failing_to_move_forward_gives_its_numbers_in_words(qtbot):
    game = _dusk_game()
    win = make_window(qtbot, game, Mode.HOTSEAT, handoff=False)
    for _ in range(400):
        if any(e.rule == "4.2.4.i" for e in game.log) or game.over:
            break
        play(win, 1)
    fails = [e for e in game.log if e.rule == "4.2.4.i"]
    assert fails, "no Expedition failed to move forward in the first days"
    for e in fails:
        # said plainly (review r6 #13): "stays: region 2 is forest; forest 2 vs 7 (it
        # needed more than the other side, and more than 0)"
        assert " stays: region " in e.text, e.text
        assert re.search(r"(forest|mountain|water) \d+ vs \d+", e.text), e.text
        assert "more than the other side, and more than 0" in e.text
    # the log names terrains in words, as the board's letters F, M, W stand for them;
    # no other letters (the old V/M/O) appear for a region
    for e in game.log:
        assert not re.search(r"region [VMO](/[VMO])*\b", e.text), e.text


# ------------------------------------------------------------------ 7: log entry focus
def test_clicking_a_played_card_entry_lights_the_card_on_the_table(qtbot):
    win, game = first_turn(qtbot)
    d = game.pending
    oid = next(o.objects[0] for o in d.options if o.detail == "play"
               and o.id.startswith("play:"))
    win.submit(next(o.id for o in d.options if o.detail == "play" and oid in o.objects))
    for item in win.log_dock.entry_items():
        e = win.game.log[item.data(0, Qt.ItemDataRole.UserRole)]
        if e.rule == "5.1.2" and "from Hand" in e.text:
            win.log_dock.tree.setCurrentItem(item)
            win.log_dock._clicked(item, 0)
            break
    else:
        raise AssertionError("no 'plays … from Hand' entry")
    assert win.table.log_focus, "the card played is on the table and must light up"
    names = {win.table.item_for(o).card["name"] for o in win.table.log_focus}
    assert all(n in e.text for n in names)


# ------------------------------------------------------------------ 9: leaving a game
def _answer_leaving(win, button_text):  # type: ignore[no-untyped-def]
    def click() -> None:
        box = win._leaving_box
        for b in box.buttons():
            if b.text().startswith(button_text):
                b.click()
    QTimer.singleShot(0, click)


def test_new_game_and_open_ask_before_leaving_a_running_game(qtbot, monkeypatch):
    win, game = first_turn(qtbot)
    opened = []
    monkeypatch.setattr("altered_desktop.deck_picker.NewGameDialog.exec",
                        lambda self: opened.append("new") or 0)
    _answer_leaving(win, "Keep playing")
    win.new_game_dialog()
    assert opened == [] and win.game is game
    _answer_leaving(win, "Leave it")
    win.new_game_dialog()
    assert opened == ["new"]
    monkeypatch.setattr("altered_desktop.main_window.QFileDialog.getOpenFileName",
                        lambda *a, **k: opened.append("open") or ("", ""))
    _answer_leaving(win, "Keep playing")
    win.open_dialog()
    assert opened == ["new"]


def test_a_finished_or_untouched_game_is_left_without_asking(qtbot):
    game = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=7)
    win = make_window(qtbot, game, Mode.HOTSEAT)
    assert not win.game_in_progress()
    assert win.confirm_leaving("A new game")


def test_enter_does_not_start_a_game(qtbot):
    from altered_desktop.deck_picker import NewGameDialog

    dlg = NewGameDialog({})
    qtbot.addWidget(dlg)
    dlg.show()
    dlg.name1.setFocus()
    qtbot.keyClick(dlg.name1, Qt.Key.Key_Return)
    assert dlg.result() == 0 and dlg.isVisible()
    dlg.start_button.setFocus()
    qtbot.keyClick(dlg.start_button, Qt.Key.Key_Return)  # on the button, Enter presses it
    assert dlg.result() == 1


def test_goldfish_hides_the_idle_seat_and_shows_the_deck_picked(qtbot):
    from altered_desktop.deck_picker import NewGameDialog

    dlg = NewGameDialog({})
    qtbot.addWidget(dlg)
    dlg.show()
    dlg.deck2.setCurrentIndex(3)
    dlg.goldfish.setChecked(True)
    for w in (dlg.deck2, dlg.name2, dlg.handoff):
        assert w.isHidden()
    picked = dlg.deck1.currentText().split("·")[-1].strip()
    assert picked.split()[0] in dlg.preview_title.text()
    dlg.hotseat.setChecked(True)
    assert not dlg.deck2.isHidden() and not dlg.handoff.isHidden()


def test_radio_buttons_have_a_visible_checked_mark():
    sheet = theme.STYLE_SHEET
    assert "QRadioButton::indicator:checked" in sheet
    checked = re.search(r"QRadioButton::indicator:checked \{([^}]*)\}", sheet).group(1)
    assert "#e2b54a" in checked  # gold on the dark field


# ------------------------------------------------------------------ 10: wording, buttons
def test_counts_agree_with_their_noun():
    assert plural(1, "answer") == "1 answer"
    assert plural(2, "answer") == "2 answers"


def test_status_says_mode_day_and_phase_without_jargon(qtbot):
    """Review round 3 #23: "· 1 answer / 51 answers" meant nothing to a player."""
    game = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=7)
    win = make_window(qtbot, game, Mode.HOTSEAT)
    win.submit([o.id for o in game.pending.options[:3]])
    text = win.status_label.text()
    assert text.startswith("Hotseat · Day 1 · ")
    assert "answer" not in text


def test_option_buttons_are_not_cut_at_the_right(qtbot):
    win, game = first_turn(qtbot)
    oid = next(o.objects[0] for o in game.pending.options if o.detail == "play")
    win.on_card_clicked(oid)  # several places to play it: one button each
    for size in ((1500, 940), (1366, 708)):
        win.resize(*size)
        win.panel.show_decision(game.pending)
        for b in win.panel.option_buttons.values():
            f = b.font()
            f.setBold(True)
            fm = QFontMetrics(f)
            for line in b.text().replace("&&", "&").split("\n"):
                assert fm.horizontalAdvance(line) <= b.contentsRect().width() - 20, line


def test_file_dialogs_open_in_the_data_folder_with_the_theme(user_data):
    from PySide6.QtWidgets import QFileDialog

    assert games_dir().is_relative_to(user_data)
    assert games_dir().is_dir()
    assert theme.FILE_DIALOG_OPTIONS & QFileDialog.Option.DontUseNativeDialog


def _game_with_a_play_that_asks_more():  # type: ignore[no-untyped-def]
    """A game at a turn where some play makes its player choose something next."""
    import random

    from engine.policies import random_answer

    for deck in ("axiom", "bravos", "lyra", "muna", "ordis", "yzmir"):
        g = Game.new([starter_deck(deck), starter_deck(deck)], seed=5)
        rng = random.Random(1)
        for _ in range(120):
            d = g.pending
            if d is None:
                break
            if d.kind == "turn":
                for o in d.options:
                    if o.detail != "play" or not o.id.startswith("play:"):
                        continue
                    trial = Game.from_record(g.record)
                    trial.answer(o.id)
                    nd = trial.pending
                    if nd is not None and nd.player == d.player and nd.kind != "turn":
                        return g, o.id
            g.answer(random_answer(d, rng))
    raise AssertionError("no play in the starter decks asks for more")


def test_cancel_takes_back_a_play_that_is_asking_for_more(qtbot):
    game, play_id = _game_with_a_play_that_asks_more()
    win = make_window(qtbot, game, Mode.HOTSEAT)
    before = len(win.game.answers)
    assert not win.panel.take_back_button.isVisible()
    win.submit(play_id)
    assert win.game.pending.kind != "turn"
    assert win.panel.take_back_button.isVisible()
    win.panel.take_back_button.click()
    assert len(win.game.answers) == before
    assert win.game.pending.kind == "turn"
    assert not win.panel.take_back_button.isVisible()


def test_an_open_table_can_keep_one_side_at_the_bottom(qtbot):
    """Hotseat without churn: an open-handed table turns to whoever decides, unless
    View > Keep the first player at the bottom holds it still; both hands stay shown and
    the second player's cards can still be played by clicking."""
    game = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=7)
    win = make_window(qtbot, game, Mode.HOTSEAT, handoff=False)
    assert not win.act_fixed.isEnabled()  # only an open-handed table keeps one side
    win.set_open_hands(True)
    win.set_fixed_side(True)
    bottoms = set()
    for _ in range(12):
        bottoms.add(win.table.bottom)
        owners = {i.card["owner"] for i in win.table.items
                  if i.kind == "card" and i.card and i.card.get("zone") == "hand"}
        assert owners == {0, 1}
        play(win, 1)
    assert bottoms == {0}
    win.set_fixed_side(False)
    seen = set()
    for _ in range(12):
        seen.add(win.table.bottom)
        play(win, 1)
    assert seen == {0, 1}


def test_prompts_read_as_sentences_across_random_games():
    """Defect 10: no 'Pay exhaust me…', no '… to be chosen', in any prompt or option of
    random games of the six starters."""
    import random as _random

    from engine.decks import STARTER_NAMES
    from engine.policies import random_answer

    seen = 0
    for k, name in enumerate(STARTER_NAMES):
        other = STARTER_NAMES[(k + 1) % len(STARTER_NAMES)]
        g = Game.new([starter_deck(name), starter_deck(other)], seed=k)
        rng = _random.Random(k)
        while g.pending is not None and len(g.answers) < 400:
            d = g.pending
            for text in (d.prompt, *(o.label for o in d.options)):
                assert not re.search(r"\bPay (exhaust|discard|sacrifice)", text), text
                assert "to be chosen" not in text, text
            seen += 1
            g.answer(random_answer(d, rng))
    assert seen > 300  # six games, every decision read


