"""A card's costs as labelled badges: a hand before the Hand cost, the card-text symbol
for "from Reserve" before the Reserve cost (review round 13 #8: two bare circles, their
digits 8-9 px, a light one and a dark one, and nothing to say which cost is which).

The labels are the pictures the card text uses for its {H} and {R} symbols, so a player
who has learnt one reads the other; the digits are as big as the badge allows, and the
table's tiles and the hand's cards make their badges big enough for 14 px of ink, the
statistics' floor (review r15 #4: 8 and 11 px "read as a smudge").  A card in play
wears upright badges as a hand's card does (review r16 #9: bare discs on the table).
Where a tile has no room for the labels (a squeezed Reserve card whose costs share the
name's band, a low Expedition tile), its costs stay plain discs.

Shared by the table's tiles (`card_tile`) and the full faces (`card_painter`).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from altered_desktop import card_art, theme

HAND, RESERVE = "hand", "reserve"
#: each cost's label: the picture of its card-text symbol ({H}, {R})
LABEL_ICONS = {HAND: card_art.SYMBOL_ICONS["H"], RESERVE: card_art.SYMBOL_ICONS["R"]}
#: the fill of each cost's badge (the printed card's light hand gem and dark reserve gem)
FILLS = {HAND: QColor("#fdf6e3"), RESERVE: QColor("#3b2f4a")}
#: the digits' size over the badge's height, and the label's; an upright badge's
#: digits' size over its width
DIGITS_SHARE, LABEL_SHARE, UPRIGHT_DIGITS_SHARE = 0.92, 0.66, 0.88
#: a badge is drawn with its label when it is at least this much wider than high
LABELLED_ASPECT = 1.3
#: a compact badge (a crowded row's, a two-line name's tile, a Reserve tile's name
#: band): barely wider than a disc, a smaller label inside it (review r17 #5: plain
#: discs "2 2" said nothing of which cost is which); its label's share of its height
COMPACT_ASPECT, COMPACT_LABEL_SHARE = 1.06, 0.48
#: a pill at least this much wider than high wears its label as big as a hand's card
#: does (`labelled_width`); a narrower one is compact
FULL_ASPECT = 1.55
#: a compact badge's digits are set this narrow (their height kept: 14 px of ink)
COMPACT_STRETCH = 82


def digits_px(height: float) -> float:
    """The digits' size in a badge `height` px high: never under the least text size."""
    return max(float(theme.LEAST_TEXT_PX), height * DIGITS_SHARE)


def _font(px: float, stretch: int = 100) -> QFont:
    f = theme.font(px, bold=True)
    f.setStretch(stretch)
    return f


def _pad(height: float) -> float:
    return max(2.0, height * 0.2)


def labelled_width(height: float) -> float:
    """The width of a labelled badge `height` px high, room for one digit (the widest)
    beside its label; a two-digit cost narrows its digits to fit (`paint`)."""
    ink = QFontMetricsF(_font(digits_px(height))).tightBoundingRect("0").width()
    return 2 * _pad(height) + height * LABEL_SHARE + max(1.5, height * 0.06) + ink


def _compact_pad(height: float) -> float:
    return max(1.2, height * 0.06)


def compact_width(height: float) -> float:
    """The width of a compact labelled badge `height` px high (`COMPACT_LABEL_SHARE`):
    its small label and one digit set a little narrow, about a disc's room."""
    font = _font(digits_px(height), COMPACT_STRETCH)
    ink = QFontMetricsF(font).tightBoundingRect("0").width()
    w = 2 * _compact_pad(height) + height * COMPACT_LABEL_SHARE + 0.8 + ink
    return min(max(w, height * COMPACT_ASPECT + 0.01), height * FULL_ASPECT - 0.01)


#: a full face's upright badge: its height over its width (the digits in the round
#: head, the label under them): low enough that the reserve cost's badge under it
#: stays clear of a 1366 x 768 hand card's type ribbon, their digits at the
#: statistics' floor (review r15 #4)
UPRIGHT = 1.45


def is_labelled(r: QRectF) -> bool:
    """Whether a badge in `r` has room for its label: beside its digits (a pill wider
    than high, a table tile's) or under them (an upright one, a full face's)."""
    return r.width() >= r.height() * COMPACT_ASPECT or \
        r.height() >= r.width() * LABELLED_ASPECT


def is_compact(r: QRectF) -> bool:
    """Whether a badge in `r` is a compact one: its label smaller, inside it."""
    return r.height() * COMPACT_ASPECT <= r.width() < r.height() * FULL_ASPECT


