"""Session 35, the screens other than the table (review r20 #13, #15, #17, #18)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QKeySequence

from altered_desktop.deck_builder import DeckBuilder
from engine.decks import starter_deck

SIZES = ((1366, 768), (1920, 1080))


@pytest.fixture
def builder(qtbot):  # type: ignore[no-untyped-def]
    w = DeckBuilder(deck=starter_deck("lyra"))
    w._no_prompt = True
    qtbot.addWidget(w)
    return w


def _entries(menu) -> list[str]:  # type: ignore[no-untyped-def]
    return [a.text().split("\t")[0].replace("&", "") for a in menu.actions()
            if not a.isSeparator()]


def test_r20_15_the_builder_has_the_apps_menu_bar_with_file_edit_view(builder, qtbot):
    """File holds New, Open, Import, Export, Save and Close, as in other deck editors;
    each entry does what its toolbar twin does; Close keeps Ctrl+W and Esc."""
    titles = [a.text().replace("&", "") for a in builder.menuBar().actions()]
    assert titles[:3] == ["File", "Edit", "View"]
    file_words = " · ".join(_entries(builder.file_menu))
    for word in ("New deck", "Open deck", "Import", "Export", "Save", "Close"):
        assert word in file_words, file_words
    assert builder.act_close.shortcuts()  # one action owns the keys
    assert QKeySequence("Ctrl+W") in builder.act_close.shortcuts()
    assert QKeySequence("Escape") in builder.act_close.shortcuts()
    assert "Add one copy" in _entries(builder.edit_menu)
    builder.resize(1366, 768)
    builder.show()
    qtbot.waitExposed(builder)
    assert builder.menuBar().isVisible() and builder.menuBar().height() > 10
    builder.act_faces.trigger()
    assert builder.views.currentIndex() == 1 and builder.grid_button.isChecked()
    builder.list_button.click()
    assert builder.act_list.isChecked() and builder.views.currentIndex() == 0
    builder.act_charts.trigger()
    assert builder.charts.isVisible() == builder.act_charts.isChecked()
    builder.act_close.trigger()
    assert not builder.isVisible()


@pytest.mark.parametrize("size", SIZES)
def test_r20_15_the_card_list_fills_its_width_with_names_whole(builder, qtbot, size):
    """The shown columns end at the list's right edge (at 1920 the list ended ~300 px
    short of it), and the name column still holds the pool's longest name."""
    builder.resize(*size)
    builder.show()
    qtbot.waitExposed(builder)
    t = builder.table
    qtbot.waitUntil(lambda: t.viewport().width() > 300)
    qtbot.wait(20)
    used = sum(t.columnWidth(c) for c in range(t.model().columnCount())
               if not t.isColumnHidden(c))
    assert used >= t.viewport().width() - 4, (used, t.viewport().width())
    assert t.columnWidth(0) >= builder._name_need or size[0] == 1366
    # a row's facts do not drift apart: no column past the name grows by over 60 %
    assert builder._grow <= builder.MOST_GROWTH


# ------------------------------------------------------------ r20 #13: the end screen's strip
def _track_markers(track):  # type: ignore[no-untyped-def]
    s = track.summary
    return [(player, which, s.positions[player][which]) for player in (0, 1)
            for which in (0, 1)]


@pytest.mark.parametrize("size", [(1366, 727), (1920, 1040)])
def test_r20_13_each_marker_stands_inside_the_region_it_ended_on(qtbot, size):
    """Each Expedition's marker (and the chevrons of its last move) lies inside its
    region's frame, a lone marker in the region's middle, so no marker sits on the
    border between two regions ("C « » H" over regions 4 and 5 at 1366)."""
    from PySide6.QtGui import QColor

    from tests.gui.test_screens_r12 import _end_screen

    screen, _game = _end_screen(qtbot, *size)
    track = screen.track
    img = track.grab().toImage()
    for player, which, region in _track_markers(track):
        frame = track.region_rect(region)
        assert frame.contains(track.marker_rect(player, which, region)), (player, which)
        for i in range(len(track.summary.regions)):  # in no other region
            if i != region:
                assert not track.region_rect(i).intersects(
                    track.marker_rect(player, which, region))
        at = track.marker_centre(player, which, region)
        if not track.shares_region(player):
            assert abs(at.x() - track.tile_rect(region).center().x()) < 1
        for tip in track.trail(player, which):
            assert frame.contains(tip) and frame.adjusted(2, 0, -2, 0).contains(
                tip + type(tip)(track.ARM_X * (1 if tip.x() > at.x() else -1), 0))
    # the frames are drawn: a region's edge at a lane's height differs from the gap
    # between two regions
    edge = track.region_rect(1)
    y = round(track.marker_centre(0, 0, 1).y())
    assert QColor(img.pixel(round(edge.left()), y)) != QColor(
        img.pixel(round(edge.left()) - 2, y))


