"""The board as a display list, and the board images it is painted into.

After an answer the table must repaint within a frame, so the board (everything the game
state decides, as opposed to the pointer layer) is described as a list of operations,
one per element and keyed by what it shows (`list_board`).  Each element is drawn once
into a sprite and blitted afterwards, and a board image is only repainted where the list
changed (`board_layer`).  `BoardDisplay` keeps one image per player at the bottom, so a
hotseat table that turns round only redraws what the last answer changed.

Listing reads nothing but its arguments, so the other player's board can be listed
ahead of time without touching the widget's state.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen, QRegion, QTransform

from altered_desktop import (
    card_painter,
    card_tile,
    clean_up_words,
    region_caption,
    theme,
)
from altered_desktop import table_paint as paint
from altered_desktop.board_layer import BoardLayer, Draw, Listing, Op
from altered_desktop.sprites import SpriteCache
from altered_desktop.table_layout import (
    EXPEDITIONS,
    HERO_CAPTION_PX,
    ZONE_CAPTION_PX,
    ZONE_LABEL_PX,
    Item,
    Placement,
    View,
    has_passed,
    player_name,
    stats_box,
)
from altered_desktop.table_layout import marker_rect as layout_marker_rect


@dataclass
class Marks:
    """What the decision, the selection, the log and the pointer light up on the board.

    Held apart from the view because they change without the game changing (a tick in
    a multi-choice, a log entry studied), and each such change must repaint only the
    elements it lights or unlights."""

    highlight: set[int]  # objects the pending decision is about
    selected: set[int]  # objects chosen so far in a multi-choice
    playable: set[int]  # cards with a legal play now
    log_focus: set[int]  # objects of the log entry being studied
    drop_targets: set[str]  # bottom expeditions offered for a play
    exp_targets: set[tuple[int, str]]  # expeditions a decision asks about
    emblem_targets: set[int]  # emblems a decision asks about
    dragged: Item | None = None  # the card being dragged (left dimmed in its place)
    moving: frozenset[int] = frozenset()  # cards gliding to their places (not there yet)
    region_targets: frozenset[int] = frozenset()  # regions a decision asks about (r:<index>)
    #: Expedition markers gliding on the pointer layer, as (player, expedition): the
    #: board leaves them out meanwhile, so each Expedition has one marker at all times
    moving_markers: frozenset[tuple[int, str]] = frozenset()
    #: (object, number): the number the decision panel lists a lit card's choice under
    #: (choice_numbers), drawn on the card
    numbers: frozenset[tuple[int, int]] = frozenset()
    #: of the cards arriving at Night, those not drawn yet: their zone's caption does
    #: not count them until they come (review r6 #4: "Reserve 8/2" over two cards)
    waiting: frozenset[int] = frozenset()
    #: of the cards leaving at Night, those the show draws fading out where they stood:
    #: their Expedition's totals still count them (`shown_totals`)
    fading: frozenset[int] = frozenset()
    #: the other seat (the computer) decides: the hand in front of the screen waits,
    #: dimmed, as a locked hand (review r13 #16)
    hand_locked: bool = False
    #: ((seat, Expedition), number): the number the decision panel lists the choice of a
    #: lit Expedition under (a target, or where the card picked goes: review r16, "light
    #: the two Expedition rows as drop zones with the same 1/2 labels"), drawn on its frame
    exp_numbers: frozenset[tuple[tuple[int, str], int]] = frozenset()

    def key(self) -> tuple[Hashable, ...]:
        """All that the marks light up, as a value: the board is re-listed when it changes."""
        return (frozenset(self.highlight), frozenset(self.selected), frozenset(self.playable),
                frozenset(self.log_focus), frozenset(self.drop_targets),
                frozenset(self.exp_targets), frozenset(self.emblem_targets),
                self.dragged.oid if self.dragged is not None else None, self.moving,
                self.region_targets, self.moving_markers, self.numbers, self.waiting,
                self.hand_locked, self.exp_numbers, self.fading)


def _emptied(exp: dict[str, Any], gone: frozenset[int]) -> bool:
    """Whether an Expedition of a told Night's board (`dusk_story.night_board`) shows
    none of its cards now: each has left, or none was kept (a token ceased to exist)."""
    return "night_stats" in exp and all(c["oid"] in gone for c in exp.get("cards") or [])


def _row_totals(x: dict[str, Any], gone: frozenset[int]) -> dict[str, int]:
    """An Expedition's totals as its row shows them while a told Night moves its cards:
    Night's once none is left; else as at Dusk, with each card counted as its tile
    shows it now and those no longer shown not at all (review r19 #8: a row that had
    lost two tokens and a Fleeting card still read its Dusk totals beside the cards
    left, a board that did not add up)."""
    if _emptied(x, gone):
        return x["night_stats"]
    # what the totals held beyond the cards' own statistics stays; the cards count as
    # their tiles show them now
    out = dict(x["stats"])
    for sign, stats in [(-1, s) for s in (x.get("dusk_card_stats") or {}).values()] + \
            [(1, c.get("stats")) for c in x.get("cards") or [] if c["oid"] not in gone]:
        for t, v in zip(theme.TERRAINS, stats or (), strict=False):
            out[t] += sign * v
    return {t: max(0, v) for t, v in out.items()}


def shown_totals(view: dict[str, Any], e: dict[str, Any], player: int | None,
                 exp: str | None, gone: frozenset[int]) -> tuple[dict[str, int], dict[str, int]]:
    """The totals an Expedition's row shows, its own and the facing one's: as at Dusk
    while the row still shows every card that made them, less what the cards gone
    stood for while some have left, Night's once they have all left (review r18 #3:
    "no cards" beside "1 vs 4"; r19 #8: Dusk's totals beside a row that had lost
    some), each side by its own row, so a row never reads totals of cards no longer
    shown."""
    if "night_stats" not in e:
        return e["stats"], e["facing_stats"]
    facing = next((pv["expeditions"].get(exp) for pv in view.get("players") or []
                   if pv.get("index") != player and exp in (pv.get("expeditions") or {})),
                  None)
    theirs = _row_totals(facing, gone) if facing is not None and "night_stats" in facing \
        else e["facing_stats"]
    return _row_totals(e, gone), theirs


def expedition_number_rect(band: QRectF) -> QRectF:
    """Where a lit Expedition wears its choice number: a badge in its band's top right
    corner, where a row's cards end short of (the region's caption is at its foot)."""
    d = float(theme.LEAST_TEXT_PX) + 11
    return QRectF(band.right() - d - 4, band.top() + 4, d, d)


def glow_for(marks: Marks, oid: int | None) -> QColor | None:
    """A card shows one glow however many reasons light it, so the most deliberate one
    wins: the log entry being studied, then the player's own picks, then what the
    decision is about, then what could be played."""
    if oid is None:
        return None
    if oid in marks.log_focus:
        return theme.LOG_FOCUS
    if oid in marks.selected:
        return theme.SELECTED
    if oid in marks.highlight:
        return theme.TARGET
    if oid in marks.playable:
        return theme.PLAYABLE
    return None


def dimmed(marks: Marks, it: Item, bottom: int | None) -> bool:
    """Whether card item `it` is drawn dimmed: while a decision asks for cards (a
    target, a card to keep), every card it does not offer, as MTG Arena and Hearthstone
    dim what cannot be chosen (review r13 #15); and the hand of `bottom` (the seat in
    front of the screen) while the computer decides (#16).  The cards offered, picked
    or studied in the log keep their full colour and contrast."""
    oid = it.oid
    if oid is None or it.card is None:
        return False
    if marks.hand_locked and it.player == bottom and (
            it.extra.get("hand") or it.card.get("zone") == "hand"):
        return True
    return bool(marks.highlight) and oid not in marks.highlight \
        and oid not in marks.selected and oid not in marks.log_focus


def shown_card(marks: Marks, it: Item, bottom: int | None) -> dict[str, Any] | None:
    """Card item `it`'s card as the table paints it: on the turn of `bottom` (the seat in
    front of the screen), a card of its hand with no legal play now is marked
    unpayable, its hand cost unlit (review r15 #12: with 2 mana, the cards costing 3
    looked like the rest); what is legal is the engine's offer (`marks.playable`), no
    rule of the app's own."""
    card = it.card
    if card is None or not marks.playable or it.oid in marks.playable or \
            it.player != bottom or marks.hand_locked:
        return card
    if it.extra.get("hand") or card.get("zone") == "hand":
        return {**card, card_tile.UNPAYABLE: True}
    return card


