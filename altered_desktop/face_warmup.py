"""The faces the next answer is likely to show, painted ahead while the window is idle.

Why: with faces kept as pixmaps (`face_cache`) a repaint costs a blit for every card
already shown, but the card an answer brings to the table - the one just played - would
still be painted for real at the moment the player waits for it: 2.5-4 ms a face since
cards have their own illustrations, several faces when its row's tiles all change size
to make room.  What the next answer may bring is mostly known, though: a card of the
player's hand or Reserve going to one of their Expeditions, their Landmarks, their
Reserve or their discard pile.  For each such play the table is laid out as it would
then be (`table_layout.place`, the one layout there is), as the player sees it and, at
a hotseat table, as the other player will see it once the table turns round; every
face those layouts show is painted into the cache.

What is painted is what the board would list then (`table_display.list_board`): each
card's sprite, through the sprite cache the board paints with, and so its face, through
the face cache.  Only cards the seat at the screen may see are painted (its own hand
and Reserve, the public zones, and at a hotseat table the board the table already draws
ahead for the other seat), and nothing is shown.  The work is cut into slices of a few
milliseconds on zero-timers, so a click or a key never waits behind it, and a new state
throws the old plan away.
"""

from __future__ import annotations

import time
from collections.abc import Hashable, Iterator
from typing import Any

import attrs
from PySide6.QtCore import QObject, QRectF, QTimer
from PySide6.QtGui import QImage, QPainter

from altered_desktop import table_layout, theme
from altered_desktop.board_layer import Draw, Listing
from altered_desktop.foresight import Board, Foresight
from altered_desktop.sprites import SpriteCache
from altered_desktop.table_display import Marks, card_sprite, list_board
from altered_desktop.table_layout import Item, Placement
from altered_desktop.theme import TERRAINS

View = dict[str, Any]
Card = dict[str, Any]

#: longest stretch of painting ahead before the event loop gets its turn again
SLICE_S = 0.004


def _where_to(card: Card) -> tuple[tuple[str, str | None], ...]:
    """Where a card played from hand or Reserve may land: (zone, Expedition)."""
    kind = card.get("type")
    if kind == "character":
        return ("expeditions", "hero"), ("expeditions", "companion")
    if kind == "permanent":
        if card.get("zone_type") == "landmark":
            return (("landmarks", None),)
        return ("expeditions", "hero"), ("expeditions", "companion"), ("landmarks", None)
    if kind == "spell":
        return ("reserve", None), ("discard", None)
    return ()


#: a zone of a player's view -> the `zone` its cards' views say
_ZONE_OF = {"expeditions": "expedition", "landmarks": "landmark", "reserve": "reserve",
            "discard": "discard"}


def played(view: View, mover: int, card: Card, zone: str, exp: str | None,
           from_reserve: bool = False) -> View:
    """`view` after `mover` plays `card` (from their hand or Reserve) to `zone`, as far
    as the table can guess it: its cost paid from ready Mana, a Character's statistics
    added to its Expedition's totals (and to the facing Expedition's "vs" side).  The
    engine may well do more (abilities, passives): this is only where to paint ahead.
    A copy sharing everything it does not change."""
    players = list(view["players"])
    pv = dict(players[mover])
    oid = card.get("oid")
    card = {**card, "zone": _ZONE_OF[zone], "expedition": exp}
    if pv.get("hand") is not None:
        pv["hand"] = [c for c in pv["hand"] if c.get("oid") != oid]
    if pv.get("hand_count") and not from_reserve:
        pv["hand_count"] = pv["hand_count"] - 1
    pv["reserve"] = [c for c in pv.get("reserve") or [] if c.get("oid") != oid]
    mana = pv.get("mana")
    cost = card.get("reserve_cost" if from_reserve else "hand_cost") or 0
    if isinstance(mana, dict) and cost:
        paid = min(int(mana.get("ready") or 0), int(cost))
        pv["mana"] = {**mana, "ready": mana["ready"] - paid,
                      "exhausted": mana.get("exhausted", 0) + paid}
    if zone == "expeditions" and exp is not None:
        exps = dict(pv["expeditions"])
        e = dict(exps[exp])
        e["cards"] = [*e["cards"], card]
        stats = card.get("stats")
        if stats and isinstance(e.get("stats"), dict):
            e["stats"] = {t: e["stats"][t] + stats[i] for i, t in enumerate(TERRAINS)}
            other = dict(players[1 - mover]) if len(players) == 2 else None
            if other is not None and isinstance(other["expeditions"][exp].get("facing_stats"),
                                                dict):
                their = dict(other["expeditions"][exp])
                their["facing_stats"] = {t: their["facing_stats"][t] + stats[i]
                                         for i, t in enumerate(TERRAINS)}
                other["expeditions"] = {**other["expeditions"], exp: their}
                players[1 - mover] = other
        exps[exp] = e
        pv["expeditions"] = exps
    else:
        pv[zone] = [*(pv.get(zone) or []), card]
    players[mover] = pv
    return {**view, "players": players}


