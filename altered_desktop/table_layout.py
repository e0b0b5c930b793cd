"""Where every zone and card of the table goes, as rectangles in widget coordinates.

Layout depends only on the view, whose side is at the bottom and the widget's size, and
it is kept apart from painting for two reasons: hit tests then cost a walk through a list
of rectangles, and the other hotseat player's board can be laid out ahead of time
(`TableWidget.prerender`) without disturbing the layout on screen.  Every size is a
fraction of the widget's size, so the table scales with the window and the screen.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt

from altered_desktop import card_painter, card_tile, region_caption, theme

View = dict[str, Any]
EXPEDITIONS = ("hero", "companion")
EXP_LABEL = {"hero": "Hero Expedition", "companion": "Companion Expedition"}


@dataclass
class Item:
    """Something drawn on the table that the mouse can point at."""

    rect: QRectF
    # card, back, slot, deck, discard, expedition, mana, region, emblem, zone,
    # handlabel, toplabel, recent (the last events' box)
    kind: str
    card: dict[str, Any] | None = None
    player: int | None = None
    exp: str | None = None
    label: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def oid(self) -> int | None:
        return self.card["oid"] if self.card else None


def emblem_px(eh: float) -> float:
    """The size of an Emblem's effect text in a box `eh` tall (one line's box)."""
    return max(float(theme.LEAST_TEXT_PX), eh * 0.26)


def emblem_lines(em: dict[str, Any], width: float, eh: float) -> list[str]:
    """An Emblem's effect in the player's language, with what its "it" is named (the
    view's `effect`), broken into at most two lines of `width` (the second elided)."""
    from PySide6.QtGui import QFontMetrics

    from altered_desktop import log_text
    from altered_desktop.decision_panel import wrap_text

    fm = QFontMetrics(theme.font(emblem_px(eh), bold=False))
    text = log_text.render(em.get("effect") or em.get("text", ""))
    lines = wrap_text(text, fm, int(width)).split("\n") or [""]
    if len(lines) > 2:
        lines = [lines[0], " ".join(lines[1:])]
    return [fm.elidedText(line, Qt.TextElideMode.ElideRight, int(width)) for line in lines]


@dataclass
class Placement:
    """One layout of the table: its items in painting order and the side column's zones.

    The defaults are those of a table that has no game to show yet."""

    items: list[Item] = field(default_factory=list)
    side_width: float = 300.0
    panel_top: float = 0.0  # where the prompt panel starts in the side column
    tracker_rect: QRectF = field(default_factory=QRectF)
    limbo_rect: QRectF = field(default_factory=QRectF)  # empty when Limbo holds nothing
    track_rect: QRectF = field(default_factory=QRectF)
    recent_rect: QRectF = field(default_factory=QRectF)  # the last events, under the tracker
    hand_rect: QRectF = field(default_factory=QRectF)  # the bottom player's hand row
    #: each player's Expedition row's base tile width (`expedition_row.plan`): what a
    #: show holds the rows to while it runs (`place`'s `hold`)
    exp_w: dict[int, float] = field(default_factory=dict)


def player_name(view: View | None, player: int | None) -> str:
    """Labels and tooltips name players, and neither may fail before a game is shown."""
    if view is None or player is None:
        return ""
    return view["players"][player]["name"]


def has_passed(view: View, pv: dict[str, Any]) -> bool:
    """Whether player `pv` has passed for the Afternoon (the hand label and the tracker
    say so only then: passing means nothing in the other phases)."""
    return bool(pv.get("passed")) and view.get("phase") == "Afternoon"


#: the column of totals against the Expedition row's height: its type grows with the row,
#: up to a width in pixels (past it the tiles have the room: review r8 #5)
STATS_SHARE, STATS_MOST = 0.95, 140.0
#: ... and its least width: "12 vs 12" and the note under the totals on why some are
#: greyed ("region 3: [water] only" at 12 px, `region_caption`: review r19 #12)
STATS_LEAST = 118.0


def stats_width(r: QRectF) -> float:
    """The width of expedition `r`'s column of totals: room for "12 vs 12", an icon and
    the leader's arrow.  It follows the row's height (its text does), never what the
    Expedition holds."""
    return max(STATS_LEAST, min(STATS_MOST, r.height() * STATS_SHARE))


def stats_box(r: QRectF) -> QRectF:
    """The Expedition's name and its totals against the facing one, left of its cards."""
    return QRectF(r.left() + 4, r.top() + 4, stats_width(r) - 4, r.height() - 8)


def place(view: View | None, bottom: int, extra_hands: dict[int, list[dict[str, Any]]],
          width: int, height: int, dpr: float,
          hold: Mapping[int, float] | None = None) -> Placement:
    """Lay out `view` as player `bottom` sees it on a `width` x `height` table.

    `extra_hands` are hands the view hides but the table may show (open-handed teaching);
    `dpr` keeps cards on whole device pixels (see `_Placer.row_of_cards`); `hold` caps
    each player's Expedition tiles at a base width (`Placement.exp_w` of the board a
    show began on: review r18 #9, cards grew mid-Night as others left their row)."""
    w, h = float(width), float(height)
    # the side column (tracker, Limbo, prompt panel) takes a share of the width, within
    # bounds that keep its text readable and the board wide enough
    side_width = max(250.0, min(380.0, w * 0.21))
    if view is None:
        return Placement(side_width=side_width)
    return _Placer(view, bottom, extra_hands, dpr, hold).place(w - side_width, h, side_width)


#: the hand row's least height in pixels (within 30 % of the table): hand cards keep a
#: full face (`card_tile.TILE_BELOW`), a picture of one height and their whole rules
#: text at the least text size (card_painter.face_layout)
HAND_ROW_PX = 196.0  # (cards 188 px tall at 1366x768: test_card_look)
#: the hand cards' height over their row's
HAND_CARD_SHARE = 0.975
#: a hand of this many cards or fewer lies in a shorter row (`SHORT_HAND_SHARE` of the
#: full one), its cards as wide as `SHORT_HAND_RATIO` allows, and the Expeditions get
#: the height (review r16 #2: at 1366 the felt right of a three-card hand, and the
#: whole row under an empty one, stayed bare while the Expedition cards sat at the
#: floor).  Two steps only, by the hand's count, so the board moves only when a hand
#: crosses from three cards to four or back (at a Morning's draw, or a fourth card
#: played); the wider faces write their rules text on longer lines, so as few texts
#: are cut as on the full row's card-shaped faces
SHORT_HAND, SHORT_HAND_SHARE, SHORT_HAND_RATIO = 3, 0.8, 0.72
#: ... but never so short that its cards are drawn as tiles (`card_tile.TILE_BELOW`,
#: with the row's gap and a few pixels to spare), in pixels
SHORT_HAND_LEAST_PX = (card_tile.TILE_BELOW + 4) / HAND_CARD_SHARE + 3
#: a hand card's least height over its width: a small hand's cards take the row's
#: spare width (review r10 #1: at 1366 a third of the hand row was empty beside four
#: cards whose rules text was set at 9-10 px), up to this much wider than a card
HAND_WIDEST_RATIO = 1.2
#: the column of the player's name and hand count at the hand row's left: its width
#: against the row's height, and its least width in pixels
HAND_LABEL_SHARE, HAND_LABEL_LEAST = 0.5, 96.0
#: the least height of the corner under the player's Hero that takes their name and
#: hand's count instead (two lines), in pixels
HAND_LABEL_CORNER = 52.0
#: shares of the rows that do not depend on what the table holds (a big screen gives
#: the hand a quarter: its cards read without the zoom)
_HAND_SHARE, _TRACK_SHARE = 0.24, 0.125
_PEEK_SHARE, _OPEN_HAND_SHARE = 0.04, 0.055
#: a base row (Reserve, Landmarks, Mana, piles) against an Expedition row, whatever
#: it holds: room for tiles with their text in every phase.  The other player's is
#: flatter (review r14: at 1366 the Expeditions, the table's main content, had 15 %
#: of the height each while both base rows stood 80 % as tall, mostly bare felt):
#: the room goes to the Expeditions, while the player's own Reserve, played from,
#: keeps its tiles' picture.  Each keeps its least height in pixels on a short laptop
#: table (name, gems and statistics at their least sizes: the player's own Reserve
#: tiles a little roomier)
BASE_SHARE, OPP_BASE_SHARE = 0.70, 0.62
OWN_BASE_LEAST_PX, OPP_BASE_LEAST_PX = 80.0, 80.0
#: how far the other player's backs hang into the label strip under their hand's row
#: (a share of it), and how far each is turned from the next, in degrees
BACK_FAN_HANG, BACK_FAN_DEGREES = 0.85, 5.0
#: the least step between two backs of that fan, in pixels (each back's edge in sight)
BACK_FAN_LEAST_STEP = 7.0
#: a Reserve holding more cards than this is laid out on two rows, whichever side of
#: the table it is on (review r4 #4: the opponent's eight cards fanned to first words)
ONE_ROW_RESERVE = 4


#: the clearance between an Expedition marker and its tile's edge, and between two
#: markers side by side
PAWN_MARGIN = 2.0
#: an Expedition marker's least diameter, and its most against its tile's height
PAWN_LEAST, PAWN_SHARE = 26.0, 0.28
#: a marker's point toward where its Expedition travels (`table_paint.draw_marker`):
#: its length against the marker's diameter, the rectangle wider by as much
MARKER_TIP = 0.36
#: the least size of a region's terrain icons (review r10 #2: about 9 px at 1366, the
#: one fact Dusk is decided on), and the height of the line its name is written on
REGION_ICON_LEAST = 18.0
REGION_NAME_H = theme.LEAST_TEXT_PX + 3.0


def pawn_size(region: QRectF) -> float:
    """The diameter of an Expedition marker standing on a region tile: big enough to
    find at a glance across the table (review r4 #11: 20 px discs were missed, BGA's
    pawns are big), whole inside the tile's top or bottom band (review r9 #1) and two
    abreast with room to spare."""
    return max(PAWN_LEAST, min(region.height() * PAWN_SHARE,
                               (region.width() - 4 * PAWN_MARGIN) / (2.3 + 2 * MARKER_TIP)))


def pawn_band(region: QRectF, own: bool) -> QRectF:
    """The band of a region tile a seat's markers stand in: along its bottom edge for
    the bottom seat, its top edge for the other."""
    h = pawn_size(region) + 2 * PAWN_MARGIN
    return QRectF(region.left(), region.bottom() - h if own else region.top(),
                  region.width(), h)


def region_content(region: QRectF) -> QRectF:
    """The part of a region tile its terrains and name are drawn in: between the bands
    the markers stand in (the top seat's along the top, the bottom seat's along the
    bottom)."""
    inset = pawn_band(region, True).height()
    return region.adjusted(0, inset, 0, -inset)


#: a region tile's least height: both seats' bands, the terrain icons and the name
REGION_TILE_NEED = 2 * (PAWN_LEAST + 2 * PAWN_MARGIN) + REGION_ICON_LEAST + REGION_NAME_H + 2
#: the space between a region tile and its track's top and bottom edges
TRACK_TILE_INSET = 1.0
#: the Adventure track row is this high at least (a region tile's need, its insets and
#: the least row gap): the markers stand whole on a tile in their seat's band with its
#: terrains and name between them (review r9 #1, r10 #2).  A tall window's share is
#: more already; on a short one the room beyond its share comes from the Expedition
#: rows, while each stays taller than its base row
TRACK_NEED_PX = REGION_TILE_NEED + 2 * TRACK_TILE_INSET + 3.0


#: the seam between the two regions of one Tumult card (its least, in pixels, and its
#: share of the track's width), and how far a region card's frame reaches round its
#: tiles into the gap between two cards
REGION_SEAM_LEAST, REGION_SEAM_SHARE, REGION_CARD_PAD = 3.0, 0.003, 3.0


def region_cards(names: Sequence[str]) -> list[tuple[int, int]]:
    """The cards the Adventure's regions are printed on, as (first region's index,
    number of regions), from the regions' names in track order: the two halves of a
    Tumult card share its name ("Tumult 2", 3.2.1.b: six regions on three Tumult
    cards), the Hero region, the Companion region and the Arena are a card each."""
    out: list[tuple[int, int]] = []
    for i, name in enumerate(names):
        if out and names[out[-1][0]] == name:
            out[-1] = (out[-1][0], out[-1][1] + 1)
        else:
            out.append((i, 1))
    return out


def marker_rect(regions: Sequence[Any], position: int, exp: str, own: bool,
                beside: int | None = None) -> QRectF:
    """Where the marker of an Expedition at `position` stands on the region tiles
    `regions` (items with a `rect`): whole on its region's tile, centred across it in
    its seat's band (review r9 #1: a marker half off its tile and pushed toward one end
    was read as the next region's); when the seat's other Expedition stands at
    `beside` on the same tile, the two side by side about the centre, Hero on the
    left.  The rectangle is the pawn's diameter high and wider by its point
    (`MARKER_TIP`, review r13 #11), on the side its Expedition travels to: the Hero's
    to the right, the Companion's to the left (they face each other on one tile)."""
    r = regions[min(position, len(regions) - 1)].rect
    d = pawn_size(r)
    w = d * (1 + MARKER_TIP)
    cx = r.center().x()
    if beside is not None and min(beside, len(regions) - 1) == min(position, len(regions) - 1):
        cx += (w + PAWN_MARGIN) / 2 * (-1 if exp == "hero" else 1)
    y = r.bottom() - d - PAWN_MARGIN if own else r.top() + PAWN_MARGIN
    return QRectF(cx - w / 2, y, w, d)


def row_gap(h: float) -> float:
    """The gap between two rows of a table `h` pixels high: 3 px on a laptop's screen
    (every pixel of its height goes to the cards and the track), growing to the outer
    margin (`h * 0.008`) on a tall one."""
    return max(3.0, h * 0.008 * min(1.0, max(0.0, (h - 650) / 300)))


#: a tall table (review r17 #11: at 1920 x 1080 an empty base row was a band of bare
#: felt over a hand that stayed small, the extra pixels not turned into bigger cards)
#: gives its base rows a smaller share (`BASE_TALL_SCALE` of it: their tiles still hold
#: their texts, beside faces on the wide rows such a screen has) and its small hand a
#: taller row (`SHORT_HAND_TALL_SHARE` of the full one: the Expedition tiles are far
#: above their floor there), and its Adventure track a smaller share (`TRACK_TALL_SHARE`
#: of the height: its regions and markers stay well above their least sizes, its tiles
#: on wide cards); from a laptop's height (`TALL_FROM_PX`, where every row
#: keeps its shares) to `TALL_PX`, step by step
BASE_TALL_SCALE, SHORT_HAND_TALL_SHARE, TRACK_TALL_SHARE = 0.75, 0.88, 0.11
TALL_FROM_PX, TALL_PX = 800.0, 1000.0


def tall_share(h: float) -> float:
    """How far a table `h` pixels high is from a laptop's to a tall screen's (0 to 1)."""
    return max(0.0, min(1.0, (h - TALL_FROM_PX) / (TALL_PX - TALL_FROM_PX)))


def table_rows(h: float, *, opp_open: bool = False, short_hand: bool = False,
               own_grow: float = 0.0, opp_grow: float = 0.0, track_give: float = 0.0,
               own_exp_least: float = 0.0, opp_exp_least: float = 0.0
               ) -> dict[str, tuple[float, float]]:
    """The rows of a table `h` pixels high as (top, height) shares: the hand row takes
    its share or `HAND_ROW_PX`, whichever is more (at most 30 %); the opponent's hand is
    a strip unless it is shown open; the Expeditions, the table's main content, share
    what is left with the two base rows.  No row depends on what a zone holds at the
    moment (review r13 #12: at Night the emptied Expedition rows collapsed to strips
    and the Reserves grew 1.7x, so everything a player tracked moved): an empty
    Expedition keeps its band, an empty Reserve its room for the tiles and their
    text.  Only a crowded zone borrows: a crowded Reserve's row grows by `own_grow` or
    `opp_grow` pixels, which the Adventure track (`track_give` pixels of them) and
    the Expeditions give up; an Expedition row that needs `own_exp_least` or
    `opp_exp_least` pixels (its tiles on two rows) takes them from the other one, the
    track, the hand and the base rows not grown, each down to its least (`ROW_LEAST`).
    A `short_hand` (`SHORT_HAND` cards or fewer) has a shorter row, the height it
    gives going to the Expeditions alone (the base rows keep their sizes)."""
    h = max(h, 1.0)
    hand = max(_HAND_SHARE, min(0.3, HAND_ROW_PX / h))
    tall = tall_share(h)
    short_share = SHORT_HAND_SHARE + (SHORT_HAND_TALL_SHARE - SHORT_HAND_SHARE) * tall
    given = max(0.0, hand - max(hand * short_share, SHORT_HAND_LEAST_PX / h)) \
        if short_hand else 0.0
    peek = _OPEN_HAND_SHARE if opp_open else _PEEK_SHARE
    track_share = _TRACK_SHARE + (TRACK_TALL_SHARE - _TRACK_SHARE) * tall
    rest = 1.0 - hand - peek - track_share
    lean = 1.0 - (1.0 - BASE_TALL_SCALE) * tall
    own_share, opp_share = BASE_SHARE * lean, OPP_BASE_SHARE * lean
    unit = rest / (2 + own_share + opp_share)
    # (the floor within the old 80 % of an Expedition's unit: a very short table's
    # Expeditions stay the taller rows)
    own_base = max(own_share * unit, min(OWN_BASE_LEAST_PX / h, 0.8 * unit)) + own_grow / h
    opp_base = max(opp_share * unit, min(OPP_BASE_LEAST_PX / h, 0.8 * unit)) + opp_grow / h
    # (the Expeditions, the table's main content, stay taller than the base rows)
    exp_floor = 2.05 * max(own_base, opp_base)
    need = max(0.0, min(TRACK_NEED_PX / h - track_share,
                        rest - own_base - opp_base - exp_floor))
    track = track_share + need - track_give / h
    exps = rest - need + track_give / h - own_base - opp_base + given
    shares = {"opp_hand": peek, "opp_base": opp_base, "opp_exp": exps / 2, "track": track,
              "own_exp": exps / 2, "own_base": own_base, "own_hand": hand - given}
    leasts = {"own_exp": own_exp_least / h, "opp_exp": opp_exp_least / h}
    # (a base row grown for its crowded Reserve keeps what it grew to: its cards' lines
    # were counted on it)
    if own_grow > 0:
        leasts["own_base"] = own_base
    if opp_grow > 0:
        leasts["opp_base"] = opp_base
    for name, other in (("own_exp", "opp_exp"), ("opp_exp", "own_exp")):
        short = leasts[name] - shares[name]
        for donor in ("track", "own_hand", "own_base", "opp_base", other):
            if short <= 0:
                break
            floor = max(leasts.get(donor, 0.0), ROW_LEAST[donor.replace("opp_", "own_")],
                        floor_px(donor, h))
            give = min(short, max(0.0, shares[donor] - floor))
            shares[donor] -= give
            shares[name] += give
            short -= give
    rows: dict[str, tuple[float, float]] = {}
    y = 0.0
    for name, share in shares.items():
        rows[name] = (y, share)
        y += share
    return rows


#: the least share of the height a row keeps when a crowded Expedition row takes room
#: (`table_rows`): the track its regions and markers, the hand whole faces, a base
#: row its Reserve's tiles, an Expedition one row of tiles
ROW_LEAST = {"track": 0.085, "own_hand": 0.2, "own_base": 0.1, "own_exp": 0.0}


def floor_px(row: str, h: float) -> float:
    """A row's least height in pixels, as a share of `h` (an Expedition row holding
    cards keeps one row of tiles: `EXP_ROW_LEAST`)."""
    if row.endswith("_exp"):
        return EXP_ROW_LEAST / h
    if row == "own_hand":
        return HAND_ROW_PX * 0.8 / h
    return 0.0


#: a full Reserve that does not lie on one row is stacked on two rows of tiles at least
#: this high (a name, the statistics), or listed in lines (`_Placer.listed_cards`) of
#: this height at best and at least, when the Expeditions can give the room; each
#: Expedition row holding cards keeps `EXP_ROW_LEAST` pixels
RESERVE_TILE_LEAST, LIST_LINE, LIST_LINE_LEAST, EXP_ROW_LEAST = 50.0, 28.0, 14.0, 74.0
LIST_LINE_OWN = 22.0
#: the Adventure track's least share of the height, while a full Reserve needs room
TRACK_LEAST = _TRACK_SHARE
#: a listed line's least width (its costs, a long name, three statistics) and the gap
#: between lines
LISTED_LEAST_W, LIST_GAP = 160.0, 6.0


def reserve_crowded(pv: dict[str, Any]) -> bool:
    """Whether a Reserve holds too many cards for one row of whole names (at Night, after
    Rest, when its player keeps some and discards the rest)."""
    return len(pv.get("reserve") or ()) > ONE_ROW_RESERVE


#: the last events' box in the side column: its share of the table's height (less while
#: Limbo is shown under it) and its least height in pixels (a title and three lines)
RECENT_SHARE, RECENT_BUSY, RECENT_LEAST_PX = 0.25, 0.13, 84.0
#: on a table this tall or taller (a 1920x1080 screen), while the seat at the bottom is
#: on its turn (a short prompt: its ways to play and Pass), the last events' box takes
#: this share: more of what just happened, not an empty panel under the prompt (review
#: r20 #11: the column stood empty from y≈420 to 1000)
RECENT_ROOMY_FROM_PX, RECENT_ROOMY = 900.0, 0.36
#: options a choice lists that the prompt panel shows beside a full last events' box;
#: a longer list takes the box's room (it shrinks to `RECENT_BUSY`)
CHOOSING_ROOMY = 4
#: the share of the table's height by which Limbo's cards and Emblems are sized (the box
#: itself is as tall as they need, up to 30 %)
LIMBO_SHARE = 0.22

#: a tile's height over its width in an Expedition (name, picture, statistics) and in a
#: base row (flatter: one line of name, gems beside the picture)
EXP_TILE_RATIO = 0.95
#: an Expedition tile's width at most, against its height (a long name on two lines),
#: and the gap between two tiles
EXP_TILE_WIDEST, EXP_GAP = 1.4, 0.05
#: an Expedition tile grows taller only while it stays at least this wide against its
#: height (its three statistics' boxes hold their icons beside their digits)
EXP_TILE_NARROWEST = 0.8
#: the least height of an Expedition's tiles stacked on two rows (a name on two lines,
#: a strip of picture, the statistics), and the gap between the rows, in pixels
EXP_TWO_ROW_LEAST, TILE_ROW_GAP = 60.0, 4.0
#: an Expedition row holding two rows of tiles (`EXP_TWO_ROW_LEAST` each), in pixels
EXP_TWO_ROWS_PX = 2 * EXP_TWO_ROW_LEAST + TILE_ROW_GAP + 8
#: the heights an Expedition row too full for two rows of the least tiles asks for, in
#: turn: taller tiles write their names on two lines (at 60 px a name has one line, so
#: a row of long names needed more width than 1366 has: review r15 #1's 5+5 fanned)
EXP_TALLER_ROWS_PX = (EXP_TWO_ROWS_PX + 16, EXP_TWO_ROWS_PX + 32)
#: a Reserve or Landmark tile's least height over its width: as wide as its zone
#: allows up to this, so its rules text's lines are long (review r13 #5: at 1920 a
#: 180 px tile cut six texts in seven to "more" while its zone's felt stayed empty)
BASE_TILE_RATIO = 0.42
#: ... and of one whose card has a text, which it writes in a column beside its face
#: where the tile is wide enough (`tile_text_column`: at 1366 the face alone fills a
#: 0.42 tile and the text had no room, review round 15 #1)
TEXT_TILE_RATIO = 0.25


def _zone_want(cards: list[dict[str, Any]], th: float, columns: bool = True,
               big: bool = True, whole: bool = True, read: bool = False) -> float:
    """The width a Reserve's or Landmarks' cards want on one row of tiles `th` high,
    all as wide as the widest (`row_of_cards`): each face (its costs as big as on every
    tile unless not `big`) and a text column beside it (`tile_text_column`: holding
    its whole text, else its least) unless not `columns`, else its day tile."""
    from altered_desktop import tile_text_column

    widest = 0.0
    for c in cards:
        # (its face and a column holding its whole text: review r16 #3)
        want = tile_text_column.tile_want(c, th, big, whole, read) if columns else None
        widest = max(widest, th / BASE_TILE_RATIO if want is None else want + 2)
    # (a row's tiles take 0.95 of its width each, inside the zone's sides)
    return len(cards) * widest / 0.95 + 10.0


def _room_for_texts(pv: dict[str, Any], rw: float, free_w: float, gap: float, least: float,
                    th: float) -> float:
    """The Reserve's width `rw` out of `free_w` (the Landmarks have the rest but `gap`)
    moved so that the Reserve's cards have room for their texts' columns beside their
    faces (`_zone_want`), the Landmarks keeping room for their tiles (with columns too
    where there is room); else the Landmarks' cards have room for theirs, the
    Reserve's keeping their tiles (review round 15 #1: at 1366 two Reserve cards kept
    to 182 px showed no text at all while the Landmarks' felt stayed empty)."""
    cards_r, cards_l = pv.get("reserve") or [], pv.get("landmarks") or []

    def want(cards: list[dict[str, Any]], columns: bool, big: bool = True,
             whole: bool = True) -> float:
        return max(least, _zone_want(cards, th, columns, big, whole)) if cards else least

    want_r, want_l = want(cards_r, True), want(cards_l, True)
    # the Reserve's texts at 12 px where the Landmarks keep theirs whole (review r19
    # #1: the Reserve is where a player plans the next turn; tiles, minimal)
    read = max(least, _zone_want(cards_r, th, read=True)) if cards_r else least
    if rw < read and read + gap + want_l <= free_w:
        return read
    if want_r > rw:
        # its whole texts beside faces whose costs are as big as on every tile, else
        # smaller (r16, tiles); else the least columns, and what the Landmarks leave
        most = want(cards_r, True, False)
        others = (want_l, want(cards_l, True, False, False), want(cards_l, False))
        for wanted in (want_r, most):
            for other in others:
                if wanted <= rw or wanted + gap + other <= free_w:
                    return max(rw, wanted)  # (the Landmarks have the rest: `other` or more)
        for other in others:
            if want(cards_r, True, False, False) + gap + other <= free_w:
                return max(rw, min(most, free_w - gap - other))
    elif want_l > free_w - gap - rw:
        for other in (want_r, want(cards_r, False)):
            if want_l + gap + other <= free_w:
                return free_w - gap - want_l
    return rw


#: the gap between two Reserve tiles each as wide as its text wants (`text_tiles`)
TEXT_TILES_GAP = 8.0


def text_tile_want(card: dict[str, Any], th: float, read: bool = False) -> float:
    """A Reserve tile's width `th` high holding its face (its costs as big as on every
    tile) and its whole text (`tile_text_column.tile_want`), at 12 px where `read`."""
    from altered_desktop import tile_text_column

    return (tile_text_column.tile_want(card, th, read=read) or th / BASE_TILE_RATIO) + 2


def _least_ratio(cards: list[dict[str, Any]], th: float) -> float:
    """A Reserve's or Landmarks' tiles' least height over width (`BASE_TILE_RATIO`,
    `TEXT_TILE_RATIO`), `th` high: less where a card's face and whole text want more
    width (`tile_text_column.tile_want`)."""
    if not any(c.get("text") for c in cards):
        return BASE_TILE_RATIO
    from altered_desktop import tile_text_column

    # (as wide as holds each text at 12 px where the zone has the room: review r19 #1)
    wants = [tile_text_column.tile_want(c, th, read=True) or 0.0 for c in cards]
    return min(TEXT_TILE_RATIO, th / max(1.0, *wants))


#: the least width of a Reserve or Landmark tile (a name of two short lines beside its
#: gems); narrower, the row fans instead
LEAST_TILE_W = 100.0
#: the label strip over a Reserve or Landmarks zone, in pixels
ZONE_LABEL_PX = 16.0
#: a zone's caption's size ("Reserve 2/2", engraved on the felt: `table_paint.engraved_label`):
#: 13 px, over the least text size (review r18 #8: the board's secondary text all sat at
#: 11-12 px on a laptop's screen)
ZONE_CAPTION_PX = 13.0
#: the Discard pile's least width, in pixels
DISCARD_LEAST_W = 112.0
#: between two tiles of a full Reserve, and from its zone's sides: more than a lit
#: tile's glow reaches (`card_painter.GLOW_REACH`), so no highlight touches another
RESERVE_GAP, RESERVE_INSET = 16.0, 9.0


def _zone_label_w(pv: dict[str, Any], zone: str) -> float:
    """The width a zone's label ("Landmarks 0/2") takes with its margins
    (`table_display.zone`: 8 px each side) and a few pixels to spare (the painter's
    whole-pixel metrics may be a pixel wider than these: the label is then elided)."""
    label = QCoreApplication.translate("Table", "Landmarks {0}/{1}") if zone == "landmarks" \
        else QCoreApplication.translate("Table", "Reserve {0}/{1}")
    text = label.format(len(pv[zone]), pv["landmark_limit" if zone == "landmarks"
                                          else "reserve_limit"])
    return 8 + _metrics(ZONE_CAPTION_PX).horizontalAdvance(text) + 8 + 8


def _narrowest(fits: Any, lo: float, hi: float) -> float:
    """The least width in [lo, hi] for which `fits` holds (to a pixel), `hi` if none."""
    if fits(lo):
        return lo
    if not fits(hi):
        return hi
    while hi - lo > 1.0:
        mid = (lo + hi) / 2
        lo, hi = (lo, mid) if fits(mid) else (mid, hi)
    return hi


def _roomy_stats(r: QRectF, stats: tuple[int, ...]) -> bool:
    """Whether each statistic's box holds its terrain's icon beside its digits (a
    narrower box tucks the icon in a corner, where the review read it as covered)."""
    from PySide6.QtGui import QFontMetricsF

    fm = QFontMetricsF(theme.font(card_tile.stat_px(r), bold=True))
    return all(box.width() - fm.horizontalAdvance(str(v)) - 8 >= box.height() * 0.45
               for v, box in zip(stats, card_tile.stat_boxes(r), strict=True))


@lru_cache(maxsize=64)
def _metrics(px: float) -> Any:
    from PySide6.QtGui import QFontMetricsF

    return QFontMetricsF(theme.font(px, bold=True))


def _text_width(name: str, px: float, lines: int) -> float:
    """The width `name` needs at `px` on at most `lines` lines, broken at spaces and
    hyphens as `card_tile` breaks names (the most balanced break)."""
    fm = _metrics(px)
    best = fm.horizontalAdvance(name)
    cuts = [i for i, ch in enumerate(name) if ch in " -"]

    def piece(a: int, b: int) -> str:
        return name[a:b].strip()

    ends = [i + 1 if name[i] == "-" else i for i in cuts]
    starts = [i + 1 for i in cuts]
    if lines >= 2:
        for e, st in zip(ends, starts, strict=True):
            best = min(best, max(fm.horizontalAdvance(piece(0, e)),
                                 fm.horizontalAdvance(piece(st, len(name)))))
    if lines >= 3:
        for k, (e1, s1) in enumerate(zip(ends, starts, strict=True)):
            for e2, s2 in list(zip(ends, starts, strict=True))[k + 1:]:
                best = min(best, max(fm.horizontalAdvance(piece(0, e1)),
                                     fm.horizontalAdvance(piece(s1, e2)),
                                     fm.horizontalAdvance(piece(s2, len(name)))))
    return best


def _tile_width_guess(text: float, h: float) -> float:
    """A tile's width for a name band `text` wide: its margins and the band's padding."""
    w = text + 8
    return w + 2 * max(2.0, min(w, h) * 0.045)


@lru_cache(maxsize=4096)
def _guesses(name: str, stats: tuple[int, ...] | None, th: float) -> tuple[float, float]:
    """Close guesses of a tile's floor and roomy widths (`tile_widths`), from the
    widths of its name's lines and of its digits alone."""
    probe = QRectF(0, 0, th, th)
    least = float(theme.LEAST_TEXT_PX)
    floor = _tile_width_guess(min(_text_width(name, least, 2), _text_width(name, least, 3)), th)
    roomy = _tile_width_guess(_text_width(name, card_tile.name_px(probe), 2), th)
    if stats:
        fm = _metrics(card_tile.stat_px(probe))
        digits = max(fm.horizontalAdvance(str(v)) for v in stats)
        band_h = card_tile.stats_band(probe).height()
        floor = max(floor, _tile_width_guess(
            max(3 * (digits + 4) + 4, 3 * (digits + 4) / 0.94) - 8, th))
        box = digits + 8 + band_h * 0.45
        roomy = max(roomy, _tile_width_guess(max(3 * box + 4, 3 * box / 0.94) - 8, th))
    return floor, max(floor, roomy)


@lru_cache(maxsize=4096)
def _tile_widths(name: str, stats: tuple[int, ...] | None, th: float
                 ) -> tuple[float, float]:
    def whole(w: float) -> bool:
        r = QRectF(0, 0, w, th)
        return card_tile.fully_shown(name, r) and (
            not stats or card_tile.digits_fit(r, list(stats)))

    guess, roomy = _guesses(name, stats, th)
    # the floor is checked with card_tile's own measures (the screenshot tests' floor);
    # the roomy width is a preference, its guess is enough
    w = max(th * 0.45, guess)
    if whole(w):
        # the guess is a little generous (rounded margins): a pixel or two back
        for step in (2.0, 1.0):
            if whole(w - step):
                w -= step
                break
    else:
        for _ in range(8):
            w += 2
            if whole(w) or w >= th * EXP_TILE_WIDEST:
                break
    return w, max(w, roomy)


@lru_cache(maxsize=4096)
def _boost_width(name: str, th: float, start: float) -> float:
    w = start
    while w < th * EXP_TILE_WIDEST * 1.5 and \
            card_tile.marks_box(QRectF(0, 0, w, th), name).height() < theme.LEAST_TEXT_PX + 4:
        w += 1.0
    return w


def exp_floor(card: dict[str, Any], th: float) -> float:
    """The narrowest Expedition tile `th` pixels high that holds `card` at the floor
    (`tile_widths`) with room under its name for a boost's badge (the review's floor:
    `tests/gui/layout_check.floor_problems`)."""
    th = float(math.ceil(th / 2) * 2)
    name = str(card.get("name", "?"))
    w = _boost_width(name, th, tile_widths(card, th)[0])
    if card_tile.marks_box(QRectF(0, 0, w, th), name).height() < theme.LEAST_TEXT_PX + 4:
        # no width gives a boost room at this height (a two-row tile of 60 px under a
        # long name): no row of such tiles holds the floor, and a taller one is tried
        return NO_FLOOR
    return w


#: the floor width of a tile no width holds at the floor (`exp_floor`): wider than any
#: row, so a plan never lays such tiles out
NO_FLOOR = 1e5


def _named(card: dict[str, Any]) -> tuple[str, tuple[int, ...] | None]:
    stats = card.get("stats")
    return str(card.get("name", "?")), tuple(stats) if stats else None


def tile_widths(card: dict[str, Any], th: float) -> tuple[float, float]:
    """The narrowest Expedition tile `th` pixels high that writes `card`'s name whole
    and fits its digits at their least size (`card_tile`'s own checks: the floor), and
    the narrowest that also keeps the name on two lines and each terrain's icon beside
    its digits (roomy): tiles shrink to the floor only when a row is crowded."""
    stats = card.get("stats")
    # to the next even pixel: a window being resized asks a handful of heights, not
    # one per pixel, and a tile a pixel taller needs no less room
    return _tile_widths(str(card.get("name", "?")), tuple(stats) if stats else None,
                        float(math.ceil(th / 2) * 2))


def _reads(name: str, stats: tuple[int, ...] | None, costs: bool, w: float,
           h: float) -> bool:
    """Whether a tile `w` x `h` shows its name whole, beside its cost gems where the
    painter puts them there, and its statistics (or kind) under it."""
    r = QRectF(0, 0, w, h)
    card = {"name": name, "stats": list(stats) if stats else None}
    if not card_tile.fully_shown(name, r) or card_tile.name_only(r, card):
        return False
    if stats and not card_tile.digits_fit(r, list(stats)):
        return False
    if costs and card_tile.costs_in_name_band(r, name, bool(stats)):
        # the gems open the name band: the name has the rest of it (card_tile)
        band = card_tile.name_box(r, name).adjusted(3, 1, -3, -1)
        band.setLeft(card_tile.gem_boxes(r, name, bool(stats))[1].right() + 2)
        # on as many lines as the band is tall (a name broken in two in a band of one
        # line is written over its frame)
        lines = max(1, int((band.height() + 1) // _metrics(theme.LEAST_TEXT_PX).lineSpacing()))
        return _text_width(name, float(theme.LEAST_TEXT_PX), lines) <= band.width()
    return True


def _shape(card: dict[str, Any]) -> tuple[str, tuple[int, ...] | None, bool]:
    stats = card.get("stats")
    return (str(card.get("name", "?")), tuple(stats) if stats else None,
            card.get("type") != "hero" and card.get("hand_cost") is not None)


@lru_cache(maxsize=4096)
def _reserve_tile_width(shape: tuple[str, tuple[int, ...] | None, bool], h: float) -> float:
    return _narrowest(lambda w: _reads(*shape, w, h), h * 0.8, h * 4.0)


@lru_cache(maxsize=4096)
def _reserve_tile_height(shape: tuple[str, tuple[int, ...] | None, bool], w: float) -> float:
    return _narrowest(lambda h: _reads(*shape, w, h), RESERVE_TILE_LEAST, 160.0)


def reserve_tile_width(card: dict[str, Any], h: float) -> float:
    """The narrowest Reserve tile `h` high that shows `card`'s name whole and its
    statistics (or its kind) below it."""
    return _reserve_tile_width(_shape(card), round(h, 1))


def reserve_tile_height(card: dict[str, Any], w: float) -> float:
    """The least height of a Reserve tile `w` wide that shows `card`'s name whole and
    its statistics (or its kind)."""
    return _reserve_tile_height(_shape(card), round(w, 1))


def _cut(quality: tuple[Any, ...]) -> int:
    """How many names a Reserve layout of this quality (`_Placer.reserve_options`)
    cuts: none on tiles, its count in a list, all of them fanned."""
    if not quality or quality[0] < 2:
        return 0
    return int(quality[1]) if quality[0] == 2 else 99


def listed_whole(card: dict[str, Any], r: QRectF) -> bool:
    """Whether a card listed in `r` shows its name whole (`table_paint.listed_layout`)."""
    from altered_desktop import table_paint

    name = str(card.get("name", "?"))
    *_rest, shown = table_paint.listed_layout(r, card)
    return shown == name or (not card.get("stats") and shown.startswith(name)
                             and not shown.endswith("…"))


#: the Hero column at the board's left: each seat's Hero a whole card of one size, in a
#: slot of its own beside its Expeditions (review r8 #1, #4: the other player's Hero
#: was a 71x53 stub, the player's own stood in the hand row and read as a hand card).
#: Its width is this share of the board's, at least what the Heroes in play need to
#: write their abilities whole (`hero_least_height`), at most what the height allows
HERO_SHARE = 0.14
#: the caption strip over a Hero (none: review r19 #13, "Hero" over the card beside
#: the Hero Expedition's "Hero" named two things; the card's face says "Hero · Ordis"
#: and its seat's name stands by it), the slot's margin round its card, and the gap
#: between the column and the rows right of it, in pixels
HERO_CAPTION_PX, HERO_INSET, HERO_GAP = 0.0, 5.0, 6.0
#: the least and most heights tried for a Hero's whole ability
HERO_TRIED = (120, 900)


def _hero_look(card: dict[str, Any]) -> tuple[str, str, tuple[str, ...], str]:
    """What a Hero's fit depends on, with a status tag on it (exhausted): the slot does
    not change size when it tires."""
    statuses = tuple(sorted({*(card.get("statuses") or ()), "exhausted"}))
    return (str(card.get("name", "")), str(card.get("text") or ""), statuses,
            str(card.get("faction") or ""))


def _hero_cut(look: tuple[str, str, tuple[str, ...], str], hh: float) -> bool:
    name, text, statuses, faction = look
    card = {"name": name, "text": text, "statuses": list(statuses), "type": "hero",
            "faction": faction}
    return card_painter.text_is_cut(QRectF(0, 0, hh / theme.CARD_RATIO, hh), card)


@lru_cache(maxsize=64)
def _hero_least(look: tuple[str, str, tuple[str, ...], str]) -> float:
    lo, hi = HERO_TRIED
    return float(next((hh for hh in range(lo, hi, 2) if not _hero_cut(look, hh)), hi))


def hero_least_height(card: dict[str, Any]) -> float:
    """The least height of a card-shaped Hero face that writes `card`'s ability whole
    (exhausted or not)."""
    return _hero_least(_hero_look(card))


@lru_cache(maxsize=256)
def _hero_height(want: float, room: float,
                 looks: tuple[tuple[str, str, tuple[str, ...], str], ...]) -> float:
    start = max([want] + [_hero_least(k) for k in looks])
    if start >= room:
        return room
    # the text's size follows the card's, so a taller card may cut what a shorter one
    # wrote whole: the first height from there that writes every ability whole
    for step in range(int(room - start) + 1):
        hh = start + step
        if not any(_hero_cut(k, hh) for k in looks):
            return hh
    return start


def hero_card_height(board_w: float, h: float, heroes: list[dict[str, Any]]) -> float:
    """The height of both Heroes' cards on a board `board_w` x `h`: a share of the
    board's width, at least what each Hero in play needs for its whole ability (a
    height at which both are whole), at most what half the height leaves under a
    caption (one size for both seats)."""
    want = round(board_w * HERO_SHARE * theme.CARD_RATIO)
    room = math.floor((h - HERO_GAP) / 2 - HERO_CAPTION_PX - 2 * HERO_INSET)
    return max(40.0, _hero_height(float(want), float(room),
                                  tuple(sorted(_hero_look(c) for c in heroes))))


def hero_column_width(card_h: float) -> float:
    """The Hero column's width for Hero cards `card_h` tall."""
    return card_h / theme.CARD_RATIO + 2 * HERO_INSET


def strip_reads(card: dict[str, Any], rect: QRectF, shown: float) -> bool:
    """Whether a tile in `rect` of which only the left `shown` pixels are in sight
    (the next one overlaps it) still reads: its name written again whole in that strip
    (`card_tile.name_tab_rect`: no word wider than the strip, every line above the
    statistics) and its statistics too (`table_paint.stat_tab_rect`)."""
    from PySide6.QtGui import QFontMetricsF

    from altered_desktop import table_paint

    name = str(card.get("name", "?"))
    tab = card_tile.name_tab_rect(rect, shown, name)
    if tab is None:
        return False
    fm = QFontMetricsF(theme.font(theme.LEAST_TEXT_PX, bold=True))
    wrapped = fm.boundingRect(QRectF(0, 0, tab.width() - 4, 1000),
                              int(Qt.TextFlag.TextWordWrap), name)
    if wrapped.width() > tab.width() - 4 + 0.5 or wrapped.height() + 4 > tab.height() + 0.5:
        return False
    band = card_tile.stats_band(rect)
    return not card.get("stats") or rect.left() + shown >= band.right() - 1 \
        or table_paint.stat_tab_rect(rect, shown) is not None


#: the gap between the hand's cards and the Mana zone at the hand row's end
MANA_GAP = 10.0
#: the least width of the felt right of a small hand that takes an empty Landmarks
#: zone (its label "Landmarks 0/2" and an empty slot), in pixels
LANDMARKS_BESIDE_HAND_W = 104.0
#: ... and its least height over the Mana zone, where it reaches over it (the label and
#: a strip of felt to drop a Landmark on)
LANDMARKS_BESIDE_HAND_H = 30.0


def mana_width(ch: float, base_w: float) -> float:
    """The Mana zone's width beside piles `ch` high in a base row `base_w` wide."""
    return max(ch / theme.CARD_RATIO * 1.6, base_w * 0.12)


def hand_card_width(n: int, room: float, ch: float,
                    widest: float = HAND_WIDEST_RATIO) -> float:
    """The width of each of `n` hand cards `ch` high in a row `room` wide: a card's
    width, or wider while they lie side by side (up to the `widest` shape, height over
    width), so a small hand's faces set their rules text larger and on fewer lines."""
    card = ch / theme.CARD_RATIO
    if n <= 0:
        return card
    fit = room / (n + 0.08 * (n - 1))  # `row_of_cards`' gap: 8 % of a card's width
    return max(card, min(ch / widest, fit))


def short_hand(pv: dict[str, Any], extra: list[dict[str, Any]] | None = None) -> bool:
    """Whether player `pv`'s hand lies in the shorter hand row (`SHORT_HAND`): by the
    count of the cards it shows, faces or backs."""
    hand = pv.get("hand")
    if hand is None:
        hand = extra
    n = len(hand) if hand is not None else int(pv.get("hand_count") or 0)
    return n <= SHORT_HAND


class _Placer:
    """Builds one `Placement`; a class only so the zone helpers share the item list."""

    def __init__(self, view: View, bottom: int,
                 extra_hands: dict[int, list[dict[str, Any]]], dpr: float,
                 hold: Mapping[int, float] | None = None) -> None:
        self.view = view
        self.hold = dict(hold or {})
        self.exp_w: dict[int, float] = {}  # each row's base tile width (`Placement.exp_w`)
        self.bottom = bottom
        self.extra_hands = extra_hands
        self.dpr = dpr
        self.items: list[Item] = []
        self.plain: dict[int, float] = {}  # each base row's height in a day's layout
        self.hero_h = 0.0  # both Hero cards' height (`hero_card_height`)
        #: how each player's Reserve is laid out (`plan_reserve`)
        self.modes: dict[int, tuple[Any, ...]] = {}
        #: the players whose Mana zone stands at their hand row's right end, not in
        #: their base row (`mana_beside_hand`)
        self.mana_in_hand: set[int] = set()
        self.short = False  # the player's hand lies in the shorter row (`short_hand`)
        #: an empty Landmarks zone standing in the felt right of its player's small hand
        #: (`landmarks_beside_hand`): their Reserve takes its room in the base row
        self.lm_spot: dict[int, QRectF] = {}
        #: ... and their Deck, level with their Mana zone there
        self.deck_spot: dict[int, QRectF] = {}
        #: where the Landmarks begin in both base rows on a day (`columns`): after the
        #: wider Reserve, None while it is measured
        self.split: float | None = None

    def place(self, mw: float, h: float, side_width: float) -> Placement:
        v = self.view
        top = 1 - self.bottom
        pad = h * 0.008
        gap = row_gap(h)  # between two rows (`pad` is the table's outer margin)
        pvs = v["players"]
        # the Hero column at the left, the rows right of it
        self.hero_h = hero_card_height(mw - 2 * pad, h - 2 * pad,
                                       [pv["hero"] for pv in pvs if pv.get("hero")])
        col = hero_column_width(self.hero_h) + HERO_GAP
        left = pad + col
        # the Hero, Mana and piles keep the size they have in a day's base row in every
        # phase (review r6 #6: at Night they shrank, the Hero's picture to a strip):
        # sized by the rows with no Reserve crowded
        busy = {"opp_open": pvs[top].get("hand") is not None or top in self.extra_hands,
                "short_hand": short_hand(pvs[self.bottom], self.extra_hands.get(self.bottom))}
        self.short = busy["short_hand"]
        plain = table_rows(h, **busy)
        self.plain = {self.bottom: plain["own_base"][1] * h - gap,
                      top: plain["opp_base"][1] * h - gap}
        # the player's Mana zone beside their hand, at its day size: the room a small
        # hand leaves at the row's right end holds it (review r11: it stayed empty),
        # orbs that read as no hand card (review r8 #4: the row holds no other card),
        # and its width in the base row goes to the Reserve and the Landmarks
        if plain["own_hand"][1] * h - gap >= self.plain[self.bottom] + 8:
            self.mana_in_hand.add(self.bottom)
        # a Reserve of a few cards keeps its day row in every phase (review r13 #12);
        # a crowded one (Night, before Clean-up) spreads along its row, else grows its
        # row (two rows of tiles, or a list) by what the Expeditions can give while
        # keeping a row of tiles each, the bottom player's first (who chooses at
        # Clean-up); else it fans
        exp_spare = sum(plain[n][1] * h - gap - EXP_ROW_LEAST for n in ("own_exp", "opp_exp"))
        spare = exp_spare + (_TRACK_SHARE - TRACK_LEAST) * h
        # the best pair the room allows: the bottom player's first (who chooses at
        # Clean-up), each name whole before any line is taller
        width = mw - 2 * pad - col
        own_opts = self.reserve_options(pvs[self.bottom], width, self.plain[self.bottom])
        opp_opts = self.reserve_options(pvs[top], width, self.plain[top])
        best = None
        for mo, no, qo in own_opts:
            for mt, nt, qt in opp_opts:
                g = (no - self.plain[self.bottom], nt - self.plain[top])
                if sum(g) > max(0.0, spare) + 0.01:
                    continue
                cuts = (_cut(qo), _cut(qt))
                key = (cuts[0] > 0, cuts[1] > 0, cuts, qo, qt)
                if best is None or key < best[0]:
                    best = (key, mo, mt, g)
        assert best is not None  # both fan in their day rows at worst
        _key, self.modes[self.bottom], self.modes[top], (g_own, g_opp) = best
        grow = {"own_grow": g_own, "opp_grow": g_opp,
                "track_give": max(0.0, g_own + g_opp - max(0.0, exp_spare))}
        rows = table_rows(h, **busy, **grow)

        # an Expedition row whose tiles do not lie side by side on one row gets the
        # height of two rows of tiles from the other rows (never overlapping tiles)
        rw = mw - pad - left
        need = {p: self.exp_row_need(pvs[p], rw, rows[n][1] * h - gap)
                for n, p in (("own_exp", self.bottom), ("opp_exp", top))}
        need = {p: nd + gap if nd else 0.0 for p, nd in need.items()}
        if any(need.values()):
            rows = table_rows(h, **busy, **grow, own_exp_least=need[self.bottom],
                              opp_exp_least=need[top])

        def row(name: str) -> QRectF:
            y, hh = rows[name]
            return QRectF(left, y * h + gap / 2, mw - pad - left, hh * h - gap)

        # both Heroes in their column: the other player's from the board's top, the
        # player's level with their Expeditions' row
        opp_hero = self.hero_slot(pvs[top], QPointF(pad, pad))
        # (where the day's rows put the Expeditions: the Hero keeps its place in every
        # phase, review r6 #6)
        own_hero = self.hero_slot(
            pvs[self.bottom],
            QPointF(pad, max(plain["own_exp"][0] * h + gap / 2, opp_hero.bottom() + HERO_GAP)),
            bottom=h - pad)
        # hands: the player's name and count under their Hero where the column has the
        # room, else at the hand row's left
        corner = QRectF(pad, own_hero.bottom() + HERO_GAP, own_hero.width(),
                        h - pad - own_hero.bottom() - HERO_GAP)
        self.split = self.shared_split([(pvs[self.bottom], row("own_base")),
                                        (pvs[top], row("opp_base"))])
        hand_row = row("own_hand")
        if self.bottom in self.mana_in_hand:
            mana = self.mana_beside_hand(pvs[self.bottom], hand_row, width)
            hand_row = hand_row.adjusted(0, 0, -(mana.width() + MANA_GAP), 0)
        self.hand(v["players"][self.bottom], hand_row, own=True,
                  label_room=corner if corner.height() >= HAND_LABEL_CORNER else None)
        self.landmarks_beside_hand(pvs[self.bottom], hand_row, row("own_base"))
        # base rows
        self.base(v["players"][self.bottom], row("own_base"))
        self.base(v["players"][top], row("opp_base"))
        # (after their base row: the other player's backs keep clear of what it draws)
        self.hand(v["players"][top], row("opp_hand"), own=False)
        # expeditions: each row's tiles as big as what it holds allows, both rows' one
        # size while each lies on one row (`expedition_row.alike`)
        from altered_desktop import expedition_row

        exp_rows = [(v["players"][p], row(n)) for p, n in ((self.bottom, "own_exp"),
                                                          (top, "opp_exp"))]
        most = expedition_row.alike([(r.width(), r.height(), self.sides(pv))
                                     for pv, r in exp_rows])
        held = {pv["index"]: self.held(pv["index"], most) for pv, _r in exp_rows}
        # (and one tile width: `expedition_row.one_size`, review r20 #4)
        least = expedition_row.one_size([(r.width(), r.height(), self.sides(pv),
                                          held[pv["index"]]) for pv, r in exp_rows]) \
            if most is not None else None
        for pv, r in exp_rows:
            self.expeditions(pv, r, most, least)
        # adventure track
        track_rect = row("track")
        self.track(track_rect)
        # side column: the tracker at the top, the last events under it (a player
        # always sees what just happened, the log drawer closed or not), Limbo and
        # Emblems only while they hold something, and the prompt panel below
        sx = mw + pad
        sw = side_width - 2 * pad
        tracker_rect = QRectF(sx, pad, sw, h * 0.2)
        busy = bool(v.get("limbo") or v.get("emblems"))
        # while the player at the bottom picks among options (targets, a cost's
        # choice), the prompt panel's list gets the room: six targets in sight at
        # 1366x768, not four and a half in a scroll box (review r5 #3)
        pending = v.get("pending") or {}
        choosing = pending.get("player") == self.bottom and pending.get("kind") != "turn" \
            and len(pending.get("options") or ()) > CHOOSING_ROOMY
        share = RECENT_BUSY if busy or choosing else RECENT_SHARE
        if share == RECENT_SHARE and h >= RECENT_ROOMY_FROM_PX \
                and pending.get("player") == self.bottom and pending.get("kind") == "turn":
            share = RECENT_ROOMY
        recent_rect = QRectF(sx, tracker_rect.bottom() + pad, sw,
                             max(RECENT_LEAST_PX, h * share))
        self.items.append(Item(recent_rect, "recent"))
        limbo_rect = QRectF()
        panel_top = recent_rect.bottom() + pad
        if busy:
            # as tall as what it holds (an Emblem naming what "it" is takes two lines),
            # up to 30 % of the height; the prompt panel below gets the rest
            boxes = self.emblem_boxes(h * LIMBO_SHARE, sw - 12)
            limbo_rect = QRectF(sx, panel_top, sw,
                                min(h * 0.3, self.limbo_need(h * LIMBO_SHARE, sw, boxes)))
            self.limbo(limbo_rect, h * LIMBO_SHARE, boxes)
            panel_top = limbo_rect.bottom() + pad
        return Placement(self.items, side_width, panel_top, tracker_rect, limbo_rect,
                         track_rect, recent_rect, row("own_hand"), self.exp_w)

    def hero_slot(self, pv: dict[str, Any], at: QPointF, bottom: float | None = None
                  ) -> QRectF:
        """`pv`'s Hero as a whole card in its slot of the Hero column, its top left at
        `at` (moved up to end above `bottom`).  Exhausted, it stands
        upright, tagged as its face tags it (its text stays level to be read)."""
        hh = self.hero_h
        cw = hh / theme.CARD_RATIO
        frame = QRectF(at.x(), at.y(), cw + 2 * HERO_INSET,
                       HERO_CAPTION_PX + hh + 2 * HERO_INSET)
        if bottom is not None and frame.bottom() > bottom:
            frame.moveBottom(bottom)
        pi = pv["index"]
        self.items.append(Item(frame, "herozone", None, pi))
        slot = QRectF(frame.left() + HERO_INSET, frame.top() + HERO_CAPTION_PX + HERO_INSET,
                      cw, hh)
        hero = pv.get("hero")
        if hero:
            self.items.append(Item(slot, "card", hero, pi,
                                   extra={"hero": True, "upright": True}))
        else:
            self.items.append(Item(slot, "slot", None, pi,
                                   label=QCoreApplication.translate("Table", "No Hero")))
        return frame

    @staticmethod
    def card_size(height: float) -> tuple[float, float]:
        return height / theme.CARD_RATIO, height

    def row_of_cards(self, cards: list[dict[str, Any]], area: QRectF, ch: float, *,
                     kind: str = "card", player: int | None = None, centre: bool = False,
                     gap_frac: float = 0.08, ratio: float | None = None,
                     width: float | None = None) -> None:
        """Lay cards left to right inside `area`, overlapping them when they do not fit.
        `ratio` (height over width) is a tile's shape, for cards drawn as tiles;
        `width` a full face's width other than a card's (`hand_card_width`)."""
        cw, ch = self.card_size(ch)
        if width and not ratio:
            cw = width
        # a row given a tile's shape holds tiles at every size (cards in play); others
        # only when too small for a full face
        tile = bool(ratio) or card_tile.is_tile(QRectF(0, 0, cw, ch))
        if ratio:
            cw = ch / ratio
        n = len(cards)
        if n == 0:
            return
        gap = cw * gap_frac
        # exhausted cards are turned sideways, so they take a landscape slot (a tile
        # stays level, its name readable, and says Exhausted instead)
        widths = [ch if card_painter.is_turned(c) and not tile else cw for c in cards]
        total = sum(widths) + gap * (n - 1)
        squeeze = 1.0
        if total > area.width() and n > 1:
            squeeze = max(0.18, (area.width() - widths[-1]) / (total - widths[-1]))
            total = area.width()
        x = area.left() + ((area.width() - total) / 2 if centre else 0)
        dpr = self.dpr
        for c, w in zip(cards, widths, strict=True):
            hh = cw if w == ch else ch
            y = area.top() + (area.height() - hh) / 2
            # whole device pixels along the row: a card that slides over when another
            # joins or leaves is then the very same picture, and its cached sprite is
            # reused (its face is blitted on the pixel grid anyway)
            left = round(x * dpr) / dpr
            self.items.append(Item(QRectF(left, y, w, hh), kind, c, player,
                                   extra={"tile": True} if tile else {}))
            x += (w + gap) * squeeze
        if squeeze < 1.0 and kind == "card":
            # overlapped cards: how much of each the next one leaves in sight, so its
            # name can be written again in that strip (`table_display`, name tabs)
            row = self.items[-n:]
            for it, nxt in zip(row, row[1:], strict=False):
                shown = nxt.rect.left() - it.rect.left()
                if shown < it.rect.width() * 0.9:
                    it.extra["shown_w"] = shown
                    # while that card glides in, this one is whole: no name again
                    it.extra["covered_by"] = nxt.oid

    def hand(self, pv: dict[str, Any], area: QRectF, *, own: bool,
             label_room: QRectF | None = None) -> None:
        first = len(self.items)
        self._hand(pv, area, own=own, label_room=label_room)
        for it in self.items[first:]:
            if it.kind in ("card", "back") and not it.extra.get("hero"):
                it.extra["hand"] = True  # where a card played from a hand starts its glide

    def _hand(self, pv: dict[str, Any], area: QRectF, *, own: bool,
              label_room: QRectF | None = None) -> None:
        pi = pv["index"]
        hand = pv.get("hand")
        if hand is None and pi in self.extra_hands:
            hand = self.extra_hands[pi]
        if own:
            ch = area.height() * HAND_CARD_SHARE
            # the player's name and hand's count in a column at the row's left, then
            # the hand's cards, all of them and only them (the Hero has its own slot
            # in the Hero column: review r8 #4 counted four cards under "Hand · 3")
            lw = max(HAND_LABEL_LEAST, area.height() * HAND_LABEL_SHARE)
            label = QRectF(area.left(), area.top(), lw, area.height())
            rest = area.adjusted(lw + 8, 0, -area.width() * 0.01, 0)
            extra: dict[str, Any] = {}
            if label_room is not None:
                label, extra = label_room, {"stacked": True}
                rest = area.adjusted(0, 0, -area.width() * 0.01, 0)
            if hand is not None:
                widest = SHORT_HAND_RATIO if self.short else HAND_WIDEST_RATIO
                self.row_of_cards(hand, rest, ch, player=pi,
                                  width=hand_card_width(len(hand), rest.width(), ch, widest))
            else:
                backs = [{"oid": None}] * pv["hand_count"]
                self.backs(backs, rest, ch, pi, centre=False)
            self.items.append(Item(label, "handlabel", None, pi, label=self.hand_label(pv),
                                   extra=extra))
        else:
            # the opponent's hand: small whole backs in a fan beside their name and count
            ch = area.height() * 1.9
            sub = QRectF(area.left() + area.width() * 0.25, area.bottom() - ch,
                         area.width() * 0.5, ch)
            if hand is not None:
                # open-handed teaching: show the top of each card (name, costs, stats),
                # clipped to the row so it does not cover the opponent's zones
                first = len(self.items)
                sub = QRectF(sub.left(), area.top() + 2, sub.width(), ch)
                self.row_of_cards(hand, sub, ch * 0.98, player=pi, centre=True, gap_frac=0.04)
                for it in self.items[first:]:
                    it.extra["clip"] = area
                    it.rect = QRectF(it.rect.left(), area.top() + 2, it.rect.width(),
                                     it.rect.height())
            first = len(self.items)
            if hand is None:
                self.back_fan(pv["hand_count"], area, pi)
            # the name at the row's left, the count's pill right beside the fan
            fan = [it.rect.left() for it in self.items[first:]]
            w = max(area.width() * 0.3, min(fan, default=0.0) - 10 - area.left())
            self.items.append(Item(QRectF(area.left(), area.top(), w, area.height()),
                                   "toplabel", None, pi, label=self.hand_label(pv)))

    def back_fan(self, n: int, area: QRectF, pi: int) -> None:
        """The other player's hidden hand as a fan of backs beside their name and count,
        each turned a little about its top (review r6 #20: three tiny backs in a 30 px
        slot were easy to miss), hanging from the table's top edge into the label
        strip of their zones below where that strip is bare (review r10 #12: a back
        hid the "L" of "Landmarks"); where it has no room bare enough, the fan stays
        inside the hand's row."""
        if not n:
            return
        x0 = area.left() + area.width() * 0.3 + 10
        low = area.height() + ZONE_LABEL_PX * BACK_FAN_HANG
        for bh in (low, area.height() - 2):
            cw, _ = self.card_size(bh)
            # the turned backs' corners swing out by this much at the fan's ends
            swing = bh * math.sin(math.radians(BACK_FAN_DEGREES * (n - 1) / 2)) + 2
            band = QRectF(x0, area.top(), area.right() - x0, bh + 2)
            span = self.bare_span(pi, band, cw + (n - 1) * BACK_FAN_LEAST_STEP + 2 * swing)
            if span is not None:
                break
        else:
            span = (x0, area.right())
        left, right = span[0] + swing, span[1] - swing
        step = min(cw * 0.7, (right - left - cw) / max(1, n - 1))
        # (the outer backs' top corners rise as they turn: whole under the menu bar)
        top = area.top() + 1 + cw / 2 * math.sin(math.radians(BACK_FAN_DEGREES * (n - 1) / 2))
        for i in range(n):
            angle = (i - (n - 1) / 2) * BACK_FAN_DEGREES
            r = QRectF(left + i * step, top, cw, bh - (top - area.top() - 1))
            self.items.append(Item(r, "back", None, pi, extra={"angle": angle}))

    def bare_span(self, pi: int, band: QRectF, need: float) -> tuple[float, float] | None:
        """The first stretch of `band`, from its left, at least `need` wide that holds
        nothing of player `pi`'s base row: no card, pile or Mana, and no zone's caption
        (a zone's tint is no obstacle)."""
        fm = _metrics(ZONE_CAPTION_PX)
        busy: list[tuple[float, float]] = []
        for it in self.items:
            if it.player != pi or not it.rect.intersects(band):
                continue
            if it.kind == "zone":
                if it.rect.top() + ZONE_LABEL_PX < band.top():
                    continue
                # the caption (`table_display.zone`): a zone over its limit says more
                text = fm.horizontalAdvance(it.label) if not it.extra.get("over") \
                    else it.rect.width()
                busy.append((it.rect.left(), it.rect.left() + 8 + text + 6))
            elif it.kind not in ("back", "toplabel", "handlabel"):
                busy.append((it.rect.left() - 4, it.rect.right() + 4))
        x = band.left()
        for a, b in sorted(busy):
            if a - x >= need:
                return x, a
            x = max(x, b)
        return (x, band.right()) if band.right() - x >= need else None

    def hand_label(self, pv: dict[str, Any]) -> str:
        """"Hand · 5", and "· passed" once a player has passed for the Afternoon; while
        a Dusk past is replayed, "Hand at Dusk · 2": the hand shown is the one of then
        (review r17 #10: two cards where the seat now holds four read as cards lost)."""
        if self.view is not None and self.view.get("replay_now") is not None:
            return QCoreApplication.translate("Table", "Hand at Dusk · {0}").format(
                pv["hand_count"])
        if has_passed(self.view, pv):
            return QCoreApplication.translate("Table", "Hand · {0} · passed").format(pv["hand_count"])
        return QCoreApplication.translate("Table", "Hand · {0}").format(pv["hand_count"])

    def backs(self, backs: list[dict[str, Any]], area: QRectF, ch: float, pi: int,
              centre: bool = True) -> None:
        cw, ch = self.card_size(ch)
        n = len(backs)
        if not n:
            return
        step = min(cw * 0.55, (area.width() - cw) / max(1, n - 1))
        total = cw + (n - 1) * step
        x = area.left() + ((area.width() - total) / 2 if centre else 0)
        y = area.top() + (area.height() - ch) / 2
        for i in range(n):
            self.items.append(Item(QRectF(x + i * step, y, cw, ch), "back", None, pi))

    def columns(self, pv: dict[str, Any], left: float, width: float, ch: float,
                wide_reserve: bool) -> dict[str, tuple[float, float]]:
        """Where a base row's parts stand across it, as (left, width): the Hero, the
        Reserve, the Landmarks, Mana and the two piles; `wide_reserve` gives the Reserve
        all the Landmarks do not need for their cards."""
        cw, _ = self.card_size(ch)
        gap = cw * 0.2
        # (the Heroes stand in their column left of the rows: `hero_slot`)
        hero_w = -gap
        pile_w = max(cw, 72.0)
        right = left + width
        # the discard pile's top card is a tile: wide enough for a name beside its
        # cost gems ("Lyra Skald" was cut at 88 px)
        discard_w = max(pile_w, DISCARD_LEAST_W)
        deck_x = right - discard_w - gap * 0.6 - pile_w
        mana_w = mana_width(ch, width)
        mana_x = deck_x - gap - mana_w
        if pv["index"] in self.mana_in_hand:  # (it stands at the hand row's end)
            mana_x = deck_x
        x = left + hero_w + gap
        free_w = mana_x - gap - x
        if pv["index"] in self.deck_spot and mana_x == deck_x:
            free_w += pile_w + gap * 0.6  # (the Deck stands beside the hand)
        # Reserve and Landmarks share what is left, weighted by what they hold (an
        # empty one keeps room for its label and a card or two)
        rl = max(pv["reserve_limit"], len(pv["reserve"]), 1) + len(pv["reserve"])
        ll = max(pv["landmark_limit"], len(pv["landmarks"]), 1) + len(pv["landmarks"])
        rw = free_w * rl / (rl + ll) - gap / 2
        # each keeps room for its label ("Landmarks 1/2") however full the other is
        least = min(free_w * 0.4, 120.0)
        rw = max(least, min(free_w - gap - least, rw))
        if pv["index"] in self.lm_spot:  # (the Landmarks stand beside the hand)
            rw = free_w
        elif not wide_reserve:
            rw = _room_for_texts(pv, rw, free_w, gap, least, ch / 0.92 - ZONE_LABEL_PX - 5)
            if self.split is not None:
                # both seats' Landmarks at one place across the table (review r17 #17:
                # "Landmarks 0/2" stood 80 px apart, following each Reserve's width):
                # the wider Reserve's boundary, while this seat's Landmarks keep the
                # room their cards had (an empty zone its label's)
                keep = free_w - gap - rw if pv["landmarks"] else \
                    max(LEAST_TILE_W, _zone_label_w(pv, "landmarks"))
                rw = max(rw, min(self.split - gap - x, free_w - gap - keep))
        if wide_reserve:  # the Landmarks keep room for their cards; the Reserve the rest
            lw = max(min(least, 118.0),
                     min(free_w * 0.3, max(1, len(pv["landmarks"])) * ch * 1.3 + 12))
            rw = free_w - gap - lw
        return {"hero": (left, hero_w), "reserve": (x, rw),
                "landmarks": (x + rw + gap, free_w - rw - gap), "mana": (mana_x, mana_w),
                "deck": (deck_x, pile_w), "discard": (right - discard_w, discard_w)}

    def shared_split(self, rows: list[tuple[dict[str, Any], QRectF]]) -> float | None:
        """Where the Landmarks begin in both base rows on a day (after the wider
        Reserve), so the zones' labels stand at one place for both seats;
        None while a Reserve is crowded (`reserve_options`: it takes its row) or the
        rows do not start at one place."""
        ends, caps = [], []
        for pv, area in rows:
            pi = pv["index"]
            if self.modes.get(pi, ("day",))[0] != "day" or area.left() != rows[0][1].left():
                return None
            ch = min(self.plain.get(pi, area.height()), area.height()) * 0.92
            self.split = None
            ends.append(self.columns(pv, area.left(), area.width(), ch, False)["landmarks"][0])
            # (as far right as this seat's Landmarks may begin, keeping their room)
            self.split = math.inf
            caps.append(self.columns(pv, area.left(), area.width(), ch, False)["landmarks"][0])
        self.split = None
        # (where one seat's Landmarks cannot go that far, both stop where it can)
        return min(max(ends), *caps)

    def reserve_options(self, pv: dict[str, Any], width: float, plain: float
                        ) -> list[tuple[tuple[Any, ...], float, tuple[Any, ...]]]:
        """The ways `pv`'s Reserve can be laid out in a row `width` wide, each with the
        row's height and how well it reads (lower is better): as on any day while it
        holds a few cards ("day", the same row in every phase: review r13 #12); a full
        one on one row of tiles in its day-sized row (`plain` high) while they fit
        whole side by side ("row"); else on two rows of tiles ("tiles", their height),
        in lines ("list", columns, line height), or fanned in its day row ("fan",
        always possible)."""
        cards = pv.get("reserve") or []
        n = len(cards)
        if n <= ONE_ROW_RESERVE:
            return [(("day",), plain, ())]
        _x, rw = self.columns(pv, 0.0, width, plain * 0.92, True)["reserve"]
        iw = rw - 2 * RESERVE_INSET
        label = ZONE_LABEL_PX + 2 + 3
        th = plain - label
        least = max(reserve_tile_width(c, th) for c in cards)
        if n * least + RESERVE_GAP * (n - 1) <= iw:
            return [(("row",), plain, (0,))]
        per = -(-n // 2)
        tw = (iw - RESERVE_GAP * (per - 1)) / per
        t = max(reserve_tile_height(c, tw) for c in cards)
        out = [(("tiles", t), max(plain, 2 * t + RESERVE_GAP + label + 4), (1,))]
        # in lines: each name whole where it can be, as tall as the room allows
        most = max(2, min(3, int((iw + LIST_GAP) // (LISTED_LEAST_W + LIST_GAP))))
        lh = LIST_LINE
        while lh >= LIST_LINE_LEAST:
            for cols in range(2, most + 1):
                lines = -(-n // cols)
                gap = LIST_GAP if lh >= 22 else 3.0
                need = lines * lh + (lines - 1) * gap + label + 4
                cw = (iw - gap * (cols - 1)) / cols
                # names cut (the review's floor: up to 20 characters whole)
                cut = sum(not listed_whole(c, QRectF(0, 0, cw, lh)) for c in cards
                          if len(str(c.get("name", ""))) <= 20)
                out.append((("list", cols, lh), max(plain, need),
                             (2, cut, lh < LIST_LINE_OWN, -lh)))
            lh -= 2
        out.append((("fan",), plain, (3,)))
        return out

    def base(self, pv: dict[str, Any], area: QRectF) -> None:
        """Hero zone, Reserve, Landmarks, Mana, Deck and Discard of one player."""
        pi = pv["index"]
        # Hero, Mana and piles at their day size, where they stand in a day's row: a
        # row grown for a crowded Reserve grows away from the hand, which stays put
        plain = min(self.plain.get(pi, area.height()), area.height())
        ch = plain * 0.92
        own = pi == self.bottom
        y = area.bottom() - (plain + ch) / 2 if own else area.top() + (plain - ch) / 2
        mode = self.modes.get(pi, ("day",))
        full = mode[0] != "day"
        cols = self.columns(pv, area.left(), area.width(), ch, full)

        def col(name: str, top: float, height: float) -> QRectF:
            x, w = cols[name]
            return QRectF(x, top, w, height)

        # the Mana zone level with the Hero and the piles, one size in every phase (its
        # orbs too); a full Reserve takes its room from the Landmarks instead
        self.pile_items(pv, self.deck_spot.get(pi, col("deck", y, ch)),
                        col("discard", y, ch))
        if pi not in self.mana_in_hand:
            self.items.append(Item(col("mana", y - 4, ch + 8), "mana", None, pi,
                                   extra=dict(pv["mana"])))
        res = col("reserve", area.top(), area.height())
        lms = col("landmarks", area.top(), area.height())
        lms = self.lm_spot.get(pi, lms)
        # (the caption's parts are kept too: while Night's cards arrive, the board
        # counts only those drawn so far, `table_display.zone_caption`)
        self.items.append(Item(res, "zone", None, pi, label=QCoreApplication.translate("Table", "Reserve {0}/{1}").format(
                                   len(pv["reserve"]), pv["reserve_limit"]),
                               extra={"over": len(pv["reserve"]) > pv["reserve_limit"],
                                      "caption": "Reserve {0}/{1}",
                                      "count": len(pv["reserve"]),
                                      "limit": pv["reserve_limit"]}))
        self.items.append(Item(lms, "zone", None, pi, label=QCoreApplication.translate("Table", "Landmarks {0}/{1}").format(
                                   len(pv["landmarks"]), pv["landmark_limit"]),
                               extra={"over": len(pv["landmarks"]) > pv["landmark_limit"],
                                      "caption": "Landmarks {0}/{1}",
                                      "count": len(pv["landmarks"]),
                                      "limit": pv["landmark_limit"]}))
        # the Reserve's and Landmarks' cards fill the room under their labels
        for zone, cards in ((res, pv["reserve"]), (lms, pv["landmarks"])):
            inside = zone.adjusted(5, ZONE_LABEL_PX + 2, -5, -3)
            if cards is pv["reserve"] and full:
                if mode[0] == "tiles":
                    self.wrapped_tiles(cards, inside, pi, mode[1])
                elif mode[0] == "list":
                    self.listed_cards(cards, inside, pi, mode[1], mode[2])
                else:
                    self.spread_tiles(cards, inside, pi)
                continue
            if cards and cards is pv["reserve"] and pi in self.lm_spot \
                    and self.text_tiles(cards, inside, pi):
                continue
            if full:  # at their one-row size, under their label, level with the Hero
                top = max(inside.top(), y)
                inside = QRectF(inside.left(), top, inside.width(), min(ch, y + ch - top))
            # flat tiles while they fit side by side, narrower (up to card-shaped)
            # before they overlap; never narrower than a name needs: past that they
            # fan, each name written again in the strip left in sight
            each = inside.width() / max(1, len(cards)) * 0.95
            ratio = min(1.3, max(_least_ratio(cards, inside.height()),
                                    inside.height() / max(each, 1.0)),
                        inside.height() / LEAST_TILE_W)
            # never narrower than each name needs beside its cost gems (review r6:
            # "Ordis Spy" was cut by its gems at 1366)
            least = max((reserve_tile_width(c, inside.height()) for c in cards), default=0.0)
            if least and len(cards) * least * 1.05 <= inside.width():
                ratio = min(ratio, inside.height() / least)
            self.row_of_cards(cards, inside, inside.height(), player=pi,
                              ratio=ratio, gap_frac=0.05)

    def pile_items(self, pv: dict[str, Any], deck: QRectF, discard: QRectF) -> None:
        pi = pv["index"]
        self.items.append(Item(deck, "deck", None, pi, label=str(pv["deck_count"])))
        top_discard = pv["discard"][-1] if pv["discard"] else None
        # the card under the top one: the pile shows it while the top card is still
        # gliding there (a Night's discards), so the pile never vanishes meanwhile
        below = pv["discard"][-2] if len(pv["discard"]) > 1 else None
        self.items.append(Item(discard, "discard", top_discard, pi,
                               label=str(len(pv["discard"])), extra={"below": below}))

    def landmarks_beside_hand(self, pv: dict[str, Any], hand_row: QRectF,
                              base_row: QRectF) -> None:
        """An empty Landmarks zone in the felt right of `pv`'s small hand, when their
        Reserve's cards want more width for their texts than the base row gives it
        (review r17 #1: at 1366 three Reserve cards read "Roll a die. Target more ▸"
        while the empty Landmarks kept 170 px of the row): the Reserve then has the
        whole row's free width, the Landmarks' label and room stay in sight."""
        pi = pv["index"]
        cards = pv.get("reserve") or []
        if pv.get("landmarks") or not cards or len(cards) > ONE_ROW_RESERVE \
                or pi not in self.mana_in_hand:
            return
        plain = self.plain.get(pi, base_row.height())
        th = plain - ZONE_LABEL_PX - 5
        _x, rw = self.columns(pv, base_row.left(), base_row.width(), plain * 0.92,
                              False)["reserve"]
        if _zone_want(cards, th, True, False) <= rw:
            return
        # (an empty hand's row is all felt)
        left = max((it.rect.right() + MANA_GAP for it in self.items
                    if it.player == pi and it.extra.get("hand")), default=hand_row.left())
        if hand_row.right() - left < LANDMARKS_BESIDE_HAND_W:
            return
        # over the Mana zone too where it stands at the row's end: the label whole
        mana = next((it.rect for it in self.items if it.kind == "mana" and it.player == pi),
                    None)
        right, bottom = hand_row.right(), hand_row.top() + min(hand_row.height() - 4, plain)
        if mana is not None and mana.top() - hand_row.top() >= LANDMARKS_BESIDE_HAND_H:
            right, bottom = mana.right(), mana.top() - 4
        self.lm_spot[pi] = QRectF(left, hand_row.top() + 2, right - left,
                                  bottom - hand_row.top() - 2)
        # the Deck beside the hand too, level with the Mana zone, where the Reserve's
        # tiles want its column of the base row as well (their costs as big as on
        # every tile: 14 px digits)
        ch = plain * 0.92
        pile_w = max(self.card_size(ch)[0], 72.0)
        if mana is None or mana.left() - MANA_GAP - left < pile_w:
            return
        if self.text_tiles_width(cards, th) > self.reserve_inside(pv, base_row, ch):
            self.deck_spot[pi] = QRectF(mana.left() - MANA_GAP - pile_w, mana.top() + 4,
                                        pile_w, ch)

    def reserve_inside(self, pv: dict[str, Any], base_row: QRectF, ch: float) -> float:
        """The width inside `pv`'s Reserve zone in their base row (`columns`)."""
        return self.columns(pv, base_row.left(), base_row.width(), ch, False)["reserve"][1] - 10

    @staticmethod
    def text_tiles_width(cards: list[dict[str, Any]], th: float) -> float:
        """The width `cards` take as `text_tiles`, each tile as wide as its face and
        whole text want, `th` high."""
        return sum(TEXT_TILES_GAP + text_tile_want(c, th) for c in cards) - TEXT_TILES_GAP

    def text_tiles(self, cards: list[dict[str, Any]], inside: QRectF, pi: int) -> bool:
        """A Reserve's cards on one row of tiles, each as wide as its face and whole
        text want (`tile_text_column.tile_want`) rather than all as wide as the widest,
        when so they fit and at one width they do not; False when they do not fit so."""
        th = inside.height()
        gap = TEXT_TILES_GAP
        # (their texts at 12 px where they fit so, else at 11: review r19 #1)
        for read in (True, False):
            wants = [text_tile_want(c, th, read) for c in cards]
            if sum(wants) + gap * (len(cards) - 1) <= inside.width():
                break
        if len(cards) * max(wants) + gap * (len(cards) - 1) <= inside.width():
            return False
        if sum(wants) + gap * (len(cards) - 1) > inside.width():
            return False
        spare = (inside.width() - sum(wants) - gap * (len(cards) - 1)) / len(cards)
        x = inside.left()
        for c, w in zip(cards, wants, strict=True):
            self.items.append(Item(QRectF(round(x * self.dpr) / self.dpr, inside.top(), w + spare, th), "card", c,
                                   pi, extra={"tile": True}))
            x += w + spare + gap
        return True

    def mana_beside_hand(self, pv: dict[str, Any], row: QRectF, base_w: float) -> QRectF:
        """`pv`'s Mana zone at the right end of their hand row `row`, as big as in a
        day's base row `base_w` wide (`columns`), level with the row's middle."""
        ch = self.plain.get(pv["index"], row.height()) * 0.92
        w = mana_width(ch, base_w)
        r = QRectF(row.right() - w, row.center().y() - (ch + 8) / 2, w, ch + 8)
        self.items.append(Item(r, "mana", None, pv["index"], extra=dict(pv["mana"])))
        return r

    def spread_tiles(self, cards: list[dict[str, Any]], inside: QRectF, pi: int) -> None:
        """A full Reserve on one row of upright tiles, a gap between them wide enough
        that no tile's highlight touches its neighbour's (review r6 #5)."""
        inside = inside.adjusted(RESERVE_INSET - 5, 3, -(RESERVE_INSET - 5), -1)
        th = inside.height()
        n = len(cards)
        least = max(reserve_tile_width(c, th) for c in cards)
        if n * least + RESERVE_GAP * (n - 1) > inside.width():
            # they overlap: as narrow as whole names allow, so each shows more of itself
            least = max(tile_widths(c, th)[0] for c in cards)
        tw = max(least, min(th / BASE_TILE_RATIO, (inside.width() - RESERVE_GAP * (n - 1)) / n))
        first = len(self.items)
        self.row_of_cards(cards, inside, th, player=pi, ratio=th / tw,
                          gap_frac=RESERVE_GAP / tw)
        for it in self.items[first:]:
            it.extra["upright"] = True

    def wrapped_tiles(self, cards: list[dict[str, Any]], inside: QRectF, pi: int,
                      th: float) -> None:
        """A full Reserve on two rows of upright tiles `th` high, none overlapping and
        no highlight touching another: each name whole and the statistics at their
        full size while the player chooses (review r6 #5)."""
        per_row = (len(cards) + 1) // 2
        gap = RESERVE_GAP
        inside = inside.adjusted(RESERVE_INSET - 5, 2, -(RESERVE_INSET - 5), -2)
        top = inside.bottom() - 2 * th - gap  # a grown row grows away from the hand
        if pi != self.bottom:
            top = inside.top()
        # as wide as the row allows, up to a flat strip: a name on one line beside the gems
        tw = min(th * 3.4, (inside.width() - gap * (per_row - 1)) / per_row)
        first = len(self.items)
        for k, row in enumerate((cards[:per_row], cards[per_row:])):
            line = QRectF(inside.left(), top + k * (th + gap), inside.width(), th)
            self.row_of_cards(row, line, th, player=pi, ratio=th / max(tw, 1.0),
                              gap_frac=gap / max(tw, 1.0))
        for it in self.items[first:]:
            it.extra["upright"] = True  # a tilted tile would lean over its neighbours

    def listed_cards(self, cards: list[dict[str, Any]], inside: QRectF, pi: int,
                     cols: int, lh: float) -> None:
        """Cards as lines of a list, in `cols` columns of lines `lh` high: each its
        costs, its name whole on one line and its three statistics
        (`table_paint.draw_listed_card`); what a full Reserve shows where the table has
        not the height for tiles (review r4 #4: fanned, the opponent's eight cards read
        "Ordis Spy", "Kakoba,", "The", water hidden)."""
        n = len(cards)
        inside = inside.adjusted(RESERVE_INSET - 5, 2, -(RESERVE_INSET - 5), -2)
        rows = -(-n // cols)
        gap = LIST_GAP if lh >= 22 else 3.0
        top = inside.top() if pi != self.bottom else \
            inside.bottom() - rows * lh - (rows - 1) * gap
        cw = (inside.width() - gap * (cols - 1)) / cols
        for i, c in enumerate(cards):
            col, row = divmod(i, rows)
            r = QRectF(inside.left() + col * (cw + gap), top + row * (lh + gap), cw, lh)
            self.items.append(Item(r, "card", c, pi, extra={"listed": True}))

    def caption_number(self, e: dict[str, Any]) -> int | None:
        """The number of the region Expedition `e` stands on, as its caption and the
        track write it (None on a one-region track: the Arena)."""
        regions = self.view.get("adventure") or []
        if len(regions) <= 1:
            return None
        return min(int(e.get("position", 0)), len(regions) - 1) + 1

    def sides(self, pv: dict[str, Any]) -> tuple[Any, Any]:
        """`pv`'s two Expeditions as their row's plan sees them (`expedition_row`):
        each one's cards' names and statistics, and its caption's region and terrains."""
        from altered_desktop import expedition_row

        out = []
        for exp in EXPEDITIONS:
            e = pv["expeditions"][exp]
            out.append(expedition_row.Side(
                tuple(_named(c) for c in e["cards"]), self.caption_number(e),
                region_caption.ordered(e.get("region") or [])))
        return out[0], out[1]

    def one_row_fits(self, pv: dict[str, Any], width: float, row_h: float) -> bool:
        """Whether `pv`'s Expedition row `width` x `row_h` keeps its height: both
        Expeditions' tiles lie side by side on one row each, sharing the row by need
        (`expedition_row`), each tile at least at its floor.  Else the row grows
        (two rows of tiles for the fuller one, the track and the other rows giving
        the height)."""
        from altered_desktop import expedition_row

        found = expedition_row.best(width, row_h, self.sides(pv))
        return found is not None and found[0][0] == (1, 1)

    def exp_row_need(self, pv: dict[str, Any], width: float, row_h: float) -> float:
        """The height `pv`'s Expedition row asks of the table: none while its tiles lie
        on one row (`one_row_fits`); else the least of two rows' heights at which
        every tile keeps the floor (`EXP_TWO_ROWS_PX`, then `EXP_TALLER_ROWS_PX`), or
        two rows of the least tiles where none does (the fuller one fans there)."""
        from altered_desktop import expedition_row

        if self.one_row_fits(pv, width, row_h):
            return 0.0
        sides = self.sides(pv)
        for px in (EXP_TWO_ROWS_PX, *EXP_TALLER_ROWS_PX):
            if expedition_row.best(width, px, sides) is not None:
                return px
        return EXP_TWO_ROWS_PX

    def held(self, pi: int, most: float | None) -> float | None:
        """The base width player `pi`'s Expedition tiles are planned at: `most` (the
        two rows' one size), and while a show runs no more than when it began."""
        if pi in self.hold:  # a show runs: its row keeps the size it began with
            return self.hold[pi] if most is None else min(most, self.hold[pi])
        return most

    def expeditions(self, pv: dict[str, Any], area: QRectF, most: float | None = None,
                    least: float | None = None) -> None:
        """A player's two Expeditions side by side, the Hero's band on the left and
        the Companion's on the right, each its column of totals then its cards as
        tiles, sharing the row by need (`expedition_row.plan`, review r15 #1: a
        five-card Expedition fanned in its half beside a one-card one's empty felt):
        every tile whole beside the next while the row has room, as big as the row
        allows (a tall window's tiles grow), narrower down to each name's floor, the fuller one on two rows where the
        row is tall enough; only past that does the fuller one overlap its tiles,
        each keeping its name in the strip left in sight while it reads, the whole
        card on hover and in the preview past that."""
        from altered_desktop import expedition_row

        pi = pv["index"]
        sides = self.sides(pv)
        most = self.held(pi, most)
        p = expedition_row.plan(area.width(), area.height(), sides, most, least)
        self.exp_w[pi] = p.w
        gap = expedition_row.band_gap(area.width())
        sw = expedition_row.stats_column(area.height())
        cards_h = area.height() - 8
        x = area.left()
        for exp, side, bw, sh in zip(EXPEDITIONS, sides, p.bands, p.shapes, strict=True):
            e = pv["expeditions"][exp]
            r = QRectF(x, area.top(), bw, area.height())
            x = r.right() + gap
            self.items.append(Item(r, "expedition", None, pi, exp, extra=e))
            cards = e["cards"]
            if not cards:
                continue
            cw = bw - sw - expedition_row.lane(side, p.narrow, area.height())
            th, tw = sh.th, sh.tw
            top = r.top() + 4 + (cards_h - sh.lines * th - (sh.lines - 1) * TILE_ROW_GAP) / 2
            for k in range(sh.lines):
                row = cards[k * sh.per_row:(k + 1) * sh.per_row]
                line = QRectF(r.left() + sw, top + k * (th + TILE_ROW_GAP), cw, th)
                self.row_of_cards(row, line, th, player=pi,
                                  gap_frac=sh.gap / max(tw, 1.0), ratio=th / max(tw, 1.0))

    def track(self, area: QRectF) -> None:
        regions = self.view["adventure"]
        n = len(regions)
        if not n:
            return
        gap = area.width() * 0.006
        if n == 1:  # the Arena in tiebreakers
            w = area.width() * 0.3
            r = QRectF(area.center().x() - w / 2, area.top(), w, area.height())
            self.items.append(Item(r, "region", None, extra=regions[0]))
            return
        cards = region_cards([str(reg.get("name", "")) for reg in regions])
        seam = max(REGION_SEAM_LEAST, area.width() * REGION_SEAM_SHARE)
        gap = max(2 * REGION_CARD_PAD + 4, gap * 2)
        # a face-down region is a narrow tile (review r19 #10: a face-down Tumult card
        # spent 220 px of a laptop's track on a card's back): the width it gives goes
        # to the face-up tiles, their terrains and markers
        # (its tiles and their seam, with the card's frame, as wide as one face-up tile)
        down = [(f, c) for f, c in cards if regions[f].get("face_down")]
        up = n - sum(c for _f, c in down)
        up_seams = seam * sum(c - 1 for f, c in cards if not regions[f].get("face_down"))
        w = (area.width() - gap * (len(cards) - 1) - up_seams
             + 2 * REGION_CARD_PAD * len(down)) / max(1, up + len(down))
        widths = [w] * n
        for f, c in down:
            for k in range(c):
                widths[f + k] = (w - 2 * REGION_CARD_PAD - (c - 1) * seam) / c
        # the tiles fill the track: the players' markers stand on them, the top
        # player's along the top edge and the bottom player's along the bottom; the
        # two regions of a Tumult card lie on one card frame, a seam apart (review r11:
        # "Tumult 1, Tumult 1, Tumult 2, ..." read as regions drawn twice)
        x = area.left()
        for first, count in cards:
            tiles = []
            for k in range(count):
                tw = widths[first + k]
                tiles.append(QRectF(x, area.top() + TRACK_TILE_INSET, tw,
                                    area.height() - 2 * TRACK_TILE_INSET))
                x += tw + seam
            x += gap - seam
            frame = tiles[0].united(tiles[-1]).adjusted(-REGION_CARD_PAD, -TRACK_TILE_INSET,
                                                        REGION_CARD_PAD, TRACK_TILE_INSET)
            head = regions[first]
            self.items.append(Item(frame, "regioncard", None, extra={
                "name": head.get("name", ""), "face_down": bool(head.get("face_down")),
                "first": first, "count": count,
                "tiles": [QRectF(t) for t in tiles]}))
            for reg, r in zip(regions[first:first + count], tiles, strict=True):
                self.items.append(Item(r, "region", None, extra=reg))

    def emblem_boxes(self, share: float, width: float
                     ) -> list[tuple[dict[str, Any], list[str], float]]:
        """Each Emblem with its effect's lines and its box's height: one line, or two
        when it names what "it" is at length (`share`: Limbo's usual height)."""
        eh = max(30.0, share * 0.13)
        out = []
        for em in self.view.get("emblems") or []:
            lines = emblem_lines(em, width - 12, eh)
            out.append((em, lines, eh if len(lines) == 1 else eh * 1.5))
        return out

    def limbo_cards_height(self, share: float, width: float) -> float:
        return min(share * 0.5, width / 3 * theme.CARD_RATIO) if self.view.get("limbo") else 0.0

    def limbo_need(self, share: float, width: float,
                   boxes: list[tuple[dict[str, Any], list[str], float]]) -> float:
        """The height Limbo's box needs: its title, its cards' row, its Emblems."""
        cards = self.limbo_cards_height(share, width - 12)
        return 24 + (cards + 6 if cards else 0) + sum(h + 3 for _e, _l, h in boxes) + 3

    def limbo(self, area: QRectF, share: float,
              boxes: list[tuple[dict[str, Any], list[str], float]]) -> None:
        limbo = self.view.get("limbo") or []
        top = area.top() + 24
        ey = top
        if limbo:
            ch = self.limbo_cards_height(share, area.width() - 12)
            row = QRectF(area.left() + 6, top, area.width() - 12, ch)
            self.row_of_cards(limbo, row, ch, gap_frac=0.05)
            ey = row.bottom() + 6
        for em, lines, h in boxes:
            if ey + h > area.bottom():
                break
            self.items.append(Item(QRectF(area.left() + 6, ey, area.width() - 12, h), "emblem",
                                   None, em.get("controller"),
                                   extra={**em, "lines": lines}))
            ey += h + 3
