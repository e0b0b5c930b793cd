"""The verdict area of a told Dusk: each Expedition's comparison in numbers (issue #23).

It has an area of its own in the side column, from under the phase chips down to the
prompt panel: it covers the "Just now" box and Limbo whole while Dusk is told (no line
of them peeks out, review r4 #3) and nothing on the board.  One block per Expedition, in
Progress's order, all four always: its marker (H or C in its player's colour, as on the
track) and who it is, the outcome (moves forward, or stays and why in a word), then
each terrain of its region it could count, as an icon with both totals ("2 vs 7"), the
terrain it won lit, after the number of the region they were taken in (a disc, as on
the track).  The block being told is lit; those still to come are not drawn.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import attrs
from PySide6.QtCore import QCoreApplication, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QFontMetricsF, QPainter, QPen

from altered_desktop import theme
from altered_desktop.dusk_story import Told
from altered_desktop.table_paint import LEAD, TRAIL, draw_marker, draw_region_number, label


@attrs.define
class VerdictLayout:
    """Where everything of the verdict area goes (tests read it)."""

    box: QRectF
    title: QRectF
    blocks: list[QRectF]  # one per verdict, told or not yet
    lines: list[QRectF]  # the further lines (a Tumult revealed), wrapped
    px: float  # the text size


def text_px(area: QRectF) -> float:
    """The text size: grows with the side column, never under the least text size."""
    return max(float(theme.LEAST_TEXT_PX) + 1, min(17.0, area.height() / 18,
                                                  area.width() / 21))


def rule_px(px: float) -> float:
    """The size the rule of Progress is recalled in: the panel's most important sentence,
    so never in its smallest type (review r19 #9: it was 11 px), 12 px at least, and
    growing with the verdicts' text (about 13-14 px at 1920)."""
    return max(float(theme.LEAST_TEXT_PX) + 1, px * 0.8)


def _wrapped_height(px: float, width: float, text: str) -> int:
    fm = QFontMetrics(theme.font(px))
    return fm.boundingRect(QRect(0, 0, int(width), 10_000), int(Qt.TextFlag.TextWordWrap),
                           text).height()


def layout(area: QRectF, n: int, lines: Sequence[str] = ()) -> VerdictLayout:
    """The verdict area in `area` for `n` verdicts and `lines`: at its top, as tall
    as it needs (the text gets smaller, down to the least size, before the box grows
    upwards beyond `area`), at least as tall as `area` so that it covers it whole.
    What it needs includes the rule's short line, whole, under the verdicts (review
    r19 #9: it has a place of its own, not only the room the verdicts happen to leave)."""
    px = text_px(area)

    def need(px: float) -> tuple[float, list[float]]:
        fm = QFontMetrics(theme.font(px * 0.92))
        inner = int(area.width() - px * 1.6)
        hs = [fm.boundingRect(QRect(0, 0, inner, 10_000), int(Qt.TextFlag.TextWordWrap),
                              line).height() + 2.0 for line in lines]
        rule = _wrapped_height(rule_px(px), inner, short_rule_text())
        return px * 2.5 + n * px * 3.9 + sum(hs) + rule + 3, hs

    total, heights = need(px)
    while total > area.height() and px > theme.LEAST_TEXT_PX + 1:
        px = max(float(theme.LEAST_TEXT_PX) + 1, px - 0.5)
        total, heights = need(px)
    h = max(total, area.height())
    box = QRectF(area.left(), max(2.0, area.bottom() - h) if total > area.height()
                 else area.top(), area.width(), h)
    pad = px * 0.8
    title = QRectF(box.left() + pad, box.top() + px * 0.3, box.width() - 2 * pad, px * 1.8)
    y = title.bottom() + px * 0.1
    blocks = []
    for _ in range(n):
        blocks.append(QRectF(box.left() + px * 0.35, y, box.width() - px * 0.7, px * 3.7))
        y += px * 3.9
    rects = []
    for hh in heights:
        rects.append(QRectF(box.left() + pad, y, box.width() - 2 * pad, hh))
        y += hh
    return VerdictLayout(box, title, blocks, rects, px)


def outcome(t: Told) -> tuple[str, QColor]:
    """The verdict in a few words, and its colour."""
    if t.moved:
        return QCoreApplication.translate("DuskVerdicts", "moves forward"), LEAD
    if t.ahead:  # won, yet something kept it in place (the log says what)
        return QCoreApplication.translate("DuskVerdicts", "does not move"), TRAIL
    if t.held:
        return QCoreApplication.translate("DuskVerdicts", "stays: Defender"), TRAIL
    if t.tie:
        return QCoreApplication.translate("DuskVerdicts", "stays: a tie"), TRAIL
    return QCoreApplication.translate("DuskVerdicts", "stays"), TRAIL


def rule_text() -> str:
    """The rule of Progress in a sentence, recalled under the verdicts."""
    return QCoreApplication.translate(
        "DuskVerdicts", "An Expedition moves forward when it has more than the facing one, "
        "and more than 0, in a terrain of its region (4.2.4.b); a tie is not enough "
        "(4.2.4.e). All totals are taken at once, before anything moves (4.2.4.h).")


def short_rule_text() -> str:
    """The rule of Progress in one short line, for a box with no room for the sentence
    (review r5 #13: at 1366 the recall was left out).  Short, yet whole: more than the
    other side AND more than 0 (review r9 #13: "more" alone is wrong on 0 vs 0)."""
    return QCoreApplication.translate(
        "DuskVerdicts", "Moves forward: more than the other side, and more than 0, in a "
        "terrain (4.2.4.b).")


def region_now(t: Told, arrived: bool) -> int:
    """The region (index) a verdict's block says its marker stands on: where it was
    compared until its marker has landed, then where it went, as the track shows it at
    that same frame (review r14 #3: the block spoke of region 8 while the track showed
    the marker on 7)."""
    return t.end if t.moved and arrived else t.start


def paint_verdicts(p: QPainter, area: QRectF, told: Sequence[Told], shown: int,
                   current: int | None, lines: Sequence[str] = (), *,
                   night: bool = False, replay: tuple[int, tuple[int, str]] | None = None,
                   arrived: int | None = None) -> None:
    """The verdict area: the first `shown` verdicts of `told`, `current` lit; once
    `night` has come, titled as Dusk's outcome (the board and the day strip show Night
    then: the box no longer says Dusk is going on, review r9 #5); a `replay` (the
    Dusk's day, and the day and phase the game is in) is titled as one.  The first
    `arrived` verdicts' markers have landed (None: all): a moved one's block says
    where it went ("moves forward → 7") from the frame its marker stands there."""
    lay = layout(area, len(told), lines)
    px = lay.px
    p.save()
    p.setPen(QPen(theme.GOLD, 1.5))
    p.setBrush(QColor(20, 14, 9))  # opaque: what it covers does not show through
    p.drawRoundedRect(lay.box, 10, 10)
    title = replay_title(replay[0]) if replay is not None else title_text(night)
    label(p, lay.title, title, px * 1.1, colour=theme.GOLD, shrink=0.8)
    for k, (t, r) in enumerate(zip(told, lay.blocks, strict=True)):
        if k >= shown:
            break
        _paint_block(p, r, t, px, lit=k == current,
                     arrived=arrived is None or k < arrived)
    p.setFont(theme.font(px * 0.92))
    p.setPen(theme.LABEL)
    for line, r in zip(lines, lay.lines, strict=True):
        p.drawText(r, int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap), line)
    rule = rule_rect(lay)
    if rule is not None:
        p.setFont(theme.font(rule_px(px)))
        p.setPen(theme.LABEL)
        p.drawText(rule[0], int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom
                                | Qt.TextFlag.TextWordWrap), rule[1])
    skip = QRectF(lay.box.left(), lay.box.bottom() - px * 1.5, lay.box.width() - px * 0.8,
                  px * 1.3)
    if rule is None or not rule[0].intersects(skip):
        label(p, skip, QCoreApplication.translate("DuskVerdicts", "click to skip"),
              rule_px(px), colour=theme.LABEL_DIM, bold=False,
              align=Qt.AlignmentFlag.AlignRight)
    p.restore()


