"""The deck list of the builder: the Hero, then Characters, Spells and Permanents, each
by hand cost, and every problem of a card on a red line right under it with its rule.

A function over a QTreeWidget rather than a model: the list is some forty lines, redrawn
whole after each change, and the tree's items carry the card's reference (UserRole) and,
on a problem line, the rule (PROBLEM_ROLE) for the window's handlers and the tests.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QHeaderView, QStyle, QTreeWidget, QTreeWidgetItem

from altered_desktop import theme
from altered_desktop.decision_panel import wrap_text
from altered_desktop.deck_draft import DeckDraft
from engine.cards.registry import card_by_ref
from engine.decks import Problem

BAD = QColor("#ff8a80")
PROBLEM_ROLE = Qt.ItemDataRole.UserRole + 1
RARITY_MARKS = {"rare": " ◆", "unique": " ★", "exalted": " ✦"}
#: what the marks of the deck list mean, shown under it
DECK_LEGEND = "◆ rare · ★ unique · ✦ exalted · Cost: hand / Reserve · ● faction"


def cost_tip(hand: int | None = None, reserve: int | None = None) -> str:
    """What a deck list's "2/3" cost says: the card's cost played from the hand, then
    from the Reserve (`hand`, `reserve`: a card's own, said with them)."""
    if hand is None or reserve is None:
        return QCoreApplication.translate(
            "DeckList", "Cost: hand / Reserve. The first number is what the card costs "
            "played from your hand, the second what it costs played from your Reserve.")
    return QCoreApplication.translate(
        "DeckList", "Costs {0} played from your hand, {1} from your Reserve").format(
        hand, reserve)


def make_deck_tree() -> QTreeWidget:
    tree = QTreeWidget()
    tree.setHeaderLabels(["#", "Card", "Cost"])
    # "2/3" under "Cost" said which cost was which only in the legend under the list
    # (review r17 #20): the header says it on hovering, and so does each card's cost
    tree.headerItem().setToolTip(2, cost_tip())
    tree.setRootIsDecorated(False)
    tree.setIndentation(10)
    tree.header().setStretchLastSection(False)
    tree.header().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
    tree.setColumnWidth(0, 40)
    tree.setColumnWidth(2, 48)
    tree.setWordWrap(True)
    return tree


_dots: dict[str | None, QIcon] = {}


def faction_dot(faction: str | None) -> QIcon:
    """A small disc in the faction's colour, the sign of a card's faction in lists."""
    if faction not in _dots:
        pm = QPixmap(12, 12)
        pm.fill(Qt.GlobalColor.transparent)
        p = QPainter(pm)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QColor(0, 0, 0, 120))
        p.setBrush(theme.FACTION_COLOURS.get(faction, theme.FACTION_COLOURS[None]))
        p.drawEllipse(1, 1, 10, 10)
        p.end()
        _dots[faction] = QIcon(pm)
    return _dots[faction]


def fill_deck_tree(t: QTreeWidget, draft: DeckDraft, per_card: dict[str, list[Problem]],
                   focus: str | None = None) -> QTreeWidgetItem | None:
    """Redraw `t` from `draft`; returns the item of `focus` (the card just changed)."""
    t.clear()
    bold = t.font()
    bold.setBold(True)
    focus_item = None
    # a problem's lines are broken at the width the column really has, in pixels (an
    # estimate in average characters ran long, and Qt cut the end: "at most…")
    fm = t.fontMetrics()
    # (less the scroll bar's width while it is hidden: the list filled grows one, and
    # the column narrows under the lines broken for it)
    bar = 0 if t.verticalScrollBar().isVisible() else t.style().pixelMetric(
        QStyle.PixelMetric.PM_ScrollBarExtent)
    wrap_px = max(160, t.columnWidth(1) - 2 * t.indentation() - 10 - bar)

    def card_item(parent: QTreeWidgetItem, ref: str, n: int) -> QTreeWidgetItem:
        c = card_by_ref(ref)
        cost = "" if c.type.value == "hero" else f"{c.hand_cost}/{c.reserve_cost}"
        probs = per_card.get(ref, [])
        rare = RARITY_MARKS.get(c.rarity.value, "")
        it = QTreeWidgetItem(parent, [str(n), c.name + rare, cost])
        it.setData(0, Qt.ItemDataRole.UserRole, ref)
        # the name in the text colour (a faction's red or pink would read as an error),
        # the faction as a coloured dot before it
        it.setIcon(1, faction_dot(c.faction.value if c.faction else None))
        it.setToolTip(1, f"{c.ref}\n{c.text() or '(no text)'}")
        if cost:
            it.setToolTip(2, cost_tip(c.hand_cost, c.reserve_cost))
        if probs:
            it.setForeground(0, QBrush(BAD))
            it.setText(0, f"⚠{n}")
        for p in probs:  # each problem on a line of its own under its card
            # under its card the card's name and reference need not be said again;
            # two lines at most, the whole message in the tooltip
            msg = p.message.removeprefix(f"{c.name} ({ref}) is ").removeprefix(
                "not implemented yet: ")
            lines = wrap_text(f"⚠ {p.rule}: {msg}", fm, wrap_px).split("\n")
            if len(lines) > 2:
                lines = [lines[0], fm.elidedText(" ".join(lines[1:]),
                                                 Qt.TextElideMode.ElideRight, wrap_px)]
            sub = QTreeWidgetItem(parent, ["", "\n".join(lines), ""])
            sub.setForeground(1, QBrush(BAD))
            sub.setToolTip(1, f"{p.message} ({p.rule})")
            sub.setData(0, Qt.ItemDataRole.UserRole, ref)
            sub.setData(0, PROBLEM_ROLE, p.rule)
        return it

    hero_group = QTreeWidgetItem(t, ["", "Hero", ""])
    hero_group.setFont(1, bold)
    if draft.hero:
        it = card_item(hero_group, draft.hero, 1)
        if focus == draft.hero:
            focus_item = it
    else:
        QTreeWidgetItem(hero_group, ["", "(none: choose one above)", ""])
    for title, rows in draft.grouped():
        g = QTreeWidgetItem(t, ["", f"{title} ({sum(n for _, n in rows)})", ""])
        g.setFont(1, bold)
        last_cost = None
        for ref, n in rows:
            cost = card_by_ref(ref).hand_cost
            if cost != last_cost:
                sep = QTreeWidgetItem(g, ["", f"— hand cost {cost} —", ""])
                sep.setForeground(1, QBrush(theme.LABEL_DIM))
                sep.setFlags(Qt.ItemFlag.NoItemFlags)
                last_cost = cost
            it = card_item(g, ref, n)
            if ref == focus:
                focus_item = it
    t.expandAll()
    return focus_item
