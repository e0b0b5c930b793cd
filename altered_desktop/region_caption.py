"""The caption that says where an Expedition stands: "at region 6: forest, water",
each terrain's icon before its word (the icons the totals and the short form show).

It sits at the foot of the Expedition's band, right of its cards, and names the
terrains that count at Dusk (4.2.4.b), so a greyed total reads as "not here", not as
"lost".  Review r14 #2: on a full row it was left out, and the player could no longer
tell where that Expedition stood.  Now every row keeps it: the long form where the
cards leave the room, else a short form on two lines ("at region 6" over the terrains'
icons) in a lane the layout keeps free for it at the end of the Expedition's half
(`lane_width`); and on a row too crowded for that lane, the terrains' icons alone in a
column (`icons_lane`) under "reg." over the region's number (review r18 #4: the icons
alone floated with no label, and a player could not tell what they meant).  Its sizes are measured once per text (`lru_cache`): the layout asks
on every relayout and the board on every repaint of the band.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter

from altered_desktop import log_text, symbol_text, theme

#: the room between an Expedition's last card and its caption, and right of it, in px:
#: more than a lit card's glow reaches (`card_painter.GLOW_REACH`), which covered the
#: caption's first letters while targets were chosen (review r16 #5)
GAP, MARGIN = 10.0, 4.0
#: between the two lines of the short form, and between two terrain icons, in px
LINE_GAP, CHIP_GAP = 1.0, 2.0
#: the icons-only form's room before it and right of it (a crowded row's every pixel
#: goes to the tiles), in px
ICONS_GAP, ICONS_MARGIN = 4.0, 2.0
#: a terrain icon's least side in every form, in px (review r17 #12: a 12 px chip with
#: a 6 px glyph beside the 11 px words could not be read without zooming)
CHIP_LEAST = 16.0


#: the caption's words' size in its long and short forms ("at region 6: forest"): a
#: quiet note, yet over the least text size (review r18 #8: at 1366 it sat at 11 px,
#: tiring to read for an hour); a crowded row's narrow "reg. 6" keeps the least size
CAPTION_PX = 12.0


def px() -> float:
    """The caption's text size in its long and short forms (`CAPTION_PX`)."""
    return CAPTION_PX


def tiny_px() -> float:
    """The crowded form's words' size ("reg." over "6"): the least text size, so its
    lane keeps the tiles' width (`icons_lane`)."""
    return float(theme.LEAST_TEXT_PX)


def ordered(terrains: Sequence[str]) -> tuple[str, ...]:
    """The terrains that count, in the order the totals list them."""
    return tuple(t for t in theme.TERRAINS if t in terrains)


def long_text(number: int, terrains: Sequence[str]) -> str:
    """"at region 6: forest, water" (or "...: no terrain")."""
    words = ", ".join(log_text.word(t) for t in ordered(terrains)) or no_terrain()
    return QCoreApplication.translate("Table", "at region {0}: {1}").format(number, words)


def short_text(number: int) -> str:
    """The short form's first line: "at region 6"."""
    return QCoreApplication.translate("Table", "at region {0}").format(number)


def tiny_words(number: int) -> tuple[str, str]:
    """The crowded form's two lines over its icons: "reg." over "6"."""
    return QCoreApplication.translate("Table", "reg."), str(number)


def no_terrain() -> str:
    return QCoreApplication.translate("Table", "no terrain")


@lru_cache(maxsize=256)
def _advance(text: str, size: float) -> float:
    return QFontMetricsF(theme.font(size, bold=False)).horizontalAdvance(text)


@lru_cache(maxsize=8)
def line_height(size: float) -> float:
    return QFontMetricsF(theme.font(size, bold=False)).height()


def chip_size() -> float:
    """A terrain icon's side in every form: a line's height less a pixel, never under
    `CHIP_LEAST` (its glyph is then about half as tall as the chip, a readable icon)."""
    return max(CHIP_LEAST, line_height(px()) - 1)


def icon_line_height(size: float | None = None) -> float:
    """The height of a line holding terrain icons (the long form, the short form's
    second line): as tall as an icon or a line of words, whichever is taller."""
    return max(line_height(size or px()), chip_size() + 1)


def long_parts(number: int, terrains: Sequence[str]) -> tuple[str, tuple[tuple[str, str], ...],
                                                              str]:
    """The long form as it is painted: its words before the terrains ("at region 6: "),
    each terrain with its word, and the words after them (none in English): each
    terrain's icon goes before its word, the same icon as the Expedition's totals and
    the short form show (review r16 #5: "at region 3: water" in one band and "at
    region 5" over icons in the next read as two different captions)."""
    if not ordered(terrains):
        return long_text(number, terrains), (), ""
    mark = "\x00"
    before, _, after = QCoreApplication.translate("Table", "at region {0}: {1}").format(
        number, mark).partition(mark)
    return before, tuple((t, log_text.word(t)) for t in ordered(terrains)), after


