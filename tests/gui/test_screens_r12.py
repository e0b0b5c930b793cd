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
    from altered_desktop.goldfish_lab import FEW_FOR_A_MEAN
    from altered_desktop.lab_charts import SERIES_COLOURS
    from altered_desktop.lab_impact_chart import FEW_INK
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
    from altered_desktop.goldfish_lab import (
        DAY_DRAWN_COLUMN,
        DAY_PLAYED_COLUMN,
        DRAWN_COLUMN,
        PLAYED_COLUMN,
    )

    played = t.item(row, DAY_PLAYED_COLUMN)
    # (review r13 #19: the figure keeps the column's two decimals, its n beside it)
    from altered_desktop.goldfish_lab import FEW_ROLE

    assert played.text() == "6.00" and played.data(FEW_ROLE) == 1
    # (session 29: in the ink of a row on few games, a grey that reads as dim)
    assert played.foreground().color().name() == FEW_INK.name()
    assert "1 play in 40 games" in t.item(row, PLAYED_COLUMN).toolTip()
    # a mean over many plays keeps its two decimals and its ink
    full = next(r for r in range(t.rowCount())
                if round(float(t.item(r, DRAWN_COLUMN).text()) * 40) >= FEW_FOR_A_MEAN)
    assert "n=" not in t.item(full, DAY_DRAWN_COLUMN).text()
    assert "." in t.item(full, DAY_DRAWN_COLUMN).text()
    assert t.item(full, DAY_DRAWN_COLUMN).foreground().color().name() != FEW_INK.name()
    assert played.value == 6.0  # the column still sorts by the value itself
    dlg.close()


# ------------------------------------------------------------------ end screen (#17)


def _end_screen(qtbot, w: int = 1366, h: int = 727):  # type: ignore[no-untyped-def]
    from tests.gui.test_end_of_game import _finished_window

    win, game = _finished_window(qtbot)
    screen = win.game_over
    screen.resize(w, h)
    screen.layout().activate()
    screen.decisive_row.layout().activate()
    return screen, game


