"""Review round 17's defects on the screens round the table: the hover preview beside
the card pointed at (#3), the full card on hovering a Reserve or Landmark tile (Acting's
+1)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtTest import QTest

from altered_desktop.card_preview import AVOID_SLACK, LEAST_FACE_PX
from altered_desktop.table_layout import stats_box


def _gap(a: QRectF, b: QRectF) -> float:
    """The distance between two rects that do not overlap (0 when they touch)."""
    dx = max(0.0, max(a.left(), b.left()) - min(a.right(), b.right()))
    dy = max(0.0, max(a.top(), b.top()) - min(a.bottom(), b.bottom()))
    return max(dx, dy)


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
@pytest.mark.parametrize("name", ["Ordis Cadets", "Hathor", "Lyra Skald", "Foundry Mechanic"])
def test_the_hover_preview_opens_beside_the_card_pointed_at(qtbot, size, name):
    """Review r17 #3: the preview opened docked at the board's far corner (x 0-300 at
    1366) while the pointer was on Ordis Cadets at ~850,200, over the other seat's Hero
    and its totals.  It opens right beside the card pointed at, never over it, clear of
    every Expedition's totals, whole on the board, its face readable and larger than
    the card; the pointer moving within the card leaves it where it is."""
    from tests.gui.test_card_preview import _computers_turn, _item

    win, _game = _computers_turn(qtbot, *size)
    t = win.table
    it = _item(win, name)
    centre = it.rect.center()
    QTest.mouseMove(t, centre.toPoint())
    qtbot.wait(10)
    p = win.preview
    assert t.hover is it
    assert p.isVisible() and p.card is not None and p.card["oid"] == it.oid
    g = QRectF(p.geometry())
    board = QRectF(0, 0, t.width() - t.side_width, t.height())
    assert board.adjusted(-1, -1, 1, 1).contains(g)
    assert not g.intersects(it.rect)  # the card pointed at stays in sight
    assert _gap(g, it.rect) <= 12, (g, it.rect)  # beside it, not across the table
    for e in (i for i in t.items if i.kind == "expedition"):
        over = g.intersected(stats_box(e.rect))
        assert over.isEmpty() or over.width() * over.height() <= AVOID_SLACK, e.rect
    assert p.face.height() >= max(LEAST_FACE_PX, 1.5 * it.rect.height()) - 1
    # no flicker: the pointer moving within the card keeps the preview where it is
    for dx, dy in ((-0.3, -0.3), (0.3, 0.2), (0.0, 0.35), (-0.35, 0.1)):
        QTest.mouseMove(t, QPointF(centre.x() + dx * it.rect.width(),
                                   centre.y() + dy * it.rect.height()).toPoint())
        qtbot.wait(5)
        assert p.isVisible() and QRectF(p.geometry()) == g


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_hovering_a_reserve_or_landmark_tile_shows_the_whole_card(qtbot, size):
    """Acting's +1 (review r17): "let hovering over a Reserve or Landmark tile show the
    full card".  Pointing at each of the full board's Reserve and Landmark tiles (both
    seats') shows that card's whole face, readable, away from the tile: beside it over
    the board at 1366, where the column has no room, in the column's room at 1920."""
    from tests.gui.conftest import full_board_window

    win = full_board_window(qtbot, size)
    t = win.table
    tiles = [i for i in t.items if i.kind == "card" and i.card is not None
             and i.card.get("zone") in ("reserve", "landmark")]
    assert {i.card["zone"] for i in tiles} == {"reserve", "landmark"} and len(tiles) >= 4
    for it in tiles:
        QTest.mouseMove(t, it.rect.center().toPoint())
        qtbot.wait(5)
        p = win.preview
        assert t.hover is it
        assert p.isVisible() and p.card is not None and p.card["oid"] == it.oid
        assert t._zoom_card() is None  # one enlarged card at a time
        g = QRectF(p.geometry())
        assert not g.intersects(it.rect)
        assert p.face.height() >= max(LEAST_FACE_PX, 1.5 * it.rect.height()) - 1
        if size[0] == 1366:
            assert _gap(g, it.rect) <= 12, (it.card["name"], g, it.rect)
