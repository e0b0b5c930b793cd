"""Draws cards with QPainter from the view's card dicts: no card art, only the facts.

Kept free of widgets so the table, the zoom overlay, dialogs and the screenshot mode all
draw a card the same way, at any size (text and pips scale with the card's rectangle).
"""

from __future__ import annotations

import functools
import math
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

import attrs
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
    QTransform,
)

from altered_desktop import (
    card_frame,
    card_scene,
    card_tile,
    card_type_line,
    cost_badge,
    face_cache,
    i18n,
    keyword_reminders,
    stat_pill,
    symbol_text,
    theme,
    tile_text_column,
)
from altered_desktop.sprites import SpriteCache

Card = dict[str, Any]

TYPE_LABELS = {
    "character": "Character", "spell": "Spell", "permanent": "Permanent", "hero": "Hero",
    "token": "Token", "landmark": "Landmark",
}

#: a full face's status badges: the tiles' colours (card_tile.STATUS_LABELS), none a
#: statistic pill's (review r8 #3: a light-blue Fleeting above the water pill); the
#: Exhausted state is its tag on the picture
BADGES = tuple(s for s in card_tile.STATUS_LABELS if s[0] != "exhausted")
BADGE_KEYS = frozenset(key for key, _label, _colour in BADGES)


def faction_colour(card: Card) -> QColor:
    return theme.FACTION_COLOURS.get(card.get("faction"), theme.FACTION_COLOURS[None])


def kind_label(card: Card) -> str:
    """The card's type as a word ("Character", "Spell", "Permanent token"...)."""
    kind = TYPE_LABELS.get(card.get("type", ""), str(card.get("type", "")).capitalize())
    if card.get("token"):
        kind = f"{kind} token" if kind != "Token" else kind
    return kind


def type_line(card: Card) -> str:
    """'Character — Engineer' style line; Gear and zone types show as sub-types."""
    kind = kind_label(card)
    subs = [s.capitalize() for s in card.get("subtypes") or []]
    return f"{kind} — {' '.join(subs)}" if subs else kind


def is_exhausted(card: Card) -> bool:
    return "exhausted" in (card.get("statuses") or []) or bool(card.get("exhausted"))


def is_turned(card: Card) -> bool:
    """Whether the table shows `card` sideways: exhausted, except Mana Orbs (their zone
    shows ready and exhausted orbs by colour)."""
    return is_exhausted(card) and card.get("zone") != "mana"


def _rounded(rect: QRectF, r: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, r, r)
    return path


#: the veil over a card that cannot be chosen now (dragged away, not offered, a hand
#: waiting for the computer): over its picture only, so that the card stands clearly
#: behind the lit ones while its name, costs, statistics and text keep their contrast
#: (review r15 #2: a veil over the whole face took a hand card's name to 3.7:1 and a
#: statistic's digit to 3.4:1, under the 4.5:1 floor)
DIM = QColor(0, 0, 0, 190)


def dim_area(rect: QRectF, card: Card, tile: bool) -> QPainterPath:
    """The part of a card's face a dimmed card veils: its picture, less the words and
    gems drawn over it (a full face's type line, its cost gems)."""
    area, keep = QPainterPath(), QPainterPath()
    if tile:
        # (a tile's face: left of its text column, where it has one; its picture above
        # the statistics' band or the kind's)
        face, card = tile_text_column.face_part(rect, card)
        picture = card_tile.picture_area(face, card)
        area.addRect(picture)
        if not card_tile.name_only(face, card):
            # the painting beside the name's banner, which fills the face (the banner
            # keeps its pixels as the name band did)
            frame = card_tile.picture_frame(face)
            area.addRect(QRectF(frame.left(), frame.top(), frame.width(),
                                picture.top() - frame.top()))
            keep.addRect(card_tile.name_banner(face, card))
        for gem in card_tile.cost_boxes(face, card):
            g = gem.adjusted(-1, -1, 1, 1)
            keep.addRoundedRect(g, min(g.width(), g.height()) / 2, min(g.width(), g.height()) / 2)
        return area.subtracted(keep)
    lay = face_layout(rect, card)
    area.addRect(lay.art)
    keep.addRect(lay.type_line)
    for gem in (lay.hand_gem, lay.reserve_gem):
        if not gem.isEmpty():
            g = gem.adjusted(-2, -2, 2, 2)
            keep.addRoundedRect(g, min(g.width(), g.height()) / 2, min(g.width(), g.height()) / 2)
    return area.subtracted(keep)


def paint_card(p: QPainter, rect: QRectF, card: Card, *, glow: QColor | None = None,
               dim: bool = False, allow_turn: bool = True, tile: bool | None = None,
               number: int | None = None) -> None:
    """Paint `card` inside `rect`.  An exhausted card, whatever its size, leans a
    little within its slot (`TILE_TILT`: turned sideways, a card's name and text could
    not be read), its picture drained of colour and tagged Exhausted (`allow_turn`
    False: upright, the face still drained and tagged).  `number` is the choice the
    decision panel lists the card under (`paint_choice_number`)."""
    tile = card_tile.is_tile(rect) if tile is None else tile
    upright = QRectF(rect)
    if number is not None and tile:
        if _number_in_corner(rect, card):
            # what stands along the picture's foot leaves the number its corner
            card = {**card, card_tile.NUMBERED: card_tile.CORNER}
        elif _number_in_band(rect, card):
            card = {**card, card_tile.NUMBERED: True}  # its name makes room for the badge
    p.save()
    tired = allow_turn and is_turned(card)
    if tired:
        # one look for an exhausted card at every size (review r8 #12): a little lean
        # within its slot; its face says the rest (grey picture, Exhausted tag)
        rect = _tilt(p, rect)
    if glow is not None:
        _paint_glow(p, rect, glow)
    if tired:
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    _draw_cached_face(p, rect, card, tile)
    if dim:
        p.fillPath(dim_area(rect, card, tile), DIM)
    p.restore()
    if number is not None:  # upright, whatever way the card is turned
        paint_choice_number(p, choice_number_rect(upright, card, tile), number)


#: how far the cards under a pile's top card show below and right of it, in pixels
PILE_DEPTH = 3.0


def paint_pile_top(p: QPainter, rect: QRectF, card: Card) -> None:
    """A pile (the discard pile) as a pile: the edges of two cards under its top card,
    and the top card's name and picture, never a shrunken card whose statistics and
    costs could not be read (review r11 #2: its digits were under the 14 px floor of
    the cards in play; the pile's list shows each card whole)."""
    face = rect.adjusted(0, 0, -PILE_DEPTH, -PILE_DEPTH)
    fc = faction_colour(card)
    radius = min(face.width(), face.height()) * 0.07
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    for k in (2, 1):  # the cards under it, deepest first
        under = face.translated(PILE_DEPTH * k / 2, PILE_DEPTH * k / 2)
        p.setPen(QPen(QColor(255, 255, 255, 90), 1.0))
        p.setBrush(fc.darker(170 + 40 * k))
        p.drawRoundedRect(under, radius, radius)
    p.restore()
    top = {**card, "stats": None, "hand_cost": None, "reserve_cost": None,
           "statuses": [], card_tile.PILE_TOP: True}
    _draw_cached_face(p, face, top, tile=True)


def choice_number_rect(rect: QRectF, card: Card, tile: bool) -> QRectF:
    """Where a lit card shows the number of its choice: never over its name, costs,
    statistics or its picture's figure (review r11 #1: it sat on the picture's centre;
    r7 #10: it hid Foundry Mechanic's costs in the Clean-up, when costs decide), at the
    card's left, which stays in sight where a neighbour overlaps it.  On a tile: in the
    picture's top left corner above the cost gems, else in its top right corner, else
    at the head of its name band (`card_tile.band_badge`), else at the name band's free
    end, else just above the card's top right corner, over its frame alone.  On a full
    face (a hand card): in the column of its cost gems, under them."""
    if tile:
        return _tile_number_rect(rect, card)
    lay = face_layout(rect, card)
    top = lay.reserve_gem.bottom() + 1.5
    d = min(max(card_tile.BADGE_LEAST, lay.hand_gem.height()), lay.type_line.top() - 1 - top)
    if d >= theme.LEAST_TEXT_PX + 7:
        return QRectF(lay.hand_gem.center().x() - d / 2, top, d, d)
    # a picture too low for it under the gems: its top right corner, clear of the
    # figure (which stands between the gems' columns) and of the name
    d = max(card_tile.BADGE_LEAST, lay.hand_gem.height())
    return QRectF(lay.art.right() - d - 2, lay.art.top() + 2, d, d)


def _number_in_corner(rect: QRectF, card: Card) -> bool:
    """Whether a tile in `rect` shows its choice's number in its picture's foot corner
    (`card_tile.number_corner`)."""
    face, card = tile_text_column.face_part(rect, card)
    return card_tile.number_corner(face, card) is not None


