"""The card pool as a Qt model: one row per reference, filtered by a proxy.

The deck builder shows all 1,690 references in a table and in a grid of faces.  Both
views share one `CardTableModel` behind one `CardFilterProxy`; no widget is made per
card.  Everything a filter looks at is worked out once per card (`CardRow`), so that
applying a filter is one pass of plain comparisons over the pool (the benchmark
`benchmarks/deck_builder.py` holds it under 50 ms).

The predicate (`CardFilter.accepts`) is plain Python, so it is tested without Qt.
"""

from __future__ import annotations

import functools
import re
from typing import Any

import attrs
from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QRectF,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap

from engine.cards.registry import shipped_cards
from engine.model import CardDef

#: Set codes as they appear in references (ALT_<SET>_...), with the names players use.
SET_NAMES: dict[str, str] = {
    "CORE": "Beyond the Gates", "ALIZE": "Trial by Frost", "BISE": "Whispers from the Maze",
    "CYCLONE": "Skybound Odyssey", "DUSTER": "Seeds of Unity",
}
FACTIONS: tuple[tuple[str, str], ...] = (
    ("AX", "Axiom"), ("BR", "Bravos"), ("LY", "Lyra"), ("MU", "Muna"), ("OR", "Ordis"),
    ("YZ", "Yzmir"))
TYPES: tuple[tuple[str, str], ...] = (
    ("hero", "Hero"), ("character", "Character"), ("spell", "Spell"),
    ("permanent", "Permanent"), ("token", "Token"))
RARITIES: tuple[tuple[str, str], ...] = (
    ("common", "Common"), ("rare", "Rare"), ("exalted", "Exalted"), ("unique", "Unique"),
    ("none", "None (Heroes, tokens)"))
TERRAIN_KEYS = ("forest", "mountain", "water")

#: Text shown in place of card text the engine does not carry out: never a blank card.
NOT_IMPLEMENTED_TEXT = "Not implemented yet: this card's text is not in the engine."

_VERSION_SUFFIX = re.compile(r"_(C|R\d*|E\d*|U_\d+)$")


def set_code(ref: str) -> str:
    """The set part of a reference: ALT_CORE_B_AX_01_C -> CORE (Kickstarter -> CORE)."""
    parts = ref.split("_")
    code = parts[1] if len(parts) > 2 else ""
    return "CORE" if code == "COREKS" else code


def family_key(ref: str) -> str:
    """What the rarity versions of one card share: the reference without its rarity tail
    (ALT_ALIZE_B_LY_34_C, _R1 and _R2 -> ALT_ALIZE_B_LY_34)."""
    return _VERSION_SUFFIX.sub("", ref)


#: what "R1" and "R2" after "Rare" mean: a card's rare versions are numbered, the first
#: in the card's own faction, the second printed in another faction
RARITY_NOTE = ("Rare (R1): the rare version in the card's own faction. Rare (R2): a rare "
               "version printed in another faction, with that faction's frame.")


def rarity_note(cdef: CardDef) -> str:
    """Why a version is called "Rare (R1)" or "Rare (R2)"; "" for other rarities."""
    label = rarity_label(cdef)
    if label == "Rare (R2)":
        return ("Rare (R2): a rare version of this card printed in another faction "
                f"({_FACTION_LABEL.get(cdef.faction.value if cdef.faction else '', 'Neutral')}).")
    if label == "Rare (R1)":
        return "Rare (R1): the rare version in the card's own faction."
    return ""


def rarity_label(cdef: CardDef) -> str:
    tail = cdef.ref.rsplit("_", 1)[-1]
    if cdef.rarity.value == "rare" and tail.startswith("R") and tail[1:].isdigit():
        return f"Rare ({tail})"
    return cdef.rarity.value.capitalize() if cdef.rarity.value != "none" else "—"


def card_face(cdef: CardDef) -> dict[str, Any]:
    """The dict `card_painter.paint_card` draws, built from a definition alone."""
    stats = [cdef.stats.forest, cdef.stats.mountain, cdef.stats.water] if cdef.stats else None
    hero = cdef.type.value == "hero"
    return {
        "ref": cdef.ref, "name": cdef.name, "type": cdef.type.value,
        "faction": cdef.faction.value if cdef.faction else None,
        "rarity": cdef.rarity.value, "subtypes": list(cdef.subtypes),
        "hand_cost": cdef.hand_cost, "reserve_cost": cdef.reserve_cost,
        "stats": stats, "base_stats": stats,
        "text": cdef.text() if cdef.implemented else NOT_IMPLEMENTED_TEXT,
        "token": cdef.is_token, "zone_type": cdef.zone_type,
        "reserve_limit": cdef.reserve_limit if hero else None,
        "landmark_limit": cdef.landmark_limit if hero else None,
    }


