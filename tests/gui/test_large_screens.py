"""Large screens (issue #23, "Done when": 2560x1440, 3840x2160 and device pixel ratio 2).

tests/gui/test_screen_sizes.py holds the floor of ../shared/docs/table-review.md on the
played day-3 board at 1366 to 3840 and at device pixel ratio 2 on a 1920 window.  Here:
that the cards in play, their words and the hand keep growing with the window up to
3840 (the issue: "at 1920 and above cards and fonts grow with the window"), and the
floor at device pixel ratio 2 on a laptop-sized window (1366x708 logical, 2732 pixels
across) and on a 2560 window (5120 pixels across).

The device-pixel-ratio runs start a Qt of their own (the ratio is fixed when Qt starts)
and take some 20-40 s each on a loaded machine: they run when ALTERED_SLOW_TESTS=1, so
the default run stays fast.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

import pytest

from altered_desktop.session import Mode
from tests.gui.conftest import make_window

ROOT = Path(__file__).resolve().parents[2]
# a maximised window on each screen (its title bar and a task bar taken off)
WINDOWS = ((1920, 1020), (2560, 1380), (3840, 2100))

slow = pytest.mark.skipif(not os.environ.get("ALTERED_SLOW_TESTS"),
                          reason="starts Qt at device pixel ratio 2 (20-40 s): set "
                                 "ALTERED_SLOW_TESTS=1 to run it")


def _measures(win) -> dict[str, float]:  # type: ignore[no-untyped-def]
    """The medians of what a player reads on the board: a card in play's height, its
    name's and its statistics' font sizes, and a hand card's height."""
    from altered_desktop import card_tile

    table = win.table
    in_play = [i for i in table.items if i.kind == "card" and i.card
               and i.card.get("zone") == "expedition"]
    hand = [i for i in table.items if i.kind == "card" and i.card
            and i.card.get("zone") == "hand" and i.player == table.bottom]
    assert len(in_play) >= 12 and hand
    return {"card": statistics.median(i.rect.height() for i in in_play),
            "name px": statistics.median(card_tile.name_px(i.rect) for i in in_play),
            "digits px": statistics.median(card_tile.stat_px(i.rect) for i in in_play
                                           if i.card.get("stats")),
            "hand card": statistics.median(i.rect.height() for i in hand)}


def test_cards_in_play_and_their_words_grow_with_the_window_to_3840(qtbot):
    """The played day-3 board (a dozen Characters, boosts, counters, Landmarks, full
    Reserves) at 1920, 2560 and 3840: the cards in play, their names' type and the hand
    cards grow at each step, by a third or more from 1920 to 3840 - a big screen is not
    the 1920 table in a sea of felt; the statistics' digits grow to their 32 px."""
    from tools.table_scenes import day3_game

    win = make_window(qtbot, day3_game(), Mode.HOTSEAT, handoff=True)
    win.handoff.reveal_button.click()
    seen = []
    for size in WINDOWS:
        win.resize(*size)
        win.refresh()
        qtbot.wait(10)
        seen.append(_measures(win))
    for key in seen[0]:
        values = [m[key] for m in seen]
        if key == "digits px":  # they stop at 32 px (card_tile.stat_px), twice the floor
            assert values[0] < values[1] <= values[2] and values[1] >= 28, values
            continue
        if key == "name px":  # they stop at 22 px (card_tile.name_px): reached at 2560
            # since the Expedition cards are taller (review r14)
            assert values[0] < values[1] <= values[2] and values[1] >= 21, values
            continue
        assert values[0] < values[1] < values[2], (key, values)
        assert values[2] >= 1.33 * values[0], (key, values)


CHILD = """
import json, os, sys
os.environ["QT_QPA_PLATFORM"] = "offscreen"
sys.path.insert(0, {root!r})
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
app = QApplication([])
from altered_desktop import theme
app.setStyle("Fusion")  # as the app starts (altered_desktop.app): seen as a player sees it
app.setStyleSheet(theme.STYLE_SHEET)
from altered_desktop.main_window import MainWindow
from altered_desktop.session import GameSession, Mode
from tests.gui.layout_check import floor_problems, problems
from tools.table_scenes import day3_game
win = MainWindow(GameSession(day3_game(), Mode.HOTSEAT), handoff=False)
win.setWindowState(Qt.WindowState.WindowNoState)
win.resize({w}, {h})
win.show()
for _ in range(5):
    app.processEvents()
win.refresh()
app.processEvents()
img = win.grab()
img.save({png!r})
print(json.dumps({{"dpr": win.devicePixelRatioF(), "problems": problems(win),
                  "floor": floor_problems(win), "pixels": [img.width(), img.height()]}}))
"""


@slow
@pytest.mark.parametrize("size", [(1366, 708), (2560, 1380)])
def test_the_floor_holds_at_device_pixel_ratio_2(tmp_path, size):
    """A laptop's 2732x1536 screen at 200 % (1366x708 logical) and a 5K screen at 200 %
    (2560x1380 logical): the played day-3 board keeps the floor - every name of up to 20
    characters whole, digits of 14 logical px or more, boosts and counters clear of
    both, no text under 11 logical px, nothing outside the window - drawn on twice the
    pixels."""
    w, h = size
    png = tmp_path / f"floor-{w}x{h}-scale2.png"
    env = dict(os.environ, QT_SCALE_FACTOR="2", ALTERED_DESKTOP_DATA=str(tmp_path / "d"))
    out = subprocess.run([sys.executable, "-c", CHILD.format(root=str(ROOT), png=str(png),
                                                            w=w, h=h)],
                         capture_output=True, text=True, env=env, cwd=ROOT, timeout=300)
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout.strip().splitlines()[-1])
    assert result["dpr"] == 2
    assert result["problems"] == []
    assert result["floor"] == []
    assert result["pixels"][0] >= 2 * w - 2  # drawn at full resolution
    shots = os.environ.get("ALTERED_SHOTS")
    if shots:
        Path(shots).mkdir(parents=True, exist_ok=True)
        (Path(shots) / png.name).write_bytes(png.read_bytes())