def number_for(marks: Marks, oid: int | None) -> int | None:
    """The number of the choice that picks card `oid` (None: not numbered)."""
    if oid is None or not marks.numbers:
        return None
    return next((n for o, n in marks.numbers if o == oid), None)


def card_sprite(rect: QRectF, card: dict[str, Any], *, glow: QColor | None = None,
                dim: bool = False, allow_turn: bool = True,
                tile: bool | None = None,
                number: int | None = None) -> tuple[Hashable, QRectF, Draw]:
    """Key, bounds and painter of `card_painter.paint_card` for the sprite cache: a
    card that looks the same as on the previous repaint (same face, glow, size,
    choice number) costs one blit."""
    key = ("card", card_painter.look_key(card), glow.rgba() if glow is not None else None,
           dim, allow_turn, tile, number)
    return (key, card_painter.painted_bounds(rect),
            lambda sp: card_painter.paint_card(sp, rect, card, glow=glow, dim=dim,
                                               allow_turn=allow_turn, tile=tile,
                                               number=number))


def pend_mine(v: View) -> bool:
    pend = v.get("pending")
    return bool(pend) and not pend.get("waiting")


def tracker_lines(v: View, bottom: int) -> list[str]:
    """Whose turn, first player, passes and waits, in plain words, each said once:
    "Lithium's turn / Initiative: Lithium / First player today: Lithium / Waiting for
    Lithium" told one thing four times (review r7 #17).  Initiative is the turn
    player's in the Afternoon and the first player's otherwise (1.4.5.a): a line of
    its own only when it is someone else's; the first player only when not the one
    whose turn it is; a wait only for someone other than the turn's player (the
    prompt panel says "Lithium is thinking…")."""
    lines = []
    if v["phase"] == "Setup":
        lines.append(QCoreApplication.translate("Table", "Setting up the game"))
    tp = v.get("turn_player")
    fp = v.get("first_player")
    if tp is not None:
        lines.append(QCoreApplication.translate("Table", "Your turn") if tp == bottom and pend_mine(v) else
                     QCoreApplication.translate("Table", "{0}'s turn").format(player_name(v, tp)))
    if fp is not None and fp != tp:
        lines.append(QCoreApplication.translate("Table", "First player today: {0}").format(
            player_name(v, fp)))
    initiative = v.get("initiative")
    if initiative is not None and initiative != (tp if tp is not None else fp):
        lines.append(QCoreApplication.translate("Table", "Initiative: {0}").format(
            player_name(v, initiative)))
    passed = [pv["name"] for pv in v["players"] if has_passed(v, pv)]
    if passed:
        lines.append(QCoreApplication.translate("Table", "Passed: {0}").format(", ".join(passed)))
    pend = v.get("pending")
    if pend and pend.get("waiting") and pend["player"] != tp:
        lines.append(QCoreApplication.translate("Table", "Waiting for {0}").format(player_name(v, pend["player"])))
    return lines