def test_r20_13_two_markers_on_one_region_stand_side_by_side_inside_it(qtbot):
    from tests.gui.test_screens_r12 import _end_screen

    screen, _game = _end_screen(qtbot)
    track = screen.track
    s = track.summary
    s.positions[0] = (s.positions[0][0], s.positions[0][0])
    region = s.positions[0][0]
    hero, companion = track.marker_rect(0, 0, region), track.marker_rect(0, 1, region)
    assert hero.right() <= companion.left()  # side by side, the hero at the left
    assert abs(hero.center().y() - companion.center().y()) < 1
    for r in (hero, companion):
        assert track.region_rect(region).contains(r)
    for which in (0, 1):
        for tip in track.trail(0, which):
            assert not track.marker_rect(0, 1 - which, region).contains(tip)


# ------------------------------------------------------------ r20 #17: the home tiles' titles
@pytest.fixture(params=["en", "fr"])
def language(request, qapp):  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QApplication

    from altered_desktop import i18n

    assert i18n.install(QApplication.instance(), request.param) == request.param
    yield request.param
    i18n.install(QApplication.instance(), "en")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("three", [True, False])
def test_r20_17_every_home_tile_title_has_one_size_and_wraps_whole(qtbot, monkeypatch,
                                                                    language, size, three):
    """One size for every choice's title, three tiles a row or two, in English and
    French: a long title goes on two lines rather than shrink ("Play the computer" and
    "Open a saved game" were smaller than "Learn to play" at 1366); each line whole in
    its room, title and line under it inside the tile."""
    from PySide6.QtGui import QFontMetricsF

    from altered_desktop import home_screen, theme
    from tests.gui.test_screens_r13 import _home

    if three:
        monkeypatch.setattr(home_screen.ChoiceTile, "fits_at", lambda self, w, h: True)
    home = _home(qtbot, *size)
    qtbot.wait(100)
    home.layout().activate()
    tiles = list(home.buttons.values())
    assert len(tiles) == 6
    sizes = {t.title_and_badge()[0] for t in tiles}
    assert len(sizes) == 1, {t.title: t.title_and_badge()[0] for t in tiles}
    (px,) = sizes
    assert px >= 16
    fm = QFontMetricsF(theme.font(px, bold=True))
    for t in tiles:
        lines = t.title_lines()
        assert 1 <= len(lines) <= 2 and " ".join(lines) == t.title, lines
        _px, _b, pill = t.title_and_badge()
        text = t.text_rect()
        beside = bool(t.badge) and pill.bottom() > text.top() and pill.left() > text.left()
        room = text.width() - (pill.width() + 8 if beside else 0)
        for line in lines:
            assert fm.horizontalAdvance(line) <= room + 1, (t.title, line, room)
        what_h = QFontMetricsF(t.what_font()).lineSpacing() * len(t.what_lines())
        bottom = text.top() + len(lines) * fm.height() + 6 + what_h
        assert bottom <= t._inner().bottom() + 1, (t.title, bottom, t._inner())


# ------------------------------------------------------------ r20 #18: the lab's Cards tab
@pytest.mark.parametrize("size", [(1366, 768), (1920, 1040)])
def test_r20_18_the_cards_table_scans_sample_in_a_column_one_mark_one_block(qtbot, size):
    """The games a "wins sooner" stands on have a column of their own beside it
    ("6 / 34": held early / not), no "n=" is written inside the numbers' cells, a row on
    few games is marked one way (dimmed, never slanted), and the run's summary is one
    block: a row per deck, its mean day in a cell of its own, at 14 px."""
    from PySide6.QtGui import QColor, QFontInfo

    from altered_desktop import goldfish_lab as lab
    from altered_desktop.lab_impact_chart import FEW_INK
    from tests.gui.test_screens_s29 import _lab_at

    dlg, results = _lab_at(qtbot, *size)
    t = dlg.cards_table
    heads = [t.horizontalHeaderItem(c).text() for c in range(t.columnCount())]
    assert heads[lab.SAMPLE_COLUMN] == "Games held\nearly / not"
    assert lab.SAMPLE_COLUMN == lab.IMPACT_COLUMN + 1
    # the cells painted as Qt paints them: no words added inside them
    assert type(t.itemDelegate()).__name__ == "QStyledItemDelegate"
    dim, plain = 0, 0
    for r in range(t.rowCount()):
        sample = t.item(r, lab.SAMPLE_COLUMN).text()
        held, _slash, other = sample.partition(" / ")
        assert int(held) + int(other) == 40, sample
        few = min(int(held), int(other)) < lab.FEW_GAMES \
            and t.item(r, lab.IMPACT_COLUMN).text() != "—"
        for c in range(1, t.columnCount()):
            item = t.item(r, c)
            assert "n=" not in item.text() and not item.font().italic()
            if few:
                assert item.foreground().color() == FEW_INK
        dim += few
        plain += not few
    assert dim >= 1 and plain >= 10
    # the summary: one block, a row per deck, the mean day in a cell of its own
    text = dlg.status.text()
    assert text.count("<tr>") == len(results) == 2
    for s in results:
        assert text.count(s["deck"].replace("&", "&amp;")) == 1
    assert "on average&nbsp;" in text and "average;" not in text
    assert QFontInfo(dlg.status.font()).pixelSize() >= 14
    assert QColor(lab.SERIES_COLOURS[1]).name() in text
