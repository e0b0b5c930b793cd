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

Only cards the seat at the screen may see are painted (its own hand and Reserve, the
public zones), and nothing is shown.  The work is cut into slices of a few
milliseconds on zero-timers, so a click or a key never waits behind it, and a new state
throws the old plan away.
"""

from __future__ import annotations

import time
from collections.abc import Hashable, Iterator
from typing import Any

from PySide6.QtCore import QObject, QTimer

from altered_desktop import card_painter, table_layout
from altered_desktop.table_paint import discard_card_rect

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


def played(view: View, mover: int, card: Card, zone: str, exp: str | None) -> View:
    """`view` after `mover` plays `card` (from their hand or Reserve) to `zone`: a
    copy sharing everything it does not change."""
    players = list(view["players"])
    pv = dict(players[mover])
    oid = card.get("oid")
    if pv.get("hand") is not None:
        pv["hand"] = [c for c in pv["hand"] if c.get("oid") != oid]
    if pv.get("hand_count"):
        pv["hand_count"] = pv["hand_count"] - 1
    pv["reserve"] = [c for c in pv.get("reserve") or [] if c.get("oid") != oid]
    if zone == "expeditions" and exp is not None:
        exps = dict(pv["expeditions"])
        e = dict(exps[exp])
        e["cards"] = [*e["cards"], card]
        exps[exp] = e
        pv["expeditions"] = exps
    else:
        pv[zone] = [*(pv.get(zone) or []), card]
    players[mover] = pv
    return {**view, "players": players}


class FaceWarmer(QObject):
    """Plans and carries out the painting ahead for one table widget."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._step)
        self._planned: Hashable = None
        self._work: Iterator[None] | None = None
        self._mine: tuple[View, int, dict[int, list[Card]], set[int]] | None = None
        self._other: tuple[View, int, dict[int, list[Card]]] | None = None
        self._size: tuple[int, int, float] = (0, 0, 1.0)
        self.painted = 0  # faces painted ahead (tests, benchmarks)

    @property
    def busy(self) -> bool:
        return self._work is not None

    def plan(self, view: View | None, bottom: int, extra_hands: dict[int, list[Card]],
             playable: set[int], width: int, height: int, dpr: float) -> None:
        """The table shows `view` from `bottom`'s seat: paint ahead, once idle, the
        faces the plays of `playable` cards would show.  Cheap when nothing changed."""
        if view is None:
            return
        key = (id(view), bottom, width, height, dpr, frozenset(playable))
        if key == self._planned:
            return
        self._planned = key
        self._mine = (view, bottom, extra_hands, set(playable))
        if self._other is not None and self._other[1] == bottom:
            self._other = None  # the other side's view was for an earlier turn round
        self._size = (width, height, dpr)
        self._restart()

    def plan_other(self, view: View, bottom: int,
                   extra_hands: dict[int, list[Card]] | None) -> None:
        """At a hotseat table, the board as the other player will see it when the
        table turns round (`TableWidget.prerender`): the plays are laid out there too."""
        self._other = (view, bottom, extra_hands or {})
        self._restart()

    def _restart(self) -> None:
        self._work = self._jobs()
        self._timer.start()

    def _step(self) -> None:
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
        """One step per layout and per face painted."""
        if self._mine is None:
            return
        view, bottom, extra, playable = self._mine
        width, height, dpr = self._size
        pv = view["players"][bottom]
        hand = [c for c in pv.get("hand") or extra.get(bottom) or [] if c.get("oid") in playable]
        # a card played from Reserve comes back Fleeting (the engine says so in its
        # statuses; here it is only a guess of what the face will show)
        reserve = [{**c, "statuses": [*(c.get("statuses") or []), "fleeting"]}
                   if "fleeting" not in (c.get("statuses") or []) else c
                   for c in pv.get("reserve") or [] if c.get("oid") in playable]
        cards = [*hand, *reserve]
        sides: list[tuple[View, int, dict[int, list[Card]]]] = [(view, bottom, extra)]
        if self._other is not None:
            sides.append(self._other)
        for card in cards:
            for zone, exp in _where_to(card):
                for side_view, side_bottom, side_extra in sides:
                    then = played(side_view, bottom, card, zone, exp)
                    placement = table_layout.place(then, side_bottom, side_extra, width,
                                                   height, dpr)
                    yield None
                    yield from self._warm(placement.items, dpr)

    def _warm(self, items: list[Any], dpr: float) -> Iterator[None]:
        for it in items:
            if it.kind == "card" and it.card is not None:
                if card_painter.warm_face(it.rect, it.card, dpr, tile=it.extra.get("tile")):
                    self.painted += 1
                    yield None
            elif it.kind == "discard" and it.card is not None:
                if card_painter.warm_face(discard_card_rect(it.rect), it.card, dpr,
                                          allow_turn=False, tile=True):
                    self.painted += 1
                    yield None

