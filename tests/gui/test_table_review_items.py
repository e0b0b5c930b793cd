"""Issue #23, the list of what was seen, item by item where a test can hold it: the home
screen and the mode in the status bar (9), the teaching log as a drawer (layout), the
Expeditions' totals "5 vs 3" with no equals sign (2), ability symbols as icons (6), the
lab's and end screen's axes, tables and progress (4), zoom and tooltips closing (5), the
deck builder and New game's deck list (8), no "Save it first?" for an unchanged game
(10)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from altered_desktop import home_screen, storage, symbol_text, table_paint, theme
from altered_desktop.session import Mode
from engine.decks import starter_deck
from engine.game import Game
from tests.gui.conftest import make_window

# --------------------------------------------------------------------- 9: home screen


def _bare_window(qtbot, width: int = 1366, height: int = 708):  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt

    from altered_desktop.main_window import MainWindow

    win = MainWindow(handoff=False)
    qtbot.addWidget(win)
    win.setWindowState(Qt.WindowState.WindowNoState)
    win.resize(width, height)
    win.show()
    return win


def test_the_home_screen_offers_every_way_in(qtbot):
    win = _bare_window(qtbot)
    home_screen.show_home(win)
    assert win.home.isVisible() and win.status_label.text() == "Home"
    titles = {b.accessibleName() for b in win.home.buttons.values()}
    assert titles == {"Learn to play", "Play a friend", "Play the computer", "Test a deck",
                      "Build a deck", "Open a saved game"}
    assert not win.home.continue_button.isVisible()  # nothing saved yet


def test_continue_names_the_decks_and_the_day(qtbot):
    g = Game.new([starter_deck("axiom"), starter_deck("lyra")], seed=5)
    g.save(storage.autosave_path())
    win = _bare_window(qtbot)
    home_screen.show_home(win, day=3)
    text = win.home.continue_button.text()
    assert win.home.continue_button.isVisible()
    assert "against" in text and "day 3" in text


def test_a_new_player_is_shown_where_to_start(qtbot):
    """Review round 4 #21: on a first start (no lesson finished, no game to continue)
    Learn to play wears a "Start here" pill, readable, and has the keyboard focus, so
    Enter opens the lessons; once a lesson is finished the mark is gone."""
    from PySide6.QtCore import Qt

    from altered_desktop import lessons_ui

    win = _bare_window(qtbot)
    opened: list[str] = []
    win.home.chosen.disconnect()
    win.home.chosen.connect(opened.append)
    home_screen.show_home(win)
    learn = win.home.buttons["learn"]
    assert learn.badge == "Start here" and learn.accessibleDescription() == "Start here"
    assert not any(b.badge for k, b in win.home.buttons.items() if k != "learn")
    qtbot.waitUntil(learn.hasFocus)
    qtbot.keyClick(learn, Qt.Key.Key_Return)
    assert opened == ["learn"]
    # the pill is painted where badge_rect says, its words at least 11 px and 4.5:1
    pill = learn.badge_rect()
    shot = learn.grab().toImage()
    centre = shot.pixelColor(int(pill.left() + 4), int(pill.center().y()))
    assert theme.contrast(home_screen.BADGE_INK, centre) >= 4.5
    assert centre.red() > 200 and centre.green() > 150  # gold, not the tile's dark body
    assert home_screen.BADGE_PX >= theme.LEAST_TEXT_PX
    assert pill.right() <= learn.width() and pill.top() >= 0
    win.home.hide()
    lessons_ui.mark_done("basics")
    home_screen.show_home(win)
    assert learn.badge == "" and learn.badge_rect().isEmpty()


def test_a_player_with_a_game_to_continue_is_not_told_to_start_again(qtbot):
    Game.new([starter_deck("axiom"), starter_deck("lyra")], seed=5).save(
        storage.autosave_path())
    win = _bare_window(qtbot)
    home_screen.show_home(win, day=1)
    assert win.home.continue_button.isVisible() and not win.home.buttons["learn"].badge


def test_play_the_computer_is_its_own_choice_and_the_status_bar_says_so(qtbot, monkeypatch):
    from altered_desktop import ai_seat
    from altered_desktop.deck_picker import NewGameDialog

    win = _bare_window(qtbot)
    home_screen.show_home(win)
    seen: dict[str, Any] = {}

    def accept(dlg: NewGameDialog) -> int:
        seen["ai"] = dlg.second_seat.currentData()
        seen["title"] = dlg.windowTitle()
        return 1

    monkeypatch.setattr(NewGameDialog, "exec", accept)
    monkeypatch.setattr(ai_seat.AISeat, "__init__", lambda self, *a, **k: None)
    monkeypatch.setattr(ai_seat.AISeat, "stop", lambda self: None, raising=False)
    win.home.buttons["computer"].click()
    assert seen["ai"] and seen["title"] == "Play the computer"
    assert win.session is not None and not win.home.isVisible()
    assert win.status_label.text().startswith("Against the computer")


def test_play_a_friend_is_two_people(qtbot, monkeypatch):
    from altered_desktop.deck_picker import NewGameDialog

    win = _bare_window(qtbot)
    seen: dict[str, Any] = {}

    def accept(dlg: NewGameDialog) -> int:
        seen["ai"] = dlg.second_seat.currentData()
        seen["hotseat"] = dlg.hotseat.isChecked()
        return 0

    monkeypatch.setattr(NewGameDialog, "exec", accept)
    home_screen.choose(win, "friend")
    assert seen == {"ai": "", "hotseat": True} or (not seen["ai"] and seen["hotseat"])


# --------------------------------------------------------------------- the log drawer
def test_the_teaching_log_is_a_drawer_on_a_laptop_screen(qtbot):
    game = Game.new([starter_deck("axiom"), starter_deck("lyra")], seed=5)
    from altered_desktop.main_window import MainWindow
    from altered_desktop.session import GameSession

    for width, open_ in ((1366, False), (1920, True)):
        win = MainWindow(GameSession(game, Mode.HOTSEAT), handoff=False)
        qtbot.addWidget(win)
        win.resize(width, 900)
        win.show()
        assert win.log_dock.isVisible() is open_, width
    toggle = win.log_dock.toggleViewAction()
    assert toggle.shortcut().toString() == "L"  # one key away


# --------------------------------------------------------------------- 2: totals
def _texts(draw: Any) -> list[str]:
    """The strings a painting function draws."""
    img = QImage(400, 120, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(QColor("black"))
    drawn: list[str] = []

    class Recorder(QPainter):
        def drawText(self, *args: Any) -> None:  # noqa: N802 - Qt's name
            drawn.append(next(a for a in args if isinstance(a, str)))
            super().drawText(*args)

        def drawPolygon(self, *args: Any) -> None:  # noqa: N802 - Qt's name
            # the leader's arrow is a drawn triangle: its tip up or down
            points = list(args[0])
            tip = min(points, key=lambda q: q.y()) if len(points) == 3 else None
            if tip is not None:
                others = [q for q in points if q is not tip]
                drawn.append("▲" if all(q.y() > tip.y() for q in others) else "▼")
            super().drawPolygon(*args)

    p = Recorder(img)
    draw(p)
    p.end()
    return drawn


def test_totals_read_5_vs_3_and_never_with_an_equals_sign():
    r = QRectF(0, 0, 160, 30)
    lead = _texts(lambda p: table_paint.draw_stat(p, r, "forest", 5, 3, True))
    assert lead == ["5 vs 3", "▲"]  # the arrow drawn in a column of its own (review r6 #10)
    trail = _texts(lambda p: table_paint.draw_stat(p, r, "water", 2, 4, True))
    assert trail == ["2 vs 4", "▼"]
    tie = _texts(lambda p: table_paint.draw_stat(p, r, "mountain", 4, 4, True))
    lacking = _texts(lambda p: table_paint.draw_stat(p, r, "mountain", 4, 0, False))
    assert tie == ["4 vs 4"] and lacking == ["4 vs 0"]
    assert not any("=" in t for t in lead + trail + tie + lacking)
    # a terrain the region lacks is greyed, still readable (4.5:1 on the column's ground)
    # (on the Expedition's band itself: no darker panel under the totals, review r14)
    ground = theme.over(theme.EXPEDITION_FILL, theme.FELT_LIGHT)
    assert theme.contrast(table_paint.NOT_COUNTED, ground) >= 4.5
    assert theme.contrast(table_paint.LEAD, ground) >= 4.5
    assert theme.contrast(table_paint.TRAIL, ground) >= 4.5


# --------------------------------------------------------------------- 6: symbols
def test_ability_symbols_are_drawn_as_icons_not_brackets():
    text = "[T]: Target Character gains 1 boost. [R] When played from Reserve — draw."
    runs, lines, _lh = symbol_text.layout(text, 150, 12)
    assert lines >= 2
    assert [r.symbol for r in runs if r.symbol] == ["T", "R"]
    assert not any("[" in r.text for r in runs)
    assert "exhaust me" in symbol_text.plain(text)
    from altered_desktop import card_art

    for letter in "JHRTS":
        assert (card_art.ICON_DIR / f"{card_art.SYMBOL_ICONS[letter]}.png").exists()


def test_every_card_in_the_pool_has_an_illustration_icon():
    from altered_desktop import card_art
    from engine import all_cards

    missing = set()
    for cd in all_cards():
        name = card_art.illustration_of({"subtypes": list(cd.subtypes),
                                         "type": cd.type.value})
        if not (card_art.ICON_DIR / f"{name}.png").exists():
            missing.add(name)
    assert not missing


# --------------------------------------------------------------------- 4: lab, end screen
def test_chart_axes_are_whole_numbers_at_even_steps():
    from altered_desktop.chart_axes import integer_ticks
    from altered_desktop.lab_charts import DayChart

    assert integer_ticks(5) == [0, 1, 2, 3, 4, 5]
    assert integer_ticks(150) == [0, 25, 50, 75, 100, 125, 150]
    assert integer_ticks(29) == [0, 5, 10, 15, 20, 25, 30]
    assert integer_ticks(0) == [0, 1]
    chart = DayChart("Day of victory", "games", bars=True)
    chart.set_data([("a", [0, 0, 3, 29, 11], False)])
    ticks = chart.ticks()
    assert all(t.is_integer() for t in ticks) and ticks[-1] >= 29
    steps = {b - a for a, b in zip(ticks, ticks[1:], strict=False)}
    assert len(steps) == 1  # evenly spaced


def test_the_lab_counts_the_games_asked_and_its_tables_are_dark(qtbot):
    from altered_desktop.goldfish_lab import GoldfishLabDialog

    dlg = GoldfishLabDialog(None)
    qtbot.addWidget(dlg)
    dlg.games.setValue(200)
    dlg.deck_b.setCurrentIndex(2)
    assert dlg.bar.maximum() == 400 and dlg.bar.value() == 0
    dlg.deck_b.setCurrentIndex(0)  # no second deck
    assert dlg.bar.maximum() == 200
    from tests.gui.test_contrast import WINDOW, sheet_pairs

    tables = [(fg, bg) for sel, fg, bg in sheet_pairs(theme.STYLE_SHEET, WINDOW)
              if sel == "QTableView"]
    assert tables and all(theme.contrast(fg, bg) >= 4.5 for fg, bg in tables)
    assert theme.luminance(tables[0][1]) < 0.05  # a dark table, as the window


# --------------------------------------------------------------------- 5: zoom closes
def test_zoom_and_tooltips_close_when_the_handoff_screen_comes(qtbot):
    game = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=7)
    win = make_window(qtbot, game, Mode.HOTSEAT, handoff=True)
    win.handoff.reveal_button.click()
    card = next(i for i in win.table.items if i.kind == "card")
    win.table.hover = card
    win.table.zoom_locked = card.card
    win.submit([o.id for o in game.pending.options[:3]])  # the other seat decides next
    assert win.handoff.isVisible()
    assert win.table.hover is None and win.table.zoom_locked is None


# --------------------------------------------------------------------- 8: decks
def test_new_game_lists_each_card_once_with_rarities_and_named_costs(qtbot):
    from altered_desktop.deck_picker import NewGameDialog

    dlg = NewGameDialog({}, None)
    qtbot.addWidget(dlg)
    dlg.deck1.setCurrentIndex(dlg.deck1.findData("starter:axiom"))
    dlg.show_preview(dlg.deck1)
    lines = [dlg.preview.item(i).text() for i in range(dlg.preview.count())]
    jian = [line for line in lines if "Jian" in line]
    assert len(jian) == 1, jian
    assert "hand " in jian[0] and "reserve " in jian[0] and "common" in jian[0]


def test_deck_names_are_not_painted_in_faction_red(qtbot):
    from PySide6.QtWidgets import QTreeWidget

    from altered_desktop.deck_draft import DeckDraft
    from altered_desktop.deck_list import fill_deck_tree

    t = QTreeWidget()
    t.setColumnCount(3)
    qtbot.addWidget(t)
    fill_deck_tree(t, DeckDraft.from_deck(starter_deck("bravos")), {})
    red = theme.FACTION_COLOURS["BR"].lighter(160)
    items = [t.topLevelItem(i).child(k) for i in range(t.topLevelItemCount())
             for k in range(t.topLevelItem(i).childCount())]
    assert items and all(it.foreground(1).color() != red for it in items)
    assert all(not it.icon(1).isNull() for it in items if it.data(0, 256))


def test_the_deck_builder_closes_with_escape_and_ctrl_w(qtbot):
    from PySide6.QtGui import QKeySequence

    from altered_desktop.deck_builder import DeckBuilder

    for key in ("Esc", "Ctrl+W"):
        w = DeckBuilder()
        w._no_prompt = True
        qtbot.addWidget(w)
        w.show()
        qtbot.waitExposed(w)
        (action,) = [a for a in w.actions() if QKeySequence(key) in a.shortcuts()]
        action.trigger()  # what the key press sets off (offscreen has no key focus)
        assert not w.isVisible(), key


# --------------------------------------------------------------------- 10: save it first?
def test_a_game_just_opened_is_left_without_asking(qtbot, tmp_path):
    import random

    from engine.policies import random_answer

    rng = random.Random(2)
    g = Game.new([starter_deck("axiom"), starter_deck("lyra")], seed=5)
    for _ in range(8):
        g.answer(random_answer(g.pending, rng))
    path = tmp_path / "g.json"
    g.save(path)
    win = make_window(qtbot, Game.new([starter_deck("axiom"), starter_deck("lyra")], seed=1),
                      Mode.HOTSEAT)
    win.load_from(path)
    assert not win.game_in_progress()  # unchanged since opened: nothing to lose
    win.submit(random_answer(win.game.pending, rng))
    assert win.game_in_progress()  # one answer later it would be lost


def test_the_about_box_credits_the_icons(qtbot):
    from pathlib import Path

    win = _bare_window(qtbot)
    win._show_about()
    text = win.about_box.text()
    assert "game-icons.net" in text and "CC BY 3.0" in text
    root = Path(__file__).resolve().parents[2]
    assert "CC BY 3.0" in (root / "assets" / "game-icons-LICENSE.txt").read_text()
    win.about_box.close()


def test_averages_are_charted_at_whole_numbers_or_halves():
    from altered_desktop.lab_charts import DayChart

    chart = DayChart("positions", "regions")
    chart.set_data([("a", [0.3, 1.1, 2.4, 3.9, 4.3], False)])
    assert chart.ticks() == [0.0, 1.0, 2.0, 3.0, 4.0, 5.0]
    chart.set_data([("a", [0.2, 0.7, 1.3], False)])
    assert chart.ticks() == [0.0, 0.5, 1.0, 1.5]


def test_each_region_tile_is_numbered_and_named_on_its_own(qtbot):
    """Review round 3 #9: "Tumult 1a / 1b" read like internal ids.  Round 4 #11: one
    "Tumult 1" tab across two tiles left it unclear whether a Tumult was one region or
    two, and no tile had the number the log and end screen use ("region 5").  Each tile
    is now one region, numbered 1 to N from the Hero region as the log counts them, and
    named on its own with the name the log uses (both regions of a Tumult card say
    "Tumult 1"); nothing straddles two tiles."""
    win = make_window(qtbot, Game.new([starter_deck("axiom"), starter_deck("lyra")], seed=5),
                      Mode.HOTSEAT)
    ops = win.table._list_board()
    regions = [op.key for op in ops if op.key[0] == "region"]
    adventure = win.table.view["adventure"]
    assert [k[3] for k in regions] == list(range(1, len(adventure) + 1))
    assert not [op for op in ops if op.key[0] == "region_pair"]
    assert not any("Tumult 1a" in repr(k) or "Tumult 1b" in repr(k) for k in regions)
    # the log counts the same way: an Expedition at index i is "region i + 1"
    tiles = [i for i in win.table.items if i.kind == "region"]
    text = win.table.describe(tiles[4])
    assert text.startswith(f"Region 5 of {len(adventure)}, counted from the Hero region")


def test_the_starter_decks_stand_on_the_home_screen_as_their_heroes(qtbot, monkeypatch):
    """The six starter decks are shown as their Heroes' cards under the choices (the room
    below them was empty, review r6 #19): each painted whole and on screen at 1366×768,
    and a click sets up a game against the computer with that deck."""
    from altered_desktop.deck_picker import NewGameDialog
    from engine import STARTER_NAMES, card_by_ref
    from engine import starter_deck as deck_of

    win = _bare_window(qtbot)
    home_screen.show_home(win)
    cards = win.home.starters
    assert [c.name for c in cards] == list(STARTER_NAMES)
    area = win.home.rect()
    for c in cards:
        qtbot.waitUntil(c.isVisible)
        box = c.geometry().translated(c.parentWidget().mapTo(win.home, c.pos()) - c.pos())
        assert area.contains(box), f"{c.name}'s card runs off the home screen"
        assert c.card_rect().height() >= 110 and c.card_rect().width() >= 130
        hero = card_by_ref(deck_of(c.name).hero)
        assert c.face["name"] == hero.name and "starter deck" in c.toolTip()
    # no two starter cards overlap, and none covers a choice tile
    boxes = [c.geometry() for c in cards]
    assert all(not a.intersects(b) for i, a in enumerate(boxes) for b in boxes[i + 1:])
    seen: dict[str, Any] = {}

    def accept(dlg: NewGameDialog) -> int:
        seen["ai"] = dlg.second_seat.currentData()
        seen["deck"] = dlg.deck1.currentData()
        return 0

    monkeypatch.setattr(NewGameDialog, "exec", accept)
    cards[2].click()
    assert seen["ai"] and seen["deck"] == f"starter:{STARTER_NAMES[2]}"