def title_text(night: bool) -> str:
    """The verdict box's title: Dusk going on, or (at Night) what Dusk decided."""
    if night:
        return QCoreApplication.translate("DuskVerdicts", "Dusk is over: how they moved")
    return QCoreApplication.translate("DuskVerdicts", "Dusk: the Expeditions compared")


def replay_title(day: int) -> str:
    """The title of a Dusk told again after a hand-off (short: it heads the verdict
    box and the panel, `replay_line` says the rest)."""
    return QCoreApplication.translate("DuskVerdicts", "Replay: Day {0}'s Dusk").format(day)


def replay_now(now: tuple[int, str]) -> str:
    """Where the game is while a Dusk past is told again (the board and the day strip
    show that Dusk's day until it ends)."""
    from altered_desktop.log_text import phase_name

    return QCoreApplication.translate("DuskVerdicts", "You are in Day {0}'s {1}").format(
        now[0], phase_name(now[1]))


def replay_line(day: int, now: tuple[int, str]) -> str:
    """The replay said whole, for the status bar."""
    from altered_desktop.log_text import phase_name

    return QCoreApplication.translate(
        "DuskVerdicts", "Replay: Day {0}'s Dusk - you are in Day {1}'s {2}").format(
            day, now[0], phase_name(now[1]))