@attrs.frozen(slots=False)
class CardRow:
    """What the browser shows and filters on, worked out once per reference.  The text,
    its search form and the face dict are worked out on first use: rendering the text of
    the whole pool is a third of the builder's opening time, and only a text search or a
    painted face needs it."""

    cdef: CardDef
    ref: str
    name: str
    faction: str  # "" for none
    set: str
    type: str
    rarity: str
    hand: int
    reserve: int
    stats: tuple[int, int, int] | None
    subtypes: frozenset[str]
    keywords: frozenset[str]
    implemented: bool

    @classmethod
    def of(cls, cdef: CardDef) -> CardRow:
        s = cdef.stats
        return cls(
            cdef=cdef, ref=cdef.ref, name=cdef.name,
            faction=cdef.faction.value if cdef.faction else "", set=set_code(cdef.ref),
            type=cdef.type.value, rarity=cdef.rarity.value, hand=cdef.hand_cost,
            reserve=cdef.reserve_cost,
            stats=(s.forest, s.mountain, s.water) if s is not None else None,
            subtypes=frozenset(cdef.subtypes), keywords=frozenset(k for k, _ in cdef.keywords),
            implemented=cdef.implemented)

    @functools.cached_property
    def face(self) -> dict[str, Any]:
        return card_face(self.cdef)

    @functools.cached_property
    def text(self) -> str:
        return self.face["text"]

    @functools.cached_property
    def haystack(self) -> str:
        """Casefolded name, text, subtypes and reference, for the search box.  A card that
        is not implemented has no rendered text; the clause the engine could not read
        (`CardDef.missing`, quoted from its printed text) is searched instead."""
        return " ".join((self.name, self.text, self.cdef.missing,
                         " ".join(self.cdef.subtypes), self.ref)).casefold()


@attrs.frozen
class CardFilter:
    """Every filter of the browser at once; empty sets and None mean 'any'."""

    factions: frozenset[str] = frozenset()
    sets: frozenset[str] = frozenset()
    types: frozenset[str] = frozenset()
    rarities: frozenset[str] = frozenset()
    hand: tuple[int, int] | None = None  # inclusive range
    reserve: tuple[int, int] | None = None
    stat_min: tuple[int, int, int] = (0, 0, 0)  # forest, mountain, water at least
    subtype: str = ""
    keyword: str = ""
    text: str = ""  # every word must appear in name, text, subtypes or reference
    implemented_only: bool = False

    def accepts(self, row: CardRow) -> bool:
        if self.factions and row.faction not in self.factions:
            return False
        if self.sets and row.set not in self.sets:
            return False
        if self.types and row.type not in self.types:
            return False
        if self.rarities and row.rarity not in self.rarities:
            return False
        if self.implemented_only and not row.implemented:
            return False
        if self.hand is not None and not (self.hand[0] <= row.hand <= self.hand[1]):
            return False
        if self.reserve is not None and not (self.reserve[0] <= row.reserve <= self.reserve[1]):
            return False
        if self.stat_min != (0, 0, 0):
            if row.stats is None or any(s < m for s, m in zip(row.stats, self.stat_min,
                                                               strict=True)):
                return False
        if self.subtype and self.subtype not in row.subtypes:
            return False
        if self.keyword and self.keyword not in row.keywords:
            return False
        if self.text:
            return all(w in row.haystack for w in self.text.casefold().split())
        return True


# ---------------------------------------------------------------- the Qt model
REF_ROLE = Qt.ItemDataRole.UserRole + 1
FACE_ROLE = Qt.ItemDataRole.UserRole + 2
ROW_ROLE = Qt.ItemDataRole.UserRole + 4

#: Few columns on purpose: each painted cell costs calls into Python (seven roles), and
#: the set is the second word of the reference.
COLUMNS: tuple[str, ...] = ("Name", "Faction", "Type", "Rarity", "Cost", "F", "M", "W",
                            "Reference")
COLUMN_TIPS: tuple[str, ...] = ("", "", "", "Common, Rare or Unique. " + RARITY_NOTE,
                                "Hand cost / Reserve cost", "Forest statistic",
                                "Mountain statistic", "Water statistic", "")
