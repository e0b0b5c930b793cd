"""Review round 9, the screens around the table: no half row or half line at the bottom
of a scroll area (#7), the end screen's chart (#8), the room at 1920 (#15) and the lab's
Expedition positions chart saying how its late points are taken (#18)."""

from __future__ import annotations

from PySide6.QtGui import QFontMetrics

from altered_desktop import theme
from tests.gui.test_lab_screens_r8 import _builder, _lab_dialog, _summary, _tied_summary

# ------------------------------------------------------------------- #7: whole rows


def _last_row_whole(view) -> None:  # type: ignore[no-untyped-def]
    """Every row with any pixel in the viewport is wholly inside it."""
    height = view.viewport().height()
    rows = view.model().rowCount()
    seen = 0
    for row in range(rows):
        y = view.rowViewportPosition(row)
        if y >= height or y + view.rowHeight(row) <= 0:
            continue
        seen += 1
        assert y >= 0 and y + view.rowHeight(row) <= height, (row, y, height)
    assert seen >= 5


def test_the_lab_cards_table_ends_on_a_whole_row(qtbot):
    """Review r9 #7: the Cards table's last row ("Three Little Pigs (rare)") was cut
    through the middle at 1366×768.  The viewport now ends under a whole row, at each
    window height, and the rows that do not fit are reached by scrolling (the lab's
    tables are one kind: shown here on the Games tab, whose 40 rows never fit)."""
    dlg = _lab_dialog(qtbot)
    dlg.tabs.setCurrentIndex(2)
    dlg.show_results([_summary(40)])
    t = dlg.games_table
    assert t.rowCount() == 40
    for h in (740, 733, 721, 700):
        dlg.resize(1366, h)
        qtbot.wait(20)
        assert t.verticalScrollBar().maximum() > 0  # more rows than room
        _last_row_whole(t)
    t.verticalScrollBar().setValue(3)
    qtbot.wait(20)
    _last_row_whole(t)
    dlg.close()


def test_the_deck_builder_list_and_card_text_end_on_whole_lines(qtbot):
    """Review r9 #7: the card list's last row was half cut, and the card's text ended on
    "…printed in" with nothing saying it went on.  The list ends on a whole row; the
    text ends under a whole line, with a "more" button under it that turns the page.
    (At 1366 the text of nearly every card now fits - review r13 #20 - so the list is
    given more room here, as a player dragging the divider down would.)"""
    b = _builder(qtbot, 1366, 768)
    _last_row_whole(b.table)
    text = b.detail.text
    centre = b.detail.parentWidget()
    total = sum(centre.sizes())
    centre.setSizes([total - 220, 220])
    qtbot.wait(30)
    _last_row_whole(b.table)
    # three versions, R1/R2 explained at the end, and a long text
    b.show_detail("ALT_CORE_B_OR_22_R2")
    qtbot.wait(30)
    bar = text.verticalScrollBar()
    assert bar.maximum() > 0, "the text is longer than its box"
    assert text.more.isVisible()
    more = text.more.geometry()
    vp = text.viewport().geometry()
    assert more.top() >= vp.bottom() - 1  # under the text, not over it
    # the viewport's bottom falls between two lines, never through one
    from altered_desktop.whole_rows import _line_bottoms

    bottom = bar.value() + vp.height()
    lines = _line_bottoms(text)
    assert any(abs(b - bottom) <= 1 for b in lines), (bottom, lines)
    text.more.click()
    qtbot.wait(30)
    assert bar.value() > 0
    bar.setValue(bar.maximum())
    qtbot.wait(30)
    assert not text.more.isVisible()  # all read: no "more"


# ------------------------------------------------------------------- #8: end chart


def _race_summary():  # type: ignore[no-untyped-def]
    from altered_desktop.game_summary import Summary

    days = [[(0, 0), (0, 0)], [(1, 0), (1, 0)], [(1, 1), (1, 0)], [(2, 1), (1, 1)],
            [(2, 2), (2, 1)], [(3, 3), (2, 1)], [(3, 3), (2, 1)], [(4, 4), (2, 1)]]
    return Summary(["Ninette", "Lithium"], 0, "", 7, distances=days, plays=[[1, 1]] * 7)