def test_the_end_screen_shows_both_heroes_and_marks_the_winner(qtbot):
    """Review r12 #17: the end screen was text and charts, no card anywhere.  Both
    players' Heroes stand as their cards, either side of the decisive Dusk, at one size
    and mirrored about the middle; the winner's under a gold "Winner" ribbon, the
    other's without one, each named in its player's colour."""
    from PySide6.QtGui import QColor

    from altered_desktop import theme

    screen, game = _end_screen(qtbot)
    view = game.view(None)
    s = screen.summary
    left, right = screen.portraits
    for player, portrait in enumerate(screen.portraits):
        assert portrait.isVisibleTo(screen)
        assert portrait.face["name"] == view["players"][player]["hero"]["name"]
        assert portrait.name == s.names[player]
        assert portrait.winner == (player == view["winner"])
        assert "statuses" not in portrait.face  # the card as printed, not exhausted
    assert left.size() == right.size() and left.card_rect().height() >= 150
    mid = screen.width() / 2
    lx = left.geometry().center().x() + screen.decisive_row.x()
    rx = right.geometry().center().x() + screen.decisive_row.x()
    assert abs((mid - lx) - (rx - mid)) <= 3, (lx, mid, rx)

    def gold_in_ribbon(portrait) -> int:  # type: ignore[no-untyped-def]
        """Gold pixels at the ribbon's two ends, where no letter is drawn (the other
        player's name may be written in gold: it is on no ribbon)."""
        img = portrait.grab().toImage()
        box = portrait.ribbon_rect().toRect()
        mid = box.center().y()
        ends = [*range(box.left() + 5, box.left() + 13), *range(box.right() - 12, box.right() - 4)]
        return sum(1 for x in ends for y in range(mid - 5, mid + 6)
                   if QColor(img.pixel(x, y)).name() == theme.GOLD.name())
    won = screen.portraits[view["winner"]]
    lost = screen.portraits[1 - view["winner"]]
    assert gold_in_ribbon(won) > 60 and gold_in_ribbon(lost) < 5
    # review r14 #9: the ribbon lay over the card's foot and cut "Hero · Lyra": it is
    # the winner's name row, under the card, inside the portrait
    for portrait in screen.portraits:
        card, ribbon, name = portrait.card_rect(), portrait.ribbon_rect(), portrait.name_rect()
        assert ribbon.top() >= card.bottom() and name.top() >= card.bottom()
        assert max(ribbon.bottom(), name.bottom()) <= portrait.height()
    assert won.name in won.ribbon_text()

    # review r13 #2: the other Hero's name read at 4.22:1 under a dark veil over its
    # whole card; marked by the winner's ribbon and glow, its name keeps its contrast
    # (the name band: the card's top fifth, its middle three fifths across)
    for portrait in screen.portraits:
        img = portrait.grab().toImage()
        card = portrait.card_rect()
        band = [QColor(img.pixel(int(x), int(y)))
                for x in range(int(card.left() + card.width() * 0.2),
                               int(card.right() - card.width() * 0.2))
                for y in range(int(card.top() + 3), int(card.top() + card.height() * 0.22))]
        by_light = sorted(band, key=theme.luminance)
        ground, ink = by_light[len(by_light) // 2], by_light[-1]  # the band is most of it
        assert theme.contrast(ink, ground) >= 4.5, (portrait.name, ink.name(), ground.name())


def test_the_decisive_dusk_is_drawn_on_a_track_with_both_players_markers(qtbot):
    """Review r12 #17: the decisive Dusk was a list of sentences only.  A small track
    draws the regions (their terrains' icons) and every Expedition's marker where the
    game left it, each player on a lane of their own, in the player's colour: the hero
    Expedition counted from the Hero region, the companion from the Companion region
    (the summary's distances, as the lines and the chart say)."""
    from PySide6.QtGui import QColor

    from altered_desktop import theme

    screen, game = _end_screen(qtbot)
    track = screen.track
    s = screen.summary
    view = game.view(None)
    assert track.isVisibleTo(screen) and track.width() >= 600
    assert len(s.regions) == len(view["adventure"])
    last = len(s.regions) - 1
    img = track.grab().toImage()
    for player in (0, 1):
        hero, companion = s.positions[player]
        assert hero == s.distances[-1][player][0]
        assert companion == last - s.distances[-1][player][1]
        colour = theme.player_colour(player)
        for which, region in ((0, hero), (1, companion)):
            at = track.marker_centre(player, which, region)
            tile = track.tile_rect(region)
            assert tile.left() <= at.x() <= tile.right()
            # the marker is painted there, in the player's colour
            near = [QColor(img.pixel(round(at.x()) + dx, round(at.y()) + dy)).name()
                    for dx in range(-8, 9, 2) for dy in range(-8, 9, 2)]
            assert colour.name() in near, (player, which, region)
        # the lanes: the first player's above the regions, the second's below
        y = track.marker_centre(player, 0, 0).y()
        assert (y < track.tile_rect(0).top()) if player == 0 else (y > track.tile_rect(0).bottom())


def test_the_end_charts_have_room_at_1366(qtbot):
    """Review r12 #17: at 1366 the Hero and Companion panels were some 480 x 130 px of
    plot.  Under the Heroes and the Dusk the charts still take the room: each panel's
    plot at least 170 px tall, the race's too, and nothing of the screen below its
    bottom."""
    screen, _game = _end_screen(qtbot)
    chart = screen.chart
    assert chart.plot_rect().height() >= 170, chart.plot_rect()
    for which in (0, 1):
        assert chart.expedition_rect(which).height() >= 170
    buttons = screen.rematch_button.mapTo(screen, screen.rematch_button.rect().bottomLeft())
    assert buttons.y() <= screen.height()


# ------------------------------------------------------------------ deck builder (#19)


def test_the_stat_columns_show_terrain_icons_and_say_what_they_are(qtbot):
    """Review r12 #19: the browser's "F M W" headers were never explained.  They show
    each terrain's icon on its colour, as the cards do, and say its name on hovering."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QColor

    from altered_desktop import theme
    from altered_desktop.card_browser_model import STAT_COLUMNS
    from tests.gui.test_lab_screens_r8 import _builder

    b = _builder(qtbot, 1366, 768)
    horizontal = Qt.Orientation.Horizontal
    assert sorted(STAT_COLUMNS.values()) == ["forest", "mountain", "water"]
    for col, terrain in STAT_COLUMNS.items():
        assert b.model.headerData(col, horizontal, Qt.ItemDataRole.DisplayRole) == ""
        tip = b.model.headerData(col, horizontal, Qt.ItemDataRole.ToolTipRole)
        assert terrain.title() in tip
        icon = b.model.headerData(col, horizontal, Qt.ItemDataRole.DecorationRole)
        img = icon.pixmap(18, 18).toImage()
        assert QColor(img.pixel(img.width() // 2, 2)).name() == \
            theme.TERRAIN_COLOURS[terrain].name()
        inked = sum(1 for x in range(img.width()) for y in range(img.height())
                    if QColor(img.pixel(x, y)).lightness() > 200)
        assert inked > 10, terrain  # its glyph, in cream on the colour


def test_the_card_count_says_what_the_implemented_filter_hides(qtbot):
    """Review r12 #19: "1,690 of 1,690 cards" beside a ticked "Implemented cards only"
    left it unclear whether the filter did anything.  The count says how many cards it
    hides, or that it hides none because every card is implemented."""
    import attrs

    from altered_desktop.card_browser_model import CardRow
    from tests.gui.test_lab_screens_r8 import _builder

    b = _builder(qtbot, 1366, 768)
    assert b.filters.implemented_only.isChecked()
    missing = [r for r in b.model.rows if not r.implemented]
    text = b.count_label.text()
    if not missing:
        assert "every card is implemented" in text
    else:
        assert f"{len(missing):,} not implemented, hidden" in text
    # a pool with cards not implemented: their number, hidden while the box is ticked
    rows = b.model.rows
    fake: list[CardRow] = [attrs.evolve(r, implemented=False) if i % 100 == 0 else r
                           for i, r in enumerate(rows)]
    b.model.rows = fake
    try:
        b._count_changed()
        hidden = sum(1 for r in fake if not r.implemented)
        assert f"{hidden:,} not implemented, hidden" in b.count_label.text()
        b.filters.implemented_only.setChecked(False)
        b._count_changed()
        assert f"{hidden:,} not implemented among them" in b.count_label.text()
    finally:
        b.model.rows = rows


def test_the_card_detail_text_has_the_room_beside_the_versions(qtbot):
    """Review r12 #19: the card detail's text was cut under "more" at 1366 while room
    stood empty right of the versions' cards.  The versions take the width their cards
    need; the text takes the rest and shows whole for a card with three versions."""
    from altered_desktop.card_browser import VersionStrip
    from tests.gui.test_lab_screens_r8 import _builder

    b = _builder(qtbot, 1366, 768)
    b.table.selectRow(0)
    qtbot.wait(50)
    detail = b.detail
    assert len(detail.versions.refs) == 3
    assert detail.versions.width() <= detail.versions.needed_width() + 1
    rects = detail.versions._rects()
    assert all(r.right() <= detail.versions.width() for r in rects)
    # the shown version is the large one, the others beside it (review r13 #20)
    shown = rects[detail.versions.refs.index(detail.ref)]
    assert all(shown.height() > 1.8 * r.height() for r in rects if r is not shown)
    # ... and it fills the strip's height, not a thumbnail over an empty pane
    assert shown.height() >= 0.9 * (detail.versions.height() - VersionStrip.LABEL_H - 4)
    assert detail.text.width() >= detail.width() * 0.45
    assert detail.text.more.isHidden(), "the text is cut under 'more' with room to spare"


def test_the_deck_charts_button_says_what_it_does_and_stands_out(qtbot):
    """Review r12 #19: at 1366 the charts were folded under a bare gold "Charts" word.
    The fold is a framed button that says "Show the charts" (and "Hide the charts"
    when they are open), its face lighter or darker than the column's ground."""
    from tests.gui.test_lab_screens_r8 import _builder

    b = _builder(qtbot, 1366, 768)
    toggle = b.charts_toggle
    assert toggle.isVisible() and toggle.text() == "Show the charts"
    img = toggle.grab().toImage()
    face = img.pixelColor(8, img.height() // 2)
    ground = b.charts_summary.grab().toImage().pixelColor(2, 2)
    assert abs(face.lightness() - ground.lightness()) >= 12
    toggle.click()
    assert b.charts.isVisible() and toggle.text() == "Hide the charts"