def rule_rect(lay: VerdictLayout) -> tuple[QRectF, str] | None:
    """Where the rule of Progress is recalled, and in which words: under the verdicts,
    above "click to skip", the whole sentence when the box has the room for it, else
    its short line, else (no room even for that) nothing."""
    px = lay.px
    last = lay.lines[-1].bottom() if lay.lines else (
        lay.blocks[-1].bottom() if lay.blocks else lay.title.bottom())
    r = QRectF(lay.box.left() + px * 0.8, last + px * 0.5, lay.box.width() - px * 1.6,
               lay.box.bottom() - px * 1.6 - last - px * 0.5)
    size = rule_px(px)
    # the whole sentence, else the short line; else the short line where "click to
    # skip" goes (the prompt panel under the box says how to skip as well)
    low = QRectF(r.left(), last + px * 0.3, r.width(), lay.box.bottom() - 3 - last - px * 0.3)
    for room, text in ((r, rule_text()), (r, short_rule_text()), (low, short_rule_text())):
        if _wrapped_height(size, room.width(), text) <= room.height():
            return room, text
    return None


def outcome_px(px: float) -> float:
    return max(float(theme.LEAST_TEXT_PX), px * 0.85)


def said_width(said: str, px: float) -> float:
    """The width the outcome takes at the right of a block's first row."""
    return QFontMetrics(theme.font(outcome_px(px), bold=True)).horizontalAdvance(said) + 6


def heading_rect(r: QRectF, px: float) -> QRectF:
    """A block's first row after its marker: who on the left, the outcome on the right."""
    row = px * 1.75
    d = max(float(theme.LEAST_TEXT_PX) * 2, row)
    left = r.left() + 4 + d + px * 0.3
    return QRectF(left, r.top(), r.right() - 2 - left, row)


def heading(t: Told, width: float, px: float) -> tuple[str, float]:
    """Who the verdict is about, and the text size, to fit `width` whole: "Ninette ·
    Companion" from `px` down to the least text size, else the player's name alone (the
    marker beside it says H or C), elided only as a last resort."""
    full = (QCoreApplication.translate("DuskVerdicts", "{0} · Hero") if t.exp == "hero" else
            QCoreApplication.translate("DuskVerdicts", "{0} · Companion")).format(t.name)
    size = px
    while size >= theme.LEAST_TEXT_PX:
        if QFontMetrics(theme.font(size, bold=True)).horizontalAdvance(full) <= width:
            return full, size
        size -= 0.5
    return t.name, float(theme.LEAST_TEXT_PX)


