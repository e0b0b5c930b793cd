"""Review round 16 #3 (issue #23): Reserve and Landmark abilities cut behind "more ▸".

"Playing from the Reserve is half of Altered, so you must be able to read it without
hovering": at 1366 Ratatoskr read "…Create two Ordis more ▸" and the Ordis Carrier
Landmark "…Create an Ordis Recruit 1/1/1 Soldier more ▸", at 1920 Tanuki "Roll a die.
On more ▸".  A Reserve or Landmark tile now asks the table for the width its whole
text needs beside its face (`tile_text_column.tile_want`), and its column sets a long
text shorter before it cuts it: "When played from Reserve —" as the card's {R} symbol,
then a little narrower letters, never under 11 px.
"""

from __future__ import annotations

from typing import Any

import pytest

from altered_desktop import card_tile, symbol_text, theme, tile_text_column
from altered_desktop.card_browser_model import card_face
from engine.cards.registry import shipped_cards
from tests.gui.conftest import full_board_window


def _ability_tiles(items: list[Any], players: tuple[int, ...] = (0, 1)) -> list[Any]:
    return [it for it in items if it.kind == "card" and it.card and it.player in players
            and it.card.get("zone") in ("reserve", "landmark") and it.card.get("text")]


def _whole(it: Any) -> tuple[bool, str]:
    """Whether a tile writes its card's whole text in its column, at 11 px or more."""
    parts = tile_text_column.split(it.rect, it.card)
    if parts is None:
        return False, f"{it.card['name']} {it.rect}: no column"
    _face, column = parts
    px, _st, runs, _lh = tile_text_column.layout(column, it.card["text"])
    if px < theme.LEAST_TEXT_PX:
        return False, f"{it.card['name']}: {px} px"
    if symbol_text.is_cut(runs):
        return False, f"{it.card['name']} {it.rect}: cut, column {column.width():.0f}"
    return True, ""


#: the full board's Reserves and Landmarks hold their texts whole at both sizes: at
#: 1366 Lithium's one-card Reserve (Ratatoskr) and Landmark (Ordis Carrier), and
#: Ninette's three Reserve cards (review r17 #1: "Roll a die. Target more ▸" in a
#: 521 px Reserve while her empty Landmarks kept 170 px; the empty zone now stands
#: in the felt right of her small hand and each tile is as wide as its text wants)
CASES = [((1366, 768), (0, 1)), ((1920, 1080), (0, 1))]


@pytest.mark.parametrize("size, players", CASES, ids=["1366", "1920"])
def test_the_full_boards_reserve_and_landmark_texts_are_whole(qtbot, size, players):
    win = full_board_window(qtbot, size)
    tiles = _ability_tiles(win.table.placement.items, players)
    names = {it.card["name"] for it in tiles}
    if size[0] == 1366:
        assert {"Ratatoskr", "Ordis Carrier", "All In!", "Esmeralda",
                "Ouroboros Croupier"} <= names, names
    assert len(tiles) >= 2
    bad = [why for ok, why in map(_whole, tiles) if not ok]
    assert not bad, bad


def _face(name: str, words: str) -> dict[str, Any]:
    """The version of `name` whose text holds `words`, as a Reserve card."""
    c = next(c for c in shipped_cards() if c.name == name and words in card_face(c)["text"])
    return {**card_face(c), "zone": "reserve"}


def test_tanukis_tile_of_the_1920_review_writes_its_reserve_ability(qapp):
    """The review's 1920 case (`1920x1080-4b-…cleans-up-reserve.png`, the log docked):
    Tanuki ("…When played from Reserve — Roll a die. On a 4+, Sabotage.") on a Reserve
    tile 215 x 87 read "Roll a die. On more ▸"; its text is whole there now, at 12 px
    (review r19 #1: the Reserve's texts at the 11 px floor read "9-10 px"), its play
    phrases in short words or as their icons each with a word (review r18 #10: never
    bare icons)."""
    from PySide6.QtCore import QRectF

    it = type("It", (), {"rect": QRectF(10, 10, 215, 87),
                         "card": _face("Tanuki", "Roll a die")})()
    ok, why = _whole(it)
    assert ok, why
    column = tile_text_column.split(it.rect, it.card)[1]
    assert tile_text_column.layout(column, it.card["text"])[0] >= 12
    written = tile_text_column.shown(column, it.card["text"])[0]
    assert written in ("From Hand: Sabotage. From Reserve: Roll a die. On a 4+, Sabotage.",
                       "[H] Hand: Sabotage. [R] Reserve: Roll a die. On a 4+, Sabotage.")


def test_the_column_writes_the_card_s_own_words_where_they_fit(qapp):
    """A column wide enough keeps the card's words; a narrower one writes the play
    phrase short (never its bare icon) and "Discard me from Reserve:" as {S} before it
    cuts."""
    from PySide6.QtCore import QRectF

    text = "When played from Reserve — Create two Ordis Recruit 1/1/1 Soldier tokens " \
        "in my Expedition."
    wide = QRectF(0, 0, 200, 51)
    assert tile_text_column.shown(wide, text)[0] == text
    narrow = QRectF(0, 0, 120, 51)
    written, _first, _tighter = tile_text_column.shown(narrow, text)
    assert written.startswith(("From Reserve: Create two", "[R] Reserve: Create two"))
    assert not symbol_text.is_cut(tile_text_column.layout(narrow, text)[2])
    assert card_tile.compact_text("[S] Discard me from Reserve: Return another card.") \
        == "[S]: Return another card."


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)], ids=["1366", "1920"])
def test_a_reserve_whose_texts_cannot_be_whole_still_has_its_columns(qtbot, size):
    """Two long texts (Hathor, Tanuki) in the other seat's Reserve beside empty
    Landmarks, on the day-3 table: where no width holds them whole, the tiles still
    take what the Landmarks leave for a column each (the least it was, or more),
    rather than none at all; each column writes at least its first words at 11 px."""
    from altered_desktop.table_layout import place
    from tests.gui.conftest import day3_window

    win = day3_window(qtbot, size)
    view = dict(win.table.view)
    players = [dict(pv) for pv in view["players"]]
    players[1]["reserve"] = [dict(_face("Hathor", "Discard me"), oid=900),
                             dict(_face("Tanuki", "Roll a die"), oid=901)]
    players[1]["landmarks"] = []
    view["players"] = players
    placement = place(view, 0, {}, win.table.width(), win.table.height(), 1.0)
    tiles = [it for it in _ability_tiles(placement.items, (1,))
             if it.card.get("zone") == "reserve"]
    assert [it.card["name"] for it in tiles] == ["Hathor", "Tanuki"]
    for it in tiles:
        parts = tile_text_column.split(it.rect, it.card)
        assert parts is not None, (it.card["name"], it.rect)
        assert parts[1].width() >= tile_text_column.COLUMN_LEAST_W
        px, _st, runs, _lh = tile_text_column.layout(parts[1], it.card["text"])
        assert px >= theme.LEAST_TEXT_PX and len(runs) >= 6
