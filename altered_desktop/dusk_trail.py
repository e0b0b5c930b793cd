"""What a Dusk left on the Adventure track, drawn until a player next acts (issue #23).

A marker that moved at Dusk leaves a faint ghost on the region it left, with an arrow in
its seat's colour to the region it stands on now; an Expedition that did not move gets a
"stays" tag beside its marker.  The seat that looks at the board after the show, or
after a hand-off, reads Dusk from the track itself, not from a line of the side column
(review: "the Companion moves forward from 8 to 7, yet region 8 shows no ghost, arrow
or trail").

Each mark is worked out at paint time from the region tiles of the layout in use
(`table_layout.marker_rect`, `pawn_band`): the track may be laid out anew (Night's
rows, a resized window) and the marks follow it.  Marks are pointer-layer drawing
(`table_overlay`), never part of the board's display list: they come and go with a
show's clock, and go at the next answer of a person.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

import attrs
from PySide6.QtCore import QCoreApplication, QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)

from altered_desktop import theme
from altered_desktop.table_layout import marker_rect, pawn_band
from altered_desktop.table_paint import (
    draw_marker,
    fitting_px,
    marker_letter_rect,
    region_chips,
    region_number_rect,
)

View = dict[str, Any]
EXPEDITIONS = ("hero", "companion")

# how much of a marker its ghost keeps: seen at a glance, never taken for the marker
GHOST_OPACITY = 0.5


@attrs.frozen
class Step:
    """One Expedition's way at a Dusk (or a marker moved by an effect): from region
    `start` to region `end` (equal: it stayed).  `beside` is where the seat's other
    Expedition stood when it started (two markers on one tile stand side by side)."""

    player: int
    exp: str
    start: int
    end: int
    beside: int
    faction: str | None = None

    @property
    def moved(self) -> bool:
        return self.end != self.start


@attrs.frozen
class Mark:
    """What the trail draws for one step now, in table coordinates: a moved marker's
    `ghost` (where it stood) and the `arrow` from it to where it is (`to`, its marker
    now or on its way); an Expedition that stayed: its `stays` tag (`short`: a small
    "=" badge on its marker's edge beside its letter, where the word would cover a region's number, a
    terrain or a marker)."""

    step: Step
    ghost: QRectF | None = None
    arrow: QLineF | None = None
    to: QRectF | None = None
    stays: QRectF | None = None
    short: bool = False
    #: how far the arrow's middle bows off its straight line, down (+) or up (-): it
    #: swings round the regions' number discs (review r16 #11: it ran over the "8")
    bend: float = 0.0

    def curve(self) -> QPainterPath:
        """The arrow's way from its ghost to its marker (empty when it has none)."""
        return arrow_path(self.arrow, self.bend) if self.arrow is not None else QPainterPath()


def positions(view: View, player: int) -> dict[str, int]:
    """Where `player`'s two Expeditions stand in `view`."""
    exps = view["players"][player]["expeditions"]
    return {e: int(exps[e]["position"]) for e in EXPEDITIONS}


def holds(step: Step, view: View) -> bool:
    """Whether `view` still shows the end of `step` (its marker where the step left it):
    an undo, or a later effect that moved it, ends what the trail says."""
    try:
        return positions(view, step.player)[step.exp] == step.end
    except (KeyError, IndexError, TypeError):
        return False