#: the player's name under their Hero, at most this size in pixels (the count is smaller)
STACKED_NAME_MOST = paint.NAME_MOST


def stacked_handlabel(p: QPainter, r: QRectF, name: str, text: str,
                      colour: QColor) -> None:
    """The player's name under their Hero and, under it, their hand's count on the pill
    the other seat's has too (`paint.draw_hand_pill`): in the corner of the Hero
    column, left of the hand's first card."""
    px = stacked_name_px(r)
    y = r.top() + 2
    paint.label(p, QRectF(r.left() + 4, y, r.width() - 8, px * 1.3), name, px,
                colour=colour, shrink=0.6)
    y += px * 1.35 + paint.HAND_PILL_PX * 0.95
    pill = paint.hand_pill_rect(p, r.left() + 4, y, text, r.width() - 8)
    paint.draw_hand_pill(p, pill, text, colour)


def stacked_name_px(r: QRectF) -> float:
    """The size of the player's name in `stacked_handlabel`'s rectangle `r`."""
    return max(float(theme.LEAST_TEXT_PX) + 2, min(STACKED_NAME_MOST, r.height() / 2.9))


def stacked_label_bottom(r: QRectF) -> float:
    """Where `stacked_handlabel`'s hand-count pill ends in `r`: the room under it is
    free (the Pass button beside the hand goes there: `pass_by_hand`)."""
    centre = r.top() + 2 + stacked_name_px(r) * 1.35 + paint.HAND_PILL_PX * 0.95
    return centre + paint.HAND_PILL_PX * 1.65 / 2


def _other(exp: str) -> str:
    """The seat's other Expedition."""
    return EXPEDITIONS[1 - EXPEDITIONS.index(exp)]


def marker_rect(regions: list[Item], track: QRectF, position: int, exp: str,
                own: bool, beside: int | None = None) -> QRectF:
    """Where the marker of an Expedition at `position` stands (`track`: the Adventure's
    area, kept for the callers that glide markers): see `table_layout.marker_rect`."""
    del track
    return layout_marker_rect(regions, position, exp, own, beside)


def list_board(view: View, bottom: int, placement: Placement, marks: Marks,
               recent: tuple[str, ...] = ()) -> list[Op]:
    """The board of `view`, laid out as `placement`, as a display list in painting order;
    `recent` are the last events of the (public) log, oldest first."""
    return _Lister(view, bottom, placement, marks, recent).list()


