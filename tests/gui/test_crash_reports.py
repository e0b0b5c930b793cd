"""Crash reports (issue #29): an exception nobody catches - in a Qt slot above all - is
logged to the rotating file in the data folder, a report holding the game's record, the
traceback and the versions is saved beside the ruling reports, one dialog says where,
and the program goes on with the game as it was."""

from __future__ import annotations

import json
import logging
import sys
import threading

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QPushButton

from altered_desktop import crash
from engine.decks import starter_deck
from engine.game import Game
from tests.gui.conftest import make_window


@pytest.fixture
def handler(qtbot):  # type: ignore[no-untyped-def]
    shown: list[tuple[str, str, str]] = []
    win = make_window(qtbot, Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=2))
    h = crash.install(lambda: win.game.record, lambda *a: shown.append(a))
    h.win, h.shown = win, shown
    yield h
    crash.uninstall(h)
    root = logging.getLogger()
    for hd in [hd for hd in root.handlers if getattr(hd, "altered_crash_log", False)]:
        root.removeHandler(hd)
        hd.close()


@pytest.mark.qt_no_exception_capture
def test_an_exception_in_a_slot_saves_a_report_shows_one_dialog_and_the_game_goes_on(
        qtbot, handler, user_data):
    win = handler.win
    button = QPushButton("boom")
    qtbot.addWidget(button)

    def broken_slot() -> None:
        raise RuntimeError("a defect in a slot")

    button.clicked.connect(broken_slot)
    button.click()  # Qt calls the slot; the exception goes to sys.excepthook
    ((title, text, details),) = handler.shown
    assert title == "Something went wrong" and "RuntimeError: a defect in a slot" in text
    assert "broken_slot" in details
    (path,) = handler.reports
    assert path.parent == user_data / "games" and path.name.startswith("altered-crash-report-")
    assert str(path) in text
    report = json.loads(path.read_text())
    assert report["error"] == "RuntimeError: a defect in a slot"
    assert "broken_slot" in report["traceback"]
    assert report["record"] == win.game.record  # the game, to replay what happened
    assert {"version", "rules", "python", "pyside6", "qt", "system"} <= set(report["versions"])
    log = (user_data / "logs" / crash.LOG_FILE).read_text()
    assert "unexpected error" in log and "a defect in a slot" in log
    d = win.game.pending  # the program goes on: the game still answers
    win.submit([o.id for o in d.options[: d.min]] if d.multi else d.options[0].id)
    assert len(win.game.answers) == 1


@pytest.mark.qt_no_exception_capture
def test_an_error_repeated_while_the_dialog_is_open_is_counted_not_shown_again(handler, qtbot):
    def show_and_fail_again(*_a: str) -> None:
        handler.shown.append(_a)
        QTimer.singleShot(0, lambda: 1 / 0)  # a paint that keeps failing, say
        qtbot.wait(20)

    handler.show = show_and_fail_again
    QTimer.singleShot(0, lambda: 1 / 0)
    qtbot.wait(50)
    assert len(handler.shown) == 1 and handler.repeated >= 1


def test_an_exception_in_a_thread_is_logged_and_reported_without_a_dialog(handler, user_data):
    def work() -> None:
        raise ValueError("in a worker thread")

    t = threading.Thread(target=work, name="worker")
    t.start()
    t.join()
    assert handler.shown == []
    (path,) = handler.reports
    report = json.loads(path.read_text())
    assert report["where"] == "worker" and report["error"] == "ValueError: in a worker thread"


def test_no_report_can_be_saved_in_a_read_only_folder_and_the_dialog_says_so(
        handler, user_data, monkeypatch):
    def refuse(*_a, **_k):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(crash, "write_crash_report", refuse)
    try:
        raise KeyError("x")
    except KeyError:
        sys.excepthook(*sys.exc_info())
    ((_t, text, _d),) = handler.shown
    assert "No report could be saved (Permission denied)" in text


def test_the_log_rotates(user_data):
    path = crash.setup_logging()
    try:
        assert path == user_data / "logs" / crash.LOG_FILE
        log = logging.getLogger("altered_desktop.test")
        for _ in range(3000):
            log.warning("x" * 1000)
        names = sorted(p.name for p in (user_data / "logs").iterdir())
        assert names == [crash.LOG_FILE] + [f"{crash.LOG_FILE}.{i}" for i in (1, 2, 3)]
        assert all(p.stat().st_size <= crash.LOG_BYTES + 2000
                   for p in (user_data / "logs").iterdir())
    finally:
        root = logging.getLogger()
        for hd in [hd for hd in root.handlers if getattr(hd, "altered_crash_log", False)]:
            root.removeHandler(hd)
            hd.close()