def _number_in_band(rect: QRectF, card: Card) -> bool:
    """Whether a tile in `rect` shows its choice's number at its name band's head."""
    face, card = tile_text_column.face_part(rect, card)
    return _tile_number_rect(face, card) == card_tile.band_badge(face, card)


def _tile_number_rect(rect: QRectF, card: Card) -> QRectF:
    # (on a tile's face: left of its text column, where it has one)
    rect, card = tile_text_column.face_part(rect, card)
    fixed = card_tile.number_corner(rect, card)
    if fixed is not None:  # the one place (review r15 #9)
        return fixed
    corner = picture_corner_badge(rect, card)
    if corner is None:
        corner = picture_right_badge(rect, card)
    if corner is not None:
        return corner
    badge = card_tile.band_badge(rect, card)
    if badge is not None:
        return badge
    costs = card_tile.cost_boxes(rect, card)
    spot = card_tile.free_name_end(rect, card)
    if spot is not None and all(not spot.intersects(g) for g in costs):
        return spot
    # above the top right corner: over the frame only, never the name band
    d = theme.LEAST_TEXT_PX + 9.0
    top = card_tile.name_box(rect, str(card.get("name", ""))).top() - 0.5
    return QRectF(rect.right() - 2 - d, top - d, d, d)


def picture_corner_badge(rect: QRectF, card: Card) -> QRectF | None:
    """A choice number's place in a tile's picture: its top left corner, over the left
    frame, above the cost gems (the picture's figure stands right of them) and under an
    Exhausted tag across the picture's top; None when that corner is too low for the
    badge (`card_tile.BADGE_LEAST`)."""
    rect, card = tile_text_column.face_part(rect, card)
    if card_tile.name_only(rect, card):
        return None
    name = str(card.get("name", ""))
    has_stats = bool(card.get("stats"))
    art = card_tile.marks_box(rect, name) if has_stats else card_tile.picture_box(rect, name)
    top = art.top() + 1
    if "exhausted" in (card.get("statuses") or []) and not card_tile.tag_on_kind_band(rect, card):
        tag = card_tile.exhausted_box(rect, card)
        if tag.top() >= art.top() - 0.5 and tag.left() < art.left() + art.width() / 2:
            top = max(top, tag.bottom() + 1)
    bottom = art.bottom()
    costs = card_tile.cost_boxes(rect, card)
    if costs and not card_tile.costs_in_name_band(rect, name, has_stats):
        bottom = min(g.top() for g in costs) - 3
    if not has_stats and card_tile.says_kind(card):
        bottom = min(bottom, card_tile.kind_band(rect).top() - 1)
    ability = card_tile.ability_room(rect, card)  # a Reserve card's text, its symbols
    if ability is not None and ability[1].left() < rect.left() + card_tile.BADGE_MOST:
        bottom = min(bottom, ability[1].top() - 2)
    d = min(card_tile.BADGE_MOST, bottom - top)
    if d < card_tile.BADGE_LEAST:
        return None
    return QRectF(rect.left() - card_tile.BADGE_OUT, top, d, d)


def picture_right_badge(rect: QRectF, card: Card) -> QRectF | None:
    """A choice number's place in the top right corner of a tile's picture, over the
    right frame, where the picture is too low for it above the cost gems (a name on two
    lines, a short Reserve tile): under an Exhausted tag, above the statuses and the
    ability symbols along the picture's foot, never over the name band (review round
    15: the number at the band's head hid part of the name); None when a boost or a
    counter stands in that corner or the picture is too low for the badge."""
    if card_tile.name_only(rect, card) or card_tile.has_marks(card):
        return None
    art = card_tile.picture_area(rect, card)
    top, bottom = art.top(), art.bottom()
    if "exhausted" in (card.get("statuses") or []) and not card_tile.tag_on_kind_band(rect, card):
        tag = card_tile.exhausted_box(rect, card)
        if tag.bottom() < bottom and tag.right() > art.right() - card_tile.BADGE_MOST:
            top = max(top, tag.bottom() + 1)
    if any(s != "exhausted" for s in card.get("statuses") or ()):
        bottom -= card_tile.status_px(rect) + 5  # (statuses stand along the picture's foot)
    ability = card_tile.ability_room(rect, card)
    if ability is not None and ability[1].right() > art.right() - card_tile.BADGE_MOST:
        bottom = min(bottom, ability[1].top() - 1)
    d = min(card_tile.BADGE_MOST, bottom - top)
    if d < card_tile.BADGE_LEAST:
        return None
    badge = QRectF(rect.right() + card_tile.BADGE_OUT - d, top, d, d)
    if any(badge.intersects(g) for g in card_tile.cost_boxes(rect, card)):
        return None
    return badge


def listed_number_rect(row: QRectF) -> QRectF:
    """A choice number's place on a card listed as a row (a crowded Reserve): its left
    end, over its cost."""
    d = max(float(theme.LEAST_TEXT_PX) + 7, row.height() - 2)
    return QRectF(row.left() + 1, row.center().y() - d / 2, d, d)


def paint_choice_number(p: QPainter, r: QRectF, number: int) -> None:
    """The number the decision panel lists a lit card under (its key too): a disc (a
    pill when `r` is wider than high) in the target's gold with a dark rim and the digit
    in ink, told at a glance from the cream and violet cost gems (review r6 #9: "press
    its number", and no number on the cards)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = r.height() / 2
    p.setPen(QPen(CHOICE_RIM, max(1.5, r.height() * 0.08)))
    p.setBrush(theme.TARGET)
    p.drawRoundedRect(r.adjusted(0.75, 0.75, -0.75, -0.75), radius, radius)
    p.setPen(theme.INK)
    p.setFont(theme.font(max(theme.LEAST_TEXT_PX + 2.0, r.height() * 0.7), bold=True))
    p.drawText(r, int(Qt.AlignmentFlag.AlignCenter), str(number))
    p.restore()


#: a choice number's rim (its digit is ink on the target's gold, 4.5:1 and more)
CHOICE_RIM = QColor(40, 28, 12, 230)


#: how far an exhausted tile leans (degrees, clockwise: the way a card is turned), a
#: hint of a turned card for Arena and BGA players that stays inside its own slot
#: (review r6 #12: a 9° lean poked out of the Reserve and Hero frames); what says
#: Exhausted is its tag and its drained colours (card_tile.paint_exhausted)
TILE_TILT = 3.0


def _tilt(p: QPainter, rect: QRectF) -> QRectF:
    """Turn `p` by `TILE_TILT` about `rect`'s centre and return the rectangle to paint
    in, scaled so the leaning tile stays wholly within `rect`."""
    a = math.radians(TILE_TILT)
    w, h = rect.width(), rect.height()
    bw = w * math.cos(a) + h * math.sin(a)
    bh = w * math.sin(a) + h * math.cos(a)
    s = min(1.0, w / bw, h / bh)
    c = rect.center()
    p.translate(c)
    p.rotate(TILE_TILT)
    return QRectF(-w * s / 2, -h * s / 2, w * s, h * s)


# the faces, kept as pixmaps (face_cache: why, and what the key holds)
_face_cache = face_cache.FACES


# ------------------------------------------------------------------ players' own images
#: a folder of card images named by card reference (ALT_CORE_B_AX_04_C.png…), chosen by
#: the player in the settings; no card art ships with the program
_image_folder: str | None = None
_images: dict[str, QPixmap | None] = {}
# PNG only: Qt reads it without an image format plugin, and the bundle ships none
IMAGE_SUFFIXES = (".png",)


def set_image_folder(folder: str | None) -> None:
    """Use the player's images from `folder` (None: the drawn faces only)."""
    global _image_folder
    _image_folder = folder or None
    _images.clear()
    face_cache.FACES.clear()
    face_cache.FACES.context = _image_folder


def card_image(ref: str | None) -> QPixmap | None:
    """The player's image of card `ref`, if their folder holds one (read once)."""
    if not ref or _image_folder is None:
        return None
    if ref not in _images:
        from pathlib import Path

        found = None
        for suffix in IMAGE_SUFFIXES:
            path = Path(_image_folder) / f"{ref}{suffix}"
            if path.is_file():
                pm = QPixmap(str(path))
                found = pm if not pm.isNull() else None
                break
        _images[ref] = found
    return _images[ref]


def look_key(card: Card) -> str:
    """Everything `paint_card` shows of `card` (its face and whether it is turned), for
    callers that cache whole painted cards, glow included."""
    return face_cache.look_of(card) + repr((is_turned(card), face_cache.FACES.setting()))


def painted_bounds(rect: QRectF) -> QRectF:
    """Everything `paint_card` may touch around `rect`: shadow, glow and face margin."""
    s = max(rect.width(), rect.height())
    m = max(2.0, s * 0.05) + GLOW_REACH + 2.5 * max(1.5, s * 0.018) + 4
    return rect.adjusted(-m, -m, m, m)


def _device_ratio(p: QPainter) -> float:
    dev = p.device()
    return dev.devicePixelRatioF() if dev is not None else 1.0


