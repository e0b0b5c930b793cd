"""The teaching log: every event grouped by day and phase, each with its rule.

Hovering an entry shows the rule explained in plain words; clicking one asks the table to
highlight the objects it concerns.  The log can be exported to a standalone HTML page.
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence

from PySide6.QtCore import (
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QAction,
    QBrush,
    QColor,
    QFont,
    QFontInfo,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMainWindow,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from altered_desktop import log_terms, log_text, symbol_text, theme
from engine.log import LogEntry

ENTRY_ROLE = Qt.ItemDataRole.UserRole
#: the routine of a day (a phase begins, everything readied, mana paid, a Reaction waits
#: in Limbo, no Expeditions met yet): in the log for the record, written dimmer so the
#: eye finds the plays and what they did; the recaps and "Just now" leave it out
ROUTINE_RULES = ("4.2.b", "5.1.2.d", "4.2.1.c", "4.2.5.d", "6.3")
#: their colour: dimmer than the log's text, 7:1 on its ground (#261d16), 4.5:1 at least
ROUTINE_COLOUR = "#b3a58f"
#: an entry naming a region by its number ("moves forward to region 5")
REGION_NUMBER = re.compile(r"\bregion \d+\b")


def recap_title() -> str:
    """The one name of the box of the last events over the table's side column ("Just
    now"), whether it shows the last few or, after a hand-off or a new day, the news of
    a whole turn (review r8 #8: "While you were away", "Meanwhile" and "Just now" for
    one box).  The table paints the same words under the same context ("Table")."""
    return QCoreApplication.translate("Table", "Just now")


def just_now_hint() -> str:
    """The one hint in the corner of the "Just now" box, whether it shows the last
    events or a recap over them (review: "click to close" on one, "full log: L" on the
    other, for one box): a click on it, or L, opens the whole log."""
    return QCoreApplication.translate("Table", "full log: click or L")


def explanation(entry: LogEntry) -> str:
    """The entry's rule in plain words; an engine rule without a note must not break the
    log (the engine is still growing), so say so instead of raising."""
    try:
        return log_text.rule_text(entry.rule)  # in the player's language
    except KeyError:
        return QCoreApplication.translate("LogDock", "(no explanation of rule {0} is recorded "
                                          "yet)").format(entry.rule)


def entry_line(entry: LogEntry) -> str:
    """The entry as the recap and "Just now" show it: who did it, then what happened, in
    a player's words."""
    return log_text.entry_line(entry.actor, entry.message)  # the language (engine.messages)


def teaching_line(entry: LogEntry) -> str:
    """The entry as the teaching log shows it: as `entry_line`, with the rules' terms
    named ("… ability, a Reaction, is played from Limbo: …"), which `entry_tip` and the
    box under the log explain (log_terms)."""
    return log_text.entry_line(entry.actor, log_terms.teaching_message(entry.message))


def entry_glosses(entry: LogEntry, line: str) -> list[str]:
    """The rules' terms of a teaching-log line and of its rule's explanation, explained
    with their rule numbers ("Limbo (3.2.8, 4.4): the shared zone where …")."""
    return log_terms.glosses(line, explanation(entry))


def entry_tip(entry: LogEntry, line: str) -> str:
    """A teaching-log line's tooltip: the line, its rule in plain words, and every rule
    term it uses explained."""
    tip = f"{line}\n\n" + QCoreApplication.translate("LogDock", "Rule {0}: {1}").format(
        entry.rule, explanation(entry))
    terms = entry_glosses(entry, line)
    return tip + "".join(f"\n• {g}" for g in terms)