def _separator() -> str:
    return ", "


def long_width(number: int, terrains: Sequence[str], size: float | None = None) -> float:
    before, parts, after = long_parts(number, terrains)
    size = size or px()
    w = _advance(before, size) + _advance(after, size)
    w += sum(chip_size() + CHIP_GAP + _advance(word, size) for _t, word in parts)
    return w + max(0, len(parts) - 1) * _advance(_separator(), size)


def short_size(number: int, terrains: Sequence[str], size: float | None = None
               ) -> tuple[float, float]:
    """The short form's width and height: two lines, the second the terrains' icons
    (or "no terrain")."""
    size = size or px()
    n = len(ordered(terrains))
    second = n * chip_size() + (n - 1) * CHIP_GAP if n else _advance(no_terrain(), size)
    lower = icon_line_height(size) if n else line_height(size)
    return (max(_advance(short_text(number), size), second),
            line_height(size) + LINE_GAP + lower)


def lane_width(number: int, terrains: Sequence[str]) -> float:
    """The width an Expedition's half keeps free right of its cards for the short form."""
    return GAP + short_size(number, terrains)[0] + MARGIN


def icons_size(terrains: Sequence[str], number: int = 0) -> tuple[float, float]:
    """The crowded form's width and height: "reg." over the region's number, then the
    terrains' icons one over the other (none: no such form, the short one says "no
    terrain")."""
    n = len(ordered(terrains))
    lh = line_height(tiny_px())
    return chip_size(), 2 * lh + LINE_GAP + n * chip_size() + max(0, n - 1) * CHIP_GAP


@lru_cache(maxsize=4)
def tiny_font(size: float) -> QFont:
    """The crowded form's words: the least size, set as condensed as rules text
    (`symbol_text.STRETCH`), so "reg." keeps inside the icons' lane and the crowded
    row's tiles lose no width to it (their pictures stand at their floor there)."""
    f = theme.font(size, bold=False)
    f.setStretch(symbol_text.STRETCH)
    return f


@lru_cache(maxsize=64)
def tiny_width(number: int) -> float:
    """The wider of the crowded form's two words, in px."""
    fm = QFontMetricsF(tiny_font(tiny_px()))
    return max(fm.horizontalAdvance(word) for word in tiny_words(number))


def icons_lane(number: int, terrains: Sequence[str]) -> float:
    """The narrowest lane a crowded row keeps for the caption: the icons' column (the
    short form where no terrain counts)."""
    if not ordered(terrains):
        return lane_width(number, terrains)
    return ICONS_GAP + icons_size(terrains, number)[0] + ICONS_MARGIN


def column_form(number: int, terrains: Sequence[str], box: QRectF
                ) -> tuple[QRectF, float] | None:
    """Where the caption goes under an Expedition's totals (`box`, its column: a
    tall row's terrain rows leave room at its foot, `table_paint.stat_rows`), and its
    words' size: the long form where it fits the column's width, else the short form,
    left-aligned with the rows, at `px()` or else at the least text size (review r18
    #8: bigger where the room allows, the column never given up for it); None where
    the column has not the room (the caption then goes right of the cards).  Review
    r17 #11: at 1920 the lane it kept right of the cards held the taller rows' bigger
    tiles back, or left "at region 2" to a lone icon."""
    from altered_desktop import table_paint

    rows = table_paint.stat_rows(box)
    left, bottom = rows[0].left(), box.bottom()
    room = bottom - rows[-1].bottom() - 2
    for size in dict.fromkeys((px(), tiny_px())):
        h = icon_line_height(size) + 2
        w = long_width(number, terrains, size) + 1
        if w <= rows[0].width() and h <= room:
            return QRectF(left, bottom - h, w, h), size
        w, h = short_size(number, terrains, size)
        if w + 1 <= rows[0].width() and h <= room:
            return QRectF(left, bottom - h, w + 1, h), size
    return None


def column_rect(number: int, terrains: Sequence[str], box: QRectF) -> QRectF | None:
    """Where the caption goes under an Expedition's totals (`column_form`), or None."""
    form = column_form(number, terrains, box)
    return form[0] if form is not None else None


def in_column(number: int | None, terrains: Sequence[str], box: QRectF) -> bool:
    """Whether the caption goes under the totals in `box` (`column_rect`)."""
    return number is not None and column_rect(number, terrains, box) is not None


def _fits(width: float, cards_end: float, right: float) -> bool:
    return cards_end + GAP + width + MARGIN <= right + 0.5