def _draw_cached(p: QPainter, rect: QRectF, cache: OrderedDict[tuple[Any, ...], QPixmap],
                 size: int, key: tuple[Any, ...], dpr: float,
                 paint: Callable[[QPainter, QRectF], None]) -> None:
    """Blit the picture `key` of `cache` (an LRU of at most `size`) at `rect`, drawing
    it first with `paint` (into a pixmap with a margin for the shadow) if it is new."""
    w, h = rect.width(), rect.height()
    margin = max(2.0, w * 0.05)
    pm = cache.get(key)
    if pm is None:
        pm = QPixmap(int((w + 2 * margin) * dpr + 1), int((h + 2 * margin) * dpr + 1))
        pm.setDevicePixelRatio(dpr)
        pm.fill(Qt.GlobalColor.transparent)
        pp = QPainter(pm)
        paint(pp, QRectF(margin, margin, w, h))
        pp.end()
        cache[key] = pm
        if len(cache) > size:
            cache.popitem(last=False)
    else:
        cache.move_to_end(key)
    p.drawPixmap(QPointF(rect.left() - margin, rect.top() - margin), pm)


def _draw_cached_face(p: QPainter, rect: QRectF, card: Card, tile: bool = False) -> None:
    w, h = rect.width(), rect.height()
    if w < 4 or h < 4:
        return
    dpr = _device_ratio(p)
    face_cache.FACES.draw(p, rect, face_cache.FACES.key(card, w, h, dpr, tile), dpr,
                          lambda pp, r: _paint_face(pp, r, card, tile))


# A glow is three wide antialiased outlines, the dearest part of a card that changes
# state (a card becomes playable, chosen...): cached like faces, by size and colour.
_glow_cache = SpriteCache(8 << 20)


def _paint_glow(p: QPainter, rect: QRectF, glow: QColor) -> None:
    t = p.transform()
    if t.type().value <= QTransform.TransformationType.TxTranslate.value:
        m = GLOW_REACH + 2.5 * max(1.5, rect.width() * 0.018) + 2
        _glow_cache.draw(p, (glow.rgba(),), rect.adjusted(-m, -m, m, m),
                         lambda gp: _draw_glow(gp, rect, glow))
    else:  # turned (exhausted) cards: sprites only sit on the pixel grid unrotated
        _draw_glow(p, rect, glow)


def _draw_glow(p: QPainter, rect: QRectF, glow: QColor) -> None:
    """A bright outline in `glow` with a soft halo (MTG Arena's playable outline): read
    at a glance on the felt.  A legal target is told from a playable card by its colour
    and the number of its choice (`paint_choice_number`)."""
    w = rect.width()
    radius = w * 0.06
    unit = max(1.5, w * 0.018)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(Qt.BrushStyle.NoBrush)
    for i, a, width in ((4.0, 45, 4.5), (2.5, 110, 3.0), (1.2, 255, 1.6)):
        g = QColor(glow)
        g.setAlpha(a)
        p.setPen(QPen(g, width * unit))
        p.drawPath(_rounded(rect.adjusted(-i, -i, i, i), radius + i))
    p.setPen(QPen(QColor(255, 255, 255, 200), 1.0))
    p.drawPath(_rounded(rect.adjusted(-0.5, -0.5, 0.5, 0.5), radius))


#: how far a glow reaches out of its card (painted_bounds keeps it whole)
GLOW_REACH = 9.0


def name_px_of(rect: QRectF, type_px: float | None = None) -> float:
    """The name's font size on a full face drawn in `rect` whose type line is set at
    `type_px` (`type_px_of` unless given): a point above it at least, so the card's
    title outranks its subtypes."""
    tp = type_px_of(rect) if type_px is None else type_px
    return max(theme.LEAST_TEXT_PX + 1.0, rect.height() * NAME_SHARE, tp + 1.0)


def type_px_of(rect: QRectF) -> float:
    """The type line's font size where the face has room (`face_layout`)."""
    return max(float(theme.LEAST_TEXT_PX), min(TYPE_MOST_PX, rect.height() * TYPE_SHARE))


def tight_type_px(rect: QRectF) -> float:
    """The type line's size on a face whose text needs every row (`face_layout`): the
    type line and the name give their size back before the picture gives rows."""
    return max(float(theme.LEAST_TEXT_PX), rect.height() * TIGHT_TYPE_SHARE)


#: a full face's type sizes over its height: at 1366 x 768 a hand card (190 px high)
#: writes its name at 13 px, its type line at 12 and its rules text at 12 to 13 where
#: it has the room, every size growing with the card (a 1920 hand, the zoom), no longer
#: all on the least text size (review r8 #21)
NAME_SHARE, TYPE_SHARE, TEXT_SHARE = 0.066, 0.064, 0.067
TIGHT_TYPE_SHARE = 0.05
#: the type line stops growing here (a zoomed card's name, not its subtypes, is big)
TYPE_MOST_PX = 16.0
#: the rules text's size stops growing here (the zoom of a big screen)
TEXT_MOST_PX = 22.0


def _name_least(px: float, rect: QRectF, type_px: float | None = None) -> float:
    """A name shrinks no further than this before it wraps (it stays above the type
    line's size, `type_px` when the face sets it smaller than `type_px_of`: names wrap
    rather than shrink, review r4 #16)."""
    return max((type_px_of(rect) if type_px is None else type_px) + 0.5, px * 0.88)


def hand_gem_rect(rect: QRectF) -> QRectF:
    """The hand cost's badge on a full face in `rect`: at the name banner's head, over
    the frame's top-left corner, in one place on every card of a size; a pill with its
    label (a hand) beside its digits, as the reserve cost's under it and as the table's
    tiles wear theirs (review r20 #9, #10: an upright badge, its top against the card's
    edge and its hand glyph under the digit, beside a side-by-side one under it).
    Inside the card's edge (`HAND_GEM_INSET`), its digits at the statistics' floor
    (review r15 #4)."""
    w, h = rect.width(), rect.height()
    d = max(card_tile.gem_least(), h * HAND_GEM_SHARE)
    inset = max(HAND_GEM_INSET, w * 0.012)
    return QRectF(rect.left() + inset, rect.top() + inset, cost_badge.compact_width(d), d)


#: the hand cost's badge's height over a full face's (a zoom's grows with it), and its
#: least distance from the card's edges in pixels (its ring whole inside the card)
HAND_GEM_SHARE, HAND_GEM_INSET = 0.1, 4.0


def name_box(rect: QRectF, name: str | None = None, hero: bool = False,
             type_px: float | None = None) -> tuple[QRectF, float]:
    """Where a full face painted in `rect` writes its name (the banner across its top,
    right of the hand cost; a Hero's, which has no costs, across its whole width), and
    the font size it wants; the banner grows to two lines when `name` does not fit
    one."""
    w, h = rect.width(), rect.height()
    m = w * FRAME
    inner = rect.adjusted(m, m, -m, -m)
    px = name_px_of(rect, type_px)
    fm = QFontMetricsF(theme.font(px, bold=True))
    one = fm.height() + max(3.0, h * 0.012)
    # the hand cost opens the banner
    left = inner.left() + w * 0.03 if hero else hand_gem_rect(rect).right() + 2
    box = QRectF(left, inner.top(), inner.right() - w * 0.03 - left, one)
    if name is not None:
        least = QFontMetricsF(theme.font(_name_least(px, rect, type_px), bold=True))
        if least.horizontalAdvance(name) > box.width() - 2:
            wrapped = least.boundingRect(QRectF(0, 0, box.width(), 1000), _TWO_LINES, name)
            lines = min(4, max(2, round(wrapped.height() / least.lineSpacing())))
            box.setHeight(max(one, least.lineSpacing() * lines + 4))
    return box, px


def name_tab_rect(rect: QRectF, shown_w: float, name: str) -> QRectF | None:
    """The name's place on a card painted in `rect` of which only the left `shown_w`
    pixels are in sight: the name band cut to that strip, twice as tall when the name
    must wrap to fit it; None when the strip is too narrow to hold a word."""
    name_rect, px = name_box(rect)
    right = rect.left() + shown_w - rect.width() * 0.03
    if right - name_rect.left() < rect.width() * 0.25:
        return None
    # fit_line shrinks a name to 70 % of its size (not under the least text size)
    # before it wraps, onto as many as four lines
    least = QFontMetricsF(theme.font(max(theme.LEAST_TEXT_PX, px * 0.7), bold=True))
    width = right - name_rect.left() - 3
    if least.horizontalAdvance(name) <= width:
        height = name_rect.height()
    else:
        wrapped = least.boundingRect(QRectF(0, 0, width, 1000), _TWO_LINES, name)
        lines = min(4, max(2, round(wrapped.height() / least.lineSpacing())))
        height = max(name_rect.height(), least.lineSpacing() * lines + 5)
    return QRectF(name_rect.left() - 2, name_rect.top(), right - name_rect.left() + 2, height)


