"""The card browser's widgets: the filter panel, the grid of faces, the card detail.

The list and the grid are two views of one `CardFilterProxy` (altered_desktop/
card_browser_model.py); the grid paints faces with `card_painter.paint_card` in a
delegate, so 1,690 cards cost no widgets, and only the visible faces are painted.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QIcon, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListView,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionHeader,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from altered_desktop import theme
from altered_desktop.card_browser_model import (
    FACTIONS,
    RARITIES,
    RARITY_NOTE,
    REF_ROLE,
    ROW_ROLE,
    SET_NAMES,
    TYPES,
    CardFilter,
    CardRow,
    card_face,
    rarity_label,
    rarity_note,
)
from altered_desktop.card_painter import paint_card, type_line
from altered_desktop.whole_rows import WholeLinesTextBrowser
from engine.cards.registry import card_by_ref
from engine.model import CardDef

MAX_COST = 12
ANY = "Any"


class FilterPanel(QWidget):
    """Every filter of the browser; `changed` carries the combined `CardFilter`."""

    changed = Signal(object)

    def __init__(self, rows: list[CardRow], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("filters")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        self.search = QLineEdit(placeholderText="Search name, text, subtype…")
        self.search.setClearButtonEnabled(True)
        self.search.setToolTip("Every word must appear in the card's name, rendered text, "
                               "subtypes or reference")
        lay.addWidget(self.search)
        # factions as toggle buttons in their colours: several may be on at once
        grid = QGridLayout()
        grid.setSpacing(3)
        self.faction_buttons: dict[str, QPushButton] = {}
        for i, (code, label) in enumerate(FACTIONS):
            b = QPushButton(label, checkable=True)
            c = theme.FACTION_COLOURS[code]
            b.setStyleSheet(
                f"QPushButton {{ background: {c.darker(170).name()}; border-color: {c.name()};"
                " padding: 3px 4px; }"
                f"QPushButton:checked {{ background: {c.name()}; border: 2px solid #ffe9a8; }}")
            b.toggled.connect(self._emit)
            self.faction_buttons[code] = b
            grid.addWidget(b, i // 3, i % 3)
        lay.addLayout(grid)
        form = QFormLayout()
        form.setContentsMargins(0, 4, 0, 0)
        form.setVerticalSpacing(4)
        self.set_box = self._combo([(code, f"{code.capitalize()} · {name}")
                                    for code, name in SET_NAMES.items()])
        self.type_box = self._combo(list(TYPES))
        self.rarity_box = self._combo(list(RARITIES))
        subtypes = sorted({s for r in rows for s in r.subtypes})
        self.subtype_box = self._combo([(s, s.capitalize()) for s in subtypes])
        keywords = sorted({k for r in rows for k in r.keywords})
        self.keyword_box = self._combo([(k, k.capitalize()) for k in keywords])
        form.addRow(self.tr("Set"), self.set_box)
        form.addRow(self.tr("Type"), self.type_box)
        form.addRow(self.tr("Rarity"), self.rarity_box)
        self.hand_min, self.hand_max = self._range(form, "Hand")
        self.reserve_min, self.reserve_max = self._range(form, "Reserve")
        # a statistic's minimum per terrain, each on a row of its own and named in full:
        # three boxes on one row were too narrow to read ("F≥0 M≥0 W≥0")
        self.stat_boxes: list[QSpinBox] = []
        names = (self.tr("Forest"), self.tr("Mountain"), self.tr("Water"))
        for t, name in zip(theme.TERRAINS, names, strict=True):
            sb = QSpinBox(minimum=0, maximum=10)
            sb.setPrefix("at least ")
            sb.setToolTip(f"Characters whose {t} statistic is at least this")
            sb.valueChanged.connect(self._emit)
            self.stat_boxes.append(sb)
            form.addRow(name, sb)
        form.addRow(self.tr("Subtype"), self.subtype_box)
        form.addRow(self.tr("Keyword"), self.keyword_box)
        lay.addLayout(form)
        self.implemented_only = QCheckBox(self.tr("Implemented cards only"))
        self.implemented_only.setToolTip(
            "Cards whose text the engine does not carry out yet cannot be played; they stay "
            "visible, greyed, when this is off")
        self.implemented_only.setChecked(True)
        self.implemented_only.toggled.connect(self._emit)
        lay.addWidget(self.implemented_only)
        self.reset_button = QPushButton(self.tr("Clear filters"))
        self.reset_button.clicked.connect(self.reset)
        lay.addWidget(self.reset_button)
        lay.addStretch(1)
        self.search.textChanged.connect(self._emit)
        self._quiet = False

    def _combo(self, items: list[tuple[str, str]]) -> QComboBox:
        box = QComboBox()
        box.addItem(ANY, "")
        for data, label in items:
            box.addItem(label, data)
        box.currentIndexChanged.connect(self._emit)
        return box

    def _range(self, form: QFormLayout, label: str) -> tuple[QSpinBox, QSpinBox]:
        row = QHBoxLayout()
        lo, hi = QSpinBox(minimum=0, maximum=MAX_COST), QSpinBox(minimum=0, maximum=MAX_COST)
        hi.setValue(MAX_COST)
        lo.setPrefix("from ")
        hi.setPrefix("to ")
        for sb in (lo, hi):
            sb.valueChanged.connect(self._emit)
            row.addWidget(sb)
        form.addRow(label, row)
        return lo, hi

    def current(self) -> CardFilter:
        def one(box: QComboBox) -> frozenset[str]:
            return frozenset({box.currentData()}) if box.currentData() else frozenset()

        def rng(lo: QSpinBox, hi: QSpinBox) -> tuple[int, int] | None:
            return None if lo.value() == 0 and hi.value() == MAX_COST else (
                lo.value(), hi.value() if hi.value() < MAX_COST else 99)

        return CardFilter(
            factions=frozenset(c for c, b in self.faction_buttons.items() if b.isChecked()),
            sets=one(self.set_box), types=one(self.type_box), rarities=one(self.rarity_box),
            hand=rng(self.hand_min, self.hand_max),
            reserve=rng(self.reserve_min, self.reserve_max),
            stat_min=(self.stat_boxes[0].value(), self.stat_boxes[1].value(),
                      self.stat_boxes[2].value()),
            subtype=self.subtype_box.currentData() or "",
            keyword=self.keyword_box.currentData() or "",
            text=self.search.text().strip(),
            implemented_only=self.implemented_only.isChecked())

    def _emit(self, *_: Any) -> None:
        if not self._quiet:
            self.changed.emit(self.current())

    def reset(self) -> None:
        self._quiet = True
        try:
            self.search.clear()
            for b in self.faction_buttons.values():
                b.setChecked(False)
            for box in (self.set_box, self.type_box, self.rarity_box, self.subtype_box,
                        self.keyword_box):
                box.setCurrentIndex(0)
            for lo, hi in ((self.hand_min, self.hand_max), (self.reserve_min, self.reserve_max)):
                lo.setValue(0)
                hi.setValue(MAX_COST)
            for sb in self.stat_boxes:
                sb.setValue(0)
            self.implemented_only.setChecked(True)
        finally:
            self._quiet = False
        self._emit()

    def show_faction(self, code: str | None) -> None:
        """Show only `code`'s cards (used when a Hero is picked)."""
        self._quiet = True
        for c, b in self.faction_buttons.items():
            b.setChecked(c == code)
        self._quiet = False
        self._emit()


