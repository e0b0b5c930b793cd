"""The app over bad files (issue #10): it starts over every broken autosave and every
broken deck file of the corpus with a window and a message, keeps the broken autosave
aside under another name, and runs on with a data folder it cannot write."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from typing import Any

import pytest

from altered_desktop import app, storage
from altered_desktop.session import Mode
from engine.decks import Deck, starter_deck
from engine.game import Game
from tests.gui.conftest import make_window

CORPUS = Path(__file__).resolve().parent.parent / "data" / "bad_input"
RECORDS = sorted((CORPUS / "records").iterdir())
DECK_FILES = sorted((CORPUS / "decks").iterdir())


@pytest.fixture
def start(qtbot, monkeypatch):  # type: ignore[no-untyped-def]
    """Start the app as `altered-desktop` does (without its event loop); the resume
    question is answered Yes and the New game dialog only recorded (it is modal)."""
    from PySide6.QtWidgets import QMessageBox

    from altered_desktop.main_window import MainWindow

    opened: list[MainWindow] = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Yes)
    monkeypatch.setattr(MainWindow, "new_game_dialog",
                        lambda self: opened.append(self))
    # not a first start: the course offer (tests/gui/test_lessons_ui.py) is not asked
    monkeypatch.setattr("altered_desktop.lessons_ui.first_time", lambda: False)

    def run(*argv: str) -> Any:
        win = app.open_window(app.build_parser().parse_args(list(argv)))
        assert win is not None and win.isVisible()
        qtbot.addWidget(win)
        qtbot.wait(10)  # the New game dialog is opened on the next turn of the loop
        notices = getattr(win, "notices", [])
        assert all(box.isVisible() for box in notices)
        if notices:
            notices[-1].accept()
        # the home screen is the new start (issue #23), the message above it
        win.new_game_opened = win.home.isVisible()
        return win

    return run


def notice_texts(win: Any) -> list[str]:
    return [box.text() for box in getattr(win, "notices", [])]


def _aside(folder: Path) -> list[Path]:
    return sorted(folder.glob("autosave.broken-*"))


@pytest.mark.parametrize("broken", RECORDS, ids=lambda p: p.name)
def test_the_app_starts_over_each_broken_autosave(start, user_data: Path, broken: Path):
    user_data.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(broken, user_data / "autosave.json")
    win = start()
    (text,) = notice_texts(win)
    (kept,) = _aside(user_data)
    assert f"kept as {kept}" in text and "A new game starts" in text
    assert kept.read_bytes() == broken.read_bytes()  # nothing lost
    assert not (user_data / "autosave.json").exists()  # not offered again at every start
    assert win.new_game_opened and win.session is None


@pytest.mark.parametrize("kind", ["pipe", "folder", "device"])
def test_the_app_starts_over_an_autosave_that_is_not_a_file(start, user_data: Path, kind):
    user_data.mkdir(parents=True, exist_ok=True)
    path = user_data / "autosave.json"
    if kind == "pipe":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    else:
        if not Path("/dev/zero").exists():
            pytest.skip("no /dev/zero here")
        path.symlink_to("/dev/zero")
    win = start()
    (text,) = notice_texts(win)
    assert "could not be resumed" in text and kind.replace("folder", "a folder") in text
    assert len(_aside(user_data)) == 1 and win.new_game_opened


def test_a_good_autosave_still_resumes(start, user_data: Path):
    g = Game.new([starter_deck("axiom"), starter_deck("lyra")], seed=5)
    g.save(storage.autosave_path())
    win = start()
    # offered as Continue on the home screen, with its decks and day (issue #23)
    assert notice_texts(win) == [] and _aside(user_data) == []
    assert win.home.continue_button.isVisible()
    assert "day 1" in win.home.continue_button.text()
    win.home.continue_button.click()
    assert win.session is not None and not win.home.isVisible()


def test_stale_temporary_files_are_cleaned_at_start(start, user_data: Path):
    (user_data / "decks").mkdir(parents=True)
    stale = [user_data / "autosave.json.k3j_x.tmp", user_data / "settings.json.a1.tmp",
             user_data / "decks" / "ordis.json.zz.tmp"]
    for p in stale:
        p.write_text("{half a rec")
    keep = user_data / "notes.tmp"  # not one of ours
    keep.write_text("x")
    start("--no-resume")
    assert [p.exists() for p in stale] == [False] * 3 and keep.exists()


# ---------------------------------------------------------------------- decks
def _save_good_decks() -> None:
    for n in ("axiom", "muna"):
        d = starter_deck(n)
        storage.save_user_deck(Deck(f"My {n}", d.hero, d.cards))


@pytest.mark.parametrize("broken", DECK_FILES, ids=lambda p: p.name)
def test_new_game_lists_a_broken_deck_file_as_broken_and_loads_the_others(qtbot, broken):
    from altered_desktop.deck_picker import NewGameDialog

    _save_good_decks()
    shutil.copyfile(broken, storage.decks_dir() / f"zz-{broken.name}")
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    keys = [dlg.deck1.itemData(i) for i in range(dlg.deck1.count())]
    assert "user:My axiom" in keys and "user:My muna" in keys
    broken_keys = [k for k in keys if k.startswith("broken:")]
    assert len(broken_keys) == 1 and broken_keys[0].endswith(f"zz-{broken.name}")
    dlg.goldfish.setChecked(True)
    dlg.deck1.setCurrentIndex(dlg.deck1.findData(broken_keys[0]))
    assert "cannot be read" in dlg.preview_title.text()
    assert len(dlg.preview_title.text()) < 800
    dlg.accept()
    assert dlg.result() != dlg.DialogCode.Accepted  # a broken file cannot start a game


def test_deck_file_names_never_collide():
    d = starter_deck("ordis")
    names = ["Ordis rush!", "Ordis rush?", "火の山", "水の森", "CON", "", "  ", "a" * 300]
    paths = [storage.save_user_deck(Deck(n or "x", d.hero, d.cards)) for n in names[:5]]
    assert len(set(paths)) == 5
    assert {x.name for x in storage.load_user_decks()} == set(names[:5])
    # the same name overwrites its own file
    again = storage.save_user_deck(Deck("Ordis rush?", d.hero, d.cards[:10]))
    assert again == paths[1] and len(storage.load_user_decks()) == 5
    storage.delete_user_deck("Ordis rush!")
    assert {x.name for x in storage.load_user_decks()} == set(names[1:5])


# ---------------------------------------------------------------------- unwritable folder
@pytest.fixture(params=["impossible", "read-only"])
def unwritable(request, tmp_path: Path, monkeypatch) -> str:  # type: ignore[no-untyped-def]
    """A data folder that cannot be created (a file in its way) or cannot be written
    (read-only: by permissions, or, for root who ignores them, every write refused)."""
    if request.param == "impossible":
        blocker = tmp_path / "a-file"
        blocker.write_text("in the way")
        monkeypatch.setenv(storage.ENV_OVERRIDE, str(blocker / "data"))
        return request.param
    folder = tmp_path / "ro"
    (folder / "decks").mkdir(parents=True)
    monkeypatch.setenv(storage.ENV_OVERRIDE, str(folder))
    if os.geteuid() != 0:
        for p in (folder / "decks", folder):
            p.chmod(0o555)
        request.addfinalizer(lambda: [p.chmod(0o755) for p in (folder, folder / "decks")])
    else:
        import engine.record

        def refuse(*_a: Any, **_k: Any) -> Any:
            raise PermissionError(13, "Permission denied")

        monkeypatch.setattr(engine.record.tempfile, "mkstemp", refuse)
        monkeypatch.setattr(storage.os, "access", lambda *_a, **_k: False)
        # the settings store (QSettings) writes by itself: a store that cannot be written
        from PySide6.QtCore import QSettings

        blocker = tmp_path / "store-blocker"
        blocker.write_text("a file where the store's folder should be")
        monkeypatch.setattr(storage, "settings_store", lambda: QSettings(
            str(blocker / "settings.ini"), QSettings.Format.IniFormat))
    return request.param


def test_an_unwritable_data_folder_gives_messages_and_the_game_goes_on(
        qtbot, start, unwritable, monkeypatch, tmp_path):  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QMessageBox

    from altered_desktop.deck_picker import ImportDeckDialog, NewGameDialog

    win = start()
    (text,) = notice_texts(win)
    assert "will not be kept" in text and str(storage.data_root()) in text
    # the New game dialog builds and starts a game
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    dlg.goldfish.setChecked(True)
    cfg = dlg.result_config()
    assert dlg.settings_error and cfg["mode"] is Mode.GOLDFISH
    win.start_new(cfg)
    assert win.session is not None and win.game.pending is not None
    # answering goes on; the autosave that failed is said in the status bar
    d = win.game.pending
    win.submit([o.id for o in d.options[:d.min]] if d.multi else d.options[0].id)
    win.session.flush_autosave()
    assert "Autosave failed" in win.session.autosave_error
    assert len(win.game.answers) >= 1
    # the hand-off toggle
    win.set_handoff(False)
    assert "Not remembered" in win.statusBar().currentMessage()
    # Save to My decks
    imp = ImportDeckDialog(starter_deck("axiom").to_text(), "Mine")
    qtbot.addWidget(imp)
    imp.save()
    assert imp.saved_deck is None and "Could not save" in imp.problem_lines()[0]
    assert str(storage.data_root()) in imp.problem_lines()[0]
    # Export log into the folder
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: warned.append(a[2]))
    from PySide6.QtWidgets import QFileDialog

    target = storage.data_root() / "log.html"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    if unwritable == "read-only" and os.geteuid() == 0:
        monkeypatch.setattr(Path, "write_text", lambda *a, **k: (_ for _ in ()).throw(
            PermissionError(13, "Permission denied")))
    win.export_log_dialog()
    assert warned and str(target) in warned[0]
    win.close()  # closing never fails either


def test_settings_with_values_of_the_wrong_shape_fall_back_on_the_defaults(user_data: Path):
    user_data.mkdir(parents=True, exist_ok=True)
    (user_data / "settings.ini").unlink()  # a first start after an older version
    (user_data / "settings.json").write_text(json.dumps(
        {"names": 5, "decks": ["a"], "handoff": "yes", "mode": "goldfish", "window": 3}))
    s = storage.load_settings()
    assert s == {**storage.DEFAULT_SETTINGS, "mode": "goldfish"}
    (user_data / "settings.ini").unlink()
    (user_data / "settings.json").write_text("[" * 5000)
    assert storage.load_settings() == storage.DEFAULT_SETTINGS


def test_a_game_in_a_window_survives_a_deck_file_that_turns_bad(qtbot):
    _save_good_decks()
    (storage.decks_dir() / "bad.json").write_text("[" * 100_000)
    win = make_window(qtbot, Game.new([starter_deck("axiom"), starter_deck("lyra")], seed=1))
    assert [d.name for d in storage.load_user_decks()] == ["My axiom", "My muna"]
    assert win.session is not None


# ---------------------------------------------------------------------- Import dialog
def test_import_dialog_never_keeps_a_stale_verdict_and_save_follows_the_text(qtbot):
    from altered_desktop.deck_picker import ImportDeckDialog

    good = starter_deck("axiom").to_text()
    dlg = ImportDeckDialog(good, "Axiom")
    qtbot.addWidget(dlg)
    assert dlg.problem_lines()[-1].startswith("✓") and dlg.save_button.isEnabled()
    for count in ("²", "③", "₃", str(10**19), str(10**9)):
        dlg.text.setPlainText(good + f"{count} ALT_CORE_B_AX_04_C\n")
        assert not any(ln.startswith("✓") for ln in dlg.problem_lines())  # at once
        assert not dlg.save_button.isEnabled()
        qtbot.waitUntil(lambda: dlg.problem_lines() != ["… checking"], timeout=2000)
        (err,) = [ln for ln in dlg.problem_lines() if ln.startswith("✗")]
        assert "count" in err and f"line {good.count(chr(10)) + 1}" in err
        dlg.save()  # Save with the bad text does nothing and says why
        assert dlg.saved_deck is None and storage.load_user_decks() == []


def test_import_dialog_refuses_a_giant_paste_and_lists_a_bounded_number_of_problems(qtbot):
    from PySide6.QtCore import QMimeData

    from altered_desktop.deck_picker import ImportDeckDialog
    from engine.decks import MAX_TEXT_CHARS

    dlg = ImportDeckDialog("", "x")
    qtbot.addWidget(dlg)
    giant = QMimeData()
    giant.setText("3 ALT_NOPE\n" * 200_000)
    dlg.text.insertFromMimeData(giant)
    assert dlg.text.toPlainText() == ""
    assert "Nothing was pasted" in dlg.problem_lines()[0]
    assert f"{MAX_TEXT_CHARS:,}" in dlg.problem_lines()[0]
    many = QMimeData()
    many.setText("".join(f"3 ALT_NOPE_{i}\n" for i in range(999)))
    dlg.text.insertFromMimeData(many)
    dlg.check()
    lines = dlg.problem_lines()
    assert len(lines) == dlg.MAX_SHOWN + 1 and "949 more" in lines[-1]
    assert len(dlg.marked_lines) == dlg.MAX_SHOWN
    # opened with a giant text (a huge file or clipboard), the editor stays empty
    big = ImportDeckDialog("x" * (MAX_TEXT_CHARS + 1), "y")
    qtbot.addWidget(big)
    assert big.text.toPlainText() == "" and "Nothing was pasted" in big.problem_lines()[0]


def test_the_deck_builder_says_a_deck_was_not_saved_and_keeps_it_open(qtbot, unwritable):
    from altered_desktop.deck_builder import DeckBuilder

    builder = DeckBuilder(deck=starter_deck("lyra"))
    builder._no_prompt = True  # closing at the end of the test asks nothing
    qtbot.addWidget(builder)
    builder.show()
    assert builder.save_deck() is None
    assert "Not saved" in builder.status.currentMessage()
    assert str(storage.data_root()) in builder.status.currentMessage()
