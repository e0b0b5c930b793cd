"""Round 15 (issue #23): how a card tile reads at 1366 x 768.

A Reserve or Landmark tile wide enough for it writes its card's text in a column beside
its face (at 1366 its picture was a strip and no text fitted: a player hovered each
Reserve card to know what it does).  The choice's number stands in a corner of the
picture, never on the name band (it hid part of the name), nor on the statistics.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF

from altered_desktop import card_painter, card_tile, symbol_text, tile_text_column
from altered_desktop.card_browser_model import card_face
from engine.cards.registry import shipped_cards
from tests.gui.conftest import day3_window
from tests.gui.test_faces_r11 import _tile_faces, badge_problems

#: Expedition tiles of a 1366 and a 1920 table, and a 1366 Reserve tile
PICTURE_TILES = [(134, 97), (142, 102), (155, 121), (167, 119), (201, 112), (160, 67)]


@pytest.mark.parametrize("w, h", PICTURE_TILES)
def test_a_choice_number_stands_on_the_picture_not_the_name_band(qapp, w, h):
    """Every name and shape of the pool: the number covers neither the name band nor
    the statistics, the costs or the picture's middle (a name on two lines leaves the
    picture too low above the gems: the number goes to its top right corner)."""
    faces = _tile_faces()
    rect = QRectF(10, 10, w, h)
    bad = []
    for f in faces:
        badge = card_painter.choice_number_rect(rect, f, True)
        # (it may take the band's margin under the name's lines: round 16's corner)
        if badge.intersects(card_tile.name_box(rect, f["name"])) and \
                badge.top() < card_tile.name_lines_bottom(rect, f["name"]):
            bad.append(f"{f['name']} {w}x{h}: on the name band")
        bad += badge_problems(rect, f)
    assert not bad, bad[:12]


def test_foundry_mechanic_s_number_is_in_its_picture_s_right_corner(qapp):
    """The review's case: "Foundry Mechanic" on two lines on a 1366 Expedition tile."""
    card = card_face(next(c for c in shipped_cards() if c.name == "Foundry Mechanic"))
    rect = QRectF(10, 10, 100, 97)  # (the review's screenshot: its name on two lines)
    one_line = card_tile.name_box(QRectF(10, 10, 200, 97), card["name"]).height()
    assert card_tile.name_box(rect, card["name"]).height() > one_line
    badge = card_painter.choice_number_rect(rect, card, True)
    art = card_tile.marks_box(rect, card["name"])
    assert badge.center().x() > rect.center().x()
    assert badge.top() >= art.top() and badge.bottom() <= art.bottom() + 0.5
    assert badge.height() >= card_tile.BADGE_LEAST


# ------------------------------------------------- #1 a Reserve card's text on its tile
def _reserve_faces() -> list[dict[str, Any]]:
    """One face of each name of the pool that has a text and may be in a Reserve (a
    Character or a Spell: Permanents go to the Landmarks, Heroes never)."""
    out: dict[str, dict[str, Any]] = {}
    for c in shipped_cards():
        f = card_face(c)
        if f["type"] not in ("hero", "permanent") and f.get("text") and not f.get("token"):
            out.setdefault(f["name"], {**f, "zone": "reserve"})
    return list(out.values())


def _whole_text_shown(rect: QRectF, card: dict[str, Any], column: bool = True) -> bool:
    """Whether a tile in `rect` writes its card's whole text: in its column, else on the
    strip over its picture (on the strip alone, as before round 15, unless `column`)."""
    text = str(card["text"])
    parts = tile_text_column.split(rect, card) if column else None
    if parts is not None:
        return not symbol_text.is_cut(tile_text_column.layout(parts[1], text)[2])
    room = card_tile.ability_room(rect, card)
    if room is None or room[0] != "text":
        return False
    least = 11.0
    runs = symbol_text.fit_full(text, room[1].adjusted(3, 1, -2, 0), least, least, (),
                                more=True)[2]
    return not symbol_text.is_cut(runs)


#: Reserve tiles of the table (`test_the_reserve_s_tiles_are_wide_enough_for_a_column`):
#: a 1366 table's Reserve of one card (the full board's: 260 x 67), a 1920 table's of
#: two (215 x 108) and of one; the share of the pool's texts each writes whole (before
#: round 15: none at 1366; at 1920 18 % and 52 %, on the strip over the picture)
FITS = [((260, 67), 0.6), ((215, 108), 0.6), ((301, 108), 0.9)]


