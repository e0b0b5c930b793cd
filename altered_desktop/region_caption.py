"""The note under an Expedition's totals that says why some of them are greyed, in
plain words: "Region 3: only water counts", "Region 7: mountain doesn't count".

Only the terrains of the region an Expedition stands on count at Dusk (4.2.4.b), and
the totals of the others are greyed.  Review r19 #4 and #12: the reason stood far from
them, right of the cards, or as "reg. 5" at about 8 px squeezed after the last card.
The note then stood in the column of totals as "region 5: no [water]", which review
r20 #7 found correct but jargon (a newcomer could not parse "no"); it now says what
counts in a sentence, on two lines where the column is narrow, at `CAPTION_PX`; the
column makes the room by giving the greyed rows less height
(`table_paint.stat_column`).  Where every terrain counts there is nothing to explain
and no note.

Its lines are measured once per text and width (`lru_cache`): the board asks on every
repaint of an Expedition's column.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import attrs
from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter

from altered_desktop import symbol_text, theme

#: the note's words' size at every window size: over the least text size, a sentence
#: a player reads (review r19 #4: "reg. 5" at about 8 px could not be)
CAPTION_PX = 12.0
#: the note's words are set as condensed as rules text where that keeps them on one
#: line in a narrow column
CONDENSED = symbol_text.STRETCH


def px() -> float:
    """The note's text size (`CAPTION_PX`)."""
    return CAPTION_PX


def ordered(terrains: Sequence[str]) -> tuple[str, ...]:
    """The terrains that count, in the order the totals list them."""
    return tuple(t for t in theme.TERRAINS if t in terrains)


def _said(kind: str, terrain: str) -> str:
    """The note's sentence in the player's language, "{0}" for the region's number:
    whole sentences per terrain, so a language whose words change with the terrain
    (French: "la forêt", "l'eau") says each one right."""
    t = QCoreApplication
    said = {
        ("only", "forest"): t.translate("Table", "Region {0}: only forest counts"),
        ("only", "mountain"): t.translate("Table", "Region {0}: only mountain counts"),
        ("only", "water"): t.translate("Table", "Region {0}: only water counts"),
        ("not", "forest"): t.translate("Table", "Region {0}: forest doesn't count"),
        ("not", "mountain"): t.translate("Table", "Region {0}: mountain doesn't count"),
        ("not", "water"): t.translate("Table", "Region {0}: water doesn't count"),
    }
    if (kind, terrain) in said:
        return said[kind, terrain]
    return QCoreApplication.translate("Table", "Region {0}: no terrain counts")


def _short(kind: str) -> str:
    """The note's short form, "{0}" for the terrain's icon: what a column too short for
    two lines says on one ("[water] doesn't count"; its region's number stands on the
    column's title line, `table_paint.draw_expedition_title`)."""
    if kind == "only":
        return QCoreApplication.translate("Table", "only {0} counts")
    if kind == "not":
        return QCoreApplication.translate("Table", "{0} doesn't count")
    return QCoreApplication.translate("Table", "no terrain counts")


def _reason(terrains: Sequence[str]) -> tuple[str, str]:
    """Which note a region's terrains call for ("only", "not", "none") and the terrain
    it names; ("", "") where every terrain counts."""
    counts = ordered(terrains)
    if len(counts) == len(theme.TERRAINS):
        return "", ""
    if not counts:
        return "none", ""
    if len(counts) == 1:
        return "only", counts[0]
    return "not", next(t for t in theme.TERRAINS if t not in counts)


def text(number: int | None, terrains: Sequence[str]) -> str:
    """Why the greyed totals do not count, in plain words ("Region 3: only water
    counts", "Region 7: mountain doesn't count"), or "" where none is greyed (every
    terrain counts) or the track has no numbered regions (the Arena).  Review r20 #7:
    "region 5: no [water]" was correct but a newcomer could not parse the "no"."""
    kind, terrain = _reason(terrains)
    if number is None or not kind:
        return ""
    return _said(kind, terrain).format(number)


def short_parts(terrains: Sequence[str]) -> tuple[str, str, str]:
    """The short form as it is painted: its words before the terrain's icon, the
    terrain, its words after ("", "water", " doesn't count")."""
    kind, terrain = _reason(terrains)
    if not kind:
        return "", "", ""
    mark = "\x00"
    before, _, after = _short(kind).format(mark).partition(mark)
    return before, terrain if kind != "none" else "", after


@lru_cache(maxsize=4)
def font(stretch: int = 100, size: float = CAPTION_PX) -> QFont:
    f = theme.font(size, bold=False)
    f.setStretch(stretch)
    return f


