"""Screenshots at the sizes players use (issue #14, defects 2 and 3, "scales with the
window"): at 1366×768, 1920×1080, 2560×1440 and at device pixel ratio 2, no card name is
cut short in the hand or the zoom, hand cards are big enough for 10 px text, and nothing
of the table or the prompt panel lies outside the window.  Each screenshot is written to
the test's folder (and to $ALTERED_SHOTS when set, to look at them)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from altered_desktop.session import Mode
from engine.decks import starter_deck
from engine.game import Game
from tests.gui.conftest import make_window, play
from tests.gui.layout_check import problems

ROOT = Path(__file__).resolve().parents[2]
# (window size, as a maximised window of that screen leaves it: the title bar and a panel)
SIZES = {"1280x720": (1280, 660), "1366x768": (1366, 708), "1920x1080": (1920, 1020),
         "2560x1440": (2560, 1380), "3840x2160": (3840, 2100)}


def _game() -> Game:
    # Lyra's starter deck holds the longest names of the starters
    return Game.new([starter_deck("lyra"), starter_deck("ordis")], seed=3,
                    names=("Ninette", "Lithium"))


def _shot(win, name: str, tmp_path: Path) -> Path:  # type: ignore[no-untyped-def]
    path = tmp_path / f"{name}.png"
    assert win.grab().save(str(path))
    shots = os.environ.get("ALTERED_SHOTS")
    if shots:
        Path(shots).mkdir(parents=True, exist_ok=True)
        win.grab().save(str(Path(shots) / path.name))
    return path


@pytest.mark.parametrize("size", sorted(SIZES))
def test_table_is_legible_and_inside_the_window(qtbot, tmp_path, size):
    win = make_window(qtbot, _game(), Mode.HOTSEAT, handoff=False)
    win.resize(*SIZES[size])
    play(win, 4)  # Mana set up by both, the first turn: a full hand
    win.refresh()
    qtbot.wait(20)
    assert win.table.view is not None
    hand = [i for i in win.table.items if i.kind == "card" and i.card
            and i.card.get("zone") == "hand" and i.player == win.table.bottom]
    assert len(hand) >= 2
    assert problems(win) == []
    # the zoom of every hand card fits the table too (hover each one)
    for it in hand:
        win.table.hover = it
        win.table.update()
    path = _shot(win, f"table-{size}", tmp_path)
    assert path.stat().st_size > 20_000  # a drawn table, not a blank window


def test_cards_grow_with_the_window(qtbot):
    win = make_window(qtbot, _game(), Mode.HOTSEAT, handoff=False)
    play(win, 4)
    heights = []
    for size in ("1366x768", "1920x1080", "2560x1440"):
        win.resize(*SIZES[size])
        win.refresh()
        hand = [i for i in win.table.items if i.kind == "card" and i.card
                and i.card.get("zone") == "hand" and i.player == win.table.bottom]
        heights.append(hand[0].rect.height())
    assert heights[0] < heights[1] < heights[2], heights


def test_window_opens_fitted_to_a_small_screen(qtbot):
    from altered_desktop.main_window import MainWindow

    win = MainWindow(handoff=False)
    qtbot.addWidget(win)
    avail = win.screen().availableGeometry()
    assert win.width() <= avail.width() and win.height() <= avail.height()
    if avail.width() < MainWindow.PREFERRED_SIZE[0]:
        win.show()
        assert win.isMaximized()


CHILD = """
import json, os, sys
os.environ["QT_QPA_PLATFORM"] = "offscreen"
sys.path.insert(0, {root!r})
import altered_desktop
from PySide6.QtWidgets import QApplication
app = QApplication([])
from altered_desktop.main_window import MainWindow
from altered_desktop.session import GameSession, Mode
from altered_desktop.smoke import scripted_step
from engine.decks import starter_deck
from engine.game import Game
from tests.gui.layout_check import problems
game = Game.new([starter_deck("lyra"), starter_deck("ordis")], seed=3, names=("N", "L"))
win = MainWindow(GameSession(game, Mode.HOTSEAT), handoff=False)
from PySide6.QtCore import Qt
win.setWindowState(Qt.WindowState.WindowNoState)
win.resize(1920, 1020)
win.show()
for _ in range(4):
    app.processEvents()
    scripted_step(win)
win.refresh()
app.processEvents()
img = win.grab()
img.save({png!r})
print(json.dumps({{"dpr": win.devicePixelRatioF(), "problems": problems(win),
                  "pixels": [img.width(), img.height()]}}))
"""


def test_table_at_device_pixel_ratio_2(tmp_path):
    """A 4K screen at 200 %: the same logical layout, drawn on twice the pixels."""
    png = tmp_path / "table-scale2.png"
    env = dict(os.environ, QT_SCALE_FACTOR="2", ALTERED_DESKTOP_DATA=str(tmp_path / "d"))
    out = subprocess.run([sys.executable, "-c", CHILD.format(root=str(ROOT), png=str(png))],
                         capture_output=True, text=True, env=env, cwd=ROOT, timeout=120)
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout.strip().splitlines()[-1])
    assert result["dpr"] == 2
    assert result["problems"] == []
    assert result["pixels"][0] >= 3000  # drawn at full resolution
    shots = os.environ.get("ALTERED_SHOTS")
    if shots:
        Path(shots).mkdir(parents=True, exist_ok=True)
        (Path(shots) / png.name).write_bytes(png.read_bytes())



def test_rows_fill_the_table_exactly_at_every_height():
    from altered_desktop.table_layout import HAND_ROW_PX, table_rows

    for h in (540, 600, 660, 720, 900, 1020, 1380, 2100):
        rows = table_rows(h)
        assert sum(share for _y, share in rows.values()) == pytest.approx(1.0)
        tops = sorted(rows.values())
        for (y, share), (ny, _s) in zip(tops, tops[1:], strict=False):
            assert y + share == pytest.approx(ny)  # no gap, no overlap
        # the hand row keeps its least height wherever 32 % of the table allows it
        assert rows["own_hand"][1] * h >= min(HAND_ROW_PX, 0.32 * h) - 0.01
