"""The other seat's last plays marked on the board (issue #23): in a game against the
computer, the cards it played since the person last answered carry a "Just played"
mark - a dashed orange ring around the card and a small tag in the corner of the
card's picture, off its name and statistics - until the person answers again; at
a hotseat table, the same for the other seat's plays when the screen is handed over.

The plays are the log's (`side_plays.HOW`: a card played from a Hand, a Reserve or a
Deck, 5.1.2); each is marked where its card is now (1.4.4: the engine maps the object
the log names to the one it is now) and only if the board shows that card's face: a
card gone to a hidden zone has no current object, and only face-up card items are
ever marked, so nothing of a hidden card is told."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen

from altered_desktop import card_painter, card_tile, theme
from altered_desktop.side_plays import HOW
from altered_desktop.table_layout import Item


def played_since(log: Sequence[Any], start: int, viewer: int,
                 current_oid: Callable[[int], int | None]) -> dict[int, int]:
    """{object now: the seat that played it} for the cards seats other than `viewer`
    played from entry `start` of the `log` on (a quick action is no play)."""
    out: dict[int, int] = {}
    for e in log[max(0, start):]:
        how = HOW.get(getattr(e.message, "template", None) or "")
        if how is None or how == "quick" or e.seat is None or e.seat == viewer:
            continue
        for o in e.objects[:1]:  # the card played
            n = current_oid(o)
            if n is not None:
                out[n] = e.seat
    return out


def marked(items: Sequence[Item], plays: Mapping[int, int],
           hidden: frozenset[int] = frozenset()) -> list[tuple[Item, int]]:
    """The card items of the board that carry the mark, with the seat that played each:
    face up, out of any hand, not on their way somewhere (`hidden`)."""
    return [(it, plays[it.oid]) for it in items
            if it.kind == "card" and it.card is not None and it.oid in plays
            and it.oid not in hidden and it.card.get("zone") != "hand"]


def shown_rect(it: Item) -> QRectF:
    """The part of card item `it` in sight: a card a neighbour overlaps shows a strip."""
    r = it.rect
    w = it.extra.get("shown_w")
    return QRectF(r.left(), r.top(), float(w), r.height()) if w else QRectF(r)


def tag_text() -> str:
    return QCoreApplication.translate("JustPlayed", "Just played")


def short_tag_text() -> str:
    return QCoreApplication.translate("JustPlayed", "New")


#: the tag's text size, and its least padding around the text, in pixels
TAG_PX, TAG_PAD = float(theme.LEAST_TEXT_PX), 4.0


def tag_rect(it: Item, numbered: bool = False) -> tuple[QRectF, str] | None:
    """Where the tag goes on a tile and which words: the top left corner of its
    picture, where a choice number would go (`card_painter.picture_corner_badge`:
    above the cost gems, under an Exhausted tag, never on the name or statistics),
    inside the card and in the part of it in sight; none on a card that wears a
    choice number there (the ring says it) or whose corner is too small."""
    card = it.card
    if card is None or numbered or it.extra.get("listed") or \
            not (it.extra.get("tile") or card_tile.is_tile(it.rect)):
        return None
    corner = card_painter.picture_corner_badge(it.rect, card)
    if corner is None:
        return None
    fm = QFontMetricsF(theme.font(TAG_PX, bold=True))
    h = fm.height() + 2
    if corner.height() < h:
        return None
    left = it.rect.left() + max(2.0, it.rect.width() * 0.045) + 1
    room = shown_rect(it).right() - left - 3
    for text in (tag_text(), short_tag_text()):
        w = fm.horizontalAdvance(text) + 2 * TAG_PAD
        if w <= min(room, it.rect.width() * 0.62):
            return QRectF(left, corner.top(), w, h), text
    return None


#: the mark's colour: no glow of the table's (playable cyan, target and highlight
#: yellow, selected green, the log's pink) nor a player's (gold, light blue: a ring in
#: Lithium's blue read as "playable"), so it never says "you can click this"
MARK = QColor("#ff9440")


def tag_colours() -> tuple[QColor, QColor]:
    """The tag's fill (the mark's orange, dark enough for white text at 4.5:1) and its
    text colour."""
    return theme.readable_fill(MARK.darker(115)), QColor("white")


def paint(p: QPainter, it: Item, seat: int, numbered: bool = False) -> None:
    """The mark on card item `it` (played by `seat`): a dashed ring just outside the
    part of it in sight, and the tag."""
    r = shown_rect(it)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(QColor(0, 0, 0, 150), 5.0))
    radius = min(r.width(), r.height()) * 0.08 + 3
    p.drawRoundedRect(r.adjusted(-3, -3, 3, 3), radius, radius)
    p.setPen(QPen(MARK, 2.5, Qt.PenStyle.DashLine))
    p.drawRoundedRect(r.adjusted(-3, -3, 3, 3), radius, radius)
    placed = tag_rect(it, numbered)
    if placed is not None:
        tr, text = placed
        fill, ink = tag_colours()
        p.setPen(QPen(MARK, 1.0))
        p.setBrush(fill)
        p.drawRoundedRect(tr, tr.height() / 2, tr.height() / 2)
        p.setPen(ink)
        p.setFont(theme.font(TAG_PX, bold=True))
        p.drawText(tr, int(Qt.AlignmentFlag.AlignCenter), text)
    p.restore()