def paint_name_tab(p: QPainter, rect: QRectF, tab: QRectF, card: Card) -> None:
    """The name written again in `tab` (from `name_tab_rect`) over the card's band."""
    _, px = name_box(rect)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(theme.name_band_fill(faction_colour(card)))
    p.drawPath(_rounded(tab, rect.width() * 0.03))
    p.setPen(QColor("white"))
    fit_line(p, tab.adjusted(2, 0, -1, 0), str(card.get("name", "?")), px, bold=True)


def _paint_face(p: QPainter, rect: QRectF, card: Card, tile: bool = False) -> None:
    w, h = rect.width(), rect.height()
    radius = w * 0.06
    fc = faction_colour(card)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    # drop shadow
    p.fillPath(_rounded(rect.translated(w * 0.025, w * 0.035), radius), QColor(0, 0, 0, 90))
    image = card_image(card.get("ref"))
    if image is not None:
        # the player's picture of the card is its face; what changed in play (boosts,
        # counters, statuses) still shows over it
        p.save()
        p.setClipPath(_rounded(rect, radius))
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        p.drawPixmap(rect, image, QRectF(image.rect()))
        p.restore()
        _paint_badges(p, rect, rect.adjusted(w * 0.045, w * 0.045, -w * 0.045, -w * 0.045),
                      card, h)
        return
    if tile:
        if is_exhausted(card) and "exhausted" not in (card.get("statuses") or []):
            card = {**card, "statuses": [*(card.get("statuses") or []), "exhausted"]}
        card_tile.paint_tile(p, rect, card, fc)
        _mark_unique(p, rect, card)
        return
    tired = is_turned(card)
    # (its name keeps its faction's colour: review r18 #11, a grey name bar over a
    # dark picture read as a card missing rather than turned)
    name_fc = fc
    if tired:  # its frame drained of colour, as an exhausted tile's is (tired_colour)
        fc = card_tile.tired_colour(fc)
    # the frame: the faction's colour, lit from the top, with a bevelled edge; the
    # parts of the face sit in it as in a printed card (no parchment box around all)
    fc_frame = theme.readable_fill(fc, ratio=3.0)
    p.setPen(QPen(fc_frame.darker(170), max(1.0, w * 0.012)))
    grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    grad.setColorAt(0, fc_frame.lighter(135))
    grad.setColorAt(0.45, fc_frame)
    grad.setColorAt(1, fc_frame.darker(150))
    p.setBrush(QBrush(grad))
    p.drawPath(_rounded(rect, radius))
    m = w * FRAME
    inner = rect.adjusted(m, m, -m, -m)
    card_frame.bevel(p, rect, inner, radius)
    if card.get("type") == "hero":
        card_frame.gild(p, rect, radius)
    lay = face_layout(rect, card)
    # name banner across the top, the name centred on it
    name_rect, name_px = name_box(rect, str(card.get("name", "?")),
                                  card.get("type") == "hero", lay.type_px)
    band = QRectF(inner.left(), inner.top(), inner.width(), name_rect.height())
    card_frame.bevel_band(p, band, name_fc, radius * 0.5)
    p.setPen(QColor("white"))
    fit_line(p, name_rect, str(card.get("name", "?")), name_px, bold=True,
             least=_name_least(name_px, rect, lay.type_px),
             align=int(Qt.AlignmentFlag.AlignHCenter))

    ctype = card.get("type")
    unpaid = bool(card.get(card_tile.UNPAYABLE))
    card_scene.paint_scene(p, lay.art, card, focus=lay.focus, radius=radius * 0.4,
                           grey=unpaid)
    if tired:  # (a Hero's portrait stays whole: its sign is in its corner)
        card_tile.paint_spent(p, lay.art, None if ctype == "hero" else lay.focus)
    card_frame.art_frame(p, lay.art, fc, radius * 0.4)
    if ctype == "hero":
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(theme.PARCHMENT))
        p.drawPath(_rounded(QRectF(lay.text.left(), lay.text.top(), lay.text.width(),
                                   inner.bottom() - lay.text.top() - 1), radius * 0.4))
        _paint_hero_body(p, inner, lay, card, h, tired)
        _paint_badges(p, rect, inner, card, h)  # a Hero's counters (Quest ...) show too
        if tired:
            # the sign on a disc in the picture's corner, the word on the ribbon: the
            # portrait stays whole (review r10 #10: a band across it hid it)
            card_tile.paint_exhausted(p, hero_exhausted_mark(lay, h))
        return
    # the type line on a ribbon along the picture's foot: the subtypes (or the whole
    # line), then the type's emblem
    tl = lay.type_line
    card_frame.ribbon(p, tl, radius * 0.4)
    glyph = _emblem_size(tl, w, lay.type_px)
    one = type_line_h(lay.type_px)
    _type_emblem(p, QRectF(tl.right() - glyph - 3, tl.top() + (one - glyph) / 2, glyph,
                           glyph), str(card.get("type", "")), fc, QColor("#fff3d6"))
    _rarity_mark(p, lay.art.adjusted(0, 0, -glyph - 4, -tl.height()), card)
    p.setPen(QColor("white"))
    _type_lines(p, lay, w)
    # costs: one place and size on every card of a size, at the picture's top left:
    # the hand cost, the reserve cost under it
    hc, rc = lay.hand_gem, lay.reserve_gem
    cost_badge.paint(p, hc, cost_badge.HAND, str(card.get("hand_cost", "")),
                     ring=fc.darker(160), ring_w=max(1.0, hc.height() * 0.08),
                     unpaid=bool(card.get(card_tile.UNPAYABLE)))
    cost_badge.paint(p, rc, cost_badge.RESERVE, str(card.get("reserve_cost", "")),
                     ring=QColor("#d9c9f0"), ring_w=max(1.0, rc.height() * 0.08))
    # the statistics: forest, mountain, water pills, as on the table's tiles
    stats = card.get("stats")
    if stats:
        paint_stat_pills(p, lay.stats, stats, card.get("base_stats") or stats)
    # rules text on the parchment box
    text = card.get("text") or ""
    box = lay.text
    if box.height() > 6:
        card_frame.text_box(p, box, fc, radius * 0.4)
        if text:
            symbol_text.draw(p, rules_box(lay), lay.rules, lay.text_px, least_px(h),
                             tighter=FACE_TIGHTER, more=True)
    _paint_badges(p, rect, inner, card, h)
    if tired:
        card_tile.paint_exhausted(p, exhausted_tag_rect(lay, card, h), exhausted_tag_px(h))
    _mark_unique(p, rect, card)
    if unpaid:
        veil_unpayable(p, rect, radius, (band, lay.stats), lay.hand_gem)


#: the veil over a hand card its seat cannot play now (`veil_unpayable`): light enough
#: that its rules text keeps 4.5:1 on the parchment
UNPAYABLE_VEIL = QColor(0, 0, 0, 100)


def veil_unpayable(p: QPainter, rect: QRectF, radius: float, bands: tuple[QRectF, ...],
                   gem: QRectF) -> None:
    """A hand card its seat cannot play now reads "not now" at a glance, as MTG Arena
    and Board Game Arena grey what cannot be cast (review r18 #7: a thin red ring on
    its cost was the only sign): its picture in greys (`paint_scene`), its frame,
    type line and rules text a step darker.  Still the player's card to read: its
    name and statistics (`bands`) keep their look and contrast, and its hand cost
    stays unveiled so that its red ring stands out."""
    keep = QPainterPath()
    for b in bands:
        if not b.isEmpty():
            keep.addRect(b.adjusted(-1, -1, 1, 1))
    g = gem.adjusted(-2, -2, 2, 2)
    keep.addRoundedRect(g, min(g.width(), g.height()) / 2, min(g.width(), g.height()) / 2)
    p.fillPath(_rounded(rect, radius).subtracted(keep), UNPAYABLE_VEIL)


def exhausted_tag_px(h: float) -> float:
    """The Exhausted tag's word on a full face `h` pixels high (the rules text's size)."""
    return max(float(theme.LEAST_TEXT_PX), min(TEXT_MOST_PX, h * TEXT_SHARE))


def exhausted_tag_rect(lay: FaceLayout, card: Card, h: float) -> QRectF:
    """Where a full face says it is exhausted: a band across the top of its picture,
    right of its cost gems, above its type ribbon: never over the name or the costs, as
    on the tiles (card_tile.exhausted_box); a Hero says it on its ribbon instead, its
    portrait whole (`hero_exhausted_mark` in the picture's corner)."""
    if card.get("type") == "hero":
        return QRectF(lay.type_line)
    art = lay.art
    bh = exhausted_tag_px(h) + 6
    left = art.left() + 3 if card.get("type") == "hero" else lay.reserve_gem.right() + 3
    top = art.top() + 3
    return QRectF(left, top, art.right() - 3 - left, min(bh, lay.type_line.top() - top - 1))


