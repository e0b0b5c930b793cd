"""How each element of the board looks: the felt, zone frames, labels, regions, stats.

Every function here draws from its arguments alone (no widget, no game state), because
the board draws each element once into a sprite and blits it afterwards
(`table_display`): what an element looks like must follow only from what its sprite key
says.  Cards themselves are drawn by `card_painter`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QRadialGradient,
)

from altered_desktop import card_painter, log_dock, log_text, theme
from altered_desktop.table_layout import region_content, stats_box


def label(p: QPainter, rect: QRectF, text: str, px: float, *, colour: QColor | None = None,
          bold: bool = True, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft,
          shrink: float = 1.0) -> None:
    """One line of text, elided rather than wrapped: zones have fixed heights.  With
    `shrink` < 1 the font first gets smaller, down to that fraction, for the text to fit
    whole (a player's name is worth more than its size)."""
    p.setPen(colour or theme.LABEL)
    px = max(float(theme.LEAST_TEXT_PX), px)
    p.setFont(theme.font(fitting_px(p, text, rect.width(), px, shrink, bold), bold=bold))
    p.drawText(rect, align | Qt.AlignmentFlag.AlignVCenter,
               p.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, int(rect.width())))


def label_on_plate(p: QPainter, rect: QRectF, text: str, px: float, *,
                   colour: QColor | None = None) -> None:
    """`label` on a plate of the dark felt as wide as its words: a caption that must
    read over a glow (a lit card's halo reaches over its zone's caption line)."""
    px = max(float(theme.LEAST_TEXT_PX), px)
    p.setFont(theme.font(px, bold=True))
    w = min(rect.width(), p.fontMetrics().horizontalAdvance(text) + 1.0)
    plate = QRectF(rect.left() - 3, rect.top() - 1, w + 6, rect.height() + 2)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(theme.FELT_DARK)
    p.drawRoundedRect(plate, 4, 4)
    label(p, rect, text, px, colour=colour)


#: the shadow an engraved caption's letters sit in: the felt's own dark, a pixel above
ENGRAVE_SHADOW = QColor(0, 0, 0, 150)


def engraved_label(p: QPainter, rect: QRectF, text: str, px: float, *,
                   colour: QColor | None = None) -> None:
    """A zone's caption as words cut into the felt (review r18 #18: "quiet engraved text
    rather than boxed labels"): not bold, in the secondary colour (`theme.LABEL_DIM`,
    4.5:1 on the lightest felt), over a dark copy a pixel higher, as the upper edge of
    a cut catches the shadow."""
    shadow = QRectF(rect).translated(0, -1)
    label(p, shadow, text, px, colour=ENGRAVE_SHADOW, bold=False)
    label(p, rect, text, px, colour=colour or theme.LABEL_DIM, bold=False)


def fitting_px(p: QPainter, text: str, width: float, px: float, shrink: float,
               bold: bool) -> float:
    """The font size, from `px` down to `px * shrink`, at which `text` fits `width` (the
    smallest if none does: the text is then elided)."""
    least = max(float(theme.LEAST_TEXT_PX), px * shrink)
    p.setFont(theme.font(px, bold=bold))
    while px > least and p.fontMetrics().horizontalAdvance(text) > width:
        px = max(least, px - 0.5)
        p.setFont(theme.font(px, bold=bold))
    return px


# ------------------------------------------------------------------ the felt
class Felt:
    """The felt and the wooden rail, drawn once per size and pixel ratio (the weave
    alone is thousands of lines), then blitted under every board repaint."""

    def __init__(self) -> None:
        self._pixmap: QPixmap | None = None
        self._key: tuple[Any, ...] | None = None

    def paint(self, p: QPainter, width: int, height: int, dpr: float,
              side_width: float) -> None:
        key = (width, height, dpr, side_width)
        if self._key != key or self._pixmap is None:
            felt = QPixmap(int(width * dpr), int(height * dpr))
            felt.setDevicePixelRatio(dpr)
            fp = QPainter(felt)
            fp.setRenderHint(QPainter.RenderHint.Antialiasing)
            draw_felt(fp, QRectF(0, 0, width, height), side_width)
            fp.end()
            self._pixmap, self._key = felt, key
        p.drawPixmap(0, 0, self._pixmap)


def draw_felt(p: QPainter, r: QRectF, side_width: float) -> None:
    """The playmat and the side column's rail: a woven felt under a pool of light.

    Review round 10: "the dark-green felt is flat".  So the felt has what a cloth
    under a lamp has: a weave (`art_felt.weave`, a tile of fibres, the same every
    run), a lamp's pool of light over the play area, dusk at the corners, a faint
    pressed pattern in its middle, and a stitched edge; never lighter than
    `theme.FELT_LIGHT`, the lightest ground the table's text is checked on."""
    from altered_desktop import art_felt

    mw = r.width() - side_width
    art_felt.paint_felt(p, QRectF(0, 0, mw, r.height()))
    if side_width > 0:
        art_felt.paint_rail(p, QRectF(mw, 0, side_width, r.height()))


def draw_welcome(p: QPainter, r: QRectF, side_width: float) -> None:
    """No game yet: say how to start one instead of showing an empty felt."""
    mw = r.width() - side_width
    label(p, QRectF(0, r.height() * 0.36, mw, 60), "Altered", 48,
          colour=theme.GOLD, align=Qt.AlignmentFlag.AlignHCenter)
    label(p, QRectF(0, r.height() * 0.36 + 64, mw, 30),
          QCoreApplication.translate("Table", "Game ▸ New game (Ctrl+N) to start — hotseat or goldfish"), 18,
          colour=theme.LABEL, bold=False, align=Qt.AlignmentFlag.AlignHCenter)
    label(p, QRectF(0, r.height() * 0.36 + 96, mw, 30),
          QCoreApplication.translate("Table", "Game ▸ Open (Ctrl+O) to continue a saved game"), 16,
          colour=theme.LABEL_DIM, bold=False, align=Qt.AlignmentFlag.AlignHCenter)


# ------------------------------------------------------------------ zones
#: how far a lane's shade fades out to the bare felt at its edges, in pixels, and in how
#: many steps (each a rounded rectangle a step inside the last, the shade adding up)
LANE_FEATHER, LANE_STEPS = 9.0, 6


def soft_lane(p: QPainter, r: QRectF, shade: QColor, feather: float = LANE_FEATHER,
              radius: float = 14.0) -> None:
    """A part of the felt a shade darker, its edges fading out over `feather` pixels
    (review r18 #18: hard-edged bands cut the felt into rectangles, "a well-made
    spreadsheet"; a battlefield's areas in BGA's Altered or MTG Arena are shadings of
    the one cloth).  `shade`'s alpha is what its middle adds up to.  Drawn into a
    sprite once per size (`table_display`), so its few layers cost nothing per paint."""
    a = shade.alphaF()
    # each of the n layers adds `step` of opacity where it lies: the middle, under all
    # of them, reaches `a`; the edge, under the outermost alone, barely darkens
    step = 1.0 - (1.0 - a) ** (1.0 / LANE_STEPS)
    layer = QColor(shade)
    layer.setAlphaF(step)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(layer)
    for i in range(LANE_STEPS):
        inset = feather * i / LANE_STEPS
        rr = r.adjusted(inset, inset, -inset, -inset)
        if rr.width() <= 0 or rr.height() <= 0:
            break
        p.drawRoundedRect(rr, max(2.0, radius - inset), max(2.0, radius - inset))
    p.restore()


def draw_zone_frame(p: QPainter, r: QRectF, over: bool) -> None:
    """A base row's zone is the felt itself, named by its engraved caption alone (review
    r18 #18: even a rule along each zone's top cut the felt into boxes; BGA's Altered
    and MTG Arena part their zones by the cloth and quiet labels); outlined only when
    it holds more than its limit, which the player must act on."""
    if over:
        p.setPen(QPen(QColor("#ff8a65"), 1.2))
        p.setBrush(theme.ZONE_FILL)
        p.drawRoundedRect(r, 8, 8)


def draw_side_frame(p: QPainter, r: QRectF, fill: QColor = theme.SIDE_FILL) -> None:
    """A box of the side column (the Day's tracker, Limbo, "Just now", the recap) in the
    one look of the column's panels: the prompt's, the plays', the recap's."""
    p.setPen(QPen(theme.SIDE_EDGE, 1))
    p.setBrush(fill)
    p.drawRoundedRect(r.adjusted(0.5, 0.5, -0.5, -0.5), 10, 10)


#: the size of a hand's count ("Hand · 3") on its pill, the same for both seats
HAND_PILL_PX = 16.0


