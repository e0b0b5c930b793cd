"""The course in the window: choosing a lesson, the lesson panel, and "Explain this".

A lesson is played on the ordinary table, so the learner uses the same clicks, drags and
prompt panel as in a real game; the lesson panel beside it says what to notice and what to
do, lights up what the step points at, and answers each move: the session hands every
answer to the `LessonRun` first (engine/lesson.py), which refuses a wrong one without
touching the game and says why. "Explain this" shows the engine's own structured reasons
(engine/explain.py) for a card, an Expedition, the Mana or a log entry.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from altered_desktop import i18n, log_text, storage
from engine.explain import ExplainError, Explanation
from engine.lesson import Feedback, Lesson, LessonRun, course, load_course, translated

if TYPE_CHECKING:  # pragma: no cover
    from altered_desktop.main_window import MainWindow
    from engine.game import Game

DONE_KEY = "lessons_done"
OFFERED_KEY = "course_offered"


# ------------------------------------------------------------------ progress
def lessons_done() -> set[str]:
    """The ids of the lessons the player finished (remembered in the settings)."""
    value = storage.load_settings().get(DONE_KEY, [])
    return {v for v in value if isinstance(v, str)} if isinstance(value, list) else set()


def mark_done(lesson_id: str) -> str:
    """Remember a finished lesson; the error in words if the settings cannot be written."""
    settings = storage.load_settings()
    done = sorted(set(settings.get(DONE_KEY, [])) | {lesson_id})
    settings[DONE_KEY] = done
    try:
        storage.save_settings(settings)
    except storage.StorageError as e:
        return str(e)
    return ""


def first_time() -> bool:
    """Whether the course was never offered (a new player's first start)."""
    return not storage.load_settings().get(OFFERED_KEY, False)


def remember_offered() -> None:
    settings = storage.load_settings()
    settings[OFFERED_KEY] = True
    try:
        storage.save_settings(settings)
    except storage.StorageError:
        pass  # offering again next time is harmless


# ------------------------------------------------------------------ explain this
def explain(game: Game, viewer: int | None, what: str) -> Explanation:
    """The engine's explanation of a subject, through the game's public face."""
    return game.explain(viewer, what)


def explanation_html(ex: Explanation) -> str:
    """An explanation as rich text: the summary, then each reason with its rule."""
    rows = "".join(
        f"<li>{_esc(log_text.render(r.text))}"
        + (f" <i>({_esc(r.rule)}: {_esc(_rule_words(r.rule))})</i>" if r.rule else "")
        + "</li>" for r in ex.reasons)
    return f"<p><b>{_esc(log_text.render(ex.summary))}</b></p><ul>{rows}</ul>"


def _rule_words(rule: str) -> str:
    """A rule's explanation in the player's language ('' for a rule without one)."""
    try:
        return log_text.rule_text(rule)
    except KeyError:
        return ""


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def show_explanation(parent: QWidget, game: Game, viewer: int | None, what: str) -> None:
    """Explain this: a message box with the reasons, or why it cannot be explained."""
    try:
        ex = explain(game, viewer, what)
    except ExplainError as e:
        QMessageBox.information(parent, QCoreApplication.translate("Lessons", "Explain this"), str(e))
        return
    box = QMessageBox(parent)
    box.setWindowTitle(QCoreApplication.translate("Lessons", "Explain: {0}").format(
        log_text.render_title(ex.title)))
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setText(explanation_html(ex))
    box.exec()


# ------------------------------------------------------------------ choosing a lesson
class CourseDialog(QDialog):
    """The list of lessons, finished ones ticked; Start opens the one selected."""

    def __init__(self, parent: QWidget | None = None, lessons: list[Lesson] | None = None,
                 welcome: bool = False) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Learn to play"))
        skipped: tuple[str, ...] = ()
        if lessons is None:  # a teacher's damaged file is skipped and named, never fatal
            loaded = load_course()
            language = i18n.language()
            lessons = [translated(lesson, language) for lesson in loaded.lessons]
            skipped = loaded.skipped
        self.lessons = lessons
        done = lessons_done()
        lay = QVBoxLayout(self)
        intro = (self.tr("Welcome! These short lessons teach Altered one idea at a time, on a "
                         "real table. Start with the first one.") if welcome else
                 self.tr("Choose a lesson. Each one sets up a table and walks you through it."))
        text = QLabel(intro)
        text.setWordWrap(True)
        lay.addWidget(text)
        self.skipped = QLabel()  # tests read it
        self.skipped.setWordWrap(True)
        self.skipped.setObjectName("lesson_feedback")
        if skipped:
            shown = "<br>".join(_esc(s) for s in skipped[:5])
            more = f"<br>… and {len(skipped) - 5} more" if len(skipped) > 5 else ""
            self.skipped.setText("<b>" + self.tr("{0} lesson file(s) could not be used and "
                                                 "are left out:").format(len(skipped))
                                 + f"</b><br>{shown}{more}")
            self.skipped.setStyleSheet("color: #ffd180;")
            lay.addWidget(self.skipped)
        self.list = QListWidget()
        first_open = None
        for i, lesson in enumerate(self.lessons):
            tick = "✓ " if lesson.id in done else ""
            item = QListWidgetItem(f"{tick}{i + 1}. {lesson.title}")
            item.setToolTip(lesson.goal)
            item.setData(Qt.ItemDataRole.UserRole, i)
            self.list.addItem(item)
            if first_open is None and lesson.id not in done:
                first_open = i
        self.list.setCurrentRow(first_open or 0)
        self.list.itemDoubleClicked.connect(lambda _i: self.accept())
        lay.addWidget(self.list)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.start = buttons.addButton(self.tr("Start lesson"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.start.setEnabled(bool(self.lessons))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.resize(460, 420)

    def chosen(self) -> Lesson | None:
        if not self.lessons:
            return None
        return self.lessons[max(0, self.list.currentRow())]


# ------------------------------------------------------------------ the lesson panel
class LessonDock(QDockWidget):
    """Beside the table while a lesson runs: the goal, the step, the feedback."""

    next_requested = Signal()
    left = Signal()

    def __init__(self, window: MainWindow) -> None:
        super().__init__(self.tr("Lesson"), window)
        self.setObjectName("lesson_dock")
        self.window_ = window
        self.run: LessonRun | None = None
        body = QWidget()
        lay = QVBoxLayout(body)
        self.title = QLabel()
        self.title.setObjectName("lesson_title")
        self.title.setWordWrap(True)
        self.goal = QLabel()
        self.goal.setWordWrap(True)
        self.progress = QLabel()
        self.say = QLabel()
        self.say.setWordWrap(True)
        self.say.setTextFormat(Qt.TextFormat.RichText)
        self.look = QLabel()
        self.look.setWordWrap(True)
        self.look.setTextFormat(Qt.TextFormat.RichText)
        self.feedback = QLabel()
        self.feedback.setWordWrap(True)
        self.feedback.setObjectName("lesson_feedback")
        for w in (self.title, self.goal, self.progress, self.say, self.look, self.feedback):
            lay.addWidget(w)
        lay.addStretch(1)
        row = QHBoxLayout()
        self.answer_button = QPushButton(self.tr("Show me"))
        self.answer_button.setToolTip(self.tr("Play the answer this step asks for"))
        self.answer_button.clicked.connect(self.show_me)
        self.next_button = QPushButton(self.tr("Next lesson"))
        self.next_button.clicked.connect(self.next_requested.emit)
        self.leave_button = QPushButton(self.tr("Leave lesson"))
        self.leave_button.clicked.connect(self.left.emit)
        for b in (self.answer_button, self.next_button, self.leave_button):
            row.addWidget(b)
        lay.addLayout(row)
        self.setWidget(body)
        self.setMinimumWidth(300)

    def start(self, run: LessonRun) -> None:
        self.run = run
        self.feedback.setText("")
        self.show()
        self.raise_()  # in front of the teaching log it shares a column with
        self.refresh()

    def refresh(self) -> None:
        run = self.run
        if run is None:
            return
        lesson = run.lesson
        self.title.setText(f"<b>{_esc(lesson.title)}</b>")
        self.goal.setText(self.tr("Goal: {0}").format(lesson.goal))
        step = run.step
        if step is None:
            self.progress.setText(self.tr("Done — {0} of {0} steps").format(len(lesson.steps)))
            rules = "".join(f"<li><b>{_esc(r)}</b> {_esc(_rule_words(r))}</li>"
                            for r in lesson.rules)
            learned = self.tr("What you learned")
            self.say.setText(f"<p><b>{learned}</b></p>"
                             f"<p>{_esc(lesson.summary)}</p>")
            involved = self.tr("The rules involved:")
            self.look.setText(f"<p>{involved}</p><ul>{rules}</ul>"
                              if rules else "")
            self.answer_button.setEnabled(False)
            self.next_button.setVisible(True)
            self.window_.focus_objects((), tell=False)
            return
        self.progress.setText(self.tr("Step {0} of {1}").format(run.index + 1, len(lesson.steps)))
        self.say.setText(f"<p>{_esc(step.say)}</p>")
        looks, oids = [], []
        for ex in run.highlights():
            looks.append(f"<li><b>{_esc(log_text.render_title(ex.title))}</b>"
                         + self.tr(": ") + f"{_esc(log_text.render(ex.summary))}</li>")
            for r in ex.reasons:
                oids.extend(r.oids)
        look_at = self.tr("Look at:")
        self.look.setText(f"<p>{look_at}</p><ul>{''.join(looks)}</ul>"
                          if looks else "")
        self.answer_button.setEnabled(True)
        self.next_button.setVisible(False)
        self.window_.focus_objects(tuple(dict.fromkeys(oids)), tell=False)

    def told(self, fb: Feedback) -> None:
        """Show what the lesson says about the learner's answer."""
        colour = "#8fe39a" if fb.accepted else "#ffb36b"  # light on the dark theme (AA)
        rule = f" ({fb.rule})" if fb.rule else ""
        words = log_text.render(fb.text)
        self.feedback.setText(f"<span style='color:{colour}'>{_esc(words)}{rule}</span>")
        self.refresh()

    def show_me(self) -> None:
        if self.run is None or self.run.step is None:
            return
        self.window_.submit(self.run.expected())


# ------------------------------------------------------------------ in the window
def install(window: MainWindow) -> None:
    """Add the Learn menu and the (hidden) lesson panel to the main window."""
    from PySide6.QtGui import QAction, QKeySequence

    dock = LessonDock(window)
    # beside the teaching log, as a tab of the same column: the table keeps its width
    window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, dock)
    window.tabifyDockWidget(window.log_dock, dock)
    dock.hide()
    window.lesson_dock = dock
    dock.next_requested.connect(lambda: next_lesson(window))
    dock.left.connect(lambda: leave_lesson(window))
    menu = window.menuBar().addMenu(QCoreApplication.translate("Lessons", "&Learn"))
    window.learn_menu = menu  # puzzles_ui adds its entries
    course_action = QAction(QCoreApplication.translate("Lessons", "&Lessons…"), window)
    course_action.setShortcut(QKeySequence("F2"))
    course_action.triggered.connect(lambda: open_course(window))
    menu.addAction(course_action)
    for label, what in ((QCoreApplication.translate("Lessons", "Explain my &Expeditions at Dusk"), "dusk"),
                        (QCoreApplication.translate("Lessons", "Explain my &Mana"), "mana")):
        act = QAction(label, window)
        act.triggered.connect(lambda _=False, w=what: explain_mine(window, w))
        menu.addAction(act)
    window.act_course = course_action
    window.table.place_context.connect(
        lambda kind, player, where, pos: place_menu(window, kind, player, where, pos))


#: what a right-click on a part of the table explains (engine.explain subjects)
def place_subject(kind: str, player: int, where: str) -> str | None:
    if kind == "expedition" and where in ("hero", "companion"):
        return f"dusk:{player}:{where}"
    if kind == "mana":
        return f"mana:{player}"
    if kind in ("deck", "discard"):
        return f"zone:{player}:{kind}"
    if kind == "zone":
        zone = "reserve" if where.lower().startswith("reserve") else "landmark"
        return f"zone:{player}:{zone}"
    return None


def place_menu(window: MainWindow, kind: str, player: int, where: str, pos: Any) -> None:
    """Right-click on an Expedition, a Mana zone, a Deck, a Discard pile or a Reserve:
    a menu whose "Explain this" shows the engine's reasons with their numbers."""
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QMenu

    what = place_subject(kind, player, where)
    if what is None or window.session is None:
        return
    menu = QMenu(window)
    viewer = window.session.viewer()
    act = menu.addAction(QCoreApplication.translate("Lessons", "Explain this"))
    act.triggered.connect(lambda: show_explanation(window, window.game, viewer, what))
    if kind == "expedition":
        totals = menu.addAction(QCoreApplication.translate("Lessons", "Explain its statistics"))
        totals.triggered.connect(lambda: show_explanation(
            window, window.game, viewer, f"stats:{player}:{where}"))
        marker = menu.addAction(QCoreApplication.translate("Lessons", "Explain its marker"))
        marker.triggered.connect(lambda: show_explanation(
            window, window.game, viewer, f"marker:{player}:{where}"))
    window.place_menu = menu  # tests read it
    if pos is not None:
        menu.popup(QPoint(int(pos.x()), int(pos.y())))


def explain_mine(window: MainWindow, what: str) -> None:
    """Explain the deciding seat's Expeditions (both Dusk outlooks) or Mana."""
    if window.session is None:
        return
    viewer = window.session.viewer()
    if what == "mana":
        show_explanation(window, window.game, viewer, f"mana:{viewer}")
        return
    parts = []
    for exp in ("hero", "companion"):
        try:
            parts.append(explanation_html(explain(window.game, viewer, f"dusk:{viewer}:{exp}")))
        except ExplainError as e:
            parts.append(_esc(str(e)))
    box = QMessageBox(window)
    box.setWindowTitle(QCoreApplication.translate("Lessons", "Explain: your Expeditions at Dusk"))
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setText("<hr>".join(parts))
    box.exec()


def add_explain_action(menu: Any, window: MainWindow, oid: int) -> None:
    """'Explain this' in a card's right-click menu."""
    if window.session is None:
        return
    viewer = window.session.viewer()
    act = menu.addAction(QCoreApplication.translate("Lessons", "Explain this"))
    act.triggered.connect(lambda: show_explanation(window, window.game, viewer, f"card:{oid}"))


def open_course(window: MainWindow, welcome: bool = False) -> bool:
    """The lesson list; True when a lesson was started."""
    dlg = CourseDialog(window, welcome=welcome)
    window.course_dialog = dlg  # tests answer it
    if not dlg.exec():
        return False
    lesson = dlg.chosen()
    return lesson is not None and start_lesson(window, lesson)


def offer_course_or_new_game(window: MainWindow) -> None:
    """At a new player's first start the course is offered before anything else; later
    starts open the New game dialog as before."""
    if first_time():
        remember_offered()
        if open_course(window, welcome=True):
            return
    window.new_game_dialog()


def start_lesson(window: MainWindow, lesson: Lesson) -> bool:
    """Play a lesson on the table (after asking before leaving a running game)."""
    from altered_desktop.session import GameSession, Mode

    in_lesson = window.session is not None and window.session.lesson is not None
    if not in_lesson and not window.confirm_leaving("A lesson"):
        return False  # a lesson left for another is not a game to save
    run = LessonRun(lesson)
    session = GameSession(run.game, Mode.HOTSEAT, autosave=None)  # a lesson is not resumed
    session.lesson = run
    window.set_session(session)
    dock = window.lesson_dock
    session.lesson_feedback.connect(lambda fb: _told(window, fb))
    dock.start(run)
    return True


def _told(window: MainWindow, fb: Feedback) -> None:
    dock = window.lesson_dock
    dock.told(fb)
    run = dock.run
    if run is not None and run.done:
        error = mark_done(run.lesson.id)
        if error:
            window.statusBar().showMessage(QCoreApplication.translate("Lessons", "Progress not remembered: {0}").format(error), 8000)


def next_lesson(window: MainWindow) -> None:
    run = window.lesson_dock.run
    lessons = course(i18n.language())
    ids = [lesson.id for lesson in lessons]
    if run is None or run.lesson.id not in ids or ids.index(run.lesson.id) + 1 >= len(ids):
        open_course(window)
        return
    start_lesson(window, lessons[ids.index(run.lesson.id) + 1])


def leave_lesson(window: MainWindow) -> None:
    """Leave for the New game dialog; cancelling it goes back to the lesson."""
    session = window.session
    window.lesson_dock.hide()
    window.new_game_dialog()
    if window.session is session and session is not None and session.lesson is not None:
        window.lesson_dock.show()
