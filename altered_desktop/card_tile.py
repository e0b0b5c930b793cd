"""The face of a card in play: name, costs, picture, boosts and counters, statistics.

A card on the table is read at a glance, from across the table, while its full text is
read in the zoom.  Below `TILE_BELOW` pixels of height a card is therefore drawn as a
tile that gives its room to what the table needs: the name in full (on two lines when
need be, never under `theme.LEAST_TEXT_PX`), the costs as gems, the statistics as
terrain icons with numbers at least `STAT_LEAST_PX` high, a picture of its subtype, and
boosts, counters and statuses in a band of their own between the name and the
statistics, so that they cover neither.

The geometry functions (`name_box`, `stat_boxes`, `marks_box`) are what the painter
uses and what the screenshot tests measure.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
)

from altered_desktop import (
    card_art,
    card_frame,
    card_scene,
    cost_badge,
    stat_pill,
    symbol_text,
    theme,
)

Card = dict[str, Any]

#: cards drawn shorter than this are tiles (hand cards and the zoom are taller)
TILE_BELOW = 148.0
#: the statistics' band's share of a tile's height (at least their digits and a margin)
STATS_SHARE = 0.21
#: the statistics' digits are never smaller than this on a tile
STAT_LEAST_PX = 14.0  # the digits' own height, ink top to bottom, not the font size


def digit_height(px: float) -> float:
    """How tall digits are, in pixels of ink, at font size `px` (bold)."""
    return QFontMetricsF(theme.font(px, bold=True)).tightBoundingRect("0123456789").height()


def _least_stat_font() -> float:
    """The smallest font size whose digits are `STAT_LEAST_PX` tall (about 20 px)."""
    px = STAT_LEAST_PX
    while digit_height(px) < STAT_LEAST_PX and px < 40:
        px += 0.5
    return px


_stat_font_floor: list[float] = []


def least_stat_font() -> float:
    if not _stat_font_floor:
        _stat_font_floor.append(_least_stat_font())
    return _stat_font_floor[0]

# a status is a label on the picture, just above the stat pills: none wears a pill's
# colour (Fleeting was the water pill's blue and Anchored the mountain pill's brown, and
# "Fleeting" and the "2" under it read as one pill, review r8 #3)
STATUS_LABELS = (("fleeting", "Fleeting", QColor("#555566")),
                 ("asleep", "Asleep", QColor("#5b4fa8")),
                 ("anchored", "Anchored", QColor("#a01c30")),
                 ("exhausted", "Exhausted", QColor("#606060")))


def is_tile(rect: QRectF) -> bool:
    return rect.height() < TILE_BELOW


def _margin(rect: QRectF) -> float:
    return max(2.0, min(rect.width(), rect.height()) * 0.045)


def margin(rect: QRectF) -> float:
    """The frame's width around a tile's parts."""
    return _margin(rect)


def name_px(rect: QRectF) -> float:
    return max(float(theme.LEAST_TEXT_PX), min(22.0, rect.height() * 0.105))


def name_box(rect: QRectF, name: str | None = None) -> QRectF:
    """The band the name is written in: one line when `name` fits one at the tile's
    name size, else room for two, so a long name wraps at its neighbours' size instead
    of shrinking (review r4 #16); the picture gets the rest."""
    m = _margin(rect)
    px = name_px(rect)
    w = rect.width() - 2 * m
    lines = 2
    if name is not None:
        lines = 1 if any(name_metrics(px, st).horizontalAdvance(name) <= w - 6
                         for st in NAME_STRETCHES) else 2
        if lines == 2:
            # three lines when two cannot hold it even at the least size (the picture
            # gives way: a name is read before a picture)
            least = QFontMetricsF(theme.font(theme.LEAST_TEXT_PX, bold=True))
            if _two_lines(name, least, w - 6) is None and \
                    len(_wrapped(name, least, w - 6)) == 3:
                return QRectF(rect.left() + m, rect.top() + m, w,
                              least.lineSpacing() * 3 + 4)
    return QRectF(rect.left() + m, rect.top() + m, w, px * (1.25 * lines - 0.05) + 4)


def stats_band(rect: QRectF) -> QRectF:
    """The statistics' pills at the tile's foot: as low as their digits allow
    (`STAT_LEAST_PX` of ink and a few pixels), the picture has the rest."""
    m = _margin(rect)
    h = max(STAT_LEAST_PX + 6, rect.height() * STATS_SHARE)
    return QRectF(rect.left() + m, rect.bottom() - m - h, rect.width() - 2 * m, h)


def stat_boxes(rect: QRectF) -> list[QRectF]:
    """The three statistics' boxes, forest, mountain, water."""
    band = stats_band(rect)
    gap = max(2.0, band.width() * 0.03)
    w = (band.width() - 2 * gap) / 3
    return [QRectF(band.left() + i * (w + gap), band.top(), w, band.height())
            for i in range(3)]


def stat_px(rect: QRectF) -> float:
    """The size of the statistics' digits on a tile drawn in `rect`."""
    band = stats_band(rect)
    return max(least_stat_font(), min(band.height() * 0.8, 32.0))


def digits_fit(rect: QRectF, stats: list[int]) -> bool:
    """Whether the statistics' digits, at `stat_px`, fit their boxes in `rect` (the
    size is never lowered to make them fit: the tile must be big enough)."""
    px = stat_px(rect)
    fm = QFontMetricsF(theme.font(px, bold=True))
    return all(fm.horizontalAdvance(str(v)) <= box.width() - 4
               and digit_height(px) <= box.height() - 2
               for v, box in zip(stats, stat_boxes(rect), strict=True))


def marks_box(rect: QRectF, name: str | None = None) -> QRectF:
    """Between the name and the statistics: gems left, picture centre, boosts,
    counters and statuses right."""
    nb, sb = name_box(rect, name), stats_band(rect)
    return QRectF(nb.left(), nb.bottom() + 1, nb.width(), sb.top() - nb.bottom() - 2)


#: the widths a tile's name is set at before it wraps (QFont stretch: 100 is the normal
#: face): a little condensed, as printed cards set long names, it keeps one line on
#: a Reserve's short tile, and its picture and the costs beside it (review r8 #13:
#: "Foundry Mechanic" on two lines pushed its picture off)
NAME_STRETCHES = (100, 87, 80)


def name_font(px: float, stretch: int = 100) -> QFont:
    f = theme.font(px, bold=True)
    if stretch != 100:
        f.setStretch(stretch)
    return f


def name_metrics(px: float, stretch: int = 100) -> QFontMetricsF:
    return QFontMetricsF(name_font(px, stretch))


def name_layout(name: str, box: QRectF, px: float) -> tuple[float, list[str]]:
    """The name's size and lines as `name_fit` sets them."""
    size, _stretch, lines = name_fit(name, box, px)
    return size, lines


def name_fit(name: str, box: QRectF, px: float) -> tuple[float, int, list[str]]:
    """The name at the biggest size from `px` down to the least text size that shows it
    whole, and the stretch it is set at: one line (a little condensed if need be), else
    two lines broken at a space or hyphen.  A name that fits no way is cut with an
    ellipsis (`fully_shown` says whether it was)."""
    least = float(theme.LEAST_TEXT_PX)
    size = px
    while size >= least:
        for stretch in NAME_STRETCHES:
            if name_metrics(size, stretch).horizontalAdvance(name) <= box.width():
                return size, stretch, [name]
        fm = QFontMetricsF(theme.font(size, bold=True))
        split = _two_lines(name, fm, box.width())
        if split and fm.lineSpacing() * 2 <= box.height() + 1:
            return size, 100, split
        size -= 0.5
    fm = QFontMetricsF(theme.font(least, bold=True))
    three = _wrapped(name, fm, box.width())
    if len(three) == 3 and fm.lineSpacing() * 3 <= box.height() + 1 and \
            all(fm.horizontalAdvance(line) <= box.width() for line in three):
        return least, 100, three  # a small tile (a Landmark beside a full Reserve, a pile)
    split = _two_lines(name, fm, box.width(), elide=True)
    if split and fm.lineSpacing() * 2 > box.height() + 1:
        split = None  # two lines in a band one line tall were cut top and bottom (r7 #11)
    return least, 100, split or [fm.elidedText(name, Qt.TextElideMode.ElideRight,
                                               box.width())]


def _wrapped(name: str, fm: QFontMetricsF, width: float) -> list[str]:
    """`name` broken greedily at spaces and hyphens into lines of at most `width` (a
    word wider than that on a line of its own)."""
    words: list[str] = []
    word = ""
    for ch in name:
        if ch == " ":
            if word:
                words.append(word)
            word = ""
        else:
            word += ch
            if ch == "-":
                words.append(word)
                word = ""
    if word:
        words.append(word)
    lines: list[str] = []
    for w in words:
        joint = "" if not lines or lines[-1].endswith("-") else " "
        if lines and fm.horizontalAdvance(lines[-1] + joint + w) <= width:
            lines[-1] += joint + w
        else:
            lines.append(w)
    return lines


def _two_lines(name: str, fm: QFontMetricsF, width: float,
               elide: bool = False) -> list[str] | None:
    """The most balanced break of `name` into two lines that each fit `width`."""
    best: list[str] | None = None
    best_w = 1e9
    for i, ch in enumerate(name):
        if ch not in " -":
            continue
        a = name[:i + 1].rstrip() if ch == "-" else name[:i]
        b = name[i + 1:].strip()
        wa, wb = fm.horizontalAdvance(a), fm.horizontalAdvance(b)
        if wa <= width and wb <= width and max(wa, wb) < best_w:
            best, best_w = [a, b], max(wa, wb)
    if best is None and elide and " " in name:
        a, _, b = name.partition(" ")
        return [fm.elidedText(a, Qt.TextElideMode.ElideRight, width),
                fm.elidedText(b, Qt.TextElideMode.ElideRight, width)]
    return best


def fully_shown(name: str, rect: QRectF) -> bool:
    """Whether a tile in `rect` writes `name` whole (the screenshot tests' check)."""
    return _shows_whole(name, name_box(rect, name).adjusted(3, 1, -3, -1), name_px(rect))


def _shows_whole(name: str, box: QRectF, px: float) -> bool:
    """Whether `name` is written whole in `box`: every letter, on lines the box is tall
    enough for (review r7 #11: "Lyra Skald" on two lines in a one-line band beside the
    gems of a pile's top card, cut at top and bottom)."""
    size, lines = name_layout(name, box, px)
    tall = QFontMetricsF(theme.font(size, bold=True)).lineSpacing() * len(lines)
    return "".join(lines).replace(" ", "") == name.replace(" ", "") and \
        tall <= box.height() + 1


def paint_tile(p: QPainter, rect: QRectF, card: Card, fc: QColor) -> None:
    """Draw `card` as a tile in `rect` (its faction colour `fc`): a Reserve or Landmark
    tile wide enough for it, its face at the left and its rules text in a column at
    the right (`tile_text_column`)."""
    from altered_desktop import tile_text_column

    # an exhausted card's frame is drained of colour; its name keeps its faction's
    # (review r18 #11: a grey name bar read as a card missing)
    frame = tired_colour(fc) if "exhausted" in (card.get("statuses") or []) else fc
    parts = tile_text_column.split(rect, card)
    if parts is not None:
        face, column = parts
        radius = min(rect.width(), rect.height()) * 0.07
        _paint_frame(p, rect, card, frame)
        tile_text_column.paint(p, column, card, frame, radius * 0.5)
        _paint_contents(p, face, {**card, TEXT_BESIDE: True}, fc)
        return
    _paint_frame(p, rect, card, frame)
    _paint_contents(p, rect, card, fc)


def _paint_frame(p: QPainter, rect: QRectF, card: Card, fc: QColor) -> None:
    """A tile's shadow and faction frame, the frame's well inside it."""
    w, h = rect.width(), rect.height()
    radius = min(w, h) * 0.07
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 90))
    p.drawRoundedRect(rect.translated(w * 0.02, h * 0.02), radius, radius)
    # the faction frame, parchment inside
    grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    frame = theme.quiet_frame(fc)  # the painting leads, the frame steps back
    grad.setColorAt(0, frame.lighter(120))
    grad.setColorAt(1, frame.darker(130))
    p.setPen(QPen(frame.darker(160), 1.0))
    p.setBrush(QBrush(grad))
    p.drawRoundedRect(rect, radius, radius)
    m = _margin(rect)
    inner = rect.adjusted(m * 0.6, m * 0.6, -m * 0.6, -m * 0.6)
    card_frame.bevel(p, rect, inner, radius)
    p.setPen(Qt.PenStyle.NoPen)
    # the frame shows between the parts, as on a printed card (not a parchment box)
    well = QLinearGradient(inner.topLeft(), inner.bottomLeft())
    well.setColorAt(0, fc.darker(170))
    well.setColorAt(1, fc.darker(230))
    p.setBrush(QBrush(well))
    p.drawRoundedRect(inner, radius * 0.7, radius * 0.7)
    if card.get("type") == "hero":  # a Hero's frame is gilded: the card the deck is built on
        card_frame.gild(p, rect, radius)