def hand_pill_rect(p: QPainter, x: float, cy: float, text: str, most: float,
                   *, right: bool = False) -> QRectF:
    """Where the hand-count pill holding `text` goes: starting at `x` (ending there when
    `right`), centred on the height `cy`, at most `most` pixels wide."""
    p.setFont(theme.font(HAND_PILL_PX, bold=True))
    w = min(most, p.fontMetrics().horizontalAdvance(text) + 18)
    h = HAND_PILL_PX * 1.65
    return QRectF(x - w if right else x, cy - h / 2, w, h)


def draw_hand_pill(p: QPainter, pill: QRectF, text: str, colour: QColor) -> None:
    """A player's hand count ("Hand · 3", "· passed" in amber) on a dark pill edged in
    their colour: one look for both seats (review r9 #9: the bottom seat's was large
    loose text, the top seat's a pill)."""
    count, _, passed = text.partition(" · passed")
    p.setPen(QPen(colour, 1.2))
    p.setBrush(QColor(0, 0, 0, 170))
    p.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
    if not passed and not text.endswith("passed"):
        label(p, pill, text, HAND_PILL_PX, colour=theme.LABEL,
              align=Qt.AlignmentFlag.AlignHCenter, shrink=0.8)
        return
    p.setFont(theme.font(HAND_PILL_PX, bold=True))
    cw = p.fontMetrics().horizontalAdvance(count + " ")
    left = QRectF(pill.left() + 9, pill.top(), min(cw, pill.width() - 18), pill.height())
    label(p, left, count, HAND_PILL_PX, colour=theme.LABEL, shrink=0.8)
    label(p, QRectF(left.right(), pill.top(), pill.right() - 9 - left.right(), pill.height()),
          "· passed", HAND_PILL_PX, colour=QColor("#ffcc80"), shrink=0.7)


def draw_handlabel(p: QPainter, r: QRectF, name: str, text: str, colour: QColor) -> None:
    """The player's name and their hand's count on its pill (`draw_hand_pill`): on a
    strip, one line, the name left and the pill after it; in a column, the pill under
    the name."""
    if r.width() > r.height() * 2.5:
        px = max(theme.LEAST_TEXT_PX + 2.0, min(20.0, r.height() * 0.7))
        pill = hand_pill_rect(p, r.right() - 2, r.center().y(), text, r.width() * 0.55,
                              right=True)
        nr = QRectF(r.left() + 2, r.top(), pill.left() - r.left() - 10, r.height())
        label(p, nr, name, px, colour=colour, shrink=0.6)
        draw_hand_pill(p, pill, text, colour)
        return
    px = max(theme.LEAST_TEXT_PX + 2.0, r.height() * 0.11)
    nr = QRectF(r.left() + 4, r.bottom() - r.height() * 0.55, r.width() - 4, px * 1.4)
    label(p, nr, name, px, colour=colour, shrink=0.6)
    pill = hand_pill_rect(p, r.left() + 4, nr.bottom() + HAND_PILL_PX, text, r.width() - 6)
    draw_hand_pill(p, pill, text, colour)


#: a player's name on the table at most (the player's under their Hero, the other's in
#: the strip over their zones), and the other's against its strip's height
NAME_MOST, NAME_SHARE = 26.0, 0.9


def draw_toplabel(p: QPainter, r: QRectF, name: str, text: str, colour: QColor) -> None:
    """The other player's name and, beside it, their hand's count on its pill: how many
    cards they hold is read at a glance (review r3 #15).  The name as large as the
    strip allows, up to the player's own (`NAME_MOST`; review r13 #18: "Lithium" was
    about half the size of "Ninette", and which half of the board was whose was
    hard to tell at a glance)."""
    px = max(theme.LEAST_TEXT_PX + 2.0, min(NAME_MOST, r.height() * NAME_SHARE))
    pill = hand_pill_rect(p, r.right() - 6, r.center().y(), text, r.width() * 0.5,
                          right=True)
    label(p, QRectF(r.left() + 6, r.top(), max(r.width() * 0.45, pill.left() - r.left() - 18),
                    r.height()), name, px, colour=colour, shrink=0.7)
    draw_hand_pill(p, pill, text, colour)


def mana_caption_h(r: QRectF) -> float:
    """The height of the "Mana N of M" caption at the top of mana box `r`."""
    return max(theme.LEAST_TEXT_PX + 5.0, min(22.0, r.height() * 0.16))


def mana_orbs(r: QRectF, n: int) -> list[QRectF]:
    """Where the `n` Mana Orbs of mana box `r` go, under its caption: in the rows and
    columns that make them biggest (review r18 #14: 12 px orbs in rows of five), at
    most `ORB_MOST` across, in reading order."""
    if n <= 0:
        return []
    area = r.adjusted(4, mana_caption_h(r) + 3, -4, -4)
    best = (0.0, 1)
    for cols in range(1, n + 1):
        rows_n = (n + cols - 1) // cols
        d = min(area.width() / cols, area.height() / rows_n) * ORB_SHARE
        if d > best[0] + 0.01:
            best = (d, cols)
    d, cols = min(best[0], ORB_MOST), best[1]
    rows_n = (n + cols - 1) // cols
    step = min(area.width() / cols, d / ORB_SHARE)
    left = area.center().x() - step * cols / 2
    top = area.top()
    out = []
    for i in range(n):
        row_i, col_i = divmod(i, cols)
        c = QPointF(left + (col_i + 0.5) * step,
                    top + (row_i + 0.5) * area.height() / rows_n)
        out.append(QRectF(c.x() - d / 2, c.y() - d / 2, d, d))
    return out


#: an orb's diameter over its cell's, and its most diameter (a 1920 table's)
ORB_SHARE, ORB_MOST = 0.88, 26.0


def draw_mana(p: QPainter, r: QRectF, ready: int, ex: int) -> None:
    """The mana box: its caption, then an orb per Mana card, a ready one a filled blue
    gem with a highlight, a spent (exhausted) one a hollow dark ring: told apart by
    their shape as well as their colour (review r18 #14: blue against dark grey)."""
    lh = mana_caption_h(r)
    label(p, QRectF(r.left() + 8, r.top() + 1, r.width() - 16, lh),
          QCoreApplication.translate("Table", "Mana {0} of {1}").format(ready, ready + ex), lh * 0.72, colour=theme.LABEL_DIM, shrink=0.8)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    for i, orb in enumerate(mana_orbs(r, ready + ex)):
        d = orb.width()
        if i < ready:
            g = QRadialGradient(orb.center() - QPointF(d * 0.15, d * 0.15), d * 0.6)
            g.setColorAt(0, QColor("#d7f3ff"))
            g.setColorAt(1, QColor("#2f86c9"))
            p.setPen(QPen(QColor(0, 0, 0, 140), 1))
            p.setBrush(QBrush(g))
            p.drawEllipse(orb)
        else:
            ring = max(2.0, d * SPENT_RING)
            p.setPen(QPen(SPENT_ORB, ring))
            p.setBrush(QColor(0, 0, 0, 70))
            p.drawEllipse(orb.adjusted(ring / 2, ring / 2, -ring / 2, -ring / 2))
    p.restore()


#: a spent orb: a hollow ring this share of its diameter wide, in this grey
SPENT_RING, SPENT_ORB = 0.16, QColor("#8d959c")


def draw_deck(p: QPainter, r: QRectF, n: int) -> None:
    if n:
        for k in range(min(4, n), 0, -1):
            card_painter.paint_back(p, r.translated(-k * 1.2, -k * 1.2))
    else:
        card_painter.paint_slot(p, r, QCoreApplication.translate("Table", "Deck"))
    count_badge(p, r, QCoreApplication.translate("Table", "Deck {0}").format(n))


def draw_discard(p: QPainter, r: QRectF, card: dict[str, Any] | None, count: str) -> None:
    """The discard pile: its top card as a tile inside the pile's box, the count in a
    strip under it (never over the card's statistics)."""
    if card is not None:
        card_painter.paint_pile_top(p, discard_card_rect(r), card)
    else:
        card_painter.paint_slot(p, r, QCoreApplication.translate("Table", "Discard"))
    count_badge(p, r, QCoreApplication.translate("Table", "Discard {0}").format(count))


#: a pile's count ("Deck 18", "Discard 6"): its size where the pile's width holds it
#: (review r18 #8: it sat at the 11 px floor on a laptop's screen), smaller down to the
#: least text size only where it does not
COUNT_PX = 13.0


def badge_height(r: QRectF) -> float:
    """The height of a pile's count strip: room for `COUNT_PX` words."""
    return max(COUNT_PX + 5.0, r.height() * 0.18)


def discard_card_rect(r: QRectF) -> QRectF:
    """Where the discard pile's top card is drawn: its box less the count's strip."""
    return r.adjusted(0, 0, 0, -badge_height(r) - 2)


