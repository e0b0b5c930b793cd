"""Where every zone and card of the table goes, as rectangles in widget coordinates.

Layout depends only on the view, whose side is at the bottom and the widget's size, and
it is kept apart from painting for two reasons: hit tests then cost a walk through a list
of rectangles, and the other hotseat player's board can be laid out ahead of time
(`TableWidget.prerender`) without disturbing the layout on screen.  Every size is a
fraction of the widget's size, so the table scales with the window and the screen.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, Qt

from altered_desktop import card_painter, card_tile, theme

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


def player_name(view: View | None, player: int | None) -> str:
    """Labels and tooltips name players, and neither may fail before a game is shown."""
    if view is None or player is None:
        return ""
    return view["players"][player]["name"]


def has_passed(view: View, pv: dict[str, Any]) -> bool:
    """Whether player `pv` has passed for the Afternoon (the hand label and the tracker
    say so only then: passing means nothing in the other phases)."""
    return bool(pv.get("passed")) and view.get("phase") == "Afternoon"


STATS_SHARE = 0.19  # of an expedition's width, for its title and terrain comparison


def stats_width(r: QRectF) -> float:
    """The width of expedition `r`'s column of totals: room for "12 vs 12" and an icon."""
    return max(104.0, min(200.0, r.width() * STATS_SHARE))


def stats_box(r: QRectF) -> QRectF:
    """The Expedition's name and its totals against the facing one, left of its cards."""
    return QRectF(r.left() + 4, r.top() + 4, stats_width(r) - 4, r.height() - 8)


def place(view: View | None, bottom: int, extra_hands: dict[int, list[dict[str, Any]]],
          width: int, height: int, dpr: float) -> Placement:
    """Lay out `view` as player `bottom` sees it on a `width` x `height` table.

    `extra_hands` are hands the view hides but the table may show (open-handed teaching);
    `dpr` keeps cards on whole device pixels (see `_Placer.row_of_cards`)."""
    w, h = float(width), float(height)
    # the side column (tracker, Limbo, prompt panel) takes a share of the width, within
    # bounds that keep its text readable and the board wide enough
    side_width = max(250.0, min(380.0, w * 0.21))
    if view is None:
        return Placement(side_width=side_width)
    return _Placer(view, bottom, extra_hands, dpr).place(w - side_width, h, side_width)


#: the hand row's least height in pixels (within 30 % of the table): hand cards keep a
#: full face (`card_tile.TILE_BELOW`), a picture of one height and their whole rules
#: text at the least text size (card_painter.face_layout)
HAND_ROW_PX = 204.0
#: while a Reserve is crowded (Night's Clean-up) its two rows of tiles come first: the
#: hand keeps a full face, its text less roomy
CROWDED_HAND_ROW_PX = 174.0
#: the hand cards' height over their row's
HAND_CARD_SHARE = 0.975
#: shares of the rows that do not depend on what the table holds (a big screen gives
#: the hand a quarter: its cards read without the zoom)
_HAND_SHARE, _TRACK_SHARE = 0.24, 0.125
_PEEK_SHARE, _OPEN_HAND_SHARE = 0.04, 0.055
#: a base row (Hero, Reserve, Landmarks, Mana, piles) against an Expedition row: a
#: Reserve or Landmark with cards needs room for tiles; empty, it is a labelled strip
BUSY_BASE, EMPTY_BASE = 0.82, 0.5
#: a base row whose Reserve is crowded (Night's Clean-up, when its player chooses what
#: to keep): two rows of tiles, each name whole
CROWDED_BASE = 1.7
#: a Reserve holding more cards than this is laid out on two rows, whichever side of
#: the table it is on (review r4 #4: the opponent's eight cards fanned to first words)
ONE_ROW_RESERVE = 4
#: a player's Expedition row against a busy one when neither of their Expeditions
#: holds a card (at Night, after Rest): a strip under the titles and totals, leaving
#: its room to a crowded Reserve
EMPTY_EXP = 0.62


#: how much of an Expedition marker stands on its region's tile (the rest overhangs
#: the tile's edge, like a pawn standing on a card)
PAWN_ON_TILE = 0.62


