"""Acting on the cards themselves (review r19, Acting: "Expand and the Night clean-up are
text lists in the sidebar, not actions on the cards"): what the pointer layer draws for
two choices a player now makes on the board.

* Night's Clean-up (4.2.5.c): each card offered says on its picture what becomes of it
  as the choice stands - "Keep" on a card picked, "Discard" on the others once as many
  as may be kept are picked - so the state is on the card, not only a green glow and
  the panel's list (which stays, the keyboard's way).
* The Morning's Expand (4.2.1.e): while a hand card is dragged, the player's Mana
  orbs are lit as the place to drop it.

Only cards the decision offers are tagged: the board already shows their faces to the
seat deciding, so nothing hidden is told."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen

from altered_desktop import card_tile, theme, tile_text_column
from altered_desktop.table_layout import Item

#: the tag's text size and padding (px)
TAG_PX, TAG_PAD = float(theme.LEAST_TEXT_PX) + 1, 5.0
#: a kept card's tag: white on a dark green (the selection's hue, 4.5:1 and more)
KEEP_FILL, KEEP_EDGE = QColor("#1f5a36"), theme.SELECTED
#: a discarded card's tag: white on a dark brick red
GONE_FILL, GONE_EDGE = QColor("#7a2a1c"), QColor("#e0a060")


def keep_text() -> str:
    return QCoreApplication.translate("ActingMarks", "Keep")


def gone_text() -> str:
    return QCoreApplication.translate("ActingMarks", "Discard")


def clean_up_tags(offered: Sequence[int], kept: set[int], most: int) -> dict[int, bool]:
    """{card: kept?} to draw for a Clean-up offering `offered` with `kept` picked, at
    most `most` to keep: every kept card, and the others only once the choice is full
    (before that they are cards still to choose among, not cards lost)."""
    full = len(kept) >= most
    return {oid: oid in kept for oid in offered if oid in kept or full}


def tag_rect(it: Item, text: str) -> QRectF | None:
    """The tag's place on card item `it`: centred at the top of its picture, between
    its name and its statistics (never on either); None when the picture is too small
    for it."""
    card = it.card
    if card is None:
        return None
    rect, face = tile_text_column.face_part(it.rect, card)
    name = str(face.get("name", ""))
    box = card_tile.marks_box(rect, name) if face.get("stats") else \
        card_tile.picture_box(rect, name)
    fm = QFontMetricsF(theme.font(TAG_PX, bold=True))
    w, h = fm.horizontalAdvance(text) + 2 * TAG_PAD, fm.height()
    if box.height() < h or box.width() < w + 4:
        return None
    return QRectF(box.center().x() - w / 2, box.top() + min(2.0, (box.height() - h) / 2),
                  w, h)


def paint_tags(p: QPainter, items: Sequence[Item], tags: Mapping[int, bool]) -> None:
    """Each tagged card's "Keep" or "Discard" (`clean_up_tags`)."""
    if not tags:
        return
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setFont(theme.font(TAG_PX, bold=True))
    for it in items:
        if it.kind != "card" or it.oid not in tags:
            continue
        kept = tags[it.oid]
        text = keep_text() if kept else gone_text()
        r = tag_rect(it, text)
        if r is None:
            continue
        p.setPen(QPen(KEEP_EDGE if kept else GONE_EDGE, 1.2))
        p.setBrush(KEEP_FILL if kept else GONE_FILL)
        p.drawRoundedRect(r, r.height() / 2, r.height() / 2)
        p.setPen(QColor("white"))
        p.drawText(r, int(Qt.AlignmentFlag.AlignCenter), text)
    p.restore()


def mana_item(items: Sequence[Item], player: int) -> Item | None:
    """Player `player`'s Mana zone on the board."""
    return next((it for it in items if it.kind == "mana" and it.player == player), None)


def paint_mana_drop(p: QPainter, it: Item) -> None:
    """The Mana zone lit as where a dragged card goes (Expand): the playable glow."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(QColor(theme.PLAYABLE.red(), theme.PLAYABLE.green(), theme.PLAYABLE.blue(), 40))
    p.setPen(QPen(theme.PLAYABLE, 3.0))
    r = it.rect.adjusted(-4, -4, 4, 4)
    p.drawRoundedRect(r, 10, 10)
    p.restore()