def count_badge(p: QPainter, r: QRectF, text: str, middle: bool = False) -> None:
    bh = badge_height(r)
    top = r.center().y() - bh / 2 if middle else r.bottom() - bh
    b = QRectF(r.left() - 4, top, r.width() + 8, bh)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 190))
    p.drawRoundedRect(b, 5, 5)
    px = max(COUNT_PX, b.height() * 0.62)
    label(p, b, text, px, align=Qt.AlignmentFlag.AlignHCenter,
          shrink=max(float(theme.LEAST_TEXT_PX), 0.5 * px) / px)


# ------------------------------------------------------------------ expeditions
def draw_expedition_frame(p: QPainter, r: QRectF) -> None:
    """An Expedition, the table's main content, as a lane of the felt a shade darker,
    its edges fading into the cloth (`soft_lane`: no hard edge, review r18 #18), its
    totals parted from its cards by a rule that fades out at both ends."""
    soft_lane(p, r, theme.EXPEDITION_FILL)
    x = round(stats_box(r).right()) + 3.5
    g = QLinearGradient(QPointF(x, r.top() + 8), QPointF(x, r.bottom() - 8))
    clear = QColor(theme.ZONE_RULE)
    clear.setAlpha(0)
    g.setColorAt(0, clear)
    g.setColorAt(0.5, theme.ZONE_RULE)
    g.setColorAt(1, clear)
    p.setPen(QPen(QBrush(g), 1))
    p.drawLine(QPointF(x, r.top() + 8), QPointF(x, r.bottom() - 8))


def draw_track_lane(p: QPainter, r: QRectF) -> None:
    """The Adventure's path on the felt, under its region cards: a lane of shade along
    the track, fading out at its ends and edges, so the regions lie on the table as one
    path rather than in a frame of their own (review r18 #18)."""
    soft_lane(p, r.adjusted(-6, -3, 6, 3), theme.EXPEDITION_FILL, feather=12.0, radius=18.0)


def draw_lit_frame(p: QPainter, r: QRectF, pen: QPen, fill: QColor) -> None:
    p.setPen(pen)
    p.setBrush(fill)
    p.drawRoundedRect(r, 10, 10)


def draw_expedition_title(p: QPainter, box: QRectF, colour: QColor, title: str,
                          number: int | None = None) -> None:
    """The Expedition's name at the top of its column of totals, in its player's
    colour, and the number of the region it stands on at the line's right, on a map
    pin's tag (`draw_region_pin`: review r17 #9, a round badge "5" read as a score)."""
    right, left = box.right() - 4, box.left() + 6
    if number is not None:
        disc = title_disc(box, number)
        draw_region_pin(p, disc, number)
        # (a hinted screen font sets "Companion" a few pixels wider than its outline)
        right, left = disc.left() - 1, box.left() + 3
    label(p, QRectF(left, box.top() + 2, right - left, title_height(box)),
          title, min(17.0, box.height() * 0.16), colour=colour, shrink=0.7)


def title_disc(box: QRectF, number: int = 1) -> QRectF:
    """The region number's tag at the right of an Expedition's title line, as tall as
    the line (its number at the least text size at least: `label`'s floor), wide enough
    for a map pin and `number`'s digits (`draw_region_pin`)."""
    d = max(theme.LEAST_TEXT_PX + 5.0, min(title_height(box), 24.0))
    w = d * (PIN_TAG_ASPECT + PIN_TAG_DIGIT * (len(str(number)) - 1))
    return QRectF(box.right() - 2 - w, box.top() + 1, w, d)


#: a region's tag on an Expedition's title line: its width over its height (a map pin
#: and the region's number, about the room the round badge had: "Companion" keeps its
#: size beside it on the narrowest column of totals)
PIN_TAG_ASPECT = 1.04
#: what each further digit adds to it
PIN_TAG_DIGIT = 0.5


def pin_path(r: QRectF) -> QPainterPath:
    """A map pin standing in `r` (its point at `r`'s foot, its round head at the top,
    an eye in the head): where a thing is, as maps mark it."""
    w = min(r.width(), r.height() * 0.72)
    rad = w / 2
    c = QPointF(r.center().x(), r.top() + rad)
    tip = QPointF(c.x(), r.bottom())
    head = QPainterPath()
    head.addEllipse(c, rad, rad)
    # the point: the head's tangents from the tip
    dist = tip.y() - c.y()
    ang = math.asin(min(1.0, rad / dist)) if dist > 0 else 0.0
    dx, dy = rad * math.cos(ang), rad * math.sin(ang)
    point = QPainterPath()
    point.addPolygon(QPolygonF([QPointF(c.x() - dx, c.y() + dy), tip,
                                QPointF(c.x() + dx, c.y() + dy), c]))
    eye = QPainterPath()
    eye.addEllipse(c, rad * 0.42, rad * 0.42)
    return head.united(point).subtracted(eye)


def draw_region_pin(p: QPainter, r: QRectF, number: int) -> None:
    """A region's number on a tag with a map pin before it, the track's tiles' colours
    (`draw_region_number`): where an Expedition stands, never a score's round badge."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    ink = QColor("#f7ecd0")
    p.setPen(QPen(QColor("#f3e6c4"), 1.2))
    p.setBrush(QColor("#3a2616"))
    rad = r.height() * 0.3
    p.drawRoundedRect(r, rad, rad)
    h = r.height()
    icon = QRectF(r.left() + h * 0.13, r.top() + h * 0.17, h * 0.36, h * 0.64)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#ff8a70"))
    p.drawPath(pin_path(icon))
    digits = QRectF(icon.right(), r.top(), r.right() - h * 0.02 - icon.right(), h)
    label(p, digits, str(number), h * 0.62, colour=ink, align=Qt.AlignmentFlag.AlignHCenter)
    p.restore()


def title_height(box: QRectF) -> float:
    return max(theme.LEAST_TEXT_PX + 5.0, box.height() * 0.2)


#: a terrain row of an Expedition's totals is never taller than this, in pixels: its
#: words stop growing well before (`stat_px`)
STAT_ROW_MOST_PX = 42.0
#: a greyed row (a terrain its region lacks) against a counting one's height, and its
#: least height, in pixels (its words at `DIM_TEXT_LEAST` still fit): the room it
#: gives holds the note saying why it is greyed (review r19 #12)
DIM_ROW_SHARE, DIM_ROW_LEAST = 0.72, 17.0
#: a greyed total's least text size, in px (a counting one's is `stat_px`)
DIM_TEXT_LEAST = 12.0


def stat_rows(box: QRectF, region: Sequence[str] | None = None,
              number: int | None = None) -> list[QRectF]:
    """The three terrain rows under the title of an Expedition's column of totals
    (`stat_column`; with no `region` given, three rows of one height)."""
    return list(stat_column(box, region, number)[0])


def stat_column(box: QRectF, region: Sequence[str] | None = None,
                number: int | None = None) -> tuple[tuple[QRectF, ...], QRectF | None, str]:
    """An Expedition's column of totals under its title: the three terrain rows, and
    under them the note on why some are greyed (`region_caption.text`: where the
    Expedition stands on region `number`, whose terrains are `region`), its rectangle
    and words; no note where every terrain counts.  A greyed row is shorter than a
    counting one (`DIM_ROW_SHARE`, never under `DIM_ROW_LEAST`) so the counting
    totals keep their size beside the note."""
    from altered_desktop import region_caption

    words = region_caption.text(number, region) if region is not None else ""
    # (its room stops short of the column's rule by more than a lit card's glow
    # reaches, `card_painter.GLOW_REACH`: review r16 #5)
    wide = region_caption.width(number, region or (), box.width() - 10) if words else 0.0
    return _stat_column(round(box.left(), 2), round(box.top(), 2), round(box.width(), 2),
                        round(box.height(), 2),
                        tuple(t in (region or ()) for t in theme.TERRAINS)
                        if words else (True, True, True), words, wide)


@lru_cache(maxsize=256)
def _stat_column(x: float, y: float, w: float, h: float, counts: tuple[bool, ...],
                 words: str, wide: float) -> tuple[tuple[QRectF, ...], QRectF | None, str]:
    from altered_desktop import region_caption

    box = QRectF(x, y, w, h)
    top = box.top() + title_height(box) + 2
    width = box.width() - 8
    note_h = region_caption.height(words)
    room = box.bottom() - top - 2 - note_h
    dim = counts.count(False)
    rh = min(STAT_ROW_MOST_PX, room / (3 - dim + dim * DIM_ROW_SHARE))
    dh = rh * DIM_ROW_SHARE
    if dim and dh < DIM_ROW_LEAST and dim < 3:
        dh = min(rh, DIM_ROW_LEAST)
        rh = min(STAT_ROW_MOST_PX, (room - dim * dh) / (3 - dim))
    rows, at = [], top
    for counted in counts:
        hh = rh if counted else dh
        rows.append(QRectF(box.left() + 4, at, width, hh))
        at += hh
    note = QRectF(box.left() + 4, at + 1, wide, note_h) if words else None
    return tuple(rows), note, words


#: a total that leads, trails, or does not count (the region lacks the terrain)
LEAD, TRAIL, NOT_COUNTED = QColor("#9df5ae"), QColor("#ffb0a8"), QColor("#a89a84")


def stat_px(rr: QRectF) -> float:
    return max(float(theme.LEAST_TEXT_PX), min(rr.height() * 0.62, 24.0))


def stat_parts(rr: QRectF) -> tuple[QRectF, QRectF, QRectF]:
    """One terrain line's terrain icon, its "5 vs 3" and the leader's arrow: the arrow
    in a column of its own at the line's right, inside the panel at every size (review
    r6 #10: drawn as a glyph after the text, it was cut at the panel's edge at 1920)."""
    rh = rr.height()
    d = min(rh * 0.86, rr.width() * 0.3)
    pip = QRectF(rr.left(), rr.center().y() - d / 2, d, d)
    aw = max(8.0, min(rh * 0.42, 14.0))
    arrow = QRectF(rr.right() - aw - 2, rr.center().y() - aw / 2, aw, aw)
    text = QRectF(pip.right() + 5, rr.top(), arrow.left() - 4 - pip.right() - 5, rh)
    return pip, text, arrow