def stays_rect(marker: QRectF, tile: QRectF, band: QRectF, px: float, left: bool,
               keep: Sequence[QRectF] = (), exp: str = "hero") -> tuple[QRectF, bool]:
    """Where the "stays" tag of the marker `marker` goes, and whether it is the short
    badge: the word in its seat's band of its tile, beside it, first on the side with
    room (`left` for a Hero standing left of its Companion), as tall as its text
    needs; on neither side where it would meet one of `keep` (the regions' numbers,
    terrain icons and the other markers, review r13: a tag beside a marker covered
    the next region's number), a small "=" disc on the marker's outer edge, clear of
    its letter (`exp`: whose marker, H or C, `marker_letter_rect`)."""
    fm = QFontMetricsF(theme.font(px, bold=True))
    # (a narrow pill: at 1366 the word with a wider one missed the room beside a
    # marker by a pixel, and a laptop's board showed only "=" badges: review r20 #6)
    w = fm.horizontalAdvance(stays_word()) + px * STAYS_PAD
    h = min(band.height() - 2, fm.height() + 3)
    gap = max(2.0, marker.width() * 0.08)
    y = marker.center().y() - h / 2
    right = QRectF(min(tile.right() - 1 - w, marker.right() + gap), y, w, h)
    before = QRectF(max(tile.left() + 1, marker.left() - gap - w), y, w, h)
    room_right = tile.right() - marker.right() - gap
    room_left = marker.left() - tile.left() - gap
    sides = [before, right] if left or (room_right < w and room_left > room_right) \
        else [right, before]

    def clear(r: QRectF) -> bool:
        return not r.intersects(marker) and not any(r.intersects(k) for k in keep)

    for r in sides:
        if clear(r):
            return r, False
    d = max(float(theme.LEAST_TEXT_PX) + 6, marker.height() * STAYS_BADGE)
    cy = marker.center().y() - d / 2
    # beside the marker's letter, never over it (review r18 #2: the badge on the
    # marker's edge covered half its "C", read "C=")
    letter = marker_letter_rect(marker, exp)
    badges = [QRectF(min(marker.left() - d * 0.45, letter.left() - 1 - d), cy, d, d),
              QRectF(max(marker.right() - d * 0.55, letter.right() + 1), cy, d, d)]
    # first on the pawn's back, away from its head (which shows the way it travels)
    if exp != "hero":
        badges.reverse()
    for b in badges:
        if not any(b.intersects(k) for k in keep):
            return b, True
    return badges[0], True


#: the "=" badge's diameter against its marker's (review r16 #11: "a tiny '=' stay
#: badge")
STAYS_BADGE = 0.8
#: the room round the word "stays" in its pill, against the word's size
STAYS_PAD = 0.6


def obstacles(regions: Sequence[Any], view: View, bottom: int) -> list[QRectF]:
    """What a "stays" tag must not cover: the markers and regions' numbers
    (`keep_clear`) and each region's terrain icons."""
    out = keep_clear(regions, view, bottom)
    for r in regions:
        terrains = (getattr(r, "extra", None) or {}).get("terrains") or []
        out += region_chips(r.rect, len(terrains))
    return out + card_labels(regions)


def card_labels(regions: Sequence[Any]) -> list[QRectF]:
    """The plates a Tumult card's name is written on across its two regions
    (`table_paint.region_card_label_rect`: in the bottom seat's band where the tiles
    keep no name line)."""
    from altered_desktop import table_paint
    from altered_desktop.table_layout import region_cards

    out = []
    extras = [getattr(r, "extra", None) or {} for r in regions]
    for first, count in region_cards([str(e.get("name", "")) for e in extras]):
        if count < 2:
            continue
        tiles = [r.rect for r in regions[first:first + count]]
        px = table_paint.region_label_px(tiles)
        words = table_paint.region_card_words(tiles, str(extras[first].get("name", "")),
                                              bool(extras[first].get("face_down")), px)
        out.append(table_paint.region_card_label_rect(tiles, words, px))
    return out


def keep_clear(regions: Sequence[Any], view: View, bottom: int,
               leave_out: frozenset[tuple[int, str]] = frozenset()) -> list[QRectF]:
    """What an arrow passes under, never over: the markers the board draws for `view`
    on `regions` (as `table_display` places them; those in `leave_out` glide on the
    pointer layer) and each region's number."""
    out = [region_number_rect(r.rect) for r in regions]
    for pv in view["players"] if regions else []:
        at = positions(view, pv["index"])
        for exp in EXPEDITIONS:
            if (pv["index"], exp) in leave_out:
                continue
            other = "companion" if exp == "hero" else "hero"
            out.append(marker_rect(regions, at[exp], exp, pv["index"] == bottom, at[other]))
    return out