# ---------------------------------------------------------------- the grid of faces
FACE_W, FACE_H = 150, 210


class CardFaceDelegate(QStyledItemDelegate):
    """Paints a card face per item; marks cards that are not implemented and how many
    copies the deck holds."""

    def __init__(self, count_of: Callable[[str], int], parent: Any = None) -> None:
        super().__init__(parent)
        self.count_of = count_of

    def sizeHint(self, option: QStyleOptionViewItem,
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        return QSize(FACE_W, FACE_H)

    def paint(self, p: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        row: CardRow = index.data(ROW_ROLE)
        r = QRectF(option.rect).adjusted(6, 6, -6, -6)
        w = min(r.width(), r.height() / theme.CARD_RATIO)
        rect = QRectF(r.center().x() - w / 2, r.top(), w, w * theme.CARD_RATIO)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        # (the face painter marks a unique itself: review r6, it was drawn twice)
        paint_card(p, rect, row.face, glow=theme.SELECTED if selected else None,
                   dim=not row.implemented)
        p.save()
        if not row.implemented:
            band = QRectF(rect.left(), rect.center().y() - 11, rect.width(), 22)
            p.fillRect(band, QColor(150, 30, 30, 220))
            p.setPen(QColor("white"))
            p.setFont(theme.font(11, bold=True))
            p.drawText(band, Qt.AlignmentFlag.AlignCenter, "NOT IMPLEMENTED")
        n = self.count_of(row.ref)
        if n:
            badge = QRectF(rect.right() - 30, rect.bottom() - 26, 28, 22)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setBrush(QColor("#2f6e4a"))
            p.setPen(QColor("#9be0b6"))
            p.drawRoundedRect(badge, 6, 6)
            p.setPen(QColor("white"))
            p.setFont(theme.font(12, bold=True))
            p.drawText(badge, Qt.AlignmentFlag.AlignCenter, f"×{n}")
        p.restore()


class FaceGrid(QListView):
    """The grid of faces; its cells widen to share the row's spare width, so the faces
    sit evenly across the view instead of leaving a gap on the right."""

    def resizeEvent(self, event: Any) -> None:
        width = self.viewport().width() - 4
        per_row = max(1, width // FACE_W)
        self.setGridSize(QSize(width // per_row, FACE_H))
        super().resizeEvent(event)


def make_grid(count_of: Callable[[str], int]) -> QListView:
    grid = FaceGrid()
    grid.setViewMode(QListView.ViewMode.IconMode)
    grid.setResizeMode(QListView.ResizeMode.Adjust)
    grid.setMovement(QListView.Movement.Static)
    grid.setUniformItemSizes(True)
    grid.setGridSize(QSize(FACE_W, FACE_H))
    grid.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    grid.setItemDelegate(CardFaceDelegate(count_of, grid))
    grid.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
    grid.verticalScrollBar().setSingleStep(40)
    grid.setStyleSheet("QListView { background: #16241c; }")
    return grid


# ---------------------------------------------------------------- the card detail
class VersionStrip(QWidget):
    """A card's rarity versions side by side, the shown one outlined."""

    picked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.refs: list[str] = []
        self.current = ""
        self.setMinimumHeight(150)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def show_versions(self, refs: list[str], current: str) -> None:
        self.refs, self.current = refs, current
        # "Rare (R2)" under a face says what it is on hovering the strip
        notes = [rarity_note(card_by_ref(r)) for r in refs]
        self.setToolTip("\n".join(n for n in notes if n))
        self.update()

    # room under a face for its rarity label, and the gap between faces
    LABEL_H = 22
    GAP = 8
    # the other versions stand beside the shown one, at most this many a column
    PER_COLUMN = 3

    def _layout(self, scale: float = 1.0, height: int | None = None,
                others: int | None = None) -> tuple[float, float, int]:
        """The shown version's face height, the others' face height and their columns,
        at the strip's height (or `height`) times `scale`, for the versions shown (or
        `others` beside the shown one)."""
        top = 4
        height = self.height() if height is None else height
        big = (height - top - self.LABEL_H) * scale
        if others is None:
            others = max(0, len(self.refs) - 1)
        if not others:
            return big, 0.0, 0
        per_column = min(self.PER_COLUMN, others)
        # never more than half the shown one's height: it stays the one read
        slot = (height - top) / max(2, per_column)
        small = (slot - self.LABEL_H) * scale
        columns = -(-others // per_column)
        return big, small, columns

    def _width_at(self, scale: float, height: int | None = None,
                  others: int | None = None) -> float:
        big, small, columns = self._layout(scale, height, others)
        return (self.GAP + big / theme.CARD_RATIO + self.GAP
                + columns * (small / theme.CARD_RATIO + self.GAP))

    def needed_width(self) -> int:
        """The width that shows the shown version at the strip's full height and the
        others beside it at up to half that."""
        return round(self._width_at(1.0))

    def needed_width_at(self, height: int, others: int) -> int:
        """`needed_width` for a strip `height` tall showing `others` versions beside the
        shown one, before it is laid out there or shows them."""
        return round(self._width_at(1.0, height, others))

    def _rects(self) -> list[QRectF]:
        """Each version's face, in the order of `refs`: the shown one large at the left,
        the others in a column (or columns) beside it (review r13 #20: three faces side
        by side in some 40 % of the pane were thumbnails with the pane's height empty
        under them); all smaller when the strip is narrower than they need."""
        if not self.refs:
            return []
        scale = min(1.0, self.width() / max(1.0, self._width_at(1.0)))
        big, small, _columns = self._layout(scale)
        big_w, small_w = big / theme.CARD_RATIO, small / theme.CARD_RATIO
        per_column = min(self.PER_COLUMN, max(1, len(self.refs) - 1))
        current = self.current if self.current in self.refs else self.refs[0]
        out: list[QRectF] = []
        i = 0
        for ref in self.refs:
            if ref == current:
                out.append(QRectF(self.GAP, 4, big_w, big))
                continue
            col, row = divmod(i, per_column)
            x = self.GAP + big_w + self.GAP + col * (small_w + self.GAP)
            y = 4 + row * (small + self.LABEL_H)
            out.append(QRectF(x, y, small_w, small))
            i += 1
        return out

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        for ref, rect in zip(self.refs, self._rects(), strict=True):
            c = card_by_ref(ref)
            face = card_face(c)
            paint_card(p, rect, face, glow=theme.HIGHLIGHT if ref == self.current else None,
                       dim=not c.implemented)  # its UNIQUE mark with it
            p.setPen(theme.LABEL)
            p.setFont(theme.font(11, bold=ref == self.current))
            p.drawText(QRectF(rect.left() - 4, rect.bottom() + 2, rect.width() + 8, 18),
                       Qt.AlignmentFlag.AlignCenter, rarity_label(c))
        p.end()

    def mousePressEvent(self, event: Any) -> None:
        for ref, rect in zip(self.refs, self._rects(), strict=True):
            if rect.contains(event.position()):
                self.picked.emit(ref)


def versions_html(current: str, versions: list[str]) -> str:
    """The card's versions one a line - rarity, faction, costs, statistics - the shown one
    in bold, and what "R1" and "R2" mean when one is there (review r8 #17: "Rare (R2)"
    was never explained; the room under the text stood empty)."""
    if len(versions) < 2:
        return ""
    e = html.escape
    rows = []
    for ref in versions:
        v = card_by_ref(ref)
        cost = "" if v.type.value == "hero" else f"{v.hand_cost}/{v.reserve_cost}"
        stats = (f"{v.stats.forest} {v.stats.mountain} {v.stats.water}"
                 if v.stats is not None else "")
        cells = [rarity_label(v), theme.FACTION_NAMES.get(v.faction.value if v.faction
                                                          else "", "Neutral"), cost, stats]
        weight = "bold" if ref == current else "normal"
        rows.append(f"<tr style='font-weight:{weight}'>"
                    + "".join(f"<td style='padding:1px 10px 1px 0'>{e(x)}</td>" for x in cells)
                    + "</tr>")
    labels = {rarity_label(card_by_ref(r)) for r in versions}
    foot = (f"<p style='color:#b8ab93; margin:2px 0'>{e(RARITY_NOTE)}</p>"
            if labels & {"Rare (R1)", "Rare (R2)"} else "")
    head = "".join(f"<th align='left' style='padding:1px 10px 1px 0'>{e(h)}</th>"
                   for h in ("Version", "Faction", "Cost",
                             "Forest Mountain Water"))
    return (f"<p style='margin:6px 0 2px 0'>{versions_heading(current, versions)}</p>"
            f"<table cellspacing='0'>"
            f"<tr style='color:#b8ab93'>{head}</tr>{''.join(rows)}</table>"
            f"{foot}")


def other_texts_html(current: str, versions: list[str]) -> str:
    """What each other version says where its text is not the shown one's ("Rare: …
    Draw a card."), a line each: at 1366 the versions' faces beside the text are too
    small to show theirs (review r15 #10: the Rare A Cappella Training's "Draw a card"
    appeared nowhere).  Where every version reads alike, the heading says so
    (`versions_heading`) and no line is added."""
    said = _words(current)
    differ = [(rarity_label(card_by_ref(r)), _words(r)) for r in versions
              if r != current and _words(r) != said]
    none = "<i>" + html.escape(QCoreApplication.translate("CardDetail", "No abilities.")) \
        + "</i>"
    return "".join(f"<p style='margin:3px 0'><b>{html.escape(label)}:</b> "
                   f"{html.escape(text) if text else none}</p>" for label, text in differ)


def versions_heading(current: str, versions: list[str]) -> str:
    """"Versions", and "· same text in each" when no version's text differs."""
    said = _words(current)
    head = "<b>" + html.escape(QCoreApplication.translate("CardDetail", "Versions")) + "</b>"
    if all(_words(r) == said for r in versions):
        head += " <span style='color:#b8ab93'>· " + html.escape(
            QCoreApplication.translate("CardDetail", "the same text in each")) + "</span>"
    return head


def _words(ref: str) -> str:
    """A card's text on one line, its lines joined by " · "."""
    return " · ".join(ln.strip() for ln in card_by_ref(ref).text().splitlines()
                      if ln.strip())


def detail_html(c: CardDef, decks_using: list[str], versions: list[str] | None = None) -> str:
    """The full card as text: name, type line, costs, statistics, every line of its text,
    its ruling, why it is not implemented, what its other versions say differently,
    which saved decks hold it, and its versions."""
    e = html.escape
    face = card_face(c)
    parts = [f"<h2 style='margin:0'>{e(c.name)}</h2>",
             f"<p style='margin:2px 0'><i>{e(type_line(face))}</i> · "
             f"{e(theme.FACTION_NAMES.get(face['faction'], 'Neutral'))} · "
             f"{e(rarity_label(c))} · <code>{e(c.ref)}</code></p>"]
    if c.type.value == "hero":
        parts.append(f"<p>Reserve limit {c.reserve_limit} · Landmark limit "
                     f"{c.landmark_limit}</p>")
    else:
        parts.append(f"<p><b>Hand cost {c.hand_cost}</b> · <b>Reserve cost "
                     f"{c.reserve_cost}</b></p>")
    if c.stats is not None:
        parts.append(f"<p>Forest {c.stats.forest} · Mountain {c.stats.mountain} · "
                     f"Water {c.stats.water}</p>")
    if c.implemented:
        lines = [ln for ln in c.text().splitlines() if ln.strip()]
        parts.append("".join(f"<p style='margin:4px 0'>{e(ln)}</p>" for ln in lines)
                     if lines else "<p><i>No abilities.</i></p>")
    else:
        parts.append("<p style='color:#ff8a80'><b>Not implemented yet.</b> The engine does "
                     "not carry out this card's text, so it cannot be played; a deck holding "
                     f"it is refused by New game.<br>Missing: {e(c.missing)}</p>")
    if c.ruling:
        parts.append(f"<p style='color:#e2b54a'><b>Ruling:</b> {e(c.ruling)}</p>")
    # what the other versions say differently, next to this one's text: the versions'
    # table, the decks holding it and the notes may go under "more", not that
    parts.append(other_texts_html(c.ref, versions or []))
    parts.append("<p><b>In your decks:</b> " + (e(", ".join(decks_using)) if decks_using
                                                 else "none") + "</p>")
    parts.append(versions_html(c.ref, versions or []))
    return "".join(parts)


class CardDetail(QWidget):
    """The selected card: its versions side by side and its full text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.versions = VersionStrip()
        self.text = WholeLinesTextBrowser()
        self.text.setOpenLinks(False)
        # paragraphs a few pixels apart, not rich text's default 12 (review r13 #20: at
        # 1366 the text of most cards ended under "more" with the margins taking lines)
        self.text.document().setDefaultStyleSheet(
            "p { margin-top: 3px; margin-bottom: 3px; }")
        lay.addWidget(self.versions, 0)
        lay.addWidget(self.text, 1)
        self.ref = ""

    def show_card(self, ref: str, versions: list[str], decks_using: list[str]) -> None:
        self.ref = ref
        self.versions.show_versions(versions, ref)
        self.text.setHtml(detail_html(card_by_ref(ref), decks_using, versions))
        self.share()

    def share(self) -> None:
        """The versions take the width their cards need at this height, at most some
        half (three versions then show smaller); the text has the rest (review r12 #19:
        with room beside the cards the text was cut under "more").  Faces set elsewhere
        (under the deck builder's filters on a short window) keep their own width."""
        if self.versions.parentWidget() is not self:
            return
        self.versions.setFixedWidth(max(160, min(round(self.width() * 0.45),
                                                 self.versions.needed_width())))

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self.share()


def index_ref(index: QModelIndex | QPersistentModelIndex) -> str | None:
    return index.data(REF_ROLE) if index.isValid() else None


def caption(label: str) -> QLabel:
    lab = QLabel(label)
    lab.setStyleSheet("color: #e2b54a; font-weight: bold;")
    return lab


#: the terrain icons' side in the list's header (review r19 #16: at the style's small
#: icon size, 16 px with a 10 px glyph, they read as specks beside 13 px words)
HEADER_ICON_PX = 20


class TerrainHeader(QHeaderView):
    """The card list's header: the statistics' columns show their terrain's icon at
    `HEADER_ICON_PX`, centred (the style draws a header's icon at its small icon size,
    16 px, at the section's left); the others as the style draws them.  The model gives
    each terrain's name as the section's tooltip and accessible name."""

    def __init__(self, icon_of: Callable[[int], QIcon | None],
                 parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self._icon_of = icon_of

    def icon_rect(self, rect: Any) -> Any:
        """Where a statistic's icon is drawn in the section `rect`."""
        from PySide6.QtCore import QRect

        d = min(HEADER_ICON_PX, rect.height() - 4, rect.width() - 4)
        return QRect(rect.center().x() - d // 2 + 1, rect.center().y() - d // 2 + 1, d, d)

    def paintSection(self, painter: QPainter, rect: Any, logical: int) -> None:  # noqa: N802
        icon = self._icon_of(logical)
        if icon is None:
            super().paintSection(painter, rect, logical)
            return
        opt = QStyleOptionHeader()
        self.initStyleOption(opt)
        self.initStyleOptionForIndex(opt, logical)
        opt.rect = rect
        opt.icon, opt.text = QIcon(), ""
        painter.save()
        self.style().drawControl(QStyle.ControlElement.CE_Header, opt, painter, self)
        painter.restore()
        icon.paint(painter, self.icon_rect(rect))