def draw_stat(p: QPainter, rr: QRectF, t: str, mine: int, theirs: int, counts: bool,
              viewers: bool = True) -> None:
    """One terrain's line: its icon, this Expedition's total against the facing one's
    ("5 vs 3"), the leader marked by an arrow in its own column (▲ this Expedition
    leads, ▼ it trails); a terrain the region lacks is greyed (it does not count at
    Dusk), never joined by an equals sign.  The colour is the viewing seat's news
    (`viewers`: the row is that seat's own): green good for it, red bad, so the other
    seat's trailing "1 vs 6 ▼" is green (review r17 #8: coloured from the other
    seat's side, the two halves of the table meant opposite things)."""
    from altered_desktop import terrain_icons

    pip, tr, arrow = stat_parts(rr)
    terrain_icons.paint_chip(p, pip, t, counts=counts)
    ahead = counts and mine > theirs
    behind = counts and theirs > mine
    px = stat_px(rr) if counts else max(DIM_TEXT_LEAST, stat_px(rr))
    good, bad = (ahead, behind) if viewers else (behind, ahead)
    colour = LEAD if good else TRAIL if bad else (theme.LABEL if counts else NOT_COUNTED)
    text = QCoreApplication.translate("Table", "{0} vs {1}").format(mine, theirs)
    p.setPen(colour)
    f = theme.font(fitting_px(p, text, tr.width(), px, 0.6 if counts else 1.0, True),
                   bold=True)
    p.setFont(f)
    p.drawText(tr, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), text)
    if ahead or behind:
        # a drawn triangle, not a glyph: its size is the column's, and it stands just
        # after the text, never past the column
        x = min(arrow.left(), tr.left() + p.fontMetrics().horizontalAdvance(text) + 6)
        a = QRectF(x, arrow.top(), arrow.width(), arrow.height())
        a = a.adjusted(0, a.height() * 0.12, 0, -a.height() * 0.12)
        tip, base = (a.top(), a.bottom()) if ahead else (a.bottom(), a.top())
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        p.drawPolygon(QPolygonF([QPointF(a.center().x(), tip), QPointF(a.right(), base),
                                 QPointF(a.left(), base)]))


# ------------------------------------------------------------------ fanned tiles
def stat_tab_rect(rect: QRectF, shown_w: float) -> QRectF | None:
    """Where a fanned tile's three statistics are written again: over its own statistics
    band, in the strip of `shown_w` pixels its neighbour leaves in sight; None when its
    own band is in sight whole, or the strip is too narrow for three digits."""
    from altered_desktop import card_tile

    band = card_tile.stats_band(rect)
    if rect.left() + shown_w >= band.right() - 1:
        return None
    width = shown_w - (band.left() - rect.left()) - 2
    if width < stat_tab_least_width(band.height()):
        return None
    return QRectF(band.left(), band.top(), width, band.height())


def stat_tab_px(height: float) -> float:
    from altered_desktop import card_tile

    return max(card_tile.least_stat_font(), min(height * 0.8, 24.0))


def stat_tab_least_width(height: float) -> float:
    """Three one-digit pills side by side at the statistics' least size."""
    fm = QFontMetricsF(theme.font(stat_tab_px(height), bold=True))
    return 3 * (fm.horizontalAdvance("0") + 6) + 4


def draw_stat_tab(p: QPainter, r: QRectF, stats: tuple[int, ...],
                  base: tuple[int, ...]) -> None:
    """Forest, mountain and water as three pills in their terrains' colours, side by
    side in `r`; a boosted or lowered one ringed as on the tile itself."""
    px = stat_tab_px(r.height())
    f = theme.font(px, bold=True)
    fm = QFontMetricsF(f)
    gap = 2.0
    widths = [fm.horizontalAdvance(str(v)) + 6 for v in stats]
    spare = max(0.0, (r.width() - sum(widths) - 2 * gap) / 3)
    widths = [w + spare for w in widths]
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setFont(f)
    x = r.left()
    for t, v, b, w in zip(theme.TERRAINS, stats, base, widths, strict=True):
        box = QRectF(x, r.top(), w, r.height())
        colour = theme.TERRAIN_COLOURS[t]
        up, down = v > b, v < b
        p.setPen(QPen(theme.GOLD if up else QColor("#ff6b6b") if down else colour.darker(150),
                      2.0 if up or down else 1.0))
        p.setBrush(colour)
        p.drawRoundedRect(box, box.height() * 0.3, box.height() * 0.3)
        p.setPen(QColor("white"))
        p.drawText(box, int(Qt.AlignmentFlag.AlignCenter), str(v))
        x += w + gap


def listed_px(r: QRectF) -> float:
    """The text size of a card listed in `r` (`draw_listed_card`)."""
    return max(float(theme.LEAST_TEXT_PX), min(r.height() * 0.52, 15.0))


def listed_layout(r: QRectF, card: dict[str, Any]
                  ) -> tuple[list[QRectF], list[QRectF], QRectF | None, QRectF, float, str]:
    """Where a listed card's parts go: its cost gems, its statistics' pills, its
    Exhausted tag, its name's room, the name's size and the name as written there (cut
    with "…" only when it cannot fit even at the least text size)."""
    from PySide6.QtGui import QFontMetricsF

    h = r.height()
    px = listed_px(r)
    x = r.left() + 4
    # one gem: the Reserve cost, what playing it from there costs (both are in the zoom)
    gem = min(h - 6, px + 4)
    gems = []
    if card.get("reserve_cost") is not None:
        gems.append(QRectF(x, r.center().y() - gem / 2, gem, gem))
        x += gem + 2
    right = r.right() - 3
    pills: list[QRectF] = []
    stats = card.get("stats")
    if stats:
        pfm = QFontMetricsF(theme.font(px, bold=True))
        widths = [pfm.horizontalAdvance(str(v)) + 7 for v in stats]
        bx = right - sum(widths) - 4
        right = bx - 4
        for w in widths:
            pills.append(QRectF(bx, r.top() + 2, w, h - 4))
            bx += w + 2
    tag = None
    if card_painter.is_exhausted(card):
        tf = theme.font(theme.LEAST_TEXT_PX, bold=True)
        tw = QFontMetricsF(tf).horizontalAdvance(
            QCoreApplication.translate("Table", "Exhausted")) + 8
        tag = QRectF(right - tw, r.center().y() - (theme.LEAST_TEXT_PX + 4) / 2, tw,
                     theme.LEAST_TEXT_PX + 4)
        right = tag.left() - 3
    name = str(card.get("name", "?"))
    if not stats:
        kind = card_painter.TYPE_LABELS.get(str(card.get("type", "")), "")
        name = f"{name} · {kind}" if kind else name
    nr = QRectF(x + 2, r.top(), max(1.0, right - x - 2), h)
    npx = px
    while npx > theme.LEAST_TEXT_PX and \
            QFontMetricsF(theme.font(npx, bold=True)).horizontalAdvance(name) > nr.width():
        npx = max(float(theme.LEAST_TEXT_PX), npx - 0.5)
    shown = QFontMetricsF(theme.font(npx, bold=True)).elidedText(
        name, Qt.TextElideMode.ElideRight, nr.width())
    return gems, pills, tag, nr, npx, shown


