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

from PySide6.QtCore import QRectF

from altered_desktop import card_painter, theme

View = dict[str, Any]
EXPEDITIONS = ("hero", "companion")
EXP_LABEL = {"hero": "Hero Expedition", "companion": "Companion Expedition"}


@dataclass
class Item:
    """Something drawn on the table that the mouse can point at."""

    rect: QRectF
    # card, back, slot, deck, discard, expedition, mana, region, emblem, zone,
    # handlabel, toplabel
    kind: str
    card: dict[str, Any] | None = None
    player: int | None = None
    exp: str | None = None
    label: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def oid(self) -> int | None:
        return self.card["oid"] if self.card else None


@dataclass
class Placement:
    """One layout of the table: its items in painting order and the side column's zones.

    The defaults are those of a table that has no game to show yet."""

    items: list[Item] = field(default_factory=list)
    side_width: float = 300.0
    panel_top: float = 0.0  # where the prompt panel starts in the side column
    tracker_rect: QRectF = field(default_factory=QRectF)
    limbo_rect: QRectF = field(default_factory=QRectF)
    track_rect: QRectF = field(default_factory=QRectF)


def player_name(view: View | None, player: int | None) -> str:
    """Labels and tooltips name players, and neither may fail before a game is shown."""
    if view is None or player is None:
        return ""
    return view["players"][player]["name"]


def has_passed(view: View, pv: dict[str, Any]) -> bool:
    """Whether player `pv` has passed for the Afternoon (the hand label and the tracker
    say so only then: passing means nothing in the other phases)."""
    return bool(pv.get("passed")) and view.get("phase") == "Afternoon"


STATS_SHARE = 0.17  # of an expedition's width, for its terrain comparison


def stats_box(r: QRectF) -> QRectF:
    """The terrain comparison inside expedition `r`: its frame and its pips share it."""
    sw = r.width() * STATS_SHARE
    return QRectF(r.left() + 6, r.top() + r.height() * 0.14, sw - 6, r.height() * 0.8)


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


# each row of the board: (top, height) as shares of the table's height, for a table
# tall enough that the hand row alone keeps its cards legible
_ROWS = (("opp_hand", 0.055), ("opp_base", 0.145), ("opp_exp", 0.165), ("track", 0.13),
         ("own_exp", 0.165), ("own_base", 0.155), ("own_hand", 0.215))
#: the hand row's least height in pixels (within 32 % of the table): hand cards are read
#: more than any other, so on a short screen the other rows give way to them
HAND_ROW_PX = 200.0
#: on a screen short enough that the hand row takes more than its share, the rows that
#: give way are the Adventure track and the opponent's hand (read at a glance), while
#: your own Reserve, Landmarks and Hero (whose cards you play and read) grow instead
_SHORT = {"opp_hand": 0.045, "track": 0.105, "own_base": 0.185}


def table_rows(h: float) -> dict[str, tuple[float, float]]:
    """The rows of a table `h` pixels high: the hand row takes its share or
    `HAND_ROW_PX`, whichever is more (at most 32 %), the others share the rest in their
    proportions."""
    hand = max(dict(_ROWS)["own_hand"], min(0.32, HAND_ROW_PX / max(h, 1.0)))
    shares = _ROWS if hand <= dict(_ROWS)["own_hand"] else \
        tuple((name, _SHORT.get(name, share)) for name, share in _ROWS)
    others = sum(share for name, share in shares if name != "own_hand")
    scale = (1.0 - hand) / others
    rows: dict[str, tuple[float, float]] = {}
    y = 0.0
    for name, share in shares:
        hh = hand if name == "own_hand" else share * scale
        rows[name] = (y, hh)
        y += hh
    return rows


