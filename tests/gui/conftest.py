"""GUI test fixtures: an isolated user data folder and ready-made windows."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import altered_desktop  # noqa: E402,F401  (applies the PySide6 refcount workaround first)


@pytest.fixture(autouse=True)
def user_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Every test gets its own user data folder; the user's real files are never touched."""
    from PySide6.QtCore import QStandardPaths

    QStandardPaths.setTestModeEnabled(True)
    folder = tmp_path / "userdata"
    monkeypatch.setenv("ALTERED_DESKTOP_DATA", str(folder))
    from altered_desktop import storage

    storage.save_settings({"animations": False})  # tests run with animations off
    yield folder


@pytest.fixture
def inline_ai(monkeypatch: pytest.MonkeyPatch) -> None:
    """An AI seat thinks on the GUI thread, with no worker process to start: quick and
    deterministic, for tests about what the screen shows rather than about the worker
    (tests/gui/test_ai_seat.py covers that)."""
    from altered_desktop import ai_seat

    monkeypatch.setattr(ai_seat.AISeat, "_start_worker",
                        lambda self: setattr(self, "_pool", None))


def make_window(qtbot, game, mode=None, handoff=False, autosave=True):  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt

    from altered_desktop import storage
    from altered_desktop.main_window import MainWindow
    from altered_desktop.session import GameSession

    session = GameSession(game, mode, autosave=storage.autosave_path() if autosave else None)
    win = MainWindow(session, handoff=handoff)
    qtbot.addWidget(win)
    win.setWindowState(Qt.WindowState.WindowNoState)  # fitted to the small test screen
    win.resize(1500, 940)
    win.show()
    win.refresh()
    return win


def day3_window(qtbot, size: tuple[int, int]):  # type: ignore[no-untyped-def]
    """The review's day-3 hotseat table (tools.table_scenes) in a window of `size`,
    laid out and painted once: the board most layout tests measure."""
    from altered_desktop.session import Mode
    from tools.table_scenes import day3_game

    win = make_window(qtbot, day3_game(), Mode.HOTSEAT)
    win.resize(*size)
    win.refresh()
    qtbot.wait(20)
    return win


def full_board_window(qtbot, size: tuple[int, int]):  # type: ignore[no-untyped-def]
    """The review's full board (tools.played_game: seed 91's day 8, Ninette to play after
    the hand-off, a crowded Reserve, a Landmark) in a hotseat window of `size`."""
    from altered_desktop.session import Mode
    from tools import played_game

    game = played_game.new_game(played_game.FULL_BOARD_SEED)
    played_game.play_to(game, played_game.FULL_BOARD_TURN)
    win = make_window(qtbot, game, Mode.HOTSEAT)
    win.resize(*size)
    qtbot.wait(50)
    win.refresh()
    return win


def play(win, n):  # type: ignore[no-untyped-def]
    """Answer `n` decisions through the window as the smoke test does, revealing the table
    whenever the hand-off curtain is up."""
    from altered_desktop.smoke import scripted_step

    for _ in range(n):
        if win.handoff.isVisible():
            win.handoff.reveal_button.click()
        scripted_step(win)


def first_turn(qtbot):  # type: ignore[no-untyped-def]
    """A hotseat game (axiom v bravos, seed 7) in its window, Mana set up, at the first turn."""
    from altered_desktop.session import Mode
    from engine.decks import starter_deck
    from engine.game import Game

    game = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=7,
                    names=("Ninette", "Lithium"))
    win = make_window(qtbot, game, Mode.HOTSEAT)
    while game.pending.kind == "mana_setup":
        win.submit([o.id for o in game.pending.options[:3]])
    return win, game


def tree_items(tree):  # type: ignore[no-untyped-def]
    """Every item of a QTreeWidget, at every depth (a deck list's groups and cards)."""
    stack = [tree.invisibleRootItem()]
    while stack:
        node = stack.pop()
        for i in range(node.childCount()):
            stack.append(node.child(i))
            yield node.child(i)