def stays_word() -> str:
    return QCoreApplication.translate("Table", "stays")


def marks(steps: Sequence[Step], regions: Sequence[Any], view: View, bottom: int,
          reach: Callable[[int], float | None],
          gliding: Callable[[int], QRectF | None] = lambda k: None) -> list[Mark]:
    """The marks of `steps` on the region tiles `regions` (the layout's `region`
    items) of the board showing `view`, seen from seat `bottom`.  `reach(k)` says how
    far step k has got: None: not told yet (nothing drawn), 0..1: its marker on its
    way, 1: landed (for a step that stayed: told).  `gliding(k)` is where the show
    draws step k's marker now (else it is worked out from `reach`)."""
    if not regions:
        return []
    out: list[Mark] = []
    px = float(theme.LEAST_TEXT_PX)
    keep: list[QRectF] | None = None
    for k, s in enumerate(steps):
        g = reach(k)
        if g is None or s.start >= len(regions) or s.end >= len(regions):
            continue
        own = s.player == bottom
        other = "companion" if s.exp == "hero" else "hero"
        now = positions(view, s.player)
        if not s.moved:
            if g <= 0.0:
                continue
            m = marker_rect(regions, s.start, s.exp, own, now[other])
            tile = regions[s.start].rect
            band = pawn_band(tile, own)
            left = s.exp == "hero" and now[other] == s.start
            if keep is None:
                keep = obstacles(regions, view, bottom)
            tag, short = stays_rect(m, tile, band, px, left, [k for k in keep if k != m],
                                    s.exp)
            out.append(Mark(s, stays=tag, short=short))
            continue
        if g <= 0.0:
            continue
        ghost = marker_rect(regions, s.start, s.exp, own, s.beside)
        end = marker_rect(regions, s.end, s.exp, own, now[other])
        to = gliding(k)
        if to is None:
            t = min(1.0, g)
            to = QRectF(ghost.left() + (end.left() - ghost.left()) * t,
                        ghost.top() + (end.top() - ghost.top()) * t,
                        end.width(), end.height())
        numbers = [region_number_rect(r.rect) for r in regions]
        line, bend = bend_round(ghost, to, numbers, own)
        out.append(Mark(s, ghost=ghost, arrow=line, to=to, bend=bend))
    return out


def arrow_width(d: float) -> float:
    """The width of an arrow's shaft for markers `d` px across (its dark edge aside)."""
    return max(3.0, d * 0.14)


def arrow_path(line: QLineF, bend: float) -> QPainterPath:
    """The arrow's way along `line`, its middle bowed `bend` px down (+) or up (-)."""
    path = QPainterPath(line.p1())
    mid = (line.p1() + line.p2()) / 2
    path.quadTo(QPointF(mid.x(), mid.y() + bend), line.p2())
    return path


def bend_round(a: QRectF, b: QRectF, discs: Sequence[QRectF],
               own: bool) -> tuple[QLineF | None, float]:
    """The arrow from marker `a` to marker `b` and how far it bows (`arrow_path`) so
    that its shaft, dark edge included, passes clear of every disc in `discs` (the
    regions' numbers): away from its seat's edge of the track (down for the top seat,
    up for the bottom's), as little as it can, leaving its ghost and reaching its
    marker on the side it bows to; straight when nothing is in its way (the least
    crossing it can when it cannot miss them all)."""
    d = a.height()
    half = (arrow_width(d) + 2.5) / 2 + 1.5
    grown = [r.adjusted(-half, -half, half, half) for r in discs]
    way = -1.0 if own else 1.0
    step = max(2.0, d * 0.1)
    best: tuple[int, QLineF | None, float] | None = None
    bend = 0.0
    while abs(bend) <= d * 2.5:
        line = _arrow(a, b, bend)
        if line is None:
            return None, 0.0
        path = arrow_path(line, bend)
        hits = sum(r.contains(path.pointAtPercent(i / 24)) for i in range(25) for r in grown)
        if not hits:
            return line, bend
        if best is None or hits < best[0]:
            best = (hits, line, bend)
        bend += way * step
    assert best is not None
    return best[1], best[2]