def fitted_heading(t: Told, width: float, px: float, went: bool) -> tuple[str, float, str]:
    """Who, at what size, and the outcome, in a first row `width` wide: the outcome in
    words if "Name · Companion" still fits whole beside it at the row's size, else, for
    a marker that went forward, "forward" or the arrow alone before its region's disc
    (review r16 #8: the row of the one Expedition that moved lost its "· Companion" and
    shrank, to make room for the words)."""
    said = outcome(t)[0]
    short = QCoreApplication.translate("DuskVerdicts", "forward")
    fits = [(*heading(t, width - said_width(form, px), px), form)
            for form in ([said + " →", short + " →", "→"] if went else [said])]
    # the first at the row's own size, else the one whose heading is the largest
    whole = [f for f in fits if f[0] != t.name] or fits
    return next((f for f in whole if f[1] >= px - 1), max(whole, key=lambda f: f[1]))


def went_rect(r: QRectF, px: float) -> QRectF:
    """Where a moved verdict's block says the region its marker went to: a disc as
    the track's at the right of its first row, after the outcome."""
    d = max(float(theme.LEAST_TEXT_PX) + 5, min(px * 1.35, px * 1.75 - 2))
    return QRectF(r.right() - 2 - d, r.top() + (px * 1.75 - d) / 2, d, d)


def _paint_block(p: QPainter, r: QRectF, t: Told, px: float, *, lit: bool,
                 arrived: bool = True) -> None:
    """One Expedition's verdict: marker, who, outcome (and, once a moved marker has
    landed, "→" and the region it went to); then its counted terrains."""
    if lit:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(255, 255, 255, 22))
        p.drawRoundedRect(r, 6, 6)
    row = px * 1.75
    d = max(float(theme.LEAST_TEXT_PX) * 2, row)  # the marker's H or C at least 11 px
    m = QRectF(r.left() + 4, r.top() + (row - d) / 2 + 1, d, d)
    draw_marker(p, m, theme.player_colour(t.player), t.exp)
    _said, colour = outcome(t)
    whole = heading_rect(r, px)
    went = went_rect(r, px) if t.moved and arrived else None
    if went is not None:
        whole.setRight(went.left() - 2)
        draw_region_number(p, went, t.end + 1)
    who, who_px, said = fitted_heading(t, whole.width(), px, went is not None)
    sw = said_width(said, px)
    label(p, QRectF(whole.left(), whole.top(), whole.width() - sw, row), who, who_px,
          colour=theme.player_colour(t.player).lighter(130))
    label(p, QRectF(whole.right() - sw, whole.top(), sw, row), said, outcome_px(px),
          colour=colour, align=Qt.AlignmentFlag.AlignRight)
    # the region its totals were taken in (where its marker stood at Dusk), then the
    # terrains it could count there, each with both totals, across the whole block
    draw_region_number(p, region_disc_rect(r, px), t.start + 1)
    line, each, d = totals_row(r, px, len(t.counted))
    if not t.counted:
        none = QCoreApplication.translate("DuskVerdicts", "its region has no terrain to count")
        label(p, line, none, px * 0.92, colour=theme.LABEL_DIM, bold=False, shrink=0.8)
        return
    x = line.left()
    tpx, texts = totals_fitted(t, total_room(each, d), px)
    for terrain, text in zip(t.counted, texts, strict=True):
        mine, theirs = t.total(terrain)
        _paint_total(p, QRectF(x, line.top(), each - 4, line.height()), terrain, mine,
                     theirs, won=terrain in t.ahead, px=tpx, d=d, text=text)
        x += each


def _second_row(r: QRectF, px: float) -> tuple[QRectF, float]:
    """A block's second row, and the size of the icons in it."""
    row = QRectF(r.left() + 4, r.top() + px * 1.75 + px * 0.1, r.width() - 8, px * 1.75)
    return row, min(row.height() * 0.95, px * 1.35)


def region_disc_rect(r: QRectF, px: float) -> QRectF:
    """Where a block says which region its totals were taken in: the region's number
    in a disc as the track's tile shows it, first in the second row (review r8 #9: a
    player could not tell which region a total was about once a marker had moved)."""
    row, d = _second_row(r, px)
    return QRectF(row.left(), row.center().y() - d / 2, d, d)