def draw_listed_card(p: QPainter, r: QRectF, card: dict[str, Any], glow: QColor | None,
                     dim: bool) -> None:
    """A card as a line of a list (a crowded Reserve on a short table): a bar in its
    faction's colour, its Reserve cost, its name whole, and its statistics as three
    pills in their terrains' colours (a spell or permanent says what it is instead)."""
    fc = card_painter.faction_colour(card)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(glow, 2.0) if glow is not None else QPen(fc.lighter(115), 1.0))
    p.setBrush(theme.readable_fill(fc.darker(135)))
    p.drawRoundedRect(r, 4, 4)
    gems, pills, tag, nr, npx, shown = listed_layout(r, card)
    px = listed_px(r)
    costs = [(card.get("reserve_cost"), QColor("#3b3350"))] if gems else []
    for g, (value, colour) in zip(gems, costs, strict=True):
        p.setPen(QPen(QColor("#2a1d12"), 1))
        p.setBrush(colour)
        p.drawEllipse(g)
        p.setPen(theme.INK if colour.lightness() > 128 else QColor("white"))
        p.setFont(theme.font(max(float(theme.LEAST_TEXT_PX), px * 0.9), bold=True))
        p.drawText(g, int(Qt.AlignmentFlag.AlignCenter), str(value))
    stats = card.get("stats") or []
    base = card.get("base_stats") or stats
    for i, (t, box) in enumerate(zip(theme.TERRAINS, pills, strict=False)):
        colour = theme.TERRAIN_COLOURS[t]
        up, down = stats[i] > base[i], stats[i] < base[i]
        p.setPen(QPen(theme.GOLD if up else QColor("#ff6b6b") if down
                      else colour.darker(150), 2.0 if up or down else 1.0))
        p.setBrush(colour)
        p.drawRoundedRect(box, 4, 4)
        p.setPen(QColor("white"))
        p.setFont(theme.font(px, bold=True))
        p.drawText(box, int(Qt.AlignmentFlag.AlignCenter), str(stats[i]))
    if tag is not None:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#4a4a4a"))
        p.drawRoundedRect(tag, 3, 3)
        p.setPen(QColor("white"))
        p.setFont(theme.font(theme.LEAST_TEXT_PX, bold=True))
        p.drawText(tag, int(Qt.AlignmentFlag.AlignCenter),
                   QCoreApplication.translate("Table", "Exhausted"))
    p.setFont(theme.font(npx, bold=True))
    p.setPen(QColor("white"))
    p.drawText(nr, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), shown)
    if dim:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 110))
        p.drawRoundedRect(r, 4, 4)


# ------------------------------------------------------------------ adventure track
def region_number_rect(full: QRectF) -> QRectF:
    """Where a region tile's number goes: a disc in its top-left corner, clear of the
    top seat's markers centred across the tile."""
    from altered_desktop.table_layout import pawn_size

    strip = full.height() - region_content(full).height()
    d = max(theme.LEAST_TEXT_PX + 6.0, min(strip / 2 - 2, pawn_size(full) * 0.7, 22.0))
    return QRectF(full.left() + 3, full.top() + 3, d, d)


def region_name_h(content: QRectF) -> float:
    """The height of the line a region's name is written on, at the foot of the tile's
    `content` (`region_content`); none on a track squeezed by a crowded Expedition row
    (`table_layout.table_rows`), where the terrains take the room and the number
    names the region."""
    from altered_desktop.table_layout import REGION_NAME_H

    if content.height() < REGION_NAME_H + 12:
        return 0.0
    return max(REGION_NAME_H, content.height() * 0.3)


#: a region tile's terrain chip's margin around its icon: the icon as big as the chip
#: allows (review r18 #15: 12 px icons, forest told from mountain at a second look)
REGION_CHIP_PAD = 0.07


def region_chips(full: QRectF, n: int) -> list[QRectF]:
    """Where the `n` terrain icons of region tile `full` go: side by side, centred
    between the markers' bands, above the name, as big as that room allows (review
    r10 #2: the terrains are what a Dusk is decided on)."""
    body = region_content(full)
    row = QRectF(body.left() + 3, body.top() + 0.25, body.width() - 6,
                 max(4.0, body.height() - region_name_h(body) - 0.5))
    if n <= 0:
        return []
    space = max(3.0, row.height() * 0.2)
    chip = min(row.height(), (row.width() - space * (n - 1)) / n)
    x0 = row.center().x() - (chip * n + space * (n - 1)) / 2
    return [QRectF(x0 + i * (chip + space), row.center().y() - chip / 2, chip, chip)
            for i in range(n)]


def draw_seat_bands(p: QPainter, full: QRectF, path: QPainterPath,
                    seats: tuple[QColor | None, QColor | None]) -> None:
    """Tint the band of tile `full` where a seat's markers stand, in that seat's colour,
    and edge it (`seats`: the top seat's colour and the bottom seat's, None where no
    marker of theirs stands)."""
    from altered_desktop.table_layout import pawn_band

    for own, colour in enumerate(seats):
        if colour is None:
            continue
        band = pawn_band(full, bool(own))
        p.save()
        p.setClipRect(band)
        fill = QColor(colour)
        fill.setAlpha(95)
        p.fillPath(path, fill)
        p.setPen(QPen(colour, 3))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
        p.restore()


def draw_region_number(p: QPainter, r: QRectF, number: int) -> None:
    p.setPen(QPen(QColor("#f3e6c4"), 1.2))
    p.setBrush(QColor("#3a2616"))
    p.drawEllipse(r)
    label(p, r, str(number), r.height() * 0.62, colour=QColor("#f7ecd0"),
          align=Qt.AlignmentFlag.AlignHCenter)


def draw_region(p: QPainter, full: QRectF, reg: dict[str, Any], *, lit: bool = False,
                number: int | None = None,
                seats: tuple[QColor | None, QColor | None] = (None, None),
                half: bool = False, place: float = 0.5) -> None:
    """A region of the Adventure: a tile the Expedition markers stand on (the top
    player's along its top edge, the bottom player's along its bottom edge), its number
    counted from the Hero region (as the log counts), its terrains as icons and its
    name under them; a Terrain Marker as a token in its corner, and the printed
    terrains when a Marker or a passive changed them; lit when the pending decision
    asks for a region.  A `half` of a Tumult card leaves its name, and its back while
    face down, to the card (`draw_region_card`, `draw_region_card_label`): written
    once across its two regions.  A face-up region is a small landscape of its
    terrains (`art_track`), at the hour of its `place` along the track (0 the Hero
    end, 1 the Companion end)."""
    from altered_desktop import art_track, terrain_icons

    path = QPainterPath()
    path.addRoundedRect(full, 8, 8)
    r = region_content(full)
    if lit:
        draw_lit_frame(p, full.adjusted(-3, -3, 3, 3), QPen(theme.HIGHLIGHT, 2.5),
                       QColor(255, 216, 74, 70))
    name_h = region_name_h(r)
    disc = region_number_rect(full)
    body = r
    if reg.get("face_down") and half:
        # the card's back lies under both halves: each is a region only by its number
        # and the seats' bands where markers stand
        draw_seat_bands(p, full, path, seats)
        if number is not None:
            draw_region_number(p, disc, number)
        return
    if reg.get("face_down"):
        g = QLinearGradient(full.topLeft(), full.bottomRight())
        g.setColorAt(0, theme.CARD_BACK.lighter(120))
        g.setColorAt(1, theme.CARD_BACK.darker(150))
        p.fillPath(path, QBrush(g))
        p.setPen(QPen(theme.CARD_BACK_TRIM, 1.5))
        p.drawPath(path)
        draw_seat_bands(p, full, path, seats)
        label(p, QRectF(body.left(), body.top(), body.width(), body.height() - name_h),
              "?", r.height() * 0.5, colour=theme.CARD_BACK_TRIM,
              align=Qt.AlignmentFlag.AlignHCenter)
        if name_h:
            label(p, QRectF(r.left() + 2, r.bottom() - name_h - 1, r.width() - 4, name_h),
                  log_text.region_name(reg["name"]), name_h * 0.72,
                  colour=QColor("#e6dcc4"), bold=False,
                  align=Qt.AlignmentFlag.AlignHCenter, shrink=0.8)
        if number is not None:
            draw_region_number(p, disc, number)
        return
    terrains = reg.get("terrains") or []
    art_track.draw(p, full, terrains, str(reg.get("name", "")), place)
    p.setPen(QPen(QColor("#5a3a22"), 1.5))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(path)
    draw_seat_bands(p, full, path, seats)
    # the region's terrains as icons on their colours, the name beneath on a plate
    row = QRectF(body.left() + 3, body.top() + 1, body.width() - 6, body.height() - name_h - 2)
    if terrains:
        for t, c in zip(terrains, region_chips(full, len(terrains)), strict=True):
            terrain_icons.paint_chip(p, c, t, radius=0.22, edge=1.0, pad=REGION_CHIP_PAD)
    else:
        _plated_label(p, row, "no terrain", row.height() * 0.5, bold=False)
    name = log_text.region_name(reg["name"].replace(" region", ""))
    if name_h and not half:
        _plated_label(p, QRectF(r.left() + 2, r.bottom() - name_h, r.width() - 4, name_h),
                      name, name_h * 0.72)
    if number is not None:
        draw_region_number(p, disc, number)
    printed = reg.get("printed") or []
    markers = reg.get("markers") or []
    if printed and sorted(printed) != sorted(terrains):  # a Marker or a passive changed it
        was = "was " + " ".join(theme.TERRAIN_LETTERS[t] for t in printed)
        _plated_label(p, QRectF(full.left() + 4, full.top() + 2, full.width() - 8,
                                max(theme.LEAST_TEXT_PX + 3.0, r.top() - full.top())),
                      f"Marker · {was}" if markers else was, theme.LEAST_TEXT_PX,
                      bold=False, colour=QColor("#5a3a22"))
    if markers:
        d = max(r.height() * 0.3 - 1, 10.0)
        tok = QRectF(r.right() - d - 4, r.top() + 1, d, d)
        p.setPen(QPen(QColor("#2a1d12"), 1.2))
        p.setBrush(QColor(theme.TERRAIN_COLOURS[markers[-1]]))
        p.drawPolygon(QPolygonF([QPointF(tok.center().x(), tok.top()),
                                 QPointF(tok.right(), tok.center().y()),
                                 QPointF(tok.center().x(), tok.bottom()),
                                 QPointF(tok.left(), tok.center().y())]))
        if len(markers) > 1:
            label(p, QRectF(tok.left() - d, tok.top(), d, d), f"×{len(markers)}", d * 0.5,
                  colour=theme.INK, align=Qt.AlignmentFlag.AlignRight)


