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

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter

from altered_desktop import card_art, theme

_TOKEN = re.compile(r"\S+|\n")
#: a symbol anywhere in a word: "[T]", "{T}", and inside one ("“[T]:" opens a quoted
#: ability a card gains, review r11: Treyst & Rossum showed it raw)
_SYMBOL = re.compile(r"\[([A-Z])\]|\{([A-Z])\}")
SYMBOL_FILL = QColor("#2a2118")
SYMBOL_INK = QColor("#f3ead3")


@dataclass(frozen=True)
class Run:
    """One word or symbol of a laid-out text, at `x` on line `line`."""

    x: float
    line: int
    text: str  # a word, or "" for a symbol
    symbol: str = ""
    #: a word of a reminder (in parentheses): set in italics a pixel smaller, as
    #: printed cards set theirs, so that the card's own words keep their size
    aside: bool = False


def pieces(text: str) -> list[tuple[str, str, bool]]:
    """(word, symbol, glued) triples: each a piece of a word (punctuation attached), a
    symbol letter that has an icon, or a line break ("\\n", "", False); `glued` when
    it goes on the word before it without a space ("“", the icon, then ":" of
    "“[T]:").  A bracketed letter with no icon stays a word."""
    out: list[tuple[str, str, bool]] = []
    for m in _TOKEN.finditer(text):
        word = m.group(0)
        at, glued = 0, False
        for sm in _SYMBOL.finditer(word):
            letter = sm.group(1) or sm.group(2)
            if letter not in card_art.SYMBOL_ICONS:
                continue
            if sm.start() > at:
                out.append((word[at:sm.start()], "", glued))
                glued = True
            out.append(("", letter, glued))
            at, glued = sm.end(), True
        if at < len(word):
            out.append((word[at:], "", glued))
    return out


def tokens(text: str) -> list[tuple[str, str]]:
    """(word, symbol) pairs of `pieces` (a symbol inside a word is a piece of its own:
    callers that space every piece still draw its icon)."""
    return [(word, symbol) for word, symbol, _glued in pieces(text)]


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


def aside_px(px: float) -> float:
    """The size of a reminder's words in a text set at `px`: a pixel smaller, never
    under the least text size."""
    return max(float(theme.LEAST_TEXT_PX), px - 1.0)


def aside_font(px: float, stretch: int = STRETCH) -> QFont:
    f = text_font(aside_px(px), stretch)
    f.setItalic(True)
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
    small = QFontMetricsF(aside_font(px, stretch))
    space = fm.horizontalAdvance(" ")
    icon = fm.height() * 0.95
    runs: list[Run] = []
    x, line, depth = 0.0, 0, 0
    items = pieces(text)
    k = 0
    while k < len(items):
        if items[k][0] == "\n":
            x, line, k = 0.0, line + 1, k + 1
            continue
        # a word and the pieces glued to it ("“", an icon, ":") wrap as one
        end = k + 1
        while end < len(items) and items[end][2]:
            end += 1
        placed: list[tuple[float, str, str, bool]] = []  # (offset, word, symbol, aside)
        w = 0.0
        for word, symbol, _glued in items[k:end]:
            depth += word.count("(")
            aside = depth > 0
            depth = max(0, depth - word.count(")"))
            placed.append((w, word, symbol, aside))
            w += icon if symbol else (small if aside else fm).horizontalAdvance(word)
        if x > 0 and x + w > width:
            x, line = 0.0, line + 1
        runs.extend(Run(x + dx, line, word, symbol, aside)
                    for dx, word, symbol, aside in placed)
        x += w + (small.horizontalAdvance(" ") if placed[-1][3] else space)
        k = end
    return runs, (line + 1 if runs else 0), fm.lineSpacing()


_fits: dict[tuple[str, float, float, float, float], tuple[float, int, list[Run], float]] = {}


def fit(text: str, box: QRectF, px: float, least: float) -> tuple[float, list[Run], float]:
    """The biggest size from `px` down to `least` at which `text` fits `box`, and its
    runs; at `least`, set narrower (`TIGHTER`), then the runs that fit, the last word
    replaced by an ellipsis."""
    size, _stretch, runs, lh = fit_full(text, box, px, least)
    return size, runs, lh


def fits_at(text: str, width: float, height: float, px: float,
            tighter: tuple[int, ...] = TIGHTER) -> bool:
    """Whether `text` fits a box of `width` x `height` at `px`, however narrow it may
    be set (the last of `tighter`)."""
    for stretch in (STRETCH, *tighter):
        _runs, n, lh = layout(text, width, px, stretch)
        if n * lh <= height + 0.5:
            return True
    return False