class _Lister:
    """Builds one display list; a class only so the element helpers share its inputs.

    Every key names all that its element's look depends on apart from its bounds, since
    two elements with the same key and size share one sprite."""

    def __init__(self, view: View, bottom: int, placement: Placement, marks: Marks,
                 recent: tuple[str, ...] = ()) -> None:
        self.view = view
        self.bottom = bottom
        self.placement = placement
        self.marks = marks
        self.recent = recent
        self.ops: list[Op] = []
        #: what is painted over the cards once they are (a zone's caption under their glow)
        self.late: list[Op] = []

    def op(self, key: Hashable, bounds: QRectF, draw: Draw, clip: QRectF | None = None) -> None:
        self.ops.append(Op(key, bounds, draw, clip))

    def name(self, player: int | None) -> str:
        return player_name(self.view, player)

    def list(self) -> list[Op]:
        items = self.placement.items
        for it in items:  # zone frames first, on the felt
            if it.kind in ("zone", "mana", "herozone"):
                over = self.zone_caption(it)[1] if it.kind == "zone" else False
                self.op(("frame", over), it.rect.adjusted(-2, -2, 2, 2),
                        lambda sp, r=it.rect, over=over: paint.draw_zone_frame(sp, r, over))
            elif it.kind == "expedition":
                self.op(("expframe",), it.rect.adjusted(-2, -2, 2, 2),
                        lambda sp, r=it.rect: paint.draw_expedition_frame(sp, r))
        track = self.placement.track_rect
        if not track.isEmpty() and len(self.view.get("adventure") or ()) > 1:
            # the Adventure's path on the felt, under its region cards (review r18 #18)
            lane = QRectF(track)
            self.op(("tracklane",), track.adjusted(-20, -10, 20, 10),
                    lambda sp: paint.draw_track_lane(sp, lane))
        for name, rect in (("tracker", self.placement.tracker_rect),
                           ("limbo", self.placement.limbo_rect),
                           ("recent", self.placement.recent_rect)):
            if rect.isEmpty():
                continue
            self.op(("sideframe", name), rect.adjusted(-2, -2, 2, 2),
                    lambda sp, rect=rect: paint.draw_side_frame(sp, rect))
        zones: dict[str, Callable[[Item], None]] = {
            "expedition": self.expedition, "zone": self.zone, "region": self.region,
            "mana": self.mana, "handlabel": self.handlabel, "toplabel": self.toplabel,
            "herozone": self.herozone, "regioncard": self.region_card}
        for it in items:
            if it.kind in zones:
                zones[it.kind](it)
        for it in items:  # a Tumult card's name, once across its two regions' tiles
            if it.kind == "regioncard" and it.extra.get("count", 1) > 1:
                self.region_card_label(it)
        self.tracker()
        self.limbo_frame()
        self.recent_events()
        for it in items:
            if it.kind in ("card", "back", "slot", "deck", "discard", "emblem"):
                self.item(it)
        self.ops.extend(self.late)
        self.markers()
        return self.ops

    # ---------------------------------------------------------------- zones
    def zone_caption(self, it: Item) -> tuple[str, bool]:
        """A zone's caption ("Reserve 3/2") and whether it holds more than its limit,
        counting the cards drawn in it: while Night's cards arrive one by one, those
        still to come are not counted yet, so the number counts up as they land."""
        waiting = self.marks.waiting
        if not waiting or "caption" not in it.extra:
            return it.label, bool(it.extra.get("over"))
        absent = sum(1 for c in self.placement.items
                     if c.kind == "card" and c.oid in waiting and c.player == it.player
                     and it.rect.contains(c.rect.center()))
        if not absent:
            return it.label, bool(it.extra.get("over"))
        n = int(it.extra["count"]) - absent
        text = QCoreApplication.translate("Table", it.extra["caption"])
        return text.format(n, it.extra["limit"]), n > int(it.extra["limit"])

    def zone(self, it: Item) -> None:
        r = it.rect
        lr = QRectF(r.left() + 8, r.top() + 1, r.width() - 16, ZONE_LABEL_PX)
        caption, over = self.zone_caption(it)
        # legal until Night: say what happens then (review r9 #10); not while its cards
        # wear choice numbers (Clean-up), whose badges sit on the caption's line
        held = [c.oid for c in self.placement.items
                if c.kind == "card" and it.rect.contains(c.rect.center())]
        numbered = any(number_for(self.marks, oid) is not None for oid in held)
        if over and not numbered:
            fm = QFontMetricsF(theme.font(ZONE_CAPTION_PX, bold=True))
            caption = clean_up_words.over_caption(
                caption, int(it.extra.get("limit", 0)),
                lambda t: fm.horizontalAdvance(t) <= lr.width())
        if all(glow_for(self.marks, oid) is None for oid in held):
            self.op(("zone", caption, r.height()), lr.adjusted(-2, -2, 2, 2),
                    lambda sp: paint.engraved_label(sp, lr, caption, ZONE_CAPTION_PX))
            return
        # its cards glow (a choice among them: Night's Clean-up), their halos reaching
        # over the caption's line: the caption comes after the cards, on a plate of the
        # felt (review r18 #5: "Reserve 3/2" on the yellow glow measured 2.3:1)
        self.late.append(Op(
            ("zone", caption, r.height(), "on a plate"), lr.adjusted(-4, -2, 4, 2),
            lambda sp: paint.label_on_plate(sp, lr, caption, ZONE_CAPTION_PX,
                                            colour=theme.LABEL_DIM)))

    def herozone(self, it: Item) -> None:
        """A Hero's slot: a caption over the card, in its player's colour, where the
        layout gives one (none since review r19 #13)."""
        if not it.label or HERO_CAPTION_PX <= 0:
            return
        r = it.rect
        lr = QRectF(r.left() + 8, r.top() + 1, r.width() - 16, HERO_CAPTION_PX)
        colour = theme.player_colour(it.player)
        self.op(("herocaption", it.label, colour.rgba()), lr.adjusted(-2, -2, 2, 2),
                lambda sp: paint.label(sp, lr, it.label, HERO_CAPTION_PX * 0.8,
                                       colour=colour))

    def handlabel(self, it: Item) -> None:
        name = self.name(it.player)
        colour = theme.player_colour(it.player)
        if it.extra.get("stacked"):
            self.op(("handlabel_stacked", name, it.label, colour.rgba(),
                     round(it.rect.width(), 1), round(it.rect.height(), 1)),
                    it.rect.adjusted(-2, -2, 2, 2),
                    lambda sp: stacked_handlabel(sp, it.rect, name, it.label, colour))
            return
        self.op(("handlabel", name, it.label, colour.rgba()), it.rect.adjusted(-2, -2, 6, 4),
                lambda sp: paint.draw_handlabel(sp, it.rect, name, it.label, colour))

    def toplabel(self, it: Item) -> None:
        name = self.name(it.player)
        colour = theme.player_colour(it.player)
        self.op(("toplabel", name, it.label, colour.rgba()), it.rect.adjusted(-2, -4, 2, 4),
                lambda sp: paint.draw_toplabel(sp, it.rect, name, it.label, colour))

    def mana(self, it: Item) -> None:
        ready, ex = it.extra["ready"], it.extra["exhausted"]
        self.op(("mana", ready, ex), it.rect.adjusted(-2, -2, 2, 2),
                lambda sp: paint.draw_mana(sp, it.rect, ready, ex))

    def expedition(self, it: Item) -> None:
        r = it.rect
        e = it.extra
        own = it.player == self.bottom
        if (it.player, it.exp) in self.marks.exp_targets:
            self.op(("exp_target",), r.adjusted(-3, -3, 3, 3), lambda sp: paint.draw_lit_frame(
                sp, r, QPen(theme.HIGHLIGHT, 2.5), QColor(255, 216, 74, 40)))
        if own and it.exp in self.marks.drop_targets:  # the frame itself is listed earlier
            self.op(("exp_drop",), r.adjusted(-3, -3, 3, 3), lambda sp: paint.draw_lit_frame(
                sp, r, QPen(theme.PLAYABLE, 2), QColor(127, 215, 255, 60)))
        choice = next((n for key, n in self.marks.exp_numbers
                       if key == (it.player, it.exp)), None)
        if choice is not None:
            badge = expedition_number_rect(r)
            self.op(("exp_number", choice, round(badge.height())), badge.adjusted(-2, -2, 2, 2),
                    lambda sp: card_painter.paint_choice_number(sp, badge, choice))
        title = (QCoreApplication.translate("Table", "Companion") if it.exp == "companion" else
                 QCoreApplication.translate("Table", "Hero"))
        if e.get("ascended"):
            title += " · " + QCoreApplication.translate("Table", "Ascended")
        box = stats_box(r)
        colour = theme.player_colour(it.player)
        if not e.get("cards"):
            # an empty Expedition keeps its band in every phase (review r13 #12: at
            # Night the rows collapsed to one-line strips and the board jumped): its
            # title and totals as always, a quiet "no cards" where its cards go
            quiet = QRectF(box.right() + 10, r.top(), r.right() - box.right() - 20,
                           r.height())
            words = QCoreApplication.translate("Table", "no cards")
            self.op(("exp_empty", words, round(quiet.width()), round(quiet.height())),
                    quiet, lambda sp, words=words: paint.label(
                        sp, quiet, words, theme.LEAST_TEXT_PX + 1, colour=theme.LABEL_DIM,
                        bold=False, align=Qt.AlignmentFlag.AlignHCenter))
        th = paint.title_height(box)
        # the region it stands on, numbered as the track numbers its tiles (review r13
        # #10: no panel said which region its Expedition was in, nor why rows were grey)
        regions = self.view.get("adventure") or []
        number = min(int(e.get("position", 0)), len(regions) - 1) + 1 if len(regions) > 1 \
            else None
        self.op(("exp_title", colour.rgba(), title, round(box.height(), 1), number),
                QRectF(box.left(), box.top(), box.width(), th + 4),
                lambda sp: paint.draw_expedition_title(sp, box, colour, title, number))
        # the totals against the facing Expedition: one sprite per terrain, as a play
        # usually changes one or two of the six; under them, why the greyed ones do not
        # count ("region 3: water only", review r19 #12: the reason where the eye is)
        totals, facing = shown_totals(self.view, e, it.player, it.exp,
                                      self.marks.moving - self.marks.fading)
        region = e.get("region") or []
        # (its own names: the "no cards" label's drawing above reads `words` late)
        rows, note, why = paint.stat_column(box, region, number)
        for t, rr in zip(theme.TERRAINS, rows, strict=True):
            mine, theirs = totals[t], facing[t]
            counts = t in region
            self.op(("exp_stat", t, mine, theirs, counts, own, round(rr.height(), 1)),
                    rr.adjusted(-2, -2, 2, 2),
                    lambda sp, rr=rr, t=t, mine=mine, theirs=theirs, counts=counts:
                    paint.draw_stat(sp, rr, t, mine, theirs, counts, own))
        if note is not None:
            self.op(("exp_region", why, region_caption.parts(number, region)[1],
                     round(note.width()), round(note.height())),
                    note.adjusted(-1, -1, 1, 1),
                    lambda sp: region_caption.paint(sp, note, number, region))

    def region_card(self, it: Item) -> None:
        """The card a region is printed on, under its tiles: a Tumult card's frame
        spans its two regions (face down: its back)."""
        face_down = bool(it.extra.get("face_down"))
        self.op(("regioncard", face_down), it.rect.adjusted(-6, -6, 6, 6),
                lambda sp: paint.draw_region_card(sp, it.rect, face_down))

    def region_card_label(self, it: Item) -> None:
        tiles: list[QRectF] = it.extra["tiles"]
        name, face_down = str(it.extra.get("name", "")), bool(it.extra.get("face_down"))
        shape = tuple((round(t.left() - it.rect.left(), 1), round(t.width(), 1),
                       round(t.height(), 1)) for t in tiles)
        self.op(("regioncard_label", name, face_down, shape), it.rect,
                lambda sp: paint.draw_region_card_label(sp, tiles, name, face_down))

    def region(self, it: Item) -> None:
        lit = it.extra.get("index") in self.marks.region_targets
        regions = self.view.get("adventure") or []
        k = regions.index(it.extra) if it.extra in regions else -1
        # each tile is one region, numbered from the Hero region as the log numbers
        # them ("moves forward to region 5"); a Tumult card's two regions lie on one
        # card frame with its name written once across them (review r4 #11: a name
        # across two tiles with nothing joining them left it unclear whether a Tumult
        # was one region or two; r11: "Tumult 1" on both halves read as doubled)
        number = k + 1 if k >= 0 and len(regions) > 1 else None
        half = any(c.kind == "regioncard" and c.extra.get("count", 1) > 1
                   and c.rect.contains(it.rect.center()) for c in self.placement.items)
        # the band each seat's markers stand in is tinted in its colour where they stand
        # (review r9 #1: which region an Expedition is in, at a glance)
        seats: list[QColor | None] = [None, None]  # the top seat's, the bottom seat's
        for pv in self.view["players"]:
            if any(min(pv["expeditions"][e]["position"], len(regions) - 1) == k
                   for e in EXPEDITIONS):
                seats[pv["index"] == self.bottom] = theme.player_colour(pv["index"])
        top, low = seats
        # its place along the track: the hour its landscape is painted at (art_track)
        place = k / (len(regions) - 1) if k >= 0 and len(regions) > 1 else 0.5
        self.op(("region", repr(it.extra), lit, number,
                 tuple(c.rgba() if c else None for c in seats), half, place),
                it.rect.adjusted(-4, -4, 4, 4),
                lambda sp: paint.draw_region(sp, it.rect, it.extra, lit=lit, number=number,
                                             seats=(top, low), half=half, place=place))

    def markers(self) -> None:
        """Each player's hero and companion expedition markers on the Adventure track."""
        regions = [i for i in self.placement.items if i.kind == "region"]
        if not regions:
            return
        track = self.placement.track_rect
        for pv in self.view["players"]:
            own = pv["index"] == self.bottom
            # one colour per player, whoever sits at the bottom; the hero's faction rings it
            colour = theme.player_colour(pv["index"])
            faction = (pv.get("hero") or {}).get("faction")
            for exp in EXPEDITIONS:
                if (pv["index"], exp) in self.marks.moving_markers:
                    continue  # gliding on the pointer layer until it arrives
                m = marker_rect(regions, track, pv["expeditions"][exp]["position"], exp, own,
                                pv["expeditions"][_other(exp)]["position"])
                self.op(("marker", own, exp, colour.rgba(), faction), m.adjusted(-2, -2, 2, 2),
                        lambda sp, m=m, colour=colour, exp=exp, faction=faction:
                        paint.draw_marker(sp, m, colour, exp, faction))

    # ---------------------------------------------------------------- cards and piles
    def item(self, it: Item) -> None:
        if it.kind == "discard" and it.oid is not None and it.oid in self.marks.moving:
            # its top card is gliding there: the pile as it was, the card under it on top
            below = it.extra.get("below")
            self.discard(it, below, str(max(0, int(it.label) - 1)))
            return
        if it.oid is not None and it.oid in self.marks.moving:
            if it.kind == "discard":  # the pile stays, its new top card not there yet
                self.op(("discard", None, it.label), it.rect.adjusted(-3, -3, 3, 3),
                        lambda sp: paint.draw_discard(sp, it.rect, None, it.label))
            return  # drawn gliding on the pointer layer until it lands
        if it.kind == "card" and it.card is not None and it.extra.get("listed"):
            glow = glow_for(self.marks, it.oid)
            dim = self.marks.dragged is it or dimmed(self.marks, it, self.bottom)
            card = it.card
            number = number_for(self.marks, it.oid)

            def listed(sp: QPainter) -> None:
                paint.draw_listed_card(sp, it.rect, card, glow, dim)
                if number is not None:  # over the row's cost, at its left end
                    card_painter.paint_choice_number(
                        sp, card_painter.listed_number_rect(it.rect), number)
            self.op(("listed", card_painter.look_key(card), glow.rgba() if glow else None, dim,
                     number), it.rect.adjusted(-3, -3, 3, 3), listed)
            return
        if it.kind == "card" and it.card is not None:
            tile = it.extra.get("tile")
            if self.marks.dragged is it:
                self.op(*card_sprite(it.rect, it.card, dim=True, tile=tile))
                return
            # a full Reserve's tiles stand upright in their grid: leaning, an exhausted
            # one covered its neighbours' highlight (review r6 #5)
            self.op(*card_sprite(it.rect, shown_card(self.marks, it, self.bottom) or it.card,
                                 glow=glow_for(self.marks, it.oid),
                                 dim=dimmed(self.marks, it, self.bottom),
                                 tile=tile, allow_turn=not it.extra.get("upright"),
                                 number=number_for(self.marks, it.oid)),
                    clip=it.extra.get("clip"))
            # the name and statistics again in the strip its neighbour leaves, unless
            # that neighbour is still gliding in: the card is whole meanwhile (review
            # r6 #1 saw "Kelon Elemental / Elemental", a tab over a whole name)
            if "shown_w" in it.extra and it.extra.get("covered_by") not in self.marks.moving:
                self.name_tab(it)
                self.number_over_tab(it)
        elif it.kind == "back" and it.extra.get("angle") is not None:
            # a back of the other player's fanned hand, turned about its top
            angle = it.extra["angle"]
            pivot = QPointF(it.rect.center().x(), it.rect.top())
            turn = QTransform().translate(pivot.x(), pivot.y()).rotate(angle) \
                .translate(-pivot.x(), -pivot.y())
            m = max(2.0, it.rect.width() * 0.05) + 2
            bounds = turn.mapRect(it.rect.adjusted(-m, -m, m, m))

            def draw(sp: QPainter, r: QRectF = it.rect, t: QTransform = turn) -> None:
                sp.save()
                sp.setTransform(t, True)
                sp.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
                card_painter.paint_back(sp, r)
                sp.restore()

            self.op(("back", round(angle, 2), round(it.rect.width(), 1),
                     round(it.rect.height(), 1)), bounds, draw, clip=it.extra.get("clip"))
        elif it.kind == "back":
            m = max(2.0, it.rect.width() * 0.05) + 2
            self.op(("back",), it.rect.adjusted(-m, -m, m, m),
                    lambda sp: card_painter.paint_back(sp, it.rect))
        elif it.kind == "slot":
            self.op(("slot", it.label), it.rect.adjusted(-3, -3, 3, 3),
                    lambda sp: card_painter.paint_slot(sp, it.rect, it.label))
        elif it.kind == "deck":
            n = int(it.label)
            m = max(2.0, it.rect.width() * 0.05) + 8
            self.op(("deck", n), it.rect.adjusted(-m, -m, m, m),
                    lambda sp: paint.draw_deck(sp, it.rect, n))
        elif it.kind == "discard":
            self.discard(it, it.card, it.label)
        elif it.kind == "emblem":
            chosen = it.extra.get("oid") in self.marks.emblem_targets
            self.op(("emblem", repr(it.extra), chosen), it.rect.adjusted(-3, -3, 3, 3),
                    lambda sp: paint.draw_emblem(sp, it.rect, it.extra, chosen))

    def discard(self, it: Item, top: dict[str, Any] | None, count: str) -> None:
        """A Discard pile showing `top` and `count` cards."""
        look = card_painter.look_key(top) if top is not None else None
        bounds = card_painter.painted_bounds(it.rect).adjusted(-3, -3, 3, 3)
        self.op(("discard", look, count), bounds,
                lambda sp: paint.draw_discard(sp, it.rect, top, count))

    def number_over_tab(self, it: Item) -> None:
        """A numbered card half covered by its neighbour: its choice's number again over
        the strip left in sight, at the height it has on its uncovered neighbours, at
        the strip's right end (card_painter.choice_number_rect: in the picture's right
        corner, under the neighbour)."""
        number = number_for(self.marks, it.oid)
        if number is None or it.card is None:
            return
        tile = it.extra.get("tile")
        r = card_painter.choice_number_rect(
            it.rect, it.card, card_tile.is_tile(it.rect) if tile is None else tile)
        seen_right = it.rect.left() + float(it.extra.get("shown_w", it.rect.width()))
        if r.right() > seen_right + card_tile.BADGE_OUT:
            r = r.translated(seen_right - 1 - r.right(), 0)
        self.op(("tab_number", number, round(r.width(), 1)), r.adjusted(-2, -2, 2, 2),
                lambda sp: card_painter.paint_choice_number(sp, r, number))

    def name_tab(self, it: Item) -> None:
        """A card half covered by its neighbour gets its name again in the strip left in
        sight, on two lines if need be, so a crowded hand still reads by name (a dimmed
        card's too: its words keep their contrast, the veil lies on its picture)."""
        card = it.card or {}
        name = str(card.get("name", "?"))
        fc = card_painter.faction_colour(card)
        if it.extra.get("tile"):
            ttab = card_tile.name_tab_rect(it.rect, it.extra["shown_w"], name)
            if ttab is not None:
                self.op(("tile_tab", name, fc.rgba(), round(ttab.width(), 1),
                         round(ttab.height(), 1)), ttab.adjusted(-1, -1, 1, 1),
                        lambda sp: card_tile.paint_name_tab(sp, ttab, card, fc))
            stats = card.get("stats")
            srect = paint.stat_tab_rect(it.rect, it.extra["shown_w"]) if stats else None
            if srect is not None and stats:
                base = tuple(card.get("base_stats") or stats)
                values = tuple(stats)
                # the three statistics again in the strip left in sight: the next
                # card covered the water one (review r4 #4)
                self.op(("stat_tab", values, base, round(srect.width(), 1),
                         round(srect.height(), 1)), srect.adjusted(-1, -1, 1, 1),
                        lambda sp: paint.draw_stat_tab(sp, srect, values, base))
            return
        tab = card_painter.name_tab_rect(it.rect, it.extra["shown_w"], name)
        if tab is None:
            return
        self.op(("name_tab", name, fc.rgba(), round(it.rect.width(), 1),
                 round(it.rect.height(), 1), round(tab.width(), 1), round(tab.height(), 1)),
                tab.adjusted(-1, -1, 1, 1),
                lambda sp: card_painter.paint_name_tab(sp, it.rect, tab, card),
                clip=it.extra.get("clip"))

    # ---------------------------------------------------------------- side column
    def tracker(self) -> None:
        v = self.view
        over = bool(v.get("over"))
        title = QCoreApplication.translate("Table", "Game over") if over else QCoreApplication.translate("Table", "Day {0}").format(v["day"])
        tiebreak = bool(v.get("tiebreak")) and not over
        lines = tuple(tracker_lines(v, self.bottom)[:4])
        now = v.get("replay_now")
        if now is not None:
            # a Dusk past told again after a hand-off: the strip says so, and where
            # the game is meanwhile (review r13: "Day 3 · Dusk" on Day 4's Morning)
            from altered_desktop.dusk_verdicts import replay_now

            title = QCoreApplication.translate("Table", "Replay · Day {0}").format(v["day"])
            lines = (replay_now(now), *lines[:3])
        r = self.placement.tracker_rect  # its frame is an operation of its own
        # title, phase pills and the turn lines change at different times: three sprites
        py, ph = paint.tracker_pills(r)
        self.op(("tracker_title", title, tiebreak),
                QRectF(r.left(), r.top(), r.width(), py - r.top()),
                lambda sp: paint.draw_tracker_title(sp, r, title, tiebreak))
        pills = QRectF(r.left(), py - 2, r.width(), ph + 4)
        phase = v["phase"]
        self.op(("tracker_phase", phase), pills,
                lambda sp: paint.draw_tracker_phases(sp, r, phase))
        self.op(("tracker_lines", lines),
                QRectF(r.left(), pills.bottom(), r.width(), r.bottom() - pills.bottom()),
                lambda sp: paint.draw_tracker_lines(sp, r, lines))

    def limbo_frame(self) -> None:
        n, e = len(self.view.get("limbo") or []), len(self.view.get("emblems") or [])
        r = self.placement.limbo_rect
        if r.isEmpty():
            return  # nothing in Limbo: its box gives its room to the prompt panel
        self.op(("limbo", n, e), r, lambda sp: paint.draw_limbo_frame(sp, r, n, e))

    def recent_events(self) -> None:
        r = self.placement.recent_rect
        if r.isEmpty():
            return
        # the title, then each event a sprite of its own: after an answer the events
        # already shown move up and are blitted; only the new ones are written
        empty = not self.recent
        self.op(("recent", empty, round(r.width(), 1), round(r.height(), 1)), r,
                lambda sp: paint.draw_recent_title(sp, r, empty))
        px = paint.recent_px(r)
        for rect, rows, newest in paint.recent_layout(r, self.recent):
            self.op(("recent_line", rows, newest, px), rect.adjusted(-1, -1, 1, 2),
                    lambda sp, rect=rect, rows=rows, newest=newest:
                    paint.draw_recent_entry(sp, rect, rows, newest, px))


