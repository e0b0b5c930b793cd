"""The card table: one widget that shows a player's view of the game and reports clicks.

Everything on it comes from `game.view(viewer)` (plus, in open-handed teaching games, the
other player's own view of their hand), never from engine state, so a hotseat table cannot
show a hand it should not.  Painting one widget with QPainter (instead of a widget per
card) scales cleanly with the window and the screen's pixel ratio.

The widget holds the state (view, marks, pointer, recap, toast) and turns input into
signals; the rest lives in modules of its own:

* `table_layout`: where each zone and card goes (the `Item`s that hit tests use);
* `table_display`: the board as a display list, drawn through sprites into one board
  image per player at the bottom, repainted only where the list changed;
* `table_paint`: how each board element looks;
* `table_overlay`: the pointer layer (hover, focus ring, drag, recap, zoom, toast),
  drawn over the board image on every paint.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QRegion,
    QResizeEvent,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from altered_desktop import (
    acting_marks,
    clean_up_words,
    dusk_story,
    dusk_trail,
    just_played,
    log_text,
    table_paint,
    theme,
)
from altered_desktop import table_overlay as overlay
from altered_desktop.board_layer import BoardLayer, Listing, Op
from altered_desktop.face_warmup import FaceWarmer, Laid
from altered_desktop.table_display import (
    BoardDisplay,
    Marks,
    dimmed,
    list_board,
    marker_rect,
    number_for,
    pend_mine,
)
from altered_desktop.table_layout import (
    EXP_LABEL,
    EXPEDITIONS,
    Item,
    Placement,
    View,
    place,
    player_name,
    stats_box,
)
from altered_desktop.table_motion import (
    LEAVE_STAGE,
    CardMove,
    DuskShow,
    Move,
    card_moves,
    seat_origins,
    shrunk,
)
from altered_desktop.table_overlay import DIM_NOTE
from altered_desktop.table_paint import Felt, draw_welcome

if TYPE_CHECKING:
    from altered_desktop.dusk_story import DuskStory

# the names other modules have always imported from here
__all__ = ["EXPEDITIONS", "EXP_LABEL", "Item", "TableWidget", "View", "pend_mine"]


class TableWidget(QWidget):
    """Paints the table and turns mouse input into intents for the main window."""

    card_clicked = Signal(int)  # oid
    card_context = Signal(int, QPointF)  # oid, global position
    #: right-click on something that is not a card: (kind, player, expedition or zone
    #: label), global position — "Explain this" (altered_desktop/lessons_ui.py)
    place_context = Signal(str, int, str, QPointF)
    expedition_clicked = Signal(int, str)  # player, expedition
    card_dropped = Signal(int, str)  # oid, expedition of the bottom player
    card_dropped_on_mana = Signal(int)  # oid dropped on the bottom player's Mana orbs
    discard_clicked = Signal(int)  # player
    emblem_clicked = Signal(int)  # emblem oid
    region_clicked = Signal(int)  # index of the region on the Adventure
    drag_started = Signal(int)  # oid of the card picked up
    laid_out = Signal()  # zones moved: overlays and the prompt panel follow
    log_requested = Signal()  # the last events' box was clicked: open the whole log
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
        self.numbers: frozenset[tuple[int, int]] = frozenset()  # (object, choice number)
        self.selected: set[int] = set()  # objects chosen so far in a multi-choice
        self.playable: set[int] = set()  # cards with a legal play now
        self.log_focus: set[int] = set()  # objects of the log entry being studied
        self.drop_targets: set[str] = set()  # bottom expeditions offered for a play
        #: the decision panel's number for each lit Expedition: a decision's targets
        #: (set_view) and, once a card is picked, where it can go (set_drop_targets)
        self.exp_numbers: dict[tuple[int, str], int] = {}
        self.drop_numbers: dict[str, int] = {}
        self.exp_targets: set[tuple[int, str]] = set()  # expeditions a decision asks about
        self.emblem_targets: set[int] = set()  # emblems a decision asks about
        self.region_targets: set[int] = set()  # regions a decision asks about
        self.placement = Placement()
        self._laid: Laid | None = None  # the foreseen board the placement came from
        #: the last events of the game's log, oldest first (the log is public: both
        #: seats' boards show the same)
        self.recent: tuple[str, ...] = ()
        #: the other seat's plays since this one last answered: {object: seat}
        self.just_played: dict[int, int] = {}
        # the card pointed at and a zoom held open (`hover`, `zoom_locked`), and where the
        # card they enlarge is shown: the side column's preview when it takes it
        # (`side_zoom`), else the zoom over the board - never both
        self._hover: Item | None = None
        self.hand_locked = False  # the computer decides: the hand waits, dimmed
        self._zoom_locked: dict[str, Any] | None = None
        self._zoom_offered: dict[str, Any] | None = None
        #: (card, its copy with why it is darkened), for the zoom (`_with_dim_note`)
        self._dim_note: tuple[dict[str, Any] | None, dict[str, Any]] = (None, {})
        self._zoom_aside = False
        #: the side column's large preview of a card (the window sets it): offered each
        #: card the pointer enlarges (None: none now) and the rect of the card pointed
        #: at (None for a zoom asked for); True when it shows it
        self.side_zoom: Callable[[dict[str, Any] | None, QRectF | None], bool] | None = None
        self.paint_count = 0
        self._press: QPointF | None = None
        self._press_item: Item | None = None
        self._drag_pos: QPointF | None = None
        #: cards that may be dragged onto the bottom seat's Mana (the Morning's Expand)
        self.mana_drop: set[int] = set()
        #: Clean-up: {card: kept?} drawn on the cards offered (`acting_marks`)
        self.keep_tags: dict[int, bool] = {}
        self._toast = ""
        self._toast_timer = QTimer(self)
        self._toast_timer.setSingleShot(True)
        self._toast_timer.timeout.connect(self._clear_toast)
        self._recap: tuple[str, list[str]] | None = None
        self._recap_timer = QTimer(self)
        self._recap_timer.setSingleShot(True)
        self._recap_timer.timeout.connect(self._clear_recap)
        self._felt = Felt()
        self.display = BoardDisplay()
        self.board: BoardLayer = self.display.boards[0]  # the one shown last
        # the faces the next answer may show, painted while idle
        self.faces_ahead = FaceWarmer(self.display.sprites, self)
        # every paint covers its whole region with the board image: Qt need not paint
        # the window's background under it first (about 1 ms of each answer's repaint)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self._marks_of: dict[int, tuple[set[int], set[int]]] = {}  # last lit cards, per side
        self._painting = QRegion()  # the region the paint event in progress covers
        self._layout_gen = 0
        self.kbd_focus: int | None = None
        #: markers moving at Dusk (off unless the window turns animations on)
        self.animations = False
        self.motion = DuskShow(self)
        self.motion.frame.connect(self.update)
        self.motion.ended.connect(self.board_changed)
        self.motion.finished.connect(self.board_changed)  # the markers stand again
        self.motion.finished.connect(self.laid_out)  # a recap held back may now show
        self.motion.finished.connect(self._dusk_trail_over)
        #: while a Dusk is told, the board shows the story's boards, not `view`
        self._staged: View | None = None
        #: while a told Night's cards move: the game now with them where they stood
        #: (`dusk_story.night_board`), staged for the show's Night
        self._night_board: View | None = None
        #: or the board as it was at Dusk while they fade there (`LEAVE_STAGE`)
        self._night_leave: View | None = None
        self.motion.stage.connect(self._show_stage)
        #: while a Dusk is told, each player's Expedition row's base tile width as the
        #: show began (`table_layout.place`'s `hold`): cards keep their size frame
        #: after frame and take their new one once, at the end (review r18 #9)
        self._held_rows: dict[int, float] | None = None
        #: each seat's board's Expedition rows as last laid out in the day, by the
        #: board's shape (`_day_key`): a row keeps its cards' size through the day
        #: until it must shrink (review r18 #9: a card leaving made the others grow,
        #: and the next one coming shrank them again)
        self._day_rows: dict[int, tuple[tuple[Any, ...], dict[int, float]]] = {}
        #: two people share this screen (hotseat): while a Dusk is told both look at
        #: it, so every hand shows its backs (review r6 §5); set by the window
        self.veil_hands = False
        self._veil: tuple[View | None, View | None] = (None, None)  # (view, veiled copy)
        self._placed_veiled = False
        #: what the last Dusk did on the track (`dusk_trail`): each marker that moved
        #: leaves a ghost and an arrow, each that stayed a "stays" tag, drawn as the
        #: show tells them and faded out through Night, gone by the next day's
        #: Morning (review r14 #4); markers moved by an effect keep theirs until a
        #: person answers (`clear_trail`), never past their day
        self.trail: list[dusk_trail.Step] = []
        self._trail_told = False  # its steps are a told story's verdicts, in order
        self._trail_day: int | None = None  # the day the markers moved on
        #: the seats that have answered since they saw the trail: not drawn for them
        self.trail_done: set[int] = set()
        self._trail_painted = dusk_trail.Painted()
        self._trail_gen = 0  # counts the trail's changes (what the painted marks show)
        self._trail_key: tuple[Any, ...] | None = None

    def sizeHint(self) -> QSize:
        return QSize(1500, 940)

    @property
    def hover(self) -> Item | None:
        """What the pointer is on."""
        return self._hover

    @hover.setter
    def hover(self, it: Item | None) -> None:
        self._hover = it
        self._zoom_moved()

    @property
    def zoom_locked(self) -> dict[str, Any] | None:
        """A card enlarged by the user (a click, Z, the menu's Zoom) until the pointer
        moves to another card."""
        return self._zoom_locked

    @zoom_locked.setter
    def zoom_locked(self, card: dict[str, Any] | None) -> None:
        self._zoom_locked = card
        self._zoom_moved()

    def zoom_target(self) -> tuple[dict[str, Any] | None, QRectF | None]:
        """The card to show enlarged (locked by the user, else the face-up card
        hovered, not while one is dragged) and the rect of the card it enlarges (of a
        locked one, where the table shows it: the zoom goes beside it, not over it)."""
        if self._zoom_locked is not None:
            oid = self._zoom_locked.get("oid")
            it = self.item_for(oid) if isinstance(oid, int) else None
            return self._zoom_locked, it.rect if it is not None else None
        it = self._hover
        if it is not None and it.card is not None and it.kind in ("card", "discard") \
                and self._drag_pos is None:
            return self._with_dim_note(it), it.rect
        return None, None

    def _with_dim_note(self, it: Item) -> dict[str, Any]:
        """Card item `it`'s card, and when the table darkens it, a copy saying why under
        its enlarged face (`table_overlay.zoom_notes`): a Hero not among a decision's
        choices read as exhausted (review r16 #7).  The copy is kept while the card and
        the reason stay, so the zoom is not offered again on every move."""
        card = it.card
        assert card is not None
        if it.kind != "card" or not dimmed(self._marks(), it, self.bottom):
            return card
        if self.hand_locked and it.player == self.bottom and (
                it.extra.get("hand") or card.get("zone") == "hand"):
            why = self.tr("Darkened: your hand waits while the other seat decides.")
        else:
            why = self.tr("Darkened: not one of the choices asked for now, so it cannot be "
                          "picked for this decision. It is not exhausted.")
        if self._dim_note[0] is not card or self._dim_note[1].get(DIM_NOTE) != why:
            self._dim_note = (card, {**card, DIM_NOTE: why})
        return self._dim_note[1]

    def _zoom_moved(self) -> None:
        """Offer the card to enlarge, when it changes, to the side column's preview; the
        board's zoom shows it only when the preview does not."""
        card, anchor = self.zoom_target()
        if card is self._zoom_offered:
            return
        self._zoom_offered = card
        self._zoom_aside = bool(self.side_zoom(card, anchor)) if self.side_zoom is not None \
            else False

    def offer_zoom_again(self) -> None:
        """The side column changed (the prompt panel grew or shrank, a drawer opened):
        the card enlarged goes where there is room for it now."""
        self._zoom_offered = None
        was = self._zoom_aside
        self._zoom_moved()
        if was != self._zoom_aside:
            self.update()

    # the layout's results, read by the main window, tests and benchmarks
    @property
    def items(self) -> list[Item]:
        return self.placement.items

    @property
    def side_width(self) -> float:
        return self.placement.side_width

    @property
    def panel_top(self) -> float:
        """Where the prompt panel starts: under the last events' box; but while a recap
        covers that box (Limbo empty, no Dusk being told) right under the recap, which is
        as tall as its lines: the decision list gets the room the box's hidden lines
        had (review r7 #4: option 7 cut under a recap a third empty)."""
        top = self.placement.panel_top
        if self.placement.limbo_rect.isEmpty() and not self.motion.running:
            r = self._recap_rect()
            if r is not None:
                top = min(top, r.bottom() + self.height() * 0.008)
        return top

    # ------------------------------------------------------------------ state
    def set_view(self, view: View, *, extra_hands: dict[int, list[dict[str, Any]]] | None = None,
                 highlight: set[int] | None = None, playable: set[int] | None = None,
                 selected: set[int] | None = None,
                 targets: tuple[set[Any], ...] | None = None,
                 numbers: dict[int, int] | None = None,
                 exp_numbers: dict[tuple[int, str], int] | None = None) -> None:
        """Show `view`; `targets` (expeditions, emblems[, regions]) as for `set_targets`,
        given here so the board is listed once per answer rather than twice; `numbers`
        the decision panel's number for each lit card (choice_numbers), `exp_numbers`
        for each lit Expedition."""
        if targets is not None:
            self.exp_targets, self.emblem_targets = set(targets[0]), set(targets[1])
            self.region_targets = set(targets[2]) if len(targets) > 2 else set()
        self.view = view
        self.bottom = view["viewer"] if view.get("viewer") is not None else 0
        self.extra_hands = extra_hands or {}
        self.highlight = set(highlight or ())
        self.playable = set(playable or ())
        self.selected = set(selected or ())
        self.numbers = frozenset((numbers or {}).items())
        self.exp_numbers = dict(exp_numbers or {})
        self._marks_of[self.bottom] = (self.highlight, self.playable)
        self.drop_targets, self.drop_numbers = set(), {}
        self.keep_tags = {}  # the new decision's (`set_keep_tags`)
        pointer_shown = self.hover is not None or self.zoom_locked is not None
        self.hover = None
        self.zoom_locked = None
        self.relayout()
        if pointer_shown:
            self.update()  # the hover or zoom drawn over the board goes away

    def set_hand_locked(self, locked: bool) -> None:
        """Dim the hand in front of the screen while the computer decides (a locked
        hand: review r13 #16), lit again when the person's turn comes."""
        if locked != self.hand_locked:
            self.hand_locked = locked
            self.board_changed()

    def set_just_played(self, plays: dict[int, int]) -> None:
        """The cards the other seat played since this one last answered ({object:
        seat}), marked "Just played" on the board (`just_played`)."""
        if plays != self.just_played:
            self.just_played = dict(plays)
            self.update()

    def set_recent(self, lines: Sequence[str]) -> None:
        """The last events to show under the tracker (`table_paint.draw_recent`)."""
        lines = tuple(lines)
        if lines != self.recent:
            self.recent = lines
            self.board_changed()

    def set_selected(self, selected: set[int]) -> None:
        self.selected = set(selected)
        self.board_changed()

    def set_log_focus(self, oids: set[int]) -> None:
        self.log_focus = set(oids)
        self.board_changed()

    def set_targets(self, expeditions: set[tuple[int, str]], emblems: set[int],
                    regions: set[int] | None = None) -> None:
        self.exp_targets = set(expeditions)
        self.emblem_targets = set(emblems)
        self.region_targets = set(regions or ())
        self.board_changed()

    def set_keep_tags(self, tags: dict[int, bool]) -> None:
        """Clean-up: what becomes of each card offered as the choice stands
        (`acting_marks.clean_up_tags`), drawn on the cards."""
        if tags != self.keep_tags:
            self.keep_tags = dict(tags)
            self.update()

    def set_drop_targets(self, exps: set[str], numbers: dict[str, int] | None = None) -> None:
        """Light the bottom seat's Expeditions a card can go to (dragged, or picked with
        its ways to play listed in the panel: `numbers`, the panel's number of each)."""
        self.drop_targets = set(exps)
        self.drop_numbers = {e: n for e, n in (numbers or {}).items() if e in exps}
        self.board_changed()

    def banner_spot(self, size: QSize) -> QPoint:
        """Where a banner of `size` goes ("Lithium is thinking…"): in the strip of the
        opponent's hand at the top, right of their hand's backs, over felt only (review
        r4 #21: centred at the top, it covered the Landmarks frame)."""
        board_w = self.width() - self.side_width
        strip = next((i.rect for i in self.items if i.kind == "toplabel"), None)
        if strip is None:
            return QPoint(max(0, int((board_w - size.width()) / 2)), 8)
        x = board_w - size.width() - 10
        x = max(int(board_w * 0.66), int(x))
        y = strip.top() + (strip.height() - size.height()) / 2
        return QPoint(int(x), max(2, int(y)))

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
    def relayout(self) -> None:
        """Place every zone and card; kept separate from painting so hit tests are cheap."""
        self._layout_gen += 1
        self._placed_veiled = self._veiled()
        shown, extra = self.shown_view, {} if self._placed_veiled else self.extra_hands
        w, h, dpr = self.width(), self.height(), self.devicePixelRatioF()
        # after an answer whose board was foreseen and laid out while idle, that one
        # (face_warmup.take_laid checks it is this very board)
        self._laid = self.faces_ahead.take_laid(shown, self.bottom, extra, w, h, dpr) \
            if shown is not None and self._held_rows is None else None
        self.placement = self._laid.placement if self._laid is not None else \
            place(shown, self.bottom, extra, w, h, dpr, self._held_rows)
        if shown is not None and self._held_rows is None:
            # a row keeps the size it had earlier in the day unless it must shrink
            day = self._day_hold(self.placement)
            if any(self.placement.exp_w.get(p, 0.0) > cap + 0.5 for p, cap in day.items()):
                self._laid = None  # (foreseen without the day's sizes)
                self.placement = place(shown, self.bottom, extra, w, h, dpr, day)
            self._day_rows[self.bottom] = (self._day_key(self.placement),
                                           dict(self.placement.exp_w))
        self.laid_out.emit()
        if self.view is None:
            self.update()
        elif self.kbd_focus is not None:
            self.update()  # the focus ring follows its card wherever it moved
        else:
            self.board_changed()

    def _day_key(self, placement: Placement) -> tuple[Any, ...]:
        """What a row's kept size holds for: the Day of the board shown, the window's
        size, and the Expedition rows' heights (a hand crossing `short_hand` makes them
        taller: their cards grow then, review r16 #2)."""
        shown = self.shown_view or {}
        rows = tuple(sorted({round(i.rect.height()) for i in placement.items
                             if i.kind == "expedition"}))
        return (shown.get("day"), self.width(), self.height(), self.devicePixelRatioF(),
                rows)

    def _day_hold(self, placement: Placement) -> dict[int, float]:
        """The base widths the rows keep this day (none on a new Day, size or row
        heights): a row whose card left keeps its cards' size; one that must shrink for
        a card coming does (review r18 #9: "prefer size steps that change rarely")."""
        kept = self._day_rows.get(self.bottom)
        if kept is None or kept[0] != self._day_key(placement):
            return {}
        return dict(kept[1])

    def prerender(self, view: View, *,
                  extra_hands: dict[int, list[dict[str, Any]]] | None = None) -> None:
        """Draw, off screen and ahead of time, the board as `view`'s player sees it.

        At a hotseat table the board turns round after most answers.  Called while
        the table is idle, this brings the other player's board image up to date with
        what already happened, so when the table turns only what the next answer
        changes is left to draw.  Nothing visible changes; nothing is emitted."""
        bottom = view["viewer"] if view.get("viewer") is not None else 0
        if self.view is None or bottom == self.bottom or bottom not in self.display.boards:
            return
        dpr = self.devicePixelRatioF()
        placement = place(view, bottom, extra_hands or {}, self.width(), self.height(), dpr)
        # that player's next decision is unknown: guess the cards lit for their last
        # one are lit again (most stay playable from one turn to the next)
        highlight, playable = self._marks_of.get(bottom, (set(), set()))
        marks = Marks(highlight, set(), playable, self.log_focus, set(), set(), set(),
                      self._dragged())
        self.display.prerender(bottom, list_board(view, bottom, placement, marks, self.recent),
                               self.size(), dpr, self._paint_background)
        self.faces_ahead.plan_other(view, bottom, extra_hands, marks)

    # ------------------------------------------------------------------ painting
    def paintEvent(self, event: QPaintEvent) -> None:
        """Two layers.  The board (everything the game state decides) is composed in an
        offscreen image, repainted only where its display list changed (see
        `table_display`).  The pointer layer (hover, focus ring, dragged card, zoom,
        recap, toast) is drawn over it on every paint, so moving the mouse costs a blit."""
        self.paint_count += 1
        self._painting = event.region()
        late = self._sync_board()
        if not late.isEmpty() and not event.region().contains(late.boundingRect()):
            self.update(late)  # a board change nobody asked to repaint: do it now
        self.board = self.display.boards[self.bottom]
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
        self.faces_ahead.plan(self.view, self.bottom, self.extra_hands, self._marks(),
                              self.recent, self.width(), self.height(),
                              self.devicePixelRatioF())

    def _dragged(self) -> Item | None:
        """The card being dragged: the board shows it dimmed where it was picked up."""
        return self._press_item if self._drag_pos is not None else None

    def _marks(self) -> Marks:
        if self.motion.telling:
            # a Dusk being told: nothing is lit for the question that comes after it
            return Marks(set(), set(), set(), self.log_focus, set(), set(), set(), None,
                         self.motion.moving(), frozenset(), self.motion.moving_markers(),
                         waiting=self.motion.waiting(), fading=self.motion.fading())
        return Marks(self.highlight, self.selected, self.playable, self.log_focus,
                     self.drop_targets, self.exp_targets, self.emblem_targets,
                     self._dragged(), self.motion.moving(), frozenset(self.region_targets),
                     self.motion.moving_markers(), self.numbers,
                     hand_locked=self.hand_locked,
                     exp_numbers=frozenset({**self.exp_numbers,
                                            **{(self.bottom, e): n for e, n
                                               in self.drop_numbers.items()}}.items()))

    def _board_key(self) -> tuple[Any, ...]:
        """Everything the board layer depends on; a change means it must be re-listed."""
        return (self._layout_gen, self.width(), self.height(), self.devicePixelRatioF(),
                self._marks().key(), self.recent)

    def _list_board(self) -> list[Op] | Listing:
        shown = self.shown_view
        if shown is None:
            return []
        marks = self._marks()
        laid = self._laid
        if laid is not None and laid.placement is self.placement \
                and laid.recent == self.recent and laid.marks == marks.key():
            return laid.listing  # listed ahead, from this very view, layout and marks
        return list_board(shown, self.bottom, self.placement, marks, self.recent)

    @property
    def shown_view(self) -> View | None:
        """The view the board shows: `view`, or while a Dusk is told the story's board
        of the moment (`table_motion.DuskShow.tell`)."""
        shown = self._staged if self._staged is not None else self.view
        return self.veiled(shown) if shown is not None and self._veiled() else shown

    def veil_note_rect(self) -> QRectF | None:
        """Where the board says why the hand in front of the screen is face down while
        a Dusk is told (a pill across its backs), or None when it is not veiled."""
        if not self._placed_veiled:
            return None
        backs = [i.rect for i in self.items if i.kind == "back" and i.player == self.bottom
                 and i.extra.get("hand")]
        if not backs:
            return None
        span = backs[0]
        for r in backs[1:]:
            span = span.united(r)
        h = max(theme.LEAST_TEXT_PX * 2.2, span.height() * 0.16)
        w = min(span.width() + 120.0, max(span.width(), h * 14))
        return QRectF(span.center().x() - w / 2, span.center().y() - h / 2, w, h)

    def _veiled(self) -> bool:
        """Whether the hands are veiled now: a Dusk told to two people at one screen."""
        return self.veil_hands and self.motion.story is not None

    def veiled(self, view: View) -> View:
        """`view` with every hand face down (its count kept): what a Dusk told at a
        hotseat table shows, the Dusk needing no hand (review r6 §5: the seat that
        passed last had its hand face up while both players watched)."""
        if self._veil[0] is not view:
            copy = dict(view)
            copy["players"] = [{**pv, "hand": None} for pv in view["players"]]
            self._veil = (view, copy)
        assert self._veil[1] is not None
        return self._veil[1]

    def _sync_board(self) -> QRegion:
        """Re-list the board if the state changed since it was last listed; return the
        region of the table that now looks different on screen."""
        return self.display.sync(self._board_key(), self.bottom, self._list_board,
                                 self.size(), self.devicePixelRatioF())

    def board_changed(self) -> None:
        """Repaint what a state change altered on the board, and nothing else."""
        dirty = self._sync_board()
        if not dirty.isEmpty():
            self.update(dirty)

    def _paint_background(self, p: QPainter) -> None:
        """Under every board repaint: the felt, and the welcome text until a game starts."""
        self._felt.paint(p, self.width(), self.height(), self.devicePixelRatioF(),
                         self.side_width)
        if self.view is None:
            draw_welcome(p, QRectF(self.rect()), self.side_width)

    def _paint_pointer_layer(self, p: QPainter) -> None:
        self._paint_trail(p)  # on the track, under everything else of this layer
        if self.just_played and not self.motion.telling:
            marks = self._marks()
            for it, seat in just_played.marked(self.items, self.just_played, marks.moving):
                just_played.paint(p, it, seat, number_for(marks, it.oid) is not None)
        dragging = self._drag_pos is not None
        overlay.paint_hover(p, self.display.sprites, self.hover, self._marks(), dragging,
                            self.bottom)
        focused = self.item_for(self.kbd_focus) if self.kbd_focus is not None else None
        if focused is not None and self.hasFocus():
            overlay.paint_focus_ring(p, focused.rect)
        acting_marks.paint_tags(p, self.items, self.keep_tags)
        if self._drag_pos is not None and self._press_item is not None:
            mana = acting_marks.mana_item(self.items, self.bottom)
            if mana is not None and self._press_item.oid in self.mana_drop:
                acting_marks.paint_mana_drop(p, mana)  # where it goes: Expand
            overlay.paint_dragged(p, self._press_item, self._drag_pos)
        r = self._recap_rect()
        # the recap waits while a Dusk is shown (it tells the same news, and would cover it)
        if self._recap is not None and r is not None and not self.motion.running:
            title, lines = self._recap
            recent = self.placement.recent_rect
            if r.bottom() < recent.bottom() and self.placement.limbo_rect.isEmpty():
                # the last events' box under a shorter recap: the bare rail there, so no
                # line of it peeks out between the recap and the prompt panel risen
                # under it (panel_top), nor its edge round the recap's lower corners
                p.save()
                mid = r.center().y()
                p.setClipRect(QRectF(recent.left() - 3, mid, recent.width() + 6,
                                     recent.bottom() - mid + 3))
                self._felt.paint(p, self.width(), self.height(), self.devicePixelRatioF(),
                                 self.side_width)
                p.restore()
            overlay.paint_recap(p, self.display.sprites, r, title, lines, self._painting)
        if self.motion.running:
            # the comparisons are told in the side column, in an area of their own
            # under the phase chips: nothing on the board is covered while cards and
            # markers move
            area = self.dusk_area()
            self.motion.paint(p, self.placement.track_rect, area if not area.isEmpty() else None,
                              self._staying_cards())
            note = self.veil_note_rect()
            if note is not None:
                overlay.paint_veil_note(p, note)
        zoom = self._zoom_card()
        if zoom is not None:
            overlay.paint_zoom(p, *zoom)
        if self._toast:
            overlay.paint_toast(p, self._toast, self.width() - self.side_width, self.height())

    def _zoom_card(self) -> tuple[dict[str, Any], QRectF] | None:
        """The card to show enlarged over the board and where: none while the side
        column's preview shows it (`zoom_target`)."""
        card, anchor = self.zoom_target()
        if card is None or self._zoom_aside:
            return None
        return card, overlay.zoom_rect(self.width() - self.side_width, self.height(), anchor)

    # ------------------------------------------------------------------ recap
    def show_recap(self, title: str, lines: list[str], ms: int = 15000) -> None:
        """A box summing up what happened since this player last looked at the table."""
        if self._recap is not None and lines:  # an unread recap keeps its news
            lines = [*self._recap[1], *lines]
            if len(lines) > 9:
                lines = [self.tr("… earlier events are in the log"), *lines[-8:]]
        old = self._recap_area()
        self._recap = (title, lines) if lines else self._recap
        if lines:
            self._recap_timer.start(ms)
        self.update(old.united(self._recap_area()))  # the box only: the board is unchanged
        if old != self._recap_area():
            self.laid_out.emit()  # the prompt panel follows the recap's bottom

    def clear_recap(self) -> None:
        self._clear_recap()

    def _clear_recap(self) -> None:
        old = self._recap_area()
        self._recap = None
        self.update(old)
        if not old.isEmpty():
            self.laid_out.emit()  # the prompt panel goes back under the last events

    def _recap_rect(self) -> QRectF | None:
        if self._recap is None:
            return None
        pad = self.height() * 0.008
        recent = self.placement.recent_rect
        under = self._under_phase_chips()
        if not recent.isEmpty() and under is not None:
            # in place of the last events' box, which it covers whole (no line peeks
            # out under it), from under the phase chips: it covers neither them, nor
            # Limbo, nor the prompt (issue #23: it covers nothing the player needs)
            # as tall as its lines need (no empty band: the prompt panel rises under it)
            room = QRectF(under.left(), under.top(), under.width(),
                          max(80.0, recent.bottom() - under.top()))
            return overlay.recap_rect(room, *self._recap)
        side = QRectF(self.width() - self.side_width + pad, pad, self.side_width - 2 * pad,
                      max(80.0, self.placement.panel_top - 2 * pad))
        return overlay.recap_rect(side, *self._recap)

    def _under_phase_chips(self) -> QRectF | None:
        """The side column from under the tracker's phase chips down (its top-left and
        width; None before the first layout)."""
        tracker = self.placement.tracker_rect
        if tracker.isEmpty():
            return None
        py, ph = table_paint.tracker_pills(tracker)
        top = py + ph + self.height() * 0.006
        return QRectF(tracker.left(), top, tracker.width(), 0.0)

    def _recap_area(self) -> QRect:
        r = self._recap_rect()
        if r is None:
            return QRect()
        # with the last events' box it covers (bared under it while it is up)
        return r.united(self.placement.recent_rect).toAlignedRect().adjusted(-3, -3, 3, 3)

    # ------------------------------------------------------------------ mouse
    def item_at(self, pos: QPointF) -> Item | None:
        """The topmost card under `pos`, else the topmost zone."""
        cards = [i for i in self.items if i.kind in ("card", "back", "discard", "deck")
                 and i.rect.contains(pos) and ("clip" not in i.extra
                                               or i.extra["clip"].contains(pos))]
        if cards:
            return cards[-1]
        for i in reversed(self.items):
            if i.kind in ("expedition", "emblem", "region", "zone", "mana", "recent") \
                    and i.rect.contains(pos):
                return i
        return None

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        pos = event.position()
        if self._press is not None and self._press_item is not None \
                and (self._press_item.oid in self.playable
                     or self._press_item.oid in self.mana_drop) \
                and (pos - self._press).manhattanLength() > 12:
            if self._drag_pos is None and self._press_item.oid is not None:
                # nothing enlarged may cover the Expeditions the card can be dropped on
                self.zoom_locked = None
                self.hover = None
                self.drag_started.emit(self._press_item.oid)
            self._drag_pos = pos
            self.update()
            return
        it = self.item_at(pos)
        if it is not self.hover:
            self._repaint_hover(it)

    def _repaint_hover(self, it: Item | None) -> None:
        """Point at `it` (None: nothing): repaint only where the outline (and a hand
        card's rise) leaves and comes, unless a zoom over the board comes or goes."""
        old, zoomed = self.hover, self._zoom_card()
        self.hover = it
        if it is not None and it.card is not None and self.zoom_locked is not None:
            # the preview follows the pointer: a card clicked (and zoomed) before
            # gives way to the next card pointed at
            self.zoom_locked = None
        dirty = QRegion(overlay.hover_area(old)) + QRegion(overlay.hover_area(it))
        for z in (zoomed, self._zoom_card()):
            if z is not None:  # a zoom over the board, when the column has no room
                dirty += overlay.zoom_area(z[1], self.height())
        if not dirty.isEmpty():
            self.update(dirty)

    def describe(self, it: Item, at: QPointF | None = None) -> str:
        """A plain-words tooltip for a zone or marker (cards explain themselves by zoom);
        over one of an Expedition's terrain totals (`at`), what that total means."""
        name = player_name(self.view, it.player)
        if it.kind == "expedition" and at is not None:
            row = self.terrain_row_tip(it, at)
            if row:
                return row
        if it.kind == "region":
            reg = it.extra
            where = log_text.region_name(str(reg["name"]))
            n = len((self.view or {}).get("adventure") or [])
            if isinstance(reg.get("index"), int) and n > 1:
                # the number on the tile, as the log and the end screen count regions
                where = self.tr("Region {0} of {1}, counted from the Hero region ({2})").format(
                    reg["index"] + 1, n, where)
            card = next((c for c in self.items if c.kind == "regioncard"
                         and c.extra.get("count", 1) > 1 and c.rect.contains(it.rect.center())),
                        None)
            pair = ""
            if card is not None:
                first = int(card.extra["first"]) + 1
                pair = self.tr("{0} is one card holding two regions, {1} and {2} (3.2.1.b).").format(
                    log_text.region_name(str(card.extra.get("name", ""))), first, first + 1)
            if reg.get("face_down"):
                return " ".join(filter(None, (
                    self.tr("{0}: face down, so it has no terrains yet (2.2.2.k).").format(where),
                    pair,
                    self.tr("The card is turned face up when an Expedition first moves into one "
                            "of its regions (7.3.17.b).") if pair else
                    self.tr("It is turned face up when an Expedition first moves into it "
                            "(7.3.17.b)."))))
            terr = ", ".join(log_text.word(t) for t in reg.get("terrains") or []) or \
                self.tr("no terrain")
            extra = ""
            markers = reg.get("markers") or []
            if markers:
                extra = " " + self.tr("A {0} Terrain Marker lies on it: it is {0} only while the "
                                 "Marker stays.").format(log_text.word(markers[-1]))
            elif sorted(reg.get("printed") or []) != sorted(reg.get("terrains") or []):
                extra = " " + self.tr("An effect in play changes its terrains (printed: {0}).").format(
                    ", ".join(log_text.word(t) for t in reg.get("printed") or []))
            return self.tr("{0}: {1}. At Dusk an Expedition here moves forward if it beats the "
                      "facing one in one of these terrains (4.2.4.b).").format(where, terr) + extra \
                + (" " + pair if pair else "")
        if it.kind == "mana":
            m = it.extra
            return self.tr("{0}'s Mana zone: {1} ready and {2} exhausted Mana Orbs. Costs are paid "
                      "by exhausting ready orbs (1.2.5.e); all are readied each Morning "
                      "(4.2.1.c).").format(name, m["ready"], m["exhausted"])
        if it.kind == "deck":
            return self.tr("{0}'s Deck: {1} cards, face down.").format(name, it.label)
        if it.kind == "discard":
            return self.tr("{0}'s Discard pile: {1} cards. Click to look through it.").format(
                name, it.label)
        if it.kind == "zone":
            if it.extra.get("over"):
                return self.tr("{0}'s {1}. {2}").format(
                    name, log_text.word(it.label),
                    clean_up_words.over_tooltip(int(it.extra.get("limit", 0))))
            return self.tr("{0}'s {1}. At Night's Clean-up you keep up to the Hero's limit and the "
                      "rest is discarded (4.2.5.c).").format(name, log_text.word(it.label))
        if it.kind == "expedition":
            e = it.extra
            ahead = [t for t in theme.TERRAINS if t in (e.get("region") or [])]  # its own
            counts = (self.tr("At Dusk only the terrains of the region it stands on count (here: "
                         "{0}, 4.2.4.b); the others are greyed.").format(
                             ", ".join(log_text.word(t) for t in ahead)) if ahead else
                      self.tr("The region it stands on has no terrain: nothing counts at Dusk, "
                         "every total is greyed."))
            return (self.tr("{0}'s {1}: region {2}, moved {3} so far. Beside its cards, its forest, "
                       "mountain and water totals against the facing Expedition's (▲ ahead, ▼ "
                       "behind). ").format(name, log_text.template(EXP_LABEL.get(it.exp or "", "")),
                                           e["position"] + 1, e["distance"])
                    + counts
                    + (" " + self.tr("It has Ascended until Rest: it can move forward even when "
                                "the facing Expedition matches it.") if e.get("ascended")
                       else ""))
        if it.kind == "back":
            return self.tr("A card in {0}'s hand (hidden from you).").format(name)
        if it.kind == "recent":
            return self.tr("The last things that happened, newest at the bottom. Click (or press "
                      "L) for the whole teaching log, with the rule behind each event.")
        if it.kind == "emblem":
            em = it.extra
            return self.tr("{0} emblem from {1}: {2}").format(
                log_text.word(str(em.get("kind", "")).capitalize()), em.get("source", ""),
                log_text.render(em.get("effect") or em.get("text", "")))
        return ""

    def terrain_row_tip(self, it: Item, at: QPointF) -> str:
        """The tooltip of the terrain total under `at` in Expedition `it`'s column: a
        greyed one says its region lacks that terrain, so it does not count at Dusk
        whichever side is ahead (review r13 #10: "8 vs 0" greyed read as disabled or
        lost); a bright one what it takes to move forward (4.2.4.b, .e, .f)."""
        e = it.extra
        regions = (self.view or {}).get("adventure") or []
        number = min(int(e.get("position", 0)), max(0, len(regions) - 1)) + 1
        rows = table_paint.stat_rows(stats_box(it.rect), e.get("region") or [],
                                     number if len(regions) > 1 else None)
        t = next((t for t, rr in zip(theme.TERRAINS, rows, strict=True) if rr.contains(at)),
                 None)
        if t is None:
            return ""
        mine, theirs = e["stats"][t], e["facing_stats"][t]
        word = log_text.word(t)
        if t not in (e.get("region") or []):
            return self.tr("{0} {1} vs {2}: region {3} has no {4}, so this total does not "
                           "count at Dusk, whichever side is ahead. Only the terrains of "
                           "the region an Expedition stands on count (4.2.4.b).").format(
                word.capitalize(), mine, theirs, number, word)
        return self.tr("{0} {1} vs {2}: region {3} has {4}. At Dusk this Expedition moves "
                       "forward if its {4} total is more than the facing one's and more than "
                       "0 (4.2.4.b; a tie is not enough, 4.2.4.e).").format(
            word.capitalize(), mine, theirs, number, word)

    def event(self, e: QEvent) -> bool:
        if e.type() == QEvent.Type.ToolTip and isinstance(e, QHelpEvent):
            it = self.item_at(QPointF(e.pos()))
            text = self.describe(it, QPointF(e.pos())) if it is not None and it.kind != "card" \
                else ""
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
        if self.motion.running and key in (Qt.Key.Key_Space, Qt.Key.Key_Escape,
                                           Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.motion.skip()  # as a click does
            return
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

    def leaveEvent(self, event: Any) -> None:
        self._repaint_hover(None)

    def dismiss_pointer(self) -> None:
        """Close the hover zoom, a zoom held open and any tooltip: a dialog, a menu, the
        hand-off screen or an animation is starting and must not be covered by them."""
        QToolTip.hideText()
        if self.hover is not None or self.zoom_locked is not None:
            self.hover = None
            self.zoom_locked = None
            self.update()

    def dusk_area(self) -> QRectF:
        """Where a Dusk's verdicts are told: the side column from under the phase chips
        (which say Dusk, then Night) down to the prompt panel; it covers the last
        events' box and Limbo whole, never part of them."""
        under = self._under_phase_chips()
        if under is None:
            return QRectF()
        top = under.top()
        bottom = max(self.placement.panel_top - self.height() * 0.008,
                     self.placement.recent_rect.bottom())
        return QRectF(under.left(), top, under.width(), max(0.0, bottom - top))

    def _staying_cards(self) -> list[tuple[QRectF, dict[str, Any]]]:
        """The cards in the Expeditions that are not gliding: gliding cards pass under
        them (`table_motion`)."""
        moving = self.motion.moving()
        return [(i.rect, i.card) for i in self.items
                if i.kind == "card" and i.card is not None and i.oid not in moving
                and i.card.get("zone") == "expedition"]

    def _show_stage(self, k: int) -> None:
        """A told Dusk moved on: show board `k` of its story, or (-1) the game now."""
        story = self.motion.story
        if story is None:  # the show is over: the rows take the game's sizes, once
            self._held_rows = None
            self._day_rows.clear()
        staged = None if story is None else story.board_after(k) if k >= 0 \
            else self._night_leave if k == LEAVE_STAGE \
            else self._night_board  # Night while its cards move; None: the game now
        if staged is self._staged and self._placed_veiled == self._veiled():
            return  # (the show ended at Night: the board is the game's already)
        self._staged = staged
        self.relayout()

    # ------------------------------------------------------------------ the trail
    def _regions(self) -> list[Item]:
        return [i for i in self.items if i.kind == "region"]

    def _faction_of(self, player: int) -> str | None:
        if self.view is None:
            return None
        return (self.view["players"][player].get("hero") or {}).get("faction")

    def _paint_trail(self, p: QPainter) -> None:
        """The trail's marks: worked out and drawn anew on each frame of a show, else
        blitted as drawn last while nothing they depend on changed (the hover and
        every other repaint of this layer cost next to nothing more)."""
        if not self.trail:
            return
        opacity = self.motion.trail_opacity() if self._trail_told else 1.0
        if opacity <= 0.0:
            return
        if opacity < 1.0:
            p.save()
            p.setOpacity(opacity)
            self._trail_painted.draw(p, self.trail_marks(), self._trail_clear(),
                                     self._faction_of, self.devicePixelRatioF())
            p.restore()
            self._trail_key = None
            return
        key = None if self.motion.running else (
            self._trail_gen, self._layout_gen, self.bottom, id(self.view),
            self.devicePixelRatioF())
        if key is None or key != self._trail_key:
            found = self.trail_marks()
            self._trail_painted.draw(p, found, self._trail_clear() if found else [],
                                     self._faction_of, self.devicePixelRatioF())
            self._trail_key = key
            return
        self._trail_painted.blit(p)

    def _trail_clear(self) -> list[QRectF]:
        """What the trail's arrows pass under (`dusk_trail.keep_clear`)."""
        shown = self.shown_view
        if shown is None:
            return []
        return dusk_trail.keep_clear(self._regions(), shown, self.bottom,
                                     self.motion.moving_markers())

    def _dusk_trail_over(self) -> None:
        """A told Dusk's show is over: the next day's Morning is on the board, and the
        Dusk's marks are gone from the track (review r14 #4)."""
        if self._trail_told:
            self.clear_trail()

    def clear_trail(self) -> None:
        """A person acted: what the last Dusk did is no longer news on the track."""
        if self.trail:
            self.trail = []
            self.trail_done = set()
            self._trail_gen += 1
            self.update()

    def trail_answered(self, seat: int, people: set[int] | None = None) -> None:
        """`seat` answered: the trail is no news to it any more.  Behind hand-off
        screens (`people`: the seats of the persons taking turns at the screen) it
        stays for the others until each has answered too; else it goes."""
        if people is None:
            self.clear_trail()
            return
        self.trail_done.add(seat)
        self._trail_gen += 1
        if people <= self.trail_done:
            self.clear_trail()
        else:
            self.update()

    def _set_trail(self, steps: list[dusk_trail.Step], told: bool) -> None:
        """The trail of a Dusk (or of markers moved): the same Dusk told again (after
        a hand-off) keeps who has already answered since seeing it."""
        if steps != self.trail:
            self.trail_done = set()
        self.trail, self._trail_told = steps, told
        self._trail_day = None if self.view is None else self.view.get("day")
        self._trail_gen += 1
        self.update()

    def _trail_steps(self, story: DuskStory) -> list[dusk_trail.Step]:
        at_dusk = story.boards[0]["players"]
        return [dusk_trail.Step(
            t.player, t.exp, t.start, t.end,
            at_dusk[t.player]["expeditions"]["companion" if t.exp == "hero" else "hero"][
                "position"], self._faction_of(t.player)) for t in story.told]

    def trail_marks(self) -> list[dusk_trail.Mark]:
        """The marks the last Dusk leaves on the track now (`dusk_trail`): while it is
        told, each as its verdict comes (a moved marker's ghost and arrow as it sets
        off, its arrow following it); after, all of them.  A step the game no longer
        shows (an undo, a marker moved since) is left out."""
        view, shown = self.view, self.shown_view
        if not self.trail or view is None or shown is None or self.bottom in self.trail_done:
            return []
        steps, show = self.trail, self.motion
        if (self._trail_told and not show.telling) or (
                not self._trail_told and view.get("day") != self._trail_day):
            return []  # a Dusk's marks are gone by the next Morning (review r14 #4)
        told = self._trail_told and show.telling
        playing = not self._trail_told and show.running and show.story is None

        def reach(k: int) -> float | None:
            s = steps[k]
            if not dusk_trail.holds(s, view):
                return None
            if told:
                if k >= show.verdicts_shown():
                    return None
                return show.glide(k) if s.moved and show.current() is not None else 1.0
            if playing:
                return show.marker_t(k)
            return 1.0

        def gliding(k: int) -> QRectF | None:
            return show.way_rect(k) if told else None

        return dusk_trail.marks(steps, self._regions(), shown, self.bottom, reach, gliding)

    def tell_dusk(self, story: DuskStory, entries: Sequence[Any] = (),
                  current_oid: Callable[[int], int | None] | None = None,
                  lines: Sequence[str] = ()) -> bool:
        """Tell `story` (a Dusk, `dusk_story`): verdicts and markers on the board as
        Progress found it, then Night, the cards the log's `entries` moved gliding
        from where they stood at Dusk to where they are now; False when animations
        are off."""
        if not self.animations or self.view is None:
            return False
        if story.now is not None:  # told again: each board of it says so (the day strip)
            for board in story.boards:
                board["replay_now"] = story.now
        dpr = self.devicePixelRatioF()
        first = place(story.boards[0], self.bottom, self.extra_hands, self.width(),
                      self.height(), dpr)
        # the rows' sizes as the show begins (its first board as the table shows it),
        # held till its end
        self._held_rows = None
        self._held_rows = dict(place(
            self.veiled(story.boards[0]) if self.veil_hands else story.boards[0],
            self.bottom, {} if self.veil_hands else self.extra_hands, self.width(),
            self.height(), dpr).exp_w)
        regions = [i for i in first.items if i.kind == "region"]
        ways: list[Move | None] = []
        self._set_trail(self._trail_steps(story), True)
        for t in story.told:
            if not t.moved or not regions:
                ways.append(None)
                continue
            pv = self.view["players"][t.player]
            own = t.player == self.bottom
            # the other Expedition where it stood then and stands now: two markers on
            # one tile stand side by side
            other = "companion" if t.exp == "hero" else "hero"
            was = story.boards[0]["players"][t.player]["expeditions"][other]["position"]
            now = pv["expeditions"][other]["position"]
            ways.append(Move(marker_rect(regions, first.track_rect, t.start, t.exp, own, was),
                             marker_rect(regions, first.track_rect, t.end, t.exp, own, now),
                             theme.player_colour(t.player), t.exp,
                             (pv.get("hero") or {}).get("faction"), t.player))
        cards: list[CardMove] = []
        self._night_board = self._night_leave = None
        together = False
        if entries and current_oid is not None:
            cards, together = self._night_moves(story, entries, current_oid)
        self.dismiss_pointer()
        self.motion.tell(story, ways, cards, lines, together=together)
        self.board_changed()
        return True

    def _night_moves(self, story: DuskStory, entries: Sequence[Any],
                     current_oid: Callable[[int], int | None]) -> tuple[list[CardMove], bool]:
        """The cards a told Night moves (the log's `entries` after Dusk), each with
        where it waits for its turn, whole and at the size it had (review r13 #3: an
        emptied Expedition laid out as a strip made them chips, "Fo… M…").

        Night's board keeps them where they stood (`dusk_story.night_board`): they
        fade there one after another as each comes into its new place, and Night's own
        layout waits for the show's end.  Where that board has no room for them at
        their size (a Reserve crowded at Night takes the Expeditions' room), they fade
        on the board as it was at Dusk, which then turns to Night's as all of them
        arrive at once (True)."""
        assert self.view is not None
        dpr, w, h = self.devicePixelRatioF(), self.width(), self.height()
        veil = self.veil_hands
        extra = {} if veil else self.extra_hands

        def items(view: View) -> list[Item]:
            return place(self.veiled(view) if veil else view, self.bottom, extra, w, h,
                         dpr, self._held_rows).items

        dusk = items(story.boards[-1])
        names = [pv["name"] for pv in self.view["players"]]
        night = dusk_story.night_board(story.boards[-1], self.view, current_oid)
        cards = card_moves(dusk, items(night), entries, current_oid, names)
        seat_origins(cards, items(night))
        if not shrunk(cards):
            self._night_board = night if any(c.origin for c in cards) else None
            return cards, False
        # they wait on the board as it was at Dusk (its phase Night's), then land in
        # Night's own layout
        cards = card_moves(dusk, items(self.view), entries, current_oid, names)
        self._night_leave = {**story.boards[-1], "phase": self.view.get("phase"),
                             "day": self.view.get("day"), "replay_now": None}
        seat_origins(cards, items(self._night_leave))
        return cards, True

    def play_dusk(self, before: View, lines: list[str], entries: Sequence[Any] = (),
                  current_oid: Callable[[int], int | None] | None = None) -> bool:
        """Show the markers that moved since the view `before` gliding to where they are
        now, with `lines` (the comparisons) over the Adventure, and the cards the log's
        `entries` moved gliding to their new places; False when there was nothing to
        show or animations are off."""
        if not self.animations or self.view is None:
            return False
        cards = self._card_moves(before, entries, current_oid) if entries and current_oid \
            else []
        regions = [i for i in self.items if i.kind == "region"]
        moves = []
        if not regions or len(before.get("adventure") or []) != len(regions):
            regions = []  # the Adventure changed shape (a tiebreaker): no markers glide
        track = self.placement.track_rect
        steps: list[dusk_trail.Step] = []
        for pv, old in zip(self.view["players"] if regions else [], before["players"],
                           strict=False):
            own = pv["index"] == self.bottom
            faction = (pv.get("hero") or {}).get("faction")
            for exp in EXPEDITIONS:
                was = old["expeditions"][exp]["position"]
                now = pv["expeditions"][exp]["position"]
                if was != now:
                    other = "companion" if exp == "hero" else "hero"
                    moves.append(Move(marker_rect(regions, track, was, exp, own,
                                                  old["expeditions"][other]["position"]),
                                      marker_rect(regions, track, now, exp, own,
                                                  pv["expeditions"][other]["position"]),
                                      theme.player_colour(pv["index"]), exp, faction,
                                      pv["index"]))
                    steps.append(dusk_trail.Step(pv["index"], exp, was, now,
                                                 old["expeditions"][other]["position"],
                                                 faction))
        flips = [reg.rect for reg, was in zip(regions, before["adventure"], strict=False)
                 if was.get("face_down") and not reg.extra.get("face_down")]
        if not moves and not lines and not flips and not cards:
            return False
        if steps:  # markers moved (a tiebreaker, an effect): their trail as for a Dusk
            self._set_trail(steps, False)
        self.dismiss_pointer()
        self.motion.play(moves, lines, flips, cards)
        self.board_changed()  # cards' and markers' new places stay empty until they land
        return True

    def _card_moves(self, before: View, entries: Sequence[Any],
                    current_oid: Callable[[int], int | None]) -> list[CardMove]:
        """The cards that changed places since `before`, laid out from this side of the
        table: a hand `before` showed to another seat is put face down first."""
        if before.get("viewer") != self.bottom:
            before = dict(before)
            before["players"] = [dict(pv, hand=None) if pv["index"] != self.bottom else pv
                                 for pv in before["players"]]
        old = place(before, self.bottom, {}, self.width(), self.height(),
                    self.devicePixelRatioF()).items
        names = [pv["name"] for pv in self.view["players"]] if self.view else []
        return card_moves(old, self.items, entries, current_oid, names)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.motion.running:  # a click skips the show, and does nothing else
            self.motion.skip()
            return
        pos = event.position()
        it = self.item_at(pos)
        if event.button() == Qt.MouseButton.RightButton:
            if it is not None and it.oid is not None:
                self.card_context.emit(it.oid, event.globalPosition())
            elif it is not None and it.player is not None:
                self.place_context.emit(it.kind, it.player, it.exp or it.label,
                                        event.globalPosition())
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self._press = pos
        self._press_item = it

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        pos = event.position()
        pressed, dragging = self._press_item, self._drag_pos is not None
        pressed_at = self._press
        self._press, self._press_item, self._drag_pos = None, None, None
        if event.button() != Qt.MouseButton.LeftButton:
            return
        if dragging and pressed is not None and pressed.oid is not None:
            exp_item = next((i for i in self.items if i.kind == "expedition"
                             and i.player == self.bottom and i.rect.contains(pos)), None)
            mana = acting_marks.mana_item(self.items, self.bottom)
            self.drop_targets, self.drop_numbers = set(), {}
            self.update()
            if exp_item is not None:
                self.card_dropped.emit(pressed.oid, exp_item.exp or "")
            elif mana is not None and mana.rect.adjusted(-6, -6, 6, 6).contains(pos):
                self.card_dropped_on_mana.emit(pressed.oid)
            return
        it = self.item_at(pos)
        if self._recap is not None:
            r = self._recap_rect()
            self._clear_recap()
            if r is not None and r.contains(pos) and pressed_at is not None \
                    and r.contains(pressed_at):
                # the recap stands in for the last events' box: its click opens the
                # whole log as the box's does (one hint, one behaviour)
                self.log_requested.emit()
                return
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
        elif it.kind == "region" and isinstance(it.extra.get("index"), int):
            self.region_clicked.emit(it.extra["index"])
        elif it.kind == "recent":
            self.log_requested.emit()
        else:
            self.background_clicked.emit()