def _paint_contents(p: QPainter, rect: QRectF, card: Card, fc: QColor) -> None:
    """A tile's name, costs, picture, marks and statistics inside its frame."""
    radius = min(rect.width(), rect.height()) * 0.07
    name = str(card.get("name", "?"))
    nb = name_box(rect, name)
    # a pile's top card (`PILE_TOP`): its name and picture, as a small tile's
    only_name = name_only(rect, card) or bool(card.get(PILE_TOP))
    if only_name:
        card_frame.bevel_band(p, nb, fc, radius * 0.6)
    else:
        # the picture is the face: it fills the frame, the name on a banner over its
        # top and the statistics over its foot (review r15 #5: a thin strip of art)
        _paint_picture(p, rect, card)
        card_frame.bevel_band(p, name_banner(rect, card), fc, radius * 0.6)
    text_box, has_costs = name_text_box(rect, card)
    size, stretch, lines = name_fit(name, text_box, name_px(rect))
    p.setPen(QColor("white"))
    p.setFont(name_font(size, stretch))
    p.drawText(text_box, int(Qt.AlignmentFlag.AlignCenter), "\n".join(lines))
    if only_name:
        # a small tile (a pile's top card) whose name takes three lines: the name and
        # the picture below it; the zoom shows the rest
        m = _margin(rect)
        art = QRectF(nb.left(), nb.bottom() + 1, nb.width(), rect.bottom() - m - nb.bottom() - 1)
        if art.height() >= 6:
            card_scene.paint_scene(p, art, card, radius=3.0)
        if "exhausted" in (card.get("statuses") or []):
            paint_exhausted(p, *exhausted_tag(rect, card))
        return
    if card.get("stats"):
        _paint_middle(p, rect, marks_box(rect, name), card)
        _paint_ability(p, rect, card)
        _paint_stats(p, rect, card)
    else:
        # no statistics: the picture runs down to the frame, its kind on a ribbon at
        # its foot beside the cost gems
        art = picture_box(rect, name)
        _paint_middle(p, rect, art, card)
        _paint_ability(p, rect, card)
        band = kind_band(rect)
        if has_costs and not costs_in_name_band(rect, name, False):
            _hc, rc = gem_boxes(rect, name, False, labels_costs(card), labels_side_by_side(card))
            band.setLeft(rc.right() + 2)
        if says_kind(card) and not tag_on_kind_band(rect, card):
            _paint_kind(p, band, card, fc)
    if has_costs and tag_on_kind_band(rect, card) and \
            exhausted_box(rect, card).intersects(
                gem_boxes(rect, name, False, labels_costs(card), labels_side_by_side(card))[0]):
        has_costs = False
    if has_costs:
        hc, rc = gem_boxes(rect, name, bool(card.get("stats")), labels_costs(card), labels_side_by_side(card))
        # an exhausted card in the Reserve may not be played from it (2.4.5.c): its
        # costs step back with the rest of it, their digits keeping their contrast
        idle = card.get("zone") == "reserve" and (
            "exhausted" in (card.get("statuses") or []) or bool(card.get("exhausted")))
        # (the reserve cost first: its disc tucks under the hand cost's, `DISC_TUCK`)
        if card.get("reserve_cost") is not None:
            cost_badge.paint(p, rc, cost_badge.RESERVE, str(card.get("reserve_cost", "")),
                             ring_w=_gem_rim(rc.height()) * 2, idle=idle)
        cost_badge.paint(p, hc, cost_badge.HAND, str(card.get("hand_cost", "")),
                         ring_w=_gem_rim(hc.height()) * 2, idle=idle,
                         unpaid=bool(card.get(UNPAYABLE)))
    if "exhausted" in (card.get("statuses") or []):
        paint_exhausted(p, *exhausted_tag(rect, card))


#: the key of a card's view (set by the painter, never by the engine) saying its face
#: carries a choice's number (`band_badge`): the name makes room for it
NUMBERED = "numbered"
#: the key (set by the table, never by the engine) of a hand card its seat cannot play
#: now, on its own turn: no play of it is among the decision's options (review r15 #12:
#: with 2 mana, cards costing 3 looked like the rest); its hand cost is unlit
UNPAYABLE = "unpayable"
#: the key (set by the painter) of the top card of a pile drawn as the pile: its name
#: and its picture, no statistics nor costs (`card_painter.paint_pile_top`)
PILE_TOP = "pile_top"
#: the key (set by the painter) of a card whose face stands left of its rules text's
#: column (`tile_text_column`): the face shows no text strip nor symbols' line
TEXT_BESIDE = "text_beside"
#: a choice number's badge on a tile: its least and most diameter, in pixels
BADGE_LEAST, BADGE_MOST = theme.LEAST_TEXT_PX + 9.0, 30.0
#: how far the badge stands out of the tile's top left corner (it reads as pinned on)
BADGE_OUT = 2.0
#: the least gap between a choice number's badge and the text column beside the face
COLUMN_CLEAR = 2.0
#: how much smaller than its own size a name may be set beside the badge (it wraps or
#: the badge goes elsewhere before it shrinks more)
BADGE_NAME_GIVE = 1.5


#: the value of `NUMBERED` on a tile whose choice's number stands in its picture's foot
#: corner (`number_corner`): its statuses, boosts, text strip and Exhausted tag leave
#: that corner free
CORNER = "corner"
#: a choice number's most diameter in that corner, and its least (a low Reserve
#: tile's: its digit still a size over the least text size)
CORNER_MOST, CORNER_LEAST = 26.0, theme.LEAST_TEXT_PX + 6.0


def number_corner(rect: QRectF, card: Card) -> QRectF | None:
    """The one place a tile shows its choice's number (review r15 #9: the numbers sat
    left of the picture on one card, right on its neighbour, and the eye searched for
    each): the bottom right corner of its picture, over the right frame, right above
    its statistics (else its kind's ribbon, else the frame), at one height on every
    tile of a size whatever its name, opposite its cost gems; on a Reserve tile with
    a text column, its face's corner, beside the text.  None on a tile too small for
    it under its name or beside its costs (a pile's top card, a name on three lines:
    `card_painter.choice_number_rect` finds it another place)."""
    if name_only(rect, card) or card.get(PILE_TOP):
        return None
    name = str(card.get("name", "?"))
    if card.get("stats"):
        foot = stats_band(rect).top() - STATUS_CLEAR
    elif says_kind(card):
        foot = kind_band(rect).top() - 1
    else:
        foot = rect.bottom() - _margin(rect)
    # (smaller under a two-line name, its corner where it is on every tile of the size;
    # it may take the band's margin under the name's lines)
    d = min(max(BADGE_LEAST + 2, min(CORNER_MOST, rect.height() * 0.23)),
            foot - name_lines_bottom(rect, name))
    if d < CORNER_LEAST:
        return None
    # (beside a text column, inside the face: clear of the column's edge and words,
    # review r18 #5; else a little out over the right frame, pinned on)
    out = -COLUMN_CLEAR if card.get(TEXT_BESIDE) else BADGE_OUT
    badge = QRectF(rect.right() + out - d, foot - d, d, d)
    if any(badge.adjusted(-2, 0, 0, 0).intersects(g) for g in cost_boxes(rect, card)):
        return None
    return badge


