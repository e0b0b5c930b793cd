"""The goldfish lab dialog (altered_desktop.goldfish_lab) run end to end on starter decks:
run with progress, charts and tables filled, exports, a game opened at the table, and
Cancel."""

from __future__ import annotations

import csv
import io
import json

from altered_desktop.session import Mode
from engine.decks import starter_deck
from engine.game import Game
from tests.gui.conftest import make_window


def _lab(qtbot, workers=1):
    game = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=1)
    win = make_window(qtbot, game, Mode.HOTSEAT)
    dlg = win.goldfish_lab_dialog()
    dlg.workers = workers
    qtbot.addWidget(dlg)
    return win, dlg


def test_the_lab_runs_two_decks_side_by_side(qtbot, tmp_path):
    win, dlg = _lab(qtbot, workers=2)
    dlg.deck_a.setCurrentIndex(dlg.deck_a.findData("starter:axiom"))
    dlg.deck_b.setCurrentIndex(dlg.deck_b.findData("starter:yzmir"))
    dlg.games.setValue(12)
    seen = []
    dlg.bar.valueChanged.connect(seen.append)
    dlg.run_button.click()
    assert not dlg.run_button.isEnabled() and dlg.cancel_button.isEnabled()
    qtbot.waitUntil(lambda: not dlg.running() and bool(dlg.results), timeout=60000)
    assert [s["games"] for s in dlg.results] == [12, 12]
    assert seen and max(seen) == 24 and dlg.bar.maximum() == 24
    assert "won" in dlg.status.text()
    # charts: one bar series and two position lines per deck
    assert len(dlg.chart_days.series) == 2 and len(dlg.chart_pos.series) == 4
    assert dlg.chart_days.days() >= 1 and sum(dlg.chart_days.series[0][1]) == dlg.results[0]["wins"]
    assert dlg.games_table.rowCount() == 24 and dlg.cards_table.rowCount() > 10
    # exports
    dlg.export_to(tmp_path / "g.csv", "games.csv")
    rows = list(csv.DictReader(io.StringIO((tmp_path / "g.csv").read_text())))
    assert len(rows) == 24 and set(rows[0]) == {"deck", "seed", "won", "day", "decisions"}
    dlg.export_to(tmp_path / "c.csv", "cards.csv")
    assert (tmp_path / "c.csv").read_text().startswith("deck,ref,name,")
    dlg.export_to(tmp_path / "all.json", "goldfish.json")
    data = json.loads((tmp_path / "all.json").read_text())
    assert [d["deck"] for d in data] == [s["deck"] for s in dlg.results]
    assert "record" not in data[0]["games_table"][0]
    # a game opens at the table, in goldfish mode, as it ended
    dlg.games_table.selectRow(0)
    assert dlg.open_selected()
    assert win.session.mode is Mode.GOLDFISH and win.game.over
    assert win.game.seed == dlg.record_of(0)["seed"]
    dlg.close()


def test_cancel_stops_the_run(qtbot):
    win, dlg = _lab(qtbot, workers=1)
    dlg.games.setValue(5000)
    dlg.run_button.click()
    qtbot.waitUntil(lambda: dlg.bar.value() >= 2, timeout=30000)
    dlg.cancel_button.click()
    qtbot.waitUntil(lambda: not dlg.running() and bool(dlg.results), timeout=30000)
    s = dlg.results[0]
    assert s["cancelled"] and 0 < s["games"] < 5000
    assert "cancelled" in dlg.status.text()
    assert dlg.run_button.isEnabled()


def test_the_results_say_by_which_day_the_deck_won():
    """Against a goldfish every deck wins in the end: the measure is the day, so the
    line says by which day how many games were won, not "40 of 40 games won"."""
    from altered_desktop.goldfish_lab import victory_line

    s = {"games": 40, "wins": 40, "victory_days": {"5": 11, "4": 29}, "mean_victory_day": 4.28}
    assert victory_line(s) == "won by day 4 in 29 of 40 games, by day 5 in all 40; " \
                              "day 4.28 on average"
    s = {"games": 40, "wins": 38, "victory_days": {"3": 1, "4": 12, "5": 18, "6": 4, "7": 3},
         "mean_victory_day": 5.03}
    line = victory_line(s)  # the first days and the last two; the games never won
    assert line.startswith("won by day 3 in 1 of 40 games, by day 4 in 13, by day 6 in 35, "
                           "by day 7 in 38; 2 not won within ")
    assert victory_line({"games": 5, "wins": 0, "victory_days": {},
                         "mean_victory_day": None}).startswith("no win in 5 games")