def _break(words: str, fm: QFontMetricsF, width: float) -> list[str]:
    """`words` on as few lines as hold them in `width`: one where it fits, else broken
    after the region's number ("Region 5:" above what counts) where both halves fit,
    else at spaces, each line as full as it goes."""
    if fm.horizontalAdvance(words) <= width:
        return [words]
    head, colon, rest = words.partition(":")
    if colon:
        first, second = head + colon, rest.strip()
        if fm.horizontalAdvance(first) <= width and fm.horizontalAdvance(second) <= width:
            return [first, second]
    lines: list[str] = []
    for word in words.split(" "):
        if lines and fm.horizontalAdvance(lines[-1] + " " + word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


#: the terrain icon's side in the short form, and the room either side of it, in px
CHIP_PX, CHIP_GAP = 15.0, 3.0
#: a column of totals at least this tall (in pixels) has the room for the note's
#: sentence on two lines, its counting totals keeping their size (at 1366 the column
#: is 110-117 px tall: two lines there took the counting totals down to 12-14 px)
TWO_LINES_FROM_PX = 140.0


@attrs.frozen
class Fit:
    """How the note is set: its stretch and size, and either its sentence's `lines`
    or (no lines) the short form on one line with the terrain's icon."""

    stretch: int
    size: float
    lines: tuple[str, ...]


_TRIES = ((100, CAPTION_PX), (CONDENSED, CAPTION_PX), (CONDENSED, float(theme.LEAST_TEXT_PX)))


@lru_cache(maxsize=256)
def fit(words: str, short: tuple[str, str, str], width: float, most: int) -> Fit:
    """How the note `words` is set in a column `width` wide with room for `most` lines:
    its sentence on one line, else (`most` two) on two (`_break`), full width at
    `CAPTION_PX`, else condensed, else condensed at the least text size; else the
    short form `short` (`short_parts`) on one line, at the first of those that fits
    (the words are the translated ones, so a change of language measures again)."""
    for lines in sorted({1, most}):
        for stretch, size in _TRIES:
            fm = QFontMetricsF(font(stretch, size))
            broken = _break(words, fm, width)
            if len(broken) <= lines and all(fm.horizontalAdvance(x) <= width for x in broken):
                return Fit(stretch, size, tuple(broken))
    before, terrain, after = short
    chip = CHIP_PX + 2 * CHIP_GAP if terrain else 0.0
    for stretch, size in _TRIES:
        fm = QFontMetricsF(font(stretch, size))
        if fm.horizontalAdvance(before) + chip + fm.horizontalAdvance(after) <= width:
            return Fit(stretch, size, ())
    # (no form on one line: the sentence at the least size on as many as it takes)
    stretch, size = _TRIES[-1]
    return Fit(stretch, size, tuple(_break(words, QFontMetricsF(font(stretch, size)), width)))


def _fit(number: int | None, terrains: Sequence[str], room: float, tall: float) -> Fit:
    return fit(text(number, terrains), short_parts(terrains), room,
               2 if tall >= TWO_LINES_FROM_PX else 1)


def _line(f: Fit) -> float:
    return max(QFontMetricsF(font(f.stretch, f.size)).lineSpacing(),
               0.0 if f.lines else CHIP_PX + 1)


def width(number: int | None, terrains: Sequence[str], room: float, tall: float) -> float:
    """The note's painted width in a column `room` wide and `tall` high (`fit`)."""
    if not text(number, terrains):
        return 0.0
    f = _fit(number, terrains, room, tall)
    fm = QFontMetricsF(font(f.stretch, f.size))
    if f.lines:
        return min(room, max(fm.horizontalAdvance(x) for x in f.lines) + 1)
    before, terrain, after = short_parts(terrains)
    chip = CHIP_PX + 2 * CHIP_GAP if terrain else 0.0
    return min(room, fm.horizontalAdvance(before) + chip + fm.horizontalAdvance(after) + 1)


def icon(number: int | None, terrains: Sequence[str], room: float, tall: float) -> str:
    """The terrain the note shows as its icon in a column `room` wide and `tall` high
    (the short form's), or ""."""
    if not text(number, terrains) or _fit(number, terrains, room, tall).lines:
        return ""
    return short_parts(terrains)[1]


def height(number: int | None, terrains: Sequence[str], room: float, tall: float) -> float:
    """The room the note takes under the totals in a column `room` wide and `tall`
    high (none where it says nothing)."""
    if not text(number, terrains):
        return 0.0
    f = _fit(number, terrains, room, tall)
    return _line(f) * max(1, len(f.lines)) + 2


def paint(p: QPainter, r: QRectF, number: int | None, terrains: Sequence[str],
          tall: float = 0.0, room: float | None = None) -> None:
    """The note left-aligned with the totals, in the quiet label colour: its sentence
    on its lines, or the short form with the terrain's icon (`fit`); `tall` is the
    column's height, `room` the width it was measured in (`r`'s, by default)."""
    from altered_desktop import terrain_icons

    if not text(number, terrains):
        return
    f = _fit(number, terrains, r.width() if room is None else room, tall)
    # (a font of its own, not `font`'s cached one: a recorded repaint sees its size,
    # `theme.font_sizes`)
    qf = theme.font(f.size, bold=False)
    qf.setStretch(f.stretch)
    fm = QFontMetricsF(qf)
    p.setFont(qf)
    p.setPen(theme.LABEL_DIM)
    left = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    if f.lines:
        step = _line(f)
        for k, line in enumerate(f.lines):
            p.drawText(QRectF(r.left(), r.top() + 1 + k * step, r.width() + 2, step), left,
                       line)
        return
    before, terrain, after = short_parts(terrains)
    x = r.left()
    for k, words in enumerate((before, after)):
        if words:
            w = fm.horizontalAdvance(words)
            p.drawText(QRectF(x, r.top(), w + 2, r.height()), left, words)
            x += w
        if k == 0 and terrain:
            d = CHIP_PX
            p.save()
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            # (greyed as its row is where it names the terrain the region lacks)
            terrain_icons.paint_chip(p, QRectF(x + CHIP_GAP, r.center().y() - d / 2, d, d),
                                     terrain, counts=terrain in terrains)
            p.restore()
            x += d + 2 * CHIP_GAP