def _arrow(a: QRectF, b: QRectF, bend: float = 0.0) -> QLineF | None:
    """The arrow from marker `a` to marker `b`, edge to edge (None when they touch):
    leaving and reaching each toward the middle of its way, bowed `bend` px."""
    ca, cb = a.center(), b.center()
    d = math.hypot(cb.x() - ca.x(), cb.y() - ca.y())
    ra, rb = a.width() / 2 + 1, b.width() / 2 + 2
    if d <= ra + rb + 4:
        return None
    bow = QPointF((ca.x() + cb.x()) / 2, (ca.y() + cb.y()) / 2 + bend)

    def towards(c: QPointF, r: float) -> QPointF:
        n = math.hypot(bow.x() - c.x(), bow.y() - c.y()) or 1.0
        return QPointF(c.x() + (bow.x() - c.x()) / n * r, c.y() + (bow.y() - c.y()) / n * r)

    return QLineF(towards(ca, ra), towards(cb, rb))


def paint(p: QPainter, found: Sequence[Mark], clear: Sequence[QRectF],
          faction_of: Callable[[int], str | None]) -> None:
    """Draw the marks `found`: ghosts and arrows under the discs in `clear` (the
    markers standing on the board and the regions' numbers, `keep_clear`: an arrow
    never covers them), then the "stays" tags."""
    if not found:
        return
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    for m in found:
        if m.ghost is None:
            continue
        # clipped to the little area it covers, less the discs it passes under (a
        # clip the size of the table cost milliseconds on every repaint)
        area = m.ghost if m.to is None else m.ghost.united(m.to)
        area = area.united(m.curve().boundingRect()).adjusted(-4, -4, 4, 4)
        clip = QPainterPath()
        clip.addRect(area)
        for r in clear:
            if r.intersects(area):
                hole = QPainterPath()
                hole.addEllipse(r.adjusted(-2, -2, 2, 2))
                clip = clip.subtracted(hole)
        p.setClipPath(clip)
        colour = theme.player_colour(m.step.player)
        _paint_ghost(p, m.ghost, colour, m.step.exp, faction_of(m.step.player))
        if m.arrow is not None:
            _paint_arrow(p, m.arrow, colour, m.ghost.width(), m.bend)
        p.setClipping(False)
    for m in found:
        if m.stays is not None:
            _paint_stays(p, m.stays, theme.player_colour(m.step.player), m.short)
    p.restore()


def _paint_ghost(p: QPainter, r: QRectF, colour: QColor, exp: str,
                 faction: str | None) -> None:
    """The marker where it stood, faint, ringed by a dashed line in its seat's colour."""
    p.save()
    p.setOpacity(GHOST_OPACITY)
    draw_marker(p, r, colour, exp, faction)
    p.restore()
    p.setPen(QPen(colour.darker(160), max(1.5, r.width() * 0.07), Qt.PenStyle.DashLine))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(r.adjusted(0.5, 0.5, -0.5, -0.5))


def _paint_arrow(p: QPainter, line: QLineF, colour: QColor, d: float,
                 bend: float = 0.0) -> None:
    """An arrow along `line` (bowed `bend` px, `arrow_path`) in the seat's colour,
    outlined dark so it reads on the light tiles and the felt alike."""
    w = arrow_width(d)
    head = max(9.0, d * 0.42)
    path = arrow_path(line, bend)
    tip = line.p2()
    # the head points along the curve's last stretch
    back = path.pointAtPercent(max(0.0, 1 - head / max(1.0, path.length())))
    a = math.atan2(tip.y() - back.y(), tip.x() - back.x())
    base = QPointF(tip.x() - math.cos(a) * head, tip.y() - math.sin(a) * head)
    left = QPointF(base.x() + math.sin(a) * head * 0.55, base.y() - math.cos(a) * head * 0.55)
    right = QPointF(base.x() - math.sin(a) * head * 0.55, base.y() + math.cos(a) * head * 0.55)
    shaft = QPainterPath(path)
    if path.length() > head:
        # the shaft stops where the head begins
        shaft = QPainterPath(line.p1())
        n = 16
        stop = 1 - head * 0.8 / path.length()
        for i in range(1, n + 1):
            shaft.lineTo(path.pointAtPercent(stop * i / n))
    outline = QColor(20, 14, 10, 220)
    p.setBrush(Qt.BrushStyle.NoBrush)
    for pen in (QPen(outline, w + 2.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap),
                QPen(colour, w, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)):
        p.setPen(pen)
        p.drawPath(shaft)
    p.setPen(QPen(outline, 1.5))
    p.setBrush(colour)
    p.drawPolygon(QPolygonF([tip, left, right]))