def test_the_meeting_line_label_stands_above_the_line_clear_of_the_players(qtbot):
    """Review r9 #8: "7 regions: a player's two Expeditions meet…" was written under the
    dotted line and ran into the winner's rising line; review r12 #17: on the plot, its
    box covered the grid.  It now stands in the legend's row above the plot, clear of
    every player's line."""
    from altered_desktop.end_of_game import DistanceChart
    from altered_desktop.game_summary import MEET

    chart = DistanceChart()
    qtbot.addWidget(chart)
    chart.resize(1286, 240)
    chart.show_summary(_race_summary())
    fm = QFontMetrics(theme.font(12))
    box = chart.meet_label_rect(fm)
    plot = chart.plot_rect()
    # review r12 #17: off the plot altogether, in the legend's row above it
    assert box.bottom() <= plot.top() - 20 and box.top() >= 0
    assert box.left() >= plot.left() and box.width() >= fm.horizontalAdvance(
        chart.meet_label())
    assert box.right() <= chart.width()
    # no player's line crosses the box: sample every segment
    for pts in chart.marks():
        for a, b in zip(pts, pts[1:], strict=False):
            for k in range(21):
                x = a.x() + (b.x() - a.x()) * k / 20
                y = a.y() + (b.y() - a.y()) * k / 20
                assert not box.adjusted(-3, 0, 3, 0).contains(x, y), (x, y)
    # the scale keeps a row above the meeting line for the words
    assert chart.ticks()[-1] > MEET


def test_every_day_is_labelled_in_the_small_panels_and_marks_stand_apart(qtbot):
    """Review r9 #8: the Hero and Companion panels were labelled start, 2, 4, 6 and left
    the last day (7) bare; marks of equal values overlapped.  Every day has its label,
    the last one too, and equal marks stand a whole mark apart."""
    from altered_desktop.end_of_game import DistanceChart

    chart = DistanceChart()
    qtbot.addWidget(chart)
    chart.resize(1286, 240)
    chart.show_summary(_race_summary())
    fm = QFontMetrics(theme.font(12))
    for which in (0, 1):
        labels = chart.day_labels(chart.expedition_rect(which).width(), fm)
        assert [d for d, _t in labels] == list(range(8))
        assert labels[-1][1] == "7"
        # neighbouring labels do not overlap
        room = chart.expedition_rect(which).width() / 7
        assert all(fm.horizontalAdvance(t) + 4 <= room * (1.6 if d == 0 else 1.0)
                   for d, t in labels)
    tied = DistanceChart()
    qtbot.addWidget(tied)
    tied.resize(1286, 240)
    tied.show_summary(_tied_summary())
    a, b = tied.marks()[0][0], tied.marks()[1][0]
    assert abs(a.x() - b.x()) >= 10  # a mark is 10 px across


# ------------------------------------------------------------------- #15: 1920


def test_at_1920_the_lab_fields_are_capped_and_a_chart_stands_beside_the_cards(qtbot):
    """Review r9 #15: at 1920 the deck boxes were stretched to ~900 px and ~900 × 700 px
    beside the cards table stood empty.  The fields stay within 460 px; a chart is
    drawn beside the table at 1920 (and since issue #23 at 1366 too, under a shorter
    note: tests/gui/test_screens_s29.py)."""
    dlg = _lab_dialog(qtbot)
    dlg.tabs.setCurrentWidget(dlg.cards_tab)
    dlg.show_results([_summary(40)])
    dlg.resize(1920, 1050)
    qtbot.wait(30)
    for box in (dlg.deck_a, dlg.deck_b, dlg.pilot, dlg.games):
        assert box.width() <= 460
    # (since review r13 #19 the chart there is the cards' own, not the days again)
    chart = dlg.cards_impact
    assert chart.isVisible()
    assert chart.height() >= 260 and chart.width() >= 500
    assert chart.x() >= dlg.cards_table.geometry().right()
    assert chart.rows
    dlg.close()


