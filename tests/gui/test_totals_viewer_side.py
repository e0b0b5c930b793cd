"""Review round 17 #8: "The red ▼ and green ▲ arrows on the opponent's rows are from the
opponent's point of view.  Lithium's '1 vs 6 ▼' is red although it is good news for the
Ninette player looking at it."

The totals beside each Expedition are coloured as news for the seat the table is shown
to (the seat in front of the screen in hotseat, the human against the computer): green
good for it, red bad, on its own rows and on the other seat's; the arrow still says
which Expedition leads (▲ the row's own, ▼ the facing one).
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from altered_desktop import table_paint, theme
from altered_desktop.table_layout import stats_box
from tests.gui.conftest import full_board_window


def _drawn(draw: Any) -> list[tuple[str, str]]:
    """(what, colour) of each text and triangle a painting function draws."""
    img = QImage(400, 120, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(QColor("black"))
    drawn: list[tuple[str, str]] = []

    class Recorder(QPainter):
        def drawText(self, *args: Any) -> None:  # noqa: N802 - Qt's name
            drawn.append((next(a for a in args if isinstance(a, str)),
                          self.pen().color().name()))
            super().drawText(*args)

        def drawPolygon(self, *args: Any) -> None:  # noqa: N802 - Qt's name
            points = list(args[0])
            if len(points) == 3:
                tip = min(points, key=lambda q: q.y())
                up = all(q.y() > tip.y() for q in points if q is not tip)
                drawn.append(("▲" if up else "▼", self.brush().color().name()))
            super().drawPolygon(*args)

    p = Recorder(img)
    draw(p)
    p.end()
    return drawn


LEAD, TRAIL = table_paint.LEAD.name(), table_paint.TRAIL.name()


def test_the_other_seat_s_trailing_total_is_good_news(qapp):
    r = QRectF(0, 0, 160, 30)
    assert _drawn(lambda p: table_paint.draw_stat(p, r, "forest", 1, 6, True, False)) == \
        [("1 vs 6", LEAD), ("▼", LEAD)]
    assert _drawn(lambda p: table_paint.draw_stat(p, r, "water", 8, 6, True, False)) == \
        [("8 vs 6", TRAIL), ("▲", TRAIL)]
    # the viewer's own rows as before
    assert _drawn(lambda p: table_paint.draw_stat(p, r, "forest", 6, 1, True)) == \
        [("6 vs 1", LEAD), ("▲", LEAD)]
    assert _drawn(lambda p: table_paint.draw_stat(p, r, "water", 6, 8, True)) == \
        [("6 vs 8", TRAIL), ("▼", TRAIL)]


def _ink(img: QImage, box: QRectF, colour: QColor) -> int:
    return sum(1 for y in range(int(box.top()), int(box.bottom()))
               for x in range(int(box.left()), int(box.right()))
               if theme.contrast(img.pixelColor(x, y), colour) < 1.05)


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)], ids=["1366", "1920"])
def test_the_board_colours_both_halves_for_the_seat_in_front(qtbot, size):
    """On the review's board (Ninette to play), every counted total that favours
    Ninette is green and every one that favours Lithium red, in both halves."""
    win = full_board_window(qtbot, size)
    table = win.table
    viewer = table.bottom
    img = table.grab().toImage()
    dpr = img.devicePixelRatio()
    assert dpr == 1
    checked = {True: 0, False: 0}
    for it in table.items:
        if it.kind != "expedition":
            continue
        e = it.extra
        for t, rr in zip(theme.TERRAINS, table_paint.stat_rows(stats_box(it.rect)),
                         strict=True):
            mine, theirs = e["stats"][t], e["facing_stats"][t]
            if t not in (e.get("region") or []) or mine == theirs:
                continue
            viewer_ahead = (mine > theirs) == (it.player == viewer)
            text = table_paint.stat_parts(rr)[1]
            good = _ink(img, text, table_paint.LEAD)
            bad = _ink(img, text, table_paint.TRAIL)
            # (antialiased edges may pass near the other colour: the letters' own colour
            # outnumbers them many times)
            assert (good > 10 * max(bad, 2)) if viewer_ahead else (bad > 10 * max(good, 2)), \
                str((it.player, it.exp, t, mine, theirs, good, bad, viewer))
            checked[it.player == viewer] += 1
    assert checked[True] and checked[False], checked