class _WrapDelegate(QStyledItemDelegate):
    """Gives event rows the height their wrapped sentence needs (QTreeView only wraps
    text when the row is tall enough, and it sizes rows for one line by default).

    Heights are remembered per text, width and font: the view asks for every visible
    row's size on each layout (after every answer), and wrapping a sentence is the
    costly part of that."""

    #: the room round an event's words in the drawer over the table (6 px above and
    #: below), docked 2 px
    AIR_OVER = 12

    def __init__(self, tree: QTreeWidget) -> None:
        super().__init__(tree)
        self.tree = tree
        self._heights: dict[tuple[str, int, str], int] = {}

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        base = super().sizeHint(option, index)
        if index.column() != 0:
            return base
        depth, parent = 0, index.parent()
        while parent.isValid():
            depth += 1
            parent = parent.parent()
        depth += self.tree.rootIsDecorated()  # the days' arrows, if drawn, take a step
        width = max(40, self.tree.columnWidth(0) - self.tree.indentation() * depth - 8)
        text = str(index.data() or "")
        key = (text, width, option.font.key())
        height = self._heights.get(key)
        if height is None:
            height = option.fontMetrics.boundingRect(
                QRect(0, 0, width, 10_000), int(Qt.TextFlag.TextWordWrap), text).height()
            if len(self._heights) > 20_000:
                self._heights.clear()
            self._heights[key] = height
        # lying over the side column each event gets air round it: its 3-4 wrapped lines
        # ran into the next event's (review r20 #14)
        air = self.AIR_OVER if getattr(self.tree, "over", False) else 4
        return QSize(base.width(), max(base.height(), height + air))


class _LogTree(QTreeWidget):
    """The event column takes all the width the rule column leaves, and rows re-wrap
    when the dock is resized."""

    RULE_WIDTH = 58
    # the rule column lying over the table: as wide as the longest rule number
    # ("5.1.2.d") and its margins, the rest to the sentences
    RULE_WIDTH_OVER = "5.1.2.d"
    # the step of each level in (days, phases), docked and lying over the table
    INDENT, INDENT_OVER = 11, 4

    def __init__(self) -> None:
        super().__init__()
        self.over = False  # lying over the table: the narrow drawer's columns

    def rule_width(self) -> int:
        number = self.fontMetrics().horizontalAdvance(self.RULE_WIDTH_OVER) + 14
        if not self.over:  # (wider for the bigger words of a big screen)
            return max(self.RULE_WIDTH, number)
        return number

    def set_over(self, over: bool) -> None:
        """Columns for the drawer lying over the side column (`over`: every pixel of
        its width to the sentences, so each wraps on fewer lines) or docked."""
        self.over = over
        self.setIndentation(self.INDENT_OVER if over else self.INDENT)
        self.setHeaderHidden(over)
        self.resizeEvent(QResizeEvent(self.size(), self.size()))

    def resizeEvent(self, event: QResizeEvent) -> None:
        bar = self.verticalScrollBar()
        at_end = bar.value() >= bar.maximum() - 2
        super().resizeEvent(event)
        rule = self.rule_width()
        self.setColumnWidth(0, max(120, self.viewport().width() - rule))
        self.setColumnWidth(1, rule)
        self.doItemsLayout()
        if at_end:
            # a list read at its end stays at its end once its rows have wrapped to the
            # new width (review r17 #15: at 1920 it ended on a cut entry)
            QTimer.singleShot(0, self, self.scrollToBottom)


DRAWER_FILL = theme.DOCK_FILL
#: the log's list and rule box, docked or lying over the table: the rail's wood
#: (`theme.DOCK_FIELD`), not the style sheet's brown fields
DOCK_STYLE = f"""
LogDock QTreeWidget {{ background: {theme.DOCK_FIELD.name()};
    border: 1px solid {theme.DOCK_EDGE.name()}; }}
LogDock QHeaderView, LogDock QHeaderView::section {{ background: {theme.DOCK_TITLE.name()}; }}
QLabel#logExplain {{ background: {theme.DOCK_FILL.name()};
    border: 1px solid {theme.DOCK_EDGE.name()}; border-radius: 5px; padding: 6px;
    color: #f3ead3; }}
"""
#: the drawer's colours when it lies over the table: the rail's dark wood, its words
#: and close glyph cream (about 12:1), no platform grey anywhere
DRAWER_STYLE = DOCK_STYLE + f"""
LogDock {{ background: {theme.DOCK_FILL.name()}; border: 1px solid {theme.DOCK_EDGE.name()}; }}
QWidget#logDrawerTitle {{ background: {theme.DOCK_TITLE.name()}; }}
QLabel#logDrawerName {{ color: #f3ead3; font-weight: bold; font-size: 13px; }}
QLabel#logDrawerHint {{ color: #d9c9a8; font-size: 12px; }}
QToolButton#logDrawerClose {{ color: #f3ead3; background: transparent; border: none;
    font-size: 15px; font-weight: bold; padding: 0px 6px; }}
QToolButton#logDrawerClose:hover {{ background: {theme.WOOD_LIGHT.name()}; border-radius: 4px; }}
"""


