"""The app paints a window before it imports the rules engine (issue #27: start-up).

The start-up goal is measured by benchmarks/startup.py; what is tested here is the
structure that makes it possible, which a stray import would silently undo.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

FIRST_PAINT = """
import json, os, sys
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication(["test"])
class FirstPaint(QObject):
    def eventFilter(self, obj, e):
        if e.type() == QEvent.Type.Paint and isinstance(obj, QWidget) and obj.window().isVisible():
            print("FIRST " + json.dumps({"window": type(obj.window()).__name__,
                  "engine": sorted(m for m in sys.modules if m.startswith("engine"))}), flush=True)
            os._exit(0)
        return False
f = FirstPaint()
app.installEventFilter(f)
from altered_desktop import app as desktop
desktop.main(["--no-resume"])
"""


def test_the_first_window_painted_is_the_start_window_before_the_engine(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT),
           "ALTERED_DESKTOP_DATA": str(tmp_path)}
    out = subprocess.run([sys.executable, "-c", FIRST_PAINT], capture_output=True, text=True,
                         env=env, cwd=ROOT, timeout=300)
    line = next((x for x in out.stdout.splitlines() if x.startswith("FIRST ")), None)
    assert line is not None, out.stdout + out.stderr
    first = json.loads(line[len("FIRST "):])
    assert first["window"] == "StartWindow"
    assert first["engine"] == [], f"the engine was imported before the first paint: {first}"


def test_the_start_window_hands_over_to_the_main_window(qtbot) -> None:  # type: ignore[no-untyped-def]
    from altered_desktop.start_window import StartWindow, show_start_window

    start = show_start_window()
    qtbot.addWidget(start)
    assert isinstance(start, StartWindow) and start.isVisible() and start.painted
    assert start.windowTitle() == "Altered"
    start.hand_over()
    assert not start.isVisible()