def parts(r: QRectF) -> tuple[QRectF | None, QRectF]:
    """Where a badge in `r` puts its label (None on a plain disc) and its digits."""
    if not is_labelled(r):
        return None, QRectF(r)
    if r.height() > r.width():  # upright: the digits in the head, the label under them
        w = r.width()
        head = QRectF(r.left(), r.top() + w * 0.04, w, w * 0.8)
        side = min(w * 0.62, r.bottom() - head.bottom() - w * 0.08)
        return QRectF(r.center().x() - side / 2, head.bottom() + w * 0.02, side, side), head
    h = r.height()
    if is_compact(r):
        pad = _compact_pad(h)
        side = h * COMPACT_LABEL_SHARE
        icon = QRectF(r.left() + pad, r.center().y() - side / 2, side, side)
        return icon, QRectF(icon.right() + 0.5, r.top(), r.right() - pad - 0.5 - icon.right(),
                            h)
    pad = _pad(h)
    side = h * LABEL_SHARE
    icon = QRectF(r.left() + pad, r.center().y() - side / 2, side, side)
    return icon, QRectF(icon.right(), r.top(), r.right() - pad * 0.6 - icon.right(), h)


def digits_font(r: QRectF, value: str, px: float | None = None) -> QFont:
    """The digits' font in a badge in `r`: as big as the badge allows (`digits_px`;
    an upright badge's head is smaller than its width), a two-digit cost narrowed
    before it shrinks, never under the least text size."""
    if r.height() > r.width() * LABELLED_ASPECT:
        size = max(float(theme.LEAST_TEXT_PX), r.width() * UPRIGHT_DIGITS_SHARE)
    else:
        size = digits_px(min(r.height(), r.width()))
    size = size if px is None else px
    room = parts(r)[1]
    if not is_labelled(r) or r.height() > r.width():
        return _font(size)
    font = _font(size)
    for stretch in (100, 88, COMPACT_STRETCH, 76):
        font = _font(size, stretch)
        if QFontMetricsF(font).tightBoundingRect(value).width() <= room.width():
            return font
    while size > theme.LEAST_TEXT_PX and \
            QFontMetricsF(font).tightBoundingRect(value).width() > room.width():
        size -= 0.5
        font = _font(size, 76)
    return font


def paint(p: QPainter, r: QRectF, kind: str, value: str, *, fill: QColor | None = None,
          ring: QColor | None = None, ring_w: float | None = None,
          px: float | None = None, idle: bool = False, unpaid: bool = False,
          lit: bool = False) -> None:
    """The badge of cost `kind` (`HAND`, `RESERVE`) worth `value` in `r`: a pill with the
    cost's label and its digits where `r` is wide enough or tall enough
    (`is_labelled`), else a disc with its digits alone.  An `idle` badge (a cost that
    cannot be paid now) steps back: a dark fill, a faint ring and label, its digits
    still 4.5:1.  An `unpaid` one (a hand card its seat cannot play now, on its own
    turn) is unlit as Arena's are: the dark fill, its ring and label red.  A `lit` one
    (a Reserve card its seat can play now) wears the playable outline's cyan as a thick
    ring and a halo: the cost to pay to play it from there (review r20: "nothing shows
    how to play from Reserve")."""
    from altered_desktop.card_painter import disc_colours

    fill = fill if fill is not None else FILLS[kind]
    if idle or unpaid:
        fill = QColor("#4a4540") if kind == HAND else fill.darker(130)
        ring = UNPAID_RING if unpaid else QColor(255, 255, 255, 50)
        if unpaid:
            ring_w = max(2.0, r.height() * 0.1)
    fill, ink = disc_colours(fill)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    if lit:
        ring, ring_w = theme.PLAYABLE, max(2.0, r.height() * LIT_RING_SHARE)
        halo = QColor(theme.PLAYABLE)
        halo.setAlpha(110)
        p.setPen(QPen(halo, ring_w * 2.2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        rr = min(r.width(), r.height()) / 2
        p.drawRoundedRect(r, rr, rr)
    p.setPen(QPen(ring if ring is not None else QColor(255, 255, 255, 170),
                  ring_w if ring_w is not None else max(1.0, r.height() * 0.07)))
    p.setBrush(fill)
    label, room = parts(r)
    if label is None:
        p.drawEllipse(r)
    else:
        p.drawRoundedRect(r, min(r.width(), r.height()) / 2, min(r.width(), r.height()) / 2)
        label_ink = QColor(UNPAID_RING) if unpaid else QColor(ink)
        label_ink.setAlphaF(1.0 if unpaid else 0.5 if idle else 1.0 if is_compact(r) else 0.85)
        card_art.draw_icon(p, label, LABEL_ICONS[kind], label_ink)
    p.setPen(ink)
    p.setFont(digits_font(r, value, px))
    p.drawText(room, int(Qt.AlignmentFlag.AlignCenter), value)
    p.restore()


#: a lit cost's ring's width over the badge's height (`paint`)
LIT_RING_SHARE = 0.13
#: an unpaid cost's ring and label (`paint`): a warm red that reads on the felt and on
#: the dark fill
UNPAID_RING = QColor("#ff6b5e")
