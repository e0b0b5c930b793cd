"""Review round 8, the screens around the table: the home tiles' copy wraps with no word
alone on a line (#20), the goldfish lab's charts and cards table (#15), the end screen's
chart (#16) and the deck builder (#17)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetrics

from altered_desktop import home_screen, theme
from altered_desktop.text_balance import balanced_lines
from tests.gui.test_table_review_items import _bare_window

# ------------------------------------------------------------------- #20: home copy


def test_a_balanced_wrap_leaves_no_word_alone(qapp):
    fm = QFontMetrics(theme.font(14))
    text = "Short lessons on a real table, one rule at a time"
    width = fm.horizontalAdvance("Short lessons on a real table, one rule at a") + 2
    lines = balanced_lines(text, fm, width)
    assert len(lines) == 2 and len(lines[-1].split()) >= 2
    assert " ".join(lines) == text
    assert all(fm.horizontalAdvance(line) <= width for line in lines)
    assert balanced_lines("Short", fm, width) == ["Short"]


@pytest.mark.parametrize("size", [(1366, 708), (1920, 1020)])
def test_the_home_tiles_copy_leaves_no_word_alone_on_a_line(qtbot, size):
    """Review r8 #20: at 1366 "Short lessons on a real table, one rule at a / time" and
    "…what its seat / may" left a word alone on the last line.  Every tile's line, at
    1366 and 1920, is written in lines of two words or more, within the tile."""
    win = _bare_window(qtbot, *size)
    home_screen.show_home(win)
    qtbot.waitUntil(lambda: win.home.buttons["learn"].width() > 200)
    for key, tile in win.home.buttons.items():
        lines = tile.what_lines()
        assert " ".join(lines) == " ".join(tile.what.split()), key
        if len(lines) > 1:
            assert all(len(line.split()) >= 2 for line in lines), (key, size, lines)
        fm = QFontMetrics(tile.what_font())
        assert all(fm.horizontalAdvance(line) <= tile.text_rect().width()
                   for line in lines), (key, lines)


# ------------------------------------------------------------------- #15: goldfish lab


def _summary(n: int, deck: str = "Axiom — Sierra & Oddball") -> dict:
    from engine.goldfish_lab import summarise
    from tests.engine.test_lab_impact import _run

    s = summarise(_run(n))
    s.update(deck=deck, cancelled=False, workers=1, seconds=1.0, pilot="greedy",
             games_table=[{"seed": i, "won": True, "day": 5, "decisions": 9}
                          for i in range(n)])
    return s


def _lab_dialog(qtbot):
    from altered_desktop.goldfish_lab import GoldfishLabDialog

    dlg = GoldfishLabDialog(None, workers=1)
    qtbot.addWidget(dlg)
    dlg.setStyleSheet(theme.STYLE_SHEET)
    dlg.resize(1366, 740)
    dlg.show()
    qtbot.waitExposed(dlg)
    return dlg


def test_the_lab_charts_start_at_the_first_win_and_have_a_real_legend(qtbot):
    """Review r8 #15: the "Day of victory" axis spent days 1-3 on empty columns, and the
    line styles were explained as "hero ——, companion - - -" typed into the axis caption."""
    dlg = _lab_dialog(qtbot)
    dlg.show_results([_summary(40)])
    days = dlg.chart_days
    assert days.day_labels()[0] == "4" and days.day_labels()[-1] == "6"
    assert all(v > 0 for v in days.series[0][1][:1])  # the first column holds wins
    assert sum(days.series[0][1]) == 40
    pos = dlg.chart_pos
    assert "—" not in pos.y_label and "-" not in pos.y_label
    kinds = {words: kind for words, _c, kind in pos.legend}
    assert kinds["hero Expedition"] == "line" and kinds["companion Expedition"] == "dash"
    assert kinds["Axiom"] == "box"
    dlg.close()


def test_the_cards_table_says_which_cards_matter(qtbot):
    """Review r8 #15: narrow numeric columns aligned under their headers, an impact
    column explained on its header, sorted by it, and a line above naming the cards
    that help, only when the games support it."""
    from PySide6.QtCore import Qt

    from altered_desktop.goldfish_lab import IMPACT_COLUMN

    dlg = _lab_dialog(qtbot)
    dlg.tabs.setCurrentWidget(dlg.cards_tab)
    s = _summary(40)
    dlg.show_results([s])
    t = dlg.cards_table
    head = t.horizontalHeaderItem(IMPACT_COLUMN)
    assert "sooner" in head.text() and "hand by day 2" in head.toolTip()
    # sorted by impact, the clear helper first, in bold
    top = t.item(0, IMPACT_COLUMN)
    assert t.item(0, 1).text() == next(c["name"] for c in s["cards"]
                                      if c["ref"] == "ALT_CORE_B_AX_04_C")
    assert top.text().startswith("+") and top.font().bold()
    values = [t.item(r, IMPACT_COLUMN).text() for r in range(t.rowCount())]
    assert values[-1] == "—"  # nothing to compare: last
    # numbers right-aligned in columns no wider than their two-line headers need
    for col in range(IMPACT_COLUMN, t.columnCount()):
        assert t.columnWidth(col) <= 170, (col, t.columnWidth(col))
        align = t.horizontalHeaderItem(col).textAlignment()
        assert align & Qt.AlignmentFlag.AlignRight
        assert t.item(0, col).textAlignment() & Qt.AlignmentFlag.AlignRight
    # the table is as wide as its columns; the explanations use the room beside it
    assert t.width() <= t.horizontalHeader().length() + 40
    assert dlg.cards_note.isVisible() and dlg.cards_note.x() >= t.geometry().right()
    verdict = dlg.cards_verdict.text()
    assert "wins sooner with" in verdict and top.text()[1:4] in verdict.replace("(", " ")
    # too few games: no card is named
    dlg.show_results([_summary(12)])
    assert "too few games (12)" in dlg.cards_verdict.text()
    assert "wins sooner" not in dlg.cards_verdict.text()
    dlg.close()


# ------------------------------------------------------------------- #16: end screen


def _tied_summary():
    from altered_desktop.game_summary import Summary

    # both players level on every day but the last, in total and Expedition by Expedition
    days = [[(0, 0), (0, 0)], [(1, 0), (1, 0)], [(1, 1), (1, 1)], [(2, 2), (2, 2)],
            [(4, 3), (2, 2)]]
    return Summary(["Ninette", "Lithium"], 0, "", 4, distances=days,
                   plays=[[1, 1]] * 4)


def _colour_near(img, x: int, y0: int, y1: int, colour) -> bool:  # type: ignore[no-untyped-def]
    for y in range(y0, y1 + 1):
        c = img.pixelColor(x, y)
        if abs(c.red() - colour.red()) + abs(c.green() - colour.green()) \
                + abs(c.blue() - colour.blue()) < 60:
            return True
    return False


def test_equal_lines_on_the_end_chart_both_stay_visible(qtbot):
    """Review r8 #16: where both players' totals were equal the blue dashes hid the gold
    line, and eight marks piled up at "start".  The race and each kind of Expedition
    now have a panel each (two lines a panel), equal lines run 2 px apart, and no more
    than two marks stand at the start of any panel."""
    from altered_desktop.end_of_game import DistanceChart

    chart = DistanceChart()
    qtbot.addWidget(chart)
    chart.resize(1286, 240)
    s = _tied_summary()
    chart.show_summary(s)
    race, hero, comp = chart.plot_rect(), chart.expedition_rect(0), chart.expedition_rect(1)
    assert race.right() < hero.left() and hero.right() < comp.left() <= chart.width()
    # the vertices of equal lines stand apart, up for the first player, down for the other
    totals = s.totals()
    base = [chart.point(d, t[0]) for d, t in enumerate(totals)]
    up, down = chart.line_points(totals, 0, base), chart.line_points(totals, 1, base)
    for d in range(4):
        assert down[d].y() - up[d].y() >= 2 * chart.APART - 0.01
    assert up[4] == base[4]  # apart only where equal
    # drawn: in the middle of a level stretch both colours show, one above the other
    img = chart.grab().toImage()
    gold, blue = theme.player_colour(0), theme.player_colour(1)
    a, b = base[1], base[2]  # totals 2 then 4, equal for both players
    seen_blue = 0
    for x in range(round(a.x()) + 14, round(b.x()) - 14, 3):  # between the marks
        y = round(a.y() + (b.y() - a.y()) * (x - a.x()) / (b.x() - a.x()))
        assert _colour_near(img, x, y - 6, y + 6, gold), x
        seen_blue += _colour_near(img, x, y - 6, y + 6, blue)
    assert seen_blue >= 3
    # at the start: two marks in each panel, none on top of another
    starts = [pts[0] for pts in chart.marks()] + [pts[0] for _p, _w, pts in
                                                  chart.expedition_marks()]
    assert len(starts) == 6
    assert len({(round(p.x()), round(p.y())) for p in starts}) == 6


# ------------------------------------------------------------------- #17: deck builder


def _builder(qtbot, w: int, h: int):  # type: ignore[no-untyped-def]
    from altered_desktop.deck_builder import DeckBuilder
    from altered_desktop.deck_draft import DeckDraft
    from engine.decks import starter_deck

    b = DeckBuilder()
    b._no_prompt = True
    qtbot.addWidget(b)
    b.resize(w, h)
    b.show()
    qtbot.waitExposed(b)
    b.set_draft(DeckDraft.from_deck(starter_deck("lyra")))
    qtbot.wait(50)  # the layout after the deck's problems list is hidden
    return b


def test_the_deck_builder_toolbar_reads_as_buttons(qtbot):
    """Review r8 #17: the toolbar was flat text that read as a menu bar.  Each action is
    a framed button, its face unlike the bar behind it, with a gold border."""
    from PySide6.QtWidgets import QToolBar

    b = _builder(qtbot, 1366, 768)
    bar = b.findChild(QToolBar)
    ground = bar.grab().toImage().pixelColor(2, 2)
    for action in (b.act_new, b.act_open, b.act_save, b.act_import, b.act_export,
                   b.act_copy, b.act_unique):
        button = bar.widgetForAction(action)
        img = button.grab().toImage()
        face = img.pixelColor(6, img.height() // 2)
        assert abs(face.lightness() - ground.lightness()) >= 12, action.text()
        # a frame: the border's gold along the middle of the left edge
        edge = [img.pixelColor(x, img.height() // 2) for x in range(0, 3)]
        assert any(c.red() > 150 and c.green() > 120 and c.blue() < 120 for c in edge), \
            action.text()


def test_the_deck_list_has_the_column_at_1366_and_the_charts_fold(qtbot):
    """Review r8 #17: at 1366×768 the charts took half the deck column and the list was
    cut at "Spells (7)".  On a short window the charts fold into one line (opened with a
    click); every heading of the list is then in view.  On a tall window they are open."""
    b = _builder(qtbot, 1366, 768)
    assert not b.charts.isVisible() and b.charts_toggle.isVisible()
    assert "average hand cost" in b.charts_summary.toolTip()
    tree = b.deck_tree
    view = tree.viewport().rect()
    for i in range(tree.topLevelItemCount()):
        item = tree.topLevelItem(i)
        assert view.contains(tree.visualItemRect(item)), item.text(1)
    heads = [tree.topLevelItem(i).text(1) for i in range(tree.topLevelItemCount())]
    assert any(h.startswith("Spells") for h in heads)
    b.charts_toggle.click()
    assert b.charts.isVisible()
    b.resize(1366, 760)  # the user's choice holds over a resize
    assert b.charts.isVisible()
    tall = _builder(qtbot, 1920, 1050)
    assert tall.charts.isVisible()


def test_rare_r1_and_r2_are_explained_and_the_preview_uses_its_room(qtbot):
    """Review r8 #17: "Rare (R1)/(R2)" was never explained, and the room under the
    preview's text was empty.  The Rarity header and an R2 cell say what the numbers
    mean; the preview's text lists the card's versions with the same explanation."""
    from PySide6.QtCore import Qt

    from altered_desktop.card_browser_model import COLUMNS

    b = _builder(qtbot, 1366, 768)
    col = COLUMNS.index("Rarity")
    tip = b.model.headerData(col, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    assert "R1" in tip and "R2" in tip and "another faction" in tip
    row = next(i for i, r in enumerate(b.model.rows) if r.ref.endswith("_R2"))
    cell = b.model.index(row, col).data(Qt.ItemDataRole.ToolTipRole)
    assert cell.startswith("Rare (R2)") and "another faction" in cell
    ref = "ALT_CORE_B_LY_22_C"  # A Cappella Training: Common, Rare, and a Muna Rare (R2)
    b.select_ref(ref)
    qtbot.waitUntil(lambda: b.detail.ref == ref)
    text = b.detail.text.toPlainText()
    assert "Versions" in text and "Rare (R2)" in text and "Muna" in text
    assert "another faction" in text
    assert "another faction" in b.detail.versions.toolTip()
