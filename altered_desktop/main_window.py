"""The main window: the table, the prompt panel, the teaching log, menus and overlays.

It turns table clicks into answers for the pending decision, routes every answer through
the `GameSession` (which autosaves), and decides when the hotseat hand-off screen must
cover the table.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import attrs
from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QByteArray,
    QCoreApplication,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    QSignalBlocker,
    Qt,
    QTimer,
)
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QGuiApplication,
    QIcon,
    QKeySequence,
    QShortcut,
)
from PySide6.QtWidgets import (
    QFileDialog,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
)
from shiboken6 import isValid

from altered_desktop import (
    acting_marks,
    ai_seat,
    card_painter,
    choice_numbers,
    clean_up_words,
    dusk_story,
    dusk_verdicts,
    foresight,
    goldfish,
    home_screen,
    just_now_words,
    just_played,
    lessons_ui,
    log_text,
    night_next,
    pass_by_hand,
    puzzles_ui,
    review,
    side_plays,
    storage,
    symbol_text,
    table_overlay,
    table_paint,
    take_back,
    theme,
    visibility,
    which_card,
)
from altered_desktop.card_preview import CardPreview
from altered_desktop.decision_panel import DecisionPanel, kind_title, region_options
from altered_desktop.dialogs import PileDialog
from altered_desktop.game_summary import summarise, victory_sentence
from altered_desktop.handoff import GameOverScreen, HandoffScreen
from altered_desktop.log_dock import (
    ROUTINE_RULES,
    LogDock,
    LogOpener,
    log_to_html,
    recap_title,
)
from altered_desktop.pass_by_hand import PassByHand
from altered_desktop.session import (
    GameSession,
    Mode,
    default_display,
    record_players,
    recorded_players,
)
from altered_desktop.side_plays import SidePlays
from altered_desktop.table import EXPEDITIONS, TableWidget
from engine.decisions import Decision, IllegalAnswer, Option
from engine.game import Game
from engine.record import write_atomic
from engine.report import open_saved, write_report


def plural(n: int, word: str) -> str:
    """'1 answer', '2 answers' (in the installed language for the words it knows)."""
    if word == "answer":
        return (QCoreApplication.translate("MainWindow", "1 answer") if n == 1 else
                QCoreApplication.translate("MainWindow", "{0} answers").format(n))
    return f"{n} {word}{'s' * (n != 1)}"


public_oids = visibility.view_oids  # the name older callers know


@attrs.define
class DueShow:
    """A show kept for a seat until it is in front of the screen (`_watch_dusk`)."""

    before: dict[str, Any]  # the table as that seat last saw it
    lines: list[str]  # the comparisons, for a show without verdicts (a tiebreaker)
    entries: list[Any]  # the log's entries since
    dusk_board: dict[str, Any] | None = None  # the board Progress found, if Dusk came


def dusk_line(entry: Any) -> str:
    """A Progress comparison in a line short enough for the banner (the log keeps the
    explanation in full)."""
    return log_text.dusk_line(entry.message)  # the player's language


def games_dir() -> Path:
    """Where file dialogs open: a 'games' folder in the user data folder (made on first
    use), never the root of the home folder."""
    root = storage.data_root()
    folder = root / "games"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:  # a read-only or impossible data folder: the dialog still opens
        return root if root.is_dir() else Path.home()
    return folder


def remember_setting(key: str, value: Any) -> None:
    """Keep a choice from the menus in the settings file (an unwritable one: the choice
    holds for this session only)."""
    try:
        settings = storage.load_settings()
        settings[key] = value
        storage.save_settings(settings)
    except OSError:
        pass


#: the window width from which the teaching log opens beside the table on first start
LOG_OPEN_FROM_WIDTH = 1600


def side_scale(width: int) -> float:
    """How much bigger than on a 1920 window the docked log's words and width are on a
    window `width` px wide: 1 up to 1920, then in proportion, 2 at 3840 (the board's
    cards grow with the window too)."""
    return max(1.0, min(2.0, width / 1920))


#: the window width from which the side column's and the docked log's words are a size
#: up (13 px rather than the application's 12): a 1920 screen has the room (review r18
#: #8: they did not grow at 1920)
ROOMY_TEXT_FROM = 1700


def log_text_scale(width: int) -> float:
    """How much bigger than the application's the docked log's words are on a window
    `width` px wide: a size up from `ROOMY_TEXT_FROM`, then with `side_scale`."""
    return max(side_scale(width), 13 / 12 if width >= ROOMY_TEXT_FROM else 1.0)




class MainWindow(QMainWindow):
    """One window, one game at a time."""

    def __init__(self, session: GameSession | None = None, *, handoff: bool = True) -> None:
        super().__init__()
        self.setWindowTitle("Altered")
        self.session: GameSession | None = None
        #: hand-off screens for the game given here (later games bring their own options)
        self._handoff_asked: bool | None = handoff
        self.revealed_for: int | None = None
        self.game_over_shown = False
        #: the computer's seat in the current game (altered_desktop.ai_seat), if any
        self.ai_seat: Any = None
        #: the note of the ruling report the game was opened from ("" otherwise)
        self.report_note = ""
        self.table = TableWidget()
        self.setCentralWidget(self.table)
        self._prerender_args: tuple[int, dict[str, Any] | None, Any] | None = None
        self._prerender_timer = QTimer(self)
        self._prerender_timer.setSingleShot(True)
        self._prerender_timer.setInterval(0)
        self._prerender_timer.timeout.connect(self._prerender_other)
        self._recent_timer = QTimer(self)
        self._recent_timer.setSingleShot(True)
        self._recent_timer.setInterval(0)
        self._recent_timer.timeout.connect(self.show_recent)
        #: the table key (what the table's symbols mean) at the side column's head,
        #: where a newcomer looks first (review r16 #6, #7); under every screen made next
        self.key_button = QPushButton(self.tr("Table key"), self.table)
        self.key_button.setObjectName("tableKeyButton")
        self.key_button.setToolTip(self.tr(
            "What the table's symbols mean: the cost discs, the greyed totals, the "
            "markers, a darkened card (F1)"))
        self.key_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.key_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.key_button.clicked.connect(self._show_legend)
        self.table_key: Any = None  # the key's window, made when first asked for
        self.panel = DecisionPanel(self.table)
        # under a short prompt panel, the day's plays of the seat deciding (review r10 #9)
        self.side_plays = SidePlays(self.table)
        # the card the pointer rests on, large, in the column's free room (Forge's card
        # detail): over the side column, under the hand-off screen made next
        self.preview = CardPreview(self.table)
        self.table.side_zoom = self.preview_card
        self.side_plays.face_hovered.connect(
            lambda card: self.preview_card(card, None, from_plays=True))
        self._option_zoom: dict[str, Any] | None = None  # a card enlarged for an option
        # Pass beside the hand, where the eye is while choosing a card (review r19)
        self.pass_by_hand = PassByHand(self.table)
        self.pass_by_hand.clicked.connect(self.pass_turn)
        self.panel.pass_changed.connect(self._place_pass_by_hand)
        self.handoff = HandoffScreen(self.table)
        #: says on the table that every hand lies face up (a teacher's open-handed game)
        self.open_badge = QLabel(
            self.tr("Open hands: every hand is face up (View ▸ Open hands)"), self.table)
        self.open_badge.setObjectName("openHands")
        self.open_badge.setStyleSheet(
            "QLabel#openHands { background: rgba(20, 24, 32, 215); color: #f3e3b0; "
            "border: 1px solid #e2b54a; border-radius: 6px; padding: 3px 10px; }")
        self.open_badge.adjustSize()
        self.open_badge.hide()
        self.game_over = GameOverScreen(self.table)
        self.log_dock = LogDock(self)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.log_dock)
        self.status_label = QLabel()
        # clear of the window's right edge (review r4 #21: its text touched it)
        self.status_label.setContentsMargins(6, 0, 14, 0)
        self.statusBar().addPermanentWidget(self.status_label)
        self._build_menus()
        lessons_ui.install(self)  # the Learn menu, the lesson panel, "Explain this"
        review.install(self)  # Game > Review: step through a game, notes, play from here
        puzzles_ui.install(self)  # Learn > Puzzles, Save this moment as a puzzle
        home_screen.install(self)  # the start screen over the table (Game ▸ Home)
        self._wire()
        self._last_view = None
        self._seat_views: dict[int, dict[str, Any]] = {}
        self._log_mark = 0
        try:
            settings = storage.load_settings()
        except OSError:
            settings = {}  # an unreadable settings file: the defaults will do
        card_painter.set_image_folder(settings.get("card_images"))
        self.table.animations = bool(settings.get("animations", True))
        self.act_animations.setChecked(self.table.animations)
        self.act_animations.toggled.connect(self.set_animations)
        self.panel.confirm_pass = bool(settings.get("confirm_pass", True))
        self.act_confirm_pass.setChecked(self.panel.confirm_pass)
        self.act_confirm_pass.toggled.connect(self.set_confirm_pass)
        self._dock_sized = False
        self._log_width = 0  # the docked log's width last given (log_width)
        self._log_folded = False  # the docked log folded away behind a hand-off (_cover_log)
        self._maximise_at = False
        #: Dusk shows not yet seen, per seat (-1: the shared table): (view before, lines,
        #: log entries)
        self._dusk_due: dict[int, DueShow] = {}
        self._after_dusk: Any = None  # what waits for the show to end (the end screen)
        self._panel_held = False  # the next question waits for a Dusk being told
        self._log_cut = 0  # while a Dusk is told, the log entries shown (up to Night)
        #: the log's cut at each stage of the Dusk told (`_dusk_log_steps`)
        self._log_steps: list[int] = []
        self.table.motion.finished.connect(self._front_seat_done)
        self.table.motion.finished.connect(self._run_after_dusk)
        self.table.motion.finished.connect(self._release_panel)
        self.table.motion.stage.connect(self._dusk_stage)
        self.fit_to_screen()
        icon = Path(__file__).resolve().parents[1] / "assets" / "icons" / "altered-desktop.png"
        if icon.exists():  # absent from some bundles; the window works without it
            self.setWindowIcon(QIcon(str(icon)))
        if session is not None:
            self.set_session(session)

    # ------------------------------------------------------------------ building
    def _build_menus(self) -> None:
        mb = self.menuBar()
        game_menu = mb.addMenu(self.tr("&Game"))
        self.game_menu = game_menu  # review.install adds its entries
        self.act_home = self._action(game_menu, self.tr("&Home"), QKeySequence("Ctrl+H"),
                                     lambda: home_screen.show_home(self))
        self.act_new = self._action(game_menu, self.tr("&New game…"), QKeySequence.StandardKey.New,
                                    self.new_game_dialog)
        self.act_lab = self._action(game_menu, self.tr("Goldfish &lab…"), None, self.goldfish_lab_dialog)
        self.act_open = self._action(game_menu, self.tr("&Open…"), QKeySequence.StandardKey.Open,
                                     self.open_dialog)
        self.act_save = self._action(game_menu, self.tr("&Save as…"), QKeySequence.StandardKey.Save,
                                     self.save_dialog)
        self.act_report = self._action(game_menu, self.tr("&Report a ruling problem…"), None,
                                       self.report_dialog)
        game_menu.addSeparator()
        self.act_undo = self._action(game_menu, self.tr("&Undo last answer"), QKeySequence.StandardKey.Undo,
                                     self.undo)
        self.act_pass = self._action(game_menu, self.tr("&Pass"), QKeySequence("P"), self.pass_turn)
        self.act_confirm_pass = QAction(self.tr("&Ask before passing while cards can be played"),
                                        self, checkable=True)
        self.act_confirm_pass.setChecked(True)
        game_menu.addAction(self.act_confirm_pass)
        game_menu.addSeparator()
        self.act_export = self._action(game_menu, self.tr("&Export log to HTML…"), None,
                                       self.export_log_dialog)
        game_menu.addSeparator()
        self._action(game_menu, self.tr("&Quit"), QKeySequence.StandardKey.Quit, self.close)
        view = mb.addMenu(self.tr("&View"))
        self.act_handoff = QAction(self.tr("&Hand-off screens between players"), self, checkable=True)
        self.act_handoff.setChecked(bool(self._handoff_asked))
        self.act_handoff.toggled.connect(self.set_handoff)
        view.addAction(self.act_handoff)
        self.act_open_hands = QAction(self.tr("&Open hands (teaching: every hand face up)"),
                                      self, checkable=True)
        self.act_open_hands.toggled.connect(self.set_open_hands)
        view.addAction(self.act_open_hands)
        log_toggle = self.log_dock.toggleViewAction()
        log_toggle.setShortcut(QKeySequence("L"))
        self.log_toggle = log_toggle  # shut off behind a hand-off screen (_cover_log)
        view.addAction(log_toggle)
        # the drawer's handle, in sight whether it is open or shut
        self.log_opener = LogOpener(log_toggle)
        self.statusBar().insertPermanentWidget(0, self.log_opener)
        self.act_fixed = QAction(self.tr("&Keep the first player at the bottom (open hands)"),
                                 self,
                                 checkable=True)
        self.act_fixed.toggled.connect(self.set_fixed_side)
        view.addAction(self.act_fixed)
        self.act_animations = QAction(self.tr("&Animations (card moves, Dusk)"), self, checkable=True)
        view.addAction(self.act_animations)
        view.addSeparator()
        self.act_images = self._action(view, self.tr("Card &images folder…"), None,
                                       self.choose_image_folder)
        from altered_desktop import i18n

        i18n.add_language_menu(view, self)
        decks = mb.addMenu(self.tr("&Decks"))  # the builder lives in its own module and window
        self.act_deck_builder = self._action(decks, self.tr("&Deck builder…"), QKeySequence("Ctrl+D"),
                                             self.open_deck_builder)
        help_menu = mb.addMenu(self.tr("&Help"))
        self._action(help_menu, self.tr("&Table key: reading the table"), QKeySequence("F1"),
                     self._show_legend)
        self._action(help_menu, self.tr("&Keyboard"), None, self._show_keys)
        help_menu.addSeparator()
        self._action(help_menu, self.tr("&About Altered"), None, self._show_about)

    def open_deck_builder(self) -> Any:
        from altered_desktop.deck_builder import open_deck_builder

        return open_deck_builder(self)

    def _action(self, menu: QMenu, text: str, key: Any, slot: Any) -> QAction:
        a = QAction(text, self)
        if key is not None:
            a.setShortcut(key)
        a.triggered.connect(slot)
        menu.addAction(a)
        return a

    def changeEvent(self, event: Any) -> None:  # noqa: N802 - Qt's name
        """A dialog or another window taking the focus closes the zoom and tooltips."""
        super().changeEvent(event)
        if event.type() == event.Type.ActivationChange and not self.isActiveWindow():
            self.table.dismiss_pointer()

    def _wire(self) -> None:
        t = self.table
        t.laid_out.connect(self._place_overlays)
        for menu in self.menuBar().findChildren(QMenu):
            menu.aboutToShow.connect(t.dismiss_pointer)
        t.card_clicked.connect(self.on_card_clicked)
        t.card_dropped.connect(self.on_card_dropped)
        t.card_dropped_on_mana.connect(self.on_card_dropped_on_mana)
        t.expedition_clicked.connect(self.on_expedition_clicked)
        t.card_context.connect(self.on_card_context)
        t.discard_clicked.connect(self.show_discard)
        t.emblem_clicked.connect(self.on_emblem_clicked)
        t.region_clicked.connect(self.on_region_clicked)
        t.drag_started.connect(self.on_drag_started)
        t.background_clicked.connect(lambda: t.set_log_focus(set()))
        t.log_requested.connect(self._show_log)
        self.panel.answered.connect(self.submit)
        self.panel.reshaped.connect(self._place_panel)
        # the prompt panel goes to the column's foot while the drawer lies over the rest
        self.log_dock.visibilityChanged.connect(self._drawer_shown)
        self.panel.selection_changed.connect(self.table.set_selected)
        self.panel.selection_changed.connect(lambda _s: self._tag_clean_up())
        self.panel.cancelled_play.connect(lambda: self.table.set_drop_targets(set()))
        self.panel.take_back_requested.connect(self.undo)
        self.panel.option_hovered.connect(self._preview_option)
        self.panel.card_words = self._card_words
        self.handoff.revealed.connect(self._revealed)
        self.handoff.covering.connect(self._cover_log)
        self.game_over.new_button.clicked.connect(self.new_game_dialog)
        self.game_over.export_button.clicked.connect(self.export_log_dialog)
        self.game_over.rematch_button.clicked.connect(self.rematch)
        self.game_over.save_button.clicked.connect(self.save_dialog)
        self.game_over.log_button.clicked.connect(self._show_log)
        self.log_dock.entry_selected.connect(self.focus_objects)
        self.log_dock.export_requested.connect(self.export_log_dialog)
        for n in range(1, 10):
            sc = QShortcut(QKeySequence(str(n)), self)
            sc.activated.connect(lambda n=n: self.table_usable() and self.panel.choose_number(n))
        esc = QShortcut(QKeySequence("Escape"), self)
        esc.activated.connect(self._escape)

    #: the size the window opens at when the screen has room for it
    PREFERRED_SIZE = (1640, 980)

    def fit_to_screen(self) -> None:
        """Open on the screen's whole available area (without the task bar), maximised:
        the prompt panel, Pass and the hand are never off-screen on a 1366×768 laptop,
        and a bigger screen gives the table its room."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            self.resize(*self.PREFERRED_SIZE)
            return
        avail = screen.availableGeometry()
        # a first start opens maximised, whatever the screen: the table grows with the
        # window, and at 1920 and above cards and text grow with it (issue #23); until
        # shown, the geometry leaves room for the title bar the frame adds
        self.setGeometry(avail.adjusted(0, 0, 0, -min(40, avail.height() // 20)))
        self._maximise_at = True

    def resize(self, *size: Any) -> None:  # type: ignore[override]
        """A size asked for (screenshots, tests, the user's saved layout) wins over
        opening maximised."""
        self._maximise_at = False
        super().resize(*size)

    def showEvent(self, event: Any) -> None:
        """On first show, give the log a share of the width that suits the screen."""
        super().showEvent(event)
        if self._maximise_at:
            self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)
            self._maximise_at = False
        if not self._dock_sized:
            self._dock_sized = True
            self._log_width = self.log_width()
            self.resizeDocks([self.log_dock], [self._log_width], Qt.Orientation.Horizontal)
            # the teaching log is a drawer: on a laptop screen the table needs the width
            # (View ▸ Teaching log, or L, opens it over the side column)
            self._lay_log_drawer()
            self.log_dock.setVisible(self.width() >= LOG_OPEN_FROM_WIDTH)
            if self.handoff.isVisible():
                self._cover_log(True)  # a game that opens on a hand-off: folded till shown

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        if self._dock_sized:  # after the first show's sizing
            self._lay_log_drawer()

    def log_width(self) -> int:
        """The docked log's share of the window's width: 17 %, from 210 px up to 330 px
        on a 1920 window and as much again in proportion on a bigger one (660 px at
        3840), its words growing with it (issue #23)."""
        return int(min(330 * side_scale(self.width()), max(210, self.width() * 0.17)))

    def _lay_log_drawer(self) -> None:
        """Beside the table on a wide window, over its side column on a narrow one (a
        docked drawer would squeeze the board: review r7 #7).  On a window bigger than
        1920 the docked log's words and width grow with it, as the table's do, unless
        the player has dragged its edge."""
        self.log_dock.set_scale(log_text_scale(self.width()))
        want = self.log_width()
        if abs(self.log_dock.width() - self._log_width) <= 3 and want != self._log_width \
                and not self.log_dock.lying_over:
            self._log_width = want
            self.resizeDocks([self.log_dock], [want], Qt.Orientation.Horizontal)
        self.log_dock.lie_over(self, self.width() < LOG_OPEN_FROM_WIDTH)
        self._place_panel()  # places the drawer too: down to the prompt panel's top
        self.log_opener.set_side(self.log_dock.lying_over)

    def _place_overlays(self) -> None:
        """Follow the table's layout (called whenever the table lays itself out)."""
        r = self.table.rect()
        self.handoff.setGeometry(r)
        self.game_over.setGeometry(r)
        self.home.setGeometry(r)
        self._place_panel()
        pad = r.height() * 0.008
        self.open_badge.adjustSize()
        # bottom left, under the seat's name and hand count, where no card lies
        self.open_badge.move(int(pad * 2), int(r.height() - self.open_badge.height() - pad * 2))
        self._place_key_button()
        self._place_pass_by_hand()

    def _place_pass_by_hand(self) -> None:
        """The Pass beside the hand, while the side column offers Pass (`pass_by_hand`)."""
        t = self.table
        panel = self.panel
        # its warning, while a pass is asked again, said by it (review r20 #5)
        warning = panel.pass_warning if panel.pass_armed else None
        place = pass_by_hand.slot(t.items, t.bottom)
        self.pass_by_hand.follow(panel.pass_button, panel.pass_offered, place, warning,
                                 pass_by_hand.warning_width(t.items, place)
                                 if place is not None else pass_by_hand.WARNING_W)
        # one Pass on the screen: the column's only where the hand has no room for it
        panel.show_pass_here(self.pass_by_hand.isHidden())

    def _place_key_button(self) -> None:
        """The table key's button at the right of the tracker's title ("Day 3"), its
        words growing with the column; hidden where the title's row says the Arena's
        tiebreakers, or no tracker is drawn."""
        b, t = self.key_button, self.table
        tracker = t.placement.tracker_rect
        if tracker.isEmpty() or bool((t.view or {}).get("tiebreak")):
            b.hide()
            return
        px = table_paint.key_button_px(tracker)  # (the tracker's title keeps its room)
        b.setStyleSheet(
            "QPushButton#tableKeyButton { background: rgba(255, 255, 255, 18); "
            f"color: {theme.LABEL.name()}; border: 1px solid {theme.GOLD.name()}; "
            f"border-radius: {px}px; padding: 2px {table_paint.key_button_pad(px)}px; font-size: {px}px; "
            # (bold whatever the app's style sheet says: the tracker's title keeps the
            # room of these words in bold, table_paint.key_button_room)
            "font-weight: bold; }"
            "QPushButton#tableKeyButton:hover, QPushButton#tableKeyButton:focus "
            "{ background: rgba(226, 181, 74, 60); }")
        b.adjustSize()
        b.move(int(tracker.right() - 10 - b.width()), int(tracker.top() + 8))
        b.show()

    def _place_panel(self) -> None:
        """The prompt panel in the side column, under the last events: down to the
        window's bottom while it asks something, as tall as its words while it does
        not (no near-empty box while the computer thinks: review r8 #8)."""
        r = self.table.rect()
        side = self.table.side_width
        pad = r.height() * 0.008
        top = self.table.panel_top
        self.panel.set_text_px(13 if self.width() >= ROOMY_TEXT_FROM else None)
        width = int(side - 2 * pad)
        room = int(r.height() - top - pad)
        drawer = self.log_dock.lying_over and self.log_dock.isVisible()
        if self.panel.compact:
            self.panel.resize(width, self.panel.height())  # the words' height at this width
            room = min(room, self.panel.compact_height())
        elif drawer:  # the words and the whole list of options, unscrolled
            self.panel.resize(width, self.panel.height())
            room = min(room, self.panel.whole_height())
        if drawer:  # at the column's foot, under the teaching log lying over the rest
            top = r.height() - pad - room
        self.panel.setGeometry(int(r.width() - side + pad), int(top), width, room)
        self.panel.setVisible(self.session is not None)
        self.log_dock.place_over(self.table.geometry(), side,
                                 self.table.mapTo(self, self.panel.geometry().topLeft()).y()
                                 - int(pad) if self.panel.isVisible() else None,
                                 self._under_phase_strip())
        self._place_side_plays()
        self.table.offer_zoom_again()  # the column's free room moved

    def _under_phase_strip(self) -> int | None:
        """The window's y just under the side column's Day title and phase chips (the
        drawer lying over the column starts there), None before the table's first
        layout."""
        tracker = self.table.placement.tracker_rect
        if tracker.isEmpty():
            return None
        top, height = table_paint.tracker_pills(tracker)
        gap = self.table.height() * 0.006
        return self.table.mapTo(self, QPoint(0, int(top + height + gap))).y()

    def _cover_log(self, on: bool) -> None:
        """The hand-off screen went up (on) or down: the log's entries are covered, and
        a log docked beside the table folds away meanwhile, to come back when the table
        is shown again (review r16 #15: at 1920 an empty 245-px column saying the log
        was hidden pushed the hand-off's words off the window's middle).  Its handle in
        the status bar and its key L do nothing meanwhile (review r20 #19: live beside the
        curtain, they looked as if they could open the log over the hidden table)."""
        self.log_dock.set_covered(on)
        self.log_toggle.setEnabled(not on)
        self.log_opener.setEnabled(not on)
        dock = self.log_dock
        if on and dock.isVisible() and not dock.lying_over:
            self._log_folded = True
            dock.hide()
        elif not on and self._log_folded:
            self._log_folded = False
            if not dock.lying_over:
                dock.show()

    def _drawer_shown(self, _shown: bool) -> None:
        """The drawer opened or shut: the prompt panel moves to the column's foot or back.
        The dock also says it hides while the window is being deleted (its children go
        after it): nothing to place then."""
        if isValid(self):
            self._place_panel()

    #: the least height the plays box is shown in (a heading, a card tile, its words)
    SIDE_PLAYS_LEAST = 150

    def _card_words(self, oid: int) -> str:
        """The rules text of a card the table draws face up ("" for any other): what
        the seat in front of the screen may read already, never a hidden card."""
        it = self.table.item_for(oid)
        if it is None or it.kind != "card" or it.card is None:
            return ""
        return str(it.card.get("text") or "")

    def _preview_option(self, option_id: str | None) -> None:
        """An option about one card the table shows face up (a quick action's Hero, a
        target) pointed at: the card enlarged, in the column's free room or over the
        board (the whole text the one-line button leaves out)."""
        t = self.table
        if self._option_zoom is not None and t.zoom_locked is self._option_zoom:
            t.zoom_locked = None
            t.update()
        self._option_zoom = None
        d = self.panel.decision
        o = next((o for o in d.options if o.id == option_id), None) if d is not None \
            and option_id is not None else None
        if o is None or len(o.objects) != 1:
            return
        it = t.item_for(o.objects[0])
        if it is None or it.kind != "card" or it.card is None:
            return  # not drawn face up on the table: nothing to enlarge
        self._option_zoom = it.card
        t.zoom_locked = it.card
        t.update()

    def preview_card(self, card: dict[str, Any] | None, pointed: QRectF | None = None, *,
                     from_plays: bool = False) -> bool:
        """Show `card` (a face the table or the plays list draws face up) zoomed; False
        when the board is not in sight, or no card (the table then shows none).  As MTG
        Arena's and BGA's hover zoom (review r20 #2: docked in the side column it was
        barely larger than the card and covered "Just now"): at least twice the size of
        an Expedition's card, over the board beside the card pointed at (the plays' own
        face in the column: left of it), never over that card, nor over the side column
        and the log (`card_preview.beside`)."""
        was = self.preview.isVisible()
        if from_plays and card is not None:
            f = self.side_plays.face
            pointed = QRectF(QRect(f.mapTo(self.table, QPoint(0, 0)), f.size()))
        shown = False
        if card is not None and self._board_in_sight() and not self.panel.isHidden():
            t = self.table
            board = QRectF(0.0, 0.0, t.width() - t.side_width, t.height())
            cards = [i.rect for i in t.items if i.kind == "card" and i.card is not None
                     and i.card.get("zone") == "expedition"]
            self.preview.show_card(card, board, pointed, table_overlay.zoom_face(board, cards))
            shown = True
        if not shown:
            self.preview.clear()
        if was and not shown:
            self._place_side_plays()
        return shown

    def _board_in_sight(self) -> bool:
        """Whether the board is shown still (no hand-off, end or home screen over it,
        nothing moving on it): a card's preview may lie over it."""
        return self.session is not None and not self.handoff.isVisible() \
            and not self.game_over.isVisible() and not self.home.isVisible() \
            and not self.table.motion.running

    def _place_side_plays(self) -> None:
        """The day's plays under the short prompt panel, down to the window's bottom,
        when it has plays to show and the column the room for them."""
        box = self.side_plays
        if not box.plays or not self.panel.compact or self.panel.isHidden():
            box.hide()
            return
        r = self.table.rect()
        pad = r.height() * 0.008
        above = self.panel.geometry()
        top = above.bottom() + 1 + pad
        room = int(r.height() - top - pad)
        if room < self.SIDE_PLAYS_LEAST:
            box.hide()
            return
        box.fit(above.width(), room)
        box.setGeometry(above.left(), int(top), above.width(), room)
        box.show()
        box.raise_()
        self.handoff.raise_()  # the hand-off screen covers everything on the table

    # ------------------------------------------------------------------ the game
    def set_session(self, session: GameSession) -> None:
        if self.session is not None:
            if self.session is not session and session.autosave_path is not None:
                self.session.leave()  # its autosave must not overwrite the new game's
            else:
                self.session.flush_autosave()  # a lesson keeps no autosave of its own
            self.session.changed.disconnect(self.refresh)
            self.session.autosaved.disconnect(self._autosaved)
        self.session = session
        if self.ai_seat is not None and self.ai_seat.session is not session:
            self.ai_seat.stop()  # the computer of the game before leaves with it
            self.ai_seat = None
        if self._handoff_asked is not None:
            # the window was opened for this game with hand-off screens said (tests,
            # screenshots); every later game brings its own display options
            session.display.handoff = self._handoff_asked
            self._handoff_asked = None
        self._show_display_options()
        self.statusBar().clearMessage()  # the game before's news (the computer's last move)
        if session.lesson is None and getattr(self, "lesson_dock", None) is not None:
            self.lesson_dock.hide()  # a game that is not a lesson has no lesson panel
        if session.puzzle is None and getattr(self, "puzzle_dock", None) is not None:
            self.puzzle_dock.hide()
        self._last_view: dict[str, Any] | None = None  # no animation into a new game
        self._seat_views = {}
        self._dusk_due = {}
        self._after_dusk = None  # (the game before's end screen is not for this one)
        self.table.motion.skip()  # nor is a Dusk of the game before still told
        self.table.clear_trail()  # nor its marks on the track
        session.watching = None  # (nor is the table held to a seat for one)
        if self.home.isVisible():  # a game on the table: the home screen goes
            home_screen.leave_home(self)
        self._after_dusk = None
        self._log_mark = len(session.game.log)
        session.changed.connect(self.refresh)
        session.autosaved.connect(self._autosaved)
        self.revealed_for = None
        self.game_over_shown = False
        self.game_over.hide()
        self.handoff.hide()
        self._started: take_back.Started | None = None  # the play last chosen (Cancel)
        self._human_mark = len(session.game.answers)
        n = len(session.game.log)
        self._seen = {0: n, 1: n}  # log length when each player last answered
        self._recapped = {0: n, 1: n, -1: n}  # log length recaps already covered
        self._last_seen_view: tuple[int, int] | None = None
        self.log_dock.rebuild(session.game.log)
        self.refresh()

    @property
    def game(self) -> Game:
        assert self.session is not None
        return self.session.game

    # ------------------------------------------------------------------ display options
    @property
    def handoff_enabled(self) -> bool:
        """Whether hand-off screens cover the table between two people in this game."""
        if self.session is None:
            return bool(self._handoff_asked)
        return visibility.curtains(self.session)

    @property
    def fixed_side(self) -> bool:
        return self.session is not None and self.session.display.fixed_side

    def _mode_title(self) -> str:
        """The mode in a word or two (title and status bars), in the user's language."""
        assert self.session is not None
        return {"Review": self.tr("Review"), "Puzzle": self.tr("Puzzle"),
                "Lesson": self.tr("Lesson"), "Goldfish": self.tr("Goldfish"),
                "Against the computer": self.tr("Against the computer"),
                "Hotseat": self.tr("Hotseat"),
                "Hotseat, open hands": self.tr("Hotseat, open hands"),
                }[visibility.mode_title(self.session)]

    def _show_display_options(self) -> None:
        """The View menu and the open-hands badge say the current game's options; an
        option that cannot apply (hand-off screens with one person at the screen) is
        greyed, saying why."""
        s = self.session
        if s is None:
            return
        d = s.display
        two = len(visibility.people(s)) > 1
        for act, on in ((self.act_handoff, d.handoff and two), (self.act_open_hands,
                        d.open_hands), (self.act_fixed, d.fixed_side)):
            with QSignalBlocker(act):
                act.setChecked(on)
        self.act_handoff.setEnabled(two and not d.open_hands)
        self.act_handoff.setToolTip("" if two else self.tr(
            "One person at this screen: nothing to hide between players."))
        self.act_fixed.setEnabled(d.open_hands)
        self.open_badge.setVisible(visibility.hands_open(s))
        self.open_badge.raise_()

    def my_decision(self) -> Decision | None:
        """The pending decision if a human at this table must answer it now."""
        if self.session is None:
            return None
        return foresight.person_decision(self.session, self.game)

    @property
    def reviewing(self) -> bool:
        """Whether the table shows a moment of a game under review (read-only)."""
        return self.session is not None and self.session.review is not None

    def refresh(self) -> None:
        """Redraw everything from the current views."""
        if self.session is None:
            return
        s, g = self.session, self.session.game
        self._keep_front_seat()
        # whose eyes, and which hands lie face up: the one policy (visibility) decides
        seen = visibility.sight(s)
        viewer, view, extra, other_view = seen.eyes, seen.view, seen.extra_hands, \
            seen.other_view
        open_hands = visibility.hands_open(s)
        d = self.my_decision()
        # what the decision lights, and the number the panel writes on a choice for the
        # table to draw on its card ("press its number", review r6 #9): worked out in
        # one place, which `foresight` uses too for the boards it paints ahead
        lit = foresight.lit_by(d, view, viewer)
        # the board of the answer given may have been laid out ahead (face_warmup)
        self.table.faces_ahead.expect(g)
        # the hand waits, dimmed, while the computer decides: set before the board is
        # listed, so it is listed once
        self.table.hand_locked = self._computer_deciding(d)
        self.table.set_view(view, extra_hands=extra, highlight=set(lit.highlight),
                            playable=set(lit.playable),
                            targets=(set(lit.expeditions), set(lit.emblems),
                                     set(lit.regions)),
                            numbers=lit.numbers, exp_numbers=lit.exp_numbers)
        # the Morning's Expand: a hand card may be dragged onto the Mana orbs
        self.table.mana_drop = {o for opt in d.options for o in opt.objects} \
            if d is not None and d.kind == "expand" else set()
        # the other seat's plays since this one last answered, marked on the board
        self.table.set_just_played(
            just_played.played_since(g.log, self._seen.get(viewer, len(g.log)), viewer,
                                     g.current_oid)
            if s.review is None and viewer is not None else {})
        self._show_display_options()
        self.side_plays.clear()  # the seat deciding's plays: told by _show_others_turn
        self._watch_dusk(view)
        self.panel.setVisible(True)
        if s.review is not None:
            self.panel.show_waiting("Review · read-only")
        elif d is not None:
            self.panel.names = tuple(g.names)
            # the board's reading order the panel lists a choice among cards by (the
            # numbers the table draws: choice_numbers)
            self.panel.reading = choice_numbers.reading_order(view, d.player, viewer)
            self._show_decision(d, view)
        elif g.over:
            self.panel.show_waiting(self.tr("The game is over"))
        else:
            self._show_others_turn()
        self.act_undo.setEnabled(len(g.answers) > 0)
        mode = self._mode_title()
        names = self.tr(" vs ").join(p["name"] for p in view["players"])
        self.setWindowTitle(self.tr("Altered — {0} — {1}, day {2}").format(
            names, mode, view["day"]))
        self.status_label.setText(
            # the mode, day and phase: what a player goes by (a count of answers given,
            # said here once, meant nothing to one, review r3 #23)
            self.tr("{0} · Day {1} · {2}").format(mode, view["day"],
                                                log_text.phase_name(view["phase"])))
        # the last events' box follows on the event-loop turn after the table repaints
        # (as the log does): the board an answer changed is shown first
        self._recent_timer.start()
        self._update_curtains(d, view)
        self._recap(viewer, view)
        self._play_due_dusk()
        if s.watching is not None and not self.table.motion.running:
            s.watching = None  # nothing was told after all: the table turns now
            self.refresh()
            return
        # a review shows the whole game's log (review.ReviewDock.go); while a Dusk is
        # told the log waits too (it would tell Night before the markers moved)
        if s.review is None:
            self.log_dock.append(self._shown_log())
        # drawn ahead only for a person: nobody looks from an automatic seat's side
        if not g.over and not (open_hands and self.fixed_side) \
                and not visibility.reviewing(s) and 1 - viewer in visibility.people(s):
            hands = {viewer: view["players"][viewer]["hand"]} if open_hands else None
            self._prerender_args = (viewer, other_view, hands)
            self._prerender_timer.start()
        # the boards each answer of a turn will bring, painted ahead while idle
        ahead = self.table.faces_ahead
        ahead.foresee(foresight.foresee(s, ahead.foresight))

    # how many of the log's last events the table's "Just now" box is given (it shows
    # as many as it has the room for: at 1920 on the player's turn, a dozen or so)
    RECENT_EVENTS = 14

    def _recent_lines(self) -> tuple[str, ...]:
        """The log's last events in words, as the recap words them (the log is public:
        it names no card a seat may not see, tests/gui/test_hidden_cards.py); a card
        named beside another of its name on the table says where it is (review r6 #14:
        "Ordis Recruit (hero Expedition) gains 1 boost", `_placed`)."""
        news = self._news_for_the_returning_seat()
        if news:
            return tuple(symbol_text.plain(line) for line in news[-self.RECENT_EVENTS:])
        out: list[str] = []
        log = self.game.log
        for i in range(len(log) - 1, -1, -1):
            e = log[i]
            if e.rule in self.RECAP_SKIP:
                continue
            # who did what to what: an ability's quoted text is the teaching log's, not
            # the box's (review r19 #7; review r5 #5 for a quick action being played)
            line = just_now_words.entry_line(e.actor, e.message)
            out.append(symbol_text.plain(self._placed(e, line)))  # "[T]" in words
            if len(out) == self.RECENT_EVENTS:
                break
        return tuple(reversed(out))

    def _placed(self, e: Any, line: str) -> str:
        """`line` (the words of log entry `e`) with the place of a card it names that the
        table shows beside another of the same name (which_card), from the view the
        table is drawn from: nothing of a card the screen does not show."""
        view = self.table.view
        if not e.objects or not view:
            return line
        return which_card.told_apart(line, e.objects, e.seat, view, self.game.current_oid)

    def show_recent(self) -> None:
        """Give the table's "Just now" box the log's last events (`refresh` asks for it
        once the table has repainted; tests may call it at once)."""
        self._recent_timer.stop()
        if self.session is not None:
            self.table.set_recent(self._recent_lines())

    def moves_since_last_move(self, mover: int) -> tuple[str, list[str]]:
        """What seat `mover` did since the person playing against it last answered, and
        the heading that says so.  The computer's moves are the sentences its seat told
        (`ai_seat.AISeat.tell`, screened for hidden cards); a person's at a shared screen
        (hotseat) are the public log's events since the other seat's last answer - the
        log names no card a seat may not see (its draws are counted, never named:
        tests/gui/test_hidden_cards.py), so nothing private of `mover` is told."""
        who = self.game.names[mover]
        heading = self.tr("What {0} did since your last move").format(who)
        seat = self.ai_seat
        if seat is not None and getattr(seat, "seat", None) == mover:
            notes = list(getattr(seat, "notes", None) or [])
            moves = [line for before, line in notes if before >= self._human_mark][-5:]
            if not moves and notes:  # nothing yet this time: what it did before
                moves = [line for _b, line in notes][-3:]
                heading = self.tr("{0}'s last moves").format(who)
            return heading, moves
        viewer = 1 - mover
        return heading, self._news_lines(viewer, self._seen.get(viewer, len(self.game.log)))

    def _news_for_the_returning_seat(self) -> list[str]:
        """In a game of two people at one screen, the lines of "Just now" for the seat
        that has the table back: what the other seat did since this one last answered
        (review r6 #3: after the hand-off the box said only what came last, or nothing).
        Empty once this seat has answered again, or when nothing happened meanwhile."""
        s = self.session
        d = self.my_decision()
        if s is None or d is None or len(visibility.people(s)) < 2:
            return []
        return self.moves_since_last_move(1 - d.player)[1]

    def _news_lines(self, viewer: int, start: int) -> list[str]:
        """The log's events from `start` on in words, as news for `viewer`: the routine
        (a phase begins, mana paid, Reactions waiting) left out, and so are the viewer's
        own Afternoon plays, which the viewer watched happen."""
        log = self.game.log
        # by seat, not name: two players may share a name (engine.log.LogEntry.seat)
        idle = (goldfish.IDLE_PLAYER
                if self.session is not None and self.session.mode is Mode.GOLDFISH else None)
        return [self._placed(e, just_now_words.entry_line(e.actor, e.message))
                for e in log[min(start, len(log)):]
                if e.rule not in self.RECAP_SKIP
                and not (e.seat == viewer and e.phase == "Afternoon")
                and not (idle is not None and e.seat == idle and e.rule in self.IDLE_ROUTINE)]

    def _show_others_turn(self) -> None:
        """The prompt panel while another seat (the computer) decides: who, what about,
        and what it did since this player last answered, in the sentences it tells the
        status bar (altered_desktop.visibility.screened_move: no hidden card named)."""
        g = self.game
        d = g.pending
        if d is None:
            self.panel.show_waiting(self.tr("Waiting…"))
            return
        who = g.names[d.player]
        seat = self.ai_seat
        if seat is not None and not getattr(seat, "_panel_hooked", False):
            seat._panel_hooked = True  # its moves and thinking update this panel
            try:
                seat.moved.connect(lambda _s: self._refresh_others_turn())
                seat.thinking.connect(lambda _on: self._refresh_others_turn())
            except (AttributeError, RuntimeError):
                pass  # a seat that does not signal (a stand-in): refreshes still tell
        # said once, here: no banner over the board says it too, and the tracker above
        # says whose turn it is; what it did is in the "Just now" box right above, so
        # the panel is as small as these words (review r8 #8: "Lithium's turn" and
        # "Lithium is thinking…" three times, over a near-empty box)
        computer = seat is not None and getattr(seat, "seat", None) == d.player
        # "Waiting for Lithium…" said here, the thin moving line under it its work
        # (review r18 #16: a chip saying it over the middle of the player's own zone,
        # besides "Lithium is thinking…" here, hid part of that zone)
        title = (self.tr("Waiting for {0}…").format(who) if computer
                 else self.tr("{0} is deciding…").format(who))
        doing = ""
        public = g.view(None)
        # its plays of the day as cards, in the column under this short panel (what
        # it played while the person watched, and before)
        plays = side_plays.plays_of_the_day(g.log, g.day)
        whys = getattr(seat, "whys", None) if computer else None  # why it played each
        whys = whys if isinstance(whys, dict) else None
        if not self.side_plays.show_plays(plays, g.names, public, d.player, whys):
            self.side_plays.show_plays(plays, g.names, public, None)
        human = [pv for pv in public["players"] if pv["index"] != d.player]
        if public["phase"] == "Afternoon" and human and human[0].get("passed"):
            doing = self.tr("You have passed: {0} plays on until it passes too "
                            "(4.2.3.b).").format(who)
        self.panel.show_waiting(title, doing, busy=True)
        self.table.set_hand_locked(computer)

    def _computer_deciding(self, d: Decision | None) -> bool:
        """Whether the computer's seat decides now (no person at this screen does)."""
        g, seat = self.game, self.ai_seat
        return (d is None and self.session is not None and self.session.review is None
                and not g.over and g.pending is not None and seat is not None
                and getattr(seat, "seat", None) == g.pending.player)

    def _refresh_others_turn(self) -> None:
        if self.session is not None and self.my_decision() is None and not self.game.over \
                and self.session.review is None:
            self._show_others_turn()

    def _watch_dusk(self, view: dict[str, Any]) -> None:
        """When the answer just given ran a Progress, let the players watch it: Dusk
        told in order on the board as Progress found it (`dusk_story`), then Night.
        The show waits for the seat in front of the screen: behind a hand-off screen it
        is kept (with any other not yet seen) and played once the table is revealed."""
        before, self._last_view = self._last_view, view
        # behind hand-off screens each seat is told Dusk on the board as that seat saw
        # it then: its own hand, Mana and counts at Dusk (review r7 #1, #2), never the
        # next day's
        seen, self._seat_views = self._seat_views, self._views_of_people(view)
        log = self.game.log
        start, self._log_mark = self._log_mark, len(log)
        if before is None or start >= len(log):
            return
        entries = list(log[start:])
        if not self.table.animations:
            # no show, and no marks on the track: the next day's Morning has begun
            # (review r14 #4); the last events' box and the log tell the Dusk
            return
        # the board the seat saw last before this answer is the board Progress found
        # (the answer that runs Dusk is the day's last pass)
        dusk_board = before if any(e.verdict is not None for e in entries) else None
        # the comparisons and the Tumult cards revealed
        lines = [dusk_line(e) for e in entries if e.rule in ("4.2.4.b", "4.2.4.i", "7.3.17.b")]
        # (what Rest sent where is in the log and the recap: the banner stays short)
        # each seat in front of the screen sees each Dusk once: behind hand-off screens
        # both people keep their own, at a shared table one show serves all
        for seat in self._dusk_seats():
            due = self._dusk_due.get(seat)
            at_dusk = (seen.get(seat) or dusk_board) if dusk_board is not None else None
            if due is not None:  # an earlier show not yet seen: both in one
                show = DueShow(due.before, [*due.lines, *lines], [*due.entries, *entries],
                               at_dusk or due.dusk_board)
            else:
                show = DueShow(before, lines, entries, at_dusk)
            if len(show.lines) > 8:
                show.lines = [*show.lines[:7],
                              self.tr("… and {0} more in the log").format(len(show.lines) - 7)]
            self._dusk_due[seat] = show

    def _keep_front_seat(self) -> None:
        """When the answer just given ran a Progress (4.2.4) that will be told, the
        person who gave it, in front of the screen, watches it from their own side:
        the table stays turned to them (`visibility.eyes`), and the hand-off screen
        or the turn to the next decider waits until the show is over (review r10 #3:
        the board turned to the next seat as the Dusk began, with no hand-off)."""
        s = self.session
        before = self._last_view
        if s is None or s.watching is not None or before is None \
                or not self.table.animations or s.review is not None:
            return
        front = before.get("viewer")
        if front is None or front not in visibility.people(s):
            return
        if any(e.verdict is not None for e in self.game.log[self._log_mark:]):
            s.watching = front

    def _front_seat_done(self) -> None:
        """The Dusk told to the seat in front of the screen is over: the table turns
        to whoever decides now (behind a hand-off screen if there is one)."""
        s = self.session
        if s is not None and s.watching is not None:
            s.watching = None
            if not self._panel_held:  # (else `_release_panel` refreshes)
                QTimer.singleShot(0, self, self._refresh_after_dusk)

    def _views_of_people(self, view: dict[str, Any]) -> dict[int, dict[str, Any]]:
        """The board as each person behind a hand-off screen sees it now (`view` for
        the seat it is drawn for): kept until the next answer, in case it runs Dusk.
        Only an Afternoon's answer can (Dusk follows the Afternoon, 4.2.4): other
        answers build no view of the other seat."""
        if self._dusk_seats() == [-1] or view.get("phase") != "Afternoon":
            return {}
        return {seat: view if view.get("viewer") == seat else self.game.view(seat)
                for seat in self._dusk_seats()}

    def _dusk_seats(self) -> list[int]:
        """Who watches Dusks: each person behind hand-off screens, else the table (-1)."""
        s = self.session
        if s is not None and visibility.curtains(s):
            return sorted(visibility.people(s))
        return [-1]

    def _play_due_dusk(self, handed_off: bool = False) -> None:
        """Play the show kept by `_watch_dusk` for the seat in front of the screen now
        that nothing covers the table; what waited for it (the end screen) comes after.
        A Dusk being told is not cut short: what came since waits for its end."""
        if self.handoff.isVisible() or self.session is None:
            return
        if self.table.motion.telling:
            self._hold_panel()
            return
        seat = visibility.eyes(self.session) if self._dusk_seats() != [-1] else -1
        due = self._dusk_due.pop(seat, None)
        if due is None:
            if not self.table.motion.running:
                self._run_after_dusk()
            return
        story = (dusk_story.make_story(due.dusk_board, self.table.view, due.entries)
                 if due.dusk_board is not None and self.table.view is not None else None)
        if story is not None:
            if handed_off:  # a Dusk past, told to the seat that did not watch it
                story.now = (int(self.table.view["day"]), str(self.table.view["phase"]))
            last = max(i for i, e in enumerate(due.entries) if e.verdict is not None)
            reveals = [dusk_line(e) for e in due.entries if e.rule == "7.3.17.b"]
            # after a hand-off one person looks: that seat's own hand stays face up
            self.table.veil_hands = self.veils_hands() and not handed_off
            # the teaching log tells Dusk in step with the board (`_dusk_log_steps`)
            self._log_steps = self._dusk_log_steps(due)
            self._log_cut = self._log_steps[0]
            if self.table.tell_dusk(story, due.entries[last + 1:], self.game.current_oid,
                                    reveals):
                self._hold_panel()
                if self.session.review is None:  # (a hand-off's log waited at Night)
                    self.log_dock.append(self._shown_log())
            else:
                self._run_after_dusk()
            return
        # the cards the answer moved glide too (the engine maps old objects to new, 1.4.4)
        if not self.table.play_dusk(due.before, due.lines, due.entries, self.game.current_oid):
            self._run_after_dusk()

    def _night_cut(self, due: DueShow) -> int:
        """How many of the game's log entries come before the Night of `due`'s Dusk."""
        last = max((i for i, e in enumerate(due.entries) if e.verdict is not None),
                   default=len(due.entries) - 1)
        night = next((i for i in range(last + 1, len(due.entries))
                      if due.entries[i].phase != "Dusk"), len(due.entries))
        return len(self.game.log) - len(due.entries) + night

    def veils_hands(self) -> bool:
        """Whether a Dusk told shows every hand face down: two people share this screen
        and both watch it (the Dusk needs no hand), unless the hands are open anyway."""
        s = self.session
        return s is not None and len(visibility.people(s)) > 1 and \
            not visibility.hands_open(s) and not visibility.reviewing(s)

    def _dusk_log_steps(self, due: DueShow) -> list[int]:
        """Where the teaching log stops at each stage of a Dusk told (stage k: k
        verdicts told and their markers landed; the last: all of Dusk, up to Night),
        as counts of the game's entries: a verdict's line comes once the board has
        told it, the moves ("moves forward to region 7") once the markers have moved
        (review r6: the log said so while the marker had not moved yet)."""
        base = len(self.game.log) - len(due.entries)
        found = {id(e) for e in dusk_story.verdict_entries(due.entries)}
        at = [i for i, e in enumerate(due.entries) if id(e) in found]
        if not at:
            return [self._night_cut(due)]
        return [base + at[0], *(base + i + 1 for i in at[:-1]), self._night_cut(due)]

    def _shown_log(self) -> Sequence[Any]:
        """The entries the teaching log shows: the game's whole log, but only up to
        Night while a Dusk is told, or while one waits (behind the hand-off screen)
        for the seat in front of the screen: the log never runs ahead of the board
        (review r5 #11)."""
        log = self.game.log
        if self.table.motion.telling:
            return log[:self._log_cut]
        if self.session is not None and self._dusk_seats() != [-1]:
            due = self._dusk_due.get(visibility.eyes(self.session))
            if due is not None and due.dusk_board is not None:
                return log[:self._night_cut(due)]
        return log

    def _hold_panel(self) -> None:
        """While a Dusk is told the prompt panel says so: the next question (a Reaction,
        Clean-up, the next turn) is shown once the markers have moved and Night came."""
        self._panel_held = True
        # Space skips it from the table: the button that was pressed to pass is gone,
        # and the focus it left went to the log's tab bar, where Space did nothing
        self.table.setFocus()
        self._dusk_stage(self.table.motion.stage_now)  # the status bar says Dusk (or Night)
        story = self.table.motion.story
        if story is not None and story.now is not None:
            self.panel.show_waiting(
                dusk_verdicts.replay_title(story.day),
                dusk_verdicts.replay_now(story.now) + ". "
                + self.tr("While you were away the Expeditions were compared and moved "
                          "forward, then Night came. Click the table (or press Space) to "
                          "skip to your turn."))
            return
        self.panel.show_waiting(
            self.tr("Dusk"),
            self.tr("The Expeditions are compared and move forward, then Night comes. "
                    "Click the table (or press Space) to skip."))

    def _dusk_stage(self, k: int) -> None:
        """The status bar's phase follows the board's while a Dusk is told: Dusk, then
        the phase the game is in now once Night has come on the board; the teaching
        log follows it too (`_dusk_log_steps`)."""
        steps = self._log_steps
        if steps and self.table.motion.telling:
            cut = steps[k] if 0 <= k < len(steps) else steps[-1]
            if cut != self._log_cut:
                self._log_cut = cut
                if self.session is not None and self.session.review is None:
                    self.log_dock.append(self._shown_log())
        if not self._panel_held or self.session is None:
            return
        story = self.table.motion.story
        shown = self.table.shown_view
        if shown is None:
            return
        if story is not None and story.now is not None:  # a replay: said so, and the now
            self.status_label.setText(self.tr("{0} · {1}").format(
                self._mode_title(), dusk_verdicts.replay_line(story.day, story.now)))
        else:
            self.status_label.setText(self.tr("{0} · Day {1} · {2}").format(
                self._mode_title(), story.day if story is not None and k >= 0 else shown["day"],
                log_text.phase_name(shown["phase"])))
        if k < 0 and self.table.motion.telling and story is not None and story.now is not None:
            self.panel.show_waiting(
                dusk_verdicts.replay_title(story.day),
                dusk_verdicts.replay_now(story.now) + ". "
                + dusk_verdicts.night_text(shown["players"]) + " "
                + self.tr("Click or Space: skip."))
        elif k < 0 and self.table.motion.telling:  # Night on the board: the panel says it
            self.panel.show_waiting(
                self.tr("Night"), dusk_verdicts.night_text(shown["players"]) + " "
                + self.tr("Click or Space: skip."))

    def _release_panel(self) -> None:
        """The Dusk has been told: the next question shows (on the next turn of the
        event loop: the show may end inside a refresh, which must not nest)."""
        if self._panel_held:
            self._panel_held = False
            # (the window as the timer's context: a window deleted meanwhile cancels it)
            QTimer.singleShot(0, self, self._refresh_after_dusk)

    def _refresh_after_dusk(self) -> None:
        if self.session is not None and not self.table.motion.telling:
            self.refresh()

    def _run_after_dusk(self) -> None:
        then, self._after_dusk = self._after_dusk, None
        if then is not None:
            then()

    def set_animations(self, on: bool) -> None:
        """Dusk animations on or off (remembered; off in tests and benchmarks)."""
        self.table.animations = on
        if self.act_animations.isChecked() != on:
            self.act_animations.setChecked(on)
        if not on:
            self.table.motion.skip()
        remember_setting("animations", on)

    def play_in_progress(self, d: Decision) -> bool:
        """Whether `d` comes straight from its player's play of a card or quick action
        and can be taken back (`take_back.in_play`): Cancel then undoes the play."""
        ip = self._in_play(d)
        return ip is not None and ip.can_take_back

    def _in_play(self, d: Decision, view: dict[str, Any] | None = None
                 ) -> take_back.InPlay | None:
        if self.session is None or d is not self.game.pending:
            return None
        ip = take_back.in_play(self.game, self._started, view)
        if ip is not None and ip.can_take_back and not self.session.can_undo():
            return take_back.InPlay(ip.label, False)  # a lesson: nothing is undone
        return ip

    def _show_decision(self, d: Decision, view: dict[str, Any] | None = None) -> None:
        """The prompt for `d`, with the play it belongs to kept in sight and a Cancel
        that takes it back, or a word that it is committed (review r4 #9)."""
        ip = self._in_play(d, view)
        using = committed = ""
        if ip is not None:
            # the option's own words ("Play Lyra Cloth Dancer from Hand…") under a
            # heading that is no verb of its own ("Playing: Play …", review r7 #15)
            using = self.tr("You chose: {0}").format(ip.label)
            if not ip.can_take_back and ip.reason:
                committed = self.tr("This play is committed and can no longer be taken back: "
                                    "since you chose it, something came to light ({0}).").format(
                                        ip.reason)
            elif not ip.can_take_back:
                committed = self.tr("This play is committed: its cost is paid (6.4.e) and it "
                                    "cannot be taken back here.")
        self.panel.show_decision(d, can_take_back=ip is not None and ip.can_take_back,
                                 using=using, committed=committed)
        if d.kind == "cleanup":  # the day's last choice: what Night does next, under it
            self.panel.say_next(night_next.next_lines(self.game.view(None)))
        self._tag_clean_up()

    def _prerender_other(self) -> None:
        """While idle, draw the board as the other hotseat player will see it, so the
        table turns round quickly after the next answer (see TableWidget.prerender)."""
        args, self._prerender_args = self._prerender_args, None
        if args is None or self.session is None:
            return
        viewer, other_view, hands = args
        if self.session.viewer() != viewer:
            return  # the game moved on since
        if other_view is None:
            other_view = self.game.view(1 - viewer)
        self.table.prerender(other_view, extra_hands=hands)

    # the day's routine (log_dock.ROUTINE_RULES): in the log, dimmed; no news for a recap
    RECAP_SKIP = ROUTINE_RULES
    # what the idle goldfish opponent does every day by design (its deck is empty and it
    # always passes): in the log for completeness, but no news worth a recap
    IDLE_ROUTINE = ("3.2.2.d", "4.2.3.d")

    def _recap(self, viewer: int, view: dict[str, Any]) -> None:
        """When the table changes hands, or a new day dawned since this player last looked,
        sum up what happened meanwhile (the log has it all; this is the short version)."""
        log = self.game.log
        # behind hand-off screens each player gets their own news; at a shared (open or
        # goldfish) table one running recap serves everybody
        private = self.session is not None and visibility.curtains(self.session)
        key = viewer if private else -1
        start = min(max(self._seen.get(viewer, 0), self._recapped.get(key, 0)), len(log))
        stamp = (viewer, view["day"])
        changed = self._last_seen_view is not None and stamp != self._last_seen_view
        self._last_seen_view = stamp
        if not changed:
            return
        self._recapped[key] = len(log)
        # the player watched their own Afternoon plays happen; everything else is news
        lines = self._news_lines(viewer, start)
        if not lines:
            return
        if len(lines) > 9:
            lines = [self.tr("… {0} earlier events are in the log").format(len(lines) - 8),
                     *lines[-8:]]
        # one name for the box of the last events, whether it tells the news of a whole
        # turn or the last few (review r8 #8: "While you were away", "Meanwhile" and
        # "Just now" named one box three ways); in the player's language (review r6)
        self.table.show_recap(recap_title(), lines)

    def on_region_clicked(self, index: int) -> None:
        d = self.my_decision()
        if d is None:
            return
        oid = region_options(d).get(index)
        if oid is None:
            if d.kind == "target_region":
                self.toast("That region is not one of the choices: a Terrain Marker goes on "
                           "a visible region.")
            return
        if d.multi:
            self.panel.toggle(oid)
        else:
            self.submit(oid)

    def on_emblem_clicked(self, emblem_oid: int) -> None:
        d = self.my_decision()
        chosen = [o for o in d.options if o.emblem == emblem_oid] if d is not None else []
        if not chosen:
            self.toast(self.tr("That Reaction is not one you can play now."))
            return
        self.submit(chosen[0].id)

    def _update_curtains(self, d: Decision | None, view: dict[str, Any]) -> None:
        """Game-over and hand-off screens, worded from the (public) view."""
        s = self.session
        assert s is not None
        names = [p["name"] for p in view["players"]]
        day, reason = view["day"], view["win_reason"]
        if view["over"]:
            self.handoff.hide()
            if not self.game_over_shown and s.review is None:  # a review just shows it
                self.game_over_shown = True
                winner = (names[view["winner"]] if view["winner"] is not None else
                          self.tr("Nobody"))
                reason = log_text.render(reason)  # the player's language (engine.messages)
                if s.mode is Mode.GOLDFISH and view["winner"] == 0:
                    heading = self.tr("Your deck won on day {0}").format(day)
                    detail = (self.tr("{0} {1}.").format(winner, reason) + "\n"
                              + (self.tr("The deck took {0} day to win against the idle "
                                         "opponent.") if day == 1 else
                                 self.tr("The deck took {0} days to win against the idle "
                                         "opponent.")).format(day))
                else:
                    heading = self.tr("{0} wins!").format(winner)
                    detail = self.tr("{0} {1} on day {2}.").format(winner, reason, day)
                try:
                    summary = summarise(self.game)
                except Exception:  # noqa: BLE001 - the winner is told even if this fails
                    summary = None
                # how the game ended and who won, as one statement (review r6 #17)
                met = victory_sentence(summary) if summary is not None else None
                if met is not None and s.mode is not Mode.GOLDFISH:
                    detail = met
                # the winning Dusk is watched first, then the end screen comes
                announce = lambda: self.game_over.announce(heading, detail, summary)  # noqa: E731
                if self._dusk_due or self.table.motion.running:
                    self._after_dusk = announce
                else:
                    announce()
            return
        if d is not None and visibility.curtains(s):
            if d.player != self.revealed_for and d.kind != "turn" \
                    and not self._has_secrets(d, view):
                # nothing of this seat's is hidden (a choice among public objects, mid
                # turn): the table turns round without a curtain to click through.  A
                # turn handed over always brings the pass screen, an empty hand too:
                # the other person takes the seat (review r10 #3: the table turned to
                # an empty-handed seat with no hand-off, and the Dusk looked flipped)
                self.revealed_for = d.player
                self.handoff.hide()
                self.statusBar().showMessage(self._who_decides(d, names[d.player]), 4000)
            elif d.player != self.revealed_for:
                name = names[d.player]
                why = self._who_decides(d, name)
                # the status bar says what the curtain says, not an older "X decides
                # now." about the seat before (review r7 #8); it stays while covered
                self.statusBar().showMessage(why)
                self.table.clear_recap()  # the previous player's news is not for this one
                self.table.motion.skip()  # a show for the previous player stops here
                self.table.dismiss_pointer()
                # all public: where the game stands, that seat's Hero, a Dusk kept for
                # it (`_watch_dusk` ran first), never a card of a hand
                due = self._dusk_due.get(d.player)
                self.handoff.cover(d.player, name, why, day=int(view.get("day") or 0),
                                   phase=str(view.get("phase") or ""),
                                   hero=view["players"][d.player].get("hero"),
                                   dusk_due=due is not None and due.dusk_board is not None)
            else:
                # the seat at the computer decides again (say after an undo taken on the
                # curtain of the other seat): a curtain naming someone else must not stay
                # up, or its button would reveal this seat's hand to that other player
                self.handoff.hide()
        else:
            self.handoff.hide()  # one person at the screen, or hands laid open
            if d is not None:
                self.revealed_for = d.player

    def _who_decides(self, d: Decision, name: str) -> str:
        """Who must decide `d` and what about, in one line: the hand-off curtain's
        reason and the status bar's news, from this one source so they cannot disagree.
        It names the kind of decision, not its prompt: a prompt may name cards the
        other player should not learn about."""
        if d.kind == "turn":
            return self.tr("It is {0}'s turn.").format(name)
        title = kind_title(d.kind)
        return self.tr("{0} must decide: {1}").format(name, title) \
            + ("" if title.endswith("?") else ".")

    def _has_secrets(self, d: Decision, view: dict[str, Any]) -> bool:
        """Whether the seat deciding `d` would see hidden cards: its hand, or a choice
        about objects the public view does not show (cards looked at in a deck...)."""
        if view["players"][d.player].get("hand"):
            return True
        wanted = {o for opt in d.options for o in opt.objects}
        if not wanted:
            return False
        return not wanted <= public_oids(self.game.view(None))

    def _revealed(self) -> None:
        d = self.game.pending if self.session is not None else None
        if d is None or d.player != self.handoff.player:
            # the game moved under the curtain (undo, load): cover for whoever decides now
            self.revealed_for = None
            self.refresh()
            return
        self.revealed_for = self.handoff.player
        self.statusBar().clearMessage()  # the curtain's line: the panel says it now
        self.table.setFocus()
        # the Dusks this seat has not seen, before anything else, told to it alone
        self._play_due_dusk(handed_off=True)

    def hand_on_screen(self) -> set[int]:
        """The seats whose hand cards show face up and uncovered right now (tests check
        that it is only ever the deciding seat, or nobody)."""
        if self.session is None or self.handoff.isVisible():
            return set()
        return {i.card["owner"] for i in self.table.items
                if i.kind == "card" and i.card and i.card.get("zone") == "hand"}

    def set_image_folder(self, folder: str | None) -> None:
        """Show the player's own card images from `folder` (None: drawn faces only)."""
        card_painter.set_image_folder(folder)
        settings = storage.load_settings()
        settings["card_images"] = folder or ""
        storage.save_settings(settings)
        self.table.display.sprites.clear()
        self.refresh()
        self.table.update()

    def choose_image_folder(self) -> None:
        """Pick a folder of card images named by card reference, or stop using one."""
        current = str(storage.load_settings().get("card_images") or "")
        box = QMessageBox(QMessageBox.Icon.Question, "Card images",
                          "No card art comes with the program. If you keep images of the "
                          "cards named by their reference (for example "
                          "ALT_CORE_B_AX_04_C.png; PNG files only), the table can show them."
                          + (f"\n\nNow showing images from {current}." if current else ""),
                          parent=self)
        pick = box.addButton("Choose a folder…", QMessageBox.ButtonRole.AcceptRole)
        drop = box.addButton("Drawn faces only", QMessageBox.ButtonRole.DestructiveRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.exec()
        if box.clickedButton() is drop:
            self.set_image_folder(None)
        elif box.clickedButton() is pick:
            folder = QFileDialog.getExistingDirectory(
                self, "Folder of card images", current or str(storage.data_dir()),
                options=theme.FILE_DIALOG_OPTIONS)
            if folder:
                self.set_image_folder(folder)

    def _screen_oids(self) -> set[int]:
        return visibility.screen_oids(self.session) if self.session is not None else set()

    def set_fixed_side(self, on: bool) -> None:
        """Keep the first player at the bottom of an open-handed table (no turning round
        on every decision); otherwise each seat always sees its own side."""
        if self.session is None:
            return
        self.session.display.fixed_side = on
        self._show_display_options()
        self.refresh()

    def set_open_hands(self, on: bool) -> None:
        """A teacher's open-handed game: every hand face up, for this game only (a game
        loaded or started later has its hands closed again), and the table says so."""
        if self.session is None:
            return
        self.session.display.open_hands = on
        if not on:
            self.session.display.fixed_side = False
        else:
            self.handoff.hide()
            self.revealed_for = None
        self._show_display_options()
        self.refresh()

    def set_handoff(self, on: bool) -> None:
        """Hand-off screens on or off for this game, remembered as the choice for the
        next hotseat games (the View menu offers it only with two people at the screen;
        a game against the computer never changes it)."""
        if self.session is None:
            self._handoff_asked = on
            return
        self.session.display.handoff = on
        self._show_display_options()
        if not on:
            self.handoff.hide()
        try:
            settings = storage.load_settings()
            settings["handoff"] = on
            storage.save_settings(settings)
        except OSError as e:  # the choice holds for this game all the same
            self.statusBar().showMessage(f"Not remembered: {e}", 8000)
        self.refresh()

    # ------------------------------------------------------------------ answering
    def submit(self, answer: Any) -> bool:
        """Answer the pending decision; an illegal answer is explained, not fatal."""
        if self.session is None:
            return False
        d = self.game.pending
        if d is not None:  # what this player has seen, for the next recap
            self._seen[d.player] = len(self.game.log)
            # the play this answer starts, if any (for Cancel of a play)
            view = self.table.view if self.table.view is not None else self.game.view(d.player)
            self._started = take_back.started(self.game, answer, view)
            if d.player not in self.session.auto_players:
                self._human_mark = len(self.game.answers)  # the computer's news since
                # the person answering has had the recap before them: it gives the
                # prompt panel back its room (a target list under a recap left options
                # out of sight at 1366: review r8 #2); "Just now" still has the events
                self.table.clear_recap()
                # and what the last Dusk did on the track is no longer news to them
                self.table.trail_answered(d.player, set(visibility.people(self.session))
                                          if visibility.curtains(self.session) else None)
        try:
            self.session.answer(answer)
        except IllegalAnswer as e:
            self.toast(str(e))
            return False
        return True

    def _autosaved(self, error: str) -> None:
        if error:
            self.statusBar().showMessage(error, 8000)

    def toast(self, text: str) -> None:
        self.table.show_toast(text)
        self.statusBar().showMessage(text, 6000)

    def table_usable(self) -> bool:
        """False while a curtain hides the table: keys must not answer for someone who
        cannot see what they answer."""
        return not (self.handoff.isVisible() or self.game_over.isVisible()
                    or self.table.motion.telling)

    def pass_turn(self) -> None:
        """P: pass, once confirmed while something can still be played (the panel asks)."""
        if not self.table_usable():
            return
        d = self.my_decision()
        if d is None or d.kind != "turn":
            self.toast(self.tr("You can only pass on your own turn."))
            return
        if self.panel.decision is not d:
            self.submit("pass")  # the panel shows something else: nothing to confirm there
            return
        self.panel.request_pass()

    def set_confirm_pass(self, on: bool) -> None:
        """Ask before passing while cards can still be played (remembered)."""
        self.panel.confirm_pass = on
        if self.act_confirm_pass.isChecked() != on:
            self.act_confirm_pass.setChecked(on)
        remember_setting("confirm_pass", on)

    def _escape(self) -> None:
        if self.log_dock.lying_over and self.log_dock.isVisible():
            self.log_dock.hide()  # the drawer over the table goes first
            return
        if self.panel.cancel_pass():
            return
        d = self.my_decision()
        if d is not None and self.panel.pending_card is not None:
            self.panel.show_decision(d)
            self.table.set_drop_targets(set())
        self.table.set_log_focus(set())

    def _card_name(self, oid: int) -> str:
        it = self.table.item_for(oid)
        if it is not None and it.card is not None:
            return it.card["name"]
        return "that card"  # never look a name up in the raw state: it may be hidden

    def options_for(self, oid: int) -> list[Option]:
        d = self.my_decision()
        if d is None:
            return []
        return [o for o in d.options if oid in o.objects]

    def on_card_clicked(self, oid: int) -> None:
        d = self.my_decision()
        if d is None:
            self._zoom(oid)
            return
        opts = self.options_for(oid)
        if d.kind == "turn":
            opts = [o for o in opts if o.detail in ("play", "quick")]
            if not opts:
                reason = self.game.why_illegal(d.player, oid) or "it has nothing to do now"
                self.toast(f"{self._card_name(oid)} cannot be played: {reason}")
                self._zoom(oid)  # a click on a card with nothing to do reads it instead
                return
            if len(opts) == 1:
                self.submit(opts[0].id)
                return
            self.panel.offer_card_plays(self._card_name(oid), opts)
            # each Expedition it can go to, lit with the number the panel lists it under
            # (one way there only: Tough or a second way into one Expedition has no
            # single number to draw)
            ways = Counter(o.expedition[1] for o in opts if o.expedition is not None)
            self.table.set_drop_targets(set(ways), {
                o.expedition[1]: n for n, o in enumerate(opts, 1)
                if o.expedition is not None and ways[o.expedition[1]] == 1})
            return
        if not opts:
            self.toast(f"{self._card_name(oid)} is not one of the choices: {d.prompt}")
            self._zoom(oid)
            return
        if d.multi:
            self.panel.toggle(opts[0].id)
        elif len(opts) == 1:
            self.submit(opts[0].id)
        else:
            self.toast(self.tr("Several choices concern that card: pick one in the panel."))

    def play_options_into(self, oid: int, exp: str) -> list[Option]:
        d = self.my_decision()
        if d is None or d.kind != "turn":
            return []
        return [o for o in d.options if o.detail == "play" and oid in o.objects
                and o.expedition == (d.player, exp)]

    def on_drag_started(self, oid: int) -> None:
        """Light up the Expeditions the picked-up card can be dropped on."""
        self.table.set_drop_targets({e for e in EXPEDITIONS
                                     if self.play_options_into(oid, e)})

    def on_card_dropped(self, oid: int, exp: str) -> None:
        d = self.my_decision()
        if d is None or d.kind != "turn":
            self.toast(self.tr("You can only play cards on your turn."))
            return
        opts = self.play_options_into(oid, exp)
        if not opts:
            reason = self.game.why_illegal(d.player, oid)
            self.toast(f"{self._card_name(oid)} cannot be played into your {exp} "
                       f"Expedition" + (f": {reason}" if reason else "."))
            return
        plain = [o for o in opts if o.id == f"play:{oid}:{exp}"]
        if len(opts) == 1 or plain:
            self.submit((plain or opts)[0].id)
        else:
            self.panel.offer_card_plays(self._card_name(oid), opts)

    def on_card_dropped_on_mana(self, oid: int) -> None:
        """A hand card dropped on the player's Mana orbs: during the Morning's Expand it
        goes there (4.2.1.e), as its click or its line in the panel does; at any other
        moment nothing happens but a word why."""
        d = self.my_decision()
        opts = list(self.options_for(oid)) if d is not None and d.kind == "expand" else []
        if not opts:
            self.toast(self.tr("A card goes to your Mana only when you Expand, in the "
                               "Morning (4.2.1.e)."))
            return
        self.submit(opts[0].id)

    def _tag_clean_up(self) -> None:
        """Clean-up: "Keep" or "Discard" drawn on each card offered as the choice
        stands (`acting_marks.clean_up_tags`); nothing for any other decision."""
        d = self.panel.decision
        if d is None or not clean_up_words.is_clean_up(d) or d is not self.my_decision():
            self.table.set_keep_tags({})
            return
        offered = [o for opt in d.options for o in opt.objects]
        self.table.set_keep_tags(acting_marks.clean_up_tags(
            offered, self.panel.selected_objects(), d.max))

    def on_expedition_clicked(self, player: int, exp: str) -> None:
        d = self.my_decision()
        if d is None:
            return
        card = self.panel.pending_card
        if d.kind == "turn" and card is not None and player == d.player:
            self.on_card_dropped(card, exp)
            return
        exact = [o for o in d.options if o.detail != "play" and o.expedition == (player, exp)]
        if exact:
            self.submit(exact[0].id)
            return
        if d.kind in ("target_expedition", "expedition"):
            self.toast(self.tr("That Expedition is not one of the choices: pick one in the panel."))

    def context_menu_for(self, oid: int) -> QMenu:
        """Every action the pending decision offers for this card, or why there is none."""
        menu = QMenu(self)
        name = self._card_name(oid)
        menu.addSection(name.replace("&", "&&"))
        opts = self.options_for(oid)
        d = self.my_decision()
        for o in opts:
            a = menu.addAction(o.label.replace("&", "&&"))
            a.triggered.connect(lambda _=False, oid_=o.id: self.submit(oid_))
        if not opts:
            reason = None
            if d is not None and d.kind == "turn":
                reason = self.game.why_illegal(d.player, oid)
            a = menu.addAction(f"No action: {reason}" if reason else "No action now")
            a.setEnabled(False)
        zoom = menu.addAction("Zoom")
        zoom.triggered.connect(lambda: self._zoom(oid))
        lessons_ui.add_explain_action(menu, self, oid)
        return menu

    def on_card_context(self, oid: int, pos: QPointF) -> None:
        self.table.dismiss_pointer()  # the menu is read, not the zoom under it
        self.context_menu_for(oid).exec(QPoint(int(pos.x()), int(pos.y())))

    def _zoom(self, oid: int) -> None:
        it = self.table.item_for(oid)
        if it is not None:
            self.table.zoom_locked = it.card
            self.table.update()

    def focus_objects(self, oids: tuple[int, ...], tell: bool = True) -> None:
        """Highlight the objects of a log entry where those cards are now: a card that
        changed zones is a new object (1.4.4), so the engine maps the logged id to the
        card's current one (None when the card is hidden or gone)."""
        visible = self.table.visible_oids() & self._screen_oids()
        current = getattr(self.game, "current_oid", None) if self.session is not None else None
        now = {o: (current(o) if current is not None else o) for o in oids}
        shown = {n for n in now.values() if n is not None} & visible
        entry = self.log_dock.selected_entry
        if oids and not shown and entry is not None:
            # a card logged while in a hidden zone ('plays X from Hand') had no public
            # identity then: show the cards of that name on the table now
            shown = {it.oid for it in self.table.items if it.oid is not None and it.card
                     and it.card.get("name") and it.card["name"] in entry.text}
        self.table.set_log_focus(shown)
        if not tell:  # a lesson lighting up what it points at: no news about log entries
            return
        self.statusBar().clearMessage()
        if oids and not shown:
            self.statusBar().showMessage(
                "Those cards are no longer on the table: they went to a hidden zone or "
                "ceased to exist.", 6000)
        elif any(now[o] != o for o in oids if now[o] in shown):
            self.statusBar().showMessage(
                "Shown where those cards are now: a card that changes zones becomes a new "
                "object (1.4.4).", 6000)

    def show_discard(self, player: int) -> None:
        if self.session is None:
            return
        view = self.game.view(visibility.eyes(self.session))
        pv = view["players"][player]
        dlg = PileDialog(f"{pv['name']}'s Discard pile", pv["discard"], self)
        dlg.show()

    # ------------------------------------------------------------------ undo, files
    def undo(self) -> None:
        if self.session is None:
            return
        covered = self.handoff.isVisible()
        try:
            # one refresh, below, once the recap counters fit the shorter log
            with QSignalBlocker(self.session):
                self.session.undo()
        except IllegalAnswer as e:
            self.toast(str(e))
            return
        self.game_over_shown = False
        self.game_over.hide()
        if covered:
            # nobody has shown who sits at the computer: whoever decides now confirms it
            self.revealed_for = None
        # what was undone is no news for anybody: recaps count from the shorter log
        n = len(self.game.log)
        self._seen = {k: min(v, n) for k, v in self._seen.items()}
        self._recapped = {k: min(v, n) for k, v in self._recapped.items()}
        self.table.clear_recap()
        self.table.clear_trail()
        # a Dusk taken back is no news either: its show stops, none is kept for later
        self._after_dusk = None
        self._dusk_due = {}
        self.table.motion.skip()
        self._last_view = None  # nothing moves when an answer is taken back
        self._seat_views = {}
        self._log_mark = len(self.game.log)
        self.log_dock.rebuild(self.game.log)
        self.refresh()
        self.statusBar().showMessage(self.tr("The last answer was taken back."), 4000)

    def save_to(self, path: str | Path) -> None:
        assert self.session is not None
        self.session.save(path)
        self.kept_at = (self.session.game, len(self.session.game.answers))
        self.statusBar().showMessage(self.tr("Saved to {0}").format(path), 5000)

    def load_from(self, path: str | Path) -> None:
        """Load a record, a ruling report (its game opens at the reported decision and
        its note is shown) or a position (a new game starts there); raises RecordError
        (with its message) when the file is damaged."""
        self._opened(open_saved(Path(path)))

    def _opened(self, report: Any) -> None:
        """Start the game a record, report or position file held (`open_saved`)."""
        # a position is a new game for two people at the table, whatever its decks hold
        mode = Mode.HOTSEAT if report.kind == "position" else None
        self.start_session(GameSession(report.game, mode, autosave=storage.autosave_path()))
        self.kept_at = (report.game, len(report.game.answers))  # as it is on disk
        self.report_note = report.note
        if report.kind == "report":
            self.toast(f"Ruling report: {report.note}" if report.note
                       else "Ruling report (no note)")

    def report_to(self, path: str | Path, note: str) -> None:
        """Write a ruling report of the game as it stands (engine.report)."""
        assert self.session is not None
        write_report(Path(path), self.game, note)
        self.statusBar().showMessage(f"Ruling report saved to {path}", 5000)

    def report_dialog(self) -> None:
        if self.session is None:
            return
        note, ok = QInputDialog.getMultiLineText(
            self, "Report a ruling problem",
            "What did the game do here, and what should it have done?\n"
            "(Rule numbers help.)  The report also holds the game and its board.")
        if not ok:
            return
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the ruling report"), str(
            games_dir() / "altered-ruling-report.json"), "Ruling reports (*.json)",
            options=theme.FILE_DIALOG_OPTIONS)
        if path:
            try:
                self.report_to(path, note)
            except (OSError, ValueError) as e:
                QMessageBox.warning(self, self.tr("Could not save the report"), str(e))

    def start_session(self, session: GameSession,
                      ai_options: dict[str, Any] | None = None) -> None:
        """Play `session` here, with the automatic players its record seats (a game
        against the computer resumes against the computer).  `ai_options`: the AI's pace
        and search budget (tests)."""
        self.set_session(session)
        players = recorded_players(session.game) if session.mode is Mode.HOTSEAT else {}
        kw = dict(ai_options or {})
        pace = int(kw.pop("pace_ms", ai_seat.PACE_MS))
        seats = sorted(players)
        # one AI at a table: a record seating two (not written by this program) gets the
        # first, and the other seat is the person's
        for extra in seats[1:]:
            session.seat_player(extra, None)
        ai_seat.attach(self, players[seats[0]] if seats else None,
                       seat=seats[0] if seats else 1, pace_ms=pace, options=kw)
        self._show_display_options()
        self.refresh()

    def save_dialog(self) -> bool:
        """Ask where to save the game; True when it was saved."""
        if self.session is None:
            return False
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the game"), str(games_dir() /
                                              "altered-game.json"), "Game records (*.json)",
            options=theme.FILE_DIALOG_OPTIONS)
        if path:
            try:
                self.save_to(path)
                return True
            except OSError as e:
                QMessageBox.warning(self, self.tr("Could not save"), str(e))
        return False

    def open_dialog(self) -> None:
        if not self.confirm_leaving("Opening another game"):
            return
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a game"), str(games_dir()),
                                              "Games, ruling reports and positions (*.json)",
            options=theme.FILE_DIALOG_OPTIONS)
        if path:
            self.load_in_background(path)

    def load_in_background(self, path: str | Path) -> Any:
        """Read and replay a file off the GUI thread, a progress window shown meanwhile
        (a long record takes seconds to replay: the window never freezes); the game opens,
        or the reason it could not be is shown, when it is done.  Returns the loader (a
        `background_load.Loader`, which tests wait on)."""
        from altered_desktop.background_load import Loader

        loader = Loader(self, Path(path), open_saved)
        loader.loaded.connect(self._opened)
        loader.failed.connect(lambda why: QMessageBox.warning(
            self, "Could not open the game", why))
        self.loader = loader  # kept alive while it runs; tests read it
        loader.start()
        return loader

    def export_log(self, path: str | Path) -> None:
        """Write the log as a web page, atomically (a full disk or a kill leaves the
        earlier file whole, never half a page)."""
        dock = self.review_dock
        g = dock.timeline.final if dock.active else self.game
        source = dock.timeline.source if dock.active else self.game
        title = " vs ".join(g.names) + f" — {len(g.log)} events"
        write_atomic(Path(path), log_to_html(g.log, title, review.notes_for_export(source)))

    def export_log_dialog(self) -> None:
        if self.session is None:
            return
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the log"), str(games_dir() /
                                              "altered-log.html"), "Web pages (*.html)",
            options=theme.FILE_DIALOG_OPTIONS)
        if path:
            try:
                self.export_log(path)
            except OSError as e:
                QMessageBox.warning(self, "Could not export the log",
                                    f"could not write {path}: {e.strerror or e}")
                return
            self.statusBar().showMessage(self.tr("Log exported to {0}").format(path), 5000)

    def game_in_progress(self) -> bool:
        """A game someone has answered in and that is not over: leaving it loses it.  A
        game just opened or saved, unchanged since, loses nothing (it is on disk)."""
        kept = getattr(self, "kept_at", None)
        unchanged = kept is not None and kept[0] is self.game and \
            kept[1] == len(self.game.answers)
        return (self.session is not None and self.session.lesson is None  # lessons restart
                and not self.game.over and bool(self.game.answers) and not unchanged)

    #: what callers of confirm_leaving say they are doing (translated there)
    LEAVING = (QT_TRANSLATE_NOOP("MainWindow", "A new game"),
               QT_TRANSLATE_NOOP("MainWindow", "A lesson"),
               QT_TRANSLATE_NOOP("MainWindow", "Opening another game"))

    def confirm_leaving(self, doing: str) -> bool:
        """Before a new game or a load replaces a running one: save it, leave it, or
        stay.  True when the caller may go on."""
        if not self.game_in_progress():
            return True
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Leave the game in progress?"),
                          self.tr("{0} ends the game in progress (day {1}, {2}). Save it "
                                  "first?").format(self.tr(doing), self.game.day,
                                                   plural(len(self.game.answers), "answer")),
                          parent=self)
        save = box.addButton(self.tr("Save it first…"), QMessageBox.ButtonRole.AcceptRole)
        leave = box.addButton(self.tr("Leave it"), QMessageBox.ButtonRole.DestructiveRole)
        stay = box.addButton(self.tr("Keep playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(stay)
        box.setEscapeButton(stay)
        self._leaving_box = box  # tests answer it
        box.exec()
        clicked = box.clickedButton()
        if clicked is save:
            return self.save_dialog()
        return clicked is leave

    def goldfish_lab_dialog(self) -> Any:
        from altered_desktop.goldfish_lab import open_lab  # many games at once, charted

        return open_lab(self)

    def new_game_dialog(self, preset: str | None = None, deck: str | None = None) -> None:
        """The New game dialog; `preset` ("friend", "computer", "test") sets it up for
        a choice of the home screen, `deck` picks the first player's deck."""
        from altered_desktop.deck_picker import NewGameDialog

        if not self.confirm_leaving("A new game"):
            return
        dlg = NewGameDialog(storage.load_settings(), self)
        if preset is not None:
            dlg.preset(preset, deck)
        self.new_game = dlg  # tests answer it
        if dlg.exec():
            cfg = dlg.result_config()
            self.start_new(cfg)

    def rematch(self) -> None:
        """The same players, decks and mode again, with a new shuffle."""
        if self.session is None:
            return
        g = self.game
        seed = random.randrange(1, 2**31 - 1)
        names = [p["name"] for p in g.view(None)["players"]]
        if self.session.mode is Mode.GOLDFISH:
            game = goldfish.new_goldfish_game(g.decks[0], seed, names[0])
        else:
            game = Game.new(list(g.decks), seed=seed, names=tuple(names))
            record_players(game, recorded_players(g))  # the computer plays again
        # the same display options: a rematch is the same table again
        display = attrs.evolve(self.session.display)
        self.start_session(GameSession(game, self.session.mode,
                                       autosave=storage.autosave_path(), display=display))

    def _show_log(self) -> None:
        """Back to the table with the teaching log open beside it."""
        self.game_over.hide()
        self.log_dock.show()
        self.log_dock.raise_()

    def start_new(self, cfg: dict[str, Any]) -> None:
        """Start a game from a new-game configuration (see NewGameDialog.result_config)."""
        cfg = ai_seat.prepare_config(cfg)  # against an AI: no hand-off, the AI's name
        if cfg["mode"] == Mode.GOLDFISH:
            game = goldfish.new_goldfish_game(cfg["decks"][0], cfg["seed"], cfg["names"][0])
            mode = Mode.GOLDFISH
        else:
            game = Game.new(cfg["decks"], seed=cfg["seed"], names=cfg["names"])
            mode = Mode.HOTSEAT
        # the options of this game: the hand-off screens as asked (they only ever cover
        # the table between two people), hands closed
        display = default_display()
        if "handoff" in cfg:
            display.handoff = bool(cfg["handoff"])
        policy = cfg.get("ai") if mode is Mode.HOTSEAT else None
        seat = int(cfg.get("ai_seat", 1))
        # recorded before the session starts: the first look at the table, and the first
        # autosave, already know who plays
        record_players(game, {seat: policy} if policy else {})
        self.start_session(GameSession(game, mode, autosave=storage.autosave_path(),
                                       display=display),
                           ai_options=dict(cfg.get("ai_options") or {}))

    def restore_layout(self) -> None:
        """Reopen with the window size and dock layout the user left."""
        saved = str(storage.load_settings().get("window") or "")
        if "|" in saved:
            geo, state = saved.split("|", 1)
            self._maximise_at = False  # the saved geometry says maximised or not
            self.restoreGeometry(QByteArray.fromBase64(geo.encode()))
            self.restoreState(QByteArray.fromBase64(state.encode()))
            self._dock_sized = True  # the user's own layout wins
            screen = self.screen() or QGuiApplication.primaryScreen()
            if screen is not None and not screen.availableGeometry().contains(
                    self.frameGeometry()):
                self.fit_to_screen()  # saved on a bigger screen: fit this one

    def closeEvent(self, event: QCloseEvent) -> None:
        """Remember the layout; the game itself is autosaved after every answer.  A Dusk
        being told ends quietly: nothing of it runs on into a window going away."""
        self.table.motion.halt()
        if self.session is not None:
            self.session.flush_autosave()
        self.log_dock.lie_over(self, False)  # the dock layout saved is the docked one
        try:
            settings = storage.load_settings()
            settings["window"] = (bytes(self.saveGeometry().toBase64().data()).decode() + "|"
                                  + bytes(self.saveState().toBase64().data()).decode())
            storage.save_settings(settings)
        except OSError:
            pass  # a read-only data folder must not prevent closing
        super().closeEvent(event)

    LEGEND = QT_TRANSLATE_NOOP(
        "MainWindow",
        "<b>Adventure track</b> (middle): Hero region, three Tumult cards of two regions "
        "each (\"Tumult 1\" to \"Tumult 3\", face down until an Expedition enters), "
        "Companion region. Each tile is one region, numbered from the Hero region (1) to "
        "the Companion region, as the log counts them (\"moves forward to region 5\"). "
        "The <b>H</b> and <b>C</b> pawns stand on the region each "
        "player's hero and companion Expedition has reached, with a point towards where "
        "it travels: the first player's are round and gold, the second's square and blue, "
        "ringed in their hero's faction colour; yours stand on the "
        "tiles' bottom edge, the other player's on their top edge."
        "<br><br>"
        "<b>Expeditions</b>: left of the cards, the Expedition's forest, mountain and "
        "water totals against the facing Expedition's (\"5 vs 3\"). ▲ means it leads in "
        "a terrain of its region, ▼ that it trails (green is good news for you, red bad "
        "news); a greyed line is a terrain its "
        "region does not have (it does not count at Dusk).<br><br>"
        "<b>Cards</b>: the cost marked with a hand is the Hand cost, the one marked with "
        "the Reserve symbol the Reserve cost; "
        "the three coloured boxes are forest, mountain and water; the picture says the "
        "card's kind. Cards in play show their full text when you point at them. Badges "
        "show Fleeting, Asleep, Anchored and Exhausted; a gold pill counts boosts, a dark "
        "one other counters. In card text, small dark discs are ability symbols: when "
        "played, from Hand, from Reserve, exhaust me, discard me from Reserve."
        "<br><br><b>Glows</b>: blue — you can play or use it now; yellow — the current "
        "choice is about it; green — chosen; pink — concerned by the log entry you "
        "clicked; an orange dashed ring and <i>New</i> — played by the other player since "
        "your last answer; an ivory outline — the card under the pointer. While you choose "
        "among cards, the cards you cannot choose are dimmed; on the computer's turn, "
        "your hand.<br><br><b>Right column</b>: day and phase, whose turn and who has "
        "initiative; <b>Just now</b>, the last events (click it, or press L, for the whole "
        "teaching log); Limbo and Emblems while they hold something; and the prompt for "
        "your current decision, or what the computer is doing on its turn.")

    def _show_legend(self) -> None:
        """The table key: the table's symbols drawn as the table draws them, each with
        its meaning, then the whole account in words (`table_key`)."""
        from altered_desktop.table_key import TableKey

        if self.table_key is None:
            self.table_key = TableKey(self.tr(self.LEGEND), self)
        self.table.dismiss_pointer()
        self.table_key.fit_to(self)
        self.table_key.show()
        self.table_key.raise_()
        self.table_key.activateWindow()

    ABOUT = (
        "<b>Altered desktop client</b> {version}<br>A table for Altered, the trading card "
        "game by Equinox: hotseat, against the computer, goldfish, lessons, the deck "
        "builder. Rules: Complete Rules v3.0.<br><br>"
        "<b>Icons</b>: card pictures, terrain and ability symbols are icons from "
        "<a href='https://game-icons.net'>game-icons.net</a> by Lorc, Delapouite and "
        "contributors, under <a href='https://creativecommons.org/licenses/by/3.0/'>"
        "CC BY 3.0</a> (assets/game-icons-LICENSE.txt), recoloured and set into "
        "landscapes the program paints for each card. No card art ships with the "
        "program; a folder of your own card images can replace the drawn faces "
        "(View menu).")

    def _show_about(self) -> None:
        from engine.version import engine_version

        box = QMessageBox(QMessageBox.Icon.NoIcon, "About Altered",
                          self.ABOUT.format(version=engine_version()),
                          QMessageBox.StandardButton.Ok, self)
        box.setTextFormat(Qt.TextFormat.RichText)
        self.about_box = box  # tests read it
        box.open()

    def _show_keys(self) -> None:
        QMessageBox.information(self, self.tr("Keyboard"), self.tr(
            "P — pass your turn\n1–9 — pick an option in the prompt panel\n"
            "Arrows — move the focus ring over the cards (click the table first)\n"
            "Enter — play or choose the focused card; Z — zoom it\n"
            "Enter/Space — press the focused button (Tab moves between them)\n"
            "Esc — cancel choosing where to play a card\nCtrl+Z — undo the last answer\n"
            "L — open or close the teaching log\nCtrl+H — the home screen\n"
            "Ctrl+S / Ctrl+O — save / open a game\nCtrl+N — new game"))

    def grab_table(self, path: str | Path) -> bool:
        """Write a PNG of the whole window (screenshot mode)."""
        return self.grab().save(str(path))