def fits_long(number: int, terrains: Sequence[str], cards_end: float, right: float) -> bool:
    """Whether the long form fits between the cards' end and the band's right edge."""
    return _fits(long_width(number, terrains), cards_end, right)


def fits_short(number: int, terrains: Sequence[str], cards_end: float,
               right: float) -> bool:
    """Whether the short form fits between the cards' end and the band's right edge."""
    return _fits(short_size(number, terrains)[0], cards_end, right)


def fits_icons(number: int, terrains: Sequence[str], cards_end: float, right: float) -> bool:
    """Whether the crowded form fits between the cards' end and the band's right edge."""
    return bool(ordered(terrains)) and cards_end + icons_lane(number, terrains) <= right + 0.5


def long_rect(number: int, terrains: Sequence[str], band: QRectF) -> QRectF:
    """Where the long form goes: one line at the band's foot, against its right end."""
    h = icon_line_height() + 2
    w = long_width(number, terrains) + 1
    return QRectF(band.right() - MARGIN - w, band.bottom() - h - 4, w, h)


def short_rect(number: int, terrains: Sequence[str], band: QRectF) -> QRectF:
    """Where the short form goes: two lines at the band's foot, against its right end."""
    w, h = short_size(number, terrains)
    return QRectF(band.right() - MARGIN - w - 1, band.bottom() - h - 4, w + 1, h)


def icons_rect(terrains: Sequence[str], band: QRectF, number: int = 0) -> QRectF:
    """Where the crowded form goes: at the band's foot, against its right end."""
    w, h = icons_size(terrains, number)
    return QRectF(band.right() - ICONS_MARGIN - w, band.bottom() - h - 6, w, h)


def paint_long(p: QPainter, r: QRectF, number: int, terrains: Sequence[str],
               size: float | None = None) -> None:
    """"at region 6: [icon] forest, [icon] water", right-aligned on one line."""
    from altered_desktop import terrain_icons

    size = size or px()
    p.setFont(theme.font(size, bold=False))
    p.setPen(theme.LABEL_DIM)
    before, parts, after = long_parts(number, terrains)
    left = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    x = r.right() - long_width(number, terrains, size) - 0.5
    d = chip_size()

    def text(words: str) -> None:
        nonlocal x
        if words:
            p.drawText(QRectF(x, r.top(), _advance(words, size) + 2, r.height()), left, words)
            x += _advance(words, size)

    text(before)
    for k, (t, word) in enumerate(parts):
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        terrain_icons.paint_chip(p, QRectF(x, r.center().y() - d / 2, d, d), t)
        p.restore()
        x += d + CHIP_GAP
        text(word + (_separator() if k < len(parts) - 1 else ""))
    text(after)


def paint_short(p: QPainter, r: QRectF, number: int, terrains: Sequence[str],
                size: float | None = None) -> None:
    """"at region 6" over the icons of the terrains that count, right-aligned."""
    from altered_desktop import terrain_icons

    size = size or px()
    lh = line_height(size)
    p.setFont(theme.font(size, bold=False))
    p.setPen(theme.LABEL_DIM)
    right = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    p.drawText(QRectF(r.left(), r.top(), r.width(), lh), right, short_text(number))
    chips = ordered(terrains)
    second = QRectF(r.left(), r.top() + lh + LINE_GAP, r.width(),
                    icon_line_height(size) if chips else lh)
    if not chips:
        p.drawText(second, right, no_terrain())
        return
    d = chip_size()
    x = second.right() - len(chips) * d - (len(chips) - 1) * CHIP_GAP
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    for t in chips:
        terrain_icons.paint_chip(p, QRectF(x, second.center().y() - d / 2, d, d), t)
        x += d + CHIP_GAP
    p.restore()


def paint_icons(p: QPainter, r: QRectF, terrains: Sequence[str], number: int = 0) -> None:
    """A crowded row's caption: "reg." over the region's number, then the terrains
    that count, their icons one over the other, all centred in the narrow lane."""
    from altered_desktop import terrain_icons

    lh = line_height(tiny_px())
    p.setFont(tiny_font(tiny_px()))
    p.setPen(theme.LABEL_DIM)
    centre = int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter)
    half = max(r.width(), tiny_width(number)) / 2 + 1
    for k, word in enumerate(tiny_words(number)):
        p.drawText(QRectF(r.center().x() - half, r.top() + k * lh, 2 * half, lh), centre,
                   word)
    d = chip_size()
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    y = r.top() + 2 * lh + LINE_GAP
    x = r.center().x() - d / 2
    for t in ordered(terrains):
        terrain_icons.paint_chip(p, QRectF(x, y, d, d), t)
        y += d + CHIP_GAP
    p.restore()