def pawn_size(region: QRectF) -> float:
    """The diameter of an Expedition marker standing on a region tile: big enough to
    find at a glance across the table (review r4 #11: 20 px discs were missed, BGA's
    pawns are big), two abreast on the tile."""
    return max(28.0, min(region.height() * 0.42, region.width() * 0.3))


def region_content(region: QRectF) -> QRectF:
    """The part of a region tile its number, terrains and name are drawn in: between
    the strips the markers stand in."""
    inset = pawn_size(region) * PAWN_ON_TILE + 1  # a pixel clear of the markers
    return region.adjusted(0, inset, 0, -inset)


def table_rows(h: float, *, own_busy: bool = True, opp_busy: bool = True,
               opp_open: bool = False, own_crowded: bool = False,
               opp_crowded: bool = False, own_exp_busy: bool = True,
               opp_exp_busy: bool = True,
               opp_crowded_share: float = CROWDED_BASE) -> dict[str, tuple[float, float]]:
    """The rows of a table `h` pixels high as (top, height) shares, laid out by content:
    the hand row takes its share or `HAND_ROW_PX`, whichever is more (at most 30 %); the
    opponent's hand is a strip unless it is shown open; the Expeditions, the table's
    main content, share what is left with the two base rows, which shrink to strips
    when their Reserve and Landmarks are empty (`own_busy`, `opp_busy`); a crowded
    Reserve (`own_crowded`, `opp_crowded`) gets two rows of tiles (the opponent's
    flatter on a short table, `opp_crowded_share`), and a player's Expeditions
    holding no card (`own_exp_busy`, `opp_exp_busy` False) give it room."""
    h = max(h, 1.0)
    crowded = own_crowded or opp_crowded
    hand_px = CROWDED_HAND_ROW_PX if crowded else HAND_ROW_PX
    hand = max(_HAND_SHARE if not crowded else 0.2, min(0.3, hand_px / h))
    peek = _OPEN_HAND_SHARE if opp_open else _PEEK_SHARE
    rest = 1.0 - hand - peek - _TRACK_SHARE
    own_b = CROWDED_BASE if own_crowded else BUSY_BASE if own_busy else EMPTY_BASE
    opp_b = opp_crowded_share if opp_crowded else BUSY_BASE if opp_busy else EMPTY_BASE
    own_e = 1.0 if own_exp_busy else EMPTY_EXP
    opp_e = 1.0 if opp_exp_busy else EMPTY_EXP
    unit = rest / (own_e + opp_e + own_b + opp_b)
    shares = (("opp_hand", peek), ("opp_base", opp_b * unit), ("opp_exp", opp_e * unit),
              ("track", _TRACK_SHARE), ("own_exp", own_e * unit), ("own_base", own_b * unit),
              ("own_hand", hand))
    rows: dict[str, tuple[float, float]] = {}
    y = 0.0
    for name, share in shares:
        rows[name] = (y, share)
        y += share
    return rows


def base_busy(pv: dict[str, Any]) -> bool:
    """Whether a player's base row holds cards besides the Hero (it needs tiles' room)."""
    return bool(pv.get("reserve") or pv.get("landmarks"))


#: the least height of a Reserve tile on two rows (a name on two lines over the
#: statistics), and of an Expedition row holding cards, in pixels: both crowded
#: Reserves go on two rows of full tiles only while the table keeps these
ROW_TILE_LEAST, EXP_ROW_LEAST = 60.0, 92.0
#: a Reserve on two rows keeps its tiles down to this height, then it is a list
OWN_ROW_TILE_LEAST = 52.0
#: else the opponent's Reserve is a list (`_Placer.listed_cards`): its base row's share
#: against an Expedition row's, a list line's least width and most height in pixels
TIGHT_CROWDED_BASE = 1.2
LISTED_LEAST_W, LISTED_MOST_H, LISTED_LEAST_H = 230.0, 30.0, 14.0