class LogDock(QDockWidget):
    """A dock listing the game's log; emits the objects of the entry the user picks."""

    entry_selected = Signal(object)  # tuple of oids
    entry_index_selected = Signal(int)  # the entry's place in the log (review jumps there)
    export_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Teaching log"), parent)
        self.setObjectName("logDock")
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea
                             | Qt.DockWidgetArea.RightDockWidgetArea)
        #: the entry clicked last (the table highlights its cards)
        self.selected_entry: LogEntry | None = None
        body = QWidget()
        lay = QVBoxLayout(body)
        lay.setContentsMargins(4, 4, 4, 4)
        self.tree = _LogTree()
        self.tree.setColumnCount(2)
        self.tree.setHeaderLabels([self.tr("Event"), self.tr("Rule")])
        header = self.tree.header()
        header.setStretchLastSection(False)
        # fixed columns sized by _LogTree let long sentences wrap instead of being cut
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Fixed)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Fixed)
        self.tree.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.tree.setItemDelegate(_WrapDelegate(self.tree))
        self.setMinimumWidth(240)
        self.tree.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # the events get the width (review r7 #16: indented 38 px, they wrapped on 3-5
        # lines): a day is a bold heading with no arrow of its own, its phases fold
        self.tree.setRootIsDecorated(False)
        self.tree.setIndentation(_LogTree.INDENT)
        self.tree.setWordWrap(True)
        self.tree.setUniformRowHeights(False)
        self.tree.itemClicked.connect(self._clicked)
        self.tree.currentItemChanged.connect(lambda cur, _prev: self._clicked(cur, 0))
        lay.addWidget(self.tree, 1)
        self.explain = QLabel(wordWrap=True)
        self.explain.setObjectName("logExplain")  # its look: `DOCK_STYLE`
        self.explain.setMinimumHeight(60)
        self.explain.setText(self.tr("Click an entry to see the rule behind it and the cards "
                                     "it concerns."))
        # in a box of its own: lying over the table the box is at most a share of the
        # drawer (`_compact`) and a long rule scrolls in it
        self.explain_box = QScrollArea()
        self.explain_box.setWidgetResizable(True)
        self.explain_box.setFrameShape(QFrame.Shape.NoFrame)
        self.explain_box.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.explain_box.setWidget(self.explain)
        lay.addWidget(self.explain_box)
        self.export_row = QWidget()
        row = QHBoxLayout(self.export_row)
        row.setContentsMargins(0, 0, 0, 0)
        export = QPushButton(self.tr("Export to HTML…"))
        export.clicked.connect(self.export_requested.emit)
        row.addStretch(1)
        row.addWidget(export)
        lay.addWidget(self.export_row)
        # while the hand-off screen covers the table, the log is covered too: the next
        # player has not shown who sits at the computer yet
        self.cover = QLabel(self.tr("The log is hidden while the table is handed over."),
                            wordWrap=True, alignment=Qt.AlignmentFlag.AlignCenter)
        self.cover.setStyleSheet("color: #bfb29a; background: #10241a; padding: 12px;")
        self.pages = QStackedWidget()
        self.pages.addWidget(body)
        self.pages.addWidget(self.cover)
        self.setWidget(self.pages)
        self.setStyleSheet(DOCK_STYLE)
        self._fill_body()
        self._routine = QBrush(QColor(ROUTINE_COLOUR))
        self._focus: QTreeWidgetItem | None = None  # the entry kept in view
        self._count = 0
        self._day_item: QTreeWidgetItem | None = None
        self._phase_item: QTreeWidgetItem | None = None
        self._day = self._phase = None
        self._log: list[LogEntry] = []
        # new entries are added on the next turn of the event loop: the table repaints
        # first (what the player is looking at), the log a moment later
        self._pending: Sequence[LogEntry] | None = None
        self._later = QTimer(self)
        self._later.setSingleShot(True)
        self._later.setInterval(0)
        self._later.timeout.connect(self.flush)
        self._over = False  # lying over the table (see lie_over)
        self._scale = 1.0  # set_scale's

    def set_scale(self, k: float) -> None:
        """The log's words `k` times the application's (k = 1 up to a 1920 window), as
        the table's grow on a big window (issue #23: at 2560 and 3840 the log kept the
        words of a 1920 screen beside cards a third to twice as big)."""
        if k == self._scale:
            return
        self._scale = k
        base = QFontInfo(QApplication.font()).pixelSize()
        for w in (self.tree, self.explain):
            font = QFont(QApplication.font())
            if k != 1.0:
                font.setPixelSize(round(base * k))
            w.setFont(font)
        self.tree.resizeEvent(QResizeEvent(self.tree.size(), self.tree.size()))

    def _show_item(self, item: QTreeWidgetItem) -> None:
        """Keep `item` (the newest entry, or in a review the moment shown) in view, now
        and whenever the drawer opens: rows re-wrap to the drawer's width as it opens, and
        the entry scrolled to while it was shut would end up below the bottom edge."""
        self._focus = item
        self.tree.scrollToItem(item)
        # once more when its rows have wrapped to the list's width: scrolled to before
        # that, the newest entry stood cut at the list's foot (review r17 #15)
        QTimer.singleShot(0, self, self._refocus)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._over:
            self.raise_()  # over the table, never under it
        QTimer.singleShot(0, self._refocus)

    def _refocus(self) -> None:
        item = self._focus
        if item is not None and item.treeWidget() is self.tree:
            self.tree.scrollToItem(item, QTreeWidget.ScrollHint.PositionAtBottom)

    # ------------------------------------------------------------ drawer over the table
    # the features of the docked drawer (restored when it docks again)
    DOCKED_FEATURES = (QDockWidget.DockWidgetFeature.DockWidgetClosable
                       | QDockWidget.DockWidgetFeature.DockWidgetMovable
                       | QDockWidget.DockWidgetFeature.DockWidgetFloatable)

    @property
    def lying_over(self) -> bool:
        """Whether the drawer lies over the table (a narrow window) instead of beside it."""
        return self._over

    def lie_over(self, window: QMainWindow, over: bool) -> None:
        """Leave the window's dock area and lie over the table's side column (`over`), or
        dock beside the table again.  On a laptop screen a docked drawer takes its width
        from the board: the opponent's cards shrank to 102x70 and the phase chip and the
        options were cut (review r7 #7); lying over the table it leaves the board as it
        was and goes away again with L or Esc.  Open or shut is kept either way."""
        if over == self.lying_over:
            return
        shown = not self.isHidden()
        self._over = over
        if over:
            window.removeDockWidget(self)  # hides it; the window stays its parent
            self.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable)
            self.setAutoFillBackground(True)  # the felt must not show through its edges
            # out of the dock area Qt draws the platform's light grey frame and title
            # with a grey close glyph (2.6:1, review r8 #6): the drawer's own, in the
            # table's colours
            self.setStyleSheet(DRAWER_STYLE)
            self.setTitleBarWidget(self._drawer_title())
            self._fill_body(True)
        else:
            self.setFeatures(self.DOCKED_FEATURES)
            self.setAutoFillBackground(False)
            self.setStyleSheet(DOCK_STYLE)
            self.setTitleBarWidget(None)
            self._fill_body(False)
            window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self)
        self._compact(over)
        self.setVisible(shown)
        if over and shown:
            self.raise_()

    def _compact(self, over: bool) -> None:
        """Lying over the side column the list has the drawer's height (review r14: at
        1366 the open drawer showed two events above the rule box's standing hint and
        the export button): the export is in the Game menu, the hint in the title bar,
        and the rule box opens once an entry is clicked; the list's header goes (its
        title bar names it), its rows step in less and its rule column is as narrow as
        a rule number.  Docked, all show as before."""
        self.export_row.setVisible(not over)
        if self.tree.over != over:
            self.tree.set_over(over)
        self.explain_box.setVisible(not over or self.selected_entry is not None)
        # an entry's rule with its terms can be long: lying over, it scrolls in its box
        # rather than push the list out of the drawer
        self.explain_box.setMaximumHeight(max(64, int(self.height() * 0.4)) if over
                                          else 16_777_215)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._over:
            self._compact(True)

    def _fill_body(self, on: bool = True) -> None:
        """Paint the log's body the rail's dark wood (`theme.DOCK_FILL`), over the
        table or docked at its left: one material on both sides of the table."""
        body = self.widget()
        if body is None:
            return
        body.setAutoFillBackground(True)
        pal = body.palette()
        pal.setColor(body.backgroundRole(), DRAWER_FILL)
        body.setPalette(pal)

    def _drawer_title(self) -> QWidget:
        """The drawer's title bar: its name and a close button, light on dark brown."""
        bar = QWidget()
        bar.setObjectName("logDrawerTitle")
        lay = QHBoxLayout(bar)
        lay.setContentsMargins(10, 4, 4, 4)
        title = QLabel(self.windowTitle())
        title.setObjectName("logDrawerName")
        # the rule box's hint, which stays shut until an entry is clicked (`_compact`)
        hint = QLabel(self.tr("click an entry: its rule"))
        hint.setObjectName("logDrawerHint")
        hint.setToolTip(self.tr("Click an entry to see the rule behind it and the cards "
                                "it concerns."))
        self.drawer_close = QToolButton()
        self.drawer_close.setObjectName("logDrawerClose")
        self.drawer_close.setText("✕")
        self.drawer_close.setToolTip(self.tr("Close the teaching log (L)"))
        self.drawer_close.setAccessibleName(self.tr("Close the teaching log (L)"))
        self.drawer_close.setCursor(Qt.CursorShape.PointingHandCursor)
        self.drawer_close.clicked.connect(self.close)
        lay.addWidget(title, 1)
        lay.addWidget(hint)
        lay.addWidget(self.drawer_close)
        return bar

    #: the least height the drawer keeps above the prompt panel (a title and ~8 rows)
    LEAST_OVER_PANEL = 240

    def place_over(self, table: QRect, side: float, above: int | None = None,
                   below: int | None = None) -> None:
        """Lie over the table's side column (`side` px wide at the right of `table`, the
        table's rectangle in the window), from its top down to `above` (the prompt
        panel's top, in the window) or the whole height when the panel leaves the log
        less than `LEAST_OVER_PANEL`.  Over the table's left part it hid the player's
        own Hero and first hand card (review r8 #6); over the side column it covers no
        card at all: hands, Heroes and Expeditions stay in sight, and a log entry
        clicked lights its cards on a board seen whole.  Stopping above the panel keeps
        the choices and Pass in sight while a rule is read (review r12 #5: the drawer
        hid the whole action panel).  It starts at `below` (in the window), under the
        Day and its phase strip, which stay in sight over it (review r13 #14: with the
        log open the player lost what phase it was)."""
        if not self.lying_over:
            return
        width = int(max(260, side))
        top, bottom = table.top(), table.bottom()
        if above is not None:
            # between the strip and the panel; when that is too short for a log worth
            # reading, the choices come first (the strip is then covered), and failing
            # that the whole column is the log's
            under = top if below is None else max(top, below)
            if above - under >= self.LEAST_OVER_PANEL:
                top = under
            if above - top >= self.LEAST_OVER_PANEL:
                bottom = min(bottom, above - 1)
        elif below is not None:
            top = max(top, below)
        self.setGeometry(QRect(table.right() + 1 - width, top, width, bottom - top + 1))
        self.raise_()

    def set_covered(self, on: bool) -> None:
        """Hide every entry behind a plain cover (on), or show them again."""
        self.pages.setCurrentWidget(self.cover if on else self.pages.widget(0))

    @property
    def covered(self) -> bool:
        return self.pages.currentWidget() is self.cover

    def rebuild(self, log: Sequence[LogEntry]) -> None:
        self._pending = None
        self._later.stop()
        self._focus = None
        self.tree.clear()
        self._count = 0
        self._day_item = self._phase_item = None
        self._day = self._phase = None
        self._append(log)

    def mark_upto(self, n: int) -> None:
        """In a review: the first `n` entries are what has happened at the moment shown;
        the later ones are dimmed (a click on one still jumps to it), the last one kept
        in view."""
        from PySide6.QtGui import QBrush, QColor

        later = QBrush(QColor("#7d7466"))
        last = None
        model = self.tree.model()
        model.blockSignals(True)  # a colour changes no size: no relayout per item
        try:
            for item in self.entry_items():
                idx = item.data(0, ENTRY_ROLE)
                if idx is None:
                    continue
                if idx < n:
                    # what has happened: as the log writes it (its routine dimmer)
                    now = self._routine if self._log[idx].rule in ROUTINE_RULES else None
                    if item.data(0, Qt.ItemDataRole.ForegroundRole) != now:
                        item.setData(0, Qt.ItemDataRole.ForegroundRole, now)
                    last = item
                else:
                    item.setForeground(0, later)
        finally:
            model.blockSignals(False)
        self.tree.viewport().update()
        if last is not None:
            self._show_item(last)

    def append(self, log: Sequence[LogEntry]) -> None:
        """Show the entries beyond those already shown, very soon (see `flush`)."""
        self._pending = log
        self._later.start()

    def flush(self) -> None:
        """Add the entries an `append` asked for, if not done yet."""
        if self._pending is not None:
            log, self._pending = self._pending, None
            self._later.stop()
            self._append(log)

    def _append(self, log: Sequence[LogEntry]) -> None:
        """Add the entries beyond those already shown (the log only grows between undos)."""
        if len(log) < self._count:
            self.rebuild(log)
            return
        last = None
        for e in log[self._count:]:
            if e.day != self._day or self._day_item is None:
                self._day_item = QTreeWidgetItem(self.tree, [self.tr("Day {0}").format(e.day), ""])
                self._day_item.setExpanded(True)
                self._day, self._phase = e.day, None
            if e.phase != self._phase or self._phase_item is None:
                self._phase_item = QTreeWidgetItem(self._day_item, [log_text.phase_name(e.phase), ""])
                self._phase_item.setExpanded(True)
                self._phase = e.phase
            line = teaching_line(e)
            last = QTreeWidgetItem(self._phase_item, [line, e.rule])
            last.setData(0, ENTRY_ROLE, self._count)
            if e.rule in ROUTINE_RULES:
                last.setForeground(0, self._routine)
                last.setForeground(1, self._routine)
            tip = entry_tip(e, line)
            last.setToolTip(0, tip)
            last.setToolTip(1, tip)
            self._count += 1
        self._log = list(log)
        if last is not None:
            self._show_item(last)

    def entry_count(self) -> int:
        self.flush()
        return self._count

    def entry_items(self) -> list[QTreeWidgetItem]:
        self.flush()
        out = []
        for i in range(self.tree.topLevelItemCount()):
            day = self.tree.topLevelItem(i)
            for j in range(day.childCount()):
                ph = day.child(j)
                out.extend(ph.child(k) for k in range(ph.childCount()))
        return out

    def _clicked(self, item: QTreeWidgetItem | None, _col: int) -> None:
        if item is None:
            return
        idx = item.data(0, ENTRY_ROLE)
        if idx is None:
            return
        e = self._log[idx]
        self.selected_entry = e
        rule = self.tr("Rule {0}").format(e.rule)
        where = ""
        if REGION_NUMBER.search(e.text):
            # "region 5" for either player's Expedition: the same tile (review r4 #11)
            where = "<br>" + html.escape(self.tr(
                "Regions are numbered from the Hero region (1) to the Companion region, "
                "the same for both players, as on the Adventure track's tiles."))
        line = teaching_line(e)
        terms = "".join(f"<br>• {html.escape(g)}" for g in entry_glosses(e, line))
        if self._over and self.explain_box.isHidden():
            self.explain_box.show()  # the rule box opens on the first entry clicked
        self.explain.setText(f"{html.escape(line)}<br><b>{html.escape(rule)}</b>"
                             f" — {html.escape(explanation(e))}{where}{terms}")
        self.entry_selected.emit(tuple(e.objects))
        self.entry_index_selected.emit(idx)