def test_the_lab_covers_the_window_and_cancel_is_there_only_while_running(qtbot):
    win, dlg = _lab(qtbot, workers=1)
    win.show()
    dlg.close()
    dlg = win.goldfish_lab_dialog()
    qtbot.addWidget(dlg)
    assert dlg.geometry() == win.geometry()
    assert not dlg.cancel_button.isVisible()
    dlg.games.setValue(2)
    dlg.run_button.click()
    assert dlg.cancel_button.isVisible() and dlg.cancel_button.isEnabled()
    qtbot.waitUntil(lambda: not dlg.running() and bool(dlg.results), timeout=60000)
    assert not dlg.cancel_button.isVisible() and dlg.run_button.isEnabled()
    assert "by day" in dlg.status.text() and "goldfish" in dlg.status.text()
    dlg.close()


def test_numbers_in_the_lab_tables_line_up_and_sort_by_value(qtbot):
    from PySide6.QtCore import Qt as _Qt

    from altered_desktop.goldfish_lab import _item

    a, b, c = _item(1.8), _item(1.25), _item(12)
    assert (a.text(), b.text(), c.text()) == ("1.80", "1.25", "12")
    assert a.textAlignment() & _Qt.AlignmentFlag.AlignRight
    assert b < a and not a < b and _item(9.5) < _item(10.25)  # by value, not "10" < "9"
    assert _item("Kitsune").text() == "Kitsune" and _item(None).text() == "—"


def test_review_round_4_the_lab_reads_as_results_not_a_debug_panel(qtbot):
    """Review round 4 #20: the games box had blank up/down buttons; "Played / game" above
    "Drawn / game" went unexplained; the summary said "1.6 s, 1 process"; the Cards tab's
    name column was stretched ~700 px, far from its numbers."""
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QStyle, QStyleOptionSpinBox

    from altered_desktop import theme

    win, dlg = _lab(qtbot, workers=1)
    dlg.setStyleSheet(theme.STYLE_SHEET)
    dlg.resize(1366, 740)
    dlg.show()
    qtbot.waitExposed(dlg)
    # the games box's buttons each carry a light arrow on their dark ground
    box = dlg.games
    img = box.grab().toImage()
    opt = QStyleOptionSpinBox()
    box.initStyleOption(opt)
    for sub in (QStyle.SubControl.SC_SpinBoxUp, QStyle.SubControl.SC_SpinBoxDown):
        rect = box.style().subControlRect(QStyle.ComplexControl.CC_SpinBox, opt, sub, box)
        light = [(x, y) for x in range(rect.left(), rect.right() + 1)
                 for y in range(rect.top(), rect.bottom() + 1)
                 if img.pixelColor(x, y).lightness() > 150]
        assert len(light) >= 6, sub
    dlg.games.setValue(3)
    dlg.run_button.click()
    qtbot.waitUntil(lambda: not dlg.running() and bool(dlg.results), timeout=60000)
    summary = dlg.status.text()
    assert "by day" in summary or "won on day" in summary
    assert " s" not in summary.replace("games", "") and "process" not in summary
    assert "process" in dlg.status.toolTip() and "3 games in" in dlg.status.toolTip()
    t = dlg.cards_table
    headers = [t.horizontalHeaderItem(c).text() for c in range(t.columnCount())]
    played = t.horizontalHeaderItem(headers.index("Played\nper game")).toolTip()
    assert "Reserve" in played and "Hand" in played and "Resupplied" in played
    # and said in plain sight under the table, readable on the dialog's ground
    dlg.tabs.setCurrentWidget(dlg.cards_tab)
    note = dlg.cards_note
    assert note.isVisible() and "can exceed Drawn" in note.text()
    assert note.font().pixelSize() >= theme.LEAST_TEXT_PX
    assert theme.contrast(theme.LABEL_DIM, QColor("#1b1511")) >= 4.5
    # the card column is as wide as its longest name, the numbers right after it
    names = [t.item(r, 1).text() for r in range(t.rowCount())]
    widest = max(t.fontMetrics().horizontalAdvance(n) for n in names)
    assert t.columnWidth(1) <= widest + 40
    assert t.columnWidth(1) < 400
    # review r5 #16: the number columns share the rest of the width (no empty band
    # right of the table), the first of them right after the names
    head = t.horizontalHeader()
    assert head.length() >= head.width() - 2
    assert t.columnViewportPosition(2) == t.columnWidth(0) + t.columnWidth(1)
    # the games box says its count is per deck; the bar, with two decks, says so too
    assert dlg.games.suffix().strip() == "games per deck"
    dlg.deck_b.setCurrentIndex(dlg.deck_b.findData("starter:yzmir"))
    dlg.games.setValue(40)
    assert dlg.bar.text() == "0 of 80 games (40 per deck)"
    dlg.close()


