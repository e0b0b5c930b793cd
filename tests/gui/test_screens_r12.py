"""Review r12 (#14, #17-#20): the screens around the table - the home screen, the end
screen, the goldfish lab and the deck builder - at 1366x768 and 1920x1080."""

from __future__ import annotations

import pytest

from altered_desktop import home_screen
from tests.gui.test_table_review_items import _bare_window

SIZES = ((1366, 768), (1920, 1080))


# ------------------------------------------------------------------ home (#14, #20)


@pytest.mark.parametrize("size", SIZES)
def test_the_starter_heroes_names_share_one_size_and_one_line(qtbot, size):
    """Review r12 #20: "Sigismar & Wingspan" wrapped onto two lines over its picture at
    1366 and was condensed smaller than its neighbours at 1920.  Every starter card's
    name is now on one line at the tile's full size and width, the same for all six."""
    from altered_desktop import card_tile

    win = _bare_window(qtbot, *size)
    home_screen.show_home(win)
    cards = win.home.starters
    qtbot.waitUntil(lambda: all(c.isVisible() for c in cards))
    qtbot.wait(50)  # the window's last resize
    fits = set()
    for c in cards:
        rect = c.card_rect()
        box, _costs = card_tile.name_text_box(rect, c.face)
        px, stretch, lines = card_tile.name_fit(c.face["name"], box, card_tile.name_px(rect))
        fits.add((round(px, 2), stretch, len(lines)))
    assert len(fits) == 1, fits
    (px, stretch, lines), = fits
    assert stretch == card_tile.NAME_STRETCHES[0] and lines == 1
    assert px >= 14, "a name too small to read across the room"
    assert len({(c.width(), c.height()) for c in cards}) == 1


def test_the_home_screen_leaves_no_empty_band_at_1920(qtbot):
    """Review r12 #14: at 1920 the block stood at the top and an empty band ran across
    the screen between the starter cards and the footer (0-1920 x 860-1015).  The block
    (title to footer) stands in the middle: the empty room above it and below it about
    equal, and no gap inside it taller than a tile."""
    win = _bare_window(qtbot, 1920, 1080)
    home_screen.show_home(win)
    home = win.home
    cards = home.starters
    qtbot.waitUntil(lambda: all(c.isVisible() for c in cards))
    home.layout().activate()
    foot = next(w for w in home.findChildren(home_screen.QLabel)
                if "Ctrl+H" in w.text())
    top_of = lambda w: w.mapTo(home, w.rect().topLeft()).y()  # noqa: E731
    bottom_of = lambda w: w.mapTo(home, w.rect().bottomLeft()).y()  # noqa: E731
    cards_bottom = max(bottom_of(c) for c in cards)
    assert top_of(foot) - cards_bottom <= 40, (cards_bottom, top_of(foot))
    title = next(w for w in home.findChildren(home_screen.QLabel) if w.text() == "Altered")
    above, below = top_of(title), home.height() - bottom_of(foot)
    assert abs(above - below) <= 60, (above, below)


# ------------------------------------------------------------------ goldfish lab (#18)


def test_the_lab_has_a_title_and_names_each_decks_row_of_games(qtbot):
    """Review r12 #18: the lab opened on a row of fields, no title; under the positions
    chart one row "games 40/40 ... 11/28 ... 0/10" did not say which figure was which
    deck's.  The screen has a title above its fields, and under the chart a row per
    deck, named in the deck's colour, is painted left of the plot."""
    from PySide6.QtGui import QColor

    from altered_desktop.lab_charts import SERIES_COLOURS
    from tests.gui.test_lab_screens_r8 import _lab_dialog, _summary

    dlg = _lab_dialog(qtbot)
    assert dlg.heading.isVisible() and "Goldfish lab" in dlg.heading.text()
    assert dlg.heading.y() < dlg.deck_a.y()
    a, b = _summary(40), _summary(40, deck="Muna — Teija & Nauraa")
    dlg.show_results([a, b])
    rows = dlg.chart_pos.count_rows
    assert [(label, colour.name()) for label, colour, _v in rows] == [
        ("Axiom games", SERIES_COLOURS[0].name()), ("Muna games", SERIES_COLOURS[1].name())]
    assert rows[1][2] == [str(m["games"]) for m in b["mana_by_day"]]
    # painted: each name in its colour, left of the plot, below the day labels
    dlg.layout().activate()
    qtbot.wait(30)
    img = dlg.chart_pos.grab().toImage()
    h = img.height()

    def inked(colour: QColor) -> int:
        return sum(1 for x in range(0, 110) for y in range(h * 2 // 3, h)
                   if QColor(img.pixel(x, y)).name() == colour.name())
    assert inked(SERIES_COLOURS[0]) > 15 and inked(SERIES_COLOURS[1]) > 15
    dlg.close()


def test_the_cards_table_colours_its_decks_and_gives_a_small_samples_n(qtbot):
    """Review r12 #18: the Deck column was plain text, not in the charts' colours, and a
    card played once in 40 games showed "Day played 6.00" as precise as any mean.  The
    deck is in its chart colour; a mean over fewer than five draws or plays says its n
    and is dimmed, its rate's count in a tooltip."""
    from altered_desktop import theme
    from altered_desktop.goldfish_lab import FEW_FOR_A_MEAN
    from altered_desktop.lab_charts import SERIES_COLOURS
    from tests.gui.test_lab_screens_r8 import _lab_dialog, _summary

    dlg = _lab_dialog(qtbot)
    a, b = _summary(40), _summary(40, deck="Muna — Teija & Nauraa")
    rare = dict(b["cards"][0], name="Lyra Cloth Dancer", rarity="rare",
                played_per_game=1 / 40, mean_day_played=6.0)
    b["cards"] = [*b["cards"], rare]
    dlg.show_results([a, b])
    t = dlg.cards_table
    for r in range(t.rowCount()):
        deck = t.item(r, 0)
        want = SERIES_COLOURS[0 if deck.text() == "Axiom" else 1]
        assert deck.foreground().color().name() == want.name() and deck.font().bold()
    row = next(r for r in range(t.rowCount()) if t.item(r, 1).text() == "Lyra Cloth Dancer (rare)")
    played = t.item(row, 6)
    assert played.text() == "6.0 (n=1)"
    assert played.foreground().color().name() == theme.LABEL_DIM.name()
    assert "1 play in 40 games" in t.item(row, 4).toolTip()
    # a mean over many plays keeps its two decimals and its ink
    full = next(r for r in range(t.rowCount())
                if round(float(t.item(r, 3).text()) * 40) >= FEW_FOR_A_MEAN)
    assert "n=" not in t.item(full, 5).text() and "." in t.item(full, 5).text()
    assert t.item(full, 5).foreground().color().name() != theme.LABEL_DIM.name()
    assert played.value == 6.0  # the column still sorts by the value itself
    dlg.close()
