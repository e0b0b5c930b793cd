"""Review round 19 #4 and #12: why an Expedition's greyed totals do not count stood far
from them ("at region 3: water" right of the cards), and on a full row as "reg. 5" at
about 8 px squeezed after the last card.  The reason now stands in the column of totals,
under the rows it explains, at 12 px or more, and nothing of it lies among the cards:
a row of cards keeps its width to its band's end."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from altered_desktop import expedition_row, region_caption, table_paint, theme
from altered_desktop.table_display import list_board
from altered_desktop.table_layout import stats_box
from tests.gui.conftest import day3_window, full_board_window


class _Words:
    """A painter that notes the words (and their sizes) drawn through it."""

    def __init__(self, p: QPainter) -> None:
        self.p = p
        self.words: list[tuple[str, float]] = []

    def drawText(self, *args: Any) -> None:  # noqa: N802 (QPainter's name)
        self.words.append((next(a for a in args if isinstance(a, str)),
                           self.p.font().pixelSize()))
        self.p.drawText(*args)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.p, name)


def _said(op: Any) -> list[tuple[str, float]]:
    image = QImage(1920, 1080, QImage.Format.Format_ARGB32)
    p = QPainter(image)
    words = _Words(p)
    try:
        op.draw(words)
    finally:
        p.end()
    return words.words


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
@pytest.mark.parametrize("board", [full_board_window, day3_window], ids=["full", "day3"])
def test_the_reason_stands_under_the_greyed_totals(qtbot, size, board):
    win = board(qtbot, size)
    t = win.table
    ops = list_board(t.shown_view, t.bottom, t.placement, t._marks())
    regions = len(t.shown_view.get("adventure") or [])
    bands = [i for i in t.items if i.kind == "expedition"]
    explained = 0
    for band in bands:
        e = band.extra
        number = min(int(e.get("position", 0)), regions - 1) + 1
        column = stats_box(band.rect)
        mine = [op for op in ops if isinstance(op.key, tuple)
                and str(op.key[0]).startswith("exp_region")
                and band.rect.intersects(op.bounds)]
        greyed = [x for x in theme.TERRAINS if x not in (e.get("region") or [])]
        if not greyed:
            assert not mine, (band.player, band.exp, mine)
            continue
        explained += 1
        assert len(mine) == 1, (band.player, band.exp, mine)
        note = mine[0].bounds
        # in the column of totals, under its three rows, never among the cards
        assert column.adjusted(-2, -2, 2, 2).contains(note), (note, column)
        rows, _r, _w = table_paint.stat_column(column, e.get("region") or [], number)
        assert note.top() >= rows[-1].bottom() - 2
        said = _said(mine[0])
        text = "".join(w for w, _px in said)
        assert f"region {number}" in text, text
        assert min(px for _w, px in said) >= 12, said
    assert explained >= 2
    # every Expedition's cards reach to its band's end but a margin: no lane is kept
    for band in bands:
        cards = [c for c in t.items if c.kind == "card" and band.rect.contains(c.rect.center())]
        assert all(c.rect.right() <= band.rect.right() for c in cards)
        assert all(not op.key[0].startswith("exp_region") or
                   op.bounds.right() <= stats_box(band.rect).right() + 2
                   for op in ops if isinstance(op.key, tuple) and isinstance(op.key[0], str)
                   and band.rect.intersects(op.bounds))


def test_a_row_keeps_no_caption_lane(qapp):
    side = expedition_row.Side((("Ordis Recruit", (1, 1, 1)),), 5, ("water",))
    assert expedition_row.lane(side, False, 134.0) == expedition_row.END_PAD
    assert expedition_row.lane(side, True, 134.0) == expedition_row.END_PAD


@pytest.mark.parametrize("terrains,words", [
    (("water",), "region 3: water only"),
    (("forest", "water"), "region 3: no mountain"),
    ((), "region 3: no terrain"),
    (("forest", "mountain", "water"), ""),
])
def test_the_reason_in_words(qapp, terrains, words):
    assert region_caption.text(3, terrains) == words
    assert region_caption.text(None, terrains) == ""


def test_greyed_rows_give_the_note_its_room(qapp):
    box = QRectF(0, 0, 120, 107)  # a laptop's short row (the day-3 board at 1366)
    rows, note, words = table_paint.stat_column(box, ("water",), 3)
    assert words and note is not None
    assert rows[2].height() > rows[0].height() >= table_paint.DIM_ROW_LEAST
    assert note.bottom() <= box.bottom() and note.top() >= rows[2].bottom()
    assert note.height() >= region_caption.CAPTION_PX
    # the counting total keeps most of the size it had beside no note, its digits
    # over the statistics' floor; the greyed ones at 12 px
    plain = table_paint.stat_rows(box)
    assert rows[2].height() >= 0.9 * plain[2].height()
    assert table_paint.stat_px(rows[2]) >= 15
    for counting in (("forest", "water"), ("forest",), ()):
        rows, note, _w = table_paint.stat_column(box, counting, 3)
        assert note is not None and note.bottom() <= box.bottom() + 0.5
        assert all(table_paint.stat_px(rr) >= 14 for t, rr in zip(theme.TERRAINS, rows,
                                                                  strict=True)
                   if t in counting)
        assert all(rr.height() >= table_paint.DIM_ROW_LEAST - 0.01 for rr in rows)
    assert region_caption.fit(3, ("water",), note.width(),
                              region_caption.text(3, ("water",)))[1] >= 12
    image = QImage(200, 200, QImage.Format.Format_ARGB32)
    p = QPainter(image)
    try:
        region_caption.paint(p, note, 3, ("water",))
    finally:
        p.end()


def test_an_empty_expedition_still_says_no_cards(qtbot):
    """The note's words never stand in for an empty Expedition's quiet "no cards" (a
    drawing that read its words late once wrote "region 2: no water" in the middle of
    the empty band at Night)."""
    from tests.gui.test_dusk_show import _at, _day3_dusk

    win, _game = _day3_dusk(qtbot)
    t = win.table
    _at(t.motion, 1.0)
    qtbot.waitUntil(lambda: t.motion.story is None, timeout=5000)
    qtbot.wait(20)
    ops = list_board(t.shown_view, t.bottom, t.placement, t._marks())
    empty = [op for op in ops if isinstance(op.key, tuple) and op.key[0] == "exp_empty"]
    notes = [op for op in ops if isinstance(op.key, tuple) and op.key[0] == "exp_region"]
    assert empty and notes
    for op in empty:
        assert [w for w, _px in _said(op)] == ["no cards"]