def hero_exhausted_mark(lay: FaceLayout, h: float) -> QRectF:
    """An exhausted Hero's corner mark: the exhaust sign's disc in its picture's top
    right corner, a little over the frame."""
    d = max(theme.LEAST_TEXT_PX + 7.0, h * 0.1)
    return QRectF(lay.art.right() - d + 3, lay.art.top() - 3, d, d)


def _mark_unique(p: QPainter, rect: QRectF, card: Card) -> None:
    """The UNIQUE mark on a unique card's face, in hand and on the table alike (a gem on
    a tile); nothing on other cards."""
    from altered_desktop import unique_mark  # it measures faces with this module

    unique_mark.paint_unique_mark(p, rect, card)


#: the frame's width over the card's
FRAME = 0.045
#: the picture's height over the card's on every full face of a size: one height
#: whatever the text (review r4 #1: art slivers of varying height read as a form, not a
#: card); a hand card at 1366 x 768 (some 200 px high) gives the text the most room, a
#: bigger card (a big screen's hand, the zoom) a bigger picture
ART_SHARE, ART_SHARE_BIG = 0.24, 0.38
ART_GROWS = (195.0, 300.0)  # from this card height to that one
#: a Hero's picture (it has no costs or statistics: the picture says which it is); less
#: than a third of the card, so that its ability is written above the least size and
#: with its keywords explained (review r8 #1, #7: "On …", "Anchored" unexplained)
HERO_ART_SHARE = 0.3


def paint_stat_pills(p: QPainter, row: QRectF, stats: list[int], base: list[int]) -> None:
    """The three statistics as pills in `row`: the terrain's colour, its icon, the
    number in white; a boosted one ringed in gold, a lowered one in red."""
    gap = max(2.0, row.width() * 0.03)
    pw = (row.width() - 2 * gap) / 3
    hgt = row.height()
    f = theme.font(stat_digits_px(row), bold=True)
    for i, t in enumerate(theme.TERRAINS):
        box = QRectF(row.left() + i * (pw + gap), row.top(), pw, hgt)
        colour = theme.TERRAIN_COLOURS[t]
        up, down = stats[i] > base[i], stats[i] < base[i]
        g = QLinearGradient(box.topLeft(), box.bottomLeft())
        top, bottom = pill_stops(colour)
        g.setColorAt(0, top)
        g.setColorAt(1, bottom)
        p.setPen(QPen(theme.GOLD if up else QColor("#ff6b6b") if down else colour.darker(160),
                      2.0 if up or down else 1.0))
        p.setBrush(QBrush(g))
        p.drawRoundedRect(box, hgt / 2, hgt / 2)
        stat_pill.paint_contents(p, box, t, str(stats[i]), f)


def stat_row_h(h: float) -> float:
    """The height of the statistics' pills on a full face `h` high: room for digits of
    `STAT_FACE_INK` px of ink (`stat_digits_px`), a glyph beside."""
    return max(STAT_ROW_LEAST, h * STAT_ROW_SHARE)


#: the statistics' pill row on a full face: its least height and its share of the face
STAT_ROW_LEAST, STAT_ROW_SHARE = 21.0, 0.1
#: the digits' font size over their pill's height (a big face: the zoom, a 1920 hand)
STAT_DIGITS_SHARE = 0.77
#: the digits' ink on a small face (a 1366 hand card) as on the table's cards, where the
#: row's share gave 12 px (review r17 #6: "the hand is where you decide"): as much of
#: it as leaves the pill a rim of `STAT_DIGITS_RIM` above and below, never under the
#: statistics' floor (`card_tile.STAT_LEAST_PX`)
STAT_FACE_INK, STAT_DIGITS_RIM = 16.0, 2.5


def stat_digits_px(row: QRectF) -> float:
    """The font size of the statistics' digits in a face's pill row `row`: the row's
    share of it, or digits of `STAT_FACE_INK` px of ink where that is bigger and the
    pill has the room."""
    ink = max(card_tile.STAT_LEAST_PX,
              min(STAT_FACE_INK, row.height() - 2 * STAT_DIGITS_RIM))
    return max(float(theme.LEAST_TEXT_PX), row.height() * STAT_DIGITS_SHARE,
               _font_of_ink(round(ink * 2) / 2))


@functools.lru_cache(maxsize=16)
def _font_of_ink(ink: float) -> float:
    """The least bold font size (in half pixels) whose digits have `ink` px of ink."""
    px = ink
    while card_tile.digit_height(px) < ink and px < 4 * ink:
        px += 0.5
    return px


def pill_stops(colour: QColor) -> tuple[QColor, QColor]:
    """A statistic pill's gradient, lit at the top, each end dark enough for its white
    digits at 4.5:1."""
    return (theme.readable_fill(colour.lighter(112), ratio=4.6),
            theme.readable_fill(colour.darker(112), ratio=4.6))


@attrs.frozen
class FaceLayout:
    """Where each part of a full card face goes (hand cards, the zoom): the name banner,
    a picture of one height on every card of a size, the statistics, the rules text."""

    art: QRectF
    focus: QRectF  # where the picture stands in `art` (clear of the cost gems)
    hand_gem: QRectF
    reserve_gem: QRectF
    type_line: QRectF
    type_px: float
    stats: QRectF  # the statistics' row (empty for cards without)
    text: QRectF
    text_px: float
    #: the type line's words as set on its ribbon (card_type_line: always whole)
    type_fit: card_type_line.TypeFit = card_type_line.TypeFit(())
    #: the rules text as written on the face: the card's, with its keywords' reminders
    #: where the box holds them (`with_reminders_that_fit`)
    rules: str = ""
    #: whether the text, even at the least size, needed rows of the picture
    short: bool = False


def art_share(h: float) -> float:
    """The picture's share of a full face `h` pixels high (`ART_SHARE`)."""
    lo, hi = ART_GROWS
    t = min(1.0, max(0.0, (h - lo) / (hi - lo)))
    return ART_SHARE + (ART_SHARE_BIG - ART_SHARE) * t


def rules_box(lay: FaceLayout) -> QRectF:
    """Where the rules text is written: its panel less a margin."""
    return _rules_box_of(lay.text)


def _rules_box_of(panel: QRectF) -> QRectF:
    return panel.adjusted(3, 2, -3, -1)


def text_is_cut(rect: QRectF, card: Card) -> bool:
    """Whether the full face of `card` in `rect` cuts its rules text with an ellipsis
    (the zoom shows it whole; a hand card should not need the zoom)."""
    text = str(card.get("text") or "")
    if not text:
        return False
    lay = face_layout(rect, card)
    return symbol_text.is_cut(rules_runs(lay, rect.height()))


def rules_runs(lay: FaceLayout, h: float) -> list[symbol_text.Run]:
    """The rules text's words as a face `h` high writes them (the "more" tag last
    when the text is cut)."""
    return symbol_text.fit_full(lay.rules, rules_box(lay), lay.text_px, least_px(h),
                                FACE_TIGHTER, more=True)[2]


def face_layout(rect: QRectF, card: Card) -> FaceLayout:
    """The face's parts for `card` in `rect`.  The picture has one height on every card
    of a size (`ART_SHARE`), the costs one place and size (the picture's top left, hand
    cost over reserve cost), whatever the name or text; the rules text takes the rest.
    The type line is set at `type_px_of`, or at `tight_type_px` on a face whose text
    would otherwise take rows from its picture."""
    roomy, tight = type_px_of(rect), tight_type_px(rect)
    if card.get("type") == "hero":
        # no type line to outrank ("Hero · faction" has its own size): the name shrinks
        # to its own least before it wraps, and leaves the ability its rows
        return _hero_layout(rect, card, tight)
    lay = _face_layout(rect, card, roomy)
    if tight < roomy and card.get("text") and lay.short:
        lay = _face_layout(rect, card, tight)
    return lay


#: a Hero's picture shares, tallest first: it gives rows until its ability is written a
#: size above the least (review r10 #10: a Hero column's ability sat on the 11 px edge),
#: else until the ability fits whole (never cut: a Hero's ability always counts)
HERO_ART_SHARES = (HERO_ART_SHARE, 0.27, 0.24, 0.21, 0.18, 0.15, 0.12)


def _hero_layout(rect: QRectF, card: Card, type_px: float) -> FaceLayout:
    lays = [_face_layout(rect, card, type_px, share) for share in HERO_ART_SHARES]
    if not card.get("text"):
        return lays[0]
    least = float(theme.LEAST_TEXT_PX)
    for want, tighter in ((least + 1, ()), (least, FACE_TIGHTER)):
        for lay in lays:
            px, _st, runs, _lh = symbol_text.fit_full(lay.rules, rules_box(lay), lay.text_px,
                                                      least, tighter, more=True)
            if round(px) >= want and not symbol_text.is_cut(runs):
                return lay
    return lays[-1]


