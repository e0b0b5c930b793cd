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