def fit_full(text: str, box: QRectF, px: float, least: float,
             tighter: tuple[int, ...] = TIGHTER,
             more: bool = False, first: int = STRETCH) -> tuple[float, int, list[Run], float]:
    """`fit`, and the stretch the text is set at: `first` (the rules text's usual
    `STRETCH` unless given), no narrower than the last of `tighter`; with `more`, a
    text cut even so ends its last line with the "more" mark (`MORE`) rather than an
    ellipsis."""
    key = (text, round(box.width(), 1), round(box.height(), 1), round(px, 2), least,
           tighter, more, first)
    hit = _fits.get(key)
    if hit is not None:
        return hit
    size = max(least, px)
    stretch = first
    while True:
        runs, n, lh = layout(text, box.width(), size, stretch)
        if n * lh <= box.height() + 0.5 or size <= least:
            break
        size = max(least, size - 0.5)
    for narrower in tighter:
        if n * lh <= box.height() + 0.5:
            break
        stretch = narrower
        runs, n, lh = layout(text, box.width(), size, stretch)
    if n * lh > box.height() + 0.5:
        keep = max(0, int((box.height() + 0.5) // lh))
        runs = [r for r in runs if r.line < keep]
        if more:
            runs = _with_more_mark(runs, box.width(), size, stretch)
        elif runs:
            last = runs[-1]
            runs[-1] = Run(last.x, last.line, "…")
    if len(_fits) > 3000:
        _fits.clear()
    _fits[key] = (size, stretch, runs, lh)
    return size, stretch, runs, lh


#: the symbol of the run that marks a cut text: "more" on a dark tag, the whole text
#: being on the card's zoom (review r10 #1: a text shrunk to fit was unreadable)
MORE = "more"


def more_label() -> str:
    return QCoreApplication.translate("CardText", "more")


def more_width(px: float) -> float:
    """The "more" tag's width at text size `px`."""
    return QFontMetricsF(more_font(px)).horizontalAdvance(f"{more_label()} ▸") + px * 0.8


def more_font(px: float) -> QFont:
    return theme.font(max(float(theme.LEAST_TEXT_PX), px), bold=True)


def _with_more_mark(runs: list[Run], width: float, px: float, stretch: int) -> list[Run]:
    """`runs` (the lines that fit) less the last words that leave no room for the
    "more" tag at the end of the last line, and the tag."""
    if not runs:
        return [Run(0.0, 0, more_label(), MORE)]
    fm = QFontMetricsF(text_font(px, stretch))
    tag = more_width(px)
    last = runs[-1].line
    while runs and runs[-1].line == last:
        r = runs[-1]
        run_fm = QFontMetricsF(aside_font(px, stretch)) if r.aside else fm
        end = r.x + (fm.height() * 0.95 if r.symbol else run_fm.horizontalAdvance(r.text))
        if end + fm.horizontalAdvance(" ") + tag <= width:
            return [*runs, Run(end + fm.horizontalAdvance(" "), last, more_label(), MORE)]
        runs = runs[:-1]
    return [*runs, Run(0.0, last, more_label(), MORE)]


def is_cut(runs: list[Run]) -> bool:
    """Whether laid-out `runs` stop short of their text (an ellipsis or the tag)."""
    return not runs or runs[-1].text == "…" or runs[-1].symbol == MORE


#: the icon's square over its disc's diameter: the glyph inside it is drawn at least
#: as tall as the text's capitals (review r5 #9: a 7 px exhaust sign beside 8 px caps)
ICON_SHARE = 0.9


def icon_box(disc: QRectF) -> QRectF:
    """The square a symbol's icon is drawn in, centred on its dark disc."""
    d = disc.width() * ICON_SHARE
    c = disc.center()
    return QRectF(c.x() - d / 2, c.y() - d / 2, d, d)


def draw(p: QPainter, box: QRectF, text: str, px: float, least: float,
         ink: QColor | None = None, tighter: tuple[int, ...] = TIGHTER,
         more: bool = False, first: int = STRETCH) -> float:
    """Draw `text` in `box` with its symbols as icons; returns the size used (see
    `fit_full` for `tighter`, `more` and `first`)."""
    size, stretch, runs, lh = fit_full(text, box, px, least, tighter, more, first)
    f = text_font(size, stretch)
    p.setFont(f)
    fm = QFontMetricsF(f)
    p.setPen(ink or theme.INK)
    for r in runs:
        top = box.top() + r.line * lh
        if r.symbol == MORE:
            paint_more(p, QRectF(box.left() + r.x, top, more_width(size), lh), size)
            p.setFont(f)
            p.setPen(ink or theme.INK)
        elif r.symbol:
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
        elif r.aside:
            p.setFont(aside_font(size, stretch))
            p.drawText(QPointF(box.left() + r.x, top + fm.ascent()), r.text)
            p.setFont(f)
        else:
            p.drawText(QPointF(box.left() + r.x, top + fm.ascent()), r.text)
    return size


#: the "more" tag: parchment letters on the rules text's own ink (12:1 and more)
MORE_FILL = QColor("#3a2c1e")


def paint_more(p: QPainter, r: QRectF, px: float) -> None:
    """The "more ▸" tag in `r` (a line of text high): the text goes on in the zoom."""
    f = more_font(px)
    tag = r.adjusted(0, 0.5, 0, -0.5)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(MORE_FILL)
    p.drawRoundedRect(tag, tag.height() * 0.35, tag.height() * 0.35)
    p.setPen(theme.PARCHMENT)
    p.setFont(f)
    p.drawText(tag, int(Qt.AlignmentFlag.AlignCenter), f"{more_label()} ▸")
    p.restore()
