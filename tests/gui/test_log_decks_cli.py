"""The teaching log, deck import and the command-line modes."""

from __future__ import annotations

from altered_desktop import app, storage
from altered_desktop.deck_picker import ImportDeckDialog, NewGameDialog, deck_choices
from altered_desktop.log_dock import ENTRY_ROLE, explanation
from altered_desktop.session import Mode
from altered_desktop.smoke import scripted_step
from engine.decks import starter_deck
from engine.game import Game
from tests.gui.conftest import make_window


def test_log_lists_every_entry_with_rule_and_focuses_objects(qtbot, tmp_path):
    game = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=7)
    win = make_window(qtbot, game, Mode.HOTSEAT)
    for _ in range(12):
        scripted_step(win)
    items = win.log_dock.entry_items()
    assert len(items) == len(win.game.log)
    for item, entry in zip(items, win.game.log, strict=True):
        assert item.text(1) == entry.rule
        assert explanation(entry) in item.toolTip(0)
    # an entry about an object still on the table highlights it
    visible = win.table.visible_oids()
    idx = next(i for i, e in enumerate(win.game.log) if set(e.objects) & visible)
    item = next(it for it in items if it.data(0, ENTRY_ROLE) == idx)
    win.log_dock.tree.setCurrentItem(item)
    entry = win.game.log[idx]
    assert win.table.log_focus == set(entry.objects) & visible
    assert entry.rule in win.log_dock.explain.text()
    out = tmp_path / "log.html"
    win.export_log(out)
    html = out.read_text()
    assert html.count("<li>") == len(win.game.log)
    assert "Day 1" in html and "(4.1.k)" in html


def test_import_decklist_shows_problems_per_line(qtbot):
    text = "1 ALT_CORE_B_AX_01_C\n3 NOT_A_CARD\nthree ALT_CORE_B_AX_04_C\n"
    dlg = ImportDeckDialog(text, "Broken")
    qtbot.addWidget(dlg)
    lines = dlg.problem_lines()
    assert any("line 2" in ln and "NOT_A_CARD" in ln for ln in lines)
    assert any("line 3" in ln for ln in lines)
    assert dlg.marked_lines == [2, 3]  # the faulty lines are tinted in the editor
    assert not dlg.save_button.isEnabled()
    # a readable but short deck can be saved; its construction problems are warnings
    dlg.text.setPlainText("1 ALT_CORE_B_AX_01_C\n3 ALT_CORE_B_AX_04_C\n")
    # the old verdict is taken down at once; the check runs when typing pauses
    assert dlg.problem_lines() == ["… checking"] and not dlg.save_button.isEnabled()
    qtbot.waitUntil(dlg.save_button.isEnabled, timeout=2000)
    assert any("1.1.4.c" in ln for ln in dlg.problem_lines())
    dlg.name.setText("Tiny Axiom")
    dlg.save()
    assert ("user:Tiny Axiom", "My deck · Tiny Axiom") in deck_choices()
    assert storage.load_user_decks()[0].cards == ("ALT_CORE_B_AX_04_C",) * 3


def test_new_game_dialog_starts_a_goldfish_game(qtbot):
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    assert dlg.deck1.count() >= 6
    dlg.goldfish.setChecked(True)
    assert not dlg.deck2.isEnabled()
    dlg.deck1.setCurrentIndex(dlg.deck1.findData("starter:muna"))
    cfg = dlg.result_config()
    assert cfg["mode"] is Mode.GOLDFISH
    assert cfg["decks"][0] == starter_deck("muna")
    assert storage.load_settings()["mode"] == "goldfish"


def test_cli_screenshot_of_a_saved_game(qtbot, tmp_path):
    g = Game.new([starter_deck("lyra"), starter_deck("ordis")], seed=3)
    g.answer([o.id for o in g.pending.options[:3]])
    rec = tmp_path / "g.json"
    g.save(rec)
    png = tmp_path / "shot.png"
    assert app.main(["--load", str(rec), "--screenshot", str(png), "--size", "1200x800"]) == 0
    from PySide6.QtGui import QImage

    img = QImage(str(png))
    assert img.width() == 1200 and img.height() > 700


def test_cli_smoke_goldfish(qtbot, tmp_path, capsys):
    png = tmp_path / "smoke.png"
    assert app.main(["--smoke-goldfish", "12", "--screenshot", str(png)]) == 0
    assert "smoke ok: 12 answers" in capsys.readouterr().out
    assert png.stat().st_size > 10_000


def test_cli_smoke_goldfish_with_animations_on(qtbot, tmp_path, capsys):
    """The bundle's smoke runs with a user's default settings: animations on, so the
    day's first Dusk (answer 5 of this seed) is told while the panel holds the next
    question; the script skips the show as a user clicking the table would."""
    from altered_desktop import storage

    storage.save_settings({"animations": True})
    assert app.main(["--smoke-goldfish", "8"]) == 0
    assert "smoke ok: 8 answers" in capsys.readouterr().out