def _plated_label(p: QPainter, box: QRectF, text: str, px: float, *, bold: bool = True,
                  colour: QColor = theme.INK) -> None:
    """Dark words on a region's landscape: on a parchment plate as wide as they are
    (`art_track.name_plate`), so they keep their contrast whatever the painting."""
    from altered_desktop import art_track

    px = max(float(theme.LEAST_TEXT_PX), px)  # (as `label` sets it)
    size = fitting_px(p, text, box.width(), px, 0.8, bold)
    fm = QFontMetricsF(theme.font(size, bold=bold))
    plate = art_track.name_plate(box, fm.horizontalAdvance(text))
    art_track.paint_plate(p, plate)
    label(p, box, text, px, colour=colour, bold=bold, align=Qt.AlignmentFlag.AlignHCenter,
          shrink=0.8)


#: a region card's edge (face up: its two regions' tiles lie on it, the seam between
#: them in this colour), and a face-down card's caption plate and words
REGION_CARD_EDGE, REGION_CARD_TRIM = QColor("#4a3320"), QColor("#c9a45c")
FACE_DOWN_PLATE, FACE_DOWN_WORDS = QColor(14, 22, 42, 225), QColor("#f4e9cc")


def draw_region_card(p: QPainter, frame: QRectF, face_down: bool) -> None:
    """The card regions are printed on, under its tiles (`table_layout.region_cards`):
    face up, a dark edge round them and between a Tumult card's two halves; face down,
    a card's back lying sideways across both halves (no terrains until it is turned
    up, 2.2.2.k, 7.3.17.b)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    if face_down:
        # a card back as the Decks show it, turned a quarter: a Tumult card lies
        # across the track
        p.translate(frame.center())
        p.rotate(90)
        card_painter.paint_back(p, QRectF(-frame.height() / 2, -frame.width() / 2,
                                          frame.height(), frame.width()))
    else:
        g = QLinearGradient(frame.topLeft(), frame.bottomLeft())
        g.setColorAt(0, REGION_CARD_EDGE.lighter(125))
        g.setColorAt(1, REGION_CARD_EDGE.darker(125))
        # (its trim a faint line, not a gold frame: the track lies on the felt as one
        # path, review r18 #18)
        trim = QColor(REGION_CARD_TRIM)
        trim.setAlpha(90)
        p.setPen(QPen(trim, 1.0))
        p.setBrush(QBrush(g))
        p.drawRoundedRect(frame.adjusted(0.5, 0.5, -0.5, -0.5), 9, 9)
    p.restore()


def region_card_label_rect(tiles: list[QRectF], text: str, px: float) -> QRectF:
    """Where a Tumult card's name (and "face down") is written once: a plate on the
    seam between its two halves, on the line their names took (`region_name_h`)."""
    body = region_content(tiles[0])
    name_h = region_name_h(body)
    fm = QFontMetricsF(theme.font(px, bold=True))
    span = tiles[-1].right() - tiles[0].left()
    w = min(span - 8, fm.horizontalAdvance(text) + px * 1.2)
    cx = (tiles[0].right() + tiles[-1].left()) / 2
    return QRectF(cx - w / 2, body.bottom() - name_h, w, name_h)


def region_card_caption(name: str, face_down: bool) -> str:
    """A Tumult card's words on the track: its name, and that it lies face down."""
    shown = log_text.region_name(name)
    if face_down:
        return QCoreApplication.translate("Table", "{0} · face down").format(shown)
    return shown


def region_card_words(tiles: list[QRectF], name: str, face_down: bool, px: float) -> str:
    """What a Tumult card's plate says on `tiles` at `px`: `region_card_caption`, or
    on a face-down card too narrow for "· face down" (one face-up tile wide,
    `table_layout._Placer.track`, review r19 #10) its name alone: its back says it
    lies face down."""
    text = region_card_caption(name, face_down)
    span = tiles[-1].right() - tiles[0].left() - 8
    if face_down and QFontMetricsF(theme.font(px, bold=True)).horizontalAdvance(
            text) + px * 1.2 > span:
        return log_text.region_name(name)
    return text


def draw_region_card_label(p: QPainter, tiles: list[QRectF], name: str,
                           face_down: bool) -> None:
    """A Tumult card's name written once across its two regions, over the seam; face
    down, "face down" with it on a dark plate over the card's back.  None on a
    squeezed track (no name line: the numbers name the regions, the tooltip the
    card)."""
    if len(tiles) < 2 or not region_name_h(region_content(tiles[0])):
        return
    body = region_content(tiles[0])
    px = max(float(theme.LEAST_TEXT_PX), region_name_h(body) * 0.72)
    text = region_card_words(tiles, name, face_down, px)
    plate = region_card_label_rect(tiles, text, px)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    if face_down:
        p.setPen(QPen(theme.CARD_BACK_TRIM, 1))
        p.setBrush(FACE_DOWN_PLATE)
    else:
        p.setPen(QPen(REGION_CARD_EDGE, 1))
        p.setBrush(QColor("#eadfc2"))
    p.drawRoundedRect(plate, plate.height() / 2, plate.height() / 2)
    p.restore()
    label(p, plate, text, px, colour=FACE_DOWN_WORDS if face_down else theme.INK,
          align=Qt.AlignmentFlag.AlignHCenter, shrink=0.8)


def marker_square(colour: QColor) -> bool:
    """Whether a marker of this player colour is square: the second player's markers
    are, the first's round, so the two read apart without their colours (review r13
    #11: they differed only by ring colour, hard for a colour-blind player).  The shape
    goes with the player as the colour does (`theme.player_colour`), whoever sits at
    the bottom."""
    return colour.rgba() == theme.player_colour(1).rgba()


def marker_body(m: QRectF, exp: str) -> QRectF:
    """A marker's body in its rectangle `m` (`table_layout.marker_rect`: as tall as
    the body, wider by its point): the point on the side its Expedition travels to
    (the Hero Expedition from region 1 towards the last, to the right; the Companion
    the other way)."""
    d = m.height()
    return QRectF(m.left() if exp == "hero" else m.right() - d, m.top(), d, d)


def marker_letter_rect(m: QRectF, exp: str) -> QRectF:
    """The box the letter (H or C) of the marker in `m` is drawn in, as `draw_marker`
    sizes it: its advance wide and its font's height tall, about the body's centre.
    What is drawn on a marker (the Dusk's "=" stays badge, review r18 #2: Lithium's "C"
    read "C=") keeps out of it."""
    body = marker_body(m, exp)
    px = max(body.width() * 0.56, float(theme.LEAST_TEXT_PX))
    fm = QFontMetricsF(theme.font(px, bold=True))
    w = fm.horizontalAdvance("H" if exp == "hero" else "C")
    h = fm.height()
    c = body.center()
    return QRectF(c.x() - w / 2, c.y() - h / 2, w, h)


