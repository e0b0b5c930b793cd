"""The board's secondary text reads over the least size on a laptop's screen (review
r18 #8: "at region N", "Deck 18 / Discard N" and the zones' captions all sat at exactly
11 px at 1366x768, readable but tiring for an hour): measured on the day-3 table of the
review at 1366x768, each of those drawn at 12-13 px."""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage, QPainter

from altered_desktop import table_paint, theme
from tests.gui.conftest import make_window

#: the least size of each (a zone's caption is engraved at 13 px)
LEAST = {"zone": 13}


def _sizes(draw, w: int, h: int) -> list[int]:  # type: ignore[no-untyped-def]
    """The text sizes `draw` paints with, in pixels."""
    img = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(QColor(0, 0, 0, 0))
    theme.font_sizes = []
    try:
        p = QPainter(img)
        draw(p)
        p.end()
        return list(theme.font_sizes)
    finally:
        theme.font_sizes = None


def test_secondary_text_on_the_board_is_12_px_or_more_at_1366(qtbot):
    from tools.table_scenes import day3_game

    win = make_window(qtbot, day3_game())
    win.resize(1366, 768)
    qtbot.waitUntil(lambda: win.size().width() == 1366, timeout=2000)
    win.refresh()
    table = win.table
    seen: dict[str, list[int]] = {}
    for op in table._list_board():
        if op.key[0] == "zone":
            seen.setdefault("zone", []).extend(_sizes(op.draw, table.width(), table.height()))
    # the piles' counts (the Discard's top card is the card painter's)
    for it in table.items:
        if it.kind in ("deck", "discard"):
            words = ("Deck {0}" if it.kind == "deck" else "Discard {0}").format(it.label)
            seen.setdefault(it.kind, []).extend(_sizes(
                lambda p, r=it.rect, t=words: table_paint.count_badge(p, r, t),
                table.width(), table.height()))
    assert {"zone", "deck", "discard"} <= set(seen), sorted(seen)
    for kind, sizes in seen.items():
        assert sizes and min(sizes) >= LEAST.get(kind, 12), (kind, sorted(set(sizes)))


def test_the_region_caption_says_at_region_n_over_12_px(qapp):
    """The note under the totals on why some are greyed (review r19 #12), at 12 px in
    a laptop's column of totals."""
    from PySide6.QtCore import QRectF

    from altered_desktop import region_caption, table_layout, table_paint

    box = table_layout.stats_box(QRectF(0, 0, 500, 115.0))
    for terrains in (("forest", "mountain"), ("water",)):
        _rows, r, _w = table_paint.stat_column(box, terrains, 2)
        assert r is not None
        img = QImage(400, 200, QImage.Format.Format_ARGB32_Premultiplied)
        img.fill(QColor(0, 0, 0, 0))
        theme.font_sizes = []
        try:
            p = QPainter(img)
            region_caption.paint(p, r, 2, terrains)
            p.end()
            sizes = list(theme.font_sizes)
        finally:
            theme.font_sizes = None
        assert sizes and min(sizes) >= 12, sizes
