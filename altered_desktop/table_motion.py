"""Dusk you can watch: after an answer that ran Progress, each Expedition marker that moved
glides from its old region to its new one while a banner over the Adventure tells each
comparison as the log gave it (which terrains, both totals, who won).  Cards an answer
moved between visible places (played from a hand, sent to Reserve or Discard at Rest,
played from Reserve) glide from their old rectangle to their new one at the same time;
a card leaving a hidden hand glides as a card back (`card_moves`).

Under half a second, drawn over the board on the pointer layer (the board itself is
already in its new state, so skipping costs nothing), stopped by a click, and off in
the settings (View ▸ Animations) and in the tests.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEasingCurve, QObject, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QPainter, QPen

from altered_desktop import card_painter, theme
from altered_desktop.table_layout import Item
from altered_desktop.table_paint import draw_marker

DURATION_MS = 450
#: a Dusk (markers moving, comparisons told) lasts this long unless clicked away: long
#: enough to read each comparison as it comes (issue #23)
DUSK_SHOW_MS = 3000


@dataclass
class Move:
    """One marker's way: from the rectangle it sat in to the one it sits in now."""

    start: QRectF
    end: QRectF
    colour: QColor
    exp: str
    faction: str | None
    player: int = -1  # whose marker (the board leaves it out while it glides)


@dataclass
class CardMove:
    """One card's way from where it was shown to where it is shown now.  `card` is None
    for a card that left a hand its viewer may not see: it glides face down."""

    start: QRectF
    end: QRectF
    card: dict[str, Any] | None
    oid: int  # the card's object now: hidden at its new place until it lands

    def rect(self, t: float) -> QRectF:
        """Where the card is at `t` (0 → start, 1 → end); it grows or shrinks on the way."""
        a, b = self.start, self.end
        return QRectF(a.left() + (b.left() - a.left()) * t, a.top() + (b.top() - a.top()) * t,
                      a.width() + (b.width() - a.width()) * t,
                      a.height() + (b.height() - a.height()) * t)


def _hand_of(text: str, actor: str | None, names: list[str]) -> int | None:
    """The seat whose hand a log entry speaks of: "Ann's hand" in its text, else its actor."""
    for k, n in enumerate(names):
        if f"{n}'s hand" in text:
            return k
    return names.index(actor) if actor in names else None


