"""The type line of a full card face ("Character — Citizen Bureaucrat"), always whole.

A newcomer tells a Spell from a Character by its word and a Bureaucrat from a Citizen by
its subtypes, and some cards' effects name subtypes: so the line is never cut or cut
short (review r6 #7: "Character — Citi…").  It is set on as few lines as hold it: one
line, then the same a little condensed (as printed cards set theirs), then two lines
broken between words (the type and its dash stay together on the first), then three.
Only a face too small to be read anyway (a thumbnail) cuts a word with an ellipsis.
"""

from __future__ import annotations

from functools import lru_cache

import attrs
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetricsF

from altered_desktop import theme

#: the widths tried, widest first (QFont stretch: 100 is the normal face); the rules
#: text is set at 87 and 80 (symbol_text.STRETCH, TIGHTER), so it never looks narrower
STRETCHES = (100, 87, 80)
#: the most lines a type line takes before a word is cut (a thumbnail's)
MOST_LINES = 3


@attrs.frozen
class TypeFit:
    """How a type line is set: its lines, top to bottom, and the font's stretch."""

    lines: tuple[str, ...]
    stretch: int = 100

    @property
    def text(self) -> str:
        return " ".join(self.lines)


def type_font(px: float, stretch: int = 100) -> QFont:
    f = theme.font(px)
    if stretch != 100:
        f.setStretch(stretch)
    return f


def words_of(kind: str, subtypes: list[str]) -> tuple[str, ...]:
    """The line's unbreakable pieces: the type with its dash, then each subtype."""
    if not subtypes:
        return (kind,)
    return (f"{kind} —", *subtypes)


def whole_line(kind: str, subtypes: list[str]) -> str:
    return " ".join(words_of(kind, subtypes))


def fit(kind: str, subtypes: list[str], width: float, px: float,
        rest_width: float | None = None) -> TypeFit:
    """The type line of `kind` and `subtypes` set whole in `width` at `px` (lines after
    the first in `rest_width`, when they have more room: the emblem sits on the first)."""
    rest = width if rest_width is None else max(width, rest_width)
    return _fit(kind, tuple(subtypes), round(width, 1), round(rest, 1), round(px, 2))


@lru_cache(maxsize=4096)
def _fit(kind: str, subtypes: tuple[str, ...], width: float, rest: float,
         px: float) -> TypeFit:
    words = words_of(kind, list(subtypes))
    # the type and its dash part only when the type alone fills a line ("Permanent" /
    # "— Gear" on a narrow face)
    split = (kind, f"— {subtypes[0]}", *subtypes[1:]) if subtypes else words
    for most in range(1, MOST_LINES + 1):
        for stretch in STRETCHES:
            fm = QFontMetricsF(type_font(px, stretch))
            for pieces in (words, split):
                lines = _wrap(pieces, fm, width, rest)
                if len(lines) <= most and _within(lines, fm, width, rest):
                    return TypeFit(tuple(lines), stretch)
    # a thumbnail: the narrowest setting, each line cut to the width
    stretch = STRETCHES[-1]
    fm = QFontMetricsF(type_font(px, stretch))
    lines = _wrap(split, fm, width, rest)[:MOST_LINES]
    return TypeFit(tuple(fm.elidedText(t, Qt.TextElideMode.ElideRight,
                                       int(width if i == 0 else rest))
                         for i, t in enumerate(lines)), stretch)


def _within(lines: list[str], fm: QFontMetricsF, width: float, rest: float) -> bool:
    return all(fm.horizontalAdvance(t) <= (width if i == 0 else rest)
               for i, t in enumerate(lines))


def _wrap(words: tuple[str, ...], fm: QFontMetricsF, width: float,
          rest: float) -> list[str]:
    """`words` set greedily into lines no wider than `width` (the first) and `rest`
    (the others); a word wider than that alone on its line."""
    lines: list[str] = []
    for w in words:
        room = width if len(lines) <= 1 else rest
        if lines and fm.horizontalAdvance(f"{lines[-1]} {w}") <= room:
            lines[-1] = f"{lines[-1]} {w}"
        else:
            lines.append(w)
    return lines


def is_whole(fitted: TypeFit, kind: str, subtypes: list[str], width: float,
             px: float, rest_width: float | None = None) -> bool:
    """Whether `fitted` shows the type and every subtype, each line within its width
    (as QFontMetrics measures the font the painter sets): the tests' check."""
    fm = QFontMetricsF(type_font(px, fitted.stretch))
    rest = width if rest_width is None else max(width, rest_width)
    shown = fitted.text.replace("— ", "—").replace(" —", "—")
    return shown == whole_line(kind, subtypes).replace(" —", "—").replace("— ", "—") \
        and _within(list(fitted.lines), fm, width, rest)
