"""The fragile spots of issue #29, item 7, in the app: damaged settings are kept as a
copy (never overwritten at close), the log export is atomic, New game's import cannot
save an empty deck, and a game file is opened off the GUI thread (the window keeps
painting while a long record replays) with its failure shown, not raised."""

from __future__ import annotations

from pathlib import Path

import pytest

from altered_desktop import storage
from engine.decks import starter_deck
from engine.game import Game
from tests.gui.conftest import make_window


def test_damaged_settings_are_kept_as_a_copy_and_never_overwritten(user_data):
    (user_data / "settings.ini").unlink()  # a first start after an older version
    path = user_data / "settings.json"
    path.write_text('{"names": ["Ninette", ')  # cut short
    settings = storage.load_settings()
    assert settings == storage.DEFAULT_SETTINGS | {}  # defaults: never a reason not to start
    (copy,) = list(user_data.glob("settings.broken-*.json"))
    assert copy.read_text() == '{"names": ["Ninette", '
    storage.save_settings(settings)  # what the window does at close
    assert copy.read_text() == '{"names": ["Ninette", '
    assert storage.load_settings() == settings and len(list(user_data.glob("settings.broken-*"))) == 1


def test_the_log_export_is_atomic(qtbot, monkeypatch, tmp_path):
    win = make_window(qtbot, Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=1))
    out = tmp_path / "log.html"
    out.write_text("<p>the earlier export</p>")

    def disk_full(_fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("engine.record.os.fsync", disk_full)
    with pytest.raises(OSError):
        win.export_log(out)
    assert out.read_text() == "<p>the earlier export</p>"  # whole, not half a page
    assert not list(tmp_path.glob("*.tmp"))
    monkeypatch.undo()
    win.export_log(out)
    assert "<html" in out.read_text().lower() and "events" in out.read_text()


def test_new_games_import_cannot_save_an_empty_deck(qtbot):
    from altered_desktop.deck_picker import ImportDeckDialog

    for text in ("", "\n\n# nothing\n"):
        dlg = ImportDeckDialog(text, "Empty")
        qtbot.addWidget(dlg)
        assert not dlg.save_button.isEnabled()
        dlg.save()
        assert dlg.saved_deck is None and storage.load_user_decks() == []
        assert any("holds no card" in line for line in dlg.problem_lines())


def test_a_game_file_opens_off_the_gui_thread(qtbot, tmp_path):
    """The replay runs in another thread and `start` returns at once: the window's event
    loop goes on meanwhile (how often it gets the GIL depends on the machine's load, so
    that is not asserted as a rate)."""
    import threading

    from altered_desktop.background_load import Loader

    win = make_window(qtbot, Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=1))
    release = threading.Event()
    ran_in: list[threading.Thread] = []

    def slow_replay(path: Path) -> str:
        ran_in.append(threading.current_thread())
        assert release.wait(10)
        return f"{path.name} replayed"

    got: list[str] = []
    loader = Loader(win, tmp_path / "long.json", slow_replay)
    loader.loaded.connect(got.append)
    loader.start()
    # did not wait: the replay cannot finish before `release`, so a `start` that waited
    # for it would hang here (and then fail the thread check below)
    assert not loader.done.is_set()
    qtbot.wait(50)  # the event loop runs while the replay has not finished
    assert got == [] and ran_in and ran_in[0] is not threading.main_thread()
    release.set()
    qtbot.waitUntil(loader.done.is_set, timeout=10_000)
    assert got == ["long.json replayed"]


def test_open_shows_a_failure_and_opens_a_good_file(qtbot, monkeypatch, tmp_path):
    from PySide6.QtWidgets import QMessageBox

    win = make_window(qtbot, Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=1))
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: warned.append(text))
    bad = tmp_path / "bad.json"
    bad.write_text("[" * 10)
    loader = win.load_in_background(bad)
    qtbot.waitUntil(loader.done.is_set, timeout=10_000)
    assert warned and "bad.json" in warned[0]
    g = Game.new([starter_deck("lyra"), starter_deck("muna")], seed=4)
    for _ in range(12):
        g.answer(g.pending.options[0].id if not g.pending.multi else
                 [o.id for o in g.pending.options[: g.pending.min]])
    good = tmp_path / "good.json"
    g.save(good)
    loader = win.load_in_background(good)
    qtbot.waitUntil(loader.done.is_set, timeout=10_000)
    qtbot.waitUntil(lambda: win.game.fingerprint() == g.fingerprint(), timeout=5000)