def two_rows_fit(rows: dict[str, tuple[float, float]], h: float, pad: float) -> bool:
    """Whether `rows` (both Reserves crowded) leave each Reserve's two rows of tiles and
    each Expedition row with cards the height they need to be read."""
    def px(name: str) -> float:
        return rows[name][1] * h - pad

    tile = (px("opp_base") - ZONE_LABEL_PX - 2 - 3 - 4) / 2
    exps = [px(n) for n in ("own_exp", "opp_exp")]
    return tile >= ROW_TILE_LEAST and min(exps) >= EXP_ROW_LEAST


def list_fits(rows: dict[str, tuple[float, float]], h: float, pad: float, n: int) -> bool:
    """Whether the opponent's base row of `rows` holds `n` listed cards in two columns
    with lines of at least `LISTED_LEAST_H` pixels, the bottom player's crowded Reserve
    keeping its two rows of tiles."""
    inside = rows["opp_base"][1] * h - pad - ZONE_LABEL_PX - 2 - 3
    lines = -(-n // 2)
    own_tile = (rows["own_base"][1] * h - pad - ZONE_LABEL_PX - 2 - 3 - 4) / 2
    return (inside - 3 * (lines - 1)) / lines >= LISTED_LEAST_H \
        and own_tile >= OWN_ROW_TILE_LEAST


def expeditions_busy(pv: dict[str, Any]) -> bool:
    """Whether either of a player's Expeditions holds a card (its row needs tiles' room)."""
    return any(e.get("cards") for e in (pv.get("expeditions") or {}).values())


def reserve_crowded(pv: dict[str, Any]) -> bool:
    """Whether a Reserve holds too many cards for one row of whole names (at Night, after
    Rest, when its player keeps some and discards the rest)."""
    return len(pv.get("reserve") or ()) > ONE_ROW_RESERVE


#: the last events' box in the side column: its share of the table's height (less while
#: Limbo is shown under it) and its least height in pixels (a title and three lines)
RECENT_SHARE, RECENT_BUSY, RECENT_LEAST_PX = 0.25, 0.13, 84.0
#: options a choice lists that the prompt panel shows beside a full last events' box;
#: a longer list takes the box's room (it shrinks to `RECENT_BUSY`)
CHOOSING_ROOMY = 4
#: the share of the table's height by which Limbo's cards and Emblems are sized (the box
#: itself is as tall as they need, up to 30 %)
LIMBO_SHARE = 0.22

#: a tile's height over its width in an Expedition (name, picture, statistics) and in a
#: base row (flatter: one line of name, gems beside the picture)
EXP_TILE_RATIO = 0.95
BASE_TILE_RATIO = 0.56
#: the least width of a Reserve or Landmark tile (a name of two short lines beside its
#: gems); narrower, the row fans instead
LEAST_TILE_W = 100.0
#: the label strip over a Reserve or Landmarks zone, in pixels
ZONE_LABEL_PX = 16.0


class _Placer:
    """Builds one `Placement`; a class only so the zone helpers share the item list."""

    def __init__(self, view: View, bottom: int,
                 extra_hands: dict[int, list[dict[str, Any]]], dpr: float) -> None:
        self.view = view
        self.bottom = bottom
        self.extra_hands = extra_hands
        self.dpr = dpr
        self.items: list[Item] = []
        self.crowded: set[int] = set()  # players whose Reserve is on two rows
        self.shares: dict[int, float] = {}  # their base rows' shares (`table_rows`)

    def place(self, mw: float, h: float, side_width: float) -> Placement:
        v = self.view
        top = 1 - self.bottom
        pad = h * 0.008
        pvs = v["players"]
        # a crowded Reserve goes on two rows on either side of the table, the
        # opponent's read as closely as one's own (which of them they keep), when the
        # table has the height for both: else the bottom player's (who chooses at
        # Clean-up) takes two rows and the other's fans with each name and all three
        # statistics written again in the strip left in sight (`table_display`)
        self.crowded = {p for p in (self.bottom, top) if reserve_crowded(pvs[p])}

        def rows_for(opp_share: float) -> dict[str, tuple[float, float]]:
            return table_rows(
                h, own_busy=base_busy(pvs[self.bottom]), opp_busy=base_busy(pvs[top]),
                opp_open=pvs[top].get("hand") is not None or top in self.extra_hands,
                own_crowded=self.bottom in self.crowded, opp_crowded=top in self.crowded,
                own_exp_busy=expeditions_busy(pvs[self.bottom]),
                opp_exp_busy=expeditions_busy(pvs[top]), opp_crowded_share=opp_share)

        self.shares = {self.bottom: CROWDED_BASE, top: CROWDED_BASE}
        rows = rows_for(CROWDED_BASE)
        if len(self.crowded) == 2 and not two_rows_fit(rows, h, pad):
            # the other's Reserve as a list, if its lines keep a readable height; else
            # it fans on one row, as a table too short for anything else
            self.shares[top] = TIGHT_CROWDED_BASE
            rows = rows_for(TIGHT_CROWDED_BASE)
            if not list_fits(rows, h, pad, len(pvs[top]["reserve"])):
                self.crowded = {self.bottom}
                rows = rows_for(CROWDED_BASE)

        def row(name: str) -> QRectF:
            y, hh = rows[name]
            return QRectF(pad, y * h + pad / 2, mw - 2 * pad, hh * h - pad)

        # hands
        self.hand(v["players"][self.bottom], row("own_hand"), own=True)
        self.hand(v["players"][top], row("opp_hand"), own=False)
        # base rows
        self.base(v["players"][self.bottom], row("own_base"))
        self.base(v["players"][top], row("opp_base"))
        # expeditions
        self.expeditions(v["players"][self.bottom], row("own_exp"))
        self.expeditions(v["players"][top], row("opp_exp"))
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
                         track_rect, recent_rect)

    @staticmethod
    def card_size(height: float) -> tuple[float, float]:
        return height / theme.CARD_RATIO, height

    def row_of_cards(self, cards: list[dict[str, Any]], area: QRectF, ch: float, *,
                     kind: str = "card", player: int | None = None, centre: bool = False,
                     gap_frac: float = 0.08, ratio: float | None = None) -> None:
        """Lay cards left to right inside `area`, overlapping them when they do not fit.
        `ratio` (height over width) is a tile's shape, for cards drawn as tiles."""
        cw, ch = self.card_size(ch)
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

    def hand(self, pv: dict[str, Any], area: QRectF, *, own: bool) -> None:
        first = len(self.items)
        self._hand(pv, area, own=own)
        for it in self.items[first:]:
            if it.kind in ("card", "back"):
                it.extra["hand"] = True  # where a card played from a hand starts its glide

    def _hand(self, pv: dict[str, Any], area: QRectF, *, own: bool) -> None:
        pi = pv["index"]
        hand = pv.get("hand")
        if hand is None and pi in self.extra_hands:
            hand = self.extra_hands[pi]
        if own:
            ch = area.height() * HAND_CARD_SHARE
            if hand is not None:
                self.row_of_cards(hand, area.adjusted(area.width() * 0.115, 0,
                                                      -area.width() * 0.01, 0),
                                  ch, player=pi, centre=True)
            else:
                backs = [{"oid": None}] * pv["hand_count"]
                self.backs(backs, area, ch, pi)
            self.items.append(Item(QRectF(area.left(), area.top(), area.width() * 0.11,
                                          area.height()), "handlabel", None, pi,
                                   label=self.hand_label(pv)))
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
            else:
                bh = area.height() - 2
                fan = QRectF(area.left() + area.width() * 0.3, area.top() + 1,
                             area.width() * 0.4, bh)
                self.backs([{"oid": None}] * pv["hand_count"], fan, bh, pi, centre=False)
            self.items.append(Item(QRectF(area.left(), area.top(), area.width() * 0.3,
                                          area.height()), "toplabel", None, pi,
                                   label=self.hand_label(pv)))

    def hand_label(self, pv: dict[str, Any]) -> str:
        """"Hand · 5", and "· passed" once a player has passed for the Afternoon."""
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

    def base(self, pv: dict[str, Any], area: QRectF) -> None:
        """Hero zone, Reserve, Landmarks, Mana, Deck and Discard of one player."""
        pi = pv["index"]
        two_rows = pi in self.crowded
        # a row grown for two rows of Reserve tiles keeps its Hero, piles and Landmarks
        # at the size they have on one
        ch = area.height() * 0.92 * (BUSY_BASE / self.shares[pi] if two_rows else 1.0)
        cw, _ = self.card_size(ch)
        gap = cw * 0.2
        y = area.top() + (area.height() - ch) / 2
        x = area.left()
        hero = pv.get("hero")
        # the Hero is a tile as wide as it is tall: its name whole, its faction's picture
        hero_rect = QRectF(x, y, ch * 1.3, ch)
        if hero:
            self.items.append(Item(hero_rect, "card", hero, pi, extra={"tile": True}))
        else:
            self.items.append(Item(hero_rect, "slot", None, pi, label=QCoreApplication.translate("Table", "No Hero")))
        x += hero_rect.width() + gap
        # the piles sit on the far right; mana just before them
        pile_w = max(cw, 72.0)
        right = area.right()
        # the discard pile's top card is a tile: wide enough for a name on two lines
        discard_rect = QRectF(right - max(pile_w, 88.0), y, max(pile_w, 88.0), ch)
        deck_rect = QRectF(discard_rect.left() - gap * 0.6 - pile_w, y, pile_w, ch)
        # a crowded Reserve takes room from the Mana zone (its orbs still fit) so that
        # its tiles are wider: on two rows, each name on one line
        fanned = not two_rows and reserve_crowded(pv)
        mana_w = max(cw * 1.6, area.width() * (0.085 if fanned or two_rows else 0.12))
        mana_rect = QRectF(deck_rect.left() - gap - mana_w, area.top(), mana_w, area.height())
        if two_rows:  # level with the Hero and the piles
            mana_rect = QRectF(mana_rect.left(), y - 4, mana_w, ch + 8)
        self.items.append(Item(deck_rect, "deck", None, pi, label=str(pv["deck_count"])))
        top_discard = pv["discard"][-1] if pv["discard"] else None
        # the card under the top one: the pile shows it while the top card is still
        # gliding there (a Night's discards), so the pile never vanishes meanwhile
        below = pv["discard"][-2] if len(pv["discard"]) > 1 else None
        self.items.append(Item(discard_rect, "discard", top_discard, pi,
                               label=str(len(pv["discard"])), extra={"below": below}))
        self.items.append(Item(mana_rect, "mana", None, pi, extra=dict(pv["mana"])))
        # Reserve and Landmarks share what is left, weighted by what they hold (an
        # empty one keeps room for its label and a card or two)
        free = QRectF(x, area.top(), mana_rect.left() - gap - x, area.height())
        rl = max(pv["reserve_limit"], len(pv["reserve"]), 1) + len(pv["reserve"])
        ll = max(pv["landmark_limit"], len(pv["landmarks"]), 1) + len(pv["landmarks"])
        if two_rows:  # the Reserve's rows are half as long
            rl = (rl + 1) // 2
        rw = free.width() * rl / (rl + ll) - gap / 2
        # each keeps room for its label ("Landmarks 1/2") however full the other is
        least = min(free.width() * 0.4, 120.0)
        rw = max(least, min(free.width() - gap - least, rw))
        if two_rows or fanned:  # the Landmarks keep room for their cards; the Reserve the rest
            lw = max(least, min(free.width() * 0.3,
                                max(1, len(pv["landmarks"])) * ch * 1.3 + 12))
            rw = free.width() - gap - lw
        res = QRectF(free.left(), free.top(), rw, free.height())
        lms = QRectF(res.right() + gap, free.top(), free.width() - rw - gap, free.height())
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
            if two_rows and cards is pv["reserve"]:
                self.wrapped_tiles(cards, inside, pi)
                continue
            if two_rows:  # Landmarks at their one-row size, level with the Hero
                inside = QRectF(inside.left(), y, inside.width(), ch)
            # flat tiles while they fit side by side, narrower (up to card-shaped)
            # before they overlap; never narrower than a name needs: past that they
            # fan, each name written again in the strip left in sight
            each = inside.width() / max(1, len(cards)) * 0.95
            ratio = min(1.3, max(BASE_TILE_RATIO, inside.height() / max(each, 1.0)),
                        inside.height() / LEAST_TILE_W)
            self.row_of_cards(cards, inside, inside.height(), player=pi,
                              ratio=ratio, gap_frac=0.05)

    def wrapped_tiles(self, cards: list[dict[str, Any]], inside: QRectF, pi: int) -> None:
        """A crowded Reserve on two rows of tiles side by side, none overlapping: each
        name whole and the statistics at their full size while the player chooses.  Too
        short for tiles (the opponent's, on a short table), it is a list instead."""
        per_row = (len(cards) + 1) // 2
        gap = 4.0
        th = (inside.height() - gap) / 2
        if th < OWN_ROW_TILE_LEAST:
            self.listed_cards(cards, inside, pi)
            return
        # as wide as the row allows, up to a flat strip: a name on one line beside the gems
        tw = min(th * 3.4, (inside.width() - gap * (per_row - 1)) / per_row)
        for k, row in enumerate((cards[:per_row], cards[per_row:])):
            line = QRectF(inside.left(), inside.top() + k * (th + gap), inside.width(), th)
            self.row_of_cards(row, line, th, player=pi, ratio=th / max(tw, 1.0),
                              gap_frac=gap / max(tw, 1.0))

    def listed_cards(self, cards: list[dict[str, Any]], inside: QRectF, pi: int) -> None:
        """Cards as lines of a list, in columns: each its costs, its name whole on one
        line and its three statistics (`table_paint.draw_listed_card`); what a crowded
        Reserve shows where the table has not the height for tiles (review r4 #4: fanned,
        the opponent's eight cards read "Ordis Spy", "Kakoba,", "The", water hidden)."""
        n = len(cards)
        gap = 3.0
        cols = 2 if n > 3 else 1
        if n > 6 and inside.width() / 3 >= LISTED_LEAST_W:
            cols = 3
        rows = -(-n // cols)
        lh = min(LISTED_MOST_H, (inside.height() - gap * (rows - 1)) / rows)
        cw = (inside.width() - gap * (cols - 1)) / cols
        for i, c in enumerate(cards):
            col, row = divmod(i, rows)
            r = QRectF(inside.left() + col * (cw + gap), inside.top() + row * (lh + gap), cw, lh)
            self.items.append(Item(r, "card", c, pi, extra={"listed": True}))

    def expeditions(self, pv: dict[str, Any], area: QRectF) -> None:
        pi = pv["index"]
        gap = area.width() * 0.012
        half = (area.width() - gap) / 2
        for k, exp in enumerate(EXPEDITIONS):
            r = QRectF(area.left() + k * (half + gap), area.top(), half, area.height())
            e = pv["expeditions"][exp]
            self.items.append(Item(r, "expedition", None, pi, exp, extra=e))
            cards_area = r.adjusted(stats_width(r) + 6, 4, -6, -4)
            # four tiles side by side before they overlap; fewer cards take the room
            # there is, wider (up to 1.4 times their height) for long names on two lines
            ch = min(cards_area.height(), cards_area.width() / 3.6 * EXP_TILE_RATIO)
            n = max(3, len(e["cards"]))
            wide = min(ch * 1.4, cards_area.width() / n * 0.95)
            ratio = min(EXP_TILE_RATIO, ch / max(wide, 1.0))
            self.row_of_cards(e["cards"], cards_area, ch, player=pi,
                              gap_frac=0.05, ratio=ratio)

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
        w = (area.width() - gap * (n - 1)) / n
        # the tiles fill the track: the players' markers stand on them, the top
        # player's along the top edge and the bottom player's along the bottom
        for i, reg in enumerate(regions):
            r = QRectF(area.left() + i * (w + gap), area.top() + 3, w, area.height() - 6)
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