class LogOpener(QPushButton):
    """The teaching log's handle in the status bar, always in sight: on a laptop screen
    the log is a closed drawer (below `main_window.LOG_OPEN_FROM_WIDTH`), and a key
    named only in a corner ("full log: L") was easy to miss (review r6 #11).  It says
    what the log holds and its key, and follows the drawer open or shut."""

    def __init__(self, toggle: QAction, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("logOpener")
        self.toggle = toggle
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # L and the table keep the keys
        self.setStyleSheet(
            "QPushButton#logOpener { background: #3a2a1b; color: #f3e3b0;"
            " border: 1px solid #e2b54a; border-radius: 5px; padding: 0px 10px;"
            " margin: 0px 4px; font-weight: bold; }"
            "QPushButton#logOpener:hover { background: #5a3a22; }"
            # shut behind a hand-off screen: plainly not a button then, still readable
            "QPushButton#logOpener:disabled { background: #2a2018; color: #a89a80;"
            " border-color: #6a5a40; }")
        # no taller than the status bar's text: the table keeps its height (the Dusk
        # banner and the "Just now" box are placed on it to the pixel)
        self.setMaximumHeight(self.fontMetrics().height() + 2)
        self.clicked.connect(toggle.trigger)
        toggle.toggled.connect(self._follow)
        self._follow(toggle.isChecked())

    def set_side(self, from_right: bool) -> None:
        """The log opens from the window's right (over the side column) or its left."""
        if from_right != self.from_right:
            self.from_right = from_right
            self._follow(self.toggle.isChecked())

    #: which side of the window the log opens on (the window sets it: the side column
    #: on a laptop screen, the left dock on a wide one): its arrows point that way
    from_right = False

    def _follow(self, open_: bool) -> None:
        out, back = ("◂", "▸") if self.from_right else ("▸", "◂")
        if open_:
            self.setText(f"{back} " + self.tr("Hide the teaching log (L)"))
            self.setToolTip(self.tr("Close the log drawer: the table takes its width."))
        else:
            self.setText(f"{out} " + self.tr("Teaching log: every event and its rule (L)"))
            self.setToolTip(self.tr("Open the log drawer: the whole game so far, day by "
                                    "day, each event with the rule behind it."))


def log_to_html(log: Sequence[LogEntry], title: str,
                notes: Sequence[tuple[int, str]] = ()) -> str:
    """A standalone page: days and phases as headings, each event with its rule; a
    teacher's notes (log length at their moment, text) after the entries of their moment."""
    at: dict[int, list[str]] = {}
    for n, text in notes:
        at.setdefault(n, []).append(text)
    note = html.escape(QCoreApplication.translate("LogExport", "Note:"))
    out = ["<!DOCTYPE html><html><head><meta charset='utf-8'>",
           f"<title>{html.escape(title)}</title><style>",
           "body{font-family:sans-serif;background:#1b1511;color:#f3ead3;max-width:900px;"
           "margin:auto;padding:1em} h2{color:#e2b54a} h3{color:#cfa67a;margin-bottom:.2em}"
           " li{margin:.2em 0} .rule{color:#8fc1ff;font-weight:bold}"
           " .why{color:#bfb29a;font-size:90%}"
           " .note{background:#2c3a24;border-left:4px solid #8fe39a;padding:.3em .6em;"
           "margin:.4em 0;list-style:none}</style></head><body>",
           f"<h1>{html.escape(title)}</h1>"]
    day = phase = None
    open_list = False
    out += [f"<p class='note'><b>{note}</b> {html.escape(t)}</p>" for t in at.get(0, [])]
    for k, e in enumerate(log, 1):
        if e.day != day:
            if open_list:
                out.append("</ul>")
                open_list = False
            heading = QCoreApplication.translate("LogExport", "Day {0}").format(e.day)
            out.append(f"<h2>{html.escape(heading)}</h2>")
            day, phase = e.day, None
        if e.phase != phase:
            if open_list:
                out.append("</ul>")
            out.append(f"<h3>{html.escape(log_text.phase_name(e.phase))}</h3><ul>")
            open_list = True
            phase = e.phase
        # the actor named once, as on screen (log_text.entry_line), in bold when it leads;
        # worded as the teaching log words it, its rules' terms explained
        words = log_terms.teaching_message(e.message)
        said = symbol_text.plain(log_text.said_of_the_card(words))  # no "[T]"
        if e.actor and not log_text.names_actor(e.actor, e.message):
            line = QCoreApplication.translate("LogDock", "{0}: {1}").format(
                f"<b>{html.escape(e.actor)}</b>", html.escape(said))
        else:
            line = html.escape(log_text.sentence(said))
        terms = "".join(f"<br>{html.escape(g)}" for g in entry_glosses(e, said))
        out.append(f"<li>{line} <span class='rule'>({html.escape(e.rule)})"
                   f"</span><br><span class='why'>{html.escape(explanation(e))}{terms}"
                   f"</span></li>")
        out += [f"<li class='note'><b>{note}</b> {html.escape(t)}</li>" for t in at.get(k, [])]
    if open_list:
        out.append("</ul>")
    out.append("</body></html>")
    return "\n".join(out)