class _Placer:
    """Builds one `Placement`; a class only so the zone helpers share the item list."""

    def __init__(self, view: View, bottom: int,
                 extra_hands: dict[int, list[dict[str, Any]]], dpr: float) -> None:
        self.view = view
        self.bottom = bottom
        self.extra_hands = extra_hands
        self.dpr = dpr
        self.items: list[Item] = []

    def place(self, mw: float, h: float, side_width: float) -> Placement:
        v = self.view
        top = 1 - self.bottom
        pad = h * 0.008
        rows = table_rows(h)

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
        # side column: tracker at the top, Limbo and Emblems below it
        sx = mw + pad
        sw = side_width - 2 * pad
        tracker_rect = QRectF(sx, pad, sw, h * 0.2)
        busy = bool(v.get("limbo") or v.get("emblems"))
        limbo_rect = QRectF(sx, tracker_rect.bottom() + pad, sw, h * (0.25 if busy else 0.06))
        self.limbo(limbo_rect)
        return Placement(self.items, side_width, limbo_rect.bottom() + pad, tracker_rect,
                         limbo_rect, track_rect)

    @staticmethod
    def card_size(height: float) -> tuple[float, float]:
        return height / theme.CARD_RATIO, height

    def row_of_cards(self, cards: list[dict[str, Any]], area: QRectF, ch: float, *,
                     kind: str = "card", player: int | None = None, centre: bool = False,
                     gap_frac: float = 0.08) -> None:
        """Lay cards left to right inside `area`, overlapping them when they do not fit."""
        cw, ch = self.card_size(ch)
        n = len(cards)
        if n == 0:
            return
        gap = cw * gap_frac
        # exhausted cards are turned sideways, so they take a landscape slot
        widths = [ch if card_painter.is_turned(c) else cw for c in cards]
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
            self.items.append(Item(QRectF(left, y, w, hh), kind, c, player))
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
            ch = area.height() * 0.94
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
            # the opponent's hand peeks in from the top edge
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
                self.backs([{"oid": None}] * pv["hand_count"], sub, ch * 0.98, pi)
            self.items.append(Item(QRectF(area.left(), area.top(), area.width() * 0.24,
                                          area.height()), "toplabel", None, pi,
                                   label=self.hand_label(pv)))

    def hand_label(self, pv: dict[str, Any]) -> str:
        """"Hand · 5", and "· passed" once a player has passed for the Afternoon."""
        passed = " · passed" if has_passed(self.view, pv) else ""
        return f"Hand · {pv['hand_count']}{passed}"

    def backs(self, backs: list[dict[str, Any]], area: QRectF, ch: float, pi: int) -> None:
        cw, ch = self.card_size(ch)
        n = len(backs)
        if not n:
            return
        step = min(cw * 0.55, (area.width() - cw) / max(1, n - 1))
        total = cw + (n - 1) * step
        x = area.left() + (area.width() - total) / 2
        y = area.top() + (area.height() - ch) / 2
        for i in range(n):
            self.items.append(Item(QRectF(x + i * step, y, cw, ch), "back", None, pi))

    def base(self, pv: dict[str, Any], area: QRectF) -> None:
        """Hero zone, Reserve, Landmarks, Mana, Deck and Discard of one player."""
        pi = pv["index"]
        ch = area.height() * 0.86
        cw, _ = self.card_size(ch)
        gap = cw * 0.25
        y = area.top() + (area.height() - ch) / 2
        x = area.left()
        hero = pv.get("hero")
        hero_rect = QRectF(x, y, cw, ch)
        if hero and card_painter.is_turned(hero):
            hero_rect = QRectF(x, y + (ch - cw) / 2, ch, cw)
        if hero:
            self.items.append(Item(hero_rect, "card", hero, pi))
        else:
            self.items.append(Item(hero_rect, "slot", None, pi, label="No Hero"))
        x += hero_rect.width() + gap
        # the piles sit on the far right; mana just before them
        pile_w = cw
        right = area.right()
        discard_rect = QRectF(right - pile_w, y, pile_w, ch)
        deck_rect = QRectF(discard_rect.left() - gap * 0.6 - pile_w, y, pile_w, ch)
        mana_w = max(cw * 1.5, area.width() * 0.13)
        mana_rect = QRectF(deck_rect.left() - gap - mana_w, area.top(), mana_w, area.height())
        self.items.append(Item(deck_rect, "deck", None, pi, label=str(pv["deck_count"])))
        top_discard = pv["discard"][-1] if pv["discard"] else None
        self.items.append(Item(discard_rect, "discard", top_discard, pi,
                               label=str(len(pv["discard"]))))
        self.items.append(Item(mana_rect, "mana", None, pi, extra=dict(pv["mana"])))
        # Reserve and Landmarks share what is left, weighted by their limits
        free = QRectF(x, area.top(), mana_rect.left() - gap - x, area.height())
        rl = max(pv["reserve_limit"], len(pv["reserve"]), 1)
        ll = max(pv["landmark_limit"], len(pv["landmarks"]), 1)
        rw = free.width() * rl / (rl + ll) - gap / 2
        res = QRectF(free.left(), free.top(), rw, free.height())
        lms = QRectF(res.right() + gap, free.top(), free.width() - rw - gap, free.height())
        self.items.append(Item(res, "zone", None, pi, label=f"Reserve {len(pv['reserve'])}/"
                               f"{pv['reserve_limit']}",
                               extra={"over": len(pv["reserve"]) > pv["reserve_limit"]}))
        self.items.append(Item(lms, "zone", None, pi, label=f"Landmarks {len(pv['landmarks'])}/"
                               f"{pv['landmark_limit']}",
                               extra={"over": len(pv["landmarks"]) > pv["landmark_limit"]}))
        inner = 0.11 * area.height()
        # the Reserve's and Landmarks' cards fill the room under their labels
        self.row_of_cards(pv["reserve"], res.adjusted(inner * 0.5, inner, -inner * 0.5, 0),
                          ch * 0.97, player=pi)
        self.row_of_cards(pv["landmarks"], lms.adjusted(inner * 0.5, inner, -inner * 0.5, 0),
                          ch * 0.97, player=pi)

    def expeditions(self, pv: dict[str, Any], area: QRectF) -> None:
        pi = pv["index"]
        gap = area.width() * 0.012
        half = (area.width() - gap) / 2
        for k, exp in enumerate(EXPEDITIONS):
            r = QRectF(area.left() + k * (half + gap), area.top(), half, area.height())
            e = pv["expeditions"][exp]
            self.items.append(Item(r, "expedition", None, pi, exp, extra=e))
            stats_w = r.width() * STATS_SHARE
            cards_area = r.adjusted(stats_w + r.width() * 0.015, r.height() * 0.12,
                                    -r.width() * 0.01, -r.height() * 0.02)
            self.row_of_cards(e["cards"], cards_area, cards_area.height() * 0.98, player=pi,
                              gap_frac=0.06)

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
        # the tiles leave a band above and below for the players' markers
        band = area.height() * 0.26
        for i, reg in enumerate(regions):
            r = QRectF(area.left() + i * (w + gap), area.top() + band, w,
                       area.height() - 2 * band)
            self.items.append(Item(r, "region", None, extra=reg))

    def limbo(self, area: QRectF) -> None:
        v = self.view
        limbo = v.get("limbo") or []
        top = area.top() + 24
        ey = top
        if limbo:
            ch = min(area.height() * 0.5, area.width() / 3 * theme.CARD_RATIO)
            row = QRectF(area.left() + 6, top, area.width() - 12, ch)
            self.row_of_cards(limbo, row, ch, gap_frac=0.05)
            ey = row.bottom() + 6
        eh = max(30.0, area.height() * 0.13)
        for em in v.get("emblems") or []:
            if ey + eh > area.bottom():
                break
            self.items.append(Item(QRectF(area.left() + 6, ey, area.width() - 12, eh), "emblem",
                                   None, em.get("controller"), extra=em))
            ey += eh + 3
