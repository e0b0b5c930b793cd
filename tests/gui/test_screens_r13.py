"""Review r13 (#19-#21): the goldfish lab, the deck builder and the home screen at
1366x768 and 1920x1080."""

from __future__ import annotations

import pytest

from tests.gui.test_lab_screens_r8 import _builder

# ------------------------------------------------------------ deck builder (#20)


def _decks_line_top(text) -> float:  # type: ignore[no-untyped-def]
    """Where the detail's "In your decks" line starts, in the text's viewport."""
    doc = text.document()
    block = doc.begin()
    while block.isValid() and not block.text().startswith("In your decks"):
        block = block.next()
    assert block.isValid()
    return float(doc.documentLayout().blockBoundingRect(block).top()
                 - text.verticalScrollBar().value())


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
        # (a scroll of 1 px is the document's bottom margin, every line shown: no "more")
        if text.verticalScrollBar().maximum() > 1:
            assert text.more.isVisible(), row.ref
        # the card's text, and what its other versions say differently (review r15
        # #10), whole: they end above "In your decks" - that line, the versions' table
        # and the notes under it may go on under "more"
        if _decks_line_top(text) > text.viewport().height():
            cut.append(row.ref)
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
    Every mean has two decimals, right-aligned as the others; one on few plays is
    dimmed, its n on hovering: since review r20 #18 no "n=" is written inside the
    numbers' cells (it made them hard to scan)."""
    import re

    from altered_desktop.goldfish_lab import DAY_DRAWN_COLUMN, DAY_PLAYED_COLUMN, FEW_ROLE
    from altered_desktop.lab_impact_chart import FEW_INK

    dlg, _results = _two_deck_lab(qtbot, 1366, 740)
    t = dlg.cards_table
    for r in range(t.rowCount()):
        for col in (DAY_DRAWN_COLUMN, DAY_PLAYED_COLUMN):
            assert re.fullmatch(r"\d+\.\d\d|—", t.item(r, col).text()), t.item(r, col).text()
    row = next(r for r in range(t.rowCount())
               if t.item(r, 1).text() == "Lyra Cloth Dancer (rare)")
    t.scrollToItem(t.item(row, DAY_PLAYED_COLUMN))
    qtbot.wait(30)
    assert t.item(row, DAY_PLAYED_COLUMN).data(FEW_ROLE) == 1
    assert t.item(row, DAY_PLAYED_COLUMN).foreground().color() == FEW_INK
    assert "Only 1 play" in t.item(row, DAY_PLAYED_COLUMN).toolTip()
    # nothing is painted at the cell's left, as in a full mean's cell
    img = t.viewport().grab().toImage()

    def left_ink(r: int, col: int) -> int:
        rect = t.visualItemRect(t.item(r, col))
        ground = img.pixelColor(rect.left() + 2, rect.top() + 2)
        return sum(1 for x in range(rect.left() + 4, rect.left() + 34)
                   for y in range(rect.top() + 2, rect.bottom() - 1)
                   if abs(img.pixelColor(x, y).lightness() - ground.lightness()) > 40)
    seen = t.viewport().rect()
    full = next(r for r in range(t.rowCount())
                if t.item(r, DAY_DRAWN_COLUMN).data(FEW_ROLE) is None
                and t.item(r, DAY_DRAWN_COLUMN).text() != "—"
                and seen.contains(t.visualItemRect(t.item(r, DAY_DRAWN_COLUMN))))
    assert left_ink(row, DAY_PLAYED_COLUMN) == 0 and left_ink(full, DAY_DRAWN_COLUMN) == 0
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


# ------------------------------------------------------------------ home (#21)


def _home(qtbot, w: int, h: int, decks: list[str] | None = None):  # type: ignore[no-untyped-def]
    from altered_desktop import home_screen
    from tests.gui.test_table_review_items import _bare_window

    win = _bare_window(qtbot, w, h)
    home_screen.show_home(win)
    home = win.home
    if decks is not None:
        home.refresh(None, decks)
    qtbot.waitUntil(lambda: all(c.isVisible() for c in home.starters))
    qtbot.wait(50)
    home.layout().activate()
    return home


