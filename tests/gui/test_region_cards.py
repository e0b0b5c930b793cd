"""The Adventure track as the cards it is laid out with (review r11: its eight tiles read
"Tumult 1, Tumult 1, Tumult 2, Tumult 2, ..." as regions drawn twice).  A Tumult card
holds two regions (3.2.1.b: six regions on three Tumult cards): each is drawn as one
card frame under its two region tiles, its name written once across both; a face-down
one shows a card's back across both halves with "face down" on it, and its tooltip says
when it is turned up (7.3.17.b).  The regions keep their numbers, terrain icons and
markers (tests/gui/test_markers)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from altered_desktop import table_paint, theme
from altered_desktop.table_display import list_board
from altered_desktop.table_layout import region_cards, region_content
from tests.gui.conftest import day3_window
from tests.gui.test_card_look import SIZES


def _window(qtbot, size: str):  # type: ignore[no-untyped-def]
    win = day3_window(qtbot, SIZES[size])
    return win


def test_regions_are_grouped_by_the_card_they_are_printed_on():
    names = ["Hero region", "Tumult 1", "Tumult 1", "Tumult 2", "Tumult 2", "Tumult 3",
             "Tumult 3", "Companion region"]
    assert region_cards(names) == [(0, 1), (1, 2), (3, 2), (5, 2), (7, 1)]
    assert region_cards(["Arena"]) == [(0, 1)]


@pytest.mark.parametrize("size", ["1366x768", "1920x1080"])
def test_each_tumult_card_is_one_frame_named_once(qtbot, size, monkeypatch):
    win = _window(qtbot, size)
    items = win.table.items
    adventure = win.table.view["adventure"]
    regions = [i for i in items if i.kind == "region"]
    cards = [i for i in items if i.kind == "regioncard"]
    assert len(regions) == 8
    assert [(c.extra["first"], c.extra["count"]) for c in cards] == \
        [(0, 1), (1, 2), (3, 2), (5, 2), (7, 1)]
    for c in cards:
        inside = [r for r in regions if c.rect.contains(r.rect)]
        assert [r.extra["index"] for r in inside] == \
            list(range(c.extra["first"], c.extra["first"] + c.extra["count"]))
    # the seam between a card's halves is narrower than the gap between two cards
    tumult = [r.rect for r in regions[1:3]]
    seam = tumult[1].left() - tumult[0].right()
    between = regions[1].rect.left() - regions[0].rect.right()
    assert 0 < seam < between
    # painted: each Tumult card's name once, each region's number once
    written: list[str] = []
    real = table_paint.label

    def record(p, rect, text, px, **kw):  # type: ignore[no-untyped-def]
        written.append(text)
        real(p, rect, text, px, **kw)

    monkeypatch.setattr(table_paint, "label", record)
    ops = list_board(win.table.view, win.table.bottom, win.table.placement, win.table._marks())
    img = QImage(win.table.width(), win.table.height(), QImage.Format.Format_ARGB32)
    p = QPainter(img)
    for op in ops:
        if op.key[0] in ("region", "regioncard", "regioncard_label"):
            op.draw(p)
    p.end()
    for k in (1, 2, 3):
        down = adventure[2 * k - 1]["face_down"]
        shown = table_paint.region_card_caption(f"Tumult {k}", down)
        if down and shown not in written:
            # (a face-down card is one face-up tile wide, review r19 #10: where
            # "· face down" does not fit beside its back, its name alone)
            shown = f"Tumult {k}"
        assert written.count(shown) == 1, (shown, written)
        assert not any(t == f"Tumult {k}" for t in written if t != shown), written
    assert sorted(w for w in written if w.isdigit()) == sorted(str(n) for n in range(1, 9))
    assert written.count("Hero") == 1 and written.count("Companion") == 1


def _face_down(win) -> Any:  # type: ignore[no-untyped-def]
    return next(c for c in win.table.items if c.kind == "regioncard"
                and c.extra["count"] == 2 and c.extra["face_down"])


def _bluish(c: QColor) -> bool:
    return c.blue() > c.red() + 25 and c.blue() > c.green() + 10


@pytest.mark.parametrize("size", ["1366x768", "1920x1080"])
def test_a_face_down_tumult_card_shows_its_back_and_says_face_down(qtbot, size):
    win = _window(qtbot, size)
    card = _face_down(win)
    tiles: list[QRectF] = card.extra["tiles"]
    ops = list_board(win.table.view, win.table.bottom, win.table.placement, win.table._marks())
    img = QImage(win.table.width(), win.table.height(), QImage.Format.Format_ARGB32)
    img.fill(QColor("#1d4a2e"))
    p = QPainter(img)
    for op in ops:
        if op.key[0] in ("region", "regioncard", "regioncard_label"):
            op.draw(p)
    p.end()
    # the back's night blue across both halves (not two parchment tiles)
    for t in tiles:
        body = region_content(t)
        probes = [QPointF(body.left() + body.width() * fx, body.top() + body.height() * fy)
                  for fx in (0.2, 0.5, 0.8) for fy in (0.15, 0.3)]
        blue = sum(_bluish(img.pixelColor(q.toPoint())) for q in probes)
        assert blue >= len(probes) - 1, (t, blue)
    # the caption: whole on the card, over the seam, its words readable on their plate
    assert "face down" in table_paint.region_card_caption(card.extra["name"], True)
    px = max(float(theme.LEAST_TEXT_PX), table_paint.region_name_h(region_content(tiles[0])) * 0.72)
    # (on a card one face-up tile wide its name alone where "· face down" does not fit:
    # its back says it, review r19 #10)
    text = table_paint.region_card_words(tiles, card.extra["name"], True, px)
    plate = table_paint.region_card_label_rect(tiles, text, px)
    assert plate.left() > tiles[0].left() and plate.right() < tiles[1].right()
    assert plate.left() < tiles[0].right() < tiles[1].left() < plate.right()
    from PySide6.QtGui import QFontMetricsF
    assert QFontMetricsF(theme.font(px, bold=True)).horizontalAdvance(text) <= plate.width()
    over_back = _over(table_paint.FACE_DOWN_PLATE, theme.CARD_BACK)
    assert theme.contrast(table_paint.FACE_DOWN_WORDS, over_back) >= 4.5


def _over(top: QColor, under: QColor) -> QColor:
    a = top.alphaF()
    return QColor(*(round(a * x + (1 - a) * y) for x, y in
                    zip(top.getRgb()[:3], under.getRgb()[:3], strict=True)))


def test_the_tooltip_of_a_face_down_region_says_when_it_is_turned_up(qtbot):
    win = _window(qtbot, "1366x768")
    card = _face_down(win)
    first = card.extra["first"]
    for k in (first, first + 1):
        region = next(i for i in win.table.items if i.kind == "region"
                      and i.extra["index"] == k)
        text = win.table.describe(region)
        assert "face down" in text and "7.3.17.b" in text, text
        assert f"{first + 1} and {first + 2}" in text, text
    up = next(c for c in win.table.items if c.kind == "regioncard"
              and c.extra["count"] == 2 and not c.extra["face_down"])
    region = next(i for i in win.table.items if i.kind == "region"
                  and i.extra["index"] == up.extra["first"])
    text = win.table.describe(region)
    assert "two regions" in text and "face down" not in text, text