#: the statistics' columns and their terrains
STAT_COLUMNS = {COLUMNS.index("F"): "forest", COLUMNS.index("M"): "mountain",
                COLUMNS.index("W"): "water"}
_FACTION_LABEL = dict(FACTIONS)
_TYPE_LABEL = dict(TYPES)
_DIM = QColor("#9a8c78")
_DISPLAY = 0
_NCOLS = len(COLUMNS)
_ROOT = QModelIndex()
_FOREGROUND = Qt.ItemDataRole.ForegroundRole.value
_TOOLTIP = Qt.ItemDataRole.ToolTipRole.value
_UNUSED = frozenset(r.value for r in (
    Qt.ItemDataRole.DecorationRole, Qt.ItemDataRole.FontRole,
    Qt.ItemDataRole.TextAlignmentRole, Qt.ItemDataRole.BackgroundRole,
    Qt.ItemDataRole.CheckStateRole, Qt.ItemDataRole.SizeHintRole,
    Qt.ItemDataRole.EditRole, Qt.ItemDataRole.StatusTipRole,
    Qt.ItemDataRole.WhatsThisRole, Qt.ItemDataRole.AccessibleTextRole,
    Qt.ItemDataRole.AccessibleDescriptionRole))
_TYPE_ORDER = {t: i for i, (t, _) in enumerate(TYPES)}


@functools.cache
def terrain_icon(terrain: str, size: int = 18) -> QIcon:
    """`terrain`'s glyph on its colour's round pill, as a card's statistic shows it."""
    from altered_desktop import stat_pill, theme

    pix = QPixmap(size * 2, size * 2)  # drawn at twice the size: sharp on a HiDPI screen
    pix.setDevicePixelRatio(2.0)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(theme.TERRAIN_COLOURS[terrain])
    p.drawRoundedRect(QRectF(0, 0, size, size), size * 0.3, size * 0.3)
    stat_pill.paint_glyph(p, QRectF(size * 0.18, size * 0.16, size * 0.64, size * 0.68),
                          terrain)
    p.end()
    return QIcon(pix)


def sort_key(r: CardRow, col: int) -> Any:
    """How a column sorts: numbers as numbers, then by name so ties read well."""
    if col == 0:
        return (r.name.casefold(), r.ref)
    if col == 1:
        return (r.faction or "~", r.name.casefold())
    if col == 2:
        return (_TYPE_ORDER.get(r.type, 9), r.hand, r.name.casefold())
    if col == 3:
        return (r.rarity, r.ref)
    if col == 4:
        return (r.type == "hero", r.hand, r.reserve, r.name.casefold())
    if col in (5, 6, 7):
        return (r.stats[col - 5] if r.stats else -1, r.name.casefold())
    return (r.ref,)


