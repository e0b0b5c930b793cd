"""The interface in another language (issue #29): strings go through Qt's tr(), the .ts
files are kept by pyside6-lupdate and compiled by pyside6-lrelease, log entries made from
engine.messages templates are rendered in the language, and the language follows the
system unless chosen in View > Language."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from altered_desktop import i18n, log_text
from engine.decks import starter_deck
from engine.game import Game
from engine.messages import TEMPLATES
from tests.gui.conftest import make_window
from tools import translations


@pytest.fixture
def french():  # type: ignore[no-untyped-def]
    assert i18n.install(QApplication.instance(), "fr") == "fr"
    yield
    i18n.install(QApplication.instance(), "en")


def test_the_translation_files_are_current_complete_and_compiled():
    assert translations.problems("fr") == []


def test_the_ts_keeps_no_code_comments_so_branches_do_not_conflict_over_them():
    """lupdate copies the code's "#:" comments into the .ts; update strips them."""
    ts = ('<message>\n        <source>Day</source>\n        <extracomment>a row of '
          'figures\n  under the days</extracomment>\n        <translation>Jour</translation>')
    assert translations.without_extracomments(ts) == (
        '<message>\n        <source>Day</source>\n        <translation>Jour</translation>')
    assert "<extracomment>" not in translations.ts_path("fr").read_text(encoding="utf-8")


def test_every_engine_log_template_is_offered_to_the_translators():
    assert tuple(log_text.TEMPLATES) == TEMPLATES


def test_a_window_in_french(qtbot, french):
    game = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=3)
    win = make_window(qtbot, game)
    assert win.panel.prompt.text().startswith("Choisissez trois cartes de votre main")
    while win.game.pending.kind != "turn":  # both Mana set-ups, into day 1
        d = win.game.pending
        win.submit([o.id for o in d.options[: d.min]] if d.multi else d.options[0].id)
    win.log_dock.flush()
    assert win.log_dock.windowTitle() == "Journal commenté"
    lines = [win.log_dock.tree.topLevelItem(0).text(0)]
    day = win.log_dock.tree.topLevelItem(0)
    phases = [day.child(i).text(0) for i in range(day.childCount())]
    entries = [day.child(i).child(j).text(0) for i in range(day.childCount())
               for j in range(day.child(i).childCount())]
    assert lines == ["Jour 1"] and {"Mise en place", "Midi"} <= set(phases), phases
    assert any(e == "Midi du jour 1 commence" for e in entries), entries
    assert any(e.endswith("pioche 6 cartes") for e in entries), entries
    assert win.panel.pass_button.text() == "Passer  (P)"
    d = win.game.pending
    win.submit("pass")
    while win.game.pending.kind != "expand":
        d = win.game.pending
        win.submit("pass" if d.kind == "turn" else
                   [o.id for o in d.options[: d.min]] if d.multi else d.options[0].id)
    assert win.panel.prompt.text().startswith("Expansion : vous pouvez mettre une carte")
    assert any(b.toolTip().startswith("Mettre ") and b.toolTip().endswith(" dans le Mana")
               for b in win.panel.option_buttons.values())


def test_english_is_unchanged_without_a_translator(qtbot):
    win = make_window(qtbot, Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=3))
    assert win.log_dock.windowTitle() == "Teaching log"
    assert win.panel.pass_button.text() == "Pass  (P)"
    g = win.game
    assert all(log_text.render(e.text) == e.text for e in g.log)


def test_the_language_follows_the_system_unless_chosen(monkeypatch):
    from PySide6.QtCore import QLocale

    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("fr_FR")))
    assert i18n.chosen_language() == "" and i18n.language() == "fr"
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("ja_JP")))
    assert i18n.language() == "en"  # a language the app does not have: English
    assert i18n.choose("fr") is None and i18n.language() == "fr"
    assert i18n.choose("") is None and i18n.language() == "en"