def totals_row(r: QRectF, px: float, n: int) -> tuple[QRectF, float, float]:
    """Where a block's `n` terrains' totals go, after its region's disc: the room,
    each one's share of its width, and the terrain icon's size."""
    row, d = _second_row(r, px)
    line = row.adjusted(d + px * 0.5, 0, 0, 0)
    return line, line.width() / max(1, n), d


def total_room(each: float, d: float) -> float:
    """The width a terrain's totals have beside its icon in a share `each` wide."""
    return each - d - 10


def totals_fitted(t: Told, room: float, px: float) -> tuple[float, list[str]]:
    """A verdict's totals, one per terrain counted, and one size for them all: the
    widest fits `room` pixels, down to the least text size; past that the short form
    ("12–6 ▲": French's "12 contre 6 ▲" was cut to "12 contre…" in a three-terrain
    block), never an elided number."""
    def widest(texts: list[str], size: float) -> float:
        fm = QFontMetricsF(theme.font(size, bold=True))
        return max(fm.horizontalAdvance(x) for x in texts)

    for short in (False, True):
        texts = [total_text(*t.total(c), won=c in t.ahead, short=short) for c in t.counted]
        size = px
        while size > theme.LEAST_TEXT_PX and widest(texts, size) > room:
            size = max(float(theme.LEAST_TEXT_PX), size - 0.5)
        if widest(texts, size) <= room:
            break
    return size, texts


def total_text(mine: int, theirs: int, *, won: bool, short: bool = False) -> str:
    """Both totals in a terrain: "12 vs 6 ▲" when won, "2 vs 7 ▼" when behind, "5 vs 5"
    for a tie (not enough, 4.2.4.e) or a lead that did not count; `short`: "12–6 ▲"."""
    text = (QCoreApplication.translate("DuskVerdicts", "{0}–{1}") if short else
            QCoreApplication.translate("Table", "{0} vs {1}")).format(mine, theirs)
    return text + (" ▲" if won else " ▼" if mine < theirs else "")


def _paint_total(p: QPainter, r: QRectF, terrain: str, mine: int, theirs: int, *,
                 won: bool, px: float, d: float, text: str) -> None:
    """A terrain's icon and both totals, lit green when won, red when behind."""
    from altered_desktop import terrain_icons

    pip = QRectF(r.left(), r.center().y() - d / 2, d, d)
    terrain_icons.paint_chip(p, pip, terrain)
    colour = LEAD if won else TRAIL if mine < theirs else theme.LABEL
    label(p, QRectF(pip.right() + 4, r.top(), r.right() - pip.right() - 4, r.height()), text,
          px, colour=colour)


def night_text(players: Sequence[Mapping[str, Any]]) -> str:
    """What Night does, for the prompt panel while the board shows it (review r9 #5:
    the panel still spoke of Dusk): Rest (4.2.5.b), the Fleeting exception, then
    Clean-up down to each Hero's limits (4.2.5.c), named in figures."""
    rest = QCoreApplication.translate(
        "DuskVerdicts", "Rest: Characters go to Reserve, Fleeting ones to the Discard "
        "pile (4.2.5.b).")
    limits = [(p["name"], p["reserve_limit"], p["landmark_limit"]) for p in players]
    if len({(r, lm) for _n, r, lm in limits}) == 1:
        _n, r, lm = limits[0]
        keep = QCoreApplication.translate(
            "DuskVerdicts", "Clean-up: each player keeps {0} Reserve cards and {1} "
            "Landmarks (4.2.5.c).").format(r, lm)
    else:
        each = QCoreApplication.translate("DuskVerdicts", "; ").join(
            QCoreApplication.translate("DuskVerdicts", "{0} {1} and {2}").format(n, r, lm)
            for n, r, lm in limits)
        keep = QCoreApplication.translate(
            "DuskVerdicts", "Clean-up: each player keeps the Reserve cards and "
            "Landmarks their Hero allows ({0}) (4.2.5.c).").format(each)
    return f"{rest} {keep}"
