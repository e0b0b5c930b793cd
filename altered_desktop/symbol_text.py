"""Card text with its ability symbols drawn as icons instead of "[J]" or "[T]".

Card texts in the view write the symbols in brackets ([J] when played, [H] from Hand,
[R] from Reserve, [T] exhaust me, [S] discard me from Reserve).  A player knows them as
small pictures on the card; this module lays out text word by word with each symbol as
an inline icon on a dark disc, wrapping and shrinking the font to fit a box, and cutting
at a word with an ellipsis when even the least size does not fit (the zoom shows all).
Layouts are cached, since a face is redrawn whenever its size changes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter

from altered_desktop import card_art, theme

_TOKEN = re.compile(r"\[([A-Z])\]|\{([A-Z])\}|\S+|\n")
SYMBOL_FILL = QColor("#2a2118")
SYMBOL_INK = QColor("#f3ead3")


@dataclass(frozen=True)
class Run:
    """One word or symbol of a laid-out text, at `x` on line `line`."""

    x: float
    line: int
    text: str  # a word, or "" for a symbol
    symbol: str = ""


def tokens(text: str) -> list[tuple[str, str]]:
    """(word, symbol) pairs: each either a word (punctuation attached), a symbol letter
    that has an icon, or a line break ("\\n", "")."""
    out: list[tuple[str, str]] = []
    for m in _TOKEN.finditer(text):
        letter = m.group(1) or m.group(2)
        if letter and letter in card_art.SYMBOL_ICONS:
            out.append(("", letter))
        else:
            out.append((m.group(0), ""))
    return out


def plain(text: str) -> str:
    """The text with its symbols in words, for tooltips and accessibility."""
    def word(m: re.Match[str]) -> str:
        letter = m.group(1) or m.group(2)
        return f"({card_art.SYMBOL_WORDS[letter]})" if letter in card_art.SYMBOL_WORDS \
            else m.group(0)
    return re.sub(r"\[([A-Z])\]|\{([A-Z])\}", word, text)


#: rules text is set a little condensed, as printed cards set theirs: a hand card
#: then holds its whole text at the least text size (a real condensed face where the
#: system has one, DejaVu Sans Condensed on Linux; else Qt narrows the regular one)
STRETCH = 87
#: a text that does not fit at the least size is set narrower still, in these steps,
#: before it is cut: its letters keep their height (the least text size)
TIGHTER = (80, 74)


def text_font(px: float, stretch: int = STRETCH) -> QFont:
    f = theme.font(px)
    f.setStretch(stretch)
    return f


def layout(text: str, width: float, px: float,
           stretch: int = STRETCH) -> tuple[list[Run], int, float]:
    """Runs of `text` wrapped to `width` at `px`: (runs, lines, line height)."""
    key = (text, round(width, 1), px, stretch)
    hit = _layouts.get(key)
    if hit is None:
        if len(_layouts) > 4000:
            _layouts.clear()
        hit = _layouts[key] = _layout(text, width, px, stretch)
    return hit


# (text, width, px, stretch) -> its layout: a face is laid out again at each size it
# is painted at, and the painter and `card_painter.face_layout` both ask
_layouts: dict[tuple[str, float, float, int], tuple[list[Run], int, float]] = {}


def _layout(text: str, width: float, px: float, stretch: int) -> tuple[list[Run], int, float]:
    fm = QFontMetricsF(text_font(px, stretch))
    space = fm.horizontalAdvance(" ")
    icon = fm.height() * 0.95
    runs: list[Run] = []
    x, line = 0.0, 0
    for word, symbol in tokens(text):
        if word == "\n":
            x, line = 0.0, line + 1
            continue
        w = icon if symbol else fm.horizontalAdvance(word)
        if x > 0 and x + w > width:
            x, line = 0.0, line + 1
        runs.append(Run(x, line, word, symbol))
        x += w + space
    return runs, (line + 1 if runs else 0), fm.lineSpacing()


_fits: dict[tuple[str, float, float, float, float], tuple[float, int, list[Run], float]] = {}


def fit(text: str, box: QRectF, px: float, least: float) -> tuple[float, list[Run], float]:
    """The biggest size from `px` down to `least` at which `text` fits `box`, and its
    runs; at `least`, set narrower (`TIGHTER`), then the runs that fit, the last word
    replaced by an ellipsis."""
    size, _stretch, runs, lh = fit_full(text, box, px, least)
    return size, runs, lh


def fits_at(text: str, width: float, height: float, px: float) -> bool:
    """Whether `text` fits a box of `width` x `height` at `px`, however narrow it may
    be set (the last of `TIGHTER`)."""
    for stretch in (STRETCH, *TIGHTER):
        _runs, n, lh = layout(text, width, px, stretch)
        if n * lh <= height + 0.5:
            return True
    return False


def fit_full(text: str, box: QRectF, px: float,
             least: float) -> tuple[float, int, list[Run], float]:
    """`fit`, and the stretch the text is set at."""
    key = (text, round(box.width(), 1), round(box.height(), 1), round(px, 2), least)
    hit = _fits.get(key)
    if hit is not None:
        return hit
    size = max(least, px)
    stretch = STRETCH
    while True:
        runs, n, lh = layout(text, box.width(), size)
        if n * lh <= box.height() + 0.5 or size <= least:
            break
        size = max(least, size - 0.5)
    for tighter in TIGHTER:
        if n * lh <= box.height() + 0.5:
            break
        stretch = tighter
        runs, n, lh = layout(text, box.width(), size, stretch)
    if n * lh > box.height() + 0.5:
        keep = max(0, int((box.height() + 0.5) // lh))
        runs = [r for r in runs if r.line < keep]
        if runs:
            last = runs[-1]
            runs[-1] = Run(last.x, last.line, "…")
    if len(_fits) > 3000:
        _fits.clear()
    _fits[key] = (size, stretch, runs, lh)
    return size, stretch, runs, lh


#: the icon's square over its disc's diameter: the glyph inside it is drawn at least
#: as tall as the text's capitals (review r5 #9: a 7 px exhaust sign beside 8 px caps)
ICON_SHARE = 0.9


def icon_box(disc: QRectF) -> QRectF:
    """The square a symbol's icon is drawn in, centred on its dark disc."""
    d = disc.width() * ICON_SHARE
    c = disc.center()
    return QRectF(c.x() - d / 2, c.y() - d / 2, d, d)


def draw(p: QPainter, box: QRectF, text: str, px: float, least: float,
         ink: QColor | None = None) -> float:
    """Draw `text` in `box` with its symbols as icons; returns the size used."""
    size, stretch, runs, lh = fit_full(text, box, px, least)
    f = text_font(size, stretch)
    p.setFont(f)
    fm = QFontMetricsF(f)
    p.setPen(ink or theme.INK)
    for r in runs:
        top = box.top() + r.line * lh
        if r.symbol:
            d = fm.height() * 0.95
            disc = QRectF(box.left() + r.x, top + (lh - d) / 2, d, d)
            p.save()
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(SYMBOL_FILL)
            p.drawEllipse(disc)
            card_art.draw_icon(p, icon_box(disc), card_art.SYMBOL_ICONS[r.symbol], SYMBOL_INK)
            p.restore()
            p.setFont(f)
        else:
            p.drawText(QPointF(box.left() + r.x, top + fm.ascent()), r.text)
    return size