def _face_layout(rect: QRectF, card: Card, type_px: float,
                 hero_share: float = HERO_ART_SHARE) -> FaceLayout:
    w, h = rect.width(), rect.height()
    m = w * FRAME
    inner = rect.adjusted(m, m, -m, -m)
    gap = max(2.0, h * 0.012)
    hero = card.get("type") == "hero"
    name_rect, _px = name_box(rect, str(card.get("name", "?")), hero, type_px)
    art_top = inner.top() + name_rect.height() + gap
    art_h = h * (hero_share if hero else art_share(h))
    art = QRectF(inner.left(), art_top, inner.width(), art_h)
    hand_gem = hand_gem_rect(rect)
    # the reserve cost under it, a pill of the same shape and size: its digits at the
    # statistics' floor (review r15 #4)
    rc_d = hand_gem.height()
    reserve_gem = QRectF(hand_gem.left(), hand_gem.bottom() + 1,
                         cost_badge.compact_width(rc_d), rc_d)
    type_h = type_px * 1.35
    type_line, type_fit = _type_ribbon(art, reserve_gem, card, type_px, w, hero)
    clear = 0.0 if hero else max(0.0, hand_gem.right() - art.left() + 1)
    focus = art.adjusted(clear, 0, -clear, 0) if art.width() > 3 * clear else QRectF(art)
    focus.setBottom(type_line.top() + type_h * 0.3)
    y = art.bottom() + gap
    if card.get("stats"):
        pill = stat_row_h(h)
        stats = QRectF(inner.left() + 1, y, inner.width() - 2, pill)
        y = stats.bottom() + gap
    else:
        stats = QRectF(inner.left(), y, 0, 0)
    # room for the badges row only when it has a badge to show (an exhausted Hero is
    # tagged on its picture: a row kept for nothing cut its ability, review r8 #1)
    statuses = any(s in BADGE_KEYS for s in card.get("statuses") or ())
    badge = max(h * 0.075, theme.LEAST_TEXT_PX + 4) + 2 if statuses else 0.0
    limits = h * 0.1 if hero else 0.0
    bottom = inner.bottom() - badge - limits
    text_px = max(float(theme.LEAST_TEXT_PX), min(TEXT_MOST_PX, h * TEXT_SHARE))
    text = str(card.get("text") or "")
    short = 0.0
    if text and not hero:
        # a text too long for its box even at the least size (a few of the pool's at
        # the smallest hand size) takes rows from the picture, never below its gems
        least = float(theme.LEAST_TEXT_PX)
        room = bottom - y - 3
        if not symbol_text.fits_at(text, inner.width() - 6, room, least, FACE_TIGHTER):
            _runs, lines, lh = symbol_text.layout(text, inner.width() - 6, least,
                                                  FACE_TIGHTER[-1])
            short = lines * lh - room
        if short > 0.5:
            air = max(2.0, h * 0.03)
            shift = min(short, art.height() - type_line.height() - air)
            for _ in range(3):
                # the shorter picture may set its type line on more lines (right of the
                # reserve cost): it gives no more than leaves the whole ribbon room
                low = QRectF(art.left(), art.top(), art.width(), art.height() - shift)
                ribbon, fitted = _type_ribbon(low, reserve_gem, card, type_px, w, hero)
                over = ribbon.height() + air - low.height()
                if over <= 0.5:
                    break
                shift -= over
            if shift > 0:
                art.setHeight(art.height() - shift)
                type_line, type_fit = _type_ribbon(art, reserve_gem, card, type_px, w, hero)
                focus.setBottom(type_line.top() + type_h * 0.3)
                stats.translate(0, -shift)
                y -= shift
    if not text and not hero and bottom - y > 0:
        # no abilities (a vanilla Character): the picture takes the rules text's room,
        # the statistics at the foot (review r16 #14: an empty box of 100 px saying
        # "no abilities" on a hand card)
        grow = bottom - y
        art.setHeight(art.height() + grow)
        type_line, type_fit = _type_ribbon(art, reserve_gem, card, type_px, w, hero)
        focus.setBottom(type_line.top() + type_h * 0.3)
        stats.translate(0, grow)
        y = bottom
    box = QRectF(inner.left(), y, inner.width(), max(0.0, bottom - y))
    if text and hero:
        rb = _rules_box_of(box)
        short = 0.0 if symbol_text.fits_at(text, rb.width(), rb.height(),
                                           theme.LEAST_TEXT_PX, FACE_TIGHTER) else 1.0
    rules = text
    if text and (hero or art.height() >= art_h - 0.01):
        # the whole text fits with the picture at its height: its keywords explained
        # where there is room (a text that took rows from the picture has none)
        rules = with_reminders_that_fit(text, _rules_box_of(box), reminder_px(text_px))
    return FaceLayout(art, focus, hand_gem, reserve_gem, type_line, type_px, stats,
                      box, text_px, type_fit, rules, short > 0.5)


#: the widths a text with reminders may be set at: the rules text's usual face only
#: (a reminder is dropped before the text is set narrower or smaller, review r10 #1)
REMINDER_STRETCHES = (symbol_text.STRETCH,)
#: the narrowest a face's rules text is set (symbol_text.TIGHTER's first step) before
#: it is cut with the "more" tag: narrower letters read as smaller ones (review r10 #1
#: measured a 74 % text at "9-10 px")
FACE_TIGHTER = (symbol_text.TIGHTER[0],)
#: the size a face's rules text is written at when it has the room, and the size its
#: keywords' reminders must fit at (they go before the text goes down to the least)
PREFERRED_TEXT_PX = 12.0


def reminder_px(text_px: float) -> float:
    """The size a text's reminders must fit at on a face whose text wants `text_px`."""
    return min(text_px, max(PREFERRED_TEXT_PX, float(theme.LEAST_TEXT_PX)))


def with_reminders_that_fit(text: str, box: QRectF, least: float) -> str:
    """`text` with the reminders of as many of its keywords as fit `box` at the least
    text size, set no narrower than the rules text's usual face (the first keywords
    first): a newcomer reads what Sabotage does on the card (review r8 #7), and no text
    is cut for it (the keyword alone where the reminder would not fit)."""
    families = keyword_reminders.keywords_in(text)
    if not families:
        return text
    language = i18n.installed()
    for k in range(len(families), 0, -1):
        longer = keyword_reminders.with_reminders(text, families[:k], language)
        for stretch in REMINDER_STRETCHES:
            _runs, lines, lh = symbol_text.layout(longer, box.width(), least, stretch)
            if lines * lh <= box.height() + 0.5:
                return longer
    return text


def type_line_h(px: float) -> float:
    """A one-line type ribbon's height at `px`."""
    return px * 1.35


def _type_ribbon(art: QRectF, reserve_gem: QRectF, card: Card, px: float, w: float,
                 hero: bool) -> tuple[QRectF, card_type_line.TypeFit]:
    """The type ribbon along the foot of `art` and its words: as many lines tall as the
    whole line needs (`card_type_line`), right of the reserve cost when it reaches
    down to the ribbon."""
    one = type_line_h(px)
    if hero:
        return QRectF(art.left(), art.bottom() - one, art.width(), one), \
            card_type_line.TypeFit(())
    kind, subs = type_words(card)
    left = art.left()
    for _ in range(2):  # a taller ribbon may reach the reserve cost: narrower, again
        width = art.right() - left - type_room_less(w, px)
        fitted = card_type_line.fit(kind, subs, width, px, type_rest_width(art, left))
        ls = QFontMetricsF(card_type_line.type_font(px, fitted.stretch)).lineSpacing()
        height = one + (len(fitted.lines) - 1) * ls
        ribbon = QRectF(left, art.bottom() - height, art.right() - left, height)
        if left > art.left() or reserve_gem.bottom() <= ribbon.top():
            break
        left = reserve_gem.right() + 1
    return ribbon, fitted


def type_rest_width(art: QRectF, left: float) -> float:
    """The width of a type line's second and third lines (the emblem is on the first)."""
    return art.right() - left - 8.0


def type_room_less(w: float, px: float) -> float:
    """How much narrower the type's words are set than their ribbon: a margin each side
    and the type's emblem at the right (`type_room`)."""
    return 9.0 + _emblem_size_of(type_line_h(px), w) * 1.1


def gem_text_px(gem: QRectF) -> float:
    """The digits' size of a cost badge `gem` (upright: its width is its head's)."""
    return cost_badge.digits_px(min(gem.width(), gem.height()))


RARITY_COLOURS = {"common": QColor("#c9c9c9"), "rare": QColor("#4aa3ff"),
                  "unique": QColor("#f0a030"), "exalted": QColor("#e04ad0")}