def test_cli_rejects_a_damaged_record(qtbot, tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    assert app.main(["--load", str(bad), "--screenshot", str(tmp_path / "x.png")]) == 2
    assert "not valid JSON" in capsys.readouterr().err


def test_import_from_clipboard_selects_the_new_deck(qtbot, monkeypatch):
    from PySide6.QtGui import QGuiApplication

    from altered_desktop import deck_picker

    QGuiApplication.clipboard().setText(starter_deck("yzmir").to_text())

    def save_at_once(self):  # the user presses "Save to My decks"
        self.name.setText("Clipboard Yzmir")
        self.save()
        return 1

    monkeypatch.setattr(deck_picker.ImportDeckDialog, "exec", save_at_once)
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    dlg.import_from_clipboard()
    assert dlg.deck1.currentData() == "user:Clipboard Yzmir"
    assert dlg.result_config()["decks"][0].cards == starter_deck("yzmir").cards


def test_deck_preview_and_deleting_a_user_deck(qtbot, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    storage.save_user_deck(starter_deck("muna").__class__(
        "Spare Muna", starter_deck("muna").hero, starter_deck("muna").cards))
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    dlg.deck1.setCurrentIndex(dlg.deck1.findData("starter:ordis"))
    rows = [dlg.preview.item(i).text() for i in range(dlg.preview.count())]
    assert rows[0].startswith("Hero: ")
    assert sum(int(r.split(" × ")[0]) for r in rows[1:] if " × " in r) == 39
    assert not dlg.delete_button.isEnabled()  # starters cannot be deleted
    dlg.deck1.setCurrentIndex(dlg.deck1.findData("user:Spare Muna"))
    assert dlg.delete_button.isEnabled()
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Yes)
    dlg.delete_button.click()
    assert dlg.deck1.findData("user:Spare Muna") == -1
    assert storage.load_user_decks() == []


def test_log_entry_of_a_card_that_moved_highlights_it_where_it_is_now(qtbot):
    """A logged object that changed zones (1.4.4) is followed to its current place."""
    game = Game.new([starter_deck("ordis"), starter_deck("lyra")], seed=3)
    win = make_window(qtbot, game, Mode.HOTSEAT)
    moved = None
    for _ in range(400):
        scripted_step(win)
        visible = win.table.visible_oids()
        for e in win.game.log:
            for o in e.objects:
                now = win.game.current_oid(o)
                if now is not None and now != o and now in visible:
                    moved = (e, o, now)
                    break
            if moved:
                break
        if moved or win.game.pending is None:
            break
    assert moved, "no logged card moved to another visible place in this game"
    entry, old, now = moved
    win.focus_objects(tuple(entry.objects))
    assert now in win.table.log_focus and old not in win.table.log_focus
    assert "1.4.4" in win.statusBar().currentMessage()


def test_import_refuses_a_card_that_is_not_implemented(qtbot, monkeypatch):
    """A decklist holding a card whose text the engine cannot play yet is an error, not a
    warning: it names the card and why, tints its line, and the deck cannot be saved; a
    saved deck holding one cannot start a game."""
    from engine.cards import registry
    from engine.model import CardDef, CardType, Faction, Stats

    unwritten = CardDef("TEST_UNWRITTEN", "Unwritten Scholar", CardType.CHARACTER,
                        faction=Faction.AXIOM, stats=Stats(1, 1, 1), implemented=False,
                        missing="effect: 'rewrite the rules'")
    monkeypatch.setitem(registry._extra, unwritten.ref, unwritten)
    dlg = ImportDeckDialog(f"1 ALT_CORE_B_AX_01_C\n3 ALT_CORE_B_AX_04_C\n2 {unwritten.ref}\n",
                           "Half written")
    qtbot.addWidget(dlg)
    refused = [ln for ln in dlg.problem_lines() if ln.startswith("✗")]
    assert len(refused) == 1 and "Unwritten Scholar" in refused[0]
    assert "line 3" in refused[0] and "rewrite the rules" in refused[0]
    assert dlg.marked_lines == [3] and not dlg.save_button.isEnabled()

    axiom = starter_deck("axiom")
    storage.save_user_deck(axiom.__class__("Half written", axiom.hero,
                                           axiom.cards + (unwritten.ref,)))
    new = NewGameDialog()
    qtbot.addWidget(new)
    new.goldfish.setChecked(True)
    new.deck1.setCurrentIndex(new.deck1.findData("user:Half written"))
    new.accept()
    assert new.result() != new.DialogCode.Accepted
    assert "Unwritten Scholar" in new.preview_title.text()
    new.deck1.setCurrentIndex(new.deck1.findData("starter:axiom"))
    new.accept()
    assert new.result() == new.DialogCode.Accepted


def test_the_exported_log_reads_each_line_as_the_screen_does(qtbot):
    """The HTML export names an entry's actor once, as the on-screen log does: a line
    whose own words start with the actor ("Ninette's hero Expedition moves forward") is
    not prefixed "Ninette: " again.  Checked on every entry of a real game's log."""
    import html as html_lib
    import random
    import re

    from altered_desktop import log_text
    from altered_desktop.log_dock import log_to_html, teaching_line
    from engine.policies import random_answer

    game = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=4,
                    names=("Ninette", "Paul"))
    rng = random.Random(4)
    while not game.over and len(game.answers) < 400:
        game.answer(random_answer(game.pending, rng))
    log = game.log
    assert any(e.actor and log_text.names_actor(e.actor, e.message) for e in log), \
        "no entry naming its own actor: the case is not exercised"
    page = log_to_html(log, "A game")
    lines = re.findall(r"<li>(.*?) <span class='rule'>", page)
    assert len(lines) == len(log)
    for shown, e in zip(lines, log, strict=True):
        text = html_lib.unescape(re.sub(r"<[^>]+>", "", shown))
        assert text == teaching_line(e)  # as the teaching log words it