def draw_marker(p: QPainter, m: QRectF, colour: QColor, exp: str,
                faction: str | None = None) -> None:
    """A player's Hero (H) or Companion (C) Expedition marker: a pawn in the player's
    colour and shape (`marker_square`) with a shadow under it (it stands on the
    region), an arrowhead on the side it travels to (`marker_body`), ringed with the
    hero's faction colour, its faction sign in a notch when there is room.  The pawn
    reaches a pixel past its body all round and its head a pixel past `m`'s end (the board
    keeps 2 px round a marker): 28 px across at 1366 (review r16 #11: "about 18 px,
    with tiny direction chevrons")."""
    ring = theme.FACTION_COLOURS.get(faction, theme.FACTION_COLOURS[None])
    square = marker_square(colour)
    body = marker_body(m, exp)
    bd = body.width()
    face = body.adjusted(-MARKER_SPILL, -MARKER_SPILL, MARKER_SPILL, MARKER_SPILL)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    # the head: an arrowhead whose shoulders stand out of the pawn's edge, its tip
    # past `m`'s end on the travel side, edged light so it reads on any tile
    cy = body.center().y()
    way = 1.0 if exp == "hero" else -1.0
    tip_x = (m.right() if exp == "hero" else m.left()) + way * 0.6
    rad = face.width() / 2
    half = bd * 0.4
    root = body.center().x() + way * math.sqrt(max(0.0, rad * rad - half * half))
    head = QPolygonF([QPointF(root, cy - half), QPointF(tip_x, cy), QPointF(root, cy + half),
                      QPointF(root - way * rad * 0.5, cy)])
    p.setPen(QPen(QColor("#f3e6c4"), 1.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                  Qt.PenJoinStyle.RoundJoin))
    p.setBrush(colour.darker(150))
    p.drawPolygon(head)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 110))
    radius = bd * 0.2
    shadow = face.translated(1.0, 1.0)
    if square:
        p.drawRoundedRect(shadow, radius, radius)
    else:
        p.drawEllipse(shadow)
    g = QRadialGradient(face.center() - QPointF(bd * 0.18, bd * 0.2), bd * 0.7)
    g.setColorAt(0, colour.lighter(135))
    g.setColorAt(1, colour.darker(115))
    rw = max(2.0, bd * 0.09)
    p.setPen(QPen(ring.darker(120), rw))
    p.setBrush(QBrush(g))
    inner = face.adjusted(rw / 2, rw / 2, -rw / 2, -rw / 2)
    if square:
        p.drawRoundedRect(inner, radius, radius)
    else:
        p.drawEllipse(inner)
    label(p, inner, "H" if exp == "hero" else "C",
          max(bd * 0.56, float(theme.LEAST_TEXT_PX)), colour=QColor("#1b1511"),
          align=Qt.AlignmentFlag.AlignHCenter)
    if faction and bd * 0.24 >= theme.LEAST_TEXT_PX:
        n = QRectF(body.right() - bd * 0.42, body.bottom() - bd * 0.34, bd * 0.5, bd * 0.38)
        fill = theme.readable_fill(ring)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(fill)
        p.drawRoundedRect(n, bd * 0.08, bd * 0.08)
        label(p, n, faction, bd * 0.24, colour=QColor("white"),
              align=Qt.AlignmentFlag.AlignHCenter)


#: how far a marker's pawn reaches past its body all round (px): within the 2 px the
#: board keeps round it
MARKER_SPILL = 1.0


# ------------------------------------------------------------------ side column
def tracker_pills(r: QRectF) -> tuple[float, float]:
    """Top and height of the phase pills in tracker `r`: the title sits above them, the
    turn lines below (each is a sprite of its own, see `table_display`)."""
    return r.top() + r.height() * 0.27, r.height() * 0.17


def key_button_px(r: QRectF) -> int:
    """The type size of the table key's button over tracker `r` (`MainWindow`)."""
    return max(12, min(16, round(r.height() * 0.07)))


def key_button_pad(px: int) -> int:
    """The table key's button's padding left and right of its words, `px` its type size."""
    return px // 2 + 4


def key_button_room(r: QRectF) -> float:
    """The width the table key's button takes at the right of tracker `r`'s title row,
    with the gap the title keeps from it: its words (as the window translates them) and
    its padding (`MainWindow._place_key_button`: bold, whatever the app's style sheet
    says), and its 10 px from the frame."""
    px = key_button_px(r)
    words = QFontMetricsF(theme.font(px, bold=True)).horizontalAdvance(
        QCoreApplication.translate("MainWindow", "Table key"))
    return 10 + words + 2 * key_button_pad(px) + 2 + 10


def draw_tracker_title(p: QPainter, r: QRectF, title: str, tiebreak: bool) -> None:
    # (clear of the table key's button at its right, shrinking a little to stay whole:
    # review r17 #4, "Replay · Day 3" ran under it at 1920; no button over tiebreakers)
    room = 0.0 if tiebreak else key_button_room(r)
    tr = QRectF(r.left() + 12, r.top() + 4, r.width() - 12 - max(12.0, room),
                r.height() * 0.2)
    label(p, tr, title, r.height() * 0.13, colour=theme.GOLD, shrink=0.5)
    tr.setRight(r.right() - 12)
    if tiebreak:
        label(p, tr, QCoreApplication.translate("Table", "Tiebreakers in the Arena"), r.height() * 0.065,
              colour=QColor("#ff9e80"), align=Qt.AlignmentFlag.AlignRight)


def phase_pills(r: QRectF, row: tuple[float, float] | None = None,
                inset: float = 12.0) -> tuple[float, list[QRectF]]:
    """The phase names' type size and the five pills of tracker `r` (or of the `row`
    (top, height) given, `inset` px in from `r`'s sides): each as wide as its name
    needs with room round it (review r15 #16: at 1920 "Afternoon" and "Night" at 16 px
    touched their pills' edges), the type smaller where the row is short of that, down
    to the least text size, then the pills shared out as they were."""
    py, ph = row if row is not None else tracker_pills(r)
    room = r.width() - 2 * inset - 2 * (len(theme.PHASES) - 1)
    names = [log_text.phase_name(name) for name in theme.PHASES]

    def needs(px: float) -> list[float]:
        fm = QFontMetricsF(theme.font(px, bold=True))
        pad = max(10.0, px * 1.1)  # both sides together
        return [fm.horizontalAdvance(n) + pad for n in names]

    px = max(float(theme.LEAST_TEXT_PX), min(ph * 0.45, 16.0))
    widths = needs(px)
    while sum(widths) > room and px > theme.LEAST_TEXT_PX:
        px = max(float(theme.LEAST_TEXT_PX), px - 0.5)
        widths = needs(px)
    spare = max(0.0, room - sum(widths)) / len(widths)
    scale = min(1.0, room / sum(widths))
    x, pills = r.left() + inset, []
    for w in widths:
        pw = w * scale + spare
        pills.append(QRectF(x, py, pw, ph))
        x += pw + 2
    return px, pills


def draw_tracker_phases(p: QPainter, r: QRectF, phase: str,
                        row: tuple[float, float] | None = None, inset: float = 12.0) -> None:
    """The five phases as pills, each as wide as its name needs (the current one bold),
    so that none is cut at the least text size on a narrow side column (`phase_pills`:
    the tracker's, or another `row` of `r`, the hand-off screen's)."""
    px, pills = phase_pills(r, row, inset)
    for name, pr in zip(theme.PHASES, pills, strict=True):
        ph = pr.height()
        current = phase == name
        p.setPen(QPen(theme.GOLD if current else QColor(255, 255, 255, 40), 1.5))
        p.setBrush(QColor("#8a5a32") if current else QColor(255, 255, 255, 15))
        p.drawRoundedRect(pr, ph / 2, ph / 2)
        label(p, pr, log_text.phase_name(name), px,
              colour=QColor("white") if current else theme.LABEL_DIM,
              align=Qt.AlignmentFlag.AlignHCenter, bold=current, shrink=0.85)


#: the tracker's turn lines' least sizes ("Lithium's turn", then the dimmer ones): a
#: point or two over the 11 px floor where the tracker has the room (review r13 #17:
#: small texts sat exactly at the floor, tiring to read)
TRACKER_LINE_PX = (13.0, 12.0)


def tracker_line_height(r: QRectF, n: int) -> float:
    """The height of each of `n` turn lines under tracker `r`'s phase chips: a share of
    the tracker, at least what `TRACKER_LINE_PX` needs, at most what fits under them."""
    py, ph = tracker_pills(r)
    y = py + ph + r.height() * 0.05
    fits = (r.bottom() - y) / max(1, n)
    return min(max(r.height() * 0.115, TRACKER_LINE_PX[0] * 1.3), fits)