def corner_left(rect: QRectF, card: Card, top: float, bottom: float) -> float | None:
    """Where a numbered tile's corner badge begins, when it stands between `top` and
    `bottom` (what there must end left of it); None when it does not."""
    if card.get(NUMBERED) != CORNER:
        return None
    badge = number_corner(rect, card)
    if badge is None or badge.top() >= bottom or badge.bottom() <= top:
        return None
    return badge.left() - 2


def band_badge(rect: QRectF, card: Card) -> QRectF | None:
    """Where a tile shows the number of its choice at the head of its name band: a disc
    over the frame's top left corner and the band's left end, the name written right of
    it (`name_text_box`), so it covers neither the name nor the statistics, the costs
    or the picture's figure (review r11 #1: the number sat on the picture's centre),
    and it stays in sight where a neighbour covers the tile's right part.  None when
    the name would not be whole beside it at its size (less `BADGE_NAME_GIVE`) or the
    costs open the band (a tiny tile: the painter finds it another place)."""
    name = str(card.get("name", "?"))
    if shows_costs(card) and costs_in_name_band(rect, name, bool(card.get("stats"))):
        return None
    nb = name_box(rect, name)
    d = min(BADGE_MOST, nb.bottom() - rect.top() + BADGE_OUT)
    if d < BADGE_LEAST:
        return None
    badge = QRectF(rect.left() - BADGE_OUT, rect.top() - BADGE_OUT, d, d)
    box = name_box(rect, name).adjusted(3, 1, -3, -1)
    box.setLeft(badge.right() + 1)
    px = name_px(rect)
    size, _stretch, _lines = name_fit(name, box, px)
    if size < px - BADGE_NAME_GIVE - 0.01 or not _shows_whole(name, box, px):
        return None
    if any(badge.intersects(g) for g in cost_boxes(rect, card)):
        return None  # (a low tile: its costs reach up to the band)
    return badge


def name_text_box(rect: QRectF, card: Card) -> tuple[QRectF, bool]:
    """Where a tile writes its name, and whether it shows its costs: the name band, less
    the cost gems where they open it (a tile too short for them under the name), the
    name then still centred on the tile when it fits between the gems and as much room
    at the right (review r8 #13: "Ouroboros Croupier" off-centre); a tiny tile whose
    name the gems would cut leaves its costs to the zoom.  A tile carrying a choice's
    number at the band's head (`NUMBERED`, `band_badge`) writes its name beside it,
    centred the same way."""
    name = str(card.get("name", "?"))
    text_box = name_box(rect, name).adjusted(3, 1, -3, -1)
    has_costs = shows_costs(card)
    stats = bool(card.get("stats"))
    badge = band_badge(rect, card) if card.get(NUMBERED) is True else None
    if badge is not None:
        return _beside(text_box, badge.right() + 1, name, rect), has_costs
    if has_costs and not name_only(rect, card) and costs_in_name_band(rect, name, stats):
        gems_right = gem_boxes(rect, name, stats, labels_costs(card), labels_side_by_side(card))[1].right() + 2
        centred = text_box.adjusted(gems_right - text_box.left(), 0,
                                    -(gems_right - text_box.left()), 0)
        beside = QRectF(text_box)
        beside.setLeft(gems_right)
        if centred.width() > 0 and _shows_whole(name, centred, name_px(rect)):
            return centred, True
        if _shows_whole(name, beside, name_px(rect)):
            return beside, True
        return text_box, False
    return text_box, has_costs


def _beside(text_box: QRectF, left: float, name: str, rect: QRectF) -> QRectF:
    """The name's box right of `left` (a badge at the band's head): as much room cut at
    the right too when the name still fits (it stays centred on the tile), else all
    the room right of `left`."""
    cut = max(0.0, left - text_box.left())
    centred = text_box.adjusted(cut, 0, -cut, 0)
    if centred.width() > 0 and _shows_whole(name, centred, name_px(rect)) and \
            name_fit(name, centred, name_px(rect))[0] >= name_fit(
                name, text_box.adjusted(cut, 0, 0, 0), name_px(rect))[0]:
        return centred
    return text_box.adjusted(cut, 0, 0, 0)


#: the zones whose tiles show what their card does (a Reserve card's abilities from the
#: Reserve, a Landmark's): its text on a strip, else its symbols on a line (review r11
#: #3: a Landmark and a Reserve card showed no ability at all)
ABILITY_ZONES = ("reserve", "landmark")
#: the picture's least height over the text strip, and its share of the picture's
#: height: the strip takes no more (a Landmark's picture, a building, gives more of
#: its room than a Reserve card's figure: what it does is read at each turn)
PICTURE_KEEP, PICTURE_KEEP_SHARE = 14.0, 0.3
LANDMARK_PICTURE_KEEP = 9.0
#: the most lines of text a tile's strip holds (the zoom shows the rest), and its least
#: width in pixels (narrower, the symbols say what the card does)
STRIP_LINES, STRIP_LEAST_W = 3, 72.0


def picture_area(rect: QRectF, card: Card) -> QRectF:
    """The part of a tile in `rect` its picture shows in: above the statistics' band
    (`marks_box`) for a card with statistics, else the picture's box above the kind's
    band where the tile says its kind."""
    name = str(card.get("name", "?"))
    if card.get("stats"):
        return marks_box(rect, name)
    area = picture_box(rect, name)
    if says_kind(card):
        area.setBottom(kind_band(rect).top() - 1)
    return area