class CardTableModel(QAbstractTableModel):
    """All cards of the pool (read-only), one row per reference."""

    def __init__(self, cards: list[CardDef] | None = None, parent: Any = None) -> None:
        super().__init__(parent)
        self.rows: list[CardRow] = [CardRow.of(c) for c in (
            cards if cards is not None else shipped_cards())]
        self._row_of = {r.ref: i for i, r in enumerate(self.rows)}
        self._cells: dict[int, tuple[Any, ...]] = {}

    def put_cards(self, cards: list[CardDef]) -> None:
        """Show new cards (a unique added to My collection), or a card's new definition in
        its row (the player corrected a unique's text)."""
        for c in cards:
            i = self._row_of.get(c.ref)
            if i is not None:
                self.rows[i] = CardRow.of(c)
                self._cells.pop(i, None)
                self.dataChanged.emit(self.index(i, 0), self.index(i, _NCOLS - 1))
                continue
            n = len(self.rows)
            self.beginInsertRows(_ROOT, n, n)
            self.rows.append(CardRow.of(c))
            self._row_of[c.ref] = n
            self.endInsertRows()

    def remove_card(self, ref: str) -> None:
        """Stop showing a card (a unique removed from My collection)."""
        i = self._row_of.get(ref)
        if i is None:
            return
        self.beginRemoveRows(_ROOT, i, i)
        del self.rows[i]
        self._row_of = {r.ref: k for k, r in enumerate(self.rows)}
        self._cells = {k - (k > i): v for k, v in self._cells.items() if k != i}
        self.endRemoveRows()

    def row_of(self, ref: str) -> int | None:
        return self._row_of.get(ref)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sorting is done here on precomputed keys (one Python sort), not by the proxy,
        which would ask `data` tens of thousands of times."""
        self.layoutAboutToBeChanged.emit()
        old = {id(r): i for i, r in enumerate(self.rows)}
        self.rows.sort(key=lambda r: sort_key(r, column),
                       reverse=order == Qt.SortOrder.DescendingOrder)
        self._row_of = {r.ref: i for i, r in enumerate(self.rows)}
        self._cells = {}
        new_of = {old[id(r)]: i for i, r in enumerate(self.rows)}
        for idx in self.persistentIndexList():
            self.changePersistentIndex(idx, self.index(new_of[idx.row()], idx.column()))
        self.layoutChanged.emit()

    def index(self, row: int, column: int,
              parent: QModelIndex | QPersistentModelIndex = _ROOT) -> QModelIndex:
        """Qt's own index() asks rowCount and columnCount (two more calls into Python) for
        every cell the proxy maps while painting; a flat table can answer directly."""
        if 0 <= row < len(self.rows) and 0 <= column < _NCOLS and not parent.isValid():
            return self.createIndex(row, column)
        return QModelIndex()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            # the statistics' columns show their terrain's icon, as the cards do, not a
            # letter (review r12 #19: "F M W" were never explained)
            return "" if section in STAT_COLUMNS else COLUMNS[section]
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DecorationRole \
                and section in STAT_COLUMNS:
            return terrain_icon(STAT_COLUMNS[section])
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.ToolTipRole:
            return COLUMN_TIPS[section] or None
        if orientation == Qt.Orientation.Horizontal and \
                role == Qt.ItemDataRole.AccessibleTextRole and section in STAT_COLUMNS:
            # an icon has no words: a screen reader says the terrain (review r19 #16)
            return STAT_COLUMNS[section].title()
        return None

    def _cell(self, r: CardRow, col: int) -> Any:
        if col == 0:
            return r.name if r.implemented else f"{r.name}  (not implemented)"
        if col == 1:
            return _FACTION_LABEL.get(r.faction, "Neutral")
        if col == 2:
            return _TYPE_LABEL.get(r.type, r.type)
        if col == 3:
            return rarity_label(r.cdef)
        if col == 4:
            return "" if r.type == "hero" else f"{r.hand} / {r.reserve}"
        if col in (5, 6, 7):
            return r.stats[col - 5] if r.stats else ""
        return r.ref

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = 0) -> Any:
        # called a few thousand times per repaint of the list: the common roles first,
        # as plain int comparisons, and the cells of a row worked out once
        if role == _DISPLAY:
            i = index.row()
            cells = self._cells.get(i)
            if cells is None:
                r = self.rows[i]
                cells = self._cells[i] = tuple(self._cell(r, c) for c in range(len(COLUMNS)))
            return cells[index.column()]
        if role in _UNUSED or not index.isValid():
            return None
        r = self.rows[index.row()]
        if role == REF_ROLE:
            return r.ref
        if role == FACE_ROLE:
            return r.face
        if role == ROW_ROLE:
            return r
        if role == _FOREGROUND:
            return None if r.implemented else _DIM
        if role == _TOOLTIP:
            if index.column() == 3:  # what "Rare (R2)" means, on the rarity itself
                return rarity_note(r.cdef) or None
            return r.text or "(no text)"
        return None


class CardFilterProxy(QSortFilterProxyModel):
    """Filters with a `CardFilter`: the verdict of each row is worked out in one pass
    when the filter changes, so the proxy's per-row callback is a list lookup."""

    def __init__(self, source: CardTableModel, parent: Any = None) -> None:
        super().__init__(parent)
        self._source = source
        self._accepted: set[str] | None = None  # None: every card
        self.card_filter = CardFilter()
        self.setSourceModel(source)
        self.setDynamicSortFilter(False)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self._source.sort(column, order)

    def set_filter(self, f: CardFilter) -> None:
        if f == self.card_filter:
            return
        self.beginFilterChange()
        self.card_filter = f
        self._accepted = None if f == CardFilter() else {
            r.ref for r in self._source.rows if f.accepts(r)}
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, source_row: int,
                         source_parent: QModelIndex | QPersistentModelIndex) -> bool:
        return self._accepted is None or self._source.rows[source_row].ref in self._accepted

    def refs(self) -> list[str]:
        """References shown, in the order shown."""
        return [self.index(i, 0).data(REF_ROLE) for i in range(self.rowCount())]
