"""A small hand gives its row's spare height to the Expeditions (review r16 #2, issue
#23: at 1366 x 768 the felt right of a three-card hand, and the whole row under an
empty one, stayed bare while the Expedition cards were 113 x 107 tiles, their names
11 px and their digits exactly at the 14 px floor).  A hand of `SHORT_HAND` cards or
fewer lies in a shorter row of wider faces; the Expedition rows grow by what it gives
(about 20 %), the base rows keep their sizes, and the rows change only when the hand
crosses from three cards to four (whole steps, not a row per card)."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from PySide6.QtCore import QRectF

from altered_desktop import card_painter, card_tile, table_layout
from altered_desktop.session import Mode
from tests.gui.conftest import make_window
from tests.gui.layout_check import floor_problems, problems
from tools import played_game

#: the review's screens, the window full screen
SIZES = {"1366x768": (1366, 768), "1920x1080": (1920, 1080)}
#: the least Expedition tile height and name size on the review's full board (Ninette
#: holds three cards), and the least digits' font size (before: 107 px, 11.2 px and 19
#: px at 1366; 170 px, 17.8 px and 28.5 px at 1920)
LEAST = {"1366x768": (125.0, 13.0, 21.0), "1920x1080": (190.0, 20.0, 30.0)}
#: how much taller the Expedition tiles are beside a small hand than beside a big one
#: (at 1920 the small hand's row gives less since review r17 #11: the hand's faces
#: grow there too, the Expedition tiles being far above their floor)
GROWTH = {"1366x768": 1.17, "1920x1080": 1.06}


def review_window(qtbot, seed: int, turn: int, size: str):  # type: ignore[no-untyped-def]
    """The review's game `seed` played to `turn` answers, in a window of `size` as the
    review's screenshots show it: the teaching log docked where the window is wide
    enough to open it on a first start (1920), closed on a laptop's."""
    from altered_desktop.main_window import LOG_OPEN_FROM_WIDTH

    game = played_game.new_game(seed)
    played_game.play_to(game, turn)
    win = make_window(qtbot, game, Mode.HOTSEAT)
    win.resize(*SIZES[size])
    win.log_dock.setVisible(SIZES[size][0] >= LOG_OPEN_FROM_WIDTH)
    qtbot.wait(20)
    win.refresh()
    return win


def _full_board(qtbot, size: str):  # type: ignore[no-untyped-def]
    """The review's scene 2 (seed 91's day 8, Ninette to play with three cards)."""
    return review_window(qtbot, played_game.FULL_BOARD_SEED, played_game.FULL_BOARD_TURN,
                         size)


def _exp_tiles(items: list[Any]) -> list[Any]:
    bands = [i for i in items if i.kind == "expedition"]
    return [i for i in items if i.kind == "card" and i.extra.get("tile")
            and any(b.rect.contains(i.rect.center()) for b in bands)]


@pytest.mark.parametrize("size", sorted(SIZES))
def test_a_small_hands_row_gives_the_expeditions_bigger_cards(qtbot, size):
    win = _full_board(qtbot, size)
    t = win.table
    hand = [i for i in t.items if i.kind == "card" and i.extra.get("hand")
            and i.player == t.bottom]
    assert len(hand) == 3
    tiles = _exp_tiles(t.items)
    assert len(tiles) >= 7
    least_h, least_name, least_digits = LEAST[size]
    for c in tiles:
        r = c.rect
        assert r.height() >= least_h, (c.card["name"], r)
        assert card_tile.name_px(r) >= least_name, (c.card["name"], r)
        assert card_tile.stat_px(r) >= least_digits, (c.card["name"], r)
    # the hand keeps full faces, side by side, each rules text whole on its wider face
    row = t.placement.hand_rect
    for a, b in zip(hand, hand[1:], strict=False):
        assert a.rect.right() < b.rect.left()
    for c in hand:
        assert row.adjusted(-1, -1, 1, 1).contains(c.rect)
        assert not card_tile.is_tile(c.rect), c.rect
        assert not card_painter.text_is_cut(c.rect, c.card), c.card["name"]
    # and the table still holds the review's floor, nothing outside the window
    assert problems(win) == []
    assert floor_problems(win) == []


def _with_hand(view: dict[str, Any], bottom: int, n: int) -> dict[str, Any]:
    """`view` with the bottom player's hand cut to (or padded with copies to) `n` cards."""
    v = copy.deepcopy(view)
    pv = v["players"][bottom]
    cards = pv["hand"]
    pv["hand"] = [dict(cards[i % len(cards)], oid=10_000 + i) for i in range(n)]
    pv["hand_count"] = n
    return v


def _rows(view: dict[str, Any], bottom: int, w: int, h: int) -> dict[str, Any]:
    placed = table_layout.place(view, bottom, {}, w, h, 1.0)
    return {"exp": sorted(tuple(round(v, 1) for v in i.rect.getRect())
                          for i in placed.items if i.kind == "expedition"),
            "hand": tuple(round(v, 1) for v in placed.hand_rect.getRect()),
            "tile_h": min(i.rect.height() for i in _exp_tiles(placed.items))}


@pytest.mark.parametrize("size", sorted(SIZES))
def test_the_rows_change_only_when_the_hand_crosses_the_step(qtbot, size):
    """Rows by whole steps: hands of 0 to 3 cards share one layout, 4 to 7 another;
    the shorter hand row's height goes to the Expeditions (some 20 % taller
    tiles at 1366, 15 % at 1920)."""
    win = _full_board(qtbot, size)
    t = win.table
    w, h = t.width(), t.height()
    looks = {n: _rows(_with_hand(t.view, t.bottom, n), t.bottom, w, h) for n in range(8)}
    small, big = looks[table_layout.SHORT_HAND], looks[table_layout.SHORT_HAND + 1]
    for n, look in looks.items():
        assert look == (small if n <= table_layout.SHORT_HAND else big), n
    assert small["tile_h"] >= GROWTH[size] * big["tile_h"], (small["tile_h"], big["tile_h"])
    assert QRectF(*small["hand"]).height() < QRectF(*big["hand"]).height()
