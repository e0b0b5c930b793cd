"""The deck builder: browse and search the whole pool, build a deck, see it validated and
charted, save it to My decks, export and import decklists.

Layout (left to right): filters · the browser (list or grid of faces) over the selected
card's detail · the deck (name, Hero, format, problems, the list grouped by type and cost)
over its charts.  Adding: double-click or Enter on a card, or the Add buttons; removing:
double-click or Delete in the deck list, or the Remove button.

Decklist text is read by `engine.decks.read_decklist` (the one parser of the project)
and written by `Deck.to_text` (`COUNT REF` lines).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import attrs
from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QEvent,
    QItemSelectionModel,
    QModelIndex,
    Qt,
    QTimer,
)
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QToolBar,
    QToolButton,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from altered_desktop import storage, theme
from altered_desktop.card_browser import (
    CardDetail,
    FilterPanel,
    TerrainHeader,
    caption,
    index_ref,
    make_grid,
)
from altered_desktop.card_browser_model import (
    COLUMNS,
    REF_ROLE,
    STAT_COLUMNS,
    CardFilterProxy,
    CardTableModel,
    family_key,
    terrain_icon,
)
from altered_desktop.collection import collection_refs
from altered_desktop.deck_charts import DeckCharts
from altered_desktop.deck_draft import DeckDraft, Format
from altered_desktop.deck_import import ImportDialog
from altered_desktop.deck_list import (
    BAD,
    DECK_LEGEND,
    faction_dot,
    fill_deck_tree,
    make_deck_tree,
)
from altered_desktop.deck_menus import install_menus
from altered_desktop.whole_rows import WholeRowsTableView
from altered_desktop.wordings_label import WordingsLabel
from engine.cards.registry import card_by_ref
from engine.decks import NOT_IMPLEMENTED, Deck, DeckError

_model: CardTableModel | None = None

FORMATS: tuple[tuple[Format, str], ...] = (("constructed", "Constructed (1.1.4)"),
                                          ("limited", "Limited (1.1.5)"))


REFERENCE_COLUMN = COLUMNS.index("Reference")
#: the browser's one-letter headers in words, for the menu that shows or hides columns
COLUMN_NAMES = {COLUMNS.index("F"): "Forest", COLUMNS.index("M"): "Mountain",
                COLUMNS.index("W"): "Water"}


def pool_model() -> CardTableModel:
    """The pool never changes while the program runs: one model serves every builder."""
    global _model
    if _model is None:
        _model = CardTableModel()
    return _model


#: the window height from which the deck's charts are open without being asked: under
#: it (a 1366×768 screen) the deck list needs the column's height
CHARTS_OPEN_FROM = 900


#: the folded charts' line, longest first (the types are in the list's headings already,
#: "Spells (7)"); {0} the average hand cost, {1} the rares, {2} the uniques
CHARTS_WORDINGS = (
    QT_TRANSLATE_NOOP("DeckBuilder", "average hand cost {0:g} · {1} rares · {2} uniques"),
    QT_TRANSLATE_NOOP("DeckBuilder", "avg. hand cost {0:g} · {1} rares · {2} uniques"),
    QT_TRANSLATE_NOOP("DeckBuilder", "avg. cost {0:g} · {1} rares · {2} uniques"),
)


def charts_wordings(charts: DeckCharts) -> list[str]:
    """The charts in one line, for when they are folded (the average hand cost, the
    rares and the uniques), in shorter and shorter words for the room beside the
    charts' button: at 1366 the whole line wrapped "uniques" onto a line of its own
    (issue #23)."""
    s = charts.shape
    if s is None or not s.size:
        return []
    figures = (s.average_hand_cost, s.rares, s.uniques)
    return [QCoreApplication.translate("DeckBuilder", w).format(*figures)
            for w in CHARTS_WORDINGS]


class DeckBuilder(QMainWindow):
    """The deck builder window."""

    # the menu bar's (`deck_menus.install_menus`)
    file_menu: QMenu
    edit_menu: QMenu
    view_menu: QMenu
    act_list: QAction
    act_faces: QAction
    act_charts: QAction

    def __init__(self, parent: QWidget | None = None, deck: Deck | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Deck builder"))
        self.setStyleSheet(theme.STYLE_SHEET + """
            QTableView, QTextBrowser { background: #261d16; color: #f3ead3;
                border: 1px solid #5a3a22; selection-background-color: #7a5234; }
            QTableView { gridline-color: #3a2a1d; outline: none; }
            QToolBar { background: #2a1d14; border: none; border-bottom: 1px solid #5a3a22;
                spacing: 8px; padding: 5px 6px; }
            QToolBar::separator { background: #5a3a22; width: 1px; margin: 4px 6px; }
            QToolButton { color: #fff6e0; background: #6b4428; border: 1px solid #c9a650;
                border-radius: 6px; padding: 4px 12px; font-weight: bold; }
            QToolButton:hover { background: #855633; }
            QToolButton:pressed, QToolButton:checked { background: #4e321d; }
            QToolButton:disabled { background: #3b2c21; color: #b3a58f;
                border-color: #5a4a38; }
            QToolButton[popupMode="2"] { padding-right: 22px; }
            QToolButton#chartsToggle { padding: 3px 10px; }
            QSplitter::handle { background: #3a281a; }""")
        self.draft = DeckDraft.from_deck(deck) if deck else DeckDraft()
        self._opened_name = deck.name if deck else ""
        self._opened_path: Path | None = None  # the file a user deck was opened from
        self._picked_in_deck = False  # which side Remove acts on (see remove_selected)
        self.fmt: Format = "constructed"
        self.model = pool_model()
        self.model.put_cards([card_by_ref(r) for r in collection_refs()])  # My collection
        self.proxy = CardFilterProxy(self.model, self)
        self._families: dict[str, list[str]] = {}
        for r in self.model.rows:
            self._families.setdefault(family_key(r.ref), []).append(r.ref)
        self._user_decks: list[Deck] = storage.load_user_decks()
        self._build()
        self._build_toolbar()
        install_menus(self)
        self.filters.changed.connect(self.proxy.set_filter)
        self.filters.changed.connect(self._count_changed)
        self.proxy.set_filter(self.filters.current())
        self.proxy.sort(0)
        self._count_changed()
        self.refresh_deck()
        first = self.proxy.index(0, 0)
        if first.isValid():  # the detail is never an empty box
            self.select_ref(first.data(REF_ROLE))
        self.resize(1600, 960)
        # the cards' rendered texts are made while the player looks, a slice per event-loop
        # turn, so the first text search does not pay for all of them at once
        self._warm_rows = iter(self.model.rows)
        self._warm_timer = QTimer(self, interval=0)
        self._warm_timer.timeout.connect(self._warm_up)
        self._warm_timer.start()

    def _warm_up(self) -> None:
        for _ in range(120):
            row = next(self._warm_rows, None)
            if row is None:
                self._warm_timer.stop()
                return
            _ = row.haystack

    # ------------------------------------------------------------ building
    def _build(self) -> None:
        self.filters = FilterPanel(self.model.rows)
        # the filters' column; on a short window the card's faces stand in the room
        # under the filters (`place_faces`)
        self.left = QWidget()
        self.left.setMinimumWidth(210)
        self.left.setMaximumWidth(320)
        self.left_lay = QVBoxLayout(self.left)
        self.left_lay.setContentsMargins(0, 0, 0, 0)
        self.left_lay.addWidget(self.filters, 0)
        self.left_lay.addStretch(1)
        self._faces_aside = False
        # the browser: a list and a grid of the same proxy
        self.table = WholeRowsTableView()
        self.table.setHorizontalHeader(TerrainHeader(
            lambda col: terrain_icon(STAT_COLUMNS[col], 20) if col in STAT_COLUMNS
            else None, self.table))
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.horizontalHeader().setSortIndicator(0, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(24)
        self.table.setWordWrap(False)
        self.table.setShowGrid(False)
        self.table.setAlternatingRowColors(False)
        head = self.table.horizontalHeader()
        head.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        # the name as wide as the longest name needs, no wider, and never wider than
        # what the other columns leave (on a laptop screen every column shows whole
        # without a horizontal scroll bar): a row reads as one line of related facts
        # (review r18 #17: stretched at 1920, the name stood 650 px from its faction,
        # type and cost); the room left over widens the other columns a little (at
        # 1366 it was a dead strip of some 70 px at the list's right, review r19 #16),
        # what is still left stays at the right (`_fit_name_column`)
        head.setStretchLastSection(False)
        head.setSectionsClickable(True)
        head.setHighlightSections(False)
        #: each column's own width, before the share of the room left over
        self._base_widths = dict(enumerate((220, 64, 78, 78, 54, 34, 34, 34, 176)))
        self._grow, self._fitting = 0.0, False
        for col, w in self._base_widths.items():
            self.table.setColumnWidth(col, w)
        head.setMinimumSectionSize(24)
        self._name_need = self._longest_name_width()
        self.table.installEventFilter(self)
        self.table.viewport().installEventFilter(self)
        head.sectionResized.connect(self._column_resized)
        # a whole row is the thing picked: no cell of its own is lit under the pointer
        # or framed by the keyboard's focus (the style sheet's "outline: none"), which
        # read as a stray selected cell
        # the reference (ALT_CORE_B_LY_22_C) is for decklists more than for browsing:
        # shown only where the list has room for it (`reference_fits`), until the
        # player shows or hides it from the header's menu, which does so for any column
        self.table.setColumnHidden(REFERENCE_COLUMN, True)
        self._reference_chosen: bool | None = None
        head.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        head.customContextMenuRequested.connect(self._column_menu)
        head.setToolTip(self.tr("Right-click to show or hide columns (the reference, …)"))
        self.grid = make_grid(self.draft.count)
        self.grid.setModel(self.proxy)
        self.grid.setSelectionModel(self.table.selectionModel())
        self.views = QStackedWidget()
        self.views.addWidget(self.table)
        self.views.addWidget(self.grid)
        for v in (self.table, self.grid):
            v.doubleClicked.connect(self._add_index)
            v.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
            v.customContextMenuRequested.connect(self._browser_menu)
        self.table.selectionModel().currentChanged.connect(self._current_changed)

        self.count_label = QLabel()
        self.list_button = QPushButton(self.tr("List"), checkable=True, checked=True)
        self.grid_button = QPushButton(self.tr("Faces"), checkable=True)
        self.list_button.clicked.connect(lambda: self.show_view(grid=False))
        self.grid_button.clicked.connect(lambda: self.show_view(grid=True))
        self.add_button = QPushButton(self.tr("Add"))
        self.add_button.setObjectName("primary")
        self.add_button.setToolTip("Add one copy of the selected card (Enter, double-click); "
                                   "a Hero becomes the deck's Hero")
        self.add3_button = QPushButton(self.tr("Add 3"))
        self.remove_button = QPushButton(self.tr("Remove"))
        self.add_button.clicked.connect(lambda: self.add_selected(1))
        self.add3_button.clicked.connect(lambda: self.add_selected(3))
        self.remove_button.clicked.connect(self.remove_selected)
        bar = QHBoxLayout()
        bar.addWidget(self.count_label, 1)
        for b in (self.add_button, self.add3_button, self.remove_button, self.list_button,
                  self.grid_button):
            bar.addWidget(b)
        browser = QWidget()
        bl = QVBoxLayout(browser)
        bl.setContentsMargins(0, 0, 0, 0)
        bl.addLayout(bar)
        bl.addWidget(self.views, 1)
        self.detail = CardDetail()
        self.detail.versions.picked.connect(self._version_picked)
        centre = QSplitter(Qt.Orientation.Vertical)
        self.centre = centre
        centre.addWidget(browser)
        centre.addWidget(self.detail)
        # the list and the card shown share the height evenly: at 1366x768 the card's
        # text then shows whole (review r13 #20: at 3 to 2 it ended under "more" for
        # most cards), the list keeps a dozen rows
        centre.setStretchFactor(0, 1)
        centre.setStretchFactor(1, 1)

        # the deck
        deck_panel = QWidget()
        dl = QVBoxLayout(deck_panel)
        dl.setContentsMargins(4, 0, 0, 0)
        top = QHBoxLayout()
        self.name_edit = QLineEdit(self.draft.name)
        self.name_edit.setPlaceholderText(self.tr("Deck name"))
        self.name_edit.textChanged.connect(self._rename)
        self.format_box = QComboBox()
        for key, label in FORMATS:
            self.format_box.addItem(label, key)
        self.format_box.currentIndexChanged.connect(self._format_changed)
        top.addWidget(caption(self.tr("Deck")))
        top.addWidget(self.name_edit, 1)
        top.addWidget(self.format_box)
        dl.addLayout(top)
        hero_row = QHBoxLayout()
        hero_row.addWidget(caption("Hero"))
        self.hero_box = QComboBox()
        self.hero_box.addItem("— choose a Hero —", "")
        for r in sorted((r for r in self.model.rows if r.type == "hero"),
                        key=lambda r: (r.faction, r.name)):
            # the faction as its coloured dot, as in the deck list: the name once
            label = r.name if r.implemented else f"{r.name} (not implemented)"
            self.hero_box.addItem(faction_dot(r.faction), label, r.ref)
            self.hero_box.setItemData(self.hero_box.count() - 1,
                                      theme.FACTION_NAMES.get(r.faction, "Neutral"),
                                      Qt.ItemDataRole.ToolTipRole)
        self.hero_box.activated.connect(self._hero_picked)
        hero_row.addWidget(self.hero_box, 1)
        dl.addLayout(hero_row)
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        dl.addWidget(self.verdict)
        self.deck_problems = QListWidget()
        self.deck_problems.setMaximumHeight(70)
        self.deck_problems.setWordWrap(True)
        self.deck_problems.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        dl.addWidget(self.deck_problems)
        self.deck_tree = make_deck_tree()
        self.deck_tree.itemDoubleClicked.connect(self._tree_double_clicked)
        self.deck_tree.currentItemChanged.connect(self._tree_current)
        self.deck_tree.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.deck_tree.customContextMenuRequested.connect(self._deck_menu)
        self.deck_legend = QLabel(DECK_LEGEND)
        self.deck_legend.setWordWrap(True)
        self.deck_legend.setStyleSheet(f"color: {theme.LABEL_DIM.name()}; font-size: 12px;")
        deck_list = QWidget()
        ll = QVBoxLayout(deck_list)
        ll.setContentsMargins(0, 0, 0, 0)
        ll.setSpacing(2)
        ll.addWidget(self.deck_tree, 1)
        ll.addWidget(self.deck_legend)
        self.charts = DeckCharts()
        # the list is what is read and edited: it has the column's height; the charts,
        # which sum it up, fold into one line under it when the window is short (review
        # r8 #17: at 1366×768 they took half the column and cut the list at "Spells")
        self._charts_chosen: bool | None = None  # open or folded by the user, or not yet
        self.charts_toggle = QToolButton()
        self.charts_toggle.setObjectName("chartsToggle")
        self.charts_toggle.setCheckable(True)
        self.charts_toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.charts_toggle.setText(self.tr("Charts"))
        self.charts_toggle.setToolTip(self.tr("Show or hide the deck's charts"))
        self.charts_toggle.clicked.connect(lambda on: self.show_charts(on, chosen=True))
        # beside the button on one line, in fewer words where the column is narrow
        self.charts_summary = WordingsLabel()
        self.charts_summary.setStyleSheet(f"color: {theme.LABEL_DIM.name()}; font-size: 12px;")
        charts_row = QHBoxLayout()
        charts_row.setContentsMargins(0, 2, 0, 0)
        charts_row.addWidget(self.charts_toggle, 0, Qt.AlignmentFlag.AlignLeft)
        charts_row.addWidget(self.charts_summary, 1)
        dl.addWidget(deck_list, 1)
        dl.addLayout(charts_row)
        dl.addWidget(self.charts)
        self.charts.setFixedHeight(210)
        self.show_charts(True, chosen=False)
        deck_panel.setMinimumWidth(330)

        main = QSplitter(Qt.Orientation.Horizontal)
        self.main_split = main
        main.addWidget(self.left)
        main.addWidget(centre)
        main.addWidget(deck_panel)
        main.setStretchFactor(0, 0)
        main.setStretchFactor(1, 3)
        main.setStretchFactor(2, 2)
        main.setSizes([self.FILTERS_W, 800, 420])
        self.setCentralWidget(main)
        for key, slot in (("Return", lambda: self.add_selected(1)),
                          ("+", lambda: self.add_selected(1)),
                          ("-", self.remove_selected), ("Delete", self.remove_selected)):
            a = QAction(self)
            a.setShortcut(QKeySequence(key))
            a.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            a.triggered.connect(slot)
            self.views.addAction(a)
            if key in ("-", "Delete"):
                self.deck_tree.addAction(a)
        # a window of its own closes like one: Ctrl+W, and Esc (asking first about an
        # unsaved deck, as closing always does); one action holds every key, File's
        # Close (two actions on one key would both go deaf)
        self.act_close = QAction(self.tr("&Close the deck builder"), self)
        keys = [*QKeySequence.keyBindings(QKeySequence.StandardKey.Close)]
        keys += [k for k in (QKeySequence("Ctrl+W"), QKeySequence("Escape")) if k not in keys]
        self.act_close.setShortcuts(keys)
        self.act_close.triggered.connect(self.close)
        self.addAction(self.act_close)
        self.status = self.statusBar()

    def _build_toolbar(self) -> None:
        tb = QToolBar("Deck")
        tb.setMovable(False)
        self.addToolBar(tb)

        def act(text: str, slot: Any, key: Any = None, tip: str = "") -> QAction:
            a = tb.addAction(text)
            a.triggered.connect(slot)
            if key is not None:
                a.setShortcut(key)
            if tip:
                a.setToolTip(tip)
            return a

        self.act_new = act(self.tr("New deck"), self.new_deck, QKeySequence.StandardKey.New)
        self.open_menu = QMenu(self)
        self.open_menu.aboutToShow.connect(self._fill_open_menu)
        self.act_open = act(self.tr("Open deck"), lambda: None, None,
                            "Open a starter or one of your decks")
        self.act_open.setMenu(self.open_menu)
        button = tb.widgetForAction(self.act_open)
        if isinstance(button, QToolButton):
            button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.act_save = act(self.tr("Save to My decks"), self.save_deck, QKeySequence.StandardKey.Save,
                            "Saved decks appear in New game and the goldfish lab")
        tb.addSeparator()
        self.act_import = act(self.tr("Import…"), self.import_dialog, None,
                              "Paste a decklist (COUNT REFERENCE lines)")
        self.act_export = act(self.tr("Export…"), self.export_file, None,
                              "Write the decklist as COUNT REFERENCE lines to a text file")
        self.act_copy = act(self.tr("Copy decklist"), self.copy_to_clipboard,
                            QKeySequence("Ctrl+Shift+C"),
                            "Copy the decklist (COUNT REFERENCE lines) to the clipboard")
        tb.addSeparator()
        self.act_unique = act("Add a unique…", self.add_unique, QKeySequence("Ctrl+U"),
                              "Enter a unique card from your collection: reference, costs, "
                              "statistics and text (kept in My collection)")

    def add_unique(self) -> None:
        """Enter a unique (or import the card database's JSON); what is kept joins My
        collection, shows in the browser and, for one card, goes into the deck."""
        from altered_desktop.unique_dialog import UniqueDialog

        dialog = UniqueDialog(self)
        dialog.exec()
        self.uniques_kept([s.reference for s in dialog.kept])

    def edit_unique(self, ref: str) -> None:
        """Correct a unique of My collection: the dialog opens on what is printed on it;
        what is kept replaces it (same reference) in the browser and in the deck."""
        from altered_desktop.unique_dialog import UniqueDialog
        from engine.uniques.store import known_spec

        dialog = UniqueDialog(self, known_spec(ref))
        dialog.exec()
        if dialog.kept:
            self.model.put_cards([card_by_ref(s.reference) for s in dialog.kept])
            self.refresh_deck(focus=ref)

    def remove_unique(self, ref: str) -> bool:
        """Remove a unique from My collection (asked first): it leaves the browser and this
        deck; saved decks and games keep their own copy of its printed facts, so they
        still open and replay.  False when the player said no or the file failed."""
        from altered_desktop.collection import remove_from_collection
        from altered_desktop.storage import StorageError
        name = card_by_ref(ref).name
        if not getattr(self, "_no_prompt", False):
            answer = QMessageBox.question(
                self, self.tr("Remove a unique"),
                self.tr("Remove the unique {name} ({ref}) from My collection?\n\nIt leaves "
                        "the card browser and this deck. Saved decks and games keep their "
                        "own copy of it.").format(name=name, ref=ref))
            if answer != QMessageBox.StandardButton.Yes:
                return False
        try:
            remove_from_collection(ref)
        except StorageError as e:
            self.status.showMessage(str(e), 8000)
            return False
        if self.draft.count(ref):
            self.draft.remove(ref, self.draft.count(ref))
        self.model.remove_card(ref)
        self._families.clear()
        for r in self.model.rows:
            self._families.setdefault(family_key(r.ref), []).append(r.ref)
        self._count_changed()
        # a saved deck holding it defines it again from the copy it carries
        self._user_decks = storage.load_user_decks()
        if self.detail.ref == ref:  # its face is shown: show its family's instead
            others = self._families.get(family_key(ref))
            if others:
                self.show_detail(others[0])
            else:
                self.detail.versions.show_versions([], "")
        self.refresh_deck()
        self.status.showMessage(self.tr("{name} ({ref}) removed from My collection").format(
            name=name, ref=ref), 6000)
        return True

    def uniques_kept(self, refs: list[str]) -> None:
        if not refs:
            return
        self.model.put_cards([card_by_ref(r) for r in refs])
        self._families.clear()
        for r in self.model.rows:
            self._families.setdefault(family_key(r.ref), []).append(r.ref)
        self._count_changed()
        if len(refs) == 1:
            self.add_ref(refs[0])
            self.select_ref(refs[0])
        else:
            self.status.showMessage(f"{len(refs)} uniques added to My collection; the "
                                    "browser's Rarity filter 'Unique' shows them", 6000)

    # ------------------------------------------------------------ browsing
    def show_view(self, grid: bool) -> None:
        self.views.setCurrentIndex(1 if grid else 0)
        self.list_button.setChecked(not grid)
        self.grid_button.setChecked(grid)
        self.act_faces.setChecked(grid)
        self.act_list.setChecked(not grid)

    def _count_changed(self, *_: Any) -> None:
        n = self.proxy.rowCount()
        self.count_label.setText(f"<b>{n:,}</b> of {len(self.model.rows):,} cards"
                                 + self.implemented_note())
        # a filter with nothing to filter is not offered (review r13 #20: ticked beside
        # "every card is implemented", it looked broken); a unique kept that the engine
        # does not carry out brings it back
        self.filters.implemented_only.setVisible(
            any(not r.implemented for r in self.model.rows))

    def implemented_note(self) -> str:
        """What "Implemented cards only" does to the count (review r12 #19: "1,690 of
        1,690 cards" beside the ticked box left it unclear whether it did anything):
        how many cards it hides from what the other filters show, or that it hides
        none because every card of the pool is implemented."""
        missing = [r for r in self.model.rows if not r.implemented]
        f = self.proxy.card_filter
        if not missing:
            return self.tr(" · every card is implemented")
        if not f.implemented_only:
            return self.tr(" · {0:,} not implemented among them").format(
                sum(1 for r in missing if f.accepts(r)))
        others = attrs.evolve(f, implemented_only=False)
        hidden = sum(1 for r in missing if others.accepts(r))
        return self.tr(" · {0:,} not implemented, hidden").format(hidden) if hidden \
            else self.tr(" · none hidden as not implemented")

    def selected_ref(self) -> str | None:
        return index_ref(self.table.selectionModel().currentIndex())

    def select_ref(self, ref: str) -> bool:
        """Select the card `ref` in the browser, if the filters show it."""
        row = self.model.row_of(ref)
        if row is None:
            return False
        idx = self.proxy.mapFromSource(self.model.index(row, 0))
        if not idx.isValid():
            return False
        self.table.selectionModel().setCurrentIndex(
            idx, QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows)
        self.table.scrollTo(idx)
        self.grid.scrollTo(idx)
        return True

    def _current_changed(self, current: QModelIndex, _prev: QModelIndex) -> None:
        self._picked_in_deck = False
        ref = index_ref(current)
        if ref:
            self.show_detail(ref)

    def show_detail(self, ref: str) -> None:
        versions = self._families.get(family_key(ref), [ref])
        name = card_by_ref(ref).name
        using: list[str] = []
        for d in self._user_decks:
            refs = {*d.cards, d.hero} - {None}
            if ref in refs:
                using.append(d.name)
            elif any(card_by_ref(r).name == name for r in refs if r):
                using.append(f"{d.name} (another version)")
        self.detail.show_card(ref, versions, using)

    def _version_picked(self, ref: str) -> None:
        """A click on one of the rarity versions: select it in the browser when the
        filters show it, else just read it."""
        if not self.select_ref(ref):
            self.show_detail(ref)

    def _browser_menu(self, pos: Any) -> None:
        view = self.views.currentWidget()
        idx = view.indexAt(pos)  # type: ignore[attr-defined]
        ref = index_ref(idx)
        if not ref:
            return
        menu = QMenu(self)
        menu.addAction(self.tr("Add 1"), lambda: self.add_ref(ref, 1))
        menu.addAction(self.tr("Add 3"), lambda: self.add_ref(ref, 3))
        if self.draft.count(ref):
            menu.addAction(self.tr("Remove 1"), lambda: self.remove_ref(ref))
        if ref in collection_refs():  # a unique of My collection
            menu.addSeparator()
            menu.addAction(self.tr("Edit this unique…"), lambda: self.edit_unique(ref))
            menu.addAction(self.tr("Remove from My collection…"),
                           lambda: self.remove_unique(ref))
        menu.exec(view.viewport().mapToGlobal(pos))  # type: ignore[attr-defined]

    # ------------------------------------------------------------ building the deck
    def _add_index(self, index: QModelIndex) -> None:
        ref = index.data(REF_ROLE)
        if ref:
            self.add_ref(ref, 1)

    def add_selected(self, n: int = 1) -> None:
        ref = self.selected_ref()
        if ref:
            self.add_ref(ref, n)

    def remove_selected(self) -> None:
        """Remove one copy of the card last picked: in the deck list if the player last
        clicked there, else in the browser (a click on the button itself moves the focus,
        so focus cannot say which)."""
        item = self.deck_tree.currentItem()
        ref = item.data(0, Qt.ItemDataRole.UserRole) if item is not None and \
            self._picked_in_deck else self.selected_ref()
        if ref:
            self.remove_ref(ref)

    def add_ref(self, ref: str, n: int = 1) -> None:
        c = card_by_ref(ref)
        try:
            self.draft.add(ref, n)
        except DeckError as e:
            self.status.showMessage(str(e), 6000)
            return
        if c.type.value == "hero":
            self.status.showMessage(f"{c.name} is the deck's Hero; the browser shows its "
                                    "faction", 5000)
            if self.fmt == "constructed" and c.faction is not None:
                self.filters.show_faction(c.faction.value)
        elif not c.implemented:
            self.status.showMessage(f"{c.name} is not implemented yet: the deck is flagged "
                                    "and New game will refuse it until it is", 8000)
        self.refresh_deck(focus=ref)

    def remove_ref(self, ref: str, n: int = 1) -> None:
        self.draft.remove(ref, n)
        self.refresh_deck(focus=ref)

    def _longest_name_width(self) -> int:
        """The width the browser's name column needs for the pool's longest name (its
        words, the cell's padding, the header's sort arrow): measured once."""
        m = self.proxy.sourceModel()
        fm = self.table.fontMetrics()
        names = {str(m.index(r, 0).data() or "") for r in range(m.rowCount())}
        return max((fm.horizontalAdvance(n) for n in names), default=160) + 34

    #: how much the columns after the name may grow into the room left over: by up to
    #: this share of their own width (wider, a row's facts drift apart, review r18 #17)
    MOST_GROWTH = 0.6

    def _fit_name_column(self) -> None:
        """The name column as wide as its longest name, or what the other shown columns
        leave of the list's width when that is less (never under 140 px); the room still
        left widens the other shown columns alike, each by up to `MOST_GROWTH` of its
        own width, then the name column by up to half its need, so the list fills its
        width on a laptop screen and at 1920 (with the reference, `reference_fits`)."""
        t = self.table
        if self._reference_chosen is None:  # shown where it fits beside the whole names
            t.setColumnHidden(REFERENCE_COLUMN, not self.reference_fits())
        shown = [c for c in range(1, t.model().columnCount()) if not t.isColumnHidden(c)]
        others = sum(self._base_widths.get(c, t.columnWidth(c)) for c in shown)
        room = t.viewport().width() - others
        name = max(140, min(self._name_need, room))
        spare = room - name
        self._grow = max(0.0, min(self.MOST_GROWTH, spare / others)) if others else 0.0
        widths = {c: int(self._base_widths.get(c, t.columnWidth(c)) * (1 + self._grow))
                  for c in shown}
        left = t.viewport().width() - name - sum(widths.values())
        if shown and self._grow < self.MOST_GROWTH:  # the rounding's pixels: to the last
            widths[shown[-1]] += max(0, left)
        elif left > 0:  # the others at their widest: the names get a little air, no more
            name += min(left, self._name_need // 2)
        self._fitting = True
        try:
            t.setColumnWidth(0, name)
            for c, w in widths.items():
                t.setColumnWidth(c, w)
        finally:
            self._fitting = False

    def reference_fits(self) -> bool:
        """Whether the reference column (ALT_CORE_B_LY_22_C: the set and the number, as
        a decklist and other deck editors give them) fits at its own width beside the
        other shown columns and the whole names: at 1920 the list otherwise ended some
        300 px short of its right edge (review r20 #15), at 1366 it has no room."""
        t = self.table
        others = sum(self._base_widths.get(c, t.columnWidth(c))
                     for c in range(1, t.model().columnCount())
                     if c == REFERENCE_COLUMN or not t.isColumnHidden(c))
        return t.viewport().width() - others >= self._name_need

    def _column_resized(self, col: int, _old: int, new: int) -> None:
        """A column the player drags keeps the width given (its own width is set so
        that with its share it is as wide as dragged); the name column then fits again."""
        if self._fitting or col == 0:
            return
        if new > 0 and not self.table.isColumnHidden(col):  # (hidden: 0, its width stays)
            self._base_widths[col] = max(24, round(new / (1 + self._grow)))
        # once the header is settled (a sort hides and shows its sections again)
        QTimer.singleShot(0, self, self._fit_name_column)

    def eventFilter(self, obj: Any, event: Any) -> bool:  # noqa: N802 - Qt's name
        if obj is self.table and event.type() == QEvent.Type.Resize:
            QTimer.singleShot(0, self, self._fit_name_column)  # the viewport's new width
        elif obj is self.table.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_name_column()  # at once: the columns are right when first shown
        return super().eventFilter(obj, event)

    def _column_menu(self, pos: Any) -> None:
        """The browser header's menu: a tick per column, the name always shown."""
        menu = QMenu(self)
        model = self.table.model()
        for col in range(1, model.columnCount()):
            name = COLUMN_NAMES.get(col, str(model.headerData(
                col, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole)))
            a = menu.addAction(name)
            a.setCheckable(True)
            a.setChecked(not self.table.isColumnHidden(col))
            a.toggled.connect(lambda on, c=col: self.show_column(c, on))
        menu.popup(self.table.horizontalHeader().mapToGlobal(pos))
        self._menu = menu  # kept for the tests

    def show_column(self, col: int, on: bool) -> None:
        """Show or hide a column as the player asked from the header's menu; the
        reference then no longer comes and goes with the list's width."""
        if col == REFERENCE_COLUMN:
            self._reference_chosen = on
        self.table.setColumnHidden(col, not on)
        self._fit_name_column()

    def _hero_picked(self, i: int) -> None:
        ref = self.hero_box.itemData(i)
        if ref:
            self.add_ref(ref)
        else:
            self.draft.hero = None
            self.refresh_deck()

    def _rename(self, text: str) -> None:
        self.draft.name = text.strip() or "New deck"
        self.setWindowTitle(f"Deck builder — {self.draft.name}")

    def _format_changed(self, i: int) -> None:
        self.fmt = self.format_box.itemData(i)
        self.refresh_deck()

    def _tree_double_clicked(self, item: QTreeWidgetItem, _col: int) -> None:
        ref = item.data(0, Qt.ItemDataRole.UserRole)
        if ref:
            self.remove_ref(ref)

    def _tree_current(self, item: QTreeWidgetItem | None, _prev: Any) -> None:
        ref = item.data(0, Qt.ItemDataRole.UserRole) if item is not None else None
        if ref:
            self._picked_in_deck = True
            self.show_detail(ref)

    def _deck_menu(self, pos: Any) -> None:
        item = self.deck_tree.itemAt(pos)
        ref = item.data(0, Qt.ItemDataRole.UserRole) if item is not None else None
        if not ref:
            return
        menu = QMenu(self)
        if ref != self.draft.hero:
            menu.addAction(self.tr("Add 1"), lambda: self.add_ref(ref, 1))
        menu.addAction("Remove 1" if ref != self.draft.hero else "Remove Hero",
                       lambda: self.remove_ref(ref))
        menu.addAction(self.tr("Show in browser"), lambda: self.select_ref(ref))
        menu.exec(self.deck_tree.viewport().mapToGlobal(pos))

    # ------------------------------------------------------------ showing the deck
    def refresh_deck(self, focus: str | None = None) -> None:
        """Redraw the deck list, its problems and its charts from the draft."""
        per_card, whole = self.draft.problems_by_card(self.fmt)
        t = self.deck_tree
        focus_item = fill_deck_tree(t, self.draft, per_card, focus)
        if focus_item is not None:
            t.setCurrentItem(focus_item)
            t.scrollToItem(focus_item)
        self.deck_problems.clear()
        for p in whole:
            QListWidgetItem(f"⚠ {p.message} ({p.rule})", self.deck_problems).setForeground(BAD)
        problems = sum(len(v) for v in per_card.values()) + len(whole)
        label = dict(FORMATS)[self.fmt]
        blocked = any(p.rule == NOT_IMPLEMENTED for v in per_card.values() for p in v)
        if problems == 0:
            self.verdict.setText(f"<b style='color:#7fe0a4'>✔ Legal for {label}</b> · "
                                 f"{self.draft.size} cards + "
                                 f"{'Hero' if self.draft.hero else 'no Hero'}")
        else:
            extra = " · holds cards not implemented yet" if blocked else ""
            self.verdict.setText(f"<b style='color:#ff8a80'>✘ {problems} problem"
                                 f"{'s' if problems != 1 else ''} for {label}</b> · "
                                 f"{self.draft.size} cards{extra}")
        self.deck_problems.setVisible(bool(whole))
        i = self.hero_box.findData(self.draft.hero or "")
        self.hero_box.setCurrentIndex(max(0, i))
        self.charts.show_deck(self.draft.to_deck())
        self.charts_summary.set_wordings(charts_wordings(self.charts))
        self.grid.viewport().update()

    def show_charts(self, on: bool, chosen: bool = False) -> None:
        """Open or fold the deck's charts; `chosen` when the user asked (the window's
        height no longer decides then)."""
        if chosen:
            self._charts_chosen = on
        self.charts.setVisible(on)
        self.charts_toggle.setChecked(on)
        self.charts_toggle.setArrowType(Qt.ArrowType.DownArrow if on
                                        else Qt.ArrowType.RightArrow)
        self.charts_summary.setVisible(not on)
        if hasattr(self, "act_charts"):  # (the menus come after the charts)
            self.act_charts.setChecked(on)
        # a framed button that says what it does (review r12 #19: a bare gold "Charts"
        # under the legend was found only by hunting)
        self.charts_toggle.setText(self.tr("Hide the charts") if on
                                   else self.tr("Show the charts"))

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt's name
        """The charts open on a tall window and fold on a short one, until the user
        opens or folds them."""
        super().resizeEvent(event)
        if self._charts_chosen is None:
            self.show_charts(self.height() >= CHARTS_OPEN_FROM)
        self.place_faces(self.height() < CHARTS_OPEN_FROM)

    #: on a short window, the card list's share of the centre's height (the card's
    #: words, the full width under it, have the rest)
    LIST_SHARE_SHORT = 0.62

    def place_faces(self, aside: bool) -> None:
        """On a short window (`aside`) the card's faces stand under the filters, in the
        room they leave, and the card's words take the full width under the list, so
        the list has more of the height (review r16 #17: at 1366×768 the faces and the
        words shared the lower half and the list showed some 13 rows); on a tall one
        the faces stand beside the words again."""
        if aside == self._faces_aside:
            return
        self._faces_aside = aside
        strip = self.detail.versions
        if aside:
            self.detail.layout().removeWidget(strip)
            self.left_lay.takeAt(self.left_lay.count() - 1)  # the stretch: the faces fill
            self.left_lay.addWidget(strip, 1)
            strip.setMinimumWidth(0)
            strip.setMaximumWidth(16777215)
        else:
            self.left_lay.removeWidget(strip)
            self.left_lay.addStretch(1)
            lay = self.detail.layout()
            assert isinstance(lay, QHBoxLayout)
            lay.insertWidget(0, strip, 0)
            self.detail.share()
        total = sum(self.centre.sizes()) or self.centre.height()
        share = self.LIST_SHARE_SHORT if aside else 0.5
        self.centre.setSizes([round(total * share), total - round(total * share)])
        self.fit_faces_column()

    #: the filters' column alone (the faces beside the card's words)
    FILTERS_W = 220

    def fit_faces_column(self) -> None:
        """With the faces under the filters, the filters' column takes the width the
        shown face needs to fill the room's height with a card's usual two other
        versions beside it (within the column's bounds), from the list beside it: at its
        first 220 px the three versions shrank to a thumbnail over 100 px of empty pane
        (test_screens_r12's version strip).  The width does not follow each card shown,
        so browsing never shifts the list."""
        strip = self.detail.versions
        room = (self.main_split.height() - self.filters.sizeHint().height()
                - self.left_lay.spacing())
        want = (max(self.left.minimumWidth(),
                    min(self.left.maximumWidth(), strip.needed_width_at(room, 2)))
                if self._faces_aside else self.FILTERS_W)
        sizes = self.main_split.sizes()
        if len(sizes) == 3 and sizes[0] != want and sizes[1] > 0:
            self.main_split.setSizes([want, sizes[1] - (want - sizes[0]), sizes[2]])

    def is_legal(self) -> bool:
        return not self.draft.problems(self.fmt)

    # ------------------------------------------------------------ files and decklists
    def set_draft(self, draft: DeckDraft, opened: bool = False) -> None:
        """Show `draft`; `opened` when it is a saved deck, which saving then replaces."""
        self.draft = draft
        self._opened_name = draft.name if opened else ""
        self._opened_path = None
        self.grid.itemDelegate().count_of = draft.count  # type: ignore[attr-defined]
        self.name_edit.setText(draft.name)
        self.refresh_deck()

    def new_deck(self) -> None:
        self.set_draft(DeckDraft())

    def _fill_open_menu(self) -> None:
        from altered_desktop.deck_picker import deck_choices

        self.open_menu.clear()
        for key, title in deck_choices():
            self.open_menu.addAction(title, lambda k=key: self.open_key(k))

    def open_key(self, key: str) -> None:
        """Open a deck of New game's list (`deck_picker.deck_choices`); a user deck is
        saved back to the file it came from."""
        from altered_desktop.deck_picker import deck_for_key, deck_path_for_key

        self.set_draft(DeckDraft.from_deck(deck_for_key(key)),
                       opened=key.startswith(("user:", "userfile:")))
        self._opened_path = deck_path_for_key(key)

    def decklist_text(self) -> str:
        return self.draft.to_deck().to_text()

    def copy_to_clipboard(self) -> None:
        QGuiApplication.clipboard().setText(self.decklist_text())
        self.status.showMessage(self.tr("Decklist copied to the clipboard"), 4000)

    def export_file(self, path: str | None = None) -> Path | None:
        if not path:
            path, _ = QFileDialog.getSaveFileName(self, "Export decklist",
                                                  f"{self.draft.name}.txt",
                                                  "Decklists (*.txt)")
        if not path:
            return None
        out = Path(path)
        out.write_text(self.decklist_text(), encoding="utf-8")
        self.status.showMessage(f"Decklist written to {out}", 5000)
        return out

    def import_dialog(self) -> ImportDialog:
        dlg = self.import_box = ImportDialog(self)
        dlg.finished.connect(lambda code: self._imported(dlg) if code else None)
        dlg.open()
        return dlg

    def unsaved(self) -> bool:
        """Whether the open deck has cards that My decks does not hold as they are."""
        saved = {d.name: d for d in self._user_decks}
        mine = saved.get(self.draft.name)
        return bool(self.draft.size or self.draft.hero) and (
            mine is None or not self.draft.same_cards(mine))

    def _imported(self, dlg: ImportDialog) -> None:
        if dlg.deck is not None:
            if self.unsaved() and self.isVisible() and not getattr(self, "_no_prompt", False):
                ans = QMessageBox.question(
                    self, "Replace the open deck?",
                    f"The imported deck replaces '{self.draft.name}', which is not saved. "
                    "Replace it?",
                    QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel)
                if ans != QMessageBox.StandardButton.Yes:
                    self.status.showMessage("Import cancelled: the open deck is kept", 6000)
                    return
            draft = DeckDraft.from_deck(dlg.deck)
            self.set_draft(draft)
            notes = f" · {'; '.join(dlg.notes)}" if dlg.notes else ""
            self.status.showMessage(f"Imported {draft.size} cards{notes}", 10000)

    def save_deck(self) -> Path | None:
        """Save the draft to My decks; None (and the reason in the status bar) when it
        was not saved: the user kept another deck of that name, or the data folder cannot
        be written."""
        deck = self.draft.to_deck()
        other = next((d for d in self._user_decks if d.name.casefold() == deck.name.casefold()),
                     None)
        if (other is not None and deck.name != self._opened_name and self.isVisible()
                and not self.draft.same_cards(other)):
            ans = QMessageBox.question(
                self, "Replace a deck?", f"You already have a deck named '{other.name}'. "
                "Replace it with this one?",
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel)
            if ans != QMessageBox.StandardButton.Yes:
                self.status.showMessage(self.tr("Not saved: rename the deck to keep both"), 6000)
                return None
        try:
            path = storage.save_user_deck(
                deck, self._opened_path if deck.name == self._opened_name else None)
        except OSError as e:  # storage.StorageError: says what and where
            self.status.showMessage(f"Not saved: {e}", 15000)
            return None
        self._user_decks = storage.load_user_decks()
        self._opened_name = deck.name
        self._opened_path = path
        blocked = [p for p in self.draft.problems(self.fmt) if p.rule == NOT_IMPLEMENTED]
        msg = f"Saved '{deck.name}' to My decks: it is in New game's deck lists"
        if blocked:
            msg += f" (but {len(blocked)} card(s) are not implemented: New game refuses it)"
        self.status.showMessage(msg, 8000)
        return path

    def closeEvent(self, event: Any) -> None:
        saved = {d.name: d for d in self._user_decks}
        mine = saved.get(self.draft.name)
        unsaved = (self.draft.size or self.draft.hero) and (mine is None
                                                           or not self.draft.same_cards(mine))
        if unsaved and self.isVisible() and not getattr(self, "_no_prompt", False):
            ans = QMessageBox.question(
                self, "Unsaved deck", f"Save '{self.draft.name}' to My decks before closing?",
                QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                | QMessageBox.StandardButton.Cancel)
            if ans == QMessageBox.StandardButton.Cancel:
                event.ignore()
                return
            if ans == QMessageBox.StandardButton.Save and self.save_deck() is None:
                event.ignore()  # not saved: the draft stays open, nothing is lost
                return
        event.accept()


def open_deck_builder(parent: QWidget | None = None) -> DeckBuilder:
    """Open (or raise) the deck builder: the one entry point the main window calls."""
    existing = getattr(parent, "_deck_builder", None)
    if isinstance(existing, DeckBuilder) and existing.isVisible():
        existing.raise_()
        existing.activateWindow()
        return existing
    win = DeckBuilder(parent)
    win.setWindowFlag(Qt.WindowType.Window, True)
    if parent is not None:
        parent._deck_builder = win  # type: ignore[attr-defined]
    screen = (parent.screen() if parent is not None else None) or \
        QGuiApplication.primaryScreen()
    avail = screen.availableGeometry() if screen is not None else None
    if avail is not None and (avail.width() < 1700 or avail.height() < 1000):
        win.setGeometry(avail)  # a laptop screen: the builder wants all of it
        win.showMaximized()
    else:
        win.show()
    QTimer.singleShot(0, lambda: win.filters.search.setFocus())
    return win