def _rarity_mark(p: QPainter, art: QRectF, card: Card) -> None:
    """A small gem at the picture's bottom-right corner in the rarity's colour (none
    when the picture gave its room to the text: the zoom shows it)."""
    colour = RARITY_COLOURS.get(str(card.get("rarity") or ""))
    if colour is None or art.height() < 9:
        return
    d = max(7.0, min(art.height() * 0.18, 14.0))
    c = QPointF(art.right() - d * 0.9, art.bottom() - d * 0.9)
    path = QPainterPath(QPointF(c.x(), c.y() - d / 2))
    path.lineTo(c.x() + d / 2, c.y())
    path.lineTo(c.x(), c.y() + d / 2)
    path.lineTo(c.x() - d / 2, c.y())
    path.closeSubpath()
    g = QLinearGradient(QPointF(c.x(), c.y() - d / 2), QPointF(c.x(), c.y() + d / 2))
    g.setColorAt(0, colour.lighter(150))
    g.setColorAt(1, colour.darker(140))
    p.setPen(QPen(QColor(20, 14, 10, 200), 1.0))
    p.setBrush(QBrush(g))
    p.drawPath(path)


def _paint_hero_body(p: QPainter, inner: QRectF, lay: FaceLayout, card: Card,
                     h: float, tired: bool = False) -> None:
    tl = lay.type_line
    card_frame.ribbon(p, tl, 3.0)
    px = max(theme.LEAST_TEXT_PX + 1.0, h * 0.05)
    if tired:  # the ribbon says it (the sign is in the picture's corner)
        card_tile.paint_exhausted(p, tl, px)
    else:
        p.setPen(QColor("white"))
        p.setFont(theme.font(px, bold=True))
        p.drawText(tl, Qt.AlignmentFlag.AlignCenter,
                   QCoreApplication.translate("Table", "Hero · {0}").format(
                       theme.FACTION_NAMES.get(card.get("faction"), "")))
    text = card.get("text") or ""
    box = lay.text
    if text and box.height() > h * 0.06:
        symbol_text.draw(p, rules_box(lay), lay.rules, lay.text_px, least_px(h),
                         tighter=FACE_TIGHTER, more=True)
    lim = QRectF(inner.left(), inner.bottom() - h * 0.1, inner.width(), h * 0.09)
    p.setPen(theme.INK)
    rl, ll = card.get("reserve_limit"), card.get("landmark_limit")
    if rl is not None:
        # both words whole, never "Lmk" (review r9 #14): a smaller size, then squeezed
        text = QCoreApplication.translate("Table", "Reserve {0} · Landmarks {1}").format(rl, ll)
        px = max(theme.LEAST_TEXT_PX, h * 0.05)
        while True:
            p.setFont(theme.font(px, bold=True))
            wide = p.fontMetrics().horizontalAdvance(text)
            if wide <= lim.width() - 4 or px <= theme.LEAST_TEXT_PX:
                break
            px = max(float(theme.LEAST_TEXT_PX), px - 0.5)
        squeeze = min(1.0, (lim.width() - 4) / max(1, wide))
        p.save()
        p.translate(lim.center().x(), 0)
        p.scale(squeeze, 1.0)
        p.drawText(QRectF(-wide / 2 - 2, lim.top(), wide + 4, lim.height()),
                   Qt.AlignmentFlag.AlignCenter, text)
        p.restore()


def _paint_badges(p: QPainter, rect: QRectF, inner: QRectF, card: Card, h: float) -> None:
    statuses = set(card.get("statuses") or [])
    x = inner.left()
    bh = max(h * 0.075, theme.LEAST_TEXT_PX + 4)
    y = inner.bottom() - bh
    p.setFont(theme.font(max(theme.LEAST_TEXT_PX, bh * 0.62), bold=True))
    for key, label, colour in BADGES:
        if key not in statuses:
            continue
        tw = p.fontMetrics().horizontalAdvance(label) + bh * 0.6
        r = QRectF(x, y, min(tw, inner.right() - x), bh)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(theme.readable_fill(colour))  # white words at 4.5:1
        p.drawRoundedRect(r, bh / 2, bh / 2)
        p.setPen(QColor("white"))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, label)
        x = r.right() + 2
    boosts = card.get("boosts") or 0
    counters = {k: v for k, v in (card.get("counters") or {}).items() if v and k != "boost"}
    d = h * 0.14
    cx = rect.right() - d * 0.7
    # a Hero's "Hero · faction" line sits where a card's first counter would: go below it
    top = rect.top() + h * (0.3 if card.get("type") == "hero" else 0.16)
    if boosts:
        r = QRectF(cx - d / 2, top, d, d)
        _disc(p, r, QColor("#f5b83d"), QColor("#7a4a00"), f"+{boosts}", d * 0.5)
    for i, (k, v) in enumerate(sorted(counters.items())):
        r = QRectF(cx - d / 2, top + (i + (1 if boosts else 0)) * d * 1.05, d, d)
        # the counter's kind on a dark tab left of its disc, readable over the card text
        name = k.capitalize()
        p.setFont(theme.font(max(d * 0.34, theme.LEAST_TEXT_PX), bold=True))
        tw = min(p.fontMetrics().horizontalAdvance(name) + d * 0.3, rect.width() * 0.62)
        r2 = QRectF(r.left() - tw + d * 0.1, r.top() + d * 0.18, tw, d * 0.64)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(30, 24, 18, 200))
        p.drawRoundedRect(r2, d * 0.2, d * 0.2)
        p.setPen(QColor("white"))
        p.drawText(r2.adjusted(d * 0.08, 0, -d * 0.12, 0), Qt.AlignmentFlag.AlignCenter, name)
        _disc(p, r, QColor("#444"), QColor("#ddd"), f"{v}", d * 0.5, text_colour=QColor("white"))


def _disc(p: QPainter, r: QRectF, fill: QColor, ring: QColor, text: str, px: float, *,
          ring_w: float | None = None, text_colour: QColor | None = None) -> None:
    if text and text_colour is None:
        fill, text_colour = disc_colours(fill)
    p.setPen(QPen(ring, ring_w if ring_w is not None else max(1.0, r.width() * 0.08)))
    p.setBrush(fill)
    p.drawEllipse(r)
    if text:
        p.setPen(text_colour)
        p.setFont(theme.font(px, bold=True))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, text)


def _emblem_size(tl: QRectF, w: float, px: float | None = None) -> float:
    """The type emblem's size on a type ribbon `tl` (of one line at `px`)."""
    return _emblem_size_of(type_line_h(px) if px is not None else tl.height(), w)


def _emblem_size_of(line_h: float, w: float) -> float:
    return min(line_h * 0.8, w * 0.1)


def type_room(lay: FaceLayout, w: float) -> QRectF:
    """Where the type line is written on its ribbon: left of the type's emblem."""
    tl = lay.type_line
    return tl.adjusted(4, 0, -(type_room_less(w, lay.type_px) - 4), 0)


def _type_lines(p: QPainter, lay: FaceLayout, w: float) -> None:
    """The type line as `lay.type_fit` sets it: one line centred on a one-line ribbon,
    more lines stacked about the ribbon's middle, the first left of the emblem (the
    text is whole: card_type_line)."""
    room, fitted, tl = type_room(lay, w), lay.type_fit, lay.type_line
    f = card_type_line.type_font(lay.type_px, fitted.stretch)
    p.setFont(f)
    ls = QFontMetricsF(f).lineSpacing()
    top = room.center().y() - ls * len(fitted.lines) / 2
    flags = int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
    for i, line in enumerate(fitted.lines):
        width = room.width() if i == 0 else type_rest_width(tl, tl.left())
        p.drawText(QRectF(room.left(), top + i * ls, width + 2, ls), flags, line)


def type_words(card: Card) -> tuple[str, list[str]]:
    """The card's type word and its subtypes' words, as its type line names them."""
    return kind_label(card), [x.capitalize() for x in card.get("subtypes") or []]


#: the Spell emblem, a lightning bolt, as fractions of its square (x, y)
SPELL_BOLT = ((0.62, 0.0), (0.18, 0.56), (0.46, 0.56), (0.34, 1.0), (0.84, 0.4),
              (0.54, 0.4), (0.72, 0.0))


#: the Permanent emblem, a keep, as fractions of its square: its outline (merlons,
#: a flared top, the body), then the window and the door cut out of it
PERMANENT_TOWER = ((0.14, 0.0), (0.33, 0.0), (0.33, 0.14), (0.42, 0.14), (0.42, 0.0),
                   (0.58, 0.0), (0.58, 0.14), (0.67, 0.14), (0.67, 0.0), (0.86, 0.0),
                   (0.86, 0.3), (0.76, 0.4), (0.76, 1.0), (0.24, 1.0), (0.24, 0.4),
                   (0.14, 0.3))
PERMANENT_HOLES = ((0.44, 0.45, 0.56, 0.58), (0.4, 0.7, 0.6, 1.0))