def draw_tracker_lines(p: QPainter, r: QRectF, lines: tuple[str, ...]) -> None:
    py, ph = tracker_pills(r)
    y = py + ph + r.height() * 0.05
    lh = tracker_line_height(r, len(lines))
    for k, line in enumerate(lines):
        px = max(lh * (0.62 if k == 0 else 0.52), TRACKER_LINE_PX[min(k, 1)])
        label(p, QRectF(r.left() + 12, y + k * lh, r.width() - 24, lh), line,
              min(px, lh * 0.8), bold=k == 0,
              colour=theme.LABEL if k == 0 else theme.LABEL_DIM)


def draw_limbo_frame(p: QPainter, r: QRectF, n: int, e: int) -> None:
    if not n and not e:
        label(p, r.adjusted(12, 0, -12, 0), QCoreApplication.translate("Table", "Limbo · empty"), min(15.0, r.height() * 0.3),
              colour=theme.LABEL_DIM)
        return
    label(p, QRectF(r.left() + 12, r.top() + 2, r.width() - 24, 20),
          QCoreApplication.translate("Table", "Limbo · {0} · {1}").format(
              QCoreApplication.translate("Table", "1 card") if n == 1 else QCoreApplication.translate("Table", "{0} cards").format(n),
              QCoreApplication.translate("Table", "1 emblem") if e == 1 else QCoreApplication.translate("Table", "{0} emblems").format(e)),
          13, colour=theme.LABEL_DIM)


#: an Ongoing Emblem's duration in words (Ascended lasts until Rest, not to its end)
_UNTIL = {"turn": "until end of turn", "afternoon": "until end of Afternoon",
          "day": "until end of day", "rest": "until Rest"}


def draw_emblem(p: QPainter, r: QRectF, em: dict[str, Any], chosen: bool) -> None:
    reaction = em.get("kind") == "reaction"
    p.setPen(QPen(theme.HIGHLIGHT if chosen else theme.GOLD if reaction
                  else QColor("#9fc5e8"), 2.5 if chosen else 1.2))
    p.setBrush(QColor(60, 40, 20, 220) if reaction else QColor(20, 40, 60, 220))
    p.drawRoundedRect(r, 6, 6)
    kind = QCoreApplication.translate("Table", "Reaction") if reaction else QCoreApplication.translate("Table", "Ongoing")
    dur = f" · {_UNTIL.get(em['duration'], 'until end of ' + em['duration'])}" \
        if em.get("duration") else ""
    # the source on the first line, the effect (its "it" named) on one or two below
    lines = em.get("lines") or [log_text.render(em.get("effect") or em.get("text", ""))]
    line_h = r.height() / (1 + len(lines))
    label(p, QRectF(r.left() + 6, r.top(), r.width() - 12, line_h),
          f"{kind}: {em.get('source', '')}{dur}", line_h * 0.6)
    for i, line in enumerate(lines):
        label(p, QRectF(r.left() + 6, r.top() + line_h * (i + 1), r.width() - 12, line_h),
              line, line_h * 0.52, bold=False, colour=theme.LABEL_DIM)


def wrapped(fm: Any, text: str, width: float, most: int) -> list[str]:
    """`text` broken into at most `most` lines no wider than `width` (the prompt panel's
    `wrap_text`), the last elided when the text runs on."""
    from altered_desktop.decision_panel import wrap_text

    lines = wrap_text(text, fm, int(width)).split("\n")
    if len(lines) > most:
        rest = " ".join(lines[most - 1:])
        lines = [*lines[:most - 1], fm.elidedText(rest, Qt.TextElideMode.ElideRight, int(width))]
    return [fm.elidedText(line, Qt.TextElideMode.ElideRight, int(width)) for line in lines]


def recent_px(r: QRectF) -> float:
    """The text size of the last events' box: readable, and growing with the table."""
    return max(float(theme.LEAST_TEXT_PX) + 1, min(14.5, r.height() * 0.085))


#: the room, in lines, an earlier event too long for what is left of the last events'
#: box must have to be shown cut at its end (with less, it is left to the log)
RECENT_MOST_LINES = 3

#: `recent_layout`'s answers: the board is listed again on every change of what it
#: lights up, the events staying the same, and wrapping them is the costly part
_recent_layouts: dict[tuple[Any, ...], list[tuple[QRectF, tuple[str, ...], bool]]] = {}


def recent_layout(r: QRectF, lines: tuple[str, ...]
                  ) -> list[tuple[QRectF, tuple[str, ...], bool]]:
    """Where each of the last events goes in the box `r`: newest at the bottom, each
    wrapped whole, as many as fit; only the oldest shown, or a newest longer than the
    box, may be cut at its end (when `RECENT_MOST_LINES` or more of it fit); as
    (rectangle, its lines, whether it is the newest), oldest first."""
    key = (lines, r.left(), r.top(), r.width(), r.height())
    known = _recent_layouts.get(key)
    if known is None:
        if len(_recent_layouts) > 64:
            _recent_layouts.clear()
        known = _recent_layouts[key] = _lay_out_recent(r, lines)
    return known


def _lay_out_recent(r: QRectF, lines: tuple[str, ...]
                    ) -> list[tuple[QRectF, tuple[str, ...], bool]]:
    from PySide6.QtGui import QFontMetrics

    px = recent_px(r)
    body = recent_body(r)
    fm = QFontMetrics(theme.font(px))
    lh = fm.lineSpacing()
    width = body.width() - 12
    shown: list[tuple[tuple[str, ...], bool]] = []
    room = body.height()
    fits = max(1, int((room + 3) // (lh + 0.01)))  # lines the whole box holds
    for k, text in enumerate(reversed(lines)):
        # each event whole, wrapped (review r4: "… quick action: (exhaust me): Targ…"
        # cut at two lines); the newest may take the whole box, older ones give way
        rows = tuple(wrapped(fm, text, width, fits))
        need = lh * len(rows) + 3
        if need > room:
            # an earlier event too long for the room left: its first lines, if the
            # room holds a few (the rest is in the log), else nothing more
            most = int((room - 3) // lh)
            if k > 0 and most >= RECENT_MOST_LINES:
                shown.append((tuple(wrapped(fm, text, width, most)), False))
            break
        shown.append((rows, k == 0))
        room -= need
    out = []
    y = body.top()
    for rows, newest in reversed(shown):
        out.append((QRectF(body.left(), y, body.width(), lh * len(rows)), rows, newest))
        y += lh * len(rows) + 3
    return out


def recent_body(r: QRectF) -> QRectF:
    """The part of the last events' box under its title."""
    title_h = recent_px(r) + 8
    return QRectF(r.left() + 12, r.top() + title_h + 4, r.width() - 22,
                  r.height() - title_h - 8)


def recent_hint() -> str:
    """The hint in the last events' box's corner (the recap over it says the same)."""
    return log_dock.just_now_hint()


def draw_recent_title(p: QPainter, r: QRectF, empty: bool) -> None:
    """The last events' box: its title, the key to the whole log, and a word when the
    game has no event yet."""
    px = recent_px(r)
    title_h = px + 8
    label(p, QRectF(r.left() + 12, r.top() + 3, r.width() * 0.55, title_h),
          QCoreApplication.translate("Table", "Just now"), px + 1, colour=theme.GOLD)
    label(p, QRectF(r.left() + r.width() * 0.45, r.top() + 3, r.width() * 0.55 - 12, title_h),
          recent_hint(), px - 1, colour=theme.LABEL_DIM,
          bold=False, align=Qt.AlignmentFlag.AlignRight)
    if empty:
        body = recent_body(r)
        label(p, QRectF(body.left(), body.top(), body.width(), px * 1.5),
              QCoreApplication.translate("Table", "Nothing has happened yet."), px,
              colour=theme.LABEL_DIM, bold=False)


def draw_recent_entry(p: QPainter, rect: QRectF, rows: tuple[str, ...], newest: bool,
                      px: float) -> None:
    """One of the last events (`recent_layout`): a bullet, then its lines; the newest
    brightest.  A sprite of its own, so an event moving up the box is blitted, not
    written again."""
    p.setFont(theme.font(px))
    lh = p.fontMetrics().lineSpacing()
    p.setPen(theme.GOLD if newest else theme.LABEL_DIM)
    p.drawText(QRectF(rect.left(), rect.top(), 9, lh), int(Qt.AlignmentFlag.AlignLeft), "•")
    p.setPen(theme.LABEL if newest else theme.LABEL_DIM)
    y = rect.top()
    for row in rows:
        p.drawText(QRectF(rect.left() + 12, y, rect.width() - 12, lh),
                   int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), row)
        y += lh
