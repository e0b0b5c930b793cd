"""Review round 19, the screens around the table (issue #23): the deck builder's list,
the home screen, the goldfish lab."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from altered_desktop import theme

# ------------------------------------------------------------------ deck builder (#16)


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_the_card_list_fills_its_column_and_its_terrain_heads_read(qtbot, size):
    """Review r19 #16: the browser's list filled some 570 of its 640 px, a dead strip at
    its right, and its Forest/Mountain/Water heads were small icons.  At 1366 the shown
    columns fill the list's width (no horizontal scroll bar); at 1920 they grow into
    the room too (each by at most 60 %: a row's facts stay together, r18 #17).  Each
    terrain's head is an icon 19 px or more across, named for a tooltip and a screen
    reader."""
    from altered_desktop.card_browser_model import STAT_COLUMNS
    from tests.gui.test_lab_screens_r8 import _builder

    b = _builder(qtbot, *size)
    t = b.table
    shown = [c for c in range(t.model().columnCount()) if not t.isColumnHidden(c)]
    total = sum(t.columnWidth(c) for c in shown)
    assert total <= t.viewport().width() and not t.horizontalScrollBar().isVisible()
    if size[0] == 1366:
        assert total >= t.viewport().width() - 2, (total, t.viewport().width())
    for c in shown[1:]:
        assert b._base_widths[c] < t.columnWidth(c) <= b._base_widths[c] * 1.6 + 1, c
    head = t.horizontalHeader()
    img = head.grab().toImage()
    horizontal = Qt.Orientation.Horizontal
    for col, terrain in STAT_COLUMNS.items():
        assert b.model.headerData(col, horizontal,
                                  Qt.ItemDataRole.AccessibleTextRole) == terrain.title()
        assert terrain.title() in b.model.headerData(col, horizontal,
                                                     Qt.ItemDataRole.ToolTipRole)
        colour = theme.TERRAIN_COLOURS[terrain]
        left = head.sectionViewportPosition(col)
        xs, ys = [], []
        for x in range(left, left + head.sectionSize(col)):
            for y in range(img.height()):
                c = QColor(img.pixel(x, y))
                if abs(c.red() - colour.red()) + abs(c.green() - colour.green()) \
                        + abs(c.blue() - colour.blue()) < 30:
                    xs.append(x)
                    ys.append(y)
        assert xs, terrain
        side = min(max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
        assert side >= 19, (terrain, side)


# ------------------------------------------------------------------ the lab (#14)


@pytest.mark.parametrize(("size", "least"), [((1366, 740), 12), ((1900, 1040), 13)])
def test_the_labs_small_words_are_12_px_and_grow(qtbot, size, least):
    """Review r19 #14: the lab's tick labels, "n=6" and the "Axiom games / Muna games"
    rows under the positions chart were about 11 px (10 px for the rows).  At 1366 every
    word the lab's charts and the Cards table's "n=" write is 12 px or more; at 1920 the
    charts' are 13 px or more (they grow with the room).  (The Cards table's "n=6"
    is no longer written: its games have a column since review r20 #18.)"""
    from tests.gui.test_lab_screens_r8 import _lab_dialog, _summary

    dlg = _lab_dialog(qtbot)
    dlg.resize(*size)
    dlg.show_results([_summary(40), _summary(40, deck="Muna — Teija & Nauraa")])
    dlg.layout().activate()
    qtbot.wait(50)
    assert len(dlg.chart_pos.count_rows) == 2  # the rows of games under the days
    for tab, chart in ((0, dlg.chart_days), (0, dlg.chart_pos), (0, dlg.chart_mana),
                       (1, dlg.cards_impact)):
        dlg.tabs.setCurrentIndex(tab)  # the chart as laid out in its tab
        qtbot.wait(20)
        theme.font_sizes = []
        try:
            chart.grab()
            sizes = sorted(set(theme.font_sizes))
        finally:
            theme.font_sizes = None
        assert sizes and sizes[0] >= least, (type(chart).__name__, chart.size(), sizes)
    dlg.close()


@pytest.mark.parametrize("size", [(540, 330), (1210, 630)])
def test_the_impact_charts_axis_name_is_whole(qtbot, size):
    """At 12 px the impact chart's axis name, "days sooner when held by day 2 (← later
    · sooner →)", was wider than the plot at 1366 (a chart some 540-560 px wide beside the
    Cards table) and cut at both ends: it is written whole inside the chart."""
    from PySide6.QtGui import QFontMetrics

    from altered_desktop.lab_charts import TEXT_PX
    from altered_desktop.lab_impact_chart import ImpactChart, ImpactRow

    chart = ImpactChart("Which cards make the deck win sooner", "")
    qtbot.addWidget(chart)
    # the round's names: "Axiom · Foundry Mechanic (rare)" takes some 200 px
    chart.set_rows([ImpactRow("Axiom", theme.GOLD, name, impact, 2.0, True)
                    for name, impact in (("Foundry Mechanic (rare)", 0.4),
                                         ("Amelia Earhart", -0.3), ("Kitsune", 0.2))])
    chart.resize(*size)
    fm = QFontMetrics(theme.font(TEXT_PX * chart.scale()))
    plot, shown = chart.layout()
    assert shown
    box = chart.caption_rect(fm, plot, plot.bottom())
    assert box.left() >= 0 and box.right() <= chart.width(), (box, chart.width())
    assert box.width() >= fm.horizontalAdvance(chart.caption())


# ------------------------------------------------------------------ home (#14, #17)


def _home3(qtbot, monkeypatch, size):  # type: ignore[no-untyped-def]
    """The home screen of a first start at `size`, its choices three a row, as a 1366
    or 1920 screen shows them (offscreen, the tiles' first sizes may set them two a
    row)."""
    from altered_desktop import home_screen
    from tests.gui.test_screens_r13 import _home

    monkeypatch.setattr(home_screen.ChoiceTile, "fits_at", lambda self, w, h: True)
    home = _home(qtbot, *size)
    qtbot.wait(200)
    home.layout().activate()
    qtbot.wait(50)
    assert home._columns[0] == 3
    return home


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_the_home_screen_fills_and_its_hero_labels_read(qtbot, monkeypatch, size):
    """Review r19 #17 and #14: at 1366 the block left bands of some 60 px above it and
    under its footer; at 1920 the big tiles' words filled barely half their side, the
    rest dark; the starter cards' "Hero · Axiom" was about 11 px.  At 1366 the bands
    are under 45 px each (the tiles take the room); at 1920 each tile's line is 19 px
    or more and its longer line takes 65 % of its room or more; the starter cards write
    nothing under 12 px at 1366, 14 at 1920."""
    from PySide6.QtGui import QFontMetrics

    from altered_desktop import home_screen

    home = _home3(qtbot, monkeypatch, size)
    labels = home.findChildren(home_screen.QLabel)
    foot = next(w for w in labels if "Ctrl+H" in w.text())
    title = next(w for w in labels if w.text() == "Altered")
    above = title.mapTo(home, title.rect().topLeft()).y()
    below = home.height() - foot.mapTo(home, foot.rect().bottomLeft()).y()
    if size[0] == 1366:
        assert above <= 45 and below <= 45, (above, below)
    else:
        for tile in home.buttons.values():
            assert tile.what_px() >= 19, (tile.key, tile.what_px())
            fm = QFontMetrics(tile.what_font())
            widest = max(fm.horizontalAdvance(line) for line in tile.what_lines())
            assert widest >= 0.65 * tile.text_rect().width(), (tile.key, widest)
    # one size for every tile's line (a row reads as one set)
    assert len({tile.what_px() for tile in home.buttons.values()}) == 1
    from altered_desktop import card_painter

    card_painter._face_cache.clear()  # the faces painted afresh, their fonts recorded
    theme.font_sizes = []
    try:
        for card in home.starters:
            card.grab()
        sizes = sorted(set(theme.font_sizes))
    finally:
        theme.font_sizes = None
    assert sizes and sizes[0] >= (12 if size[0] == 1366 else 14), sizes
