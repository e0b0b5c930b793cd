"""One set of terrain icons (issue #23, review round 13 #9): the statistic pills drew a
pine, peaks and a flat double wave, the track and the Expedition totals the icon set's
ringed mountains and fanned wave.  Every terrain the app paints now goes through
`terrain_icons.paint`: counted here while painting each kind of element, then a whole
board from empty caches."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from altered_desktop import (
    card_painter,
    card_tile,
    dusk_verdicts,
    face_cache,
    table_paint,
    terrain_icons,
    theme,
)

CARD = {"name": "Ordis Recruit", "type": "character", "faction": "OR", "hand_cost": 2,
        "reserve_cost": 2, "stats": [3, 5, 7], "text": "", "zone": "expedition"}


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """How many terrain icons of each terrain were painted (through the one function)."""
    seen: Counter[str] = Counter()
    real = terrain_icons.paint

    def counting(p: QPainter, rect: QRectF, terrain: str, *args: object) -> None:
        seen[terrain] += 1
        real(p, rect, terrain, *args)

    monkeypatch.setattr(terrain_icons, "paint", counting)
    return seen


def _canvas() -> tuple[QImage, QPainter]:
    img = QImage(400, 400, QImage.Format.Format_ARGB32)
    img.fill(QColor("#808080"))
    return img, QPainter(img)


def test_a_table_tile_and_a_full_face_draw_their_pills_through_the_one_set(qapp, drawn):
    img, p = _canvas()
    drawn.clear()  # what a window left to paint when idle ran at the test's set-up
    card_tile.paint_tile(p, QRectF(4, 4, 119, 85), CARD, QColor("#2a5d9f"))
    tile = Counter(drawn)
    face_cache.FACES.clear()
    card_painter._face_cache.clear()
    card_painter.paint_card(p, QRectF(150, 4, 140, 200), {**CARD, "zone": "hand"})
    p.end()
    assert tile == Counter({t: 1 for t in theme.TERRAINS})
    assert drawn == Counter({t: 2 for t in theme.TERRAINS})


def test_the_track_totals_and_dusk_verdicts_draw_the_same_icons(qapp, drawn):
    img, p = _canvas()
    drawn.clear()  # what a window left to paint when idle ran at the test's set-up
    region = {"name": "Forest region", "terrains": ["forest", "water"]}
    table_paint.draw_region(p, QRectF(4, 4, 110, 90), region, number=2)
    track = Counter(drawn)
    table_paint.draw_stat(p, QRectF(4, 120, 120, 24), "mountain", 5, 3, True)
    table_paint.draw_stat(p, QRectF(4, 150, 120, 24), "water", 1, 3, False)  # greyed
    totals = Counter(drawn)
    dusk_verdicts._paint_total(p, QRectF(4, 200, 160, 24), "forest", 4, 2, won=True,
                               px=13, d=20, text="4 vs 2 ▲")
    p.end()
    assert track == Counter({"forest": 1, "water": 1})
    assert totals == Counter({"forest": 1, "water": 2, "mountain": 1})
    assert drawn == Counter({"forest": 2, "water": 2, "mountain": 1})


def test_a_whole_board_paints_every_terrain_through_the_one_set(qtbot, drawn):
    """From empty caches, a board's paint draws, through the one function, an icon for
    every terrain of every face-up region, three per Expedition's totals, three per
    card with statistics (in the Expeditions, the Reserves and the hand) and one per
    terrain an Expedition's "at region N" caption shows as an icon: no other."""
    from altered_desktop.session import Mode
    from altered_desktop.table_display import BoardDisplay
    from tests.gui.conftest import make_window
    from tools.table_scenes import day3_game

    win = make_window(qtbot, day3_game(), Mode.HOTSEAT)
    win.resize(1366, 768)
    win.refresh()
    qtbot.wait(20)
    items = win.table.items
    want: Counter[str] = Counter()
    for i in items:
        if i.kind == "region" and not i.extra.get("face_down"):
            want.update(i.extra.get("terrains") or [])  # the tile's terrain chips
        elif i.kind == "expedition":
            want.update(theme.TERRAINS)  # its totals against the facing Expedition
        elif i.kind == "card" and i.card is not None and i.card.get("stats"):
            want.update(theme.TERRAINS)  # the card's three statistic pills
    # the notes under the totals that show a terrain as its icon (`region_caption`)
    ops = win.table._list_board()
    for op in ops:
        if op.key[0] == "exp_region" and op.key[2]:
            want.update([op.key[2]])
    in_play = [i for i in items if i.kind == "card" and i.card is not None
               and i.card.get("zone") == "expedition"]
    assert sum(want.values()) > 60 and len(in_play) >= 4
    kept = win.table.display
    face_cache.FACES.clear()
    card_painter._face_cache.clear()
    win.table.display = BoardDisplay()  # new board images and sprites
    drawn.clear()
    try:
        image = QImage(win.table.size(), QImage.Format.Format_RGB32)
        win.table.render(image)
    finally:
        win.table.display = kept
    assert drawn == want
