"""Review r13 (#19-#21): the goldfish lab, the deck builder and the home screen at
1366x768 and 1920x1080."""

from __future__ import annotations

from tests.gui.test_lab_screens_r8 import _builder

# ------------------------------------------------------------ deck builder (#20)


def test_the_card_detail_shows_whole_at_1366_for_the_pool(qtbot):
    """Review r13 #20: at 1366 the detail pane ended under "more ▾" for most cards (at
    the 3 to 2 split and rich text's 12 px paragraph margins, 315 of 338 sampled
    cards).  The list and the detail now share the height, the paragraphs sit close,
    the versions leave the text 60 %: a card's text shows whole beside its versions,
    for all but a few of every 5th card of the pool (a long ruling may still go on
    under "more", which is then shown)."""
    b = _builder(qtbot, 1366, 768)
    text = b.detail.text
    sample = b.model.rows[::5]
    cut = []
    for row in sample:
        b.show_detail(row.ref)
        if text.verticalScrollBar().maximum() > 0:
            cut.append(row.ref)
            assert text.more.isVisible(), row.ref
    assert len(cut) <= len(sample) // 100, f"{len(cut)} cards cut at 1366: {cut[:5]}"
    # the list keeps a useful number of whole rows above it
    assert b.table.viewport().height() // b.table.rowHeight(0) >= 11


def test_the_implemented_filter_is_offered_only_when_it_filters(qtbot):
    """Review r13 #20: "Implemented cards only", ticked beside "every card is
    implemented", looked like a box that does nothing.  It is not offered while every
    card of the pool is implemented, and comes back with a card that is not."""
    import attrs

    b = _builder(qtbot, 1366, 768)
    box = b.filters.implemented_only
    rows = b.model.rows
    if all(r.implemented for r in rows):
        assert "every card is implemented" in b.count_label.text()
        assert box.isHidden()
    b.model.rows = [attrs.evolve(r, implemented=False) if i == 7 else r
                    for i, r in enumerate(rows)]
    try:
        b._count_changed()
        assert not box.isHidden() and box.isChecked()
        assert "1 not implemented, hidden" in b.count_label.text()
    finally:
        b.model.rows = rows
        b._count_changed()
    assert box.isHidden() == all(r.implemented for r in rows)


# ------------------------------------------------------------ goldfish lab (#19)


def _two_deck_lab(qtbot, w: int, h: int):  # type: ignore[no-untyped-def]
    from tests.gui.test_lab_screens_r8 import _lab_dialog, _summary

    dlg = _lab_dialog(qtbot)
    a, b = _summary(40), _summary(40, deck="Muna — Teija & Nauraa")
    rare = dict(b["cards"][0], name="Lyra Cloth Dancer", rarity="rare",
                played_per_game=1 / 40, mean_day_played=6.0)
    b["cards"] = [*b["cards"], rare]
    dlg.tabs.setCurrentWidget(dlg.cards_tab)
    dlg.show_results([a, b])
    dlg.resize(w, h)
    qtbot.wait(50)
    return dlg, [a, b]


def test_the_cards_tab_chart_is_about_the_cards_not_the_days_again(qtbot):
    """Review r13 #19: at 1920 the Cards tab repeated the Charts tab's "Day of
    victory".  Beside the table stands each card's "wins sooner" figure with the range
    its games leave it in: a row per card the table gives a figure for, the most telling
    first to be kept, shown from the one that speeds its deck up most to the one that
    slows it most; a bar clear of 0 is a figure clear of chance."""
    from altered_desktop.lab_charts import DayChart

    dlg, results = _two_deck_lab(qtbot, 1920, 1050)
    chart = dlg.cards_impact
    assert chart.isVisible()
    assert not [c for c in dlg.cards_tab.findChildren(DayChart) if c.isVisible()]
    with_figure = [c for s in results for c in s["cards"] if c.get("impact") is not None]
    assert len(chart.rows) == len(with_figure) > 0
    _plot, shown = chart.layout()
    assert 0 < len(shown) <= len(chart.rows)
    assert [r.impact for r in shown] == sorted((r.impact for r in shown), reverse=True)
    assert {r.deck for r in chart.rows} == {"Axiom", "Muna"}  # two decks: each named
    # a bar clear of 0 is exactly a figure clear of chance, as the table's bold
    for r in chart.rows:
        if r.t:
            assert (abs(r.impact) > r.spread()) == r.clear, r
    # painted: the chart's ground is not empty where its rows are
    img = chart.grab().toImage()
    plot, _ = chart.layout()
    inked = sum(1 for x in range(int(plot.left()), int(plot.right()), 3)
                for y in range(int(plot.top()), int(plot.top() + 22 * len(shown)), 3)
                if img.pixelColor(x, y).lightness() > 120)
    assert inked > 20
    dlg.close()


def test_a_mean_over_few_plays_keeps_the_columns_two_decimals(qtbot):
    """Review r13 #19: "6.0 (n=1)" broke the column of two-decimal means at 1366.
    Every mean has two decimals, right-aligned as the others; how few it stands on is
    written small at the cell's left, dimmed with it."""
    import re

    from altered_desktop.goldfish_lab import FEW_ROLE

    dlg, _results = _two_deck_lab(qtbot, 1366, 740)
    t = dlg.cards_table
    for r in range(t.rowCount()):
        for col in (5, 6):
            assert re.fullmatch(r"\d+\.\d\d|—", t.item(r, col).text()), t.item(r, col).text()
    row = next(r for r in range(t.rowCount())
               if t.item(r, 1).text() == "Lyra Cloth Dancer (rare)")
    t.scrollToItem(t.item(row, 6))
    qtbot.wait(30)
    assert t.item(row, 6).data(FEW_ROLE) == 1
    # the n is painted at the cell's left; a full mean's cell is empty there
    img = t.viewport().grab().toImage()

    def left_ink(r: int, col: int) -> int:
        rect = t.visualItemRect(t.item(r, col))
        ground = img.pixelColor(rect.left() + 2, rect.top() + 2)
        return sum(1 for x in range(rect.left() + 4, rect.left() + 34)
                   for y in range(rect.top() + 2, rect.bottom() - 1)
                   if abs(img.pixelColor(x, y).lightness() - ground.lightness()) > 40)
    seen = t.viewport().rect()
    full = next(r for r in range(t.rowCount()) if t.item(r, 5).data(FEW_ROLE) is None
                and t.item(r, 5).text() != "—"
                and seen.contains(t.visualItemRect(t.item(r, 5))))
    assert left_ink(row, 6) > 10 and left_ink(full, 5) == 0
    dlg.close()


def test_the_cards_tab_shows_more_rows_at_1366(qtbot):
    """Review r13 #19: at 1366 the Cards tab showed only 14 rows, each 30 px high for
    13 px of text.  A row is a line and some air: 17 or more whole rows show."""
    dlg, _results = _two_deck_lab(qtbot, 1366, 768)
    t = dlg.cards_table
    assert t.rowHeight(0) <= t.fontMetrics().height() + 10
    shown = t.viewport().height() // t.rowHeight(0)
    assert shown >= 17, shown
    dlg.close()