def _paint_stays(p: QPainter, r: QRectF, colour: QColor, short: bool = False) -> None:
    """The "stays" tag: light text on a dark pill edged in the seat's colour (the
    short one: a dark disc with an "=" of two light bars as wide as half of it)."""
    p.setPen(QPen(colour, 1.6 if short else 1.2))
    p.setBrush(QColor(20, 14, 10, 235))
    p.drawRoundedRect(r, r.height() / 2, r.height() / 2)
    if short:
        w, t = r.width() * 0.5, max(2.0, r.height() * 0.13)
        gap = max(2.0, r.height() * 0.14)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(theme.LABEL)
        for dy in (-gap / 2 - t, gap / 2):
            p.drawRoundedRect(QRectF(r.center().x() - w / 2, r.center().y() + dy, w, t),
                              t / 2, t / 2)
        return
    word = stays_word()
    px = fitting_px(p, word, r.width() - 4, float(theme.LEAST_TEXT_PX), 1.0, True)
    p.setFont(theme.font(px, bold=True))
    p.setPen(theme.LABEL)
    p.drawText(r, int(Qt.AlignmentFlag.AlignCenter), word)


#: the "stays" tag as the track paints it, for the table key (`table_key`)
paint_stays = _paint_stays


def _rect_key(r: QRectF | None) -> tuple[float, ...] | None:
    return None if r is None else (round(r.x(), 1), round(r.y(), 1), round(r.width(), 1),
                                   round(r.height(), 1))


class Painted:
    """The marks drawn once into an image and blitted on every repaint while they stay
    the same: drawn afresh (a faint gradient disc under a clip) they cost milliseconds
    on each repaint, hovering included."""

    def __init__(self) -> None:
        self._key: tuple[Any, ...] | None = None
        self._image: QImage | None = None
        self._at = QPointF()

    def draw(self, p: QPainter, found: Sequence[Mark], clear: Sequence[QRectF],
             faction_of: Callable[[int], str | None], dpr: float) -> None:
        if not found:
            self._key, self._image = None, None
            return
        key = (dpr, tuple((m.step, _rect_key(m.ghost), _rect_key(m.to), _rect_key(m.stays),
                           m.short, m.bend) for m in found), tuple(_rect_key(r) for r in clear))
        if key != self._key:
            box = QRectF()
            for m in found:
                for r in (m.ghost, m.to, m.stays, m.curve().boundingRect()):
                    if r is not None and not r.isEmpty():
                        box = box.united(r)
            box = box.adjusted(-8, -8, 8, 8).toAlignedRect()
            image = QImage(max(1, int(box.width() * dpr)), max(1, int(box.height() * dpr)),
                           QImage.Format.Format_ARGB32_Premultiplied)
            image.setDevicePixelRatio(dpr)
            image.fill(0)
            ip = QPainter(image)
            ip.translate(-box.left(), -box.top())
            paint(ip, found, clear, faction_of)
            ip.end()
            self._key, self._image, self._at = key, image, QPointF(box.topLeft())
        self.blit(p)

    def blit(self, p: QPainter) -> None:
        """Draw the marks as last drawn (nothing if there were none)."""
        if self._image is not None:
            p.drawImage(self._at, self._image)