def _type_emblem(p: QPainter, r: QRectF, ctype: str, fc: QColor,
                 colour: QColor | None = None) -> None:
    """A small sign of the card's type in its faction's colour, to tell the types apart
    at a glance: a figure for a Character, a bolt for a Spell, a tower for a Permanent,
    a peak for a Landmark, a ring for a token."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    colour = colour or theme.readable_fill(fc, theme.PARCHMENT, 3.0)
    p.setPen(QPen(colour, max(1.0, r.width() * 0.12)))
    p.setBrush(colour)
    c, d = r.center(), r.width()
    path = QPainterPath()
    if ctype == "character":
        p.drawEllipse(QRectF(c.x() - d * 0.16, r.top(), d * 0.32, d * 0.32))
        path.moveTo(c.x() - d * 0.35, r.bottom())
        path.quadTo(c.x(), r.top() + d * 0.2, c.x() + d * 0.35, r.bottom())
        path.closeSubpath()
    elif ctype == "spell":
        # a bolt: the star is the UNIQUE mark's (review r5 #8: one sign, one meaning)
        x0, y0 = r.left(), r.top()
        for i, (fx, fy) in enumerate(SPELL_BOLT):
            pt = QPointF(x0 + fx * d, y0 + fy * d)
            path.moveTo(pt) if i == 0 else path.lineTo(pt)
        path.closeSubpath()
    elif ctype in ("permanent", "landmark"):
        if ctype == "landmark":
            path.moveTo(r.left(), r.bottom())
            path.lineTo(c.x() - d * 0.1, r.top() + d * 0.1)
            path.lineTo(c.x() + d * 0.12, r.top() + d * 0.45)
            path.lineTo(c.x() + d * 0.25, r.top() + d * 0.3)
            path.lineTo(r.right(), r.bottom())
            path.closeSubpath()
        else:
            # a keep: crenellated top, a window and a door cut through (the ribbon shows
            # in them), never a plain block (review r8 #18 read a missing glyph)
            x0, y0 = r.left(), r.top()
            for i, (fx, fy) in enumerate(PERMANENT_TOWER):
                pt = QPointF(x0 + fx * d, y0 + fy * d)
                path.moveTo(pt) if i == 0 else path.lineTo(pt)
            path.closeSubpath()
            for hole in PERMANENT_HOLES:
                path.addRect(QRectF(x0 + hole[0] * d, y0 + hole[1] * d,
                                    (hole[2] - hole[0]) * d, (hole[3] - hole[1]) * d))
            path.setFillRule(Qt.FillRule.OddEvenFill)
            p.setPen(Qt.PenStyle.NoPen)
    else:
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(r.adjusted(d * 0.15, d * 0.15, -d * 0.15, -d * 0.15))
    if not path.isEmpty():
        p.drawPath(path)
    p.restore()


def disc_colours(fill: QColor) -> tuple[QColor, QColor]:
    """The fill and text colour of a disc with text: white or ink, whichever reads
    better, on the fill darkened if neither reaches 4.5:1 (tests/gui/test_contrast)."""
    white = QColor("white")
    if max(theme.contrast(white, fill), theme.contrast(theme.INK, fill)) < 4.5:
        fill = theme.readable_fill(fill)
    if theme.contrast(white, fill) >= theme.contrast(theme.INK, fill):
        return fill, white
    return fill, theme.INK


def least_px(h: float) -> float:
    """The smallest text size on a card `h` pixels high: never under the table's least
    text size (smaller cards are tiles, `card_tile`, which show no rules text)."""
    return float(theme.LEAST_TEXT_PX)


def fit_line(p: QPainter, rect: QRectF, text: str, px: float, *, bold: bool = False,
             least: float | None = None, align: int = 0) -> None:
    """Draw one line of `text` (a name, a type line) whole in `rect`: the font shrinks
    to fit, down to 70 % of `px`; beyond that the text wraps onto two lines at a size
    that fits.  Only a card too small to read anyway ends with an ellipsis."""
    key = (text, round(rect.width(), 1), round(rect.height(), 1), round(px, 2), bold, least)
    fitted = _lines.get(key)
    if fitted is None:
        fitted = _fit_line(p, rect, text, px, bold, least)
        if len(_lines) > 4000:
            _lines.clear()
        _lines[key] = fitted
    size, shown, flags = fitted
    if align:
        flags = (flags & ~int(Qt.AlignmentFlag.AlignLeft)) | align
    p.setFont(theme.font(size, bold=bold))
    p.drawText(rect, flags, shown)


_lines: dict[tuple[Any, ...], tuple[float, str, int]] = {}
_ONE_LINE = int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
_TWO_LINES = _ONE_LINE | int(Qt.TextFlag.TextWordWrap)


def _fit_line(p: QPainter, rect: QRectF, text: str, px: float,
              bold: bool, least: float | None = None) -> tuple[float, str, int]:
    width = rect.width()
    lo = float(theme.LEAST_TEXT_PX)
    size = max(lo, px)
    least = max(lo, px * 0.7 if least is None else least)
    while True:
        p.setFont(theme.font(size, bold=bold))
        if p.fontMetrics().horizontalAdvance(text) <= width:
            return size, text, _ONE_LINE
        if size <= least:
            break
        size -= 0.5
    if " " in text:
        # two lines: the biggest size whose wrapped text fits the rectangle's height
        size = max(least, min(px, rect.height() / 2.3))
        box = rect.toRect()
        while size >= lo:
            p.setFont(theme.font(size, bold=bold))
            fm = p.fontMetrics()
            words_fit = all(fm.horizontalAdvance(w) <= width for w in text.split())
            need = fm.boundingRect(box, _TWO_LINES, text).height()
            two_lines = need < fm.lineSpacing() * 5 - 1  # two to four
            if words_fit and two_lines and need <= rect.height() + 1:
                return size, text, _TWO_LINES
            size -= 0.5
    p.setFont(theme.font(least, bold=bold))
    return least, p.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight,
                                             int(width)), _ONE_LINE


def is_fully_shown(text: str, rect: QRectF, px: float, *, bold: bool = False,
                   least: float | None = None) -> bool:
    """Whether `fit_line` shows `text` whole in `rect` (tests of elided names)."""
    pm = QPixmap(4, 4)
    p = QPainter(pm)
    try:
        return _fit_line(p, rect, text, px, bold, least)[1] == text
    finally:
        p.end()


def _fit_text(p: QPainter, box: QRectF, text: str, px: float, least: float = 7.0) -> None:
    """Draw wrapped text, shrinking the font until it fits the box, not below `least`;
    when even that does not fit, cut at a word and end with an ellipsis (the zoomed card
    shows it all)."""
    flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop) | int(
        Qt.TextFlag.TextWordWrap)
    key = (text, box.width(), box.height(), px, least)
    fitted = _fitted.get(key)
    if fitted is None:
        fitted = _fit(p, box, text, px, flags, least)
        if len(_fitted) > 2000:
            _fitted.clear()
        _fitted[key] = fitted
    size, text = fitted
    p.setFont(theme.font(size))
    p.setPen(theme.INK)
    p.drawText(box, flags, text)


# (text, box size, wanted px) -> (px, text that fits): a new card size or position
# repaints its face, and searching the font size that fits is most of that work
_fitted: dict[tuple[str, float, float, float, float], tuple[float, str]] = {}


def _fit(p: QPainter, box: QRectF, text: str, px: float, flags: int,
         least: float = 7.0) -> tuple[float, str]:
    size = max(least, px)
    r = box.toRect()

    def fits(t: str) -> bool:
        return p.fontMetrics().boundingRect(r, flags, t).height() <= box.height()

    p.setFont(theme.font(size))
    while size > least and not fits(text):
        size -= 0.5
        p.setFont(theme.font(size))
    if not fits(text):
        words = text.split()
        lo, hi = 0, len(words)
        while lo < hi:  # the most words that still fit
            mid = (lo + hi + 1) // 2
            if fits(" ".join(words[:mid]) + "…"):
                lo = mid
            else:
                hi = mid - 1
        text = " ".join(words[:lo]) + "…" if lo else ""
    return size, text


_back_cache: OrderedDict[tuple[Any, ...], QPixmap] = OrderedDict()


def paint_back(p: QPainter, rect: QRectF) -> None:
    """The back of a hidden card (cached per size, like faces)."""
    dpr = _device_ratio(p)
    key = (round(rect.width(), 1), round(rect.height(), 1), dpr)
    _draw_cached(p, rect, _back_cache, 64, key, dpr, _paint_back)


def _paint_back(p: QPainter, rect: QRectF) -> None:
    """A night-blue field with a gold compass rose, painted (`art_back`)."""
    from altered_desktop import art_back

    art_back.paint(p, rect)


def paint_slot(p: QPainter, rect: QRectF, label: str) -> None:
    """An empty card-shaped outline with a label (an empty Hero zone, Deck, Discard...)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen = QPen(theme.ZONE_LINE, 1.5, Qt.PenStyle.DashLine)
    p.setPen(pen)
    p.setBrush(QColor(0, 0, 0, 40))
    p.drawRoundedRect(rect, rect.width() * 0.06, rect.width() * 0.06)
    p.setPen(theme.LABEL_DIM)
    p.setFont(theme.font(max(theme.LEAST_TEXT_PX, rect.height() * 0.09)))
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, label)
    p.restore()
