"""How a player's two Expeditions share their row of the table: the width each band
takes, and the size and number of rows of each one's tiles.

Review round 15 #1: each Expedition kept to its own half of the row, so a five-card
Companion Expedition fanned its tiles on top of each other (names cut, the water
statistic hidden) beside a one-card Hero Expedition's empty felt.  Players of the best
clients expect cards never to overlap while the row has room.  So the two share the row
by need: the Hero's band on the left and the Companion's on the right, each with its
column of totals (and under them why any is greyed), the boundary between them at the
middle while both fit their halves and moved toward the lighter one when the other needs more.
Only when the two together cannot lie side by side at full size do the tiles narrow,
down to each name's floor (`table_layout.exp_floor`: the name whole on up to three
lines, the digits 14 px, room for a boost); past that the fuller one wraps onto two rows
where the row is tall enough, and overlaps its tiles only when nothing else fits.

A plan depends only on the row's size and on the names, statistics and captions of the
cards it holds, and is cached on them (`plan`): the table lays out on every answer and
every resize, and a repaint does not lay out at all.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

import attrs
from PySide6.QtCore import QRectF

#: one card as the plan sees it: its name and statistics (what its tile's width needs)
CardKey = tuple[str, tuple[int, ...] | None]

#: the width an empty Expedition keeps for its quiet "no cards", in pixels
EMPTY_W = 70.0
#: the space right of the cards in a band with no caption (the Arena), in pixels
END_PAD = 6.0
#: a tile on one row is never shorter than this (in pixels) where the row allows: a
#: narrow tile keeps its height, so its name's lines and its picture keep their room
ONE_ROW_LEAST_H = 90.0


@attrs.frozen
class Side:
    """One Expedition of the row: its cards and its caption's region and terrains
    (`number` None: no caption, as on the Arena)."""

    cards: tuple[CardKey, ...]
    number: int | None
    terrains: tuple[str, ...]


@attrs.frozen
class Shape:
    """How an Expedition lays out its tiles: on `lines` rows of `per_row`, each tile
    `th` x `tw`, `gap` apart; `cards_w` is the width they take side by side."""

    lines: int
    th: float
    tw: float
    per_row: int
    gap: float
    cards_w: float


@attrs.frozen
class RowPlan:
    """The two bands' widths (Hero, Companion), their tiles' shapes, the base tile
    width `w` the plan was made at, and whether every tile lies whole beside the next
    (False: the fuller Expedition overlaps its tiles, nothing else fitting)."""

    bands: tuple[float, float]
    shapes: tuple[Shape, Shape]
    w: float
    fits: bool
    narrow: bool  # the captions keep their narrow lanes (`lane`)


def stats_column(row_h: float) -> float:
    """The width of an Expedition's column of totals and the space after it, in a row
    `row_h` high (`table_layout.stats_width`: its text follows the row's height)."""
    from altered_desktop.table_layout import stats_width

    return stats_width(QRectF(0, 0, 1, row_h)) + 6


def band_gap(width: float) -> float:
    """The space between the two bands of a row `width` wide."""
    return width * 0.012


def lane(side: Side, narrow: bool = False, row_h: float | None = None) -> float:
    """What a band keeps right of its cards: a margin (review r19 #4: the region's
    caption stood there, "reg. 5" squeezed after a full row's last card; it is now the
    note under the totals, `region_caption`, and the cards keep the width)."""
    return END_PAD


#: the statistics' digits on a one-row tile stand at least this tall where the row has
#: the height, in pixels of ink: a pixel over the floor (`card_tile.STAT_LEAST_PX`),
#: so a crowded row's narrow tiles keep a margin (review r17 #5: with six cards in an
#: Expedition at 1366 the digits were exactly 14 px, the narrow tiles kept short)
ONE_ROW_DIGITS_PX = 15.0


@lru_cache(maxsize=1)
def digits_height() -> float:
    """The least tile height whose digits stand `ONE_ROW_DIGITS_PX` tall (`card_tile`:
    the statistics' band is a share of the tile's height, the digits of the band's)."""
    from altered_desktop import card_tile

    th = ONE_ROW_LEAST_H
    while card_tile.digit_height(card_tile.stat_px(QRectF(0, 0, th, th))) < ONE_ROW_DIGITS_PX \
            and th < 400:
        th += 1.0
    return th


def _one_row_height(cards_h: float, w: float) -> float:
    """A one-row tile's height for base width `w`: no taller than the row, and tall
    for its width only while it stays at least `EXP_TILE_NARROWEST` as wide (a tall
    window's tiles grow both ways), never under `ONE_ROW_LEAST_H` nor under the height
    of digits with a margin over the floor (`digits_height`) where the row has it: a
    crowded row's narrow tiles are then taller than wide."""
    from altered_desktop.table_layout import EXP_TILE_NARROWEST

    return min(cards_h, max(w / EXP_TILE_NARROWEST, ONE_ROW_LEAST_H, digits_height()))


@lru_cache(maxsize=4096)
def _widths(cards: tuple[CardKey, ...], th: float) -> tuple[float, float]:
    """The narrowest width every tile of `cards` `th` high keeps the floor at
    (`exp_floor`), and the widest any of them likes (a long name on two lines, each
    statistic's icon beside its digits, up to `EXP_TILE_WIDEST`), at least the
    tile's natural shape."""
    from altered_desktop.table_layout import (
        EXP_TILE_RATIO,
        EXP_TILE_WIDEST,
        exp_floor,
        tile_widths,
    )

    views = [{"name": n, "stats": list(s) if s else None} for n, s in cards]
    floor = max(exp_floor(c, th) for c in views)
    roomy = max(tile_widths(c, th)[1] for c in views)
    return floor, max(floor, th / EXP_TILE_RATIO, min(roomy, th * EXP_TILE_WIDEST))


def shape(side: Side, lines: int, w: float, cards_h: float) -> Shape:
    """`side`'s tiles on `lines` rows at base width `w` in a row whose cards have
    `cards_h` of height: each tile `w` wide, but never under the floor of the widest
    need nor over what its names like."""
    from altered_desktop.table_layout import EXP_GAP, TILE_ROW_GAP

    n = len(side.cards)
    if lines == 1:
        th = _one_row_height(cards_h, w)
    else:
        th = (cards_h - (lines - 1) * TILE_ROW_GAP) / lines
    if not n:
        return Shape(lines, th, 0.0, 0, 0.0, EMPTY_W)
    floor, most = _widths(side.cards, th)
    tw = max(floor, min(w, most))
    per = -(-n // lines)
    gap = th * EXP_GAP
    return Shape(lines, th, tw, per, gap, per * tw + (per - 1) * gap)


def band_need(side: Side, sh: Shape, row_h: float, narrow: bool) -> float:
    return stats_column(row_h) + sh.cards_w + lane(side, narrow, row_h)


#: a way to lay a row out: each Expedition's number of rows, and whether the captions
#: keep their narrow lanes
Way = tuple[tuple[int, int], bool]


def _need(sides: tuple[Side, Side], way: Way, w: float, width: float,
          row_h: float) -> float:
    cards_h = row_h - 8
    lines, narrow = way
    return band_gap(width) + sum(band_need(s, shape(s, k, w, cards_h), row_h, narrow)
                                 for s, k in zip(sides, lines, strict=True))


def _lines(sides: tuple[Side, Side], cards_h: float) -> list[tuple[int, int]]:
    """The numbers of rows to try, best first: both on one row; the fuller one on two
    rows, then the other; both on two rows (two rows only where each holds tiles of
    the least height `EXP_TWO_ROW_LEAST`, and only for an Expedition of two cards or
    more)."""
    from altered_desktop.table_layout import EXP_TWO_ROW_LEAST, TILE_ROW_GAP

    out = [(1, 1)]
    if (cards_h - TILE_ROW_GAP) / 2 < EXP_TWO_ROW_LEAST - 0.5:
        return out
    can = [len(s.cards) > 1 for s in sides]
    order = sorted(range(2), key=lambda i: -len(sides[i].cards))
    for i in order:
        if can[i]:
            out.append((2, 1) if i == 0 else (1, 2))
    if all(can):
        out.append((2, 2))
    return out


#: the widest base width tried, over the row's card height (a tile no wider than that)
_TOP = 2.0


def _widest(fits: Callable[[float], bool], cards_h: float) -> float | None:
    """The widest base width (to a pixel) for which `fits` holds, None when it does not
    even at each floor (`fits` grows false as the width grows)."""
    if not fits(0.0):
        return None
    lo, hi = 0, int(cards_h * _TOP)
    if fits(float(hi)):
        return float(hi)
    while hi - lo > 1:
        mid = (lo + hi) // 2
        lo, hi = (mid, hi) if fits(float(mid)) else (lo, mid)
    return float(lo)


def _row_fits(sides: tuple[Side, Side], way: Way, width: float, row_h: float
              ) -> Callable[[float], bool]:
    return lambda w: _need(sides, way, w, width, row_h) <= width + 0.5


def _halves_fit(sides: tuple[Side, Side], way: Way, width: float, row_h: float
                ) -> Callable[[float], bool]:
    half = (width - band_gap(width)) / 2
    cards_h = row_h - 8
    return lambda w: all(
        band_need(s, shape(s, k, w, cards_h), row_h, way[1]) <= half + 0.5
        for s, k in zip(sides, way[0], strict=True))


def _cards_w(sides: tuple[Side, Side], way: Way, w: float, cards_h: float) -> float:
    """How wide both Expeditions' tiles are together at base width `w`."""
    return sum(shape(s, k, w, cards_h).cards_w for s, k in zip(sides, way[0], strict=True))


#: a row keeps each Expedition in its half (under its own end of the track) while its
#: tiles are at least this share of the width they would have sharing the row by need
HALVES_KEEP = 0.9


@lru_cache(maxsize=512)
def best(width: float, row_h: float, sides: tuple[Side, Side]) -> tuple[Way, float] | None:
    """The first number of rows (`_lines`) at which both Expeditions' tiles lie side
    by side in a row `width` x `row_h`, and the widest base width that allows; None
    when nothing does, even at each floor."""
    cards_h = row_h - 8
    for lines in _lines(sides, cards_h):
        w = _widest(_row_fits(sides, (lines, False), width, row_h), cards_h)
        if w is not None:
            return (lines, False), w
    return None


@lru_cache(maxsize=512)
def plan(width: float, row_h: float, sides: tuple[Side, Side],
         most: float | None = None) -> RowPlan:
    """The row's plan: the biggest tiles (up to what their names like, and up to a
    base width of `most`: the other player's row, `alike`) at which both
    Expeditions lie side by side, on one row each where they can; each band in its
    half while both fit there with tiles nearly as big (`HALVES_KEEP`), else the
    fuller one's band as wide as it needs and the other's the rest; where nothing fits, both at their floor, the lighter band as
    wide as it needs and the fuller one's tiles overlapping in the rest."""
    gap = band_gap(width)
    half = (width - gap) / 2
    cards_h = row_h - 8
    found = best(width, row_h, sides)
    if found is None:
        (lines, narrow), w, fits = ((1, 1), True), 0.0, False
    else:
        (lines, narrow), w = found
        fits = True
        if most is not None and most < w:
            w = most
            # the narrower tiles may leave the captions' short form its lane
            short = _widest(_row_fits(sides, (lines, False), width, row_h), cards_h)
            if narrow and short is not None and short >= w:
                narrow = False
        halved = _widest(_halves_fit(sides, (lines, narrow), width, row_h), cards_h)
        if halved is not None and most is not None:
            halved = min(halved, most)
        halves = halved is not None and _cards_w(sides, (lines, narrow), halved, cards_h) \
            >= HALVES_KEEP * _cards_w(sides, (lines, narrow), w, cards_h)
        if halves and halved is not None:
            w = halved
        # the captions keep their words wherever the tiles' final size leaves their
        # lane (review r17 #11: at 1920 a row held to the other's size, `most`, showed
        # "at region 2" as a lone icon beside room to spare)
        if narrow and (_halves_fit if halves else _row_fits)(
                sides, (lines, False), width, row_h)(w):
            narrow = False
    shapes = tuple(shape(s, k, w, cards_h) for s, k in zip(sides, lines, strict=True))
    needs = [band_need(s, sh, row_h, narrow) for s, sh in zip(sides, shapes, strict=True)]
    if fits:
        hero = max(needs[0], min(half, width - gap - needs[1]))
    elif needs[0] <= needs[1]:
        hero = min(needs[0], half)
    else:
        hero = max(half, width - gap - needs[1])
    return RowPlan((hero, width - gap - hero), (shapes[0], shapes[1]), w, fits, narrow)


def alike(rows: Sequence[tuple[float, float, tuple[Side, Side]]]) -> float | None:
    """The base width both players' Expedition rows (each `(width, row_h, sides)`)
    plan their tiles at, so the two rows' cards are one size: the smaller of the two
    rows' own widths (the size the fuller row allows), while both hold cards on one
    row of tiles each, at one height; else None (each row its own).

    Review r16: at 1920 a light row's tiles stood 195-205 px wide facing the crowded
    row's 172 px ones.  Review r20 #4: a row much fuller than the other kept its own
    size (a threshold of 0.75), so at 1366 three cards facing six stood 132 px wide
    against 98, at 1920 222 against 121, the same card looking half the size on one
    side of the table, and the seat in front of the screen often the smaller one; the
    table now has one card size whatever each row holds."""
    plans = [plan(*r) for r in rows]
    if len({round(r[1]) for r in rows}) != 1 or \
            not all(p.fits and p.shapes[0].lines == p.shapes[1].lines == 1 for p in plans):
        return None
    if min(max(sh.tw for sh in p.shapes) for p in plans) <= 0:
        return None
    return min(p.w for p in plans)
