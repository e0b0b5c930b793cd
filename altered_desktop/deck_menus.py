"""The deck builder's menu bar: File, Edit, View, as every other window of the app has
one and as users of other deck editors (Forge, Cockatrice) look for New, Open, Import,
Export, Save and Close under File (review r20 #15: the builder alone had no menu bar).

The entries are the toolbar's own actions where there is one (one shortcut each, never
two actions fighting for a key); the Edit entries that act on the list or the deck carry
their keys as a hint only, since those keys belong to the list and the deck themselves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence

if TYPE_CHECKING:
    from altered_desktop.deck_builder import DeckBuilder


def _hinted(menu: Any, text: str, keys: str, slot: Any) -> QAction:
    """An entry showing `keys` at its right without owning them (the list's Enter, the
    deck's Delete): a menu shows what follows a tab as the entry's shortcut."""
    a = menu.addAction(f"{text}\t{keys}" if keys else text)
    a.triggered.connect(slot)
    return a


def install_menus(w: DeckBuilder) -> None:
    """Give the builder `w` its menu bar; the toolbar's actions must exist already."""
    mb = w.menuBar()
    file_menu = mb.addMenu(QCoreApplication.translate("DeckBuilder", "&File"))
    file_menu.addAction(w.act_new)
    w.open_menu.setTitle(QCoreApplication.translate("DeckBuilder", "&Open deck"))
    file_menu.addMenu(w.open_menu)
    file_menu.addSeparator()
    file_menu.addAction(w.act_import)
    file_menu.addAction(w.act_export)
    file_menu.addAction(w.act_copy)
    file_menu.addSeparator()
    file_menu.addAction(w.act_save)
    file_menu.addSeparator()
    file_menu.addAction(w.act_close)
    w.file_menu = file_menu

    edit = mb.addMenu(QCoreApplication.translate("DeckBuilder", "&Edit"))
    _hinted(edit, QCoreApplication.translate("DeckBuilder", "&Add one copy"), "Enter", lambda: w.add_selected(1))
    _hinted(edit, QCoreApplication.translate("DeckBuilder", "Add &3 copies"), "", lambda: w.add_selected(3))
    _hinted(edit, QCoreApplication.translate("DeckBuilder", "&Remove one copy"), "Delete", w.remove_selected)
    edit.addSeparator()
    edit.addAction(w.act_unique)
    edit.addSeparator()
    find = edit.addAction(QCoreApplication.translate("DeckBuilder", "&Find a card"))
    find.setShortcut(QKeySequence.StandardKey.Find)
    find.triggered.connect(lambda: w.filters.search.setFocus())
    _hinted(edit, QCoreApplication.translate("DeckBuilder", "C&lear the filters"), "", w.filters.reset_button.click)
    w.edit_menu = edit

    view = mb.addMenu(QCoreApplication.translate("DeckBuilder", "&View"))
    shown_as = QActionGroup(w)
    w.act_list = view.addAction(QCoreApplication.translate("DeckBuilder", "Cards as a &list"))
    w.act_faces = view.addAction(QCoreApplication.translate("DeckBuilder", "Cards as &faces"))
    for a, grid in ((w.act_list, False), (w.act_faces, True)):
        a.setCheckable(True)
        shown_as.addAction(a)
        a.triggered.connect(lambda _=False, g=grid: w.show_view(g))
    w.act_list.setChecked(True)
    view.addSeparator()
    w.act_charts = view.addAction(QCoreApplication.translate("DeckBuilder", "The deck's &charts"))
    w.act_charts.setCheckable(True)
    w.act_charts.setChecked(w.charts.isVisibleTo(w))
    w.act_charts.triggered.connect(lambda on: w.show_charts(on, chosen=True))
    w.view_menu = view