def test_the_home_column_uses_a_1920_screen(qtbot):
    """Review r9 #15: the home screen's content sat in a 1280 px column with some 320 px
    empty each side at 1920.  It now leaves at most about 200 px a side."""
    from altered_desktop import home_screen
    from tests.gui.test_table_review_items import _bare_window

    win = _bare_window(qtbot, 1920, 1020)
    home_screen.show_home(win)
    qtbot.waitUntil(lambda: win.home.buttons["learn"].width() > 200)
    home = win.home
    left = min(b.mapTo(home, b.rect().topLeft()).x() for b in home.buttons.values())
    decks = home.no_decks.mapTo(home, home.no_decks.rect().topRight()).x()
    # the tiles and the decks' column span all the width but the margins, up to 1600
    assert decks - left >= min(home.width() - 80, 1600) - 20, (left, decks, home.width())
    assert left - 40 <= max(200, (home.width() - 1600) / 2 + 10)


# ------------------------------------------------------------------- #18: positions


def test_the_positions_chart_says_finished_games_are_held_and_counts_the_games(qtbot):
    """Review r9 #18: Muna's curves went on to day 7 while 37 of its 40 games had ended,
    and nothing said what the late points were.  Every point is the mean of all the
    games, an ended game held at its final position (engine.goldfish_lab.summarise);
    the chart says so, and under each day counts the games still going."""
    dlg = _lab_dialog(qtbot)
    s = _summary(40)
    dlg.show_results([s])
    pos = dlg.chart_pos
    assert "final position" in pos.note
    alive = [m["games"] for m in s["mana_by_day"]]
    (label, _colour, counts), = pos.count_rows
    assert label.endswith("games") and counts == [str(n) for n in alive]
    assert alive[0] == 40 and alive[-1] < 40  # some games ended before the last day
    # the last day's mean is over all 40 games, the ended ones at their final position
    hero_line = pos.series[0][1]
    assert len(hero_line) == len(alive)
    assert hero_line[-1] >= hero_line[len(hero_line) // 2]  # held, never dropping
    # two decks: a row per deck, in the legend's order (review r12 #18)
    dlg.show_results([s, _summary(40, deck="Muna — Teija & Nauraa")])
    assert [row[2][0] for row in pos.count_rows] == ["40", "40"]
    dlg.close()


def test_the_positions_note_wraps_at_1366_never_cut(qtbot):
    """Review r10 #8: at 1366 the note under the positions chart's title ran off the
    panel ("...Under each day: the games still going on tha").  It is wrapped to the
    chart's width, its box tall enough for every line, in English and in French."""
    from PySide6.QtCore import QRect, Qt

    from altered_desktop.lab_charts import TEXT_PX

    dlg = _lab_dialog(qtbot)
    dlg.show_results([_summary(40)])
    pos = dlg.chart_pos
    dlg.layout().activate()
    qtbot.wait(50)
    for note in (pos.note, "Moyenne sur toutes les parties : une partie finie reste à sa "
                 "position finale. Sous chaque jour : les parties encore en cours ce jour-là."):
        pos.note = note
        k = pos.scale()
        fm = QFontMetrics(theme.font(TEXT_PX * k))
        box = pos.note_rect(40.0)
        assert box is not None
        assert box.left() >= 0 and box.right() <= pos.width()
        need = fm.boundingRect(QRect(0, 0, int(box.width()), 10_000),
                               int(Qt.TextFlag.TextWordWrap), note)
        assert need.height() <= box.height() and need.width() <= box.width()
        # the case seen: wider than the chart at 1366, so two lines or more
        assert fm.horizontalAdvance(note) > box.width(), (pos.width(), note)
        assert box.height() >= 2 * fm.lineSpacing()
        pos.grab()  # it paints without error
    dlg.close()
