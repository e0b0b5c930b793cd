"""Dusk you can watch: after an answer that ran Progress, Dusk is told in the order a
player at a real table follows it (issue #23), then Night:

1. the board as Progress found it (`dusk_story`): cards still in the Expeditions, the
   totals frozen at those Progress compared (4.2.4.h), the phase chip on Dusk;
2. each Expedition's verdict in Progress's order, with its numbers (terrain, both
   totals, who moves), in a verdict area of its own in the side column
   (`dusk_verdicts`); an Expedition that moves has its marker glide to its new region
   as its verdict is told, region by region;
3. Night: the board turns at once to the game as it is now (phase chip, totals,
   Reserves), except that the cards it moves still stand where they stood, whole, in
   zones kept as they were at Dusk (`dusk_story.night_board`: an emptied Expedition
   laid out as a strip made them chips, review r13 #3); one after another each fades
   out there and comes into its new place, fading in (`leaving`, `arriving_now`);
4. only then the window shows the next question (it asks `telling`), and the board
   takes Night's own layout.

About three seconds in all, a click (or Space) skips to the end, drawn over the board
on the pointer layer.  Cards an answer moved between visible places without a Dusk
(played from a hand, played from Reserve) glide from their old rectangle to their new
one quickly (`card_moves`); a card leaving a hidden hand glides as a card back.  Off in
the settings (View ▸ Animations) and in the tests.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEasingCurve, QObject, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from altered_desktop import card_painter, theme
from altered_desktop.table_layout import Item
from altered_desktop.table_paint import discard_card_rect, draw_listed_card, draw_marker

if TYPE_CHECKING:
    from altered_desktop.dusk_story import DuskStory

DURATION_MS = 450
#: a Dusk (markers moving, comparisons told) lasts this long unless clicked away: long
#: enough to read each comparison as it comes (issue #23)
DUSK_SHOW_MS = 3400
#: of a told Dusk: the share of the verdicts and markers (each verdict a slot of its
#: own), then Night, whose cards glide for NIGHT_GLIDE and then stay a moment
DUSK_SHARE, NIGHT_GLIDE = 0.72, 0.18
#: within a verdict's slot, when its marker sets off and lands
GLIDE_FROM, GLIDE_TO = 0.2, 0.85
#: a told Night whose cards could not wait whole on Night's board (`DuskShow.together`):
#: the share of Night's glide they fade where they stood at Dusk, down to `GHOST`
LEAVE_SHARE, GHOST = 0.4, 0.4
#: the stage of such a Night while they fade: the board as it was at Dusk, at Night
LEAVE_STAGE = -2
#: of a told Dusk: when its trail on the track (`dusk_trail`) has faded out, through
#: Night, before the next day's Morning is on the board (review r14 #4: the glide
#: marks lingered into the next Morning)
TRAIL_GONE = DUSK_SHARE + NIGHT_GLIDE + 0.05


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
class Origin:
    """Where a card of a told Night stands until its turn to move: Night's board keeps
    it in the zone it leaves (`dusk_story.night_board`), as object `oid`, drawn by the
    board there as any card of that zone, at the size it had (review r13 #3)."""

    oid: int
    rect: QRectF
    card: dict[str, Any]
    look: str = "card"  # as `CardMove.look`
    tile: bool | None = None
    upright: bool = False  # a Reserve's tile, never turned (`table_display`)
    #: it fades out there as it arrives in its new place; not where it overlaps another
    #: card (it would cover that one's name as it fades): it is gone at once
    fades: bool = True


@dataclass
class CardMove:
    """One card's way from where it was shown to where it is shown now.  `card` is None
    for a card that left a hand its viewer may not see: it glides face down."""

    start: QRectF
    end: QRectF
    card: dict[str, Any] | None
    oid: int  # the card's object now: hidden at its new place until it lands
    #: how the board draws it where it lands, so that it arrives looking as it will
    #: stay: "listed" (a line of a crowded Reserve, with cost and statistics),
    #: "discard" (the top of a Discard pile, above its count), or "card"
    look: str = "card"
    tile: bool | None = None  # a "card" drawn as a flat tile (`card_painter.paint_card`)
    #: the object it was where it started (None: it came from a hand)
    left: int | None = None
    #: where a card of a told Night waits until its turn: in the zone it leaves, on
    #: the board the show draws then (`seat_origins`); None: it is not on that board
    origin: Origin | None = None

    @property
    def waiting_rect(self) -> QRectF:
        """Where it is drawn before it sets off."""
        return self.origin.rect if self.origin is not None else self.start

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
            moves[n] = _move(it.rect, now[n], now[n].card)
            moves[n].left = o
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
                moves[n] = _move(start[0], now[n], face)
                source = None
    return list(moves.values())


def _look(it: Item) -> str:
    """How the board draws card item `it` (`CardMove.look`)."""
    return "discard" if it.kind == "discard" else "listed" if it.extra.get("listed") \
        else "card"


def seat_origins(cards: Sequence[CardMove], items: Sequence[Item]) -> None:
    """Each card's place on the board `items` where it stands until its turn to move
    (`CardMove.origin`): the item of the object it was, if that board shows it."""
    by_oid = {i.oid: i for i in items if i.kind == "card" and i.oid is not None}
    for c in cards:
        it = by_oid.get(c.left) if c.left is not None else None
        c.origin = _origin(it, items) if it is not None else None


def reads_whole(o: Origin) -> bool:
    """Whether a card drawn at `o` writes its name whole and, in an Expedition, its
    statistics at the floor's size (the screenshot tests' checks, `card_tile`)."""
    from altered_desktop import card_tile
    from altered_desktop.table_layout import listed_whole

    name, stats = str(o.card.get("name", "?")), o.card.get("stats")
    if o.look == "listed":
        return listed_whole(o.card, o.rect)
    if not (o.tile if o.tile is not None else card_tile.is_tile(o.rect)):
        box, px = card_painter.name_box(o.rect, name)
        return card_painter.is_fully_shown(name, box, px, bold=True)
    if not card_tile.fully_shown(name, o.rect):
        return False
    return not stats or o.card.get("zone") != "expedition" or (
        not card_tile.name_only(o.rect, o.card) and card_tile.digits_fit(o.rect, stats)
        and card_tile.stat_px(o.rect) >= card_tile.STAT_LEAST_PX)


#: a card waiting at Night keeps at least this share of the area it had where it stood
WAIT_LEAST_AREA = 0.6


def shrunk(cards: Sequence[CardMove]) -> bool:
    """Whether a card would wait cut or much smaller than it stood at Dusk (`origin`
    against `start`): a chip whose name or statistics are cut (review r13 #3)."""
    return any(c.origin is not None and (
        not reads_whole(c.origin) or c.origin.rect.width() * c.origin.rect.height()
        < WAIT_LEAST_AREA * c.start.width() * c.start.height()) for c in cards)


def _origin(it: Item, items: Sequence[Item]) -> Origin:
    """Card item `it` as the place a card of a told Night leaves from."""
    assert it.oid is not None and it.card is not None
    alone = not any(i.kind == "card" and i is not it and i.rect.intersects(it.rect)
                    for i in items)
    return Origin(it.oid, it.rect, it.card, _look(it), it.extra.get("tile"),
                  bool(it.extra.get("upright")), alone)


def _move(start: QRectF, to: Item, face: dict[str, Any] | None) -> CardMove:
    """A card's way from `start` to the board's item `to`, drawn as the board draws it."""
    assert to.oid is not None
    return CardMove(start, to.rect, face, to.oid, _look(to), to.extra.get("tile"))


def card_room(z: Item) -> QRectF:
    """Where zone `z` draws its cards: right of an Expedition's totals (`stats_box`),
    under a Reserve's or Landmarks' label."""
    from altered_desktop.table_layout import ZONE_LABEL_PX, stats_box

    if z.kind == "expedition":
        box = stats_box(z.rect)
        return QRectF(box.right() + 6, z.rect.top() + 4, z.rect.right() - box.right() - 6,
                      z.rect.height() - 8)
    return z.rect.adjusted(5, ZONE_LABEL_PX + 2, -5, -3)


class DuskShow(QObject):
    """The animation of one answer: a Dusk told in order (`tell`), or cards and markers
    gliding to where the answer put them (`play`)."""

    frame = Signal()  # repaint the table's pointer layer
    ended = Signal()  # the cards that moved show again in their places
    finished = Signal()  # the show is over (played out or skipped)
    #: a told Dusk moves on: the table shows board k of the story (0: as Progress found
    #: it, k: once k verdicts are told), or -1: the game as it is now (Night)
    stage = Signal(int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.moves: list[Move] = []
        self.lines: list[str] = []
        self.flips: list[QRectF] = []  # Tumult regions revealed: their backs turn away
        self.cards: list[CardMove] = []  # cards moved by the answer
        self.story: DuskStory | None = None
        self.ways: list[Move | None] = []  # per verdict of the story: its marker's way
        self.stage_now = -1
        #: a told Night whose cards fade where they stood at Dusk (`LEAVE_STAGE`), then
        #: all arrive at once: Night's board had no room for them whole (review r13 #3)
        self.together = False
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
        """Playing (or held, as the screenshot tool holds it while it takes the screen)."""
        return self.anim.state() != QVariantAnimation.State.Stopped

    @property
    def telling(self) -> bool:
        """A Dusk is being told: the next question waits until it is over."""
        return self.running and self.story is not None

    def play(self, moves: list[Move], lines: list[str],
             flips: list[QRectF] | None = None, cards: list[CardMove] | None = None) -> None:
        self._reset()
        self.moves, self.lines, self.t = moves, lines, 0.0
        self.flips = list(flips or [])
        self.cards = list(cards or [])
        # a Progress (markers moving, comparisons told) is shown at reading pace, the
        # markers one after the other; cards alone glide quickly
        self.anim.setDuration(DUSK_SHOW_MS if moves or lines else DURATION_MS)
        self.anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
        self.anim.start()

    def tell(self, story: DuskStory, ways: list[Move | None], cards: list[CardMove],
             lines: Sequence[str] = (), *, together: bool = False) -> None:
        """Tell `story`: its verdicts one by one, `ways[k]` the glide of verdict k's
        marker (None: it stayed), then Night with `cards` gliding to where they are
        now; `lines` (a Tumult revealed...) are told under the verdicts."""
        self._reset()
        self.story, self.ways, self.cards = story, list(ways), list(cards)
        self.together = together and bool(cards)
        self.lines = list(lines)
        self.t = 0.0
        self.anim.setDuration(DUSK_SHOW_MS)
        self.anim.setEasingCurve(QEasingCurve.Type.Linear)  # each glide eases itself
        self.stage_now = 0
        self.stage.emit(0)
        self.anim.start()

    def _reset(self) -> None:
        """A show cut short by another: whatever the table staged goes back to now."""
        self.anim.stop()
        self._clear()

    def _clear(self) -> None:
        """Nothing left to show; a told Dusk hands the board back to the game now."""
        self.moves, self.lines, self.flips, self.cards = [], [], [], []
        if self.story is not None:
            self.story, self.ways = None, []
            # (-1 again if Night was already on: the table unveils its hands then)
            self.stage_now = -1
            self.stage.emit(-1)

    # ------------------------------------------------------------------ a told Dusk
    def _slot(self) -> float:
        n = len(self.story.told) if self.story is not None else 0
        return DUSK_SHARE / max(1, n)

    def verdicts_shown(self) -> int:
        """How many verdicts are told by now: one more each slot, all once Night comes."""
        if self.story is None:
            return 0
        n = len(self.story.told)
        return n if self.t >= DUSK_SHARE else min(n, int(self.t / self._slot()) + 1)

    def current(self) -> int | None:
        """The verdict being told now (None once Night has come)."""
        if self.story is None or self.t >= DUSK_SHARE:
            return None
        return min(len(self.story.told) - 1, int(self.t / self._slot()))

    def glide(self, k: int) -> float:
        """How far verdict k's marker has gone (0 before its glide, 1 once landed): it
        sets off a moment after its verdict shows and lands before the next one."""
        slot = self._slot()
        a = slot * (k + GLIDE_FROM)
        x = min(1.0, max(0.0, (self.t - a) / (slot * (GLIDE_TO - GLIDE_FROM))))
        return QEasingCurve(QEasingCurve.Type.InOutCubic).valueForProgress(x)

    def way_rect(self, k: int) -> QRectF | None:
        """Where verdict k's marker is drawn now while it glides (None: it stands on
        the board, where it was or where it landed, or it did not move)."""
        if self.story is None or k >= len(self.ways) or self.ways[k] is None:
            return None
        w = self.ways[k]
        assert w is not None
        g = self.glide(k)
        if not 0.0 < g < 1.0 or self._stage_at(self.t) > k:
            return None
        return QRectF(w.start.left() + (w.end.left() - w.start.left()) * g,
                      w.start.top() + (w.end.top() - w.start.top()) * g,
                      w.start.width(), w.start.height())

    def landed(self) -> int:
        """How many verdicts' markers stand where their verdict put them (all of them
        once Night has come): the board shows each one's new region from that frame
        on (`stage`), and so does its block in the verdict area."""
        stage = self._stage_at(self.t)
        n = len(self.story.told) if self.story is not None else 0
        return n if stage < 0 else stage

    def panel_regions(self) -> list[int]:
        """For each verdict told by now, the region its block says its marker
        stands on at this frame (`dusk_verdicts.region_now`)."""
        from altered_desktop import dusk_verdicts

        if self.story is None:
            return []
        landed = self.landed()
        return [dusk_verdicts.region_now(t, k < landed)
                for k, t in enumerate(self.story.told[:self.verdicts_shown()])]

    def trail_opacity(self) -> float:
        """How much of a told Dusk's trail is drawn now: all of it while the verdicts
        are told, fading through Night, none once `TRAIL_GONE` is past or the show
        is over (the next day's Morning is on the board then)."""
        if not self.telling:
            return 0.0
        if self.t <= DUSK_SHARE:
            return 1.0
        return max(0.0, 1.0 - (self.t - DUSK_SHARE) / (TRAIL_GONE - DUSK_SHARE))

    def _stage_at(self, t: float) -> int:
        if self.together and DUSK_SHARE <= t < DUSK_SHARE + NIGHT_GLIDE * LEAVE_SHARE:
            return LEAVE_STAGE
        if self.story is None or t >= DUSK_SHARE:
            return -1
        slot = self._slot()
        return sum(1 for k in range(len(self.story.told)) if t >= slot * (k + GLIDE_TO))

    def _night_t(self) -> float:
        """How far the cards' glide into Night has gone."""
        return min(1.0, max(0.0, (self.t - DUSK_SHARE) / NIGHT_GLIDE))

    # ------------------------------------------------------------------ both kinds
    def _card_share(self) -> float:
        """The part of the show the cards glide in: all of it, or the first quarter of a
        Dusk (they land before the markers set off)."""
        return 0.25 if (self.moves or self.lines) else 1.0

    def moving(self) -> frozenset[int]:
        """The objects gliding now: the board leaves their new places empty meanwhile;
        at a told Night also the places cards have left (`Origin`)."""
        if not self.running:
            return frozenset()
        if self.story is not None:
            if self.t < DUSK_SHARE:
                return frozenset(c.oid for c in self.cards)
            landing = self.t < DUSK_SHARE + NIGHT_GLIDE
            # each card that has landed is the board's again; each that has set off is
            # no longer drawn where it was (until the show ends: the board the show
            # draws keeps the zones as they were at Dusk)
            return frozenset(o for c, x in self._arriving()
                             for o in ((c.oid,) if landing and x < 1.0 else ())
                             + ((c.origin.oid,) if self._left(c, x) else ()))
        if self.t >= self._card_share():
            return frozenset()
        return frozenset(c.oid for c in self.cards)

    def waiting(self) -> frozenset[int]:
        """The cards a zone's caption does not count now: at a told Night, those that
        have not started to arrive (it counts up as they come), and in the zone a card
        leaves, that card once it has set off."""
        if not self.running or self.story is None:
            return frozenset()
        landing = self.t < DUSK_SHARE + NIGHT_GLIDE
        return frozenset(o for c, x in self._arriving()
                         for o in ((c.oid,) if landing and x <= self.shows_from(c) else ())
                         + ((c.origin.oid,) if self._left(c, x) else ()))

    def shows_from(self, c: CardMove) -> float:
        """How far on its way card `c` of a told Night is when it starts to show in its
        new place: at once where nothing of it is left where it stood (one not fading
        there, or all fading together before they come), else once it is fading there
        (`HANDOVER`)."""
        fading = c.origin is not None and c.origin.fades and not self.together
        return HANDOVER[0] if fading else 0.0

    def _left(self, c: CardMove, x: float) -> bool:
        """Whether card `c`, `x` of its way done, is no longer drawn where it stood."""
        if c.origin is None or self.t < DUSK_SHARE:
            return False
        return c.origin.fades if self.together else x > 0.0

    def _arriving(self) -> list[tuple[CardMove, float]]:
        """Night's cards in the order they arrive, each with how far it has come: one
        after another, or (`together`) all at once once they have faded."""
        t = self._night_t() if self.t >= DUSK_SHARE else 0.0
        if self.together:
            x = min(1.0, max(0.0, (t - LEAVE_SHARE) / (1.0 - LEAVE_SHARE)))
            return [(c, x) for c, _x in arrival_order(self.cards, t)]
        return arrival_order(self.cards, t)

    def leaving(self) -> list[tuple[QRectF, CardMove, float]]:
        """The cards of a told Night fading out where they stood, each with its
        opacity: whole, at the size the board drew them there.  One after another as
        each arrives in its new place; or (`together`) all at once, down to a ghost,
        on the board as it was at Dusk, before that board turns to Night's."""
        if not self.running or self.story is None or self.t < DUSK_SHARE:
            return []
        if self.together:
            tc = self._night_t()
            if tc >= LEAVE_SHARE:
                return []
            k = 1.0 - (1.0 - GHOST) * tc / LEAVE_SHARE
            return [(c.origin.rect, c, k) for c in self.cards
                    if c.origin is not None and c.origin.fades]
        return [(c.origin.rect, c, 1.0 - x / HANDOVER[1]) for c, x in self._arriving()
                if c.origin is not None and c.origin.fades and 0.0 < x < HANDOVER[1]]

    def fading(self) -> frozenset[int]:
        """The objects of a told Night fading out where they stood now (`leaving`):
        their row still shows them, so its totals still count them (review r18 #3)."""
        return frozenset(c.origin.oid for _r, c, _o in self.leaving() if c.origin is not None)

    def night_cards(self) -> list[tuple[QRectF, CardMove]]:
        """The cards of a told Night the show draws now, and where: each leaving its old
        place (`leaving`), each on its way growing in its new place (one that has not
        set off is drawn by the board where it stood, one that has landed by the board
        in its new place).  No card leaving an Expedition is ever out of sight (review
        r7 #3: a seat's Characters vanished, its Reserve read 0/2, until they appeared
        as 3/2 a moment later), nor drawn smaller than it stood (review r13 #3)."""
        return [*((r, c) for r, c, _o in self.leaving()), *self.arriving_now()]

    def arriving_now(self) -> list[tuple[QRectF, CardMove]]:
        """The cards of a told Night coming into their new places now, and where: whole,
        in their own places, fading in (`arrival_opacity`).  The board the show draws
        keeps its zones while cards arrive, so a card does not fly from where it stood:
        flying, it crossed labels and other cards' names (review r5 #1); growing, a
        Reserve's line cut its name (review r13 #3)."""
        if not self.running or self.story is None or \
                not DUSK_SHARE <= self.t < DUSK_SHARE + NIGHT_GLIDE:
            return []
        return [(landing_rect(c), c) for c, x in self._arriving()
                if self.shows_from(c) < x < 1.0]

    def moving_markers(self) -> frozenset[tuple[int, str]]:
        """The markers gliding now, as (player, expedition): the board leaves them out,
        so each Expedition shows one marker at all times."""
        if not self.running:
            return frozenset()
        if self.story is not None:
            return frozenset((w.player, w.exp) for k, w in enumerate(self.ways)
                             if w is not None and 0.0 < self.glide(k) < 1.0
                             and self._stage_at(self.t) <= k)
        return frozenset((m.player, m.exp) for m in self.moves)

    def halt(self) -> None:
        """Stop at once and say nothing (its window is closing): no `finished`, so
        nothing that waits for the show's end (the next question, the end screen)
        starts; the board is handed back to the game as it is now."""
        self.anim.stop()
        self._clear()

    def skip(self) -> None:
        """A click ends the show at once: the board already shows where things are."""
        if self.running:
            self.anim.stop()
            self._done()

    def _step(self, value: object) -> None:
        before, self.t = self.t, float(value)  # type: ignore[arg-type]
        if self.story is not None:
            stage = self._stage_at(self.t)
            if stage != self.stage_now:
                self.stage_now = stage
                self.stage.emit(stage)
            if self.cards and before < DUSK_SHARE + NIGHT_GLIDE <= self.t:
                self.ended.emit()  # the cards have landed in their Night places
            self.frame.emit()
            return
        share = self._card_share()
        if self.cards and share < 1.0 and before < share <= self.t:
            self.ended.emit()  # the cards have landed: the board shows them again
        self.frame.emit()

    def _done(self) -> None:
        self.t = 1.0
        had_cards = bool(self.cards)
        self._clear()
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

    def paint(self, p: QPainter, track: QRectF, banner_area: QRectF | None = None,
              staying: Sequence[tuple[QRectF, dict[str, Any]]] = ()) -> None:
        """Draw the show: cards and markers gliding; the comparisons in a banner in
        `banner_area` (the side column under the phase chips: nothing on the board is
        covered), or above the track when no area is given.  Cards gliding pass under
        the cards that stay in the Expeditions (`staying`: their rectangles and faces),
        whose names stay readable (review r4 #13)."""
        if not self.running:
            return
        if self.story is not None:
            self._paint_told(p, track, banner_area, staying)
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
        if tc < 1.0:
            _paint_card_moves(p, self.cards, tc, staying)
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

    def _paint_told(self, p: QPainter, track: QRectF, area: QRectF | None,
                    staying: Sequence[tuple[QRectF, dict[str, Any]]] = ()) -> None:
        """A told Dusk: the marker of the verdict being told gliding, then the cards
        gliding into Night; the verdicts in their area all along."""
        from altered_desktop import dusk_verdicts

        assert self.story is not None
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        for k, w in enumerate(self.ways):
            r = self.way_rect(k)
            if w is not None and r is not None:
                draw_marker(p, r, w.colour, w.exp, w.faction)
        arriving = self.arriving_now()
        shown_there = {id(c) for _r, c in arriving}
        for r, c, opacity in self.leaving():
            o = c.origin
            assert o is not None
            # its name whole until the card shows in its new place, then none: the
            # name is read in one place at a time, never faint
            paint_faded(p, r, opacity, lambda pp, r=r, o=o: paint_origin(pp, r, o),
                        name_area(r, o.card, o.tile, o.look), id(c) not in shown_there)
        progress = dict((id(c), x) for c, x in self._arriving())
        for r, c in arriving:
            paint_faded(p, r, arrival_opacity(progress[id(c)], self.shows_from(c)),
                        lambda pp, r=r, c=c: paint_arrival(pp, r, c),
                        None if c.card is None else name_area(r, c.card, c.tile, c.look))
        if area is None:
            area = QRectF(track.left() + track.width() * 0.2, 4, track.width() * 0.6,
                          max(120.0, track.top() - 8))
        dusk_verdicts.paint_verdicts(p, area, self.story.told, self.verdicts_shown(),
                                     self.current(), self.lines,
                                     night=self.t >= DUSK_SHARE, arrived=self.landed(),
                                     replay=None if self.story.now is None
                                     else (self.story.day, self.story.now))
        p.restore()


#: at Night a card arriving in its place fades in from this opacity to opaque, at its
#: full size: growing, a Reserve's line or a tile cut its name on the way (review r13 #3)
ARRIVE_FROM = 0.3
#: of a card's way at Night: it starts to show in its new place at the first share and
#: is gone from where it stood at the second.  Faded out and in at once, a still frame
#: showed it twice, a ghost in its Expedition and whole in its Reserve (review r15
#: #13); one after the other, the two overlap only a moment, both faint, and it is
#: never out of sight (review r7 #3)
HANDOVER = (0.45, 0.55)


def arrival_order(cards: Sequence[CardMove], t: float) -> list[tuple[CardMove, float]]:
    """Night's cards in the order they come, each with how far it has come by `t` of
    Night's glide (0: not started, 1: landed).  In reading order: in a fanned row each
    card comes over the one before, as the board then draws them."""
    n = len(cards)
    return [(c, min(1.0, max(0.0, t * n - k)))
            for k, c in enumerate(sorted(cards, key=lambda c: (c.end.top(), c.end.left())))]


def landing_rect(c: CardMove) -> QRectF:
    """Where the card is drawn once landed: its place, or on a Discard pile the part
    above the pile's count, which stays readable ("Discard 1", review r6 #4)."""
    return discard_card_rect(c.end) if c.look == "discard" else c.end


def arrival_opacity(x: float, after: float = 0.0) -> float:
    """How opaque a card arriving is, `x` of its way done, showing from `after` on."""
    k = min(1.0, 2.0 * max(0.0, x - after) / (1.0 - after))
    return ARRIVE_FROM + (1.0 - ARRIVE_FROM) * \
        QEasingCurve(QEasingCurve.Type.OutCubic).valueForProgress(k)


def paint_arrival(p: QPainter, r: QRectF, c: CardMove) -> None:
    """A card arriving, drawn as the board will draw it in its place: a Reserve's line
    with its cost and statistics (review r6 #4: bare name bars), a Discard pile's top
    card, a tile or a whole card; face down if its viewer may not see it."""
    if c.card is None:
        card_painter.paint_back(p, r)
    elif c.look == "listed":
        draw_listed_card(p, r, c.card, None, False)
    elif c.look == "discard":  # the pile's top, as the pile shows it
        card_painter.paint_pile_top(p, r, c.card)
    else:
        card_painter.paint_card(p, r, c.card, tile=c.tile)


def paint_faded(p: QPainter, r: QRectF, opacity: float, draw: Callable[[QPainter], None],
                name: QPainterPath | None, keep: bool = True) -> None:
    """`draw` a card in `r` at `opacity`, its words (`name`: `name_area`) whole where it
    `keep`s them, else left out: a ghost fades its picture, never its name nor its
    digits into faint ones (review r17 #13: a leaving card's name read at 2.7:1)."""
    if name is None or opacity >= 1.0:
        p.save()
        p.setOpacity(opacity)
        draw(p)
        p.restore()
        return
    p.save()
    if not keep:
        rest = QPainterPath()
        rest.addRect(r.adjusted(-r.width(), -r.height(), r.width(), r.height()))
        p.setClipPath(rest.subtracted(name), Qt.ClipOperation.IntersectClip)
    p.setOpacity(opacity)
    draw(p)
    p.restore()
    if keep:
        p.save()
        p.setClipPath(name, Qt.ClipOperation.IntersectClip)
        draw(p)
        p.restore()


def name_area(r: QRectF, card: dict[str, Any], tile: bool | None, look: str) -> QPainterPath:
    """Where a card drawn in `r` as the board draws it (`look`) writes: on a tile, its
    name's banner, its costs, its statistics and its rules text (in its column or on
    its strip); a full face's name's banner, a pile's top card's name, a listed line
    whole.  What a fading card keeps whole (`paint_faded`): its picture fades, its words
    and digits never go faint (review r17 #13)."""
    from altered_desktop import card_tile, tile_text_column

    name = str(card.get("name", "?"))
    rects: list[QRectF]
    if look == "listed":
        rects = [QRectF(r)]
    elif look == "discard":
        face = r.adjusted(0, 0, -card_painter.PILE_DEPTH, -card_painter.PILE_DEPTH)
        rects = [card_tile.name_box(face, name)]
    elif card_tile.is_tile(r) if tile is None else tile:
        face, shown = tile_text_column.face_part(r, card)
        rects = [card_tile.name_banner(face, shown)]
        if card_tile.name_text_box(face, shown)[1]:
            rects += card_tile.cost_boxes(face, shown)
        if shown.get("stats") and not card_tile.name_only(face, shown):
            rects += card_tile.stat_boxes(face)
        parts = tile_text_column.split(r, card)
        if parts is not None:
            rects.append(parts[1])
        room = card_tile.ability_room(face, shown)
        if room is not None:
            rects.append(room[1])
    else:
        rects = [card_painter.name_box(r, name, hero=card.get("type") == "hero")[0]]
    path = QPainterPath()
    for box in rects:
        path.addRect(box.adjusted(-1.5, -1.5, 1.5, 1.5))
    return path.simplified()


def paint_origin(p: QPainter, r: QRectF, o: Origin) -> None:
    """A card where it stood at Night's start, drawn as the board drew it there."""
    if o.look == "listed":
        draw_listed_card(p, r, o.card, None, False)
    else:
        card_painter.paint_card(p, r, o.card, tile=o.tile, allow_turn=not o.upright)


def _paint_card_moves(p: QPainter, cards: Sequence[CardMove], t: float,
                      staying: Sequence[tuple[QRectF, dict[str, Any]]]) -> None:
    """Cards on their way, `t` of it done, then the cards that stay wherever one
    passed over them: a card in flight goes under them (and is see-through in mid-
    flight), so the name of a card that stays is never hidden (review r4 #13)."""
    rects = []
    for c in cards:
        r = c.rect(t)
        rects.append(r)
        p.save()
        p.setOpacity(1.0 - 0.45 * math.sin(math.pi * t))
        if c.card is None:
            card_painter.paint_back(p, r)
        else:
            card_painter.paint_card(p, r, c.card)
        p.restore()
    for r, card in staying:
        if any(r.intersects(f) for f in rects):
            card_painter.paint_card(p, r, card)


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