def _span(home, widgets) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    xs = [(w.mapTo(home, w.rect().topLeft()).x(), w.mapTo(home, w.rect().topRight()).x())
          for w in widgets]
    return min(a for a, _ in xs), max(b for _, b in xs)


@pytest.mark.parametrize("size", ((1366, 768), (1920, 1080)))
def test_the_home_block_is_centred_and_its_titles_whole(qtbot, size):
    """Review r13 #21: at 1920 the tiles and starter cards were set to the left, the
    right quarter empty but for a short "Your decks" note, a large band above.  With no
    deck of the player's own the tiles take the block's width (three a row at 1920), the
    note beside the starters' heading; tiles and starters are centred on the screen;
    the tiles take a fifth of the height each; no tile's title is cut."""
    from PySide6.QtGui import QFontMetricsF

    from altered_desktop import theme

    home = _home(qtbot, *size)
    tiles = list(home.buttons.values())
    if size[0] >= 1920:  # two rows of three (at 1366 three a row would wrap their lines)
        assert len({t.y() for t in tiles}) == 2
    assert not home.side_panel.isVisible() and home.no_decks.isVisible()
    for widgets in (tiles, home.starters):
        left, right = _span(home, widgets)
        assert abs(left - (home.width() - right)) <= 24, (widgets[0], left, right)
    for t in tiles:
        title_px, _b, badge = t.title_and_badge()
        room = t.text_rect().width() - (badge.width() + 8 if t.badge else 0)
        width = QFontMetricsF(theme.font(title_px, bold=True)).horizontalAdvance(t.title)
        assert width <= room + 1, (t.title, width, room)
    if size[1] >= 1000:
        assert min(t.height() for t in tiles) >= 0.18 * home.height()


def test_the_players_decks_stand_in_a_panel_as_tall_as_the_tiles(qtbot):
    """Review r13 #21: with decks of the player's own, the list stands in a panel beside
    two tiles a row, as tall as they are, not a short box at the top of an empty
    column."""
    home = _home(qtbot, 1920, 1080, decks=["Lyra tempo", "Axiom walls"])
    tiles = list(home.buttons.values())
    assert len({t.y() for t in tiles}) == 3  # three rows of two
    panel = home.side_panel
    assert panel.isVisible() and not home.no_decks.isVisible()
    top = min(t.mapTo(home, t.rect().topLeft()).y() for t in tiles)
    bottom = max(t.mapTo(home, t.rect().bottomLeft()).y() for t in tiles)
    p_top = panel.mapTo(home, panel.rect().topLeft()).y()
    p_bottom = panel.mapTo(home, panel.rect().bottomLeft()).y()
    assert abs(p_top - top) <= 16 and abs(p_bottom - bottom) <= 16
    assert home.decks.count() == 2


def test_the_cards_chart_says_when_it_shows_only_some_cards(qtbot):
    """Review r16 #10: at 1366 the chart beside the Cards table left out cards ranked high
    in the table (Kitsune +0.34) with nothing to say so.  Its note now says how many of
    the table's cards it shows and which: those whose figures stand clearest of chance
    (largest figure over its error); with room for every card it says nothing more."""
    dlg, _results = _two_deck_lab(qtbot, 1366, 727)
    chart = dlg.cards_impact
    chart.setMinimumSize(0, 0)
    chart.resize(chart.width(), 160)  # this lab has few cards: room for some of them
    _plot, shown = chart.layout()
    assert 0 < len(shown) < len(chart.rows), "the chart shows some of the cards"
    note = chart.full_note()
    assert f"{len(shown)} of {len(chart.rows)}" in note and note.startswith(chart.note)
    # the ones shown are the clearest: none left out stands clearer than one shown
    least = min(abs(r.t or 0.0) for r in shown)
    assert all(abs(r.t or 0.0) <= least for r in chart.rows if r not in shown)
    chart.resize(chart.width(), 40 + int(chart.ROW * 1.4) * (len(chart.rows) + 12))
    assert chart.layout()[1] and len(chart.layout()[1]) == len(chart.rows)
    assert chart.full_note() == chart.note
    dlg.close()
