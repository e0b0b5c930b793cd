"""The card table: one widget that paints a player's view of the game and reports clicks.

Everything on it comes from `game.view(viewer)` (plus, in open-handed teaching games, the
other player's own view of their hand), never from engine state, so a hotseat table cannot
show a hand it should not.  Painting one widget with QPainter (instead of a widget per
card) scales cleanly with the window and the screen's pixel ratio: every size below is a
fraction of the widget's size.

After an answer the table must repaint within a frame, so painting is layered:

* the board is a display list (`_list_board`): one operation per element, keyed by what
  it shows; each element is drawn once into a sprite (`sprites`) and blitted afterwards;
* the board image is only repainted where the list changed, and only that region goes to
  Qt (`board_layer`); there is one image per player at the bottom, and the other hotseat
  player's is brought up to date while idle (`prerender`), so turning the table round
  costs only what the last answer changed;
* the pointer layer (hover, zoom, focus ring, recap, toast) is drawn over the image on
  every paint.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QHelpEvent,
    QKeyEvent,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
    QRadialGradient,
    QRegion,
    QResizeEvent,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from altered_desktop import card_painter, theme
from altered_desktop.board_layer import BoardLayer, Listing, Op
from altered_desktop.sprites import SpriteCache

View = dict[str, Any]
EXPEDITIONS = ("hero", "companion")
EXP_LABEL = {"hero": "Hero Expedition", "companion": "Companion Expedition"}


@dataclass
class Item:
    """Something drawn on the table that the mouse can point at."""

    rect: QRectF
    kind: str  # card, back, slot, deck, discard, expedition, mana, region, emblem
    card: dict[str, Any] | None = None
    player: int | None = None
    exp: str | None = None
    label: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def oid(self) -> int | None:
        return self.card["oid"] if self.card else None


def pend_mine(v: View) -> bool:
    pend = v.get("pending")
    return bool(pend) and not pend.get("waiting")


class TableWidget(QWidget):
    """Paints the table and turns mouse input into intents for the main window."""

    card_clicked = Signal(int)  # oid
    card_context = Signal(int, QPointF)  # oid, global position
    expedition_clicked = Signal(int, str)  # player, expedition
    card_dropped = Signal(int, str)  # oid, expedition of the bottom player
    discard_clicked = Signal(int)  # player
    emblem_clicked = Signal(int)  # emblem oid
    drag_started = Signal(int)  # oid of the card picked up
    laid_out = Signal()  # zones moved: overlays and the prompt panel follow
    background_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(760, 540)
        self.view: View | None = None
        self.extra_hands: dict[int, list[dict[str, Any]]] = {}
        self.bottom = 0
        self.highlight: set[int] = set()  # objects the pending decision is about
        self.selected: set[int] = set()  # objects chosen so far in a multi-choice
        self.playable: set[int] = set()  # cards with a legal play now
        self.log_focus: set[int] = set()  # objects of the log entry being studied
        self.drop_targets: set[str] = set()  # bottom expeditions offered for a play
        self.exp_targets: set[tuple[int, str]] = set()  # expeditions a decision asks about
        self.emblem_targets: set[int] = set()  # emblems a decision asks about
        self.items: list[Item] = []
        self.hover: Item | None = None
        self.zoom_locked: dict[str, Any] | None = None
        self.paint_count = 0
        self._press: QPointF | None = None
        self._press_item: Item | None = None
        self._drag_pos: QPointF | None = None
        self._toast = ""
        self._toast_timer = QTimer(self)
        self._toast_timer.setSingleShot(True)
        self._toast_timer.timeout.connect(self._clear_toast)
        self._recap: tuple[str, list[str]] | None = None
        self._recap_timer = QTimer(self)
        self._recap_timer.setSingleShot(True)
        self._recap_timer.timeout.connect(self._clear_recap)
        self.side_width = 300.0
        self.panel_top = 0.0
        self._felt: QPixmap | None = None
        self._felt_key: tuple[Any, ...] | None = None
        # one board image per player at the bottom (see BoardLayer), sharing sprites
        self.sprites = SpriteCache()
        self.boards = {0: BoardLayer(self.sprites), 1: BoardLayer(self.sprites)}
        self.board = self.boards[0]  # the one shown last
        self._ops: list[Op] = []
        self._listed_key: tuple[Any, ...] | None = None
        self._marks_of: dict[int, tuple[set[int], set[int]]] = {}  # last lit cards, per side
        self._painting = QRegion()  # the region the paint event in progress covers
        self._shown: Listing | None = None  # what the screen shows, to find what changed
        self._shown_size: tuple[QSize, float] | None = None
        self._layout_gen = 0
        self.tracker_rect = QRectF()
        self.kbd_focus: int | None = None
        self.limbo_rect = QRectF()
        self.track_rect = QRectF()

    def sizeHint(self) -> QSize:
        return QSize(1500, 940)

    # ------------------------------------------------------------------ state
    def set_view(self, view: View, *, extra_hands: dict[int, list[dict[str, Any]]] | None = None,
                 highlight: set[int] | None = None, playable: set[int] | None = None,
                 selected: set[int] | None = None,
                 targets: tuple[set[tuple[int, str]], set[int]] | None = None) -> None:
        """Show `view`; `targets` (expeditions, emblems) as for `set_targets`, given here
        so the board is listed once per answer rather than twice."""
        if targets is not None:
            self.exp_targets, self.emblem_targets = set(targets[0]), set(targets[1])
        self.view = view
        self.bottom = view["viewer"] if view.get("viewer") is not None else 0
        self.extra_hands = extra_hands or {}
        self.highlight = set(highlight or ())
        self.playable = set(playable or ())
        self.selected = set(selected or ())
        self._marks_of[self.bottom] = (self.highlight, self.playable)
        self.drop_targets = set()
        pointer_shown = self.hover is not None or self.zoom_locked is not None
        self.hover = None
        self.zoom_locked = None
        self.relayout()
        if pointer_shown:
            self.update()  # the hover or zoom drawn over the board goes away

    def set_selected(self, selected: set[int]) -> None:
        self.selected = set(selected)
        self.board_changed()

    def set_log_focus(self, oids: set[int]) -> None:
        self.log_focus = set(oids)
        self.board_changed()

    def set_targets(self, expeditions: set[tuple[int, str]], emblems: set[int]) -> None:
        self.exp_targets = set(expeditions)
        self.emblem_targets = set(emblems)
        self.board_changed()

    def set_drop_targets(self, exps: set[str]) -> None:
        self.drop_targets = set(exps)
        self.board_changed()

    def show_toast(self, text: str, ms: int = 4500) -> None:
        self._toast = text
        self._toast_timer.start(ms)
        self.update()

    def _clear_toast(self) -> None:
        self._toast = ""
        self.update()

    def visible_oids(self) -> set[int]:
        return {i.oid for i in self.items if i.oid is not None}

    def item_for(self, oid: int) -> Item | None:
        for it in self.items:
            if it.oid == oid:
                return it
        return None

    def expedition_item(self, player: int, exp: str) -> Item | None:
        for it in self.items:
            if it.kind == "expedition" and it.player == player and it.exp == exp:
                return it
        return None

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.relayout()

    # ------------------------------------------------------------------ layout
    def _metrics(self) -> tuple[float, float, float]:
        w, h = float(self.width()), float(self.height())
        self.side_width = max(250.0, min(380.0, w * 0.21))
        return w - self.side_width, h, w

    def relayout(self) -> None:
        """Place every zone and card; kept separate from painting so hit tests are cheap."""
        self._layout_gen += 1
        self._place()
        self.laid_out.emit()
        if self.view is None:
            self.update()
        elif self.kbd_focus is not None:
            self.update()  # the focus ring follows its card wherever it moved
        else:
            self.board_changed()

    # what `_place` and the highlights decide, saved around a `prerender`
    _SIDE_STATE = ("view", "bottom", "extra_hands", "highlight", "playable", "selected",
                   "drop_targets", "exp_targets", "emblem_targets", "items", "side_width",
                   "panel_top", "tracker_rect", "limbo_rect", "track_rect")

    def prerender(self, view: View, *,
                  extra_hands: dict[int, list[dict[str, Any]]] | None = None) -> None:
        """Draw, off screen and ahead of time, the board as `view`'s player sees it.

        At a hotseat table the board turns round after most answers.  Called while
        the table is idle, this brings the other player's board image up to date with
        what already happened, so when the table turns only what the next answer
        changes is left to draw.  Nothing visible changes; nothing is emitted."""
        bottom = view["viewer"] if view.get("viewer") is not None else 0
        if self.view is None or bottom == self.bottom or bottom not in self.boards:
            return
        saved = {name: getattr(self, name) for name in self._SIDE_STATE}
        try:
            self.view, self.bottom, self.extra_hands = view, bottom, extra_hands or {}
            # that player's next decision is unknown: guess the cards lit for their last
            # one are lit again (most stay playable from one turn to the next)
            self.highlight, self.playable = self._marks_of.get(bottom, (set(), set()))
            self.selected = set()
            self.drop_targets, self.exp_targets, self.emblem_targets = set(), set(), set()
            self._place()
            self._ops = []
            self._list_board()
            listing = Listing(self._ops)
            self._ops = []
            layer = self.boards[bottom]
            layer.adopt(listing, self.width(), self.height(), self.devicePixelRatioF())
            layer.render(self._paint_background)
        finally:
            for name, value in saved.items():
                setattr(self, name, value)

    def _place(self) -> None:
        """Compute `items` and the zone rectangles from the view (no signal, no paint)."""
        self.items = []
        if self.view is None:
            self._metrics()
            return
        mw, h, _w = self._metrics()
        v = self.view
        top = 1 - self.bottom
        pad = h * 0.008
        rows = {"opp_hand": (0.0, 0.055), "opp_base": (0.055, 0.15), "opp_exp": (0.205, 0.175),
                "track": (0.38, 0.1), "own_exp": (0.48, 0.175), "own_base": (0.655, 0.16),
                "own_hand": (0.815, 0.185)}

        def row(name: str) -> QRectF:
            y, hh = rows[name]
            return QRectF(pad, y * h + pad / 2, mw - 2 * pad, hh * h - pad)

        # hands
        self._layout_hand(v["players"][self.bottom], row("own_hand"), own=True)
        self._layout_hand(v["players"][top], row("opp_hand"), own=False)
        # base rows
        self._layout_base(v["players"][self.bottom], row("own_base"))
        self._layout_base(v["players"][top], row("opp_base"))
        # expeditions
        self._layout_expeditions(v["players"][self.bottom], row("own_exp"))
        self._layout_expeditions(v["players"][top], row("opp_exp"))
        # adventure track
        self.track_rect = row("track")
        self._layout_track(self.track_rect)
        # side column: tracker at the top, Limbo and Emblems below it
        sx = mw + pad
        sw = self.side_width - 2 * pad
        self.tracker_rect = QRectF(sx, pad, sw, h * 0.2)
        busy = bool(v.get("limbo") or v.get("emblems"))
        self.limbo_rect = QRectF(sx, self.tracker_rect.bottom() + pad, sw,
                                 h * (0.25 if busy else 0.06))
        self.panel_top = self.limbo_rect.bottom() + pad
        self._layout_limbo(self.limbo_rect)

    def _card_size(self, height: float) -> tuple[float, float]:
        return height / theme.CARD_RATIO, height

    def _row_of_cards(self, cards: list[dict[str, Any]], area: QRectF, ch: float, *,
                      kind: str = "card", player: int | None = None, centre: bool = False,
                      gap_frac: float = 0.08) -> None:
        """Lay cards left to right inside `area`, overlapping them when they do not fit."""
        cw, ch = self._card_size(ch)
        n = len(cards)
        if n == 0:
            return
        gap = cw * gap_frac
        # exhausted cards are turned sideways, so they take a landscape slot
        widths = [ch if card_painter.is_exhausted(c) and c.get("zone") != "mana" else cw
                  for c in cards]
        total = sum(widths) + gap * (n - 1)
        squeeze = 1.0
        if total > area.width() and n > 1:
            squeeze = max(0.18, (area.width() - widths[-1]) / (total - widths[-1]))
            total = area.width()
        x = area.left() + ((area.width() - total) / 2 if centre else 0)
        dpr = self.devicePixelRatioF()
        for c, w in zip(cards, widths, strict=True):
            hh = cw if w == ch else ch
            y = area.top() + (area.height() - hh) / 2
            # whole device pixels along the row: a card that slides over when another
            # joins or leaves is then the very same picture, and its cached sprite is
            # reused (its face is blitted on the pixel grid anyway)
            left = round(x * dpr) / dpr
            self.items.append(Item(QRectF(left, y, w, hh), kind, c, player))
            x += (w + gap) * squeeze

    def _layout_hand(self, pv: dict[str, Any], area: QRectF, *, own: bool) -> None:
        pi = pv["index"]
        hand = pv.get("hand")
        if hand is None and pi in self.extra_hands:
            hand = self.extra_hands[pi]
        if own:
            ch = area.height() * 0.94
            if hand is not None:
                self._row_of_cards(hand, area.adjusted(area.width() * 0.12, 0,
                                                       -area.width() * 0.12, 0),
                                   ch, player=pi, centre=True)
            else:
                backs = [{"oid": None}] * pv["hand_count"]
                self._layout_backs(backs, area, ch, pi)
            passed = " · passed" if pv.get("passed") and (self.view or {}).get(
                "phase") == "Afternoon" else ""
            self.items.append(Item(QRectF(area.left(), area.top(), area.width() * 0.11,
                                          area.height()), "handlabel", None, pi,
                                   label=f"Hand · {pv['hand_count']}{passed}"))
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
                self._row_of_cards(hand, sub, ch * 0.98, player=pi, centre=True, gap_frac=0.04)
                for it in self.items[first:]:
                    it.extra["clip"] = area
                    it.rect = QRectF(it.rect.left(), area.top() + 2, it.rect.width(),
                                     it.rect.height())
            else:
                self._layout_backs([{"oid": None}] * pv["hand_count"], sub, ch * 0.98, pi)
            passed = " · passed" if pv.get("passed") and (self.view or {}).get(
                "phase") == "Afternoon" else ""
            self.items.append(Item(QRectF(area.left(), area.top(), area.width() * 0.24,
                                          area.height()), "toplabel", None, pi,
                                   label=f"Hand · {pv['hand_count']}{passed}"))

    def _layout_backs(self, backs: list[dict[str, Any]], area: QRectF, ch: float,
                      pi: int) -> None:
        cw, ch = self._card_size(ch)
        n = len(backs)
        if not n:
            return
        step = min(cw * 0.55, (area.width() - cw) / max(1, n - 1))
        total = cw + (n - 1) * step
        x = area.left() + (area.width() - total) / 2
        y = area.top() + (area.height() - ch) / 2
        for i in range(n):
            self.items.append(Item(QRectF(x + i * step, y, cw, ch), "back", None, pi))

    def _layout_base(self, pv: dict[str, Any], area: QRectF) -> None:
        """Hero zone, Reserve, Landmarks, Mana, Deck and Discard of one player."""
        pi = pv["index"]
        ch = area.height() * 0.86
        cw, _ = self._card_size(ch)
        gap = cw * 0.25
        y = area.top() + (area.height() - ch) / 2
        x = area.left()
        hero = pv.get("hero")
        hero_rect = QRectF(x, y, cw, ch)
        if hero and card_painter.is_exhausted(hero):
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
        self._row_of_cards(pv["reserve"], res.adjusted(inner * 0.5, inner, -inner * 0.5, 0),
                           ch * 0.88, player=pi)
        self._row_of_cards(pv["landmarks"], lms.adjusted(inner * 0.5, inner, -inner * 0.5, 0),
                           ch * 0.88, player=pi)

    def _layout_expeditions(self, pv: dict[str, Any], area: QRectF) -> None:
        pi = pv["index"]
        gap = area.width() * 0.012
        half = (area.width() - gap) / 2
        for k, exp in enumerate(EXPEDITIONS):
            r = QRectF(area.left() + k * (half + gap), area.top(), half, area.height())
            e = pv["expeditions"][exp]
            self.items.append(Item(r, "expedition", None, pi, exp, extra=e))
            stats_w = r.width() * 0.17
            cards_area = r.adjusted(stats_w + r.width() * 0.015, r.height() * 0.12,
                                    -r.width() * 0.01, -r.height() * 0.02)
            self._row_of_cards(e["cards"], cards_area, cards_area.height() * 0.98, player=pi,
                               gap_frac=0.06)

    def _layout_track(self, area: QRectF) -> None:
        regions = self.view["adventure"] if self.view else []
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
        for i, reg in enumerate(regions):
            r = QRectF(area.left() + i * (w + gap), area.top(), w, area.height())
            self.items.append(Item(r, "region", None, extra=reg))

    def _layout_limbo(self, area: QRectF) -> None:
        v = self.view or {}
        limbo = v.get("limbo") or []
        top = area.top() + 24
        ey = top
        if limbo:
            ch = min(area.height() * 0.5, area.width() / 3 * theme.CARD_RATIO)
            row = QRectF(area.left() + 6, top, area.width() - 12, ch)
            self._row_of_cards(limbo, row, ch, gap_frac=0.05)
            ey = row.bottom() + 6
        eh = max(30.0, area.height() * 0.13)
        for em in v.get("emblems") or []:
            if ey + eh > area.bottom():
                break
            self.items.append(Item(QRectF(area.left() + 6, ey, area.width() - 12, eh), "emblem",
                                   None, em.get("controller"), extra=em))
            ey += eh + 3

    # ------------------------------------------------------------------ painting
    def paintEvent(self, event: QPaintEvent) -> None:
        """Two layers.  The board (everything the game state decides) is composed in an
        offscreen image, repainted only where its display list changed (see
        `board_layer`).  The pointer layer (hover, focus ring, dragged card, zoom,
        recap, toast) is drawn over it on every paint, so moving the mouse costs a blit."""
        self.paint_count += 1
        self._painting = event.region()
        late = self._sync_board()
        if not late.isEmpty() and not event.region().contains(late.boundingRect()):
            self.update(late)  # a board change nobody asked to repaint: do it now
        self.board = self.boards[self.bottom]
        self.board.render(self._paint_background)
        image = self.board.image
        wp = QPainter(self)
        try:
            if image is not None:
                wp.drawImage(0, 0, image)
            wp.setRenderHint(QPainter.RenderHint.Antialiasing)
            wp.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            if self.view is not None:
                self._paint_pointer_layer(wp)
        finally:
            wp.end()

    def _board_key(self) -> tuple[Any, ...]:
        """Everything the board layer depends on; a change means it must be re-listed."""
        dragged = self._press_item.oid if self._drag_pos is not None and \
            self._press_item is not None else None
        return (self._layout_gen, self.width(), self.height(), self.devicePixelRatioF(),
                frozenset(self.highlight), frozenset(self.selected), frozenset(self.playable),
                frozenset(self.log_focus), frozenset(self.drop_targets),
                frozenset(self.exp_targets), frozenset(self.emblem_targets), dragged)

    def _sync_board(self) -> QRegion:
        """Re-list the board if the state changed since it was last listed; return the
        region of the table that now looks different on screen."""
        key = self._board_key()
        if key == self._listed_key:
            return QRegion()
        self._listed_key = key
        self._ops = []
        if self.view is not None:
            self._list_board()
        listing = Listing(self._ops)
        self._ops = []
        dpr = self.devicePixelRatioF()
        self.boards[self.bottom].adopt(listing, self.width(), self.height(), dpr)
        full = self.rect()
        shown = self._shown if self._shown_size == (full.size(), dpr) else None
        self._shown, self._shown_size = listing, (full.size(), dpr)
        return listing.changes_from(shown, full)

    def board_changed(self) -> None:
        """Repaint what a state change altered on the board, and nothing else."""
        dirty = self._sync_board()
        if not dirty.isEmpty():
            self.update(dirty)

    def _op(self, key: Any, bounds: QRectF, draw: Any, clip: QRectF | None = None) -> None:
        self._ops.append(Op(key, bounds, draw, clip))

    def _list_board(self) -> None:
        """The board as a display list, in painting order."""
        for it in self.items:  # zone frames first, on the felt
            if it.kind in ("zone", "mana"):
                over = bool(it.extra.get("over")) if it.kind == "zone" else False
                self._op(("frame", over), it.rect.adjusted(-2, -2, 2, 2),
                         lambda sp, r=it.rect, over=over: self._draw_zone_frame(sp, r, over))
            elif it.kind == "expedition":
                self._op(("expframe",), it.rect.adjusted(-2, -2, 2, 2),
                         lambda sp, r=it.rect: self._draw_expedition_frame(sp, r))
        for name, rect in (("tracker", self.tracker_rect), ("limbo", self.limbo_rect)):
            self._op(("sideframe", name), rect.adjusted(-2, -2, 2, 2),
                     lambda sp, rect=rect, name=name: self._draw_side_frame(sp, rect, name))
        for it in self.items:
            if it.kind in ("expedition", "zone", "region", "mana", "handlabel", "toplabel"):
                getattr(self, f"_paint_{it.kind}")(it)
        self._paint_tracker()
        self._paint_limbo_frame()
        for it in self.items:
            if it.kind in ("card", "back", "slot", "deck", "discard", "emblem"):
                self._paint_item(it)
        self._paint_markers()

    @staticmethod
    def _draw_zone_frame(p: QPainter, r: QRectF, over: bool) -> None:
        p.setPen(QPen(QColor("#ff8a65") if over else theme.ZONE_LINE, 1.2))
        p.setBrush(theme.ZONE_FILL)
        p.drawRoundedRect(r, 8, 8)

    def _draw_expedition_frame(self, p: QPainter, r: QRectF) -> None:
        p.setPen(QPen(theme.ZONE_LINE, 1.2))
        p.setBrush(QColor(0, 0, 0, 70))
        p.drawRoundedRect(r, 10, 10)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 80))
        p.drawRoundedRect(self._stats_box(r), 8, 8)

    @staticmethod
    def _draw_side_frame(p: QPainter, r: QRectF, name: str) -> None:
        p.setPen(QPen(QColor(0, 0, 0, 120), 1))
        p.setBrush(QColor(20, 14, 10, 170 if name == "tracker" else 130))
        p.drawRoundedRect(r, 10, 10)

    def _paint_pointer_layer(self, p: QPainter) -> None:
        self._paint_hover(p)
        self._paint_focus(p)
        self._paint_drag(p)
        self._paint_recap(p)
        self._paint_zoom(p)
        self._paint_toast(p)

    def _paint_hover(self, p: QPainter) -> None:
        """A hovered card in hand rises a little, as if picked up."""
        it = self.hover
        if it is None or it.kind != "card" or it.card is None or self._drag_pos is not None:
            return
        if it.card.get("zone") != "hand" or "clip" in it.extra:
            return
        r = it.rect
        grown = QRectF(r.left() - r.width() * 0.03, r.top() - r.height() * 0.06,
                       r.width() * 1.06, r.height() * 1.06)
        self.sprites.draw(p, *self._card_sprite(grown, it.card, glow=self._glow_for(it.oid)
                                                or QColor(255, 255, 255, 160)))

    def _paint_welcome(self, p: QPainter) -> None:
        """No game yet: say how to start one instead of showing an empty felt."""
        r = QRectF(self.rect())
        mw = r.width() - self.side_width
        self._label(p, QRectF(0, r.height() * 0.36, mw, 60), "Altered", 48,
                    colour=theme.GOLD, align=Qt.AlignmentFlag.AlignHCenter)
        self._label(p, QRectF(0, r.height() * 0.36 + 64, mw, 30),
                    "Game ▸ New game (Ctrl+N) to start — hotseat or goldfish", 18,
                    colour=theme.LABEL, bold=False, align=Qt.AlignmentFlag.AlignHCenter)
        self._label(p, QRectF(0, r.height() * 0.36 + 96, mw, 30),
                    "Game ▸ Open (Ctrl+O) to continue a saved game", 16,
                    colour=theme.LABEL_DIM, bold=False, align=Qt.AlignmentFlag.AlignHCenter)

    def _paint_background(self, p: QPainter) -> None:
        """The felt and the wooden rail, drawn once per size and pixel ratio (the weave
        alone is thousands of lines), then blitted under every board repaint."""
        dpr = self.devicePixelRatioF()
        felt_key = (self.width(), self.height(), dpr, self.side_width)
        if self._felt_key != felt_key or self._felt is None:
            felt = QPixmap(int(self.width() * dpr), int(self.height() * dpr))
            felt.setDevicePixelRatio(dpr)
            fp = QPainter(felt)
            fp.setRenderHint(QPainter.RenderHint.Antialiasing)
            self._draw_background(fp)
            fp.end()
            self._felt, self._felt_key = felt, felt_key
        p.drawPixmap(0, 0, self._felt)
        if self.view is None:
            self._paint_welcome(p)

    def _draw_background(self, p: QPainter) -> None:
        r = QRectF(self.rect())
        mw = r.width() - self.side_width
        g = QRadialGradient(QPointF(mw / 2, r.height() / 2), max(mw, r.height()) * 0.75)
        g.setColorAt(0, theme.FELT.lighter(118))
        g.setColorAt(0.7, theme.FELT)
        g.setColorAt(1, theme.FELT_DARK)
        p.fillRect(r, QBrush(g))
        # subtle felt weave
        p.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        p.setPen(QPen(QColor(255, 255, 255, 6), 1))
        step = 6
        y = 0
        while y < r.height():
            p.drawLine(QPointF(0, y), QPointF(mw, y + 3))
            y += step
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        # the wooden rail of the side column
        side = QRectF(mw, 0, self.side_width, r.height())
        wg = QLinearGradient(side.topLeft(), side.topRight())
        wg.setColorAt(0, theme.WOOD.darker(140))
        wg.setColorAt(0.08, theme.WOOD_LIGHT)
        wg.setColorAt(1, theme.WOOD)
        p.fillRect(side, QBrush(wg))
        p.setPen(QPen(QColor(0, 0, 0, 35), 1))
        for i in range(0, int(r.height()), 9):
            p.drawLine(QPointF(mw + 8, i), QPointF(r.width(), i + 4))

    def _label(self, p: QPainter, rect: QRectF, text: str, px: float, *,
               colour: QColor | None = None, bold: bool = True,
               align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> None:
        p.setPen(colour or theme.LABEL)
        p.setFont(theme.font(px, bold=bold))
        p.drawText(rect, align | Qt.AlignmentFlag.AlignVCenter,
                   p.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight,
                                              int(rect.width())))

    def _paint_zone(self, it: Item) -> None:
        r = it.rect
        lr = QRectF(r.left() + 8, r.top() + 1, r.width() - 16, r.height() * 0.12)
        self._op(("zone", it.label, r.height()), lr.adjusted(-2, -6, 2, 6),
                          lambda sp: self._label(sp, lr, it.label, r.height() * 0.085,
                                                 colour=theme.LABEL_DIM))

    def _paint_handlabel(self, it: Item) -> None:
        name = self._name(it.player)
        self._op(("handlabel", name, it.label), it.rect.adjusted(-2, -2, 6, 4),
                          lambda sp: self._draw_handlabel(sp, it, name))

    def _draw_handlabel(self, p: QPainter, it: Item, name: str) -> None:
        self._label(p, QRectF(it.rect.left() + 4, it.rect.bottom() - it.rect.height() * 0.45,
                              it.rect.width(), it.rect.height() * 0.2), name,
                    it.rect.height() * 0.11, colour=theme.PLAYER_COLOURS[0])
        self._label(p, QRectF(it.rect.left() + 4, it.rect.bottom() - it.rect.height() * 0.25,
                              it.rect.width(), it.rect.height() * 0.2), it.label,
                    it.rect.height() * 0.09, colour=theme.LABEL_DIM)

    def _paint_toplabel(self, it: Item) -> None:
        name = self._name(it.player)
        self._op(("toplabel", name, it.label), it.rect.adjusted(-2, -4, 2, 4),
                          lambda sp: self._draw_toplabel(sp, it, name))

    def _draw_toplabel(self, p: QPainter, it: Item, name: str) -> None:
        r = it.rect
        self._label(p, QRectF(r.left() + 6, r.top(), r.width() * 0.5, r.height()),
                    name, r.height() * 0.36, colour=theme.PLAYER_COLOURS[1])
        self._label(p, QRectF(r.left() + r.width() * 0.5, r.top(), r.width() * 0.5, r.height()),
                    it.label, r.height() * 0.28, colour=theme.LABEL_DIM, bold=False)

    def _name(self, player: int | None) -> str:
        if self.view is None or player is None:
            return ""
        return self.view["players"][player]["name"]

    def _paint_expedition(self, it: Item) -> None:
        r = it.rect
        e = it.extra
        own = it.player == self.bottom
        if (it.player, it.exp) in self.exp_targets:
            self._op(("exp_target",), r.adjusted(-3, -3, 3, 3), lambda sp: self._draw_lit_frame(
                sp, r, QPen(theme.HIGHLIGHT, 2.5), QColor(255, 216, 74, 40)))
        if own and it.exp in self.drop_targets:  # the frame itself is in the cached layer
            self._op(("exp_drop",), r.adjusted(-3, -3, 3, 3), lambda sp: self._draw_lit_frame(
                sp, r, QPen(theme.PLAYABLE, 2), QColor(127, 215, 255, 60)))
        name = self._name(it.player)
        title = f"{name} · {EXP_LABEL[it.exp or 'hero']}"
        region = ", ".join(e.get("region") or []) or "—"
        where = f"region {e['position'] + 1}: {region} · moved {e['distance']}"
        head = QRectF(r.left(), r.top(), r.width(), r.height() * 0.11 + 2)
        self._op(("exp_head", own, title, where), head.adjusted(-2, -4, 2, 4),
                 lambda sp: self._draw_expedition_head(sp, r, own, title, where))
        # the stat comparison against the facing expedition: one sprite per terrain, as
        # a play usually changes one or two of the six
        box = self._stats_box(r)
        rh = box.height() / 3
        for i, t in enumerate(theme.TERRAINS):
            mine, theirs = e["stats"][t], e["facing_stats"][t]
            counts = t in (e.get("region") or [])
            rr = QRectF(box.left() + 4, box.top() + i * rh, box.width() - 8, rh)
            self._op(("exp_stat", t, mine, theirs, counts), rr.adjusted(-2, -2, 2, 2),
                     lambda sp, rr=rr, t=t, mine=mine, theirs=theirs, counts=counts:
                     self._draw_stat(sp, rr, t, mine, theirs, counts))

    @staticmethod
    def _draw_lit_frame(p: QPainter, r: QRectF, pen: QPen, fill: QColor) -> None:
        p.setPen(pen)
        p.setBrush(fill)
        p.drawRoundedRect(r, 10, 10)

    def _draw_expedition_head(self, p: QPainter, r: QRectF, own: bool, title: str,
                              where: str) -> None:
        colour = theme.PLAYER_COLOURS[0 if own else 1]
        self._label(p, QRectF(r.left() + 10, r.top() + 2, r.width() * 0.6, r.height() * 0.11),
                    title, r.height() * 0.075, colour=colour)
        self._label(p, QRectF(r.left() + r.width() * 0.45, r.top() + 2, r.width() * 0.53,
                              r.height() * 0.11),
                    where, r.height() * 0.065, colour=theme.LABEL_DIM, bold=False,
                    align=Qt.AlignmentFlag.AlignRight)

    def _draw_stat(self, p: QPainter, rr: QRectF, t: str, mine: int, theirs: int,
                   counts: bool) -> None:
        """One terrain's pip (this expedition's total) and the facing total beside it."""
        rh = rr.height()
        d = min(rh * 0.78, rr.width() * 0.36)
        pip = QRectF(rr.left(), rr.center().y() - d / 2, d, d)
        col = theme.TERRAIN_COLOURS[t]
        if not counts:
            col = QColor(col)
            col.setAlpha(70)
        p.setPen(QPen(col.darker(160), 1.5))
        p.setBrush(col)
        p.drawEllipse(pip)
        p.setPen(QColor("white"))
        p.setFont(theme.font(d * 0.55, bold=True))
        p.drawText(pip, Qt.AlignmentFlag.AlignCenter, str(mine))
        if counts and mine > theirs and mine > 0:
            verdict, vc = "▲", QColor("#8cf0a0")
        elif counts and theirs > mine and theirs > 0:
            verdict, vc = "▼", QColor("#ff8a80")
        else:
            verdict, vc = "=", theme.LABEL_DIM
        tr = QRectF(pip.right() + 2, rr.top(), rr.right() - pip.right() - 2, rh)
        self._label(p, tr, f"{verdict} {theirs}", d * 0.5, colour=vc if counts else
                    QColor(233, 223, 199, 70), align=Qt.AlignmentFlag.AlignLeft)

    @staticmethod
    def _stats_box(r: QRectF) -> QRectF:
        sw = r.width() * 0.17
        return QRectF(r.left() + 6, r.top() + r.height() * 0.14, sw - 6, r.height() * 0.8)

    def _paint_region(self, it: Item) -> None:
        self._op(("region", repr(it.extra)), it.rect.adjusted(-2, -2, 2, 2),
                          lambda sp: self._draw_region(sp, it))

    def _draw_region(self, p: QPainter, it: Item) -> None:
        r = it.rect
        reg = it.extra
        path = QPainterPath()
        path.addRoundedRect(r, 8, 8)
        if reg.get("face_down"):
            g = QLinearGradient(r.topLeft(), r.bottomRight())
            g.setColorAt(0, theme.CARD_BACK.lighter(120))
            g.setColorAt(1, theme.CARD_BACK.darker(150))
            p.fillPath(path, QBrush(g))
            p.setPen(QPen(theme.CARD_BACK_TRIM, 1.5))
            p.drawPath(path)
            self._label(p, r, "?", r.height() * 0.4, colour=theme.CARD_BACK_TRIM,
                        align=Qt.AlignmentFlag.AlignHCenter)
            self._label(p, QRectF(r.left(), r.bottom() - r.height() * 0.25, r.width(),
                                  r.height() * 0.22), reg["name"], r.height() * 0.1,
                        colour=theme.LABEL_DIM, bold=False, align=Qt.AlignmentFlag.AlignHCenter)
            return
        terrains = reg.get("terrains") or []
        g = QLinearGradient(r.topLeft(), r.bottomLeft())
        base = QColor("#d9c8a0") if reg["name"] != "Arena" else QColor("#c9a0a0")
        g.setColorAt(0, base.lighter(110))
        g.setColorAt(1, base.darker(125))
        p.fillPath(path, QBrush(g))
        # a coloured stripe per terrain
        if terrains:
            sw = r.width() / len(terrains)
            for i, t in enumerate(terrains):
                c = QColor(theme.TERRAIN_COLOURS[t])
                c.setAlpha(150)
                stripe = QRectF(r.left() + i * sw, r.top() + r.height() * 0.3, sw,
                                r.height() * 0.4)
                p.fillRect(stripe.intersected(r), c)
        p.setPen(QPen(QColor("#5a3a22"), 1.5))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
        self._label(p, QRectF(r.left() + 3, r.center().y() - r.height() * 0.2, r.width() - 6,
                              r.height() * 0.4),
                    " ".join(theme.TERRAIN_LETTERS[t] for t in terrains) or "—",
                    r.height() * 0.2, colour=QColor("white"), align=Qt.AlignmentFlag.AlignHCenter)
        name = reg["name"].replace(" region", "")
        self._label(p, QRectF(r.left(), r.bottom() - r.height() * 0.26, r.width(),
                              r.height() * 0.24), name, r.height() * 0.1, colour=theme.INK,
                    align=Qt.AlignmentFlag.AlignHCenter)

    def _paint_markers(self) -> None:
        """Each player's hero and companion expedition markers on the Adventure track."""
        if self.view is None:
            return
        regions = [i for i in self.items if i.kind == "region"]
        if not regions:
            return
        for pv in self.view["players"]:
            own = pv["index"] == self.bottom
            colour = theme.PLAYER_COLOURS[0 if own else 1]
            for k, exp in enumerate(EXPEDITIONS):
                pos = pv["expeditions"][exp]["position"]
                reg = regions[min(pos, len(regions) - 1)]
                r = reg.rect
                d = min(r.height() * 0.3, r.width() * 0.3)
                x = r.left() + r.width() * (0.27 if k == 0 else 0.73) - d / 2
                y = r.bottom() - d * 0.55 if own else r.top() - d * 0.45
                m = QRectF(x, y, d, d)
                self._op(("marker", own, exp), m.adjusted(-2, -2, 2, 2),
                                  lambda sp, m=m, colour=colour, exp=exp:
                                  self._draw_marker(sp, m, colour, exp))

    def _draw_marker(self, p: QPainter, m: QRectF, colour: QColor, exp: str) -> None:
        d = m.width()
        shield = QPainterPath()
        shield.addRoundedRect(m, d * 0.25, d * 0.25)
        p.setPen(QPen(QColor("#1b1511"), 2))
        p.setBrush(colour)
        p.drawPath(shield)
        self._label(p, m, "H" if exp == "hero" else "C", d * 0.6,
                    colour=QColor("#1b1511"), align=Qt.AlignmentFlag.AlignHCenter)

    def _paint_mana(self, it: Item) -> None:
        self._op(("mana", it.extra["ready"], it.extra["exhausted"]),
                          it.rect.adjusted(-2, -2, 2, 2), lambda sp: self._draw_mana(sp, it))

    def _draw_mana(self, p: QPainter, it: Item) -> None:
        r = it.rect
        ready, ex = it.extra["ready"], it.extra["exhausted"]
        self._label(p, QRectF(r.left() + 8, r.top() + 1, r.width() - 16, r.height() * 0.14),
                    f"Mana {ready}/{ready + ex} ready", r.height() * 0.085,
                    colour=theme.LABEL_DIM)
        n = ready + ex
        if not n:
            return
        area = r.adjusted(8, r.height() * 0.18, -8, -8)
        cols = max(1, min(n, 5))
        rows_n = (n + cols - 1) // cols
        d = min(area.width() / cols * 0.86, area.height() / rows_n * 0.86)
        for i in range(n):
            row_i, col_i = divmod(i, cols)
            c = QPointF(area.left() + (col_i + 0.5) * area.width() / cols,
                        area.top() + (row_i + 0.5) * area.height() / rows_n)
            orb = QRectF(c.x() - d / 2, c.y() - d / 2, d, d)
            g = QRadialGradient(orb.center() - QPointF(d * 0.15, d * 0.15), d * 0.6)
            if i < ready:
                g.setColorAt(0, QColor("#d7f3ff"))
                g.setColorAt(1, QColor("#2f86c9"))
            else:
                g.setColorAt(0, QColor("#8a8a8a"))
                g.setColorAt(1, QColor("#3a3a3a"))
            p.setPen(QPen(QColor(0, 0, 0, 120), 1))
            p.setBrush(QBrush(g))
            p.drawEllipse(orb)

    def _glow_for(self, oid: int | None) -> QColor | None:
        if oid is None:
            return None
        if oid in self.log_focus:
            return theme.LOG_FOCUS
        if oid in self.selected:
            return theme.SELECTED
        if oid in self.highlight:
            return theme.HIGHLIGHT
        if oid in self.playable:
            return theme.PLAYABLE
        return None

    @staticmethod
    def _card_sprite(rect: QRectF, card: dict[str, Any], *, glow: QColor | None = None,
                     dim: bool = False, allow_turn: bool = True) -> tuple[Any, QRectF, Any]:
        """Key, bounds and painter of `card_painter.paint_card` for the sprite cache: a
        card that looks the same as on the previous repaint (same face, glow, size)
        costs one blit."""
        key = ("card", card_painter.look_key(card), glow.rgba() if glow is not None else None,
               dim, allow_turn)
        return (key, card_painter.painted_bounds(rect),
                lambda sp: card_painter.paint_card(sp, rect, card, glow=glow, dim=dim,
                                                   allow_turn=allow_turn))

    def _paint_item(self, it: Item) -> None:
        if it.kind == "card" and it.card is not None:
            if self._drag_pos is not None and self._press_item is it:
                self._op(*self._card_sprite(it.rect, it.card, dim=True))
                return
            self._op(*self._card_sprite(it.rect, it.card, glow=self._glow_for(it.oid)),
                     clip=it.extra.get("clip"))
        elif it.kind == "back":
            m = max(2.0, it.rect.width() * 0.05) + 2
            self._op(("back",), it.rect.adjusted(-m, -m, m, m),
                     lambda sp: card_painter.paint_back(sp, it.rect))
        elif it.kind == "slot":
            self._op(("slot", it.label), it.rect.adjusted(-3, -3, 3, 3),
                     lambda sp: card_painter.paint_slot(sp, it.rect, it.label))
        elif it.kind == "deck":
            n = int(it.label)
            m = max(2.0, it.rect.width() * 0.05) + 8
            self._op(("deck", n), it.rect.adjusted(-m, -m, m, m),
                     lambda sp: self._draw_deck(sp, it, n))
        elif it.kind == "discard":
            look = card_painter.look_key(it.card) if it.card is not None else None
            bounds = card_painter.painted_bounds(it.rect).adjusted(-3, -3, 3, 3)
            self._op(("discard", look, it.label), bounds,
                     lambda sp: self._draw_discard(sp, it))
        elif it.kind == "emblem":
            self._paint_emblem(it)

    def _draw_deck(self, p: QPainter, it: Item, n: int) -> None:
        if n:
            for k in range(min(4, n), 0, -1):
                card_painter.paint_back(p, it.rect.translated(-k * 1.2, -k * 1.2))
        else:
            card_painter.paint_slot(p, it.rect, "Deck")
        self._count_badge(p, it.rect, f"Deck {n}")

    def _draw_discard(self, p: QPainter, it: Item) -> None:
        if it.card is not None:
            card_painter.paint_card(p, it.rect, it.card, allow_turn=False)
        else:
            card_painter.paint_slot(p, it.rect, "Discard")
        self._count_badge(p, it.rect, f"Discard {it.label}")

    def _count_badge(self, p: QPainter, r: QRectF, text: str) -> None:
        b = QRectF(r.left() - 2, r.bottom() - r.height() * 0.2, r.width() + 4, r.height() * 0.18)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 170))
        p.drawRoundedRect(b, 5, 5)
        self._label(p, b, text, b.height() * 0.55, align=Qt.AlignmentFlag.AlignHCenter)

    def _paint_tracker(self) -> None:
        v = self.view
        if v is None:
            return
        over = bool(v.get("over"))
        title = "Game over" if over else f"Day {v['day']}"
        tiebreak = bool(v.get("tiebreak")) and not over
        lines = tuple(self._tracker_lines(v)[:4])
        r = self.tracker_rect  # its frame is an operation of its own
        # title, phase pills and the turn lines change at different times: three sprites
        py = r.top() + r.height() * 0.27
        self._op(("tracker_title", title, tiebreak), QRectF(r.left(), r.top(), r.width(),
                                                            py - r.top()),
                 lambda sp: self._draw_tracker_title(sp, title, tiebreak))
        pills = QRectF(r.left(), py - 2, r.width(), r.height() * 0.17 + 4)
        self._op(("tracker_phase", v["phase"]), pills,
                 lambda sp: self._draw_tracker_phases(sp, v["phase"]))
        self._op(("tracker_lines", lines), QRectF(r.left(), pills.bottom(), r.width(),
                                                  r.bottom() - pills.bottom()),
                 lambda sp: self._draw_tracker_lines(sp, lines))

    def _tracker_lines(self, v: View) -> list[str]:
        """Whose turn, initiative, first player, passes and waits, in plain words."""
        lines = []
        if v["phase"] == "Setup":
            lines.append("Setting up the game")
        tp = v.get("turn_player")
        if tp is not None:
            lines.append("Your turn" if tp == self.bottom and pend_mine(v) else
                         f"{self._name(tp)}'s turn")
        lines.append(f"Initiative: {self._name(v.get('initiative'))}")
        lines.append(f"First player today: {self._name(v.get('first_player'))}")
        passed = [pv["name"] for pv in v["players"] if pv.get("passed")]
        if passed and v["phase"] == "Afternoon":
            lines.append("Passed: " + ", ".join(passed))
        pend = v.get("pending")
        if pend and pend.get("waiting"):
            lines.append(f"Waiting for {self._name(pend['player'])}")
        return lines

    def _draw_tracker_title(self, p: QPainter, title: str, tiebreak: bool) -> None:
        r = self.tracker_rect
        tr = QRectF(r.left() + 12, r.top() + 4, r.width() - 24, r.height() * 0.2)
        self._label(p, tr, title, r.height() * 0.13, colour=theme.GOLD)
        if tiebreak:
            self._label(p, tr, "Tiebreakers in the Arena", r.height() * 0.065,
                        colour=QColor("#ff9e80"), align=Qt.AlignmentFlag.AlignRight)

    def _draw_tracker_phases(self, p: QPainter, phase: str) -> None:
        r = self.tracker_rect
        pw = (r.width() - 24) / len(theme.PHASES)
        ph = r.height() * 0.17
        py = r.top() + r.height() * 0.27
        for i, name in enumerate(theme.PHASES):
            pr = QRectF(r.left() + 12 + i * pw + 1, py, pw - 2, ph)
            current = phase == name
            p.setPen(QPen(theme.GOLD if current else QColor(255, 255, 255, 40), 1.5))
            p.setBrush(QColor("#8a5a32") if current else QColor(255, 255, 255, 15))
            p.drawRoundedRect(pr, ph / 2, ph / 2)
            px = ph * 0.42
            p.setFont(theme.font(px, bold=current))
            while px > 7 and p.fontMetrics().horizontalAdvance(name) > pr.width() - 6:
                px -= 0.5
                p.setFont(theme.font(px, bold=current))
            self._label(p, pr, name, px, colour=QColor("white") if current else
                        theme.LABEL_DIM, align=Qt.AlignmentFlag.AlignHCenter, bold=current)

    def _draw_tracker_lines(self, p: QPainter, lines: tuple[str, ...]) -> None:
        r = self.tracker_rect
        y = r.top() + r.height() * 0.27 + r.height() * 0.17 + r.height() * 0.05
        lh = r.height() * 0.115
        for k, line in enumerate(lines):
            self._label(p, QRectF(r.left() + 12, y + k * lh, r.width() - 24, lh), line,
                        lh * (0.62 if k == 0 else 0.52), bold=k == 0,
                        colour=theme.LABEL if k == 0 else theme.LABEL_DIM)

    def _paint_limbo_frame(self) -> None:
        v = self.view or {}
        n, e = len(v.get("limbo") or []), len(v.get("emblems") or [])
        self._op(("limbo", n, e), self.limbo_rect,
                          lambda sp: self._draw_limbo_frame(sp, n, e))

    def _draw_limbo_frame(self, p: QPainter, n: int, e: int) -> None:
        r = self.limbo_rect
        if not n and not e:
            self._label(p, r.adjusted(12, 0, -12, 0), "Limbo · empty", min(15.0, r.height() * 0.3),
                        colour=QColor(233, 223, 199, 110))
            return
        self._label(p, QRectF(r.left() + 12, r.top() + 2, r.width() - 24, 20),
                    f"Limbo · {n} card{'s' * (n != 1)} · {e} emblem{'s' * (e != 1)}",
                    13, colour=theme.LABEL_DIM)

    def _paint_emblem(self, it: Item) -> None:
        chosen = it.extra.get("oid") in self.emblem_targets
        self._op(("emblem", repr(it.extra), chosen), it.rect.adjusted(-3, -3, 3, 3),
                          lambda sp: self._draw_emblem(sp, it, chosen))

    def _draw_emblem(self, p: QPainter, it: Item, chosen: bool) -> None:
        r = it.rect
        em = it.extra
        reaction = em.get("kind") == "reaction"
        p.setPen(QPen(theme.HIGHLIGHT if chosen else theme.GOLD if reaction
                      else QColor("#9fc5e8"), 2.5 if chosen else 1.2))
        p.setBrush(QColor(60, 40, 20, 220) if reaction else QColor(20, 40, 60, 220))
        p.drawRoundedRect(r, 6, 6)
        kind = "Reaction" if reaction else "Ongoing"
        dur = f" · until end of {em['duration']}" if em.get("duration") else ""
        self._label(p, QRectF(r.left() + 6, r.top(), r.width() - 12, r.height() * 0.5),
                    f"{kind}: {em.get('source', '')}{dur}", r.height() * 0.3)
        self._label(p, QRectF(r.left() + 6, r.center().y(), r.width() - 12, r.height() * 0.5),
                    em.get("text", ""), r.height() * 0.26, bold=False, colour=theme.LABEL_DIM)

    def _zoom_card(self) -> tuple[dict[str, Any], QRectF] | None:
        card = self.zoom_locked
        anchor: QRectF | None = None
        if card is None and self.hover is not None and self.hover.card is not None \
                and self.hover.kind in ("card", "discard") and self._drag_pos is None:
            card = self.hover.card
            anchor = self.hover.rect
        if card is None:
            return None
        mw = self.width() - self.side_width
        zh = min(self.height() * 0.56, 480.0)
        zw = zh / theme.CARD_RATIO
        if anchor is not None and anchor.center().x() > mw * 0.5:
            x = mw * 0.03
        else:
            x = mw * 0.97 - zw
        y = self.height() * 0.22
        return card, QRectF(x, y, zw, zh)

    def _paint_zoom(self, p: QPainter) -> None:
        z = self._zoom_card()
        if z is None:
            return
        card, rect = z
        card_painter.paint_card(p, rect, card, allow_turn=False)
        # what the small card cannot say: statuses, zone, ruling
        bits = [s.capitalize() for s in card.get("statuses") or []]
        if card.get("ruling"):
            bits.append(card["ruling"])
        if bits:
            text = " · ".join(bits)
            p.setFont(theme.font(13))
            flags = int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWordWrap)
            need = p.fontMetrics().boundingRect(
                QRectF(0, 0, rect.width() - 16, 400).toRect(), flags, text)
            b = QRectF(rect.left(), rect.bottom() + 4, rect.width(), need.height() + 10)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(0, 0, 0, 200))
            p.drawRoundedRect(b, 6, 6)
            p.setPen(theme.LABEL)
            p.drawText(b.adjusted(8, 5, -8, -5), flags, text)

    def _paint_drag(self, p: QPainter) -> None:
        if self._drag_pos is None or self._press_item is None or self._press_item.card is None:
            return
        r = QRectF(self._press_item.rect)
        r.moveCenter(self._drag_pos)
        card_painter.paint_card(p, r, self._press_item.card, glow=theme.PLAYABLE)

    def show_recap(self, title: str, lines: list[str], ms: int = 15000) -> None:
        """A box summing up what happened since this player last looked at the table."""
        if self._recap is not None and lines:  # an unread recap keeps its news
            lines = [*self._recap[1], *lines]
            if len(lines) > 9:
                lines = ["… earlier events are in the log", *lines[-8:]]
        old = self._recap_area()
        self._recap = (title, lines) if lines else self._recap
        if lines:
            self._recap_timer.start(ms)
        self.update(old.united(self._recap_area()))  # the box only: the board is unchanged

    def clear_recap(self) -> None:
        self._clear_recap()

    def _clear_recap(self) -> None:
        old = self._recap_area()
        self._recap = None
        self.update(old)

    def _recap_rect(self) -> QRectF | None:
        if self._recap is None:
            return None
        mw = self.width() - self.side_width
        w = min(mw * 0.62, 720.0)
        h = 40 + 19.0 * len(self._recap[1]) + 18
        return QRectF((mw - w) / 2, self.height() * 0.2, w, h)

    def _recap_area(self) -> QRect:
        r = self._recap_rect()
        return r.toAlignedRect().adjusted(-3, -3, 3, 3) if r is not None else QRect()

    def _paint_recap(self, p: QPainter) -> None:
        """The box, its title and each line are sprites of their own: a new recap mostly
        repeats the lines of the previous one, one row further up."""
        r = self._recap_rect()
        if self._recap is None or r is None:
            return
        if not self._painting.intersects(r.toAlignedRect()):
            return  # a dozen sprites: not worth walking through when all are clipped
        title, lines = self._recap
        w, lh = r.width(), 19.0
        self.sprites.draw(p, ("recap_box",), r.adjusted(-2, -2, 2, 2),
                          lambda sp: self._draw_recap_box(sp, r))
        head = QRectF(r.left() + 16, r.top() + 6, w - 32, 26)
        self.sprites.draw(p, ("recap_title", title), head.adjusted(-2, -4, 2, 4),
                          lambda sp: self._draw_recap_title(sp, head, title))
        for k, line in enumerate(lines):
            lr = QRectF(r.left() + 16, r.top() + 36 + k * lh, w - 32, lh)
            self.sprites.draw(p, ("recap_line", line), lr.adjusted(-2, -3, 2, 3),
                              lambda sp, lr=lr, line=line: self._label(sp, lr, line, 13,
                                                                       bold=False))

    @staticmethod
    def _draw_recap_box(p: QPainter, r: QRectF) -> None:
        p.setPen(QPen(theme.GOLD, 1.5))
        p.setBrush(QColor(24, 16, 10, 238))
        p.drawRoundedRect(r, 12, 12)

    def _draw_recap_title(self, p: QPainter, head: QRectF, title: str) -> None:
        self._label(p, head, title, 16, colour=theme.GOLD)
        self._label(p, head, "click to close", 11, colour=theme.LABEL_DIM, bold=False,
                    align=Qt.AlignmentFlag.AlignRight)

    def _paint_toast(self, p: QPainter) -> None:
        if not self._toast:
            return
        mw = self.width() - self.side_width
        p.setFont(theme.font(16, bold=True))
        fm = p.fontMetrics()
        tw = min(mw * 0.8, fm.horizontalAdvance(self._toast) + 40)
        lines = max(1, int(fm.horizontalAdvance(self._toast) / max(1.0, tw - 40)) + 1)
        th = 16 + 22 * lines
        r = QRectF((mw - tw) / 2, self.height() * 0.43 - th / 2, tw, th)
        p.setPen(QPen(QColor("#ffb74d"), 2))
        p.setBrush(QColor(30, 18, 10, 235))
        p.drawRoundedRect(r, 10, 10)
        p.setPen(QColor("#ffe0b2"))
        p.drawText(r.adjusted(20, 8, -20, -8), int(Qt.AlignmentFlag.AlignCenter) | int(
            Qt.TextFlag.TextWordWrap), self._toast)

    # ------------------------------------------------------------------ mouse
    def item_at(self, pos: QPointF) -> Item | None:
        """The topmost card under `pos`, else the topmost zone."""
        cards = [i for i in self.items if i.kind in ("card", "back", "discard", "deck")
                 and i.rect.contains(pos) and ("clip" not in i.extra
                                               or i.extra["clip"].contains(pos))]
        if cards:
            return cards[-1]
        for i in reversed(self.items):
            if i.kind in ("expedition", "emblem", "region", "zone", "mana") and i.rect.contains(pos):
                return i
        return None

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        pos = event.position()
        if self._press is not None and self._press_item is not None \
                and self._press_item.oid in self.playable \
                and (pos - self._press).manhattanLength() > 12:
            if self._drag_pos is None and self._press_item.oid is not None:
                self.drag_started.emit(self._press_item.oid)
            self._drag_pos = pos
            self.update()
            return
        it = self.item_at(pos)
        if it is not self.hover:
            self.hover = it
            self.update()

    def describe(self, it: Item) -> str:
        """A plain-words tooltip for a zone or marker (cards explain themselves by zoom)."""
        name = self._name(it.player)
        if it.kind == "region":
            reg = it.extra
            if reg.get("face_down"):
                return (f"{reg['name']}: a face-down Tumult region. It is revealed when an "
                        "Expedition moves into it (7.3.17.b).")
            terr = ", ".join(reg.get("terrains") or []) or "no terrain"
            return (f"{reg['name']}: {terr}. At Dusk an Expedition here moves forward if it "
                    "beats the facing one in one of these terrains (4.2.4.b).")
        if it.kind == "mana":
            m = it.extra
            return (f"{name}'s Mana zone: {m['ready']} ready and {m['exhausted']} exhausted "
                    "Mana Orbs. Costs are paid by exhausting ready orbs (1.2.5.e); all are "
                    "readied each Morning (4.2.1.c).")
        if it.kind == "deck":
            return f"{name}'s Deck: {it.label} cards, face down."
        if it.kind == "discard":
            return f"{name}'s Discard pile: {it.label} cards. Click to look through it."
        if it.kind == "zone":
            return (f"{name}'s {it.label}. At Night's Clean-up you keep up to the Hero's "
                    "limit and the rest is discarded (4.2.5.c).")
        if it.kind == "expedition":
            e = it.extra
            return (f"{name}'s {EXP_LABEL.get(it.exp or '', '')}: region {e['position'] + 1}, "
                    f"moved {e['distance']} so far. The pips compare its forest, mountain and "
                    "water totals with the facing Expedition.")
        if it.kind == "back":
            return f"A card in {name}'s hand (hidden from you)."
        if it.kind == "emblem":
            em = it.extra
            return f"{em.get('kind', '').capitalize()} emblem from {em.get('source', '')}: " \
                   f"{em.get('text', '')}"
        return ""

    def event(self, e: QEvent) -> bool:
        if e.type() == QEvent.Type.ToolTip and isinstance(e, QHelpEvent):
            it = self.item_at(QPointF(e.pos()))
            text = self.describe(it) if it is not None and it.kind != "card" else ""
            if text:
                QToolTip.showText(e.globalPos(), text, self)
            else:
                QToolTip.hideText()
            return True
        return super().event(e)

    # ------------------------------------------------------------------ keyboard
    def focus_candidates(self) -> list[Item]:
        """Cards the keyboard can step through: those the decision is about first,
        else every face-up card, in reading order."""
        active = self.playable | self.highlight
        cards = [i for i in self.items if i.kind == "card" and i.oid is not None]
        chosen = [i for i in cards if i.oid in active] or cards
        return sorted(chosen, key=lambda i: (round(i.rect.top() / 40), i.rect.left()))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Left/Right (or Tab-like Up/Down) move a focus ring over the cards, Enter or
        Space acts as a click, Z zooms the focused card."""
        key = event.key()
        cands = self.focus_candidates()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down) and cands:
            step = 1 if key in (Qt.Key.Key_Right, Qt.Key.Key_Down) else -1
            oids = [i.oid for i in cands]
            idx = oids.index(self.kbd_focus) if self.kbd_focus in oids else (-1 if step > 0 else 0)
            self.kbd_focus = oids[(idx + step) % len(oids)]
            self.update()
            return
        focused = self.item_for(self.kbd_focus) if self.kbd_focus is not None else None
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and focused:
            self.click_item(focused)
            return
        if key == Qt.Key.Key_Z and focused is not None:
            self.zoom_locked = None if self.zoom_locked is focused.card else focused.card
            self.update()
            return
        super().keyPressEvent(event)

    def _paint_focus(self, p: QPainter) -> None:
        it = self.item_for(self.kbd_focus) if self.kbd_focus is not None else None
        if it is None or not self.hasFocus():
            return
        p.setPen(QPen(QColor("white"), 2.5, Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(it.rect.adjusted(-5, -5, 5, 5), 8, 8)

    def leaveEvent(self, event: Any) -> None:
        self.hover = None
        self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        pos = event.position()
        it = self.item_at(pos)
        if event.button() == Qt.MouseButton.RightButton:
            if it is not None and it.oid is not None:
                self.card_context.emit(it.oid, event.globalPosition())
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self._press = pos
        self._press_item = it

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        pos = event.position()
        pressed, dragging = self._press_item, self._drag_pos is not None
        self._press, self._press_item, self._drag_pos = None, None, None
        if event.button() != Qt.MouseButton.LeftButton:
            return
        if dragging and pressed is not None and pressed.oid is not None:
            exp_item = next((i for i in self.items if i.kind == "expedition"
                             and i.player == self.bottom and i.rect.contains(pos)), None)
            self.drop_targets = set()
            self.update()
            if exp_item is not None:
                self.card_dropped.emit(pressed.oid, exp_item.exp or "")
            return
        it = self.item_at(pos)
        if self._recap is not None:
            self._clear_recap()
        if self.zoom_locked is not None:
            self.zoom_locked = None
            self.update()
        if it is None or it is not pressed:
            self.background_clicked.emit()
            return
        self.click_item(it)

    def click_item(self, it: Item) -> None:
        """What a left click on `it` means (also used by keyboard and tests)."""
        if it.kind == "discard":
            self.discard_clicked.emit(it.player if it.player is not None else self.bottom)
        elif it.kind == "card" and it.oid is not None:
            self.card_clicked.emit(it.oid)
        elif it.kind == "expedition" and it.player is not None:
            self.expedition_clicked.emit(it.player, it.exp or "")
        elif it.kind == "emblem":
            self.emblem_clicked.emit(int(it.extra.get("oid", -1)))
        else:
            self.background_clicked.emit()