def ability_room(rect: QRectF, card: Card) -> tuple[str, QRectF] | None:
    """Where a Reserve or Landmark tile says what its card does, at the foot of its
    picture, right of the cost gems: ("text", box) for its rules text on a strip at
    the least text size (as many lines as the picture leaves, "more" when cut), else
    ("glyphs", box) for a line of its ability symbols (exhaust me, discard me...) when
    the text has some; None for other tiles, a card without text, or one that shows
    statuses along that foot."""
    text = str(card.get("text") or "")
    if card.get("zone") not in ABILITY_ZONES or not text or card.get(TEXT_BESIDE) or \
            name_only(rect, card):
        return None
    if any(s != "exhausted" for s in card.get("statuses") or ()):
        return None  # (Fleeting, Asleep... stand along the picture's foot)
    name = str(card.get("name", "?"))
    has_stats = bool(card.get("stats"))
    area = picture_area(rect, card)
    # (clear of the pills below, as a status is: no part of a statistic)
    area.setBottom(area.bottom() - (STATUS_CLEAR if has_stats else 1.0))
    left = area.left()
    gems = None
    if shows_costs(card) and not costs_in_name_band(rect, name, has_stats):
        gems = gem_boxes(rect, name, has_stats, labels_costs(card), labels_side_by_side(card))
        left = gems[1].right() + 2
    right = area.right() - 1
    corner = corner_left(rect, card, area.top(), area.bottom())
    if corner is not None:  # (the text or symbols end left of a choice's number)
        right = min(right, corner)
    top = area.top()
    if "exhausted" in (card.get("statuses") or []) and not tag_on_kind_band(rect, card):
        tag = exhausted_box(rect, card)
        if tag.bottom() < area.bottom():
            top = max(top, tag.bottom() + 1)
    least = float(theme.LEAST_TEXT_PX)
    _runs, _n, lh = symbol_text.layout(text, 100.0, least)
    keep = LANDMARK_PICTURE_KEEP if card.get("zone") == "landmark" else \
        max(PICTURE_KEEP, area.height() * PICTURE_KEEP_SHARE)
    strips = [(left, area.bottom())]
    if gems is not None and right - left < (FIRST_LINE_LEAST_W if card.get("zone") == "reserve"
                                            else STRIP_LEAST_W):
        # labelled costs leave too narrow a strip beside them: the text may go above
        # them, across the picture
        strips.append((area.left(), min(area.bottom(), gems[0].top() - 1)))
    for x, foot in strips:
        lines = min(STRIP_LINES, int((foot - top - keep - 2) // lh))
        if lines < 1 and card.get("zone") == "reserve" and right - x >= FIRST_LINE_LEAST_W:
            # a low Reserve tile with no room for a column (three cards at 1366): its
            # picture gives way to the text's first line (review r15 #3: no ability
            # text showed at all), whole words and "more" at its end
            lines = min(1, int((foot - top - 2) // lh))
        # a line says something when it holds the whole text, or as many words as
        # `FIRST_LINE_WORDS`; else two at least (one line of a long text was its first
        # word and "more")
        whole = lines == 1 and symbol_text.fits_at(text, right - x - 5, lh, least, ())
        if lines == 1 and not whole and right - x >= FIRST_LINE_LEAST_W and \
                line_text(text, right - x) is not None:
            # one line: "When played from Hand —" written short
            return "line", QRectF(x, foot - lh - 2, right - x, lh + 2)
        if (lines >= 2 or whole) and right - x >= STRIP_LEAST_W:
            needs = symbol_text.layout(text, right - x - 5, least)[1]
            h = min(lines, needs) * lh + 2  # no more lines than the text takes
            return "text", QRectF(x, foot - h, right - x, h)
    symbols = ability_symbols(text)
    if not symbols:
        return None
    d = min(area.bottom() - top - 2, 18.0)
    if d < least + 2:
        return None
    # right-aligned, as many as the width holds
    n = min(len(symbols), max(1, int((right - left + 2) // (d + 2))))
    w = n * (d + 2) - 2
    return "glyphs", QRectF(right - w, area.bottom() - d, w, d)


#: a one-line strip of a text it does not hold whole: its least width in pixels, and
#: the least words (a symbol is one) it must show before its "more" tag
FIRST_LINE_LEAST_W, FIRST_LINE_WORDS = 120.0, 3


def trigger_words(tight: bool = False) -> tuple[str, str]:
    """The short words a tile writes for "When played from Hand —" and "When played
    from Reserve —" (`compact_text`); `tight`, the words after the trigger's icon."""
    if tight:
        return ("[H] " + QCoreApplication.translate("Table", "Hand:"),
                "[R] " + QCoreApplication.translate("Table", "Reserve:"))
    return (QCoreApplication.translate("Table", "From Hand:"),
            QCoreApplication.translate("Table", "From Reserve:"))


def compact_text(text: str, tight: bool = False) -> str:
    """`text` with "When played from Hand —" and "When played from Reserve —" written
    short, in words ("From Reserve:"), or `tight` as the card's {H} and {R} icons each
    with a word ("Reserve:"): never the bare icons (review r18 #10: a newcomer told the
    two triggers apart by the icons' shape alone); "Discard me from Reserve:" as its
    {S} symbol, and its lines run on: a one-line strip or a Reserve tile's column
    holds more of what the card does."""
    for (phrase, _sym), words in zip(SYMBOL_PHRASES[:2], trigger_words(tight), strict=True):
        text = re.sub(re.escape(phrase) + r"\s*[—-]\s*", lambda _m, w=words: w + " ", text)
    # "Discard me from Reserve:" is what the {S} symbol says: the symbol alone, before
    # its colon, as the printed card sets the cost of such an ability
    text = re.sub(r"(?:\[S\]\s*)?" + re.escape(SYMBOL_PHRASES[2][0]) + r"\s*:", "[S]:", text)
    # its lines run on, a keyword's line ended by a stop ("Fleeting. Immediately...")
    return re.sub(r"\s*\n\s*", " ", re.sub(r"(?<=[^\s.!?:;,])\s*\n", ".\n", text))


def line_text(text: str, width: float) -> str | None:
    """What a one-line strip `width` wide writes of `text`: its trigger in short words,
    else as its icon and a word (`compact_text`), the first that holds it whole or
    `FIRST_LINE_WORDS` words before its "more" tag; None when neither does."""
    least = float(theme.LEAST_TEXT_PX)
    lh = symbol_text.layout(text, 100.0, least)[2]
    for tight in (False, True):
        short = compact_text(text, tight)
        if symbol_text.fits_at(short, width - 5, lh, least, ()) or \
                first_line_words(short, width - 5) >= FIRST_LINE_WORDS:
            return short
    return None


def first_line_words(text: str, width: float) -> int:
    """How many words (a symbol counts as one) of `text` a one-line strip `width` wide
    shows at the least text size before its "more" tag."""
    least = float(theme.LEAST_TEXT_PX)
    runs = symbol_text.fit_full(text, QRectF(0, 0, width, least * 1.6), least, least, (),
                                more=True)[2]
    return sum(1 for r in runs if r.line == 0 and (r.symbol or r.text) and not r.aside
               and r.symbol != symbol_text.MORE)


#: the words of a card text that its ability symbols stand for, where the text writes
#: them out ("When played from Reserve —"): a glyph line shows them too
SYMBOL_PHRASES = (("When played from Hand", "H"), ("When played from Reserve", "R"),
                  ("Discard me from Reserve", "S"))


def ability_symbols(text: str) -> list[str]:
    """The ability symbols a card text has, each once in the order it first comes,
    written as symbols ("[T]") or in words (`SYMBOL_PHRASES`); "discard me" is one
    symbol however the text writes it."""
    found: list[tuple[int, str]] = []
    at = 0
    for word, sym, _glued in symbol_text.pieces(text):
        if sym:
            found.append((at, "S" if sym == "D" else sym))
        at += len(word) + 1
    for phrase, sym in SYMBOL_PHRASES:
        k = text.find(phrase)
        if k >= 0:
            found.append((k, sym))
    out: list[str] = []
    for _k, sym in sorted(found):
        if sym not in out:
            out.append(sym)
    return out


#: the strip of a tile's text: the rules text's parchment, a little see-through at its
#: edge so it reads as laid on the picture
STRIP_FILL = QColor(243, 234, 211, 238)


def _paint_ability(p: QPainter, rect: QRectF, card: Card) -> None:
    """A Reserve or Landmark tile's text strip or symbols' line (`ability_room`)."""
    room = ability_room(rect, card)
    if room is None:
        return
    kind, box = room
    text = str(card.get("text") or "")
    if kind == "line":
        text = line_text(text, box.width()) or compact_text(text, True)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    if kind in ("text", "line"):
        p.setPen(QPen(QColor(0, 0, 0, 110), 1.0))
        p.setBrush(STRIP_FILL)
        p.drawRoundedRect(box, 3.0, 3.0)
        least = float(theme.LEAST_TEXT_PX)
        symbol_text.draw(p, box.adjusted(3, 1, -2, 0), text, least, least, tighter=(),
                         more=True)
        p.restore()
        return
    # the symbols, each once, right-aligned on dark discs with a light rim
    d = box.height()
    x = box.right() - d
    for sym in reversed(ability_symbols(text)):
        if x < box.left() - 0.5:
            break
        disc = QRectF(x, box.top(), d, d)
        p.setPen(QPen(QColor(255, 255, 255, 170), 1.0))
        p.setBrush(symbol_text.SYMBOL_FILL)
        p.drawEllipse(disc)
        card_art.draw_icon(p, symbol_text.icon_box(disc.adjusted(1, 1, -1, -1)),
                           card_art.SYMBOL_ICONS[sym], symbol_text.SYMBOL_INK)
        x -= d + 2
    p.restore()


#: an exhausted card's picture: its colours kept, a step darker (`SPENT_VEIL`; review
#: r18 #11: in greys under the strokes it read as blacked out, a card missing), thin
#: light strokes across it and the exhaust sign on a dark disc at its figure (a card
#: "not usable now" is veiled plain dark instead: card_painter.DIM; review r15 #8, the
#: two greys were told apart by a word alone)
SPENT_VEIL = QColor(0, 0, 0, 60)
SPENT_HATCH = QColor(255, 255, 255, 60)
SPENT_SIGN_MOST = 34.0


def paint_spent(p: QPainter, area: QRectF, focus: QRectF | None = None) -> None:
    """An exhausted card's picture in `area` marked spent, as Arena and Board Game
    Arena players read a turned card at a glance: still in its colours, a step darker,
    thin light strokes across it and, where `focus` (its figure's place) is given and
    room allows, the exhaust sign on a dark disc there.  Nothing of it lies on words:
    the name, costs, statistics and tags are drawn over or beside the picture."""
    if area.width() < 4 or area.height() < 4:
        return
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    clip = QPainterPath()
    clip.addRoundedRect(area, 3.0, 3.0)
    p.setClipPath(clip)
    p.fillRect(area, SPENT_VEIL)
    p.setPen(QPen(SPENT_HATCH, 1.5))
    step = 7.0
    x = area.left() - area.height()
    while x < area.right():
        p.drawLine(QPointF(x, area.bottom()), QPointF(x + area.height(), area.top()))
        x += step
    p.setClipping(False)
    if focus is not None:
        d = min(SPENT_SIGN_MOST, focus.width() * 0.6, focus.height() * 0.8)
        if d >= theme.LEAST_TEXT_PX + 5:
            disc = QRectF(focus.center().x() - d / 2, focus.center().y() - d / 2, d, d)
            p.setPen(QPen(QColor(255, 255, 255, 200), 1.5))
            p.setBrush(EXHAUSTED_FILL)
            p.drawEllipse(disc)
            card_art.draw_icon(p, disc.adjusted(d * 0.2, d * 0.2, -d * 0.2, -d * 0.2),
                               card_art.STATUS_ICONS["exhausted"], QColor("white"))
    p.restore()


def tired_colour(fc: QColor) -> QColor:
    """An exhausted tile's frame: its faction's colour drained to a grey of the same
    lightness, so a spent card reads across the table (review r5 #19: the lean alone
    was missed); the name band keeps 4.5:1 (card_frame.bevel_band)."""
    h, s, light, a = fc.getHslF()
    return QColor.fromHslF(max(0.0, h), s * TIRED_SATURATION, light * TIRED_LIGHTNESS, a)


#: how much of its colour and of its lightness an exhausted tile's frame keeps (a
#: spent card reads darker as well as grey, whatever its picture)
TIRED_SATURATION, TIRED_LIGHTNESS = 0.15, 0.66


def gem_size(rect: QRectF) -> float:
    """The cost badges' height on a tile drawn in `rect`: fixed by the tile's size
    alone, so every card of a row shows its costs at one size and in one place,
    whatever its name; never so small that their digits have under `STAT_LEAST_PX` of
    ink, the statistics' floor (review r15 #4: a Reserve cost of 8 px "read as a
    smudge", a hand cost of 11 px), the picture still the tile's main part."""
    return max(gem_least(), min(rect.height() * 0.2, rect.width() * 0.16, GEM_MOST))


#: the cost badges' most height on a tile
GEM_MOST = 22.0


def gem_least() -> float:
    """The least cost badge on a tile: its digits (`cost_badge.DIGITS_SHARE` of it)
    have `STAT_LEAST_PX` of ink."""
    return least_stat_font() / cost_badge.DIGITS_SHARE + 0.1


def gem_boxes(rect: QRectF, name: str | None = None, has_stats: bool = True,
              labelled: bool | str = True, side_by_side: bool = True) -> tuple[QRectF, QRectF]:
    """Where the hand and reserve costs sit: side by side at the bottom left of the
    picture, the first on the frame (the picture's edge under it), over the
    statistics' pills: one place whatever the name; on a card without statistics, at
    the left of the band that names its kind (so they never reach the name).  Each is
    a labelled badge (`cost_badge`) where the costs are `labelled` (`labels_costs`),
    but in a name band too narrow for the labels and the name whole (a squeezed
    Reserve card): there, two plain discs.  Labelled costs over statistics stack
    where the tile is tall enough, else stand side by side, or are plain discs where
    not `side_by_side` (a card in play: its picture keeps its width)."""
    gem = gem_size(rect)
    if costs_in_name_band(rect, name, has_stats):
        return _name_band_pair(rect, name, labelled)[0]
    if has_stats:
        # clear of the pills by its ring and a gap (review r10 #4: on a squeezed tile
        # the gems sat on the forest pill's glyph)
        y = stats_band(rect).top() - GEM_CLEAR - _gem_rim(gem) - gem
        if labelled == COMPACT:
            return _compact_pair(rect, y, gem)
        if labelled and not side_by_side:
            # a card in play: compact badges side by side, the discs' height, each its
            # label beside its digits, on every tile whatever its name or height (review
            # r20 #10: upright badges on a one-line name's tile, compact ones on a
            # two-line name's, read as two designs; the hand's cards wear the same
            # side-by-side labels, card_painter.hand_gem_rect)
            return _compact_pair(rect, y, gem)
    else:
        # (as big as on every tile, their digits at the statistics' floor: standing
        # on the kind's ribbon's foot, they may reach a little over its top)
        band = kind_band(rect)
        y = band.bottom() - gem
    return _gem_pair(rect.left() + 1, y, gem, labelled)


def _name_band_pair(rect: QRectF, name: str | None,
                    labelled: bool | str = True) -> tuple[tuple[QRectF, QRectF], bool]:
    """`_name_band_pair_of`, remembered by the tile's place and size (every painting and
    layout of a tile asks it again)."""
    (hc, rc), whole = _name_band_pair_of(rect.getRect(), name, labelled)
    return (QRectF(*hc), QRectF(*rc)), whole


@lru_cache(maxsize=4096)
def _name_band_pair_of(place: tuple[float, float, float, float], name: str | None,
                       labelled: bool | str) -> tuple[tuple[tuple[float, ...], ...], bool]:
    pair, whole = _find_name_band_pair(QRectF(*place), name, labelled)
    return (pair[0].getRect(), pair[1].getRect()), whole


def _find_name_band_pair(rect: QRectF, name: str | None,
                         labelled: bool | str = True) -> tuple[tuple[QRectF, QRectF], bool]:
    """The cost badges at the head of a tile's name band (`gem_boxes`), and whether the
    name is whole beside them: (a Reserve tile under some 66 px high) as big as on
    every tile, their digits at the statistics' floor (review r15 #4): from the top
    edge over the frame, pinned on as a printed card's corner gems, down to the band's
    foot, never over the picture nor the name beside them; labelled where the name
    stays whole beside them, compact (one look on every Reserve and Landmark tile:
    review r17 #7, Esmeralda's wide labelled badges beside Ouroboros Croupier's bare
    "4 4"), else plain discs; else as big as the band (a face left of its text column
    is as narrow as its name allows)."""
    gem = gem_size(rect)
    nb = name_box(rect, name)
    left = nb.left() + 1
    pair = _gem_pair(left, nb.top() + 1, nb.height() - 2, False)
    kinds: tuple[bool | str, ...] = (COMPACT, False) if labelled else (False,)
    for size in (min(gem, nb.bottom() + 1 - rect.top()), nb.height() - 2):
        big = size > nb.height() - 2
        y = nb.bottom() + 1 - size if big else nb.top() + 1
        for labels in kinds:
            pair = _gem_pair(left, y, size, labels)
            beside = nb.adjusted(pair[1].right() + 2 - nb.left(), 1, -3, -1)
            # (labelled ones, and big ones, only beside a name on one line at its
            # usual width at the least size: the table's layout measures it so,
            # table_layout._reads; else the discs of that size)
            if name is None or (_shows_whole(name, beside, name_px(rect)) and (
                    not (big or labels) or name_metrics(
                        theme.LEAST_TEXT_PX).horizontalAdvance(name) <= beside.width())):
                return pair, True
    return pair, False


def labels_costs(card: Card) -> bool | str:
    """Whether a tile labels its costs (a hand, a Reserve symbol: `cost_badge`), as a
    hand's full faces do: in the Reserve, where they are paid, and in play (review r16
    #9: a white and a purple disc on the table said nothing of which cost is which),
    as the tile has the room (`gem_boxes`); an exhausted card in play as `COMPACT`
    badges, the discs' height (its Exhausted tag takes the picture's top)."""
    zone = card.get("zone")
    if zone not in ("reserve", "expedition", "landmark"):
        return False
    if zone != "reserve" and "exhausted" in (card.get("statuses") or ()):
        return COMPACT  # (an exhausted card in play: its tag's room under the name)
    return True


def labels_side_by_side(card: Card) -> bool:
    """Whether a tile's labelled costs stand side by side where they cannot stack
    (`gem_boxes`): in the Reserve, where they are paid; a card in play keeps plain
    discs there, its picture its width."""
    return card.get("zone") == "reserve"


#: the reserve cost's disc beside the hand cost's where the costs are plain discs: as
#: big, its digits at the statistics' floor too (review r15 #4: a smaller one's
#: digits "read as a smudge"); the pair reads as a card's costs by their fills, the
#: printed card's light hand gem and dark reserve gem (`cost_badge.FILLS`), and their
#: touching, never as two like counters (review r7 #9)
RESERVE_GEM = 1.0
#: how far the reserve cost's disc tucks under the hand cost's: one pair
DISC_TUCK = 2.0


#: a pair of labelled cost badges' two widths (`_gem_pair`): labels as on a hand's
#: card, or small ones inside badges about a disc's width
FULL, COMPACT = "full", "compact"


def _gem_pair(left: float, y: float, gem: float,
              labelled: bool | str = True) -> tuple[QRectF, QRectF]:
    """Two badges side by side, the hand cost's first: plain discs unless `labelled`,
    `COMPACT` ones where so asked (`cost_badge.compact_width`)."""
    if not labelled:
        return _disc_pair(left, y, gem)
    w = cost_badge.compact_width(gem) if labelled == COMPACT else \
        cost_badge.labelled_width(gem)
    # apart by more than their rings (review r19 #6: on a Reserve tile the reserve
    # cost's ring ran over the hand cost's digit, "1/1" read as one blot)
    gap = 2 * _gem_rim(gem) + COMPACT_GAP
    return QRectF(left, y, w, gem), QRectF(left + w + gap, y, w, gem)


def _compact_pair(rect: QRectF, y: float, gem: float) -> tuple[QRectF, QRectF]:
    """Two compact badges over a tile's statistics: inside its frame's outer edge and
    apart by more than their rings (review r18 #13: on a narrow tile's two-line name,
    Foundry Mechanic's pair touched and its hand cost's ring ran over the card's
    edge, read as squashed and clipped)."""
    rim = _gem_rim(gem)
    w = cost_badge.compact_width(gem)
    left = rect.left() + 1 + rim
    gap = 2 * rim + COMPACT_GAP
    return QRectF(left, y, w, gem), QRectF(left + w + gap, y, w, gem)


#: the clear gap between two compact cost badges' rings on a tile
COMPACT_GAP = 1.0


def _disc_pair(left: float, y: float, gem: float) -> tuple[QRectF, QRectF]:
    r = gem * RESERVE_GEM
    return QRectF(left, y, gem, gem), QRectF(left + gem - DISC_TUCK, y + gem - r, r, r)


def free_name_end(rect: QRectF, card: Card) -> QRectF | None:
    """A square at the right end of the name band that the name (centred) leaves free,
    as tall as the band allows and at least the least text size and 7 pixels; None
    when the name fills the band."""
    name = str(card.get("name", "?"))
    nb = name_box(rect, name)
    box, _costs = name_text_box(rect, card)
    size, stretch, lines = name_fit(name, box, name_px(rect))
    fm = name_metrics(size, stretch)
    text_right = box.center().x() + max(fm.horizontalAdvance(t) for t in lines) / 2
    d = min(nb.height() + 2, 26.0)
    if d < theme.LEAST_TEXT_PX + 7:
        return None
    if nb.right() - 1 - text_right >= d + 2:
        return QRectF(nb.right() - 1 - d, nb.center().y() - d / 2, d, d)
    return None


def shows_costs(card: Card) -> bool:
    """Whether a tile shows costs: not a Hero's (none) nor a token's (it was never in a
    hand: review r7 #9 read a token's "0 0" as counters)."""
    return card.get("type") != "hero" and card.get("hand_cost") is not None \
        and not card.get("token")


def cost_boxes(rect: QRectF, card: Card) -> list[QRectF]:
    """Where a tile in `rect` may show `card`'s costs (none for a Hero or a card
    without costs): what a choice's number must leave visible (review r7 #10: the
    costs are what a player weighs when choosing which Reserve cards to keep)."""
    if not shows_costs(card):
        return []
    hc, rc = gem_boxes(rect, str(card.get("name", "?")), bool(card.get("stats")),
                       labels_costs(card), labels_side_by_side(card))
    return [hc, rc] if card.get("reserve_cost") is not None else [hc]


def says_kind(card: Card) -> bool:
    """Whether a tile without statistics names its kind on a ribbon: not in the
    Landmarks zone, which says it already (its picture gets the room)."""
    return card.get("zone") != "landmark"


def name_only(rect: QRectF, card: Card) -> bool:
    """Whether a tile in `rect` is too short for `card`'s name (on three lines) and its
    statistics or kind together: then the name is what it shows."""
    name = str(card.get("name", "?"))
    nb = name_box(rect, name)
    foot = stats_band(rect) if card.get("stats") else kind_band(rect)
    return nb.bottom() > foot.top() - 2


def picture_box(rect: QRectF, name: str | None = None) -> QRectF:
    """A tile without statistics: its picture, from the name band down to the frame."""
    nb = name_box(rect, name)
    m = _margin(rect)
    return QRectF(nb.left(), nb.bottom() + 1, nb.width(), rect.bottom() - m - nb.bottom() - 1)


def kind_band(rect: QRectF) -> QRectF:
    """The ribbon at the foot of a tile without statistics that says what it is."""
    m = _margin(rect)
    h = max(theme.LEAST_TEXT_PX + 7.0, min(stats_band(rect).height() * 0.72, 24.0))
    return QRectF(rect.left() + m, rect.bottom() - m - h, rect.width() - 2 * m, h)


def costs_in_name_band(rect: QRectF, name: str | None, has_stats: bool) -> bool:
    """On a tile too short for its gems under the name (a narrow card of a crowded
    Reserve), the gems open the name band instead: never over the name or the
    statistics."""
    gem = gem_size(rect)
    # the gem, its ring above and below, the gap over the pills: under the name's
    # lines (the band's margin under them may take its ring: the gems keep the
    # statistics' size on a two-line name's low picture, review r15 #4)
    top = stats_band(rect).top() - GEM_CLEAR - 2 * _gem_rim(gem) - gem
    low = top < min(name_lines_bottom(rect, name), marks_box(rect, name).top() - 1) - 0.01
    # (a Spell or Permanent keeps them at its foot: opening its name band too asked the
    # table's layout for wider Landmark tiles than it gives, test_table_round6)
    return low and has_stats


def name_lines_bottom(rect: QRectF, name: str | None) -> float:
    """The foot of the lines a tile's name is written on in its band (no costs nor
    badge beside it): what nothing below the name may reach over."""
    nb = name_box(rect, name)
    if name is None:
        return nb.bottom()
    box = nb.adjusted(3, 1, -3, -1)
    size, stretch, lines = name_fit(name, box, name_px(rect))
    return box.center().y() + name_metrics(size, stretch).lineSpacing() * len(lines) / 2


#: the least gap between a cost gem's ring and the statistics' pills below it
GEM_CLEAR = 2.5


def _gem_rim(gem: float) -> float:
    """How far a gem's ring reaches out of its box (half its pen, `_gem`)."""
    return max(1.0, gem * 0.07) / 2


def gem_px(rect: QRectF) -> float:
    """The cost digits' size on a tile drawn in `rect`."""
    return cost_badge.digits_px(gem_size(rect))


def _paint_middle(p: QPainter, rect: QRectF, mid: QRectF, card: Card) -> None:
    """The picture in the band between name and statistics, boosts and counters at its
    right, statuses along its bottom (the gems are drawn over it afterwards)."""
    if mid.height() < 6:
        return
    marks = _marks_room(rect, mid, card)
    has_costs = shows_costs(card)
    has_stats = bool(card.get("stats"))
    _paint_marks(p, marks, card)
    # Exhausted has its own badge under the name (above); the others along the bottom
    statuses = [s for s in STATUS_LABELS if s[0] in set(card.get("statuses") or [])
                and s[0] != "exhausted"]
    gem_right = mid.left()
    if has_costs and has_stats:
        gem_right = gem_boxes(rect, str(card.get("name", "")), True,
                              labels_costs(card), labels_side_by_side(card))[1].right() + 2
    if statuses:
        room = QRectF(mid.left(), mid.top(), rect.right() - 1 - mid.left(), mid.height())
        if not has_stats:
            room.setBottom(room.bottom() - kind_band(rect).height() - 1)
        pills = _pills(card)
        # the words at the tile's status size where they fit, else at the least
        px = status_px(rect)
        if room.right() - gem_right < statuses_width(statuses, px) or \
                room.height() < 2 * (px + 4):
            px = float(theme.LEAST_TEXT_PX)
        if has_stats and room.height() >= px + 4 + STATUS_CLEAR:
            # clear of the pills below: a status is no part of a statistic (r8 #3)
            room.setBottom(room.bottom() - STATUS_CLEAR)
        if pills:
            # a low picture: the statuses' row reaches the boosts' and counters'
            ph = _pill_size(marks, pills)[0]
            if room.bottom() - (px + 4) < marks.top() + len(pills) * (ph + 1):
                room.setRight(_marks_right(marks, card) - 1)
        corner = corner_left(rect, card, room.bottom() - px - 4, room.bottom())
        if corner is not None:  # left of the choice's number
            room.setRight(min(room.right(), corner))
        _paint_statuses(p, room, statuses, gem_right, px)


def picture_frame(rect: QRectF) -> QRectF:
    """The part of a tile in `rect` its painting fills: all inside the frame's rim,
    behind the name's banner and the statistics (as on a battlefield card of MTG Arena,
    the picture is the face; review r15 #5: "a thin strip of art")."""
    m = _margin(rect) * 0.6
    return rect.adjusted(m, m, -m, -m)


#: the name banner's margin either side of its letters, as a share of its height
BANNER_PAD = 0.3


def name_banner(rect: QRectF, card: Card) -> QRectF:
    """The banner a tile writes its name on, over its picture's top: the name band's
    height, as wide as the letters and a margin (the painting shows either side of a
    short name), never wider than the band."""
    name = str(card.get("name", "?"))
    nb = name_box(rect, name)
    letters = name_letters(rect, card)
    pad = max(4.0, nb.height() * BANNER_PAD)
    left = max(nb.left(), letters.left() - pad)
    right = min(nb.right(), letters.right() + pad)
    if right - left < nb.height() * 2:  # a very short name: a plaque, not a disc
        c = (left + right) / 2
        left, right = max(nb.left(), c - nb.height()), min(nb.right(), c + nb.height())
    return QRectF(left, nb.top(), right - left, nb.height())


def _marks_room(rect: QRectF, mid: QRectF, card: Card) -> QRectF:
    """Where boosts, counters and statuses stand: the middle band reaching the right
    frame, under an Exhausted tag across the picture's top."""
    marks = QRectF(mid)
    marks.setRight(rect.right() - 1)
    if "exhausted" in (card.get("statuses") or []) and not tag_on_kind_band(rect, card):
        # the Exhausted tag across the picture's top: the marks and the figure below it
        tag = exhausted_box(rect, card)
        if tag.top() >= mid.top() - 0.5 and tag.bottom() < mid.bottom() and \
                tag.width() > tag.height() + 4:  # a band, not the sign's disc
            marks.setTop(tag.bottom() + 1)
    pills = _pills(card)
    if pills:
        # left of a choice's number in the corner below where they would reach it
        ph = _pill_size(marks, pills)[0]
        corner = corner_left(rect, card, marks.top(), marks.top() + len(pills) * (ph + 1))
        if corner is not None:
            marks.setRight(corner)
    return marks


#: how far into the statistics' band a tile's figure reaches, as a share of its height
FIGURE_UNDER_STATS = 0.6


def figure_focus(rect: QRectF, card: Card) -> QRectF:
    """Where a tile's figure stands: between the name and the statistics (or the kind's
    ribbon), clear of the boosts and counters at the right, the cost gems at the left,
    an Exhausted tag above and a Reserve card's text strip below."""
    name = str(card.get("name", "?"))
    has_stats = bool(card.get("stats"))
    mid = marks_box(rect, name) if has_stats else picture_box(rect, name)
    marks = _marks_room(rect, mid, card)
    # boosts and counters at the right; the picture takes what is left
    right = min(mid.right(), _marks_right(marks, card))
    focus = QRectF(mid.left(), marks.top(), max(0.0, right - mid.left()), marks.height())
    if shows_costs(card) and has_stats:
        hc, rc = gem_boxes(rect, name, True, labels_costs(card), labels_side_by_side(card))
        # the picture stands clear of the gems where it keeps most of its width
        if focus.right() - rc.right() >= max(2 * hc.height(), focus.width() * 0.55):
            focus.setLeft(rc.right() + 1)
    if has_stats and not card.get(TEXT_BESIDE) and ability_room(rect, card) is None:
        # the figure stands large, its feet behind the statistics' pills (a portrait
        # cut at the frame's foot, as card art is)
        focus.setBottom(focus.bottom() + stats_band(rect).height() * FIGURE_UNDER_STATS)
    if not has_stats and says_kind(card):
        # the picture stands on the kind's ribbon, its foot a little behind it
        band = kind_band(rect)
        focus.setBottom(max(focus.top() + 6, band.top() + band.height() * 0.4))
    ability = ability_room(rect, card)
    if ability is not None and ability[0] in ("text", "line"):  # the figure stands above it
        focus.setBottom(max(focus.top() + 6, ability[1].top() + 1))
    return focus


def _paint_picture(p: QPainter, rect: QRectF, card: Card) -> None:
    """A tile's painting over its whole face (`picture_frame`), its figure standing in
    `figure_focus`; an exhausted card's in greys, darker (its name, costs and
    statistics keep their contrast; the card leans a little in its slot too,
    card_painter.paint_card)."""
    area = picture_frame(rect)
    radius = min(rect.width(), rect.height()) * 0.05
    focus = figure_focus(rect, card)
    if focus.height() < 6 or focus.width() < 6:
        focus = QRectF(area)
    tired = "exhausted" in (card.get("statuses") or [])
    card_scene.paint_scene(p, area, card, focus=focus, radius=radius)
    if tired:
        paint_spent(p, area, focus)
    p.setPen(QPen(QColor(0, 0, 0, 120), 1.0))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(area, radius, radius)


def status_px(rect: QRectF) -> float:
    """The size of a tile's status words (Exhausted, Fleeting...): the least text size
    on a 1366 x 768 table's tiles, growing with the tile (review r8 #21)."""
    return max(float(theme.LEAST_TEXT_PX), min(STATUS_MOST_PX, rect.height() * STATUS_SHARE))


#: a status word's size over its tile's height, and its most
STATUS_SHARE, STATUS_MOST_PX = 0.115, 17.0


def exhausted_box(rect: QRectF, card: Card) -> QRectF:
    """Where an exhausted tile says so (`exhausted_tag`)."""
    return exhausted_tag(rect, card)[0]


def exhausted_tag(rect: QRectF, card: Card) -> tuple[QRectF, float]:
    """Where an exhausted tile says so, and the size of its word: `status_px`, or the
    least text size where the bigger word would leave the tag only its sign; left of
    a choice's number in the picture's corner where it would reach it."""
    px = status_px(rect)
    r = _exhausted_box(rect, card, px)
    if px > theme.LEAST_TEXT_PX and r.width() <= r.height() + 4:
        px = float(theme.LEAST_TEXT_PX)
        r = _exhausted_box(rect, card, px)
    corner = corner_left(rect, card, r.top(), r.bottom())
    if corner is not None and r.right() > corner and corner - r.left() >= r.height():
        r.setRight(corner)
    return r, px


def _exhausted_box(rect: QRectF, card: Card, px: float) -> QRectF:
    """Where an exhausted tile says so: a tag across the whole top of its picture, right
    under the name (never over it: review r5 #2 "All I…"), above the costs, the
    statistics and the kind's ribbon, the word at the least text size with its sign
    where both fit (review r6 #12: the word on every tile, at 1366 as at 1920); on a
    tile whose picture is too low for the word, the sign on the frame's top right
    corner."""
    least = float(theme.LEAST_TEXT_PX)
    name = str(card.get("name", ""))
    has_stats = bool(card.get("stats"))
    if has_stats:
        mid = marks_box(rect, name)
        bottom = mid.bottom()
        if not costs_in_name_band(rect, name, True) and shows_costs(card):
            bottom = min(bottom, gem_boxes(rect, name, True, labels_costs(card), labels_side_by_side(card))[0].top() - 1)
    else:
        mid = picture_box(rect, name)
        bottom = kind_band(rect).top() - 2 if says_kind(card) else mid.bottom()
    bh = min(px + 5, bottom - mid.top())
    word = QFontMetricsF(tag_font(px)).horizontalAdvance(exhausted_word()) + 6
    if not name_only(rect, card) and bh >= px + 3 and mid.width() >= word:
        return QRectF(mid.left(), mid.top(), mid.width(), bh)
    if has_stats and not name_only(rect, card) and shows_costs(card) \
            and not costs_in_name_band(rect, name, True):
        # a low picture: the tag right of the costs
        left = gem_boxes(rect, name, True, labels_costs(card), labels_side_by_side(card))[1].right() + 2
        bh = min(px + 5, mid.height())
        right = rect.right() - 1  # over the frame, as the boosts are
        if bh >= px + 3 and right - left >= word:
            return QRectF(left, mid.top(), right - left, bh)
    if not has_stats and says_kind(card) and not name_only(rect, card):
        # a picture too low for it (a small Hero, a Reserve's spell): the tag takes the
        # kind's ribbon, right of the costs (the zoom says the kind)
        band = kind_band(rect)
        beside = QRectF(band)
        if shows_costs(card) and not costs_in_name_band(rect, name, False):
            beside.setLeft(gem_boxes(rect, name, False, labels_costs(card), labels_side_by_side(card))[1].right() + 2)
        if beside.width() >= word:
            return beside
        if band.width() >= word:
            # the whole ribbon, over the costs: an exhausted card is not played from
            # the Reserve (2.4.5.c); the zoom shows its costs
            return band
    # too low for the word: the sign alone on a disc, in the picture's row right of
    # the costs, else at the free end of the name band, else over the frame above
    # the tile's top right corner: never over the name (review r8 #12: the sign sat on
    # the last letter of "Nevenka")
    d = least + 5
    row = picture_area(rect, card)
    left = row.left()
    if shows_costs(card) and not name_only(rect, card) and \
            not costs_in_name_band(rect, name, has_stats):
        left = gem_boxes(rect, name, has_stats, labels_costs(card), labels_side_by_side(card))[1].right() + 2
    if row.height() >= least and row.right() - left >= min(d, row.height()):
        s = min(d, row.height())
        return QRectF(left, row.top() + (row.height() - s) / 2, s, s)
    spot = free_name_end(rect, card)
    if spot is not None:
        return spot.adjusted(1, 1, -1, -1)
    # on the frame's top right corner, where the centred name leaves it free; else on
    # the bottom right corner, over the frame and the end of the statistics or kind
    out = min(d * 0.25, max(2.0, rect.width() * 0.05) - 1)  # within the face's margin
    corner = QRectF(rect.right() - d + out, rect.top() - out, d, d)
    if not corner.intersects(name_letters(rect, card)):
        return corner
    return QRectF(rect.right() - d + out, rect.bottom() - d + out, d, d)


def name_lines(rect: QRectF, card: Card) -> int:
    """How many lines a tile in `rect` writes `card`'s name on."""
    box, _costs = name_text_box(rect, card)
    return len(name_fit(str(card.get("name", "?")), box, name_px(rect))[2])


def name_letters(rect: QRectF, card: Card) -> QRectF:
    """The box the letters of a tile's name take (centred in its text box)."""
    box, _costs = name_text_box(rect, card)
    size, stretch, lines = name_fit(str(card.get("name", "?")), box, name_px(rect))
    fm = name_metrics(size, stretch)
    widest = max(fm.horizontalAdvance(t) for t in lines)
    tall = fm.lineSpacing() * len(lines)
    return QRectF(box.center().x() - widest / 2, box.center().y() - tall / 2, widest, tall)


def tag_on_kind_band(rect: QRectF, card: Card) -> bool:
    """Whether an exhausted tile's tag stands in its kind's ribbon (`exhausted_box`)."""
    if "exhausted" not in (card.get("statuses") or []) or card.get("stats"):
        return False
    return exhausted_box(rect, card).bottom() > kind_band(rect).top() + 0.5


def tag_font(px: float | None = None) -> QFont:
    """The Exhausted tag's word: bold at `px` (the least text size unless given), set a
    little condensed as the rules text is (it fits the narrow tiles of a 1366 x 768
    table)."""
    f = theme.font(theme.LEAST_TEXT_PX if px is None else px, bold=True)
    f.setStretch(TAG_STRETCH)
    return f


#: the Exhausted tag's stretch (QFont: 100 is the normal face)
TAG_STRETCH = 87


def exhausted_word() -> str:  # noqa: N802 - a translated constant
    return QCoreApplication.translate("Table", "Exhausted")


def paint_exhausted(p: QPainter, r: QRectF, px: float | None = None) -> None:
    """The Exhausted tag: the exhaust sign (the one card texts use for "exhaust me") and
    the word, white on a dark band, centred in `r`; the word alone when both do not
    fit, the sign alone on a disc when `r` is no wider than high."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    d = r.height()
    if r.width() <= d + 4:
        p.setPen(QPen(QColor(255, 255, 255, 210), 1.2))
        p.setBrush(EXHAUSTED_FILL)
        p.drawEllipse(r)
        card_art.draw_icon(p, r.adjusted(2, 2, -2, -2), card_art.STATUS_ICONS["exhausted"],
                           QColor("white"))
        p.restore()
        return
    p.setPen(QPen(QColor(255, 255, 255, 150), 1.0))
    p.setBrush(EXHAUSTED_FILL)
    p.drawRoundedRect(r, 3.0, 3.0)
    f = tag_font(px)
    word = exhausted_word()
    tw = QFontMetricsF(f).horizontalAdvance(word)
    sign = d - 4
    both = sign + 3 + tw
    x = r.center().x() - (both if both <= r.width() - 6 else tw) / 2
    if both <= r.width() - 6:
        card_art.draw_icon(p, QRectF(x, r.top() + 2, sign, sign),
                           card_art.STATUS_ICONS["exhausted"], QColor("white"))
        x += sign + 3
    p.setPen(QColor("white"))
    p.setFont(f)
    p.drawText(QRectF(x, r.top(), tw + 2, d), int(Qt.AlignmentFlag.AlignLeft
                                                   | Qt.AlignmentFlag.AlignVCenter), word)
    p.restore()


#: the Exhausted badge's fill: white reads on it at 4.5:1 and more
EXHAUSTED_FILL = QColor("#3a3a3a")


def _marks_right(mid: QRectF, card: Card) -> float:
    """Where the boosts and counters begin at the right of the middle band."""
    pills = _pills(card)
    if not pills:
        return mid.right()
    return mid.right() - _pill_size(mid, pills)[2] - 2


def _pill_size(mid: QRectF, pills: list[tuple[str, QColor, QColor]]
               ) -> tuple[float, float, float]:
    """A pill's height, its text's pixel size and the pills' width: one measure for the
    painter and for `_marks_right`, so the picture ends where the pills begin."""
    least = float(theme.LEAST_TEXT_PX)
    # small: the picture is the tile's main part
    ph = max(least + 6, min(mid.height() * 0.28, 24.0))
    px = max(least + 2, ph * 0.68)
    fm = QFontMetricsF(theme.font(px, bold=True))
    widest = max(fm.horizontalAdvance(t) + (ph * 0.3 if t.startswith("+") else 0.0)
                 for t, _, _ in pills) + ph * 0.45  # a boost's ribbon: room for its notch
    return ph, px, min(widest, mid.width())


def has_marks(card: Card) -> bool:
    """Whether a tile shows boosts or counters at its picture's top right."""
    return bool(_pills(card))


def _pills(card: Card) -> list[tuple[str, QColor, QColor]]:
    boosts = card.get("boosts") or 0
    counters = {k: v for k, v in (card.get("counters") or {}).items() if v and k != "boost"}
    pills: list[tuple[str, QColor, QColor]] = []
    if boosts:
        pills.append((f"+{boosts}", QColor("#f5b83d"), theme.INK))
    for k, v in sorted(counters.items()):
        pills.append((f"{k.capitalize()} {v}", QColor("#3a3f4a"), QColor("white")))
    return pills


def _paint_marks(p: QPainter, mid: QRectF, card: Card) -> float:
    """Boosts and counters, stacked at the right of the middle band; returns where they
    begin (the picture takes what is left)."""
    pills = _pills(card)
    if not pills:
        return mid.right()
    ph, px, pw = _pill_size(mid, pills)
    fm = QFontMetricsF(theme.font(px, bold=True))
    x = mid.right() - pw
    for i, (text, fill, ink) in enumerate(pills):
        y = mid.top() + i * (ph + 1)
        if y + ph > mid.bottom() + 1:
            break
        r = QRectF(x, y, pw, ph)
        p.setBrush(fill)
        if text.startswith("+"):  # a boost: a gold ribbon, never a disc like the costs
            p.setPen(QPen(BOOST_RIM, 1.2))
            p.drawPath(boost_ribbon(r))
        else:
            p.setPen(QPen(QColor(0, 0, 0, 120), 1))
            p.drawRoundedRect(r, ph / 2, ph / 2)
        if text.startswith("+"):  # the digits right of the notch
            r = r.adjusted(min(ph * 0.35, pw * 0.25) * 0.8, 0, 0, 0)
        p.setPen(ink)
        p.setFont(theme.font(px, bold=True))
        p.drawText(r, int(Qt.AlignmentFlag.AlignCenter),
                   fm.elidedText(text, Qt.TextElideMode.ElideRight, r.width() - 2))
    return x - 2


#: a boost ribbon's rim: dark amber, so the gold reads on a light picture too
BOOST_RIM = QColor("#7a4a00")


def boost_ribbon(r: QRectF) -> QPainterPath:
    """A boost's badge: a ribbon whose left end is cut in a swallowtail, square at the
    right (on the frame): a shape no cost gem, counter or choice number has (review r7
    #9: the "+1" looked like one more cost disc)."""
    notch = min(r.height() * 0.35, r.width() * 0.25)
    path = QPainterPath()
    path.moveTo(r.left(), r.top())
    path.lineTo(r.right(), r.top())
    path.lineTo(r.right(), r.bottom())
    path.lineTo(r.left(), r.bottom())
    path.lineTo(r.left() + notch, r.center().y())
    path.closeSubpath()
    return path


#: the clear pixels between a status badge and the statistics' pills under it
STATUS_CLEAR = 3.0
#: a status badge's height (its word at the least text size)
STATUS_H = theme.LEAST_TEXT_PX + 4.0


def statuses_width(statuses: list[tuple[str, str, QColor]], px: float | None = None) -> float:
    """How wide the statuses' badges are in words at `px` (the least text size unless
    given; narrower tiles show their signs)."""
    fm = QFontMetricsF(theme.font(theme.LEAST_TEXT_PX if px is None else px, bold=True))
    return sum(fm.horizontalAdvance(lbl) + 10 for _k, lbl, _c in statuses)


def _paint_statuses(p: QPainter, mid: QRectF, statuses: list[tuple[str, str, QColor]],
                    left: float | None = None, px: float | None = None) -> None:
    """Status badges right-aligned at the bottom of the picture, never left of `left`
    (the cost gems): when the bottom row has no room they go up to the top row; on a
    tile too narrow for the words, each status is a round badge with its sign (the
    zoom and the tooltip name it)."""
    least = float(theme.LEAST_TEXT_PX) if px is None else px
    bh = least + 4
    p.setFont(theme.font(least, bold=True))
    fm = QFontMetricsF(theme.font(least, bold=True))
    left = mid.left() if left is None else left
    need = statuses_width(statuses, least)
    y = mid.bottom() - bh
    if mid.right() - left < need and mid.height() >= 2 * bh + 2:
        y, left = mid.top() + 1, mid.left()
    signs = mid.right() - left < need
    x = mid.left() + mid.width()
    for key, label, colour in reversed(statuses):
        tw = bh if signs else min(fm.horizontalAdvance(label) + 8, mid.width())
        x -= tw
        if x < left - 0.5:
            break
        r = QRectF(x, y, tw, bh)
        # a light rim: a status is a label on the picture, never one of the stat pills
        p.setPen(QPen(QColor(255, 255, 255, 160 if signs else 120), 1.0))
        p.setBrush(colour)
        p.drawRoundedRect(r, bh / 2, bh / 2)
        if signs:
            card_art.draw_icon(p, r.adjusted(3, 3, -3, -3), card_art.STATUS_ICONS[key],
                               QColor("white"))
        else:
            p.setPen(QColor("white"))
            p.drawText(r, int(Qt.AlignmentFlag.AlignCenter), label)
        x -= 2


def _paint_stats(p: QPainter, rect: QRectF, card: Card) -> None:
    stats = card["stats"]
    base = card.get("base_stats") or stats
    px = stat_px(rect)
    for i, (t, box) in enumerate(zip(theme.TERRAINS, stat_boxes(rect), strict=True)):
        colour = theme.TERRAIN_COLOURS[t]
        up, down = stats[i] > base[i], stats[i] < base[i]
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 90))  # a shadow: the pill stands on the picture
        p.drawRoundedRect(box.translated(0, 1.5), box.height() * 0.3, box.height() * 0.3)
        p.setPen(QPen(theme.GOLD if up else QColor("#ff6b6b") if down else colour.darker(150),
                      2.0 if up or down else 1.0))
        p.setBrush(theme.pill_colour(t))
        p.drawRoundedRect(box, box.height() * 0.3, box.height() * 0.3)
        digits = str(stats[i])
        # the terrain's glyph beside the digits, big enough to tell by its shape
        stat_pill.paint_contents(p, box, t, digits, theme.font(px, bold=True))


#: the kind ribbon's words over its height: a Hero's "Hero · Axiom" on a 137 px card (a
#: home screen's starter at 1366) was 11 px at 0.55 (review r19 #14), 12-13 px now
KIND_SHARE = 0.62


def _paint_kind(p: QPainter, band: QRectF, card: Card, fc: QColor) -> None:
    """A card without statistics says what it is on a ribbon at its picture's foot."""
    texts = kind_texts(card)
    least = float(theme.LEAST_TEXT_PX)
    top = max(least, min(band.height() * KIND_SHARE, 16.0))
    text, px = kind_text(texts, band.width() - 6, top)
    card_frame.ribbon(p, band, band.height() * 0.3)
    if not text:
        # too narrow for a word: the type's emblem (the zoom names it)
        from altered_desktop.card_painter import _type_emblem

        d = band.height() * 0.7
        _type_emblem(p, QRectF(band.center().x() - d / 2, band.center().y() - d / 2, d, d),
                     str(card.get("type", "")), fc, QColor("#fff3d6"))
        return
    p.setPen(QColor("white"))
    p.setFont(theme.font(px, bold=True))
    p.drawText(band.adjusted(3, 0, -3, 0), int(Qt.AlignmentFlag.AlignCenter), text)


def kind_texts(card: Card) -> list[str]:
    """What a tile's kind ribbon may say, longest first (the first that fits is shown)."""
    from altered_desktop.card_painter import kind_label

    if card.get("type") == "hero":
        faction = theme.FACTION_NAMES.get(card.get("faction"), "")
        return [QCoreApplication.translate("Table", "Hero · {0}").format(faction), faction]
    kind = kind_label(card)
    subs = [s.capitalize() for s in card.get("subtypes") or []]
    # the whole line, else the type and its first subtype, else the type: never a cut
    # word ("Spell · Bo…", "Perma…": review r4 #15), never the type dropped (a lone
    # "Boon" does not say Spell: review r5 #19)
    if not subs:
        return [kind]
    return [f"{kind} · {' '.join(subs)}", f"{kind} · {subs[0]}", kind]


def kind_text(texts: list[str], width: float, px: float) -> tuple[str, float]:
    """The first of `texts` that fits `width` whole, at the biggest size from `px` down
    to the least text size; ("", px) when none does."""
    least = float(theme.LEAST_TEXT_PX)
    for text in texts:
        size = px
        while True:
            if QFontMetricsF(theme.font(size, bold=True)).horizontalAdvance(text) <= width:
                return text, size
            if size <= least:
                break
            size = max(least, size - 0.5)
    return "", px


def name_tab_rect(rect: QRectF, shown_w: float, name: str) -> QRectF | None:
    """The name written again on a tile of which only the left `shown_w` pixels are in
    sight (a fanned Reserve): the strip, as many lines tall as the name needs there, over
    the tile's own name band and picture, never its statistics; None when the strip is
    too narrow for a word."""
    m = _margin(rect)
    width = shown_w - m - 2
    fm = QFontMetricsF(theme.font(theme.LEAST_TEXT_PX, bold=True))
    if width < fm.horizontalAdvance("Mmm"):
        return None
    wrapped = fm.boundingRect(QRectF(0, 0, width - 4, 1000),
                              int(Qt.TextFlag.TextWordWrap), name)
    bottom = stats_band(rect).top() - 1
    h = min(wrapped.height() + 4, bottom - rect.top() - m)
    return QRectF(rect.left() + m, rect.top() + m, width, h)


def paint_name_tab(p: QPainter, tab: QRectF, card: Card, fc: QColor) -> None:
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(theme.name_band_fill(fc))
    p.drawRoundedRect(tab, 3, 3)
    p.setPen(QColor("white"))
    p.setFont(theme.font(theme.LEAST_TEXT_PX, bold=True))
    p.drawText(tab.adjusted(2, 1, -2, -1), int(Qt.AlignmentFlag.AlignLeft
                                               | Qt.AlignmentFlag.AlignTop
                                               | Qt.TextFlag.TextWordWrap),
               str(card.get("name", "?")))