def test_the_language_menu_remembers_the_choice(qtbot, monkeypatch):
    from PySide6.QtWidgets import QMenu, QMessageBox

    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda _p, _t, text: told.append(text))
    win = make_window(qtbot, Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=3))
    menu = QMenu()
    sub = i18n.add_language_menu(menu, win)
    names = [a.text() for a in sub.actions()]
    assert names == ["System language", "English", "Français"]
    next(a for a in sub.actions() if a.data() == "fr").trigger()
    assert i18n.chosen_language() == "fr" and told and "starts again" in told[0]


def test_the_dusk_banner_line_is_unchanged_in_english_and_short_in_french(qapp):
    import random

    from altered_desktop.game_summary import dusk_sentence
    from engine.policies import random_answer

    lines = []
    for seed in (1, 2, 3):
        rng = random.Random(seed)
        g = Game.new([starter_deck("lyra"), starter_deck("ordis")], seed=seed)
        while g.pending is not None and g.day <= 5:
            g.answer(random_answer(g.pending, rng))
        lines += [e for e in g.log if e.rule in ("4.2.4.b", "4.2.4.i", "7.3.17.b")]
    assert len(lines) > 10
    assert [log_text.dusk_line(e.message) for e in lines] == [dusk_sentence(e.text)
                                                             for e in lines]
    i18n.install(qapp, "fr")
    try:
        french = [log_text.dusk_line(e.message) for e in lines]
    finally:
        i18n.install(qapp, "en")
    assert not any(" against " in x or "contre 0/" in x for x in french), french
    assert any(" est devant : " in x or " reste sur place : " in x for x in french)


def test_the_start_here_mark_leaves_the_french_title_whole_at_1366(qtbot, french):
    """The home screen's "Start here" pill shares a line with Learn to play's title; in
    French ("Commencez ici" beside "Apprendre à jouer") both at full size would not fit
    the tile at 1366×768, so the pill and then the title get smaller, never under 11 px,
    and the title is not cut."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QFontMetricsF
    from PySide6.QtWidgets import QMainWindow

    from altered_desktop import home_screen, theme
    from altered_desktop.main_window import MainWindow

    win: QMainWindow = MainWindow(handoff=False)
    qtbot.addWidget(win)
    win.setWindowState(Qt.WindowState.WindowNoState)
    win.resize(1366, 708)
    win.show()
    home_screen.show_home(win)
    qtbot.waitUntil(lambda: win.home.width() >= 1300)  # the log drawer's room given back
    qtbot.wait(50)
    learn = win.home.buttons["learn"]
    assert learn.title == "Apprendre à jouer" and learn.badge == "Commencez ici"
    title_px, badge_px, pill = learn.title_and_badge()
    assert min(title_px, badge_px) >= theme.LEAST_TEXT_PX
    title_w = QFontMetricsF(theme.font(title_px, bold=True)).horizontalAdvance(learn.title)
    text = learn.text_rect()
    # the pill beside the title, or above it in the tile's corner, or on the painting:
    # never over the title
    if pill.bottom() > text.top() and pill.left() > text.left():
        assert text.left() + title_w + 8 <= pill.left()
    else:
        assert title_w <= text.width()
        assert pill.bottom() <= text.top() or pill.right() <= text.left()
    assert pill.right() <= learn.width()


def test_every_decision_kind_has_a_title_in_english_and_french(qapp, french):
    """The decision panel's heading names what is asked, for every kind the engine may ask
    (engine.decisions.DecisionKind), never the kind's code name made readable; the titles
    of a target player (6.5.b), a status to choose and a card revealed from the Deck are
    in French too."""
    from altered_desktop.decision_panel import TITLES, kind_title
    from engine.decisions import DECISION_KINDS

    assert sorted(k for k in DECISION_KINDS if k not in TITLES) == []
    assert kind_title("target_player") == "Choisissez un joueur"
    assert kind_title("choose_status") == "Choisissez un statut"
    assert kind_title("revealed") == "Une carte révélée"
    i18n.install(QApplication.instance(), "en")
    assert [kind_title(k) for k in ("target_player", "choose_status", "revealed")] == [
        "Choose a player", "Choose a status", "A revealed card"]