@pytest.mark.parametrize("size, share", FITS)
def test_a_reserve_tile_writes_its_text_beside_its_face(qapp, size, share):
    """Every card of the pool with a text, as a Reserve tile: its text in a column right
    of its face, at least 11 px, whole words (a "more" tag only at its end, the zoom
    holds the rest); the face keeps its name whole, its costs and its statistics'
    digits; the column covers none of them."""
    faces = _reserve_faces()
    assert len(faces) > 400
    rect = QRectF(10, 10, *size)
    bad = []
    for f in faces:
        parts = tile_text_column.split(rect, f)
        where = f"{f['name']} {size}"
        if parts is None:
            if len(f["name"]) <= 20:  # (a longer name may leave its face no room)
                bad.append(f"{where}: no column")
            continue
        face, column = parts
        px, _stretch, runs, _lh = tile_text_column.layout(column, f["text"])
        if px < 11:
            bad.append(f"{where}: text at {px} px")
        words = [r.text for r in runs if r.text and not r.symbol]
        # (in the words the column writes: the card's, or its play phrases as symbols)
        written = tile_text_column.shown(column, f["text"])[0]
        if words != [w for w, _s in symbol_text.tokens(written) if w and w != "\n"][:len(words)]:
            bad.append(f"{where}: a word cut or out of order {words[-3:]}")
        if len(f["name"]) <= 20 and not card_tile.fully_shown(f["name"], face):
            bad.append(f"{where}: name cut")
        if not card_tile.digits_fit(face, f["stats"]) if f.get("stats") else False:
            bad.append(f"{where}: digits")
        if not rect.contains(column) or column.left() < face.right() - 0.5:
            bad.append(f"{where}: column over the face")
    assert not bad, bad[:12]
    shown = sum(_whole_text_shown(rect, f) for f in faces)
    assert shown >= share * len(faces), (shown, len(faces))


def test_the_column_writes_more_than_the_picture_strip_did(qapp):
    """The figure of the round's report: how many of the pool's texts a Reserve tile
    writes whole, on the 1366 table's (two cards) and the 1920 table's."""
    faces = _reserve_faces()
    for size in ((260, 67), (215, 108)):
        rect = QRectF(10, 10, *size)
        with_column = sum(_whole_text_shown(rect, f) for f in faces)
        strip_only = sum(_whole_text_shown(rect, f, column=False) for f in faces)
        assert with_column > strip_only + len(faces) // 4, (size, with_column, strip_only)


@pytest.mark.parametrize("size, n", [((1366, 768), 1), ((1366, 768), 2), ((1920, 1080), 2)])
def test_the_reserve_s_tiles_are_wide_enough_for_a_column(qtbot, size, n):
    """A Reserve of one or two cards beside a Landmark on the day-3 table: its tiles
    take the room their text's column needs, from the zone and from the Landmarks' felt
    (they were kept to 2.4 times their height, and to 182 px at 1366); the Landmark
    keeps a whole tile."""
    from altered_desktop.table_layout import place

    win = day3_window(qtbot, size)
    view = dict(win.table.view)
    players = [dict(pv) for pv in view["players"]]
    pool = [c for pv in view["players"] for e in pv["expeditions"].values()
            for c in e["cards"] if c.get("text")]
    assert len(pool) >= 2
    players[0]["reserve"] = [dict(c, oid=900 + i, zone="reserve")
                             for i, c in enumerate(pool[:n])]
    view["players"] = players
    placement = place(view, 0, {}, win.table.width(), win.table.height(), 1.0)
    tiles = [i for i in placement.items if i.kind == "card" and i.card
             and i.card.get("zone") == "reserve" and i.player == 0]
    assert len(tiles) == n
    for it in tiles:
        parts = tile_text_column.split(it.rect, it.card)
        assert parts is not None, (it.card["name"], it.rect)
        _face, column = parts
        _px, _st, _runs, lh = tile_text_column.layout(column, it.card["text"])
        assert column.height() >= 3 * lh, (it.card["name"], column)
    landmarks = [i for i in placement.items if i.kind == "card" and i.card
                 and i.card.get("zone") == "landmark" and i.player == 0]
    assert landmarks
    for it in landmarks:
        assert card_tile.fully_shown(it.card["name"], it.rect), it.rect
        assert it.rect.width() >= it.rect.height() * 1.5, it.rect
