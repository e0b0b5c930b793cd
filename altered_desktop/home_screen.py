"""The home screen: what a player sees on start and comes back to (Game ▸ Home).

Every way into the program is one big button with a picture and a line that says what
it does, so a newcomer does not have to find "Second seat played by" under "Hotseat" to
play the computer: Learn to play, Play a friend, Play the computer, Test a deck, Build a
deck, Continue (the autosaved game, with its day and decks) and Open a saved game.  The
player's own decks are listed beside them (a click starts a test of the deck).

It is a widget laid over the table, like the hand-off screen, so the window, menus and
status bar stay as they are behind it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from altered_desktop import card_art, theme

#: the home screen's choices: (key, title, what it does, icon); the words in English,
#: shown in the player's language (QT_TRANSLATE_NOOP: lupdate finds them)
CHOICES: tuple[tuple[str, str, str, str], ...] = (
    ("learn", QT_TRANSLATE_NOOP("HomeScreen", "Learn to play"),
     QT_TRANSLATE_NOOP("HomeScreen", "Short lessons on a real table, one rule at a time"),
     "open-book"),
    ("friend", QT_TRANSLATE_NOOP("HomeScreen", "Play a friend"),
     QT_TRANSLATE_NOOP("HomeScreen", "Two players at this computer, hands hidden between "
                       "turns"), "shaking-hands"),
    ("computer", QT_TRANSLATE_NOOP("HomeScreen", "Play the computer"),
     QT_TRANSLATE_NOOP("HomeScreen", "You against an AI that sees only what its seat may"),
     "robot-golem"),
    ("test", QT_TRANSLATE_NOOP("HomeScreen", "Test a deck"),
     QT_TRANSLATE_NOOP("HomeScreen", "Goldfish a deck alone, or run many games in the lab"),
     "fizzing-flask"),
    ("build", QT_TRANSLATE_NOOP("HomeScreen", "Build a deck"),
     QT_TRANSLATE_NOOP("HomeScreen", "Browse every card, build, check and save decks"),
     "card-exchange"),
    ("open", QT_TRANSLATE_NOOP("HomeScreen", "Open a saved game"),
     QT_TRANSLATE_NOOP("HomeScreen", "A game you saved, or one a friend sent you"),
     "open-folder"),
)
HOME_ICONS = ("play-button", *(c[3] for c in CHOICES))

_BUTTON_STYLE = """
QPushButton#homeChoice {
    background: #2b211a; color: #f3ead3; border: 1px solid #7a5234; border-radius: 10px;
    padding: 10px 14px; text-align: left; font-size: 15px; font-weight: normal;
}
QPushButton#homeChoice:hover { background: #3d2d20; border-color: #e2b54a; }
QPushButton#homeChoice:focus { border: 2px solid #e2b54a; }
QPushButton#homeContinue {
    background: #2f6e4a; color: #ffffff; border: 1px solid #9be0b6; border-radius: 10px;
    padding: 10px 14px; text-align: left; font-size: 15px;
}
QPushButton#homeContinue:hover { background: #3a885c; }
QListWidget#homeDecks { font-size: 14px; }
"""


class HomeScreen(QWidget):
    """The start screen laid over the table; emits `chosen(key)` for a button and
    `deck_chosen(name)` for one of the player's decks."""

    chosen = Signal(str)
    deck_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)
        self.setStyleSheet(_BUTTON_STYLE)
        # the content in a column of readable width, centred on any screen
        frame = QHBoxLayout(self)
        frame.setContentsMargins(40, 28, 40, 20)
        column = QWidget()
        column.setMaximumWidth(1280)
        frame.addStretch(1)
        frame.addWidget(column, 20)
        frame.addStretch(1)
        outer = QVBoxLayout(column)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addStretch(1)
        title = QLabel("Altered")
        title.setStyleSheet("color: #e2b54a; font-size: 44px; font-weight: bold;")
        sub = QLabel(self.tr("A table for the Altered card game: learn it, play a friend or "
                             "the computer, test and build decks."))
        sub.setStyleSheet("color: #e9dfc7; font-size: 15px;")
        sub.setWordWrap(True)
        outer.addWidget(title)
        outer.addWidget(sub)
        factions = QHBoxLayout()
        factions.setSpacing(8)
        for code, name in theme.FACTION_NAMES.items():
            if code is None:
                continue
            chip = QLabel(name)
            fill = theme.readable_fill(theme.FACTION_COLOURS[code])
            chip.setStyleSheet(f"background: {fill.name()}; color: white; font-size: 13px; "
                               "font-weight: bold; border-radius: 9px; padding: 3px 12px;")
            factions.addWidget(chip)
        factions.addStretch(1)
        outer.addSpacing(6)
        outer.addLayout(factions)
        outer.addSpacing(14)
        self.continue_button = self._button("continue", self.tr("Continue"), "", "play-button",
                                            name="homeContinue")
        self.continue_button.hide()
        outer.addWidget(self.continue_button)
        body = QHBoxLayout()
        grid = QGridLayout()
        grid.setSpacing(12)
        self.buttons: dict[str, QPushButton] = {}
        for i, (key, text, what, icon) in enumerate(CHOICES):
            b = self._button(key, self.tr(text), self.tr(what), icon)
            self.buttons[key] = b
            grid.addWidget(b, i // 2, i % 2)
        body.addLayout(grid, 3)
        side = QVBoxLayout()
        head = QLabel(self.tr("Your decks"))
        head.setStyleSheet("color: #e2b54a; font-size: 16px; font-weight: bold;")
        self.decks = QListWidget()
        self.decks.setObjectName("homeDecks")
        self.decks.setMaximumHeight(260)
        self.decks.setToolTip(self.tr("Double-click a deck to test it (goldfish)"))
        self.decks.itemActivated.connect(
            lambda item: self.deck_chosen.emit(item.data(Qt.ItemDataRole.UserRole)))
        self.no_decks = QLabel(self.tr("None yet: Build a deck, or import one in the deck "
                                       "builder."))
        self.no_decks.setWordWrap(True)
        self.no_decks.setStyleSheet("color: #d6ccb2; font-size: 14px;")
        side.addWidget(head)
        side.addWidget(self.decks)
        side.addWidget(self.no_decks)
        side.addStretch(1)
        body.addSpacing(16)
        body.addLayout(side, 1)
        outer.addLayout(body)
        outer.addStretch(2)
        foot = QLabel(self.tr("Game ▸ Home (Ctrl+H) brings you back here · F1 explains the "
                              "table"))
        foot.setStyleSheet("color: #d6ccb2; font-size: 13px;")
        outer.addWidget(foot)

    def _button(self, key: str, text: str, what: str, icon: str, *,
                name: str = "homeChoice") -> QPushButton:
        b = QPushButton()
        b.setObjectName(name)
        b.setText(f"{text}\n{what}" if what else text)
        b.setIconSize(QSize(40, 40))
        pm = card_art.icon_pixmap(icon, 40, QColor("#e2b54a"), self.devicePixelRatioF())
        if pm is not None:
            b.setIcon(QIcon(pm))
        b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        b.setMinimumHeight(78)
        b.setMaximumHeight(96)
        b.setAccessibleName(text)
        b.clicked.connect(lambda: self.chosen.emit(key))
        return b

    # ------------------------------------------------------------------ contents
    def refresh(self, autosave: Path | None, decks: list[str], day: int | None = None) -> None:
        """Offer `autosave` as Continue (its decks, and its day: given, or read after
        the screen shows) and list the player's `decks` (their names)."""
        self.decks.clear()
        for name in decks[:30]:
            item = QListWidgetItem(name)
            item.setData(Qt.ItemDataRole.UserRole, name)
            self.decks.addItem(item)
        self.decks.setVisible(bool(decks))
        self.no_decks.setVisible(not decks)
        self.continue_button.setVisible(autosave is not None)
        if autosave is not None:
            self.continue_button.setText(self.tr("Continue") + "\n"
                                         + continue_line(autosave, day))
            if day is None:
                QTimer.singleShot(0, lambda: self._add_day(autosave))

    def _add_day(self, path: Path) -> None:
        """The day needs the game replayed: done after the screen shows."""
        day = saved_day(path)
        if day is not None and self.continue_button.isVisible():
            self.continue_button.setText(self.tr("Continue") + "\n" + continue_line(path, day))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        p = QPainter(self)
        p.fillRect(self.rect(), QColor(20, 15, 11))
        p.end()


def continue_line(path: Path, day: int | None) -> str:
    """"Lyra against Ordis · day 3 · saved 27 Nov 16:05" from the autosave's record."""
    from engine.record import RecordError, read_record

    try:
        rec = read_record(path)
    except RecordError:
        return QCoreApplication.translate("HomeScreen",
                                          "The last game (its file could not be read)")
    decks = [d.get("name") or QCoreApplication.translate("HomeScreen", "a deck")
             for d in rec.get("decks", [])]
    meta = rec.get("meta") or {}
    if str(meta.get("mode")) == "goldfish":
        what = (QCoreApplication.translate("HomeScreen", "Goldfish with {0}").format(decks[0])
                if decks else QCoreApplication.translate("HomeScreen", "Goldfish"))
    elif len(decks) == 2:
        what = QCoreApplication.translate("HomeScreen", "{0} against {1}").format(*decks)
    else:
        what = " against ".join(decks) or QCoreApplication.translate("HomeScreen",
                                                                     "The last game")
    parts = [what]
    if day is not None:
        parts.append(QCoreApplication.translate("HomeScreen", "day {0}").format(day))
    return " · ".join(parts)



def saved_day(path: Path) -> int | None:
    """The day the autosaved game stands at (None when it cannot be replayed)."""
    try:
        from engine.report import open_saved

        return int(open_saved(path).game.view(None)["day"])
    except Exception:  # noqa: BLE001 - a description only: the Continue button says less
        return None


def deck_names() -> list[str]:
    from altered_desktop import storage

    decks, _broken = storage.user_decks()
    return [d.name for d, _path in decks]


def install(window: Any) -> HomeScreen:
    """Lay the home screen over `window`'s table and wire its choices."""
    home = HomeScreen(window.table)
    home.hide()
    home.chosen.connect(lambda key: choose(window, key))
    home.deck_chosen.connect(lambda name: test_deck(window, name))
    window.home = home
    return home


def show_home(window: Any, day: int | None = None) -> None:
    """Show the home screen over `window`'s table (`day`: the autosave's, if known)."""
    from altered_desktop import storage

    auto = storage.autosave_path()
    home: HomeScreen = window.home
    home.refresh(auto if auto.exists() else None, deck_names(), day)
    home.setGeometry(window.table.rect())
    home.show()
    home.raise_()
    # the teaching log has nothing to say before a game: the home screen takes the room
    if window.log_dock.isVisible():
        window.log_dock.hide()
        home.hid_log = True
    window.status_label.setText(QCoreApplication.translate("HomeScreen", "Home"))


def choose(window: Any, key: str) -> None:
    """Carry out a home screen choice; the screen goes once a game is on the table."""
    from altered_desktop import lessons_ui, storage

    if key == "continue":
        try:
            window.load_from(storage.autosave_path())
        except Exception as e:  # noqa: BLE001 - shown, the home screen stays
            window.toast(QCoreApplication.translate("HomeScreen", "Could not continue: {0}")
                         .format(e))
            return
    elif key == "learn":
        lessons_ui.open_course(window)
    elif key in ("friend", "computer", "test"):
        window.new_game_dialog(preset=key)
    elif key == "build":
        window.open_deck_builder()
        return  # a window of its own: the home screen stays behind it
    elif key == "open":
        window.open_dialog()
    if window.session is not None:
        leave_home(window)


def leave_home(window: Any) -> None:
    """The home screen goes; the teaching log comes back if it was open before."""
    home: HomeScreen = window.home
    home.hide()
    if getattr(home, "hid_log", False):
        home.hid_log = False
        window.log_dock.show()


def test_deck(window: Any, name: str) -> None:
    window.new_game_dialog(preset="test", deck=f"user:{name}")
    if window.session is not None:
        leave_home(window)