def test_the_sort_arrow_points_the_way_the_values_run(qtbot):
    """Review r5 #16: sorted most played first, the header showed ▲.  Qt's header asks
    its style for "SortUp" on a descending sort; the lab's header draws ▼ for it: the
    arrow's widest inked row is at its top."""
    from PySide6.QtCore import QRect, Qt
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtWidgets import QStyle, QStyleOptionHeader

    win, dlg = _lab(qtbot)
    head = dlg.cards_table.horizontalHeader()
    dlg.cards_table.sortItems(3, Qt.SortOrder.DescendingOrder)
    assert head.sortIndicatorOrder() == Qt.SortOrder.DescendingOrder

    def widths(indicator):  # type: ignore[no-untyped-def]
        img = QImage(40, 40, QImage.Format.Format_ARGB32)
        img.fill(QColor("white"))
        opt = QStyleOptionHeader()
        opt.rect = QRect(10, 10, 20, 20)
        opt.sortIndicator = indicator
        opt.palette.setColor(opt.palette.ColorRole.ButtonText, QColor("black"))
        opt.palette.setColor(opt.palette.ColorRole.Text, QColor("black"))
        opt.palette.setColor(opt.palette.ColorRole.WindowText, QColor("black"))
        p = QPainter(img)
        head.style().drawPrimitive(QStyle.PrimitiveElement.PE_IndicatorHeaderArrow, opt, p,
                                   head)
        p.end()
        rows = [sum(img.pixelColor(x, y).lightness() < 160 for x in range(40))
                for y in range(40)]
        inked = [n for n in rows if n]
        assert len(inked) >= 2
        return inked[0], inked[-1]

    # what Qt's header asks for while sorted descending (qheaderview.cpp) ...
    top, bottom = widths(QStyleOptionHeader.SortIndicator.SortUp)
    assert top > bottom  # ... is drawn pointing down
    top, bottom = widths(QStyleOptionHeader.SortIndicator.SortDown)
    assert top < bottom
    dlg.close()


def test_lab_charts_print_grows_with_a_big_screen(qtbot):
    """Issue #23: at 1920 and above fonts grow with the window.  A lab chart the size it
    has at 1366×768 writes at 12 and 13 px; the same chart at 1920×1080 writes
    some 40 % bigger, never under the floor either way."""
    from altered_desktop import theme
    from altered_desktop.lab_charts import DayChart

    chart = DayChart("Day of victory", "games won that day", bars=True)
    qtbot.addWidget(chart)
    chart.set_data([("Axiom", [0, 0, 3, 29, 11], False), ("Muna", [0, 0, 0, 12, 18], False)])
    sizes = {}
    for name, (w, h) in {"1366": (1330, 260), "1920": (1890, 420)}.items():
        chart.resize(w, h)
        try:
            theme.font_sizes = []
            chart.grab()
            sizes[name] = sorted(set(theme.font_sizes))
        finally:
            theme.font_sizes = None
    assert sizes["1366"] == [12, 13]  # 12 px at least since review r19 #14
    assert sizes["1920"][0] >= 15 and sizes["1920"][-1] >= 18


def test_lab_summary_says_each_deck_played_alone_and_who_piloted():
    """Review r6 #15: the summary under "Compare with" and "Pilot" said only "Against an
    opponent who only passes", as if the decks might have met."""
    from altered_desktop.goldfish_lab import run_summary

    two = [{"deck": "Axiom", "games": 40, "pilot": "greedy"},
           {"deck": "Muna", "games": 40, "pilot": "greedy"}]
    assert run_summary(two) == ("Each deck played 40 games alone, piloted by the Greedy "
                                "AI, against an opponent who only passes (a goldfish); "
                                "the decks never met:")
    one = [{"deck": "Axiom", "games": 3, "pilot": "search"}]
    assert run_summary(one) == ("Played 3 games, piloted by the Search AI, against an "
                                "opponent who only passes (a goldfish):")
    cut = [{"deck": "Axiom", "games": 40, "pilot": "greedy"},
           {"deck": "Muna", "games": 12, "pilot": "greedy"}]  # cancelled midway
    assert "played 12 to 40 games alone" in run_summary(cut)
