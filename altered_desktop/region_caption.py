"""The note under an Expedition's totals that says why some of them are greyed:
"region 3: [water] only", "region 7: no [mountain]", the terrain as the icon its row
of totals shows.

Only the terrains of the region an Expedition stands on count at Dusk (4.2.4.b), and
the totals of the others are greyed.  Review r19 #4 and #12: the reason stood far from
them, right of the cards ("at region 3: water"), or on a full row as "reg. 5" at about
8 px squeezed after the last card, so a newcomer saw numbers that did not count for
no reason given, and a full row lost width to a caption.  The note now stands in the
column of totals itself, under the rows it explains, at `CAPTION_PX`; the column
makes the room by giving the greyed rows less height (`table_paint.stat_column`).
Where every terrain counts there is nothing to explain and no note.

Its size is measured once per text and width (`lru_cache`): the board asks on every
repaint of an Expedition's column.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter

from altered_desktop import log_text, symbol_text, theme

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


def text(number: int | None, terrains: Sequence[str]) -> str:
    """Why the greyed totals do not count, in words ("region 3: water only"; the
    painted note shows the terrain's icon for its word, `parts`), or "" where none is
    greyed (every terrain counts) or the track has no numbered regions (the Arena)."""
    before, terrain, after = parts(number, terrains)
    return before + (log_text.word(terrain) if terrain else "") + after


def parts(number: int | None, terrains: Sequence[str]) -> tuple[str, str, str]:
    """The note as it is painted: its words before the terrain, the terrain (drawn as
    its icon, the one its greyed or counting row shows: the two read together), and
    its words after: "region 3: " [water] " only", "region 7: no " [mountain] "";
    ("", "", "") where nothing is greyed."""
    counts = ordered(terrains)
    if number is None or len(counts) == len(theme.TERRAINS):
        return "", "", ""
    if not counts:
        return QCoreApplication.translate("Table", "region {0}: no terrain").format(
            number), "", ""
    mark = "\x00"
    if len(counts) == 1:
        terrain = counts[0]
        said = QCoreApplication.translate("Table", "region {0}: {1} only")
    else:
        terrain = next(t for t in theme.TERRAINS if t not in counts)
        said = QCoreApplication.translate("Table", "region {0}: no {1}")
    before, _, after = said.format(number, mark).partition(mark)
    return before, terrain, after


@lru_cache(maxsize=4)
def font(stretch: int = 100, size: float = CAPTION_PX) -> QFont:
    f = theme.font(size, bold=False)
    f.setStretch(stretch)
    return f


@lru_cache(maxsize=8)
def line_height() -> float:
    return max(QFontMetricsF(font()).height(), chip_size() + 1)


def chip_size() -> float:
    """The terrain icon's side in the note: as in the totals' least row."""
    return CHIP_PX


#: the terrain icon's side in the note, and the room either side of it, in px
CHIP_PX, CHIP_GAP = 15.0, 3.0


@lru_cache(maxsize=256)
def fit(number: int | None, terrains: tuple[str, ...], width: float,
        words: str = "") -> tuple[int, float]:
    """The stretch and size the note is set at in a column `width` wide: full width
    at `CAPTION_PX`, else condensed, else condensed at the least text size (`words`:
    the translated text, so a change of language measures again)."""
    before, terrain, after = parts(number, terrains)
    chip = CHIP_PX + 2 * CHIP_GAP if terrain else 0.0
    tries = ((100, CAPTION_PX), (CONDENSED, CAPTION_PX),
             (CONDENSED, float(theme.LEAST_TEXT_PX)))
    for stretch, size in tries:
        fm = QFontMetricsF(font(stretch, size))
        if fm.horizontalAdvance(before) + chip + fm.horizontalAdvance(after) <= width:
            return stretch, size
    return tries[-1]


def width(number: int | None, terrains: Sequence[str], room: float) -> float:
    """The note's painted width in a column `room` wide (`fit`)."""
    before, terrain, after = parts(number, terrains)
    stretch, size = fit(number, ordered(terrains), room, text(number, terrains))
    fm = QFontMetricsF(font(stretch, size))
    chip = CHIP_PX + 2 * CHIP_GAP if terrain else 0.0
    return min(room, fm.horizontalAdvance(before) + chip + fm.horizontalAdvance(after) + 1)


def height(words: str) -> float:
    """The room the note takes under the totals (none without words)."""
    return line_height() + 2 if words else 0.0


def paint(p: QPainter, r: QRectF, number: int | None, terrains: Sequence[str]) -> None:
    """The note on one line, left-aligned with the totals, in the quiet label colour,
    the terrain as its icon."""
    from altered_desktop import terrain_icons

    before, terrain, after = parts(number, terrains)
    stretch, size = fit(number, ordered(terrains), r.width(), text(number, terrains))
    # (a font of its own, not `font`'s cached one: a recorded repaint sees its size,
    # `theme.font_sizes`)
    f = theme.font(size, bold=False)
    f.setStretch(stretch)
    fm = QFontMetricsF(f)
    p.setFont(f)
    p.setPen(theme.LABEL_DIM)
    left = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
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