def _from_hand(old: list[Item], seat: int | None, name: str | None,
               oid: int | None) -> tuple[QRectF, dict[str, Any] | None] | None:
    """Where a card leaving `seat`'s hand starts, and its face if the old table showed it
    (the same object, else a hand card of that name), else the middle back of that hand."""
    hand = [i for i in old if i.extra.get("hand") and i.player == seat]
    face = [i for i in hand if i.card is not None and i.oid == oid] or \
        [i for i in hand if i.card is not None and name and i.card.get("name") == name]
    if face:
        return face[0].rect, face[0].card
    backs = [i for i in old if i.kind == "back" and i.player == seat]
    if backs:
        return backs[len(backs) // 2].rect, None
    return None


def card_moves(old: list[Item], new: list[Item], entries: Iterable[Any],
               current_oid: Callable[[int], int | None], names: list[str]) -> list[CardMove]:
    """The cards that changed places between two layouts of the table.

    A card that changes zones becomes a new object (1.4.4): `current_oid` (the game's)
    maps a card's old object id to its new one, which pairs cards seen on both tables.
    A card from a hand had no public identity (2.1.j), so the log's entry that plays it
    from a hand (or names "X's hand") says which hand it left; it starts there, face up
    only if the old table showed that card's face."""
    def shown(items: list[Item]) -> dict[int, Item]:
        return {i.oid: i for i in items if i.kind in ("card", "discard") and i.oid is not None
                and not i.extra.get("hand")}
    was, now = shown(old), shown(new)
    moves: dict[int, CardMove] = {}
    for o, it in was.items():
        n = current_oid(o)
        if n is not None and n != o and n in now:
            moves[n] = CardMove(it.rect, now[n].rect, now[n].card, n)
    source: tuple[QRectF, dict[str, Any] | None] | None = None
    for e in entries:
        if "from Hand" in e.text:
            o = e.objects[0] if e.objects else None
            source = _from_hand(old, _hand_of(e.text, e.actor, names), None, o)
            continue
        for o in e.objects:
            n = current_oid(o)
            if n is None or n in moves or n in was or n not in now:
                continue
            start = source
            if start is None and "hand)" in e.text:
                start = _from_hand(old, _hand_of(e.text, e.actor, names),
                                   now[n].card.get("name") if now[n].card else None, None)
            if start is not None:
                face = start[1] if start[1] is None else now[n].card
                moves[n] = CardMove(start[0], now[n].rect, face, n)
                source = None
    return list(moves.values())


class DuskShow(QObject):
    """The animation of one Progress: markers moving and the comparisons told."""

    frame = Signal()  # repaint the table's pointer layer
    ended = Signal()  # the cards that moved show again in their places
    finished = Signal()  # the show is over (played out or skipped)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.moves: list[Move] = []
        self.lines: list[str] = []
        self.flips: list[QRectF] = []  # Tumult regions revealed: their backs turn away
        self.cards: list[CardMove] = []  # cards moved by the answer
        self.t = 1.0
        self.anim = QVariantAnimation(self)
        self.anim.setStartValue(0.0)
        self.anim.setEndValue(1.0)
        self.anim.setDuration(DURATION_MS)
        self.anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
        self.anim.valueChanged.connect(self._step)
        self.anim.finished.connect(self._done)

    @property
    def running(self) -> bool:
        return self.anim.state() == QVariantAnimation.State.Running

    def play(self, moves: list[Move], lines: list[str],
             flips: list[QRectF] | None = None, cards: list[CardMove] | None = None) -> None:
        self.anim.stop()
        self.moves, self.lines, self.t = moves, lines, 0.0
        self.flips = list(flips or [])
        self.cards = list(cards or [])
        # a Progress (markers moving, comparisons told) is shown at reading pace, the
        # markers one after the other; cards alone glide quickly
        self.anim.setDuration(DUSK_SHOW_MS if moves or lines else DURATION_MS)
        self.anim.start()

    def _card_share(self) -> float:
        """The part of the show the cards glide in: all of it, or the first quarter of a
        Dusk (they land before the markers set off)."""
        return 0.25 if (self.moves or self.lines) else 1.0

    def moving(self) -> frozenset[int]:
        """The objects gliding now: the board leaves their new places empty meanwhile."""
        if not self.running or self.t >= self._card_share():
            return frozenset()
        return frozenset(c.oid for c in self.cards)

    def moving_markers(self) -> frozenset[tuple[int, str]]:
        """The markers gliding now, as (player, expedition): the board leaves them out,
        so each Expedition shows one marker at all times."""
        if not self.running:
            return frozenset()
        return frozenset((m.player, m.exp) for m in self.moves)

    def skip(self) -> None:
        """A click ends the show at once: the board already shows where things are."""
        if self.running:
            self.anim.stop()
            self._done()

    def _step(self, value: object) -> None:
        before, self.t = self.t, float(value)  # type: ignore[arg-type]
        share = self._card_share()
        if self.cards and share < 1.0 and before < share <= self.t:
            self.ended.emit()  # the cards have landed: the board shows them again
        self.frame.emit()

    def _done(self) -> None:
        self.t = 1.0
        had_cards = bool(self.cards)
        self.moves, self.lines, self.flips, self.cards = [], [], [], []
        self.frame.emit()
        if had_cards:
            self.ended.emit()
        self.finished.emit()

    def marker_t(self, k: int) -> float:
        """How far marker `k` of the show has gone: each in its turn, over the first
        70 % of the show (the cards' glides use the first part too)."""
        n = max(1, len(self.moves))
        a = 0.7 * k / n
        return min(1.0, max(0.0, (self.t - a) / (0.7 / n)))

    def lines_shown(self) -> int:
        """How many comparisons are told by now: one after another, all by 80 %."""
        n = len(self.lines)
        return min(n, int(self.t / 0.8 * n) + 1) if n else 0

    def paint(self, p: QPainter, track: QRectF, banner_area: QRectF | None = None) -> None:
        """Draw the show: cards and markers gliding; the comparisons in a banner in
        `banner_area` (the side column's last events, over the tracker if it needs more
        height: nothing on the board is covered), or above the track when no area is
        given."""
        if not self.running:
            return
        t = self.t
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        for r in self.flips:  # the face-down card turns over (half a turn, then gone)
            k = max(0.0, 1.0 - 2.0 * t)
            if k > 0:
                back = QRectF(r.center().x() - r.width() * k / 2, r.top(), r.width() * k,
                              r.height())
                p.setPen(QPen(theme.CARD_BACK_TRIM, 1.5))
                p.setBrush(theme.CARD_BACK)
                p.drawRoundedRect(back, 6, 6)
        tc = min(1.0, t / self._card_share())
        for c in self.cards if tc < 1.0 else ():
            r = c.rect(tc)
            if c.card is None:
                card_painter.paint_back(p, r)
            else:
                card_painter.paint_card(p, r, c.card)
        for k, m in enumerate(self.moves):
            mt = self.marker_t(k)
            r = QRectF(m.start.left() + (m.end.left() - m.start.left()) * mt,
                       m.start.top() + (m.end.top() - m.start.top()) * mt,
                       m.start.width(), m.start.height())
            draw_marker(p, r, m.colour, m.exp, m.faction)
        if self.lines:
            paint_banner(p, track, self.lines[:self.lines_shown()], len(self.lines),
                         area=banner_area)
        p.restore()


BANNER_PX = 13.0


def banner_rect(track: QRectF, lines: list[str], total: int,
                area: QRectF | None = None) -> QRectF:
    """The banner: as tall as its lines need once wrapped, so that no comparison is
    ever cut; as wide as `area` and from its top (growing upwards from its bottom when
    taller than it), else above `track`."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QFontMetrics

    fm = QFontMetrics(theme.font(BANNER_PX))
    width = area.width() if area is not None else track.width() * 0.86
    inner = int(width - 24)
    h = 16 + sum(fm.boundingRect(QRect(0, 0, inner, 10_000), int(Qt.TextFlag.TextWordWrap),
                                 line).height() + 2 for line in lines)
    if area is not None:  # over the whole of the box it tells the news in
        h = max(h, area.height())
        return QRectF(area.left(), max(2.0, area.bottom() - h), width, h)
    return QRectF(track.left() + (track.width() - width) / 2, track.top() - h - 6, width, h)


def paint_banner(p: QPainter, track: QRectF, lines: list[str], total: int,
                 area: QRectF | None = None) -> None:
    """The comparisons of this Dusk, each line as it is told, wrapped, never cut."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QFontMetrics

    box = banner_rect(track, lines, total, area)
    p.setPen(QPen(theme.GOLD, 1.5))
    p.setBrush(QColor(12, 10, 8))  # opaque: its text is read over a busy board
    p.drawRoundedRect(box, 8, 8)
    f = theme.font(BANNER_PX)
    p.setFont(f)
    fm = QFontMetrics(f)
    y = box.top() + 8
    inner = int(box.width() - 24)
    for line in lines:
        hh = fm.boundingRect(QRect(0, 0, inner, 10_000), int(Qt.TextFlag.TextWordWrap),
                             line).height() + 2
        p.setPen(theme.LABEL)
        p.drawText(QRectF(box.left() + 12, y, inner, hh),
                   int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap), line)
        y += hh