class FaceWarmer(QObject):
    """Plans and carries out the painting ahead for one table widget."""

    def __init__(self, sprites: SpriteCache, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.sprites = sprites
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._step)
        self._planned: Hashable = None
        self._work: Iterator[None] | None = None
        self._mine: Side | None = None
        self._other: Side | None = None
        self._playable: set[int] = set()
        self._recent: tuple[str, ...] = ()
        self._size: tuple[int, int, float] = (0, 0, 1.0)
        self._foresight: Foresight | None = None
        #: the foreseen boards already painted, by board and table size: the plan
        #: starts over at every repaint, and must not walk them again
        self._foreseen_done: set[tuple[int, int, int, float]] = set()
        #: the foreseen boards laid out and listed, by answer, for the table to take
        #: when that answer comes (`expect`, `take_laid`) instead of doing it again
        self._laid: dict[str, Laid] = {}
        self._expected: Laid | None = None
        self._litter: object = None  # what to let go of when next idle (`foresee`)
        self.painted = 0  # sprites painted ahead (tests, benchmarks)

    @property
    def busy(self) -> bool:
        return self._work is not None

    def plan(self, view: View | None, bottom: int, extra_hands: dict[int, list[Card]],
             marks: Marks, recent: tuple[str, ...], width: int, height: int,
             dpr: float) -> None:
        """The table shows `view` from `bottom`'s seat, lit by `marks`: paint ahead,
        once idle, what the plays of the playable cards would show.  Cheap when nothing
        changed."""
        if view is None:
            return
        key = (id(view), bottom, width, height, dpr, marks.key(), recent)
        if key == self._planned:
            return
        self._planned = key
        self._mine = Side(view, bottom, extra_hands, marks)
        self._playable = set(marks.playable)
        self._recent = recent
        if self._other is not None and self._other.bottom == bottom:
            self._other = None  # the other side's view was for an earlier turn round
        self._size = (width, height, dpr)
        self._restart()

    def plan_other(self, view: View, bottom: int, extra_hands: dict[int, list[Card]] | None,
                   marks: Marks) -> None:
        """At a hotseat table, the board as the other player will see it when the
        table turns round (`TableWidget.prerender`, lit as it guesses): the plays are
        laid out there too."""
        self._other = Side(view, bottom, extra_hands or {}, marks)
        self._restart()

    @property
    def foresight(self) -> Foresight | None:
        """What is foreseen now (the next decision's foresight starts from its copy)."""
        return self._foresight

    def foresee(self, foresight: Foresight | None) -> None:
        """The boards the answers of the pending decision will bring, worked out on
        copies of the game (`foresight`): painted ahead first, and instead of the
        guesses of what a play shows.  None: nothing foreseen (not a turn, not a person's
        decision); the guesses again."""
        kept = self._foresight
        if foresight is not None and kept is not None and foresight.game is kept.game \
                and foresight.answered == kept.answered:
            return  # the same decision, refreshed: its boards are worked out already
        # the old decision's boards (views, layouts, listings of a dozen answers) are
        # let go of on the next idle step, not inside the answer window
        self._litter = (self._foresight, self._laid, self._work)
        self._foresight = foresight
        self._foreseen_done = set()
        self._laid = {}
        self._restart()

    def expect(self, game: Any) -> None:
        """`game` (the session's) moved on: if its next answer after the decision
        foreseen was one whose board is laid out already, the table may take it."""
        f, self._expected = self._foresight, None
        if f is None or f.game is not game:
            return
        answers = game.answers
        if len(answers) > f.answered:
            self._expected = self._laid.get(str(answers[f.answered]))

    def take_laid(self, view: View, bottom: int, extra_hands: dict[int, list[Card]],
                  width: int, height: int, dpr: float) -> Laid | None:
        """The board laid out ahead for the answer just given (`expect`), if the table
        is about to show exactly it: the same view, seat, open hands and size (an
        automatic seat that answered since, a resize, a Dusk being told: no)."""
        laid, self._expected = self._expected, None
        if laid is None or laid.size != (width, height, dpr):
            return None
        b = laid.board
        if b.bottom != bottom or b.extra_hands != extra_hands or b.view != view:
            return None
        return laid

    def _restart(self) -> None:
        if self._work is not None and self._litter is None:
            self._litter = self._work  # (a plan's frames hold its layouts too)
        self._work = self._jobs()
        self._timer.start()

    def _step(self) -> None:
        self._litter = None
        work = self._work
        if work is None:
            return
        end = time.perf_counter() + SLICE_S
        try:
            while time.perf_counter() < end:
                next(work)
        except StopIteration:
            if self._work is work:
                self._work = None
            return
        if self._work is work:
            self._timer.start()

    def _jobs(self) -> Iterator[None]:
        """One step per layout, per listing and per sprite painted."""
        if self._mine is None:
            return
        if self._foresight is not None:
            yield from self._foreseen()
            return
        mine = self._mine
        width, height, dpr = self._size
        pv = mine.view["players"][mine.bottom]
        hand = [c for c in pv.get("hand") or mine.extra_hands.get(mine.bottom) or []
                if c.get("oid") in self._playable]
        # a card played from Reserve comes back Fleeting (the engine says so in its
        # statuses; here it is only a guess of what the face will show)
        reserve = [{**c, "statuses": [*(c.get("statuses") or []), "fleeting"]}
                   if "fleeting" not in (c.get("statuses") or []) else c
                   for c in pv.get("reserve") or [] if c.get("oid") in self._playable]
        reserved = {c.get("oid") for c in reserve}
        sides = [mine] if self._other is None else [mine, self._other]
        scratch = QImage(1, 1, QImage.Format.Format_ARGB32_Premultiplied)
        scratch.setDevicePixelRatio(dpr)

        def paint(key: Hashable, bounds: QRectF, draw: Draw) -> bool:
            misses = self.sprites.misses
            p = QPainter(scratch)
            try:
                self.sprites.draw(p, key, bounds, draw)
            finally:
                p.end()
            return self.sprites.misses != misses

        # the boards as they stand, their own cards lit and unlit: which of them the
        # next decision lights is the engine's to say
        placements = []
        for side in sides:
            placement = table_layout.place(side.view, side.bottom, side.extra_hands, width,
                                           height, dpr)
            placements.append(placement)
            yield None
            for it in _own_cards(placement.items, side.bottom):
                for glow in (None, theme.PLAYABLE):
                    if paint(*card_sprite(it.rect, it.card, glow=glow, tile=it.extra.get("tile"))):
                        self.painted += 1
                        yield None
        for card in [*hand, *reserve]:
            for zone, exp in _where_to(card):
                for side in sides:
                    then = played(side.view, mine.bottom, card, zone, exp,
                                  from_reserve=card.get("oid") in reserved)
                    placement = table_layout.place(then, side.bottom, side.extra_hands, width,
                                                   height, dpr)
                    yield None
                    ops = list_board(then, side.bottom, placement, side.marks, self._recent)
                    yield None
                    for op in ops:  # every element: cards, and the totals, Mana, labels
                        if paint(op.key, op.bounds, op.draw):
                            self.painted += 1
                            yield None
        # last, the least likely: a decision that asks to choose among cards (a target,
        # a card to discard or return) lights them as targets, any card in sight
        for placement in placements:
            for it in _cards_in_sight(placement.items):
                if paint(*card_sprite(it.rect, it.card, glow=theme.TARGET,
                                      tile=it.extra.get("tile"))):
                    self.painted += 1
                    yield None


    def _foreseen(self) -> Iterator[None]:
        """Every element of the board after each answer of the pending decision
        (`foresight`) that the sprite cache lacks, painted: one step per answer worked
        out, per layout, per listing and per sprite."""
        assert self._foresight is not None and self._mine is not None
        width, height, dpr = self._size
        log_focus = self._mine.marks.log_focus
        scratch = QImage(1, 1, QImage.Format.Format_ARGB32_Premultiplied)
        scratch.setDevicePixelRatio(dpr)
        for board in self._foresight.boards():
            done = (id(board), width, height, dpr)
            if done in self._foreseen_done:
                continue
            yield None
            placement = table_layout.place(board.view, board.bottom, board.extra_hands,
                                           width, height, dpr)
            yield None
            marks = board.marks(log_focus)
            ops = list_board(board.view, board.bottom, placement, marks, self._recent)
            yield None
            self._laid[board.answer] = Laid(board, (width, height, dpr), placement,
                                            Listing(ops), marks.key(), self._recent)
            yield None
            for op in ops:
                if self.sprites.holds(op.key, op.bounds, dpr):
                    continue
                p = QPainter(scratch)
                try:
                    self.sprites.draw(p, op.key, op.bounds, op.draw)
                finally:
                    p.end()
                self.painted += 1
                yield None
            self._foreseen_done.add(done)


def _own_cards(items: list[Item], bottom: int) -> Iterator[Item]:
    """The cards in the hand and Reserve of the player at the bottom: the ones a
    decision lights as playable or not."""
    for it in items:
        if it.kind == "card" and it.card is not None and it.player == bottom \
                and it.card.get("zone") in ("hand", "reserve"):
            yield it


def _cards_in_sight(items: list[Item]) -> Iterator[Item]:
    """The cards the board draws as faces (a row too crowded for faces lists names)."""
    for it in items:
        if it.kind == "card" and it.card is not None and not it.extra.get("listed"):
            yield it


@attrs.frozen
class Laid:
    """A foreseen board laid out (`table_layout.place`) and listed
    (`table_display.list_board`) at a table size, with the marks and the last events
    it was listed with: what the table would work out again if that answer came."""

    board: Board
    size: tuple[int, int, float]
    placement: Placement
    listing: Listing
    marks: Hashable  # Marks.key()
    recent: tuple[str, ...]


@attrs.frozen
class Side:
    """The table as one seat sees it: its view, whose seat, open hands, lit cards."""

    view: View
    bottom: int
    extra_hands: dict[int, list[Card]]
    marks: Marks
