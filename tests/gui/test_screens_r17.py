"""Review round 17's defects on the screens round the table: the full card on hovering
a Reserve or Landmark tile (Acting's +1).  (#3, the preview beside the card pointed at,
gave way to review r18 #12's docked preview, which gave way to review r20 #2's zoom
beside the card again: test_card_preview.)"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from tests.gui.test_turns import move


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_hovering_a_reserve_or_landmark_tile_shows_the_whole_card(qtbot, size):
    """Acting's +1 (review r17): "let hovering over a Reserve or Landmark tile show the
    full card".  Pointing at each of the full board's Reserve and Landmark tiles (both
    seats') shows that card's whole face, readable, away from the tile (beside it over
    the board, at least twice an Expedition's card: review r20 #2)."""
    from tests.gui.conftest import full_board_window

    win = full_board_window(qtbot, size)
    t = win.table
    tiles = [i for i in t.items if i.kind == "card" and i.card is not None
             and i.card.get("zone") in ("reserve", "landmark")]
    assert {i.card["zone"] for i in tiles} == {"reserve", "landmark"} and len(tiles) >= 4
    for it in tiles:
        move(t, it.rect.center())
        qtbot.wait(5)
        p = win.preview
        assert t.hover is it
        assert p.isVisible() and p.card is not None and p.card["oid"] == it.oid
        assert t._zoom_card() is None  # one enlarged card at a time
        g = QRectF(p.geometry())
        assert not g.intersects(it.rect)
        assert p.face.height() >= 2 * it.rect.height() - 1


def test_the_replayed_dusk_says_its_hand_is_the_one_of_then(qtbot):
    """Review r17 #10: the Dusk replayed to the seat that was away showed its hand as
    it was at Dusk (2 cards) while it now holds 4, with nothing saying so.  Each hand's
    label says "Hand at Dusk" during the replay, and "Hand" again once it is over."""
    from tests.gui.test_dusk_show import _at, _replay_after_handoff

    win, game, _seat, _at_dusk = _replay_after_handoff(qtbot, second=True)
    show, table = win.table.motion, win.table
    _at(show, 0.4)
    assert show.telling and table.shown_view is not None
    labels = [i.label for i in table.items if i.kind in ("handlabel", "toplabel")
              and i.label.startswith("Hand")]
    assert len(labels) == 2 and all(x.startswith("Hand at Dusk · ") for x in labels), labels
    shown = {p["index"]: p["hand_count"] for p in table.shown_view["players"]}
    assert any(x.endswith(f"· {n}") for x in labels for n in shown.values())
    show.skip()
    labels = [i.label for i in table.items if i.kind in ("handlabel", "toplabel")
              and i.label.startswith("Hand")]
    assert labels and not any("Dusk" in x for x in labels), labels


def test_the_deck_lists_cost_column_says_which_cost_is_which(qtbot):
    """Review r17 #20: the deck list's "2/2" column was explained only by the legend
    under the list.  Its header and each card's cost say on hovering which number is
    the hand's and which the Reserve's."""
    from tests.gui.test_lab_screens_r8 import _builder

    b = _builder(qtbot, 1366, 768)
    tree = b.deck_tree
    assert "hand" in tree.headerItem().toolTip(2) and "Reserve" in tree.headerItem().toolTip(2)
    from tests.gui.conftest import tree_items

    costs = [ch for ch in tree_items(tree) if "/" in ch.text(2)]
    assert costs
    for it in costs:
        hand, reserve = it.text(2).split("/")
        assert it.toolTip(2) == f"Costs {hand} played from your hand, {reserve} from your Reserve"


@pytest.mark.parametrize("size", [(1366, 727), (1920, 1040)])
def test_the_end_screens_region_strip_reads_at_a_glance(qtbot, size):
    """Review r17 #18: the end screen's region strip drew its H and C markers and its
    terrain icons about 14 px tall at 1366.  Markers are 24 px across and every
    region's terrain icons 20 px or more, painted in the player's colour; the screen's
    buttons stay whole in the window."""
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QPushButton

    from altered_desktop import theme
    from tests.gui.test_screens_r12 import _end_screen

    screen, _game = _end_screen(qtbot, *size)
    track = screen.track
    s = screen.summary
    assert track.MARKER_R * 2 >= 24
    assert all(track.icon_side(i) >= 20 for i in range(len(s.regions)) if s.regions[i])
    img = track.grab().toImage()
    for player in (0, 1):
        at = track.marker_centre(player, 0, s.positions[player][0])
        # the marker's colour 10 px from its middle: a marker some 24 px across
        ring = {QColor(img.pixel(round(at.x()) + dx, round(at.y()) + dy)).name()
                for dx, dy in ((-10, 0), (0, -10), (0, 10))}
        assert theme.player_colour(player).name() in ring, (player, ring)
    for b in screen.findChildren(QPushButton):
        if b.isVisibleTo(screen):
            g = b.geometry().translated(b.parentWidget().mapTo(screen, b.pos()) - b.pos())
            assert screen.rect().contains(g), b.text()


def test_the_docked_log_ends_on_its_last_entry_whole_at_1920(qtbot):
    """Review r17 #15: at 1920 the docked teaching log ended with a cut entry
    ("Lithium: Kakoba, Legion…"): it was scrolled to the newest entry before the rows
    had wrapped to the log's width.  The newest entry shows whole at the list's foot,
    after the game's moves and after the window is resized."""
    from tests.gui.conftest import full_board_window

    win = full_board_window(qtbot, (1920, 1080))
    dock = win.log_dock
    dock.show()  # (open from the start on a window that opens this wide)
    qtbot.wait(50)
    assert dock.isVisible() and not dock.lying_over

    def last_whole() -> bool:
        tree = dock.tree
        last = dock.entry_items()[-1]
        r = tree.visualItemRect(last)
        return not r.isEmpty() and tree.viewport().rect().contains(r)

    assert last_whole()
    win.resize(1700, 1000)
    qtbot.wait(50)
    assert last_whole()
