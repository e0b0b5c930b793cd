"""Review round 17 #5 and #7: "In a crowded Expedition (6 cards) ... the cost chips lose
their hand and Reserve icons (just '2 2')", and "Cost chips on Reserve tiles are
inconsistent.  Esmeralda has large chips with hand and Reserve icons, Ouroboros
Croupier has a tiny bare '4 4', and All In! has its chips at the bottom."

Every cost on the table's tiles now carries its label (a hand, the Reserve symbol),
inside compact badges of the discs' height (review r20 #10: upright ones on some
tiles were a second design), their digits at the statistics' floor (14 px of ink); and every Reserve and
Landmark tile of a table shows its costs in one place and one look: compact badges at
the head of its name band.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontInfo

from altered_desktop import card_tile, cost_badge, tile_text_column
from altered_desktop.session import Mode
from tests.gui.conftest import full_board_window, make_window

SIZES = [(1366, 768), (1920, 1080)]


def _ink(box: QRectF, value: str) -> float:
    return card_tile.digit_height(QFontInfo(cost_badge.digits_font(box, value)).pixelSize())


def _costs(it: Any) -> tuple[QRectF, dict[str, Any], list[QRectF]]:
    face, card = tile_text_column.face_part(it.rect, it.card)
    if not card_tile.name_text_box(face, card)[1]:
        return face, card, []
    return face, card, card_tile.cost_boxes(face, card)


def _tiles(win: Any, zones: tuple[str, ...]) -> list[Any]:
    return [it for it in win.table.placement.items if it.kind == "card" and it.card
            and it.card.get("zone") in zones and card_tile.shows_costs(it.card)]


def _labelled_problems(tiles: list[Any]) -> list[str]:
    bad = []
    for it in tiles:
        face, card, boxes = _costs(it)
        if not boxes:
            bad.append(f"{card['name']}: no costs shown")
            continue
        for box, value in zip(boxes, (card.get("hand_cost"), card.get("reserve_cost")),
                              strict=False):
            if not cost_badge.is_labelled(box):
                bad.append(f"{card['name']}: a bare disc {box.getRect()}")
            if _ink(box, str(value)) < card_tile.STAT_LEAST_PX - 0.01:
                bad.append(f"{card['name']}: {_ink(box, str(value)):.1f} px digits")
            if not it.rect.adjusted(-1, -1, 1, 1).contains(box):
                bad.append(f"{card['name']}: a cost out of its tile")
            if card.get("stats") and any(box.intersects(s) for s in card_tile.stat_boxes(face)):
                bad.append(f"{card['name']}: a cost on the statistics")
        letters = card_tile.name_letters(face, card)
        if any(b.intersects(letters.adjusted(1, 1, -1, -1)) for b in boxes):
            bad.append(f"{card['name']}: a cost on the name")
    return bad


def test_a_crowded_expedition_labels_its_costs(qtbot):
    """The review's 1366 table of day 3 (tools/played_game.py), Lithium's Companion
    Expedition of five cards and more before Dusk, its tiles narrowed."""
    from tools import played_game

    game = played_game.new_game()
    played_game.play_to(game, played_game.DAY3_LAST_TURN)
    win = make_window(qtbot, game, Mode.HOTSEAT)
    win.resize(1366, 768)
    qtbot.wait(50)
    win.refresh()
    tiles = _tiles(win, ("expedition",))
    rows: dict[tuple[int, str], int] = {}
    for it in win.table.items:
        if it.kind == "expedition":
            rows[it.player, it.exp] = sum(1 for t in win.table.items if t.kind == "card"
                                          and it.rect.contains(t.rect.center()))
    assert max(rows.values()) >= 5, rows  # (with its Hero-side neighbour: crowded)
    assert len(tiles) >= 6
    assert not _labelled_problems(tiles)


@pytest.mark.parametrize("size", SIZES, ids=["1366", "1920"])
def test_every_cost_on_the_full_board_wears_its_label(qtbot, size):
    win = full_board_window(qtbot, size)
    tiles = _tiles(win, ("expedition", "reserve", "landmark"))
    assert len(tiles) >= 8
    assert not _labelled_problems(tiles)


@pytest.mark.parametrize("size", SIZES, ids=["1366", "1920"])
def test_reserve_and_landmark_costs_stand_in_one_place(qtbot, size):
    """Every Reserve and Landmark Character of the table shows its costs in the same
    corner of its face, in badges of one look and size."""
    win = full_board_window(qtbot, size)
    tiles = [it for it in _tiles(win, ("reserve", "landmark")) if it.card.get("stats")]
    assert len(tiles) >= 3
    places, looks = set(), set()
    for it in tiles:
        face, card, boxes = _costs(it)
        hc = boxes[0]
        # in the name band (measured from the face's top) or over the statistics
        # (measured from the pills' top): the two seats' Reserve rows differ in height,
        # so a place is told from the edge it hangs from, never by which edge is nearer
        if hc.top() < card_tile.name_lines_bottom(face, card.get("name")):
            place = ("name band", round(hc.top() - face.top()))
        else:
            place = ("over the statistics", round(card_tile.stats_band(face).top() - hc.bottom()))
        places.add((place, round(hc.left() - face.left())))
        looks.add((cost_badge.is_compact(hc), round(hc.height()), round(hc.width())))
    assert len(places) == 1, places
    assert len(looks) == 1, looks
