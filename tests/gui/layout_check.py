"""What a player must be able to read at any window size, as checks the screenshot tests
run (in this process, and in a child process at device pixel ratio 2): every card name in
the hand and in the zoom shown whole, hand cards big enough for 10 px text, and nothing
of the table or the prompt panel outside the window."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRect, QRectF

from altered_desktop import card_painter, card_tile
from altered_desktop import table_overlay as overlay


def _inside(outer: QRectF, inner: QRectF, slack: float = 1.0) -> bool:
    return (inner.left() >= outer.left() - slack and inner.top() >= outer.top() - slack
            and inner.right() <= outer.right() + slack
            and inner.bottom() <= outer.bottom() + slack)


def problems(win: Any) -> list[str]:
    """Everything wrong with the window as a player sees it now ([] when all is well)."""
    out: list[str] = []
    table = win.table
    bounds = QRectF(table.rect())
    top_player = 1 - table.bottom
    for it in table.items:
        if it.kind == "back" and it.player == top_player:
            continue  # the opponent's hand peeks in from the top edge, cut on purpose
        if "clip" in it.extra:
            continue  # open-handed teaching: the other hand is cut to its row on purpose
        if not _inside(bounds, it.rect):
            out.append(f"{it.kind} {it.label or it.oid} at {it.rect} is outside {bounds}")
    if win.session is None or not win.session.display.open_hands:
        # hidden zones stay hidden at every size: no face of the other player's hand
        # unless a teacher laid the hands open (altered_desktop.visibility)
        other = [it for it in table.items if it.kind == "card" and it.card
                 and it.card.get("zone") == "hand" and it.card.get("owner") != table.bottom]
        out += [f"the other player's {it.card['name']!r} shows face up" for it in other]
    hand = [it for it in table.items if it.kind == "card" and it.card
            and it.card.get("zone") == "hand" and it.player == table.bottom]
    for it in hand:
        name_rect, px = card_painter.name_box(it.rect, it.card["name"])
        if not card_painter.is_fully_shown(it.card["name"], name_rect, px, bold=True):
            out.append(f"hand card name elided: {it.card['name']!r} at {it.rect.size()}")
        zoom = overlay.zoom_rect(table.width() - table.side_width, table.height(), it.rect)
        if not _inside(bounds, zoom):
            out.append(f"zoom of {it.card['name']!r} at {zoom} is outside the table")
        zrect, zpx = card_painter.name_box(zoom, it.card["name"])
        if not card_painter.is_fully_shown(it.card["name"], zrect, zpx, bold=True):
            out.append(f"zoom elides {it.card['name']!r}")
        if card_tile.is_tile(it.rect):
            out.append(f"hand card {it.card['name']!r} is {it.rect.height():.0f} px high: "
                       "too small for its rules text")
    window = QRect(0, 0, win.width(), win.height())
    panel = win.panel.geometry()
    if not table.rect().contains(panel):
        out.append(f"prompt panel {panel} is not inside the table {table.rect()}")
    for b in win.panel.findChildren(type(win.panel.pass_button)):
        if not b.isVisible():
            continue
        g = QRect(b.mapTo(win, b.rect().topLeft()), b.size())
        # a button in the panel's scrolling list is drawn where the list shows it (one
        # scrolled out of sight is reached by scrolling): its part inside the list's
        # viewport, which itself must be inside the window
        port = win.panel.scroll.viewport()
        if port.isAncestorOf(b):
            g = g.intersected(QRect(port.mapTo(win, port.rect().topLeft()), port.size()))
            if g.isEmpty():
                continue
        if not window.contains(g):
            out.append(f"button {b.text()!r} at {g} is outside the window {window}")
    return out


def floor_problems(win: Any, *, least_stat_px: float = 14.0) -> list[str]:
    """The measurable floor of ../shared/docs/table-review.md for the cards in play:
    names of up to 20 characters whole, statistics' digits at least `least_stat_px`,
    boosts and counters in a band that covers neither, no text on the table under the
    least text size (every size the painters ask for during a full repaint)."""
    from altered_desktop import card_painter, theme

    out: list[str] = []
    table = win.table
    for it in table.items:
        if it.kind != "card" or not it.card or it.card.get("zone") != "expedition":
            continue
        name = it.card["name"]
        if not it.extra.get("tile"):
            out.append(f"{name!r} in an Expedition is not drawn as a tile")
            continue
        if len(name) <= 20 and not card_tile.fully_shown(name, it.rect):
            out.append(f"{name!r} is cut at {it.rect.size()}")
        stats = it.card.get("stats")
        if stats and (card_tile.stat_px(it.rect) < least_stat_px
                      or not card_tile.digits_fit(it.rect, stats)):
            out.append(f"{name!r}: digits of {card_tile.stat_px(it.rect):.1f} px do not "
                       f"fit {it.rect.size()}")
        marks = card_tile.marks_box(it.rect, name)
        if marks.intersects(card_tile.name_box(it.rect, name)) or \
                marks.intersects(card_tile.stats_band(it.rect)):
            out.append(f"{name!r}: boosts and counters would cover the name or statistics")
        if marks.height() < theme.LEAST_TEXT_PX + 4:
            out.append(f"{name!r}: no room for a boost at {marks.height():.1f} px")
    # every text the table draws, the faces drawn afresh
    from altered_desktop.table_display import BoardDisplay

    card_painter._face_cache.clear()
    table.display = BoardDisplay()  # nothing cached: every element drawn anew
    table.board = table.display.boards[table.bottom]
    theme.font_sizes = []
    try:
        table.grab()
        sizes = theme.font_sizes
    finally:
        theme.font_sizes = None
    small = sorted({s for s in sizes if s < theme.LEAST_TEXT_PX})
    if small:
        out.append(f"text drawn at {small} px on the table")
    return out