class BoardDisplay:
    """Both sides' board images, the sprites they share, and what the screen shows.

    The widget asks `sync` on every state change and every paint; listing the board
    is skipped while nothing it depends on (`key`) has changed, and what changed on
    screen is worked out against the list the screen last showed, whichever side's."""

    def __init__(self) -> None:
        self.sprites = SpriteCache()
        # one board image per player at the bottom (see BoardLayer), sharing sprites
        self.boards = {0: BoardLayer(self.sprites), 1: BoardLayer(self.sprites)}
        self._listed_key: Hashable = None
        self._shown: Listing | None = None  # what the screen shows, to find what changed
        self._shown_size: tuple[QSize, float] | None = None

    def sync(self, key: Hashable, bottom: int, ops: Callable[[], list[Op] | Listing],
             size: QSize, dpr: float) -> QRegion:
        """Re-list the board with `ops` (a list, or one listed ahead) if `key` changed
        since it was last listed; return the region of the table that now looks
        different on screen."""
        if key == self._listed_key:
            return QRegion()
        self._listed_key = key
        listed = ops()
        listing = listed if isinstance(listed, Listing) else Listing(listed)
        self.boards[bottom].adopt(listing, size.width(), size.height(), dpr)
        full = QRect(QPoint(0, 0), size)
        shown = self._shown if self._shown_size == (size, dpr) else None
        self._shown, self._shown_size = listing, (size, dpr)
        return listing.changes_from(shown, full)

    def prerender(self, bottom: int, ops: list[Op], size: QSize, dpr: float,
                  background: Callable[[QPainter], None]) -> None:
        """Bring `bottom`'s image up to date with `ops` now, off screen: it does not
        change what the screen shows, so `sync`'s bookkeeping is left alone."""
        layer = self.boards[bottom]
        layer.adopt(Listing(ops), size.width(), size.height(), dpr)
        layer.render(background)
