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
